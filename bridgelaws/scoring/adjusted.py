"""Law 12: adjusted scores, and how they enter the scoring methods of Law 78.

A director who cannot let a board stand as played gives an *adjusted score*
(Law 12A). This module holds the values such a ruling produces, for one
contestant on one board; :mod:`bridgelaws.scoring.methods` scores them among
the table results.

Kinds of adjusted score
-----------------------
* **Artificial** (12C2): no result could be obtained, so the contestant gets a
  fixed share of the board according to his part in the irregularity:
  average-minus when directly at fault, average when partly at fault,
  average-plus when in no way at fault (:class:`ArtificialScore`, :class:`Fault`).
  The values are 40 / 50 / 60 % of the matchpoints in pairs and -3 / 0 / +3
  IMPs at IMPs (12C2(a) and (b)); a tournament may set others with the
  regulating authority's consent (12C2(b), 78D), hence
  :class:`AdjustedScoreSettings`.
* **Session rule** (12C2(c), also Law 88): the fixed values give way to the
  contestant's own result on the rest of the session when that is better for a
  non-offender given average-plus, or worse for an offender given
  average-minus. See :meth:`Artificial.percent` and :meth:`Artificial.imps`.
* **Assigned** (12C1(a)-(b)): a score in points that replaces the table score.
  It is an ordinary ``int`` here (NS points) and is scored like a table result.
* **Weighted** (12C1(c)): several legally attainable results, each with a
  weight (:class:`WeightedScore`). The methods score it as the weighted
  average of what each result would have scored (in matchpoints or in IMPs),
  never as one result with the average number of points.
* **Split, non-complementary** (11A, 12C1(e), 43B3): the two sides of one table
  are scored on different results (:class:`BoardResult` with ``ns != ew``).
  In a knockout the two computed results are averaged (12C4,
  :func:`knockout_average`).

Procedural penalties (Law 90) are not adjusted scores: they are deducted from
the offender's score only, and the opponents do not receive them
(:class:`ProceduralPenalty`).

Conventions: points are always North-South points (a negative number is a plus
for East-West), so one number describes a table result for both sides.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from math import floor
from typing import Final, TypeAlias

from bridgelaws.board import Vulnerability
from bridgelaws.calls import Contract
from bridgelaws.cards import InputError, Seat
from bridgelaws.scoring.duplicate import score_for_side

__all__ = [
    "DEFAULT_SETTINGS",
    "AdjustedScoreSettings",
    "Artificial",
    "ArtificialScore",
    "BoardResult",
    "Fault",
    "Outcome",
    "PenaltyUnit",
    "ProceduralPenalty",
    "WeightedScore",
    "knockout_average",
    "penalised_percentage",
    "round_half_away",
    "session_average",
]


class Fault(Enum):
    """A contestant's part in the irregularity that stopped a board (12C2(a))."""

    DIRECTLY = "directly at fault"
    PARTLY = "partly at fault"
    NONE = "in no way at fault"


class ArtificialScore(Enum):
    """The three artificial adjusted scores of Law 12C2."""

    AVERAGE_MINUS = "A-"
    AVERAGE = "A"
    AVERAGE_PLUS = "A+"

    @classmethod
    def for_fault(cls, fault: Fault) -> ArtificialScore:
        """The artificial score that goes with a contestant's part in the fault (12C2(a))."""
        return _ARTIFICIAL_FOR_FAULT[fault]

    def __str__(self) -> str:
        return self.value


_ARTIFICIAL_FOR_FAULT: Final = {
    Fault.DIRECTLY: ArtificialScore.AVERAGE_MINUS,
    Fault.PARTLY: ArtificialScore.AVERAGE,
    Fault.NONE: ArtificialScore.AVERAGE_PLUS,
}


