"""Eleventh blind check (issue 13), part 8: breadth. Chains of two or three
irregularities as a director meets them mid-auction and mid-play (a pass
out of turn refused, then an insufficient bid by the other side, then a
call by a player who had to pass: 30A, 27A1, 27B1a, 37B), 2017's
comparable replacement of an insufficient bid by a double (27B1b) and a
double that is not comparable (27B3); a major penalty card and the duty
to follow suit (50D1: following suit comes first, the card stays), the
penalty card played (it is gone), its holder's partner winning the lead
(50D2); a weighted adjusted score (12C1c). Expectations set down from the
seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import board, run6
from check7_cases import contract, pc
from check9_cases import EDITIONS, revokes
from check11_cases import NEXT, REST, alike, hesitation, three

ONE_C_ONE_H = {"auction": ["1C", "1H"]}
#: 1NT by North, 2H by East: South to call
ONE_NT_TWO_H = {"auction": ["1NT", "2H"]}
#: 2S by North (dummy South) after eight tricks (NS 4, EW 4): North led ♣2 to trick 9;
#: East holds ♥Q as a major penalty card
N_2S_HQ = contract("2S", "N", 4, 4, current=["N:C2"], penalty_cards=[pc("E", "HQ")])

#: West passes at South's turn, refused; South's 1D over 1H is insufficient
W_PASS_S_IB = (
    "W Pass; N dir; fact artificial false; N ch reject; S 1D; W dir; fact unintended false; "
    "fact artificial false"
)
STAYMAN_IB = "S 2C; W dir; fact unintended false; fact artificial true H,S; W ch reject; S X"


CASES: list[Case] = [
    # ---- 30A, then 27 ------------------------------------------------------------------------
    # West accepts 1D; his own once-only pass is then made: nothing binds anyone
    *alike(
        "law_30a_27a1_situation_west_accepts_1d_and_passes_as_bound",
        ONE_C_ONE_H,
        f"{W_PASS_S_IB}; W ch accept; W Pass",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # West refuses; South's 2D is free (27B1a); West still owes his pass (30A)
    *alike(
        "law_30a_27b1a_situation_2d_free_west_still_passes_once",
        ONE_C_ONE_H,
        f"{W_PASS_S_IB}; W ch reject; S 2D",
        {"status": "auction", "next": "W", "must_pass": [("W", NEXT)]},
    ),
    # West bids instead of his pass (37B): cancelled, East and West pass throughout
    *alike(
        "law_30a_27b1a_37b_situation_west_bids_when_bound_to_pass",
        ONE_C_ONE_H,
        f"{W_PASS_S_IB}; W ch reject; S 2D; W 2H; N dir",
        {"status": "auction", "next": "N", "must_pass": [("E", REST), ("W", REST)]},
    ),
    # ---- 27B1b (2017): a Stayman 2C under 2H replaced by a double --------------------------------
    *three(
        "law_27b1b_situation_insufficient_stayman_replaced_by_a_double",
        ONE_NT_TWO_H,
        {
            # comparable: no rectification
            "2017": (
                f"{STAYMAN_IB}; fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    *three(
        "law_27b3_situation_double_not_comparable_north_passes_throughout",
        ONE_NT_TWO_H,
        {
            # not comparable: the double is cancelled (27B3), South calls again, North passes
            "2017": (
                f"{STAYMAN_IB}; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("N", REST)]},
            ),
        },
    ),
    # ---- 50D1: East's ♥Q and the club lead ------------------------------------------------------
    # following suit comes first: East plays a club, the queen stays
    *alike(
        "law_50d1_44c_situation_east_follows_suit_the_queen_stays",
        N_2S_HQ,
        "E card C5",
        {"status": "play", "next": "S", "pcs": {("E", "HQ", "major")}},
    ),
    # East plays the queen (he has no club): the penalty card is gone
    *alike(
        "law_50d1_situation_east_plays_the_queen_it_is_gone",
        N_2S_HQ,
        "E card HQ",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # West wins the trick with the ♣A: the 50D2 choice for declarer at West's lead
    *alike(
        "law_50d2_situation_west_wins_the_club_declarer_chooses",
        N_2S_HQ,
        "E card C5; S card C9; W card CA",
        {
            "status": "awaiting_choice",
            "pcs": {("E", "HQ", "major")},
            "ruling": {"chooser": "N", "options_has": {"require_suit:H", "prohibit_suit:H"}},
        },
    ),
    # hearts required: the queen is picked up, West must lead a heart
    *alike(
        "law_50d2a_situation_hearts_required_queen_picked_up",
        N_2S_HQ,
        "E card C5; S card C9; W card CA; N ch require_suit:H",
        {"status": "play", "next": "W", "pcs": set(), "lead": {("W", "require_suit", "H")}},
    ),
]

CASES += [
    # ---- 12C1c: a weighted adjusted score after the hesitation -------------------------------
    Case(
        f"law_12c1c_16b1a_weighted_score_half_made_half_one_down_{ed}",
        board(
            [
                *hesitation(),
                fact("logical_alternatives", ["Pass", "X"], of=5, suggested="X"),
                fact(
                    "outcomes",
                    [
                        {"contract": "2D", "declarer": "E", "tricks": 8, "weight": "1/2"},
                        {"contract": "2D", "declarer": "E", "tricks": 7, "weight": "1/2"},
                    ],
                ),
            ],
            ed,
        ),
        {
            "status": "complete",
            "contract": "2DX",
            "score": {"NS": 300, "EW": -300},
            "judged": {"status": "adjusted", "offender": "NS"},
        },
    )
    for ed in EDITIONS
]


#: 3NT by North after twelve tricks (NS 8, EW 4), North on lead to the last trick
N_3NT_LAST_LEAD = contract("3NT", "N", 8, 4, leader="N")
#: 1C by North, East passed; West must pass for the rest of the auction (27B2, earlier)
W_BOUND = {
    "auction": ["1C", "Pass"],
    "obligations": [
        {"type": "must_pass", "seat": "W", "scope": "rest_of_auction", "laws": ["27B2"]}
    ],
}
#: 4S by South, the play over: North-South nine tricks
S_4S_NINE = contract("4S", "S", 9, 4)
#: 4S by South, the play over: North-South ten tricks
S_4S_TEN = contract("4S", "S", 10, 3)

CASES += [
    # ---- 53A (2017): a lead out of turn in trick 13 is taken back; 2007 lets declarer accept --
    *three(
        "law_53a_situation_east_leads_out_of_turn_to_the_last_trick",
        N_3NT_LAST_LEAD,
        {
            "2017": ("E card S5; N dir", {"status": "play", "next": "N", "pcs": set()}),
            "2007": (
                "E card S5; N dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {"offender": "E", "chooser": "N", "options_has": {"accept"}},
                },
            ),
        },
    ),
    # ---- an obligation in force from an earlier ruling (spec §6) ------------------------------
    *alike(
        "law_27b2_situation_wests_pass_throughout_carries_on",
        W_BOUND,
        "S 1S; W Pass; N 2S; E Pass; S Pass",
        {"status": "auction", "next": "W", "must_pass": [("W", REST)]},
    ),
    # 37B: West bids all the same: cancelled, East and West pass throughout
    *alike(
        "law_37b_situation_west_bids_while_bound_to_pass_throughout",
        W_BOUND,
        "S 1S; W 2H; N dir",
        {"status": "auction", "next": "N", "must_pass": [("E", REST), ("W", REST)]},
    ),
    # ---- revokes at the end: where the rubber rules and the Laws part ------------------------
    # West's revoke trick won by South, East-West won two tricks after: the Laws move one (64A2),
    # the rubber rules two (55(6)): 10 tricks, 420 / 11 tricks, 120 + 30
    *three(
        "law_64a2_rubber_55_6_revoke_trick_won_by_declarer_two_won_after",
        S_4S_NINE,
        {
            "2017": (
                revokes(("W", 5, "S", 2)),
                {
                    "status": "complete",
                    "tricks": {"NS": 10, "EW": 3},
                    "score": {"NS": 420, "EW": -420},
                },
            ),
            "2007": (
                revokes(("W", 5, "S", 2)),
                {
                    "status": "complete",
                    "tricks": {"NS": 10, "EW": 3},
                    "score": {"NS": 420, "EW": -420},
                },
            ),
            "rubber": (
                revokes(("W", 5, "S", 2)),
                {
                    "status": "complete",
                    "tricks": {"NS": 11, "EW": 2},
                    "score": {"NS": 150, "EW": 0},
                },
            ),
        },
    ),
    # the offending side won no trick from the revoke on: nothing moves in either rule book
    *alike(
        "law_64b2_rubber_55_6_no_trick_won_from_the_revoke_on",
        S_4S_TEN,
        revokes(("E", 6, "S", 0)),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
        rubber={"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_breadth(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
