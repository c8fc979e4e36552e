"""A new irregularity made while the director is at the table ruling
(Laws 27B4, 31A1, 31A2, 32A1): ruled at once under its own law, without a
new summons, as a director there would. Cases written from the seed texts
(000: 2017 Law 27B4, 31A, 32A; 003: 2007 Law 27B4, 31A; 004: the protocols
for an insufficient bid and a call out of rotation), facts in our own words.
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

#: East's 1H over 1S is insufficient; South refuses it; East's 1D replacing
#: it is insufficient too (27B4)
TWICE = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 1D"


def _ruling_on(report: dict[str, Any], event: int) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["event"] == event)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b4_second_insufficient_bid_ruled_at_once(tmp_path: Path, edition: str) -> None:
    data = record(script(TWICE), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    second = report["irregularities"][-1]
    assert second["irregularity"] == "insufficient_bid" and second["laws"] == ["27B4"]
    ruling = _ruling_on(report, 5)
    assert ruling["offender"] == "E" and ruling["chooser"] == "S"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("accept", ["27A1"]),
        ("reject", ["27B4", "27B3"]),
    ]
    assert ruling.get("question") is None  # 27B4 has no 27B1 to offer
    out = texts(data, tmp_path)
    assert "South chooses" in out["en"] and "Zuid kiest" in out["nl"]
    assert "(27B4, 27B3, 26" in out["en"]  # one list of laws, each law once (2007: 26)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b4_refused_any_replacement_silences_partner(tmp_path: Path, edition: str) -> None:
    data = record(script(TWICE + "; S ch reject; E 2H"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    assert passes(report) == [("W", "rest_of_auction", ["27B4", "27B3"])]
    lead = "26B" if edition == "2017" else "26"
    owed = report["obligations"]
    assert any(o["type"] == "lead_restriction" and o["laws"] == [lead] for o in owed)
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27b4_accepted_by_choice_or_by_calling(tmp_path: Path, edition: str) -> None:
    chosen = rule_json(record(script(TWICE + "; S ch accept"), edition), tmp_path)
    called = rule_json(record(script(TWICE + "; S Pass"), edition), tmp_path)
    for report in (chosen, called):
        assert report["irregularities"][-1]["accepted"] is True
        assert passes(report) == []
    assert chosen["next"] == "S" and called["next"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_premature_replacement_insufficient_too_is_27b4_at_once(
    tmp_path: Path, edition: str
) -> None:
    # East puts 1D on the table himself before the director comes (27C);
    # South refuses 1H: 1D is the replacement, insufficient too (27B4).
    data = record(script("N 1S; E 1H; E 1D; S dir; fact artificial false; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["irregularities"][-1]["laws"] == ["27B4"]
    assert report["rulings"][-1]["chooser"] == "S"
    texts(data, tmp_path)


# -- 31A1: the call he must repeat has become insufficient ---------------------------

#: South bids 1S at East's turn; West refuses; East passes (South must repeat
#: 1S, 31A1); West then bids 2H at South's turn and North calls over it
#: (29A); East passes; South repeats 1S: insufficient now
REPEAT_INSUFFICIENT = "N 1C; S 1S; W dir; W ch reject; E Pass; W 2H; N Pass; E Pass; S 1S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a1_repeated_bid_now_insufficient_ruled_under_27_at_once(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(REPEAT_INSUFFICIENT), edition)
    report = rule_json(data, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == [
        "bid_out_of_rotation",
        "bid_out_of_rotation",
        "insufficient_bid",
    ]
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "insufficient_bid" and ruling["chooser"] == "W"
    assert report["status"] in ("awaiting_choice", "awaiting_fact")
    # the duty to repeat is paid: the call was repeated
    assert all(o["type"] != "must_repeat" for o in report["obligations"])
    out = texts(data, tmp_path)
    assert "South repeated 1♠ as he had to (31A1)" in out["en"]
    assert "Zuid herhaalde 1♠ zoals hij moest (31A1)" in out["nl"]


def test_law_31a1_repeated_bid_insufficient_refused_2s_is_27b1a(tmp_path: Path) -> None:
    data = record(script(REPEAT_INSUFFICIENT + "; fact artificial false; W ch reject; S 2S"))
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["27B1a"]) in effects(report)
    assert passes(report) == []
    assert report["next"] == "W"


# -- 31A2: after RHO's bid, the offender's own call is insufficient -----------------

#: South bids 1S at East's turn; West refuses; East bids 2S; South's 2H is
#: insufficient: Law 27 first, then 31A2 judges the call that stands
AFTER_RHO_BID = "N 1C; S 1S; W dir; W ch reject; E 2S; S 2H"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_31a2_offenders_insufficient_call_ruled_first(tmp_path: Path, edition: str) -> None:
    data = record(script(AFTER_RHO_BID), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] in ("awaiting_choice", "awaiting_fact")
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "insufficient_bid" and ruling["offender"] == "S"
    assert ruling["chooser"] == "W"
    texts(data, tmp_path)


def test_law_31a2b_insufficient_call_accepted_then_not_comparable_2017(tmp_path: Path) -> None:
    data = record(
        script(AFTER_RHO_BID + "; fact artificial false; W ch accept; fact comparable false")
    )
    report = rule_json(data, tmp_path)
    assert report["next"] == "W"
    assert passes(report) == [("N", "next_turn", ["31A2b"])]
    rotation = next(r for r in report["rulings"] if r["irregularity"] == "bid_out_of_rotation")
    assert ("lead_restriction_possible", ["26B"]) in [
        (e["type"], e["laws"]) for e in rotation["effects"]
    ]
    texts(data, tmp_path)


def test_law_31a2a_replacement_3h_comparable_2017_no_rectification(tmp_path: Path) -> None:
    data = record(
        script(AFTER_RHO_BID + "; fact artificial false; W ch reject; S 3H; fact comparable true")
    )
    report = rule_json(data, tmp_path)
    assert report["next"] == "W" and passes(report) == []
    laws = [e["laws"] for r in report["rulings"] for e in r["effects"]]
    assert ["27B1a"] in laws and ["31A2a", "23C"] in laws


def test_law_2007_31a2b_insufficient_2h_accepted_new_denomination_throughout(
    tmp_path: Path,
) -> None:
    # 2007: South's accepted 2H does not repeat spades: North passes for the
    # rest of the auction (31A2b), Law 26 lead penalties possible
    data = record(script(AFTER_RHO_BID + "; W ch accept; fact artificial false"), "2007")
    report = rule_json(data, tmp_path)
    assert passes(report) == [("N", "rest_of_auction", ["31A2b"])]
    texts(data, tmp_path)


def test_law_2007_31a2a_replacement_repeats_spades_once_only(tmp_path: Path) -> None:
    # 2007: refused, South replaces 2H by 3S (27B1b: not the same meaning,
    # so North is silenced under 27B2); for Law 31 3S repeats spades: North
    # passes at his next turn too (31A2a)
    data = record(
        script(AFTER_RHO_BID + "; W ch reject; S 3S; fact comparable false; fact artificial false"),
        "2007",
    )
    report = rule_json(data, tmp_path)
    assert passes(report) == [("N", "next_turn", ["31A2a"]), ("N", "rest_of_auction", ["27B2"])]
    texts(data, tmp_path)
