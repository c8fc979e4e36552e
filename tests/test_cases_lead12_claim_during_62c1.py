"""68D while a corrected revoke waits for the 62C1 choice (2007: the revoke
of the other side stands, 63B). West's legal card, played to correct his
revoke before South chose (seed 004: the substitute first), completes the
corrected trick when South's claim ends the play, so the established revoke
of South is judged on the trick as it really ended (64A1), not on a trick of
three cards (64A2). Facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from play2_helpers import agreed, events
from rule_cases import clean_texts, record, rule_json
from test_cases_trick5_breadth import RUFF_AND_DISCARD


def _moved(report: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(a["law"], a["to"], a["tricks"]) for a in report["adjustments"]]


def test_law_68d_62c1_claim_before_the_choice_completes_the_corrected_trick(
    tmp_path: Path,
) -> None:
    # South ruffed trick 2 holding diamonds (established by his lead of the
    # ♠J to trick 3), West discarded holding diamonds (not established);
    # West puts the ♦3 in, and South claims 11 before choosing under 62C1
    data = record(events(f"{RUFF_AND_DISCARD}; W card D3; {agreed('S', 11)}"), "2007")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert _moved(report) == [("64A1", "EW", 2)]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "South won trick 2, the revoke trick, himself" in texts["en"]
    assert "the choice lapses (68D)" in texts["en"]


def test_law_68d_62c1_the_same_claim_after_choosing_keep_gives_the_same_tricks(
    tmp_path: Path,
) -> None:
    tail = f"W card D3; S ch keep; {agreed('S', 11)}"
    report = rule_json(record(events(f"{RUFF_AND_DISCARD}; {tail}"), "2007"), tmp_path)
    assert _moved(report) == [("64A1", "EW", 2)]
    assert report["tricks"] == {"NS": 9, "EW": 4}
