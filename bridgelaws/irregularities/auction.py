"""Rectification of auction irregularities. So far: Law 27, the insufficient bid.

The edition classes mix these rules in; :class:`InsufficientBid2017` follows the
2017 Laws and :class:`InsufficientBid2007` overrides what the 2007 Law 27 says
differently about the replacement call. The flow follows the NBB protocol:
the director is called, the LHO hears the options and accepts or refuses the
bid; if refused, the offender replaces it, and the replacement decides what
follows (the engine works out the lowest bid in the same denomination itself,
and asks the director what only judgment can say).
"""

from __future__ import annotations

from dataclasses import replace

from bridgelaws import found_revoke, rules
from bridgelaws.auction import Auction
from bridgelaws.calls import Call, CallKind, Denomination
from bridgelaws.cards import BridgeError, Seat, shown
from bridgelaws.editions.base import Edition
from bridgelaws.facts import CallFacts
from bridgelaws.record import CallEvent, CardEvent, DirectorEvent, FactEvent
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
BOOK = rules.RuleBook("auction")


def lowest_in_denomination(auction: Auction, denomination: Denomination) -> Call | None:
    """The lowest sufficient bid in ``denomination`` now, or ``None`` above 7."""
    last = auction.last_bid
    for level in range(1, 8):
        bid = Call.bid(level, denomination)
        if last is None or bid.supersedes(last):
            return bid
    return None


def ruled_as(irregularity: Irregularity) -> IrregularityCode:
    """The kind of call out of rotation the laws treat it as: an artificial
    pass is ruled as a bid (30C)."""
    facts = irregularity.facts
    if isinstance(facts, CallFacts) and facts.ruled_as is not None:
        return facts.ruled_as
    return irregularity.code


#: where the lowest sufficient bid would be named, when there is none above 7NT
NO_HIGHER_BID = "—"


# -- Law 27 (2017): insufficient bid in rotation.


@BOOK.ruling(IrregularityCode.INSUFFICIENT_BID)
def rule_insufficient_bid(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    bid: Call = irregularity.facts_as(CallFacts).call
    assert bid.denomination is not None
    lowest = lowest_in_denomination(table.auction, bid.denomination)
    names = {
        "call": bid.name,
        "offender": offender.name.title(),
        "lho": offender.lho.name.title(),
        "partner": offender.partner.name.title(),
        "lowest": lowest.name if lowest is not None else NO_HIGHER_BID,
    }
    ruling = Ruling(irregularity, ("27",), chooser=offender.lho)
    if irregularity.facts.answers.get("unintended") is True:
        # found before the ruling: a slip, not an insufficient bid to rectify
        _unintended_insufficient(edition, table, ruling)
        return ruling
    ruling.options = [
        Option(
            "accept",
            ("27A1",),
            Message(
                "{lho} accepts {call}: it stands as if it were sufficient and the auction "
                "goes on with {lho}'s call.",
                names,
            ),
            (Effect(EffectKind.CALL_STANDS, offender, ("27A1",), call=bid.name),),
        ),
        _reject_option(edition, irregularity, bid, offender, names),
    ]
    ruling.reasoning.append(
        Message("The lowest sufficient bid in the denomination of {call} is {lowest}.", names)
        if lowest is not None
        else Message(
            "No bid is higher than {last} (18A): no sufficient bid can replace {call}.",
            {**names, "last": table.auction.last_bid.name if table.auction.last_bid else ""},
        )
    )
    if (
        edition.MEANING_FIRST
        and lowest is not None
        and not irregularity.facts_as(CallFacts).second  # 27B4 has no 27B1 to offer
        and "artificial" not in irregularity.facts.answers
    ):
        # seed 004: what did the offender mean (27B1a, B1b or B2)? The director
        # establishes it before LHO hears his options (10C1)
        irregularity.facts.ask_first = True
        ruling.question = Question(
            "artificial", ("27B1a",), Message(edition.ARTIFICIAL_TEXT, {"call": bid.name})
        )
    premature = _premature_replacement(table, irregularity)
    if premature is not None:
        ruling.laws = ("27", "27C")
        ruling.reasoning.append(
            Message(
                PREMATURE_INSUFFICIENT_TEXT
                if _insufficient(table, offender, premature.call)
                else "{offender} already replaced {call} with {replacement} before the "
                "director ruled: if {lho} does not accept {call}, {replacement} stands and "
                "is judged as the replacement (27C).",
                {**names, "replacement": premature.call.name},
            )
        )
        if ruling.question is None:
            # seed 004: judged first, so that LHO hears what refusing costs
            question = _premature_question(edition, table, ruling)
            if question is not None:
                irregularity.facts.ask_first = True
                ruling.question = Question(*question)
    return ruling


def _reject_option(
    edition: Edition, irregularity: Irregularity, bid: Call, offender: Seat, names: dict[str, str]
) -> Option:
    """27B: refused, the bid is withdrawn and replaced. A second insufficient
    bid (27B4) refused is ruled as in 27B3: the offender still replaces it and
    his partner passes throughout, whatever the replacement."""
    if irregularity.facts_as(CallFacts).second:
        laws: tuple[str, ...] = ("27B4", "27B3")
        text = edition.SECOND_REJECT_TEXT
    elif names["lowest"] == NO_HIGHER_BID:
        # above 7NT there is no bid (18A): no 27B1a replacement, only a
        # comparable call is free
        laws, text = ("27B",), edition.REJECT_COMPARABLE_TEXT
    else:
        laws, text = ("27B",), edition.REJECT_TEXT
    return Option(
        "reject",
        laws,
        Message(text, names),
        (Effect(EffectKind.CALL_WITHDRAWN, offender, laws, call=bid.name),),
    )


def _unintended_insufficient(edition: Edition, table: Table, ruling: Ruling) -> None:
    """25A before 27: the director finds the insufficient bid unintended (a
    mechanical error or a slip of the tongue; 2007: replaced without pause
    for thought). The call the offender meant replaces it and is judged under
    its own law; Law 27 does not apply. A replacement he already made is that
    call; otherwise his next call is."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    bid: Call = irregularity.facts_as(CallFacts).call
    ruling.laws = ("25A",)
    ruling.options = []
    ruling.chooser = None
    ruling.question = None
    ruling.facts["unintended"] = True
    irregularity.facts.ask_first = False
    ruling.reasoning = []  # Law 27's lowest bid and 27C no longer apply
    ruling.effects.append(Effect(EffectKind.CALL_WITHDRAWN, offender, ("25A",), call=bid.name))
    ruling.reasoning.append(
        Message(
            "{call} was unintended: {offender} replaces it with the call he meant, judged "
            "under its own law, and Law 27 does not apply (25A).",
            {"call": bid.name, "offender": offender.name.title()},
        )
    )
    premature = _premature_replacement(table, irregularity)
    table.hold(None)
    table.open_ruling(None)
    table.move_to(Status.AUCTION)
    if premature is not None:
        index = next(i for i in irregularity.later_calls if table.record.events[i] is premature)
        irregularity.later_calls.remove(index)
        edition.on_call(table, index, premature)
    replay_later_calls(edition, table, irregularity)


@BOOK.refact(IrregularityCode.INSUFFICIENT_BID)
def refact_insufficient_bid(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    """A finding given while LHO's choice or the director's other question is
    open: 'unintended' turns the ruling into 25A's; any other is kept."""
    if event.fact == "unintended" and event.value is True:
        _unintended_insufficient(edition, table, ruling)
        return
    edition.keep_fact(ruling, event)


def _premature_replacement(table: Table, irregularity: Irregularity) -> CallEvent | None:
    """27C: the offender's own call made before the director ruled."""
    events = table.record.events
    for index in irregularity.later_calls:
        event = events[index]
        if type(event) is CallEvent and event.by is irregularity.offender:
            return event
    return None


@BOOK.choice(IrregularityCode.INSUFFICIENT_BID)
def choose_insufficient_bid(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    table.hold(None)
    if option.code == "accept":
        irregularity.accepted = True
        table.auction.add(offender, irregularity.facts_as(CallFacts).call)
        if _judged_by_outer(edition, table, offender):
            ruling.effects.extend(option.effects)
            return
        edition.auction_over(table)
    else:
        # The auction waits for the offender's replacement (27B).
        table.await_replacement(ruling)
        if irregularity.facts_as(CallFacts).second:
            _partner_passes(edition, table, ruling, ("27B4", "27B3"))
    ruling.effects.extend(option.effects)
    premature = _premature_replacement(table, irregularity)
    if option.code != "accept" and premature is not None:
        table.move_to(Status.AUCTION)
        index = next(i for i in irregularity.later_calls if table.record.events[i] is premature)
        irregularity.later_calls.remove(index)
        if not followup_insufficient_bid(edition, table, index, premature):
            edition.on_call(table, index, premature)
        return
    table.move_to(Status.AUCTION if not table.is_over and table.play is None else (table.status))
    if option.code == "accept":
        # 27C: the offender's replacement goes with the accepted bid; 9B2:
        # the others' calls made before the choice are judged now, in order
        # (after a refusal they wait for the replacement, _done)
        if premature is not None:
            irregularity.later_calls = [
                i for i in irregularity.later_calls if table.record.events[i] is not premature
            ]
            _premature_cancelled(edition, ruling, offender, premature)
        replay_later_calls(edition, table, irregularity)


# -- the replacement call -------------------------------------------------------


@BOOK.followup(IrregularityCode.INSUFFICIENT_BID)
def followup_insufficient_bid(edition: Edition, table: Table, index: int, event: CallEvent) -> bool:
    """Judge the offender's replacement for a refused insufficient bid.
    Returns True when the event has been dealt with here."""
    ruling = table.replacing
    if ruling is None or event.by is not ruling.irregularity.offender:
        return False
    call = event.call
    offender = event.by
    if not call.is_pass and _owes_pass(table, offender):
        return _replacement_by_silenced(edition, table, index, event, ruling)
    wrong = table.auction.inadmissible(offender, call)
    if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) and wrong is None:
        # 27B3 "except as provided in B1b": is the double comparable? It
        # enters the auction only if it is.
        ruling.facts["replacement"] = call.name
        classify_replacement(edition, table, ruling)
        return True
    if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
        # 27B3: cancelled; the offender must still replace; partner passes throughout.
        ruling.effects.append(
            Effect(EffectKind.CALL_CANCELLED, offender, ("27B3",), call=call.name)
        )
        _partner_passes(edition, table, ruling, ("27B3",))
        return True
    if wrong is not None and wrong.code == IrregularityCode.INSUFFICIENT_BID:
        # 27B4: a second insufficient bid; LHO may accept it (27A1), else as in B3.
        table.await_replacement(None)
        second = edition.flag(
            table,
            index,
            IrregularityCode.INSUFFICIENT_BID,
            "27B4",
            offender,
            wrong.message,
            facts=CallFacts(call, second=True),
        )
        if table.pending is not None:
            # calls made before the first ruling wait for this one (9B2)
            table.pending.later_calls.extend(ruling.irregularity.later_calls)
            ruling.irregularity.later_calls = []
        if table.pending is second and table.active is None:
            # the director is at the table for the replacement: he rules on
            # the second insufficient bid at once (27B4), LHO choosing
            edition.on_director(table, index, DirectorEvent(offender.lho))
        return True
    if wrong is not None:
        return False  # judged as a new irregularity of its own kind
    table.auction.add(offender, call)
    if ruling.irregularity.facts_as(CallFacts).second or ruling.facts.get("double_cancelled"):
        _done(edition, table, ruling)  # partner is silenced already (27B4)
        return True
    ruling.facts["replacement"] = call.name
    classify_replacement(edition, table, ruling)
    return True


def _owes_pass(table: Table, seat: Seat) -> bool:
    return any(o.type == ObligationType.MUST_PASS and o.seat is seat for o in table.obligations)


def _replacement_by_silenced(
    edition: Edition, table: Table, index: int, event: CallEvent, ruling: Ruling
) -> bool:
    """The offender must replace his insufficient bid but owes a pass (2007
    31B after his partner's bid out of rotation made while the replacement
    was awaited): his bid is a call by a player who must pass (35B), ruled
    at once under Law 37, and the pass it becomes is his replacement (27B)."""
    table.step_aside()
    rule_at_once(edition, table, index, event, None)
    calls = table.auction.calls
    if not calls or calls[-1] != (event.by, Call(CallKind.PASS)) or table.active is not None:
        table.await_replacement(ruling)  # not settled by Law 37: still awaited
        return True
    table.await_replacement(ruling)
    ruling.facts["replacement"] = "Pass"
    classify_replacement(edition, table, ruling)
    return True


def _double_replacement(edition: Edition, table: Table, ruling: Ruling, replacement: Call) -> None:
    """27B1(b) before 27B3: a comparable double or redouble stands; any
    other is cancelled, partner passes throughout and the offender must
    still replace the insufficient bid."""
    bid: Call = ruling.irregularity.facts_as(CallFacts).call
    offender = ruling.irregularity.offender
    assert offender is not None
    if "comparable" not in ruling.facts:
        return _ask(
            table,
            ruling,
            "comparable",
            edition.COMPARABLE_LAWS,
            Message(edition.COMPARABLE_TEXT, {"replacement": replacement.name, "call": bid.name}),
        )
    if ruling.facts["comparable"]:
        table.auction.add(offender, replacement)
        ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("27B1b",)))
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("27D",)))
        return _done(edition, table, ruling)
    ruling.effects.append(
        Effect(EffectKind.CALL_CANCELLED, offender, ("27B3",), call=replacement.name)
    )
    _partner_passes(edition, table, ruling, ("27B3",))
    # the offender still owes a replacement; his partner is silenced already
    del ruling.facts["replacement"]
    del ruling.facts["comparable"]
    ruling.facts["double_cancelled"] = True
    ruling.question = None
    table.open_ruling(None)
    table.move_to(Status.AUCTION)
    return None


