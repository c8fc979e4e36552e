"""The table record and its JSON form (shared/spec/table-record.md §1)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from conftest import SPEC_DEAL, E, N, S, W, bid, play_cards, table_for

from bridgelaws import Board, BridgeError, Call, Card, Deal, Status, Table, TableRecord
from bridgelaws.board import Vulnerability
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ConcedeEvent,
    DirectorEvent,
    ExposeEvent,
    FactEvent,
    ResponseEvent,
    event_from_json,
)

#: The example of spec §1, verbatim.
SPEC_EXAMPLE: dict[str, Any] = {
    "edition": "2017",
    "board": 7,
    "dealer": "S",
    "vulnerable": "All",
    "deal": "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98",
    "events": [
        {"by": "S", "call": "1NT"},
        {"by": "W", "call": "1S"},
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        {"by": "W", "call": "Pass"},
    ],
}


def example(*events: Any) -> dict[str, Any]:
    """The spec example with its first three events and then ``events``."""
    data = copy.deepcopy(SPEC_EXAMPLE)
    data["events"] = data["events"][:3] + list(events)
    return data


def test_spec_example_reads() -> None:
    record = TableRecord.from_json(SPEC_EXAMPLE)
    assert record.edition == "2017"
    assert record.board.number == 7
    assert record.board.dealer is S
    assert record.board.vulnerability is Vulnerability.ALL
    assert record.board.deal == Deal.from_pbn(SPEC_DEAL)
    assert record.events == [
        CallEvent(S, Call.parse("1NT")),
        CallEvent(W, Call.parse("1S")),
        DirectorEvent(N),
        ChoiceEvent(N, "reject"),
        CallEvent(W, Call.parse("Pass")),
    ]
    assert len(record) == 5 and list(record) == record.events


def test_spec_example_round_trip() -> None:
    record = TableRecord.from_json(SPEC_EXAMPLE)
    data = record.to_json()
    assert data["events"] == SPEC_EXAMPLE["events"]
    assert (data["edition"], data["board"]) == ("2017", 7)
    # dealer S and vulnerability All are board 7's own (Law 2): no override needed
    assert "dealer" not in data and "vulnerable" not in data
    assert Deal.from_pbn(data["deal"]) == record.board.deal
    again = TableRecord.from_json(data)
    assert again == record
    assert again.to_json() == data
    assert TableRecord.loads(record.dumps()) == record
    assert TableRecord.loads(record.dumps(indent=None)).to_json() == data


def test_spec_example_through_json_text() -> None:
    text = json.dumps(SPEC_EXAMPLE)
    assert TableRecord.loads(text) == TableRecord.from_json(SPEC_EXAMPLE)


def test_spec_example_judged() -> None:
    table = Table.from_record(TableRecord.from_json(SPEC_EXAMPLE))
    report = table.report()
    assert report["irregularities"][0]["irregularity"] == "insufficient_bid"
    assert report["irregularities"][0]["offender"] == "W"
    assert report["irregularities"][0]["event"] == 1
    assert report["edition"] == "2017"


def test_overrides_written_when_they_differ_from_law_2() -> None:
    record = TableRecord(Board(7, E, Vulnerability.NS, Deal.from_pbn(SPEC_DEAL)))
    data = record.to_json()
    assert data["dealer"] == "E" and data["vulnerable"] == "NS"
    assert data["deal"].startswith("E:")  # PBN deals start with the dealer
    assert TableRecord.from_json(data) == record


def test_every_event_kind_round_trips() -> None:
    events = [
        CallEvent(N, Call.parse("1C")),
        CallEvent(E, Call.parse("8S")),
        CardEvent(W, Card.parse("C9"), face_down=True),
        CardEvent(N, Card.parse("SA")),
        ExposeEvent(S, Card.parse("HA")),
        DirectorEvent(E),
        FactEvent("unintended", True),
        FactEvent("artificial", True, {"denominations": ["S", "H"]}),
        ChoiceEvent(S, "require_suit:S"),
        ClaimEvent(N, 10, "trumps first, then clubs"),
        ClaimEvent(E, 3),
        ConcedeEvent(W, 2),
        ResponseEvent(E, True),
        ResponseEvent(W, False),
    ]
    record = TableRecord(Board.numbered(1, Deal.from_pbn(SPEC_DEAL)), "2007", list(events))
    data = record.to_json()
    assert data["events"][2] == {"by": "W", "card": "C9", "face_down": True}
    assert data["events"][7] == {"fact": "artificial", "value": True, "denominations": ["S", "H"]}
    assert data["events"][9] == {
        "by": "N",
        "claim": 10,
        "statement": "trumps first, then clubs",
    }
    assert data["events"][12:] == [{"by": "E", "agree": True}, {"by": "W", "dispute": True}]
    back = TableRecord.from_json(json.loads(json.dumps(data)))
    assert back.events == events
    assert back.edition == "2007"


@pytest.mark.parametrize(
    ("item", "event"),
    [
        ({"by": "e", "call": "1d"}, CallEvent(E, Call.parse("1D"))),
        ({"by": "W", "call": "P"}, CallEvent(W, Call.parse("Pass"))),
        ({"by": "S", "call": "xx"}, CallEvent(S, Call.parse("XX"))),
        ({"by": "N", "card": "s10"}, CardEvent(N, Card.parse("ST"))),
        ({"by": "N", "expose": "HA"}, ExposeEvent(N, Card.parse("HA"))),
        ({"by": "N", "director": True}, DirectorEvent(N)),
        ({"fact": "deliberate", "value": False}, FactEvent("deliberate", False)),
        ({"by": "S", "choose": "accept"}, ChoiceEvent(S, "accept")),
        ({"by": "S", "concede": 0}, ConcedeEvent(S, 0)),
        ({"by": "S", "claim": 13}, ClaimEvent(S, 13)),
        ({"by": "E", "dispute": True}, ResponseEvent(E, False)),
    ],
)
def test_event_from_json(item: dict[str, Any], event: Any) -> None:
    assert event_from_json(item) == event


# -- errors name the event -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ({"by": "Q", "call": "Pass"}, "not a seat"),
        ({"by": "Noordwest", "card": "SA"}, "not a seat"),
        ({"call": "Pass"}, "'by'"),
        ({"by": "N", "card": "S1"}, "not a card"),
        ({"by": "N", "card": "joker"}, "not a card"),
        ({"by": "N", "expose": "ZZ"}, "not a card"),
        ({"by": "N", "card": "SQ"}, "North does not hold ♠Q (it was dealt to East)"),
        ({"by": "W", "expose": "SA"}, "West does not hold ♠A"),
        ({"by": "N", "call": "Q"}, "not a call"),
        ({"by": "N", "claim": 14}, "claim"),
        ({"by": "N", "concede": -1}, "concede"),
        ({"by": "N", "claim": True}, "claim"),
        ({"by": "N", "shout": "!"}, "unknown event"),
        ("Pass", "expected an object"),
    ],
)
def test_invalid_event_named_by_index(bad: Any, words: str) -> None:
    with pytest.raises(BridgeError) as info:
        TableRecord.from_json(example(bad))
    message = str(info.value)
    assert message.startswith("action 4: ")  # counted from 1, as the report counts
    assert words in message


def test_invalid_event_index_is_its_position() -> None:
    data = example({"by": "W", "call": "Pass"}, {"by": "N", "call": "P"}, {"by": "X", "call": "P"})
    with pytest.raises(BridgeError, match=r"^action 6: by: not a seat"):
        TableRecord.from_json(data)
    data = copy.deepcopy(SPEC_EXAMPLE)
    data["events"][0] = {"by": "S", "card": "HK"}  # dealt to East
    with pytest.raises(BridgeError, match=r"^action 1: South does not hold ♥K"):
        TableRecord.from_json(data)


def test_card_held_check_needs_a_deal() -> None:
    data = example({"by": "N", "card": "SQ"})
    del data["deal"]
    record = TableRecord.from_json(data)
    assert record.events[-1] == CardEvent(N, Card.parse("SQ"))


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"edition": "1932"}, "edition"),
        ({"board": 0}, "board"),
        ({"board": "7"}, "board"),
        ({"board": True}, "board"),
        ({"dealer": "X"}, "not a seat"),
        ({"vulnerable": "sometimes"}, "not a vulnerability"),
        ({"deal": "N:AK2.QJ4.T98.AK32 AK2.K3.AKQ2.654 - -"}, "deal: "),
        ({"events": "none"}, "events"),
    ],
)
def test_invalid_record_fields(change: dict[str, Any], words: str) -> None:
    data = copy.deepcopy(SPEC_EXAMPLE)
    data.update(change)
    with pytest.raises(BridgeError, match=words):
        TableRecord.from_json(data)


def test_not_json_and_not_an_object() -> None:
    with pytest.raises(BridgeError, match="not JSON"):
        TableRecord.loads("{ nope")
    with pytest.raises(BridgeError, match="JSON object"):
        TableRecord.from_json([])  # type: ignore[arg-type]


def test_record_defaults() -> None:
    record = TableRecord.from_json({})
    assert record.edition == "2017" and record.board.number == 1
    assert record.board.dealer is N and record.board.deal is None and record.events == []


# -- replay --------------------------------------------------------------------------------


def test_table_record_replays_to_the_same_state() -> None:
    table = table_for(1)
    bid(table, "1H P 4H P P P")
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9")
    table.play_card(E, "SQ")  # East won both tricks and leads again
    assert table.irregularities == []
    replay = Table.from_record(table.record)
    assert replay.report() == table.report()
    assert replay.play is not None and table.play is not None
    assert replay.play.tricks == table.play.tricks
    via_json = Table.from_record(TableRecord.loads(table.record.dumps()))
    assert via_json.report() == table.report()
    assert via_json.status is Status.PLAY


def test_record_order_is_the_order_of_events() -> None:
    table = table_for(1)
    table.call(S, "1H")  # out of rotation
    table.call(W, "P")
    assert [e.to_json() for e in table.record] == [
        {"by": "S", "call": "1H"},
        {"by": "W", "call": "Pass"},
    ]
    assert table.record.append(DirectorEvent(N)) == 2


def test_card_not_held_during_auction_rejected_or_readable() -> None:
    table = table_for(1)
    bid(table, "1C")
    try:
        table.play_card(N, "SQ")  # SQ was dealt to East
    except BridgeError as exc:
        assert "action 2" in str(exc)
        return
    TableRecord.from_json(table.record.to_json())  # the table's own record reads back
