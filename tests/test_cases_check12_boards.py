"""Twelfth blind check (issue 13), part 10: the board number beyond 16
(Law 2: boards 17-32 repeat the dealer and vulnerability of 1-16) in Law 77
scores, the dealer of boards 3 and 4 in a situation's auction (the calls run
from the dealer: South, West), and penalty cards held by both defenders
(50D2 at the lead of a defender who has one himself: declarer's choice
comes first; the required suit, while his own card waits, 50D1).
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, pc
from check9_cases import scored
from check11_cases import alike

#: 4S by South after six tricks: West on lead; West holds ♥J, East ♠K (both major)
BOTH_HOLD = contract("4S", "S", 3, 3, leader="W", penalty_cards=[pc("W", "HJ"), pc("E", "SK")])

CASES: list[Case] = scored(
    [
        # board 20 is board 4: everybody vulnerable: 4S made 620
        ("law_2_77_board_20_4s_by_north_made_620", "4S", "N", 10, {"board": 20}, 620),
        # board 23 is board 7: everybody vulnerable: 3NT + 1 by East 630
        ("law_2_77_board_23_3nt_by_east_plus_one_630", "3NT", "E", 3, {"board": 23}, -630),
        # board 25 is board 9: North-South not vulnerable: 1NT + 1 120
        ("law_2_77_board_25_1nt_by_south_plus_one_120", "1NT", "S", 8, {"board": 25}, 120),
        # board 30 is board 14: nobody vulnerable: 5DX made by West 550
        ("law_2_77_board_30_5dx_by_west_made_550", "5DX", "W", 2, {"board": 30}, -550),
        # board 32 is board 16: East-West vulnerable: 2HX one down 200
        ("law_2_77_board_32_2hx_by_east_one_down_200", "2HX", "E", 6, {"board": 32}, 200),
        # board 34 is board 2: North-South vulnerable: 6C made 120 + 500 + 750
        ("law_2_77_board_34_6c_by_north_made_1370", "6C", "N", 12, {"board": 34}, 1370),
    ]
)

CASES += [
    # board 3, South deals: South 1D, West to call; East bids 1S at West's (partner's) turn
    *alike(
        "law_2_31b_situation_board_3_east_bids_at_partners_turn",
        {"auction": ["1D"]},
        "E 1S; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
        board=3,
    ),
    # board 4, West deals: West passed, North 1C, East to call; South bids at East's turn
    *alike(
        "law_2_31a_situation_board_4_south_bids_at_rhos_turn",
        {"auction": ["Pass", "1C"]},
        "S 1H; W dir",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "bid_out_of_rotation", "offender": "S", "chooser": "W"},
        },
        board=4,
    ),
    # 50D2: West, on lead with his own ♥J out, is also East's partner: declarer chooses first
    *alike(
        "law_50d2_situation_both_defenders_hold_penalty_cards_declarer_chooses",
        BOTH_HOLD,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "S", "options_has": {"require_suit:S", "prohibit_suit:S"}},
        },
    ),
    # 50D2(a): spades required: East's ♠K is picked up, West's ♥J stays (50D1 when he can)
    *alike(
        "law_50d2a_50d1_situation_spades_required_wests_jack_stays",
        BOTH_HOLD,
        "S ch require_suit:S",
        {
            "status": "play",
            "next": "W",
            "pcs": {("W", "HJ", "major")},
            "lead": {("W", "require_suit", "S")},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_boards(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
