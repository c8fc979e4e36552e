"""Law 43A2 (dummy exchanges hands, leaves his seat to watch declarer, or
looks at a defender's cards) and what it costs him under 43B2 and 43B3, in
both editions, with 48B1 (declarer spreading his hand after a lead out of
turn). Facts our own, from seed 000 (42, 43, 48B) and seed 002 (2007)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: dummy's ace of clubs wins trick 1: the lead is in dummy
DUMMY_WINS = f"{ONE_HEART}; W card C8; N card CA; E card C4; S card C7"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a2_43b2a_dummy_who_looked_warns_declarer(tmp_path: Path, edition: str) -> None:
    # dummy, who had walked round to watch declarer (43A2b), stops him
    # leading from his own hand: a defender names the hand to lead from
    data = record(script(f"{DUMMY_WINS}; fact dummy_warned_lead true"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "dummy_warned_lead" and ruling["laws"] == ["43B2a"]
    assert ruling["chooser"] == "W"
    assert [o["code"] for o in ruling["options"]] == ["lead_from:S", "lead_from:N"]
    texts = clean_texts(data, tmp_path)
    assert "Either defender may name the hand declarer leads from (43B2a)." in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a2_43b2a_either_defender_may_name_the_hand(tmp_path: Path, edition: str) -> None:
    # 43B2a gives the choice to either defender: East's is not without effect
    data = record(script(f"{DUMMY_WINS}; fact dummy_warned_lead true; E ch lead_from:S"), edition)
    report = rule_json(data, tmp_path)
    assert "without_effect" not in report
    assert report["status"] == "play" and report["next"] == "S"
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "E" and ruling["chosen"] == "lead_from:S"
    texts = clean_texts(data, tmp_path)
    assert "East requires the lead from South's hand" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a2_43b2a_declarer_leads_from_the_hand_named(tmp_path: Path, edition: str) -> None:
    events = script(f"{DUMMY_WINS}; fact dummy_warned_lead true; W ch lead_from:S; S card D5")
    report = rule_json(record(events, edition), tmp_path)
    # South's diamond is the lead (no irregularity): West plays next
    assert [i["irregularity"] for i in report["irregularities"]] == ["dummy_warned_lead"]
    assert report["next"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a2_43b3_dummy_who_looked_draws_attention_first(tmp_path: Path, edition: str) -> None:
    # East leads out of turn (dummy is on lead); dummy, who had looked at
    # West's cards, is the first to draw attention: no rectification
    events = script(f"{DUMMY_WINS}; E card D2; N dir; fact dummy_breached_43a2 true")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["43A1b", "43B3"]
    types = [e["type"] for e in ruling["effects"]]
    assert "no_rectification" in types and "split_score_possible" in types
    assert report["obligations"] == [] and report["next"] == "S"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a2_not_breached_the_lead_is_ruled_as_usual(tmp_path: Path, edition: str) -> None:
    events = script(f"{DUMMY_WINS}; E card D2; N dir; fact dummy_breached_43a2 false")
    report = rule_json(record(events, edition), tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == [
        "dummy_drew_attention",
        "lead_out_of_turn",
    ]
    assert report["rulings"][-1]["chooser"] == "S"


# -- 48B1 -------------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48b1_declarer_spreads_after_an_opening_lead_out_of_turn(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{ONE_HEART}; E card D2; S exp S6"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["48B1", "54A"] and ruling["chosen"] == "become_dummy"
    assert report["declarer"] == "N" and report["next"] == "S"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48b1_spread_with_the_director_at_the_table(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{ONE_HEART}; E card D2; W dir; S exp HA"), edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == ["48B1", "54A"]
    assert report["declarer"] == "N" and report["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_48a_declarers_card_shown_later_is_no_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # after a regular opening lead declarer drops a card: 48A, not 48B1
    data = record(script(f"{ONE_HEART}; W card C8; N card C2; E card C4; S exp HA"), edition)
    report = rule_json(data, tmp_path)
    assert report["declarer"] == "S" and report["obligations"] == []
    assert report["irregularities"][-1]["laws"] == ["48A"]
