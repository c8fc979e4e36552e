"""25 twice before anyone rules: East opened 1♠ (the situation's auction),
then says 3NT (a change of call), South shows ♠Q, and East then says
double (another change). West calls the director; the later change is ruled
first and found unintended (25A): 1♠ goes and the double takes its place
(then ruled as inadmissible, 36). The earlier change, ruled after it (9B),
has no call left to replace. Before, it looked for that call and crashed
(found by random situations)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json

EVENTS = [
    {"by": "E", "call": "3NT"},
    {"by": "S", "card": "SQ"},
    {"by": "E", "call": "X"},
    {"by": "W", "director": True},
    fact("unintended", True),
]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_25_earlier_change_with_its_call_withdrawn_has_nothing_to_replace(
    tmp_path: Path, edition: str
) -> None:
    data = {**sit({"auction": ["1S"]}, EVENTS, edition), "board": 14}
    report = rule_json(data, tmp_path)
    changes = [r for r in report["rulings"] if r["irregularity"] == "change_of_call"]
    assert [r["laws"] for r in changes] == [["25A"], ["25"]]
    assert changes[1]["options"] == [] and changes[1]["effects"] == []
    assert (report["status"], report["next"]) == ("auction", "E")
    texts = clean_texts(data, tmp_path)
    assert "this change has nothing left to replace (25)" in texts["en"]
