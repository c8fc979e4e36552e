"""Thirteenth blind check (issue 13), seed 004's protocols step by step,
hands unknown: what the director is asked, in which order, and what the
chooser gets after each answer. The opening lead by declarer's right-hand
opponent (47E1, then 54C; then 54's three options, 54C's forced
acceptance, 47E1's retraction without rectification); a defender's lead
out of turn in the play (47E1, then 53A/56 and 50D2 at the correct
leader's turn); declarer's lead from the wrong hand (47E1, then 55A: the
defender next in turn first); a change of call (25A, then 25B); an
insufficient bid over 1NT (2017 27B1a's question first, 2007 the choice
first); dummy drawing attention to a lead out of turn (43A2's question
before 47E1). Each step's expectation set down from the seeds before the
records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import alike, three

#: 4H by North before the opening lead: East to lead
N_4H = contract("4H", "N")
#: 2S by East (dummy West) after four tricks: North on lead
E_2S_N = contract("2S", "E", 2, 2, leader="N")
#: 4H by West (dummy East) after six tricks: dummy on lead
W_4H_E = contract("4H", "W", 3, 3, leader="E")
#: North opened 1D: East to call
ONE_D = {"auction": ["1D"]}
#: North opened 1NT: East to call
ONE_NT = {"auction": ["1NT"]}
#: 4H by South (dummy North) after four tricks: West on lead
S_4H_W = contract("4H", "S", 2, 2, leader="W")

WAIT = {"awaiting_fact", "awaiting_choice"}
OL = "W card S9; N dir"
NOT_INDUCED = "fact opponent_induced false"
LOOT = "S card D7; E dir"
WRONG_HAND = "W card C4; N dir"
CHANGE = "E 1H; E 2H; S dir"

CASES: list[Case] = [
    # ---- 54: West, declarer's right-hand opponent, leads at East's turn --------------------------
    *alike(
        "law_47e1_protocol_opening_lead_by_rho_induced_asked_first",
        N_4H,
        OL,
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
    *alike(
        "law_54c_protocol_opening_lead_by_rho_dummy_seen_asked_second",
        N_4H,
        f"{OL}; {NOT_INDUCED}",
        {"status": WAIT, "order": ["could_see_dummy"]},
    ),
    *alike(
        "law_54_protocol_opening_lead_by_rho_three_options_for_north",
        N_4H,
        f"{OL}; {NOT_INDUCED}; fact could_see_dummy false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "become_dummy", "require_retraction"},
            },
        },
    ),
    # 54C: declarer could have seen dummy's cards: the lead is accepted, North plays second
    *alike(
        "law_54c_protocol_opening_lead_by_rho_declarer_saw_dummy",
        N_4H,
        f"{OL}; {NOT_INDUCED}; fact could_see_dummy true",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # 47E1: an opponent told West it was his lead: retracted without rectification, East leads
    *alike(
        "law_47e1_protocol_opening_lead_by_rho_induced_no_penalty",
        N_4H,
        f"{OL}; fact opponent_induced true",
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- 53, 56: South leads at North's turn (2S by East) -----------------------------------
    *alike(
        "law_47e1_protocol_south_leads_out_of_turn_induced_asked",
        E_2S_N,
        LOOT,
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
    *alike(
        "law_53a_protocol_south_leads_out_of_turn_east_chooses",
        E_2S_N,
        f"{LOOT}; {NOT_INDUCED}",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "S",
                "chooser": "E",
                "options": {"accept", "reject"},
            },
        },
    ),
    # 53A accepted: dummy West, on South's left, plays next
    *alike(
        "law_53a_protocol_south_leads_out_of_turn_accepted",
        E_2S_N,
        f"{LOOT}; {NOT_INDUCED}; E ch accept",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # 56: refused: ♦7 a major penalty card; at North's lead declarer's 50D2 choice
    *alike(
        "law_56_50d2_protocol_south_leads_out_of_turn_refused",
        E_2S_N,
        f"{LOOT}; {NOT_INDUCED}; E ch reject",
        {
            "status": "awaiting_choice",
            "pcs": {("S", "D7", "major")},
            "ruling": {
                "chooser": "E",
                "options_has": {"require_suit:D", "prohibit_suit:D", "no_restriction"},
            },
        },
    ),
    # 50D2a: diamonds prohibited: ♦7 picked up, North may not lead a diamond
    *alike(
        "law_50d2a_protocol_south_leads_out_of_turn_diamonds_prohibited",
        E_2S_N,
        f"{LOOT}; {NOT_INDUCED}; E ch reject; E ch prohibit_suit:D",
        {
            "status": "play",
            "next": "N",
            "pcs": set(),
            "lead": {("N", "prohibit_suit", "D")},
        },
    ),
    # ---- 55: declarer West leads from his hand when dummy East had the lead -------------------
    *alike(
        "law_47e1_protocol_west_leads_from_wrong_hand_induced_asked",
        W_4H_E,
        WRONG_HAND,
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
    # 55A: North, next in turn after the lead, chooses first
    *alike(
        "law_55a_protocol_west_leads_from_wrong_hand_north_chooses",
        W_4H_E,
        f"{WRONG_HAND}; {NOT_INDUCED}",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_from_wrong_hand",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    # 55A refused: the ♣4 goes back without penalty, the lead is made from dummy
    *alike(
        "law_55a_protocol_west_leads_from_wrong_hand_refused",
        W_4H_E,
        f"{WRONG_HAND}; {NOT_INDUCED}; N ch reject",
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
    # 55A accepted: North plays to it
    *alike(
        "law_55a_protocol_west_leads_from_wrong_hand_accepted",
        W_4H_E,
        f"{WRONG_HAND}; {NOT_INDUCED}; N ch accept",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ---- 25: East changes 1H to 2H ------------------------------------------------------
    *alike(
        "law_25a_protocol_change_of_call_unintended_asked",
        ONE_D,
        CHANGE,
        {"status": "awaiting_fact", "question": "unintended"},
    ),
    # 25A: a slip: 2H stands, South calls
    *alike(
        "law_25a_protocol_change_of_call_slip_2h_stands",
        ONE_D,
        f"{CHANGE}; fact unintended true",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # 25B: not a slip: South may accept the 2H
    *alike(
        "law_25b_protocol_change_of_call_south_may_accept",
        ONE_D,
        f"{CHANGE}; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "change_of_call",
                "offender": "E",
                "chooser": "S",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    # 25B refused: 1H stands and South calls over it
    *alike(
        "law_25b_protocol_change_of_call_refused_1h_stands",
        ONE_D,
        f"{CHANGE}; fact unintended false; S ch reject",
        {"status": "auction", "next": "S"},
    ),
    # ---- 27: East's insufficient 1S over 1NT ------------------------------------------------
    *three(
        "law_27b1a_protocol_insufficient_1s_over_1nt_first_step",
        ONE_NT,
        {
            "2017": ("E 1S; S dir", {"status": "awaiting_fact", "question": "artificial"}),
            "2007": (
                "E 1S; S dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {"irregularity": "insufficient_bid", "offender": "E", "chooser": "S"},
                },
            ),
        },
    ),
    # ---- 43A1b: dummy North calls the director over East's lead at West's turn ----------------
    *alike(
        "law_43a2_protocol_dummy_calls_over_lead_out_of_turn_asked_first",
        S_4H_W,
        "E card S5; N dir",
        {"status": "awaiting_fact", "question": "dummy_breached_43a2"},
    ),
    *alike(
        "law_43a1b_47e1_protocol_dummy_did_not_look_then_induced_asked",
        S_4H_W,
        "E card S5; N dir; fact dummy_breached_43a2 false",
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check13_protocol(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
