"""From PBN games to table records and back.

A PBN game is a written account of a board; :func:`game_to_table` turns it into
the events that happened at the table (calls in rotation, cards in the order
they were played) and lets the engine judge them, so that whatever the record
implies (the declarer, the tricks, accepted irregularities, revokes) is derived
by the Laws and not by this module. PBN's own irregularity marks (``^I ^S ^R
^L``, ``^`` on Declarer and Result) say what the players accepted; they are
compared with what the engine recognised.

:func:`table_to_game` writes a table back as a PBN game.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bridgelaws.board import Board, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.calls import CALL_BY_NAME, PASS, Call, Contract
from bridgelaws.cards import (
    CARD_BY_NAME,
    BridgeError,
    Card,
    Deal,
    InputError,
    Seat,
    Side,
    ascii_number,
    joined,
)
from bridgelaws.facts import CardFacts, RevokeFacts
from bridgelaws.formats.messages import MESSAGES, ReadError, message_of
from bridgelaws.formats.pbn import PbnGame, PbnSection, PbnToken
from bridgelaws.play import Play
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    Event,
    ResponseEvent,
)
from bridgelaws.rulings import IrregularityCode, Ruling, irregularity_name, irregularity_text
from bridgelaws.table import Irregularity, Status, Table, TooManyCalls

_SEATS = tuple(Seat)
_LHO = tuple(seat.lho for seat in Seat)
_PLAY = Status.PLAY

#: PBN irregularity marks and the spec §4 codes the engine gives them.
MARK_CODES = {
    "I": ("insufficient_bid",),
    "S": ("pass_out_of_rotation", "bid_out_of_rotation", "double_out_of_rotation"),
    "R": ("revoke",),
    "L": ("opening_lead_out_of_turn", "lead_out_of_turn", "lead_from_wrong_hand"),
}


@dataclass
class Problem:
    """Something wrong with a game: where (line, event) and what (law, error).

    ``error`` is the English text (spec §5); ``message`` the same in any
    language (``message.render(lang)``), with a stable code."""

    line: int
    error: str
    law: str | None = None
    event: int | None = None
    message: InputError | None = field(default=None, compare=False, repr=False)

    def render(self, lang: str = "en") -> str:
        return self.message.render(lang) if self.message is not None else self.error

    @property
    def code(self) -> str:
        return self.message.code if isinstance(self.message, ReadError) else "pbn"


def _problem(
    line: int, message: InputError, law: str | None = None, event: int | None = None
) -> Problem:
    return Problem(line, str(message), law, event, message)


class IrregularityMessage(ReadError):
    """An irregularity the engine recognised, said in any language."""

    def __init__(self, irregularity: Irregularity) -> None:
        self.irregularity = irregularity
        super().__init__("illegal", problem=irregularity.message)

    def render(self, lang: str = "en") -> str:
        if lang == "en":
            return self.irregularity.message
        return irregularity_text(self.irregularity, lang)


@dataclass
class Converted:
    """A PBN game as a table, with what the game itself recorded beside it."""

    table: Table | None
    game: PbnGame
    #: records that cannot be read at all (bad deal, bad token): nothing replayed
    unreadable: list[Problem] = field(default_factory=list)
    #: actions that break the Laws without a PBN mark saying they were accepted
    illegal: list[Problem] = field(default_factory=list)
    #: irregularities the record marks (^I ^S ^R ^L, ^ declarer / result)
    marked: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    #: departures from PBN that could be read unambiguously (line, what)
    repaired: list[Problem] = field(default_factory=list)
    recorded_contract: Contract | None = None
    recorded_tricks: int | None = None
    recorded_score: tuple[Side, int] | None = None


# ASCII digits only, and few of them: int() refuses "²" and 5,000-digit numbers
_RESULT = re.compile(
    r"^\s*(\^)?\s*(?:(NS|EW)\s*(\d{1,3})(?:\s*(NS|EW)\s*(\d{1,3}))?|(\d{1,3}))\s*$", re.I | re.A
)
_SCORE = re.compile(
    r"^\s*(?:(NS|EW)\s*)?([+-]?\d{1,9})(?:\s+(?:NS|EW)\s*[+-]?\d{1,9})?\s*$", re.I | re.A
)


def parse_result(text: str, declarer: Seat | None) -> tuple[int | None, bool]:
    """Declarer's tricks from a PBN ``Result`` value, and whether it is marked
    with ``^`` (agreed, but not what the cards show)."""
    m = _RESULT.match(text)
    if m is None or declarer is None:
        return None, False
    marked = bool(m.group(1))
    if m.group(6) is not None:
        return int(m.group(6)), marked
    first, n1, second, n2 = m.group(2).upper(), int(m.group(3)), m.group(4), m.group(5)
    side = declarer.side.name
    if first == side:
        return n1, marked
    if second is not None and second.upper() == side:
        return int(n2), marked
    return 13 - n1, marked


def parse_score(text: str, declarer: Seat | None) -> tuple[Side, int] | None:
    """A PBN ``Score`` value as (side, points); a bare number is declarer's."""
    m = _SCORE.match(text)
    if m is None:
        return None
    points = int(m.group(2))
    if m.group(1):
        return Side[m.group(1).upper()], points
    if declarer is None:
        return (Side.NS, points) if points == 0 else None
    return declarer.side, points


