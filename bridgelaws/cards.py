"""Seats, suits, ranks, cards, hands and deals (Laws 1 and 6).

Cards are interned: there are exactly 52 :class:`Card` objects, so identity,
equality and hashing are cheap and a card can be used as an index (``card.index``).
Deals can be named by a *deal number*, a bijection between ``0 .. DEAL_COUNT - 1``
and all possible deals (see :meth:`Deal.number` and :meth:`Deal.from_number`).
"""

from __future__ import annotations

import json
import random
import secrets
from collections.abc import Iterable, Iterator, Mapping
from enum import IntEnum
from math import comb, factorial
from typing import ClassVar, Final


class BridgeError(ValueError):
    """Input that is not what the Laws or a format allow; the message says what."""


class InputError(BridgeError):
    """Bad input whose message can be shown in any language.

    The message is a catalogue message id (English, with ``{name}`` fields) and
    its values; ``str()`` is the English text, :meth:`render` the text in a
    language of :mod:`bridgelaws.i18n`. A value that is itself an error or a
    seat is rendered in the same language, so a message wrapped around another
    (``event 3: …``) is translated throughout.
    """

    def __init__(self, text: str, **params: object) -> None:
        self.text = text
        # ``fact`` is always a record's fact name: a reader sees it in words
        fact = params.get("fact")
        if isinstance(fact, str) and not isinstance(fact, FactName):
            params["fact"] = FactName(fact)
        self.params = params
        super().__init__(self.render("en"))

    def render(self, lang: str = "en") -> str:
        from bridgelaws.i18n import translate  # the catalogues import this module

        return translate(
            self.text, lang, **{k: param_text(v, lang) for k, v in self.params.items()}
        )


class FactName(str):
    """A record's fact name (``cards_gathered``) in a message: the reader sees
    the fact in words in his language, never the code. A detail of a fact
    (``after_round``) has no label and is shown as its words."""


def param_text(value: object, lang: str) -> str:
    """A message's value in ``lang``: an error, a fact name, a seat, a side and a card
    are worded in that language, anything else is shown as it is."""
    if isinstance(value, InputError):
        return value.render(lang)
    if isinstance(value, FactName):
        from bridgelaws.fact_names import fact_label  # which imports this module

        return fact_label(value, lang, laws=False)
    if isinstance(value, Seat):
        from bridgelaws.i18n import translate

        return translate(value.name.title(), lang)
    if isinstance(value, Side):
        # a side in the language's letters (NZ/OW, NS/OW), never the code
        from bridgelaws.notation import side_text

        return side_text(value, lang)
    if isinstance(value, Card):
        # every language writes the card as the rulings do (♠A, ♥V, ♦D), never
        # as PBN's "SA", also when the input was a PBN file
        from bridgelaws.notation import card_text  # which imports this module

        return card_text(value, lang)
    return str(value)


def not_yes_no(name: str, value: object) -> InputError:
    """The refusal of a yes-or-no answer that is neither, naming what was asked
    in words: a detail or an action's flag as its question
    (:data:`bridgelaws.fact_names.DETAIL_LABELS`), a fact by its name."""
    from bridgelaws.fact_names import DETAIL_LABELS  # which imports this module

    text = (
        "{name} Answer true (yes) or false (no), not {value}."
        if name in DETAIL_LABELS
        else "{name}: the answer is true (yes) or false (no), not {value}."
    )
    return InputError(text, name=FactName(name), value=shown(value))


def joined(parts: Iterable[object], separator: str = "; ") -> InputError:
    """Several messages (errors, words) as one, each rendered in the language
    of the whole; ``separator`` is "; " or ", "."""
    items = list(parts)
    if not items:
        return InputError("{part}", part="")
    whole = items[0] if isinstance(items[0], InputError) else InputError("{part}", part=items[0])
    template = "{first}, {next}" if separator == ", " else "{first}; {next}"
    for item in items[1:]:
        whole = InputError(template, first=whole, next=item)
    return whole


