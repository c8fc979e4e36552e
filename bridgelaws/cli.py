"""The ``bridgelaws`` command line: deal, show, score and replay.

The commands only read input, call the library and print; no law is decided here.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable, Sequence
from importlib.resources import files as package_files
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table as RichTable
from rich.text import Text

from bridgelaws.board import Board, Vulnerability
from bridgelaws.calls import Contract
from bridgelaws.cards import (
    SUITS_DISPLAY_ORDER,
    BridgeError,
    Card,
    Deal,
    InputError,
    Seat,
    Side,
    render_error,
)
from bridgelaws.cli_direct import direct
from bridgelaws.cli_event import event_app
from bridgelaws.cli_judge import judge_command
from bridgelaws.cli_rubber import rubber_app
from bridgelaws.cli_words import argv_language, localize
from bridgelaws.cluster import replay_on_cluster
from bridgelaws.editions import get_edition
from bridgelaws.formats.convert import IrregularityMessage, table_to_game
from bridgelaws.formats.files import (
    MAX_RECORD_FILE,
    decode_text,
    read_file,
    read_stream,
    unwritable,
)
from bridgelaws.formats.messages import located
from bridgelaws.formats.pbn import write_pbn
from bridgelaws.formats.tables import ReadBoard, read_tables
from bridgelaws.i18n import LANGUAGES, catalog, translate
from bridgelaws.notation import (
    call_text,
    card_text,
    rank_text,
    read_contract,
    read_seat,
    seat_letter,
    seat_word,
    side_text,
    vulnerability_text,
)
from bridgelaws.notation import contract_text as notation_contract
from bridgelaws.notation import notation as notation_of
from bridgelaws.record import TableRecord
from bridgelaws.replay import ReplayReport, replay
from bridgelaws.report_text import report_lines
from bridgelaws.rulings import irregularity_name
from bridgelaws.scoring.duplicate import score as law77_score
from bridgelaws.table import Table
from bridgelaws.terminal import error_console, output_console, print_error, print_input_error
from bridgelaws.web.command import serve

app = typer.Typer(
    add_completion=False,
    rich_markup_mode="markdown",
    no_args_is_help=True,
    help="The Laws of Contract Bridge as software: deal, show, score and replay boards.",
)
app.add_typer(rubber_app, name="rubber")
app.add_typer(event_app, name="event")
console = output_console()
errors = error_console()
app.command("direct")(direct)
app.command("judge")(judge_command)


def fail(message: str | BaseException, lang: str = "en") -> typer.Exit:
    """Exit code 2 after the error line in ``lang``."""
    if isinstance(message, BaseException):
        print_input_error(errors, message, lang)
    else:
        print_error(errors, message, lang)
    return typer.Exit(2)


def check_lang(lang: str) -> None:
    """A language the messages can be given in (the error itself in English)."""
    if lang not in LANGUAGES:
        raise fail(
            InputError(
                "language {value} is not available (known: {known})",
                value=repr(lang),
                known=", ".join(LANGUAGES),
            )
        )


def check_edition(edition: str | None, lang: str = "en") -> None:
    try:
        get_edition(edition)
    except BridgeError as exc:
        raise fail(exc, lang) from None


def sample_path() -> Path:
    """The embedded sample file replayed when no path is given."""
    return Path(str(package_files("bridgelaws") / "data" / "sample.pbn"))


@app.command()
def deal(
    count: Annotated[int, typer.Option("--count", "-n", help="How many boards.")] = 4,
    seed: Annotated[int | None, typer.Option(help="Seed for reproducible deals.")] = None,
    number: Annotated[
        list[int] | None, typer.Option("--number", help="Deal number(s) to print.")
    ] = None,
    first: Annotated[int, typer.Option("--first", help="Number of the first board.")] = 1,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write to file.")] = None,
    lang: Annotated[str, typer.Option("--lang", help="nl (default), en or de.")] = "nl",
) -> None:
    """Deal boards as PBN, from a seed (reproducible), deal numbers or the OS's
    secure random generator. Dealer and vulnerability follow Law 2."""
    check_lang(lang)
    if count < 0:
        raise fail(InputError("--count must be 0 or more, not {value}", value=count), lang)
    if first < 1:
        raise fail(InputError("--first must be 1 or more, not {value}", value=first), lang)
    try:
        if number:
            deals = [Deal.from_number(n) for n in number]
        else:
            rng = random.Random(seed) if seed is not None else None
            deals = [Deal.random(rng) for _ in range(count)]
    except BridgeError as exc:
        raise fail(exc, lang) from None
    games = []
    for offset, dealt in enumerate(deals):
        table = Table(Board.numbered(first + offset, dealt))
        games.append(
            table_to_game(table, {"Event": "bridgelaws deal", "DealNumber": str(dealt.number())})
        )
    text = write_pbn(games)
    if output is not None:
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            problem = unwritable(exc)
            raise fail(
                InputError("{path}: {problem}", path=str(output), problem=problem), lang
            ) from None
        console.print(
            translate(
                "{count} boards written to {path}", lang, count=str(len(games)), path=str(output)
            ),
            markup=False,
        )
    else:
        sys.stdout.write(text)


@app.command("score")
def score_command(
    contract: Annotated[
        str,
        typer.Argument(
            help="Contract, e.g. 4HX, 3NT, 6SXX, Pass (Dutch 3SA, 4K; German 4C for Coeur)."
        ),
    ],
    declarer: Annotated[
        str, typer.Option("--declarer", "-d", help="N, E, S or W (Dutch N, O, Z, W).")
    ] = "S",
    tricks: Annotated[
        int,
        typer.Option("--tricks", "-t", help="Tricks won by declarer (default: exactly made)."),
    ] = -1,
    vulnerable: Annotated[
        str, typer.Option("--vulnerable", "-v", help="None, NS, EW or All (Dutch NZ, OW, allen).")
    ] = "None",
    json_out: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    lang: Annotated[str, typer.Option("--lang", help="nl (default), en or de.")] = "nl",
) -> None:
    """The Law 77 score of one board."""
    check_lang(lang)
    try:
        parsed, seat, vul = _score_words(contract, declarer, vulnerable, lang)
        if tricks < -1:
            raise InputError("{value} is not a number of tricks (0 to 13)", value=str(tricks))
        if parsed.is_passed_out and tricks > 0:
            raise InputError("a board passed out has no tricks")
        if tricks < 0:
            tricks = 0 if parsed.is_passed_out else parsed.tricks_needed
        points = law77_score(parsed, tricks, vul.is_vulnerable(seat))
    except BridgeError as exc:
        raise fail(exc, lang) from None
    ns = points if seat.side is Side.NS else -points
    if json_out:
        console.print_json(
            json.dumps(
                {
                    "contract": parsed.to_pbn(),
                    "declarer": seat.letter,
                    "tricks": tricks,
                    "vulnerable": vul.value,
                    "score": {"NS": ns, "EW": -ns},
                }
            )
        )
        return
    result = tricks - parsed.tricks_needed if not parsed.is_passed_out else 0
    made = "=" if result == 0 else f"{result:+d}"
    console.print(
        translate(
            "{contract} {made} ({tricks} tricks), vulnerable: {vulnerable}: {ns} {nsscore}, "
            "{ew} {ewscore} (Law 77)",
            lang,
            contract=_contract_cell(str(parsed.with_declarer(seat)), lang),
            made=made,
            tricks=str(tricks),
            vulnerable=vulnerability_text(vul, lang),
            ns=side_text(Side.NS, lang),
            nsscore=f"{ns:+d}",
            ew=side_text(Side.EW, lang),
            ewscore=f"{-ns:+d}",
        ),
        markup=False,
        highlight=False,
    )


def _score_words(
    contract: str, declarer: str, vulnerable: str, lang: str
) -> tuple[Contract, Seat, Vulnerability]:
    """The contract, declarer and vulnerability in the language's own notation
    (Dutch 3SA, Z, NZ; German 4C for Coeur, O, OW) or as PBN writes them (4HX,
    S, NS) where the language has no such letter; a value neither reads is
    refused in the language's words."""
    parsed = read_contract(contract, lang)
    seat = read_seat(declarer, lang)
    try:
        vul = Vulnerability.parse(vulnerable)
    except BridgeError:
        words = [w.lower() for w in notation_of(lang).vulnerability]
        if vulnerable.strip().lower() not in words:
            raise
        order = (Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.ALL)
        vul = order[words.index(vulnerable.strip().lower())]
    return parsed, seat, vul


