"""Fourth blind check (issue 13): what a club director meets, across Laws
9-71 in both editions. Every expected answer below was set down from the
seeds (000 Dutch 2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, the order
of seed 004) before the record was run; see tests/check2_cases.py for the
mechanism and the deal (board 1: North deals, nobody vulnerable).

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98

This file holds the interactions: two irregularities on one board, a
withdrawn call that restricts a lead later on, a premature play with its
penalty card, a lead out of turn with the card it leaves behind.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import NT, Case, full, nt, params, run_case, sit

BOTH = ("2017", "2007")


def _both(name: str, text: str, expect: dict[str, object], **per: dict[str, object]) -> list[Case]:
    """One case per edition; ``per`` holds an edition's own expectations
    (``e2017``/``e2007``) and its reason when main rules it wrongly
    (``w2017``/``w2007``: a dict with key ``wrong``)."""
    out = []
    for ed in BOTH:
        wrong = str(per.get(f"w{ed}", {}).get("wrong", ""))
        out.append(Case(f"{name}_{ed}", full(text, ed), {**expect, **per.get(f"e{ed}", {})}, wrong))
    return out


#: West's insufficient 2S over 3NT, refused and replaced by a pass: East, the
#: opening leader, passes to the end and his lead may be restricted (26)
W_2S_REPLACED = (
    "N 1NT; E Pass; S 3NT; W 2S; N dir; fact artificial false; N ch reject; W Pass; N Pass; E Pass"
)
#: West leads out of turn against 3NT (East is on lead) and the director comes
W_LOOT = f"{NT}; W card H2; N dir"
#: ... and East, the right leader, then leads the diamond ace face down (54, 41A)
E_FACE_DOWN = (
    f"{NT}; W card H2; E card DA face_down; N dir; fact opponent_induced false; "
    "fact could_see_dummy false"
)
#: West shows the club ten during the auction (24B, 24E), then defends 3NT: at East's
#: opening lead declarer has the 50D2 choice for the penalty card
W_CT_PC = "N 1NT; W exp CT; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: ... and before declarer has chosen, West leads the penalty card itself out of turn
W_LEADS_PC = f"{W_CT_PC}; W card CT; N dir; fact opponent_induced false; fact could_see_dummy false"

CASES: list[Case] = [
    # ---- Law 31A2: a bid out of rotation at RHO's turn, RHO bids: the editions differ ---
    *_both(
        "law_31a2_rho_bids_offender_changes_denomination",
        "N 1S; S 2S; W dir; fact artificial false; W ch reject; E 2D; S 3NT; fact comparable false",
        {"status": "auction", "next": "W", "irr_has": [("bid_out_of_rotation", "S")]},
        # 2017 31A2(b): partner passes at his next turn only;
        # 2007 31A2(b): another denomination, partner passes throughout
        e2017={"must_pass": [("N", "next_turn")]},
        e2007={"must_pass": [("N", "rest_of_auction")]},
    ),
    *_both(
        "law_31a2_rho_bids_offender_repeats_denomination",
        "N 1S; S 2S; W dir; fact artificial false; W ch reject; E 3D; S 3S; fact comparable true",
        {"status": "auction", "next": "W"},
        # 2017 31A2(a): comparable, no further rectification;
        # 2007 31A2(a): the same denomination, partner passes once
        e2017={"must_pass": []},
        e2007={"must_pass": [("N", "next_turn")]},
    ),
    # ---- Law 27B2 then 26 at the opening lead: two rulings on one board -------------------
    Case(
        "law_26b_2017_after_27b2_declarer_may_prohibit_any_suit_at_opening_lead",
        full(W_2S_REPLACED),
        {
            "contract": "3NT",
            "declarer": "N",
            "status": "awaiting_choice",
            "must_pass": [],
            "ruling": {
                "chooser": "N",
                "options_has": {
                    "prohibit_suit:S",
                    "prohibit_suit:H",
                    "prohibit_suit:D",
                    "prohibit_suit:C",
                },
                "options_not": {"require_suit:S"},
            },
        },
    ),
    Case(
        "law_26a2_2007_after_27b2_declarer_requires_or_prohibits_spades",
        full(W_2S_REPLACED, "2007"),
        {
            "contract": "3NT",
            "declarer": "N",
            "status": "awaiting_choice",
            "must_pass": [],
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:S", "prohibit_suit:S"},
                "options_not": {"prohibit_suit:H", "require_suit:H"},
            },
        },
    ),
    *_both(
        "law_26_prohibited_suit_then_lead_of_another_suit",
        f"{W_2S_REPLACED}; N ch prohibit_suit:S; E card DA; S card D5; W card D3; N card D8",
        # East won trick 1 and keeps the lead: the prohibition still binds him
        {
            "contract": "3NT",
            "status": "play",
            "next": "E",
            "pcs": set(),
            "lead": {("E", "prohibit_suit", "S")},
        },
    ),
    # ---- Law 54D then 50D2: the retracted lead leaves a major penalty card ------------------
    *_both(
        "law_54_opening_lead_by_wrong_defender_three_options",
        W_LOOT,
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "become_dummy", "require_retraction"},
            },
        },
    ),
    *_both(
        "law_54d_retracted_lead_major_penalty_card_50d2_choice_for_east",
        f"{W_LOOT}; N ch require_retraction",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H2", "major")},
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:H", "prohibit_suit:H"},
            },
        },
    ),
    *_both(
        "law_50d2a_heart_required_penalty_card_back_in_hand",
        f"{W_LOOT}; N ch require_retraction; N ch require_suit:H; E card HK",
        {"status": "play", "next": "S", "pcs": set(), "lead": set()},
    ),
    *_both(
        "law_50d2b_heart_prohibited_penalty_card_back_in_hand",
        f"{W_LOOT}; N ch require_retraction; N ch prohibit_suit:H; E card DA",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    *_both(
        "law_50d2_no_restriction_penalty_card_stays",
        f"{W_LOOT}; N ch require_retraction; N ch no_restriction; E card DA",
        {"status": "play", "next": "S", "pcs": {("W", "H2", "major")}},
    ),
    *_both(
        "law_54a_declarer_spreads_and_becomes_dummy",
        f"{W_LOOT}; N ch become_dummy",
        {"status": "play", "contract": "3NT", "declarer": "S", "next": "N"},
    ),
    *_both(
        "law_54b_accepted_declarer_plays_second_from_own_hand",
        f"{W_LOOT}; N ch accept",
        {"status": "play", "contract": "3NT", "declarer": "N", "next": "N", "pcs": set()},
    ),
    # ---- Law 54 while a 50D2 choice is pending: the penalty card led out of turn ----------
    *_both(
        "law_54_penalty_card_led_out_of_turn_while_50d2_choice_pending",
        W_LEADS_PC,
        {
            "status": "awaiting_choice",
            "contract": "3NT",
            "pcs": {("W", "CT", "major")},
            "irr_has": [("exposed_card_auction", "W"), ("opening_lead_out_of_turn", "W")],
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "chooser": "N",
                "options_has": {"accept", "become_dummy", "require_retraction"},
            },
        },
    ),
    *_both(
        "law_54b_accepted_lead_of_the_penalty_card_discharges_it",
        f"{W_LEADS_PC}; N ch accept",
        {"status": "play", "next": "N", "declarer": "N", "pcs": set(), "lead": set()},
    ),
    *_both(
        "law_54d_refused_penalty_card_stays_50d2_choice_for_easts_lead",
        f"{W_LEADS_PC}; N ch require_retraction",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "CT", "major")},
            "ruling": {
                "chooser": "N",
                "options": {"require_suit:C", "prohibit_suit:C", "no_restriction"},
            },
        },
    ),
    # ---- Law 54 + 41A: a face-down lead by the right leader after a faced lead out of turn --
    *[
        Case(
            f"law_54_face_down_lead_retracted_accepted_lead_declarer_plays_next_{ed}",
            full(f"{E_FACE_DOWN}; N ch accept", ed),
            {"status": "play", "declarer": "N", "next": "N", "pcs": set()},
        )
        for ed in BOTH
    ],
    *[
        Case(
            f"law_54d_face_down_lead_retracted_only_the_faced_card_penalised_{ed}",
            full(f"{E_FACE_DOWN}; N ch require_retraction", ed),
            {
                "status": "awaiting_choice",
                "pcs": {("W", "H2", "major")},
                "ruling": {"chooser": "N", "options_has": {"require_suit:H", "prohibit_suit:H"}},
            },
        )
        for ed in BOTH
    ],
    *[
        Case(
            f"law_54a_face_down_lead_retracted_declarer_becomes_dummy_{ed}",
            full(f"{E_FACE_DOWN}; N ch become_dummy", ed),
            {"status": "play", "declarer": "S", "next": "N", "pcs": set()},
        )
        for ed in BOTH
    ],
    # ---- Law 62A with 50D2a: a required heart lead revoked, then corrected ---------------
    *[
        Case(
            f"law_62a_revoke_of_required_heart_lead_corrected_by_a_heart_{ed}",
            full(
                f"{W_LOOT}; fact opponent_induced false; fact could_see_dummy false; "
                "N ch require_retraction; N ch require_suit:H; E card SQ; N dir",
                ed,
            ),
            # East led a spade while holding hearts (61A): corrected, the spade queen is a
            # major penalty card (62B1) and East must still lead a heart (62A, 50D2a)
            {
                "status": "play",
                "next": "E",
                "irr_has": [("revoke", "E")],
                "pcs": {("E", "SQ", "major")},
                "lead": {("E", "require_suit", "H")},
            },
        )
        for ed in BOTH
    ],
    # ---- Law 57A: a defender's premature play; partner's card chosen by declarer -----------
    *[
        Case(
            f"law_57a_premature_play_fourth_hand_declarer_chooses_for_partner_{ed}",
            sit(nt(1, 0), "N card SA; W card S3; N dir", ed),
            {
                "status": "awaiting_choice",
                "irr_has": [("premature_play", "W")],
                "pcs_has": {("W", "S3", "major")},
                "ruling": {"chooser": "N", "options_has": {"highest", "lowest"}},
            },
        )
        for ed in BOTH
    ],
    *[
        Case(
            f"law_57a_lowest_chosen_penalty_card_played_at_first_legal_turn_{ed}",
            sit(nt(1, 0), "N card SA; W card S3; N dir; N ch lowest; E card S8; S card S6", ed),
            # East played his lowest spade; West must now play the spade three (50, 57A)
            {"status": "play", "next": "W", "pcs": {("W", "S3", "major")}},
        )
        for ed in BOTH
    ],
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check4_interactions(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)
