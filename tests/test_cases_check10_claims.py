"""Tenth blind check (issue 13), part 3: claims and concessions (68-71) as the
director meets them mid-board, hands unknown: with a trick in progress
(68: a claim covers the trick under way; a statement about that trick
alone is no claim), after a revoke found by the director (64A1 and 64B3:
dummy's card, a faced card, carries no transfer), with a penalty card on
the table, a disputed claim that the players play on (68D2b, 2017 only;
2007's 68D ends the play), the agreement withdrawn (69B), a defender's
concession his partner objects to (68B2), dummy's words that are no claim
(68A) and dummy disputing declarer's concession (68D2), and the rubber
rules' claims (26, 54, 55). Expectations set down from the seeds before
the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, each, pc
from check8_cases import ev
from check9_cases import revokes
from check10_cases import rubber, split

#: 4S by South after nine tricks (NS 7, EW 2): West led ♥5 to trick 10
S_4S_T10 = contract("4S", "S", 7, 2, current=["W:H5"])
#: 5C by East after nine tricks (EW 8, NS 1), East on lead, North holds ♠A (major)
E_5C_PC = contract("5C", "E", 1, 8, leader="E", penalty_cards=[pc("N", "SA")])
#: 6NT by West after nine tricks (EW 8, NS 1), West on lead
W_6NT = contract("6NT", "W", 1, 8, leader="W")
#: 3NT by North after twelve tricks (NS 8, EW 4): East led ♠5 to the last trick
N_3NT_LAST = contract("3NT", "N", 8, 4, current=["E:S5"])
#: 3NT by North after eleven tricks (NS 8, EW 3), North on lead
N_3NT_TWO_LEFT = contract("3NT", "N", 8, 3, leader="N")

#: main stops the play for a claim that can only be about the trick under way

PLAY_ON = "E ch play_on; W ch play_on; N ch play_on; S ch play_on"

CASES: list[Case] = [
    # ---- 68A/69A: a claim with the trick in progress ---------------------------------------------
    *each(
        "law_68a_69a_situation_claim_of_ten_with_trick_ten_under_way",
        S_4S_T10,
        "S claim 10; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    rubber(
        "rubber_26_situation_claim_of_ten_with_trick_ten_under_way",
        S_4S_T10,
        "S claim 10; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}},
    ),
    # 68 (preamble): at the last trick a claim can only be about the trick under way: no claim,
    # play goes on with South (dummy) to play
    *each(
        "law_68_situation_claim_at_the_last_trick_is_no_claim",
        N_3NT_LAST,
        "N claim 9",
        {"status": "play", "next": "S", "tricks": None},
    ),
    # the same for a concession of the last trick while it is under way
    *each(
        "law_68_situation_concession_at_the_last_trick_is_no_concession",
        N_3NT_LAST,
        "N concede 1",
        {"status": "play", "next": "S", "tricks": None},
    ),
    # with two tricks left a claim is a claim: all of them, 10 tricks, 430
    *each(
        "law_68a_69a_situation_claim_of_the_last_two_agreed_430",
        N_3NT_TWO_LEFT,
        "N claim 10; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 430, "EW": -430}},
    ),
    # ---- 68D2b: a disputed claim played on by all four (2017); 2007 68D: play has ceased ---------
    *split(
        "law_68d2b_situation_disputed_claim_played_on_by_all_four",
        S_4S_T10,
        {
            "2017": (
                f"S claim 11; W dispute; {PLAY_ON}",
                {"status": "play", "next": "N", "tricks": None},
            ),
            "2007": (
                f"S claim 11; W dispute; {PLAY_ON}",
                {"status": {"awaiting_director", "awaiting_fact"}, "without_effect": 4},
            ),
        },
    ),
    # 68D2b: only the side that did not claim may ask to play on
    *split(
        "law_68d2b_situation_declarers_side_asks_to_play_on_no_effect",
        S_4S_T10,
        {
            "2017": (
                "S claim 11; W dispute; N ch play_on",
                {"status": {"awaiting_director", "awaiting_fact"}, "without_effect": 1},
            ),
        },
    ),
    # 68D2a / 70: the director is called and gives his figure
    *each(
        "law_68d2a_70_situation_disputed_claim_director_awards_ten",
        S_4S_T10,
        ev("S claim 11; W dispute; W dir", [fact("claim_award", 10)]),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # ---- a revoke found, then the claim ----------------------------------------------------------
    # West revoked in trick 4 and won it, East-West won one more after: two tricks over (64A1);
    # claim of 10 disputed, the director's 10 stands before the transfer: 12 tricks, 480
    *each(
        "law_64a1_70_situation_west_revoke_then_disputed_claim_480",
        S_4S_T10,
        ev(
            revokes(("W", 4, "W", 1)),
            "S claim 10; E dispute; E dir",
            [fact("claim_award", 10)],
        ),
        {
            "status": "complete",
            "tricks": {"NS": 12, "EW": 1},
            "score": {"NS": 480, "EW": -480},
            "irr_has": [("revoke", "W")],
        },
    ),
    # declarer's revoke in trick 6 won by declarer, his side won two more after: two tricks to
    # East-West (64A1); claim of 11 agreed: 9 tricks, one down, 50
    *each(
        "law_64a1_69a_situation_declarers_revoke_then_claim_one_down",
        S_4S_T10,
        ev(revokes(("S", 6, "S", 2)), "S claim 11; E agree; W agree"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": -50, "EW": 50}},
    ),
    rubber(
        "rubber_55_6_situation_declarers_revoke_then_claim_one_down",
        S_4S_T10,
        ev(revokes(("S", 6, "S", 2)), "S claim 11; E agree; W agree"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 0, "EW": 50}},
    ),
    # 64B3: dummy's revoke (a card faced on the table) carries no trick transfer
    *each(
        "law_64b3_situation_dummys_revoke_then_claim_no_transfer",
        S_4S_T10,
        ev(revokes(("N", 5, "S", 2)), "S claim 10; E agree; W agree"),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # ---- a claim with a penalty card on the table ------------------------------------------------
    *each(
        "law_69a_situation_claim_agreed_north_holds_the_spade_ace",
        E_5C_PC,
        "E claim 11; N agree; S agree",
        {"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": -400, "EW": 400}},
    ),
    rubber(
        "rubber_26_situation_claim_agreed_north_shows_the_spade_ace",
        E_5C_PC,
        "E claim 11; N agree; S agree",
        {"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": 0, "EW": 100}},
    ),
    # ---- concessions (rubber 30: no trump tricks score 30 and 40 in turn, 210 for six) -----------
    *each(
        "law_68b1_69a_situation_declarer_concedes_one_6nt_made",
        contract("6NT", "W", 0, 9, leader="W"),
        "W concede 1; N agree; S agree",
        {"status": "complete", "tricks": {"NS": 1, "EW": 12}, "score": {"NS": -990, "EW": 990}},
    ),
    rubber(
        "rubber_26_30_situation_declarer_concedes_one_6nt_made_710",
        contract("6NT", "W", 0, 9, leader="W"),
        "W concede 1; N agree; S agree",
        {"status": "complete", "tricks": {"NS": 1, "EW": 12}, "score": {"NS": 0, "EW": 710}},
    ),
    *each(
        "law_68b2_situation_north_concedes_south_objects_play_goes_on",
        W_6NT,
        "N concede 3; S dispute",
        {"status": "play", "next": "W", "irr_has": [("concession", "N")]},
    ),
    # a defender's claim of two more, agreed: 6NT two down, 100
    *each(
        "law_68a_69a_situation_south_claims_two_against_6nt",
        contract("6NT", "W", 1, 8, leader="S"),
        "S claim 3; W agree",
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 100, "EW": -100}},
    ),
    # ---- 69B: agreement withdrawn, the director's figure -----------------------------------------
    *each(
        "law_69b_situation_agreement_withdrawn_director_gives_ten",
        S_4S_T10,
        ev("S claim 11; E agree; W agree; E dispute; E dir", [fact("claim_award", 10)]),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # ---- rubber 54: a disputed claim, the figure given -------------------------------------------
    rubber(
        "rubber_54_situation_disputed_claim_in_5c_ten_tricks",
        E_5C_PC,
        ev("E claim 12; N dispute; N dir", [fact("claim_award", 10)]),
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 50, "EW": 0}},
    ),
    # ---- 68A: only declarer or a defender claims; dummy's words are no claim -------------------
    *each(
        "law_68a_situation_dummy_says_the_rest_are_ours_no_claim",
        S_4S_T10,
        "N claim 10",
        {"status": "play", "next": "N", "tricks": None},
    ),
    # ---- 68D2: dummy disputes declarer's concession: play has ceased, the director rules --------
    *each(
        "law_68d2_situation_dummy_disputes_declarers_concession",
        S_4S_T10,
        "S concede 2; E agree; W agree; N dispute",
        {"status": {"awaiting_director", "awaiting_fact"}, "tricks": None},
    ),
    # ---- a defender's claim with his own penalty card on the table, agreed: 5C one down -------
    *each(
        "law_68a_69a_situation_north_claims_with_his_penalty_card_out",
        E_5C_PC,
        "N claim 3; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 50, "EW": -50}},
    ),
    # ---- declarer concedes all four left with trick ten under way: three down, 150 ----------
    *each(
        "law_68b1_69a_situation_declarer_concedes_the_rest_three_down",
        S_4S_T10,
        "S concede 4; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 7, "EW": 6}, "score": {"NS": -150, "EW": 150}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check10_claims(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
