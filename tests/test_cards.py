"""Cards, hands and deals (Laws 1 and 6), deal numbers and PBN."""

from __future__ import annotations

import pickle
import random
from math import factorial

import pytest
from conftest import DOMINANT_DEAL, SPEC_DEAL
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import DEAL_COUNT, BridgeError, Card, Deal, Hand, Rank, Seat, Side, Suit
from bridgelaws.cards import CARDS

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


# -- seats, suits, ranks -------------------------------------------------------------------


def test_law_3_seats_clockwise_from_north() -> None:
    assert [s.letter for s in Seat] == ["N", "E", "S", "W"]
    assert N.lho is E and E.lho is S and S.lho is W and W.lho is N
    assert N.rho is W and W.rho is S
    assert N.partner is S and E.partner is W
    assert N.next(3) is W and S.next(2) is N


def test_law_4_partnerships() -> None:
    assert N.side is Side.NS and S.side is Side.NS
    assert E.side is Side.EW and W.side is Side.EW
    assert Side.NS.seats == (N, S) and Side.EW.seats == (E, W)
    assert Side.NS.other is Side.EW
    assert Side.parse("n-s") is Side.NS and Side.parse("EW") is Side.EW


@pytest.mark.parametrize(
    ("text", "seat"),
    [("N", N), ("e", E), (" south ", S), ("WEST", W), ("w", W)],
)
def test_seat_parse(text: str, seat: Seat) -> None:
    assert Seat.parse(text) is seat


@pytest.mark.parametrize("text", ["", "X", "NE", "noord"])
def test_seat_parse_rejects(text: str) -> None:
    with pytest.raises(BridgeError, match="not a seat"):
        Seat.parse(text)


def test_law_1a_suit_rank_order() -> None:
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert Rank.TWO < Rank.TEN < Rank.JACK < Rank.QUEEN < Rank.KING < Rank.ACE
    assert [r.letter for r in Rank] == list("23456789TJQKA")


@pytest.mark.parametrize(
    ("text", "rank"), [("A", Rank.ACE), ("t", Rank.TEN), ("10", Rank.TEN), ("2", Rank.TWO)]
)
def test_rank_parse(text: str, rank: Rank) -> None:
    assert Rank.parse(text) is rank


def test_suit_parse() -> None:
    assert Suit.parse("s") is Suit.SPADES
    assert Suit.parse("♥") is Suit.HEARTS
    assert Suit.parse("diamonds") is Suit.DIAMONDS
    with pytest.raises(BridgeError):
        Suit.parse("Z")


# -- cards ---------------------------------------------------------------------------------


def test_law_1a_52_interned_cards() -> None:
    cards = Card.all()
    assert len(cards) == 52
    assert len(set(cards)) == 52
    assert len({(c.suit, c.rank) for c in cards}) == 52
    assert [c.index for c in cards] == list(range(52))
    assert cards[0] is Card.parse("C2") and cards[-1] is Card.parse("SA")
    for card in cards:
        assert Card(card.suit, card.rank) is card
        assert Card.parse(card.name) is card
        assert pickle.loads(pickle.dumps(card)) is card


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("SA", "SA"),
        ("sa", "SA"),
        ("HT", "HT"),
        ("h10", "HT"),
        ("H10", "HT"),
        ("♠A", "SA"),
        ("♦2", "D2"),
        ("AS", "SA"),
        ("td", "DT"),
        (" C7 ", "C7"),
    ],
)
def test_card_parse_forms(text: str, name: str) -> None:
    card = Card.parse(text)
    assert card.name == name
    assert card is Card.parse(name)


@pytest.mark.parametrize("text", ["", "S", "S1", "SX", "ZA", "SAK", "11H", "joker"])
def test_card_parse_rejects(text: str) -> None:
    with pytest.raises(BridgeError, match="not a card"):
        Card.parse(text)


