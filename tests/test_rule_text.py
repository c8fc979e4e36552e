"""The human ``rule`` report: every irregularity with its branch and laws, in
the director's language, with no code names or Python values."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text

ACCEPTED_IB = [
    {"by": "N", "call": "1H"},
    {"by": "E", "call": "1D"},
    {"by": "S", "call": "2D"},
]
OUT_OF_ROTATION = [
    {"by": "N", "call": "1C"},
    {"by": "E", "call": "1H"},
    {"by": "N", "call": "1D"},
    {"by": "S", "director": True},
    {"fact": "unintended", "value": False},  # a call out of rotation, not a 25A change
]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_27a1_accepted_by_action_is_listed_with_its_law(tmp_path: Path, edition: str) -> None:
    data = record(ACCEPTED_IB, edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["accepted"] is True and irregularity["accepted_law"] == "27A1"
    nl = rule_text(data, tmp_path, "nl")
    assert "Onvoldoende bod door Oost" in nl and "(27A1)" in nl
    en = rule_text(data, tmp_path, "en")
    assert "Insufficient bid by East" in en and "accepted by action (27A1)" in en
    assert "West to call" in en  # seat names, not letters
    for text in (nl, en):
        assert_clean_text(text)


def test_law_29_pending_choice_names_the_chooser_and_calls_in_notation(tmp_path: Path) -> None:
    data = record(OUT_OF_ROTATION)
    nl = rule_text(data, tmp_path, "nl")
    assert "Oost moet eerst kiezen" in nl and "Oost kiest:" in nl
    assert "1♦" in nl and "1D" not in nl
    assert_clean_text(nl)
    en = rule_text(data, tmp_path, "en")
    assert "East chooses:" in en and "Bid out of rotation by North" in en
    assert_clean_text(en)


def test_rule_text_cards_in_the_language_notation(tmp_path: Path) -> None:
    # North declares 3NT; West leads out of turn (East was to lead).
    events = [
        {"by": "N", "call": "1NT"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "3NT"},
        {"by": "W", "call": "Pass"},
        {"by": "N", "call": "Pass"},
        {"by": "E", "call": "Pass"},
        {"by": "W", "card": "CT"},
        {"by": "N", "director": True},
    ]
    data = record(events)
    nl = rule_text(data, tmp_path, "nl")
    assert "3SA" in nl and "♣10" in nl
    en = rule_text(data, tmp_path, "en")
    assert "3NT" in en and "♣10" in en and "CT" not in en
    for text in (nl, en):
        assert_clean_text(text)


def test_rule_text_tricks_singular_and_plural() -> None:
    from bridgelaws.report_text import tricks_text

    assert tricks_text(1, "nl") == "1 slag" and tricks_text(2, "nl") == "2 slagen"
    assert tricks_text(1, "en") == "1 trick" and tricks_text(3, "en") == "3 tricks"


def test_rule_text_court_cards_per_language() -> None:
    from bridgelaws.report_text import call_text, card_text

    assert [card_text(c, "nl") for c in ("SK", "HQ", "DJ", "CA")] == ["♠H", "♥V", "♦B", "♣A"]
    assert [card_text(c, "en") for c in ("SK", "HQ", "DJ", "CT")] == ["♠K", "♥Q", "♦J", "♣10"]
    assert call_text("2NT", "nl") == "2SA" and call_text("Pass", "nl") == "pas"
    assert call_text("X", "en") == "double" and call_text("XX", "nl") == "redoublet"
