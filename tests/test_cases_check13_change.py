"""Thirteenth blind check (issue 13), part 10: the unintended call (25A)
at its edges, both editions. East's 1H, South's pass, then East's 2H: the
director finds the 1H unintended, so 2H stands with no lead restriction
(25A1) and South may keep or take back the pass he made over it (2017
25A6; 2007 25A4), his pass named as his call in each language; the last
pass of the auction found unintended before the opening lead is faced
(the auction period has not ended: 25A, not 39).
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check11_cases import three

#: North opened 1D: East to call
ONE_D = {"auction": ["1D"]}
#: nobody has called: North to call
NOTHING: dict[str, list[str]] = {"auction": []}

SLIP = "E 1H; S Pass; E 2H; S dir; fact unintended true"


def both(want: tuple[str, dict[str, object]], law: str) -> dict[str, tuple[str, dict[str, object]]]:
    """The same events in each edition; ``law`` is that edition's sub-law, named in the text."""
    evs, expect = want
    return {
        "2017": (evs, {**expect, "text_all": [law.replace("?", "6")]}),
        "2007": (evs, {**expect, "text_all": [law.replace("?", "4")]}),
    }


CASES: list[Case] = [
    # South chooses whether his pass over the unintended 1H stands
    *three(
        "law_25a6_25a4_change_south_keeps_or_takes_back_his_pass",
        ONE_D,
        both(
            (
                SLIP,
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "irregularity": "change_of_call",
                        "offender": "E",
                        "chooser": "S",
                        "options": {"keep", "withdraw"},
                    },
                    "lead": set(),
                    # his pass named as his call, in every language
                    "text_nl": ["Zuid handhaaft zijn bieding (pas), gedaan na 1♥"],
                    "text_en": ["South keeps his call (pass), made after 1♥"],
                    "text_de": ["Süd lässt seine Ansage (passe) stehen"],
                },
            ),
            "25A?",
        ),
    ),
    # kept: West calls over 2H
    *three(
        "law_25a6_25a4_change_south_keeps_his_pass",
        ONE_D,
        both((f"{SLIP}; S ch keep", {"status": "auction", "next": "W", "must_pass": []}), "25A?"),
    ),
    # taken back: South calls again over 2H
    *three(
        "law_25a6_25a4_change_south_takes_back_his_pass",
        ONE_D,
        both(
            (f"{SLIP}; S ch withdraw", {"status": "auction", "next": "S", "must_pass": []}), "25A?"
        ),
    ),
    # the last pass found unintended before the lead: West's double replaces it, North calls
    *three(
        "law_25a_change_last_pass_unintended_before_the_lead",
        NOTHING,
        both(
            (
                "N 1H; E Pass; S Pass; W Pass; W X; N dir; fact unintended true",
                {"status": "auction", "next": "N", "contract": None},
            ),
            "25A",
        ),
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_change(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
