"""Tenth blind check (issue 13), part 5: seed 004's director protocols as
ordered questions, and director course situations (found with the search
tool: the ABF's directing-basics quiz, EBU club course material, club
pages' explanations of the five options), each set down in our own words
on our own positions. Protocols: a change of call (first 'unintended?',
then the opponent's acceptance, 25B), declarer's lead from the wrong hand
(47E1 first; both defenders may choose, the one left of the hand led from
prevails), an opening lead by the wrong defender (47E1, then 54C, then the
options; 47E1 answered yes: the card goes back), a revoke (established or
not, 63; the twelfth trick, 62D). Expectations set down from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, each, pc, revoke_found
from check8_cases import ev

#: North opened 1H: East to call
ONE_H = {"auction": ["1H"]}
#: North's 1S passed out: East leads, South dummy
ONE_S_DONE = {"auction": ["1S", "Pass", "Pass", "Pass"]}
#: 5D by West (dummy East) after seven tricks, declarer on lead in hand
W_5D = contract("5D", "W", 2, 5, leader="W")
#: 5D by West after seven tricks, dummy (East) on lead
W_5D_DUMMY = contract("5D", "W", 2, 5, leader="E")
#: 4H by South: a club to trick 7 with East last to play, his ♣2 a minor penalty card
S_4H_C2 = contract(
    "4H", "S", 3, 3, current=["S:C4", "W:C3", "N:C9"], penalty_cards=[pc("E", "C2", "minor")]
)
FROM_DUMMY = "E card S4; N dir; fact opponent_induced false"
FROM_HAND = "W card H2; S dir; fact opponent_induced false"

CASES: list[Case] = [
    # ---- change of call: 'unintended?' first (seed 004 step 3), then LHO's choice ----------------
    *each(
        "law_25a_protocol_east_changes_1s_to_2s_unintended_asked_first",
        ONE_H,
        "E 1S; E 2S; S dir",
        {
            "status": "awaiting_fact",
            "order": ["unintended"],
            "irr_has": [("change_of_call", "E")],
        },
    ),
    *each(
        "law_25a_protocol_unintended_1s_replaced_by_2s",
        ONE_H,
        "E 1S; E 2S; S dir; fact unintended true",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *each(
        "law_25b1_protocol_intended_change_south_chooses",
        ONE_H,
        "E 1S; E 2S; S dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "change_of_call",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    *each(
        "law_25b1_protocol_change_accepted_2s_stands",
        ONE_H,
        "E 1S; E 2S; S dir; fact unintended false; S ch accept",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *each(
        "law_25b2_protocol_change_refused_1s_stands",
        ONE_H,
        "E 1S; E 2S; S dir; fact unintended false; S ch reject",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- lead from the wrong hand: either defender, the one left of the hand led from first ------
    *each(
        "law_55a_protocol_lead_from_dummy_south_then_north_may_choose",
        W_5D,
        FROM_DUMMY,
        {"status": "awaiting_choice", "choosers": ["S", "N"]},
    ),
    # they choose differently: South's refusal (left of dummy) prevails, declarer leads from hand
    *each(
        "law_55a_protocol_different_choices_souths_refusal_prevails",
        W_5D,
        f"{FROM_DUMMY}; N ch accept; S ch reject",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # the lead from hand when dummy was on lead: North (left of declarer) first
    *each(
        "law_55a_protocol_lead_from_hand_north_then_south_may_choose",
        W_5D_DUMMY,
        FROM_HAND,
        {
            "status": "awaiting_choice",
            "choosers": ["N", "S"],
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "W"},
        },
    ),
    *each(
        "law_55b2_protocol_lead_from_hand_refused_dummy_leads",
        W_5D_DUMMY,
        f"{FROM_HAND}; N ch reject; E card C3",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- opening lead by the wrong defender: 47E1, then 54C, then the options --------------------
    *each(
        "law_47e1_54c_protocol_could_see_dummy_asked_after_opponent_induced",
        ONE_S_DONE,
        "W card H4; N dir; fact opponent_induced false",
        {"status": {"awaiting_fact", "awaiting_choice"}, "order": ["could_see_dummy"]},
    ),
    # 54C: declarer could have seen a card of dummy: the lead is accepted, he plays second
    *each(
        "law_54c_protocol_declarer_saw_dummys_card_must_accept",
        ONE_S_DONE,
        "W card H4; N dir; fact opponent_induced false; fact could_see_dummy true",
        {"status": "play", "next": "N", "declarer": "N", "pcs": set()},
    ),
    # 47E1: declarer told West it was his lead: the card goes back, no penalty, East leads
    *each(
        "law_47e1_protocol_declarer_misled_west_card_back_east_leads",
        ONE_S_DONE,
        "W card H4; N dir; fact opponent_induced true",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- a revoke: established or not (63A), the twelfth trick (62D) -----------------------------
    # East revoked in trick 6; West has since played to trick 7: established (63A1); seed 004:
    # the director says how many tricks will go over before play goes on; who won trick 6 he
    # need not ask: South led to trick 7, so South won it (44G; lead13 after check13's finding)
    *each(
        "law_63a1_protocol_east_revoke_established_by_wests_play",
        contract("4H", "S", 4, 2, current=["S:C2", "W:C5"]),
        revoke_found("E", 6),
        {
            "status": "play",
            "next": "N",
            "order": [],
            "irr_has": [("revoke", "E")],
            "text_all": ["44G"],
        },
    ),
    *each(
        "law_63a1_64a1_protocol_east_won_the_revoke_trick_play_goes_on",
        contract("4H", "S", 4, 2, current=["S:C2", "W:C5"]),
        revoke_found("E", 6, "E"),
        {"status": "play", "next": "N", "irr_has": [("revoke", "E")]},
    ),
    # 62D1: a revoke in trick 12 is corrected even though established
    *each(
        "law_62d1_protocol_revoke_in_trick_twelve_corrected",
        contract("4H", "S", 8, 4, leader="S"),
        revoke_found("W", 12),
        {"irr_has": [("revoke", "W")], "text_all": ["62D"]},
    ),
    # ---- course situations -----------------------------------------------------------------------
    # declarer plays a card from his own hand over West's faced opening lead: accepted, East next
    *each(
        "law_54b_course_declarer_plays_over_the_lead_out_of_turn",
        ONE_S_DONE,
        "W card H4; N card H2",
        {
            "status": "play",
            "next": "E",
            "declarer": "N",
            "irr": [("opening_lead_out_of_turn", "W", True)],
        },
    ),
    # a defender concedes and shows a card, his partner objects at once: no penalty card (68B2)
    *each(
        "law_68b2_course_east_shows_a_card_conceding_west_objects_no_penalty_card",
        contract("3NT", "N", 6, 3, leader="E"),
        ev("E concede 4", [{"by": "E", "expose": "SA"}], "W dispute"),
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # a defender drops the club two while declarer thinks, before playing: minor if not
    # deliberate; he must not play another club below an honour first (50C)
    *each(
        "law_50c_course_minor_card_east_plays_a_club_honour_allowed",
        S_4H_C2,
        "E card CK",
        {"status": "play", "next": "E", "pcs": {("E", "C2", "minor")}, "irr": []},
    ),
    *each(
        "law_50c_52_course_minor_card_east_plays_a_lower_club_spot",
        S_4H_C2,
        "E card C8",
        {"irr": [("failure_to_play_penalty_card", "E", None)]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check10_protocols(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
