"""The event store: one SQLite file per event, through SQLAlchemy, kept at the
newest schema by Alembic.

Every change is its own transaction. :meth:`EventStore.add_result` checks an
entry against the event (the board exists, the pairs exist and are not the
same pair, the contract can exist, the tricks are 0 to 13, a pair plays a board
once) *before* it writes, and writes it in one transaction: a bad entry
changes nothing, and a run that is interrupted keeps every entry already made.
A batch (:meth:`EventStore.add_results`) is checked whole and written in one
transaction: all of it or nothing, so an interrupted batch can be run again.

Entry is race-free: a writing transaction takes SQLite's write lock at its
start (``BEGIN IMMEDIATE``) and checks the entry against what is stored inside
that transaction, so two processes entering the same result one moment apart
store it once (the unique constraints alone cannot: SQLite lets rows whose
match and room are NULL repeat). A process that finds the file locked waits
for the other's transaction, up to :data:`BUSY_TIMEOUT` seconds.

:meth:`EventStore.snapshot` reads the whole event into plain objects for
:mod:`bridgelaws.events.scoring`; it uses SQLAlchemy Core, as scoring a
2,000-pair event reads some 26,000 rows and needs no ORM identity map.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from importlib.resources import files as package_files
from pathlib import Path
from typing import Any, Final

from sqlalchemy import Connection, Engine, create_engine, event, select
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session, sessionmaker

from bridgelaws.board import Vulnerability, dealer_for, vulnerability_for
from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, Card, Deal, InputError, Seat, joined
from bridgelaws.events.models import (
    BoardRow,
    EventRow,
    MatchRow,
    MovementRow,
    ParticipantRow,
    PenaltyRow,
    PendingRow,
    ResultRow,
)
from bridgelaws.events.movements import Movement, expected_table
from bridgelaws.events.outcomes import Stored, format_outcome, parse_outcome
from bridgelaws.scoring.adjusted import (
    AdjustedScoreSettings,
    ArtificialScore,
    PenaltyUnit,
    WeightedScore,
)
from bridgelaws.scoring.duplicate import score_for_side
from bridgelaws.scoring.methods import ButlerSettings

__all__ = [
    "KINDS",
    "METHODS",
    "BoardInfo",
    "EventData",
    "EventSettings",
    "EventStore",
    "MatchInfo",
    "ParticipantInfo",
    "PenaltyInfo",
    "PendingInfo",
    "Replaced",
    "ResultEntry",
    "ResultInfo",
    "upgrade",
]

KINDS: Final = ("pairs", "teams", "individual")
#: Scoring methods by kind of event (the first is the default).
METHODS: Final = {
    "pairs": ("mp", "cross-imps", "cross-imps-total", "butler", "total"),
    "individual": ("mp", "cross-imps", "cross-imps-total", "butler", "total"),
    "teams": ("imps",),
}
MP_FORMS: Final = ("neuberg", "field")
VP_SCALES: Final = ("continuous", "discrete")
ROOMS: Final = ("open", "closed")

MIGRATIONS: Final = Path(str(package_files("bridgelaws.events") / "migrations"))


# -- settings -----------------------------------------------------------------------


@dataclass(frozen=True)
class EventSettings:
    """How an event is run and scored (the conditions of contest, Law 78D)."""

    name: str
    kind: str = "pairs"
    #: See :data:`METHODS`.
    method: str = "mp"
    #: ``neuberg``: 78A matchpoints, Neuberg-scaled where a board has fewer
    #: results than ``expected``; ``field``: (MP + 1) / 2n per board.
    mp_form: str = "neuberg"
    #: Times every board should be played; ``None``: the most any board was.
    expected: int | None = None
    vp_scale: str = "continuous"
    adjusted: AdjustedScoreSettings = field(default_factory=AdjustedScoreSettings)
    butler: ButlerSettings = field(default_factory=ButlerSettings)
    date: str | None = None
    site: str | None = None

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise InputError("an event needs a name")
        if self.kind not in KINDS:
            raise InputError(
                "no kind of event {kind}; choose from {choices}",
                kind=repr(self.kind),
                choices=", ".join(KINDS),
            )
        if self.method not in METHODS[self.kind]:
            raise InputError(
                "a {kind} event is not scored by {method}; choose from {choices}",
                kind=InputError(self.kind),
                method=repr(self.method),
                choices=", ".join(METHODS[self.kind]),
            )
        if self.mp_form not in MP_FORMS:
            raise InputError(
                "no matchpoint form {form}; choose neuberg or field", form=repr(self.mp_form)
            )
        if self.vp_scale not in VP_SCALES:
            raise InputError(
                "no VP scale {scale}; choose continuous or discrete", scale=repr(self.vp_scale)
            )
        if self.expected is not None and self.expected < 1:
            raise InputError("a board is expected to be played at least once")

    def settings_json(self) -> str:
        return json.dumps({"adjusted": asdict(self.adjusted), "butler": asdict(self.butler)})

    @classmethod
    def from_row(cls, row: EventRow) -> EventSettings:
        extra: dict[str, Any] = json.loads(row.settings or "{}")
        return cls(
            name=row.name,
            kind=row.kind,
            method=row.method,
            mp_form=row.mp_form,
            expected=row.expected,
            vp_scale=row.vp_scale,
            adjusted=AdjustedScoreSettings(**extra.get("adjusted", {})),
            butler=ButlerSettings(**extra.get("butler", {})),
            date=row.date,
            site=row.site,
        )


# -- what is read for scoring -----------------------------------------------------------


@dataclass(frozen=True)
class ParticipantInfo:
    id: int
    number: int
    name: str
    members: str | None = None


@dataclass(frozen=True)
class BoardInfo:
    id: int
    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: str | None = None


@dataclass(frozen=True)
class MatchInfo:
    id: int
    round: int | None
    home: int  # participant id
    away: int
    knockout: bool = False


@dataclass(frozen=True)
class _TableInfo:
    """Where a stored table sat: what a result and a pending table share, in
    the order of :func:`_table_columns`."""

    id: int
    board: int  # board id
    ns: int | None  # participant ids
    ew: int | None
    ns_partner: int | None
    ew_partner: int | None
    match: int | None
    room: str | None
    round: int | None
    table: int | None


@dataclass(frozen=True)
class ResultInfo(_TableInfo):
    """A stored result, with participant and board ids resolved by the store."""

    kind: str
    contract: str | None
    declarer: str | None
    tricks: int | None
    lead: str | None
    ns_outcome: Stored
    ew_outcome: Stored
    note: str | None
    #: Law 87: the form of a fouled board played here (``None``: as dealt).
    version: str | None = None


@dataclass(frozen=True)
class PenaltyInfo:
    id: int
    participant: int
    board: int | None
    match: int | None
    amount: float
    unit: PenaltyUnit
    reason: str


@dataclass(frozen=True)
class PendingInfo(_TableInfo):
    """A table waiting for the director's adjusted score (the table record
    stopped before the board could be scored); ids as in :class:`ResultInfo`."""

    contract: str | None
    declarer: str | None
    status: str
    note: str | None
    record: str | None


@dataclass
class EventData:
    """Everything stored about an event, read at once."""

    settings: EventSettings
    participants: dict[int, ParticipantInfo]
    boards: dict[int, BoardInfo]
    matches: dict[int, MatchInfo]
    results: list[ResultInfo]
    penalties: list[PenaltyInfo]
    #: Tables waiting for an adjusted score; not scored.
    pending: list[PendingInfo] = field(default_factory=list)
    #: The movement stored with the event (migration 0003), if any.
    movement: Movement | None = None

    def __post_init__(self) -> None:
        self._participants = {p.number: p for p in self.participants.values()}
        self._boards = {b.number: b for b in self.boards.values()}

    def participant_by_number(self, number: int) -> ParticipantInfo | None:
        return self._participants.get(number)

    def board_by_number(self, number: int) -> BoardInfo | None:
        return self._boards.get(number)


# -- what is entered ------------------------------------------------------------------


@dataclass(frozen=True)
class ResultEntry:
    """One result as entered (by hand, CSV row or PBN record), by numbers.

    Either a played result (``contract``, ``declarer``, ``tricks``) or an
    adjusted one (``ns_outcome``/``ew_outcome``: points, artificial, weighted;
    different for a split score). ``where`` names the entry in messages
    ("row 3", "file.pbn line 120"). In a team match give ``match`` and
    ``room``; the pairs follow from the match.
    """

    board: int
    ns: int | None = None
    ew: int | None = None
    ns_partner: int | None = None
    ew_partner: int | None = None
    contract: str | None = None
    declarer: str | None = None
    tricks: int | None = None
    lead: str | None = None
    #: A table result known only by its NS points (a frequency table row).
    points: int | None = None
    ns_outcome: Stored | None = None
    ew_outcome: Stored | None = None
    match: int | None = None
    #: Instead of ``match``: the match by its (home, away) team numbers.
    teams: tuple[int, int] | None = None
    room: str | None = None
    round: int | None = None
    table: int | None = None
    note: str | None = None
    where: str | InputError = ""
    #: Anonymous rows of a frequency table: no participants.
    anonymous: bool = False


@dataclass(frozen=True)
class SeatPenalty:
    """A procedural penalty (Law 90) for the contestant in ``seat`` at a table:
    what a table record's ruling gives (the seat is the offender's)."""

    seat: Seat
    amount: float
    unit: PenaltyUnit
    reason: str = ""


def _penalty_row(
    data: EventData,
    who: int,
    amount: float,
    unit: PenaltyUnit,
    reason: str,
    where: tuple[int | None, int | None],
) -> PenaltyRow:
    """A penalty for participant id ``who`` checked against the event: above
    nothing, in a match in a team event, in the event's unit. ``where``: the
    board and match ids (None: the whole session or match)."""
    board, match = where
    if amount <= 0:
        raise InputError("a procedural penalty is a positive amount taken away")
    if data.settings.kind == "teams" and match is None:
        raise InputError("in a team event a penalty is taken in a match: give the match")
    if data.settings.method == "total":
        raise InputError("procedural penalties are given in matchpoints or IMPs")
    is_imps = data.settings.method != "mp"
    if is_imps != (unit is PenaltyUnit.IMPS):
        if is_imps:
            raise InputError("this event is scored in IMPs: give the penalty in those")
        raise InputError(
            "this event is scored in matchpoints or percent of a top: give the penalty in those"
        )
    return PenaltyRow(
        participant_id=who,
        board_id=board,
        match_id=match,
        amount=float(amount),
        unit=unit.value,
        reason=reason,
    )


def _kind_of(ns: Stored, ew: Stored, played: bool) -> str:
    if played:
        return "table"
    if isinstance(ns, ArtificialScore) and isinstance(ew, ArtificialScore):
        return "artificial"  # A+/A- is the usual pair, not a split score
    if ns != ew:
        return "split"
    if isinstance(ns, WeightedScore):
        return "weighted"
    return "assigned"


_Key = tuple[int, int, int | None, str | None]


def _table_columns(table: type[ResultRow] | type[PendingRow]) -> tuple[Any, ...]:
    """The columns of :class:`_TableInfo`, in its order, from either table."""
    return (
        table.id,
        table.board_id,
        table.ns_id,
        table.ew_id,
        table.ns_partner_id,
        table.ew_partner_id,
        table.match_id,
        table.room,
        table.round,
        table.table_no,
    )


@contextmanager
def _naming(entry: ResultEntry) -> Iterator[None]:
    """An entry's problem names where it comes from and its board."""
    try:
        yield
    except BridgeError as exc:
        if entry.where:
            raise InputError(
                "{where}: board {board}: {problem}",
                where=entry.where,
                board=entry.board,
                problem=exc,
            ) from None
        raise InputError("board {board}: {problem}", board=entry.board, problem=exc) from None


