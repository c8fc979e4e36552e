"""Fifth blind check (issue 13): breadth. Two irregularities at one call in
the play (a lead out of turn and the partner's exposed honour), two penalty
cards in one suit (51B1), a premature play whose partner is known void
(57B, 59), an obligation to pass carried into a situation and discharged,
declarer's own exposed card (48A). Set down from the seeds before the records
were run; tests/check5_cases.py reads nl, en and de.

Board 1, North deals, nobody vulnerable (tests/check2_cases.py):

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, Case, nt, params, sit
from check5_cases import full5, run5

BOTH = ("2017", "2007")

#: East won trick 1 (diamond ace); West leads out of turn and East shows the spade queen
TWO_AT_ONCE = f"{NT}; E card DA; S card D5; W card D3; N card D8; W card H2; E exp SQ; N dir"


def both(name: str, record: Any, expect: dict[str, Any], wrong: str = "") -> list[Case]:
    """``record``: a script for the whole board, or a function of the edition."""
    out = []
    for ed in BOTH:
        rec = full5(record, ed) if isinstance(record, str) else record(ed)
        out.append(Case(f"{name}_{ed}", rec, expect, wrong))
    return out


def pc(seat: str, card: str, kind: str = "major") -> dict[str, str]:
    return {"seat": seat, "card": card, "kind": kind}


#: West's insufficient 2S over 3NT replaced by a pass (27B2): East leads against 3NT
W_2S_PASS = (
    "N 1NT; E Pass; S 3NT; W 2S; N dir; fact artificial false; N ch reject; W Pass; N Pass; E Pass"
)
#: West shows the club ten in the auction; at East's opening lead declarer has 50D2
W_CT = "N 1NT; W exp CT; N dir; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: North wins trick 1 with the club ace and leads the spade ace; West plays before East
S_PREMATURE = f"{NT}; E card C4; S card C7; W card C8; N card CA; N card SA; W card S3; N dir"

#: 52: East led another card than his major penalty card, which he could lead
NOT_LED_52: dict[str, Any] = {
    "status": "awaiting_choice",
    "irr_has": [("failure_to_play_penalty_card", "E")],
    "ruling": {"offender": "E", "chooser": "N", "options_has": {"accept", "reject"}},
}
CASES: list[Case] = [
    # ---- two irregularities at one call in the play ---------------------------------
    # West's lead out of turn (56 / 53) and East's spade queen shown (49, 50B: an honour,
    # major). Declarer first chooses over the lead
    *both(
        "law_56_49_lead_out_of_turn_and_partners_exposed_honour_at_one_call",
        TWO_AT_ONCE + "; fact opponent_induced false",
        {
            "status": "awaiting_choice",
            "irr_has": [("lead_out_of_turn", "W"), ("exposed_card", "E")],
            "pcs_has": {("E", "SQ", "major")},
            "ruling": {"irregularity": "lead_out_of_turn", "options_has": {"accept", "reject"}},
        },
    ),
    # 53A: accepted: North plays second; East must follow hearts, his queen stays (50D1b)
    *both(
        "law_53a_accepted_partners_exposed_queen_stays_a_penalty_card",
        TWO_AT_ONCE + "; fact opponent_induced false; N ch accept",
        {"status": "play", "next": "N", "pcs": {("E", "SQ", "major")}},
    ),
    # 56: refused: the heart two is a major penalty card too; East, on lead, has the
    # 50D2 choice for West's card pending (his own queen he must lead when he may)
    *both(
        "law_56_refused_two_penalty_cards_50d2_choice_for_easts_lead",
        TWO_AT_ONCE + "; fact opponent_induced false; N ch reject",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "H2", "major"), ("E", "SQ", "major")},
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
        },
    ),
    # ---- 51B1: two penalty cards in one suit, partner on lead ---------------------------
    *both(
        "law_51b1_two_penalty_cards_in_one_suit_declarer_chooses",
        lambda ed: sit(nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("W", "H5")]), "", ed),
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "N",
                "options_has": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
        },
    ),
    # 51B1(a): hearts required: both hearts are picked up
    *both(
        "law_51b1a_hearts_required_both_penalty_cards_picked_up",
        lambda ed: sit(
            nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("W", "H5")]),
            "N ch require_suit:H; E card H3",
            ed,
        ),
        {"status": "play", "next": "S", "pcs": set(), "lead": set()},
    ),
    # 50D2b / 51B2(c): no restriction: both stay
    *both(
        "law_51b_no_restriction_both_penalty_cards_stay",
        lambda ed: sit(
            nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("W", "H5")]),
            "N ch no_restriction; E card S8",
            ed,
        ),
        {"status": "play", "next": "S", "pcs": {("W", "HQ", "major"), ("W", "H5", "major")}},
    ),
    # ---- 57B/59: the partner of the premature player is known void in the suit led -----
    # North leads the diamond ace, West plays before East; East holds no diamond (the
    # director knows East's hand): East plays any card, no revoke
    *both(
        "law_57b_partner_void_plays_any_card_no_revoke",
        lambda ed: sit(
            {
                **{k: v for k, v in nt(2, 2).items() if k != "leader"},
                "current": ["N:DA"],
                "hands": {"E": "QT98.K3.-.654"},
            },
            "W card D3; N dir; N ch highest; E card S8",
            ed,
        ),
        # West's diamond three stays a major penalty card until his turn (57A, 50D1)
        {
            "status": "play",
            "next": "S",
            "irr_codes": ["premature_play"],
            "pcs": {("W", "D3", "major")},
        },
    ),
    # ---- a forced pass carried into a situation, discharged by the pass ----------------
    *both(
        "law_30_situation_once_only_pass_discharged_then_free",
        lambda ed: sit(
            {
                "auction": ["1NT", "Pass", "2C"],
                "obligations": [
                    {"type": "must_pass", "seat": "W", "scope": "next_turn", "laws": ["30B1"]}
                ],
            },
            "W Pass; N 2S; E Pass; S Pass; W 3H",
            ed,
        ),
        {"status": "auction", "next": "N", "must_pass": [], "irr_codes": []},
    ),
    # ---- 48A: declarer's own exposed card is no penalty card ----------------------------
    *both(
        "law_48a_declarers_exposed_card_picked_up_no_penalty",
        lambda ed: sit(
            {
                **{k: v for k, v in nt(2, 2).items() if k != "leader"},
                "current": ["E:D2"],
            },
            "N exp SK; E dir",
            ed,
        ),
        {"status": "play", "next": "S", "pcs": set(), "no_option": "accept"},
    ),
    # ---- an obligation met, then lapsing: 26 binds only while the partner keeps the lead --
    # 2017 26B / 2007 26A2(b): spades forbidden to East; East leads diamonds, wins, then
    # leads a heart dummy wins: East no longer has the lead, the prohibition is gone
    *both(
        "law_26_prohibition_lapses_once_the_partner_loses_the_lead",
        f"{W_2S_PASS}; N ch prohibit_suit:S; E card DA; S card D5; W card D3; N card D8; "
        "E card H3; S card HA; W card H2; N card H4",
        {"status": "play", "next": "S", "lead": set(), "pcs": set()},
    ),
    # ---- an obligation broken later: 57A's 'lowest' not played (61A: a revoke) ----------
    # West played before East to North's spade ace; declarer chose East's lowest spade;
    # East plays the queen instead of the eight: a revoke, corrected at once (62A): the
    # queen is a major penalty card (62B1), East must play his lowest spade
    *both(
        "law_61a_lowest_card_chosen_under_57a_not_played_is_a_revoke",
        f"{S_PREMATURE}; N ch lowest; E card SQ; N dir",
        {
            "status": "play",
            "next": "E",
            "irr_has": [("premature_play", "W"), ("revoke", "E")],
            "pcs": {("W", "S3", "major"), ("E", "SQ", "major")},
        },
    ),
    # ---- a revoke the known hand shows (spec §6 'hands') -------------------------------
    *both(
        "law_62a_situation_known_hand_shows_the_revoke",
        lambda ed: sit(
            {
                **{k: v for k, v in nt(2, 2).items() if k != "leader"},
                "current": ["N:HQ"],
                "hands": {"E": "QT98.K3.2.65"},
            },
            "E card S8; N dir",
            ed,
        ),
        {
            "status": "play",
            "next": "E",
            "irr_has": [("revoke", "E")],
            "pcs": {("E", "S8", "major")},
        },
    ),
    # ---- 62C1: declarer played after the defender's revoke; the revoke is corrected ------
    *both(
        "law_62c1_revoke_corrected_after_declarer_played_to_the_trick",
        f"{NT}; E card DA; S card D5; W card S3; N card D8; N dir",
        {
            "status": {"play", "awaiting_choice"},
            "irr_has": [("revoke", "W")],
            "pcs": {("W", "S3", "major")},
            "text_all": ["62"],
        },
    ),
    # ---- 50D2a prohibition broken by the lead: a revoke; the prohibition stays ----------
    *both(
        "law_62a_prohibited_club_led_after_50d2a_revoke_prohibition_kept",
        f"{W_CT}; N ch prohibit_suit:C; E card C4; N dir",
        {
            "status": "play",
            "next": "E",
            "irr_has": [("revoke", "E")],
            "pcs": {("E", "C4", "major")},
            "lead": {("E", "prohibit_suit", "C")},
        },
    ),
    # ---- penalty cards of both defenders: East on lead with his own and West's -------
    # 50D2 for West's heart queen; with no restriction East must lead his own spade
    # queen (50D1a); he leads the diamond ace instead: 52, declarer chooses
    *both(
        "law_52_own_penalty_card_not_led_after_50d2b",
        lambda ed: sit(
            nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("E", "SQ")]),
            "N ch no_restriction; E card DA; N dir",
            ed,
        ),
        {
            "status": "awaiting_choice",
            "irr_has": [("failure_to_play_penalty_card", "E")],
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "E",
                "chooser": "N",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    # 50D1b: hearts required: the restriction comes before East's own penalty card; the
    # heart queen is picked up (50D2a), the spade queen stays
    *both(
        "law_50d1b_required_heart_before_own_penalty_card",
        lambda ed: sit(
            nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("E", "SQ")]),
            "N ch require_suit:H; E card H3",
            ed,
        ),
        {"status": "play", "next": "S", "pcs": {("E", "SQ", "major")}, "rulings": 1},
    ),
    # ---- 25A before 27C: an insufficient bid corrected at once --------------------------
    # the wrong bidding card pulled (25A): 2H replaces 1H, no rectification
    *both(
        "law_25a_unintended_insufficient_bid_replaced_no_rectification",
        "N 1S; E 1H; E 2H; S dir; fact unintended true",
        {"status": "auction", "next": "S", "must_pass": [], "text_all": ["25A"]},
    ),
    # not unintended: 27C, the replacement 2H counts; South refuses 1H; 2H is the lowest
    # bid in hearts (27B1a): no further rectification
    *both(
        "law_27c_premature_replacement_lowest_same_denomination",
        "N 1S; E 1H; E 2H; S dir; fact unintended false; fact artificial false; S ch reject",
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- a forced pass from an earlier ruling broken later (37) -------------------------
    # 30A: East passed at North's turn before any bid; he must pass at his next turn and
    # bids 2H: 37B, cancelled, East and West pass for the rest of the auction
    *both(
        "law_37b_once_only_pass_from_30a_broken_both_pass_throughout",
        "E Pass; S dir; S ch reject; N 1S; E 2H; S dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
            "irr_has": [("pass_out_of_rotation", "E"), ("call_when_required_to_pass", "E")],
        },
    ),
    # 37A: South called over it first: the calls stand; East's once-only pass is spent
    *both(
        "law_37a_once_only_pass_broken_lho_called_calls_stand",
        "E Pass; S dir; S ch reject; N 1S; E 2H; S 2S",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 24B: West's honour shown, East must pass once; East bids: 37B, both pass throughout
    *both(
        "law_37b_forced_pass_from_24b_broken",
        "N 1NT; W exp CT; N dir; E 2C; S dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
        },
    ),
    # ---- 57A prohibition broken by the void partner: a revoke -------------------------
    # West played before East to North's diamond ace; East holds no diamond (known);
    # declarer forbids spades; East plays a spade holding hearts and clubs: 61A, corrected
    # (62A): the spade is a major penalty card and East plays a heart or a club
    *both(
        "law_61a_57a_prohibited_suit_played_by_the_void_partner",
        lambda ed: sit(
            {
                **{k: v for k, v in nt(2, 2).items() if k != "leader"},
                "current": ["N:DA"],
                "hands": {"E": "QT98.K3.-.654"},
            },
            "W card D3; N dir; N ch prohibit_suit:S; E card S8; N dir",
            ed,
        ),
        {
            "status": "play",
            "next": "E",
            "irr_has": [("premature_play", "W"), ("revoke", "E")],
            "pcs": {("W", "D3", "major"), ("E", "S8", "major")},
        },
    ),
    # ---- 26 while declarer's choice is pending: East leads first (49, 50B) -------------
    # the diamond ace led before declarer chose is a major penalty card; the choice stays
    # open. 2017 26B: diamonds forbidden: the restriction comes first (50D1b), East leads
    # a spade, the ace stays. 2007 26A2: spades required: East leads one, the ace stays
    Case(
        "law_26b_50d1b_lead_before_the_choice_diamonds_forbidden_ace_stays_2017",
        full5(f"{W_2S_PASS}; E card DA; N dir; N ch prohibit_suit:D; E card SQ"),
        {"status": "play", "next": "S", "pcs": {("E", "DA", "major")}},
    ),
    Case(
        "law_26a2_50d1b_lead_before_the_choice_spades_required_ace_stays_2007",
        full5(f"{W_2S_PASS}; E card DA; N dir; N ch require_suit:S; E card SQ", "2007"),
        {"status": "play", "next": "S", "pcs": {("E", "DA", "major")}},
    ),
    # 2017: hearts forbidden; East must now lead his diamond ace (50D1a) and leads the
    # spade queen: 52, declarer accepts or has the ace led
    Case(
        "law_52_after_26b_penalty_card_not_led_when_it_could_be_2017",
        full5(f"{W_2S_PASS}; E card DA; N dir; N ch prohibit_suit:H; E card SQ; N dir"),
        NOT_LED_52,
    ),
    # 2007 26A2(b): spades forbidden; East must lead the diamond ace and leads a heart
    Case(
        "law_52_after_26a2_penalty_card_not_led_when_it_could_be_2007",
        full5(f"{W_2S_PASS}; E card DA; N dir; N ch prohibit_suit:S; E card HK; N dir", "2007"),
        NOT_LED_52,
    ),
    # ---- acting instead of choosing: the entitled player's action accepts -------------
    # 52B1(b): declarer plays from his hand after West passed over his club-ten penalty
    # card: the eight is accepted, the ten stays a penalty card
    *both(
        "law_52b1b_declarer_plays_on_accepts_the_card_played",
        f"{W_CT}; N ch no_restriction; E card C4; S card C7; W card C8; N card CA",
        {
            "status": "play",
            "next": "N",
            "pcs": {("W", "CT", "major")},
            "irr_has": [("failure_to_play_penalty_card", "W")],
        },
    ),
    # 27A1: South, whose choice it is, calls instead: the insufficient 1H is accepted
    *both(
        "law_27a1_lho_calls_while_his_choice_is_open",
        "N 1S; E 1H; S dir; fact artificial false; S 2S",
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 54B with 53A: declarer plays a card of his own to West's opening lead out of turn
    # (he is next in rotation): the lead is accepted, North stays declarer
    *both(
        "law_54b_declarer_plays_to_the_opening_lead_out_of_turn",
        f"{NT}; W card H2; N card H4",
        {"status": "play", "declarer": "N", "next": "E", "pcs": set()},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check5_breadth(case: Case, tmp_path: Path) -> None:
    run5(case, tmp_path)
