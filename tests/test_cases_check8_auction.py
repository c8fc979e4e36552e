"""Eighth blind check (issue 13), part 15: the auction. Two irregularities in
one auction ruled in order (9B: the insufficient bid first, then the pass out
of rotation after it), and the law a forced pass cites for a possible
adjusted score by edition (2017 72C, 2007 23). Expectations set down from
the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, full, params
from check6_cases import run6

#: East's insufficient 1H over 1S, then West passes at South's turn
TWO_AT_ONCE = "N 1S; E 1H; W Pass; S dir"

CASES: list[Case] = [
    # both listed; the insufficient bid is ruled first: 2017 asks first whether 1H was
    # artificial (27B1a); 2007 judges it with the replacement, South chooses at once
    Case(
        "law_27_30_two_irregularities_in_one_auction_insufficient_bid_first_2017",
        full(TWO_AT_ONCE, "2017"),
        {
            "irr_codes": ["insufficient_bid", "pass_out_of_rotation"],
            "status": "awaiting_fact",
            "questions": ["artificial"],
        },
    ),
    Case(
        "law_27_30_two_irregularities_in_one_auction_insufficient_bid_first_2007",
        full(TWO_AT_ONCE, "2007"),
        {
            "irr_codes": ["insufficient_bid", "pass_out_of_rotation"],
            "status": "awaiting_choice",
            "ruling": {"irregularity": "insufficient_bid", "chooser": "S"},
        },
    ),
    # South accepts 1H: then West's pass (at South's turn) is ruled: North, next after West,
    # may accept it, once the director knows the pass was not artificial (30C)
    *[
        Case(
            f"law_27a_30a_insufficient_bid_accepted_then_the_pass_is_ruled_{ed}",
            full(f"{TWO_AT_ONCE}; fact artificial false; S ch accept", ed),
            {
                "irr_codes": ["insufficient_bid", "pass_out_of_rotation"],
                "status": "awaiting_fact",
                "ruling": {
                    "irregularity": "pass_out_of_rotation",
                    "offender": "W",
                    "chooser": "N",
                },
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- 30A: a pass at RHO's turn refused: the offender passes at his next turn; the
    # possible adjusted score is 72C in 2017, 23 in 2007
    *[
        Case(
            f"law_30a_pass_at_rhos_turn_refused_text_names_{law}_{ed}",
            full("E Pass; S dir; S ch reject; N 1S", ed),
            {
                "status": "auction",
                "next": "E",
                "must_pass": [("E", "next_turn")],
                "text_all": [law],
            },
        )
        for ed, law in (("2017", "72C"), ("2007", "23"))
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check8_auction(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
