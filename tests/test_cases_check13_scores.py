"""Thirteenth blind check (issue 13), scores: Law 77 of a board whose play
is over, with the vulnerability from the board number (Law 2) and doubled
and redoubled overtricks and undertricks on both sides of the vulnerability;
Law 77 after the tricks 64A moves for a revoke found at the end against
doubled and redoubled contracts (64A1: the revoke trick won by the offender;
64A2: won by his partner or an opponent, or a later trick won); the NBB
rubber rules' points of one deal (30: the no trump tricks alternate 30 and
40, 31: an undoubled overtrick is worth what its trick would have been, 32:
vulnerable undertricks as doubled not vulnerable, 34: the grand slam bonus
on top of the small slam's). Every figure counted by hand from the seeds
(000 Law 77, 001 rules 30-34) before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check9_cases import scored
from check10_cases import Points, Transfer, rubber_points, transfers

#: Law 77 alone: (name, contract, declarer, NS tricks, record fields, NS points)
PLAIN: list[tuple[str, str, str, int, dict[str, object], int]] = [
    # board 3, East-West vulnerable: 120 (a game) + 500 + 100 + 3 x 400
    ("law_2_77_board_3_1hxx_by_east_plus_three_1920", "1HXX", "E", 3, {"board": 3}, -1920),
    # 80 + 50 (part score) + 50 + 2 x 100
    ("law_77_board_8_2cx_by_south_plus_two_380", "2CX", "S", 10, {"board": 8}, 380),
    # board 10 all vulnerable: 240 + 500 + 100
    ("law_2_77_board_10_3dxx_by_west_made_840", "3DXX", "W", 4, {"board": 10}, -840),
    # board 5 North-South vulnerable: 80 + 50 + 50 + 200
    ("law_2_77_board_5_1ntx_by_north_plus_one_380", "1NTX", "N", 8, {"board": 5}, 380),
    # redoubled not vulnerable two down: 200 + 400
    ("law_77_board_14_6hxx_by_east_two_down_600", "6HXX", "E", 3, {"board": 14}, 600),
    # doubled vulnerable one down: 200
    ("law_2_77_board_13_7sx_by_north_one_down_200", "7SX", "N", 12, {"board": 13}, -200),
    # 160 (a game) + 300 + 50 + 100
    ("law_77_board_1_4cx_by_west_plus_one_610", "4CX", "W", 2, {"board": 1}, -610),
    # 600 + 500 + 100 + 2 x 400
    ("law_2_77_board_7_5hxx_by_south_plus_two_2000", "5HXX", "S", 13, {"board": 7}, 2000),
    # 280 + 300 + 100 + 200
    ("law_77_board_11_2ntxx_by_north_plus_one_880", "2NTXX", "N", 9, {"board": 11}, 880),
    # board 16 East-West vulnerable, six down doubled: 200 + 5 x 300
    ("law_2_77_board_16_3sx_by_west_six_down_1700", "3SX", "W", 10, {"board": 16}, 1700),
    # board 9 East-West vulnerable, undoubled: 30 + 50 + 6 x 30
    ("law_2_77_board_9_1s_by_east_plus_six_260", "1S", "E", 0, {"board": 9}, -260),
    # 380 + 300 + 500 + 50
    ("law_77_board_8_6ntx_by_south_made_1230", "6NTX", "S", 12, {"board": 8}, 1230),
    # board 2 North-South vulnerable: 880 + 500 + 1500 + 100
    ("law_2_77_board_2_7ntxx_by_north_made_2980", "7NTXX", "N", 13, {"board": 2}, 2980),
    # board 4 all vulnerable, redoubled four down: 400 + 3 x 600
    ("law_2_77_board_4_4sxx_by_east_four_down_2200", "4SXX", "E", 7, {"board": 4}, 2200),
    # board 12, East-West not vulnerable: 100 + 200 + 200 + 300
    ("law_2_77_board_12_2hx_by_east_four_down_800", "2HX", "E", 9, {"board": 12}, 800),
    # board 15 North-South vulnerable: 200 + 500 + 50 + 200
    ("law_2_77_board_15_5dx_by_south_plus_one_950", "5DX", "S", 12, {"board": 15}, 950),
    # board 6 East-West vulnerable, doubled one down: 200
    ("law_2_77_board_6_3ntx_by_east_one_down_200", "3NTX", "E", 5, {"board": 6}, 200),
    # 80 + 50 + 100
    ("law_77_board_1_1cxx_by_north_made_230", "1CXX", "N", 7, {"board": 1}, 230),
]
CASES: list[Case] = scored(PLAIN)

#: revokes found at the end: (name, contract, declarer, NS tricks before the transfer, board,
#: revokes as (seat, trick, won by, offending side's tricks after), NS after, NS points)
MOVED: list[Transfer] = [
    # 64A1: two tricks; 4SX + 1 not vulnerable: 240 + 300 + 50 + 100
    ("law_64a1_77_4sx_east_wins_revoke_trick_690", "4SX", "S", 9, 1, [("E", 4, "E", 1)], 11, 690),
    # 64A2: one trick; 3NTXX made on board 4: 400 + 500 + 100
    ("law_64a2_77_3ntxx_north_won_it_made_1000", "3NTXX", "N", 8, 4, [("W", 6, "N", 2)], 9, 1000),
    # 64A1 against the defenders: two tricks to East-West; 2HX + 1 on board 6: 120 + 500 + 50 + 200
    ("law_64a1_77_2hx_south_revokes_plus_one_870", "2HX", "E", 6, 6, [("S", 3, "S", 1)], 4, -870),
    # 64A2: the partner West won the revoke trick: one trick; 6SX made on board 2: 360+500+750+50
    ("law_64a2_77_6sx_partner_won_it_made_1660", "6SX", "N", 11, 2, [("E", 2, "W", 0)], 12, 1660),
    # 64A1: two tricks to East-West; 5CXX + 1 on board 16: 400 + 500 + 100 + 400
    ("law_64a1_77_5cxx_north_revokes_1400", "5CXX", "W", 3, 16, [("N", 8, "N", 1)], 1, -1400),
    # 64A2: a later trick won: one trick; 7NT made on board 13: 220 + 500 + 1500
    (
        "law_64a2_77_7nt_west_one_trick_after_2220",
        "7NT",
        "S",
        12,
        13,
        [("W", 10, "S", 1)],
        13,
        2220,
    ),
    # 64A1 against declarer: two tricks away; 4H one down not vulnerable: 50
    ("law_64a1_77_declarer_south_revokes_4h_down", "4H", "S", 11, 1, [("S", 3, "S", 2)], 9, -50),
]
CASES += transfers(MOVED)

#: the rubber rules' points of one deal: (name, contract, declarer, NS tricks,
#: vulnerability, NS points, EW points)
RUBBER: list[Points] = [
    # 30: 30 for the first trick; 31: the second trick's 40 for the overtrick
    ("rubber_30_31_1nt_plus_one_70", "1NT", "N", 8, "None", 70, 0),
    # 30: 30 + 40; 31: the third (30) and fourth (40) tricks
    ("rubber_30_31_2nt_plus_two_140", "2NT", "S", 10, "None", 140, 0),
    # 32: vulnerable doubled is twice vulnerable undoubled (100 + 150): 500
    ("rubber_32_4hx_by_east_two_down_vulnerable_500", "4HX", "E", 5, "EW", 500, 0),
    # 30: 60 x 4; 31: redoubled not vulnerable overtrick 200
    ("rubber_30_31_3cxx_by_west_plus_one_440", "3CXX", "W", 3, "None", 0, 440),
    # 30: 30 + 40 + 30 + 40 + 30 + 40; 34a: 500
    ("rubber_30_34_6nt_made_710", "6NT", "S", 12, "None", 710, 0),
    # 32: 3 x 50
    ("rubber_32_2d_by_east_three_down_150", "2D", "E", 8, "None", 150, 0),
    # 30: 240 doubled 480; 34: 750 + 1500
    ("rubber_30_34_7ntx_made_vulnerable_2730", "7NTX", "N", 13, "NS", 2730, 0),
    # 32: redoubled not vulnerable, twice (100 + 150 + 200)
    ("rubber_32_5dxx_three_down_900", "5DXX", "N", 8, "None", 0, 900),
]
CASES += rubber_points(RUBBER)


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
