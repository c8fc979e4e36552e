"""Fourteenth blind check (issue 13 "accuracy"), seed 004's protocols step
by step and other positions as the director meets them mid-board (spec §6,
hands unknown), in both editions, on seats the earlier rounds did not use:
a defender's lead out of turn in the play (47E1's question first, then the
declarer's choice 53A/56, then 50D at the correct leader's turn: require,
forbid or leave the suit, the penalty card picked up or left); the opening
lead by declarer's right-hand opponent (47E1, 54C's question, then 54A, 54B
and 54D); declarer's lead from the wrong hand (47E1, then 55A: the defender
next in turn chooses); a major penalty card of the leader's partner at the
lead (50D2, with no event: the choice comes at once); an insufficient bid
by responder over 1NT (2017 27B1a's question first, then 27A, 27B1a, 27B2;
2007 27B1a, 27B1b asked as a question: the same or a more precise meaning,
then 27B2); a change of call (25A's question, then 25B).
Expectations set down from seeds 000, 002, 003 and 004 before the records
were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, params
from check6_cases import run6
from check7_cases import contract, pc
from check11_cases import alike, three

WAIT = {"awaiting_fact", "awaiting_choice"}
NOT_INDUCED = "fact opponent_induced false"
NEXT_SEAT = {"N": "E", "E": "S", "S": "W", "W": "N"}
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


def defender_leads_out_of_turn(
    tag: str, bid: str, declarer: str, leader: str, card: str
) -> list[Case]:
    """The leader's partner leads ``card`` when ``leader`` (a defender) is on
    lead after four tricks: each protocol step in both editions."""
    offender = PARTNER[leader]
    suit = card[0]
    situation = contract(bid, declarer, 2, 2, leader=leader)
    start = f"{offender} card {card}; {declarer} dir"
    known = f"{start}; {NOT_INDUCED}"
    return [
        # 47E1: was he told by an opponent it was his lead? asked first
        *alike(
            f"law_47e1_protocol_{tag}_induced_asked_first",
            situation,
            start,
            {"status": WAIT, "order": ["opponent_induced"]},
        ),
        # 53A / 56: declarer chooses
        *alike(
            f"law_53a_56_protocol_{tag}_declarer_chooses",
            situation,
            known,
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "lead_out_of_turn",
                    "offender": offender,
                    "chooser": declarer,
                    "options": {"accept", "reject"},
                },
            },
        ),
        # 53A: accepted: the player on the offender's left plays next
        *alike(
            f"law_53a_protocol_{tag}_accepted_next_on_the_left_plays",
            situation,
            f"{known}; {declarer} ch accept",
            {"status": "play", "next": NEXT_SEAT[offender], "pcs": set()},
        ),
        # 56, 50D2: refused: a major penalty card, declarer's choice at the leader's turn
        *alike(
            f"law_56_50d2_protocol_{tag}_refused_penalty_card_choice",
            situation,
            f"{known}; {declarer} ch reject",
            {
                "status": "awaiting_choice",
                "pcs": {(offender, card, "major")},
                "ruling": {
                    "chooser": declarer,
                    "options_has": {
                        f"require_suit:{suit}",
                        f"prohibit_suit:{suit}",
                        "no_restriction",
                    },
                },
            },
        ),
        # 50D2a: the suit required: the card picked up
        *alike(
            f"law_50d2a_protocol_{tag}_suit_required",
            situation,
            f"{known}; {declarer} ch reject; {declarer} ch require_suit:{suit}",
            {
                "status": "play",
                "next": leader,
                "pcs": set(),
                "lead": {(leader, "require_suit", suit)},
            },
        ),
        # 50D2b: no restriction: the card stays a major penalty card
        *alike(
            f"law_50d2b_protocol_{tag}_no_restriction_card_stays",
            situation,
            f"{known}; {declarer} ch reject; {declarer} ch no_restriction",
            {
                "status": "play",
                "next": leader,
                "pcs": {(offender, card, "major")},
                "lead": set(),
            },
        ),
    ]


def opening_lead_by_rho(tag: str, bid: str, declarer: str, card: str) -> list[Case]:
    """Declarer's right-hand opponent (the opening leader's partner) leads ``card``."""
    leader = NEXT_SEAT[declarer]
    offender = PARTNER[leader]
    situation = contract(bid, declarer)
    start = f"{offender} card {card}; {declarer} dir"
    known = f"{start}; {NOT_INDUCED}"
    return [
        *alike(
            f"law_47e1_protocol_{tag}_induced_asked_first",
            situation,
            start,
            {"status": WAIT, "order": ["opponent_induced"]},
        ),
        *alike(
            f"law_54c_protocol_{tag}_could_declarer_see_dummy_asked",
            situation,
            known,
            {"status": WAIT, "order": ["could_see_dummy"]},
        ),
        *alike(
            f"law_54_protocol_{tag}_three_options",
            situation,
            f"{known}; fact could_see_dummy false",
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "opening_lead_out_of_turn",
                    "offender": offender,
                    "chooser": declarer,
                    "options": {"accept", "become_dummy", "require_retraction"},
                },
            },
        ),
        # 54A: accepted: declarer, next after his right-hand opponent, plays second
        *alike(
            f"law_54a_protocol_{tag}_accepted_declarer_plays_second",
            situation,
            f"{known}; fact could_see_dummy false; {declarer} ch accept",
            {"status": "play", "next": declarer, "pcs": set()},
        ),
        # 54D: retraction: the card a major penalty card, 50D2 at the right leader's turn
        *alike(
            f"law_54d_protocol_{tag}_retraction_penalty_card",
            situation,
            f"{known}; fact could_see_dummy false; {declarer} ch require_retraction",
            {
                "status": "awaiting_choice",
                "pcs": {(offender, card, "major")},
                "ruling": {"chooser": declarer, "options_has": {"no_restriction"}},
            },
        ),
        # 54C: declarer could have seen dummy's cards: the lead stands, declarer plays second
        *alike(
            f"law_54c_protocol_{tag}_declarer_saw_dummy_must_accept",
            situation,
            f"{known}; fact could_see_dummy true",
            {"status": "play", "next": declarer, "pcs": set()},
        ),
    ]


def wrong_hand(tag: str, bid: str, declarer: str, card: str) -> list[Case]:
    """Declarer leads ``card`` from his hand when dummy is on lead."""
    dummy = PARTNER[declarer]
    chooser = NEXT_SEAT[declarer]
    situation = contract(bid, declarer, 3, 3, leader=dummy)
    start = f"{declarer} card {card}; {chooser} dir"
    known = f"{start}; {NOT_INDUCED}"
    return [
        *alike(
            f"law_47e1_protocol_{tag}_induced_asked_first",
            situation,
            start,
            {"status": WAIT, "order": ["opponent_induced"]},
        ),
        *alike(
            f"law_55a_protocol_{tag}_defender_on_the_left_chooses",
            situation,
            known,
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "lead_from_wrong_hand",
                    "offender": declarer,
                    "chooser": chooser,
                    "options_has": {"accept", "reject"},
                },
            },
        ),
        *alike(
            f"law_55a_protocol_{tag}_accepted",
            situation,
            f"{known}; {chooser} ch accept",
            {"status": "play", "next": chooser, "pcs": set()},
        ),
        *alike(
            f"law_55a_protocol_{tag}_refused_lead_from_dummy",
            situation,
            f"{known}; {chooser} ch reject",
            {"status": "play", "next": dummy, "pcs": set(), "lead": set()},
        ),
    ]


def partner_penalty_card(tag: str, bid: str, declarer: str, leader: str, card: str) -> list[Case]:
    """The leader's partner holds ``card`` as a major penalty card: 50D2 at once."""
    holder = PARTNER[leader]
    suit = card[0]
    situation = contract(bid, declarer, 3, 3, leader=leader, penalty_cards=[pc(holder, card)])
    return [
        *alike(
            f"law_50d2_midboard_{tag}_declarer_chooses_at_once",
            situation,
            "",
            {
                "status": "awaiting_choice",
                "ruling": {
                    "irregularity": "penalty_card",
                    "offender": holder,
                    "chooser": declarer,
                    "options": {f"require_suit:{suit}", f"prohibit_suit:{suit}", "no_restriction"},
                },
            },
        ),
        *alike(
            f"law_50d2a_midboard_{tag}_suit_forbidden",
            situation,
            f"{declarer} ch prohibit_suit:{suit}",
            {
                "status": "play",
                "next": leader,
                "pcs": set(),
                "lead": {(leader, "prohibit_suit", suit)},
            },
        ),
    ]


