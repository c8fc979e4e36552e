"""Seventh blind check (issue 13), part 2: where the 2007 Laws (seeds 002,
003) and the 2017 Laws (seed 000) part, in records the earlier checks did
not write: a lead out of turn in the thirteenth trick (2017 53A: it goes
back; 2007: it may be accepted), a pass out of turn before any bid at the
LHO's turn (2007 30A: the offender passes once; 2017 30B1: nothing yet), a
defender's card at his RHO's turn after his partner played (2017 57D: it is
played in turn), declarer's own early card (57C3) and a defender's early
card once declarer played from both hands (57C1). Expectations set down
from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, board, run6
from check7_cases import contract, each

#: 3NT by North after twelve tricks: North leads the last trick
LAST_TRICK = contract("3NT", "N", 8, 4, leader="N")

CASES: list[Case] = [
    # ---- 53A: the thirteenth trick ------------------------------------------------------
    Case(
        "law_53a_2017_lead_out_of_turn_in_trick_13_goes_back_no_choice",
        at(LAST_TRICK, "E card S5; N dir"),
        {"status": "play", "next": "N", "pcs": set(), "no_option": "accept"},
    ),
    Case(
        "law_53a_2007_lead_out_of_turn_in_trick_13_may_be_accepted",
        at(LAST_TRICK, "E card S5; N dir; fact opponent_induced false", "2007"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "N", "options_has": {"accept"}},
        },
    ),
    Case(
        "law_53a_2007_lead_out_of_turn_in_trick_13_accepted_declarer_plays",
        at(LAST_TRICK, "E card S5; N dir; fact opponent_induced false; N ch accept", "2007"),
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # 2017: declarer's own lead from dummy in the last trick goes back as well
    Case(
        "law_53a_2017_dummys_lead_in_trick_13_goes_back_declarer_leads",
        at(LAST_TRICK, "S card C5; E dir"),
        {"status": "play", "next": "N", "no_option": "accept"},
    ),
    # ---- 30A (2007) / 30B1 (2017): a pass at the LHO's turn before any bid --------------
    # North deals; West passes first, at North's turn (West has not called before)
    Case(
        "law_30a_2007_pass_before_any_bid_offender_passes_at_his_next_turn",
        board("W Pass; N dir; N ch reject", "2007"),
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("W", "next_turn")],
            "irr_has": [("pass_out_of_rotation", "W")],
            "text_all": ["30A"],
        },
    ),
    Case(
        "law_30b1_2017_pass_at_lhos_turn_before_any_call_nothing_imposed_yet",
        board("W Pass; N dir; N ch reject"),
        {
            "status": "auction",
            "next": "N",
            "must_pass": [],
            "irr_has": [("pass_out_of_rotation", "W")],
            "text_all": ["30B1"],
        },
    ),
    Case(
        "law_30a_2007_forced_pass_made_west_free_afterwards",
        board("W Pass; N dir; N ch reject; N 1C; E Pass; S 1H; W Pass; N 1S; E Pass; S 2S", "2007"),
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 2007 30A: East (partner) is free: he bids over North's opening
    Case(
        "law_30a_2007_partner_of_the_early_pass_may_bid",
        board("W Pass; N dir; N ch reject; N 1C; E 1D", "2007"),
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("W", "next_turn")],
            "irr": [("pass_out_of_rotation", "W", False)],
        },
    ),
    # 28B: North, whose turn it was, calls before any ruling: West's pass is cancelled
    # without rectification (North is the player in turn, so it is not 29A)
    *[
        Case(
            f"law_28b_pass_at_lhos_turn_cancelled_by_norths_call_{ed}",
            board("W Pass; N 1C", ed),
            {
                "status": "auction",
                "next": "E",
                "must_pass": [],
                "irr": [("pass_out_of_rotation", "W", False)],
                "text_all": ["28B"],
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- 57C3 / 57D / 57C1 ---------------------------------------------------------
    # 57D (2017): East plays his diamond at dummy's turn after West followed: it is
    # played in turn, no penalty card
    Case(
        "law_57d_2017_defender_plays_at_rhos_turn_card_played_in_turn",
        at(contract("4S", "S", 4, 2, current=["S:D4", "W:D2"]), "E card D9; S dir"),
        {"status": "play", "next": "N", "pcs": set(), "text_all": ["57D"]},
    ),
    # 57C3: declarer plays from his hand before dummy's turn: a played card, it stands
    *each(
        "law_57c3_declarers_card_before_dummys_turn_stands",
        contract("4S", "S", 4, 2, current=["E:H4"]),
        "S card HK; W dir",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # 57C1: declarer played from both hands; West then plays before East: no rectification
    *each(
        "law_57c1_declarer_played_both_hands_west_before_east_no_penalty",
        contract("4S", "S", 4, 2, current=["N:H3"]),
        "S card HK; W card H2; S dir",
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_editions(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