def test_card_attributes_and_immutability() -> None:
    card = Card.parse("HQ")
    assert card.suit is Suit.HEARTS and card.rank is Rank.QUEEN
    assert str(card) == "HQ" and card.symbol == "♥Q"
    assert Card.parse("C2") < Card.parse("CA") < Card.parse("D2") < Card.parse("S2")
    with pytest.raises(AttributeError):
        card.rank = Rank.KING  # type: ignore[misc]


# -- hands ---------------------------------------------------------------------------------


def test_hand_pbn_both_ways() -> None:
    hand = Hand.from_pbn("AK2.QJ4.T98.AK32")
    assert len(hand) == 13
    assert Card.parse("SA") in hand and Card.parse("C2") in hand
    assert Card.parse("S3") not in hand
    assert [c.name for c in hand.suit(Suit.HEARTS)] == ["HQ", "HJ", "H4"]
    assert hand.count(Suit.CLUBS) == 4
    assert hand.hcp() == (4 + 3) + (2 + 1) + 0 + (4 + 3)
    assert hand.to_pbn() == "AK2.QJ4.T98.AK32"
    assert [c.name for c in hand][:3] == ["SA", "SK", "S2"]


def test_hand_pbn_voids_and_lowercase() -> None:
    hand = Hand.from_pbn("akqjt98765432...")
    assert len(hand) == 13 and hand.count(Suit.SPADES) == 13
    assert hand.to_pbn() == "AKQJT98765432..."
    assert Hand.from_pbn("...").to_pbn() == "..."


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("AK2.QJ4.T98", "four suits"),
        ("AK2.QJ4.T98.AK3.2", "four suits"),
        ("AK1.QJ4.T98.AK32", "not a rank"),
        ("AA2.QJ4.T98.AK32", "same card twice"),
    ],
)
def test_hand_pbn_rejects(text: str, match: str) -> None:
    with pytest.raises(BridgeError, match=match):
        Hand.from_pbn(text)


# -- deals ---------------------------------------------------------------------------------


def test_law_6_deal_pbn_round_trip() -> None:
    deal = Deal.from_pbn(SPEC_DEAL)
    assert deal.is_complete
    assert deal[N].to_pbn() == "AK2.QJ4.T98.AK32"
    assert deal[E].to_pbn() == "QT98.K3.AKQ2.654"
    assert deal[S].to_pbn() == "J76.AT98.J65.QJ7"
    assert deal[W].to_pbn() == "543.7652.743.T98"
    assert deal.to_pbn() == SPEC_DEAL
    assert Deal.from_pbn(deal.to_pbn()) == deal
    assert deal.holder(Card.parse("SQ")) is E
    assert list(deal) == [N, E, S, W] and len(deal) == 4


def test_deal_pbn_first_seat_other_than_north() -> None:
    deal = Deal.from_pbn(SPEC_DEAL)
    east_first = "E:QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98 AK2.QJ4.T98.AK32"
    assert deal.to_pbn(E) == east_first
    assert Deal.from_pbn(east_first) == deal
    south_first = deal.to_pbn(S)
    assert south_first.startswith("S:J76.AT98.J65.QJ7 543.7652")
    assert Deal.from_pbn(south_first) == deal
    west_first = Deal.from_pbn("W:543.7652.743.T98 AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 -")
    assert west_first == deal  # the one missing hand is filled in


def test_deal_pbn_unknown_hands() -> None:
    partial = Deal.from_pbn("N:AK2.QJ4.T98.AK32 - - -")
    assert not partial.is_complete
    assert len(partial[N]) == 13 and len(partial[E]) == 0
    assert partial.to_pbn() == "N:AK2.QJ4.T98.AK32 - - -"
    assert partial.to_pbn(S) == "S:- - AK2.QJ4.T98.AK32 -"
    with pytest.raises(BridgeError, match="complete deal"):
        partial.number()


def test_deal_pbn_one_missing_hand_filled_in() -> None:
    deal = Deal.from_pbn("N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 - 543.7652.743.T98")
    assert deal.is_complete
    assert deal[S].to_pbn() == "J76.AT98.J65.QJ7"