@dataclass(frozen=True)
class AdjustedScoreSettings:
    """Values a tournament uses for adjusted scores.

    The defaults are those of Law 12C2(a) (pairs) and 12C2(b) (IMPs). Law
    12C2(b) lets the organiser set others, with the regulating authority's
    consent; they must keep their order (minus <= average <= plus).
    """

    #: Percent of the matchpoints on the board for average-minus (12C2(a): at most 40).
    average_minus_percent: float = 40.0
    average_percent: float = 50.0
    #: Percent for average-plus (12C2(a): at least 60).
    average_plus_percent: float = 60.0
    average_minus_imps: float = -3.0
    average_imps: float = 0.0
    average_plus_imps: float = 3.0
    #: Apply 12C2(c) (own session result instead of average-plus / average-minus).
    session_rule: bool = True
    #: Decimals kept in IMPs that are a weighted average (12C1(c)); ``None``
    #: keeps the exact value. The Laws give no rule; see
    #: :func:`bridgelaws.scoring.methods.weighted_imps`.
    imp_decimals: int | None = 2

    def __post_init__(self) -> None:
        percents = (self.average_minus_percent, self.average_percent, self.average_plus_percent)
        if not all(0.0 <= p <= 100.0 for p in percents):
            raise InputError(
                "artificial percentages must lie in 0..100, not {values}",
                values=", ".join(f"{p:g}" for p in percents),
            )
        if not percents[0] <= percents[1] <= percents[2]:
            raise InputError(
                "average-minus <= average <= average-plus is required: {values}",
                values=", ".join(f"{p:g}" for p in percents),
            )
        imp_values = (self.average_minus_imps, self.average_imps, self.average_plus_imps)
        if not imp_values[0] <= imp_values[1] <= imp_values[2]:
            raise InputError(
                "average-minus <= average <= average-plus is required: {values}",
                values=", ".join(f"{p:g}" for p in imp_values),
            )
        if self.imp_decimals is not None and self.imp_decimals < 0:
            raise InputError("imp_decimals must be None or at least 0")

    def percent(self, kind: ArtificialScore) -> float:
        """The fixed percentage of an artificial score (before 12C2(c))."""
        if kind is ArtificialScore.AVERAGE_MINUS:
            return self.average_minus_percent
        if kind is ArtificialScore.AVERAGE_PLUS:
            return self.average_plus_percent
        return self.average_percent

    def imps(self, kind: ArtificialScore) -> float:
        """The fixed IMPs of an artificial score (before 12C2(c))."""
        if kind is ArtificialScore.AVERAGE_MINUS:
            return self.average_minus_imps
        if kind is ArtificialScore.AVERAGE_PLUS:
            return self.average_plus_imps
        return self.average_imps


DEFAULT_SETTINGS: Final = AdjustedScoreSettings()


@dataclass(frozen=True)
class Artificial:
    """An artificial adjusted score (12C2) for one contestant on one board.

    ``session`` is the contestant's own result on the *other* boards of the
    session (see :func:`session_average`): a percentage when the board is
    scored in matchpoints, average IMPs per board when it is scored in IMPs.
    Without it, 12C2(c) cannot be applied and the fixed value is given.
    """

    kind: ArtificialScore
    session: float | None = None

    def percent(self, settings: AdjustedScoreSettings = DEFAULT_SETTINGS) -> float:
        """The percentage of the board's matchpoints this contestant receives.

        12C2(c): a non-offender (average-plus) whose session percentage is
        above the average-plus value keeps his session percentage, and an
        offender (average-minus) below the average-minus value keeps his. With
        the default values these are the 60 % and 40 % of the law; when a
        tournament sets other values we compare with those, so that the rule
        never gives a non-offender less than his award or an offender more.
        """
        fixed = settings.percent(self.kind)
        return self._session_rule(fixed, settings)

    def imps(self, settings: AdjustedScoreSettings = DEFAULT_SETTINGS) -> float:
        """The IMPs this contestant receives on the board.

        12C2(c) speaks of "the IMP equivalent" of the session percentage
        without defining it. We take the contestant's average IMPs per board
        on the other boards of the session (or match): it is in the unit a
        board is scored in, and compared with the +3 / -3 of 12C2(b) it plays
        the part that 60 % / 40 % play in pairs. So a non-offender averaging
        +4.2 IMPs a board gets +4.2 instead of +3, an offender averaging -5
        gets -5 instead of -3.
        """
        fixed = settings.imps(self.kind)
        return self._session_rule(fixed, settings)

    def _session_rule(self, fixed: float, settings: AdjustedScoreSettings) -> float:
        if not settings.session_rule or self.session is None:
            return fixed
        if self.kind is ArtificialScore.AVERAGE_PLUS and self.session > fixed:
            return self.session
        if self.kind is ArtificialScore.AVERAGE_MINUS and self.session < fixed:
            return self.session
        return fixed


WeightLike: TypeAlias = Fraction | int | float | str


def _weight(value: WeightLike) -> Fraction:
    if isinstance(value, float):
        # 0.6 is not exactly 3/5 in binary; a director means the decimal.
        return Fraction(value).limit_denominator(1_000_000)
    return Fraction(value)