@dataclass(frozen=True)
class _Seats:
    """Where an entry sits: board, participants (ids), match and room."""

    board: BoardInfo
    ns: int | None
    ew: int | None
    ns_partner: int | None
    ew_partner: int | None
    match: int | None
    room: str | None
    keys: tuple[_Key, ...]

    def same_table(self, other: _TableInfo) -> bool:
        """``other`` is this very table (same board, seats, match and room)."""
        return (
            other.board,
            other.ns,
            other.ew,
            other.ns_partner,
            other.ew_partner,
            other.match,
            other.room,
        ) == (
            self.board.id,
            self.ns,
            self.ew,
            self.ns_partner,
            self.ew_partner,
            self.match,
            self.room,
        )


@dataclass(frozen=True)
class Replaced:
    """What an adjusted score replaced: a table result or a pending table."""

    kind: str  # "result" or "pending"
    contract: str | None
    declarer: str | None
    tricks: int | None
    note: str | None


@dataclass(frozen=True)
class _Prepared:
    """An entry checked against the event, ready to write."""

    values: dict[str, Any]
    #: (board id, participant id, match id, room) for every seat taken.
    keys: tuple[_Key, ...]


# -- migrations -------------------------------------------------------------------------


def _alembic_config() -> Any:
    """Alembic's configuration for the shipped migrations. Alembic is imported
    here, not with the module: it is needed only when a file is opened."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def upgrade(engine: Engine) -> None:
    """Bring the database to the newest schema (a new file: create it)."""
    from alembic import command
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    config = _alembic_config()
    head = ScriptDirectory.from_config(config).get_current_head()
    with engine.connect() as connection:
        current = MigrationContext.configure(connection).get_current_revision()
    if current == head:
        return
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


#: seconds a writer waits for another process's transaction to end
BUSY_TIMEOUT: Final = 30.0


def _engine(path: str | os.PathLike[str]) -> Engine:
    engine = create_engine(f"sqlite:///{os.fspath(path)}", connect_args={"timeout": BUSY_TIMEOUT})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    return engine


# -- the store ----------------------------------------------------------------------------


class EventStore:
    """An event in one SQLite file. Use :meth:`create` or :meth:`open`."""

    def __init__(self, path: str | os.PathLike[str], engine: Engine) -> None:
        self.path = Path(path)
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    # -- opening -------------------------------------------------------------------------

    @classmethod
    def create(cls, path: str | os.PathLike[str], settings: EventSettings) -> EventStore:
        """A new event file (the migrations create the schema)."""
        target = Path(path)
        if target.exists() and target.stat().st_size > 0:
            raise InputError(
                "{path}: the file already exists; an event file is made once", path=target
            )
        store = cls(target, _engine(target))
        upgrade(store.engine)
        with store._transaction() as session:
            session.add(
                EventRow(
                    id=1,
                    name=settings.name,
                    kind=settings.kind,
                    method=settings.method,
                    mp_form=settings.mp_form,
                    expected=settings.expected,
                    vp_scale=settings.vp_scale,
                    settings=settings.settings_json(),
                    date=settings.date,
                    site=settings.site,
                )
            )
        return store

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> EventStore:
        """An existing event file, upgraded to the newest schema if need be."""
        target = Path(path)
        if not target.is_file():
            raise InputError("{path}: no such event file (make one with 'event new')", path=target)
        store = cls(target, _engine(target))
        try:
            upgrade(store.engine)
            with store._sessions() as session:
                row = session.get(EventRow, 1)
        except BridgeError:
            raise
        except Exception as exc:  # a file that is not SQLite, or not ours
            store.close()
            raise InputError(
                "{path}: not an event file ({reason})", path=target, reason=exc.__class__.__name__
            ) from None
        if row is None:
            store.close()
            raise InputError("{path}: holds no event", path=target)
        return store

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> EventStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[Session]:
        """A writing transaction, holding the file's write lock from its start:
        what it reads cannot change before it commits."""
        try:
            with self._sessions() as session, session.begin():
                session.connection().exec_driver_sql("BEGIN IMMEDIATE")
                yield session
        except OperationalError as exc:
            if "locked" in str(exc) or "busy" in str(exc):
                raise InputError(
                    "{path}: the event file stayed locked by another process "
                    "for {seconds} seconds; nothing was written, try again",
                    path=self.path,
                    seconds=f"{BUSY_TIMEOUT:g}",
                ) from None
            raise

    def _checked(self, session: Session, results: bool = False) -> tuple[EventData, set[_Key]]:
        """The event and the seats taken, read inside a writing transaction."""
        connection = session.connection()
        return self._read(connection, results), self._taken(connection)

    # -- settings -----------------------------------------------------------------------

    @property
    def settings(self) -> EventSettings:
        with self._sessions() as session:
            row = session.get(EventRow, 1)
            assert row is not None
            return EventSettings.from_row(row)

    def update_settings(self, settings: EventSettings) -> None:
        current = self.settings
        if settings.kind != current.kind:
            raise InputError("the kind of an event cannot change once it is made")
        with self._transaction() as session:
            row = session.get(EventRow, 1)
            assert row is not None
            row.name, row.method, row.mp_form = settings.name, settings.method, settings.mp_form
            row.expected, row.vp_scale = settings.expected, settings.vp_scale
            row.settings, row.date, row.site = (
                settings.settings_json(),
                settings.date,
                settings.site,
            )

    # -- participants, boards, matches -------------------------------------------------

    def add_participant(self, number: int, name: str = "", members: str | None = None) -> int:
        """A pair, team or player; ``number`` is unique in the event."""
        if number < 1:
            raise InputError("participant numbers start at 1, not {number}", number=number)
        with self._transaction() as session:
            if session.scalar(select(ParticipantRow).where(ParticipantRow.number == number)):
                raise InputError("participant {number} is already in the event", number=number)
            row = ParticipantRow(number=number, name=name or str(number), members=members)
            session.add(row)
            session.flush()
            return row.id

    def add_board(
        self,
        number: int,
        *,
        dealer: Seat | None = None,
        vulnerability: Vulnerability | None = None,
        deal: Deal | str | None = None,
    ) -> int:
        """A board; dealer and vulnerability follow Law 2 unless given."""
        row = self._board_row(number, dealer, vulnerability, deal)
        with self._transaction() as session:
            if session.scalar(select(BoardRow).where(BoardRow.number == number)):
                raise InputError("board {number} is already in the event", number=number)
            session.add(row)
            session.flush()
            return row.id

    def add_boards(self, numbers: Iterable[int]) -> None:
        """Boards by number (Law 2 dealer and vulnerability), in one transaction."""
        rows = [self._board_row(n, None, None, None) for n in numbers]
        with self._transaction() as session:
            existing = set(session.scalars(select(BoardRow.number)))
            clash = sorted(existing & {row.number for row in rows})
            if clash:
                raise InputError("board {number} is already in the event", number=clash[0])
            session.add_all(rows)

    @staticmethod
    def _board_row(
        number: int,
        dealer: Seat | None,
        vulnerability: Vulnerability | None,
        deal: Deal | str | None,
    ) -> BoardRow:
        if number < 1:
            raise InputError("board numbers start at 1, not {number}", number=number)
        text: str | None = None
        if isinstance(deal, str) and deal.strip():
            text = Deal.from_pbn(deal).to_pbn()
        elif isinstance(deal, Deal):
            text = deal.to_pbn()
        return BoardRow(
            number=number,
            dealer=(dealer or dealer_for(number)).letter,
            vulnerability=(vulnerability or vulnerability_for(number)).value,
            deal=text,
        )

    def add_match(
        self, home: int, away: int, *, round: int | None = None, knockout: bool = False
    ) -> int:
        """A team match between teams numbered ``home`` and ``away``; its id."""
        if self.settings.kind != "teams":
            raise InputError("matches are for team events")
        if home == away:
            raise InputError("team {team} cannot play a match against itself", team=home)
        with self._transaction() as session:
            ids = self._participant_ids(session)
            for number in (home, away):
                if number not in ids:
                    raise InputError("team {team} is not in the event", team=number)
            row = MatchRow(round=round, home_id=ids[home], away_id=ids[away], knockout=knockout)
            session.add(row)
            session.flush()
            return row.id

    @staticmethod
    def _participant_ids(session: Session) -> dict[int, int]:
        return {n: i for n, i in session.execute(select(ParticipantRow.number, ParticipantRow.id))}

    # -- results ----------------------------------------------------------------------------

    def add_result(self, entry: ResultEntry, penalties: Sequence[SeatPenalty] = ()) -> int:
        """Check one entry and write it in its own transaction; its id.
        ``penalties``: the procedural penalties its table record gives, in the
        same transaction.

        Raises :class:`BridgeError` naming the entry (and writes nothing)
        when it cannot be right."""
        with self._transaction() as session:
            data, taken = self._checked(session)
            prepared = self._prepare(entry, data, taken)
            row = ResultRow(**prepared.values)
            if penalties:
                with _naming(entry):
                    seats = self._seats(entry, data, set())
                    session.add_all(self._seat_penalties(data, seats, penalties))
            session.add(row)
            session.flush()
            return row.id

    def add_results(self, entries: Sequence[ResultEntry], *, resume: bool = False) -> list[int]:
        """Check every entry (all problems in one error, nothing written) and
        write them all in one transaction: a batch is entered whole or not at
        all, so one that was interrupted can simply be run again.

        ``resume``: an entry whose very table already holds the same result
        (entered from an earlier version of the file) is skipped, so a file
        that grows during the session can be entered again and again; a table
        holding a *different* result is still refused."""
        with self._transaction() as session:
            data, taken = self._checked(session)
            if resume:
                data = self._read(session.connection(), results=True)
                entries = [e for e in entries if not self._already_in(e, data, taken)]
            prepared = self._prepare_all(entries, data, taken, "entered")
            rows = [ResultRow(**item.values) for item in prepared]
            session.add_all(rows)
            session.flush()
            return [row.id for row in rows]

    def _already_in(self, entry: ResultEntry, data: EventData, taken: set[_Key]) -> bool:
        """The entry's table holds exactly this result already."""
        try:
            with _naming(entry):
                seats = self._seats(entry, data, set())
        except BridgeError:
            return False  # the normal check names the problem
        old = next((r for r in data.results if seats.same_table(r)), None)
        if old is None:
            return False
        try:
            values = self._prepare(entry, data, taken - set(seats.keys)).values
        except BridgeError:
            return False
        same = (
            values["contract"] == old.contract
            and values["declarer"] == old.declarer
            and values["tricks"] == old.tricks
            and values["ns"] == format_outcome(old.ns_outcome)
            and values["ew"] == format_outcome(old.ew_outcome)
        )
        return bool(same)

    def add_pending(
        self,
        entry: ResultEntry,
        status: str,
        *,
        record: str | None = None,
        penalties: Sequence[SeatPenalty] = (),
    ) -> int:
        """A table that cannot be scored as played (its record stopped at
        ``status``): the seats are taken and the note kept until
        :meth:`adjust_result` enters the director's adjusted score. Checked like
        a result (the board exists, the seats are free); one transaction."""
        with self._transaction() as session:
            data, taken = self._checked(session)
            with _naming(entry):
                seats = self._seats(entry, data, taken)
            row = PendingRow(
                board_id=seats.board.id,
                ns_id=seats.ns,
                ew_id=seats.ew,
                ns_partner_id=seats.ns_partner,
                ew_partner_id=seats.ew_partner,
                match_id=seats.match,
                room=seats.room,
                round=entry.round,
                table_no=entry.table,
                contract=entry.contract,
                declarer=entry.declarer,
                status=status,
                note=entry.note,
                record=record,
            )
            with _naming(entry):
                session.add_all(self._seat_penalties(data, seats, penalties))
            session.add(row)
            session.flush()
            return row.id

    def adjust_result(self, entry: ResultEntry) -> tuple[int, Replaced | None]:
        """Enter an adjusted score (Law 12). When that very table (same board,
        seats, match and room) already has a result or waits for one, the
        adjusted score replaces it in the same transaction and keeps its note;
        a seat taken at another table is refused as in :meth:`add_result`.
        Returns the new id and what was replaced."""
        with self._transaction() as session:
            data, taken = self._checked(session, results=True)
            with _naming(entry):
                seats = self._seats(entry, data, set())
            old_result = next((r for r in data.results if seats.same_table(r)), None)
            old_pending = next((p for p in data.pending if seats.same_table(p)), None)
            replaced: Replaced | None = None
            if old_result is not None:
                replaced = Replaced(
                    "result",
                    old_result.contract,
                    old_result.declarer,
                    old_result.tricks,
                    old_result.note,
                )
            elif old_pending is not None:
                replaced = Replaced(
                    "pending", old_pending.contract, old_pending.declarer, None, old_pending.note
                )
            if replaced is not None:
                taken -= set(seats.keys)
                if replaced.note:
                    note = f"{entry.note}; {replaced.note}" if entry.note else replaced.note
                    entry = replace(entry, note=note)
            prepared = self._prepare(entry, data, taken)
            if old_result is not None:
                found = session.get(ResultRow, old_result.id)
                assert found is not None
                session.delete(found)
            if old_pending is not None:
                waiting = session.get(PendingRow, old_pending.id)
                assert waiting is not None
                session.delete(waiting)
            session.flush()
            row = ResultRow(**prepared.values)
            session.add(row)
            session.flush()
            return row.id, replaced

    def import_batch(
        self,
        entries: Sequence[ResultEntry],
        *,
        boards: Sequence[tuple[int, Seat | None, Vulnerability | None, str | None]] = (),
        participants: Sequence[tuple[int, str, str | None]] = (),
        matches: Sequence[tuple[int, int, int | None]] = (),
    ) -> list[int]:
        """An import in one transaction: the boards, participants and matches it
        needs (those not yet in the event) and its results. Every entry is
        checked; any problem raises one error naming them all and nothing,
        not even a board, is written."""
        with self._transaction() as session:
            have_boards = set(session.scalars(select(BoardRow.number)))
            for number, dealer, vulnerability, deal in boards:
                if number not in have_boards:
                    session.add(self._board_row(number, dealer, vulnerability, deal))
                    have_boards.add(number)
            have = self._participant_ids(session)
            for number, name, members in participants:
                if number not in have:
                    session.add(ParticipantRow(number=number, name=name, members=members))
                    have[number] = -1
            session.flush()
            have = self._participant_ids(session)
            pairs = {(m.home_id, m.away_id, m.round) for m in session.scalars(select(MatchRow))}
            for home, away, rnd in matches:
                key = (have[home], have[away], rnd)
                if home == away:
                    raise InputError("team {team} cannot play a match against itself", team=home)
                if key not in pairs:
                    session.add(MatchRow(home_id=key[0], away_id=key[1], round=rnd, knockout=False))
                    pairs.add(key)
            session.flush()
            connection = session.connection()
            data = self._read(connection, results=False)
            prepared = self._prepare_all(entries, data, self._taken(connection), "imported")
            rows = [ResultRow(**item.values) for item in prepared]
            session.add_all(rows)
            session.flush()
            return [row.id for row in rows]

    def remove_result(self, result_id: int) -> None:
        with self._transaction() as session:
            row = session.get(ResultRow, result_id)
            if row is None:
                raise InputError("no result {result} in the event", result=result_id)
            session.delete(row)

    def _taken(self, connection: Connection | None = None) -> set[_Key]:
        """The seats already taken, to refuse a pair playing a board twice (in
        either direction; SQLite's unique constraints let NULLs repeat)."""
        taken: set[_Key] = set()
        if connection is None:
            with self.engine.connect() as own:
                return self._taken(own)
        # a pending table holds its seats as a result does
        for table in (ResultRow, PendingRow):
            rows = connection.execute(
                select(
                    table.board_id,
                    table.match_id,
                    table.room,
                    table.ns_id,
                    table.ew_id,
                    table.ns_partner_id,
                    table.ew_partner_id,
                )
            )
            for board, match, room, *seats in rows:
                taken.update((board, who, match, room) for who in seats if who is not None)
        return taken

    def _prepare(
        self,
        entry: ResultEntry,
        data: EventData,
        taken: set[_Key],
    ) -> _Prepared:
        with _naming(entry):
            return self._check(entry, data, taken)

    def _prepare_all(
        self, entries: Sequence[ResultEntry], data: EventData, taken: set[_Key], done: str
    ) -> list[_Prepared]:
        """Every entry checked, each against the seats the ones before it take;
        one error naming all problems (the first twenty) when any is wrong,
        ending "nothing was ``done``"."""
        prepared: list[_Prepared] = []
        problems: list[BridgeError] = []
        for entry in entries:
            try:
                item = self._prepare(entry, data, taken)
            except BridgeError as exc:
                problems.append(exc)
                continue
            prepared.append(item)
            taken.update(item.keys)
        if problems:
            listed = joined(problems[:20])
            if len(problems) > 20:
                listed = InputError(
                    "{problems} (and {count} more)", problems=listed, count=len(problems) - 20
                )
            if done == "imported":
                raise InputError("{problems}; nothing was imported", problems=listed)
            raise InputError("{problems}; nothing was entered", problems=listed)
        return prepared

    def _seats(self, entry: ResultEntry, data: EventData, taken: set[_Key]) -> _Seats:
        """The board and seats of an entry, checked (a seat not taken twice)."""
        settings = data.settings
        board = data.board_by_number(entry.board)
        if board is None:
            numbers = sorted(b.number for b in data.boards.values())
            if not numbers:
                raise InputError("the board is not in the event (no boards yet)")
            raise InputError(
                "the board is not in the event (boards {first}-{last})",
                first=numbers[0],
                last=numbers[-1],
            )
        match: MatchInfo | None = None
        room: str | None = None
        ns_id: int | None
        ew_id: int | None
        if settings.kind == "teams":
            if (entry.match is None and entry.teams is None) or entry.room is None:
                raise InputError("a team result needs its match and room (open or closed)")
            match = self._match(entry, data)
            room = entry.room.strip().lower()
            if room not in ROOMS:
                raise InputError("no room {room}; rooms are open and closed", room=repr(entry.room))
            # the home team sits NS in the open room, EW in the closed room
            ns_id, ew_id = (match.home, match.away) if room == "open" else (match.away, match.home)
        elif entry.anonymous:
            ns_id = ew_id = None
        else:
            ns_id = self._participant(entry.ns, InputError("NS"), data)
            ew_id = self._participant(entry.ew, InputError("EW"), data)
        ns_partner = ew_partner = None
        if settings.kind == "individual" and not entry.anonymous:
            ns_partner = self._participant(entry.ns_partner, Seat.SOUTH, data)
            ew_partner = self._participant(entry.ew_partner, Seat.WEST, data)
            players = [ns_id, ns_partner, ew_id, ew_partner]
            if len(set(players)) != 4:
                raise InputError("a player cannot sit in two seats at one table")
        elif ns_id is not None and ns_id == ew_id:
            who = data.participants[ns_id].number
            raise InputError("pair {pair} cannot play against itself", pair=who)
        match_id = match.id if match else None
        keys = tuple(
            (board.id, who, match_id, room)
            for who in (ns_id, ew_id, ns_partner, ew_partner)
            if who is not None
        )
        for key in keys:
            if key in taken:
                number = data.participants[key[1]].number
                if room is not None:
                    if room == "open":
                        raise InputError(
                            "the open room of match {match} already has a result", match=match_id
                        )
                    raise InputError(
                        "the closed room of match {match} already has a result", match=match_id
                    )
                raise InputError(
                    "participant {number} already has a result on this board", number=number
                )
        return _Seats(board, ns_id, ew_id, ns_partner, ew_partner, match_id, room, keys)

    def _check(
        self,
        entry: ResultEntry,
        data: EventData,
        taken: set[_Key],
    ) -> _Prepared:
        settings = data.settings
        seats = self._seats(entry, data, taken)
        board = seats.board
        contract_text = declarer_text = None
        lead_text: str | None = None
        played = entry.contract is not None or entry.points is not None
        ns_out: Stored
        ew_out: Stored
        tricks_value: int | None
        if entry.contract is None and entry.points is not None:
            if entry.ns_outcome is not None or entry.ew_outcome is not None:
                raise InputError("give a played result or an adjusted score, not both")
            ns_out = ew_out = entry.points
            tricks_value = None
        elif played:
            if entry.ns_outcome is not None or entry.ew_outcome is not None:
                raise InputError("give a played result or an adjusted score, not both")
            contract = Contract.parse(entry.contract or "")
            if contract.is_passed_out:
                declarer, tricks = Seat.NORTH, 0
                if entry.tricks not in (None, 0):
                    raise InputError("a passed-out board has no tricks")
                points = 0
            else:
                seat_text = entry.declarer or (
                    contract.declarer.letter if contract.declarer is not None else ""
                )
                if not seat_text:
                    raise InputError(
                        "{contract} needs a declarer (N, E, S or W)", contract=contract.to_pbn()
                    )
                declarer = Seat.parse(seat_text)
                if entry.tricks is None:
                    raise InputError(
                        "{contract} needs the tricks declarer took", contract=contract.to_pbn()
                    )
                tricks = entry.tricks
                points = score_for_side(
                    contract, declarer, tricks, board.vulnerability.is_vulnerable(declarer)
                )
                declarer_text = declarer.letter
            contract_text = contract.to_pbn()
            ns_out = ew_out = points
            tricks_value = tricks if not contract.is_passed_out else None
            if entry.lead:
                lead_text = str(Card.parse(entry.lead))
        else:
            if entry.ns_outcome is None:
                raise InputError("no result: give a contract, declarer and tricks, or a score")
            ns_out = entry.ns_outcome
            ew_out = entry.ew_outcome if entry.ew_outcome is not None else entry.ns_outcome
            tricks_value = None
            if settings.method == "total" and (
                isinstance(ns_out, ArtificialScore) or isinstance(ew_out, ArtificialScore)
            ):
                raise InputError("Law 12C2 gives no artificial score in total points")
        round_no, table_no = self._movement_check(entry, seats, data)
        values: dict[str, Any] = {
            "board_id": board.id,
            "ns_id": seats.ns,
            "ew_id": seats.ew,
            "ns_partner_id": seats.ns_partner,
            "ew_partner_id": seats.ew_partner,
            "match_id": seats.match,
            "room": seats.room,
            "round": round_no,
            "table_no": table_no,
            "kind": _kind_of(ns_out, ew_out, played),
            "contract": contract_text,
            "declarer": declarer_text,
            "tricks": tricks_value,
            "lead": lead_text,
            "ns": format_outcome(ns_out),
            "ew": format_outcome(ew_out),
            "note": entry.note,
        }
        return _Prepared(values, seats.keys)

    @staticmethod
    def _movement_check(
        entry: ResultEntry, seats: _Seats, data: EventData
    ) -> tuple[int | None, int | None]:
        """A pairs result checked against the stored movement (round, table,
        pairs, direction, board): the round and table it was played at, or a
        :class:`BridgeError` naming what the movement expects there."""
        movement = data.movement
        if (
            movement is None
            or not movement.seatings
            or data.settings.kind != "pairs"
            or seats.ns is None
            or seats.ew is None
        ):
            return entry.round, entry.table
        ns = data.participants[seats.ns].number
        ew = data.participants[seats.ew].number
        found = expected_table(movement, entry.board, ns, ew, round=entry.round, table=entry.table)
        if found.seating is None:
            raise InputError("NS {ns}, EW {ew}: {problem}", ns=ns, ew=ew, problem=found.problem)
        return found.seating.round, found.seating.table

    def set_fouled(self, board: int, tables: Sequence[tuple[int, int]], version: str) -> int:
        """Law 87: the tables (NS, EW pair numbers) that played board ``board``
        in the form ``version`` (the director's finding); the board is then
        scored per group. ``version`` ``""`` puts them back to the board as
        dealt. Every table must have a result; one transaction; how many."""
        label = version.strip()[:8] or None
        with self._transaction() as session:
            data = self._read(session.connection(), results=True)
            found = data.board_by_number(board)
            if found is None:
                raise InputError("board {board} is not in the event", board=board)
            rows: list[int] = []
            for ns, ew in tables:
                match = [
                    r
                    for r in data.results
                    if r.board == found.id
                    and r.ns is not None
                    and r.ew is not None
                    and (data.participants[r.ns].number, data.participants[r.ew].number) == (ns, ew)
                ]
                if not match:
                    raise InputError(
                        "board {board}: no result of NS {ns} against EW {ew} "
                        "(enter it first, then mark its version)",
                        board=board,
                        ns=ns,
                        ew=ew,
                    )
                rows.append(match[0].id)
            for result_id in rows:
                row = session.get(ResultRow, result_id)
                assert row is not None
                row.version = label
            return len(rows)

    def set_movement(self, movement: Movement) -> None:
        """Store the event's movement (replacing one stored before, as long as
        no result contradicts it); a team movement adds its matches with
        their round numbers. One transaction."""
        with self._transaction() as session:
            data = self._read(session.connection(), results=True)
            have = {p.number for p in data.participants.values()}
            wanted = {p for s in movement.seatings for p in (s.ns, s.ew) if p} | {
                t for g in movement.pairings for t in (g.home, g.away)
            }
            missing = sorted(wanted - have)
            if missing:
                raise InputError(
                    "the movement needs participants {numbers} (add them to the event first)",
                    numbers=", ".join(map(str, missing)),
                )
            if movement.seatings:
                unknown = sorted(set(movement.boards) - {b.number for b in data.boards.values()})
                if unknown:
                    raise InputError(
                        "the movement plays boards the event does not have: {boards}",
                        boards=", ".join(map(str, unknown[:10])),
                    )
            if data.settings.kind == "pairs" and movement.seatings:
                for result in data.results:
                    if result.ns is None or result.ew is None:
                        continue
                    board = data.boards[result.board].number
                    ns = data.participants[result.ns].number
                    ew = data.participants[result.ew].number
                    found = expected_table(movement, board, ns, ew)
                    if found.seating is None:
                        raise InputError(
                            "board {board}, NS {ns}, EW {ew} (entered before): {problem}",
                            board=board,
                            ns=ns,
                            ew=ew,
                            problem=found.problem,
                        )
            row = session.get(MovementRow, 1)
            if row is None:
                session.add(MovementRow(id=1, kind=movement.kind, data=movement.to_json()))
            else:
                row.kind, row.data = movement.kind, movement.to_json()
            ids = self._participant_ids(session)
            existing = {(m.home, m.away, m.round) for m in data.matches.values()}
            for game in movement.pairings:
                key = (ids[game.home], ids[game.away], game.round)
                if key not in existing:
                    session.add(
                        MatchRow(home_id=key[0], away_id=key[1], round=game.round, knockout=False)
                    )
                    existing.add(key)

    @staticmethod
    def _match(entry: ResultEntry, data: EventData) -> MatchInfo:
        if entry.match is not None:
            found = data.matches.get(entry.match)
            if found is None:
                raise InputError("no match {match} in the event", match=entry.match)
            return found
        assert entry.teams is not None
        home, away = (data.participant_by_number(n) for n in entry.teams)
        for match in data.matches.values():
            if (
                home is not None
                and away is not None
                and (match.home, match.away) == (home.id, away.id)
                and (entry.round is None or match.round == entry.round)
            ):
                return match
        raise InputError(
            "no match between teams {home} and {away}", home=entry.teams[0], away=entry.teams[1]
        )

    @staticmethod
    def _participant(number: int | None, seat: InputError | Seat, data: EventData) -> int:
        if number is None:
            raise InputError("no {seat} participant given", seat=seat)
        found = data.participant_by_number(number)
        if found is None:
            raise InputError(
                "no participant {number} ({seat}) in the event", number=number, seat=seat
            )
        return found.id

    # -- penalties ----------------------------------------------------------------------

    def add_penalty(
        self,
        participant: int,
        amount: float,
        unit: PenaltyUnit,
        *,
        board: int | None = None,
        match: int | None = None,
        reason: str = "",
    ) -> int:
        """A procedural penalty (Law 90) for participant number ``participant``."""
        data = self.snapshot(results=False)
        who = data.participant_by_number(participant)
        if who is None:
            raise InputError("no participant {number} in the event", number=participant)
        board_id: int | None = None
        if board is not None:
            found = data.board_by_number(board)
            if found is None:
                raise InputError("board {board} is not in the event", board=board)
            board_id = found.id
        if match is not None and match not in data.matches:
            raise InputError("no match {match} in the event", match=match)
        row = _penalty_row(data, who.id, amount, unit, reason, (board_id, match))
        with self._transaction() as session:
            session.add(row)
            session.flush()
            return row.id

    def _seat_penalties(
        self, data: EventData, seats: _Seats, penalties: Sequence[SeatPenalty]
    ) -> list[PenaltyRow]:
        """The penalties a table record gives, each for the contestant in the
        offender's seat (a pair or team sits for both partners; in an
        individual event the player himself), checked like :meth:`add_penalty`."""
        rows: list[PenaltyRow] = []
        for penalty in penalties:
            seat = penalty.seat
            if seat is Seat.NORTH:
                who = seats.ns
            elif seat is Seat.SOUTH:
                who = seats.ns_partner if seats.ns_partner is not None else seats.ns
            elif seat is Seat.EAST:
                who = seats.ew
            else:
                who = seats.ew_partner if seats.ew_partner is not None else seats.ew
            if who is None:
                raise InputError("a procedural penalty needs the contestants of the table")
            rows.append(
                _penalty_row(
                    data,
                    who,
                    penalty.amount,
                    penalty.unit,
                    penalty.reason,
                    (seats.board.id, seats.match),
                )
            )
        return rows

    # -- reading ----------------------------------------------------------------------

    def snapshot(self, *, results: bool = True) -> EventData:
        """The whole event as plain objects (``results=False``: all but results)."""
        with self.engine.connect() as connection:
            return self._read(connection, results)

    def _read(self, connection: Connection, results: bool) -> EventData:
        with Session(bind=connection) as session:
            row = session.get(EventRow, 1)
            if row is None:
                raise InputError("{path}: holds no event", path=self.path)
            settings = EventSettings.from_row(row)
        participants = {
            pid: ParticipantInfo(pid, number, name, members)
            for pid, number, name, members in connection.execute(
                select(
                    ParticipantRow.id,
                    ParticipantRow.number,
                    ParticipantRow.name,
                    ParticipantRow.members,
                )
            )
        }
        boards = {
            bid: BoardInfo(bid, number, Seat.parse(dealer), Vulnerability.parse(vul), deal)
            for bid, number, dealer, vul, deal in connection.execute(
                select(
                    BoardRow.id,
                    BoardRow.number,
                    BoardRow.dealer,
                    BoardRow.vulnerability,
                    BoardRow.deal,
                )
            )
        }
        matches = {
            mid: MatchInfo(mid, rnd, home, away, bool(knockout))
            for mid, rnd, home, away, knockout in connection.execute(
                select(
                    MatchRow.id,
                    MatchRow.round,
                    MatchRow.home_id,
                    MatchRow.away_id,
                    MatchRow.knockout,
                )
            )
        }
        penalties = [
            PenaltyInfo(pid, who, board, match, amount, PenaltyUnit(unit), reason)
            for pid, who, board, match, amount, unit, reason in connection.execute(
                select(
                    PenaltyRow.id,
                    PenaltyRow.participant_id,
                    PenaltyRow.board_id,
                    PenaltyRow.match_id,
                    PenaltyRow.amount,
                    PenaltyRow.unit,
                    PenaltyRow.reason,
                )
            )
        ]
        stored: list[ResultInfo] = []
        if results:
            cache: dict[str, Stored] = {}
            for record in connection.execute(
                select(
                    *_table_columns(ResultRow),
                    ResultRow.kind,
                    ResultRow.contract,
                    ResultRow.declarer,
                    ResultRow.tricks,
                    ResultRow.lead,
                    ResultRow.ns,
                    ResultRow.ew,
                    ResultRow.note,
                    ResultRow.version,
                ).order_by(ResultRow.id)
            ):
                values: list[Any] = list(record)
                for index in (15, 16):
                    text = values[index]
                    outcome = cache.get(text)
                    if outcome is None:
                        outcome = cache[text] = parse_outcome(text)
                    values[index] = outcome
                stored.append(ResultInfo(*values))
        pending: list[PendingInfo] = []
        if results:
            pending = [
                PendingInfo(*list[Any](row))
                for row in connection.execute(
                    select(
                        *_table_columns(PendingRow),
                        PendingRow.contract,
                        PendingRow.declarer,
                        PendingRow.status,
                        PendingRow.note,
                        PendingRow.record,
                    ).order_by(PendingRow.id)
                )
            ]
        movement = None
        for (text,) in connection.execute(select(MovementRow.data).where(MovementRow.id == 1)):
            movement = Movement.from_json(text)
        return EventData(
            settings, participants, boards, matches, stored, penalties, pending, movement
        )

    def participants(self) -> list[ParticipantInfo]:
        return sorted(self.snapshot(results=False).participants.values(), key=lambda p: p.number)

    def with_settings(self, **changes: Any) -> EventSettings:
        """The event's settings with some fields changed (not yet saved)."""
        return replace(self.settings, **changes)
