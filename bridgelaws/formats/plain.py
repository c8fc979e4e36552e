"""The replay's fast path: a PBN game whose auction and play are correct
procedure, checked against the Laws without building a table.

Most boards of an archive are plain: every call in rotation and admissible
(Laws 17, 18, 19), the auction ended by the passes Law 17D and 22 ask for,
every card in turn from the hand that holds it and following suit (Laws 41A,
44A-C, 44G), the play recorded by whole tricks (PBN 3.6) and ended after
thirteen tricks or by the result the table agreed (Laws 68, 69A). For such a
board :func:`plain_board` works out what :func:`~bridgelaws.formats.convert.game_to_table`
would (the contract and its declarer, Law 22A; the tricks, Law 44; whether the
board is over) from the card indices alone. Anything else, an irregularity,
a mark, an annotation, a missing or partial deal, a record cut short where
the careful path has more to say, gives ``None``, and the replay takes the
careful path through :class:`~bridgelaws.table.Table`, which names and rules
it. ``tests/test_plain.py`` proves both paths give the same replay report on
the corpus and on generated games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from bridgelaws.board import Vulnerability, dealer_for, vulnerability_for
from bridgelaws.calls import CALL_BY_NAME, CallKind, Contract, Denomination, Risk
from bridgelaws.cards import CARD_BY_NAME, BridgeError, Seat, Side, ascii_number
from bridgelaws.formats.convert import parse_result, parse_score
from bridgelaws.formats.pbn import PbnGame

__all__ = ["PLAIN_EDITIONS", "PlainBoard", "plain_board"]

#: editions whose correct procedure in auction and play is the one checked
#: here (the rubber edition keeps its own path: honours, its claim rules)
PLAIN_EDITIONS = frozenset({"2017", "2007"})

_SEATS = tuple(Seat)
_PASS, _BID, _DOUBLE = CallKind.PASS, CallKind.BID, CallKind.DOUBLE
_RISKS = {1: Risk.UNDOUBLED, 2: Risk.DOUBLED, 4: Risk.REDOUBLED}
_DENOMINATIONS = tuple(Denomination)
_PASSED_OUT = Contract.passed_out()
#: Contract objects are immutable: one per (level, denomination, risk, declarer)
_CONTRACTS: dict[tuple[int, int, int, int], Contract] = {}


@dataclass(frozen=True, slots=True)
class PlainBoard:
    """What the Laws make of a plain board, and what the game records beside it:
    the facts the replay report compares."""

    #: the contract the auction gives, with its declarer (Law 22A); passed out: level 0
    contract: Contract
    vulnerability: Vulnerability
    #: the play period is over: thirteen tricks, an agreed result, or passed out
    complete: bool
    #: declarer's tricks once the play is over (``None`` otherwise or passed out)
    tricks: int | None
    #: the tricks after the last one played were settled by the agreed Result (69A)
    claimed: bool
    recorded_contract: Contract | None
    recorded_tricks: int | None
    recorded_score: tuple[Side, int] | None
    #: the Result is marked ``^``: agreed, but not what the cards show (79A)
    result_marked: bool


def _known(tags: dict[str, str], name: str) -> str:
    """A tag's value, or "" when it is absent or "?" (PBN 3.4: unknown)."""
    value = tags.get(name, "").strip()
    return "" if value == "?" else value


def plain_board(game: PbnGame) -> PlainBoard | None:
    """``game`` judged as a plain board, or ``None`` when the careful path
    (:func:`~bridgelaws.formats.convert.game_to_table`) must judge it."""
    tags = game.tags
    number = ascii_number(_known(tags, "Board")) or 1
    declarer_text = _known(tags, "Declarer")
    if declarer_text.startswith("^"):
        return None  # 54A: declarer became dummy
    try:
        text = _known(tags, "Dealer")
        dealer = _SEAT_BY_TEXT.get(text)
        if dealer is None:
            dealer = Seat.parse(text) if text else dealer_for(number)
        text = _known(tags, "Vulnerable")
        vulnerability = _VULNERABILITY_BY_TEXT.get(text) or (
            Vulnerability.parse(text) if text else vulnerability_for(number)
        )
        recorded = _recorded(_known(tags, "Contract"), declarer_text)
    except BridgeError:
        return None
    deal = _deal(_known(tags, "Deal"))
    if deal is None:
        return None
    contract = _auction(game, dealer)
    if contract is None:
        return None
    won = _play(game, deal, contract)
    if won is None:
        return None
    declarer = contract.declarer
    if declarer is None and recorded is not None:
        declarer = recorded.declarer
    result = tags.get("Result")
    recorded_tricks, result_marked = (
        _remembered(_RESULTS, parse_result, result, declarer)
        if result is not None
        else (None, False)
    )
    score = tags.get("Score")
    recorded_score = (
        _remembered(_SCORES, parse_score, score, declarer) if score is not None else None
    )
    if contract.level == 0:
        return PlainBoard(
            contract,
            vulnerability,
            True,
            None,
            False,
            recorded,
            recorded_tricks,
            recorded_score,
            result_marked,
        )
    assert declarer is not None
    side = declarer & 1
    if won[0] + won[1] == 13:
        return PlainBoard(
            contract,
            vulnerability,
            True,
            won[side],
            False,
            recorded,
            recorded_tricks,
            recorded_score,
            result_marked,
        )
    # The play stops early: the table agreed the rest, as the Result says (68, 69A).
    claimed = recorded_tricks
    if claimed is None:
        return PlainBoard(
            contract,
            vulnerability,
            False,
            None,
            False,
            recorded,
            recorded_tricks,
            recorded_score,
            result_marked,
        )
    if claimed < won[side] or 13 - claimed < won[side ^ 1]:
        return None  # a Result the tricks played do not allow (79A)
    return PlainBoard(
        contract,
        vulnerability,
        True,
        claimed,
        True,
        recorded,
        recorded_tricks,
        recorded_score,
        result_marked,
    )


