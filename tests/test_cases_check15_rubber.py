"""Fifteenth blind check (issue 13 "accuracy"), the NBB rubber rules (seed
001) in positions the earlier rounds did not use, hands unknown: a bid at
the right-hand opponent's turn by West (39(2): East passes once; 39(3):
North called over it); the insufficient bid put right by the offender
himself (40(2)), replaced in another denomination after attention was
drawn (40(1): partner passes once) and called over (40(3)); a pass after
the auction (41 names bids only) and a defender's bid (41: declarer names
the partner's first lead); a double of partner's bid (42(c)) and a bid of
eight allowed as seven (42(a), (III)); the dummy's warning about the hand
to lead (51(1)); a quitted trick inspected (53); a dummy's revoke
corrected without penalty (55(1)(a)(III)); the established revoke's two
tricks and one more for a later one by the same side, and never a trick
won before the first revoke (55(6)); the scores of doubled and redoubled
deals (30-32). Expectations set down from seed 001 before the records were
run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check9_cases import revokes
from check11_cases import NEXT, three
from test_cases_check12_claims import sheet

#: North 1C, East passed: South to call
ONE_C_P = {"auction": ["1C", "Pass"]}
#: North 1S, East 2H: South to call
ONE_S_2H = {"auction": ["1S", "2H"]}
#: 3NT by North, the auction over: East to lead
OVER_3NT = {"auction": ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]}
#: North 1H, East passed: South to call
ONE_H_P = {"auction": ["1H", "Pass"]}
#: North 1S ... South 7NT: West to call
SEVEN_NT = {"auction": ["1S", "Pass", "4NT", "Pass", "5H", "Pass", "7NT"]}
#: North 1C ... 7C by South: West to call
SEVEN_C = {"auction": ["1C", "Pass", "4NT", "Pass", "5H", "Pass", "7C"]}
#: 4H by South after four tricks: dummy North on lead
S_4H_N = contract("4H", "S", 2, 2, leader="N")
#: 4H by South after six tricks: South on lead
S_4H_S6 = contract("4H", "S", 3, 3, leader="S")
#: 4H by South after four tricks: West led ♣5, dummy North ♦3
S_4H_C5 = contract("4H", "S", 2, 2, current=["W:C5", "N:D3"])
#: 4S by South, the play over: NS 8 tricks
S_4S_8 = contract("4S", "S", 8, 5)


def rb(
    name: str, situation: dict[str, Any], evs: str | list[dict[str, Any]], expect: dict[str, Any]
) -> list[Case]:
    return three(name, situation, {"rubber": (evs, expect)})


def ended(bid: str, declarer: str, ns: int) -> dict[str, Any]:
    return contract(bid, declarer, ns, 13 - ns)


CASES: list[Case] = [
    # ---- 39(2): West bids 1S at South's turn ------------------------------------------------
    *rb(
        "rubber_39_2_west_bids_at_souths_turn_east_passes_once",
        ONE_C_P,
        "W 1S; S dir",
        {"status": "auction", "next": "S", "must_pass": [("E", NEXT)]},
    ),
    *rb(
        "rubber_39_2_easts_once_pass_made",
        ONE_C_P,
        "W 1S; S dir; S 1H; W 1S; N 2C; E Pass",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # 39(3): North, on West's left, bid before attention was drawn: West's bid in turn
    *rb(
        "rubber_39_3_north_bid_over_wests_early_1s",
        ONE_C_P,
        "W 1S; N 2C",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # ---- 40: South's 2D over East's 2H ------------------------------------------------------
    # 40(2): South himself raises to 3D before attention is drawn: regular, no penalty
    *rb(
        "rubber_40_2_south_puts_his_2d_right_himself",
        ONE_S_2H,
        "S 2D; S 3D",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 40(1): attention drawn, South replaces by 3C (any higher bid): North passes once
    *rb(
        "rubber_40_1_south_replaces_by_3c_north_passes_once",
        ONE_S_2H,
        "S 2D; W dir; S 3C",
        {"status": "auction", "next": "W", "must_pass": [("N", NEXT)]},
    ),
    # 40(3): West bid over it first: the 2D counts as sufficient
    *rb(
        "rubber_40_3_west_bid_over_the_insufficient_2d",
        ONE_S_2H,
        "S 2D; W 2S; N dir",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 41 ---------------------------------------------------------------------------------
    # West bids 4S after the auction closed: North names the suit East must lead first
    *rb(
        "rubber_41_west_bids_after_the_auction_north_names_easts_lead",
        OVER_3NT,
        "W 4S; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "W",
                "chooser": "N",
                "options_has": {"require_suit:S", "require_suit:H", "require_suit:C"},
            },
        },
    ),
    *rb(
        "rubber_41_hearts_named_east_must_lead_a_heart",
        OVER_3NT,
        "W 4S; N dir; N ch require_suit:H",
        {"status": "play", "next": "E", "lead": {("E", "require_suit", "H")}},
    ),
    # ---- 42 ---------------------------------------------------------------------------------
    # 42(c): South doubles his partner's 1H: West may ask a new deal or disallow the double
    *rb(
        "rubber_42_c_south_doubles_partners_1h",
        ONE_H_P,
        "S X; W dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "S", "chooser": "W", "options": {"new_deal", "disallow"}},
        },
    ),
    # disallowed: South is deemed to have passed, West calls
    *rb(
        "rubber_42_c_double_disallowed_south_passed",
        ONE_H_P,
        "S X; W dir; W ch disallow",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 42(a): West's 8S over 7C: North may ask a new deal, disallow it or allow it as 7S
    *rb(
        "rubber_42_a_eight_spades_three_options",
        SEVEN_C,
        "W 8S; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "W",
                "chooser": "N",
                "options": {"new_deal", "disallow", "allow"},
            },
        },
    ),
    # allowed: 7S by West, North calls over it
    *rb(
        "rubber_42_a_eight_spades_allowed_as_seven",
        SEVEN_C,
        "W 8S; N dir; N ch allow; N Pass; E Pass; S Pass",
        {"status": "play", "contract": "7S", "declarer": "W", "next": "N"},
    ),
    # over 7NT an 8C allowed as 7C would be no higher bid: the library offers a new deal or
    # the disallowance only (the seed does not say)
    *rb(
        "rubber_42_a_eight_clubs_over_7nt",
        SEVEN_NT,
        "W 8C; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"new_deal", "disallow"}},
        },
    ),
    # disallowed: West is deemed to have passed; North and East pass: 7NT by South
    *rb(
        "rubber_42_a_eight_clubs_disallowed_west_passed_7nt_stands",
        SEVEN_NT,
        "W 8C; N dir; N ch disallow; N Pass; E Pass",
        {"status": "play", "contract": "7NT", "declarer": "S", "next": "W"},
    ),
    # ---- 51(1): dummy North warns declarer about the hand to lead ---------------------------
    # East, on dummy's left, chooses the hand that leads
    *rb(
        "rubber_51_1_dummy_warns_east_chooses_the_hand",
        S_4H_N,
        [fact("dummy_warned_lead", True)],
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "E", "options": {"lead_from:N", "lead_from:S"}},
        },
    ),
    # ---- 53: East turns over trick 3 (not the last): declarer names the suit EW lead first --
    *rb(
        "rubber_53_east_inspects_an_old_trick",
        S_4H_S6,
        [fact("inspected_trick", 3, by="E")],
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "E",
                "chooser": "S",
                "options_has": {"require_suit:S", "require_suit:D"},
            },
        },
    ),
    # ---- 55(1)(a)(III): dummy's revoke corrected, no penalty -------------------------------
    # declarer corrects it with dummy's ♣4 (55(1): no penalty, corrected or not)
    *three(
        "rubber_55_1_a_iii_dummys_revoke_corrected_no_penalty",
        S_4H_C5,
        {
            "rubber": (
                [fact("revoke", {"seat": "N", "trick": 5}), {"by": "N", "card": "C4"}],
                {"status": "play", "next": "E", "pcs": set()},
            )
        },
    ),
    # ---- 55(6): established revokes -----------------------------------------------------------
    # East's revoke in trick 3: EW won it and two more after: two tricks, 4S made, 120
    *rb(
        "rubber_55_6_easts_revoke_two_tricks_4s_made",
        S_4S_8,
        revokes(("E", 3, "E", 2)),
        sheet(10, 120, 0),
    ),
    # West revokes later in trick 7 as well: one more, 4S + 1, 150
    *rb(
        "rubber_55_6_a_second_revoke_by_the_same_side_one_more",
        S_4S_8,
        revokes(("E", 3, "E", 2), ("W", 7, "S", 1)),
        sheet(11, 150, 0),
    ),
    # East's revoke in trick 9 with EW winning one trick from it on: only that one moves
    # (never a trick won before the revoke): NS 9, 4S one down, 50
    *rb(
        "rubber_55_6_only_one_trick_won_after_the_revoke",
        S_4S_8,
        revokes(("E", 9, "S", 1)),
        sheet(9, 0, 50),
    ),
    # dummy's revoke established: no penalty (55(1)(a)(III)): 4S two down, 100
    *rb(
        "rubber_55_dummys_established_revoke_no_transfer",
        S_4S_8,
        revokes(("N", 4, "N", 3)),
        sheet(8, 0, 100),
    ),
    # ---- 30-32: doubled and redoubled deals -------------------------------------------------
    # 4SX made with an overtrick, not vulnerable: 240 + 100
    *rb("rubber_30_31_four_spades_doubled_plus_one", ended("4SX", "S", 11), "", sheet(11, 340, 0)),
    # 3NTX made with an overtrick: 200 + 100
    *rb("rubber_30_31_3nt_doubled_plus_one", ended("3NTX", "N", 10), "", sheet(10, 300, 0)),
    # 4SX three down, not vulnerable: 100 + 150 + 200
    *rb("rubber_32_four_spades_doubled_three_down", ended("4SX", "S", 7), "", sheet(7, 0, 450)),
    # 2HXX by East two down (six tricks: NS 7), not vulnerable: twice the doubled 100 + 150
    # (my first record gave NS 6 tricks, one down)
    *rb(
        "rubber_32_two_hearts_redoubled_two_down",
        ended("2HXX", "E", 7),
        "",
        sheet(7, 500, 0),
    ),
    # 1NTXX by West made: 30 × 4 = 120 below
    *rb("rubber_30_one_nt_redoubled_made", ended("1NTXX", "W", 6), "", sheet(6, 0, 120)),
    # 5C by South three down, vulnerable: like a doubled non-vulnerable contract, 450
    Case(
        "rubber_32_five_clubs_vulnerable_three_down_rubber",
        {
            "edition": "rubber",
            "board": 1,
            "vulnerable": "NS",
            "situation": ended("5C", "S", 8),
            "events": [],
        },
        sheet(8, 0, 450),
    ),
    # ---- 45: declarer leads ♦5 from his hand when dummy is on lead ---------------------------
    # a defender demands the lead from dummy: dummy must lead a diamond if it can
    *rb(
        "rubber_45_defender_demands_the_lead_from_dummy",
        S_4H_N,
        "S card D5; W dir",
        {"status": "awaiting_choice", "ruling": {"offender": "S", "options_has": {"lead_from:N"}}},
    ),
    *rb(
        "rubber_45_dummy_must_lead_a_diamond",
        S_4H_N,
        "S card D5; W dir; W ch lead_from:N",
        {"status": "play", "next": "N", "lead": {("N", "require_suit", "D")}},
    ),
    # West plays to the wrong-hand lead before it is taken back: it stands as from the right
    # hand (45, last words)
    *rb(
        "rubber_45_west_plays_to_the_wrong_hand_lead",
        S_4H_N,
        "S card D5; W card D3",
        {"status": "play", "next": "N", "lead": set()},
    ),
    # ---- West shows ♥Q during the play ---------------------------------------------------
    # before his partner East played to the trick: 47(1)(c), declarer's demands on East (my
    # first expectation, 44's call of the card, missed that East had still to play)
    *rb(
        "rubber_47_1_c_west_shows_heart_queen_before_east_plays",
        contract("4S", "S", 2, 2, current=["S:D2"]),
        "W exp HQ; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "S", "options_has": {"highest", "lowest"}},
        },
    ),
    # after East played to the trick: 44, the ♥Q stays exposed; declarer plays on now
    *rb(
        "rubber_44_west_shows_heart_queen_after_east_played",
        contract("4S", "S", 2, 2, current=["W:C5", "N:C2", "E:C9"]),
        "W exp HQ; S dir",
        {"status": "play", "next": "S", "irr_has": [("exposed_card", "W")]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check15(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


def test_check15_rubber_count() -> None:
    assert len(CASES) >= 25
