"""Law 15A (auc1; 2007 17D): a call made with cards taken from another
board. Facts our own, from seed 000 (2017 15A1, 15A2a-c) and seed 002
(2007 17D1, 17D2). The director's finding is the fact
``cards_from_wrong_board`` with the seat."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]


def found(seat: str) -> dict[str, Any]:
    return {"fact": "cards_from_wrong_board", "value": True, "seat": seat}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a2b_offender_calls_again(tmp_path: Path, edition: str) -> None:
    # North opened 1S with another board's cards, East passed: both calls
    # are cancelled, North calls again; the auction goes on from there
    cancel, again = ("15A1", "15A2b") if edition == "2017" else ("17D1", "17D2")
    events = [*script("N 1S; E Pass"), found("N")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "cards_from_wrong_board" and ruling["offender"] == "N"
    assert ruling["laws"] == [cancel, again]
    assert report["status"] == "auction" and report["next"] == "N"
    info = ["15A2c", "16C"] if edition == "2017" else ["16D"]
    assert ("unauthorized_information", info) in [(e["type"], e["laws"]) for e in ruling["effects"]]
    out = texts(data, tmp_path)
    assert "North's 1♠ and every call after it are cancelled" in out["en"]
    events += script("N 1H; E Pass; S 2H; W Pass; N Pass; E Pass")
    report = rule_json(record(events, edition), tmp_path)
    if edition == "2017":
        assert (report["contract"], report["declarer"]) == ("2H", "N")
    else:
        # 2007 17D2: East called over the cancelled 1S and North's new call
        # differs from it: an artificial adjusted score, the board not played on
        assert report["status"] == "complete" and report["contract"] is None


def test_law_15a2a_partner_has_called_adjusted_score(tmp_path: Path) -> None:
    data = record([*script("N 1S; E Pass; S 2S"), found("N")])
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["15A1", "15A2a"]
    assert report["status"] == "complete" and report["score"] is None
    texts(data, tmp_path)


def test_law_2007_17d2_partner_has_called_offender_calls_again(tmp_path: Path) -> None:
    # 2007 has no 15A2a: the offender calls again; the score is adjusted
    # only if his new call differs from the cancelled one
    data = record([*script("N 1S; E Pass; S 2S"), found("N")], "2007")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["17D1", "17D2"]
    assert report["status"] == "auction" and report["next"] == "N"
    assert "if North's new call differs from it" in texts(data, tmp_path)["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a_no_call_made_with_them(tmp_path: Path, edition: str) -> None:
    report = rule_json(record([*script("N 1S"), found("E")], edition), tmp_path)
    assert report["next"] == "E" and report["rulings"][-1]["effects"] == []
