"""Revokes shown by a card known to the director (spec §6, the hands
otherwise unknown), set down from the seeds before the records were run (own
words; law numbers cited).

4♠ by South after seven tricks (North-South 5, East-West 2); South leads the
♥5 to trick 8. West's ♥3 lies face up on the table (a penalty card in the
situation, or a card West shows during the play): it proves West holds a
heart, so his ruff with the ♠2 is a failure to follow suit (61A, 44C) as the
cards show it. Corrected before it is established it is put right under 62A;
established by West's lead to the next trick (63A1) it moves no trick when the
card West failed to play lay face up on the table: a penalty card (2017
64B3) or any faced card (2007 64B3). The rubber rules have no such exception
(55(6)).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json, rule_refused

EDITIONS = ("2017", "2007")

#: South leads the ♥5 to trick 8; West's minor penalty card ♥3 is on the table
HEART_LED = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 5, "EW": 2},
    "current": ["S:H5"],
    "penalty_cards": [{"seat": "W", "card": "H3", "kind": "minor"}],
}
#: South to lead to trick 8, nothing on the table yet
SOUTH_TO_LEAD = {"contract": "4S", "declarer": "S", "tricks": {"NS": 5, "EW": 2}, "leader": "S"}
#: West ruffs trick 8, leads a diamond (establishing the revoke) and South claims ten
RUFF_LEAD_CLAIM = "W card S2; N card H4; E card H9; W card D4; S claim 10; W agree; E agree"


def revoke_of(report: dict[str, Any]) -> dict[str, Any]:
    found = [i for i in report["irregularities"] if i["irregularity"] == "revoke"]
    assert len(found) == 1, report["irregularities"]
    return found[0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b3_ruff_beside_own_penalty_card_is_an_established_revoke(
    edition: str, tmp_path: Path
) -> None:
    data = sit(HEART_LED, RUFF_LEAD_CLAIM, edition)
    report = rule_json(data, tmp_path)
    revoke = revoke_of(report)
    assert revoke["offender"] == "W"
    assert revoke["laws"] == ["44C", "61A", "63A1", "64B3"]
    # no trick moves (64B3); the director may still adjust (64C)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    assert report["status"] == "complete"
    texts = clean_texts(data, tmp_path)
    reason = {
        "2017": ("was a penalty card", "was een strafkaart", "war eine Strafkarte"),
        "2007": ("lay face up on the table", "lag open op tafel", "lag offen auf dem Tisch"),
    }[edition]
    for lang, piece in zip(("en", "nl", "de"), reason, strict=True):
        assert piece in texts[lang], texts[lang]
    assert "dummy's revoke" not in texts["en"]
    assert "No irregularity" not in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62a_ruff_beside_own_penalty_card_corrected_before_established(
    edition: str, tmp_path: Path
) -> None:
    data = sit(HEART_LED, "W card S2; S dir", edition)
    report = rule_json(data, tmp_path)
    revoke = revoke_of(report)
    assert revoke["offender"] == "W" and "62A" in revoke["laws"]
    assert report["status"] == "play" and report["next"] == "W"
    # the withdrawn ♠2 is a major penalty card (62B1); with two penalty cards the
    # ♥3 is major too (50B)
    pcs = {(o["seat"], o["card"], o["kind"]) for o in report["obligations"]}
    assert pcs == {("W", "S2", "major"), ("W", "H3", "major")}
    texts = clean_texts(data, tmp_path)
    assert "♠2" in texts["en"] and "62B1" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_card_shown_in_the_play_proves_the_revoke(edition: str, tmp_path: Path) -> None:
    # West drops the ♥3 (a minor penalty card, 49/50B); the ruff of the next
    # heart is then a revoke the cards show
    data = sit(
        SOUTH_TO_LEAD,
        f"W exp H3; S dir; fact deliberate false; S card H5; {RUFF_LEAD_CLAIM}",
        edition,
    )
    report = rule_json(data, tmp_path)
    revoke = revoke_of(report)
    assert revoke["offender"] == "W" and "64B3" in revoke["laws"]
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_without_a_known_heart_the_ruff_is_no_revoke(edition: str, tmp_path: Path) -> None:
    # the same ruff with nothing on the table: the unknown hand shows no revoke
    data = sit({**HEART_LED, "penalty_cards": []}, RUFF_LEAD_CLAIM, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61a_another_seat_cannot_play_the_penalty_card(edition: str, tmp_path: Path) -> None:
    data = sit(HEART_LED, "W card S2; N card H3", edition)
    message = rule_refused(data, tmp_path, "nl")
    assert "Noord kan ♥3 niet spelen" in message and "West" in message


def test_rubber_55_6_ruff_beside_exposed_card_two_tricks_at_most(tmp_path: Path) -> None:
    # the rubber rules have no penalty-card exception: 55(6) transfers from the
    # tricks East-West won from the revoke on (one here). In rubber the face-up
    # ♥3 is an exposed card: declarer says he does not call it (44(1)) at each
    # of West's turns, the ruff and the lead after it
    steps = (
        "S ch no_call; W card S2; N card H4; E card H9; S ch no_call; W card D4; "
        "S claim 10; W agree; E agree"
    )
    data = sit(HEART_LED, steps, "rubber")
    report = rule_json(data, tmp_path)
    revoke = revoke_of(report)
    assert revoke["offender"] == "W"
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    clean_texts(data, tmp_path)


# ---- rubber 55(9): a found revoke and the time for claiming it -----------------------

#: 3NT by North, all thirteen tricks played: North-South 9, East-West 4
NINE = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}


def found_e5() -> list[dict[str, Any]]:
    """East revoked in trick 5 (established), won it, and his side won two more."""
    return [
        fact("revoke", {"seat": "E", "trick": 5}),
        fact("revoke_established", True, trick=5),
        fact("revoke_trick_won_by", "E", trick=5),
        fact("offending_side_tricks_after", 2, trick=5),
    ]


@pytest.mark.parametrize("closing", ["next_deal_cut", "rubber_score_accepted"])
def test_rubber_55_9_found_revoke_after_the_cut_has_no_penalty(
    closing: str, tmp_path: Path
) -> None:
    data = sit(NINE, [fact(closing, True), *found_e5()], "rubber")
    report = rule_json(data, tmp_path)
    revoke = revoke_of(report)
    assert revoke["laws"] == ["55", "55(2)", "55(9)"]
    assert report["rulings"][0]["laws"] == ["55(9)"]
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 100, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert "can no longer be claimed" in texts["en"]
    assert "kan niet meer worden opgeëist" in texts["nl"]
    assert "nicht mehr geltend gemacht" in texts["de"]
    # the rubber rules know no adjusted score
    assert "64C" not in texts["en"] and "director" not in texts["en"]


def test_rubber_55_6_found_revoke_before_the_cut_is_penalised(tmp_path: Path) -> None:
    data = sit(NINE, [*found_e5(), fact("next_deal_cut", True)], "rubber")
    report = rule_json(data, tmp_path)
    revoke = revoke_of(report)
    assert revoke["laws"] == ["55", "55(2)"]
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 170, "EW": 0}
    texts = clean_texts(data, tmp_path)
    for lang in ("en", "nl", "de"):
        assert "55(9)" not in texts[lang]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_same_found_revoke_in_duplicate(edition: str, tmp_path: Path) -> None:
    # the same finding under the Laws: 64A1 moves two tricks (the offender won
    # the revoke trick and his side won more after it)
    data = sit(NINE, found_e5(), edition)
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    clean_texts(data, tmp_path)


# ---- 62D1 / 64B6: a revoke in trick 12 found while trick 13 is under way -------------

#: 3NT by North, twelve tricks quitted (North-South 8, East-West 4), North has led
#: the ♠A to trick 13
TRICK_13 = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 4}, "current": ["N:SA"]}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_trick_12_revoke_found_during_trick_13_replay_asked(
    edition: str, tmp_path: Path
) -> None:
    data = sit(TRICK_13, [fact("revoke", {"seat": "E", "trick": 12})], edition)
    report = rule_json(data, tmp_path)
    # the table plays tricks 12 and 13 again; the hands are unknown, so the
    # director gives the result
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["62D1", "64B6"]
    assert ruling["question"]["fact"] == "tricks_after_correction"
    assert report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert "play tricks 12 and 13 again" in texts["en"]
    assert "East plays now" not in texts["en"]
    assert "spelen slag 12 en 13 opnieuw" in texts["nl"]
    assert "Oost speelt nu" not in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_trick_12_revoke_during_trick_13_result_given(
    edition: str, tmp_path: Path
) -> None:
    # East's card to trick 13 is part of the replay; the result is what counts
    events = [
        fact("revoke", {"seat": "E", "trick": 12}),
        {"by": "E", "card": "H2"},
        fact("tricks_after_correction", 9),
    ]
    data = sit(TRICK_13, events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 400, "EW": -400}
    assert report["adjustments"] == []
    # the card is not taken as an exposed card: kept, said without effect
    assert [i["irregularity"] for i in report["irregularities"]] == ["revoke"]
    texts = clean_texts(data, tmp_path)
    assert "East played ♥2 while tricks 12 and 13 are played again" in texts["en"]
    assert "Oost speelde ♥2" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("value", "ok"), [(7, True), (10, True), (6, False), (11, False)])
def test_law_62d1_trick_13_under_way_result_range(
    edition: str, value: int, ok: bool, tmp_path: Path
) -> None:
    # North-South had 8 tricks of 12: trick 12 may change hands and trick 13 is
    # still to be won, so 7 to 10
    data = sit(
        TRICK_13,
        [fact("revoke", {"seat": "E", "trick": 12}), fact("tricks_after_correction", value)],
        edition,
    )
    if ok:
        assert rule_json(data, tmp_path)["tricks"] == {"NS": value, "EW": 13 - value}
    else:
        message = rule_refused(data, tmp_path, "nl")
        assert "7 tot en met 10" in message


def test_rubber_55_1_trick_12_revoke_during_trick_13_replayed(tmp_path: Path) -> None:
    # 55(2): a revoke in the twelfth trick is never established, so 55(1)
    # corrects it; with trick 12 quitted and unseen, both tricks are played
    # again and the players give the result (no director)
    found = fact("revoke", {"seat": "E", "trick": 12})
    data = sit(TRICK_13, [found], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][0]["question"]
    assert question["fact"] == "tricks_after_correction" and question["laws"] == ["55(1)"]
    texts = clean_texts(data, tmp_path)
    assert "play tricks 12 and 13 again as the rules say" in texts["en"]
    assert "East plays now" not in texts["en"]
    for lang in ("en", "nl", "de"):
        assert "62D1" not in texts[lang]
    data = sit(TRICK_13, [found, {"by": "E", "card": "H2"}, fact("tricks_after_correction", 9)])
    data["edition"] = "rubber"
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["adjustments"] == []
    texts = clean_texts(data, tmp_path)
    assert "(55(1)): only the number of tricks" in texts["en"]
