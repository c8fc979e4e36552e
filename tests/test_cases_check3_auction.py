"""Third blind check (issue 13): the auction laws where the cases were
thinnest (24, 25B, 26, 27B3/B4/C, 28A/B, 30, 31, 32, 36, 37, 38, 39), each in
both editions, and their interactions (two obligations on one player, a 26
restriction with a penalty card at one lead, a change of call then an
insufficient bid). Every expected answer was set down from the seeds (000
Dutch 2017, 003 Dutch 2007 Laws 23-40, 004's question order) before the case
was run; see tests/check2_cases.py for the mechanism and the deal.

2017 and 2007 differ where the seeds differ: 2017 30B1, 31B and 32B let
partner call and bar him once (at his next turn) only when the offender's
later call is not comparable, while 2007 30B2, 31B and 32A bar him for the
rest of the auction; 2017 26B lets declarer prohibit a suit the offender did
not name in the legal auction, 2007 26A2 lets him require or prohibit the
suit the withdrawn call named, and 2007 26B any one suit.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, full, params, run_case

BOTH = ("2017", "2007")

#: West's honour (the club ten) seen during the auction: East passes once (24B)
W_HONOUR = "N 1S; W exp CT; N dir"
#: East's insufficient 1H, refused, replaced by 3C (27B2): West passes throughout
E_27B2 = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"
FOUR_SUITS = {"prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"}


def _both(name: str, text: str, expect: dict[str, object], **per: dict[str, object]) -> list[Case]:
    """One case per edition; ``per`` holds an edition's own expectations."""
    return [
        Case(f"{name}_{ed}", full(text, ed), {**expect, **per.get(f"e{ed}", {})}) for ed in BOTH
    ]


