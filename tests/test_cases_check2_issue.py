"""Second blind check: fresh records for the kinds of wrong ruling issue 13
lists (new facts, same laws), so a regression in any of them shows: 27B1a
with an artificial bid's denominations, 27B3 and 27B1b, 27B2 beside a
once-only pass, 31A1's duty to repeat, 26B after a change accepted by a call
(25B1), 24B with a deliberately led card, a call after the final pass while
declarer's 54 choice is open, 62 with dummy's card, rubber rule 44's text.
Expected answers were set down from the seeds before each record was run."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import NT, Case, full, params, run_case

REV_T5 = (
    f"{NT}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; "
    "N card D9; E card SQ; S card S6; W card S3; N card SA; N card HQ; E card H3; S card H8; "
    "W card H2; N card HJ; E card S8"
)
CHANGE = "N Pass; E 1C; E 1D; S 1S; W Pass; N 4S; E Pass; S Pass; W Pass"

CASES: list[Case] = [
    Case(
        "law_27b1a_transfer_replaced_by_lowest_bid_in_shown_suit",
        full("N 1NT; E 2S; S 2D; W dir; fact artificial true H; W ch reject; S 3H"),
        {"status": "auction", "next": "W", "must_pass": [], "text": ["27B1"]},
    ),
    Case(
        "law_27b1a_2007_artificial_bid_not_covered_partner_silenced",
        full(
            "N 1NT; E 2S; S 2D; W dir; W ch reject; S 3H; fact artificial true H; "
            "fact comparable false",
            "2007",
        ),
        {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
    ),
    Case(
        "law_27b1b_comparable_double_no_rectification",
        full("N 1S; E 1H; S dir; fact artificial false; S ch reject; E X; fact comparable true"),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    Case(
        "law_27b3_not_comparable_double_partner_silenced",
        full("N 1S; E 1H; S dir; fact artificial false; S ch reject; E X; fact comparable false"),
        {"must_pass_has": [("W", "rest_of_auction")]},
    ),
    Case(
        "law_27b2_beside_a_24b_once_only_pass",
        full(
            "N 1S; E exp DA; S dir; E 1H; S dir; fact artificial false; S ch reject; E 3C; "
            "fact comparable false"
        ),
        {"status": "auction", "next": "S", "must_pass_has": [("W", "rest_of_auction")]},
    ),
    Case(
        "law_31a1_offender_must_repeat_after_rho_passes",
        full("N 1S; S 2H; W dir; W ch reject; E Pass"),
        {"status": "auction", "next": "S", "obl_types": ["must_repeat"]},
    ),
    Case(
        "law_26b_after_change_accepted_by_lho_call",
        full(CHANGE),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "S",
            "ruling": {
                "chooser": "S",
                "options": {
                    "prohibit_suit:S",
                    "prohibit_suit:H",
                    "prohibit_suit:C",
                    "no_restriction",
                },
            },
        },
    ),
    Case(
        "law_26a_2007_after_change_accepted_by_lho_call",
        full(CHANGE.replace("E 1D;", "E 1D; fact artificial false;"), "2007"),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "S",
            "ruling": {
                "chooser": "S",
                "options": {"require_suit:C", "prohibit_suit:C", "no_restriction"},
            },
        },
    ),
    Case(
        "law_24b_card_led_in_the_auction_deliberately_major",
        full("N 1S; E Pass; S 2S; W card S5; N dir; fact deliberate true; W Pass; N Pass; E Pass"),
        {
            "status": "awaiting_choice",
            "contract": "2S",
            "pcs": {("W", "S5", "major")},
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
        },
    ),
    Case(
        "law_39_call_after_final_pass_while_54_choice_open",
        full(f"{NT}; W card H2; N dir; fact could_see_dummy false; W 2H; N dir"),
        {
            "irr_has": [("opening_lead_out_of_turn", "W"), ("call_after_final_pass", "W")],
            "status": "awaiting_choice",
            "ruling": {"chooser": "N"},
        },
    ),
    Case(
        "law_62c1_dummy_card_after_corrected_revoke_declarer_chooses",
        full(f"{REV_T5}; S card H9; N dir; E card HK"),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N"},
            "chooser_not": "S",
            "pcs": {("E", "S8", "major")},
        },
    ),
    Case(
        "law_62a_2007_revoke_corrected_before_established",
        full(f"{REV_T5}; N dir", "2007"),
        {"pcs": {("E", "S8", "major")}, "status": "play", "next": "E", "adjust": []},
    ),
    Case(
        "rubber_44_exposed_card_text_speaks_of_the_play",
        full(
            "N P; E P; S 1H; W P; N P; E P; W card CT; N card C2; E card C4; S card CQ; "
            "W exp S5; S dir",
            "rubber",
        ),
        {"status": "play", "next": "S", "text_en_not": ["until the auction ends"]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_check2_issue(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
