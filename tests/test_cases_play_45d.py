"""Law 45D (dummy puts down a card declarer did not name: 42A3 has him play
the cards as declarer directs) in both editions: before both sides have
played to the next trick the card goes back and a defender who played
after it may take his card back (45D1); later, play goes on (45D2). Facts
our own, from seed 000 (42A3, 45D) and seed 002 (2007 45D)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
WITHDRAWN = {"2017": "16C", "2007": "16D"}

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: West leads the club eight; dummy puts down the club two unasked; East
#: follows with the four
UNNAMED_TWO = f"{ONE_HEART}; W card C8; N card C2; E card C4; fact not_designated C2"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_42a3_45d1_unnamed_card_goes_back_east_chooses(tmp_path: Path, edition: str) -> None:
    data = record(script(UNNAMED_TWO), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "dummy_misplaced_card" and ruling["laws"] == ["45D1"]
    assert ruling["chooser"] == "E"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("keep", ["45D1"]),
        ("withdraw", ["45D1", WITHDRAWN[edition]]),
    ]
    assert report["obligations"] == []  # dummy's card is never a penalty card (48A)
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45d1_east_takes_his_card_back(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{UNNAMED_TWO}; E ch withdraw; N card CA; E card C5"), edition)
    report = rule_json(data, tmp_path)
    # dummy's ace (named now) and East's five stand: South plays next
    assert report["status"] == "play" and report["next"] == "S"
    assert report["obligations"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45d1_east_keeps_his_card_dummy_plays_again(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(script(f"{UNNAMED_TWO}; E ch keep"), edition), tmp_path)
    assert report["next"] == "N"
    done = rule_json(
        record(script(f"{UNNAMED_TWO}; E ch keep; N card CA; S card C7"), edition), tmp_path
    )
    # East's four waited for its turn: dummy's ace wins, North leads
    assert done["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45d1_nobody_played_after_no_choice(tmp_path: Path, edition: str) -> None:
    events = script(f"{ONE_HEART}; W card C8; N card C2; fact not_designated C2")
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["options"] == [] and ruling["chooser"] is None
    assert report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45d2_found_after_both_sides_played_to_the_next_trick(
    tmp_path: Path, edition: str
) -> None:
    # dummy's ace (unnamed) wins trick 1; dummy leads a spade, East and
    # South follow: both sides have played to the next trick, play goes on
    events = script(
        f"{ONE_HEART}; W card C8; N card CA; E card C4; S card C7; N card S2; E card S8; "
        "S card S6; fact not_designated CA"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["45D2"]
    assert [(e["type"], e.get("card")) for e in ruling["effects"]] == [("card_stands", "CA")]
    assert report["status"] == "play" and report["next"] == "W"
    clean_texts(data, tmp_path)
