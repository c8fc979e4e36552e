"""Law 15A3 (2007 Law 17D3): the board whose cards a player had taken.

South took this board's cards to another table's board and called with them
there (Law 15A1 cancelled that call, a ruling on the other board). When this
board is played, the director compares South's first call here with the call
he made with these cards: the same, the board is played normally; a
different one (a clearly different meaning, or a psych: the director's
``differs``), and the score is adjusted (2017 15A3, 12C; 2007 17D3, an
artificial adjusted score, 12C2) and the board is not played on. A
procedural penalty may be added (15A4, 2007 17D4). The director says so with
the fact ``called_with_these_cards`` (value: the call South made there, or
``false``), seat ``S``. Facts our own, from seed 000 (15A3, 15A4) and seed
002 (17D3, 17D4).

Board 1: North deals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, runner, script

from bridgelaws.cli import app

LAWS = {"2017": ("15A3", "15A4"), "2007": ("17D3", "17D4")}
EDITIONS = ["2017", "2007"]


def _called(call: Any, seat: str = "S", **extra: Any) -> dict[str, Any]:
    return {"fact": "called_with_these_cards", "value": call, "seat": seat, **extra}


def _ruling(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "cards_from_wrong_board")


def _effects(report: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for e in _ruling(report)["effects"]]


def _adjusted(edition: str) -> tuple[str, None, list[str]]:
    if edition == "2017":
        return ("adjusted_score", None, ["15A3", "12C"])
    return ("artificial_adjusted_score", None, ["17D3", "12C2"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_same_call_board_played_normally(tmp_path: Path, edition: str) -> None:
    # South opened 1S with these cards elsewhere; here North and East pass
    # and South opens 1S again: the board is played normally
    law, penalty = LAWS[edition]
    events = [_called("1S"), *script("N Pass; E Pass; S 1S; W Pass; N 2S; E Pass; S Pass; W Pass")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = _ruling(report)
    assert (ruling["offender"], ruling["laws"], ruling["chooser"], ruling["options"]) == (
        "S",
        [law],
        None,
        [],
    )
    assert _effects(report) == [
        ("procedural_penalty_possible", "S", [penalty, "90"]),
        ("no_further_rectification", None, [law]),
    ]
    assert ruling["facts"]["original_call"] == "1S" and ruling["facts"]["offender_call"] == "1S"
    assert (report["status"], report["contract"], report["declarer"]) == ("play", "2S", "S")
    out = clean_texts(data, tmp_path)
    assert "does not differ from the 1♠ he made with these cards" in out["en"]
    assert "verschilt niet van het 1♠" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_different_call_adjusted_score(tmp_path: Path, edition: str) -> None:
    law, penalty = LAWS[edition]
    events = [_called("1S"), *script("N Pass; E Pass; S 1NT; W Pass")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert _ruling(report)["laws"] == [law] and _ruling(report)["offender"] == "S"
    assert _effects(report) == [
        ("procedural_penalty_possible", "S", [penalty, "90"]),
        _adjusted(edition),
    ]
    assert (report["status"], report["contract"], report["score"]) == ("complete", None, None)
    # West's pass after the board was ended has no effect, and says so
    out = clean_texts(data, tmp_path)
    assert "1NT, differs from the 1♠ he made with these cards" in out["en"]
    assert "no effect" in out["en"]
    word = "kunstmatige arbitrale score" if edition == "2007" else "kent een arbitrale score toe"
    assert word in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_found_after_his_call_compared_at_once(tmp_path: Path, edition: str) -> None:
    # the director learns of it only after South has called here
    same = record([*script("N Pass; E Pass; S 1S"), _called("1S")], edition)
    report = rule_json(same, tmp_path)
    assert report["status"] == "auction" and report["next"] == "W"
    assert ("no_further_rectification", None, [LAWS[edition][0]]) in _effects(report)
    clean_texts(same, tmp_path)
    other = record([*script("N Pass; E Pass; S Pass"), _called("1S")], edition)
    report = rule_json(other, tmp_path)
    assert _adjusted(edition) in _effects(report) and report["status"] == "complete"
    clean_texts(other, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_same_name_clearly_different_meaning(tmp_path: Path, edition: str) -> None:
    # South opened 1S elsewhere; here East opened 1H first, so South's 1S is
    # an overcall: the director finds the meaning clearly different
    events = [_called("1S", differs=True), *script("N Pass; E 1H; S 1S")]
    report = rule_json(record(events, edition), tmp_path)
    assert _adjusted(edition) in _effects(report) and report["status"] == "complete"
    # and the other way: a different call the director finds not to differ
    events = [_called("1NT", differs=False), *script("N Pass; E Pass; S 1S; W Pass")]
    report = rule_json(record(events, edition), tmp_path)
    assert ("no_further_rectification", None, [LAWS[edition][0]]) in _effects(report)
    assert report["status"] == "auction" and report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_no_call_made_with_these_cards(tmp_path: Path, edition: str) -> None:
    events = [*script("N Pass; E 1D"), _called(False), *script("S 1H; W Pass")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"] == [] and report["next"] == "N"
    out = clean_texts(data, tmp_path)
    assert "made no call with this board's cards elsewhere" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_same_call_then_later_irregularity(tmp_path: Path, edition: str) -> None:
    # the same 1S, then West's insufficient 1H is ruled under 27 as usual
    # (2017 first asks whether 1H was artificial, as seed 004 does)
    ask = "; fact artificial false" if edition == "2017" else ""
    events = [_called("1S"), *script("N Pass; E Pass; S 1S; W 1H; N dir" + ask)]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    last = report["rulings"][-1]
    assert (last["irregularity"], last["offender"], last["chooser"]) == (
        "insufficient_bid",
        "W",
        "N",
    )
    assert "accept" in [o["code"] for o in last["options"]]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_first_call_out_of_rotation_differs(tmp_path: Path, edition: str) -> None:
    # South's first call here, out of rotation, is not the 1S: the board ends
    events = [_called("1S"), *script("N Pass; S 2C")]
    report = rule_json(record(events, edition), tmp_path)
    assert _adjusted(edition) in _effects(report) and report["status"] == "complete"


def test_law_15a3_in_a_situation_record(tmp_path: Path) -> None:
    data = {
        "edition": "2017",
        "board": 1,
        "situation": {"auction": ["Pass", "Pass"]},
        "events": [_called("1S"), *script("S 1S; W Pass")],
    }
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", None, ["15A3"]) in _effects(report)
    assert report["next"] == "N"


@pytest.mark.parametrize(
    ("fact", "said"),
    [
        (_called("1Z"), '"1Z" is not a call'),
        (_called("1S", seat="Q"), '"Q" is not a seat'),
    ],
)
def test_law_15a3_fact_that_cannot_be_true_is_refused(
    tmp_path: Path, fact: dict[str, Any], said: str
) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record([*script("N Pass"), fact])), encoding="utf-8")
    result = runner.invoke(app, ["rule", str(path), "--lang", "en"])
    assert result.exit_code == 2 and said in result.output and "action 2" in result.output
