"""Tables of the web app: who may post what, and the record → table → report path.

The service holds no law: an action is a spec §1 event appended to the table's
record; the table is rebuilt with :meth:`Table.from_record` (the same path as
``bridgelaws rule``) and judged by the library. An event the library refuses
(a card the seat was never dealt, an unknown event) is not stored. The only
rules here are about roles: the director may enter anything for any seat; a
player acts for his own seat (and declarer for dummy); facts, choices and
undo are the director's.

Undo takes back the last action still standing: the store keeps the event and
adds an undo marker, and the table is rebuilt from the events not undone.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from bridgelaws.cards import BridgeError, Card, Deal, Seat, param_text
from bridgelaws.i18n import translate
from bridgelaws.judgment import FACT_TEXT, judge
from bridgelaws.record import (
    INFO_KINDS,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    Event,
    EventError,
    ExposeEvent,
    FactEvent,
    InfoEvent,
    TableRecord,
    event_from_json,
)
from bridgelaws.table import Status, Table
from bridgelaws.web.store import Access, Appender, Conflict, Store, TableRow

log = logging.getLogger("bridgelaws.web")

#: tables kept rebuilt in memory; others are rebuilt from the store on demand
CACHE_SIZE = 2000
#: the most events one table may store (a whole board with rulings is about 100;
#: every action rebuilds the table from its record, so a bound keeps that cheap)
MAX_EVENTS = 500
#: the longest claim statement taken
MAX_STATEMENT = 1000
#: the highest board number a table may have
MAX_BOARD = 9999
#: the denominations an artificial call may be found to have shown (spec §3)
DENOMINATIONS = ("C", "D", "H", "S")


class ActionError(Exception):
    """An action refused with an HTTP status and a message for the user.

    ``message`` is a catalogue message id (English, with ``{name}`` fields
    filled from ``params``); :meth:`render` words it in the user's language.
    A parameter that is itself a library error is rendered in that language
    too when it can be."""

    def __init__(
        self,
        status: int,
        message: str,
        headers: dict[str, str] | None = None,
        **params: object,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers
        self.params = params

    def render(self, lang: str) -> str:
        return translate(self.message, lang, **{k: _word(v, lang) for k, v in self.params.items()})


def _word(value: object, lang: str) -> str:
    """A message parameter in ``lang``: library errors that can word
    themselves (``render``) do, a seat and a card as every message words them."""
    render = getattr(value, "render", None)
    if isinstance(value, Exception) and callable(render):
        return str(render(lang))
    return param_text(value, lang)


#: the one answer to every action a seat link may not take: it never says
#: whether the action would have been possible, nor anything about the cards
NOT_THIS_SEAT = "this seat link may not take this action"
#: the answer to a write at a table whose stored record is damaged
DAMAGED = (
    "the stored record of this table is damaged: its first {n} actions are shown, "
    "and nothing more can be recorded at this table"
)


@dataclass(slots=True)
class Loaded:
    """A table as stored: its row, the JSON of its events not undone (with
    their sequence numbers), and the table rebuilt from them.

    A Loaded is never changed once made (an action makes a new one), so a
    page may read it while the next action is being judged. ``record`` and
    ``events`` are the same record read by the library (the header without
    events, and the events not undone): the next action is judged from them
    without reading the JSON of every earlier event again."""

    row: TableRow
    bodies: list[dict[str, Any]]
    table: Table
    record: TableRecord
    events: list[Event]
    #: the nonce of every event stored (undone ones too) → its sequence number
    nonces: dict[str, int]
    seqs: list[int] = field(default_factory=list)
    next_seq: int = 0
    undone: tuple[int, ...] = ()
    #: the sequence number of the first stored action that cannot be read or
    #: replayed (a damaged store): the table shows the actions before it
    damaged: int | None = None

    @property
    def version(self) -> int:
        """Events stored plus undo markers: changes with every action or undo
        (without undos, the number of events)."""
        return self.next_seq + len(self.undone)

    @property
    def last(self) -> tuple[int, dict[str, Any]] | None:
        """The last action standing (what undo would take back)."""
        if not self.seqs:
            return None
        return self.seqs[-1], self.bodies[-1]

    def record_json(self) -> dict[str, Any]:
        return {**self.row.header(), "events": list(self.bodies)}


@dataclass(frozen=True, slots=True)
class Appended:
    seq: int
    duplicate: bool
    loaded: Loaded


@dataclass(frozen=True, slots=True)
class Undone:
    seq: int  # the event taken back
    body: dict[str, Any]
    duplicate: bool
    loaded: Loaded


def judged(record: TableRecord, lang: str = "en") -> Table:
    """The table of a record whose report the library can also give: an action
    is stored only if both work, so that every stored table can be shown."""
    table = Table.from_record(record)
    table.report(lang)
    return table


def replayable(row: TableRow, bodies: list[dict[str, Any]]) -> tuple[TableRecord, Table, int]:
    """The record and table of the longest prefix of ``bodies`` the library
    can judge and report, and its length (all of them unless the store was
    damaged)."""
    for count in range(len(bodies), -1, -1):
        try:
            record = TableRecord.from_json({**row.header(), "events": bodies[:count]})
            return record, judged(record), count
        except Exception:  # a damaged row: any failure of the library counts
            if count == len(bodies):
                log.warning("table %s: stored actions cannot be replayed", row.id)
    raise ActionError(503, "the store is damaged: this table cannot be read")


class TableService:
    """Loads, caches and appends to tables; thread-safe."""

    def __init__(self, store: Store, shared: bool = False) -> None:
        self.store = store
        #: other processes write to the same store (several workers): a cached
        #: table is checked against the store's version before it is used
        self.shared = shared
        self._cache: OrderedDict[int, Loaded] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._locks: dict[int, threading.RLock] = {}

    def _lock(self, table_id: int) -> threading.RLock:
        with self._cache_lock:
            lock = self._locks.get(table_id)
            if lock is None:
                lock = self._locks[table_id] = threading.RLock()
            return lock

    def _remember(self, loaded: Loaded) -> None:
        with self._cache_lock:
            self._cache[loaded.row.id] = loaded
            self._cache.move_to_end(loaded.row.id)
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)

    def _cached(self, table_id: int) -> Loaded | None:
        with self._cache_lock:
            return self._cache.get(table_id)

    def forget(self, table_id: int) -> None:
        with self._cache_lock:
            self._cache.pop(table_id, None)

    # -- reading ------------------------------------------------------------------

    def _fresh(self, cached: Loaded | None) -> Loaded | None:
        """``cached`` unless another process has changed its table since."""
        if cached is None or not self.shared:
            return cached
        if self.store.version(cached.row.id) == cached.version:
            return cached
        self.forget(cached.row.id)
        return None

    def version(self, table_id: int) -> int:
        """The table's version as stored now."""
        return self.store.version(table_id)

    def load(self, table_id: int) -> Loaded:
        """The table as stored now (rebuilt from its events when not cached)."""
        cached = self._fresh(self._cached(table_id))
        if cached is not None:
            return cached
        with self._lock(table_id):
            cached = self._fresh(self._cached(table_id))
            if cached is not None:
                return cached
            row = self.store.table(table_id)
            if row is None:
                raise ActionError(404, "no table has this link")
            stored, undos = self.store.history(table_id)
            undone = tuple(u.seq for u in undos)
            taken = set(undone)
            standing = [e for e in stored if e.seq not in taken]
            readable = next((i for i, e in enumerate(standing) if e.body is None), len(standing))
            bodies = [e.body for e in standing[:readable] if e.body is not None]
            record, table, good = replayable(row, bodies)
            loaded = Loaded(
                row,
                bodies[:good],
                table,
                record.continued([]),
                record.events,
                {e.nonce: e.seq for e in stored if e.nonce is not None},
                [e.seq for e in standing[:good]],
                stored[-1].seq + 1 if stored else 0,
                undone,
                standing[good].seq if good < len(standing) else None,
            )
            self._remember(loaded)
            return loaded

    # -- writing ------------------------------------------------------------------------

    def open_table(
        self,
        kind: str,
        board: int,
        dealer: str,
        vulnerable: str,
        deal: str | None,
        edition: str,
        situation: dict[str, Any] | None = None,
    ) -> dict[str, str]:
        """Check the header (and the situation, spec §6) with the library and
        store a new table."""
        check_board(board)
        header: dict[str, Any] = {
            "edition": edition,
            "board": board,
            "dealer": dealer,
            "vulnerable": vulnerable,
        }
        if deal:
            header["deal"] = deal
        if situation is not None:
            header["situation"] = situation
        try:
            record = TableRecord.from_json({**header, "events": []})
            if record.situation is not None:
                judged_situation = Table.from_record(record)
                judged_situation.report()
        except BridgeError as exc:
            raise ActionError(422, "{reason}", reason=exc) from None
        canonical = record.board.deal.to_pbn(record.board.dealer) if record.board.deal else None
        if record.board.deal is not None and not record.board.deal.is_complete:
            raise ActionError(422, "deal: every hand needs its thirteen cards")
        return self.store.create_table(
            kind,
            record.board.number,
            record.board.dealer.letter,
            record.board.vulnerability.value,
            canonical,
            record.edition,
            record.situation.to_json() if record.situation is not None else None,
        )

    def append(self, access: Access, item: Any, nonce: str | None, lang: str) -> Appended:
        """Append one event posted with ``access``; committed before returning."""
        with self._lock(access.table_id):
            current = self.load(access.table_id)
            event = self._admit(access, current, item)
            body = event.to_json()
            try:
                if self.shared:
                    # another process may have written since: the nonce and the
                    # version are checked, and the action judged, under the row lock
                    with self.store.appending(access.table_id) as tx:
                        seen = tx.by_nonce(nonce) if nonce is not None else None
                        if seen is not None:
                            return Appended(seen, True, current)
                        current = self._current(tx, current)
                        loaded = self._next(current, body, nonce, lang)
                        self._store(tx, loaded, event, access.role, nonce, lang)
                else:
                    # the only writer of its store: this process's copy of the
                    # table is the stored one (the table's lock is held), so the
                    # action is judged before the store's write lock is taken,
                    # which then covers only the insert and the commit
                    seen = current.nonces.get(nonce) if nonce is not None else None
                    if seen is not None:
                        return Appended(seen, True, current)
                    loaded = self._next(current, body, nonce, lang)
                    with self.store.appending(access.table_id, lock=False) as tx:
                        self._store(tx, loaded, event, access.role, nonce, lang)
            except Conflict:
                self.forget(access.table_id)
                raise ActionError(409, CHANGED) from None
            self._remember(loaded)
            return Appended(loaded.seqs[-1], False, loaded)

    def _next(self, current: Loaded, body: dict[str, Any], nonce: str | None, lang: str) -> Loaded:
        """The table after ``body``, judged by the library (nothing stored yet)."""
        _writable(current)
        seq = current.next_seq
        if seq >= MAX_EVENTS:
            raise ActionError(
                422, "this table holds the most actions a table may ({n})", n=MAX_EVENTS
            )
        record = current.record
        try:
            # read as TableRecord.from_json reads the record's events
            event = event_from_json(body, record.board.deal)
        except BridgeError as exc:
            error = EventError(len(current.events), exc)
            raise ActionError(422, "{reason}", reason=error) from None
        table = self._judge(record.continued([*current.events, event]), lang)
        if isinstance(event, InfoEvent) or (
            isinstance(event, FactEvent) and event.fact in FACT_TEXT
        ):
            _judgment_accepts(record, current.events, event, lang)
        return Loaded(
            current.row,
            [*current.bodies, body],
            table,
            record,
            [*current.events, event],
            current.nonces if nonce is None else {**current.nonces, nonce: seq},
            [*current.seqs, seq],
            seq + 1,
            current.undone,
        )

    @staticmethod
    def _store(
        tx: Appender, loaded: Loaded, event: Any, role: str, nonce: str | None, lang: str
    ) -> None:
        """Write the last action of ``loaded`` (and, for a fact or a choice,
        the ruling as it now stands)."""
        seq = loaded.seqs[-1]
        tx.append(seq, loaded.bodies[-1], role, nonce)
        if isinstance(event, FactEvent | ChoiceEvent):
            tx.save_ruling(seq, loaded.record_json(), loaded.table.report(lang))

    def undo(self, access: Access, expected: int | None, nonce: str | None) -> Undone:
        """Take back the last action standing (the director only): an undo
        marker is committed, the event's row stays. ``expected`` is the
        sequence number of the action the director saw as the last one; when
        it is no longer the last, nothing is taken back (409)."""
        if not access.is_director:
            raise ActionError(403, NOT_THIS_SEAT)
        with self._lock(access.table_id):
            current = self.load(access.table_id)
            try:
                with self.store.appending(access.table_id) as tx:
                    if nonce is not None:
                        seen = tx.undo_by_nonce(nonce)
                        if seen is not None:
                            stored = self.store.events(access.table_id)
                            body = next((e.body or {} for e in stored if e.seq == seen), {})
                            return Undone(seen, body, True, current)
                    current = self._current(tx, current)
                    _writable(current)
                    last = current.last
                    if last is None:
                        raise ActionError(422, "there is no action to take back")
                    seq, body = last
                    if expected is not None and expected != seq:
                        raise ActionError(
                            409, "the last action is no longer the one shown; look again"
                        )
                    record = current.record.continued(current.events[:-1])
                    table = self._judge(record)
                    tx.undo(seq, current.next_seq, access.role, nonce)
            except Conflict:
                self.forget(access.table_id)
                raise ActionError(409, CHANGED) from None
            loaded = Loaded(
                current.row,
                current.bodies[:-1],
                table,
                current.record,
                record.events,
                current.nonces,
                current.seqs[:-1],
                current.next_seq,
                (*current.undone, seq),
            )
            self._remember(loaded)
            return Undone(seq, body, False, loaded)

    def _current(self, tx: Appender, current: Loaded) -> Loaded:
        """``current``, or the table read again when another process changed it."""
        if tx.version() == current.version:
            return current
        self.forget(current.row.id)
        current = self.load(current.row.id)
        if tx.version() != current.version:
            raise Conflict("the table changed while loading")
        return current

    def _admit(self, access: Access, current: Loaded, item: Any) -> Any:
        """The posted event, authorised before it is read: a seat link that
        may not take the action gets one answer whatever the action holds
        (:data:`NOT_THIS_SEAT`), and no answer to a seat names where a card it
        cannot see lies."""
        deal: Deal | None = current.table.board.deal
        if access.is_director:
            return _parsed(item, deal)
        seat = Seat.parse(access.role)
        if not _may_act(seat, current, item):
            raise ActionError(403, NOT_THIS_SEAT)
        event = _parsed(item, None)
        if isinstance(event, CardEvent | ExposeEvent) and deal is not None:
            card: Card = event.card
            if len(deal[event.by]) and card not in deal[event.by]:
                # only the acting hand (his own, or dummy faced) is named
                raise ActionError(
                    422, "event: {seat} does not hold {card}", seat=event.by, card=card
                )
        return event

    @staticmethod
    def _judge(record: TableRecord, lang: str = "en") -> Table:
        """The table of ``record`` judged and reported on by the library, or
        the action refused (422)."""
        try:
            return judged(record, lang)
        except BridgeError as exc:
            raise ActionError(422, "{reason}", reason=exc) from None
        except Exception:
            # the library could not judge this action or report on it: store
            # nothing, so that the table stays rebuildable, and say so
            log.exception("the library failed on an action")
            raise ActionError(422, "the Laws engine could not judge this action") from None


