"""Ninth blind check (issue 13), part 9: claims made with a trick in progress
(68A: the claim covers the trick under way, 69A agreed, 70 disputed and
settled), a defender's concession his partner objects to (68B2), rubber
claims and concessions mid-trick (26, 54) and rubber auction situations;
and the board's vulnerability and dealer taken from its number (Law 2) with
the Law 77 score of the result. Expectations set down from the seeds before
the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract, each
from check8_cases import ev
from check9_cases import scored

#: 4S by South after eight tricks (NS 6, EW 2): West led ♦2 to trick 9, dummy played the ace
S_4S_MID = contract("4S", "S", 6, 2, current=["W:D2", "N:DA"])
#: 3NT by North after seven tricks (NS 5, EW 2): East led ♠5 to trick 8
N_3NT_MID = contract("3NT", "N", 5, 2, current=["E:S5"])

CASES: list[Case] = [
    # ---- claims with a trick under way ------------------------------------------------------
    *each(
        "law_68a_69a_situation_claim_of_ten_during_trick_nine_agreed",
        S_4S_MID,
        "S claim 10; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    *each(
        "law_68a_70_situation_claim_during_trick_nine_disputed_award_nine",
        S_4S_MID,
        ev("S claim 11; W dispute; W dir", [fact("claim_award", 9)]),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": -50, "EW": 50}},
    ),
    # declarer concedes two more in 3NT with the spade lead on the table: 9 tricks, 400
    *each(
        "law_68b1_69a_situation_declarer_concedes_two_during_trick_eight",
        N_3NT_MID,
        "N concede 2; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 400, "EW": -400}},
    ),
    # a defender concedes, his partner objects at once: no concession, play goes on (68B2)
    *each(
        "law_68b2_situation_west_concedes_east_objects_play_goes_on",
        N_3NT_MID,
        "W concede 6; E dispute; S card S2",
        {"status": "play", "next": "W", "irr_has": [("concession", "W")]},
    ),
    # a defender's claim of the rest, agreed by declarer: 3NT two down, 100
    *each(
        "law_68a_69a_situation_east_claims_the_rest_agreed",
        N_3NT_MID,
        "E claim 6; N agree",
        {"status": "complete", "tricks": {"NS": 7, "EW": 6}, "score": {"NS": -100, "EW": 100}},
    ),
    # ---- rubber claims and concessions mid-trick -------------------------------
    Case(
        "rubber_26_situation_claim_of_ten_during_trick_nine_agreed",
        at(S_4S_MID, "S claim 10; E agree; W agree", "rubber"),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}},
    ),
    Case(
        "rubber_54_situation_claim_during_trick_nine_disputed_nine",
        at(S_4S_MID, ev("S claim 11; W dispute; W dir", [fact("claim_award", 9)]), "rubber"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 0, "EW": 50}},
    ),
    Case(
        "rubber_26_situation_declarer_concedes_two_3nt_made_100",
        at(N_3NT_MID, "N concede 2; E agree; W agree", "rubber"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 100, "EW": 0}},
    ),
    # ---- rubber auction situations -----------------------------
    Case(
        "rubber_40_1_situation_auction_insufficient_bid_made_sufficient_partner_passes_once",
        at({"auction": ["1NT"]}, "E 1S; S dir; E 2S", "rubber"),
        {"status": "auction", "next": "S", "must_pass": [("W", "next_turn")]},
    ),
    Case(
        "rubber_39_2_situation_auction_south_bids_at_easts_turn",
        at({"auction": ["1NT"]}, "S 2C; W dir", "rubber"),
        {"status": "auction", "next": "E", "must_pass": [("N", "next_turn")]},
    ),
]

# ---- Law 2 and Law 77: dealer and vulnerability from the board number ---------------------
#: (name, contract, declarer, NS tricks, the board number, NS points)
BOARDS: list[tuple[str, str, str, int, dict[str, Any], int]] = [
    ("law_2_77_board_2_ns_vulnerable_4s_made_620", "4S", "N", 10, {"board": 2}, 620),
    ("law_2_77_board_3_ew_vulnerable_3nt_by_east_plus_one_630", "3NT", "E", 3, {"board": 3}, -630),
    ("law_2_77_board_4_all_vulnerable_6c_made_1370", "6C", "S", 12, {"board": 4}, 1370),
    ("law_2_77_board_5_ns_vulnerable_2sx_by_east_one_down_100", "2SX", "E", 6, {"board": 5}, 100),
    (
        "law_2_77_board_7_all_vulnerable_1ntx_by_west_two_down_500",
        "1NTX",
        "W",
        8,
        {"board": 7},
        500,
    ),
    (
        "law_2_77_board_16_ew_vulnerable_4hx_plus_one_not_vulnerable_690",
        "4HX",
        "S",
        11,
        {"board": 16},
        690,
    ),
    ("law_2_77_board_13_all_vulnerable_7nt_made_2220", "7NT", "N", 13, {"board": 13}, 2220),
    ("law_2_77_board_10_all_vulnerable_3dx_three_down_800", "3DX", "N", 6, {"board": 10}, -800),
    ("law_2_77_board_9_ew_vulnerable_2h_by_west_made_110", "2H", "W", 5, {"board": 9}, -110),
    ("law_2_77_board_12_ns_vulnerable_5cxx_plus_one_1400", "5CXX", "S", 12, {"board": 12}, 1400),
]
CASES += scored(BOARDS)


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_claims_scores(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
