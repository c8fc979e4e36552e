"""Claims with the hands unknown (Laws 68-71, spec §6), set down from the
seeds before the records were run (own words; law numbers cited): no fact
the director gives is dropped in silence."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json

EDITIONS = ("2017", "2007")

#: 3NT by North after eight tricks (North-South 6, East-West 2), South on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 2}, "leader": "S"}
AGREED = [{"by": "N", "claim": 11}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("value", "en"), [(10, "awarded 10 tricks"), (True, "signed an award")])
def test_law_69a_award_with_no_ruling_to_sign_is_said(
    edition: str, value: object, en: str, tmp_path: Path
) -> None:
    # the claim was agreed (69A): no ruling awaits the director's award, so
    # his figure changes nothing, and the report says so
    data = sit(EIGHT, [*AGREED, fact("claim_award", value)], edition)
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["irregularities"] == []
    assert [w["event"] for w in report["without_effect"]] == [3]
    texts = clean_texts(data, tmp_path)
    assert en in texts["en"] and "it has no effect" in texts["en"]
    assert "geen arbitrage over een claim of concessie" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_70_disputed_claim_award_asked_and_given(edition: str, tmp_path: Path) -> None:
    claim = [{"by": "N", "claim": 11}, {"by": "E", "dispute": True}, {"by": "E", "director": True}]
    data = sit(EIGHT, claim, edition)
    report = rule_json(data, tmp_path)
    question = report["rulings"][0]["question"]
    assert question["fact"] == "claim_award"
    assert question["expects"] == {"kind": "number", "min": 6, "max": 11}
    data = sit(EIGHT, [*claim, fact("claim_award", 10)], edition)
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["status"] == "complete"
    clean_texts(data, tmp_path)


def test_rubber_54_disputed_claim_is_settled_without_a_director(tmp_path: Path) -> None:
    # the rubber rules have no director: a disputed claim is settled by the
    # players at once (54: declarer plays on as he stated, open points as
    # the defenders direct); the report should list the claim and ask the
    # tricks, not wait for a director nobody can call
    data = sit(EIGHT, [{"by": "N", "claim": 9}, {"by": "E", "dispute": True}], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert [i["irregularity"] for i in report["irregularities"]] == ["claim"]
    assert report["rulings"][0]["question"]["fact"] == "claim_award"
    clean_texts(data, tmp_path)
