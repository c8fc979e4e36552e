"""Claims: a machine-readable claim line and the Law 70 adjudication of a claim.

The notation (:func:`parse_line`) is a list of steps separated by ``;`` or ``,``,
each step a few words, case-insensitive; see ``docs/claims.md`` for the whole
grammar. Examples::

    draw trumps; SA SK; ruff C with N; finesse HQ; concede the rest
    run S from N, then cash H
    crossruff; not D

:func:`adjudicate` settles a disputed claim (Law 70) from the remaining cards.
The stated line is followed; every choice the claimer left open is resolved
against him among *normal* plays (careless or inferior, but not irrational: see
:func:`normal_plays` and ``docs/claims.md``); the opponents play double-dummy
(endplay's DDS), and for a defender's claim his partner's choices too go against
him (70D2). An unmentioned outstanding trump (70C) and unstated finesses (70E)
are part of that search. The edition differences (70C2, 70E1, 68D) live in a
small :class:`ClaimPolicy`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from bridgelaws import dd
from bridgelaws.cards import CARDS, BridgeError, Card, Hand, Seat, Side, Suit
from bridgelaws.rulings import Message

__all__ = [
    "POLICY_2007",
    "POLICY_2017",
    "Adjudication",
    "ClaimLine",
    "ClaimPolicy",
    "Position",
    "Step",
    "StepKind",
    "adjudicate",
    "parse_line",
    "validate_line",
]

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


#: steps that hold for the whole line rather than in their turn
GLOBAL_KINDS: Final = frozenset({StepKind.NO_FINESSE, StepKind.AVOID})


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a claim line; ``position`` is its first character (from 1)."""

    kind: StepKind
    position: int
    suit: Suit | None = None
    cards: tuple[Card, ...] = ()
    seat: Seat | None = None

    def __str__(self) -> str:
        words = {
            StepKind.CARDS: " ".join(c.name for c in self.cards),
            StepKind.RUN: f"run {self.suit}",
            StepKind.DRAW_TRUMPS: "draw trumps",
            StepKind.LEAD: f"lead {self.suit}",
            StepKind.RUFF: f"ruff {self.suit}",
            StepKind.CROSSRUFF: "crossruff",
            StepKind.FINESSE: f"finesse {self.cards[0]}" if self.cards else "finesse",
            StepKind.NO_FINESSE: f"drop {self.suit}",
            StepKind.AVOID: f"not {self.suit}",
            StepKind.CONCEDE: "concede the rest",
        }[self.kind]
        if self.seat is not None:
            words += f" {'with' if self.kind is StepKind.RUFF else 'from'} {self.seat.letter}"
        return words


@dataclass(frozen=True, slots=True)
class ClaimLine:
    """A parsed claim statement: the steps in order (empty: no line stated)."""

    text: str
    steps: tuple[Step, ...] = ()

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
        return Step(StepKind.RUN, position, suit, seat=_seat_after(tokens, ("from",)))
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
            "crossruff, finesse CARD, drop SUIT, not SUIT or concede"
        )
    return Step(StepKind.CARDS, position, cards=tuple(cards), seat=_seat_after(tokens, ("from",)))


# -- the edition policy --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClaimPolicy:
    """What the editions say differently about claims (inventory §2.2).

    ``c2_wording``: 70C2's test, "plausible" (2017) or "at all likely" (2007).
    ``forgettable_trumps``: how many trumps still out against the claimer he
    may plausibly have lost count of (docs/claims.md, "70C"): one under 2017's
    "plausible", two under 2007's lower "at all likely"; with more out, or with
    no trump played yet (he cannot have lost count of trumps he never drew), he
    is taken to know they are there. ``e1_irrational_clause``: 2007's
    70E1 also accepts an unstated finesse when not taking it would be irrational
    (here: when counting shows the missing card cannot drop). ``play_may_continue``:
    68D2b (2017) lets play go on after a disputed claim when all four agree; 2007's
    68D ends play."""

    edition: str = "2017"
    c2_wording: str = "plausible"
    forgettable_trumps: int = 1
    e1_irrational_clause: bool = False
    play_may_continue: bool = True

    def unaware_of_trump(self, mentioned: bool, out: int, played: int) -> bool:
        """70C1-C2: is the claimer taken not to know an opponent still has a
        trump? ``out``: the trumps the opponents hold; ``played``: the trumps
        already gone from play."""
        if mentioned or out == 0:
            return False
        return out <= self.forgettable_trumps and played > 0


POLICY_2017: Final = ClaimPolicy()
POLICY_2007: Final = ClaimPolicy(
    edition="2007",
    c2_wording="at all likely",
    forgettable_trumps=2,
    e1_irrational_clause=True,
    play_may_continue=False,
)


