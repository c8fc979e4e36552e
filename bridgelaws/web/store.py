"""The web app's store: tables, their events one per row, tokens and saved rulings.

SQLAlchemy Core on an embedded SQLite file by default, PostgreSQL by URL. The
events of a table are its :class:`~bridgelaws.record.TableRecord`: each action
is one row with a sequence number, appended in its own transaction (and
committed) before anyone is told of it, so a restart rebuilds every table
exactly from its rows. ``(table_id, seq)`` is the primary key, so two writers
can never store the same place twice; an optional client ``nonce`` per action
makes a retried request a no-op instead of a duplicate.

Nothing is ever deleted. When the director takes an action back, an undo
marker (``web_undos``) names the event's sequence number; the table record is
the events not undone. ``web_undos`` is additive: ``create_all`` adds it to a
store made before it existed (SQLite file or PostgreSQL), no migration needed.
"""

from __future__ import annotations

import json
import secrets
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Column,
    Connection,
    Engine,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    bindparam,
    create_engine,
    event,
    func,
    insert,
    select,
)
from sqlalchemy.exc import DatabaseError, IntegrityError, SQLAlchemyError

metadata = MetaData()

#: one board played (or ruled) at one table
web_tables = Table(
    "web_tables",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("kind", String(16), nullable=False),  # "assistant" or "table"
    Column("board", Integer, nullable=False),
    Column("dealer", String(1), nullable=False),
    Column("vulnerable", String(4), nullable=False),
    Column("deal", String(80), nullable=True),
    Column("edition", String(8), nullable=False),
    Column("created", Integer, nullable=False),
)

#: where the director found the table (spec §6), for a table opened from a
#: situation; additive: ``create_all`` adds it to an older store
situations = Table(
    "web_situations",
    metadata,
    Column("table_id", Integer, ForeignKey("web_tables.id"), primary_key=True),
    Column("body", Text, nullable=False),  # the spec §6 JSON of the situation
)

