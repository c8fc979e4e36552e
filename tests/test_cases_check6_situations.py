"""Sixth blind check (issue 13): the director called to a table mid-board
(spec §6), the hands unknown: a lead out of turn and its penalty card, the
50D2 choice arriving when a trick is completed, a minor penalty card passed
over by an honour, dummy's visible revoke, claims and concessions, a found
revoke with a claim, revokes in doubled and redoubled vulnerable contracts,
two obligations on the leader (26B and 50D2), a premature play followed by a
penalty card not played (52), a face-down opening lead out of turn (41A),
54A, calls out of rotation and a card shown in the auction, and the order of
the found-revoke questions. Expectations set down from the seeds before the
records were run; each situation is ruled in both editions where they agree.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, both, pc, revoke_found, run6
from typer.testing import CliRunner

from bridgelaws.cli import app


def four_spades(ns: int, ew: int, **more: Any) -> dict[str, Any]:
    """4S by South, dummy North, with the tricks quitted so far."""
    return {"contract": "4S", "declarer": "S", "tricks": {"NS": ns, "EW": ew}, **more}


def nt(ns: int, ew: int, **more: Any) -> dict[str, Any]:
    """3NT by North, dummy South, with the tricks quitted so far."""
    return {"contract": "3NT", "declarer": "N", "tricks": {"NS": ns, "EW": ew}, **more}


#: dummy North after six tricks (seven cards)
DUMMY_N7 = "QT.K5.84.J"
#: a 26B prohibition of spades for East, from West's withdrawn call
EAST_NO_SPADES = {
    "type": "lead_restriction",
    "seat": "E",
    "kind": "prohibit_suit",
    "suit": "S",
    "laws": ["26B"],
}

CASES: list[Case] = [
    # ---- a defender leads out of turn when dummy is on lead (56 / 2007 56 -> 54D) -------
    *both(
        "law_56_situation_east_leads_when_dummy_should_declarer_chooses",
        four_spades(4, 2, leader="N", dummy=DUMMY_N7),
        "E card SK; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "E",
                "chooser": "S",
                "options_has": {"accept"},
            },
        },
    ),
    *both(
        "law_56_situation_lead_refused_king_major_penalty_card_dummy_leads",
        four_spades(4, 2, leader="N", dummy=DUMMY_N7),
        "E card SK; S dir; S ch reject",
        {"status": "play", "next": "N", "pcs": {("E", "SK", "major")}},
    ),
    *both(
        "law_53a_situation_lead_out_of_turn_accepted_declarer_plays_next",
        four_spades(4, 2, leader="N", dummy=DUMMY_N7),
        "E card SK; S dir; S ch accept",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- the trick is completed and the penalty card holder's partner wins it ------------
    *both(
        "law_50d2_situation_east_wins_the_trick_choice_for_his_lead_at_once",
        four_spades(5, 2, current=["N:D4", "E:DA", "S:D5"], penalty_cards=[pc("W", "HQ")]),
        "W card D3",
        {
            "status": "awaiting_choice",
            "ruling": {
                "chooser": "S",
                "options": {"require_suit:H", "prohibit_suit:H", "no_restriction"},
            },
            "pcs": {("W", "HQ", "major")},
        },
    ),
    # ---- a minor penalty card: an honour of its suit may be played instead (50C) ---------
    *both(
        "law_50c_situation_honour_played_instead_of_minor_penalty_card",
        four_spades(5, 2, current=["N:H5", "E:H9", "S:HJ"], penalty_cards=[pc("W", "H3", "minor")]),
        "W card HQ",
        {"status": "play", "next": "W", "pcs": {("W", "H3", "minor")}, "irr": []},
    ),
    # ---- dummy's revoke, seen in dummy's known cards, corrected without penalty (62B2) ----
    *both(
        "law_62b2_situation_dummys_revoke_corrected_no_penalty",
        nt(2, 1, leader="E", dummy="J7.AT9.J6.QJ7"),
        "E card S8; S card H9; W dir",
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- claims and concessions -------------------------------------------------------
    *both(
        "law_69a_situation_claim_agreed_3nt_two_overtricks",
        nt(8, 2, leader="N"),
        "N claim 11; E agree; W agree",
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 460, "EW": -460}},
    ),
    *both(
        "law_70_situation_claim_disputed_director_awards_ten",
        nt(8, 2, leader="N"),
        [
            {"by": "N", "claim": 11},
            {"by": "E", "dispute": True},
            {"by": "N", "director": True},
            fact("claim_award", 10),
        ],
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 430, "EW": -430}},
    ),
    # the award is asked first (the hands are unknown)
    *both(
        "law_70_situation_claim_disputed_the_directors_award_is_asked",
        nt(8, 2, leader="N"),
        "N claim 11; E dispute; N dir",
        {"order": ["claim_award"], "tricks": None},
    ),
    *both(
        "law_68d_situation_claim_disputed_play_stops_for_the_director",
        nt(8, 2, leader="N"),
        "N claim 11; E dispute",
        {"status": {"awaiting_fact", "awaiting_director"}, "tricks": None, "score": None},
    ),
    *both(
        "law_68b2_situation_defenders_concession_partner_objects_no_concession",
        nt(7, 3, leader="W"),
        "W concede 2; E dispute",
        {"status": "play", "next": "W", "tricks": None, "score": None},
    ),
    *both(
        "law_68b1_situation_defenders_concession_agreed_by_declarer",
        nt(7, 3, leader="W"),
        "W concede 3; N agree",
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 430, "EW": -430}},
    ),
    # ---- a found revoke and an agreed claim (64A1 counts the claimed tricks) ------------
    *both(
        "law_64a1_situation_found_revoke_then_declarers_claim_two_tricks",
        nt(5, 3, leader="N"),
        [
            *revoke_found("E", 6, "E"),
            {"by": "N", "claim": 10},
            {"by": "E", "agree": True},
            {"by": "W", "agree": True},
            fact("offending_side_tricks_after", 1, trick=6),
        ],
        {
            "status": "complete",
            "adjust": [("64A1", "NS", 2)],
            "tricks": {"NS": 12, "EW": 1},
            "score": {"NS": 490, "EW": -490},
        },
    ),
    # ---- revokes in doubled and redoubled contracts, North-South vulnerable (board 2) -------
    *both(
        "law_64a2_situation_declarers_revoke_won_in_dummy_4hx_one_down_vulnerable",
        {"contract": "4HX", "declarer": "S", "tricks": {"NS": 10, "EW": 3}},
        revoke_found("S", 4, "N", 5),
        {
            "status": "complete",
            "adjust": [("64A2", "EW", 1)],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": -200, "EW": 200},
        },
        board=2,
    ),
    *both(
        "law_64a1_situation_defenders_revoke_2sxx_made_with_an_overtrick_vulnerable",
        {"contract": "2SXX", "declarer": "S", "tricks": {"NS": 7, "EW": 6}},
        revoke_found("E", 3, "E", 2),
        {
            "status": "complete",
            "adjust": [("64A1", "NS", 2)],
            "tricks": {"NS": 9, "EW": 4},
            "score": {"NS": 1240, "EW": -1240},
        },
        board=2,
    ),
    # ---- two obligations on the leader: 26B (spades forbidden) and 50D2 (diamonds) ------
    # seed 004: the 26B restriction is carried out first, at this lead; declarer's 50D2
    # choice comes at East's next lead (play9: was asked at this lead)
    *both(
        "law_50d2_26b_situation_two_restrictions_for_east_choice_keeps_the_prohibition",
        nt(4, 4, leader="E", penalty_cards=[pc("W", "DK")], obligations=[EAST_NO_SPADES]),
        "",
        {
            "status": "play",
            "next": "E",
            "pending_leads": {("E", "prohibit_suit", "S")},
        },
    ),
    # East leads the ♥A under the restriction and keeps the lead: now declarer chooses
    *both(
        "law_50d2a_26b_situation_diamonds_required_spades_still_forbidden",
        nt(4, 4, leader="E", penalty_cards=[pc("W", "DK")], obligations=[EAST_NO_SPADES]),
        "E card HA; S card H2; W card H3; N card H4; N ch require_suit:D",
        {
            "status": "play",
            "next": "E",
            "pcs": set(),
            "lead": {("E", "require_suit", "D"), ("E", "prohibit_suit", "S")},
        },
    ),
    # ---- a premature play, then the penalty card not played when it could be (52) ------
    Case(
        "law_57a_situation_west_plays_before_east_2017_four_options",
        at(four_spades(3, 3, current=["N:C6"]), "W card C9; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "premature_play",
                "offender": "W",
                "chooser": "S",
                "options_has": {"highest", "lowest", "prohibit_suit:H", "require_suit:H"},
            },
            "pcs": {("W", "C9", "major")},
        },
    ),
    Case(
        "law_57a_situation_west_plays_before_east_2007_no_requirement",
        at(four_spades(3, 3, current=["N:C6"]), "W card C9; S dir", "2007"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "W",
                "chooser": "S",
                "options_has": {"highest", "lowest", "prohibit_suit:H"},
                "options_not": {"require_suit:H", "require_suit:D"},
            },
        },
    ),
    *both(
        "law_52_situation_premature_club_penalty_card_passed_over_by_the_four",
        four_spades(3, 3, current=["N:C6"]),
        "W card C9; S dir; S ch lowest; E card C2; S card C3; W card C4; S dir",
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "failure_to_play_penalty_card",
                "offender": "W",
                "chooser": "S",
            },
        },
    ),
    # ---- the opening lead ----------------------------------------------------------
    *both(
        "law_41a_situation_face_down_lead_by_the_wrong_defender_goes_back",
        {"contract": "3NT", "declarer": "N"},
        [{"by": "W", "card": "H2", "face_down": True}, {"by": "N", "director": True}],
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
    Case(
        "law_54a_situation_declarer_spreads_partner_becomes_declarer",
        at({"contract": "4S", "declarer": "S"}, "E card HK; S dir; S ch become_dummy"),
        {"status": "play", "contract": "4S", "declarer": "N", "next": "S", "pcs": set()},
    ),
    # ---- the auction ----------------------------------------------------------------
    Case(
        "law_31b_situation_2007_bid_at_partners_turn_partner_passes_throughout",
        at({"auction": ["1S", "Pass"]}, "N 2S; E dir; fact unintended false; E ch reject", "2007"),
        {"status": "auction", "next": "S", "must_pass": [("S", "rest_of_auction")]},
    ),
    Case(
        "law_31b_situation_2017_bid_at_partners_turn_partner_may_call",
        at({"auction": ["1S", "Pass"]}, "N 2S; E dir; fact unintended false; E ch reject"),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    *both(
        "law_24b_situation_ace_shown_in_the_auction_partner_passes_once",
        {"auction": ["1NT", "Pass"]},
        "S exp HA; W dir",
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("N", "next_turn")],
            "irr_has": [("exposed_card_auction", "S")],
        },
    ),
    # ---- a revoke found by the director ---------------------------------------------------
    *both(
        "law_63a1_situation_found_revoke_in_trick_5_established_play_goes_on",
        nt(6, 3, leader="W"),
        revoke_found("E", 5, "E"),
        {"status": "play", "next": "W", "pcs": set(), "adjust": []},
    ),
    *both(
        "law_64a_situation_found_revoke_at_the_end_trick_winner_asked_first",
        nt(10, 3),
        revoke_found("E", 5),
        {"status": "awaiting_fact", "order": ["revoke_trick_won_by"], "tricks": None},
    ),
    *both(
        "law_62b1_situation_revoke_in_the_trick_in_view_corrected_major_penalty_card",
        nt(4, 2, current=["N:HQ", "E:S8", "S:H8"]),
        [{"by": "W", "director": True}, *revoke_found("E", 7)],
        {"pcs": {("E", "S8", "major")}, "irr_has": [("revoke", "E")]},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check6_situations(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


@pytest.mark.parametrize("dummy", ["AKQJT98765432.-.-.-", "Q.-.-.-"])
def test_spec6_situation_dummy_with_the_wrong_number_of_cards_refused(
    dummy: str, tmp_path: Path
) -> None:
    # 3NT by North after seven tricks: dummy (South) holds six cards, not 13 or one
    situation = {
        "contract": "3NT",
        "declarer": "N",
        "tricks": {"NS": 4, "EW": 3},
        "leader": "E",
        "dummy": dummy,
    }
    path = tmp_path / "record.json"
    path.write_text(json.dumps(at(situation, "")), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", "en"])
    assert result.exit_code != 0
    assert "dummy" in result.output
