"""Seventh blind check (issue 13), part 3: the NBB rubber rules (seed 001)
from a situation (the director, or the players, arriving mid-deal with the
hands unknown) and the rubber's score sheet: 45 and 46(1) with declarer
North, 46(2) with its three choices when declarer should have led, 47(1)
from a situation, 55(6) counts when East-West declare, claims (26, 54), the
deal's points (rules 30-34) for contracts the earlier checks left out, and
the sheet of ``bridgelaws rubber``: honours (33), the rubber bonus (35(a)),
the rubber ended by arrangement (35(b)) and the vulnerability a game brings
(29). Expectations set down from the rules before the records were run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract, ended
from rule_cases import unclean_lines
from typer.testing import CliRunner

from bridgelaws.cli import app

#: 4S by South, dummy North, South leads trick 7
S_4S = contract("4S", "S", 4, 2, leader="S")
#: 3NT by North, dummy South, North on lead after six tricks
N_3NT = contract("3NT", "N", 4, 2, leader="N")
#: 3NT by North with East on lead
N_3NT_EAST = contract("3NT", "N", 4, 2, leader="E")


def rubber_at(situation: dict[str, Any], evs: str | list[dict[str, Any]]) -> dict[str, Any]:
    return at(situation, evs, "rubber")


def revoked(seat: str, trick: int, won_by: str, after: int) -> list[dict[str, Any]]:
    return [
        fact("revoke", {"seat": seat, "trick": trick}),
        fact("revoke_established", True, trick=trick),
        fact("revoke_trick_won_by", won_by, trick=trick),
        fact("offending_side_tricks_after", after, trick=trick),
    ]


def over(bid: str, declarer: str, ns: int, **extra: Any) -> dict[str, Any]:
    return ended(bid, declarer, ns, "rubber", **extra)


CASES: list[Case] = [
    # ---- 46(2): a defender leads when declarer should --------------------------------
    Case(
        "rubber_46_2_situation_west_leads_when_declarer_should_three_choices",
        rubber_at(S_4S, "W card H5; S dir"),
        {
            "status": "awaiting_choice",
            "ruling": {
                "irregularity": "lead_out_of_turn",
                "offender": "W",
                "chooser": "S",
                "options_has": {"accept", "exposed_card"},
            },
            "text_all": ["46(2)"],
        },
    ),
    Case(
        "rubber_46_2_iii_situation_treated_as_a_correct_lead_dummy_plays",
        rubber_at(S_4S, "W card H5; S dir; S ch accept"),
        {"status": "play", "next": "N", "pcs": set(), "lead": set()},
    ),
    Case(
        "rubber_46_2_ii_situation_card_exposed_south_leads",
        rubber_at(S_4S, "W card H5; S dir; S ch exposed_card"),
        {"status": "play", "next": "S"},
    ),
    # 46(3): dummy plays to the lead out of turn before declarer chooses: it stands
    Case(
        "rubber_46_3_situation_dummy_plays_to_wests_lead_it_stands",
        rubber_at(S_4S, "W card H5; N card H3"),
        {"status": "play", "next": "E", "declarer": "S", "pcs": set()},
    ),
    # ---- 45 and 46(1): declarer North leads from the wrong hand / out of turn ----------
    Case(
        "rubber_45_situation_dummy_south_leads_when_north_should",
        rubber_at(N_3NT, "S card C5; E dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_from_wrong_hand", "offender": "N"},
            "text_all": ["45"],
        },
    ),
    Case(
        "rubber_45_situation_correct_hand_demanded_north_must_lead_a_club",
        rubber_at(N_3NT, "S card C5; E dir; E ch lead_from:N"),
        {"status": "play", "next": "N", "lead": {("N", "require_suit", "C")}, "pcs": set()},
    ),
    Case(
        "rubber_45_situation_east_plays_to_dummys_lead_it_stands",
        rubber_at(N_3NT, "S card C5; W card C9"),
        {"status": "play", "next": "N", "irr_has": [("lead_from_wrong_hand", "N")]},
    ),
    Case(
        "rubber_46_1_situation_north_leads_when_east_should",
        rubber_at(N_3NT_EAST, "N card HQ; W dir"),
        {
            "status": "awaiting_choice",
            "ruling": {"irregularity": "lead_out_of_turn", "offender": "N"},
            "text_all": ["46(1)"],
        },
    ),
    Case(
        "rubber_46_1_situation_withdrawal_demanded_east_leads_no_penalty",
        rubber_at(N_3NT_EAST, "N card HQ; W dir; W ch require_retraction"),
        {"status": "play", "next": "E", "pcs": set(), "lead": set()},
    ),
    # ---- 47(1): a defender plays before his partner --------------------------------
    Case(
        "rubber_47_1_situation_east_plays_before_west_declarer_chooses",
        rubber_at(contract("4S", "S", 4, 2, current=["S:D4"]), "E card DK; S dir"),
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
        "rubber_47_1_iii_situation_west_must_not_win_the_trick",
        rubber_at(contract("4S", "S", 4, 2, current=["S:D4"]), "E card DK; S dir; S ch lose"),
        {"status": "play", "next": "W"},
    ),
    # 47(2): declarer plays from dummy before West: no penalty, the play goes on
    Case(
        "rubber_47_2_situation_dummys_card_before_west_no_penalty",
        rubber_at(contract("4S", "S", 4, 2, current=["S:D4"]), "N card D9; E card DK; W card D2"),
        {"status": "play", "next": "E", "pcs": set()},
    ),
    # ---- 55(6): established revokes counted at the end ---------------------------------
    # West's revoke in trick 5, won by West; East-West won one more trick after it:
    # two tricks go to North-South; 4S + 2 scores 120 + 60
    Case(
        "rubber_55_6_situation_wests_revoke_two_tricks_4s_plus_two",
        rubber_at(contract("4S", "S", 10, 3), revoked("W", 5, "W", 1)),
        {
            "status": "complete",
            "tricks": {"NS": 12, "EW": 1},
            "score": {"NS": 180, "EW": 0},
        },
    ),
    # 2H by East: North's revoke; North-South won the revoke trick and two after it
    Case(
        "rubber_55_6_situation_norths_revoke_turns_2h_one_down_into_plus_one",
        rubber_at(contract("2H", "E", 6, 7), revoked("N", 3, "S", 2)),
        {
            "status": "complete",
            "tricks": {"NS": 4, "EW": 9},
            "score": {"NS": 0, "EW": 90},
        },
    ),
    # 2H by East: declarer's revoke costs two tricks: 9 becomes 7, one down (50)
    Case(
        "rubber_55_6_situation_declarers_revoke_2h_one_down",
        rubber_at(contract("2H", "E", 4, 9), revoked("E", 6, "W", 1)),
        {
            "status": "complete",
            "tricks": {"NS": 6, "EW": 7},
            "score": {"NS": 50, "EW": 0},
        },
    ),
    # only one trick won by the revoking side from the revoke on: one trick moves
    Case(
        "rubber_55_6_situation_only_one_trick_won_after_the_revoke_one_moves",
        rubber_at(contract("2H", "E", 5, 8), revoked("N", 10, "E", 1)),
        {
            "status": "complete",
            "tricks": {"NS": 4, "EW": 9},
            "score": {"NS": 0, "EW": 90},
        },
    ),
    # ---- 26, 54: claims ----------------------------------------------------------------
    Case(
        "rubber_26_situation_claim_agreed_4s_made_120",
        rubber_at(contract("4S", "S", 6, 2, leader="S"), "S claim 10; W agree; E agree"),
        {"status": "complete", "tricks": {"NS": 10, "EW": 3}, "score": {"NS": 120, "EW": 0}},
    ),
    Case(
        "rubber_26_situation_defenders_concede_the_rest_3nt_plus_two",
        rubber_at(contract("3NT", "N", 8, 2, leader="E"), "E concede 3; N agree"),
        {"status": "complete", "tricks": {"NS": 11, "EW": 2}, "score": {"NS": 170, "EW": 0}},
    ),
    Case(
        "rubber_54_situation_declarers_claim_disputed_no_result_yet",
        rubber_at(contract("4S", "S", 6, 2, leader="S"), "S claim 11; W dispute"),
        {"tricks": None, "score": None},
    ),
    # ---- rules 30-34: the deal's points ------------------------------------------------
    Case("rubber_30_4s_made_120", over("4S", "S", 10), {"score": {"NS": 120, "EW": 0}}),
    Case(
        "rubber_31_3nt_overtrick_is_a_fourth_trick_worth_40",
        over("3NT", "N", 10),
        {"score": {"NS": 140, "EW": 0}},
    ),
    Case(
        "rubber_31_1nt_six_overtricks_240",
        over("1NT", "N", 13),
        {"score": {"NS": 240, "EW": 0}},
    ),
    Case("rubber_30_2nt_made_70", over("2NT", "S", 8), {"score": {"NS": 70, "EW": 0}}),
    Case(
        "rubber_31_doubled_2h_overtrick_not_vulnerable_220",
        over("2HX", "S", 9),
        {"score": {"NS": 220, "EW": 0}},
    ),
    Case(
        "rubber_30_doubled_5c_made_vulnerable_200",
        over("5CX", "N", 11, vulnerable="All"),
        {"score": {"NS": 200, "EW": 0}},
    ),
    Case(
        "rubber_31_redoubled_4h_overtrick_vulnerable_880",
        over("4HXX", "S", 11, vulnerable="All"),
        {"score": {"NS": 880, "EW": 0}},
    ),
    Case(
        "rubber_32_redoubled_3nt_two_down_vulnerable_1000",
        over("3NTXX", "N", 7, vulnerable="All"),
        {"score": {"NS": 0, "EW": 1000}},
    ),
    Case(
        "rubber_34a_6h_made_vulnerable_930",
        over("6H", "S", 12, vulnerable="All"),
        {"score": {"NS": 930, "EW": 0}},
    ),
    Case(
        "rubber_34a_6nt_overtrick_not_vulnerable_740",
        over("6NT", "N", 13),
        {"score": {"NS": 740, "EW": 0}},
    ),
    Case(
        "rubber_34b_7c_made_not_vulnerable_1640",
        over("7C", "S", 13),
        {"score": {"NS": 1640, "EW": 0}},
    ),
    Case(
        "rubber_32_undoubled_four_down_vulnerable_700",
        over("4S", "S", 6, vulnerable="All"),
        {"score": {"NS": 0, "EW": 700}},
    ),
    Case(
        "rubber_32_undoubled_three_down_not_vulnerable_150",
        over("4S", "S", 7),
        {"score": {"NS": 0, "EW": 150}},
    ),
    Case(
        "rubber_32_doubled_four_down_not_vulnerable_700",
        over("4SX", "S", 6),
        {"score": {"NS": 0, "EW": 700}},
    ),
    Case(
        "rubber_32_doubled_one_club_one_down_vulnerable_200",
        over("1CX", "N", 6, vulnerable="All"),
        {"score": {"NS": 0, "EW": 200}},
    ),
    Case(
        "rubber_30_east_declares_4h_made_120",
        over("4H", "E", 3),
        {"score": {"NS": 0, "EW": 120}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check7_rules(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


# ---- the sheet: honours (33), the rubber (35), vulnerability (29) ----------------------

#: (name, deals as `rubber add` arguments, then 'end' or nothing, NS/EW totals, winner)
SHEETS: list[tuple[str, list[list[str]], bool, dict[str, int], dict[str, int], str | None]] = [
    (
        "rubber_33_four_trump_honours_in_declarers_hand_100_above",
        [["4S", "-d", "S", "-t", "10", "--honours", "S4"]],
        False,
        {"above": 100, "below": 120, "total": 220},
        {"above": 0, "below": 0, "total": 0},
        None,
    ),
    (
        "rubber_33_four_aces_held_by_a_defender_150_for_his_side",
        [["3NT", "-d", "N", "-t", "9", "--honours", "W4"]],
        False,
        {"above": 0, "below": 100, "total": 100},
        {"above": 150, "below": 0, "total": 150},
        None,
    ),
    (
        "rubber_33_five_honours_150_even_when_the_contract_fails",
        [["4H", "-d", "N", "-t", "9", "--honours", "N5"]],
        False,
        {"above": 150, "below": 0, "total": 150},
        {"above": 50, "below": 0, "total": 50},
        None,
    ),
    (
        "rubber_35a_two_games_to_none_700",
        [["4S", "-d", "S", "-t", "10"], ["3NT", "-d", "N", "-t", "9"]],
        False,
        {"above": 700, "below": 220, "total": 920},
        {"above": 0, "below": 0, "total": 0},
        "NS",
    ),
    (
        "rubber_35a_three_game_rubber_500",
        [
            ["4S", "-d", "S", "-t", "10"],
            ["4H", "-d", "E", "-t", "10"],
            ["3NT", "-d", "N", "-t", "9"],
        ],
        False,
        {"above": 500, "below": 220, "total": 720},
        {"above": 0, "below": 120, "total": 120},
        "NS",
    ),
    (
        "rubber_35b_ended_by_arrangement_one_game_300",
        [["4S", "-d", "S", "-t", "10"]],
        True,
        {"above": 300, "below": 120, "total": 420},
        {"above": 0, "below": 0, "total": 0},
        "NS",
    ),
    (
        "rubber_35b_ended_by_arrangement_a_part_score_earns_nothing",
        [["2H", "-d", "N", "-t", "8"]],
        True,
        {"above": 0, "below": 60, "total": 60},
        {"above": 0, "below": 0, "total": 0},
        "NS",
    ),
    (
        "rubber_28_two_part_scores_make_a_game_then_vulnerable_doubled_overtrick_200",
        [
            ["2S", "-d", "S", "-t", "8"],
            ["2H", "-d", "N", "-t", "8"],
            ["1SX", "-d", "S", "-t", "8"],
        ],
        False,
        {"above": 200, "below": 180, "total": 380},
        {"above": 0, "below": 0, "total": 0},
        None,
    ),
    (
        "rubber_32_vulnerable_after_a_game_one_down_undoubled_100",
        [["4S", "-d", "S", "-t", "10"], ["4S", "-d", "S", "-t", "9"]],
        False,
        {"above": 0, "below": 120, "total": 120},
        {"above": 100, "below": 0, "total": 100},
        None,
    ),
]


def _sheet(deals: list[list[str]], end: bool, tmp_path: Path) -> Path:
    runner = CliRunner()
    sheet = tmp_path / "sheet.json"
    for deal in deals:
        done = runner.invoke(app, ["rubber", "add", str(sheet), *deal])
        assert done.exit_code == 0, done.output
    if end:
        done = runner.invoke(app, ["rubber", "end", str(sheet)])
        assert done.exit_code == 0, done.output
    return sheet


@pytest.mark.parametrize("row", SHEETS, ids=[r[0] for r in SHEETS])
def test_rubber_check7_sheet(
    row: tuple[str, list[list[str]], bool, dict[str, int], dict[str, int], str | None],
    tmp_path: Path,
) -> None:
    _name, deals, end, ns, ew, winner = row
    sheet = _sheet(deals, end, tmp_path)
    shown = CliRunner().invoke(app, ["rubber", "show", str(sheet), "--json"])
    data = json.loads(shown.output)["sheet"]
    assert (data["NS"], data["EW"]) == (ns, ew)
    assert data.get("winner") == winner or (winner is None and not data.get("over"))


def _sheet_text_params() -> list[object]:
    return [
        pytest.param(row[1], row[2], lang, id=f"{row[0]}_text_{lang}")
        for row in SHEETS
        for lang in ("nl", "en", "de")
    ]


@pytest.mark.parametrize(("deals", "end", "lang"), _sheet_text_params())
def test_rubber_check7_sheet_text_clean(
    deals: list[list[str]], end: bool, lang: str, tmp_path: Path
) -> None:
    sheet = _sheet(deals, end, tmp_path)
    text = CliRunner().invoke(app, ["rubber", "show", str(sheet), "--lang", lang]).output
    assert unclean_lines(text, lang) == []
