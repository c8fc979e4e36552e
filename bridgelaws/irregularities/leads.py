"""Lead restrictions after a withdrawn call (Law 26).

When an offender's call is withdrawn and not replaced by a comparable call
(27B2, 27B3, 30B, 31A2b, 31B, 32A2b, ...), and the offender becomes a defender,
declarer chooses at the offender's partner's first lead (2017: 26B): he may
prohibit one suit the offender did not specify in the legal auction, for as
long as the partner keeps the lead. The choice is asked at that lead; the
restriction is then an obligation the engine enforces (a lead in the
prohibited suit while able to lead another is a revoke, 61A; unable to
comply, any card will do, 59).
"""

from __future__ import annotations

from bridgelaws import rules
from bridgelaws.calls import Denomination
from bridgelaws.cards import Seat, Suit
from bridgelaws.editions.base import Edition
from bridgelaws.play import Trick
from bridgelaws.rulings import (
    Effect,
    EffectKind,
    IrregularityCode,
    Message,
    Obligation,
    ObligationType,
    Option,
    Ruling,
)
from bridgelaws.table import Irregularity, Status, Table

#: the rules of this module, by irregularity code
BOOK = rules.RuleBook("leads")


# -- Law 26B (2017).


def lead_penalty(edition: Edition, table: Table, ruling: Ruling, seat: Seat) -> None:
    """2017: declarer's Law 26B choice at ``seat``'s first lead, if he defends."""
    restrict_lead(edition, table, ruling, seat, "26B")


def restrict_lead(edition: Edition, table: Table, ruling: Ruling, seat: Seat, law: str) -> None:
    """The withdrawn call may cost ``seat`` a lead restriction (26): kept as
    an obligation until the auction shows whether his side defends. A call
    cancelled after the opening lead was faced (39C) restricts his first
    lead after it: his next one."""
    ruling.effects.append(Effect(EffectKind.LEAD_RESTRICTION_POSSIBLE, seat, (law,)))
    if any(o.type == ObligationType.LEAD_RESTRICTION and o.seat is seat for o in table.obligations):
        return
    play = table.play
    scope = "next_lead" if play is not None and (play.current or play.tricks) else None
    table.oblige(
        Obligation(
            ObligationType.LEAD_RESTRICTION, seat, (law,), scope=scope, kind="pending_choice"
        )
    )
    offender = ruling.irregularity.offender
    assert offender is not None
    ruling.facts.setdefault("lead_restriction_offender", offender.letter)


def settle_lead_restrictions(edition: Edition, table: Table) -> None:
    """After the final pass: a restriction binds only a defender, and
    declarer is the one to choose (26B)."""
    play = table.play
    kept: list[Obligation] = []
    for obligation in table.obligations:
        if obligation.type != ObligationType.LEAD_RESTRICTION:
            kept.append(obligation)
        elif play is None or obligation.seat.side is play.declarer.side:
            continue
        elif obligation.kind not in (None, "pending_choice"):
            kept.append(obligation)  # chosen already (settled again in the play, 39C)
        else:
            kept.append(
                Obligation(
                    ObligationType.LEAD_RESTRICTION,
                    obligation.seat,
                    obligation.laws,
                    scope=obligation.scope,
                    kind="pending_choice",
                    chooser=play.declarer,
                )
            )
    table.keep_obligations(kept)


def before_lead(edition: Edition, table: Table) -> None:
    """At a lead by a player under a pending restriction, declarer chooses."""
    play = table.play
    if play is None or play.current or table.status is not Status.PLAY:
        return
    obligation = restriction(table, play.next_seat, "pending_choice")
    if obligation is not None:
        ruling = edition.lead_ruling(table, obligation)
        ruling.at_lead = len(play.tricks)
        holder = play.next_seat.partner
        cards = [
            o.card.name
            for o in table.obligations
            if o.type == ObligationType.PENALTY_CARD
            and o.seat is holder
            and o.kind == "major"
            and o.card is not None
        ]
        if cards and ruling.options:
            # seed 004: two separate rectifications, the restriction first
            ruling.reasoning.append(
                Message(
                    "{holder}'s major penalty card {cards} is a separate rectification: it "
                    "stays on the table and {holder} plays it at the first legal opportunity "
                    "(50D1); declarer's choice for it (50D2) comes at {seat}'s next lead."
                    if len(cards) == 1
                    else "{holder}'s major penalty cards {cards} are a separate "
                    "rectification: they stay on the table and {holder} plays them at the "
                    "first legal opportunity (50D1); declarer's choice for them (50D2, 51B) "
                    "comes at {seat}'s next lead.",
                    {
                        "holder": holder.name.title(),
                        "seat": play.next_seat.name.title(),
                        "cards": " ".join(cards),
                    },
                )
            )
        table.add_ruling(ruling)
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_CHOICE)


