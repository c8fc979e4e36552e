"""Claims and concessions (Laws 68-71; rubber 26, 54) with the hands unknown
(spec §6), set down from the seeds before the records were run (own words;
law numbers cited).

3NT by North after ten tricks (North-South 8, East-West 2), North to lead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json, rule_refused

from bridgelaws.fact_names import fact_label

#: North on lead after ten tricks: North-South 8, East-West 2
TEN_PLAYED = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 8, "EW": 2}, "leader": "N"}
#: North claims all three tricks left, East disputes and draws attention
DISPUTED = [{"by": "N", "claim": 11}, {"by": "E", "dispute": True}, {"by": "E", "director": True}]


# ---- rubber 54: a disputed claim's figure, named as in the Laws ---------------------


def test_rubber_54_disputed_claim_asks_claim_award(tmp_path: Path) -> None:
    data = sit(TEN_PLAYED, DISPUTED, "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][-1]["question"]
    # one name for the same figure in every edition (70: claim_award)
    assert question["fact"] == "claim_award" and question["laws"] == ["54"]
    assert [q["fact"] for q in report["questions"]] == ["claim_award"]
    texts = clean_texts(data, tmp_path)
    assert "how many tricks does North's side take in all" in texts["en"]


@pytest.mark.parametrize("name", ["claim_award", "tricks"])
def test_rubber_54_disputed_claim_settled_by_the_figure(name: str, tmp_path: Path) -> None:
    # ``tricks`` is the name older records used: still the same answer
    data = sit(TEN_PLAYED, [*DISPUTED, fact(name, 10)], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 140, "EW": 0}
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "claim" and ruling["laws"] == ["54"]
    assert ruling["facts"]["claim_award"] == 10
    texts = clean_texts(data, tmp_path)
    assert "takes 10 tricks in all (54)" in texts["en"]


@pytest.mark.parametrize("name", ["claim_award", "tricks"])
def test_rubber_54_figure_outside_the_tricks_left_is_refused(name: str, tmp_path: Path) -> None:
    data = sit(TEN_PLAYED, [*DISPUTED, fact(name, 12)], "rubber")
    message = rule_refused(data, tmp_path, "nl")
    assert (
        f"feit {fact_label(name, 'nl', laws=False)}: "
        "12 past niet bij de 8 gewonnen en 2 verloren slagen" in message
    )


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_70_same_figure_name_in_duplicate(edition: str, tmp_path: Path) -> None:
    # the Laws' disputed claim with the hands unknown asks the same fact
    data: dict[str, Any] = sit(TEN_PLAYED, [*DISPUTED, fact("claim_award", 10)], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 430, "EW": -430}
    clean_texts(data, tmp_path)
