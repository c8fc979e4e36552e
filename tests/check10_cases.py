"""Shared by the tenth blind check (tests/test_cases_check10_*.py), written
and read as the ninth (tests/check9_cases.py): each record's expected
ruling set down from the seeds before it was run, read with
:func:`check6_cases.run6`; here the helpers for a situation whose events
differ per edition, a rubber situation and the rubber score sheet.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from check2_cases import Case
from check6_cases import at
from check7_cases import contract
from check9_cases import EDITIONS as EDITIONS
from check9_cases import revokes
from rule_cases import unclean_lines
from test_cases_check7_rubber import _sheet
from typer.testing import CliRunner

from bridgelaws.cli import app

#: a score sheet row: (name, deals as ``rubber add`` arguments, ended by arrangement,
#: North-South and East-West totals, the winner)
Sheet = tuple[str, list[list[str]], bool, dict[str, int], dict[str, int], str | None]

#: revokes found at the end of the play: (name, contract, declarer, NS tricks before
#: the transfer, board, the revokes as (seat, trick, won by, offending side's tricks
#: after), NS tricks after, NS points)
Transfer = tuple[str, str, str, int, int, list[tuple[str, int, str, int]], int, int]
#: the rubber rules' points of one deal: (name, contract, declarer, NS tricks,
#: vulnerability, NS points, EW points)
Points = tuple[str, str, str, int, str, int, int]


def transfers(rows: list[Transfer]) -> list[Case]:
    """Law 77 after the revokes' transfers, in both editions."""
    return [
        Case(
            f"{name}_{ed}",
            at(contract(bid, dec, ns, 13 - ns), revokes(*found), ed, board=board),
            {
                "status": "complete",
                "tricks": {"NS": after, "EW": 13 - after},
                "score": {"NS": points, "EW": -points},
                "irr_has": [("revoke", found[0][0])],
            },
        )
        for name, bid, dec, ns, board, found, after, points in rows
        for ed in EDITIONS
    ]


def rubber_points(rows: list[Points]) -> list[Case]:
    """The rubber rules' points of a deal whose play is over."""
    return [
        Case(
            name,
            at(contract(bid, dec, ns, 13 - ns), "", "rubber", vulnerable=vul),
            {"status": "complete", "score": {"NS": ns_points, "EW": ew_points}},
        )
        for name, bid, dec, ns, vul, ns_points, ew_points in rows
    ]


def split(
    name: str,
    situation: dict[str, Any],
    want: dict[str, tuple[str | list[dict[str, Any]], dict[str, Any]]],
    wrong: dict[str, str] | None = None,
    **extra: Any,
) -> list[Case]:
    """One situation per edition (or ``rubber``) with that edition's events
    and what its ruling must hold: edition -> (events, expectation)."""
    wrongs = wrong or {}
    return [
        Case(f"{name}_{ed}", at(situation, evs, ed, **extra), expect, wrongs.get(ed, ""))
        for ed, (evs, expect) in want.items()
    ]


def rubber(
    name: str,
    situation: dict[str, Any],
    evs: str | list[dict[str, Any]],
    expect: dict[str, Any],
    wrong: str = "",
    **extra: Any,
) -> Case:
    """One situation under the NBB rubber rules (seed 001)."""
    return Case(name, at(situation, evs, "rubber", **extra), expect, wrong)


def check_sheet(row: Sheet, tmp_path: Path) -> None:
    """The sheet's totals and winner after its deals (``rubber show --json``),
    and its text clean in the three languages."""
    _name, deals, end, ns, ew, winner = row
    sheet = _sheet(deals, end, tmp_path)
    shown = CliRunner().invoke(app, ["rubber", "show", str(sheet), "--json"])
    data = json.loads(shown.output)["sheet"]
    assert (data["NS"], data["EW"]) == (ns, ew)
    assert data.get("winner") == winner or (winner is None and not data.get("over"))
    for lang in ("nl", "en", "de"):
        text = CliRunner().invoke(app, ["rubber", "show", str(sheet), "--lang", lang]).output
        assert unclean_lines(text, lang) == []
