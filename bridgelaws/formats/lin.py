"""BBO LIN files: reading, writing, and conversion to and from table records.

LIN is the format of Bridge Base Online: a flat sequence of ``key|value|`` pairs.
The keys this module interprets:

=======  ==================================================================
``qx``   starts a board of a team match: ``o7`` (open room, board 7), ``c7``
``pn``   player names, South first: ``S,W,N,E`` (vugraph files give eight:
         the open room's four, then the closed room's)
``md``   the deal: the dealer digit (1 South, 2 West, 3 North, 4 East), then
         the hands of South, West, North and East, suits marked ``S H D C``;
         a missing fourth hand is filled in
``sv``   vulnerability: ``o`` (or ``0``) none, ``n`` NS, ``e`` EW, ``b`` both
``ah``   the board header, ``Board 7``
``mb``   a call in rotation from the dealer: ``p``, ``d``, ``r``, ``1N``, ``4S``;
         a trailing ``!`` marks an alert
``an``   the explanation of the call just made
``pc``   a card played (``SA``, ``h7``), in play order
``mc``   an accepted claim: the declaring side's **total** tricks
``pg``   a page break for the BBO movie viewer (ignored)
=======  ==================================================================

Every other pair (``st``, ``rh``, ``nt`` commentary, ``vg``/``rs`` headers...)
is kept in :attr:`LinBoard.extra` when it belongs to a board. A board starts at
``qx``, or at an ``md`` that follows a board already dealt (files of one board per
line), together with the ``pn``/``st``/... pairs that run into it without a line
break. A board without ``pn`` has the players of the latest ``pn`` before it; a
board without ``sv`` has the vulnerability of its number (Law 2), or none.

:func:`parse_lin` never raises: a damaged board becomes a :class:`LinProblem`
(file, board, line, what is wrong) and reading goes on with the next board.
:func:`write_lin` writes one board per line so that ``parse_lin(write_lin(b))``
gives ``b`` back. :func:`lin_to_record` turns a board into the engine's
:class:`~bridgelaws.record.TableRecord` (letting :class:`~bridgelaws.table.Table`
decide who played each card) and :func:`record_to_lin` goes the other way.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from os import PathLike
from typing import Any, Final, NamedTuple

from bridgelaws.board import Board, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.calls import DOUBLE, PASS, REDOUBLE, Call, CallKind, Contract, Denomination
from bridgelaws.cards import (
    CARDS,
    RANK_LETTERS,
    BridgeError,
    Card,
    Deal,
    InputError,
    Seat,
    Suit,
    shown,
)
from bridgelaws.formats.convert import last_trick_played_out
from bridgelaws.formats.files import MAX_GAME_FILE, decode_text, read_file
from bridgelaws.formats.messages import STATES, Located, ReadError
from bridgelaws.record import (
    HELD_UP,
    TOUCHED_IN_DUMMY,
    CallEvent,
    CardEvent,
    ClaimEvent,
    ConcedeEvent,
    Event,
    FactEvent,
    ResponseEvent,
    TableRecord,
)
from bridgelaws.table import Status, Table

__all__ = [
    "LIN_SEATS",
    "LinBoard",
    "LinPair",
    "LinProblem",
    "lin_pairs",
    "lin_to_record",
    "parse_lin",
    "read_lin",
    "record_to_lin",
    "write_lin",
]

#: The seat order of ``pn`` and ``md`` (and of the dealer digit, 1 to 4).
LIN_SEATS: Final = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
#: ``qx`` room letters and the names :attr:`LinBoard.room` uses.
ROOMS: Final = {"o": "Open", "c": "Closed"}
_ROOM_LETTERS: Final = {name: letter for letter, name in ROOMS.items()}
_VUL_LETTERS: Final = {
    Vulnerability.NONE: "o",
    Vulnerability.NS: "n",
    Vulnerability.EW: "e",
    Vulnerability.ALL: "b",
}
_SUIT_BY_LETTER: Final = {s.letter: s for s in Suit}
_LIN_SUIT_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

#: Keys a board's own pairs may start with before its ``md`` (files without ``qx``).
_LEADING_KEYS: Final = frozenset({"pn", "st", "rh", "ah", "sv", "vg", "rs"})
#: Keys whose pairs the reader interprets: they cannot be kept as extras.
_STRUCTURAL_KEYS: Final = frozenset({"qx", "pn", "md", "sv", "mb", "pc", "mc", "pg"})

#: a pair, or else the rest of the line (what is not a pair), after any white space
_TOKEN = re.compile(r"(\s*+)(?:([A-Za-z][A-Za-z0-9])\|([^|]*)\||([^\n]+))")
_KEY = re.compile(r"[A-Za-z][A-Za-z0-9]")
_BOARD_HEADER = re.compile(r"\s*board\s*([0-9]{1,9})\s*", re.IGNORECASE)
_QX = re.compile(r"\s*([ocOC]?)\s*([0-9]*)")
_BID = re.compile(r"([0-9]{1,2})(NT|N|S|H|D|C)")
#: ``pc`` spellings, upper-cased: suit then rank (``SA``, ``HT``, ``H10``)
_CARD_BY_TEXT: Final = {
    **{card.name: card for card in CARDS},
    **{card.suit.letter + "10": card for card in CARDS if card.rank.letter == "T"},
}
_CLAIM = re.compile(r"\s*([0-9]{1,2})\s*")


# -- data --------------------------------------------------------------------------


@dataclass
class LinBoard:
    """One board of a LIN file: what the file says, nothing derived.

    ``line`` is where the board starts in its file; it is not part of equality,
    so a board read back from :func:`write_lin` compares equal to the original.
    """

    #: from ``ah|Board N|`` or ``qx|o7|``
    board: int | None
    #: ``"Open"`` or ``"Closed"`` from ``qx``
    room: str | None
    players: dict[Seat, str]
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal
    #: each call with whether it was alerted and its explanation (``an``)
    calls: list[tuple[Call, bool, str | None]]
    #: the cards in the order played
    cards: list[Card]
    #: ``mc``: the declaring side's total tricks after an accepted claim
    claim: int | None
    #: every other key/value pair of the board, in file order
    extra: list[tuple[str, str]]
    line: int = field(default=0, compare=False)

    @property
    def name(self) -> str:
        """How messages name the board: ``o7``, ``Board 7`` or ``the board on line 12``."""
        return str(self.label)

    @property
    def label(self) -> InputError:
        """:attr:`name` in any language."""
        if self.room is not None:
            return InputError(
                "{part}", part=f"{_ROOM_LETTERS.get(self.room, '?')}{self.board or ''}"
            )
        if self.board is not None:
            return InputError("Board {number}", number=self.board)
        return InputError("the board on line {line}", line=self.line)


@dataclass(frozen=True)
class LinProblem(Located):
    """A part of a LIN file that could not be read (spec §5 ``unreadable``).

    ``error`` is the English text; ``message`` the same in any language
    (:meth:`render`), with a stable :attr:`code`."""

    file: str | None
    board: str | None
    line: int
    error: str
    message: InputError | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "board": self.board, "line": self.line, "error": self.error}

    def __str__(self) -> str:
        where = self.file if self.file is not None else "<LIN text>"
        board = f", board {self.board}" if self.board is not None else ""
        return f"{where}, line {self.line}{board}: {self.error}"


class LinPair(NamedTuple):
    """One ``key|value|`` pair and the line it starts on. A stretch of text that is
    not a pair has the key ``""`` and the text as its value."""

    key: str
    value: str
    line: int


# -- reading -----------------------------------------------------------------------


def lin_pairs(text: str) -> list[LinPair]:
    """Split LIN text into its pairs (keys lower-cased, values exactly as written).

    Text that is not a ``key|value|`` pair is returned as a pair with the key
    ``""`` holding the rest of its line; reading resumes on the next line.
    """
    pairs: list[LinPair] = []
    append = pairs.append
    line = 1
    for space, key, value, junk in _TOKEN.findall(text.removeprefix("\ufeff")):
        if space:
            line += space.count("\n")
        if key:
            append(LinPair(key.lower(), value, line))
            if "\n" in value:
                line += value.count("\n")
        else:
            append(LinPair("", junk, line))
    return pairs


class _Damaged(Exception):
    """A board that cannot be read: the line of the offending pair and why."""

    def __init__(self, line: int, error: InputError) -> None:
        super().__init__(str(error))
        self.line = line
        self.error = error


def _problem(file: str | None, board: str | None, line: int, error: InputError) -> LinProblem:
    return LinProblem(file, board, line, str(error), error)


def _show(text: str, limit: int = 40) -> str:
    """A value as messages quote it, shortened."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _segments(pairs: list[LinPair]) -> list[list[LinPair]]:
    """Group the pairs by board: ``qx`` starts a board; so does an ``md`` after a
    board already dealt, taking the ``pn``/``st``/... pairs that run into it
    without a line break. Segments with neither a deal nor any play are file headers."""
    segments: list[list[LinPair]] = []
    current: list[LinPair] = []
    dealt_at = -1  # index of the current segment's md, or -1
    for pair in pairs:
        if pair.key == "qx":
            if current:
                segments.append(current)
            current, dealt_at = [pair], -1
            continue
        if pair.key == "md" and dealt_at >= 0:
            start = len(current)
            after = pair
            while (
                start > dealt_at + 1
                and current[start - 1].key in _LEADING_KEYS
                and _ends_on(current[start - 1]) == after.line
            ):
                start -= 1
                after = current[start]
            segments.append(current[:start])
            current = current[start:]
            dealt_at = -1
        if pair.key == "md":
            dealt_at = len(current)
        current.append(pair)
    if current:
        segments.append(current)
    return segments


