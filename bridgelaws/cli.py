"""The ``bridgelaws`` command line: deal, show, score and replay.

The commands only read input, call the library and print; no law is decided here.
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Callable
from importlib.resources import files as package_files
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table as RichTable

from bridgelaws.board import Board, Vulnerability
from bridgelaws.calls import Contract
from bridgelaws.cards import (
    SUITS_DISPLAY_ORDER,
    BridgeError,
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
from bridgelaws.cluster import replay_on_cluster
from bridgelaws.editions import get_edition
from bridgelaws.formats.convert import table_to_game
from bridgelaws.formats.files import MAX_RECORD_FILE, decode_text, read_file, read_stream
from bridgelaws.formats.pbn import write_pbn
from bridgelaws.formats.tables import read_tables
from bridgelaws.i18n import catalog
from bridgelaws.record import TableRecord
from bridgelaws.replay import ReplayReport, replay
from bridgelaws.report_text import report_lines
from bridgelaws.scoring.duplicate import score as law77_score
from bridgelaws.table import Table
from bridgelaws.terminal import error_console, output_console, print_error
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


def fail(message: str, lang: str = "en") -> typer.Exit:
    print_error(errors, message, lang)
    return typer.Exit(2)


def check_edition(edition: str | None) -> None:
    try:
        get_edition(edition)
    except BridgeError as exc:
        raise fail(str(exc)) from None


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
) -> None:
    """Deal boards as PBN, from a seed (reproducible), deal numbers or the OS's
    secure random generator. Dealer and vulnerability follow Law 2."""
    if count < 0 or first < 1:
        raise fail("--count must be 0 or more and --first 1 or more")
    try:
        if number:
            deals = [Deal.from_number(n) for n in number]
        else:
            rng = random.Random(seed) if seed is not None else None
            deals = [Deal.random(rng) for _ in range(count)]
    except BridgeError as exc:
        raise fail(str(exc)) from None
    games = []
    for offset, dealt in enumerate(deals):
        table = Table(Board.numbered(first + offset, dealt))
        games.append(
            table_to_game(table, {"Event": "bridgelaws deal", "DealNumber": str(dealt.number())})
        )
    text = write_pbn(games)
    if output is not None:
        output.write_text(text, encoding="utf-8")
        console.print(f"{len(games)} boards written to {output}")
    else:
        sys.stdout.write(text)


@app.command("score")
def score_command(
    contract: Annotated[str, typer.Argument(help="Contract, e.g. 4HX, 3NT, 6SXX, Pass.")],
    declarer: Annotated[str, typer.Option("--declarer", "-d", help="N, E, S or W.")] = "S",
    tricks: Annotated[int, typer.Option("--tricks", "-t", help="Tricks won by declarer.")] = -1,
    vulnerable: Annotated[
        str, typer.Option("--vulnerable", "-v", help="None, NS, EW or All.")
    ] = "None",
    json_out: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """The Law 77 score of one board."""
    try:
        parsed = Contract.parse(contract)
        seat = Seat.parse(declarer)
        vul = Vulnerability.parse(vulnerable)
        if tricks < 0:
            tricks = 0 if parsed.is_passed_out else parsed.tricks_needed
        points = law77_score(parsed, tricks, vul.is_vulnerable(seat))
    except BridgeError as exc:
        raise fail(str(exc)) from None
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
        f"{parsed.to_pbn()} by {seat.letter} {made} ({tricks} tricks), "
        f"vulnerable {vul.value}: NS {ns:+d}, EW {-ns:+d}  (Law 77)"
    )


def _load_tables(path: Path, edition: str | None) -> list[tuple[str, Table]]:
    read = read_tables(path, edition)
    out: list[tuple[str, Table]] = []
    for number, board in enumerate(read.boards, 1):
        if board.error is not None:
            raise BridgeError(board.error)
        if board.table is not None:
            label = str(number) if read.format == "lin" and board.board == "?" else board.board
            out.append((label, board.table))
    if not out and read.problems:
        p = read.problems[0]
        raise BridgeError(f"{path}, board {p.board or '?'}, line {p.line}: {p.error}")
    return out


def _hand_lines(table: Table, seat: Seat) -> list[str]:
    deal_ = table.board.deal
    if deal_ is None:
        return ["?"]
    hand = deal_[seat]
    return [
        f"{suit.symbol} " + (" ".join(c.rank.letter for c in hand.suit(suit)) or "—")
        for suit in SUITS_DISPLAY_ORDER
    ]


def render_table(table: Table, title: str) -> None:
    """Draw one board: diagram, auction, play and result."""
    board = table.board
    console.rule(
        f"[bold]{title}[/]  dealer {board.dealer.letter}, vulnerable {board.vulnerability.value}"
    )
    grid = RichTable.grid(padding=(0, 4))
    for _ in range(3):
        grid.add_column(min_width=16)
    north, south = _hand_lines(table, Seat.NORTH), _hand_lines(table, Seat.SOUTH)
    west, east = _hand_lines(table, Seat.WEST), _hand_lines(table, Seat.EAST)
    grid.add_row("", "[b]North[/]\n" + "\n".join(north), "")
    grid.add_row("[b]West[/]\n" + "\n".join(west), "", "[b]East[/]\n" + "\n".join(east))
    grid.add_row("", "[b]South[/]\n" + "\n".join(south), "")
    console.print(grid)
    if table.auction.calls:
        auction = RichTable(title="Auction", show_edge=False)
        for seat in (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH):
            auction.add_column(seat.name.title(), justify="center")
        cells = [""] * ((board.dealer - Seat.WEST) % 4)
        cells += [call.name for _, call in table.auction.calls]
        for start in range(0, len(cells), 4):
            auction.add_row(
                *(cells[start : start + 4] + [""] * (4 - len(cells[start : start + 4])))
            )
        console.print(auction)
    if table.play is not None and table.play.tricks:
        play = RichTable(title="Play", show_edge=False)
        for column in ("#", "Lead", "2nd", "3rd", "4th", "Won by"):
            play.add_column(column, justify="center")
        for number, trick in enumerate(table.play.tricks, 1):
            cards = [f"{s.letter}:{c.symbol}" for s, c in trick.cards]
            play.add_row(str(number), *cards, trick.winner.letter)
        console.print(play)
    for irregularity in table.irregularities:
        accepted = " (accepted)" if irregularity.accepted else ""
        console.print(
            f"[yellow]{irregularity.code}[/] by {irregularity.offender}, "
            f"Law {', '.join(irregularity.laws)}: {irregularity.message}{accepted}"
        )
    report = table.report()
    contract = report["contract"] or "—"
    declarer = f" by {report['declarer']}" if report["declarer"] else ""
    console.print(
        f"Contract [b]{contract}{declarer}[/]; status {report['status']}; "
        f"tricks {report['tricks']}; score {report['score']}"
    )


@app.command()
def show(
    file: Annotated[Path, typer.Argument(help="A PBN or LIN file.")],
    board: Annotated[str | None, typer.Option("--board", "-b", help="Board number.")] = None,
    edition: Annotated[str | None, typer.Option(help="2017 (default) or 2007.")] = None,
) -> None:
    """Draw boards of a file as diagrams with auction, play and result."""
    check_edition(edition)
    try:
        tables = _load_tables(file, edition)
    except InputError as exc:  # the file itself: missing, not a regular file, too large
        raise fail(f"{file}: {exc}") from None
    except BridgeError as exc:
        raise fail(str(exc)) from None
    chosen = [(n, t) for n, t in tables if board is None or n == board]
    if not chosen:
        raise fail(f"{file}: no board {board}" if board else f"{file}: no boards")
    for number, table in chosen:
        render_table(table, f"{file.name}, board {number}")


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


def _print_summary(report: ReplayReport, limit: int) -> None:
    console.print(
        f"[bold]{report.files}[/] files, [bold]{report.boards}[/] boards "
        f"({report.boards_per_second:,.0f} boards/s); {report.complete} played to the end, "
        f"{report.scored} scores checked"
    )
    sections = (
        ("Unreadable records", report.unreadable, ("file", "board", "line", "error")),
        ("Illegal calls and cards", report.illegal, ("file", "board", "event", "law", "error")),
        (
            "Recorded irregularities",
            report.irregularities,
            ("file", "board", "irregularity", "laws"),
        ),
        (
            "Score mismatches",
            report.score_mismatches,
            ("file", "board", "contract", "tricks", "recorded", "computed"),
        ),
        ("Result mismatches", report.result_mismatches, ("file", "board", "recorded", "computed")),
        (
            "Contract mismatches",
            report.contract_mismatches,
            ("file", "board", "recorded", "computed"),
        ),
        (
            "Revokes marked ^R",
            report.revokes,
            ("file", "board", "offender", "trick", "laws", "transfers", "note"),
        ),
        ("Read despite departures from PBN", report.repaired, ("file", "board", "line", "note")),
    )
    for title, rows, columns in sections:
        if not rows:
            console.print(f"{title}: none")
            continue
        listing = RichTable(title=f"{title}: {len(rows)}", title_justify="left")
        for column in columns:
            listing.add_column(column, overflow="fold")
        for row in rows[:limit]:
            listing.add_row(*(str(row.get(c, "")) for c in columns))
        console.print(listing)
        if len(rows) > limit:
            console.print(f"… and {len(rows) - limit} more (use --json for all)")


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
) -> None:
    """Replay every board through the engine and report what is wrong.

    Exit code 0: everything readable, legal and agreeing; 1: something to look at."""
    check_edition(edition)
    if jobs <= 0:
        jobs = os.cpu_count() or 1
    targets = paths or [sample_path()]
    missing = [str(p) for p in targets if not p.exists()]
    if missing:
        raise fail(f"no such file or folder: {', '.join(missing)}")
    if dask_workers < 0:
        raise fail("--dask-workers must be 1 or more")
    distributed = cluster is not None or dask_workers > 0

    def run(progress: Callable[[int, int], None] | None) -> ReplayReport:
        if not distributed:
            return replay(targets, edition, jobs, progress)
        try:
            return replay_on_cluster(targets, edition, cluster, dask_workers, progress)
        except InputError as exc:
            raise fail(str(exc)) from None

    if json_out:
        report = run(None)
        sys.stdout.write(json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n")
    else:
        with Progress(
            TextColumn("replaying"),
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
        _print_summary(report, limit)
    raise typer.Exit(0 if report.ok else 1)


app.command("serve")(serve)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
