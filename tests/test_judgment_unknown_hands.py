"""Judgment of a record that starts from the director's situation in the
auction and goes on into the play with the hands unknown (spec §6): the
table protocols for misinformation and unauthorised information (seed 004)
end in an adjusted score from the results the director gives (12C1c)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from bridgelaws.cards import BridgeError
from bridgelaws.judgment import judge, judgment_lines
from bridgelaws.record import TableRecord

RECORDS = Path(__file__).parent / "judgment_records"


def _without_the_deal(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    del data["deal"]
    data["situation"] = {"auction": []}
    for event in data["events"]:
        for outcome in event.get("value", []) if event.get("fact") == "outcomes" else []:
            outcome.setdefault("tricks", 9)  # no deal: no double dummy
    return data


def test_law_75b_misinformation_judged_with_the_hands_unknown() -> None:
    record = TableRecord.from_json(_without_the_deal("misinformation_after.json"))
    judgment = judge(record, "nl", dd=False)
    text = "\n".join(judgment_lines(judgment, "nl"))
    assert "Arbitrale score toegekend." in text
    assert "50% × +300 + 50% × +140 voor Noord-Zuid" in text


def test_law_16b1_hesitation_judged_with_the_hands_unknown() -> None:
    record = TableRecord.from_json(_without_the_deal("hesitation.json"))
    judgment = judge(record, "en", dd=False)
    text = "\n".join(judgment_lines(judgment, "en"))
    assert "30% × +50 + 70% × -140" in text


def test_an_outcome_without_tricks_needs_the_deal() -> None:
    data = _without_the_deal("misinformation_after.json")
    data = copy.deepcopy(data)
    del data["events"][-1]["value"][1]["tricks"]
    with pytest.raises(BridgeError, match="double dummy"):
        judge(TableRecord.from_json(data), "en", dd=False)
