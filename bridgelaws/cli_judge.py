"""``bridgelaws judge``: the judgment rulings of a table record (Laws 12, 16,
20F, 21, 40, 73C, 75, 85), and the adjusted score entered in an event.

The record holds what happened at the table and the director's findings
(docs/judgment.md); :func:`bridgelaws.judgment.judge` does the rest. With
``--event`` the outcome goes into the event: the assigned (weighted or split)
or artificial score replaces the table's result, or the table result is
entered with the ruling's text as its note.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Annotated

import typer

from bridgelaws.cards import BridgeError, InputError, render_error
from bridgelaws.events import EventStore, ResultEntry
from bridgelaws.events.records import check_board, record_result
from bridgelaws.formats.files import decode_text, read_file, read_stream
from bridgelaws.i18n import catalog, translate
from bridgelaws.judgment import Judgment, judge, judgment_lines, status_text
from bridgelaws.record import TableRecord, load_json
from bridgelaws.terminal import error_console, output_console, print_error

console = output_console(highlight=False)
errors = error_console()
MAX_RECORD_FILE = 2_000_000


def _fail(message: str, lang: str) -> typer.Exit:
    print_error(errors, message, lang)
    return typer.Exit(2)


def enter_in_event(store: EventStore, judgment: Judgment, seats: ResultEntry, lang: str) -> str:
    """The judgment's outcome entered in the event at the table ``seats`` names;
    returns what was done, in ``lang``."""
    board = judgment.record.board.number
    found = record_result(judgment.record.to_json())
    check_board(found, store.snapshot(results=False), "judge")
    note = judgment.traveller_note()
    assigned = judgment.assigned
    if assigned is not None:
        entry = replace(
            seats,
            board=board,
            ns_outcome=assigned.ns,
            ew_outcome=assigned.ew,
            note=note,
            where="judge",
        )
        store.adjust_result(entry)
        return translate("board {board}: adjusted score entered", lang, board=str(board))
    table = judgment.table
    if table.contract is None or table.declarer is None:
        raise InputError("the board has no table result to enter")
    entry = replace(
        seats,
        board=board,
        contract=table.contract.to_pbn(),
        declarer=table.declarer.letter,
        tricks=table.declarer_tricks(),
        note=note,
        where="judge",
    )
    store.add_result(entry)
    return translate(
        "board {board}: {contract} entered", lang, board=str(board), contract=entry.contract or ""
    )


def judge_command(
    file: Annotated[
        Path, typer.Argument(help="A table record with the judgment's events; - for stdin.")
    ],
    json_out: Annotated[bool, typer.Option("--json", help="Print the judgment as JSON.")] = False,
    lang: Annotated[str, typer.Option("--lang", help="nl (default), en or de.")] = "nl",
    dd: Annotated[bool, typer.Option(help="Double-dummy table of the candidate contracts.")] = True,
    event: Annotated[
        Path | None, typer.Option(help="Enter the outcome in this event (SQLite).")
    ] = None,
    ns: Annotated[int | None, typer.Option(help="North-South pair (with --event).")] = None,
    ew: Annotated[int | None, typer.Option(help="East-West pair (with --event).")] = None,
    south: Annotated[int | None, typer.Option(help="South (individual event).")] = None,
    west: Annotated[int | None, typer.Option(help="West (individual event).")] = None,
    match: Annotated[int | None, typer.Option(help="Team match (with --event).")] = None,
    room: Annotated[str | None, typer.Option(help="Room: open or closed (with --event).")] = None,
) -> None:
    """Judgment rulings on misinformation and unauthorised information, and the
    assigned adjusted score (Laws 12, 16, 20F, 21, 40, 73C, 75, 85)."""
    try:
        catalog(lang)
    except BridgeError as exc:
        raise _fail(str(exc), "en") from None
    try:
        data = (
            read_stream(sys.stdin.buffer, MAX_RECORD_FILE)
            if str(file) == "-"
            else read_file(file, MAX_RECORD_FILE)
        )
        loaded = load_json(decode_text(data))
        if isinstance(loaded, dict) and isinstance(loaded.get("record"), dict):
            loaded = loaded["record"]  # the web assistant's export of a table
        record = TableRecord.from_json(loaded)
        judgment = judge(record, lang, dd=dd)
    except BridgeError as exc:
        raise _fail(f"{file}: {render_error(exc, lang)}", lang) from None
    if json_out:
        sys.stdout.write(json.dumps(judgment.to_json(), indent=2, ensure_ascii=False) + "\n")
    else:
        for line in judgment_lines(judgment, lang):
            console.print(line, markup=False, highlight=False)
    if event is None:
        return
    if judgment.status not in ("adjusted", "result_stands"):
        raise _fail(
            translate(
                "nothing entered in the event: {status}",
                lang,
                status=status_text(judgment.status, lang),
            ),
            lang,
        )
    seats = ResultEntry(
        record.board.number, ns=ns, ew=ew, ns_partner=south, ew_partner=west, match=match, room=room
    )
    try:
        store = EventStore.open(event)
    except BridgeError as exc:
        raise _fail(render_error(exc, lang), lang) from None
    try:
        done = enter_in_event(store, judgment, seats, lang)
    except BridgeError as exc:
        raise _fail(render_error(exc, lang), lang) from None
    finally:
        store.close()
    console.print(done, markup=False, highlight=False)
