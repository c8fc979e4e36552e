"""The play of the hand as the Laws run it (Laws 41-47, 44, 65-66).

:class:`Play` knows the opening leader (declarer's LHO, 41A), dummy (41D),
whose turn it is, the duty to follow suit (44C), who wins a trick (44E, 44F),
who leads next (44G), the tricks each side has won and the quitted tricks in
order (65). Like :class:`~bridgelaws.auction.Auction` it reports what is wrong
with an action but leaves the consequences to the edition.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import pairwise
from typing import NamedTuple

from bridgelaws.auction import Violation
from bridgelaws.cards import CARDS, Card, Deal, Seat, Side, Suit
from bridgelaws.rulings import IrregularityCode


class Trick(NamedTuple):
    """A quitted trick (Law 65): its leader, the cards in the order played and
    the seat that won it.

    A trick quitted before a record began mid-play (:meth:`Play.resume`) was
    not seen: ``seen`` is False, ``cards`` is empty and ``winner`` and
    ``leader`` are only a seat of the side that won it."""

    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat
    seen: bool = True

    @property
    def led_suit(self) -> Suit:
        return self.cards[0][1].suit

    def card_of(self, seat: Seat) -> Card | None:
        for s, c in self.cards:
            if s is seat:
                return c
        return None


_LHO = tuple(seat.lho for seat in Seat)
_ROTATIONS = tuple(tuple(Seat((leader + i) & 3) for i in range(4)) for leader in range(4))


def trick_winner(cards: Sequence[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    """Law 44E/44F: the highest trump wins; without trumps, the highest card of
    the suit led."""
    led = cards[0][1].suit
    best_seat, best = cards[0]
    best_key = best.rank + (100 if best.suit is trump else 0)
    for seat, card in cards[1:]:
        if card.suit is trump:
            key = card.rank + 100
        elif card.suit is led:
            key = card.rank
        else:
            continue
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat


class Play:
    """The play period of one board.

    Unknown cards are first-class: each seat holds its known cards
    (:attr:`hands`) and a number of cards no one has seen (:attr:`unknown`). A
    seat with unknown cards may play any card not known to be elsewhere; it
    can be shown to revoke only by a known card of the suit led. A whole deal
    has no unknown cards; a ``-`` hand of a partial deal is thirteen unknown
    cards; :meth:`resume` starts the play in the middle of a board.
    """

    __slots__ = (
        "_counts",
        "_guessed",
        "current",
        "declarer",
        "dummy",
        "hands",
        "known",
        "leader",
        "next_leader",
        "next_seat",
        "queued",
        "tricks",
        "trump",
        "unknown",
        "voids",
        "waiting_lead",
        "won",
    )

    def __init__(self, deal: Deal, declarer: Seat, trump: Suit | None) -> None:
        self.declarer = declarer
        self.dummy = declarer.partner
        self.trump = trump
        #: the known cards still held, as card indices (cheap to hash)
        self.hands: list[set[int]] = [set(cards) for cards in deal.indices]
        #: how many cards each seat still holds that no one has seen
        self.unknown = [13 - len(h) if h else 13 for h in self.hands]
        #: whether each hand is wholly known (no unknown cards)
        self.known = [n == 0 for n in self.unknown]
        #: suits each seat's unknown cards are known not to include (spec §6 ``-``)
        self.voids: list[frozenset[Suit]] = [frozenset() for _ in Seat]
        #: cards played from the unknown part of a hand (a correction puts them back there)
        self._guessed: set[int] = set()
        self._counts = [list(counts) for counts in deal.suit_counts]
        self.leader = declarer.lho  # Law 41A: the opening lead is made by declarer's LHO
        self.next_seat = self.leader
        self.current: list[tuple[Seat, Card]] = []
        self.tricks: list[Trick] = []
        self.won = [0, 0]
        #: cards that stand but wait for their player's turn (Laws 57C3, 57D, 62C)
        self.queued: list[tuple[Seat, Card, int]] = []
        #: who leads the next trick whoever wins this one: a premature lead
        #: that stands as if in turn (60A2)
        self.next_leader: Seat | None = None
        #: a card led to the next trick before the revoke in the trick before
        #: was corrected (62C1): it leads once that trick is complete if its
        #: player won it again, else it goes back to his hand
        self.waiting_lead: tuple[Seat, Card, int] | None = None

    @classmethod
    def resume(
        cls,
        declarer: Seat,
        trump: Suit | None,
        *,
        quitted: Mapping[Side, int],
        leader: Seat | None = None,
        current: Sequence[tuple[Seat, Card]] = (),
        hands: Mapping[Seat, Iterable[Card]] | None = None,
        voids: Mapping[Seat, frozenset[Suit]] | None = None,
    ) -> Play:
        """The play in the middle of a board, as a director finds it (spec §6):
        ``quitted`` tricks per side, the trick in progress (``current``, its
        lead first) or the seat to lead (``leader``), and the cards known to be
        still held (``hands``, e.g. dummy's), with the suits such a hand is
        known to be void in (``voids``). Everything else is unknown.
        Raises :class:`ValueError` naming the field for a position that
        cannot be true."""
        ns, ew = quitted.get(Side.NS, 0), quitted.get(Side.EW, 0)
        if ns < 0 or ew < 0 or ns + ew > 13 or (ns + ew == 13 and current):
            raise ValueError(f"tricks: {ns} + {ew} quitted tricks leave no trick to play")
        if len(current) > 3:
            raise ValueError("current: a trick in progress has at most three cards")
        for (seat, _), (after, _) in pairwise(current):
            if after is not seat.lho:
                raise ValueError(f"current: {after.letter} does not play after {seat.letter}")
        if current:
            leader = current[0][0]
        elif leader is None:
            if ns + ew:
                raise ValueError("leader: who leads to the next trick is not given")
            leader = declarer.lho  # 41A
        play = cls.__new__(cls)
        play.declarer, play.dummy, play.trump = declarer, declarer.partner, trump
        play.hands = [set() for _ in Seat]
        play._counts = [[0, 0, 0, 0] for _ in Seat]
        seen: dict[int, str] = {}
        for _, card in current:
            if card.index in seen:
                raise ValueError(f"current: {card} is played twice")
            seen[card.index] = "current"
        for seat, cards in (hands or {}).items():
            for card in cards:
                if card.index in seen:
                    where = seen[card.index]
                    raise ValueError(f"hands: {card} of {seat.letter} is also in {where}")
                seen[card.index] = f"{seat.letter}'s hand"
                play.hands[seat].add(card.index)
                play._counts[seat][card.suit] += 1
        played_now = {seat for seat, _ in current}
        play.unknown = []
        for seat in Seat:
            left = 13 - ns - ew - (seat in played_now) - len(play.hands[seat])
            if left < 0:
                raise ValueError(f"hands: {seat.letter} holds more cards than are left")
            play.unknown.append(left)
        play.known = [n == 0 for n in play.unknown]
        play.voids = [frozenset((voids or {}).get(seat, ())) for seat in Seat]
        play._guessed = {card.index for _, card in current}
        # the tricks quitted before: not seen, only their side is known
        play.tricks = [Trick(Seat.NORTH, (), Seat.NORTH, False)] * ns
        play.tricks += [Trick(Seat.EAST, (), Seat.EAST, False)] * ew
        play.won = [ns, ew]
        play.current = list(current)
        play.leader = leader
        play.next_seat = current[-1][0].lho if current else leader
        play.queued = []
        play.next_leader = None
        play.waiting_lead = None
        return play

    # -- state ----------------------------------------------------------------

    @property
    def is_complete(self) -> bool:
        return len(self.tricks) == 13

    @property
    def is_opening_lead(self) -> bool:
        return not self.tricks and not self.current

    def tricks_won(self, side: Side) -> int:
        return self.won[side]

    def holds(self, seat: Seat, card: Card) -> bool:
        """Whether ``seat`` may hold ``card``: it is one of his known cards, or
        he still has unknown cards."""
        return card.index in self.hands[seat] or self.unknown[seat] > 0

    def hand(self, seat: Seat) -> list[Card]:
        """The cards ``seat`` still holds, highest first."""
        return [CARDS[i] for i in sorted(self.hands[seat], reverse=True)]

    def holds_suit(self, seat: Seat, suit: Suit) -> bool:
        """Whether ``seat`` is known to hold a card of ``suit`` (one of his
        known cards; unknown cards prove nothing)."""
        return self._counts[seat][suit] > 0

    def can_follow(self, seat: Seat, suit: Suit) -> bool:
        return self._counts[seat][suit] > 0 or (
            self.unknown[seat] > 0 and suit not in self.voids[seat]
        )

    def legal_cards(self, seat: Seat | None = None) -> list[Card]:
        """The cards ``seat`` (default: the player in turn) may play (Law 44C)."""
        seat = self.next_seat if seat is None else seat
        hand = self.hand(seat)
        if self.current:
            led = self.current[0][1].suit
            if self._counts[seat][led]:
                return [c for c in hand if c.suit is led]
        return hand

    # -- legality -------------------------------------------------------------

    def violation(self, seat: Seat, card: Card) -> Violation | None:
        """What is wrong with ``seat`` playing ``card`` now, or ``None``."""
        if len(self.tricks) == 13:
            return Violation(
                IrregularityCode.CARD_AFTER_PLAY, "44", "all thirteen tricks have been played"
            )
        if not self.holds(seat, card):
            return Violation(
                IrregularityCode.CARD_NOT_HELD, "7B3", f"{seat.name.title()} does not hold {card}"
            )
        if seat is not self.next_seat:
            if not self.current:
                if self.is_opening_lead:
                    return Violation(
                        IrregularityCode.OPENING_LEAD_OUT_OF_TURN,
                        "54",
                        f"the opening lead is {self.next_seat.name.title()}'s",
                    )
                if seat.side is self.declarer.side and self.next_seat.side is seat.side:
                    return Violation(
                        IrregularityCode.LEAD_FROM_WRONG_HAND,
                        "55",
                        f"the lead is in {self.next_seat.name.title()}'s hand",
                    )
                return Violation(
                    IrregularityCode.LEAD_OUT_OF_TURN,
                    "53",
                    f"it is {self.next_seat.name.title()}'s lead",
                )
            return Violation(
                IrregularityCode.PREMATURE_PLAY,
                "57",
                f"it is {self.next_seat.name.title()}'s turn to play",
            )
        if self.current:
            led = self.current[0][1].suit
            # only a known card of the suit led shows that he could follow
            if card.suit is not led and self._counts[seat][led]:
                return Violation(
                    IrregularityCode.REVOKE,
                    "44C",
                    f"{seat.name.title()} must follow suit to {led.name.lower()}",
                )
        return None

    # -- changes --------------------------------------------------------------

    def add(self, seat: Seat, card: Card) -> Trick | None:
        """Put ``card`` from ``seat`` into the current trick (in turn, or an
        irregular card the edition lets stand). Returns the trick if this card
        completed it. No legality check."""
        hand = self.hands[seat]
        index = card.index
        if index in hand:
            hand.remove(index)
            self._counts[seat][index // 13] -= 1
        elif self.unknown[seat] > 0:
            self._play_unknown(seat, index)
        current = self.current
        if not current:
            self.leader = seat
        current.append((seat, card))
        if len(current) < 4:
            self.next_seat = _LHO[seat]
            return None
        return self._quit_trick()

    def reveal(self, seat: Seat, card: Card) -> bool:
        """A card of ``seat``'s unknown part lies face up on the table (a
        penalty card, an exposed card): it is one of his known cards from now
        on, so it can show that he could follow suit (Law 61A). Returns
        whether the card was unknown before."""
        index = card.index
        if (
            self.unknown[seat] == 0
            or card.suit in self.voids[seat]
            or any(index in hand for hand in self.hands)
            or index in self._guessed
            or any(c.index == index for _, c in self.current)
            or any(c.index == index for t in self.tricks for _, c in t.cards)
        ):
            return False
        self.hands[seat].add(index)
        self._counts[seat][card.suit] += 1
        self.unknown[seat] -= 1
        self.known[seat] = self.unknown[seat] == 0
        return True

    def settle_unseen(self, side: Side, total: int) -> None:
        """The last tricks were played where the record does not show them
        (62D1: tricks 12 and 13 played again with the hands unknown): the
        board is over and ``side`` won ``total`` tricks in all."""
        self.current = []
        self.queued = []
        self.waiting_lead = None
        while len(self.tricks) < 13:
            self.tricks.append(Trick(self.declarer, (), self.declarer, False))
        self.won[side] = total
        self.won[side.other] = 13 - total

    def _play_unknown(self, seat: Seat, index: int) -> None:
        """A card from the unknown part of ``seat``'s hand is seen now."""
        self.unknown[seat] -= 1
        self.known[seat] = self.unknown[seat] == 0
        self._guessed.add(index)

    def pop(self) -> tuple[Seat, Card]:
        """Take back the last card played, quitted trick or not (a correction,
        Law 62): it goes back to the hand and the turn goes back to its player."""
        if not self.current:
            trick = self.tricks.pop()
            self.won[trick.winner & 1] -= 1
            self.current = list(trick.cards)
            self.leader = trick.leader
        seat, card = self.current.pop()
        if card.index in self._guessed:
            # back to the unknown part it came from
            self._guessed.discard(card.index)
            self.unknown[seat] += 1
            self.known[seat] = False
        elif self.known[seat] or self.hands[seat]:
            self.hands[seat].add(card.index)
            self._counts[seat][card.suit] += 1
        self.next_seat = seat
        return seat, card

    def replace_card(self, number: int, seat: Seat, card: Card, rewin: bool = False) -> Card:
        """Put ``card`` from ``seat``'s hand in the place of his card in the
        quitted trick ``number`` (0-based), which goes back to his hand (a
        defective trick rectified, Law 67). The trick keeps its winner unless
        ``rewin`` (then the tricks won are counted again; the caller sees to
        the next lead). Returns the card taken out of the trick."""
        trick = self.tricks[number]
        old = trick.card_of(seat)
        if old is None:
            raise ValueError(f"{seat.name.title()} has no card in trick {number + 1}")
        if old is not card and self.known[seat]:
            self.hands[seat].add(old.index)
            self._counts[seat][old.suit] += 1
            if card.index in self.hands[seat]:
                self.hands[seat].remove(card.index)
                self._counts[seat][card.suit] -= 1
        cards = tuple((s, card if s is seat else c) for s, c in trick.cards)
        winner = trick_winner(cards, self.trump) if rewin else trick.winner
        if winner is not trick.winner:
            self.won[trick.winner & 1] -= 1
            self.won[winner & 1] += 1
        self.tricks[number] = Trick(trick.leader, cards, winner)
        return old

    def cards_played(self) -> list[tuple[Seat, Card]]:
        """Every card played so far, in order."""
        out = [pair for trick in self.tricks for pair in trick.cards]
        out.extend(self.current)
        return out

    def _quit_trick(self) -> Trick:
        """The fourth card is in: the trick is won and quitted (44E-G, 65)."""
        current = self.current
        winner = trick_winner(current, self.trump)
        trick = Trick(self.leader, tuple(current), winner)
        self.tricks.append(trick)
        self.won[winner & 1] += 1
        self.current = []
        self.leader = self.next_seat = winner  # Law 44G: the winner leads next
        if self.next_leader is not None:
            # 60A2: a premature lead to this trick stands as if in turn
            self.leader = self.next_seat = self.next_leader
            self.next_leader = None
        return trick

    def add_tricks(self, tricks: Sequence[Sequence[Card | None]]) -> list[tuple[Seat, Card]]:
        """Play whole tricks given as each seat's card, North first, the way
        quitted tricks lie before the players (Law 65): the leader plays first,
        then the others clockwise (44A-B). Stops at the first card that is not
        correct procedure (or unknown, ``None``); returns the cards played, in
        order, for the record."""
        hands, counts, tricks_done = self.hands, self._counts, self.tricks
        played: list[tuple[Seat, Card]] = []
        for trick in tricks:
            if len(tricks_done) == 13 or self.current:
                break
            leader = self.next_seat
            for seat in _ROTATIONS[leader]:
                card = trick[seat]
                if card is None:
                    return played
                index = card.index
                hand = hands[seat]
                if seat is not self.next_seat or index not in hand:
                    return played
                current = self.current
                if current:
                    led = current[0][1].suit
                    if card.suit is not led and counts[seat][led]:
                        return played
                else:
                    self.leader = seat
                hand.remove(index)
                counts[seat][index // 13] -= 1
                current.append((seat, card))
                played.append((seat, card))
                if len(current) < 4:
                    self.next_seat = _LHO[seat]
                else:
                    self._quit_trick()
        return played

    def add_run(self, cards: Sequence[tuple[Seat, Card, bool, bool]], start: int = 0) -> int:
        """Play ``cards[start:]`` as long as each is correct procedure (in turn,
        held, following suit, face up); returns how many were played. The first
        card that is not stops the run, for the edition to judge on its own.
        A card named rather than faced (45C4a) is played alike."""
        hands, counts, tricks = self.hands, self._counts, self.tricks
        played = 0
        for seat, card, face_down, _named in cards[start:]:
            index = card.index
            hand = hands[seat]
            if face_down or seat is not self.next_seat or index not in hand:
                break
            current = self.current
            if current:
                led = current[0][1].suit
                if card.suit is not led and counts[seat][led]:
                    break
            else:
                if len(tricks) == 13:
                    break
                self.leader = seat
            hand.remove(index)
            counts[seat][index // 13] -= 1
            current.append((seat, card))
            if len(current) < 4:
                self.next_seat = _LHO[seat]
            else:
                self._quit_trick()
            played += 1
        return played

    def __repr__(self) -> str:
        return (
            f"<Play declarer={self.declarer.letter} trump={self.trump} "
            f"tricks NS {self.won[0]} EW {self.won[1]}>"
        )
