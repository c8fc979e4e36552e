"""Two irregularities at one director call (Laws 9B, 81): a call kept while
the director was on his way (or while a ruling was made) that is itself
irregular is ruled at once after the first ruling, in order; nobody needs
to call the director a second time. Facts our own, from seed 000 (24B,
27A1, 29A, 30A, 31A)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes, record, rule_json, script

EDITIONS = ["2017", "2007"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_24_then_pass_out_of_rotation_ruled_at_one_call(
    tmp_path: Path, edition: str
) -> None:
    # East shows SQ; before the director comes South passes at East's turn.
    # The 24 ruling first, then South's pass out of rotation: West (South's
    # LHO) may accept it (29A)
    data = record(script("N 1S; E exp SQ; S Pass; E dir"), edition)
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "exposed_card_auction",
        "pass_out_of_rotation",
    ]
    assert report["rulings"][-1]["chooser"] == "W"
    assert report["status"] in ("awaiting_fact", "awaiting_choice")
    assert ("W", "next_turn", ["24B"]) in must_passes(report)
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_24_then_pass_at_partners_turn_ruled_at_one_call(
    tmp_path: Path, edition: str
) -> None:
    # West passes at his partner East's turn after East showed a card:
    # North (West's LHO) chooses at the same call
    data = record(script("N 1S; E exp SQ; W Pass; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "exposed_card_auction",
        "pass_out_of_rotation",
    ]
    assert report["rulings"][-1]["chooser"] == "N"
    assert report["status"] == "awaiting_choice"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_27_then_bid_out_of_rotation_ruled_at_one_call(tmp_path: Path, edition: str) -> None:
    # East's insufficient 1H; West bids 2C at South's turn before the
    # director comes. South accepts 1H (27A1); then West's 2C, made at his
    # RHO's turn, is ruled at once: North may accept it (29A), else 31
    events = script("N 1S; E 1H; W 2C; S dir; fact artificial false; S ch accept")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "insufficient_bid",
        "bid_out_of_rotation",
    ]
    assert report["rulings"][0]["chosen"] == "accept"
    last = report["rulings"][-1]
    assert last["chooser"] == "N" and "31" in last["laws"]
    assert report["status"] == "awaiting_choice"
    texts(data, tmp_path)


def test_law_9b_nothing_kept_leaves_the_auction_going(tmp_path: Path) -> None:
    # the kept call is South's own call in turn: no second ruling
    data = record(script("N 1S; E 1H; S 2C; N dir"))
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == []
    assert report["status"] == "auction" and report["next"] == "W"
