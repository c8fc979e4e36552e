"""Thirteenth blind check (issue 13), chains: two or three irregularities on
one board, two obligations on one player, a penalty card with a lead
restriction and a later revoke, hands unknown, both editions. A 30A pass
already owed by West when his partner's insufficient bid adds 27B2's pass
throughout; an insufficient bid accepted (27A1) and then a pass out of
rotation (30A); a bid out of rotation followed by an insufficient bid at
the table (31A, then 27; 31A2 on the repetition); two revokes by the same
side in different tricks or suits (64A for each; 64B2 only for a second
revoke in the same suit by the same player); a minor penalty card when
partner wins the lead (no 50D2 choice); penalty cards of both defenders at
one defender's lead (50D2); a lead out of turn refused, its penalty card
played or passed over (50D1, 52B); 27B2 followed by 26's prohibition and
a lead in the prohibited suit found to be a revoke (61A, 62A, 62B1); a
prohibited lead (50D2a) broken by a lead found to be a revoke. Expectations
set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check9_cases import revokes
from check11_cases import NEXT, REST, alike, three

#: North opened 1S, West owes a pass at his next turn (30A): East to call
W_ONCE = {
    "auction": ["1S"],
    "obligations": [{"type": "must_pass", "seat": "W", "scope": "next_turn", "laws": ["30A"]}],
}
#: North opened 1S: East to call
ONE_S = {"auction": ["1S"]}
#: boards whose play is over (NS 7, EW 6), for the revokes
S_4S_7 = contract("4S", "S", 7, 6)
S_4H_7 = contract("4H", "S", 7, 6)
#: 2S by North after six tricks: dummy South led ♣4, West ♣2, North ♣5; West's ♥3 minor
N_2S_H3 = contract(
    "2S", "N", 3, 3, current=["S:C4", "W:C2", "N:C5"], penalty_cards=[pc("W", "H3", "minor")]
)
#: 4S by South after six tricks: East on lead; East's ♠Q and West's ♥9 major penalty cards
S_4S_BOTH = contract("4S", "S", 3, 3, leader="E", penalty_cards=[pc("E", "SQ"), pc("W", "H9")])
#: 2S by East (dummy West) after four tricks: North on lead
E_2S_N = contract("2S", "E", 2, 2, leader="N")
#: 4S by South after six tricks: East on lead, West's ♥Q a major penalty card
S_4S_HQ = contract("4S", "S", 3, 3, leader="E", penalty_cards=[pc("W", "HQ")])

NA = "fact artificial false"
INSUFF_3C = "E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"
INSUFF_3C_2007 = "E 1H; S dir; S ch reject; E 3C; fact comparable false"
LOOT = "S card D7; E dir; fact opponent_induced false; E ch reject; E ch no_restriction"

CASES: list[Case] = [
    # ---- two forced passes on West: 30A once, then 27B2 throughout --------------------------
    *three(
        "law_30a_27b2_chain_west_owes_a_pass_then_partners_insufficient_bid",
        W_ONCE,
        {
            "2017": (
                f"{INSUFF_3C}; S Pass; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("W", REST)]},
            ),
            "2007": (
                f"{INSUFF_3C_2007}; S Pass; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 27A1 then 30A: South accepts East's 1H, West passes at South's turn ---------------------
    *three(
        "law_27a1_30a_chain_insufficient_accepted_then_pass_out_of_rotation",
        ONE_S,
        {
            "2017": (
                f"E 1H; S dir; {NA}; S ch accept; W Pass; N dir; {NA}; N ch reject",
                {
                    "status": "auction",
                    "next": "S",
                    "must_pass": [("W", NEXT)],
                    "irr_codes": ["insufficient_bid", "pass_out_of_rotation"],
                },
            ),
            "2007": (
                f"E 1H; S dir; S ch accept; W Pass; N dir; {NA}; N ch reject",
                {
                    "status": "auction",
                    "next": "S",
                    "must_pass": [("W", NEXT)],
                    "irr_codes": ["insufficient_bid", "pass_out_of_rotation"],
                },
            ),
        },
    ),
    # ---- 31A then 27: South's 2H at East's turn refused; East bids an insufficient 1C ------------
    *three(
        "law_31a_27_chain_bid_out_of_rotation_then_insufficient_bid",
        ONE_S,
        {
            "2017": (
                f"S 2H; W dir; W ch reject; E 1C; S dir; {NA}",
                {
                    "status": "awaiting_choice",
                    "ruling": {"irregularity": "insufficient_bid", "offender": "E", "chooser": "S"},
                    "irr_has": [("bid_out_of_rotation", "S"), ("insufficient_bid", "E")],
                },
            ),
            "2007": (
                "S 2H; W dir; W ch reject; E 1C; S dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {"irregularity": "insufficient_bid", "offender": "E", "chooser": "S"},
                    "irr_has": [("bid_out_of_rotation", "S"), ("insufficient_bid", "E")],
                },
            ),
        },
    ),
    # South accepts 1C and bids 2H again: 2017 31A2a comparable: nothing more;
    # 2007 31A2a: the same denomination, North passes once
    *three(
        "law_27a1_31a2a_chain_insufficient_accepted_south_repeats_2h",
        ONE_S,
        {
            "2017": (
                f"S 2H; W dir; W ch reject; E 1C; S dir; {NA}; S ch accept; S 2H; "
                "fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                f"S 2H; W dir; W ch reject; E 1C; S dir; S ch accept; S 2H; {NA}",
                {"status": "auction", "next": "W", "must_pass": [("N", NEXT)]},
            ),
        },
    ),
    # ---- two revokes of one side --------------------------------------------------------
    # East (won it, later tricks) and West (won it, later tricks): two tricks each, 4S + 1
    *alike(
        "law_64a1_chain_east_and_west_each_revoke_four_tricks",
        S_4S_7,
        revokes(("E", 3, "E", 3), ("W", 6, "W", 1)),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 450, "EW": -450}},
    ),
    # East revokes in clubs (won it: two tricks) and in diamonds (North won it: one): 4H made
    *alike(
        "law_64a1_64a2_chain_east_revokes_in_two_suits",
        S_4H_7,
        [
            fact("revoke", {"seat": "E", "trick": 2, "suit": "C"}),
            fact("revoke_trick_won_by", "E", trick=2),
            fact("offending_side_tricks_after", 4, trick=2),
            fact("revoke", {"seat": "E", "trick": 5, "suit": "D"}),
            fact("revoke_trick_won_by", "N", trick=5),
            fact("offending_side_tricks_after", 2, trick=5),
        ],
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 420, "EW": -420}},
    ),
    # ---- penalty cards and the partner's lead ----------------------------------------------
    # a minor penalty card: East wins the trick and leads freely (50D2 is for major ones)
    *alike(
        "law_50c_50d2_chain_minor_penalty_card_partner_wins_no_choice",
        N_2S_H3,
        "E card CK",
        {"status": "play", "next": "E", "lead": set(), "pcs": {("W", "H3", "minor")}},
    ),
    # East on lead with his own ♠Q while West's ♥9 lies: declarer's 50D2 choice about hearts
    *alike(
        "law_50d2_chain_both_defenders_hold_penalty_cards_east_leads",
        S_4S_BOTH,
        "",
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "S", "options_has": {"require_suit:H", "prohibit_suit:H"}},
        },
    ),
    # ---- 56 then 50D1 / 52B: South's ♦7 stays as a penalty card ------------------------------
    # a diamond led, South plays ♦9 instead: failure to play the penalty card
    *alike(
        "law_56_52b_chain_lead_out_of_turn_then_penalty_card_passed_over",
        E_2S_N,
        f"{LOOT}; N card D2; E card D5; S card D9; E dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "S",
                "chooser": "E",
            },
            "irr_has": [("lead_out_of_turn", "S")],
        },
    ),
    # South plays his ♦7: the penalty card is gone, dummy West plays
    *alike(
        "law_56_50d1_chain_lead_out_of_turn_then_penalty_card_played",
        E_2S_N,
        f"{LOOT}; N card D2; E card D5; S card D7",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- 27B2, 26 and a lead in the prohibited suit ----------------------------------------
    # South declares 3NT; he prohibits hearts at West's opening lead
    *three(
        "law_27b2_26_chain_hearts_prohibited_at_partners_opening_lead",
        ONE_S,
        {
            "2017": (
                f"{INSUFF_3C}; S 3NT; W Pass; N Pass; E Pass; S ch prohibit_suit:H",
                {"status": "play", "next": "W", "lead": {("W", "prohibit_suit", "H")}},
            ),
            "2007": (
                f"{INSUFF_3C_2007}; S 3NT; W Pass; N Pass; E Pass; S ch prohibit_suit:H",
                {"status": "play", "next": "W", "lead": {("W", "prohibit_suit", "H")}},
            ),
        },
    ),
    # West leads ♥2 all the same; the director finds he could have led another suit: a revoke
    # (61A), corrected before it is established: ♥2 a major penalty card, West leads again
    *three(
        "law_26_61a_62a_chain_prohibited_heart_led_is_a_revoke",
        ONE_S,
        {
            "2017": (
                ev(
                    f"{INSUFF_3C}; S 3NT; W Pass; N Pass; E Pass; S ch prohibit_suit:H; "
                    "W card H2; S dir",
                    [fact("revoke", {"seat": "W", "trick": 1})],
                ),
                {
                    "next": "W",
                    "pcs_has": {("W", "H2", "major")},
                    "irr_has": [("insufficient_bid", "E"), ("revoke", "W")],
                },
            ),
            "2007": (
                ev(
                    f"{INSUFF_3C_2007}; S 3NT; W Pass; N Pass; E Pass; S ch prohibit_suit:H; "
                    "W card H2; S dir",
                    [fact("revoke", {"seat": "W", "trick": 1})],
                ),
                {
                    "next": "W",
                    "pcs_has": {("W", "H2", "major")},
                    "irr_has": [("insufficient_bid", "E"), ("revoke", "W")],
                },
            ),
        },
    ),
    # ---- 50D2a then a revoke: hearts prohibited for East, who leads ♥5 all the same -------------
    *alike(
        "law_50d2a_61a_62b1_chain_prohibited_heart_led_after_penalty_card",
        S_4S_HQ,
        ev(
            "S ch prohibit_suit:H; E card H5; S dir",
            [fact("revoke", {"seat": "E", "trick": 7})],
        ),
        {"next": "E", "pcs_has": {("E", "H5", "major")}, "irr_has": [("revoke", "E")]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_chains(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
