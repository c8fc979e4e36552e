"""More cases for 47E2 (a card played after a mistaken explanation: taken
back while no later card is in its trick, 47E2a; later the director may
adjust, 47E2b) and for two penalty cards of one defender (50B: both major),
both editions. Expected answers written from the seeds (000: 2017; 002:
2007) before running; facts our own. 3NT by North on rule_cases.DEAL."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: trick 1: East's diamond ace wins
TRICK_1 = "E card DA; S card D5; W card D3; N card D8"
MISINFORMED_W = {"fact": "misinformed", "value": "D3"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2a_last_card_so_far_goes_back(tmp_path: Path, edition: str) -> None:
    # West's diamond three is the last card of the trick so far: back, he plays again
    data = record([*script(f"{NT}; E card DA; S card D5; W card D3"), MISINFORMED_W], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["47E2a"]
    assert [e["type"] for e in ruling["effects"]] == ["card_withdrawn"]
    assert report["next"] == "W" and report["obligations"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2b_trick_quitted_too_late_adjust(tmp_path: Path, edition: str) -> None:
    data = record([*script(f"{NT}; {TRICK_1}"), MISINFORMED_W], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["47E2b"]
    assert [e["type"] for e in ruling["effects"]] == ["adjusted_score_possible"]
    assert report["next"] == "E"  # the trick stands: East won it
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47e2b_found_in_the_next_trick_too_late(tmp_path: Path, edition: str) -> None:
    report = rule_json(
        record([*script(f"{NT}; {TRICK_1}; E card SQ"), MISINFORMED_W], edition), tmp_path
    )
    assert report["rulings"][-1]["laws"] == ["47E2b"]
    assert report["next"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50b_two_penalty_cards_of_one_defender_both_major(tmp_path: Path, edition: str) -> None:
    steps = (
        f"{NT}; {TRICK_1}; E card SQ; W exp CT; W exp C9; S card S6; W card S3; N card SA; N dir"
    )
    data = record(script(steps), edition)
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("W", "CT", "major"), ("W", "C9", "major")}
    clean_texts(data, tmp_path)