def _board_problems(board: ReadBoard) -> list[tuple[int, InputError]]:
    """What could not be replayed of one board, with the line: the reader's
    problems, actions refused and departures from PBN (the irregularities the
    engine recognised are in the board's report)."""
    found: list[tuple[int, InputError]] = []
    converted = board.converted
    if converted is not None:
        for problem in (*converted.unreadable, *converted.illegal, *converted.repaired):
            message = problem.message or InputError("{part}", part=problem.error)
            if not isinstance(message, IrregularityMessage):
                found.append((problem.line, message))
    if board.message is not None:
        found.append((board.line, board.message))
    elif board.error is not None:
        found.append((board.line, InputError("{part}", part=board.error)))
    return found


def _hand_lines(table: Table, seat: Seat, lang: str) -> list[str]:
    deal_ = table.board.deal
    if deal_ is None:
        return ["?"]
    hand = deal_[seat]
    return [
        f"{suit.symbol} " + (" ".join(rank_text(c.rank, lang) for c in hand.suit(suit)) or "—")
        for suit in SUITS_DISPLAY_ORDER
    ]


def render_table(table: Table, title: str, lang: str = "en") -> None:
    """Draw one board: diagram, auction, play and the director's report."""
    board = table.board
    heading = translate(
        "{title}: dealer {dealer}, vulnerable: {vulnerable}",
        lang,
        title=title,
        dealer=seat_word(board.dealer, lang),
        vulnerable=vulnerability_text(board.vulnerability, lang),
    )
    console.rule(Text(heading, style="bold"))
    grid = RichTable.grid(padding=(0, 4))
    for _ in range(3):
        grid.add_column(min_width=16)

    def hand(seat: Seat) -> Text:
        return Text.assemble(
            (seat_word(seat, lang), "bold"), "\n" + "\n".join(_hand_lines(table, seat, lang))
        )

    grid.add_row("", hand(Seat.NORTH), "")
    grid.add_row(hand(Seat.WEST), "", hand(Seat.EAST))
    grid.add_row("", hand(Seat.SOUTH), "")
    console.print(grid)
    if table.auction.calls:
        auction = RichTable(title=translate("Auction", lang), show_edge=False)
        for seat in (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH):
            auction.add_column(seat_word(seat, lang), justify="center")
        cells = [""] * ((board.dealer - Seat.WEST) % 4)
        cells += [call_text(call, lang) for _, call in table.auction.calls]
        for start in range(0, len(cells), 4):
            auction.add_row(
                *(cells[start : start + 4] + [""] * (4 - len(cells[start : start + 4])))
            )
        console.print(auction)
    if table.play is not None and (table.play.tricks or table.play.current):
        play = RichTable(title=translate("The play", lang), show_edge=False)
        for column in ("#", "Lead", "2nd", "3rd", "4th", "Won by"):
            play.add_column(translate(column, lang), justify="center")

        def trick_cells(cards: Sequence[tuple[Seat, Card]]) -> list[str]:
            shown = [f"{seat_letter(s, lang)}:{card_text(c, lang)}" for s, c in cards]
            return shown + [""] * (4 - len(shown))

        for number, trick in enumerate(table.play.tricks, 1):
            play.add_row(str(number), *trick_cells(trick.cards), seat_word(trick.winner, lang))
        if table.play.current:  # the trick in progress: no winner yet
            play.add_row(str(len(table.play.tricks) + 1), *trick_cells(table.play.current), "…")
        console.print(play)
    for line in report_lines(table, lang):
        console.print(line, markup=False, highlight=False)


