"""Cards played while a ruling in the play still waits for a choice or a
fact (Law 9B2: nobody acts until the director has explained the
rectification; issue 13, "nothing recorded is lost"). Expected answers set
down from seed 000 (2017 Laws 9B2, 48A, 49, 50B, 54) and seed 001 (2007,
same laws) before the records were run.

1NT by North (board 1, ``rule_cases.DEAL``): East has the opening lead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]
AUCTION = "N 1NT; E pass; S pass; W pass"
#: West leads ♥7 out of turn; North calls the director and has not chosen yet
W_LEADS = f"{AUCTION}; W card H7; N dir"


def irregularities(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]


def still_open_54(report: dict[str, Any]) -> None:
    """North's 54 choice is still on offer, nothing chosen."""
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "opening_lead_out_of_turn" and ruling["chooser"] == "N"
    assert [o["code"] for o in ruling["options"]] == [
        "accept",
        "become_dummy",
        "require_retraction",
    ]
    assert ruling.get("chosen") is None


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_defenders_card_while_54_choice_waits_is_a_major_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{W_LEADS}; E card SQ"), edition)
    report = rule_json(data, tmp_path)
    # East's card is not lost: shown by deliberate play, a major penalty card (49, 50B)
    assert irregularities(report) == [
        ("opening_lead_out_of_turn", "W", ["54"]),
        ("exposed_card", "E", ["9B2", "49"]),
    ]
    assert penalty_cards(report) == {("E", "SQ", "major")}
    still_open_54(report)
    texts = clean_texts(data, tmp_path)
    assert "Getoonde kaart door Oost (artikelen 9B2, 49)" in texts["nl"]
    assert "Oost: grote strafkaart ♠V" in texts["nl"]
    assert "East: major penalty card ♠Q" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48a_declarers_card_while_54_choice_waits_has_no_effect(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{W_LEADS}; N card SA"), edition)
    report = rule_json(data, tmp_path)
    # declarer's card is no penalty card (48A): back to his hand, said in the report
    assert irregularities(report) == [("opening_lead_out_of_turn", "W", ["54"])]
    assert penalty_cards(report) == set()
    (note,) = report["without_effect"]
    assert note["by"] == "N" and note["event"] == 6 and "(9B2, 48A)" in note["text"]
    still_open_54(report)
    texts = clean_texts(data, tmp_path)
    assert "Noord speelde ♠A voordat de uitspraak van de wedstrijdleider af was" in texts["nl"]
    assert "North played ♠A before the director's ruling was complete" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_the_card_led_out_of_turn_shown_again_changes_nothing(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{W_LEADS}; W card H7"), edition)
    report = rule_json(data, tmp_path)
    # ♥7 already lies on the table as the lead out of turn: not a second irregularity
    assert irregularities(report) == [("opening_lead_out_of_turn", "W", ["54"])]
    assert penalty_cards(report) == set()
    (note,) = report["without_effect"]
    assert note["by"] == "W" and "(9B2)" in note["text"]
    still_open_54(report)
    texts = clean_texts(data, tmp_path)
    assert "ligt al op tafel" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_penalty_card_from_the_wait_stays_after_the_lead_is_accepted(
    tmp_path: Path, edition: str
) -> None:
    # North accepts the lead (54B) and plays ♥Q; East must follow hearts (♥K),
    # his major penalty card ♠Q stays on the table (50D1)
    data = record(script(f"{W_LEADS}; E card SQ; N ch accept; N card HQ; E card HK"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["rulings"][-1]["chosen"] == "accept"
    assert penalty_cards(report) == {("E", "SQ", "major")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_cards_while_the_director_establishes_a_fact_are_kept(
    tmp_path: Path, edition: str
) -> None:
    # the director still has to say whether West's ♥7 was exposed by deliberate
    # play (50B); West and North play on: neither card vanishes
    data = record(
        script(f"{AUCTION}; E card DA; S card D5; W exp H7; N dir; W card D3; N card D8"),
        edition,
    )
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert irregularities(report)[-1] == ("exposed_card", "W", ["9B2", "49"])
    # two penalty cards of one defender are both major (50B)
    assert penalty_cards(report) == {("W", "H7", "major"), ("W", "D3", "major")}
    (note,) = report["without_effect"]
    assert note["by"] == "N" and note["event"] == 9 and "(9B2, 48A)" in note["text"]
    texts = clean_texts(data, tmp_path)
    assert "West: grote strafkaart ♦3" in texts["nl"]
    assert "Noord speelde ♦8" in texts["nl"]
