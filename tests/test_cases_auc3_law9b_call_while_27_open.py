"""9B with Law 27: a call made at the turn of the insufficient bidder's LHO
while LHO's choice (27A1 accept, 27B reject) is still open, by a player who
is neither LHO nor the offender. It is a call out of rotation (28, 29-32)
that the summoned director finds together with the insufficient bid: it is
listed at once, and judged (29A, 30-32, or 37 once 27B2 silences the
offender's partner) when the 27 ruling is complete, in the same place of
the list. Written from seeds 000 (2017 Laws 9B, 27, 28, 29) and 002/003
(2007), in both editions.

Board 1: North deals, the order is North, East, South, West."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]


def _steps(edition: str, steps: str) -> str:
    # 2017 asks whether the insufficient bid was artificial before the choice
    return steps.replace("S dir;", "S dir; fact artificial false;") if edition == "2017" else steps


def _irregularities(report: dict[str, Any]) -> list[tuple[str, str, int]]:
    return [(i["irregularity"], i["offender"], i["event"]) for i in report["irregularities"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_bid_at_lho_turn_listed_when_the_director_comes(
    tmp_path: Path, edition: str
) -> None:
    data = record(script("N 1S; E 1H; W 2H; S dir"), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [
        ("insufficient_bid", "E", 1),
        ("bid_out_of_rotation", "W", 2),
    ]
    # the insufficient bid is ruled first: its question (2017) or South's choice
    assert report["status"] == ("awaiting_fact" if edition == "2017" else "awaiting_choice")
    assert [r["irregularity"] for r in report["rulings"]] == ["insufficient_bid"]
    out = clean_texts(data, tmp_path)
    assert "action 3: Bid out of rotation by West (Law 31); ruled at this call" in out["en"]
    assert "(9B)" in out["nl"] and "handeling 3" in out["nl"]
    assert "(9B)" in out["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_kept_bid_ruled_in_its_place_after_27a1(tmp_path: Path, edition: str) -> None:
    data = record(script(_steps(edition, "N 1S; E 1H; W 2H; S dir; S ch accept")), edition)
    report = rule_json(data, tmp_path)
    # listed once: the judgment after the choice takes the early listing's place
    assert _irregularities(report) == [
        ("insufficient_bid", "E", 1),
        ("bid_out_of_rotation", "W", 2),
    ]
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "bid_out_of_rotation",
        "W",
        "N",
    )
    assert report["status"] == "awaiting_choice"
    out = clean_texts(data, tmp_path)
    assert "ruled at this call once" not in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_kept_bid_waits_for_the_replacement_after_27b(tmp_path: Path, edition: str) -> None:
    data = record(script(_steps(edition, "N 1S; E 1H; W 2H; S dir; S ch reject")), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "E"
    assert _irregularities(report)[1] == ("bid_out_of_rotation", "W", 2)
    out = clean_texts(data, tmp_path)
    assert "ruled at this call once the ruling before it is complete (9B)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_kept_bid_becomes_37_after_27b2(tmp_path: Path, edition: str) -> None:
    # East replaces 1H with a pass: West must pass for the rest of the auction
    # (27B2), so his kept 2H is a call by a player who must pass (37, 35B)
    data = record(script(_steps(edition, "N 1S; E 1H; W 2H; S dir; S ch reject; E Pass")), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [
        ("insufficient_bid", "E", 1),
        ("call_when_required_to_pass", "W", 2),
    ]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("steps", "code", "seat"),
    [
        ("N 1S; E 1H; W Pass; S dir", "pass_out_of_rotation", "W"),
        # partner of the chooser calls at his turn
        ("N 1S; E 1H; N 2S; S dir", "bid_out_of_rotation", "N"),
        ("N 1S; E 1H; N X; S dir", "double_out_of_rotation", "N"),
    ],
)
def test_law_9b_other_calls_at_lho_turn_listed(
    tmp_path: Path, edition: str, steps: str, code: str, seat: str
) -> None:
    report = rule_json(record(script(steps), edition), tmp_path)
    assert _irregularities(report) == [("insufficient_bid", "E", 1), (code, seat, 2)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_call_after_the_director_came_listed(tmp_path: Path, edition: str) -> None:
    # made while South's choice is open, the director at the table (9B2)
    data = record(script(_steps(edition, "N 1S; E 1H; S dir; W 2H")), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report)[-1] == ("bid_out_of_rotation", "W", len(data["events"]) - 1)
    assert report["status"] == "awaiting_choice"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    "steps",
    [
        # the offender's own second call (27C) and LHO's call (27A1) are no
        # calls out of rotation
        "N 1S; E 1H; E 2H; S dir",
        # West doubling his partner's bid: not a double out of rotation
        "N 1S; E 1H; W X; S dir",
    ],
)
def test_law_9b_not_listed_as_out_of_rotation(tmp_path: Path, edition: str, steps: str) -> None:
    report = rule_json(record(script(steps), edition), tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["insufficient_bid"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_29a_kept_call_that_accepts_is_no_longer_listed(tmp_path: Path, edition: str) -> None:
    # West bid at South's turn, then North bid: judged after South accepts 1H,
    # North's 3S accepts West's 2H (29A) and is itself a call in rotation
    steps = _steps(edition, "N 1S; E 1H; W 2H; N 3S; S dir; S ch accept")
    report = rule_json(record(script(steps), edition), tmp_path)
    assert _irregularities(report) == [
        ("insufficient_bid", "E", 1),
        ("bid_out_of_rotation", "W", 2),
    ]
    assert report["irregularities"][1]["accepted"] is True
    assert report["status"] == "auction" and report["next"] == "E"
