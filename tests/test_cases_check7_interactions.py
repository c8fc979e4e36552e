"""Seventh blind check (issue 13), part 4: interactions. Two irregularities
in one auction (an insufficient bid and a bid out of rotation, in either
order), a lead restriction and the leader's own penalty card on one lead
(50D1(b): the restriction comes first), two penalty cards of one defender
after a premature play, a lead out of turn by a defender who already has a
penalty card (51B at his partner's lead), a found revoke followed by a
claim (64A1 / rubber 55(6)), a claim while a penalty card lies on the
table, and a card played while declarer's 57A choice is still open.
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import at, board, run6
from check7_cases import EDITIONS, contract, each, pc, revoke_found

#: East may not lead hearts while he keeps the lead (26B, from West's withdrawn call)
EAST_NO_HEARTS = {
    "type": "lead_restriction",
    "seat": "E",
    "kind": "prohibit_suit",
    "suit": "H",
    "laws": ["26B"],
}

CASES: list[Case] = [
    # ---- two irregularities in one auction --------------------------------------------
    # East's insufficient 1H over 1S, replaced by 2H (27B1a); then West bids 2S at South's
    # turn (31A), refused; South passes and West repeats 2S: no rectification at all
    *[
        Case(
            f"law_27b1a_31a1_insufficient_bid_then_bid_at_rhos_turn_repeated_{ed}",
            board(
                "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H; W 2S; N dir; "
                "N ch reject; S Pass; W 2S",
                ed,
            ),
            {
                "status": "auction",
                "next": "N",
                "must_pass": [],
                "irr_codes": ["insufficient_bid", "bid_out_of_rotation"],
            },
        )
        for ed in EDITIONS
    ],
    # the same, but South bids 3C and West repeats his spades at the three level:
    # 2007 31A2(a): the denomination repeated, partner passes at his next turn;
    # 2017 31A2(a): a comparable call (the director finds it so), no rectification
    Case(
        "law_31a2a_2007_after_27b1a_spades_repeated_partner_passes_once",
        board(
            "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H; W 2S; N dir; "
            "N ch reject; S 3C; W 3S; fact artificial false",
            "2007",
        ),
        {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
    ),
    Case(
        "law_31a2a_2017_after_27b1a_comparable_three_spades_no_rectification",
        board(
            "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H; W 2S; N dir; "
            "N ch reject; S 3C; W 3S; fact comparable true"
        ),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # South's 1S at East's turn (31A), refused by West (his LHO, 29A); East passes, South
    # repeats 1S; then West's insufficient 1D replaced by 2D (27B1a): nothing left to enforce
    *[
        Case(
            f"law_31a1_27b1a_bid_at_rhos_turn_repeated_then_insufficient_bid_{ed}",
            board(
                "N 1H; S 1S; E dir; W ch reject; E Pass; S 1S; W 1D; N dir; "
                "fact artificial false; N ch reject; W 2D",
                ed,
            ),
            {
                "status": "auction",
                "next": "N",
                "must_pass": [],
                "irr_codes": ["bid_out_of_rotation", "insufficient_bid"],
            },
        )
        for ed in EDITIONS
    ],
    # ---- a lead restriction and the leader's own penalty card on one lead ----------------
    # 50D1(b): the 26B prohibition comes first; East leads a spade, his heart queen stays
    *each(
        "law_50d1b_26b_situation_east_leads_a_spade_his_heart_queen_stays",
        contract(
            "3NT",
            "N",
            4,
            4,
            leader="E",
            penalty_cards=[pc("E", "HQ")],
            obligations=[EAST_NO_HEARTS],
        ),
        "E card S8",
        {"status": "play", "next": "S", "pcs": {("E", "HQ", "major")}, "irr": []},
    ),
    # ---- two penalty cards of one defender -------------------------------------------
    # East has the club king (major); he plays the diamond king before West: a second
    # major penalty card; West must play his highest diamond (57A1)
    *each(
        "law_57a_50_situation_east_has_two_major_penalty_cards",
        contract("4S", "S", 4, 2, current=["S:D4"], penalty_cards=[pc("E", "CK")]),
        "E card DK; S dir; S ch highest",
        {
            "status": "play",
            "next": "W",
            "pcs": {("E", "CK", "major"), ("E", "DK", "major")},
        },
    ),
    # he plays the diamond king at his turn (50D1) and wins the trick: the club king
    # stays, and no 50D2 choice (he leads himself)
    *each(
        "law_50d1_situation_east_plays_the_diamond_king_and_leads_club_king_stays",
        contract("4S", "S", 4, 2, current=["S:D4"], penalty_cards=[pc("E", "CK")]),
        "E card DK; S dir; S ch highest; W card D9; N card D3; E card DK",
        {"status": "play", "next": "E", "pcs": {("E", "CK", "major")}},
    ),
    # 51B: West then wins the trick with the diamond ace: declarer chooses for his lead
    # among both penalty cards' suits
    *each(
        "law_51b2_situation_west_wins_declarer_chooses_among_two_suits",
        contract("4S", "S", 4, 2, current=["S:D4"], penalty_cards=[pc("E", "CK")]),
        "E card DK; S dir; S ch highest; W card DA; N card D3; E card DK",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "S",
                "options_has": {"require_suit:C", "prohibit_suit:C"},
            },
            "pcs": {("E", "CK", "major")},
        },
    ),
    # ---- a lead out of turn by a defender who already has a penalty card ---------------
    *each(
        "law_56_51b_situation_west_with_a_club_king_leads_out_of_turn_refused",
        contract("4S", "S", 4, 2, leader="E", penalty_cards=[pc("W", "CK")]),
        "W card D2; S dir; fact opponent_induced false; S ch reject",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "S",
                "options_has": {"require_suit:C", "require_suit:D", "prohibit_suit:D"},
            },
            "pcs": {("W", "CK", "major"), ("W", "D2", "major")},
        },
    ),
    *each(
        "law_53a_situation_west_with_a_club_king_leads_out_of_turn_accepted",
        contract("4S", "S", 4, 2, leader="E", penalty_cards=[pc("W", "CK")]),
        "W card D2; S dir; fact opponent_induced false; S ch accept",
        {"status": "play", "next": "N", "pcs": {("W", "CK", "major")}},
    ),
    # ---- a found revoke, then a claim -------------------------------------------------
    # declarer's revoke in trick 5, won by South; North-South won two tricks after it;
    # West claims the last four: 7 tricks become 5 (64A1): 4S five down, 250
    *each(
        "law_64a1_situation_declarers_revoke_then_defenders_claim_five_down",
        contract("4S", "S", 7, 2, leader="W"),
        [
            *revoke_found("S", 5, "S", 2),
            {"by": "W", "claim": 6},
            {"by": "S", "agree": True},
        ],
        {
            "status": "complete",
            "adjust": [("64A1", "EW", 2)],
            "tricks": {"NS": 5, "EW": 8},
            "score": {"NS": -250, "EW": 250},
        },
    ),
    Case(
        "rubber_55_6_situation_declarers_revoke_then_defenders_claim_five_down",
        at(
            contract("4S", "S", 7, 2, leader="W"),
            [
                *revoke_found("S", 5, "S", 2),
                {"fact": "revoke_established", "value": True, "trick": 5},
                {"by": "W", "claim": 6},
                {"by": "S", "agree": True},
            ],
            "rubber",
        ),
        {"status": "complete", "tricks": {"NS": 5, "EW": 8}, "score": {"NS": 0, "EW": 250}},
    ),
    # ---- a claim with a penalty card on the table --------------------------------------
    *each(
        "law_69a_situation_claim_agreed_with_a_penalty_card_on_the_table",
        contract("4S", "S", 8, 2, leader="S", penalty_cards=[pc("W", "HQ")]),
        "S claim 11; W agree; E agree",
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # ---- a card played while declarer's 57A choice is open -----------------------------
    # West plays before declarer has chosen: the choice stays declarer's
    *each(
        "law_57a_situation_west_plays_before_declarers_choice_choice_stays",
        contract("4S", "S", 4, 2, current=["S:D4"]),
        "E card DK; S dir; W card D2",
        {"status": "awaiting_choice", "ruling": {"offender": "E", "chooser": "S"}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check7_interactions(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
