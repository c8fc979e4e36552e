"""Rectification of play irregularities: Laws 45E, 48-60 and 62 (2017, 2007).

A rule book of Laws2017 (the 2007 Laws override what differs in
``editions/laws2007.py``). The flow follows the
NBB protocols (seed 004): a lead out of turn waits for the entitled player's
acceptance by playing on (53A, 54B, 55A) or for the director; the director's
ruling offers the options of the law; a defender's card that is withdrawn or
shown becomes a penalty card, kept as an obligation until it is played or
picked up; declarer's choice at the lead of its holder's partner (50D2, 51B,
several suits prohibited at once under 51B2b as ``prohibit_suit:S+H``) is asked
when that lead comes (seed 004: when a 26 restriction binds the same lead, it is
carried out first and this choice waits for the partner's next lead), and his choice of
the penalty card a holder of two or more plays (51A) when the holder's turn
comes. A revoke
is recognised when it is played; when the director is called before it is
established it is corrected (62), otherwise Law 64 moves tricks at the end.

Facts the director may give before or during a ruling: ``opponent_induced``
(47E1: the card is withdrawn without rectification), ``could_see_dummy``
(54C: declarer must accept the opening lead), ``deliberate`` (50B: a low
card exposed by deliberate play is a major penalty card).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from bridgelaws import found_revoke, rules
from bridgelaws.auction import Violation
from bridgelaws.cards import SUITS_DISPLAY_ORDER, Card, Rank, Seat, Side, Suit
from bridgelaws.editions.base import (
    Edition,
    replaceable_after_revoke,
    restore_lead_restrictions,
    revoke_stands,
)
from bridgelaws.facts import CardFacts, Facts, RevokeFacts
from bridgelaws.irregularities.leads import before_lead as leads_before_lead
from bridgelaws.irregularities.leads import lead_breaks_restriction as leads_lead_breaks_restriction
from bridgelaws.irregularities.leads import restriction as lead_restriction
from bridgelaws.play import Play, Trick
from bridgelaws.record import (
    CardEvent,
    ChoiceEvent,
    DirectorEvent,
    Event,
    ExposeEvent,
    FactEvent,
)
from bridgelaws.rulings import (
    Effect,
    EffectKind,
    IrregularityCode,
    Message,
    Obligation,
    ObligationType,
    Option,
    Question,
    Ruling,
)
from bridgelaws.table import DirectorNote, Irregularity, Status, Table

#: the rules of this module, by irregularity code
BOOK = rules.RuleBook("play")

_LEADS = ("opening_lead_out_of_turn", "lead_out_of_turn", "lead_from_wrong_hand")
#: Law 45E: a fifth card played to a trick (a defender's, declarer's)
_FIFTH = ("45E1", "45E2")


def _name(seat: Seat) -> str:
    return seat.name.title()


def _side_name(side: Side) -> str:
    """A side by name, which messages translate like a seat."""
    return "North-South" if side is Side.NS else "East-West"


def penalty_cards(table: Table, seat: Seat) -> list[Obligation]:
    """The penalty cards ``seat`` has on the table (Law 50A)."""
    return [
        o for o in table.obligations if o.type == ObligationType.PENALTY_CARD and o.seat is seat
    ]


def _suit_groups(suits: list[Suit]) -> list[tuple[Suit, ...]]:
    """Every choice of two or more of ``suits``, in display order (51B2b)."""
    return [group for size in range(2, len(suits) + 1) for group in combinations(suits, size)]


def _after_in_its_trick(play: Play, seat: Seat, card: Card) -> list[tuple[Seat, Card]]:
    """The cards played after ``seat``'s ``card`` in the same trick."""
    return _around_in_its_trick(play, seat, card)[1]


def _around_in_its_trick(
    play: Play, seat: Seat, card: Card
) -> tuple[list[tuple[Seat, Card]], list[tuple[Seat, Card]]]:
    """The cards played before and after ``seat``'s ``card`` in its trick."""
    for cards in (play.current, *(t.cards for t in reversed(play.tricks))):
        for position, (s, c) in enumerate(cards):
            if s is seat and c is card:
                return list(cards[:position]), list(cards[position + 1 :])
    return [], []


def _penalty_choices(
    declarer: Seat,
    partner: Seat,
    card: Card,
    later: bool = False,
    others: tuple[Card, ...] = (),
    free_law: str = "51B2c",
) -> tuple[Message, ...]:
    """Declarer's 50D2 choice at the lead of a penalty card holder's partner,
    told with the option that leads to it (10C1); ``later``: the choice waits
    for the partner's next lead (a 26 restriction at this one, seed 004).
    ``others``: the holder's penalty cards already on the table; with them all
    are major (50B) and the choice is 51B's over every card (``free_law``: the
    edition's law for no restriction with cards in several suits)."""
    if others:
        return _several_penalty_choices(declarer, partner, (card, *others), later, free_law)
    names = {
        "declarer": _name(declarer),
        "partner": _name(partner),
        "card": card.name,
        "suit": card.suit.letter,
    }
    return (
        Message(
            "At {partner}'s next lead, if {declarer} requires {partner} to lead {suit}: "
            "{card} is picked up (50D2a)."
            if later
            else "Then, if {declarer} requires {partner} to lead {suit}: {card} is picked up "
            "(50D2a).",
            names,
        ),
        Message(
            "If he forbids {partner} to lead {suit}: {card} is picked up and {partner} may not "
            "lead {suit} for as long as he keeps the lead (50D2a).",
            names,
        ),
        Message(
            "If he lets {partner} lead any card: {card} stays on the table as a major penalty "
            "card, played at the first legal opportunity (50D1, 50D2b).",
            names,
        ),
    )


def _several_penalty_choices(
    declarer: Seat, partner: Seat, cards: tuple[Card, ...], later: bool, free_law: str
) -> tuple[Message, ...]:
    """Declarer's choice at the partner's lead when the holder has two or
    more penalty cards (all major, 50B): 51B1 in one suit, 51B2 in several."""
    suits = [s for s in SUITS_DISPLAY_ORDER if any(c.suit is s for c in cards)]
    names = {
        "declarer": _name(declarer),
        "partner": _name(partner),
        "holder": _name(partner.partner),
        "cards": " ".join(c.name for c in cards),
        "suit": suits[0].letter,
    }
    if len(suits) == 1:
        return (
            Message(
                "At {partner}'s next lead, if {declarer} requires {partner} to lead {suit}: "
                "{cards} are picked up (51B1a)."
                if later
                else "Then, if {declarer} requires {partner} to lead {suit}: {cards} are picked "
                "up (51B1a).",
                names,
            ),
            Message(
                "If he forbids {partner} to lead {suit}: {cards} are picked up and {partner} "
                "may not lead {suit} for as long as he keeps the lead (51B1b).",
                names,
            ),
            Message(
                "If he lets {partner} lead any card: {cards} stay on the table as major penalty "
                "cards, played at the first legal opportunities (50D1, 50D2b).",
                names,
            ),
        )
    return (
        Message(
            "At {partner}'s next lead, if {declarer} requires {partner} to lead the suit of "
            "one of them: {holder}'s penalty cards in that suit are picked up and the others "
            "stay on the table as major penalty cards (51B2a)."
            if later
            else "Then, if {declarer} requires {partner} to lead the suit of one of them: "
            "{holder}'s penalty cards in that suit are picked up and the others stay on the "
            "table as major penalty cards (51B2a).",
            names,
        ),
        Message(
            "If he forbids {partner} to lead one or more of their suits: {holder}'s penalty "
            "cards in each suit forbidden are picked up and {partner} may not lead those suits for "
            "as long as he keeps the lead (51B2b).",
            names,
        ),
        Message(
            "If he lets {partner} lead any card: {cards} stay on the table as major penalty "
            "cards, played at the first legal opportunities (50D1, {law}).",
            {**names, "law": free_law},
        ),
    )


def _event_of(table: Table, seat: Seat, card: Card) -> int:
    """The index of the last event in which ``seat`` played ``card``; -1 for a
    card of the situation's trick in progress, played before every event."""
    events = table.record.events
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if type(event) is CardEvent and event.by is seat and event.card is card:
            return index
    situation = table.record.situation
    if situation is not None and (seat, card) in situation.current:
        return -1
    return len(events) - 1


# -- Laws 45E, 47E1, 48-60 and 62 (2017).

# -- penalty cards (Laws 49-52) ------------------------------------------------


def make_penalty_card(
    table: Table, seat: Seat, card: Card, major: bool, laws: tuple[str, ...]
) -> str:
    """``card`` of a defender becomes a penalty card (50A): major when an
    honour or exposed by deliberate play, and all of them major once he has
    two or more (50B). Returns the kind."""
    kind = "major" if major or card.rank >= Rank.TEN else "minor"
    table.keep_obligations(
        [
            o
            for o in table.obligations
            if not (o.type == ObligationType.PENALTY_CARD and o.card is card)
        ]
    )
    table.oblige(Obligation(ObligationType.PENALTY_CARD, seat, laws, kind=kind, card=card))
    mine = penalty_cards(table, seat)
    if len(mine) > 1:
        kind = "major"
        table.keep_obligations(
            [
                Obligation(o.type, o.seat, o.laws, kind="major", card=o.card) if o in mine else o
                for o in table.obligations
            ]
        )
    return kind


def _pick_up(table: Table, ruling: Ruling, seat: Seat, suit: Suit, law: str) -> None:
    for o in penalty_cards(table, seat):
        if o.card is not None and o.card.suit is suit:
            table.discharge(o)
            ruling.effects.append(
                Effect(EffectKind.PENALTY_CARD_PICKED_UP, seat, (law,), card=o.card.name)
            )


def designated(table: Table, seat: Seat, card: Card) -> bool:
    """Was ``seat``'s card ``card`` designated rather than faced (45C4)?
    Dummy's cards are named by declarer (45B); a card from another hand only
    when the record says it was named. A faced card is played (45A) and is not
    taken back to change it (47F2)."""
    play = table.play
    if play is not None and seat is play.dummy:
        return True
    return any(
        isinstance(e, CardEvent) and e.by is seat and e.card is card and e.named
        for e in table.record.events
    )


def card_violation(edition: Edition, table: Table, seat: Seat, card: Any) -> Violation | None:
    violation = Edition.card_violation(edition, table, seat, card)
    play = table.play
    assert play is not None
    if violation is not None:
        if violation.code == IrregularityCode.PREMATURE_PLAY and any(
            s is seat for s, _ in play.current
        ):
            if (
                seat.side is not play.declarer.side
                and not any(s is seat.partner for s, _ in play.current)
                and (
                    card.suit is not play.current[0][1].suit
                    or not edition.ANY_PLAYER_DESIGNATION
                    or not designated(table, seat, next(c for s, c in play.current if s is seat))
                )
            ):
                # 57A: a defender leads to the next trick before his partner
                # has played to this one, or his card is one too many in it
                # (67A2, 45E1): the director is asked which (``led``). 2007
                # first asks whether a card of the suit led changed the first
                # one when that one was named (45C4b); a card he faced is
                # played and stays played (47F2)
                return Violation(
                    IrregularityCode.PREMATURE_PLAY,
                    "57A",
                    f"{_name(seat)} played a second card before his partner played",
                )
            # a second card to the same trick (45E)
            law = "45E2" if seat.side is play.declarer.side else "45E1"
            return Violation(
                IrregularityCode.EXPOSED_CARD, law, f"{_name(seat)} played a fifth card"
            )
        if (
            violation.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
            and seat.side is play.declarer.side
        ):
            # 54E: declarer or dummy attempts the opening lead (Law 24)
            return Violation(
                IrregularityCode.EXPOSED_CARD,
                "54E",
                f"{_name(seat)} tried to make the opening lead",
            )
        if violation.code == IrregularityCode.LEAD_OUT_OF_TURN and seat.side is play.declarer.side:
            # declarer leads from either hand at a defender's turn: Law 55
            return Violation(IrregularityCode.LEAD_OUT_OF_TURN, "55", violation.message)
        if violation.code == IrregularityCode.REVOKE and violation.law == "61A":
            # a lead restriction broken: name the law that made it
            restrictions = [
                o
                for o in table.obligations
                if o.type == ObligationType.LEAD_RESTRICTION
                and o.seat is seat
                and o.kind != "pending_choice"
            ]
            restrictions.sort(key=lambda o: o.suit is not card.suit)
            if restrictions:
                return Violation(
                    IrregularityCode.REVOKE, restrictions[0].laws[0], violation.message
                )
        return violation
    if not table.obligations:
        return None
    return obligation_violation(table, seat, card)


def lead_breaks_restriction(edition: Edition, table: Table, seat: Seat, suit: Suit) -> bool:
    """A lead in a prohibited suit while the player holds a suit that is not
    prohibited (several may be, 51B2b; 59 otherwise)."""
    play = table.play
    banned = {
        o.suit
        for o in table.obligations
        if o.type == ObligationType.LEAD_RESTRICTION
        and o.seat is seat
        and o.kind == "prohibit_suit"
    }
    if play is None or play.current or suit not in banned:
        return leads_lead_breaks_restriction(table, seat, suit)
    # only a known card of another suit shows he could comply (61A; spec §6:
    # with the hands unknown the director's finding says so)
    return any(play.holds_suit(seat, other) for other in Suit if other not in banned)


def obligation_violation(table: Table, seat: Seat, card: Card) -> Violation | None:
    """A card that breaks a restriction or leaves a penalty card unplayed."""
    play = table.play
    assert play is not None
    current = play.current
    led = current[0][1].suit if current else None
    restricted = False
    required: set[Suit] = set()
    prohibited: set[Suit] = set()
    for o in table.obligations:
        if o.seat is not seat:
            continue
        if o.type == ObligationType.LEAD_RESTRICTION and not current and o.kind == "require_suit":
            assert o.suit is not None
            required.add(o.suit)
            if card.suit is not o.suit and play.holds_suit(seat, o.suit):
                return Violation(
                    IrregularityCode.REVOKE,
                    o.laws[0],
                    f"{_name(seat)} must lead {o.suit.name.lower()}",
                )
        if o.type == ObligationType.LEAD_RESTRICTION and not current and o.kind == "prohibit_suit":
            assert o.suit is not None
            prohibited.add(o.suit)
        if o.type == ObligationType.PLAY_RESTRICTION and led is not None:
            restricted = True
            wrong = _breaks_play_restriction(table, o, seat, card, led)
            if wrong:
                return Violation(IrregularityCode.REVOKE, o.laws[0], f"{_name(seat)} {wrong}")
    pcs = [o for o in penalty_cards(table, seat) if o.card is not None]
    if not pcs or any(o.card is card for o in pcs):
        return None
    follows = _follows(play, seat, led, card)
    for o in pcs:
        assert o.card is not None
        if (
            o.kind == "minor"
            and card.suit is o.card.suit
            and card.rank < Rank.TEN
            and (led is None or led is card.suit or not follows)
        ):
            return Violation(
                IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD,
                "50C",
                f"{_name(seat)} must play the penalty card {o.card} before a lower card",
            )
    if restricted:
        return None  # the play restriction comes first; the card waits
    majors = [o.card for o in pcs if o.kind == "major" and o.card is not None]
    if follows:
        majors = [c for c in majors if c.suit is led]
    # a lead restriction comes first (50D1b): a penalty card its suit rules
    # out waits, one it allows must still be led at this first opportunity
    majors = [
        c for c in majors if c.suit not in prohibited and (not required or c.suit in required)
    ]
    if majors:
        return Violation(
            IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD,
            "50D1",
            f"{_name(seat)} must play the penalty card {majors[0]}",
        )
    return None


def _follows(play: Play, seat: Seat, led: Suit | None, card: Card) -> bool:
    """Whether ``seat`` can follow to ``led`` as far as the card he plays
    shows: a card of another suit from a hand not known to hold the suit led
    shows, no revoke being found (spec §6), that he cannot, which makes it a
    legal opportunity for any penalty card (50C, 50D1)."""
    return (
        led is not None
        and play.can_follow(seat, led)
        and (card.suit is led or play.holds_suit(seat, led))
    )