def _known(tags: Mapping[str, str], name: str) -> str:
    """A tag's value, or "" when it is absent or "?" (PBN 3.4: unknown)."""
    value = tags.get(name, "").strip()
    return "" if value == "?" else value


def _board_of(game: PbnGame) -> Board:
    tags = game.tags
    text = _known(tags, "Board")
    number = ascii_number(text) or 1  # "²", 0 and 5,000 digits are no board number
    dealer_text = _known(tags, "Dealer")
    dealer = Seat.parse(dealer_text) if dealer_text else dealer_for(number)
    vul_text = _known(tags, "Vulnerable")
    vulnerability = Vulnerability.parse(vul_text) if vul_text else vulnerability_for(number)
    deal_text = _known(tags, "Deal")
    deal = Deal.from_pbn(deal_text) if deal_text else None
    return Board(number, dealer, vulnerability, deal)


def _uneven_deal(deal: Deal | None) -> InputError | None:
    """What is wrong with a deal whose known hands hold different numbers of
    cards (a card left out or copied wrongly, e.g. 51 cards): the engine reads
    it as a partial deal, but no table was ever dealt so. An ending (every
    known hand of the same size) and unknown hands (``-``) are no damage."""
    if deal is None:
        return None
    sizes = {seat: len(deal[seat]) for seat in Seat if len(deal[seat])}
    if len(set(sizes.values())) < 2:
        return None
    counts = joined(
        (InputError("{seat} {count}", seat=seat, count=count) for seat, count in sizes.items()),
        ", ",
    )
    held = {card for hand in deal.values() for card in hand}
    if len(sizes) == 4 and len(held) < 52:
        missing = joined(sorted(set(CARD_BY_NAME.values()) - held), ", ")
        return ReadError("pbn_deal_missing", counts=counts, cards=missing)
    return ReadError("pbn_deal_uneven", counts=counts)


def _line(game: PbnGame, tag: str) -> int:
    return game.tag_lines.get(tag, game.line)


