"""Ninth blind check (issue 13), part 1: records as a director gets them. He
arrives mid-board (spec §6, hands unknown: tricks so far, the trick in
progress, penalty cards on the table) and two or three irregularities follow:
a defender's lead out of turn taken through seed 004's questions (47E1 first)
and declarer's choices (56, 50D2), dummy's lead from the wrong hand (55),
penalty cards held by both defenders (50C, 50D, 51), a premature play (57A,
whose options differ between the editions), revokes and then a claim (64,
69). Each record is ruled in both editions where they agree, in each with
its own expectation where they differ. Expectations set down from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, run6
from check7_cases import contract, each, pc
from check8_cases import ev
from check9_cases import per_edition, revokes

#: 4S by South (dummy North), West on lead after six tricks (NS 4, EW 2)
S_4S_W = contract("4S", "S", 4, 2, leader="W")
#: 3NT by North (dummy South), North on lead after eight tricks (NS 5, EW 3)
N_3NT_N = contract("3NT", "N", 5, 3, leader="N")
#: 2H by East (dummy West), North on lead; South holds ♣K (major), North ♦4 (minor)
E_2H_TWO_HOLDERS = contract(
    "2H", "E", 2, 4, leader="N", penalty_cards=[pc("S", "CK"), pc("N", "D4", "minor")]
)
#: 4H by West (dummy East), South on lead; North holds ♠K and ♦Q as major penalty cards
W_4H_TWO_CARDS = contract("4H", "W", 3, 3, leader="S", penalty_cards=[pc("N", "SK"), pc("N", "DQ")])
#: 3NT by North: North led ♥4 to trick 6, East still to play
N_3NT_H4 = contract("3NT", "N", 3, 2, current=["N:H4"])
#: 4S by South after nine tricks (NS 6, EW 3), South on lead
S_4S_NINE = contract("4S", "S", 6, 3, leader="S")

WEST_LEADS = "E card H5; S dir; fact opponent_induced false"

CASES: list[Case] = [
    # ---- a defender leads for his partner (56), asked in seed 004's order ---------------
    *each(
        "law_47e1_56_situation_east_leads_for_west_first_question",
        S_4S_W,
        "E card H5; S dir",
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "order": ["opponent_induced"],
            "irr_has": [("lead_out_of_turn", "E")],
        },
    ),
    *each(
        "law_56_situation_east_leads_for_west_declarer_accepts_or_refuses",
        S_4S_W,
        WEST_LEADS,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    # accepted (53A): declarer plays second, after East
    *each(
        "law_53a_situation_easts_lead_accepted_south_plays_next",
        S_4S_W,
        f"{WEST_LEADS}; S ch accept",
        {"status": "play", "next": "S", "pcs": set(), "irr": [("lead_out_of_turn", "E", None)]},
    ),
    # refused (56B): the heart is a major penalty card and West's lead brings the 50D2 choice
    *each(
        "law_56b_50d2_situation_easts_lead_refused_declarer_chooses_for_west",
        S_4S_W,
        f"{WEST_LEADS}; S ch reject",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "S",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
            "pcs": {("E", "H5", "major")},
        },
    ),
    # hearts required: the penalty card is picked up, West leads a heart, dummy plays next
    *each(
        "law_50d2a_situation_hearts_required_west_leads_a_heart_card_picked_up",
        S_4S_W,
        f"{WEST_LEADS}; S ch reject; S ch require_suit:H; W card H7",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # no restriction: West leads a diamond, East's heart stays a penalty card
    *each(
        "law_50d2b_situation_no_restriction_west_leads_a_diamond_card_stays",
        S_4S_W,
        f"{WEST_LEADS}; S ch reject; S ch no_restriction; W card D2",
        {"status": "play", "next": "N", "pcs": {("E", "H5", "major")}},
    ),
    # ... and East then discards a spade on the diamond instead of his penalty card (52)
    *each(
        "law_52_situation_east_discards_a_spade_instead_of_the_penalty_card",
        S_4S_W,
        f"{WEST_LEADS}; S ch reject; S ch no_restriction; W card D2; N card D3; E card S9; S dir",
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
            "irr_has": [("lead_out_of_turn", "E"), ("failure_to_play_penalty_card", "E")],
        },
    ),
    # ... East plays the heart as his discard: the obligation is met, nothing more
    *each(
        "law_50d1_situation_east_discards_the_penalty_card_obligation_met",
        S_4S_W,
        f"{WEST_LEADS}; S ch reject; S ch no_restriction; W card D2; N card D3; E card H5",
        {"status": "play", "next": "S", "pcs": set(), "irr": [("lead_out_of_turn", "E", None)]},
    ),
    # ---- dummy's card led when declarer is on lead (55A, 55B2) -----------------------------
    *each(
        "law_55a_situation_dummy_leads_when_declarer_should_west_chooses",
        N_3NT_N,
        "S card C2; W dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "W", "options": {"accept", "reject"}},
        },
    ),
    *each(
        "law_55b2_situation_dummys_lead_refused_declarer_leads_from_hand",
        N_3NT_N,
        "S card C2; W dir; fact opponent_induced false; W ch reject; N card H4",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    *each(
        "law_53a_55a_situation_dummys_lead_accepted_west_plays_next",
        N_3NT_N,
        "S card C2; W dir; fact opponent_induced false; W ch accept",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # declarer leads from hand when East should: refused, no further rectification (55B1)
    *each(
        "law_55b1_situation_declarer_leads_for_east_refused_east_leads",
        contract("3NT", "N", 4, 3, leader="E"),
        "N card SA; W dir; fact opponent_induced false; W ch reject; E card D7",
        {"status": "play", "next": "S", "pcs": set(), "irr": [("lead_out_of_turn", "N", None)]},
    ),
    # East, the defender in turn, simply plays to declarer's lead: accepted (53A, 55A)
    *each(
        "law_53a_situation_east_plays_to_declarers_lead_out_of_turn",
        contract("3NT", "N", 4, 3, leader="E"),
        "N card SA; E card S3",
        {"status": "play", "next": "S", "irr": [("lead_out_of_turn", "N", True)]},
    ),
    # ---- penalty cards held by both defenders (50C, 50D) ------------------------------------
    *each(
        "law_50d2_situation_two_holders_declarer_chooses_for_south_card",
        E_2H_TWO_HOLDERS,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "E",
                "options": {"require_suit:C", "prohibit_suit:C", "no_restriction"},
            },
            "pcs": {("S", "CK", "major"), ("N", "D4", "minor")},
        },
    ),
    *each(
        "law_50d2a_situation_two_holders_clubs_required_north_minor_card_stays",
        E_2H_TWO_HOLDERS,
        "E ch require_suit:C; N card C5",
        {"status": "play", "next": "E", "pcs": {("N", "D4", "minor")}},
    ),
    *each(
        "law_50c_situation_two_holders_north_leads_his_minor_card",
        E_2H_TWO_HOLDERS,
        "E ch no_restriction; N card D4",
        {"status": "play", "next": "E", "pcs": {("S", "CK", "major")}, "irr": []},
    ),
    *each(
        "law_50c_52_situation_two_holders_north_leads_a_lower_diamond_spot",
        E_2H_TWO_HOLDERS,
        "E ch no_restriction; N card D9",
        {"irr": [("failure_to_play_penalty_card", "N", None)]},
    ),
    *each(
        "law_50c_situation_two_holders_north_leads_a_diamond_honour_allowed",
        E_2H_TWO_HOLDERS,
        "E ch no_restriction; N card DQ",
        {
            "status": "play",
            "next": "E",
            "pcs": {("S", "CK", "major"), ("N", "D4", "minor")},
            "irr": [],
        },
    ),
    *each(
        "law_50d2b_situation_two_holders_clubs_prohibited_card_picked_up",
        E_2H_TWO_HOLDERS,
        "E ch prohibit_suit:C; N card H3",
        {"status": "play", "next": "E", "pcs": {("N", "D4", "minor")}, "irr": []},
    ),
    # ---- two major penalty cards of one defender (51B2; 51B2c is 2017 only) ------------------
    # 2007 as well: 51B2 sends the choice through 50D2, whose (b) leaves the cards on the table
    *each(
        "law_51b2_situation_two_cards_declarer_chooses",
        W_4H_TWO_CARDS,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "W",
                "options_has": {
                    "require_suit:S",
                    "require_suit:D",
                    "prohibit_suit:S+D",
                    "no_restriction",
                },
            },
            "pcs": {("N", "SK", "major"), ("N", "DQ", "major")},
        },
    ),
    *each(
        "law_51b2a_situation_two_cards_diamonds_required_spade_king_stays",
        W_4H_TWO_CARDS,
        "W ch require_suit:D; S card D3",
        {"status": "play", "next": "W", "pcs": {("N", "SK", "major")}},
    ),
    *each(
        "law_51b2b_situation_two_cards_spades_prohibited_diamond_queen_stays",
        W_4H_TWO_CARDS,
        "W ch prohibit_suit:S; S card H4",
        {"status": "play", "next": "W", "pcs": {("N", "DQ", "major")}},
    ),
    # ---- 57A: a premature play; the options differ (2017 adds requiring another suit) ----------
    *per_edition(
        "law_57a_situation_west_plays_before_east_declarer_chooses",
        N_3NT_H4,
        "W card H2; N dir",
        {
            "2017": {
                "ruling": {
                    "irregularity": "premature_play",
                    "offender": "W",
                    "chooser": "N",
                    "options_has": {"highest", "lowest", "require_suit:S", "prohibit_suit:S"},
                },
                "pcs": {("W", "H2", "major")},
            },
            "2007": {
                "ruling": {
                    "irregularity": "premature_play",
                    "offender": "W",
                    "chooser": "N",
                    "options_has": {"highest", "lowest", "prohibit_suit:S"},
                    "options_not": {"require_suit:S"},
                },
                "pcs": {("W", "H2", "major")},
            },
        },
    ),
    *each(
        "law_57a1_situation_highest_required_east_plays_the_ace",
        N_3NT_H4,
        "W card H2; N dir; N ch highest; E card HA",
        {"status": "play", "next": "S", "pcs": {("W", "H2", "major")}},
    ),
    # ---- a revoke, then a claim (64A1, 69A) ------------------------------------------------
    # East revoked in trick 5 and won it, East-West won one trick after; declarer's claim of
    # 10 is agreed: two tricks go over, 12 tricks, 480
    *each(
        "law_64a1_69a_situation_east_revoke_won_then_claim_of_ten_480",
        S_4S_NINE,
        ev(revokes(("E", 5, "E", 1)), "S claim 10; E agree; W agree"),
        {
            "status": "complete",
            "tricks": {"NS": 12, "EW": 1},
            "score": {"NS": 480, "EW": -480},
            "irr_has": [("revoke", "E")],
        },
    ),
    # two revokes by the defenders (East's in trick 2 won by East, West's in trick 6 won by
    # declarer), then the claim: 2 + 1 tricks go over, all 13, 510
    *each(
        "law_64a1_64a2_situation_two_defender_revokes_then_claim_510",
        S_4S_NINE,
        ev(revokes(("E", 2, "E", 2), ("W", 6, "S", 1)), "S claim 10; E agree; W agree"),
        {
            "status": "complete",
            "tricks": {"NS": 13, "EW": 0},
            "score": {"NS": 510, "EW": -510},
        },
    ),
    # declarer's revoke in trick 3, the trick won by dummy (not by the revoker), two more
    # tricks to his side after: one trick goes over (64A2); claim of 10 agreed, 9 tricks, 50
    *each(
        "law_64a2_situation_declarers_revoke_dummy_won_then_claim_one_down",
        S_4S_NINE,
        ev(revokes(("S", 3, "N", 2)), "S claim 10; E agree; W agree"),
        {
            "status": "complete",
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": -50, "EW": 50},
        },
    ),
    # rubber 55(6): two of the revoking side's tricks won from the revoke on go over,
    # whoever won the revoke trick: 8 tricks, two down not vulnerable, 100 (32)
    Case(
        "rubber_55_6_situation_declarers_revoke_then_claim_two_tricks_over",
        at(S_4S_NINE, ev(revokes(("S", 3, "N", 2)), "S claim 10; E agree; W agree"), "rubber"),
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 0, "EW": 100}},
    ),
    # a disputed claim with a revoke found: the director's figure (claim_award 9) then the
    # revoke's trick (won by West, nothing after it in tricks 8 and 9, the count given
    # before the claim). The award gives East-West one of the last four tricks, a trick
    # won after the revoke trick (69A, 70): two tricks go to North-South (64A1), 11 tricks,
    # 450 (trick15b: a count given before the play ended covers the tricks quitted then)
    *each(
        "law_70_64a1_situation_disputed_claim_and_a_west_revoke",
        S_4S_NINE,
        ev(
            revokes(("W", 7, "W", 0)),
            "S claim 10; W dispute; W dir",
            [{"fact": "claim_award", "value": 9}],
        ),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # ---- a claim while a penalty card lies on the table, agreed (68, 69A) ----------------------
    *each(
        "law_69a_situation_claim_agreed_with_a_minor_penalty_card_out",
        contract("2H", "E", 2, 6, leader="E", penalty_cards=[pc("N", "D4", "minor")]),
        "E claim 8; N agree; S agree",
        {"status": "complete", "tricks": {"NS": 5, "EW": 8}, "score": {"NS": -110, "EW": 110}},
    ),
    # a defender's concession of the rest, agreed by declarer: 3NT by North, 10 tricks, 430
    *each(
        "law_68b1_69a_situation_defender_concedes_the_rest_agreed",
        contract("3NT", "N", 6, 3, leader="E"),
        "E concede 4; W agree; N agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 430, "EW": -430}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_director(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
