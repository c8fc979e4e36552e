"""Shared by the ninth blind check (tests/test_cases_check9_*.py).

Each record and its expected ruling were set down from the seeds (000 Dutch
2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, 001 the NBB rubber rules,
004 the NBB director protocols) before it was run, and are read with the
sixth check's reader (:func:`check6_cases.run6`: the report field by field,
the text in nl, en and de clean and listing every irregularity, seats never
as letters in a sentence, seed 004's order of the questions).

Board 1 (North deals, nobody vulnerable) on ``rule_cases.DEAL`` where a deal
is given; the situations (spec §6) know no hands: a card is held by the seat
that plays it, and what the cards cannot show is a fact the director found.
"""

from __future__ import annotations

from typing import Any

from check2_cases import Case, fact
from check6_cases import at

EDITIONS = ("2017", "2007")


def per_edition(
    name: str,
    situation: dict[str, Any],
    evs: str | list[dict[str, Any]],
    expect: dict[str, dict[str, Any]],
    wrong: dict[str, str] | None = None,
    **extra: Any,
) -> list[Case]:
    """One situation ruled in each edition named in ``expect`` (edition ->
    what that edition's ruling must hold); ``wrong`` names the editions main
    still rules wrongly (strict xfail)."""
    wrongs = wrong or {}
    return [
        Case(f"{name}_{ed}", at(situation, evs, ed, **extra), want, wrongs.get(ed, ""))
        for ed, want in expect.items()
    ]


def revokes(*found: tuple[str, int, str, int]) -> list[dict[str, Any]]:
    """The director's findings about one or more revokes (spec §6): each as
    (seat, trick, won by, tricks the offending side won after it)."""
    out: list[dict[str, Any]] = []
    for seat, trick, won_by, after in found:
        out += [
            fact("revoke", {"seat": seat, "trick": trick}),
            fact("revoke_trick_won_by", won_by, trick=trick),
            fact("offending_side_tricks_after", after, trick=trick),
        ]
    return out


def boards(
    name: str,
    want: dict[str, tuple[str | list[dict[str, Any]], dict[str, Any]]],
    wrong: dict[str, str] | None = None,
    **extra: Any,
) -> list[Case]:
    """A whole-board record per edition on rule_cases.DEAL: edition -> (its
    events, what its ruling must hold). The events may differ where the
    edition asks another question (23A's comparable call is 2017's)."""
    from check6_cases import board

    wrongs = wrong or {}
    return [
        Case(f"{name}_{ed}", board(evs, ed, **extra), expect, wrongs.get(ed, ""))
        for ed, (evs, expect) in want.items()
    ]


def same(name: str, evs: str | list[dict[str, Any]], expect: dict[str, Any]) -> list[Case]:
    """A whole-board record both editions rule alike."""
    return boards(name, {"2017": (evs, expect), "2007": (evs, expect)})


def scored(rows: list[tuple[str, str, str, int, dict[str, Any], int]]) -> list[Case]:
    """Law 77 from a board whose play is over, in both editions: each row is
    (name, contract, declarer, North-South's tricks, record fields such as the
    vulnerability or the board number, North-South's points)."""
    from check7_cases import ended

    return [
        Case(
            f"{name}_{ed}",
            ended(bid, declarer, ns, ed, **fields),
            {
                "status": "complete",
                "tricks": {"NS": ns, "EW": 13 - ns},
                "score": {"NS": points, "EW": -points},
            },
        )
        for name, bid, declarer, ns, fields, points in rows
        for ed in EDITIONS
    ]
