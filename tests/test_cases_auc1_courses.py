"""Situations from directors' discussions and courses (auc1), retold with our
own facts and run through ``bridgelaws rule --json`` and the nl/en text in
both editions. Each names its source; nothing of their text is copied."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_insufficient_bid_that_was_a_slip(tmp_path: Path, edition: str) -> None:
    # After an EBU TDs' forum thread ("Inadvertent / insufficient call",
    # ebu.co.uk/forum): two passes, 2H, and the next player's 2C, who at once
    # says she pulled the wrong card and puts 3C down. The director, asking
    # what happened before anything else, finds a mechanical error: 25A, 3C
    # replaces 2C and Law 27 never starts (no choice for LHO, no silenced
    # partner). Three passes: 3C by West.
    events = script(
        "N Pass; E Pass; S 2H; W 2C; W 3C; N dir; fact unintended true; N Pass; E Pass; S Pass"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["irregularity"] == "insufficient_bid" and ruling["laws"] == ["25A"]
    assert ruling["options"] == [] and ruling["chooser"] is None
    assert report["contract"] == "3C" and report["declarer"] == "W"
    assert report["obligations"] == []
    out = texts(data, tmp_path)
    assert "Law 27 does not apply (25A)" in out["en"]
    assert "artikel 27 is niet van toepassing (25A)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_slip_found_while_lho_chooses(tmp_path: Path, edition: str) -> None:
    # The same slip, but the director hears of it only after explaining
    # LHO's options: the finding still comes first (25A), the options lapse,
    # and West's next call is the one he meant.
    events = script("N Pass; E Pass; S 2H; W 2C; N dir; fact unintended true; W 3C")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["25A"] and ruling["options"] == []
    assert report["status"] == "auction" and report["next"] == "N"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25a_slip_corrected_after_lho_passed(tmp_path: Path, edition: str) -> None:
    # After an ABDA "Ask a Director" thread ("Change of call", abda.au forum):
    # 1NT, pass, 2H transfer, pass, 4H meant as 4S, and the next player passes
    # very fast before opener puts 4S down. Partner has not called, so the
    # slip may still be put right (2017 25A1; 2007 25A1 if done without pause
    # for thought, which the director finds); LHO may then take back his pass
    # (2017 25A6, 2007 25A4). He keeps it.
    events = script(
        "N 1NT; E Pass; S 2H; W Pass; N 4H; E Pass; N 4S; W dir; fact unintended true; E ch keep"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "change_of_call" and ruling["laws"][0] == "25A"
    assert ruling["chooser"] == "E" and ruling["chosen"] == "keep"
    assert report["status"] == "auction" and report["next"] == "S"
    out = texts(data, tmp_path)
    assert "4♠ replaces 4♥" in out["en"]


def test_law_2007_25a_pause_for_thought_makes_it_25b(tmp_path: Path) -> None:
    # After an IBLF thread (blakjak.org, "Change of call"): a player notices
    # while his partner's 2D is being explained that he meant 3D, and only
    # then swaps the card. 2007 25A needs the change "without pause for
    # thought": the question says so, and a finding of "no" leaves 25B, where
    # LHO may accept the change; 2017 asks only whether it was a slip.
    events = script("N 2D; N 3D; E dir")
    asked = {ed: rule_json(record(events, ed), tmp_path) for ed in EDITIONS}
    assert "without pause for thought" in asked["2007"]["rulings"][-1]["question"]["text"]
    assert "without pause for thought" not in asked["2017"]["rulings"][-1]["question"]["text"]
    events += script("fact unintended false")
    report = rule_json(record(events, "2007"), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["25B"] and ruling["chooser"] == "E"
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    texts(record(events, "2007"), tmp_path)