def _ends_on(pair: LinPair) -> int:
    """The line a pair ends on (values may hold line breaks)."""
    return pair.line + pair.value.count("\n")


def _is_board(segment: list[LinPair]) -> bool:
    return segment[0].key == "qx" or any(p.key in ("md", "mb", "pc", "mc") for p in segment)


def _players(value: str, room: str | None) -> dict[Seat, str]:
    names = [name.strip() for name in value.split(",")]
    if room == "Closed" and len(names) >= 8:
        names = names[4:8]
    return {seat: name for seat, name in zip(LIN_SEATS, names, strict=False) if name}


def _label(segment: list[LinPair], ordinal: int) -> str:
    """The board's name for problems, found before reading it."""
    for pair in segment:
        if pair.key == "qx" and pair.value.strip():
            return pair.value.strip()
    for pair in segment:
        if pair.key == "ah":
            match = _BOARD_HEADER.fullmatch(pair.value)
            if match is not None:
                return match.group(1)
    return f"#{ordinal}"


def _hand(text: str, seat: Seat, line: int) -> list[Card]:
    """One hand of ``md``: suit letters, each followed by its ranks."""
    cards: list[Card] = []
    suit: Suit | None = None
    upper = text.strip().upper()
    i = 0
    while i < len(upper):
        ch = upper[i]
        if ch in _SUIT_BY_LETTER:
            suit = _SUIT_BY_LETTER[ch]
            i += 1
            continue
        if suit is None:
            raise _Damaged(
                line, ReadError("lin_suit_missing", seat=seat, hand=_show(text), value=repr(ch))
            )
        if upper.startswith("10", i):
            index, i = RANK_LETTERS.index("T"), i + 2
        else:
            index, i = RANK_LETTERS.find(ch), i + 1
            if index < 0:
                raise _Damaged(
                    line,
                    ReadError("lin_not_a_rank", seat=seat, hand=_show(text), value=repr(ch)),
                )
        card = CARDS[suit * 13 + index]
        if card in cards:
            raise _Damaged(
                line, ReadError("lin_card_twice", seat=seat, hand=_show(text), card=card)
            )
        cards.append(card)
    if len(cards) not in (0, 13):
        raise _Damaged(
            line, ReadError("lin_hand_size", seat=seat, hand=_show(text), count=len(cards))
        )
    return cards