def ascii_number(text: str, digits: int = 9) -> int | None:
    """``text`` as a whole number when it is 1 to ``digits`` ASCII digits (with
    spaces around), else None. ``str.isdigit`` also accepts "²" and "¹", which
    ``int`` refuses, and ``int`` refuses more than 4,300 digits."""
    text = text.strip()
    if not text or len(text) > digits or not text.isascii() or not text.isdigit():
        return None
    return int(text)


def render_error(error: BaseException, lang: str = "en") -> str:
    """The message of an error in ``lang`` (English when it has no translation)."""
    return error.render(lang) if isinstance(error, InputError) else str(error)


def _shown(value: object, level: int) -> str:
    """``value`` written as JSON would write it (the notation of the records a
    user sends), cut short: strings to 40 characters, four items, two levels."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, str):
        cut = value if len(value) <= 40 else value[:39] + "…"
        return json.dumps(cut, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return _short(str(value))
    if isinstance(value, Mapping):
        if level >= 2:
            return "{…}" if value else "{}"
        first = list(value.items())[:4]
        pairs = [f"{_shown(str(k), level + 1)}: {_shown(v, level + 1)}" for k, v in first]
        return "{" + ", ".join(pairs + (["…"] if len(value) > 4 else [])) + "}"
    if isinstance(value, (list, tuple)):
        if level >= 2:
            return "[…]" if value else "[]"
        items = [_shown(v, level + 1) for v in value[:4]]
        return "[" + ", ".join(items + (["…"] if len(value) > 4 else [])) + "]"
    return _short(str(value))


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:39] + "…"


def shown(value: object) -> str:
    """A short, safe rendering of an input value for a message, in the JSON
    notation of the records (``"x"``, ``null``, ``true``, ``{"a": 1}``): long
    values cut with ``…``, nesting shown two levels deep (never raises, whatever
    the value: a number of 5,000 digits or a list nested 50,000 deep)."""
    try:
        text = _shown(value, 0)
    except (ValueError, RecursionError):  # an int too long to convert to digits
        return "…"
    return text if len(text) <= 60 else text[:59] + "…"


class Seat(IntEnum):
    """A compass seat, numbered clockwise from North (Law 3)."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        return "NESW"[self]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return _SEATS[(self + 1) & 3]

    @property
    def partner(self) -> Seat:
        return _SEATS[(self + 2) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat clockwise."""
        return _SEATS[(self + 3) & 3]

    @property
    def side(self) -> Side:
        return _SIDES[self & 1]

    def next(self, steps: int = 1) -> Seat:
        return _SEATS[(self + steps) & 3]

    @classmethod
    def parse(cls, text: str) -> Seat:
        seat = _SEAT_BY_TEXT.get(text.strip().upper())
        if seat is None:
            raise InputError("not a seat: {value} (expected N, E, S or W)", value=shown(text))
        return seat

    def __str__(self) -> str:
        return "NESW"[self]


_SEATS: Final = tuple(Seat)
_SEAT_BY_TEXT: Final = {
    **{s.letter: s for s in Seat},
    **{s.name: s for s in Seat},
}


class Side(IntEnum):
    """A partnership (Law 4): North-South or East-West."""

    NS = 0
    EW = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat(self), Seat(self + 2))

    @property
    def other(self) -> Side:
        return Side(1 - self)

    @classmethod
    def parse(cls, text: str) -> Side:
        key = text.strip().upper().replace("-", "")
        if key not in ("NS", "EW"):
            raise InputError("not a side: {value} (expected NS or EW)", value=shown(text))
        return cls[key]

    def __str__(self) -> str:
        return self.name


_SIDES: Final = (Side.NS, Side.EW)


class Suit(IntEnum):
    """The four suits in rank order, clubs lowest (Law 1A)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.symbol, suit.name):
                return suit
        raise InputError("not a suit: {value} (expected S, H, D or C)", value=shown(text))

    def __str__(self) -> str:
        return self.letter


