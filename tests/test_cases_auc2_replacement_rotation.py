"""A call out of rotation made while the offender of a refused insufficient
bid is to replace it (27B): the director is at the table, so it is ruled at
once, without a new summons (as 27B4, 31A1 and 32A1 are); refused, the
auction goes back to the offender of the insufficient bid (29B), whose call
is the replacement judged under Law 27 first; the call out of rotation's
own offender is judged at his turn after it (30, 31, 32). Written from the
seed texts (000: 2017 Laws 27B, 29, 31A, 31B; 002/003: 2007 Laws 27B, 29,
31), facts in our own words. Board 1: North deals, so the order is North,
East, South, West."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes as passes
from rule_cases import record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]

#: East's 1H over 1S is insufficient and South refuses it; before East
#: replaces it, West bids 2H at East's turn (his partner's turn, 31B)
REFUSED = {
    "2017": "N 1S; E 1H; S dir; fact artificial false; S ch reject",
    "2007": "N 1S; E 1H; S dir; S ch reject",
}


def _ruling(report: dict[str, Any], code: str) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == code)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31b_partners_bid_while_replacement_awaited_is_ruled_at_once(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(REFUSED[edition] + "; W 2H"), edition)
    report = rule_json(data, tmp_path)
    # no second summons: North hears his options at once
    assert report["status"] == "awaiting_choice"
    rotation = _ruling(report, "bid_out_of_rotation")
    assert rotation["offender"] == "W" and rotation["chooser"] == "N"
    assert [o["code"] for o in rotation["options"]] == ["accept", "reject"]
    assert rotation["laws"] == ["29", "31"]
    out = texts(data, tmp_path)
    assert "North chooses" in out["en"] and "Noord kiest" in out["nl"]


def test_law_31b_refused_then_27b1a_replacement_then_31b2_not_comparable(
    tmp_path: Path,
) -> None:
    # refused: East replaces 1H by 2H (27B1a, free; 16C2 for what West's 2H
    # told him, 31B1); West's 3H is not comparable to his cancelled 2H: East
    # passes at his next turn (31B2 applying 31A2b)
    steps = REFUSED["2017"] + "; W 2H; N ch reject; E 2H; S Pass; W 3H; fact comparable false"
    data = record(script(steps))
    report = rule_json(data, tmp_path)
    insufficient = _ruling(report, "insufficient_bid")
    assert ("no_further_rectification", ["27B1a"]) in [
        (e["type"], e["laws"]) for e in insufficient["effects"]
    ]
    rotation = _ruling(report, "bid_out_of_rotation")
    kinds = [(e["type"], e.get("seat"), e["laws"]) for e in rotation["effects"]]
    assert ("unauthorized_information", "E", ["31B1", "16C2"]) in kinds
    assert ("must_pass", "E", ["31B2", "31A2b"]) in kinds
    assert passes(report) == [("E", "next_turn", ["31B2", "31A2b"])]
    assert report["next"] == "N"
    out = texts(data, tmp_path)
    assert "East replaces his insufficient 1♥ first" in out["en"]
    assert "Oost vervangt eerst zijn onvoldoende 1♥" in out["nl"]


def test_law_31b_refused_replacement_not_27b1_silences_west_too(tmp_path: Path) -> None:
    # East's 3C is not the lowest heart bid and not comparable (27B2): West
    # passes throughout; West's pass at his turn is then no comparable call
    steps = REFUSED["2017"] + "; W 2H; N ch reject; E 3C; fact comparable false; S Pass; W Pass"
    report = rule_json(record(script(steps)), tmp_path)
    # West's forced pass is no comparable call for his cancelled 2H (23A):
    # East passes at his next turn as well (31B2)
    assert passes(report) == [
        ("E", "next_turn", ["31B2", "31A2b"]),
        ("W", "rest_of_auction", ["27B2"]),
    ]
    assert report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_29a_accepted_call_takes_the_replacements_turn(tmp_path: Path, edition: str) -> None:
    data = record(script(REFUSED[edition] + "; W 2H; N ch accept"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "N"
    insufficient = _ruling(report, "insufficient_bid")
    law = "16C" if edition == "2017" else "16D"
    assert ("unauthorized_information", [law]) in [
        (e["type"], e["laws"]) for e in insufficient["effects"]
    ]
    # East's next call is a call of its own, no replacement
    later = rule_json(
        record(script(REFUSED[edition] + "; W 2H; N ch accept; N Pass; E 3H"), edition), tmp_path
    )
    assert later["next"] == "S" and later["obligations"] == []
    out = texts(data, tmp_path)
    assert "took East's turn" in out["en"] and "nam de beurt van Oost" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a1_lhos_bid_at_offenders_turn_then_replacement_pass_must_repeat(
    tmp_path: Path, edition: str
) -> None:
    # South, the chooser, bids 2C at East's turn (his RHO's, 31A); refused,
    # East's replacement pass is RHO's pass: South must repeat 2C (31A1)
    data = record(script(REFUSED[edition] + "; S 2C; W ch reject; E Pass"), edition)
    report = rule_json(data, tmp_path)
    assert _ruling(report, "bid_out_of_rotation")["chooser"] == "W"
    owed = [(o["type"], o["seat"], o["laws"]) for o in report["obligations"]]
    assert ("must_repeat", "S", ["31A1"]) in owed
    assert ("must_pass", "W", "rest_of_auction", ["27B2"]) in [
        (o["type"], o["seat"], o.get("scope"), o["laws"]) for o in report["obligations"]
    ]
    texts(data, tmp_path)


def test_law_31a2a_lhos_bid_after_replacement_bid_comparable(tmp_path: Path) -> None:
    steps = REFUSED["2017"] + "; S 2C; W ch reject; E 2H; S 3C; fact comparable true"
    report = rule_json(record(script(steps)), tmp_path)
    assert ("no_further_rectification", ["31A2a", "23C"]) in effects(report, 1)
    assert passes(report) == [] and report["next"] == "W"


def test_law_2007_31b_partners_bid_silences_east_whose_replacement_is_then_a_pass(
    tmp_path: Path,
) -> None:
    # 2007 31B: East must pass throughout, so his replacement is a pass:
    # not the same meaning as 1H (27B1b), West passes throughout (27B2)
    steps = REFUSED["2007"] + "; W 2H; N ch reject; E Pass"
    report = rule_json(record(script(steps), "2007"), tmp_path)
    assert passes(report) == [("E", "rest_of_auction", ["31B"]), ("W", "rest_of_auction", ["27B2"])]
    assert report["next"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_call_made_while_the_director_judges_the_replacement_is_kept(
    tmp_path: Path, edition: str
) -> None:
    # South calls 2D while the director decides whether East's 2C is
    # comparable: kept and judged after the finding, at the turn it was made
    steps = REFUSED[edition] + "; E 2C; S 2D; fact comparable false"
    report = rule_json(record(script(steps), edition), tmp_path)
    assert report["next"] == "W"
    assert ("W", "rest_of_auction", ["27B2"]) in passes(report)


def test_law_2007_31b_silenced_offender_bids_as_replacement_37_then_27b2(
    tmp_path: Path,
) -> None:
    # 2007 31B silenced East, who still owes the replacement of 1H; he bids
    # 2H: a call by a player who must pass (35B), ruled at once under 37
    # (cancelled, a pass); that pass is his replacement: West passes
    # throughout (27B2, and 37B silences him as well)
    steps = REFUSED["2007"] + "; W 2H; N ch reject; E 2H"
    data = record(script(steps), "2007")
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    assert [i["irregularity"] for i in report["irregularities"]] == [
        "insufficient_bid",
        "bid_out_of_rotation",
        "call_when_required_to_pass",
    ]
    insufficient = _ruling(report, "insufficient_bid")
    kinds = [(e["type"], e.get("seat"), e["laws"]) for e in insufficient["effects"]]
    assert ("must_pass", "W", ["27B2"]) in kinds
    owed = {(o["seat"], o.get("scope")) for o in report["obligations"] if o["type"] == "must_pass"}
    assert owed == {("E", "rest_of_auction"), ("W", "rest_of_auction")}
    texts(data, tmp_path)
