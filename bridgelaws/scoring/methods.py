"""Law 78: scoring methods, and the event rules of Laws 86 and 87.

Every function here works on one board (or one match) and is pure; the event
layer decides which results are compared with which.

Matchpoints (78A)
    Each score is compared with every other score on the board that it is to
    be compared with: 2 units for each lower score, 1 for each equal score, 0
    for each higher one ("top-2" units; halve them for the 1-unit style).
    The top on a board played *n* times is ``2 (n - 1)``. :func:`matchpoints`
    sorts the scores once and gives a whole group of equal scores its units at
    once, so a board costs O(n log n) rather than n^2 comparisons.

Boards played a different number of times, and adjusted scores (Neuberg)
    When only *n* comparable scores exist on a board that should have *N*
    (a board played fewer times, or some tables given artificial scores), the
    *n* scores are matchpointed among themselves and then scaled to the top of
    a board played *N* times by the Neuberg formula, in top-2 units::

        MP' = (MP + 1) * N / n - 1

    The "+1" counts the score as tying with itself, which makes the scaled
    result exact for a score that is average among the *n*: it stays average
    among the *N*. Hand-worked example: scores 100, 50 and -50 on a board that
    should have been played 4 times score 4, 2, 0 among themselves (top 4);
    scaled to the top of 6 they become 5 2/3, 3 and 1/3 (see
    :func:`neuberg` and the tests). An artificial score (12C2) is a percentage
    of the *N*-table top; the table scores around it are Neuberg-scaled from the
    number of table scores to *N* (:func:`score_board_matchpoints`).

IMPs (78B)
    A difference of points becomes IMPs by :func:`bridgelaws.scoring.imps.imps`.
    Teams compare the two tables of a match (:func:`team_board_imps`). Pairs
    events compare either with every other score (cross-IMPs,
    :func:`cross_imps`, and their average per comparison,
    :func:`cross_imps_average`) or with a datum (Butler, :func:`butler_imps`):
    the average of the scores with the extremes left out, rounded to 10.

Total points (78C)
    :func:`total_points`.

Victory points (78D)
    The WBF 2013 continuous 20-VP scale (:func:`victory_points`) and a whole-VP
    scale derived from it (:func:`discrete_victory_points`,
    :func:`discrete_vp_thresholds`).

Law 86 (team play): :func:`one_table_result` and :func:`several_results`.
Law 87 (fouled board): :func:`score_fouled_board`.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate, groupby, pairwise
from math import ceil, floor, sqrt
from typing import Final, TypeAlias

from bridgelaws.cards import InputError
from bridgelaws.scoring.adjusted import (
    DEFAULT_SETTINGS,
    AdjustedScoreSettings,
    Artificial,
    ArtificialScore,
    BoardResult,
    Outcome,
    WeightedScore,
    knockout_average,
    round_half_away,
)
from bridgelaws.scoring.imps import IMP_SCALE, imps

__all__ = [
    "DEFAULT_BUTLER",
    "ButlerSettings",
    "ImpMethod",
    "ImpResult",
    "MatchpointResult",
    "TeamFault",
    "butler_datum",
    "butler_imps",
    "cross_imps",
    "cross_imps_average",
    "discrete_victory_points",
    "discrete_vp_thresholds",
    "field_percentages",
    "matchpoints",
    "neuberg",
    "one_table_result",
    "percentages",
    "score_board_imps",
    "score_board_matchpoints",
    "score_fouled_board",
    "several_results",
    "team_board_imps",
    "total_points",
    "victory_points",
    "wbf_vp_table",
    "weighted_cross_imps",
    "weighted_imps",
    "weighted_matchpoints",
]

#: The lowest difference of each IMP row from 1 IMP up: imps(d) for d >= 0 is
#: the number of these that are <= d. Cross-IMPs count with them (see below).
_IMP_LOWS: Final = tuple(low for low, _ in IMP_SCALE[1:])

#: ``(weight, points)``: one possible result of a contestant, with its weight.
Component: TypeAlias = tuple[Fraction | float, float]


# -- matchpoints (78A) ----------------------------------------------------------------


def matchpoints(scores: Sequence[float]) -> list[int]:
    """Law 78A in top-2 units: 2 per lower score, 1 per equal score, 0 per higher.

    ``scores`` are the scores of one direction (say NS points of every table);
    the result is in the same order. Runs in O(n log n): sorted once, and a
    group of ``k`` equal scores above ``i`` lower ones all get ``2i + k - 1``.
    """
    order = sorted(range(len(scores)), key=scores.__getitem__)
    result = [0] * len(scores)
    below = 0
    for _, group in groupby(order, key=scores.__getitem__):
        members = list(group)
        units = 2 * below + len(members) - 1
        for index in members:
            result[index] = units
        below += len(members)
    return result


def percentages(scores: Sequence[float]) -> list[float]:
    """Matchpoints as a percentage of the top ``2 (n - 1)``; 50 when alone."""
    n = len(scores)
    if n == 1:
        return [50.0]
    top = 2 * (n - 1)
    return [100 * units / top for units in matchpoints(scores)]


def field_percentages(scores: Sequence[float]) -> list[float]:
    """Percentages with each score also compared with itself, as a tie:
    ``(MP + 1) / (2 n)``.

    This is the limit of the Neuberg formula when the board is thought of as
    played by an unbounded field, and it is what the multi-centre Fifth Friday
    Tournament published (see tests/test_scoring_corpus.py): a lone top is
    worth a little less than 100 %, a lone bottom a little more than 0, and the
    two directions still add up to 100.
    """
    n = len(scores)
    return [100 * (units + 1) / (2 * n) for units in matchpoints(scores)]


def neuberg(mp: float, compared: int, expected: int) -> float:
    """Scale top-2 matchpoints earned among ``compared`` scores to a board that
    should have had ``expected`` scores: ``(mp + 1) * expected / compared - 1``."""
    if compared < 1 or expected < compared:
        raise InputError(
            "Neuberg needs 1 <= scores compared <= scores expected, not {compared}, {expected}",
            compared=compared,
            expected=expected,
        )
    return (mp + 1) * expected / compared - 1


def _components(outcome: int | WeightedScore, sign: int) -> list[tuple[Fraction, int]]:
    if isinstance(outcome, WeightedScore):
        return [(weight, sign * points) for weight, points in outcome.outcomes]
    return [(Fraction(1), sign * outcome)]


def weighted_matchpoints(entries: Sequence[Sequence[Component]]) -> list[float]:
    """Law 78A with weighted scores (12C1(c)).

    Each entry is one contestant's ``(weight, points)`` outcomes (a table
    result is ``[(1, points)]``). Two contestants compare each outcome of one
    with each outcome of the other, the units weighted by the product of the
    weights; so a weighted score receives the weighted average of the
    matchpoints each of its outcomes would have received, and the rest of the
    field is compared with it in the same proportions. The units on the board
    still add up to ``n (n - 1)``.
    """
    weight_at: dict[float, float] = {}
    for entry in entries:
        if abs(sum(float(weight) for weight, _ in entry) - 1.0) > 1e-9:
            raise InputError("the weights of an entry must add up to 1: {value}", value=repr(entry))
        for weight, points in entry:
            weight_at[points] = weight_at.get(points, 0.0) + float(weight)
    below: dict[float, float] = {}
    running = 0.0
    for points in sorted(weight_at):
        below[points] = running
        running += weight_at[points]
    result: list[float] = []
    for entry in entries:
        units = 0.0
        for weight, points in entry:
            units += float(weight) * (2 * below[points] + weight_at[points])
        # take out the comparisons of the entry with itself
        for weight, points in entry:
            for other_weight, other in entry:
                own = 2 if points > other else 1 if points == other else 0
                units -= float(weight) * float(other_weight) * own
        result.append(units)
    return result


@dataclass(frozen=True)
class MatchpointResult:
    """Matchpoints (top-2 units) of both sides of one table on one board."""

    ns: float
    ew: float
    #: ``2 (N - 1)`` for a board with N results.
    top: float

    @property
    def ns_percent(self) -> float:
        return 100 * self.ns / self.top if self.top else 50.0

    @property
    def ew_percent(self) -> float:
        return 100 * self.ew / self.top if self.top else 50.0


def _outcome(result: BoardResult, sign: int) -> Outcome:
    return result.ns if sign > 0 else result.ew


def _direction_matchpoints(
    results: Sequence[BoardResult], sign: int, expected: int, settings: AdjustedScoreSettings
) -> list[float]:
    outcomes = [_outcome(result, sign) for result in results]
    top = 2 * (expected - 1)
    played = [(i, o) for i, o in enumerate(outcomes) if not isinstance(o, Artificial)]
    units: list[float] = [0.0] * len(outcomes)
    if played:
        plain = [sign * o for _, o in played if isinstance(o, int)]
        raw: Sequence[float]
        if len(plain) == len(played):
            raw = matchpoints(plain)
        else:
            raw = weighted_matchpoints(
                [_components(o, sign) for _, o in played if not isinstance(o, Artificial)]
            )
        for (index, _), mp in zip(played, raw, strict=True):
            units[index] = neuberg(mp, len(played), expected) if len(played) < expected else mp
    for index, outcome in enumerate(outcomes):
        if isinstance(outcome, Artificial):
            units[index] = outcome.percent(settings) * top / 100
    return units


def score_board_matchpoints(
    results: Sequence[BoardResult],
    *,
    expected: int | None = None,
    settings: AdjustedScoreSettings = DEFAULT_SETTINGS,
) -> list[MatchpointResult]:
    """Matchpoint one board: every table's result, table scores and adjusted ones.

    ``expected`` is the number of times the board should have been played
    (default: the number of results given). North-South are compared on their
    outcomes and East-West on theirs, so a split score (11A, 12C1(e), 43B3)
    counts as one result in each direction. Table and assigned scores are
    matchpointed among themselves and Neuberg-scaled to ``expected`` results
    when they are fewer; an artificial score gets its percentage (12C2, with
    12C2(c) when its session figure is known) of the ``expected``-result top.
    """
    total = len(results) if expected is None else expected
    if total < len(results):
        raise InputError(
            "{count} results on a board expected {total} times", count=len(results), total=total
        )
    if total < 1:
        return []
    ns = _direction_matchpoints(results, 1, total, settings)
    ew = _direction_matchpoints(results, -1, total, settings)
    top = 2 * (total - 1)
    return [MatchpointResult(a, b, top) for a, b in zip(ns, ew, strict=True)]


# -- IMPs (78B) -----------------------------------------------------------------------


def _imp_sum(
    components: Sequence[tuple[Fraction, int]], others: Sequence[tuple[Fraction, float]]
) -> Fraction:
    return sum(
        (wa * wb * imps(a - b) for wa, a in components for wb, b in others),
        Fraction(0),
    )


def weighted_imps(
    own: int | WeightedScore,
    other: int | WeightedScore | Fraction | float,
    decimals: int | None = 2,
) -> float:
    """IMPs for ``own`` against ``other`` (NS points), either of them weighted.

    12C1(c) at IMPs: each outcome of a weighted score is turned into IMPs on
    its own and the IMPs are averaged with the weights (60 % of 4H made and
    40 % of one down against a table score gives 0.6 x the IMPs for 4H made plus
    0.4 x the IMPs for one down). Averaging the *points* first and turning the
    average into IMPs is a different method, which we do not use.

    The Laws give no rounding rule for the fractional IMPs this produces. We
    round the average (not each outcome) to ``decimals`` places, halves away
    from zero, so that the two sides' IMPs stay exact opposites; ``None``
    keeps the exact value. Without weights the result is a whole number.
    """
    mine = _components(own, 1)
    if isinstance(other, int | WeightedScore):
        theirs: list[tuple[Fraction, float]] = [
            (weight, points) for weight, points in _components(other, 1)
        ]
    else:
        theirs = [(Fraction(1), float(other))]
    exact = _imp_sum(mine, theirs)
    if exact.denominator == 1 or decimals is None:
        return float(exact)
    return round_half_away(exact, decimals)


def cross_imps(scores: Sequence[float]) -> list[int]:
    """Cross-IMPs: each score against every other score, the IMPs summed.

    Counting, not comparing pairwise: ``imps(d)`` for ``d >= 0`` is the number
    of IMP rows whose lowest difference is at most ``d``, so the IMPs of ``s``
    against the field are, over the 24 rows, the scores at least a row's
    difference below ``s`` less those at least that much above it. With the
    scores sorted that is two binary searches per row: O(24 n log n).
    """
    ordered = sorted(scores)
    n = len(ordered)
    memo: dict[float, int] = {}
    result: list[int] = []
    for score in scores:
        total = memo.get(score)
        if total is None:
            total = 0
            for low in _IMP_LOWS:
                total += bisect_right(ordered, score - low) - (
                    n - bisect_left(ordered, score + low)
                )
            memo[score] = total
        result.append(total)
    return result


def cross_imps_average(scores: Sequence[float]) -> list[float]:
    """Cross-IMPs divided by the number of comparisons (``n - 1``): IMPs per
    opponent, comparable between boards played a different number of times."""
    n = len(scores)
    if n < 2:
        return [0.0] * n
    return [total / (n - 1) for total in cross_imps(scores)]


def weighted_cross_imps(entries: Sequence[Sequence[Component]]) -> list[float]:
    """Cross-IMP totals when some entries are weighted scores (12C1(c)): every
    outcome against every outcome of the others, weighted by both weights."""
    points = sorted((float(p), float(w)) for entry in entries for w, p in entry)
    values = [p for p, _ in points]
    cumulative = [0.0, *accumulate(w for _, w in points)]
    grand = cumulative[-1]
    result: list[float] = []
    for entry in entries:
        total = 0.0
        for weight, score in entry:
            s = float(score)
            for low in _IMP_LOWS:
                lower = cumulative[bisect_right(values, s - low)]
                higher = grand - cumulative[bisect_left(values, s + low)]
                total += float(weight) * (lower - higher)
        # take out the entry's comparisons with its own outcomes
        for weight, score in entry:
            for other_weight, other in entry:
                total -= float(weight) * float(other_weight) * imps(float(score) - float(other))
        result.append(total)
    return result


@dataclass(frozen=True)
class ButlerSettings:
    """How the Butler datum is formed.

    ``drop``: scores left out at *each* end before averaging; an ``int`` is a
    count, a ``float`` below 0.5 a fraction of the scores (rounded down). When
    that would leave nothing, as many are left out as still leave one or two
    scores. ``round_to``: the datum is rounded to a multiple of this (halves
    away from zero); ``None`` keeps the exact average.
    """

    drop: int | float = 1
    round_to: int | None = 10

    def __post_init__(self) -> None:
        if isinstance(self.drop, float) and not 0.0 <= self.drop < 0.5:
            raise InputError("a Butler drop fraction must lie in [0, 0.5)")
        if isinstance(self.drop, int) and self.drop < 0:
            raise InputError("a Butler drop count cannot be negative")
        if self.round_to is not None and self.round_to <= 0:
            raise InputError("the Butler datum is rounded to a positive multiple")


DEFAULT_BUTLER: Final = ButlerSettings()


def butler_datum(scores: Sequence[float], settings: ButlerSettings = DEFAULT_BUTLER) -> float:
    """The Butler datum: the average of the scores without the extremes,
    rounded as configured. Exact arithmetic, so that the datum of the East-West
    scores is the opposite of the North-South datum."""
    n = len(scores)
    if n == 0:
        raise InputError("a Butler datum needs at least one score")
    drop = floor(settings.drop * n) if isinstance(settings.drop, float) else settings.drop
    drop = min(drop, (n - 1) // 2)
    kept = sorted(scores)[drop : n - drop]
    if all(isinstance(s, int) for s in kept):
        mean = Fraction(sum(int(s) for s in kept), len(kept))
    else:
        mean = sum((Fraction(s) for s in kept), Fraction(0)) / len(kept)
    if settings.round_to is None:
        return float(mean)
    step = settings.round_to
    return round_half_away(mean / step, 0) * step


def butler_imps(scores: Sequence[float], settings: ButlerSettings = DEFAULT_BUTLER) -> list[int]:
    """Law 78B IMPs of each score against the Butler datum."""
    datum = butler_datum(scores, settings)
    return [imps(score - datum) for score in scores]


class ImpMethod(Enum):
    """How a pairs board is scored at IMPs."""

    BUTLER = "butler"
    #: Cross-IMP totals (each against every other, summed).
    CROSS = "cross"
    #: Cross-IMPs divided by the number of comparisons.
    CROSS_AVERAGE = "cross-average"


@dataclass(frozen=True)
class ImpResult:
    """IMPs of both sides of one table on one board."""

    ns: float
    ew: float


def _direction_imps(
    results: Sequence[BoardResult],
    sign: int,
    method: ImpMethod,
    butler: ButlerSettings,
    settings: AdjustedScoreSettings,
) -> list[float]:
    outcomes = [_outcome(result, sign) for result in results]
    played = [(i, o) for i, o in enumerate(outcomes) if not isinstance(o, Artificial)]
    expected = len(outcomes)
    values: list[float] = [0.0] * expected
    if played and method is ImpMethod.BUTLER:
        # Everything in this direction's own terms: EW points are NS points negated.
        own: list[int | WeightedScore] = [
            (sign * o) if isinstance(o, int) else (o if sign > 0 else o.negated())
            for _, o in played
        ]
        plain = [o for o in own if isinstance(o, int)]
        # The datum stands for what the field scored at the table; a weighted
        # score is nobody's table result, so it counts only when nothing else does.
        basis: Sequence[float] = plain or [
            float(o.mean) for o in own if isinstance(o, WeightedScore)
        ]
        datum = butler_datum(basis, butler)
        for (index, _), mine in zip(played, own, strict=True):
            values[index] = (
                imps(mine - datum)
                if isinstance(mine, int)
                else weighted_imps(mine, datum, settings.imp_decimals)
            )
    elif played:
        plain = [sign * o for _, o in played if isinstance(o, int)]
        totals: list[float]
        if len(plain) == len(played):
            totals = [float(total) for total in cross_imps(plain)]
        else:
            totals = weighted_cross_imps([_components(o, sign) for _, o in played])
        comparisons = len(played) - 1
        for (index, _), total in zip(played, totals, strict=True):
            if comparisons == 0:
                values[index] = 0.0
            elif method is ImpMethod.CROSS_AVERAGE:
                values[index] = total / comparisons
            else:
                # scaled to the comparisons a full board would have given
                values[index] = total * (expected - 1) / comparisons
    for index, outcome in enumerate(outcomes):
        if isinstance(outcome, Artificial):
            per_comparison = outcome.imps(settings)
            values[index] = (
                per_comparison * (expected - 1) if method is ImpMethod.CROSS else per_comparison
            )
    return values


def score_board_imps(
    results: Sequence[BoardResult],
    method: ImpMethod = ImpMethod.CROSS_AVERAGE,
    *,
    butler: ButlerSettings = DEFAULT_BUTLER,
    settings: AdjustedScoreSettings = DEFAULT_SETTINGS,
) -> list[ImpResult]:
    """Score one board of a pairs event at IMPs (Butler or cross-IMPs).

    Artificial scores get their IMPs (12C2(b), 12C2(c) with the session's IMPs
    per board) and take no part in the comparisons; weighted scores are scored
    outcome by outcome (12C1(c)). With :attr:`ImpMethod.CROSS` the totals of
    the table scores are scaled to the comparisons the board would have had
    with every result, and an artificial score counts once per comparison.
    """
    ns = _direction_imps(results, 1, method, butler, settings)
    ew = _direction_imps(results, -1, method, butler, settings)
    return [ImpResult(a, b) for a, b in zip(ns, ew, strict=True)]


def _team_side_imps(ns_seat: Outcome, ew_seat: Outcome, settings: AdjustedScoreSettings) -> float:
    """IMPs of one team whose NS pair got ``ns_seat`` at one table and whose EW
    pair got ``ew_seat`` at the other (both in NS points of their table)."""
    artificial = [o for o in (ns_seat, ew_seat) if isinstance(o, Artificial)]
    if len(artificial) == 2:
        raise InputError(
            "an artificial score is awarded once per board and team (Law 86B2): "
            "give it at one table only"
        )
    if artificial:
        return artificial[0].imps(settings)
    assert not isinstance(ns_seat, Artificial) and not isinstance(ew_seat, Artificial)
    other: int | WeightedScore = ew_seat
    return weighted_imps(ns_seat, other, settings.imp_decimals)


def team_board_imps(
    open_room: BoardResult,
    closed_room: BoardResult,
    *,
    settings: AdjustedScoreSettings = DEFAULT_SETTINGS,
    knockout: bool = False,
) -> tuple[float, float]:
    """IMPs of a team match board: ``(home, away)``, where the home team sits
    North-South in the open room and East-West in the closed room.

    A team's IMPs come from its own outcomes at the two tables, so a split
    score can make the board non-balancing (home + away != 0). In a knockout
    that is not allowed to stand: Law 12C4 gives both the average.
    """
    home = _team_side_imps(open_room.ns, closed_room.ew, settings)
    away = _team_side_imps(closed_room.ns, open_room.ew, settings)
    if knockout and home != -away:
        return knockout_average(home, away)
    return home, away


def one_table_result(
    played: BoardResult,
    adjusted: BoardResult,
    *,
    played_in_open: bool = True,
    clearly_favourable: bool,
    settings: AdjustedScoreSettings = DEFAULT_SETTINGS,
    knockout: bool = False,
) -> tuple[float, float]:
    """Law 86B1: a team board with a result at one table only.

    ``played`` is the result obtained at one table; ``adjusted`` is what the
    director gave at the other. When the table result is clearly favourable
    to one side, the director must assign a score (12C1(c)), so that the good
    result is not lost: an artificial score is then refused. Otherwise an
    artificial score is allowed, and each team gets its IMPs from it.
    Returns ``(home, away)`` as :func:`team_board_imps` does.
    """
    if clearly_favourable and not adjusted.is_played:
        raise InputError(
            "Law 86B1: the result at the other table is clearly favourable to one side, "
            "so the director must assign an adjusted score, not an artificial one"
        )
    if played_in_open:
        return team_board_imps(played, adjusted, settings=settings, knockout=knockout)
    return team_board_imps(adjusted, played, settings=settings, knockout=knockout)


class TeamFault(Enum):
    """Who is at fault when a team board has more than one result (86B2)."""

    NEITHER = "neither"
    HOME = "home"
    AWAY = "away"
    BOTH = "both"


def several_results(
    fault: TeamFault,
    *,
    assigned: float | None = None,
    both: ArtificialScore = ArtificialScore.AVERAGE_MINUS,
    settings: AdjustedScoreSettings = DEFAULT_SETTINGS,
) -> tuple[float, float]:
    """Law 86B2: the same contestants got non-comparable results, or more than
    one adjusted score was needed (fouled boards included). ``(home, away)``.

    * no one at fault: the board is cancelled, both get average (86B2(a));
    * one team at fault: the non-offenders get average-plus or the assigned
      score ``assigned`` (their IMPs), whichever is more favourable, and the
      offenders the complement (86B2(b));
    * both at fault: cancelled with artificial scores (86B2(c)); average-minus
      each by default, as each is directly at fault (12C2(a)); ``both`` lets
      the director choose average for a side only partly at fault.
    """
    if fault is TeamFault.NEITHER:
        average = settings.imps(ArtificialScore.AVERAGE)
        return average, average
    if fault is TeamFault.BOTH:
        value = settings.imps(both)
        return value, value
    best = settings.imps(ArtificialScore.AVERAGE_PLUS)
    if assigned is not None:
        best = max(best, assigned)
    return (-best, best) if fault is TeamFault.HOME else (best, -best)


# -- Law 87 ---------------------------------------------------------------------------


def score_fouled_board(
    results: Sequence[BoardResult],
    versions: Sequence[Hashable],
    *,
    expected: int | None = None,
    settings: AdjustedScoreSettings = DEFAULT_SETTINGS,
) -> list[MatchpointResult]:
    """Law 87B: a fouled board in pairs, scored per group.

    ``versions[i]`` names the form of the board table ``i`` played (the
    director's finding). Each group is matchpointed on its own, then
    Neuberg-scaled to the top of the whole board (``expected``, by default the
    number of results), so that every contestant's score is on the same top.
    Law 87B lets the regulations choose the method; this is the one we use.
    """
    if len(versions) != len(results):
        raise InputError("every result needs the version of the board it was played on")
    total = len(results) if expected is None else expected
    groups: dict[Hashable, list[int]] = {}
    for index, version in enumerate(versions):
        groups.setdefault(version, []).append(index)
    scored: list[MatchpointResult | None] = [None] * len(results)
    for members in groups.values():
        group = score_board_matchpoints(
            [results[i] for i in members], expected=total, settings=settings
        )
        for index, result in zip(members, group, strict=True):
            scored[index] = result
    return [result for result in scored if result is not None]


# -- total points (78C) ---------------------------------------------------------------


def total_points(outcomes: Iterable[Outcome]) -> float:
    """Law 78C: a contestant's points added over all boards.

    A weighted score counts with its weighted average of points. Artificial
    scores have no value in points (12C2 gives percentages and IMPs only): the
    director must assign a score in points instead.
    """
    total = Fraction(0)
    for outcome in outcomes:
        if isinstance(outcome, Artificial):
            raise InputError(
                "Law 12C2 gives no artificial score in total points; assign a score in points"
            )
        total += outcome.mean if isinstance(outcome, WeightedScore) else outcome
    return float(total)


# -- victory points (78D) -------------------------------------------------------------

#: tau of the WBF scale: the golden ratio less one, (sqrt 5 - 1) / 2.
_TAU: Final = (sqrt(5) - 1) / 2


@lru_cache(maxsize=128)
def _vp_hundredths(boards: int) -> tuple[int, ...]:
    if boards < 1:
        raise InputError("a match has at least one board, not {boards}", boards=boards)
    blitz = 15 * sqrt(boards)
    denominator = 1 - _TAU**3
    hundredths = [
        min(2000, floor(100 * (10 + 10 * (1 - _TAU ** (3 * margin / blitz)) / denominator) + 0.5))
        for margin in range(ceil(blitz) + 1)
    ]
    # Rounding can make one IMP worth 0.01 VP more than the IMP before it;
    # the WBF method raises the total in between until increments never grow.
    changed = True
    while changed:
        changed = False
        for i in range(1, len(hundredths) - 1):
            if hundredths[i + 1] - hundredths[i] > hundredths[i] - hundredths[i - 1]:
                hundredths[i] += 1
                changed = True
    return tuple(hundredths)


def wbf_vp_table(boards: int) -> tuple[float, ...]:
    """The WBF 2013 continuous scale for a match of ``boards`` boards: the
    winner's VPs for IMP margins 0, 1, 2, ... up to the blitz, where it is 20.

    Source: WBF Scoring Panel (M. Bavin, H. Bethe, B. Bramley, P. Buchen),
    "The New WBF IMP to VP Scales", technical report, 2013, introduced at the
    2013 world championships (Bali). Our own implementation of its method:

    * blitz margin ``X = 15 * sqrt(boards)`` (not in general a whole number);
    * winner's VPs ``10 + 10 * (1 - tau ** (3 * M / X)) / (1 - tau ** 3)``
      for margin ``M``, with ``tau = (sqrt 5 - 1) / 2``; capped at 20;
    * rounded to two decimals;
    * then, because rounding can make one IMP worth 0.01 VP more than the IMP
      before it, wherever an increment exceeds the previous one the VP total
      in between is raised by 0.01, until increments never grow.

    Checked against published figures (tests): 14 boards (R. Klinger, IBPA
    Bulletin, May 2013: 10.33, 10.66, 10.97, 11.28, 11.58, 11.87, 12.16 for
    1..7 IMPs, 12.97 for 10, 15.26 for 20) and 20 boards (10.28 for 1 IMP,
    10.55 for 2, as given when the Dutch federation adopted the scale).
    """
    return tuple(h / 100 for h in _vp_hundredths(boards))


def _winner_hundredths(size: float, boards: int) -> int:
    table = _vp_hundredths(boards)
    low = floor(size)
    if low >= len(table) - 1:
        return 2000
    share = Fraction(size) - low
    return int(round_half_away(table[low] + share * (table[low + 1] - table[low]), 0))


def victory_points(margin: float, boards: int) -> tuple[float, float]:
    """VPs on the WBF continuous scale: ``(team with the margin, opponents)``.

    ``margin`` is the first team's IMPs less the opponents'. The two always
    add up to 20; beyond the blitz margin the winner has 20 and the loser 0
    (no negative VPs). A fractional margin (averaged or weighted IMPs) is not
    in the WBF table, which is made for whole IMPs; we interpolate linearly
    between the two neighbouring whole margins and round to two decimals.
    """
    winner = _winner_hundredths(abs(margin), boards)
    loser = 2000 - winner
    if margin < 0:
        winner, loser = loser, winner
    return winner / 100, loser / 100


@lru_cache(maxsize=128)
def discrete_vp_thresholds(boards: int) -> tuple[int, ...]:
    """The whole-VP scale as IMP thresholds: entry ``k`` (0 to 9) is the
    smallest margin that earns ``11 + k`` VPs; below the first it is a draw.

    Derivation (ours; see :func:`discrete_victory_points`): each threshold is
    the first whole margin whose continuous VPs round (a half up) to that
    whole number. The WBF designed its discrete scales so that the IMP range
    of each VP is never narrower than the range of the VP below it; plain
    rounding breaks that now and then (8 boards: 17 VPs would span 5 IMPs and
    18 VPs 4), so wherever a range is wider than the next, the threshold
    between them moves down one IMP, until the ranges never shrink. The blitz
    margin (20-0) never moves.
    """
    table = _vp_hundredths(boards)
    thresholds: list[int] = []
    for vp in range(11, 21):
        thresholds.append(
            next((m for m, h in enumerate(table) if h + 50 >= vp * 100), len(table) - 1)
        )
    changed = True
    while changed:
        changed = False
        widths = [thresholds[0]] + [b - a for a, b in pairwise(thresholds)]
        for i in range(len(widths) - 1):
            if widths[i] > widths[i + 1]:
                thresholds[i] -= 1
                changed = True
                break
    return tuple(thresholds)


def discrete_victory_points(margin: float, boards: int) -> tuple[int, int]:
    """Whole VPs (20 to 0) on a discrete scale derived from the WBF continuous
    scale: ``(team with the margin, opponents)``.

    The table used is :func:`discrete_vp_thresholds`: the continuous VPs
    rounded to whole VPs, with the IMP ranges then made non-decreasing as the
    WBF requires of its discrete scales. For 20 boards it gives 0-1 IMP 10-10,
    2-5 IMPs 11-9, 6-9 IMPs 12-8, as the WBF table does. The WBF publishes
    its own discrete tables; we could not check every row of every one, so a
    tournament using the official tables should compare them. A fractional
    margin earns a VP only once it reaches the whole-IMP threshold.
    """
    size = abs(margin)
    winner = 10 + sum(1 for threshold in discrete_vp_thresholds(boards) if size >= threshold)
    return (winner, 20 - winner) if margin >= 0 else (20 - winner, winner)
