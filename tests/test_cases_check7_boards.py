"""Seventh blind check (issue 13): Law 2's vulnerability by board number
read through Law 77 scores. 4S by South making exactly (420 not vulnerable,
620 vulnerable) and 3NT by West one down (50 / 100 to North-South) on
boards 5-16, both editions (Law 2 is the same in seeds 000 and 002).
Expectations set down from Law 2's table before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import EDITIONS, ended

#: Law 2: boards 5-16, who is vulnerable
VULNERABLE = {
    5: "NS",
    6: "EW",
    7: "All",
    8: "None",
    9: "EW",
    10: "All",
    11: "None",
    12: "NS",
    13: "All",
    14: "None",
    15: "NS",
    16: "EW",
}


def _cases() -> list[Case]:
    out: list[Case] = []
    for number, vul in VULNERABLE.items():
        ns_vul = vul in ("NS", "All")
        ew_vul = vul in ("EW", "All")
        for ed in EDITIONS:
            made = 620 if ns_vul else 420
            out.append(
                Case(
                    f"law_2_77_board_{number}_4s_made_{made}_{ed}",
                    ended("4S", "S", 10, ed, board=number),
                    {"status": "complete", "score": {"NS": made, "EW": -made}},
                )
            )
            down = 100 if ew_vul else 50
            out.append(
                Case(
                    f"law_2_77_board_{number}_3nt_by_west_one_down_{down}_{ed}",
                    ended("3NT", "W", 5, ed, board=number),
                    {"status": "complete", "score": {"NS": down, "EW": -down}},
                )
            )
    return out


CASES = _cases()


@pytest.mark.parametrize("case", params(CASES))
def test_law_2_77_check7_boards(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
