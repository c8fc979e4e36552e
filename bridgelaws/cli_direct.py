"""``bridgelaws direct``: the director's assistant at the terminal.

The director types what happened, one action per line (``W 1S``, ``N X``,
``E SA`` for a card, ``W shows SA`` for an exposed card, ``director``); the
library records it and judges it. When a ruling needs the director's judgment
the question is asked; when someone must choose, every option is shown with
its consequences and laws, and the chooser's choice is recorded. What still
binds the players is listed after each step. Nothing here decides a law: the
table record goes in, :meth:`Table.report` comes out.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Annotated

import typer

from bridgelaws.board import Board
from bridgelaws.calls import Call
from bridgelaws.cards import BridgeError, Card, Deal, Seat, ascii_number
from bridgelaws.i18n import LANGUAGES, translate
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    DirectorEvent,
    Event,
    ExposeEvent,
    FactEvent,
    TableRecord,
)
from bridgelaws.rulings import Ruling, describe_obligation, irregularity_name
from bridgelaws.table import Status, Table
from bridgelaws.terminal import error_console, output_console, print_error

console = output_console(highlight=False)

#: seat letters in English, Dutch (O = oost, Z = zuid) and German (O = Ost)
SEAT_WORDS = {"N": Seat.NORTH, "E": Seat.EAST, "O": Seat.EAST, "S": Seat.SOUTH, "Z": Seat.SOUTH}
SEAT_WORDS["W"] = Seat.WEST
DIRECTOR_WORDS = frozenset({"director", "arbiter", "td", "turnierleiter", "schiedsrichter", "!"})
SHOW_WORDS = frozenset({"shows", "toont", "zeigt", "show", "toon"})
YES_WORDS = frozenset({"y", "yes", "j", "ja"})
NO_WORDS = frozenset({"n", "no", "nee", "nein"})
QUIT_WORDS = frozenset({"quit", "stop", "klaar", "ende", "q"})
UNDO_WORDS = frozenset({"undo", "terug", "zurück"})
CALL_WORDS = {"pas": "Pass", "passe": "Pass", "doublet": "X", "redoublet": "XX", "kontra": "X"}
CALL_WORDS["rekontra"] = "XX"


def _(text: str, lang: str, **params: str) -> str:
    return translate(text, lang, **params)


def parse_call(word: str) -> Call:
    """A call token; Dutch ``pas``/``SA`` (sans atout) are understood too."""
    token = CALL_WORDS.get(word.lower(), word)
    if len(token) >= 3 and token[0] in "1234567" and token[1:].upper() == "SA":
        token = token[0] + "NT"
    return Call.parse(token)


def parse_action(line: str, table: Table) -> Event:
    """One line typed by the director as a table event; BridgeError says why not."""
    words = line.split()
    if not words:
        raise BridgeError("nothing typed")
    if words[0].lower() in DIRECTOR_WORDS:
        pending = table.pending
        by = pending.offender.lho if pending is not None and pending.offender is not None else None
        if len(words) > 1:
            by = _seat(words[1])
        return DirectorEvent(by if by is not None else table.next or Seat.NORTH)
    seat = _seat(words[0])
    if len(words) == 3 and words[1].lower() in SHOW_WORDS:
        return ExposeEvent(seat, Card.parse(words[2]))
    if len(words) != 2:
        raise BridgeError(f"{line!r}: type a seat and a call or a card, e.g. 'W 1S' or 'W SA'")
    word = words[1]
    try:
        return CallEvent(seat, parse_call(word))
    except BridgeError:
        pass
    try:
        return CardEvent(seat, Card.parse(word))
    except BridgeError:
        raise BridgeError(f"{word!r} is neither a call nor a card") from None


def _seat(word: str) -> Seat:
    seat = SEAT_WORDS.get(word.upper()[:1]) if len(word) <= 5 else None
    if seat is None:
        raise BridgeError(f"{word!r} is not a seat (N, E/O, S/Z, W)")
    return seat


class Session:
    """A director's session: the table, whose record is what was typed so far."""

    def __init__(self, board: Board, edition: str, lang: str) -> None:
        self.lang = lang
        self.table = Table(board, edition)
        self.shown = 0  # rulings already printed in full
        self.calls_shown = 0

    @property
    def record(self) -> TableRecord:
        return self.table.record

    def apply(self, event: Event) -> None:
        """Record the event; on a refusal the record is left as it was."""
        before = len(self.record)
        try:
            self.table.apply(event)
        except BridgeError:
            if len(self.record) > before:
                self._rebuild(self.record.events[:before])
            raise

    def undo(self) -> None:
        if self.record.events:
            self._rebuild(self.record.events[:-1])

    def _rebuild(self, events: list[Event]) -> None:
        record = TableRecord(self.record.board, self.record.edition)
        record.events.extend(events)
        self.table = Table.from_record(record)
        self.shown = min(self.shown, len(self.table.rulings))

    # -- output -------------------------------------------------------------------

    def header(self) -> None:
        board = self.record.board
        lang = self.lang
        console.print(
            _(
                "Board {number}: dealer {dealer}, vulnerable: {vulnerable}",
                lang,
                number=str(board.number),
                dealer=_(board.dealer.name.title(), lang),
                vulnerable=str(board.vulnerability),
            )
        )
        console.print(
            _(
                "Type what happened, one action per line: 'W 1S' (a call), 'E SA' (a card), "
                "'W shows SA' (an exposed card), 'director', 'undo' or 'quit'.",
                lang,
            )
        )

    def show_state(self) -> None:
        lang, table = self.lang, self.table
        if len(table.auction.calls) != self.calls_shown:
            self.calls_shown = len(table.auction.calls)
            calls = " ".join(f"{s.letter}:{c}" for s, c in table.auction.calls)
            console.print(_("Auction: {calls}", lang, calls=calls))
        for ruling in table.rulings[self.shown :]:
            self.show_ruling_result(ruling)
        self.shown = len(table.rulings)
        for obligation in table.obligations:
            console.print(f"  [magenta]![/] {describe_obligation(obligation).render(lang)}")

    def show_ruling_result(self, ruling: Ruling) -> None:
        lang = self.lang
        if ruling.chosen is None and ruling.options:
            return  # shown with the choice
        console.print(self.ruling_title(ruling))
        for message in ruling.reasoning:
            console.print(f"  · {message.render(lang)}")
        if ruling.chosen is not None:
            option = ruling.option(ruling.chosen)
            if option is not None:
                console.print(f"  → {option.text.render(lang)}")

    def ruling_title(self, ruling: Ruling) -> str:
        irregularity = ruling.irregularity
        offender = irregularity.offender
        who = _(offender.name.title(), self.lang) if offender is not None else "—"
        laws = ", ".join(ruling.laws)
        name = irregularity_name(irregularity.code).render(self.lang)
        return f"[bold yellow]{name}[/] ({who}; {_('Law', self.lang)} {laws})"


