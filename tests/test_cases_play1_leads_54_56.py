"""Law 54's five choices, 56 and 47A in both editions, and a lead out of turn
by the partner of a defender who holds a penalty card (the exposure ruled
first, then the lead), predicted from the seed texts before they were run."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West should lead; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
#: East faces the diamond two as the opening lead; South calls the director
EAST_LEADS = [*ONE_HEART, *script("E card D2; S dir")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54_offers_three_choices(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(EAST_LEADS, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == [
        "accept",
        "become_dummy",
        "require_retraction",
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b1_accept_declarer_plays_second_from_his_hand(tmp_path: Path, edition: str) -> None:
    report = rule_json(record([*EAST_LEADS, *script("S ch accept")], edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "S" and report["declarer"] == "S"
    assert report["irregularities"][0]["accepted"] is True
    assert report["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54a_declarer_becomes_dummy(tmp_path: Path, edition: str) -> None:
    report = rule_json(record([*EAST_LEADS, *script("S ch become_dummy")], edition), tmp_path)
    assert report["declarer"] == "N" and report["contract"] == "1H"
    # South's hand, now dummy, plays next, North (declarer) playing it
    assert report["next"] == "S"
    assert ("declarer_becomes_dummy", ["54A"]) in [
        (e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]
    ]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("choice", "kind", "law"),
    [("require_suit:D", "require_suit", "50D2a"), ("prohibit_suit:D", "prohibit_suit", "50D2a")],
)
def test_law_54d_retracted_then_50d2a(
    tmp_path: Path, edition: str, choice: str, kind: str, law: str
) -> None:
    events = [*EAST_LEADS, *script(f"S ch require_retraction; S ch {choice}")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "W"
    # 47A: the card led is taken back as the rectification requires; a
    # defender's becomes a penalty card (54D), here picked up under 50D2a
    assert report["obligations"] == [
        {
            "type": "lead_restriction",
            "seat": "W",
            "laws": [law],
            "kind": kind,
            "suit": "D",
            "chooser": "S",
        }
    ]
    for lang in ("nl", "en"):
        assert_clean_text(rule_text(record(events, edition), tmp_path, lang))


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_retracted_then_50d2b_card_stays(tmp_path: Path, edition: str) -> None:
    events = [*EAST_LEADS, *script("S ch require_retraction; S ch no_restriction")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "W"
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "E", "laws": ["54D", "50D"], "card": "D2", "kind": "major"}
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47a_56_refused_lead_out_of_turn_is_a_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # North wins trick 1; East leads the diamond two: refused, the card goes
    # back as the rectification requires (47A) and is a major penalty card (56)
    events = [*ONE_HEART, *script("W card C8; N card CA; E card C4; S card C7; E card D2; S dir")]
    ruling = rule_json(record(events, edition), tmp_path)["rulings"][-1]
    assert ruling["laws"] == ["53", "56"] and [o["code"] for o in ruling["options"]] == [
        "accept",
        "reject",
    ]
    report = rule_json(record([*events, *script("S ch reject")], edition), tmp_path)
    assert report["next"] == "N"
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "E", "laws": ["56", "50D"], "card": "D2", "kind": "major"}
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47a_55b2_declarers_card_goes_back_without_penalty(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *ONE_HEART,
        *script("W card C8; N card CA; E card C4; S card C7; S card D5; W dir; W ch reject"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "N" and report["obligations"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_56_lead_out_of_turn_by_the_penalty_card_holders_partner(
    tmp_path: Path, edition: str
) -> None:
    # East shows the spade queen in trick 1 (South wins it); West then leads
    # out of turn: the director rules on the exposure first, then the lead
    events = [*ONE_HEART, *script("W card C8; N card C2; E exp SQ; E card C4; S card CQ")]
    events += script("W card D3; S dir")
    report = rule_json(record(events, edition), tmp_path)
    exposure, lead = report["rulings"]
    assert exposure["irregularity"] == "exposed_card" and exposure["laws"] == ["49"]
    assert lead["irregularity"] == "lead_out_of_turn" and lead["chooser"] == "S"
    done = rule_json(record([*events, *script("S ch reject")], edition), tmp_path)
    cards = {(o["seat"], o["card"], o["kind"]) for o in done["obligations"]}
    assert cards == {("E", "SQ", "major"), ("W", "D3", "major")}
    assert done["next"] == "S"
    en = rule_text(record(events, edition), tmp_path, "en")
    assert "no ruling asked" not in en
