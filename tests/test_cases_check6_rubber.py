"""Sixth blind check (issue 13): the NBB rubber rules (seed 001) where the
earlier checks were thin: 39(1) at partner's turn, 39(3), a forced pass
discharged, 40(3), 42(b) by a double, 42(f), 43(b), 43(a)(II) chosen, 44,
45, 46(1), 46(2), 46(3) (declarer becomes dummy), 47(1), 47(2), 50, 51(1),
52, 53, 55(1)(a)(II), 55(6) for a second revoke of one side, and the rubber
score of rules 30-34 (doubled undertricks 100/150/200, no bonus for a
doubled contract made, slam premiums). Expectations set down from the rules
before the records were run.

Board 1, North deals. ``PLAY``: South plays 1H, West led the club ten and
South won the first trick with the queen; South leads to trick 2.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, board, run6
from play2_helpers import ONE_HEART, SOUTH_WINS_T1

PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"
#: trick 2: South leads a diamond, East wins with the ace; East leads to trick 3
EAST_WINS_T2 = f"{PLAY}; S card D5; W card D3; N card DT; E card DA"
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: trick 3: declarer ruffs East's club lead holding clubs, and leads to trick 4 (established)
DECLARER_REVOKES = f"{EAST_WINS_T2}; E card C6; S card H9; W card C9; N card C3; S card D6"
REQUIRE_ANY = {"require_suit:S", "require_suit:H", "require_suit:D", "require_suit:C"}


def rubber(text: str, **extra: Any) -> dict[str, Any]:
    return board(text, "rubber", **extra)


def then(text: str, *facts: dict[str, Any]) -> dict[str, Any]:
    """A rubber record from a script with facts after it."""
    out = rubber(text)
    out["events"] = [*out["events"], *facts]
    return out


def ended(contract: str, declarer: str, ns: int, **extra: Any) -> dict[str, Any]:
    """A rubber deal whose play is over: ``ns`` tricks to North-South."""
    situation = {"contract": contract, "declarer": declarer, "tricks": {"NS": ns, "EW": 13 - ns}}
    return at(situation, "", "rubber", **extra)


def revoked(seat: str, trick: int, won_by: str, after: int) -> list[dict[str, Any]]:
    return [
        fact("revoke", {"seat": seat, "trick": trick}),
        fact("revoke_established", True, trick=trick),
        fact("revoke_trick_won_by", won_by, trick=trick),
        fact("offending_side_tricks_after", after, trick=trick),
    ]


def nt_over(ns: int) -> dict[str, Any]:
    return {"contract": "3NT", "declarer": "N", "tricks": {"NS": ns, "EW": 13 - ns}}


CASES: list[Case] = [
    # ---- 39: bids out of turn -------------------------------------------------------
    # 39(1): a bid at partner's turn before any bid: the LHO may demand a new deal
    Case(
        "rubber_39_1_bid_at_partners_turn_before_any_bid_lho_chooses",
        rubber("S 1H; W dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "S", "chooser": "W", "options": {"new_deal", "keep_deal"}},
            "text_all": ["39(1)"],
        },
    ),
    Case(
        "rubber_39_1_deal_kept_bid_void_north_calls_no_forced_pass",
        rubber("S 1H; W dir; W ch keep_deal"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # 39(3): the offender's LHO bid before attention was drawn: the bid counts as in turn
    Case(
        "rubber_39_3_lho_bid_over_the_early_bid_it_counts_in_turn",
        rubber("E 1H; S 1S"),
        {"status": "auction", "next": "W", "must_pass": []},
    ),
    # 39(2): the partner passes at his first turn only; later he bids freely
    Case(
        "rubber_39_2_partner_free_after_his_one_pass",
        rubber("E 1H; S dir; N 1S; E 2H; S Pass; W Pass; N 2S; E Pass; S Pass; W 3H"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # ---- 40: insufficient bids --------------------------------------------------------
    Case(
        "rubber_40_3_lho_bid_before_attention_insufficient_bid_counts_as_sufficient",
        rubber("N 1S; E 1H; S 2S"),
        {
            "status": "auction",
            "next": "W",
            "must_pass": [],
            "irr_has": [("insufficient_bid", "E")],
        },
    ),
    Case(
        "rubber_40_1_made_sufficient_in_another_suit_partner_passes_once",
        rubber("N 1S; E 1H; S dir; E 2D"),
        {"status": "auction", "next": "S", "must_pass": [("W", "next_turn")]},
    ),
    # ---- 42: other illegal calls -------------------------------------------------------
    # 42(f): a redouble of a bid nobody doubled: new deal or disallowed (no 42(III))
    Case(
        "rubber_42f_redouble_of_an_undoubled_bid_lho_chooses",
        rubber("N 1S; E XX; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options": {"new_deal", "disallow"}},
            "text_all": ["42(f)"],
        },
    ),
    Case(
        "rubber_42f_disallowed_redouble_counts_as_a_pass",
        rubber("N 1S; E XX; S dir; S ch disallow"),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # 42(b): West, bound to pass at his first turn (40(1)), doubles instead
    Case(
        "rubber_42b_double_by_a_player_bound_to_pass_lho_chooses",
        rubber("N 1S; E 1H; S dir; E 2H; S 2S; W X; N dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "W",
                "chooser": "N",
                "options": {"new_deal", "disallow", "allow"},
            },
            "text_all": ["42(b)"],
        },
    ),
    Case(
        "rubber_42b_allowed_double_stands_north_calls",
        rubber("N 1S; E 1H; S dir; E 2H; S 2S; W X; N dir; N ch allow"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    Case(
        "rubber_42a_new_deal_demanded_for_a_bid_of_eight",
        rubber("N 8S; E dir; E ch new_deal"),
        {"contract": None, "ruling": {"offender": "N", "chooser": "E", "chosen": "new_deal"}},
    ),
    # a double at partner's turn after a bid: neither 39(1) (before any bid) nor 39(2) (RHO's
    # turn) covers it: 42(f), a new deal or the double disallowed
    Case(
        "rubber_42f_double_at_partners_turn_after_a_bid_lho_chooses",
        rubber("N 1S; W X; N dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options": {"new_deal", "disallow"}},
            "text_all": ["42(f)"],
        },
    ),
    # 47(1)(IV) cannot release West from following suit: he follows to the diamond
    Case(
        "rubber_47_1_iv_discard_named_but_west_follows_suit",
        rubber(f"{PLAY}; S card D5; E card DA; S dir; S ch discard:S; W card D3"),
        {"status": "play", "next": "N", "irr_codes": ["premature_play"]},
    ),
    # ---- rubber situations (spec §6): the players call attention mid-deal -----------------
    Case(
        "rubber_46_2_situation_east_leads_when_west_should_declarer_chooses",
        at(
            {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 2}, "leader": "W"},
            "E card HK; S dir",
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "E",
                "chooser": "S",
                "options_has": {"accept", "exposed_card", "require_suit:H"},
            },
        },
    ),
    Case(
        "rubber_45_situation_dummy_leads_when_declarers_hand_should",
        at(
            {
                "contract": "4S",
                "declarer": "S",
                "tricks": {"NS": 3, "EW": 2},
                "leader": "S",
                "dummy": "QT7.K5.84.J",
            },
            "N card H5; W dir",
            "rubber",
        ),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "S"},
        },
    ),
    # ---- 43: a card shown during the auction -----------------------------------------
    Case(
        "rubber_43b_honour_shown_lho_may_demand_new_deal",
        rubber("N 1S; E exp HK; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"new_deal"}},
            "text_all": ["43(b)"],
        },
    ),
    Case(
        "rubber_43b_two_low_cards_shown_lho_may_demand_new_deal",
        rubber("N 1S; E exp S8; E exp S9; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"new_deal"}},
        },
    ),
    # 43(a)(II): South, declarer, forbids West's first lead in the suit of East's card
    Case(
        "rubber_43a_ii_spade_lead_forbidden_card_no_longer_exposed",
        rubber(
            "N 1C; E exp S8; S dir; E Pass; S 1S; W Pass; N 2S; E Pass; S Pass; W Pass; "
            "S ch prohibit_suit:S"
        ),
        {
            "status": "play",
            "next": "W",
            "contract": "2S",
            "declarer": "S",
            "lead": {("W", "prohibit_suit", "S")},
            "pcs": set(),
        },
    ),
    # 43(a)(II) forbids the suit at the partner's FIRST lead only ('voor het eerst'): West
    # wins trick 1 with the club ten and may lead a spade at his second lead
    Case(
        "rubber_43a_ii_prohibition_only_for_the_first_lead_spade_free_afterwards",
        rubber(
            "N 1C; E exp S8; S dir; E Pass; S 1S; W Pass; N 2S; E Pass; S Pass; W Pass; "
            "S ch prohibit_suit:S; W card CT; N card C2; E card C4; S card C7; W card S3"
        ),
        {"status": "play", "next": "N", "lead": set(), "irr_codes": ["exposed_card_auction"]},
    ),
    # 46(2)(I): East, the first of the offending side to lead, leads the required heart: the
    # requirement is spent for both defenders and West's spade is no longer exposed
    Case(
        "rubber_46_2_i_requirement_met_by_east_nothing_left_in_force",
        rubber(
            f"{PLAY}; W card S3; S dir; S ch require_suit:H; S card D5; W card D3; N card DT; "
            "E card DA; E card H3"
        ),
        {"status": "play", "next": "S", "obl_types": []},
    ),
    Case(
        "rubber_43a_ii_text_says_first_lead_not_while_he_keeps_the_lead",
        rubber(
            "N 1C; E exp S8; S dir; E Pass; S 1S; W Pass; N 2S; E Pass; S Pass; W Pass; "
            "S ch prohibit_suit:S"
        ),
        {"status": "play", "next": "W", "not_en": ["while he keeps the lead"]},
    ),
    # ---- 44: a card shown in the play ----------------------------------------------
    Case(
        "rubber_44_4_declarers_dropped_card_no_penalty",
        rubber(f"{PLAY}; S exp HA; W dir"),
        {"status": "play", "next": "S", "pcs": set()},
    ),
    # ---- 45, 46: leads from the wrong hand or out of turn -------------------------------
    Case(
        "rubber_45_lead_from_dummy_instead_of_hand_defenders_may_refuse",
        rubber(f"{PLAY}; N card SA; W dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "S"},
            "text_all": ["45"],
        },
    ),
    Case(
        "rubber_46_1_declarer_leads_when_east_should_withdrawn_on_demand",
        rubber(f"{EAST_WINS_T2}; S card H8; E dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_out_of_turn", "offender": "S"},
            "text_all": ["46(1)"],
        },
    ),
    Case(
        "rubber_46_2_defenders_lead_out_of_turn_declarer_has_three_options",
        rubber(f"{PLAY}; W card S3; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_out_of_turn", "offender": "W", "chooser": "S"},
            "text_all": ["46(2)"],
        },
    ),
    # 46(3): declarer plays from his own hand to the wrong defender's opening lead:
    # he becomes dummy and his partner declarer
    Case(
        "rubber_46_3_declarer_plays_to_wrong_opening_lead_partner_becomes_declarer",
        rubber(f"{ONE_HEART}; E card D2; S card D5"),
        {"status": "play", "next": "W", "contract": "1H", "declarer": "N"},
    ),
    Case(
        "rubber_46_3_dummy_plays_to_a_later_lead_out_of_turn_it_stands",
        rubber(f"{EAST_WINS_T2}; W card S3; N card S2"),
        {"status": "play", "next": "E", "declarer": "S", "pcs": set()},
    ),
    # ---- 47: premature plays ----------------------------------------------------------
    Case(
        "rubber_47_1_a_east_plays_before_his_partner_declarer_chooses",
        rubber(f"{PLAY}; S card D5; E card DA; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "E",
                "chooser": "S",
                "options_has": {"highest", "lowest", "win", "lose"},
            },
            "text_all": ["47(1)"],
        },
    ),
    Case(
        "rubber_47_1_highest_diamond_played_by_west_trick_to_east",
        rubber(f"{PLAY}; S card D5; E card DA; S dir; S ch highest; W card D7; N card DT"),
        {"status": "play", "next": "E"},
    ),
    # 47(2): declarer plays from dummy before second hand: no penalty, fourth hand may
    # play before second hand
    Case(
        "rubber_47_2_dummy_plays_early_fourth_hand_plays_before_second",
        rubber(f"{PLAY}; S card D5; N card DT; E card DA; W card D3"),
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- 50-53: dummy's and players' remarks -------------------------------------------
    Case(
        "rubber_50_dummy_suggests_a_card_east_may_require_or_forbid_it",
        then(f"{PLAY}; S card D5; W card D3", fact("dummy_suggested", "DT")),
        {"status": "awaiting_choice", "ruling": {"offender": "N", "chooser": "E"}},
    ),
    Case(
        "rubber_51_1_dummy_says_which_hand_leads_east_chooses_the_hand",
        then(PLAY, fact("dummy_warned_lead", True)),
        {"status": "awaiting_choice", "ruling": {"offender": "N", "chooser": "E"}},
    ),
    Case(
        "rubber_52_west_draws_attention_before_east_plays_declarer_chooses",
        then(
            f"{PLAY}; S card D5; W card D3; N card DT",
            fact("drew_attention_to_trick", True, seat="W"),
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "offender": "W",
                "chooser": "S",
                "options_has": {"highest", "lowest", "win", "lose"},
            },
        },
    ),
    Case(
        "rubber_53_defender_inspects_a_quitted_trick_declarer_names_the_suit",
        then(PLAY, fact("inspected_trick", True, seat="W")),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "S", "options_has": REQUIRE_ANY},
        },
    ),
    Case(
        "rubber_53_declarer_inspects_a_quitted_trick_his_lho_names_the_suit",
        then(PLAY, fact("inspected_trick", True, seat="S")),
        {"status": "awaiting_choice", "ruling": {"offender": "S", "chooser": "W"}},
    ),
    # ---- 41 after the auction ---------------------------------------------------------
    Case(
        "rubber_41_defenders_pass_after_the_auction_no_penalty",
        rubber(f"{NT}; W Pass; N dir"),
        {"status": "play", "next": "E", "lead": set()},
    ),
    Case(
        "rubber_41_defenders_double_after_the_auction_declarer_names_easts_lead",
        rubber(f"{NT}; W X; N dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": REQUIRE_ANY},
        },
    ),
    # ---- 55(1)(a)(II): declarer's own revoke corrected; West played after him -------------
    Case(
        "rubber_55_1_a_ii_declarers_revoke_west_may_require_highest_or_lowest",
        rubber(f"{EAST_WINS_T2}; E card C6; S card H9; W card C9; N card C3; W dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "revoke",
                "offender": "S",
                "chooser": "W",
                "options_has": {"highest", "lowest"},
            },
            "text_all": ["55(1)"],
        },
    ),
    # ---- 55(3)-(5): questions about a revoke; dummy away --------------------------------
    # dummy asks East whether his heart is a revoke: he may ask only declarer (55(4)); the
    # revoke is corrected without penalty (51(2))
    Case(
        "rubber_55_4_51_2_dummy_asks_east_revoke_corrected_without_penalty",
        then(
            f"{PLAY}; S card D5; W card D3; N card DT; E card H3",
            fact("revoke_question", "E", by="N"),
        ),
        {
            "status": "play",
            "next": "E",
            "pcs": set(),
            "irr_has": [("revoke", "E")],
            "text_all": ["51(2)"],
        },
    ),
    # West asks his partner and draws attention to it: the revoke is corrected and
    # declarer has the 55(1)(a)(I) choice
    Case(
        "rubber_55_3_west_asks_east_revoke_corrected_declarer_chooses",
        then(
            f"{PLAY}; S card D5; W card D3; N card DT; E card H3",
            fact("revoke_question", "E", by="W"),
            {"by": "W", "director": True},
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "revoke",
                "offender": "E",
                "chooser": "S",
                "options_has": {"highest", "lowest"},
            },
        },
    ),
    # declarer's established revoke in trick 3, then a claim: two tricks to East-West
    Case(
        "rubber_55_6_declarers_established_revoke_then_claim_one_down",
        rubber(f"{DECLARER_REVOKES}; S claim 8; W agree; E agree"),
        {"status": "complete", "tricks": {"NS": 6, "EW": 7}, "score": {"NS": 0, "EW": 50}},
    ),
    # the same while dummy had left the table and no defender asked declarer: no penalty
    Case(
        "rubber_55_4_dummy_away_declarers_revoke_not_penalised",
        then(PLAY, fact("dummy_left_table", True, by="N"))
        | {
            "events": [
                *then(PLAY, fact("dummy_left_table", True, by="N"))["events"],
                *rubber(DECLARER_REVOKES)["events"][len(rubber(PLAY)["events"]) :],
                *rubber("S claim 8; W agree; E agree")["events"],
            ]
        },
        {
            "status": "complete",
            "tricks": {"NS": 8, "EW": 5},
            "score": {"NS": 60, "EW": 0},
            "text_all": ["55(4)"],
        },
    ),
    # ---- 55(6): a second revoke by the same side costs one more trick -------------------
    Case(
        "rubber_55_6_two_revokes_by_east_west_three_tricks",
        at(nt_over(6), [*revoked("E", 3, "E", 4), *revoked("W", 7, "N", 2)], "rubber"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 100, "EW": 0}},
    ),
    Case(
        "rubber_55_6_declarers_revoke_in_doubled_3nt_two_down_250",
        at(
            {"contract": "3NTX", "declarer": "N", "tricks": {"NS": 9, "EW": 4}},
            revoked("N", 4, "N", 5),
            "rubber",
        ),
        {"status": "complete", "tricks": {"NS": 7, "EW": 6}, "score": {"NS": 0, "EW": 250}},
    ),
    # ---- follow-ups: the penalty chosen, and who may choose -----------------------------
    # 45 and 46(1): either defender may demand it ('elk der tegenspelers')
    Case(
        "rubber_45_either_defender_may_demand_the_correct_hand",
        rubber(f"{PLAY}; N card SA; W dir"),
        {"status": "awaiting_choice", "choosers_set": {"W", "E"}},
    ),
    Case(
        "rubber_46_1_either_defender_may_demand_the_withdrawal",
        rubber(f"{EAST_WINS_T2}; S card H8; E dir"),
        {"status": "awaiting_choice", "choosers_set": {"W", "E"}},
    ),
    Case(
        "rubber_45_correct_hand_demanded_south_must_lead_a_spade",
        rubber(f"{PLAY}; N card SA; W dir; W ch lead_from:S"),
        {"status": "play", "next": "S", "lead": {("S", "require_suit", "S")}},
    ),
    Case(
        "rubber_45_wrong_hand_lead_accepted_east_plays_next",
        rubber(f"{PLAY}; N card SA; W dir; W ch accept"),
        {"status": "play", "next": "E", "lead": set()},
    ),
    Case(
        "rubber_46_1_declarers_card_back_east_leads_no_penalty",
        rubber(f"{EAST_WINS_T2}; S card H8; E dir; E ch require_retraction"),
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
    Case(
        "rubber_46_2_i_hearts_required_declarer_leads_first",
        rubber(f"{PLAY}; W card S3; S dir; S ch require_suit:H"),
        {"status": "play", "next": "S"},
    ),
    Case(
        "rubber_46_2_ii_card_exposed_declarer_leads",
        rubber(f"{PLAY}; W card S3; S dir; S ch exposed_card"),
        {"status": "play", "next": "S"},
    ),
    Case(
        "rubber_51_1_east_has_dummy_lead",
        then(PLAY, fact("dummy_warned_lead", True)) | {},
        {"status": "awaiting_choice", "ruling": {"options": {"lead_from:S", "lead_from:N"}}},
    ),
    Case(
        "rubber_55_1_a_ii_lowest_club_chosen_west_wins_with_the_nine",
        rubber(
            f"{EAST_WINS_T2}; E card C6; S card H9; W card C9; N card C3; W dir; W ch lowest; "
            "W ch keep; S card C7"
        ),
        {"status": "play", "next": "W", "text_all": ["55(1)(b)"]},
    ),
    # 56: West plays before declarer named the 47(1) penalty: the right is kept
    Case(
        "rubber_56_partner_plays_before_the_penalty_is_named_right_kept",
        rubber(f"{PLAY}; S card D5; E card DA; S dir; W card D3"),
        {"status": "awaiting_choice", "ruling": {"offender": "E", "chooser": "S"}},
    ),
    # 59: dummy names the penalty that only declarer may name: the right is lost
    Case(
        "rubber_59_dummy_names_the_penalty_right_lost",
        rubber(f"{PLAY}; S card D5; E card DA; S dir; N ch highest"),
        {"status": "play", "next": "W", "text_all": ["59"]},
    ),
    # 16: a slip of the tongue put right at once
    Case(
        "rubber_16_slip_of_the_tongue_corrected_in_one_breath",
        rubber("N 1C; N 1D; E dir; fact unintended true"),
        {"status": "auction", "next": "E", "must_pass": []},
    ),
    # a claim agreed: 1H with one overtrick, 60 below the line
    Case(
        "rubber_claim_agreed_one_heart_plus_one_60",
        rubber(f"{PLAY}; S claim 8; W agree; E agree"),
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 60, "EW": 0}},
    ),
    # ---- rules 30-34: the deal's score --------------------------------------------------
    Case(
        "rubber_32_doubled_two_down_not_vulnerable_100_and_150",
        ended("3NTX", "N", 7),
        {"status": "complete", "score": {"NS": 0, "EW": 250}},
    ),
    Case(
        "rubber_32_doubled_three_down_vulnerable_twice_450",
        ended("3NTX", "N", 6, vulnerable="All"),
        {"status": "complete", "score": {"NS": 0, "EW": 900}},
    ),
    Case(
        "rubber_32_undoubled_two_down_vulnerable_as_doubled_not_vulnerable",
        ended("3NT", "N", 7, vulnerable="All"),
        {"status": "complete", "score": {"NS": 0, "EW": 250}},
    ),
    Case(
        "rubber_30_doubled_one_spade_made_trick_points_only",
        ended("1SX", "S", 7),
        {"status": "complete", "score": {"NS": 60, "EW": 0}},
    ),
    Case(
        "rubber_31_doubled_overtrick_not_vulnerable_100",
        ended("2SX", "S", 9),
        {"status": "complete", "score": {"NS": 220, "EW": 0}},
    ),
    Case(
        "rubber_31_redoubled_overtrick_vulnerable_400",
        ended("2SXX", "S", 9, vulnerable="All"),
        {"status": "complete", "score": {"NS": 640, "EW": 0}},
    ),
    Case(
        "rubber_31_undoubled_club_overtricks_20_each",
        ended("3C", "N", 11),
        {"status": "complete", "score": {"NS": 100, "EW": 0}},
    ),
    Case(
        "rubber_34a_small_slam_not_vulnerable_500",
        ended("6S", "S", 12),
        {"status": "complete", "score": {"NS": 680, "EW": 0}},
    ),
    # 34(b): a grand slam scores its premium on top of the small slam's (judgment on
    # 'boven de toepasselijke klein slem-belooning': in addition to it)
    Case(
        "rubber_34b_grand_slam_vulnerable_on_top_of_the_small_slam_premium",
        ended("7NT", "N", 13, vulnerable="All"),
        {"status": "complete", "score": {"NS": 2490, "EW": 0}},
    ),
    Case(
        "rubber_34_seven_bid_twelve_made_one_down_no_slam",
        ended("7S", "S", 12),
        {"status": "complete", "score": {"NS": 0, "EW": 50}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_law_check6_rubber(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)
