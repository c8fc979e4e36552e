"""Records that start where the director arrives (spec §6).

A director called to a table sees the bidding cards, the trick in progress,
dummy and any penalty cards; he does not know the deal nor every card played
before. A :class:`Situation` is what he finds: the auction so far, or the
contract and declarer with the tricks each side has quitted, the trick in
progress, dummy's remaining cards, other cards he knows, the penalty cards and
the obligations still in force. :func:`parse_situation` reads the JSON form and
rejects a situation that cannot be true with a :class:`SituationError` naming
the field (in the director's language); :func:`start_table` builds the table
from it, on which the record's events then continue.

Hands the director does not know stay unknown: a card is then taken as held by
the seat that plays it, and what only the hands could show (a revoke) comes in
as a fact the director found (see :mod:`bridgelaws.found_revoke`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bridgelaws.auction import Auction
from bridgelaws.board import Board
from bridgelaws.calls import Call, Contract
from bridgelaws.cards import (
    BridgeError,
    Card,
    Deal,
    Hand,
    InputError,
    Seat,
    Side,
    Suit,
    render_error,
    shown,
)
from bridgelaws.play import Trick
from bridgelaws.record import CallEvent, CardEvent, DirectorEvent, Start, TableRecord
from bridgelaws.rulings import Obligation, ObligationType
from bridgelaws.table import Status, Table

if TYPE_CHECKING:  # the editions import this module (through found_revoke)
    from bridgelaws.editions import Edition


class SituationError(InputError):
    """A situation that cannot be true: the field (``where``) and what is wrong
    with it, rendered in the director's language."""

    def __init__(self, where: str, text: str, **params: object) -> None:
        self.where = where
        self.problem = InputError(text, **params)
        super().__init__("{where}: {problem}", where=f"situation.{where}", problem=self.problem)

    def in_words(self) -> InputError:
        """The same message with the field named as the director says it (the
        assistant's questions, the web form), not as the JSON spells it."""
        return InputError("{where}: {problem}", where=field_words(self.where), problem=self.problem)


#: each field of a situation (spec §6) as a person names it
FIELD_WORDS = {
    "auction": "The calls so far",
    "contract": "The contract",
    "declarer": "Declarer",
    "tricks": "The tricks quitted",
    "current": "The trick in progress",
    "leader": "The player to lead",
    "dummy": "Dummy's cards",
    "hands": "The other cards known",
    "penalty_cards": "The penalty cards",
    "obligations": "The obligations in force",
}


def field_words(where: str) -> InputError:
    """A situation field (``dummy``, ``current[1]``, ``hands.E``,
    ``penalty_cards[0]``) in words, translatable like any message."""
    name, _dot, rest = where.partition(".")
    name, _bracket, index = name.partition("[")
    number = index.rstrip("]")
    if name == "current" and number.isdigit():
        return InputError("Card {n} of the trick in progress", n=str(int(number) + 1))
    if name == "penalty_cards" and number.isdigit():
        return InputError("Penalty card {n}", n=str(int(number) + 1))
    if name == "obligations" and number.isdigit():
        return InputError("Obligation {n} in force", n=str(int(number) + 1))
    if name == "hands" and rest:
        try:
            return InputError("The cards known of {seat}", seat=Seat.parse(rest))
        except BridgeError:
            pass
    return InputError(FIELD_WORDS.get(name, "The situation"))


def localized(exc: BridgeError, lang: str) -> str:
    """An error's message in ``lang`` where it has one, else as raised."""
    return render_error(exc, lang)


