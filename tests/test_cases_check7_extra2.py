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

WRONG_44_AT_THE_LEAD = (
    "rubber 44: West, on lead, exposes the ♠K; declarer may call it at once (West is to "
    "lead, no duty to follow suit prevails); the report lets West lead freely ('West leads "
    "now'), no choice for South"
)

CASES: list[Case] = [
    Case(
        "rubber_44_situation_west_on_lead_exposes_the_king_declarer_may_call_it",
        at(contract("4S", "S", 4, 2, leader="W"), "W exp SK; S dir", "rubber"),
        {"status": "awaiting_choice", "ruling": {"offender": "W", "chooser": "S"}},
        WRONG_44_AT_THE_LEAD,
    ),
    # while West must follow to declarer's diamond, the king cannot be called: play goes on
    Case(
        "rubber_44_3_situation_west_must_follow_to_diamonds_no_call",
        at(contract("4S", "S", 4, 2, leader="S"), "W exp SK; S dir; S card D4", "rubber"),
        {"status": "play", "next": "W"},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check7_extra2(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
