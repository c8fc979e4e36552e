"""One way in for files: :func:`read_tables` turns a PBN or LIN file into
table records and the tables the edition derives from them.

The format is chosen here once, by the file's suffix (:func:`file_format`);
the command line, ``replay`` and the rubber sheet all ask this module. Both
formats give the same thing per board: a :class:`~bridgelaws.record.TableRecord`
and its :class:`~bridgelaws.table.Table`. A LIN board is read into a record
and replayed (``Table.from_record``); a PBN game is replayed by
:mod:`bridgelaws.formats.convert` straight into a table, whose record is the
same record (``Table.from_record(board.record)`` gives the same table: tested),
so replay keeps its fast path through whole tricks. Reading never raises for
a damaged board: problems are collected with their line.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from bridgelaws.cards import BridgeError, InputError
from bridgelaws.formats.convert import Converted, convert_games
from bridgelaws.formats.lin import lin_to_record, read_lin
from bridgelaws.formats.messages import message_of
from bridgelaws.formats.pbn import read_pbn
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

__all__ = ["SUFFIXES", "FileProblem", "ReadBoard", "ReadFile", "file_format", "read_tables"]

Format = Literal["pbn", "lin"]

#: the suffixes of the files the engine reads, and their format
SUFFIXES: dict[str, Format] = {".pbn": "pbn", ".lin": "lin"}


def file_format(path: str | os.PathLike[str]) -> Format | None:
    """The format of a file by its suffix (``.pbn``, ``.lin``), or ``None``."""
    return SUFFIXES.get(Path(path).suffix.lower())


@dataclass(frozen=True, slots=True)
class FileProblem:
    """Part of a file that could not be read: board label, line, what (in
    English; ``message`` in any language)."""

    board: str | None
    line: int
    error: str
    message: InputError | None = field(default=None, compare=False, repr=False)


@dataclass(slots=True)
class ReadBoard:
    """One board of a file: its label and line, its record and table."""

    board: str
    line: int
    record: TableRecord | None
    table: Table | None
    #: PBN: what the game recorded beside the play (tags, marks), for replay's checks
    converted: Converted | None = None
    #: why the board could not be replayed at all (a record that cannot be true)
    error: str | None = None
    #: the same in any language
    message: InputError | None = None


@dataclass(slots=True)
class ReadFile:
    """What a file holds: its format, its boards and what could not be read."""

    format: Format
    boards: list[ReadBoard] = field(default_factory=list)
    problems: list[FileProblem] = field(default_factory=list)


def read_tables(path: str | os.PathLike[str], edition: str | None = None) -> ReadFile:
    """Every board of a PBN or LIN file (by suffix; anything else is read as
    PBN) as a record and a table under ``edition`` (default: the record's,
    else 2017). Raises :class:`~bridgelaws.cards.InputError` only when the
    file itself cannot be read (missing, not a regular file, too large)."""
    if file_format(path) == "lin":
        return _read_lin(path, edition)
    pbn = read_pbn(path)
    out = ReadFile("pbn")
    out.problems.extend(FileProblem(p.board, p.line, p.error, p.message) for p in pbn.problems)
    for converted in convert_games(pbn.games, edition):
        table = converted.table
        out.boards.append(
            ReadBoard(
                converted.game.tags.get("Board", "?"),
                converted.game.line,
                table.record if table is not None else None,
                table,
                converted,
            )
        )
    return out


def _read_lin(path: str | os.PathLike[str], edition: str | None) -> ReadFile:
    boards, problems = read_lin(path)
    out = ReadFile("lin")
    out.problems.extend(FileProblem(p.board, p.line, p.error, p.message) for p in problems)
    for lin in boards:
        label = str(lin.board) if lin.board is not None else "?"
        try:
            record = lin_to_record(lin, edition or "2017")
            table = Table.from_record(record)
        except BridgeError as exc:
            out.boards.append(
                ReadBoard(label, lin.line, None, None, error=str(exc), message=message_of(exc))
            )
            continue
        out.boards.append(ReadBoard(label, lin.line, record, table))
    return out
