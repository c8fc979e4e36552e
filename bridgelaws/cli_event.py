"""``bridgelaws event``: run a pairs, teams or individual event from the command line.

The commands read their arguments, call :mod:`bridgelaws.events` and print;
no law is decided here. Impossible input (a board not in the event, 14
tricks, an 8-level contract, a pair playing itself, an unknown pair) is
reported with the row, file or board it is in, nothing is changed, and the
exit code is 2.

What is printed for people is rendered through :func:`bridgelaws.i18n.translate`
in the ``--lang`` of the command (Dutch by default), the error messages too;
CSV, JSON and PBN keep their English field names.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, replace
from pathlib import Path
from typing import Annotated

import typer
from rich.measure import Measurement
from rich.table import Table as RichTable

from bridgelaws.cards import BridgeError, InputError, ascii_number, render_error
from bridgelaws.events import EventSettings, EventStore, ResultEntry, score_event
from bridgelaws.events.movement_cards import MissingTable, missing_tables, movement_html
from bridgelaws.events.movements import Movement, howell, mitchell, round_robin, swiss_round
from bridgelaws.events.outcomes import Stored, parse_outcome, parse_weighted
from bridgelaws.events.pbn_io import export_pbn, import_pbn
from bridgelaws.events.records import check_board, read_table_record
from bridgelaws.events.reports import (
    ScoreCard,
    cards_csv,
    contestant_word,
    contract_words,
    figure,
    html_report,
    pending_rows,
    ranking_csv,
    ranking_header,
    ranking_json,
    ranking_labels,
    ranking_rows,
    score_cards,
    seat_letter,
    travellers_csv,
    word,
)
from bridgelaws.events.scoring import EventScores
from bridgelaws.events.store import Replaced
from bridgelaws.formats.files import MAX_GAME_FILE, decode_text, read_file
from bridgelaws.i18n import DEFAULT_LANGUAGE, catalog, translate
from bridgelaws.notation import read_contract, read_seat
from bridgelaws.scoring.adjusted import (
    AdjustedScoreSettings,
    ArtificialScore,
    PenaltyUnit,
    parse_penalty,
)
from bridgelaws.terminal import error_console, output_console, print_error, print_input_error

event_app = typer.Typer(
    no_args_is_help=True,
    rich_markup_mode="markdown",
    help="Run an event: pairs, teams or individual, stored in one SQLite file.",
)
console = output_console()
errors = error_console()

EventFile = Annotated[Path, typer.Argument(help="The event file (SQLite).")]
Lang = Annotated[str, typer.Option("--lang", help="Language of what is printed: nl, en or de.")]
# where a table sat: the same options for 'result' and 'adjust'
BoardOpt = Annotated[int | None, typer.Option("--board", "-b", help="Board number.")]
NsOpt = Annotated[int | None, typer.Option(help="NS pair (individual: North).")]
EwOpt = Annotated[int | None, typer.Option(help="EW pair (individual: East).")]
SouthOpt = Annotated[int | None, typer.Option(help="Individual: South.")]
WestOpt = Annotated[int | None, typer.Option(help="Individual: West.")]
MatchOpt = Annotated[int | None, typer.Option(help="Team match number.")]
RoomOpt = Annotated[str | None, typer.Option(help="open or closed.")]


def _(text: str, lang: str, **params: object) -> str:
    return translate(text, lang, **{k: str(v) for k, v in params.items()})


def say(text: str) -> None:
    """Print a line for people (no Rich markup or highlighting of its data)."""
    console.print(text, highlight=False, markup=False, soft_wrap=True)


def fail(error: BaseException, lang: str) -> typer.Exit:
    """Print the error in ``lang`` (English when ``lang`` is not a language)."""
    print_input_error(errors, error, lang)
    return typer.Exit(2)


@contextmanager
def _event(path: Path, lang: str = DEFAULT_LANGUAGE) -> Iterator[EventStore]:
    """Open the event; a BridgeError anywhere inside becomes exit code 2."""
    try:
        catalog(lang)  # an unknown language is refused before anything is done
        store = EventStore.open(path)
    except BridgeError as exc:
        raise fail(exc, lang) from None
    try:
        yield store
    except BridgeError as exc:
        raise fail(exc, lang) from None
    finally:
        store.close()


def _numbers(text: str) -> list[int]:
    """``1-26`` or ``1,3,5-8``."""
    numbers: list[int] = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        low, sep, high = part.partition("-")
        try:
            if sep:
                numbers.extend(range(int(low), int(high) + 1))
            else:
                numbers.append(int(part))
        except ValueError:
            raise InputError("not a number or range: {value}", value=repr(part)) from None
    return numbers


@event_app.command()
def new(
    path: EventFile,
    name: Annotated[str, typer.Option("--name", help="Name of the event.")],
    kind: Annotated[str, typer.Option(help="pairs, teams or individual.")] = "pairs",
    method: Annotated[
        str | None,
        typer.Option(help="mp, cross-imps, cross-imps-total, butler, total; teams: imps."),
    ] = None,
    boards: Annotated[str, typer.Option(help="Board numbers, e.g. 1-24.")] = "",
    participants: Annotated[
        int, typer.Option("--participants", "-n", help="Number pairs/teams/players 1..N.")
    ] = 0,
    participant: Annotated[
        list[str] | None,
        typer.Option("--participant", "-p", help="NUMBER:NAME, repeatable."),
    ] = None,
    match: Annotated[
        list[str] | None, typer.Option("--match", help="Team match HOME:AWAY (numbers).")
    ] = None,
    knockout: Annotated[bool, typer.Option(help="Matches are knockouts (12C4).")] = False,
    mp_form: Annotated[str, typer.Option(help="neuberg or field.")] = "neuberg",
    expected: Annotated[
        int | None, typer.Option(help="Times each board should be played (Neuberg).")
    ] = None,
    vp_scale: Annotated[str, typer.Option(help="continuous or discrete.")] = "continuous",
    average_plus: Annotated[float, typer.Option(help="Average-plus percent (12C2).")] = 60.0,
    average_minus: Annotated[float, typer.Option(help="Average-minus percent.")] = 40.0,
    date: Annotated[str | None, typer.Option(help="Date of the event.")] = None,
    site: Annotated[str | None, typer.Option(help="Where it is played.")] = None,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Make a new event file with its boards and participants."""
    try:
        catalog(lang)
        settings = EventSettings(
            name=name,
            kind=kind,
            method=method or ("imps" if kind == "teams" else "mp"),
            mp_form=mp_form,
            expected=expected,
            vp_scale=vp_scale,
            adjusted=AdjustedScoreSettings(
                average_plus_percent=average_plus, average_minus_percent=average_minus
            ),
            date=date,
            site=site,
        )
        named: dict[int, str] = {}
        for item in participant or []:
            number, sep, label = item.partition(":")
            value = ascii_number(number)
            if not sep or value is None:
                raise InputError(
                    "--participant {value}: expected NUMBER:NAME", value=repr(item[:40])
                )
            named[value] = label.strip()
        numbers = sorted(set(range(1, participants + 1)) | set(named))
        board_numbers = _numbers(boards)
        games = []
        for item in match or []:
            home_text, sep, away_text = item.partition(":")
            home_number, away_number = ascii_number(home_text), ascii_number(away_text)
            if not sep or home_number is None or away_number is None:
                raise InputError("--match {value}: expected HOME:AWAY", value=repr(item[:40]))
            games.append((home_number, away_number))
        if path.exists():
            raise InputError(
                "{path}: the file already exists; an event file is made once", path=path
            )
    except BridgeError as exc:
        raise fail(exc, lang) from None
    try:
        store = EventStore.create(path, settings)
    except BridgeError as exc:
        raise fail(exc, lang) from None
    try:
        store.add_boards(board_numbers)
        for who in numbers:
            store.add_participant(who, named.get(who, ""))
        for home, away in games:
            store.add_match(home, away, knockout=knockout)
    except BridgeError as exc:
        store.close()
        path.unlink()  # a half-made event is no use: start again
        raise fail(exc, lang) from None
    store.close()
    text = _(
        "{path}: {kind} event {name}, {boards} boards, {participants} participants",
        lang,
        path=path,
        kind=word(settings.kind, lang),
        name=repr(name),
        boards=len(board_numbers),
        participants=len(numbers),
    )
    if games:
        text += ", " + _("{count} matches", lang, count=len(games))
    say(text)


