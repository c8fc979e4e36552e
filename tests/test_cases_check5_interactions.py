"""Fifth blind check (issue 13): interactions. Two irregularities at one
call of the director, an obligation from one ruling kept or broken later (a
lead restriction of 26 or 50D2 broken by a revoke, a penalty card passed
over, 24E's card become a penalty card in the play), a ruling while another
choice is pending. Every expectation was set down from the seeds (000 Dutch
2017, 002 German 2007, 003 Dutch 2007 Laws 23-40) before the record was run;
tests/check5_cases.py reads the text in nl, en and de.

Board 1, North deals, nobody vulnerable (tests/check2_cases.py):

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, Case, full, params
from check5_cases import run5

BOTH = ("2017", "2007")

#: West's insufficient 2S over 3NT, refused, replaced by a pass (27B2): East leads
W_2S_PASS = (
    "N 1NT; E Pass; S 3NT; W 2S; N dir; fact artificial false; N ch reject; W Pass; N Pass; E Pass"
)
#: West shows the club ten in the auction (24B: East passes once); at East's
#: opening lead against 3NT declarer has the 50D2 choice (24E, 50D2)
W_CT = "N 1NT; W exp CT; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: West revokes in trick 1 (a spade to East's diamond ace) and the director comes
W_REVOKES_T1 = f"{NT}; E card DA; S card D5; W card S3; N dir"


def both(name: str, text: str, expect: dict[str, Any], wrong: str = "") -> list[Case]:
    return [Case(f"{name}_{ed}", full(text, ed), expect, wrong) for ed in BOTH]


#: 52: West played another spade than his spade-three penalty card
NOT_PLAYED_52: dict[str, Any] = {
    "status": "awaiting_choice",
    "irr_has": [("failure_to_play_penalty_card", "W")],
    "ruling": {"offender": "W", "chooser": "N", "options_has": {"accept", "reject"}},
}

CASES: list[Case] = [
    # ---- 27 and 24 at one call: an insufficient bid and LHO's exposed honour ----------
    # West's 1H is insufficient; North (the chooser) shows the diamond ten. 27B1a: 3H
    # ends the 27 ruling; 24B: South passes at his next turn; 24E: North defends 3H,
    # the ten (an honour) is a major penalty card, and North is on lead: 50D1 (the
    # holder himself leads it, no 50D2 choice)
    *both(
        "law_24b_27b1a_two_irregularities_at_one_call_south_passes_once",
        "N 1S; E Pass; S 2S; W 1H; N exp DT; E dir; fact artificial false; N ch reject; W 3H",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("S", "next_turn")],
            "irr_has": [("insufficient_bid", "W"), ("exposed_card_auction", "N")],
            "text_all": ["24B", "27B1"],
        },
    ),
    *both(
        "law_24e_exposed_honour_becomes_major_penalty_card_of_the_opening_leader",
        "N 1S; E Pass; S 2S; W 1H; N exp DT; E dir; fact artificial false; N ch reject; W 3H; "
        "N Pass; E Pass; S Pass",
        {
            "status": "play",
            "contract": "3H",
            "declarer": "W",
            "next": "N",
            "must_pass": [],
            "pcs": {("N", "DT", "major")},
            "lead": set(),
        },
    ),
    # 24D: the offender becomes declarer: the card goes back into his hand
    *both(
        "law_24d_exposed_honour_offender_declares_card_back_in_hand",
        "N 1S; E Pass; S 2S; W Pass; N exp DT; E dir; N 4S; E Pass; S Pass; W Pass",
        {"status": "play", "contract": "4S", "declarer": "N", "next": "E", "pcs": set()},
    ),
    # 24A + 24E: a single low card exposed in the auction, the offender defends: a minor
    # penalty card (50B), no forced pass, no 50D2 choice for his partner
    *both(
        "law_24a_low_card_then_minor_penalty_card_no_forced_pass",
        "N 1NT; W exp S3; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass",
        {
            "status": "play",
            "next": "E",
            "must_pass": [],
            "pcs": {("W", "S3", "minor")},
            "irr_has": [("exposed_card_auction", "W")],
        },
    ),
    # ---- a lead restriction broken by the lead: a revoke (61A), corrected (62A) --------
    # 2017 26B: declarer forbids diamonds; East leads the diamond ace anyway: 61A revoke,
    # corrected before it is established: the ace is a major penalty card (62B1), East
    # leads again and diamonds stay forbidden (50D1(b): the restriction comes first)
    Case(
        "law_61a_lead_of_the_suit_forbidden_under_26b_is_a_revoke_2017",
        full(f"{W_2S_PASS}; N ch prohibit_suit:D; E card DA; N dir"),
        {
            "status": "play",
            "next": "E",
            "irr_has": [("revoke", "E")],
            "pcs": {("E", "DA", "major")},
            "lead": {("E", "prohibit_suit", "D")},
        },
    ),
    # 2007 26A2(b): declarer forbids spades (the suit of the withdrawn 2S); East leads one
    Case(
        "law_61a_lead_of_the_suit_forbidden_under_26a2_is_a_revoke_2007",
        full(f"{W_2S_PASS}; N ch prohibit_suit:S; E card SQ; N dir", "2007"),
        {
            "status": "play",
            "next": "E",
            "irr_has": [("revoke", "E")],
            "pcs": {("E", "SQ", "major")},
            "lead": {("E", "prohibit_suit", "S")},
        },
    ),
    # 24 -> 50D2a -> 61A: clubs required for West's club ten, East leads a diamond
    *both(
        "law_62a_required_club_lead_broken_after_24e_penalty_card",
        f"{W_CT}; N ch require_suit:C; E card DA; N dir",
        {
            "status": "play",
            "next": "E",
            "irr_has": [("exposed_card_auction", "W"), ("revoke", "E")],
            "pcs": {("E", "DA", "major")},
            "lead": {("E", "require_suit", "C")},
        },
    ),
    # the restriction kept: the prohibited suit is not led, the restriction lapses
    # once East loses the lead (26B: for as long as he retains it)
    *both(
        "law_50d2a_club_required_and_led_penalty_card_gone",
        f"{W_CT}; N ch require_suit:C; E card C4; S card C7; W card C8; N card CA",
        {"status": "play", "next": "N", "pcs": set(), "lead": set()},
    ),
    # ---- 24E -> 50D2b -> 52: the penalty card passed over --------------------------
    # no restriction chosen; East leads a club, West must play the club ten (50D1a) and
    # plays the eight: 52B, declarer accepts or makes him play the ten
    *both(
        "law_52b_major_penalty_card_not_played_to_a_club_lead",
        f"{W_CT}; N ch no_restriction; E card C4; S card C7; W card C8; N dir",
        {
            "status": "awaiting_choice",
            "irr_has": [("failure_to_play_penalty_card", "W")],
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "reject"},
            },
            "text_all": ["52"],
        },
    ),
    # 52B2: not accepted: the ten is played, the eight becomes a major penalty card
    *both(
        "law_52b2_penalty_card_substituted_illegal_card_major_penalty_card",
        f"{W_CT}; N ch no_restriction; E card C4; S card C7; W card C8; N dir; N ch reject",
        {"status": "play", "next": "N", "pcs": {("W", "C8", "major")}},
    ),
    # 52B1(c): accepted: the eight stands, the ten stays a penalty card
    *both(
        "law_52b1c_illegal_play_accepted_penalty_card_remains",
        f"{W_CT}; N ch no_restriction; E card C4; S card C7; W card C8; N dir; N ch accept",
        {"status": "play", "next": "N", "pcs": {("W", "CT", "major")}},
    ),
    # ---- a minor penalty card (50B, 50C) and the lower card of its suit --------------
    *both(
        "law_50b_inadvertently_dropped_low_card_minor_no_50d2_choice",
        f"{NT}; E card DA; S card D5; W exp H7; W card D3; N card D8; N dir; fact deliberate false",
        {"status": "play", "next": "E", "pcs": {("W", "H7", "minor")}},
    ),
    # 50C: with a minor heart seven West may not play another heart below an honour
    *both(
        "law_50c_minor_penalty_card_passed_over_by_a_lower_heart",
        f"{NT}; E card DA; S card D5; W exp H7; W card D3; N card D8; N dir; "
        "fact deliberate false; E card HK; S card H8; W card H5; N dir",
        {
            "status": "awaiting_choice",
            "irr_has": [("failure_to_play_penalty_card", "W")],
            "ruling": {"chooser": "N", "options_has": {"accept", "reject"}},
        },
    ),
    # ---- a defender's revoke corrected (62A, 62B1): its card becomes a major penalty
    # card; when the partner then gains the lead declarer has the 50D2 choice -----------
    *both(
        "law_62b1_defenders_corrected_revoke_major_penalty_card",
        W_REVOKES_T1,
        {
            "status": "play",
            "next": "W",
            "irr_has": [("revoke", "W")],
            "pcs": {("W", "S3", "major")},
        },
    ),
    *both(
        "law_50d2_after_62b1_partner_gains_the_lead_declarer_chooses",
        f"{W_REVOKES_T1}; W card D3; N card D8",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "S3", "major")},
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:S", "prohibit_suit:S", "no_restriction"},
            },
            "text_all": ["50D2"],
        },
    ),
    *both(
        "law_50d2a_spade_required_after_62b1_penalty_card_picked_up",
        f"{W_REVOKES_T1}; W card D3; N card D8; N ch require_suit:S; E card SQ",
        {"status": "play", "next": "S", "pcs": set(), "lead": set()},
    ),
    # ---- declarer's revoke corrected: no penalty card (62B2 / 2007 62B2) -------------
    *both(
        "law_62b2_declarers_corrected_revoke_no_penalty_card",
        f"{NT}; E card DA; S card D5; W card D3; N card S2; E dir",
        {"status": "play", "next": "N", "irr_has": [("revoke", "N")], "pcs": set()},
    ),
    # ---- during the pending 50D2 choice: East leads before declarer has chosen -------
    # 50D2 (and its footnote to 49): East may not lead before declarer states his
    # choice; the diamond ace led early is exposed (49): a major penalty card (an
    # honour); declarer's choice for West's club ten is still open
    *both(
        "law_50d2_lead_before_declarers_choice_becomes_penalty_card",
        f"{W_CT}; E card DA; N dir",
        {
            "status": "awaiting_choice",
            "pcs_has": {("W", "CT", "major"), ("E", "DA", "major")},
            "ruling": {"chooser": "N", "options_has": {"require_suit:C", "prohibit_suit:C"}},
        },
    ),
    # ---- 25B1 accepted change, 26 at the opening lead of the offender's partner ------
    # North changes 1C to 1D; East calls over it (accepted, 25B1). North defends 4S by
    # East; South leads. 2017 26B: any suit North did not specify legally (not diamonds);
    # 2007 26A2: the withdrawn 1C specified clubs, never specified legally: require or
    # forbid clubs
    Case(
        "law_26b_after_25b1_accepted_change_2017",
        full("N 1C; N 1D; E 1S; S Pass; W 4S; N Pass; E Pass; S Pass"),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "E",
            "irr_has": [("change_of_call", "N")],
            "ruling": {
                "chooser": "E",
                "options_has": {"prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:C"},
                "options_not": {"prohibit_suit:D", "require_suit:C"},
            },
        },
    ),
    Case(
        "law_26a2_after_25b1_accepted_change_2007",
        full("N 1C; N 1D; E 1S; S Pass; W 4S; N Pass; E Pass; S Pass", "2007"),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "E",
            "ruling": {
                "chooser": "E",
                "options_has": {"require_suit:C", "prohibit_suit:C"},
                "options_not": {"prohibit_suit:H", "prohibit_suit:D"},
            },
        },
    ),
    # 25B2 not accepted: 1C stands. 2017: 26 may apply to the cancelled 1D (25B2): at
    # South's lead declarer may forbid any suit North did not specify (clubs he did).
    # 2007 (seed 003): the change is cancelled, the call was not changed: 16D only,
    # no lead restriction
    Case(
        "law_26b_after_25b2_cancelled_change_2017",
        full(
            "N 1C; N 1D; E dir; fact unintended false; E ch reject; fact comparable false; "
            "E 1S; S Pass; W 4S; N Pass; E Pass; S Pass"
        ),
        {
            "status": "awaiting_choice",
            "contract": "4S",
            "declarer": "E",
            "ruling": {
                "chooser": "E",
                "options_has": {"prohibit_suit:D", "prohibit_suit:H", "prohibit_suit:S"},
                "options_not": {"prohibit_suit:C"},
            },
        },
    ),
    Case(
        "law_25b2_2007_cancelled_change_no_lead_restriction",
        full(
            "N 1C; N 1D; E dir; fact unintended false; E ch reject; "
            "E 1S; S Pass; W 4S; N Pass; E Pass; S Pass",
            "2007",
        ),
        {"status": "play", "contract": "4S", "declarer": "E", "next": "S", "lead": set()},
    ),
    # ... declarer then forbids clubs: West's ten is picked up (50D2a); East must lead
    # his own diamond ace (50D1a) and leads the spade queen: 52
    *both(
        "law_52_own_early_lead_penalty_card_not_led_after_50d2a",
        f"{W_CT}; E card DA; N dir; N ch prohibit_suit:C; E card SQ; N dir",
        {
            "status": "awaiting_choice",
            "irr_has": [("failure_to_play_penalty_card", "E")],
            "ruling": {"offender": "E", "chooser": "N", "options_has": {"accept", "reject"}},
        },
    ),
    # ... or requires clubs: the requirement comes first (50D1b), the ace stays
    *both(
        "law_50d1b_club_required_own_early_lead_penalty_card_stays",
        f"{W_CT}; E card DA; N dir; N ch require_suit:C; E card C4",
        {"status": "play", "next": "S", "pcs": {("E", "DA", "major")}},
    ),
    # ---- penalty cards from 62B1 and 57A passed over later: 52 -------------------------
    *both(
        "law_52_penalty_card_from_62b1_passed_over_in_its_suit",
        f"{W_REVOKES_T1}; W card D3; N card D8; N ch no_restriction; E card SQ; S card S6; "
        "W card S4; N dir",
        NOT_PLAYED_52,
    ),
    *both(
        "law_52_penalty_card_from_57a_passed_over_in_its_suit",
        f"{NT}; E card C4; S card C7; W card C8; N card CA; N card SA; W card S3; N dir; "
        "N ch highest; E card SQ; S card S6; W card S4; N dir",
        NOT_PLAYED_52,
    ),
    # the early-lead ace kept under 50D1b must be played when East next follows suit:
    # North leads a diamond and East plays the two: 52
    *both(
        "law_52_early_lead_penalty_card_passed_over_when_following_suit",
        f"{W_CT}; E card DA; N dir; N ch require_suit:C; E card C4; S card C7; W card C8; "
        "N card CA; N card D8; E card D2; N dir",
        {
            "status": "awaiting_choice",
            "irr_has": [("failure_to_play_penalty_card", "E")],
            "ruling": {"offender": "E", "chooser": "N", "options_has": {"accept", "reject"}},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check5_interactions(case: Case, tmp_path: Path) -> None:
    run5(case, tmp_path)
