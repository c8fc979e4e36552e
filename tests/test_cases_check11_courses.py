"""Eleventh blind check (issue 13), part 5: seed 004's director protocols
as ordered questions, and director course situations found with the search
tool (the ABF's directing-basics quiz), each set down in our own words on
our own positions. Protocols: an opening lead by the wrong defender (47E1
first, then 54C, then the options of 54; accepted with declarer staying
declarer, 54B1, or becoming dummy, 54A; refused, 54D with 50D2: only the
suit of the card led may be required or forbidden); a pass out of turn
before the dealer called (30A); a revoke corrected before it is
established (62B1: a defender's withdrawn card is a major penalty card); a
bid at the right-hand opponent's turn, which the offender's left-hand
opponent may accept (29A, 31A). Expectations set down from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check8_cases import ev
from check11_cases import NEXT, alike, three

#: 1S by North raised to 4S by South: East on lead, North declarer
GAME_N = {"auction": ["1S", "Pass", "4S", "Pass", "Pass", "Pass"]}
#: nothing called yet
NOTHING: dict[str, list[str]] = {"auction": []}
#: board 4 (West deals): 1S by West, North passed: East to call
W_1S = {"auction": ["1S", "Pass"]}
#: 4S by South after five tricks (NS 3, EW 2): South led ♠5, West ♠2, dummy ♠A, East ♦3
S_4S_REVOKE = contract("4S", "S", 3, 2, current=["S:S5", "W:S2", "N:SA", "E:D3"])

W_LEADS = "W card D2; N dir"

CASES: list[Case] = [
    # ---- seed 004, opening lead by the wrong defender: 47E1 is asked first ---------------------
    *alike(
        "law_47e1_protocol_west_leads_for_east_opponent_induced_asked_first",
        GAME_N,
        W_LEADS,
        # the options are shown while the facts are open (seed 004: facts first)
        {"status": {"awaiting_fact", "awaiting_choice"}, "order": ["opponent_induced"]},
    ),
    # then 54C: could declarer have seen a card of dummy?
    *alike(
        "law_54c_protocol_could_see_dummy_asked_second",
        GAME_N,
        f"{W_LEADS}; fact opponent_induced false",
        {"status": {"awaiting_fact", "awaiting_choice"}, "order": ["could_see_dummy"]},
    ),
    # then the options, declarer (North) chooses
    *alike(
        "law_54_protocol_options_after_both_questions",
        GAME_N,
        f"{W_LEADS}; fact opponent_induced false; fact could_see_dummy false",
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
    # course (ABF quiz 4): North spreads his hand, South becomes declarer (54A); dummy North
    # plays next to the lead
    *alike(
        "law_54a_course_north_becomes_dummy_south_declares",
        GAME_N,
        f"{W_LEADS}; fact opponent_induced false; fact could_see_dummy false; N ch become_dummy",
        {"status": "play", "next": "N", "declarer": "S", "contract": "4S", "pcs": set()},
    ),
    # 54B1: accepted, North stays declarer and plays the second card from his own hand
    *alike(
        "law_54b1_protocol_accepted_north_plays_second",
        GAME_N,
        f"{W_LEADS}; fact opponent_induced false; fact could_see_dummy false; N ch accept",
        {"status": "play", "next": "N", "declarer": "N", "pcs": set()},
    ),
    # course (ABF quiz 5): refused: ♦2 a major penalty card, East leads; declarer may require
    # or forbid diamonds only, never name hearts (54D, 50D2)
    *alike(
        "law_54d_50d2_course_refused_only_diamonds_may_be_named",
        GAME_N,
        f"{W_LEADS}; fact opponent_induced false; fact could_see_dummy false; "
        "N ch require_retraction",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "D2", "major")},
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:D", "prohibit_suit:D"},
                "options_not": {"require_suit:H", "prohibit_suit:H"},
            },
        },
    ),
    # 47E1: declarer told West to lead: the card goes back without penalty, East leads
    *alike(
        "law_47e1_protocol_declarer_misled_west_card_back",
        GAME_N,
        f"{W_LEADS}; fact opponent_induced true",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # 54C: declarer could have seen dummy's card: he must accept the lead
    *alike(
        "law_54c_protocol_declarer_saw_a_dummy_card_must_accept",
        GAME_N,
        f"{W_LEADS}; fact opponent_induced false; fact could_see_dummy true",
        {"status": "play", "next": "N", "declarer": "N", "pcs": set()},
    ),
    # ---- course (ABF quiz 1): board 2, South passes before East (dealer) called ------------------
    *alike(
        "law_30a_course_south_passes_before_the_dealer_south_passes_next",
        NOTHING,
        "S Pass; W dir; fact artificial false; W ch reject; E 1H",
        {"status": "auction", "next": "S", "must_pass": [("S", NEXT)]},
        board=2,
    ),
    # ---- course (ABF quiz 2): East's ♦3 on a spade, corrected before established ----------------
    *alike(
        "law_62b1_course_easts_diamond_withdrawn_is_a_major_penalty_card",
        S_4S_REVOKE,
        [fact("revoke", {"seat": "E", "trick": 6})],
        {"status": "play", "next": "E", "pcs": {("E", "D3", "major")}, "adjust": []},
    ),
    # East then plays his spade: dummy's ace wins, dummy leads; the ♦3 stays a penalty card
    *alike(
        "law_62b1_course_east_follows_with_a_spade_dummy_wins",
        S_4S_REVOKE,
        ev([fact("revoke", {"seat": "E", "trick": 6})], "E card SQ"),
        {"status": "play", "next": "N", "pcs": {("E", "D3", "major")}},
    ),
    # ---- course (ABF quiz 6): board 4, South bids 2C at East's turn: West may accept ------------
    *alike(
        "law_29a_31a_course_west_may_accept_souths_2c",
        W_1S,
        "S 2C; W dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "S",
                "chooser": "W",
                "options": {"accept", "reject"},
            },
        },
        board=4,
    ),
    *alike(
        "law_29a_course_west_accepts_2c_and_calls",
        W_1S,
        "S 2C; W dir; fact unintended false; W ch accept",
        {"status": "auction", "next": "W", "must_pass": []},
        board=4,
    ),
    # ---- the rubber rules for the same opening lead: 46(2) and 46(3) ---------------------------
    *three(
        "rubber_46_course_west_leads_for_east",
        GAME_N,
        {
            "rubber": (
                W_LEADS,
                {
                    "status": "awaiting_choice",
                    "ruling": {"offender": "W", "chooser": "N", "options_has": {"accept"}},
                },
            )
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_courses(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