def _breaks_play_restriction(
    table: Table, o: Obligation, seat: Seat, card: Card, led: Suit
) -> str | None:
    """What the card does wrong under a 57A restriction (59: a player unable
    to comply may play any legal card)."""
    play = table.play
    assert play is not None
    follows = play.can_follow(seat, led)
    of_suit = [c for c in play.hand(seat) if c.suit is led]
    if o.kind == "highest" and follows and of_suit and card is not of_suit[0]:
        return f"must play his highest {led.name.lower()[:-1]}, {of_suit[0]}"
    if o.kind == "lowest" and follows and of_suit and card is not of_suit[-1]:
        return f"must play his lowest {led.name.lower()[:-1]}, {of_suit[-1]}"
    if o.suit is not None and not follows:
        if o.kind == "require_suit" and card.suit is not o.suit and play.can_follow(seat, o.suit):
            return f"must play a {o.suit.name.lower()[:-1]}"
        if o.kind == "prohibit_suit" and card.suit is o.suit:
            others = [c for c in play.hand(seat) if c.suit is not o.suit]
            if others:
                return f"may not play a {o.suit.name.lower()[:-1]}"
    return None


def card_played(edition: Edition, table: Table, seat: Seat, card: Any, lead: bool) -> None:
    """A penalty card played is paid; a 57A restriction binds one card; a
    required lead is one lead."""
    if lead:
        _restriction_unseen(table, seat, card)
    table.keep_obligations(
        [
            o
            for o in table.obligations
            if not (
                (o.type == ObligationType.PENALTY_CARD and o.card is card)
                or (o.type == ObligationType.PLAY_RESTRICTION and o.seat is seat)
                or (
                    lead
                    and o.type == ObligationType.LEAD_RESTRICTION
                    and o.kind == "require_suit"
                    and o.seat is seat
                )
            )
        ]
    )
    Edition.card_played(edition, table, seat, card, lead)
    play = table.play
    if play is not None and play.current:
        designate_penalty_card(edition, table)


def _restriction_unseen(table: Table, seat: Seat, card: Card) -> None:
    """A lead that breaks a lead restriction (26, 50D2a, 54D) from a hand the
    record does not show: legal if he had no other choice (59), a revoke if
    he could have complied (61A). The director is told what to ask."""
    play = table.play
    if play is None or play.known[seat]:
        return  # a known hand: the breach is a revoke the table sees itself
    for o in table.obligations:
        if o.type != ObligationType.LEAD_RESTRICTION or o.seat is not seat or o.suit is None:
            continue
        names = {"seat": _name(seat), "card": card.name, "suit": o.suit.letter}
        if o.kind == "prohibit_suit" and card.suit is o.suit:
            text = Message(
                "{seat} led {card} while he may not lead {suit}: if he held a card of another "
                "suit, the lead is a revoke (61A): record it as a revoke found; if he held only "
                "{suit}, it is legal (59).",
                names,
            )
        elif o.kind == "require_suit" and card.suit is not o.suit:
            text = Message(
                "{seat} led {card} while he must lead {suit}: if he held a card of that suit, "
                "the lead is a revoke (61A): record it as a revoke found; if he held none, it "
                "is legal (59).",
                names,
            )
        else:
            continue
        laws = (*o.laws, "59", "61A")
        table.note_for_director(
            DirectorNote("lead_restriction_unseen", len(table.record.events) - 1, seat, laws, text)
        )
        return


def before_lead(edition: Edition, table: Table) -> None:
    """At the opening lead too, penalty cards from the auction (24E) bind:
    50D2/51B at partner's lead, 51A at the holder's own."""
    leads_before_lead(edition, table)
    play = table.play
    if play is not None and play.is_opening_lead and table.status is Status.PLAY:
        edition.penalty_card_lead(table)


def playable_penalty_cards(table: Table, seat: Seat) -> list[Card]:
    """The penalty cards ``seat`` could legally play now (51A): of the suit
    led if he can follow; at a lead, not of a suit he may not lead (59: all
    of them if he holds nothing else). Empty while a lead choice or a 57A
    restriction comes first, or when the turn is not his."""
    play = table.play
    if play is None or play.next_seat is not seat or seat.side is play.declarer.side:
        return []
    cards = [o.card for o in penalty_cards(table, seat) if o.card is not None]
    cards = [c for c in cards if play.holds(seat, c)]
    if len(cards) < 2:
        return cards
    mine = [o for o in table.obligations if o.seat is seat]
    if any(o.type == ObligationType.PLAY_RESTRICTION or o.kind == "pending_choice" for o in mine):
        return []
    if play.current:
        led = play.current[0][1].suit
        return [c for c in cards if c.suit is led] if play.can_follow(seat, led) else cards
    leads = [o for o in mine if o.type == ObligationType.LEAD_RESTRICTION]
    required = [o.suit for o in leads if o.kind == "require_suit" and o.suit is not None]
    if required and play.can_follow(seat, required[0]):
        return [c for c in cards if c.suit is required[0]]
    banned = {o.suit for o in leads if o.kind == "prohibit_suit"}
    allowed = [c for c in cards if c.suit not in banned]
    if any(c.suit not in banned for c in play.hand(seat)):
        return allowed
    return cards


def designate_penalty_card(edition: Edition, table: Table, index: int | None = None) -> bool:
    """51A: the defender to play has two or more penalty cards he could
    legally play: declarer designates the one played now (asked at once)."""
    play = table.play
    if (
        play is None
        or table.status is not Status.PLAY
        or table.pending is not None
        or table.active is not None
        or play.is_complete
    ):
        return False
    seat = play.next_seat
    if any(q[0] is seat for q in play.queued):
        return False
    cards = playable_penalty_cards(table, seat)
    if len(cards) < 2:
        return False
    at = len(table.record) - 1 if index is None else index
    names = {"declarer": _name(play.declarer), "holder": _name(seat)}
    irregularity = Irregularity(
        IrregularityCode.PENALTY_CARD,
        ("51A",),
        at,
        seat,
        "penalty cards",
        facts=CardFacts(designate=True),
    )
    ruling = Ruling(irregularity, ("51A",), chooser=play.declarer)
    for card in cards:
        params = {**names, "card": card.name}
        ruling.options.append(
            Option(
                f"card:{card.name}",
                ("51A",),
                Message("{declarer} designates {card}, which {holder} plays now.", params),
                (Effect(EffectKind.CARD_PLAYED, seat, ("51A",), card=card.name),),
            )
        )
    ruling.reasoning.append(
        Message(
            "{holder} has {cards} as penalty cards he could legally play; {declarer} "
            "designates which one he plays (51A).",
            {**names, "cards": " ".join(c.name for c in cards)},
        )
    )
    table.add_ruling(ruling)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)
    return True


def on_card(edition: Edition, table: Table, index: int, event: CardEvent) -> None:
    """51A: the holder plays before declarer has designated his penalty
    card: the question lapses and the card is judged as played (50D1, 52)."""
    ruling = table.active
    play = table.play
    if (
        ruling is not None
        and table.status is Status.AWAITING_CHOICE
        and isinstance(ruling.irregularity.facts, RevokeFacts)
        and ruling.chosen is None
        and ruling.irregularity.offender is event.by
        and play is not None
        and play.next_seat is event.by
        and ruling.irregularity.facts.substitute is None
    ):
        # seed 004: the offender plays his legal card before the 62C1
        # choice is made; it is played once the choice is made
        ruling.irregularity.facts.substitute = (event.by, event.card)
        return
    if _leads_before_50d2_choice(edition, table, index, event):
        return
    if _holder_leads_before_50d2_choice(edition, table, index, event):
        return
    if ruling is None and (
        _corrects_own_revoke(edition, table, index, event)
        or _withdraws_after_revoke(edition, table, index, event)
        or _premature_lead_accepted(edition, table, index, event)
    ):
        return
    if (
        ruling is not None
        and table.status is Status.AWAITING_CHOICE
        and isinstance(ruling.irregularity.facts, CardFacts)
        and ruling.irregularity.facts.designate
        and ruling.irregularity.offender is event.by
    ):
        table.withdraw_ruling(ruling)
        table.open_ruling(None)
        table.move_to(Status.PLAY)
    Edition.on_card(edition, table, index, event)


def _play_law(law: str) -> bool:
    """``law`` is one of the laws of the play (41-66), or Law 26, whose lead
    restriction declarer chooses at the offender's partner's first lead."""
    digits = "".join(c for c in law[:2] if c.isdigit())
    return digits.isdigit() and (41 <= int(digits) <= 66 or int(digits) == 26)


def card_while_ruling_waits(edition: Edition, table: Table, index: int, event: CardEvent) -> bool:
    """9B2: a card played while a ruling in the play still waits for
    declarer's (or a defender's) choice or for the director's fact, and no
    rule of the waiting law takes it: nothing recorded is lost. A defender's
    card is shown outside correct play: a penalty card, major because it was
    played deliberately (49, 50B). A card of declarer's side is no penalty
    card (48A): it goes back to the hand, without effect. The waiting
    ruling stays open. True if that is what happened."""
    ruling, play = table.active, table.play
    seat, card = event.by, event.card
    if (
        ruling is None
        or play is None
        or table.status not in (Status.AWAITING_CHOICE, Status.AWAITING_FACT)
        or not any(_play_law(law) for law in (*ruling.laws, *ruling.irregularity.laws))
    ):
        return False
    params = {"seat": _name(seat), "card": card.name}
    before_26 = _restricted_leads_before_26_choice(table, ruling, event)
    facts = ruling.irregularity.facts
    on_table = (isinstance(facts, CardFacts) and facts.card is card) or any(
        o.card is card for o in penalty_cards(table, seat)
    )
    if on_table or not play.holds(seat, card):
        table.note_without_effect(
            index,
            seat,
            Message(
                "{seat} played {card} before the director's ruling was complete, but that "
                "card already lies on the table or has been played: it has no effect (9B2).",
                params,
            ),
        )
    elif seat.side is play.declarer.side:
        table.note_without_effect(
            index,
            seat,
            Message(
                "{seat} played {card} before the director's ruling was complete: a card of "
                "declarer's side is no penalty card, it goes back to the hand and has no "
                "effect (9B2, 48A).",
                params,
            ),
        )
    elif before_26 and event.face_down and play.is_opening_lead:
        _face_down_before_26_choice(table, index, ruling, event)
    else:
        _exposed(
            edition,
            table,
            index,
            seat,
            card,
            ("9B2", "49"),
            f"led {card} before declarer chose his lead restriction"
            if before_26
            else f"played {card} before the director's ruling was complete",
            deliberate=True,
        )
        if before_26:
            ruling.reasoning.append(Message(_FACED_BEFORE_26_TEXT, _before_26_names(ruling, event)))
    return True


def _restricted_leads_before_26_choice(table: Table, ruling: Ruling, event: CardEvent) -> bool:
    """The offender's partner leads in turn, to the trick whose lead
    declarer's open Law 26 choice is for."""
    play = table.play
    offender = ruling.irregularity.offender
    return (
        play is not None
        and ruling.irregularity.code == IrregularityCode.LEAD_RESTRICTION
        and ruling.chosen is None
        and not play.current
        and offender is not None
        and event.by is offender.partner
        and event.by is play.next_seat
    )


#: the right leader led face up before declarer's Law 26 choice for that lead
_FACED_BEFORE_26_TEXT = (
    "{seat} led {card} face up before {declarer} chose ({law}): that lead may not be made "
    "yet (9B2), so the card was shown outside the normal course of play and is a major "
    "penalty card (49, 50B), as a lead before the choice of 50D2 is. {declarer} still "
    "chooses for this lead; his restriction comes first and the penalty card waits when it "
    "does not fit it (50D1b)."
)


def _before_26_names(ruling: Ruling, event: CardEvent) -> dict[str, str]:
    chooser = ruling.chooser
    return {
        "seat": _name(event.by),
        "card": event.card.name,
        "declarer": _name(chooser) if chooser is not None else "",
        "law": ruling.laws[0],
    }


def _face_down_before_26_choice(table: Table, index: int, ruling: Ruling, event: CardEvent) -> None:
    """The right leader leads before declarer has chosen his Law 26 lead
    restriction for that lead. Law 26 has no rule of its own for it; the
    director who stays at the table (seed 004) does not let the lead be made
    before the choice (9B2), and 50D2 rules the same haste in the penalty-card
    choice under 49. So a card led face up was shown outside the normal
    course of play, a major penalty card (49, 50B: played deliberately;
    :data:`_FACED_BEFORE_26_TEXT`), declarer's choice staying open and coming
    first (50D1b); and an opening lead still face down (here) goes back to
    the hand without rectification (41A: withdrawn on the director's
    instruction, no card seen)."""
    table.note_without_effect(
        index,
        event.by,
        Message(
            "{seat} made his opening lead face down before {declarer} chose the lead "
            "restriction ({law}): the card goes back to his hand without rectification "
            "and {declarer} chooses first (41A).",
            _before_26_names(ruling, event),
        ),
    )


def _open_choice(table: Table, code: IrregularityCode) -> Ruling | None:
    """The ruling over an irregularity of ``code`` whose choice is open."""
    ruling = table.active
    if (
        ruling is None
        or table.status is not Status.AWAITING_CHOICE
        or ruling.chosen is not None
        or ruling.irregularity.code != code
    ):
        return None
    return ruling


def _pending_50d2(table: Table) -> Ruling | None:
    """The open 50D2/51B choice of a lead restriction, if declarer has not chosen."""
    ruling = _open_choice(table, IrregularityCode.PENALTY_CARD)
    if ruling is None or ruling.laws[0] not in ("50D2", "51B1", "51B2"):
        return None
    return ruling


def _leading(table: Table, event: CardEvent, ruling: Ruling | None) -> Ruling | None:
    """``ruling``, when ``event`` leads a card of the player's own hand to a
    new trick while its choice is open."""
    play = table.play
    if ruling is None or play is None or play.current or not play.holds(event.by, event.card):
        return None
    return ruling


def _lead_during_50d2(table: Table, event: CardEvent) -> Ruling | None:
    """The open 50D2/51B choice, when ``event`` leads to a new trick before
    declarer chose."""
    return _leading(table, event, _pending_50d2(table))


def _lead_during_26(table: Table, event: CardEvent) -> Ruling | None:
    """Declarer's open choice of a lead restriction (26, 2007 26A/26B) for
    the offender's partner's lead, when ``event`` leads to a new trick before
    declarer chose (at the opening lead: a faced opening lead out of turn, 54)."""
    return _leading(table, event, _open_choice(table, IrregularityCode.LEAD_RESTRICTION))


def _leads_before_50d2_choice(edition: Edition, table: Table, index: int, event: CardEvent) -> bool:
    """50D2: the penalty-card holder's partner leads before declarer has said
    which option he takes: the card is rectified under 49 (a penalty card,
    major because it was played deliberately, 50B); declarer's choice stays
    open and the lead is made after it. True if that is what happened."""
    ruling, play = _lead_during_50d2(table, event), table.play
    if (
        ruling is None
        or play is None
        or event.by is not play.next_seat
        or ruling.irregularity.offender is not event.by.partner
    ):
        return False
    _exposed(
        edition,
        table,
        index,
        event.by,
        event.card,
        ("50D2", "49"),
        f"led {event.card} before declarer chose his option",
        deliberate=True,
    )
    return True


def _holder_leads_before_50d2_choice(
    edition: Edition, table: Table, index: int, event: CardEvent
) -> bool:
    """The penalty-card holder himself leads at his partner's turn while
    declarer's 50D2/51B choice for that lead is open: a lead out of turn by a
    defender, ruled as any other (53, 56; 9B: nothing recorded is lost).
    The same for the offender of a 26 lead restriction leading while
    declarer's choice for his partner's lead is open; at the opening lead it
    is a faced opening lead out of turn (41A, 54), not a card exposed (49).
    The choice belongs to the partner's lead: accepted (53A), the partner
    does not lead this trick and it lapses; refused (56B), the card is one
    more major penalty card and the choice is offered again for both (50D2,
    51B) at the partner's lead. True if that is what happened."""
    ruling, play = _lead_during_50d2(table, event) or _lead_during_26(table, event), table.play
    if (
        ruling is None
        or play is None
        or event.by is play.next_seat
        or event.by is not ruling.irregularity.offender
    ):
        return False
    table.withdraw_ruling(ruling)
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    Edition.on_card(edition, table, index, event)
    return True


