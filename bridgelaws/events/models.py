"""The event tables, as SQLAlchemy 2 ORM classes.

One SQLite file holds one event: its settings, participants (pairs, teams or
players), boards, team matches, table results (played or adjusted) and
procedural penalties. The schema is created and changed only by the Alembic
migrations in ``bridgelaws/events/migrations``; these classes must match them.

Scores are stored as entered, never as computed figures: matchpoints, IMPs and
rankings are worked out from the results each time (:mod:`.scoring`), so a
correction to one result can never leave a stale total behind.
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint, ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    """Declarative base of the event tables."""


class EventRow(Base):
    """The event itself (one row per file) and how it is scored."""

    __tablename__ = "event"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    #: ``pairs``, ``teams`` or ``individual``.
    kind: Mapped[str] = mapped_column(String(20))
    #: ``mp`` (78A), ``cross-imps`` (averaged), ``cross-imps-total``, ``butler`` or,
    #: for teams, ``imps``.
    method: Mapped[str] = mapped_column(String(20))
    #: ``neuberg`` (78A, Neuberg for boards played fewer times) or ``field``
    #: ((MP + 1) / 2n, as multi-centre simultaneous events publish).
    mp_form: Mapped[str] = mapped_column(String(10), default="neuberg")
    #: Times every board should be played; ``None``: the most any board was played.
    expected: Mapped[int | None]
    #: ``continuous`` (WBF 2013) or ``discrete`` (whole VPs) for team matches.
    vp_scale: Mapped[str] = mapped_column(String(12), default="continuous")
    #: JSON: the AdjustedScoreSettings and Butler settings of the event.
    settings: Mapped[str] = mapped_column(Text, default="{}")
    date: Mapped[str | None] = mapped_column(String(20))
    site: Mapped[str | None] = mapped_column(String(200))

    __table_args__ = (
        CheckConstraint("kind IN ('pairs', 'teams', 'individual')", name="event_kind"),
    )


class ParticipantRow(Base):
    """A pair, a team or a player, by number."""

    __tablename__ = "participant"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[int] = mapped_column(unique=True)
    name: Mapped[str] = mapped_column(String(200))
    #: The players of a pair or team, as given (free text).
    members: Mapped[str | None] = mapped_column(String(400))


class BoardRow(Base):
    """A board of the event: number, dealer and vulnerability (Law 2 unless the
    board was marked otherwise), optionally the deal."""

    __tablename__ = "board"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[int] = mapped_column(unique=True)
    dealer: Mapped[str] = mapped_column(String(1))
    vulnerability: Mapped[str] = mapped_column(String(4))
    deal: Mapped[str | None] = mapped_column(String(80))


class MatchRow(Base):
    """A team match: the home team sits North-South in the open room and
    East-West in the closed room."""

    __tablename__ = "match"

    id: Mapped[int] = mapped_column(primary_key=True)
    round: Mapped[int | None]
    home_id: Mapped[int] = mapped_column(ForeignKey("participant.id"))
    away_id: Mapped[int] = mapped_column(ForeignKey("participant.id"))
    #: Knockout: non-balancing boards are averaged (12C4).
    knockout: Mapped[bool] = mapped_column(default=False)

    home: Mapped[ParticipantRow] = relationship(foreign_keys=[home_id])
    away: Mapped[ParticipantRow] = relationship(foreign_keys=[away_id])

    __table_args__ = (
        CheckConstraint("home_id <> away_id", name="match_distinct_teams"),
        UniqueConstraint("round", "home_id", "away_id", name="match_once"),
    )


class ResultRow(Base):
    """One table's result on one board.

    ``ns`` and ``ew`` say what each side is scored on (see
    :mod:`bridgelaws.events.outcomes`): NS points for a played or assigned
    result, ``A+``/``A``/``A-`` for an artificial score, weights for a weighted
    score; they differ for a split score. ``kind`` says which it is. The
    participants may be absent for anonymous rows of an imported frequency
    table; the travellers show them, rankings leave them out.
    """

    __tablename__ = "result"

    id: Mapped[int] = mapped_column(primary_key=True)
    board_id: Mapped[int] = mapped_column(ForeignKey("board.id"), index=True)
    ns_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"), index=True)
    ew_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"), index=True)
    #: Individual events: North's and East's partners (South and West).
    ns_partner_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"))
    ew_partner_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"))
    match_id: Mapped[int | None] = mapped_column(ForeignKey("match.id"), index=True)
    #: ``open`` or ``closed`` in a team match.
    room: Mapped[str | None] = mapped_column(String(6))
    round: Mapped[int | None]
    table_no: Mapped[int | None]
    #: ``table``, ``assigned``, ``weighted``, ``artificial`` or ``split``.
    kind: Mapped[str] = mapped_column(String(10))
    contract: Mapped[str | None] = mapped_column(String(8))
    declarer: Mapped[str | None] = mapped_column(String(1))
    tricks: Mapped[int | None]
    lead: Mapped[str | None] = mapped_column(String(3))
    ns: Mapped[str] = mapped_column(String(200))
    ew: Mapped[str] = mapped_column(String(200))
    #: Director's note (law, reason) for an adjusted score.
    note: Mapped[str | None] = mapped_column(Text)
    #: Law 87: the form of a fouled board this table played (``None``: the
    #: board as dealt); tables are scored within their group (migration 0003).
    version: Mapped[str | None] = mapped_column(String(8))

    board: Mapped[BoardRow] = relationship()

    __table_args__ = (
        CheckConstraint("ns_id IS NULL OR ns_id <> ew_id", name="result_distinct_sides"),
        CheckConstraint("tricks IS NULL OR tricks BETWEEN 0 AND 13", name="result_tricks"),
        CheckConstraint(
            "kind IN ('table', 'assigned', 'weighted', 'artificial', 'split')", name="result_kind"
        ),
        UniqueConstraint("board_id", "ns_id", "match_id", "room", name="result_ns_once"),
        UniqueConstraint("board_id", "ew_id", "match_id", "room", name="result_ew_once"),
    )


class PenaltyRow(Base):
    """A procedural penalty (Law 90): taken from one contestant's score only."""

    __tablename__ = "penalty"

    id: Mapped[int] = mapped_column(primary_key=True)
    participant_id: Mapped[int] = mapped_column(ForeignKey("participant.id"), index=True)
    board_id: Mapped[int | None] = mapped_column(ForeignKey("board.id"))
    match_id: Mapped[int | None] = mapped_column(ForeignKey("match.id"))
    amount: Mapped[float]
    #: ``MP``, ``%`` (of a top on one board) or ``IMP``.
    unit: Mapped[str] = mapped_column(String(3))
    reason: Mapped[str] = mapped_column(Text, default="")