@dataclass(frozen=True)
class WeightedScore:
    """A weighted assigned adjusted score (12C1(c)).

    ``outcomes`` holds ``(weight, NS points)`` pairs; the weights are positive
    and add up to exactly 1 (kept as fractions so that 1/3 + 2/3 is exact).
    Only results that could have been reached legally may be weighed (12C1(c));
    that judgement is the director's, not this class's.
    """

    outcomes: tuple[tuple[Fraction, int], ...]

    def __post_init__(self) -> None:
        if not self.outcomes:
            raise InputError("a weighted score needs at least one outcome")
        if any(weight <= 0 for weight, _ in self.outcomes):
            raise InputError("the weights of a weighted score must be positive")
        total = sum((weight for weight, _ in self.outcomes), Fraction(0))
        if total != 1:
            raise InputError(
                "the weights of a weighted score must add up to 1, not {total}", total=total
            )

    @classmethod
    def of(cls, *outcomes: tuple[WeightLike, int]) -> WeightedScore:
        """``WeightedScore.of((0.6, 420), (0.4, -50))``: 60 % of +420, 40 % of -50.

        Equal scores are merged, so a score can be compared with table scores
        by its distinct outcomes.
        """
        merged: dict[int, Fraction] = {}
        for weight, points in outcomes:
            merged[int(points)] = merged.get(int(points), Fraction(0)) + _weight(weight)
        return cls(tuple((w, p) for p, w in sorted(merged.items(), key=lambda item: -item[0])))

    @classmethod
    def from_contracts(
        cls,
        vulnerability: Vulnerability,
        *outcomes: tuple[WeightLike, Contract, Seat, int],
    ) -> WeightedScore:
        """Weights of contracts played: ``(weight, contract, declarer, tricks)``,
        scored for North-South by Law 77 with the board's vulnerability."""
        points = [
            (
                weight,
                score_for_side(
                    contract, declarer, tricks, vulnerability.is_vulnerable(declarer.side)
                ),
            )
            for weight, contract, declarer, tricks in outcomes
        ]
        return cls.of(*points)

    @property
    def mean(self) -> Fraction:
        """The weighted average number of points (not how the score is scored)."""
        return sum((weight * points for weight, points in self.outcomes), Fraction(0))

    def negated(self) -> WeightedScore:
        """The same score from East-West's point of view."""
        return WeightedScore(tuple((weight, -points) for weight, points in self.outcomes))


#: What one side of one table receives on a board: NS points (a table result
#: or an assigned score), a weighted score, or an artificial score.
Outcome: TypeAlias = int | WeightedScore | Artificial


@dataclass(frozen=True)
class BoardResult:
    """The result of one table on one board, for each side.

    Both fields are in North-South terms: ``ns`` is what North-South are scored
    on and ``ew`` what East-West are scored on (points or a weighted score, as
    NS points, or an artificial score for that side). For an ordinary result
    the two are the same number; a split score (11A, 12C1(e), 43B3) gives them
    different values, e.g. ``BoardResult(ns=420, ew=-50)``: North-South are
    scored as +420, East-West as if they had defeated the contract.
    """

    ns: Outcome
    ew: Outcome

    def __post_init__(self) -> None:
        for outcome in (self.ns, self.ew):
            if not isinstance(outcome, int | WeightedScore | Artificial) or isinstance(
                outcome, bool
            ):
                raise InputError("not a score for a board: {value}", value=repr(outcome))

    @classmethod
    def table(cls, points: int) -> BoardResult:
        """A table result (or an assigned score, 12C1(a)): NS points for both sides."""
        return cls(points, points)

    @classmethod
    def weighted(cls, score: WeightedScore) -> BoardResult:
        """A weighted assigned score (12C1(c)) for both sides."""
        return cls(score, score)

    @classmethod
    def artificial(
        cls,
        ns: ArtificialScore,
        ew: ArtificialScore,
        *,
        ns_session: float | None = None,
        ew_session: float | None = None,
    ) -> BoardResult:
        """Artificial scores for both sides (12C2); the sessions feed 12C2(c)."""
        return cls(Artificial(ns, ns_session), Artificial(ew, ew_session))

    @property
    def is_split(self) -> bool:
        """True when the two sides are scored on different results."""
        return self.ns != self.ew

    @property
    def is_played(self) -> bool:
        """True when neither side has an artificial score."""
        return not isinstance(self.ns, Artificial) and not isinstance(self.ew, Artificial)


