"""Ninth blind check (issue 13), part 12: the rubber rules part 3 left out,
one record each: the deal (9(3) dealt out of turn, stopped or completed;
10(1)(a) not cut in time; 10(1)(d), (f), (g)), an illegal call (42: a
double of a redoubled bid), 43(a) a low card shown in the auction, 46(3)
declarer playing to a wrong opening lead becomes dummy, 49(b) a missing card
found in a quitted trick, 51(2) dummy draws attention.
Expectations set down from the rules before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, board, run6
from check7_cases import contract

AUCTION_4S_N = ["1S", "Pass", "3S", "Pass", "4S", "Pass", "Pass", "Pass"]


def rb(evs: str | list[dict[str, object]]) -> dict[str, object]:
    return board(evs, "rubber")


NEW_DEAL = {"irr_codes": ["misdeal"]}

CASES: list[Case] = [
    Case(
        "rubber_9_3_dealt_out_of_turn_stopped_new_deal",
        rb([fact("misdeal", "dealt_out_of_turn", complete=False)]),
        {**NEW_DEAL, "text_all": ["9(3)"]},
    ),
    Case(
        "rubber_9_3_dealt_out_of_turn_completed_the_deal_stands",
        rb(
            [
                fact("misdeal", "dealt_out_of_turn", complete=True),
                *board("N 1S", "rubber")["events"],
            ]
        ),
        {"status": "auction", "next": "E", "text_all": ["9(3)"]},
    ),
    Case(
        "rubber_10_1_a_not_cut_in_time_new_deal",
        rb([fact("misdeal", "not_cut", in_time=True)]),
        {**NEW_DEAL, "text_all": ["10(1)"]},
    ),
    Case(
        "rubber_10_1_d_not_dealt_in_rotation_new_deal",
        rb([fact("misdeal", "not_dealt_in_rotation")]),
        {**NEW_DEAL, "text_all": ["10(1)"]},
    ),
    Case(
        "rubber_10_1_f_a_hand_looked_at_new_deal",
        rb([fact("misdeal", "hand_looked_at")]),
        {**NEW_DEAL, "text_all": ["10(1)"]},
    ),
    Case(
        "rubber_10_1_g_wrong_hand_sizes_new_deal",
        rb([fact("misdeal", "wrong_hand_sizes")]),
        {**NEW_DEAL, "text_all": ["10(1)"]},
    ),
    # 42: East opens 1H, South doubles, West redoubles; North doubles the redoubled bid
    Case(
        "rubber_42_south_doubles_a_redoubled_bid_west_chooses",
        rb("N Pass; E 1H; S X; W XX; N X; E dir"),
        {"ruling": {"offender": "N", "chooser": "E", "options_has": {"new_deal", "disallow"}}},
    ),
    # 43(a): East shows a low spade in the auction; North, the declarer, chooses before the lead
    Case(
        "rubber_43_a_low_card_shown_declarer_chooses_before_the_lead",
        rb("N 1S; E exp S8; E Pass; S 3S; W Pass; N 4S; E Pass; S Pass; W Pass; N dir"),
        {
            "contract": "4S",
            "ruling": {
                "offender": "E",
                "chooser": "N",
                "options_has": {"exposed_card", "prohibit_suit:S"},
            },
        },
    ),
    # 46(3): West leads when East should; declarer plays from his own hand to it: he becomes
    # dummy and South declares
    Case(
        "rubber_46_3_declarer_plays_to_a_wrong_opening_lead_becomes_dummy",
        at({"auction": AUCTION_4S_N}, "W card D2; N card D5", "rubber"),
        {"declarer": "S", "text_all": ["46(3)"]},
    ),
    # 49(b): a card missing from West's hand is found in a quitted trick: back to his hand
    Case(
        "rubber_49_b_missing_card_found_in_a_quitted_trick_restored",
        at(
            contract("4S", "S", 3, 3, leader="S"),
            [fact("missing_card", "HQ", by="W", found="trick")],
            "rubber",
        ),
        {"irr_codes": ["too_few_cards"], "text_all": ["49"]},
    ),
    # 51(2): dummy draws attention to a defender's lead out of turn: no penalty
    Case(
        "rubber_51_2_dummy_draws_attention_no_penalty",
        at(contract("3NT", "N", 4, 3, leader="E"), "W card D2; S dir", "rubber"),
        {"pcs": set(), "text_all": ["51(2)"]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check9_more(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