class Rank(IntEnum):
    """Card ranks from two to ace (Law 1A)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return RANK_LETTERS[self - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        if key == "10":
            key = "T"
        index = RANK_LETTERS.find(key) if len(key) == 1 else -1
        if index < 0:
            raise InputError("not a rank: {value} (expected A K Q J T 9 … 2)", value=shown(text))
        return cls(index + 2)

    def __str__(self) -> str:
        return self.letter


RANK_LETTERS: Final = "23456789TJQKA"
#: Suits in the order PBN and diagrams show them: spades first.
SUITS_DISPLAY_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Card:
    """One of the 52 cards. Written suit first: ``SA``, ``HT``, ``C2``."""

    __slots__ = ("index", "name", "rank", "suit")

    _all: ClassVar[tuple[Card, ...]]
    index: int
    suit: Suit
    rank: Rank
    name: str

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        # Interned: Card(suit, rank) always returns the same object.
        try:
            return cls._all[suit * 13 + rank - 2]
        except AttributeError:
            card = object.__new__(cls)
            object.__setattr__(card, "index", suit * 13 + rank - 2)
            object.__setattr__(card, "suit", Suit(suit))
            object.__setattr__(card, "rank", Rank(rank))
            object.__setattr__(card, "name", suit.letter + rank.letter)
            return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[object, tuple[Suit, Rank]]:
        return (Card, (self.suit, self.rank))

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __repr__(self) -> str:
        return f"Card.parse({self.name!r})"

    def __str__(self) -> str:
        return self.name

    @property
    def symbol(self) -> str:
        """The card with a suit symbol: ``♠A``."""
        return self.suit.symbol + self.rank.letter

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``SA``, ``s10``, ``♠A``; also rank first (``AS``) when unambiguous."""
        card = CARD_BY_NAME.get(text)
        if card is not None:
            return card
        key = text.strip().upper().replace("10", "T")
        card = CARD_BY_NAME.get(key)
        if card is None and len(key) == 2:
            card = CARD_BY_NAME.get(key[1] + key[0])
        if card is None:
            raise InputError(
                "not a card: {value} (expected suit and rank, e.g. SA, HT, C2)", value=shown(text)
            )
        return card

    @classmethod
    def all(cls) -> tuple[Card, ...]:
        """All 52 cards, clubs 2 first, spade ace last."""
        return cls._all


Card._all = tuple(Card(s, r) for s in Suit for r in Rank)
CARDS: Final = Card._all
CARD_BY_NAME: Final[dict[str, Card]] = {}
for _c in CARDS:
    CARD_BY_NAME[_c.name] = _c
    CARD_BY_NAME[_c.name.lower()] = _c
    CARD_BY_NAME[_c.symbol] = _c
del _c


# PBN hands list spades first; rank letters in either case.
_CARD_BY_SUIT_AND_LETTER: Final = tuple(
    {
        **{letter: CARDS[suit * 13 + i] for i, letter in enumerate(RANK_LETTERS)},
        **{letter.lower(): CARDS[suit * 13 + i] for i, letter in enumerate(RANK_LETTERS)},
    }
    for suit in SUITS_DISPLAY_ORDER
)


class Hand:
    """A set of cards held by one seat (an immutable value)."""

    __slots__ = ("_cards",)

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        self._cards = frozenset(cards)

    @property
    def cards(self) -> frozenset[Card]:
        return self._cards

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(sorted(self._cards, reverse=True))

    def __contains__(self, card: object) -> bool:
        return card in self._cards

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self._cards == other._cards

    def __hash__(self) -> int:
        return hash(self._cards)

    def suit(self, suit: Suit) -> list[Card]:
        """The cards of one suit, highest first."""
        return sorted((c for c in self._cards if c.suit == suit), reverse=True)

    def count(self, suit: Suit) -> int:
        return sum(1 for c in self._cards if c.suit == suit)

    def hcp(self) -> int:
        """High-card points (4-3-2-1), for display only."""
        return sum(max(0, c.rank - 10) for c in self._cards)

    def to_pbn(self) -> str:
        return ".".join("".join(c.rank.letter for c in self.suit(s)) for s in SUITS_DISPLAY_ORDER)

    @classmethod
    def from_pbn(cls, text: str) -> Hand:
        parts = text.split(".")
        if len(parts) != 4:
            raise InputError(
                "hand {value} does not have four suits separated by dots", value=shown(text)
            )
        try:
            cards = [
                by_letter[ch]
                for by_letter, ranks in zip(_CARD_BY_SUIT_AND_LETTER, parts, strict=True)
                for ch in ranks
            ]
        except KeyError as exc:
            raise InputError(
                "hand {value}: {rank} is not a rank", value=shown(text), rank=shown(exc.args[0])
            ) from None
        hand = cls(cards)
        if len(hand._cards) != len(cards):
            raise InputError("hand {value} holds the same card twice", value=shown(text))
        return hand

    def __repr__(self) -> str:
        return f"Hand.from_pbn({self.to_pbn()!r})"

    def __str__(self) -> str:
        return self.to_pbn()


