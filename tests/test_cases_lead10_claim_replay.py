"""68D in a replay: a card played while a claim awaits its answer is not
played, whether the record is judged event by event (a live table) or read in
runs (a replay, which plays plain cards in one go). The replay used to take
the card in a run, as if play had not ceased, and its report differed from
the live table's (found by the property test, seed 600, 2017)."""

from __future__ import annotations

import json

import pytest

from bridgelaws import Table, TableRecord
from bridgelaws.record import Event

#: the property test's record (random events, seed 600): West claims after
#: leading ♣4, North then plays ♥K in turn, the table answers later
RECORD = {
    "board": 9,
    "deal": "N:KT52.K753.K54.96 A63.AQJT9.J3.QT5 74.642.AT982.J83 QJ98.8.Q76.AK742",
    "events": [
        {"by": "N", "expose": "H3"},
        {"by": "W", "director": True},
        {"by": "N", "call": "4H"},
        {"by": "S", "call": "XX"},
        {"by": "N", "director": True},
        {"by": "E", "call": "5S"},
        {"by": "S", "call": "X"},
        {"by": "W", "call": "6H"},
        {"by": "N", "call": "6S"},
        {"by": "E", "director": True},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "6S"},
        {"by": "W", "call": "Pass"},
        {"by": "N", "dispute": True},
        {"by": "N", "call": "Pass"},
        {"by": "E", "call": "Pass"},
        {"by": "W", "card": "CA"},
        {"by": "N", "card": "C9"},
        {"by": "E", "card": "C5"},
        {"by": "S", "card": "C3"},
        {"by": "W", "card": "C2"},
        {"by": "N", "card": "C6"},
        {"by": "E", "card": "CQ"},
        {"by": "S", "card": "CJ"},
        {"by": "E", "card": "H9"},
        {"by": "S", "card": "H4"},
        {"by": "W", "card": "H8"},
        {"by": "N", "card": "H3"},
        {"by": "E", "card": "S3"},
        {"by": "S", "card": "S4"},
        {"by": "W", "card": "S8"},
        {"by": "N", "card": "S5"},
        {"by": "W", "card": "C4"},
        {"by": "W", "claim": 12},
        {"by": "N", "card": "HK"},
        {"by": "W", "choose": "nonsense"},
        {"by": "E", "agree": True},
        {"by": "W", "dispute": True},
        {"by": "W", "director": True},
    ],
}


def _live(record: dict[str, object]) -> Table:
    first = TableRecord.from_json({**record, "events": []})
    table = Table.from_record(first)
    events: list[Event] = list(TableRecord.from_json(record).events)
    for event in events:
        table.apply(event)
    return table


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_68d_card_during_an_open_claim_replays_as_it_was_judged(edition: str) -> None:
    record = {**RECORD, "edition": edition}
    live = _live(record)
    replayed = Table.from_record(TableRecord.from_json(json.loads(json.dumps(record))))
    assert replayed.report("en") == live.report("en")
    notes = [w["text"] for w in replayed.report("en")["without_effect"]]
    assert any("♥K" in text and "68D" in text for text in notes), notes
