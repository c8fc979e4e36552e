"""Law 12 adjusted scores (with 11A, 43B3, 88 and 90) scored by the Law 78 methods."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.board import Vulnerability
from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, Seat
from bridgelaws.scoring.adjusted import (
    AdjustedScoreSettings,
    Artificial,
    ArtificialScore,
    BoardResult,
    Fault,
    PenaltyUnit,
    ProceduralPenalty,
    WeightedScore,
    knockout_average,
    penalised_percentage,
    round_half_away,
    session_average,
)
from bridgelaws.scoring.methods import (
    ImpMethod,
    score_board_imps,
    score_board_matchpoints,
    team_board_imps,
)

A_MINUS, AVERAGE, A_PLUS = (
    ArtificialScore.AVERAGE_MINUS,
    ArtificialScore.AVERAGE,
    ArtificialScore.AVERAGE_PLUS,
)


# -- 12C2: artificial adjusted scores ---------------------------------------------------


def test_law_12c2a_artificial_score_follows_the_fault() -> None:
    assert ArtificialScore.for_fault(Fault.DIRECTLY) is A_MINUS
    assert ArtificialScore.for_fault(Fault.PARTLY) is AVERAGE
    assert ArtificialScore.for_fault(Fault.NONE) is A_PLUS


def test_law_12c2a_pairs_values_40_50_60_percent() -> None:
    assert [Artificial(kind).percent() for kind in (A_MINUS, AVERAGE, A_PLUS)] == [40, 50, 60]


def test_law_12c2b_imp_values_minus_3_0_plus_3() -> None:
    assert [Artificial(kind).imps() for kind in (A_MINUS, AVERAGE, A_PLUS)] == [-3, 0, 3]


def test_law_12c2b_tournament_may_set_other_values() -> None:
    settings = AdjustedScoreSettings(
        average_minus_percent=35,
        average_plus_percent=65,
        average_minus_imps=-2,
        average_plus_imps=2,
    )
    assert Artificial(A_MINUS).percent(settings) == 35
    assert Artificial(A_PLUS).percent(settings) == 65
    assert Artificial(A_PLUS).imps(settings) == 2
    with pytest.raises(BridgeError):
        AdjustedScoreSettings(average_minus_percent=55)
    with pytest.raises(BridgeError):
        AdjustedScoreSettings(average_plus_percent=101)
    with pytest.raises(BridgeError):
        AdjustedScoreSettings(average_plus_imps=-4)


def test_law_12c2c_non_offender_above_60_percent_keeps_own() -> None:
    assert Artificial(A_PLUS, session=64.2).percent() == 64.2
    # not above 60: average-plus stands
    assert Artificial(A_PLUS, session=55.0).percent() == 60
    assert Artificial(A_PLUS, session=60.0).percent() == 60


def test_law_12c2c_offender_below_40_percent_keeps_own() -> None:
    assert Artificial(A_MINUS, session=35.5).percent() == 35.5
    # not below 40: average-minus stands (an offender never gains by it)
    assert Artificial(A_MINUS, session=47.0).percent() == 40
    assert Artificial(A_MINUS, session=40.0).percent() == 40


def test_law_12c2c_does_not_touch_average_or_the_other_direction() -> None:
    assert Artificial(AVERAGE, session=70.0).percent() == 50
    assert Artificial(AVERAGE, session=30.0).percent() == 50
    # a non-offender doing badly still gets average-plus, an offender doing well average-minus
    assert Artificial(A_PLUS, session=30.0).percent() == 60
    assert Artificial(A_MINUS, session=70.0).percent() == 40


def test_law_12c2c_imp_equivalent_is_average_imps_per_board() -> None:
    assert Artificial(A_PLUS, session=4.2).imps() == 4.2
    assert Artificial(A_PLUS, session=1.5).imps() == 3
    assert Artificial(A_MINUS, session=-5.0).imps() == -5
    assert Artificial(A_MINUS, session=-1.0).imps() == -3


def test_law_12c2c_rule_can_be_switched_off() -> None:
    settings = AdjustedScoreSettings(session_rule=False)
    assert Artificial(A_PLUS, session=75.0).percent(settings) == 60
    assert Artificial(A_MINUS, session=-6.0).imps(settings) == -3


def test_law_12c2c_session_percentage_on_the_other_boards() -> None:
    assert session_average([70.0, 62.5, 58.0, 71.5]) == pytest.approx(65.5)
    with pytest.raises(BridgeError):
        session_average([])


def test_law_12c2c_in_a_matchpoint_board() -> None:
    # The non-offender has 65.5 % on the session's other boards: 65.5 % of the
    # top of 8, not 60 %; the offender has 36 %: 36 %, not 40 %.
    results = [BoardResult.table(s) for s in (450, 420, 420, -50)]
    results.append(BoardResult.artificial(A_PLUS, A_MINUS, ns_session=65.5, ew_session=36.0))
    last = score_board_matchpoints(results)[-1]
    assert last.ns == pytest.approx(0.655 * 8)
    assert last.ew == pytest.approx(0.36 * 8)
    assert last.ns_percent == pytest.approx(65.5)
    assert last.ew_percent == pytest.approx(36.0)


def test_law_12c2c_in_a_team_match() -> None:
    # Home was in no way at fault and averages +4.5 IMPs a board in the match.
    closed = BoardResult(Artificial(A_MINUS), Artificial(A_PLUS, session=4.5))
    assert team_board_imps(BoardResult.table(420), closed) == (4.5, -3)


def test_law_12c2_artificial_score_among_table_scores() -> None:
    # 5 tables; 4 table results scaled by Neuberg from 4 to 5 results, the
    # fifth table average for both sides (director's error, 50/50).
    results = [BoardResult.table(s) for s in (450, 420, 420, -50)]
    results.append(BoardResult.artificial(AVERAGE, AVERAGE))
    board = score_board_matchpoints(results)
    assert [r.ns for r in board] == pytest.approx([7.75, 4, 4, 0.25, 4])
    # the board still holds n (n - 1) units
    assert sum(r.ns for r in board) == pytest.approx(20)


def test_law_12c2_artificial_in_butler_and_cross_imps() -> None:
    results = [BoardResult.table(s) for s in (420, 420, 450, -50, 170)]
    results.append(BoardResult.artificial(A_PLUS, A_MINUS))
    butler = score_board_imps(results, ImpMethod.BUTLER)
    # the datum (340) comes from the five table results only
    assert [r.ns for r in butler] == [2, 2, 3, -9, -5, 3]
    assert butler[5].ew == -3


# -- 12C1: assigned and weighted adjusted scores --------------------------------------


def four_hearts(weight_made: str) -> WeightedScore:
    """60 % of 4H made, 40 % of 4H one down (South declarer, nobody vulnerable)."""
    made = Fraction(weight_made)
    return WeightedScore.from_contracts(
        Vulnerability.NONE,
        (made, Contract.parse("4H"), Seat.SOUTH, 10),
        (1 - made, Contract.parse("4H"), Seat.SOUTH, 9),
    )


def test_law_12c1c_weighted_score_from_contracts() -> None:
    score = four_hearts("0.6")
    assert score.outcomes == ((Fraction(3, 5), 420), (Fraction(2, 5), -50))
    assert score.mean == Fraction(232)
    assert WeightedScore.of((0.6, 420), (0.4, -50)) == score


def test_law_12c1c_weights_must_be_positive_and_add_up_to_1() -> None:
    with pytest.raises(BridgeError):
        WeightedScore.of((0.6, 420), (0.3, -50))
    with pytest.raises(BridgeError):
        WeightedScore.of((1.2, 420), (-0.2, -50))
    with pytest.raises(BridgeError):
        WeightedScore(())
    # equal outcomes merge
    assert WeightedScore.of((0.5, 420), (0.5, 420)).outcomes == ((Fraction(1), 420),)


def test_law_12c1c_weighted_score_in_matchpoints() -> None:
    # Field: 420, -50, 450 and the weighted table (60 % 420, 40 % -50).
    # The weighted table: 4H made would get 1 + 2 + 0 = 3, one down 0 + 1 + 0 = 1:
    # 0.6 x 3 + 0.4 x 1 = 2.2. The table with 420 gets 2 (vs -50) + 0 (vs 450)
    # + 0.6 x 1 + 0.4 x 2 = 3.4 against the weighted score.
    results = [
        BoardResult.table(420),
        BoardResult.table(-50),
        BoardResult.weighted(four_hearts("0.6")),
        BoardResult.table(450),
    ]
    board = score_board_matchpoints(results)
    assert [r.ns for r in board] == pytest.approx([3.4, 0.4, 2.2, 6.0])
    assert [r.ew for r in board] == pytest.approx([2.6, 5.6, 3.8, 0.0])
    assert sum(r.ns for r in board) == pytest.approx(4 * 3)
    assert board[2].ns_percent == pytest.approx(2.2 / 6 * 100)


def test_law_12c1c_weighted_score_in_imps() -> None:
    # Team match: open room 4H made (+420 for home); closed room weighted 60/40.
    # Home: 0.6 x imps(0) + 0.4 x imps(470) = 0.4 x 10 = 4.
    assert team_board_imps(BoardResult.table(420), BoardResult.weighted(four_hearts("0.6"))) == (
        4,
        -4,
    )
    # Against a +170 table: 0.6 x imps(250) + 0.4 x imps(-220) = 0.6 x 6 - 0.4 x 6 = 1.2.
    assert team_board_imps(BoardResult.weighted(four_hearts("0.6")), BoardResult.table(170)) == (
        1.2,
        -1.2,
    )
    # 1/3 made: 1/3 x 6 - 2/3 x 6 = -2; 0.7 made against 140: 0.7 x 7 - 0.3 x 5 = 3.4
    assert team_board_imps(BoardResult.weighted(four_hearts("1/3")), BoardResult.table(170)) == (
        -2,
        2,
    )
    assert team_board_imps(BoardResult.weighted(four_hearts("0.7")), BoardResult.table(140)) == (
        3.4,
        -3.4,
    )


def test_law_12c1c_weighted_imps_round_to_two_decimals() -> None:
    # 1/3 of 10 IMPs: 3.333... kept as 3.33 (and -3.33), or exact on request.
    third = WeightedScore.of((Fraction(1, 3), 470), (Fraction(2, 3), 0))
    assert team_board_imps(BoardResult.weighted(third), BoardResult.table(0)) == (3.33, -3.33)
    exact = AdjustedScoreSettings(imp_decimals=None)
    home, away = team_board_imps(BoardResult.weighted(third), BoardResult.table(0), settings=exact)
    assert home == pytest.approx(10 / 3) and away == pytest.approx(-10 / 3)


def test_law_12c1c_weighted_score_in_butler() -> None:
    results = [BoardResult.table(s) for s in (420, 420, 450, -50, 170)]
    results.append(BoardResult.weighted(four_hearts("0.6")))
    butler = score_board_imps(results, ImpMethod.BUTLER)
    # datum 340 from the table results; 0.6 x imps(80) + 0.4 x imps(-390) = 1.2 - 3.6
    assert butler[5].ns == pytest.approx(-2.4)
    assert butler[5].ew == pytest.approx(2.4)


# -- split (non-complementary) scores: 11A, 12C1(e), 43B3 ---------------------------------


def test_law_12c1e_split_score_is_non_complementary() -> None:
    # Table 4: NS keep +420 (their self-inflicted damage is not redressed), EW
    # are scored as if the contract had gone one down (-50 for NS).
    results = [BoardResult.table(s) for s in (420, -50, 450)]
    results.append(BoardResult(ns=420, ew=-50))
    assert results[3].is_split and not results[0].is_split
    board = score_board_matchpoints(results)
    # NS compared on 420, -50, 450, 420: the two 420s tie (2 + 1 = 3)
    assert [r.ns for r in board] == [3, 0, 6, 3]
    # EW compared on -420, 50, -450, 50: the two +50s tie on top (4 + 1 = 5)
    assert [r.ew for r in board] == [2, 5, 0, 5]
    assert board[3].ns_percent + board[3].ew_percent == pytest.approx(50 + 83.333333)


@pytest.mark.parametrize("law", ["11A", "43B3"])
def test_law_11a_43b3_only_one_side_adjusted(law: str) -> None:
    # The side that gained has its score adjusted; the other keeps the table score.
    table = BoardResult.table(-100)
    adjusted = BoardResult(ns=-100, ew=620)  # EW's gain removed: scored as 4S made by NS
    field = [BoardResult.table(s) for s in (-100, 620, 100)]
    before = score_board_matchpoints([*field, table])[-1]
    after = score_board_matchpoints([*field, adjusted])[-1]
    assert after.ns == before.ns, law
    assert after.ew < before.ew, law


def test_law_12c4_knockout_average() -> None:
    assert knockout_average(5, 2) == (1.5, -1.5)
    assert knockout_average(-3, -3) == (0, 0)
    # Open room split: home NS +620, away EW scored as +170 for NS; closed +170.
    # Home's own score: 620 - 170 = 10 IMPs; away's: 170 - 170 = 0. Round
    # robin keeps (10, 0); a knockout averages to (5, -5).
    open_room, closed_room = BoardResult(ns=620, ew=170), BoardResult.table(170)
    assert team_board_imps(open_room, closed_room) == (10, 0)
    assert team_board_imps(open_room, closed_room, knockout=True) == (5, -5)


# -- Law 90: procedural penalties ---------------------------------------------------------


def test_law_90_procedural_penalty_in_matchpoints_percent_or_imps() -> None:
    assert ProceduralPenalty(3, PenaltyUnit.MATCHPOINTS).matchpoints(top=24) == 3
    assert ProceduralPenalty(25, PenaltyUnit.PERCENT).matchpoints(top=24) == 6
    assert ProceduralPenalty(3, PenaltyUnit.IMPS).imps() == 3
    with pytest.raises(BridgeError):
        ProceduralPenalty(3, PenaltyUnit.IMPS).matchpoints(top=24)
    with pytest.raises(BridgeError):
        ProceduralPenalty(25, PenaltyUnit.PERCENT).imps()
    with pytest.raises(BridgeError):
        ProceduralPenalty(-1, PenaltyUnit.IMPS)


def test_law_90_penalty_comes_off_the_offenders_session_only() -> None:
    # 25 % of a top over 24 boards costs 25 / 24 percentage points.
    penalties = [ProceduralPenalty(25, PenaltyUnit.PERCENT, reason="slow play")]
    assert penalised_percentage(55.0, penalties, top=24, boards=24) == pytest.approx(55 - 25 / 24)
    assert penalised_percentage(55.0, [], top=24, boards=24) == 55.0
    with pytest.raises(BridgeError):
        penalised_percentage(55.0, penalties, top=24, boards=0)


# -- properties ----------------------------------------------------------------------


@given(st.fractions(-(10**6), 10**6), st.integers(0, 3))
def test_round_half_away_is_symmetric(value: Fraction, decimals: int) -> None:
    assert round_half_away(-value, decimals) == -round_half_away(value, decimals)
    assert abs(round_half_away(value, decimals) - float(value)) <= 0.5 / 10**decimals + 1e-9


@given(st.lists(st.integers(-300, 300).map(lambda x: 10 * x), min_size=2, max_size=20), st.data())
def test_law_12_adjusted_scores_keep_the_board_total(
    scores: list[int], data: st.DataObject
) -> None:
    # Replacing any table by average-average leaves a complementary board
    # whose units still add up to n (n - 1) in each direction.
    index = data.draw(st.integers(0, len(scores) - 1))
    results = [BoardResult.table(s) for s in scores]
    results[index] = BoardResult.artificial(AVERAGE, AVERAGE)
    board = score_board_matchpoints(results)
    n = len(scores)
    assert sum(r.ns for r in board) == pytest.approx(n * (n - 1))
    assert all(r.ns + r.ew == pytest.approx(r.top) for r in board)


def test_board_result_rejects_what_is_not_a_score() -> None:
    with pytest.raises(BridgeError):
        BoardResult(True, 0)
    with pytest.raises(BridgeError):
        BoardResult("420", 420)  # type: ignore[arg-type]  # the point of the test
