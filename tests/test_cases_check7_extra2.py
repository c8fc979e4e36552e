"""Seventh blind check (issue 13), rubber rule 44 from a situation: a
defender's exposed card may be called by declarer whenever its owner is to
lead (at a lead no duty to follow suit stands in the way). Expectations set
down from the rules before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, run6
from check7_cases import contract

CASES: list[Case] = [
    Case(
        "rubber_44_situation_west_on_lead_exposes_the_king_declarer_may_call_it",
        at(contract("4S", "S", 4, 2, leader="W"), "W exp SK; S dir", "rubber"),
        {"status": "awaiting_choice", "ruling": {"offender": "W", "chooser": "S"}},
    ),
    # West is to play to declarer's diamond with his hand unknown: he may have no
    # diamond, so declarer may call the king (44(1)); the call leaves West's duty to
    # follow suit (44(3)). With West's diamonds known no call is offered.
    Case(
        "rubber_44_3_situation_west_to_play_to_diamonds_hand_unknown_call_offered",
        at(contract("4S", "S", 4, 2, leader="S"), "W exp SK; S dir; S card D4", "rubber"),
        {"status": "awaiting_choice", "ruling": {"offender": "W", "chooser": "S"}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check7_extra2(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
