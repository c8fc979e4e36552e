"""Fifteenth blind check (issue 13 "accuracy"), seed 004's protocols step
by step in positions the earlier rounds did not walk, both editions: the
change of call ("Wijzigen bieding": 25A's question first; unintended: the
second call stands; intended: the left-hand opponent accepts, 25B1, or
not, 25B2, and the auction ends with the call that stands); dummy drawing
attention to a defender's lead out of turn (the general protocol's first
question, 43A2's breach, then 47E1; breached: 43B3, no rectification);
the opening lead out of turn with declarer becoming dummy (54A: the other
partner declares, dummy's hand faced); the insufficient bid replaced
before the director came (step 4, 27C: the replacement counts; 2017 asks
27B1a before the choice); the acceptance by action the general protocol
asks about (55A: a defender plays to declarer's lead from the wrong hand;
53A: declarer plays to a defender's lead out of turn); 47E1 answered yes
for declarer's lead from the wrong hand; 28A and 28B. Expectations set
down from seeds 000, 003 and 004 before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import REST, alike, three

WAIT = {"awaiting_fact", "awaiting_choice"}
NOT_INDUCED = "fact opponent_induced false"

#: North 1C, East 1H, South passed: West to call
ONE_C_1H_P = {"auction": ["1C", "1H", "Pass"]}
#: West 2H, then 3H in its place before North called
CHANGE = "W 2H; W 3H; N dir"
#: 4S by South after four tricks, East on lead
S_4S_E = contract("4S", "S", 2, 2, leader="E")
#: West leads ♦2 at East's turn and dummy North calls the director
DUMMY_CALLS = "W card D2; N dir"
#: 2NT by West, nothing led: North to lead; South leads ♥5 instead
W_2NT = contract("2NT", "W")
RHO_LEADS = f"S card H5; W dir; {NOT_INDUCED}; fact could_see_dummy false"
#: North 1NT, East passed: South to call
ONE_NT_P = {"auction": ["1NT", "Pass"]}
#: 4H by South after four tricks: dummy North on lead
S_4H_N = contract("4H", "S", 2, 2, leader="N")
#: 4H by South after four tricks: South on lead
S_4H_S = contract("4H", "S", 2, 2, leader="S")
#: North 1C, East 1S, South passed; West bound to pass throughout: West to call
WEST_BOUND = {
    "auction": ["1C", "1S", "Pass"],
    "obligations": [{"type": "must_pass", "seat": "W", "scope": REST, "laws": ["27B2"]}],
}
#: South's 1S changed to 2C, intended, accepted by West; 2H by East; North wins trick 1
CHANGED_TO_2C = (
    "S 1S; S 2C; W dir; fact unintended false; W ch accept; W Pass; N Pass; E 2H; S Pass; "
    "W Pass; N Pass; S card C2; W card C3; N card CA; E card C5"
)
#: North 1D, East passed: South to call
ONE_D_P = {"auction": ["1D", "Pass"]}

CASES: list[Case] = [
    # ---- "Wijzigen bieding": West's 2H changed to 3H ----------------------------------------
    # step 3: unintended or not is established first
    *alike(
        "law_25a_protocol_wests_change_unintended_asked_first",
        ONE_C_1H_P,
        CHANGE,
        {"status": "awaiting_fact", "order": ["unintended"], "irr_has": [("change_of_call", "W")]},
    ),
    # 4A-6A: unintended: 3H replaces 2H, nothing more, North calls
    *alike(
        "law_25a1_protocol_unintended_3h_replaces_2h",
        ONE_C_1H_P,
        f"{CHANGE}; fact unintended true",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # 4B-5B: intended: North may accept the change (25B1)
    *alike(
        "law_25b_protocol_intended_north_chooses",
        ONE_C_1H_P,
        f"{CHANGE}; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options": {"accept", "reject"}},
        },
    ),
    # 6B: accepted: 3H stands; three passes: 3H by East (he bid hearts first), South leads
    *alike(
        "law_25b1_protocol_change_accepted_3h_played_by_east",
        ONE_C_1H_P,
        f"{CHANGE}; fact unintended false; N ch accept; N Pass; E Pass; S Pass",
        {"status": "play", "contract": "3H", "declarer": "E", "next": "S"},
    ),
    # 7B: refused: 2H stands; three passes: 2H by East
    *alike(
        "law_25b2_protocol_change_refused_2h_played_by_east",
        ONE_C_1H_P,
        f"{CHANGE}; fact unintended false; N ch reject; N Pass; E Pass; S Pass",
        {"status": "play", "contract": "2H", "declarer": "E", "next": "S"},
    ),
    # ---- the general protocol: dummy drew attention (43A1b) ------------------------------
    *alike(
        "law_43a1b_protocol_dummy_called_breach_asked_first",
        S_4S_E,
        DUMMY_CALLS,
        {"status": "awaiting_fact", "order": ["dummy_breached_43a2"]},
    ),
    # not breached: the lead out of turn as usual, 47E1 next (the report's questions are the
    # lead's own once the dummy's question is answered)
    *alike(
        "law_43b1_protocol_dummy_kept_his_rights_47e1_next",
        S_4S_E,
        f"{DUMMY_CALLS}; fact dummy_breached_43a2 false",
        {"status": WAIT, "order": ["opponent_induced"]},
    ),
    *alike(
        "law_43b1_53_protocol_dummy_kept_his_rights_declarer_chooses",
        S_4S_E,
        f"{DUMMY_CALLS}; fact dummy_breached_43a2 false; {NOT_INDUCED}",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "W",
                "chooser": "S",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    # breached (he had looked at another hand): 43B3, no rectification, the lead stands
    *alike(
        "law_43b3_protocol_dummy_forfeited_his_rights_lead_stands",
        S_4S_E,
        f"{DUMMY_CALLS}; fact dummy_breached_43a2 true",
        {"status": "play", "next": "N", "pcs": set(), "lead": set()},
    ),
    # ---- 54A: declarer West becomes dummy after South's opening lead ---------------------
    *alike(
        "law_54a_protocol_declarer_becomes_dummy_east_declares",
        W_2NT,
        f"{RHO_LEADS}; W ch become_dummy",
        {"status": "play", "declarer": "E", "next": "W", "pcs": set(), "lead": set()},
    ),
    # East plays dummy West's ♥2, North then plays
    *alike(
        "law_54a_protocol_east_plays_from_dummy_west_then_north",
        W_2NT,
        f"{RHO_LEADS}; W ch become_dummy; W card H2",
        {"status": "play", "declarer": "E", "next": "N"},
    ),
    # ---- insufficient bid replaced before the director came (27C) ---------------------------
    # South 1S over 1NT, then 2S in its place; 2017 asks 27B1a first, 2007 asks about both bids
    *alike(
        "law_27c_protocol_premature_replacement_question_first",
        ONE_NT_P,
        "S 1S; S 2S; W dir",
        {"status": "awaiting_fact", "order": ["artificial"]},
    ),
    # both natural and West refuses 1S: the 2S replacement counts, lowest in spades (27B1a)
    *alike(
        "law_27c_27b1a_protocol_premature_2s_counts",
        ONE_NT_P,
        "S 1S; S 2S; W dir; fact artificial false; W ch reject",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- acceptance by action: the general protocol's 'acted since' -----------------------
    # 55A: West plays to declarer's lead from his own hand at dummy's turn: accepted
    *alike(
        "law_55a_protocol_west_played_to_the_wrong_hand_lead",
        S_4H_N,
        "S card D5; W card D3; E dir",
        {"status": "play", "next": "N", "irr": [("lead_from_wrong_hand", "S", True)]},
    ),
    # 53A: West leads at declarer's turn, South plays to it from his own hand... dummy North
    # is next: North's card accepts it (53A); then East plays
    *alike(
        "law_53a_protocol_dummy_played_to_wests_lead_at_souths_turn",
        S_4H_S,
        "W card H6; N card H2; E dir",
        {"status": "play", "next": "E", "irr": [("lead_out_of_turn", "W", True)]},
    ),
    # 47E1 yes: declarer led from his hand because a defender said it was his lead: the card
    # goes back without penalty, dummy leads
    *alike(
        "law_47e1_protocol_wrong_hand_lead_induced_taken_back",
        S_4H_N,
        "S card D5; W dir; fact opponent_induced true",
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ---- 28A: North calls at West's turn while West must pass: in rotation ----------------
    *alike(
        "law_28a_protocol_north_calls_when_west_must_pass",
        WEST_BOUND,
        "N 2C; E dir",
        {"status": "auction", "next": "E", "must_pass": [("W", REST)]},
    ),
    # ---- 28B: West bids at South's turn, South calls before the director: West's bid is
    # cancelled, the auction goes on as if he had not called (16C2 for the information)
    *alike(
        "law_28b_protocol_south_called_over_wests_bid_out_of_turn",
        ONE_D_P,
        "W 1S; S 1H; N dir",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- 25B1 then 26 at the offender's partner's first lead ------------------------------
    # South's 1S changed to 2C and accepted by West; 2H by East; North wins trick 1 and leads.
    # 2017 26B: East may forbid North a suit South did not name legally (not clubs); 2007 26A2:
    # the withdrawn 1S named spades only, which South did not name legally: require or forbid
    *three(
        "law_25b1_26_protocol_withdrawn_1s_restricts_norths_first_lead",
        {"auction": ["1C", "1H"]},
        {
            "2017": (
                CHANGED_TO_2C,
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "chooser": "E",
                        "options_has": {"prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D"},
                        "options_not": {"prohibit_suit:C"},
                    },
                },
            ),
            "2007": (
                CHANGED_TO_2C,
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "chooser": "E",
                        "options_has": {"require_suit:S", "prohibit_suit:S"},
                    },
                },
            ),
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check15_protocol(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
