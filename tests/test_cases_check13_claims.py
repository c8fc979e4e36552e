"""Thirteenth blind check (issue 13), claims and concessions (68-71) as the
director meets them mid-board, hands unknown, in both editions and where
they apply the NBB rubber rules (26, 54; points from rules 30-34): claims
agreed (69A) by declarer and by a defender, doubled and redoubled, with the
trick under way (68A), vulnerable from the board number (Law 2); a revoke
found after an agreed claim (the claimed tricks count as won after the
revoke trick, 69A with 64A1 and 64A2, and a revoke by declarer's side); a
disputed claim the director settles with the hands unknown (70B3, the
director's figure); agreement withdrawn (69B); a concession reviewed (71);
a defender's concession his partner objects to at once (68B2); play on
after a disputed claim (2017 68D2b; 2007: play ceases). Each figure
counted by hand from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check9_cases import revokes
from check11_cases import alike, three
from test_cases_check12_claims import done, sheet

#: 4S by East after nine tricks (NS 3, EW 6), East on lead
E_4S = contract("4S", "E", 3, 6, leader="E")
#: 1NTX by South after eleven tricks (NS 6, EW 5), South on lead
S_1NTX = contract("1NTX", "S", 6, 5, leader="S")
#: 2HXX by West after ten tricks (NS 4, EW 6), West on lead
W_2HXX = contract("2HXX", "W", 4, 6, leader="W")
#: 6H by East after eleven tricks (NS 1, EW 10), North on lead
E_6H = contract("6H", "E", 1, 10, leader="N")
#: 4H by South after nine tricks (NS 7, EW 2), South on lead
S_4H = contract("4H", "S", 7, 2, leader="S")
#: 3NT by North after nine tricks (NS 5, EW 4), North on lead
N_3NT = contract("3NT", "N", 5, 4, leader="N")
#: 2S by North after nine tricks (NS 4, EW 5), East on lead
N_2S = contract("2S", "N", 4, 5, leader="E")
#: 5D by West after ten tricks (NS 2, EW 8), West on lead
W_5D = contract("5D", "W", 2, 8, leader="W")
#: 3H by South after ten tricks (NS 6, EW 4), East on lead
S_3H = contract("3H", "S", 6, 4, leader="E")
#: 4S by North after nine tricks (NS 7, EW 2), North on lead
N_4S = contract("4S", "N", 7, 2, leader="N")
#: 3NT by South after ten tricks (NS 8, EW 2), South on lead
S_3NT = contract("3NT", "S", 8, 2, leader="S")
#: 4H by South after nine tricks (NS 6, EW 3), West on lead
S_4H_W = contract("4H", "S", 6, 3, leader="W")
#: 4S by East after ten tricks (NS 2, EW 8), East on lead
E_4S_10 = contract("4S", "E", 2, 8, leader="E")
#: 4S by South after ten tricks (NS 9, EW 1), West on lead, West's ♥Q a major penalty card
S_4S_PC = contract("4S", "S", 9, 1, leader="W", penalty_cards=[pc("W", "HQ")])
#: 6NT by North after eleven tricks (NS 10, EW 1): East led ♦2 to trick 12
N_6NT_T12 = contract("6NT", "N", 10, 1, current=["E:D2"])
#: 3SX by West after nine tricks (NS 3, EW 6), West on lead
W_3SX = contract("3SX", "W", 3, 6, leader="W")

BY_NS = "E agree; W agree"
BY_EW = "N agree; S agree"


CASES: list[Case] = [
    # ---- 68A, 69A: agreed claims ----------------------------------------------------------------
    # 4S made by East: 120 + 300; rubber 30: 120 to East-West
    *alike(
        "law_68a_69a_situation_east_claims_the_rest_4s_made",
        E_4S,
        f"E claim 10; {BY_EW}",
        done(3, -420),
        rubber=sheet(3, 0, 120),
    ),
    # Law 2: board 4, all vulnerable: 120 + 500
    *alike(
        "law_2_68a_69a_situation_east_claims_4s_board_4_620",
        E_4S,
        f"E claim 10; {BY_EW}",
        done(3, -620),
        board=4,
    ),
    # 1NTX + 1: 80 + 50 + 50 + 100; rubber 30, 31: 60 + 100
    *alike(
        "law_68a_69a_situation_south_claims_1ntx_plus_one_280",
        S_1NTX,
        f"S claim 8; {BY_NS}",
        done(8, 280),
        rubber=sheet(8, 160, 0),
    ),
    # West concedes one of three: 2HXX made, 240 + 300 + 100
    *alike(
        "law_68b_69a_situation_west_concedes_one_2hxx_made_640",
        W_2HXX,
        f"W concede 1; {BY_EW}",
        done(5, -640),
    ),
    # a defender's claim of both tricks left: 6H two down; rubber 32: 2 x 50
    *alike(
        "law_68a_69a_situation_north_claims_both_left_against_6h",
        E_6H,
        f"N claim 3; {BY_NS}",
        done(3, 100),
        rubber=sheet(3, 100, 0),
    ),
    # 68A: the claim covers trick 12 under way: 6NT made, 190 + 300 + 500
    *alike(
        "law_68a_69a_situation_north_claims_with_trick_twelve_under_way",
        N_6NT_T12,
        f"N claim 12; {BY_NS}",
        done(12, 990),
    ),
    # Law 2: board 9, East-West vulnerable: 3SX one down, 200
    *alike(
        "law_2_68a_69a_situation_west_claims_eight_3sx_one_down_vulnerable",
        W_3SX,
        f"W claim 8; {BY_EW}",
        done(5, 200),
        board=9,
    ),
    # a penalty card on the table does not stop a claim: 4S + 3, 120 + 300 + 90
    *alike(
        "law_68a_69a_situation_south_claims_over_wests_penalty_card",
        S_4S_PC,
        f"S claim 12; {BY_NS}",
        done(12, 480),
    ),
    # ---- a revoke found after an agreed claim: the claimed tricks count (69A, 64A) ----------
    # 64A1: West won the revoke trick and one later: two tricks; 4H + 3, 120 + 300 + 90
    *alike(
        "law_64a1_69a_situation_revoke_found_after_souths_claim",
        S_4H,
        ev(f"S claim 11; {BY_NS}", revokes(("W", 4, "W", 1))),
        done(13, 510, irr_has=[("revoke", "W")]),
    ),
    # 64A2: North won East's revoke trick: one trick; 3NT + 1, 430
    *alike(
        "law_64a2_69a_situation_revoke_found_after_norths_claim",
        N_3NT,
        ev(f"N claim 9; {BY_NS}", revokes(("E", 2, "N", 2))),
        done(10, 430, irr_has=[("revoke", "E")]),
    ),
    # 64A2 against declarer: South won North's revoke trick: one trick to East-West,
    # after East's claim: 2S five down, 250
    *alike(
        "law_64a2_69a_situation_declarer_revoked_east_claims",
        N_2S,
        ev(f"E claim 9; {BY_EW}", revokes(("N", 3, "S", 2))),
        done(3, -250, irr_has=[("revoke", "N")]),
    ),
    # ---- 68D, 70: disputed, hands unknown: the director's figure (70B3) ----------------------
    *alike(
        "law_68d_70_situation_west_claims_eleven_director_gives_ten",
        W_5D,
        ev("W claim 11; N dispute; N dir", [fact("claim_award", 10)]),
        done(3, 50),
        rubber=sheet(3, 50, 0),
    ),
    # a defender's claim disputed by declarer: East-West keep four, 3H made 140; rubber 90
    *alike(
        "law_68d_70_situation_east_claims_against_3h_director_gives_none_more",
        S_3H,
        ev("E claim 6; S dispute; S dir", [fact("claim_award", 4)]),
        done(9, 140),
        rubber=sheet(9, 90, 0),
    ),
    # ---- 69B: the defenders withdraw their agreement; the director gives North nine ----------
    *alike(
        "law_69b_situation_defenders_withdraw_agreement_4s_nine",
        N_4S,
        ev(f"N claim 10; {BY_NS}; E dispute; E dir", [fact("claim_award", 9)]),
        done(9, -50),
    ),
    # ---- 71: declarer conceded a trick; the director restores it ----------------------------
    *alike(
        "law_71_situation_south_conceded_a_trick_director_gives_eleven",
        S_3NT,
        ev(f"S concede 1; {BY_NS}; S dir", [fact("claim_award", 11)]),
        done(11, 460),
    ),
    # ---- 68B2: West concedes, East objects at once: nothing conceded, play goes on ------------
    *alike(
        "law_68b2_situation_west_concedes_east_objects_play_goes_on",
        S_4H_W,
        "W concede 2; E dispute",
        {"status": "play", "next": "W", "irr_has": [("concession", "W")]},
    ),
    # ---- 68D: play on after a disputed claim: 2017 68D2b when all four agree; 2007 ceases ----
    *three(
        "law_68d2b_situation_all_four_agree_to_play_on",
        E_4S_10,
        {
            "2017": (
                "E claim 11; N dispute; N ch play_on; S ch play_on; E ch play_on; W ch play_on",
                {"status": "play", "next": "E"},
            ),
            "2007": (
                "E claim 11; N dispute; N ch play_on; S ch play_on; E ch play_on; W ch play_on",
                {"status": "awaiting_director"},
            ),
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_claims(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
