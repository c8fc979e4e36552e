"""Thin sub-laws, both editions: 13A/13D (2007 13D/13C) a wrong number of
cards, 15B (2007 15C) a board played with the wrong cards, 44 the play of a
trick (a defender unable to follow discards, the highest card of the suit
led wins a trick without trumps, its winner leads next). Each asserts the
ruling data and clean nl/en text; facts restated in our own words.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from play2_helpers import events
from rule_cases import clean_texts, record, rule_json

EDITIONS = ("2017", "2007")
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: 2007 numbers Law 13's parts differently
LAW_13 = {"2017": {"A": "13A", "D": "13D"}, "2007": {"A": "13D", "D": "13C"}}


def _wrong(seat: str, short: str) -> dict[str, Any]:
    return {"fact": "wrong_number_of_cards", "value": True, "seat": seat, "short": short}


def _played_3nt(edition: str, *more: dict[str, Any]) -> dict[str, Any]:
    data = sit({"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}, "", edition)
    data["events"] = list(more)
    return data


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13a_found_before_any_call_the_board_is_played_normally(
    tmp_path: Path, edition: str
) -> None:
    data = record([_wrong("W", "N")], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    law = LAW_13[edition]["A"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "wrong_number_of_cards",
        "W",
        [law],
    )
    assert ("adjusted_score_possible", [f"{law}2"]) in [
        (e["type"], e["laws"]) for e in ruling["effects"]
    ]
    assert (report["status"], report["next"]) == ("auction", "N")
    texts = clean_texts(data, tmp_path)
    assert f"the board is played normally ({law}1)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13d_found_after_the_play_result_cancelled_adjusted_score(
    tmp_path: Path, edition: str
) -> None:
    data = _played_3nt(edition, _wrong("N", "E"))
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    law = LAW_13[edition]["D"]
    assert ruling["laws"] == [law] and ruling["offender"] == "N"
    kinds = [(e["type"], e["laws"][0]) for e in ruling["effects"]]
    assert ("adjusted_score", law) in kinds
    assert report["status"] == "complete"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13d_cancelled_result_leaves_no_score_of_its_own(tmp_path: Path, edition: str) -> None:
    """13D (2007 13C): the table result is cancelled, so the board has no
    tricks or score of its own (as after 13B2); the director awards one."""
    data = _played_3nt(edition, _wrong("N", "E"))
    report = rule_json(data, tmp_path)
    assert report["tricks"] is None and report["score"] is None
    assert report["status"] == "complete"
    texts = clean_texts(data, tmp_path)
    assert "Score: North-South 400" not in texts["en"]


@pytest.mark.parametrize(("played_before", "law"), [(True, "15B1"), (False, "15B2")])
def test_law_15b_2017_wrong_board_found_in_the_auction(
    tmp_path: Path, played_before: bool, law: str
) -> None:
    data = record(
        [*events("N 1S; E Pass"), {"fact": "wrong_board", "value": played_before}], "2017"
    )
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == [law]
    types = [e["type"] for e in ruling["effects"]]
    if played_before:
        # cancelled for both sides, artificial adjusted scores (15B1, 12C2a)
        assert "board_cancelled" in types and report["status"] == "complete"
    else:
        # no one had played it: the board is completed and its result stands
        assert "result_stands" in types and report["status"] == "auction"
    clean_texts(data, tmp_path)


def test_law_15c_2007_wrong_board_found_in_the_auction_calls_repeated(tmp_path: Path) -> None:
    data = record([*events("N 1S; E Pass"), {"fact": "wrong_board", "value": False}], "2007")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["15C"]
    texts = clean_texts(data, tmp_path)
    assert "the players must repeat their calls" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44_winner_of_the_trick_leads_next(tmp_path: Path, edition: str) -> None:
    # 3NT by North: East leads ♦A, everyone follows; East won and leads (44G)
    data = record(events(f"{NT}; E card DA; S card D5; W card D3; N card D8"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    assert report["irregularities"] == [] and report["rulings"] == []
    texts = clean_texts(data, tmp_path)
    assert "East leads now." in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44d_44f_void_defender_discards_highest_of_the_suit_led_wins(
    tmp_path: Path, edition: str
) -> None:
    # 4♥ by South, West on lead: ♦7, dummy ♦2, East (no diamonds) discards ♠9,
    # South ♦9: no trump in the trick, the highest diamond wins (44F)
    situation = {
        "contract": "4H",
        "declarer": "S",
        "tricks": {"NS": 3, "EW": 2},
        "leader": "W",
        "hands": {"E": "QT9.3.-.-"},
    }
    data = sit(situation, "W card D7; N card D2; E card S9; S card D9", edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "S")
    assert report["irregularities"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44e_a_trump_wins_the_trick(tmp_path: Path, edition: str) -> None:
    situation = {
        "contract": "4H",
        "declarer": "S",
        "tricks": {"NS": 3, "EW": 2},
        "leader": "W",
        "hands": {"E": "QT9.3.-.-"},
    }
    data = sit(situation, "W card D7; N card D2; E card H3; S card D9", edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    clean_texts(data, tmp_path)


def _wrong_hand(steps: str, edition: str) -> dict[str, Any]:
    found = {"fact": "cards_from_wrong_board", "value": True, "seat": "E"}
    return record([*events(steps), found], edition)


@pytest.mark.parametrize(
    ("edition", "laws"), [("2017", ["15A1", "15A2b"]), ("2007", ["17D1", "17D2"])]
)
def test_law_15a2b_call_with_cards_from_another_board_called_again(
    tmp_path: Path, edition: str, laws: list[str]
) -> None:
    # East's 2♥ was made on the cards of another board; nobody called since
    data = _wrong_hand("N 1S; E 2H", edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "cards_from_wrong_board",
        "E",
        laws,
    )
    assert (report["status"], report["next"]) == ("auction", "E")
    texts = clean_texts(data, tmp_path)
    assert "East looks at his own cards and calls again" in texts["en"]


def test_law_15a2a_2017_partner_called_since_the_board_ends_adjusted(tmp_path: Path) -> None:
    data = _wrong_hand("N 1S; E 2H; S 2S; W 3H", "2017")
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["15A1", "15A2a"]
    assert ("adjusted_score", ["15A2a", "12C1"]) in [
        (e["type"], e["laws"]) for e in ruling["effects"]
    ]
    assert report["status"] == "complete" and report["score"] is None
    clean_texts(data, tmp_path)


def test_law_17d2_2007_others_called_since_lho_repeats_his_call(tmp_path: Path) -> None:
    data = _wrong_hand("N 1S; E 2H; S 2S; W 3H", "2007")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["17D1", "17D2"]
    assert (report["status"], report["next"]) == ("auction", "E")
    texts = clean_texts(data, tmp_path)
    assert "his left-hand opponent repeats his call (17D2)" in texts["en"]


#: East wins trick 1 with ♦A; West then leads ♠3 out of turn and dummy (South)
#: calls the director during the play
DUMMY_CALLS = f"{NT}; E card DA; S card D5; W card D3; N card D8; W card S3; S dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a1b_43b1_dummy_draws_attention_the_lead_is_ruled_as_usual(
    tmp_path: Path, edition: str
) -> None:
    data = record(events(f"{DUMMY_CALLS}; fact dummy_breached_43a2 false"), edition)
    report = rule_json(data, tmp_path)
    codes = [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]
    assert codes == [
        ("lead_out_of_turn", "W", ["53"]),
        ("dummy_drew_attention", "S", ["43A1b"]),
    ]
    dummy = next(r for r in report["rulings"] if r["irregularity"] == "dummy_drew_attention")
    assert [(e["type"], e["laws"]) for e in dummy["effects"]] == [
        ("procedural_penalty_possible", ["43B1", "90"])
    ]
    lead = report["rulings"][-1]
    assert (lead["irregularity"], lead["chooser"]) == ("lead_out_of_turn", "N")
    assert [o["code"] for o in lead["options"]] == ["accept", "reject"]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43b3_dummy_had_looked_at_a_defenders_hand_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    data = record(events(f"{DUMMY_CALLS}; fact dummy_breached_43a2 true"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["laws"]) == ("dummy_drew_attention", ["43A1b", "43B3"])
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [
        ("procedural_penalty_possible", ["43B1", "90"]),
        ("no_rectification", ["43B3"]),
        ("split_score_possible", ["43B3", "12B1"]),
    ]
    assert report["status"] == "play"
    clean_texts(data, tmp_path)
