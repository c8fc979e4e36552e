"""Twelfth blind check (issue 13), part 4: the NBB rubber rules (seed 001,
rules 39-55) as a director or the players meet them, hands unknown: a bid
at the right-hand opponent's turn (39(2): partner passes once), called over
by the left-hand opponent (39(3)), a bid before any bid at partner's or the
left-hand opponent's turn and a second bid (39(1): a new deal or the deal
stands), the insufficient bid (40(1), 40(2)), a defender's bid after the
auction (41), a double of a bid partner doubled and a bid when bound to
pass (42(b), 42(d)), cards shown in the auction (43(a), 43(b)), an exposed
card called (44), leads from the wrong hand and out of turn (45, 46(1),
46(2), 46(3), 46(5)), a defender's early play and declarer's from the
other hand (47(1), 47(2)), the revoke's two tricks and one more (55(6)).
Expectations set down from the seed before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check8_cases import ev
from check9_cases import revokes
from check11_cases import NEXT, three

#: North opened 1C: East to call
ONE_C = {"auction": ["1C"]}
#: North passed: East to call, nobody has bid
ONE_PASS = {"auction": ["Pass"]}
#: North and East passed: South to call
TWO_PASSES = {"auction": ["Pass", "Pass"]}
#: 1C by North, 1H by East: South to call
ONE_C_ONE_H = {"auction": ["1C", "1H"]}
#: North opened 1S: East to call
ONE_S = {"auction": ["1S"]}
#: 1H by North passed out: East to lead
ONE_H_OVER = {"auction": ["1H", "Pass", "Pass", "Pass"]}
#: 1H by North, doubled by East, South passed: West to call
DOUBLED = {"auction": ["1H", "X", "Pass"]}
#: 1C by North, East passed: South to call
ONE_C_P = {"auction": ["1C", "Pass"]}
#: 4H by South after six tricks (NS 3, EW 3): West on lead
S_4H_W = contract("4H", "S", 3, 3, leader="W")
#: 3NT by North (dummy South) after six tricks: dummy on lead
N_3NT_S = contract("3NT", "N", 3, 3, leader="S")
#: 4S by South after eight tricks (NS 4, EW 4): West on lead
S_4S_W = contract("4S", "S", 4, 4, leader="W")
#: 3NT by North (dummy South) after four tricks: East on lead
N_3NT_E = contract("3NT", "N", 2, 2, leader="E")
#: 4H by North (dummy South) after four tricks: North led ♦4
N_4H_D4 = contract("4H", "N", 2, 2, current=["N:D4"])
#: 4S by South (dummy North) after four tricks: South led ♥4 from his hand
S_4S_H4 = contract("4S", "S", 2, 2, current=["S:H4"])
#: 4H by South after four tricks: South (declarer's hand) on lead
S_4H_S = contract("4H", "S", 2, 2, leader="S")


def rb(
    name: str, situation: dict[str, Any], evs: str | list[dict[str, Any]], expect: dict[str, Any]
) -> list[Case]:
    """One rubber situation and what the rules make of it."""
    return three(name, situation, {"rubber": (evs, expect)})


CASES: list[Case] = [
    # ---- 39(2): South bids at East's turn (his right-hand opponent) ----------------------------
    *rb(
        "rubber_39_2_south_bids_at_easts_turn_north_passes_once",
        ONE_C,
        "S 1H; W dir",
        {"status": "auction", "next": "E", "must_pass": [("N", NEXT)]},
    ),
    *rb(
        "rubber_39_2_norths_once_pass_made_nothing_left",
        ONE_C,
        "S 1H; W dir; E Pass; S 1H; W Pass; N Pass",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # 39(3): West (left of the offender) bid before attention was drawn: as if in turn
    *rb(
        "rubber_39_3_west_bids_over_souths_early_bid",
        ONE_C,
        "S 1H; W 1S",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 39(1): before any bid ------------------------------------------------------------------
    # West bids at East's (his partner's) turn: North may ask a new deal
    *rb(
        "rubber_39_1_west_bids_at_partners_turn_before_any_bid",
        ONE_PASS,
        "W 1D; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options": {"new_deal", "keep_deal"}},
        },
    ),
    *rb(
        "rubber_39_1_deal_stands_the_bid_is_void",
        ONE_PASS,
        "W 1D; N dir; N ch keep_deal",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # East bids at South's (his left-hand opponent's) turn, nobody has bid yet
    *rb(
        "rubber_39_1_east_bids_at_lhos_turn_south_chooses",
        TWO_PASSES,
        "E 1NT; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options": {"new_deal", "keep_deal"}},
        },
    ),
    *rb(
        "rubber_39_1_east_bids_at_lhos_turn_new_deal",
        TWO_PASSES,
        "E 1NT; S dir; S ch new_deal",
        {"status": "complete", "contract": None},
    ),
    # a second, different bid before West called, and no slip of the tongue
    *rb(
        "rubber_39_1_south_bids_again_west_chooses",
        ONE_C_ONE_H,
        "S 1S; S 2C; W dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "S", "chooser": "W", "options": {"new_deal", "keep_deal"}},
        },
    ),
    *rb(
        "rubber_39_1_second_bid_void_1s_stands",
        ONE_C_ONE_H,
        "S 1S; S 2C; W dir; fact unintended false; W ch keep_deal",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- 40: East bids 1H over 1S ---------------------------------------------------------------
    # 40(1): any higher bid, West passes at his first turn
    *rb(
        "rubber_40_1_east_bids_2c_west_passes_once",
        ONE_S,
        "E 1H; S dir; E 2C",
        {"status": "auction", "next": "S", "must_pass": [("W", NEXT)]},
    ),
    # 40(2): East raises it in the same denomination before anyone speaks: no penalty
    *rb(
        "rubber_40_2_east_makes_it_2h_at_once",
        ONE_S,
        "E 1H; E 2H",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 41: a defender bids after the auction ------------------------------------------------
    *rb(
        "rubber_41_west_bids_after_the_auction_declarer_names_easts_lead",
        ONE_H_OVER,
        "W 2S; N dir",
        {
            "status": "awaiting_choice",
            "contract": "1H",
            "declarer": "N",
            "ruling": {"offender": "W", "chooser": "N"},
            "text_all": ["41"],
        },
    ),
    # a pass after the auction is no bid: no penalty, East leads
    *rb(
        "rubber_41_west_passes_after_the_auction_no_penalty",
        ONE_H_OVER,
        "W Pass; N dir",
        {"status": "play", "next": "E", "contract": "1H", "declarer": "N", "lead": set()},
    ),
    # ---- 42(d): West doubles the 1H his partner doubled ----------------------------------------
    *rb(
        "rubber_42_d_west_doubles_a_bid_partner_doubled",
        DOUBLED,
        "W X; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options": {"new_deal", "disallow"}},
        },
    ),
    # 42(II): disallowed: West is deemed to have passed
    *rb(
        "rubber_42_ii_wests_double_disallowed_north_calls",
        DOUBLED,
        "W X; N dir; N ch disallow",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 42(b): West, bound by 40(1) to pass, bids 2S -------------------------------------------
    *rb(
        "rubber_42_b_west_bids_when_bound_to_pass_three_options",
        ONE_S,
        "E 1H; S dir; E 2C; S Pass; W 2S; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "W",
                "chooser": "N",
                "options": {"new_deal", "disallow", "allow"},
            },
        },
    ),
    *rb(
        "rubber_42_ii_wests_2s_disallowed_north_calls",
        ONE_S,
        "E 1H; S dir; E 2C; S Pass; W 2S; N dir; N ch disallow",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 42(a): South bids 8C: West asks a new deal ----------------------------------------------
    *rb(
        "rubber_42_a_i_south_bids_8c_new_deal",
        ONE_C_P,
        "S 8C; W dir; W ch new_deal",
        {"status": "complete", "contract": None},
    ),
    # ---- 43: cards shown in the auction ---------------------------------------------------------
    # 43(b): West shows the ♥Q, an honour: North may ask a new deal
    *rb(
        "rubber_43_b_west_shows_the_heart_queen_in_the_auction",
        ONE_S,
        "E Pass; S Pass; W exp HQ; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"new_deal"}},
        },
    ),
    # 43(a): East shows the ♦4 and North becomes declarer: exposed card or no diamond lead by West
    *rb(
        "rubber_43_a_east_shows_the_diamond_four_declarer_north_chooses",
        ONE_S,
        "E exp D4; S dir; E Pass; S 2S; W Pass; N Pass; E Pass",
        {
            "status": "awaiting_choice",
            "contract": "2S",
            "declarer": "N",
            "ruling": {
                "offender": "E",
                "chooser": "N",
                "options_has": {"exposed_card", "prohibit_suit:D"},
            },
        },
    ),
    # ---- 44: East shows the ♣K with West on lead; declarer calls it when East plays --------------
    *rb(
        "rubber_44_1_easts_club_king_declarer_may_call_it_at_easts_turn",
        S_4H_W,
        "E exp CK; S dir; W card C3; N card C2",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"call_card:CK", "no_call"}},
        },
    ),
    # ---- 45: declarer North leads from his hand when dummy had the lead -----------------------
    *rb(
        "rubber_45_north_leads_from_hand_a_defender_may_object",
        N_3NT_S,
        "N card H4; E dir",
        {"status": "awaiting_choice", "ruling": {"offender": "N", "options_has": {"lead_from:S"}}},
    ),
    *rb(
        "rubber_45_lead_from_dummy_required_a_heart_if_he_can",
        N_3NT_S,
        "N card H4; E dir; E ch lead_from:S",
        {"status": "play", "next": "S", "lead": {("S", "require_suit", "H")}},
    ),
    # East plays to it before it is taken back: it counts as led from the right hand
    *rb(
        "rubber_45_east_plays_to_the_lead_from_hand_it_stands",
        N_3NT_S,
        "N card H4; E card H2",
        {"status": "play", "next": "S"},
    ),
    # dummy's card led when declarer's hand had the lead: a club from the hand
    *rb(
        "rubber_45_dummy_led_when_hand_should_club_required",
        S_4H_S,
        "N card C3; W dir; W ch lead_from:S",
        {"status": "play", "next": "S", "lead": {("S", "require_suit", "C")}},
    ),
    # ---- 46(1): declarer leads when West had the lead --------------------------------------------
    *rb(
        "rubber_46_1_declarer_leads_at_wests_turn_defenders_may_object",
        S_4S_W,
        "S card D4; W dir",
        {"status": "awaiting_choice", "ruling": {"offender": "S"}},
    ),
    # ---- 46(2): West leads when East had the lead ----------------------------------------------
    *rb(
        "rubber_46_2_west_leads_at_easts_turn_declarer_chooses",
        N_3NT_E,
        "W card S6; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"accept", "exposed_card"}},
        },
    ),
    # 46(2)(I): hearts named: East, on lead now, must lead a heart
    *rb(
        "rubber_46_2_i_hearts_named_east_leads_a_heart",
        N_3NT_E,
        "W card S6; N dir; N ch require_suit:H",
        # (the demand binds the side: whichever defender leads first; East does now)
        {"status": "play", "next": "E", "pending_leads": {("E", "require_suit", "H")}},
    ),
    # 46(2)(III): treated as led in turn: declarer plays next
    *rb(
        "rubber_46_2_iii_wests_lead_treated_as_correct",
        N_3NT_E,
        "W card S6; N dir; N ch accept",
        {"status": "play", "next": "N"},
    ),
    # 46(3): declarer plays to it: it stands
    *rb(
        "rubber_46_3_declarer_plays_to_wests_lead_it_stands",
        N_3NT_E,
        "W card S6; N card S2",
        {"status": "play", "next": "E"},
    ),
    # 46(5): both defenders lead at once: West's (in turn) stands, East's is an exposed card
    *rb(
        "rubber_46_5_west_and_east_lead_together_wests_stands",
        S_4H_W,
        ev("W card C5; E card C9", [fact("simultaneous_lead", True)]),
        {"status": "play", "next": "N", "text_all": ["46(5)"]},
    ),
    # ---- 47 -------------------------------------------------------------------------------------
    # 47(1)(a): West plays before East: declarer may make East win or lose the trick
    *rb(
        "rubber_47_1_a_west_plays_before_east_four_options",
        N_4H_D4,
        "W card D9; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "W",
                "chooser": "N",
                "options_has": {"highest", "lowest", "win", "lose"},
            },
        },
    ),
    *rb(
        "rubber_47_1_iii_east_must_not_win_the_trick",
        N_4H_D4,
        "W card D9; N dir; N ch lose",
        {"status": "play", "next": "E"},
    ),
    # 47(2): dummy plays before West after declarer led from hand: no penalty, West plays
    *rb(
        "rubber_47_2_dummy_plays_before_west_no_penalty",
        S_4S_H4,
        "N card H2; W dir",
        {"status": "play", "next": "W", "lead": set()},
    ),
    # ---- 55(6): established revokes found at the end ---------------------------------------------
    # declarer's revoke won by himself: two of his tricks go to the defenders, 4S two down
    *rb(
        "rubber_55_6_declarers_revoke_two_tricks_4s_two_down",
        contract("4S", "S", 10, 3),
        revokes(("S", 3, "S", 7)),
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 0, "EW": 100}},
    ),
    # two revokes by the defenders: two tricks and one more; 3NT + 2 (100 + 40 + 30)
    *rb(
        "rubber_55_6_two_defender_revokes_two_and_one_3nt_plus_two",
        contract("3NT", "N", 8, 5),
        revokes(("E", 2, "N", 4), ("W", 6, "W", 2)),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 170, "EW": 0}},
    ),
    # ---- passes out of turn carry no penalty in the rubber rules -------------------------------
    *rb(
        "rubber_39_west_passes_at_souths_turn_no_penalty",
        ONE_C_P,
        "W Pass; N dir",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check12(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
