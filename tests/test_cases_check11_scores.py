"""Eleventh blind check (issue 13), part 4: scores. Law 77 of a board whose
play is over, with the vulnerability from the board number (Law 2): doubled
and redoubled contracts made and set, slams, part-scores; Law 77 after the
Laws moved tricks for revokes found at the end (64A1, 64A2, 64B3 for a
penalty card not played: no transfer); and the NBB rubber rules' points of
one deal (30-34) and their score sheet (27-29, 33, 35, 36: part-scores
that add to a game, honours for either side, the rubber bonus of 700 or
500, 300 for a game in a rubber ended by arrangement). Each figure
counted by hand from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check9_cases import scored
from check10_cases import Points, Sheet, Transfer, check_sheet, rubber_points, transfers

#: Law 77 alone: (name, contract, declarer, NS tricks, record fields, NS points)
PLAIN: list[tuple[str, str, str, int, dict[str, object], int]] = [
    # 6NTX made vulnerable: 190 x 2 + 500 + 750 + 50
    ("law_2_77_board_7_6ntx_made_vulnerable_1680", "6NTX", "S", 12, {"board": 7}, 1680),
    # 2CXX made not vulnerable: 160 (game) + 300 + 100
    ("law_2_77_board_8_2cxx_by_west_made_560", "2CXX", "W", 5, {"board": 8}, -560),
    # 3HX three down vulnerable: 200 + 300 + 300
    ("law_2_77_board_6_3hx_by_east_three_down_800", "3HX", "E", 7, {"board": 6}, 800),
    # 7S made, North-South not vulnerable on board 9: 210 + 300 + 1000
    ("law_2_77_board_9_7s_by_north_made_1510", "7S", "N", 13, {"board": 9}, 1510),
    # 1NT + 2 vulnerable: 100 + 50
    ("law_2_77_board_10_1nt_by_east_plus_two_150", "1NT", "E", 4, {"board": 10}, -150),
    # 4SX + 1 vulnerable: 240 + 500 + 50 + 200
    ("law_2_77_board_13_4sx_plus_one_vulnerable_990", "4SX", "S", 11, {"board": 13}, 990),
    # 5CX four down vulnerable: 200 + 300 + 300 + 300
    ("law_2_77_board_16_5cx_by_west_four_down_1100", "5CX", "W", 6, {"board": 16}, 1100),
    # 3NT one down vulnerable: 100
    ("law_2_77_board_15_3nt_by_north_one_down_100", "3NT", "N", 8, {"board": 15}, -100),
    # 4HXX made not vulnerable: 480 + 300 + 100
    ("law_2_77_board_11_4hxx_made_880", "4HXX", "S", 10, {"board": 11}, 880),
    # 1DX two down not vulnerable: 100 + 200
    ("law_2_77_board_14_1dx_by_east_two_down_300", "1DX", "E", 8, {"board": 14}, 300),
    # 5NT + 0 vulnerable: 160 + 500
    ("law_2_77_board_12_5nt_by_north_made_660", "5NT", "N", 11, {"board": 12}, 660),
    # 3SX made by East, not vulnerable: 180 (game) + 300 + 50
    ("law_2_77_board_2_3sx_by_east_made_530", "3SX", "E", 4, {"board": 2}, -530),
    # 2HX one down, East-West not vulnerable on board 5: 100
    ("law_2_77_board_5_2hx_by_west_one_down_100", "2HX", "W", 6, {"board": 5}, 100),
    # 7NTXX made, North-South not vulnerable on board 3: 880 + 300 + 1000 + 100
    ("law_2_77_board_3_7ntxx_made_2280", "7NTXX", "S", 13, {"board": 3}, 2280),
    # 1C made exactly, nobody vulnerable: 20 + 50
    ("law_2_77_board_14_1c_by_east_made_70", "1C", "E", 6, {"board": 14}, -70),
    # 4DX three down vulnerable: 200 + 300 + 300
    ("law_2_77_board_10_4dx_three_down_800", "4DX", "N", 7, {"board": 10}, -800),
]
CASES: list[Case] = scored(PLAIN)

#: revokes found at the end: (name, contract, declarer, NS tricks before the transfer,
#: board, revokes as (seat, trick, won by, offending side's tricks after), NS after, NS points)
TRANSFERS: list[Transfer] = [
    # West won his revoke trick, EW won two after: two tricks; 4S vulnerable (board 13) made
    ("law_64a1_77_board_13_4s_two_tricks_620", "4S", "S", 8, 13, [("W", 3, "W", 2)], 10, 620),
    # East's revoke trick won by declarer, EW won one after: one trick; 2H by North +1
    ("law_64a2_77_board_1_2h_one_trick_140", "2H", "N", 8, 1, [("E", 6, "N", 1)], 9, 140),
    # South's revoke (a defender) won by North, NS won one after: one trick to EW; 3D by East
    # made (board 6, EW vulnerable)
    ("law_64a2_77_board_6_3d_by_east_one_trick_110", "3D", "E", 5, 6, [("S", 4, "N", 1)], 4, -110),
    # declarer's revoke won by himself, nothing more after: one trick only (64A1); 6H by West
    # now one down (board 16, EW vulnerable)
    ("law_64a1_77_board_16_6h_by_west_one_down_100", "6H", "W", 1, 16, [("W", 10, "W", 0)], 2, 100),
]
CASES += transfers(TRANSFERS)

#: the rubber rules' points of one deal: (name, contract, declarer, NS tricks,
#: vulnerability, NS points, EW points)
POINTS: list[Points] = [
    ("rubber_30_2h_made_60", "2H", "N", 8, "None", 60, 0),
    ("rubber_30_31_4s_by_east_plus_two_vulnerable_180", "4S", "E", 1, "EW", 0, 180),
    ("rubber_30_34_6h_made_not_vulnerable_680", "6H", "S", 12, "None", 680, 0),
    ("rubber_30_34_6h_made_vulnerable_930", "6H", "S", 12, "NS", 930, 0),
    ("rubber_30_34_7h_by_west_made_1710", "7H", "W", 0, "None", 0, 1710),
    ("rubber_30_3ntx_made_no_bonus_200", "3NTX", "N", 9, "None", 200, 0),
    ("rubber_30_31_3ntx_plus_one_not_vulnerable_300", "3NTX", "N", 10, "None", 300, 0),
    ("rubber_32_5dx_by_east_four_down_vulnerable_1400", "5DX", "E", 6, "EW", 1400, 0),
    ("rubber_32_4c_two_down_vulnerable_250", "4C", "N", 8, "NS", 0, 250),
    ("rubber_30_1dxx_made_80", "1DXX", "S", 7, "None", 80, 0),
    ("rubber_30_31_1dxx_plus_one_not_vulnerable_280", "1DXX", "S", 8, "None", 280, 0),
    ("rubber_32_6nt_by_west_one_down_50", "6NT", "W", 2, "None", 50, 0),
    ("rubber_32_6ntx_by_west_one_down_vulnerable_200", "6NTX", "W", 2, "EW", 200, 0),
    ("rubber_30_1nt_by_north_made_30", "1NT", "N", 7, "None", 30, 0),
    ("rubber_30_31_2nt_plus_one_100", "2NT", "S", 9, "None", 100, 0),
    ("rubber_32_4hx_by_east_one_down_vulnerable_200", "4HX", "E", 4, "EW", 200, 0),
    ("rubber_30_5c_by_west_made_100", "5C", "W", 2, "None", 0, 100),
    ("rubber_30_3dxx_made_240", "3DXX", "N", 9, "None", 240, 0),
    ("rubber_32_34_7s_one_down_vulnerable_no_small_slam_100", "7S", "N", 12, "NS", 0, 100),
]
CASES += rubber_points(POINTS)

#: the score sheet: (name, deals as ``rubber add`` arguments, ended by arrangement,
#: North-South and East-West totals, the winner)
SHEETS: list[Sheet] = [
    # 60 + 70 make NS's game; EW's game; EW's 30 + 60 part-score; NS's second game: 500
    (
        "rubber_28_35_part_scores_both_sides_three_games_500",
        [
            ["3C", "-d", "N", "-t", "9"],
            ["2NT", "-d", "S", "-t", "8"],
            ["4H", "-d", "E", "-t", "10"],
            ["1S", "-d", "W", "-t", "7"],
            ["2S", "-d", "W", "-t", "8"],
            ["3NT", "-d", "N", "-t", "9"],
        ],
        False,
        {"above": 500, "below": 230, "total": 730},
        {"above": 0, "below": 210, "total": 210},
        "NS",
    ),
    # 4S two down (100 to EW); 6H by East made (180, slam 500); 7NT by East one down, EW now
    # vulnerable (100 to NS); 2C by West (40); ended: EW's game 300
    (
        "rubber_32_34_35b_slam_then_ended_by_arrangement",
        [
            ["4S", "-d", "N", "-t", "8"],
            ["6H", "-d", "E", "-t", "12"],
            ["7NT", "-d", "E", "-t", "12"],
            ["2C", "-d", "W", "-t", "8"],
        ],
        True,
        {"above": 100, "below": 0, "total": 100},
        {"above": 900, "below": 220, "total": 1120},
        "EW",
    ),
    # 4SX made (240 below, no bonus for the double), West's four trump honours (100 to EW),
    # then 5D made: two games straight, 700
    (
        "rubber_13_33_35_doubled_game_defenders_honours_then_700",
        [["4SX", "-d", "S", "-t", "10", "--honours", "W4"], ["5D", "-d", "N", "-t", "11"]],
        False,
        {"above": 700, "below": 340, "total": 1040},
        {"above": 100, "below": 0, "total": 100},
        "NS",
    ),
    # 3NT by East with four aces (150); NS's 4H game; 5C + 1 by West (20 above): 500
    (
        "rubber_33_35_four_aces_then_a_three_game_rubber",
        [
            ["3NT", "-d", "E", "-t", "9", "--honours", "E4"],
            ["4H", "-d", "S", "-t", "10"],
            ["5C", "-d", "W", "-t", "12"],
        ],
        False,
        {"above": 0, "below": 120, "total": 120},
        {"above": 670, "below": 200, "total": 870},
        "EW",
    ),
    # a part-score only, ended by arrangement: no game, no 300
    (
        "rubber_35b_ended_with_a_part_score_only",
        [["2H", "-d", "N", "-t", "8"]],
        True,
        {"above": 0, "below": 60, "total": 60},
        {"above": 0, "below": 0, "total": 0},
        "NS",
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


@pytest.mark.parametrize("row", SHEETS, ids=[r[0] for r in SHEETS])
def test_rubber_check11_sheet(row: Sheet, tmp_path: Path) -> None:
    check_sheet(row, tmp_path)