def _ask(prompt: str) -> str:
    return str(typer.prompt(prompt, default="", show_default=False)).strip()


def run_session(session: Session) -> Session:
    """The question-and-answer loop; returns when the board is over or the
    director quits."""
    lang = session.lang
    session.header()
    while True:
        table = session.table
        session.show_state()
        if table.is_over:
            _show_result(session)
            return session
        status = table.status
        active = table.active
        if status is Status.AWAITING_FACT and active is not None and active.question:
            console.print(session.ruling_title(active))
            for message in active.reasoning:
                console.print(f"  · {message.render(lang)}")
            answer = _ask(f"? {active.question.text.render(lang)} ({_('yes/no', lang)})")
            if answer.lower() in QUIT_WORDS:
                return session
            if answer.lower() in UNDO_WORDS:
                session.undo()
                continue
            if answer.lower() not in YES_WORDS | NO_WORDS:
                console.print(_("Please answer yes or no.", lang))
                continue
            session.apply(FactEvent(active.question.fact, answer.lower() in YES_WORDS))
            continue
        if status is Status.AWAITING_CHOICE and active is not None and active.chooser is not None:
            console.print(session.ruling_title(active))
            for message in active.reasoning:
                console.print(f"  · {message.render(lang)}")
            chooser = _(active.chooser.name.title(), lang)
            console.print(
                _("{chooser} chooses, after hearing every option:", lang, chooser=chooser)
            )
            for number, option in enumerate(active.options, 1):
                laws = ", ".join(option.laws)
                console.print(f"  [bold]{number}[/]. {option.text.render(lang)} [dim]({laws})[/]")
            answer = _ask(_("Choice (number)", lang))
            if answer.lower() in QUIT_WORDS:
                return session
            if answer.lower() in UNDO_WORDS:
                session.undo()
                continue
            chosen = ascii_number(answer, 3)
            if chosen is None or not 1 <= chosen <= len(active.options):
                console.print(
                    _("Type a number from 1 to {count}.", lang, count=str(len(active.options)))
                )
                continue
            session.apply(ChoiceEvent(active.chooser, active.options[chosen - 1].code))
            continue
        if status is Status.AWAITING_DIRECTOR:
            pending = table.pending
            if pending is not None:
                console.print(
                    _(
                        "Irregularity: {name}. Call the director (type 'director').",
                        lang,
                        name=irregularity_name(pending.code).render(lang),
                    )
                )
        nxt = table.next
        prompt = _("What happened?", lang)
        if nxt is not None:
            prompt += " " + _("({seat} is to act)", lang, seat=_(nxt.name.title(), lang))
        line = _ask(prompt)
        if line.lower() in QUIT_WORDS:
            return session
        if line.lower() in UNDO_WORDS:
            session.undo()
            continue
        if not line:
            continue
        try:
            before = len(table.irregularities)
            session.apply(parse_action(line, table))
        except BridgeError as exc:
            console.print(f"[red]{_('Not understood', lang)}:[/] {exc}")
            continue
        for irregularity in session.table.irregularities[before:]:
            console.print(
                f"[yellow]{irregularity_name(irregularity.code).render(lang)}[/] "
                f"({_('Law', lang)} {', '.join(irregularity.laws)})"
            )


