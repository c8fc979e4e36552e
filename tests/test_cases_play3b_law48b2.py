"""Law 48B2: declarer facing his cards at any time other than just after an
opening lead out of turn (48B1, 54) may be deemed to have claimed or
conceded; Law 68 applies and the director treats it as a claim. Both
editions (seed 000 48B2; seed 002 2007 48B2). Facts our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
#: 3NT by North; East wins the diamond lead, North wins the spade switch
TWO_TRICKS = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA; S card D5; W card D3; "
    "N card D8; E card SQ; S card S6; W card S3; N card SA"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48b2_declarer_faces_his_cards_treated_as_claim(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{TWO_TRICKS}; N exp CA; N exp CK; N exp HQ; E dir"), edition)
    report = rule_json(data, tmp_path)
    laws = [r["laws"] for r in report["rulings"]]
    assert laws == [["48A"], ["48A"], ["48A", "48B2", "68"]]
    assert report["obligations"] == []  # still no penalty card (48A)
    texts = clean_texts(data, tmp_path)
    assert "(48B2)" in texts["en"] and "claim" in texts["en"]
    assert "claim" in texts["nl"] and "Anspruch" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48b2_then_the_claim_is_recorded_and_agreed(tmp_path: Path, edition: str) -> None:
    steps = f"{TWO_TRICKS}; N exp CA; N exp CK; E dir"
    events = [*script(steps), {"by": "N", "claim": 11}, {"by": "E", "agree": True}]
    events.append({"by": "W", "agree": True})
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 11, "EW": 2}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48a_one_card_dropped_is_no_claim(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(script(f"{TWO_TRICKS}; N exp CA; E dir"), edition), tmp_path)
    assert [r["laws"] for r in report["rulings"]] == [["48A"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48b1_dummy_showing_cards_is_no_claim(tmp_path: Path, edition: str) -> None:
    # dummy's cards are faced anyway; only declarer facing his own is 48B2
    report = rule_json(
        record(script(f"{TWO_TRICKS}; S exp HA; S exp H8; E dir"), edition), tmp_path
    )
    assert all("48B2" not in r["laws"] for r in report["rulings"])
