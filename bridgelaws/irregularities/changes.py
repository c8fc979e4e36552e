"""Changes of call (Law 25) and cards exposed during the auction (Law 24).

A player who calls again before anyone else has called after him is changing
his call (25; 30B2, 31C and 32C send such a call here). The director first asks
whether the first call was unintended (25A: a slip, not a change of mind); if
so the second call simply replaces it. Otherwise (25B) the LHO may accept the
change or refuse it, and the side may get a lead restriction (2017: 26 may
apply in both branches).

A card seen during the auction through its holder's fault lies face up until
the auction ends (24). One low card not led costs nothing (24A); an honour, a
card led too early (24B) or two or more cards (24C) make partner pass at his
next turn. When the auction is over the cards go back to a declarer or dummy
(24D) and become penalty cards of a defender (24E).
"""

from __future__ import annotations

from bridgelaws import rules
from bridgelaws.auction import Violation
from bridgelaws.calls import Call
from bridgelaws.cards import Card, Rank, Seat
from bridgelaws.editions.base import Edition
from bridgelaws.facts import AuctionExposureFacts, CallFacts
from bridgelaws.record import CallEvent, DirectorEvent, FactEvent
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
from bridgelaws.table import Irregularity, Status, Table

#: the rules of this module, by irregularity code
BOOK = rules.RuleBook("changes")


def _names(offender: Seat, **more: str) -> dict[str, str]:
    return {
        "offender": offender.name.title(),
        "lho": offender.lho.name.title(),
        "partner": offender.partner.name.title(),
        **more,
    }


# -- Law 25 (2017).


#: the LHO's call over the unintended one may be taken back (2007: 25A4)
#: no substitution once the auction period is over (2007: 25A3)
#: seed 004 first asks whether a second call is a change of call at all


def call_violation(edition: Edition, table: Table, seat: Seat, call: Call) -> Violation | None:
    auction = table.auction
    if (
        seat is not auction.next_seat
        and auction.calls
        and auction.calls[-1][0] is seat
        and not auction.is_complete
    ):
        first = auction.calls[-1][1]
        return Violation(
            IrregularityCode.CHANGE_OF_CALL,
            "25",
            f"{seat.name.title()} changed {first} into {call}",
        )
    return Edition.call_violation(edition, table, seat, call)


def _first_call(table: Table, irregularity: Irregularity) -> Call:
    return table.auction.calls[-1][1]