def _judgment_accepts(record: TableRecord, events: list[Event], event: Event, lang: str) -> None:
    """Refuse (422) a finding or an information event the judgment cannot
    read (a finding about a player that names none, a value it does not
    know), so that a stored record stays judgeable; a judgment that already
    failed before it (a board taken up mid-play) is not this action's fault."""
    try:
        judge(record.continued([*events, event]), lang, dd=False)
    except BridgeError as exc:
        try:
            judge(record.continued(events), lang, dd=False)
        except BridgeError:
            return
        raise ActionError(422, "{reason}", reason=exc) from None


CHANGED = "the table changed at the same moment; try again"


def check_board(number: object) -> None:
    """A board number the web app takes: a whole number from 1 to :data:`MAX_BOARD`."""
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= MAX_BOARD:
        raise ActionError(422, "board: a number from 1 to {n}", n=MAX_BOARD)


def _writable(current: Loaded) -> None:
    """Refuse to write at a table whose stored record is damaged."""
    if current.damaged is not None:
        raise ActionError(409, DAMAGED, n=len(current.bodies))


def _parsed(item: Any, deal: Deal | None) -> Any:
    """A spec §1 event read by the library, with the web's own limits."""
    try:
        event = event_from_json(item, deal)
    except BridgeError as exc:
        raise ActionError(422, "event: {reason}", reason=exc) from None
    except (ValueError, TypeError, AttributeError, RecursionError):
        # a value the library's reader does not expect (a number of thousands
        # of digits, a list where text belongs): refused, never a 500
        raise ActionError(422, "event: not a spec §1 event") from None
    if isinstance(event, FactEvent) and "denominations" in event.details:
        event = _with_denominations(event)
    if isinstance(event, ClaimEvent) and len(event.statement) > MAX_STATEMENT:
        raise ActionError(
            422, "event: the claim statement is longer than {n} characters", n=MAX_STATEMENT
        )
    return event