_SEAT_BY_TEXT = {"N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST}
_VULNERABILITY_BY_TEXT = {v.value: v for v in Vulnerability}
_RESULTS: dict[tuple[str, Seat | None], tuple[int | None, bool]] = {}
_SCORES: dict[tuple[str, Seat | None], tuple[Side, int] | None] = {}
_T = TypeVar("_T")


def _remembered(
    memo: dict[tuple[str, Seat | None], _T],
    parse: Callable[[str, Seat | None], _T],
    text: str,
    declarer: Seat | None,
) -> _T:
    """``parse(text, declarer)``, remembered (archives repeat a few spellings)."""
    key = (text, declarer)
    try:
        return memo[key]
    except KeyError:
        pass
    value = parse(text, declarer)
    if len(memo) > 4096:
        memo.clear()
    memo[key] = value
    return value


def _recorded(contract: str, declarer: str) -> Contract | None:
    """The Contract and Declarer tags as a contract (remembered: few spellings)."""
    key = (contract, declarer)
    try:
        return _RECORDED[key]
    except KeyError:
        pass
    seat = Seat.parse(declarer) if declarer else None
    found = Contract.parse(contract).with_declarer(seat) if contract else None
    if len(_RECORDED) > 4096:
        _RECORDED.clear()
    _RECORDED[key] = found
    return found


_RECORDED: dict[tuple[str, str], Contract | None] = {}

#: a complete deal as the owner of each card index (0-51) and each seat's
#: number of cards per suit (seat * 4 + suit); None: not a complete deal
_Dealt = tuple[tuple[int, ...], tuple[int, ...]]
_DEALS: dict[str, _Dealt | None] = {}
#: PBN hands list spades first: the card index of a rank letter in each position
_INDEX_BY_LETTER = tuple(
    {letter: suit * 13 + rank for rank, letter in enumerate("23456789TJQKA")}
    | {letter.lower(): suit * 13 + rank for rank, letter in enumerate("23456789TJQKA")}
    for suit in (3, 2, 1, 0)
)


def _deal(text: str) -> _Dealt | None:
    """A PBN Deal value of four hands of thirteen different cards each (what
    :meth:`~bridgelaws.cards.Deal.from_pbn` reads the same way), or ``None``:
    anything else (unknown hands, a wrong count, a bad letter) is left to it."""
    try:
        return _DEALS[text]
    except KeyError:
        pass
    found = _read_deal(text)
    if len(_DEALS) > 4096:
        _DEALS.clear()
    _DEALS[text] = found
    return found


def _read_deal(text: str) -> _Dealt | None:
    if len(text) < 2 or text[1] != ":":
        return None
    try:
        first = Seat.parse(text[0])
    except BridgeError:
        return None
    parts = text[2:].split()
    if len(parts) != 4:
        return None
    owner = [-1] * 52
    counts = [0] * 16
    for offset, part in enumerate(parts):
        seat = (first + offset) & 3
        suits = part.split(".")
        if len(suits) != 4 or len(part) != 16:  # 13 letters and 3 dots
            return None
        for position, letters in enumerate(suits):
            by_letter = _INDEX_BY_LETTER[position]
            counts[seat * 4 + 3 - position] = len(letters)  # spades first
            for letter in letters:
                index = by_letter.get(letter)
                if index is None:
                    return None
                owner[index] = seat
    if -1 in owner:
        return None  # 52 letters but a card twice: another card is missing
    return tuple(owner), tuple(counts)


def _auction(game: PbnGame, dealer: Seat) -> Contract | None:
    """The contract of a plain auction (Laws 17-22), or ``None``; remembered
    by dealer and text (a board's auction recurs at many tables)."""
    section = game.auction
    if section is None or section.value.strip().upper() not in ("NESW"[dealer], dealer.name):
        return None
    text = section.plain_text()
    if text is None:
        return None
    key = (dealer, text)
    try:
        return _AUCTIONS[key]
    except KeyError:
        pass
    words = section.plain_words()
    assert words is not None
    contract = _contract(words, dealer)
    if len(_AUCTIONS) > 4096:
        _AUCTIONS.clear()
    _AUCTIONS[key] = contract
    return contract


_AUCTIONS: dict[tuple[Seat, str], Contract | None] = {}


def _contract(words: list[str], dealer: Seat) -> Contract | None:
    """The contract of an auction in words from the dealer on, or ``None``
    when it is not correct procedure to the end."""
    seat = int(dealer)
    last_order = -1
    bidder = -1
    doubler = -1
    risk = 1
    passes = 0
    complete = False
    level = denomination = 0
    #: who first named each denomination, per side: index side * 5 + denomination
    first_named = [-1] * 10
    for word in words:
        call = CALL_BY_NAME.get(word)
        if call is None:
            if word.upper() != "AP":
                return None  # '-', a call to spell out with its line, above seven
            complete = True  # all pass: the passes that end the auction (17D, 22)
            break
        if complete:
            return None  # a call after the final pass (39)
        kind = call.kind
        if kind is _PASS:
            passes += 1
            complete = passes == (3 if bidder >= 0 else 4)
        elif kind is _BID:
            order = call.order
            if order <= last_order:
                return None  # insufficient (18D)
            last_order, bidder, risk, passes = order, seat, 1, 0
            level = call.level
            denomination = order % 5
            key = (seat & 1) * 5 + denomination
            if first_named[key] < 0:
                first_named[key] = seat
        elif kind is _DOUBLE:
            if bidder < 0 or (bidder ^ seat) & 1 == 0 or risk != 1:
                return None  # inadmissible double (19A1)
            risk, doubler, passes = 2, seat, 0
        else:
            if risk != 2 or (doubler ^ seat) & 1 == 0:
                return None  # inadmissible redouble (19B1)
            risk, passes = 4, 0
        seat = (seat + 1) & 3
    if not complete:
        return None
    if bidder < 0:
        return _PASSED_OUT
    declarer = first_named[(bidder & 1) * 5 + denomination]
    key4 = (level, denomination, risk, declarer)
    contract = _CONTRACTS.get(key4)
    if contract is None:
        contract = _CONTRACTS[key4] = Contract(
            level, _DENOMINATIONS[denomination], _RISKS[risk], _SEATS[declarer]
        )
    return contract


def _play(game: PbnGame, dealt: _Dealt, contract: Contract) -> list[int] | None:
    """Tricks per side (North-South, East-West) of a plain play (Laws 41A, 44):
    whole tricks by column, then either nothing but ``-`` or a trick that
    stops at a ``-`` in playing order; ``None`` when it is not plain. Nothing
    is played on a passed-out board."""
    section = game.play
    if section is None:
        return [0, 0]
    try:
        first = Seat.parse(section.value)
    except BridgeError:
        return None
    if contract.level == 0:
        return [0, 0]
    words = section.plain_words()
    if words is None:
        return None
    get = _INDEX_BY_NAME.get
    cards = [get(w, -1) for w in words]
    if -1 in cards:
        for card, word in zip(cards, words, strict=True):
            if card < 0 and word != "-":
                return None  # a token to read with its line
    declarer = contract.declarer
    assert declarer is not None and contract.denomination is not None
    trump = -1 if contract.denomination is Denomination.NOTRUMP else int(contract.denomination)
    owner = list(dealt[0])
    counts = list(dealt[1])
    won = [0, 0]
    leader = (declarer + 1) & 3  # 41A: declarer's LHO leads first
    order = _ORDER[first]
    total = min(len(cards), 52)
    base = 0
    while base + 4 <= total:
        if cards[base + ((leader - first) & 3)] < 0:
            break  # play stopped: only '-' may follow
        led = -1
        best = -1
        winner = leader
        for seat, column in order[leader]:
            index = cards[base + column]
            if index < 0:
                if won[0] + won[1] == 12:
                    # 68: the last trick under way leaves nothing to claim,
                    # so the Result is no claim: the careful path says so
                    return None
                # play stopped within the trick: what follows is not read,
                # the Result settles the rest (the careful path does the same)
                return won
            if owner[index] != seat:
                return None  # not held (refused), or played twice
            suit = index // 13
            if led < 0:
                led = suit
            elif suit != led and counts[seat * 4 + led]:
                return None  # a revoke (61A): the careful path rules it
            owner[index] = -1
            counts[seat * 4 + suit] -= 1
            # 44A-C: the highest trump wins, else the highest card of the suit led
            key = index % 13 + (26 if suit == trump else 13 if suit == led else 0)
            if key > best:
                best, winner = key, seat
        won[winner & 1] += 1
        leader = winner  # 44G: the winner leads to the next trick
        base += 4
    if base < 52 and any(card >= 0 for card in cards[base:]):
        return None
    return won


#: for the seat of a Play section's first column and each leader: the seats in
#: playing order with the column of each (PBN lists a trick by column)
_ORDER = tuple(
    tuple(tuple(((lead + i) & 3, (lead + i - first) & 3) for i in range(4)) for lead in range(4))
    for first in range(4)
)

#: card names as PBN writes them (and as the careful path reads them) to indices
_INDEX_BY_NAME = {name: card.index for name, card in CARD_BY_NAME.items()}