def _deal(value: str, board: int | None, line: int) -> tuple[Seat, Deal]:
    """The dealer and the deal of an ``md`` value."""
    text = value.strip()
    if text[:1] and text[0] in "0123456789":
        digit, text = text[0], text[1:]
        if digit not in "1234":
            raise _Damaged(line, ReadError("lin_bad_dealer", value=digit))
        dealer = LIN_SEATS[int(digit) - 1]
    elif board is not None:
        dealer = dealer_for(board)  # no dealer digit: Law 2 from the board number
    else:
        raise _Damaged(line, ReadError("lin_no_dealer", value=_show(value)))
    parts = text.split(",")
    if len(parts) > 4:
        raise _Damaged(line, ReadError("lin_too_many_hands", count=len(parts)))
    parts += [""] * (4 - len(parts))
    hands = {seat: _hand(part, seat, line) for seat, part in zip(LIN_SEATS, parts, strict=True)}
    missing = [seat for seat, cards in hands.items() if not cards]
    if len(missing) == 1:
        held = {card for cards in hands.values() for card in cards}
        if len(held) == 39:
            hands[missing[0]] = [c for c in CARDS if c not in held]
    try:
        return dealer, Deal(hands)
    except BridgeError as exc:
        raise _Damaged(line, ReadError("lin_bad_deal", problem=exc)) from None