#: 27C with 27B4: the replacement made early is itself insufficient
PREMATURE_INSUFFICIENT_TEXT = (
    "{offender} already replaced {call} with {replacement}, which is insufficient too: if "
    "{lho} does not accept {call}, he may accept {replacement} (27A1); if he accepts "
    "neither, {offender} must replace it with a legal call and {partner} must pass for "
    "the rest of the auction (27B4, 27B3)."
)


def _insufficient(table: Table, offender: Seat, call: Call) -> bool:
    """Whether ``call`` would be insufficient now (27B4)."""
    wrong = table.auction.inadmissible(offender, call)
    return wrong is not None and wrong.code == IrregularityCode.INSUFFICIENT_BID


def _premature_question(
    edition: Edition, table: Table, ruling: Ruling
) -> tuple[str, tuple[str, ...], Message] | None:
    """27C with seed 004 ("Onvoldoende bod", step 4): the offender already
    replaced his insufficient bid, so that replacement is judged (27B1a,
    27B1b or 27B2) before LHO chooses, and LHO hears what refusing costs.
    The next question :func:`classify_replacement` would ask about it, or
    None when nothing (more) needs the director's judgment."""
    premature = _premature_replacement(table, ruling.irregularity)
    if premature is None:
        return None
    bid: Call = ruling.irregularity.facts_as(CallFacts).call
    replacement = premature.call
    offender = ruling.irregularity.offender
    if offender is not None and _insufficient(table, offender, replacement):
        return None  # 27B4: LHO may accept it; nothing to judge before he chooses
    facts = {**ruling.irregularity.facts.answers, **ruling.facts}
    comparable = (
        "comparable",
        edition.COMPARABLE_LAWS,
        Message(edition.COMPARABLE_TEXT, {"replacement": replacement.name, "call": bid.name}),
    )
    if replacement.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
        return comparable if "comparable" not in facts else None
    # the replacement is not in the auction yet (27C: held until LHO chooses)
    lowest_in_own = (
        replacement.is_bid
        and replacement.denomination is not None
        and replacement == lowest_in_denomination(table.auction, replacement.denomination)
    )
    same_lowest = lowest_in_own and replacement.denomination is bid.denomination
    if (same_lowest or (lowest_in_own and edition.B1A_BY_DENOMINATIONS)) and (
        "artificial" not in facts
    ):
        texts = {"call": bid.name, "replacement": replacement.name}
        return ("artificial", ("27B1a",), Message(edition.ARTIFICIAL_TEXT, texts))
    shown = {Denomination.parse(d) for d in facts.get("denominations") or ()}
    if (
        lowest_in_own
        and not same_lowest
        and edition.B1A_BY_DENOMINATIONS
        and facts.get("artificial")
        and shown == {replacement.denomination}
    ):
        return None
    if same_lowest and (
        facts.get("artificial") is False
        or (edition.B1A_BY_DENOMINATIONS and shown == {bid.denomination})
    ):
        return None
    if replacement.is_pass or "comparable" in facts:
        return None
    return comparable


