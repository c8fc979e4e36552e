"""What one side of one table is scored on, as stored text.

A result row keeps, for each side, a short text that is easy to read in the
database and round-trips exactly:

* ``420`` or ``-50``: North-South points (a table result, or an assigned
  score, Law 12C1(a)-(b));
* ``A+``, ``A``, ``A-``: an artificial adjusted score (12C2); the 12C2(c)
  session figure is worked out when the event is scored, not stored;
* ``3/5@420;2/5@-50``: a weighted score (12C1(c)), exact fractions.

The two sides differ only for a split score (11A, 12C1(e), 43B3).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TypeAlias

from bridgelaws.cards import InputError
from bridgelaws.scoring.adjusted import ArtificialScore, WeightedScore

__all__ = ["Stored", "describe_outcome", "format_outcome", "parse_outcome", "parse_weighted"]

#: An outcome before the 12C2(c) session figure is known.
Stored: TypeAlias = int | WeightedScore | ArtificialScore

_ARTIFICIAL = {kind.value: kind for kind in ArtificialScore}


def format_outcome(outcome: Stored) -> str:
    """The stored text of an outcome."""
    if isinstance(outcome, ArtificialScore):
        return outcome.value
    if isinstance(outcome, WeightedScore):
        return ";".join(f"{weight}@{points}" for weight, points in outcome.outcomes)
    return str(outcome)


def describe_outcome(outcome: Stored, sign: int = 1) -> str:
    """An outcome for people, in full: ``420``, ``A+``, or a weighted score
    as ``60% -140 / 40% +110`` (``sign`` -1: seen from East-West)."""
    if isinstance(outcome, ArtificialScore):
        return outcome.value
    if isinstance(outcome, WeightedScore):
        parts = []
        for weight, points in sorted(outcome.outcomes, key=lambda item: -item[0]):
            percent = weight * 100
            shown = str(int(percent)) if percent.denominator == 1 else f"{float(percent):.1f}"
            parts.append(f"{shown}% {sign * points:+d}")
        return " / ".join(parts)
    return str(sign * outcome)


def parse_outcome(text: str) -> Stored:
    """Read a stored (or typed) outcome: points, ``A+``/``A``/``A-`` or weights."""
    key = text.strip().upper()
    if key in _ARTIFICIAL:
        return _ARTIFICIAL[key]
    if "@" in key:
        pairs: list[tuple[Fraction, int]] = []
        for part in key.split(";"):
            weight, _, points = part.partition("@")
            try:
                pairs.append((Fraction(weight), int(points)))
            except ValueError:
                raise InputError("not a weighted score: {value}", value=repr(text)) from None
        return WeightedScore.of(*pairs)
    try:
        return int(key)
    except ValueError:
        raise InputError(
            "not a score: {value} (expected NS points, A+, A, A- or weights like 0.6:420,0.4:-50)",
            value=repr(text),
        ) from None


def parse_weighted(text: str) -> WeightedScore:
    """A director's weighted score as typed: ``0.6:420,0.4:-50`` or ``60%:420,40%:-50``
    (weights and North-South points; the weights must add up to 1)."""
    outcomes: list[tuple[Fraction, int]] = []
    for part in text.replace(";", ",").split(","):
        if not part.strip():
            continue
        weight_text, sep, points_text = part.partition(":")
        if not sep:
            raise InputError(
                "not a weight:points pair: {part} in {value}",
                part=repr(part.strip()),
                value=repr(text),
            )
        weight_text = weight_text.strip()
        try:
            if weight_text.endswith("%"):
                weight = Fraction(weight_text[:-1]) / 100
            else:
                weight = Fraction(weight_text)
            points = int(points_text)
        except ValueError:
            raise InputError(
                "not a weight:points pair: {part} in {value}",
                part=repr(part.strip()),
                value=repr(text),
            ) from None
        outcomes.append((weight, points))
    return WeightedScore.of(*outcomes)
