"""Shared by the eleventh blind check (tests/test_cases_check11_*.py).

Each record and its expected ruling were set down from the seeds (000 Dutch
2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, 001 the NBB rubber rules,
004 the NBB director protocols) before it was run, and are read with the
sixth check's reader (:func:`check6_cases.run6`: the report field by field,
the text in nl, en and de clean and listing every irregularity, seats never
as letters in a sentence, seed 004's order of the questions). A situation
(spec §6) knows no hands: a card is held by the seat that plays it.

Here the one helper the earlier rounds lack: :func:`three`, one situation in
2017, 2007 and under the rubber rules, each with its own events and
expectation.
"""

from __future__ import annotations

from typing import Any

from check2_cases import Case
from check8_cases import ev
from check10_cases import split

NEXT = "next_turn"
REST = "rest_of_auction"


def three(
    name: str,
    situation: dict[str, Any],
    want: dict[str, tuple[str | list[dict[str, Any]], dict[str, Any]]],
    wrong: dict[str, str] | None = None,
    **extra: Any,
) -> list[Case]:
    """One situation per edition named in ``want`` (``2017``, ``2007``,
    ``rubber``): edition -> (its events, what its ruling must hold);
    ``extra`` goes into each record (``board``, ``vulnerable``)."""
    return split(name, situation, want, wrong, **extra)


def alike(
    name: str,
    situation: dict[str, Any],
    evs: str | list[dict[str, Any]],
    expect: dict[str, Any],
    rubber: dict[str, Any] | None = None,
    rubber_events: str | list[dict[str, Any]] | None = None,
    wrong: dict[str, str] | None = None,
    **extra: Any,
) -> list[Case]:
    """Both editions rule alike; ``rubber`` adds the rubber rules' expectation
    (with their own events when ``rubber_events`` is given)."""
    want: dict[str, tuple[str | list[dict[str, Any]], dict[str, Any]]] = {
        "2017": (evs, expect),
        "2007": (evs, expect),
    }
    if rubber is not None:
        want["rubber"] = (evs if rubber_events is None else rubber_events, rubber)
    return three(name, situation, want, wrong, **extra)


def hesitation(agreed: bool = True) -> list[dict[str, Any]]:
    """Board 1 on ``rule_cases.DEAL``: 1NT by North, 2D by East; South
    hesitates (event 3, about his pass, event 2) and passes; North reopens
    with a double (event 5): 2DX by East, South leads, East claims six
    tricks (two down, North-South +300)."""
    return [
        *ev("N 1NT; E 2D; S Pass"),
        {"by": "S", "extraneous": "hesitation", "of": 2, "agreed": agreed},
        *ev("W Pass; N X; E Pass; S Pass; W Pass; S card HA; E claim 6; N agree; S agree"),
    ]
