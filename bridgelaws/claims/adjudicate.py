"""Law 70 adjudication: the award, the line that gives it and the reasons."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from bridgelaws import dd
from bridgelaws.cards import CARDS, BridgeError, Card, Hand, Seat, Side, Suit
from bridgelaws.claims.notation import ClaimLine, StepKind
from bridgelaws.claims.policy import POLICY_2017, ClaimPolicy
from bridgelaws.claims.search import Node, _Choice, _mask, _Search, _winner
from bridgelaws.claims.statements import aim_finesses, read_statement, resolve
from bridgelaws.rulings import Message

# -- positions -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Position:
    """The cards left at the moment of a claim.

    ``hands`` per seat (North first); ``trick`` the cards already in the current
    trick, in the order played, led by ``leader``; ``won`` the tricks each side
    has won (NS, EW); ``voids`` the suits each seat is known not to hold (it failed
    to follow before the claim), which is what 70E1's exception looks at."""

    hands: tuple[frozenset[Card], frozenset[Card], frozenset[Card], frozenset[Card]]
    trump: Suit | None
    leader: Seat
    trick: tuple[tuple[Seat, Card], ...] = ()
    won: tuple[int, int] = (0, 0)
    voids: frozenset[tuple[Seat, Suit]] = frozenset()

    def __post_init__(self) -> None:
        seen: set[Card] = set()
        for hand in self.hands:
            if seen & hand:
                raise BridgeError(f"position: {min(seen & hand)} is held twice")
            seen |= hand
        for i, (seat, card) in enumerate(self.trick):
            if seat is not self.leader.next(i):
                raise BridgeError(f"position: card {i + 1} of the trick is not {seat}'s turn")
            if card in seen:
                raise BridgeError(f"position: {card} is in the trick and in a hand")
        sizes = [
            len(h) + any(s is seat for s, _ in self.trick)
            for seat, h in zip(Seat, self.hands, strict=True)
        ]
        if len(set(sizes)) != 1:
            raise BridgeError(f"position: the hands do not fit one trick count ({sizes})")
        if len(self.trick) > 3:
            raise BridgeError("position: a trick in progress has at most three cards")
        if sum(self.won) + sizes[0] != 13:
            raise BridgeError(f"position: {self.won} tricks won and {sizes[0]} left is not 13")

    @property
    def remaining(self) -> int:
        """Tricks still to be won, the current one included."""
        return len(self.hands[self.leader]) + (1 if self.trick else 0)

    @property
    def next_seat(self) -> Seat:
        return self.leader.next(len(self.trick))

    @classmethod
    def from_pbn(
        cls,
        hands: str,
        trump: str | Suit | None,
        leader: Seat | str,
        trick: str = "",
        won: tuple[int, int] | None = None,
        voids: Iterable[tuple[Seat, Suit]] = (),
    ) -> Position:
        """``hands`` like a PBN deal (``N:AK.. Q.. .. ..``, ``-`` for no cards);
        ``trick`` the cards already played to the current trick, leader first."""
        text = hands.strip()
        if len(text) < 2 or text[1] != ":":
            raise BridgeError(f"position {text!r} does not start with a seat and a colon")
        first = Seat.parse(text[0])
        parts = text[2:].split()
        if len(parts) != 4:
            raise BridgeError(f"position {text!r} does not have four hands")
        by_seat: dict[Seat, frozenset[Card]] = {}
        for i, part in enumerate(parts):
            by_seat[first.next(i)] = frozenset() if part == "-" else Hand.from_pbn(part).cards
        lead = Seat.parse(leader) if isinstance(leader, str) else leader
        played = tuple((lead.next(i), Card.parse(name)) for i, name in enumerate(trick.split()))
        size = len(by_seat[lead]) + (1 if played else 0)
        trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
        return cls(
            (by_seat[Seat.NORTH], by_seat[Seat.EAST], by_seat[Seat.SOUTH], by_seat[Seat.WEST]),
            trump_suit,
            lead,
            played,
            won if won is not None else (13 - size, 0),
            frozenset(voids),
        )


