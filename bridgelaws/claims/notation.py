"""The claim-line notation: a claim statement as steps a machine can follow.

A line is a list of steps separated by ``;`` or ``,``, each a few words,
case-insensitive (the grammar is in ``docs/claims.md``)::

    draw trumps; SA SK; ruff C with N; finesse HQ; concede the rest
    run S from N, then cash H
    crossruff; not D

:func:`parse_line` reads it into a :class:`ClaimLine`; errors are
:class:`BridgeError` naming the character where the bad word starts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final

from bridgelaws.cards import BridgeError, Card, Rank, Seat, Suit
from bridgelaws.rulings import Message

# -- the notation ------------------------------------------------------------------


class StepKind(Enum):
    """What one step of a claim line says."""

    CARDS = "cards"  # play these cards in this order, one a trick
    RUN = "run"  # cash a suit until the claimer's side has none or loses a trick in it
    DRAW_TRUMPS = "draw_trumps"  # lead trumps until the opponents have none
    LEAD = "lead"  # lead this suit once (also "lose"/"give": a trick given up)
    RUFF = "ruff"  # lead the suit and ruff it in the hand that is void
    CROSSRUFF = "crossruff"  # ruff side suits alternately in both hands
    FINESSE = "finesse"  # take the finesse with this card
    NO_FINESSE = "no_finesse"  # throughout: play this suit from the top
    AVOID = "avoid"  # throughout: never lead this suit
    CONCEDE = "concede"  # the remaining tricks are given up
    KEEP = "keep"  # throughout: these cards are never discarded (a squeeze's guards)
    IF_BREAK = "if_break"  # the steps that follow hold if the suit breaks
    OTHERWISE = "otherwise"  # the steps that follow hold if it does not


#: steps that hold for the whole line rather than in their turn
GLOBAL_KINDS: Final = frozenset(
    {StepKind.NO_FINESSE, StepKind.AVOID, StepKind.KEEP, StepKind.IF_BREAK, StepKind.OTHERWISE}
)


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a claim line; ``position`` is its first character (from 1)."""

    kind: StepKind
    position: int
    suit: Suit | None = None
    cards: tuple[Card, ...] = ()
    seat: Seat | None = None
    #: for ``IF_BREAK``: the split stated (e.g. (3, 2)); ``None``: as even as it can be
    split: tuple[int, int] | None = None
    #: for a ``FINESSE`` said in plain words without its card: the rank it is
    #: taken against ("snijden op de heer"); the position decides the card
    #: (:func:`~bridgelaws.claims.statements.aim_finesses`)
    against: Rank | None = None
    #: for ``RUN``: the hand the suit is to end in ("run H ending in N"): the
    #: other hand plays its highest cards of the suit, so that the last
    #: trick of it is won where the claimer said
    end: Seat | None = None

    def __str__(self) -> str:
        words = {
            StepKind.CARDS: " ".join(c.name for c in self.cards),
            StepKind.RUN: f"run {self.suit}",
            StepKind.DRAW_TRUMPS: "draw trumps",
            StepKind.LEAD: f"lead {self.suit}",
            StepKind.RUFF: f"ruff {self.suit}",
            StepKind.CROSSRUFF: "crossruff",
            StepKind.FINESSE: f"finesse {self.cards[0]}"
            if self.cards
            else " ".join(
                ["finesse", *([str(self.suit)] if self.suit is not None else [])]
                + ([f"against {self.against.letter}"] if self.against is not None else [])
            ),
            StepKind.NO_FINESSE: f"drop {self.suit}",
            StepKind.AVOID: f"not {self.suit}",
            StepKind.CONCEDE: "concede the rest",
            StepKind.KEEP: "keep " + (" ".join(c.name for c in self.cards) or str(self.suit)),
            StepKind.IF_BREAK: f"if {self.suit} break"
            + (f" {self.split[0]}-{self.split[1]}" if self.split else ""),
            StepKind.OTHERWISE: "otherwise",
        }[self.kind]
        if self.seat is not None:
            words += f" {'with' if self.kind is StepKind.RUFF else 'from'} {self.seat.letter}"
        if self.end is not None:
            words += f" ending in {self.end.letter}"
        return words


