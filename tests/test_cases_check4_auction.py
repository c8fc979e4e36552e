"""Fourth blind check (issue 13), the auction: Laws 25, 26, 27, 28, 36, 37,
38 and 39 in both editions, where a club director meets them together (a
call made while partner is barred, a forbidden bid the next player covers, a
bid above seven whose replacing pass ends the auction, a bid after the final
pass that restricts a later lead). Expected answers set down from seed 000
(2017) and seed 003 (Dutch 2007 Laws 23-40) before the records were run; see
tests/check2_cases.py for the deal (board 1, North deals).

The editions differ where the seeds differ: 2017 26B lets declarer forbid any
one suit the offender did not name in the legal auction, 2007 26A2 lets him
require or forbid the suit the withdrawn call named, and 2007 26B (a call that
named no suit) forbid any one suit.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import Case, full, params, run_case

BOTH = ("2017", "2007")


def _both(name: str, text: str, expect: dict[str, object], **per: dict[str, object]) -> list[Case]:
    """One case per edition; ``per`` holds an edition's own expectations."""
    return [
        Case(f"{name}_{ed}", full(text, ed), {**expect, **per.get(f"e{ed}", {})}) for ed in BOTH
    ]


#: East's insufficient 1H refused and replaced by 3C (not comparable): West passes throughout
E_27B2 = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"
#: 3NT by South after East's natural 1H; West is on lead
S_3NT = "N Pass; E 1H; S 1NT; W Pass; N 3NT; E Pass; S Pass; W Pass"
ALL_PROHIBIT = {"prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:D", "prohibit_suit:C"}

