"""Fifteenth blind check (issue 13 "accuracy"), the auction as the director
meets it mid-board (spec §6: the calls so far), both editions, in positions
the earlier rounds did not use: a pass out of rotation before anyone bid
(2017 30A, 2007 30A) and at partner's turn after a bid (2017 30B1: the
offender free, his partner once if not comparable; 2007 30B2a: the
offender passes throughout); a bid at partner's turn (2017 31B with 31A2,
2007 31B: partner throughout); a double at the right-hand opponent's turn
repeated over a pass (32A1 / 2007 32B1) and changed over a bid (2017 32A2a
comparable, 2007 32B2 partner throughout); a double at partner's turn
(2017 32B, 2007 32A); a double of partner's bid and a redouble of
partner's double (36B; 36A when the left-hand opponent called over it); a
bid by a player bound to pass (37B, 37A); a bid of eight (38); calls
after the final pass (39B, 39C with 26B); an insufficient 2D over 2H
replaced by 3D (27B1a) or a comparable double (2017 27B1b; 2007 27B3 with
a double of the same meaning, 27B1b); 28A (a call at the turn of a
right-hand opponent bound to pass). Expectations set down from seeds 000
and 003 before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check11_cases import NEXT, REST, alike, three

#: nobody has called: North, the dealer, to call
EMPTY: dict[str, object] = {"auction": []}
#: North 1H: East to call
ONE_H = {"auction": ["1H"]}
#: North 1C, East passed, South 1H, West passed, North 1NT: East to call
N_1NT_REBID = {"auction": ["1C", "Pass", "1H", "Pass", "1NT"]}
#: North 1D: East to call
ONE_D = {"auction": ["1D"]}
#: North 1H, East passed, South 2H: West to call
ONE_H_P_2H = {"auction": ["1H", "Pass", "2H"]}
#: North 1S, East passed: South to call
ONE_S_P = {"auction": ["1S", "Pass"]}
#: North 1H, East passed: South to call
ONE_H_P = {"auction": ["1H", "Pass"]}
#: North 1H, East doubled, South passed: West to call
ONE_H_X_P = {"auction": ["1H", "X", "Pass"]}
#: North 1S ... South 7NT: West to call
SEVEN_NT = {"auction": ["1S", "Pass", "4NT", "Pass", "5H", "Pass", "7NT"]}
#: 1NT by North raised to 3NT, the auction over: East leads
OVER_3NT = {"auction": ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]}
#: North 1S, East 2H: South to call
ONE_S_2H = {"auction": ["1S", "2H"]}


def bound(seat: str, scope: str, law: str) -> dict[str, object]:
    """An obligation to pass already in force (spec §6 ``obligations``)."""
    return {"type": "must_pass", "seat": seat, "scope": scope, "laws": [law]}


#: North 1C, East 1S; South passed over it; West must pass throughout (27B2 earlier)
WEST_BOUND = {
    "auction": ["1C", "1S", "Pass"],
    "obligations": [bound("W", REST, "27B2")],
}
#: North 1C, East passed once already owed: East must pass at his next turn (30A earlier)
EAST_ONCE = {"auction": ["1C"], "obligations": [bound("E", NEXT, "30A")]}

CASES: list[Case] = [
    # ---- 30A: East passes at North's turn, nobody has called --------------------------------
    *alike(
        "law_30a_situation_east_passes_at_dealers_turn_south_chooses",
        EMPTY,
        "E Pass; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "pass_out_of_rotation",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    # refused: back to North; East passes at his next turn (both editions: 30A)
    *alike(
        "law_30a_situation_easts_pass_refused_east_passes_once",
        EMPTY,
        "E Pass; S dir; S ch reject",
        {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
    ),
    # the pass owed is made: nobody bound any more
    *alike(
        "law_30a_situation_easts_owed_pass_made_discharged",
        EMPTY,
        "E Pass; S dir; S ch reject; N 1S; E Pass",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 30B: West passes at his partner East's turn after North's 1H ------------------------
    # 2017 30B1: both free for now; 2007 30B2a: West passes throughout
    *three(
        "law_30b_situation_west_passes_at_partners_turn_refused",
        ONE_H,
        {
            "2017": (
                "W Pass; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "W Pass; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # 2017 30B1b(ii): West bids 2S at his turn, not comparable with a pass: East passes once
    *three(
        "law_30b1b_situation_west_bids_after_pass_out_of_turn_not_comparable",
        ONE_H,
        {
            "2017": (
                "W Pass; N dir; N ch reject; E 1S; S 2H; W 2S; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
        },
    ),
    # 2017 30B1b(i): West passes at his turn, comparable: no rectification
    *three(
        "law_30b1b_situation_west_passes_at_his_turn_comparable",
        ONE_H,
        {
            "2017": (
                "W Pass; N dir; N ch reject; E 1S; S 2H; W Pass; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
        },
    ),
    # ---- 25 (2017 30B2, 2007 30B3): North passes at East's turn after his own 1NT ----------
    *alike(
        "law_30b2_25_situation_north_passes_after_his_1nt_a_change_of_call",
        N_1NT_REBID,
        "N Pass; E dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "irr_has": [("change_of_call", "N")],
            "ruling": {"offender": "N", "chooser": "E", "options": {"accept", "reject"}},
        },
    ),
    # 25B2: refused: 1NT stands; three passes end it: 1NT by North, East leads
    *alike(
        "law_25b2_situation_norths_1nt_stands_and_is_played",
        N_1NT_REBID,
        "N Pass; E dir; fact unintended false; E ch reject; E Pass; S Pass; W Pass",
        {"status": "play", "contract": "1NT", "declarer": "N", "next": "E"},
    ),
    # ---- 31B: West bids 1S at his partner East's turn --------------------------------------
    *three(
        "law_31b_situation_west_bids_at_partners_turn_refused",
        ONE_D,
        {
            "2017": (
                "W 1S; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                "W 1S; N dir; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # 2017 31B2 with 31A2a: West bids 1S at his own turn: comparable, nobody barred
    *three(
        "law_31b2_situation_west_repeats_1s_at_his_turn_comparable",
        ONE_D,
        {
            "2017": (
                "W 1S; N dir; N ch reject; E Pass; S 1H; W 1S; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
        },
    ),
    # 2017 31B2 with 31A2b: West bids 1NT instead: East passes at his next turn
    *three(
        "law_31b2_situation_west_bids_1nt_at_his_turn_east_once",
        ONE_D,
        {
            "2017": (
                "W 1S; N dir; N ch reject; E Pass; S 1H; W 1NT; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
        },
    ),
    # ---- 32: a double at the right-hand opponent's turn ------------------------------------
    # West doubles North's 1S at South's turn; South passes, West doubles again: nothing more
    *alike(
        "law_32a1_32b1_situation_west_repeats_his_double_over_a_pass",
        ONE_S_P,
        "W X; N dir; N ch reject; S Pass; W X",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # South raises to 2S, West doubles that: 2017 32A2a comparable: nothing; 2007 32B2 East
    # passes throughout whatever West called
    *three(
        "law_32a2_32b2_situation_south_raises_west_doubles_again",
        ONE_S_P,
        {
            "2017": (
                "W X; N dir; N ch reject; S 2S; W X; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W X; N dir; N ch reject; S 2S; W X",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 32: East doubles South's 2H at his partner West's turn ----------------------------
    # (25A is asked first: East's own pass is his last call and West has not called since)
    *three(
        "law_32b_32a_situation_east_doubles_at_partners_turn_refused",
        ONE_H_P_2H,
        {
            "2017": (
                "E X; S dir; fact unintended false; S ch reject",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                "E X; S dir; fact unintended false; S ch reject",
                {"status": "auction", "next": "W", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 36: South doubles his partner's 1H; West redoubles his partner's double -----------
    *alike(
        "law_36b2_situation_south_doubles_partners_1h_replaced_by_2h",
        ONE_H_P,
        "S X; W dir; S 2H",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", REST)],
            "irr": [("inadmissible_double", "S", None)],
        },
    ),
    # 36A: West bid 2C over it before it was put right: all cancelled, South calls again free
    *alike(
        "law_36a_situation_west_bid_over_the_double_of_partners_bid",
        ONE_H_P,
        "S X; W 2C; N dir",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *alike(
        "law_36b2_situation_west_redoubles_partners_double_replaced_by_2d",
        ONE_H_X_P,
        "W XX; N dir; W 2D",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", REST)],
            "irr": [("inadmissible_double", "W", None)],
        },
    ),
    # ---- 37: a bid by a player bound to pass ------------------------------------------------
    # West, bound to pass throughout, bids 2D; North has not called: 37B, East and West both
    *alike(
        "law_37b_situation_west_bound_to_pass_bids_2d",
        WEST_BOUND,
        "W 2D; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", REST), ("W", REST)],
            "irr": [("call_when_required_to_pass", "W", None)],
        },
    ),
    # 37A: North called over it: 2D stands, West still passes throughout, East free
    *alike(
        "law_37a_situation_north_called_over_wests_2d",
        WEST_BOUND,
        "W 2D; N 2S; E dir",
        {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
    ),
    # East owes one pass (30A) and bids 1S instead: 37B, East and West pass throughout
    *alike(
        "law_37b_situation_east_owing_one_pass_bids_1s",
        EAST_ONCE,
        "E 1S; S dir",
        {"status": "auction", "next": "S", "must_pass": [("E", REST), ("W", REST)]},
    ),
    # ---- 38: West bids 8C over 7NT ---------------------------------------------------------
    *alike(
        "law_38_situation_west_bids_eight_clubs",
        SEVEN_NT,
        "W 8C; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", REST), ("W", REST)],
            "irr": [("bid_above_seven", "W", None)],
        },
    ),
    # the replacing pass, North's and East's end it: 7NT by South, West leads (my first
    # record had West pass again, a call after the final pass)
    *alike(
        "law_38_situation_seven_nt_played_after_the_bid_of_eight",
        SEVEN_NT,
        "W 8C; N dir; N Pass; E Pass",
        {"status": "play", "contract": "7NT", "declarer": "S", "next": "W"},
    ),
    # ---- 39: calls after the final pass of 3NT by North ------------------------------------
    # 39B: dummy South bids 4NT: cancelled, no rectification, East leads
    *alike(
        "law_39b_situation_dummy_bids_after_the_final_pass",
        OVER_3NT,
        "S 4NT; E dir",
        {"status": "play", "next": "E", "contract": "3NT", "lead": set(), "pcs": set()},
    ),
    # 39B: East, a defender, passes again: nothing (25A asked first: his pass ended the
    # auction and the auction period lasts until the opening lead is faced, 17D)
    *alike(
        "law_39b_situation_defender_passes_after_the_final_pass",
        OVER_3NT,
        "E Pass; N dir; fact unintended false",
        {"status": "play", "next": "E", "contract": "3NT", "lead": set()},
    ),
    # 39C: West doubles: at East's opening lead North may forbid a suit (26B; 2007 26B)
    *alike(
        "law_39c_situation_west_doubles_after_the_final_pass",
        OVER_3NT,
        "W X; N dir",
        {
            "status": "awaiting_choice",
            "contract": "3NT",
            "ruling": {
                "chooser": "N",
                "options_has": {"prohibit_suit:S", "prohibit_suit:H", "no_restriction"},
            },
        },
    ),
    *alike(
        "law_39c_26b_situation_spades_forbidden_to_east",
        OVER_3NT,
        "W X; N dir; N ch prohibit_suit:S",
        {"status": "play", "next": "E", "lead": {("E", "prohibit_suit", "S")}},
    ),
    # ---- 27: South's 2D over East's 2H -----------------------------------------------------
    # 27B1a: replaced by 3D, both natural: nothing more
    *three(
        "law_27b1a_situation_2d_over_2h_replaced_by_3d",
        ONE_S_2H,
        {
            "2017": (
                "S 2D; W dir; fact artificial false; W ch reject; S 3D",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                "S 2D; W dir; W ch reject; S 3D; fact artificial false",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    # a double of 2H showing diamonds: 2017 27B1b comparable, nothing more; 2007 27B1b the
    # same meaning: nothing more either (27B3 only 'except as in B1b')
    *three(
        "law_27b1b_situation_2d_replaced_by_a_double_of_the_same_meaning",
        ONE_S_2H,
        {
            "2017": (
                "S 2D; W dir; fact artificial false; W ch reject; S X; fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                "S 2D; W dir; W ch reject; S X; fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    # a double that is not comparable: 27B3 in both editions: the double cancelled, South
    # must call again, North passes throughout (my first 2017 expectation, 27B2 with West
    # next, missed seed 000's 27B3)
    *three(
        "law_27b3_situation_2d_replaced_by_a_double_not_comparable",
        ONE_S_2H,
        {
            "2017": (
                "S 2D; W dir; fact artificial false; W ch reject; S X; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("N", REST)]},
            ),
            "2007": (
                "S 2D; W dir; W ch reject; S X; fact comparable false",
                {"status": "auction", "next": "S", "must_pass": [("N", REST)]},
            ),
        },
    ),
    # 27A: West accepts 2D: West calls, nobody bound
    *three(
        "law_27a1_situation_west_accepts_2d_over_2h",
        ONE_S_2H,
        {
            "2017": (
                "S 2D; W dir; fact artificial false; W ch accept",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                "S 2D; W dir; W ch accept",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check15_auction(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


def test_check15_auction_counts() -> None:
    assert len(CASES) >= 40
    assert {c.record["edition"] for c in CASES} == {"2017", "2007"}