def _premature_judged(edition: Edition, table: Table, ruling: Ruling) -> None:
    """27C: LHO hears what refusing costs now that the director has judged
    the replacement the offender already made: nothing more (27B1a, 27B1b),
    or his partner passes for the rest of the auction (27B2)."""
    premature = _premature_replacement(table, ruling.irregularity)
    if premature is None or "comparable" not in ruling.facts:
        return
    offender = ruling.irregularity.offender
    assert offender is not None
    names = {
        "replacement": premature.call.name,
        "lho": offender.lho.name.title(),
        "partner": offender.partner.name.title(),
    }
    comparable, not_comparable = edition.PREMATURE_JUDGED_TEXT
    text = comparable if ruling.facts["comparable"] else not_comparable
    ruling.reasoning.append(Message(text, names))


def premature_replacement(edition: Edition, table: Table, event: CallEvent, ruling: Ruling) -> None:
    """27C with seed 004 step 4: the offender calls again while his LHO's
    choice on the insufficient bid is still open: that call is his
    replacement. It stands if the bid is not accepted, judged under 27B, and
    is cancelled if it is; LHO hears which before he chooses, so a judgment
    it needs is asked now."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    if (
        irregularity.code != IrregularityCode.INSUFFICIENT_BID
        or offender is None
        or event.by is not offender
        or ruling.chosen is not None
        or _premature_replacement(table, irregularity) is not event
    ):
        return
    bid: Call = irregularity.facts_as(CallFacts).call
    ruling.laws = ("27", "27C")
    ruling.reasoning.append(
        Message(
            PREMATURE_INSUFFICIENT_TEXT
            if _insufficient(table, offender, event.call)
            else "{offender} replaced {call} with {replacement} before {lho} chose: if {lho} "
            "does not accept {call}, {replacement} is {offender}'s replacement, judged under "
            "27B; if he accepts {call}, {replacement} is cancelled (27C).",
            {
                "offender": offender.name.title(),
                "lho": offender.lho.name.title(),
                "partner": offender.partner.name.title(),
                "call": bid.name,
                "replacement": event.call.name,
            },
        )
    )
    if table.status is Status.AWAITING_CHOICE:
        _ask_premature(edition, table, ruling)


def _premature_cancelled(
    edition: Edition, ruling: Ruling, offender: Seat, premature: CallEvent
) -> None:
    """27C: the insufficient bid accepted, the replacement already made is
    cancelled; what it told partner is unauthorized for him."""
    ruling.effects.append(
        Effect(EffectKind.CALL_CANCELLED, offender, ("27C",), call=premature.call.name)
    )
    ruling.effects.append(
        Effect(EffectKind.UNAUTHORIZED_INFORMATION, offender.partner, (edition.WITHDRAWN_INFO_LAW,))
    )


def _ask_premature(edition: Edition, table: Table, ruling: Ruling) -> bool:
    """Ask :func:`_premature_question` now, before LHO's choice; True when asked."""
    question = _premature_question(edition, table, ruling)
    if question is None:
        return False
    ruling.irregularity.facts.ask_first = True
    _ask(table, ruling, *question)
    return True


def classify_replacement(edition: Edition, table: Table, ruling: Ruling) -> None:
    """27B1(a), B1(b) or B2, asking the director what needs judgment."""
    bid: Call = ruling.irregularity.facts_as(CallFacts).call
    replacement = Call.parse(ruling.facts["replacement"])
    if replacement.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
        return _double_replacement(edition, table, ruling, replacement)
    lowest_in_own = (
        replacement.is_bid
        and replacement.denomination is not None
        and replacement.level == _lowest_level(table, ruling, replacement.denomination)
    )
    same_lowest = lowest_in_own and replacement.denomination is bid.denomination
    if (same_lowest or (lowest_in_own and edition.B1A_BY_DENOMINATIONS)) and (
        "artificial" not in ruling.facts
    ):
        # 27B1a: the meaning of the insufficient bid is asked first
        return _ask(
            table,
            ruling,
            "artificial",
            ("27B1a",),
            Message(edition.ARTIFICIAL_TEXT, {"call": bid.name, "replacement": replacement.name}),
        )
    if lowest_in_own and not same_lowest and edition.B1A_BY_DENOMINATIONS:
        # 27B1(a) (2017): the lowest bid in a denomination the artificial
        # insufficient bid specified, and only that one
        shown = {Denomination.parse(d) for d in ruling.facts.get("denominations") or ()}
        if ruling.facts["artificial"] and shown == {replacement.denomination}:
            ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("27B1a",)))
            ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("27D",)))
            return _done(edition, table, ruling)
    if same_lowest:
        # The lowest bid in the same denomination: did the IB name that denomination?
        shown = {Denomination.parse(d) for d in ruling.facts.get("denominations") or ()}
        if ruling.facts["artificial"] is False or (
            edition.B1A_BY_DENOMINATIONS and shown == {bid.denomination}
        ):
            ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("27B1a",)))
            ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("27D",)))
            return _done(edition, table, ruling)
    if replacement.is_pass and "comparable" not in ruling.facts:
        # A pass says nothing an insufficient bid said: never comparable (23A).
        ruling.facts["comparable"] = False
        ruling.reasoning.append(Message(edition.PASS_NOT_COMPARABLE_TEXT, {"call": bid.name}))
    if "comparable" not in ruling.facts:
        return _ask(
            table,
            ruling,
            "comparable",
            edition.COMPARABLE_LAWS,
            Message(edition.COMPARABLE_TEXT, {"replacement": replacement.name, "call": bid.name}),
        )
    if ruling.facts["comparable"]:
        ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("27B1b",)))
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("27D",)))
        return _done(edition, table, ruling)
    _partner_passes(edition, table, ruling, ("27B2",))
    _done(edition, table, ruling)


def _lowest_level(table: Table, ruling: Ruling, denomination: Denomination) -> int:
    calls = table.auction.calls
    # the lowest sufficient bid as it stood before the replacement was added
    before = calls[:-1]
    last = next((c for _, c in reversed(before) if c.is_bid), None)
    for level in range(1, 8):
        if last is None or Call.bid(level, denomination).supersedes(last):
            return level
    return 8


def _partner_passes(edition: Edition, table: Table, ruling: Ruling, laws: tuple[str, ...]) -> None:
    offender = ruling.irregularity.offender
    assert offender is not None
    partner = offender.partner
    if any(
        e.kind == EffectKind.MUST_PASS and e.seat is partner and e.scope == "rest_of_auction"
        for e in ruling.effects
    ):
        return  # this ruling silenced him already (27B3, then 27B4)
    ruling.effects.append(Effect(EffectKind.MUST_PASS, partner, laws, scope="rest_of_auction"))
    # a pass owed only at his next turn (24B, 30B, 31B...) is kept beside it:
    # both bind, and each is discharged on its own terms
    if not any(
        o.type == ObligationType.MUST_PASS and o.seat is partner and o.scope == "rest_of_auction"
        for o in table.obligations
    ):
        table.oblige(Obligation(ObligationType.MUST_PASS, partner, laws, "rest_of_auction"))
    edition.lead_penalty(table, ruling, partner)
    ruling.effects.append(
        Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (edition.AWARENESS_LAW,))
    )
    ruling.effects.append(
        Effect(EffectKind.UNAUTHORIZED_INFORMATION, partner, (edition.WITHDRAWN_INFO_LAW,))
    )


def _ask(table: Table, ruling: Ruling, fact: str, laws: tuple[str, ...], text: Message) -> None:
    ruling.question = Question(fact, laws, text)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_FACT)


def _judged_by_outer(edition: Edition, table: Table, offender: Seat) -> bool:
    """The call that stands after a Law 27 ruling on the offender's call is
    the call a ruling on his earlier call out of rotation waited for (31A2,
    31B2, 32A2, 32B2): judged there now. True when it was."""
    outer = table.replacing
    if (
        outer is None
        or outer.irregularity.offender is not offender
        or not outer.irregularity.code.endswith("out_of_rotation")
        or "offender_call" in outer.facts
    ):
        return False
    call = next(c for s, c in reversed(table.auction.calls) if s is offender)
    outer.facts["offender_call"] = call.name
    table.move_to(Status.AUCTION)
    edition.judge_out_of_rotation(table, outer)
    return True


def _done(edition: Edition, table: Table, ruling: Ruling) -> None:
    ruling.question = None
    table.await_replacement(None)
    if ruling.irregularity.offender is not None:
        _replacement_was_rhos_call(edition, table, ruling.irregularity.offender)
    table.open_ruling(None)
    if table.status is Status.AWAITING_FACT:
        table.move_to(Status.AUCTION)
    offender = ruling.irregularity.offender
    if offender is not None and _judged_by_outer(edition, table, offender):
        if table.status is Status.AUCTION:
            replay_later_calls(edition, table, ruling.irregularity)
        return
    if not edition.auction_over(table):
        # 9B2: calls by the others made before the ruling come after the
        # replacement, at the turn they were made
        replay_later_calls(edition, table, ruling.irregularity)


