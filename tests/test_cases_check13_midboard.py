"""Thirteenth blind check (issue 13), part 1: records as the director meets
them mid-board (spec §6: the calls so far, or the tricks so far with the
trick in progress and penalty cards on the table, hands unknown), each in
both editions (and their own events where the editions ask other
questions). Positions the earlier rounds left: a pass out of rotation at
the right-hand opponent's turn (2017 30A; 2007 30B1, before any bid 30A),
at partner's turn after a bid (2017 30B1: partner free; 2007 30B2a: the
offender passes throughout), at the left-hand opponent's turn before
anyone called (2017 30B1; 2007 30A); a double out of rotation at the
right-hand opponent's turn (2017 32A1, 32A2; 2007 32B1, 32B2); a bid at
the left-hand opponent's turn before the offender called (2017 31B; 2007
31B) and at the right-hand opponent's turn after a double (2017 31A2a;
2007 31A2a); a later call at the left-hand opponent's turn (31C: Law 25);
27B2 followed by 26 at the opening lead (2017 26B; 2007 26A1); the opening
lead by declarer's right-hand opponent ended by 54A and 54D; a premature
play (57A); a revoke in the trick in progress (62A, 62B1; 62C1 for the
non-offender who played after it); a minor penalty card passed over (50C,
52B); a major penalty card when partner wins a trick (50D2); two major
penalty cards on lead (51A); declarer's card dropped (48A); leads out of
turn by declarer (55) and by a defender accepted by play (53A).
Expectations set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract, pc
from check8_cases import ev
from check11_cases import NEXT, REST, alike, three

#: North opened 1H: East to call
ONE_H = {"auction": ["1H"]}
#: North passed: East to call
PASSED = {"auction": ["Pass"]}
#: North 1C, East passed: South to call
ONE_C_P = {"auction": ["1C", "Pass"]}
#: North opened 1D: East to call
ONE_D = {"auction": ["1D"]}
#: nobody has called: North (the dealer) to call
NOTHING: dict[str, list[str]] = {"auction": []}
#: North, East passed: South to call
P_P = {"auction": ["Pass", "Pass"]}
#: North opened 1C: East to call
ONE_C = {"auction": ["1C"]}
#: North opened 1S: East to call
ONE_S = {"auction": ["1S"]}
#: North opened 1NT: East to call
ONE_NT = {"auction": ["1NT"]}

#: 4H by North before the opening lead: East to lead
N_4H = contract("4H", "N")
#: 4S by South after four tricks: South led ♥5, West ♥2, dummy North ♥7; East to play
#: (a second card by West is a lead to the next trick, 57A, or one too many here, 67A2)
S_4S_T5 = contract("4S", "S", 2, 2, current=["S:H5", "W:H2", "N:H7"])
#: 4H by South after four tricks: West led ♣5, dummy ♣2, East ♦6: South to play
S_4H_T5 = contract("4H", "S", 2, 2, current=["W:C5", "N:C2", "E:D6"])
#: 4S by South after six tricks: West led ♥4, dummy ♥K, East ruffed with ♠2: South to play
S_4S_T7 = contract("4S", "S", 3, 3, current=["W:H4", "N:HK", "E:S2"])
#: 3NT by North after six tricks: East on lead
N_3NT_E = contract("3NT", "N", 3, 3, leader="E")
#: 4S by South after four tricks: South led ♦8, West holds ♦3 (a minor penalty card)
S_4S_D3 = contract("4S", "S", 2, 2, current=["S:D8"], penalty_cards=[pc("W", "D3", "minor")])
#: 2S by North after six tricks: dummy South led ♣4, West ♣2, North ♣5; West holds ♥9 (major)
N_2S_H9 = contract("2S", "N", 3, 3, current=["S:C4", "W:C2", "N:C5"], penalty_cards=[pc("W", "H9")])
#: 4H by South after seven tricks: West on lead with ♠K and ♥J as major penalty cards
S_4H_TWO = contract("4H", "S", 4, 3, leader="W", penalty_cards=[pc("W", "SK"), pc("W", "HJ")])
#: 4S by South after four tricks: South on lead
S_4S_S = contract("4S", "S", 2, 2, leader="S")
#: 3NT by South (dummy North) after six tricks: West on lead
S_3NT_W = contract("3NT", "S", 3, 3, leader="W")

NA = "fact artificial false"
INSUFF_3C = "E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"
INSUFF_3C_2007 = "E 1H; S dir; S ch reject; E 3C; fact comparable false"
OL_W = "W card S9; N dir; fact opponent_induced false; fact could_see_dummy false"

CASES: list[Case] = [
    # ---- 30: South passes at East's (his right-hand opponent's) turn --------------------------
    *alike(
        "law_30a_situation_south_passes_at_rhos_turn_west_chooses",
        ONE_H,
        f"S Pass; W dir; {NA}",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "pass_out_of_rotation",
                "offender": "S",
                "chooser": "W",
                "options": {"accept", "reject"},
            },
        },
    ),
    # refused: East calls, South passes at his next turn (2017 30A; 2007 30B1)
    *alike(
        "law_30a_situation_south_passes_at_rhos_turn_refused",
        ONE_H,
        f"S Pass; W dir; {NA}; W ch reject",
        {"status": "auction", "next": "E", "must_pass": [("S", NEXT)]},
    ),
    # 29A accepted: the auction goes on from South's pass, West calls
    *alike(
        "law_29a_situation_south_passes_at_rhos_turn_accepted",
        ONE_H,
        f"S Pass; W dir; {NA}; W ch accept",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 29A: West calls over it: accepted by his call
    *alike(
        "law_29a_situation_west_calls_over_souths_pass",
        ONE_H,
        "S Pass; W 1S",
        {"status": "auction", "next": "N", "irr": [("pass_out_of_rotation", "S", True)]},
    ),
    # before any bid (2007 30A), at the right-hand opponent's turn (2017 30A): once
    *alike(
        "law_30a_situation_south_passes_before_any_bid_refused",
        PASSED,
        f"S Pass; W dir; {NA}; W ch reject",
        {"status": "auction", "next": "E", "must_pass": [("S", NEXT)]},
    ),
    # East passes at the dealer's turn (his right-hand opponent's): once in both editions
    *alike(
        "law_30a_situation_east_passes_at_dealers_turn_refused",
        NOTHING,
        f"E Pass; S dir; {NA}; S ch reject",
        {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
    ),
    # West passes at the dealer's turn (his left-hand opponent's, he has not called):
    # 2017 30B1: no forced pass yet; 2007 30A (before any bid): West passes at his first turn
    *three(
        "law_30b1_30a_situation_west_passes_at_lhos_turn_before_any_call",
        NOTHING,
        {
            "2017": (
                f"W Pass; N dir; {NA}; N ch reject",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                f"W Pass; N dir; {NA}; N ch reject",
                {"status": "auction", "next": "N", "must_pass": [("W", NEXT)]},
            ),
        },
    ),
    # West passes at East's (his partner's) turn after 1C: 2017 30B1a: East calls freely;
    # 2007 30B2a: West passes throughout
    *three(
        "law_30b1_30b2_situation_west_passes_at_partners_turn",
        ONE_C,
        {
            "2017": (
                f"W Pass; N dir; {NA}; N ch reject",
                {"status": "auction", "next": "E", "must_pass": []},
            ),
            "2007": (
                f"W Pass; N dir; {NA}; N ch reject",
                {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # and West passes at his own turn: 2017 30B1b(i), a comparable call: nothing more
    *three(
        "law_30b1b_situation_west_passes_again_in_turn",
        ONE_C,
        {
            "2017": (
                f"W Pass; N dir; {NA}; N ch reject; E 1S; S Pass; W Pass; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                f"W Pass; N dir; {NA}; N ch reject; E 1S; S Pass; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("W", REST)]},
            ),
        },
    ),
    # ---- 32: West doubles 1C at South's (his right-hand opponent's) turn ----------------------
    *alike(
        "law_32_situation_west_doubles_at_rhos_turn_north_chooses",
        ONE_C_P,
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
    # South passes: West repeats the double (2017 32A1; 2007 32B1): nobody is barred
    *alike(
        "law_32a1_32b1_situation_south_passes_west_to_repeat_double",
        ONE_C_P,
        "W X; N dir; N ch reject; S Pass",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # South bids, West passes: 2017 32A2b not comparable: East passes once;
    # 2007 32B2: East passes throughout
    *three(
        "law_32a2b_32b2_situation_south_bids_west_passes",
        ONE_C_P,
        {
            "2017": (
                "W X; N dir; N ch reject; S 1H; W Pass; fact comparable false",
                {"status": "auction", "next": "N", "must_pass": [("E", NEXT)]},
            ),
            "2007": (
                "W X; N dir; N ch reject; S 1H; W Pass",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # South bids, West doubles 1H: 2017 32A2a comparable: no more; 2007 32B2: East still barred
    *three(
        "law_32a2a_32b2_situation_south_bids_west_doubles_again",
        ONE_C_P,
        {
            "2017": (
                "W X; N dir; N ch reject; S 1H; W X; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W X; N dir; N ch reject; S 1H; W X",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # ---- 31: South bids 1S at East's turn; refused, East doubles, South bids 1S again ------------
    # 2017 31A2a comparable: nothing more; 2007 31A2a: the same denomination, North passes once
    *three(
        "law_31a2a_situation_east_doubles_south_repeats_1s",
        ONE_D,
        {
            "2017": (
                "S 1S; W dir; W ch reject; E X; S 1S; fact comparable true",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            "2007": (
                f"S 1S; W dir; W ch reject; E X; S 1S; {NA}",
                {"status": "auction", "next": "W", "must_pass": [("N", NEXT)]},
            ),
        },
    ),
    # West opens 1S at the dealer's turn (his left-hand opponent's, before he called):
    # 2017 31B: East free, West's comparable 1S ends it; 2007 31B: East passes throughout
    *three(
        "law_31b_situation_west_bids_at_dealers_turn_then_repeats",
        NOTHING,
        {
            "2017": (
                "W 1S; N dir; N ch reject; N 1H; E Pass; S Pass; W 1S; fact comparable true",
                {"status": "auction", "next": "N", "must_pass": []},
            ),
            "2007": (
                "W 1S; N dir; N ch reject; N 1H; E Pass; S Pass; W 1S",
                {"status": "auction", "next": "N", "must_pass": [("E", REST)]},
            ),
        },
    ),
    # 31C: East, who passed, bids 1S at South's (his left-hand opponent's) turn: a change
    # of call, Law 25
    *alike(
        "law_31c_situation_east_bids_at_lhos_turn_after_his_pass_is_law_25",
        P_P,
        "E 1S; S dir",
        {"status": {"awaiting_fact", "awaiting_choice"}, "text_all": ["25"]},
    ),
    # ---- 27B2 then 26 at the opening lead -------------------------------------------------
    # East's 1H over 1S replaced by 3C; North declares: East (the offender) leads: no
    # restriction now; it waits for West's first turn to lead (26B; 2007 26A1)
    *three(
        "law_27b2_26_situation_offender_makes_the_opening_lead_restriction_waits",
        ONE_S,
        {
            "2017": (
                f"{INSUFF_3C}; S 3S; W Pass; N 4S; E Pass; S Pass; W Pass",
                {"status": "play", "next": "E", "lead": {("W", "pending_choice", None)}},
            ),
            "2007": (
                f"{INSUFF_3C_2007}; S 3S; W Pass; N 4S; E Pass; S Pass; W Pass",
                {"status": "play", "next": "E", "lead": {("W", "pending_choice", None)}},
            ),
        },
    ),
    # South declares 3NT: West, the offender's partner, leads: 2017 26B (one suit prohibited);
    # 2007 26A1 (hearts, not shown in East's legal calls: required or prohibited)
    *three(
        "law_27b2_26_situation_partner_makes_the_opening_lead",
        ONE_S,
        {
            "2017": (
                f"{INSUFF_3C}; S 3NT; W Pass; N Pass; E Pass",
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "chooser": "S",
                        "options_has": {"prohibit_suit:H", "prohibit_suit:S", "no_restriction"},
                        "options_not": {"require_suit:H"},
                    },
                },
            ),
            "2007": (
                f"{INSUFF_3C_2007}; S 3NT; W Pass; N Pass; E Pass",
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "chooser": "S",
                        "options_has": {"require_suit:H", "prohibit_suit:H"},
                    },
                },
            ),
        },
    ),
    # ---- 27B1a over 1NT: 1H replaced by 2H --------------------------------------------------
    *three(
        "law_27b1a_situation_1h_over_1nt_replaced_by_2h",
        ONE_NT,
        {
            "2017": (
                f"E 1H; S dir; {NA}; S ch reject; E 2H",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
            # 2007 27B1a: both bids incontrovertibly not artificial, asked after the replacement
            "2007": (
                "E 1H; S dir; S ch reject; E 2H",
                {"status": "awaiting_fact", "question": "artificial"},
            ),
        },
    ),
    *three(
        "law_27b1a_situation_2007_1h_over_1nt_2h_not_artificial",
        ONE_NT,
        {
            "2007": (
                f"E 1H; S dir; S ch reject; E 2H; {NA}",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
        },
    ),
    # ---- 54: West leads at East's turn against 4H by North ---------------------------------
    # 54A: North spreads his hand: South declares, dummy North plays second
    *alike(
        "law_54a_situation_north_becomes_dummy",
        N_4H,
        f"{OL_W}; N ch become_dummy",
        {"status": "play", "declarer": "S", "contract": "4H", "next": "N"},
    ),
    # 54D: the ♠9 goes back as a major penalty card; East leads after North's 50D2 choice
    *alike(
        "law_54d_50d2_situation_lead_retracted_north_chooses",
        N_4H,
        f"{OL_W}; N ch require_retraction",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "S9", "major")},
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
        },
    ),
    # ---- 57A: West plays to the next trick before his partner played to this one ---------------
    *alike(
        "law_57a_situation_west_plays_before_partner_south_chooses",
        S_4S_T5,
        "W card D3; S dir; fact led true",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "D3", "major")},
            "ruling": {
                "irregularity": "premature_play",
                "offender": "W",
                "chooser": "S",
                "options_has": {"highest", "lowest"},
            },
        },
    ),
    *alike(
        "law_57a_situation_west_plays_before_partner_highest_heart",
        S_4S_T5,
        "W card D3; S dir; fact led true; S ch highest",
        {"status": "play", "next": "E", "pcs": {("W", "D3", "major")}},
    ),
    # ---- 62: East's revoke in the trick in progress -----------------------------------------
    # 62A, 62B1: not established: ♦6 a major penalty card, East plays a club
    *alike(
        "law_62a_62b1_situation_east_revokes_in_trick_in_progress",
        S_4H_T5,
        ev("S dir", [fact("revoke", {"seat": "E", "trick": 5})]),
        {
            "status": "play",
            "next": "E",
            "pcs": {("E", "D6", "major")},
            "irr_has": [("revoke", "E")],
        },
    ),
    # 62C1: South played after the revoke: he chooses whether his card stands
    *alike(
        "law_62c1_situation_east_ruffs_south_played_after",
        S_4S_T7,
        ev("S card H3; S dir", [fact("revoke", {"seat": "E", "trick": 7})]),
        {
            "status": "awaiting_choice",
            "pcs_has": {("E", "S2", "major")},
            "ruling": {"chooser": "S"},
        },
    ),
    # ---- 55: North leads at East's turn ---------------------------------------------------
    *alike(
        "law_55a_situation_declarer_leads_at_easts_turn_east_chooses",
        N_3NT_E,
        "N card C2; E dir; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "N",
                "chooser": "E",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    # refused: ♣2 back without penalty, East leads
    *alike(
        "law_55a_situation_declarer_leads_at_easts_turn_refused",
        N_3NT_E,
        "N card C2; E dir; fact opponent_induced false; E ch reject",
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
    # ---- 50C, 52: West's minor ♦3 on the table ----------------------------------------------
    # 52B: he plays ♦5 instead (a card below honour rank of that suit): declarer chooses
    *alike(
        "law_50c_52b_situation_west_passes_over_his_minor_penalty_card",
        S_4S_D3,
        "W card D5; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "S",
            },
        },
    ),
    # 50C: an honour may be played instead: no irregularity, the ♦3 stays
    *alike(
        "law_50c_situation_west_plays_an_honour_over_his_minor_penalty_card",
        S_4S_D3,
        "W card DK",
        {"status": "play", "next": "N", "pcs": {("W", "D3", "minor")}, "irr": []},
    ),
    # ---- 50D2: East wins the trick, West holds the major ♥9: declarer chooses at once ---------
    *alike(
        "law_50d2_situation_partner_of_penalty_card_holder_wins_the_trick",
        N_2S_H9,
        "E card CK",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
        },
    ),
    # ---- 51A: West on lead with two major penalty cards: declarer designates --------------------
    *alike(
        "law_51a_situation_west_on_lead_with_two_penalty_cards",
        S_4H_TWO,
        "",
        {"status": "awaiting_choice", "ruling": {"chooser": "S"}},
    ),
    # ---- 48A: declarer drops the ♥A: no penalty ------------------------------------------------
    *alike(
        "law_48a_situation_declarer_drops_a_card_no_penalty",
        S_4S_S,
        "S exp HA; W dir",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- 53A: East leads at West's turn; declarer South plays to it: accepted -----------------
    *alike(
        "law_53a_situation_declarer_plays_to_lead_out_of_turn",
        S_3NT_W,
        "E card C9; S card C2",
        {"status": "play", "next": "W", "irr": [("lead_out_of_turn", "E", True)]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_midboard(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