def _may_act(seat: Seat, current: Loaded, item: Any) -> bool:
    """May the link of ``seat`` post ``item``? Decided from the roles alone,
    before the event is read against the deal: a player acts for his own
    seat; declarer also plays (and drops) dummy's cards once dummy is faced;
    facts and choices are the director's."""
    if not isinstance(item, dict):
        return True  # not an action at all: the reader says what is wrong
    if "fact" in item or "choose" in item:
        return False
    if "by" not in item:
        return True
    try:
        acting = Seat.parse(item["by"])
    except (BridgeError, AttributeError, TypeError):
        return True  # not a seat: the reader says so, whoever asks
    if acting is seat:
        return True
    table = current.table
    return (
        ("card" in item or "expose" in item)
        and "call" not in item
        and not any(kind in item for kind in INFO_KINDS)  # read as information
        and table.declarer is seat
        and acting is seat.partner
        and dummy_faced(table, current.bodies)
    )


def face_down(bodies: list[dict[str, Any]]) -> dict[str, str]:
    """Cards led face down and not (yet) faced: card name → owner."""
    hidden: dict[str, str] = {}
    for body in bodies:
        if "card" in body:
            if body.get("face_down"):
                hidden[body["card"]] = body["by"]
            else:
                hidden.pop(body["card"], None)
    return hidden