@BOOK.ruling(IrregularityCode.CHANGE_OF_CALL)
def rule_change_of_call(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    ruling = Ruling(irregularity, ("25",))
    if not table.auction.calls:
        # a later change by the same player, ruled first (9B), withdrew the
        # call this one would change: nothing is left to change
        irregularity.facts.cancelled = len(table.record.events) - 1
        ruling.reasoning.append(
            Message(
                "The call {offender} wanted to change has already been withdrawn by the "
                "ruling on his later change: this change has nothing left to replace (25).",
                _names(offender),
            )
        )
        table.hold(None)
        table.move_to(Status.AUCTION)
        return ruling
    irregularity.facts_as(CallFacts).withdraws = True
    irregularity.facts_as(CallFacts).first = _first_call(table, irregularity)
    facts = irregularity.facts.answers
    if "unintended" in facts:
        ruling.facts["unintended"] = bool(facts["unintended"])
        _judge_change(edition, table, ruling)
        return ruling
    first = irregularity.facts_as(CallFacts).first
    assert first is not None  # found when the ruling began
    ruling.question = Question(
        "unintended",
        edition.UNINTENDED_LAWS,
        Message(edition.UNINTENDED_TEXT, {"first": first.name}),
    )
    return ruling


@BOOK.fact(IrregularityCode.CHANGE_OF_CALL)
def fact_change_of_call(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    ruling.facts["unintended"] = bool(event.value)
    ruling.question = None
    _judge_change(edition, table, ruling)
    if ruling.options:
        table.move_to(Status.AWAITING_CHOICE)
        table.open_ruling(ruling)


def _judge_change(edition: Edition, table: Table, ruling: Ruling) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    facts = irregularity.facts_as(CallFacts)
    first, second = facts.first, facts.call
    assert first is not None
    names = _names(offender, first=first.name, second=second.name)
    if ruling.facts["unintended"]:
        ruling.laws = ("25A",)
        ruling.effects.append(
            Effect(EffectKind.CALL_WITHDRAWN, offender, ("25A",), call=first.name)
        )
        ruling.effects.append(Effect(EffectKind.CALL_STANDS, offender, ("25A",), call=second.name))
        ruling.reasoning.append(
            Message(
                "An unintended call may be replaced by the intended one: {second} "
                "replaces {first}, and no lead restriction follows.",
                names,
            )
        )
        table.open_ruling(None)
        _replace(edition, table, irregularity)
        return
    ruling.laws = ("25B",)
    ruling.chooser = offender.lho
    # every consequence told before the choice (10C1): the withdrawn call's
    # information (2017 16C, 2007 16D) and, in 2017 only, a lead restriction (26B)
    names["ui"] = edition.WITHDRAWN_INFO_LAW
    if edition.REFUSED_CHANGE_COSTS_LEAD:
        accept_text = Message(
            "{lho} accepts the change: {first} is withdrawn and {second} stands; {partner} "
            "may not use what {first} told him ({ui}), and if {offender} defends, declarer "
            "may restrict {partner}'s first lead (26B).",
            names,
        )
        reject_text = Message(
            "The change is cancelled: {first} stands and the auction goes on with {lho}; "
            "{partner} may not use what {second} told him ({ui}), and if {offender} defends, "
            "declarer may restrict {partner}'s first lead (26B).",
            names,
        )
    else:
        # 2007: Law 26 follows the withdrawn first call (25B1), not the
        # cancelled second one (25B2)
        accept_text = Message(
            "{lho} accepts the change: {first} is withdrawn and {second} stands; {partner} "
            "may not use what {first} told him ({ui}), and if {offender} defends, declarer "
            "may restrict {partner}'s first lead (26).",
            names,
        )
        reject_text = Message(
            "The change is cancelled: {first} stands and the auction goes on with "
            "{lho}; {partner} may not use what {second} told him ({ui}).",
            names,
        )
    ruling.options = [
        Option(
            "accept",
            ("25B1",),
            accept_text,
            (
                Effect(EffectKind.CALL_WITHDRAWN, offender, ("25B1",), call=first.name),
                Effect(EffectKind.CALL_STANDS, offender, ("25B1",), call=second.name),
            ),
        ),
        Option(
            "reject",
            ("25B2",),
            reject_text,
            (
                Effect(EffectKind.CALL_CANCELLED, offender, ("25B2",), call=second.name),
                Effect(EffectKind.CALL_STANDS, offender, ("25B2",), call=first.name),
            ),
        ),
    ]
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)


@BOOK.choice(IrregularityCode.CHANGE_OF_CALL)
def choose_change_of_call(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    if ruling.irregularity.facts_as(CallFacts).late_change:
        return _choose_late_change(edition, table, ruling, option)
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    ruling.effects.append(
        Effect(EffectKind.UNAUTHORIZED_INFORMATION, offender.partner, (edition.WITHDRAWN_INFO_LAW,))
    )
    if edition.CHANGE_COSTS_LEAD if option.code == "accept" else edition.REFUSED_CHANGE_COSTS_LEAD:
        edition.lead_penalty(table, ruling, offender.partner)
    if option.code == "accept":
        irregularity.accepted = True
        _replace(edition, table, irregularity)
        return
    table.hold(None)
    table.move_to(Status.AUCTION)


def change_accepted(edition: Edition, table: Table, irregularity: Irregularity) -> None:
    """25B1 by action: the withdrawn first call may cost partner a lead
    restriction (2017 26B, 2007 26), as when the director offers the choice."""
    offender = irregularity.offender
    if edition.CHANGE_COSTS_LEAD and offender is not None:
        edition.lead_penalty(table, Ruling(irregularity, ("25B1",)), offender.partner)


def _replace(edition: Edition, table: Table, irregularity: Irregularity) -> None:
    """The second call takes the first one's place and is judged as if made
    now (an insufficient second call is ruled under Law 27, and so on)."""
    offender = irregularity.offender
    assert offender is not None
    table.hold(None)
    table.move_to(Status.AUCTION)
    table.auction.withdraw_last()
    edition.on_call(
        table, irregularity.event, CallEvent(offender, irregularity.facts_as(CallFacts).call)
    )
    rule_at_once(edition, table)


def rule_at_once(edition: Edition, table: Table) -> None:
    """25A1: the intended call is subject to its own law, and the director
    is already at the table: an irregular intended call (an insufficient
    bid, 27) is ruled now, not left for LHO to accept by calling."""
    pending = table.pending
    if pending is not None and table.active is None and pending.offender is not None:
        edition.on_director(table, pending.event, DirectorEvent(pending.offender.lho))


# -- an unintended call corrected after LHO has called (25A, 25A6) -------------


def _late_change(table: Table, irregularity: Irregularity) -> bool:
    """A call at partner's turn by a player whose own call was followed
    only by LHO's: it may be the correction of an unintended call (25A)."""
    offender = irregularity.offender
    calls = table.auction.calls
    return (
        offender is not None
        and len(calls) >= 2
        and calls[-2][0] is offender
        and calls[-1][0] is offender.lho
        and not table.auction.is_complete
        # the same call again corrects nothing: it is only out of rotation
        and calls[-2][1] != irregularity.facts_as(CallFacts).call
    )


def _ask_unintended(irregularity: Irregularity, first: Call, text: str) -> Ruling:
    """The question that comes before any other (seed 004): is this a
    change of call (25A) or the irregularity it looks like?"""
    offender = irregularity.offender
    assert offender is not None
    second: Call = irregularity.facts_as(CallFacts).call
    ruling = Ruling(irregularity, ("25A",))
    ruling.question = Question(
        "unintended",
        ("25A",),
        Message(text, _names(offender, first=first.name, second=second.name)),
    )
    return ruling


def _rule_late_change(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    calls = table.auction.calls
    first, lho_call = calls[-2][1], calls[-1][1]
    second: Call = irregularity.facts_as(CallFacts).call
    irregularity.facts_as(CallFacts).late_change = True
    names = _names(offender, first=first.name, second=second.name, lho_call=lho_call.name)
    ruling = Ruling(irregularity, ("25A",), chooser=offender.lho)
    ruling.facts["unintended"] = True
    ruling.effects.append(Effect(EffectKind.CALL_WITHDRAWN, offender, ("25A",), call=first.name))
    ruling.effects.append(Effect(EffectKind.CALL_STANDS, offender, ("25A",), call=second.name))
    ruling.reasoning.append(
        Message(
            "An unintended call may be replaced by the intended one: {second} "
            "replaces {first}, and no lead restriction follows.",
            names,
        )
    )
    ruling.options = [
        Option(
            "keep",
            (edition.LATE_CHANGE_LAW,),
            Message("{lho} keeps his call ({lho_call}), made after {first}.", names),
            (
                Effect(
                    EffectKind.CALL_STANDS,
                    offender.lho,
                    (edition.LATE_CHANGE_LAW,),
                    call=lho_call.name,
                ),
            ),
        ),
        Option(
            "withdraw",
            (edition.LATE_CHANGE_LAW,),
            Message(
                "{lho} takes back his call ({lho_call}) and calls again; what it showed "
                "may be used by his side only.",
                names,
            ),
            (
                Effect(
                    EffectKind.CALL_WITHDRAWN,
                    offender.lho,
                    (edition.LATE_CHANGE_LAW,),
                    call=lho_call.name,
                ),
            ),
        ),
    ]
    return ruling


def _choose_late_change(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    table.hold(None)
    table.move_to(Status.AUCTION)
    auction = table.auction
    lho, lho_call = auction.withdraw_last()
    auction.withdraw_last()
    edition.on_call(
        table, irregularity.event, CallEvent(offender, irregularity.facts_as(CallFacts).call)
    )
    if option.code == "keep" and table.status is Status.AUCTION and table.pending is None:
        edition.on_call(table, irregularity.event, CallEvent(lho, lho_call))
    rule_at_once(edition, table)


def late_change_ruling(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling | None:
    """Called before a call out of rotation is ruled: when the director has
    found it the correction of an unintended call made before LHO called,
    it is a change of call (25A) instead."""
    if not _late_change(table, irregularity):
        return None
    facts = irregularity.facts.answers
    if "unintended" not in facts:
        first = table.auction.calls[-2][1]
        return _ask_unintended(irregularity, first, edition.CHANGE_OR_ROTATION_TEXT)
    if not facts["unintended"]:
        return None
    irregularity.code = IrregularityCode.CHANGE_OF_CALL
    irregularity.laws = ("25",)
    return _rule_late_change(edition, table, irregularity)


# -- the last pass of the auction corrected before the lead (25A5) ---------------


def _final_change(table: Table, irregularity: Irregularity) -> bool:
    """A call after the final pass by a player whose partner has not called
    since his own last call, before the auction period ends (the opening
    lead faced, 17D): it may put right an unintended pass (25A5)."""
    offender = irregularity.offender
    auction = table.auction
    play = table.play
    if offender is None or not auction.is_complete or table.contract is None:
        return False
    if play is not None and (play.tricks or play.current):
        return False
    if irregularity.resume not in (Status.PLAY.value, Status.PASSED_OUT.value):
        return False
    after: list[Seat] = []
    for seat, _ in reversed(auction.calls):
        if seat is offender:
            return all(s is offender.lho for s in after)
        after.append(seat)
    return False


def final_change_ruling(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Ruling | None:
    """Called before a call after the final pass is ruled (39): when the
    director found that it corrects an unintended pass (fact
    ``unintended``), the auction reopens and the intended call replaces
    the pass (25A5). Asked first when the offender's own pass ended the
    auction; a call by a player whose LHO passed last is Law 39 unless the
    director says otherwise."""
    if not _final_change(table, irregularity):
        return None
    offender = irregularity.offender
    assert offender is not None
    calls = table.auction.calls
    by_lho = calls[-1][0] is not offender
    first = calls[-2][1] if by_lho else calls[-1][1]
    answers = irregularity.facts.answers
    if "unintended" not in answers and not by_lho:
        # his own pass ended the auction (seed 004, change of call step 3):
        # was that pass unintended (25A) or is this a call after it (39)?
        return _ask_unintended(irregularity, first, edition.CHANGE_OR_FINAL_PASS_TEXT)
    if not answers.get("unintended"):
        return None
    table.hold(None)
    table.reopen_auction()
    irregularity.code = IrregularityCode.CHANGE_OF_CALL
    irregularity.laws = ("25",)
    if by_lho:
        return _rule_late_change(edition, table, irregularity)
    second: Call = irregularity.facts_as(CallFacts).call
    irregularity.facts_as(CallFacts).withdraws = True
    irregularity.facts_as(CallFacts).first = first
    ruling = Ruling(irregularity, ("25A", edition.AUCTION_END_LAW))
    ruling.facts["unintended"] = True
    ruling.effects.append(Effect(EffectKind.CALL_WITHDRAWN, offender, ("25A",), call=first.name))
    ruling.effects.append(Effect(EffectKind.CALL_STANDS, offender, ("25A",), call=second.name))
    ruling.reasoning.append(
        Message(
            "An unintended call may be replaced by the intended one: {second} "
            "replaces {first}, and no lead restriction follows.",
            _names(offender, first=first.name, second=second.name),
        )
    )
    _replace(edition, table, irregularity)
    return ruling


def late_unintended(edition: Edition, table: Table, event: FactEvent) -> bool:
    """The director finds, after ruling a call after the final pass under
    Law 39, that it put right an unintended last pass, before the opening
    lead was faced: the 39 ruling gives way to 25A (25A5)."""
    if event.fact != "unintended" or not event.value:
        return False
    ruling = next(
        (
            r
            for r in reversed(table.rulings)
            if r.irregularity.code == IrregularityCode.CALL_AFTER_FINAL_PASS
        ),
        None,
    )
    if ruling is None or "unintended" in ruling.facts or ruling.question is not None:
        return False
    irregularity = ruling.irregularity
    if not _final_change(table, irregularity):
        return False
    irregularity.facts.answers["unintended"] = True
    if table.active is not None and table.active.chosen is None:
        table.open_ruling(None)
    fresh = edition.final_change_ruling(table, irregularity)
    assert fresh is not None
    ruling.facts["unintended"] = True
    ruling.laws, ruling.chooser = fresh.laws, fresh.chooser
    ruling.options[:] = fresh.options
    ruling.effects[:] = fresh.effects
    ruling.reasoning[:] = fresh.reasoning
    if ruling.options:
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_CHOICE)
    return True


# -- Law 24: cards exposed during the auction.


@BOOK.ruling(IrregularityCode.EXPOSED_CARD_AUCTION)
def rule_exposed_card_auction(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    exposure = irregularity.facts_as(AuctionExposureFacts)
    cards = list(exposure.cards)
    led = exposure.led
    shown = " ".join(c.name for c in cards)
    names = _names(offender, cards=shown)
    ruling = Ruling(irregularity, ("24",))
    table.hold(None)
    table.move_to(Status.AUCTION)
    for card in cards:
        table.oblige(Obligation(ObligationType.EXPOSED_CARD, offender, ("24",), card=card))
    ruling.effects.append(Effect(EffectKind.CARDS_FACE_UP, offender, ("24",)))
    ruling.effects.append(
        Effect(
            EffectKind.UNAUTHORIZED_INFORMATION,
            offender.partner,
            ("24", edition.WITHDRAWN_INFO_LAW),
        )
    )
    honour = any(c.rank >= Rank.TEN for c in cards)
    if len(cards) >= 2:
        law = "24C"
    elif honour or led:
        law = "24B"
    else:
        law = "24A"
    if law == "24A":
        ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("24A",)))
        ruling.reasoning.append(
            Message(
                "{cards} is a single card below the ten, not led: it stays face up until "
                "the auction ends, with no further rectification (24A).",
                names,
            )
        )
    else:
        ruling.effects.append(
            Effect(EffectKind.MUST_PASS, offender.partner, (law,), scope="next_turn")
        )
        ruling.effects.append(
            Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (edition.AWARENESS_LAW,))
        )
        table.oblige(Obligation(ObligationType.MUST_PASS, offender.partner, (law,), "next_turn"))
        ruling.reasoning.append(
            Message(
                "{cards} must stay face up until the auction ends and {partner} must pass "
                "at his next turn: an honour, a card led too early, or more than one card "
                "(24B, 24C).",
                names,
            )
            if len(cards) == 1
            else Message(
                "The cards {cards} must stay face up until the auction ends and {partner} "
                "must pass at his next turn: more than one card was exposed (24C).",
                names,
            )
        )
    ruling.reasoning.append(
        Message(
            "If {offender} becomes declarer or dummy the cards go back to his hand (24D); "
            "if he defends, each becomes a penalty card (24E).",
            names,
        )
        if edition.EXPOSED_PENALTY_LAW == "24E"
        else Message(
            "If {offender} becomes declarer or dummy the cards go back to his hand; if he "
            "defends, each becomes a penalty card (24).",
            names,
        )
    )
    ruling.laws = ("24", law)
    return ruling


def after_auction(edition: Edition, table: Table) -> None:
    exposed = [o for o in table.obligations if o.type == ObligationType.EXPOSED_CARD]
    if exposed:
        rest = [o for o in table.obligations if o.type != ObligationType.EXPOSED_CARD]
        rest.extend(settle_exposed_cards(table, exposed))
        table.keep_obligations(rest)
    Edition.after_auction(edition, table)


def settle_exposed_cards(table: Table, exposed: list[Obligation]) -> list[Obligation]:
    """24D and 24E once the auction is over: the cards return to a declarer
    or dummy; a defender's become penalty cards (major unless one low card
    is all he showed, 50B)."""
    contract = table.contract
    out: list[Obligation] = []
    by_seat: dict[Seat, list[Card]] = {}
    for obligation in exposed:
        assert obligation.card is not None
        by_seat.setdefault(obligation.seat, []).append(obligation.card)
    for seat, cards in by_seat.items():
        ruling = next(
            (
                r
                for r in reversed(table.rulings)
                if r.irregularity.code == IrregularityCode.EXPOSED_CARD_AUCTION
                and r.irregularity.offender is seat
            ),
            None,
        )
        declaring = (
            contract is not None
            and contract.declarer is not None
            and contract.declarer.side is seat.side
        )
        if declaring or contract is None or contract.is_passed_out:
            if ruling is not None:
                ruling.effects.append(
                    Effect(EffectKind.CARDS_RETURNED, seat, (table.edition.EXPOSED_RETURNED_LAW,))
                )
            continue
        # 50B: one low card is minor unless it was exposed by deliberate play
        deliberate = bool(
            ruling is not None
            and (
                ruling.facts.get("deliberate")
                or ruling.irregularity.facts.answers.get("deliberate")
            )
        )
        minor = len(cards) == 1 and cards[0].rank < Rank.TEN and not deliberate
        for card in cards:
            kind = "minor" if minor else "major"
            out.append(
                Obligation(
                    ObligationType.PENALTY_CARD,
                    seat,
                    (table.edition.EXPOSED_PENALTY_LAW, "50"),
                    kind=kind,
                    card=card,
                )
            )
            if ruling is not None:
                ruling.effects.append(
                    Effect(
                        EffectKind.PENALTY_CARD,
                        seat,
                        (table.edition.EXPOSED_PENALTY_LAW,),
                        card=card.name,
                    )
                )
    return out
