"""Eighth blind check (issue 13), part 11: the rubber's score corrected under
rule 37 (seed 001): trick points until the next deal is dealt (or, for the
rubber's last deal, until the score is accepted), premiums until the score is
accepted; a correction outside its window is refused naming the rule, in the
director's language, never with a traceback. Expectations set down from the
rules before the commands were run.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rule_cases import unclean_lines
from typer.testing import CliRunner

from bridgelaws.cli import app

#: (name, commands after `rubber`, the sheet file as {sheet}; the last must succeed or
#: fail as said; then NS and EW totals when it succeeds)
STEPS: list[tuple[str, list[list[str]], bool, dict[str, int] | None, dict[str, int] | None]] = [
    (
        "rubber_37a_trick_points_corrected_before_the_next_deal",
        [["add", "{sheet}", "4S", "-d", "S", "-t", "9"], ["correct", "{sheet}", "1", "-t", "10"]],
        True,
        {"above": 0, "below": 120, "total": 120},
        {"above": 0, "below": 0, "total": 0},
    ),
    (
        "rubber_37a_trick_points_refused_after_the_next_deal_was_dealt",
        [
            ["add", "{sheet}", "4S", "-d", "S", "-t", "9"],
            ["dealt", "{sheet}"],
            ["correct", "{sheet}", "1", "-t", "10"],
        ],
        False,
        None,
        None,
    ),
    (
        "rubber_37b_honours_corrected_after_the_next_deal_was_dealt",
        [
            ["add", "{sheet}", "4S", "-d", "S", "-t", "10"],
            ["dealt", "{sheet}"],
            ["correct", "{sheet}", "1", "--honours", "S4"],
        ],
        True,
        {"above": 100, "below": 120, "total": 220},
        {"above": 0, "below": 0, "total": 0},
    ),
    (
        "rubber_37a_last_deal_of_the_rubber_corrected_before_acceptance",
        [
            ["add", "{sheet}", "4S", "-d", "S", "-t", "10"],
            ["add", "{sheet}", "3NT", "-d", "N", "-t", "9"],
            ["correct", "{sheet}", "2", "-t", "10"],
        ],
        True,
        {"above": 740, "below": 220, "total": 960},
        {"above": 0, "below": 0, "total": 0},
    ),
    (
        "rubber_37_correction_refused_after_the_score_was_accepted",
        [
            ["add", "{sheet}", "4S", "-d", "S", "-t", "10"],
            ["add", "{sheet}", "3NT", "-d", "N", "-t", "9"],
            ["accept", "{sheet}"],
            ["correct", "{sheet}", "2", "-t", "10"],
        ],
        False,
        None,
        None,
    ),
]


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
@pytest.mark.parametrize("row", STEPS, ids=[r[0] for r in STEPS])
def test_rubber_check8_rule_37(
    row: tuple[str, list[list[str]], bool, dict[str, int] | None, dict[str, int] | None],
    lang: str,
    tmp_path: Path,
) -> None:
    _name, steps, ok, ns, ew = row
    runner = CliRunner()
    sheet = str(tmp_path / "sheet.json")
    *before, last = [[sheet if w == "{sheet}" else w for w in step] for step in steps]
    for step in before:
        done = runner.invoke(app, ["rubber", *step])
        assert done.exit_code == 0, done.output
    result = runner.invoke(app, ["rubber", *last, "--lang", lang])
    assert "Traceback" not in result.output
    if not ok:
        assert result.exit_code != 0
        assert "37" in result.output
        assert unclean_lines(result.output, lang) == []
        return
    assert result.exit_code == 0, result.output
    data = json.loads(runner.invoke(app, ["rubber", "show", sheet, "--json"]).output)["sheet"]
    assert (data["NS"], data["EW"]) == (ns, ew)
