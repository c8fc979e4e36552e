"""Law 58B: two or more cards played at once from one hand (seed 000 2017
and seed 002 2007, same sub-laws). 58B2: with more than one face seen the
offender designates the card he plays; 58B3: after he took back a visible
card, each opponent who played to the trick after it may take his own card
back, without further rectification; 58B4 (Law 67) only once both sides
have played to the next trick. The facts are our own.

1NT by North (board 1, ``rule_cases.DEAL``): East leads ♦A, South (dummy)
♦5, West ♦3, North ♦8; the trick is complete and nobody has led to the
next one when the director learns the simultaneous play."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]
TRICK = "N 1NT; E pass; S pass; W pass; E card DA; S card D5; W card D3; N card D8; W dir"


def at_once(seat: str, *cards: str) -> dict[str, Any]:
    return {"fact": "simultaneous_cards", "value": list(cards), "seat": seat}


def events(seat: str, cards: tuple[str, ...], then: str) -> list[dict[str, Any]]:
    return [*script(TRICK), at_once(seat, *cards), *script(then)]


def rulings_58b(report: dict[str, Any]) -> list[tuple[list[str], str, list[str], Any]]:
    return [
        (r["laws"], r["chooser"], [o["code"] for o in r["options"]], r["chosen"])
        for r in report["rulings"]
        if r["irregularity"] == "simultaneous_cards"
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_designation_offered_when_the_trick_is_complete(
    tmp_path: Path, edition: str
) -> None:
    # dummy's ♦5 and ♦6 were put down together, both faces seen; nobody has
    # led to trick 2, so 58B4 does not apply yet: declarer's side designates
    data = record(events("S", ("D5", "D6"), ""), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert rulings_58b(report) == [(["58B2"], "N", ["card:D5", "card:D6"], None)]
    texts = clean_texts(data, tmp_path)
    assert "Zuid speelt ♦6" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b3_opponent_may_withdraw_after_the_complete_trick_is_reopened(
    tmp_path: Path, edition: str
) -> None:
    # ♦6 is designated: ♦5 goes back; West, who played after it, takes ♦3
    # back and plays ♦4; North's ♦8 is played again at his turn; East wins
    data = record(events("S", ("D5", "D6"), "N ch card:D6; W ch withdraw; W card D4"), edition)
    report = rule_json(data, tmp_path)
    assert rulings_58b(report) == [
        (["58B2"], "N", ["card:D5", "card:D6"], "card:D6"),
        (["58B3"], "W", ["keep", "withdraw"], "withdraw"),
    ]
    assert report["status"] == "play" and report["next"] == "E"
    assert penalty_cards(report) == set()  # declarer's side: no penalty card (58B2)
    texts = clean_texts(data, tmp_path)
    assert "West neemt ♦3 terug" in texts["nl"]
    assert "West takes ♦3 back" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b3_both_opponents_who_played_after_may_withdraw(
    tmp_path: Path, edition: str
) -> None:
    # East led ♦A and ♦K at once, both seen; he designates ♦K: ♦A becomes a
    # major penalty card (58B2, 50). Both opponents played after ♦A: first
    # dummy's ♦5 (declarer decides), then North's ♦8, each asked in turn
    then = "E ch card:DK; N ch withdraw; N ch keep; S card D6"
    data = record(events("E", ("DA", "DK"), then), edition)
    report = rule_json(data, tmp_path)
    assert rulings_58b(report) == [
        (["58B2"], "E", ["card:DA", "card:DK"], "card:DK"),
        (["58B3"], "N", ["keep", "withdraw"], "withdraw"),
        (["58B3"], "N", ["keep", "withdraw"], "keep"),
    ]
    second = [r for r in report["rulings"] if r["laws"] == ["58B3"]][1]
    assert "♦8" in second["options"][0]["text"]
    assert penalty_cards(report) == {("E", "DA", "major")}
    # ♦K, ♦6, ♦3 and ♦8: the trick is complete again and East wins it
    assert report["status"] == "play" and report["next"] == "E"
    texts = clean_texts(data, tmp_path)
    assert "♦8 van Noord blijft gespeeld (58B3)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b3_first_opponent_withdraws_second_keeps_his_card(
    tmp_path: Path, edition: str
) -> None:
    # North keeps dummy's ♦5 and takes back his own ♦8, playing ♦9
    then = "E ch card:DK; N ch keep; N ch withdraw; N card D9"
    data = record(events("E", ("DA", "DK"), then), edition)
    report = rule_json(data, tmp_path)
    assert [r[3] for r in rulings_58b(report)] == ["card:DK", "keep", "withdraw"]
    assert report["status"] == "play" and report["next"] == "E"
    clean_texts(data, tmp_path)
