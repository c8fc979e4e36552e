"""``bridgelaws direct``: the director's assistant at the terminal.

The director first says where the board stands when he arrives (seed 004's
general protocol starts there): during the auction (the calls so far), during
the play (contract, tricks quitted, the trick in progress, dummy, penalty
cards) or after the play (contract and tricks); or he types the first action
at once to start from the beginning of the board. Then he types what
happened, one action per line, in his language's notation (Dutch: ``Z 1SA``,
``W pas``, ``O HV`` for the queen of hearts, ``O verzaakt 5`` for a revoke he
found, ``arbiter Z`` for South calling the director). When a ruling needs his
judgment the question is asked; when someone must choose, every option is
shown with its consequences and laws, and the chooser's choice is recorded.
After every ruling the instruction to the table follows: who acts now, what
stays in force (16C, 26B, 27D), and reminders when an obligation bites.
Nothing here decides a law: the table record goes in, the table's report and
:mod:`bridgelaws.instruction` come out.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer

from bridgelaws import notation, protocol
from bridgelaws.board import Board
from bridgelaws.cards import (
    BridgeError,
    Card,
    Deal,
    InputError,
    Seat,
    Side,
    Suit,
    ascii_number,
    render_error,
)
from bridgelaws.i18n import LANGUAGES, translate
from bridgelaws.instruction import event_text, in_force, instruction, result
from bridgelaws.irregularities.claims import AWARD_FACT, award_to_review
from bridgelaws.judgment import is_judgment_event, judge, judgment_lines
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ConcedeEvent,
    DirectorEvent,
    Event,
    EventError,
    ExposeEvent,
    FactEvent,
    InfoEvent,
    ResponseEvent,
    TableRecord,
    event_from_json,
    load_json,
)
from bridgelaws.report_text import law_word, with_laws
from bridgelaws.rulings import (
    AnswerKind,
    Irregularity,
    IrregularityCode,
    Message,
    Ruling,
    irregularity_name,
    other_chooser,
)
from bridgelaws.situation import Situation, SituationError, parse_situation
from bridgelaws.table import CallMade, CallState, Status, Table
from bridgelaws.terminal import error_console, output_console, print_error

console = output_console(highlight=False)

DIRECTOR_WORDS = frozenset(
    {"director", "arbiter", "wedstrijdleider", "td", "wl", "turnierleiter", "tl", "!"}
)
SHOW_WORDS = frozenset({"shows", "show", "toont", "toon", "zeigt"})
REVOKE_WORDS = frozenset({"revoked", "revoke", "verzaakt", "verzaakte", "revoziert"})
#: a player asks for the auction to be restated (20, 41; rubber 17)
REVIEW_WORDS = frozenset({"review", "biedverloop", "bieding?", "reizung"})
#: "N denkpauze": the seat's last call was made after a hesitation (16B1)
HESITATION_WORDS = frozenset({"hesitated", "hesitation", "denkpauze", "aarzelde", "denkpause"})
YES_WORDS = frozenset({"y", "yes", "j", "ja"})
NO_WORDS = frozenset({"n", "no", "nee", "nein"})
QUIT_WORDS = frozenset({"quit", "stop", "klaar", "ende", "q"})
UNDO_WORDS = frozenset({"undo", "terug", "zurück"})
#: claims and their answers (68, 69): "Z claimt 10 troef trekken", "W betwist"
CLAIM_WORDS = frozenset({"claims", "claim", "claimt", "beansprucht"})
CONCEDE_WORDS = frozenset({"concedes", "concede", "geeft", "gibt"})
AGREE_WORDS = frozenset({"agrees", "agree", "akkoord", "stimmt"})
DISPUTE_WORDS = frozenset({"disputes", "dispute", "betwist", "bestreitet"})
#: the answers to "where does the board stand?" by language
PHASES: dict[str, dict[str, str]] = {
    "nl": {"b": "auction", "bieden": "auction", "s": "play", "spelen": "play"}
    | {"n": "after", "na": "after"},
    "en": {"a": "auction", "auction": "auction", "p": "play", "play": "play"}
    | {"e": "after", "end": "after", "after": "after"},
    "de": {"r": "auction", "reizung": "auction", "s": "play", "spiel": "play"}
    | {"n": "after", "nach": "after"},
}
#: show the judgment of misinformation and unauthorised information (docs/judgment.md)
JUDGMENT_WORDS = frozenset({"judgment", "oordeel", "beoordeling", "urteil", "beurteilung"})
#: what can be typed, with examples in the director's notation
HELP_WORDS = frozenset({"help", "hulp", "hilfe", "?"})
#: the word each language's help shows for each kind of line
SHOW_NAME = {"nl": "toont", "en": "shows", "de": "zeigt"}
REVIEW_NAME = {"nl": "biedverloop", "en": "review", "de": "reizung"}
REVOKE_NAME = {"nl": "verzaakt", "en": "revoked", "de": "revoziert"}
HESITATION_NAME = {"nl": "denkpauze", "en": "hesitated", "de": "denkpause"}
CLAIM_NAME = {"nl": "claimt", "en": "claims", "de": "beansprucht"}
UNDO_NAME = {"nl": "terug", "en": "undo", "de": "zurück"}
JUDGMENT_NAME = {"nl": "oordeel", "en": "judgment", "de": "urteil"}
QUIT_NAME = {"nl": "klaar", "en": "quit", "de": "ende"}
CONCEDE_NAME = {"nl": "geeft", "en": "concedes", "de": "gibt"}
YES_NAME = {"nl": "ja", "en": "yes", "de": "ja"}
AGREE_NAME = {"nl": "akkoord", "en": "agrees", "de": "stimmt"}
DISPUTE_NAME = {"nl": "betwist", "en": "disputes", "de": "bestreitet"}
#: the director's findings in the play that the cards cannot show (spec §3
#: facts), typed as a word first and what was found after it; the library
#: rules each one (46B, 45F, 47E2, 58, 67, 13, 15)
DESIGNATION_NAME = {"nl": "aanduiding", "en": "designation", "de": "bezeichnung"}
SUGGESTED_NAME = {"nl": "suggestie", "en": "suggested", "de": "anregung"}
MISINFORMED_NAME = {"nl": "uitleg", "en": "misinformed", "de": "erklärung"}
AT_ONCE_NAME = {"nl": "tegelijk", "en": "together", "de": "gleichzeitig"}
DEFECTIVE_NAME = {"nl": "onjuist", "en": "defective", "de": "fehlerhaft"}
CARD_COUNT_NAME = {"nl": "kaartaantal", "en": "cardcount", "de": "kartenzahl"}
WRONG_BOARD_NAME = {"nl": "verkeerdbord", "en": "wrongboard", "de": "falschesboard"}
#: after the play (79): declarer's side's tricks as recorded, disputed; a
#: score entered wrongly (North-South's points); the correction period over
TRICK_COUNT_NAME = {"nl": "slagentelling", "en": "trickcount", "de": "stichzahl"}
SCORE_ERROR_NAME = {"nl": "scorefout", "en": "scoreerror", "de": "scorefehler"}
PERIOD_NAME = {"nl": "correctietermijn", "en": "periodended", "de": "fristende"}
#: a procedural penalty the director gives (90, 91): how much, to whom, and
#: optionally under which law; the library checks the amount
PENALTY_NAME = {"nl": "straf", "en": "penalty", "de": "strafe"}
#: declarer's words to dummy (46B1a-c, 46B5) in each language, as the record writes them
DESIGNATION_WORDS = {
    "high": {"hoog", "high", "hoch"},
    "low": {"laag", "low", "niedrig", "klein"},
    "win": {"neem", "win", "gewinnen", "nimm"},
    "any": {"iets", "any", "irgendeine"},
}
#: 67: the card of the trick was not among his quitted cards
MISPLACED_WORDS = frozenset({"elders", "misplaced", "verlegt"})


def _(text: str, lang: str, **params: str) -> str:
    return translate(text, lang, **params)


def _say(message: Message, lang: str) -> str:
    return message.render(lang)


def parse_action(line: str, table: Table, lang: str = "en") -> Event:
    """One line typed by the director as a table event, read in ``lang``'s
    notation only (a mistyped seat is an error, never another seat)."""
    if line.lstrip().startswith("{"):
        # any event of the record's JSON form: alerts, explanations, findings
        return event_from_json(load_json(line), table.board.deal)
    words = line.split()
    if not words:
        raise InputError("nothing typed")
    if words[0].lower() in DIRECTOR_WORDS:
        if len(words) != 2:
            raise InputError(
                "say who called the director, e.g. '{example}'", example=_example(lang)
            )
        return DirectorEvent(notation.parse_seat(words[1], lang))
    if len(words) == 1 and words[0].upper() not in notation.notation(lang).seats:
        # a call or a card without the seat: say how it is typed
        who = table.next if table.next is not None else Seat.NORTH
        readable = False
        for reader in (_as_call, _as_card):
            with contextlib.suppress(BridgeError):
                reader(who, words[0], lang)
                readable = True
        if readable:
            raise InputError(
                "say who first, e.g. '{example}'",
                example=f"{notation.seat_letter(who, lang)} {words[0]}",
            )
    found = _finding(words, lang)
    if found is not None:
        return found
    seat = notation.parse_seat(words[0], lang)
    if len(words) == 2 and words[1].lower() in DIRECTOR_WORDS:
        return DirectorEvent(seat)  # "Z arbiter": the seat first, as in "Z verzaakt"
    if len(words) == 2 and words[1].lower() in HESITATION_WORDS:
        return _hesitation(seat, table, lang)
    if len(words) == 2 and words[1].lower() in REVIEW_WORDS:
        return FactEvent("review_requested", True, {"by": seat.letter})
    if len(words) == 3 and words[1].lower() in SHOW_WORDS:
        return ExposeEvent(seat, notation.parse_card(words[2], lang))
    if len(words) in (3, 4) and words[1].lower() in REVOKE_WORDS:
        value: dict[str, Any] = {"seat": seat.letter, "trick": _trick_number(words[2])}
        if len(words) == 4:
            value["card"] = notation.parse_card(words[3], lang).name
        return FactEvent("revoke", value)
    if len(words) >= 2 and words[1].lower() in CLAIM_WORDS | CONCEDE_WORDS:
        tricks = ascii_number(words[2], 2) if len(words) >= 3 else None
        if tricks is None or tricks > 13:
            raise InputError(
                "say how many tricks, e.g. '{example}'",
                example=f"{notation.seat_letter(Seat.SOUTH, lang)} {words[1]} 10",
            )
        if words[1].lower() in CONCEDE_WORDS:
            return ConcedeEvent(seat, tricks)
        return ClaimEvent(seat, tricks, " ".join(words[3:]))
    if len(words) == 2 and words[1].lower() in AGREE_WORDS | DISPUTE_WORDS:
        return ResponseEvent(seat, words[1].lower() in AGREE_WORDS)
    if len(words) != 2:
        raise InputError(
            "type a seat and a call or a card, e.g. '{call}' or '{card}'",
            call=f"{notation.seat_letter(Seat.WEST, lang)} 1{notation.notation(lang).suits[3]}",
            card=f"{notation.seat_letter(Seat.WEST, lang)} {notation.notation(lang).suits[3]}A",
        )
    word = words[1]
    readers = [_as_call, _as_card]
    if table.play is not None:
        readers.reverse()  # in the play "7S" is the seven of spades, not a bid
    for reader in readers:
        with contextlib.suppress(BridgeError):
            return reader(seat, word, lang)
    raise InputError("{word} is neither a call nor a card", word=repr(word))


def _named(names: dict[str, str], word: str) -> bool:
    return word.lower() in names.values()


def _finding(words: list[str], lang: str) -> FactEvent | None:
    """A finding of the director typed as a line (the word first, in any of
    the three languages), or None when the line is no finding. Only the
    words are read here: the library judges what they mean at the table."""
    first = words[0].lower()
    rest = words[1:]
    if _named(DESIGNATION_NAME, first) and len(rest) == 1:
        return FactEvent("designation", _designation(rest[0], lang))
    if _named(SUGGESTED_NAME, first) and len(rest) <= 1:
        card = notation.parse_card(rest[0], lang).name if rest else True
        return FactEvent("dummy_suggested", card)
    if _named(MISINFORMED_NAME, first) and len(rest) == 1:
        return FactEvent("misinformed", notation.parse_card(rest[0], lang).name)
    if (
        _named(WRONG_BOARD_NAME, first)
        and len(rest) == 1
        and rest[0].lower() in YES_WORDS | NO_WORDS
    ):
        return FactEvent("wrong_board", rest[0].lower() in YES_WORDS)
    if _named(CARD_COUNT_NAME, first) and len(rest) in (1, 2):
        hands: dict[str, Any] = {"seat": notation.parse_seat(rest[0], lang).letter}
        if len(rest) == 2:
            hands["short"] = notation.parse_seat(rest[1], lang).letter
        return FactEvent("wrong_number_of_cards", True, hands)
    if _named(TRICK_COUNT_NAME, first) and len(rest) in (1, 2):
        count = ascii_number(rest[0], 2)
        if count is None:
            raise InputError(
                "say how many tricks declarer's side has by the score recorded, e.g. '{example}'",
                example=f"{TRICK_COUNT_NAME[lang]} 9",
            )
        disputed: dict[str, Any] = {}
        if len(rest) == 2:
            disputed["by"] = notation.parse_seat(rest[1], lang).letter
        return FactEvent("tricks_disputed", count, disputed)
    if _named(SCORE_ERROR_NAME, first) and len(rest) == 1:
        points = ascii_number(rest[0].lstrip("+-"), 5)
        if points is None:
            raise InputError(
                "say North-South's points as entered, e.g. '{example}'",
                example=f"{SCORE_ERROR_NAME[lang]} 620",
            )
        return FactEvent("score_error", -points if rest[0].startswith("-") else points)
    if _named(PERIOD_NAME, first) and not rest:
        return FactEvent("correction_period_ended", True)
    if _named(PENALTY_NAME, first) and len(rest) in (2, 3):
        given: dict[str, Any] = {"seat": notation.parse_seat(rest[1], lang).letter}
        if len(rest) == 3:
            given["law"] = rest[2].upper()
        return FactEvent("procedural_penalty", rest[0].upper(), given)
    if len(words) < 3 or words[0].upper() not in notation.notation(lang).seats:
        return None
    seat = notation.parse_seat(words[0], lang)
    kind = words[1].lower()
    if _named(AT_ONCE_NAME, kind):
        cards = [notation.parse_card(w, lang).name for w in words[2:]]
        return FactEvent("simultaneous_cards", cards, {"seat": seat.letter})
    if _named(DEFECTIVE_NAME, kind) and len(words) in (3, 4):
        value: Any = True
        if len(words) == 4:
            value = (
                "misplaced"
                if words[3].lower() in MISPLACED_WORDS
                else notation.parse_card(words[3], lang).name
            )
        where = {"seat": seat.letter, "trick": _trick_number(words[2])}
        return FactEvent("defective_trick", value, where)
    return None


def _designation(word: str, lang: str) -> str:
    """46B: declarer's word as the record writes it: high, low, win, any, a
    suit (its word or symbol), a rank (the language's letter) or a card."""
    for code, said in DESIGNATION_WORDS.items():
        if word.lower() in said:
            return code
    with contextlib.suppress(BridgeError):
        return notation.parse_card(word, lang).name
    rank = notation.rank_of(word, lang)
    if rank is not None:
        return rank.letter
    return notation.parse_suit(word, lang).letter


def _hesitation(seat: Seat, table: Table, lang: str) -> InfoEvent:
    """The hesitation before ``seat``'s last call, as an information event."""
    events = table.record.events
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if isinstance(event, CallEvent) and event.by is seat:
            return InfoEvent("extraneous", seat, index, "hesitation")
    raise InputError("{seat} has not called yet", seat=notation.seat_letter(seat, lang))


def _as_call(seat: Seat, word: str, lang: str) -> Event:
    return CallEvent(seat, notation.parse_call(word, lang))


def _as_card(seat: Seat, word: str, lang: str) -> Event:
    return CardEvent(seat, notation.parse_card(word, lang))


def _example(lang: str, seat: Seat = Seat.SOUTH) -> str:
    """How a director call is typed: the seat, then the word (``Z wl``)."""
    word = {"nl": "wl", "de": "tl"}.get(lang, "td")
    return f"{notation.seat_letter(seat, lang)} {word}"


def _trick_number(word: str) -> int:
    number = ascii_number(word, 2)
    if number is None or not 1 <= number <= 13:
        raise InputError("{word} is not a trick number from 1 to 13", word=repr(word))
    return number


class Session:
    """A director's session: the table, whose record is what was typed so far."""

    @property
    def rubber(self) -> bool:
        """The NBB rubber rules: no director; the players draw attention (60)."""
        return self.table.edition.name == "rubber"

    def __init__(
        self, board: Board, edition: str, lang: str, situation: Situation | None = None
    ) -> None:
        self.lang = lang
        record = TableRecord(board, edition, situation=situation)
        self.table = Table.from_record(record)
        self.shown = 0  # rulings already printed in full
        self.calls_shown = self._calls_seen()
        self.result_shown: list[str] = []
        self.protocol_shown: set[int] = set()  # rulings whose general protocol was said
        # rulings whose title was printed, with how many reasoning lines: a
        # second question of the same ruling adds only what is new
        self.reasons_shown: dict[int, int] = {}
        self.signature: tuple[Any, ...] = ((), (), None)
        #: questions the director left open after the board (the result
        #: stands without his answer, e.g. the 64C figure): not asked again
        self.left_open: set[tuple[int, str]] = set()
        #: the trick last printed (tricks quitted, cards of the one in
        #: progress): it is printed again only when it changed
        self.trick_shown: tuple[int, tuple[tuple[Seat, Card], ...]] | None = None
        #: actions kept without effect and notes for the director already
        #: said (an answer to a review, a card going back under 53B)
        self.kept_shown: set[tuple[int, str]] = set()

    @property
    def record(self) -> TableRecord:
        return self.table.record

    def start(self, situation: Situation | None) -> None:
        """Begin again from ``situation`` (the answers to the start questions)."""
        self.table = Table.from_record(
            TableRecord(self.record.board, self.record.edition, situation=situation)
        )
        self.calls_shown = ()

    def apply(self, event: Event) -> None:
        """Record the event; on a refusal the record is left as it was."""
        events = list(self.record.own_events)
        try:
            self.table.apply(event)
        except BridgeError:
            self._rebuild(events)
            raise

    def undo(self) -> Event | None:
        """Take back the last action typed; returns it (None: nothing to take back)."""
        events = list(self.record.own_events)
        if not events:
            return None
        self._rebuild(events[:-1])
        return events[-1]

    def _rebuild(self, events: list[Event]) -> None:
        self.table = Table.from_record(self.record.continued(events))
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
                vulnerable=notation.vulnerability_text(board.vulnerability, lang),
            )
        )

    def show_state(self) -> None:
        lang, table = self.lang, self.table
        if self._calls_seen() != self.calls_shown:
            self.calls_shown = self._calls_seen()
            calls = " ".join(
                f"{notation.seat_letter(m.by, lang)}:{self._call_shown(m)}"
                for m in table.calls_made()
            )
            console.print(_("Auction: {calls}", lang, calls=calls))
            self._show_contract()
        for ruling in table.rulings[self.shown :]:
            self.show_ruling_result(ruling)
        self.shown = len(table.rulings)
        said = [(w.event, w.reason) for w in table.without_effect]
        said += [(n.event, n.text) for n in table.notes]
        for event, message in sorted(said, key=lambda pair: pair[0]):
            text = _say(message, lang)
            if (event, text) not in self.kept_shown:
                self.kept_shown.add((event, text))
                console.print(f"  · {text}", markup=False, highlight=False)
        # the closing instruction after every step of a ruling, and whenever
        # what stays in force changes
        # and when an irregularity starts to wait for acceptance or the
        # director (a lead out of turn: the next card accepts it, 53A)
        waiting = table.pending.event if table.pending is not None else None
        signature = (
            tuple((r.chosen, r.question is None, len(r.effects)) for r in table.rulings),
            tuple(o.to_json().__repr__() for o in table.obligations),
            waiting,
        )
        if signature != self.signature and table.active is None and not table.is_over:
            self.signature = signature
            if table.rulings or table.obligations or waiting is not None:
                self.show_instruction()

    def _show_contract(self) -> None:
        """Once the last call ended the auction: the contract and who leads."""
        table, lang = self.table, self.lang
        contract = table.auction.contract()
        play = table.play
        if (
            contract is None
            or contract.is_passed_out
            or contract.level is None
            or contract.denomination is None
            or contract.declarer is None
            or table.status is not Status.PLAY
            or play is None
            or play.tricks
            or play.current
            or table.next is None
        ):
            return
        console.print(
            _(
                "The auction is over: {contract} by {declarer}; {leader} makes the opening lead.",
                lang,
                contract=notation.contract_text(
                    contract.level, contract.denomination, contract.risk.suffix, lang
                ),
                declarer=_(contract.declarer.name.title(), lang),
                leader=_(table.next.name.title(), lang),
            )
        )

    def _calls_seen(self) -> tuple[tuple[int, CallState], ...]:
        return tuple((m.event, m.state) for m in self.table.calls_made())

    def _call_shown(self, made: CallMade) -> str:
        """A call as the table shows it: a withdrawn one struck through and said."""
        text = notation.call_text(made.call, self.lang)
        if made.state is CallState.WITHDRAWN:
            return _("{call} (withdrawn)", self.lang, call=f"[strike]{text}[/strike]")
        return text

    def show_instruction(self) -> None:
        """The closing instruction of a ruling: who acts now, what stays in force."""
        lang, table = self.lang, self.table
        console.print(f"[bold]{_('Instruction to the table:', lang)}[/]")
        for message in instruction(table):
            console.print(f"  → {_say(message, lang)}")
        for message in in_force(table):
            console.print(f"  [magenta]![/] {_say(message, lang)}")

    def show_trick(self, quitted: int | None = None) -> None:
        """The trick in progress; or, when the last card quitted one (there
        were ``quitted`` tricks before it), that trick and who won it."""
        play = self.table.play
        if play is None:
            return
        lang = self.lang
        state = (len(play.tricks), tuple(play.current))
        if state == self.trick_shown:
            return  # a claim, a question, a director call: the trick is as shown
        self.trick_shown = state
        if quitted is not None and len(play.tricks) > quitted and play.tricks[-1].cards:
            done = play.tricks[-1]
            console.print(
                _(
                    "Trick {number}: {cards}; won by {seat}",
                    lang,
                    number=str(len(play.tricks)),
                    cards=self._cards(done.cards),
                    seat=_(done.winner.name.title(), lang),
                )
            )
            return
        if not play.current:
            return
        console.print(
            _(
                "Trick {number}: {cards}",
                lang,
                number=str(len(play.tricks) + 1),
                cards=self._cards(play.current),
            )
        )

    def _cards(self, cards: Sequence[tuple[Seat, Card]]) -> str:
        lang = self.lang
        return "  ".join(
            f"{notation.seat_letter(s, lang)} {notation.card_text(c, lang)}" for s, c in cards
        )

    def show_ruling_result(self, ruling: Ruling) -> None:
        lang = self.lang
        if (ruling.chosen is None and ruling.options) or ruling.question is not None:
            return  # shown with the choice or the question
        console.print(self.ruling_title(ruling))
        for message in ruling.reasoning:
            console.print(f"  · {message.render(lang)}")
        if ruling.chosen is not None:
            option = ruling.option(ruling.chosen)
            if option is not None:
                console.print(f"  → {option.text.render(lang)}")

    def ruling_title(self, ruling: Ruling) -> str:
        irregularity = ruling.irregularity
        offender = irregularity.named_offender
        who = _(offender.name.title(), self.lang) if offender is not None else "—"
        laws = ", ".join(ruling.laws)
        name = irregularity_name(irregularity.code).render(self.lang)
        word = law_word(self.table, len(ruling.laws), self.lang)
        return f"[bold yellow]{name}[/] ({who}; {word} {laws})"