def _call(value: str, line: int) -> tuple[Call, bool]:
    """An ``mb`` value: the call and whether it was alerted."""
    text = value.strip()
    alerted = text.endswith("!")
    key = text.rstrip("!").strip().upper()
    if key in ("P", "PASS"):
        return PASS, alerted
    if key in ("D", "X", "DBL"):
        return DOUBLE, alerted
    if key in ("R", "XX", "RDBL"):
        return REDOUBLE, alerted
    match = _BID.fullmatch(key)
    if match is None or int(match.group(1)) < 1:
        raise _Damaged(line, ReadError("lin_not_a_call", value=_show(value)))
    return Call.bid(int(match.group(1)), Denomination.parse(match.group(2))), alerted


def _card(value: str, line: int) -> Card:
    card = _CARD_BY_TEXT.get(value.strip().upper())
    if card is None:
        raise _Damaged(line, ReadError("lin_not_a_card", value=_show(value)))
    return card


def _read_board(
    segment: list[LinPair], context: list[str] | None
) -> tuple[LinBoard, list[str] | None]:
    """Read one board's pairs. ``context`` is the latest ``pn`` names before the
    board; returns the board and the names in force after it."""
    before = context
    board: int | None = None
    room: str | None = None
    board_line = 0
    names: list[str] | None = None  # this board's own pn, before its play
    md: LinPair | None = None
    vulnerability: Vulnerability | None = None
    calls: list[tuple[Call, bool, str | None]] = []
    cards: list[Card] = []
    played: set[Card] = set()
    claim: int | None = None
    extra: list[tuple[str, str]] = []
    last = ""  # the last of mb / pc / mc seen

    def number(digits: str, line: int, where: str) -> None:
        """Take the board number ``digits`` from ``where``, checking it against
        any number given before."""
        nonlocal board, board_line
        if len(digits) > 9:
            raise _Damaged(line, ReadError("lin_number_too_long", key=where, value=_show(digits)))
        n = int(digits)
        if n < 1:
            raise _Damaged(line, ReadError("lin_number_zero", key=where, value=n))
        if board is not None and board != n:
            raise _Damaged(
                line,
                ReadError("lin_number_differs", key=where, number=n, line=board_line, board=board),
            )
        board, board_line = n, line

    for pair in segment:
        key, value, line = pair
        if key == "":
            raise _Damaged(line, ReadError("lin_not_a_pair", value=_show(value)))
        if key == "qx":
            match = _QX.match(value)
            assert match is not None  # every part of the pattern is optional
            if match.group(1):
                room = ROOMS[match.group(1).lower()]
            if match.group(2):
                number(match.group(2), line, "qx")
        elif key == "pn":
            context = [name.strip() for name in value.split(",")]
            if not (calls or cards or claim is not None):
                names = context
        elif key == "md":
            md = pair
        elif key == "sv":
            try:
                vul = Vulnerability.parse(value)
            except BridgeError:
                raise _Damaged(
                    line, ReadError("lin_bad_vulnerability", value=_show(value))
                ) from None
            if vulnerability is not None and vul is not vulnerability:
                raise _Damaged(
                    line,
                    ReadError(
                        "lin_vulnerability_differs", value=vul.value, before=vulnerability.value
                    ),
                )
            vulnerability = vul
        elif key == "ah" and _BOARD_HEADER.fullmatch(value):
            match = _BOARD_HEADER.fullmatch(value)
            assert match is not None
            number(match.group(1), line, "ah")
        elif key == "mb":
            if cards or claim is not None:
                raise _Damaged(line, ReadError("lin_call_after_play", value=value.strip()))
            call, alerted = _call(value, line)
            calls.append((call, alerted, None))
            last = key
        elif key == "an" and last == "mb" and calls[-1][2] is None:
            call, alerted, _ = calls[-1]
            calls[-1] = (call, alerted, value)
        elif key == "pc":
            if claim is not None:
                raise _Damaged(line, ReadError("lin_card_after_claim", value=value.strip()))
            card = _card(value, line)
            if card in played:
                raise _Damaged(line, ReadError("lin_card_twice_played", card=card))
            played.add(card)
            cards.append(card)
            last = key
        elif key == "mc":
            if claim is not None:
                raise _Damaged(line, ReadError("lin_second_claim", value=value.strip()))
            match = _CLAIM.fullmatch(value)
            if match is None or int(match.group(1)) > 13:
                raise _Damaged(line, ReadError("lin_bad_claim", value=_show(value)))
            claim = int(match.group(1))
            last = key
        elif key != "pg":
            extra.append((key, value))
    start = segment[0].line
    if md is None:
        raise _Damaged(start, ReadError("lin_no_deal"))
    dealer, deal = _deal(md.value, board, md.line)
    if vulnerability is None:
        # no sv: the board's Law 2 vulnerability, or none without a board number
        vulnerability = vulnerability_for(board) if board is not None else Vulnerability.NONE
    players_from = names if names is not None else before
    players = _players(",".join(players_from), room) if players_from is not None else {}
    lin = LinBoard(
        board, room, players, dealer, vulnerability, deal, calls, cards, claim, extra, start
    )
    return lin, context


