"""Eighth blind check (issue 13), part 12: seed 004's protocols as the
director meets them, the questions in the protocol's order: a change of call
(was it unintended, 25A), a bid out of rotation (the player in turn chooses,
29A/31), a lead from the wrong hand (47E1 first, either defender may choose,
55A), a low card dropped in the play (deliberate? 50B, then minor or major),
and the card played after a disputed claim by edition (2017 68D2b, 2007
70D3). Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, full, params
from check6_cases import at, run6
from check7_cases import contract, each
from check8_cases import ev

#: 4H by West, declarer on lead after five tricks
W_4H_W = contract("4H", "W", 2, 3, leader="W")

CASES: list[Case] = [
    # ---- change of call: the director first establishes whether it was unintended ----------
    *[
        Case(
            f"law_25a_protocol_change_of_call_unintended_asked_first_{ed}",
            full("N 1S; N 2S; E dir", ed),
            {"status": "awaiting_fact", "questions": ["unintended"]},
        )
        for ed in ("2017", "2007")
    ],
    # unintended: the change stands (25A1), East calls
    *[
        Case(
            f"law_25a_protocol_unintended_the_second_call_stands_{ed}",
            full("N 1S; N 2S; E dir; fact unintended true", ed),
            {"status": "auction", "next": "E", "must_pass": []},
        )
        for ed in ("2017", "2007")
    ],
    # ---- a bid out of rotation at RHO's turn: South, next in turn, may accept it ------------
    *[
        Case(
            f"law_31a_protocol_east_bids_at_norths_turn_south_chooses_{ed}",
            full("E 1H; N dir", ed),
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "bid_out_of_rotation",
                    "offender": "E",
                    "chooser": "S",
                    "options_has": {"accept"},
                },
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- a lead from the wrong hand: 47E1 first; the defender left of dummy prevails ------
    *each(
        "law_55a_protocol_lead_from_dummy_47e1_first_either_defender",
        W_4H_W,
        "E card C2; N dir",
        {
            "status": "awaiting_choice",
            "order": ["opponent_induced"],
            "ruling": {"irregularity": "lead_from_wrong_hand", "chooser": "S"},
            "choosers": ["S", "N"],
        },
    ),
    # North refuses; South (who prevails) accepts afterwards: South's choice stands, the
    # lead stands and South plays to it
    *each(
        "law_55a_protocol_the_left_hand_defender_prevails",
        W_4H_W,
        "E card C2; N dir; fact opponent_induced false; N ch reject; S ch accept",
        {"status": "play", "next": "S"},
    ),
    # ---- a low card dropped: deliberate? (50B) ---------------------------------------------------
    *each(
        "law_50b_protocol_low_card_dropped_deliberate_asked",
        W_4H_W,
        "N exp S4; W dir",
        {"status": "awaiting_fact", "questions": ["deliberate"]},
    ),
    *each(
        "law_50b_protocol_low_card_not_deliberate_minor",
        W_4H_W,
        "N exp S4; W dir; fact deliberate false",
        {"status": "play", "next": "W", "pcs": {("N", "S4", "minor")}},
    ),
    *each(
        "law_50b_protocol_low_card_deliberate_major",
        W_4H_W,
        "N exp S4; W dir; fact deliberate true",
        {"status": "play", "next": "W", "pcs": {("N", "S4", "major")}},
    ),
    # ---- a card played after a disputed claim: by edition ---------------------------------------
    *[
        Case(
            f"law_68d_protocol_card_after_the_dispute_by_edition_{ed}",
            at(
                contract("3D", "S", 3, 1, leader="S"),
                ev("S claim 9; W dispute; S card C2; W dir", fact("claim_award", 8)),
                ed,
            ),
            {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "text_all": [law]},
        )
        for ed, law in (("2017", "68D2"), ("2007", "70D3"))
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_protocol(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