def _ask(prompt: str) -> str:
    return str(typer.prompt(prompt, default="", show_default=False)).strip()


class Quit(Exception):
    """The director typed quit."""


def _answer(prompt: str) -> str:
    answer = _ask(prompt)
    if answer.lower() in QUIT_WORDS:
        raise Quit
    return answer


# -- where the board stands --------------------------------------------------------


def ask_situation(session: Session) -> str | None:
    """The start questions. Returns a line to take as the first action when
    the director types one at once (the board from its beginning)."""
    lang = session.lang
    board = session.record.board
    while True:
        first = _answer(
            _(
                "Where does the board stand? (a = auction, p = play, e = after the play; "
                "or type the first action)",
                lang,
            )
        )
        phase = PHASES[lang].get(first.lower())
        if phase is None:
            return first or None
        try:
            situation = _situation(phase, session)
            session.start(situation)
        except BridgeError as exc:
            console.print(f"[red]{_error_text(exc, lang)}[/]")
            continue
        if phase == "auction" and situation.auction:
            console.print(_("Dealer {dealer}.", lang, dealer=_(board.dealer.name.title(), lang)))
        return None


def _asked(prompt: str, read: Callable[[str], None], lang: str) -> None:
    """Ask until the answer reads: a mistyped answer is said and the same
    question asked again, never the next question answered with it."""
    while True:
        answer = _answer(prompt)
        try:
            read(answer)
            return
        except BridgeError as exc:
            console.print(f"[red]{_error_text(exc, lang)}[/]")


