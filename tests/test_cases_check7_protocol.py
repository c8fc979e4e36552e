"""Seventh blind check (issue 13), part 5: seed 004's protocols as ordered
questions and branches, with declarer East (the earlier checks used North
and South): declarer's lead from the wrong hand (protocol 4.5: 47E1 first,
then the defenders' choice; refused, declarer leads any card from the
right hand), a defender's lead out of turn (4.6: 47E1 first, then 50D2 for
the partner), the opening lead by the wrong defender (4.7: 47E1, then 54C,
then the five options), a card dropped by a defender (4.9: major or minor
first) and a revoke in the trick in view (4.8). Part 7 (director course
situations: the ABF directing quiz, recorded in our own words) follows.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import board, run6
from check7_cases import EDITIONS, contract, each, revoke_found

#: 2H by East, dummy West; East won trick 5 and leads from his own hand
E_LEADS = contract("2H", "E", 2, 3, leader="E")
#: 2H by East; South won trick 5 and leads
S_LEADS = contract("2H", "E", 3, 2, leader="S")
#: 2H by East before the opening lead (South leads)
OPENING = contract("2H", "E")
D2 = {"require_suit:D", "prohibit_suit:D", "no_restriction"}

CASES: list[Case] = [
    # ---- 4.5 (55): declarer leads from dummy when his own hand should ------------------
    *each(
        "law_55_protocol_47e1_asked_before_the_defenders_choice",
        E_LEADS,
        "W card C5; N dir",
        {
            "order": ["opponent_induced"],
            "ruling": {"offender": "E", "options_has": {"accept", "reject"}},
        },
    ),
    *each(
        "law_55b2_protocol_refused_declarer_leads_any_card_from_his_hand",
        E_LEADS,
        "W card C5; N dir; fact opponent_induced false; N ch reject",
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
    *each(
        "law_47e1_protocol_declarer_misled_by_a_defender_card_back",
        E_LEADS,
        "W card C5; N dir; fact opponent_induced true",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- 4.6 (56, 50D2): North leads when South should --------------------------------
    *each(
        "law_56_protocol_47e1_asked_first_north_leads_out_of_turn",
        S_LEADS,
        "N card D5; E dir",
        {
            "order": ["opponent_induced"],
            "ruling": {"offender": "N", "chooser": "E", "options_has": {"accept", "reject"}},
        },
    ),
    *each(
        "law_56_50d2_protocol_refused_east_chooses_for_souths_lead",
        S_LEADS,
        "N card D5; E dir; fact opponent_induced false; E ch reject",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "E", "options": D2},
            "pcs": {("N", "D5", "major")},
        },
    ),
    *each(
        "law_50d2a_protocol_diamonds_required_card_picked_up",
        S_LEADS,
        "N card D5; E dir; fact opponent_induced false; E ch reject; E ch require_suit:D",
        {"status": "play", "next": "S", "pcs": set(), "lead": {("S", "require_suit", "D")}},
    ),
    *each(
        "law_53a_protocol_accepted_declarer_plays_next",
        S_LEADS,
        "N card D5; E dir; fact opponent_induced false; E ch accept",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- 4.7 (54): the opening lead by the wrong defender ------------------------------
    *each(
        "law_54_protocol_47e1_first_with_declarer_east",
        OPENING,
        "N card SK; E dir",
        {"order": ["opponent_induced"], "irr_has": [("opening_lead_out_of_turn", "N")]},
    ),
    *each(
        "law_54c_protocol_could_see_dummy_asked_second",
        OPENING,
        "N card SK; E dir; fact opponent_induced false",
        {"order": ["could_see_dummy"]},
    ),
    *each(
        "law_54c_protocol_east_saw_dummys_card_must_accept",
        OPENING,
        "N card SK; E dir; fact opponent_induced false; fact could_see_dummy true",
        {"status": "play", "next": "E", "declarer": "E", "pcs": set()},
    ),
    *each(
        "law_54_protocol_five_options_explained_east_chooses",
        OPENING,
        "N card SK; E dir; fact opponent_induced false; fact could_see_dummy false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "E",
                "options": {"accept", "become_dummy", "require_retraction"},
            },
            "text_all": ["54A", "54D"],
        },
    ),
    *each(
        "law_54a_protocol_east_spreads_west_becomes_declarer",
        OPENING,
        "N card SK; E dir; fact opponent_induced false; fact could_see_dummy false; "
        "E ch become_dummy",
        {"status": "play", "declarer": "W", "contract": "2H", "next": "E", "pcs": set()},
    ),
    *each(
        "law_54d_protocol_lead_refused_spade_choice_for_south",
        OPENING,
        "N card SK; E dir; fact opponent_induced false; fact could_see_dummy false; "
        "E ch require_retraction",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "E",
                "options": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
            "pcs": {("N", "SK", "major")},
        },
    ),
    # ---- 4.9 (50B): a card dropped by a defender ----------------------------------------
    *each(
        "law_50b_protocol_low_card_dropped_deliberate_asked_first",
        E_LEADS,
        "S exp C4; E dir",
        {"order": ["deliberate"]},
    ),
    *each(
        "law_50b_protocol_low_card_dropped_by_accident_minor_penalty_card",
        E_LEADS,
        "S exp C4; E dir; fact deliberate false",
        {"status": "play", "next": "E", "pcs": {("S", "C4", "minor")}},
    ),
    *each(
        "law_50b_protocol_low_card_shown_on_purpose_major_penalty_card",
        E_LEADS,
        "S exp C4; E dir; fact deliberate true",
        {"status": "play", "next": "E", "pcs": {("S", "C4", "major")}},
    ),
    *each(
        "law_50b_protocol_queen_dropped_major_without_a_question",
        E_LEADS,
        "S exp CQ; E dir",
        {"status": "play", "next": "E", "pcs": {("S", "CQ", "major")}, "questions": []},
    ),
    *each(
        "law_48a_protocol_declarers_dropped_card_picked_up",
        E_LEADS,
        "E exp DA; N dir",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- 4.8 (62): a revoke in the trick in view, corrected ----------------------------
    *each(
        "law_62b1_protocol_norths_revoke_corrected_major_penalty_card",
        contract("2H", "E", 2, 3, current=["S:D4", "W:D2", "N:S9"]),
        [{"by": "E", "director": True}, *revoke_found("N", 6)],
        {"pcs": {("N", "S9", "major")}, "irr_has": [("revoke", "N")], "next": "N"},
    ),
    # ---- part 7: the ABF directing quiz, in our own words -------------------------------
    # East deals (board 2); South passes before East calls, West refuses it: South must
    # pass at his next turn (30A)
    *[
        Case(
            f"law_30a_course_south_passes_before_the_dealer_refused_passes_next_turn_{ed}",
            board("S Pass; W dir; W ch reject; E 1C", ed, board=2),
            {
                "status": "auction",
                "next": "S",
                "must_pass": [("S", "next_turn")],
                "irr_has": [("pass_out_of_rotation", "S")],
            },
        )
        for ed in EDITIONS
    ],
    # East revokes on a spade lead with the three of diamonds and puts it right: the
    # diamond is a major penalty card (62B1), not a minor one
    *each(
        "law_62b1_course_corrected_revoke_card_is_a_major_penalty_card",
        contract("4H", "S", 3, 3, current=["S:S5", "W:S2", "N:S9"]),
        [{"by": "E", "card": "D3"}, {"by": "S", "director": True}, *revoke_found("E", 7)],
        {"pcs": {("E", "D3", "major")}, "next": "E"},
    ),
    # North (declarer in 4S) spreads after West's faced lead out of turn: South declares
    *each(
        "law_54a_course_north_spreads_south_becomes_declarer",
        contract("4S", "N"),
        "W card D2; N dir; fact opponent_induced false; fact could_see_dummy false; "
        "N ch become_dummy",
        {"status": "play", "declarer": "S", "contract": "4S", "next": "N"},
    ),
    # refused: a major penalty card, and declarer may not ask for a heart lead (only
    # diamonds may be required or forbidden, 50D2)
    *each(
        "law_54d_course_no_heart_lead_may_be_required_for_a_diamond_card",
        contract("4S", "N"),
        "W card D2; N dir; fact opponent_induced false; fact could_see_dummy false; "
        "N ch require_retraction",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options": D2},
            "pcs": {("W", "D2", "major")},
            "no_option": "require_suit:H",
        },
    ),
    # West deals (board 4); South bids 2C at East's turn: West, the offender's LHO, may
    # accept it (29A)
    *[
        Case(
            f"law_29a_course_west_may_accept_souths_bid_out_of_rotation_{ed}",
            board("W 1S; N Pass; S 2C; E dir", ed, board=4),
            {
                "status": "awaiting_choice",
                "ruling": {"offender": "S", "chooser": "W", "options_has": {"accept", "reject"}},
            },
        )
        for ed in EDITIONS
    ],
    *[
        Case(
            f"law_29a_course_souths_bid_accepted_west_calls_{ed}",
            board("W 1S; N Pass; S 2C; E dir; W ch accept", ed, board=4),
            {"status": "auction", "next": "W", "must_pass": []},
        )
        for ed in EDITIONS
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_protocol(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