def lead_chooser(table: Table, obligation: Obligation) -> Seat | None:
    """Declarer chooses (26): the declarer at the lead, who is not the one
    the restriction was settled with once he became dummy (54A)."""
    return table.play.declarer if table.play is not None else obligation.chooser


def lead_ruling(edition: Edition, table: Table, obligation: Obligation) -> Ruling:
    offender = obligation.seat.partner
    specified = specified_suits(table, offender)
    free = [s for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS) if s not in specified]
    chooser = lead_chooser(table, obligation)
    names = {
        "seat": obligation.seat.name.title(),
        "declarer": chooser.name.title() if chooser is not None else "?",
    }
    irregularity = Irregularity(
        IrregularityCode.LEAD_RESTRICTION,
        obligation.laws,
        len(table.record) - 1,
        offender,
        "lead restriction",
    )
    ruling = Ruling(irregularity, obligation.laws, chooser=chooser)
    for suit in free:
        ruling.options.append(
            Option(
                f"prohibit_suit:{suit.letter}",
                obligation.laws,
                Message(
                    "{declarer} forbids {seat} to lead {suit} for as long as {seat} "
                    "keeps the lead.",
                    {**names, "suit": suit.letter},
                ),
                (Effect(EffectKind.LEAD_RESTRICTION, obligation.seat, obligation.laws),),
            )
        )
    ruling.options.append(
        Option("no_restriction", obligation.laws, Message("{seat} may lead any card.", names))
    )
    shown = ", ".join(s.letter for s in specified)
    ruling.reasoning.append(
        Message(
            "Suits the offender named in the legal auction, which cannot be prohibited: {suits}.",
            {"suits": shown},
        )
        if specified
        else Message(
            "{offender} named no suit in the legal auction: any suit may be prohibited.",
            {"offender": offender.name.title()},
        )
    )
    return ruling


def specified_suits(table: Table, offender: Seat) -> list[Suit]:
    """The suits ``offender`` named in the auction as it stands, each bid
    taken to name its own suit (the director corrects artificial calls)."""
    suits: list[Suit] = []
    for seat, call in table.auction.calls:
        denomination = call.denomination
        if seat is offender and call.is_bid and denomination is not Denomination.NOTRUMP:
            assert denomination is not None
            suit = Suit(denomination)
            if suit not in suits:
                suits.append(suit)
    return suits


def choose_lead_restriction(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    table.move_to(Status.PLAY)
    seat = ruling.irregularity.offender
    assert seat is not None
    restricted = seat.partner
    kept = [
        o
        for o in table.obligations
        if not (o.type == ObligationType.LEAD_RESTRICTION and o.seat is restricted)
    ]
    kind, _, letter = option.code.partition(":")
    if kind in ("prohibit_suit", "require_suit"):
        # 2017 26B only prohibits; 2007 26A also requires
        kept.append(
            Obligation(
                ObligationType.LEAD_RESTRICTION,
                restricted,
                option.laws,  # 26B; 2007 26A2a or 26A2b
                kind=kind,
                suit=Suit.parse(letter),
                chooser=ruling.chooser,
            )
        )
        ruling.effects.extend(option.effects)
    table.keep_obligations(kept)
    # a penalty card of the offender's at the same lead waits: the 26
    # restriction is carried out first, and declarer's 50D2 or 51B choice
    # comes at the partner's next lead (seed 004: separate rectifications)


def restriction(table: Table, seat: Seat, kind: str) -> Obligation | None:
    """The lead restriction of ``kind`` binding ``seat``, if any."""
    return next(
        (
            o
            for o in table.obligations
            if o.type == ObligationType.LEAD_RESTRICTION and o.seat is seat and o.kind == kind
        ),
        None,
    )


def lead_breaks_restriction(table: Table, seat: Seat, suit: Suit) -> bool:
    """A lead in a prohibited suit by a player who holds another suit."""
    play = table.play
    if play is None or play.current:
        return False
    prohibited = restriction(table, seat, "prohibit_suit")
    if prohibited is not None and prohibited.suit is suit:
        # only a known card of another suit shows he could comply (61A)
        return any(play.holds_suit(seat, other) for other in Suit if other is not suit)
    return False


def after_trick(edition: Edition, table: Table, trick: Trick) -> None:
    """A prohibition lasts while the restricted player keeps the lead."""
    table.keep_obligations(
        [
            o
            for o in table.obligations
            if not (
                o.type == ObligationType.LEAD_RESTRICTION
                and o.kind == "prohibit_suit"
                and o.seat is trick.leader
                and trick.winner is not o.seat
            )
        ]
    )