def parse_lin(text: str, file: str | None = None) -> tuple[list[LinBoard], list[LinProblem]]:
    """Read every board of LIN ``text``. Never raises: a board that cannot be read
    is left out and reported as a :class:`LinProblem` naming ``file``, the board,
    the line and what is wrong; the other boards are read as usual."""
    boards: list[LinBoard] = []
    problems: list[LinProblem] = []
    context: list[str] | None = None
    ordinal = 0
    try:
        segments = _segments(lin_pairs(text.removeprefix("\ufeff")))
    except Exception as exc:  # pragma: no cover - a defect in this module
        return [], [_problem(file, None, 1, ReadError("lin_internal", reason=repr(exc)))]
    for segment in segments:
        if not _is_board(segment):
            for key, value, line in segment:
                if key == "":
                    problems.append(
                        _problem(file, None, line, ReadError("lin_not_a_pair", value=_show(value)))
                    )
                elif key == "pn":
                    context = [name.strip() for name in value.split(",")]
            continue
        ordinal += 1
        label = _label(segment, ordinal)
        if len(segment) > 1 and segment[-1].key == "":
            # text after the board's last pair (a file cut short, or junk at the
            # end of its line): the board is read up to it, nothing is lost
            junk = segment[-1]
            error = ReadError("lin_trailing_junk", value=_show(junk.value))
            problems.append(_problem(file, label, junk.line, error))
            segment = segment[:-1]
        try:
            board, context = _read_board(segment, context)
        except _Damaged as exc:
            problems.append(_problem(file, label, exc.line, exc.error))
            for pair in segment:  # later boards still get this board's players
                if pair.key == "pn":
                    context = [name.strip() for name in pair.value.split(",")]
            continue
        except Exception as exc:  # pragma: no cover - a defect in this module
            error = ReadError("lin_defect", reason=repr(exc))
            problems.append(_problem(file, label, segment[0].line, error))
            continue
        boards.append(board)
    return boards, problems


