"""Shared by the eighth blind check (tests/test_cases_check8_*.py).

Each record and its expected ruling were set down from the seeds (000 Dutch
2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, 001 the NBB rubber rules,
004 the NBB director protocols) before it was run, and are read with the
sixth check's reader (:func:`check6_cases.run6`: the report field by field,
the text in nl, en and de clean and listing every irregularity, seats never
as letters in a sentence, seed 004's order of the questions).

Board 1 (North deals, nobody vulnerable) on ``rule_cases.DEAL``:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98

The situations (spec §6) know no hands: a card is held by the seat that
plays it, and what the cards cannot show is a fact the director found.
"""

from __future__ import annotations

from typing import Any

from check2_cases import fact
from play2_helpers import events

EDITIONS = ("2017", "2007")


def ev(*parts: str | dict[str, Any] | list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Events from script pieces (:func:`play2_helpers.events`) and facts or
    other events written out, in the order given."""
    out: list[dict[str, Any]] = []
    for part in parts:
        if isinstance(part, str):
            out.extend(events(part))
        elif isinstance(part, list):
            out.extend(part)
        else:
            out.append(part)
    return out


def at_once(seat: str, cards: list[str], visible: list[str] | None = None) -> dict[str, Any]:
    """58B: ``seat`` put ``cards`` on the table at once (``visible``: the faces seen)."""
    out = fact("simultaneous_cards", cards, seat=seat)
    if visible is not None:
        out["visible"] = visible
    return out


def defective(seat: str, trick: int, value: Any = True, **more: Any) -> dict[str, Any]:
    """67: ``seat`` did not play to ``trick`` (``True``), or ``value`` (a card)
    lay in it as well."""
    return {"fact": "defective_trick", "value": value, "seat": seat, "trick": trick, **more}
