"""Helper play8 (issue 13): Law 58B, two or more cards led or played at once
by one player (2017 and 2007 alike), with the hands known and unknown
(spec §6), as a lead and as a follow. Records our own.

- The cards of a hand not written in the situation may be his: the finding
  is ruled (it was dropped in silence before).
- A seen card is a known card of his from then on.
- Following suit overrides (44C): when one seen card follows suit, it is the
  card he plays and there is nothing to designate; when several do, he
  designates among those only (designating a card of another suit would be a
  revoke). A defender's other seen cards become penalty cards (58B2, 50B),
  declarer's go back to the hand.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS
from rule_cases import DEAL, clean_texts, penalty_cards, rule_json, script

#: 3NT by North after six tricks; North has led the ♥4 to trick 7
FOLLOW = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 4, "EW": 2}, "current": ["N:H4"]}


def lead_by(seat: str) -> dict[str, Any]:
    return {"contract": "3NT", "declarer": "N", "tricks": {"NS": 4, "EW": 2}, "leader": seat}


def at_once(seat: str, *cards: str, visible: list[str] | None = None) -> dict[str, Any]:
    fact: dict[str, Any] = {"fact": "simultaneous_cards", "value": list(cards), "seat": seat}
    if visible is not None:
        fact["visible"] = visible
    return fact


def situation(edition: str, where: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    return {"edition": edition, "board": 1, "situation": where, "events": events}


def _58b(report: dict[str, Any]) -> list[tuple[list[str], Any, list[str], Any]]:
    return [
        (r["laws"], r["chooser"], [o["code"] for o in r["options"]], r["chosen"])
        for r in report["rulings"]
        if r["irregularity"] == "simultaneous_cards"
    ]


EAST_FOLLOWS = [{"by": "E", "card": "H3"}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_44c_hands_unknown_the_one_card_following_suit_is_played(
    tmp_path: Path, edition: str
) -> None:
    # East puts the ♥3 and the ♣5 on the heart lead: the ♥3 follows suit, so
    # it is played (44C); the ♣5, seen, is a minor penalty card (58B2, 50B)
    data = situation(
        edition, FOLLOW, [*EAST_FOLLOWS, at_once("E", "H3", "C5"), {"by": "W", "director": True}]
    )
    report = rule_json(data, tmp_path)
    assert _58b(report) == [(["58B2"], None, [], None)]
    played = [e for e in report["rulings"][-1]["effects"] if e["type"] == "card_played"]
    assert [(e["seat"], e["card"], e["laws"]) for e in played] == [("E", "H3", ["58B2", "44C"])]
    assert penalty_cards(report) == {("E", "C5", "minor")}
    assert (report["status"], report["next"]) == ("play", "S")
    texts = clean_texts(data, tmp_path)
    assert "East must follow suit (44C): ♥3 is the only card of the suit led" in texts["en"]
    assert "Oost moet kleur bekennen (44C)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_hands_unknown_designation_among_the_cards_following_suit(
    tmp_path: Path, edition: str
) -> None:
    events = [*EAST_FOLLOWS, at_once("E", "H3", "C5", "H9"), {"by": "W", "director": True}]
    data = situation(edition, FOLLOW, events)
    report = rule_json(data, tmp_path)
    # the ♣5 cannot be designated: East holds a heart (two are seen)
    assert _58b(report) == [(["58B2"], "E", ["card:H3", "card:H9"], None)]
    assert report["status"] == "awaiting_choice"
    texts = clean_texts(data, tmp_path)
    assert "East plays ♥9; his other cards seen become penalty cards (58B2)." in texts["en"]
    assert "if he is a defender" not in texts["en"]
    # he plays the nine: two penalty cards, so both are major (50B)
    data = situation(edition, FOLLOW, [*events, {"by": "E", "choose": "card:H9"}])
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("E", "H3", "major"), ("E", "C5", "major")}
    assert (report["status"], report["next"]) == ("play", "S")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b1_hands_unknown_only_the_club_seen_is_played(tmp_path: Path, edition: str) -> None:
    # only the ♣5's face could be seen: it is played, the ♥3 goes back (47F);
    # with his hand unknown nothing shows that he could follow
    events = [*EAST_FOLLOWS, at_once("E", "H3", "C5", visible=["C5"])]
    data = situation(edition, FOLLOW, events)
    report = rule_json(data, tmp_path)
    assert _58b(report) == [(["58B1"], None, [], None)]
    assert penalty_cards(report) == set()
    assert [i["irregularity"] for i in report["irregularities"]] == ["simultaneous_cards"]
    texts = clean_texts(data, tmp_path)
    assert "Only ♣5 could be seen" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_hands_unknown_a_defenders_lead_of_two_cards(tmp_path: Path, edition: str) -> None:
    events = [{"by": "E", "card": "S5"}, at_once("E", "S5", "SK"), {"by": "W", "director": True}]
    data = situation(edition, lead_by("E"), [*events, {"by": "E", "choose": "card:S5"}])
    report = rule_json(data, tmp_path)
    assert _58b(report) == [(["58B2"], "E", ["card:S5", "card:SK"], "card:S5")]
    # an honour seen is a major penalty card (50B)
    assert penalty_cards(report) == {("E", "SK", "major")}
    assert (report["status"], report["next"]) == ("play", "S")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_53_hands_unknown_two_cards_led_out_of_turn(tmp_path: Path, edition: str) -> None:
    # West was on lead; East leads ♠5 and ♠K at once: 58B first (seed 004),
    # then the lead out of turn is ruled on the card he designates
    events = [{"by": "E", "card": "S5"}, at_once("E", "S5", "SK"), {"by": "N", "director": True}]
    data = situation(edition, lead_by("W"), events)
    report = rule_json(data, tmp_path)
    assert _58b(report) == [(["58B2"], "E", ["card:S5", "card:SK"], None)]
    codes = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
    assert codes == [("lead_out_of_turn", "E"), ("simultaneous_cards", "E")]
    clean_texts(data, tmp_path)
    data = situation(edition, lead_by("W"), [*events, {"by": "E", "choose": "card:S5"}])
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["irregularity"] == "lead_out_of_turn"
    assert report["rulings"][-1]["chooser"] == "N"
    assert ("E", "SK", "major") in penalty_cards(report)
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_hands_unknown_declarers_other_card_goes_back(
    tmp_path: Path, edition: str
) -> None:
    events = [{"by": "N", "card": "S5"}, at_once("N", "S5", "SK"), {"by": "E", "director": True}]
    data = situation(edition, lead_by("N"), events)
    report = rule_json(data, tmp_path)
    assert _58b(report) == [(["58B2"], "N", ["card:S5", "card:SK"], None)]
    texts = clean_texts(data, tmp_path)
    assert "North plays ♠K; his other cards seen go back to the hand, without" in texts["en"]
    data = situation(edition, lead_by("N"), [*events, {"by": "N", "choose": "card:SK"}])
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == set()  # declarer's cards are no penalty cards (48A)
    assert (report["status"], report["next"]) == ("play", "E")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_58b2_44c_hands_known_a_revoke_card_among_the_cards_seen(
    tmp_path: Path, edition: str
) -> None:
    # the whole deal: East leads the ♦A; West puts his ♦3 and his ♣8 down
    # together. He holds diamonds: the ♦3 is played, the ♣8 (which would be
    # a revoke) becomes a minor penalty card; no revoke
    text = "N 1NT; E pass; S pass; W pass; E card DA; S card D5; W card D3"
    fact = {"fact": "simultaneous_cards", "value": ["D3", "C8"], "seat": "W"}
    data = {"edition": edition, "board": 1, "deal": DEAL, "events": [*script(text), fact]}
    report = rule_json(data, tmp_path)
    assert _58b(report) == [(["58B2"], None, [], None)]
    assert penalty_cards(report) == {("W", "C8", "minor")}
    assert [i["irregularity"] for i in report["irregularities"]] == ["simultaneous_cards"]
    assert (report["status"], report["next"]) == ("play", "N")
    texts = clean_texts(data, tmp_path)
    assert "West must follow suit (44C): ♦3 is the only card" in texts["en"]
