"""More cases for thin sub-laws of the play (issue 13), both editions: 45E2
(dummy's card put on a completed trick, found a fifth card), 50A (a penalty
card stays face up until played), 58B4 (simultaneous cards found after both
sides played to the next trick: Law 67). Expected answers written from the
seeds (000: 2017; 002: 2007) before running; facts our own. 3NT by North
on rule_cases.DEAL: East leads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: trick 1: East's diamond ace wins
TRICK_1 = "E card DA; S card D5; W card D3; N card D8"
#: trick 2 under way: East leads the spade queen, West shows the club ten
#: (an honour: a major penalty card, 50B), then the trick is completed
WEST_SHOWS_CT = f"{NT}; {TRICK_1}; E card SQ; W exp CT; S card S6; W card S3; N card SA; N dir"


def _fact(name: str, value: Any) -> dict[str, Any]:
    return {"fact": name, "value": value}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50a_penalty_card_stays_face_up_until_played(tmp_path: Path, edition: str) -> None:
    data = record(script(WEST_SHOWS_CT), edition)
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("W", "CT", "major")}
    assert report["status"] == "play" and report["next"] == "N"  # North won trick 2
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50a_penalty_card_gone_once_played(tmp_path: Path, edition: str) -> None:
    # North leads a club; West plays the club ten at his first legal chance
    events = script(f"{WEST_SHOWS_CT}; N card CA; E card C4; S card C7; W card CT")
    report = rule_json(record(events, edition), tmp_path)
    assert penalty_cards(report) == set()
    assert [i["irregularity"] for i in report["irregularities"]] == ["exposed_card"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50a_penalty_card_still_there_after_a_trick_it_could_not_go_to(
    tmp_path: Path, edition: str
) -> None:
    # North leads a diamond, West follows with a diamond: the club ten stays
    events = script(f"{WEST_SHOWS_CT}; N card D9; E card DK; S card D6; W card D4")
    report = rule_json(record(events, edition), tmp_path)
    assert penalty_cards(report) == {("W", "CT", "major")}
    assert report["irregularities"][-1]["irregularity"] == "exposed_card"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e2_dummys_card_on_a_completed_trick_found_a_fifth_card(
    tmp_path: Path, edition: str
) -> None:
    # East won trick 1; dummy's diamond six is put down at once: taken as a
    # lead out of turn (55, West chooses) until the director finds it a fifth
    # card: back to dummy without rectification (45E2), East leads
    events = script(f"{NT}; {TRICK_1}; S card D6; E dir")
    asked = rule_json(record(events, edition), tmp_path)
    assert asked["rulings"][-1]["laws"] == ["55"] and asked["rulings"][-1]["chooser"] == "W"
    data = record([*events, _fact("led", False)], edition)
    done = rule_json(data, tmp_path)
    ruling = done["rulings"][-1]
    assert ruling["laws"] == ["45E2"] and ruling["options"] == []
    assert [e["type"] for e in ruling["effects"]] == ["card_withdrawn"]
    assert done["next"] == "E" and done["obligations"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b4_simultaneous_cards_found_after_the_next_trick_law_67(
    tmp_path: Path, edition: str
) -> None:
    # West's spade three came down with the spade four in trick 2; found only
    # after both sides played to trick 3: Law 67 (defective trick), the three
    # stays, the four goes back as a (minor) penalty card
    steps = f"{NT}; {TRICK_1}; E card SQ; S card S6; W card S3; N card SA; "
    steps += "N card CA; E card C4; S card C7; W card C8"
    events = [*script(steps), {"fact": "simultaneous_cards", "value": ["S3", "S4"], "seat": "W"}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    [defective] = report["irregularities"]
    assert defective["irregularity"] == "defective_trick" and defective["offender"] == "W"
    assert defective["laws"] == ["58B4", "67B2"]
    assert penalty_cards(report) == {("W", "S4", "minor")}
    clean_texts(data, tmp_path)
