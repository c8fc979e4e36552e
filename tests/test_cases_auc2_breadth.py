"""Laws 27-34, the unusual situations, in both editions: an accepted
insufficient bid followed by another; a double as the replacement (27B1b
or 27B3); a simultaneous call (33); the right to call kept (34, through
17D3 / 2007 17E2); artificial calls out of rotation (29C, 31A2); a pass at
partner's turn that bars his double (2007 30B2). Predicted from the seed
texts (000: 2017; 002/003: 2007) before running; facts in our own words.
Board 1: North deals, so the order is North, East, South, West."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes as passes
from rule_cases import record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]


def _codes(report: dict[str, Any]) -> list[tuple[str, str, bool]]:
    return [(i["irregularity"], i["offender"], i["accepted"]) for i in report["irregularities"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27a1_accepted_then_the_next_player_insufficient_too(
    tmp_path: Path, edition: str
) -> None:
    # South calls 1D over East's insufficient 1H: that accepts 1H (27A1), and
    # 1D does not supersede 1H: South's own insufficient bid, West chooses
    data = record(script("N 1S; E 1H; S 1D; W dir"), edition)
    report = rule_json(data, tmp_path)
    assert _codes(report) == [
        ("insufficient_bid", "E", True),
        ("insufficient_bid", "S", False),
    ]
    ruling = report["rulings"][-1]
    assert ruling["offender"] == "S" and ruling["chooser"] == "W"
    if edition == "2017":
        # seed 004: what South meant is established before West chooses
        assert report["status"] == "awaiting_fact"
        assert ruling["question"]["fact"] == "artificial"
    else:
        assert report["status"] == "awaiting_choice"
    out = texts(data, tmp_path)
    assert "accepted by action (27A1)" in out["en"]


@pytest.mark.parametrize(
    ("edition", "steps"),
    [
        ("2017", "N 1S; E 1C; S dir; fact artificial true; S ch reject; E X"),
        ("2007", "N 1S; E 1C; S dir; S ch reject; E X"),
    ],
)
def test_law_27b1b_double_replacement_asked_comparable_first(
    tmp_path: Path, edition: str, steps: str
) -> None:
    # East's artificial 1C (a takeout double in his methods) replaced by X:
    # 27B3 applies only "except as provided in B1b", so comparable is asked
    report = rule_json(record(script(steps), edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "comparable"
    stands = rule_json(record(script(steps + "; fact comparable true"), edition), tmp_path)
    assert ("no_further_rectification", ["27B1b"]) in effects(stands)
    assert passes(stands) == [] and stands["next"] == "S"


@pytest.mark.parametrize(
    ("edition", "steps"),
    [
        (
            "2017",
            "N 1S; E 1C; S dir; fact artificial true; S ch reject; E X; fact comparable false",
        ),
        ("2007", "N 1S; E 1C; S dir; S ch reject; E X; fact comparable false"),
    ],
)
def test_law_27b3_double_not_comparable_cancelled_offender_replaces_again(
    tmp_path: Path, edition: str, steps: str
) -> None:
    data = record(script(steps), edition)
    report = rule_json(data, tmp_path)
    assert ("call_cancelled", ["27B3"]) in effects(report)
    assert passes(report) == [("W", "rest_of_auction", ["27B3"])]
    assert report["next"] == "E"  # he still owes the replacement
    # whatever he calls now, nothing more follows: West is silenced already
    after = rule_json(record(script(steps + "; E 2C"), edition), tmp_path)
    assert after["next"] == "S"
    assert passes(after) == [("W", "rest_of_auction", ["27B3"])]
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_33_simultaneous_call_counts_after_the_call_in_turn(
    tmp_path: Path, edition: str
) -> None:
    # North (in turn) and South call at once: South's 2S is recorded after
    # North's 1S, so it is a bid at East's turn, his RHO's (31A)
    data = record(script("N 1S; S 2S; W dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "bid_out_of_rotation"
    assert ruling["offender"] == "S" and ruling["chooser"] == "W"
    reject = next(o for o in ruling["options"] if o["code"] == "reject")
    assert "31A1, 31A2" in reject["text"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "17D3"), ("2007", "17E2")])
def test_law_34_right_to_call_kept_after_three_passes(
    tmp_path: Path, edition: str, law: str
) -> None:
    # West passes at South's turn and North accepts it by passing (29A); East
    # passes: three passes after 1S, but South never called: the auction goes
    # back to him (34), the passes after his missed turn cancelled
    data = record(script("N 1S; E Pass; W Pass; N Pass"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    assert report["contract"] is None
    laws = report["irregularities"][0]["laws"]
    assert law in laws
    out = texts(data, tmp_path)
    assert "34" in out["en"] and "34" in out["nl"]


def test_law_31a2a_artificial_bid_out_of_rotation_comparable_2017(tmp_path: Path) -> None:
    # South's 2D transfer (showing hearts) at East's turn is refused; East
    # bids 2S; South's 3H shows the hearts 2D showed: comparable (29C, 23A)
    steps = "N 1NT; S 2D; W dir; W ch reject; E 2S; S 3H"
    asked = rule_json(record(script(steps)), tmp_path)
    assert asked["rulings"][-1]["question"]["laws"] == ["31A2", "23A"]
    report = rule_json(record(script(steps + "; fact comparable true")), tmp_path)
    assert ("no_further_rectification", ["31A2a", "23C"]) in effects(report)
    assert passes(report) == []


@pytest.mark.parametrize(
    ("then", "owed"),
    [
        # 3H repeats the hearts the artificial 2D showed: once (31A2a, 29C)
        ("3H", [("N", "next_turn", ["31A2a", "29C"])]),
        # 3D names the diamonds 2D did not show: throughout (31A2b, 29C)
        ("3D", [("N", "rest_of_auction", ["31A2b", "29C"])]),
    ],
)
def test_law_2007_29c_31a2_judged_on_the_suit_the_artificial_bid_showed(
    tmp_path: Path, then: str, owed: list[Any]
) -> None:
    steps = f"N 1NT; S 2D; W dir; W ch reject; E 2S; S {then}; fact artificial true H"
    data = record(script(steps), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == owed
    texts(data, tmp_path)


def test_law_2007_30b2_pass_at_partners_turn_after_a_bid(tmp_path: Path) -> None:
    # West passes at East's turn after North's 1S: West passes throughout
    # (30B2a) and East may not double or redouble at this turn (30B2b)
    data = record(script("N 1S; W Pass; N dir; N ch reject"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("W", "rest_of_auction", ["30B2a"])]
    owed = [(o["type"], o["seat"], o["laws"]) for o in report["obligations"]]
    assert ("no_double", "E", ["30B2b"]) in owed
    out = texts(data, tmp_path)
    assert "East may not double or redouble at his next turn (30B2b)" in out["en"]
    assert "Oost mag bij zijn volgende beurt niet doubleren of redoubleren (30B2b)" in out["nl"]
