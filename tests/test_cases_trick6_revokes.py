"""Revokes and concessions the director rules from the facts (spec §6), set
down from the seeds before the records were run (own words; law numbers
cited). 3NT by North, South dummy (``check2_cases.nt``):

- 62D1 / 64B6: a revoke in trick 12 found after all thirteen tricks: the
  director puts tricks 12 and 13 back and has them played again; the revoke
  card is the offender's last card, so no penalty card is left over; the
  result of the two tricks is asked (the hands are unknown); 62D2 for a
  defender's partner (2017 with 16C); rubber 55(2): never established, no
  penalty. Nobody revokes in trick 13 (one card each);
- 64B4 / 64B5 said when no established revoke is ever found: kept in the
  record and said to change nothing; rubber: 55(9) is the limit instead;
- 71A (2007: 71; rubber 26(3)): conceding more tricks than remain concedes
  tricks already won: that part is cancelled, the rest stands;
- 61A with a 26B prohibition and unknown hands: a lead in the forbidden suit
  is no revoke until the director finds one (then 62A corrects it).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, nt, sit
from rule_cases import clean_texts, rule_json

EDITIONS = ("2017", "2007")


def revoke(seat: str = "E", trick: int = 12) -> dict[str, Any]:
    return fact("revoke", {"seat": seat, "trick": trick})


def at_end(*events: dict[str, Any], edition: str = "2017") -> dict[str, Any]:
    """3NT by North, all thirteen tricks played: North-South 9, East-West 4."""
    return sit(nt(9, 4), list(events), edition)


def error(data: dict[str, Any], tmp: Path) -> str:
    from rule_cases import _run  # the refusal is the CLI's message

    try:
        _run(data, ["--lang", "en"], tmp)
    except AssertionError as refused:
        return str(refused)
    raise AssertionError("the record was not refused")


# ---- 62D1 / 64B6: a revoke in trick 12 found after the play -------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_trick_12_revoke_after_play_last_two_tricks_put_back(
    edition: str, tmp_path: Path
) -> None:
    data = at_end(revoke(), edition=edition)
    report = rule_json(data, tmp_path)
    # the result of tricks 12 and 13 played again is what the table must show
    assert report["status"] == "awaiting_fact"
    assert report["tricks"] is None and report["score"] is None
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["62D1", "64B6"]
    assert ruling["question"]["fact"] == "tricks_after_correction"
    assert ruling["question"]["laws"] == ["62D1"]
    assert ruling["effects"] == [
        {"type": "revoke_corrected", "laws": ["62D1", "62B1"], "seat": "E"}
    ]
    assert report["irregularities"][0]["laws"] == ["61A", "62D1"]
    # no penalty card after the play: the revoke card goes to trick 13
    assert report["obligations"] == []
    assert report["adjustments"] == []
    texts = clean_texts(data, tmp_path)
    assert "cards of tricks 12 and 13 back" in texts["en"]
    assert "so none is left over" in texts["en"]
    assert "becomes a major penalty card" not in texts["en"]
    ui = "(62D2, 16C)" if edition == "2017" else "(62D2)"
    assert ui in texts["en"] and ui in texts["nl"]
    assert "slag 12 en 13" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_trick_12_revoke_result_after_the_correction(edition: str, tmp_path: Path) -> None:
    data = at_end(revoke(), fact("tricks_after_correction", 10), edition=edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 430, "EW": -430}
    assert report["adjustments"] == []
    assert report["rulings"][0]["facts"] == {"tricks_after_correction": 10}
    clean_texts(data, tmp_path)


def test_law_62d1_result_given_before_the_revoke_is_kept_for_it(tmp_path: Path) -> None:
    data = at_end(fact("tricks_after_correction", 8), revoke())
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": -50, "EW": 50}


def test_law_62d1_only_tricks_12_and_13_change_hands(tmp_path: Path) -> None:
    message = error(at_end(revoke(), fact("tricks_after_correction", 12)), tmp_path)
    assert "12 is not a number of tricks from 7 to 11" in message


def test_law_62b2_declarers_trick_12_revoke_goes_back_without_penalty(tmp_path: Path) -> None:
    data = at_end(revoke("N"), fact("tricks_after_correction", 9))
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["rulings"][0]["effects"] == [
        {"type": "revoke_corrected", "laws": ["62D1", "62B2"], "seat": "N"}
    ]
    texts = clean_texts(data, tmp_path)
    assert "without penalty (62B2)" in texts["en"]
    assert "62D2" not in texts["en"]  # 62D2 is about a defender's partner


def test_rule_55_2_trick_12_revoke_after_play_no_penalty_in_rubber(tmp_path: Path) -> None:
    data = at_end(revoke(), edition="rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["rulings"][0]["laws"] == ["55(2)", "55(6)"]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["adjustments"] == [] and report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert "never established (55(2))" in texts["en"]


@pytest.mark.parametrize("edition", (*EDITIONS, "rubber"))
def test_law_61a_nobody_revokes_in_trick_13(edition: str, tmp_path: Path) -> None:
    message = error(at_end(revoke(trick=13), edition=edition), tmp_path)
    assert "nobody can revoke in trick 13" in message


# ---- 64B4 / 64B5 with no established revoke ------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("late", "law"), [("next_board_called", "64B4"), ("round_ended", "64B5")])
def test_law_64b4_64b5_late_fact_without_a_revoke_changes_nothing(
    edition: str, late: str, law: str, tmp_path: Path
) -> None:
    data = at_end(fact(late, True), edition=edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["irregularities"] == [] and report["rulings"] == []
    assert [w["event"] for w in report["without_effect"]] == [0]
    assert f"({law})" in report["without_effect"][0]["text"]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "No established revoke is on this board" in texts["en"]
    assert "geen voldongen verzaking" in texts["nl"]


def test_law_64b4_late_fact_then_established_revoke_still_applies(tmp_path: Path) -> None:
    data = at_end(
        fact("next_board_called", True),
        revoke(trick=3),
        fact("revoke_trick_won_by", "E"),
        fact("offending_side_tricks_after", 2),
    )
    report = rule_json(data, tmp_path)
    assert "without_effect" not in report
    assert report["adjustments"] == []
    assert "64B4" in report["irregularities"][0]["laws"]


def test_law_64b4_late_fact_after_a_corrected_revoke_changes_nothing(tmp_path: Path) -> None:
    # the revoke in trick 12 is corrected (62D1), never transferred: the late
    # fact has nothing to act on
    data = at_end(revoke(), fact("tricks_after_correction", 9), fact("next_board_called", True))
    report = rule_json(data, tmp_path)
    assert [w["event"] for w in report["without_effect"]] == [2]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("late", ["next_board_called", "round_ended"])
def test_rule_55_9_duplicate_time_limits_change_nothing_in_rubber(
    late: str, tmp_path: Path
) -> None:
    data = at_end(
        revoke(trick=3),
        fact("revoke_trick_won_by", "E"),
        fact("offending_side_tricks_after", 2),
        fact(late, True),
        edition="rubber",
    )
    report = rule_json(data, tmp_path)
    # the revoke keeps its 55(6) penalty: the duplicate limits do not apply
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert [w["event"] for w in report["without_effect"]] == [3]
    texts = clean_texts(data, tmp_path)
    assert "(55(9))" in texts["en"] and "(55(9))" in texts["nl"]


# ---- 71A: a concession of tricks already won ------------------------------------------


@pytest.mark.parametrize(("edition", "law"), [("2017", "71A"), ("2007", "71")])
def test_law_71a_concession_of_a_trick_already_won_cancelled(
    edition: str, law: str, tmp_path: Path
) -> None:
    # ten tricks played (NS 6, EW 4), three left: East concedes four
    data = sit(nt(6, 4, "N"), [{"by": "E", "concede": 4}], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    ruling = report["rulings"][0]
    assert ruling["irregularity"] == "conceded_won_tricks"
    assert ruling["offender"] == "E" and ruling["laws"] == [law]
    assert ruling["effects"] == [
        {"type": "tricks_restored", "laws": [law], "seat": "E", "side": "EW", "tricks": 1}
    ]
    texts = clean_texts(data, tmp_path)
    assert f"is cancelled ({law})" in texts["en"]
    assert f"wordt geannuleerd ({law})" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_71a_declarer_concedes_two_tricks_already_won(edition: str, tmp_path: Path) -> None:
    data = sit(nt(6, 4, "N"), [{"by": "N", "concede": 5}], edition)
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 6, "EW": 7}
    assert report["rulings"][0]["effects"][0]["tricks"] == 2
    texts = clean_texts(data, tmp_path)
    assert "the other 2" in texts["en"]


def test_rule_26_3_concession_of_a_trick_already_won_in_rubber(tmp_path: Path) -> None:
    data = sit(nt(6, 4, "N"), [{"by": "E", "concede": 4}], "rubber")
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["rulings"][0]["laws"] == ["26(3)"]
    texts = clean_texts(data, tmp_path)
    assert "cannot claim it (26(3))" in texts["en"]
    assert "71A" not in texts["en"]


def test_law_71a_more_than_the_side_ever_had_is_refused(tmp_path: Path) -> None:
    message = error(sit(nt(6, 4, "N"), [{"by": "E", "concede": 8}]), tmp_path)
    assert "more tricks conceded (8) than his side has won (4)" in message


def test_law_68b2_partner_objects_to_a_concession_of_won_tricks(tmp_path: Path) -> None:
    # West objects at once to East's concession: nothing is conceded, play goes on
    data = sit(nt(6, 4, "N"), [{"by": "E", "concede": 4}, {"by": "W", "dispute": True}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["tricks"] is None
    clean_texts(data, tmp_path)
