"""Replay recorded boards through the engine and report what the Laws make of them.

:func:`replay` reads PBN and LIN files (or folders of them), replays every
board's auction and play, and returns a :class:`ReplayReport` (spec §5):
records that cannot be read, actions that break the Laws, the irregularities
the records themselves mark as accepted, and every recorded score or result
that differs from the one the engine computes. A damaged record never stops
the run.
"""

from __future__ import annotations

import functools
import gc
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bridgelaws import rules
from bridgelaws.board import Vulnerability
from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, InputError, Side
from bridgelaws.facts import RevokeFacts
from bridgelaws.formats.convert import Converted, IrregularityMessage, boards_of, convert_game
from bridgelaws.formats.messages import ReadError
from bridgelaws.formats.pbn import PbnGame, read_pbn
from bridgelaws.formats.plain import PLAIN_EDITIONS, PlainBoard, plain_board
from bridgelaws.formats.tables import SUFFIXES, ReadBoard, file_format, read_tables
from bridgelaws.rulings import Adjustment, IrregularityCode
from bridgelaws.table import Status, Table

if TYPE_CHECKING:
    pass

PBN_SUFFIXES = frozenset(s for s, f in SUFFIXES.items() if f == "pbn")
LIN_SUFFIXES = frozenset(s for s, f in SUFFIXES.items() if f == "lin")


@dataclass
class ReplayReport:
    """The outcome of a replay (spec §5), plus a few extensions."""

    files: int = 0
    boards: int = 0
    boards_per_second: float = 0.0
    unreadable: list[dict[str, Any]] = field(default_factory=list)
    illegal: list[dict[str, Any]] = field(default_factory=list)
    irregularities: list[dict[str, Any]] = field(default_factory=list)
    score_mismatches: list[dict[str, Any]] = field(default_factory=list)
    result_mismatches: list[dict[str, Any]] = field(default_factory=list)
    contract_mismatches: list[dict[str, Any]] = field(default_factory=list)
    #: every revoke the records mark (^R): who, which trick, established how,
    #: the Law 64 transfer, and the result against the recorded one
    revokes: list[dict[str, Any]] = field(default_factory=list)
    #: departures from PBN that were read unambiguously anyway (not errors)
    repaired: list[dict[str, Any]] = field(default_factory=list)
    #: boards whose play the engine followed to the end (13 tricks or a claim)
    complete: int = 0
    scored: int = 0

    @property
    def ok(self) -> bool:
        """Nothing wrong: every record readable, legal and agreeing with its score."""
        return not (
            self.unreadable
            or self.illegal
            or self.score_mismatches
            or self.result_mismatches
            or self.contract_mismatches
        )

    def merge(self, other: ReplayReport) -> None:
        self.files += other.files
        self.boards += other.boards
        self.complete += other.complete
        self.scored += other.scored
        for name in (
            "unreadable",
            "illegal",
            "irregularities",
            "score_mismatches",
            "result_mismatches",
            "contract_mismatches",
            "revokes",
            "repaired",
        ):
            getattr(self, name).extend(getattr(other, name))

    def to_json(self) -> dict[str, Any]:
        return {
            "files": self.files,
            "boards": self.boards,
            "boards_per_second": round(self.boards_per_second, 1),
            "complete": self.complete,
            "scored": self.scored,
            "unreadable": self.unreadable,
            "illegal": self.illegal,
            "irregularities": self.irregularities,
            "score_mismatches": self.score_mismatches,
            "result_mismatches": self.result_mismatches,
            "contract_mismatches": self.contract_mismatches,
            "revokes": self.revokes,
            "repaired": self.repaired,
        }


def find_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """PBN and LIN files named, or found under the folders named, sorted."""
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            found.extend(
                sorted(p for p in path.rglob("*") if p.is_file() and file_format(p) is not None)
            )
        else:
            found.append(path)
    return found


def _fmt(side: Side, points: int) -> str:
    return f"{side.name} {points}"


def said(message: InputError, lang: str) -> dict[str, Any]:
    """What a report row adds to its English ``error`` (spec §5): the stable
    ``code`` of the message, its values, and its ``text`` in ``lang``."""
    found = _coded(message)
    coded = found.to_json() if found is not None else {"code": "engine", "args": {}}
    return {**coded, "text": message.render(lang)}


def _coded(message: InputError) -> ReadError | None:
    """The reader's message inside ``message`` (``board: card 3: ...``), if any."""
    if isinstance(message, ReadError):
        return message
    for value in message.params.values():
        if isinstance(value, InputError) and (found := _coded(value)) is not None:
            return found
    return None


