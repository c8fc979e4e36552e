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

from bridgelaws.cards import BridgeError, Deal, Seat
from bridgelaws.record import (
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ExposeEvent,
    FactEvent,
    TableRecord,
    event_from_json,
)
from bridgelaws.table import Table
from bridgelaws.web.store import DIRECTOR, Access, Appender, Conflict, Store, TableRow

log = logging.getLogger("bridgelaws.web")

#: tables kept rebuilt in memory; others are rebuilt from the store on demand
CACHE_SIZE = 2000
#: the most events one table may store (a whole board with rulings is about 100;
#: every action rebuilds the table from its record, so a bound keeps that cheap)
MAX_EVENTS = 500
#: the longest claim statement taken
MAX_STATEMENT = 1000
#: the denominations an artificial call may be found to have shown (spec §3)
DENOMINATIONS = ("C", "D", "H", "S")


class ActionError(Exception):
    """An action refused with an HTTP status and a message for the user."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.headers = headers


@dataclass(slots=True)
class Loaded:
    """A table as stored: its row, the JSON of its events not undone (with
    their sequence numbers), and the table rebuilt from them."""

    row: TableRow
    bodies: list[dict[str, Any]]
    table: Table
    seqs: list[int] = field(default_factory=list)
    next_seq: int = 0
    undone: tuple[int, ...] = ()

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


def build(row: TableRow, bodies: list[dict[str, Any]]) -> Table:
    """The table of a record, judged by the library (raises BridgeError)."""
    return Table.from_record(TableRecord.from_json({**row.header(), "events": bodies}))


class TableService:
    """Loads, caches and appends to tables; thread-safe."""

    def __init__(self, store: Store) -> None:
        self.store = store
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

    def load(self, table_id: int) -> Loaded:
        """The table as stored now (rebuilt from its events when not cached)."""
        cached = self._cached(table_id)
        if cached is not None:
            return cached
        with self._lock(table_id):
            cached = self._cached(table_id)
            if cached is not None:
                return cached
            row = self.store.table(table_id)
            if row is None:
                raise ActionError(404, "no such table")
            stored, undos = self.store.history(table_id)
            undone = tuple(u.seq for u in undos)
            taken = set(undone)
            standing = [e for e in stored if e.seq not in taken]
            bodies = [e.body for e in standing]
            loaded = Loaded(
                row,
                bodies,
                build(row, bodies),
                [e.seq for e in standing],
                stored[-1].seq + 1 if stored else 0,
                undone,
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
    ) -> dict[str, str]:
        """Check the header with the library and store a new table."""
        header: dict[str, Any] = {
            "edition": edition,
            "board": board,
            "dealer": dealer,
            "vulnerable": vulnerable,
        }
        if deal:
            header["deal"] = deal
        try:
            record = TableRecord.from_json({**header, "events": []})
        except BridgeError as exc:
            raise ActionError(422, str(exc)) from None
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
        )

    def append(self, access: Access, item: Any, nonce: str | None, lang: str) -> Appended:
        """Append one event posted with ``access``; committed before returning."""
        with self._lock(access.table_id):
            current = self.load(access.table_id)
            event = self._parse(current, item)
            self._authorise(access, current, event)
            body = event.to_json()
            try:
                with self.store.appending(access.table_id) as tx:
                    if nonce is not None:
                        seen = tx.by_nonce(nonce)
                        if seen is not None:
                            return Appended(seen, True, current)
                    current = self._current(tx, current)
                    seq = current.next_seq
                    if seq >= MAX_EVENTS:
                        raise ActionError(
                            422, f"this table holds the most actions a table may ({MAX_EVENTS})"
                        )
                    bodies = [*current.bodies, body]
                    table = self._judge(current.row, bodies)
                    tx.append(seq, body, access.role, nonce)
                    if isinstance(event, FactEvent | ChoiceEvent):
                        record = {**current.row.header(), "events": bodies}
                        tx.save_ruling(seq, record, table.report(lang))
            except Conflict:
                self.forget(access.table_id)
                raise ActionError(409, "the table changed at the same moment; try again") from None
            loaded = Loaded(
                current.row, bodies, table, [*current.seqs, seq], seq + 1, current.undone
            )
            self._remember(loaded)
            return Appended(seq, False, loaded)

    def undo(self, access: Access, expected: int | None, nonce: str | None) -> Undone:
        """Take back the last action standing (the director only): an undo
        marker is committed, the event's row stays. ``expected`` is the
        sequence number of the action the director saw as the last one; when
        it is no longer the last, nothing is taken back (409)."""
        if not access.is_director:
            raise ActionError(403, "only the director takes an action back")
        with self._lock(access.table_id):
            current = self.load(access.table_id)
            try:
                with self.store.appending(access.table_id) as tx:
                    if nonce is not None:
                        seen = tx.undo_by_nonce(nonce)
                        if seen is not None:
                            stored = self.store.events(access.table_id)
                            body = next((e.body for e in stored if e.seq == seen), {})
                            return Undone(seen, body, True, current)
                    current = self._current(tx, current)
                    last = current.last
                    if last is None:
                        raise ActionError(422, "there is no action to take back")
                    seq, body = last
                    if expected is not None and expected != seq:
                        raise ActionError(
                            409, "the last action is no longer the one shown; look again"
                        )
                    bodies = current.bodies[:-1]
                    table = self._judge(current.row, bodies)
                    tx.undo(seq, current.next_seq, access.role, nonce)
            except Conflict:
                self.forget(access.table_id)
                raise ActionError(409, "the table changed at the same moment; try again") from None
            loaded = Loaded(
                current.row,
                bodies,
                table,
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

    @staticmethod
    def _parse(current: Loaded, item: Any) -> Any:
        deal: Deal | None = current.table.board.deal
        try:
            event = event_from_json(item, deal)
        except BridgeError as exc:
            raise ActionError(422, f"event: {exc}") from None
        if isinstance(event, FactEvent) and "denominations" in event.details:
            event = _with_denominations(event)
        if isinstance(event, ClaimEvent) and len(event.statement) > MAX_STATEMENT:
            raise ActionError(
                422, f"event: the claim statement is longer than {MAX_STATEMENT} characters"
            )
        return event

    @staticmethod
    def _judge(row: TableRow, bodies: list[dict[str, Any]]) -> Table:
        try:
            return build(row, bodies)
        except BridgeError as exc:
            raise ActionError(422, str(exc)) from None
        except Exception as exc:
            # the library could not judge this action: store nothing, so that
            # the table stays rebuildable, and say so
            log.exception("the library failed on an action")
            raise ActionError(422, f"the Laws engine could not judge this action: {exc}") from None

    @staticmethod
    def _authorise(access: Access, current: Loaded, event: Any) -> None:
        if access.role == DIRECTOR:
            return
        if isinstance(event, FactEvent | ChoiceEvent):
            raise ActionError(403, "only the director enters facts and choices")
        seat = Seat.parse(access.role)
        by: Seat = event.by
        if by is seat:
            return
        # declarer plays (and may drop) dummy's cards
        declarer = current.table.declarer
        if (
            isinstance(event, CardEvent | ExposeEvent)
            and declarer is seat
            and by is seat.partner
            and current.table.play is not None
        ):
            return
        raise ActionError(403, f"this seat link acts for {seat.name.title()} only")


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
            422, f"event: denominations: each of {', '.join(DENOMINATIONS)} at most once"
        )
    return event._replace(details={**event.details, "denominations": wanted})