@BOOK.fact(IrregularityCode.INSUFFICIENT_BID)
def fact_insufficient_bid(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    ruling.facts[event.fact] = event.value
    if event.fact in DAMAGE_FACTS:
        # 27D, asked at the end of the play: the next question, or the decision
        ruling.question = None
        table.open_ruling(None)
        table.move_to(Status.COMPLETE)
        damage_questions(edition, table)
        return
    if event.fact == "artificial" and event.details.get("denominations"):
        ruling.facts["denominations"] = list(event.details["denominations"])
    if ruling.chosen is None:
        if event.fact == "artificial":
            _meaning_found(ruling)  # said now, also when 27C asks more first
        # 27C: a replacement already made is judged before LHO chooses
        if _ask_premature(edition, table, ruling):
            return
        # the meaning, asked before the choice: now LHO hears his options
        ruling.question = None
        if "artificial" in ruling.facts:
            _meaning_found(ruling)
            _reject_told_by_meaning(edition, table, ruling)
        _premature_judged(edition, table, ruling)
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_CHOICE)
        return
    classify_replacement(edition, table, ruling)


def _reject_told_by_meaning(edition: Edition, table: Table, ruling: Ruling) -> None:
    """10C1: LHO hears what refusing costs given what the director found the
    insufficient bid to mean: for an artificial bid the free replacement is
    the lowest bid in the denomination it showed (27B1a), not in the one it
    named, or only a comparable call when it showed none alone."""
    if not ruling.facts.get("artificial"):
        return
    reject = ruling.option("reject")
    if reject is None:
        return
    shown = [Denomination.parse(d) for d in ruling.facts.get("denominations") or ()]
    names = dict(reject.text.params)
    lowest = lowest_in_denomination(table.auction, shown[0]) if len(shown) == 1 else None
    if lowest is not None:
        names["lowest"] = lowest.name
        text = edition.REJECT_SHOWN_TEXT
    else:
        text = edition.REJECT_COMPARABLE_TEXT
    ruling.options = [
        replace(o, text=Message(text, names)) if o is reject else o for o in ruling.options
    ]


def _meaning_found(ruling: Ruling) -> None:
    """What the director found the insufficient bid to mean, said before LHO
    chooses: which replacement would cost nothing (27B1a, 27B1b)."""
    bid: Call = ruling.irregularity.facts_as(CallFacts).call
    shown = [str(d).upper() for d in ruling.facts.get("denominations") or ()]
    names = {"call": bid.name, "suits": ",".join(shown)}
    if not ruling.facts["artificial"]:
        text = (
            "{call} was not artificial: the lowest sufficient bid in its denomination "
            "replaces it without further rectification (27B1a)."
        )
    elif shown and all(d in ("C", "D", "H", "S") for d in shown):
        text = (
            "{call} was artificial and showed {suits}: the lowest sufficient bid in "
            "that denomination replaces it without further rectification (27B1a)."
        )
    elif shown:
        text = (
            "{call} was artificial: the lowest sufficient bid in a denomination it "
            "showed replaces it without further rectification (27B1a)."
        )
    else:
        text = (
            "{call} was artificial: only a comparable call replaces it without further "
            "rectification (27B1b)."
        )
    said = Message(text, names)
    if said not in ruling.reasoning:  # asked again after a later finding (27C)
        ruling.reasoning.append(said)


# -- 27D: the non-offending side damaged, judged at the end of the play.
#
# After a replacement under 27B1 the auction goes on without rectification,
# but the director, at the end of the play, asks himself two things in order:
# could the result well have been different without the help the infraction
# gave, and were the non-offenders damaged in consequence (12B1)? Both yes:
# he assigns an adjusted score, as near as he can to the likely result
# without the insufficient bid (12C1); otherwise the table result stands.

#: the director's findings 27D asks for, in the order he asks them
DAMAGE_FACTS = ("outcome_different", "damaged")


def _b1_applied(ruling: Ruling) -> bool:
    """An insufficient bid replaced under 27B1, whose 27D is open."""
    return ruling.irregularity.code == IrregularityCode.INSUFFICIENT_BID and any(
        e.kind == EffectKind.ADJUSTED_SCORE_POSSIBLE and e.laws == ("27D",) for e in ruling.effects
    )


def _damage_decided(ruling: Ruling) -> bool:
    return any(
        e.kind in (EffectKind.ADJUSTED_SCORE, EffectKind.RESULT_STANDS) and "27D" in e.laws
        for e in ruling.effects
    )


def damage_questions(edition: Edition, table: Table) -> None:
    """At the end of the play (and after each answer): ask the next 27D
    question of the first insufficient bid replaced under 27B1 that still
    needs one, or give the decision."""
    for ruling in table.rulings:
        if not _b1_applied(ruling) or _damage_decided(ruling):
            continue
        names = _damage_names(ruling)
        if "outcome_different" not in ruling.facts:
            text = (
                "Could the result of the board well have been different without the help "
                "{side} got from the insufficient {call}?"
            )
            question = Question("outcome_different", ("27D",), Message(text, names))
        elif ruling.facts["outcome_different"] and "damaged" not in ruling.facts:
            text = "Were {other} damaged in consequence?"
            question = Question("damaged", ("27D", "12B1"), Message(text, names))
        else:
            _decide_damage(edition, ruling, names)
            continue
        ruling.question = question
        if table.active is not None and table.active is not ruling:
            # another ruling's question comes first (a revoke found after the
            # play): this one is listed after it and asked once it is answered
            return
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_FACT)
        return


def _damage_names(ruling: Ruling) -> dict[str, str]:
    offender = ruling.irregularity.offender
    assert offender is not None
    return {
        "call": ruling.irregularity.facts_as(CallFacts).call.name,
        "side": offender.side.name,
        "other": offender.side.other.name,
    }


def _decide_damage(edition: Edition, ruling: Ruling, names: dict[str, str]) -> None:
    if ruling.facts["outcome_different"] and ruling.facts["damaged"]:
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE, None, edition.DAMAGE_LAWS))
        text = (
            "Without the insufficient {call} the result could well have been different and "
            "{other} were damaged: the director assigns an adjusted score, as near as he "
            "can to the likely result without it (27D, 12C1)."
        )
    else:
        ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ("27D",)))
        text = (
            "The insufficient {call} did not damage {other}: the table result stands (27D)."
            if ruling.facts["outcome_different"]
            else "Without the insufficient {call} the result would have been the same: "
            "the table result stands (27D)."
        )
    ruling.reasoning.append(Message(text, names))


