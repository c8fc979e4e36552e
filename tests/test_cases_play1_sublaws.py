"""Thin sub-laws of 51-58 case by case in both editions, each answer
predicted from the seed texts before it was run: 51B1 (two penalty cards of
one suit), 55C (declarer's information from his own lead out of turn), 57B
(the partner cannot comply), 57D (a card at RHO's turn after partner played:
ruled when the director is called; 2007 has no 57D: 49), 58A (a card put down
together with a legal lead counts after it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
#: West wins trick 1 with the club ten; North wins it with the ace
WEST_WINS = script("W card CT; N card C2; E card C4; S card C7")
NORTH_WINS = script("W card C8; N card CA; E card C4; S card C7")


def texts(data: dict[str, Any], tmp: Path) -> tuple[str, str]:
    nl, en = rule_text(data, tmp, "nl"), rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return nl, en


# -- 51B1: two penalty cards in one suit -----------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b1_two_penalty_cards_of_one_suit_options(tmp_path: Path, edition: str) -> None:
    # East shows the spade queen and eight; West wins trick 1 and is to lead:
    # both cards major (50B: two penalty cards), declarer requires or
    # prohibits spades (51B1a, 51B1b) or leaves them (50D2b)
    events = [*ONE_HEART, *script("W card CT; N card C2; E exp SQ; E exp S8; E card C4")]
    events += script("S card C7; S dir")
    report = rule_json(record(events, edition), tmp_path)
    choice = report["rulings"][-1]
    assert choice["laws"] == ["51B1"] and choice["chooser"] == "S"
    assert [o["code"] for o in choice["options"]] == [
        "require_suit:S",
        "prohibit_suit:S",
        "no_restriction",
    ]
    assert [o["laws"] for o in choice["options"]][:2] == [["51B1a"], ["51B1b"]]
    kinds = {o["card"]: o["kind"] for o in report["obligations"] if o["type"] == "penalty_card"}
    assert kinds == {"SQ": "major", "S8": "major"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b1b_prohibit_picks_up_both(tmp_path: Path, edition: str) -> None:
    events = [*ONE_HEART, *script("W card CT; N card C2; E exp SQ; E exp S8; E card C4")]
    events += script("S card C7; S dir; S ch prohibit_suit:S")
    report = rule_json(record(events, edition), tmp_path)
    assert not [o for o in report["obligations"] if o["type"] == "penalty_card"]
    [restriction] = report["obligations"]
    assert restriction["kind"] == "prohibit_suit" and restriction["laws"] == ["51B1b"]
    _, en = texts(record(events, edition), tmp_path)
    assert "West may not lead spades while he keeps the lead (51B1b)" in en
    # West leads a diamond; East may play any legal card to it (51B1b)
    later = rule_json(
        record([*events, *script("W card D3; N card D8; E card DA")], edition), tmp_path
    )
    assert later["irregularities"] == report["irregularities"]


# -- 55C -------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_55c_declarers_information_from_his_lead(tmp_path: Path, edition: str) -> None:
    # North won trick 1; South leads from his own hand: West chooses; if the
    # card goes back, a line based on it may bring an adjusted score (55C)
    events = [*ONE_HEART, *NORTH_WINS, *script("S card D5; W dir")]
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_from_wrong_hand" and ruling["chooser"] == "W"
    reject = next(o for o in ruling["options"] if o["code"] == "reject")
    assert ["adjusted_score_possible", ["55C"]] in [
        [e["type"], e["laws"]] for e in reject["effects"]
    ]
    nl, en = texts(record([*events, *script("W ch reject")], edition), tmp_path)
    assert "the director may adjust the score (55C)" in en
    assert "gebaseerd zou kunnen zijn op informatie uit zijn overtreding" in nl


# -- 57B: the partner cannot comply --------------------------------------------------


def _situation(edition: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    # dummy (North) leads the diamond two; East has no diamond left
    return {
        "edition": edition,
        "board": 3,
        "situation": {
            "contract": "4S",
            "declarer": "S",
            "tricks": {"NS": 4, "EW": 1},
            "current": ["N:D2"],
            "dummy": "QT7.K5.-.AJ",
            "hands": {"E": "K9.QJ.-.Q876"},
        },
        "events": events,
    }


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57b_partner_void_plays_any_card(tmp_path: Path, edition: str) -> None:
    # West plays the diamond nine before East: declarer requires East's
    # highest diamond; East has none and discards a club: no revoke (57B, 59)
    events = script("W card D9; S dir; S ch highest; E card C6")
    report = rule_json(_situation(edition, events), tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    assert [i["irregularity"] for i in report["irregularities"]] == ["premature_play"]
    _, en = texts(_situation(edition, events), tmp_path)
    assert "A partner unable to comply may play any legal card (57B, 59)." in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57b_the_offender_then_owes_his_penalty_card(tmp_path: Path, edition: str) -> None:
    # South follows, and West plays another diamond instead of the nine: he
    # failed to play his major penalty card (50D1, 52)
    events = script("W card D9; S dir; S ch lowest; E card C6; S card D5; W card D3")
    report = rule_json(_situation(edition, events), tmp_path)
    assert report["irregularities"][-1]["irregularity"] == "failure_to_play_penalty_card"


def test_law_57b_2017_require_another_suit_when_void(tmp_path: Path) -> None:
    # 57A3 (2017 only): a heart required from East, void in diamonds; a club breaks it
    events = script("W card D9; S dir; S ch require_suit:H; E card HQ")
    report = rule_json(_situation("2017", events), tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["premature_play"]
    wrong = rule_json(
        _situation("2017", script("W card D9; S dir; S ch require_suit:H; E card C6")), tmp_path
    )
    assert wrong["irregularities"][-1]["irregularity"] == "revoke"
    assert (
        "57A3" in wrong["irregularities"][-1]["laws"]
        or "57A" in wrong["irregularities"][-1]["laws"]
    )


# -- 57D, and 58A: a card put down at once with the legal lead ------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58a_card_with_the_legal_lead_counts_after_it(tmp_path: Path, edition: str) -> None:
    # West leads the club ten and East puts down the club four at the same
    # moment: East's card counts after West's (58A), so it is played before
    # North: 2017 57D (a legal card, played at his turn), 2007 an exposed
    # card (49: a major penalty card)
    events = [*ONE_HEART, *script("W card CT; E card C4; N card C2; S dir")]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "premature_play" and ruling["offender"] == "E"
    if edition == "2017":
        assert ruling["laws"] == ["57D"]
        assert [e["type"] for e in ruling["effects"]] == ["card_stands", "adjusted_score_possible"]
        assert report["next"] == "S" and report["obligations"] == []
    else:
        assert ruling["laws"] == ["49", "50"]
        assert report["next"] == "E"
        assert [(o["card"], o["kind"]) for o in report["obligations"]] == [("C4", "major")]
    nl, en = texts(record(events, edition), tmp_path)
    assert "no ruling asked" not in en and "no irregularity" not in en
    assert "gearbitreerd" in nl


def test_law_57d_illegal_card_is_a_major_penalty_card(tmp_path: Path) -> None:
    events = [*ONE_HEART, *script("W card CT; E card D2; S dir")]
    report = rule_json(record(events), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["57D"]
    assert [(e["type"], e["scope"]) for e in ruling["effects"]] == [("penalty_card", "major")]
    nl, _ = texts(record(events), tmp_path)
    assert "geen reglementaire kaart in deze slag, dus een grote strafkaart (57D)" in nl


def test_law_57d_not_called_is_listed_without_ruling(tmp_path: Path) -> None:
    events = [*ONE_HEART, *script("W card CT; E card C4; N card C2; S card C7")]
    report = rule_json(record(events), tmp_path)
    assert report["rulings"] == [] and report["next"] == "W"
    [irregularity] = report["irregularities"]
    assert irregularity["laws"] == ["57D"] and irregularity["accepted"] is False
    assert json.dumps(report).count("premature_play") == 1