@dataclass(frozen=True, slots=True)
class Situation:
    """What the director finds at the table (spec §6)."""

    #: the calls so far from the dealer; None when the contract is given instead
    auction: tuple[Call, ...] | None = None
    #: the final contract with its declarer, when the play period has begun
    contract: Contract | None = None
    #: tricks quitted by NS and EW; None: the opening lead is not yet faced
    tricks: tuple[int, int] | None = None
    current: tuple[tuple[Seat, Card], ...] = ()
    leader: Seat | None = None
    dummy: frozenset[Card] | None = None
    hands: Mapping[Seat, frozenset[Card]] = field(default_factory=dict)
    penalty_cards: tuple[tuple[Seat, Card, str], ...] = ()
    obligations: tuple[Obligation, ...] = ()
    #: the suits a known hand is written void in (``-``; an empty suit says nothing)
    voids: Mapping[Seat, frozenset[Suit]] = field(default_factory=dict)

    @property
    def quitted(self) -> int:
        return sum(self.tricks) if self.tricks is not None else 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.auction is not None:
            out["auction"] = [c.name for c in self.auction]
        elif self.contract is not None:
            out["contract"] = self.contract.to_pbn()
            if self.contract.declarer is not None:
                out["declarer"] = self.contract.declarer.letter
        if self.tricks is not None:
            out["tricks"] = {"NS": self.tricks[0], "EW": self.tricks[1]}
        if self.current:
            out["current"] = [f"{s.letter}:{c.name}" for s, c in self.current]
        if self.leader is not None:
            out["leader"] = self.leader.letter
        if self.dummy is not None:
            out["dummy"] = _hand_pbn(self.dummy)
        if self.hands:
            out["hands"] = {
                s.letter: _hand_pbn(h, self.voids.get(s, frozenset()))
                for s, h in sorted(self.hands.items())
            }
        if self.penalty_cards:
            out["penalty_cards"] = [
                {"seat": s.letter, "card": c.name, "kind": k} for s, c, k in self.penalty_cards
            ]
        if self.obligations:
            out["obligations"] = [o.to_json() for o in self.obligations]
        return out


def _hand_pbn(cards: frozenset[Card], voids: frozenset[Suit] = frozenset()) -> str:
    parts = Hand(cards).to_pbn().split(".")
    order = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    return ".".join("-" if suit in voids else part for suit, part in zip(order, parts, strict=True))


def _voids(value: Any) -> frozenset[Suit]:
    """The suits a hand of ``hands`` is written void in: ``-`` (spec §6: a
    known holding; an empty suit only says nothing is known of it)."""
    parts = str(value).strip().split(".")
    if len(parts) != 4:
        return frozenset()
    order = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    return frozenset(suit for suit, part in zip(order, parts, strict=True) if part.strip() == "-")


# -- reading ------------------------------------------------------------------------


def _room(seat: Seat, quitted: int, current: Sequence[tuple[Seat, Card]]) -> int:
    """The cards ``seat`` still holds after the quitted tricks and his card in
    the trick in view."""
    return 13 - quitted - (1 if any(s is seat for s, _ in current) else 0)


def _wrong_count(where: str, count: int, quitted: int, room: int) -> SituationError:
    return SituationError(
        where,
        "after {quitted} tricks a hand holds {expected}, not {count}",
        count=str(count),
        quitted=str(quitted),
        expected=str(room),
    )


def _check_dummy_count(
    value: Any,
    cards: frozenset[Card],
    dummy: Seat,
    quitted: int,
    current: Sequence[tuple[Seat, Card]],
) -> None:
    """Dummy's cards, all in view, must fit the tricks: never more than he
    still holds, and exactly that many when every suit is written (a void as
    ``-``)."""
    room = _room(dummy, quitted, current)
    parts = str(value).strip().split(".")
    complete = len(parts) == 4 and all(part.strip() for part in parts)
    if len(cards) > room or (complete and len(cards) != room):
        raise _wrong_count("dummy", len(cards), quitted, room)


def _seat(value: Any, where: str) -> Seat:
    try:
        return Seat.parse(str(value))
    except BridgeError:
        raise SituationError(
            where, "{value} is not a seat (N, E, S, W)", value=shown(value)
        ) from None


def _card(value: Any, where: str) -> Card:
    try:
        return Card.parse(str(value))
    except BridgeError:
        raise SituationError(where, "{value} is not a card", value=shown(value)) from None


