"""The table: a record of what happened and the legal state derived from it.

A :class:`Table` owns a :class:`~bridgelaws.record.TableRecord` and the state the
edition's rules derive from it: the auction, the play, irregularities, claims,
trick adjustments and the score. Every action is recorded first and judged
second; :meth:`Table.from_record` replays a whole record, so undo, audit and
persistence are just "replay fewer events" or "store the record".

Example::

    table = Table(Board.numbered(1, deal))
    table.call(Seat.NORTH, Call.parse("1NT"))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Any

from bridgelaws import rules
from bridgelaws.auction import Auction
from bridgelaws.board import Board
from bridgelaws.calls import Call, Contract
from bridgelaws.cards import BridgeError, Card, InputError, Seat, Side, Suit
from bridgelaws.facts import CardFacts
from bridgelaws.irregularities import misinformation
from bridgelaws.play import Play, trick_winner
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ClaimEvent,
    ConcedeEvent,
    Event,
    EventError,
    ExposeEvent,
    FactEvent,
    InfoEvent,
    ResponseEvent,
    Start,
    TableRecord,
)
from bridgelaws.rulings import (
    Adjustment,
    Claim,
    Irregularity,
    IrregularityCode,
    Message,
    Obligation,
    ObligationType,
    PenaltyGiven,
    Ruling,
)

if TYPE_CHECKING:  # for annotations only: editions import the table, never the reverse
    from bridgelaws.editions.base import Edition

__all__ = [
    "MAX_AUCTION_CALLS",
    "Adjustment",
    "Claim",
    "Irregularity",
    "Status",
    "Table",
    "TooManyCalls",
]

#: The most calls one record may hold. A legal auction has at most 319; the
#: limit leaves room for any number of irregular calls a real table makes and
#: keeps the work on an untrusted record bounded (issue 11).
MAX_AUCTION_CALLS = 1_000
#: obligations whose card lies face up on the table: a known card of its holder
_FACE_UP = frozenset(
    {
        ObligationType.PENALTY_CARD,
        ObligationType.EXPOSED_CARD,
        ObligationType.EXPOSED_CARD_AUCTION,
        ObligationType.PLAY_CARD,
    }
)


class TooManyCalls(EventError):
    """A call beyond :data:`MAX_AUCTION_CALLS`: the record is refused as too
    long, not judged."""

    def __init__(self, index: int) -> None:
        reason = InputError("more than {limit} calls in one auction", limit=MAX_AUCTION_CALLS)
        super().__init__(index, reason)


class CallState(Enum):
    """What became of a call made at the table, as the auction is shown."""

    #: part of the auction
    STANDS = "stands"
    #: still on the table: an irregular call awaiting the director or a choice
    AWAITS_RULING = "awaits_ruling"
    #: withdrawn or cancelled by a ruling (or changed under 25A)
    WITHDRAWN = "withdrawn"


@dataclass(frozen=True, slots=True)
class CallMade:
    """A call as it was made, in rotation or not (``event``: its index in the record)."""

    event: int
    by: Seat
    call: Call
    state: CallState


class Status(Enum):
    """Where the board stands (spec §2 ``status``)."""

    AUCTION = "auction"
    PLAY = "play"
    AWAITING_DIRECTOR = "awaiting_director"
    AWAITING_FACT = "awaiting_fact"
    AWAITING_CHOICE = "awaiting_choice"
    COMPLETE = "complete"
    PASSED_OUT = "passed_out"


@dataclass(frozen=True)
class WithoutEffect:
    """An event the table recorded that has no effect under the Laws, and why
    (a message of the catalogues, told in the report)."""

    event: int
    by: Seat | None
    reason: Message

    def to_json(self, lang: str) -> dict[str, Any]:
        return {
            "event": self.event,
            "by": self.by.letter if self.by is not None else None,
            "text": self.reason.render(lang),
        }


class HeldAction(WithoutEffect):
    """A call or card made while a ruling is open, before the director has
    explained it (9B2): kept in the record and judged once that ruling is
    done; until then the report shows it as waiting."""


@dataclass(frozen=True)
class DirectorNote:
    """What the director reads about an event that is no irregularity: the
    Laws themselves settle it (28A: a call at the turn of a player who had to
    pass counts as made in rotation, that player's pass as made)."""

    #: what kind of note (``deemed_in_rotation``)
    note: str
    event: int
    by: Seat | None
    laws: tuple[str, ...]
    text: Message

    def to_json(self, lang: str) -> dict[str, Any]:
        return {
            "note": self.note,
            "event": self.event,
            "by": self.by.letter if self.by is not None else None,
            "laws": list(self.laws),
            "text": self.text.render(lang),
        }


#: questions asked at the end of the play about damage only (27D): the
#: table result is known while they wait, and shown
RESULT_STANDING_FACTS = frozenset({"outcome_different", "damaged"})
#: questions a ruling asks once the play is over, listed with the report's
#: open questions although that ruling is not the one under way: the result
#: questions above and the director's 64C figure (irregularities.tricks.FIGURE)
AFTER_PLAY_FACTS = RESULT_STANDING_FACTS | {"tricks_without_revoke"}


class Table:
    """One board at one table: the record and everything derived from it."""

    def __init__(self, board: Board, edition: Edition | str | None = None) -> None:
        # an edition object, or its name looked up in the registry the
        # editions fill as they are defined (the table never imports them)
        self.edition: Edition = (
            rules.edition(edition or "2017")
            if edition is None or isinstance(edition, str)
            else edition
        )
        self._handlers = self.edition.handlers
        deal = board.deal
        #: each seat's dealt cards as indices (None: unknown), to refuse impossible cards
        self._dealt: list[frozenset[int] | None] = (
            [cards or None for cards in deal.indices] if deal is not None else [None] * 4
        )
        self.board = board
        self.record = TableRecord(board, self.edition.name)
        self.auction = Auction(board.dealer)
        self.play: Play | None = None
        self.contract: Contract | None = None
        self.irregularities: list[Irregularity] = []
        #: an irregularity not yet accepted nor ruled on, with what may accept it
        self.pending: Irregularity | None = None
        #: irregularities that waited for acceptance when another needed the
        #: director: ruled after it at the same call (9B)
        self.deferred: list[Irregularity] = []
        #: calls out of rotation made while an insufficient bid's ruling waits,
        #: by event: listed at once, judged once that ruling is complete (9B);
        #: the irregularity found then takes the listed one's place
        self.listed_early: dict[int, Irregularity] = {}
        #: facts the director found (15A3, 20G) while another ruling was open,
        #: by event: listed at once, ruled once that ruling is done
        #: (and cards played or shown in the auction while a ruling is open)
        self.waiting_findings: list[
            tuple[int, FactEvent | CallEvent | CardEvent | ExposeEvent]
        ] = []
        self.claim: Claim | None = None
        #: declarer's side's tricks when play ended by an agreed claim/concession
        self.claimed_tricks: int | None = None
        self.adjustments: list[Adjustment] = []
        #: each side's score as the director ruled it recorded when it is not
        #: the score of the tricks won (79B3: a split score; 79C: an entry that
        #: stands after the correction period)
        self.recorded_score: dict[Side, int] | None = None
        #: the director's rulings, in order, and what still binds players
        self.rulings: list[Ruling] = []
        self.obligations: list[Obligation] = []
        #: the restrictions each card discharged as it was played, by (trick,
        #: seat): a revoke the director finds later restores them (62A, 55(1))
        self.discharged: dict[tuple[int, Seat], tuple[Obligation, ...]] = {}
        #: the ruling waiting for a fact or a choice
        self.active: Ruling | None = None
        #: the ruling whose offender must now replace a withdrawn call (27B)
        self.replacing: Ruling | None = None
        #: rulings whose awaited call waits behind the current one (a call out
        #: of rotation refused, then RHO's insufficient bid ruled: 27 first, then 31A2)
        self.replacing_before: list[Ruling] = []
        self.status = Status.AUCTION
        #: the law of a ruling that ended the board before its play was over
        #: (13B2): no result on the table, the director awards a score
        self.ended_by: str | None = None
        #: for a table resumed mid-play: where each card known to be somewhere is
        self._placed: dict[int, Seat] = {}
        #: for a table resumed mid-play: the suits a hand is written void in (``-``)
        self._voids: dict[Seat, frozenset[Suit]] = {}
        #: facts about a revoke given before the director found it (spec §6)
        self.early_facts: list[FactEvent] = []
        #: 25A: the director's finding that a player's last call was unintended,
        #: given before the call that corrects it (kept for that call)
        self.early_unintended: bool | None = None
        #: the number of calls in the auction when it was given: it is about
        #: a call already made then, and lapses once that player calls again
        self.early_unintended_calls = 0
        #: calls in the record, at most :data:`MAX_AUCTION_CALLS`
        self.calls_recorded = 0
        #: obligations and number of rulings when the auction ended (25A5)
        self._auction_end: tuple[list[Obligation], int] = ([], 0)
        #: events kept in the record that change nothing, each with the reason
        #: told to the director (a choice by someone who does not choose, an
        #: option not on offer, the same call said twice)
        self.without_effect: list[WithoutEffect] = []
        #: events the Laws settle themselves, told to the director (28A)
        self.notes: list[DirectorNote] = []
        #: choice events a later differing choice overruled (55A), kept without effect
        self.overruled: frozenset[int] = frozenset()
        #: calls changed after misinformation (21B1a, 21B2), in record order
        self.changed_calls: list[misinformation.Change] = []
        #: 21B2: later calls of a changer's LHO he may (or must) change
        self.change_offers: list[misinformation.Offer] = []
        #: the record's 21B changes are known to the replay under way
        self._changes_known = False
        #: the card a fact just played (45C1/45C3, rubber 21(2)), recorded as
        #: a card event after the fact: the same event replayed next is that card
        self._played_by_fact: CardEvent | None = None

    # -- building -------------------------------------------------------------

    @classmethod
    def resume(cls, board: Board, start: Start, edition: Edition | str | None = None) -> Table:
        """A table whose record begins in the middle of the play, as the
        director finds it (spec §6): the contract, the tricks quitted, the
        trick in progress and the cards known to be held; every other card is
        unknown. Events applied afterwards continue from there. Raises
        :class:`~bridgelaws.cards.BridgeError` naming the field of a start
        that cannot be true."""
        contract = start.contract
        if contract.declarer is None or contract.denomination is None:
            raise InputError("contract: a start in the play needs a contract with its declarer")
        table = cls(board, edition)
        table.record.start = start
        table.record.contract = contract
        try:
            play = Play.resume(
                contract.declarer,
                contract.trump,
                quitted={Side.NS: start.quitted[0], Side.EW: start.quitted[1]},
                leader=start.leader,
                current=start.current,
                hands=start.hands,
                voids=start.voids,
            )
        except ValueError as exc:
            raise BridgeError(str(exc)) from None
        for seat, card in start.current:
            dealt = table._dealt[seat]
            if dealt is not None and card.index not in dealt:
                table._refuse(seat, card)
        table.edition.start_play(table, contract)
        table.play = play
        #: cards known to be held or played by someone: no other seat may play them
        table._placed = {c.index: s for s, h in start.hands.items() for c in h}
        table._placed.update((c.index, s) for s, c in start.current)
        table._voids = {seat: suits for seat, suits in start.voids.items() if suits}
        return table

    @classmethod
    def from_record(
        cls,
        record: TableRecord,
        edition: Edition | None = None,
        overruled: frozenset[int] = frozenset(),
    ) -> Table:
        """Derive the table's state by replaying every event of ``record``
        under ``edition`` (default: the edition the record names);
        ``overruled``: the choices known to be overruled (see :meth:`overrule`)."""
        judge: Edition | str = edition if edition is not None else record.edition
        if record.situation is not None:
            from bridgelaws.situation import start_table

            table = start_table(record, judge)
            table.overruled = overruled
            try:
                table._replay(record)
            except EventError as error:
                # counted, as in the report, from the events after the situation
                raise error.shifted(table.record.prefix) from None
            return table
        if record.start is not None:
            table = cls.resume(record.board, record.start, judge)
            table.overruled = overruled
            table._replay(record)
            return table
        table = cls(record.board, judge)
        table.overruled = overruled
        table.record.contract = record.contract
        if not any(type(e) is CallEvent for e in record.events):
            table.take_recorded_contract()
        table._replay(record)
        table.take_recorded_contract()
        return table

    def _replay(self, record: TableRecord) -> None:
        """Apply the record's events. Calls changed after misinformation
        (21B1a, 21B2) are judged as changed, where they were made; the
        record keeps the calls as made and the changes."""
        events = record.events
        if not misinformation.has_changes(events):
            self.extend(events)
            return
        done, refused = misinformation.changes(events, record.prefix)
        self._changes_known = True
        effective = misinformation.effective(events, done)
        offers = misinformation.offers(events, done)
        start = 0
        for number, offer in enumerate(offers):
            # 21B2: a later call of the changer's LHO that the change made
            # illegal (now insufficient, a double of nothing) is withdrawn:
            # he calls again, without rectification
            self.extend(effective[start : offer.of])
            start = offer.of
            if self.auction.violation(offer.by, offer.call) is not None:
                offers[number] = replace(offer, must=True)
                effective[offer.of] = InfoEvent("withdrawn", offer.by, offer.of, None)
        self.extend(effective[start:])
        own = self.record.events
        own[len(own) - len(events) :] = events
        self.changed_calls = done
        self.change_offers = offers
        self._changes_known = False  # a change applied later derives the state again
        for change in refused:
            self.note_without_effect(change.at, change.by, change.reason)
        self.without_effect.sort(key=lambda w: w.event)

    def _offers_json(self, change: misinformation.Change, info: str, lang: str) -> dict[str, Any]:
        """The 21B2 offers a change opened, for its report entry."""
        events = self.record.events
        offered = [o.to_json(info, lang, events) for o in self.change_offers if o.change is change]
        return {"lho_may_change": offered} if offered else {}

    def take_recorded_contract(self, contract: Contract | None = None) -> None:
        """When the record gives the contract instead of a complete auction
        (spec §1 extension ``contract``; a source's, when given here), the
        play period starts with it."""
        if contract is not None:
            self.record.contract = contract
        contract = self.record.contract
        if contract is not None and self.status is Status.AUCTION and self.pending is None:
            self.edition.start_play(self, contract)

    def apply(self, event: Event) -> list[Irregularity]:
        """Record ``event`` and judge it; returns irregularities it gave rise to."""
        kind = type(event)
        played_by_fact, self._played_by_fact = self._played_by_fact, None
        if kind is CardEvent and event == played_by_fact:
            return []  # replayed: the fact before it has played it already
        if kind is CardEvent or kind is ExposeEvent:
            dealt = self._dealt[event.by]  # type: ignore[union-attr]
            if dealt is not None and event.card.index not in dealt:  # type: ignore[union-attr]
                self._refuse(event.by, event.card)  # type: ignore[union-attr]
            if self._placed or self._voids:
                self._check_placed(event.by, event.card)  # type: ignore[union-attr]
        elif kind is CallEvent:
            if self.calls_recorded >= MAX_AUCTION_CALLS:
                raise TooManyCalls(len(self.record))
            self.calls_recorded += 1
        elif kind is InfoEvent and event.kind == "change" and not self._changes_known:  # type: ignore[union-attr]
            # 21B1a/21B2: the changed call is judged where it was made, so the
            # state is derived again from the record with the change in it
            self.record.events.append(event)
            try:
                self._rebuild()
            except Exception:
                self.record.events.pop()
                self._rebuild()
                raise
            return []
        events = self.record.events
        events.append(event)
        recorded = len(events) - 1
        irregularities = self.irregularities
        before = len(irregularities)
        try:
            self._handlers[kind](self, len(events) - 1, event)
            if self.waiting_findings and not self.ruling_open():
                # the ruling that was open is done: what the director found
                # meanwhile is ruled now, in the order found (a finding refused
                # then refuses this event, which is put back like any other)
                self.edition.rule_waiting_findings(self)
        except Exception as exc:
            # refused (or the engine failed) halfway: the record and the state
            # are put back as they were before the event, then the error is raised
            del events[recorded:]  # with a card the event itself recorded
            self._rebuild()
            if isinstance(exc, InputError) and not isinstance(exc, EventError):
                # every refusal says which action it was about
                raise EventError(len(events), exc) from None
            raise
        return irregularities[before:] if len(irregularities) > before else []

    def overrule(self, index: int) -> None:
        """Choice event ``index`` is overruled by a later differing choice
        (55A: the defender to the left of the hand that led prevails over
        his partner): the state is derived again from the record, the event
        just applied included, with that choice kept without effect."""
        record = self.record
        fresh = Table.from_record(record, self.edition, self.overruled | {index})
        fresh.record = record
        self.__dict__.update(fresh.__dict__)

    def _rebuild(self) -> None:
        """Derive the whole state again from the record (after a refused event)."""
        record = self.record
        fresh = Table.from_record(record, self.edition)
        fresh.record = record
        self.__dict__.update(fresh.__dict__)

    def _refuse(self, seat: Seat, card: Card) -> None:
        """A card the seat was never dealt cannot be played or exposed: such a
        record is not a record of a table (spec §1), so it is refused."""
        deal = self.board.deal
        assert deal is not None
        holder = deal.holder(card)
        if holder is None:
            reason = InputError(
                "{seat} does not hold {card} (it is not dealt)", seat=seat, card=card
            )
        else:
            reason = InputError(
                "{seat} does not hold {card} (it was dealt to {holder})",
                seat=seat,
                card=card,
                holder=holder,
            )
        raise EventError(len(self.record), reason)

    def _check_placed(self, seat: Seat, card: Card) -> None:
        """On a resumed table: a card known to lie in another seat's hand or
        already played there cannot come from ``seat``, nor a card of a suit
        his hand is written void in."""
        holder = self._placed.get(card.index)
        if holder is not seat and card.suit in self._voids.get(seat, ()):
            # the situation writes this hand void in the suit (spec §6 ``-``)
            raise EventError(
                len(self.record),
                InputError(
                    "{seat} cannot play {card}: the situation writes his hand void in "
                    "that suit (-)",
                    seat=seat,
                    card=card,
                ),
            )
        if holder is not None and holder is not seat:
            raise EventError(
                len(self.record),
                InputError(
                    "{seat} cannot play {card}: it is known to be {holder}'s",
                    seat=seat,
                    card=card,
                    holder=holder,
                ),
            )
        self._placed[card.index] = seat

    def extend(self, events: Iterable[Event]) -> None:
        """Apply events in order; runs of cards that are correct procedure are
        played in one step (same result as applying them one by one)."""
        todo = events if isinstance(events, list) else list(events)
        index, count = 0, len(todo)
        play_run, call_run = self.edition.play_run, self.edition.call_run
        while index < count:
            kind = type(todo[index])
            if (kind is CardEvent or kind is CallEvent) and self._played_by_fact is None:
                done = (play_run if kind is CardEvent else call_run)(self, todo, index)
                if done:
                    index += done
                    continue
            self.apply(todo[index])
            index += 1

    def call(self, seat: Seat, call: Call | str) -> list[Irregularity]:
        return self.apply(CallEvent(seat, Call.parse(call) if isinstance(call, str) else call))

    def play_card(self, seat: Seat, card: Card | str) -> list[Irregularity]:
        return self.apply(CardEvent(seat, Card.parse(card) if isinstance(card, str) else card))

    def claim_tricks(self, seat: Seat, tricks: int, statement: str = "") -> list[Irregularity]:
        return self.apply(ClaimEvent(seat, tricks, statement))

    def concede(self, seat: Seat, tricks: int) -> list[Irregularity]:
        return self.apply(ConcedeEvent(seat, tricks))

    def respond(self, seat: Seat, agree: bool) -> list[Irregularity]:
        return self.apply(ResponseEvent(seat, agree))

    # -- the table's own changes of state ------------------------------------------
    # The edition judges; the table changes its state only through these
    # methods, so every change of status, pending irregularity, ruling under
    # way and obligation can be found here.

    def move_to(self, status: Status) -> None:
        """The board goes on in ``status`` (play resumes, the auction goes on,
        the board is complete, …)."""
        self.status = status

    def end_by_ruling(self, law: str) -> None:
        """A ruling ends the board before play is over (13B2): nothing more is
        played and the board has no result of its own (its score is adjusted)."""
        self.ended_by = law
        self.status = Status.COMPLETE

    def await_director(self) -> None:
        """Nothing but the director can sort this out now (Law 9B)."""
        self.status = Status.AWAITING_DIRECTOR

    def hold(self, irregularity: Irregularity | None) -> None:
        """``irregularity`` waits for acceptance or the director (``None``:
        nothing waits any more: it was accepted, cancelled or ruled)."""
        self.pending = irregularity

    def lapse_pending_card(self, law: str) -> tuple[Seat, Card] | None:
        """The card irregularity waiting for acceptance or the director lapses:
        its card goes back to the hand with a correction under ``law`` (62C1,
        rubber 55(1)(b)). The seat and card, or ``None`` if no card waits."""
        pending = self.pending
        if pending is None or pending.offender is None or not isinstance(pending.facts, CardFacts):
            return None
        held = pending.facts.card
        if not isinstance(held, Card):
            return None
        pending.facts.cancelled = len(self.record.events) - 1
        pending.laws = (*pending.laws, law)
        self.hold(None)
        return pending.offender, held

    def open_ruling(self, ruling: Ruling | None) -> None:
        """``ruling`` waits for a fact or a choice (``None``: it has them)."""
        self.active = ruling

    def await_replacement(self, ruling: Ruling | None) -> None:
        """The offender's next call is awaited by ``ruling`` (27B, 30-32);
        ``None``: that ruling has it, and one that waited before it (a call out
        of rotation whose RHO's call is ruled first) waits again."""
        if ruling is None:
            self.replacing = self.replacing_before.pop() if self.replacing_before else None
            return
        if self.replacing is not None and self.replacing is not ruling:
            self.replacing_before.append(self.replacing)
        self.replacing = ruling

    def await_later(self, ruling: Ruling) -> None:
        """``ruling`` waits for its offender's call behind the ruling that
        awaits the call now due (a call out of rotation made while an
        insufficient bid's replacement was awaited: 27B first, then 31B)."""
        self.replacing_before.append(ruling)

    def note_without_effect(self, index: int, by: Seat | None, reason: Message) -> None:
        """Event ``index`` is kept in the record but changes nothing; the
        report says why."""
        self.without_effect.append(WithoutEffect(index, by, reason))

    def note_for_director(self, note: DirectorNote) -> None:
        """An event that is no irregularity but that the director reads
        about (28A); the report lists it under ``notes``."""
        self.notes.append(note)

    def kept_without_effect(self) -> list[WithoutEffect]:
        """The actions kept in the record that change nothing, in record
        order: those noted as given, and the facts of 64B4 and 64B5 that no
        established revoke has used (so far)."""
        from bridgelaws import found_revoke  # which imports this module

        lapsed = [WithoutEffect(i, None, m) for i, m in found_revoke.lapsed(self)]
        if not lapsed:
            return self.without_effect
        return sorted([*self.without_effect, *lapsed], key=lambda w: w.event)

    def held_actions(self) -> list[HeldAction]:
        """The calls and cards recorded while a ruling is open and kept until
        it is done (9B2), in record order; those already listed as an
        irregularity of their own are not repeated."""
        held: set[int] = set()
        if self.ruling_open():
            if self.pending is not None and self.status is Status.AWAITING_DIRECTOR:
                held.update(self.pending.later_calls)
            if self.active is not None and self.active.chosen is None:
                held.update(self.active.irregularity.later_calls)
        held.update(
            index for index, event in self.waiting_findings if not isinstance(event, FactEvent)
        )
        said = self.edition.KEPT_TEXT
        out: list[HeldAction] = []
        for index in sorted(held - set(self.listed_early)):
            event = self.record.events[index]
            if isinstance(event, CallEvent):
                message = Message(
                    said["called"], {"seat": event.by.name.title(), "call": event.call.name}
                )
            elif isinstance(event, (CardEvent, ExposeEvent)):
                verb = "played" if isinstance(event, CardEvent) else "showed"
                message = Message(
                    said[verb], {"seat": event.by.name.title(), "card": event.card.name}
                )
            else:
                continue
            out.append(HeldAction(index, event.by, message))
        return out

    def step_aside(self) -> Ruling | None:
        """The ruling awaiting the offender's call steps aside while that call
        is judged under its own law first (put back by ``await_replacement``)."""
        ruling, self.replacing = self.replacing, None
        return ruling

    def note_irregularity(
        self, irregularity: Irregularity, replacing: Irregularity | None = None
    ) -> None:
        """An irregularity the edition recognised (judging a call listed
        early, or ``replacing`` one it is the same as, it takes that one's
        place in the list)."""
        early = self.listed_early.pop(irregularity.event, None) if replacing is None else replacing
        if early is not None:
            at = next(i for i, listed in enumerate(self.irregularities) if listed is early)
            self.irregularities[at] = irregularity
            return
        self.irregularities.append(irregularity)

    def ruling_open(self) -> bool:
        """A ruling waits for a fact or a choice, or the director has been
        called to an irregularity he has not ruled yet."""
        return self.active is not None or (
            self.pending is not None and self.status is Status.AWAITING_DIRECTOR
        )

    def wait_for_ruling(
        self,
        index: int,
        event: FactEvent | CallEvent | CardEvent | ExposeEvent,
        irregularity: Irregularity | None,
    ) -> None:
        """A fact the director found (fact event ``index``), or a call or card
        made in the auction, while another ruling is open: ``irregularity``
        (if any) is listed now and the event is judged once that ruling is
        done (:meth:`Edition.rule_waiting_findings`)."""
        if irregularity is not None:
            self.list_early(irregularity)
        self.waiting_findings.append((index, event))

    def list_early(self, irregularity: Irregularity) -> None:
        """A call the director will judge once the ruling before it is
        complete, listed now (9B); see :attr:`listed_early`."""
        self.irregularities.append(irregularity)
        self.listed_early[irregularity.event] = irregularity

    def unlist_early(self, index: int) -> None:
        """The call listed early at ``index`` was judged a call in rotation."""
        early = self.listed_early.pop(index)
        self.irregularities = [i for i in self.irregularities if i is not early]

    def add_ruling(self, ruling: Ruling, at: int | None = None) -> None:
        """A ruling given, in order (or at ``at``)."""
        if at is None:
            self.rulings.append(ruling)
        else:
            self.rulings.insert(at, ruling)

    def oblige(self, obligation: Obligation) -> None:
        """An obligation that binds a player until it is discharged."""
        if obligation.type == ObligationType.MUST_PASS and obligation in self.obligations:
            return  # the same pass owed twice (30A after 30A) is paid by one pass
        self.obligations.append(obligation)
        self._reveal(obligation)

    def _reveal(self, obligation: Obligation) -> None:
        """A penalty card lies face up: with the hands unknown (spec §6) it is
        a known card of its holder from now on (it shows he can follow suit,
        61A) and no other seat can play it."""
        card = obligation.card
        if (
            self.play is not None
            and obligation.type in _FACE_UP
            and obligation.seat is not None
            and card is not None
            and self.play.reveal(obligation.seat, card)
        ):
            self._placed.setdefault(card.index, obligation.seat)

    def discharge(self, obligation: Obligation) -> None:
        """An obligation is paid or ends."""
        self.obligations.remove(obligation)

    def keep_obligations(self, kept: Iterable[Obligation]) -> None:
        """Only ``kept`` still bind; the others are discharged."""
        self.obligations[:] = kept

    def adjust(self, adjustments: Iterable[Adjustment]) -> None:
        """The trick adjustments in force after the play (64, 67, 55)."""
        self.adjustments[:] = adjustments

    def record_played_by_fact(self, event: CardEvent) -> None:
        """A fact (45C1, 45C3; rubber 21(2)) made ``event``'s card played: it
        joins the record after the fact as a card event, so that a format
        holding only cards (LIN, PBN) keeps it; replayed, the fact plays it
        again and the recorded card event is passed over (:meth:`apply`)."""
        self.record.events.append(event)
        self._played_by_fact = event

    def record_taken(self, events: Sequence[Event]) -> None:
        """Events the edition judged in one run (correct procedure throughout,
        :meth:`Edition.call_run`, :meth:`Edition.play_run`) join the record."""
        if events and type(events[0]) is CallEvent:
            self.calls_recorded += len(events)  # a run is all calls or all cards
        self.record.events.extend(events)

    def begin_play(self, contract: Contract, play: Play | None) -> None:
        """The auction is over with ``contract``; ``play`` is the play period
        (``None`` without a deal, or when passed out)."""
        if self.contract is None:
            # what bound the players as the auction ended, should a change of
            # call under Law 25A reopen it (25A5: until the auction period ends)
            self._auction_end = (list(self.obligations), len(self.rulings))
        self.contract = contract
        if play is not None:
            self.play = play
            for obligation in self.obligations:
                self._reveal(obligation)

    def reopen_auction(self) -> None:
        """The auction is not over after all (an unintended last pass put right
        before the opening lead is faced, 25A5): no contract, no play, the
        obligations of the auction bind again and the lead-time choices the end
        of the auction opened are withdrawn (they come again when it ends)."""
        obligations, count = self._auction_end
        self.contract = None
        self.play = None
        self.obligations[:] = obligations
        opened = [
            r
            for r in self.rulings[count:]
            if r.chosen is None
            and r.irregularity.code
            in (IrregularityCode.LEAD_RESTRICTION, IrregularityCode.PENALTY_CARD)
        ]
        gone = {id(r) for r in opened}
        if id(self.active) in gone:
            self.active = None
        self.rulings[:] = [r for r in self.rulings if id(r) not in gone]
        self.status = Status.AUCTION

    def drop_play(self) -> None:
        """Nothing played counts any more (the rubber rules' redeal)."""
        self.play = None

    def replace_auction(self, auction: Auction) -> None:
        """The auction as it stands after a ruling rebuilt it."""
        self.auction = auction

    def take_claim(self, claim: Claim | None) -> None:
        """A claim or concession under way (``None``: withdrawn)."""
        self.claim = claim

    def settle_claim(self, tricks: int | None) -> None:
        """Declarer's side's tricks once a claim or concession stands
        (``None``: disputed again)."""
        self.claimed_tricks = tricks

    def add_adjustment(self, adjustment: Adjustment) -> None:
        """A trick adjustment (69B2, 71, …)."""
        self.adjustments.append(adjustment)

    def record_score(self, scores: dict[Side, int] | None) -> None:
        """Each side's score as the director rules it recorded (79B3, 79C),
        in place of the score of the tricks won (``None``: that score)."""
        self.recorded_score = dict(scores) if scores is not None else None

    def withdraw_ruling(self, ruling: Ruling) -> None:
        """A ruling that no longer stands."""
        self.rulings.remove(ruling)

    # -- derived state ----------------------------------------------------------

    @property
    def declarer(self) -> Seat | None:
        """Declarer: the auction's, unless he became dummy under Law 54A."""
        if self.play is not None:
            return self.play.declarer
        return None if self.contract is None else self.contract.declarer

    @property
    def next(self) -> Seat | None:
        """The seat to act, while the auction or play goes on. After an
        irregularity that may be accepted by action it is the accepting seat."""
        pending = self.pending
        if pending is not None and pending.offender is not None and not self.is_over:
            if self.status not in (Status.AUCTION, Status.PLAY):
                return None
            play = self.play
            card = getattr(pending.facts, "card", None)
            if (
                pending.code == IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD
                and play is not None
                and len(play.current) == 3
                and isinstance(card, Card)
            ):
                # 52B1b: the card completes the trick; declarer accepts it by
                # playing on, and the hand that wins the trick with it leads
                return trick_winner([*play.current, (pending.offender, card)], play.trump)
            return pending.offender.lho
        if self.status is Status.AUCTION:
            return self.auction.next_seat
        if self.status is Status.PLAY and self.play is not None:
            if self.claim_open:
                return None  # Law 68D: play ceases after a claim or concession
            return self.play.next_seat
        return None

    @property
    def claim_open(self) -> bool:
        """A claim made and not yet agreed, disputed or settled: play has
        ceased and the opponents' answer is awaited (Law 68D)."""
        claim = self.claim
        return (
            claim is not None
            and not claim.disputed
            and not claim.concession
            and self.claimed_tricks is None
            and self.status is Status.PLAY
        )

    def calls_made(self) -> list[CallMade]:
        """Every call made at the table in the order made, the situation's
        auction first: those that stand, the irregular one still on the table
        while the director has not ruled (or its chooser not chosen), and
        those withdrawn or cancelled."""
        waiting = {i.event for i in (self.pending,) if i is not None}
        if self.active is not None and self.active.chosen is None:
            waiting.add(self.active.irregularity.event)
        # calls made since, kept until the ruling is done (9B2)
        waiting.update(held.event for held in self.held_actions())
        standing = self.auction.calls
        made: list[CallMade] = []
        at = 0
        for index, event in enumerate(self.record.events):
            if not isinstance(event, CallEvent):
                continue
            if at < len(standing) and standing[at] == (event.by, event.call):
                state, at = CallState.STANDS, at + 1
            elif index in waiting:
                state = CallState.AWAITS_RULING
            else:
                state = CallState.WITHDRAWN
            made.append(CallMade(index, event.by, event.call, state))
        return made

    @property
    def is_over(self) -> bool:
        return self.status in (Status.COMPLETE, Status.PASSED_OUT)

    def tricks(self) -> dict[Side, int] | None:
        """Tricks per side after every adjustment, once play is over."""
        if self.contract is None or self.play is None or self.ended_by is not None:
            return None
        if self.status is not Status.COMPLETE and not self._result_standing():
            return None
        declaring = self.contract.declarer.side if self.contract.declarer is not None else Side.NS
        if self.claimed_tricks is not None:
            won = {declaring: self.claimed_tricks, declaring.other: 13 - self.claimed_tricks}
        else:
            won = {Side.NS: self.play.won[0], Side.EW: self.play.won[1]}
        for adj in self.adjustments:
            # a transfer never takes more than the giving side has (an
            # adjustment made before play resumed and a new claim settled
            # the board could otherwise leave a side below none)
            moved = min(adj.tricks, won[adj.to.other])
            won[adj.to] += moved
            won[adj.to.other] -= moved
        return won

    def _result_standing(self) -> bool:
        """The play is over and the director's question now leaves the table
        result as it is until he answers (27D: was anyone damaged?)."""
        question = self.active.question if self.active is not None else None
        return (
            self.status is Status.AWAITING_FACT
            and question is not None
            and question.fact in RESULT_STANDING_FACTS
        )

    def declarer_tricks(self) -> int | None:
        tricks = self.tricks()
        if tricks is None or self.declarer is None:
            return None
        return tricks[self.declarer.side]

    def score(self) -> dict[Side, int] | None:
        """The board's score for each side, once it is over (Law 77)."""
        if self.status is Status.PASSED_OUT:
            return {Side.NS: 0, Side.EW: 0}
        if self.recorded_score is not None and self.status is Status.COMPLETE:
            return dict(self.recorded_score)
        tricks = self.declarer_tricks()
        if tricks is None or self.contract is None or self.declarer is None:
            return None
        # an edition that scores each side's own entries (rubber: honours go to
        # whoever holds them) splits the score itself
        split = self.edition.score_sides(self, tricks)
        if split is not None:
            return split
        points = self.edition.score(
            self.contract, tricks, self.board.vulnerability.is_vulnerable(self.declarer)
        )
        side = self.declarer.side
        return {side: points, side.other: -points}

    # -- report ---------------------------------------------------------------------

    def report(self, lang: str = "en") -> dict[str, Any]:
        """The ruling report of spec §2, texts in ``lang`` (nl, en, de)."""
        tricks = self.tricks()
        score = self.score()
        nxt = self.next
        report: dict[str, Any] = {
            "edition": self.edition.name,
            "status": self.status.value,
            "next": nxt.letter if nxt is not None else None,
            "rulings": [r.to_json(lang) for r in self.rulings_in_report_order()],
            "obligations": [o.to_json() for o in self.obligations],
            "irregularities": [
                i.to_json(lang, self.edition.name == "rubber") for i in self.irregularities
            ],
            "contract": self.contract.to_pbn() if self.contract is not None else None,
            "declarer": self.declarer.letter if self.declarer is not None else None,
            "tricks": {s.name: n for s, n in tricks.items()} if tricks is not None else None,
            "adjustments": [a.to_json() for a in self.adjustments],
            "score": {s.name: n for s, n in score.items()} if score is not None else None,
        }
        if self.changed_calls:
            # calls changed after misinformation (21B1a, 21B2)
            info = self.edition.WITHDRAWN_INFO_LAW
            report["changed_calls"] = [
                {
                    "event": c.of,
                    "change": c.at,
                    "by": c.by.letter,
                    "first": c.first.name,
                    "call": c.call.name,
                    "laws": [c.law, info],
                    "text": misinformation.change_text(c, info).render(lang),
                }
                | self._offers_json(c, info, lang)
                for c in self.changed_calls
            ]
        kept = self.kept_without_effect()
        if kept:
            # events recorded that change nothing, each with its reason
            report["without_effect"] = [w.to_json(lang) for w in kept]
        held = self.held_actions()
        if held:
            # calls and cards kept until the open ruling is done (9B2)
            report["held"] = [h.to_json(lang) for h in held]
        if self.notes:
            # events the Laws settle themselves (28A), not irregularities
            report["notes"] = [n.to_json(lang) for n in self.notes]
        penalties = self.procedural_penalties()
        if penalties:
            # 90, 91: what the event takes off the offending side's score
            report["procedural_penalties"] = [p.to_json() for p in penalties]
        prefix = self.record.prefix
        if prefix:
            # event indices count the events after the situation (spec §6);
            # an irregularity in the situation's own calls has none
            entries: list[dict[str, Any]] = [
                *report["rulings"],
                *report["irregularities"],
                *report.get("without_effect", ()),
                *report.get("held", ()),
                *report.get("notes", ()),
                *report.get("changed_calls", ()),
            ]
            for entry in entries:
                index = entry.get("event")
                if isinstance(index, int):
                    entry["event"] = index - prefix if index >= prefix else None
        # the judgment layer's questions and rulings (16, 20F, 21, 40, 75, 85)
        # when the record holds alerts, explanations or the director's findings
        from bridgelaws import judgment

        judged = judgment.report_block(self.record, lang, self)
        if judged is not None:
            report["judgment"] = judged
        # seed 004's general protocol for the ruling under way, before its own
        # question and options (bridgelaws.protocol); absent when none applies
        from bridgelaws import protocol

        general = protocol.to_json(self, lang)
        if general:
            report["protocol"] = general
        # every question the director must still answer, in the order he
        # answers them: the general protocol's, the ruling's, then the
        # judgment's (which also waits when the board itself is over)
        questions = self.open_questions(lang, judged)
        if questions:
            report["questions"] = questions
        # fields an edition adds to the report (rubber: the deal's sheet entries)
        report.update(self.edition.report_fields(self, lang))
        return report

    def open_questions(
        self, lang: str = "en", judged: dict[str, Any] | None = None
    ) -> list[dict[str, Any]]:
        """The questions the director must still answer, in the order he
        answers them (seed 004): the general protocol's question, the ruling's
        (status ``awaiting_fact``), then the judgment's (``judged``: the
        report's ``judgment`` block). Each says where it comes from
        (``source``: ``protocol``, ``ruling``, ``judgment``)."""
        from bridgelaws import protocol

        out: list[dict[str, Any]] = []
        step = protocol.next_question(self)
        if step is not None and step.fact is not None:
            out.append(
                {
                    "fact": step.fact,
                    "laws": list(step.laws),
                    "text": step.text.render(lang),
                    "source": "protocol",
                }
            )
        active = self.active
        if (
            self.status is Status.AWAITING_FACT
            and active is not None
            and active.question is not None
        ):
            out.append({**active.question.to_json(lang), "source": "ruling"})
        for ruling in self.rulings:
            question = ruling.question
            if (
                ruling is not active
                and question is not None
                and question.fact in AFTER_PLAY_FACTS
                and question.fact not in ruling.facts
            ):
                # 27D waits behind the question asked now (a revoke found
                # after the play): asked next; 64C's figure once play is over
                out.append({**question.to_json(lang), "source": "ruling"})
        if judged is not None:
            out.extend({**q, "source": "judgment"} for q in judged.get("questions") or ())
        return out

    def procedural_penalties(self) -> list[PenaltyGiven]:
        """Every procedural penalty the director gave (90, 91), in the order
        of the rulings that carry them."""
        return [e for r in self.rulings for e in r.effects if isinstance(e, PenaltyGiven)]

    def rulings_in_report_order(self) -> list[Ruling]:
        """The rulings in order, except that the one waiting for a choice or a
        fact comes last (spec §2), even when it was given before a later one
        (e.g. a call out of rotation whose offender's next call is now judged)."""
        active = self.active
        if active is None or not self.rulings or self.rulings[-1] is active:
            return self.rulings
        return [r for r in self.rulings if r is not active] + [active]

    def __repr__(self) -> str:
        return f"<Table board={self.board.number} {self.status.value} next={self.next}>"
