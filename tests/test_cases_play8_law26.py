"""Helper play8 (issue 13): the right leader leads before declarer has made
his Law 26 choice for that lead (2017 26B; 2007 26A/26B).

Why this ruling: Law 26 itself says nothing about a lead made before
declarer chose. The director stays at the table until the lead restriction
is settled (seed 004) and lets nobody act before he has explained the
rectification (9B2); 50D2, the same choice for a penalty card, sends such a
hasty lead to Law 49. So a card led face up has been shown outside the
normal course of play: a major penalty card (49; major, as played on
purpose, 50B), and declarer's choice is still made for this lead, his
restriction coming before the penalty card (50D1b). An opening lead still
face down has shown nothing: the director has it taken back (41A), no
penalty card. The ruling keeps 9B2 and 49 as its laws and says why in a
reasoning line naming the Law 26 choice. Records our own.

East's 1♥ was insufficient and replaced by a pass (not comparable); South
plays 4♠ and West, East's partner, is on lead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, events
from rule_cases import DEAL, clean_texts, penalty_cards, rule_json

AUCTION = (
    "N 1C; E Pass; S 1S; W Pass; N 2C; E 1H; S dir; fact artificial false; S ch reject; "
    "E Pass; fact comparable false; S 4S; W Pass; N Pass; E Pass"
)


def board(edition: str, text: str) -> dict[str, Any]:
    return {"edition": edition, "board": 1, "deal": DEAL, "events": events(f"{AUCTION}; {text}")}


def _open_26_choice(report: dict[str, Any]) -> dict[str, Any]:
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_restriction"
    assert ruling["offender"] == "E"
    assert ruling["chooser"] == "S"
    assert ruling["chosen"] is None
    assert report["status"] == "awaiting_choice"
    return ruling


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_26_49_lead_faced_before_declarers_choice_is_a_major_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    data = board(edition, "W card D3; S dir")
    report = rule_json(data, tmp_path)
    ruling = _open_26_choice(report)
    exposed = report["irregularities"][-1]
    assert (exposed["irregularity"], exposed["offender"], exposed["laws"]) == (
        "exposed_card",
        "W",
        ["9B2", "49"],
    )
    assert penalty_cards(report) == {("W", "D3", "major")}
    law = "26B" if edition == "2017" else "26A"
    texts = clean_texts(data, tmp_path)
    said = f"West led ♦3 face up before South chose ({law}): that lead may not be made yet (9B2)"
    assert said in texts["en"]
    assert any("(50D1b)" in line for line in ruling["reasoning"])
    assert "West speelde ♦3 open voor voordat Zuid had gekozen" in texts["nl"]
    assert "Hauptstrafkarte" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41a_26_face_down_opening_lead_before_the_choice_goes_back(
    tmp_path: Path, edition: str
) -> None:
    data = board(edition, "W card D3 face_down; S dir")
    report = rule_json(data, tmp_path)
    _open_26_choice(report)
    # nothing was seen: no penalty card, the card is West's again
    assert penalty_cards(report) == set()
    assert [i["irregularity"] for i in report["irregularities"]] == ["insufficient_bid"]
    kept = report["without_effect"]
    assert [(k["event"], k["by"]) for k in kept] == [(15, "W")]
    assert "(41A)" in kept[0]["text"]
    texts = clean_texts(data, tmp_path)
    assert "West made his opening lead face down before South chose" in texts["en"]
    assert "West kwam gedekt uit voordat Zuid" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_26_face_down_lead_back_then_declarer_chooses_and_west_leads(
    tmp_path: Path, edition: str
) -> None:
    data = board(edition, "W card D3 face_down; S dir; S ch no_restriction; W card D3")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "N"
    assert penalty_cards(report) == set()
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("choice", "lead", "left", "failure"),
    [
        # no restriction: the ♦3 must be led now (50D1); it is
        ("no_restriction", "D3", set(), False),
        # no restriction and a heart led: the penalty card was passed over (52)
        ("no_restriction", "H2", {("W", "D3", "major")}, True),
    ],
)
def test_law_50d1_the_penalty_card_after_declarers_26_choice(
    tmp_path: Path,
    edition: str,
    choice: str,
    lead: str,
    left: set[tuple[str, str, str]],
    failure: bool,
) -> None:
    data = board(edition, f"W card D3; S dir; S ch {choice}; W card {lead}")
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == left
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert ("failure_to_play_penalty_card" in codes) is failure
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d1b_forbidden_suit_comes_first_the_penalty_card_waits(
    tmp_path: Path, edition: str
) -> None:
    # declarer forbids the penalty card's suit (2017 any suit East did not
    # name, 2007 26A2b hearts): West leads another suit and keeps his ♦3 on
    # the table, no failure to play it
    forbid = "prohibit_suit:D" if edition == "2017" else "prohibit_suit:H"
    lead = "H2" if edition == "2017" else "C8"
    data = board(edition, f"W card D3; S dir; S ch {forbid}; W card {lead}")
    report = rule_json(data, tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    if edition == "2017":
        assert "failure_to_play_penalty_card" not in codes
        assert penalty_cards(report) == {("W", "D3", "major")}
    else:
        # 2007 forbids hearts only: the ♦3 fits, so a club lead passes it over
        assert "failure_to_play_penalty_card" in codes
    assert report["next"] == "N"
    clean_texts(data, tmp_path)
