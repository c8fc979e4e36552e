"""Law 52 in both editions: a defender who plays another card than the
penalty card he must play may not take it back on his own (52A); declarer
accepts it (52B1a), must accept it once he has played on (52B1b), or has the
penalty card played instead, the other card becoming a major penalty card
(52B2). Facts our own, from seed 000 (50D1, 52) and seed 002 (2007 52)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: East shows the spade queen in trick 1 (a major penalty card: an honour);
#: dummy wins and leads the spade two; East follows with the eight instead
#: of the queen, then puts the queen down in its place
EIGHT_FOR_QUEEN = (
    f"{ONE_HEART}; W card C8; N card CA; E exp SQ; E card C4; S card C7; "
    "N card S2; E card S8; E card SQ"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52a_penalty_card_put_down_afterwards_has_no_effect(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{EIGHT_FOR_QUEEN}; S dir"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "failure_to_play_penalty_card"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("accept", ["52B1a"]),
        ("reject", ["52B2"]),
    ]
    [kept] = report["without_effect"]
    assert kept["by"] == "E" and "(52A)" in kept["text"]
    texts = clean_texts(data, tmp_path)
    assert "mag een gespeelde kaart niet op eigen initiatief terugnemen (52A)" in texts["nl"]
    assert "may not take back a card he played on his own (52A)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52a_52b1a_accepted_the_queen_stays_a_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{EIGHT_FOR_QUEEN}; S dir; S ch accept; S card SJ; W card S3"), edition)
    report = rule_json(data, tmp_path)
    # the eight stands: South's jack wins the trick (52B1c: the queen stays)
    assert report["status"] == "play" and report["next"] == "S"
    assert penalty_cards(report) == {("E", "SQ", "major")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52a_52b1b_declarer_plays_on_and_must_accept(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{EIGHT_FOR_QUEEN}; S card SJ; W card S3"), edition)
    report = rule_json(data, tmp_path)
    assert report["next"] == "S"
    failure = report["irregularities"][-1]
    assert failure["irregularity"] == "failure_to_play_penalty_card"
    assert failure["accepted"] is True
    assert penalty_cards(report) == {("E", "SQ", "major")}
    assert len(report["without_effect"]) == 1
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52a_52b2_rejected_the_queen_is_played(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{EIGHT_FOR_QUEEN}; S dir; S ch reject; S card SJ; W card S3"), edition)
    report = rule_json(data, tmp_path)
    # the queen replaces the eight and wins; the eight is a major penalty card
    assert report["next"] == "E"
    assert penalty_cards(report) == {("E", "S8", "major")}
    clean_texts(data, tmp_path)
