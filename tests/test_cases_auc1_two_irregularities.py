"""Two irregularities at one director call (auc1): an insufficient bid still
open to acceptance and a card shown in the auction (Laws 9B, 24, 27). The
director rules both at the table he was called to; the 27 choice is not
lost. Facts our own, from seed 000 (24B, 27A1, 27B2) and seed 004 (27B1a:
the director asks first what the bid meant)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes, record, rule_json, script


@pytest.mark.parametrize("order", ["N 1S; E 1H; E exp SQ; S dir", "N 1S; E exp SQ; E 1H; S dir"])
def test_law_9b_24_and_27_both_ruled_at_one_call(tmp_path: Path, order: str) -> None:
    data = record(script(order))
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "exposed_card_auction",
        "insufficient_bid",
    ]
    # seed 004: what the 1H meant first, then South chooses
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "artificial"
    assert report["rulings"][-1]["chooser"] == "S"
    assert must_passes(report) == [("W", "next_turn", ["24B"])]
    texts(data, tmp_path)


def test_law_27b2_and_24b_after_both_rulings(tmp_path: Path) -> None:
    # South refuses, East replaces with 3C (not comparable): West must pass
    # throughout (27B2), which pays his 24B pass too
    events = script(
        "N 1S; E 1H; E exp SQ; S dir; fact artificial false; S ch reject; E 3C; "
        "fact comparable false; S Pass; W Pass"
    )
    report = rule_json(record(events), tmp_path)
    assert report["status"] == "auction" and report["next"] == "N"
    assert must_passes(report) == [("W", "rest_of_auction", ["27B2"])]
    assert [o["type"] for o in report["obligations"]] == [
        "exposed_card",
        "must_pass",
        "lead_restriction",
    ]


def test_law_27a1_accepted_after_the_24_ruling(tmp_path: Path) -> None:
    events = script("N 1S; E exp SQ; E 1H; S dir; fact artificial false; S ch accept; S Pass")
    events += script("W Pass")
    report = rule_json(record(events), tmp_path)
    assert report["next"] == "N" and must_passes(report) == []
