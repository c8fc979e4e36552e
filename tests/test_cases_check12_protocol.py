"""Twelfth blind check (issue 13), part 5: seed 004's protocols, the order
in which a director is asked what he must establish, step by step, hands
unknown: the insufficient bid (2017: 27B1a's artificial? then the left-hand
opponent's choice; 2007: the choice, then the meaning of the replacement;
25A when the director finds it a slip), the pass out of turn
(30C: artificial? then the choice), the lead from the wrong hand and a
defender's lead out of turn (47E1: did an opponent induce it? then the
choice), the opening lead by the wrong defender (47E1, then 54C: could
declarer have seen dummy's cards? then five options or none), an exposed
card (50B: deliberate play?), a change of call (25A: unintended? then 25B:
the left-hand opponent may accept the substitute). Each step's expected
question set down from the seeds before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import alike, three

#: North opened 2H: East to call
TWO_H = {"auction": ["2H"]}
#: North 1D, East 1S: South to call
ONE_D_ONE_S = {"auction": ["1D", "1S"]}
#: North opened 1C: East to call
ONE_C = {"auction": ["1C"]}
#: 4H by South (dummy North) after four tricks: dummy on lead
S_4H_N = contract("4H", "S", 2, 2, leader="N")
#: 3NT by East (dummy West) after six tricks: North on lead
E_3NT_N = contract("3NT", "E", 3, 3, leader="N")
#: 2H by West (dummy East) before the opening lead: North to lead
W_2H = contract("2H", "W")
#: 4S by South after four tricks: West on lead
S_4S_W = contract("4S", "S", 2, 2, leader="W")

WAIT = {"awaiting_fact", "awaiting_choice"}

IB = "E 2D; S dir"
POOT = "W Pass; N dir"
FROM_HAND = "S card C7; W dir"
LOOT = "S card D6; E dir"
OLOOT = "S card C2; W dir"
EXPOSED = "W exp D3; S dir"
CHANGE = "E 1H; E 1S; S dir"

CASES: list[Case] = [
    # ---- the insufficient bid: 2017 asks 27B1a's question first, then LHO chooses ----------------
    *three(
        "law_27b1a_protocol_insufficient_2d_first_step",
        TWO_H,
        {
            # 2017 (seed 004 step 5): what did 2D mean? artificial is asked before the choice
            "2017": (
                IB,
                {"status": "awaiting_fact", "order": ["artificial"], "question": "artificial"},
            ),
            # 2007 27B1: the meaning is judged on the replacement; South chooses first
            "2007": (
                IB,
                {
                    "status": "awaiting_choice",
                    "ruling": {"irregularity": "insufficient_bid", "chooser": "S"},
                },
            ),
        },
    ),
    # 2007 27B1a: 3D replaces it: only if both are incontrovertibly not artificial, asked now
    *three(
        "law_27b1a_protocol_3d_replaces_2d",
        TWO_H,
        {
            "2017": (
                f"{IB}; fact artificial false; S ch reject; E 3D",
                {"status": "auction", "next": "S", "must_pass": []},
            ),
            "2007": (
                f"{IB}; S ch reject; E 3D",
                {"status": "awaiting_fact", "question": "artificial"},
            ),
        },
    ),
    # 25A found: 2D was a slip, East makes the call he meant
    *alike(
        "law_25a_protocol_insufficient_2d_was_unintended",
        TWO_H,
        f"{IB}; fact unintended true",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    *alike(
        "law_27_protocol_insufficient_2d_south_chooses_last",
        TWO_H,
        f"{IB}; fact unintended false; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "insufficient_bid",
                "offender": "E",
                "chooser": "S",
                "options": {"accept", "reject"},
            },
        },
    ),
    # ---- the pass out of turn: 30C, then the choice -------------------------------------------
    *alike(
        "law_30c_protocol_west_passes_at_souths_turn_artificial_asked",
        ONE_D_ONE_S,
        POOT,
        {"status": "awaiting_fact", "order": ["artificial"], "question": "artificial"},
    ),
    *alike(
        "law_30a_protocol_west_passes_at_souths_turn_north_chooses",
        ONE_D_ONE_S,
        f"{POOT}; fact artificial false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "pass_out_of_rotation",
                "offender": "W",
                "chooser": "N",
                "options": {"accept", "reject"},
            },
        },
    ),
    # ---- declarer leads from his hand when dummy had the lead: 47E1, then West first -------------
    *alike(
        "law_47e1_protocol_lead_from_hand_opponent_induced_asked",
        S_4H_N,
        FROM_HAND,
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
    *alike(
        "law_55a_protocol_lead_from_hand_west_then_east",
        S_4H_N,
        f"{FROM_HAND}; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "choosers": ["W", "E"],
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "S"},
        },
    ),
    # ---- South leads when North had the lead: 47E1, then declarer's choice ----------------------
    *alike(
        "law_47e1_protocol_lead_out_of_turn_opponent_induced_asked",
        E_3NT_N,
        LOOT,
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
    *alike(
        "law_53_protocol_lead_out_of_turn_declarer_east_chooses",
        E_3NT_N,
        f"{LOOT}; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "S",
                "chooser": "E",
                "options_has": {"accept"},
            },
        },
    ),
    *alike(
        "law_53a_protocol_lead_out_of_turn_accepted_dummy_west_plays",
        E_3NT_N,
        f"{LOOT}; fact opponent_induced false; E ch accept",
        {"status": "play", "next": "W", "pcs": set()},
    ),
    # ---- the opening lead by the wrong defender: 47E1, 54C, then the options ------------------
    *alike(
        "law_47e1_protocol_opening_lead_by_south_opponent_induced_first",
        W_2H,
        OLOOT,
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
    *alike(
        "law_54c_protocol_opening_lead_by_south_could_see_dummy_second",
        W_2H,
        f"{OLOOT}; fact opponent_induced false",
        {"status": WAIT, "order": ["could_see_dummy"]},
    ),
    *alike(
        "law_54_protocol_opening_lead_by_south_west_chooses_last",
        W_2H,
        f"{OLOOT}; fact opponent_induced false; fact could_see_dummy false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "offender": "S",
                "chooser": "W",
                "options_has": {"accept", "become_dummy", "require_retraction"},
            },
        },
    ),
    # 54C: declarer could have seen a card of dummy: he must accept, and plays second
    *alike(
        "law_54c_protocol_declarer_saw_dummy_must_accept",
        W_2H,
        f"{OLOOT}; fact opponent_induced false; fact could_see_dummy true",
        {"status": "play", "next": "W", "declarer": "W", "pcs": set()},
    ),
    # ---- an exposed spot card: 50B, deliberate play? ---------------------------------------------
    *alike(
        "law_50b_protocol_west_drops_the_diamond_three_deliberate_asked",
        S_4S_W,
        EXPOSED,
        {"status": "awaiting_fact", "order": ["deliberate"], "question": "deliberate"},
    ),
    # deliberate: major; West himself is on lead, so no lead restriction (50D2 is partner's lead)
    *alike(
        "law_50b_protocol_diamond_three_deliberate_major",
        S_4S_W,
        f"{EXPOSED}; fact deliberate true",
        {"status": "play", "next": "W", "pcs": {("W", "D3", "major")}, "lead": set()},
    ),
    *alike(
        "law_50c_protocol_diamond_three_inadvertent_minor",
        S_4S_W,
        f"{EXPOSED}; fact deliberate false",
        {"status": "play", "next": "W", "pcs": {("W", "D3", "minor")}, "lead": set()},
    ),
    # ---- a change of call: 25A first, then 25B's choice --------------------------------------
    *alike(
        "law_25a_protocol_east_changes_1h_to_1s_unintended_asked",
        ONE_C,
        CHANGE,
        {"status": "awaiting_fact", "order": ["unintended"], "question": "unintended"},
    ),
    # 25A: a slip: 1S replaces 1H, South calls
    *alike(
        "law_25a_protocol_slip_1s_replaces_1h",
        ONE_C,
        f"{CHANGE}; fact unintended true",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # 25B: a change of mind: South may accept the substitute
    *alike(
        "law_25b_protocol_change_of_mind_south_chooses",
        ONE_C,
        f"{CHANGE}; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "change_of_call", "offender": "E", "chooser": "S"},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check12_protocol(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
