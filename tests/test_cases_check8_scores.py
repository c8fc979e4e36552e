"""Eighth blind check (issue 13), part 5: Law 77 scores the earlier checks
left out (doubled and redoubled overtricks and undertricks, slams, part scores
that become games when doubled, both vulnerabilities set on the record) from
a board whose play is over, and the artificial adjusted scores of 12C2 where
a table ruling ends the board without a result (13B2, 15A2a). Both editions
score alike. Expectations computed from seed 000's Law 77 table before the
records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, full, params
from check6_cases import run6
from check7_cases import ended

#: (name, contract, declarer, NS tricks, vulnerability, NS points)
SCORES: list[tuple[str, str, str, int, str, int]] = [
    ("law_77_4sx_plus_one_vulnerable_990", "4SX", "S", 11, "NS", 990),
    ("law_77_3ntxx_made_not_vulnerable_800", "3NTXX", "N", 9, "None", 800),
    ("law_77_1ntx_made_part_score_180", "1NTX", "S", 7, "None", 180),
    ("law_77_2hx_by_east_one_down_vulnerable_200", "2HX", "E", 6, "EW", 200),
    ("law_77_5dx_by_west_three_down_not_vulnerable_500", "5DX", "W", 5, "None", 500),
    ("law_77_6nt_plus_one_vulnerable_1470", "6NT", "N", 13, "All", 1470),
    ("law_77_7cxx_made_not_vulnerable_1960", "7CXX", "S", 13, "None", 1960),
    ("law_77_4hxx_by_west_one_down_vulnerable_400", "4HXX", "W", 4, "EW", 400),
    ("law_77_3sx_three_down_not_vulnerable_500", "3SX", "N", 6, "None", -500),
    ("law_77_7ntx_by_east_four_down_vulnerable_1100", "7NTX", "E", 4, "All", 1100),
    ("law_77_1cxx_three_redoubled_overtricks_vulnerable_1430", "1CXX", "N", 10, "NS", 1430),
    ("law_77_2sx_plus_one_doubled_into_game_570", "2SX", "S", 9, "None", 570),
    ("law_77_5cx_by_west_five_down_not_vulnerable_1100", "5CX", "W", 7, "None", 1100),
    ("law_77_3nt_by_east_plus_one_vulnerable_630", "3NT", "E", 3, "EW", -630),
    ("law_77_6s_one_down_vulnerable_100", "6S", "N", 11, "NS", -100),
    ("law_77_2ntx_made_vulnerable_game_690", "2NTX", "N", 8, "NS", 690),
    ("law_77_4sxx_made_not_vulnerable_880", "4SXX", "S", 10, "None", 880),
    ("law_77_1nt_made_exactly_90", "1NT", "N", 7, "None", 90),
    ("law_77_6hx_by_east_made_vulnerable_1660", "6HX", "E", 1, "EW", -1660),
    ("law_77_3dxx_by_south_two_down_not_vulnerable_600", "3DXX", "S", 7, "None", -600),
]

CASES: list[Case] = [
    Case(
        f"{name}_{ed}",
        ended(bid, declarer, ns, ed, vulnerable=vul),
        {
            "status": "complete",
            "tricks": {"NS": ns, "EW": 13 - ns},
            "score": {"NS": points, "EW": -points},
        },
    )
    for name, bid, declarer, ns, vul, points in SCORES
    for ed in ("2017", "2007")
]

# ---- 12C2: artificial adjusted scores after a table ruling ended the board -----------------
ARTIFICIAL = (
    "N 1NT; E Pass; fact wrong_number_of_cards true seat=N short=E; fact playable false; "
    "fact artificial_score A/A"
)
CASES += [
    # the board cannot be played normally after the hands were put right (13B2): neither
    # side at fault, average to both (12C2a)
    *[
        Case(
            f"law_13b2_12c2a_not_playable_average_to_both_{ed}",
            full(ARTIFICIAL, ed),
            {
                "status": "complete",
                "score": None,
                "judged": {"status": "adjusted"},
                "text_en": ["average", "East-West"],
            },
        )
        for ed in ("2017", "2007")
    ],
    # 15A2a (2017): North called with another board's cards and South has called since:
    # the board ends; the director's artificial score, East-West not at fault
    Case(
        "law_15a2a_12c2a_cards_from_a_wrong_board_artificial_score_2017",
        full(
            "N 1S; E Pass; S 2S; W Pass; fact cards_from_wrong_board true seat=N; "
            "fact artificial_score A-/A+",
            "2017",
        ),
        {
            "status": "complete",
            "judged": {"status": "adjusted"},
            "text_en": ["North-South average-minus; East-West average-plus"],
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
