"""The protocol's questions put to the right player (seed 004, Law 55)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import record, rule_text, script

AUCTION = "N 1NT; E P; S 3NT; W P; N P; E P"


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_55_47e1_declarer_is_asked_about_dummys_lead(tmp_path: Path, edition: str) -> None:
    # North (declarer) won trick 1 in his hand, then led dummy's ace of
    # hearts: declarer, not dummy, is asked whether an opponent told him
    # the lead was in dummy (47E1)
    events = script(f"{AUCTION}; E card SQ; S card S6; W card S3; N card SK; S card HA; E dir")
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "Vraag Noord hoe hij ertoe kwam voor te spelen" in text
    assert "Vraag Zuid" not in text


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_30a_24b_one_reminder_for_two_passes_owed_at_one_turn(
    tmp_path: Path, edition: str
) -> None:
    # East owes a pass under 30A and another under 24B at the same turn: one
    # pass pays both, so the table is reminded once, with both laws
    events = script("E Pass; S dir; S ch reject; N 1S; W exp CT; N dir")
    text = rule_text(record(events, edition), tmp_path, "en")
    reminders = [line for line in text.splitlines() if "Reminder: East must pass now" in line]
    assert reminders == ["→ Reminder: East must pass now (30A, 24B)."]
