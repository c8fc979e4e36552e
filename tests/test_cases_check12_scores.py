"""Twelfth blind check (issue 13), scores: Law 77 of a board whose play is
over with the vulnerability from the board number (Law 2); Law 77 after the
tricks the Laws move for a revoke found at the end (64A1: the revoke trick
won by the offender; 64A2: won by his partner or an opponent); the NBB
rubber rules' points of one deal (30-32, 34: undertricks that grow when
vulnerable, no bonus for making a doubled contract) and their score sheet
(28, 29, 35). Each figure counted by hand from the seeds (000 Law 77, 001
rules 27-36 and their table) before the records were run.
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
    # 6SX + 1 vulnerable: 360 + 500 + 750 + 50 + 200
    ("law_2_77_board_2_6sx_plus_one_vulnerable_1860", "6SX", "N", 13, {"board": 2}, 1860),
    # 3NTXX made vulnerable: 400 + 500 + 100
    ("law_2_77_board_4_3ntxx_by_east_made_1000", "3NTXX", "E", 4, {"board": 4}, -1000),
    # 1NTX two down vulnerable: 200 + 300
    ("law_2_77_board_6_1ntx_by_west_two_down_500", "1NTX", "W", 8, {"board": 6}, 500),
    # 4HX four down not vulnerable: 100 + 200 + 200 + 300
    ("law_2_77_board_8_4hx_four_down_800", "4HX", "S", 6, {"board": 8}, -800),
    # 2SXX + 1 not vulnerable: 240 (game) + 300 + 100 + 200
    ("law_2_77_board_11_2sxx_plus_one_840", "2SXX", "N", 9, {"board": 11}, 840),
    # 7C by West vulnerable: 140 + 500 + 1500 (no small slam bonus beside it)
    ("law_2_77_board_16_7c_by_west_made_2140", "7C", "W", 0, {"board": 16}, -2140),
    # 5DX one down vulnerable: 200
    ("law_2_77_board_13_5dx_by_east_one_down_200", "5DX", "E", 3, {"board": 13}, 200),
    # 3C + 2 vulnerable: 60 + 40 + 50
    ("law_2_77_board_5_3c_plus_two_150", "3C", "S", 11, {"board": 5}, 150),
    # 6NT one down, North-South not vulnerable on board 9: 50
    ("law_2_77_board_9_6nt_by_north_one_down_50", "6NT", "N", 11, {"board": 9}, -50),
    # 2HX made not vulnerable: 120 is a game: 120 + 300 + 50
    ("law_2_77_board_14_2hx_by_east_doubled_into_game_470", "2HX", "E", 5, {"board": 14}, -470),
    # 1SX + 2 vulnerable: 60 + 50 + 50 + 400
    ("law_2_77_board_7_1sx_plus_two_vulnerable_560", "1SX", "S", 9, {"board": 7}, 560),
    # 7NTX three down, East-West not vulnerable on board 12: 100 + 200 + 200
    ("law_2_77_board_12_7ntx_by_west_three_down_500", "7NTX", "W", 3, {"board": 12}, 500),
    # 4SX made vulnerable: 240 + 500 + 50
    ("law_2_77_board_15_4sx_by_north_made_790", "4SX", "N", 10, {"board": 15}, 790),
    # 5CXX made, North-South not vulnerable on board 3: 400 + 300 + 100
    ("law_2_77_board_3_5cxx_by_south_made_800", "5CXX", "S", 11, {"board": 3}, 800),
    # 3DX five down vulnerable: 200 + 4 x 300
    ("law_2_77_board_10_3dx_by_east_five_down_1400", "3DX", "E", 9, {"board": 10}, 1400),
]
CASES: list[Case] = scored(PLAIN)

#: revokes found at the end: (name, contract, declarer, NS tricks before the transfer, board,
#: revokes as (seat, trick, won by, offending side's tricks after), NS after, NS points)
MOVED: list[Transfer] = [
    # 64A1: East won the revoke trick and two later: two tricks, 4H + 1
    (
        "law_64a1_77_east_wins_the_revoke_trick_4h_plus_one",
        "4H",
        "S",
        9,
        1,
        [("E", 5, "E", 2)],
        11,
        450,
    ),
    # 64A2: North won the revoke trick, West's side one later trick: one trick, 3NT made
    ("law_64a2_77_norths_trick_one_more_makes_3nt", "3NT", "N", 8, 1, [("W", 3, "N", 1)], 9, 400),
    # 64A1: declarer East revoked and won it, three more after: two tricks to NS, 2S three down
    (
        "law_64a1_77_declarer_east_revokes_2s_three_down",
        "2S",
        "E",
        6,
        1,
        [("E", 4, "E", 3)],
        8,
        150,
    ),
    # 64A1 into the doubled overtricks: 5CX + 2 not vulnerable: 200 + 300 + 50 + 200
    ("law_64a1_77_west_revokes_5cx_plus_two_750", "5CX", "N", 11, 1, [("W", 2, "W", 1)], 13, 750),
    # 64A2 against declarer's side: partner South won the revoke trick: one trick to EW
    (
        "law_64a2_77_north_revokes_south_wins_6nt_one_down",
        "6NT",
        "N",
        12,
        1,
        [("N", 7, "S", 4)],
        11,
        -50,
    ),
    # 64A1 by a defender on board 4: 4S by West makes two over: 120 + 500 + 60
    (
        "law_2_64a1_77_board_4_north_revokes_4s_plus_two_680",
        "4S",
        "W",
        3,
        4,
        [("N", 9, "N", 1)],
        1,
        -680,
    ),
    # 64A2: the offending side won nothing from the revoke trick on: nothing moves
    (
        "law_64a2_77_no_later_trick_nothing_moves_3nt_400",
        "3NT",
        "S",
        9,
        1,
        [("E", 8, "S", 0)],
        9,
        400,
    ),
    # 64A2: the offender's partner won the revoke trick: one trick only, 4H + 1
    (
        "law_64a2_77_partner_won_the_revoke_trick_one_trick",
        "4H",
        "S",
        10,
        1,
        [("E", 6, "W", 2)],
        11,
        450,
    ),
]
CASES += transfers(MOVED)

#: the rubber rules' points of one deal: (name, contract, declarer, NS tricks,
#: vulnerability, NS points, EW points)
RUBBER: list[Points] = [
    # 32: two down not vulnerable, 50 each
    ("rubber_32_3nt_two_down_not_vulnerable_100", "3NT", "N", 7, "None", 0, 100),
    # 32: three down vulnerable undoubled counts as doubled not vulnerable: 100 + 150 + 200
    ("rubber_32_4h_three_down_vulnerable_450", "4H", "S", 7, "NS", 0, 450),
    # 32: doubled vulnerable, twice the undoubled: 200 + 300 + 400
    ("rubber_32_2sx_by_east_three_down_vulnerable_900", "2SX", "E", 8, "EW", 900, 0),
    # 30, 31, 34: 120 + 20 + 500
    ("rubber_30_31_34_6d_plus_one_not_vulnerable_640", "6D", "W", 0, "None", 0, 640),
    # 30: the first no trump trick is 30, redoubled 120; no bonus for making it
    ("rubber_30_1ntxx_made_120", "1NTXX", "N", 7, "None", 120, 0),
    # 30, 34: 210 + 750 + 1500
    ("rubber_30_34_7s_made_vulnerable_2460", "7S", "S", 13, "NS", 2460, 0),
    # 32: doubled not vulnerable: 100 + 150 + 200 + 250
    ("rubber_32_5cx_by_east_four_down_700", "5CX", "E", 6, "None", 700, 0),
    # 30, 31: 180 + a doubled vulnerable overtrick 200
    ("rubber_30_31_3hx_plus_one_vulnerable_380", "3HX", "N", 10, "NS", 380, 0),
]
CASES += rubber_points(RUBBER)

#: the score sheet: (name, deals as ``rubber add`` arguments, ended by arrangement,
#: North-South and East-West totals, the winner)
SHEETS: list[Sheet] = [
    # NS 30 + 40 + 30 make a game (EW's 60 part-score no longer counts, 28(2)); EW's 4S;
    # NS's 3NT: three games, 500
    (
        "rubber_28_35_three_part_scores_make_a_game_then_500",
        [
            ["1NT", "-d", "N", "-t", "7"],
            ["2H", "-d", "E", "-t", "9"],
            ["2D", "-d", "S", "-t", "8"],
            ["1S", "-d", "N", "-t", "7"],
            ["4S", "-d", "W", "-t", "10"],
            ["3NT", "-d", "S", "-t", "9"],
        ],
        False,
        {"above": 500, "below": 200, "total": 700},
        {"above": 30, "below": 180, "total": 210},
        "NS",
    ),
    # EW's 4H game; EW vulnerable two down (250 to NS, rule 32); NS's 5C; NS's 6S (180, 750): 500
    (
        "rubber_29_32_34_vulnerable_two_down_250_then_a_slam",
        [
            ["4H", "-d", "E", "-t", "10"],
            ["3NT", "-d", "W", "-t", "7"],
            ["5C", "-d", "N", "-t", "11"],
            ["6S", "-d", "S", "-t", "12"],
        ],
        False,
        {"above": 1500, "below": 280, "total": 1780},
        {"above": 0, "below": 120, "total": 120},
        "NS",
    ),
    # EW's 3NT + 1 (100 below, 40 above: the fourth no trump trick, rule 31); NS's 2C;
    # ended by arrangement: EW's game 300
    (
        "rubber_35b_ended_game_against_part_score",
        [["3NT", "-d", "E", "-t", "10"], ["2C", "-d", "N", "-t", "8"]],
        True,
        {"above": 0, "below": 40, "total": 40},
        {"above": 340, "below": 100, "total": 440},
        "EW",
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


@pytest.mark.parametrize("row", SHEETS, ids=[r[0] for r in SHEETS])
def test_rubber_check12_sheet(row: Sheet, tmp_path: Path) -> None:
    check_sheet(row, tmp_path)