# -- the result ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Adjudication:
    """What the director should award for a disputed claim (Law 70).

    ``awarded`` and ``claimed`` are the claimer's side's total tricks, like
    ``double_dummy`` (what perfect play from the claim would give, for the
    director's information). ``line`` is the play that produced the award,
    card by card; ``reasons`` the steps of the reasoning with their laws."""

    claimer: Seat
    claimed: int
    awarded: int
    double_dummy: int
    won_before: int
    line: tuple[tuple[Seat, Card], ...]
    reasons: tuple[Message, ...]
    statement: ClaimLine
    laws: tuple[str, ...]
    unaware_of_trump: bool = False
    #: cards already played to the trick in progress when the claim was made
    in_trick: int = 0
    #: the places in ``line`` where the claimer's side played a card that
    #: wins for sure while an unstated finesse was open (70E1): what a
    #: shortfall is charged to when the trick goes there
    unstated_finesses: tuple[int, ...] = ()
    #: when no line makes the claim (double dummy below it): one play from
    #: the claim, every card double-dummy best, that shows the director the
    #: defence beating the claim even against the claimer's best play
    defence: tuple[tuple[Seat, Card], ...] = ()

    @property
    def side(self) -> Side:
        return self.claimer.side

    def line_text(self) -> str:
        """The line as tricks: ``N:SA E:S4 S:S2 W:S3 | ...`` (each trick in
        playing order; the first may be the rest of the trick in progress)."""
        return _tricks_text(self.line, self.in_trick)

    def defence_text(self) -> str:
        """:attr:`defence` as tricks, like :meth:`line_text` ("" when the
        claim is double-dummy sound)."""
        return _tricks_text(self.defence, self.in_trick)


def _tricks_text(line: Sequence[tuple[Seat, Card]], in_trick: int) -> str:
    out: list[str] = []
    first = (4 - in_trick) % 4 or 4
    starts = [0, *range(first, len(line), 4)]
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(line)
        cards = line[start:end]
        if cards:
            out.append(" ".join(f"{s.letter}:{c.name}" for s, c in cards))
    return " | ".join(out)


# -- adjudication ------------------------------------------------------------------------

_SEAT_TEXT: Final = {seat: seat.name.title() for seat in Seat}


def validate_line(line: ClaimLine, position: Position, claimer: Seat) -> None:
    """Cards and seats in a line must be the claimer's side's own."""
    mine = position.hands[claimer] | position.hands[claimer.partner]
    for step in line.steps:
        for card in step.cards:
            if card not in mine:
                raise BridgeError(
                    f"claim line, character {step.position}: {card} is not in "
                    f"{claimer.name.title()}'s or {claimer.partner.name.title()}'s hand"
                )
        if step.seat is not None and step.seat.side is not claimer.side:
            raise BridgeError(
                f"claim line, character {step.position}: {step.seat.name.title()} "
                "is not on the claimer's side"
            )


def aim_line(line: ClaimLine, position: Position, claimer: Seat) -> ClaimLine:
    """The line's finesses said without their card ("snijden op de heer",
    "take the club finesse") made concrete from the cards at the claim
    (:func:`~bridgelaws.claims.statements.aim_finesses`)."""
    mine = position.hands[claimer] | position.hands[claimer.partner]
    theirs = position.hands[claimer.lho] | position.hands[claimer.rho]
    return aim_finesses(line, mine, theirs)


