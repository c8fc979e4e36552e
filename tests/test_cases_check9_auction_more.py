"""Ninth blind check (issue 13), part 8: Laws 9, 12A1, 16, 20G and the second
record of the 2017/2007 sub-laws of 30B, 31B and 32 (the offender's later
call: 2017 asks whether it is comparable, 23A; 2007 has fixed the scope of
his partner's pass already). Law 9A: the offender's side may draw attention
as well; 20G1 a question asked only for partner's sake (12A1: ruled at
once, the table goes on); 16B1a a hesitation and a call it suggested, with
and without a logical alternative; 16C (2007 16D) named for a cancelled
change of call. Board 1: North deals, nobody vulnerable. Expectations set
down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check8_cases import ev
from check9_cases import boards, same

NEXT = "next_turn"
REST = "rest_of_auction"


#: North hesitates before passing 2S; South then bids 3S over East's 3D; 3S by North, nine tricks
HESITATION = [
    *ev("N 1S; E 2D; S 2S; W Pass; N Pass"),
    {"by": "N", "extraneous": "hesitation", "of": 4, "agreed": True},
    *ev("E 3D; S 3S; W Pass; N Pass; E Pass; E card DA; N claim 9; E agree; W agree"),
]
DOWN_ONE = [{"contract": "3D", "declarer": "E", "tricks": 8, "weight": "1"}]

CASES: list[Case] = [
    # ---- 30B (2017 30B1b; 2007 30B2a): West passed at his partner's turn, then bids 2S -----
    *boards(
        "law_30b_west_passed_at_partners_turn_then_bids_2s",
        {
            "2017": (
                "N 1C; W Pass; N dir; N ch reject; E 1S; S Pass; W 2S; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            "2007": (
                "N 1C; W Pass; N dir; N ch reject; E 1S; S Pass; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 31B: West's 1D at North's turn, then West bids diamonds again --------------------
    *boards(
        "law_31b_west_bids_diamonds_again_later",
        {
            "2017": (
                "W 1D; N dir; N ch reject; N 1H; E Pass; S Pass; W 2D; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W 1D; N dir; N ch reject; N 1H; E Pass; S Pass; W 2D; fact artificial false",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 32 (2017 32B; 2007 32A): West's double at his partner's turn, then West doubles 2H --
    *boards(
        "law_32_west_doubles_at_partners_turn_then_doubles_2h",
        {
            "2017": (
                "N 1H; W X; N dir; N ch reject; E Pass; S 2H; W X; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "N 1H; W X; N dir; N ch reject; E Pass; S 2H; W X",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 9A: the offender himself draws attention ---------------------------------------------
    *same(
        "law_9a_east_draws_attention_to_his_own_bid_out_of_turn",
        "E 1H; E dir",
        {
            "status": {"awaiting_choice", "awaiting_fact"},
            "ruling": {"irregularity": "bid_out_of_rotation", "offender": "E", "chooser": "S"},
        },
    ),
    # ---- 20G1 / 12A1: a question asked only for partner: ruled at once, the auction goes on ----
    *same(
        "law_20g1_12a1_question_for_partner_auction_goes_on",
        ev("N 1S; E Pass", [fact("improper_procedure", "question_for_partner", seat="S")]),
        {"status": "auction", "next": "S", "text_all": ["20G1"]},
    ),
    # ---- 25B with 16C (2007 16D): the withdrawn change is information for the offenders only ----
    *boards(
        "law_25b2_16_cancelled_change_information_law_named",
        {
            "2017": (
                "N 1C; N 2C; E dir; fact unintended false; E ch reject",
                {"status": "auction", "next": "E", "text_all": ["16C"]},
            ),
            "2007": (
                "N 1C; N 2C; E dir; fact unintended false; E ch reject",
                {"status": "auction", "next": "E", "text_all": ["16D"]},
            ),
        },
    ),
    # ---- 16B1a: a hesitation; 3S suggested over the logical alternative Pass: adjusted --------
    *same(
        "law_16b1a_hesitation_3s_suggested_adjusted_to_3d_down_one",
        [
            *HESITATION,
            fact("logical_alternatives", ["Pass", "3S"], of=7, suggested="3S"),
            fact("outcomes", DOWN_ONE),
        ],
        {
            "status": "complete",
            "contract": "3S",
            "score": {"NS": 140, "EW": -140},
            "judged": {"status": "adjusted", "offender": "NS"},
        },
    ),
    # no logical alternative to 3S: no infraction, the result stands
    *same(
        "law_16b1a_hesitation_no_logical_alternative_result_stands",
        [*HESITATION, fact("logical_alternatives", ["3S"], of=7, suggested="3S")],
        {
            "status": "complete",
            "score": {"NS": 140, "EW": -140},
            "judged": {"status": "result_stands"},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_auction_more(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
