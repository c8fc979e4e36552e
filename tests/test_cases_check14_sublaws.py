"""Fourteenth blind check (issue 13 "accuracy"), thin sub-laws as the
director meets them mid-board (spec §6, hands unknown), both editions:
Law 13 (a hand with the wrong number of cards, found before its holder
called: 2017 13A, 2007 13D; after he called: the director judges whether
the board can be played normally, 2017 13B1/13B2, 2007 13A/13B), Law 14
(a missing card found in the auction: 14A; in the play: 14B), Law 15 (a
wrong board found in the auction: 2017 15B1/15B2, 2007 15C cancels it), 48A
(declarer's card dropped: no penalty card) and 48B2 (declarer faces his
cards: a claim), 50D1 and 52A (a defender on lead with his own major
penalty card). Expectations set down from seeds 000 and 002 before the
records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check11_cases import alike, three

#: North 1H, East passed: South to call
ONE_H_P = {"auction": ["1H", "Pass"]}
#: North 1H, East passed, South 2H: West to call
ONE_H_P_2H = {"auction": ["1H", "Pass", "2H"]}
#: North 1NT, East passed: South to call
ONE_NT_P = {"auction": ["1NT", "Pass"]}
#: 4S by South after four tricks, South on lead
S_4S_S = contract("4S", "S", 2, 2, leader="S")
#: 4H by South after six tricks, East on lead with ♣Q a major penalty card
S_4H_CQ = contract("4H", "S", 3, 3, leader="E", penalty_cards=[pc("E", "CQ")])
#: 4H by South after six tricks: South led ♣2, West holds ♣10 (major)
S_4H_CT = contract("4H", "S", 3, 3, current=["S:C2"], penalty_cards=[pc("W", "CT")])


def wrong(seat: str) -> dict[str, object]:
    return fact("wrong_number_of_cards", True, seat=seat)


CASES: list[Case] = [
    # ---- 13: South, who has not called, has the wrong number of cards -------------------------
    *three(
        "law_13a_13d_situation_wrong_hand_found_before_south_called",
        ONE_H_P,
        {
            "2017": (
                [wrong("S")],
                {"status": "auction", "next": "S", "ruling_laws_has": ["13A"]},
            ),
            "2007": (
                [wrong("S")],
                {"status": "auction", "next": "S", "ruling_laws_has": ["13D"]},
            ),
        },
    ),
    # East has called: the director judges whether the board can be played normally
    *alike(
        "law_13b_situation_wrong_hand_after_east_called_playable_asked",
        ONE_H_P,
        [wrong("E")],
        {"status": "awaiting_fact", "question": "playable"},
    ),
    *three(
        "law_13b1_13a_situation_wrong_hand_after_east_called_playable",
        ONE_H_P,
        {
            "2017": (
                [wrong("E"), fact("playable", True)],
                {"status": "auction", "next": "S", "ruling_laws_has": ["13B1"]},
            ),
            "2007": (
                [wrong("E"), fact("playable", True)],
                {"status": "auction", "next": "S", "ruling_laws_has": ["13A"]},
            ),
        },
    ),
    *three(
        "law_13b2_13b_situation_wrong_hand_after_east_called_not_playable",
        ONE_H_P,
        {
            "2017": (
                [wrong("E"), fact("playable", False)],
                {"status": "complete", "ruling_laws_has": ["13B2"]},
            ),
            "2007": (
                [wrong("E"), fact("playable", False)],
                {"status": "complete", "ruling_laws_has": ["13B"]},
            ),
        },
    ),
    # ---- 14A: East's ♦5 found missing in the auction: restored, the auction goes on -----------
    *alike(
        "law_14a_situation_easts_missing_diamond_found_in_the_auction",
        ONE_H_P_2H,
        [fact("missing_card", "D5", seat="E")],
        {
            "status": "auction",
            "next": "W",
            "ruling": {"irregularity": "missing_card", "offender": "E"},
            "ruling_laws_has": ["14A"],
        },
    ),
    # ---- 14B: West's ♥7 found missing in the play ----------------------------------------------
    *alike(
        "law_14b_situation_wests_missing_heart_found_in_the_play",
        S_4S_S,
        [fact("missing_card", "H7", seat="W")],
        {"ruling": {"irregularity": "missing_card", "offender": "W"}, "ruling_laws_has": ["14B2"]},
    ),
    # ---- 15: the wrong board found in the auction -------------------------------------------
    *three(
        "law_15b2_15c_situation_wrong_board_not_played_before",
        ONE_NT_P,
        {
            "2017": (
                [fact("wrong_board", False)],
                {"status": "auction", "next": "S", "ruling_laws_has": ["15B2"]},
            ),
            "2007": (
                [fact("wrong_board", False)],
                {"status": "complete", "contract": None, "ruling_laws_has": ["15C"]},
            ),
        },
    ),
    *three(
        "law_15b1_15c_situation_wrong_board_played_before",
        ONE_NT_P,
        {
            "2017": (
                [fact("wrong_board", True)],
                {"status": "complete", "contract": None, "ruling_laws_has": ["15B1"]},
            ),
            "2007": (
                [fact("wrong_board", True)],
                {"status": "complete", "contract": None, "ruling_laws_has": ["15C"]},
            ),
        },
    ),
    # ---- 48: declarer's cards ----------------------------------------------------------------
    # 48A: South drops the ♦A: no penalty card, South still leads
    *alike(
        "law_48a_situation_declarer_drops_the_diamond_ace",
        S_4S_S,
        "S exp DA; E dir",
        {"status": "play", "next": "S", "pcs": set(), "ruling_laws_has": ["48A"]},
    ),
    # 48B2: South faces three cards: a claim (68)
    *alike(
        "law_48b2_situation_declarer_faces_three_cards_a_claim",
        S_4S_S,
        "S exp DA; S exp DK; S exp DQ; E dir",
        {"pcs": set(), "ruling_laws_has": ["48B2"]},
    ),
    # ---- 50D1, 52A: East on lead with his own major penalty card ------------------------------
    *alike(
        "law_50d1_situation_east_leads_his_penalty_card",
        S_4H_CQ,
        "E card CQ",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    *alike(
        "law_52a_situation_east_leads_another_card_declarer_chooses",
        S_4H_CQ,
        "E card D4; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "S",
            },
        },
    ),
    # 50D1: West follows with his penalty ♣10: it is played, dummy North is next
    *alike(
        "law_50d1_situation_west_follows_with_his_penalty_club",
        S_4H_CT,
        "W card CT",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # 52A: West follows with another club while his ♣10 lies there: declarer chooses
    *alike(
        "law_52a_situation_west_follows_with_another_club",
        S_4H_CT,
        ev("W card C3; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "S",
            },
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check14_sublaws(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
