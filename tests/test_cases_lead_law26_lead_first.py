"""The offender's partner leads before declarer has chosen the lead restriction
(26B; 2007 26A/26B) that the director is explaining: nobody acts before the
ruling is complete (9B2). The card is not lost: it was played deliberately, so
it becomes a major penalty card (49, 50B), and declarer's choice stays open."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

#: West's insufficient 1H is replaced by a 2C that is not comparable (27B2):
#: East must pass, and when North declares 4H East's first lead may be restricted
AUCTION = (
    "N pass; E 1S; S pass; W 1H; N dir; fact artificial false; N ch reject; W 2C; "
    "fact comparable false; N 2H; E pass; S 4H; W pass; N pass; E pass"
)
LAW = {"2017": "26B", "2007": "26A"}


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_26_lead_before_declarer_chose_becomes_major_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{AUCTION}; E card C4; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["laws"] == [LAW[edition]]
    assert report["rulings"][-1]["chooser"] == "N"
    assert penalty_cards(report) == {("E", "C4", "major")}
    shown = report["irregularities"][-1]
    assert (shown["event"], shown["offender"], shown["laws"]) == (15, "E", ["9B2", "49"])
    texts = clean_texts(data, tmp_path)
    assert "Oost: grote strafkaart ♣4 (9B2, 49, 50)" in texts["nl"]
    assert "East: major penalty card ♣4 (9B2, 49, 50)" in texts["en"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_26_after_declarer_chose_the_penalty_card_is_led(tmp_path: Path, edition: str) -> None:
    # North lets East lead anything; East's major penalty card must then be led (50D1)
    data = record(script(f"{AUCTION}; E card C4; N dir; N ch no_restriction; E card C4"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert penalty_cards(report) == set()
    assert report["next"] == "S"
