"""Tenth blind check (issue 13), part 2: sub-laws of 9-71 that earlier tests
name fewer than three times, two records each where a table record can
show them, in both editions (each with its own expectation where they
differ): 30B1 (a pass out of turn at partner's or LHO's turn, before the
offender called: 2017 lets partner call; 2007 30A keys on 'before anyone
bid'), 30B2 and 32C (a later call at LHO's turn is a change of call, 25),
38 (a bid above seven: both offenders pass throughout), 39 (calls after
the final pass), 46B (declarer's incomplete designation of dummy's card),
51B1 (two penalty cards in one suit), 52B1 (a penalty card not played),
60A (play after an irregularity, an obligation that persists), 67B (a
defective trick found later). Expectations set down from the seeds before
the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each, pc
from check8_cases import defective
from check9_cases import boards
from check10_cases import split

NEXT = "next_turn"
REST = "rest_of_auction"

#: 1C by North, 1H by East: South to call
ONE_C_ONE_H = {"auction": ["1C", "1H"]}
#: 1C 1H Pass Pass 2C Pass: South to call, East passed last
BALANCE = {"auction": ["1C", "1H", "Pass", "Pass", "2C", "Pass"]}
#: 1S by North, 6S by South: West to call
SLAM = {"auction": ["1S", "Pass", "6S"]}
#: 2NT by North, 6NT by South, West passed: North to call
NT_SLAM = {"auction": ["2NT", "Pass", "6NT", "Pass"]}
#: 1S - 4S by North-South, passed out: East on lead, South dummy
GAME = {"auction": ["1S", "Pass", "4S", "Pass", "Pass", "Pass"]}
#: 3NT by South (dummy North, known): East led ♦5 to trick 5, South ♦4, West ♦8, dummy last
S_3NT_D5 = contract("3NT", "S", 2, 2, current=["E:D5", "S:D4", "W:D8"], dummy="KQ3.A8.J6.T9")
#: the same, West led ♥K
S_3NT_HK = contract("3NT", "S", 2, 2, current=["W:HK"], dummy="KQ3.A8.J6.T9")
#: the same, dummy on lead after trick 4
S_3NT_N = contract("3NT", "S", 2, 2, leader="N", dummy="KQ3.A8.J6.T9")
#: 4H by West, South to lead; North holds ♠K and ♠9 as major penalty cards
W_4H_SPADES = contract("4H", "W", 3, 3, leader="S", penalty_cards=[pc("N", "SK"), pc("N", "S9")])
#: 3NT by North, East to lead with his own ♠Q a major penalty card
N_3NT_SQ = contract("3NT", "N", 4, 3, leader="E", penalty_cards=[pc("E", "SQ")])
#: 3NT by North, East to lead
N_3NT_E = contract("3NT", "N", 4, 3, leader="E")

#: main drops the finding without a word when the trick's cards are not in view

#: main offers every card above the card led, not only those known to win

CASES: list[Case] = [
    # ---- 30B1: South passes at North's (dealer's, partner's) turn before any call ----------------
    *boards(
        "law_30b1a_south_passes_at_partners_turn_refused",
        {
            "2017": (
                "S Pass; W dir; W ch reject",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "S Pass; W dir; W ch reject",
                {"status": "auction", "next": "N", "must_pass": [("S", NEXT)]},
            ),
        },
    ),
    # 2017 30B1(b)(ii): South's own call is not comparable, North passes once;
    # 2007: South passes as he must, nothing binds after
    *boards(
        "law_30b1bii_south_bids_after_his_pass_out_of_turn",
        {
            "2017": (
                "S Pass; W dir; W ch reject; N 1D; E Pass; S 1H; fact comparable false",
                {"status": "auction", "next": "W", "must_pass": [("N", NEXT)]},
            ),
            "2007": (
                "S Pass; W dir; W ch reject; N 1D; E Pass; S Pass",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    # 2017 30B1(b)(i): a comparable call, no further rectification
    *boards(
        "law_30b1bi_south_passes_again_comparable",
        {
            "2017": (
                "S Pass; W dir; W ch reject; N 1D; E Pass; S Pass; fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                "S Pass; W dir; W ch reject; N 1D; E Pass; S Pass",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    # West passes at North's turn (his LHO's) before calling: 2017 30B1; 2007 30A
    *boards(
        "law_30b1_west_passes_at_lhos_turn_before_any_call",
        {
            "2017": (
                "W Pass; N dir; N ch reject",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W Pass; N dir; N ch reject",
                {"status": "auction", "next": "N", "must_pass": [("W", NEXT)]},
            ),
        },
    ),
    # ---- 30B2: East passes at South's turn after his own 1H: a change of call (25) ---------------
    *each(
        "law_30b2_situation_east_passes_after_his_1h_change_of_call_asked",
        ONE_C_ONE_H,
        "E Pass; S dir",
        {"status": "awaiting_fact", "order": ["unintended"], "text_all": ["25"]},
    ),
    *each(
        "law_30b2_25b_situation_intended_change_south_may_accept",
        ONE_C_ONE_H,
        "E Pass; S dir; fact unintended false",
        {"status": "awaiting_choice", "ruling": {"chooser": "S", "options": {"accept", "reject"}}},
    ),
    *each(
        "law_30b2_25b_situation_change_refused_1h_stands",
        ONE_C_ONE_H,
        "E Pass; S dir; fact unintended false; S ch reject",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 38: a bid above seven -------------------------------------------------------------------
    *each(
        "law_38bc_situation_west_bids_8h_both_defenders_pass_throughout",
        SLAM,
        "W 8H; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", REST), ("W", REST)],
            "irr_has": [("bid_above_seven", "W")],
        },
    ),
    *each(
        "law_38bc_situation_north_bids_8nt_north_and_south_pass_throughout",
        NT_SLAM,
        "N 8NT; E dir",
        {
            "status": "auction",
            "next": "E",
            "must_pass": [("N", REST), ("S", REST)],
            "irr_has": [("bid_above_seven", "N")],
        },
    ),
    # 38B/38D: North passes over 8H before the director comes: the pass goes too, the
    # defenders still pass throughout (38C), only 26B and 72C fall away (38D)
    *each(
        "law_38b_38d_situation_north_called_over_8h_cancelled_too",
        SLAM,
        "W 8H; N Pass; S dir",
        {"status": "auction", "next": "N", "must_pass": [("E", REST), ("W", REST)]},
    ),
    # ---- 39: calls after the final pass ----------------------------------------------------------
    *each(
        "law_39b_situation_dummy_to_be_bids_after_the_final_pass_no_rectification",
        GAME,
        "S 5S; E dir",
        {"status": "play", "next": "E", "contract": "4S", "declarer": "N"},
    ),
    *each(
        "law_39b_situation_defender_passes_after_the_final_pass_no_rectification",
        GAME,
        "W Pass; N dir",
        {"status": "play", "next": "E", "contract": "4S", "declarer": "N"},
    ),
    *each(
        "law_39c_situation_west_bids_after_the_final_pass_cancelled",
        GAME,
        "W 5H; N dir",
        {"contract": "4S", "declarer": "N", "irr_has": [("call_after_final_pass", "W")]},
    ),
    # ---- 46B: declarer's incomplete designation of dummy's card ----------------------------------
    *each(
        "law_46b1b_situation_win_with_dummy_last_to_a_diamond_the_jack_wins",
        S_3NT_D5,
        [fact("designation", "win")],
        {"status": "play", "next": "N", "irr_has": [("incomplete_designation", "S")]},
    ),
    *each(
        "law_46b1b_situation_win_against_the_heart_king_means_the_ace",
        S_3NT_HK,
        [fact("designation", "win")],
        {"status": "play", "next": "E", "irr_has": [("incomplete_designation", "S")]},
    ),
    *each(
        "law_46b1c_situation_low_with_dummy_second_to_the_heart_king",
        S_3NT_HK,
        [fact("designation", "low")],
        {"status": "play", "next": "E", "irr_has": [("incomplete_designation", "S")]},
    ),
    *each(
        "law_46b2_situation_clubs_named_with_dummy_on_lead",
        S_3NT_N,
        [fact("designation", "C")],
        {"status": "play", "next": "E", "irr_has": [("incomplete_designation", "S")]},
    ),
    *each(
        "law_46b3b_situation_queen_named_dummy_second_to_a_spade",
        contract("3NT", "S", 2, 2, current=["W:S5"], dummy="KQ3.A8.J6.T9"),
        [fact("designation", "Q")],
        {"status": "play", "next": "E", "irr_has": [("incomplete_designation", "S")]},
    ),
    # 46B4: a card dummy does not hold: void, declarer names any card dummy may lead
    *each(
        "law_46b4_situation_spade_ace_named_dummy_has_none",
        S_3NT_N,
        [fact("designation", "SA")],
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "incomplete_designation",
                "offender": "S",
                "chooser": "S",
                "options_has": {"card:SK", "card:HA", "card:DJ", "card:C9"},
                "options_not": {"card:SA"},
            },
        },
    ),
    # ---- 51B1: two penalty cards in one suit -----------------------------------------------------
    *each(
        "law_51b1_situation_two_spades_declarer_chooses_at_souths_lead",
        W_4H_SPADES,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "W",
                "options_has": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
            "pcs": {("N", "SK", "major"), ("N", "S9", "major")},
        },
    ),
    *each(
        "law_51b1a_situation_spades_required_both_cards_picked_up",
        W_4H_SPADES,
        "W ch require_suit:S; S card S3",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    *each(
        "law_51b1b_situation_spades_prohibited_both_cards_picked_up",
        W_4H_SPADES,
        "W ch prohibit_suit:S; S card H4",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    *each(
        "law_50d2b_situation_no_restriction_both_spades_stay",
        W_4H_SPADES,
        "W ch no_restriction; S card D3",
        {"status": "play", "next": "W", "pcs": {("N", "SK", "major"), ("N", "S9", "major")}},
    ),
    # ---- 52B1: East leads another card instead of his penalty card -------------------------------
    *each(
        "law_52b1a_situation_east_leads_a_diamond_not_his_spade_queen",
        N_3NT_SQ,
        "E card D7; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    *each(
        "law_52b1a_52b1c_situation_accepted_spade_queen_stays",
        N_3NT_SQ,
        "E card D7; N dir; N ch accept",
        {"status": "play", "next": "S", "pcs": {("E", "SQ", "major")}},
    ),
    # 52B1b: declarer played from dummy over it: accepted, the queen stays
    *each(
        "law_52b1b_situation_dummy_played_over_it_accepted",
        N_3NT_SQ,
        "E card D7; S card D3",
        {
            "status": "play",
            "next": "W",
            "pcs": {("E", "SQ", "major")},
            "irr": [("failure_to_play_penalty_card", "E", True)],
        },
    ),
    *each(
        "law_52b2_situation_refused_the_diamond_becomes_a_penalty_card",
        N_3NT_SQ,
        "E card D7; N dir; N ch reject",
        {"pcs_has": {("E", "D7", "major")}},
    ),
    # ---- 60A: play after an irregularity ---------------------------------------------------------
    *each(
        "law_60a1_situation_declarer_plays_to_wests_lead_out_of_turn",
        N_3NT_E,
        "W card D2; N card D5",
        {"status": "play", "next": "E", "irr": [("lead_out_of_turn", "W", True)]},
    ),
    # 60A3: East's penalty card still binds after West's lead out of turn is accepted
    *each(
        "law_60a3_situation_easts_penalty_card_persists_after_the_accepted_lead",
        N_3NT_SQ,
        "W card D2; N card D5",
        {"status": "play", "next": "E", "pcs": {("E", "SQ", "major")}},
    ),
    # ---- 67B: a defective trick found after both sides played to the next ------------------------
    *each(
        "law_67b1_situation_4s_west_missed_trick_four_found_in_trick_eight",
        contract("4S", "S", 5, 2, leader="S"),
        [defective("W", 4)],
        {"irr_has": [("defective_trick", "W")], "text_all": ["67B1"]},
    ),
    *each(
        "law_67b2_situation_4s_west_put_two_cards_in_trick_three",
        contract("4S", "S", 5, 2, leader="S"),
        [defective("W", 3, "D7")],
        {"irr_has": [("defective_trick", "W")], "text_all": ["67B2"]},
    ),
]

# ---- 32C (2017): East doubles at South's turn after his own pass: a change of call first;
# 2007 has no 32C and is left out
CASES += [
    *split(
        "law_32c_situation_east_doubles_after_his_pass_change_of_call",
        BALANCE,
        {
            "2017": (
                "E X; S dir",
                {"status": "awaiting_fact", "order": ["unintended"], "text_all": ["25"]},
            )
        },
    ),
    *split(
        "law_32c_25b_situation_intended_double_south_may_accept",
        BALANCE,
        {
            "2017": (
                "E X; S dir; fact unintended false",
                {
                    "status": "awaiting_choice",
                    "ruling": {"chooser": "S", "options": {"accept", "reject"}},
                },
            )
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check10_sublaws(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
