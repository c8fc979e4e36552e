"""A bid put right at once as a slip of the tongue (NBB rubber rule 16; in
duplicate 2017 and 2007 Law 25A).

Rubber rule 16: a bid the player did not mean, put right practically in the
same breath, counts as put right; a slip of the tongue, not a change of mind.
Rule 39(1) names that as its own exception: only a second, different bid
that is no such correction gives LHO the choice of a new deal. So the
players are asked first whether the first bid was such a slip; if it was,
the second bid replaces it without penalty and LHO calls; if not, 39(1).

Board 1, North deals (rule_cases.DEAL)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script


def _rubber(text: str) -> dict[str, Any]:
    return record(script(text), "rubber")


def test_rubber_16_slip_put_right_at_once_second_bid_stands(tmp_path: Path) -> None:
    data = _rubber("N 1C; N 1D; E dir; fact unintended true")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "E")
    assert report["obligations"] == []
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "change_of_call"
    assert (ruling["offender"], ruling.get("chooser"), ruling["laws"]) == ("N", None, ["16"])
    assert ruling["options"] == []
    assert [(e["type"], e.get("call")) for e in ruling["effects"]] == [
        ("call_withdrawn", "1C"),
        ("call_stands", "1D"),
        ("no_penalty", None),
    ]
    out = clean_texts(data, tmp_path)
    assert "1♣ was a slip of the tongue that North put right at once" in out["en"]
    assert "1♣ was een spreekvergissing die Noord meteen herstelde" in out["nl"]
    assert "1♣ war ein Versprecher, den Nord sofort berichtigte" in out["de"]
    for text in out.values():
        assert "39(1)" not in text  # no new deal offered
    # the auction goes on from 1D: East may overcall 1H
    more = _rubber("N 1C; N 1D; E dir; fact unintended true; E 1H; S Pass")
    assert rule_json(more, tmp_path)["next"] == "W"


def test_rubber_16_slip_found_before_attention_is_drawn(tmp_path: Path) -> None:
    data = _rubber("N 1C; N 1D; fact unintended true; E dir")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "E")
    assert report["rulings"][0]["laws"] == ["16"]
    clean_texts(data, tmp_path)


def test_rubber_16_the_players_are_asked_first(tmp_path: Path) -> None:
    data = _rubber("N 1C; N 1D; E dir")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert [(q["fact"], q["laws"]) for q in report["questions"]] == [("unintended", ["16"])]
    # East's choice under 39(1) is already listed, to be made if it was no slip
    assert {o["code"] for o in report["rulings"][0]["options"]} == {"new_deal", "keep_deal"}
    out = clean_texts(data, tmp_path)
    assert "Was 1♣ a slip of the tongue (not a change of mind)" in out["en"]
    assert "North bid 1♦ after his own 1♣, before East called." in out["en"]
    assert "Was 1♣ een spreekvergissing (geen veranderd inzicht)" in out["nl"]
    assert "War 1♣ ein Versprecher" in out["de"]


def test_rubber_16_no_slip_39_1_new_deal_or_the_second_bid_void(tmp_path: Path) -> None:
    data = _rubber("N 1C; N 1D; E dir; fact unintended false")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["chooser"], ruling["laws"]) == (
        "bid_out_of_rotation",
        "E",
        ["39(1)"],
    )
    assert {o["code"] for o in ruling["options"]} == {"new_deal", "keep_deal"}
    out = clean_texts(data, tmp_path)
    assert "North may not change his bid (16)" in out["en"]
    assert "Noord mag zijn bod niet veranderen (16)" in out["nl"]
    kept = rule_json(_rubber("N 1C; N 1D; E dir; fact unintended false; E ch keep_deal"), tmp_path)
    assert (kept["status"], kept["next"]) == ("auction", "E")
    redealt = rule_json(
        _rubber("N 1C; N 1D; E dir; fact unintended false; E ch new_deal"), tmp_path
    )
    assert redealt["status"] == "complete"


def test_rubber_16_the_intended_bid_insufficient_is_ruled_by_40(tmp_path: Path) -> None:
    # East meant 1H over 1S and said 2H: the slip is put right, and 1H is insufficient
    data = _rubber("N 1S; E 2H; E 1H; S dir; fact unintended true")
    report = rule_json(data, tmp_path)
    first, second = report["rulings"]
    assert (first["irregularity"], first["laws"]) == ("change_of_call", ["16"])
    assert ("call_stands", "1H") not in [(e["type"], e.get("call")) for e in first["effects"]]
    assert (second["irregularity"], second["laws"]) == ("insufficient_bid", ["40(1)"])
    assert (report["status"], report["next"]) == ("auction", "E")
    assert [(o["seat"], o["scope"]) for o in report["obligations"]] == [("W", "next_turn")]
    clean_texts(data, tmp_path)


def test_rubber_16_a_pass_then_a_bid_is_no_slip_question(tmp_path: Path) -> None:
    # rule 16 is about a bid: a pass followed by a bid before any bid is 39(1) at once
    data = _rubber("N Pass; N 1D; E dir")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert not report.get("questions")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_25a_the_duplicate_counterpart_unintended_call_replaced(
    tmp_path: Path, edition: str
) -> None:
    data = record(script("N 1C; N 1D; E dir; fact unintended true"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "E")
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"]) == ("change_of_call", ["25A"])
    clean_texts(data, tmp_path)
