"""Eleventh blind check (issue 13), part 13: improper procedure found at
the table and a serious error. A question asked only to draw a wrong answer
from an opponent (2017 20G2; 2007 73D2) and a player's own notes used in
the auction (2017 20G3; 2007 20G2): ruled at once, no rectification, the
auction goes on with the same player to call (12A1, 90). A serious error
of the non-offenders after South's hesitation (2017 12C1e, 2007 12C1b):
the offenders' score is still adjusted. Expectations set down from the
seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import board, run6
from check8_cases import ev
from check9_cases import EDITIONS
from check11_cases import hesitation, three

ONE_S_P = {"auction": ["1S", "Pass"]}


def found(kind: str, laws: dict[str, str]) -> list[Case]:
    """``kind`` found by the director while South is to call."""
    return three(
        f"law_{laws['2017'].lower()}_situation_improper_{kind}",
        ONE_S_P,
        {
            ed: (
                ev([fact("improper_procedure", kind, seat="S")]),
                {"status": "auction", "next": "S", "must_pass": [], "text_all": [law]},
            )
            for ed, law in laws.items()
        },
    )


CASES: list[Case] = [
    *found("question_to_mislead", {"2017": "20G2", "2007": "73D2"}),
    *found("own_notes", {"2017": "20G3", "2007": "20G2"}),
    # the non-offenders' serious error does not spare the offenders their adjusted score
    *[
        Case(
            f"law_12c1e_16b1a_serious_error_offenders_still_adjusted_{ed}",
            board(
                [
                    *hesitation(),
                    fact("logical_alternatives", ["Pass", "X"], of=5, suggested="X"),
                    fact(
                        "outcomes",
                        [{"contract": "2D", "declarer": "E", "tricks": 8, "weight": "1"}],
                    ),
                    fact("serious_error", True),
                ],
                ed,
            ),
            {"status": "complete", "contract": "2DX", "judged": {"offender": "NS"}},
        )
        for ed in EDITIONS
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_procedure(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
