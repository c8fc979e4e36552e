"""Twelfth blind check (issue 13), part 1: records as a director meets them
mid-board (spec §6: the calls so far, or the tricks so far with the trick in
progress and penalty cards on the table, hands unknown). Positions the
earlier rounds left: a bid at partner's turn (31B; 2007 31B: partner passes
throughout), a double at partner's turn (32B; 2007 32A), calls out of turn
at the right-hand opponent's turn followed by a pass or a bid (31A1, 31A2;
2007 31A2(a) and (b)), 28B (the player in turn calls over it), a pass at
the left-hand opponent's turn before anyone called (2017 30B1; 2007 30A),
the insufficient bid over 1NT (27B1a, 27B2), a call by a player required to
pass (37A, 37B), a double of partner's bid (36A, 36B), a bid above seven
(38), calls after the final pass (39), the opening lead out of turn (54),
a lead out of turn later in the play (53A, 56), declarer's leads from the
wrong hand (55A, 55B), penalty cards (50C, 50D2, 51B, 52), a premature play
(57A). Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, pc
from check11_cases import NEXT, REST, alike, three

#: North passed, East opened 1D: South to call
P_1D = {"auction": ["Pass", "1D"]}
#: North opened 1H: East to call
ONE_H = {"auction": ["1H"]}
#: North dealer, nobody has called
NOTHING: dict[str, list[str]] = {"auction": []}
#: North opened 1NT: East to call
ONE_NT = {"auction": ["1NT"]}
#: North 1H, East 1S, West bound to pass for the rest of the auction: South to call
W_BOUND = {
    "auction": ["1H", "1S"],
    "obligations": [
        {"type": "must_pass", "seat": "W", "scope": "rest_of_auction", "laws": ["27B2"]}
    ],
}
#: North 1H, East doubled: South to call
ONE_H_X = {"auction": ["1H", "X"]}
#: North 1NT, East passed: South to call
ONE_NT_P = {"auction": ["1NT", "Pass"]}
#: North opened 1S, three passes: 1S by North, East to lead
ONE_S_OVER = {"auction": ["1S", "Pass", "Pass", "Pass"]}

#: 4S by South before the opening lead: West to lead
S_4S = contract("4S", "S")
#: 4H by East (dummy West) after five tricks (NS 2, EW 3): North on lead
E_4H_N = contract("4H", "E", 2, 3, leader="N")
#: 3NT by North (dummy South) after seven tricks (NS 4, EW 3): dummy on lead
N_3NT_S = contract("3NT", "N", 4, 3, leader="S")
#: 4S by South after eight tricks (NS 5, EW 3): West on lead
S_4S_W = contract("4S", "S", 5, 3, leader="W")
#: 4S by South after eight tricks, West on lead, East holds ♠K and ♥Q (major)
S_4S_TWO = contract("4S", "S", 5, 3, leader="W", penalty_cards=[pc("E", "SK"), pc("E", "HQ")])
#: 2S by North (dummy South) after six tricks: East led ♥4, West holds ♥J (major)
N_2S_HJ = contract("2S", "N", 3, 3, current=["E:H4"], penalty_cards=[pc("W", "HJ")])
#: 4H by North (dummy South) after four tricks: North led ♠5
N_4H_S5 = contract("4H", "N", 2, 2, current=["N:S5"])

REF = "fact artificial false"
IB = "E 1S; S dir; fact unintended false; fact artificial false"

CASES: list[Case] = [
    # ---- 31B: North bids 1S at South's (his partner's) turn --------------------------------------
    *alike(
        "law_31b_situation_north_bids_at_partners_turn_east_chooses",
        P_1D,
        "N 1S; E dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "N",
                "chooser": "E",
                "options": {"accept", "reject"},
            },
        },
    ),
    # refused: 2017 31B1 lets South call freely (16C2); 2007 31B: South passes throughout
    *three(
        "law_31b_situation_norths_bid_refused",
        P_1D,
        {
            "2017": (
                "N 1S; E dir; fact unintended false; E ch reject",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
            "2007": (
                "N 1S; E dir; fact unintended false; E ch reject",
                {"status": "auction", "next": "S", "must_pass": [("S", REST)]},
            ),
        },
    ),
    # 29A: accepted, the auction goes on from North's 1S
    *alike(
        "law_29a_situation_norths_bid_at_partners_turn_accepted",
        P_1D,
        "N 1S; E dir; fact unintended false; E ch accept",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # 29A: East (left of the offender) calls over it: accepted by his call
    *alike(
        "law_29a_situation_east_calls_over_norths_bid",
        P_1D,
        "N 1S; E 2D",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [],
            "irr": [("bid_out_of_rotation", "N", True)],
        },
    ),
    # ---- 28B: West bids at South's turn, South (in turn) calls over it --------------------------
    *alike(
        "law_28b_situation_south_calls_over_wests_bid",
        P_1D,
        "W 1S; S 1H",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [],
            "irr_has": [("bid_out_of_rotation", "W")],
        },
    ),
    # ---- 31A: West bids 1S at South's (his right-hand opponent's) turn --------------------------
    *alike(
        "law_31a_situation_west_bids_at_rhos_turn_north_chooses",
        P_1D,
        "W 1S; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "bid_out_of_rotation", "offender": "W", "chooser": "N"},
        },
    ),
    # 31A1: South passes, West repeats 1S: no rectification
    *alike(
        "law_31a1_situation_south_passes_west_repeats_1s",
        P_1D,
        "W 1S; N dir; N ch reject; S Pass; W 1S",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # 31A2: South bids 1H, West bids 2C (another denomination)
    *three(
        "law_31a2_situation_south_bids_west_changes_denomination",
        P_1D,
        {
            # 2017 31A2(b): not comparable: East passes once
            "2017": (
                "W 1S; N dir; N ch reject; S 1H; W 2C; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            # 2007 31A2(b): the denomination not repeated: East passes throughout
            "2007": (
                "W 1S; N dir; N ch reject; S 1H; W 2C; fact artificial false",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    *three(
        "law_31a2_situation_south_bids_west_repeats_spades",
        P_1D,
        {
            # 2017 31A2(a): a comparable call, nothing more
            "2017": (
                "W 1S; N dir; N ch reject; S 1H; W 1S; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            # 2007 31A2(a): the denomination repeated: East passes once
            "2007": (
                "W 1S; N dir; N ch reject; S 1H; W 1S; fact artificial false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
        },
    ),
    # ---- 32B (2007 32A): West doubles 1H at East's (his partner's) turn --------------------------
    *alike(
        "law_32b_situation_west_doubles_at_partners_turn_north_chooses",
        ONE_H,
        "W X; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "double_out_of_rotation",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    *three(
        "law_32b_situation_wests_double_refused",
        ONE_H,
        {
            "2017": (
                "W X; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "W X; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("E", REST)]},
            ),
        },
    ),
    *alike(
        "law_29a_situation_wests_double_accepted_north_calls",
        ONE_H,
        "W X; N dir; N ch accept",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 30A: West passes at South's turn (right-hand opponent), after a bid -------------------
    *alike(
        "law_30a_situation_west_passes_at_souths_turn_refused",
        P_1D,
        f"W Pass; N dir; {REF}; N ch reject",
        {"status": "auction", "next": "S", "must_pass": [("W", NEXT)]},
    ),
    # ---- before any call: East passes at North's turn (right-hand opponent) --------------------
    *alike(
        "law_30a_situation_east_passes_before_the_dealer_refused",
        NOTHING,
        f"E Pass; S dir; {REF}; S ch reject",
        {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
    ),
    # West passes at North's turn (left-hand opponent), nobody has called yet
    *three(
        "law_30b1_situation_west_passes_before_the_dealer_refused",
        NOTHING,
        {
            # 2017 30B1: West may call freely at his turn; nothing binds yet
            "2017": (
                f"W Pass; N dir; {REF}; N ch reject",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            # 2007 30A: before any bid, the offender passes at his first turn
            "2007": (
                f"W Pass; N dir; {REF}; N ch reject",
                {"status": "auction", "next": "N", "must_pass": [("W", NEXT)]},
            ),
        },
    ),
    # ---- 27: East bids 1S over 1NT -----------------------------------------------------------
    *alike(
        "law_27b_situation_1s_over_1nt_south_chooses",
        ONE_NT,
        IB,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "insufficient_bid",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    # 27B1a: 2S, the lowest sufficient bid in spades: no rectification
    *alike(
        "law_27b1a_situation_1s_corrected_to_2s",
        ONE_NT,
        f"{IB}; S ch reject; E 2S",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # 27B2: a jump to 3S, not comparable: West passes throughout
    *three(
        "law_27b2_situation_1s_corrected_to_3s",
        ONE_NT,
        {
            "2017": (
                f"{IB}; S ch reject; E 3S; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
            "2007": (
                f"{IB}; S ch reject; E 3S; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # 27B2: replaced by a pass: West passes throughout
    *three(
        "law_27b2_situation_1s_replaced_by_a_pass",
        ONE_NT,
        {
            "2017": (
                f"{IB}; S ch reject; E Pass; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
            "2007": (
                f"{IB}; S ch reject; E Pass; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # 27A1: South calls over it: accepted
    *alike(
        "law_27a1_situation_south_doubles_1s_accepted",
        ONE_NT,
        "E 1S; S X",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [],
            "irr": [("insufficient_bid", "E", True)],
        },
    ),
    # ---- 37: West, bound to pass, bids 2S ------------------------------------------------------
    # 37B: cancelled, a pass instead; East and West pass throughout
    *alike(
        "law_37b_situation_west_bound_to_pass_bids_2s",
        W_BOUND,
        "S Pass; W 2S; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", REST), ("W", REST)],
            "irr_has": [("call_when_required_to_pass", "W")],
        },
    ),
    # 37A: North calls over it first: 2S stands, West still passes throughout
    *alike(
        "law_37a_situation_north_calls_over_wests_2s",
        W_BOUND,
        "S Pass; W 2S; N 3H",
        {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
    ),
    # ---- 36: South doubles his partner's 1H (19A1 does not allow it) -----------------------------
    # 36B: cancelled, South calls again, North passes throughout
    *alike(
        "law_36b_situation_south_doubles_partners_1h",
        ONE_H_X,
        "S X; W dir; S 2H",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", REST)],
            "irr_has": [("inadmissible_double", "S")],
        },
    ),
    # 36A: West calls over it: the double and West's call are cancelled, South calls again
    *alike(
        "law_36a_situation_west_passes_over_the_inadmissible_double",
        ONE_H_X,
        "S X; W Pass; N dir",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 38: South bids 8NT over 1NT: a pass instead, North and South pass throughout ------------
    *alike(
        "law_38_situation_south_bids_8nt",
        ONE_NT_P,
        "S 8NT; W dir",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", REST), ("S", REST)],
            "irr_has": [("bid_above_seven", "S")],
        },
    ),
    # ---- 39: calls after the final pass -------------------------------------------------------
    # 39B: declarer's bid after the final pass is cancelled, no rectification: East leads
    *alike(
        "law_39b_situation_declarer_bids_after_the_final_pass",
        ONE_S_OVER,
        "N 2S; E dir",
        {
            "status": "play",
            "next": "E",
            "contract": "1S",
            "declarer": "N",
            "irr_has": [("call_after_final_pass", "N")],
        },
    ),
    # 39C (2017 39B2): East, the opening leader, doubles: cancelled; 1S by North stands
    *alike(
        "law_39_situation_opening_leader_doubles_after_the_final_pass",
        ONE_S_OVER,
        "E X; S dir",
        {
            "status": "play",
            "next": "E",
            "contract": "1S",
            "declarer": "N",
            "irr_has": [("call_after_final_pass", "E")],
        },
    ),
    # ---- 54: East faces the opening lead; West was to lead -------------------------------------
    *alike(
        "law_54_situation_east_leads_first_declarer_chooses",
        S_4S,
        "E card H5; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "offender": "E",
                "chooser": "S",
                "options_has": {"accept", "become_dummy", "require_retraction"},
            },
        },
    ),
    # 54A: declarer faces his hand: North declares, South is dummy and plays second
    *alike(
        "law_54a_situation_south_becomes_dummy",
        S_4S,
        "E card H5; S dir; S ch become_dummy",
        {"status": "play", "next": "S", "declarer": "N", "pcs": set()},
    ),
    # 54B: accepted: South stays declarer and plays second from his hand
    *alike(
        "law_54b_situation_lead_accepted_south_plays_second",
        S_4S,
        "E card H5; S dir; S ch accept",
        {"status": "play", "next": "S", "declarer": "S", "pcs": set()},
    ),
    # 54D, 56: refused: ♥5 a major penalty card, West leads, declarer has the 50D2 choice
    *alike(
        "law_54d_56_situation_lead_refused_heart_five_penalty_card",
        S_4S,
        "E card H5; S dir; S ch require_retraction",
        {
            "status": "awaiting_choice",
            "pcs": {("E", "H5", "major")},
            "ruling": {"chooser": "S", "options_has": {"require_suit:H", "prohibit_suit:H"}},
        },
    ),
    # ---- 53, 56: South leads at trick 6 when North had the lead --------------------------------
    *alike(
        "law_53_situation_south_leads_out_of_turn_declarer_east_chooses",
        E_4H_N,
        "S card C4; E dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "S",
                "chooser": "E",
                "options_has": {"accept"},
            },
        },
    ),
    *alike(
        "law_53a_situation_souths_lead_accepted_dummy_west_next",
        E_4H_N,
        "S card C4; E dir; E ch accept",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # 53A: declarer plays dummy's card to it: accepted without a word
    *alike(
        "law_53a_situation_dummy_west_plays_to_souths_lead",
        E_4H_N,
        "S card C4; W card C2",
        {"status": "play", "next": "N", "pcs": set(), "irr": [("lead_out_of_turn", "S", True)]},
    ),
    *alike(
        "law_56_situation_souths_lead_refused_club_four_penalty_card",
        E_4H_N,
        "S card C4; E dir; E ch reject",
        {
            "status": "awaiting_choice",
            "pcs": {("S", "C4", "major")},
            "ruling": {"chooser": "E", "options_has": {"require_suit:C", "prohibit_suit:C"}},
        },
    ),
    # ---- 55A: declarer North leads from his hand when dummy South had the lead -----------------
    *alike(
        "law_55a_situation_north_leads_from_hand_east_first",
        N_3NT_S,
        "N card D2; E dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "choosers": ["E", "W"],
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "N"},
        },
    ),
    # East (left of the hand led from) refuses, West accepts: East prevails, dummy leads
    *alike(
        "law_55a_situation_east_refuses_west_accepts_dummy_leads",
        N_3NT_S,
        "N card D2; E dir; fact opponent_induced false; E ch reject; W ch accept",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # 55A: East plays to it: accepted
    *alike(
        "law_55a_situation_east_plays_to_the_lead_from_hand",
        N_3NT_S,
        "N card D2; E card D3",
        {"status": "play", "next": "S", "irr": [("lead_from_wrong_hand", "N", True)]},
    ),
    # ---- 50: exposed cards with West on lead ---------------------------------------------------
    # 50C: a spot card exposed inadvertently is a minor penalty card; West leads freely
    *alike(
        "law_50c_situation_east_drops_the_club_two_minor",
        S_4S_W,
        "E exp C2; S dir; fact deliberate false",
        {"status": "play", "next": "W", "pcs": {("E", "C2", "minor")}, "lead": set()},
    ),
    # 50B, 50D2: an honour is a major penalty card; declarer chooses at West's lead
    *alike(
        "law_50d2_situation_east_drops_the_spade_king_declarer_chooses",
        S_4S_W,
        "E exp SK; S dir",
        {
            "status": "awaiting_choice",
            "pcs": {("E", "SK", "major")},
            "ruling": {"chooser": "S", "options_has": {"require_suit:S", "prohibit_suit:S"}},
        },
    ),
    # 50D2(a): spades required: the king is picked up, West must lead a spade
    *alike(
        "law_50d2a_situation_spades_required_king_picked_up",
        S_4S_W,
        "E exp SK; S dir; S ch require_suit:S",
        {"status": "play", "next": "W", "pcs": set(), "lead": {("W", "require_suit", "S")}},
    ),
    # 50D2(b): no restriction: the king stays a major penalty card
    *alike(
        "law_50d2b_situation_no_restriction_king_stays",
        S_4S_W,
        "E exp SK; S dir; S ch no_restriction",
        {"status": "play", "next": "W", "pcs": {("E", "SK", "major")}, "lead": set()},
    ),
    # 51B: two penalty cards of different suits: declarer may require either suit
    *alike(
        "law_51b_situation_two_penalty_cards_declarer_chooses",
        S_4S_TWO,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "S", "options_has": {"require_suit:S", "require_suit:H"}},
        },
    ),
    # ---- 52: West follows with ♥3 while his ♥J is a penalty card ---------------------------------
    *alike(
        "law_52_situation_west_keeps_back_the_heart_jack",
        N_2S_HJ,
        "S card H2; W card H3; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
            },
        },
    ),
    # ---- 57A: West plays ♠K before his partner East ------------------------------------------
    *alike(
        "law_57a_situation_west_plays_before_east_declarer_chooses",
        N_4H_S5,
        "W card SK; N dir",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "SK", "major")},
            "ruling": {
                "irregularity": "premature_play",
                "offender": "W",
                "chooser": "N",
                "options_has": {"highest", "lowest"},
            },
        },
    ),
    *alike(
        "law_57a1_situation_east_must_play_his_highest_spade",
        N_4H_S5,
        "W card SK; N dir; N ch highest",
        {"status": "play", "next": "E", "pcs": {("W", "SK", "major")}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_midboard(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
