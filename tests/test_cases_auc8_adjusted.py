"""Laws 12C1b, 12C1c, 12C1e and 12C2 (2017 and 2007): the JSON form of an
assigned adjusted score. The spec's §2 is silent on the judgment; its
extension (docs/judgment.md §4) gives each side's score in points in one
shape however many results it weighs: a list of ``{"weight", "ns_points"}``.
A single likely result (12C1b; the weights of 12C1c reduced to one), a table
result the non-offenders keep after their own serious error (12C1b) and the
2007 most favourable / most unfavourable result (12C1e) are each one entry
of weight "1"; an artificial score (12C2) is its code. The text says the
points once, signed, without a weight.

Records: check7's 27D board (North 1S, East 1H insufficient and natural,
refused, East 2H; 4S by North, ten tricks claimed) and the documented
hesitation records of tests/judgment_records (North hesitates, South bids
3S over West's 3H)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import DEAL, clean_texts, record, rule_json

from bridgelaws import dd
from bridgelaws.calls import Contract
from bridgelaws.cards import Deal, Seat
from bridgelaws.scoring.duplicate import score_for_side

EDITIONS = ["2017", "2007"]
RECORDS = Path(__file__).parent / "judgment_records"
PLAYED = (
    "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H; S 4S; W Pass; N Pass; "
    "E Pass; E card DA; N claim 10; E agree; W agree"
)
SLAM = [{"contract": "6S", "declarer": "N", "tricks": 12, "weight": "1"}]


def _one(points: int) -> list[dict[str, Any]]:
    return [{"weight": "1", "ns_points": points}]


def _27d(edition: str, *facts: tuple[str, Any]) -> dict[str, Any]:
    found = [{"fact": name, "value": value} for name, value in facts]
    return record([*events(PLAYED), *found], edition)


def _documented(name: str, edition: str, *more: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    data["edition"] = edition
    data["events"] = [*data["events"], *more]
    return data


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c1b_one_likely_result_is_one_entry_of_weight_one(
    tmp_path: Path, edition: str
) -> None:
    # 27D: the director finds the slam the one likely result without the
    # insufficient bid's help: 6S made, 980 for North-South, both sides
    data = _27d(edition, ("outcome_different", True), ("damaged", True), ("outcomes", SLAM))
    report = rule_json(data, tmp_path)
    assert (report["status"], report["score"]) == ("complete", {"NS": 420, "EW": -420})
    judged = report["judgment"]
    assert (judged["status"], judged["offender"], judged["damage"], judged["questions"]) == (
        "adjusted",
        "EW",
        True,
        [],
    )
    assert judged["assigned"] == {"NS": _one(980), "EW": _one(980), "split": False}
    out = clean_texts(data, tmp_path)
    assert "+980" in out["en"] and "+980" in out["nl"]
    assert "100% ×" not in out["en"] and "27D" in out["en"] and "12C1" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c1b_likely_result_without_tricks_takes_double_dummy_in_the_rule_report(
    tmp_path: Path, edition: str
) -> None:
    # the director names the likely contract only; with the full deal known
    # its tricks are double dummy's (docs/judgment.md), also in the report
    # of ``rule`` (it said 'tricks from 0 to 13 (or a full deal ...)' there,
    # the deal being full)
    deal = Deal.from_pbn(DEAL)
    tricks = dd.table(deal).tricks[3][Seat.NORTH]
    points = score_for_side(Contract.parse("4S"), Seat.NORTH, tricks, False)
    likely = [{"contract": "4S", "declarer": "N", "weight": "1"}]
    data = _27d(edition, ("outcome_different", True), ("damaged", True), ("outcomes", likely))
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["status"], judged["questions"]) == ("adjusted", [])
    assert judged["assigned"] == {"NS": _one(points), "EW": _one(points), "split": False}
    out = clean_texts(data, tmp_path)
    assert f"{points:+d}" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c1c_several_results_keep_the_same_shape(tmp_path: Path, edition: str) -> None:
    # the same board, two likely results: the same list, two entries
    likely = [
        {"contract": "6S", "declarer": "N", "tricks": 12, "weight": "1/2"},
        {"contract": "4S", "declarer": "N", "tricks": 12, "weight": "1/2"},
    ]
    data = _27d(edition, ("outcome_different", True), ("damaged", True), ("outcomes", likely))
    judged = rule_json(data, tmp_path)["judgment"]
    weighted = [{"weight": "1/2", "ns_points": 980}, {"weight": "1/2", "ns_points": 480}]
    assert judged["assigned"] == {"NS": weighted, "EW": weighted, "split": False}
    out = clean_texts(data, tmp_path)
    assert "50% × +980 + 50% × +480" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c1b_serious_error_non_offenders_keep_the_table_result_as_one_entry(
    tmp_path: Path, edition: str
) -> None:
    # 16B1a infraction by South (3S after North's hesitation); East-West's
    # own serious error: they keep the table result (-140 for NS), the
    # offenders get the weighted score
    data = _documented("split_serious_error", edition)
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["status"], judged["offender"], judged["damage"]) == ("adjusted", "NS", True)
    assert judged["assigned"] == {
        "NS": [{"weight": "3/10", "ns_points": 50}, {"weight": "7/10", "ns_points": -140}],
        "EW": _one(140),
        "split": True,
    }
    out = clean_texts(data, tmp_path)
    # each side's score said as that side is scored: East-West -140 (the
    # table's NS +140), never NS's +140 under East-West's name
    laws = "12C1b, 12C1c, 12C1e" if edition == "2017" else "12C1a, 12C1c, 12C1b, 12C1f"
    assert f"{laws}): North-South 30% × +50 + 70% × -140; East-West -140." in out["en"]
    assert "Oost-West -140" in out["nl"]


def test_law_12c1e_2007_most_favourable_and_unfavourable_one_entry_each(tmp_path: Path) -> None:
    # 2007 with 'most_favourable': the offenders (NS) get the worst result at
    # all probable (4H by East made, -420), East-West the best likely one
    # (3H by East made, -140 for NS); each side one entry
    data = _documented("split_2007", "2007")
    judged = rule_json(data, tmp_path)["judgment"]
    assert judged["assigned"] == {"NS": _one(-420), "EW": _one(-140), "split": True}
    assert "12C1e" in judged["note"]
    out = clean_texts(data, tmp_path)
    assert "North-South -420; East-West +140." in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c2_artificial_score_stays_a_code(tmp_path: Path, edition: str) -> None:
    data = _documented("hesitation", edition, {"fact": "artificial_score", "value": "A+/A-"})
    judged = rule_json(data, tmp_path)["judgment"]
    assert judged["assigned"] == {"NS": "A+", "EW": "A-", "split": True}
    out = clean_texts(data, tmp_path)
    assert "average-plus" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c2a_average_to_both_sides_names_both(tmp_path: Path, edition: str) -> None:
    # neither side at fault: average to both; the note names each side, as
    # a split artificial score is named (it said 'average for North-South')
    data = _documented("hesitation", edition, {"fact": "artificial_score", "value": "A/A"})
    judged = rule_json(data, tmp_path)["judgment"]
    assert judged["assigned"] == {"NS": "A", "EW": "A", "split": False}
    assert judged["note"].endswith("12C2a): North-South average; East-West average.")
    out = clean_texts(data, tmp_path)
    assert "for North-South" not in out["en"]
    assert "Oost-West" in out["nl"]
