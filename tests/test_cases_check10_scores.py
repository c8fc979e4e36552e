"""Tenth blind check (issue 13), part 4: scores. Law 77 after the Laws moved
tricks (64A1 two tricks, 64A2 one, none when the offending side won no
trick from the revoke on, two revokes added), the board's vulnerability
from its number (Law 2), in both editions; the NBB rubber rules' points
(30-34: no trump tricks 30 and 40 in turn, no bonus for a doubled contract
made, undertricks doubled and redoubled, slams, no small slam for a grand
slam one down) and the score sheet (27-29, 33, 35: part-scores adding to a
game, honours, the rubber bonus of 700 or 500, the 300 of a rubber ended
by arrangement). Each figure counted by hand from the seeds before the
records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check9_cases import scored
from check10_cases import Points, Sheet, Transfer, check_sheet, rubber_points, transfers

#: (name, contract, declarer, NS tricks before the transfer, board, the revokes as
#: (seat, trick, won by, offending side's tricks after), NS tricks after, NS points)
TRANSFERS: list[Transfer] = [
    # North won his revoke trick, NS won two after: two tricks to EW; 4HX vulnerable +1
    (
        "law_64a1_77_board_3_4hx_by_east_two_tricks_990",
        "4HX",
        "E",
        4,
        3,
        [("N", 2, "N", 2)],
        2,
        -990,
    ),
    # West's revoke trick won by declarer, EW won two after: one trick; 3NT vulnerable made
    (
        "law_64a2_77_board_2_3nt_by_south_one_trick_600",
        "3NT",
        "S",
        8,
        2,
        [("W", 5, "S", 2)],
        9,
        600,
    ),
    # East won the revoke trick, nothing after: that trick only; 2S vulnerable made
    ("law_64a1_77_board_4_2s_by_north_one_trick_110", "2S", "N", 7, 4, [("E", 8, "E", 0)], 8, 110),
    # South's revoke trick won by his partner: one trick; 6D not vulnerable made
    ("law_64a2_77_board_5_6d_by_west_slam_made_920", "6D", "W", 2, 5, [("S", 3, "N", 1)], 1, -920),
    # declarer's own revoke: two tricks to the defence; 4S vulnerable one down
    ("law_64a1_77_board_7_4s_by_south_one_down_100", "4S", "S", 11, 7, [("S", 9, "S", 2)], 9, -100),
    # declarer's revoke trick won by dummy: one trick; 1NTX vulnerable two down
    (
        "law_64a2_77_board_6_1ntx_by_east_two_down_500",
        "1NTX",
        "E",
        7,
        6,
        [("E", 1, "W", 4)],
        8,
        500,
    ),
    # two revokes by different defenders: two and one; 3NT two overtricks
    (
        "law_64a_77_board_8_3nt_two_defender_revokes_460",
        "3NT",
        "N",
        8,
        8,
        [("E", 2, "E", 2), ("W", 7, "N", 1)],
        11,
        460,
    ),
    # 64B2 (2017) / 64A (2007): the offending side won no trick from the revoke on: none
    (
        "law_64a_77_board_11_4h_no_trick_won_after_420",
        "4H",
        "S",
        10,
        11,
        [("W", 6, "S", 0)],
        10,
        420,
    ),
    # 5CX by West, board 9 (EW vulnerable): North's revoke won by North, one more after: made
    ("law_64a1_77_board_9_5cx_by_west_made_750", "5CX", "W", 4, 9, [("N", 5, "N", 1)], 2, -750),
]

CASES: list[Case] = transfers(TRANSFERS)

#: Law 77 alone, counted by hand: (name, contract, declarer, NS tricks, record fields, NS points)
PLAIN: list[tuple[str, str, str, int, dict[str, object], int]] = [
    ("law_77_board_1_5hxx_plus_one_not_vulnerable_1200", "5HXX", "N", 12, {"board": 1}, 1200),
    ("law_77_board_2_1ntxx_made_vulnerable_760", "1NTXX", "N", 7, {"board": 2}, 760),
    ("law_77_board_1_2cx_made_part_score_180", "2CX", "S", 8, {"board": 1}, 180),
    ("law_77_board_1_6ntx_four_down_not_vulnerable_800", "6NTX", "S", 8, {"board": 1}, -800),
    ("law_77_board_3_3hx_by_east_five_down_vulnerable_1400", "3HX", "E", 9, {"board": 3}, 1400),
    ("law_77_board_4_7ntxx_one_down_vulnerable_400", "7NTXX", "N", 12, {"board": 4}, -400),
    ("law_2_77_board_15_3nt_by_south_plus_one_vulnerable_630", "3NT", "S", 10, {"board": 15}, 630),
    ("law_2_77_board_14_4s_by_east_made_not_vulnerable_420", "4S", "E", 3, {"board": 14}, -420),
]
CASES += scored(PLAIN)

#: the rubber rules' points of one deal: (name, contract, declarer, NS tricks,
#: vulnerability, NS points, EW points)
POINTS: list[Points] = [
    ("rubber_30_31_1s_plus_one_60", "1S", "N", 8, "None", 60, 0),
    ("rubber_30_5cx_made_no_bonus_200", "5CX", "N", 11, "None", 200, 0),
    ("rubber_30_31_4hxx_plus_one_not_vulnerable_680", "4HXX", "S", 11, "None", 680, 0),
    ("rubber_30_34_7s_made_vulnerable_2460", "7S", "S", 13, "NS", 2460, 0),
    ("rubber_34_7nt_one_down_no_small_slam_50", "7NT", "N", 12, "None", 0, 50),
    ("rubber_30_34_6nt_made_vulnerable_960", "6NT", "E", 1, "EW", 0, 960),
    ("rubber_32_3dx_three_down_vulnerable_900", "3DX", "W", 7, "EW", 900, 0),
    ("rubber_32_2c_two_down_vulnerable_250", "2C", "S", 6, "NS", 0, 250),
    ("rubber_32_1ntxx_one_down_not_vulnerable_200", "1NTXX", "N", 6, "None", 0, 200),
    ("rubber_30_31_3nt_plus_one_140", "3NT", "S", 10, "None", 140, 0),
    ("rubber_30_31_2nt_plus_two_140", "2NT", "W", 3, "None", 0, 140),
    ("rubber_31_3sx_plus_two_vulnerable_580", "3SX", "S", 11, "NS", 580, 0),
    ("rubber_30_34_6cx_made_vulnerable_no_bonus_990", "6CX", "W", 1, "EW", 0, 990),
    ("rubber_32_4sxx_two_down_not_vulnerable_500", "4SXX", "N", 8, "None", 0, 500),
    ("rubber_32_7ntx_two_down_vulnerable_500", "7NTX", "E", 2, "EW", 500, 0),
    ("rubber_30_34_7ntx_made_vulnerable_2730", "7NTX", "S", 13, "NS", 2730, 0),
    ("rubber_30_1nt_made_30", "1NT", "W", 6, "None", 0, 30),
    ("rubber_32_2ntx_one_down_vulnerable_200", "2NTX", "N", 7, "NS", 0, 200),
]
CASES += rubber_points(POINTS)

#: the score sheet: (name, deals as ``rubber add`` arguments, ended by arrangement,
#: North-South and East-West totals, the winner)
SHEETS: list[Sheet] = [
    (
        "rubber_28_35_two_part_scores_make_a_game_then_500",
        [
            ["2H", "-d", "N", "-t", "8"],
            ["2D", "-d", "N", "-t", "8"],
            ["4S", "-d", "E", "-t", "10"],
            ["3NT", "-d", "S", "-t", "9"],
        ],
        False,
        {"above": 500, "below": 200, "total": 700},
        {"above": 0, "below": 120, "total": 120},
        "NS",
    ),
    (
        "rubber_33_five_trump_honours_in_declarers_hand_150",
        [["4H", "-d", "S", "-t", "10", "--honours", "S5"]],
        False,
        {"above": 150, "below": 120, "total": 270},
        {"above": 0, "below": 0, "total": 0},
        None,
    ),
    (
        "rubber_33_four_trump_honours_in_dummy_100",
        [["2S", "-d", "S", "-t", "8", "--honours", "N4"]],
        False,
        {"above": 100, "below": 60, "total": 160},
        {"above": 0, "below": 0, "total": 0},
        None,
    ),
    (
        "rubber_35b_ended_by_arrangement_game_300_part_score_nothing",
        [["3NT", "-d", "N", "-t", "9"], ["2S", "-d", "E", "-t", "8"]],
        True,
        {"above": 300, "below": 100, "total": 400},
        {"above": 0, "below": 60, "total": 60},
        "NS",
    ),
    (
        "rubber_35a_two_games_straight_700",
        [["4S", "-d", "N", "-t", "10"], ["5C", "-d", "S", "-t", "11"]],
        False,
        {"above": 700, "below": 220, "total": 920},
        {"above": 0, "below": 0, "total": 0},
        "NS",
    ),
    (
        "rubber_29_32_35_vulnerable_doubled_two_down_then_the_rubber",
        [
            ["4S", "-d", "N", "-t", "10"],
            ["4HX", "-d", "N", "-t", "8"],
            ["3NT", "-d", "N", "-t", "9"],
        ],
        False,
        {"above": 700, "below": 220, "total": 920},
        {"above": 500, "below": 0, "total": 500},
        "NS",
    ),
    (
        "rubber_35b_ended_by_arrangement_a_game_each_300_each",
        [["4S", "-d", "N", "-t", "10"], ["3NT", "-d", "W", "-t", "9"]],
        True,
        {"above": 300, "below": 120, "total": 420},
        {"above": 300, "below": 100, "total": 400},
        "NS",
    ),
    # 1NT+1: 30 below, the overtrick is the second no trump trick, 40 above (31)
    (
        "rubber_28_2_part_score_lost_to_the_opponents_game_then_700",
        [
            ["2S", "-d", "N", "-t", "8"],
            ["4H", "-d", "E", "-t", "10"],
            ["1NT", "-d", "N", "-t", "8"],
            ["3NT", "-d", "W", "-t", "9"],
        ],
        False,
        {"above": 40, "below": 90, "total": 130},
        {"above": 700, "below": 220, "total": 920},
        "EW",
    ),
    (
        "rubber_33_four_aces_with_a_defender_at_no_trump_150",
        [["3NT", "-d", "N", "-t", "9", "--honours", "E4"]],
        False,
        {"above": 0, "below": 100, "total": 100},
        {"above": 150, "below": 0, "total": 150},
        None,
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check10_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


@pytest.mark.parametrize("row", SHEETS, ids=[r[0] for r in SHEETS])
def test_rubber_check10_sheet(row: Sheet, tmp_path: Path) -> None:
    check_sheet(row, tmp_path)
