"""``bridgelaws rubber``: keep a rubber's score at the table, deal by deal.

The sheet lives in a JSON file (:meth:`bridgelaws.rubber.Rubber.to_json`);
every command reads it, changes it through the library and prints the score
sheet. No rule is decided here.

Example::

    bridgelaws rubber add sheet.json 4HX --declarer S --tricks 9 --honours S4
    bridgelaws rubber show sheet.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table as RichTable

from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, InputError, Seat, Side
from bridgelaws.formats.files import MAX_RECORD_FILE, decode_text, read_file
from bridgelaws.formats.pbn import read_pbn, write_pbn
from bridgelaws.formats.rubber import read_rubber, rubber_games
from bridgelaws.formats.tables import file_format
from bridgelaws.i18n import DEFAULT_LANGUAGE
from bridgelaws.record import TableRecord
from bridgelaws.rubber import Chicago, Rubber
from bridgelaws.scoring.rubber import Honours
from bridgelaws.table import Table
from bridgelaws.terminal import error_console, output_console, print_input_error

rubber_app = typer.Typer(
    no_args_is_help=True,
    rich_markup_mode="markdown",
    help="Keep a rubber's score (NBB rubber rules): add deals, correct them, print the sheet.",
)
console = output_console()
errors = error_console()

SheetArg = Annotated[Path, typer.Argument(help="The rubber's sheet (JSON; .pbn to read PBN).")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print the sheet as JSON.")]
Lang = Annotated[str, typer.Option("--lang", help="Language of the error messages: nl, en or de.")]


def _fail(error: BaseException, lang: str) -> typer.Exit:
    print_input_error(errors, error, lang)
    return typer.Exit(2)


def _load(path: Path, create: bool = False, dealer: str = "N", chicago: bool = False) -> Rubber:
    if not path.exists():
        if create:
            cls = Chicago if chicago else Rubber
            return cls(Seat.parse(dealer))
        raise InputError(
            "{path}: no such sheet (start one with 'bridgelaws rubber add')", path=path
        )
    try:
        if file_format(path) == "pbn":
            pbn = read_pbn(path)
            if pbn.problems:
                raise BridgeError(str(pbn.problems[0]))
            return read_rubber(pbn.games)
        return Rubber.loads(decode_text(read_file(path, MAX_RECORD_FILE)))
    except BridgeError as exc:
        raise InputError("{path}: {problem}", path=path, problem=exc) from None


def _save(path: Path, rubber: Rubber) -> None:
    if file_format(path) == "pbn":
        raise InputError("{path}: a PBN file is written with 'bridgelaws rubber pbn'", path=path)
    path.write_text(rubber.dumps(), encoding="utf-8")


def print_sheet(rubber: Rubber, json_out: bool = False) -> None:
    """The score sheet: premiums above the line (latest nearest the line),
    trick points below it game by game, then the totals and the winner."""
    if json_out:
        sys.stdout.write(json.dumps(rubber.to_json(), indent=2, ensure_ascii=False) + "\n")
        return
    sheet = rubber.sheet()
    kind = "Chicago (variant, not in the NBB rules)" if isinstance(rubber, Chicago) else "Rubber"
    grid = RichTable(title=kind, show_lines=False)
    grid.add_column("", justify="left")
    grid.add_column("NS", justify="right")
    grid.add_column("EW", justify="right")

    def row(label: str, side: Side, points: int) -> None:
        cells = [str(points), ""] if side is Side.NS else ["", str(points)]
        grid.add_row(label, *cells)

    above = [e for e in sheet.entries if not e.entry.below]
    for item in reversed(above):
        where = f"deal {item.deal}" if item.deal is not None else "rubber"
        row(
            f"{where}: {item.entry.kind.value} ({item.entry.kind.rule})",
            item.entry.side,
            item.entry.points,
        )
    grid.add_section()
    for game in range(1, sheet.game + 1):
        below = [e for e in sheet.entries if e.entry.below and e.game == game]
        for item in below:
            row(f"game {game}, deal {item.deal}", item.entry.side, item.entry.points)
        if not below:
            grid.add_row(f"game {game}", "", "")
        grid.add_section()
    grid.add_row("[b]total[/]", f"[b]{sheet.total(Side.NS)}[/]", f"[b]{sheet.total(Side.EW)}[/]")
    console.print(grid)
    deals = RichTable(title="Deals")
    for column in ("#", "dealer", "vulnerable", "contract", "tricks", "honours", "game"):
        deals.add_column(column)
    for scored in rubber.deals:
        result = scored.result
        contract = result.contract
        honours = result.honours
        deals.add_row(
            str(scored.number),
            scored.dealer.letter,
            scored.vulnerability.value,
            str(contract) if not contract.is_passed_out else "passed out",
            str(result.tricks) if not contract.is_passed_out else "",
            f"{honours.side.name} {honours.points}" if honours is not None else "",
            scored.game_won.name if scored.game_won is not None else "",
        )
    console.print(deals)
    games = sheet.games_won
    console.print(f"Games: NS {games[0]}, EW {games[1]}")
    if rubber.is_over:
        how = " (ended by arrangement, 35(b))" if sheet.ended_by_arrangement else ""
        winner = sheet.winner
        outcome = f"{winner.name} win by {sheet.margin}" if winner is not None else "equal totals"
        if not sheet.decided and winner is not None:
            outcome = f"{winner.name} ahead by {sheet.margin}; the result stays undecided (64)"
        console.print(f"[bold]Rubber over{how}: {outcome}[/] (36)")
    else:
        dealer, vulnerable = rubber.dealer.name.title(), rubber.vulnerability.value
        console.print(f"Next deal: {dealer} deals, vulnerable {vulnerable}")


@rubber_app.command("add")
def add(
    sheet: SheetArg,
    contract: Annotated[str, typer.Argument(help="Contract, e.g. 4HX, 3NT, 6SXX, or Pass.")],
    declarer: Annotated[str | None, typer.Option("--declarer", "-d", help="N, E, S or W.")] = None,
    tricks: Annotated[
        int | None, typer.Option("--tricks", "-t", help="Tricks declarer's side took.")
    ] = None,
    honours: Annotated[
        str | None,
        typer.Option(help="Honours in one hand: seat or side and count, e.g. S4, EW5, W4 (aces)."),
    ] = None,
    dealer: Annotated[str, typer.Option(help="First dealer of a new sheet.")] = "N",
    chicago: Annotated[
        bool, typer.Option(help="A new sheet is Chicago (not in the seed).")
    ] = False,
    json_out: JsonOpt = False,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Add the next deal's result (a new sheet is started when the file does not exist)."""
    try:
        rubber = _load(sheet, create=True, dealer=dealer, chicago=chicago)
        parsed = Contract.parse(contract)
        if parsed.is_passed_out:
            rubber.pass_out()
        else:
            seat = Seat.parse(declarer) if declarer else parsed.declarer
            if seat is None:
                raise InputError("{contract}: --declarer is needed", contract=contract)
            held = Honours.parse(honours, parsed.denomination) if honours else None
            done = parsed.tricks_needed if tricks is None else tricks
            rubber.add(parsed.with_declarer(seat), done, held)
        _save(sheet, rubber)
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out)


