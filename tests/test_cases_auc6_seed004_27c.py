"""Seed 004, protocol 'Onvoldoende bod', step 4 with Law 27C (2017 and
2007): the offender already replaced his insufficient bid before the
director ruled. That replacement is his choice (27C); the director first
judges it (27B1a, 27B1b or 27B2: was the insufficient bid artificial, is the
replacement comparable), tells the consequences, and only then does the
left-hand opponent choose whether to accept the insufficient bid. Each step
is asserted as the record grows: the question asked, then the next one,
then the choice. Facts our own, from seeds 000, 002 and 004.

Board 1: North deals; North opens 1S, East overcalls 1H (insufficient) and
at once says 2D instead; South calls the director."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, must_passes, record, rule_json, script

EDITIONS = ["2017", "2007"]
START = "N 1S; E 1H; E 2D; S dir"


def _state(steps: str, edition: str, tmp_path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    report = rule_json(record(script(steps), edition), tmp_path)
    return report, report["rulings"][0]


def _asked(ruling: dict[str, Any]) -> str | None:
    question = ruling.get("question")
    return question["fact"] if question else None


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_replacement_judged_before_lho_chooses(tmp_path: Path, edition: str) -> None:
    # 2017 asks the meaning of 1H first (27B1a), then whether 2D is
    # comparable; 2007 (no meaning asked up front) only the latter; South
    # chooses after both
    steps = START
    report, ruling = _state(steps, edition, tmp_path)
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "insufficient_bid",
        "E",
        ["27", "27C"],
    )
    if edition == "2017":
        assert (report["status"], _asked(ruling)) == ("awaiting_fact", "artificial")
        steps += "; fact artificial false"
        report, ruling = _state(steps, edition, tmp_path)
    assert (report["status"], _asked(ruling), ruling["chosen"]) == (
        "awaiting_fact",
        "comparable",
        None,
    )
    assert ruling["question"]["laws"] == (["27B1b", "23A"] if edition == "2017" else ["27B1b"])
    steps += "; fact comparable false"
    report, ruling = _state(steps, edition, tmp_path)
    assert (report["status"], _asked(ruling), ruling["chooser"]) == ("awaiting_choice", None, "S")
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    out = clean_texts(record(script(steps), edition), tmp_path)
    if edition == "2017":
        assert (
            "The director finds 2♦ not comparable: if South does not accept, West must pass "
            "for the rest of the auction" in out["en"]
        )
        assert "De wedstrijdleider vindt 2♦ niet vergelijkbaar" in out["nl"]
    else:
        # 2007 27B1b: the same or a more precise meaning, no 'comparable call'
        assert (
            "The director finds that 2♦ has neither the same nor a more precise meaning: if "
            "South does not accept, West must pass for the rest of the auction" in out["en"]
        )
        assert "niet dezelfde en ook geen preciezere betekenis" in out["nl"]
    # South refuses: 2D stands and West passes for the rest of the auction
    report, ruling = _state(steps + "; S ch reject", edition, tmp_path)
    assert ruling["chosen"] == "reject" and _asked(ruling) is None
    assert must_passes(report) == [("W", "rest_of_auction", ["27B2"])]
    assert (report["status"], report["next"]) == ("auction", "S")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_comparable_replacement_told_then_accepted(tmp_path: Path, edition: str) -> None:
    meaning = "fact artificial false; " if edition == "2017" else ""
    steps = f"{START}; {meaning}fact comparable true"
    report, ruling = _state(steps, edition, tmp_path)
    assert (report["status"], ruling["chooser"]) == ("awaiting_choice", "S")
    out = clean_texts(record(script(steps), edition), tmp_path)
    assert (
        "The director finds 2♦ comparable"
        if edition == "2017"
        else "The director finds that 2♦ has the same or a more precise meaning"
    ) in out["en"]
    # South accepts 1H: it stands, the auction goes on with South's call
    report, ruling = _state(steps + "; S ch accept", edition, tmp_path)
    assert ruling["chosen"] == "accept"
    assert report["obligations"] == []
    assert (report["status"], report["next"]) == ("auction", "S")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_lowest_same_denomination_needs_no_comparable_question(
    tmp_path: Path, edition: str
) -> None:
    # East said 2H at once: the lowest sufficient bid in hearts. 2017:
    # once 1H is found natural, nothing more to judge before South chooses;
    # 2007 asks whether either bid was artificial, before South chooses
    steps = "N 1S; E 1H; E 2H; S dir"
    report, ruling = _state(steps, edition, tmp_path)
    assert (report["status"], _asked(ruling)) == ("awaiting_fact", "artificial")
    report, ruling = _state(steps + "; fact artificial false", edition, tmp_path)
    assert (report["status"], _asked(ruling)) == ("awaiting_choice", None)
    report, ruling = _state(steps + "; fact artificial false; S ch reject", edition, tmp_path)
    effects = [(e["type"], e["laws"]) for e in ruling["effects"]]
    assert ("no_further_rectification", ["27B1a"]) in effects
    assert report["obligations"] == []
