"""Seed 004's play protocols as executable steps: each step's question or
choice in the protocol's order, walked through on one deal.

- "Uit de verkeerde hand spelen door leider" (55),
- "Voor de beurt voorspelen door een tegenspeler" (53, 56, 50D2),
- "Uitkomen door de verkeerde tegenspeler" (54, 47E1, 54C),
- "Verzaking" (61-64: correct before it is established, explain after),
- "Strafkaart" (48A, 50, 51).

Each test is one protocol: the general protocol's steps first, then the
director's question, then the chooser's options, then what each choice
leaves on the table."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaws import protocol
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def card(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "card": name}


def director(seat: str) -> dict[str, Any]:
    return {"by": seat, "director": True}


def choose(seat: str, option: str) -> dict[str, Any]:
    return {"by": seat, "choose": option}


def fact(name: str, value: Any) -> dict[str, Any]:
    return {"fact": name, "value": value}


# South plays 1H; West leads.
ONE_HEART = [
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "1H"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
]
DUMMY_WINS_T1 = [card("W", "CT"), card("N", "CA"), card("E", "C4"), card("S", "C7")]
WEST_WINS_T1 = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "C7")]
SOUTH_WINS_T1 = [card("W", "CT"), card("N", "C2"), card("E", "C4"), card("S", "CQ")]


def table(events: list[dict[str, Any]], edition: str = "2017") -> Table:
    record = {"edition": edition, "board": 1, "deal": DEAL, "events": [*ONE_HEART, *events]}
    return Table.from_record(TableRecord.from_json(record))


def report(events: list[dict[str, Any]], edition: str = "2017") -> dict[str, Any]:
    out: dict[str, Any] = table(events, edition).report("en")
    return out


def options(events: list[dict[str, Any]], edition: str = "2017") -> tuple[str, list[str]]:
    ruling = report(events, edition)["rulings"][-1]
    return ruling["chooser"], [o["code"] for o in ruling["options"]]


EDITIONS = ["2017", "2007"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_protocol_55_declarer_leads_from_the_wrong_hand(edition: str) -> None:
    lead = [*DUMMY_WINS_T1, card("S", "SJ"), director("W")]
    # 1: was it on a defender's word (47E1)? asked first, after who called
    t = table(lead, edition)
    assert [s.key for s in protocol.steps(t)] == ["called_by", "opponent_induced", "acted_since"]
    question = protocol.next_question(t)
    assert question is not None and question.fact == "opponent_induced"
    # 47E1: yes: the card goes back without rectification, dummy leads
    induced = report([*lead, fact("opponent_induced", True)], edition)
    assert induced["rulings"][-1]["laws"] == ["47E1"] and induced["next"] == "N"
    assert induced["obligations"] == []
    # 3: no: the defender to the left of the hand that led chooses (55A)
    asked = [*lead, fact("opponent_induced", False)]
    assert protocol.next_question(table(asked, edition)) is None
    assert options(asked, edition) == ("W", ["accept", "reject"])
    # 4A: accepted, the left-hand opponent of that hand plays next
    assert report([*asked, choose("W", "accept")], edition)["next"] == "W"
    # 4B: refused: back without rectification, any card from the right hand
    refused = report([*asked, choose("W", "reject")], edition)
    assert refused["next"] == "N" and refused["obligations"] == []
    assert refused["rulings"][-1]["effects"][0]["laws"] == ["55B2"]
    # 2: already accepted by playing to it: said aloud, no choice
    played = table([*DUMMY_WINS_T1, card("S", "SJ"), card("W", "S3")], edition)
    said = protocol.accepted(played, played.irregularities[0])
    assert said is not None and "(55A)" in said.render("en")


@pytest.mark.parametrize("edition", EDITIONS)
def test_protocol_defenders_lead_out_of_turn_during_the_play(edition: str) -> None:
    lead = [*WEST_WINS_T1, card("E", "DA"), director("S")]
    t = table(lead, edition)
    assert [s.key for s in protocol.steps(t)] == ["called_by", "opponent_induced", "acted_since"]
    asked = [*lead, fact("opponent_induced", False)]
    # 3: declarer accepts, or refuses and then chooses among the 50D2 options
    ruling = report(asked, edition)["rulings"][-1]
    assert (ruling["chooser"], [o["code"] for o in ruling["options"]]) == (
        "S",
        ["accept", "reject"],
    )
    reject = next(o for o in ruling["options"] if o["code"] == "reject")
    assert len(reject["follows"]) == 3  # told before the choice (10C1)
    # a: accepted: declarer plays the next card from his hand
    assert report([*asked, choose("S", "accept")], edition)["next"] == "S"
    # not accepted: a major penalty card, and declarer's 50D2 choice now
    refused = [*asked, choose("S", "reject")]
    assert options(refused, edition) == (
        "S",
        ["require_suit:D", "prohibit_suit:D", "no_restriction"],
    )
    assert report(refused, edition)["obligations"][0]["kind"] == "major"
    # b: any card, the ace stays a penalty card; c/d: picked up, led or forbidden
    free = report([*refused, choose("S", "no_restriction")], edition)
    assert [o["type"] for o in free["obligations"]] == ["penalty_card"] and free["next"] == "W"
    for code, kind in (("require_suit:D", "require_suit"), ("prohibit_suit:D", "prohibit_suit")):
        done = report([*refused, choose("S", code)], edition)
        assert [(o["type"], o["kind"], o["seat"]) for o in done["obligations"]] == [
            ("lead_restriction", kind, "W")
        ]
    # 2: accepted by declarer's card: said aloud with 53A
    played = table([*WEST_WINS_T1, card("E", "DA"), card("S", "D5")], edition)
    said = protocol.accepted(played, played.irregularities[0])
    assert said is not None and "(53A)" in said.render("en")


@pytest.mark.parametrize("edition", EDITIONS)
def test_protocol_54_opening_lead_by_the_wrong_defender(edition: str) -> None:
    lead = [card("E", "DA"), director("S")]
    t = table(lead, edition)
    # 1 and 3 of the protocol: 47E1 first, then could declarer see dummy (54C)
    assert [s.key for s in protocol.steps(t)] == [
        "called_by",
        "opponent_induced",
        "acted_since",
        "could_see_dummy",
    ]
    first = protocol.next_question(t)
    assert first is not None and first.fact == "opponent_induced"
    second = protocol.next_question(table([*lead, fact("opponent_induced", False)], edition))
    assert second is not None and second.fact == "could_see_dummy"
    # 3: he could: he must accept and stays declarer; South plays second
    seen = report([*lead, fact("opponent_induced", False), fact("could_see_dummy", True)], edition)
    assert seen["rulings"][-1]["laws"] == ["54C"] and seen["next"] == "S"
    # 4: the options, told in full before the choice
    asked = [*lead, fact("opponent_induced", False), fact("could_see_dummy", False)]
    assert options(asked, edition) == ("S", ["accept", "become_dummy", "require_retraction"])
    # 4.1 accept: dummy spreads, declarer plays second from his own hand
    accepted = report([*asked, choose("S", "accept")], edition)
    assert accepted["declarer"] == "S" and accepted["next"] == "S"
    # 4.2 become dummy
    dummy = report([*asked, choose("S", "become_dummy")], edition)
    assert dummy["declarer"] == "N"
    # 4.3-4.5 refuse: West leads after declarer's 50D2 choice
    refused = [*asked, choose("S", "require_retraction")]
    assert options(refused, edition) == (
        "S",
        ["require_suit:D", "prohibit_suit:D", "no_restriction"],
    )
    # 0: two cards led at once: 58B first, the lead out of turn after it
    two = report([*lead, {"fact": "simultaneous_cards", "value": ["DA", "DK"], "seat": "E"}])
    assert [r["laws"] for r in two["rulings"]] == [["58B2"]]
    # 2: declarer already began to spread his hand: he is dummy (54A)
    spread = report([card("E", "DA"), {"by": "S", "expose": "HA"}], edition)
    assert spread["declarer"] == "N" and spread["rulings"][-1]["laws"] == ["48B1", "54A"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_protocol_revoke_corrected_before_it_is_established(edition: str) -> None:
    # trick 2: South leads D5, West discards S3 holding diamonds, dummy plays D8
    revoke = [*SOUTH_WINS_T1, card("S", "D5"), card("W", "S3"), card("N", "D8"), director("E")]
    # case A: not established; the defender's revoke card is a major penalty card
    # and the non-offender who played after it (declarer for dummy) may take
    # his card back (62B1, 62C1)
    ruled = report(revoke, edition)
    assert ruled["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["62B1", "50"], "card": "S3", "kind": "major"}
    ]
    assert options(revoke, edition) == ("S", ["keep", "withdraw"])
    # 3 then 4: the offender's legal card may come before the choice (seed 004)
    corrected = [*revoke, card("W", "D3")]
    assert options(corrected, edition) == ("S", ["keep", "withdraw"])
    done = report([*corrected, choose("S", "withdraw"), card("N", "DT")], edition)
    assert done["status"] == "play" and done["next"] == "E"
    # case B: established (East played to trick 3): the transfer explained now
    established = [
        *SOUTH_WINS_T1,
        card("S", "D5"),
        card("W", "S3"),
        card("N", "D8"),
        card("E", "D2"),
        card("N", "C3"),
        card("E", "C5"),
        director("S"),
    ]
    explained = report(established, edition)
    assert explained["status"] == "play" and explained["next"] == "S"
    kinds = [e["type"] for e in explained["rulings"][-1]["effects"]]
    assert kinds == [
        "revoke_established",
        "tricks_transferred_after_play",
        "adjusted_score_possible",
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_protocol_penalty_card(edition: str) -> None:
    # 1-2: declarer's or dummy's card: no rectification (48A)
    mine = report([*SOUTH_WINS_T1, {"by": "N", "expose": "S2"}, director("W")], edition)
    assert mine["rulings"][-1]["laws"] == ["48A"] and mine["obligations"] == []
    # 3-4: a defender's low card: the director decides major or minor (50B)
    dropped = [*WEST_WINS_T1, {"by": "E", "expose": "S8"}, director("S")]
    asked = report(dropped, edition)
    assert asked["status"] == "awaiting_fact"
    assert asked["rulings"][-1]["question"]["fact"] == "deliberate"
    minor = report([*dropped, fact("deliberate", False)], edition)
    assert [(o["card"], o["kind"]) for o in minor["obligations"]] == [("S8", "minor")]
    assert minor["status"] == "play" and minor["next"] == "W"  # no lead restriction (50C)
    # major: partner has the lead: declarer's 50D2 choice before he leads
    major = [*dropped, fact("deliberate", True)]
    assert options(major, edition) == ("S", ["require_suit:S", "prohibit_suit:S", "no_restriction"])
    # an honour is major without asking
    honour = [*WEST_WINS_T1, {"by": "E", "expose": "SQ"}, director("S")]
    assert options(honour, edition) == (
        "S",
        ["require_suit:S", "prohibit_suit:S", "no_restriction"],
    )
