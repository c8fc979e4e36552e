"""Second blind check, the auction: Laws 9-11, 17, 25-39 where the 2007
edition differs from 2017 (30, 31, 32, 26, 39), two irregularities at one
director call, and situations that start mid-auction (spec §6). Expected
answers were set down from seeds 000, 002, 003 and 004 before each record
was run."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, full, params, run_case, sit

CLUBS_ETC = {"prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"}

#: West's natural 1H at his turn after 1S-P-2S refused; he bids 3C, not comparable:
#: East passes throughout (27B2) and leads against North's spades
W_IB = (
    "N 1S; E Pass; S 2S; W 1H; N dir; fact artificial false; N ch reject; W 3C; "
    "fact comparable false"
)

CASES: list[Case] = [
    # ---- Laws 9-10: the director called, choices that count for nothing ------------
    Case(
        "law_9a_director_called_nothing_irregular",
        full("N 1S; E dir"),
        {"status": "auction", "next": "E", "irr": [], "rulings": 0},
    ),
    Case(
        "law_9a_2007_director_called_nothing_irregular",
        full("N 1S; E Pass; S dir", "2007"),
        {"status": "auction", "next": "S", "irr": [], "rulings": 0},
    ),
    Case(
        "law_10c_choice_by_partner_of_chooser",
        full("N 1S; E 1H; S dir; fact artificial false; N ch reject"),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "S", "options": {"accept", "reject"}},
            "without_effect": 1,
        },
    ),
    Case(
        "law_10c_choice_before_the_director_came",
        full("N 1S; E 1H; S ch reject; S dir; fact artificial false"),
        {"status": "awaiting_choice", "ruling": {"chooser": "S"}, "without_effect": 1},
    ),
    Case(
        "law_10c_2007_choice_by_offender",
        full("N 1S; E 1H; S dir; E ch reject", "2007"),
        {"status": "awaiting_choice", "ruling": {"chooser": "S"}, "without_effect": 1},
    ),
    # ---- Law 30: pass out of rotation, 2017 against 2007 ---------------------------
    Case(
        "law_30a_pass_at_rho_turn_after_a_bid",
        full("N 1S; S Pass; W dir; W ch reject; E 2H"),
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("S", "next_turn")],
            "ruling": {"irregularity": "pass_out_of_rotation", "offender": "S", "chooser": "W"},
        },
    ),
    Case(
        "law_30b1_2007_pass_at_rho_turn_after_a_bid",
        full("N 1S; S Pass; W dir; W ch reject; E 2H", "2007"),
        {"status": "auction", "next": "S", "must_pass": [("S", "next_turn")]},
    ),
    Case(
        "law_30b1a_pass_at_partner_turn_before_any_call",
        full("S Pass; W dir; W ch reject"),
        {
            "status": "auction",
            "next": "N",
            "must_pass": [],
            "ruling": {"irregularity": "pass_out_of_rotation", "offender": "S", "chooser": "W"},
        },
    ),
    Case(
        "law_30a_2007_pass_at_partner_turn_before_any_bid",
        full("S Pass; W dir; W ch reject", "2007"),
        {"status": "auction", "next": "N", "must_pass": [("S", "next_turn")]},
    ),
    Case(
        "law_30b1b_not_comparable_partner_passes_once",
        full("S Pass; W dir; W ch reject; N 1H; E Pass; S 2H; fact comparable false"),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")], "text": ["30B1"]},
    ),
    Case(
        "law_30b1b_comparable_no_rectification",
        full("S Pass; W dir; W ch reject; N 1H; E Pass; S Pass; fact comparable true"),
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    Case(
        "law_30b1_pass_at_partner_turn_after_a_bid",
        full("N 1S; W Pass; N dir; N ch reject"),
        {
            "status": "auction",
            "next": "E",
            "must_pass": [],
            "ruling": {"chooser": "N", "offender": "W"},
        },
    ),
    Case(
        "law_30b2a_2007_pass_at_partner_turn_after_a_bid_throughout",
        full("N 1S; W Pass; N dir; N ch reject", "2007"),
        {
            "status": "auction",
            "next": "E",
            "must_pass_has": [("W", "rest_of_auction")],
            "ruling": {"chooser": "N", "offender": "W"},
        },
    ),
    Case(
        "law_30b2b_2007_partner_barred_from_doubling",
        full("N 1S; W Pass; N dir; N ch reject", "2007"),
        {"obl_types": ["must_pass", "no_double"]},
    ),
    Case(
        "law_28b_2007_pass_cancelled_by_rho_call",
        full("N 1S; S Pass; E 2H", "2007"),
        {
            "status": "auction",
            "next": "S",
            "must_pass": [],
            "irr": [("pass_out_of_rotation", "S", False)],
            "text": ["28B"],
        },
    ),
    # ---- Law 31: bid out of rotation -----------------------------------------------
    Case(
        "law_31a2_2007_same_denomination_partner_passes_once",
        full("N 1S; S 2H; W dir; fact artificial false; W ch reject; E 2S; S 3H", "2007"),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")]},
    ),
    Case(
        "law_31a2b_2007_other_denomination_partner_passes_throughout",
        full("N 1S; S 2H; W dir; fact artificial false; W ch reject; E 2S; S 3C", "2007"),
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    Case(
        "law_31a2_not_comparable_partner_passes_once",
        full("N 1S; S 2H; W dir; W ch reject; E 2S; S 3C; fact comparable false"),
        {"status": "auction", "next": "W", "must_pass": [("N", "next_turn")]},
    ),
    Case(
        "law_31a2_comparable_no_rectification",
        full("N 1S; S 2H; W dir; W ch reject; E 2S; S 3H; fact comparable true"),
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    Case(
        "law_31a1_rho_passes_offender_repeats",
        full("N 1S; S 2H; W dir; W ch reject; E Pass; S 2H"),
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    Case(
        "law_31b_bid_at_partner_turn_partner_free",
        full("N 1S; W 2H; N dir; N ch reject"),
        {
            "status": "auction",
            "next": "E",
            "must_pass": [],
            "ruling": {"irregularity": "bid_out_of_rotation", "offender": "W", "chooser": "N"},
        },
    ),
    Case(
        "law_31b_2007_bid_at_partner_turn_partner_passes_throughout",
        full("N 1S; W 2H; N dir; fact artificial false; N ch reject", "2007"),
        {"status": "auction", "next": "E", "must_pass": [("E", "rest_of_auction")]},
    ),
    Case(
        "law_31b_then_comparable_bid_no_rectification",
        full("N 1S; W 2H; N dir; N ch reject; E Pass; S Pass; W 2H; fact comparable true"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    Case(
        "law_31b_then_not_comparable_partner_passes_once",
        full("N 1S; W 2H; N dir; N ch reject; E Pass; S Pass; W 3C; fact comparable false"),
        {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
    ),
    Case(
        "law_29a_bid_out_of_rotation_accepted_by_lho",
        full("N 1S; W 2H; N 2S"),
        {
            "status": "auction",
            "next": "E",
            "must_pass": [],
            "irr": [("bid_out_of_rotation", "W", True)],
        },
    ),
    # ---- Law 32: doubles out of rotation ---------------------------------------------
    Case(
        "law_32a1_rho_passes_double_repeated",
        full("N 1S; E Pass; W X; N dir; N ch reject; S Pass; W X"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    Case(
        "law_32a2_rho_bids_not_comparable_partner_passes_once",
        full("N 1S; E Pass; W X; N dir; N ch reject; S 2S; W 3H; fact comparable false"),
        {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
    ),
    Case(
        "law_32b2_2007_rho_bids_partner_passes_throughout",
        full("N 1S; E Pass; W X; N dir; N ch reject; S 2S; W 3H", "2007"),
        {"status": "auction", "next": "N", "must_pass": [("E", "rest_of_auction")]},
    ),
    Case(
        "law_32b_double_at_partner_turn_partner_free",
        full("N 1S; W X; N dir; N ch reject"),
        {
            "status": "auction",
            "next": "E",
            "must_pass": [],
            "ruling": {"irregularity": "double_out_of_rotation", "offender": "W"},
        },
    ),
    Case(
        "law_32a_2007_double_at_partner_turn_partner_passes_throughout",
        full("N 1S; W X; N dir; N ch reject", "2007"),
        {"status": "auction", "next": "E", "must_pass": [("E", "rest_of_auction")]},
    ),
    # ---- Law 26 after Law 27B2: 2017 prohibits an unnamed suit, 2007 requires/prohibits
    Case(
        "law_26b_after_27b2_declarer_may_prohibit_unnamed_suits",
        full(f"{W_IB}; N 3S; E Pass; S 4S; W Pass; N Pass; E Pass"),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "N",
            "ruling": {
                "chooser": "N",
                "options": {
                    "prohibit_suit:S",
                    "prohibit_suit:H",
                    "prohibit_suit:D",
                    "no_restriction",
                },
            },
        },
    ),
    Case(
        "law_26a_2007_after_27b2_require_or_prohibit_hearts",
        full(f"{W_IB}; fact artificial false; N 3S; E Pass; S 4S; W Pass; N Pass; E Pass", "2007"),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
        },
    ),
    Case(
        "law_26b_offender_named_hearts_later_prohibit_the_others",
        full(f"{W_IB}; N 3S; E Pass; S Pass; W 4H; N 4S; E Pass; S Pass; W Pass"),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "ruling": {
                "chooser": "N",
                "options": {"prohibit_suit:S", "prohibit_suit:D", "no_restriction"},
            },
        },
    ),
    Case(
        "law_26a1_2007_offender_named_hearts_later_no_restriction",
        full(
            f"{W_IB}; fact artificial false; N 3S; E Pass; S Pass; W 4H; N 4S; E Pass; "
            "S Pass; W Pass",
            "2007",
        ),
        {"status": "play", "next": "E", "contract": "4S", "lead": set()},
    ),
    Case(
        "law_27b2_partner_passes_throughout_then_auction_ends",
        full(f"{W_IB}; N 3S; E Pass; S 4S; W Pass; N Pass"),
        {"status": "auction", "next": "E", "must_pass": [("E", "rest_of_auction")]},
    ),
    # ---- Law 36C, 39 ----------------------------------------------------------------
    Case(
        "law_36c_inadmissible_double_found_after_the_lead",
        full("N 1NT; E Pass; S 3NT; W Pass; N X; E Pass; S Pass; W Pass; E card DA; S dir"),
        {"contract": "3NT", "declarer": "N", "status": "play", "next": "S"},
    ),
    Case(
        "law_19_2007_inadmissible_double_found_after_the_lead",
        full("N 1NT; E Pass; S 3NT; W Pass; N X; E Pass; S Pass; W Pass; E card DA; S dir", "2007"),
        {"contract": "3NT", "declarer": "N", "status": "play", "next": "S"},
    ),
    Case(
        "law_39c_defender_bids_after_final_pass_prohibit_any_unnamed_suit",
        full("N 1S; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended false"),
        {
            "contract": "1S",
            "declarer": "N",
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options": CLUBS_ETC | {"no_restriction"}},
        },
    ),
    Case(
        "law_39_2007_defender_bids_after_final_pass_26a_hearts",
        full(
            "N 1S; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended false; "
            "fact artificial false",
            "2007",
        ),
        {
            "contract": "1S",
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
        },
    ),
    Case(
        "law_39b_pass_after_final_pass_by_defender_nothing",
        full("N 1S; E Pass; S Pass; W Pass; W Pass; N dir"),
        {"contract": "1S", "status": "play", "next": "E", "lead": set()},
    ),
    Case(
        "law_39b_declarer_bids_after_final_pass_nothing",
        full("N 1S; E Pass; S Pass; W Pass; N 2S; E dir"),
        {"contract": "1S", "status": "play", "next": "E", "lead": set()},
    ),
    # ---- two irregularities at one director call --------------------------------------
    Case(
        "two_irregularities_insufficient_bid_then_partner_out_of_rotation",
        full("N 1S; E 1H; W 2H; S dir"),
        {
            "irr_codes": ["insufficient_bid", "bid_out_of_rotation"],
            "status": {"awaiting_fact", "awaiting_choice"},
        },
    ),
    Case(
        "two_irregularities_honour_shown_then_bid_at_partner_turn",
        full("N 1S; W exp CT; W 2H; N dir"),
        {
            "irr_has": [("exposed_card_auction", "W"), ("bid_out_of_rotation", "W")],
            "status": {"awaiting_fact", "awaiting_choice"},
        },
    ),
    Case(
        "two_irregularities_pass_out_of_rotation_then_insufficient_bid_by_rho",
        full("N 1S; S Pass; E 1H; W dir"),
        {
            "irr_codes": ["pass_out_of_rotation", "insufficient_bid"],
            "status": "awaiting_fact",
            "question": "artificial",
            "must_pass": [],
            "ruling": {"irregularity": "insufficient_bid", "chooser": "S"},
        },
    ),
    # ---- situations mid-auction (spec §6) --------------------------------------------
    Case(
        "situation_insufficient_bid_found_asks_artificial_first",
        sit({"auction": ["1S", "1H"]}, "S dir"),
        {
            "status": "awaiting_fact",
            "question": "artificial",
            "irr": [("insufficient_bid", "E", None)],
        },
    ),
    Case(
        "situation_2007_insufficient_bid_lho_chooses_first",
        sit({"auction": ["1S", "1H"]}, "S dir", "2007"),
        {"status": "awaiting_choice", "ruling": {"chooser": "S", "options": {"accept", "reject"}}},
    ),
    Case(
        "situation_pass_at_rho_turn",
        sit({"auction": ["1S", "Pass"]}, "W Pass; N dir"),
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
    Case(
        "situation_must_pass_carried_over",
        sit(
            {
                "auction": ["1S", "Pass", "2S"],
                "obligations": [
                    {"type": "must_pass", "seat": "W", "scope": "rest_of_auction", "laws": ["27B2"]}
                ],
            },
            "W 3H; N dir",
        ),
        {
            "irr_has": [("call_when_required_to_pass", "W")],
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
        },
    ),
]


CASES += [
    Case(
        f"two_irregularities_double_at_partner_turn_then_partner_shows_ace_{ed}",
        full("N 1S; W X; E exp DA; N dir", ed),
        {
            "irr_has": [("double_out_of_rotation", "W"), ("exposed_card_auction", "E")],
            "status": "awaiting_choice",
            "ruling": {"irregularity": "double_out_of_rotation", "chooser": "N"},
            "must_pass_has": [("W", "next_turn")],
        },
    )
    for ed in ("2017", "2007")
]


@pytest.mark.parametrize("case", params(CASES))
def test_check2_auction(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
