"""Twelfth blind check (issue 13), part 7: harder corners, set down from the
seeds before the records were run: the rubber rules' revoke penalty against
Law 64 where the revoke trick was won by the offender's partner (64A2: one
trick; rubber 55(6): two) and where nothing was won before it (55(6): no
earlier trick moves), the rubber undertricks of their table (32: 700 for
four down vulnerable, 1,350 doubled six down, redoubled twice doubled) and
their no trump trick values (30: 30 and 40 in turn), two penalty cards and
the suit declarer names (51B1, 51B2), a penalty card not led and declarer's
answer (52B1(a), 52B1(b), 52B2), 64A2 with the revoke trick alone, an
artificial pass out of turn (30C, 31A2; 2007 31A2(b)), a double at the
right-hand opponent's turn followed by a bid (32A2; 2007 32B2), a second
insufficient bid (27B4, 27B3), a double for an insufficient bid (27B3), a
replacement before the ruling (27C), a defender's concession of a trick
his side would win (71).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check9_cases import revokes
from check10_cases import rubber_points, transfers
from check11_cases import NEXT, REST, alike, three

#: 4S by South after eight tricks, West on lead, East holds ♠K and ♥Q (major)
S_4S_TWO = contract("4S", "S", 5, 3, leader="W", penalty_cards=[pc("E", "SK"), pc("E", "HQ")])
#: 2S by North (dummy South) after six tricks: West on lead holding ♥J (major)
N_2S_W_HJ = contract("2S", "N", 3, 3, leader="W", penalty_cards=[pc("W", "HJ")])
#: North 1D, East 1S: South to call
ONE_D_ONE_S = {"auction": ["1D", "1S"]}
#: North 1S, East passed: South to call
ONE_S_P = {"auction": ["1S", "Pass"]}
#: North opened 2S: East to call
TWO_S = {"auction": ["2S"]}
#: North opened 1NT: East to call
ONE_NT = {"auction": ["1NT"]}
#: 3NT by South after ten tricks (NS 7, EW 3), East on lead
S_3NT_E = contract("3NT", "S", 7, 3, leader="E")

IB_2S = "E 1H; S dir; fact unintended false; fact artificial false; S ch reject"
IB_1NT = "E 1S; S dir; fact unintended false; fact artificial false; S ch reject"

CASES: list[Case] = [
    # ---- the revoke trick won by the offender's partner ----------------------------------------
    *three(
        "law_64a2_rubber_55_6_revoke_trick_won_by_dummy",
        contract("4S", "S", 11, 2),
        {
            # 64A2: not won by the offending player: one trick, 4S + 0, 420
            "2017": (
                revokes(("S", 3, "N", 5)),
                {
                    "status": "complete",
                    "tricks": {"NS": 10, "EW": 3},
                    "score": {"NS": 420, "EW": -420},
                },
            ),
            "2007": (
                revokes(("S", 3, "N", 5)),
                {
                    "status": "complete",
                    "tricks": {"NS": 10, "EW": 3},
                    "score": {"NS": 420, "EW": -420},
                },
            ),
            # 55(6): two of the revoking side's tricks, whoever won the revoke trick: one down
            "rubber": (
                revokes(("S", 3, "N", 5)),
                {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 0, "EW": 50}},
            ),
        },
    ),
    # ---- the revoke in trick 10, nothing won after it -------------------------------------------
    *three(
        "law_64a1_rubber_55_6_revoke_trick_only_one_trick",
        contract("4S", "S", 10, 3),
        {
            # 64A1: the revoke trick won by the offender, no later trick: one trick, one down
            "2017": (
                revokes(("S", 10, "S", 0)),
                {
                    "status": "complete",
                    "tricks": {"NS": 9, "EW": 4},
                    "score": {"NS": -50, "EW": 50},
                },
            ),
            "2007": (
                revokes(("S", 10, "S", 0)),
                {
                    "status": "complete",
                    "tricks": {"NS": 9, "EW": 4},
                    "score": {"NS": -50, "EW": 50},
                },
            ),
            # 55(6): no trick won before the revoke may move: only the revoke trick
            "rubber": (
                revokes(("S", 10, "S", 0)),
                {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 0, "EW": 50}},
            ),
        },
    ),
    # ---- 51B: East's ♠K and ♥Q, West to lead ---------------------------------------------------
    # 51B2: spades forbidden: the ♠K is picked up, the ♥Q stays
    *alike(
        "law_51b2_situation_spades_forbidden_king_picked_up_queen_stays",
        S_4S_TWO,
        "S ch prohibit_suit:S",
        {
            "status": "play",
            "next": "W",
            "pcs": {("E", "HQ", "major")},
            "lead": {("W", "prohibit_suit", "S")},
        },
    ),
    # 51B1: hearts required: the ♥Q is picked up, the ♠K stays
    *alike(
        "law_51b1_situation_hearts_required_queen_picked_up_king_stays",
        S_4S_TWO,
        "S ch require_suit:H",
        {
            "status": "play",
            "next": "W",
            "pcs": {("E", "SK", "major")},
            "lead": {("W", "require_suit", "H")},
        },
    ),
    # ---- 52: West leads ♣4 instead of his penalty ♥J -------------------------------------------
    # 52B2: not accepted: the ♥J is led instead, the ♣4 becomes a major penalty card
    *alike(
        "law_52b2_situation_club_not_accepted_becomes_a_penalty_card",
        N_2S_W_HJ,
        "W card C4; N dir; N ch reject",
        {"status": "play", "next": "N", "pcs": {("W", "C4", "major")}},
    ),
    # 52B1(b): declarer played after it: he must accept; the ♥J stays (52B1(c))
    *alike(
        "law_52b1b_situation_declarer_played_after_the_club_must_accept",
        N_2S_W_HJ,
        "W card C4; N card C2",
        {"status": "play", "next": "E", "pcs": {("W", "HJ", "major")}},
    ),
    # ---- 30C, 31A2: West's artificial pass at South's turn -------------------------------------
    *three(
        "law_30c_31a2_situation_artificial_pass_refused_south_bids",
        ONE_D_ONE_S,
        {
            # 2017 31A2(b): West's 2S not comparable: East passes once
            "2017": (
                "W Pass; N dir; fact artificial true; N ch reject; S 2D; W 2S; "
                "fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            # 2007 31A2(b): an artificial pass out of turn: East passes throughout
            "2007": (
                "W Pass; N dir; fact artificial true; N ch reject; S 2D; W 2S",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 32A2 (2007 32B2): West doubles at South's turn; South bids, West passes ----------------
    *three(
        "law_32a2_situation_double_refused_south_bids_west_passes",
        ONE_S_P,
        {
            "2017": (
                "W X; N dir; N ch reject; S 2S; W Pass; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            "2007": (
                "W X; N dir; N ch reject; S 2S; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 27B4: East replaces 1H over 2S by 2H, still insufficient: South may accept it
    *alike(
        "law_27b4_situation_second_insufficient_bid_south_chooses_again",
        TWO_S,
        f"{IB_2S}; E 2H",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "insufficient_bid", "offender": "E", "chooser": "S"},
        },
    ),
    # 27B4 -> 27B3: refused again: East bids 3H, West passes throughout
    *alike(
        "law_27b4_27b3_situation_second_insufficient_bid_refused",
        TWO_S,
        f"{IB_2S}; E 2H; S ch reject; E 3H",
        {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
    ),
    # ---- 27B3: East doubles instead of correcting 1S over 1NT ---------------------------------
    *three(
        "law_27b3_situation_double_for_the_insufficient_bid_cancelled",
        ONE_NT,
        {
            "2017": (
                f"{IB_1NT}; E X; fact comparable false",
                {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
            ),
            "2007": (
                f"{IB_1NT}; E X; fact comparable false",
                {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 27C: East put 2S in place of 1S before the director came ------------------------------
    *alike(
        "law_27c_situation_replacement_made_first_south_may_accept_1s",
        ONE_NT,
        "E 1S; E 2S; S dir; fact unintended false; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "insufficient_bid", "offender": "E", "chooser": "S"},
        },
    ),
    # 27C, 27B1a: South refuses 1S: 2S stands, the lowest bid in spades, no rectification
    *alike(
        "law_27c_27b1a_situation_replacement_2s_stands",
        ONE_NT,
        "E 1S; E 2S; S dir; fact unintended false; fact artificial false; S ch reject",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
]

#: 64A2: the offender's partner won the revoke trick and the side nothing after: one trick
CASES += transfers(
    [
        (
            "law_64a2_77_partner_won_the_revoke_trick_alone_one_trick",
            "4H",
            "S",
            10,
            1,
            [("E", 6, "W", 0)],
            11,
            450,
        )
    ]
)

#: the rubber rules' points of one deal (rule 30, 32 and their table)
CASES += rubber_points(
    [
        # 32: vulnerable doubled two down is 500, redoubled twice that
        ("rubber_32_4hxx_two_down_vulnerable_1000", "4HXX", "S", 8, "NS", 0, 1000),
        # 32: vulnerable undoubled four down: 100 + 150 + 200 + 250
        ("rubber_32_5d_by_east_four_down_vulnerable_700", "5D", "E", 6, "EW", 700, 0),
        # 32: doubled not vulnerable six down: 100 + 150 + 200 + 250 + 300 + 350
        ("rubber_32_7cx_by_west_six_down_1350", "7CX", "W", 6, "None", 1350, 0),
        # 30, 31: 3NTX 200; two doubled vulnerable overtricks 400
        ("rubber_30_31_3ntx_plus_two_vulnerable_600", "3NTX", "N", 11, "NS", 600, 0),
        # 30: five no trump tricks are 30 + 40 + 30 + 40 + 30
        ("rubber_30_5nt_made_170", "5NT", "S", 11, "None", 170, 0),
        # 30, 34: 7NT is 240, with 500 and 1000
        ("rubber_30_34_7nt_made_not_vulnerable_1740", "7NT", "N", 13, "None", 1740, 0),
    ]
)

#: 71: East conceded two of the three tricks left; the director restores one (EW five in all)
CASES += alike(
    "law_71_situation_defender_concedes_a_trick_his_side_would_win",
    S_3NT_E,
    ev("E concede 2; N agree; S agree; W dir", [fact("claim_award", 5)]),
    {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": -50, "EW": 50}},
)


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_probes(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
