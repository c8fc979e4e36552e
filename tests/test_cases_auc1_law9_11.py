"""Laws 9-11 cases (auc1): what happens to a call made while the director is
ruling, and rights lost by acting first. Each case is a table record run
through ``bridgelaws rule --json`` and the nl/en text (tests/rule_cases.py);
the facts are written from seed 000 (Laws 9-11, 27, 29-31) in our own words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]


def codes(report: dict[str, Any]) -> list[tuple[str, str]]:
    return [(i["irregularity"], i["offender"]) for i in report["irregularities"]]


# -- 9B2: the offender's partner calls while LHO's choice is open ------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_partner_calls_while_lho_chooses_then_lho_accepts(
    tmp_path: Path, edition: str
) -> None:
    # N 1S, East 1H (insufficient); South calls the director, who explains the
    # options; before South chooses, West bids 2H. South accepts 1H: the auction
    # is back at South, so West's 2H was made at his RHO's turn (31A), and
    # North, West's LHO, chooses once the director is called again.
    events = script("N 1S; E 1H; S dir; fact artificial false; W 2H; S ch accept; N dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert codes(report) == [("insufficient_bid", "E"), ("bid_out_of_rotation", "W")]
    last = report["rulings"][-1]
    assert last["irregularity"] == "bid_out_of_rotation" and last["offender"] == "W"
    assert last["chooser"] == "N" and [o["code"] for o in last["options"]] == ["accept", "reject"]
    assert "31" in last["laws"]
    out = texts(data, tmp_path)
    assert "Bid out of rotation by West" in out["en"] and "South's turn" in out["en"]
    assert "Bod voor de beurt door West" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_partner_call_waits_for_the_replacement_after_a_refusal(
    tmp_path: Path, edition: str
) -> None:
    # As above, but South refuses 1H and East replaces it with 2H (27B1a):
    # West's 2H, made at South's turn, is judged after the replacement, still
    # at South's turn: a bid at RHO's turn, North to choose.
    events = script("N 1S; E 1H; S dir; fact artificial false; W 2H; S ch reject; E 2H; N dir")
    if edition == "2007":
        # 2007 asks whether either bid was artificial after the replacement
        events.insert(-1, {"fact": "artificial", "value": False})
    report = rule_json(record(events, edition), tmp_path)
    assert codes(report) == [("insufficient_bid", "E"), ("bid_out_of_rotation", "W")]
    first = report["rulings"][0]
    assert first["chosen"] == "reject"
    assert any(e["type"] == "no_further_rectification" for e in first["effects"])
    last = report["rulings"][-1]
    assert last["offender"] == "W" and last["chooser"] == "N"
    assert report["status"] == "awaiting_choice"
    out = texts(record(events, edition), tmp_path)
    assert "West called 2♥ when it was South's turn" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_call_before_the_director_comes_is_ruled_after_the_choice(
    tmp_path: Path, edition: str
) -> None:
    # West bids before anyone has called the director (the record keeps it,
    # 9B2), South accepts East's insufficient 1H: West's 2H is now at RHO's
    # turn. North rejects it: 2H is cancelled and South calls (31A).
    events = script(
        "N 1S; E 1H; W 2H; S dir; fact artificial false; S ch accept; N dir; N ch reject"
    )
    report = rule_json(record(events, edition), tmp_path)
    assert codes(report) == [("insufficient_bid", "E"), ("bid_out_of_rotation", "W")]
    assert report["status"] == "auction" and report["next"] == "S"
    last = report["rulings"][-1]
    assert last["chosen"] == "reject"
    assert any(e["type"] == "call_cancelled" for e in last["effects"])
    out = texts(record(events, edition), tmp_path)
    assert "South calls now" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_partner_calls_during_a_call_out_of_rotation_ruling(
    tmp_path: Path, edition: str
) -> None:
    # West bids 2H at East's turn; while North is choosing, East calls 3H.
    # North refuses 2H: East's 3H is judged after the choice, at his own turn,
    # and stands (2017 31B1: any legal call; 2007 31B: his passes for the rest
    # of the auction bind from his next turn). Three passes: 3H by East
    # (2017 asks whether West's pass is comparable to his 2H: it is not, 31B2).
    found = "fact comparable false; " if edition == "2017" else ""
    events = script(f"N 1S; W 2H; N dir; E 3H; N ch reject; S Pass; W Pass; {found}N Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert codes(report) == [("bid_out_of_rotation", "W")]
    assert report["contract"] == "3H" and report["declarer"] == "E"
    out = texts(data, tmp_path)
    assert "West called 2♥ when it was East's turn" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_second_insufficient_bid_carries_the_waiting_call(
    tmp_path: Path, edition: str
) -> None:
    # East's replacement is insufficient again (27B4): West's 2H, made while
    # South chose, now waits for that ruling too; South accepts 1S... and
    # West's 2H is judged at South's turn.
    events = script(
        "N 2S; E 1H; S dir; fact artificial false; W 2H; S ch reject; E 2H; S dir;"
        " fact artificial false; S ch accept; N dir"
    )
    report = rule_json(record(events, edition), tmp_path)
    found = codes(report)
    # listed where it was made (9B: found when the director first came)
    assert found == [
        ("insufficient_bid", "E"),
        ("bid_out_of_rotation", "W"),
        ("insufficient_bid", "E"),
    ], found
    assert report["rulings"][-1]["irregularity"] == "bid_out_of_rotation"
    assert report["rulings"][-1]["chooser"] == "N"
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_premature_replacement_goes_when_lho_accepts(tmp_path: Path, edition: str) -> None:
    # East bids 1H over 1S and at once "corrects" it to 2H before the director
    # rules. South accepts 1H: the replacement stands only when the
    # insufficient bid is not accepted (27C), so 2H is gone and South calls.
    events = script("N 1S; E 1H; E 2H; S dir; fact artificial false; S ch accept")
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    assert codes(report) == [("insufficient_bid", "E")]
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("events", "law", "after"),
    [
        ("N 1S; E 1H; S dir; fact artificial false; S 2S", "27A1", "W"),
        ("N 1S; W 2H; N dir; N 2S", "29A", "E"),
        ("N 1S; N 1NT; E dir; fact unintended false; E 2H", "25B1", "S"),
    ],
)
def test_law_11a_chooser_calling_instead_of_choosing_accepts(
    tmp_path: Path, edition: str, events: str, law: str, after: str
) -> None:
    # The director has explained the options; the entitled player, instead of
    # saying what he chooses, simply calls: calling over the irregularity is
    # how the Laws let him accept it (27A1, 29A, 25B1), and his call stands.
    data = record(script(events), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["chosen"] == "accept"
    assert report["irregularities"][0]["accepted"] is True
    assert report["status"] == "auction" and report["next"] == after
    out = texts(data, tmp_path)
    assert f"({law})" in out["en"]