def read_lin(path: str | PathLike[str]) -> tuple[list[LinBoard], list[LinProblem]]:
    """Read a LIN file (UTF-8, or Latin-1 when it is not UTF-8). Problems name the
    file as given. A path that is not a readable regular file of at most
    :data:`~bridgelaws.formats.files.MAX_GAME_FILE` bytes raises
    :class:`~bridgelaws.cards.InputError`."""
    data = read_file(path, MAX_GAME_FILE)
    return parse_lin(decode_text(data, ("utf-8", "latin-1")), str(path))


# -- writing -----------------------------------------------------------------------


def _call_token(call: Call) -> str:
    if call.kind is CallKind.PASS:
        return "p"
    if call.kind is CallKind.DOUBLE:
        return "d"
    if call.kind is CallKind.REDOUBLE:
        return "r"
    assert call.denomination is not None
    letter = "N" if call.denomination is Denomination.NOTRUMP else call.denomination.letter
    return f"{call.level}{letter}"


def _hand_text(deal: Deal, seat: Seat) -> str:
    hand = deal[seat]
    if not len(hand):
        return ""
    return "".join(
        suit.letter + "".join(c.rank.letter for c in hand.suit(suit)) for suit in _LIN_SUIT_ORDER
    )


def _value(text: str, what: str | InputError, board: LinBoard) -> str:
    if "|" in text:
        raise InputError(
            "{board}: {what} {value} contains '|', which LIN cannot hold",
            board=board.label,
            what=what if isinstance(what, InputError) else InputError(what),
            value=_show(text),
        )
    return text


def _write_board(board: LinBoard) -> str:
    out: list[str] = []

    def put(key: str, value: str, what: str) -> None:
        out.append(f"{key}|{_value(value, what, board)}|")

    if board.room is not None:
        letter = _ROOM_LETTERS.get(board.room)
        if letter is None:
            raise InputError(
                "{board}: room {room} is not 'Open' or 'Closed'",
                board=board.label,
                room=repr(board.room),
            )
        put("qx", f"{letter}{board.board if board.board is not None else ''}", "qx")
    names = [board.players.get(seat, "") for seat in LIN_SEATS]
    for name in names:
        if "," in name or name != name.strip():
            raise InputError(
                "{board}: player name {name} cannot be written in pn",
                board=board.label,
                name=repr(name),
            )
    put("pn", ",".join(names), "the player name")
    digit = LIN_SEATS.index(board.dealer) + 1
    hands = ",".join(_hand_text(board.deal, seat) for seat in LIN_SEATS)
    put("md", f"{digit}{hands}", "md")
    put("sv", _VUL_LETTERS[board.vulnerability], "sv")
    if board.board is not None:
        if board.board < 1:
            raise InputError(
                "{board}: board number {number} is not 1 or more",
                board=board.label,
                number=board.board,
            )
        put("ah", f"Board {board.board}", "ah")
    for key, value in board.extra:
        if (
            not _KEY.fullmatch(key)
            or key.lower() != key
            or key in _STRUCTURAL_KEYS
            or (key == "ah" and _BOARD_HEADER.fullmatch(value))
        ):
            raise InputError(
                "{board}: {key} cannot be kept as an extra LIN pair",
                board=board.label,
                key=repr(key),
            )
        out.append(f"{key}|{_value(value, InputError('the {key} value', key=key), board)}|")
    for call, alerted, explanation in board.calls:
        put("mb", _call_token(call) + ("!" if alerted else ""), "the call")
        if explanation is not None:
            put("an", explanation, "the explanation")
    for card in board.cards:
        put("pc", card.name, "the card")
    if board.claim is not None:
        if not 0 <= board.claim <= 13:
            raise InputError(
                "{board}: a claim of {tricks} tricks is not 0 to 13",
                board=board.label,
                tricks=board.claim,
            )
        put("mc", str(board.claim), "the claim")
    return "".join(out)