def _premature_lead_accepted(edition: Edition, table: Table, index: int, event: CardEvent) -> bool:
    """60A1: the offender's LHO plays to a defender's premature lead (57A)
    before the director rules: the right to rectification is lost, and the
    lead stands as if in turn (60A2): once the offender's partner has played
    to the trick still open, it leads the next one, whoever won. True if
    that is what happened."""
    pending = table.pending
    play = table.play
    if (
        pending is None
        or pending.code != IrregularityCode.PREMATURE_PLAY
        or pending.laws[0] != "57A"
        or table.status is not Status.AWAITING_DIRECTOR
        or play is None
        or not play.current
    ):
        return False
    offender = pending.offender
    if (
        offender is None
        or not any(s is offender for s, _ in play.current)  # a lead to the next trick
        or event.by is not offender.lho
        or any(s is offender.partner for s, _ in play.current)
        or event.card.index not in play.hands[event.by]
    ):
        return False
    table.hold(None)
    table.move_to(Status.PLAY)
    edition.accepted_by_action(pending, index)
    pending.laws = (*pending.laws, "60A1", "60A2")
    card = pending.facts_as(CardFacts).known_card
    play.queued.append((offender, card, pending.event))
    play.queued.append((event.by, event.card, index))
    play.next_leader = offender
    return True


def _corrects_own_revoke(edition: Edition, table: Table, index: int, event: CardEvent) -> bool:
    """62A: a player who revoked in the trick still being played puts a card
    of the suit led on it: he corrects his revoke (62B: a defender's revoke
    card becomes a major penalty card; the non-offenders who played after it
    may take their cards back, 62C1). True if that is what happened."""
    play = table.play
    if play is None or table.status is not Status.PLAY or table.pending is not None:
        return False
    seat, card = event.by, event.card
    number = len(play.tricks)
    cards = play.current
    if not cards and play.tricks and seat is not play.next_seat:
        # the fourth hand revoked and the trick is complete: a card of the
        # suit led that he puts down before anyone leads to the next trick
        # (not his own lead) replaces his revoke card (62A), no lead out of
        # turn; his side has not played to the next trick, so 63A1 has not
        # established it
        number -= 1
        cards = list(play.tricks[-1].cards)
    revoke = next(
        (
            i
            for i in reversed(table.irregularities)
            if isinstance(i.facts, RevokeFacts)
            and i.offender is seat
            and i.facts.trick == number
            and not i.facts.lead
            and not i.facts.established
            and not i.facts.corrected
            and (seat, i.facts.card) in cards
        ),
        None,
    )
    if (
        revoke is None
        or card.suit is not revoke.facts_as(RevokeFacts).suit
        or not play.holds(seat, card)
    ):
        return False
    revoke.facts.ruled = True
    before = len(table.rulings)
    ruling = _correct_revoke(edition, table, revoke)
    table.add_ruling(ruling, at=before)
    if ruling.options:
        revoke.facts_as(RevokeFacts).substitute = (seat, card)
        edition.ask_now(table, ruling)
        return True
    queued = list(play.queued)
    play.queued = []
    if play.holds(seat, card):
        # in trick 12 the correction itself plays the one legal card (62D)
        edition.on_card(table, index, event)
    play.queued.extend(q for q in queued if play.holds(q[0], q[1]))
    edition.play_queued(table)
    return True


def _withdraws_after_revoke(edition: Edition, table: Table, index: int, event: CardEvent) -> bool:
    """62C2: once a non-offender took back his card after a revoke, the
    offender's partner, whose card played after the revoke stood, plays
    another card instead: his first card goes back (a defender's becomes a
    major penalty card). True if that is what happened. While it is his
    turn his card is a play in turn, never a replacement
    (:func:`replaceable_after_revoke`)."""
    play = table.play
    if play is None or table.status is not Status.PLAY or table.pending is not None:
        return False
    replaceable = replaceable_after_revoke(table)
    if replaceable is None:
        return False
    revoke, last_seat, last_card = replaceable
    seat, card = event.by, event.card
    if last_seat is not seat or last_card is card or not play.holds(seat, card):
        return False
    revoke.facts_as(RevokeFacts).may_withdraw = []
    play.pop()
    ruling = next(r for r in table.rulings if r.irregularity is revoke)
    take_back(edition, table, ruling, seat, last_card, "62C2", "62C2")
    ruling.laws = (*ruling.laws, "62C2")
    if play.violation(seat, card) is None:
        # the card he substitutes stands: the card he took back becomes a
        # penalty card for the tricks to come, not a duty in this one
        edition.put_card(table, seat, card)
    else:
        edition.on_card(table, index, event)
    return True


def deferred_by_lead_restriction(table: Table, leader: Seat) -> bool:
    """Seed 004: a 26 lead restriction and a penalty card at one lead are
    separate rectifications; the restriction is carried out first, at this
    lead, and declarer's 50D2/51B choice comes at the partner's next lead
    (the card stays on the table and 50D1 still binds its holder). A 26
    ruling with nothing to choose (2007 26A1) defers nothing."""
    play = table.play
    assert play is not None
    return any(
        r.irregularity.code == IrregularityCode.LEAD_RESTRICTION
        and r.at_lead == len(play.tricks)
        and r.options
        and r.irregularity.offender is leader.partner
        for r in table.rulings
    ) or _situation_restriction_first(table, leader)


def _situation_restriction_first(table: Table, leader: Seat) -> bool:
    """A situation (spec §6) that finds a 26 restriction already chosen for
    ``leader``: 26B (2007 26A2) governs the first lead it covers, so at his
    first lead of the record the restriction is carried out and declarer's
    50D2/51B choice waits for his next lead (seed 004). Once he has led a
    trick, his later leads get the choice as usual."""
    situation = table.record.situation
    play = table.play
    if situation is None or play is None:
        return False
    chosen = [
        o
        for o in situation.obligations
        if o.type == ObligationType.LEAD_RESTRICTION
        and o.seat is leader
        and o.kind in ("prohibit_suit", "require_suit")
        and o.laws[:1] in (("26B",), ("26A2a",), ("26A2b",), ("26",))
    ]
    if not any(
        o.type == ObligationType.LEAD_RESTRICTION
        and o.seat is leader
        and (o.kind, o.suit) in ((c.kind, c.suit) for c in chosen)
        for o in table.obligations
    ):
        return False
    led = [t for t in play.tricks if t.seen and t.leader is leader]
    return not led and not (play.current and play.current[0][0] is leader)


def penalty_card_lead(edition: Edition, table: Table) -> None:
    """50D2, 51B: the partner of a defender with a major penalty card is on
    lead; declarer requires or prohibits a lead in its suit (the card is
    then picked up) or lets it stay. Asked at every such lead."""
    play = table.play
    if play is None or play.current or table.status is not Status.PLAY:
        return
    if designate_penalty_card(edition, table):
        return
    leader = play.next_seat
    holder = leader.partner
    if leader.side is play.declarer.side:
        return
    if any(
        o.type == ObligationType.LEAD_RESTRICTION
        and o.seat is leader
        and o.kind == "pending_choice"
        for o in table.obligations
    ):
        return  # the 26B choice comes first (seed 004)
    if deferred_by_lead_restriction(table, leader):
        return
    pcs = [o for o in penalty_cards(table, holder) if o.kind == "major" and o.card]
    if not pcs:
        return
    suits = [s for s in SUITS_DISPLAY_ORDER if any(o.card and o.card.suit is s for o in pcs)]
    several = len(pcs) > 1
    if len(suits) > 1:
        laws, require, prohibit = ("51B2",), "51B2a", "51B2b"
        free = edition.SEVERAL_SUITS_FREE_LAW
    elif several:
        laws, require, prohibit, free = ("51B1",), "51B1a", "51B1b", "50D2b"
    else:
        laws, require, prohibit, free = ("50D2",), "50D2a", "50D2a", "50D2b"
    names = {
        "declarer": _name(play.declarer),
        "seat": _name(leader),
        "holder": _name(holder),
        "cards": " ".join(o.card.name for o in pcs if o.card),
    }
    irregularity = Irregularity(
        IrregularityCode.PENALTY_CARD, laws, len(table.record) - 1, holder, "penalty card"
    )
    ruling = Ruling(irregularity, laws, chooser=play.declarer)
    for suit in suits:
        params = {**names, "suit": suit.letter}
        ruling.options.append(
            Option(
                f"require_suit:{suit.letter}",
                (require,),
                Message(
                    "{declarer} requires {seat} to lead {suit}; {holder}'s penalty cards in "
                    "{suit} are picked up."
                    if several
                    else "{declarer} requires {seat} to lead {suit}; {holder}'s penalty card "
                    "{cards} is picked up.",
                    params,
                ),
                (
                    Effect(
                        EffectKind.LEAD_RESTRICTION,
                        leader,
                        (require,),
                        scope=f"require_suit:{suit}",
                    ),
                ),
            )
        )
        ruling.options.append(
            Option(
                f"prohibit_suit:{suit.letter}",
                (prohibit,),
                Message(
                    "{declarer} forbids {seat} to lead {suit} for as long as {seat} keeps "
                    "the lead; {holder}'s penalty cards in {suit} are picked up."
                    if several
                    else "{declarer} forbids {seat} to lead {suit} for as long as {seat} "
                    "keeps the lead; {holder}'s penalty card {cards} is picked up.",
                    params,
                ),
                (
                    Effect(
                        EffectKind.LEAD_RESTRICTION,
                        leader,
                        (prohibit,),
                        scope=f"prohibit_suit:{suit}",
                    ),
                ),
            )
        )
    # 51B2(b): several of the suits prohibited at once ("prohibit_suit:S+H")
    for group in _suit_groups(suits):
        params = {**names, "suits": ", ".join(suit.letter for suit in group)}
        scope = "+".join(suit.letter for suit in group)
        ruling.options.append(
            Option(
                f"prohibit_suit:{scope}",
                (prohibit,),
                Message(
                    "{declarer} forbids {seat} to lead any of {suits} for as long as {seat} "
                    "keeps the lead; {holder}'s penalty cards in those suits are picked up.",
                    params,
                ),
                (
                    Effect(
                        EffectKind.LEAD_RESTRICTION,
                        leader,
                        (prohibit,),
                        scope=f"prohibit_suit:{scope}",
                    ),
                ),
            )
        )
    # 50D2(b) (2017 also 51B2(c)): declarer may always leave the cards on the table
    ruling.options.append(
        Option(
            "no_restriction",
            (free,),
            Message(
                "{seat} may lead any card; {holder}'s penalty cards {cards} stay on the "
                "table and the choice comes again at {seat}'s next lead."
                if several
                else "{seat} may lead any card; {holder}'s penalty card {cards} stays on "
                "the table and the choice comes again at {seat}'s next lead.",
                names,
            ),
        )
    )
    ruling.reasoning.append(
        Message(
            "{holder} has the major penalty card {cards}."
            if len(names["cards"].split()) == 1
            else "{holder} has the major penalty cards {cards}.",
            names,
        )
    )
    table.add_ruling(ruling)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)