def _hand(value: Any, where: str) -> frozenset[Card]:
    text = str(value).strip()
    if text in ("", "-"):
        return frozenset()
    parts = text.split(".")
    if len(parts) != 4:
        raise SituationError(
            where, "{value} is not a hand (four suits, spades first: QT76.K5.84.AJ6)", value=text
        )
    cards: set[Card] = set()
    for suit, holding in zip(
        (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS), parts, strict=True
    ):
        for char in holding.replace("10", "T").replace("-", ""):
            try:
                card = Card.parse(suit.letter + char)
            except BridgeError:
                raise SituationError(
                    where,
                    "{value} is not a hand (four suits, spades first: QT76.K5.84.AJ6)",
                    value=text,
                ) from None
            if card in cards:
                raise SituationError(where, "{card} is written twice", card=card)
            cards.add(card)
    return frozenset(cards)


def _count(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise SituationError(
            where, "{value} is not a number of tricks from 0 to 13", value=shown(value)
        )
    return value


def parse_situation(data: Any, deal: Deal | None = None, edition: str | None = None) -> Situation:
    """Read and check a situation (spec §6); a :class:`SituationError` names
    the field of anything that cannot be true (in the ``edition`` named,
    where that matters)."""
    if not isinstance(data, Mapping):
        raise SituationError("", "a situation is a JSON object")
    known = {"auction", "contract", "declarer", "tricks", "current", "leader", "dummy"}
    known |= {"hands", "penalty_cards", "obligations"}
    for key in data:
        if key not in known:
            raise SituationError(str(key), "unknown field")
    auction: tuple[Call, ...] | None = None
    contract: Contract | None = None
    if "auction" in data:
        calls = data["auction"]
        if not isinstance(calls, Sequence) or isinstance(calls, str):
            raise SituationError("auction", "expected a list of calls")
        parsed = []
        for i, token in enumerate(calls):
            try:
                parsed.append(Call.parse(str(token)))
            except BridgeError:
                raise SituationError(
                    f"auction[{i}]", "{value} is not a call", value=shown(token)
                ) from None
        auction = tuple(parsed)
        if "contract" in data or "declarer" in data:
            raise SituationError(
                "contract", "give the auction or the contract and declarer, not both"
            )
    elif "contract" in data:
        try:
            contract = Contract.parse(str(data["contract"]))
        except BridgeError:
            raise SituationError(
                "contract",
                "{value} is not a contract (e.g. 4S, 3NTX)",
                value=shown(data["contract"]),
            ) from None
        if contract.is_passed_out:
            raise SituationError("contract", "a passed-out board has no play")
        if "declarer" not in data:
            raise SituationError("declarer", "a contract needs its declarer")
        contract = contract.with_declarer(_seat(data["declarer"], "declarer"))
    else:
        raise SituationError("auction", "give the auction so far, or the contract and declarer")
    play_fields = [k for k in ("tricks", "current", "leader", "dummy") if k in data]
    if contract is None and play_fields:
        assert auction is not None
        if not _auction_complete(auction):
            raise SituationError(play_fields[0], "the auction is not over yet")
    tricks: tuple[int, int] | None = None
    if "tricks" in data:
        value = data["tricks"]
        if not isinstance(value, Mapping) or set(value) - {"NS", "EW"}:
            raise SituationError("tricks", 'expected {"NS": n, "EW": m}')
        tricks = (
            _count(value.get("NS", 0), "tricks.NS"),
            _count(value.get("EW", 0), "tricks.EW"),
        )
        if sum(tricks) > 13:
            raise SituationError(
                "tricks", "{count} tricks in all; a board has 13", count=str(sum(tricks))
            )
    declarer = contract.declarer if contract is not None else None
    current: list[tuple[Seat, Card]] = []
    seen: dict[Card, str] = {}
    raw_current = data.get("current", [])
    if not isinstance(raw_current, Sequence) or isinstance(raw_current, str):
        raise SituationError("current", 'expected a list like ["W:H7", "N:H2"]')
    if len(raw_current) > 4:
        raise SituationError(
            "current", "{count} cards in one trick; a trick has four", count=str(len(raw_current))
        )
    if raw_current and tricks is None:
        raise SituationError(
            "current", "give the tricks quitted so far (0 and 0 at the opening lead)"
        )
    if raw_current and tricks is not None and sum(tricks) == 13:
        raise SituationError("current", "all thirteen tricks are quitted")
    for i, item in enumerate(raw_current):
        where = f"current[{i}]"
        text = str(item)
        if ":" not in text:
            raise SituationError(where, "{value} is not SEAT:CARD (e.g. W:H7)", value=shown(item))
        seat_text, card_text = text.split(":", 1)
        seat = _seat(seat_text, where)
        card = _card(card_text, where)
        if current and seat is not current[-1][0].lho:
            raise SituationError(
                where,
                "after {before}'s card it is {turn}'s turn, not {seat}'s",
                before=current[-1][0],
                turn=current[-1][0].lho,
                seat=seat,
            )
        if card in seen:
            raise SituationError(
                where,
                "{card} is given twice, also in: {other}",
                card=card,
                other=field_words(seen[card]),
            )
        seen[card] = where
        current.append((seat, card))
    leader = None
    if "leader" in data:
        leader = _seat(data["leader"], "leader")
        if current:
            raise SituationError("leader", "the trick in progress shows who led")
        if tricks is None:
            raise SituationError(
                "leader", "before the opening lead, declarer's left-hand opponent leads"
            )
    quitted = sum(tricks) if tricks is not None else 0
    _check_lead(tricks, current, leader, declarer)
    dummy_cards: frozenset[Card] | None = None
    if "dummy" in data:
        if tricks is None:
            raise SituationError("dummy", "dummy is faced only after the opening lead")
        # a dummy written with a card too few is taken as the cards known to
        # be there (then not taken as complete, see _start_play); one that
        # cannot be (too many cards, or every suit written and the count
        # wrong) is refused
        dummy_cards = _hand(data["dummy"], "dummy")
        if declarer is not None:
            _check_dummy_count(data["dummy"], dummy_cards, declarer.partner, quitted, current)
        for card in dummy_cards:
            if card in seen:
                raise SituationError(
                    "dummy",
                    "{card} is given twice, also in: {other}",
                    card=card,
                    other=field_words(seen[card]),
                )
            seen[card] = "dummy"
    hands: dict[Seat, frozenset[Card]] = {}
    voids: dict[Seat, frozenset[Suit]] = {}
    raw_hands = data.get("hands", {})
    if not isinstance(raw_hands, Mapping):
        raise SituationError("hands", 'expected an object like {"E": "A2.-.-.-"}')
    for key, value in raw_hands.items():
        seat = _seat(key, f"hands.{key}")
        where = f"hands.{seat.letter}"
        if declarer is not None and seat is declarer.partner and dummy_cards is not None:
            raise SituationError(where, "dummy's cards are given in dummy")
        cards = _hand(value, where)
        room = _room(seat, quitted, current)
        if len(cards) > room:
            raise _wrong_count(where, len(cards), quitted, room)
        for card in cards:
            if card in seen:
                raise SituationError(
                    where,
                    "{card} is given twice, also in: {other}",
                    card=card,
                    other=field_words(seen[card]),
                )
            seen[card] = where
        hands[seat] = cards
        if _voids(value):
            voids[seat] = _voids(value)
    penalties: list[tuple[Seat, Card, str]] = []
    raw_penalties = data.get("penalty_cards", [])
    if not isinstance(raw_penalties, Sequence) or isinstance(raw_penalties, str):
        raise SituationError("penalty_cards", "expected a list of penalty cards")
    for i, item in enumerate(raw_penalties):
        where = f"penalty_cards[{i}]"
        if not isinstance(item, Mapping):
            raise SituationError(where, 'expected {"seat": "E", "card": "CK", "kind": "major"}')
        seat = _seat(item.get("seat"), f"{where}.seat")
        card = _card(item.get("card"), f"{where}.card")
        kind = str(item.get("kind", "major"))
        if kind not in ("major", "minor"):
            raise SituationError(
                f"{where}.kind", "{value} is neither major nor minor", value=shown(kind)
            )
        if declarer is None and auction is not None and not _auction_complete(auction):
            raise SituationError(where, "penalty cards exist in the play period (Law 50)")
        if declarer is not None and seat.side is declarer.side:
            raise SituationError(
                where,
                "declarer and dummy expose cards without penalty (rule 44(4))"
                if edition == "rubber"
                else "declarer's and dummy's cards are never penalty cards (Law 48A)",
            )
        if card in seen:
            raise SituationError(
                where,
                "{card} is given twice, also in: {other}",
                card=card,
                other=field_words(seen[card]),
            )
        seen[card] = where
        penalties.append((seat, card, kind))
    obligations = tuple(_obligations(data.get("obligations", [])))
    if declarer is not None and edition in ("2017", "2007"):
        _defenders_only(obligations, declarer)
    if deal is not None:
        _check_deal(deal, declarer, current, dummy_cards, hands, penalties)
    return Situation(
        auction,
        contract,
        tricks,
        tuple(current),
        leader,
        dummy_cards,
        hands,
        tuple(penalties),
        obligations,
        voids,
    )


def _check_lead(
    tricks: tuple[int, int] | None,
    current: Sequence[tuple[Seat, Card]],
    leader: Seat | None,
    declarer: Seat | None,
) -> None:
    """The player on lead fits the tricks (Laws 41A, 44G): declarer's
    left-hand opponent makes the opening lead; later the winner of the last
    trick leads, so his side has won a trick; after thirteen tricks nobody
    leads. The player to lead (``leader``) or the first card of the trick in
    progress, whichever is given."""
    first = current[0][0] if current else leader
    if tricks is None or first is None:
        return
    where = "current[0]" if current else "leader"
    quitted = sum(tricks)
    if quitted == 13:
        raise SituationError(where, "all thirteen tricks are quitted: nobody leads any more")
    if quitted == 0:
        if declarer is not None and first is not declarer.lho:
            raise SituationError(
                where,
                "{seat} cannot lead to the first trick: the opening lead is made by "
                "{lho}, declarer's left-hand opponent (the tricks quitted are none)",
                seat=first,
                lho=declarer.lho,
            )
        return
    if tricks[first.side] == 0:
        side = "North-South" if first.side is Side.NS else "East-West"
        raise SituationError(
            where,
            "{seat} leads to trick {trick}, so his side won trick {last}, but the tricks "
            "quitted give {side} none",
            seat=first,
            trick=str(quitted + 1),
            last=str(quitted),
            side=InputError(side),
        )


_OBLIGATION_LAWS = {
    ObligationType.MUST_PASS: ("27B2",),
    ObligationType.LEAD_RESTRICTION: ("26B",),
    ObligationType.PLAY_RESTRICTION: ("57A",),
}


def _obligations(raw: Any) -> list[Obligation]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise SituationError("obligations", "expected a list of obligations (spec §2)")
    out = []
    for i, item in enumerate(raw):
        where = f"obligations[{i}]"
        if not isinstance(item, Mapping) or item.get("type") not in _OBLIGATION_LAWS:
            raise SituationError(
                where, "expected must_pass, lead_restriction or play_restriction with its seat"
            )
        kind_of = ObligationType(str(item["type"]))
        seat = _seat(item.get("seat"), f"{where}.seat")
        laws = item.get("laws") or _OBLIGATION_LAWS[kind_of]
        if not isinstance(laws, Sequence) or isinstance(laws, str):
            raise SituationError(f"{where}.laws", "expected a list of laws")
        suit = None
        if item.get("suit") is not None:
            try:
                suit = Suit.parse(str(item["suit"]))
            except BridgeError:
                raise SituationError(
                    f"{where}.suit", "{value} is not a suit", value=shown(item["suit"])
                ) from None
        chooser = _seat(item["chooser"], f"{where}.chooser") if item.get("chooser") else None
        scope = item.get("scope")
        kind = item.get("kind")
        if kind_of == ObligationType.MUST_PASS:
            scope = scope or "rest_of_auction"
            if scope not in ("next_turn", "rest_of_auction"):
                raise SituationError(f"{where}.scope", "expected next_turn or rest_of_auction")
        if kind_of == ObligationType.LEAD_RESTRICTION:
            kind = kind or "pending_choice"
            if kind not in ("prohibit_suit", "require_suit", "pending_choice"):
                raise SituationError(
                    f"{where}.kind", "expected prohibit_suit, require_suit or pending_choice"
                )
            if kind != "pending_choice" and suit is None:
                raise SituationError(f"{where}.suit", "a restriction names its suit")
        out.append(
            Obligation(
                kind_of,
                seat,
                tuple(str(law) for law in laws),
                scope=str(scope) if scope is not None else None,
                kind=str(kind) if kind is not None else None,
                suit=suit,
                chooser=chooser,
            )
        )
    return out


def _defenders_only(obligations: Sequence[Obligation], declarer: Seat) -> None:
    """The Laws restrict only a defender's leads (26, 50D2, 54D) and plays
    (57A): declarer's side never has such a restriction (the rubber rules
    may give declarer one, rules 45 and 52)."""
    for i, o in enumerate(obligations):
        if o.seat.side is not declarer.side:
            continue
        if o.type == ObligationType.LEAD_RESTRICTION:
            raise SituationError(
                f"obligations[{i}]",
                "declarer's and dummy's leads are never restricted (Laws 26, 50D2, 54D)",
            )
        if o.type == ObligationType.PLAY_RESTRICTION:
            raise SituationError(
                f"obligations[{i}]", "declarer's and dummy's plays are never restricted (Law 57A)"
            )


def _check_deal(
    deal: Deal,
    declarer: Seat | None,
    current: list[tuple[Seat, Card]],
    dummy: frozenset[Card] | None,
    hands: Mapping[Seat, frozenset[Card]],
    penalties: list[tuple[Seat, Card, str]],
) -> None:
    """With the deal as well, every card of the situation is checked as in §1."""

    def check(seat: Seat, card: Card, where: str) -> None:
        if len(deal[seat]) and card not in deal[seat]:
            holder = deal.holder(card)
            raise SituationError(
                where,
                "{seat} was not dealt {card} ({holder} was)",
                seat=seat,
                card=card,
                holder=holder if holder is not None else "—",
            )

    for i, (seat, card) in enumerate(current):
        check(seat, card, f"current[{i}]")
    if dummy is not None and declarer is not None:
        for card in dummy:
            check(declarer.partner, card, "dummy")
    for seat, cards in hands.items():
        for card in cards:
            check(seat, card, f"hands.{seat.letter}")
    for i, (seat, card, _) in enumerate(penalties):
        check(seat, card, f"penalty_cards[{i}]")


def _auction_complete(calls: Sequence[Call]) -> bool:
    """Law 17D: three passes after a call, or four passes to start."""
    if len(calls) < 4:
        return False
    return all(c.is_pass for c in calls[-3:])


# -- building the table ---------------------------------------------------------------


def start_table(record: TableRecord, edition: Edition | str | None = None) -> Table:
    """The table as the director finds it; the record's events are not yet applied.

    The auction so far is judged like calls (an insufficient bid on the table
    is recognised) and kept as the record's first events, counted in
    ``record.prefix`` so that the record's JSON and the report's event
    indices refer to the events after the situation. The play in progress
    starts through the core's :meth:`Table.resume` (unknown hands first-class);
    this module adds what lies on the table besides: penalty cards and the
    obligations in force, and a choice that arises now is asked now."""
    situation = record.situation
    assert situation is not None
    board = record.board
    judge: Edition | str = edition if edition is not None else record.edition
    if situation.contract is None and (
        situation.tricks is None or situation.auction is None or not situation.auction
    ):
        table = Table(board, judge)
        table.record.situation = situation
        seat = board.dealer
        for call in situation.auction or ():
            table.apply(CallEvent(seat, call))
            seat = seat.lho
        table.record.prefix = len(situation.auction or ())
        if table.status is Status.AUCTION:
            for obligation in situation.obligations:
                table.oblige(obligation)
            pending = table.pending
            if pending is not None and pending.offender is not None:
                # the director is at the table: the irregular last call in the
                # boxes (an insufficient bid, a call out of rotation) is ruled
                # now, its options offered to the player who may accept it
                table.edition.on_director(table, pending.event, DirectorEvent(pending.offender.lho))
            return table
    else:
        contract = situation.contract or _final_contract(board, situation.auction or ())
        table = _resumed(record, situation, contract, judge)
    if table.play is not None and table.contract is not None and not table.contract.is_passed_out:
        _on_the_table(table, situation)
    return table


def _final_contract(board: Board, calls: Sequence[Call]) -> Contract:
    """The contract the situation's complete auction reached."""
    auction = Auction(board.dealer)
    seat = board.dealer
    for call in calls:
        auction.add(seat, call)
        seat = seat.lho
    contract = auction.contract()
    if contract is None or contract.declarer is None:
        raise SituationError("auction", "the auction reaches no contract to play")
    return contract


def _resumed(
    record: TableRecord, situation: Situation, contract: Contract, edition: Edition | str
) -> Table:
    """The play in progress through :meth:`Table.resume`: the tricks quitted,
    the trick in progress (four cards: quitted at once, its winner leads), and
    the cards known to be held (dummy's and any hand the director knows)."""
    board = record.board
    assert contract.declarer is not None
    quitted = situation.quitted
    hands: dict[Seat, tuple[Card, ...]] = {}
    known = dict(situation.hands)
    if situation.dummy is not None:
        known[contract.declarer.partner] = situation.dummy
    for seat, cards in known.items():
        if len(cards) <= _room(seat, quitted, situation.current):  # a partial dummy stays open
            hands[seat] = tuple(sorted(cards))
    current = situation.current[:3]
    leader = situation.leader
    if not current and leader is None and 0 < quitted < 13:
        first = next((e.by for e in record.events if type(e) is CardEvent), None)
        if first is None:
            raise SituationError(
                "leader", "who leads to the next trick? (the winner of the last trick)"
            )
        leader = first
    if quitted == 13:
        leader = contract.declarer  # nobody leads any more
    tricks = situation.tricks or (0, 0)
    voids = {seat: suits for seat, suits in situation.voids.items() if seat in hands}
    start = Start(contract, tricks, leader, current, hands, voids)
    try:
        table = Table.resume(board, start, edition)
    except BridgeError as exc:
        field_name, _sep, problem = str(exc).partition(":")
        raise SituationError(field_name, "{problem}", problem=problem.strip()) from None
    table.record.situation = situation
    if situation.auction:
        seat = board.dealer
        for call in situation.auction:  # shown as the bidding boxes show it
            table.auction.add(seat, call)
            seat = seat.lho
    play = table.play
    assert play is not None
    if len(situation.current) == 4:
        seat, card = situation.current[3]
        play.add(seat, card)  # the fourth card: a trick in view, quitted now
    if len(play.tricks) == 13:
        table.edition.end_play(table)
    return table


def _on_the_table(table: Table, situation: Situation) -> None:
    """Penalty cards and obligations in force; with the director at the
    table, a choice that arises now (50D2 at partner's lead) is asked now."""
    play = table.play
    assert play is not None
    for seat, card, kind in situation.penalty_cards:
        table.edition.situation_penalty_card(table, seat, card, kind)
    for obligation in situation.obligations:
        table.oblige(obligation)
    if table.status is Status.PLAY and table.obligations and not play.current:
        table.edition.before_lead(table)
        if table.status is Status.PLAY:
            table.edition.penalty_card_lead(table)
    elif table.status is Status.PLAY and situation.penalty_cards and play.current:
        # a trick in progress: the defender to play may have two penalty cards (51A)
        table.edition.penalty_card_turn(table)


def trick_in_view(table: Table, number: int) -> Trick | None:
    """Quitted trick ``number`` (0-based) when its cards are known."""
    play = table.play
    if play is None or number >= len(play.tricks):
        return None
    trick = play.tricks[number]
    return trick if trick.seen else None