@BOOK.play_fact(*DAMAGE_FACTS)
def play_fact_damage(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """A 27D finding given during or after the play, before it was asked:
    kept for the last insufficient bid replaced under 27B1 still open."""
    open_ = [r for r in table.rulings if _b1_applied(r) and not _damage_decided(r)]
    if not open_:
        return
    asking = [r for r in open_ if r.question is not None and r.question.fact == event.fact]
    ruling = asking[0] if asking else open_[-1]
    edition.keep_fact(ruling, event)
    if asking:
        # answered while another ruling's question waited (a revoke found
        # after the play): the next 27D question, or the decision, follows it
        ruling.question = None
    if table.status is Status.COMPLETE or (asking and table.active is not None):
        damage_questions(edition, table)


# -- Laws 29-32 (2017): a pass, bid, double or redouble out of rotation.
#
# LHO may accept it by calling or by choosing ``accept`` (29A). Refused, it is
# cancelled and the auction goes back to the player whose turn it was (29B);
# what follows depends on whose turn the offender called at:
# RHO's turn (30A, 31A, 32A), or partner's turn / LHO's turn before the
# offender had called (30B, 31B, 32B). The offender's own next call is then
# judged: repeated, comparable (23A) or neither.


def rule_out_of_rotation(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    changed = edition.late_change_ruling(table, irregularity)
    if changed is not None:
        return changed  # an unintended call corrected after LHO called (25A)
    call: Call = irregularity.facts_as(CallFacts).call
    if call.is_pass and irregularity.facts.answers.get("artificial"):
        irregularity.facts_as(CallFacts).ruled_as = IrregularityCode.BID_OUT_OF_ROTATION  # 30C
    turn = table.auction.next_seat
    names = {
        "call": call.name,
        "offender": offender.name.title(),
        "lho": offender.lho.name.title(),
        "partner": offender.partner.name.title(),
        "turn": turn.name.title(),
    }
    irregularity.facts_as(CallFacts).turn = (
        "rho" if turn is offender.rho else "partner" if turn is offender.partner else "lho"
    )
    law = {"pass_out_of_rotation": "30", "bid_out_of_rotation": "31"}.get(
        ruled_as(irregularity), "32"
    )
    ruling = Ruling(irregularity, ("29", law), chooser=offender.lho)
    if ruled_as(irregularity) != irregularity.code:
        ruling.laws = ("29", "30C", law)
        ruling.facts["artificial"] = True
        ruling.reasoning.append(
            Message(
                "The pass was artificial: it is ruled as a bid out of rotation (30C, 31).",
                names,
            )
        )
    ruling.options = [
        Option(
            "accept",
            ("29A",),
            Message(
                "{lho} accepts {call}: it stands and the auction goes on with {lho}'s call.",
                names,
            ),
            (Effect(EffectKind.CALL_STANDS, offender, ("29A",), call=call.name),),
        ),
        Option(
            "reject",
            ("29B", law),
            Message(*_reject_message(edition, irregularity, names)),
            (Effect(EffectKind.CALL_CANCELLED, offender, ("29B",), call=call.name),),
        ),
    ]
    ruling.reasoning.append(Message("{offender} called {call} when it was {turn}'s turn.", names))
    last = table.auction.last_bid
    if call.is_bid and last is not None and not call.supersedes(last):
        # 27A2 (2007 27A): insufficient as well; Law 31 rules it, not Law 27
        law27 = edition.INSUFFICIENT_OUT_OF_TURN_LAW
        ruling.laws = (law27, *ruling.laws)
        ruling.reasoning.append(
            Message(
                "{call} is insufficient as well: a bid out of rotation is ruled under "
                "Law 31, not Law 27 ({law}).",
                {**names, "law": law27},
            )
        )
    partner_call = _partner_call_passed(table, offender)
    if call.is_pass and partner_call is not None and "artificial" not in irregularity.facts.answers:
        # seed 004, 30C: is the pass artificial, or a pass of partner's
        # artificial call? The director establishes it before LHO hears
        # his options (10C1): if so, Law 31 applies, not Law 30
        irregularity.facts.ask_first = True
        ruling.question = Question(
            "artificial",
            ("30C",),
            Message(PASS_ARTIFICIAL_TEXT, {**names, "first": partner_call.name}),
        )
    return ruling


#: 30C, asked before LHO chooses
PASS_ARTIFICIAL_TEXT = (
    "Was the pass by {offender} artificial, or a pass of the artificial {first} by "
    "{partner}? If so, it is ruled as a bid out of rotation (30C, 31)."
)


def _partner_call_passed(table: Table, offender: Seat) -> Call | None:
    """The call of the offender's partner that a pass now would pass: the
    last call other than a pass, when partner made it (30C)."""
    last = next(((s, c) for s, c in reversed(table.auction.calls) if not c.is_pass), None)
    if last is None or last[0] is not offender.partner:
        return None
    return last[1]


def _pass_meaning_found(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """30C answered before LHO chooses: an artificial pass is ruled as a bid
    out of rotation (31); otherwise Law 30 stands. Then LHO hears his options."""
    irregularity = ruling.irregularity
    irregularity.facts.ask_first = False
    ruling.question = None
    if event.value:
        refact_pass_out_of_rotation(edition, table, ruling, event)
    else:
        irregularity.facts.answers["artificial"] = False
        ruling.facts["artificial"] = False
        ruling.reasoning.append(
            Message(
                "The pass was not artificial and passed no artificial call: Law 30 applies.",
                {},
            )
        )
    ruling.question = None
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)


@BOOK.refact(IrregularityCode.PASS_OUT_OF_ROTATION)
def refact_pass_out_of_rotation(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    """30C: the director finds the pass artificial (or a pass of partner's
    artificial call) while LHO is choosing: it is ruled as a bid (31)."""
    if event.fact != "artificial" or not event.value:
        return
    irregularity = ruling.irregularity
    irregularity.facts.answers["artificial"] = True
    fresh = edition.rule_out_of_rotation(table, irregularity)
    ruling.laws, ruling.options = fresh.laws, fresh.options
    ruling.reasoning[:] = fresh.reasoning
    ruling.facts.update(fresh.facts)


def _reject_message(
    edition: Edition, irregularity: Irregularity, names: dict[str, str]
) -> tuple[str, dict[str, str]]:
    text, laws = edition.reject_text(irregularity)
    return text, {**names, "laws": laws}


def reject_text(irregularity: Irregularity) -> tuple[str, str]:
    """2017: the option's text for a refused call out of rotation, with the
    branches it names: 30A; 31A1/31A2 or 32A1/32A2 at RHO's turn; 30B1,
    31B or 32B at partner's (or LHO's) turn; 26B wherever partner may be
    silenced (an artificial pass ruled as a bid also names 30C)."""
    turn = irregularity.facts_as(CallFacts).turn
    kind = ruled_as(irregularity)
    if kind == IrregularityCode.PASS_OUT_OF_ROTATION and turn == "rho":
        return (
            "{call} is cancelled and {turn} calls. {offender} must pass at his next turn (30A).",
            "30A",
        )
    law = {
        IrregularityCode.PASS_OUT_OF_ROTATION: "30",
        IrregularityCode.BID_OUT_OF_ROTATION: "31",
    }.get(kind, "32")
    artificial = "30C, " if kind != irregularity.code else ""
    if turn == "rho":
        return (
            "{call} is cancelled and {turn} calls. If {turn} passes, {offender} must "
            "repeat {call}; otherwise a comparable call by {offender} costs nothing, "
            "any other call makes {partner} pass at his next turn ({laws}).",
            f"{artificial}{law}A1, {law}A2, 26B",
        )
    branch = "30B1" if law == "30" else f"{law}B"
    return (
        "{call} is cancelled and {turn} may make any legal call. A comparable call by "
        "{offender} at his turn costs nothing; any other call makes {partner} pass at "
        "his next turn ({laws}).",
        f"{artificial}{branch}, 26B",
    )


def choose_out_of_rotation(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    table.hold(None)
    ruling.effects.extend(option.effects)
    table.move_to(Status.AUCTION)
    awaited = _replacement_awaited(table)
    if option.code == "accept":
        irregularity.accepted = True
        edition.add_accepted_call(table, irregularity)
        if awaited is not None:
            _replacement_turn_taken(edition, table, awaited, irregularity)
        if not edition.auction_over(table):
            replay_later_calls(edition, table, irregularity)
        return
    if (
        ruled_as(irregularity) == IrregularityCode.PASS_OUT_OF_ROTATION
        and irregularity.facts_as(CallFacts).turn == "rho"
    ):
        obligation = Obligation(ObligationType.MUST_PASS, offender, ("30A",), "next_turn")
        table.oblige(obligation)
        ruling.effects.append(Effect(EffectKind.MUST_PASS, offender, ("30A",), scope="next_turn"))
        # 30A: "and Law 72C may apply"
        ruling.effects.append(
            Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (edition.AWARENESS_LAW,))
        )
        replay_later_calls(edition, table, irregularity)
        return
    if irregularity.facts_as(CallFacts).turn != "rho":
        # 30B1a, 31B1, 32B1: partner may make any legal call at his turn, but
        # what the cancelled call told him is unauthorized (16C2)
        law = {
            IrregularityCode.PASS_OUT_OF_ROTATION: "30B1a",
            IrregularityCode.BID_OUT_OF_ROTATION: "31B1",
        }.get(ruled_as(irregularity), "32B1")
        ruling.effects.append(
            Effect(EffectKind.UNAUTHORIZED_INFORMATION, offender.partner, (law, "16C2"))
        )
    if replacement_awaited(table, ruling):
        # the auction goes back to the offender of the insufficient bid: his
        # call is the replacement Law 27 waits for, judged first; this
        # ruling waits for its own offender's call after it
        table.await_later(ruling)
    else:
        table.await_replacement(ruling)  # the offender's next call decides (30B, 31, 32)
    replay_later_calls(edition, table, irregularity)


def replacement_awaited(table: Table, ruling: Ruling) -> bool:
    """A call out of rotation refused while the offender of a refused
    insufficient bid was to replace it (27B): his replacement is judged first,
    and the reasoning says so."""
    awaited = _replacement_awaited(table)
    offender = ruling.irregularity.offender
    if awaited is None or offender is None:
        return False
    ruling.reasoning.append(
        Message(
            "{turn} replaces his insufficient {bid} first: that call is judged under "
            "Law 27 (27B); then {offender}'s call at his turn is judged here.",
            {
                "turn": table.auction.next_seat.name.title(),
                "bid": awaited.irregularity.facts_as(CallFacts).call.name,
                "offender": offender.name.title(),
            },
        )
    )
    return True


def _replacement_awaited(table: Table) -> Ruling | None:
    """A refused insufficient bid whose replacement (27B) is the next call."""
    replacing = table.replacing
    if (
        replacing is not None
        and replacing.irregularity.code == IrregularityCode.INSUFFICIENT_BID
        and replacing.irregularity.offender is table.auction.next_seat
    ):
        return replacing
    return None


def _replacement_turn_taken(
    edition: Edition, table: Table, awaited: Ruling, irregularity: Irregularity
) -> None:
    """29A: a call out of rotation made while the offender of a refused
    insufficient bid was to replace it is accepted; it took his turn, so the
    bid stays withdrawn with no replacement: none of 27B1-B3 can apply, and
    what the withdrawn bid told his partner is unauthorized (16C)."""
    offender = awaited.irregularity.offender
    caller = irregularity.offender
    assert offender is not None and caller is not None
    bid: Call = awaited.irregularity.facts_as(CallFacts).call
    awaited.reasoning.append(
        Message(
            "{caller}'s {call}, accepted (29A), took {offender}'s turn: {bid} stays withdrawn "
            "without a replacement, and what it told {partner} is unauthorized ({law}).",
            {
                "caller": caller.name.title(),
                "call": irregularity.facts_as(CallFacts).call.name,
                "offender": offender.name.title(),
                "bid": bid.name,
                "partner": offender.partner.name.title(),
                "law": edition.WITHDRAWN_INFO_LAW,
            },
        )
    )
    awaited.effects.append(
        Effect(EffectKind.UNAUTHORIZED_INFORMATION, offender.partner, (edition.WITHDRAWN_INFO_LAW,))
    )
    if table.replacing is awaited:
        table.await_replacement(None)


def replay_later_calls(edition: Edition, table: Table, irregularity: Irregularity) -> None:
    """Calls made after the call out of rotation and before the ruling, by
    the offender's partner at his own turn (not 28B, which is an
    opponent's): they are judged now, as made after the ruling (31B1:
    partner may make any legal call; 16C2 for what the cancelled call told
    him)."""
    edition.replay_later_calls(table, irregularity)


@BOOK.followup(
    IrregularityCode.PASS_OUT_OF_ROTATION,
    IrregularityCode.BID_OUT_OF_ROTATION,
    IrregularityCode.DOUBLE_OUT_OF_ROTATION,
)
def _followup_out_of_rotation(edition: Edition, table: Table, index: int, event: CallEvent) -> bool:
    ruling = table.replacing
    assert ruling is not None
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    if event.by is not offender:
        if (
            event.by is offender.rho
            and event.by is table.auction.next_seat
            and "rho_passed" not in ruling.facts
        ):
            # RHO's first call after the cancellation decides between A1 and
            # A2; his later calls (after an accepted call out of rotation) do not
            _rho_called(edition, table, ruling, event.call)
        return False  # judged as usual
    if table.auction.violation(event.by, event.call) is not None:
        owed = _owed_repeat(table, event.by)
        if owed is not None and event.call.name == owed.call:
            # 31A1, 32A1: he repeats the call as he must, but a call accepted
            # since made it illegal: the duty is paid, and the call's own
            # law rules it (36 for an inadmissible double, 27 for an
            # insufficient bid) instead of this one
            table.keep_obligations([o for o in table.obligations if o is not owed])
            ruling.facts["offender_call"] = event.call.name
            table.await_replacement(None)
            rule_at_once(edition, table, index, event, owed.laws[0])
            return True
        if (
            owed is None
            and "offender_call" not in ruling.facts
            and table.pending is None
            and event.by is table.auction.next_seat
        ):
            # 31A2, 31B2, 32A2, 32B2: his call is itself irregular (say
            # insufficient); the director, at the table for it, rules it
            # first under its own law, and this ruling judges the call
            # that stands after that one
            table.step_aside()
            rule_at_once(edition, table, index, event, None)
            if table.replacing is None:
                table.await_replacement(ruling)
            return True
        return False
    if _not_repeated(edition, table, index, event, ruling):
        return True
    table.auction.add(event.by, event.call)
    ruling.facts["offender_call"] = event.call.name
    edition.judge_out_of_rotation(table, ruling)
    return True


def _rho_called(edition: Edition, table: Table, ruling: Ruling, call: Call) -> None:
    """RHO called after the call out of rotation was cancelled: a pass
    makes the offender repeat his call (31A1, 32A1); anything else lets him
    make any legal call (31A2, 32A2)."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    ruling.facts["rho_passed"] = call.is_pass
    if call.is_pass and irregularity.facts_as(CallFacts).turn == "rho":
        law = edition.repeat_law(irregularity)
        repeat = irregularity.facts_as(CallFacts).call.name
        ruling.effects.append(Effect(EffectKind.MUST_REPEAT, offender, (law,), call=repeat))
        table.oblige(
            Obligation(ObligationType.MUST_REPEAT, offender, (law,), "next_turn", call=repeat)
        )


def _replacement_was_rhos_call(edition: Edition, table: Table, offender: Seat) -> None:
    """The replacement for an insufficient bid just made is the call of the
    RHO of a player whose call out of rotation, made while it was awaited,
    now waits (31A, 32A): it decides between A1 and A2 there."""
    waiting = table.replacing
    if (
        waiting is None
        or not waiting.irregularity.code.endswith("out_of_rotation")
        or "rho_passed" in waiting.facts
        or waiting.irregularity.offender is None
        or waiting.irregularity.offender.rho is not offender
        or waiting.irregularity.facts_as(CallFacts).turn != "rho"
    ):
        return
    call = next((c for s, c in reversed(table.auction.calls) if s is offender), None)
    if call is not None:
        _rho_called(edition, table, waiting, call)


def rule_at_once(
    edition: Edition, table: Table, index: int, event: CallEvent, law: str | None
) -> None:
    """A call the director is at the table for (the repetition 31A1 / 32A1
    demand) that is itself irregular: judged under its own law, and ruled
    at once, as the director there would, without a new summons."""
    before = len(table.irregularities)
    edition.on_call(table, index, event)
    pending = table.pending
    if (
        len(table.irregularities) > before
        and pending is table.irregularities[-1]
        and pending.offender is not None
        and table.active is None
    ):
        edition.on_director(table, index, DirectorEvent(pending.offender.lho))
        ruling = table.active
        if law is not None and ruling is not None and ruling.irregularity is pending:
            ruling.reasoning.insert(
                0,
                Message(
                    "{offender} repeated {call} as he had to ({law}), but it is not a legal "
                    "call: it is ruled under its own law.",
                    {"offender": event.by.name.title(), "call": event.call.name, "law": law},
                ),
            )


def repeat_law(edition: Edition, irregularity: Irregularity) -> str:
    """The law that makes the offender repeat his call after RHO passed."""
    return "31A1" if ruled_as(irregularity) == IrregularityCode.BID_OUT_OF_ROTATION else "32A1"


def _owed_repeat(table: Table, seat: Seat) -> Obligation | None:
    """The repetition of his call out of rotation that ``seat`` owes (31A1, 32A1)."""
    return next(
        (o for o in table.obligations if o.type == ObligationType.MUST_REPEAT and o.seat is seat),
        None,
    )


def _not_repeated(
    edition: Edition, table: Table, index: int, event: CallEvent, ruling: Ruling
) -> bool:
    """The offender owes the repetition of his call (31A1, 32A1) and calls
    something else: that call is cancelled (its information unauthorized
    for partner) and he still must repeat."""
    owed = _owed_repeat(table, event.by)
    if owed is None or event.call.name == owed.call:
        table.keep_obligations([o for o in table.obligations if o is not owed])
        return False
    table.note_irregularity(
        Irregularity(
            IrregularityCode.CALL_NOT_REPEATED,
            owed.laws,
            index,
            event.by,
            f"{event.by.name.title()} called {event.call} instead of repeating {owed.call}",
            facts=CallFacts(event.call),
        )
    )
    ruling.effects.append(
        Effect(EffectKind.CALL_CANCELLED, event.by, owed.laws, call=event.call.name)
    )
    ruling.effects.append(
        Effect(EffectKind.UNAUTHORIZED_INFORMATION, event.by.partner, (edition.WITHDRAWN_INFO_LAW,))
    )
    return True


def judge_out_of_rotation(edition: Edition, table: Table, ruling: Ruling) -> None:
    irregularity = ruling.irregularity
    cancelled: Call = irregularity.facts_as(CallFacts).call
    made = ruling.facts["offender_call"]
    law = ruling.laws[-1]
    if (
        made == cancelled.name
        and irregularity.facts_as(CallFacts).turn == "rho"
        and ruling.facts.get("rho_passed")
    ):
        ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, (f"{law}A1",)))
        return finish_out_of_rotation(edition, table, ruling)
    if (
        made == "Pass"
        and irregularity.code != IrregularityCode.PASS_OUT_OF_ROTATION
        and "comparable" not in ruling.facts
    ):
        # a pass says nothing a bid, double or redouble said: never comparable (23A)
        ruling.facts["comparable"] = False
        ruling.reasoning.append(Message(edition.PASS_NOT_COMPARABLE_TEXT, {"call": cancelled.name}))
    if "comparable" not in ruling.facts:
        ruling.question = Question(
            "comparable",
            (_comparable_question_law(irregularity), "23A"),
            Message(
                "Is {made} comparable to the cancelled {call} (the same or a more precise "
                "meaning, or the same purpose)?",
                {"made": made, "call": cancelled.name},
            ),
        )
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_FACT)
        return None
    if ruling.facts["comparable"]:
        ruling.effects.append(
            Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, (comparable_law(irregularity), "23C"))
        )
        # 23C: after the play the director judges whether the withdrawn
        # call's information helped the offenders to the other side's damage
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("23C",)))
    else:
        offender = irregularity.offender
        assert offender is not None
        laws = _not_comparable_laws(irregularity)
        ruling.effects.append(
            Effect(EffectKind.MUST_PASS, offender.partner, laws, scope="next_turn")
        )
        edition.lead_penalty(table, ruling, offender.partner)
        table.oblige(Obligation(ObligationType.MUST_PASS, offender.partner, laws, "next_turn"))
        ruling.effects.append(
            Effect(
                EffectKind.UNAUTHORIZED_INFORMATION, offender.partner, (edition.WITHDRAWN_INFO_LAW,)
            )
        )
        # 30B1b(ii), 31A2b, 32A2b: "16C, 26B and 72C may apply"
        ruling.effects.append(
            Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (edition.AWARENESS_LAW,))
        )
    return finish_out_of_rotation(edition, table, ruling)


def _comparable_question_law(irregularity: Irregularity) -> str:
    """The sub-law whose comparable-call test the director applies: 30B1b
    for a pass at partner's or LHO's turn, 31A2 / 32A2 at RHO's turn, 31B2 /
    32B2 (which apply A2) at partner's or LHO's turn."""
    kind = ruled_as(irregularity)
    if kind == IrregularityCode.PASS_OUT_OF_ROTATION:
        return "30B1b"
    law = "31" if kind == IrregularityCode.BID_OUT_OF_ROTATION else "32"
    return f"{law}A2" if irregularity.facts_as(CallFacts).turn == "rho" else f"{law}B2"


def _not_comparable_laws(irregularity: Irregularity) -> tuple[str, ...]:
    """The branch that silences partner once: 30B1b(ii); 31A2b / 32A2b at
    RHO's turn; 31B2 / 32B2 with the A2b they apply at partner's or LHO's turn."""
    kind = ruled_as(irregularity)
    if kind == IrregularityCode.PASS_OUT_OF_ROTATION:
        return ("30B1b",)
    law = "31" if kind == IrregularityCode.BID_OUT_OF_ROTATION else "32"
    if irregularity.facts_as(CallFacts).turn == "rho":
        return (f"{law}A2b",)
    return (f"{law}B2", f"{law}A2b")


def comparable_law(irregularity: Irregularity) -> str:
    """The sub-law that lets a comparable call cost nothing: 30B1b(i) for a
    pass, 31A2a / 32A2a at RHO's turn, 31B2 / 32B2 (which apply A2a) at
    partner's or LHO's turn."""
    kind = ruled_as(irregularity)
    if kind == IrregularityCode.PASS_OUT_OF_ROTATION:
        return "30B1b"
    law = "31" if kind == IrregularityCode.BID_OUT_OF_ROTATION else "32"
    return f"{law}A2a" if irregularity.facts_as(CallFacts).turn == "rho" else f"{law}B2"


def finish_out_of_rotation(edition: Edition, table: Table, ruling: Ruling) -> None:
    ruling.question = None
    table.await_replacement(None)
    table.open_ruling(None)
    table.move_to(Status.AUCTION)
    if not edition.auction_over(table):
        # 9B2: calls made while the director was finding whether the
        # offender's call was comparable are judged now, in order
        replay_later_calls(edition, table, ruling.irregularity)


@BOOK.fact(
    IrregularityCode.PASS_OUT_OF_ROTATION,
    IrregularityCode.BID_OUT_OF_ROTATION,
    IrregularityCode.DOUBLE_OUT_OF_ROTATION,
)
def _fact_out_of_rotation(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    if event.fact == "unintended":
        # seed 004: a change of call (25A) or a call out of rotation?
        edition.rejudge_unintended(table, ruling, event, edition.rule_out_of_rotation)
        return
    if event.fact == "artificial" and ruling.chosen is None and ruling.irregularity.facts.ask_first:
        _pass_meaning_found(edition, table, ruling, event)  # 30C, before the choice
        return
    ruling.facts[event.fact] = event.value
    if event.fact == "artificial" and event.details.get("denominations"):
        ruling.facts["denominations"] = list(event.details["denominations"])  # 29C
    edition.judge_out_of_rotation(table, ruling)


# -- Laws 37, 38 and 39 (2017): calls no one could make, ruled at once.
#
# 37B: a call by a player who had to pass is cancelled and becomes a pass;
# both players of the offending side then pass throughout (37A, LHO having
# called over it, is acceptance by action). 38: a bid above seven and the
# calls after it are cancelled, the bid becomes a pass, and the offending
# side passes throughout. 39: calls after the final pass are cancelled; only
# a defender's bid, double or redouble not yet called over can cost a lead
# restriction (39C). 36: an inadmissible double or redouble is cancelled;
# if LHO called over it, with everything after it and no rectification (36A),
# otherwise the offender calls again and partner passes throughout (36B).


@BOOK.ruling(IrregularityCode.INADMISSIBLE_DOUBLE)
def rule_inadmissible_double(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    call: Call = irregularity.facts_as(CallFacts).call
    auction = table.auction
    names = {
        "call": call.name,
        "offender": offender.name.title(),
        "partner": offender.partner.name.title(),
        "turn": auction.next_seat.name.title(),
    }
    ruling = Ruling(irregularity, ("36",))
    late = _after_opening_lead(edition, table, irregularity, ruling)
    if late is not None:
        return late
    table.hold(None)
    table.move_to(Status.AUCTION)
    if _later_call_by(table, irregularity, offender.lho):
        ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("36A",), call=call.name))
        ruling.laws = ("36", "36A")
        ruling.effects.append(Effect(EffectKind.LATER_CALLS_CANCELLED, None, ("36A",)))
        ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("36A",)))
        ruling.reasoning.append(
            Message(
                "{call} could not be made, and the next player called over it: it and "
                "every later call are cancelled and the auction goes on from {turn} "
                "without rectification (36A).",
                names,
            )
        )
        return ruling
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("36B1",), call=call.name))
    in_turn = auction.next_seat is offender
    law = "36B2" if in_turn else "36B4"
    ruling.laws = ("36", "36B", law)
    _pass_throughout(table, ruling, offender.partner, law)
    edition.lead_penalty(table, ruling, offender.partner)
    ruling.effects.append(
        Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (edition.AWARENESS_LAW,))
    )
    ruling.reasoning.append(
        Message(
            "{call} could not be made: it is cancelled, {offender} makes a legal call at "
            "his turn, and {partner} must pass for the rest of the auction (36B).",
            names,
        )
    )
    return ruling


