"""Laws 61-64 as one pure function (bridgelaws.revokes.transfer)."""

from __future__ import annotations

from bridgelaws.cards import Seat, Side, Suit
from bridgelaws.revokes import RUBBER, Revoke, transfer
from bridgelaws.rulings import Adjustment

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
#: winners of 13 tricks: NS take 0-5 and 8, EW the rest
WINNERS = [N, S, N, S, N, S, E, W, N, E, W, E, W]


def test_law_64a1_offender_won_the_revoke_trick() -> None:
    assert transfer([Revoke(S, 1, Suit.HEARTS)], WINNERS, N) == [Adjustment("64A1", Side.EW, 2)]


def test_law_64a2_offender_lost_the_revoke_trick() -> None:
    assert transfer([Revoke(E, 1, Suit.HEARTS)], WINNERS, N) == [Adjustment("64A2", Side.NS, 1)]


def test_law_64b1_offending_side_won_no_later_trick() -> None:
    assert transfer([Revoke(S, 9, Suit.CLUBS)], WINNERS, N) == []


def test_law_64b2_same_player_same_suit_again() -> None:
    twice = [Revoke(E, 1, Suit.HEARTS), Revoke(E, 3, Suit.HEARTS)]
    assert transfer(twice, WINNERS, N) == [Adjustment("64A2", Side.NS, 1)]


def test_law_64b3_dummy_and_faced_cards() -> None:
    assert transfer([Revoke(N, 1, Suit.HEARTS)], WINNERS, N) == []
    assert transfer([Revoke(E, 1, Suit.HEARTS, faced=True)], WINNERS, N) == []


def test_law_64b6_twelfth_trick() -> None:
    assert transfer([Revoke(E, 11, Suit.HEARTS)], WINNERS, N) == []


def test_law_64b7_both_sides_even_when_one_revoke_is_64b3() -> None:
    both = [Revoke(E, 1, Suit.HEARTS, faced=True), Revoke(S, 3, Suit.CLUBS)]
    assert transfer(both, WINNERS, N) == []
    # a 43B3 revoke is not rectified at all, so the other side's revoke transfers
    unrectified = [Revoke(E, 1, Suit.HEARTS, exempt="43B3"), Revoke(S, 3, Suit.CLUBS)]
    assert transfer(unrectified, WINNERS, N) == [Adjustment("64A1", Side.EW, 2)]


def test_rubber_rule_55_6_two_tricks_then_one_each() -> None:
    revokes = [Revoke(E, 1, Suit.HEARTS), Revoke(W, 4, Suit.SPADES), Revoke(N, 2, Suit.CLUBS)]
    # EW won 6 tricks from trick 2 on: 2 + 1 for two revokes; dummy North's costs nothing
    assert transfer(revokes, WINNERS, N, RUBBER) == [Adjustment("55(6)", Side.NS, 3)]
    few = [Revoke(E, 10, Suit.HEARTS)]
    assert transfer(few, WINNERS, N, RUBBER, {Side.EW: 0}) == [Adjustment("55(6)", Side.NS, 2)]
