"""Eighth blind check (issue 13), part 14: more of the rubber rules' score and
claims (seed 001): four aces in one hand at no trump (33) and none in a suit
contract, honours not doubled (13(1)), and a concession of tricks that could
not be lost (26(3)) from a situation. Expectations set down from the rules
before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract
from check8_cases import ev
from play2_helpers import events

#: North holds the four aces
ACES_DEAL = "N:AKQ2.A32.A32.A32 JT9.KQJ.KQJ.KQJ4 876.T98.T98.T987 543.7654.7654.65"
#: North holds ♠AKQJ
HONOURS_DEAL = "N:AKQJ2.32.432.432 T98.AKQJ.AK.AKQJ 765.T987.QJT9.T9 43.654.8765.8765"


def rubber_board(deal: str, text: str) -> dict[str, Any]:
    return {"edition": "rubber", "board": 1, "deal": deal, "events": events(text)}


CASES: list[Case] = [
    # four aces in North's hand at no trump: 150 above the line, 3NT 100 below
    Case(
        "rubber_33_four_aces_at_no_trump_3nt_made_250",
        rubber_board(
            ACES_DEAL,
            "N 3NT; E Pass; S Pass; W Pass; E card HK; N claim 9; E agree; W agree",
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 250, "EW": 0}},
    ),
    # the same hand in 4S: aces count only at no trump, three spade honours are not four
    Case(
        "rubber_33_four_aces_in_a_suit_contract_no_honours_4s_120",
        rubber_board(
            ACES_DEAL,
            "N 4S; E Pass; S Pass; W Pass; E card HK; N claim 10; E agree; W agree",
        ),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}},
    ),
    # 4S doubled and made with North's ♠AKQJ: 240 below, 100 honours (not doubled)
    Case(
        "rubber_13_33_4sx_made_honours_not_doubled_340",
        rubber_board(
            HONOURS_DEAL,
            "N 1S; E X; S 2S; W Pass; N 4S; E X; S Pass; W Pass; N Pass; E card HA; "
            "N claim 10; E agree; W agree",
        ),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 340, "EW": 0}},
    ),
    # 26(3): declarer conceded two tricks that could not be lost; attention drawn, the
    # players find he takes them: 4S made, 120
    Case(
        "rubber_26_3_situation_concession_of_tricks_that_could_not_be_lost",
        at(
            contract("4S", "S", 6, 2, leader="S"),
            ev("S concede 2; W agree; E agree; N dir", fact("claim_award", 11)),
            "rubber",
        ),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 150, "EW": 0}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check8_score_and_claims(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
