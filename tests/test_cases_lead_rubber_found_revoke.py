"""Rubber 55(6) for a revoke the director found (spec §6 facts): the
irregularity line never contradicts the transfer the ruling makes."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import rule_json, rule_text
from test_cases_check4_rubber import rubber_end


@pytest.mark.parametrize(("won_by", "after", "moved"), [("E", 3, 2), ("N", 1, 1), ("E", 0, 1)])
def test_rule_55_6_found_revoke_line_agrees_with_the_transfer(
    tmp_path: Path, won_by: str, after: int, moved: int
) -> None:
    data = rubber_end(won_by, after)
    report = rule_json(data, tmp_path)
    assert [(a["law"], a["tricks"]) for a in report["adjustments"]] == [("55(6)", moved)]
    nl = rule_text(data, tmp_path, "nl")
    assert "geen slag overgedragen" not in nl
    assert "Regel 55(6):" in nl
