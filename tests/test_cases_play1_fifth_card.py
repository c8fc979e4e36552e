"""45E: a card put down right after a completed trick by the player who
played its last card (helper play1, own facts), in both editions. Only the
director can judge whether it was led to the next trick (53/56, 55) or
added to the trick just completed as a fifth card (45E1: a defender's is a
penalty card; 45E2: declarer's goes back without rectification). The
question ``led`` is asked before the lead's options when a defender puts
down a card right after playing the last card of the trick; the same fact
given for any lead out of turn after a trick in view rules it a fifth card."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
SOUTH_WINS = script("W card CT; N card C2; E card C4; S card CQ")
#: trick 2: South leads a spade, dummy wins with the ace, East plays last
EAST_LAST = script("S card S6; W card S3; N card SA; E card S8")
#: trick 2: South leads a club, West wins with the eight, East plays last
WEST_WINS_EAST_LAST = script("S card C7; W card C8; N card C3; E card C5")
#: tricks 1-2: West wins trick 1, East wins trick 2, South plays last
SOUTH_LAST = script(
    "W card CT; N card C2; E card C4; S card C7; W card D3; N card D8; E card DQ; S card D5"
)


def fact(name: str, value: Any) -> dict[str, Any]:
    return {"fact": name, "value": value}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e1_card_after_the_completed_trick_asks_whether_it_was_led(
    tmp_path: Path, edition: str
) -> None:
    # East played the last card of trick 2 and at once puts down the diamond
    # two; dummy won the trick and is on lead
    events = [*ONE_HEART, *SOUTH_WINS, *EAST_LAST, *script("E card D2; S dir")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_out_of_turn" and ruling["offender"] == "E"
    assert ruling["question"]["fact"] == "led" and ruling["question"]["laws"] == ["45E1"]
    # the lead's options are there, to be offered once the director finds it a lead
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    clean_texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e1_fifth_card_is_a_minor_penalty_card_unless_deliberate(
    tmp_path: Path, edition: str
) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *EAST_LAST, *script("E card D2; S dir")]
    events.append(fact("led", False))
    report = rule_json(record(events, edition), tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "exposed_card" and irregularity["laws"] == ["45E1"]
    # a low card: minor unless the director finds it deliberately played (50B)
    assert report["status"] == "awaiting_fact"
    assert report["rulings"][-1]["question"]["fact"] == "deliberate"
    assert penalty_cards(report) == {("E", "D2", "minor")}
    done = rule_json(record([*events, fact("deliberate", False)], edition), tmp_path)
    assert done["status"] == "play" and done["next"] == "N"
    assert penalty_cards(done) == {("E", "D2", "minor")}
    texts = clean_texts(record([*events, fact("deliberate", False)], edition), tmp_path)
    assert "(45E1)" in texts["nl"] and "fifth card" in texts["en"]
    assert "vijfde kaart" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e1_the_director_finds_it_led_then_53_and_56(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *EAST_LAST, *script("E card D2; S dir")]
    events.append(fact("led", True))
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["53", "56"] and ruling["chooser"] == "S"
    rejected = rule_json(record([*events, {"by": "S", "choose": "reject"}], edition), tmp_path)
    # 56: a major penalty card; dummy leads
    assert penalty_cards(rejected) == {("E", "D2", "major")} and rejected["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e1_deliberate_fifth_card_with_partner_on_lead_brings_50d2(
    tmp_path: Path, edition: str
) -> None:
    # West won trick 2; East, who played its last card, puts down the heart
    # king: an honour, so a major penalty card at once, and West on lead
    # makes declarer choose under 50D2
    events = [*ONE_HEART, *SOUTH_WINS, *WEST_WINS_EAST_LAST, *script("E card HK; S dir")]
    events.append(fact("led", False))
    report = rule_json(record(events, edition), tmp_path)
    assert penalty_cards(report) == {("E", "HK", "major")}
    assert report["status"] == "awaiting_choice"
    choice = report["rulings"][-1]
    assert choice["laws"] == ["50D2"] and choice["chooser"] == "S"
    assert "no_restriction" in [o["code"] for o in choice["options"]]
    clean_texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e2_declarers_fifth_card_goes_back(tmp_path: Path, edition: str) -> None:
    # South played the last card of trick 2 (East won it), then the heart
    # eight: taken as a lead out of turn (55), nothing asked; the director
    # who finds it a fifth card says so: back to his hand, East leads
    events = [*ONE_HEART, *SOUTH_LAST, *script("S card H8; W dir")]
    asked = rule_json(record(events, edition), tmp_path)
    assert asked["status"] == "awaiting_choice"
    assert asked["rulings"][-1].get("question") is None
    done = rule_json(record([*events, fact("led", False)], edition), tmp_path)
    assert done["status"] == "play" and done["next"] == "E" and done["obligations"] == []
    ruling = done["rulings"][-1]
    assert ruling["laws"] == ["45E2"] and ruling["options"] == []
    assert [e["type"] for e in ruling["effects"]] == ["card_withdrawn"]
    texts = clean_texts(record([*events, fact("led", False)], edition), tmp_path)
    assert "(45E2)" in texts["en"] and "55A" not in texts["en"]
    led = rule_json(record([*events, fact("led", True)], edition), tmp_path)
    assert led["status"] == "awaiting_choice" and led["rulings"][-1]["chooser"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e1_led_given_before_the_director_comes(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *SOUTH_WINS, *EAST_LAST, *script("E card D2")]
    events += [fact("led", False), fact("deliberate", True), {"by": "S", "director": True}]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert penalty_cards(report) == {("E", "D2", "major")}
    assert report["irregularities"][0]["laws"] == ["45E1"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e_not_asked_of_a_player_who_did_not_play_last(tmp_path: Path, edition: str) -> None:
    # West (second to trick 2) leads out of turn: an ordinary lead out of turn
    events = [*ONE_HEART, *SOUTH_WINS, *EAST_LAST, *script("W card H2; S dir")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1].get("question") is None
    # the director may still find it a fifth card (45E1)
    found = rule_json(record([*events, fact("led", False)], edition), tmp_path)
    assert found["irregularities"][0]["irregularity"] == "exposed_card"
    assert penalty_cards(found) == {("W", "H2", "minor")}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e_a_normal_lead_by_the_trick_winner_is_no_question(
    tmp_path: Path, edition: str
) -> None:
    # East wins trick 2 as the last to play and leads: correct procedure
    events = [*ONE_HEART, *SOUTH_WINS, *script("S card S6; W card S3; N card S2; E card S8")]
    events += script("E card DA")
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["irregularities"] == []