def _error_text(exc: BridgeError, lang: str) -> str:
    """A refusal in the director's words: a situation's field as he names it
    ("Dummy's cards"), never as the JSON spells it ("situation.dummy"); the
    line he just typed not numbered as the record counts it ("action 6")."""
    if isinstance(exc, SituationError):
        return render_error(exc.in_words(), lang)
    if isinstance(exc, EventError) and isinstance(exc.reason, BaseException):
        return render_error(exc.reason, lang)
    return render_error(exc, lang)


def _calls_in_rotation(text: str, dealer: Seat, lang: str) -> list[str]:
    """The calls typed from the dealer on; a director may put each caller's seat
    before his call (``N 1H O pas`` or ``N:1H``, as the auction is shown back), and
    a seat out of rotation is refused rather than silently dropped."""
    calls: list[str] = []
    named: Seat | None = None
    for word in text.replace(":", " ").split():
        try:
            named = notation.parse_seat(word, lang)
            continue
        except BridgeError:
            pass
        caller = Seat((dealer + len(calls)) % 4)
        if named is not None and named is not caller:
            raise InputError(
                "call {number} is {caller}'s, not {seat}'s: the calls go round from the dealer",
                number=len(calls) + 1,
                caller=caller,
                seat=named,
            )
        calls.append(notation.parse_call(word, lang).name)
        named = None
    return calls


