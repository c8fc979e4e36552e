"""13D (2007 13C): a hand found after the play to have held too many cards.
The result is cancelled and an adjusted score is given; the law names no
12C sub-law, so the effect cites 13D alone (law11's question, session 18)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import fact
from rule_cases import clean_texts, rule_json, ruling_effects


@pytest.mark.parametrize(("edition", "law"), [("2017", "13D"), ("2007", "13C")])
def test_law_13d_found_after_the_play_adjusted_score_under_13d(
    edition: str, law: str, tmp_path: Path
) -> None:
    data = {
        "edition": edition,
        "board": 1,
        "situation": {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}},
        "events": [fact("wrong_number_of_cards", True, seat="E", short="S")],
    }
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete" and report["score"] is None
    # law13 (session 20): 13D (2007 13C) also lets the director penalise the offender
    assert ruling_effects(report, 0) == [
        ("result_cancelled", [law]),
        ("adjusted_score", [law]),
        ("procedural_penalty_possible", [law]),
    ]
    assert law in clean_texts(data, tmp_path)["nl"]
