"""Rubber rule 21(2) (and Laws 45C1, 45C3, the same rule): a card a fact
makes played is a card event of the record, after the fact, so that the
record replays to the same table and LIN and PBN written from it hold it.

The deal (rule_cases.DEAL): North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3
♦AKQ2 ♣654, South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98.
North plays 1NT (South dummy); East leads ♦A.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

from bridgelaws.cards import Card, Seat
from bridgelaws.formats.convert import game_to_table, table_to_game
from bridgelaws.formats.lin import lin_to_record, parse_lin, record_to_lin, write_lin
from bridgelaws.formats.pbn import parse_pbn, write_pbn
from bridgelaws.record import CardEvent, FactEvent, TableRecord
from bridgelaws.table import Table

AUCTION = "N 1NT; E Pass; S Pass; W Pass"


def fact(name: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **extra}


def _cards(table: Table) -> list[tuple[Seat, Card]]:
    play = table.play
    assert play is not None
    return [c for t in play.tricks for c in t.cards] + list(play.current)


TOUCHED = [*script(f"{AUCTION}; E card DA"), fact("card_touched", "D5")]
HELD = [*script(f"{AUCTION}; E card DA; S card D5"), fact("card_held", "D3", by="W")]


@pytest.mark.parametrize(
    ("edition", "events", "seat", "card"),
    [
        ("rubber", TOUCHED, Seat.SOUTH, "D5"),
        ("rubber", HELD, Seat.WEST, "D3"),
        ("2017", TOUCHED, Seat.SOUTH, "D5"),
        ("2007", HELD, Seat.WEST, "D3"),
    ],
)
def test_rubber_rule_21_2_card_played_by_a_fact_is_a_card_event_of_the_record(
    edition: str, events: list[dict[str, Any]], seat: Seat, card: str
) -> None:
    table = Table.from_record(TableRecord.from_json(record(events, edition)))
    recorded = table.record.events
    # the fact stays where it was given, the card it played follows it
    assert isinstance(recorded[-2], FactEvent)
    assert recorded[-1] == CardEvent(seat, Card.parse(card))
    assert _cards(table)[-1] == (seat, Card.parse(card))
    # the record written out replays to the same table: the card once, the
    # ruling once, the same report
    again = Table.from_record(TableRecord.from_json(table.record.to_json()))
    assert again.record.to_json() == table.record.to_json()
    assert _cards(again) == _cards(table)
    assert again.report("en") == table.report("en")
    assert [r.irregularity.code for r in again.rulings] == ["card_touched_or_held"]


def test_rubber_rule_21_2_a_the_card_reaches_lin_and_pbn_written_from_the_record() -> None:
    events = [*TOUCHED, *script("W card D3; N card D8")]
    table = Table.from_record(TableRecord.from_json(record(events, "rubber")))
    played = ["DA", "D5", "D3", "D8"]
    assert [c.name for _, c in _cards(table)] == played
    # LIN: the touch itself has no place in LIN, the card it played has
    lin = write_lin([record_to_lin(table.record)])
    assert "pc|D5|" in lin
    boards, problems = parse_lin(lin)
    assert problems == []
    from_lin = Table.from_record(lin_to_record(boards[0], "rubber"))
    assert [c.name for _, c in _cards(from_lin)] == played
    # PBN: written from the record's table, read back with the card in its trick
    pbn = write_pbn([table_to_game(Table.from_record(table.record))])
    games = parse_pbn(pbn).games
    converted = game_to_table(games[0], "rubber")
    assert converted.table is not None
    assert [c.name for _, c in _cards(converted.table)] == played


def test_rubber_rule_21_2_a_touch_that_played_nothing_adds_no_card_event() -> None:
    events = [*script(f"{AUCTION}; E card DA"), fact("card_touched", "D5", purpose="arranging")]
    table = Table.from_record(TableRecord.from_json(record(events, "rubber")))
    assert isinstance(table.record.events[-1], FactEvent)
    assert len(table.record.events) == len(events)
    lin = write_lin([record_to_lin(table.record)])
    assert "pc|D5|" not in lin and "pc|DA|" in lin


def test_rubber_rule_21_2_b_the_card_event_is_in_the_reported_record(tmp_path: Path) -> None:
    data = record(HELD, "rubber")
    report = rule_json(data, tmp_path)
    ruling = next(r for r in report["rulings"] if r["irregularity"] == "card_touched_or_held")
    assert ruling["laws"] == ["21(2)(b)"]
    assert [(e["type"], e["seat"], e["card"]) for e in ruling["effects"]] == [
        ("card_played", "W", "D3")
    ]
    assert report["next"] == "N"
    texts = clean_texts(data, tmp_path)
    assert (
        "West held ♦3 where his partner could see its face: it is played (21(2)(b))."
        in (texts["en"])
    )
    assert "♦3" in texts["nl"] and "21(2)(b)" in texts["nl"]


def test_rubber_rule_21_2_a_a_card_after_the_fact_is_the_next_card_not_the_touched_one() -> None:
    # the record goes on after the touched card: West's card is his own, not
    # mistaken for the card the fact played
    events = [*TOUCHED, *script("W card D3")]
    table = Table.from_record(TableRecord.from_json(record(events, "rubber")))
    assert [c.name for _, c in _cards(table)] == ["DA", "D5", "D3"]
    assert [type(e).__name__ for e in table.record.events[-3:]] == [
        "FactEvent",
        "CardEvent",
        "CardEvent",
    ]
