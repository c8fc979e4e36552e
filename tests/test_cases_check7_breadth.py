"""Seventh blind check (issue 13), breadth: the auction as the director
finds it (spec §6 ``auction`` only: 27, 30A, 31A with its 2007/2017 split,
36B, 22), found revokes with the limits of 64B4/64B5 and two revokes of
one side, disputed claims the director settles (70), and rubber claims by a
defender. Expectations set down from the seeds before the records were
run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import EDITIONS, contract, each, ended, pc, revoke_found

#: 2H by East, dummy West; South on lead after five tricks, North holds the spade queen
E_2H_S_LEADS = contract("2H", "E", 2, 3, leader="S", penalty_cards=[pc("N", "SQ")])
D2_SPADES = {"require_suit:S", "prohibit_suit:S", "no_restriction"}
#: East may not lead hearts while he keeps the lead (26B)
EAST_NO_HEARTS = {
    "type": "lead_restriction",
    "seat": "E",
    "kind": "prohibit_suit",
    "suit": "H",
    "laws": ["26B"],
}

CASES: list[Case] = [
    # ---- 27 from the auction in the boxes ------------------------------------------------
    *each(
        "law_27b1a_situation_south_1d_over_1h_replaced_by_2d",
        {"auction": ["1C", "1H"]},
        "S 1D; W dir; fact artificial false; W ch reject; S 2D",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    *each(
        "law_27b2_situation_south_1d_replaced_by_2h_partner_passes_throughout",
        {"auction": ["1C", "1H"]},
        "S 1D; W dir; fact artificial false; W ch reject; S 2H; fact comparable false",
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    *each(
        "law_27a1_situation_west_calls_over_the_insufficient_bid",
        {"auction": ["1C", "1H"]},
        "S 1D; W 1S",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [],
            "irr": [("insufficient_bid", "S", True)],
        },
    ),
    # ---- 30A / 2007 30B1: a pass at the RHO's turn after a bid --------------------------
    *each(
        "law_30a_situation_south_passes_at_easts_turn_passes_next_turn",
        {"auction": ["1H"]},
        "S Pass; W dir; W ch reject; E 1S",
        {"status": "auction", "next": "S", "must_pass": [("S", "next_turn")]},
    ),
    *each(
        "law_30a_situation_south_repeats_his_pass_then_free",
        {"auction": ["1H"]},
        "S Pass; W dir; W ch reject; E 1S; S Pass; W Pass; N 2H; E Pass",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 31A: a bid at the RHO's turn ---------------------------------------------------
    *each(
        "law_31a1_situation_east_passes_south_repeats_2c_no_rectification",
        {"auction": ["1H"]},
        "S 2C; W dir; W ch reject; E Pass; S 2C",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    Case(
        "law_31a2_2017_situation_south_changes_to_2d_not_comparable_partner_once",
        at(
            {"auction": ["1H"]},
            "S 2C; W dir; W ch reject; fact artificial false; E 1S; S 2D; fact comparable false",
        ),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")]},
    ),
    Case(
        "law_31a2b_2007_situation_south_changes_to_2d_partner_throughout",
        at(
            {"auction": ["1H"]},
            "S 2C; W dir; W ch reject; fact artificial false; E 1S; S 2D",
            "2007",
        ),
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    # ---- 36B: West doubles a bid his partner has doubled --------------------------------
    *each(
        "law_36b_situation_double_of_a_doubled_bid_cancelled_partner_throughout",
        {"auction": ["1S", "X", "Pass"]},
        "W X; N dir; W Pass",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction")],
            "irr_has": [("inadmissible_double", "W")],
        },
    ),
    # ---- 22B: passed out -------------------------------------------------------------
    *each(
        "law_22b_situation_four_passes_board_passed_out",
        {"auction": ["Pass", "Pass", "Pass"]},
        "W Pass",
        {"status": "passed_out", "contract": "Pass"},
    ),
    # ---- 64B4 / 64B5: a revoke found too late for a transfer -----------------------------
    *each(
        "law_64b4_situation_revoke_found_after_the_next_board_was_called_no_transfer",
        contract("3NT", "N", 9, 4),
        [fact("next_board_called", True), *revoke_found("E", 5, "E", 2)],
        {
            "status": "complete",
            "adjust": [],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 400, "EW": -400},
        },
    ),
    *each(
        "law_64b5_situation_revoke_found_after_the_round_ended_no_transfer",
        contract("3NT", "N", 9, 4),
        [fact("round_ended", True), *revoke_found("E", 5, "E", 2)],
        {
            "status": "complete",
            "adjust": [],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 400, "EW": -400},
        },
    ),
    # the same revoke found in time: two tricks (64A1)
    *each(
        "law_64a1_situation_same_revoke_found_in_time_two_tricks",
        contract("3NT", "N", 9, 4),
        revoke_found("E", 5, "E", 2),
        {
            "status": "complete",
            "adjust": [("64A1", "NS", 2)],
            "tricks": {"NS": 11, "EW": 2},
            "score": {"NS": 460, "EW": -460},
        },
    ),
    # ---- two revokes by the same side, by different players: each is rectified ------------
    # East's in trick 2 (won by East, three more tricks after it): two tricks; West's in
    # trick 9 (won by South, one East-West trick after it): one trick; 8 become 11
    *each(
        "law_64a_situation_two_revokes_of_one_side_three_tricks",
        contract("4S", "S", 8, 5),
        [*revoke_found("E", 2, "E", 3), *revoke_found("W", 9, "S", 1)],
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # ---- 70: disputed claims the director settles ------------------------------------------
    *each(
        "law_70_situation_defenders_disputed_claim_director_awards_six",
        contract("2H", "E", 3, 4, leader="N"),
        [
            {"by": "N", "claim": 7},
            {"by": "E", "dispute": True},
            {"by": "N", "director": True},
            fact("claim_award", 6),
        ],
        {"status": "complete", "tricks": {"NS": 6, "EW": 7}, "score": {"NS": 50, "EW": -50}},
    ),
    *each(
        "law_70_situation_disputed_claim_award_in_full_4s_plus_one",
        contract("4S", "S", 6, 2, leader="S"),
        [
            {"by": "S", "claim": 11},
            {"by": "W", "dispute": True},
            {"by": "S", "director": True},
            fact("claim_award", 11),
        ],
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # ---- a doubled contract settled by an agreed claim -----------------------------------
    *each(
        "law_69a_77_situation_claim_in_4hx_three_down_vulnerable_800",
        contract("4HX", "S", 5, 3, leader="S"),
        "S claim 7; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 7, "EW": 6}, "score": {"NS": -800, "EW": 800}},
        board=2,
    ),
    *each(
        "law_69a_77_situation_claim_in_3nxx_made_overtrick_not_vulnerable",
        contract("3NTXX", "N", 6, 2, leader="N"),
        "N claim 10; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 1000, "EW": -1000}},
    ),
    # ---- rubber: claims and concessions ------------------------------------------------
    Case(
        "rubber_26_situation_defenders_claim_agreed_2h_three_down_150",
        at(contract("2H", "E", 4, 3, leader="N"), "N claim 8; E agree", "rubber"),
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 150, "EW": 0}},
    ),
    Case(
        "rubber_26_situation_declarers_concession_agreed_4s_one_down_vulnerable_100",
        at(
            contract("4S", "S", 6, 2, leader="S"),
            "S concede 2; W agree; E agree",
            "rubber",
            vulnerable="All",
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 0, "EW": 100}},
    ),
    Case(
        "rubber_55_9_situation_revoke_claimed_after_the_cut_no_transfer",
        at(
            contract("4S", "S", 9, 4),
            [
                fact("next_deal_cut", True),
                *revoke_found("W", 5, "W", 2),
                fact("revoke_established", True, trick=5),
            ],
            "rubber",
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 0, "EW": 50}},
    ),
    # ---- 50D2a: a prohibition lasts while the player keeps the lead ----------------------
    *each(
        "law_50d2a_situation_south_wins_and_leads_again_spades_still_forbidden",
        E_2H_S_LEADS,
        "E ch prohibit_suit:S; S card DA; W card D2; N card D7; E card D3",
        {"status": "play", "next": "S", "lead": {("S", "prohibit_suit", "S")}, "pcs": set()},
    ),
    *each(
        "law_50d2a_situation_north_wins_the_prohibition_ends",
        E_2H_S_LEADS,
        "E ch prohibit_suit:S; S card D4; W card D2; N card D7; E card D3",
        {"status": "play", "next": "N", "lead": set(), "pcs": set()},
    ),
    # 50D2(b): no restriction, South keeps the lead, the queen still lies: the choice again
    *each(
        "law_50d2b_situation_south_keeps_the_lead_declarer_chooses_again",
        E_2H_S_LEADS,
        "E ch no_restriction; S card DA; W card D2; N card D7; E card D3",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "E", "options": D2_SPADES},
            "pcs": {("N", "SQ", "major")},
        },
    ),
    # 26B: East keeps the lead with the spade eight: hearts are still forbidden
    *each(
        "law_26b_situation_east_keeps_the_lead_hearts_still_forbidden",
        contract("3NT", "N", 4, 4, leader="E", obligations=[EAST_NO_HEARTS]),
        "E card S8; S card S2; W card S3; N card S4",
        {"status": "play", "next": "E", "lead": {("E", "prohibit_suit", "H")}},
    ),
    *each(
        "law_26b_situation_east_loses_the_lead_prohibition_gone",
        contract("3NT", "N", 4, 4, leader="E", obligations=[EAST_NO_HEARTS]),
        "E card S8; S card S2; W card S3; N card SA",
        {"status": "play", "next": "N", "lead": set()},
    ),
    # ---- a claim while declarer's 50D2 choice is still open ------------------------------
    *each(
        "law_68_situation_declarer_claims_instead_of_choosing_2h_plus_one",
        E_2H_S_LEADS,
        "E claim 9; N agree; S agree",
        {"status": "complete", "tricks": {"NS": 4, "EW": 9}, "score": {"NS": -140, "EW": 140}},
    ),
    # ---- 64B3: dummy's revoke, found at the end, no transfer -----------------------------
    *each(
        "law_64b3_situation_dummys_revoke_found_at_the_end_no_transfer",
        contract("3NT", "N", 9, 4),
        revoke_found("S", 4, "S", 3),
        {"status": "complete", "adjust": [], "tricks": {"NS": 9, "EW": 4}},
    ),
    # ---- 62D: East's revoke in trick 12 found after the play ------------------------------
    *each(
        "law_62d_situation_revoke_in_trick_12_the_result_after_correction_is_asked",
        contract("4S", "S", 10, 3),
        revoke_found("E", 12),
        {"status": "awaiting_fact", "order": ["tricks_after_correction"], "tricks": None},
    ),
    *each(
        "law_62d_situation_revoke_in_trick_12_replayed_ten_tricks_no_transfer",
        contract("4S", "S", 10, 3),
        [*revoke_found("E", 12), fact("tricks_after_correction", 10)],
        {
            "status": "complete",
            "adjust": [],
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 420, "EW": -420},
        },
    ),
    # ---- 53B / 53C (2007: 53C / 53B): a lead out of turn by declarer's side ---------------
    # dummy leads when West should; West makes his proper lead on top of it: West's lead
    # stands and dummy's club goes back without rectification
    *each(
        "law_53b_situation_west_leads_in_turn_over_dummys_lead_his_lead_stands",
        contract("4S", "S", 4, 2, leader="W"),
        "N card C5; W card H5",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # declarer leads from his hand when West should; East (the wrong defender) plays to
    # it: the lead stands and East has played before his partner (57)
    *each(
        "law_53c_situation_east_plays_to_declarers_lead_out_of_turn_57_applies",
        contract("4S", "S", 4, 2, leader="W"),
        "S card C5; E card C9; W dir",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "premature_play", "offender": "E", "chooser": "S"},
            "pcs": {("E", "C9", "major")},
        },
    ),
    # ---- rubber: 46(5), 50, 51(1), 52, 53, 61 from a situation -----------------------------
    Case(
        "rubber_46_5_situation_both_defenders_lead_wests_lead_stands",
        at(
            contract("4S", "S", 4, 2, leader="W"),
            [
                {"by": "W", "card": "H5"},
                {"by": "E", "card": "D2"},
                fact("simultaneous_lead", True),
            ],
            "rubber",
        ),
        {"status": "play", "next": "N", "irr_has": [("simultaneous_lead", "E")]},
    ),
    Case(
        "rubber_50_situation_dummy_suggests_a_heart_east_chooses",
        at(
            contract("4S", "S", 4, 2, current=["W:H5"]),
            [fact("dummy_suggested", "H3")],
            "rubber",
        ),
        {"status": "awaiting_choice", "ruling": {"offender": "N", "chooser": "E"}},
    ),
    Case(
        "rubber_50_situation_dummy_known_suggests_his_heart_three_east_chooses",
        at(
            contract("4S", "S", 4, 2, current=["W:H5"], dummy="QT.K3.84.J"),
            [fact("dummy_suggested", "H3")],
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "N",
                "chooser": "E",
                "options_has": {"require_card:H3", "forbid_card:H3"},
            },
        },
    ),
    Case(
        "rubber_50_situation_east_forbids_the_suggested_card_play_goes_on",
        at(
            contract("4S", "S", 4, 2, current=["W:H5"], dummy="QT.K3.84.J"),
            [fact("dummy_suggested", "H3"), {"by": "E", "choose": "forbid_card:H3"}],
            "rubber",
        ),
        {"status": "play", "next": "N"},
    ),
    Case(
        "rubber_51_1_situation_dummy_names_the_hand_east_chooses_it",
        at(contract("4S", "S", 4, 2, leader="S"), [fact("dummy_warned_lead", True)], "rubber"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "N", "chooser": "E", "options_has": {"lead_from:N"}},
        },
    ),
    Case(
        "rubber_52_situation_dummy_draws_declarers_attention_east_chooses",
        at(
            contract("4S", "S", 4, 2, current=["N:D4", "E:D2"]),
            [fact("drew_attention_to_trick", True, by="N")],
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "N",
                "chooser": "E",
                "options_has": {"highest", "lowest", "win", "lose"},
            },
        },
    ),
    Case(
        "rubber_53_situation_east_inspects_trick_3_declarer_names_the_suit",
        at(contract("4S", "S", 4, 2, leader="S"), [fact("inspected_trick", 3, by="E")], "rubber"),
        {"status": "awaiting_choice", "ruling": {"offender": "E", "chooser": "S"}},
    ),
    # ---- the end of the board in both editions: the score of an undoubled part score ------
    *[
        Case(
            f"law_77_two_clubs_by_west_one_overtrick_not_vulnerable_110_{ed}",
            ended("2C", "W", 4, ed),
            {"status": "complete", "score": {"NS": -110, "EW": 110}},
        )
        for ed in EDITIONS
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_breadth(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
