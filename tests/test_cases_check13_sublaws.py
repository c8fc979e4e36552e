"""Thirteenth blind check (issue 13), the thinnest sub-laws (counted with
``grep -rl 'law_NN' tests`` over the inventory's sub-laws of Laws 9-71):
the inadmissible double and redouble (36A: the left-hand opponent called
first; 36B1, 36B2; 36B4 out of turn; 36C found after the opening lead);
calls after the final pass (39B: by the future dummy, no rectification; by
a defender, 26B for his partner's lead); 28A (a call at the turn of a
player bound to pass); the revoke sub-laws (63A1: established by the
offender's lead to the next trick; 62A with the revoke card given; 62B2:
declarer's and dummy's cards go back without penalty; 64A1 with no later
trick; 64B1: the offending side won neither the revoke trick nor a later
one; 64B2: the second revoke in the same suit; 64B3: dummy's revoke); the
defective trick found in time (67A1, 67A2); penalty cards (50B: an honour
is a major penalty card, a spot card exposed by accident a minor one;
50D1: following suit comes first; 51B: two penalty cards when partner
leads; 52B: a major penalty card passed over); declarer's lead at a
defender's turn accepted by the defender's card (55A). Expectations set
down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import defective, ev
from check9_cases import revokes
from check11_cases import REST, alike

#: North opened 1H: East to call
ONE_H = {"auction": ["1H"]}
#: nobody has called: North to call
NOTHING: dict[str, list[str]] = {"auction": []}
#: North 1H, East 1S, West bound to pass throughout: South to call
W_BOUND = {
    "auction": ["1H", "1S"],
    "obligations": [
        {"type": "must_pass", "seat": "W", "scope": "rest_of_auction", "laws": ["27B2"]}
    ],
}

#: boards whose play is over (revokes found at the end)
S_4S_10 = contract("4S", "S", 10, 3)
S_4H_8 = contract("4H", "S", 8, 5)
S_4S_9 = contract("4S", "S", 9, 4)
E_3NT_4 = contract("3NT", "E", 4, 9)
#: 4H by South after five tricks (NS 2, EW 3): East led ♦2 to trick 6
S_4H_E_LED = contract("4H", "S", 2, 3, current=["E:D2"])
#: 4H by South after five tricks (NS 3, EW 2): South led ♣3 to trick 6
S_4H_S_LED = contract("4H", "S", 3, 2, current=["S:C3"])
#: 4H by South after four tricks: East led ♣9, South ♦3
S_4H_ED = contract("4H", "S", 2, 2, current=["E:C9", "S:D3"])
#: 4H by South after four tricks: West led ♣5, dummy North ♦2
S_4H_WN = contract("4H", "S", 2, 2, current=["W:C5", "N:D2"])
#: 4S by South after four tricks, South on lead
S_4S_S = contract("4S", "S", 2, 2, leader="S")
#: 4S by South after seven tricks (NS 5, EW 2), South on lead
S_4S_7 = contract("4S", "S", 5, 2, leader="S")
#: 3NT by North after six tricks: North led ♠2, East holds ♠Q (major)
N_3NT_S2 = contract("3NT", "N", 3, 3, current=["N:S2"], penalty_cards=[pc("E", "SQ")])
#: 3NT by North after six tricks: North led ♣2, East holds ♠Q (major)
N_3NT_C2 = contract("3NT", "N", 3, 3, current=["N:C2"], penalty_cards=[pc("E", "SQ")])
#: 4H by South after seven tricks: East on lead, West holds ♠K and ♥J (major)
S_4H_TWO_E = contract("4H", "S", 4, 3, leader="E", penalty_cards=[pc("W", "SK"), pc("W", "HJ")])
#: 3NT by North after six tricks: East on lead
N_3NT_E = contract("3NT", "N", 3, 3, leader="E")


def ended(ns: int, points: int, **more: object) -> dict[str, object]:
    return {
        "status": "complete",
        "tricks": {"NS": ns, "EW": 13 - ns},
        "score": {"NS": points, "EW": -points},
        **more,
    }


CASES: list[Case] = [
    # ---- 36: East redoubles North's undoubled 1H ------------------------------------------
    # 36A: South called before it was put right: both cancelled, East calls, nobody barred
    *alike(
        "law_36a_situation_south_called_over_inadmissible_redouble",
        ONE_H,
        "E XX; S 1S; W dir",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # 36B1, 36B2: cancelled, East calls again, West passes throughout
    *alike(
        "law_36b2_situation_inadmissible_redouble_partner_passes_throughout",
        ONE_H,
        "E XX; S dir",
        {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
    ),
    # 36B4: West redoubles at East's turn: back to East, who is barred throughout
    *alike(
        "law_36b4_situation_inadmissible_redouble_out_of_turn",
        ONE_H,
        "W XX; N dir",
        {"status": "auction", "next": "E", "must_pass": [("E", REST)]},
    ),
    # 36C: found after the opening lead: the contract as if the redouble was never made
    *alike(
        "law_36c_situation_inadmissible_redouble_found_after_the_lead",
        NOTHING,
        "N 1H; E Pass; S Pass; W XX; N Pass; E Pass; S Pass; E card D2; S dir",
        {"contract": "1H", "declarer": "N"},
    ),
    # ---- 39B: calls after the final pass ------------------------------------------------
    # by South, the future dummy: cancelled, no rectification; East leads freely
    *alike(
        "law_39b_situation_future_dummy_bids_after_final_pass",
        NOTHING,
        "N 1H; E Pass; S Pass; W Pass; S 2H; E dir",
        {"status": "play", "next": "E", "contract": "1H", "lead": set(), "must_pass": []},
    ),
    # by West, a defender (not a slip putting right his own pass, 25A): cancelled; 26B at
    # East's opening lead, declarer North chooses
    *alike(
        "law_39b_26b_situation_defender_doubles_after_final_pass",
        NOTHING,
        "N 1H; E Pass; S Pass; W Pass; W X; N dir; fact unintended false",
        {
            "contract": "1H",
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options_has": {"prohibit_suit:S", "no_restriction"}},
        },
    ),
    # ---- 28A: North calls at West's turn while West must pass: in rotation --------------------
    *alike(
        "law_28a_situation_north_calls_at_barred_wests_turn",
        W_BOUND,
        "S Pass; N 2H",
        {"status": "auction", "next": "E", "must_pass": [("W", REST)], "irr": []},
    ),
    # ---- revokes found at the end ------------------------------------------------------
    # 64B1: the offending side won neither the revoke trick nor a later one
    *alike(
        "law_64b1_situation_west_revoked_won_nothing_after",
        S_4S_10,
        revokes(("W", 5, "S", 0)),
        ended(10, 420, adjust=[]),
    ),
    # 64B1 against declarer East: North won the revoke trick, East's side none later
    *alike(
        "law_64b1_situation_declarer_east_revoked_won_nothing_after",
        E_3NT_4,
        revokes(("E", 9, "N", 0)),
        ended(4, -400, adjust=[]),
    ),
    # 64A1: West won the revoke trick only: that one trick
    *alike(
        "law_64a1_situation_west_won_only_the_revoke_trick",
        S_4S_9,
        revokes(("W", 11, "W", 0)),
        ended(10, 420),
    ),
    # 64B2: East revoked twice in hearts: only the first counts (64A1, two tricks)
    *alike(
        "law_64b2_situation_second_revoke_in_the_same_suit",
        S_4H_8,
        [
            fact("revoke", {"seat": "E", "trick": 3, "suit": "H"}),
            fact("revoke_trick_won_by", "E", trick=3),
            fact("offending_side_tricks_after", 3, trick=3),
            fact("revoke", {"seat": "E", "trick": 6, "suit": "H"}),
            fact("revoke_trick_won_by", "E", trick=6),
            fact("offending_side_tricks_after", 2, trick=6),
        ],
        ended(10, 420),
    ),
    # 64B3: dummy North's revoke: no transfer
    *alike(
        "law_64b3_situation_dummy_revoked_no_transfer",
        S_4S_9,
        revokes(("N", 4, "N", 3)),
        ended(9, -50, adjust=[]),
    ),
    # ---- revokes during the play ------------------------------------------------------
    # 63A1: East has led to the next trick: established, no penalty card, play goes on (the
    # engine asks who won trick 5 although East's lead to trick 6 shows it: findings.md)
    *alike(
        "law_63a1_situation_revoke_established_by_the_next_lead",
        S_4H_E_LED,
        ev(
            "S dir",
            [fact("revoke", {"seat": "E", "trick": 5}), fact("revoke_trick_won_by", "E", trick=5)],
        ),
        {"status": "play", "next": "S", "pcs": set(), "irr_has": [("revoke", "E")]},
    ),
    # 62A, 62B1: West has not played to trick 6: corrected, his ♦4 a major penalty card
    *alike(
        "law_62a_62b1_situation_revoke_in_last_quitted_trick_corrected",
        S_4H_S_LED,
        ev("W dir", [fact("revoke", {"seat": "W", "trick": 5, "card": "D4"})]),
        {"pcs": {("W", "D4", "major")}, "irr_has": [("revoke", "W")]},
    ),
    # 62B2: declarer's ♦3 goes back to his hand without penalty
    *alike(
        "law_62b2_situation_declarer_revokes_corrected_no_penalty",
        S_4H_ED,
        ev("W dir", [fact("revoke", {"seat": "S", "trick": 5})]),
        {"status": "play", "next": "S", "pcs": set(), "irr_has": [("revoke", "S")]},
    ),
    # 62B2, 64B3: dummy's ♦2 goes back without penalty
    *alike(
        "law_62b2_situation_dummy_revokes_corrected_no_penalty",
        S_4H_WN,
        ev("E dir", [fact("revoke", {"seat": "N", "trick": 5})]),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ---- 67A: a defective trick found before the offender's side played to the next ----------
    *alike(
        "law_67a1_situation_west_missed_trick_seven",
        S_4S_7,
        [defective("W", 7)],
        {"irr_has": [("defective_trick", "W")], "text_all": ["67A"]},
    ),
    *alike(
        "law_67a2_situation_west_put_two_cards_in_trick_seven",
        S_4S_7,
        [defective("W", 7, "D7")],
        {"irr_has": [("defective_trick", "W")], "text_all": ["67A"]},
    ),
    # ---- 50B: exposed cards ------------------------------------------------------------
    # an honour: a major penalty card whatever the cause
    *alike(
        "law_50b_situation_east_drops_the_heart_king_major",
        S_4S_S,
        "E exp HK; S dir",
        {"status": "play", "next": "S", "pcs": {("E", "HK", "major")}},
    ),
    # a spot card by accident: minor
    *alike(
        "law_50b_situation_east_drops_the_heart_three_by_accident_minor",
        S_4S_S,
        "E exp H3; S dir; fact deliberate false",
        {"status": "play", "next": "S", "pcs": {("E", "H3", "minor")}},
    ),
    # a spot card through deliberate play: major
    *alike(
        "law_50b_situation_east_shows_the_heart_three_deliberately_major",
        S_4S_S,
        "E exp H3; S dir; fact deliberate true",
        {"status": "play", "next": "S", "pcs": {("E", "H3", "major")}},
    ),
    # ---- 50D1, 52B: East's major ♠Q ----------------------------------------------------
    # a spade led, East plays ♠8: the penalty card passed over, declarer chooses (52B1)
    *alike(
        "law_52b_situation_east_plays_another_spade_over_his_major_penalty_card",
        N_3NT_S2,
        "E card S8; N dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "N",
            },
        },
    ),
    # a club led, East follows with ♣5: following suit comes first, the ♠Q stays
    *alike(
        "law_50d1_situation_east_follows_suit_penalty_card_stays",
        N_3NT_C2,
        "E card C5",
        {"status": "play", "next": "S", "pcs": {("E", "SQ", "major")}, "irr": []},
    ),
    # ---- 51B: East leads, West holds two major penalty cards: declarer chooses at once --------
    *alike(
        "law_51b_situation_partner_leads_with_two_penalty_cards_opposite",
        S_4H_TWO_E,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "S",
                "options_has": {
                    "require_suit:S",
                    "require_suit:H",
                    "prohibit_suit:S",
                    "prohibit_suit:H",
                },
            },
        },
    ),
    # ---- 55A: North leads at East's turn and East plays to it: accepted ------------------------
    *alike(
        "law_55a_situation_east_plays_to_declarers_lead_out_of_turn",
        N_3NT_E,
        "N card C2; E card C5",
        {"status": "play", "next": "S", "irr": [("lead_out_of_turn", "N", True)]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_sublaws(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