def _situation(phase: str, session: Session) -> Situation:
    lang = session.lang
    board = session.record.board
    data: dict[str, Any] = {}

    def checked() -> None:
        parse_situation(data, board.deal)  # an impossible answer is said at once

    def read_auction(text: str) -> None:
        data["auction"] = _calls_in_rotation(text, board.dealer, lang)
        checked()

    if phase == "auction":
        prompt = _(
            "The calls so far, from the dealer ({dealer}), e.g. '{example}' (empty: none)",
            lang,
            dealer=_(board.dealer.name.title(), lang),
            example=_calls_example(lang),
        )
        _asked(prompt, read_auction, lang)
        return parse_situation(data, board.deal)
    declarer: list[Seat] = []

    def read_contract(text: str) -> None:
        words = text.split()
        if len(words) != 2:
            raise InputError(
                "type the contract and declarer, e.g. '{example}'", example=_contract_example(lang)
            )
        bid, risk = notation.parse_contract(words[0], lang)
        seat = notation.parse_seat(words[1], lang)
        data["contract"] = bid.name + risk
        data["declarer"] = seat.letter
        declarer[:] = [seat]

    _asked(
        _("Contract and declarer, e.g. '{example}'", lang, example=_contract_example(lang)),
        read_contract,
        lang,
    )
    if phase == "after":

        def read_made(made: str) -> None:
            taken = ascii_number(made, 2)
            if taken is None or taken > 13:
                raise InputError("{word} is not a number of tricks from 0 to 13", word=repr(made))
            side = declarer[0].side
            data["tricks"] = {side.name: taken, side.other.name: 13 - taken}

        _asked(_("Tricks taken by declarer (0-13)", lang), read_made, lang)
        return parse_situation(data, board.deal)

    def read_tricks(tricks: str) -> None:
        data.pop("tricks", None)
        if not tricks.strip():
            return  # the opening lead is not yet faced (spec §6)
        # '3-2', '3 - 2' or '3 2': a director types the two counts either way
        parts = re.split(r"\s*-\s*|\s+", tricks.strip())
        counts = [ascii_number(part, 2) for part in parts]
        if len(parts) != 2 or counts[0] is None or counts[1] is None:
            raise InputError("{word} is not two numbers of tricks (e.g. 3-1)", word=repr(tricks))
        data["tricks"] = {"NS": counts[0], "EW": counts[1]}
        checked()

    _asked(
        _(
            "Tricks quitted so far, {ns}-{ew} (e.g. 3-1; empty: the opening lead is not yet faced)",
            lang,
            ns=notation.side_text(Side.NS, lang),
            ew=notation.side_text(Side.EW, lang),
        ),
        read_tricks,
        lang,
    )
    if "tricks" in data:
        _ask_the_play(data, lang, checked)

    def read_penalties(penalties: str) -> None:
        data.pop("penalty_cards", None)
        if penalties:
            data["penalty_cards"] = [_penalty(item, lang) for item in penalties.split(",")]
            checked()

    _asked(
        _(
            "Penalty cards on the table, e.g. '{example}' (empty: none)",
            lang,
            example=_penalty_example(lang),
        ),
        read_penalties,
        lang,
    )

    def read_known(known: str) -> None:
        data.pop("hands", None)
        if known:
            data["hands"] = dict(_known(item, lang) for item in known.split())
            checked()

    _asked(
        _(
            "Other cards you know, by seat, e.g. '{example}' (empty: none)",
            lang,
            example=_known_example(lang),
        ),
        read_known,
        lang,
    )
    return parse_situation(data, board.deal)