def adjudicate(
    position: Position,
    claimer: Seat,
    claimed: int,
    line: ClaimLine | str | None = None,
    *,
    declarer: Seat | None = None,
    policy: ClaimPolicy = POLICY_2017,
) -> Adjudication:
    """Law 70: the tricks the director awards the claimer's side for its claim of
    ``claimed`` total tricks, with the line that gives them and the reasons.

    The claimer's side's choices the line leaves open go against it among normal
    plays; the opponents play double-dummy. ``line`` as text is read in the
    notation or in plain words (:func:`~bridgelaws.claims.statements.read_statement`).
    A line that names cards the claimer's side does not hold is bad input
    (:class:`BridgeError`)."""
    if isinstance(line, str):
        dummy = (declarer if declarer is not None else claimer).partner
        statement = read_statement(line, position.trump, dummy)
    else:
        statement = line or ClaimLine("")
    statement = aim_line(statement, position, claimer)
    validate_line(statement, position, claimer)
    # a conditional line is decided on the faced cards (docs/claims.md)
    statement = resolve(statement, (position.hands[claimer.lho], position.hands[claimer.rho]))
    side = claimer.side
    won = position.won[side]
    most = won + position.remaining
    if not won <= claimed <= most:
        raise BridgeError(
            f"a claim of {claimed} tricks does not fit the {won} won and "
            f"{position.remaining} still to play"
        )
    trump = 4 if position.trump is None else int(position.trump)
    opponents = (claimer.lho, claimer.rho)
    outstanding = (
        []
        if position.trump is None
        else [
            (seat, card)
            for seat in opponents
            for card in sorted(position.hands[seat], reverse=True)
            if card.suit is position.trump
        ]
    )
    mentioned = position.trump is not None and statement.mentions(position.trump)
    gone = 0
    if position.trump is not None:
        in_play = sum(c.suit is position.trump for h in position.hands for c in h)
        in_play += sum(c.suit is position.trump for _, c in position.trick)
        gone = 13 - in_play
    unaware = policy.unaware_of_trump(mentioned, len(outstanding), gone)
    conceded = unaware and _concedes_master_trumps(position, claimer, claimed, outstanding)
    if conceded:
        # 70C2: the claim leaves the opponents exactly the tricks of trumps
        # that beat every trump of the claimer's side: he counted them
        unaware = False
    search = _Search(side, trump, statement, policy, unaware)
    search.need = claimed - won
    if declarer is not None and declarer.side is not side:
        # A defender cannot see his partner's cards: the test against layouts
        # of the unseen cards (which assumes the claimer's side sees both its
        # hands) gives way to the rules of thumb, and 70D2 holds his partner to
        # every one of them.
        search.samples = 0
    hands = tuple(_mask(h) for h in position.hands)
    trick = tuple((int(s), c.index) for s, c in position.trick)
    voids = 0
    for void_seat, suit in position.voids:
        voids |= 1 << (void_seat * 4 + suit)
    seat = int(position.next_seat)
    step = search.advance(0, hands, None, None)
    root = Node(hands, trick, seat, step, voids)
    future = search.value(root)
    dd_scores = search.dd_scores(hands, trick, seat)
    dd_best = max(dd_scores.values()) if dd_scores else 0
    dd_future = dd_best if (seat & 1) == side else position.remaining - dd_best
    awarded = max(won, min(claimed, won + future))

    played: list[tuple[Seat, Card]] = []
    notes: list[_Choice] = []
    refused: list[int] = []
    for key, who, index in search.path(root):
        note = search.notes.get(key)
        if note is not None:
            notes.append(note)
            if note.finesse is not None and note.marked_finesse is None and note.top >> index & 1:
                refused.append(len(played))
        played.append((Seat(who), CARDS[index]))
    reasons = _reasons(
        position,
        claimer,
        claimed,
        awarded,
        won + dd_future,
        statement,
        declarer,
        policy,
        unaware,
        outstanding,
        played,
        notes,
        search.limited,
    )
    defence: tuple[tuple[Seat, Card], ...] = ()
    if won + dd_future < claimed:
        # no line makes the claim: show the defence that beats it (70A)
        defence = double_dummy_line(position)
        reasons.append(
            Message(
                "No line makes the claim: against the best defence {side} takes at most "
                "{dd} tricks, for instance: {line}.",
                {
                    "side": claimer.side.name,
                    "dd": str(won + dd_future),
                    "line": _tricks_text(defence, len(position.trick)),
                },
            )
        )
    if conceded:
        reasons.insert(
            1,
            Message(
                "An opponent still holds a trump ({trumps}) higher than every trump of "
                "the claimer's side, and the claim concedes its trick: he was aware of "
                "it (70C2).",
                {"trumps": " ".join(c.name for _, c in outstanding)},
            ),
        )
    laws = tuple(dict.fromkeys(law for m in reasons for law in _laws_of(m)))
    return Adjudication(
        claimer,
        claimed,
        awarded,
        won + dd_future,
        won,
        tuple(played),
        tuple(reasons),
        statement,
        laws or ("70A",),
        unaware,
        len(position.trick),
        tuple(refused),
        defence,
    )


