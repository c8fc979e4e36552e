"""The rubber rules 26, 44 and 54: a card put face up while a claim waits for
its answer (own words; rule numbers cited).

A claim ends the play (26): a card put on the table before anyone answered
is not played. A defender's such card lies face up without being led or
played, so it is an exposed card (definition XXVI(a), 44): declarer may call
it whenever its owner is to lead or play, should play go on, as when his
disputed claim is played out as he stated (54). Only the cards a defender
shows declarer to claim himself are spared (26(1)), and declarer and dummy
show cards without penalty (44(4), 26(2)). The Laws (68D) keep such a card
without effect; see tests/test_cases_trick10_claims.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from check2_cases import fact, sit
from play2_helpers import events as script_events
from rule_cases import DEAL, clean_texts, rule_json
from test_cases_lead10_claim_replay import _live

from bridgelaws import Table, TableRecord

#: 3NT by North after eight tricks (North-South 6, East-West 2), South on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 2}, "leader": "S"}

EXPOSED_EN = (
    "East played ♠A while North's claim awaited an answer: the claim ended the play (26), so "
    "the card is not played, but it lies face up as an exposed card (44): if the claim is "
    "disputed and played out as declarer stated (54), declarer may call it whenever East is "
    "to lead or play."
)
EXPOSED_NL = (
    "Oost speelde ♠A terwijl de aanspraak van Noord nog op een antwoord wachtte: de aanspraak "
    "beëindigde het spel (26), dus de kaart is niet gespeeld, maar zij ligt open op tafel als "
    "getoonde kaart (44)"
)


def rubber(evs: list[dict[str, Any]], situation: dict[str, Any] | None = None) -> dict[str, Any]:
    return sit(situation or EIGHT, evs, "rubber")


def exposures(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [
        (i["irregularity"], i["offender"], i["laws"])
        for i in report["irregularities"]
        if i["irregularity"] == "exposed_card"
    ]


def test_rubber_26_44_defenders_card_while_the_claim_waits_is_an_exposed_card(
    tmp_path: Path,
) -> None:
    data = rubber([{"by": "N", "claim": 9}, {"by": "E", "card": "SA"}])
    report = rule_json(data, tmp_path)
    # not played (26): nobody is to play, the claim still waits
    assert (report["status"], report["next"], report["tricks"]) == ("play", None, None)
    assert [(w["event"], w["by"]) for w in report["without_effect"]] == [(1, "E")]
    # but exposed (44): declarer may call it
    assert exposures(report) == [("exposed_card", "E", ["44"])]
    assert report["obligations"] == [
        {"type": "exposed_card", "seat": "E", "laws": ["44"], "card": "SA", "chooser": "N"}
    ]
    # no call is offered while play has ceased
    assert report["rulings"] == []
    texts = clean_texts(data, tmp_path)
    assert EXPOSED_EN in texts["en"]
    assert EXPOSED_NL in texts["nl"]
    assert "Getoonde kaart door Oost (regel 44)" in texts["nl"]
    assert "♠A van Oost blijft open op tafel liggen" in texts["nl"]
    assert "als aufgedeckte Karte" in texts["de"]


def test_rubber_26_44_exposed_card_stays_listed_when_the_claim_is_accepted(
    tmp_path: Path,
) -> None:
    events = [
        {"by": "N", "claim": 9},
        {"by": "E", "card": "SA"},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    report = rule_json(rubber(events), tmp_path)
    # 26(3): accepted, nobody can require play to go on; the claim stands
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 100, "EW": 0}
    assert exposures(report) == [("exposed_card", "E", ["44"])]
    texts = clean_texts(rubber(events), tmp_path)
    assert EXPOSED_EN in texts["en"]


def test_rubber_54_44_disputed_claim_settled_with_the_exposed_card_on_the_table(
    tmp_path: Path,
) -> None:
    events = [
        {"by": "N", "claim": 9},
        {"by": "E", "card": "SA"},
        {"by": "W", "dispute": True},
    ]
    data = rubber(events)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    # the exposed card is in force while declarer plays on as he stated (54)
    assert [o["card"] for o in report["obligations"]] == ["SA"]
    ruling = report["rulings"][0]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == ("claim", "N", ["54"])
    assert ruling["question"]["fact"] == "claim_award"
    texts = clean_texts(data, tmp_path)
    assert "declarer may call it whenever East is to lead or play (44)" in texts["en"]
    data["events"].append(fact("claim_award", 8))
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": 0, "EW": 50}
    assert exposures(report) == [("exposed_card", "E", ["44"])]
    texts = clean_texts(data, tmp_path)
    assert "North's side takes 8 tricks in all (54)" in texts["en"]


def test_rubber_44_4_dummys_card_while_the_claim_waits_has_no_penalty(tmp_path: Path) -> None:
    events = [{"by": "N", "claim": 9}, {"by": "S", "card": "H2"}]
    data = rubber(events)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert report["obligations"] == []
    assert [(w["event"], w["by"]) for w in report["without_effect"]] == [(1, "S")]
    texts = clean_texts(data, tmp_path)
    assert (
        "South played ♥2 while North's claim awaited an answer: the claim ended the play (26), "
        "so the card is not played; declarer and dummy show cards without penalty (44(4))"
    ) in texts["en"]
    assert (
        "de leider en de blinde lopen geen straf op voor het tonen van kaarten (44(4))"
        in (texts["nl"])
    )


def test_rubber_26_1_partners_card_while_a_defenders_claim_waits_is_exposed(
    tmp_path: Path,
) -> None:
    events = [{"by": "E", "claim": 3}, {"by": "W", "card": "H2"}, {"by": "N", "dispute": True}]
    data = rubber(events)
    report = rule_json(data, tmp_path)
    assert exposures(report) == [("exposed_card", "W", ["44"])]
    # a defender's disputed claim is listed and settled under 26(1), not 54
    claims = [
        (i["offender"], i["laws"]) for i in report["irregularities"] if i["irregularity"] == "claim"
    ]
    assert claims == [("E", ["26(1)"])]
    assert report["rulings"][0]["laws"] == ["26(1)"]
    texts = clean_texts(data, tmp_path)
    assert (
        "West played ♥2 while East's claim awaited an answer: the claim ended the play (26), so "
        "the card is not played, but it lies face up as an exposed card (44): should play go on, "
        "declarer may call it whenever West is to lead or play."
    ) in texts["en"]
    assert "Claim door Oost (regel 26(1))" in texts["nl"]
    assert "wordt er verder gespeeld, dan mag de leider haar opeisen" in texts["nl"]


def test_rubber_26_44_card_in_turn_with_the_deal_known_is_exposed_not_played(
    tmp_path: Path,
) -> None:
    # 3NT by North, East leads ♦A; North claims; South (dummy) is next, then
    # West follows with ♦3 before anyone answered
    auction = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
    evs = [
        *script_events(auction),
        {"by": "E", "card": "DA"},
        {"by": "N", "claim": 9},
        {"by": "W", "card": "D3"},
    ]
    data = {"edition": "rubber", "board": 1, "deal": DEAL, "events": evs}
    report = rule_json(data, tmp_path)
    assert exposures(report) == [("exposed_card", "W", ["44"])]
    assert report["obligations"][0]["card"] == "D3"
    # the trick in progress keeps East's lead only
    assert report["next"] is None
    texts = clean_texts(data, tmp_path)
    assert "West played ♦3 while North's claim awaited an answer" in texts["en"]


def test_rubber_26_44_two_cards_of_one_defender_are_both_exposed(tmp_path: Path) -> None:
    events = [
        {"by": "N", "claim": 9},
        {"by": "E", "card": "SA"},
        {"by": "E", "card": "SK"},
        {"by": "W", "dispute": True},
        fact("claim_award", 9),
    ]
    report = rule_json(rubber(events), tmp_path)
    assert exposures(report) == [("exposed_card", "E", ["44"])] * 2
    assert report["tricks"] == {"NS": 9, "EW": 4}
    clean_texts(rubber(events), tmp_path)


def test_rubber_26_44_exposed_card_replays_as_it_was_judged() -> None:
    # a replay reads plain cards in runs: the claim's card must still be
    # exposed, not played, and the report the live table's
    evs = [
        *script_events("N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"),
        {"by": "E", "card": "DA"},
        {"by": "S", "card": "D5"},
        {"by": "W", "card": "D3"},
        {"by": "N", "card": "D8"},
        {"by": "E", "card": "DK"},
        {"by": "N", "claim": 9},
        {"by": "S", "card": "D6"},
        {"by": "W", "card": "D4"},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    record = {"edition": "rubber", "board": 1, "deal": DEAL, "events": evs}
    live = _live(record)
    replayed = Table.from_record(TableRecord.from_json(json.loads(json.dumps(record))))
    assert replayed.report("en") == live.report("en")
    report = live.report("en")
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("exposed_card", "W")
    ]
    assert [w["by"] for w in report["without_effect"]] == ["S", "W"]