@event_app.command()
def movement(
    path: EventFile,
    kind: Annotated[str, typer.Argument(help="mitchell, howell, round-robin or swiss.")],
    boards_per_round: Annotated[
        int | None,
        typer.Option("--boards-per-round", help="Boards per round (default: all boards shared)."),
    ] = None,
    rounds: Annotated[int | None, typer.Option(help="Fewer rounds than the full movement.")] = None,
    even: Annotated[
        str, typer.Option(help="Mitchell with an even number of tables: skip or relay.")
    ] = "skip",
    arrow: Annotated[
        list[int] | None, typer.Option(help="Mitchell: arrow switch in this round (repeatable).")
    ] = None,
    cards: Annotated[
        Path | None,
        typer.Option("--cards", help="Write the guide and table cards (HTML) to this file."),
    ] = None,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Make the event's movement and store it: Mitchell or Howell for pairs,
    a round robin or the next Swiss round for teams. Results are then checked
    against it; '--cards' writes printable guide and table cards."""
    with _event(path, lang) as store:
        data = store.snapshot()
        entrants = len(data.participants)
        numbers = sorted(b.number for b in data.boards.values())
        if kind in ("mitchell", "howell"):
            if data.settings.kind != "pairs":
                raise InputError(
                    "a {movement} is a pairs movement; this is a {kind} event",
                    movement=kind,
                    kind=InputError(data.settings.kind),
                )
            sets = (entrants + 1) // 2 if kind == "mitchell" else entrants + entrants % 2 - 1
            per_round = boards_per_round or max(1, len(numbers) // max(sets, 1))
            first = numbers[0] if numbers else 1
            made = (
                mitchell(
                    entrants,
                    per_round,
                    rounds=rounds,
                    even=even,
                    arrow=arrow or (),
                    first_board=first,
                )
                if kind == "mitchell"
                else howell(entrants, per_round, rounds=rounds, first_board=first)
            )
        elif kind in ("round-robin", "swiss"):
            if data.settings.kind != "teams":
                raise InputError(
                    "a {movement} is a teams movement; this is a {kind} event",
                    movement=kind,
                    kind=InputError(data.settings.kind),
                )
            if kind == "round-robin":
                made = round_robin(entrants, rounds=rounds)
            else:
                made = _next_swiss(store, data.movement)
        else:
            raise InputError(
                "no movement {movement}; choose mitchell, howell, round-robin or swiss",
                movement=repr(kind),
            )
        store.set_movement(made)
        say(
            _(
                "{kind}: {tables} tables, {rounds} rounds stored with the event",
                lang,
                kind=kind,
                tables=made.tables
                or len({t for g in made.pairings for t in (g.home, g.away)}) // 2,
                rounds=made.rounds,
            )
        )
        if cards is not None:
            cards.write_text(movement_html(made, data.settings.name, lang), encoding="utf-8")
            say(_("{format} report written to {path}", lang, format="html", path=cards))


def _next_swiss(store: EventStore, stored: object) -> Movement:
    """The stored Swiss with one more round, paired on the VPs so far."""
    data = store.snapshot()
    scores = score_event(data)
    previous = stored if isinstance(stored, Movement) and stored.kind == "swiss" else None
    played = [
        (data.participants[m.home].number, data.participants[m.away].number)
        for m in data.matches.values()
    ]
    standings = {p.number: 0.0 for p in data.participants.values()}
    for standing in scores.ranking:
        standings[standing.participant.number] = standing.total
    round_number = (previous.rounds if previous else 0) + 1
    playing = {t for g in (previous.pairings if previous else ()) for t in (g.home, g.away)}
    byes = [
        t
        for r in range(1, round_number)
        for t in standings
        if previous
        and t not in {x for g in previous.pairings if g.round == r for x in (g.home, g.away)}
    ]
    del playing
    games = swiss_round(sorted(standings.items()), played, round_number, byes=byes)
    pairings = (*(previous.pairings if previous else ()), *games)
    return Movement("swiss", len(standings), round_number, pairings=pairings)


@event_app.command("import")
def import_command(
    path: EventFile,
    files: Annotated[list[Path], typer.Argument(help="PBN files with results.")],
    home: Annotated[str | None, typer.Option(help="Home team when no HomeTeam tag.")] = None,
    away: Annotated[str | None, typer.Option(help="Away team when no VisitTeam tag.")] = None,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Import results from PBN files (each file in one transaction)."""
    with _event(path, lang) as store:
        for file in files:
            if not file.is_file():
                raise InputError("{path}: no such file", path=file)
            report = import_pbn(store, file, home=home, away=away)
            say(
                _(
                    "{file}: {results} results imported, {skipped} skipped, "
                    "{mismatches} Score tags differ from Law 77",
                    lang,
                    file=file,
                    results=report.results,
                    skipped=len(report.skipped),
                    mismatches=len(report.mismatches),
                )
            )
            for line in report.skipped[:10] + report.mismatches[:10]:
                say(f"  {render_error(line, lang)}")
            if report.ranks_nobody:
                say(
                    _(
                        "The results name no pairs (frequency tables without PairId): the "
                        "boards are scored, but nobody can be ranked from them.",
                        lang,
                    )
                )
            if report.published:
                rank, who, names, figure_ = report.published[0]
                say(
                    _(
                        "The file's own ranking (TotalScoreTable) lists {count} entries; "
                        "first: {rank}. {number} {names} {figure}",
                        lang,
                        count=len(report.published),
                        rank=rank,
                        number=who,
                        names=names,
                        figure=figure_,
                    )
                )
            if report.results == 0:
                print_error(
                    errors,
                    _("{file}: nothing was imported", lang, file=file)
                    + (f" ({render_error(report.skipped[0], lang)})" if report.skipped else ""),
                )
                raise typer.Exit(1)


@event_app.command()
def result(
    path: EventFile,
    board: BoardOpt = None,
    ns: NsOpt = None,
    ew: EwOpt = None,
    south: SouthOpt = None,
    west: WestOpt = None,
    contract: Annotated[
        str | None,
        typer.Option(
            "--contract", "-c", help="4HX, 3NT, Pass (Dutch 3SA, 4K; German 4C for Coeur)."
        ),
    ] = None,
    declarer: Annotated[str | None, typer.Option("--declarer", "-d", help="N, E, S or W.")] = None,
    tricks: Annotated[int | None, typer.Option("--tricks", "-t", help="Declarer's tricks.")] = None,
    lead: Annotated[str | None, typer.Option(help="Opening lead, e.g. SA.")] = None,
    match: MatchOpt = None,
    room: RoomOpt = None,
    from_csv: Annotated[
        Path | None,
        typer.Option(
            "--csv",
            help="Rows board,ns,ew,contract,declarer,tricks"
            "[,lead,round,table,south,west,match,room].",
        ),
    ] = None,
    resume: Annotated[
        bool,
        typer.Option("--resume", help="CSV: skip rows whose table already has this very result."),
    ] = False,
    record: Annotated[
        Path | None,
        typer.Option(
            "--record",
            help="A table record (spec §1 JSON, 'direct --save' or the web app's export.json): "
            "board, contract, declarer and tricks come from the ruled record.",
        ),
    ] = None,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Enter table results: one from the options, one from a table record, or
    every row of a CSV file (all rows checked, then entered in one transaction:
    the whole file or nothing, so an interrupted entry can be run again)."""
    with _event(path, lang) as store:
        if from_csv is not None:
            entries = list(_csv_entries(from_csv))
            ids = store.add_results(entries, resume=resume)
            say(_("{count} results entered from {file}", lang, count=len(ids), file=from_csv))
            if resume and len(ids) < len(entries):
                say(
                    _(
                        "{count} rows were entered before and are skipped",
                        lang,
                        count=len(entries) - len(ids),
                    )
                )
            return
        seats = _table(board or 0, ns, ew, south, west, match, room)
        if record is not None:
            if contract is not None or declarer is not None or tricks is not None:
                raise InputError("--record gives the contract, declarer and tricks: leave them out")
            _enter_record(store, path, record, seats, board, lead, lang)
            return
        if board is None or contract is None:
            raise InputError("give --board and --contract (or --csv FILE, or --record FILE)")
        entry = replace(
            seats,
            board=board,
            contract=_pbn_contract(contract, lang),
            declarer=_pbn_seat(declarer, lang),
            tricks=tricks,
            lead=lead,
            where="result",
        )
        store.add_result(entry)
        say(_("board {board}: {contract} entered", lang, board=board, contract=contract))


def _pbn_contract(text: str, lang: str) -> str:
    """The contract typed in the language's letters (German 4C is Coeur) as
    the event stores it, in PBN, with a declarer written in it kept; what it
    cannot read is left to the store, which says it with the board."""
    try:
        parsed = read_contract(text, lang)
    except BridgeError:
        return text
    if parsed.is_passed_out or parsed.declarer is None:
        return parsed.to_pbn()
    return parsed.to_pbn() + parsed.declarer.letter


def _pbn_seat(text: str | None, lang: str) -> str | None:
    """The declarer typed in the language's letter (Dutch Z, German O) as
    PBN's; what it cannot read is left to the store, as a contract is."""
    try:
        return read_seat(text, lang).letter if text else text
    except BridgeError:
        return text


def _table(
    board: int,
    ns: int | None,
    ew: int | None,
    south: int | None,
    west: int | None,
    match: int | None,
    room: str | None,
) -> ResultEntry:
    """Where a table sat, from the options: an entry still without its result."""
    return ResultEntry(
        board, match=match, room=room, ns=ns, ew=ew, ns_partner=south, ew_partner=west
    )


def _enter_record(
    store: EventStore,
    path: Path,
    file: Path,
    seats: ResultEntry,
    board: int | None,
    lead: str | None,
    lang: str,
) -> None:
    """``result --record``: the ruled table record as the table's result."""
    found = read_table_record(file)
    if board is not None and board != found.board:
        raise InputError(
            "{path}: the table record is board {found}, not board {board}",
            path=file,
            found=found.board,
            board=board,
        )
    check_board(found, store.snapshot(results=False), str(file))
    entry = replace(found.entry(seats, lang), where=str(file), lead=lead)
    adjust = f"bridgelaws event adjust {path} -b {found.board}" + _seat_options(seats)
    penalties = found.seat_penalties(lang)
    if not found.scored:
        store.add_pending(entry, found.status, record=found.record, penalties=penalties)
        say(
            _(
                "board {board}: the table record stops at {status}; the board cannot be scored "
                "as played and waits for the director's adjusted score (Law 12).",
                lang,
                board=found.board,
                status=found.status_words(lang),
            )
        )
    else:
        store.add_result(entry, penalties)
        what = found.contract or ""
        if found.declarer is not None:
            what = _(
                "{contract} by {declarer}, {tricks} tricks",
                lang,
                contract=found.contract,
                declarer=found.declarer,
                tricks=found.tricks,
            )
        say(_("board {board}: {contract} entered", lang, board=found.board, contract=what))
    for penalty in found.penalties:
        # 90A: entered with the table, off the offender's score only
        say("  " + _("entered: {penalty}", lang, penalty=penalty.describe(lang)))
    if found.scored and not (found.needs_director or found.may_penalise or found.fouled):
        return
    if found.scored and found.needs_director:
        say(_("The rulings at this table may call for an adjusted score (Law 12).", lang))
    elif found.scored and found.may_penalise:
        say(_("The rulings at this table allow a procedural penalty (Law 90).", lang))
    elif found.scored:
        say(_("A ruling at this table scores the board as fouled (Law 87).", lang))
    for flag in found.flags:
        say("  " + flag.describe(lang))
    if not found.scored or found.needs_director:
        say(_("The director decides; to adjust the score: {command} ...", lang, command=adjust))
    if found.fouled:
        say(
            _(
                "Mark the tables that played the board in that form: bridgelaws event fouled "
                "{path} -b {board} --table NS:EW ...",
                lang,
                path=path,
                board=found.board,
            )
        )
    if found.may_penalise:
        say(
            _(
                "To give a procedural penalty: bridgelaws event adjust {path} --penalty 25% "
                "--pair ... -b {board} (in IMPs: 3IMP, with --match)",
                lang,
                path=path,
                board=found.board,
            )
        )


def _seat_options(seats: ResultEntry) -> str:
    parts: list[str] = []
    for name, value in (
        ("--ns", seats.ns),
        ("--ew", seats.ew),
        ("--south", seats.ns_partner),
        ("--west", seats.ew_partner),
        ("--match", seats.match),
        ("--room", seats.room),
    ):
        if value is not None:
            parts.append(f" {name} {value}")
    return "".join(parts)


def _csv_entries(path: Path) -> Iterator[ResultEntry]:
    try:
        text = decode_text(read_file(path, MAX_GAME_FILE))
    except BridgeError as exc:
        raise InputError("{path}: {problem}", path=path, problem=exc) from None
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        rows = list(reader)
    except csv.Error as exc:  # a field longer than the csv module allows, a NUL
        raise InputError(
            "{file} row {row}: not CSV ({reason})",
            file=path.name,
            row=reader.line_num,
            reason=exc,
        ) from None
    for row_number, row in enumerate(rows, 2):
        where = InputError("{file} row {row}", file=path.name, row=row_number)

        def number(name: str, row: dict[str, str] = row, where: InputError = where) -> int | None:
            text = (row.get(name) or "").strip()
            if not text:
                return None
            digits = text.removeprefix("-")
            if not (digits.isascii() and digits.isdigit() and len(digits) <= 9):  # not "²"
                raise InputError(
                    "{where}: {column} {value} is not a number",
                    where=where,
                    column=name,
                    value=repr(text[:20]),
                )
            return int(text)

        board = number("board")
        if board is None:
            raise InputError("{where}: no board", where=where)
        yield ResultEntry(
            board,
            contract=(row.get("contract") or "").strip() or None,
            declarer=(row.get("declarer") or "").strip() or None,
            tricks=number("tricks"),
            lead=(row.get("lead") or "").strip() or None,
            match=number("match"),
            room=(row.get("room") or "").strip() or None,
            round=number("round"),
            table=number("table"),
            where=where,
            ns=number("ns"),
            ew=number("ew"),
            ns_partner=number("south"),
            ew_partner=number("west"),
        )


def _penalty(text: str) -> tuple[float, PenaltyUnit]:
    found = parse_penalty(text)
    if found is None:
        raise InputError("--penalty {value}: expected e.g. 25%, 2MP or 3IMP", value=repr(text))
    return found


@event_app.command()
def adjust(
    path: EventFile,
    board: BoardOpt = None,
    ns: NsOpt = None,
    ew: EwOpt = None,
    south: SouthOpt = None,
    west: WestOpt = None,
    match: MatchOpt = None,
    room: RoomOpt = None,
    artificial: Annotated[
        str | None, typer.Option(help="Artificial scores NS/EW (12C2), e.g. A+/A-.")
    ] = None,
    assigned: Annotated[int | None, typer.Option(help="Assigned score, NS points.")] = None,
    weighted: Annotated[
        str | None, typer.Option(help="Weighted score (12C1c), e.g. 0.6:420,0.4:-50.")
    ] = None,
    split: Annotated[
        str | None, typer.Option(help="Split score NS/EW (12C1e), e.g. 420/-50 or A+/-50.")
    ] = None,
    penalty: Annotated[
        str | None, typer.Option(help="Procedural penalty (Law 90): 25%, 2MP or 3IMP.")
    ] = None,
    pair: Annotated[int | None, typer.Option(help="Who gets the penalty.")] = None,
    note: Annotated[str, typer.Option(help="The director's reason.")] = "",
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Enter an adjusted score (Law 12) or a procedural penalty (Law 90). An
    adjusted score for a table that already has a result (or waits for one
    after 'result --record') replaces it and keeps its note."""
    with _event(path, lang) as store:
        if penalty is not None:
            if pair is None:
                raise InputError("--penalty needs --pair (who is penalised)")
            amount, unit = _penalty(penalty)
            store.add_penalty(pair, amount, unit, board=board, match=match, reason=note)
            say(_("penalty {penalty} for {pair} entered", lang, penalty=penalty, pair=pair))
            return
        given = [x for x in (artificial, assigned, weighted, split) if x is not None]
        if len(given) != 1:
            raise InputError("give one of --artificial, --assigned, --weighted or --split")
        if board is None:
            raise InputError("give --board")
        ns_out: Stored
        ew_out: Stored
        if artificial is not None:
            ns_text, _sep, ew_text = artificial.partition("/")
            ns_out = parse_outcome(ns_text)
            ew_out = parse_outcome(ew_text or ns_text)
            if not isinstance(ns_out, ArtificialScore) or not isinstance(ew_out, ArtificialScore):
                raise InputError(
                    "--artificial {value}: expected e.g. A+/A-", value=repr(artificial)
                )
        elif assigned is not None:
            ns_out = ew_out = assigned
        elif weighted is not None:
            ns_out = ew_out = parse_weighted(weighted)
        else:
            assert split is not None
            ns_text, sep, ew_text = split.partition("/")
            if not sep:
                raise InputError("--split {value}: expected NS/EW, e.g. 420/-50", value=repr(split))
            ns_out, ew_out = _split_side(ns_text), _split_side(ew_text)
        entry = replace(
            _table(board, ns, ew, south, west, match, room),
            ns_outcome=ns_out,
            ew_outcome=ew_out,
            note=note or None,
            where="adjust",
        )
        replaced = store.adjust_result(entry)[1]
        say(_("board {board}: adjusted score entered", lang, board=board))
        if replaced is not None:
            say("  " + _replaced(replaced, lang))


@event_app.command()
def fouled(
    path: EventFile,
    board: Annotated[int, typer.Option("--board", "-b", help="The fouled board.")],
    table: Annotated[
        list[str],
        typer.Option("--table", help="NS:EW pair numbers of a table that played this form."),
    ],
    version: Annotated[
        str, typer.Option(help="Name of the form they played (e.g. B); '' for as dealt.")
    ] = "B",
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Law 87: mark the tables that played a fouled board in another form;
    the board is then scored within each group, every group on the full top."""
    with _event(path, lang) as store:
        tables: list[tuple[int, int]] = []
        for item in table:
            ns_text, sep, ew_text = item.partition(":")
            if not sep or not ns_text.strip().isdigit() or not ew_text.strip().isdigit():
                raise InputError(
                    "--table {value}: expected NS:EW pair numbers, e.g. 3:11", value=repr(item)
                )
            tables.append((int(ns_text), int(ew_text)))
        count = store.set_fouled(board, tables, version)
        say(
            _(
                "board {board}: {count} tables marked as form {version} (Law 87)",
                lang,
                board=board,
                count=count,
                version=version or "-",
            )
        )


def _replaced(replaced: Replaced, lang: str) -> str:
    if replaced.kind == "pending":
        return _("It replaces the table that was waiting for an adjusted score.", lang)
    if replaced.contract is None:
        return _("It replaces the adjusted score entered before.", lang)
    played = replaced.contract
    if replaced.declarer is not None:
        played = _(
            "{contract} by {declarer}, {tricks} tricks",
            lang,
            contract=replaced.contract,
            declarer=replaced.declarer,
            tricks=replaced.tricks,
        )
    return _("It replaces the table result {result}.", lang, result=played)


def _split_side(text: str) -> Stored:
    return parse_weighted(text) if ":" in text else parse_outcome(text)


def _ranking_table(scores: EventScores, lang: str) -> RichTable:
    settings = scores.data.settings
    title = f"{settings.name} ({word(settings.kind, lang)}, {word(scores.unit, lang)})"
    table = RichTable(title=title)
    for key, name in zip(ranking_header(scores), ranking_labels(scores, lang), strict=True):
        table.add_column(name, justify="left" if key == "name" else "right")
    for row in ranking_rows(scores, lang):
        table.add_row(*row)
    return table


def _warnings(scores: EventScores, lang: str) -> None:
    """What the director still has to do: one-room team boards, pending tables."""
    for match in scores.matches:
        if match.incomplete:
            say(
                _(
                    "match {home} - {away}: boards {boards} have one room only (Law 86B1: "
                    "enter an adjusted score for the other room)",
                    lang,
                    home=match.home.name,
                    away=match.away.name,
                    boards=", ".join(map(str, match.incomplete)),
                )
            )
    for row in pending_rows(scores):
        say(
            _(
                "board {board} ({ns} - {ew}): waits for the director's adjusted score "
                "(event adjust); not scored yet",
                lang,
                board=row["board"],
                ns=row["ns"],
                ew=row["ew"],
            )
        )


@event_app.command("score")
def score_command(
    path: EventFile,
    json_out: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Score the event and print the ranking."""
    with _event(path, lang) as store:
        data = store.snapshot()
        scores = score_event(data)
        missing = missing_tables(data)
        if json_out:
            body = {
                "unit": scores.unit,
                "ranking": ranking_json(scores),
                "pending": pending_rows(scores),
                "missing": [asdict(m) for m in missing],
            }
            sys.stdout.write(json.dumps(body, indent=2, ensure_ascii=False) + "\n")
            return
        _missing(missing, lang)
        console.print(_ranking_table(scores, lang))
        _warnings(scores, lang)


def _missing(missing: list[MissingTable], lang: str) -> None:
    """The movement's tables without a result, listed before the ranking."""
    if not missing:
        return
    say(_("Results missing ({count}):", lang, count=len(missing)))
    for m in missing:
        say(
            "  "
            + _(
                "round {round}, table {table}, board {board}: NS {ns} - EW {ew}",
                lang,
                round=m.round,
                table=m.table,
                board=m.board,
                ns=m.ns,
                ew=m.ew,
            )
        )


def _card_table(scores: EventScores, card: ScoreCard, lang: str) -> RichTable:
    who = card.standing.participant
    standing = card.standing
    title = _(
        "Score card of {contestant} {number}: {name}",
        lang,
        contestant=word(contestant_word(scores), lang),
        number=who.number,
        name=who.name,
    )
    summary = [
        _("rank {rank}", lang, rank=standing.label),
        f"{standing.boards} {word('boards', lang)}",
        f"{figure(standing.total)} {word(scores.unit, lang)}",
    ]
    mp = scores.unit == "MP"
    if mp:
        summary.append(f"{figure(standing.percent)} %")
    if standing.penalty:
        summary.append(f"{word('penalty', lang)} {figure(standing.penalty)}")
    table = RichTable(title=title, caption=" · ".join(summary))
    teams = scores.data.settings.kind == "teams"
    individual = scores.data.settings.kind == "individual"
    unit = word("MP" if mp else "IMP" if scores.unit == "VP" else scores.unit, lang)
    columns: list[tuple[str, str]] = [("board", _("board", lang))]
    if teams:
        columns.append(("room", _("room", lang)))
    columns.append(("direction", word("direction", lang)))
    if individual:
        columns.append(("partner", _("partner", lang)))
    columns += [
        ("opponents", _("opponents", lang)),
        ("contract", _("contract", lang)),
        ("declarer", _("by", lang)),
        ("tricks", _("tricks", lang)),
        ("lead", _("lead", lang)),
        ("score", _("score", lang)),
        ("value", unit),
    ]
    if mp:
        columns.append(("percent", "%"))
    columns.append(("adjusted", ""))
    for key, name in columns:
        table.add_column(name, justify="left" if key in ("adjusted", "contract") else "right")
    for row in card.rows:
        cells = [row[key] for key, _name in columns]
        if row["note"]:
            cells[-1] = f"{cells[-1]} *" if cells[-1] else "*"
        table.add_row(*cells)
    return table


def _print_whole(table: RichTable) -> None:
    """Print a table at its natural width, wider than the terminal if need
    be: a score card's figures are never cut ("11.…") to fit 80 columns."""
    width = Measurement.get(console, console.options, table).maximum
    console.print(table, width=max(width, console.width), crop=False)


def _card_notes(card: ScoreCard, lang: str) -> list[str]:
    """The director's notes of a score card, printed under it (they are long)."""
    return [
        f"* {_('board', lang)} {row['board']}: {row['note']}" for row in card.rows if row["note"]
    ]


@event_app.command()
def report(
    path: EventFile,
    format: Annotated[
        str, typer.Option("--format", "-f", help="terminal, cards, csv, html or pbn.")
    ] = "terminal",
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write to file.")] = None,
    travellers: Annotated[
        bool, typer.Option(help="CSV: the travellers instead of the ranking.")
    ] = False,
    cards: Annotated[
        bool | None,
        typer.Option(
            "--cards/--no-cards",
            help="CSV: the personal score cards instead of the ranking; HTML: with score "
            "cards (the default) or without.",
        ),
    ] = None,
    pair: Annotated[
        int | None, typer.Option("--pair", help="Score cards of this participant only.")
    ] = None,
    hands: Annotated[
        bool,
        typer.Option(
            "--hands/--no-hands",
            help="HTML: each board's hand record with double-dummy table and par.",
        ),
    ] = True,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Reports: the ranking and travellers as CSV, HTML (for the club's web
    site, with a printable score card per participant), PBN (ScoreTable,
    TotalScoreTable, ScoreMP/IMP/Percentage), or on the terminal; '-f cards'
    prints the personal score cards."""
    with _event(path, lang) as store:
        scores = score_event(store.snapshot())
        if format == "terminal":
            _terminal(scores, lang)
            return
        if format == "cards":
            for card in score_cards(scores, pair, lang):
                _print_whole(_card_table(scores, card, lang))
                for line in _card_notes(card, lang):
                    say(line)
            return
        if format == "csv":
            if travellers and cards:
                raise InputError("--travellers and --cards: choose one")
            if cards:
                text = cards_csv(scores, pair)
            else:
                text = travellers_csv(scores) if travellers else ranking_csv(scores)
        elif format == "html":
            text = html_report(scores, lang, cards=cards is not False, pair=pair, hands=hands)
        elif format == "pbn":
            text = export_pbn(scores)
        else:
            raise InputError(
                "--format {value}: choose terminal, cards, csv, html or pbn", value=repr(format)
            )
        if output is not None:
            output.write_text(text, encoding="utf-8")
            say(_("{format} report written to {path}", lang, format=format, path=output))
        else:
            sys.stdout.write(text)


def _terminal(scores: EventScores, lang: str) -> None:
    gaps = missing_tables(scores.data)
    _missing(gaps, lang)
    console.print(_ranking_table(scores, lang))
    people = scores.data.participants
    unit = word(
        "MP" if scores.unit == "MP" else "IMP" if scores.unit == "VP" else scores.unit, lang
    )
    ns, ew = word("NS", lang), word("EW", lang)
    for number, lines in sorted(scores.travellers.items()):
        table = RichTable(title=_("Board {number}", lang, number=number))
        for name in (
            ns,
            ew,
            _("contract", lang),
            _("by", lang),
            _("tricks", lang),
            _("score NS", lang),
            f"{unit} {ns}",
            f"{unit} {ew}",
        ):
            table.add_column(name, justify="right")
        for line in lines:
            r = line.result
            table.add_row(
                str(people[r.ns].number) if r.ns is not None else "",
                str(people[r.ew].number) if r.ew is not None else "",
                contract_words(r.contract, lang) or word(r.kind, lang),
                seat_letter(r.declarer, lang),
                "" if r.tricks is None else str(r.tricks),
                figure(line.ns_points, 1) if line.ns_points is not None else str(r.ns_outcome),
                figure(line.ns),
                figure(line.ew),
            )
        for gap in gaps:
            if gap.board == number:
                table.add_row(str(gap.ns), str(gap.ew), word("missing", lang), "", "", "", "", "")
        console.print(table)
    _warnings(scores, lang)
