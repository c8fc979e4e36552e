"""Laws 65 and 66 in the duplicate editions, 2017 and 2007, through
``bridgelaws rule``: a quitted card pointed the wrong way (65B3), the played
cards not kept in order when a count is disputed (65C, 65D), the last trick
faced again or one's own card looked at (66A, 66B), quitted tricks during the
play (66C) and after it (66D).

The board (rule_cases.DEAL): 3NT by North, East leads; each seat plays its
first legal card (tests/test_cases_count13_law79.py). West wins trick 1
(♣8), South (dummy) trick 2 (♣J) and leads ♣Q to trick 3, West follows ♣10.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_refused
from test_cases_count13_law79 import EDITIONS, PLAYED, disputed, only_ruling, over, recorded

#: the auction and two tricks: trick 2 just quitted, dummy to lead
TWO_TRICKS = PLAYED[: 4 + 8]
#: dummy has led to trick 3 (North-South have played on, East-West not)
DUMMY_LED = PLAYED[: 4 + 9]
#: West has followed to trick 3 as well
WEST_FOLLOWED = PLAYED[: 4 + 10]


def pointed(trick: int, by: str) -> dict[str, Any]:
    return {"fact": "trick_pointed_wrongly", "value": trick, "by": by}


def inspected(trick: int, by: str, **details: Any) -> dict[str, Any]:
    return {"fact": "inspected_trick", "value": trick, "by": by, **details}


def effect_types(report: dict[str, Any]) -> list[str]:
    return [e["type"] for r in report["rulings"] for e in r["effects"]]


# -- 65B3: a card pointed the wrong way ------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65b3_a_defender_in_time_before_any_lead(tmp_path: Path, edition: str) -> None:
    data = record([*TWO_TRICKS, pointed(2, "E")], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "trick_pointed_wrongly")
    assert ruling["laws"] == ["65B3"]
    assert effect_types(report) == ["card_turned"]
    texts = clean_texts(data, tmp_path)
    assert "The tricks as played decide who won them" in texts["en"]


@pytest.mark.parametrize(("edition", "late"), [("2017", False), ("2007", True)])
def test_law_65b3_a_defender_after_dummys_lead(tmp_path: Path, edition: str, late: bool) -> None:
    # 2017: until his own side plays to the next trick; 2007: dummy and the
    # defenders only until the lead to the next trick
    data = record([*DUMMY_LED, pointed(2, "E")], edition)
    report = rule_json(data, tmp_path)
    assert effect_types(report) == (["too_late"] if late else ["card_turned"])
    texts = clean_texts(data, tmp_path)
    said = "pointed it out after his right to do so had ended"
    assert (said in texts["en"]) is late
    if late:
        assert "16B" in texts["en"] and "16B" in texts["nl"]


@pytest.mark.parametrize(("edition", "late"), [("2017", True), ("2007", False)])
def test_law_65b3_declarer_after_his_side_played_on(
    tmp_path: Path, edition: str, late: bool
) -> None:
    # dummy led to trick 3 and West followed: 2017 North's side has played on;
    # 2007 declarer may point a card out at any time
    data = record([*WEST_FOLLOWED, pointed(2, "N")], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "trick_pointed_wrongly")
    assert ruling["laws"] == ["65B3"]
    assert effect_types(report) == (["too_late"] if late else ["card_turned"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65b3_a_defender_after_his_side_played_on(tmp_path: Path, edition: str) -> None:
    data = record([*WEST_FOLLOWED, pointed(2, "E")], edition)
    report = rule_json(data, tmp_path)
    assert effect_types(report) == ["too_late"]
    texts = clean_texts(data, tmp_path)
    assert "East pointed it out after his right to do so had ended" in texts["en"]


# -- 65C, 65D: the played cards not kept in order ---------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65d_a_side_that_disordered_its_cards_the_directors_count_decides(
    tmp_path: Path, edition: str
) -> None:
    # the cards show seven tricks for North-South, but East-West mixed up
    # their played cards and the director, unable to check, finds eight
    data = record([*PLAYED, disputed(7, by="E", disordered="EW", found=8)], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "tricks_disputed")
    assert ruling["laws"] == ["65D", "79B2"]
    assert report["adjustments"] == [{"law": "79B2", "to": "NS", "tricks": 1}]
    assert report["score"] == {"NS": -50, "EW": 50}
    assert recorded(ruling) == {"NS": -50, "EW": 50}
    texts = clean_texts(data, tmp_path)
    assert (
        "East-West did not leave the played cards in order (65C): the cards cannot settle the "
        "count, and East-West risks its claim to doubtful tricks (65D)." in texts["en"]
    )
    assert (
        "Tricks of North-South: 7 by the score recorded, 8 as the director finds" in (texts["en"])
    )
    assert (
        "Oost-West heeft de gespeelde kaarten niet in volgorde laten liggen (65C)" in (texts["nl"])
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65d_both_sides_disordered_their_cards(tmp_path: Path, edition: str) -> None:
    data = over([disputed(9, disordered="both", found=9)], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "tricks_disputed")
    assert ruling["laws"] == ["65D", "79B2"]
    assert report["score"] == {"NS": 400, "EW": -400}
    texts = clean_texts(data, tmp_path)
    assert "Neither side left the played cards in order (65C)" in texts["en"]
    assert "Geen van beide partijen heeft de gespeelde kaarten in volgorde" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_65d_disordered_cards_need_the_directors_count(tmp_path: Path, edition: str) -> None:
    data = record([*PLAYED, disputed(8, disordered="W")], edition)
    assert "kunnen het aantal niet vaststellen (65D)" in rule_refused(data, tmp_path, "nl")
    data = record([*PLAYED, disputed(8, disordered="X", found=8)], edition)
    assert "X" in rule_refused(data, tmp_path, "en")


# -- 66A: the last trick faced again ---------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66a_last_trick_faced_before_his_side_plays_on(tmp_path: Path, edition: str) -> None:
    report = rule_json(record([*DUMMY_LED, inspected(2, "W")], edition), tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66a_not_once_his_own_card_is_turned(tmp_path: Path, edition: str) -> None:
    data = record([*TWO_TRICKS, inspected(2, "E", turned=True)], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "inspected_trick")
    assert ruling["laws"] == ["66C"] and ruling["offender"] == "E"
    assert {"type": "procedural_penalty_possible", "laws": ["90A"]} in ruling["effects"]
    texts = clean_texts(data, tmp_path)
    assert (
        "East had already turned his own card of trick 2 face down: he may then look at that "
        "card only, not have the trick faced again (66A, 66B)." in texts["en"]
    )
    assert "Oost had zijn eigen kaart van slag 2 al dichtgelegd" in texts["nl"]


# -- 66B: his own last card ------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66b_own_card_after_turning_it_is_allowed(tmp_path: Path, edition: str) -> None:
    report = rule_json(
        record([*TWO_TRICKS, inspected(2, "E", own=True, turned=True)], edition), tmp_path
    )
    assert report["irregularities"] == []


@pytest.mark.parametrize(("edition", "allowed"), [("2017", True), ("2007", False)])
def test_law_66b_own_card_after_the_lead_to_the_next_trick(
    tmp_path: Path, edition: str, allowed: bool
) -> None:
    # dummy has led to trick 3: 2017 East may still look at his own card
    # until his side plays; 2007 only until a card is led to the next trick
    data = record([*DUMMY_LED, inspected(2, "E", own=True)], edition)
    report = rule_json(data, tmp_path)
    if allowed:
        assert report["irregularities"] == []
        return
    ruling = only_ruling(report, "inspected_trick")
    assert ruling["laws"] == ["66C"]
    texts = clean_texts(data, tmp_path)
    assert (
        "East looked at his own card of trick 2 after a card had been led to the next trick: "
        "he may do so only until then (66B, 66C)." in texts["en"]
    )
    assert "nadat er in de volgende slag al was voorgespeeld" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66b_own_card_after_his_side_played_on(tmp_path: Path, edition: str) -> None:
    data = record([*WEST_FOLLOWED, inspected(2, "E", own=True)], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "inspected_trick")
    assert ruling["laws"] == ["66C"]
    texts = clean_texts(data, tmp_path)
    assert "only at the director's instruction (66A, 66B, 66C)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66b_own_and_turned_are_yes_or_no(tmp_path: Path, edition: str) -> None:
    data = record([*TWO_TRICKS, inspected(2, "E", own="ja")], edition)
    assert "Was het zijn eigen kaart? Antwoord met true (ja)" in rule_refused(data, tmp_path, "nl")


# -- 66C: quitted tricks during the play -----------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66c_an_older_trick_during_the_play(tmp_path: Path, edition: str) -> None:
    data = record([*DUMMY_LED, inspected(1, "W", own=True)], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "inspected_trick")
    assert ruling["laws"] == ["66C"] and ruling["offender"] == "W"
    assert report["status"] == "play"
    texts = clean_texts(data, tmp_path)
    assert "Law 66 gives no rectification" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66c_at_the_directors_instruction(tmp_path: Path, edition: str) -> None:
    report = rule_json(record([*DUMMY_LED, inspected(1, "W", director=True)], edition), tmp_path)
    assert report["irregularities"] == []


# -- 66D: after the play ---------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_any_trick_may_be_inspected_after_the_play(tmp_path: Path, edition: str) -> None:
    report = rule_json(record([*PLAYED, inspected(1, "S")], edition), tmp_path)
    assert report["irregularities"] == []
    assert report["score"] == {"NS": -100, "EW": 100}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66d_the_side_that_mixed_its_cards_loses_the_count(
    tmp_path: Path, edition: str
) -> None:
    # North-South say they won eight; East mixed his cards so that the
    # director cannot check: he rules for North-South (66D)
    mixed = {"fact": "cards_mixed", "value": "E", "tricks": {"NS": 8}}
    data = record([*PLAYED, mixed], edition)
    report = rule_json(data, tmp_path)
    ruling = only_ruling(report, "cards_mixed")
    assert ruling["laws"] == ["66D"]
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": -50, "EW": 50}
    texts = clean_texts(data, tmp_path)
    assert "the director rules in favour of North-South (66D)" in texts["en"]