def _after_opening_lead(
    edition: Edition, table: Table, irregularity: Irregularity, ruling: Ruling
) -> Ruling | None:
    """36C: the calls after the inadmissible one ended the auction and the
    opening lead was faced before attention was drawn: the contract is the
    one those calls make without it, and the play goes on from the lead."""
    law = edition.LATE_INADMISSIBLE_LAW
    offender = irregularity.offender
    if law is None or offender is None:
        return None
    events = table.record.events
    later = [(i, e) for i, e in enumerate(events) if i > irregularity.event and e is not None]
    cards: list[tuple[int, CardEvent]] = [
        (i, e) for i, e in later if isinstance(e, CardEvent) and not e.face_down
    ]
    if not cards:
        return None
    calls = [e for i, e in later if isinstance(e, CallEvent) and i < cards[0][0]]
    auction = Auction(table.auction.dealer)
    for seat, made in table.auction.calls:
        auction.add(seat, made)
    auction.add(offender, Call(CallKind.PASS))  # as if it had not been made
    for event in calls:
        auction.add(event.by, event.call)
    if not auction.is_complete or auction.contract() is None:
        return None
    call: Call = irregularity.facts_as(CallFacts).call
    table.replace_auction(auction)
    table.hold(None)
    ruling.laws = edition.LATE_INADMISSIBLE_LAWS
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, (law,), call=call.name))
    ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, (law,)))
    ruling.reasoning.append(Message(edition.LATE_INADMISSIBLE_TEXT, {"call": call.name}))
    contract = auction.contract()
    assert contract is not None
    edition.start_play(table, contract)
    for index, card in cards:
        if table.status is Status.PLAY:
            edition.on_card(table, index, card)
    return ruling