def step_message(step: Step) -> Message:
    """A step in words, for a ruling in the reader's language (the English
    text is the notation's own: ``run S``, ``finesse HQ``)."""
    params: dict[str, str] = {}
    if step.suit is not None:
        params["suit"] = step.suit.letter
    if step.cards:
        params["cards"] = " ".join(c.name for c in step.cards)
        params["card"] = step.cards[0].name
    if step.seat is not None:
        params["seat"] = step.seat.name.title()
    if step.split is not None:
        params["split"] = f"{step.split[0]}-{step.split[1]}"
    seated = step.seat is not None
    kind = step.kind
    if kind is StepKind.CARDS:
        return Message("{cards} from {seat}" if seated else "{cards}", params)
    if kind is StepKind.RUN and step.end is not None:
        params["end"] = step.end.name.title()
        return Message(
            "run {suit} from {seat} ending in {end}" if seated else "run {suit} ending in {end}",
            params,
        )
    if kind is StepKind.RUN:
        return Message("run {suit} from {seat}" if seated else "run {suit}", params)
    if kind is StepKind.DRAW_TRUMPS:
        return Message("draw trumps from {seat}" if seated else "draw trumps", params)
    if kind is StepKind.LEAD:
        return Message("lead {suit} from {seat}" if seated else "lead {suit}", params)
    if kind is StepKind.RUFF:
        return Message("ruff {suit} with {seat}" if seated else "ruff {suit}", params)
    if kind is StepKind.CROSSRUFF:
        return Message("crossruff")
    if kind is StepKind.FINESSE and step.cards:
        return Message("finesse {card}", params)
    if kind is StepKind.NO_FINESSE:
        return Message("drop {suit}", params)
    if kind is StepKind.AVOID:
        return Message("not {suit}", params)
    if kind is StepKind.CONCEDE:
        return Message("concede the rest")
    if kind is StepKind.KEEP and step.cards:
        return Message("keep {cards}", params)
    if kind is StepKind.IF_BREAK:
        return Message("if {suit} break {split}" if step.split else "if {suit} break", params)
    if kind is StepKind.OTHERWISE:
        return Message("otherwise")
    return Message(str(step))  # an unaimed finesse or keep: the notation


@dataclass(frozen=True, slots=True)
class ClaimLine:
    """A parsed claim statement: the steps in order (empty: no line stated)."""

    text: str
    steps: tuple[Step, ...] = ()
    #: the language of a statement read from plain words ("": the notation)
    lang: str = ""

    @property
    def kept(self) -> frozenset[Card]:
        """Cards the line keeps to the end (``keep HA HQ``): never discarded."""
        return frozenset(c for s in self.steps if s.kind is StepKind.KEEP for c in s.cards)

    @property
    def sequence(self) -> tuple[Step, ...]:
        """The steps taken one after the other (not the ones that hold throughout)."""
        return tuple(s for s in self.steps if s.kind not in GLOBAL_KINDS)

    @property
    def avoided(self) -> frozenset[Suit]:
        return frozenset(
            s.suit for s in self.steps if s.kind is StepKind.AVOID and s.suit is not None
        )

    @property
    def from_the_top(self) -> frozenset[Suit]:
        return frozenset(
            s.suit for s in self.steps if s.kind is StepKind.NO_FINESSE and s.suit is not None
        )

    def mentions(self, suit: Suit) -> bool:
        """Whether the line names ``suit`` or one of its cards (70C1 for trumps)."""
        return any(
            s.suit is suit or any(c.suit is suit for c in s.cards) for s in self.steps
        ) or any(s.kind is StepKind.DRAW_TRUMPS for s in self.steps)

    def __str__(self) -> str:
        return "; ".join(str(s) for s in self.steps)


_SUIT_WORDS: Final = {
    **{s.letter.lower(): s for s in Suit},
    **{s.symbol: s for s in Suit},
    **{s.name.lower(): s for s in Suit},
    **{s.name.lower()[:-1]: s for s in Suit},
}
_SEAT_WORDS: Final = {
    **{s.letter.lower(): s for s in Seat},
    **{s.name.lower(): s for s in Seat},
    "dummy": None,
}
_TOKEN: Final = re.compile(r"[^\s;,]+|[;,]")
_NOISE: Final = frozenset({"then", "and", "the", "a", "an", "of", "to", "next"})