@BOOK.choice(IrregularityCode.PENALTY_CARD)
def choose_penalty_card(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    table.move_to(Status.PLAY)
    holder = ruling.irregularity.offender
    assert holder is not None
    leader = holder.partner
    if option.code.startswith("card:"):
        # 51A: the penalty card declarer designated is played now
        ruling.effects.extend(option.effects)
        edition.put_card(table, holder, Card.parse(option.code[5:]))
    elif ":" in option.code:
        kind, letters = option.code.split(":", 1)
        ruling.effects.extend(option.effects)
        for letter in letters.split("+"):
            suit = Suit.parse(letter)
            table.oblige(
                Obligation(
                    ObligationType.LEAD_RESTRICTION,
                    leader,
                    option.laws,
                    kind=kind,
                    suit=suit,
                    chooser=ruling.chooser,
                )
            )
            _pick_up(table, ruling, holder, suit, option.laws[0])
        if edition.PICKED_UP_INFO_LAW is not None:
            # 2017 50E2: what the card picked up showed is unauthorized for
            # the leader, authorized for declarer
            ruling.effects.append(
                Effect(
                    EffectKind.INFORMATION,
                    leader,
                    (edition.PICKED_UP_INFO_LAW,),
                    scope="unauthorized",
                )
            )
    else:
        ruling.effects.append(Effect(EffectKind.PENALTY_CARDS_STAY, holder, option.laws))


def _at_lead(edition: Edition, table: Table) -> None:
    """A lead is due: any 26B choice first, then any 50D2 choice."""
    play = table.play
    if play is None or play.current or table.status is not Status.PLAY:
        return
    if table.obligations:
        edition.before_lead(table)
        if table.status is Status.PLAY:
            edition.penalty_card_lead(table)


# failure to play a penalty card (52)


def accepts(edition: Edition, table: Table, pending: Irregularity, event: Event) -> bool:
    if (
        pending.code == IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD
        and pending.offender is not None
    ):
        # 52B1(b): declarer must accept once he has played from hand or dummy
        play = table.play
        return (
            isinstance(event, CardEvent)
            and play is not None
            and event.by.side is play.declarer.side
        )
    if _proper_lead_after_irregular_lead(table, pending, event):
        return False
    return Edition.accepts(edition, table, pending, event)


def _proper_lead_after_irregular_lead(table: Table, pending: Irregularity, event: Event) -> bool:
    """53A "but see B": the next hand after a lead out of turn is also the
    player whose turn it was to lead. A card of another suit while he holds
    the suit led would be a revoke if played to the irregular lead: it is his
    own proper lead (53B), not an acceptance."""
    play = table.play
    if (
        pending.code != IrregularityCode.LEAD_OUT_OF_TURN
        or pending.offender is None
        or play is None
        or play.current
        or not isinstance(event, CardEvent)
        or event.by is not play.next_seat
        or event.by is not pending.offender.lho
    ):
        return False
    led = pending.facts_as(CardFacts).known_card.suit
    return event.card.suit is not led and play.can_follow(event.by, led)


def flag(
    edition: Edition,
    table: Table,
    index: int,
    code: IrregularityCode,
    law: str | tuple[str, ...],
    offender: Seat | None,
    message: str,
    resume: str | None = None,
    facts: Facts | None = None,
) -> Irregularity:
    irregularity = Edition.flag(edition, table, index, code, law, offender, message, resume, facts)
    if code == IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD:
        table.move_to(Status.PLAY)  # declarer accepts by playing on (52B1)
    return irregularity


@BOOK.ruling(IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD)
def rule_failure_to_play_penalty_card(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Ruling:
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    card = irregularity.facts_as(CardFacts).known_card
    due = _due_penalty_card(table, offender, card)
    names = {
        "declarer": _name(play.declarer),
        "offender": _name(offender),
        "card": card.name,
        "due": due.name if due is not None else "—",
    }
    ruling = Ruling(irregularity, ("52",), chooser=play.declarer)
    ruling.options = [
        Option(
            "accept",
            ("52B1a",),
            Message(
                "{declarer} accepts {card}: it stands and the penalty card {due} stays "
                "a penalty card.",
                names,
            ),
            (Effect(EffectKind.CARD_STANDS, offender, ("52B1a",), card=card.name),),
        ),
        Option(
            "reject",
            ("52B2",),
            Message(
                "{offender} plays the penalty card {due} instead; {card} becomes a major "
                "penalty card.",
                names,
            ),
            (Effect(EffectKind.PENALTY_CARD, offender, ("52B2",), card=card.name, scope="major"),),
        ),
    ]
    irregularity.facts_as(CardFacts).due = due
    return ruling


def _due_penalty_card(table: Table, seat: Seat, instead: Card) -> Card | None:
    play = table.play
    assert play is not None
    led = play.current[0][1].suit if play.current else None
    cards = [o.card for o in penalty_cards(table, seat) if o.card is not None]
    if _follows(play, seat, led, instead):
        cards = [c for c in cards if c.suit is led]
    minor = [c for c in cards if c.suit is instead.suit]
    choice = minor or cards
    return choice[0] if choice else None


def _play_on(table: Table, ruling: Ruling, option: Option) -> Play:
    """The choice is made: its effects are the ruling's and play goes on;
    the play, for the rest of the rectification."""
    play = table.play
    assert play is not None
    table.move_to(Status.PLAY)
    ruling.effects.extend(option.effects)
    return play


def _offenders_card(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> tuple[Seat, Card]:
    """Declarer has chosen what becomes of the offender's card (52B, 57A):
    nothing is pending any more and play goes on; the offender and the card."""
    irregularity = ruling.irregularity
    assert irregularity.offender is not None
    table.hold(None)
    _play_on(table, ruling, option)
    return irregularity.offender, irregularity.facts_as(CardFacts).known_card


@BOOK.choice(IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD)
def choose_failure_to_play_penalty_card(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    irregularity = ruling.irregularity
    offender, card = _offenders_card(edition, table, ruling, option)
    due = irregularity.facts_as(CardFacts).due
    if option.code == "accept" or due is None:
        irregularity.accepted = True
        edition.put_card(table, offender, card)
        return
    make_penalty_card(table, offender, card, True, ("52B2", "50"))
    edition.put_card(table, offender, due)


# exposed cards (48, 49, 45E, 54E) --------------------------------------------


#: the table waits for the director, a choice or a fact (not the auction)
_WAITING = (Status.AWAITING_DIRECTOR, Status.AWAITING_CHOICE, Status.AWAITING_FACT)


def on_unjudged(edition: Edition, table: Table, index: int, event: Event) -> None:
    play = table.play
    pending = table.pending
    if (
        isinstance(event, ExposeEvent)
        and play is not None
        and pending is not None
        and pending.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
        and not pending.accepted
        and event.by is play.declarer
        and (table.active is None or table.active.irregularity is pending)
    ):
        _spread_after_opening_lead(edition, table, pending)
        return
    if isinstance(event, ExposeEvent) and table.status is Status.PLAY and play is not None:
        _exposed(edition, table, index, event.by, event.card, ("49",), f"exposed {event.card}")
        designate_penalty_card(edition, table)
        return
    if (
        isinstance(event, ExposeEvent)
        and play is not None
        and not play.is_complete
        and table.status in _WAITING
    ):
        # a card shown while the table waits for the director or for a
        # choice is an irregularity of its own (49, 48A): recorded at once,
        # a defender's a penalty card from then on, ruled at the next call
        _exposed(edition, table, index, event.by, event.card, ("49",), f"exposed {event.card}")
        return
    Edition.on_unjudged(edition, table, index, event)


def _exposed(
    edition: Edition,
    table: Table,
    index: int,
    seat: Seat,
    card: Card,
    laws: tuple[str, ...],
    what: str,
    deliberate: bool = False,
) -> Irregularity:
    """A card shown outside correct play: declarer's stays in his hand (48A),
    a defender's becomes a penalty card (49, 50)."""
    play = table.play
    assert play is not None
    irregularity = Irregularity(
        IrregularityCode.EXPOSED_CARD,
        laws,
        index,
        seat,
        # a violation's message names the seat already ("South tried to ...")
        what if what.startswith(_name(seat)) else f"{_name(seat)} {what}",
        facts=CardFacts(card=card),
    )
    table.note_irregularity(irregularity)
    if seat.side is play.declarer.side:
        # Law 49 is a defender's: declarer's and dummy's cards come under 48A
        # (a fifth card of his: back to the hand under 45E2)
        kept = tuple(law for law in laws if law != "49")
        if "54E" in kept:
            # 54E: an opening lead tried by declarer or dummy comes under Law 24
            # (24D: the card goes back to the hand), not 48A
            kept = (*kept, table.edition.EXPOSED_RETURNED_LAW)
        irregularity.laws = kept if "45E2" in kept or "54E" in kept else (*kept, "48A")
        irregularity.facts.no_rectification = True
    elif play.holds(seat, card):
        kind = make_penalty_card(table, seat, card, deliberate, (*laws, "50"))
        irregularity.facts_as(CardFacts).penalty = kind
    return irregularity


def irregular_card(
    edition: Edition, table: Table, index: int, event: CardEvent, violation: Violation
) -> bool:
    play = table.play
    assert play is not None
    seat, card = event.by, event.card
    code = violation.code
    if code == IrregularityCode.EXPOSED_CARD:
        # a second card to a trick he already played to: one card too many in
        # it (67A2), rectified as a fifth card (45E1 defender, 45E2 declarer)
        laws = ("67A2", violation.law) if violation.law in _FIFTH else (violation.law,)
        _exposed(edition, table, index, seat, card, laws, violation.message)
        return True
    if code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN and event.face_down:
        # 41A: a face-down lead by the wrong defender goes back to his hand
        ruling = edition.found_ruling(
            table,
            index,
            code,
            ("41A", "54"),
            seat,
            violation.message,
            facts=CardFacts(card=card, face_down=True, retracted=True),
        )
        ruling.laws = ("41A",)
        # the card was never faced: the ruling does not name it (no seat may learn it)
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, seat, ("41A",)))
        ruling.reasoning.append(
            Message(
                "{offender}'s face-down lead goes back to his hand without rectification; "
                "the right defender leads (41A).",
                {"offender": _name(seat)},
            )
        )
        return True
    if code in _LEADS and len(play.tricks) == 12 and edition.TRICK_13_RETRACTED:
        # 53A (2017): a lead out of turn at trick 13 is retracted
        ruling = edition.found_ruling(
            table,
            index,
            code,
            ("53A",),
            seat,
            violation.message,
            facts=CardFacts(card=card, retracted=True),
        )
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, seat, ("53A",), card=card.name))
        return True
    if code == IrregularityCode.PREMATURE_PLAY:
        return _premature(edition, table, index, seat, card, violation)
    if code == IrregularityCode.LEAD_OUT_OF_TURN and _before_declarers_new_lead(table, seat):
        ruling = edition.found_ruling(
            table, index, code, ("60B",), seat, violation.message, facts=CardFacts(card=card)
        )
        kind = make_penalty_card(table, seat, card, True, ("60B", "50"))
        ruling.irregularity.facts_as(CardFacts).penalty = kind
        ruling.effects.append(
            Effect(EffectKind.PENALTY_CARD, seat, ("60B",), card=card.name, scope=kind)
        )
        return True
    return False


def _before_declarers_new_lead(table: Table, seat: Seat) -> bool:
    """60B: declarer was told to take back a lead from the wrong hand and
    has not yet led from the right one, and ``seat`` is a defender."""
    play = table.play
    assert play is not None
    if seat.side is play.declarer.side or play.current:
        return False
    played = len(play.cards_played())
    return any(
        i.facts_as(CardFacts).retracted_at == played
        for i in table.irregularities
        if i.code in (IrregularityCode.LEAD_FROM_WRONG_HAND, IrregularityCode.LEAD_OUT_OF_TURN)
    )


# leads out of turn (53-56) ----------------------------------------------------


def card_awaiting_director(
    edition: Edition, table: Table, index: int, event: CardEvent, pending: Irregularity
) -> bool:
    """A card played while the table waits for the director, nobody having
    called him: the table plays on. The player whose lead it was leads after
    a lead out of turn (53B), or the partner of a defender who played too
    soon plays in turn (57A); True if judged."""
    if table.active is not None or table.play is None:
        return False
    if _right_lead_cancels(edition, table, index, event, pending):
        return True
    play = table.play
    offender = pending.offender
    if _penalty_card_in_place(table, index, event, pending):
        return True
    if (
        pending.code == IrregularityCode.PREMATURE_PLAY
        and offender is not None
        and offender.side is not play.declarer.side
        and play.current
        and offender not in {s for s, _ in play.current}
        and event.by is offender.partner
        and event.by is play.next_seat
    ):
        _played_on_after_premature_play(edition, table, index, event, pending)
        return True
    return False


def _penalty_card_in_place(
    table: Table, index: int, event: CardEvent, pending: Irregularity
) -> bool:
    """52A: the defender who played another card than his penalty card puts
    the penalty card down in its place before declarer has chosen: he may
    not take a played card back on his own. Kept without effect, with the
    reason; True if that is what happened."""
    if (
        pending.code != IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD
        or event.by is not pending.offender
        or not any(o.card is event.card for o in penalty_cards(table, event.by))
    ):
        return False
    played = pending.facts_as(CardFacts).known_card
    table.note_without_effect(
        index,
        event.by,
        Message(
            "{seat} put down the penalty card {card} in place of {played}: a defender "
            "may not take back a card he played on his own (52A); {played} stays played "
            "until declarer has chosen (52B).",
            {"seat": _name(event.by), "card": event.card.name, "played": played.name},
        ),
    )
    return True


def _right_lead_cancels(
    edition: Edition, table: Table, index: int, event: CardEvent, pending: Irregularity
) -> bool:
    """53B (2007 53C): after a lead out of turn the player whose turn it was
    leads: his lead stands; the lead out of turn and any card played to it
    go back to their hands without further rectification, what they showed
    being the offending side's unauthorized information (16C; 2007 16D)."""
    play = table.play
    offender = pending.offender
    if not (
        pending.code in _LEADS
        and play is not None
        and offender is not None
        and not play.current
        and event.by is play.next_seat
        and event.by.side is not offender.side
    ):
        return False
    table.hold(None)
    pending.laws = (*pending.laws, edition.RIGHT_LEADER_LAW)
    pending.facts.cancelled = index
    # every card played to the lead out of turn goes back with it: one
    # declarer played from his other hand, one the offender's partner played
    back = [(at, seat, card) for seat, card, at in play.queued if at > pending.event]
    back = [b for b in back if b[1] is offender.partner]
    for at, seat, card in back:
        play.queued.remove((seat, card, at))
    facts = pending.facts_as(CardFacts)
    for at in facts.cards_before_ruling:
        played = table.record.events[at]
        if isinstance(played, CardEvent):
            back.append((at, played.by, played.card))
    for at, seat, card in sorted(back, key=lambda b: b[0]):
        table.note_without_effect(
            at,
            seat,
            Message(
                "{seat}'s {card}, played to the lead out of turn, goes back to the hand "
                "with it ({law}).",
                {"seat": _name(seat), "card": card.name, "law": edition.RIGHT_LEADER_LAW},
            ),
        )
    facts.retracted = True
    facts.cards_before_ruling = []
    table.move_to(Status.PLAY)
    edition.on_card(table, index, event)
    return True


