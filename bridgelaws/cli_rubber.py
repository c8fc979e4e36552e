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
from rich.text import Text

from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, InputError, Seat, Side
from bridgelaws.formats.files import MAX_RECORD_FILE, decode_text, read_file, unwritable
from bridgelaws.formats.pbn import read_pbn, write_pbn
from bridgelaws.formats.rubber import read_rubber, rubber_games
from bridgelaws.formats.tables import file_format
from bridgelaws.i18n import DEFAULT_LANGUAGE, translate
from bridgelaws.notation import (
    contract_text,
    read_contract,
    read_seat,
    seat_word,
    side_text,
    vulnerability_text,
)
from bridgelaws.record import TableRecord
from bridgelaws.rubber import Chicago, Rubber
from bridgelaws.scoring.rubber import EntryKind, Honours
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


#: the score sheet's entries in words
_KIND_WORDS: dict[EntryKind, str] = {
    EntryKind.TRICKS: "tricks",
    EntryKind.OVERTRICKS: "overtricks",
    EntryKind.UNDERTRICKS: "undertricks",
    EntryKind.HONOURS: "honours",
    EntryKind.SLAM: "slam",
    EntryKind.RUBBER: "rubber premium",
    EntryKind.UNFINISHED: "unfinished rubber",
    EntryKind.GAME: "game premium",
    EntryKind.PART_SCORE: "part score",
}


def print_sheet(rubber: Rubber, json_out: bool = False, lang: str = "en") -> None:
    """The score sheet: premiums above the line (latest nearest the line),
    trick points below it game by game, then the totals and the winner, in
    ``lang``."""
    if json_out:
        sys.stdout.write(json.dumps(rubber.to_json(), indent=2, ensure_ascii=False) + "\n")
        return

    def _(text: str, **params: object) -> str:
        return translate(text, lang, **{k: str(v) for k, v in params.items()})

    ns, ew = side_text(Side.NS, lang), side_text(Side.EW, lang)
    sheet = rubber.sheet()
    kind = _("Chicago (variant, not in the NBB rules)") if isinstance(rubber, Chicago) else "Rubber"
    grid = RichTable(title=Text(kind), show_lines=False)
    grid.add_column("", justify="left")
    grid.add_column(ns, justify="right")
    grid.add_column(ew, justify="right")

    def row(label: str, side: Side, points: int) -> None:
        cells = [str(points), ""] if side is Side.NS else ["", str(points)]
        grid.add_row(Text(label), *cells)

    above = [e for e in sheet.entries if not e.entry.below]
    for item in reversed(above):
        what = _(_KIND_WORDS[item.entry.kind])
        rule = item.entry.kind.rule
        if item.deal is not None:
            label = _("deal {deal}: {what} ({rule})", deal=item.deal, what=what, rule=rule)
        else:
            label = _("rubber: {what} ({rule})", what=what, rule=rule)
        row(label, item.entry.side, item.entry.points)
    grid.add_section()
    for game in range(1, sheet.game + 1):
        below = [e for e in sheet.entries if e.entry.below and e.game == game]
        for item in below:
            row(
                _("game {game}, deal {deal}", game=game, deal=item.deal),
                item.entry.side,
                item.entry.points,
            )
        if not below:
            grid.add_row(_("game {game}", game=game), "", "")
        grid.add_section()
    grid.add_row(
        Text(_("total"), style="bold"),
        Text(str(sheet.total(Side.NS)), style="bold"),
        Text(str(sheet.total(Side.EW)), style="bold"),
    )
    console.print(grid)
    deals = RichTable(title=_("Deals"))
    for column in ("#", "Dealer", "Vulnerable", "Contract", "Tricks", "Honours", "Game"):
        deals.add_column(_(column))
    for scored in rubber.deals:
        result = scored.result
        contract = result.contract
        honours = result.honours
        deals.add_row(
            str(scored.number),
            seat_word(scored.dealer, lang),
            vulnerability_text(scored.vulnerability, lang),
            _contract_words(contract, lang),
            str(result.tricks) if not contract.is_passed_out else "",
            f"{side_text(honours.side, lang)} {honours.points}" if honours is not None else "",
            side_text(scored.game_won, lang) if scored.game_won is not None else "",
        )
    console.print(deals)
    games = sheet.games_won
    console.print(
        _(
            "Games: {ns} {nsgames}, {ew} {ewgames}",
            ns=ns,
            nsgames=games[0],
            ew=ew,
            ewgames=games[1],
        ),
        markup=False,
    )
    if rubber.is_over:
        winner = sheet.winner
        # the rules cited once, at the end: 36 for the totals, 64 when undecided
        laws = "36"
        if winner is None:
            outcome = _("equal totals")
        elif not sheet.decided:
            outcome = _(
                "{side} ahead by {margin}; the result stays undecided",
                side=side_text(winner, lang),
                margin=sheet.margin,
            )
            laws = "36, 64"
        else:
            outcome = _("{side} win by {margin}", side=side_text(winner, lang), margin=sheet.margin)
        if sheet.ended_by_arrangement:
            said = _(
                "Rubber over (ended by arrangement, 35(b)): {outcome} ({laws})",
                outcome=outcome,
                laws=laws,
            )
        else:
            said = _("Rubber over: {outcome} ({laws})", outcome=outcome, laws=laws)
        console.print(Text(said, style="bold"))
    else:
        console.print(
            _(
                "Next deal: {dealer} deals, vulnerable: {vulnerable}",
                dealer=seat_word(rubber.dealer, lang),
                vulnerable=vulnerability_text(rubber.vulnerability, lang),
            ),
            markup=False,
        )


