"""Fourteenth blind check (issue 13 "accuracy"), judgment on a board played
out on ``rule_cases.DEAL``, both editions: North 1NT, East 2D doubled by
North, two down (North-South +300). The director's findings after it: a
false inference East-West drew from North's manner (73E2, 2007 73F; not
one they may rely on, 73D1, when North had no such intent); North's
disconcerting tempo alone (74C7: a procedural matter, no adjusted score);
the director's own wrong ruling (82C: both sides non-offending, adjusted;
or it changed nothing and the result stands). Expectations set down from
seeds 000, 002 and 004 before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import board, run6
from check8_cases import ev

#: 2DX by East, two down: North-South +300
PLAYED = ev(
    "N 1NT; E 2D; S Pass; W Pass; N X; E Pass; S Pass; W Pass; S card HA; "
    "E claim 6; N agree; S agree"
)
#: what was likely without the irregularity: 2D by East made (-90)
MADE = fact("outcomes", [{"contract": "2D", "declarer": "E", "tricks": 8, "weight": "1"}])
STANDS = {"status": "complete", "score": {"NS": 300, "EW": -300}}

CASES: list[Case] = []
for ed, law in (("2017", "73E2"), ("2007", "73F")):
    CASES += [
        # 73D1: inferences from an opponent's tempo are drawn at one's own risk
        Case(
            f"law_73d1_judgment_inference_at_own_risk_result_stands_{ed}",
            board([*PLAYED, fact("false_inference", False, seat="N")], ed),
            {**STANDS, "text_all": ["73D1"]},
        ),
        # 73E2 (2007 73F): North misled without a bridge reason: adjusted to 2D made
        Case(
            f"law_73e2_judgment_false_inference_adjusted_{ed}",
            board([*PLAYED, fact("false_inference", True, seat="N"), MADE], ed),
            {
                "status": "complete",
                "judged": {"status": "adjusted", "offender": "NS", "damage": True},
                "text_all": [law],
                "text_en": ["-90"],
            },
        ),
        # 74C7: disconcerting tempo alone: no adjusted score, the result stands
        Case(
            f"law_74c7_judgment_disconcerting_tempo_alone_result_stands_{ed}",
            board([*PLAYED, fact("disconcerting_tempo", True, seat="N")], ed),
            {**STANDS, "text_all": ["74C7"]},
        ),
        # 82C: the director's ruling was wrong but changed nothing: the result stands
        Case(
            f"law_82c_judgment_director_error_changed_nothing_{ed}",
            board([*PLAYED, fact("director_error", False)], ed),
            STANDS,
        ),
        # 82C: his wrong ruling changed the result: both sides non-offending, 2D made
        Case(
            f"law_82c_judgment_director_error_both_sides_non_offending_{ed}",
            board([*PLAYED, fact("director_error", True), MADE], ed),
            {
                "status": "complete",
                "judged": {"status": "adjusted"},
                "text_all": ["82C"],
                "text_en": ["-90"],
            },
        ),
    ]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check14_judgment(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
