"""Seventh blind check (issue 13), extra auction records: an inadmissible
redouble of partner's double (36B, both editions), and the rubber rules'
self-corrected insufficient bid (40(2)), a double of a redoubled bid
(13, 42) and a deal passed out (11). Expectations set down from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, board, run6
from check7_cases import EDITIONS

CASES: list[Case] = [
    # 36B: West redoubles his partner's double; cancelled, West passes instead: East
    # must pass for the rest of the auction
    *[
        Case(
            f"law_36b_redouble_of_partners_double_partner_passes_throughout_{ed}",
            board("N 1S; E X; S Pass; W XX; N dir; W Pass", ed),
            {
                "status": "auction",
                "next": "N",
                "must_pass": [("E", "rest_of_auction")],
                "irr_has": [("inadmissible_double", "W")],
            },
        )
        for ed in EDITIONS
    ],
    # rubber 40(2): East makes his insufficient 1H sufficient in hearts before anyone
    # draws attention and before South calls: no penalty
    Case(
        "rubber_40_2_insufficient_bid_raised_in_the_same_suit_no_penalty",
        board("N 1S; E 1H; E 2H", "rubber"),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # rubber 13/42: West doubles a redoubled bid: North (his LHO) chooses
    Case(
        "rubber_42_double_of_a_redoubled_bid_lho_chooses",
        board("N 1S; E X; S XX; W X; N dir", "rubber"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"new_deal"}},
        },
    ),
    # rubber 11: four passes: no play, the next dealer deals
    Case(
        "rubber_11_situation_four_passes_no_play",
        at({"auction": ["Pass", "Pass", "Pass"]}, "W Pass", "rubber"),
        {"status": "passed_out", "score": {"NS": 0, "EW": 0}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_extra(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