def _say_problems(
    title: str, where: Path, rows: list[tuple[int, str | None, InputError]], lang: str
) -> None:
    """A list of what could not be read, each with its place."""
    console.print(Text(translate(title, lang, count=str(len(rows))), style="bold yellow"))
    for line, board, message in rows:
        console.print(
            "- " + located(str(where), line, board, message).render(lang),
            markup=False,
            highlight=False,
        )


@app.command()
def show(
    file: Annotated[Path, typer.Argument(help="A PBN or LIN file.")],
    board: Annotated[str | None, typer.Option("--board", "-b", help="Board number.")] = None,
    edition: Annotated[str | None, typer.Option(help="2017 (default) or 2007.")] = None,
    lang: Annotated[str, typer.Option("--lang", help="nl (default), en or de.")] = "nl",
) -> None:
    """Draw boards of a file as diagrams with auction, play and result, and
    list what could not be read (file, line, board, what), in ``--lang``."""
    check_lang(lang)
    check_edition(edition, lang)
    try:
        read = read_tables(file, edition)
    except InputError as exc:  # the file itself: missing, not a regular file, too large
        raise fail(InputError("{path}: {problem}", path=str(file), problem=exc), lang) from None
    boards = read.boards
    labels = [
        str(number) if read.format == "lin" and b.board == "?" else b.board
        for number, b in enumerate(boards, 1)
    ]
    chosen = [(label, b) for label, b in zip(labels, boards, strict=True) if board in (None, label)]
    unread = [
        (p.line, p.board, p.message or InputError("{part}", part=p.error)) for p in read.problems
    ]
    if board is not None:
        unread = [row for row in unread if row[1] == board]
    if not chosen:
        for line, label, message in unread:
            print_input_error(errors, located(str(file), line, label, message), lang)
        if board is not None:
            raise fail(InputError("{file}: no board {board}", file=str(file), board=board), lang)
        raise fail(InputError("{file}: no boards", file=str(file)), lang)
    problems = 0
    for label, read_board in chosen:
        title = translate("{file}, board {number}", lang, file=file.name, number=label)
        found = _board_problems(read_board)
        problems += len(found)
        if read_board.table is not None:
            render_table(read_board.table, title, lang)
        else:
            console.rule(Text(title, style="bold"))
        if found:
            _say_problems(
                "Not read or not replayed ({count}):",
                file,
                [(line, label, message) for line, message in found],
                lang,
            )
    if unread:
        console.rule()
        _say_problems("Not read ({count}):", file, unread, lang)
    if problems or unread:
        raise typer.Exit(1)