def _contract_words(contract: Contract, lang: str) -> str:
    """A contract on the sheet: ``4♥ doublet door Zuid`` (Dutch), ``passed out``."""
    if contract.is_passed_out or contract.denomination is None or contract.level is None:
        return translate("passed out", lang)
    words = contract_text(contract.level, contract.denomination, contract.risk.suffix, lang)
    if contract.declarer is None:
        return words
    return translate(
        "{contract} by {seat}", lang, contract=words, seat=seat_word(contract.declarer, lang)
    )


@rubber_app.command("add")
def add(
    sheet: SheetArg,
    contract: Annotated[
        str,
        typer.Argument(
            help="Contract, e.g. 4HX, 3NT, 6SXX, or Pass (Dutch 3SA, 4K; German 4C for Coeur)."
        ),
    ],
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
        parsed = read_contract(contract, lang)
        if parsed.is_passed_out:
            rubber.pass_out()
        else:
            seat = read_seat(declarer, lang) if declarer else parsed.declarer
            if seat is None:
                raise InputError("{contract}: --declarer is needed", contract=contract)
            held = Honours.parse(honours, parsed.denomination) if honours else None
            done = parsed.tricks_needed if tricks is None else tricks
            rubber.add(parsed.with_declarer(seat), done, held)
        _save(sheet, rubber)
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out, lang)


@rubber_app.command("table")
def table(
    sheet: SheetArg,
    record: Annotated[Path, typer.Argument(help="A finished rubber table record (JSON, spec §1).")],
    revoke_claimed: Annotated[
        bool,
        typer.Option(
            "--revoke-claimed",
            help="The record is the last deal's again, with a revoke claimed after it was "
            "added (55(9)).",
        ),
    ] = False,
    json_out: JsonOpt = False,
    lang: Lang = DEFAULT_LANGUAGE,
) -> None:
    """Add the deal a table record played (judged by the rubber edition)."""
    try:
        rubber = _load(sheet, create=True)
        data = TableRecord.loads(record.read_text(encoding="utf-8"))
        data.edition = "rubber"
        played = Table.from_record(data)
        if revoke_claimed:
            rubber.revoke_claimed(played)
        else:
            rubber.add_table(played)
        _save(sheet, rubber)
    except OSError as exc:
        raise _fail(
            InputError("{path}: {reason}", path=record, reason=exc.strerror or exc), lang
        ) from None
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out, lang)


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
        new = read_contract(contract, lang) if contract else old
        seat = new.declarer if new.declarer is not None else old.declarer
        if declarer:
            seat = read_seat(declarer, lang)
        if not new.is_passed_out:
            new = new.with_declarer(seat)
        held: Honours | bool | None = True
        if honours is not None:
            held = None if honours.lower() == "none" else Honours.parse(honours, new.denomination)
        rubber.correct(deal, new, tricks, held)
        _save(sheet, rubber)
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out, lang)


def _change(sheet: Path, action: object, json_out: bool, lang: str) -> None:
    try:
        rubber = _load(sheet)
        assert callable(action)
        action(rubber)
        _save(sheet, rubber)
    except BridgeError as exc:
        raise _fail(exc, lang) from None
    print_sheet(rubber, json_out, lang)


@rubber_app.command("cut")
def cut(sheet: SheetArg, json_out: JsonOpt = False, lang: Lang = DEFAULT_LANGUAGE) -> None:
    """The next deal has been cut: a revoke in the last deal can no longer be claimed (55(9))."""
    _change(sheet, Rubber.cut, json_out, lang)


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
    print_sheet(rubber, json_out, lang)


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
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            problem = InputError("{path}: {problem}", path=str(output), problem=unwritable(exc))
            raise _fail(problem, lang) from None
        console.print(translate("written to {path}", lang, path=str(output)), markup=False)
    else:
        sys.stdout.write(text)
