"""Law 78 scoring methods (and Laws 86, 87): hand-checked cases and properties."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.cards import BridgeError
from bridgelaws.scoring.adjusted import (
    ArtificialScore,
    BoardResult,
    WeightedScore,
)
from bridgelaws.scoring.imps import imps
from bridgelaws.scoring.methods import (
    ButlerSettings,
    ImpMethod,
    TeamFault,
    butler_datum,
    butler_imps,
    cross_imps,
    cross_imps_average,
    discrete_victory_points,
    field_percentages,
    matchpoints,
    neuberg,
    one_table_result,
    percentages,
    score_board_imps,
    score_board_matchpoints,
    score_fouled_board,
    several_results,
    team_board_imps,
    total_points,
    victory_points,
    wbf_vp_table,
    weighted_cross_imps,
    weighted_imps,
    weighted_matchpoints,
)

A_MINUS, AVERAGE, A_PLUS = (
    ArtificialScore.AVERAGE_MINUS,
    ArtificialScore.AVERAGE,
    ArtificialScore.AVERAGE_PLUS,
)

#: Table scores: multiples of 10 as Law 77 gives them, NS points.
scores_st = st.lists(st.integers(-400, 400).map(lambda x: 10 * x), min_size=1, max_size=40)


def naive_matchpoints(scores: list[int]) -> list[int]:
    return [
        sum(2 if s > t else 1 if s == t else 0 for j, t in enumerate(scores) if j != i)
        for i, s in enumerate(scores)
    ]


# -- 78A ------------------------------------------------------------------------------


def test_law_78a_two_per_lower_score_one_per_equal() -> None:
    # 450 beats four; each 420 beats two and ties one; 170 beats one; -50 none.
    assert matchpoints([420, 420, 450, -50, 170]) == [5, 5, 8, 0, 2]


def test_law_78a_ties_at_top_and_bottom() -> None:
    units = matchpoints([100, 100, 50, -50, -50])
    assert units == [7, 7, 4, 1, 1]
    assert sum(units) == 5 * 4
    assert percentages([100, 100, 50, -50, -50]) == [87.5, 87.5, 50.0, 12.5, 12.5]


def test_law_78a_all_equal_is_average_for_everyone() -> None:
    assert matchpoints([620] * 6) == [5] * 6
    assert percentages([620] * 6) == [50.0] * 6


def test_law_78a_single_result_is_fifty_percent() -> None:
    assert percentages([-100]) == [50.0]
    assert score_board_matchpoints([BoardResult.table(-100)])[0].ns_percent == 50.0


def test_law_78a_east_west_scored_on_the_negated_scores() -> None:
    board = score_board_matchpoints([BoardResult.table(s) for s in (420, 420, 450, -50, 170)])
    assert [r.ns for r in board] == [5, 5, 8, 0, 2]
    assert [r.ew for r in board] == [3, 3, 0, 8, 6]
    assert all(r.ns_percent + r.ew_percent == 100 for r in board)


def test_law_78a_neuberg_board_played_fewer_times() -> None:
    # Hand-worked: 100, 50, -50 on a board meant for 4 tables. Among
    # themselves 4, 2, 0 (top 4); (MP + 1) * 4/3 - 1 gives 17/3, 3, 1/3 on the
    # top of 6. Together they hold 9 = 12 (four tables' units) less the 3 an
    # average fourth table would have had.
    scaled = [neuberg(mp, 3, 4) for mp in matchpoints([100, 50, -50])]
    assert scaled == pytest.approx([17 / 3, 3, 1 / 3])
    assert sum(scaled) == pytest.approx(12 - 3)
    board = score_board_matchpoints([BoardResult.table(s) for s in (100, 50, -50)], expected=4)
    assert [r.top for r in board] == [6, 6, 6]
    assert [r.ns_percent for r in board] == pytest.approx([94.444444, 50.0, 5.555556])
    assert [r.ew_percent for r in board] == pytest.approx([5.555556, 50.0, 94.444444])


def test_law_78a_neuberg_changes_nothing_on_a_complete_board() -> None:
    assert [neuberg(mp, 5, 5) for mp in (0, 3, 8)] == [0, 3, 8]


def test_law_78a_neuberg_rejects_impossible_counts() -> None:
    with pytest.raises(BridgeError):
        neuberg(2, 5, 4)
    with pytest.raises(BridgeError):
        score_board_matchpoints([BoardResult.table(0)] * 3, expected=2)


def test_law_78a_adjusted_score_among_table_scores() -> None:
    # Five tables, one with average-plus / average-minus (12C2): the four table
    # scores are matchpointed among themselves (6, 3, 3, 0) and scaled to the
    # five-table top of 8 by Neuberg, (MP + 1) * 5/4 - 1.
    results = [BoardResult.table(s) for s in (450, 420, 420, -50)]
    results.append(BoardResult.artificial(A_PLUS, A_MINUS))
    board = score_board_matchpoints(results)
    assert [r.ns for r in board] == pytest.approx([7.75, 4.0, 4.0, 0.25, 4.8])
    assert [r.ew for r in board] == pytest.approx([0.25, 4.0, 4.0, 7.75, 3.2])
    assert board[4].ns_percent == pytest.approx(60.0)
    assert board[4].ew_percent == pytest.approx(40.0)


def test_law_78a_field_percentage_counts_the_score_against_itself() -> None:
    # (MP + 1) / 2n: the lone top of four is 7/8, not 100 %.
    assert field_percentages([100, 50, 0, -50]) == [87.5, 62.5, 37.5, 12.5]


def test_law_78a_weighted_matchpoints_reduce_to_plain() -> None:
    scores = [420, 420, 450, -50, 170]
    assert weighted_matchpoints([[(1, s)] for s in scores]) == matchpoints(scores)


@given(scores_st)
def test_law_78a_matchpoints_sum_to_n_times_n_minus_1(scores: list[int]) -> None:
    n = len(scores)
    units = matchpoints(scores)
    assert sum(units) == n * (n - 1)
    assert units == naive_matchpoints(scores)


@given(scores_st)
def test_law_78a_percentages_of_the_two_directions_are_complementary(scores: list[int]) -> None:
    board = score_board_matchpoints([BoardResult.table(s) for s in scores])
    for result in board:
        assert result.ns_percent + result.ew_percent == pytest.approx(100.0)
        assert result.ns + result.ew == result.top
    assert field_percentages(scores) == pytest.approx(
        [100 - p for p in field_percentages([-s for s in scores])]
    )


@given(scores_st, st.integers(0, 5))
def test_law_78a_neuberg_keeps_the_board_total(scores: list[int], missing: int) -> None:
    # The n scaled scores plus an average for each missing result hold exactly
    # the units of a full board.
    n, total = len(scores), len(scores) + missing
    scaled = [neuberg(mp, n, total) for mp in matchpoints(scores)]
    assert sum(scaled) + missing * (total - 1) == pytest.approx(total * (total - 1))


@settings(max_examples=50)
@given(scores_st, st.fractions(Fraction(1, 10), Fraction(9, 10)))
def test_law_78a_weighted_board_sums_to_n_times_n_minus_1(
    scores: list[int], weight: Fraction
) -> None:
    entries = [[(Fraction(1), s)] for s in scores]
    entries.append([(weight, 420), (1 - weight, -50)])
    n = len(entries)
    assert sum(weighted_matchpoints(entries)) == pytest.approx(n * (n - 1))


# -- 78B ------------------------------------------------------------------------------


def test_law_78b_team_match_open_and_closed_room() -> None:
    # Home sits NS in the open room (+620) and EW in the closed room (NS +170):
    # home has 620 - 170 = 450, 10 IMPs.
    assert team_board_imps(BoardResult.table(620), BoardResult.table(170)) == (10, -10)
    assert team_board_imps(BoardResult.table(-100), BoardResult.table(-100)) == (0, 0)
    assert team_board_imps(BoardResult.table(-1430), BoardResult.table(100)) == (-17, 17)


def test_law_78b_cross_imps_every_score_against_every_other() -> None:
    scores = [420, 420, 450, -50, 170]
    # 450: +1 +1 against the 420s, +11 against -50 (500), +7 against 170 (280).
    assert cross_imps(scores) == [15, 15, 20, -37, -13]
    assert cross_imps_average(scores) == [3.75, 3.75, 5.0, -9.25, -3.25]
    assert cross_imps([100]) == [0]
    assert cross_imps_average([100]) == [0.0]


def test_law_78b_butler_datum_without_extremes() -> None:
    scores = [420, 420, 450, -50, 170]
    # Top (450) and bottom (-50) left out: (170 + 420 + 420) / 3 = 336.7 -> 340.
    assert butler_datum(scores) == 340
    assert butler_imps(scores) == [2, 2, 3, -9, -5]
    # Nothing left out: 1410 / 5 = 282 -> 280.
    assert butler_datum(scores, ButlerSettings(drop=0)) == 280
    # Unrounded.
    assert butler_datum(scores, ButlerSettings(round_to=None)) == pytest.approx(1010 / 3)


def test_law_78b_butler_drop_as_a_fraction_and_small_fields() -> None:
    scores = [-500, 100, 110, 120, 130, 140, 150, 170, 200, 1400]
    # 20 % at each end: two of ten; (110 + ... + 170) / 6 = 136.7 -> 140.
    assert butler_datum(scores, ButlerSettings(drop=0.2)) == 140
    # Two scores cannot lose one at each end: both are kept.
    assert butler_datum([100, 200]) == 150
    assert butler_datum([100, 200, 900]) == 200


def test_law_78b_butler_datum_rounds_halves_away_from_zero() -> None:
    assert butler_datum([0, 50], ButlerSettings(drop=0)) == 30
    assert butler_datum([0, -50], ButlerSettings(drop=0)) == -30


def test_law_78b_butler_board_with_both_directions() -> None:
    board = score_board_imps(
        [BoardResult.table(s) for s in (420, 420, 450, -50, 170)], ImpMethod.BUTLER
    )
    assert [r.ns for r in board] == [2, 2, 3, -9, -5]
    assert [r.ew for r in board] == [-2, -2, -3, 9, 5]


def test_law_78b_cross_imp_board_with_fewer_results() -> None:
    results = [BoardResult.table(s) for s in (420, 420, 450, -50, 170)]
    results.append(BoardResult.artificial(A_PLUS, A_MINUS))
    average = score_board_imps(results, ImpMethod.CROSS_AVERAGE)
    assert [r.ns for r in average] == [3.75, 3.75, 5.0, -9.25, -3.25, 3.0]
    assert average[5].ew == -3.0
    total = score_board_imps(results, ImpMethod.CROSS)
    # four comparisons scaled to the five of a full board
    assert [r.ns for r in total] == [18.75, 18.75, 25.0, -46.25, -16.25, 15.0]


def test_law_78b_weighted_imps_are_averaged_per_outcome() -> None:
    # 1/3 of +420 and 2/3 of -50 against +170: 1/3 x 6 + 2/3 x -6 = -2.
    third = WeightedScore.of((Fraction(1, 3), 420), (Fraction(2, 3), -50))
    assert weighted_imps(third, 170) == -2
    # 1/3 of +10 IMPs and 2/3 of 0 = 3.333... -> 3.33, and -3.33 the other way.
    split = WeightedScore.of((Fraction(1, 3), 470), (Fraction(2, 3), 0))
    assert weighted_imps(split, 0) == 3.33
    assert weighted_imps(split.negated(), 0) == -3.33
    assert weighted_imps(split, 0, decimals=None) == pytest.approx(10 / 3)
    assert weighted_imps(420, 170) == 6


@given(scores_st)
def test_law_78b_imps_antisymmetric(scores: list[int]) -> None:
    totals = cross_imps(scores)
    assert sum(totals) == 0
    assert cross_imps([-s for s in scores]) == [-t for t in totals]
    assert totals == [sum(imps(s - t) for t in scores) for s in scores]
    assert weighted_cross_imps([[(1.0, s)] for s in scores]) == pytest.approx(totals)
    for a, b in itertools.pairwise(scores):
        assert imps(a - b) == -imps(b - a)
        home, away = team_board_imps(BoardResult.table(a), BoardResult.table(b))
        assert home == -away


@given(scores_st)
def test_law_78b_butler_antisymmetric(scores: list[int]) -> None:
    assert butler_datum([-s for s in scores]) == -butler_datum(scores)
    board = score_board_imps([BoardResult.table(s) for s in scores], ImpMethod.BUTLER)
    assert all(r.ns == -r.ew for r in board)


# -- 78C ------------------------------------------------------------------------------


def test_law_78c_total_points() -> None:
    weighted = WeightedScore.of((0.6, 420), (0.4, -50))
    assert total_points([420, -50, 100, weighted]) == pytest.approx(470 + 232)
    with pytest.raises(BridgeError, match="12C2"):
        total_points([420, BoardResult.artificial(A_PLUS, A_MINUS).ns])


# -- 78D: victory points ---------------------------------------------------------------


def test_law_78d_wbf_vp_draw_and_ends_of_the_scale() -> None:
    assert victory_points(0, 16) == (10.0, 10.0)
    # 16 boards: blitz 15 * 4 = 60 IMPs, no reduction beyond it (no negative VPs).
    assert victory_points(60, 16) == (20.0, 0.0)
    assert victory_points(59, 16)[0] < 20.0
    assert victory_points(250, 16) == (20.0, 0.0)
    assert victory_points(-250, 16) == (0.0, 20.0)
    # 14 boards: blitz 56.1, so 57 IMPs is the first 20-0.
    assert len(wbf_vp_table(14)) == 58
    assert victory_points(57, 14) == (20.0, 0.0)
    assert victory_points(56, 14)[0] < 20.0


@pytest.mark.parametrize(
    ("boards", "margin", "winner"),
    [
        # R. Klinger, IBPA Bulletin May 2013, 14-board NEC Cup scale
        (14, 1, 10.33),
        (14, 2, 10.66),
        (14, 3, 10.97),
        (14, 4, 11.28),
        (14, 5, 11.58),
        (14, 6, 11.87),
        (14, 7, 12.16),
        (14, 10, 12.97),
        (14, 20, 15.26),
        # the 20-board scale as given when the Dutch federation adopted it
        (20, 1, 10.28),
        (20, 2, 10.55),
    ],
)
def test_law_78d_wbf_vp_known_points(boards: int, margin: int, winner: float) -> None:
    assert victory_points(margin, boards) == (winner, round(20 - winner, 2))
    assert victory_points(-margin, boards) == (round(20 - winner, 2), winner)


@pytest.mark.parametrize("boards", [1, 2, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 48, 64])
def test_law_78d_wbf_vp_increments_never_grow(boards: int) -> None:
    hundredths = [round(v * 100) for v in wbf_vp_table(boards)]
    assert hundredths[0] == 1000 and hundredths[-1] == 2000
    steps = [b - a for a, b in itertools.pairwise(hundredths)]
    assert all(step >= 0 for step in steps)
    assert all(later <= earlier for earlier, later in itertools.pairwise(steps))


def test_law_78d_fractional_margin_is_interpolated() -> None:
    low, high = victory_points(7, 14)[0], victory_points(8, 14)[0]
    assert victory_points(7.5, 14)[0] == round((low + high) / 2 + 1e-9, 2)


@settings(max_examples=200)
@given(st.floats(-200, 200, allow_nan=False), st.integers(1, 64))
def test_law_78d_vps_of_the_two_teams_sum_to_20(margin: float, boards: int) -> None:
    a, b = victory_points(margin, boards)
    assert a + b == pytest.approx(20.0)
    assert 0 <= b <= 20 and 0 <= a <= 20
    assert victory_points(-margin, boards) == (b, a)
    whole = discrete_victory_points(margin, boards)
    assert sum(whole) == 20


def test_law_78d_discrete_scale_rows() -> None:
    # 20 boards: 0-1 IMP a draw, 2-5 IMPs 11-9, 6-9 IMPs 12-8.
    rows = {margin: discrete_victory_points(margin, 20)[0] for margin in range(12)}
    assert [rows[m] for m in range(10)] == [10, 10, 11, 11, 11, 11, 12, 12, 12, 12]
    assert discrete_victory_points(-3, 20) == (9, 11)
    assert discrete_victory_points(68, 20) == (20, 0)
    # the IMP ranges of successive VPs never shrink
    for boards in (8, 12, 16, 20, 24, 32):
        width: dict[int, int] = {}
        for margin in range(200):
            vp = discrete_victory_points(margin, boards)[0]
            width[vp] = width.get(vp, 0) + 1
        inner = [width[vp] for vp in range(11, 20)]
        assert inner == sorted(inner), boards


# -- Law 86 ---------------------------------------------------------------------------


def test_law_86b1_one_table_result_clearly_favourable_needs_an_assigned_score() -> None:
    played = BoardResult.table(1430)
    with pytest.raises(BridgeError, match="86B1"):
        one_table_result(played, BoardResult.artificial(A_PLUS, A_MINUS), clearly_favourable=True)
    # assigned at the other table: 6H made there too, or 60 % made / 40 % one down
    assert one_table_result(played, BoardResult.table(1430), clearly_favourable=True) == (0, 0)
    assigned = BoardResult.weighted(WeightedScore.of((0.6, 1430), (0.4, -100)))
    home, away = one_table_result(played, assigned, clearly_favourable=True)
    assert (home, away) == (pytest.approx(0.4 * 17), pytest.approx(-0.4 * 17))


def test_law_86b1_one_table_result_artificial_when_not_favourable() -> None:
    # Closed room could not play: the home team (EW there) was at fault.
    closed = BoardResult.artificial(A_PLUS, A_MINUS)
    assert one_table_result(BoardResult.table(140), closed, clearly_favourable=False) == (-3, 3)
    # The same with the result obtained in the closed room instead.
    opened = BoardResult.artificial(A_MINUS, A_PLUS)
    assert one_table_result(
        BoardResult.table(140), opened, played_in_open=False, clearly_favourable=False
    ) == (-3, 3)


def test_law_86b2_several_results() -> None:
    assert several_results(TeamFault.NEITHER) == (0, 0)
    assert several_results(TeamFault.BOTH) == (-3, -3)
    assert several_results(TeamFault.BOTH, both=AVERAGE) == (0, 0)
    # non-offenders: average-plus or the assigned score, whichever is better
    assert several_results(TeamFault.HOME) == (-3, 3)
    assert several_results(TeamFault.HOME, assigned=2) == (-3, 3)
    assert several_results(TeamFault.AWAY, assigned=7) == (7, -7)


def test_law_86_artificial_given_twice_is_refused() -> None:
    both = BoardResult.artificial(AVERAGE, AVERAGE)
    with pytest.raises(BridgeError, match="86B2"):
        team_board_imps(both, both)


# -- Law 87 ---------------------------------------------------------------------------


def test_law_87_fouled_board_scored_per_group() -> None:
    results = [BoardResult.table(s) for s in (420, 170, -50, 100, 100)]
    versions = ["A", "A", "A", "B", "B"]
    board = score_fouled_board(results, versions)
    # Group A: 4, 2, 0 among three, Neuberg to five results: (MP + 1) * 5/3 - 1.
    # Group B: 1, 1 among two: (1 + 1) * 5/2 - 1 = 4, average.
    assert [r.ns for r in board] == pytest.approx([22 / 3, 4, 2 / 3, 4, 4])
    assert all(r.top == 8 for r in board)
    assert all(r.ns + r.ew == pytest.approx(8) for r in board)
    with pytest.raises(BridgeError):
        score_fouled_board(results, versions[:-1])


def test_law_87_unfouled_board_is_scored_as_one_group() -> None:
    results = [BoardResult.table(s) for s in (420, 170, -50, 100)]
    assert score_fouled_board(results, [0, 0, 0, 0]) == score_board_matchpoints(results)


def test_law_78a_two_thousand_pairs_score_correctly() -> None:
    # 2,000 pairs = 1,000 tables on each of 26 boards, both directions, with a
    # few adjusted scores. The timing lives in bench/event.py (no timed tests).
    import random

    rng = random.Random(78)
    choices = [-200, -100, -50, 90, 110, 140, 170, 420, 450, 620, 650, -620, 1430]
    boards = [[BoardResult.table(rng.choice(choices)) for _ in range(1000)] for _ in range(26)]
    for board in boards[:5]:
        board[0] = BoardResult.artificial(A_PLUS, A_MINUS)
        board[1] = BoardResult.weighted(WeightedScore.of((0.5, 420), (0.5, -50)))
    scored = [score_board_matchpoints(board) for board in boards]
    # 999 table results Neuberg-scaled to 1000 hold 999 x 999 units, plus the 60 %
    assert sum(r.ns for r in scored[0]) == pytest.approx(999 * 999 + 0.6 * 2 * 999)
    assert sum(r.ew for r in scored[0]) == pytest.approx(999 * 999 + 0.4 * 2 * 999)
    assert all(sum(r.ns for r in board) == pytest.approx(1000 * 999) for board in scored[5:])
    # each plain board: a score's units are 2 per lower score and 1 per equal one
    for board, results in zip(boards[5:], scored[5:], strict=True):
        points = sorted({r.ns for r in board if isinstance(r.ns, int)})
        for value in (points[0], points[-1]):
            lower = sum(1 for r in board if isinstance(r.ns, int) and r.ns < value)
            equal = sum(1 for r in board if r.ns == value) - 1
            index = next(i for i, r in enumerate(board) if r.ns == value)
            assert results[index].ns == 2 * lower + equal