@app.command()
def rule(
    file: Annotated[Path, typer.Argument(help="A table record (JSON, spec §1); - for stdin.")],
    json_out: Annotated[bool, typer.Option("--json", help="Print the spec §2 report.")] = False,
    lang: Annotated[str, typer.Option("--lang", help="nl (default), en or de.")] = "nl",
    edition: Annotated[
        str | None, typer.Option(help="Overrides the record's edition: 2017 or 2007.")
    ] = None,
) -> None:
    """What the Laws make of a table record: irregularities, rulings with every
    option, obligations still in force, contract, tricks and score."""
    try:
        catalog(lang)
    except BridgeError as exc:
        raise fail(str(exc)) from None
    try:
        if str(file) == "-":
            data = read_stream(sys.stdin.buffer, MAX_RECORD_FILE)
        else:
            data = read_file(file, MAX_RECORD_FILE)
        record = TableRecord.loads(decode_text(data))
        if edition is not None:
            get_edition(edition)
            record.edition = edition
        table = Table.from_record(record)
        report = table.report(lang)
    except BridgeError as exc:
        raise fail(f"{file}: {render_error(exc, lang)}", lang) from None
    if json_out:
        sys.stdout.write(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
        return
    for line in report_lines(table, lang):
        console.print(line, markup=False, highlight=False)


#: the replay summary's sections: title, the report's rows, and their columns
_SECTIONS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("Unreadable records", "unreadable", ("file", "board", "line", "error")),
    ("Illegal calls and cards", "illegal", ("file", "board", "line", "law", "error")),
    ("Recorded irregularities", "irregularities", ("file", "board", "irregularity", "laws")),
    (
        "Score mismatches",
        "score_mismatches",
        ("file", "board", "contract", "tricks", "recorded", "computed"),
    ),
    ("Result mismatches", "result_mismatches", ("file", "board", "recorded", "computed")),
    ("Contract mismatches", "contract_mismatches", ("file", "board", "recorded", "computed")),
    (
        "Revokes marked ^R",
        "revokes",
        ("file", "board", "offender", "trick", "laws", "transfers", "note"),
    ),
    ("Read despite departures from PBN", "repaired", ("file", "board", "line", "note")),
)

