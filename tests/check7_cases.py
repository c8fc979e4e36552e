"""Shared by the seventh blind check (tests/test_cases_check7_*.py).

Each record and its expected ruling were set down from the seeds (000 Dutch
2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, 001 the NBB rubber rules,
004 the NBB director protocols) before it was run, and read with the sixth
check's reader (:func:`check6_cases.run6`: the report field by field, the
text in nl, en and de clean and listing every irregularity, seats never as
letters in a sentence, seed 004's order of the questions).

Board 1 (North deals, nobody vulnerable) on ``rule_cases.DEAL``:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98

The situations (spec §6) know no hands: a card is held by the seat that
plays it, and a revoke is a fact the director found.
"""

from __future__ import annotations

from typing import Any

from check2_cases import Case
from check6_cases import at
from check6_cases import pc as pc  # shared with check6; the check7 files import them here
from check6_cases import revoke_found as revoke_found

EDITIONS = ("2017", "2007")


def contract(
    bid: str, declarer: str, ns: int | None = None, ew: int | None = None, **more: Any
) -> dict[str, Any]:
    """A situation after the auction: ``bid`` by ``declarer``, with the tricks
    quitted so far when ``ns``/``ew`` are given."""
    out: dict[str, Any] = {"contract": bid, "declarer": declarer}
    if ns is not None and ew is not None:
        out["tricks"] = {"NS": ns, "EW": ew}
    out.update(more)
    return out


def each(
    name: str,
    situation: dict[str, Any],
    evs: str | list[dict[str, Any]],
    expect: dict[str, Any],
    wrong: str = "",
    editions: tuple[str, ...] = EDITIONS,
    **extra: Any,
) -> list[Case]:
    """One situation ruled in the editions named (they agree on it)."""
    return [Case(f"{name}_{ed}", at(situation, evs, ed, **extra), expect, wrong) for ed in editions]


def ended(bid: str, declarer: str, ns: int, edition: str = "2017", **extra: Any) -> dict[str, Any]:
    """A board whose play is over: ``ns`` tricks to North-South."""
    situation = contract(bid, declarer, ns, 13 - ns)
    return at(situation, "", edition, **extra)