def _ask_the_play(data: dict[str, Any], lang: str, checked: Callable[[], None]) -> None:
    """The trick in progress, who leads next, dummy: once the lead is faced."""

    def read_current(current: str) -> None:
        data.pop("current", None)
        if current:
            data["current"] = [_seat_card(item, lang) for item in current.split()]
            checked()

    _asked(
        _(
            "The trick in progress, e.g. '{example}' (empty: none)",
            lang,
            example=_trick_example(lang),
        ),
        read_current,
        lang,
    )
    if "current" not in data and 0 < sum(data["tricks"].values()) < 13:

        def read_leader(leader: str) -> None:
            data["leader"] = notation.parse_seat(leader, lang).letter

        _asked(_("Who leads to the next trick?", lang), read_leader, lang)

    def read_dummy(dummy: str) -> None:
        data.pop("dummy", None)
        if dummy:
            data["dummy"] = _hand(dummy, lang)
            checked()

    _asked(
        _(
            "Dummy's cards, spades first, e.g. '{example}' (empty: skip)",
            lang,
            example=_hand_example(lang),
        ),
        read_dummy,
        lang,
    )


def _known_example(lang: str) -> str:
    words = notation.notation(lang)
    return f"{words.seats[1]}:{words.honours[0]}2.-.-.-"


def _known(item: str, lang: str) -> tuple[str, str]:
    """``O:A2.-.-.-``: a seat and the cards the director knows it holds."""
    if ":" not in item:
        raise InputError(
            "{word} is not a seat with its cards, e.g. '{example}' (the actions are "
            "typed after these questions)",
            word=repr(item),
            example=_known_example(lang),
        )
    seat, hand = item.split(":", 1)
    return notation.parse_seat(seat, lang).letter, _hand(hand, lang)


def _calls_example(lang: str) -> str:
    return " ".join(notation.call_token(c, lang) for c in _EXAMPLE_CALLS)


def _contract_example(lang: str) -> str:
    words = notation.notation(lang)
    return f"4{words.suits[3]} {words.seats[2]}"


def _trick_example(lang: str) -> str:
    words = notation.notation(lang)
    return f"{words.seats[3]}:{words.suits[2]}7 {words.seats[0]}:{words.suits[2]}2"


def _hand_example(lang: str) -> str:
    honours = notation.notation(lang).honours
    return f"{honours[2]}1076.{honours[1]}5.84.{honours[0]}{honours[3]}6"


def _penalty_example(lang: str) -> str:
    words = notation.notation(lang)
    major = {"nl": "groot", "de": "groß"}.get(lang, "major")
    return f"{words.seats[1]}:{words.suits[0]}{words.honours[1]} {major}"


_EXAMPLE_CALLS = tuple(notation.parse_call(w, "en") for w in ("1NT", "Pass", "2C"))


def _seat_card(item: str, lang: str) -> str:
    if ":" not in item:
        raise InputError(
            "{word} is not a seat with a card, e.g. '{example}' (the actions are typed "
            "after these questions)",
            word=repr(item),
            example=_trick_example(lang).split()[0],
        )
    seat, card = item.split(":", 1)
    return f"{notation.parse_seat(seat, lang).letter}:{notation.parse_card(card, lang).name}"


def _hand(text: str, lang: str) -> str:
    """A hand in the language's letters (``HV76.H5.84.AB6``) as PBN."""
    suits = text.strip().split(".")
    if len(suits) != 4:
        raise InputError("{word} is not a hand of four suits, spades first", word=repr(text))
    out = []
    for suit, holding in zip(
        (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), suits, strict=True
    ):
        if holding.strip() == "-":
            out.append("-")  # a void, known (spec §6): the hand is then complete
            continue
        letters = notation.notation(lang).suits[suit]
        ranks = holding.replace("-", "").replace("10", "T")
        names = "".join(
            notation.parse_card(letters + ("10" if r == "T" else r), lang).name[1] for r in ranks
        )
        out.append(names)
    return ".".join(out)


def _penalty(item: str, lang: str) -> dict[str, str]:
    words = item.split()
    if not words:
        raise InputError("nothing typed")
    kind = "major"
    if len(words) > 1 and words[1].lower() in ("klein", "minor", "klein.", "kleine"):
        kind = "minor"
    seat_card = _seat_card(words[0], lang)
    seat, card = seat_card.split(":")
    return {"seat": seat, "card": card, "kind": kind}


# -- the loop ----------------------------------------------------------------------


def run_session(session: Session) -> Session:
    """The question-and-answer loop; returns when the board is over or the
    director quits."""
    with contextlib.suppress(Quit):
        _run(session)
    return session


