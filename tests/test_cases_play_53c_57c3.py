"""Law 53C (2007 53B) and 57C3 in both editions: declarer leads from his
hand when the lead is in dummy and the defender to the right of his hand
plays to it: the lead stands and that defender played before his partner
(57A); declarer's own card played too soon stands (57C3). Facts our own,
from seed 000 (53C, 57) and seed 002 (2007 53B, 57)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

#: declarer's card played too soon from either hand: 2017 57C3, 2007 57C2 (seed 002)
EARLY = {"2017": "57C3", "2007": "57C2"}

EDITIONS = ["2017", "2007"]
#: 2017 53C is 2007's 53B
WRONG_DEFENDER = {"2017": "53C", "2007": "53B"}

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: dummy's ace wins trick 1; South leads the diamond five from his own hand
#: and East follows with the two before anyone speaks
EAST_PLAYS_ON = (
    f"{ONE_HEART}; W card C8; N card CA; E card C4; S card C7; S card D5; E card D2; S dir"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53c_lead_stands_and_57a_for_easts_card(tmp_path: Path, edition: str) -> None:
    data = record(script(EAST_PLAYS_ON), edition)
    report = rule_json(data, tmp_path)
    wrong, premature = report["irregularities"]
    assert wrong["irregularity"] == "lead_from_wrong_hand" and wrong["accepted"] is True
    assert wrong["laws"] == ["55", WRONG_DEFENDER[edition]]
    assert premature["irregularity"] == "premature_play" and premature["laws"] == ["57A"]
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["57A"] and ruling["chooser"] == "S"
    # West holds diamonds: no 57A3 (2017) among the options
    assert not any(o["code"].startswith("require") for o in ruling["options"])
    assert penalty_cards(report) == {("E", "D2", "major")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53c_57a2_west_must_play_his_lowest(tmp_path: Path, edition: str) -> None:
    base = f"{EAST_PLAYS_ON}; S ch lowest"
    report = rule_json(record(script(base), edition), tmp_path)
    assert report["next"] == "W"
    restriction = [o for o in report["obligations"] if o["type"] == "play_restriction"]
    assert [(o["seat"], o["kind"], o["laws"]) for o in restriction] == [("W", "lowest", ["57A2"])]
    # West plays the seven, not his lowest diamond (the three): a revoke (61A)
    wrong = rule_json(record(script(f"{base}; W card D7"), edition), tmp_path)
    assert wrong["irregularities"][-1]["irregularity"] == "revoke"
    assert wrong["irregularities"][-1]["laws"] == ["57A2", "61A"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_53c_57a2_complied_east_then_owes_his_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    events = script(f"{EAST_PLAYS_ON}; S ch lowest; W card D3; N card D8")
    report = rule_json(record(events, edition), tmp_path)
    # East's two is a major penalty card (57A), not a card waiting for its
    # turn (that is 57D): he plays it now, at his first legal opportunity
    assert report["next"] == "E"
    assert penalty_cards(report) == {("E", "D2", "major")}
    done = rule_json(record([*events, *script("E card D2")], edition), tmp_path)
    assert done["next"] == "N" and done["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c3_declarers_card_before_dummy_stands(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{ONE_HEART}; W card C8; S card C7; N card C2; E card C4"), edition)
    report = rule_json(data, tmp_path)
    [premature] = report["irregularities"]
    assert premature["laws"] == [EARLY[edition]] and premature["offender"] == "S"
    assert premature["accepted"] is True
    # the seven was played at South's turn: West's eight wins the trick
    assert report["next"] == "W" and report["obligations"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c1_declarers_card_counts_for_both_hands(tmp_path: Path, edition: str) -> None:
    # dummy leads; South plays before East, then West plays before his
    # partner: declarer has played from both hands, so no rectification
    events = script(
        f"{ONE_HEART}; W card C8; N card CA; E card C4; S card C7; N card D8; S card D5; W card D3"
    )
    report = rule_json(record(events, edition), tmp_path)
    laws = [i["laws"] for i in report["irregularities"]]
    assert laws == [[EARLY[edition]], ["57C1"]]
    assert report["obligations"] == []
