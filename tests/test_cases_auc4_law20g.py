"""Law 20G: improper procedure the director finds (fact ``improper_procedure``
with the seat): a question asked only for partner's benefit (20G1), a
question asked only to draw a wrong answer from an opponent (2017 20G2; 2007
has no such paragraph in 20G: 73D2, a purposeful deviation from correct
procedure), and the player's own system card or notes consulted (2017 20G3,
2007 20G2). The Laws give no rectification: the ruling says the director may
adjust the score if the other side was damaged (12A1, 12C) and may give a
procedural penalty (90; 91 for a serious case); the auction or play goes on
unchanged. Facts our own, from seed 000 (20G1-G3) and seed 002 (20G1, G2).

Board 1: North deals; North-South bid 1NT-3NT, East leads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, runner, script

from bridgelaws.cli import app

NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"

LAWS = {
    "2017": {"question_for_partner": "20G1", "question_to_mislead": "20G2", "own_notes": "20G3"},
    "2007": {"question_for_partner": "20G1", "question_to_mislead": "73D2", "own_notes": "20G2"},
}
SAID = {
    "question_for_partner": ("only for his partner's benefit", "zijn partner te helpen"),
    "question_to_mislead": ("to draw a wrong answer", "onjuist antwoord te ontlokken"),
    "own_notes": ("his own system card or notes", "eigen systeemkaart of notities"),
}


def _found(kind: str, seat: str) -> dict[str, Any]:
    return {"fact": "improper_procedure", "value": kind, "seat": seat}


def _check(report: dict[str, Any], law: str, seat: str) -> None:
    ruling = next(r for r in report["rulings"] if r["irregularity"] == "improper_procedure")
    assert (ruling["offender"], ruling["laws"], ruling["chooser"], ruling["options"]) == (
        seat,
        [law],
        None,
        [],
    )
    assert [(e["type"], e.get("seat"), e["laws"]) for e in ruling["effects"]] == [
        ("adjusted_score_possible", None, ["12A1", "12C"]),
        ("procedural_penalty_possible", seat, ["90", "91"]),
    ]


@pytest.mark.parametrize("edition", ["2017", "2007"])
@pytest.mark.parametrize("kind", sorted(SAID))
def test_law_20g_found_in_the_auction_auction_goes_on(
    tmp_path: Path, edition: str, kind: str
) -> None:
    # East overcalls, West asks South about 1S's meaning for East's sake
    data = record([*script("N 1S; E 2H"), _found(kind, "W"), *script("S Pass")], edition)
    report = rule_json(data, tmp_path)
    _check(report, LAWS[edition][kind], "W")
    assert (report["status"], report["next"]) == ("auction", "W")
    assert report["obligations"] == []
    out = clean_texts(data, tmp_path)
    en, nl = SAID[kind]
    assert en in out["en"] and nl in out["nl"]
    assert "(12A1, 12C, 90, 91)" in out["nl"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_20g1_question_for_partner_in_the_play(tmp_path: Path, edition: str) -> None:
    # West asks declarer about 1NT at trick one only to wake East up: play goes on
    events = [*script(f"{NT}; E card DA"), _found("question_for_partner", "W")]
    data = record([*events, *script("S card D5; W card D3")], edition)
    report = rule_json(data, tmp_path)
    _check(report, "20G1", "W")
    assert (report["status"], report["next"], report["contract"]) == ("play", "N", "3NT")
    out = clean_texts(data, tmp_path)
    assert "what it told East is unauthorized information for him (16B1)" in out["en"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_20g_own_notes_found_after_the_board(tmp_path: Path, edition: str) -> None:
    # East consulted his notes in the auction; it comes out after a claim
    events = [*script(f"{NT}; E card DA"), {"by": "N", "claim": 9}, {"by": "E", "agree": True}]
    events += [{"by": "W", "agree": True}, _found("own_notes", "E")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    _check(report, LAWS[edition]["own_notes"], "E")
    assert report["status"] == "complete" and report["tricks"] == {"NS": 9, "EW": 4}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_20g_then_a_later_irregularity_is_ruled_as_usual(tmp_path: Path, edition: str) -> None:
    # the 20G finding changes nothing for South's later insufficient bid
    ask = "; fact artificial false" if edition == "2017" else ""
    events = [*script("N 1S; E 2H"), _found("question_for_partner", "W")]
    data = record([*events, *script("S 2D; W dir" + ask)], edition)
    report = rule_json(data, tmp_path)
    _check(report, "20G1", "W")
    last = report["rulings"][-1]
    assert (last["irregularity"], last["offender"], last["chooser"]) == (
        "insufficient_bid",
        "S",
        "W",
    )
    assert report["status"] == "awaiting_choice"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(
    ("fact", "said"),
    [
        (_found("bogus", "W"), '"bogus" is not improper procedure'),
        (_found("own_notes", "X"), '"X" is not a seat'),
    ],
)
def test_law_20g_finding_that_cannot_be_true_is_refused(
    tmp_path: Path, fact: dict[str, Any], said: str
) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record([*script("N 1S"), fact])), encoding="utf-8")
    result = runner.invoke(app, ["rule", str(path), "--lang", "en"])
    assert result.exit_code == 2 and said in result.output and "action 2" in result.output