CASES: list[Case] = [
    # ---- Law 25: a change of call -------------------------------------------------
    *_both(
        "law_25a_unintended_call_replaced_without_rectification",
        "N 1S; E Pass; S 2C; S 2S; W dir; fact unintended true",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [],
            "irr_has": [("change_of_call", "S")],
        },
    ),
    *_both(
        "law_25b_intended_change_lho_chooses",
        "N 1S; E Pass; S 2C; S 2S; W dir; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "change_of_call",
                "offender": "S",
                "chooser": "W",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    *_both(
        "law_25b2_change_refused_first_call_stands",
        "N 1S; E Pass; S 2C; S 2S; W dir; fact unintended false; W ch reject; W Pass; N 2D",
        # 2C stood, so North's 2D over it is sufficient and nobody is barred
        {"status": "auction", "next": "E", "must_pass": [], "irr_has": [("change_of_call", "S")]},
    ),
    *_both(
        "law_25b1_change_accepted_second_call_stands",
        "N 1S; E Pass; S 2C; S 2S; W dir; fact unintended false; W ch accept; W Pass; N 3S",
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # ---- Law 28A: a call at RHO's turn while RHO must pass is in rotation -------------
    *_both(
        "law_28a_call_while_rho_must_pass_counts_in_rotation",
        "E Pass; S dir; S ch reject; N 1S; S 2S",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [],
            "not_ruling": "bid_out_of_rotation",
            "rulings": 1,
            "irr_has": [("pass_out_of_rotation", "E")],
        },
    ),
    # ---- Law 37: a bid by a player who must pass --------------------------------------
    *_both(
        "law_37a_lho_calls_before_rectification_everything_stands",
        f"{E_27B2}; S 3S; W 4C; N 4S; E dir",
        {
            "status": "auction",
            "next": "E",
            "must_pass": [("W", "rest_of_auction")],
            "irr_has": [("call_when_required_to_pass", "W")],
        },
    ),
    *_both(
        "law_37b_forbidden_bid_cancelled_whole_side_passes",
        f"{E_27B2}; S 3S; W 4C; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
            "irr_has": [("call_when_required_to_pass", "W")],
        },
    ),
    # ---- Law 36: an inadmissible double ------------------------------------------------
    *_both(
        "law_36b4_inadmissible_double_out_of_rotation_never_accepted",
        "N 1S; S X; W dir",
        {
            "status": {"auction", "awaiting_fact"},
            "must_pass": [("N", "rest_of_auction")],
            "irr_has": [("inadmissible_double", "S")],
            "ruling": {"options_not": {"accept"}},
        },
    ),
    # ---- Law 38: a bid above seven; the pass replacing it ends the auction ---------------
    *_both(
        "law_38c_bid_above_seven_replaced_by_pass_side_passes",
        "N 1S; E Pass; S 8S; W dir",
        {
            "status": "auction",
            "next": "W",
            "must_pass": [("N", "rest_of_auction"), ("S", "rest_of_auction")],
            "irr_has": [("bid_above_seven", "S")],
        },
    ),
    *_both(
        "law_38c_replacing_pass_is_the_third_pass",
        "N 1S; E Pass; S 8S; W dir; W Pass",
        {
            "status": "play",
            "contract": "1S",
            "declarer": "N",
            "next": "E",
            "must_pass": [],
        },
    ),
    # ---- Law 39: calls after the final pass ----------------------------------------------
    *_both(
        "law_39c_defender_bid_after_final_pass_restricts_partners_opening_lead",
        f"{S_3NT}; E 2D; N dir",
        {
            "status": "awaiting_choice",
            "contract": "3NT",
            "declarer": "S",
            "irr_has": [("call_after_final_pass", "E")],
            "ruling": {"chooser": "S"},
        },
        # 2017 26B: any one suit East did not name legally (he bid hearts)
        e2017={
            "ruling": {
                "chooser": "S",
                "options_has": {"prohibit_suit:S", "prohibit_suit:D", "prohibit_suit:C"},
                "options_not": {"prohibit_suit:H", "require_suit:D"},
            }
        },
        # 2007 26A2: the withdrawn 2D named diamonds, which East never bid
        e2007={
            "ruling": {
                "chooser": "S",
                "options_has": {"require_suit:D", "prohibit_suit:D"},
                "options_not": {"prohibit_suit:S", "prohibit_suit:C"},
            }
        },
    ),
    *_both(
        "law_39c_defender_double_after_final_pass_restriction_at_opening_lead",
        f"{S_3NT}; E X; N dir",
        {"status": "awaiting_choice", "contract": "3NT", "declarer": "S"},
        e2017={
            "ruling": {
                "chooser": "S",
                "options_has": {"prohibit_suit:S", "prohibit_suit:D", "prohibit_suit:C"},
                "options_not": {"prohibit_suit:H", "require_suit:S"},
            }
        },
        # 2007 26B: a call that named no suit: any one suit may be forbidden
        e2007={"ruling": {"chooser": "S", "options_has": ALL_PROHIBIT}},
    ),
    *_both(
        "law_39c_restriction_forbidden_suit_lead_is_legal_otherwise",
        f"{S_3NT}; E X; N dir; S ch prohibit_suit:S; W card H7",
        {"status": "play", "next": "N", "contract": "3NT", "pcs": set()},
    ),
    *_both(
        "law_39b_declarer_to_be_bids_after_final_pass_cancelled",
        "N 1S; E Pass; S Pass; W Pass; N 2S; E dir",
        # the bid after the final pass is cancelled (39A); a bid by the future
        # declarer carries no rectification (39B)
        {"status": "play", "contract": "1S", "declarer": "N", "next": "E", "obl_types": []},
    ),
    # ---- Law 27: with one of the auction's other laws --------------------------------------
    *_both(
        "law_27b1a_nt_over_artificial_2c_lowest_sufficient",
        "N 2C; E 1NT; S dir; fact artificial false; S ch reject; E 2NT",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *_both(
        "law_27b3_double_in_place_of_insufficient_bid_cancelled",
        "N 1NT; E 1S; S dir; fact artificial false; S ch reject; E X; fact comparable false",
        # the double is cancelled; East must still make a legal call (27B3)
        {"status": "auction", "next": "E", "must_pass": [("W", "rest_of_auction")]},
    ),
    *_both(
        "law_27b1b_comparable_double_stands",
        "N 1NT; E 1S; S dir; fact artificial false; S ch reject; E X; fact comparable true",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- Law 27C: the offender replaced his bid before the director ruled ----------------
    *_both(
        "law_27c_premature_other_bid_stands_partner_passes_throughout",
        "N 1S; E 1H; E 3C; S dir; fact artificial false; S ch reject; fact comparable false",
        {"status": "auction", "next": "S", "must_pass": [("W", "rest_of_auction")]},
    ),
    # ---- Law 30 at LHO's turn before anyone called: the editions part ways -----------------
    Case(
        "law_30b1_2017_pass_at_lho_turn_before_any_call_partner_barred_once",
        full("W Pass; N dir; N ch reject; N 1S; E 2H; S Pass; W 2S; fact comparable false"),
        {"status": "auction", "next": "N", "must_pass": [("E", "next_turn")]},
    ),
    Case(
        "law_30a_2007_pass_before_any_bid_offender_passes_at_first_turn",
        full("W Pass; N dir; N ch reject; N 1S; E 2H; S Pass", "2007"),
        {"status": "auction", "next": "W", "must_pass": [("W", "next_turn")]},
    ),
    # ---- seed 004: a 26B restriction and a major penalty card at one lead: 26B first --------
    *_both(
        "law_26b_restriction_first_penalty_card_waits_for_a_later_lead",
        "N 1S; W exp CT; N dir; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended false; "
        "N ch prohibit_suit:H; "
        "E card SQ",
        # the prohibition binds East while he keeps the lead; West's club ten stays a
        # major penalty card for a later trick (004: two separate rectifications)
        {
            "status": "play",
            "contract": "1S",
            "next": "S",
            "pcs": {("W", "CT", "major")},
            "lead": {("E", "prohibit_suit", "H")},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check4_auction(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
