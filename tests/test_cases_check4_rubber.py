"""Fourth blind check (issue 13): rubber bridge under the NBB rubber rules
(seed 001), set down from the rules before the records were run.

Rule 55(6): an established revoke costs the revoking side two of the tricks
it won, one for each later revoke by that side on the same deal, and never a
trick it won before the first revoke; the duplicate Law 64 does not apply.
Rule 30: in notrump the first, third, fifth and seventh tricks over book score
30, the second, fourth and sixth 40 (3NT made: 100; with 10, 11, 12 tricks:
140, 170, 210). Rules 39-41: calls out of rotation, insufficient bids, a bid
after the auction closed. 3NT by North, South dummy; board 1, nobody
vulnerable; see tests/check2_cases.py for the deal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, full, nt, params, run_case, sit


def revoke(won_by: str, after: int, seat: str = "E") -> list[dict[str, Any]]:
    """East (or ``seat``) revoked in trick 5; the trick went to ``won_by`` and the
    revoking side won ``after`` tricks after it; found at the end of play."""
    return [
        fact("revoke", {"seat": seat, "trick": 5}),
        fact("revoke_established", True),
        fact("revoke_trick_won_by", won_by),
        fact("offending_side_tricks_after", after),
    ]


def ended(ns: int, score: int, moved: int) -> dict[str, Any]:
    """The board over: NS took ``ns`` tricks after ``moved`` went to them under 55(6)."""
    return {
        "status": "complete",
        "adjust": [("55(6)", "NS", moved)] if moved else [],
        "tricks": {"NS": ns, "EW": 13 - ns},
        "score": {"NS": score, "EW": 0},
    }


def rubber_end(won_by: str, after: int, seat: str = "E") -> dict[str, Any]:
    return sit(nt(9, 4), revoke(won_by, after, seat), "rubber")


CASES: list[Case] = [
    # ---- rule 30: the notrump scale ------------------------------------------------
    Case(
        "rubber_rule_30_3nt_made_with_two_overtricks",
        sit(nt(11, 2), [], "rubber"),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 170, "EW": 0}},
    ),
    # ---- rule 55(6): an established revoke --------------------------------------------
    Case(
        "rubber_rule_55_6_revoker_won_the_trick_two_tricks",
        rubber_end("E", 3),
        # and the rubber text cites the rubber rule, not the duplicate Laws 63A1/64A
        {**ended(11, 170, 2), "text_en_not": ["64A", "63A1"], "text_nl_not": ["64A", "63A1"]},
    ),
    Case(
        "rubber_rule_55_6_declarer_won_the_trick_still_two_tricks",
        rubber_end("N", 3),
        # unlike Law 64A2, the rubber rule takes two tricks whoever won the revoke trick
        ended(11, 170, 2),
    ),
    Case(
        "rubber_rule_55_6_only_one_trick_won_after_the_revoke",
        rubber_end("N", 1),
        ended(10, 140, 1),
    ),
    Case(
        "rubber_rule_55_6_no_trick_won_after_the_revoke_nothing_transferred",
        rubber_end("N", 0),
        ended(9, 100, 0),
    ),
    Case(
        "rubber_rule_55_6_revoke_trick_the_only_trick_won_since",
        rubber_end("E", 0),
        ended(10, 140, 1),
    ),
    Case(
        "rubber_rule_55_1_dummy_revoke_no_penalty",
        rubber_end("S", 3, seat="S"),
        {"status": "complete", "adjust": [], "tricks": {"NS": 9, "EW": 4}},
    ),
    # ---- rules 39-41: the auction ------------------------------------------------------
    Case(
        "rubber_rule_40_1_insufficient_bid_partner_passes_once",
        full("N 1S; E 1H; S dir; E 2C", "rubber"),
        {"status": "auction", "next": "S", "must_pass": [("W", "next_turn")]},
    ),
    Case(
        "rubber_rule_40_2_offender_corrects_in_the_same_suit_before_attention",
        full("N 1S; E 1H; E 2H", "rubber"),
        {"status": "auction", "next": "S", "must_pass": [], "rulings": 0},
    ),
    Case(
        "rubber_rule_39_2_bid_at_rho_turn_partner_passes_once",
        full("N 1S; S 2S; W dir", "rubber"),
        {"status": "auction", "next": "E", "must_pass": [("N", "next_turn")]},
    ),
    Case(
        "rubber_rule_39_1_opening_bid_at_lho_turn_lho_may_demand_a_new_deal",
        full("W 1S; N dir", "rubber"),
        {
            "status": "awaiting_choice",
            "ruling": {"chooser": "N", "options": {"new_deal", "keep_deal"}},
        },
    ),
    Case(
        "rubber_rule_41_defender_bids_after_the_auction_declarer_names_partners_lead",
        full(
            "N Pass; E 1H; S 1NT; W Pass; N 3NT; E Pass; S Pass; W Pass; E 2D; N dir",
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "contract": "3NT",
            "declarer": "S",
            "ruling": {
                "chooser": "S",
                "options_has": {
                    "require_suit:S",
                    "require_suit:H",
                    "require_suit:D",
                    "require_suit:C",
                },
                "options_not": {"prohibit_suit:D"},
            },
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check4_rubber(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
