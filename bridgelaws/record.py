"""The table record: an append-only list of what physically happened at a table.

Every call, card, exposure, director call, fact, choice, claim and response is
an event. Nothing is refused when it is recorded; the edition's rules judge it
afterwards (see :mod:`bridgelaws.table`). The JSON form is the contract of
``shared/spec/table-record.md`` §1.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from bridgelaws.board import Board, Vulnerability, dealer_for, vulnerability_for
from bridgelaws.calls import Call, Contract
from bridgelaws.cards import BridgeError, Card, Deal, Seat


class CallEvent(NamedTuple):
    """A call made by ``by``, whenever it was made (in rotation or not)."""

    by: Seat
    call: Call

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by.letter, "call": self.call.name}


class CardEvent(NamedTuple):
    """A card led or played from ``by``'s hand (dummy's cards: ``by`` = dummy)."""

    by: Seat
    card: Card
    face_down: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.by.letter, "card": self.card.name}
        if self.face_down:
            out["face_down"] = True
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
)

EDITIONS = ("2017", "2007", "rubber")


@dataclass
class TableRecord:
    """What happened at one table on one board, in order (spec §1)."""

    board: Board
    edition: str = "2017"
    events: list[Event] = field(default_factory=list)
    #: the contract as a source recorded it, for records whose auction is
    #: missing or stops early (PBN ``*``); the engine starts the play with it
    contract: Contract | None = None

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
        out["events"] = [e.to_json() for e in self.events]
        return out

    def dumps(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_json(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableRecord:
        """Build a record from its JSON form; errors name the field or event."""
        if not isinstance(data, Mapping):
            raise BridgeError("a table record is a JSON object")
        edition = str(data.get("edition", "2017"))
        if edition not in EDITIONS:
            raise BridgeError(f"edition {edition!r} is not one of {', '.join(EDITIONS)}")
        number = data.get("board", 1)
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise BridgeError(f"board: {number!r} is not a board number (1 or more)")
        dealer = Seat.parse(data["dealer"]) if "dealer" in data else dealer_for(number)
        vul = (
            Vulnerability.parse(data["vulnerable"])
            if "vulnerable" in data
            else vulnerability_for(number)
        )
        deal = None
        if data.get("deal"):
            try:
                deal = Deal.from_pbn(str(data["deal"]))
            except BridgeError as exc:
                raise BridgeError(f"deal: {exc}") from None
        events_data = data.get("events", [])
        if not isinstance(events_data, Sequence) or isinstance(events_data, str):
            raise BridgeError("events: expected a list of events")
        record = cls(Board(number, dealer, vul, deal), edition)
        if data.get("contract"):
            try:
                contract = Contract.parse(str(data["contract"]))
                if data.get("declarer"):
                    contract = contract.with_declarer(Seat.parse(str(data["declarer"])))
            except BridgeError as exc:
                raise BridgeError(f"contract: {exc}") from None
            if not contract.is_passed_out and contract.declarer is None:
                raise BridgeError("contract: a contract needs its declarer")
            record.contract = contract
        for index, item in enumerate(events_data):
            try:
                record.append(event_from_json(item, deal))
            except BridgeError as exc:
                raise BridgeError(f"event {index}: {exc}") from None
        return record

    @classmethod
    def loads(cls, text: str) -> TableRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            where = f"line {exc.lineno}, column {exc.colno}"
            raise BridgeError(f"not JSON: {exc.msg} at {where}") from None
        return cls.from_json(data)


def _seat(item: Mapping[str, Any]) -> Seat:
    if "by" not in item:
        raise BridgeError("'by' (the seat that acted) is missing")
    return Seat.parse(str(item["by"]))


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise BridgeError(f"{what}: {value!r} is not a number of tricks from 0 to 13")
    return value


def event_from_json(item: Any, deal: Deal | None = None) -> Event:
    """One event from its JSON form (spec §1, Events)."""
    if not isinstance(item, Mapping):
        raise BridgeError(f"expected an object, got {item!r}")
    if "call" in item:
        return CallEvent(_seat(item), Call.parse(str(item["call"])))
    if "card" in item or "expose" in item:
        seat = _seat(item)
        card = Card.parse(str(item.get("card", item.get("expose"))))
        if deal is not None and len(deal[seat]) and card not in deal[seat]:
            holder = deal.holder(card)
            where = f"it was dealt to {holder.name.title()}" if holder else "it is not dealt"
            raise BridgeError(f"{seat.name.title()} does not hold {card} ({where})")
        if "expose" in item:
            return ExposeEvent(seat, card)
        return CardEvent(seat, card, bool(item.get("face_down", False)))
    if "director" in item:
        return DirectorEvent(_seat(item))
    if "fact" in item:
        details = {k: v for k, v in item.items() if k not in ("fact", "value")}
        return FactEvent(str(item["fact"]), item.get("value", True), details)
    if "choose" in item:
        return ChoiceEvent(_seat(item), str(item["choose"]))
    if "claim" in item:
        statement = str(item.get("statement", ""))
        return ClaimEvent(_seat(item), _count(item["claim"], "claim"), statement)
    if "concede" in item:
        return ConcedeEvent(_seat(item), _count(item["concede"], "concede"))
    if "agree" in item or "dispute" in item:
        return ResponseEvent(_seat(item), bool(item.get("agree", False)))
    raise BridgeError(f"unknown event {dict(item)!r}")
