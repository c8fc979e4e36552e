"""16B1 and 12B1 in both editions, on the documented hesitation record
(tests/judgment_records/hesitation.json: North hesitates before passing 3♥,
South then bids 3♠, nine tricks): the director's findings decide.

* 3♠ was South's only logical alternative (16B1b): no infraction;
* pass was a logical alternative but the hesitation did not demonstrably
  suggest 3♠ (16B1a): no infraction;
* an infraction, but the likely result is the table's own: no damage (12B1),
  the table result stands, and the note says why.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json

EDITIONS = ("2017", "2007")
RECORD = Path(__file__).parent / "judgment_records" / "hesitation.json"
ALTERNATIVES = {
    "fact": "logical_alternatives",
    "of": 7,
    "value": ["Pass", "3S"],
    "suggested": "3S",
    "poll": {"Pass": 4, "3S": 2},
}


def _data(edition: str, *findings: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RECORD.read_text(encoding="utf-8"))
    data["edition"] = edition
    data["events"] = [*data["events"][:15], *findings]
    return data


def _verdicts(judged: dict[str, Any]) -> list[tuple[str, bool]]:
    return [(v["kind"], v["infraction"]) for v in judged["rulings"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1b_no_logical_alternative_no_infraction(tmp_path: Path, edition: str) -> None:
    data = _data(edition, {"fact": "logical_alternatives", "of": 7, "value": ["3S"]})
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["status"], judged["questions"], judged["assigned"]) == (
        "result_stands",
        [],
        None,
    )
    assert _verdicts(judged) == [
        ("unauthorised_information", False),
        ("logical_alternative", False),
    ]
    texts = clean_texts(data, tmp_path)
    assert "had no logical alternative: no infraction of 16B1a" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1a_alternative_but_not_demonstrably_suggested(tmp_path: Path, edition: str) -> None:
    found = {k: v for k, v in ALTERNATIVES.items() if k != "suggested"}
    data = _data(edition, found)
    judged = rule_json(data, tmp_path)["judgment"]
    assert judged["status"] == "result_stands" and judged["assigned"] is None
    assert _verdicts(judged)[-1] == ("logical_alternative", False)
    texts = clean_texts(data, tmp_path)
    assert "was not demonstrably suggested by the unauthorised information" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12b1_infraction_without_damage_the_note_says_why_the_result_stands(
    tmp_path: Path, edition: str
) -> None:
    table_result = {"contract": "3S", "declarer": "N", "tricks": 9, "weight": "1"}
    data = _data(edition, ALTERNATIVES, {"fact": "outcomes", "value": [table_result]})
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["status"], judged["damage"], judged["assigned"]) == (
        "result_stands",
        False,
        None,
    )
    assert _verdicts(judged)[-1] == ("logical_alternative", True)
    assert judged["note"].startswith(
        "Table result stands: the infraction did not damage the non-offending side (12B1; 16B1a"
    )
    texts = clean_texts(data, tmp_path)
    assert (
        "de overtreding heeft de niet-overtredende partij geen schade berokkend (12B1"
        in (texts["nl"])
    )