#: the columns' headings
_COLUMNS = {
    "file": "File",
    "board": "Board",
    "line": "Line",
    "law": "Law",
    "error": "What is wrong",
    "irregularity": "Irregularity",
    "laws": "Laws",
    "contract": "Contract",
    "tricks": "Tricks",
    "recorded": "Recorded",
    "computed": "Computed",
    "offender": "Offender",
    "trick": "Trick",
    "transfers": "Tricks transferred",
    "note": "Note",
}


#: what the replay's own codes for PBN's '^' marks on Declarer and Result mean
_MARKS = {
    "declarer_swapped": "Declarer's partner played the hand (^ on Declarer)",
    "result_differs": "Result agreed other than the cards show (^ on Result)",
}


def _contract_cell(text: str, lang: str) -> str:
    """A contract as the report writes it (``4S by N``, ``Pass``) in ``lang``."""
    pbn, _, seat = text.partition(" by ")
    try:
        contract = Contract.parse(pbn)
        declarer = Seat.parse(seat) if seat else None
    except BridgeError:
        return text
    if contract.denomination is None or contract.level is None:
        return translate("passed out", lang)
    words = notation_contract(contract.level, contract.denomination, contract.risk.suffix, lang)
    if declarer is None:
        return words
    return translate("{contract} by {seat}", lang, contract=words, seat=seat_word(declarer, lang))


def _side_cell(text: str, lang: str) -> str:
    """``NS 420`` with the side in ``lang`` (``NZ 420``)."""
    side, _, points = text.partition(" ")
    if side in ("NS", "EW"):
        return f"{side_text(Side[side], lang)} {points}"
    return text


def _cell(row: dict[str, Any], column: str, lang: str) -> str:
    """One cell of the summary in ``lang``: never a code, a list or ``None``."""
    value = row.get(column)
    if column in ("error", "note"):
        return str(row.get("text", value if value is not None else ""))
    if value is None or value == "":
        return "—"
    if column == "irregularity":
        mark = _MARKS.get(str(value))
        return translate(mark, lang) if mark else irregularity_name(str(value)).render(lang)
    if column == "laws":
        return ", ".join(str(law) for law in value)
    if column == "offender":
        try:
            return seat_word(Seat.parse(str(value)), lang)
        except BridgeError:
            return str(value)
    if column == "transfers":
        moved = [
            translate(
                "{tricks} to {side} ({law})",
                lang,
                tricks=str(item.get("tricks")),
                side=side_text(Side[str(item.get("to"))], lang),
                law=str(item.get("law")),
            )
            for item in value
            if str(item.get("to")) in ("NS", "EW")
        ]
        return "; ".join(moved) or "—"
    if column == "contract":
        return _contract_cell(str(value), lang)
    if column in ("recorded", "computed") and isinstance(value, str):
        return (
            _contract_cell(value, lang)
            if " by " in value or value == "Pass"
            else _side_cell(value, lang)
        )
    return str(value)


