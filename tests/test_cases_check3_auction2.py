"""Third blind check (issue 13), second round: more thin auction sub-laws in
both editions (17D3/2007 17E2 with 34, 19B1/19C, 22A, 27B1b, 29A, 31A1,
37A with a duty for the rest of the auction, 38D, 39B/39C), the expected
answers set down from seeds 000 and 003 before running (mechanism and deal:
tests/check2_cases.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, full, params, run_case

BOTH = ("2017", "2007")

#: East's insufficient 1H, refused, replaced by 3C (27B2): West passes throughout
E_27B2 = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"


def _both(name: str, text: str, expect: dict[str, object]) -> list[Case]:
    return [Case(f"{name}_{ed}", full(text, ed), expect) for ed in BOTH]


CASES: list[Case] = [
    *_both(
        "law_17d3_34_skipped_player_gets_the_auction_back",
        "N 1S; E Pass; W Pass; N Pass",
        {"status": "auction", "next": "S", "contract": None},
    ),
    *_both(
        "law_19b1_redouble_without_double_cancelled_partner_throughout",
        "N 1S; E Pass; S XX; W dir; S 2S",
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    *_both(
        "law_19a1_double_of_partners_doubled_bid_inadmissible",
        "N 1S; E X; S X; W dir; S Pass",
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    *_both(
        "law_19c_redoubled_contract",
        "N 1S; E X; S XX; W Pass; N Pass; E Pass",
        {"status": "play", "next": "E", "contract": "1SXX", "declarer": "N", "irr_codes": []},
    ),
    *_both(
        "law_22a_four_passes_passed_out",
        "N Pass; E Pass; S Pass; W Pass",
        {"status": "passed_out", "contract": "Pass", "score": {"NS": 0, "EW": 0}, "irr_codes": []},
    ),
    *_both(
        "law_27b1b_comparable_replacement_no_rectification",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2NT; fact comparable true",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *_both(
        "law_29a_lho_calls_over_bid_out_of_rotation",
        "E 1H; S 1S",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [],
            "irr": [("bid_out_of_rotation", "E", True)],
        },
    ),
    *_both(
        "law_31a1_rho_passes_offender_repeats_no_rectification",
        "N 1S; S 2S; W dir; fact artificial false; W ch reject; E Pass; S 2S",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    *_both(
        "law_37a_lho_called_duty_for_the_rest_stays",
        f"{E_27B2}; S Pass; W 3H; N Pass",
        {"status": "auction", "next": "E", "must_pass": [("W", "rest_of_auction")]},
    ),
    *_both(
        "law_38d_lho_called_after_eight_no_lead_restriction",
        "N 1S; E 8H; S Pass; W dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
            "lead": set(),
        },
    ),
    *_both(
        "law_39c_defenders_double_after_final_pass_partner_restricted_later",
        "N 1S; E Pass; S Pass; W Pass; E X; N dir",
        {
            "status": "play",
            "next": "E",
            "contract": "1S",
            "lead": {("W", "pending_choice", None)},
        },
    ),
    *_both(
        "law_39b_lho_called_over_defenders_bid_nothing",
        "N 1S; E Pass; S Pass; W Pass; W 2H; N 2S; E dir; fact unintended false",
        {"status": "play", "next": "E", "contract": "1S", "lead": set()},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check3_auction2_case(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
