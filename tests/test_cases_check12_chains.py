"""Twelfth blind check (issue 13), part 6: chains, two or three
irregularities on one board, the obligations they leave on one player,
hands unknown: an insufficient bid whose partner, bound to pass, bids
(27B2 then 37B: both pass throughout); a pass out of turn whose once-pass
is broken (30A then 37B); an opening lead refused and a suit forbidden,
the restriction gone once partner has led (54D, 50D2a); a major penalty
card kept while its holder follows suit (50D1); a lead out of turn
accepted, then a lead from the wrong hand (53A, 55A); an insufficient bid
accepted, then a bid at partner's turn (27A1, 31B); a premature play and
the penalty card it leaves played to the same trick (57A, 50D1); an
honour shown in the auction (24B: partner passes once, a major penalty
card into the play); a withdrawn 1S replaced by a jump and the lead
restriction that follows (2017 26B: a suit East did not name; 2007 26A1: spades named legally by
the same player, none). Expectations set down from the seeds before the
records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import board, run6
from check7_cases import contract
from check9_cases import EDITIONS
from check11_cases import NEXT, REST, alike, three

#: North opened 1NT: East to call
ONE_NT = {"auction": ["1NT"]}
#: North opened 1D: East to call
ONE_D = {"auction": ["1D"]}
#: North opened 1S: East to call
ONE_S = {"auction": ["1S"]}
#: 4S by South before the opening lead: West to lead
S_4S = contract("4S", "S")
#: 4S by South after four tricks: West on lead
S_4S_W = contract("4S", "S", 2, 2, leader="W")
#: 3NT by South (dummy North) after eight tricks: West on lead
S_3NT_W = contract("3NT", "S", 4, 4, leader="W")
#: 4H by East (dummy West) after five tricks: North on lead
E_4H_N = contract("4H", "E", 2, 3, leader="N")
#: North opened 1H: East to call
ONE_H = {"auction": ["1H"]}
#: 4H by North (dummy South) after four tricks: North led ♠5
N_4H_S5 = contract("4H", "N", 2, 2, current=["N:S5"])

IB = "E 1S; S dir; fact unintended false; fact artificial false; S ch reject"
JUMP = f"{IB}; E 3S; fact comparable false"

CASES: list[Case] = [
    # ---- 27B2 then 37B: West, bound to pass, bids 4S ---------------------------------------------
    *alike(
        "law_27b2_37b_chain_west_bound_to_pass_bids_both_pass_throughout",
        ONE_NT,
        f"{JUMP}; S Pass; W 4S; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", REST), ("W", REST)],
            "irr_has": [("insufficient_bid", "E"), ("call_when_required_to_pass", "W")],
        },
    ),
    # 37A: North calls over West's 4S first: it stands, West still passes throughout
    *alike(
        "law_27b2_37a_chain_north_calls_over_wests_4s",
        ONE_NT,
        f"{JUMP}; S Pass; W 4S; N 5C",
        {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
    ),
    # ---- 30A then 37B: South's once-pass broken ---------------------------------------------
    *alike(
        "law_30a_37b_chain_south_bids_when_bound_to_pass_once",
        ONE_D,
        "S Pass; W dir; fact artificial false; W ch reject; E 1H; S 1S; W dir",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", REST), ("S", REST)],
            "irr_has": [("pass_out_of_rotation", "S"), ("call_when_required_to_pass", "S")],
        },
    ),
    # ---- 54D, 50D2a: the opening lead refused, hearts forbidden, West leads a diamond ------------
    # the ban lasts while West keeps the lead: with his trick under way it is still there
    *alike(
        "law_54d_50d2a_chain_hearts_forbidden_west_leads_a_diamond",
        S_4S,
        "E card H5; S dir; S ch require_retraction; S ch prohibit_suit:H; W card D4",
        {"status": "play", "next": "N", "pcs": set(), "lead": {("W", "prohibit_suit", "H")}},
    ),
    # 50D2b: no restriction chosen: ♥5 stays after West's lead
    *alike(
        "law_54d_50d2b_chain_no_restriction_heart_five_stays",
        S_4S,
        "E card H5; S dir; S ch require_retraction; S ch no_restriction; W card D4",
        {"status": "play", "next": "N", "pcs": {("E", "H5", "major")}},
    ),
    # ---- 50D1: East keeps his ♠K while he follows to a club -----------------------------------
    *alike(
        "law_50d1_chain_penalty_king_kept_while_east_follows_suit",
        S_4S_W,
        "E exp SK; S dir; S ch no_restriction; W card C3; N card C2; E card C4",
        {"status": "play", "next": "S", "pcs": {("E", "SK", "major")}},
    ),
    # ---- 53A then 55A: East's lead accepted, then declarer leads from his own hand --------------
    *alike(
        "law_53a_55a_chain_lead_accepted_then_lead_from_hand",
        S_3NT_W,
        "E card D5; S dir; S ch accept; S card D2; W card D3; N card DA; "
        "S card C2; W dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "choosers": ["W", "E"],
            "irr_has": [("lead_out_of_turn", "E"), ("lead_from_wrong_hand", "S")],
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "S"},
        },
    ),
    # ---- 56, 50D2a: South's lead refused, clubs required, North leads one: nothing left ----------
    *alike(
        "law_56_50d2a_chain_clubs_required_north_leads_a_club",
        E_4H_N,
        "S card C4; E dir; E ch reject; E ch require_suit:C; N card C7",
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
    # ---- 29A then 27: South's bid at East's turn accepted by West, then North's 1NT over 2C ------
    *three(
        "law_29a_27_chain_accepted_bid_out_of_turn_then_insufficient_1nt",
        ONE_H,
        {
            "2017": (
                "S 1S; W 2C; N 1NT; E dir",
                {
                    "status": "awaiting_fact",
                    "question": "artificial",
                    "irr_has": [("bid_out_of_rotation", "S"), ("insufficient_bid", "N")],
                },
            ),
            "2007": (
                "S 1S; W 2C; N 1NT; E dir",
                {
                    "status": "awaiting_choice",
                    "irr_has": [("bid_out_of_rotation", "S"), ("insufficient_bid", "N")],
                    "ruling": {"irregularity": "insufficient_bid", "offender": "N", "chooser": "E"},
                },
            ),
        },
    ),
    # ---- 27A1 then 31B: 1H accepted by South's 2H, then East bids at West's turn ---------------
    *alike(
        "law_27a1_31b_chain_accepted_insufficient_bid_then_east_bids_again",
        ONE_S,
        "E 1H; S 2H; E 3H; S dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "irr_has": [("insufficient_bid", "E"), ("bid_out_of_rotation", "E")],
            "ruling": {"irregularity": "bid_out_of_rotation", "offender": "E", "chooser": "S"},
        },
    ),
    # ---- 57A then 50D1: West's early ♠K is played to the same trick ----------------------------
    *alike(
        "law_57a_50d1_chain_west_plays_the_penalty_king_to_the_trick",
        N_4H_S5,
        "W card SK; N dir; N ch lowest; E card S3; S card S2; W card SK",
        {"status": "play", "next": "W", "pcs": set(), "tricks": None},
    ),
    # ---- 24B: East shows the ♥K in the auction ---------------------------------------------------
    # West passes once; East defends with ♥K a major penalty card and leads
    *alike(
        "law_24b_chain_heart_king_shown_west_passes_once",
        ONE_S,
        "E exp HK; S dir",
        {"status": "auction", "next": "E", "must_pass": [("W", NEXT)]},
    ),
    *alike(
        "law_24b_50_chain_heart_king_penalty_card_into_the_play",
        ONE_S,
        "E exp HK; S dir; E Pass; S 2S; W Pass; N Pass; E Pass",
        {
            "status": "play",
            "next": "E",
            "contract": "2S",
            "declarer": "N",
            "must_pass": [],
            "pcs": {("E", "HK", "major")},
        },
    ),
    # ---- 27B2 then 26: the withdrawn 1S and West's first lead ------------------------------------
    *three(
        "law_27b2_26_chain_withdrawn_1s_west_leads_against_4h",
        ONE_NT,
        {
            # 2017 26B: not replaced by a comparable call: declarer may forbid West a suit East
            # did not name in the legal auction (not spades: East bid 3S)
            "2017": (
                f"{JUMP}; S 4H; W Pass; N Pass; E Pass",
                {
                    "status": "awaiting_choice",
                    "contract": "4H",
                    "declarer": "S",
                    "ruling": {
                        "chooser": "S",
                        "options_has": {"prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"},
                        "options_not": {"prohibit_suit:S"},
                    },
                },
            ),
            # 2007 26A1: East named spades himself in the legal auction (3S): no lead restriction
            "2007": (
                f"{JUMP}; S 4H; W Pass; N Pass; E Pass",
                {"status": "play", "next": "W", "contract": "4H", "declarer": "S", "lead": set()},
            ),
        },
    ),
]

#: the whole board on rule_cases.DEAL: 3NT by North; East cashes three diamonds, dummy's ♥A
#: wins trick 4, and on dummy's ♣Q (trick 5) East discards ♠8 holding three clubs; he follows
#: to trick 6: the revoke is established (63A1); North then claims nine in all
NT_REVOKE = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; "
    "E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; N card D9; "
    "E card DQ; S card DJ; W card D7; N card DT; E card HK; S card HA; W card H2; N card H4; "
    "S card CQ; W card C8; N card C2; E card S8; S card C7; W card C9; N card CA; E card C4; "
    "N claim 9; E agree; W agree"
)
#: 4S by North: East ruffs North's ♥J with ♠8 holding ♥K (trick 6) and wins it, leads
#: his ♦2 (63A1), dummy ruffs; North claims eight in all (East-West one more after the revoke)
SUIT_REVOKE = (
    "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; "
    "E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; N card D9; "
    "E card DQ; S card DJ; W card D7; N card DT; E card C6; S card C7; W card C8; N card CA; "
    "N card HQ; E card H3; S card H8; W card H2; N card HJ; E card S8; S card H9; W card H5; "
    "E card D2; S card S6; W card C9; N card C2; N claim 8; E agree; W agree"
)

CASES += [
    # 64A2: the revoke trick won by dummy, East-West one trick after it: one trick, 3NT + 1
    *[
        Case(
            f"law_44c_63a1_64a2_77_chain_east_discards_on_a_club_then_claim_{ed}",
            board(NT_REVOKE, ed),
            {
                "status": "complete",
                "tricks": {"NS": 10, "EW": 3},
                "score": {"NS": 430, "EW": -430},
                "adjust": [("64A2", "NS", 1)],
                "irr_has": [("revoke", "E")],
            },
        )
        for ed in EDITIONS
    ],
    # 64A1: East won the revoke trick and one more: two tricks, 4S made
    *[
        Case(
            f"law_44c_63a1_64a1_77_chain_east_ruffs_holding_a_heart_then_claim_{ed}",
            board(SUIT_REVOKE, ed),
            {
                "status": "complete",
                "tricks": {"NS": 10, "EW": 3},
                "score": {"NS": 420, "EW": -420},
                "adjust": [("64A1", "NS", 2)],
                "irr_has": [("revoke", "E")],
            },
        )
        for ed in EDITIONS
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_chains(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
