"""Law 55A in both editions: either defender may accept declarer's lead out
of turn or have it taken back; only when they choose differently does the
defender to the left of the hand that led prevail (seed 000 55A; seed 002
55A: the player next in turn). Facts our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: West's club eight wins trick 1 and South leads at West's turn (55B1)
SOUTH_LEADS = f"{ONE_HEART}; W card C8; N card C2; E card C4; S card C7; S card D5; W dir"
#: dummy's club ace wins trick 1 and South leads from his own hand (55B2)
WRONG_HAND = f"{ONE_HEART}; W card C8; N card CA; E card C4; S card C7; S card D5; W dir"


def _without_effect(report: dict[str, object]) -> list[tuple[object, object]]:
    rows = report.get("without_effect") or []
    assert isinstance(rows, list)
    return [(row["by"], row["event"]) for row in rows]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_the_other_defender_alone_refuses(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(script(f"{SOUTH_LEADS}; E ch reject"), edition), tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("E", "reject")
    assert (ruling["effects"][0]["type"], ruling["effects"][0]["laws"]) == (
        "card_withdrawn",
        ["55B1"],
    )
    assert "without_effect" not in report or report["without_effect"] == []
    assert report["irregularities"][-1]["accepted"] is False
    assert report["next"] == "W"  # 55B1: the card goes back and West leads


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_the_other_defender_alone_accepts(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{SOUTH_LEADS}; E ch accept"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("E", "accept")
    assert report["irregularities"][-1]["accepted"] is True
    assert report["next"] == "W"  # West plays second to the accepted lead
    accept = next(o for o in ruling["options"] if o["code"] == "accept")
    assert "East accepts" in accept["text"] and "West plays the next card" in accept["text"]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("first", "then"), [("reject", "accept"), ("accept", "reject")])
def test_law_55a_the_left_defenders_differing_choice_prevails(
    tmp_path: Path, edition: str, first: str, then: str
) -> None:
    data = record(script(f"{SOUTH_LEADS}; E ch {first}; W ch {then}"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("W", then)
    assert report["irregularities"][-1]["accepted"] is (then == "accept")
    # East's choice stays in the record, without effect, and says why
    east = len(script(SOUTH_LEADS))
    assert _without_effect(report) == [("E", east)]
    assert "55A" in report["without_effect"][0]["text"]
    texts = clean_texts(data, tmp_path)
    assert "(55A)" in texts["nl"] and "(55A)" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_the_partners_differing_choice_after_the_left_defender_has_none(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{SOUTH_LEADS}; W ch reject; E ch accept"), edition)
    report = rule_json(data, tmp_path)
    assert (report["rulings"][-1]["chooser"], report["rulings"][-1]["chosen"]) == ("W", "reject")
    assert report["irregularities"][-1]["accepted"] is False
    assert _without_effect(report) == [("E", len(script(SOUTH_LEADS)) + 1)]
    assert "West's choice prevails (55A)" in report["without_effect"][0]["text"]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_the_same_choice_twice_changes_nothing(tmp_path: Path, edition: str) -> None:
    events = script(f"{SOUTH_LEADS}; E ch reject; W ch reject")
    report = rule_json(record(events, edition), tmp_path)
    assert (report["rulings"][-1]["chooser"], report["rulings"][-1]["chosen"]) == ("E", "reject")
    assert _without_effect(report) == [("W", len(script(SOUTH_LEADS)) + 1)]
    assert "same choice" in report["without_effect"][0]["text"]
    assert report["next"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_too_late_once_play_goes_on(tmp_path: Path, edition: str) -> None:
    # West plays to the lead East accepted: his refusal afterwards comes too late
    events = script(f"{SOUTH_LEADS}; E ch accept; W card D3; W ch reject")
    report = rule_json(record(events, edition), tmp_path)
    assert report["irregularities"][-1]["accepted"] is True
    assert report["rulings"][-1]["chosen"] == "accept"
    assert report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55b2_wrong_hand_refused_by_east_accepted_by_west(tmp_path: Path, edition: str) -> None:
    refused = rule_json(record(script(f"{WRONG_HAND}; E ch reject"), edition), tmp_path)
    ruling = refused["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("E", "reject")
    assert ruling["effects"][0]["laws"] == ["55B2"]
    assert refused["next"] == "N"  # declarer leads from dummy
    kept = rule_json(record(script(f"{WRONG_HAND}; E ch reject; W ch accept"), edition), tmp_path)
    assert (kept["rulings"][-1]["chooser"], kept["rulings"][-1]["chosen"]) == ("W", "accept")
    assert kept["irregularities"][-1]["accepted"] is True
    assert kept["next"] == "W"
