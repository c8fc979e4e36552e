"""Laws 47C, 47D and 58B in both editions: a card taken back after a slip
of the tongue (45C4b, 47C), the opponent's card played after it (47D), and
two or more cards played at once (58B1, 58B2). Facts our own, from seed 000
(45C4b, 47, 50B, 58) and seed 002 (2007)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]
#: the law of information from withdrawn plays (2017 16C, 2007 16D)
WITHDRAWN = {"2017": "16C1", "2007": "16D1"}

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: West leads the club eight; declarer names dummy's two, East follows with
#: the four, then declarer says he meant the ace: dummy's ace is put down
NAMED_TWO = f"{ONE_HEART}; W card C8; N card C2; E card C4; N card CA; W dir"


def _events(text: str, *facts: dict[str, Any]) -> list[dict[str, Any]]:
    head, _, tail = text.partition("|")
    return [*script(head), *facts, *script(tail)]


def _at_once(seat: str, cards: list[str], visible: list[str] | None = None) -> dict[str, Any]:
    fact: dict[str, Any] = {"fact": "simultaneous_cards", "value": cards, "seat": seat}
    if visible is not None:
        fact["visible"] = visible
    return fact


# -- 47C, 47D ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47c_slip_of_the_tongue_first_card_back_without_rectification(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{NAMED_TWO}; fact unintended true"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "change_of_designation"
    assert ruling["laws"] == ["45C4b", "47C"]
    effects = [(e["type"], e["laws"], e.get("card")) for e in ruling["effects"]]
    assert effects == [("card_withdrawn", ["47C"], "C2"), ("card_stands", ["45C4b"], "CA")]
    assert report["obligations"] == []  # no penalty card for declarer's side (48A)
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47d_opponent_who_played_after_may_change_his_card(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record(script(f"{NAMED_TWO}; fact unintended true"), edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "E"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("keep", ["47D"]),
        ("withdraw", ["47D", WITHDRAWN[edition]]),
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47d_withdrawn_and_replaced(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{NAMED_TWO}; fact unintended true; E ch withdraw; E card C5"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    assert report["obligations"] == []  # East's four goes back, no penalty card
    assert ("card_withdrawn", ["47D"]) in [
        (e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]
    ]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47d_kept_the_trick_goes_on(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{NAMED_TWO}; fact unintended true; E ch keep"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47c_not_a_slip_no_47c(tmp_path: Path, edition: str) -> None:
    # a change of mind: the two stands, the ace is one card too many (45E2)
    report = rule_json(record(script(f"{NAMED_TWO}; fact unintended false"), edition), tmp_path)
    laws = [law for r in report["rulings"] for law in r["laws"]]
    assert "47C" not in laws and "45E2" in laws
    assert report["obligations"] == []


# -- 58B -----------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b1_opening_lead_of_two_cards_one_face_seen(tmp_path: Path, edition: str) -> None:
    data = record(_events(f"{ONE_HEART}|", _at_once("W", ["C8", "C9"], ["C9"])), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["58B1"]
    assert [(e["type"], e.get("card")) for e in ruling["effects"]] == [("card_played", "C9")]
    # the other card goes back without rectification (58B1, 47F)
    assert report["obligations"] == [] and report["next"] == "N"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b1_defender_follows_with_two_cards_one_face_seen(
    tmp_path: Path, edition: str
) -> None:
    events = _events(f"{ONE_HEART}; W card C8; N card CA|", _at_once("E", ["C4", "C5"], ["C5"]))
    report = rule_json(record(events, edition), tmp_path)
    assert report["rulings"][-1]["laws"] == ["58B1"]
    assert report["obligations"] == [] and report["next"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_defenders_other_card_an_honour_is_major(tmp_path: Path, edition: str) -> None:
    # dummy wins trick 1 and leads a spade; East puts down the queen and the
    # eight together, both seen, and plays the eight: the queen is a major
    # penalty card (50B: an honour)
    head = f"{ONE_HEART}; W card C8; N card CA; E card C4; S card C7; N card S2|E ch card:S8"
    data = record(_events(head, _at_once("E", ["SQ", "S8"])), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["58B2"] and ruling["chooser"] == "E"
    assert penalty_cards(report) == {("E", "SQ", "major")}
    assert report["next"] == "S"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_defenders_other_low_card_is_minor(tmp_path: Path, edition: str) -> None:
    head = f"{ONE_HEART}; W card C8; N card CA|E ch card:C4"
    data = record(_events(head, _at_once("E", ["C5", "C4"])), edition)
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("E", "C5", "minor")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_declarers_other_card_goes_back(tmp_path: Path, edition: str) -> None:
    head = f"{ONE_HEART}; W card C8; N card C2; E card C4|S ch card:CJ"
    data = record(_events(head, _at_once("S", ["CQ", "CJ"])), edition)
    report = rule_json(data, tmp_path)
    effects = [(e["type"], e.get("card")) for e in report["rulings"][-1]["effects"]]
    assert effects == [("card_played", "CJ"), ("card_returned", "CQ")]
    assert report["obligations"] == [] and report["next"] == "S"
    clean_texts(data, tmp_path)
