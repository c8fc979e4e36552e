"""A lead that breaks a lead restriction from a hand the record does not show
(spec §6 situation, check12's finding): nothing in the cards proves a revoke,
so there is no irregularity, but the director is told what to ask: legal if
the player had no other choice (59), a revoke if he could have complied
(61A), recorded then as a revoke found. Facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json


def _situation(kind: str, suit: str, led: str, edition: str) -> dict[str, Any]:
    return {
        "edition": edition,
        "board": 3,
        "situation": {
            "contract": "4H",
            "declarer": "S",
            "tricks": {"NS": 3, "EW": 2},
            "leader": "W",
            "obligations": [
                {
                    "type": "lead_restriction",
                    "seat": "W",
                    "kind": kind,
                    "suit": suit,
                    "laws": ["50D2a"],
                }
            ],
        },
        "events": [{"by": "W", "card": led}, {"by": "E", "director": True}],
    }


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_59_61a_barred_suit_led_from_an_unseen_hand_asks_the_director(
    tmp_path: Path, edition: str
) -> None:
    data = _situation("prohibit_suit", "S", "S4", edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    [note] = report["notes"]
    assert (note["note"], note["event"], note["by"], note["laws"]) == (
        "lead_restriction_unseen",
        0,
        "W",
        ["50D2a", "59", "61A"],
    )
    texts = clean_texts(data, tmp_path)
    assert "West speelde ♠4 voor terwijl hij geen schoppen mag voorspelen" in texts["nl"]
    assert "leg het vast als gevonden verzaking" in texts["nl"]
    assert "if he held only spades, it is legal (59)" in texts["en"]


def test_law_59_61a_required_suit_not_led_from_an_unseen_hand_asks_the_director(
    tmp_path: Path,
) -> None:
    data = _situation("require_suit", "D", "S4", "2017")
    [note] = rule_json(data, tmp_path)["notes"]
    assert note["laws"] == ["50D2a", "59", "61A"]
    assert (
        "West speelde ♠4 voor terwijl hij ruiten moet voorspelen"
        in (clean_texts(data, tmp_path)["nl"])
    )


def test_law_59_a_lead_that_keeps_the_restriction_is_no_note(tmp_path: Path) -> None:
    report = rule_json(_situation("prohibit_suit", "S", "D4", "2017"), tmp_path)
    assert report.get("notes", []) == []
