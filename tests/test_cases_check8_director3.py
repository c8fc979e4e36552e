"""Eighth blind check (issue 13), part 17: the last of the records as a
director gets them, mid-board with two or three more irregularities: a minor
penalty card and another low card of its suit (50C, 52), a lead from the
wrong hand accepted by the defender who prevails and a claim after it (55A,
69A), a defender playing at dummy's turn (2017 57D; 2007 a penalty card), a
disputed claim in a slam, and a lead from dummy accepted by playing to it.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract, each, pc
from check8_cases import ev

#: 4S by South (dummy North), West to lead after nine tricks (NS 7, EW 2)
S_4S_9 = contract("4S", "S", 7, 2, leader="W")
#: trick 10 won by South's ♥A, then declarer leads from dummy
HEART_THEN_DUMMY = "W card H5; N card H9; E card HJ; S card HA; N card D2; W dir"

CASES: list[Case] = [
    # ---- 50C then 52 ----------------------------------------------------------------------
    *each(
        "law_50c_52_situation_west_plays_another_low_heart_not_his_minor_card",
        contract("3NT", "N", 6, 3, leader="E", penalty_cards=[pc("W", "H4", "minor")]),
        "E card H8; S card H2; W card H6; N dir",
        {
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
            },
        },
    ),
    # ---- 55A accepted by the defender who prevails, then a claim ---------------------------
    *each(
        "law_55a_situation_east_accepts_the_lead_from_dummy",
        S_4S_9,
        f"{HEART_THEN_DUMMY}; fact opponent_induced false; E ch accept",
        {"status": "play", "next": "E", "irr_has": [("lead_from_wrong_hand", "S")]},
    ),
    *each(
        "law_55a_69a_situation_lead_from_dummy_accepted_then_claim_450",
        S_4S_9,
        f"{HEART_THEN_DUMMY}; fact opponent_induced false; E ch accept; "
        "E card D5; S card DK; W card D3; S claim 11; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # ---- a defender plays at dummy's turn ----------------------------------------------------
    # East leads ♠5, West plays ♠9 before dummy: 2017 57D the card is played at his turn if
    # legal; 2007 it is an exposed card, a major penalty card; either way dummy plays now
    Case(
        "law_57d_situation_west_plays_at_dummys_turn_2017",
        at(contract("3NT", "N", 4, 2, leader="E"), "E card S5; W card S9; N dir", "2017"),
        {"status": "play", "next": "S", "text_all": ["57D"]},
    ),
    Case(
        "law_49_50_situation_west_plays_at_dummys_turn_penalty_card_2007",
        at(contract("3NT", "N", 4, 2, leader="E"), "E card S5; W card S9; N dir", "2007"),
        {"status": "play", "next": "S", "pcs": {("W", "S9", "major")}},
    ),
    # ---- a disputed claim in a slam --------------------------------------------------------------
    *each(
        "law_70_situation_6nt_claim_of_all_disputed_award_twelve_990",
        contract("6NT", "N", 8, 0, leader="N"),
        ev("N claim 13; E dispute; E dir", fact("claim_award", 12)),
        {"status": "complete", "tricks": {"NS": 12, "EW": 1}, "score": {"NS": 990, "EW": -990}},
    ),
    # ---- a lead from dummy accepted by the next player's card (55A) ---------------------------
    # declarer won with the ♣A; dummy leads ♥2 and South, next to play, plays to it
    *each(
        "law_55a_situation_1nt_lead_from_dummy_south_plays_to_it_accepted",
        contract("1NT", "W", 3, 3, leader="N"),
        "N card C5; E card C2; S card CK; W card CA; E card H2; S card H5",
        {
            "status": "play",
            "next": "W",
            "irr": [("lead_from_wrong_hand", "W", True)],
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_director3(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