def card_before_ruling(
    edition: Edition, table: Table, index: int, event: CardEvent, pending: Irregularity
) -> bool:
    play = table.play
    offender = pending.offender
    if table.status is Status.PLAY and _right_lead_cancels(edition, table, index, event, pending):
        return True
    if _penalty_card_in_place(table, index, event, pending):
        return True
    declarers_lead = (
        pending.code in (IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.LEAD_FROM_WRONG_HAND)
        and play is not None
        and offender is not None
        and offender.side is play.declarer.side
        and not play.current
        and table.status is Status.PLAY
    )
    if declarers_lead and offender is not None and event.by is offender.rho:
        # 53C (2007 53B): the defender to the right of the hand declarer led
        # from plays to the lead: the lead stands, and his card was played
        # before his partner's, which Law 57 rectifies
        table.hold(None)
        edition.accepted_by_action(pending, index)
        pending.accepted_law = edition.WRONG_DEFENDER_LAW
        pending.laws = (*pending.laws, edition.WRONG_DEFENDER_LAW)
        edition.put_card(table, offender, pending.facts_as(CardFacts).known_card)
        edition.on_card(table, index, event)
        return True
    if (
        declarers_lead
        and play is not None
        and offender is not None
        and event.by is offender.partner
        and not any(s is event.by for s, _, _ in play.queued)
    ):
        # declarer plays from his other hand to his own lead out of turn
        # before the defenders have acted: a card played too soon by declarer
        # is played (57C3; 2007 57C2) and waits for that hand's turn,
        # whatever the defenders then decide about the lead
        early = edition.DECLARER_EARLY_LAW
        table.note_irregularity(
            Irregularity(
                IrregularityCode.PREMATURE_PLAY,
                (early,),
                index,
                event.by,
                f"{_name(event.by)} played {event.card} before his turn",
                accepted=True,
                facts=CardFacts(card=event.card),
            )
        )
        play.queued.append((event.by, event.card, index))
        return True
    if (
        pending.code
        in (IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
        and play is not None
        and offender is not None
        and offender.side is not play.declarer.side
        and event.by is not offender
        and not event.face_down  # 54: a face-down lead goes back, nothing more
    ):
        # a card played to a defender's lead out of turn before the ruling,
        # by a hand that could not accept it (at the opening lead: the
        # offender's partner facing a card): judged after the ruling
        pending.facts_as(CardFacts).cards_before_ruling.append(index)
    return False


def _played_on_after_premature_play(
    edition: Edition, table: Table, index: int, event: CardEvent, pending: Irregularity
) -> None:
    """57A: a defender played before his partner and, before the director
    was called, the partner played to the trick in turn: declarer's option
    for the partner's card has lapsed. The premature card is a major penalty
    card (57A), to be played at the first legal opportunity (50D1): his turn
    in this very trick when it is a legal card there (it stands and is
    played then), otherwise it stays a major penalty card."""
    play = table.play
    offender = pending.offender
    assert play is not None and offender is not None
    card = pending.facts_as(CardFacts).known_card
    led = play.current[0][1].suit
    legal = card.suit is led or not play.can_follow(offender, led)
    table.hold(None)
    table.move_to(Status.PLAY)
    pending.laws = ("57A",)
    pending.facts.ruled = True
    names = {
        "offender": _name(offender),
        "partner": _name(offender.partner),
        "declarer": _name(play.declarer),
        "card": card.name,
    }
    ruling = Ruling(pending, ("57A", "50D1") if legal else ("57A", "50"))
    ruling.reasoning.append(
        Message(
            "{partner} played to the trick before the director was called: {declarer}'s "
            "option for {partner}'s card has lapsed (57A).",
            names,
        )
    )
    if legal:
        ruling.effects.append(
            Effect(EffectKind.CARD_STANDS, offender, ("57A", "50D1"), card=card.name)
        )
        ruling.reasoning.append(
            Message(
                "{card} is a legal card for {offender} in this trick: as the major penalty "
                "card it must be played at the first legal opportunity, so it is played at "
                "{offender}'s turn (50D1).",
                names,
            )
        )
        play.queued.append((offender, card, pending.event))
    else:
        kind = make_penalty_card(table, offender, card, True, ("57A", "50"))
        pending.facts_as(CardFacts).penalty = kind
        ruling.effects.append(
            Effect(EffectKind.PENALTY_CARD, offender, ("57A",), card=card.name, scope=kind)
        )
    table.add_ruling(ruling)
    edition.on_card(table, index, event)


def _facts(irregularity: Irregularity) -> dict[str, Any]:
    facts = irregularity.facts.answers
    return facts


def _induced(edition: Edition, table: Table, ruling: Ruling) -> None:
    """47E1: led out of turn because an opponent said it was his lead: the
    card goes back without rectification; it cannot be accepted."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    ruling.options = []
    ruling.chooser = None
    ruling.laws = ("47E1",)
    ruling.effects.append(
        Effect(
            EffectKind.CARD_WITHDRAWN,
            offender,
            ("47E1",),
            card=irregularity.facts_as(CardFacts).known_card.name,
        )
    )
    irregularity.facts_as(CardFacts).retracted = True
    table.hold(None)
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    _at_lead(edition, table)


@BOOK.ruling(IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
def rule_opening_lead_out_of_turn(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Ruling:
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    declarer = play.declarer
    card = irregularity.facts_as(CardFacts).known_card
    names = {
        "declarer": _name(declarer),
        "dummy": _name(play.dummy),
        "offender": _name(offender),
        "partner": _name(offender.partner),
        "card": card.name,
    }
    ruling = Ruling(irregularity, ("54",), chooser=declarer)
    # seed 004: a 26 restriction chosen for this lead comes first; the 50D2
    # choice for the retracted card waits for the partner's next lead
    later = deferred_by_lead_restriction(table, offender.partner)
    # penalty cards of the offender already on the table: with the retracted
    # card all are major (50B) and the choice is 51B's over every one
    others = tuple(
        o.card for o in penalty_cards(table, offender) if o.card is not None and o.card is not card
    )
    facts = _facts(irregularity)
    if facts.get("opponent_induced"):
        _induced(edition, table, ruling)
        return ruling
    if _partner_led_face_down(table, irregularity):
        # 54 (its opening words): said without naming the card nobody saw
        ruling.reasoning.append(
            Message("{partner}'s face-down lead goes back to his hand (54).", names)
        )
    if facts.get("could_see_dummy"):
        _must_accept(edition, table, ruling)
        return ruling
    ruling.options = [
        Option(
            "accept",
            ("54B",),
            Message(
                "{declarer} accepts {card}: {dummy} spreads his hand as dummy and "
                "{declarer} plays the second card from his own hand.",
                names,
            ),
            (Effect(EffectKind.LEAD_STANDS, offender, ("54B",), card=card.name),),
        ),
        Option(
            "become_dummy",
            ("54A",),
            Message(
                "{declarer} accepts {card} and spreads his hand: he becomes dummy and "
                "{dummy} becomes declarer.",
                names,
            ),
            (Effect(EffectKind.DECLARER_BECOMES_DUMMY, declarer, ("54A",)),),
        ),
        Option(
            "require_retraction",
            ("54D", "50B", "51B") if others else ("54D", "50D"),
            Message(
                "{card} goes back and becomes a major penalty card; {partner} leads now, as the "
                "lead restriction choice already made for this lead allows, and "
                "{declarer}'s choice for the penalty card (50D2) comes only at {partner}'s "
                "next lead."
                if later
                else "{card} goes back and becomes a penalty card; with {others} already on "
                "the table, all of {offender}'s penalty cards are major (50B); {partner} "
                "leads, and {declarer} may first require or forbid a lead in a suit of those "
                "penalty cards (51B)."
                if others
                else "{card} goes back and becomes a major penalty card; {partner} leads, and "
                "{declarer} may first require or forbid a lead in its suit (50D2).",
                {**names, "others": " ".join(c.name for c in others)},
            ),
            (Effect(EffectKind.PENALTY_CARD, offender, ("54D",), card=card.name, scope="major"),),
            _penalty_choices(
                declarer, offender.partner, card, later, others, edition.SEVERAL_SUITS_FREE_LAW
            ),
        ),
    ]
    ruling.reasoning.append(
        Message(
            "The opening lead was {partner}'s. If {declarer} could have seen any of "
            "dummy's cards he must accept the lead (54C).",
            names,
        )
    )
    waiting = lead_restriction(table, offender.partner, "pending_choice")
    if waiting is not None:
        # 26: declarer's choice belongs to the partner's first lead, which
        # is this one only if the lead goes back
        ruling.reasoning.append(
            Message(
                "Declarer's choice of a lead restriction for {partner}'s first lead ({laws}) "
                "comes at that lead: at once if {card} goes back (54D), otherwise when "
                "{partner} first has the lead.",
                {**names, "laws": ", ".join(waiting.laws)},
            )
        )
    return ruling


def _partner_led_face_down(table: Table, irregularity: Irregularity) -> bool:
    """The offender's partner, the right opening leader, led face down after
    the opening lead was faced out of turn (54: that card goes back)."""
    offender = irregularity.offender
    assert offender is not None
    return any(
        isinstance(event, CardEvent) and event.face_down and event.by is offender.partner
        for event in table.record.events[irregularity.event + 1 :]
    )


def _must_accept(edition: Edition, table: Table, ruling: Ruling) -> None:
    """54C: declarer could have seen dummy's cards and must accept."""
    irregularity = ruling.irregularity
    ruling.options = []
    ruling.chosen = "accept"
    ruling.laws = ("54C",)
    ruling.effects.append(
        Effect(
            EffectKind.LEAD_STANDS,
            irregularity.offender,
            ("54C",),
            card=irregularity.facts_as(CardFacts).known_card.name,
        )
    )
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    _accept_lead(edition, table, irregularity)


def _accept_lead(edition: Edition, table: Table, irregularity: Irregularity) -> None:
    irregularity.accepted = True
    table.hold(None)
    offender = irregularity.offender
    assert offender is not None
    edition.put_card(table, offender, irregularity.facts_as(CardFacts).known_card)


@BOOK.refact(IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
def refact_opening_lead_out_of_turn(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    ruling.facts[event.fact] = event.value
    if event.fact == "could_see_dummy" and event.value:
        _must_accept(edition, table, ruling)
    elif event.fact == "opponent_induced" and event.value:
        _induced(edition, table, ruling)


@BOOK.choice(IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
def choose_opening_lead_out_of_turn(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    play = _play_on(table, ruling, option)
    facts = irregularity.facts_as(CardFacts)
    later, facts.cards_before_ruling = facts.cards_before_ruling, []
    if option.code in ("become_dummy", "accept"):
        if option.code == "become_dummy":
            play.declarer, play.dummy = play.dummy, play.declarer
        _accept_lead(edition, table, irregularity)
        # a card the offender's partner faced before the ruling is judged
        # now, as played at his RHO's turn (2017 57D; 2007 49, 50)
        _judge_cards_before_ruling(edition, table, later)
    else:
        _cards_played_to_a_refused_lead(table, ruling, later)
        _retract_as_penalty_card(edition, table, irregularity, ("54D", "50D"))


def _judge_cards_before_ruling(edition: Edition, table: Table, later: list[int]) -> None:
    """The cards played to an accepted lead out of turn before the ruling,
    judged now, in turn or not (57, 57C3, 57D)."""
    for index in later:
        event = table.record.events[index]
        if isinstance(event, CardEvent) and table.status is Status.PLAY:
            edition.on_card(table, index, event)


def _spread_after_opening_lead(edition: Edition, table: Table, irregularity: Irregularity) -> None:
    """54A: declarer began to spread his hand after the opening lead out of
    turn: he spreads it all and becomes dummy (seed 004: accepted by action)."""
    play = table.play
    assert play is not None
    ruling = table.active
    if ruling is None:
        ruling = Ruling(irregularity, ("48B1", "54A"))
        table.add_ruling(ruling)
    ruling.chosen = "become_dummy"
    # 48B1: declarer facing his cards after a lead out of turn: Law 54
    ruling.laws = ("48B1", "54A")
    ruling.effects.append(Effect(EffectKind.DECLARER_BECOMES_DUMMY, play.declarer, ("54A",)))
    irregularity.accepted_law = "54A"
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    play.declarer, play.dummy = play.dummy, play.declarer
    _accept_lead(edition, table, irregularity)


def _retract_as_penalty_card(
    edition: Edition, table: Table, irregularity: Irregularity, laws: tuple[str, ...]
) -> None:
    """The lead goes back to the hand as a major penalty card (54D, 56)."""
    offender = irregularity.offender
    assert offender is not None
    table.hold(None)
    table.move_to(Status.PLAY)
    irregularity.facts_as(CardFacts).retracted = True
    make_penalty_card(table, offender, irregularity.facts_as(CardFacts).known_card, True, laws)
    _at_lead(edition, table)


@BOOK.ruling(IrregularityCode.LEAD_OUT_OF_TURN)
def rule_lead_out_of_turn(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    card = irregularity.facts_as(CardFacts).known_card
    if offender.side is play.declarer.side:
        return _rule_declarers_lead(edition, table, irregularity)
    names = {
        "declarer": _name(play.declarer),
        "offender": _name(offender),
        "turn": _name(play.next_seat),
        "card": card.name,
    }
    ruling = Ruling(irregularity, ("53", "56"), chooser=play.declarer)
    # seed 004: a 26 restriction chosen for this lead comes first (50D2 later)
    later = play.next_seat is offender.partner and deferred_by_lead_restriction(
        table, play.next_seat
    )
    # penalty cards of the offender already on the table (50B, 51B)
    others = tuple(
        o.card for o in penalty_cards(table, offender) if o.card is not None and o.card is not card
    )
    if _facts(irregularity).get("opponent_induced"):
        _induced(edition, table, ruling)
        return ruling
    if _facts(irregularity).get("led") is False and _after_a_seen_trick(table):
        _fifth_card(edition, table, ruling)
        return ruling
    _ask_led(table, ruling)
    ruling.options = [
        Option(
            "accept",
            ("53A",),
            Message(
                "{declarer} accepts {card} as the lead; the next card is played from the "
                "hand to its left.",
                names,
            ),
            (Effect(EffectKind.LEAD_STANDS, offender, ("53A",), card=card.name),),
        ),
        Option(
            "reject",
            ("56", "50B", "51B")
            if others and play.next_seat is offender.partner
            else ("56", "50D"),
            Message(
                "{card} goes back and becomes a major penalty card; {turn} leads now, as the "
                "lead restriction choice already made for this lead allows, and "
                "{declarer}'s choice for the penalty card (50D2) comes only at {turn}'s "
                "next lead."
                if later
                else "{card} goes back and becomes a penalty card; with {others} already on "
                "the table, all of {offender}'s penalty cards are major (50B); {turn} leads, "
                "after {declarer}'s choice under 51B."
                if play.next_seat is offender.partner and others
                else "{card} goes back and becomes a major penalty card; {turn} leads, after "
                "{declarer}'s choice under 50D2."
                if play.next_seat is offender.partner
                else "{card} goes back and becomes a major penalty card; {turn} leads.",
                {**names, "others": " ".join(c.name for c in others)},
            ),
            (Effect(EffectKind.PENALTY_CARD, offender, ("56",), card=card.name, scope="major"),),
            _penalty_choices(
                play.declarer,
                offender.partner,
                card,
                later,
                others,
                edition.SEVERAL_SUITS_FREE_LAW,
            )
            if play.next_seat is offender.partner
            else (),
        ),
    ]
    return ruling


def _rule_declarers_lead(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """55: declarer led from the wrong hand or at a defender's turn; either
    defender may accept; the one to the left of the hand that led decides
    when they differ (55A)."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    card = irregularity.facts_as(CardFacts).known_card
    names = {
        "chooser": _name(offender.lho),
        "turn": _name(play.next_seat),
        "card": card.name,
        "declarer": _name(play.declarer),
    }
    ruling = Ruling(irregularity, ("55",), chooser=offender.lho)
    if _facts(irregularity).get("opponent_induced"):
        _induced(edition, table, ruling)
        return ruling
    if _facts(irregularity).get("led") is False and _after_a_seen_trick(table):
        _fifth_card(edition, table, ruling)
        return ruling
    ruling.options = _declarers_lead_options(play, offender, card, offender.lho)
    # 55A: either defender may choose; the one to the left of the hand that led prevails
    ruling.choosers = (offender.lho, offender.rho)
    ruling.reasoning.append(
        Message("If the defenders disagree, {chooser}'s choice prevails (55A).", names)
    )
    ruling.reasoning.append(
        Message(
            "Should {declarer} then choose a line of play that could be based on what his "
            "irregularity told him, the director may adjust the score (55C).",
            names,
        )
    )
    return ruling


def _declarers_lead_options(play: Play, offender: Seat, card: Card, chooser: Seat) -> list[Option]:
    """55A: accept declarer's lead out of turn, or have it taken back (55B1
    at a defender's turn, 55B2 from the wrong hand of declarer's side);
    ``chooser`` is the defender who chooses (either may, 55A)."""
    names = {
        "chooser": _name(chooser),
        "next": _name(offender.lho),
        "turn": _name(play.next_seat),
        "card": card.name,
        "declarer": _name(play.declarer),
    }
    defender_turn = play.next_seat.side is not play.declarer.side
    law = "55B1" if defender_turn else "55B2"
    reject_text = (
        Message("{card} goes back to the hand without rectification; {turn} leads.", names)
        if defender_turn
        else Message(
            "{card} goes back; {declarer} leads from {turn}'s hand, any card he likes.", names
        )
    )
    accept_text = (
        Message("{chooser} accepts {card} as the lead and plays the next card.", names)
        if chooser is offender.lho
        else Message("{chooser} accepts {card} as the lead; {next} plays the next card.", names)
    )
    return [
        Option(
            "accept",
            ("55A", "53A"),
            accept_text,
            (Effect(EffectKind.LEAD_STANDS, offender, ("55A",), card=card.name),),
        ),
        Option(
            "reject",
            (law,),
            reject_text,
            (
                Effect(EffectKind.CARD_WITHDRAWN, offender, (law,), card=card.name),
                # 55C: a line of play the retracted card may have suggested
                Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, play.declarer, ("55C",)),
            ),
        ),
    ]


def _declarers_lead_ruling(ruling: Ruling | None) -> bool:
    """``ruling`` is a 55 ruling with its options: declarer's lead out of
    turn, accepted or refused by a defender."""
    return (
        ruling is not None
        and ruling.laws == ("55",)
        and ruling.irregularity.offender is not None
        and ruling.option("accept") is not None
    )


#: the actions that leave a defender's 55A choice open to his partner's
#: differing one: the director's arrival, his facts and other choices
_WHILE_CHOOSING = (DirectorEvent, FactEvent, ChoiceEvent)


def _just_chosen(table: Table, index: int) -> tuple[Ruling, int] | None:
    """The 55 ruling a defender has just chosen on, with nothing but the
    director's actions and choices since, and the index of that choice."""
    ruling = table.rulings[-1] if table.rulings else None
    if ruling is None or not _declarers_lead_ruling(ruling) or ruling.chosen is None:
        return None
    for at in range(index - 1, -1, -1):
        earlier = table.record.events[at]
        if not isinstance(earlier, _WHILE_CHOOSING):
            return None
        if isinstance(earlier, ChoiceEvent) and earlier.by is ruling.chooser:
            return (ruling, at) if earlier.option == ruling.chosen else None
    return None


def either_defender_chooses(edition: Edition, table: Table, index: int, event: ChoiceEvent) -> bool:
    """55A: either defender may accept declarer's lead out of turn or have
    it taken back; when they choose differently, the choice of the defender
    to the left of the hand that led prevails. The partner who chooses first
    is the chooser; a differing choice of that defender afterwards, before
    play goes on, overrules it (the state is derived again from the record,
    the partner's choice kept without effect). True when the event is fully
    handled here."""
    ruling = table.active
    if (
        _declarers_lead_ruling(ruling)
        and table.status is Status.AWAITING_CHOICE
        and ruling is not None
        and ruling.chosen is None
        and ruling.option(event.option) is not None
    ):
        offender = ruling.irregularity.offender
        play = table.play
        assert offender is not None and play is not None
        if event.by is not offender.rho:
            return False
        if index in table.overruled:
            table.note_without_effect(
                index,
                event.by,
                Message(
                    "{seat} chose, but {lho} chose differently and {lho}'s choice "
                    "prevails (55A): it has no effect.",
                    {"seat": _name(event.by), "lho": _name(offender.lho)},
                ),
            )
            return True
        ruling.chooser = event.by
        card = ruling.irregularity.facts_as(CardFacts).known_card
        ruling.options = _declarers_lead_options(play, offender, card, event.by)
        return False
    found = _just_chosen(table, index) if table.active is None else None
    if found is None:
        return False
    chosen, at = found
    offender = chosen.irregularity.offender
    assert offender is not None and chosen.chooser is not None
    if event.by not in (offender.lho, offender.rho) or event.by is chosen.chooser:
        return False
    if chosen.option(event.option) is None:
        return False
    names = {"seat": _name(event.by), "first": _name(chosen.chooser), "lho": _name(offender.lho)}
    if event.option == chosen.chosen:
        reason = Message("{seat} made the same choice as {first} (55A): it changes nothing.", names)
    elif event.by is offender.lho:
        table.overrule(at)
        return True
    else:
        reason = Message(
            "{seat} chose differently from {lho}, and {lho}'s choice prevails (55A): "
            "it has no effect.",
            names,
        )
    table.note_without_effect(index, event.by, reason)
    return True


@BOOK.ruling(IrregularityCode.LEAD_FROM_WRONG_HAND)
def rule_lead_from_wrong_hand(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    return _rule_declarers_lead(edition, table, irregularity)


@BOOK.choice(IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.LEAD_FROM_WRONG_HAND)
def _choose_lead(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    play = _play_on(table, ruling, option)
    facts = irregularity.facts_as(CardFacts)
    later, facts.cards_before_ruling = facts.cards_before_ruling, []
    if option.code == "accept":
        _accept_lead(edition, table, irregularity)
        _judge_cards_before_ruling(edition, table, later)
    elif offender.side is play.declarer.side:
        table.hold(None)  # 55B: the card goes back, no rectification
        irregularity.facts_as(CardFacts).retracted = True
        # a card declarer played from his other hand to the refused lead
        # goes back to that hand as well (47B)
        for seat, card, at in [q for q in play.queued if q[2] > irregularity.event]:
            if seat is offender.partner:
                play.queued.remove((seat, card, at))
                ruling.effects.append(
                    Effect(EffectKind.CARD_WITHDRAWN, seat, ("47B",), card=card.name)
                )
        # 60B: until declarer leads from the right hand a defender's card
        # is a major penalty card
        if play.next_seat.side is play.declarer.side:
            irregularity.facts_as(CardFacts).retracted_at = len(play.cards_played())
        _at_lead(edition, table)
    else:
        _cards_played_to_a_refused_lead(table, ruling, later)
        _retract_as_penalty_card(edition, table, irregularity, ("56", "50D"))


def _cards_played_to_a_refused_lead(table: Table, ruling: Ruling, later: list[int]) -> None:
    """The lead out of turn is refused: a card the offender's partner played
    to it is an exposed card, a major penalty card (49, 50B: played
    deliberately); one of declarer's side goes back to the hand (47B)."""
    offender = ruling.irregularity.offender
    assert offender is not None
    for index in later:
        event = table.record.events[index]
        if not isinstance(event, CardEvent):
            continue
        seat, card = event.by, event.card
        if seat is offender.partner:
            kind = make_penalty_card(table, seat, card, True, ("49", "50"))
            ruling.effects.append(
                Effect(EffectKind.PENALTY_CARD, seat, ("49",), card=card.name, scope=kind)
            )
        else:
            ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, seat, ("47B",), card=card.name))


@BOOK.refact(IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.LEAD_FROM_WRONG_HAND)
def _refact_lead(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    ruling.facts[event.fact] = event.value
    if event.fact == "opponent_induced" and event.value:
        ruling.question = None
        _induced(edition, table, ruling)
    elif event.fact == "led" and event.value is False and _after_a_seen_trick(table):
        # 45E: the director finds the card was a fifth card to the trick
        # just completed, not a lead (also where he was not asked)
        _fifth_card(edition, table, ruling)


@BOOK.fact(IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.LEAD_FROM_WRONG_HAND)
def _fact_lead(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """45E: was the card led, or added to the trick just completed?"""
    ruling.facts[event.fact] = event.value
    ruling.question = None
    ruling.irregularity.facts.ask_first = False
    if event.value is False:
        _fifth_card(edition, table, ruling)
        return
    table.move_to(Status.AWAITING_CHOICE)  # a lead: the options of 53/56 or 55


def _after_a_seen_trick(table: Table) -> bool:
    """The trick before the lead is in the record (not quitted before it
    began), and no card has been played to the new trick."""
    play = table.play
    return (
        play is not None
        and not play.current
        and bool(play.tricks)
        and play.tricks[-1].seen
        and len(play.tricks) < 13
    )


def _ask_led(table: Table, ruling: Ruling) -> None:
    """45E1: the defender who played the last card of the trick just
    completed put down another card at once: was it a lead to the next
    trick (53, 56), or a fifth card to that trick (a penalty card)? Only the
    director can judge; asked before the options (a fifth card has none).
    Declarer's card from the hand that played last is taken as the lead
    from the wrong hand it nearly always is (55); the director who finds it
    a fifth card says so with the same fact (45E2)."""
    play = table.play
    irregularity = ruling.irregularity
    offender = irregularity.offender
    if (
        play is None
        or offender is None
        or offender.side is play.declarer.side
        or not _after_a_seen_trick(table)
        or play.tricks[-1].cards[-1][0] is not offender
    ):
        return
    card = irregularity.facts_as(CardFacts).known_card
    ruling.question = Question(
        "led",
        ("45E1",),
        Message(
            "{offender} played the last card of the trick just completed and then "
            "{card}: did he lead {card} to the next trick (53, 56)? If not, it is a "
            "fifth card to that trick and becomes a penalty card (45E1, 50).",
            {"offender": _name(offender), "card": card.name},
        ),
    )
    irregularity.facts.ask_first = True


def _fifth_card(edition: Edition, table: Table, ruling: Ruling) -> None:
    """45E: the card was contributed to the trick just completed as a fifth
    card: a defender's becomes a penalty card (45E1, 50), declarer's or
    dummy's goes back to the hand without rectification (45E2)."""
    play = table.play
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(CardFacts)
    card = facts.known_card
    defender = offender.side is not play.declarer.side
    law = "45E1" if defender else "45E2"
    irregularity.code = IrregularityCode.EXPOSED_CARD
    irregularity.laws = (law,)
    irregularity.facts.ask_first = False
    facts.cards_before_ruling = []
    ruling.laws = (law,)
    ruling.options = []
    ruling.chooser = None
    ruling.question = None
    ruling.reasoning = []  # the lead's own reasoning (55A) no longer applies
    table.hold(None)
    names = {"offender": _name(offender), "card": card.name}
    ruling.reasoning.append(
        Message(
            "The director judges that {offender} added {card} to the trick just completed "
            "as a fifth card: it was not a lead (45E1)."
            if defender
            else "The director judges that {card} was added to the trick just completed as "
            "a fifth card: it was not a lead (45E2).",
            names,
        )
    )
    if not defender:
        facts.retracted = True
        facts.no_rectification = True
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, offender, (law,), card=card.name))
        table.open_ruling(None)
        table.move_to(Status.PLAY)
        _at_lead(edition, table)
        return
    _penalty_card_ruled(edition, table, ruling, (law, "50"))


# premature play (57) ------------------------------------------------------------


def _premature(
    edition: Edition, table: Table, index: int, seat: Seat, card: Card, violation: Violation
) -> bool:
    """57C3: declarer's premature card stands and waits for its turn; 57D: a
    defender who plays at his RHO's turn after partner played. 57A waits
    for the director (False)."""
    play = table.play
    assert play is not None
    if violation.law == "57A":
        return False  # a premature lead (57A): declarer chooses, 57C and 57D do not apply
    if seat.side is not play.declarer.side and _declarer_played_both(table):
        # 57C1: declarer has played from both hands (a premature card of his
        # counts, 57C3): the defender's card stands, no rectification
        ruling = edition.found_ruling(
            table,
            index,
            IrregularityCode.PREMATURE_PLAY,
            ("57C1",),
            seat,
            violation.message,
            facts=CardFacts(card=card),
        )
        ruling.reasoning.append(
            Message(
                "Declarer had already played from both hands to this trick: {seat} is not "
                "subject to rectification for playing before his partner (57C1).",
                {"seat": _name(seat)},
            )
        )
        ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, seat, ("57C1",), card=card.name))
        ruling.effects.append(Effect(EffectKind.CARD_STANDS, seat, ("57C1",), card=card.name))
        play.queued.append((seat, card, index))
        return True
    if seat.side is not play.declarer.side and _dummy_played_first(table):
        # 57C2: dummy picked up a card of his own accord before his RHO
        # played: the defender who then played early is not rectified
        law = edition.DUMMY_FIRST_LAW
        ruling = edition.found_ruling(
            table,
            index,
            IrregularityCode.PREMATURE_PLAY,
            (law,),
            seat,
            violation.message,
            facts=CardFacts(card=card),
        )
        ruling.reasoning.append(dummy_first_reason(seat, law))
        ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, seat, (law,), card=card.name))
        ruling.effects.append(Effect(EffectKind.CARD_STANDS, seat, (law,), card=card.name))
        play.queued.append((seat, card, index))
        return True
    if seat.side is play.declarer.side:
        # 54B2: after accepting an opening lead out of turn declarer played
        # the second card from dummy: it stands like any premature card
        accepted_opening = not play.tricks and any(
            i.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN and i.accepted
            for i in table.irregularities
        )
        early = edition.DECLARER_EARLY_LAW
        laws = ("54B2", early) if accepted_opening and seat is play.dummy else (early,)
        table.note_irregularity(
            Irregularity(
                IrregularityCode.PREMATURE_PLAY,
                laws,
                index,
                seat,
                violation.message,
                accepted=True,
                facts=CardFacts(card=card),
            )
        )
        play.queued.append((seat, card, index))
        return True
    if any(s is seat.partner for s, _ in play.current):
        return edition.premature_after_partner(table, index, seat, card, violation)
    # 57A: a defender plays before his partner has played to the trick
    edition.flag(
        table,
        index,
        IrregularityCode.PREMATURE_PLAY,
        "57A",
        seat,
        violation.message,
        facts=CardFacts(card=card),
    )
    return True


def dummy_first_reason(seat: Seat, law: str) -> Message:
    """Why a defender's card played before his partner's is not rectified:
    dummy moved first (2017 57C2, 2007 57C1)."""
    return Message(
        "Dummy had handled a card of his own accord before his right-hand opponent "
        "played: {seat} is not subject to rectification for playing before his "
        "partner ({law}).",
        {"seat": _name(seat), "law": law},
    )


def _dummy_played_first(table: Table) -> bool:
    """57C2: in this trick dummy handled one of his cards (recorded as an
    exposure by dummy) before his RHO had played."""
    play = table.play
    assert play is not None
    if not play.current or play.dummy.rho in {s for s, _ in play.current}:
        return False
    lead = _event_of(table, *play.current[0])
    return any(
        i.code == IrregularityCode.EXPOSED_CARD and i.offender is play.dummy and i.event > lead
        for i in table.irregularities
    )


def _declarer_played_both(table: Table) -> bool:
    """Whether declarer has played to this trick from his hand and from
    dummy, cards played before their turn (57C3) included (57C1)."""
    play = table.play
    assert play is not None
    seats = {s for s, _ in play.current} | {q[0] for q in play.queued}
    return play.declarer in seats and play.dummy in seats


def premature_after_partner(
    edition: Edition, table: Table, index: int, seat: Seat, card: Card, violation: Violation
) -> bool:
    """57D (2017): a defender plays at his RHO's turn, his partner having
    played: a legal card is played at his turn, any other is a major
    penalty card."""
    play = table.play
    assert play is not None
    led = play.current[0][1].suit
    legal = card.suit is led or not play.can_follow(seat, led)
    irregularity = Irregularity(
        IrregularityCode.PREMATURE_PLAY,
        ("57D",),
        index,
        seat,
        violation.message,
        facts=CardFacts(card=card),
    )
    table.note_irregularity(irregularity)
    if legal:
        # played at his turn by 57D itself: nobody accepted it
        play.queued.append((seat, card, index))
    else:
        irregularity.facts_as(CardFacts).penalty = make_penalty_card(
            table, seat, card, True, ("57D", "50")
        )
    return True


@BOOK.ruling(IrregularityCode.PREMATURE_PLAY)
def rule_premature_play(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    card = irregularity.facts_as(CardFacts).known_card
    partner = offender.partner
    ruling = Ruling(irregularity, ("57A",), chooser=play.declarer)
    if _facts(irregularity).get("dummy_suggested"):
        _dummy_suggested(edition, table, ruling)
        return ruling
    extra = _one_too_many(table, irregularity)
    if extra and _facts(irregularity).get("led") is False:
        _extra_card(edition, table, ruling)
        return ruling
    effect = Effect(EffectKind.PENALTY_CARD, offender, ("57A",), card=card.name, scope="major")
    if not play.current or any(s is partner for s, _ in play.current):
        # the partner played to that trick before the ruling (it may be
        # complete): declarer's options for that card are gone
        ruling.reasoning.append(
            Message(
                "{partner} has already played to the trick, so declarer's options for that "
                "card no longer apply; {card} is a major penalty card (57A, 50).",
                {"partner": _name(partner), "card": card.name},
            )
        )
        ruling.chooser = None
        table.hold(None)
        make_penalty_card(table, offender, card, True, ("57A", "50"))
        ruling.effects.append(effect)
        table.open_ruling(None)
        table.move_to(Status.PLAY)
        _at_lead(edition, table)
        return ruling
    led = play.current[0][1].suit
    names = {
        "declarer": _name(play.declarer),
        "offender": _name(offender),
        "partner": _name(partner),
        "card": card.name,
        "led": led.letter,
    }
    ruling.options = [
        Option(
            "highest",
            ("57A1",),
            Message("{partner} must play his highest card of {led}.", names),
            (effect,),
        ),
        Option(
            "lowest",
            ("57A2",),
            Message("{partner} must play his lowest card of {led}.", names),
            (effect,),
        ),
    ]
    others = [s for s in SUITS_DISPLAY_ORDER if s is not led]
    no_other_suit = _no_other_suit(edition, play, offender)
    if no_other_suit is None and edition.PREMATURE_REQUIRE:
        # with his hand unknown, the option is there with its condition
        unknown = play.can_follow(partner, led)
        for suit in others:
            ruling.options.append(
                Option(
                    f"require_suit:{suit.letter}",
                    ("57A3",),
                    Message(
                        "{partner} must play a card of {suit}, if he has no {led} (otherwise "
                        "he follows suit, 44C)."
                        if unknown
                        else "{partner} must play a card of {suit}.",
                        {**names, "suit": suit.letter},
                    ),
                    (effect,),
                )
            )
    law = "57A4" if edition.PREMATURE_REQUIRE else "57A3"
    for suit in others:
        ruling.options.append(
            Option(
                f"prohibit_suit:{suit.letter}",
                (law,),
                Message("{partner} may not play a card of {suit}.", {**names, "suit": suit.letter}),
                (effect,),
            )
        )
    ruling.reasoning.append(
        Message(
            "{card} becomes a major penalty card. A partner unable to comply may play any "
            "legal card (57B, 59).",
            names,
        )
    )
    if no_other_suit is not None:
        ruling.reasoning.append(no_other_suit)
    if extra and "led" not in _facts(irregularity):
        # seed 004: the director first establishes what the card was; it is
        # a penalty card either way (57A major; 45E1 by 50B)
        ruling.question = Question(
            "led",
            ("57A", "45E1"),
            Message(
                "{offender} had already played to this trick and then put down {card} "
                "before {partner} played: did he lead {card} to the next trick (57A)? If "
                "not, it is one card too many in this trick (67A2) and becomes a penalty "
                "card (45E1, 50).",
                names,
            ),
        )
        irregularity.facts.ask_first = True
        ruling.reasoning = [
            Message(
                "If {card} was led, it becomes a major penalty card and {declarer} chooses "
                "for {partner} (57A); a partner unable to comply may play any legal card "
                "(57B, 59).",
                names,
            )
        ]
        make_penalty_card(table, offender, card, False, ("57A", "45E1", "50"))
        return ruling
    if extra:
        ruling.reasoning.insert(0, _judged_led(offender, card))
    # the penalty card binds from the ruling on, while declarer still chooses
    make_penalty_card(table, offender, card, True, ("57A", "50"))
    return ruling


def _no_other_suit(edition: Edition, play: Play, offender: Seat) -> Message | None:
    """57A3 (2017) asks the offender's partner for a card of another suit:
    it applies only when he has no card of the suit led. Known to hold one,
    he must follow suit (44C): the reason the option is not offered."""
    partner = offender.partner
    led = play.current[0][1].suit
    if not edition.PREMATURE_REQUIRE or not play.holds_suit(partner, led):
        return None
    return Message(
        "{partner} holds {led} and must follow suit (44C): requiring a card of another suit "
        "(57A3) is not an option.",
        {"partner": _name(partner), "led": led.letter},
    )


def _judged_led(offender: Seat, card: Card) -> Message:
    return Message(
        "The director judges that {offender} led {card} to the next trick before {partner} "
        "played (57A).",
        {"offender": _name(offender), "partner": _name(offender.partner), "card": card.name},
    )


def _one_too_many(table: Table, irregularity: Irregularity) -> bool:
    """The defender who played too soon had already played to the trick in
    progress: his card is a lead to the next trick (57A) or one card too
    many in this one (67A2, 45E1), as the director judges."""
    play = table.play
    offender = irregularity.offender
    return (
        play is not None
        and offender is not None
        and irregularity.laws[:1] == ("57A",)
        and any(s is offender for s, _ in play.current)
    )


def _extra_card(edition: Edition, table: Table, ruling: Ruling) -> None:
    """67A2, 45E1: the director finds the defender's second card was not a
    lead but one card too many in the trick: a penalty card (50B: minor if a
    low card not played deliberately), no choice for declarer; play goes on
    in turn."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    card = irregularity.facts_as(CardFacts).known_card
    irregularity.code = IrregularityCode.EXPOSED_CARD
    irregularity.laws = ("67A2", "45E1")
    irregularity.facts.ask_first = False
    irregularity.facts.ruled = True
    ruling.laws = ("67A2", "45E1")
    ruling.options, ruling.chooser, ruling.question = [], None, None
    ruling.reasoning = [
        Message(
            "The director judges that {offender} did not lead {card}: it is one card too "
            "many in this trick (67A2) and becomes a penalty card (45E1).",
            {"offender": _name(offender), "card": card.name},
        )
    ]
    table.hold(None)
    table.keep_obligations(
        o
        for o in table.obligations
        if not (o.type == ObligationType.PENALTY_CARD and o.card is card)
    )
    _penalty_card_ruled(edition, table, ruling, ("67A2", "45E1", "50"))


def _deliberate_question(card: Card) -> Question:
    """50B: a low card exposed is a minor penalty card unless it was
    exposed through deliberate play; only the director can say."""
    return Question(
        "deliberate",
        ("50B",),
        Message(
            "Was {card} exposed through deliberate play (then it is a major penalty card)?",
            {"card": card.name},
        ),
    )


def _penalty_card_ruled(
    edition: Edition, table: Table, ruling: Ruling, laws: tuple[str, ...]
) -> None:
    """The director found the ruling's card a defender's penalty card (45E1,
    67A2): its kind under 50B (a deliberate play found earlier counts), the
    'deliberate?' question while it is minor, otherwise play goes on to the
    next lead (26B, 50D2 first)."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    facts = irregularity.facts_as(CardFacts)
    card = facts.known_card
    deliberate = bool(ruling.facts.get("deliberate", _facts(irregularity).get("deliberate")))
    kind = make_penalty_card(table, offender, card, deliberate, laws)
    facts.penalty = kind
    ruling.effects.append(
        Effect(EffectKind.PENALTY_CARD, offender, ("50B",), card=card.name, scope=kind)
    )
    if kind == "minor" and "deliberate" not in ruling.facts:
        ruling.question = _deliberate_question(card)
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_FACT)
        return
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    _at_lead(edition, table)


@BOOK.fact(IrregularityCode.PREMATURE_PLAY)
def _fact_premature_play(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """57A or 67A2: the director's answer to ``led``."""
    ruling.facts[event.fact] = event.value
    ruling.question = None
    ruling.irregularity.facts.ask_first = False
    if event.fact == "led" and event.value is False:
        _extra_card(edition, table, ruling)
        return
    offender = ruling.irregularity.offender
    assert offender is not None
    card = ruling.irregularity.facts_as(CardFacts).known_card
    make_penalty_card(table, offender, card, True, ("57A", "50"))
    ruling.reasoning = [
        _judged_led(offender, card),
        Message(
            "{card} becomes a major penalty card. A partner unable to comply may play any "
            "legal card (57B, 59).",
            {"card": card.name},
        ),
    ]
    play = table.play
    no_other_suit = _no_other_suit(edition, play, offender) if play is not None else None
    if no_other_suit is not None:
        ruling.reasoning.append(no_other_suit)
    table.move_to(Status.AWAITING_CHOICE)


def _dummy_suggested(edition: Edition, table: Table, ruling: Ruling) -> None:
    """57C2 (2007 57C1): dummy illegally suggested a play before the defender
    played too soon (45F): no rectification; the card stands and is played
    at its turn."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    card = irregularity.facts_as(CardFacts).known_card
    law = edition.DUMMY_FIRST_LAW
    ruling.options, ruling.chooser, ruling.laws = [], None, (law,)
    ruling.facts["dummy_suggested"] = True
    ruling.reasoning = []
    table.keep_obligations(
        o
        for o in table.obligations
        if not (o.type == ObligationType.PENALTY_CARD and o.card is card)
    )
    ruling.reasoning.append(
        Message(
            "Dummy suggested a play: there is no rectification for {offender}'s card "
            "played too soon ({law}).",
            {"offender": _name(offender), "law": law},
        )
    )
    ruling.effects.append(Effect(EffectKind.CARD_STANDS, offender, (law,), card=card.name))
    table.hold(None)
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    play.queued.append((offender, card, irregularity.event))


@BOOK.refact(IrregularityCode.PREMATURE_PLAY)
def _refact_premature_play(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    ruling.facts[event.fact] = event.value
    if event.fact == "dummy_suggested" and event.value:
        _dummy_suggested(edition, table, ruling)


@BOOK.choice(IrregularityCode.PREMATURE_PLAY)
def choose_premature_play(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    offender, card = _offenders_card(edition, table, ruling, option)
    if not any(o.card is card for o in penalty_cards(table, offender)):
        make_penalty_card(table, offender, card, True, ("57A", "50"))
    kind, _, letter = option.code.partition(":")
    table.oblige(
        Obligation(
            ObligationType.PLAY_RESTRICTION,
            offender.partner,
            option.laws,
            kind=kind,
            suit=Suit.parse(letter) if letter else None,
            chooser=ruling.chooser,
        )
    )
    ruling.effects.append(
        Effect(EffectKind.PLAY_RESTRICTION, offender.partner, option.laws, scope=option.code)
    )


# the director at the table for what did not stop play ----------------------------


def on_director(edition: Edition, table: Table, index: int, event: DirectorEvent) -> None:
    claim = table.claim
    active = table.active
    # declarer's 50D2/51 choice at the lead may already be open when the
    # director comes for the exposure itself: he rules on it first
    at_lead_choice = (
        active is not None
        and active.irregularity.code == IrregularityCode.PENALTY_CARD
        and active.chosen is None
    )
    if (
        table.pending is None
        and (active is None or at_lead_choice)
        and table.play is not None
        and not (claim is not None and claim.disputed)
        and table.status in (Status.PLAY, Status.COMPLETE, Status.AWAITING_CHOICE)
        and (table.status is not Status.AWAITING_CHOICE or at_lead_choice)
    ):
        irregularity = next(
            (
                i
                for i in reversed(table.irregularities)
                if (
                    i.code in (IrregularityCode.REVOKE, IrregularityCode.EXPOSED_CARD)
                    or _noted_premature(i)
                )
                and not i.facts.ruled
            ),
            None,
        )
        if irregularity is not None and _noted_premature(irregularity):
            # 57D (2007: 49) was applied when the card was played; the
            # director, now at the table, says so
            irregularity.facts.ruled = True
            table.add_ruling(_rule_noted_premature(table, irregularity))
            _at_lead(edition, table)
            return
        if irregularity is not None and not (
            at_lead_choice and irregularity.code != IrregularityCode.EXPOSED_CARD
        ):
            # every card exposed since the last ruling is ruled on at once
            # (two or more penalty cards are all major, 50B)
            group = (
                [
                    i
                    for i in table.irregularities
                    if i.code == IrregularityCode.EXPOSED_CARD and not i.facts.ruled
                ]
                if irregularity.code == IrregularityCode.EXPOSED_CARD
                else [irregularity]
            )
            for one in group:
                one.facts.ruled = True
                before = next(
                    (i for i, r in enumerate(table.rulings) if r is active and at_lead_choice),
                    len(table.rulings),
                )
                ruler = (
                    edition.rule_revoke
                    if one.code == IrregularityCode.REVOKE
                    else edition.rule_exposure
                )
                ruling = ruler(table, one)
                table.add_ruling(ruling, at=before)
                if table.active is None:
                    edition.ask_now(table, ruling)
            _premature_lead_after_exposure(edition, table, group)
            # 50D2: the holder's partner already has the lead: declarer
            # chooses now, once the director has ruled the penalty card
            _at_lead(edition, table)
            return
    if _rule_earlier_exposures(edition, table):
        return  # the later irregularity is ruled once the question is answered
    waiting = table.pending
    Edition.on_director(edition, table, index, event)
    if waiting is not None and any(r.irregularity is waiting for r in table.rulings):
        _rule_later_exposures(edition, table, waiting)


def _rule_later_exposures(edition: Edition, table: Table, ruled: Irregularity) -> None:
    """9B: a defender's card shown after the irregularity the director was
    called for, before he came, is ruled at the same call, after it (where
    nothing needs asking: a major card; a low one waits for the next call)."""
    for one in table.irregularities:
        if (
            one.code != IrregularityCode.EXPOSED_CARD
            or one.facts.ruled
            or one.event is None
            or ruled.event is None
            or one.event <= ruled.event
        ):
            continue
        ruling = edition.rule_exposure(table, one)
        if ruling.question is not None or ruling.options:
            continue
        one.facts.ruled = True
        active = table.active
        at = next((i for i, r in enumerate(table.rulings) if r is active), len(table.rulings))
        table.add_ruling(ruling, at=at)


def _rule_earlier_exposures(edition: Edition, table: Table) -> bool:
    """The director comes for an irregularity that waits for him (a lead out
    of turn, ...): a defender's card exposed before it and not yet ruled on
    is ruled on first, in order (9B). A minor penalty card asks whether it
    was played deliberately (50B): the later irregularity waits behind that
    question (``table.deferred``) and is ruled at the same call once it is
    answered. True when such a question is now open."""
    pending = table.pending
    if pending is None or table.active is not None or table.play is None:
        return False
    for one in table.irregularities:
        if (
            one.code != IrregularityCode.EXPOSED_CARD
            or one.facts.ruled
            or one.event is None
            or pending.event is None
            or one.event >= pending.event
        ):
            continue
        ruling = edition.rule_exposure(table, one)
        if ruling.options:
            continue
        one.facts.ruled = True
        table.add_ruling(ruling)
        if ruling.question is not None:
            table.deferred.append(pending)
            table.hold(None)
            edition.ask_now(table, ruling)
            return True
    return False


def _rule_deferred(edition: Edition, table: Table, index: int) -> bool:
    """9B: an irregularity that waited behind the ruling just completed is
    ruled now, at the same director call. True when one was."""
    if not table.deferred or table.active is not None or table.pending is not None:
        return False
    caller = next(
        (e.by for e in reversed(table.record.events) if isinstance(e, DirectorEvent)), None
    )
    if caller is None:
        return False
    table.hold(table.deferred.pop())
    table.await_director()
    edition.on_director(table, index, DirectorEvent(caller))
    return True


def _noted_premature(irregularity: Irregularity) -> bool:
    """A defender's card at his RHO's turn after his partner played: 2017
    57D, 2007 an exposed card (49). Nothing waits for the director."""
    return irregularity.code == IrregularityCode.PREMATURE_PLAY and irregularity.laws[:1] in (
        ("57D",),
        ("49",),
    )


def _rule_noted_premature(table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    facts = irregularity.facts_as(CardFacts)
    card = facts.known_card
    law = irregularity.laws[0]
    ruling = Ruling(irregularity, irregularity.laws)
    names = {"offender": _name(offender), "rho": _name(offender.rho), "card": card.name}
    if facts.penalty is None:
        ruling.reasoning.append(
            Message(
                "{offender} played {card} before {rho} had played, after his partner: a "
                "legal card, played at his turn; what it told his partner may bring Law 16 "
                "into play (57D).",
                names,
            )
        )
        ruling.effects.append(Effect(EffectKind.CARD_STANDS, offender, ("57D",), card=card.name))
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, offender, ("57D", "16")))
        return ruling
    kind = next((o.kind for o in penalty_cards(table, offender) if o.card is card), facts.penalty)
    ruling.reasoning.append(
        Message(
            "{offender} played {card} before {rho} had played, after his partner: not a "
            "legal card in this trick, so a major penalty card (57D)."
            if law == "57D"
            else "{offender} played {card} before {rho} had played, after his partner: no "
            "rectification of 57 covers it, so it is an exposed card, a major penalty card "
            "(49, 50).",
            names,
        )
    )
    ruling.effects.append(
        Effect(EffectKind.PENALTY_CARD, offender, (law,), card=card.name, scope=kind)
    )
    return ruling


def _premature_lead_after_exposure(
    edition: Edition, table: Table, exposures: list[Irregularity]
) -> None:
    """50D2: the partner of a defender whose card became a major penalty
    card led before declarer could choose (the director was not called in
    time): nobody has played to that lead yet, so it is taken back as an
    exposed card (49, a major penalty card: led deliberately, 50B) and
    declarer's choice comes first."""
    play = table.play
    if play is None or len(play.current) != 1:
        return
    leader, card = play.current[0]
    lead_event = _event_of(table, leader, card)
    for exposure in exposures:
        holder = exposure.offender
        if (
            holder is None
            or holder.partner is not leader
            or holder.side is play.declarer.side
            or exposure.event > lead_event
            or not any(o.kind == "major" for o in penalty_cards(table, holder))
        ):
            continue
        play.pop()
        irregularity = Irregularity(
            IrregularityCode.EXPOSED_CARD,
            ("50D2", "49"),
            lead_event,
            leader,
            f"{_name(leader)} led {card} before declarer chose under 50D2",
            facts=CardFacts(card=card, ruled=True),
        )
        table.note_irregularity(irregularity)
        ruling = Ruling(irregularity, ("50D2", "49"))
        kind = make_penalty_card(table, leader, card, True, ("49", "50D2"))
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, leader, ("50D2",), card=card.name))
        ruling.effects.append(
            Effect(EffectKind.PENALTY_CARD, leader, ("49",), card=card.name, scope=kind)
        )
        table.add_ruling(ruling)
        return


def rule_exposure(table: Table, irregularity: Irregularity) -> Ruling:

    offender = irregularity.offender
    assert offender is not None
    card = irregularity.facts_as(CardFacts).known_card
    names = {"offender": _name(offender), "card": card.name}
    ruling = Ruling(irregularity, irregularity.laws)
    fifth = next((law for law in irregularity.laws if law in _FIFTH), None)
    if fifth is not None:
        ruling.reasoning.append(
            Message(
                "{offender} had already played to this trick: {card} is one card too many "
                "in it (67A2) and is dealt with as a fifth card: a defender's becomes a "
                "penalty card (45E1)."
                if fifth == "45E1"
                else "{offender} had already played to this trick: {card} is one card too "
                "many in it (67A2) and is dealt with as a fifth card: declarer's goes back "
                "to the hand it came from without rectification (45E2).",
                names,
            )
        )
    if irregularity.facts.no_rectification:
        returned = table.edition.EXPOSED_RETURNED_LAW
        if "54E" in irregularity.laws:
            ruling.reasoning.append(
                Message(
                    "{offender} is on the declaring side: his attempt at the opening lead is "
                    "dealt with as a card shown during the auction, and it goes back to his "
                    "hand without rectification ({law}); what it showed is unauthorized "
                    "information for his side ({info}). The right defender makes the opening "
                    "lead.",
                    {**names, "law": returned, "info": table.edition.WITHDRAWN_INFO_LAW},
                )
            )
        law = returned if "54E" in irregularity.laws else fifth or "48A"
        ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, offender, (law,), card=card.name))
        if fifth is None:
            _declarer_faced_cards(table, ruling)
        return ruling
    kind = irregularity.facts_as(CardFacts).penalty
    if kind is None:
        ruling.effects.append(
            Effect(EffectKind.NO_RECTIFICATION, offender, ("50",), card=card.name)
        )
        return ruling
    # a later penalty card may have made this one major (50B: two or more)
    kind = next((o.kind for o in penalty_cards(table, offender) if o.card is card), kind)
    irregularity.facts_as(CardFacts).penalty = kind
    ruling.effects.append(
        Effect(EffectKind.PENALTY_CARD, offender, ("50B",), card=card.name, scope=kind)
    )
    if kind == "minor":
        ruling.question = _deliberate_question(card)
    return ruling