# -- positions -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Position:
    """The cards left at the moment of a claim.

    ``hands`` per seat (North first); ``trick`` the cards already in the current
    trick, in the order played, led by ``leader``; ``won`` the tricks each side
    has won (NS, EW); ``voids`` the suits each seat is known not to hold (it failed
    to follow before the claim), which is what 70E1's exception looks at."""

    hands: tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]
    trump: Suit | None
    leader: Seat
    trick: tuple[tuple[Seat, Card], ...] = ()
    won: tuple[int, int] = (0, 0)
    voids: frozenset[tuple[Seat, Suit]] = frozenset()

    def __post_init__(self) -> None:
        seen: set[Card] = set()
        for hand in self.hands:
            if seen & hand:
                raise BridgeError(f"position: {min(seen & hand)} is held twice")
            seen |= hand
        for i, (seat, card) in enumerate(self.trick):
            if seat is not self.leader.next(i):
                raise BridgeError(f"position: card {i + 1} of the trick is not {seat}'s turn")
            if card in seen:
                raise BridgeError(f"position: {card} is in the trick and in a hand")
        sizes = [
            len(h) + any(s is seat for s, _ in self.trick)
            for seat, h in zip(Seat, self.hands, strict=True)
        ]
        if len(set(sizes)) != 1:
            raise BridgeError(f"position: the hands do not fit one trick count ({sizes})")
        if len(self.trick) > 3:
            raise BridgeError("position: a trick in progress has at most three cards")
        if sum(self.won) + sizes[0] != 13:
            raise BridgeError(f"position: {self.won} tricks won and {sizes[0]} left is not 13")

    @property
    def remaining(self) -> int:
        """Tricks still to be won, the current one included."""
        return len(self.hands[self.leader]) + (1 if self.trick else 0)

    @property
    def next_seat(self) -> Seat:
        return self.leader.next(len(self.trick))

    @classmethod
    def from_pbn(
        cls,
        hands: str,
        trump: str | Suit | None,
        leader: Seat | str,
        trick: str = "",
        won: tuple[int, int] | None = None,
        voids: Iterable[tuple[Seat, Suit]] = (),
    ) -> Position:
        """``hands`` like a PBN deal (``N:AK.. Q.. .. ..``, ``-`` for no cards);
        ``trick`` the cards already played to the current trick, leader first."""
        text = hands.strip()
        if len(text) < 2 or text[1] != ":":
            raise BridgeError(f"position {text!r} does not start with a seat and a colon")
        first = Seat.parse(text[0])
        parts = text[2:].split()
        if len(parts) != 4:
            raise BridgeError(f"position {text!r} does not have four hands")
        by_seat: dict[Seat, frozenset[Card]] = {}
        for i, part in enumerate(parts):
            by_seat[first.next(i)] = frozenset() if part == "-" else Hand.from_pbn(part).cards
        lead = Seat.parse(leader) if isinstance(leader, str) else leader
        played = tuple((lead.next(i), Card.parse(name)) for i, name in enumerate(trick.split()))
        size = len(by_seat[lead]) + (1 if played else 0)
        trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
        return cls(
            (by_seat[Seat.NORTH], by_seat[Seat.EAST], by_seat[Seat.SOUTH], by_seat[Seat.WEST]),
            trump_suit,
            lead,
            played,
            won if won is not None else (13 - size, 0),
            frozenset(voids),
        )


# -- the result ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Adjudication:
    """What the director should award for a disputed claim (Law 70).

    ``awarded`` and ``claimed`` are the claimer's side's total tricks, like
    ``double_dummy`` (what perfect play from the claim would give, for the
    director's information). ``line`` is the play that produced the award,
    card by card; ``reasons`` the steps of the reasoning with their laws."""

    claimer: Seat
    claimed: int
    awarded: int
    double_dummy: int
    won_before: int
    line: tuple[tuple[Seat, Card], ...]
    reasons: tuple[Message, ...]
    statement: ClaimLine
    laws: tuple[str, ...]
    unaware_of_trump: bool = False

    @property
    def side(self) -> Side:
        return self.claimer.side

    def line_text(self) -> str:
        """The line as tricks: ``SA SK S4 S2 | ...`` (each trick in playing order)."""
        out: list[str] = []
        for i in range(0, len(self.line), 4):
            out.append(" ".join(f"{s.letter}:{c.name}" for s, c in self.line[i : i + 4]))
        return " | ".join(out)


# -- the search ------------------------------------------------------------------------

_SUIT_MASK: Final = tuple(0x1FFF << (13 * s) for s in range(4))
_INF: Final = 99

# The search's position: each hand a bitmask of card indexes (North first), the
# trick in progress as (seat, card index) pairs, leader first.
_Hands = tuple[int, ...]
_Trick = tuple[tuple[int, int], ...]


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _mask_of(indexes: Iterable[int]) -> int:
    out = 0
    for index in indexes:
        out |= 1 << index
    return out


def _mask(cards: Iterable[Card]) -> int:
    out = 0
    for card in cards:
        out |= 1 << card.index
    return out


def _winner(trick: Sequence[tuple[int, int]], trump: int) -> int:
    """The seat that wins a complete trick of (seat, card index) pairs."""
    led = trick[0][1] // 13
    best_seat, best_key = -1, -1
    for seat, index in trick:
        suit = index // 13
        if suit == trump:
            key = index % 13 + 100
        elif suit == led:
            key = index % 13
        else:
            continue
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat


def _current_winner(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int]:
    """The seat and card now winning a trick in progress."""
    seat = _winner(trick, trump)
    for s, index in trick:
        if s == seat:
            return s, index
    raise AssertionError("winner not in trick")  # pragma: no cover


def _beats(card: int, current: int, led: int, trump: int) -> bool:
    suit, cur_suit = card // 13, current // 13
    if suit == cur_suit:
        return card > current
    return suit == trump


@dataclass(slots=True)
class _Choice:
    """Why a claimer's card was among the normal plays or was forced."""

    marked_finesse: int | None = None  # 70E1 exception: the finesse was marked
    irrational_refusal: int | None = None  # 2007 70E1: refusing it would be irrational
    finesse: int | None = None  # a finesse card was available and not stated
    top: int = 0  # the cards that win for sure where a finesse was possible