def double_dummy_line(position: Position) -> tuple[tuple[Seat, Card], ...]:
    """Play from the claim to the end with every card double-dummy best for
    the side that plays it (the lowest of equally good cards): when a claim is
    unsound, the defence that beats it even against the claimer's best play."""
    hands = [_mask(h) for h in position.hands]
    trick = [(int(s), c.index) for s, c in position.trick]
    first = int(position.leader)
    trump = 4 if position.trump is None else int(position.trump)
    out: list[tuple[Seat, Card]] = []
    seat = int(position.next_seat)
    while hands[seat]:
        scores = dd.solve(hands, position.trump, first, trick)
        best = max(scores.values())
        card = min(c for c, n in scores.items() if n == best)
        out.append((Seat(seat), CARDS[card]))
        hands[seat] &= ~(1 << card)
        trick.append((seat, card))
        seat = (seat + 1) & 3
        if len(trick) == 4:
            seat = first = _winner(trick, trump)
            trick = []
    return tuple(out)


def _concedes_master_trumps(
    position: Position, claimer: Seat, claimed: int, outstanding: list[tuple[Seat, Card]]
) -> bool:
    """70C2: every trump the opponents hold beats every trump of the
    claimer's side (he cannot draw them), and the claim concedes exactly as
    many tricks as they hold: the tricks he gave up are those trumps', so it
    is not plausible (nor at all likely) that he forgot them."""
    trump = position.trump
    if trump is None or not outstanding:
        return False
    ours = [
        c.rank for c in position.hands[claimer] | position.hands[claimer.partner] if c.suit is trump
    ]
    if any(card.rank < max(ours, default=0) for _, card in outstanding):
        return False
    won = position.won[claimer.side]
    return claimed == won + position.remaining - len(outstanding)


_LAW_RE: Final = re.compile(r"\((\d{2}[A-E]?\d?(?:, \d{2}[A-E]?\d?)*)[^)]*\)")


def _laws_of(message: Message) -> list[str]:
    out: list[str] = []
    for group in _LAW_RE.findall(message.text):
        out.extend(part.strip() for part in group.split(","))
    return out