def _declarer_faced_cards(table: Table, ruling: Ruling) -> None:
    """48B2: declarer showed several cards in a row (he faced his cards),
    other than just after an opening lead out of turn (48B1, 54): he may be
    deemed to have claimed or conceded, and Law 68 applies. Said once, at
    the last card of the run, for the director to treat it as a claim (the
    claim itself is the claimer's to state: a claim event follows)."""
    play = table.play
    irregularity = ruling.irregularity
    seat = irregularity.offender
    if play is None or seat is not play.declarer:
        return
    events = table.record.events
    at = irregularity.event

    def shown(i: int) -> bool:
        event = events[i] if 0 <= i < len(events) else None
        return type(event) is ExposeEvent and event.by is seat

    if shown(at + 1):
        return  # not the last card of the run
    first = at
    while shown(first - 1):
        first -= 1
    if first == at:
        return  # one card shown: 48A alone
    ruling.laws = (*ruling.laws, "48B2", "68")
    ruling.reasoning.append(
        Message(
            "{declarer} faced {count} cards: unless that was clearly not his intention, "
            "he is deemed to have claimed or conceded tricks (48B2). The director treats "
            "it as a claim (68): {declarer} states the tricks he claims and his line of "
            "play, and the defenders agree or dispute it (69, 70).",
            {"declarer": _name(seat), "count": str(at - first + 1)},
        )
    )