def game_to_table(game: PbnGame, edition: str | None = None) -> Converted:
    """Replay one PBN game through the engine."""
    out = Converted(None, game)
    tags = game.tags
    try:
        board = _board_of(game)
    except BridgeError as exc:
        where = next((t for t in ("Deal", "Dealer", "Vulnerable") if t in tags), "Board")
        out.unreadable.append(
            _problem(_line(game, where), ReadError("pbn_tag", name=where, problem=exc))
        )
        return out
    uneven = _uneven_deal(board.deal)
    if uneven is not None:
        out.unreadable.append(_problem(_line(game, "Deal"), uneven))
    declarer_text = _known(tags, "Declarer")
    swapped = declarer_text.startswith("^")
    recorded_declarer: Seat | None = None
    try:
        if declarer_text.lstrip("^"):
            recorded_declarer = Seat.parse(declarer_text.lstrip("^"))
        contract_text = _known(tags, "Contract")
        if contract_text:
            out.recorded_contract = Contract.parse(contract_text).with_declarer(recorded_declarer)
    except BridgeError as exc:
        out.unreadable.append(
            _problem(_line(game, "Contract"), ReadError("pbn_contract", problem=exc))
        )
        return out
    table = Table(board, edition)
    out.table = table
    if swapped:
        out.marked.append(("declarer_swapped", ("54A",)))
    try:
        _replay_auction(game, table, out)
        recorded = out.recorded_contract
        if (
            table.status is Status.AUCTION
            and recorded is not None
            and (recorded.is_passed_out or recorded.declarer is not None)
            and table.pending is None
        ):
            # The record stops before the auction ends ('*'); its Contract and
            # Declarer tags say how it ended.
            table.take_recorded_contract(out.recorded_contract)
        _replay_play(game, table, out, swapped)
        table = out.table or table  # replayed when the Result included a transfer
    except TooManyCalls as exc:
        # refused as too long to judge (issue 11), not ruled
        line = game.auction.line if game.auction is not None else game.line
        out.unreadable.append(_problem(line, ReadError("pbn_auction", problem=exc)))
        out.table = None
        return out
    except BridgeError as exc:
        out.illegal.append(_problem(getattr(exc, "line", game.line), message_of(exc)))
    declarer = table.declarer  # North is Seat 0: tested against None, not for truth
    if declarer is None and out.recorded_contract is not None:
        declarer = out.recorded_contract.declarer
    if "Result" in tags:
        out.recorded_tricks, result_marked = parse_result(tags["Result"], declarer)
        if result_marked:
            out.marked.append(("result_differs", ("79A",)))
    if "Score" in tags:
        out.recorded_score = parse_score(tags["Score"], declarer)
    _sort_irregularities(table, out)
    return out


def _section_seat(section: PbnSection | None, out: Converted) -> Seat | None:
    """The seat an Auction or Play section starts with, or ``None`` (reported)."""
    if section is None:
        return None
    try:
        return Seat.parse(section.value)
    except BridgeError as exc:
        out.unreadable.append(
            _problem(section.line, ReadError("pbn_tag", name=section.name, problem=exc))
        )
        return None


def _replay_auction(game: PbnGame, table: Table, out: Converted) -> None:
    section = game.auction
    seat = _section_seat(section, out)
    if section is None or seat is None:
        return
    if section.plain_words() is not None or all(t.irregularity is None for t in section.tokens):
        _replay_plain_auction(section, seat, table, out)
        return
    tokens = section.tokens
    skipped = False
    for token in tokens:
        text = token.text
        if token.continuation:
            break
        if text == "-":
            seat = seat.lho
            continue
        if token.irregularity == "S":
            # The skipped player's slot (PBN 3.9): the next call was made out
            # of rotation and accepted.
            seat = seat.lho
            skipped = True
            continue
        if text.upper() == "AP":
            while table.status is Status.AUCTION and table.pending is None:
                table.apply(CallEvent(table.auction.next_seat, PASS))
            break
        try:
            call = Call.parse(text)
        except BridgeError as exc:
            out.unreadable.append(_problem(token.line, ReadError("pbn_auction", problem=exc)))
            return
        note = section.notes.get(token.note) if token.note is not None else None
        index = len(table.record)
        table.apply(CallEvent(seat, call))
        if note and table.auction.calls and table.auction.calls[-1][1] is call:
            table.auction.notes[len(table.auction.calls) - 1] = note
        _check_mark(table, out, index, token, "S" if skipped else None)
        skipped = False
        seat = seat.lho
        if table.status is Status.AWAITING_DIRECTOR:
            return


