"""Runs of correct procedure judged in one step give the same table as the
one-by-one judgment (Table.extend, Edition.play_tricks, Play.add_tricks)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Deal, Seat, Status, Table
from bridgelaws.calls import PASS
from bridgelaws.cards import Card
from bridgelaws.record import CardEvent


def bid_and_play(seed: int) -> Table:
    rng = random.Random(seed)
    table = Table(Board.numbered(rng.randint(1, 16), Deal.random(rng)))
    while table.status is Status.AUCTION:
        legal = table.auction.legal_calls()
        table.call(table.auction.next_seat, PASS if rng.random() < 0.6 else rng.choice(legal[:6]))
    while table.status is Status.PLAY:
        assert table.play is not None and table.next is not None
        table.play_card(table.next, rng.choice(table.play.legal_cards(table.next)))
    return table


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_law_65_tricks_given_by_seat_are_played_leader_first(seed: int) -> None:
    played = bid_and_play(seed)
    if played.play is None:
        return  # passed out
    tricks: list[list[Card | None]] = []
    for trick in played.play.tricks:
        by_seat: list[Card | None] = [None] * 4
        for seat, card in trick.cards:
            by_seat[seat] = card
        tricks.append(by_seat)
    again = Table(played.board)
    for event in played.record.events:
        if isinstance(event, CardEvent):
            break
        again.apply(event)
    taken = again.edition.play_tricks(again, tricks)
    assert taken == 52
    assert again.record.to_json() == played.record.to_json()
    assert again.report() == played.report()


def test_law_44c_run_stops_at_a_revoke_for_the_full_judgment() -> None:
    deal = Deal.from_pbn("N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98")
    table = Table(Board.numbered(1, deal))
    for call in ("1NT", "Pass", "Pass", "Pass"):
        table.call(table.auction.next_seat, call)
    # East leads a spade; dummy (South) can follow but a heart is played.
    events = [
        CardEvent(Seat.EAST, Card.parse("SQ")),
        CardEvent(Seat.SOUTH, Card.parse("HA")),
        CardEvent(Seat.WEST, Card.parse("S3")),
        CardEvent(Seat.NORTH, Card.parse("SA")),
    ]
    table.extend(events)
    assert [i.code for i in table.irregularities] == ["revoke"]
    assert len(table.record) == 8
    assert table.play is not None and len(table.play.tricks) == 1
