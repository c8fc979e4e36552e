"""Actions at the table while a ruling in the play waits for declarer's
choice (issue 13, "nothing recorded is lost"). Expected answers set down from
seed 000 (2017 Laws 49, 50B, 50D1, 50D2, 52) and seed 002 (2007, same
sub-laws) before the records were run.

3NT by North (board 1, ``rule_cases.DEAL``), East on lead, West holding the
major penalty card ♣10: declarer's 50D2 choice is asked before East leads.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import nt, sit
from rule_cases import clean_texts, penalty_cards, rule_json

EDITIONS = ["2017", "2007"]
W_PC_E_LEADS = nt(3, 1, "E", penalty_cards=[{"seat": "W", "card": "CT", "kind": "major"}])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d2_lead_before_declarer_chose_is_a_penalty_card_49(
    tmp_path: Path, edition: str
) -> None:
    data = sit(W_PC_E_LEADS, "E card SQ; N dir", edition)
    report = rule_json(data, tmp_path)
    # 50D2: the premature lead is rectified under 49; led deliberately, major (50B)
    (lead,) = report["irregularities"]
    assert lead["irregularity"] == "exposed_card" and lead["offender"] == "E"
    assert lead["laws"] == ["50D2", "49"]
    assert penalty_cards(report) == {("W", "CT", "major"), ("E", "SQ", "major")}
    # declarer's choice is still open, with all three options
    assert report["status"] == "awaiting_choice"
    choice = report["rulings"][-1]
    assert choice["chooser"] == "N" and choice.get("chosen") is None
    assert len(choice["options"]) == 3
    texts = clean_texts(data, tmp_path)
    assert "♠V" in texts["nl"] and "♠Q" in texts["en"] and "♠D" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d1_after_50d2b_the_premature_lead_must_be_led(tmp_path: Path, edition: str) -> None:
    # declarer lets East lead anything: East's own major penalty card ♠Q must
    # be played at the first legal opportunity (50D1a); leading ♦A fails to (52)
    data = sit(W_PC_E_LEADS, "E card SQ; N dir; N ch no_restriction; E card DA; N dir", edition)
    report = rule_json(data, tmp_path)
    codes = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
    assert codes == [("exposed_card", "E"), ("failure_to_play_penalty_card", "E")]
    assert report["rulings"][-1]["irregularity"] == "failure_to_play_penalty_card"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d1b_required_suit_before_the_premature_lead(tmp_path: Path, edition: str) -> None:
    # 50D2a: declarer requires clubs (♣10 is picked up); the restriction comes
    # before East's penalty card ♠Q (50D1b), which stays on the table
    data = sit(W_PC_E_LEADS, "E card SQ; N dir; N ch require_suit:C; E card C4", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    assert len(report["irregularities"]) == 1
    assert penalty_cards(report) == {("E", "SQ", "major")}
    clean_texts(data, tmp_path)