def _run(session: Session) -> None:
    lang = session.lang
    session.header()
    pending_line: str | None = ask_situation(session)
    while True:
        table = session.table
        session.show_state()
        if table.is_over and table.status is not Status.AWAITING_FACT:
            review = award_to_review(table)
            if review is not None and pending_line is None:
                _sign(session, review)
                continue
            _show_result(session)
            late = _late_question(session)
            if late is not None and pending_line is None:
                _question(session, late, optional=True)
                continue
            after = pending_line or _answer(_("What happened? (undo, or quit)", lang))
            pending_line = None
            if after.lower() in UNDO_WORDS:
                _undo(session)
            elif after.lower() in HELP_WORDS:
                _show_help(session)
            elif after.lower() in JUDGMENT_WORDS:
                _show_judgment(session)
            elif after:  # an empty line asks again, as during the board
                _act(session, after)
            continue
        status = table.status
        active = table.active
        if status is Status.AWAITING_FACT and active is not None and active.question:
            _question(session, active)
            continue
        if status is Status.AWAITING_CHOICE and active is not None and active.chooser is not None:
            _choice(session, active)
            continue
        if status is Status.AWAITING_DIRECTOR:
            pending = table.pending
            if pending is not None:
                console.print(_director_wanted(pending, lang, session.rubber))
        line = pending_line
        pending_line = None
        if line is None:
            line = _answer(_prompt(table, lang))
        assert line is not None
        if line.lower() in UNDO_WORDS:
            _undo(session)
            continue
        if line.lower() in JUDGMENT_WORDS:
            _show_judgment(session)
            continue
        if line.lower() in HELP_WORDS:
            _show_help(session)
            continue
        if line:
            _act(session, line)


def _director_wanted(pending: Irregularity, lang: str, rubber: bool = False) -> str:
    """What waits for the director, and how his call is typed: a disputed
    claim or concession is no irregularity (68D, 70), so it is not called one.
    The rubber rules have no director: a player draws attention (60)."""
    offender = pending.named_offender
    caller = offender.lho if offender is not None else Seat.SOUTH
    example = _example(lang, caller)
    if rubber:
        return _(
            "Irregularity: {name}. Who drew attention to it? (type '{example}')",
            lang,
            name=irregularity_name(pending.code).render(lang),
            example=example,
        )
    if pending.code in (IrregularityCode.CLAIM, IrregularityCode.CONCESSION):
        text = (
            "The claim is disputed. Who called the director? (type '{example}')"
            if pending.code is IrregularityCode.CLAIM
            else "The concession is disputed. Who called the director? (type '{example}')"
        )
        return _(text, lang, example=example)
    return _(
        "Irregularity: {name}. Who called the director? (type '{example}')",
        lang,
        name=irregularity_name(pending.code).render(lang),
        example=example,
    )


def _prompt(table: Table, lang: str) -> str:
    """What the loop asks: who is to act, or while a claim is open (68D;
    rubber 26) how the opponents' answer is typed."""
    prompt = _("What happened?", lang)
    claim = table.claim
    if table.claim_open and claim is not None:
        lho, rho = (notation.seat_letter(s, lang) for s in (claim.by.lho, claim.by.rho))
        return (
            prompt
            + " "
            + _(
                "(the opponents agree or dispute the claim: type '{agree}' or '{dispute}')",
                lang,
                agree=f"{lho} {AGREE_NAME[lang]}",
                dispute=f"{rho} {DISPUTE_NAME[lang]}",
            )
        )
    nxt = table.next
    if nxt is not None:
        prompt += " " + _("({seat} is to act)", lang, seat=_(nxt.name.title(), lang))
    return prompt


def _show_help(session: Session) -> None:
    """Every kind of line the loop reads, each with an example in the
    director's notation."""
    lang = session.lang
    west, south, north = (
        notation.seat_letter(s, lang) for s in (Seat.WEST, Seat.SOUTH, Seat.NORTH)
    )
    words = notation.notation(lang)
    clubs, hearts = words.suits[0], words.suits[2]
    lines = [
        (_("a call", lang), f"{west} 1{clubs}"),
        (_("a card", lang), f"{west} {hearts}A"),
        (
            _("attention drawn to an irregularity", lang)
            if session.rubber
            else _("the director is called", lang),
            _example(lang),
        ),
        (_("a card shown", lang), f"{west} {SHOW_NAME[lang]} {hearts}A"),
        (_("a revoke found, in a trick", lang), f"{west} {REVOKE_NAME[lang]} 5"),
        (_("a player asks for the auction (20, 41)", lang), f"{west} {REVIEW_NAME[lang]}"),
        (_("a hesitation before the seat's last call", lang), f"{north} {HESITATION_NAME[lang]}"),
        *_finding_help(lang),
        (_("a claim, with its statement", lang), f"{south} {CLAIM_NAME[lang]} 10"),
        (_("a concession of more tricks", lang), f"{south} {CONCEDE_NAME[lang]} 2"),
        (_("the claim accepted by an opponent", lang), f"{west} {AGREE_NAME[lang]}"),
        (_("the claim disputed by an opponent", lang), f"{west} {DISPUTE_NAME[lang]}"),
        (_("the last line taken back", lang), UNDO_NAME[lang]),
        (_("the judgment so far", lang), JUDGMENT_NAME[lang]),
        (_("stop", lang), QUIT_NAME[lang]),
    ]
    console.print(_("What you can type:", lang))
    width = max(len(example) for _what, example in lines) + 1
    for what, example in lines:
        console.print(f"  {example:<{width}} {what}")


def _finding_help(lang: str) -> list[tuple[str, str]]:
    """The findings in the play (46B, 45F, 47E2, 58, 67, 13, 15), each with
    an example in the director's notation."""
    west, north, east = (notation.seat_letter(s, lang) for s in (Seat.WEST, Seat.NORTH, Seat.EAST))
    words = notation.notation(lang)
    spades, hearts = words.suits[3], words.suits[2]
    low = {"nl": "laag", "en": "low", "de": "niedrig"}[lang]
    queen = words.honours[2]
    yes = YES_NAME[lang]
    return [
        (
            _(
                "declarer named dummy's card incompletely (46B): high, low, win, a suit, a rank",
                lang,
            ),
            f"{DESIGNATION_NAME[lang]} {low}",
        ),
        (_("dummy suggested a play (45F), the card optional", lang), SUGGESTED_NAME[lang]),
        (
            _("a card taken back after a mistaken explanation (47E2)", lang),
            f"{MISINFORMED_NAME[lang]} {hearts}{queen}",
        ),
        (
            _("cards played at the same time (58)", lang),
            f"{west} {AT_ONCE_NAME[lang]} {spades}A {spades}{words.honours[1]}",
        ),
        (
            _("defective trick (67): did not play to trick 5, or a card found in it as well", lang),
            f"{west} {DEFECTIVE_NAME[lang]} 5",
        ),
        (
            _("a hand with too many cards, then the one with too few (13)", lang),
            f"{CARD_COUNT_NAME[lang]} {north} {east}",
        ),
        (
            _("the wrong board, played before by one of the four: yes or no (15)", lang),
            f"{WRONG_BOARD_NAME[lang]} {yes}",
        ),
        (
            _(
                "the tricks recorded for declarer's side disputed, and by whom (79B)",
                lang,
            ),
            f"{TRICK_COUNT_NAME[lang]} 9 {east}",
        ),
        (
            _("a score entered wrongly: North-South's points as entered (79C)", lang),
            f"{SCORE_ERROR_NAME[lang]} 620",
        ),
        (_("the correction period has ended (79C)", lang), PERIOD_NAME[lang]),
        (
            _("a procedural penalty: how much, to whom, the law if you like (90, 91)", lang),
            f"{PENALTY_NAME[lang]} 25% {east} 90B2",
        ),
    ]