@rubber_app.command("table")
def table(
    sheet: SheetArg,
    record: Annotated[Path, typer.Argument(help="A finished rubber table record (JSON, spec §1).")],
    json_out: JsonOpt = False,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Add the deal a table record played (judged by the rubber edition)."""
    try:
        rubber = _load(sheet, create=True)
        data = TableRecord.loads(record.read_text(encoding="utf-8"))
        data.edition = "rubber"
        rubber.add_table(Table.from_record(data))
        _save(sheet, rubber)
    except OSError as exc:
        raise _fail(
            InputError("{path}: {reason}", path=record, reason=exc.strerror or exc), lang
        ) from None
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out)


@rubber_app.command("redeal")
def redeal(
    sheet: SheetArg,
    rule: Annotated[str, typer.Option(help="The rule that calls for it, e.g. 10(1)(c), 39(1).")],
    json_out: JsonOpt = False,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """A new deal by the same dealer (rules 10, 38, 39, 42, 43, 48, 49)."""
    _change(sheet, lambda r: r.new_deal(rule), json_out, lang)


@rubber_app.command("correct")
def correct(
    sheet: SheetArg,
    deal: Annotated[int, typer.Argument(help="Number of the deal to correct.")],
    contract: Annotated[str | None, typer.Option(help="The right contract.")] = None,
    declarer: Annotated[str | None, typer.Option("--declarer", "-d")] = None,
    tricks: Annotated[int | None, typer.Option("--tricks", "-t")] = None,
    honours: Annotated[str | None, typer.Option(help="The right honours, or 'none'.")] = None,
    json_out: JsonOpt = False,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Correct a proven error within rule 37's windows."""
    try:
        rubber = _load(sheet)
        results = rubber.results
        if not 1 <= deal <= len(results):
            raise InputError(
                "deal {number}: there is no such deal (1 to {count})",
                number=deal,
                count=len(results),
            )
        old = results[deal - 1].contract
        new = Contract.parse(contract) if contract else old
        seat = new.declarer if new.declarer is not None else old.declarer
        if declarer:
            seat = Seat.parse(declarer)
        if not new.is_passed_out:
            new = new.with_declarer(seat)
        held: Honours | bool | None = True
        if honours is not None:
            held = None if honours.lower() == "none" else Honours.parse(honours, new.denomination)
        rubber.correct(deal, new, tricks, held)
        _save(sheet, rubber)
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out)


def _change(sheet: Path, action: object, json_out: bool, lang: str) -> None:
    try:
        rubber = _load(sheet)
        assert callable(action)
        action(rubber)
        _save(sheet, rubber)
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out)


@rubber_app.command("dealt")
def dealt(sheet: SheetArg, json_out: JsonOpt = False, lang: Lang = DEFAULT_LANGUAGE) -> None:
    """The next deal has been dealt: the last deal's trick points stand (37(a))."""
    _change(sheet, Rubber.dealt, json_out, lang)


@rubber_app.command("end")
def end(sheet: SheetArg, json_out: JsonOpt = False, lang: Lang = DEFAULT_LANGUAGE) -> None:
    """End the rubber by arrangement (35(b)): 300 for a side with one game."""
    _change(sheet, Rubber.end_by_arrangement, json_out, lang)


@rubber_app.command("accept")
def accept(sheet: SheetArg, json_out: JsonOpt = False, lang: Lang = DEFAULT_LANGUAGE) -> None:
    """The rubber score is made up and accepted (37)."""
    _change(sheet, Rubber.accept, json_out, lang)


@rubber_app.command("show")
def show(sheet: SheetArg, json_out: JsonOpt = False, lang: Lang = DEFAULT_LANGUAGE) -> None:
    """Print the score sheet (a JSON sheet or a PBN file with rubber tags)."""
    try:
        rubber = _load(sheet)
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out)


@rubber_app.command("pbn")
def pbn(
    sheet: SheetArg,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write to file.")] = None,
    event: Annotated[str, typer.Option(help="The Event tag.")] = "Rubber",
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Write the rubber as PBN games with ScoreRubber and ScoreRubberHistory."""
    try:
        text = write_pbn(rubber_games(_load(sheet), event))
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    if output is not None:
        output.write_text(text, encoding="utf-8")
        console.print(f"written to {output}")
    else:
        sys.stdout.write(text)
