"""Ninth blind check (issue 13), part 13: a situation with dummy's cards on
the table (spec §6 'dummy'): dummy's revoke shows from them. Dummy plays a
spade to a heart lead while holding hearts; the director, called at once,
has it corrected with no penalty card (62B2; rubber 55(1)(a)(III): dummy's
revoke carries no penalty). Expectations set down from the seeds before
the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, run6
from check7_cases import contract

#: 4S by South, dummy North holds ♥K5; West led ♥7 to trick 7
S_4S_DUMMY = contract("4S", "S", 3, 3, current=["W:H7"], dummy="QT7.K5.8.J")

CASES: list[Case] = [
    *[
        Case(
            f"law_62b2_situation_dummy_plays_a_spade_holding_hearts_corrected_{ed}",
            at(S_4S_DUMMY, "N card S7; E dir", ed),
            {"irr_has": [("revoke", "N")], "pcs": set()},
        )
        for ed in ("2017", "2007", "rubber")
    ],
    # corrected with the heart five: East plays next, no penalty card
    *[
        Case(
            f"law_62b2_situation_dummys_revoke_corrected_with_the_five_{ed}",
            at(S_4S_DUMMY, "N card S7; E dir; N card H5", ed),
            {"status": "play", "next": "E", "pcs": set()},
        )
        for ed in ("2017", "2007", "rubber")
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_dummy(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