@pytest.mark.parametrize(
    "text",
    ["AK2.QJ4.T98.AK32 - - -", "X:- - - -", "N:- - -", "N:AK2.QJ4.T98.AK32 - - - -"],
)
def test_deal_pbn_rejects_malformed(text: str) -> None:
    with pytest.raises(BridgeError):
        Deal.from_pbn(text)


def test_law_6_deal_rejects_duplicate_card() -> None:
    text = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.65A - -"
    with pytest.raises(BridgeError, match="♣A is dealt twice"):
        Deal.from_pbn(text)
    with pytest.raises(BridgeError, match="dealt twice"):
        Deal({N: [Card.parse("SA")], S: [Card.parse("SA")]})


def test_law_13_deal_rejects_fourteen_card_hand() -> None:
    with pytest.raises(BridgeError, match="14 cards, more than 13"):
        Deal.from_pbn("N:AK2.QJ4.T98.AKQ32 - - -")
    with pytest.raises(BridgeError, match="North holds 14 cards"):
        Deal({N: list(CARDS[:14])})


def test_deal_is_immutable_value() -> None:
    a = Deal.from_pbn(SPEC_DEAL)
    b = Deal.from_pbn(SPEC_DEAL)
    assert a == b and hash(a) == hash(b)
    assert a != Deal.from_pbn(DOMINANT_DEAL)


# -- deal numbers --------------------------------------------------------------------------


def test_deal_count() -> None:
    assert DEAL_COUNT == 53644737765488792839237440000
    assert factorial(52) // factorial(13) ** 4 == DEAL_COUNT


@pytest.mark.parametrize("number", [0, 1, 2, 12345678901234567890, DEAL_COUNT - 1])
def test_deal_number_round_trip_fixed(number: int) -> None:
    deal = Deal.from_number(number)
    assert deal.is_complete
    assert deal.number() == number


def test_deal_number_extremes_are_different_deals() -> None:
    first = Deal.from_number(0)
    last = Deal.from_number(DEAL_COUNT - 1)
    assert first != last
    assert first.is_complete and last.is_complete


@pytest.mark.parametrize("number", [-1, DEAL_COUNT, DEAL_COUNT + 5])
def test_deal_number_out_of_range(number: int) -> None:
    with pytest.raises(BridgeError, match="outside"):
        Deal.from_number(number)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_deal_number_round_trip(number: int) -> None:
    deal = Deal.from_number(number)
    assert deal.is_complete
    assert sorted(c for s in Seat for c in deal[s].cards) == list(CARDS)
    assert deal.number() == number
    assert Deal.from_pbn(deal.to_pbn()).number() == number


@settings(max_examples=200, deadline=None)
@given(
    st.integers(min_value=0, max_value=DEAL_COUNT - 1),
    st.integers(min_value=0, max_value=DEAL_COUNT - 1),
)
def test_distinct_numbers_give_distinct_deals(a: int, b: int) -> None:
    if a == b:
        assert Deal.from_number(a) == Deal.from_number(b)
    else:
        assert Deal.from_number(a) != Deal.from_number(b)


def test_adjacent_numbers_give_distinct_deals() -> None:
    deals = {Deal.from_number(n) for n in range(200)}
    assert len(deals) == 200
    top = {Deal.from_number(DEAL_COUNT - 1 - n) for n in range(200)}
    assert len(top) == 200 and not deals & top


def test_deal_number_of_a_known_deal_is_stable() -> None:
    deal = Deal.from_pbn(SPEC_DEAL)
    number = deal.number()
    assert 0 <= number < DEAL_COUNT
    assert Deal.from_number(number) == deal


@pytest.mark.parametrize("seed", [0, 1, 42, 2017])
def test_random_deal_reproducible_with_seed(seed: int) -> None:
    a = Deal.random(random.Random(seed))
    b = Deal.random(random.Random(seed))
    assert a == b and a.is_complete
    rng = random.Random(seed)
    assert Deal.random(rng) == a
    assert Deal.random(rng) != a  # the generator moves on


def test_random_deal_without_seed_is_complete() -> None:
    deals = {Deal.random() for _ in range(5)}
    assert all(d.is_complete for d in deals)
    assert len(deals) == 5