_EMPTY: Final = Hand()
_DEAL_CACHE: dict[str, Deal] = {}

#: The number of different deals: 52! / (13!)^4.
DEAL_COUNT: Final = factorial(52) // factorial(13) ** 4


def _rank_subset(positions: list[int], n: int) -> int:
    """Combinatorial number system: rank of a sorted k-subset of range(n)."""
    return sum(comb(p, i + 1) for i, p in enumerate(positions))


def _unrank_subset(number: int, n: int, k: int) -> list[int]:
    positions: list[int] = []
    for i in range(k, 0, -1):
        p = i - 1
        while comb(p + 1, i) <= number:
            p += 1
        number -= comb(p, i)
        positions.append(p)
    return sorted(positions)


class Deal(Mapping[Seat, Hand]):
    """The four hands of a board (Law 6). A hand may be unknown (empty) in
    partial records; :attr:`is_complete` tells whether all 52 cards are there."""

    __slots__ = ("_hands", "_indices", "_suit_counts")

    _hands: tuple[Hand, Hand, Hand, Hand] | tuple[Hand, ...]
    _indices: tuple[frozenset[int], ...]
    _suit_counts: tuple[tuple[int, int, int, int], ...]

    def __init__(self, hands: Mapping[Seat, Hand | Iterable[Card]]) -> None:
        built = {seat: h if isinstance(h, Hand) else Hand(h) for seat, h in hands.items()}
        self._hands = tuple(built.get(seat, _EMPTY) for seat in Seat)
        sizes = [len(h) for h in self._hands]
        if (
            len(frozenset().union(*(h.cards for h in self._hands))) == sum(sizes)
            and max(sizes) <= 13
        ):
            return
        seen: set[Card] = set()
        for seat, hand in zip(Seat, self._hands, strict=True):
            if len(hand) > 13:
                raise InputError(
                    "{seat} holds {count} cards, more than 13", seat=seat, count=len(hand)
                )
            twice = seen & hand.cards
            if twice:
                raise InputError(
                    "{card} is dealt twice (again to {seat})", card=min(twice), seat=seat
                )
            seen |= hand.cards

    def __getitem__(self, seat: Seat) -> Hand:
        return self._hands[seat]

    def __iter__(self) -> Iterator[Seat]:
        return iter(Seat)

    def __len__(self) -> int:
        return 4

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self._hands == other._hands

    def __hash__(self) -> int:
        return hash(self._hands)

    @property
    def indices(self) -> tuple[frozenset[int], ...]:
        """Each seat's cards as card indices (computed once; used by the engine)."""
        try:
            return self._indices
        except AttributeError:
            self._indices = tuple(frozenset(c.index for c in h.cards) for h in self._hands)
            return self._indices

    @property
    def suit_counts(self) -> tuple[tuple[int, int, int, int], ...]:
        """Each seat's number of cards per suit, clubs first."""
        try:
            return self._suit_counts
        except AttributeError:
            counts = []
            for cards in self.indices:
                per_suit = [0, 0, 0, 0]
                for index in cards:
                    per_suit[index // 13] += 1
                counts.append((per_suit[0], per_suit[1], per_suit[2], per_suit[3]))
            self._suit_counts = tuple(counts)
            return self._suit_counts

    @property
    def is_complete(self) -> bool:
        """All 52 cards, 13 to each seat."""
        return all(len(h) == 13 for h in self._hands)

    def holder(self, card: Card) -> Seat | None:
        for seat, hand in zip(Seat, self._hands, strict=True):
            if card in hand:
                return seat
        return None

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        """PBN ``Deal`` value, e.g. ``N:AK2.QJ4.T98.AK32 ...``; unknown hands as ``-``."""
        parts = []
        for i in range(4):
            hand = self._hands[(first + i) & 3]
            parts.append(hand.to_pbn() if len(hand) else "-")
        return f"{first.letter}:" + " ".join(parts)

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Read a PBN ``Deal`` value. A ``-`` hand is unknown; when exactly one hand
        is missing from an otherwise complete deal it is filled in."""
        # Deals are immutable and team files repeat each deal: remember them.
        deal = _DEAL_CACHE.get(text)
        if deal is None:
            deal = cls._from_pbn(text)
            if len(_DEAL_CACHE) > 4096:
                _DEAL_CACHE.clear()
            _DEAL_CACHE[text] = deal
        return deal

    @classmethod
    def _from_pbn(cls, text: str) -> Deal:
        text = text.strip()
        if len(text) < 2 or text[1] != ":":
            raise InputError(
                "deal {value} does not start with a seat and a colon", value=shown(text)
            )
        first = Seat.parse(text[0])
        parts = text[2:].split()
        if len(parts) != 4:
            raise InputError("deal {value} does not have four hands", value=shown(text))
        hands: dict[Seat, Hand] = {}
        for i, part in enumerate(parts):
            if part != "-":
                hands[first.next(i)] = Hand.from_pbn(part)
        deal = cls(hands)
        missing = [s for s in Seat if s not in hands]
        if len(missing) == 1 and all(len(h) == 13 for h in hands.values()):
            rest = set(CARDS) - {c for h in hands.values() for c in h.cards}
            hands[missing[0]] = Hand(rest)
            deal = cls(hands)
        return deal

    # -- deal numbers -------------------------------------------------------------

    def number(self) -> int:
        """This deal's number in ``0 .. DEAL_COUNT - 1`` (inverse of :meth:`from_number`)."""
        if not self.is_complete:
            raise InputError("only a complete deal of 52 cards has a deal number")
        remaining = list(CARDS)
        number = 0
        for seat, size in ((Seat.NORTH, 39), (Seat.EAST, 26), (Seat.SOUTH, 13)):
            hand = self._hands[seat].cards
            positions = [i for i, c in enumerate(remaining) if c in hand]
            number = number * comb(size + 13, 13) + _rank_subset(positions, size + 13)
            remaining = [c for c in remaining if c not in hand]
        return number

    @classmethod
    def from_number(cls, number: int) -> Deal:
        """The deal named by ``number`` (see :meth:`number`)."""
        if not 0 <= number < DEAL_COUNT:
            raise InputError(
                "deal number {number} is outside 0 .. {last}", number=number, last=DEAL_COUNT - 1
            )
        digits = []
        for size in (13, 26, 39):
            number, digit = divmod(number, comb(size + 13, 13))
            digits.append(digit)
        digits.reverse()  # North's digit first
        remaining = list(CARDS)
        hands: dict[Seat, list[Card]] = {}
        for seat, digit in zip((Seat.NORTH, Seat.EAST, Seat.SOUTH), digits, strict=True):
            positions = _unrank_subset(digit, len(remaining), 13)
            chosen = {remaining[p] for p in positions}
            hands[seat] = sorted(chosen)
            remaining = [c for c in remaining if c not in chosen]
        hands[Seat.WEST] = remaining
        return cls(hands)

    @classmethod
    def random(cls, rng: random.Random | None = None) -> Deal:
        """A random deal: from ``rng`` when given (reproducible with a seed),
        otherwise from the operating system's secure generator."""
        if rng is None:
            return cls.from_number(secrets.randbelow(DEAL_COUNT))
        return cls.from_number(rng.randrange(DEAL_COUNT))

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"

    def __str__(self) -> str:
        return self.to_pbn()