def session_average(values: Iterable[float]) -> float:
    """The average of a contestant's board percentages (or IMPs per board) on the
    other boards of the session: the figure 12C2(c) compares with. Pass only
    the boards with a result (not those with artificial scores)."""
    items = list(values)
    if not items:
        raise InputError("12C2(c) needs at least one other board with a result")
    return sum(items) / len(items)


def knockout_average(home: float, away: float) -> tuple[float, float]:
    """Law 12C4: in a knockout match each side's score on a board with
    non-complementary adjusted scores is computed separately, and both receive
    the average: ``home`` and ``away`` are what each side's own score gives it
    (say +5 and +2 IMPs); the result balances, (+1.5, -1.5)."""
    mean = (home - away) / 2
    return mean, -mean


def round_half_away(value: Fraction | float, decimals: int) -> float:
    """Round ``value`` to ``decimals`` places, halves away from zero.

    Symmetric, so that a result and its negation round to opposite numbers
    (IMPs of the two sides stay antisymmetric)."""
    exact = value if isinstance(value, Fraction) else Fraction(value)
    scale: int = 10**decimals
    magnitude: int = floor(abs(exact) * scale + Fraction(1, 2))
    return (magnitude if exact >= 0 else -magnitude) / scale


class PenaltyUnit(Enum):
    """How a procedural penalty (Law 90) is expressed."""

    MATCHPOINTS = "MP"
    #: Percent of a top on one board (a "25 % of a top" penalty).
    PERCENT = "%"
    IMPS = "IMP"


@dataclass(frozen=True)
class ProceduralPenalty:
    """A procedural penalty (Law 90): deducted from the offender's score only.

    Unlike an adjusted score it is not a result on the board: the opponents
    and the rest of the field are compared with the table result as if there
    were no penalty. ``amount`` is positive (what is taken away).
    """

    amount: float
    unit: PenaltyUnit
    reason: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise InputError("a procedural penalty is a positive amount taken away")

    def matchpoints(self, top: float) -> float:
        """The penalty in matchpoints on a board whose top is ``top``."""
        if self.unit is PenaltyUnit.MATCHPOINTS:
            return self.amount
        if self.unit is PenaltyUnit.PERCENT:
            return self.amount * top / 100
        raise InputError("a penalty in IMPs cannot be taken from a matchpoint score")

    def imps(self) -> float:
        """The penalty in IMPs."""
        if self.unit is not PenaltyUnit.IMPS:
            raise InputError("a penalty in {unit} cannot be taken from IMPs", unit=self.unit.value)
        return self.amount


#: how a penalty's amount is written: the unit after the number (``25%``,
#: ``2MP``, ``3IMP``; ``IMPS`` too), spaces and case ignored
_PENALTY_SUFFIXES = (
    ("IMPS", PenaltyUnit.IMPS),
    ("IMP", PenaltyUnit.IMPS),
    ("%", PenaltyUnit.PERCENT),
    ("MP", PenaltyUnit.MATCHPOINTS),
)


def parse_penalty(text: str) -> tuple[float, PenaltyUnit] | None:
    """A penalty written as the director gives it (``25%``, ``2MP``, ``3IMP``)
    as its amount and unit, or None when ``text`` is no such amount (no unit,
    no number, not finite); whether the amount is above nothing is the
    caller's to check, where it says so in its own words."""
    key = text.strip().upper().replace(" ", "")
    for suffix, unit in _PENALTY_SUFFIXES:
        if key.endswith(suffix):
            try:
                amount = float(key[: -len(suffix)])
            except ValueError:
                return None
            if amount != amount or abs(amount) == float("inf"):  # not nan or inf
                return None
            return amount, unit
    return None


def penalised_percentage(
    percentage: float, penalties: Iterable[ProceduralPenalty], *, top: float, boards: int
) -> float:
    """A session percentage after procedural penalties (Law 90).

    ``top`` is the top on one board and ``boards`` the number of boards the
    percentage is over: a penalty of 25 % of a top over 24 boards costs
    25 / 24 = 1.04 percentage points."""
    if boards <= 0 or top <= 0:
        raise InputError("a session percentage needs boards and a positive top")
    lost = sum(penalty.matchpoints(top) for penalty in penalties)
    return percentage - 100 * lost / (top * boards)
