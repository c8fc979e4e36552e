"""Eleventh blind check (issue 13), part 1: records as a director gets them
mid-board (spec §6: the calls so far, or the tricks so far with the trick
in progress and penalty cards on the table, hands unknown), then one to
three irregularities: a pass out of turn at the right-hand opponent's and
at partner's turn (30A, 30B; 2007 30B1 and 30B2: partner's turn means the
offender passes throughout), 28B (the player in turn calls over it), bids
and doubles out of turn at the right-hand opponent's turn followed by a
pass or a bid (31A, 32A; 2007 31A2 and 32B), an inadmissible redouble
(36A, 36B), an insufficient bid (27A1, 27B1a, 27B3), a defender's lead out
of turn (53A, 56: accepted, accepted by the next card, refused with the
50D2 choice after it), declarer's lead from the wrong hand (55A, seed 004:
the defender left of the hand led from first), a defender's exposed honour
(50B, 50D1, 52B1) and minor penalty card (50C), a premature play (57A), and
the rubber rules' counterparts (39, 40, 42, 44, 45, 46, 47). Expectations
set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, pc
from check11_cases import NEXT, REST, alike, three

#: North opened 1C: East to call
ONE_C = {"auction": ["1C"]}
#: 1C by North, 1H by East: South to call
ONE_C_ONE_H = {"auction": ["1C", "1H"]}
#: 1C by North, 1H by East, South passed: West to call
ONE_C_ONE_H_P = {"auction": ["1C", "1H", "Pass"]}

#: 3NT by South (dummy North) after four tricks (NS 3, EW 1), East on lead
S_3NT_E = contract("3NT", "S", 3, 1, leader="E")
#: 4H by East (dummy West) after six tricks (NS 2, EW 4), dummy on lead
E_4H_W = contract("4H", "E", 2, 4, leader="W")
#: 2S by North (dummy South) after eight tricks (NS 4, EW 4), East on lead
N_2S_E = contract("2S", "N", 4, 4, leader="E")
#: 5C by West (dummy East) after six tricks (NS 1, EW 5), North on lead, South holds ♦4 (minor)
W_5C_D4 = contract("5C", "W", 1, 5, leader="N", penalty_cards=[pc("S", "D4", "minor")])
#: 3NT by South (dummy North) after four tricks (NS 2, EW 2): South led ♦5 to trick 5
S_3NT_D5 = contract("3NT", "S", 2, 2, current=["S:D5"])

W_OUT = "W card S5; S dir"
W_PASS_REFUSED = "W Pass; N dir; fact artificial false; N ch reject"
E_FROM_HAND = "E card D3; N dir; fact opponent_induced false"
IB = "S 1D; W dir; fact unintended false; fact artificial false"

CASES: list[Case] = [
    # ---- 30A: South passes at East's turn (his right-hand opponent) ------------------------------
    # 30C first: only a pass that is not artificial falls under 30
    *alike(
        "law_30c_situation_south_passes_at_easts_turn_artificial_asked",
        ONE_C,
        "S Pass; W dir",
        {"status": "awaiting_fact", "order": ["artificial"], "question": "artificial"},
        # rubber: no rule penalises a pass out of turn (39 covers other calls): it is void
        rubber={"status": "auction", "next": "E", "must_pass": []},
    ),
    *alike(
        "law_30a_situation_south_passes_at_easts_turn_west_chooses",
        ONE_C,
        "S Pass; W dir; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "pass_out_of_rotation",
                "offender": "S",
                "chooser": "W",
                "options": {"accept", "reject"},
            },
        },
    ),
    *alike(
        "law_30a_situation_souths_pass_refused_south_passes_once",
        ONE_C,
        "S Pass; W dir; fact artificial false; W ch reject",
        {"status": "auction", "next": "E", "must_pass": [("S", NEXT)]},
    ),
    *alike(
        "law_29a_situation_souths_pass_accepted_west_calls",
        ONE_C,
        "S Pass; W dir; fact artificial false; W ch accept",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    *alike(
        "law_30a_situation_souths_once_pass_made_nothing_left",
        ONE_C,
        "S Pass; W dir; fact artificial false; W ch reject; E 1D; S Pass",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 28B: East, whose turn it was, calls over South's pass: the pass is cancelled, no rectification
    *alike(
        "law_28b_situation_east_calls_over_souths_pass_out_of_turn",
        ONE_C,
        "S Pass; E 1D",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 30B1 (2017) / 30B2 (2007): West passes at East's (partner's) turn -----------------------
    *alike(
        "law_30b_situation_west_passes_at_partners_turn_north_chooses",
        ONE_C,
        "W Pass; N dir; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "pass_out_of_rotation",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    *three(
        "law_30b_situation_wests_pass_refused",
        ONE_C,
        {
            # 2017 30B1(a): East may make any legal call; nothing binds West yet
            "2017": (
                "W Pass; N dir; fact artificial false; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            # 2007 30B2(a): West passes throughout
            "2007": (
                "W Pass; N dir; fact artificial false; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
            ),
        },
    ),
    *three(
        "law_30b1b_situation_wests_later_pass_not_comparable",
        ONE_C,
        {
            # 2017 30B1(b)(ii): West's call in turn is not comparable: East passes once
            "2017": (
                f"{W_PASS_REFUSED}; E 1D; S 1S; W Pass; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            # 2007: West is still bound to pass throughout; nothing for East
            "2007": (
                "W Pass; N dir; fact artificial false; N ch reject; E 1D; S 1S; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("W", REST)]},
            ),
        },
    ),
    *three(
        "law_30b1b_situation_wests_later_pass_comparable",
        ONE_C,
        {
            "2017": (
                f"{W_PASS_REFUSED}; E 1D; S 1S; W Pass; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
        },
    ),
    # ---- 31A: West bids 1S at South's turn (his right-hand opponent) -----------------------------
    *alike(
        "law_31a_situation_west_bids_1s_at_souths_turn_north_chooses",
        ONE_C_ONE_H,
        "W 1S; N dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
        # rubber 39(2): the turn goes back to South; East passes at his first turn
        rubber={"status": "auction", "next": "S", "must_pass": [("E", NEXT)]},
        rubber_events="W 1S; N dir",
    ),
    *alike(
        "law_31a1_situation_south_passes_west_repeats_1s_free",
        ONE_C_ONE_H,
        "W 1S; N dir; fact unintended false; N ch reject; S Pass; W 1S",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    *three(
        "law_31a2_situation_south_doubles_west_bids_2s",
        ONE_C_ONE_H,
        {
            # 2017 31A2(a): 2S is comparable with 1S: no rectification
            "2017": (
                "W 1S; N dir; fact unintended false; N ch reject; S X; W 2S; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            # 2007 31A2(a): the denomination repeated: East passes at his next turn
            "2007": (
                "W 1S; N dir; fact unintended false; fact artificial false; N ch reject; S X; W 2S",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            # rubber 39(2): East's pass once, whatever West bids later
            "rubber": (
                "W 1S; N dir; S X; W 2S",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
        },
    ),
    # 29A: West (left of the offender South) calls over South's bid at East's turn: accepted
    *alike(
        "law_29a_situation_south_bids_at_easts_turn_west_calls_over_it",
        ONE_C,
        "S 1S; W Pass",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [],
            "irr": [("bid_out_of_rotation", "S", True)],
        },
        # rubber 39(3): the left-hand opponent called: the bid counts as made in turn
        rubber={"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 32A: North doubles 1H at West's turn (his right-hand opponent) -------------------------
    *alike(
        "law_32a_situation_north_doubles_at_wests_turn_east_chooses",
        ONE_C_ONE_H_P,
        "N X; E dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "double_out_of_rotation",
                "offender": "N",
                "chooser": "E",
                "options": {"accept", "reject"},
            },
        },
        rubber={"status": "auction", "next": "W", "must_pass": [("S", NEXT)]},
        rubber_events="N X; E dir",
    ),
    *alike(
        "law_32a1_situation_west_passes_north_repeats_the_double",
        ONE_C_ONE_H_P,
        "N X; E dir; fact unintended false; E ch reject; W Pass; N X",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    *three(
        "law_32a2_situation_west_bids_north_bids_3c",
        ONE_C_ONE_H_P,
        {
            # 2017 32A2(b): 3C not comparable with the double: South passes once
            "2017": (
                "N X; E dir; fact unintended false; E ch reject; W 2H; N 3C; fact comparable false",
                {"status": "auction", "next": "E", "must_pass": [("S", NEXT)]},
            ),
            # 2007 32B2: RHO bid: North calls as he likes, South passes throughout
            "2007": (
                "N X; E dir; fact unintended false; E ch reject; W 2H; N 3C",
                {"status": "auction", "next": "E", "must_pass": [("S", REST)]},
            ),
        },
    ),
    # ---- 36: West redoubles when nothing was doubled ---------------------------------------------
    *alike(
        "law_36b_situation_west_redoubles_nothing_east_passes_throughout",
        ONE_C_ONE_H_P,
        "W XX; N dir",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("E", REST)],
            "irr_codes": ["inadmissible_double"],
        },
        # rubber 42(f): North may ask a new deal or disallow the redouble
        rubber={
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"new_deal", "disallow"}},
        },
    ),
    # 36A: North called over it before anyone drew attention: both calls go, no rectification
    *alike(
        "law_36a_situation_north_calls_over_the_redouble_both_cancelled",
        ONE_C_ONE_H_P,
        "W XX; N Pass; E dir",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- 27: South's 1D over East's 1H -----------------------------------------------------------
    *alike(
        "law_27a_situation_south_bids_1d_over_1h_west_chooses",
        ONE_C_ONE_H,
        IB,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "insufficient_bid",
                "offender": "S",
                "chooser": "W",
                "options": {"accept", "reject"},
            },
        },
        # rubber 40(1): South bids on in any denomination, North passes at his first turn
        rubber={"status": "auction", "next": "S", "must_pass": [("N", NEXT)]},
        rubber_events="S 1D; W dir",
    ),
    *alike(
        "law_27b1a_situation_1d_refused_2d_free",
        ONE_C_ONE_H,
        f"{IB}; W ch reject; S 2D",
        {"status": "auction", "next": "W", "must_pass": []},
        rubber={"status": "auction", "next": "W", "must_pass": [("N", NEXT)]},
        rubber_events="S 1D; W dir; S 2D",
    ),
    *alike(
        "law_27b3_situation_1d_refused_south_passes_north_passes_throughout",
        ONE_C_ONE_H,
        f"{IB}; W ch reject; S Pass",
        {"status": "auction", "next": "W", "must_pass": [("N", REST)]},
    ),
    # 27A1: West calls over 1D: accepted, the auction goes on
    *alike(
        "law_27a1_situation_west_calls_over_1d_accepted",
        ONE_C_ONE_H,
        "S 1D; W 2H",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [],
            "irr": [("insufficient_bid", "S", True)],
        },
        # rubber 40(3): the left-hand opponent called: 1D counts as sufficient
        rubber={"status": "auction", "next": "N", "must_pass": []},
    ),
    # rubber 40(2): South puts it right in the same denomination before anyone says a word
    *three(
        "rubber_40_2_situation_south_corrects_1d_to_2d_himself",
        ONE_C_ONE_H,
        {"rubber": ("S 1D; S 2D", {"status": "auction", "next": "W", "must_pass": []})},
    ),
    # the 27B1a board goes on to its contract: 1C 1H 2D 2H 3C, three passes: North plays 3C
    *alike(
        "law_27b1a_situation_auction_ends_3c_by_north",
        ONE_C_ONE_H,
        f"{IB}; W ch reject; S 2D; W 2H; N 3C; E Pass; S Pass; W Pass",
        {"status": "play", "next": "E", "contract": "3C", "declarer": "N"},
    ),
    # ---- 53, 56: West leads when East had the lead -----------------------------------------------
    *alike(
        "law_53_56_situation_west_leads_out_of_turn_declarer_chooses",
        S_3NT_E,
        W_OUT,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "W",
                "chooser": "S",
                "options_has": {"accept"},
            },
        },
        # rubber 46(2): declarer names a suit, calls it exposed, or takes it as led
        rubber={
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "S", "options_has": {"accept", "exposed_card"}},
        },
    ),
    *alike(
        "law_53a_situation_wests_lead_accepted_dummy_plays_next",
        S_3NT_E,
        f"{W_OUT}; S ch accept",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # 53A: dummy, next in rotation, plays to it: accepted without a word
    *alike(
        "law_53a_situation_dummy_plays_to_wests_lead_accepted",
        S_3NT_E,
        "W card S5; N card S2",
        {
            "status": "play",
            "next": "E",
            "pcs": set(),
            "irr": [("lead_out_of_turn", "W", True)],
        },
        rubber={"status": "play", "next": "E", "pcs": set()},
    ),
    # 56 / 50: refused: ♠5 a major penalty card, East leads and declarer has the 50D2 choice
    *alike(
        "law_56_50d2_situation_wests_lead_refused_declarer_chooses_for_east",
        S_3NT_E,
        f"{W_OUT}; S ch reject",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "S5", "major")},
            "ruling": {"chooser": "S", "options_has": {"require_suit:S", "prohibit_suit:S"}},
        },
    ),
    # 50D2(a): declarer forbids spades: West picks ♠5 up, East may not lead spades
    *alike(
        "law_50d2a_situation_spades_forbidden_west_picks_up_the_five",
        S_3NT_E,
        f"{W_OUT}; S ch reject; S ch prohibit_suit:S",
        {"status": "play", "next": "E", "pcs": set(), "lead": {("E", "prohibit_suit", "S")}},
    ),
    *alike(
        "law_50d2a_situation_spades_required_east_leads_one",
        S_3NT_E,
        f"{W_OUT}; S ch reject; S ch require_suit:S; E card S3",
        {"status": "play", "next": "S", "pcs": set(), "lead": set()},
    ),
    # ---- 55A: declarer leads from his hand when dummy had the lead -------------------------------
    *alike(
        "law_55a_situation_declarer_leads_from_hand_south_first",
        E_4H_W,
        E_FROM_HAND,
        {
            "status": "awaiting_choice",
            "choosers": ["S", "N"],
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "E"},
        },
    ),
    *alike(
        "law_55a_situation_south_accepts_the_lead_from_hand",
        E_4H_W,
        f"{E_FROM_HAND}; S ch accept",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # the defenders differ: South's refusal (left of the hand led from) prevails; dummy leads
    *alike(
        "law_55a_situation_south_refuses_north_accepts_south_prevails",
        E_4H_W,
        f"{E_FROM_HAND}; S ch reject; N ch accept",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # rubber 45: the lead goes back and dummy leads a diamond if he can
    *three(
        "rubber_45_situation_lead_from_hand_dummy_must_lead_diamonds",
        E_4H_W,
        {
            "rubber": (
                "E card D3; N dir; S ch lead_from:W",
                {"status": "play", "next": "W", "lead": {("W", "require_suit", "D")}},
            )
        },
    ),
    # ---- 50: East drops the ♥Q while on lead -----------------------------------------------------
    *alike(
        "law_50b_situation_east_drops_the_heart_queen_major",
        N_2S_E,
        "E exp HQ; N dir",
        {"status": "play", "next": "E", "pcs": {("E", "HQ", "major")}},
    ),
    # 50D1 / 52B1: East leads a club instead: declarer accepts the club or wants the queen
    *alike(
        "law_52b1_situation_east_leads_a_club_not_the_queen",
        N_2S_E,
        "E exp HQ; N dir; E card C4; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "N",
            },
        },
    ),
    # rubber 44: an exposed card declarer may call when East leads
    *three(
        "rubber_44_situation_east_drops_the_heart_queen_declarer_may_call_it",
        N_2S_E,
        {
            "rubber": (
                "E exp HQ; N dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {"chooser": "N", "options_has": {"call_card:HQ", "no_call"}},
                },
            )
        },
    ),
    # ---- 50C: South's minor ♦4 ----------------------------------------------------------------
    # North's lead: no 50D2 choice for a minor card (50C)
    *alike(
        "law_50c_situation_minor_card_no_choice_at_norths_lead",
        W_5C_D4,
        "N card H3",
        {"status": "play", "next": "E", "pcs": {("S", "D4", "minor")}},
    ),
    # South discards the ♦4 on the heart: the penalty card is gone
    *alike(
        "law_50c_situation_south_discards_the_minor_four",
        W_5C_D4,
        "N card H3; E card H2; S card D4",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # South plays the ♦K instead: an honour may be played first (50C), the four stays
    *alike(
        "law_50c_situation_south_discards_the_diamond_king_first",
        W_5C_D4,
        "N card H3; E card H2; S card DK",
        {"status": "play", "next": "W", "pcs": {("S", "D4", "minor")}},
    ),
    # South plays the ♦8, a spot card, before the four: 52 (50C), declarer chooses
    *alike(
        "law_50c_52b1_situation_south_discards_the_eight_before_the_four",
        W_5C_D4,
        "N card H3; E card H2; S card D8; W dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "S",
                "chooser": "W",
            },
        },
    ),
    # ---- 57A: East plays before his partner West -------------------------------------------------
    *three(
        "law_57a_situation_east_plays_the_diamond_king_before_west",
        S_3NT_D5,
        {
            # 2017 57A: four options
            "2017": (
                "E card DK; S dir",
                {
                    "status": "awaiting_choice",
                    "pcs": {("E", "DK", "major")},
                    "ruling": {
                        "irregularity": "premature_play",
                        "offender": "E",
                        "chooser": "S",
                        "options_has": {"highest", "lowest", "require_suit:C", "prohibit_suit:C"},
                    },
                },
            ),
            # 2007 57A: three (no suit required)
            "2007": (
                "E card DK; S dir",
                {
                    "status": "awaiting_choice",
                    "pcs": {("E", "DK", "major")},
                    "ruling": {
                        "irregularity": "premature_play",
                        "offender": "E",
                        "chooser": "S",
                        "options_has": {"highest", "lowest", "prohibit_suit:C"},
                        "options_not": {"require_suit:C"},
                    },
                },
            ),
            # rubber 47(1): declarer chooses for West
            "rubber": (
                "E card DK; S dir",
                {"status": "awaiting_choice", "ruling": {"offender": "E", "chooser": "S"}},
            ),
        },
    ),
    *alike(
        "law_57a1_situation_west_must_play_his_lowest_diamond",
        S_3NT_D5,
        "E card DK; S dir; S ch lowest",
        {"status": "play", "next": "W", "pcs": {("E", "DK", "major")}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_director(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
