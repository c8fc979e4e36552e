"""Ninth blind check (issue 13), part 5: director course situations found
with the search tool (the ABF's directing-basics quiz, an EBL main TD
course simulation), each set down in our own words on our own auction, the
play differences of the editions (53A: a lead out of turn in trick 13 is
taken back in 2017, may be accepted in 2007; 57D: a defender's card at his
RHO's turn is played in its turn, 2017), Law 71 (a concession of a trick
that could not be lost), and rubber versions of the director situations of
part 1 (46(2), 47(1), 44 with declarer calling the card). Expectations set
down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, board, run6
from check7_cases import contract, each, pc
from check8_cases import ev
from check9_cases import per_edition

#: North declares 4S (North 1S, South 3S, North 4S); East should lead
AUCTION_4S_N = ["1S", "Pass", "3S", "Pass", "4S", "Pass", "Pass", "Pass"]
LEAD_W = "W card D2; N dir; fact opponent_induced false; fact could_see_dummy false"
#: 4S by South after twelve tricks (NS 8, EW 4), West on lead to trick 13
S_4S_LAST = contract("4S", "S", 8, 4, leader="W")
N_3NT_E = contract("3NT", "N", 4, 3, leader="E")
W_4H = contract("4H", "W", 3, 3, leader="N")
#: 2H by East, North on lead with his own ♦4 on the table (a card exposed earlier)
N_2H_D4 = contract("2H", "E", 2, 4, leader="N", penalty_cards=[pc("N", "D4", "major")])

CASES: list[Case] = [
    # ---- ABF quiz: a pass at RHO's turn before anyone called (East deals) -------------------
    *[
        Case(
            f"law_30a_course_south_passes_before_dealer_east_passes_next_turn_{ed}",
            board("S Pass; W dir; W ch reject; E 1D", ed, dealer="E"),
            {"status": "auction", "next": "S", "must_pass": [("S", "next_turn")]},
        )
        for ed in ("2017", "2007")
    ],
    # ---- ABF quiz: a revoke corrected at once: the wrong card is a MAJOR penalty card -------
    *each(
        "law_62b1_course_east_discards_a_diamond_on_a_spade_and_corrects",
        contract("4H", "S", 3, 3, leader="S"),
        ev(
            "S card S4; W card S2; N card S5; E card D3",
            [fact("revoke", {"seat": "E", "trick": 7})],
            "S dir; E card S9",
        ),
        {"pcs": {("E", "D3", "major")}, "irr_has": [("revoke", "E")]},
    ),
    # ---- ABF quiz: opening lead out of turn, declarer spreads his hand (54A) --------------
    *each(
        "law_54a_course_north_spreads_south_declares",
        {"auction": AUCTION_4S_N},
        f"{LEAD_W}; N ch become_dummy",
        {"status": "play", "declarer": "S", "next": "N"},
    ),
    # ---- ABF quiz: refused (54D): the options are about the penalty card's suit only -------
    *each(
        "law_54d_50d2_course_declarer_may_not_ask_for_a_heart",
        {"auction": AUCTION_4S_N},
        f"{LEAD_W}; N ch require_retraction",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "D2", "major")},
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:D", "prohibit_suit:D", "no_restriction"},
                "options_not": {"require_suit:H"},
            },
        },
    ),
    # ---- ABF quiz: West deals, South bids at East's turn; West may accept (29A) ------------
    *[
        Case(
            f"law_29a_31a_course_west_deals_south_bids_at_easts_turn_west_may_accept_{ed}",
            board("W 1S; N Pass; S 2C; W dir", ed, dealer="W"),
            {
                "status": {"awaiting_choice", "awaiting_fact"},
                "irr_has": [("bid_out_of_rotation", "S")],
                "ruling": {"offender": "S", "chooser": "W", "options_has": {"accept"}},
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- EBL course: declarer conceded a trick no normal play could lose (71) --------------
    *each(
        "law_71_course_5h_concession_of_a_trick_that_cannot_be_lost",
        contract("5H", "S", 7, 2, leader="N"),
        ev("S concede 1; W agree; E agree; N dir", [fact("claim_award", 11)]),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # ---- 53A: trick 13 -------------------------------------------------------------------------
    *per_edition(
        "law_53a_trick_13_east_leads_for_west",
        S_4S_LAST,
        "E card H5; S dir; fact opponent_induced false",
        {
            "2017": {"no_option": "accept", "irr_has": [("lead_out_of_turn", "E")]},
            "2007": {
                "status": "awaiting_choice",
                "ruling": {"offender": "E", "chooser": "S", "options_has": {"accept"}},
            },
        },
    ),
    # ---- 57D (2017): East plays before dummy on his partner's lead: no penalty card ----------
    *per_edition(
        "law_57d_east_plays_before_dummy_card_waits_for_his_turn",
        contract("4S", "S", 3, 3, current=["W:D2"]),
        "E card D7; S dir",
        {"2017": {"pcs": set()}},
    ),
    # ---- rubber versions of part 1's situations ----------------------------------------------
    Case(
        "rubber_46_2_ii_wests_lead_an_exposed_card_diamonds_not_forbidden_east_leads_a_heart",
        at(
            N_3NT_E, "W card D2; N dir; N ch exposed_card; N ch no_restriction; E card H5", "rubber"
        ),
        {"status": "play", "next": "S", "irr_has": [("lead_out_of_turn", "W")]},
    ),
    Case(
        "rubber_46_2_i_clubs_named_east_leads_a_club",
        at(N_3NT_E, "W card D2; N dir; N ch require_suit:C; E card C5", "rubber"),
        {"status": "play", "next": "S"},
    ),
    Case(
        "rubber_47_1_highest_required_east_plays_the_ace",
        at(
            contract("3NT", "N", 3, 2, current=["N:H4"]),
            "W card H2; N dir; N ch highest; E card HA",
            "rubber",
        ),
        {"status": "play", "next": "S"},
    ),
    Case(
        "rubber_44_souths_exposed_club_king_declarer_may_call_it",
        at(W_4H, "S exp CK; W dir; N card C3; E card C5", "rubber"),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "W", "options_has": {"call_card:CK", "no_call"}},
        },
    ),
    # the situation's penalty card is, in rubber, an exposed card (44): at its owner's lead
    # declarer may call it
    Case(
        "rubber_44_norths_own_exposed_diamond_declarer_may_call_it_at_his_lead",
        at(N_2H_D4, "", "rubber"),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "E", "options_has": {"call_card:D4", "no_call"}},
        },
    ),
    Case(
        "rubber_44_north_leads_a_club_before_declarer_could_call_the_diamond",
        at(N_2H_D4, "N card C2; E dir", "rubber"),
        {"text_all": ["44"], "not_en": ["50D"]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_courses(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
