"""Ninth blind check (issue 13), part 2: the auction laws of the 2007 edition
(seed 003, Dutch 2007 Laws 23-40) against 2017 (seed 000), each sub-law with
two records where it can be shown from the bidding boxes: 25A/25B changes of
call, 26A/26B lead restrictions after a withdrawn call, 27A-C insufficient
bids, 29A/29B, 30A/30B (passes out of turn: 2007 keys on 'before anyone
bid', 2017 on whose turn it was), 31A/31B (2007: partner passes throughout
or at his next turn by the denomination repeated; 2017: the comparable call
of 23A), 32A/32B (the letters swapped between the editions), 36, 37, 38 and
39. Board 1: North deals, nobody vulnerable. Expectations set down from the
seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check9_cases import boards, same

NEXT = "next_turn"
REST = "rest_of_auction"

#: East bids 1H at North's turn (his RHO), South refuses it (29B)
E_1H_OOT = "E 1H; S dir; S ch reject"
#: West doubles 1H at South's turn (his RHO), North refuses it
W_X_AT_RHO = "N 1H; E Pass; W X; N dir; N ch reject"


CASES: list[Case] = [
    # ---- 25A: an unintended call replaced at once ------------------------------------------
    *same(
        "law_25a1_north_1c_slip_replaced_by_1d",
        "N 1C; N 1D; E dir; fact unintended true",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    *same(
        "law_25a1_east_2c_slip_replaced_by_2d_before_partner_calls",
        "N 1H; E 2C; E 2D; S dir; fact unintended true",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 25B: an intended change -------------------------------------------------------------
    # 25B1: East calls over the change: accepted, the second call stands
    *same(
        "law_25b1_change_accepted_by_easts_call",
        "N 1C; N 1D; E Pass",
        {"status": "auction", "next": "S", "irr": [("change_of_call", "N", True)]},
    ),
    *same(
        "law_25b1_change_of_2c_to_2h_accepted_by_souths_double",
        "N 1NT; E 2C; E 2H; S X",
        {"status": "auction", "next": "W", "irr": [("change_of_call", "E", True)]},
    ),
    # 25B2: not accepted: the change is cancelled, the first call stands
    *same(
        "law_25b2_change_refused_1c_stands",
        "N 1C; N 2C; E dir; fact unintended false; E ch reject",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    *same(
        "law_25b2_change_of_pass_to_1s_refused_pass_stands",
        "N Pass; N 1S; E dir; fact unintended false; E ch reject",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # ---- 27A: accepted by the next player's call ----------------------------------------------
    *same(
        "law_27a1_1s_over_1nt_accepted_by_souths_pass",
        "N 1NT; E 1S; S Pass",
        {"status": "auction", "next": "W", "irr": [("insufficient_bid", "E", True)]},
    ),
    *same(
        "law_27a1_2d_over_2h_accepted_by_norths_double",
        "N 1H; E Pass; S 2H; W 2D; N X",
        {"status": "auction", "next": "E", "irr": [("insufficient_bid", "W", True)]},
    ),
    # ---- 27B1a: the lowest sufficient bid in the same denomination -----------------------------
    *same(
        "law_27b1a_1s_over_1nt_replaced_by_2s",
        "N 1NT; E 1S; S dir; fact artificial false; S ch reject; E 2S",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *same(
        "law_27b1a_2d_over_2h_replaced_by_3d",
        "N 1H; E Pass; S 2H; W 2D; N dir; fact artificial false; N ch reject; W 3D",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 27B2: another bid, or a pass: partner passes throughout ---------------------------------
    *same(
        "law_27b2_1d_over_1s_replaced_by_3d_jump",
        "N 1S; E 1D; S dir; fact artificial false; S ch reject; E 3D; fact comparable false",
        {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
    ),
    *same(
        "law_27b2_1d_over_1s_replaced_by_pass",
        "N 1S; E 1D; S dir; fact artificial false; S ch reject; E Pass",
        {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
    ),
    # ---- 27B3: a double in its place is cancelled; partner passes throughout ---------------------
    *same(
        "law_27b3_1s_over_1nt_replaced_by_a_double_cancelled",
        "N 1NT; E 1S; S dir; fact artificial false; S ch reject; E X; fact comparable false",
        {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
    ),
    # ---- 27B4: a second insufficient bid: South may accept it ------------------------------------
    *same(
        "law_27b4_1s_over_1nt_replaced_by_1h_second_insufficient",
        "N 1NT; E 1S; S dir; fact artificial false; S ch reject; E 1H",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "insufficient_bid",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    # ---- 29A/29B: a bid out of turn accepted or cancelled ----------------------------------------
    *same(
        "law_29a_souths_1h_at_norths_turn_accepted_by_west",
        "S 1H; W Pass",
        {"status": "auction", "next": "N", "irr": [("bid_out_of_rotation", "S", True)]},
    ),
    # 31B: South bids at his partner's (the dealer's) turn: 2007 partner passes throughout,
    # 2017 partner may call (16C2)
    *boards(
        "law_29b_31b_souths_1h_at_norths_turn_cancelled",
        {
            "2017": (
                "S 1H; W dir; W ch reject",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "S 1H; W dir; W ch reject",
                {"status": "auction", "next": "N", "must_pass": [("N", REST)]},
            ),
        },
    ),
    # ---- 30A (2007: before anyone bid; 2017: at RHO's turn) --------------------------------------
    *same(
        "law_30a_east_passes_at_norths_turn_passes_next_turn",
        "E Pass; S dir; S ch reject",
        {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
    ),
    # West passes at his partner's turn before any bid: 2007 30A (pass at next turn);
    # 2017 30B1 (partner may call; nothing binds yet)
    *boards(
        "law_30a_30b1_west_passes_at_easts_turn_before_any_bid",
        {
            "2017": (
                "N Pass; W Pass; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "N Pass; W Pass; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("W", NEXT)]},
            ),
        },
    ),
    # ---- 30B1 (2007: after a bid at RHO's turn; 2017 30A) ----------------------------------------
    *same(
        "law_30b1_south_passes_at_easts_turn_after_1c",
        "N 1C; S Pass; W dir; W ch reject",
        {"status": "auction", "next": "E", "must_pass": [("S", NEXT)]},
    ),
    # ---- 30B2 (2007: at partner's turn after a bid: offender passes throughout) ------------------
    *boards(
        "law_30b2_west_passes_at_easts_turn_after_1c",
        {
            "2017": (
                "N 1C; W Pass; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "N 1C; W Pass; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 30B3 (2007) / 30B2 (2017): a pass at LHO's turn after his own bid is a change of call ---
    *same(
        "law_30b3_north_passes_after_his_own_1c_change_of_call",
        "N 1C; N Pass; E dir",
        {"status": {"awaiting_fact", "awaiting_choice"}, "text_all": ["25"]},
    ),
    # ---- 31A1: RHO passes, the bid is repeated: no rectification ---------------------------------
    *same(
        "law_31a1_easts_1h_repeated_after_norths_pass",
        f"{E_1H_OOT}; N Pass; E 1H",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 31A2: RHO bids --------------------------------------------------------------------------
    # the denomination repeated: 2007 partner passes at his next turn (31A2a);
    # 2017 a comparable call
    *boards(
        "law_31a2a_east_repeats_hearts_over_norths_1c",
        {
            "2017": (
                f"{E_1H_OOT}; N 1C; E 1H; fact comparable true",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
            "2007": (
                f"{E_1H_OOT}; N 1C; E 1H; fact artificial false",
                {"status": "auction", "next": "S", "must_pass": [("W", NEXT)]},
            ),
        },
    ),
    *boards(
        "law_31a2a_east_repeats_hearts_at_two_over_norths_1s",
        {
            "2017": (
                f"{E_1H_OOT}; N 1S; E 2H; fact comparable true",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
            "2007": (
                f"{E_1H_OOT}; N 1S; E 2H; fact artificial false",
                {"status": "auction", "next": "S", "must_pass": [("W", NEXT)]},
            ),
        },
    ),
    # another denomination: 2007 partner passes throughout (31A2b); 2017 not comparable: partner
    # passes at his next turn (seed 000 31A2b)
    *boards(
        "law_31a2b_east_bids_spades_not_hearts_over_norths_1c",
        {
            "2017": (
                f"{E_1H_OOT}; N 1C; E 1S; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("W", NEXT)]},
            ),
            "2007": (
                f"{E_1H_OOT}; N 1C; E 1S; fact artificial false",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
        },
    ),
    *boards(
        "law_31a2b_east_passes_over_norths_1c",
        {
            "2017": (
                f"{E_1H_OOT}; N 1C; E Pass; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("W", NEXT)]},
            ),
            "2007": (
                f"{E_1H_OOT}; N 1C; E Pass; fact artificial false",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 31B: at partner's turn, or LHO's before the offender called -----------------------------
    *boards(
        "law_31b_wests_1d_at_norths_turn",
        {
            "2017": (
                "W 1D; N dir; N ch reject",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W 1D; N dir; N ch reject",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    *boards(
        "law_31b_wests_1s_at_easts_turn_after_1c",
        {
            "2017": (
                "N 1C; W 1S; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "N 1C; W 1S; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 32: a double out of turn ----------------------------------------------------------------
    # accepted by North's call (29A)
    *same(
        "law_32_29a_wests_double_at_souths_turn_accepted_by_north",
        "N 1H; E Pass; W X; N Pass",
        {"status": "auction", "next": "E", "irr": [("double_out_of_rotation", "W", True)]},
    ),
    # at RHO's turn, RHO passes: the double is repeated, no rectification (2007 32B1, 2017 32A1)
    *same(
        "law_32b1_wests_double_repeated_after_souths_pass",
        f"{W_X_AT_RHO}; S Pass; W X",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # RHO bids: 2007 partner passes throughout (32B2); 2017 a comparable double: none (32A2a)
    *boards(
        "law_32b2_west_doubles_2h_after_souths_raise",
        {
            "2017": (
                f"{W_X_AT_RHO}; S 2H; W X; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                f"{W_X_AT_RHO}; S 2H; W X",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # at partner's turn: 2007 partner passes throughout (32A); 2017 partner may call (32B1)
    *boards(
        "law_32a_wests_double_at_easts_turn",
        {
            "2017": (
                "N 1H; W X; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "N 1H; W X; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 36: an inadmissible double --------------------------------------------------------------
    # South doubles his partner's 1H: cancelled, South calls again, North passes throughout (36B)
    *same(
        "law_36b_south_doubles_partners_1h",
        "N 1H; E Pass; S X; W dir",
        {"status": "auction", "next": "S", "must_pass_has": [("N", REST)]},
    ),
    # West called over it first: the double and every call after it cancelled, no 26 (36A)
    *same(
        "law_36a_south_doubles_partners_1h_west_calls_first",
        "N 1H; E Pass; S X; W Pass; N dir",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 37: a call when bound to pass -----------------------------------------------------------
    # East must pass at his next turn (30A) and bids: the bid becomes a pass and East-West pass
    # throughout (37B)
    *same(
        "law_37b_east_bids_when_bound_to_pass",
        "E Pass; S dir; S ch reject; N 1C; E 1H; S dir",
        {"status": "auction", "next": "S", "must_pass_has": [("W", REST)]},
    ),
    # South called over it first: the bid and the calls after it stand (37A)
    *same(
        "law_37a_east_bids_when_bound_to_pass_south_calls_over_it",
        "E Pass; S dir; S ch reject; N 1C; E 1H; S 1S",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- 38: a bid above seven -------------------------------------------------------------------
    *same(
        "law_38_south_bids_8s_cancelled_side_passes_throughout",
        "N 1S; E Pass; S 8S; W dir",
        {"status": "auction", "next": "W", "must_pass_has": [("N", REST), ("S", REST)]},
    ),
    *same(
        "law_38b_38d_south_bids_8nt_west_passes_first",
        "N 1S; E Pass; S 8NT; W Pass; N dir",
        {"status": "auction", "next": "W", "must_pass_has": [("N", REST), ("S", REST)]},
    ),
    # ---- 39: a call after the final pass ---------------------------------------------------------
    # dummy-to-be bids again: cancelled, no rectification (39B); East leads
    *same(
        "law_39b_south_bids_5s_after_the_final_pass",
        "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; S 5S; W dir",
        {"status": "play", "next": "E", "contract": "4S", "declarer": "N", "must_pass": []},
    ),
    # a defender's pass after the final pass: no rectification (39B)
    *same(
        "law_39b_west_passes_again_after_the_final_pass",
        "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; W Pass; N dir",
        {"status": "play", "next": "E", "contract": "4S", "declarer": "N"},
    ),
    # a defender doubles after the final pass: cancelled, 26 at his partner's lead (39C)
    *same(
        "law_39c_west_doubles_after_the_final_pass_lead_choice",
        "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; W X; N dir",
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "ruling": {"chooser": "N", "options_has": {"prohibit_suit:H"}},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_auction2007(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