CASES: list[Case] = [
    # ---- Law 24: a card exposed during the auction ----------------------------------
    *_both(
        "law_24a_low_card_then_defender_minor_penalty_card",
        "N 1S; W exp H2; N dir; E Pass; S 2S; W Pass; N Pass; E Pass",
        {
            "status": "play",
            "next": "E",
            "contract": "2S",
            "declarer": "N",
            "must_pass": [],
            "pcs": {("W", "H2", "minor")},
            "irr_has": [("exposed_card_auction", "W")],
        },
    ),
    *_both(
        "law_24c_two_cards_partner_passes_once",
        "N 1S; W exp H2; W exp H5; N dir",
        {"status": "auction", "next": "E", "must_pass": [("E", "next_turn")]},
    ),
    *_both(
        "law_24d_offender_becomes_dummy_card_back_in_hand",
        "N 1S; E Pass; S exp S6; W dir; S 2S; W Pass; N Pass; E Pass",
        {
            "status": "play",
            "next": "E",
            "contract": "2S",
            "declarer": "N",
            "pcs": set(),
            "obl_types": [],
        },
    ),
    *_both(
        "law_24e_honour_becomes_major_penalty_card_50d2_at_partners_lead",
        f"{W_HONOUR}; E Pass; S 2S; W Pass; N Pass; E Pass",
        {
            "status": "awaiting_choice",
            "contract": "2S",
            "must_pass": [],
            "pcs": {("W", "CT", "major")},
            "ruling": {"chooser": "N"},
            "ruling_laws_has": ["50D2"],
        },
    ),
    # ---- Law 25: changes of call ------------------------------------------------------
    *_both(
        "law_25b2_intended_change_refused_original_stands",
        "N 1S; E 2C; E 2D; S dir; fact unintended false; S ch reject",
        {"status": "auction", "next": "S", "must_pass": [], "contract": None},
    ),
    Case(
        "law_25a1_unintended_change_to_insufficient_bid_asks_artificial_2017",
        full("N 1S; E 2C; E 1D; S dir; fact unintended true"),
        {
            "status": "awaiting_fact",
            "questions": ["artificial"],
            "irr_has": [("insufficient_bid", "E")],
        },
    ),
    Case(
        "law_25a1_unintended_change_to_insufficient_bid_lho_chooses_2007",
        full("N 1S; E 2C; E 1D; S dir; fact unintended true", "2007"),
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
    *_both(
        "law_25a1_unintended_insufficient_replaced_by_pass_27b2",
        "N 1S; E 2C; E 1D; S dir; fact unintended true; fact artificial false; S ch reject; E Pass",
        {"status": "auction", "next": "S", "must_pass": [("W", "rest_of_auction")]},
    ),
    *_both(
        "law_25a1_unintended_insufficient_lowest_same_suit_27b1a",
        "N 1S; E 2C; E 1D; S dir; fact unintended true; fact artificial false; S ch reject; E 2D",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- Law 26: lead restrictions after a withdrawn call ------------------------------
    Case(
        "law_26b_2017_suit_bid_later_by_offender_not_prohibited",
        full(f"{E_27B2}; S Pass; W Pass; N 3S; E 4H; S 4S; W Pass; N Pass; E Pass"),
        {
            "status": "play",
            "next": "E",
            "contract": "4S",
            "declarer": "N",
            "lead": {("W", "pending_choice", None)},
        },
    ),
    Case(
        "law_26a1_2007_named_suit_bid_later_by_offender_no_restriction",
        full(
            f"{E_27B2}; S Pass; W Pass; N 3S; E 4H; S 4S; W Pass; N Pass; E Pass",
            "2007",
        ),
        {"status": "play", "next": "E", "contract": "4S", "declarer": "N", "lead": set()},
    ),
    # ---- Law 27: insufficient bids --------------------------------------------------
    *_both(
        "law_27b3_double_cancelled_offender_passes_partner_throughout",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E X; fact comparable false; E Pass",
        {"status": "auction", "next": "S", "must_pass": [("W", "rest_of_auction")]},
    ),
    *_both(
        "law_27b4_second_insufficient_refused_partner_throughout_even_lowest",
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 1D; S ch reject; E 2H",
        {"status": "auction", "next": "S", "must_pass": [("W", "rest_of_auction")]},
    ),
    *_both(
        "law_27c_premature_lowest_replacement_no_rectification",
        "N 1S; E 1H; E 2H; S dir; fact artificial false; S ch reject",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- Law 28 ---------------------------------------------------------------------
    *_both(
        "law_28a_call_at_turn_of_rho_who_must_pass_is_in_rotation",
        f"{E_27B2}; S Pass; N 3S",
        {
            "status": "auction",
            "next": "E",
            "must_pass": [("W", "rest_of_auction")],
            # 28A: the call counts as made in rotation, no irregularity
            "irr_codes": ["insufficient_bid"],
        },
    ),
    Case(
        "law_28b_2007_player_in_turn_calls_over_coot",
        full("E 1H; N 1S", "2007"),
        {"status": "auction", "next": "E", "must_pass": [], "irr_codes": ["bid_out_of_rotation"]},
    ),
    # ---- Law 30: passes out of rotation -----------------------------------------------
    *_both(
        "law_30_pass_at_rho_turn_offender_passes_once",
        "N 1S; S Pass; W dir; W ch reject",
        {"status": "auction", "next": "E", "must_pass": [("S", "next_turn")]},
    ),
    Case(
        "law_30b1b2_2017_not_comparable_partner_passes_once",
        full("N 1S; W Pass; N dir; N ch reject; E 2H; S Pass; W 3H; fact comparable false"),
        {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
    ),
    Case(
        "law_30b2_2007_bid_by_offender_who_must_pass_37b_both_throughout",
        full("N 1S; W Pass; N dir; N ch reject; E 2H; S Pass; W 3H; N dir", "2007"),
        {
            "status": "auction",
            "next": "N",
            "must_pass_has": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
        },
    ),
    *_both(
        "law_30b2_pass_after_own_call_at_lho_turn_is_change_of_call",
        "N 1S; N Pass; E dir",
        {"status": "awaiting_fact", "questions": ["unintended"], "irr_codes": ["change_of_call"]},
    ),
    # ---- Law 31: bids out of rotation ----------------------------------------------------
    Case(
        "law_31b_2017_partner_may_call_then_not_comparable_once",
        full("N 1S; W 2H; N dir; N ch reject; E Pass; S 2S; W 3C; fact comparable false"),
        {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
    ),
    Case(
        "law_31b_2007_partner_passes_throughout",
        full("N 1S; W 2H; N dir; N ch reject", "2007"),
        {"status": "auction", "next": "E", "must_pass": [("E", "rest_of_auction")]},
    ),
    Case(
        "law_31a2a_2007_same_denomination_partner_passes_once",
        full("N 1S; S 2S; W dir; fact artificial false; W ch reject; E 2H; S 3S", "2007"),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")]},
    ),
    Case(
        "law_31a2b_2007_other_denomination_partner_throughout",
        full("N 1S; S 2S; W dir; fact artificial false; W ch reject; E 2H; S 3C", "2007"),
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    Case(
        "law_31a2b_2017_not_comparable_partner_once",
        full(
            "N 1S; S 2S; W dir; fact artificial false; W ch reject; E 2H; S 3C; "
            "fact comparable false"
        ),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")]},
    ),
    # ---- Law 32: doubles out of rotation ------------------------------------------------
    Case(
        "law_32a_2007_double_at_partners_turn_partner_throughout",
        full("N 1S; W X; N dir; N ch reject", "2007"),
        {"status": "auction", "next": "E", "must_pass": [("E", "rest_of_auction")]},
    ),
    Case(
        "law_32b1_2017_double_at_partners_turn_partner_free",
        full("N 1S; W X; N dir; N ch reject", "2017"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    *_both(
        "law_32_double_at_rho_turn_rho_passes_offender_repeats",
        "N 1S; E Pass; W X; N dir; N ch reject; S Pass; W X",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    Case(
        "law_32b2_2007_rho_bids_partner_throughout_26b_any_suit",
        full(
            "N 1S; E Pass; W X; N dir; N ch reject; S 2S; W Pass; N 4S; E Pass; S Pass; W Pass",
            "2007",
        ),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "N",
            "ruling": {"chooser": "N", "options_has": FOUR_SUITS},
        },
    ),
    Case(
        "law_32a2b_2017_rho_bids_pass_not_comparable_26b_any_suit",
        full("N 1S; E Pass; W X; N dir; N ch reject; S 2S; W Pass; N 4S; E Pass; S Pass; W Pass"),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "N",
            "ruling": {"chooser": "N", "options_has": FOUR_SUITS},
        },
    ),
    # ---- Law 36: inadmissible doubles -----------------------------------------------------
    *_both(
        "law_36b_double_of_partners_bid_replaced_partner_throughout",
        "N 1S; E Pass; S X; W dir; S 2S",
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    *_both(
        "law_36a_lho_called_over_inadmissible_double_all_cancelled",
        "N 1S; E Pass; S X; W Pass; N dir",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *_both(
        "law_36b4_inadmissible_redouble_out_of_rotation",
        "N 1S; E Pass; W XX; N dir",
        {"status": "auction", "next": "S", "must_pass": [("E", "rest_of_auction")]},
    ),
    # ---- Law 37: a call by a player who must pass ----------------------------------------
    *_both(
        "law_37b_bid_instead_of_owed_pass_both_throughout",
        f"{W_HONOUR}; E 2H; S dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass_has": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
        },
    ),
    *_both(
        "law_37a_lho_called_once_only_duty_gone",
        f"{W_HONOUR}; E 2H; S 2S",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- Law 38: a bid above seven ------------------------------------------------------
    *_both(
        "law_38bc_bid_of_eight_cancelled_side_throughout",
        "N 1S; E 8H; S dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
        },
    ),
    # ---- Law 39: calls after the final pass -----------------------------------------------
    *_both(
        "law_39b_defenders_pass_after_final_pass_nothing",
        "N 1S; E Pass; S Pass; W Pass; E Pass; N dir",
        {"status": "play", "next": "E", "contract": "1S", "declarer": "N", "obl_types": []},
    ),
    *_both(
        "law_39b_dummys_bid_after_final_pass_nothing",
        "N 1S; E Pass; S Pass; W Pass; S 2S; E dir",
        {"status": "play", "next": "E", "contract": "1S", "declarer": "N", "obl_types": []},
    ),
    Case(
        "law_39c_2007_defenders_bid_26a2_require_or_prohibit_hearts",
        full("N 1S; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended false", "2007"),
        {
            "status": "awaiting_choice",
            "contract": "1S",
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:H", "prohibit_suit:H"},
            },
        },
    ),
    # ---- interactions -------------------------------------------------------------------
    *_both(
        "two_obligations_24b_once_and_31b_on_east",
        f"{W_HONOUR}; W 2H; N dir; N ch reject",
        {"status": "auction", "next": "E", "must_pass_has": [("E", "next_turn")]},
        e2007={"must_pass_has": [("E", "rest_of_auction")]},
    ),
    Case(
        "law_39c_2017_26b_with_major_penalty_card_at_one_lead",
        full(f"{W_HONOUR}; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended false"),
        {
            "status": "awaiting_choice",
            "contract": "1S",
            "pcs": {("W", "CT", "major")},
            "ruling": {"chooser": "N", "options_has": {"prohibit_suit:H"}},
        },
    ),
    Case(
        "law_39c_2007_26a2_with_major_penalty_card_at_one_lead",
        full(f"{W_HONOUR}; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended false", "2007"),
        {
            "status": "awaiting_choice",
            "contract": "1S",
            "pcs": {("W", "CT", "major")},
            "ruling": {"chooser": "N", "options_has": {"require_suit:H", "prohibit_suit:H"}},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check3_auction_case(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)


def test_check3_auction_cases_cover_both_editions() -> None:
    editions = [c.record["edition"] for c in CASES]
    assert editions.count("2017") >= 20 and editions.count("2007") >= 20