def _replay_plain_auction(section: PbnSection, seat: Seat, table: Table, out: Converted) -> None:
    """An auction without irregularity marks: all calls judged in one run."""
    words = section.plain_words()
    parsed = _auction_events(words, seat, section, out) if words is not None else None
    if parsed is None:  # annotated, or a word to report with its line
        parsed = _auction_events(section.tokens, seat, section, out)
        if parsed is None:
            return
    events, notes, all_pass = parsed
    table.extend(events)
    if notes and len(table.auction.calls) == len(events):
        table.auction.notes.update(notes)
    if all_pass:
        while table.status is Status.AUCTION and table.pending is None:
            table.apply(CallEvent(table.auction.next_seat, PASS))


def _auction_events(
    entries: Sequence[str | PbnToken], seat: Seat, section: PbnSection, out: Converted
) -> tuple[list[Event], dict[int, str], bool] | None:
    """The calls of an auction section in rotation from ``seat`` (``-`` skips a
    column, ``AP`` ends it), the notes attached to them, and whether it ended
    with ``AP``; ``None`` for a token that is no call (reported when it is a
    token with a line)."""
    events: list[Event] = []
    notes: dict[int, str] = {}
    for entry in entries:
        if isinstance(entry, str):
            token, text = None, entry
        else:
            token, text = entry, entry.text
        if token is not None and token.continuation:
            break
        if text == "-":
            seat = _LHO[seat]
            continue
        call = CALL_BY_NAME.get(text)
        if call is None:
            if text.upper() == "AP":
                return events, notes, True
            if token is None:
                return None
            try:
                call = Call.parse(text)
            except BridgeError as exc:
                out.unreadable.append(_problem(token.line, ReadError("pbn_auction", problem=exc)))
                return None
        if token is not None and token.note is not None and token.note in section.notes:
            notes[len(events)] = section.notes[token.note]
        events.append(_new_tuple(CallEvent, (seat, call)))
        seat = _LHO[seat]
    return events, notes, False


def _check_mark(
    table: Table, out: Converted, index: int, token: PbnToken, mark: str | None = None
) -> None:
    """Record a PBN-marked irregularity, and complain when the mark and the
    engine disagree."""
    mark = mark or token.irregularity
    if mark is None:
        return
    codes = MARK_CODES.get(mark, ())
    found = [i for i in table.irregularities if i.event == index and i.code in codes]
    for irregularity in found:
        irregularity.marked = True
    if not found:
        out.illegal.append(
            _problem(
                token.line, ReadError("pbn_wrong_mark", letter=mark, value=token.text), event=index
            )
        )


