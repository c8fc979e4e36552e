"""The table record: an append-only list of what physically happened at a table.

Every call, card, exposure, director call, fact, choice, claim and response is
an event. Nothing is refused when it is recorded; the edition's rules judge it
afterwards (see :mod:`bridgelaws.table`). The JSON form is the contract of
``shared/spec/table-record.md`` §1.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, NamedTuple, TypeVar

from bridgelaws.board import Board, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.calls import Call, Contract
from bridgelaws.cards import BridgeError, Card, Deal, InputError, Seat, Suit, not_yes_no, shown

T = TypeVar("T")

if TYPE_CHECKING:
    from bridgelaws.situation import Situation


class EventError(InputError):
    """Bad input about one event of a record, named the way the report names
    it to the director: "action 1" is the record's first own event (a record
    that starts from a situation counts from its first event after it). The
    JSON's ``event`` fields stay indices from 0; every message counts from 1."""

    def __init__(self, index: int, reason: object) -> None:
        self.index = index
        self.reason = reason
        super().__init__("action {number}: {reason}", number=str(index + 1), reason=reason)

    def shifted(self, prefix: int) -> EventError:
        """The same error counted from the record's own events, when
        ``prefix`` events came from the situation before them."""
        return EventError(self.index - prefix, self.reason) if prefix else self


class CallEvent(NamedTuple):
    """A call made by ``by``, whenever it was made (in rotation or not)."""

    by: Seat
    call: Call

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.letter, "call": self.call.name}


class CardEvent(NamedTuple):
    """A card led or played from ``by``'s hand (dummy's cards: ``by`` = dummy).
    ``named``: the card was named or otherwise designated rather than faced
    (45C4a, 46A: it is played all the same; 63A2: it establishes a revoke)."""

    by: Seat
    card: Card
    face_down: bool = False
    named: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.by.letter, "card": self.card.name}
        if self.face_down:
            out["face_down"] = True
        if self.named:
            out["named"] = True
        return out


class ExposeEvent(NamedTuple):
    """A card exposed other than by playing it (dropped, seen, named)."""

    by: Seat
    card: Card

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.letter, "expose": self.card.name}


class DirectorEvent(NamedTuple):
    """Attention drawn to an irregularity and the director summoned (Law 9)."""

    by: Seat

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.letter, "director": True}


class FactEvent(NamedTuple):
    """The director's answer to a question of judgment (spec §3)."""

    fact: str
    value: Any
    details: Mapping[str, Any] = {}

    def to_json(self) -> dict[str, Any]:
        return {"fact": self.fact, "value": self.value, **self.details}


#: 45C3 (rubber 21(2)(a)): declarer touched a card in dummy
TOUCHED_IN_DUMMY: Final = "card_touched"
#: 45C1 (rubber 21(2)(b)): a defender held a card up
HELD_UP: Final = "card_held"


class ChoiceEvent(NamedTuple):
    """The entitled player's choice among the options offered (spec §4)."""

    by: Seat
    option: str

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.letter, "choose": self.option}


class ClaimEvent(NamedTuple):
    """A claim: the claimer's side takes ``tricks`` of the total tricks (Law 68A)."""

    by: Seat
    tricks: int
    statement: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.by.letter, "claim": self.tricks}
        if self.statement:
            out["statement"] = self.statement
        return out


class ConcedeEvent(NamedTuple):
    """A concession: the conceder's side loses ``tricks`` more tricks (Law 68B)."""

    by: Seat
    tricks: int

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.letter, "concede": self.tricks}


class ResponseEvent(NamedTuple):
    """Agreement with, or dispute of, a claim or concession (Law 69)."""

    by: Seat
    agree: bool

    def to_json(self) -> dict[str, Any]:
        key = "agree" if self.agree else "dispute"
        return {"by": self.by.letter, key: True}


#: the information events of the judgment layer (docs/judgment.md): the key
#: that names each kind in JSON, and what its value is
INFO_KINDS: Final = {
    "alert": "true when the call was alerted, false when it was not",
    "explain": "the explanation given, in the explainer's words",
    "agreement": "what the agreement really is (system card or partner's account)",
    "correct": "a corrected explanation, in the corrector's words",
    "extraneous": "hesitation, haste, remark, gesture, question, unexpected_alert, manner or other",
    "change": "the call that replaces the call at 'of' (21B1, 21B2)",
}
EXTRANEOUS_KINDS: Final = (
    "hesitation",
    "haste",
    "remark",
    "gesture",
    "question",
    "unexpected_alert",
    "manner",  # emphasis, intonation, the way a call or card was made (73C, 16B1)
    "other",
)


