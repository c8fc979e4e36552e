"""Tenth blind check (issue 13), part 7: two or three irregularities in a row,
as the director meets them. A lead out of turn refused with no restriction,
then the penalty card not played when it had to be (50D1, 52); a card
shown by a defender, then declarer's lead from dummy refused (50, 55); an
opening lead out of turn accepted, then a revoke found and a claim (54,
61-64, 69); an insufficient bid, then the partner bound to pass bids (27,
37); and in rubber a bid out of turn, then the partner bound to pass bids
(39(2), 42(b)); a double at RHO's turn (32A); a revoke established by
agreeing to a claim (63A4, 2007 63A3), rubber 47(2) and 55(1); penalty
cards at the partner's lead (50D2: major only) and two at once (51A); a
slip corrected after LHO called, LHO keeps or takes back his call (25A6).
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each, pc
from check8_cases import ev
from check10_cases import rubber, split

REST = "rest_of_auction"
#: 2NT by East (dummy West) after six tricks, South on lead
E_2NT = contract("2NT", "E", 3, 3, leader="S")
#: 6H by North (dummy South) after six tricks, North on lead
N_6H = contract("6H", "N", 5, 1, leader="N")
#: North's 1S passed out: East to lead, South dummy
ONE_S_DONE = {"auction": ["1S", "Pass", "Pass", "Pass"]}
#: 1NT by North: East to call
ONE_NT = {"auction": ["1NT"]}
#: 4S by West (dummy East), North on lead, South holds ♥A as a major penalty card
W_4S_HA = contract("4S", "W", 3, 2, leader="N", penalty_cards=[pc("S", "HA")])
#: 1H by North, East passed: South to call
ONE_H = {"auction": ["1H", "Pass"]}
#: 1S by North, East passed: South to call
ONE_S = {"auction": ["1S", "Pass"]}

#: North leads ♥6 for South; refused, no restriction; South leads a club won by East
N_LEADS = (
    "N card H6; E dir; fact opponent_induced false; E ch reject; E ch no_restriction; "
    "S card C3; W card C4; N card C5; E card C9"
)
#: West shows ♦K; declarer leads from dummy, South (left of dummy) refuses it
W_SHOWS = "W exp DK; N dir; S card C2; E dir; fact opponent_induced false; W ch reject"
#: West's faced lead out of turn accepted; trick 1 won by dummy, trick 2 by North
ACCEPTED = (
    "W card H4; N dir; fact opponent_induced false; fact could_see_dummy false; N ch accept; "
    "N card H2; E card C9; S card HK; S card D4; W card D2; N card DA; E card D3"
)
#: East's 1S over 1NT corrected to 2H, not comparable: West passes throughout
E_1S = "E 1S; S dir; fact artificial false; S ch reject; E 2H; fact comparable false"

CASES: list[Case] = [
    # ---- 56 then 50D1 / 52 -----------------------------------------------------------------------
    # North follows to the club with a club: legal, the heart stays; East won the trick
    *each(
        "law_56_50d1_chain_norths_heart_stays_after_the_club_trick",
        E_2NT,
        N_LEADS,
        {"status": "play", "next": "E", "pcs": {("N", "H6", "major")}},
    ),
    # East leads a heart, North plays the nine, not his penalty card: 52B1, declarer chooses
    *each(
        "law_52_chain_north_keeps_his_heart_six_on_a_heart_lead",
        E_2NT,
        f"{N_LEADS}; E card HA; S card H2; W card H3; N card H9; E dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "N",
                "chooser": "E",
                "options": {"accept", "reject"},
            },
            "irr_has": [("lead_out_of_turn", "N"), ("failure_to_play_penalty_card", "N")],
        },
    ),
    # refused (52B2): the nine becomes a major penalty card in its turn
    *each(
        "law_52b2_chain_refused_the_heart_nine_a_penalty_card",
        E_2NT,
        f"{N_LEADS}; E card HA; S card H2; W card H3; N card H9; E dir; E ch reject",
        {"pcs_has": {("N", "H9", "major")}},
    ),
    # ---- 50 then 55 ------------------------------------------------------------------------------
    *each(
        "law_50_55b2_chain_west_shows_the_king_dummys_lead_refused",
        N_6H,
        W_SHOWS,
        {
            "status": "play",
            "next": "N",
            "pcs": {("W", "DK", "major")},
            "irr_has": [("lead_from_wrong_hand", "N")],
        },
    ),
    # declarer leads a club from hand, West follows with a club: the king stays; dummy wins
    *each(
        "law_50d1_chain_west_follows_to_clubs_the_king_stays",
        N_6H,
        f"{W_SHOWS}; N card C3; E card C5; S card CA; W card C9",
        {"status": "play", "next": "S", "pcs": {("W", "DK", "major")}},
    ),
    # dummy leads a diamond: West plays the king, the obligation is met and West wins
    *each(
        "law_50d1_chain_west_plays_the_king_on_dummys_diamond",
        N_6H,
        f"{W_SHOWS}; N card C3; E card C5; S card CA; W card C9; S card D4; W card DK; "
        "N card D2; E card D3",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- 54 then a found revoke then a claim -----------------------------------------------------
    # East discarded a club in trick 1 (won by dummy) and has played since: established; claim of
    # 9 agreed, East-West won four after: one trick over (64A2): 10 tricks, 1S+3, 170
    *each(
        "law_54_64a2_69a_chain_accepted_lead_revoke_then_claim_170",
        ONE_S_DONE,
        ev(
            ACCEPTED,
            [
                fact("revoke", {"seat": "E", "trick": 1}),
                fact("offending_side_tricks_after", 4, trick=1),
            ],
            "N claim 9; E agree; W agree",
        ),
        {
            "status": "complete",
            "tricks": {"NS": 10, "EW": 3},
            "score": {"NS": 170, "EW": -170},
            "irr_has": [("opening_lead_out_of_turn", "W"), ("revoke", "E")],
        },
    ),
    # ---- 27 then 37 ------------------------------------------------------------------------------
    *each(
        "law_27b2_37_chain_west_bids_when_bound_to_pass_both_pass_throughout",
        ONE_NT,
        f"{E_1S}; S Pass; W 3H; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", REST), ("W", REST)],
            "irr_has": [("insufficient_bid", "E"), ("call_when_required_to_pass", "W")],
        },
    ),
    # ---- rubber: 39(2) then 42(b) ----------------------------------------------------------------
    rubber(
        "rubber_39_2_42_b_chain_east_bids_when_bound_to_pass_south_chooses",
        ONE_S,
        "W 2H; N dir; S 2S; W Pass; N Pass; E 3H; S dir",
        {
            "ruling": {
                "offender": "E",
                "chooser": "S",
                "options_has": {"new_deal", "disallow"},
            },
            "irr_has": [("bid_out_of_rotation", "W")],
        },
    ),
    # ---- 63A4 (2007 63A3): a revoke in the trick in view, the offending side agreed to a claim
    # East discarded a club on the heart (trick 7 won by dummy's nine); the claim of 11 is agreed,
    # then the revoke is found: the agreement established it; East-West win one trick after it:
    # one trick over (64A2): 12 tricks, 480
    *each(
        "law_63a4_64a2_chain_revoke_in_view_established_by_agreeing_to_a_claim",
        contract("4S", "S", 5, 1, current=["S:H4", "W:H2", "N:H9", "E:C5"]),
        ev(
            "S claim 11; E agree; W agree",
            [
                fact("revoke", {"seat": "E", "trick": 7}),
                fact("offending_side_tricks_after", 1, trick=7),
            ],
        ),
        {
            "status": "complete",
            "tricks": {"NS": 12, "EW": 1},
            "score": {"NS": 480, "EW": -480},
            "irr_has": [("revoke", "E")],
        },
    ),
    # ---- rubber 47(2): dummy plays before declarer's LHO: no penalty, East plays next ------------
    rubber(
        "rubber_47_2_chain_dummy_plays_out_of_turn_no_penalty",
        contract("3NT", "N", 3, 2, current=["N:H4"]),
        "S card H5",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- rubber 55(1): East's revoke corrected before it is established: declarer chooses ------
    rubber(
        "rubber_55_1_a_i_chain_east_revoke_corrected_declarer_chooses",
        contract("4H", "S", 3, 3, current=["S:S4", "W:S2", "N:S9"]),
        ev("E card D3; S dir", [fact("revoke", {"seat": "E", "trick": 7})]),
        {"ruling": {"offender": "E", "chooser": "S"}, "irr_has": [("revoke", "E")]},
    ),
    # ---- rubber: a pass out of turn has no penalty (39 covers bids only) -------------------------
    rubber(
        "rubber_39_chain_east_passes_at_norths_turn_no_penalty",
        {"auction": ["1S", "Pass", "2S"]},
        "N Pass; E dir",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- 50D2(b): hearts forbidden to North while he keeps the lead ------------------------------
    # North wins the club trick with the ace: still on lead, hearts still forbidden
    *each(
        "law_50d2b_chain_prohibition_lasts_while_north_keeps_the_lead",
        W_4S_HA,
        "W ch prohibit_suit:H; N card CA; E card C4; S card C9; W card C2",
        {"status": "play", "next": "N", "pcs": set(), "lead": {("N", "prohibit_suit", "H")}},
    ),
    # South wins it with the nine: North has lost the lead, the prohibition is over
    *each(
        "law_50d2b_chain_prohibition_ends_when_north_loses_the_lead",
        W_4S_HA,
        "W ch prohibit_suit:H; N card C3; E card C4; S card C9; W card C2",
        {"status": "play", "next": "S", "pcs": set(), "lead": set()},
    ),
    # ---- 59: South cannot lead the hearts required of him (hands unknown: no revoke found) -------
    *each(
        "law_59_chain_hearts_required_south_leads_a_diamond_no_revoke_found",
        E_2NT,
        "N card H6; E dir; fact opponent_induced false; E ch reject; E ch require_suit:H; "
        "S card D3",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- 50D2 binds only for a major penalty card: South's minor ♥3, North leads freely ------
    *each(
        "law_50d2_chain_minor_penalty_card_no_choice_at_partners_lead",
        contract("4S", "W", 3, 2, leader="N", penalty_cards=[pc("S", "H3", "minor")]),
        "",
        {"status": "play", "next": "N", "pcs": {("S", "H3", "minor")}},
    ),
    # ---- 51A: two penalty cards North could play to the spade: declarer says which ---------------
    *each(
        "law_51a_chain_declarer_designates_which_spade_north_plays",
        contract("4H", "W", 3, 3, current=["W:S5"], penalty_cards=[pc("N", "SK"), pc("N", "S9")]),
        "",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "W", "options_has": {"card:SK", "card:S9"}},
        },
    ),
    # ---- 32A: West doubles 1H at South's turn (his RHO) -----------------------------------------
    *each(
        "law_29_32a_situation_west_doubles_at_souths_turn_north_chooses",
        ONE_H,
        "W X; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "double_out_of_rotation",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    # 32A1: South passes, West doubles again: no rectification
    *each(
        "law_32a1_situation_south_passes_west_doubles_again",
        ONE_H,
        "W X; N dir; N ch reject; S Pass; W X",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # 32A2(a) (2017): South raises, West doubles again, comparable: nothing more
    *split(
        "law_32a2a_situation_south_raises_west_doubles_again_comparable",
        ONE_H,
        {
            "2017": (
                "W X; N dir; N ch reject; S 2H; W X; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            )
        },
    ),
    # ---- 25A: North's slip corrected at South's turn, after East passed over it; East may keep
    # or take back his pass (2017 25A6, 2007 25A4)
    *each(
        "law_25a6_situation_north_corrects_1c_to_1d_east_chooses",
        {"auction": ["1C", "Pass"]},
        "N 1D; S dir; fact unintended true",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "change_of_call",
                "offender": "N",
                "chooser": "E",
                "options": {"keep", "withdraw"},
            },
        },
    ),
    *each(
        "law_25a6_situation_east_keeps_his_pass_south_calls",
        {"auction": ["1C", "Pass"]},
        "N 1D; S dir; fact unintended true; E ch keep",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *each(
        "law_25a6_situation_east_takes_back_his_pass_and_calls_again",
        {"auction": ["1C", "Pass"]},
        "N 1D; S dir; fact unintended true; E ch withdraw",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # ---- 31A2 after RHO's double: West bids 1H again. 2017: comparable, nothing more; 2007
    # 31A2(a): the denomination repeated, East passes once
    *split(
        "law_31a2_situation_south_doubles_west_repeats_1h",
        {"auction": ["Pass", "1D"]},
        {
            "2017": (
                "W 1H; N dir; N ch reject; S X; W 1H; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W 1H; N dir; fact artificial false; N ch reject; S X; W 1H",
                {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
            ),
        },
    ),
    # ---- rubber 44(1): West's shown ♦K; at West's turn to a diamond declarer may call it ---------
    rubber(
        "rubber_44_1_chain_declarer_may_call_wests_diamond_king",
        N_6H,
        "W exp DK; N dir; N card D2; E card D3; S card D4",
        {"status": "awaiting_choice", "ruling": {"offender": "W", "chooser": "N"}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check10_chains(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
