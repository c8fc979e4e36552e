"""Fifth blind check (issue 13): situation records (spec §6), started where
the director arrives, with the hands unknown: in the auction (the irregular
call already in the bidding boxes, an obligation to pass from an earlier
ruling), at the opening lead, in the middle of a trick (a premature lead to
the next trick, a penalty card passed over, two penalty cards), and at the
end (dummy's established revoke). The expectations were set down from the
seeds (000 Dutch 2017, 002 German 2007, 003 Dutch 2007 Laws 23-40) before
the records were run; tests/check5_cases.py reads the text in nl, en and de.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, nt, params, sit
from check5_cases import run5
from play2_helpers import events

BOTH = ("2017", "2007")


def both(
    name: str,
    situation: dict[str, Any],
    evs: str | list[dict[str, Any]],
    expect: dict[str, Any],
    wrong: str = "",
) -> list[Case]:
    return [Case(f"{name}_{ed}", sit(situation, evs, ed), expect, wrong) for ed in BOTH]


def pc(seat: str, card: str, kind: str = "major") -> dict[str, str]:
    return {"seat": seat, "card": card, "kind": kind}


def mid(ns: int, ew: int, current: list[str], **more: Any) -> dict[str, Any]:
    """3NT by North with a trick in progress (its first card shows who led)."""
    out = {k: v for k, v in nt(ns, ew).items() if k != "leader"}
    return {**out, "current": current, **more}


def auction(*calls: str, **more: Any) -> dict[str, Any]:
    return {"auction": list(calls), **more}


#: a 26B prohibition of spades for West while he keeps the lead
BAN_SPADES = {
    "type": "lead_restriction",
    "seat": "W",
    "kind": "prohibit_suit",
    "suit": "S",
    "laws": ["26B"],
}
#: 3NT by North, the opening lead not yet faced
OPENING = {"contract": "3NT", "declarer": "N"}
#: a spade trick: North led the ace, East and dummy followed; West has not played
SPADE_TRICK = ["N:SA", "E:S8", "S:S6"]


def revoke_found(seat: str, won_by: str, after: int) -> list[dict[str, Any]]:
    """``seat`` revoked in trick 5, established; ``won_by`` won that trick and the
    revoking side won ``after`` tricks after it; found at the end of play."""
    return [
        fact("revoke", {"seat": seat, "trick": 5}),
        fact("revoke_established", True),
        fact("revoke_trick_won_by", won_by),
        fact("offending_side_tricks_after", after),
    ]


CASES: list[Case] = [
    # ---- the auction: the irregular call is already on the table -----------------------
    # the director is at the table: West's insufficient 1H is ruled at once (27); North,
    # its LHO, chooses once the director has ruled on its meaning
    *both(
        "law_27_insufficient_bid_in_the_boxes_lho_chooses",
        auction("1S", "Pass", "2S", "1H"),
        [fact("artificial", False)],
        {
            "status": "awaiting_choice",
            "irr_has": [("insufficient_bid", "W")],
            "ruling": {
                "irregularity": "insufficient_bid",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    # ---- an obligation to pass carried in, then broken (37) ---------------------------
    # West must pass for the rest of the auction (27B2 earlier) and bids 2H; North, his
    # LHO, has not called: 37B (2017 37B1/B2, 2007 37B): cancelled, a pass instead, and
    # both East and West pass for the rest of the auction
    *both(
        "law_37b_situation_forced_pass_broken_both_defenders_pass_throughout",
        auction(
            "1NT",
            "Pass",
            "2C",
            obligations=[
                {"type": "must_pass", "seat": "W", "scope": "rest_of_auction", "laws": ["27B2"]}
            ],
        ),
        "W 2H; N dir",
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("E", "rest_of_auction"), ("W", "rest_of_auction")],
            "irr_has": [("call_when_required_to_pass", "W")],
        },
    ),
    # 37A: North called over it before the director ruled: the calls stand, and West
    # must still pass whenever it is his turn
    *both(
        "law_37a_situation_lho_called_over_the_forbidden_bid",
        auction(
            "1NT",
            "Pass",
            "2C",
            obligations=[
                {"type": "must_pass", "seat": "W", "scope": "rest_of_auction", "laws": ["27B2"]}
            ],
        ),
        "W 2H; N 2S",
        {
            "status": "auction",
            "next": "E",
            "must_pass": [("W", "rest_of_auction")],
            "irr_has": [("call_when_required_to_pass", "W")],
        },
    ),
    # ---- the opening lead: seed 004's first question is 47E1 ----------------------------
    *both(
        "law_54_situation_opening_lead_out_of_turn_47e1_asked_first",
        OPENING,
        "W card H2; N dir",
        {"irr_has": [("opening_lead_out_of_turn", "W")], "order": ["opponent_induced"]},
    ),
    *both(
        "law_54_situation_opening_lead_out_of_turn_three_options",
        OPENING,
        [
            {"by": "W", "card": "H2"},
            {"by": "N", "director": True},
            fact("opponent_induced", False),
            fact("could_see_dummy", False),
        ],
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "opening_lead_out_of_turn",
                "chooser": "N",
                "options": {"accept", "become_dummy", "require_retraction"},
            },
        },
    ),
    # 54C: declarer could have seen a card of dummy: he must accept; no choice
    *both(
        "law_54c_situation_declarer_saw_dummy_must_accept",
        OPENING,
        [
            {"by": "W", "card": "H2"},
            {"by": "N", "director": True},
            fact("opponent_induced", False),
            fact("could_see_dummy", True),
        ],
        {"status": "play", "declarer": "N", "next": "N", "pcs": set(), "text_all": ["54C"]},
    ),
    # ---- 57A: a defender leads to the next trick before partner played -----------------
    # East leads the heart three while West has still to play to North's spade ace: the
    # three is a major penalty card and declarer chooses West's card (57A)
    *both(
        "law_57a_situation_premature_lead_to_the_next_trick",
        mid(2, 2, SPADE_TRICK),
        [{"by": "E", "card": "H3"}, {"by": "N", "director": True}, fact("led", True)],
        {
            "status": "awaiting_choice",
            "irr_has": [("premature_play", "E")],
            "pcs_has": {("E", "H3", "major")},
            "ruling": {
                "irregularity": "premature_play",
                "offender": "E",
                "chooser": "N",
                "options_has": {"highest", "lowest"},
            },
        },
    ),
    *both(
        "law_57a2_situation_lowest_spade_chosen_west_plays_it",
        mid(2, 2, SPADE_TRICK),
        [
            {"by": "E", "card": "H3"},
            {"by": "N", "director": True},
            fact("led", True),
            *events("N ch lowest; W card S2"),
        ],
        {"status": "play", "next": "N", "pcs": {("E", "H3", "major")}},
    ),
    # ---- 52: a major penalty card not played to its own suit ----------------------------
    *both(
        "law_52b_situation_major_penalty_card_passed_over_in_its_suit",
        mid(2, 2, SPADE_TRICK, penalty_cards=[pc("W", "SQ")]),
        "W card S5; N dir",
        {
            "status": "awaiting_choice",
            "irr_has": [("failure_to_play_penalty_card", "W")],
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    *both(
        "law_52b2_situation_queen_substituted_five_major_penalty_card",
        mid(2, 2, SPADE_TRICK, penalty_cards=[pc("W", "SQ")]),
        "W card S5; N dir; N ch reject",
        {"status": "play", "next": "N", "pcs": {("W", "S5", "major")}},
    ),
    # the penalty card played as it must be: nothing to rule, it is gone
    *both(
        "law_50d1_situation_major_penalty_card_played_to_its_suit",
        mid(2, 2, SPADE_TRICK, penalty_cards=[pc("W", "SQ")]),
        "W card SQ",
        {"status": "play", "next": "N", "pcs": set(), "rulings": 0},
    ),
    # ---- 51B2: penalty cards in two suits, partner on lead ------------------------------
    *both(
        "law_51b2_two_penalty_cards_in_two_suits_declarer_chooses",
        nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("W", "C9")]),
        "",
        {
            "status": "awaiting_choice",
            "pcs": {("W", "HQ", "major"), ("W", "C9", "major")},
            "ruling": {
                "chooser": "N",
                "options_has": {
                    "require_suit:H",
                    "require_suit:C",
                    "prohibit_suit:H",
                    "prohibit_suit:C",
                    "no_restriction",
                },
            },
            "text_all": ["51B2"],
        },
    ),
    # 51B2(a) with 51B1(a): hearts required: the heart queen is picked up, the club
    # nine stays a penalty card
    *both(
        "law_51b2a_hearts_required_club_penalty_card_stays",
        nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("W", "C9")]),
        "N ch require_suit:H; E card H3",
        {"status": "play", "next": "S", "pcs": {("W", "C9", "major")}, "lead": set()},
    ),
    # 51B2(b): hearts forbidden: the queen is picked up; the prohibition lasts while East
    # keeps the lead, and the club nine stays
    *both(
        "law_51b2b_hearts_forbidden_club_penalty_card_stays",
        nt(3, 3, "E", penalty_cards=[pc("W", "HQ"), pc("W", "C9")]),
        "N ch prohibit_suit:H; E card SQ",
        {
            "status": "play",
            "next": "S",
            "pcs": {("W", "C9", "major")},
            "lead": {("E", "prohibit_suit", "H")},
        },
    ),
    # ---- a lead restriction carried in: the prohibited suit led (61A), the revoke found ----
    # West, bound by a 26B prohibition of spades while he keeps the lead, leads a spade;
    # the director finds he could have led another suit (revoke fact): 62A corrects it,
    # the spade is a major penalty card (62B1) and spades stay forbidden
    *both(
        "law_62a_situation_prohibited_suit_led_revoke_corrected",
        nt(4, 4, "W", obligations=[BAN_SPADES]),
        [
            {"by": "W", "card": "S5"},
            {"by": "N", "director": True},
            fact("revoke", {"seat": "W", "trick": 9}),
        ],
        {
            "status": "play",
            "next": "W",
            "irr_has": [("revoke", "W")],
            "pcs": {("W", "S5", "major")},
            "lead": {("W", "prohibit_suit", "S")},
        },
    ),
    # without the director's finding West's spade is a lead like any other (59: a player
    # unable to comply may lead any card; the hands are unknown): the play goes on
    *both(
        "law_61a_situation_prohibited_suit_led_no_revoke_without_a_finding",
        nt(4, 4, "W", obligations=[BAN_SPADES]),
        "W card S5; N dir",
        {"status": "play", "next": "N", "not_ruling": "revoke", "pcs": set()},
    ),
    # ---- the end: dummy's established revoke is not rectified by tricks (64B3) ----------
    *both(
        "law_64b3_dummys_established_revoke_no_trick_transferred",
        nt(9, 4),
        [
            fact("revoke", {"seat": "S", "trick": 5}),
            fact("revoke_established", True),
            fact("revoke_trick_won_by", "N"),
            fact("offending_side_tricks_after", 5),
        ],
        {
            "status": "complete",
            "adjust": [],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 400, "EW": -400},
            "text_all": ["64B3"],
        },
    ),
    # the same revoke by declarer himself: 64A1, two tricks (he won the revoke trick and
    # his side won a later one)
    *both(
        "law_64a1_declarers_established_revoke_two_tricks",
        nt(9, 4),
        [
            fact("revoke", {"seat": "N", "trick": 5}),
            fact("revoke_established", True),
            fact("revoke_trick_won_by", "N"),
            fact("offending_side_tricks_after", 5),
        ],
        {
            "status": "complete",
            "adjust": [("64A1", "EW", 2)],
            "tricks": {"NS": 7, "EW": 6},
            "score": {"NS": -100, "EW": 100},
        },
    ),
    # ---- 64A with the score that follows (77) ---------------------------------------
    # footnote to 64A: a trick won by dummy is not won by declarer: North's revoke trick
    # went to dummy, so 64A2 (one trick), not 64A1: 8 tricks, 3NT one down
    *both(
        "law_64a2_declarers_revoke_trick_won_by_dummy_one_trick",
        nt(9, 4),
        revoke_found("N", "S", 3),
        {
            "status": "complete",
            "adjust": [("64A2", "EW", 1)],
            "tricks": {"NS": 8, "EW": 5},
            "score": {"NS": -50, "EW": 50},
        },
    ),
    # 4SX by South: East's revoke trick won by East, two later tricks: 64A1, 11 tricks:
    # 240 + 300 game + 50 for the double + 100 overtrick = 690
    *both(
        "law_64a1_doubled_contract_revoke_tricks_score_as_overtricks",
        {"contract": "4SX", "declarer": "S", "tricks": {"NS": 9, "EW": 4}},
        revoke_found("E", "E", 2),
        {
            "status": "complete",
            "adjust": [("64A1", "NS", 2)],
            "tricks": {"NS": 11, "EW": 2},
            "score": {"NS": 690, "EW": -690},
        },
    ),
    # 3NTX by North: declarer's revoke costs two: 7 tricks, two down doubled (100 + 200)
    *both(
        "law_64a1_declarers_revoke_doubled_two_down",
        {"contract": "3NTX", "declarer": "N", "tricks": {"NS": 9, "EW": 4}},
        revoke_found("N", "N", 5),
        {
            "status": "complete",
            "adjust": [("64A1", "EW", 2)],
            "tricks": {"NS": 7, "EW": 6},
            "score": {"NS": -300, "EW": 300},
        },
    ),
    # 1NT by East: North (a defender) revoked, his partner won the trick: 64A2, one
    # trick to East-West: 8 tricks, 1NT with an overtrick, 120 to East-West
    *both(
        "law_64a2_defenders_revoke_east_west_declare",
        {"contract": "1NT", "declarer": "E", "tricks": {"NS": 6, "EW": 7}},
        revoke_found("N", "S", 2),
        {
            "status": "complete",
            "adjust": [("64A2", "EW", 1)],
            "tricks": {"NS": 5, "EW": 8},
            "score": {"NS": -120, "EW": 120},
        },
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check5_situations(case: Case, tmp_path: Path) -> None:
    run5(case, tmp_path)