def _show_result(session: Session) -> None:
    table, lang = session.table, session.lang
    report = table.report(lang)
    console.print(
        _(
            "Contract {contract}, declarer {declarer}, score {score}",
            lang,
            contract=str(report["contract"] or "—"),
            declarer=str(report["declarer"] or "—"),
            score=json.dumps(report["score"]),
        )
    )


def direct(
    board: Annotated[int, typer.Option(help="Board number (dealer, vulnerability: Law 2).")] = 1,
    edition: Annotated[str, typer.Option(help="2017 (default) or 2007.")] = "2017",
    lang: Annotated[str, typer.Option(help="nl (default), en or de.")] = "nl",
    deal: Annotated[
        str | None, typer.Option(help="The deal as a PBN Deal string (needed for cards).")
    ] = None,
    save: Annotated[
        Path | None, typer.Option(help="Write the table record (JSON, spec §1) here at the end.")
    ] = None,
) -> None:
    """The director's assistant: type what happened, answer the questions, hear
    every option, record the choice; the ruling and what stays in force follow."""
    from bridgelaws.editions import get_edition

    try:
        if lang not in LANGUAGES:
            raise BridgeError(f"language {lang!r} is not available (known: {', '.join(LANGUAGES)})")
        get_edition(edition)
        if board < 1:
            raise BridgeError(f"board {board}: board numbers start at 1")
        the_deal = Deal.from_pbn(deal) if deal else None
    except BridgeError as exc:
        print_error(error_console(), str(exc))
        raise typer.Exit(2) from None
    session = Session(Board.numbered(board, the_deal), edition, lang)
    with contextlib.suppress(EOFError, typer.Abort):
        run_session(session)  # input may end at any moment: keep what was recorded
    if save is not None:
        save.write_text(session.record.dumps() + "\n", encoding="utf-8")
        console.print(_("Table record saved to {path}", lang, path=str(save)))
