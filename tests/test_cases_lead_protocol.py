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
