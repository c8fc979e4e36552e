"""Seventh blind check (issue 13), part 6b: adjusted scores (12C1) the rule
command produces after the play. East's insufficient 1H over North's 1S is
replaced by 2H, the lowest bid in hearts (27B1a: no rectification, but 27D
stays open); North-South reach 4S and make ten tricks by an agreed claim.
After the play the director answers 27D's questions (could the result
have been different without the help; were North-South damaged) and, on
damage, weighs the likely results (12C1b, 12C1c). Expectations set
down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import board, run6
from check7_cases import EDITIONS

PLAYED = (
    "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H; S 4S; W Pass; N Pass; "
    "E Pass; E card DA; N claim 10; E agree; W agree"
)


def judged(ed: str, *facts: dict[str, Any]) -> dict[str, Any]:
    out = board(PLAYED, ed)
    out["events"] = [*out["events"], *facts]
    return out


def outcome(tricks: int, weight: str, bid: str = "4S", declarer: str = "N") -> dict[str, Any]:
    return {"contract": bid, "declarer": declarer, "tricks": tricks, "weight": weight}


WEIGHTED = {
    "NS": [{"weight": "1/3", "ns_points": 450}, {"weight": "2/3", "ns_points": 420}],
    "EW": [{"weight": "1/3", "ns_points": 450}, {"weight": "2/3", "ns_points": 420}],
    "split": False,
}

CASES: list[Case] = []
for ed in EDITIONS:
    CASES += [
        # the 27D question comes once the board is over
        Case(
            f"law_27d_asked_after_the_play_could_the_result_have_been_different_{ed}",
            judged(ed),
            {
                "status": "awaiting_fact",
                "order": ["outcome_different"],
                "score": {"NS": 420, "EW": -420},
            },
        ),
        Case(
            f"law_27d_result_could_not_have_been_different_table_result_stands_{ed}",
            judged(ed, fact("outcome_different", False)),
            {
                "status": "complete",
                "score": {"NS": 420, "EW": -420},
                "adjust": [],
                "judged": {"assigned": None, "questions": []},
            },
        ),
        Case(
            f"law_27d_different_but_no_damage_table_result_stands_{ed}",
            judged(ed, fact("outcome_different", True), fact("damaged", False)),
            {
                "status": "complete",
                "score": {"NS": 420, "EW": -420},
                "judged": {"assigned": None, "questions": []},
            },
        ),
        Case(
            f"law_27d_12c1_damage_found_the_likely_results_are_asked_{ed}",
            judged(ed, fact("outcome_different", True), fact("damaged", True)),
            {"judged": {"damage": True, "status": "awaiting_fact"}},
        ),
        Case(
            f"law_27d_12c1c_damage_found_weighted_eleven_and_ten_tricks_{ed}",
            judged(
                ed,
                fact("outcome_different", True),
                fact("damaged", True),
                fact("outcomes", [outcome(11, "1/3"), outcome(10, "2/3")]),
            ),
            {
                "status": "complete",
                "tricks": {"NS": 10, "EW": 3},
                "judged": {"offender": "EW", "damage": True, "questions": [], "assigned": WEIGHTED},
                "text_all": ["27D", "12C1"],
            },
        ),
        Case(
            f"law_27d_12c1b_damage_found_one_likely_result_slam_made_{ed}",
            judged(
                ed,
                fact("outcome_different", True),
                fact("damaged", True),
                fact("outcomes", [outcome(12, "1", "6S")]),
            ),
            {
                "status": "complete",
                "judged": {
                    "damage": True,
                    "assigned": {
                        "NS": [{"weight": "1", "ns_points": 980}],
                        "EW": [{"weight": "1", "ns_points": 980}],
                        "split": False,
                    },
                },
            },
        ),
    ]


@pytest.mark.parametrize("case", params(CASES))
def test_law_12c1_check7_adjusted(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
