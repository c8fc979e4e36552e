"""Helper play8 (issue 13): penalty cards with the hands unknown (spec §6).

A defender holding a penalty card plays a card of another suit than the one
led. No revoke being found, that card shows he could not follow suit, so it
was the penalty card's first legal opportunity (50D1; 50C for a minor card
below an honour): he failed to play it and declarer chooses under 52B.
Both editions (Law 52 is the same in 2007 and 2017); records our own.

The situation: 2♥ by East, West dummy; North-South have two tricks and
East-West three; South is on lead and North has a penalty card.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, events
from rule_cases import clean_texts, penalty_cards, rule_json


def situation(edition: str, text: str, card: str = "SQ", kind: str = "major") -> dict[str, Any]:
    """2♥ by East after five tricks, South to lead, North's penalty card."""
    where = {
        "contract": "2H",
        "declarer": "E",
        "tricks": {"NS": 2, "EW": 3},
        "leader": "S",
        "penalty_cards": [{"seat": "N", "card": card, "kind": kind}],
    }
    return {"edition": edition, "board": 1, "situation": where, "events": events(text)}


#: declarer lets South lead freely (50D2b); South leads a diamond, dummy follows
DIAMOND_LED = "E ch no_restriction; S card D4; W card D2"


def _irregularities(report: dict[str, Any]) -> list[tuple[str, str]]:
    return [(i["irregularity"], i["offender"]) for i in report["irregularities"]]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("discard", ["S2", "C5", "H6"])
def test_law_52_penalty_card_passed_over_on_a_discard_with_the_hands_unknown(
    tmp_path: Path, edition: str, discard: str
) -> None:
    # North plays a spade, a club or a trump on the diamond lead: with no
    # revoke found he has no diamond, so his ♠Q had to be played now (50D1)
    data = situation(edition, f"{DIAMOND_LED}; N card {discard}; E dir")
    report = rule_json(data, tmp_path)
    assert ("failure_to_play_penalty_card", "N") in _irregularities(report)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "failure_to_play_penalty_card"
    assert ruling["offender"] == "N"
    assert ruling["laws"] == ["52"]
    assert ruling["chooser"] == "E"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("accept", ["52B1a"]),
        ("reject", ["52B2"]),
    ]
    assert report["status"] == "awaiting_choice"
    texts = clean_texts(data, tmp_path)
    suit = {"S": "♠", "C": "♣", "H": "♥"}[discard[0]]
    played = f"{suit}{discard[1]}"
    assert f"East accepts {played}: it stands and the penalty card ♠Q stays" in texts["en"]
    assert f"North plays the penalty card ♠Q instead; {played} becomes a major" in texts["en"]
    assert "de strafkaart ♠V" in texts["nl"]
    assert "—" not in texts["en"] + texts["nl"] + texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("choice", "left", "said"),
    [
        # 52B2: the ♠Q is played to the trick, the ♠2 becomes a major penalty card
        ("reject", ("N", "S2", "major"), "East plays now"),
        # 52B1(a): the ♠2 stands and the ♠Q stays a penalty card
        ("accept", ("N", "SQ", "major"), "North's ♠2 stands (52B1a)"),
    ],
)
def test_law_52b_declarers_choice_after_the_passed_over_penalty_card(
    tmp_path: Path, edition: str, choice: str, left: tuple[str, str, str], said: str
) -> None:
    data = situation(edition, f"{DIAMOND_LED}; N card S2; E dir; E ch {choice}")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["chosen"] == choice
    assert penalty_cards(report) == {left}
    assert report["status"] == "play"
    assert report["next"] == "E"
    assert said in clean_texts(data, tmp_path)["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52b1b_declarer_plays_on_and_so_accepts(tmp_path: Path, edition: str) -> None:
    # nobody calls the director and East plays to the trick: 52B1(b)
    data = situation(edition, f"{DIAMOND_LED}; N card S2; E card D9")
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("N", "SQ", "major")}
    assert report["status"] == "play"
    assert report["next"] == "E"  # his ♦9 won the trick
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50c_minor_penalty_card_passed_over_for_a_lower_spade(
    tmp_path: Path, edition: str
) -> None:
    # a minor ♠5 on the table: a lower spade discarded on the diamond lead
    # is a failure to play it (50C); 50D2 gives declarer no lead choice
    data = situation(edition, "S card D4; W card D2; N card S2; E dir", card="S5", kind="minor")
    report = rule_json(data, tmp_path)
    assert ("failure_to_play_penalty_card", "N") in _irregularities(report)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["52"]
    assert ruling["chooser"] == "E"
    texts = clean_texts(data, tmp_path)
    assert "the penalty card ♠5 stays" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50c_minor_penalty_card_an_honour_or_another_suit_may_be_discarded(
    tmp_path: Path, edition: str
) -> None:
    # an honour of the suit (50C) or a card of another suit: no failure
    for discard in ("SK", "C5"):
        data = situation(edition, f"S card D4; W card D2; N card {discard}", "S5", "minor")
        report = rule_json(data, tmp_path)
        assert report["irregularities"] == []
        assert penalty_cards(report) == {("N", "S5", "minor")}
        clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d1_following_suit_comes_first_the_queen_waits(tmp_path: Path, edition: str) -> None:
    # North follows with a diamond: no opportunity for the ♠Q (50D1)
    data = situation(edition, f"{DIAMOND_LED}; N card D7")
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert penalty_cards(report) == {("N", "SQ", "major")}
    clean_texts(data, tmp_path)
