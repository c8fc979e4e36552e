"""Twelfth blind check (issue 13), part 3: claims and concessions (68-71)
as the director meets them mid-board, hands unknown: declarer's claims
agreed (69A) making or failing the contract, with the trick under way (68A
covers it), vulnerable from the board number (Law 2); a defender's claim
and a defender's concession agreed; a disputed claim the director settles
(68D, 70; 2007 70E for an unstated finesse), a claim the defenders agreed
to and then withdrew their agreement (69B, in both editions), declarer's
concession of everything (68B1), and the NBB rubber rules' counterparts
(26, 54; points from rules 30-32). Each figure counted by hand from the
seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check8_cases import ev
from check11_cases import alike

#: 5H by North after ten tricks (NS 8, EW 2), North on lead: three left
N_5H = contract("5H", "N", 8, 2, leader="N")
#: 3NT by South after ten tricks (NS 7, EW 3): West led ♣5 to trick 11
S_3NT_T11 = contract("3NT", "S", 7, 3, current=["W:C5"])
#: 4S by East after ten tricks (NS 2, EW 8), North on lead
E_4S = contract("4S", "E", 2, 8, leader="N")
#: 6NT by South after ten tricks (NS 9, EW 1), South on lead
S_6NT = contract("6NT", "S", 9, 1, leader="S")
#: 7S by South after ten tricks (NS 10), South on lead
S_7S = contract("7S", "S", 10, 0, leader="S")
#: 2D by West after eight tricks (NS 3, EW 5), North on lead: five left
W_2D = contract("2D", "W", 3, 5, leader="N")
#: 2S by North after ten tricks (NS 5, EW 5): East led ♥A to trick 11
N_2S_T11 = contract("2S", "N", 5, 5, current=["E:HA"])
#: 3C by East after eight tricks (NS 4, EW 4), East on lead
E_3C = contract("3C", "E", 4, 4, leader="E")
#: 4H by West after nine tricks (NS 2, EW 7), West on lead
W_4H = contract("4H", "W", 2, 7, leader="W")

BY_NS = "E agree; W agree"
BY_EW = "N agree; S agree"


def done(ns: int, points: int, **more: object) -> dict[str, object]:
    """The board over with ``ns`` tricks to North-South and their ``points``
    (``more``: other keys the report must have)."""
    return {
        "status": "complete",
        "tricks": {"NS": ns, "EW": 13 - ns},
        "score": {"NS": points, "EW": -points},
        **more,
    }


def sheet(ns: int, ns_points: int, ew_points: int) -> dict[str, object]:
    """The rubber deal over: tricks and each side's points of the deal."""
    return {
        "status": "complete",
        "tricks": {"NS": ns, "EW": 13 - ns},
        "score": {"NS": ns_points, "EW": ew_points},
    }