CASES: list[Case] = [
    # 3NT by West: South on lead, North leads ♥6
    *defender_leads_out_of_turn("north_leads_at_souths_turn_3nt_west", "3NT", "W", "S", "H6"),
    # 4H by North: East on lead, West leads ♠3
    *defender_leads_out_of_turn("west_leads_at_easts_turn_4h_north", "4H", "N", "E", "S3"),
    # 5C by East: North on lead, South leads ♦2
    *defender_leads_out_of_turn("south_leads_at_norths_turn_5c_east", "5C", "E", "N", "D2"),
    # 4S by East: South's opening lead, North leads ♦5
    *opening_lead_by_rho("opening_lead_by_north_4s_east", "4S", "E", "D5"),
    # 3NT by South: West's opening lead, East leads ♣K
    *opening_lead_by_rho("opening_lead_by_east_3nt_south", "3NT", "S", "CK"),
    # 2S by North, dummy South on lead: North leads ♥2 from his hand
    *wrong_hand("north_leads_from_hand_2s", "2S", "N", "H2"),
    # 6D by East, dummy West on lead: East leads ♣7 from his hand
    *wrong_hand("east_leads_from_hand_6d", "6D", "E", "C7"),
    # 4H by North, West on lead, East holds ♠Q
    *partner_penalty_card("east_holds_sq_west_leads", "4H", "N", "W", "SQ"),
    # 2NT by West, South on lead, North holds ♦J
    *partner_penalty_card("north_holds_dj_south_leads", "2NT", "W", "S", "DJ"),
]

