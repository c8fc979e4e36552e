"""Eleventh blind check (issue 13), part 6: the NBB rubber rules' auction and
deal (seed 001 rules 11-43) next to the duplicate Laws where both have a
rule: four passes (rubber 11: dealt again; 22B: no score), who declares
(15; Law 53's first bidder of the denomination), a call out of turn before
any bid (39(1): the left-hand opponent asks a new deal or lets the deal
stand), a second bid before the left-hand opponent called (16: a slip put
right at once, else 39(1)), a bid above seven (42(a): a new deal, the bid
disallowed, or allowed as seven; Law 38: both offenders pass throughout),
a double of a redoubled bid (rubber 13 and 42(d); Laws 19 and 36B), a card
shown in the auction (rubber 43(a) and 43(b); Law 24A and 24B), a
defender's call after the auction (rubber 41; Law 39), dummy suggesting a
play (rubber 50; Law 45F and 43). Expectations set down from the seeds
before the records were run.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, fact, params
from check6_cases import run6
from check7_cases import contract
from check11_cases import NEXT, REST, alike, three

NOTHING: dict[str, list[str]] = {"auction": []}
THREE_PASSES = {"auction": ["Pass", "Pass", "Pass"]}
#: East opened 1S, West bid 2H, East 2S, West 4S, two passes: South's last pass to come
E_4S = {"auction": ["Pass", "1S", "Pass", "2H", "Pass", "2S", "Pass", "4S", "Pass", "Pass"]}
SIX_NT = {"auction": ["6NT"]}
ONE_C = {"auction": ["1C"]}
#: 1C by North, doubled by East, redoubled by South: West to call
REDOUBLED = {"auction": ["1C", "X", "XX"]}
#: 1S by North passed out: East on lead
ONE_S_DONE = {"auction": ["1S", "Pass", "Pass", "Pass"]}
#: 4S by South: West led ♥5 to trick 6, dummy to play
S_4S_H5 = contract("4S", "S", 3, 2, current=["W:H5"])

CASES: list[Case] = [
    # ---- 11 / 22B: four passes ----------------------------------------------------------------
    *alike(
        "law_22b_rubber_11_situation_four_passes",
        THREE_PASSES,
        "W Pass",
        {"status": "passed_out", "contract": "Pass"},
        rubber={"status": "passed_out"},
    ),
    # ---- 15 / Law 53 (definitions): East bid spades first, East declares -----------------------
    *alike(
        "law_22a_rubber_15_situation_east_first_named_spades_declares",
        E_4S,
        "S Pass",
        {"status": "play", "next": "S", "contract": "4S", "declarer": "E"},
        rubber={"status": "play", "next": "S", "contract": "4S", "declarer": "E"},
    ),
    # ---- rubber 39(1): West bids 1S at North's turn before anyone bid -------------------------
    *three(
        "rubber_39_1_situation_west_bids_before_the_dealer",
        NOTHING,
        {
            "rubber": (
                "W 1S; N dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "irregularity": "bid_out_of_rotation",
                        "offender": "W",
                        "chooser": "N",
                        "options": {"new_deal", "keep_deal"},
                    },
                },
            )
        },
    ),
    *three(
        "rubber_39_1_situation_north_lets_the_deal_stand",
        NOTHING,
        {
            "rubber": (
                "W 1S; N dir; N ch keep_deal",
                {"status": "auction", "next": "N", "must_pass": []},
            )
        },
    ),
    *three(
        "rubber_39_1_situation_north_asks_a_new_deal",
        NOTHING,
        {"rubber": ("W 1S; N dir; N ch new_deal", {"status": "complete", "contract": None})},
    ),
    # ---- rubber 16 / 39(1): East bids 1S then 2S before South called --------------------------
    *three(
        "rubber_16_situation_second_bid_slip_asked_first",
        ONE_C,
        {"rubber": ("E 1S; E 2S; S dir", {"status": "awaiting_fact", "order": ["unintended"]})},
    ),
    *three(
        "rubber_16_situation_slip_put_right_2s_stands",
        ONE_C,
        {
            "rubber": (
                "E 1S; E 2S; S dir; fact unintended true",
                {"status": "auction", "next": "S", "must_pass": []},
            )
        },
    ),
    *three(
        "rubber_39_1_situation_no_slip_south_chooses",
        ONE_C,
        {
            "rubber": (
                "E 1S; E 2S; S dir; fact unintended false",
                {
                    "status": "awaiting_choice",
                    "ruling": {"chooser": "S", "options": {"new_deal", "keep_deal"}},
                },
            )
        },
    ),
    # ---- 38 / rubber 42(a): East bids 8S over 6NT ------------------------------------------------
    *three(
        "law_38_rubber_42a_situation_east_bids_eight_spades",
        SIX_NT,
        {
            "2017": (
                "E 8S; S dir",
                {"status": "auction", "next": "S", "must_pass": [("E", REST), ("W", REST)]},
            ),
            "2007": (
                "E 8S; S dir",
                {"status": "auction", "next": "S", "must_pass": [("E", REST), ("W", REST)]},
            ),
            # South chooses: a new deal, disallowed (a pass), or 7S
            "rubber": (
                "E 8S; S dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {
                        "irregularity": "bid_above_seven",
                        "offender": "E",
                        "chooser": "S",
                        "options": {"new_deal", "disallow", "allow"},
                    },
                },
            ),
        },
    ),
    *three(
        "rubber_42_3_situation_south_lets_it_stand_as_seven_spades",
        SIX_NT,
        {"rubber": ("E 8S; S dir; S ch allow", {"status": "auction", "next": "S"})},
    ),
    # ---- 36 / rubber 13 and 42(d): West doubles South's redouble ---------------------------------
    *alike(
        "law_19_36b_situation_west_doubles_the_redoubled_club",
        REDOUBLED,
        "W X; N dir",
        {"status": "auction", "next": "W", "must_pass": [("E", REST)]},
        rubber={
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"new_deal", "disallow"}},
        },
    ),
    # ---- 24 / rubber 43: East shows a card in the auction ----------------------------------------
    # an honour: 24B West passes at his next turn; rubber 43(b): South may ask a new deal
    *alike(
        "law_24b_rubber_43b_situation_east_shows_the_spade_king",
        ONE_C,
        "E exp SK; S dir",
        {"status": "auction", "next": "E", "must_pass": [("W", NEXT)]},
        rubber={
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"new_deal"}},
        },
    ),
    # a single low card not meant as a lead: 24A nothing now
    *alike(
        "law_24a_situation_east_shows_the_spade_four",
        ONE_C,
        "E exp S4; S dir",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # ---- 39 / rubber 41: East bids 2H after the final pass ------------------------------------
    *three(
        "law_39_rubber_41_situation_defender_bids_after_the_auction",
        ONE_S_DONE,
        {
            # 39C (2007 39): cancelled; East still leads
            "2017": ("E 2H; S dir", {"status": "play", "next": "E", "contract": "1S"}),
            "2007": ("E 2H; S dir", {"status": "play", "next": "E", "contract": "1S"}),
            # rubber 41: declarer may name a suit for West's first lead
            "rubber": (
                "E 2H; S dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {"offender": "E", "chooser": "N", "options_has": {"no_restriction"}},
                },
            ),
        },
    ),
    # ---- dummy suggests a card ------------------------------------------------------------------
    *three(
        "law_45f_rubber_50_situation_dummy_suggests_the_spade_king",
        S_4S_H5,
        {
            # 45F / 43A1c: no choice for anyone; the play goes on, dummy's card to come
            "2017": (
                [fact("dummy_suggested", True)],
                {"status": "play", "next": "N", "irr_has": [("dummy_suggested_play", "N")]},
            ),
            # rubber 50: East (left of dummy) requires declarer to play it or not
            "rubber": (
                [fact("dummy_suggested", "SK")],
                {"status": "awaiting_choice", "ruling": {"chooser": "E"}},
            ),
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check11_rubber(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
