"""Law 51 in both editions (seed 000 51A/51B; seed 002 51A/51B): two or
more penalty cards. A defender to play with two penalty cards he could
both legally play plays the one declarer designates (51A), also when the
director finds them during a trick in progress (situation record, spec §6);
at the lead of their holder's partner declarer has the choice of 51B.
Situations and facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, check_record
from rule_cases import penalty_cards


def _heart_trick(edition: str, events: list[dict[str, Any]], *cards: str) -> dict[str, Any]:
    """3NT by North, NS 4 EW 2: North led the heart queen, East and dummy
    followed; West (to play) has the major penalty cards ``cards``."""
    return {
        "edition": edition,
        "board": 1,
        "situation": {
            "contract": "3NT",
            "declarer": "N",
            "tricks": {"NS": 4, "EW": 2},
            "current": ["N:HQ", "E:H3", "S:H8"],
            "penalty_cards": [{"seat": "W", "card": c, "kind": "major"} for c in cards],
        },
        "events": events,
    }


def _east_on_lead(edition: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """3NT by North, NS 4 EW 2, East on lead; West has the major penalty
    cards ♥J and ♠5 (two suits: 51B)."""
    data = _heart_trick(edition, events, "HJ", "S5")
    situation = {k: v for k, v in data["situation"].items() if k != "current"}
    return {**data, "situation": {**situation, "leader": "E"}}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51a_two_penalty_cards_in_the_suit_led_declarer_designates(
    tmp_path: Path, edition: str
) -> None:
    report, nl, en = check_record(_heart_trick(edition, [], "HJ", "H5"), tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "penalty_card",
        "W",
        "N",
    )
    assert ruling["laws"] == ["51A"]
    assert {o["code"] for o in ruling["options"]} == {"card:HJ", "card:H5"}
    assert penalty_cards(report) == {("W", "HJ", "major"), ("W", "H5", "major")}
    assert "North designates ♥5, which West plays now (51A)." in en
    assert "Noord wijst ♥5 aan; West speelt die kaart nu (51A)." in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51a_designated_card_is_played_the_other_stays(tmp_path: Path, edition: str) -> None:
    data = _heart_trick(edition, [{"by": "N", "choose": "card:H5"}], "HJ", "H5")
    report, _, en = check_record(data, tmp_path)
    assert report["rulings"][-1]["chosen"] == "card:H5"
    # the heart queen wins the trick; the jack stays a major penalty card
    assert (report["status"], report["next"]) == ("play", "N")
    assert penalty_cards(report) == {("W", "HJ", "major")}
    assert "West: major penalty card ♥J" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51a_holder_plays_before_declarer_designates_the_question_lapses(
    tmp_path: Path, edition: str
) -> None:
    data = _heart_trick(edition, [{"by": "W", "card": "HJ"}], "HJ", "H5")
    report, _, _ = check_record(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert penalty_cards(report) == {("W", "H5", "major")}
    assert report["rulings"] == []  # the unanswered 51A question is withdrawn


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51a_only_one_penalty_card_of_the_suit_led_no_designation(
    tmp_path: Path, edition: str
) -> None:
    # West can follow to hearts: only the heart jack may be played now (50D1)
    report, _, _ = check_record(_heart_trick(edition, [], "HJ", "S5"), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    assert report["rulings"] == []
    assert penalty_cards(report) == {("W", "HJ", "major"), ("W", "S5", "major")}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b_penalty_cards_in_two_suits_declarer_chooses_at_partners_lead(
    tmp_path: Path, edition: str
) -> None:
    data = _east_on_lead(edition, [])
    report, nl, en = check_record(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "N" and ruling["laws"][0] == "51B2"
    options = {o["code"]: o["laws"] for o in ruling["options"]}
    assert options["require_suit:H"] == ["51B2a"] and options["require_suit:S"] == ["51B2a"]
    assert options["prohibit_suit:H"] == ["51B2b"] and options["prohibit_suit:S+H"] == ["51B2b"]
    # the free choice: 2017 51B2(c); 2007 has no such sub-law and applies 50D2(b)
    assert options["no_restriction"] == (["51B2c"] if edition == "2017" else ["50D2b"])
    assert "North requires East to lead hearts" in en
    assert "Noord verplicht Oost harten voor te spelen" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b2a_required_suit_picks_up_that_suits_penalty_card_only(
    tmp_path: Path, edition: str
) -> None:
    data = _east_on_lead(
        edition, [{"by": "N", "choose": "require_suit:H"}, {"by": "E", "card": "H4"}]
    )
    report, _, _ = check_record(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    # 51B2a: the heart penalty card is picked up, the spade one stays
    assert penalty_cards(report) == {("W", "S5", "major")}
