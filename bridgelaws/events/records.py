"""A ruling flows into the event: a table record (spec §1) entered as a result.

The record is the JSON that ``bridgelaws direct --save`` writes, or the web
app's ``export.json`` (``{"record": ..., "report": ..., "rulings": ...}``, of
which only ``record`` is read: the Laws are applied again here rather than
trusting a stored report). :func:`read_table_record` replays it with
:meth:`bridgelaws.table.Table.from_record` and takes the board, contract,
declarer and tricks from :meth:`~bridgelaws.table.Table.report`.

Nothing is decided here about the score: when a ruling flags that an adjusted
score may be due (an ``adjusted_score_possible`` effect, e.g. 27D after an
insufficient bid, or 23 when the withdrawn call could have damaged the
non-offenders) the table result is entered as played, with a note naming the
rulings, and the director is told to consider ``event adjust``. When the
record stops before the board can be scored (``status`` other than
``complete`` or ``passed_out``) no score is invented: the table is kept as
*pending* until the director enters an adjusted score.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from bridgelaws.cards import BridgeError, InputError, Seat, joined
from bridgelaws.events.store import EventData, ResultEntry, SeatPenalty
from bridgelaws.i18n import translate
from bridgelaws.record import TableRecord
from bridgelaws.rulings import IRREGULARITY_NAMES, penalty_words
from bridgelaws.scoring.adjusted import PenaltyUnit
from bridgelaws.table import Table

#: a table record's status where it stops, in words (the record's codes are
#: spec §2's; a director reads these)
STATUS_WORDS: Final = {
    "auction": "the auction",
    "play": "the play",
    "awaiting_director": "a ruling the director has not given",
    "awaiting_fact": "a question the director has not answered",
    "awaiting_choice": "a choice not yet made",
}

__all__ = [
    "RecordPenalty",
    "RecordResult",
    "RulingFlag",
    "check_board",
    "read_table_record",
    "record_result",
]

#: Report statuses with a result that can be scored as played.
SCORED: Final = ("complete", "passed_out")


@dataclass(frozen=True)
class RulingFlag:
    """A ruling of the record the director must look at for the score."""

    irregularity: str
    offender: str | None
    #: The ruling's laws, the chosen option's and those of its effects.
    laws: tuple[str, ...]
    #: The laws under which an adjusted score may be due (empty: none flagged).
    adjusted: tuple[str, ...]
    #: The laws under which a procedural penalty may be given and was not.
    penalty: tuple[str, ...] = ()
    #: The laws under which the board is scored as fouled (87; empty: not).
    fouled: tuple[str, ...] = ()

    def describe(self, lang: str) -> str:
        name = translate(IRREGULARITY_NAMES.get(self.irregularity, self.irregularity), lang)
        laws = ", ".join(self.laws)
        if self.offender:
            seat = translate(Seat.parse(self.offender).name.title(), lang)
            template = (
                "{name} by {seat} (Laws {laws})"
                if len(self.laws) > 1
                else "{name} by {seat} (Law {laws})"
            )
            text = translate(template, lang, name=name, seat=seat, laws=laws)
        else:  # no offender (79: the count or the score disputed)
            template = "{name} (Laws {laws})" if len(self.laws) > 1 else "{name} (Law {laws})"
            text = translate(template, lang, name=name, laws=laws)
        if self.adjusted:
            text += "; " + translate(
                "adjusted score possible (Law {laws})", lang, laws=", ".join(self.adjusted)
            )
        if self.penalty:
            text += "; " + translate(
                "procedural penalty possible (Law {laws})", lang, laws=", ".join(self.penalty)
            )
        if self.fouled:
            text += "; " + translate("fouled board (Law {laws})", lang, laws=", ".join(self.fouled))
        return text


@dataclass(frozen=True)
class RecordPenalty:
    """A procedural penalty a ruling of the record gives (90, 91)."""

    seat: Seat
    amount: float
    unit: PenaltyUnit
    laws: tuple[str, ...]

    def describe(self, lang: str) -> str:
        """In words: "procedural penalty of 25% of a top for North (Law 13B2, 90A)"."""
        return translate(
            "procedural penalty of {penalty} for {seat} (Law {laws})",
            lang,
            penalty=penalty_words(f"{self.amount:g}{self.unit.value}", lang),
            seat=translate(self.seat.name.title(), lang),
            laws=", ".join(self.laws),
        )


@dataclass(frozen=True)
class RecordResult:
    """What a table record gives the event."""

    board: int
    #: The report's ``status``.
    status: str
    contract: str | None
    declarer: str | None
    tricks: int | None
    #: Rulings flagging an adjusted score (all rulings when the board is not complete).
    flags: tuple[RulingFlag, ...]
    #: The record as spec §1 JSON.
    record: str
    #: The procedural penalties its rulings give (90, 91), by the offender's seat.
    penalties: tuple[RecordPenalty, ...] = ()

    @property
    def scored(self) -> bool:
        """The board ended and has a result that can be scored as played."""
        return self.status in SCORED

    def status_words(self, lang: str) -> str:
        """Where the record stops, in words ("a question the director has not
        answered"), never the record's status code."""
        return translate(STATUS_WORDS.get(self.status, "the play"), lang)

    @property
    def needs_director(self) -> bool:
        """An adjusted score may be needed (or is, when not ``scored``)."""
        return not self.scored or any(flag.adjusted for flag in self.flags)

    @property
    def fouled(self) -> bool:
        """A ruling scores the board as fouled (87): the director marks the
        tables that played it in that form with ``event fouled``."""
        return any(flag.fouled for flag in self.flags)

    @property
    def may_penalise(self) -> bool:
        """A ruling lets the director give a procedural penalty he has not given."""
        return any(flag.penalty for flag in self.flags)

    def note(self, lang: str) -> str | None:
        """The director's note: the rulings that bear on the score."""
        parts: list[str] = []
        if not self.scored:
            parts.append(
                translate(
                    "board not completed (it stops at {status})",
                    lang,
                    status=self.status_words(lang),
                )
            )
        parts.extend(flag.describe(lang) for flag in self.flags)
        parts.extend(p.describe(lang) for p in self.penalties)
        if not parts:
            return None
        return translate("table record", lang) + ": " + "; ".join(parts)

    def seat_penalties(self, lang: str) -> tuple[SeatPenalty, ...]:
        """The penalties for the event, each with its reason in ``lang``."""
        return tuple(
            SeatPenalty(
                p.seat,
                p.amount,
                p.unit,
                translate("table record", lang) + ": " + p.describe(lang),
            )
            for p in self.penalties
        )

    def entry(self, base: ResultEntry, lang: str) -> ResultEntry:
        """``base`` (the seats) completed with the record's result and note."""
        return replace(
            base,
            board=self.board,
            contract=self.contract,
            declarer=self.declarer,
            tricks=self.tricks,
            note=self.note(lang),
        )


def _flags(report: Mapping[str, Any], everything: bool) -> tuple[RulingFlag, ...]:
    flags: list[RulingFlag] = []
    for ruling in report.get("rulings", []):
        laws: list[str] = list(ruling.get("laws", []))
        adjusted: list[str] = []
        chosen = ruling.get("chosen")
        for option in ruling.get("options", []):
            if option.get("code") == chosen:
                laws.extend(option.get("laws", []))
        penalty: list[str] = []
        fouled: list[str] = []
        given = any(e.get("type") == "procedural_penalty" for e in ruling.get("effects", []))
        for effect in ruling.get("effects", []):
            laws.extend(effect.get("laws", []))
            if effect.get("type") == "adjusted_score_possible":
                adjusted.extend(effect.get("laws", []))
            if effect.get("type") == "procedural_penalty_possible" and not given:
                penalty.extend(effect.get("laws", []))
            if effect.get("type") == "fouled_board":
                fouled.extend(effect.get("laws", []))
        if adjusted or penalty or fouled or everything:
            flags.append(
                RulingFlag(
                    str(ruling.get("irregularity", "")),
                    ruling.get("offender"),
                    tuple(dict.fromkeys(laws)),
                    tuple(dict.fromkeys(adjusted)),
                    tuple(dict.fromkeys(penalty)),
                    tuple(dict.fromkeys(fouled)),
                )
            )
    return tuple(flags)


def _penalties(report: Mapping[str, Any]) -> tuple[RecordPenalty, ...]:
    """The procedural penalties of the report (90, 91)."""
    return tuple(
        RecordPenalty(
            Seat.parse(given["seat"]),
            float(given["amount"]),
            PenaltyUnit(given["unit"]),
            tuple(given["laws"]),
        )
        for given in report.get("procedural_penalties", ())
    )


def record_result(data: Any) -> RecordResult:
    """The result of a table record given as parsed JSON: the record itself or
    a web export holding it under ``record``."""
    if isinstance(data, Mapping) and "record" in data and "events" not in data:
        data = data["record"]
    record = TableRecord.from_json(data)
    if record.edition == "rubber":
        raise InputError("a rubber bridge record (edition rubber) is no duplicate result")
    table = Table.from_record(record)
    report = table.report("en")
    status = str(report["status"])
    contract = report["contract"]
    declarer = report["declarer"]
    tricks: int | None = None
    if status == "complete" and declarer is not None and report["tricks"] is not None:
        side = "NS" if declarer in ("N", "S") else "EW"
        tricks = int(report["tricks"][side])
    flags = _flags(report, everything=status not in SCORED)
    if table.recorded_score is not None:
        # 79B3 (a split score), 79C2 (an entry that stands): the score is not
        # the one of the tricks, so the director enters it as an adjustment
        flags += tuple(
            RulingFlag(str(r["irregularity"]), None, tuple(r["laws"]), tuple(r["laws"]))
            for r in report["rulings"]
            if any(e["type"] == "score_recorded" for e in r["effects"])
        )[-1:]
    return RecordResult(
        board=record.board.number,
        status=status,
        contract=contract,
        declarer=declarer if status == "complete" else None,
        tricks=tricks,
        flags=flags,
        record=record.dumps(indent=None),
        penalties=_penalties(report),
    )


def read_table_record(path: Path) -> RecordResult:
    """:func:`record_result` of a JSON file; errors name the file."""
    if not path.is_file():
        raise InputError("{path}: no such file", path=path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return record_result(data)
    except json.JSONDecodeError as exc:
        raise InputError(
            "{path}: not JSON: {reason} at line {line}", path=path, reason=exc.msg, line=exc.lineno
        ) from None
    except UnicodeDecodeError:
        raise InputError("{path}: not a UTF-8 text file", path=path) from None
    except BridgeError as exc:
        raise InputError("{path}: {problem}", path=path, problem=exc) from None


def check_board(result: RecordResult, data: EventData, source: str) -> None:
    """The record's board must be a board of the event, dealt and vulnerable
    the same way; else a :class:`BridgeError` naming ``source``."""
    board = data.board_by_number(result.board)
    if board is None:
        numbers = sorted(b.number for b in data.boards.values())
        span = (
            InputError("boards {first}-{last}", first=numbers[0], last=numbers[-1])
            if numbers
            else InputError("no boards yet")
        )
        raise InputError(
            "{path}: board {board} of the table record is not in the event ({span})",
            path=source,
            board=result.board,
            span=span,
        )
    record = TableRecord.from_json(json.loads(result.record))
    differs: list[InputError] = []
    if record.board.dealer != board.dealer:
        differs.append(
            InputError(
                "dealer {record} (event: {event})",
                record=record.board.dealer,
                event=board.dealer,
            )
        )
    if record.board.vulnerability != board.vulnerability:
        differs.append(
            InputError(
                "vulnerable {record} (event: {event})",
                record=record.board.vulnerability.value,
                event=board.vulnerability.value,
            )
        )
    deal = record.board.deal
    if deal is not None and board.deal is not None and deal.to_pbn() != board.deal:
        differs.append(InputError("another deal"))
    if differs:
        raise InputError(
            "{path}: board {board} of the table record differs from the event's: {differences}",
            path=source,
            board=result.board,
            differences=joined(differs, ", "),
        )