def _print_summary(report: ReplayReport, limit: int, lang: str = "en") -> None:
    console.print(
        translate(
            "{files} files, {boards} boards ({speed} boards/s); {complete} played to the end, "
            "{scored} scores checked",
            lang,
            files=str(report.files),
            boards=str(report.boards),
            speed=f"{report.boards_per_second:.0f}",
            complete=str(report.complete),
            scored=str(report.scored),
        ),
        markup=False,
        highlight=False,
    )
    for title, name, columns in _SECTIONS:
        rows: list[dict[str, Any]] = getattr(report, name)
        heading = translate(title, lang)
        if not rows:
            console.print(translate("{title}: none", lang, title=heading), markup=False)
            continue
        listing = RichTable(
            title=Text(f"{heading}: {len(rows)}"), title_justify="left", highlight=False
        )
        for column in columns:
            listing.add_column(translate(_COLUMNS[column], lang), overflow="fold")
        for row in rows[:limit]:
            listing.add_row(*(Text(_cell(row, c, lang)) for c in columns))
        console.print(listing)
        if len(rows) > limit:
            console.print(
                translate(
                    "… and {count} more (use --json for all)", lang, count=str(len(rows) - limit)
                ),
                markup=False,
            )


@app.command("replay")
def replay_command(
    paths: Annotated[
        list[Path] | None, typer.Argument(help="PBN/LIN files or folders (default: a sample).")
    ] = None,
    json_out: Annotated[
        bool, typer.Option("--json", help="Print the spec §5 JSON report.")
    ] = False,
    edition: Annotated[str | None, typer.Option(help="2017 (default) or 2007.")] = None,
    jobs: Annotated[
        int, typer.Option("--jobs", "-j", help="Processes to use (0: one per CPU core).")
    ] = 0,
    limit: Annotated[int, typer.Option(help="Rows listed per section.")] = 20,
    cluster: Annotated[
        str | None,
        typer.Option(
            "--cluster",
            help="Replay on the Dask scheduler at this address (e.g. tcp://host:8786); "
            "the workers must see the files under the same paths.",
        ),
    ] = None,
    dask_workers: Annotated[
        int,
        typer.Option(
            "--dask-workers", help="Replay on a local Dask cluster of N worker processes."
        ),
    ] = 0,
    lang: Annotated[str, typer.Option("--lang", help="nl (default), en or de.")] = "nl",
) -> None:
    """Replay every board through the engine and report what is wrong, in
    ``--lang`` (with ``--json``: each row's ``text``; ``error`` stays English).

    Exit code 0: everything readable, legal and agreeing; 1: something to look at."""
    check_lang(lang)
    check_edition(edition, lang)
    if jobs <= 0:
        jobs = os.cpu_count() or 1
    targets = paths or [sample_path()]
    missing = [str(p) for p in targets if not p.exists()]
    if missing:
        raise fail(InputError("no such file or folder: {paths}", paths=", ".join(missing)), lang)
    if dask_workers < 0:
        raise fail(InputError("--dask-workers must be 1 or more"), lang)
    if limit < 0:
        raise fail(InputError("--limit must be 0 or more"), lang)
    distributed = cluster is not None or dask_workers > 0

    def run(progress: Callable[[int, int], None] | None) -> ReplayReport:
        if not distributed:
            return replay(targets, edition, jobs, progress, lang)
        try:
            return replay_on_cluster(targets, edition, cluster, dask_workers, progress, lang=lang)
        except InputError as exc:
            raise fail(exc, lang) from None

    if json_out:
        report = run(None)
        sys.stdout.write(json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n")
    else:
        with Progress(
            TextColumn(translate("replaying", lang)),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=errors,
            transient=True,
        ) as bar:
            task = bar.add_task("replay", total=None)

            def tick(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            report = run(tick)
        _print_summary(report, limit, lang)
    raise typer.Exit(0 if report.ok else 1)


app.command("serve")(serve)


def main() -> None:
    localize(argv_language(sys.argv[1:]))
    app()


if __name__ == "__main__":
    main()