def check_board(converted: Converted, file: str, report: ReplayReport, lang: str = "en") -> None:
    """Add one converted PBN game's findings to ``report`` (``text`` in ``lang``)."""
    game = converted.game
    board = game.tags.get("Board", "?")
    report.boards += 1
    for problem in converted.unreadable:
        report.unreadable.append(
            {"file": file, "board": board, "line": problem.line, "error": problem.error}
            | said(_message(problem.message, problem.error), lang)
        )
    for problem in converted.illegal:
        report.illegal.append(
            {
                "file": file,
                "board": board,
                "event": problem.event,
                "line": problem.line,
                "law": problem.law,
                "error": problem.error,
            }
            | said(_message(problem.message, problem.error), lang)
        )
    for problem in converted.repaired:
        report.repaired.append(
            {"file": file, "board": board, "line": problem.line, "note": problem.error}
            | said(_message(problem.message, problem.error), lang)
        )
    for code, laws in converted.marked:
        report.irregularities.append(
            {"file": file, "board": board, "irregularity": code, "laws": list(laws)}
        )
    table = converted.table
    if table is None:
        return
    _compare(table, converted, file, board, report)
    if table.irregularities:
        _list_revokes(table, converted, file, board, report, lang)


def _message(message: InputError | None, error: str) -> InputError:
    return message if message is not None else InputError("{part}", part=error)


def _list_revokes(
    table: Table,
    converted: Converted,
    file: str,
    board: str,
    report: ReplayReport,
    lang: str = "en",
) -> None:
    """Each marked revoke: offender, trick, how it was established, what Law 64
    moved, and whether the result then agrees with the record's."""
    revokes = [i for i in table.irregularities if i.code == IrregularityCode.REVOKE and i.marked]
    if not revokes:
        return
    computed = table.declarer_tricks()
    recorded = converted.recorded_tricks
    play = table.play
    played = len(play.tricks) if play is not None else 0
    if recorded is None or computed is None:
        note = ReadError("revoke_no_result")
    elif computed != recorded:
        note = ReadError("revoke_differs")
    elif played < 13:
        note = ReadError("revoke_partial", played=played)
    else:
        note = ReadError("revoke_agrees")
    for revoke in revokes:
        offender = revoke.offender
        facts = revoke.facts_as(RevokeFacts)
        report.revokes.append(
            {
                "file": file,
                "board": board,
                "offender": offender.letter if offender is not None else None,
                "trick": facts.trick + 1,
                "laws": list(revoke.laws),
                "established": bool(facts.established),
                "transfers": [a.to_json() for a in table.adjustments],
                "recorded": recorded,
                "computed": computed,
                "agrees": recorded == computed,
                "note": str(note),
            }
            | said(note, lang)
        )


def _compare(
    table: Table, converted: Converted, file: str, board: str, report: ReplayReport
) -> None:
    complete = table.status is Status.COMPLETE
    _compare_facts(
        report,
        file,
        board,
        contract=table.contract,
        recorded=converted.recorded_contract,
        auction_complete=table.auction.is_complete,
        over=complete or table.status is Status.PASSED_OUT,
        engine_tricks=table.declarer_tricks() if complete else None,
        claimed=table.claimed_tricks is not None,
        adjustments=table.adjustments,
        vulnerability=table.board.vulnerability,
        score_of=table.edition.score,
        recorded_tricks=converted.recorded_tricks,
        recorded_score=converted.recorded_score,
        marked_result=any(code == "result_differs" for code, _ in converted.marked),
    )


def _compare_facts(
    report: ReplayReport,
    file: str,
    board: str,
    *,
    contract: Contract | None,
    recorded: Contract | None,
    auction_complete: bool,
    over: bool,
    engine_tricks: int | None,
    claimed: bool,
    adjustments: Sequence[Adjustment],
    vulnerability: Vulnerability,
    score_of: Callable[[Contract, int, bool], int],
    recorded_tricks: int | None,
    recorded_score: tuple[Side, int] | None,
    marked_result: bool,
) -> None:
    """The engine's contract, result and score against the record's (both
    paths, the table's and the plain board's, end here)."""
    if contract is not None and recorded is not None and auction_complete:
        # as PBN writes them (a passed-out board is "Pass", whatever else it holds)
        same = contract.denomination is recorded.denomination and (
            contract.denomination is None
            or (contract.level == recorded.level and contract.risk is recorded.risk)
        )
        declarers = {contract.declarer}
        if contract.declarer is not None:
            declarers.add(contract.declarer.partner)  # '^' swaps (Law 54A)
        if not same or (recorded.declarer is not None and recorded.declarer not in declarers):
            report.contract_mismatches.append(
                {"file": file, "board": board, "recorded": str(recorded), "computed": str(contract)}
            )
    if contract is None:
        contract = recorded
    if contract is None or (contract.declarer is None and not contract.is_passed_out):
        return
    if over:
        report.complete += 1
    tricks = recorded_tricks
    if (
        engine_tricks is not None
        and tricks is not None
        and tricks != engine_tricks
        and not marked_result
        and not claimed
    ):
        report.result_mismatches.append(
            {
                "file": file,
                "board": board,
                "recorded": tricks,
                "computed": engine_tricks,
                "adjustments": [a.to_json() for a in adjustments],
            }
        )
    if tricks is None:
        tricks = engine_tricks
    score = recorded_score
    if score is None or (tricks is None and not contract.is_passed_out):
        return
    if contract.is_passed_out:
        points = 0
        declaring = Side.NS
    else:
        assert contract.declarer is not None and tricks is not None
        declaring = contract.declarer.side
        try:
            points = score_of(contract, tricks, vulnerability.is_vulnerable(declaring))
        except BridgeError:
            return
    report.scored += 1
    side, recorded_points = score
    computed = points if side is declaring else -points
    if computed != recorded_points:
        report.score_mismatches.append(
            {
                "file": file,
                "board": board,
                "recorded": _fmt(side, recorded_points),
                "computed": _fmt(side, computed),
                "contract": str(contract),
                "tricks": tricks,
            }
        )


