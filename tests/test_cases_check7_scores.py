"""Seventh blind check (issue 13), part 6: Law 77 scores, the same in both
editions (seed 000 and seed 002 share the table): doubled and redoubled
contracts made with and without overtricks, undertricks doubled and
redoubled up to six down, slams, part scores, in both vulnerabilities and
for either side as declarer. Each board is a situation at the end of the
play (spec §6); the vulnerability comes from the board number (Law 2:
board 1 nobody, 2 North-South, 3 East-West, 4 both). The points were
counted by hand from the Law 77 table before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import EDITIONS, ended

#: (name, contract, declarer, NS tricks, board, points to the declaring side)
BOARDS: list[tuple[str, str, str, int, int, int]] = [
    # ---- part scores and games made ---------------------------------------------------
    ("one_notrump_made_90", "1NT", "N", 7, 1, 90),
    ("one_notrump_two_overtricks_150", "1NT", "N", 9, 1, 150),
    ("two_notrump_one_overtrick_150", "2NT", "S", 9, 1, 150),
    ("three_hearts_one_overtrick_170", "3H", "S", 10, 1, 170),
    ("four_hearts_made_vulnerable_620", "4H", "N", 10, 2, 620),
    ("four_spades_one_overtrick_vulnerable_650", "4S", "S", 11, 4, 650),
    ("five_diamonds_by_east_made_not_vulnerable_400", "5D", "E", 2, 2, 400),
    ("three_notrump_by_west_vulnerable_made_600", "3NT", "W", 4, 3, 600),
    # ---- doubled and redoubled made: the insult (50/100) and the game bonus -----------
    ("doubled_one_club_made_140", "1CX", "S", 7, 1, 140),
    ("doubled_one_club_overtrick_not_vulnerable_240", "1CX", "S", 8, 1, 240),
    ("doubled_one_club_overtrick_vulnerable_340", "1CX", "S", 8, 2, 340),
    ("doubled_two_spades_made_game_470", "2SX", "N", 8, 1, 470),
    ("doubled_two_spades_overtrick_not_vulnerable_570", "2SX", "N", 9, 1, 570),
    ("doubled_two_spades_overtrick_vulnerable_870", "2SX", "N", 9, 2, 870),
    ("redoubled_one_heart_made_not_vulnerable_520", "1HXX", "S", 7, 1, 520),
    ("redoubled_one_heart_overtrick_not_vulnerable_720", "1HXX", "S", 8, 1, 720),
    ("redoubled_one_heart_made_vulnerable_720", "1HXX", "S", 7, 4, 720),
    ("redoubled_one_heart_overtrick_vulnerable_1120", "1HXX", "S", 8, 4, 1120),
    ("doubled_three_notrump_vulnerable_750", "3NTX", "N", 9, 2, 750),
    ("redoubled_three_notrump_not_vulnerable_800", "3NTXX", "N", 9, 1, 800),
    ("doubled_five_diamonds_not_vulnerable_550", "5DX", "S", 11, 1, 550),
    ("doubled_five_diamonds_overtrick_not_vulnerable_650", "5DX", "S", 12, 1, 650),
    ("doubled_one_notrump_overtrick_not_vulnerable_280", "1NTX", "N", 8, 1, 280),
    ("redoubled_two_diamonds_made_game_560", "2DXX", "N", 8, 1, 560),
    ("doubled_two_hearts_by_west_made_vulnerable_670", "2HX", "W", 5, 3, 670),
    # ---- slams ------------------------------------------------------------------------
    ("six_clubs_made_not_vulnerable_920", "6C", "S", 12, 1, 920),
    ("six_clubs_overtrick_not_vulnerable_940", "6C", "S", 13, 1, 940),
    ("grand_slam_spades_vulnerable_2210", "7S", "N", 13, 2, 2210),
    ("doubled_grand_slam_notrump_not_vulnerable_1790", "7NTX", "S", 13, 1, 1790),
    ("doubled_small_slam_spades_vulnerable_1660", "6SX", "N", 12, 2, 1660),
    ("small_slam_by_east_not_vulnerable_980", "6H", "E", 1, 2, 980),
    # ---- undertricks ------------------------------------------------------------------
    ("one_down_not_vulnerable_minus_50", "4H", "S", 9, 1, -50),
    ("three_down_vulnerable_minus_300", "4H", "S", 7, 2, -300),
    ("doubled_one_down_not_vulnerable_minus_100", "4HX", "S", 9, 1, -100),
    ("doubled_two_down_not_vulnerable_minus_300", "4HX", "S", 8, 1, -300),
    ("doubled_five_down_not_vulnerable_minus_1100", "4HX", "S", 5, 1, -1100),
    ("doubled_six_down_not_vulnerable_minus_1400", "4SX", "N", 4, 1, -1400),
    ("doubled_one_down_vulnerable_minus_200", "4HX", "S", 9, 2, -200),
    ("doubled_two_down_vulnerable_minus_500", "4HX", "S", 8, 2, -500),
    ("doubled_four_down_vulnerable_minus_1100", "4HX", "S", 6, 2, -1100),
    ("doubled_six_down_vulnerable_minus_1700", "4SX", "N", 4, 4, -1700),
    ("redoubled_one_down_not_vulnerable_minus_200", "3NTXX", "N", 8, 1, -200),
    ("redoubled_two_down_not_vulnerable_minus_600", "3NTXX", "N", 7, 1, -600),
    ("redoubled_three_down_not_vulnerable_minus_1000", "3NTXX", "N", 6, 1, -1000),
    ("redoubled_four_down_not_vulnerable_minus_1600", "3NTXX", "N", 5, 1, -1600),
    ("redoubled_one_down_vulnerable_minus_400", "3NTXX", "N", 8, 2, -400),
    ("redoubled_two_down_vulnerable_minus_1000", "3NTXX", "N", 7, 2, -1000),
    ("redoubled_three_down_vulnerable_minus_1600", "3NTXX", "N", 6, 2, -1600),
    ("doubled_small_slam_one_down_vulnerable_minus_200", "6HX", "S", 11, 4, -200),
    ("east_west_doubled_three_down_vulnerable_minus_800", "4SX", "E", 6, 3, -800),
    ("east_west_not_vulnerable_on_board_2_two_down_minus_100", "3NT", "W", 6, 2, -100),
]


def _case(name: str, bid: str, seat: str, ns: int, number: int, points: int, ed: str) -> Case:
    side = "NS" if seat in "NS" else "EW"
    other = "EW" if side == "NS" else "NS"
    return Case(
        f"law_77_{name}_{ed}",
        ended(bid, seat, ns, ed, board=number),
        {
            "status": "complete",
            "tricks": {"NS": ns, "EW": 13 - ns},
            "score": {side: points, other: -points},
            "adjust": [],
        },
    )


CASES: list[Case] = [_case(*row, ed) for row in BOARDS for ed in EDITIONS]


@pytest.mark.parametrize("case", params(CASES))
def test_law_77_check7_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
