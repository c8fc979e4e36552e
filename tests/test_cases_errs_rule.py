"""``bridgelaws rule`` and ``bridgelaws direct`` with a bad edition or board
number: the error in Dutch and German, saying where and what."""

from __future__ import annotations

import json
from pathlib import Path

from tests.errs_cases import assert_error


def test_rule_unknown_edition_named_with_the_file(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps({"board": 1, "events": []}), encoding="utf-8")
    assert_error(
        ["rule", path, "--edition", "1999"],
        tmp_path,
        ("record.json: editie '1999' is niet beschikbaar (bekend: 2017, 2007, rubber)",),
        ("record.json: Ausgabe '1999' ist nicht verfügbar (bekannt: 2017, 2007, rubber)",),
        allowed=("rubber",),
    )


def test_law_2_direct_board_zero(tmp_path: Path) -> None:
    assert_error(
        ["direct", "--board", 0],
        tmp_path,
        ("spel 0: spelnummers beginnen bij 1",),
        ("Board 0: Boardnummern beginnen bei 1",),
        stdin="",
    )