def _replay_play(game: PbnGame, table: Table, out: Converted, swapped: bool) -> None:
    section = game.play
    if section is None or table.board.deal is None:
        _finish_without_play(game, table, out)
        return
    first = _section_seat(section, out)
    if first is None:
        return
    play = table.play
    if table.status is not Status.PLAY or play is None:
        return
    words = None if swapped else section.plain_words()
    cards: list[Card | None] | None = None
    if words is not None:
        get = CARD_BY_NAME.get
        cards = [get(w) for w in words]
        if any(c is None and w != "-" for c, w in zip(cards, words, strict=True)):
            cards = None  # something to spell out with its line: read the tokens
    done = 0
    if cards is not None:
        done = _play_plain(table, play, cards, first)
        if (
            done >= len(cards)
            or table.status is not _PLAY
            or (not play.current and all(c is None for c in cards[done:]))
        ):
            if table.status is _PLAY:
                _finish_without_play(game, table, out)
            return
    tokens = [t for t in section.tokens if not t.continuation]
    if cards is None:
        cards = []
        for token in tokens:
            card = CARD_BY_NAME.get(token.text)
            if card is None and token.text.strip("-"):
                card = CARD_BY_NAME.get(token.text.upper())
                if card is None:
                    out.unreadable.append(
                        _problem(token.line, ReadError("pbn_play_card", value=repr(token.text)))
                    )
                    return
            cards.append(card)
        if not swapped and all(t.irregularity is None for t in tokens):
            done = _play_plain(table, play, cards, first)
    apply = table.apply
    by_column = [first.next(i) for i in range(4)]
    for start in range(done, len(tokens), 4):
        trick = tokens[start : start + 4]
        played = cards[start : start + 4]
        origin = first  # the seat of the trick's first token
        if play.current:  # a trick begun by _play_plain
            leader: Seat | None = play.leader
        else:
            # PBN lists a trick by column (first column: the Play tag's seat);
            # the engine says who leads, unless ^L marks a lead out of turn.
            leader = next(
                (by_column[i] for i, t in enumerate(trick) if t.irregularity == "L"), table.next
            )
            if leader is None:
                break
            if not _fits(play, played, by_column):
                in_order = [leader.next(i) for i in range(4)]
                if _fits(play, played, in_order):
                    origin = leader
                    out.repaired.append(
                        _problem(
                            trick[0].line, ReadError("pbn_playing_order", number=start // 4 + 1)
                        )
                    )
        assert leader is not None
        for step in range(len(play.current), 4):
            seat = _SEATS[(leader + step) & 3]
            column = (seat - origin) & 3
            card = played[column] if column < len(played) else None
            if card is None or table.status is not _PLAY:
                _finish_without_play(game, table, out)
                return
            _played(apply, CardEvent(seat, card), trick)
            token = trick[column]
            if token.irregularity is not None:
                _check_mark(table, out, len(table.record) - 1, token)
            pending = table.pending
            if (
                swapped
                and pending is not None
                and pending.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
            ):
                apply(ChoiceEvent(play.declarer, "become_dummy"))
    if table.status is Status.PLAY:
        _finish_without_play(game, table, out)


#: the four seats in playing order from each leader
_ROTATIONS = tuple(tuple(_SEATS[(leader + i) & 3] for i in range(4)) for leader in range(4))
_new_tuple = tuple.__new__


def _play_plain(table: Table, play: Play, cards: list[Card | None], first: Seat) -> int:
    """The common case, fast: whole tricks written by column, every card correct
    procedure. Returns how many tokens were used up by complete tricks; a card
    that is anything else (or a '-') stops the run, and the careful path takes
    over from there (in the middle of a trick if need be)."""
    # token index within a trick of each seat's card, North first
    column = [(seat - first) & 3 for seat in range(4)]
    tricks = [
        [
            cards[base + column[0]],
            cards[base + column[1]],
            cards[base + column[2]],
            cards[base + column[3]],
        ]
        for base in range(0, len(cards) - len(cards) % 4, 4)
    ]
    before = len(play.tricks)
    table.edition.play_tricks(table, tricks)
    return 4 * (len(play.tricks) - before)


def _played(step: Callable[[Any], object], what: Any, trick: list[PbnToken]) -> None:
    """Apply cards of one trick; a card the record cannot hold is reported with
    the line of that trick."""
    try:
        step(what)
    except BridgeError as exc:
        raise _AtLine(trick[0].line, message_of(exc)) from None


class _AtLine(ReadError):
    def __init__(self, line: int, problem: InputError) -> None:
        super().__init__("illegal", problem=problem)
        self.line = line


def _fits(play: Play, cards: list[Card | None], seats: list[Seat]) -> bool:
    """Whether each seat still holds the card the trick gives it (unknown
    hands hold anything)."""
    hands, known = play.hands, play.known
    for seat, card in zip(seats, cards, strict=False):
        if card is not None and known[seat] and card.index not in hands[seat]:
            return False
    return True


def _finish_without_play(game: PbnGame, table: Table, out: Converted) -> None:
    """A play record that stops early ends in a claim or concession agreed at
    the table; the Result tag tells how many tricks declarer's side took."""
    if table.status is not Status.PLAY or table.play is None:
        return
    if last_trick_played_out(table):
        return
    declarer = table.play.declarer
    tricks, _ = parse_result(game.tags.get("Result", ""), declarer)
    if tricks is None:
        return
    won = table.play.won[declarer & 1]
    lost = table.play.won[(declarer & 1) ^ 1]
    if tricks < won or 13 - tricks < lost:
        error = ReadError("pbn_result_does_not_fit", tricks=tricks, played=won + lost, won=won)
        out.illegal.append(_problem(_line(game, "Result"), error, "79A"))
        return
    _claim_result(table, declarer, tricks)
    moved = _tricks_moved(table, declarer)
    if moved:
        # The Result tag is the result after Law 64's transfer: the tricks the
        # play gave declarer's side were that many fewer (or more).
        # The claimed tricks count for the transfer too (69A), so the claim
        # is the one whose result after the transfer is the Result.
        # (The table itself is left as it is: when no claim fits, it keeps the
        # Result's claim, its record and state agreeing.)
        events = table.record.events
        cut = len(events) - 1
        while type(events[cut]) is not ClaimEvent:
            cut -= 1
        before = replace(table.record, events=events[:cut])
        marks = {(i.event, i.code): i.marked for i in table.irregularities}
        first = tricks - moved
        candidates = sorted(range(won, 14 - lost), key=lambda k: (abs(k - first), k))
        found: Table | None = None
        for kept in candidates:
            replayed = Table.from_record(before)
            for irregularity in replayed.irregularities:
                if marks.get((irregularity.event, irregularity.code)):
                    irregularity.marked = True
            _claim_result(replayed, declarer, kept)
            if replayed.declarer_tricks() == tricks:
                found = replayed
                break
        if found is not None:
            out.table = found
        else:
            error = ReadError(
                "pbn_result_transfer",
                tricks=tricks,
                moved=f"{moved:+d}",
                played=won + lost,
                won=won,
            )
            out.illegal.append(_problem(_line(game, "Result"), error, "64"))


def last_trick_played_out(table: Table) -> bool:
    """The record stops within the last trick: nothing is left to claim (68),
    and each player who has not played holds one card, which he must play.
    Those cards are played (from known hands); True if the board is over."""
    play = table.play
    if play is None or len(play.tricks) != 12 or not play.current:
        return False
    while table.status is Status.PLAY and not play.is_complete:
        seat = play.next_seat
        held = play.hand(seat)
        if not play.known[seat] or len(held) != 1:
            return False
        table.apply(CardEvent(seat, held[0]))
    return play.is_complete


def _claim_result(table: Table, declarer: Seat, tricks: int) -> None:
    """The rest of the board as the table agreed it: a claim both opponents accept."""
    table.apply(ClaimEvent(declarer, tricks, "Result tag"))
    for seat in (declarer.lho, declarer.rho):
        table.apply(ResponseEvent(seat, True))


def _tricks_moved(table: Table, declarer: Seat) -> int:
    """Tricks the adjustments move to declarer's side (negative: away from it)."""
    side = declarer.side
    return sum(a.tricks if a.to is side else -a.tricks for a in table.adjustments)


def _sort_irregularities(table: Table, out: Converted) -> None:
    """Split what the engine recognised into marked (accepted at the table and
    so recorded by PBN) and illegal (an action the record does not account for)."""
    for irregularity in table.irregularities:
        if irregularity.marked:
            out.marked.append((irregularity.code, irregularity.laws))
        else:
            out.illegal.append(_illegal(out.game, irregularity))


def _illegal(game: PbnGame, irregularity: Irregularity) -> Problem:
    return _problem(
        game.line, IrregularityMessage(irregularity), irregularity.laws[0], irregularity.event
    )


#: tags that identify the board itself; a game that gives none of them plays
#: the previous game's board (files of "shared deals": one deal, several tables)
BOARD_TAGS = ("Board", "Dealer", "Vulnerable", "Deal")


#: the repair noted on a game that plays the previous game's board again
SHARED_BOARD = MESSAGES["pbn_shared_board"]


def boards_of(games: Iterable[PbnGame]) -> Iterator[tuple[PbnGame, bool]]:
    """The games of one file in order, each with whether it shares the
    previous game's board: a game without any of Board, Dealer, Vulnerable
    and Deal continues the previous game's board (its tags are copied in)."""
    previous: PbnGame | None = None
    for game in games:
        shared = previous is not None and not any(t in game.tags for t in BOARD_TAGS)
        if shared:
            assert previous is not None
            for tag in BOARD_TAGS:
                if tag in previous.tags:
                    game.tags[tag] = previous.tags[tag]
        previous = game
        yield game, shared


def convert_game(game: PbnGame, edition: str | None = None, shared: bool = False) -> Converted:
    """Convert one game (see :func:`boards_of` for ``shared``); a defect met on
    the game is reported as the game's, never raised."""
    try:
        converted = game_to_table(game, edition)
    except Exception as exc:  # a defect met on one game must not stop the file
        converted = Converted(None, game)
        reason = f"{type(exc).__name__}: {exc}"[:200]
        converted.unreadable.append(_problem(game.line, ReadError("game_failed", reason=reason)))
    if shared:
        converted.repaired.append(_problem(game.line, ReadError("pbn_shared_board")))
    return converted


def convert_games(games: Iterable[PbnGame], edition: str | None = None) -> Iterator[Converted]:
    """Convert the games of one file in order. A game without any of Board,
    Dealer, Vulnerable and Deal continues the previous game's board; this is
    noted among the repairs."""
    for game, shared in boards_of(games):
        yield convert_game(game, edition, shared)


def table_to_game(table: Table, tags: Mapping[str, str] | None = None) -> PbnGame:
    """Write a table as a PBN game (export-format tag values)."""
    board = table.board
    out: dict[str, str] = {
        "Event": "?",
        "Site": "?",
        "Date": "?",
        "Board": str(board.number),
        "West": "?",
        "North": "?",
        "East": "?",
        "South": "?",
        "Dealer": board.dealer.letter,
        "Vulnerable": board.vulnerability.value,
        "Deal": board.deal.to_pbn(board.dealer) if board.deal is not None else "",
        "Scoring": "",
        "Declarer": "",
        "Contract": "",
        "Result": "",
    }
    if tags:
        out.update(tags)
    contract = table.contract
    if contract is not None:
        out["Contract"] = contract.to_pbn()
        out["Declarer"] = contract.declarer.letter if contract.declarer is not None else ""
        if (
            table.play is not None
            and contract.declarer is not None
            and table.play.declarer is not contract.declarer
        ):
            out["Declarer"] = "^" + contract.declarer.letter  # 54A: declarer became dummy
    tricks = table.declarer_tricks()
    if tricks is not None:
        out["Result"] = str(tricks)
    auction = _auction_section(table)
    play = _play_section(table)
    comments = _ruling_notes(table, play)
    return PbnGame(
        tags=out,
        tag_lines={},
        auction=auction,
        play=play,
        sections={},
        comments=comments,
        line=0,
        file=None,
    )


def ruling_text(ruling: Ruling, lang: str = "en") -> str:
    """One line for a director's ruling: the irregularity with its laws, the
    offender, what was chosen and what followed (for PBN notes and comments)."""
    irregularity = ruling.irregularity
    parts = [f"{irregularity_name(irregularity.code).render(lang)} ({', '.join(ruling.laws)})"]
    if irregularity.offender is not None:
        parts.append(f"offender {irregularity.offender.letter}")
    if ruling.chosen is not None:
        option = ruling.option(ruling.chosen)
        chooser = ruling.chooser.letter if ruling.chooser is not None else "?"
        text = option.text.render(lang) if option is not None else ruling.chosen
        parts.append(f"{chooser} chose {ruling.chosen}: {text}")
    for fact, value in ruling.facts.items():
        parts.append(f"{fact}: {value}")
    for effect in ruling.effects:
        laws = ", ".join(effect.laws)
        parts.append(f"{effect.kind}" + (f" {effect.card}" if effect.card else "") + f" ({laws})")
    parts.extend(m.render(lang) for m in ruling.reasoning)
    return "; ".join(parts)


def _ruling_notes(table: Table, play: PbnSection | None) -> list[tuple[str, str]]:
    """The rulings as PBN notes on the card they concern (Play section) or,
    for the others, as comments after the Play (or Result) tag."""
    comments: list[tuple[str, str]] = []
    if not table.rulings:
        return comments
    events = table.record.events
    for ruling in table.rulings:
        text = ruling_text(ruling)
        event = ruling.irregularity.event
        target: PbnToken | None = None
        if play is not None and 0 <= event < len(events):
            card_event = events[event]
            if isinstance(card_event, CardEvent):
                name = card_event.card.name
                target = next((t for t in play.tokens if t.text == name), None)
        if target is not None and play is not None:
            number = len(play.notes) + 1
            if target.note is None:
                target.note = number
                play.notes[number] = text
                continue
            play.notes[target.note] += " / " + text
            continue
        comments.append(("Play" if play is not None else "Result", text))
    return comments


def _auction_section(table: Table) -> PbnSection | None:
    calls = [(i, e) for i, e in enumerate(table.record.events) if isinstance(e, CallEvent)]
    if not calls:
        return None
    marks = {i.event: i for i in table.irregularities}
    tokens: list[PbnToken] = []
    slot = table.board.dealer
    for index, event in calls:
        while slot is not event.by:
            tokens.append(PbnToken(text="", line=0, irregularity="S"))
            slot = slot.lho
        irregularity = marks.get(index)
        mark = (
            "I"
            if irregularity is not None and irregularity.code == IrregularityCode.INSUFFICIENT_BID
            else None
        )
        tokens.append(PbnToken(text=event.call.name, line=0, irregularity=mark))
        slot = slot.lho
    notes = {i + 1: n for i, n in enumerate(table.auction.notes.values())}
    incomplete = not table.auction.is_complete
    return PbnSection(
        name="Auction",
        value=table.board.dealer.letter,
        line=0,
        tokens=tokens,
        rows=[],
        incomplete=incomplete,
        notes=notes,
    )


def _play_section(table: Table) -> PbnSection | None:
    play = table.play
    if play is None or not (play.tricks or play.current):
        return None
    if not play.tricks:
        opening = play.leader
    elif play.tricks[0].cards:
        opening = play.tricks[0].leader
    else:
        opening = play.declarer.lho  # the first trick is not known (spec §6): Law 41A
    marks = {
        card: i.code
        for i in table.irregularities
        if isinstance(i.facts, CardFacts)
        and (card := i.facts.card) is not None
        and (i.accepted or i.code not in MARK_CODES["L"])
    }
    revokes = {
        (i.facts.trick, i.offender)
        for i in table.irregularities
        if isinstance(i.facts, RevokeFacts) and not i.facts.corrected  # a corrected one is gone
    }
    tokens: list[PbnToken] = []
    all_tricks = [t.cards for t in play.tricks] + ([tuple(play.current)] if play.current else [])
    for number, cards in enumerate(all_tricks):
        if not cards:
            # a trick quitted before the director arrived (spec §6): its
            # cards are not known, written as not played
            tokens.extend(PbnToken(text="-", line=0) for _ in range(4))
            continue
        by_seat = dict(cards)
        leader = cards[0][0]
        for i in range(4):
            seat = opening.next(i)
            card = by_seat.get(seat)
            if card is None:
                tokens.append(PbnToken(text="-", line=0))
                continue
            mark = None
            if (number, seat) in revokes:
                mark = "R"
            elif seat is leader and marks.get(card) in MARK_CODES["L"]:
                mark = "L"
            tokens.append(PbnToken(text=card.name, line=0, irregularity=mark))
    return PbnSection(
        name="Play",
        value=opening.letter,
        line=0,
        tokens=tokens,
        rows=[],
        incomplete=not play.is_complete,
        notes={},
    )