class InfoEvent(NamedTuple):
    """Information passed at the table that the judgment layer weighs: an
    alert or its absence, an explanation, the real agreement, a correction,
    extraneous information (Law 16B1) or a call changed under 21B1/21B2.
    ``of`` is the index of the call (or card) event it concerns. The engine
    records it; the auction and play it derives go on unchanged."""

    kind: str
    by: Seat
    of: int
    value: Any
    details: Mapping[str, Any] = {}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.by.letter, self.kind: self.value}
        out["of"] = self.of
        out.update(self.details)
        return out


Event = (
    CallEvent
    | CardEvent
    | ExposeEvent
    | DirectorEvent
    | FactEvent
    | ChoiceEvent
    | ClaimEvent
    | ConcedeEvent
    | ResponseEvent
    | InfoEvent
)

EDITIONS = ("2017", "2007", "rubber")


@dataclass(frozen=True, slots=True)
class Start:
    """Where a record begins when it does not begin at the start of the board:
    the play as the director finds it (spec §6). The auction so far needs no
    start: it is the record's first call events, with the deal unknown.

    ``contract`` carries declarer; ``quitted`` the tricks each side has
    quitted, NS first; the trick in progress is ``current`` (its lead first),
    or with none ``leader`` leads next; ``hands`` are the cards known to be
    still held (dummy's once faced, any other the director knows), ``voids``
    the suits such a hand is known to be void in. Every other
    card is unknown: :class:`~bridgelaws.play.Play` lets a seat with unknown
    cards play any card not known to be elsewhere. The JSON form (spec §6
    ``situation``) is read and written by the situation module."""

    contract: Contract
    quitted: tuple[int, int] = (0, 0)
    leader: Seat | None = None
    current: tuple[tuple[Seat, Card], ...] = ()
    hands: Mapping[Seat, tuple[Card, ...]] = field(default_factory=dict)
    #: suits a seat is known to hold no more of (a known hand written with ``-``)
    voids: Mapping[Seat, frozenset[Suit]] = field(default_factory=dict)


