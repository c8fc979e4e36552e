"""Play rulings checked through ``bridgelaws rule --json`` (the checker's
path), in both editions: Laws 41-67 cases written from the seeds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text

EDITIONS = ["2017", "2007"]


def call(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "call": name}


def card(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "card": name}


# South plays 1H; West leads. Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654,
# S J76.AT98.J65.QJ7, W 543.7652.743.T98.
ONE_HEART = [
    call("N", "Pass"),
    call("E", "Pass"),
    call("S", "1H"),
    call("W", "Pass"),
    call("N", "Pass"),
    call("E", "Pass"),
]
# Trick 1: East ruffs a club while holding clubs (a revoke) and wins the trick;
# trick 2: East leads a club (the revoke is established, 63A1), dummy wins.
REVOKE_WON_BY_OFFENDER = [
    card("W", "CT"),
    card("N", "C2"),
    card("E", "H3"),
    card("S", "C7"),
    card("E", "C4"),
    card("S", "CQ"),
    card("W", "C9"),
    card("N", "CA"),
]


def agreed_claim(tricks: int) -> list[dict[str, Any]]:
    return [{"by": "S", "claim": tricks}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_claimed_tricks_count_as_won_by_the_offending_side(
    tmp_path: Path, edition: str
) -> None:
    # South claims 10 of the 13: East-West get two more tricks through the claim (69A)
    events = [*ONE_HEART, *REVOKE_WON_BY_OFFENDER, *agreed_claim(10)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    text = rule_text(record(events, edition), tmp_path, "nl")
    assert "2 slagen overgedragen (64A1)" in text
    assert_clean_text(text)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_only_the_revoke_trick_when_the_claim_gives_nothing_more(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *REVOKE_WON_BY_OFFENDER, *agreed_claim(12)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "1 trick transferred (64A1)" in text


# Trick 1: West leads a club, dummy wins with the ace, East discards a spade
# while holding clubs (revoke not winning the trick); trick 2: dummy leads a
# diamond, East wins and the revoke is established.
REVOKE_NOT_WON = [
    card("W", "CT"),
    card("N", "CA"),
    card("E", "S8"),
    card("S", "C7"),
    card("N", "D8"),
    card("E", "DA"),
    card("S", "D5"),
    card("W", "D3"),
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_one_trick_when_the_side_won_a_later_trick(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *REVOKE_NOT_WON, *agreed_claim(11)]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_no_transfer_is_named_with_its_reason(tmp_path: Path, edition: str) -> None:
    events = [
        *ONE_HEART,
        *REVOKE_NOT_WON[:4],
        card("N", "DT"),
        card("E", "D2"),
        card("S", "D5"),
        card("W", "D3"),
        *agreed_claim(13),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 13, "EW": 0}
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "no trick transferred (64B1)" in text
    assert_clean_text(text)