def check_plain(
    plain: PlainBoard,
    game: PbnGame,
    file: str,
    shared: bool,
    score_of: Callable[[Contract, int, bool], int],
    report: ReplayReport,
    lang: str = "en",
) -> None:
    """Add one plain board's findings to ``report`` (the fast path; the same
    findings :func:`check_board` gives for the board's table)."""
    board = game.tags.get("Board", "?")
    report.boards += 1
    if shared:
        note = ReadError("pbn_shared_board")
        report.repaired.append(
            {"file": file, "board": board, "line": game.line, "note": str(note)} | said(note, lang)
        )
    if plain.result_marked:
        report.irregularities.append(
            {"file": file, "board": board, "irregularity": "result_differs", "laws": ["79A"]}
        )
    _compare_facts(
        report,
        file,
        board,
        contract=plain.contract,
        recorded=plain.recorded_contract,
        auction_complete=True,
        over=plain.complete,
        engine_tricks=plain.tricks,
        claimed=plain.claimed,
        adjustments=(),
        vulnerability=plain.vulnerability,
        score_of=score_of,
        recorded_tricks=plain.recorded_tricks,
        recorded_score=plain.recorded_score,
        marked_result=plain.result_marked,
    )


@contextmanager
def _without_cyclic_gc() -> Iterator[None]:
    """Tables hold no reference cycles, so reference counting frees them; the
    cyclic collector would only rescan every live object again and again
    while thousands of boards are built (it costs about a third of a replay).
    Switched off once around a whole run: switching it on after each file
    made it collect once per file."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def replay_file(
    path: str | os.PathLike[str],
    edition: str | None = None,
    display: str | None = None,
    *,
    plain: bool = True,
    lang: str = "en",
) -> ReplayReport:
    """Replay one PBN or LIN file. ``plain`` lets boards of correct procedure
    take the fast path (:mod:`bridgelaws.formats.plain`); ``False`` judges
    every board through a table (the same report, more slowly). Each row says
    what is wrong in English (``error``, spec §5) and in ``lang`` (``text``)."""
    with _without_cyclic_gc():
        return _replay_file(path, edition, display, plain, lang)


def _file_unreadable(report: ReplayReport, name: str, exc: InputError, lang: str) -> None:
    error = ReadError("file_unreadable", problem=exc)
    row = {"file": name, "board": None, "line": 0, "error": str(exc)}
    report.unreadable.append(row | said(error, lang))


def _replay_file(
    path: str | os.PathLike[str], edition: str | None, display: str | None, plain: bool, lang: str
) -> ReplayReport:
    name = display if display is not None else str(path)
    if file_format(path) == "pbn" or file_format(path) is None:
        return _replay_pbn(path, name, edition, plain, lang)
    report = ReplayReport(files=1)
    try:
        read = read_tables(path, edition)
    except InputError as exc:  # missing, not a regular file, too large
        _file_unreadable(report, name, exc, lang)
        return report
    for problem in read.problems:
        report.unreadable.append(
            {"file": name, "board": problem.board, "line": problem.line, "error": problem.error}
            | said(_message(problem.message, problem.error), lang)
        )
    for board in read.boards:
        try:
            _check_record_board(board, name, report, lang)
        except Exception as exc:  # one game's failure is that game's alone
            _failed(report, name, board.board, exc, lang)
    return report


def _failed(report: ReplayReport, name: str, board: str, exc: Exception, lang: str) -> None:
    error = ReadError("game_failed", reason=f"{type(exc).__name__}: {exc}"[:200])
    row = {"file": name, "board": board, "line": 0, "error": str(error)}
    report.unreadable.append(row | said(error, lang))


@functools.cache
def _scorer(edition: str) -> Callable[[Contract, int, bool], int]:
    """The edition's score of a contract, remembered (a few hundred results
    recur across an archive); a score it refuses is raised again each time."""
    score: Callable[[Contract, int, bool], int] = rules.edition(edition).score
    return functools.lru_cache(maxsize=4096)(score)


def _replay_pbn(
    path: str | os.PathLike[str], name: str, edition: str | None, plain: bool, lang: str
) -> ReplayReport:
    report = ReplayReport(files=1)
    try:
        pbn = read_pbn(path)
    except InputError as exc:  # missing, not a regular file, too large
        _file_unreadable(report, name, exc, lang)
        return report
    for problem in pbn.problems:
        report.unreadable.append(
            {"file": name, "board": problem.board, "line": problem.line, "error": problem.error}
            | said(_message(problem.message, problem.error), lang)
        )
    score_of: Callable[[Contract, int, bool], int] | None = None
    if plain and (edition or "2017") in PLAIN_EDITIONS:
        score_of = _scorer(edition or "2017")
    for game, shared in boards_of(pbn.games):
        try:
            fast = plain_board(game) if score_of is not None else None
            if fast is not None:
                assert score_of is not None
                check_plain(fast, game, name, shared, score_of, report, lang)
            else:
                check_board(convert_game(game, edition, shared), name, report, lang)
        except Exception as exc:  # one game's failure is that game's alone
            _failed(report, name, game.tags.get("Board", "?"), exc, lang)
    return report


def _check_record_board(board: ReadBoard, name: str, report: ReplayReport, lang: str) -> None:
    """A board read as a record (LIN): what the Laws make of it."""
    report.boards += 1
    table = board.table
    if table is None:
        report.illegal.append(
            {
                "file": name,
                "board": board.board,
                "event": None,
                "line": board.line,
                "law": None,
                "error": board.error,
            }
            | said(_message(board.message, board.error or ""), lang)
        )
        return
    for irr in table.irregularities:
        report.illegal.append(
            {
                "file": name,
                "board": board.board,
                "event": irr.event,
                "line": board.line,
                "law": irr.laws[0],
                "error": irr.message,
            }
            | said(IrregularityMessage(irr), lang)
        )
    if table.status in (Status.COMPLETE, Status.PASSED_OUT):
        report.complete += 1
        report.scored += 1


def replay_chunk(
    args: tuple[list[str], str | None] | tuple[list[str], str | None, str],
) -> ReplayReport:
    """Replay a chunk of files (named by path) into one report: the unit of work a
    process pool or a Dask worker runs (``(paths, edition[, lang])``)."""
    paths, edition = args[0], args[1]
    lang = args[2] if len(args) > 2 else "en"
    report = ReplayReport()
    with _without_cyclic_gc():  # once for the chunk: see _without_cyclic_gc
        for done, path in enumerate(paths, 1):
            report.merge(replay_file(path, edition, lang=lang))
            _now_and_then(done)
    return report


def _now_and_then(done: int) -> None:
    """With the cyclic collector off for a whole run, a cycle made by some
    file would stay; a young-generation collection every 256 files frees any
    (cheap: it looks only at objects made since the last one)."""
    if done % 256 == 0:
        gc.collect(1)


def chunks_of(files: Sequence[Path], size: int) -> Iterator[list[str]]:
    """``files`` as paths in consecutive lists of at most ``size``."""
    for start in range(0, len(files), size):
        yield [str(p) for p in files[start : start + size]]


def replay(
    paths: Iterable[str | os.PathLike[str]],
    edition: str | None = None,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    lang: str = "en",
) -> ReplayReport:
    """Replay every PBN and LIN file under ``paths``; ``jobs`` > 1 spreads the
    files over that many processes. ``progress(done, total)`` is called per file
    or chunk of files. Each row's ``text`` says what is wrong in ``lang``."""
    files = find_files(paths)
    report = ReplayReport()
    started = time.perf_counter()
    total = len(files)
    if jobs > 1 and total > 1:
        size = max(1, min(16, total // (jobs * 4) or 1))
        chunks = list(chunks_of(files, size))
        done = 0
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for part, chunk in zip(
                pool.map(replay_chunk, [(c, edition, lang) for c in chunks]), chunks, strict=True
            ):
                report.merge(part)
                done += len(chunk)
                if progress is not None:
                    progress(done, total)
    else:
        with _without_cyclic_gc():
            for done, path in enumerate(files, 1):
                report.merge(replay_file(path, edition, lang=lang))
                _now_and_then(done)
                if progress is not None:
                    progress(done, total)
    elapsed = time.perf_counter() - started
    report.boards_per_second = report.boards / elapsed if elapsed > 0 else 0.0
    return report
