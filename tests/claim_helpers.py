"""Tables that reach a hand-built ending, for the claim tests (Laws 68-71).

An ending gives each seat the same number of cards, with every suit's count
1, 5, 9 or 13, so the cards left over make whole tricks of one suit each. Those
filler tricks are played first, all won by the seat that is to lead the ending.
"""

from __future__ import annotations

from bridgelaws import Board, Deal, Seat, Table
from bridgelaws.cards import CARDS, Card, Hand, Suit


def ending_table(ending: str, calls: str, leader: Seat, edition: str | None = None) -> Table:
    """A table (board 1, North deals) after ``calls``, with the filler tricks
    played so that ``leader`` is on lead to the ``ending`` (PBN hands from North)."""
    parts = ending.split()
    hands = {seat: set(Hand.from_pbn(part).cards) for seat, part in zip(Seat, parts, strict=True)}
    used = set().union(*hands.values())
    tricks: list[list[Card]] = []
    for suit in Suit:
        rest = sorted((c for c in CARDS if c.suit is suit and c not in used), reverse=True)
        assert len(rest) % 4 == 0, f"{suit}: {len(rest)} cards left is not whole tricks"
        tricks.extend(rest[i : i + 4] for i in range(0, len(rest), 4))
    plan: list[dict[Seat, Card]] = []
    for cards in tricks:
        others = [s for s in Seat if s is not leader]
        trick = {leader: cards[0], **dict(zip(others, cards[1:], strict=True))}
        for seat, card in trick.items():
            hands[seat].add(card)
        plan.append(trick)
    table = Table(Board.numbered(1, Deal(hands)), edition)
    for token in calls.split():
        seat = table.auction.next_seat
        assert table.call(seat, token) == []
    assert table.play is not None
    for trick in plan:
        for _ in range(4):
            seat = table.play.next_seat
            assert table.play_card(seat, trick[seat]) == []
    assert table.play.next_seat is leader
    return table