def _reasons(
    position: Position,
    claimer: Seat,
    claimed: int,
    awarded: int,
    double_dummy: int,
    statement: ClaimLine,
    declarer: Seat | None,
    policy: ClaimPolicy,
    unaware: bool,
    outstanding: list[tuple[Seat, Card]],
    played: list[tuple[Seat, Card]],
    notes: list[_Choice],
    limited: bool = False,
) -> list[Message]:
    side_name = claimer.side.name
    params = {
        "claimer": _SEAT_TEXT[claimer],
        "claimed": str(claimed),
        "awarded": str(awarded),
        "side": side_name,
        "dd": str(double_dummy),
    }
    out: list[Message] = []
    if statement.steps:
        out.append(
            Message(
                "The line stated with the claim is followed: {line} (70B1).",
                {"line": str(statement)},
            )
        )
    else:
        out.append(
            Message(
                "No line was stated with the claim: every choice left open goes against "
                "the claimer among normal plays (70D1)."
            )
        )
    if declarer is not None and claimer.side is not declarer.side:
        out.append(
            Message(
                "A defender claimed: his partner's choices among normal plays go against "
                "the claim too (70D2)."
            )
        )
    if outstanding and unaware:
        trumps = " ".join(c.name for _, c in outstanding)
        lost = _tricks_to_trumps(played, position, claimer, {c for _, c in outstanding})
        if policy.c2_wording == "plausible":
            unaware_text = Message(
                "An opponent still holds a trump ({trumps}) the claimer did not mention; "
                "it is plausible that he was unaware of it (70C1, 70C2).",
                {"trumps": trumps},
            )
        else:
            unaware_text = Message(
                "An opponent still holds a trump ({trumps}) the claimer did not mention; "
                "it is at all likely that he was unaware of it (70C1, 70C2).",
                {"trumps": trumps},
            )
        out.append(unaware_text)
        if lost:
            out.append(
                Message("A normal line loses a trick to that trump (70C3).")
                if lost == 1
                else Message(
                    "A normal line loses {count} tricks to that trump (70C3).",
                    {"count": str(lost)},
                )
            )
        else:
            out.append(Message("No normal line loses a trick to that trump (70C3)."))
    # a finesse the line reaches before an opponent shows out, and marked
    # once one has (70E1), is reported once, as marked
    marked = [n.marked_finesse for n in notes if n.marked_finesse is not None]
    seen: set[int] = set(marked)
    for card in dict.fromkeys(marked):
        out.append(
            Message(
                "An opponent has shown out, so the finesse with {card} is accepted (70E1).",
                {"card": CARDS[card].name},
            )
        )
    for note in notes:
        if note.marked_finesse is not None:
            continue
        if note.irrational_refusal is not None and note.irrational_refusal not in seen:
            seen.add(note.irrational_refusal)
            out.append(
                Message(
                    "Not taking the finesse with {card} would be irrational, as the missing "
                    "card cannot drop; the finesse is accepted (70E1).",
                    {"card": CARDS[note.irrational_refusal].name},
                )
            )
        elif note.finesse is not None and note.finesse not in seen:
            seen.add(note.finesse)
            finesse = CARDS[note.finesse]
            stated = any(
                s.kind is StepKind.FINESSE and s.cards[0] is finesse for s in statement.steps
            )
            if not stated:
                out.append(
                    Message(
                        "The finesse with {card} was not stated: it is not accepted, and "
                        "the claimer is held to the less successful normal play (70E1, 70D1).",
                        {"card": finesse.name},
                    )
                )
    if awarded >= claimed == 1:
        out.append(
            Message(
                "The claim of 1 trick is good on every normal line: {side} gets it (70A).", params
            )
        )
    elif awarded >= claimed:
        out.append(
            Message(
                "The claim of {claimed} tricks is good on every normal line: {side} "
                "gets {awarded} tricks (70A).",
                params,
            )
        )
    else:
        out.append(
            Message(
                "Doubtful points go against the claimer: on the least successful normal "
                "line {side} takes {awarded} of the {claimed} tricks claimed (70A, 70D1).",
                params,
            )
        )
    if limited:
        out.append(
            Message(
                "The position has many normal lines: past the first {nodes} positions "
                "the claimer was given his best normal play, double-dummy.",
                {"nodes": str(_Search.budget)},
            )
        )
    if double_dummy > awarded:
        out.append(
            Message(
                "For comparison, perfect play from the claim would give {side} {dd} tricks.",
                params,
            )
        )
    return out


def _tricks_to_trumps(
    played: list[tuple[Seat, Card]], position: Position, claimer: Seat, trumps: set[Card]
) -> int:
    """How many tricks of the line an opponent wins with one of the trumps."""
    count = 0
    cards = list(position.trick) + played[:]
    # the line starts in the middle of the current trick: cut it into tricks
    offset = 0
    while offset + 4 <= len(cards):
        trick = cards[offset : offset + 4]
        offset += 4
        trump = position.trump
        assert trump is not None
        led = trick[0][1].suit
        best = max(
            trick,
            key=lambda sc: (sc[1].suit is trump) * 100 + (sc[1].suit is led) * 50 + sc[1].rank,
        )
        if best[0].side is not claimer.side and best[1] in trumps:
            count += 1
    return count


def position_from_play(
    hands: Mapping[Seat, Iterable[Card]],
    trump: Suit | None,
    leader: Seat,
    trick: Sequence[tuple[Seat, Card]],
    won: tuple[int, int],
    history: Iterable[Sequence[tuple[Seat, Card]]],
) -> Position:
    """A position from a play in progress; ``history`` the quitted tricks, from
    which the voids every player has shown are read (70E1)."""
    voids: set[tuple[Seat, Suit]] = set()
    for cards in [*history, trick]:
        if not cards:
            continue
        led = cards[0][1].suit
        for seat, card in cards[1:]:
            if card.suit is not led:
                voids.add((seat, led))
    return Position(
        (
            frozenset(hands[Seat.NORTH]),
            frozenset(hands[Seat.EAST]),
            frozenset(hands[Seat.SOUTH]),
            frozenset(hands[Seat.WEST]),
        ),
        trump,
        leader,
        tuple(trick),
        won,
        frozenset(voids),
    )
