"""Events that change nothing are kept and said, never dropped (spec §2
``without_effect``): a card after the board is over, an agreement or a
dispute when nobody claimed or conceded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007", "rubber"]
PLAYED = "N 1NT; E pass; S pass; W pass"


def _said(report: dict[str, Any]) -> list[tuple[int, str | None]]:
    return [(item["event"], item.get("by")) for item in report.get("without_effect", [])]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22a_card_after_a_passed_out_board_has_no_effect(tmp_path: Path, edition: str) -> None:
    data = record(script("N pass; E pass; S pass; W pass; E card DA"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "passed_out"
    assert _said(report) == [(4, "E")]
    texts = clean_texts(data, tmp_path)
    assert "Oost speelde ♦A nadat het spel al uit was: dat heeft geen gevolg." in texts["nl"]
    assert "East played ♦A after the board was over" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_card_after_an_agreed_claim_has_no_effect(tmp_path: Path, edition: str) -> None:
    claim = [{"by": "N", "claim": 7}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
    data = record(script(PLAYED) + claim + script("E card DA"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 7, "EW": 6}
    assert _said(report) == [(7, "E")]
    assert "Oost speelde ♦A nadat het spel al uit was" in clean_texts(data, tmp_path)["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("answer", "nl"),
    [
        ("agree", "Oost stemde in, maar niemand had slagen geclaimd of afgestaan"),
        ("dispute", "Oost maakte bezwaar, maar niemand had slagen geclaimd of afgestaan"),
    ],
)
def test_law_69_answer_without_a_claim_has_no_effect(
    tmp_path: Path, edition: str, answer: str, nl: str
) -> None:
    data = record([*script(PLAYED), {"by": "E", answer: True}], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    assert report["rulings"] == []
    assert _said(report) == [(4, "E")]
    texts = clean_texts(data, tmp_path)
    assert nl in texts["nl"]
    assert "nobody had claimed or conceded tricks" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("event", "nl"),
    [
        ({"by": "E", "claim": 3}, "Oost claimde slagen voordat het spelen was begonnen"),
        ({"by": "E", "concede": 3}, "Oost stond slagen af voordat het spelen was begonnen"),
    ],
)
def test_law_68_claim_or_concession_during_the_auction_has_no_effect(
    tmp_path: Path, edition: str, event: dict[str, Any], nl: str
) -> None:
    data = record([*script("N 1S"), event, *script("E pass")], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    assert _said(report) == [(1, "E")]
    assert nl in clean_texts(data, tmp_path)["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("event", "nl"),
    [
        ({"by": "N", "claim": 3}, "Noord claimde slagen nadat het spel al uit was"),
        ({"by": "N", "concede": 3}, "Noord stond slagen af nadat het spel al uit was"),
        ({"by": "N", "expose": "SA"}, "Noord toonde een kaart nadat het spel al uit was"),
    ],
)
def test_law_22a_claim_concession_or_shown_card_after_a_pass_out(
    tmp_path: Path, edition: str, event: dict[str, Any], nl: str
) -> None:
    data = record([*script("N pass; E pass; S pass; W pass"), event], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "passed_out"
    assert report["rulings"] == [] and report["irregularities"] == []
    assert _said(report) == [(4, "N")]
    assert nl in clean_texts(data, tmp_path)["nl"]
