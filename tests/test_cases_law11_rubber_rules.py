"""NBB rubber rules with no test named after them so far: the shuffle, cut
and deal (7(2), 8(2), 9, 9(3), 10, 11, 38), the auction's declarer (15), the
play's trick and lead (20) and the score (27-37), each asserting the rubber
sheet or the ruling report and the Dutch and English text clean. Rules 1-6
(forming tables, drawing for partners, seats) concern the players before any
deal; the library records deals, not the draw, and a director at the table
needs none of them to rule (listed in /work/findings.md, session 18).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from rule_cases import assert_clean_text, clean_texts, record, rule_json, script
from typer.testing import CliRunner

from bridgelaws.cli import app

runner = CliRunner()


def _sheet(tmp: Path, steps: list[list[str]]) -> tuple[dict[str, Any], dict[str, str]]:
    """Run ``bridgelaws rubber`` steps on one sheet: its JSON and its text in
    Dutch and English (each checked clean)."""
    sheet = str(tmp / "sheet.json")
    for step in steps:
        done = runner.invoke(app, ["rubber", step[0], sheet, *step[1:]])
        assert done.exit_code == 0, done.output
    data = json.loads(runner.invoke(app, ["rubber", "show", sheet, "--json"]).output)
    texts = {}
    for lang in ("nl", "en"):
        shown = runner.invoke(app, ["rubber", "show", sheet, "--lang", lang])
        assert shown.exit_code == 0, shown.output
        assert_clean_text(shown.output, lang)
        texts[lang] = shown.output
    return data, texts


def _entries(data: dict[str, Any], deal: int) -> list[tuple[str, str, str, int, str]]:
    scored = data["scored"][deal - 1]
    return [(e["side"], e["kind"], e["line"], e["points"], e["rule"]) for e in scored["entries"]]


def _totals(data: dict[str, Any]) -> dict[str, int]:
    return {side: data["sheet"][side]["total"] for side in ("NS", "EW")}


# -- the deal -------------------------------------------------------------------------


def test_rubber_9_the_deal_passes_to_the_left(tmp_path: Path) -> None:
    data, texts = _sheet(tmp_path, [["add", "2S", "-d", "S", "-t", "8"]])
    assert data["scored"][0]["dealer"] == "N"
    assert data["next"]["dealer"] == "E"
    assert "Volgend spel: Oost geeft" in texts["nl"]


def test_rubber_10_a_new_deal_is_dealt_by_the_same_dealer(tmp_path: Path) -> None:
    data, texts = _sheet(
        tmp_path, [["add", "2S", "-d", "S", "-t", "8"], ["redeal", "--rule", "10(1)(c)"]]
    )
    assert data["deals"][-1] == {"new_deal": "10(1)(c)"}
    assert data["next"]["dealer"] == "E"
    assert "Volgend spel: Oost geeft" in texts["nl"]


def test_rubber_11_2_passed_out_deal_the_next_dealer_deals(tmp_path: Path) -> None:
    data, _ = _sheet(tmp_path, [["add", "Pass"]])
    assert data["deals"] == [{"contract": "Pass"}]
    assert data["next"]["dealer"] == "E"
    assert _totals(data) == {"NS": 0, "EW": 0}


def test_rubber_11_four_passes_at_the_table_the_deal_is_passed_out(tmp_path: Path) -> None:
    data = record(script("N Pass; E Pass; S Pass; W Pass"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "passed_out" and report["contract"] == "Pass"
    assert report["irregularities"] == [] and report["rulings"] == []
    clean_texts(data, tmp_path)


# -- the auction and the play ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("calls", "declarer"),
    [
        # North named spades first: he is declarer though South bid the last 4♠
        ("N 1S; E Pass; S 2H; W Pass; N 2S; E Pass; S 4S; W Pass; N Pass; E Pass", "N"),
        # South named no-trump first for the side, North's 3NT makes South declarer
        ("N 1H; E Pass; S 1NT; W Pass; N 3NT; E Pass; S Pass; W Pass", "S"),
    ],
)
def test_rubber_15_declarer_is_the_first_of_the_side_to_name_the_denomination(
    tmp_path: Path, calls: str, declarer: str
) -> None:
    data = record(script(calls), "rubber")
    report = rule_json(data, tmp_path)
    assert report["declarer"] == declarer
    assert (report["status"], report["next"]) == ("play", {"N": "E", "S": "W"}[declarer])
    clean_texts(data, tmp_path)


def test_rubber_20_the_winner_of_a_trick_leads_to_the_next(tmp_path: Path) -> None:
    # 3NT by North: East leads ♦A, all follow; East won and leads again
    calls = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
    data = record(script(f"{calls}; E card DA; S card D5; W card D3; N card D8"), "rubber")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    assert report["irregularities"] == []
    clean_texts(data, tmp_path)


def test_rubber_20_3_a_trump_wins_the_trick(tmp_path: Path) -> None:
    # 4♥ by South, West on lead: West leads ♦7, dummy follows, East (void in
    # diamonds) ruffs with ♥3 and South follows: East's small trump wins
    situation = {
        "contract": "4H",
        "declarer": "S",
        "tricks": {"NS": 3, "EW": 2},
        "leader": "W",
        "hands": {"E": "QT9.3.-.-"},
    }
    data = sit(situation, "W card D7; N card D2; E card H3; S card D9", "rubber")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    clean_texts(data, tmp_path)


# -- the score ------------------------------------------------------------------------


def _played(contract: str, declarer: str, tricks: dict[str, int], vul: str = "None") -> Any:
    data = sit({"contract": contract, "declarer": declarer, "tricks": tricks}, "", "rubber")
    data["vulnerable"] = vul
    return data


def test_rubber_27_2_trick_points_below_the_line_the_rest_above(tmp_path: Path) -> None:
    data, _ = _sheet(tmp_path, [["add", "2H", "-d", "N", "-t", "10"]])
    assert _entries(data, 1) == [
        ("NS", "tricks", "below", 60, "30"),
        ("NS", "overtricks", "above", 60, "31"),
    ]


def test_rubber_28_game_is_100_trick_points_and_a_line_is_drawn(tmp_path: Path) -> None:
    # 60 + 60 below for North-South makes a game in the second deal; East-West's
    # 40 below in the first game does not count towards the second (28(2))
    data, texts = _sheet(
        tmp_path,
        [
            ["add", "2S", "-d", "S", "-t", "8"],
            ["add", "2C", "-d", "E", "-t", "8"],
            ["add", "2H", "-d", "N", "-t", "8"],
        ],
    )
    assert [d["game"] for d in data["scored"]] == [1, 1, 1]
    assert data["next"]["vulnerable"] == "NS"
    assert "Manches: NZ 1, OW 0" in texts["nl"]


def test_rubber_29_the_side_that_won_a_game_is_vulnerable(tmp_path: Path) -> None:
    data, texts = _sheet(
        tmp_path,
        [["add", "4S", "-d", "S", "-t", "10"], ["add", "3NT", "-d", "E", "-t", "9"]],
    )
    assert [d["vulnerable"] for d in data["scored"]] == ["None", "NS"]
    assert data["next"]["vulnerable"] == "All"
    assert "Manches: NZ 1, OW 1" in texts["nl"]


@pytest.mark.parametrize(
    ("contract", "tricks", "below"),
    [("1NT", 7, 30), ("2NT", 8, 70), ("3NT", 9, 100), ("5D", 11, 100), ("2SX", 8, 120)],
)
def test_rubber_30_trick_points_by_denomination(
    tmp_path: Path, contract: str, tricks: int, below: int
) -> None:
    data = _played(contract, "S", {"NS": tricks, "EW": 13 - tricks})
    report = rule_json(data, tmp_path)
    assert report["rubber"]["NS"]["below"] == below
    assert report["score"]["NS"] == below
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(
    ("contract", "vul", "above"),
    [("2H", "None", 60), ("2HX", "None", 200), ("2HX", "NS", 400), ("2HXX", "NS", 800)],
)
def test_rubber_31_two_overtricks(tmp_path: Path, contract: str, vul: str, above: int) -> None:
    data = _played(contract, "N", {"NS": 10, "EW": 3}, vul)
    report = rule_json(data, tmp_path)
    assert report["rubber"]["NS"]["above"] == above
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(
    ("contract", "vul", "ew"),
    [
        ("3NT", "None", 150),
        # doubled: 100, 150, 200
        ("3NTX", "None", 450),
        # vulnerable undoubled: as not vulnerable doubled; doubled twice that
        ("3NT", "NS", 450),
        ("3NTX", "NS", 900),
        ("3NTXX", "NS", 1800),
    ],
)
def test_rubber_32_three_undertricks(tmp_path: Path, contract: str, vul: str, ew: int) -> None:
    data = _played(contract, "N", {"NS": 6, "EW": 7}, vul)
    report = rule_json(data, tmp_path)
    assert report["score"] == {"NS": 0, "EW": ew}
    assert report["rubber"]["entries"] == [
        {"side": "EW", "kind": "undertricks", "line": "above", "points": ew, "rule": "32"}
    ]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(
    ("contract", "honours", "side", "points"),
    [
        ("4S", "S4", "NS", 100),
        ("4S", "S5", "NS", 150),
        ("4S", "E4", "EW", 100),
        ("3NT", "W4", "EW", 150),
    ],
)
def test_rubber_33_honours_to_whoever_holds_them(
    tmp_path: Path, contract: str, honours: str, side: str, points: int
) -> None:
    data, _ = _sheet(tmp_path, [["add", contract, "-d", "S", "--honours", honours]])
    assert (side, "honours", "above", points, "33") in _entries(data, 1)


@pytest.mark.parametrize(
    ("contract", "tricks", "vul", "above"),
    [("6S", 12, "None", 500), ("6S", 13, "NS", 750 + 30), ("7NT", 13, "NS", 2250)],
)
def test_rubber_34_slam_bid_and_made(
    tmp_path: Path, contract: str, tricks: int, vul: str, above: int
) -> None:
    data = _played(contract, "S", {"NS": tricks, "EW": 13 - tricks}, vul)
    report = rule_json(data, tmp_path)
    assert report["rubber"]["NS"]["above"] == above
    clean_texts(data, tmp_path)


def test_rubber_34_a_failed_grand_slam_scores_no_small_slam(tmp_path: Path) -> None:
    data = _played("7S", "S", {"NS": 12, "EW": 1})
    report = rule_json(data, tmp_path)
    assert report["score"] == {"NS": 0, "EW": 50}
    assert all(e["kind"] != "slam" for e in report["rubber"]["entries"])
    clean_texts(data, tmp_path)


def test_rubber_35_a_two_games_to_none_700(tmp_path: Path) -> None:
    data, texts = _sheet(
        tmp_path, [["add", "4S", "-d", "S", "-t", "10"], ["add", "3NT", "-d", "N", "-t", "9"]]
    )
    assert ("NS", "rubber", "above", 700, "35(a)") in [
        (e["side"], e["kind"], e["line"], e["points"], e["rule"]) for e in data["sheet"]["entries"]
    ]
    assert _totals(data) == {"NS": 120 + 100 + 700, "EW": 0}
    assert "robberpremie (35(a))" in texts["nl"]


def test_rubber_35_b_and_36_ended_by_arrangement_300_for_a_game(tmp_path: Path) -> None:
    data, texts = _sheet(
        tmp_path,
        [["add", "4S", "-d", "S", "-t", "10"], ["add", "2H", "-d", "E", "-t", "8"], ["end"]],
    )
    assert _totals(data) == {"NS": 120 + 300, "EW": 60}
    assert data["sheet"]["winner"] == "NS" and data["sheet"]["margin"] == 360
    # 36 with 64: ahead on points, but a rubber ended by arrangement stays undecided
    assert "in onderling overleg beëindigd, 35(b)): NZ 360 voor" in texts["nl"]


def test_rubber_37_c_sums_are_recomputed_after_a_correction(tmp_path: Path) -> None:
    data, _ = _sheet(tmp_path, [["add", "4S", "-d", "S", "-t", "9"], ["correct", "1", "-t", "10"]])
    assert _entries(data, 1) == [("NS", "tricks", "below", 120, "30")]
    assert _totals(data) == {"NS": 120, "EW": 0}


# -- the shuffle, the cut and the deal (fact misdeal) ---------------------------------


def _misdeal(tmp: Path, *events_: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    data = record(list(events_), "rubber")
    report = rule_json(data, tmp)
    clean_texts(data, tmp)
    ruling: dict[str, Any] = report["rulings"][-1]
    return report, ruling


def test_rubber_7_2_a_card_seen_in_the_shuffle_before_any_call(tmp_path: Path) -> None:
    report, ruling = _misdeal(tmp_path, {"fact": "misdeal", "value": "shuffle_seen", "by": "E"})
    assert (ruling["laws"], ruling["chooser"]) == (["7(2)"], "E")
    assert [o["code"] for o in ruling["options"]] == ["new_deal", "keep_deal"]
    assert report["status"] == "awaiting_choice"


def test_rubber_7_2_too_late_once_the_auction_began_the_deal_stands(tmp_path: Path) -> None:
    report, ruling = _misdeal(
        tmp_path,
        {"by": "N", "call": "1S"},
        {"fact": "misdeal", "value": "shuffle_seen", "by": "E"},
    )
    assert [e["type"] for e in ruling["effects"]] == ["deal_stands"]
    assert (report["status"], report["next"]) == ("auction", "E")


def test_rubber_8_2_a_cut_by_the_wrong_player(tmp_path: Path) -> None:
    _, ruling = _misdeal(tmp_path, {"fact": "misdeal", "value": "cut_wrong_player", "by": "E"})
    assert (ruling["laws"], ruling["chooser"]) == (["8(2)(a)"], "E")
    assert [o["code"] for o in ruling["options"]] == ["new_deal", "keep_deal"]


@pytest.mark.parametrize(("complete", "effect"), [(False, "new_deal"), (True, "deal_stands")])
def test_rubber_9_3_dealt_out_of_turn(tmp_path: Path, complete: bool, effect: str) -> None:
    found = {"fact": "misdeal", "value": "dealt_out_of_turn", "complete": complete}
    report, ruling = _misdeal(tmp_path, found)
    assert ruling["laws"] == ["9(3)"]
    assert [e["type"] for e in ruling["effects"]] == [effect]
    # stopped before the last card: the right dealer (North) deals again
    expected = {"dealer": "N", "rule": "9(3)"} if not complete else None
    assert report["rubber"]["new_deal"] == expected


def test_rubber_10_1_g_wrong_hand_sizes_new_deal(tmp_path: Path) -> None:
    report, ruling = _misdeal(tmp_path, {"fact": "misdeal", "value": "wrong_hand_sizes"})
    assert ruling["laws"] == ["10(1)(g)"]
    assert report["status"] == "complete"
    assert report["rubber"]["new_deal"] == {"dealer": "N", "rule": "10(1)(g)"}


def test_rubber_38_card_exposed_by_a_player_looking_during_the_deal(tmp_path: Path) -> None:
    # East looked at his cards during the deal and one came face up: South,
    # his left-hand opponent, may let the deal stand (38) or have it dealt again
    found = {"fact": "misdeal", "value": "card_exposed", "by": "E", "looked": True}
    report, ruling = _misdeal(tmp_path, found)
    assert (ruling["laws"], ruling["offender"], ruling["chooser"]) == (
        ["10(1)(c)", "38"],
        "E",
        "S",
    )
    assert [(o["code"], o["laws"]) for o in ruling["options"]][-1] == ("keep_deal", ["38"])
    assert report["status"] == "awaiting_choice"
