"""Fifth blind check (issue 13): where the 2007 Laws (seed 002 German, seed
003 Dutch Laws 23-40) and the 2017 Laws (seed 000) rule the same record
differently: 25B, 27B1, 29C, 30B, 31A2/31B, 32B2, 26A/26B, 57A. Each pair
holds one record ruled in both editions; the expectations were set down from
the seeds before the records were run (tests/check5_cases.py reads nl, en, de).

Board 1, North deals, nobody vulnerable (tests/check2_cases.py):

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, Case, fact, params
from check5_cases import full5 as full
from check5_cases import run5
from rule_cases import script


def pair(name: str, text: str, e2017: dict[str, Any], e2007: dict[str, Any]) -> list[Case]:
    return [
        Case(f"{name}_2017", full(text, "2017"), e2017),
        Case(f"{name}_2007", full(text, "2007"), e2007),
    ]


#: South's artificial 2C (showing both majors) at East's turn, refused by West
S_2C_ART = [
    *script("N 1NT; S 2C; W dir"),
    fact("artificial", True, denominations=["H", "S"]),
    *script("W ch reject; E 2D"),
]

#: 26B (both editions): a withdrawn call that specified no suit: South may forbid any
#: one suit at West's opening lead, and requires none
ANY_SUIT: dict[str, Any] = {
    "status": "awaiting_choice",
    "contract": "3NT",
    "declarer": "S",
    "must_pass": [],
    "ruling": {
        "chooser": "S",
        "options_has": {"prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"},
        "options_not": {"require_suit:S", "require_suit:C"},
    },
}

CASES: list[Case] = [
    # ---- 29C: an artificial call out of rotation counts by what it showed -----------------
    # 2007 31A2(a) via 29C: South bids hearts, a suit his 2C showed: North passes once.
    # 2017 31A2(a): the replacement is comparable: no rectification
    Case(
        "law_29c_31a2a_2007_shown_denomination_repeated_partner_once",
        full([*S_2C_ART, *script("S 2H")], "2007"),
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", "next_turn")],
            "irr_has": [("bid_out_of_rotation", "S")],
        },
    ),
    Case(
        "law_29c_31a2b_2007_named_not_shown_denomination_partner_throughout",
        full([*S_2C_ART, *script("S 3C")], "2007"),
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    Case(
        "law_31a2a_2017_comparable_replacement_no_rectification",
        full([*S_2C_ART, *script("S 2H; fact comparable true")], "2017"),
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    Case(
        "law_31a2b_2017_not_comparable_partner_once",
        full([*S_2C_ART, *script("S 3C; fact comparable false")], "2017"),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")]},
    ),
    # ---- 30B1: a pass at RHO's turn after a bid: pass once (both editions) ---------------
    *pair(
        "law_30b1_pass_at_rhos_turn_after_a_bid_offender_passes_once",
        "N 1S; S Pass; W dir; W ch reject; E 2H",
        {"status": "auction", "next": "S", "must_pass": [("S", "next_turn")]},
        {"status": "auction", "next": "S", "must_pass": [("S", "next_turn")]},
    ),
    # ---- 30C: an artificial pass out of rotation is ruled under 31 ------------------------
    # 2017 31A2(b) (not comparable): partner once; 2007 31A2(b) (artificial pass): partner
    # passes throughout
    Case(
        "law_30c_artificial_pass_31a2b_2017_partner_once",
        full(
            "N 1NT; S Pass; W dir; fact artificial true; W ch reject; E 2H; S 2S; "
            "fact comparable false"
        ),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")]},
    ),
    Case(
        "law_30c_artificial_pass_31a2b_2007_partner_throughout",
        full("N 1NT; S Pass; W dir; fact artificial true; W ch reject; E 2H; S 2S", "2007"),
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    # ---- 31B: a bid at LHO's turn before the offender called -----------------------------
    # 2007 31B: partner passes throughout. 2017 31B: the offender's comparable call at
    # his turn: no rectification
    Case(
        "law_31b_2007_bid_at_lhos_turn_partner_throughout",
        full("W 1H; N dir; N ch reject", "2007"),
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction")],
            "irr_has": [("bid_out_of_rotation", "W")],
        },
    ),
    Case(
        "law_31b_2017_bid_at_lhos_turn_comparable_call_no_rectification",
        full("W 1H; N dir; N ch reject; N 1S; E Pass; S Pass; W 2H; fact comparable true"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    Case(
        "law_31b_2017_bid_at_lhos_turn_not_comparable_partner_once",
        full("W 1H; N dir; N ch reject; N 1S; E Pass; S Pass; W 2C; fact comparable false"),
        {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
    ),
    # ---- 32B2 (2007) / 32A2 (2017): a double at RHO's turn, RHO bids -------------------
    Case(
        "law_32b2_2007_double_at_rhos_turn_rho_bids_partner_throughout",
        full("N 1S; E Pass; W X; N dir; N ch reject; S 2S; W 3C", "2007"),
        {"status": "auction", "next": "N", "must_pass": [("E", "rest_of_auction")]},
    ),
    Case(
        "law_32a2a_2017_double_at_rhos_turn_rho_bids_comparable_double",
        full("N 1S; E Pass; W X; N dir; N ch reject; S 2S; W X; fact comparable true"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 27B1: an artificial insufficient bid replaced by the lowest bid in its suit ---------
    # 2017 27B1a: the replacement specifies the same denomination: no rectification.
    # 2007 27B1a needs both bids incontrovertibly not conventional; not the same meaning
    # (27B1b): 27B2, partner passes throughout
    Case(
        "law_27b1a_2017_artificial_insufficient_bid_same_denomination_no_rectification",
        full(
            [
                *script("N 1S; E 1H; S dir"),
                fact("artificial", True, denominations=["H"]),
                *script("S ch reject; E 2H"),
            ]
        ),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    Case(
        "law_27b2_2007_artificial_insufficient_bid_not_27b1a_partner_throughout",
        full(
            [
                *script("N 1S; E 1H; S dir"),
                fact("artificial", True, denominations=["H"]),
                *script("S ch reject; E 2H; fact comparable false"),
            ],
            "2007",
        ),
        {"status": "auction", "next": "S", "must_pass": [("W", "rest_of_auction")]},
    ),
    # ---- 26: a withdrawn notrump bid (no suit): any one suit may be forbidden ------------
    *pair(
        "law_26b_withdrawn_notrump_any_suit_forbidden_at_the_opening_lead",
        "N 2C; E 1NT; S dir; fact artificial false; S ch reject; E Pass; S 3NT; W Pass; "
        "N Pass; E Pass",
        ANY_SUIT,
        ANY_SUIT,
    ),
    # ---- 57A: the options for the premature play's partner -------------------------------
    # 2017 57A1-4: highest, lowest, require or forbid another suit; 2007 57A1-3: highest,
    # lowest, forbid another suit (no requirement)
    Case(
        "law_57a_2007_no_requirement_of_another_suit",
        full(
            f"{NT}; E card C4; S card C7; W card C8; N card CA; N card SA; W card S3; N dir", "2007"
        ),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "S3", "major")},
            "ruling": {
                "irregularity": "premature_play",
                "offender": "W",
                "chooser": "N",
                "options_has": {"highest", "lowest"},
                "options_not": {"require_suit:H", "require_suit:D", "require_suit:C"},
            },
        },
    ),
    Case(
        "law_57a_2017_highest_lowest_offered",
        full(f"{NT}; E card C4; S card C7; W card C8; N card CA; N card SA; W card S3; N dir"),
        {
            "status": "awaiting_choice",
            "pcs": {("W", "S3", "major")},
            "ruling": {"chooser": "N", "options_has": {"highest", "lowest"}},
        },
    ),
    *pair(
        "law_57a1_highest_spade_then_penalty_card_at_wests_turn",
        f"{NT}; E card C4; S card C7; W card C8; N card CA; N card SA; W card S3; N dir; "
        "N ch highest; E card SQ; S card S6",
        {"status": "play", "next": "W", "pcs": {("W", "S3", "major")}},
        {"status": "play", "next": "W", "pcs": {("W", "S3", "major")}},
    ),
    # ---- 25B: the text names the law on withdrawn calls of its own edition -------------
    # 2017 25B3 -> 16C; 2007 25B3 -> 16D (seed 003)
    Case(
        "law_25b3_2017_cancelled_change_cites_16c",
        full("N 1C; N 1D; E dir; fact unintended false; E ch reject"),
        {"status": "auction", "next": "E", "must_pass": [], "text_all": ["25B", "16C"]},
    ),
    Case(
        "law_25b3_2007_cancelled_change_cites_16d",
        full("N 1C; N 1D; E dir; fact unintended false; E ch reject", "2007"),
        {"status": "auction", "next": "E", "must_pass": [], "text_all": ["25B", "16D"]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check5_editions(case: Case, tmp_path: Path) -> None:
    run5(case, tmp_path)
