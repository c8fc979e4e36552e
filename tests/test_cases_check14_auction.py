"""Fourteenth blind check (issue 13 "accuracy"), the auction as the director
meets it mid-board (spec §6: the calls so far), both editions, in positions
the earlier rounds did not use: West bids 1S at South's turn after 1D and
East's pass (31A: his right-hand opponent's turn; South passes and West
repeats, 31A1; South bids and West repeats the suit: 2017 31A2a comparable,
2007 31A2a partner passes once; another suit: 2017 31A2b partner once, 2007
31A2b partner throughout); North redoubles East's double at South's turn
(25A's question first, his partner not having called; then 2017 32B:
partner free; 2007 32A: partner passes throughout); South
doubles East's double (36: inadmissible, replaced, partner passes
throughout; 36A when West called over it). Expectations set down from
seeds 000 and 003 before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check11_cases import NEXT, REST, alike, three

#: North 1D, East passed: South to call
ONE_D_P = {"auction": ["1D", "Pass"]}
#: North 1C, East doubled: South to call
ONE_C_X = {"auction": ["1C", "X"]}
#: North 1S, East doubled: South to call
ONE_S_X = {"auction": ["1S", "X"]}

COOT = "W 1S; N dir; N ch reject"
#: North's partner South has not called: 25A asks first whether North's 1C was a slip
#: (the limit is partner's call, not the left-hand opponent's): it was not
REDOUBLE = "N XX; E dir; fact unintended false"

CASES: list[Case] = [
    # ---- 31A: West's 1S at South's turn ---------------------------------------------------
    *alike(
        "law_31a_situation_west_bids_at_souths_turn_north_chooses",
        ONE_D_P,
        "W 1S; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    # 29A: accepted: North calls next, nobody barred
    *alike(
        "law_29a_situation_north_accepts_wests_1s",
        ONE_D_P,
        "W 1S; N dir; N ch accept",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # 29B: refused: back to South
    *alike(
        "law_29b_situation_north_refuses_wests_1s_south_calls",
        ONE_D_P,
        COOT,
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # 31A1: South passes, West repeats 1S: no rectification
    *alike(
        "law_31a1_situation_south_passes_west_repeats_1s",
        ONE_D_P,
        f"{COOT}; S Pass; W 1S",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # South bids 1H, West bids 1S again: 2017 31A2a comparable; 2007 31A2a East passes once
    *three(
        "law_31a2a_situation_south_bids_west_repeats_spades",
        ONE_D_P,
        {
            "2017": (
                f"{COOT}; S 1H; W 1S; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                f"{COOT}; S 1H; W 1S; fact artificial false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
        },
    ),
    # West bids 2C instead: 2017 31A2b East passes once; 2007 31A2b East passes throughout
    *three(
        "law_31a2b_situation_south_bids_west_changes_suit",
        ONE_D_P,
        {
            "2017": (
                f"{COOT}; S 1H; W 2C; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            "2007": (
                f"{COOT}; S 1H; W 2C; fact artificial false",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # 31A2b: East's forced pass discharged at his turn; nobody barred after it
    *three(
        "law_31a2b_situation_easts_single_pass_discharged",
        ONE_D_P,
        {
            "2017": (
                f"{COOT}; S 1H; W 2C; fact comparable false; N Pass; E Pass",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
            "2007": (
                f"{COOT}; S 1H; W 2C; fact artificial false; N Pass; E Pass",
                {"status": "auction", "next": "S", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 32: North redoubles East's double at South's (his partner's) turn -----------------
    *alike(
        "law_32_situation_north_redoubles_at_partners_turn_east_chooses",
        ONE_C_X,
        REDOUBLE,
        {"status": "awaiting_choice", "ruling": {"offender": "N", "chooser": "E"}},
    ),
    *alike(
        "law_29a_situation_east_accepts_norths_redouble",
        ONE_C_X,
        f"{REDOUBLE}; E ch accept",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    *three(
        "law_32b_32a_situation_norths_redouble_refused",
        ONE_C_X,
        {
            "2017": (
                f"{REDOUBLE}; E ch reject",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
            "2007": (
                f"{REDOUBLE}; E ch reject",
                {"status": "auction", "next": "S", "must_pass": [("S", REST)]},
            ),
        },
    ),
    # ---- 36: South doubles East's double ----------------------------------------------
    *alike(
        "law_36b_situation_south_doubles_a_double_replaced_by_2s",
        ONE_S_X,
        "S X; W dir; S 2S",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", REST)],
            "irr": [("inadmissible_double", "S", None)],
        },
    ),
    *alike(
        "law_36a_situation_west_called_over_the_inadmissible_double",
        ONE_S_X,
        "S X; W Pass; N dir",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check14_auction(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
