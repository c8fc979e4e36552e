"""Ninth blind check (issue 13), part 11: the opening lead out of turn (54)
from an auction situation (spec §6, hands unknown) with a second action on
top: declarer could have seen dummy's cards (54C: he must accept), the
correct leader also leads face down (54: his card goes back), declarer
accepts and then plays the second card from dummy (54B2: it stands); and an
irregularity while the director's ruling is under way: the correct leader
leads while declarer's choice after a lead out of turn is open (9B2, 56,
the card a major penalty card). Expectations set down from the seeds before
the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, each

#: North declares 4S (1S - 3S - 4S); East should lead
AUCTION_4S_N = ["1S", "Pass", "3S", "Pass", "4S", "Pass", "Pass", "Pass"]
ASKED = "W card D2; N dir; fact opponent_induced false"

CASES: list[Case] = [
    *each(
        "law_54c_situation_declarer_could_see_dummy_must_accept",
        {"auction": AUCTION_4S_N},
        f"{ASKED}; fact could_see_dummy true",
        {"status": "play", "declarer": "N", "next": "N", "pcs": set()},
    ),
    *each(
        "law_54_situation_east_also_leads_face_down_his_card_goes_back",
        {"auction": AUCTION_4S_N},
        "W card D2; E card H5 face_down; N dir",
        {
            "status": {"awaiting_fact", "awaiting_choice"},
            "irr_has": [("opening_lead_out_of_turn", "W")],
            "pcs": set(),
        },
    ),
    *each(
        "law_54b2_situation_accepted_declarer_plays_second_from_dummy_it_stands",
        {"auction": AUCTION_4S_N},
        f"{ASKED}; fact could_see_dummy false; N ch accept; S card D5",
        {"status": "play", "declarer": "N", "pcs": set()},
    ),
    # ---- an irregularity while the ruling is under way -------------------------------------
    # East leads for West mid-play; before declarer has chosen, West (the right leader) leads:
    # West's card is a major penalty card (9B2) and declarer's choice is still open
    *each(
        "law_9b2_56_situation_west_leads_while_declarers_choice_is_open",
        contract("4S", "S", 4, 2, leader="W"),
        "E card H5; S dir; fact opponent_induced false; W card D2",
        {
            "status": "awaiting_choice",
            "pcs_has": {("W", "D2", "major")},
            "irr_has": [("lead_out_of_turn", "E")],
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_opening_lead(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