def _pass_throughout(table: Table, ruling: Ruling, seat: Seat, law: str) -> None:
    """``seat`` passes for the rest of the auction (one obligation, however often imposed)."""
    ruling.effects.append(Effect(EffectKind.MUST_PASS, seat, (law,), scope="rest_of_auction"))
    if not any(
        o.type == ObligationType.MUST_PASS and o.seat is seat and o.scope == "rest_of_auction"
        for o in table.obligations
    ):
        table.oblige(Obligation(ObligationType.MUST_PASS, seat, (law,), "rest_of_auction"))


def _later_call_by(table: Table, irregularity: Irregularity, seat: Seat) -> bool:
    events = table.record.events
    return any(getattr(events[i], "by", None) is seat for i in irregularity.later_calls)


def _silence_side(edition: Edition, table: Table, ruling: Ruling, offender: Seat, law: str) -> None:
    for seat in (offender, offender.partner):
        _pass_throughout(table, ruling, seat, law)


def _replace_by_pass(
    edition: Edition, table: Table, ruling: Ruling, offender: Seat, law: str
) -> None:
    """The cancelled call becomes a pass in the auction (37B, 38C)."""
    ruling.effects.append(Effect(EffectKind.REPLACED_BY_PASS, offender, (law,)))
    table.auction.add(offender, Call(CallKind.PASS))
    # that pass is made at his turn: a pass owed only at this turn (30A, 24B …) is paid
    table.keep_obligations(
        [o for o in table.obligations if not (o.seat is offender and o.scope == "next_turn")]
    )
    edition.auction_over(table)


