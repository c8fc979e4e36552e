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


# -- 50C with 52: a minor penalty card (retold from a club player's question
# on a national federation's forum: a low card dropped, the suit led later)

#: West drops the club nine in trick 1 (found inadvertent: a minor penalty
#: card); in trick 2 dummy leads a club, East and South follow
MINOR_NINE = (
    f"{ONE_HEART}; W card S3; N card SA; W exp C9; E card S8; S card S6; S dir; "
    "fact deliberate false; N card C2; E card C4; S card CQ"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50c_an_honour_may_be_played_instead_of_the_minor_card(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{MINOR_NINE}; W card CT"), edition)
    report = rule_json(data, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["exposed_card"]
    assert penalty_cards(report) == {("W", "C9", "minor")}
    assert report["next"] == "S"  # South's queen wins the trick
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50c_52b1b_lower_card_instead_declarer_plays_on(tmp_path: Path, edition: str) -> None:
    # the eight instead of the nine: a failure to play the penalty card
    # (50C); it completes the trick, so South, who wins it, plays next, and
    # his lead accepts it (52B1b)
    waiting = rule_json(record(script(f"{MINOR_NINE}; W card C8"), edition), tmp_path)
    assert waiting["irregularities"][-1]["irregularity"] == "failure_to_play_penalty_card"
    assert waiting["irregularities"][-1]["laws"] == ["50C"]
    assert waiting["next"] == "S"
    data = record(script(f"{MINOR_NINE}; W card C8; S card D5"), edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][-1]["accepted"] is True
    assert penalty_cards(report) == {("W", "C9", "minor")}
    assert report["next"] == "W"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50c_52b2_rejected_the_nine_is_played(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{MINOR_NINE}; W card C8; S dir; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    # the nine replaces the eight; the eight, played in the irregularity, is major
    assert penalty_cards(report) == {("W", "C8", "major")}
    assert report["next"] == "S"
    clean_texts(data, tmp_path)