class PendingRow(Base):
    """A table whose board could not be scored as played: the table record
    stopped before the end (a ruling awaiting a choice or a fact, play not
    finished). It holds the seats, what is known of the result and the
    director's note, and is scored by nobody until ``event adjust`` enters
    the adjusted score (Law 12), which replaces it."""

    __tablename__ = "pending"

    id: Mapped[int] = mapped_column(primary_key=True)
    board_id: Mapped[int] = mapped_column(ForeignKey("board.id"), index=True)
    ns_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"))
    ew_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"))
    ns_partner_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"))
    ew_partner_id: Mapped[int | None] = mapped_column(ForeignKey("participant.id"))
    match_id: Mapped[int | None] = mapped_column(ForeignKey("match.id"))
    room: Mapped[str | None] = mapped_column(String(6))
    round: Mapped[int | None]
    table_no: Mapped[int | None]
    contract: Mapped[str | None] = mapped_column(String(8))
    declarer: Mapped[str | None] = mapped_column(String(1))
    #: Where the record stopped (spec §2 ``status``).
    status: Mapped[str] = mapped_column(String(20))
    note: Mapped[str | None] = mapped_column(Text)
    #: The table record (spec §1 JSON), for the director to rule from.
    record: Mapped[str | None] = mapped_column(Text)

    __table_args__ = (
        CheckConstraint("ns_id IS NULL OR ns_id <> ew_id", name="pending_distinct_sides"),
    )


class MovementRow(Base):
    """The event's movement (at most one row, id 1): kind and the JSON of
    :class:`bridgelaws.events.movements.Movement` (migration ``0003``)."""

    __tablename__ = "movement"

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))
    data: Mapped[str] = mapped_column(Text)