@BOOK.ruling(IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS)
def rule_call_when_required_to_pass(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    call: Call = irregularity.facts_as(CallFacts).call
    ruling = Ruling(irregularity, ("37", "37B"))
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("37B",), call=call.name))
    table.hold(None)
    table.move_to(Status.AUCTION)
    _silence_side(edition, table, ruling, offender, "37B")
    edition.lead_penalty(table, ruling, offender.partner)
    ruling.effects.append(
        Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (edition.AWARENESS_LAW,))
    )
    turn = table.auction.next_seat
    if turn is offender:
        _replace_by_pass(edition, table, ruling, offender, "37B")
        return ruling
    # made out of rotation (35B before 31/32): cancelled, and the auction
    # goes back to the player whose turn it was; the offender's pass comes
    # at his own turn, which his duty to pass throughout already demands
    ruling.reasoning.append(
        Message(
            "{offender} had to pass and called {call} when it was {turn}'s turn: a call "
            "by a player who must pass is inadmissible (35B) and is ruled under Law 37, "
            "not as a call out of rotation. It is cancelled and {turn} calls.",
            {"offender": offender.name.title(), "call": call.name, "turn": turn.name.title()},
        )
    )
    edition.auction_over(table)
    return ruling


@BOOK.ruling(IrregularityCode.BID_ABOVE_SEVEN)
def rule_bid_above_seven(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    call: Call = irregularity.facts_as(CallFacts).call
    ruling = Ruling(irregularity, ("38",))
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("38B",), call=call.name))
    later = irregularity.later_calls
    if later:
        ruling.effects.append(Effect(EffectKind.LATER_CALLS_CANCELLED, None, ("38B",)))
    table.hold(None)
    table.move_to(Status.AUCTION)
    _silence_side(edition, table, ruling, offender, "38C")
    if not _later_call_by(table, irregularity, offender.lho):
        # 38D: lead restriction and 72C, unless LHO called before the ruling
        edition.lead_penalty(table, ruling, offender.partner)
        ruling.effects.append(
            Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (edition.AWARENESS_LAW,))
        )
    if table.auction.next_seat is offender:
        _replace_by_pass(edition, table, ruling, offender, "38C")
    return ruling


@BOOK.ruling(IrregularityCode.CALL_AFTER_FINAL_PASS)
def rule_call_after_final_pass(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    changed = edition.final_change_ruling(table, irregularity)
    if changed is not None:
        return changed  # an unintended last pass put right (25A5)
    call: Call = irregularity.facts_as(CallFacts).call
    ruling = Ruling(irregularity, ("39",))
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("39A",), call=call.name))
    table.hold(None)
    table.move_to(Status(irregularity.resume or Status.PLAY.value))
    play = table.play
    defender = play is not None and offender.side is not play.declarer.side
    if (
        defender
        and not call.is_pass
        and not _later_call_by(table, irregularity, offender.lho)
        and play is not None
    ):
        ruling.laws = ("39", "39C")  # the branch taken, named with the ruling
        edition.lead_penalty(table, ruling, offender.partner)  # 39C
        # the lead choice opens at once and reads the cancelled call from
        # the rulings (2007: 26A for a call that named one suit)
        table.add_ruling(ruling)
        try:
            edition.settle_lead_restrictions(table)
            edition.before_lead(table)
        finally:
            table.withdraw_ruling(ruling)
    else:
        ruling.laws = ("39", "39B")
        ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("39B",)))
        if irregularity.facts_as(CallFacts).lead_choice_withdrawn:
            edition.before_lead(table)  # declarer's choice at the lead, offered again
    return ruling


@BOOK.fact(IrregularityCode.CALL_AFTER_FINAL_PASS)
def _fact_call_after_final_pass(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    # seed 004: the offender's own last pass put right (25A5) or a call after
    # the final pass (39)?
    edition.rejudge_unintended(
        table, ruling, event, lambda t, i: rule_call_after_final_pass(edition, t, i)
    )


# -- 20G: improper procedure ----------------------------------------------------

#: what the director found, said by kind (20G1, 20G2, 20G3; 2007 20G1, 73D2, 20G2)
_IMPROPER: dict[str, str] = {
    "question_for_partner": "{seat} asked a question only for his partner's benefit ({law}); "
    "what it told {partner} is unauthorized information for him (16B1).",
    "question_to_mislead": "{seat} asked a question only to draw a wrong answer from an "
    "opponent ({law}).",
    "own_notes": "{seat} consulted his own system card or notes during the auction or play, "
    "which the regulations do not allow ({law}).",
}


@BOOK.play_fact("improper_procedure")
def play_fact_improper_procedure(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """20G (2007 20G1, 20G2, 73D2): the director found ``seat`` asking a
    question only for his partner's benefit (``question_for_partner``),
    only to draw a wrong answer from an opponent (``question_to_mislead``)
    or consulting his own system card or notes (``own_notes``). The Laws
    give no rectification: the ruling tells the director he may adjust the
    score if the other side was damaged (12A1, 12C) and give a procedural
    penalty (90), a disciplinary one for a serious case (91); a question
    for partner's benefit is also unauthorized information for partner
    (16B1). The auction or play goes on unchanged."""
    details = event.details or {}
    try:
        seat = Seat.parse(str(details.get("seat")))
    except (BridgeError, ValueError, KeyError):
        raise found_revoke.FactError(
            index, "{value} is not a seat (N, E, S, W)", value=shown(details.get("seat"))
        ) from None
    kind = str(event.value)
    law = edition.IMPROPER_PROCEDURE_LAWS.get(kind)
    if law is None:
        raise found_revoke.FactError(
            index,
            "{value} is not improper procedure the director can find: give "
            "question_for_partner, question_to_mislead or own_notes",
            value=shown(event.value),
        )
    name = seat.name.title()
    code = IrregularityCode.IMPROPER_PROCEDURE
    if edition.found_while_ruling(table, index, event, code, (law,), seat, f"{name}: {kind}"):
        return
    ruling = edition.found_ruling(table, index, code, (law,), seat, f"{name}: {kind}")
    ruling.reasoning.append(
        Message(
            _IMPROPER[kind],  # one of the texts above, each translated
            {"seat": name, "partner": seat.partner.name.title(), "law": law},
        )
    )
    ruling.reasoning.append(
        Message(
            "The Laws give no rectification for it: the director may adjust the score if the "
            "other side was damaged, and may give a procedural penalty; a serious or repeated "
            "offence may be penalised further (12A1, 12C, 90, 91)."
        )
    )
    ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("12A1", "12C")))
    ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, ("90", "91")))