def _undo(session: Session) -> None:
    lang = session.lang
    taken = session.undo()
    session.reasons_shown.clear()  # the ruling asked again is named again
    if taken is None:
        console.print(_("Nothing to take back.", lang))
        return
    said = event_text(taken, session.rubber)
    console.print(_("Taken back: {action}", lang, action=_say(said, lang)))


def _act(session: Session, line: str) -> None:
    lang = session.lang
    table = session.table
    try:
        event = parse_action(line, table, lang)
    except BridgeError as exc:
        console.print(f"[red]{_('Not understood', lang)}:[/] {render_error(exc, lang)}")
        return
    nxt = table.next
    by = getattr(event, "by", None)
    if (
        isinstance(event, CallEvent | CardEvent)
        and nxt is not None
        and by is not None
        and by is not nxt
        and table.status in (Status.AUCTION, Status.PLAY)
    ):
        # out of turn: asked, so that a mistyped seat is no phantom irregularity
        prompt = _(
            "{seat} is not to act ({turn} is). Record it anyway? (yes/no)",
            lang,
            seat=_(by.name.title(), lang),
            turn=_(nxt.name.title(), lang),
        )
        answer = _answer(prompt)
        while answer and answer.lower() not in YES_WORDS | NO_WORDS:
            # the next action typed too soon is not a "no": ask again
            console.print(_("Please answer yes or no.", lang))
            answer = _answer(prompt)
        if answer.lower() not in YES_WORDS:
            console.print(_("Not recorded.", lang))
            return
    before = len(table.irregularities)
    noted = len(table.notes)
    rulings = len(table.rulings)
    quitted = len(table.play.tricks) if table.play is not None else None
    try:
        session.apply(event)
    except BridgeError as exc:
        console.print(f"[red]{_('Not recorded', lang)}:[/] {_error_text(exc, lang)}")
        return
    console.print(f"  {_say(event_text(event, session.rubber), lang)}")
    session.show_trick(quitted)
    index = len(session.record.events) - 1
    for irregularity in session.table.irregularities:
        said = protocol.accepted(session.table, irregularity)
        if said is not None and irregularity.accepted_by == index:
            console.print(f"[green]{_say(said, lang)}[/]")
    for note in session.table.notes[noted:]:
        # no irregularity: what the Laws settle themselves (28A)
        console.print(f"[green]{_say(note.text, lang)}[/]")
    ruled = [r.irregularity for r in session.table.rulings]
    for irregularity in session.table.irregularities[before:]:
        if any(irregularity is r for r in ruled):
            continue  # the ruling that follows names it once, with its laws
        console.print(
            f"[yellow]{irregularity_name(irregularity.code).render(lang)}[/] "
            f"({law_word(session.table, len(irregularity.laws), lang)} "
            f"{', '.join(irregularity.laws)})"
        )
    after = session.table
    if isinstance(event, DirectorEvent) and len(after.rulings) == rulings and after.active is None:
        # nothing in the calls and cards to rule: the library's instruction
        # says what the director does now (16B, 20F, 75: the facts first)
        session.show_instruction()


def _general_protocol(session: Session, active: Ruling) -> bool:
    """Seed 004's general protocol before the specific one: its statements
    once per ruling, then its next open question (True: one was asked)."""
    lang, table = session.lang, session.table
    number = next((i for i, r in enumerate(table.rulings) if r is active), -1)
    if number not in session.protocol_shown:
        session.protocol_shown.add(number)
        statements = [said for said in protocol.steps(table) if said.fact is None]
        if statements:
            console.print(f"[bold]{_('General protocol', lang)}:[/]")
        for said in statements:
            console.print(f"  · {said.text.render(lang)}")
    step = protocol.next_question(table)
    if step is None or step.fact is None:
        return False
    answer = _answer(f"{step.text.render(lang)} ({_('yes/no', lang)})")
    if answer.lower() in UNDO_WORDS:
        _undo(session)
    elif answer.lower() in YES_WORDS | NO_WORDS:
        session.apply(FactEvent(step.fact, answer.lower() in YES_WORDS))
    else:
        console.print(f"[red]{_('Please answer yes or no.', lang)}[/]")
    return True


def _title(session: Session, active: Ruling) -> None:
    """The ruling's name and reasoning, once: a later question or the choice
    of the same ruling adds only the reasoning that is new."""
    number = next((i for i, r in enumerate(session.table.rulings) if r is active), -1)
    said = session.reasons_shown.get(number)
    if said is None:
        console.print(session.ruling_title(active))
    for message in active.reasoning[said or 0 :]:
        console.print(f"  · {message.render(session.lang)}")
    session.reasons_shown[number] = len(active.reasoning)


def _late_question(session: Session) -> Ruling | None:
    """A ruling's question still open once the board is over, whose answer
    may change the result but need not be given (the 64C figure)."""
    for number, ruling in enumerate(session.table.rulings):
        question = ruling.question
        if question is not None and (number, question.fact) not in session.left_open:
            return ruling
    return None


def _question(session: Session, active: Ruling, optional: bool = False) -> None:
    lang = session.lang
    question = active.question
    assert question is not None
    _general_protocol(session, active)
    _title(session, active)
    fact, kind = question.fact, question.expects.kind
    low, high = str(question.expects.low), str(question.expects.high)
    if kind is AnswerKind.SEAT:
        hint = ", ".join(notation.notation(lang).seats)
    elif kind is AnswerKind.NUMBER:
        hint = _("a number from {low} to {high}", lang, low=low, high=high)
    elif question.expects.denominations:
        # spec §3: Yes may name the denominations the artificial call showed
        words = notation.notation(lang)
        hint = _(
            "yes/no; after yes the denominations it showed if you know them, e.g. '{example}'",
            lang,
            example=f"{YES_NAME[lang]} {words.suits[2]} {words.suits[3]}",
        )
    else:
        hint = _("yes/no", lang)
    if optional:
        hint += "; " + _("empty: leave it open, the result stands", lang)
    answer = _answer(f"{question.text.render(lang)} ({hint})")
    if answer.lower() in UNDO_WORDS:
        _undo(session)
        return
    if optional and not answer:
        place = next(i for i, r in enumerate(session.table.rulings) if r is active)
        session.left_open.add((place, question.fact))
        return
    value: Any
    try:
        if kind is AnswerKind.SEAT:
            value = notation.parse_seat(answer, lang).letter
        elif kind is AnswerKind.NUMBER:
            number = ascii_number(answer, 2)
            if number is None or not question.expects.low <= number <= question.expects.high:
                raise InputError(
                    "{word} is not a number from {low} to {high}",
                    word=repr(answer),
                    low=low,
                    high=high,
                )
            value = number
        else:
            first, *rest = answer.split() or [""]
            if first.lower() not in YES_WORDS | NO_WORDS:
                raise InputError("Please answer yes or no.")
            value = first.lower() in YES_WORDS
            if rest and (not value or not question.expects.denominations):
                raise InputError("Please answer yes or no.")
            if rest:
                shown = _denominations(" ".join(rest), lang)
                session.apply(FactEvent(fact, value, {"denominations": shown}))
                return
        session.apply(FactEvent(fact, value))
    except BridgeError as exc:
        console.print(f"[red]{_error_text(exc, lang)}[/]")


