"""Tenth blind check (issue 13), part 6: breadth. Lead restrictions after a
withdrawn call (26A2: the suit it named may be required or forbidden at
the partner's first lead; 26B: any one suit may be forbidden), questions
about a revoke that the Laws allow (61B), a premature play by a defender
(57A) followed to the end of the trick, and 27B1: an insufficient bid
replaced by a call of the same meaning (27B1b, in seed 003 as well) or
corrected in its denomination (27B1a). Board 1 on rule_cases.DEAL. Expectations set down from the
seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each
from check8_cases import at_once
from check9_cases import boards, revokes, same

REST = "rest_of_auction"
#: West bids 2H at East's turn, North refuses it; North-South reach 4S, East to lead
W_2H_OOT = "N 1S; W 2H; N dir; N ch reject; E Pass; S 4S; W Pass; N Pass; E Pass"
#: West doubles at East's turn, North refuses it; North-South reach 4S, East to lead
W_X_OOT = "N 1S; W X; N dir; N ch reject; E Pass; S 4S; W Pass; N Pass; E Pass"
#: Pass, Pass, 1H by South: West to call
THIRD_1H = {"auction": ["Pass", "Pass", "1H"]}
#: 4S by South, South led ♥4 to trick 7, West to play
S_4S_H4 = contract("4S", "S", 3, 3, current=["S:H4"])

CASES: list[Case] = [
    # ---- 26 after West's cancelled 2H (he never bid hearts legally) ------------------------------
    # 2017 26B: declarer may forbid any one suit West did not name legally (all four); 2007 26A2:
    # the suit it named, hearts, may be required or forbidden
    *boards(
        "law_26_west_2h_cancelled_declarer_chooses_at_easts_opening_lead",
        {
            "2017": (
                W_2H_OOT,
                {
                    "status": "awaiting_choice",
                    "contract": "4S",
                    "declarer": "N",
                    "ruling": {
                        "chooser": "N",
                        "options": {
                            "prohibit_suit:S",
                            "prohibit_suit:H",
                            "prohibit_suit:D",
                            "prohibit_suit:C",
                            "no_restriction",
                        },
                    },
                },
            ),
            "2007": (
                W_2H_OOT,
                {
                    "status": "awaiting_choice",
                    "contract": "4S",
                    "declarer": "N",
                    "ruling": {
                        "chooser": "N",
                        "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
                    },
                },
            ),
        },
    ),
    *boards(
        "law_26a2a_2007_hearts_required_east_leads_the_heart_three",
        {"2007": (f"{W_2H_OOT}; N ch require_suit:H; E card H3", {"status": "play", "next": "S"})},
    ),
    *same(
        "law_26_hearts_prohibited_east_leads_a_diamond",
        f"{W_2H_OOT}; N ch prohibit_suit:H; E card D2",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- 26B: West's cancelled double named no suit: any one suit may be forbidden --------------
    *same(
        "law_26b_west_double_cancelled_declarer_may_forbid_one_suit",
        W_X_OOT,
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options_has": {
                    "prohibit_suit:S",
                    "prohibit_suit:H",
                    "prohibit_suit:D",
                    "prohibit_suit:C",
                },
                "options_not": {"require_suit:H", "require_suit:S"},
            },
        },
    ),
    *same(
        "law_26b_diamonds_forbidden_east_leads_a_club",
        f"{W_X_OOT}; N ch prohibit_suit:D; E card C4",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- 61B: questions the Laws allow, no irregularity ------------------------------------------
    *each(
        "law_61b3_situation_west_asks_east_about_a_revoke",
        contract("4H", "S", 2, 3, current=["S:D2", "W:D5", "N:D9", "E:C3"]),
        [fact("revoke_question", "E", by="W")],
        {"status": "play", "next": "N", "irr": []},
    ),
    *each(
        "law_61b1_situation_declarer_asks_west_about_a_revoke",
        contract("4H", "S", 2, 3, current=["S:D2", "W:C5"]),
        [fact("revoke_question", "W", by="S")],
        {"status": "play", "next": "N", "irr": []},
    ),
    *each(
        "law_61b2a_situation_dummy_asks_declarer_about_a_revoke",
        contract("4H", "S", 2, 3, current=["W:D2", "N:D9", "E:D5", "S:C3"]),
        [fact("revoke_question", "S", by="N")],
        {"status": "play", "next": "N", "irr": []},
    ),
    # ---- 57A: East plays before his partner West -------------------------------------------------
    *each(
        "law_57a_situation_east_plays_before_west_declarer_chooses",
        S_4S_H4,
        "E card H9; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "premature_play",
                "offender": "E",
                "chooser": "S",
                "options_has": {"highest", "lowest"},
            },
            "pcs": {("E", "H9", "major")},
        },
    ),
    # lowest required: West plays the two, dummy the five, East his nine and wins
    *each(
        "law_57a2_situation_lowest_required_east_plays_his_nine_and_wins",
        S_4S_H4,
        "E card H9; S dir; S ch lowest; W card H2; N card H5; E card H9",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- 27B1b (both: seed 003 has it too): a replacement of the same or a more precise meaning
    *each(
        "law_27b1b_situation_west_1d_replaced_by_1nt_same_meaning",
        THIRD_1H,
        "W 1D; N dir; fact artificial false; N ch reject; W 1NT; fact comparable true",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    *each(
        "law_27b2_situation_west_1d_replaced_by_1nt_other_meaning",
        THIRD_1H,
        "W 1D; N dir; fact artificial false; N ch reject; W 1NT; fact comparable false",
        {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
    ),
    # 27B1a on a whole board: East's 2C over 2D corrected to 3C, nothing more
    *same(
        "law_27b1a_whole_board_east_2c_over_2d_corrected_to_3c",
        "N 1D; E Pass; S 2D; W Pass; N Pass; E 2C; S dir; fact artificial false; S ch reject; E 3C",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 55A: declarer leads when a defender should: the one next in turn decides first ---------
    *each(
        "law_55a_situation_dummy_leads_for_east_west_then_east_may_choose",
        contract("3NT", "N", 4, 3, leader="E"),
        "S card C2; E dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "choosers": ["W", "E"],
            "ruling": {"irregularity": "lead_out_of_turn", "offender": "N"},
        },
    ),
    *each(
        "law_55a_situation_declarer_leads_for_east_east_then_west_may_choose",
        contract("3NT", "N", 4, 3, leader="E"),
        "N card SA; W dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "choosers": ["E", "W"],
            "ruling": {"irregularity": "lead_out_of_turn", "offender": "N"},
        },
    ),
    # ---- 64B4: the revoke raised after the next board's first call: no transfer ---------------
    *each(
        "law_64b4_situation_4s_by_west_revoke_raised_too_late_one_down",
        contract("4S", "W", 4, 9),
        [*revokes(("N", 5, "N", 2)), fact("next_board_called", True)],
        {"status": "complete", "tricks": {"NS": 4, "EW": 9}, "score": {"NS": 50, "EW": -50}},
    ),
    # ---- 28A: South calls at East's turn while East must pass: in rotation ----------------------
    *same(
        "law_28a_south_bids_while_east_must_pass_the_auction_goes_on",
        "E Pass; S dir; S ch reject; N 1S; S 2S",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    *boards(
        "law_28a_south_bids_while_east_must_pass_no_irregularity_of_south",
        {
            ed: (
                "E Pass; S dir; S ch reject; N 1S; S 2S",
                {"irr_codes": ["pass_out_of_rotation"]},
            )
            for ed in ("2017", "2007")
        },
    ),
    # ---- 58B1: two cards led at once, only one seen: that one is led, the other goes back --------
    *each(
        "law_58b1_situation_east_leads_two_cards_one_visible",
        contract("3NT", "N", 4, 3, leader="E"),
        [at_once("E", ["D7", "D2"], visible=["D7"])],
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- 57A: West leads to the next trick before East played to this one (the director finds it
    # was a lead, not a fifth card: the question 'led' answered) -----------------------
    *each(
        "law_57a_situation_west_leads_before_east_played_declarer_chooses",
        contract("4S", "S", 3, 3, current=["S:H4", "W:H2", "N:H9"]),
        "W card D5; S dir; fact led true",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "premature_play",
                "offender": "W",
                "chooser": "S",
                "options_has": {"highest", "lowest"},
            },
            "pcs": {("W", "D5", "major")},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check10_breadth(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
