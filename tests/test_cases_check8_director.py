"""Eighth blind check (issue 13), part 6: records as a director really gets
them. He arrives mid-board (spec §6, hands unknown) and two or three more
irregularities follow: a lead out of turn asked in seed 004's order (47E1
first) and then a premature card, a penalty card and a lead restriction on
one lead, a revoke corrected and then a claim, two obligations on one
player, a card faced while his ruling is under way, a claim while the 50D2
choice is open. Each record is ruled in both editions where they agree.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each, pc
from check8_cases import ev

#: 4H by West (dummy East), North to lead after five tricks
W_4H = contract("4H", "W", 2, 3, leader="N")
#: 4H by West after seven tricks (NS 2, EW 5), North to lead
W_4H_7 = contract("4H", "W", 2, 5, leader="N")
#: 3NT by North, East to lead, West's ♠Q a major penalty card
N_3NT_E_PC = contract("3NT", "N", 4, 2, leader="E", penalty_cards=[pc("W", "SQ")])
#: 4S by South (dummy North), West to lead, East's ♦3 a minor penalty card
S_4S_W = contract("4S", "S", 3, 3, leader="W", penalty_cards=[pc("E", "D3", "minor")])
#: the auction to 4H by West: North passes, East passes, South passes, West opens
AUCTION_4H_W = ["Pass", "Pass", "Pass", "1H", "Pass", "4H", "Pass", "Pass", "Pass"]
PROHIBIT_H_E = [
    {"type": "lead_restriction", "seat": "E", "kind": "prohibit_suit", "suit": "H", "laws": ["26B"]}
]

CASES: list[Case] = [
    # ---- a lead out of turn, then more ---------------------------------------------------
    # South leads when North should: how did he come to lead (47E1) is asked first (the
    # ruling waits for declarer's choice once the director has the facts)
    *each(
        "law_56_47e1_situation_south_leads_for_north_first_question",
        W_4H,
        "S card C4; W dir",
        {
            "status": "awaiting_choice",
            "order": ["opponent_induced"],
            "irr_has": [("lead_out_of_turn", "S")],
        },
    ),
    # not induced: declarer accepts or refuses (53A, 56); the card is no penalty card yet
    *each(
        "law_56_situation_south_leads_for_north_declarer_chooses",
        W_4H,
        "S card C4; W dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "S",
                "chooser": "W",
                "options": {"accept", "reject"},
            },
            "pcs": set(),
        },
    ),
    # clubs forbidden: the card is picked up, North leads a diamond; dummy to play
    *each(
        "law_56_50d2a_situation_clubs_forbidden_north_leads_a_diamond",
        W_4H,
        "S card C4; W dir; fact opponent_induced false; W ch reject; W ch prohibit_suit:C; "
        "N card D5",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # accepted: the lead stands and declarer plays from dummy next? No: South led, so West
    # (declarer) plays second to it
    *each(
        "law_53a_situation_south_lead_accepted_declarer_plays_next",
        W_4H,
        "S card C4; W dir; fact opponent_induced false; W ch accept",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # declarer leads from hand when North should: either defender chooses (55A); refused,
    # the card goes back without penalty and North leads
    *each(
        "law_55b_situation_declarer_leads_out_of_turn_refused_north_leads",
        W_4H,
        "W card C2; N dir; fact opponent_induced false; N ch reject",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ... then North's premature card? No: North leads, and South plays before dummy (57)
    *each(
        "law_57_situation_after_the_refused_lead_south_plays_before_dummy",
        W_4H,
        "W card C2; N dir; fact opponent_induced false; N ch reject; N card H3; S card H5; W dir",
        {"irr_has": [("lead_out_of_turn", "W")], "status": {"awaiting_choice", "play"}},
    ),
    # ---- a penalty card and a lead restriction on one lead ---------------------------------
    # East must not lead hearts (26B) and West's ♠Q is a major penalty card: the restriction
    # is carried out at this lead, the 50D2 choice comes at East's next lead (seed 004)
    *each(
        "law_26b_50d2_situation_restriction_first_no_choice_at_this_lead",
        {**N_3NT_E_PC, "obligations": PROHIBIT_H_E},
        "",
        {
            "status": "play",
            "next": "E",
            "pcs": {("W", "SQ", "major")},
            "lead": {("E", "prohibit_suit", "H")},
        },
    ),
    # ---- two obligations on one player ----------------------------------------------------------
    # East may not lead hearts and holds the ♣K as a major penalty card: leading it meets both
    *each(
        "law_50d1_26b_situation_east_leads_his_penalty_card_both_obligations_met",
        contract(
            "3NT", "N", 4, 2, leader="E", penalty_cards=[pc("E", "CK")], obligations=PROHIBIT_H_E
        ),
        "E card CK",
        {"status": "play", "next": "S", "pcs": set(), "irr": []},
    ),
    # ... he leads a spade instead: he failed to lead his penalty card (52): declarer chooses
    *each(
        "law_52_26b_situation_east_leads_a_spade_not_his_penalty_card",
        contract(
            "3NT", "N", 4, 2, leader="E", penalty_cards=[pc("E", "CK")], obligations=PROHIBIT_H_E
        ),
        "E card S5; N dir",
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "N",
            },
            "irr_has": [("failure_to_play_penalty_card", "E")],
        },
    ),
    # ---- the 50D2 choice, then a claim --------------------------------------------------------
    *each(
        "law_50d2_situation_east_to_lead_declarer_chooses_first",
        N_3NT_E_PC,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
        },
    ),
    # a claim while the 50D2 choice is open ends the play (68D); agreed: 9 tricks, 400
    *each(
        "law_68d_69a_situation_claim_while_the_50d2_choice_is_open",
        N_3NT_E_PC,
        "N claim 9; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 400, "EW": -400}},
    ),
    # no restriction, East leads a heart, West follows with the ♠Q penalty card? He may
    # not when he has hearts; the hands are unknown, so the queen counts as a discard and
    # the obligation is met
    *each(
        "law_50d1_situation_no_restriction_west_discards_the_queen",
        N_3NT_E_PC,
        "N ch no_restriction; E card H5; S card H2; W card SQ; N card HA",
        {"status": "play", "next": "N", "pcs": set(), "irr": []},
    ),
    # ... then East leads out of turn at North's lead: 47E1 first
    *each(
        "law_56_situation_after_the_trick_east_leads_at_declarers_turn",
        N_3NT_E_PC,
        "N ch no_restriction; E card H5; S card H2; W card SQ; N card HA; E card C3; N dir",
        {
            "status": "awaiting_choice",
            "order": ["opponent_induced"],
            "irr_has": [("lead_out_of_turn", "E")],
        },
    ),
    *each(
        "law_53a_situation_declarer_accepts_easts_lead_dummy_plays_second",
        N_3NT_E_PC,
        "N ch no_restriction; E card H5; S card H2; W card SQ; N card HA; E card C3; N dir; "
        "fact opponent_induced false; N ch accept",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- a minor penalty card and another card of its suit ------------------------------------
    # East's ♦3 is a minor penalty card; West leads a diamond and East plays the ♦9: any
    # other card of the suit below an honour is barred until the three is played (50C)
    *each(
        "law_50c_situation_east_follows_with_another_spot_card",
        S_4S_W,
        "W card D7; N card D2; E card D9",
        {"irr": [("failure_to_play_penalty_card", "E", None)]},
    ),
    # an honour instead is allowed (50C): the queen, no irregularity, the three stays
    *each(
        "law_50c_situation_east_follows_with_an_honour_allowed",
        S_4S_W,
        "W card D7; N card D2; E card DQ",
        {"status": "play", "next": "S", "pcs": {("E", "D3", "minor")}, "irr": []},
    ),
    # ... East plays the ♦2 instead: a lower card of the penalty card's suit: 50C broken,
    # declarer may accept or have the ♦3 played (52)
    *each(
        "law_50c_52_situation_east_follows_with_a_lower_spot_card",
        S_4S_W,
        "W card D7; N card D4; E card D2; S dir",
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "S",
            },
        },
    ),
    # ---- a revoke corrected, then a claim -----------------------------------------------------
    # South ruffed North's... the director finds South's revoke in trick 8 (a heart on
    # dummy's spade), the trick in view: the ♥4 is a major penalty card (62B1), South plays a
    # spade; West, who played after the revoke, keeps his ace
    *each(
        "law_62b1_62c1_situation_souths_revoke_corrected_west_keeps_his_ace",
        contract("4H", "W", 2, 5, current=["E:S2", "S:H4", "W:SA", "N:S4"]),
        ev([fact("revoke", {"seat": "S", "trick": 8})], "S card S9; W ch keep"),
        {"pcs": {("S", "H4", "major")}, "status": "play", "next": "W"},
    ),
    # then declarer claims 10, agreed: 420
    *each(
        "law_62_69a_situation_revoke_corrected_then_claim_agreed_420",
        contract("4H", "W", 2, 5, current=["E:S2", "S:H4", "W:SA", "N:S4"]),
        ev(
            [fact("revoke", {"seat": "S", "trick": 8})],
            "S card S9; W ch keep; W claim 10; N agree; S agree",
        ),
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": -420, "EW": 420}},
    ),
    # ---- an opening lead out of turn from the auction -------------------------------------------
    # South leads against 4H by West (North should): 47E1, then 54C, in that order
    *each(
        "law_54_situation_auction_south_leads_first_two_questions_in_order",
        {"auction": AUCTION_4H_W},
        "S card SA; W dir",
        {"status": "awaiting_choice", "order": ["opponent_induced"]},
    ),
    *each(
        "law_54_situation_auction_after_both_questions_declarer_chooses",
        {"auction": AUCTION_4H_W},
        "S card SA; W dir; fact opponent_induced false; fact could_see_dummy false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "chooser": "W",
                "options_has": {"accept", "become_dummy"},
            },
        },
    ),
    # declarer becomes dummy: East declares, West (now dummy) plays second
    *each(
        "law_54a_situation_auction_west_becomes_dummy_east_declares",
        {"auction": AUCTION_4H_W},
        "S card SA; W dir; fact opponent_induced false; fact could_see_dummy false; "
        "W ch become_dummy",
        {"status": "play", "declarer": "E", "next": "W"},
    ),
    # ---- a defender's concession his partner objects to, then play goes on -----------------
    *each(
        "law_68b2_situation_north_concedes_south_objects_north_leads",
        W_4H_7,
        "N concede 3; S dispute; N card S4",
        {"status": "play", "next": "E", "irr_has": [("concession", "N")], "pcs": set()},
    ),
    # ---- a disputed claim with a penalty card on the table ---------------------------------------
    *each(
        "law_70_situation_2s_disputed_claim_with_a_penalty_card_award_eight_110",
        contract("2S", "N", 5, 3, leader="N", penalty_cards=[pc("W", "HQ")]),
        ev("N claim 9; E dispute; E dir", [fact("claim_award", 8)]),
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 110, "EW": -110}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_director(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