@BOOK.fact(IrregularityCode.EXPOSED_CARD)
def fact_exposed_card(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    ruling.facts[event.fact] = event.value
    ruling.question = None
    table.open_ruling(None)
    table.move_to(Status.PLAY if table.play and not table.play.is_complete else table.status)
    irregularity = ruling.irregularity
    offender = irregularity.offender
    card = irregularity.facts_as(CardFacts).known_card
    if event.value and offender is not None:
        for o in penalty_cards(table, offender):
            if o.card is card:
                irregularity.facts_as(CardFacts).penalty = make_penalty_card(
                    table, offender, card, True, o.laws
                )
                # the minor card the ruling named is a major one (50B)
                major = Effect(
                    EffectKind.PENALTY_CARD, offender, ("50B",), card=card.name, scope="major"
                )
                ruling.effects[:] = [
                    e
                    for e in ruling.effects
                    if not (e.kind is EffectKind.PENALTY_CARD and e.card == card.name)
                ]
                ruling.effects.insert(0, major)
    if _rule_deferred(edition, table, len(table.record) - 1):
        return
    if event.value and offender is not None:
        _at_lead(edition, table)


# revokes (61-64) -------------------------------------------------------------


def rule_revoke(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    number = facts.trick
    names = {"offender": _name(offender), "trick": str(number + 1)}
    if facts.established and number != 11:
        ruling = Ruling(irregularity, ("63", "64"))
        # the sub-law that established it (63A1 a card, 63A2 a named card, 63A3 a claim)
        how = next((law for law in reversed(irregularity.laws) if law.startswith("63A")), "63A")
        ruling.effects.append(Effect(EffectKind.REVOKE_ESTABLISHED, offender, (how,)))
        ruling.effects.append(Effect(EffectKind.TRICKS_TRANSFERRED_AFTER_PLAY, None, ("64A",)))
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("64C",)))
        ruling.reasoning.append(
            Message(
                "The revoke by {offender} in trick {trick} is established ({law}).",
                {**names, "law": how},
            )
        )
        sides = {"side": _side_name(offender.side), "other": _side_name(offender.side.other)}
        for text in found_revoke.branch_texts(table, irregularity):
            # the branch the revoke trick's winner decides; the result replaces
            # it once play is over (found_revoke.result_said)
            ruling.reasoning.append(Message(text, {**names, **sides, "_branch": "1"}))
        decided = facts.transfer or (facts.no_transfer_law, 0)
        if table.status is Status.COMPLETE and decided[0] is not None:
            # ruled after the play: the branch taken is known
            found_revoke.result_said(table, irregularity, decided[0], decided[1], ruling)
        if how == "63A2":
            ruling.reasoning.append(Message(_NAMED_TEXT, names))
        return ruling
    return _correct_revoke(edition, table, irregularity)