def write_lin(boards: Iterable[LinBoard]) -> str:
    """LIN text with one board per line; :func:`parse_lin` reads back equal boards.

    Extra pairs are written after the board header, before the auction. Raises
    :class:`~bridgelaws.cards.BridgeError` for what LIN cannot hold (a ``|`` in a
    value, a comma in a player name, a room other than Open or Closed).
    """
    return "".join(_write_board(board) + "\n" for board in boards)


# -- table records -----------------------------------------------------------------


def _replay(board: LinBoard, edition: str) -> Table:
    """A table fed the board's calls, cards and claim one by one."""
    number = board.board if board.board is not None and board.board >= 1 else 1
    deal = board.deal if any(len(hand) for hand in board.deal.values()) else None
    table = Table(Board(number, board.dealer, board.vulnerability, deal), edition)
    for index, (call, _alerted, _explanation) in enumerate(board.calls):
        table.apply(CallEvent(board.dealer.next(index), call))
    for index, card in enumerate(board.cards):
        seat = table.next
        if seat is None or table.status is not Status.PLAY:
            state = InputError(STATES.get(table.status.value, "the play is over"))
            raise _on_board(
                board, ReadError("lin_nobody_to_play", index=index + 1, card=card, state=state)
            )
        try:
            table.apply(CardEvent(seat, card))
        except BridgeError as exc:
            raise _on_board(
                board, ReadError("lin_card_refused", index=index + 1, card=card, problem=exc)
            ) from None
    if board.claim is None:
        return table
    declarer = table.declarer
    if declarer is None or table.play is None:
        raise _on_board(board, ReadError("lin_claim_without_declarer", tricks=board.claim))
    last_trick_played_out(table)  # 68: a claim within the last trick is none
    if table.status is Status.COMPLETE:
        won = table.declarer_tricks()
        if won != board.claim:
            raise _on_board(board, ReadError("lin_claim_differs", tricks=board.claim, won=won))
        return table
    claim: list[Event] = [
        ClaimEvent(declarer, board.claim),
        ResponseEvent(declarer.lho, True),
        ResponseEvent(declarer.rho, True),
    ]
    for event in claim:
        try:
            table.apply(event)
        except BridgeError as exc:
            raise _on_board(
                board, ReadError("lin_claim_refused", tricks=board.claim, problem=exc)
            ) from None
    return table


def _on_board(board: LinBoard, problem: InputError) -> InputError:
    """``problem`` with the board it is about in front."""
    return InputError("{board}: {problem}", board=board.label, problem=problem)


def lin_to_record(board: LinBoard, edition: str = "2017") -> TableRecord:
    """The table record of a LIN board.

    Calls are made in rotation from the dealer; each card is played by the seat
    whose turn it is, as the engine replays the board; an ``mc`` claim becomes
    declarer's claim of that total, agreed by both defenders. (A claim after all
    thirteen tricks adds nothing, but must agree with them.) A board without a
    number is board 1, with the LIN board's own dealer and vulnerability.
    Raises :class:`~bridgelaws.cards.BridgeError` naming the board when the play
    cannot be replayed (a card nobody in turn holds, a claim without a contract).
    """
    return _replay(board, edition).record


def _shown(contract: Contract) -> InputError | str:
    declarer = contract.declarer
    if declarer is None:
        return contract.to_pbn()
    return InputError("{contract} by {seat}", contract=contract.to_pbn(), seat=declarer)


