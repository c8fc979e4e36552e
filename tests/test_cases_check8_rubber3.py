"""Eighth blind check (issue 13), part 16: rubber rules the earlier checks
left out, from a situation (seed 001): a card too many after a trick was
gathered short (48), a card missing after the deal (49), a penalty named that
was not on offer (58(1)), the offender's partner drawing attention (60) and a
card played while the penalty is still to be named (56). Expectations set
down from the rules before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract
from check8_cases import ev

#: 4S by South (dummy North), West to lead after six tricks
S_4S_W = contract("4S", "S", 3, 3, leader="W")


def rubber_at(situation: dict[str, Any], evs: Any) -> dict[str, Any]:
    return at(situation, evs, "rubber")


CASES: list[Case] = [
    # ---- 48: the trick was gathered without East's card -------------------------------------
    # attention drawn before East played on: no new deal to choose; East takes a card out
    # of his hand (asked), it joins the short trick, whose winner does not change
    Case(
        "rubber_48_situation_trick_gathered_without_easts_card_card_asked",
        rubber_at(
            contract("4S", "S", 3, 3, current=["S:D4", "W:D2", "N:D9"]),
            ev(fact("missed_trick", True, by="E"), "S dir"),
        ),
        {"status": "awaiting_fact", "questions": ["removed_card"], "text_all": ["48"]},
    ),
    Case(
        "rubber_48_b_situation_removed_card_joins_the_short_trick_north_leads",
        rubber_at(
            contract("4S", "S", 3, 3, current=["S:D4", "W:D2", "N:D9"]),
            ev(fact("missed_trick", True, by="E"), "S dir", fact("removed_card", "D3")),
        ),
        {"status": "play", "next": "N"},
    ),
    # ---- 49: a card missing after the deal -----------------------------------------------------
    # West's ♦7 is found under the table: back to his hand, no exposed card, play goes on
    Case(
        "rubber_49_b_situation_missing_card_found_play_goes_on",
        rubber_at(S_4S_W, [fact("missing_card", "D7", by="W", found="floor")]),
        {"status": "play", "next": "W", "pcs": set(), "irr_has": [("too_few_cards", "W")]},
    ),
    # not found: a new deal, the deal is void (no tricks, no score)
    Case(
        "rubber_49_a_situation_missing_card_not_found_new_deal",
        rubber_at(S_4S_W, [fact("missing_card", "D7", by="W", found="not_found")]),
        {"tricks": None, "score": None, "irr_has": [("too_few_cards", "W")]},
    ),
    # ---- 58(1): a penalty not on offer --------------------------------------------------------
    # declarer leads at West's turn; West demands that South lead a spade (not a penalty of
    # rule 46(1)): the penalty is lost, the lead stands and West plays to it
    Case(
        "rubber_58_1_situation_penalty_not_on_offer_lost_lead_stands",
        rubber_at(S_4S_W, "S card C2; W dir; W ch require_suit:S"),
        {"status": "play", "next": "W", "irr_has": [("lead_out_of_turn", "S")]},
    ),
    # ---- 60: the offender's partner draws attention ---------------------------------------------
    # East leads when West should; West himself draws attention: allowed, declarer chooses
    Case(
        "rubber_60_situation_offenders_partner_draws_attention_declarer_chooses",
        rubber_at(S_4S_W, "E card H5; W dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_out_of_turn", "offender": "E", "chooser": "S"},
            "text_all": ["60"],
        },
    ),
    # ---- 56: a card played while the penalty is still to be named --------------------------------
    Case(
        "rubber_56_situation_west_plays_while_declarer_chooses_right_not_lost",
        rubber_at(S_4S_W, "E card H5; S dir; W card D2"),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "S"},
            "irr_has": [("played_before_penalty", "W")],
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check8_more_rules(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
