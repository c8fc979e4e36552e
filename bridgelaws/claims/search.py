"""The Law 70 search: the least the claimer's side takes over its normal plays.

At each turn of the claimer's side the stated line is followed; every choice
it leaves open branches over the normal plays (``docs/claims.md``, "The model
of normal play"); the opponents play the double-dummy best card
(:mod:`bridgelaws.dd`). A :class:`Node` is one moment of the play.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Final, NamedTuple

from bridgelaws import dd
from bridgelaws.cards import Card, Suit
from bridgelaws.claims.notation import ClaimLine, Step, StepKind
from bridgelaws.claims.policy import ClaimPolicy

# -- the search ------------------------------------------------------------------------

_SUIT_MASK: Final = tuple(0x1FFF << (13 * s) for s in range(4))
_INF: Final = 99

# The search's position: each hand a bitmask of card indexes (North first), the
# trick in progress as (seat, card index) pairs, leader first.
_Hands = tuple[int, ...]
_Trick = tuple[tuple[int, int], ...]


class Node(NamedTuple):
    """One moment of the play in the search: the hands (bitmasks of card
    indexes, North first), the trick in progress as (seat, card index) pairs,
    the seat to play, the step of the stated line in force, the suits each
    seat has shown out of (bit ``seat * 4 + suit``), and the tricks the
    claimer's side has won since the claim."""

    hands: _Hands
    trick: _Trick
    seat: int
    step: int
    voids: int
    won: int = 0


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
    #: the tricks the claim needs from the claim on (the normal-play test's aim)
    need: int = _INF
    #: solver calls after which the search narrows as past ``budget`` (speed)
    solves: int = 250
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
        self.kept = _mask(self.line.kept)

    # -- double dummy ---------------------------------------------------------------

    def dd_scores(self, hands: _Hands, trick: _Trick, seat: int, layout: int = 0) -> dict[int, int]:
        """For each card ``seat`` may play now, the tricks his side takes from
        here (the current trick included), double dummy (:func:`dd.solve`).
        ``layout``: which of the layouts of the normal-play test this is (the
        solver keeps what it learnt about each layout apart)."""
        first = trick[0][0] if trick else seat
        key = (hands, trick, first)
        found = self.dd_memo.get(key)
        if found is None:
            trump = None if self.trump == 4 else Suit(self.trump)
            found = dd.solve(hands, trump, first, trick, layout)
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

    def normal(self, node: Node) -> tuple[list[int], _Choice]:
        """The claimer's side's normal cards now: the stated line first, then every
        play that is not irrational (docs/claims.md, "The model of normal play")."""
        hands, trick, seat, step, voids, won = node
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
        if trick and not hand & _SUIT_MASK[led] and cards & ~self.kept:
            cards &= ~self.kept  # "keeping HA HQ": those are never discarded
        base = cards
        if not trick:
            cards = self.lead_filter(hands, seat, cards, current, voids)
            base = self.keep_avoided(base)
        else:
            cards = self.follow_filter(hands, trick, seat, cards, voids, note, current)
            if led < 4 and self.top >> led & 1 and note.finesse is not None:
                base = cards
        if self.samples <= 0 or self.nodes >= self.budget or self.dds_calls >= self.solves:
            # past the budget options() keeps only the best of these double dummy
            if self.samples > 0:
                self.nodes = max(self.nodes, self.budget)
            return self.distinct(hands, trick, self.trim(trick, cards)), note
        # The model of normal play (docs/claims.md): every play the claimer could
        # choose that no other play beats on every layout of the unseen cards.
        # 70E1 (2017): an unstated finesse is not accepted however the cards lie,
        # unless marked; playing from the top stays a normal play.
        keep = 0
        if note.top and note.marked_finesse is None and not self.policy.e1_irrational_clause:
            keep = note.top
        candidates = self.distinct(hands, trick, base)
        need = self.need - won
        return self.undominated(hands, trick, seat, candidates, voids, keep, need), note

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
        # a solve of a long position costs a hundred of a short one: fewer
        # layouts early in the play (the test is then coarser, never harsher)
        samples = self.samples if size_a <= 6 else min(self.samples, 4 if size_a <= 9 else 2)
        for _ in range(samples * 3):
            rng.shuffle(free)
            mask_a = _mask_of(to_a) | _mask_of(free[:need_a])
            if mask_a in seen:
                continue
            seen.add(mask_a)
            layout = list(hands)
            layout[a] = mask_a
            layout[b] = (hands[a] | hands[b]) & ~mask_a
            out.append(tuple(layout))
            if len(out) > samples:
                break
        return out

    def normal_breaks(self, hands: _Hands, voids: int) -> int:
        """The suits (bit ``suit``) whose unseen cards are split no worse than a
        careless claimer expects (the longer holding at most one card more than
        half, two for an even count: 2-1, 3-1, 3-2, 4-2, ...). A suit an
        opponent has shown out of is counted, not expected, so it always passes."""
        side = self.claimer_side
        a, b = (side + 1) & 3, (side + 3) & 3
        out = 0
        for suit in range(4):
            if voids >> (a * 4 + suit) & 1 or voids >> (b * 4 + suit) & 1:
                out |= 1 << suit
                continue
            left = (hands[a] & _SUIT_MASK[suit]).bit_count()
            right = (hands[b] & _SUIT_MASK[suit]).bit_count()
            n = left + right
            if max(left, right) <= (n + 1) // 2 + (1 - n % 2):
                out |= 1 << suit
        return out

    def undominated(
        self,
        hands: _Hands,
        trick: _Trick,
        seat: int,
        cards: list[int],
        voids: int,
        keep: int = 0,
        need: int = _INF,
    ) -> list[int]:
        """The cards no other card beats on every layout (ties kept once): a play
        that can never gain and may lose against another is irrational, whatever
        the class of player (docs/claims.md). The layouts are those on which
        the claimer can still take the ``need`` tricks his claim needs (or all
        the cards as they lie give him, if fewer), and a card's score counts
        up to that many: his claim says he believes them."""
        if len(cards) <= 1:
            return cards
        vectors: dict[int, list[int]] = {c: [] for c in cards}
        threshold = -1
        # which suits break normally on each layout: an order of cashing
        # worse than another only when one of the suits it plays, or the
        # trumps, break badly is careless, not irrational
        even: list[int] = []
        for number, layout in enumerate(self.layouts(hands, voids)):
            scores = self.dd_scores(layout, trick, seat, number)
            best = max(scores.values())
            if number == 0:
                threshold = max(0, min(best, need))
            elif best < threshold:
                # The claimer believes his claim: a layout on which he could
                # not take what the cards as they lie give him is not one he
                # plans for, and tricks beyond that are no aim of his
                # (docs/claims.md, "The model of normal play")
                continue
            even.append(self.normal_breaks(layout, voids))
            for card in cards:
                vectors[card].append(min(scores.get(card, -1), threshold))
        everywhere = [True] * len(even)
        trump_bit = 1 << self.trump if self.trump != 4 else 0
        cashable = self.masters(hands, hands[seat]) if not trick else 0
        # 70C: a claimer aware that an opponent still holds a trump (70C2 fails)
        # draws it with his master trump before cashing a side winner that it
        # could ruff: a bad break in the side suit does not excuse that order
        draw_first = 0
        if not self.unaware and self.trump != 4 and self.unseen(hands) & _SUIT_MASK[self.trump]:
            draw_first = cashable & _SUIT_MASK[self.trump]
        trump_mask = _SUIT_MASK[self.trump] if self.trump != 4 else 0
        # 70C: a claimer unaware of the trump sees no reason to draw it before
        # cashing a side winner (his own, or partner's in the suit he leads);
        # leading a loser is no part of forgetting a trump
        cashing = 0
        if self.unaware and not trick:
            winners = self.masters(hands, hands[seat] | hands[seat ^ 2])
            for suit in range(4):
                if winners & _SUIT_MASK[suit] and suit != self.trump:
                    held = hands[seat] & _SUIT_MASK[suit]
                    to_partner = winners & hands[seat ^ 2] & _SUIT_MASK[suit]
                    cashing |= held if to_partner else winners & held
        out: list[int] = []
        seen: set[tuple[int, ...]] = set()
        # of plays equal on every layout one is kept: in a trick the lowest in
        # rank (a trick won as cheaply as it can be, no high card thrown)
        order = sorted(cards, key=lambda c: (c % 13, c)) if trick else cards
        for card in order:
            mine = vectors[card]
            dominated = False
            for other in cards:
                if other == card:
                    continue
                if trump_mask >> other & 1 and cashing >> card & 1:
                    continue  # 70C: unaware of the trump, drawing it is no better to him
                theirs = vectors[other]
                # cashing one winner before another is an order of cashing: one
                # that loses only when a suit breaks badly is careless
                counted = everywhere
                if (
                    cashable >> card & 1
                    and cashable >> other & 1
                    and not (draw_first >> other & 1 and not draw_first >> card & 1)
                ):
                    suits = 1 << (card // 13) | 1 << (other // 13) | trump_bit
                    counted = [e & suits == suits for e in even]
                    if not any(counted):
                        counted = everywhere  # no layout to tell: any difference counts
                if all(t >= m for t, m in zip(theirs, mine, strict=True)) and any(
                    t > m and e for t, m, e in zip(theirs, mine, counted, strict=True)
                ):
                    dominated = True
                    break
                # A play that does better than another only where a suit they
                # play, or the trumps, break badly, and worse where those break
                # normally, guards against a break the claimer did not expect
                # when he claimed: no plan of his (docs/claims.md)
                if self.unaware:
                    continue  # 70C: unaware of a trump, he has no view of breaks
                suits = 1 << (card // 13) | 1 << (other // 13) | trump_bit
                normal = [e & suits == suits for e in even]
                pairs = list(zip(theirs, mine, normal, strict=True))
                if any(t > m and n for t, m, n in pairs) and not any(
                    m > t and n for t, m, n in pairs
                ):
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
        if kind is StepKind.RUN and suit is not None and current.end is not None:
            return self.toward_end(hands, trick, seat, current.end, suit, legal)
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

    def toward_end(
        self, hands: _Hands, trick: _Trick, seat: int, end: int, suit: int, legal: int
    ) -> int:
        """ "run H ending in N": while both hands hold the suit, the other hand
        plays its highest card of it (leading or following) and the hand it
        ends in leads its lowest, so that the last trick of the suit is won
        there (an unblock the claimer stated, 70B1)."""
        mask = _SUIT_MASK[suit]
        held = legal & mask
        if trick and trick[0][1] // 13 != suit:
            return 0
        if not held:
            return 0
        both = hands[seat] & mask and hands[seat ^ 2] & mask
        if not both and not trick:
            return held
        if not both:
            return 0
        if seat != end:
            return 1 << (held.bit_length() - 1)
        if not trick:
            return held & -held
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
        # A master trump is no side winner to cash: leading it gives up a ruff
        # (drawing the opponents' trumps is I5's).
        if current is None:
            side_suits = ~_SUIT_MASK[self.trump] if self.trump != 4 else ~0
            own = self.masters(hands, hands[seat]) & side_suits
            partner = self.masters(hands, hands[seat ^ 2]) & side_suits
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
            elif led < 4 and self.top >> led & 1 and sure_naive:
                # "drop S": no finesse in that suit, the stated line first
                # (70D1), also where 2007's 70E1 would accept the finesse
                cards &= ~finesse_cards
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

    def distinct(self, hands: _Hands, trick: _Trick, cards: int, lowest: bool = False) -> list[int]:
        """One card of each set of equals (touching cards of one hand, nothing
        between them left in play), named cards of the line kept apart: the
        highest of each set, highest set first (``lowest``: the lowest of each,
        lowest set first)."""
        if not cards:
            return []
        held = _in_play(hands, trick)
        named = 0
        for step in self.seq:
            named |= _mask(step.cards)
        out: list[int] = []
        previous = -2
        for index in sorted(_bits(cards), reverse=not lowest):
            high, low = (index, previous) if lowest else (previous, index)
            if (
                previous >= 0
                and previous // 13 == index // 13
                and not (held & ((1 << high) - 1) & ~((1 << (low + 1)) - 1))
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

    def key(self, node: Node) -> tuple[object, ...]:
        """The memo key: positions that differ only in which spot cards are left
        (the same holders in the same rank order) have the same value. Lines that
        name cards keep the exact cards."""
        if self.named:
            return node
        hands, trick, seat, step, voids, won = node
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
        return (tuple(shape), len(trick), trick[0][0] if trick else -1, seat, step, voids, won)

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

    def options(self, node: Node) -> list[int]:
        """The cards tried at this node: the claimer's normal plays, or the
        opponent's double-dummy best card (the lowest of the best)."""
        hands, trick, seat = node.hands, node.trick, node.seat
        if (seat & 1) == self.claimer_side:
            options, note = self.normal(node)
            if (
                note.finesse is not None
                or note.marked_finesse is not None
                or (note.irrational_refusal is not None)
            ):
                self.notes[self.key(node)] = note
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
        tied = _mask_of(c for c in dd if dd[c] == best)
        strict = self.policy.opponents_try_equal_cards or (
            self.policy.equal_cards_when_stated and bool(self.line.steps)
        )
        if not strict or self.nodes >= self.budget or tied & (tied - 1) == 0:
            return [(tied & -tied).bit_length() - 1]
        # 70: doubtful points go against the claimer. Among the opponent's
        # double-dummy equal cards the search tries each (equals once) and keeps
        # the one worst for the claimer: his normal plays may fare worse after
        # one of them (a card that hides a void, a lead into a guess).
        return self.distinct(hands, trick, tied, lowest=True)

    def value(self, node: Node, cap: int = _INF) -> int:
        """The claimer's side's tricks from here (the current trick included), or
        ``cap`` when they are at least ``cap``: branch and bound, since the
        tricks a line has already given can only grow."""
        hands, trick, seat, step = node.hands, node.trick, node.seat, node.step
        if cap <= 0:
            return 0
        if not trick:
            if not hands[seat]:
                return 0
            if step < len(self.seq) and self.seq[step].kind is StepKind.CONCEDE:
                return 0
            if self.all_masters(hands, seat):
                return min(cap, bin(hands[seat]).count("1"))
        key = self.key(node)
        found = self.memo.get(key)
        if found is not None:
            value, bound, _ = found
            if value < bound:
                return min(value, cap)  # exact
            if cap <= bound:
                return cap
        self.nodes += 1
        best, best_card = cap, -1
        for card in self.options(node):
            result = self.play(node, card, best)
            if result < best:
                best, best_card = result, card
                if best == 0:
                    break
        token = _token(hands, trick, best_card) if best_card >= 0 else None
        self.memo[key] = (best, cap, token)
        return best

    def play(self, node: Node, card: int, cap: int = _INF) -> int:
        """Play ``card`` at ``node`` and return the claimer's tricks from there."""
        nxt, gain = self.after(node, card)
        return gain + self.value(nxt, cap - gain)

    def after(self, node: Node, card: int) -> tuple[Node, int]:
        """The node after ``card`` is played, and 1 if it completed a trick the
        claimer's side won."""
        hands, trick, seat, step, voids, won = node
        new_hands = list(hands)
        new_hands[seat] &= ~(1 << card)
        after = tuple(new_hands)
        if trick and card // 13 != trick[0][1] // 13:
            voids |= 1 << (seat * 4 + trick[0][1] // 13)  # showed out
        played = (*trick, (seat, card))
        if len(played) < 4:
            return Node(after, played, (seat + 1) & 3, step, voids, won), 0
        winner = _winner(played, self.trump)
        gain = 1 if (winner & 1) == self.claimer_side else 0
        step = self.advance(step, after, played, winner)
        return Node(after, (), winner, step, voids, won + gain), gain

    def path(self, node: Node) -> Iterator[tuple[tuple[object, ...], int, int]]:
        """The line that gives the minimum: (node key, seat, card) for each card."""
        while node.hands[node.seat] and not (
            not node.trick
            and node.step < len(self.seq)
            and self.seq[node.step].kind is StepKind.CONCEDE
        ):
            self.value(node)
            key = self.key(node)
            found = self.memo.get(key)
            chosen = -1
            if found is not None and found[2] is not None:
                chosen = _untoken(node.hands, node.trick, found[2])
            if chosen < 0 or not node.hands[node.seat] >> chosen & 1:
                chosen = self.options(node)[0]
            yield key, node.seat, chosen
            node, _ = self.after(node, chosen)


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