def _denominations(text: str, lang: str) -> list[str]:
    """The denominations typed after yes ('H S', 'harten,schoppen', 'SA'), in
    the record's letters (spec §3)."""
    notrump = notation.notation(lang).notrump
    shown: list[str] = []
    for token in (t for t in text.replace(",", " ").split() if t):
        letter = "NT" if token.upper() in (notrump.upper(), "NT") else None
        if letter is None:
            letter = notation.parse_suit(token, lang).letter
        if letter not in shown:
            shown.append(letter)
    return shown


def _sign(session: Session, ruling: Ruling) -> None:
    """The director signs the claim ruling: he confirms the award or types his
    own figure (the library applies it, :func:`award_to_review`)."""
    lang = session.lang
    offender = ruling.irregularity.offender
    side = offender.side if offender is not None else Side.NS
    answer = _answer(
        _(
            "Confirm the award of {tricks} tricks to {side}? (yes, or the tricks {side} gets)",
            lang,
            tricks=str(ruling.facts["awarded"]),
            side=notation.side_text(side, lang),
        )
    )
    if answer.lower() in UNDO_WORDS:
        _undo(session)
        return
    value: Any
    try:
        if answer.lower() in YES_WORDS:
            value = True
        else:
            value = ascii_number(answer, 2)
            if value is None:
                raise InputError("{word} is not a number", word=repr(answer))
        session.apply(FactEvent(AWARD_FACT, value))
    except BridgeError as exc:
        console.print(f"[red]{_error_text(exc, lang)}[/]")
        return
    for message in ruling.reasoning[-1:]:
        console.print(f"  · {message.render(lang)}")


def _choice(session: Session, active: Ruling) -> None:
    lang = session.lang
    assert active.chooser is not None
    if _general_protocol(session, active):
        return
    _title(session, active)
    chooser = _(active.chooser.name.title(), lang)
    # 55A, 43B2a: either defender may choose; the ruling names both
    other = other_chooser(active)
    if other is None:
        console.print(_("{chooser} chooses, after hearing every option:", lang, chooser=chooser))
    else:
        console.print(
            _(
                "{chooser} or {other} chooses, after hearing every option (either may):",
                lang,
                chooser=chooser,
                other=_(other.name.title(), lang),
            )
        )
    for number, option in enumerate(active.options, 1):
        console.print(f"  [bold]{number}[/]. {with_laws(option.text.render(lang), option.laws)}")
        for then in option.follows:
            console.print(f"       - {then.render(lang)}")
    prompt = _("Choice (number)", lang)
    if other is not None:
        prompt = _(
            "Choice (number; when {other} chooses, the number and '{letter}', e.g. '1 {letter}')",
            lang,
            other=_(other.name.title(), lang),
            letter=notation.seat_letter(other, lang),
        )
    answer = _answer(prompt)
    if answer.lower() in UNDO_WORDS:
        _undo(session)
        return
    words = answer.split()
    by = active.chooser
    if other is not None and len(words) == 2:
        try:
            by = notation.parse_seat(words[1], lang)
        except BridgeError as exc:
            console.print(f"[red]{_error_text(exc, lang)}[/]")
            return
        if by not in active.choosers:
            console.print(
                _("{seat} may not make this choice.", lang, seat=_(by.name.title(), lang))
            )
            return
        answer = words[0]
    chosen = ascii_number(answer, 3)
    if chosen is None or not 1 <= chosen <= len(active.options):
        console.print(_("Type a number from 1 to {count}.", lang, count=str(len(active.options))))
        return
    session.apply(ChoiceEvent(by, active.options[chosen - 1].code))


def _show_judgment(session: Session) -> None:
    """The judgment layer's rulings on the record so far (Laws 12, 16, 21, 75)."""
    try:
        judged = judge(session.record, session.lang)
    except BridgeError as exc:
        reason = render_error(exc, session.lang)
        console.print(f"[red]{_('Not understood', session.lang)}:[/] {reason}")
        return
    for line in judgment_lines(judged, session.lang):
        console.print(line, markup=False, highlight=False)


def _show_result(session: Session) -> None:
    """Contract, tricks, transfers and score in words, once each time they change."""
    lang = session.lang
    lines = [_say(m, lang) for m in result(session.table)]
    if session.table.status is Status.PASSED_OUT:
        lines.append(_("The board is passed out.", lang))
    if lines == session.result_shown:
        return
    session.result_shown = lines
    console.print(f"[bold]{_('End of the board:', lang)}[/]")
    for line in lines:
        console.print(f"  {line}")
    if any(is_judgment_event(e) and not isinstance(e, DirectorEvent) for e in session.record):
        _show_judgment(session)  # the director comes back at the end (12B1)


def direct(
    board: Annotated[int, typer.Option(help="Board number (dealer, vulnerability: Law 2).")] = 1,
    edition: Annotated[
        str, typer.Option(help="2017 (default), 2007 or rubber (the NBB rubber rules).")
    ] = "2017",
    lang: Annotated[str, typer.Option(help="nl (default), en or de.")] = "nl",
    deal: Annotated[
        str | None, typer.Option(help="The deal as a PBN Deal string, when the director has it.")
    ] = None,
    save: Annotated[
        Path | None,
        typer.Option(help="Write the table record (JSON, spec §1, §6) here at the end."),
    ] = None,
) -> None:
    """The director's assistant: say where the board stands, type what
    happened, answer the questions, hear every option, record the choice; the
    instruction to the table and what stays in force follow every ruling."""
    from bridgelaws.editions import get_edition

    try:
        if lang not in LANGUAGES:
            raise BridgeError(f"language {lang!r} is not available (known: {', '.join(LANGUAGES)})")
        get_edition(edition)
        if board < 1:
            raise InputError("board {board}: board numbers start at 1", board=board)
        the_deal = Deal.from_pbn(deal) if deal else None
    except BridgeError as exc:
        shown_in = lang if lang in LANGUAGES else "en"
        print_error(error_console(), render_error(exc, shown_in), shown_in)
        raise typer.Exit(2) from None
    session = Session(Board.numbered(board, the_deal), edition, lang)
    with contextlib.suppress(EOFError, typer.Abort):
        run_session(session)  # input may end at any moment: keep what was recorded
    if save is not None:
        save.write_text(session.record.dumps() + "\n", encoding="utf-8")
        console.print(_("Table record saved to {path}", lang, path=str(save)))