#: the table record, one event per row in the order it happened
events = Table(
    "web_events",
    metadata,
    Column("table_id", Integer, ForeignKey("web_tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("body", Text, nullable=False),  # the spec §1 JSON of the event
    Column("role", String(1), nullable=False),  # who posted it: D or N/E/S/W
    Column("nonce", String(64), nullable=True),
    Column("created", Integer, nullable=False),
    UniqueConstraint("table_id", "nonce", name="uq_web_events_nonce"),
)

#: the director took an event back: the event's row stays, this row marks it
undos = Table(
    "web_undos",
    metadata,
    Column("table_id", Integer, ForeignKey("web_tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),  # the event taken back
    Column("at", Integer, nullable=False),  # the next event's seq at that moment
    Column("role", String(1), nullable=False),  # who took it back (D)
    Column("nonce", String(64), nullable=True),
    Column("created", Integer, nullable=False),
    UniqueConstraint("table_id", "nonce", name="uq_web_undos_nonce"),
)

#: the director's token and the four seat tokens of every table
tokens = Table(
    "web_tokens",
    metadata,
    Column("token", String(64), primary_key=True),
    Column("table_id", Integer, ForeignKey("web_tables.id"), nullable=False, index=True),
    Column("role", String(1), nullable=False),  # D (director) or N/E/S/W
)

#: a ruling as it stood when the director entered a fact or a choice
rulings = Table(
    "web_rulings",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", Integer, ForeignKey("web_tables.id"), nullable=False, index=True),
    Column("seq", Integer, nullable=False),  # the event that settled it
    Column("record", Text, nullable=False),
    Column("report", Text, nullable=False),
    Column("created", Integer, nullable=False),
)

#: statements of every action, built once (SQLAlchemy then reuses their compiled form)
INSERT_EVENT = insert(events)
#: a table's last sequence number and its number of undo markers (see Appender.version)
VERSION = select(
    select(func.max(events.c.seq)).where(events.c.table_id == bindparam("id")).scalar_subquery(),
    select(func.count())
    .select_from(undos)
    .where(undos.c.table_id == bindparam("id"))
    .scalar_subquery(),
)
LOCK_TABLE = select(web_tables.c.id).where(web_tables.c.id == bindparam("id")).with_for_update()

DIRECTOR = "D"
ROLES = ("D", "N", "E", "S", "W")


class Conflict(Exception):
    """Another writer stored an action at the same place first."""


#: what the app catches when the store itself fails (a damaged file, a lost
#: database connection) or refuses to write because it is damaged
StoreError = SQLAlchemyError


class StoreDamaged(SQLAlchemyError):
    """The store's file is damaged: nothing more is written into it."""

    def __init__(self, detail: str, table: int | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        #: the one table whose row cannot be read, when only that row is damaged
        self.table = table

    def __str__(self) -> str:
        return self.detail


@dataclass(frozen=True, slots=True)
class TableRow:
    id: int
    kind: str
    board: int
    dealer: str
    vulnerable: str
    deal: str | None
    edition: str
    #: the spec §6 situation the record starts from (None: the board's start)
    situation: dict[str, Any] | None = None

    def header(self) -> dict[str, Any]:
        """The spec §1 fields of the record without its events."""
        out: dict[str, Any] = {
            "edition": self.edition,
            "board": self.board,
            "dealer": self.dealer,
            "vulnerable": self.vulnerable,
        }
        if self.deal:
            out["deal"] = self.deal
        if self.situation is not None:
            out["situation"] = self.situation
        return out


@dataclass(frozen=True, slots=True)
class Access:
    """What a token opens: one table, in one role."""

    token: str
    table_id: int
    role: str

    @property
    def is_director(self) -> bool:
        return self.role == DIRECTOR


@dataclass(frozen=True, slots=True)
class StoredEvent:
    seq: int
    body: dict[str, Any] | None  # None: the stored row cannot be read (damage)
    role: str
    nonce: str | None


def _body(text: object) -> dict[str, Any] | None:
    """A stored event's JSON, or None when the row no longer reads as one."""
    try:
        value = json.loads(str(text))
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


@dataclass(frozen=True, slots=True)
class StoredUndo:
    seq: int  # the event taken back
    at: int  # the next event's sequence number when it was taken back
    role: str
    created: int


@dataclass(frozen=True, slots=True)
class SavedRuling:
    id: int
    seq: int
    record: dict[str, Any]
    report: dict[str, Any]
    created: int


def new_token() -> str:
    """An unguessable token (192 random bits, URL-safe)."""
    return secrets.token_urlsafe(24)


class Store:
    """All persistence of the web app, behind plain methods (thread-safe)."""

    def __init__(self, url: str, durable: bool = False) -> None:
        self.url = url
        self.is_sqlite = url.startswith("sqlite")
        #: SQLite's sync of a commit to disk: FULL (``durable``, an fsync per
        #: commit: survives a power cut) or NORMAL (see _sqlite_pragmas)
        self.synchronous = "FULL" if durable else "NORMAL"
        options: dict[str, Any] = {"future": True}
        if self.is_sqlite:
            options["connect_args"] = {"check_same_thread": False, "timeout": 30}
        else:
            options.update(pool_size=10, max_overflow=20, pool_pre_ping=True)
        self.engine: Engine = create_engine(url, **options)
        #: why the store is damaged (None: it is not); a damaged store is
        #: read as far as it can be, and never written to
        self.damaged: str | None = None
        if self.is_sqlite:
            self.damaged = sqlite_damage(self.engine)
            # the check's connection was made before the settings below: it
            # goes, so that every connection used from now on has them
            self.engine.dispose()
            event.listen(self.engine, "connect", self._sqlite_pragmas)
        # SQLite has one writer at a time: serialising writers in the process
        # avoids lock-upgrade failures; PostgreSQL locks the table row instead.
        self._sqlite_writes = threading.Lock() if self.is_sqlite else None
        self._access: dict[str, Access] = {}
        if self.damaged is None:
            if self.is_sqlite:
                self._use_wal()
            metadata.create_all(self.engine)

    def _use_wal(self) -> None:
        # Switching the journal mode takes an exclusive lock; doing it on
        # every new pooled connection failed with "database is locked" while
        # other threads wrote. The mode is kept in the file, so once is enough.
        with self.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA journal_mode=WAL")

    def close(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        if self.damaged is not None:
            raise StoreDamaged(self.damaged)
        try:
            with self._sqlite_writes or nullcontext(), self.engine.begin() as conn:
                yield conn
        except DatabaseError as exc:
            if self.is_sqlite and _is_damage(exc):
                # found damaged while writing: refuse every later write
                self.damaged = str(exc.orig)
                raise StoreDamaged(self.damaged) from None
            raise

    def _sqlite_pragmas(self, dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        try:
            if self.damaged is not None:
                # a damaged file is only read: SQLite itself refuses writes
                cursor.execute("PRAGMA query_only=ON")
                return
            # WAL (set once on the file, see _use_wal) lets pages read while a
            # writer commits. NORMAL writes every commit into the WAL file
            # before the answer (an acknowledged action survives the app's
            # crash or kill) and syncs it to disk at checkpoints, not at every
            # commit: a power cut may lose the last actions, never the file.
            # The busy timeout makes a connection wait for the writer instead
            # of failing at once.
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.execute(f"PRAGMA synchronous={self.synchronous}")
            cursor.execute("PRAGMA foreign_keys=ON")
        finally:
            cursor.close()

    # -- tables and tokens ------------------------------------------------------

    def create_table(
        self,
        kind: str,
        board: int,
        dealer: str,
        vulnerable: str,
        deal: str | None,
        edition: str,
        situation: dict[str, Any] | None = None,
    ) -> dict[str, str]:
        """Store a new table; returns its tokens by role (D, N, E, S, W)."""
        roles = ROLES if kind == "table" else (DIRECTOR,)
        issued = {role: new_token() for role in roles}
        with self._write() as conn:
            result = conn.execute(
                insert(web_tables).values(
                    kind=kind,
                    board=board,
                    dealer=dealer,
                    vulnerable=vulnerable,
                    deal=deal,
                    edition=edition,
                    created=int(time.time()),
                )
            )
            key = result.inserted_primary_key
            assert key is not None
            table_id = int(key[0])
            conn.execute(
                insert(tokens),
                [{"token": t, "table_id": table_id, "role": r} for r, t in issued.items()],
            )
            if situation is not None:
                conn.execute(
                    insert(situations).values(table_id=table_id, body=json.dumps(situation))
                )
        return issued

    def known(self, token: str) -> Access | None:
        """What ``token`` opens, when it was found before (no query)."""
        return self._access.get(token)

    def access(self, token: str) -> Access | None:
        if not token or len(token) > 64:
            return None
        # a token never changes once issued: remember the ones found
        found = self._access.get(token)
        if found is not None:
            return found
        with self.engine.connect() as conn:
            row = conn.execute(
                select(tokens.c.table_id, tokens.c.role).where(tokens.c.token == token)
            ).first()
        if row is None:
            return None
        found = Access(token, int(row.table_id), str(row.role))
        if len(self._access) < 100_000:
            self._access[token] = found
        return found

    def table(self, table_id: int) -> TableRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(web_tables).where(web_tables.c.id == table_id)).first()
            found = conn.execute(
                select(situations.c.body).where(situations.c.table_id == table_id)
            ).first()
        if row is None:
            return None
        try:
            return TableRow(
                int(row.id),
                str(row.kind),
                int(row.board),
                str(row.dealer),
                str(row.vulnerable),
                None if row.deal is None else str(row.deal),
                str(row.edition),
                json.loads(found.body) if found is not None else None,
            )
        except (TypeError, ValueError):
            raise StoreDamaged(f"the row of table {table_id} cannot be read", table_id) from None

    def tokens_of(self, table_id: int) -> dict[str, str]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(tokens.c.role, tokens.c.token).where(tokens.c.table_id == table_id)
            ).all()
        return {str(r.role): str(r.token) for r in rows}

    # -- events ----------------------------------------------------------------------

    def events(self, table_id: int) -> list[StoredEvent]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(events.c.seq, events.c.body, events.c.role, events.c.nonce)
                .where(events.c.table_id == table_id)
                .order_by(events.c.seq)
            ).all()
        return [StoredEvent(int(r.seq), _body(r.body), str(r.role), r.nonce) for r in rows]

    def history(self, table_id: int) -> tuple[list[StoredEvent], list[StoredUndo]]:
        """Every event stored and every undo marker, read in one transaction."""
        with self.engine.connect() as conn, conn.begin():
            rows = conn.execute(
                select(events.c.seq, events.c.body, events.c.role, events.c.nonce)
                .where(events.c.table_id == table_id)
                .order_by(events.c.seq)
            ).all()
            marks = conn.execute(
                select(undos.c.seq, undos.c.at, undos.c.role, undos.c.created)
                .where(undos.c.table_id == table_id)
                .order_by(undos.c.at, undos.c.seq.desc())
            ).all()
        stored = [StoredEvent(int(r.seq), _body(r.body), str(r.role), r.nonce) for r in rows]
        taken = [StoredUndo(int(r.seq), int(r.at), str(r.role), int(r.created)) for r in marks]
        return stored, taken

    def version(self, table_id: int) -> int:
        """Events stored plus undo markers of a table (see :meth:`Appender.version`),
        read outside a write: how another process tells its copy is stale."""
        with self.engine.connect() as conn:
            return Appender(conn, table_id).version()

    def count(self, table_id: int) -> int:
        with self.engine.connect() as conn:
            value = conn.execute(
                select(func.count()).select_from(events).where(events.c.table_id == table_id)
            ).scalar_one()
        return int(value)

    @contextmanager
    def appending(self, table_id: int, lock: bool = True) -> Iterator[Appender]:
        """A write transaction on one table's events: the caller checks the
        action against the stored events, then appends; leaving the block
        commits (or rolls back on an exception). ``lock``: lock the table's
        row first, for a caller that reads the table inside the transaction
        while other processes may write to it (SQLite has one writer at a
        time anyway: its file is locked for the whole transaction)."""
        with self._write() as conn:
            if lock and not self.is_sqlite:
                # writers of one table take turns
                conn.execute(LOCK_TABLE, {"id": table_id})
            yield Appender(conn, table_id)


class Appender:
    """One table's events inside a write transaction."""

    def __init__(self, conn: Connection, table_id: int) -> None:
        self.conn = conn
        self.table_id = table_id

    def by_nonce(self, nonce: str) -> int | None:
        """The sequence number of an action already stored with this nonce."""
        value = self.conn.execute(
            select(events.c.seq).where(events.c.table_id == self.table_id, events.c.nonce == nonce)
        ).scalar()
        return None if value is None else int(value)

    def version(self) -> int:
        """Events stored plus undo markers: grows with every change (one query)."""
        last, taken = self.conn.execute(VERSION, {"id": self.table_id}).one()
        return (0 if last is None else int(last) + 1) + int(taken)

    def undo_by_nonce(self, nonce: str) -> int | None:
        """The event taken back by an undo already stored with this nonce."""
        value = self.conn.execute(
            select(undos.c.seq).where(undos.c.table_id == self.table_id, undos.c.nonce == nonce)
        ).scalar()
        return None if value is None else int(value)

    def undo(self, seq: int, at: int, role: str, nonce: str | None) -> None:
        """Mark event ``seq`` as taken back (its row stays)."""
        try:
            self.conn.execute(
                insert(undos).values(
                    table_id=self.table_id,
                    seq=seq,
                    at=at,
                    role=role,
                    nonce=nonce,
                    created=int(time.time()),
                )
            )
        except IntegrityError as exc:
            raise Conflict(str(exc.orig)) from None

    def append(self, seq: int, body: dict[str, Any], role: str, nonce: str | None) -> None:
        try:
            self.conn.execute(
                INSERT_EVENT,
                {
                    "table_id": self.table_id,
                    "seq": seq,
                    "body": json.dumps(body, ensure_ascii=False, sort_keys=True),
                    "role": role,
                    "nonce": nonce,
                    "created": int(time.time()),
                },
            )
        except IntegrityError as exc:
            raise Conflict(str(exc.orig)) from None

    def save_ruling(self, seq: int, record: dict[str, Any], report: dict[str, Any]) -> None:
        self.conn.execute(
            insert(rulings).values(
                table_id=self.table_id,
                seq=seq,
                record=json.dumps(record, ensure_ascii=False),
                report=json.dumps(report, ensure_ascii=False),
                created=int(time.time()),
            )
        )


def saved_rulings(store: Store, table_id: int) -> list[SavedRuling]:
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(rulings).where(rulings.c.table_id == table_id).order_by(rulings.c.id)
        ).all()
    # a saved ruling damaged in the store is shown empty rather than failing the page
    return [
        SavedRuling(
            int(r.id), int(r.seq), _body(r.record) or {}, _body(r.report) or {}, int(r.created)
        )
        for r in rows
    ]


def sqlite_damage(engine: Engine) -> str | None:
    """What is wrong with an SQLite store's file, checked at start (SQLite's
    ``quick_check`` of every page; a file that is not a database at all);
    None when it is sound or new."""
    try:
        with engine.connect() as conn:
            rows = conn.exec_driver_sql("PRAGMA quick_check").all()
    except DatabaseError as exc:
        return str(exc.orig)
    problems = [str(r[0]) for r in rows if str(r[0]) != "ok"]
    return "; ".join(problems[:3]) if problems else None


def _is_damage(exc: DatabaseError) -> bool:
    text = str(exc.orig).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text
