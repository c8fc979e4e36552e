"""Fifteenth blind check (issue 13 "accuracy"), Law 77's scores with Law 2's
vulnerability from the board number (boards 17-32 repeat 1-16), both
editions, for contracts the earlier rounds did not score: doubled and
redoubled games and part scores made with overtricks, doubled and
redoubled undertricks on both sides of the vulnerability, a small and a
grand slam. Each figure worked out by hand from seed 000's scoring table
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import alike
from test_cases_check12_claims import done

ROWS: list[tuple[str, str, str, int, int, int]] = [
    # name, contract, declarer, NS tricks, board, NS points
    # board 10, all vulnerable: 4SX + 1: 240 + 500 + 50 + 200
    ("law_77_score_4sx_plus_one_board_10", "4SX", "S", 11, 10, 990),
    # board 13, all vulnerable: 3NTXX made: 400 + 500 + 100
    ("law_77_score_3ntxx_made_board_13", "3NTXX", "N", 9, 13, 1000),
    # board 22 (as 6: East-West vulnerable): 6H + 1 by East: 180 + 30 + 500 + 750
    ("law_77_score_6h_plus_one_by_east_board_22", "6H", "E", 0, 22, -1460),
    # board 19 (as 3: East-West vulnerable): 2DX by West four down: 200 + 300 + 300 + 300
    ("law_77_score_2dx_four_down_vulnerable_board_19", "2DX", "W", 9, 19, 1100),
    # board 8, nobody vulnerable: 1NTXX by South one down: 200
    ("law_77_score_1ntxx_one_down_board_8", "1NTXX", "S", 6, 8, -200),
    # board 16 (East-West vulnerable): 7NT by North, not vulnerable: 220 + 300 + 1000
    ("law_77_score_7nt_made_not_vulnerable_board_16", "7NT", "N", 13, 16, 1520),
    # board 28 (as 12: North-South vulnerable): 5CX by East, not vulnerable, three down:
    # 100 + 200 + 200
    ("law_77_score_5cx_three_down_not_vulnerable_board_28", "5CX", "E", 5, 28, 500),
    # board 5 (North-South vulnerable): 2HX by North made + 2, a game doubled: 120 + 500 + 50
    # + 400
    ("law_77_score_2hx_plus_two_vulnerable_board_5", "2HX", "N", 10, 5, 1070),
]

CASES: list[Case] = [
    case
    for name, bid, declarer, ns, board, points in ROWS
    for case in alike(name, contract(bid, declarer, ns, 13 - ns), "", done(ns, points), board=board)
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check15_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
