"""Tables of the web app: who may post what, and the record → table → report path.

The service holds no law: an action is a spec §1 event appended to the table's
record; the table is rebuilt with :meth:`Table.from_record` (the same path as
``bridgelaws rule``) and judged by the library. An event the library refuses
(a card the seat was never dealt, an unknown event) is not stored. The only
rules here are about roles: the director may enter anything for any seat; a
player acts for his own seat (and declarer for dummy); facts and choices are
the director's.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from bridgelaws.cards import BridgeError, Deal, Seat
from bridgelaws.record import (
    CardEvent,
    ChoiceEvent,
    ExposeEvent,
    FactEvent,
    TableRecord,
    event_from_json,
)
from bridgelaws.table import Table
from bridgelaws.web.store import DIRECTOR, Access, Conflict, Store, TableRow

log = logging.getLogger("bridgelaws.web")

#: tables kept rebuilt in memory; others are rebuilt from the store on demand
CACHE_SIZE = 2000


class ActionError(Exception):
    """An action refused with an HTTP status and a message for the user."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass(slots=True)
class Loaded:
    """A table as stored: its row, its events' JSON and the table rebuilt."""

    row: TableRow
    bodies: list[dict[str, Any]]
    table: Table

    @property
    def seq(self) -> int:
        """How many events are stored (the next event's sequence number)."""
        return len(self.bodies)

    def record_json(self) -> dict[str, Any]:
        return {**self.row.header(), "events": list(self.bodies)}


@dataclass(frozen=True, slots=True)
class Appended:
    seq: int
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
            bodies = [e.body for e in self.store.events(table_id)]
            loaded = Loaded(row, bodies, build(row, bodies))
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
                    seq = tx.next_seq()
                    if seq != current.seq:
                        # another process wrote to this table: start from the store
                        self.forget(access.table_id)
                        current = self.load(access.table_id)
                        if seq != current.seq:
                            raise Conflict("the table changed while loading")
                    bodies = [*current.bodies, body]
                    table = self._judge(current.row, bodies)
                    tx.append(seq, body, access.role, nonce)
                    if isinstance(event, FactEvent | ChoiceEvent):
                        record = {**current.row.header(), "events": bodies}
                        tx.save_ruling(seq, record, table.report(lang))
            except Conflict:
                self.forget(access.table_id)
                raise ActionError(409, "the table changed at the same moment; try again") from None
            loaded = Loaded(current.row, bodies, table)
            self._remember(loaded)
            return Appended(seq, False, loaded)

    @staticmethod
    def _parse(current: Loaded, item: Any) -> Any:
        deal: Deal | None = current.table.board.deal
        try:
            return event_from_json(item, deal)
        except BridgeError as exc:
            raise ActionError(422, f"event: {exc}") from None

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