@dataclass
class _Search:
    """Minimum over the claimer's normal plays and the opponents' double-dummy
    plays of the claimer's side's tricks from a position (the Law 70 value)."""

    claimer_side: int
    trump: int  # 0..3, or 4 for no trump
    line: ClaimLine
    policy: ClaimPolicy
    unaware: bool
    dds_calls: int = 0
    nodes: int = 0
    #: positions searched exactly before the claimer's choices narrow (see options)
    budget: int = 500
    #: layouts of the unseen cards besides the actual one for the normal-play test
    samples: int = 6
    limited: bool = False
    memo: dict[tuple[object, ...], tuple[int, int, tuple[int, int] | None]] = field(
        default_factory=dict
    )
    dd_memo: dict[tuple[object, ...], dict[int, int]] = field(default_factory=dict)
    notes: dict[tuple[object, ...], _Choice] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.seq = self.line.sequence
        self.avoided = 0
        for suit in self.line.avoided:
            self.avoided |= 1 << suit
        self.top = 0
        for suit in self.line.from_the_top:
            self.top |= 1 << suit
        self.named = any(step.cards for step in self.line.steps)

    # -- double dummy ---------------------------------------------------------------

    def dd_scores(self, hands: _Hands, trick: _Trick, seat: int) -> dict[int, int]:
        """For each card ``seat`` may play now, the tricks his side takes from
        here (the current trick included), double dummy (:func:`dd.solve`)."""
        first = trick[0][0] if trick else seat
        key = (hands, trick, first)
        found = self.dd_memo.get(key)
        if found is None:
            trump = None if self.trump == 4 else Suit(self.trump)
            found = dd.solve(hands, trump, first, trick)
            self.dd_memo[key] = found
            self.dds_calls += 1
        return found

    # -- the claimer's knowledge -------------------------------------------------------

    def unseen(self, hands: _Hands) -> int:
        """The opponents' cards, as the claimer can count them (not who holds them)."""
        side = self.claimer_side
        return hands[side ^ 1] | hands[side ^ 3]

    def can_beat(
        self,
        card: int,
        trick: _Trick,
        seat: int,
        hands: _Hands,
        voids: int,
        use_voids: bool,
    ) -> bool:
        """Whether an opponent still to play might beat ``card`` in this trick, from
        what the claimer knows: the unseen cards, known voids if ``use_voids``, and
        trumps only when he is aware of them (70C)."""
        led = trick[0][1] // 13 if trick else card // 13
        unseen = self.unseen(hands)
        suit = card // 13
        for i in range(1, 4 - len(trick)):
            opp = (seat + i) & 3
            if (opp & 1) == self.claimer_side:
                continue
            holds_led = not (use_voids and voids >> (opp * 4 + led) & 1)
            if suit == led and holds_led:
                higher = unseen & _SUIT_MASK[suit] & ~((1 << (card + 1)) - 1)
                if higher:
                    return True
            if self.trump != 4 and not self.unaware and led != self.trump:
                trumps = unseen & _SUIT_MASK[self.trump]
                if suit == self.trump:
                    trumps &= ~((1 << (card + 1)) - 1)
                might_ruff = trumps and not (use_voids and voids >> (opp * 4 + self.trump) & 1)
                if might_ruff:
                    return True
        return False

    def masters(self, hands: _Hands, mask: int) -> int:
        """The cards of ``mask`` no unseen card of the same suit beats."""
        unseen = self.unseen(hands)
        out = 0
        for index in _bits(mask):
            if not (unseen & _SUIT_MASK[index // 13] & ~((1 << (index + 1)) - 1)):
                out |= 1 << index
        return out

    def drop_possible(self, hands: _Hands, trick: _Trick, suit: int, voids: int) -> bool:
        """Could an opponent still to play to this trick hold a singleton of the
        suit (so that the top card drops the missing honour now), on some holding
        the claimer cannot rule out by counting hand sizes and known voids?"""
        unseen = bin(self.unseen(hands) & _SUIT_MASK[suit]).count("1")
        played = {seat for seat, _ in trick}
        for x in ((self.claimer_side + 1) & 3, (self.claimer_side + 3) & 3):
            if x in played or voids >> (x * 4 + suit) & 1:
                continue
            y = x ^ 2
            cap_y = 0 if voids >> (y * 4 + suit) & 1 else bin(hands[y]).count("1")
            if max(1, unseen - cap_y) <= 1:
                return True
        return False

    # -- the claimer's normal plays -------------------------------------------------------

    def step_at(self, step: int, hands: _Hands) -> Step | None:
        return self.seq[step] if step < len(self.seq) else None

    def normal(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        step: int,
        voids: int,
    ) -> tuple[list[int], _Choice]:
        """The claimer's side's normal cards now: the stated line first, then every
        play that is not irrational (docs/claims.md, "What is irrational")."""
        hand = hands[seat]
        note = _Choice()
        if trick:
            led = trick[0][1] // 13
            follow = hand & _SUIT_MASK[led]
            legal = follow or hand
        else:
            led = -1
            legal = hand
        current = self.step_at(step, hands)
        stated = self.stated(hands, trick, seat, current, legal)
        cards = stated if stated else legal
        if (
            stated
            and current is not None
            and current.kind
            in (
                StepKind.CARDS,
                StepKind.FINESSE,
            )
            and stated.bit_count() == 1
        ):
            return [stated.bit_length() - 1], note
        base = cards
        if not trick:
            cards = self.lead_filter(hands, seat, cards, current, voids)
            base = self.keep_avoided(base)
        else:
            cards = self.follow_filter(hands, trick, seat, cards, voids, note, current)
            if led < 4 and self.top >> led & 1 and note.finesse is not None:
                base = cards
        if self.samples <= 0:
            return self.distinct(hands, trick, self.trim(trick, cards)), note
        # The model of normal play (docs/claims.md): every play the claimer could
        # choose that no other play beats on every layout of the unseen cards.
        # 70E1 (2017): an unstated finesse is not accepted however the cards lie,
        # unless marked; playing from the top stays a normal play.
        keep = 0
        if note.top and note.marked_finesse is None and not self.policy.e1_irrational_clause:
            keep = note.top
        candidates = self.distinct(hands, trick, base)
        return self.undominated(hands, trick, seat, candidates, voids, keep), note

    def keep_avoided(self, cards: int) -> int:
        """I2: never lead a suit the line said not to lead, while another is there."""
        keep = cards
        for suit in range(4):
            if self.avoided >> suit & 1:
                keep &= ~_SUIT_MASK[suit]
        return keep or cards

    def layouts(self, hands: _Hands, voids: int) -> list[_Hands]:
        """The actual hands and up to ``samples`` other layouts of the opponents'
        cards the claimer cannot rule out: each opponent keeps his number of
        cards and gets no card of a suit he has shown out of. Drawn with a seed
        taken from the position, so an adjudication is reproducible."""
        side = self.claimer_side
        a, b = (side + 1) & 3, (side + 3) & 3
        pool = sorted(_bits(hands[a] | hands[b]))
        size_a = hands[a].bit_count()
        to_b = [c for c in pool if voids >> (a * 4 + c // 13) & 1]
        to_a = [c for c in pool if voids >> (b * 4 + c // 13) & 1]
        free = [c for c in pool if c not in to_a and c not in to_b]
        need_a = size_a - len(to_a)
        out = [hands]
        if set(to_a) & set(to_b) or need_a < 0 or need_a > len(free):
            return out
        rng = random.Random(hash((hands[a] | hands[b], size_a, voids)))
        seen = {hands[a]}
        for _ in range(self.samples * 3):
            rng.shuffle(free)
            mask_a = _mask_of(to_a) | _mask_of(free[:need_a])
            if mask_a in seen:
                continue
            seen.add(mask_a)
            layout = list(hands)
            layout[a] = mask_a
            layout[b] = (hands[a] | hands[b]) & ~mask_a
            out.append(tuple(layout))
            if len(out) > self.samples:
                break
        return out

    def undominated(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        cards: list[int],
        voids: int,
        keep: int = 0,
    ) -> list[int]:
        """The cards no other card beats on every layout (ties kept once): a play
        that can never gain and may lose against another is irrational, whatever
        the class of player (docs/claims.md)."""
        if len(cards) <= 1:
            return cards
        vectors: dict[int, list[int]] = {c: [] for c in cards}
        for layout in self.layouts(hands, voids):
            scores = self.dd_scores(layout, trick, seat)
            for card in cards:
                vectors[card].append(scores.get(card, -1))
        trump_mask = _SUIT_MASK[self.trump] if self.trump != 4 else 0
        out: list[int] = []
        seen: set[tuple[int, ...]] = set()
        for card in cards:
            mine = vectors[card]
            dominated = False
            for other in cards:
                if other == card:
                    continue
                if (
                    not trick
                    and self.unaware
                    and trump_mask >> other & 1
                    and not trump_mask >> card & 1
                ):
                    continue  # 70C: unaware of the trump, drawing it is no better to him
                theirs = vectors[other]
                if all(t >= m for t, m in zip(theirs, mine, strict=True)) and theirs != mine:
                    dominated = True
                    break
            key = tuple(mine)
            if keep >> card & 1 and key not in seen:
                dominated = False
            if not dominated and key not in seen:
                seen.add(key)
                out.append(card)
        return out or cards[:1]

    def stated(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        current: Step | None,
        legal: int,
    ) -> int:
        """The cards the current step of the stated line allows (0: it says nothing)."""
        if current is None:
            return 0
        partner = seat ^ 2
        hand = hands[seat]
        kind = current.kind
        if kind is StepKind.CARDS:
            pending = self.pending_card(hands, current)
            if pending is None:
                return 0
            bit = 1 << pending.index
            in_trick = any(index in {c.index for c in current.cards} for _, index in trick)
            if not trick:
                if hand & bit:
                    return bit
                return legal & _SUIT_MASK[pending.suit] if hands[partner] & bit else 0
            if legal & bit and not in_trick:
                return bit
            if legal & bit and legal != bit:
                return legal & ~bit  # one stated card a trick: do not overtake with it
            return 0
        if kind is StepKind.FINESSE:
            card = current.cards[0]
            bit = 1 << card.index
            if not trick:
                if hand & bit:
                    return 0
                return legal & _SUIT_MASK[card.suit] if hands[partner] & bit else 0
            if legal & bit and trick[0][1] // 13 == card.suit:
                _, cur = _current_winner(trick, self.trump)
                if _beats(card.index, cur, trick[0][1] // 13, self.trump):
                    return bit
            return 0
        suit = current.suit if current.suit is not None else None
        if kind is StepKind.DRAW_TRUMPS and self.trump != 4:
            suit = Suit(self.trump)
        if kind in (StepKind.RUN, StepKind.DRAW_TRUMPS, StepKind.LEAD) and suit is not None:
            if not trick:
                return legal & _SUIT_MASK[suit]
            return 0
        if kind is StepKind.RUFF and suit is not None and self.trump != 4:
            ruffer = self.ruffer(hands, current, seat)
            if not trick:
                if seat == ruffer:
                    return 0
                return legal & _SUIT_MASK[suit]
            if seat == ruffer and trick[0][1] // 13 == suit and not hand & _SUIT_MASK[suit]:
                return hand & _SUIT_MASK[self.trump]
            return 0
        if kind is StepKind.CROSSRUFF and self.trump != 4:
            if not trick:
                out = 0
                ptrumps = hands[partner] & _SUIT_MASK[self.trump]
                for suit_i in range(4):
                    if suit_i == self.trump or not ptrumps:
                        continue
                    if not hands[partner] & _SUIT_MASK[suit_i]:
                        out |= legal & _SUIT_MASK[suit_i]
                return out
            led = trick[0][1] // 13
            if trick[0][0] == partner and not hand & _SUIT_MASK[led] and led != self.trump:
                return hand & _SUIT_MASK[self.trump]
        return 0

    def ruffer(self, hands: _Hands, step: Step, seat: int) -> int:
        """The hand that ruffs in a ``ruff`` step: the one named, else the void one."""
        if step.seat is not None and (step.seat & 1) == self.claimer_side:
            return int(step.seat)
        assert step.suit is not None
        mask = _SUIT_MASK[step.suit]
        for s in (seat, seat ^ 2):
            if not hands[s] & mask and hands[s] & _SUIT_MASK[self.trump]:
                return s
        return seat ^ 2

    @staticmethod
    def pending_card(hands: _Hands, step: Step) -> Card | None:
        held = hands[0] | hands[1] | hands[2] | hands[3]
        for card in step.cards:
            if held >> card.index & 1:
                return card
        return None

    def lead_filter(
        self, hands: _Hands, seat: int, cards: int, current: Step | None, voids: int
    ) -> int:
        # I2: never lead a suit the claimer said he would not lead, while he can.
        if self.avoided:
            keep = cards
            for suit in range(4):
                if self.avoided >> suit & 1:
                    keep &= ~_SUIT_MASK[suit]
            if keep:
                cards = keep
        # I7: while he can lead a winner, or lead towards one of partner's, a
        # claimer does not give up the lead with a loser (he cashes first).
        if current is None:
            own = self.masters(hands, hands[seat])
            partner = self.masters(hands, hands[seat ^ 2])
            keep = cards & own
            for suit in range(4):
                if partner & _SUIT_MASK[suit]:
                    keep |= cards & _SUIT_MASK[suit]
            if keep:
                cards = keep
        # I5: aware of an outstanding trump and holding its master in the hand on
        # lead, he draws it before anything else while the line leaves it open.
        if (
            self.trump != 4
            and not self.unaware
            and (current is None or current.kind is StepKind.CONCEDE)
        ):
            trump_mask = _SUIT_MASK[self.trump]
            out = self.unseen(hands) & trump_mask
            mine = cards & trump_mask
            if out and mine and self.masters(hands, mine):
                cards = mine
        return cards

    def follow_filter(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        cards: int,
        voids: int,
        note: _Choice,
        current: Step | None,
    ) -> int:
        led = trick[0][1] // 13
        hand = hands[seat]
        win_seat, win_card = _current_winner(trick, self.trump)
        opponent_winning = (win_seat & 1) != self.claimer_side
        beating = 0
        for index in _bits(cards):
            if _beats(index, win_card, led, self.trump):
                beating |= 1 << index
        sure_naive = 0
        sure_known = 0
        for index in _bits(beating):
            if not self.can_beat(index, trick, seat, hands, voids, use_voids=False):
                sure_naive |= 1 << index
            if not self.can_beat(index, trick, seat, hands, voids, use_voids=True):
                sure_known |= 1 << index
        following = bool(hand & _SUIT_MASK[led])
        # I4: with an opponent winning, a player who holds a card that surely wins
        # the trick does not let it go.
        if opponent_winning and sure_known:
            cards &= beating
        # 70E: finesses in the suit led, second or third in hand.
        if following and len(trick) < 3 and beating:
            finesse_cards = beating & ~sure_naive
            if finesse_cards and sure_naive:
                note.finesse = finesse_cards.bit_length() - 1
                note.top = sure_naive
            marked = sure_known & ~sure_naive
            if marked:
                # 70E1 exception: an opponent behind has shown out; the marked
                # finesse with the lowest such card is what the claimer plays.
                lowest = marked & -marked
                cards = (cards & ~beating) | lowest if not opponent_winning else lowest
                note.marked_finesse = lowest.bit_length() - 1
            elif (
                self.policy.e1_irrational_clause
                and finesse_cards
                and sure_naive
                and opponent_winning
            ):
                low_f = (finesse_cards & -finesse_cards).bit_length() - 1
                if not self.drop_possible(hands, trick, led, voids):
                    cards &= ~sure_naive
                    note.irrational_refusal = low_f
            elif led < 4 and self.top >> led & 1 and sure_naive:
                cards &= ~finesse_cards  # "drop S": no finesse in that suit
        if not following and not opponent_winning and self.trump != 4:
            # I6: partner's card wins the trick for sure: ruffing it wastes a trump.
            partner_sure = not self.can_beat(win_card, trick, seat, hands, voids, use_voids=True)
            discards = cards & ~_SUIT_MASK[self.trump]
            if partner_sure and discards:
                cards = discards
        if not following:
            discards = cards & ~_SUIT_MASK[self.trump] if self.trump != 4 else cards
            if discards:
                keep = discards & ~self.masters(hands, discards)
                keep &= ~self.running(hands, current)
                if keep and keep != discards:
                    # I3: no winner (or card of a suit being run) thrown while a
                    # lesser discard is there.
                    cards = (cards & ~discards) | keep
        return cards or hand

    def trim(self, trick: _Trick, cards: int) -> int:
        """Of each suit only the highest and lowest card, and the lowest that
        beats the trick so far: the plays in between are not different choices
        of line, only of spot cards (this keeps the search small)."""
        out = 0
        winning = _current_winner(trick, self.trump)[1] if trick else -1
        led = trick[0][1] // 13 if trick else -1
        for suit in range(4):
            held = cards & _SUIT_MASK[suit]
            if not held:
                continue
            out |= (1 << (held.bit_length() - 1)) | (held & -held)
            if winning >= 0:
                for index in _bits(held):
                    if _beats(index, winning, led, self.trump):
                        out |= 1 << index
                        break
        return out

    def running(self, hands: _Hands, current: Step | None) -> int:
        """The cards of the suit the line is running now (not to be thrown away)."""
        if current is None:
            return 0
        if current.kind is StepKind.RUN and current.suit is not None:
            return _SUIT_MASK[current.suit]
        if current.kind is StepKind.DRAW_TRUMPS and self.trump != 4:
            return _SUIT_MASK[self.trump]
        if current.kind is StepKind.CARDS:
            return _mask(current.cards)
        return 0

    def distinct(self, hands: _Hands, trick: _Trick, cards: int) -> list[int]:
        """One card of each set of equals (touching cards of one hand, nothing
        between them left in play), named cards of the line kept apart."""
        if not cards:
            return []
        held = _in_play(hands, trick)
        named = 0
        for step in self.seq:
            named |= _mask(step.cards)
        out: list[int] = []
        previous = -2
        for index in sorted(_bits(cards), reverse=True):
            if (
                previous >= 0
                and previous // 13 == index // 13
                and not (held & ((1 << previous) - 1) & ~((1 << (index + 1)) - 1))
                and not (named >> index & 1)
                and not (named >> previous & 1)
            ):
                previous = index
                continue
            out.append(index)
            previous = index
        return out

    # -- steps ---------------------------------------------------------------------------

    def advance(
        self,
        step: int,
        hands: _Hands,
        trick: _Trick | None,
        winner: int | None,
    ) -> int:
        """The step of the line in force after a trick (``None``: at the start)."""
        side = self.claimer_side
        mine = hands[side] | hands[side ^ 2]
        while step < len(self.seq):
            current = self.seq[step]
            kind = current.kind
            led_by_us = trick is not None and (trick[0][0] & 1) == side
            led = trick[0][1] // 13 if trick is not None else -1
            lost = winner is not None and (winner & 1) != side
            done = False
            if kind is StepKind.CARDS:
                done = self.pending_card(hands, current) is None
            elif kind is StepKind.FINESSE:
                done = not (mine >> current.cards[0].index & 1)
            elif kind is StepKind.RUN:
                assert current.suit is not None
                done = not mine & _SUIT_MASK[current.suit] or (
                    led_by_us and led == current.suit and lost
                )
            elif kind is StepKind.DRAW_TRUMPS:
                if self.trump == 4:
                    done = True
                else:
                    mask = _SUIT_MASK[self.trump]
                    done = (
                        not self.unseen(hands) & mask
                        or not mine & mask
                        or (led_by_us and led == self.trump and lost)
                    )
            elif kind is StepKind.LEAD:
                assert current.suit is not None
                done = (led_by_us and led == current.suit) or not mine & _SUIT_MASK[current.suit]
            elif kind is StepKind.RUFF:
                assert current.suit is not None
                done = (
                    self.trump == 4
                    or (led_by_us and led == current.suit)
                    or not mine & _SUIT_MASK[current.suit]
                    or not mine & _SUIT_MASK[self.trump]
                )
            elif kind is StepKind.CROSSRUFF:
                done = self.trump == 4 or not self.crossruff_possible(hands)
            elif kind is StepKind.CONCEDE:
                return step
            if not done:
                return step
            step += 1
        return step

    def crossruff_possible(self, hands: _Hands) -> bool:
        side = self.claimer_side
        trump_mask = _SUIT_MASK[self.trump]
        for seat in (side, side ^ 2):
            other = seat ^ 2
            if not hands[other] & trump_mask:
                continue
            for suit in range(4):
                if (
                    suit != self.trump
                    and hands[seat] & _SUIT_MASK[suit]
                    and not hands[other] & _SUIT_MASK[suit]
                ):
                    return True
        return False

    # -- the minimum ------------------------------------------------------------------------

    def key(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        step: int,
        voids: int,
    ) -> tuple[object, ...]:
        """The memo key: positions that differ only in which spot cards are left
        (the same holders in the same rank order) have the same value. Lines that
        name cards keep the exact cards."""
        if self.named:
            return (hands, trick, seat, step, voids)
        in_trick = {index: 4 + i for i, (_, index) in enumerate(trick)}
        shape: list[int] = []
        h0, h1, h2, h3 = hands
        for index in range(51, -1, -1):
            bit = 1 << index
            if h0 & bit:
                shape.append(0)
            elif h1 & bit:
                shape.append(1)
            elif h2 & bit:
                shape.append(2)
            elif h3 & bit:
                shape.append(3)
            elif index in in_trick:
                shape.append(in_trick[index])
            if index % 13 == 0:
                shape.append(9)
        return (tuple(shape), len(trick), trick[0][0] if trick else -1, seat, step, voids)

    def all_masters(self, hands: _Hands, seat: int) -> bool:
        """On lead with nothing but winners in both hands and no trump out against
        them: every remaining trick is the claimer's whatever he plays."""
        side = self.claimer_side
        if (seat & 1) != side:
            return False
        mine = hands[side] | hands[side ^ 2]
        if self.trump != 4 and self.unseen(hands) & _SUIT_MASK[self.trump]:
            return False
        return self.masters(hands, mine) == mine

    def options(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        step: int,
        voids: int,
    ) -> list[int]:
        """The cards tried at this node: the claimer's normal plays, or the
        opponent's double-dummy best card (the lowest of the best)."""
        if (seat & 1) == self.claimer_side:
            options, note = self.normal(hands, trick, seat, step, voids)
            if (
                note.finesse is not None
                or note.marked_finesse is not None
                or (note.irrational_refusal is not None)
            ):
                self.notes[self.key(hands, trick, seat, step, voids)] = note
            if len(options) > 1 and self.nodes >= self.budget:
                # Past the budget, only the normal play double-dummy likes best:
                # the award can then be kinder to the claimer than a full search,
                # never more than double-dummy; the report says so.
                self.limited = True
                dd = self.dd_scores(hands, trick, seat)
                return [max(options, key=lambda c: (dd.get(c, 0), -c))]
            return options
        dd = self.dd_scores(hands, trick, seat)
        best = max(dd.values())
        return [min(c for c in dd if dd[c] == best)]

    def value(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        step: int,
        voids: int,
        cap: int = _INF,
    ) -> int:
        """The claimer's side's tricks from here (the current trick included), or
        ``cap`` when they are at least ``cap``: branch and bound, since the
        tricks a line has already given can only grow."""
        if cap <= 0:
            return 0
        if not trick:
            if not hands[seat]:
                return 0
            if step < len(self.seq) and self.seq[step].kind is StepKind.CONCEDE:
                return 0
            if self.all_masters(hands, seat):
                return min(cap, bin(hands[seat]).count("1"))
        key = self.key(hands, trick, seat, step, voids)
        found = self.memo.get(key)
        if found is not None:
            value, bound, _ = found
            if value < bound:
                return min(value, cap)  # exact
            if cap <= bound:
                return cap
        self.nodes += 1
        best, best_card = cap, -1
        for card in self.options(hands, trick, seat, step, voids):
            result = self.play(hands, trick, seat, step, voids, card, best)
            if result < best:
                best, best_card = result, card
                if best == 0:
                    break
        token = _token(hands, trick, best_card) if best_card >= 0 else None
        self.memo[key] = (best, cap, token)
        return best

    def play(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        step: int,
        voids: int,
        card: int,
        cap: int = _INF,
    ) -> int:
        """Play ``card`` from ``seat`` and return the claimer's tricks from there."""
        after, played, nxt_seat, nxt_step, nxt_voids, gain = self.after(
            hands, trick, seat, step, voids, card
        )
        return gain + self.value(after, played, nxt_seat, nxt_step, nxt_voids, cap - gain)

    def after(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        step: int,
        voids: int,
        card: int,
    ) -> tuple[_Hands, _Trick, int, int, int, int]:
        new_hands = list(hands)
        new_hands[seat] &= ~(1 << card)
        after = tuple(new_hands)
        if trick and card // 13 != trick[0][1] // 13:
            voids |= 1 << (seat * 4 + trick[0][1] // 13)  # showed out
        played = (*trick, (seat, card))
        if len(played) < 4:
            return after, played, (seat + 1) & 3, step, voids, 0
        winner = _winner(played, self.trump)
        gain = 1 if (winner & 1) == self.claimer_side else 0
        return after, (), winner, self.advance(step, after, played, winner), voids, gain

    def path(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        step: int,
        voids: int,
    ) -> Iterator[tuple[tuple[object, ...], int, int]]:
        """The line that gives the minimum: (node key, seat, card) for each card."""
        while hands[seat] and not (
            not trick and step < len(self.seq) and self.seq[step].kind is StepKind.CONCEDE
        ):
            self.value(hands, trick, seat, step, voids)
            key = self.key(hands, trick, seat, step, voids)
            found = self.memo.get(key)
            chosen = -1
            if found is not None and found[2] is not None:
                chosen = _untoken(hands, trick, found[2])
            if chosen < 0 or not hands[seat] >> chosen & 1:
                chosen = self.options(hands, trick, seat, step, voids)[0]
            yield key, seat, chosen
            hands, trick, seat, step, voids, _ = self.after(hands, trick, seat, step, voids, chosen)


def _in_play(hands: _Hands, trick: _Trick) -> int:
    """Every card still in play: in the hands and in the trick in progress."""
    live = hands[0] | hands[1] | hands[2] | hands[3]
    for _, index in trick:
        live |= 1 << index
    return live


def _token(hands: _Hands, trick: _Trick, card: int) -> tuple[int, int]:
    """A card as (suit, how many cards of its suit still in play rank above it),
    the same in every position with the same memo key."""
    suit = card // 13
    live = _in_play(hands, trick)
    above = live & _SUIT_MASK[suit] & ~((1 << (card + 1)) - 1)
    return suit, bin(above).count("1")


def _untoken(hands: _Hands, trick: _Trick, token: tuple[int, int]) -> int:
    suit, above = token
    live = _in_play(hands, trick)
    cards = sorted(_bits(live & _SUIT_MASK[suit]), reverse=True)
    return cards[above] if above < len(cards) else -1


# -- adjudication ------------------------------------------------------------------------

_SEAT_TEXT: Final = {seat: seat.name.title() for seat in Seat}


def validate_line(line: ClaimLine, position: Position, claimer: Seat) -> None:
    """Cards and seats in a line must be the claimer's side's own."""
    mine = position.hands[claimer] | position.hands[claimer.partner]
    for step in line.steps:
        for card in step.cards:
            if card not in mine:
                raise BridgeError(
                    f"claim line, character {step.position}: {card} is not in "
                    f"{claimer.name.title()}'s or {claimer.partner.name.title()}'s hand"
                )
        if step.seat is not None and step.seat.side is not claimer.side:
            raise BridgeError(
                f"claim line, character {step.position}: {step.seat.name.title()} "
                "is not on the claimer's side"
            )


def adjudicate(
    position: Position,
    claimer: Seat,
    claimed: int,
    line: ClaimLine | str | None = None,
    *,
    declarer: Seat | None = None,
    policy: ClaimPolicy = POLICY_2017,
) -> Adjudication:
    """Law 70: the tricks the director awards the claimer's side for its claim of
    ``claimed`` total tricks, with the line that gives them and the reasons.

    The claimer's side's choices the line leaves open go against it among normal
    plays; the opponents play double-dummy. A line that names cards the claimer's
    side does not hold is bad input (:class:`BridgeError`)."""
    statement = parse_line(line) if isinstance(line, str) else (line or ClaimLine(""))
    validate_line(statement, position, claimer)
    side = claimer.side
    won = position.won[side]
    most = won + position.remaining
    if not won <= claimed <= most:
        raise BridgeError(
            f"a claim of {claimed} tricks does not fit the {won} won and "
            f"{position.remaining} still to play"
        )
    trump = 4 if position.trump is None else int(position.trump)
    opponents = (claimer.lho, claimer.rho)
    outstanding = (
        []
        if position.trump is None
        else [
            (seat, card)
            for seat in opponents
            for card in sorted(position.hands[seat], reverse=True)
            if card.suit is position.trump
        ]
    )
    mentioned = position.trump is not None and statement.mentions(position.trump)
    gone = 0
    if position.trump is not None:
        in_play = sum(c.suit is position.trump for h in position.hands for c in h)
        in_play += sum(c.suit is position.trump for _, c in position.trick)
        gone = 13 - in_play
    unaware = policy.unaware_of_trump(mentioned, len(outstanding), gone)
    search = _Search(side, trump, statement, policy, unaware)
    if declarer is not None and declarer.side is not side:
        # A defender cannot see his partner's cards: the test against layouts
        # of the unseen cards (which assumes the claimer's side sees both its
        # hands) gives way to the rules of thumb, and 70D2 holds his partner to
        # every one of them.
        search.samples = 0
    hands = tuple(_mask(h) for h in position.hands)
    trick = tuple((int(s), c.index) for s, c in position.trick)
    voids = 0
    for void_seat, suit in position.voids:
        voids |= 1 << (void_seat * 4 + suit)
    seat = int(position.next_seat)
    step = search.advance(0, hands, None, None)
    future = search.value(hands, trick, seat, step, voids)
    dd_scores = search.dd_scores(hands, trick, seat)
    dd_best = max(dd_scores.values()) if dd_scores else 0
    dd_future = dd_best if (seat & 1) == side else position.remaining - dd_best
    awarded = max(won, min(claimed, won + future))

    played: list[tuple[Seat, Card]] = []
    notes: list[_Choice] = []
    for key, who, index in search.path(hands, trick, seat, step, voids):
        played.append((Seat(who), CARDS[index]))
        note = search.notes.get(key)
        if note is not None:
            notes.append(note)
    reasons = _reasons(
        position,
        claimer,
        claimed,
        awarded,
        won + dd_future,
        statement,
        declarer,
        policy,
        unaware,
        outstanding,
        played,
        notes,
        search.limited,
    )
    laws = tuple(dict.fromkeys(law for m in reasons for law in _laws_of(m)))
    return Adjudication(
        claimer,
        claimed,
        awarded,
        won + dd_future,
        won,
        tuple(played),
        tuple(reasons),
        statement,
        laws or ("70A",),
        unaware,
    )


_LAW_RE: Final = re.compile(r"\((\d{2}[A-E]?\d?(?:, \d{2}[A-E]?\d?)*)[^)]*\)")


def _laws_of(message: Message) -> list[str]:
    out: list[str] = []
    for group in _LAW_RE.findall(message.text):
        out.extend(part.strip() for part in group.split(","))
    return out


def _reasons(
    position: Position,
    claimer: Seat,
    claimed: int,
    awarded: int,
    double_dummy: int,
    statement: ClaimLine,
    declarer: Seat | None,
    policy: ClaimPolicy,
    unaware: bool,
    outstanding: list[tuple[Seat, Card]],
    played: list[tuple[Seat, Card]],
    notes: list[_Choice],
    limited: bool = False,
) -> list[Message]:
    side_name = claimer.side.name
    params = {
        "claimer": _SEAT_TEXT[claimer],
        "claimed": str(claimed),
        "awarded": str(awarded),
        "side": side_name,
        "dd": str(double_dummy),
    }
    out: list[Message] = []
    if statement.steps:
        out.append(
            Message(
                "The line stated with the claim is followed: {line} (70B1).",
                {"line": str(statement)},
            )
        )
    else:
        out.append(
            Message(
                "No line was stated with the claim: every choice left open goes against "
                "the claimer among normal plays (70D1)."
            )
        )
    if declarer is not None and claimer.side is not declarer.side:
        out.append(
            Message(
                "A defender claimed: his partner's choices among normal plays go against "
                "the claim too (70D2)."
            )
        )
    if outstanding and unaware:
        trumps = " ".join(c.name for _, c in outstanding)
        lost = _tricks_to_trumps(played, position, claimer, {c for _, c in outstanding})
        if policy.c2_wording == "plausible":
            unaware_text = Message(
                "An opponent still holds a trump ({trumps}) the claimer did not mention; "
                "it is plausible that he was unaware of it (70C1, 70C2).",
                {"trumps": trumps},
            )
        else:
            unaware_text = Message(
                "An opponent still holds a trump ({trumps}) the claimer did not mention; "
                "it is at all likely that he was unaware of it (70C1, 70C2).",
                {"trumps": trumps},
            )
        out.append(unaware_text)
        if lost:
            out.append(
                Message(
                    "A normal line loses {count} trick(s) to that trump (70C3).",
                    {"count": str(lost)},
                )
            )
        else:
            out.append(Message("No normal line loses a trick to that trump (70C3)."))
    seen: set[int] = set()
    for note in notes:
        if note.marked_finesse is not None and note.marked_finesse not in seen:
            seen.add(note.marked_finesse)
            out.append(
                Message(
                    "An opponent has shown out, so the finesse with {card} is accepted (70E1).",
                    {"card": CARDS[note.marked_finesse].name},
                )
            )
        elif note.irrational_refusal is not None and note.irrational_refusal not in seen:
            seen.add(note.irrational_refusal)
            out.append(
                Message(
                    "Not taking the finesse with {card} would be irrational, as the missing "
                    "card cannot drop; the finesse is accepted (70E1).",
                    {"card": CARDS[note.irrational_refusal].name},
                )
            )
        elif note.finesse is not None and note.finesse not in seen:
            seen.add(note.finesse)
            finesse = CARDS[note.finesse]
            stated = any(
                s.kind is StepKind.FINESSE and s.cards[0] is finesse for s in statement.steps
            )
            if not stated:
                out.append(
                    Message(
                        "The finesse with {card} was not stated: it is not accepted, and "
                        "the claimer is held to the less successful normal play (70E1, 70D1).",
                        {"card": finesse.name},
                    )
                )
    if awarded >= claimed:
        out.append(
            Message(
                "The claim of {claimed} tricks is good on every normal line: {side} "
                "gets {awarded} tricks (70A).",
                params,
            )
        )
    else:
        out.append(
            Message(
                "Doubtful points go against the claimer: on the least successful normal "
                "line {side} takes {awarded} of the {claimed} tricks claimed (70A, 70D1).",
                params,
            )
        )
    if limited:
        out.append(
            Message(
                "The position has many normal lines: past the first {nodes} positions "
                "the claimer was given his best normal play, double-dummy.",
                {"nodes": str(_Search.budget)},
            )
        )
    if double_dummy > awarded:
        out.append(
            Message(
                "For comparison, perfect play from the claim would give {side} {dd} tricks.",
                params,
            )
        )
    return out


def _tricks_to_trumps(
    played: list[tuple[Seat, Card]], position: Position, claimer: Seat, trumps: set[Card]
) -> int:
    """How many tricks of the line an opponent wins with one of the trumps."""
    count = 0
    cards = list(position.trick) + played[:]
    # the line starts in the middle of the current trick: cut it into tricks
    offset = 0
    while offset + 4 <= len(cards):
        trick = cards[offset : offset + 4]
        offset += 4
        trump = position.trump
        assert trump is not None
        led = trick[0][1].suit
        best = max(
            trick,
            key=lambda sc: (sc[1].suit is trump) * 100 + (sc[1].suit is led) * 50 + sc[1].rank,
        )
        if best[0].side is not claimer.side and best[1] in trumps:
            count += 1
    return count


def position_from_play(
    hands: Mapping[Seat, Iterable[Card]],
    trump: Suit | None,
    leader: Seat,
    trick: Sequence[tuple[Seat, Card]],
    won: tuple[int, int],
    history: Iterable[Sequence[tuple[Seat, Card]]],
) -> Position:
    """A position from a play in progress; ``history`` the quitted tricks, from
    which the voids every player has shown are read (70E1)."""
    voids: set[tuple[Seat, Suit]] = set()
    for cards in [*history, trick]:
        if not cards:
            continue
        led = cards[0][1].suit
        for seat, card in cards[1:]:
            if card.suit is not led:
                voids.add((seat, led))
    return Position(
        (
            frozenset(hands[Seat.NORTH]),
            frozenset(hands[Seat.EAST]),
            frozenset(hands[Seat.SOUTH]),
            frozenset(hands[Seat.WEST]),
        ),
        trump,
        leader,
        tuple(trick),
        won,
        frozenset(voids),
    )