# ---- 27: South's insufficient 1S over his partner's 1NT (East passed) ---------------------------
ONE_NT_P = {"auction": ["1NT", "Pass"]}
ASKED = "S 1S; W dir; fact artificial false"
CASES += [
    *three(
        "law_27_protocol_south_insufficient_1s_first_step",
        ONE_NT_P,
        {
            "2017": ("S 1S; W dir", {"status": "awaiting_fact", "question": "artificial"}),
            "2007": (
                "S 1S; W dir",
                {
                    "status": "awaiting_choice",
                    "ruling": {"irregularity": "insufficient_bid", "offender": "S", "chooser": "W"},
                },
            ),
        },
    ),
    # 27A1: West accepts: the auction goes on, West calls
    *three(
        "law_27a1_situation_west_accepts_souths_1s",
        ONE_NT_P,
        {
            "2017": (f"{ASKED}; W ch accept", {"status": "auction", "next": "W", "must_pass": []}),
            "2007": (
                "S 1S; W dir; W ch accept",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    # 27B1a: 2S, the lowest bid in the same denomination: nothing more
    *three(
        "law_27b1a_situation_south_corrects_to_2s",
        ONE_NT_P,
        {
            "2017": (
                f"{ASKED}; W ch reject; S 2S",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
            # 2007 27B1a asks whether either bid was artificial
            "2007": (
                "S 1S; W dir; W ch reject; S 2S; fact artificial false",
                {"status": "auction", "next": "W", "must_pass": []},
            ),
        },
    ),
    # 27B2: 3NT, neither lowest nor comparable (2007 27B1b: nor of the same or a more
    # precise meaning): North passes throughout
    *three(
        "law_27b2_situation_south_corrects_to_3nt_north_passes_throughout",
        ONE_NT_P,
        {
            "2017": (
                f"{ASKED}; W ch reject; S 3NT; fact comparable false",
                {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
            ),
            "2007": (
                "S 1S; W dir; W ch reject; S 3NT; fact comparable false",
                {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
            ),
        },
    ),
    # 27B2: a pass instead: North passes throughout
    *three(
        "law_27b2_situation_south_passes_instead_north_passes_throughout",
        ONE_NT_P,
        {
            "2017": (
                f"{ASKED}; W ch reject; S Pass",
                {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
            ),
            "2007": (
                "S 1S; W dir; W ch reject; S Pass",
                {"status": "auction", "next": "W", "must_pass": [("N", "rest_of_auction")]},
            ),
        },
    ),
]

# ---- 25: West changes 2C to 2D over North's 1NT and East's pass, South's pass ------------------
THREE_CALLS = {"auction": ["1NT", "Pass", "Pass"]}
CHANGE = "W 2C; W 2D; N dir"
CASES += [
    *alike(
        "law_25a_protocol_west_changes_2c_unintended_asked",
        THREE_CALLS,
        CHANGE,
        {"status": "awaiting_fact", "question": "unintended"},
    ),
    # 25A: a slip of the tongue: 2D stands, North calls
    *alike(
        "law_25a_protocol_west_changes_2c_slip_2d_stands",
        THREE_CALLS,
        f"{CHANGE}; fact unintended true",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # 25B: North may accept the 2D
    *alike(
        "law_25b_protocol_west_changes_2c_north_may_accept",
        THREE_CALLS,
        f"{CHANGE}; fact unintended false",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "change_of_call",
                "offender": "W",
                "chooser": "N",
                "options_has": {"accept", "reject"},
            },
        },
    ),
    # 25B1: accepted: 2D stands, North calls
    *alike(
        "law_25b1_protocol_west_changes_2c_accepted",
        THREE_CALLS,
        f"{CHANGE}; fact unintended false; N ch accept",
        {"status": "auction", "next": "N", "must_pass": []},
    ),
]


def _ids(cases: list[Case]) -> list[Any]:
    return params(cases)


@pytest.mark.parametrize("case", _ids(CASES))
def test_law_check14_protocol(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