def dummy_faced(table: Table, bodies: list[dict[str, Any]]) -> bool:
    """Dummy is spread once the opening lead is faced (Law 41C): a second card
    to the first trick, or the lead itself, face up, with no irregularity
    waiting on it. A lead made face down (41A) leaves dummy hidden until the
    leader faces it."""
    play = table.play
    if play is None:
        return False
    if play.tricks or len(play.current) >= 2:
        return True
    if len(play.current) != 1 or table.pending is not None or table.status is not Status.PLAY:
        return False
    return play.current[0][1].name not in face_down(bodies)


def _with_denominations(event: FactEvent) -> FactEvent:
    """The shape of a fact's ``denominations`` detail (spec §3): a list of
    denominations (``C D H S``), each once, written in capitals; only with
    the answer Yes to ``artificial``. What they mean is the library's."""
    value = event.details["denominations"]
    if event.fact != "artificial" or event.value is not True:
        raise ActionError(422, "event: denominations go with the answer Yes to 'artificial'")
    if not isinstance(value, list) or not all(isinstance(d, str) for d in value):
        raise ActionError(422, 'event: denominations: a list such as ["S", "H"]')
    wanted = [d.strip().upper() for d in value]
    if any(d not in DENOMINATIONS for d in wanted) or len(set(wanted)) != len(wanted):
        raise ActionError(
            422,
            "event: denominations: each of {letters} at most once",
            letters=", ".join(DENOMINATIONS),
        )
    return event._replace(details={**event.details, "denominations": wanted})
