"""Ninth blind check (issue 13), part 4: interactions, seed 004's protocols,
Law 9's attention drawn by any player, Law 77 scores and 12C adjusted
scores. Two irregularities in one auction (an insufficient bid and then a
partner's bid when bound to pass: 27B2 then 37B), a withdrawn call's lead
restriction (26B) and a penalty card on the same opening lead, two
obligations on one player (57A's lowest card and a major penalty card), a
lead made while declarer's 50D2 choice is still open, the protocols'
order of questions (insufficient bid: 27C premature replacement, artificial
asked first; penalty card: an honour is major without asking 50B; revoke
corrected before it is established, 62B1), and the scores of Law 77 for
doubled and redoubled contracts in both vulnerabilities. Expectations set
down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import board, run6
from check7_cases import contract, each, pc
from check8_cases import ev
from check9_cases import boards, same, scored

REST = "rest_of_auction"
#: West's insufficient 1NT over 2S refused and replaced by a pass: East passes throughout
W_IB_PASS = "N 1S; E Pass; S 2S; W 1NT; N dir; fact artificial false; N ch reject; W Pass"
#: 3NT by North: North led ♥4 to trick 6, East to play, East holds ♠J as a major penalty card
N_3NT_H4_PC = contract("3NT", "N", 3, 2, current=["N:H4"], penalty_cards=[pc("E", "SJ")])
#: 2H by East, North on lead; South holds ♣K as a major penalty card
E_2H_S_CK = contract("2H", "E", 2, 4, leader="N", penalty_cards=[pc("S", "CK")])
#: 4S by South: South led ♥4 to trick 7, West played ♣3 (a revoke the director finds),
#: dummy played ♥2; East still to play
S_4S_REVOKE = contract("4S", "S", 3, 3, current=["S:H4", "W:C3", "N:H2"])


CASES: list[Case] = [
    # ---- two irregularities in one auction -----------------------------------------------
    # East's insufficient 1H over 1S, then West bids 2H at South's turn before anyone acts:
    # both are listed
    *same(
        "law_27_31_insufficient_bid_then_partners_bid_out_of_turn",
        "N 1S; E 1H; W 2H; S dir",
        {
            "irr_has": [("insufficient_bid", "E"), ("bid_out_of_rotation", "W")],
            "status": {"awaiting_fact", "awaiting_choice"},
        },
    ),
    # East's insufficient bid replaced by a jump (27B2: West passes throughout), then West
    # bids anyway (37B): his bid becomes a pass, West still passes throughout
    *same(
        "law_27b2_37b_partner_bound_to_pass_bids_3h",
        "N 1S; E 1D; S dir; fact artificial false; S ch reject; E 3D; fact comparable false; "
        "S Pass; W 3H; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass_has": [("W", REST)],
            "irr_has": [("insufficient_bid", "E"), ("call_when_required_to_pass", "W")],
        },
    ),
    # ---- a withdrawn call's restriction at the opening lead (26B) ----------------------------
    *same(
        "law_27b2_26b_west_ib_replaced_by_pass_declarer_prohibits_a_suit",
        f"{W_IB_PASS}; N 4S; E Pass; S Pass; W Pass",
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "N",
            "ruling": {"chooser": "N", "options_has": {"prohibit_suit:H", "prohibit_suit:D"}},
        },
    ),
    # hearts prohibited: East leads a diamond, dummy (South) plays next
    *same(
        "law_26b_hearts_prohibited_east_leads_a_diamond",
        f"{W_IB_PASS}; N 4S; E Pass; S Pass; W Pass; N ch prohibit_suit:H; E card DA",
        {"status": "play", "next": "S", "contract": "4S"},
    ),
    # ---- 9A: any player may draw attention, the offender's partner too ---------------------------
    *same(
        "law_9a_west_draws_attention_to_his_partners_insufficient_bid",
        "N 1S; E 1H; W dir; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "insufficient_bid", "offender": "E", "chooser": "S"},
        },
    ),
    # ---- seed 004, insufficient bid: corrected before the director came (27C) ----------------
    *same(
        "law_27c_protocol_premature_replacement_artificial_asked_first",
        "N 1S; E 1H; E 2H; S dir",
        {"order": ["artificial"], "irr_has": [("insufficient_bid", "E")]},
    ),
    # ---- seed 004, bid out of turn: first, is it a change of call (25) or out of turn? ---------
    *same(
        "law_25_31_protocol_north_bids_again_change_of_call_asked_first",
        "N 1C; E Pass; N 1D; E dir",
        {"order": ["unintended"], "irr_has": [("bid_out_of_rotation", "N")]},
    ),
    # not a slip: a bid at partner's turn (31B); East, next in turn, may accept it
    *same(
        "law_31b_protocol_north_bids_again_at_souths_turn_east_chooses",
        "N 1C; E Pass; N 1D; E dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "bid_out_of_rotation",
                "offender": "N",
                "chooser": "E",
                "options_has": {"accept"},
            },
        },
    ),
]

CASES += [
    # ---- seed 004, penalty card: an honour is major whatever the intent (50B) -----------------
    *each(
        "law_50b_protocol_west_drops_the_diamond_king_major_without_question",
        contract("4S", "S", 4, 2, leader="S"),
        "W exp DK; S dir",
        {"pcs": {("W", "DK", "major")}, "questions": []},
    ),
    # ---- seed 004, revoke corrected before it is established (62B1) -----------------------------
    *each(
        "law_62b1_protocol_west_revoke_corrected_club_becomes_major",
        S_4S_REVOKE,
        ev([fact("revoke", {"seat": "W", "trick": 7})], "S dir; W card H9"),
        {"pcs_has": {("W", "C3", "major")}, "irr_has": [("revoke", "W")]},
    ),
    # ---- two obligations on one player --------------------------------------------------------
    # West plays early (57A): East must play his lowest heart and holds ♠J as a major penalty
    # card; following suit comes first, the spade stays
    *each(
        "law_57a_50d1b_east_plays_lowest_heart_penalty_card_stays",
        N_3NT_H4_PC,
        "W card H2; N dir; N ch lowest; E card H3",
        {"status": "play", "next": "S", "pcs": {("E", "SJ", "major"), ("W", "H2", "major")}},
    ),
    # ---- a lead while declarer's 50D2 choice is open ------------------------------------------
    # North leads before declarer has chosen: the card is a major penalty card (50D2, 49) and
    # the choice is still declarer's
    *each(
        "law_50d2_49_north_leads_before_declarer_chooses",
        E_2H_S_CK,
        "N card S5; E dir",
        {"pcs_has": {("N", "S5", "major"), ("S", "CK", "major")}},
    ),
]

# ---- Law 77: the board's score (board 1's vulnerability set on the record) -----------------------
#: (name, contract, declarer, NS tricks, vulnerability, NS points)
SCORES: list[tuple[str, str, str, int, dict[str, Any], int]] = [
    ("law_77_1sx_plus_one_not_vulnerable_260", "1SX", "N", 8, {"vulnerable": "None"}, 260),
    ("law_77_1sx_plus_one_vulnerable_360", "1SX", "N", 8, {"vulnerable": "NS"}, 360),
    ("law_77_2hxx_made_vulnerable_840", "2HXX", "S", 8, {"vulnerable": "All"}, 840),
    ("law_77_2hxx_by_east_made_not_vulnerable_640", "2HXX", "E", 5, {"vulnerable": "NS"}, -640),
    ("law_77_3ntx_plus_two_not_vulnerable_750", "3NTX", "S", 11, {"vulnerable": "EW"}, 750),
    ("law_77_3ntx_plus_two_vulnerable_1150", "3NTX", "S", 11, {"vulnerable": "NS"}, 1150),
    ("law_77_4hx_four_down_not_vulnerable_800", "4HX", "N", 6, {"vulnerable": "EW"}, -800),
    ("law_77_4hx_by_west_four_down_vulnerable_1100", "4HX", "W", 7, {"vulnerable": "EW"}, 1100),
    ("law_77_4hxx_two_down_not_vulnerable_600", "4HXX", "N", 8, {"vulnerable": "None"}, -600),
    ("law_77_4hxx_by_east_two_down_vulnerable_1000", "4HXX", "E", 5, {"vulnerable": "All"}, 1000),
    ("law_77_6ntx_made_vulnerable_1680", "6NTX", "N", 12, {"vulnerable": "NS"}, 1680),
    ("law_77_7sxx_by_west_made_not_vulnerable_2240", "7SXX", "W", 0, {"vulnerable": "NS"}, -2240),
    ("law_77_5cx_one_down_vulnerable_200", "5CX", "S", 10, {"vulnerable": "NS"}, -200),
    ("law_77_3dxx_plus_one_vulnerable_1240", "3DXX", "N", 10, {"vulnerable": "NS"}, 1240),
    ("law_77_1nt_seven_down_vulnerable_700", "1NT", "S", 0, {"vulnerable": "All"}, -700),
    (
        "law_77_7ntxx_thirteen_down_not_vulnerable_7000",
        "7NTXX",
        "E",
        13,
        {"vulnerable": "None"},
        7000,
    ),
    ("law_77_4sx_made_vulnerable_790", "4SX", "S", 10, {"vulnerable": "NS"}, 790),
    ("law_77_2cx_made_not_vulnerable_180", "2CX", "N", 8, {"vulnerable": "EW"}, 180),
    ("law_77_5nt_by_east_plus_one_vulnerable_690", "5NT", "E", 1, {"vulnerable": "EW"}, -690),
    ("law_77_3cx_by_east_two_down_not_vulnerable_300", "3CX", "E", 6, {"vulnerable": "None"}, 300),
]
CASES += scored(SCORES)

# ---- 12C1: the score assigned after a 27D ruling (the board played) ------------------------------
#: East's natural 1S over 1NT, refused, replaced by 2S (27B1a); North-South stop in 3NT, 9 tricks
PLAYED_27D = (
    "N 1NT; E 1S; S dir; fact artificial false; S ch reject; E 2S; S 3NT; W Pass; N Pass; "
    "E Pass; E card SQ; N claim 9; E agree; W agree"
)
SLAM_6NT = [{"contract": "6NT", "declarer": "N", "tricks": 12, "weight": "1"}]
CASES += [
    *boards(
        "law_27d_12c1b_without_the_insufficient_bid_6nt_likely",
        {
            ed: (
                ev(
                    PLAYED_27D,
                    [
                        fact("outcome_different", True),
                        fact("damaged", True),
                        fact("outcomes", SLAM_6NT),
                    ],
                ),
                {
                    "status": "complete",
                    "score": {"NS": 400, "EW": -400},
                    "judged": {"status": "adjusted", "offender": "EW"},
                },
            )
            for ed in ("2017", "2007")
        },
    ),
    *boards(
        "law_27d_no_damage_result_stands",
        {
            ed: (
                ev(PLAYED_27D, [fact("outcome_different", False)]),
                {"status": "complete", "score": {"NS": 400, "EW": -400}},
            )
            for ed in ("2017", "2007")
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check9_interactions(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


def test_check9_board_helper_keeps_the_deal() -> None:
    assert board("N 1S", "2007")["deal"].startswith("N:AK2")
