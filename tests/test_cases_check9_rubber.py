"""Ninth blind check (issue 13), part 3: the NBB rubber rules (seed 001), one
record or more for each rule a table record can show: the shuffle, cut and
deal (7-10, 38), calls out of turn and insufficient bids (39, 40), calls after
the auction and other illegal calls (41, 42), cards shown in the auction and
in the play (43, 44), leads from the wrong hand and out of turn (45, 46),
premature plays (47), dummy's suggestions and warnings (50, 51), attention
to a trick (52), an inspected trick (53), claims (54), revokes (55), the
rules on penalties (56-61), the deal's points (30-34) with honours read from
a deal, and the score sheet: rubber bonus (35), a rubber ended by
arrangement, vulnerability after a game (29). Expectations set down from the
rules before the records were run.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, board, run6
from check7_cases import contract, ended
from check8_cases import ev
from check9_cases import revokes
from check10_cases import Sheet, check_sheet

#: North ♠AKQJT (five honours), East ♥AKQJ (four)
HONOURS = "N:AKQJT.32.432.432 987.AKQJ.AK.AKQJ 65.T987.QJT9.T98 432.654.8765.765"
#: East holds all four aces
ACES = "N:KQJT9.32.432.432 A87.AKQJ.AK.AKQJ 65.T987.QJT9.T98 432.654.8765.765"


def rb(evs: str | list[dict[str, Any]], deal: str | None = None) -> dict[str, Any]:
    """A whole rubber deal from the start (North deals)."""
    out = board(evs, "rubber")
    if deal:
        out["deal"] = deal
    return out


def rs(situation: dict[str, Any], evs: str | list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return at(situation, evs, "rubber", **extra)


def over(bid: str, declarer: str, ns: int, **extra: Any) -> dict[str, Any]:
    return ended(bid, declarer, ns, "rubber", **extra)


#: 4H by West (dummy East) after six tricks (NS 3, EW 3), North to lead
W_4H = contract("4H", "W", 3, 3, leader="N")
#: 3NT by North (dummy South) after seven tricks (NS 4, EW 3)
N_3NT_N = contract("3NT", "N", 4, 3, leader="N")
N_3NT_E = contract("3NT", "N", 4, 3, leader="E")
#: 4S by South (dummy North), West led ♦2 to trick 7, dummy to play
S_4S_D2 = contract("4S", "S", 3, 3, current=["W:D2"])

#: the deal's points (30-34): (name, contract, declarer, NS tricks, vulnerability, NS, EW)
POINTS: list[tuple[str, str, str, int, str, int, int]] = [
    ("rubber_30_2nt_made_70_below", "2NT", "N", 8, "None", 70, 0),
    ("rubber_31_1nt_plus_two_40_and_30_above", "1NT", "S", 9, "None", 100, 0),
    ("rubber_30_34_7nt_made_not_vulnerable_1740", "7NT", "S", 13, "None", 1740, 0),
    ("rubber_31_3sx_plus_one_vulnerable_380", "3SX", "N", 10, "NS", 380, 0),
    ("rubber_31_3sx_plus_one_not_vulnerable_280", "3SX", "N", 10, "None", 280, 0),
    ("rubber_31_2hxx_plus_one_vulnerable_640", "2HXX", "E", 4, "EW", 0, 640),
    ("rubber_32_3nt_two_down_vulnerable_250", "3NT", "N", 7, "NS", 0, 250),
    ("rubber_32_5dx_two_down_vulnerable_500", "5DX", "W", 4, "EW", 500, 0),
    ("rubber_32_5dx_two_down_not_vulnerable_250", "5DX", "W", 4, "None", 250, 0),
    ("rubber_32_2cxx_one_down_not_vulnerable_200", "2CXX", "S", 7, "None", 0, 200),
    ("rubber_34_6c_made_vulnerable_870", "6C", "N", 12, "All", 870, 0),
    ("rubber_34_6h_plus_one_not_vulnerable_710", "6H", "E", 0, "None", 0, 710),
]

CASES: list[Case] = [
    # ---- 7-10, 38: shuffle, cut and deal ---------------------------------------------------
    Case(
        "rubber_7_2_shuffle_seen_lho_chooses_a_new_deal_or_not",
        rb([fact("misdeal", "shuffle_seen", by="E")]),
        {
            "ruling": {
                "irregularity": "misdeal",
                "chooser": "E",
                "options": {"new_deal", "keep_deal"},
            }
        },
    ),
    Case(
        "rubber_8_2_c_card_shown_in_the_cut_new_deal_or_not",
        rb([fact("misdeal", "cut_card_shown", by="S")]),
        {
            "ruling": {
                "irregularity": "misdeal",
                "chooser": "S",
                "options": {"new_deal", "keep_deal"},
            }
        },
    ),
    Case(
        "rubber_10_1_b_card_faced_in_the_pack_new_deal",
        rb([fact("misdeal", "card_faced_in_pack")]),
        {"irr_codes": ["misdeal"], "text_all": ["10(1)"]},
    ),
    Case(
        "rubber_10_1_e_last_card_not_to_dealer_new_deal",
        rb([fact("misdeal", "last_card_not_to_dealer")]),
        {"irr_codes": ["misdeal"], "text_all": ["10(1)"]},
    ),
    Case(
        "rubber_10_2_incorrect_pack_new_deal_earlier_deals_stand",
        rb([fact("misdeal", "incorrect_pack")]),
        {"irr_codes": ["misdeal"], "text_all": ["10(2)"]},
    ),
    Case(
        "rubber_38_card_exposed_by_a_player_who_looked_lho_chooses",
        rb([fact("misdeal", "card_exposed", by="W", looked=True)]),
        {
            "ruling": {
                "irregularity": "misdeal",
                "chooser": "N",
                "options": {"new_deal", "keep_deal"},
            }
        },
    ),
    # ---- 39: calls out of turn ---------------------------------------------------------------
    # East bids at North's turn (his RHO): void, West passes at his first turn (39(2))
    Case(
        "rubber_39_2_east_bids_at_norths_turn_west_passes_once",
        rb("E 1H; S dir"),
        {
            "status": "auction",
            "next": "N",
            "must_pass": [("W", "next_turn")],
            "text_all": ["39(2)"],
        },
    ),
    # South bids at partner's turn before any bid: West may demand a new deal (39(1))
    Case(
        "rubber_39_1_south_bids_at_norths_turn_west_chooses",
        rb("S 1H; W dir"),
        {"ruling": {"offender": "S", "chooser": "W", "options": {"new_deal", "keep_deal"}}},
    ),
    Case(
        "rubber_39_1_ii_deal_kept_call_void_north_calls",
        rb("S 1H; W dir; W ch keep_deal"),
        {"status": "auction", "next": "N", "must_pass": []},
    ),
    # East bids at North's turn and South calls over it: made in turn (39(3))
    Case(
        "rubber_39_3_east_bids_out_of_turn_south_calls_over_it",
        rb("E 1H; S Pass"),
        {"status": "auction", "next": "W", "must_pass": [], "text_all": ["39(3)"]},
    ),
    # ---- 40: insufficient bids ---------------------------------------------------------------
    Case(
        "rubber_40_2_east_corrects_in_the_same_denomination_no_penalty",
        rb("N 1S; E 1H; E 2H"),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    Case(
        "rubber_40_1_any_higher_bid_partner_passes_once",
        rb("N 1S; E 1H; S dir; E 3C"),
        {
            "status": "auction",
            "next": "S",
            "must_pass": [("W", "next_turn")],
            "text_all": ["40(1)"],
        },
    ),
    Case(
        "rubber_40_3_south_calls_over_the_insufficient_bid",
        rb("N 1S; E 1H; S Pass"),
        {"status": "auction", "next": "W", "must_pass": [], "text_all": ["40(3)"]},
    ),
    # ---- 41, 42: calls after the auction and illegal calls ---------------------------------------
    Case(
        "rubber_41_east_bids_after_the_auction_declarer_may_name_wests_lead",
        rb("N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; E 5H; N dir"),
        {"contract": "4S", "declarer": "N", "text_all": ["41"]},
    ),
    Case(
        "rubber_42_a_south_bids_8s_west_chooses",
        rb("N 1S; E Pass; S 8S; W dir"),
        {"ruling": {"offender": "S", "chooser": "W", "options": {"new_deal", "disallow", "allow"}}},
    ),
    Case(
        "rubber_42_a_iii_8s_allowed_as_seven",
        rb("N 1S; E Pass; S 8S; W dir; W ch allow"),
        {"status": "auction", "next": "W"},
    ),
    Case(
        "rubber_42_c_south_doubles_partners_bid_west_chooses",
        rb("N 1S; E Pass; S X; W dir"),
        {
            "ruling": {"offender": "S", "chooser": "W", "options_has": {"new_deal", "disallow"}},
            "text_all": ["42"],
        },
    ),
    Case(
        "rubber_42_b_west_bids_when_bound_to_pass_north_chooses",
        rb("N 1S; E 1H; S dir; E 2C; S Pass; W 2H; N dir"),
        {"ruling": {"offender": "W", "chooser": "N", "options_has": {"new_deal", "disallow"}}},
    ),
    # ---- 43: cards shown in the auction ---------------------------------------------------------
    Case(
        "rubber_43_b_east_shows_the_queen_south_may_demand_a_new_deal",
        rb("N 1S; E exp SQ; S dir"),
        {"ruling": {"offender": "E", "chooser": "S", "options": {"new_deal", "keep_deal"}}},
    ),
    # ---- 44-47: the play -------------------------------------------------------------------------
    Case(
        "rubber_44_south_drops_the_club_king_it_stays_exposed",
        rs(W_4H, "S exp CK; W dir"),
        {"irr_has": [("exposed_card", "S")], "text_all": ["44"]},
    ),
    Case(
        "rubber_45_dummy_leads_when_declarer_should_east_chooses",
        rs(N_3NT_N, "S card C2; E dir"),
        {"ruling": {"chooser": "E", "options_has": {"accept", "lead_from:N"}}, "text_all": ["45"]},
    ),
    Case(
        "rubber_45_lead_from_hand_required_same_suit_club_led",
        rs(N_3NT_N, "S card C2; E dir; E ch lead_from:N; N card C3"),
        {"status": "play", "next": "E"},
    ),
    Case(
        "rubber_46_1_declarer_leads_when_east_should",
        rs(N_3NT_E, "N card SA; E dir"),
        {"ruling": {"offender": "N", "options_has": {"accept", "require_retraction"}}},
    ),
    Case(
        "rubber_46_2_west_leads_when_east_should_declarer_chooses",
        rs(N_3NT_E, "W card D2; N dir"),
        {"ruling": {"offender": "W", "chooser": "N", "options_has": {"accept", "exposed_card"}}},
    ),
    Case(
        "rubber_46_2_iii_west_lead_treated_as_correct_north_plays_next",
        rs(N_3NT_E, "W card D2; N dir; N ch accept"),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "rubber_46_5_both_defenders_lead_at_once_easts_stands",
        rs(N_3NT_E, ev("E card D7; W card D2", [fact("simultaneous_lead", True)])),
        {"status": "play", "next": "S", "text_all": ["46(5)"]},
    ),
    Case(
        "rubber_47_1_west_plays_before_east_declarer_chooses",
        rs(contract("3NT", "N", 3, 2, current=["N:H4"]), "W card H2; N dir"),
        {
            "ruling": {
                "offender": "W",
                "chooser": "N",
                "options_has": {"highest", "lowest", "win", "lose"},
            }
        },
    ),
    # ---- 49-53 -----------------------------------------------------------------------------------
    Case(
        "rubber_49_a_missing_card_not_found_new_deal",
        rs(
            contract("4S", "S", 3, 3, leader="S"),
            [fact("missing_card", "HQ", by="W", found="not_found")],
        ),
        {"irr_codes": ["too_few_cards"], "text_all": ["49"]},
    ),
    Case(
        "rubber_50_dummy_suggests_the_ace_east_chooses",
        rs(S_4S_D2, [fact("dummy_suggested", "DA")]),
        {
            "ruling": {"chooser": "E", "options_has": {"forbid_card:DA", "no_restriction"}},
            "text_all": ["50"],
        },
    ),
    Case(
        "rubber_51_1_dummy_says_which_hand_leads_east_chooses",
        rs(contract("4S", "S", 4, 2, leader="S"), [fact("dummy_warned_lead", True)]),
        {
            "ruling": {"chooser": "E", "options_has": {"lead_from:N", "lead_from:S"}},
            "text_all": ["51(1)"],
        },
    ),
    Case(
        "rubber_52_west_tells_east_the_trick_is_his_declarer_chooses",
        rs(
            contract("4S", "S", 3, 3, current=["S:C4", "W:C2", "N:C7"]),
            [fact("drew_attention_to_trick", True, by="W")],
        ),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "attention_to_trick",
                "offender": "W",
                "chooser": "S",
                "options": {"highest", "lowest", "win", "lose", "no_restriction"},
            },
        },
    ),
    Case(
        "rubber_53_east_inspects_trick_three_declarer_names_the_suit",
        rs(contract("4S", "S", 3, 3, leader="S"), [fact("inspected_trick", 3, by="E")]),
        {
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"require_suit:H"}},
            "text_all": ["53"],
        },
    ),
    # ---- 54: claims ------------------------------------------------------------------------------
    Case(
        "rubber_54_3nt_disputed_claim_settled_at_nine",
        rs(
            contract("3NT", "N", 7, 2, leader="N"),
            ev("N claim 10; E dispute; E dir", [fact("claim_award", 9)]),
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 100, "EW": 0}},
    ),
    Case(
        "rubber_26_defender_concedes_one_declarer_side_agrees_4h_made",
        rs(contract("4H", "W", 3, 7, leader="N"), "N concede 1; E agree; W agree"),
        {"status": "complete", "tricks": {"NS": 5, "EW": 8}, "score": {"NS": 100, "EW": 0}},
    ),
    # ---- 55(6): revokes --------------------------------------------------------------------------
    # North's revoke in trick 4 won by North; North-South won three after: two tricks over
    Case(
        "rubber_55_6_norths_revoke_two_tricks_to_declarer_4h",
        rs(
            contract("4H", "W", 4, 5, leader="W"),
            ev(revokes(("N", 4, "N", 3)), "W claim 9; N agree; S agree"),
        ),
        {"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": 0, "EW": 150}},
    ),
    # a revoke by each defender (same side): two for the first, one for the second
    Case(
        "rubber_55_6_two_defender_revokes_three_tricks",
        rs(
            contract("4H", "W", 4, 5, leader="W"),
            ev(revokes(("N", 2, "N", 3), ("S", 6, "W", 2)), "W claim 9; N agree; S agree"),
        ),
        {"status": "complete", "tricks": {"NS": 1, "EW": 12}, "score": {"NS": 0, "EW": 180}},
    ),
    # ---- 58-61: penalties lost or lifted ---------------------------------------------------------
    Case(
        "rubber_58_1_declarer_demands_a_penalty_not_on_offer_lead_stands",
        rs(N_3NT_E, "W card D2; N dir; N ch highest"),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "rubber_59_dummy_names_the_penalty_it_is_lost",
        rs(N_3NT_E, "W card D2; N dir; S ch exposed_card"),
        {"status": "play", "next": "N", "pcs": set()},
    ),
    Case(
        "rubber_60_east_draws_attention_to_his_partners_lead_ruling_unchanged",
        rs(N_3NT_E, "W card D2; E dir"),
        {"ruling": {"offender": "W", "chooser": "N", "options_has": {"accept", "exposed_card"}}},
    ),
    Case(
        "rubber_61_wrong_rule_cited_no_forced_pass",
        rb(ev("N 1S; E 1H; S dir", [fact("wrong_rule_cited", True)], "E 3C")),
        {"status": "auction", "next": "S", "must_pass": []},
    ),
    # ---- 33: honours read from the deal ----------------------------------------------------------
    Case(
        "rubber_33_five_spade_honours_with_declarer_4s_one_down",
        rb(
            "N 1S; E X; S 2S; W Pass; N 4S; E Pass; S Pass; W Pass; E card HA; N claim 9; "
            "E agree; W agree",
            HONOURS,
        ),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 150, "EW": 50}},
    ),
    Case(
        "rubber_33_four_heart_honours_4h_plus_one_250",
        rb(
            "N Pass; E 1H; S Pass; W 2H; N Pass; E 4H; S Pass; W Pass; N Pass; S card DQ; "
            "E claim 11; N agree; S agree",
            HONOURS,
        ),
        {"status": "complete", "tricks": {"NS": 2, "EW": 11}, "score": {"NS": 0, "EW": 250}},
    ),
    Case(
        "rubber_33_four_aces_at_no_trump_3nt_plus_one_290",
        rb(
            "N Pass; E 2NT; S Pass; W 3NT; N Pass; E Pass; S Pass; S card DQ; E claim 10; N agree; "
            "S agree",
            ACES,
        ),
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 0, "EW": 290}},
    ),
]

CASES += [
    Case(
        name, over(bid, declarer, ns, vulnerable=vul), {"score": {"NS": ns_points, "EW": ew_points}}
    )
    for name, bid, declarer, ns, vul, ns_points, ew_points in POINTS
]

#: the score sheet: (name, deals as ``rubber add`` arguments, ended by arrangement,
#: North-South and East-West totals, winner)
SHEETS: list[Sheet] = [
    (
        "rubber_35_east_west_win_a_three_game_rubber_500",
        [
            ["3NT", "-d", "N", "-t", "9"],
            ["4H", "-d", "E", "-t", "10"],
            ["5D", "-d", "W", "-t", "11"],
        ],
        False,
        {"above": 0, "below": 100, "total": 100},
        {"above": 500, "below": 220, "total": 720},
        "EW",
    ),
    (
        "rubber_29_32_35_east_west_game_doubled_undertricks_then_700",
        [
            ["3NT", "-d", "W", "-t", "9"],
            ["2SX", "-d", "N", "-t", "6"],
            ["4H", "-d", "E", "-t", "10"],
        ],
        False,
        {"above": 0, "below": 0, "total": 0},
        {"above": 950, "below": 220, "total": 1170},
        "EW",
    ),
    (
        "rubber_35b_ended_by_arrangement_game_and_opponents_part_score",
        [["4S", "-d", "S", "-t", "10"], ["2D", "-d", "E", "-t", "9"]],
        True,
        {"above": 300, "below": 120, "total": 420},
        {"above": 20, "below": 40, "total": 60},
        "NS",
    ),
    (
        "rubber_33_defenders_four_trump_honours_100",
        [["4S", "-d", "S", "-t", "10", "--honours", "E4"]],
        False,
        {"above": 0, "below": 120, "total": 120},
        {"above": 100, "below": 0, "total": 100},
        None,
    ),
    (
        "rubber_29_31_vulnerable_doubled_overtricks_and_the_rubber",
        [["4S", "-d", "S", "-t", "10"], ["2HX", "-d", "N", "-t", "10"]],
        False,
        {"above": 1100, "below": 240, "total": 1340},
        {"above": 0, "below": 0, "total": 0},
        "NS",
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check9(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


@pytest.mark.parametrize("row", SHEETS, ids=[r[0] for r in SHEETS])
def test_rubber_check9_sheet(row: Sheet, tmp_path: Path) -> None:
    check_sheet(row, tmp_path)
