"""Breadth in both editions (seed 000 47, 50E, 58A; seed 002 47, 50E, 58A):
the retraction of a played card (47B to correct an illegal play, 47E2a/b
after a wrong explanation, 47F1 with 53B), what a penalty card tells the
partner (50E), and a card put down together with a legal play (58A).
South plays 1♥, West leads, North is dummy. Facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, check, check_record
from rule_cases import penalty_cards, record, script

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
T1 = f"{ONE_HEART}; W card CT; N card C2; E card C4"


def _misinformed(text: str, card: str, edition: str) -> dict[str, Any]:
    return record([*script(text), {"fact": "misinformed", "value": card}], edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47b_revoke_corrected_the_card_goes_back_as_a_major_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # East discards the diamond two while holding clubs; West calls at once
    report, nl, en = check(
        f"{ONE_HEART}; W card CT; N card C2; E card D2; W dir", tmp_path, edition
    )
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == ("revoke", "E", ["62"])
    assert {e["type"] for e in ruling["effects"]} == {"penalty_card", "revoke_corrected"}
    assert penalty_cards(report) == {("E", "D2", "major")}
    assert (report["status"], report["next"]) == ("play", "E")
    assert "(62B1" in en and "(62B1" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2a_card_played_after_a_wrong_explanation_goes_back(
    tmp_path: Path, edition: str
) -> None:
    report, nl, en = check_record(_misinformed(T1, "C4", edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["47E2a"]
    info = "16C" if edition == "2017" else "16D"
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [
        ("card_withdrawn", ["47E2a", info])
    ]
    assert (report["status"], report["next"]) == ("play", "E")
    assert penalty_cards(report) == set()
    assert "East's ♣4 is withdrawn" in en and "♣4" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2b_too_late_once_a_card_followed_the_director_may_adjust(
    tmp_path: Path, edition: str
) -> None:
    report, _, en = check_record(_misinformed(f"{T1}; S card CQ", "C4", edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["47E2b"]
    assert [e["type"] for e in ruling["effects"]] == ["adjusted_score_possible"]
    assert (report["status"], report["next"]) == ("play", "S")
    assert "the director may adjust the score (47E2b" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2a_opening_lead_not_taken_back_after_dummy_faced_a_card(
    tmp_path: Path, edition: str
) -> None:
    text = f"{ONE_HEART}; W card CT; N card C2"
    report, _, _ = check_record(_misinformed(text, "CT", edition), tmp_path)
    assert report["rulings"][-1]["laws"] == ["47E2b"]
    assert report["next"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47f1_right_leader_leads_the_card_led_out_of_turn_goes_back(
    tmp_path: Path, edition: str
) -> None:
    # South wins trick 1; East leads out of turn, South then leads his own
    # card: 53B (2007 53C), East's card back without rectification (47F1)
    law = "53B" if edition == "2017" else "53C"
    report, _, en = check(f"{T1}; S card CQ; E card DA; S card S6", tmp_path, edition)
    [lead] = report["irregularities"]
    assert lead["laws"] == ["53", law] and not lead["accepted"]
    assert report["next"] == "W" and penalty_cards(report) == set()
    assert "goes back to the hand without further rectification" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50e_a_penalty_card_on_the_table_what_it_tells_partner(
    tmp_path: Path, edition: str
) -> None:
    # East shows the spade queen during the play: a major penalty card (49, 50B)
    report, nl, en = check(f"{T1}; S card CQ; E exp SQ; S dir", tmp_path, edition)
    effects = {e["type"]: e for r in report["rulings"] for e in r["effects"]}
    info = effects["information"]
    # 2017 50E1: authorised while it lies on the table; 2007 50E2: unauthorised
    law, scope = ("50E1", "authorized") if edition == "2017" else ("50E2", "unauthorized")
    assert (info["laws"], info["seat"], info["scope"]) == ([law], "W", scope)
    assert penalty_cards(report) == {("E", "SQ", "major")}
    assert f"({law})" in en and f"({law})" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58a_a_card_put_down_with_the_legal_lead_counts_after_it(
    tmp_path: Path, edition: str
) -> None:
    # South, on lead after trick 1, and West put down a card together; the
    # record has South's first: West's card counts after it and is in turn
    report, _, _ = check(f"{T1}; S card CQ; S card S6; W card S3", tmp_path, edition)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert (report["status"], report["next"]) == ("play", "N")
