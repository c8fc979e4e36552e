"""Tenth blind check (issue 13), part 1: records as a director gets them. He
arrives mid-auction or mid-play (spec §6: the calls so far, or the tricks so
far with the trick in progress and penalty cards on the table, hands
unknown) and one to three irregularities follow: calls out of rotation at
each of the three other turns (29-32; 2007 and 2017 differ on the partner's
pass), an inadmissible double (36), an insufficient bid (27), an opening
lead by the wrong defender with seed 004's questions (47E1, 54C) and the
five options of 54, declarer's lead from the wrong hand (55, seed 004: the
choice lies with the player left of the hand led from), a defender's lead
out of turn refused and the 50D2 choice after it (56), a card shown by a
defender (50B: an honour is a major penalty card, a spot card asks whether
it was played deliberately), and the rubber rules' counterparts (39, 40,
44-46). Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, each, pc
from check10_cases import rubber, split

NEXT = "next_turn"
REST = "rest_of_auction"

#: North opened 1S, East passed: South to call
ONE_S = {"auction": ["1S", "Pass"]}
#: North passed, East opened 1D, South doubled: West to call
ONE_D_X = {"auction": ["Pass", "1D", "X"]}
#: 1NT (N) - Pass - 2C (S) - Pass - 2H (N): East to call
STAYMAN = {"auction": ["1NT", "Pass", "2C", "Pass", "2H"]}
#: Pass, Pass, 1H by South: West to call
THIRD_1H = {"auction": ["Pass", "Pass", "1H"]}
#: North's 1S passed out: East on opening lead, South dummy
ONE_S_DONE = {"auction": ["1S", "Pass", "Pass", "Pass"]}

#: 5D by West (dummy East) after seven tricks (NS 2, EW 5), declarer on lead in hand
W_5D = contract("5D", "W", 2, 5, leader="W")
#: 2NT by East (dummy West) after six tricks (NS 3, EW 3), South on lead
E_2NT = contract("2NT", "E", 3, 3, leader="S")
#: 6H by North (dummy South) after six tricks (NS 5, EW 1), North on lead
N_6H = contract("6H", "N", 5, 1, leader="N")
#: 4S by West (dummy East), North on lead, South holds ♥A as a major penalty card
W_4S_HA = contract("4S", "W", 3, 2, leader="N", penalty_cards=[pc("S", "HA")])

W_LEADS = "W card H4; N dir; fact opponent_induced false; fact could_see_dummy false"
E_FROM_DUMMY = "E card S4; N dir; fact opponent_induced false"
N_FOR_S = "N card H6; E dir; fact opponent_induced false"

CASES: list[Case] = [
    # ---- 31A: West bids at South's turn (his RHO) ---------------------------------------------
    *each(
        "law_29_31a_situation_west_bids_2h_at_souths_turn_north_chooses",
        ONE_S,
        "W 2H; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    *each(
        "law_29a_situation_west_2h_accepted_north_to_call",
        ONE_S,
        "W 2H; N dir; N ch accept",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    *each(
        "law_31a1_situation_south_passes_west_repeats_2h",
        ONE_S,
        "W 2H; N dir; N ch reject; S Pass; W 2H",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # 31A2: South bids; West bids hearts again. 2017: a comparable call, nothing more;
    # 2007 31A2(a): the denomination repeated, East passes once
    *split(
        "law_31a2_situation_south_bids_west_repeats_hearts",
        ONE_S,
        {
            "2017": (
                "W 2H; N dir; N ch reject; S 2S; W 3H; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W 2H; N dir; fact artificial false; N ch reject; S 2S; W 3H",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
        },
    ),
    # West passes instead: 2017 31A2(b) East passes once; 2007 31A2(b) East passes throughout
    *split(
        "law_31a2b_situation_south_bids_west_passes",
        ONE_S,
        {
            "2017": (
                "W 2H; N dir; N ch reject; S 2S; W Pass; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            "2007": (
                "W 2H; N dir; fact artificial false; N ch reject; S 2S; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # 28B: South, whose turn it was, calls before anyone rules: West's bid is cancelled
    *each(
        "law_28b_situation_south_calls_over_wests_bid_out_of_turn",
        ONE_S,
        "W 2H; S 2S",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- 31B: East bids at his partner's turn ----------------------------------------------------
    *each(
        "law_31b_situation_east_bids_again_at_wests_turn_south_chooses",
        ONE_D_X,
        "E 1H; S dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    # refused: 2017 31B1 West may call; 2007 31B West passes throughout
    *split(
        "law_31b_situation_easts_1h_refused",
        ONE_D_X,
        {
            "2017": (
                "E 1H; S dir; fact unintended false; S ch reject",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                "E 1H; S dir; fact unintended false; S ch reject",
                {"status": "auction", "next": "W", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # 2017 31B2 with 31A2(b): East's own call later is not comparable, West passes once
    *split(
        "law_31b2_situation_easts_later_call_not_comparable",
        ONE_D_X,
        {
            "2017": (
                "E 1H; S dir; fact unintended false; S ch reject; W 1S; N Pass; E 3D; "
                "fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("W", NEXT)]},
            ),
            "2007": (
                "E 1H; S dir; fact unintended false; S ch reject; W Pass; N Pass; E 2D",
                {"status": "auction", "next": "S", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 32B: West doubles at his partner's turn ----------------------------------------------
    *each(
        "law_32_situation_west_doubles_at_easts_turn_north_chooses",
        STAYMAN,
        "W X; N dir; fact unintended false",
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
    *split(
        "law_32_situation_wests_double_refused",
        STAYMAN,
        {
            "2017": (
                "W X; N dir; fact unintended false; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "W X; N dir; fact unintended false; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 36: South doubles his partner's 2H ------------------------------------------------------
    *each(
        "law_36b_situation_south_doubles_partners_2h_north_passes_throughout",
        STAYMAN,
        "E Pass; S X; W dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("N", REST)],
            "irr_has": [("inadmissible_double", "S")],
        },
    ),
    # 36A: West calls over it before anyone rules: both cancelled, South calls, nothing more
    *each(
        "law_36a_situation_west_calls_over_the_inadmissible_double",
        STAYMAN,
        "E Pass; S X; W 3C; N dir",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 27: West's insufficient 1D over 1H ------------------------------------------------------
    *each(
        "law_27_situation_west_1d_over_1h_first_step",
        THIRD_1H,
        "W 1D; N dir",
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "irr_has": [("insufficient_bid", "W")],
        },
    ),
    *each(
        "law_27a_situation_west_1d_over_1h_north_chooses",
        THIRD_1H,
        "W 1D; N dir; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "insufficient_bid",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    *each(
        "law_27b1a_situation_west_corrects_to_2d",
        THIRD_1H,
        "W 1D; N dir; fact artificial false; N ch reject; W 2D",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    *each(
        "law_27b2_situation_west_jumps_to_3d_east_passes_throughout",
        THIRD_1H,
        "W 1D; N dir; fact artificial false; N ch reject; W 3D; fact comparable false",
        {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
    ),
    *each(
        "law_27a1_situation_north_bids_over_the_insufficient_1d",
        THIRD_1H,
        "W 1D; N 1S",
        {"status": "auction", "next": "E", "irr": [("insufficient_bid", "W", True)]},
    ),
    # ---- 54: West leads at East's turn against 1S by North ---------------------------------------
    *each(
        "law_47e1_54_situation_west_leads_first_question_opponent_induced",
        ONE_S_DONE,
        "W card H4; N dir",
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "order": ["opponent_induced"],
            "irr_has": [("opening_lead_out_of_turn", "W")],
        },
    ),
    *each(
        "law_54_situation_west_leads_declarer_has_five_ways",
        ONE_S_DONE,
        W_LEADS,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "become_dummy", "require_retraction"},
            },
        },
    ),
    *each(
        "law_54b1_situation_declarer_accepts_and_plays_second",
        ONE_S_DONE,
        f"{W_LEADS}; N ch accept",
        {"status": "play", "next": "N", "declarer": "N", "pcs": set()},
    ),
    *each(
        "law_54a_situation_declarer_becomes_dummy_south_declares",
        ONE_S_DONE,
        f"{W_LEADS}; N ch become_dummy",
        {"status": "play", "next": "N", "declarer": "S", "contract": "1S"},
    ),
    *each(
        "law_54d_56_situation_lead_refused_50d2_choice_for_east",
        ONE_S_DONE,
        f"{W_LEADS}; N ch require_retraction",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
            "pcs": {("W", "H4", "major")},
        },
    ),
    *each(
        "law_50d2b_situation_no_restriction_east_leads_a_spade_heart_stays",
        ONE_S_DONE,
        f"{W_LEADS}; N ch require_retraction; N ch no_restriction; E card S2",
        {"status": "play", "next": "S", "pcs": {("W", "H4", "major")}},
    ),
    *each(
        "law_50d2a_situation_hearts_required_east_leads_a_heart_card_back",
        ONE_S_DONE,
        f"{W_LEADS}; N ch require_retraction; N ch require_suit:H; E card H9",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- 55: declarer leads from dummy when the lead is in his hand ------------------------------
    *each(
        "law_47e1_55_situation_lead_from_dummy_first_question",
        W_5D,
        "E card S4; N dir",
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "order": ["opponent_induced"],
            "irr_has": [("lead_from_wrong_hand", "W")],
        },
    ),
    # seed 004: the player left of the hand led from (South) chooses
    *each(
        "law_55a_situation_lead_from_dummy_south_chooses",
        W_5D,
        E_FROM_DUMMY,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_from_wrong_hand",
                "offender": "W",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    *each(
        "law_55a_situation_lead_from_dummy_accepted_south_plays",
        W_5D,
        f"{E_FROM_DUMMY}; S ch accept",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    *each(
        "law_55b2_situation_lead_from_dummy_refused_declarer_leads_a_heart",
        W_5D,
        f"{E_FROM_DUMMY}; S ch reject; W card H2",
        {
            "status": "play",
            "next": "N",
            "pcs": set(),
            "irr": [("lead_from_wrong_hand", "W", None)],
        },
    ),
    # 55A: South simply plays to it: accepted
    *each(
        "law_55a_situation_south_plays_to_dummys_lead_accepted",
        W_5D,
        "E card S4; S card S2",
        {"status": "play", "next": "W", "irr": [("lead_from_wrong_hand", "W", True)]},
    ),
    # ---- 56: North leads for South against 2NT by East -------------------------------------------
    *each(
        "law_47e1_56_situation_north_leads_for_south_first_question",
        E_2NT,
        "N card H6; E dir",
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "order": ["opponent_induced"],
            "irr_has": [("lead_out_of_turn", "N")],
        },
    ),
    *each(
        "law_56_situation_north_leads_for_south_declarer_chooses",
        E_2NT,
        N_FOR_S,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "N",
                "chooser": "E",
                "options": {"accept", "reject"},
            },
        },
    ),
    *each(
        "law_53a_situation_norths_lead_accepted_declarer_plays_next",
        E_2NT,
        f"{N_FOR_S}; E ch accept",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    *each(
        "law_56_50d2_situation_norths_lead_refused_choice_for_south",
        E_2NT,
        f"{N_FOR_S}; E ch reject",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "E",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
            "pcs": {("N", "H6", "major")},
        },
    ),
    *each(
        "law_50d2a_situation_hearts_prohibited_to_south_card_picked_up",
        E_2NT,
        f"{N_FOR_S}; E ch reject; E ch prohibit_suit:H",
        {
            "status": "play",
            "next": "S",
            "pcs": set(),
            "lead": {("S", "prohibit_suit", "H")},
        },
    ),
    # 53A: East, next in turn after North, simply plays: accepted, South plays next
    *each(
        "law_53a_situation_declarer_plays_to_norths_lead",
        E_2NT,
        "N card H6; E card H2",
        {"status": "play", "next": "S", "irr": [("lead_out_of_turn", "N", True)]},
    ),
    # ---- 50: a card shown by a defender against 6H -----------------------------------------------
    *each(
        "law_50b_situation_west_drops_the_diamond_king_major",
        N_6H,
        "W exp DK; N dir",
        {"status": "play", "next": "N", "pcs": {("W", "DK", "major")}},
    ),
    *each(
        "law_50d1_situation_west_plays_the_diamond_king_on_a_club",
        N_6H,
        "W exp DK; N dir; N card C2; E card C5; S card CA; W card DK",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    *each(
        "law_50b_situation_west_drops_a_spot_card_deliberate_asked",
        N_6H,
        "W exp D3; N dir",
        {"status": "awaiting_fact", "order": ["deliberate"]},
    ),
    *each(
        "law_50b_situation_west_drops_a_spot_card_by_accident_minor",
        N_6H,
        "W exp D3; N dir; fact deliberate false",
        {"status": "play", "next": "N", "pcs": {("W", "D3", "minor")}},
    ),
    # 48A: declarer's card shown is no penalty card
    *each(
        "law_48a_situation_declarer_drops_a_card_no_penalty",
        N_6H,
        "N exp SQ; E dir",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ---- 50D2 with a penalty card on the table at the partner's lead -----------------------------
    *each(
        "law_50d2_situation_north_to_lead_south_holds_the_heart_ace",
        W_4S_HA,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "W",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
            "pcs": {("S", "HA", "major")},
        },
    ),
    *each(
        "law_50d2a_situation_hearts_required_north_leads_a_heart",
        W_4S_HA,
        "W ch require_suit:H; N card H3",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    *each(
        "law_50d2b_situation_no_restriction_ace_stays_south_plays_it",
        W_4S_HA,
        "W ch no_restriction; N card C3; E card C4; S card HA",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- the rubber rules' counterparts (seed 001) -----------------------------------------------
    rubber(
        "rubber_39_2_situation_west_bids_at_souths_turn_east_passes_once",
        ONE_S,
        "W 2H; N dir",
        {"status": "auction", "next": "S", "must_pass": [("E", NEXT)]},
    ),
    rubber(
        "rubber_39_3_situation_north_bids_over_wests_bid_out_of_turn",
        ONE_S,
        "W 2H; N 2S",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    rubber(
        "rubber_40_1_situation_west_1d_over_1h_any_higher_east_passes_once",
        THIRD_1H,
        "W 1D; N dir; W 2C",
        {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
    ),
    rubber(
        "rubber_40_2_situation_west_corrects_1d_to_2d_himself",
        THIRD_1H,
        "W 1D; W 2D",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    rubber(
        "rubber_42_c_situation_south_doubles_partners_2h_west_chooses",
        STAYMAN,
        "E Pass; S X; W dir",
        {
            "ruling": {
                "offender": "S",
                "chooser": "W",
                "options_has": {"new_deal", "disallow"},
            }
        },
    ),
    rubber(
        "rubber_45_situation_lead_from_dummy_either_defender_may_object",
        W_5D,
        "E card S4; N dir",
        {"ruling": {"offender": "W", "options_has": {"accept", "lead_from:W"}}},
    ),
    rubber(
        "rubber_45_situation_south_plays_to_dummys_lead_it_stands",
        W_5D,
        "E card S4; S card S2",
        {"status": "play", "next": "W"},
    ),
    rubber(
        "rubber_46_2_situation_north_leads_for_south_declarer_chooses",
        E_2NT,
        "N card H6; E dir",
        {"ruling": {"offender": "N", "chooser": "E", "options_has": {"accept", "exposed_card"}}},
    ),
    rubber(
        "rubber_46_3_situation_declarer_plays_to_norths_lead_it_stands",
        E_2NT,
        "N card H6; E card H2",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    rubber(
        "rubber_44_situation_west_shows_the_diamond_king_exposed",
        N_6H,
        "W exp DK; N dir",
        {"irr_has": [("exposed_card", "W")], "text_all": ["44"]},
    ),
    rubber(
        "rubber_44_4_situation_declarer_shows_a_card_no_penalty",
        N_6H,
        "N exp SQ; E dir",
        {"status": "play", "next": "N", "pcs": set()},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check10_director(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
