"""Eighth blind check (issue 13), part 4: the NBB rubber rules (seed 001).
Claims and concessions from a situation (26, 54) with the deal's points,
revokes counted with a claim (55(6)), attention drawn to a trick (52) and a
quitted trick inspected (53) with contracts the earlier checks left out,
honours read from the deal (33), the points of rules 30-34 for doubled and
redoubled contracts in both vulnerabilities, and the score sheet: a rubber
won by East-West, part scores a game line cuts off (28(2)), a rubber ended by
arrangement with one game each (35(b)) and slams on the sheet (34).
Expectations set down from the rules before the records were run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from check2_cases import Case, fact, params
from check6_cases import at, run6
from check7_cases import contract
from check8_cases import ev
from rule_cases import unclean_lines
from test_cases_check7_rubber import _sheet, over, revoked
from typer.testing import CliRunner

from bridgelaws.cli import app

#: a deal with four trump honours in one hand: North ♠AKQJ, East ♥AKQJ
HONOURS_DEAL = "N:AKQJ2.32.432.432 T98.AKQJ.AK.AKQJ 765.T987.QJT9.T9 43.654.8765.8765"
#: 4S by North on HONOURS_DEAL, East to lead
AUCTION_4S_N = "N 1S; E X; S 2S; W Pass; N 4S; E Pass; S Pass; W Pass"
#: 4H by East on HONOURS_DEAL, South to lead
AUCTION_4H_E = "N Pass; E 1H; S Pass; W 2H; N Pass; E 4H; S Pass; W Pass; N Pass"


def rubber_at(situation: dict[str, Any], evs: Any, **extra: Any) -> dict[str, Any]:
    return at(situation, evs, "rubber", **extra)


def honours_board(text: str) -> dict[str, Any]:
    from play2_helpers import events

    return {"edition": "rubber", "board": 1, "deal": HONOURS_DEAL, "events": events(text)}


CASES: list[Case] = [
    # ---- 26 and 54: claims from a situation --------------------------------------------
    # 3D by South, declarer claims 9, West disputes: the defenders direct the play (54);
    # the players settle on 8 tricks: one down, 50 to East-West
    Case(
        "rubber_54_situation_3d_disputed_claim_settled_at_eight_one_down",
        rubber_at(
            contract("3D", "S", 3, 1, leader="S"),
            ev("S claim 9; W dispute", [fact("claim_award", 8)]),
        ),
        {"status": "complete", "tricks": {"NS": 8, "EW": 5}, "score": {"NS": 0, "EW": 50}},
    ),
    # the same with attention drawn to the dispute first
    Case(
        "rubber_54_situation_3d_disputed_claim_attention_drawn_settled_at_eight",
        rubber_at(
            contract("3D", "S", 3, 1, leader="S"),
            ev("S claim 9; W dispute; W dir", [fact("claim_award", 8)]),
        ),
        {
            "status": "complete",
            "tricks": {"NS": 8, "EW": 5},
            "score": {"NS": 0, "EW": 50},
            "irr": [("claim", "S", None)],
            "text_all": ["54"],
        },
    ),
    # the defenders show their cards and claim 4 of the 7 left in 2S; declarer agrees:
    # 6 tricks, two down not vulnerable, 100 (26(1), 26(3))
    Case(
        "rubber_26_situation_2s_defenders_claim_agreed_two_down_100",
        rubber_at(contract("2S", "N", 3, 3, leader="E"), "E claim 7; N agree"),
        {"status": "complete", "tricks": {"NS": 6, "EW": 7}, "score": {"NS": 0, "EW": 100}},
    ),
    # declarer concedes one of the last five in 4H: 10 tricks, 120 below the line
    Case(
        "rubber_26_situation_4h_declarer_concedes_one_game_made_120",
        rubber_at(contract("4H", "W", 2, 6, leader="W"), "W concede 1; N agree; S agree"),
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 0, "EW": 120}},
    ),
    # vulnerable: the same concession of two: one down, 100 to North-South (32)
    Case(
        "rubber_26_32_situation_4h_vulnerable_concedes_two_one_down_100",
        rubber_at(
            contract("4H", "W", 2, 6, leader="W"),
            "W concede 2; N agree; S agree",
            vulnerable="EW",
        ),
        {"status": "complete", "tricks": {"NS": 4, "EW": 9}, "score": {"NS": 100, "EW": 0}},
    ),
    # ---- 55(6) with a claim: tricks the claim gives count as won after the revoke ----------
    # North revoked in trick 4 and won it; North-South won one more trick and the claim
    # gives them one: two tricks to East-West; 4H + 2 = 120 below, 60 above
    Case(
        "rubber_55_6_situation_norths_revoke_then_an_agreed_claim_two_tricks",
        rubber_at(
            contract("4H", "W", 2, 3, leader="W"),
            ev("W claim 10; N agree; S agree", revoked("N", 4, "N", 2)),
        ),
        {"status": "complete", "tricks": {"NS": 1, "EW": 12}, "score": {"NS": 0, "EW": 180}},
    ),
    # ---- 52: attention drawn to the trick before partner played ---------------------------
    # North led ♦4 against 4H, dummy played; North tells South the trick is his before
    # South plays: declarer chooses South's card (highest, lowest, win, lose)
    Case(
        "rubber_52_situation_4h_north_draws_souths_attention_declarer_chooses",
        rubber_at(
            contract("4H", "W", 2, 3, current=["N:D4", "E:D2"]),
            [fact("drew_attention_to_trick", True, by="N")],
        ),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "N", "chooser": "W", "options_has": {"highest", "lowest"}},
            "text_all": ["52"],
        },
    ),
    # dummy draws declarer's attention: the defender on dummy's left (South) chooses
    Case(
        "rubber_52_situation_4h_dummy_draws_declarers_attention_south_chooses",
        rubber_at(
            contract("4H", "W", 2, 3, current=["S:D4"]),
            [fact("drew_attention_to_trick", True, by="E")],
        ),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "E", "chooser": "S", "options_has": {"highest", "lowest"}},
            "text_all": ["52"],
        },
    ),
    # ---- 53: a quitted trick turned and looked at --------------------------------------------
    # declarer (West) looks at trick 2: the defender on his left (North) names the suit of
    # East-West's next lead
    Case(
        "rubber_53_situation_4h_declarer_inspects_north_names_the_suit",
        rubber_at(contract("4H", "W", 2, 3, leader="N"), [fact("inspected_trick", 2, by="W")]),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "W", "chooser": "N", "options_has": {"require_suit:S"}},
            "text_all": ["53"],
        },
    ),
    # a defender (South) looks at trick 1: declarer names the suit of North-South's lead
    Case(
        "rubber_53_situation_4h_south_inspects_declarer_names_the_suit",
        rubber_at(contract("4H", "W", 2, 3, leader="N"), [fact("inspected_trick", 1, by="S")]),
        {
            "status": "awaiting_choice",
            "ruling": {"offender": "S", "chooser": "W", "options_has": {"require_suit:C"}},
            "text_all": ["53"],
        },
    ),
    # ---- 33: honours from the deal -----------------------------------------------------------
    # North holds ♠AKQJ: 100 honours for North-South even though 4S goes one down
    Case(
        "rubber_33_north_four_spade_honours_4s_one_down_100_each_way",
        honours_board(f"{AUCTION_4S_N}; E card HA; N claim 9; E agree; W agree"),
        {"status": "complete", "tricks": {"NS": 9, "EW": 4}, "score": {"NS": 100, "EW": 50}},
    ),
    # East holds ♥AKQJ and makes 4H: 120 below and 100 honours
    Case(
        "rubber_33_east_four_heart_honours_4h_made_220",
        honours_board(f"{AUCTION_4H_E}; S card DQ; E claim 10; N agree; S agree"),
        {"status": "complete", "tricks": {"NS": 3, "EW": 10}, "score": {"NS": 0, "EW": 220}},
    ),
    # 3NT: no hand holds four aces, so no honours at no trump
    Case(
        "rubber_33_no_trump_without_four_aces_no_honours",
        honours_board(
            "N Pass; E 3NT; S Pass; W Pass; N Pass; S card DQ; E claim 9; N agree; S agree"
        ),
        {"status": "complete", "tricks": {"NS": 4, "EW": 9}, "score": {"NS": 0, "EW": 100}},
    ),
    # ---- 30-34: the deal's points ---------------------------------------------------------------
    Case(
        "rubber_34b_7nt_made_vulnerable_2490",
        over("7NT", "N", 13, vulnerable="All"),
        {"score": {"NS": 2490, "EW": 0}},
    ),
    Case(
        "rubber_34a_6sxx_made_vulnerable_1470",
        over("6SXX", "S", 12, vulnerable="NS"),
        {"score": {"NS": 1470, "EW": 0}},
    ),
    Case(
        "rubber_32_4sx_three_down_vulnerable_900",
        over("4SX", "S", 7, vulnerable="NS"),
        {"score": {"NS": 0, "EW": 900}},
    ),
    Case(
        "rubber_32_4sx_three_down_not_vulnerable_450",
        over("4SX", "S", 7),
        {"score": {"NS": 0, "EW": 450}},
    ),
    Case(
        "rubber_32_2hxx_two_down_not_vulnerable_500",
        over("2HXX", "N", 6),
        {"score": {"NS": 0, "EW": 500}},
    ),
    Case(
        "rubber_31_1ntx_overtrick_not_vulnerable_160",
        over("1NTX", "S", 8),
        {"score": {"NS": 160, "EW": 0}},
    ),
    Case(
        "rubber_31_5cx_overtrick_vulnerable_400",
        over("5CX", "N", 12, vulnerable="NS"),
        {"score": {"NS": 400, "EW": 0}},
    ),
    Case(
        "rubber_31_3s_two_overtricks_150",
        over("3S", "N", 11),
        {"score": {"NS": 150, "EW": 0}},
    ),
    Case(
        "rubber_34_7s_one_down_no_small_slam_50",
        over("7S", "N", 12),
        {"score": {"NS": 0, "EW": 50}},
    ),
    Case(
        "rubber_30_6nt_made_not_vulnerable_710",
        over("6NT", "N", 12),
        {"score": {"NS": 710, "EW": 0}},
    ),
    Case(
        "rubber_30_2ntxx_made_280",
        over("2NTXX", "N", 8),
        {"score": {"NS": 280, "EW": 0}},
    ),
    Case(
        "rubber_32_east_west_3d_four_down_vulnerable_undoubled_700",
        over("3D", "E", 8, vulnerable="EW"),
        {"score": {"NS": 700, "EW": 0}},
    ),
]


@pytest.mark.parametrize("case", params(CASES))
def test_rubber_check8_rules(case: Case, tmp_path: Path) -> None:
    run6(case, tmp_path)


# ---- the sheet: rules 28, 29, 34, 35 -----------------------------------------------------------

#: (name, deals as `rubber add` arguments, end by arrangement, NS and EW totals, winner)
SHEETS: list[tuple[str, list[list[str]], bool, dict[str, int], dict[str, int], str | None]] = [
    (
        "rubber_35a_east_west_two_games_to_none_700",
        [["4H", "-d", "E", "-t", "10"], ["5D", "-d", "W", "-t", "11"]],
        False,
        {"above": 0, "below": 0, "total": 0},
        {"above": 700, "below": 220, "total": 920},
        "EW",
    ),
    (
        "rubber_28_2_part_score_cut_off_by_the_game_line_then_ended_300",
        [["2S", "-d", "S", "-t", "8"], ["4H", "-d", "E", "-t", "10"], ["2H", "-d", "N", "-t", "8"]],
        True,
        {"above": 0, "below": 120, "total": 120},
        {"above": 300, "below": 120, "total": 420},
        "EW",
    ),
    (
        "rubber_35b_one_game_each_ended_by_arrangement_300_each",
        [["4S", "-d", "S", "-t", "10"], ["4H", "-d", "E", "-t", "11"]],
        True,
        {"above": 300, "below": 120, "total": 420},
        {"above": 330, "below": 120, "total": 450},
        "EW",
    ),
    (
        "rubber_34a_small_slam_not_vulnerable_on_the_sheet",
        [["6NT", "-d", "S", "-t", "12"]],
        False,
        {"above": 500, "below": 210, "total": 710},
        {"above": 0, "below": 0, "total": 0},
        None,
    ),
    (
        "rubber_35a_three_games_east_west_win_the_last_500",
        [
            ["3NT", "-d", "N", "-t", "9"],
            ["4S", "-d", "W", "-t", "10"],
            ["5C", "-d", "E", "-t", "11"],
        ],
        False,
        {"above": 0, "below": 100, "total": 100},
        {"above": 500, "below": 220, "total": 720},
        "EW",
    ),
    (
        "rubber_29_vulnerable_after_the_first_game_doubled_two_down_500",
        [["4S", "-d", "S", "-t", "10"], ["3HX", "-d", "N", "-t", "7"]],
        False,
        {"above": 0, "below": 120, "total": 120},
        {"above": 500, "below": 0, "total": 500},
        None,
    ),
]


@pytest.mark.parametrize("row", SHEETS, ids=[r[0] for r in SHEETS])
def test_rubber_check8_sheet(
    row: tuple[str, list[list[str]], bool, dict[str, int], dict[str, int], str | None],
    tmp_path: Path,
) -> None:
    """The sheet's totals and winner (JSON), and its text clean in nl, en and de."""
    _name, deals, end, ns, ew, winner = row
    runner = CliRunner()
    sheet = _sheet(deals, end, tmp_path)
    data = json.loads(runner.invoke(app, ["rubber", "show", str(sheet), "--json"]).output)
    assert (data["sheet"]["NS"], data["sheet"]["EW"]) == (ns, ew)
    assert data["sheet"].get("winner") == winner or (
        winner is None and not data["sheet"].get("over")
    )
    texts = {
        lang: runner.invoke(app, ["rubber", "show", str(sheet), "--lang", lang]).output
        for lang in ("nl", "en", "de")
    }
    assert [line for lang, text in texts.items() for line in unclean_lines(text, lang)] == []
