"""Eleventh blind check (issue 13), part 12: 27D after the play. South's 1D
over East's 1H was refused and replaced by 2D, the lowest bid in the same
suit (27B1a): no rectification in the auction, but at the end the
director asks whether the result could well have been different without
the help the insufficient bid gave (27D), then whether East-West were
damaged (12B1): no, the table result stands; yes to both, an adjusted
score (12C1). North-South reach 3C by North and make nine tricks (110,
board 1). Expectations set down from the seeds before the records were
run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check11_cases import alike

ONE_C_ONE_H = {"auction": ["1C", "1H"]}
BOARD = (
    "S 1D; W dir; fact unintended false; fact artificial false; W ch reject; S 2D; W 2H; "
    "N 3C; E Pass; S Pass; W Pass; E card HK; N claim 9; E agree; W agree"
)
TABLE = {"contract": "3C", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}

CASES: list[Case] = [
    *alike(
        "law_27d_situation_board_over_director_asks_outcome_different",
        ONE_C_ONE_H,
        BOARD,
        {"status": "awaiting_fact", "order": ["outcome_different"], **TABLE},
    ),
    *alike(
        "law_27d_situation_same_result_without_it_table_result_stands",
        ONE_C_ONE_H,
        f"{BOARD}; fact outcome_different false",
        {"status": "complete", "score": {"NS": 110, "EW": -110}, "text_all": ["27D"], **TABLE},
    ),
    *alike(
        "law_27d_12b1_situation_different_then_damage_asked",
        ONE_C_ONE_H,
        f"{BOARD}; fact outcome_different true",
        {"status": "awaiting_fact", "order": ["damaged"], **TABLE},
    ),
    *alike(
        "law_27d_12b1_situation_different_but_no_damage_result_stands",
        ONE_C_ONE_H,
        f"{BOARD}; fact outcome_different true; fact damaged false",
        {"status": "complete", "score": {"NS": 110, "EW": -110}, "text_all": ["27D"], **TABLE},
    ),
    *alike(
        "law_27d_12c1_situation_different_and_damaged_adjusted",
        ONE_C_ONE_H,
        f"{BOARD}; fact outcome_different true; fact damaged true",
        {"status": "complete", "text_all": ["27D", "12C1"], **TABLE},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_adjusted(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