class _Tokens:
    """The words of a claim line with their positions, for parse errors."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.items = [(m.group(0), m.start() + 1) for m in _TOKEN.finditer(text)]
        self.index = 0

    def peek(self) -> str | None:
        return self.items[self.index][0].lower() if self.index < len(self.items) else None

    def position(self) -> int:
        if self.index < len(self.items):
            return self.items[self.index][1]
        return len(self.text) + 1

    def take(self) -> tuple[str, int]:
        word, pos = self.items[self.index]
        self.index += 1
        return word, pos

    def error(self, expected: str) -> BridgeError:
        if self.index < len(self.items):
            word, pos = self.items[self.index]
            found = f"{word!r}"
        else:
            pos, found = len(self.text) + 1, "the end of the line"
        return BridgeError(f"claim line, character {pos}: expected {expected}, found {found}")


def _card(word: str) -> Card | None:
    try:
        return Card.parse(word)
    except BridgeError:
        return None


def _suit(tokens: _Tokens, after: str) -> Suit:
    word = tokens.peek()
    if word is None or word not in _SUIT_WORDS:
        raise tokens.error(f"a suit (S, H, D, C) after {after!r}")
    tokens.take()
    return _SUIT_WORDS[word]


def _seat_after(tokens: _Tokens, words: tuple[str, ...]) -> Seat | None:
    """An optional ``from N`` / ``with S`` / ``in dummy``; ``dummy`` is resolved later."""
    if tokens.peek() not in words:
        return None
    keyword, _ = tokens.take()
    word = tokens.peek()
    if word is None or word not in _SEAT_WORDS or _SEAT_WORDS[word] is None:
        raise tokens.error(f"a seat (N, E, S, W) after {keyword!r}")
    tokens.take()
    return _SEAT_WORDS[word]


def parse_line(text: str) -> ClaimLine:
    """Read a claim statement in the notation of ``docs/claims.md``.

    An empty text is a claim without a stated line. Errors are
    :class:`BridgeError` naming the character where the bad word starts."""
    tokens = _Tokens(text)
    steps: list[Step] = []
    while tokens.peek() is not None:
        while tokens.peek() in (";", ","):
            tokens.take()
        while tokens.peek() in _NOISE:
            tokens.take()
        word = tokens.peek()
        if word is None:
            break
        position = tokens.position()
        steps.append(_step(tokens, word, position))
        nxt = tokens.peek()
        if nxt is not None and nxt not in (";", ","):
            raise tokens.error("';' or ',' between steps")
    return ClaimLine(text, tuple(steps))


def _step(tokens: _Tokens, word: str, position: int) -> Step:
    if word == "draw":
        tokens.take()
        if tokens.peek() not in ("trumps", "trump"):
            raise tokens.error("'trumps' after 'draw'")
        tokens.take()
        return Step(StepKind.DRAW_TRUMPS, position, seat=_seat_after(tokens, ("from",)))
    if word in ("run", "cash"):
        tokens.take()
        suit = _suit(tokens, word)
        seat = _seat_after(tokens, ("from",))
        end = None
        if tokens.peek() == "ending":
            tokens.take()
            end = _seat_after(tokens, ("in",))
            if end is None:
                raise tokens.error("'in' and a seat (N, E, S, W) after 'ending'")
        return Step(StepKind.RUN, position, suit, seat=seat, end=end)
    if word in ("lead", "lose", "give"):
        tokens.take()
        suit = _suit(tokens, word)
        return Step(StepKind.LEAD, position, suit, seat=_seat_after(tokens, ("from",)))
    if word == "ruff":
        tokens.take()
        suit = _suit(tokens, word)
        return Step(StepKind.RUFF, position, suit, seat=_seat_after(tokens, ("with", "in")))
    if word in ("crossruff", "cross-ruff"):
        tokens.take()
        return Step(StepKind.CROSSRUFF, position)
    if word == "finesse":
        tokens.take()
        nxt = tokens.peek()
        card = _card(nxt) if nxt is not None else None
        if card is None:
            raise tokens.error("the card to finesse with (e.g. HQ) after 'finesse'")
        tokens.take()
        return Step(StepKind.FINESSE, position, card.suit, (card,))
    if word == "drop":
        tokens.take()
        return Step(StepKind.NO_FINESSE, position, _suit(tokens, word))
    if word == "no":
        tokens.take()
        if tokens.peek() == "finesse":
            tokens.take()
            return Step(StepKind.NO_FINESSE, position, _suit(tokens, "no finesse"))
        return Step(StepKind.AVOID, position, _suit(tokens, word))
    if word in ("not", "avoid"):
        tokens.take()
        return Step(StepKind.AVOID, position, _suit(tokens, word))
    if word in ("keep", "keeping"):
        tokens.take()
        kept: list[Card] = []
        while (nxt := tokens.peek()) is not None and (card := _card(nxt)) is not None:
            kept.append(card)
            tokens.take()
        if not kept:
            raise tokens.error("the cards to keep (e.g. HA HQ) after 'keep'")
        return Step(StepKind.KEEP, position, cards=tuple(kept))
    if word == "if":
        tokens.take()
        suit = _suit(tokens, word)
        if tokens.peek() not in ("break", "breaks"):
            raise tokens.error("'break' after the suit")
        tokens.take()
        split = None
        nxt = tokens.peek()
        if nxt is not None and re.fullmatch(r"\d+-\d+", nxt):
            a, b = nxt.split("-")
            split = (int(a), int(b))
            tokens.take()
        return Step(StepKind.IF_BREAK, position, suit, split=split)
    if word in ("otherwise", "else"):
        tokens.take()
        return Step(StepKind.OTHERWISE, position)
    if word == "concede":
        tokens.take()
        while tokens.peek() in ("the", "rest", "all"):
            tokens.take()
        return Step(StepKind.CONCEDE, position)
    cards: list[Card] = []
    while (nxt := tokens.peek()) is not None and (card := _card(nxt)) is not None:
        if card in cards:
            raise BridgeError(f"claim line, character {tokens.position()}: {card} named twice")
        cards.append(card)
        tokens.take()
    if not cards:
        raise tokens.error(
            "a step: a card (SA), draw trumps, run/cash/lead/lose SUIT, ruff SUIT, "
            "crossruff, finesse CARD, drop SUIT, not SUIT, keep CARDS, if SUIT break, "
            "otherwise or concede"
        )
    return Step(StepKind.CARDS, position, cards=tuple(cards), seat=_seat_after(tokens, ("from",)))
