"""Laws 54B (an opening lead out of turn accepted) and 55 (declarer leads
out of turn) in both editions. Facts our own, from seed 000 (53, 54B, 55,
57C3) and seed 002 (2007 53C for 2017's 53B)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

#: declarer's card played too soon from either hand: 2017 57C3, 2007 57C2 (seed 002)
EARLY = {"2017": "57C3", "2007": "57C2"}

EDITIONS = ["2017", "2007"]
RIGHT_LEADER = {"2017": "53B", "2007": "53C"}

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: East faces the diamond two as the opening lead; West should lead
EAST_LEADS = f"{ONE_HEART}; E card D2"
#: West's club eight wins trick 1: West is on lead, and South leads
WEST_WINS_SOUTH_LEADS = f"{ONE_HEART}; W card C8; N card C2; E card C4; S card C7; S card D5"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b1_accepted_declarer_plays_second_from_his_hand(
    tmp_path: Path, edition: str
) -> None:
    events = script(f"{EAST_LEADS}; S dir; S ch accept; S card D5; W card D3; N card D8")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][0]["accepted"] is True
    assert len(report["irregularities"]) == 1
    assert report["next"] == "N"  # dummy's eight wins the trick
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b1_declarer_accepts_by_playing_from_his_hand(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(script(f"{EAST_LEADS}; S card D5"), edition), tmp_path)
    [lead] = report["irregularities"]
    assert lead["irregularity"] == "opening_lead_out_of_turn" and lead["accepted"] is True
    assert report["next"] == "W" and report["declarer"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b2_dummys_card_played_first_stands(tmp_path: Path, edition: str) -> None:
    events = script(f"{EAST_LEADS}; S dir; S ch accept; N card D8; S card D5; W card D3")
    report = rule_json(record(events, edition), tmp_path)
    premature = report["irregularities"][-1]
    assert premature["offender"] == "N" and premature["laws"] == ["54B2", EARLY[edition]]
    assert report["next"] == "N" and report["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_either_defender_may_accept_west_decides(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{WEST_WINS_SOUTH_LEADS}; W dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["55"] and ruling["chooser"] == "W"
    assert [(o["code"], o["laws"]) for o in ruling["options"]] == [
        ("accept", ["55A", "53A"]),
        ("reject", ["55B1"]),
    ]
    texts = clean_texts(data, tmp_path)
    assert "(55A)" in texts["nl"] and "(55C)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55b1_rejected_the_card_goes_back_west_leads(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{WEST_WINS_SOUTH_LEADS}; W dir; W ch reject"), edition)
    report = rule_json(data, tmp_path)
    effects = [(e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]]
    assert effects == [("card_withdrawn", ["55B1"]), ("adjusted_score_possible", ["55C"])]
    # declarer's card goes back without penalty (48A): West leads
    assert report["next"] == "W" and report["obligations"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55a_accepted_west_plays_to_it(tmp_path: Path, edition: str) -> None:
    report = rule_json(
        record(script(f"{WEST_WINS_SOUTH_LEADS}; W dir; W ch accept"), edition), tmp_path
    )
    assert report["irregularities"][-1]["accepted"] is True
    assert report["next"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55_right_leader_leads_dummys_card_goes_back(tmp_path: Path, edition: str) -> None:
    # dummy's diamond eight led at West's turn (declarer South's irregularity, 55);
    # West leads his own card
    events = script(
        f"{ONE_HEART}; W card C8; N card C2; E card C4; S card C7; N card D8; W card D3"
    )
    report = rule_json(record(events, edition), tmp_path)
    [lead] = report["irregularities"]
    assert lead["offender"] == "S" and lead["laws"] == ["55", RIGHT_LEADER[edition]]
    assert report["next"] == "N" and report["obligations"] == []