@dataclass
class TableRecord:
    """What happened at one table on one board, in order (spec §1)."""

    board: Board
    edition: str = "2017"
    events: list[Event] = field(default_factory=list)
    #: the contract as a source recorded it, for records whose auction is
    #: missing or stops early (PBN ``*``); the engine starts the play with it
    contract: Contract | None = None
    #: where the record begins when not at the start of the board (spec §6)
    start: Start | None = None
    #: where the director found the table, when the record starts mid-board (spec §6)
    situation: Situation | None = None
    #: how many of ``events`` the situation's own calls are (not written out)
    prefix: int = 0

    def continued(self, events: Sequence[Event]) -> TableRecord:
        """The same board and situation with ``events`` after the situation
        (undo and replays rebuild from this)."""
        return TableRecord(
            self.board, self.edition, list(events), self.contract, situation=self.situation
        )

    @property
    def own_events(self) -> list[Event]:
        """The events after the situation (all events when there is none)."""
        return self.events[self.prefix :] if self.prefix else self.events

    def append(self, event: Event) -> int:
        """Append an event and return its index."""
        self.events.append(event)
        return len(self.events) - 1

    def __iter__(self) -> Iterator[Event]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)

    # -- JSON ---------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        board = self.board
        out: dict[str, Any] = {"edition": self.edition, "board": board.number}
        if board.dealer != dealer_for(board.number):
            out["dealer"] = board.dealer.letter
        if board.vulnerability != vulnerability_for(board.number):
            out["vulnerable"] = board.vulnerability.value
        if board.deal is not None:
            out["deal"] = board.deal.to_pbn(board.dealer)
        if self.contract is not None:
            out["contract"] = self.contract.to_pbn()
            if self.contract.declarer is not None:
                out["declarer"] = self.contract.declarer.letter
        if self.situation is not None:
            out["situation"] = self.situation.to_json()
        out["events"] = [e.to_json() for e in self.own_events]
        return out

    def dumps(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_json(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableRecord:
        """Build a record from its JSON form; errors name the field or event.

        Every field's type is checked before it is read, so any JSON value at
        all gives an :class:`~bridgelaws.cards.InputError` naming the field."""
        if not isinstance(data, Mapping):
            raise InputError("a table record is a JSON object")
        check_nesting(data)
        edition = data.get("edition", "2017")
        if isinstance(edition, int) and not isinstance(edition, bool):
            edition = str(edition)  # "edition": 2017 is meant as "2017"
        if edition not in EDITIONS:
            raise InputError(
                "edition: {value} is not one of {choices}",
                value=shown(edition),
                choices=", ".join(EDITIONS),
            )
        number = data.get("board", 1)
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= MAX_BOARD:
            raise InputError(
                "board: {value} is not a board number (1 to {limit})",
                value=shown(number),
                limit=MAX_BOARD,
            )
        dealer = _parsed(Seat.parse, data, "dealer") if "dealer" in data else dealer_for(number)
        vul = (
            _parsed(Vulnerability.parse, data, "vulnerable")
            if "vulnerable" in data
            else vulnerability_for(number)
        )
        deal = _parsed(Deal.from_pbn, data, "deal") if data.get("deal") else None
        events_data = data.get("events", [])
        if not isinstance(events_data, list):
            raise InputError("events: expected a list of events")
        if len(events_data) > MAX_RECORD_EVENTS:
            raise InputError(
                "events: more than {limit} events in one record", limit=MAX_RECORD_EVENTS
            )
        record = cls(Board(number, dealer, vul, deal), edition)
        if data.get("contract"):
            contract = _parsed(Contract.parse, data, "contract")
            if data.get("declarer"):
                contract = contract.with_declarer(_parsed(Seat.parse, data, "declarer"))
            if not contract.is_passed_out and contract.declarer is None:
                raise InputError("contract: a contract needs its declarer")
            record.contract = contract
        if data.get("situation") is not None:
            from bridgelaws.situation import parse_situation

            record.situation = parse_situation(data["situation"], deal, edition)
        for index, item in enumerate(events_data):
            try:
                record.append(event_from_json(item, deal))
            except BridgeError as exc:
                raise EventError(index, exc) from None
        return record

    @classmethod
    def loads(cls, text: str) -> TableRecord:
        """Read a record from JSON text (a UTF-8 byte order mark is allowed)."""
        return cls.from_json(load_json(text))


#: limits on a record read from JSON: a real board has a few hundred events
MAX_BOARD: Final = 999_999
MAX_RECORD_EVENTS: Final = 10_000
MAX_TEXT: Final = 200  # a seat, a call, a card, a deal, an option's code
MAX_STATEMENT: Final = 1_000  # a claim statement
MAX_NESTING: Final = 16  # record → events → event → fact details → …
MAX_NUMBER_DIGITS: Final = 30


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise InputError("a number of more than {limit} digits", limit=MAX_NUMBER_DIGITS)
    return int(text)


def load_json(text: str) -> Any:
    """Parse JSON text as input: a clear :class:`InputError` for anything that is
    not JSON, is nested too deeply or holds a number too long to be one."""
    text = text.removeprefix("\ufeff")  # a UTF-8 byte order mark is not content
    try:
        return json.loads(text, parse_int=_whole_number)
    except json.JSONDecodeError as exc:
        raise InputError(
            "not JSON: error at line {line}, column {column}", line=exc.lineno, column=exc.colno
        ) from None
    except RecursionError:
        raise InputError("not JSON that can be read: nested too deeply") from None
    except InputError as exc:
        raise InputError("not JSON that can be read: {reason}", reason=exc) from None


def check_nesting(data: Any, limit: int = MAX_NESTING) -> None:
    """Refuse JSON data nested more than ``limit`` deep (without recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, Mapping):
            children: Iterable[Any] = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            raise InputError("the record is nested more than {limit} deep", limit=limit)
        stack.extend((child, depth + 1) for child in children)


#: what a field's text looks like, for the message when it is not text at all
#: (one record value each: a list would need the reader's word for 'or')
_EXAMPLES: Final = {
    "by": '"N"',
    "dealer": '"N"',
    "declarer": '"S"',
    "vulnerable": '"NS"',
    "deal": '"N:AK2.QJ4.T98.AK32 …"',
    "contract": '"4HX"',
    "call": '"1NT"',
    "card": '"SA"',
    "expose": '"SA"',
}


def _text(item: Mapping[str, Any], key: str, limit: int = MAX_TEXT) -> str:
    """The text value of ``key``, its type and length checked first."""
    value = item[key]
    if not isinstance(value, str):
        example = _EXAMPLES.get(key)
        if example is None:
            raise InputError("{field}: {value} is not text", field=key, value=shown(value))
        raise InputError(
            "{field}: {value} is not text such as {example}",
            field=key,
            value=shown(value),
            example=example,
        )
    if len(value) > limit:
        raise InputError("{field}: longer than {limit} characters", field=key, limit=limit)
    return value


def _parsed(parse: Callable[[str], T], item: Mapping[str, Any], key: str) -> T:
    """``parse`` applied to the text value of ``key``; errors name the field."""
    text = _text(item, key)
    try:
        return parse(text)
    except BridgeError as exc:
        raise InputError("{field}: {reason}", field=key, reason=exc) from None


def _flag(item: Mapping[str, Any], key: str, question: str = "") -> bool:
    """A yes-or-no field of an action (absent: no); a refusal asks it as its
    question, ``question`` naming it where the field's name means something
    else elsewhere."""
    value = item.get(key, False)
    if not isinstance(value, bool):
        raise not_yes_no(question or key, value)
    return value


def _seat(item: Mapping[str, Any]) -> Seat:
    if "by" not in item:
        raise InputError("'by' (the seat that acted) is missing")
    return _parsed(Seat.parse, item, "by")


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise InputError(
            "{field}: {value} is not a number of tricks from 0 to 13",
            field=what,
            value=shown(value),
        )
    return value


#: the keys that each make an event an action of its own (spec §1, Events)
ACTION_KEYS: Final = (
    "call",
    "card",
    "expose",
    "director",
    "choose",
    "claim",
    "concede",
    "agree",
    "dispute",
)


def event_from_json(item: Any, deal: Deal | None = None) -> Event:
    """One event from its JSON form (spec §1, Events); every field's type is
    checked before it is read."""
    if not isinstance(item, Mapping):
        raise InputError("expected an object, got {value}", value=shown(item))
    if "fact" in item:  # first: a fact's details may hold any key ("card", "by", ...)
        details = {k: v for k, v in item.items() if k not in ("fact", "value")}
        return FactEvent(_text(item, "fact"), item.get("value", True), details)
    kind = next((key for key in INFO_KINDS if key in item), None)
    if kind is not None:
        return _info_event(kind, item)
    actions = [key for key in ACTION_KEYS if key in item]
    if len({"agree" if key == "dispute" else key for key in actions}) > 1:
        # one action per event: a call and a card together would lose one of them
        raise InputError("one action per event, not {keys} together", keys=" + ".join(actions))
    if "call" in item:
        return CallEvent(_seat(item), _parsed(Call.parse, item, "call"))
    if "card" in item or "expose" in item:
        seat = _seat(item)
        card = _parsed(Card.parse, item, "card" if "card" in item else "expose")
        if deal is not None and len(deal[seat]) and card not in deal[seat]:
            holder = deal.holder(card)
            if holder is None:
                raise InputError(
                    "{seat} does not hold {card} (it is not dealt)", seat=seat, card=card
                )
            raise InputError(
                "{seat} does not hold {card} (it was dealt to {holder})",
                seat=seat,
                card=card,
                holder=holder,
            )
        if "expose" in item:
            return ExposeEvent(seat, card)
        return CardEvent(seat, card, _flag(item, "face_down"), _flag(item, "named"))
    if "director" in item:
        if item["director"] is not True:
            # only a call of the director is an event: "yes", false or 1 says nothing sure
            raise InputError(
                "director: {value} is not true (the event records that the director was called)",
                value=shown(item["director"]),
            )
        return DirectorEvent(_seat(item))
    if "choose" in item:
        return ChoiceEvent(_seat(item), _text(item, "choose"))
    if "claim" in item:
        statement = _text(item, "statement", MAX_STATEMENT) if "statement" in item else ""
        return ClaimEvent(_seat(item), _count(item["claim"], "claim"), statement)
    if "concede" in item:
        return ConcedeEvent(_seat(item), _count(item["concede"], "concede"))
    if "agree" in item or "dispute" in item:
        _flag(item, "dispute")
        return ResponseEvent(_seat(item), _flag(item, "agree"))
    raise InputError("unknown event {value}", value=shown(dict(item)))


#: the optional details an information event may carry, each a short text
_INFO_DETAILS: Final = ("to", "source", "agreed", "note")


def _info_event(kind: str, item: Mapping[str, Any]) -> InfoEvent:
    """An information event (docs/judgment.md); its fields checked by type."""
    of = item.get("of")
    if not isinstance(of, int) or isinstance(of, bool) or not 0 <= of < MAX_RECORD_EVENTS:
        raise InputError("of: {value} is not the index of the event it concerns", value=shown(of))
    by = _seat(item)
    value: Any
    if kind == "alert":
        value = _flag(item, "alert")
    elif kind == "change":
        value = _parsed(Call.parse, item, "change").name
    elif kind == "extraneous":
        value = _text(item, "extraneous")
        if value not in EXTRANEOUS_KINDS:
            raise InputError(
                "extraneous: {value} is not one of {choices}",
                value=shown(value),
                choices=", ".join(EXTRANEOUS_KINDS),
            )
    else:
        value = _text(item, kind, MAX_STATEMENT)
    details: dict[str, Any] = {}
    for key in _INFO_DETAILS:
        if key not in item:
            continue
        if key == "agreed":
            details[key] = _flag(item, key, "info_agreed")
        elif key == "to":
            details[key] = _parsed(Seat.parse, item, key).letter
        else:
            details[key] = _text(item, key)
    return InfoEvent(kind, by, of, value, details)