CASES: list[Case] = [
    # ---- 68A, 69A: declarer's claims agreed ---------------------------------------------------
    # 5H made: 150 + 300; rubber 30: 150
    *alike(
        "law_68a_69a_situation_north_claims_the_rest_5h_made",
        N_5H,
        f"N claim 11; {BY_NS}",
        done(11, 450),
        rubber=sheet(11, 150, 0),
    ),
    # a claim of ten concedes one: 5H one down, 50
    *alike(
        "law_68a_69a_situation_north_claims_ten_5h_one_down",
        N_5H,
        f"N claim 10; {BY_NS}",
        done(10, -50),
        rubber=sheet(10, 0, 50),
    ),
    # Law 2: board 7 everybody vulnerable: 150 + 500
    *alike(
        "law_2_68a_69a_situation_north_claims_5h_on_board_7_650",
        N_5H,
        f"N claim 11; {BY_NS}",
        done(11, 650),
        board=7,
    ),
    # the claim covers trick 11 under way: 3NT + 1, 430; rubber 100 + 40 (rule 31)
    *alike(
        "law_68a_69a_situation_south_claims_with_trick_eleven_under_way",
        S_3NT_T11,
        f"S claim 10; {BY_NS}",
        done(10, 430),
        rubber=sheet(10, 140, 0),
    ),
    # Law 2: board 13, 6NT vulnerable: 190 + 500 + 750
    *alike(
        "law_2_68a_69a_situation_south_claims_6nt_board_13_1440",
        S_6NT,
        f"S claim 12; {BY_NS}",
        done(12, 1440),
        board=13,
    ),
    # Law 2: board 16, East-West vulnerable: 4H + 1 by West, 120 + 500 + 30
    *alike(
        "law_2_68a_69a_situation_west_claims_4h_plus_one_board_16",
        W_4H,
        f"W claim 11; {BY_EW}",
        done(2, -650),
        board=16,
    ),
    # ---- a defender's claim and concession, agreed -------------------------------------------
    # West claims four for his side: 5H two down, 100; rubber 32: 100
    *alike(
        "law_68a_69a_situation_west_claims_two_more_against_5h",
        N_5H,
        f"W claim 4; {BY_EW}",
        done(9, -100),
        rubber=sheet(9, 0, 100),
    ),
    # North concedes two of the three left: 4S by East made, 420; rubber 120
    *alike(
        "law_68b_69a_situation_north_concedes_two_4s_made",
        E_4S,
        f"N concede 2; {BY_NS}",
        done(3, -420),
        rubber=sheet(3, 0, 120),
    ),
    # ---- declarer concedes ------------------------------------------------------------------
    # one trick of the three, with trick 11 under way: 2S one down
    *alike(
        "law_68b_69a_situation_north_concedes_one_with_trick_eleven_under_way",
        N_2S_T11,
        f"N concede 1; {BY_NS}",
        done(7, -50),
        rubber=sheet(7, 0, 50),
    ),
    # 68B1: East concedes all five left: 3C five down, 250 (rubber 32: 250)
    *alike(
        "law_68b1_69a_situation_east_concedes_all_five_3c_five_down",
        E_3C,
        f"E concede 5; {BY_EW}",
        done(9, 250),
        rubber=sheet(9, 250, 0),
    ),
    # ---- 68D, 70: disputed, the director settles ---------------------------------------------
    *alike(
        "law_68d_70_situation_north_claims_eleven_director_gives_ten",
        N_5H,
        ev("N claim 11; E dispute; E dir", [fact("claim_award", 10)]),
        done(10, -50),
        rubber=sheet(10, 0, 50),
    ),
    # 70 (2007 70E): a finesse the statement left out; the director gives twelve: 7S one down
    *alike(
        "law_70e_situation_grand_slam_claim_unstated_finesse_twelve",
        S_7S,
        ev(
            [{"by": "S", "claim": 13, "statement": "♠AKQ, ♥AQ"}],
            "E dispute; E dir",
            [fact("claim_award", 12)],
        ),
        done(12, -50),
        rubber=sheet(12, 0, 50),
    ),
    # a defender's claim disputed by declarer: the director gives North-South six, 2D one down
    *alike(
        "law_68d_70_situation_north_claims_against_2d_director_gives_six",
        W_2D,
        ev("N claim 7; W dispute; W dir", [fact("claim_award", 6)]),
        done(6, 50),
        rubber=sheet(6, 50, 0),
    ),
    # ---- 69B: agreement withdrawn --------------------------------------------------------------
    # the defenders agreed to lose two of three and withdraw: the director gives NS nine
    *alike(
        "law_69b_situation_defenders_withdraw_agreement_to_a_claim_of_ten",
        N_5H,
        ev(f"N claim 10; {BY_NS}; W dispute; W dir", [fact("claim_award", 9)]),
        done(9, -100),
    ),
    # declarer's side agreed to West's claim and withdraws: the director gives East-West two
    # (the figure is the claimer's side's), NS eleven
    *alike(
        "law_69b_situation_declarers_side_withdraws_agreement_to_wests_claim",
        N_5H,
        ev(f"W claim 3; {BY_EW}; S dispute; S dir", [fact("claim_award", 2)]),
        done(11, 450),
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_claims(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