def _same_contract(given: Contract, made: Contract | None) -> bool:
    """Whether the auction's contract is the one the record gives (a record that
    names no declarer agrees with any)."""
    if made is None:
        return False
    if given.declarer is None:
        made = made.with_declarer(None)
    return given == made


def record_to_lin(record: TableRecord, players: Mapping[Seat, str] | None = None) -> LinBoard:
    """A LIN board holding ``record``: its calls, its cards and an agreed claim.

    LIN keeps calls in rotation, cards in the order played and only agreed
    claims; a record that needs more (calls out of rotation, director calls,
    facts, disputed claims, face-down leads) raises
    :class:`~bridgelaws.cards.BridgeError` saying which event LIN cannot hold.
    """
    board = record.board
    calls: list[tuple[Call, bool, str | None]] = []
    cards: list[Card] = []
    stage = "calls"
    for index, event in enumerate(record.events):
        if isinstance(event, CallEvent) and stage == "calls":
            expected = board.dealer.next(len(calls))
            if event.by is not expected:
                raise InputError(
                    "action {index}: {seat} calls {call}, but LIN keeps calls in rotation "
                    "only ({expected} was to call)",
                    index=index + 1,
                    seat=event.by,
                    call=event.call,
                    expected=expected,
                )
            calls.append((event.call, False, None))
        elif isinstance(event, CardEvent) and stage in ("calls", "cards") and not event.face_down:
            stage = "cards"
            cards.append(event.card)
        elif isinstance(event, ClaimEvent | ConcedeEvent | ResponseEvent):
            stage = "claim"
        elif isinstance(event, FactEvent) and event.fact in (TOUCHED_IN_DUMMY, HELD_UP):
            # 45C1/45C3 (rubber 21(2)): a card this made played follows as its
            # own card event; a touch or hold that played nothing leaves nothing
            continue
        else:
            raise InputError(
                "action {index}: LIN cannot record {event}",
                index=index + 1,
                event=shown(event.to_json()),
            )
    claim: int | None = None
    if stage == "claim":
        table = Table.from_record(record)
        if table.claimed_tricks is None:
            raise InputError("LIN records only agreed claims; this claim is not settled")
        claim = table.claimed_tricks
    lin = LinBoard(
        board.number,
        None,
        dict(players or {}),
        board.dealer,
        board.vulnerability,
        board.deal if board.deal is not None else Deal({}),
        calls,
        cards,
        claim,
        [],
        0,
    )
    plain = [e for e in record.events if isinstance(e, CallEvent | CardEvent)]
    try:
        table = _replay(lin, record.edition)
    except BridgeError as exc:
        raise InputError("the record cannot be written as LIN: {problem}", problem=exc) from None
    given = record.contract
    if given is not None and not _same_contract(given, table.contract):
        # LIN keeps a contract only through its auction: a contract the record
        # gives by itself (a PBN Contract tag without the auction, or one its
        # auction contradicts) would be lost or changed
        made = InputError("no contract") if table.contract is None else _shown(table.contract)
        raise InputError(
            "the record cannot be written as LIN: its contract {given} is not the one its "
            "auction gives ({made}), and LIN keeps a contract only through the auction",
            given=_shown(given),
            made=made,
        )
    replayed = [e for e in table.record.events if isinstance(e, CallEvent | CardEvent)]
    for index, (mine, theirs) in enumerate(zip(plain, replayed, strict=False)):
        if mine != theirs:
            raise InputError(
                "the record cannot be written as LIN: its action {index} is {mine}, but LIN "
                "would replay it as {theirs}",
                index=index,
                mine=shown(mine.to_json()),
                theirs=shown(theirs.to_json()),
            )
    if len(plain) != len(replayed):
        raise InputError(
            "the record cannot be written as LIN: replaying the LIN board gives {replayed} "
            "calls and cards, not {plain}",
            replayed=len(replayed),
            plain=len(plain),
        )
    return lin
