"""Seventh blind check (issue 13), part 1: the director arrives at a table
in the play (spec §6), the hands unknown, Laws 41-71: penalty cards and the
50D2 choice with other seats than the earlier checks (2H by East, 5C by
West, 3NT by North), 52 after a passed-over penalty card, declarer's lead
from the wrong hand (55), a defender's lead out of turn (56), premature
plays and leads to the next trick (57A), claims and concessions by either
side (68-69), and found revokes (63-64) with their counts. Expectations set
down from the seeds before the records were run; each situation is ruled in
both editions where they agree.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each, pc, revoke_found

HEARTS_E = "2H"
#: 2H by East, dummy West; North-South defend; South on lead after five tricks
E_2H_S_LEADS = contract(HEARTS_E, "E", 2, 3, leader="S", penalty_cards=[pc("N", "SQ")])
#: 3NT by North, dummy South, North on lead after six tricks
N_3NT = contract("3NT", "N", 4, 2, leader="N")
#: 4S by South, dummy North, South leads trick 7
S_4S = contract("4S", "S", 4, 2, leader="S")
#: 5C by West, dummy East; North-South defend
W_5C = contract("5C", "W", 3, 1, leader="N")
D2_OPTIONS = {"require_suit:S", "prohibit_suit:S", "no_restriction"}

CASES: list[Case] = [
    # ---- 50D2: the partner of the penalty-card holder gains the lead --------------------
    *each(
        "law_50d2_situation_2h_south_to_lead_north_has_spade_queen_east_chooses",
        E_2H_S_LEADS,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "E", "options": D2_OPTIONS},
            "pcs": {("N", "SQ", "major")},
            "text_all": ["50D2"],
        },
    ),
    *each(
        "law_50d2a_situation_2h_spades_required_queen_picked_up",
        E_2H_S_LEADS,
        "E ch require_suit:S",
        {
            "status": "play",
            "next": "S",
            "pcs": set(),
            "lead": {("S", "require_suit", "S")},
        },
    ),
    *each(
        "law_50d2a_situation_2h_spades_forbidden_queen_picked_up",
        E_2H_S_LEADS,
        "E ch prohibit_suit:S",
        {
            "status": "play",
            "next": "S",
            "pcs": set(),
            "lead": {("S", "prohibit_suit", "S")},
        },
    ),
    *each(
        "law_50d2b_situation_2h_no_restriction_queen_stays",
        E_2H_S_LEADS,
        "E ch no_restriction",
        {"status": "play", "next": "S", "pcs": {("N", "SQ", "major")}, "lead": set()},
    ),
    # 50D1: the major penalty card is played at the first legal opportunity: a diamond
    # follows to a diamond lead (he has diamonds), the queen waits
    *each(
        "law_50d1_situation_2h_north_follows_to_diamonds_queen_still_waits",
        E_2H_S_LEADS,
        "E ch no_restriction; S card D4; W card D2; N card D7",
        {"status": "play", "next": "E", "pcs": {("N", "SQ", "major")}, "irr": []},
    ),
    # 52: North, void in diamonds (he discards), passes over his spade queen for the two
    *each(
        "law_52_situation_2h_north_discards_another_spade_declarer_chooses",
        E_2H_S_LEADS,
        "E ch no_restriction; S card D4; W card D2; N card S2; E dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "N",
                "chooser": "E",
            },
            "irr_has": [("failure_to_play_penalty_card", "N")],
        },
    ),
    # 50D1: North discards the queen itself: the obligation is met
    *each(
        "law_50d1_situation_2h_north_discards_the_penalty_card_itself",
        E_2H_S_LEADS,
        "E ch no_restriction; S card D4; W card D2; N card SQ",
        {"status": "play", "next": "E", "pcs": set(), "irr": []},
    ),
    # 50D2a: spades required; South leads a spade and the requirement is met
    *each(
        "law_50d2a_situation_2h_spade_led_requirement_met",
        E_2H_S_LEADS,
        "E ch require_suit:S; S card S5",
        {"status": "play", "next": "W", "pcs": set(), "lead": set(), "irr": []},
    ),
    # 50D2: a minor penalty card gives declarer no lead options (50D2 is for a major one)
    *each(
        "law_50d2_situation_minor_penalty_card_no_choice_south_leads_freely",
        contract(HEARTS_E, "E", 2, 3, leader="S", penalty_cards=[pc("N", "S3", "minor")]),
        "",
        {"status": "play", "next": "S", "pcs": {("N", "S3", "minor")}, "lead": set()},
    ),
    # 50D2 from the other side: 5C by West, North's major penalty card, South wins trick
    *each(
        "law_50d2_situation_5c_south_wins_the_trick_west_chooses_for_souths_lead",
        contract("5C", "W", 3, 1, current=["E:H4", "S:HA", "W:H2"], penalty_cards=[pc("N", "DJ")]),
        "N card H3",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "W",
                "options": {"require_suit:D", "prohibit_suit:D", "no_restriction"},
            },
            "pcs": {("N", "DJ", "major")},
        },
    ),
    # the penalty card's holder himself wins the trick: no 50D2 choice, he leads the card
    *each(
        "law_50d1_situation_5c_holder_wins_the_trick_no_choice_for_declarer",
        contract("5C", "W", 3, 1, current=["E:H4", "S:H3", "W:H2"], penalty_cards=[pc("N", "DJ")]),
        "N card HA",
        {"status": "play", "next": "N", "pcs": {("N", "DJ", "major")}, "lead": set()},
    ),
    # ---- 55: declarer leads from the wrong hand ----------------------------------------
    *each(
        "law_55a_situation_3nt_dummy_leads_when_declarers_hand_should_either_defender",
        N_3NT,
        "S card C5; E dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "N", "options_has": {"accept", "reject"}},
            "choosers_set": {"E", "W"},
        },
    ),
    *each(
        "law_55b2_situation_3nt_lead_refused_declarer_leads_from_hand_no_penalty",
        N_3NT,
        "S card C5; E dir; W ch reject",
        {"status": "play", "next": "N", "pcs": set(), "lead": set()},
    ),
    *each(
        "law_55a_situation_3nt_lead_from_dummy_accepted_west_plays_next",
        N_3NT,
        "S card C5; E dir; W ch accept",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # 55A: West plays to dummy's lead before anyone objects: accepted by playing
    *each(
        "law_55a_situation_3nt_west_plays_to_dummys_lead_it_stands",
        N_3NT,
        "S card C5; W card C9",
        {
            "status": "play",
            "next": "N",
            "irr": [("lead_from_wrong_hand", "N", True)],
        },
    ),
    # ---- 56 / 53: a defender leads out of turn ---------------------------------------
    *each(
        "law_56_situation_3nt_west_leads_when_declarer_should_declarer_chooses",
        N_3NT,
        "W card H5; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_out_of_turn", "offender": "W", "chooser": "N"},
            "order": ["opponent_induced"],
        },
    ),
    *each(
        "law_56_situation_3nt_west_lead_refused_major_penalty_card_north_leads",
        N_3NT,
        "W card H5; N dir; fact opponent_induced false; N ch reject",
        {"status": "play", "next": "N", "pcs": {("W", "H5", "major")}},
    ),
    *each(
        "law_53a_situation_3nt_west_lead_accepted_north_plays_second",
        N_3NT,
        "W card H5; N dir; fact opponent_induced false; N ch accept",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # 47E1: an opponent told West it was his lead: he takes the card back without penalty
    *each(
        "law_47e1_situation_3nt_west_misled_by_declarer_card_back_no_penalty",
        N_3NT,
        "W card H5; N dir; fact opponent_induced true",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # 53B: declarer plays to it from his hand: accepted
    *each(
        "law_53b_situation_3nt_declarer_plays_to_wests_lead_accepted",
        N_3NT,
        "W card H5; N card H2",
        {"status": "play", "next": "E", "irr": [("lead_out_of_turn", "W", True)], "pcs": set()},
    ),
    # after the refused lead, West's major penalty card is played to the next heart
    *each(
        "law_50d1_situation_3nt_wests_retracted_five_played_to_a_heart",
        N_3NT,
        "W card H5; N dir; fact opponent_induced false; N ch reject; N card H2; E card H9; "
        "S card HT; W card H5",
        {"status": "play", "next": "S", "pcs": set(), "irr_has": [("lead_out_of_turn", "W")]},
    ),
    # ---- 57A: premature play and premature lead by a defender ---------------------------
    *each(
        "law_57a_situation_4s_east_plays_before_west_declarer_chooses",
        contract("4S", "S", 4, 2, current=["S:D4"]),
        "E card DK; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "premature_play",
                "offender": "E",
                "chooser": "S",
                "options_has": {"highest", "lowest"},
            },
            "pcs": {("E", "DK", "major")},
        },
    ),
    *each(
        "law_57a1_situation_4s_west_must_play_his_highest_diamond",
        contract("4S", "S", 4, 2, current=["S:D4"]),
        "E card DK; S dir; S ch highest",
        {
            "status": "play",
            "next": "W",
            "pcs": {("E", "DK", "major")},
            "obl_types": ["penalty_card", "play_restriction"],
        },
    ),
    *each(
        "law_57a_situation_4s_east_leads_to_the_next_trick_before_west_played",
        contract("4S", "S", 4, 2, current=["N:H3", "E:H4", "S:HK"]),
        "E card D2; S dir; fact led true",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "premature_play", "offender": "E", "chooser": "S"},
            "pcs": {("E", "D2", "major")},
        },
    ),
    # the director asks first whether the card was led (57A) or is a fifth card (45E1)
    *each(
        "law_57a_45e1_situation_4s_card_after_easts_own_play_led_asked_first",
        contract("4S", "S", 4, 2, current=["N:H3", "E:H4", "S:HK"]),
        "E card D2; S dir",
        {"status": "awaiting_fact", "order": ["led"], "irr_has": [("premature_play", "E")]},
    ),
    # 57A: declarer lets West play freely: the card still is a major penalty card
    *each(
        "law_57a3_situation_4s_west_must_play_a_club_if_void_in_diamonds",
        contract("4S", "S", 4, 2, current=["S:D4"]),
        "E card DK; S dir; S ch require_suit:C",
        {
            "status": "play",
            "next": "W",
            "pcs": {("E", "DK", "major")},
            "obl_types": ["penalty_card", "play_restriction"],
        },
        editions=("2017",),
    ),
    # ---- 69, 68: claims and concessions with the hands unknown --------------------------
    *each(
        "law_69a_situation_4s_claim_of_eleven_agreed_450",
        S_4S,
        "S claim 11; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    *each(
        "law_69a_situation_4s_claim_agreed_exactly_ten_420",
        S_4S,
        "S claim 10; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    *each(
        "law_68b1_situation_4s_declarer_concedes_three_two_down",
        S_4S,
        "S concede 3; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": -100, "EW": 100}},
    ),
    *each(
        "law_69a_situation_2h_defenders_claim_agreed_by_declarer_three_down",
        contract(HEARTS_E, "E", 4, 3, leader="N"),
        "N claim 8; E agree",
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 150, "EW": -150}},
    ),
    *each(
        "law_68d_situation_2h_declarers_claim_disputed_award_asked",
        contract(HEARTS_E, "E", 3, 4, leader="E"),
        "E claim 9; N dispute; E dir",
        {"order": ["claim_award"], "tricks": None, "score": None},
    ),
    *each(
        "law_70_situation_2h_disputed_claim_director_awards_eight_110",
        contract(HEARTS_E, "E", 3, 4, leader="E"),
        [
            {"by": "E", "claim": 9},
            {"by": "N", "dispute": True},
            {"by": "E", "director": True},
            fact("claim_award", 8),
        ],
        {"status": "complete", "tricks": {"NS": 5, "EW": 8}, "score": {"NS": -110, "EW": 110}},
    ),
    *each(
        "law_68b2_situation_5c_souths_concession_north_objects_play_goes_on",
        contract("5C", "W", 6, 3, leader="S"),
        "S concede 2; N dispute",
        {"status": "play", "next": "S", "tricks": None, "score": None},
    ),
    *each(
        "law_68b1_situation_5c_defenders_concede_the_rest_made_400",
        contract("5C", "W", 2, 7, leader="S"),
        "S concede 4; W agree",
        {"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": -400, "EW": 400}},
    ),
    # ---- 63-64: a revoke found by the director, hands unknown -------------------------
    # 64A2: declarer West revoked, the revoke trick won by North, West's side won later tricks
    *each(
        "law_64a2_situation_5c_declarers_revoke_trick_lost_one_trick_to_ns",
        contract("5C", "W", 2, 11),
        revoke_found("W", 4, "N", 8),
        {
            "status": "complete",
            "adjust": [("64A2", "NS", 1)],
            "tricks": {"NS": 3, "EW": 10},
            "score": {"NS": 50, "EW": -50},
        },
    ),
    # 64A1: South revoked and won the revoke trick: that trick and one more
    *each(
        "law_64a1_situation_5c_souths_revoke_won_two_tricks_to_ew",
        contract("5C", "W", 4, 9),
        revoke_found("S", 3, "S", 2),
        {
            "status": "complete",
            "adjust": [("64A1", "EW", 2)],
            "tricks": {"NS": 2, "EW": 11},
            "score": {"NS": -400, "EW": 400},
        },
    ),
    # 64B1: the offending side won no trick from the revoke on: nothing transferred
    *each(
        "law_64b1_situation_5c_norths_revoke_ns_won_nothing_after_no_transfer",
        contract("5C", "W", 2, 11),
        revoke_found("N", 6, "W", 0),
        {"status": "complete", "adjust": [], "tricks": {"NS": 2, "EW": 11}},
    ),
    # 64A1 with only the revoke trick won from then on: one trick (the revoke trick)
    *each(
        "law_64a1_situation_3nt_easts_revoke_trick_only_one_trick",
        contract("3NT", "N", 8, 5),
        revoke_found("E", 10, "E", 0),
        {
            "status": "complete",
            "adjust": [("64A1", "NS", 1)],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 400, "EW": -400},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_situations(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