# 63A2: what established the revoke, said when it was not a card faced
_NAMED_TEXT = (
    "The offending side named or designated a card for the next trick (also declarer "
    "naming a card of dummy's): that establishes the revoke (63A2)."
)


def _correct_revoke(
    edition: Edition, table: Table, irregularity: Irregularity, ruling: Ruling | None = None
) -> Ruling:
    """62: the revoke card is withdrawn and replaced by a legal card. A
    defender's becomes a major penalty card (62B1); declarer's and dummy's
    go back (62B2). The non-offenders may withdraw cards played after it
    (62C1), except the card of the other side's established revoke in the
    same trick, which may not be corrected (2007 63B); a revoke in trick 12
    is corrected even if established (62D1).
    The cards after it in the revoke trick are found in that trick itself
    (a table resumed from a situation has quitted tricks with no cards)."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    card = facts.card
    number = facts.trick
    assert card is not None
    played = play.cards_played()
    start = next(
        (
            i
            for i in range(len(played) - 1, -1, -1)
            if played[i][0] is offender and played[i][1] is card
        ),
        len(played),
    )
    before, in_trick = _around_in_its_trick(play, offender, card)
    beyond = [pair for pair in played[start + 1 :] if pair not in in_trick]
    # 62C1: the non-offenders' lead to the next trick is a card played after
    # the revoke: it waits for the corrected trick (see _waiting_lead)
    next_lead = _waiting_lead(offender, number, facts, beyond)
    facts.next_lead = next_lead
    if number < len(play.tricks):
        # an irregular card to the next trick still waiting for its ruling
        # goes back at once (seed 004)
        beyond.extend(_pending_beyond(table, offender, card))
    if table.status is Status.COMPLETE:
        table.move_to(Status.PLAY)
    while len(play.cards_played()) > start:
        play.pop()
    restore_lead_restrictions(table, facts)
    law = "62D1" if number == 11 else "62A"
    if ruling is None:
        ruling = Ruling(irregularity, ("62",))
    facts.corrected = True
    facts.established = False
    irregularity.laws = ("44C", "61A", law)
    names = {"offender": _name(offender), "card": card.name}
    take_back(edition, table, ruling, offender, card, "62B2", "62B1")
    ruling.effects.append(Effect(EffectKind.REVOKE_CORRECTED, offender, (law,)))
    if (
        number == 11
        and offender.side is not play.declarer.side
        and not any(s is offender.partner for s, _ in before)
    ):
        # 62D2: a defender's revoke in trick 12 seen before his partner played
        # to it: what it shows is unauthorized for partner (2007: he may not
        # choose the play it may suggest)
        ruling.effects.append(
            Effect(EffectKind.UNAUTHORIZED_INFORMATION, offender.partner, edition.TRICK_12_UI)
        )
    ruling.reasoning.append(
        Message("{offender} withdraws {card} and plays a legal card instead.", names)
    )
    for seat, led in beyond:
        if seat.side is not offender.side and number != 11 and (seat, led) != next_lead:
            ruling.effects.append(Effect(EffectKind.CARD_RESTORED, seat, ("62C1",), card=led.name))
    non_offenders = [
        s for s, c in in_trick if s.side is not offender.side and not revoke_stands(table, s, c)
    ]
    if facts.lead or (number == 11 and not non_offenders):
        # a lead that broke a restriction: the cards after it go back; in
        # trick 12 the offending side's cards after the revoke stand (62D1;
        # the non-offenders still choose under 62C1 below)
        keep = [] if facts.lead else in_trick
        _queue(table, keep)
    elif non_offenders or next_lead is not None:
        irregularity.later_cards = in_trick
        first = non_offenders[0] if non_offenders else next_lead[0] if next_lead else offender
        # 62C1: declarer decides for dummy's card as for his own
        chooser = play.declarer if first is play.dummy else first
        ruling.chooser = chooser
        ruling.options = _later_cards_options(
            {**names, "chooser": _name(chooser)}, first, bool(non_offenders), next_lead
        )
    else:
        _queue(table, in_trick)
    if number == 11 and not ruling.options:
        _play_forced(edition, table)
    return ruling


def _waiting_lead(
    offender: Seat, number: int, facts: RevokeFacts, beyond: list[tuple[Seat, Card]]
) -> tuple[Seat, Card] | None:
    """62C1: the lead a non-offender made to the next trick before attention
    was drawn to the revoke (the offending side has not played to it, or the
    revoke would be established). It is a card played after the revoke, so
    he may take it back; kept, it waits until the corrected trick is
    complete: it stands as the lead if he won that trick again, and goes back
    to his hand without rectification if the lead passed to another seat
    (he led in turn as the trick then lay). Not after a lead that broke a
    restriction (every later card goes back), nor in trick 12 (62D)."""
    if facts.lead or number == 11 or len(beyond) != 1:
        return None
    seat, led = beyond[0]
    return (seat, led) if seat.side is not offender.side else None


def _later_cards_options(
    names: dict[str, str],
    first: Seat,
    in_trick: bool,
    next_lead: tuple[Seat, Card] | None,
) -> list[Option]:
    """62C1: the non-offenders keep the cards they played after the revoke,
    or take them back without rectification; ``in_trick``: some lie in the
    revoke trick; ``next_lead``: their lead to the next trick."""
    withdrawn: list[Effect] = []
    if in_trick:
        withdrawn.append(Effect(EffectKind.CARDS_WITHDRAWN, first, ("62C1",)))
    if next_lead is None:
        keep = Message("The cards played after {card} to this trick stand.", names)
        back = Message(
            "{chooser}'s side takes back the cards it played after {card} to this "
            "trick, without rectification.",
            names,
        )
        return [
            Option("keep", ("62C1",), keep),
            Option("withdraw", ("62C1",), back, tuple(withdrawn)),
        ]
    leader, led = next_lead
    names = {**names, "leader": _name(leader), "lead": led.name}
    withdrawn.append(Effect(EffectKind.CARD_RESTORED, leader, ("62C1",), card=led.name))
    if in_trick:
        keep = Message(
            "The cards played after {card} to this trick stand; {leader}'s lead {lead} waits "
            "until the trick is complete: it stands if {leader} wins the trick again, else it "
            "goes back to his hand without rectification.",
            names,
        )
        back = Message(
            "{chooser}'s side takes back the cards it played after {card}, the lead {lead} "
            "included, without rectification.",
            names,
        )
    else:
        keep = Message(
            "{leader}'s lead {lead} waits until the trick is complete: it stands if {leader} "
            "wins the trick again, else it goes back to his hand without rectification.",
            names,
        )
        back = Message("{leader}'s lead {lead} goes back to his hand without rectification.", names)
    return [
        Option("keep", ("62C1",), keep),
        Option("withdraw", ("62C1",), back, tuple(withdrawn)),
    ]


def lead_after_correction(edition: Edition, table: Table, trick: Trick) -> None:
    """62C1: the corrected trick is complete: the non-offenders' lead kept
    waiting is played now if its player won the trick again; if the lead
    passed to another seat it goes back to his hand without rectification,
    what it showed authorized for his side and unauthorized for the
    offenders (16C2)."""
    play = table.play
    assert play is not None and play.waiting_lead is not None
    seat, card, index = play.waiting_lead
    play.waiting_lead = None
    if trick.winner is seat:
        play.queued.append((seat, card, index))  # played as the lead once the trick is quitted
        return
    ruling = next(
        r
        for r in reversed(table.rulings)
        if isinstance(r.irregularity.facts, RevokeFacts)
        and r.irregularity.facts.next_lead == (seat, card)
    )
    offender = ruling.irregularity.offender
    assert offender is not None
    law = edition.LATER_CARDS_LAW  # rubber 55(1)(b)
    ruling.effects.append(Effect(EffectKind.CARD_RESTORED, seat, (law,), card=card.name))
    names = {
        "seat": _name(seat),
        "card": card.name,
        "winner": _name(trick.winner),
        "side": _side_name(seat.side),
        "offenders": _side_name(offender.side),
    }
    ruling.reasoning.append(Message(edition.LEAD_BACK_TEXT, names))


def _pending_beyond(table: Table, offender: Seat, card: Card) -> list[tuple[Seat, Card]]:
    """62C1: a non-offender's card played to a later trick after the revoke
    card that still waits for acceptance or the director (a card led in
    place of a penalty card, 52; a lead out of turn) goes back to the hand
    with the others, without rectification: its own irregularity is
    cancelled (its penalty card, if any, still binds)."""
    pending = table.pending
    if (
        pending is None
        or pending.offender is None
        or pending.offender.side is offender.side
        or pending.event <= _event_of(table, offender, card)
    ):
        return []
    lapsed = table.lapse_pending_card("62C1")
    return [lapsed] if lapsed is not None else []


def take_back(
    edition: Edition, table: Table, ruling: Ruling, seat: Seat, card: Card, back: str, penalty: str
) -> None:
    """A card played is taken back (62B, 62C2, 62C3): declarer's or dummy's
    goes back to the hand under ``back``; a defender's becomes a major
    penalty card under ``penalty``."""
    play = table.play
    assert play is not None
    if seat.side is play.declarer.side:
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, seat, (back,), card=card.name))
    else:
        kind = make_penalty_card(table, seat, card, True, (penalty, "50"))
        ruling.effects.append(
            Effect(EffectKind.PENALTY_CARD, seat, (penalty,), card=card.name, scope=kind)
        )


def correct_found_revoke(
    edition: Edition, table: Table, irregularity: Irregularity, ruling: Ruling
) -> bool:
    """A revoke the director found, its card in a trick the table shows:
    corrected on the table as if it had been seen (62A-62D)."""
    play = table.play
    card = irregularity.facts_as(RevokeFacts).card
    offender = irregularity.offender
    if play is None or offender is None or card is None:
        return False
    if not any(s is offender and c is card for s, c in play.cards_played()):
        return False
    _correct_revoke(edition, table, irregularity, ruling)
    if ruling.options:
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_CHOICE)
    return True


def correction_before_claim(edition: Edition, table: Table, ruling: Ruling) -> None:
    """68D: a claim ends the play while the 62C1 choice waits; the legal card
    the revoker already played to correct his revoke (seed 004: the
    substitute first) completes the corrected trick before the claim is
    judged, so the revoke trick has its true winner (64A)."""
    facts = ruling.irregularity.facts
    if isinstance(facts, RevokeFacts) and facts.substitute is not None:
        _queue(table, [facts.substitute])
        facts.substitute = None
        edition.play_queued(table)


def _queue(table: Table, cards: list[tuple[Seat, Card]]) -> None:
    play = table.play
    assert play is not None
    play.queued = [(s, c, _event_of(table, s, c)) for s, c in cards]


def _play_forced(edition: Edition, table: Table) -> None:
    """Play on where every player has one legal card (after 62D1 in trick 12)."""
    play = table.play
    while play is not None and table.status is Status.PLAY and not play.is_complete:
        seat = play.next_seat
        legal = play.legal_cards(seat)
        queued = [q for q in play.queued if q[0] is seat]
        if queued:
            edition.play_queued(table)
            continue
        if len(legal) != 1:
            return
        before = (len(play.tricks), len(play.current))
        edition.on_card(table, len(table.record) - 1, CardEvent(seat, legal[0]))
        if (len(play.tricks), len(play.current)) == before:
            return  # the card was kept for a ruling, not played: the director goes on


def play_forced_after_withdrawal(edition: Edition, table: Table) -> None:
    """62D1 with 62C1: after a revoke in trick 12 a non-offender took his card
    back and has now played again; the rest of trick 12 and trick 13 are
    forced, as after the other choices, so they are played out."""
    corrected = any(
        isinstance(i.facts, RevokeFacts)
        and i.facts.trick == 11
        and "62D1" in i.laws
        and any(r.irregularity is i and r.chosen == "withdraw" for r in table.rulings)
        for i in table.irregularities
    )
    if corrected:
        _play_forced(edition, table)


@BOOK.choice(IrregularityCode.REVOKE)
def choose_revoke(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irregularity = ruling.irregularity
    facts = irregularity.facts_as(RevokeFacts)
    offender = irregularity.offender
    assert offender is not None
    play = _play_on(table, ruling, option)
    later = irregularity.later_cards
    if option.code == "withdraw":
        later = [(s, c) for s, c in later if s.side is offender.side or revoke_stands(table, s, c)]
        # 62C2: these may now be taken back as well (a defender's becomes
        # a penalty card)
        facts.may_withdraw = list(later)
        declaring = table.declarer
        for seat, card in later:
            if seat.side is not offender.side:
                continue
            names = {"seat": _name(seat), "card": card.name}
            ruling.reasoning.append(
                Message(
                    "{seat}, who played {card} after the revoke card, may now take it back "
                    "too; it then becomes a major penalty card (62C2).",
                    names,
                )
                if declaring is None or seat.side is not declaring.side
                else Message(
                    "{seat}, who played {card} after the revoke card, may now take it back "
                    "too, without penalty (62C2).",
                    names,
                )
            )
    substitute = facts.substitute
    _queue(table, [substitute, *later] if substitute else later)
    if option.code == "keep" and facts.next_lead is not None:
        seat, led = facts.next_lead
        play.waiting_lead = (seat, led, _event_of(table, seat, led))
    if facts.trick == 11:
        _play_forced(edition, table)
    elif substitute:
        edition.play_queued(table)
