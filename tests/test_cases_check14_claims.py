"""Fourteenth blind check (issue 13 "accuracy"), claims and concessions
(68-71) as the director meets them mid-board, hands unknown, in both
editions (and under the NBB rubber rules where the points are plain):
claims agreed (69A) by declarer and by a defender, of all or part of the
tricks left, doubled and redoubled, vulnerable from the board number (Law 2),
with a trick under way (68A) and a penalty card on the table; a revoke found
after an agreed claim (64A1, 64A2, and no trick moved when the offending
side won nothing from the revoke trick on); a disputed claim settled with
the director's figure (70, hands unknown); agreement withdrawn (69B); a
concession cancelled (71); a defender's concession his partner objects to
(68B2). Every figure counted by hand from seed 000 (Laws 64, 68-71, 77) and
seed 001 (rules 30-34) before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check9_cases import revokes
from check11_cases import alike
from test_cases_check12_claims import done, sheet

BY_NS = "E agree; W agree"
BY_EW = "N agree; S agree"

#: 5D by South after eight tricks (NS 6, EW 2), South on lead
S_5D = contract("5D", "S", 6, 2, leader="S")
#: 3HX by West after ten tricks (NS 3, EW 7), West on lead
W_3HX = contract("3HX", "W", 3, 7, leader="W")
#: 7NT by North after seven tricks, all to North-South, North on lead
N_7NT = contract("7NT", "N", 7, 0, leader="N")
#: 4S by East after nine tricks (NS 4, EW 5), East on lead
E_4S = contract("4S", "E", 4, 5, leader="E")
#: 1NT by North after twelve tricks (NS 6, EW 6), North on lead
N_1NT = contract("1NT", "N", 6, 6, leader="N")
#: 2SXX by South after eight tricks (NS 5, EW 3), South on lead
S_2SXX = contract("2SXX", "S", 5, 3, leader="S")
#: 6C by West after ten tricks (NS 1, EW 9), West on lead
W_6C = contract("6C", "W", 1, 9, leader="W")
#: 3NT by North after eight tricks (NS 6, EW 2), East on lead with ♠J a major penalty card
N_3NT_PC = contract("3NT", "N", 6, 2, leader="E", penalty_cards=[pc("E", "SJ")])
#: 4H by South after nine tricks (NS 5, EW 4), West on lead
S_4H = contract("4H", "S", 5, 4, leader="W")
#: 3S by North after ten tricks (NS 7, EW 3), North on lead
N_3S = contract("3S", "N", 7, 3, leader="N")
#: 3NT by North after eight tricks (NS 6, EW 2), North on lead
N_3NT = contract("3NT", "N", 6, 2, leader="N")
#: 4S by North after nine tricks (NS 7, EW 2), North on lead
N_4S = contract("4S", "N", 7, 2, leader="N")
#: 3NT by South after nine tricks (NS 5, EW 4), West on lead
S_3NT = contract("3NT", "S", 5, 4, leader="W")
#: 2H by West after nine tricks (NS 3, EW 6), West on lead
W_2H = contract("2H", "W", 3, 6, leader="W")
#: 4H by East after nine tricks (NS 3, EW 6), East on lead
E_4H = contract("4H", "E", 3, 6, leader="E")
#: 3NT by North after nine tricks (NS 6, EW 3), East on lead
N_3NT_E = contract("3NT", "N", 6, 3, leader="E")
#: 2H by North after twelve tricks (NS 6, EW 6): East led ♣A to the last trick
N_2H_T13 = contract("2H", "N", 6, 6, current=["E:CA"])
#: 6S by South after eleven tricks (NS 10, EW 1), South on lead, West's ♦4 a minor penalty card
S_6S_PC = contract("6S", "S", 10, 1, leader="S", penalty_cards=[pc("W", "D4", "minor")])

CASES: list[Case] = [
    # ---- 68A, 69A: agreed -----------------------------------------------------------------------
    # 5D made: 100 + 300; rubber 30: 100 trick points
    *alike(
        "law_68a_69a_situation_south_claims_the_rest_5d_made_400",
        S_5D,
        f"S claim 11; {BY_NS}",
        done(11, 400),
        rubber=sheet(11, 100, 0),
    ),
    # Law 2: board 5, North-South vulnerable: 100 + 500
    *alike(
        "law_2_69a_situation_south_claims_5d_board_5_600",
        S_5D,
        f"S claim 11; {BY_NS}",
        done(11, 600),
        board=5,
    ),
    # 3HX + 1 not vulnerable: 180 + 300 + 50 + 100
    *alike(
        "law_68a_69a_situation_west_claims_3hx_plus_one_630",
        W_3HX,
        f"W claim 10; {BY_EW}",
        done(3, -630),
    ),
    # 7NT made not vulnerable: 220 + 300 + 1000
    *alike(
        "law_68a_69a_situation_north_claims_grand_slam_1520",
        N_7NT,
        f"N claim 13; {BY_NS}",
        done(13, 1520),
    ),
    # a claim of part of the rest: eight for East-West, 4S two down, 100
    *alike(
        "law_68a_69a_situation_east_claims_three_of_four_two_down",
        E_4S,
        f"E claim 8; {BY_EW}",
        done(5, 100),
        rubber=sheet(5, 100, 0),
    ),
    # the last trick: 1NT made, 40 + 50; rubber 30: 30
    *alike(
        "law_68a_69a_situation_north_claims_the_last_trick_1nt_90",
        N_1NT,
        f"N claim 7; {BY_NS}",
        done(7, 90),
        rubber=sheet(7, 30, 0),
    ),
    # 2SXX + 1: 240 + 300 + 100 + 200
    *alike(
        "law_68a_69a_situation_south_claims_2sxx_plus_one_840",
        S_2SXX,
        f"S claim 9; {BY_NS}",
        done(9, 840),
    ),
    # Law 2: board 6, East-West vulnerable: 6C made, 120 + 500 + 750
    *alike(
        "law_2_69a_situation_west_claims_6c_board_6_1370",
        W_6C,
        f"W claim 12; {BY_EW}",
        done(1, -1370),
        board=6,
    ),
    # a major penalty card of East's on the table: 3NT + 2, 100 + 300 + 60
    *alike(
        "law_68a_69a_situation_north_claims_over_easts_penalty_card",
        N_3NT_PC,
        f"N claim 11; {BY_NS}",
        done(11, 460),
    ),
    # a minor penalty card: 6S made, 180 + 300 + 500
    *alike(
        "law_68a_69a_situation_south_claims_6s_over_a_minor_penalty_card",
        S_6S_PC,
        f"S claim 12; {BY_NS}",
        done(12, 980),
    ),
    # a defender claims: East-West eight tricks, 4H five down, 250
    *alike(
        "law_68a_69a_situation_west_claims_against_4h_five_down",
        S_4H,
        f"W claim 8; {BY_EW}",
        done(5, -250),
    ),
    # 68B1: declarer concedes one of three: 3S made, 140
    *alike(
        "law_68b1_69a_situation_north_concedes_one_3s_made_140",
        N_3S,
        f"N concede 1; {BY_NS}",
        done(9, 140),
    ),
    # 68A (last sentence): a statement about the trick in progress alone is no claim;
    # the agreements have no effect and dummy plays second to East's ♣A
    *alike(
        "law_68a_situation_claim_of_the_last_trick_under_way_is_no_claim",
        N_2H_T13,
        f"E claim 7; {BY_EW}",
        {"status": "play", "next": "S", "without_effect": 3},
    ),
    # ---- a revoke found after an agreed claim (64A with 69A) ------------------------------------
    # 64A1: East won his revoke trick and one more: both East-West tricks move; 5D + 2, 440
    *alike(
        "law_64a1_69a_situation_revoke_found_after_souths_claim_5d",
        S_5D,
        ev(f"S claim 11; {BY_NS}", revokes(("E", 3, "E", 1))),
        done(13, 440, irr_has=[("revoke", "E")]),
    ),
    # 64A2: North won West's revoke trick, East-West won none after it: no trick moves
    *alike(
        "law_64a2_69a_situation_revoke_found_after_claim_nothing_won_after",
        N_3NT,
        ev(f"N claim 11; {BY_NS}", revokes(("W", 5, "N", 0))),
        done(11, 460, irr_has=[("revoke", "W")]),
    ),
    # 64A1 against declarer's side: South won his own revoke trick and one more:
    # two tricks to East-West after West's claim: 4H seven down, 350
    *alike(
        "law_64a1_69a_situation_declarer_revoked_west_claims",
        S_4H,
        ev(f"W claim 8; {BY_EW}", revokes(("S", 2, "S", 1))),
        done(3, -350, irr_has=[("revoke", "S")]),
    ),
    # ---- 70: disputed, the director's figure --------------------------------------------------
    # North claims all four left: one goes to the defenders, 4S made, 420
    *alike(
        "law_68d_70_situation_north_claims_all_director_gives_ten",
        N_4S,
        ev("N claim 11; E dispute; E dir", [fact("claim_award", 10)]),
        done(10, 420),
    ),
    # a defender claims eight, the director gives East-West six: 3NT two down, 100
    *alike(
        "law_68d_70_situation_west_claims_against_3nt_director_gives_six",
        S_3NT,
        ev("W claim 8; S dispute; S dir", [fact("claim_award", 6)]),
        done(7, -100),
    ),
    # ---- 69B: agreement withdrawn, one trick restored to North-South: 2H + 1, 140 --------------
    *alike(
        "law_69b_situation_north_south_withdraw_agreement_2h",
        W_2H,
        ev(f"W claim 10; {BY_EW}; N dispute; N dir", [fact("claim_award", 9)]),
        done(4, -140),
    ),
    # ---- 71: declarer conceded two tricks, the director restores one: 4H made, 420 -----------
    *alike(
        "law_71_situation_east_conceded_two_director_restores_one",
        E_4H,
        ev(f"E concede 2; {BY_EW}; E dir", [fact("claim_award", 10)]),
        done(3, -420),
    ),
    # ---- 68B2: East concedes, West objects at once: nothing conceded, East still leads ---------
    *alike(
        "law_68b2_situation_east_concedes_west_objects",
        N_3NT_E,
        "E concede 2; W dispute",
        {"status": "play", "next": "E", "irr_has": [("concession", "E")]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check14_claims(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
