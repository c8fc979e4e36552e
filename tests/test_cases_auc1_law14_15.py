"""Laws 14 and 15 found during the auction (auc1), 2017 and 2007: a missing
card put back before the opening lead (14A, with 14C), a wrong board (2017
15B1/15B2; 2007 15C cancels the auction, and 15A/15B name the branches in
the play). They were ignored in the auction. Facts our own, from seed 000
(2017 Laws 14, 15) and 002 (2007 Laws 14, 15)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json

EDITIONS = ["2017", "2007"]

OPENED: list[dict[str, Any]] = [{"by": "N", "call": "1S"}, {"by": "E", "call": "Pass"}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14a_missing_card_found_in_the_auction(tmp_path: Path, edition: str) -> None:
    # West counts twelve cards after East's pass; the club nine turns up
    # under the board: it goes back, the auction goes on, no call changes
    events = [*OPENED, {"fact": "missing_card", "value": "C9", "seat": "W"}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "missing_card" and ruling["laws"] == ["14A"]
    assert ruling["offender"] == "W"
    assert report["status"] == "auction" and report["next"] == "S"
    kinds = [e["type"] for e in ruling["effects"]]
    assert kinds == ["card_restored", "unauthorized_information"]
    out = texts(data, tmp_path)
    assert "(14A1, 14A3)" in out["en"] and "(14C)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14a_missing_card_found_before_the_opening_lead(tmp_path: Path, edition: str) -> None:
    # found after the final pass, before the opening lead: still 14A
    events = [
        *OPENED,
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
        {"fact": "missing_card", "value": "C9", "seat": "W"},
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["rulings"][-1]["laws"] == ["14A"]
    assert report["contract"] == "1S" and report["next"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15b2_wrong_board_in_the_auction_nobody_played_it(tmp_path: Path, edition: str) -> None:
    events = [*OPENED, {"fact": "wrong_board", "value": False}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    if edition == "2017":
        # 15B: the auction and play are completed, the result stands
        assert ruling["laws"] == ["15B2"] and report["status"] == "auction"
    else:
        # 2007 15C: the auction is cancelled; the right contestants bid again
        assert ruling["laws"] == ["15C"] and report["status"] == "complete"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15b1_wrong_board_in_the_auction_played_before(tmp_path: Path, edition: str) -> None:
    events = [*OPENED, {"fact": "wrong_board", "value": True}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete" and report["contract"] is None
    law = "15B1" if edition == "2017" else "15C"
    assert report["rulings"][-1]["laws"] == [law]
    out = texts(data, tmp_path)
    assert f"({law}" in out["en"]
