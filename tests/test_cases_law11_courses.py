"""Director-course situations, restated in our own words, both editions.

EBL workshop (as retold by the Welsh Bridge Union's 'rule of the month',
February 2018): a player drops a card face up while taking his hand out of
the board, before anyone has called. The auction period has begun for his
side (17A), so Law 24 applies: an honour stays face up, partner passes at his
next turn (24B), and if the player becomes a defender the card is a major
penalty card (2017 24E; 2007 24), which he must lead or play at the first
legal opportunity (50D1) when he is on lead himself.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import events
from rule_cases import clean_texts, must_passes, penalty_cards, record, rule_json

EDITIONS = ("2017", "2007")
#: East drops the ♠Q before North (dealer) has called; the director is called
DROPPED = "E exp SQ; N dir"
AUCTION = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
PENALTY_LAW = {"2017": "24E", "2007": "24"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24b_course_honour_dropped_taking_the_hand_out_of_the_board(
    tmp_path: Path, edition: str
) -> None:
    data = record(events(DROPPED), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "exposed_card_auction",
        "E",
        ["24", "24B"],
    )
    assert must_passes(report) == [("W", "next_turn", ["24B"])]
    assert (report["status"], report["next"]) == ("auction", "N")
    texts = clean_texts(data, tmp_path)
    assert "West must pass at his next turn (24B)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24_50d1_course_the_dropped_honour_is_the_opening_lead_of_its_owner(
    tmp_path: Path, edition: str
) -> None:
    data = record(events(f"{DROPPED}; {AUCTION}"), edition)
    report = rule_json(data, tmp_path)
    assert report["contract"] == "3NT" and report["declarer"] == "N"
    # East defends and is on lead: the ♠Q is a major penalty card, led now
    assert penalty_cards(report) == {("E", "SQ", "major")}
    [held] = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert held["laws"][0] == PENALTY_LAW[edition]
    assert (report["status"], report["next"]) == ("play", "E")
    texts = clean_texts(data, tmp_path)
    assert (
        "East must play the major penalty card ♠Q at the first legal opportunity" in (texts["en"])
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24d_course_the_dropped_honour_goes_back_when_its_owner_is_declarer(
    tmp_path: Path, edition: str
) -> None:
    # East opens 1NT, West passes as he must (24B): East is declarer and the
    # ♠Q goes back to his hand, no penalty card (24D; 2007 24)
    auction = "N Pass; E 1NT; S Pass; W Pass; N Pass"
    data = record(events(f"{DROPPED}; {auction}"), edition)
    report = rule_json(data, tmp_path)
    assert (report["contract"], report["declarer"]) == ("1NT", "E")
    assert [i["irregularity"] for i in report["irregularities"]] == ["exposed_card_auction"]
    assert penalty_cards(report) == set()
    assert (report["status"], report["next"]) == ("play", "S")
    clean_texts(data, tmp_path)
