"""Fifth blind check (issue 13): the NBB rubber rules (seed 001), the
penalties of rules 39-59 the earlier checks covered least (39(1) second bid,
42(a) allowed, 42(b)-(d), 43(a), 45 and 46 accepted by play, 46(4), 55(1)
chosen, 55(6) for declarer's side) and revokes in situations. Set down from
the rules before the records were run; tests/check5_cases.py reads nl, en, de.

Board 1, North deals, nobody vulnerable (tests/check2_cases.py). ``PLAY``:
South plays 1H, West led the club ten, South won the first trick and leads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, nt, params, sit
from check5_cases import full5, run5
from play2_helpers import ONE_HEART, SOUTH_WINS_T1

PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"


def rubber(text: str) -> dict[str, Any]:
    return full5(text, "rubber")


def found(seat: str, won_by: str, after: int) -> list[dict[str, Any]]:
    """``seat`` revoked in trick 5, established; the trick went to ``won_by`` and the
    revoking side won ``after`` tricks after it."""
    return [
        fact("revoke", {"seat": seat, "trick": 5}),
        fact("revoke_established", True),
        fact("revoke_trick_won_by", won_by),
        fact("offending_side_tricks_after", after),
    ]


#: East revoked in trick 3 and won it (his side won three later tricks); North revoked
#: in trick 6 and won it (his side won five later tricks); both established
TWO_SIDES = [
    fact("revoke", {"seat": "E", "trick": 3}),
    fact("revoke", {"seat": "N", "trick": 6}),
    fact("revoke_established", True, trick=3),
    fact("revoke_established", True, trick=6),
    fact("revoke_trick_won_by", "E", trick=3),
    fact("revoke_trick_won_by", "N", trick=6),
    fact("offending_side_tricks_after", 3, trick=3),
    fact("offending_side_tricks_after", 5, trick=6),
]

#: the same, but East's revoke trick went to North and East-West won one trick after it
TWO_SIDES_CAPPED = [
    *TWO_SIDES[:4],
    fact("revoke_trick_won_by", "N", trick=3),
    TWO_SIDES[5],
    fact("offending_side_tricks_after", 1, trick=3),
    TWO_SIDES[7],
]

CASES: list[Case] = [
    # ---- 42(c): a double of partner's bid: the LHO demands a new deal or disallows it;
    # letting it stand (42(III)) is only for (a) and (b)
    Case(
        "rubber_42c_double_of_partners_bid_lho_chooses",
        rubber("N 1S; E Pass; S X; W dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "S", "chooser": "W", "options": {"new_deal", "disallow"}},
            "text_all": ["42(c)"],
        },
    ),
    Case(
        "rubber_42c_disallowed_offender_deemed_to_have_passed",
        rubber("N 1S; E Pass; S X; W dir; W ch disallow"),
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # ---- 42(d): a double of a bid partner has already doubled --------------------------
    Case(
        "rubber_42d_double_of_a_bid_partner_doubled_lho_chooses",
        rubber("N 1S; E X; S Pass; W X; N dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options": {"new_deal", "disallow"}},
            "text_all": ["42(d)"],
        },
    ),
    # ---- 42(a) allowed: a bid of eight counts as seven ---------------------------------
    Case(
        "rubber_42a_allowed_bid_of_eight_is_seven",
        rubber("N 8S; E dir; E ch allow; E Pass; S Pass; W Pass"),
        {"status": "play", "contract": "7S", "declarer": "N", "next": "E"},
    ),
    # ---- 42(b): a bid by a player bound to pass (40(1)); allowed, it stands -------------
    Case(
        "rubber_42b_bid_when_bound_to_pass_lho_may_allow",
        rubber("N Pass; E 1S; S 1D; W dir; S 2D; W Pass; N 2S; E dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "N",
                "chooser": "E",
                "options": {"new_deal", "disallow", "allow"},
            },
            "text_all": ["42(b)"],
        },
    ),
    Case(
        "rubber_42b_allowed_bid_stands_auction_goes_on",
        rubber("N Pass; E 1S; S 1D; W dir; S 2D; W Pass; N 2S; E dir; E ch allow"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # ---- 39(1): a second, different bid before LHO called: new deal or the bid is void ---
    Case(
        "rubber_39_1_second_different_bid_lho_may_demand_new_deal",
        rubber("N 1S; N 2S; E dir; fact unintended false"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "N", "chooser": "E", "options": {"new_deal", "keep_deal"}},
            "text_all": ["39(1)"],
        },
    ),
    Case(
        "rubber_39_1_deal_kept_second_bid_void_first_stands",
        rubber("N 1S; N 2S; E dir; fact unintended false; E ch keep_deal"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # ---- 39(2): a bid at RHO's turn: void, RHO calls, the partner passes once -----------
    Case(
        "rubber_39_2_bid_at_rhos_turn_partner_passes_once",
        rubber("E 1H; S dir"),
        {"status": "auction", "next": "N", "must_pass": [("W", "next_turn")]},
    ),
    # ---- 43(a): one low card shown in the auction, the offender defends ----------------
    # declarer may treat it as an exposed card for the play, or forbid the partner to
    # lead that suit at his first lead
    Case(
        "rubber_43a_low_card_shown_in_auction_declarer_chooses_at_the_lead",
        rubber("N 1NT; W exp S3; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass"),
        {
            "status": "awaiting_choice",
            "contract": "3NT",
            "declarer": "N",
            "ruling": {"chooser": "N", "options_has": {"exposed_card", "prohibit_suit:S"}},
            "text_all": ["43"],
        },
    ),
    # 43(a) only when the offender is an opponent of declarer: here declarer's partner
    Case(
        "rubber_43a_low_card_shown_by_declarers_partner_no_penalty",
        rubber("N 1NT; E Pass; S exp H8; W dir; S 3NT; W Pass; N Pass; E Pass"),
        {
            "status": "play",
            "contract": "3NT",
            "declarer": "N",
            "next": "E",
            "obl_types": [],
            "no_option": "exposed_card",
        },
    ),
    # ---- 45: a lead from the wrong hand, the next defender plays to it: it stands ------
    Case(
        "rubber_45_wrong_hand_lead_played_to_by_a_defender_stands",
        rubber(f"{PLAY}; N card S2; E card S8"),
        {"status": "play", "next": "S", "irr_has": [("lead_from_wrong_hand", "S")]},
    ),
    # ---- 46(2)(III): the lead out of turn treated as correct ----------------------------
    Case(
        "rubber_46_2_iii_lead_out_of_turn_treated_as_correct",
        rubber(f"{PLAY}; W card S3; S dir; S ch accept"),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    # ---- 46(4): dummy shows a card after the wrong defender's opening lead: declarer
    # may no longer require a suit (46(2)(I))
    Case(
        "rubber_46_4_dummy_shows_a_card_no_suit_may_be_required",
        rubber(f"{NT}; W card H2; S exp HA; N dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options_has": {"accept", "exposed_card"},
                "options_not": {
                    "require_suit:S",
                    "require_suit:H",
                    "require_suit:D",
                    "require_suit:C",
                },
            },
            "text_all": ["46(4)"],
        },
    ),
    # ---- 55(1)(a)(I): a defender's corrected revoke, declarer makes it an exposed card ----
    Case(
        "rubber_55_1_a_i_corrected_revoke_card_becomes_exposed",
        rubber(
            f"{ONE_HEART}; W card CT; N card CA; E card C4; S card C7; N card S2; E card D2; "
            "S dir; S ch exposed_card"
        ),
        {"status": "play", "next": "E", "irr_has": [("revoke", "E")]},
    ),
    # ---- 55(6) against declarer's side: two tricks to the defenders ------------------
    Case(
        "rubber_55_6_declarers_revoke_two_tricks_3nt_two_down",
        sit(nt(9, 4), found("N", "N", 5), "rubber"),
        {
            "status": "complete",
            "adjust": [("55(6)", "EW", 2)],
            "tricks": {"NS": 7, "EW": 6},
            "score": {"NS": 0, "EW": 100},
        },
    ),
    # the revoking side won only one trick from the revoke on (the revoke trick went to
    # the defenders, one later trick to declarer): only that one can be transferred
    Case(
        "rubber_55_6_only_tricks_won_from_the_revoke_on_transferred",
        sit(nt(9, 4), found("N", "E", 1), "rubber"),
        {
            "status": "complete",
            "adjust": [("55(6)", "EW", 1)],
            "tricks": {"NS": 8, "EW": 5},
            "score": {"NS": 0, "EW": 50},
        },
    ),
    # 55(1)(a)(III): dummy's revoke carries no penalty, established or not
    Case(
        "rubber_55_1_a_iii_dummys_established_revoke_no_penalty",
        sit(nt(9, 4), found("S", "N", 5), "rubber"),
        {
            "status": "complete",
            "adjust": [],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 100, "EW": 0},
        },
    ),
    # ---- 41 then 55(1): the required lead broken by the lead itself -----------------------
    # West bids after the auction closed (41): declarer requires East, at his first lead,
    # to lead hearts; East leads the diamond ace (he holds hearts): a revoke (Term.
    # XXVIII), corrected before East's partner plays (55(2)(b)): the ace is taken back,
    # declarer may treat it as an exposed card or require East's highest or lowest
    # heart (55(1)(a)(I)); East must still lead a heart
    Case(
        "rubber_41_required_heart_lead_broken_revoke_corrected",
        rubber(f"{NT}; W 4S; N dir; N ch require_suit:H; E card DA; N dir"),
        {
            "status": "awaiting_choice",
            "irr_has": [("revoke", "E")],
            "lead": {("E", "require_suit", "H")},
            "ruling": {
                "irregularity": "revoke",
                "offender": "E",
                "chooser": "N",
                "options_has": {"exposed_card", "highest", "lowest"},
            },
        },
    ),
    # ---- 55(6): a revoke by each side; rule 55(6) has no 'both sides' exception ---------
    # (the duplicate 64B7 does not apply): each side gives up to two of the tricks it won
    # from its revoke on. Here two each way: 9 to 4, 3NT made
    Case(
        "rubber_55_6_one_revoke_by_each_side_two_tricks_each_way",
        sit(nt(9, 4), TWO_SIDES, "rubber"),
        {
            "status": "complete",
            "adjust_len": 2,
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 100, "EW": 0},
        },
    ),
    # East's revoke trick went to North and East-West won one trick after it: one trick
    # to North-South; North's revoke costs two: NS 8, 3NT one down (50 to East-West)
    Case(
        "rubber_55_6_each_side_capped_separately_3nt_one_down",
        sit(nt(9, 4), TWO_SIDES_CAPPED, "rubber"),
        {
            "status": "complete",
            "adjust_len": 2,
            "tricks": {"NS": 8, "EW": 5},
            "score": {"NS": 0, "EW": 50},
        },
    ),
    # the duplicate Laws: 64B7, no automatic transfer when both sides revoked (64C may
    # adjust); the text must not also say that tricks are transferred
    *[
        Case(
            f"law_64b7_one_revoke_by_each_side_no_transfer_{ed}",
            sit(nt(9, 4), TWO_SIDES, ed),
            {
                "adjust": [],
                "tricks": {"NS": 9, "EW": 4},
                "score": {"NS": 400, "EW": -400},
                "text_all": ["64B7"],
                "text_en_not": ["the tricks are transferred now"],
                "text_nl_not": ["de slagen worden nu overgedragen"],
            },
        )
        for ed in ("2017", "2007")
    ],
    # ---- 39(2) then 42(b): the partner bound to pass once bids ------------------------
    Case(
        "rubber_42b_partner_bound_by_39_2_bids_lho_chooses",
        rubber("E 1H; S dir; N 1S; E 2H; S Pass; W 2S; N dir"),
        {
            "status": "awaiting_choice",
            "irr_has": [("bid_out_of_rotation", "E"), ("call_when_required_to_pass", "W")],
            "ruling": {
                "offender": "W",
                "chooser": "N",
                "options": {"new_deal", "disallow", "allow"},
            },
        },
    ),
    # 43(a)(II) chosen: East may not lead spades at his first lead; he leads one anyway
    # (holding other suits): a revoke (Term. XXVIII), corrected (55(1)(a)(I)); spades
    # stay forbidden for the correct lead
    Case(
        "rubber_43a_forbidden_spade_led_revoke_prohibition_kept",
        rubber(
            "N 1NT; W exp S3; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass; "
            "N ch prohibit_suit:S; E card SQ; N dir"
        ),
        {
            "status": "awaiting_choice",
            "irr_has": [("revoke", "E")],
            "lead": {("E", "prohibit_suit", "S")},
            "ruling": {"irregularity": "revoke", "offender": "E", "chooser": "N"},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check5(case: Case, tmp_path: Path) -> None:
    run5(case, tmp_path)
