"""Actions that change nothing (auc1), 2017, 2007 and rubber: a choice by a
player who does not choose (10C), an option that was not explained (10C1),
a choice made while none is open, and the same call said twice (25). Each is
kept in the record and told in the report (``without_effect``) and in the
human text, in the director's language; the ruling goes on as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]


def kept(report: dict[str, object]) -> list[tuple[int, str]]:
    entries = report.get("without_effect", [])
    assert isinstance(entries, list)
    return [(e["event"], e["by"]) for e in entries]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_10c_partner_of_the_chooser_chooses(tmp_path: Path, edition: str) -> None:
    # East's 1H over 1S is insufficient; South chooses. North (his partner)
    # says "we accept": that has no effect, the choice stays with South, who
    # then refuses; East replaces with 2H (27B1a).
    events = script("N 1S; E 1H; W dir; fact artificial false; N ch accept; S ch reject; E 2H")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["chooser"] == "S" and ruling["chosen"] == "reject"
    assert kept(report) == [(4, "N")]
    assert report["status"] == "auction" and report["next"] == "S"
    assert report["obligations"] == []
    out = texts(data, tmp_path)
    assert "North made a choice, but South chooses here (10C): it has no effect." in out["en"]
    assert "Noord maakte een keuze, maar hier kiest Zuid (10C)" in out["nl"]
    assert "Nord hat gewählt, aber hier wählt Süd (10C)" in rule_text(data, tmp_path, "de")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_10c1_option_not_offered_leaves_the_choice_open(tmp_path: Path, edition: str) -> None:
    # South, the chooser, asks for something that is not among the options
    # (a lead restriction is not an option at an insufficient bid): the
    # choice is still open and the report says so.
    events = script("N 1S; E 1H; W dir; fact artificial false; S ch prohibit_suit:H")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["chosen"] is None
    assert kept(report) == [(4, "S")]
    out = texts(data, tmp_path)
    assert "not one of the options explained (10C1)" in out["en"]
    assert "niet bij de uitgelegde mogelijkheden hoort (10C1)" in out["nl"]


def test_law_10c1_choice_with_no_choice_open(tmp_path: Path) -> None:
    # East's 1H is accepted by South calling over it (27A1); North then
    # "chooses" to refuse it: no choice was open, nothing changes.
    events = script("N 1S; E 1H; S 2H; N ch reject; W Pass")
    data = record(events)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][0]["accepted"] is True
    assert kept(report) == [(3, "N")]
    assert report["next"] == "N"
    out = texts(data, tmp_path)
    assert "while no choice was open (10C1)" in out["en"]


def test_law_10c_choice_made_again_after_it_was_made(tmp_path: Path) -> None:
    # South refuses 1H and then, before East replaces it, says he accepts
    # after all: the choice was made, the second changes nothing.
    events = script("N 1S; E 1H; W dir; fact artificial false; S ch reject; S ch accept")
    data = record(events)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["chosen"] == "reject"
    assert kept(report) == [(5, "S")]
    texts(data, tmp_path)


def test_law_10c1_choice_before_the_options_are_explained(tmp_path: Path) -> None:
    # West calls the director over 1H; while the director is still asking
    # whether 1H was artificial, North (not the chooser) says "accept".
    events = script("N 1S; E 1H; W dir; N ch accept")
    data = record(events)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert kept(report) == [(3, "N")]
    out = texts(data, tmp_path)
    assert "but South chooses here (10C)" in out["en"]


def test_rubber_58_choice_where_the_rule_gives_none(tmp_path: Path) -> None:
    # rubber 40(1): East's insufficient 1H must be made sufficient, no one
    # chooses; East "refusing" it changes nothing (58(1))
    events = script("N 1S; E 1H; W dir; E ch reject")
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "E"
    assert kept(report) == [(3, "E")]
    assert "while no choice was open (58(1))" in rule_text(data, tmp_path, "en")


# -- 25: the same call again is no change of call ----------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_25b_same_call_again_is_no_change(tmp_path: Path, edition: str) -> None:
    # North says 1C and, before East calls, 1C again: no change of call, no
    # irregularity; East calls next.
    events = script("N 1C; N 1C; E dir; E Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert kept(report) == [(1, "N")]
    assert report["next"] == "S"
    out = texts(data, tmp_path)
    assert "North made the same call 1♣ again: that is no change of call (25)" in out["en"]
    assert "Noord deed dezelfde bieding 1♣ nog eens" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27_insufficient_bid_said_twice_is_one_insufficient_bid(
    tmp_path: Path, edition: str
) -> None:
    # East's insufficient 1H said twice before the director comes is one
    # insufficient bid (not a replacement under 27C, not a change of call).
    events = script("N 1S; E 1H; E 1H; W dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == ["insufficient_bid"]
    assert "27C" not in report["rulings"][0]["laws"]
    assert kept(report) == [(2, "E")]
    texts(data, tmp_path)


def test_law_25_same_call_after_the_ruling_is_a_call(tmp_path: Path) -> None:
    # After South refuses 1H, East may replace it; 1H again is then his
    # replacement, not a repetition without effect (it is insufficient again: 27B4)
    events = script("N 1S; E 1H; W dir; fact artificial false; S ch reject; E 1H")
    report = rule_json(record(events), tmp_path)
    assert kept(report) == []


def test_law_25_sufficient_bid_said_twice_stands_once(tmp_path: Path) -> None:
    events = script("N 1S; E 2H; E 2H; S Pass; W Pass; N Pass")
    report = rule_json(record(events), tmp_path)
    assert report["irregularities"] == []
    assert report["contract"] == "2H" and report["declarer"] == "E"
    assert kept(report) == [(2, "E")]


def test_law_25_same_call_after_a_director_call_about_nothing(tmp_path: Path) -> None:
    # East calls the director about a hesitation (no irregularity); North,
    # unsure he was heard, says 1C again: still no change of call
    events = script("N 1C; E dir; N 1C; E Pass")
    report = rule_json(record(events), tmp_path)
    assert report["irregularities"] == []
    assert kept(report) == [(2, "N")]
    assert report["next"] == "S"


def test_rubber_39_1_same_call_again_is_no_second_bid(tmp_path: Path) -> None:
    # rubber 39(1) penalises a second, different bid: the same one is nothing
    data = record(script("N 1C; N 1C; E Pass"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and kept(report) == [(1, "N")]
    assert "no change of call (39(1))" in rule_text(data, tmp_path, "en")
