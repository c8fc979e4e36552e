"""Penalty cards at the holder's partner's lead (50D2, 51B) in both
editions, own facts (helper play1): two penalty cards of one defender, the
2007 free choice under 50D2(b) with cards in two suits, and what stays in
force after each choice."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
SOUTH_WINS = script("W card CT; N card C2; E card C4; S card CQ")


# East drops the spade queen and the diamond ace while South is on lead; West
# wins trick 2 with the club eight and is on lead with two penalty suits
TWO_SUITS = [
    *ONE_HEART,
    *SOUTH_WINS,
    *script("E exp SQ; E exp DA; S dir; S card C7; W card C8; N card C3; E card C5"),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b2_no_restriction_leaves_both_cards_and_asks_again(
    tmp_path: Path, edition: str
) -> None:
    report = rule_json(record(TWO_SUITS, edition), tmp_path)
    choice = report["rulings"][-1]
    assert choice["laws"] == ["51B2"] and choice["chooser"] == "S"
    free = next(o for o in choice["options"] if o["code"] == "no_restriction")
    # 2017 51B2(c); 2007: 50D2(b), which 51B2 does not take away
    assert free["laws"] == (["51B2c"] if edition == "2017" else ["50D2b"])
    events = [*TWO_SUITS, {"by": "S", "choose": "no_restriction"}]
    done = rule_json(record(events, edition), tmp_path)
    assert done["status"] == "play" and done["next"] == "W"
    assert penalty_cards(done) == {("E", "SQ", "major"), ("E", "DA", "major")}
    assert not [o for o in done["obligations"] if o["type"] == "lead_restriction"]
    # the penalty cards stay on the table; the choice comes again at West's
    # next lead (50D2b footnote)
    texts = clean_texts(record(events, edition), tmp_path)
    assert "♠V" in texts["nl"] and "♦A" in texts["nl"]


def test_law_2007_51b2_free_choice_text_in_german(tmp_path: Path) -> None:
    report = rule_json(record(TWO_SUITS, "2007"), tmp_path, "de")
    free = next(o for o in report["rulings"][-1]["options"] if o["code"] == "no_restriction")
    assert "West" in free["text"] and "Strafkarten" in free["text"]
