"""The rubber rulebook's own remedies (seed 001, rules 38-61), as ruling data.

In rubber bridge there is no director: the opponents of the offender choose
the penalty themselves, and many penalties are a **new deal**. The record is
the same as in duplicate (spec §1): ``{"director": true}`` is attention drawn
to the irregularity, a ``choose`` event the entitled player's choice. What is
ruled here, most common first:

- 40 insufficient bid: corrected by the offender in the same denomination
  before attention is drawn, free (40(2)); called over by LHO, it stands
  (40(3)); otherwise any sufficient bid replaces it and partner passes once
  (40(1));
- 39 calls out of turn (not a pass): at RHO's turn cancelled, partner passes
  once (39(2)); before any bid at partner's or LHO's turn, or a second bid
  before LHO called, LHO demands a new deal or lets the deal stand with the
  call void (39(1)); called over by LHO, it stands (39(3)); called over by
  the player in turn, rule 39 still applies (``_called_over``). A pass out of
  turn has no penalty in the seed: it is cancelled;
- 55 revokes: established when the offending side plays to the next trick
  (55(2)), never in the twelfth trick; two tricks for a side's first penalised
  revoke and one for each further one, only from tricks it won from the first
  revoke on (55(6)); none for dummy (55(1)(a)(III));
- 45, 46 leads from the wrong hand and out of turn: the defenders require the
  correct hand, which must lead the same suit if it can (45), or a retraction
  (46(1)); declarer names a suit for the offending side, treats the card as
  exposed, or accepts it (46(2)); declarer playing from his own hand to a wrong
  opening lead becomes dummy (46(3)); dummy's exposing a card first costs the
  suit option (46(4));
- 43, 44 exposed cards: in the auction a low card lets the future declarer
  choose an exposed card or a forbidden first lead (43(a)), an honour, a card
  led or more cards give LHO a new deal (43(b)); in the play a defender's
  exposed card stays exposed and declarer may **call** it whenever it is a
  legal card at its owner's turn (44) -- the call is an obligation;
- 47 premature play: declarer names highest, lowest, win, lose or a suit to
  discard for the offender's partner; none for declarer's own hands (47(2));
- 41 a defender's call after the auction: declarer names the suit of the
  partner's first lead; 42 other illegal calls: LHO demands a new deal,
  cancels the call (a pass) or, for a bid above seven or a barred call, lets
  it stand (a bid above seven as a bid of seven);
- 54 a disputed claim: the tricks, with every open point decided as the
  defenders direct, are asked as a fact;
- 51(2), 58, 59: dummy drawing attention, a penalty one is not entitled to or
  chosen by the wrong player lose the penalty; 57: a penalty naming a suit
  the player does not hold lapses.

Failing to lead or play as a penalty requires, while able, is a revoke
(definition XXVIII).

The deal (7-10, 38), 46(5), 48-53, 55(1), 56, 60 and 61 are in
:mod:`bridgelaws.irregularities.rubber_rules`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from bridgelaws import rules
from bridgelaws.auction import Auction, Violation
from bridgelaws.calls import Call, CallKind
from bridgelaws.cards import Card, InputError, Seat, Side, Suit
from bridgelaws.editions.base import ACCEPTABLE_BY_ACTION, Edition
from bridgelaws.facts import (
    AuctionExposureFacts,
    CallFacts,
    CardFacts,
    Facts,
    RevokeFacts,
    TrickFacts,
)
from bridgelaws.irregularities.auction import lowest_in_denomination, rule_at_once
from bridgelaws.play import Play, trick_winner
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    DirectorEvent,
    Event,
    ExposeEvent,
    FactEvent,
)
from bridgelaws.revokes import RUBBER, Revoke, transfer
from bridgelaws.rulings import (
    Answer,
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
from bridgelaws.table import Adjustment, Irregularity, Status, Table

#: the rules of this module, by irregularity code
BOOK = rules.RuleBook("rubber")

__all__ = ["BOOK", "NO_PENALTY", "RULES", "CardObligation"]

#: the rubber rule cited for each irregularity code
RULES: dict[str, tuple[str, ...]] = {
    IrregularityCode.INSUFFICIENT_BID: ("40",),
    IrregularityCode.BID_OUT_OF_ROTATION: ("39",),
    IrregularityCode.DOUBLE_OUT_OF_ROTATION: ("39",),
    IrregularityCode.PASS_OUT_OF_ROTATION: ("39",),
    IrregularityCode.CHANGE_OF_CALL: ("16",),
    IrregularityCode.BID_ABOVE_SEVEN: ("42(a)",),
    IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS: ("42(b)",),
    IrregularityCode.INADMISSIBLE_DOUBLE: ("42",),
    IrregularityCode.CALL_AFTER_FINAL_PASS: ("41",),
    IrregularityCode.EXPOSED_CARD_AUCTION: ("43",),
    IrregularityCode.EXPOSED_CARD: ("44",),
    IrregularityCode.LEAD_FROM_WRONG_HAND: ("45",),
    IrregularityCode.LEAD_OUT_OF_TURN: ("46",),
    IrregularityCode.OPENING_LEAD_OUT_OF_TURN: ("46",),
    IrregularityCode.PREMATURE_PLAY: ("47",),
    IrregularityCode.REVOKE: ("55",),
}
#: options that impose nothing (58, 59, 61 fall back on them)
NO_PENALTY: tuple[str, ...] = ("accept", "keep_deal", "no_call", "no_restriction", "play_on")

SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_RUBBER_RULE = re.compile(r"^\d+(\([^)]+\))*$")


@dataclass(frozen=True, slots=True)
class CardObligation(Obligation):
    """An obligation about one card: an exposed card (43(a)(I), 44, 46(2)) or
    an exposed card declarer has called (44(1))."""

    card: Card | None = None

    def to_json(self) -> dict[str, Any]:
        out = Obligation.to_json(self)
        if self.card is not None:
            out["card"] = self.card.name
        return out


def _name(seat: Seat | None) -> str:
    return seat.name.title() if seat is not None else "?"


def _play_names(offender: Seat, play: Play, card: Card) -> dict[str, str]:
    """The names in the messages about ``card``, led or played by ``offender``."""
    return {
        "offender": _name(offender),
        "partner": _name(offender.partner),
        "declarer": _name(play.declarer),
        "card": card.name,
    }


def _require_suit_options(law: str, text: str, names: dict[str, str], seat: Seat) -> list[Option]:
    """One option a suit: the chooser names the suit ``seat`` (or his side, as
    ``text`` says) must lead; ``text`` has ``{suit}``."""
    return [
        Option(
            f"require_suit:{suit.letter}",
            (law,),
            Message(text, {**names, "suit": suit.letter}),
            (Effect(EffectKind.LEAD_RESTRICTION, seat, (law,)),),
        )
        for suit in SUITS
    ]


def _required_suit(option: Option) -> Suit | None:
    """The suit a ``require_suit:`` option names (None for any other option)."""
    if not option.code.startswith("require_suit:"):
        return None
    return Suit.parse(option.code.split(":", 1)[1])


def _side_must_lead(
    table: Table, offender: Seat, law: str, suit: Suit, chooser: Seat | None
) -> None:
    """The offender's side must lead ``suit`` when one of them next has the lead."""
    for seat in (offender, offender.partner):
        table.oblige(
            Obligation(
                ObligationType.LEAD_RESTRICTION,
                seat,
                (law,),
                "side_next_lead",
                "require_suit",
                suit,
                chooser,
            )
        )


def _rubber_laws(laws: tuple[str, ...], default: tuple[str, ...]) -> tuple[str, ...]:
    """The laws as rubber rules: rule numbers given by this module are kept,
    duplicate law numbers the shared procedure used are replaced."""
    kept = tuple(law for law in laws if _RUBBER_RULE.match(law))
    return kept or default


# -- Rules 38-61 of the NBB rubber rulebook, the first rule book of the rubber edition.

# -- recognition -------------------------------------------------------------


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
    laws = (law,) if isinstance(law, str) else law
    cited = RULES.get(code, laws)
    if code == IrregularityCode.REVOKE:
        cited = (*_rubber_laws(laws, ()), "55")
    if (
        code == IrregularityCode.INADMISSIBLE_DOUBLE
        and isinstance(facts, CallFacts)
        and offender is not None
    ):
        cited = (_double_rule(table.auction, offender, facts.call),)
    return Edition.flag(edition, table, index, code, cited, offender, message, resume, facts)


def _double_rule(auction: Auction, seat: Seat, call: Call) -> str:
    """The branch of rule 42 a double or redouble not allowed falls under:
    42(c) a double of partner's bid, 42(d) a double or redouble of a bid
    partner doubled or redoubled, 42(f) any other."""
    if call.kind is CallKind.DOUBLE and auction.last_bidder is seat.partner:
        return "42(c)"
    for caller, made in reversed(auction.calls):
        if made.kind is CallKind.BID:
            break
        if made.kind is not CallKind.PASS and caller is seat.partner:
            return "42(d)"
    return "42(f)"


def on_unjudged(edition: Edition, table: Table, index: int, event: Event) -> None:
    pending = table.pending
    if (
        isinstance(event, ExposeEvent)
        and pending is not None
        and pending.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
        and table.play is not None
        and event.by is table.play.dummy
    ):
        # 46(4): dummy showed a card before declarer chose: no suit named
        pending.facts_as(CardFacts).dummy_exposed = True
        return
    play = table.play
    if isinstance(event, ExposeEvent) and table.status is Status.PLAY and play is not None:
        _exposed_in_play(edition, table, index, event.by, event.card)
        return
    if (
        isinstance(event, ExposeEvent)
        and table.status is Status.AUCTION
        and another_card_shown(table, event.by, event.card)
    ):
        return
    Edition.on_unjudged(edition, table, index, event)


def _exposed_in_play(edition: Edition, table: Table, index: int, seat: Seat, card: Card) -> None:
    """44: a defender's exposed card stays exposed and may be called; declarer
    and dummy expose cards without penalty (44(4)). No one need be summoned."""
    play = table.play
    assert play is not None
    defender = seat.side is not play.declarer.side
    irregularity = Irregularity(
        IrregularityCode.EXPOSED_CARD,
        ("44",) if defender else ("44(4)",),
        index,
        seat,
        f"{_name(seat)} exposed {card}",
        accepted=not defender,
        facts=CardFacts(card=card, applies_itself="44" if defender else "44(4)"),
    )
    table.note_irregularity(irregularity)
    if defender and not any(
        isinstance(o, CardObligation) and o.card is card for o in table.obligations
    ):
        table.oblige(
            CardObligation(
                ObligationType.EXPOSED_CARD, seat, ("44",), chooser=play.declarer, card=card
            )
        )
        if play.current and not any(s is seat.partner for s, _ in play.current):
            # 47(1)(c): shown to his partner, who has still to play to this
            # trick: declarer may also restrict the partner's play
            edition.flag(
                table,
                index,
                IrregularityCode.PREMATURE_PLAY,
                "47(1)(c)",
                seat,
                f"{_name(seat)} showed {card} before his partner played to the trick",
                facts=CardFacts(card=card, shown_to_partner=True),
            )
            return
        _offer_calls(table)


# -- the auction: 39, 40, 41, 42 ------------------------------------------------


def on_call(edition: Edition, table: Table, index: int, event: CallEvent) -> None:
    pending = table.pending
    if (
        pending is not None
        and pending.code == IrregularityCode.INSUFFICIENT_BID
        and table.status is Status.AUCTION
        and table.replacing is None
        and event.by is pending.offender
    ):
        bid: Call = pending.facts_as(CallFacts).call
        assert bid.denomination is not None
        if event.call is lowest_in_denomination(table.auction, bid.denomination):
            # 40(2): made sufficient in the same denomination before attention
            # was drawn: regular, no penalty
            pending.laws = ("40(2)",)
            pending.facts_as(CallFacts).corrected = index
            table.hold(None)
            table.auction.add(pending.offender, bid.bid(event.call.level, bid.denomination))
            edition.auction_over(table)
            return
    if (
        pending is not None
        and pending.code
        in (IrregularityCode.BID_OUT_OF_ROTATION, IrregularityCode.DOUBLE_OUT_OF_ROTATION)
        and table.status is Status.AUCTION
        and pending.offender is not None
        and event.by is table.auction.next_seat
        and event.by is not pending.offender
    ):
        # the player in turn calls over a call out of turn: rule 39, not the
        # duplicate procedure (which cancels it without penalty)
        _called_over(edition, table, index, pending, event)
        return
    Edition.on_call(edition, table, index, event)
    if pending is not None and pending is not table.pending:
        if pending.accepted and pending.code == IrregularityCode.INSUFFICIENT_BID:
            pending.laws = ("40(3)",)  # LHO called over it: it counts as sufficient
            pending.accepted_law = "40(3)"
        elif pending.accepted and pending.code.endswith("out_of_rotation"):
            pending.laws = ("39(3)",)
            pending.accepted_law = "39(3)"
        elif pending.accepted:
            # the rules name no acceptance by calling for a barred call (42):
            # it stands, without a duplicate law to cite
            pending.accepted_law = None
        elif pending.facts.cancelled is not None:
            pending.laws = ("39",)  # the player in turn called: the call is void


def _called_over(
    edition: Edition, table: Table, index: int, pending: Irregularity, event: CallEvent
) -> None:
    """39(3): the offender's LHO, in turn, calls: the call counts as made in
    turn. 39(2): RHO, in turn, calls: the call is void and the offender's
    partner still passes at his first turn. 39(1): partner, in turn, calls:
    the call is void; LHO keeps his right to a new deal until he calls."""
    offender = pending.offender
    assert offender is not None
    call: Call = pending.facts_as(CallFacts).call
    table.hold(None)
    if event.by is offender.lho:
        pending.accepted = True
        pending.laws = ("39(3)",)
        table.auction.add(offender, call)
        if edition.auction_over(table):
            edition.judge_call_after_final_pass(table, index, event)
            return
    elif event.by is offender.rho:
        pending.laws = ("39(2)",)
        pending.facts.cancelled = index
        ruling = Ruling(pending, ("39(2)",))
        ruling.effects.append(
            Effect(EffectKind.CALL_CANCELLED, offender, ("39(2)",), call=call.name)
        )
        ruling.effects.append(
            Effect(EffectKind.MUST_PASS, offender.partner, ("39(2)",), scope="next_turn")
        )
        ruling.reasoning.append(
            Message(
                "{call} is void and {turn} calls; {partner} must pass at his first turn "
                "to call (39(2)).",
                {
                    "call": call.name,
                    "turn": _name(event.by),
                    "partner": _name(offender.partner),
                },
            )
        )
        table.add_ruling(ruling)
        table.oblige(
            Obligation(ObligationType.MUST_PASS, offender.partner, ("39(2)",), "next_turn")
        )
    else:
        covered = table.auction.last_bid is None
        pending.laws = ("39(1)",) if covered else ("42(f)",)
        pending.facts.cancelled = index
        pending.facts_as(CallFacts).open = True  # LHO may still demand a new deal
    Edition.on_call(edition, table, index, event)


@BOOK.ruling(IrregularityCode.INSUFFICIENT_BID)
def rule_insufficient_bid(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """40(1): replaced by any sufficient bid; partner passes at his first turn."""
    offender = irregularity.offender
    assert offender is not None
    bid: Call = irregularity.facts_as(CallFacts).call
    ruling = Ruling(irregularity, ("40(1)",))
    names = {"call": bid.name, "offender": _name(offender), "partner": _name(offender.partner)}
    ruling.effects.append(Effect(EffectKind.CALL_WITHDRAWN, offender, ("40(1)",), call=bid.name))
    ruling.effects.append(
        Effect(EffectKind.MUST_PASS, offender.partner, ("40(1)",), scope="next_turn")
    )
    ruling.reasoning.append(
        Message(
            "{offender} must replace {call} by a sufficient bid in any denomination; "
            "{partner} must pass at his first turn to call (40(1)).",
            names,
        )
    )
    owed = Obligation(ObligationType.MUST_PASS, offender.partner, ("40(1)",), "next_turn")
    if owed not in table.obligations:  # a second insufficient bid: the same pass
        table.oblige(owed)
    table.hold(None)
    table.await_replacement(ruling)
    table.move_to(Status.AUCTION)
    return ruling


@BOOK.followup(IrregularityCode.INSUFFICIENT_BID)
def followup_insufficient_bid(edition: Edition, table: Table, index: int, event: Any) -> bool:
    ruling = table.replacing
    if ruling is None or event.by is not ruling.irregularity.offender:
        return False
    call: Call = event.call
    if table.auction.next_seat is not event.by:
        return False  # out of turn: judged as such
    table.await_replacement(None)
    if not call.is_bid:
        # 40(1) wants a bid: any other call is one the rules do not allow (42(f))
        wrong = edition.flag(
            table,
            index,
            IrregularityCode.ILLEGAL_REPLACEMENT,
            ("40(1)", "42(f)"),
            event.by,
            f"{_name(event.by)} must replace the insufficient bid by a sufficient bid",
            facts=CallFacts(call),
        )
        if table.pending is wrong and table.active is None:
            # attention is drawn already: the rule applies at once (42)
            edition.on_director(table, index, DirectorEvent(event.by.lho))
        return True
    if table.auction.inadmissible(event.by, call) is not None:
        # insufficient again: 40 applies to it at once, attention being drawn
        rule_at_once(edition, table, index, event, None)
        return True
    ruling.facts["replacement"] = call.name
    ruling.effects.append(Effect(EffectKind.CALL_STANDS, event.by, ("40(1)",), call=call.name))
    table.auction.add(event.by, call)
    edition.auction_over(table)
    return True


@BOOK.ruling(IrregularityCode.BID_OUT_OF_ROTATION, IrregularityCode.DOUBLE_OUT_OF_ROTATION)
def _rule_out_of_turn(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    call: Call = irregularity.facts_as(CallFacts).call
    turn = table.auction.next_seat
    names = {
        "call": call.name,
        "offender": _name(offender),
        "lho": _name(offender.lho),
        "partner": _name(offender.partner),
        "turn": _name(turn),
    }
    if turn is offender.rho:
        # 39(2): the turn goes back to RHO; partner passes once
        ruling = Ruling(irregularity, ("39(2)",))
        ruling.effects.append(
            Effect(EffectKind.CALL_CANCELLED, offender, ("39(2)",), call=call.name)
        )
        ruling.effects.append(
            Effect(EffectKind.MUST_PASS, offender.partner, ("39(2)",), scope="next_turn")
        )
        table.oblige(
            Obligation(ObligationType.MUST_PASS, offender.partner, ("39(2)",), "next_turn")
        )
        ruling.reasoning.append(
            Message(
                "{call} is void and {turn} calls; {partner} must pass at his first turn "
                "to call (39(2)).",
                names,
            )
        )
        table.hold(None)
        table.move_to(Status.AUCTION)
        return ruling
    first = _bid_before(table, offender, call)
    slip = irregularity.facts.answers.get("unintended") if first is not None else None
    if first is not None:
        irregularity.facts_as(CallFacts).first = first
    if first is not None and slip is True:
        ruling = Ruling(irregularity, ("16",))
        _slip_put_right(edition, table, ruling, first)
        return ruling
    covered = turn is offender.lho or table.auction.last_bid is None
    law = "39(1)" if covered else "42(f)"
    if law == "42(f)":
        irregularity.laws = (law,)  # a call rule 39 does not cover: rule 42 names it
    ruling = Ruling(irregularity, (law,), chooser=offender.lho)
    ruling.options = _void_call_options(edition, table, offender, call, law, names)
    if first is None:
        ruling.reasoning.append(
            Message("{offender} called {call} when it was {turn}'s turn.", names)
        )
    else:
        names["first"] = first.name
        ruling.reasoning.append(
            Message("{offender} bid {call} after his own {first}, before {lho} called.", names)
        )
        if slip is None:
            # 16 comes first: a slip of the tongue put right at once is no
            # second bid (39(1) names it as its own exception)
            irregularity.facts.ask_first = True
            ruling.question = Question("unintended", ("16",), Message(SLIP_QUESTION, names))
        else:
            ruling.reasoning.append(Message(NO_SLIP_TEXT, names))
    return ruling


#: rule 16's question about a second bid before LHO called
SLIP_QUESTION = (
    "Was {first} a slip of the tongue (not a change of mind) that {offender} put right "
    "practically in the same breath? (16)"
)
#: 16: not a slip put right at once: the bid may not be changed, 39(1) applies
NO_SLIP_TEXT = (
    "{first} was no slip of the tongue put right at once: {offender} may not change his "
    "bid (16), and {call} is a second bid before {lho} called (39(1))."
)


def _bid_before(table: Table, offender: Seat, call: Call) -> Call | None:
    """The offender's own bid just before ``call``, both bids and different:
    ``call`` may put right a slip of the tongue (16) or be a second bid before
    LHO called (39(1)); None otherwise."""
    calls = table.auction.calls
    if not calls or calls[-1][0] is not offender:
        return None
    first = calls[-1][1]
    if first.is_bid and call.is_bid and first != call:
        return first
    return None


def _slip_put_right(edition: Edition, table: Table, ruling: Ruling, first: Call) -> None:
    """16: the second bid puts right a slip of the tongue made in the same
    breath: it replaces the first, without penalty, and LHO calls; the new
    bid is judged as if made now (an insufficient one under rule 40)."""
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    second: Call = irregularity.facts_as(CallFacts).call
    irregularity.code = IrregularityCode.CHANGE_OF_CALL
    irregularity.laws = ("16",)
    irregularity.facts.ask_first = False
    facts = irregularity.facts_as(CallFacts)
    facts.first, facts.withdraws = first, True
    ruling.laws, ruling.chooser, ruling.options = ("16",), None, []
    ruling.question, ruling.reasoning = None, []
    ruling.facts["unintended"] = True
    ruling.effects.append(Effect(EffectKind.CALL_WITHDRAWN, offender, ("16",), call=first.name))
    ruling.reasoning.append(
        Message(
            "{first} was a slip of the tongue that {offender} put right at once: it counts "
            "as put right, and {second} replaces it without penalty (16).",
            {"first": first.name, "second": second.name, "offender": _name(offender)},
        )
    )
    table.open_ruling(None)
    table.hold(None)
    table.move_to(Status.AUCTION)
    table.auction.withdraw_last()
    index = irregularity.event
    edition.on_call(table, index, CallEvent(offender, second))
    pending = table.pending
    if pending is None or pending.offender is not offender:
        ruling.effects.append(Effect(EffectKind.CALL_STANDS, offender, ("16",), call=second.name))
    ruling.effects.append(Effect(EffectKind.NO_PENALTY, offender, ("16",)))
    if pending is not None and table.active is None and pending.offender is not None:
        # attention is on the table already: the intended bid's own rule applies now
        edition.on_director(table, index, DirectorEvent(pending.offender.lho))


@BOOK.fact(IrregularityCode.BID_OUT_OF_ROTATION)
def fact_second_bid(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """The answer to rule 16's question: a slip put right at once replaces
    the first bid; otherwise LHO chooses under 39(1)."""
    irregularity = ruling.irregularity
    first = irregularity.facts_as(CallFacts).first
    ruling.question = None
    if event.value is True and first is not None:
        _slip_put_right(edition, table, ruling, first)
        return
    offender = irregularity.offender
    assert offender is not None and first is not None
    ruling.facts["unintended"] = False
    names = {
        "first": first.name,
        "call": irregularity.facts_as(CallFacts).call.name,
        "offender": _name(offender),
        "lho": _name(offender.lho),
    }
    ruling.reasoning.append(Message(NO_SLIP_TEXT, names))
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)


def _void_call_options(
    edition: Edition, table: Table, offender: Seat, call: Call, law: str, names: dict[str, str]
) -> list[Option]:
    """LHO's choice under ``law``: a new deal, or the deal stands and the call
    is void (39(1)); under 42(f) the call is disallowed instead and the
    offender is deemed to have passed: he passes when his turn comes (42(II);
    42(III), letting it stand, is only for 42(a) and 42(b)) (``names`` gives
    ``lho``, ``offender`` and ``call``)."""
    if law == "42(f)":
        names = {**names, "offender": _name(offender)}
        return [
            _new_deal_option(table, law),
            Option(
                "disallow",
                (law,),
                Message(
                    "{call} is disallowed: {offender} is deemed to have passed, and passes "
                    "when his turn comes.",
                    names,
                ),
                (
                    Effect(EffectKind.REPLACED_BY_PASS, offender, (law,), call=call.name),
                    Effect(EffectKind.MUST_PASS, offender, (law,), scope="next_turn"),
                ),
            ),
        ]
    return [
        _new_deal_option(table, law),
        Option(
            "keep_deal",
            (law,),
            Message(
                "{lho} lets the deal stand: {call} is void and the auction goes on as if "
                "it had not been made.",
                names,
            ),
            (Effect(EffectKind.CALL_CANCELLED, offender, (law,), call=call.name),),
        ),
    ]


def _new_deal_option(table: Table, law: str) -> Option:
    dealer = table.board.dealer
    return Option(
        "new_deal",
        (law,),
        Message(
            "A new deal: {dealer} deals again and this deal scores nothing.",
            {"dealer": _name(dealer)},
        ),
        (Effect(EffectKind.NEW_DEAL, dealer, (law,)),),
    )


def _apply_new_deal(table: Table, ruling: Ruling, option: Option) -> None:
    ruling.effects.extend(option.effects)
    table.hold(None)
    table.await_replacement(None)
    table.keep_obligations([])
    table.move_to(Status.COMPLETE)  # this deal is over; it is dealt again


@BOOK.choice(IrregularityCode.BID_OUT_OF_ROTATION, IrregularityCode.DOUBLE_OUT_OF_ROTATION)
def _choose_out_of_turn(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    if option.code == "new_deal":
        return _apply_new_deal(table, ruling, option)
    ruling.effects.extend(option.effects)
    offender = ruling.irregularity.offender
    if option.code == "disallow" and offender is not None:
        # 42(II): deemed to have passed, which he does at his turn
        table.oblige(Obligation(ObligationType.MUST_PASS, offender, ("42(f)",), "next_turn"))
    table.hold(None)
    table.move_to(Status.AUCTION)
    return None


@BOOK.ruling(IrregularityCode.PASS_OUT_OF_ROTATION)
def rule_pass_out_of_rotation(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """Rule 39 penalises only calls other than a pass: the pass is void."""
    offender = irregularity.offender
    assert offender is not None
    ruling = Ruling(irregularity, ("39",))
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("39",), call="Pass"))
    ruling.effects.append(Effect(EffectKind.NO_PENALTY, offender, ("39",)))
    ruling.reasoning.append(
        Message(
            "The rules give no penalty for a pass out of turn (39 covers other calls): "
            "the pass is void and {turn} calls.",
            {"turn": _name(table.auction.next_seat)},
        )
    )
    table.hold(None)
    table.move_to(Status.AUCTION)
    return ruling


@BOOK.ruling(IrregularityCode.CALL_AFTER_FINAL_PASS)
def rule_call_after_final_pass(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Ruling:
    """41: a defender's call after the auction: declarer may name the suit of
    the offender's partner's first lead. Any other such call is void."""
    offender = irregularity.offender
    assert offender is not None
    call: Call = irregularity.facts_as(CallFacts).call
    play = table.play
    resume = Status(irregularity.resume or Status.PLAY.value)
    if (
        play is None
        or call.is_pass
        or offender.side is play.declarer.side
        or resume is not Status.PLAY
    ):
        ruling = Ruling(irregularity, ("41",))
        ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("41",), call=call.name))
        ruling.effects.append(Effect(EffectKind.NO_PENALTY, offender, ("41",)))
        table.hold(None)
        table.move_to(resume)
        return ruling
    names = {"declarer": _name(play.declarer), "partner": _name(offender.partner)}
    ruling = Ruling(irregularity, ("41",), chooser=play.declarer)
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, offender, ("41",), call=call.name))
    ruling.options = _require_suit_options(
        "41",
        "{declarer} requires {partner} to lead {suit} at his first lead.",
        names,
        offender.partner,
    )
    ruling.options.append(
        Option("no_restriction", ("41",), Message("{partner} may lead any card.", names))
    )
    return ruling


@BOOK.choice(IrregularityCode.CALL_AFTER_FINAL_PASS)
def choose_call_after_final_pass(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    offender = ruling.irregularity.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    suit = _required_suit(option)
    if suit is not None:
        table.oblige(
            Obligation(
                ObligationType.LEAD_RESTRICTION,
                offender.partner,
                ("41",),
                "first_lead",
                "require_suit",
                suit,
                ruling.chooser,
            )
        )
    table.hold(None)
    table.move_to(Status.PLAY)
    _offer_calls(table)


@BOOK.ruling(
    IrregularityCode.BID_ABOVE_SEVEN,
    IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
    IrregularityCode.INADMISSIBLE_DOUBLE,
    IrregularityCode.ILLEGAL_REPLACEMENT,
)
def _rule_illegal_call(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """42: LHO demands a new deal, or disallows the call (the offender is
    deemed to have passed), or (a bid above seven, a barred call) lets it
    stand, a bid above seven as a bid of seven."""
    offender = irregularity.offender
    assert offender is not None
    call: Call = irregularity.facts_as(CallFacts).call
    law = irregularity.laws[-1]
    names = {"call": call.name, "offender": _name(offender), "lho": _name(offender.lho)}
    ruling = Ruling(irregularity, (law,), chooser=offender.lho)
    ruling.options = [
        _new_deal_option(table, law),
        Option(
            "disallow",
            (law,),
            Message("{call} is disallowed: {offender} is deemed to have passed.", names),
            (Effect(EffectKind.REPLACED_BY_PASS, offender, (law,), call=call.name),),
        ),
    ]
    stands = _standing_call(table, irregularity)
    if stands is not None and table.auction.next_seat is offender:
        ruling.options.append(
            Option(
                "allow",
                (law,),
                Message("{lho} lets it stand as {stands}.", {**names, "stands": stands.name}),
                (Effect(EffectKind.CALL_STANDS, offender, (law,), call=stands.name),),
            )
        )
    return ruling


def _standing_call(table: Table, irregularity: Irregularity) -> Call | None:
    """The call that stands under 42(III), if the case allows it."""
    call: Call = irregularity.facts_as(CallFacts).call
    offender = irregularity.offender
    assert offender is not None
    if irregularity.code == IrregularityCode.BID_ABOVE_SEVEN and call.denomination is not None:
        seven = Call.bid(7, call.denomination)
        last = table.auction.last_bid
        return seven if last is None or seven.supersedes(last) else None
    if irregularity.code == IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS:
        return call if table.auction.inadmissible(offender, call) is None else None
    return None


@BOOK.choice(
    IrregularityCode.BID_ABOVE_SEVEN,
    IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
    IrregularityCode.INADMISSIBLE_DOUBLE,
    IrregularityCode.ILLEGAL_REPLACEMENT,
)
def _choose_illegal_call(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    if option.code == "new_deal":
        return _apply_new_deal(table, ruling, option)
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    table.hold(None)
    table.move_to(Status.AUCTION)
    # the barred call was the offender's turn (42(b)): it is used up either way
    table.keep_obligations(
        [o for o in table.obligations if not (o.seat is offender and o.scope == "next_turn")]
    )
    if table.auction.next_seat is offender:
        if option.code == "allow":
            stands = _standing_call(table, irregularity)
            assert stands is not None
            table.auction.add(offender, stands)
        else:
            table.auction.add(offender, Call(CallKind.PASS))
        edition.auction_over(table)
    return None


# -- exposed cards: 43, 44 ------------------------------------------------------


@BOOK.ruling(IrregularityCode.EXPOSED_CARD_AUCTION)
def rule_exposed_card_auction(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    assert offender is not None
    exposure = irregularity.facts_as(AuctionExposureFacts)
    cards = list(exposure.cards) or [exposure.known_card]
    card = cards[0]
    names = {"offender": _name(offender), "lho": _name(offender.lho), "card": card.name}
    if exposure.low_card:
        # 43(a): the future declarer chooses when the auction is over
        ruling = Ruling(irregularity, ("43(a)",))
        ruling.effects.append(Effect(EffectKind.EXPOSED_CARD_PENDING, offender, ("43(a)",)))
        ruling.reasoning.append(
            Message(
                "{card} is below an honour and was not led: if {offender} becomes a "
                "defender, declarer chooses at the end of the auction between an exposed "
                "card and forbidding the first lead of his partner in its suit (43(a)).",
                names,
            )
        )
        _oblige_43a(table, offender, card)
        table.hold(None)
        table.move_to(Status.AUCTION)
        return ruling
    ruling = Ruling(irregularity, ("43(b)",), chooser=offender.lho)
    ruling.reasoning.append(
        Message(
            "{offender} showed an honour, a card as a lead or more than one card: {lho} "
            "may demand a new deal (43(b)).",
            names,
        )
    )
    ruling.reasoning.append(
        Message(
            "Rule 43 fixes when the card counts (after the deal, before the auction closes), "
            "who chooses and what: a new deal. It names no time for the demand: this assistant "
            "lets it be made while the auction lasts, at any attention drawn to the card."
        )
    )
    ruling.options = [
        _new_deal_option(table, "43(b)"),
        Option(
            "keep_deal",
            ("43(b)",),
            Message("{lho} lets the deal stand and the auction goes on.", names),
        ),
    ]
    return ruling


def _oblige_43a(table: Table, offender: Seat, card: Card) -> None:
    """43(a): the card waits for the future declarer's choice (asked before
    the opening lead, dropped if the offender's side declares); once only."""
    if any(
        o.type == ObligationType.EXPOSED_CARD_AUCTION and o.seat is offender
        for o in table.obligations
    ):
        return
    table.oblige(
        CardObligation(
            ObligationType.EXPOSED_CARD_AUCTION,
            offender,
            ("43(a)",),
            kind="pending_choice",
            card=card,
        )
    )


def awaits_director(edition: Edition, table: Table, irregularity: Irregularity) -> bool:
    """43: a card shown during the auction does not stop the auction (there is
    no director to wait for, and 43 needs no one at once): it stays open for
    attention while the auction lasts. A low card binds by itself (43(a):
    declarer chooses before the opening lead, attention drawn or not); LHO's
    right to a new deal (43(b)) needs attention drawn before the auction ends."""
    if (
        irregularity.code != IrregularityCode.EXPOSED_CARD_AUCTION
        or table.auction.is_complete
        or (table.pending is not None and table.pending.code not in ACCEPTABLE_BY_ACTION)
    ):
        return Edition.awaits_director(edition, table, irregularity)
    # a call LHO may still accept (39, 40) keeps its own rule: 43 is not
    # tied to it, so the card does not hold the calls made after it either
    exposure = irregularity.facts_as(AuctionExposureFacts)
    exposure.open = True
    if exposure.low_card and irregularity.offender is not None:
        _oblige_43a(table, irregularity.offender, exposure.known_card)
    return False


def open_auction_exposure(table: Table, seat: Seat | None = None) -> Irregularity | None:
    """A card shown during the auction (by ``seat``, if given) that no one
    has drawn attention to, while the auction lasts (43)."""
    if table.auction.is_complete:
        return None
    return next(
        (
            i
            for i in reversed(table.irregularities)
            if isinstance(i.facts, AuctionExposureFacts)
            and i.facts.open
            and (seat is None or i.offender is seat)
        ),
        None,
    )


def another_card_shown(table: Table, seat: Seat, card: Card, led: bool = False) -> bool:
    """43(b): a second card shown (or ``led``) by the same player before
    attention was drawn to the first: one exposure of more than one card, no
    longer the low card of 43(a). True if so."""
    shown = open_auction_exposure(table, seat)
    if shown is None:
        return False
    exposure = shown.facts_as(AuctionExposureFacts)
    exposure.cards.append(card)
    exposure.led = exposure.led or led
    table.keep_obligations(
        [
            o
            for o in table.obligations
            if not (o.type == ObligationType.EXPOSED_CARD_AUCTION and o.seat is seat)
        ]
    )
    return True


@BOOK.choice(IrregularityCode.EXPOSED_CARD_AUCTION)
def choose_exposed_card_auction(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    offender = ruling.irregularity.offender
    assert offender is not None
    if option.code == "new_deal":
        return _apply_new_deal(table, ruling, option)
    ruling.effects.extend(option.effects)
    if option.code == "keep_deal":
        table.hold(None)
        table.move_to(Status.AUCTION)
        return None
    # declarer's 43(a) choice, made before the opening lead
    kept: list[Obligation] = []
    for obligation in table.obligations:
        if (
            obligation.type != ObligationType.EXPOSED_CARD_AUCTION
            or obligation.seat is not offender
        ):
            kept.append(obligation)
            continue
        assert isinstance(obligation, CardObligation) and obligation.card is not None
        if option.code == "exposed_card":
            kept.append(
                CardObligation(
                    ObligationType.EXPOSED_CARD,
                    offender,
                    ("43(a)(I)", "44"),
                    chooser=ruling.chooser,
                    card=obligation.card,
                )
            )
        else:
            kept.append(
                Obligation(
                    ObligationType.LEAD_RESTRICTION,
                    offender.partner,
                    ("43(a)(II)",),
                    "first_lead",
                    "prohibit_suit",
                    obligation.card.suit,
                    ruling.chooser,
                )
            )
    table.keep_obligations(kept)
    table.move_to(Status.PLAY)
    edition.before_lead(table)
    return None


@BOOK.choice(IrregularityCode.EXPOSED_CARD)
def choose_exposed_card(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    """Declarer calls an exposed card (44(1)) or lets its owner play freely."""
    offender = ruling.irregularity.offender
    assert offender is not None
    table.move_to(Status.PLAY)
    ruling.effects.extend(option.effects)
    if option.code.startswith("call_card:"):
        card = Card.parse(option.code.split(":", 1)[1])
        table.oblige(
            CardObligation(
                ObligationType.PLAY_CARD, offender, ("44(1)",), chooser=ruling.chooser, card=card
            )
        )
    else:
        ruling.facts["declined"] = True


def exposed_while_claim_open(table: Table, index: int, seat: Seat, card: Card) -> None:
    """A card put face up while a claim awaits its answer is not played (the
    claim ended the play, 26). A defender's such card lies face up on the
    table (definition XXVI(a)) without being led or played: an exposed card
    (44), which declarer may call should play go on (54); only the cards a
    defender shows to declarer to claim are spared (26(1)). Declarer and
    dummy expose cards without penalty (44(4))."""
    play = table.play
    if play is None or seat.side is play.declarer.side:
        return
    if any(isinstance(o, CardObligation) and o.card is card for o in table.obligations):
        return
    _exposed(table, index, seat, card, f"{_name(seat)} exposed {card} while a claim was open")


def situation_exposed_card(table: Table, seat: Seat, card: Card) -> None:
    """A card a situation (spec §6) finds face up before a defender: the
    rubber rules know no penalty card, major or minor, only the exposed card
    (definition XXVI): it stays on the table and declarer may call it
    whenever its owner is to lead or play (44(1)-(3)). Listed as found in
    the situation, so that the call can be offered at each turn."""
    play = table.play
    assert play is not None
    if seat.side is play.declarer.side:
        return  # 44(4): declarer and dummy expose cards without penalty
    _exposed(table, -1, seat, card, f"{_name(seat)} exposed {card}")


def _exposed(table: Table, index: int, seat: Seat, card: Card, note: str) -> None:
    """List a defender's exposed card (44) at event ``index`` and keep it in
    force for declarer to call."""
    play = table.play
    assert play is not None
    irregularity = Irregularity(
        IrregularityCode.EXPOSED_CARD,
        ("44",),
        index,
        seat,
        note,
        facts=CardFacts(card=card, applies_itself="44"),
    )
    table.note_irregularity(irregularity)
    table.oblige(
        CardObligation(ObligationType.EXPOSED_CARD, seat, ("44",), chooser=play.declarer, card=card)
    )


def offer_calls(table: Table) -> None:
    """The call of an exposed card (44(1)), when the situation starts with a
    defender to play to a trick in progress."""
    _offer_calls(table)


def _offer_calls(table: Table) -> None:
    """44(1): whenever a defender holding an exposed card is to lead or
    play and the card is a legal one, declarer may call it."""
    play = table.play
    if (
        play is None
        or table.status is not Status.PLAY
        or table.active is not None
        or table.pending is not None
        or not table.obligations
    ):
        return
    seat = play.next_seat
    if any(o.seat is seat and o.type == ObligationType.PLAY_CARD for o in table.obligations):
        return
    legal = play.legal_cards(seat)
    exposed = [
        o.card
        for o in table.obligations
        if isinstance(o, CardObligation)
        and o.type == ObligationType.EXPOSED_CARD
        and o.seat is seat
        and o.card in legal
    ]
    if not exposed:
        return
    turn = len(play.tricks) * 4 + len(play.current)
    source = next(
        (
            i
            for i in reversed(table.irregularities)
            if i.offender is seat and isinstance(i.facts, CardFacts) and i.facts.card in exposed
        ),
        None,
    )
    if source is None or source.facts_as(CardFacts).offered_at == turn:
        return
    source.facts_as(CardFacts).offered_at = turn
    names = {"declarer": _name(play.declarer), "seat": _name(seat)}
    exposure = Irregularity(
        IrregularityCode.EXPOSED_CARD,
        ("44(1)",),
        source.event,
        seat,
        source.message,
        facts=source.facts,
        resume=source.resume,
        later_cards=source.later_cards,
    )
    ruling = Ruling(exposure, ("44(1)",), chooser=play.declarer)
    for card in exposed:
        assert card is not None
        ruling.options.append(
            Option(
                f"call_card:{card.name}",
                ("44(1)",),
                Message(
                    "{declarer} calls {card}: {seat} must play it now.",
                    {**names, "card": card.name},
                ),
                (Effect(EffectKind.CARD_CALLED, seat, ("44(1)",)),),
            )
        )
    ruling.options.append(
        Option("no_call", ("44(1)",), Message("{seat} may play any legal card.", names))
    )
    table.add_ruling(ruling)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)


# -- leads: 45, 46 ----------------------------------------------------------------


def _defender_chooser(table: Table, default: Seat) -> Seat:
    """Either defender may choose (45, 46(1)): the one who drew attention,
    or else the next defender to play."""
    play = table.play
    last = table.record.events[-1] if table.record.events else None
    if (
        isinstance(last, DirectorEvent)
        and play is not None
        and last.by.side is not play.declarer.side
    ):
        return last.by
    return default


def _either_defender(ruling: Ruling, chooser: Seat, law: str) -> None:
    """45, 46(1): either defender may demand the correction; the one who
    drew attention (or the next to play) is named first, his partner may
    choose as well."""
    ruling.choosers = (chooser, chooser.partner)
    ruling.reasoning.append(
        Message("Either defender may demand the correction ({law}).", {"law": law})
    )


def _chosen_already(table: Table, index: int, event: ChoiceEvent) -> bool:
    """45, 46(1): a defender chooses after either defender's choice was made
    and applied: no penalty is demanded wrongly (58(1) does not apply), the
    choice simply was made already, by his partner or by himself. Kept in
    the record without effect; True if that is what happened."""
    if table.active is not None or table.pending is not None or not table.rulings:
        return False
    last = table.rulings[-1]
    if last.chosen is None or last.chooser is None or event.by not in last.choosers:
        return False
    names = {"seat": _name(event.by), "chooser": _name(last.chooser), "law": last.laws[0]}
    if event.by is last.chooser:
        said = "{seat} had already made his choice ({law}): choosing again has no effect."
    else:
        said = (
            "{seat}'s choice has no effect: {chooser} had already made the choice for "
            "their side ({law})."
        )
    table.note_without_effect(index, event.by, Message(said, names))
    return True


def either_defender_chooses(table: Table, event: ChoiceEvent) -> None:
    """45, 46(1): the other defender's choice is his own right, not a wrong
    player's (59): he becomes the one who chose."""
    ruling = table.active
    if (
        ruling is not None
        and ruling.chosen is None
        and ruling.chooser is not None
        and event.by is not ruling.chooser
        and event.by in ruling.choosers
        and ruling.option(event.option) is not None
    ):
        ruling.chooser = event.by


@BOOK.ruling(IrregularityCode.LEAD_FROM_WRONG_HAND)
def rule_lead_from_wrong_hand(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    card = irregularity.facts_as(CardFacts).known_card
    right = play.next_seat
    chooser = _defender_chooser(table, offender.lho)
    names = {
        "offender": _name(offender),
        "right": _name(right),
        "card": card.name,
        "suit": card.suit.letter,
    }
    ruling = Ruling(irregularity, ("45",), chooser=chooser)
    _either_defender(ruling, chooser, "45")
    ruling.options = [
        Option(
            "accept",
            ("45",),
            Message("The lead of {card} from {offender}'s hand stands.", names),
            (Effect(EffectKind.CARD_STANDS, offender, ("45",)),),
        ),
        Option(
            f"lead_from:{right.letter}",
            ("45",),
            Message(
                "{card} goes back; declarer leads from {right}'s hand, {suit} if he can.",
                names,
            ),
            (
                Effect(EffectKind.CARD_WITHDRAWN, offender, ("45",)),
                Effect(EffectKind.LEAD_RESTRICTION, right, ("45",)),
            ),
        ),
    ]
    return ruling


@BOOK.choice(IrregularityCode.LEAD_FROM_WRONG_HAND)
def choose_lead_from_wrong_hand(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert offender is not None
    card = irregularity.facts_as(CardFacts).known_card
    if not _card_accepted(edition, table, ruling, option, card):
        right = Seat.parse(option.code.split(":", 1)[1])
        table.oblige(
            Obligation(
                ObligationType.LEAD_RESTRICTION,
                right,
                ("45",),
                "next_lead",
                "require_suit",
                card.suit,
                ruling.chooser,
            )
        )
    _offer_calls(table)


def _card_accepted(
    edition: Edition, table: Table, ruling: Ruling, option: Option, card: Card
) -> bool:
    """Play resumes with the chosen option's effects; whether the offender's
    ``card`` was accepted (it is then played)."""
    irregularity = ruling.irregularity
    assert irregularity.offender is not None
    ruling.effects.extend(option.effects)
    table.hold(None)
    table.move_to(Status.PLAY)
    if option.code != "accept":
        _early_cards_back(table, ruling)
        return False
    irregularity.accepted = True
    edition.put_card(table, irregularity.offender, card)
    return True


def _early_cards_back(table: Table, ruling: Ruling) -> None:
    """Declarer's lead goes back (45, 46(1)): a card he played to it from his
    other hand (47(2)) goes back to that hand with it."""
    play, irregularity = table.play, ruling.irregularity
    offender = irregularity.offender
    if play is None or offender is None or offender.side is not play.declarer.side:
        return
    for seat, card, at in [q for q in play.queued if q[2] > irregularity.event]:
        if seat is offender.partner:
            play.queued.remove((seat, card, at))
            ruling.effects.append(
                Effect(EffectKind.CARD_WITHDRAWN, seat, (ruling.laws[0],), card=card.name)
            )


@BOOK.ruling(IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
def _rule_lead_out_of_turn(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    card = irregularity.facts_as(CardFacts).known_card
    names = {**_play_names(offender, play, card), "suit": card.suit.letter}
    if offender.side is play.declarer.side:
        # 46(1): declarer led when a defender had the lead
        chooser = _defender_chooser(table, play.next_seat)
        ruling = Ruling(irregularity, ("46(1)",), chooser=chooser)
        _either_defender(ruling, chooser, "46(1)")
        ruling.options = [
            Option(
                "accept",
                ("46(1)",),
                Message("The lead of {card} from {offender}'s hand stands.", names),
                (Effect(EffectKind.CARD_STANDS, offender, ("46(1)",)),),
            ),
            Option(
                "require_retraction",
                ("46(1)",),
                Message("Declarer takes {card} back; the right defender leads.", names),
                (Effect(EffectKind.CARD_WITHDRAWN, offender, ("46(1)",)),),
            ),
        ]
        return ruling
    ruling = Ruling(irregularity, ("46(2)",), chooser=play.declarer)
    ruling.options = [
        Option(
            "accept",
            ("46(2)(III)",),
            Message("{declarer} treats {card} as correctly led.", names),
            (Effect(EffectKind.CARD_STANDS, offender, ("46(2)(III)",)),),
        )
    ]
    if not irregularity.facts_as(CardFacts).dummy_exposed:
        ruling.options.extend(
            _require_suit_options(
                "46(2)(I)",
                "{declarer} requires {offender}'s side to lead {suit} when one of them next "
                "has the lead; until then {card} is an exposed card if it is not theirs now.",
                names,
                offender.partner,
            )
        )
    else:
        ruling.reasoning.append(
            Message(
                "Dummy showed a card before declarer chose: no suit may be named (46(4)).",
                names,
            )
        )
    ruling.options.append(
        Option(
            "exposed_card",
            ("46(2)(II)",),
            Message(
                "{card} is an exposed card; if it still is when {partner} next leads, "
                "{declarer} may forbid the lead of {suit}.",
                names,
            ),
            (Effect(EffectKind.EXPOSED_CARD, offender, ("46(2)(II)",)),),
        )
    )
    return ruling


@BOOK.choice(IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
def _choose_lead_out_of_turn(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    card = irregularity.facts_as(CardFacts).known_card
    _card_accepted(edition, table, ruling, option, card)  # the other options follow
    if (suit := _required_suit(option)) is not None:
        _side_must_lead(table, offender, "46(2)(I)", suit, play.declarer)
        if play.next_seat.side is play.declarer.side:
            # not their lead now: the card is exposed until they get the lead
            table.oblige(
                CardObligation(
                    ObligationType.EXPOSED_CARD,
                    offender,
                    ("46(2)(I)",),
                    "until_lead",
                    card=card,
                    chooser=play.declarer,
                )
            )
    elif option.code == "exposed_card":
        table.oblige(
            CardObligation(
                ObligationType.EXPOSED_CARD,
                offender,
                ("46(2)(II)",),
                chooser=play.declarer,
                card=card,
            )
        )
        table.oblige(
            CardObligation(
                ObligationType.LEAD_RESTRICTION,
                offender.partner,
                ("46(2)(II)",),
                "next_lead",
                "pending_choice",
                card.suit,
                play.declarer,
                card=card,
            )
        )
    edition.before_lead(table)
    _offer_calls(table)


# -- premature play: 47 -----------------------------------------------------------


def irregular_card(
    edition: Edition, table: Table, index: int, event: CardEvent, violation: Violation
) -> bool:
    """47(2): declarer plays too soon from his other hand; the card stands,
    no one need be summoned, and the fourth hand may then play before the
    second without penalty. True if judged here."""
    play = table.play
    if violation.code != IrregularityCode.PREMATURE_PLAY or play is None or not play.current:
        return False
    seat, card = event.by, event.card
    declaring = {play.declarer, play.dummy}
    leader = play.current[0][0]
    if seat.side is play.declarer.side:
        if leader not in declaring or seat is leader:
            return False
    elif not (
        leader in declaring
        and seat is leader.rho
        and any(s is leader.partner for s, _, _ in play.queued)
    ):
        return False
    names = _play_names(seat, play, card)
    early = next(
        (
            r
            for r in reversed(table.rulings)
            if r.irregularity.code == IrregularityCode.PREMATURE_PLAY
            and r.irregularity.offender is leader.partner
        ),
        None,
    )
    if seat.side is not play.declarer.side and early is not None:
        # the fourth hand plays before the second: his right, no irregularity
        early.reasoning.append(
            Message(
                "{offender} played {card} before {second}, as rule 47(2) allows: it stands "
                "and is played in its turn.",
                {**names, "second": _name(leader.lho)},
            )
        )
        play.queued.append((seat, card, index))
        return True
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.PREMATURE_PLAY,
        ("47(2)",),
        seat,
        violation.message,
        facts=CardFacts(card=card),
    )
    ruling.irregularity.accepted = True
    _played_early_by_declarer(ruling, seat, play, card, index)
    return True


#: 21(1), 44(4): declarer's side played early to a defender's lead; 47(2)
#: speaks only of a card from declarer's other hand after his own lead
_EARLY_TO_DEFENDERS_LEAD: Final = ("21(1)", "44(4)")


def _played_early_by_declarer(
    ruling: Ruling, seat: Seat, play: Play, card: Card, index: int, leader: Seat | None = None
) -> None:
    """47(2): declarer's card from the other hand stands, without penalty; the
    fourth hand may now play before the second. ``leader``: the hand declarer
    led from, when his lead still waits for the defenders (45, 46(1)). To a
    defender's lead 47(2) does not speak: no rule penalises declarer's side
    for playing early, and the card, played, stays (21(1), 44(4))."""
    if seat is play.dummy:
        ruling.irregularity.answerable = play.declarer  # declarer plays dummy's cards
    to_defender = leader is None and bool(play.current) and play.current[0][0].side is not seat.side
    if to_defender:
        ruling.laws = _EARLY_TO_DEFENDERS_LEAD
        ruling.irregularity.laws = _EARLY_TO_DEFENDERS_LEAD
        ruling.effects.append(Effect(EffectKind.NO_PENALTY, seat, ("44(4)",)))
        names = {**_play_names(seat, play, card), "leader": _name(play.current[0][0])}
        ruling.reasoning.append(
            Message(
                "{leader}, a defender, led: rule 47(2) covers only a card from declarer's "
                "other hand after his own lead, and rule 47(1) only the defenders. {card} "
                "may not be taken back (21(1)); it is played in its turn, and declarer's "
                "side incurs no penalty (44(4)).",
                names,
            )
        )
        play.queued.append((seat, card, index))
        return
    ruling.effects.append(Effect(EffectKind.NO_PENALTY, seat, ("47(2)",)))
    if leader is None and not play.current:
        # the trick was taken back since (a revoke corrected under 55(1)): the
        # card went back with it, and there is nothing left to play in turn
        ruling.reasoning.append(
            Message(
                "{card} is no longer in the trick: it went back to the hand when the trick "
                "was corrected; there is no penalty (47(2)).",
                _play_names(seat, play, card),
            )
        )
        return
    leader = leader if leader is not None else play.current[0][0]
    names = {
        **_play_names(seat, play, card),
        "fourth": _name(leader.rho),
        "second": _name(leader.lho),
    }
    ruling.reasoning.append(
        Message("{card} stands and is played in its turn; there is no penalty.", names)
    )
    if seat is not leader.rho:  # the early card is not itself the fourth hand's
        ruling.reasoning.append(
            Message("{fourth} may now play before {second}, without penalty (47(2)).", names)
        )
    play.queued.append((seat, card, index))


@BOOK.ruling(IrregularityCode.PREMATURE_PLAY)
def rule_premature_play(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    card = irregularity.facts_as(CardFacts).known_card
    names = _play_names(offender, play, card)
    if offender.side is play.declarer.side:
        ruling = Ruling(irregularity, ("47(2)",))
        _played_early_by_declarer(ruling, offender, play, card, irregularity.event)
        table.hold(None)
        table.move_to(Status.PLAY)
        return ruling
    shown = irregularity.facts_as(CardFacts).shown_to_partner
    ruling = Ruling(irregularity, ("47(1)(c)",) if shown else ("47(1)",), chooser=play.declarer)
    texts = {
        "highest": Message("{partner} must play his highest card of the suit led.", names),
        "lowest": Message("{partner} must play his lowest card of the suit led.", names),
        "win": Message("{partner} must win the trick, ruffing if need be.", names),
        "lose": Message("{partner} must not win the trick.", names),
    }
    for code, text in texts.items():
        ruling.options.append(
            Option(
                code,
                ("47(1)",),
                text,
                (Effect(EffectKind.PLAY_RESTRICTION, offender.partner, ("47(1)",)),),
            )
        )
    # 47(1)(IV): a discard is of another suit than the one led, and not a
    # trump (a trump played to another suit ruffs: that is (II), not a discard)
    led = play.current[0][1].suit if play.current else None
    for suit in SUITS:
        if suit is led or suit is play.trump:
            continue
        ruling.options.append(
            Option(
                f"discard:{suit.letter}",
                ("47(1)",),
                Message(
                    "{partner} must discard {suit} if he cannot follow suit.",
                    {**names, "suit": suit.letter},
                ),
                (Effect(EffectKind.PLAY_RESTRICTION, offender.partner, ("47(1)",)),),
            )
        )
    # the penalty is declarer's right ("may require"), not his duty
    ruling.options.append(
        Option(
            "no_restriction",
            ("47(1)",),
            Message("{seat} may play any legal card.", {"seat": names["partner"]}),
        )
    )
    if shown:
        ruling.reasoning.append(
            Message(
                "{offender} showed {card} before {partner} played to the trick: it stays on "
                "the table as an exposed card (44), and declarer may restrict {partner}'s "
                "play (47(1)(c)).",
                names,
            )
        )
    else:
        ruling.reasoning.append(Message("{card} stands and is played in its turn (47(1)).", names))
    return ruling


@BOOK.choice(IrregularityCode.PREMATURE_PLAY)
def choose_premature_play(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irregularity = ruling.irregularity
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    ruling.effects.extend(option.effects)
    kind, _, letter = option.code.partition(":")
    if kind != "no_restriction":
        table.oblige(
            Obligation(
                ObligationType.PLAY_RESTRICTION,
                offender.partner,
                ("47(1)",),
                "this_trick",
                kind,
                Suit.parse(letter) if letter else None,
                ruling.chooser,
            )
        )
    facts = irregularity.facts_as(CardFacts)
    if not facts.shown_to_partner:
        play.queued.append((offender, facts.known_card, irregularity.event))
    table.hold(None)
    table.move_to(Status.PLAY)
    _offer_calls(table)


# -- the play: obligations in force -----------------------------------------------


def lead_breaks_restriction(edition: Edition, table: Table, seat: Seat, suit: Suit) -> bool:
    return False  # judged card by card in card_violation, with the rubber rules


def card_violation(edition: Edition, table: Table, seat: Seat, card: Any) -> Violation | None:
    """Besides correct procedure: a called card (44), a lead the penalty
    requires or forbids (41, 43, 45, 46) and a play restriction (47). Not
    complying while able is a revoke (definition XXVIII); a penalty naming
    a suit the player does not hold lapses (57)."""
    play = table.play
    assert play is not None
    violation = play.violation(seat, card)
    if violation is not None or not table.obligations or seat is not play.next_seat:
        return violation
    legal = play.legal_cards(seat)
    for obligation in table.obligations:
        if obligation.seat is not seat:
            continue
        allowed = _allowed(play, seat, obligation, legal)
        if allowed and card not in allowed:
            return Violation(
                IrregularityCode.REVOKE,
                obligation.laws[0],
                f"{_name(seat)} did not play as the penalty required ({obligation.laws[0]})",
            )
    return None


def _allowed(play: Play, seat: Seat, obligation: Obligation, legal: list[Card]) -> list[Card]:
    """The cards an obligation leaves ``seat`` now; empty when it does not
    bind at this card (or cannot be met, 57)."""
    kind, suit = obligation.kind, obligation.suit
    if kind == "not_card":
        # 50: the card dummy suggested may not be played (unless it is the only one)
        other = [c for c in legal if c is not obligation.card]
        return other if other and len(other) < len(legal) else []
    if obligation.type == ObligationType.PLAY_CARD and isinstance(obligation, CardObligation):
        return [obligation.card] if obligation.card in legal else []
    lead = not play.current
    if obligation.type == ObligationType.LEAD_RESTRICTION and lead:
        if kind == "require_suit":
            return [c for c in legal if c.suit is suit]
        if kind == "prohibit_suit":
            other = [c for c in legal if c.suit is not suit]
            return other if len(other) < len(legal) else []
        return []
    if obligation.scope == "correct_lead" and lead and kind in ("highest", "lowest"):
        # 55(1)(a): the correct lead after a revoking one, his highest or
        # lowest card of the correct suit (of the suit he leads when several are)
        pick = max if kind == "highest" else min
        correct = [[c for c in legal if c.suit is s] for s in ([suit] if suit else Suit)]
        return [pick(of) for of in correct if of]
    if obligation.type != ObligationType.PLAY_RESTRICTION or lead:
        return []
    led = play.current[0][1].suit
    following = [c for c in legal if c.suit is led]
    if kind in ("highest", "lowest"):
        if not following:
            return []
        return [max(following) if kind == "highest" else min(following)]
    if kind == "discard":
        if following:
            return []
        return [c for c in legal if c.suit is suit]
    winning = [c for c in legal if trick_winner([*play.current, (seat, c)], play.trump) is seat]
    if kind == "win":
        return winning
    if kind == "lose":
        losing = [c for c in legal if c not in winning]
        return losing if len(losing) < len(legal) else []
    return []


def card_played(edition: Edition, table: Table, seat: Seat, card: Any, lead: bool) -> None:
    """What a card pays or ends: the player's turn-bound obligations, his
    (or his side's) lead restriction at a lead, the exposed card itself."""
    play = table.play
    kept: list[Obligation] = []
    for o in table.obligations:
        mine = o.seat is seat
        if mine and o.type in (ObligationType.PLAY_CARD, ObligationType.PLAY_RESTRICTION):
            continue
        if (
            isinstance(o, CardObligation)
            and o.type == ObligationType.EXPOSED_CARD
            and o.card is card
        ):
            continue
        if (
            lead
            and o.type == ObligationType.LEAD_RESTRICTION
            and o.kind != "pending_choice"
            and (mine or (o.scope == "side_next_lead" and o.seat is seat.partner))
        ):
            continue
        if (
            lead
            and o.scope == "until_lead"
            and play is not None
            and seat.side is not play.declarer.side
        ):
            continue  # 46(2)(I): the defenders have the lead now
        if (
            lead
            and o.type == ObligationType.LEAD_RESTRICTION
            and o.kind == "pending_choice"
            and mine
        ):
            continue
        kept.append(o)
    table.keep_obligations(kept)


def settle_lead_restrictions(edition: Edition, table: Table) -> None:
    """At the end of the auction a 43(a) choice binds only a defender's card;
    declarer makes it before the opening lead."""
    play = table.play
    if play is None:
        return
    table.keep_obligations(
        [
            o
            for o in table.obligations
            if not (
                o.type == ObligationType.EXPOSED_CARD_AUCTION and o.seat.side is play.declarer.side
            )
        ]
    )


def before_lead(edition: Edition, table: Table) -> None:
    """Before a lead: declarer's 43(a) choice, or his 46(2)(II) choice when
    the exposed card is still exposed at the offender's partner's lead."""
    play = table.play
    if play is None or play.current or table.status is not Status.PLAY or table.active:
        return
    for obligation in table.obligations:
        if obligation.type == ObligationType.EXPOSED_CARD_AUCTION and isinstance(
            obligation, CardObligation
        ):
            _ask_43a(table, obligation)
            return
        if (
            obligation.type == ObligationType.LEAD_RESTRICTION
            and obligation.kind == "pending_choice"
            and obligation.seat is play.next_seat
            and isinstance(obligation, CardObligation)
        ):
            still = any(
                isinstance(o, CardObligation)
                and o.type == ObligationType.EXPOSED_CARD
                and o.card is obligation.card
                for o in table.obligations
            )
            if not still:
                table.discharge(obligation)
                return edition.before_lead(table)
            _ask_46_2_ii(table, obligation)
            return
    _offer_calls(table)


def _ask_43a(table: Table, obligation: CardObligation) -> None:
    play = table.play
    assert play is not None and obligation.card is not None
    source = next(
        i for i in reversed(table.irregularities) if i.code == IrregularityCode.EXPOSED_CARD_AUCTION
    )
    names = {
        "declarer": _name(play.declarer),
        "offender": _name(obligation.seat),
        "partner": _name(obligation.seat.partner),
        "card": obligation.card.name,
        "suit": obligation.card.suit.letter,
    }
    ruling = Ruling(source, ("43(a)",), chooser=play.declarer)
    ruling.options = [
        Option(
            "exposed_card",
            ("43(a)(I)",),
            Message("{card} is an exposed card of {offender} during the play.", names),
            (Effect(EffectKind.EXPOSED_CARD, obligation.seat, ("43(a)(I)",)),),
        ),
        Option(
            f"prohibit_suit:{obligation.card.suit.letter}",
            ("43(a)(II)",),
            Message("{declarer} forbids {partner} to lead {suit} at his first lead.", names),
            (Effect(EffectKind.LEAD_RESTRICTION, obligation.seat.partner, ("43(a)(II)",)),),
        ),
    ]
    table.add_ruling(ruling)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)


def _ask_46_2_ii(table: Table, obligation: CardObligation) -> None:
    play = table.play
    assert play is not None and obligation.card is not None
    seat = obligation.seat
    names = {"declarer": _name(play.declarer), "seat": _name(seat)}
    irregularity = Irregularity(
        IrregularityCode.LEAD_RESTRICTION,
        ("46(2)(II)",),
        len(table.record) - 1,
        seat.partner,
        "lead restriction",
    )
    suit = obligation.card.suit
    ruling = Ruling(irregularity, ("46(2)(II)",), chooser=play.declarer)
    ruling.options = [
        Option(
            f"prohibit_suit:{suit.letter}",
            ("46(2)(II)",),
            Message(
                "{declarer} forbids {seat} to lead {suit} now.",
                {**names, "suit": suit.letter},
            ),
            (Effect(EffectKind.LEAD_RESTRICTION, seat, ("46(2)(II)",)),),
        ),
        Option("no_restriction", ("46(2)(II)",), Message("{seat} may lead any card.", names)),
    ]
    table.discharge(obligation)
    table.add_ruling(ruling)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_CHOICE)


@BOOK.choice(IrregularityCode.LEAD_RESTRICTION)
def choose_lead_restriction(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    offender = ruling.irregularity.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    table.move_to(Status.PLAY)
    if option.code.startswith("prohibit_suit:"):
        table.oblige(
            Obligation(
                ObligationType.LEAD_RESTRICTION,
                offender.partner,
                ruling.laws,
                "next_lead",
                "prohibit_suit",
                Suit.parse(option.code.split(":", 1)[1]),
                ruling.chooser,
            )
        )
    _offer_calls(table)


def on_card(edition: Edition, table: Table, index: int, event: CardEvent) -> None:
    pending = table.pending
    play = table.play
    swap = (
        pending is not None
        and pending.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
        and play is not None
        and pending.offender is not None
        and pending.offender.side is not play.declarer.side
        and event.by is play.declarer
    )
    Edition.on_card(edition, table, index, event)
    if swap and pending is not None and pending.accepted and play is not None:
        # 46(3): declarer played from his own hand to the wrong opening
        # lead: he becomes dummy and his partner declarer
        play.declarer, play.dummy = play.dummy, play.declarer
        pending.laws = ("46(3)",)
        pending.accepted_law = "46(3)"
        # the change of declarer is a consequence the table must be told
        ruling = Ruling(pending, ("46(3)",))
        card = pending.facts_as(CardFacts).known_card
        ruling.effects.append(
            Effect(EffectKind.LEAD_STANDS, pending.offender, ("46(3)",), card=card.name)
        )
        ruling.effects.append(Effect(EffectKind.DECLARER_BECOMES_DUMMY, event.by, ("46(3)",)))
        table.add_ruling(ruling)
    _offer_calls(table)


# -- revokes: 55 -----------------------------------------------------------------


def establish_revokes(edition: Edition, table: Table, seat: Seat, trick: int) -> None:
    """55(2): established when the offender or his partner leads or plays to
    the next trick (a revoke in leading: when his partner plays to that
    trick); never in the twelfth trick; showing cards for a claim never
    establishes one (26(2))."""
    if trick >= 13:
        return
    for irr in table.irregularities:
        facts = irr.facts
        if (
            not isinstance(facts, RevokeFacts)
            or facts.established
            or facts.corrected
            or irr.offender is None
            or irr.offender.side is not seat.side
            or facts.trick == 11
        ):
            continue
        number = facts.trick
        in_lead = facts.lead and seat is irr.offender.partner and trick == number
        if number < trick or in_lead:
            facts.established = True
            irr.laws = (*irr.laws, "55(2)")


def end_play(edition: Edition, table: Table) -> None:
    table.adjust([a for a in table.adjustments if not a.law.startswith("55")])
    Edition.end_play(edition, table)


def revoke_adjustments(edition: Edition, table: Table) -> list[Adjustment]:
    """55(6): two tricks for a side's first penalised revoke, one for each
    further one, from the tricks it won from the first revoke on; none for
    dummy (55(1)(a)(III)); decided by :func:`bridgelaws.revokes.transfer`."""
    play = table.play
    if play is None:
        return []
    # a revoke the director found moves tricks by its facts (found_revoke),
    # not by the tricks in the record, which a situation does not hold
    penalised = [
        i
        for i in table.irregularities
        if edition.penalised(table, i) and not (isinstance(i.facts, RevokeFacts) and i.facts.found)
    ]
    revokes = [
        Revoke(i.offender, i.facts.trick, i.facts.suit)
        for i in penalised
        if isinstance(i.facts, RevokeFacts) and i.facts.standing and i.offender is not None
    ]
    out = transfer(revokes, counted_winners(table), play.dummy, RUBBER, claimed_tricks(table))
    decided = tricks_decided(edition, table)
    if decided:
        # 55(6) footnote: the players' decision replaces the count by the order
        out = [a for a in out if a.to.other not in decided]
        out += [Adjustment("55(6)", side.other, n) for side, n in decided.items() if n]
    _note_transfers(table, penalised, out)
    return out


def claimed_tricks(table: Table) -> dict[Side, int]:
    """The tricks an agreed claim gave each side beyond those played: they
    came after any revoke, so 55(6) counts them as won from it on."""
    play = table.play
    claimed: dict[Side, int] = {}
    if play is not None and table.claimed_tricks is not None:
        declaring = play.declarer.side
        for side in (Side.NS, Side.EW):
            total = table.claimed_tricks if side is declaring else 13 - table.claimed_tricks
            claimed[side] = max(0, total - play.won[side])
    return claimed


#: 55(6) footnote: the number of tricks to transfer the players decided
TRICKS_DECIDED: Final = "revoke_tricks_decided"


def penalised_sides(edition: Edition, table: Table) -> dict[Side, int]:
    """Each side with revokes 55(6) penalises (dummy's cost nothing,
    55(1)(a)(III)) and the most they may cost it: two for the first, one for
    each further one."""
    play = table.play
    assert play is not None
    count: dict[Side, int] = {}
    for irr in table.irregularities:
        facts = irr.facts
        if (
            isinstance(facts, RevokeFacts)
            and facts.standing
            and not facts.found
            and irr.offender is not None
            and irr.offender is not play.dummy
            and edition.penalised(table, irr)
        ):
            count[irr.offender.side] = count.get(irr.offender.side, 0) + 1
    return {side: n + 1 for side, n in count.items()}


def decided_side(details: Mapping[str, Any], sides: Iterable[Side]) -> Side | None:
    """The revoking side a 55(6) footnote decision is about: the other side
    of the non-offending player who decided (``by``), else the side named by
    ``offender``, else the only revoking side."""
    by = details.get("by")
    if by is not None:
        return Seat.parse(str(by)).side.other
    offender = details.get("offender")
    if offender is not None:
        return Seat.parse(str(offender)).side
    listed = list(sides)
    return listed[0] if len(listed) == 1 else None


def tricks_decided(edition: Edition, table: Table) -> dict[Side, int]:
    """55(6) footnote: the number of tricks the players decided for a
    revoking side (the last decision for a side holds), from the record's
    ``revoke_tricks_decided`` facts, which their rule checked."""
    sides = penalised_sides(edition, table)
    out: dict[Side, int] = {}
    for event in table.record.events:
        if isinstance(event, FactEvent) and event.fact == TRICKS_DECIDED:
            side = decided_side(event.details, sides)
            if side is not None and side in sides:
                out[side] = min(int(event.value), sides[side])
    return out


def counted_winners(table: Table) -> list[Seat]:
    """A seat of the side each quitted trick counts for, rule 23 included,
    as 55(6) counts the tricks a side won from its first revoke on. The
    table counts a trick seen played by its cards, and one quitted before
    the record began for the side holding it; a ruling under 23 makes it
    count for the other side when a seen trick could no longer be claimed
    back (late), or an unseen one was claimed back in time."""
    play = table.play
    assert play is not None
    winners = [t.winner for t in play.tricks]
    for ruling in table.rulings:
        irr = ruling.irregularity
        if irr.code != IrregularityCode.TRICK_TAKEN_WRONGLY:
            continue
        facts = irr.facts_as(TrickFacts)
        if facts.late == play.tricks[facts.trick].seen:
            winners[facts.trick] = winners[facts.trick].lho  # a seat of the other side
    return winners


def _note_transfers(
    table: Table, penalised: list[Irregularity], adjustments: list[Adjustment]
) -> None:
    """Each penalised revoke keeps its share of its side's 55(6) transfer
    for the report: two tricks for the side's first, one for each further
    one, as far as the tricks the side won go; dummy's costs none
    (55(1)(a)(III))."""
    play = table.play
    assert play is not None
    left = {a.to.other: a.tricks for a in adjustments}
    first: set[Side] = set()
    revokes = sorted(
        (
            (i, i.facts)
            for i in penalised
            if isinstance(i.facts, RevokeFacts) and i.facts.standing and i.offender is not None
        ),
        key=lambda pair: (pair[1].trick, pair[0].event),
    )
    for irr, facts in revokes:
        offender = irr.offender
        assert offender is not None
        facts.transfer = facts.no_transfer_law = None
        if offender is play.dummy:
            facts.no_transfer_law = "55(1)(a)(III)"
            continue
        side = offender.side
        share = min(1 if side in first else 2, left.get(side, 0))
        first.add(side)
        if share:
            left[side] -= share
            facts.transfer = ("55(6)", share)
        else:
            facts.no_transfer_law = "55(6)"


# -- claims: 54 --------------------------------------------------------------------


def on_director(edition: Edition, table: Table, index: int, event: DirectorEvent) -> None:
    play = table.play
    pending = table.pending
    if (
        pending is not None
        and table.active is None
        and play is not None
        and event.by is play.dummy
        and pending.offender is not None
        and pending.offender.side is not play.declarer.side
        and isinstance(pending.facts, CardFacts)
        and pending.facts.card is not None
        and table.status in (Status.PLAY, Status.AWAITING_DIRECTOR)
    ):
        _dummy_drew_attention(edition, table, pending)
        return
    claim = table.claim
    if pending is None and table.active is None and claim is not None and claim.disputed:
        _rule_claim(table, index)
        return
    if (
        pending is None
        and table.active is None
        and claim is not None
        and claim.concession
        and table.status is Status.COMPLETE
        and event.by.side is claim.by.side
        and not any(i.code == IrregularityCode.CONCESSION for i in table.irregularities)
    ):
        _rule_concession(table, event.by)
        return
    Edition.on_director(edition, table, index, event)


def dispute_settled_at_once(table: Table, index: int) -> None:
    """A rubber table has no director to wait for: a claim just disputed
    is settled by the players at once, declarer's by rule 54, a defender's
    by the cards he showed (26(1)); nobody need draw attention to it."""
    claim = table.claim
    if (
        claim is not None
        and claim.disputed
        and table.pending is None
        and table.active is None
        and table.status is Status.AWAITING_DIRECTOR
    ):
        _rule_claim(table, index)


def _dummy_drew_attention(edition: Edition, table: Table, pending: Irregularity) -> None:
    """51(2): dummy drew attention to it: declarer may not penalise it; the
    card stands as played."""
    ruling = Ruling(pending, ("51(2)",))
    ruling.effects.append(Effect(EffectKind.NO_PENALTY, pending.offender, ("51(2)",)))
    table.add_ruling(ruling)
    pending.accepted = True
    table.hold(None)
    table.move_to(Status.PLAY)
    offender = pending.offender
    assert offender is not None
    play = table.play
    assert play is not None
    card = pending.facts_as(CardFacts).known_card
    if pending.code == IrregularityCode.PREMATURE_PLAY:
        play.queued.append((offender, card, pending.event))
    else:
        edition.put_card(table, offender, card)
    _offer_calls(table)


def _rule_claim(table: Table, index: int) -> None:
    claim = table.claim
    play = table.play
    assert claim is not None and play is not None
    declaring = claim.by.side is play.declarer.side
    names = {"claimer": _name(claim.by)}
    if claim.concession:
        # a concession not agreed is listed and asked as the concession it is
        text = Message(
            "{claimer}'s concession was not agreed: how many tricks does {claimer}'s side "
            "take in all?",
            names,
        )
    elif declaring:
        text = Message(
            "Declarer plays on as he stated, every point he left open as the defenders "
            "direct: how many tricks does {claimer}'s side take in all?",
            names,
        )
    else:
        text = Message("How many tricks does {claimer}'s side take in all?", names)
    side = claim.by.side
    # the same fact name as the Laws' disputed claim (70, 71: claim_award);
    # ``tricks``, its older name here, is still taken (rubber_fact_tricks)
    what = "concession" if claim.concession else "claim"
    note = f"{names['claimer']}'s {what} is disputed"
    code = IrregularityCode.CONCESSION if claim.concession else IrregularityCode.CLAIM
    law = "54" if declaring else "26(1)"
    _ask_players(
        table,
        Irregularity(code, (law,), claim.event, claim.by, note),
        law,
        text,
        Answer.number(play.won[side], 13 - play.won[side.other]),
    )


#: the fact that gives a disputed claim's tricks, as in the Laws (70, 71)
CLAIM_AWARD = "claim_award"


def _rule_concession(table: Table, caller: Seat) -> None:
    """26(3): the conceding side drew attention to its concession: tricks it
    could not lose by any play stay its own, the other side cannot take
    them. The hands are the players' to see: they give the side's total."""
    claim = table.claim
    play = table.play
    assert claim is not None and play is not None
    conceder = _name(claim.by)
    text = Message(
        "The other side cannot take a conceded trick that {conceder}'s side could not lose "
        "by any play: how many tricks does {conceder}'s side take in all, those tricks "
        "included?",
        {"conceder": conceder},
    )
    note = f"{_name(caller)} draws attention to {conceder}'s concession"
    # from the total the concession left the side to what it has not lost
    _ask_players(
        table,
        Irregularity(IrregularityCode.CONCESSION, ("26(3)",), claim.event, claim.by, note),
        "26(3)",
        text,
        Answer.number(claim.tricks, 13 - play.won[claim.by.side.other]),
    )


def _ask_players(
    table: Table, irregularity: Irregularity, law: str, text: Message, answer: Answer
) -> None:
    """List ``irregularity`` and ask the players the claimer's (conceder's)
    side's total tricks under ``law`` (54, 26(1), 26(3))."""
    table.note_irregularity(irregularity)
    ruling = Ruling(irregularity, (law,))
    ruling.question = Question(CLAIM_AWARD, ruling.laws, text, answer)
    table.add_ruling(ruling)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_FACT)


@BOOK.rubber_fact("tricks")
def rubber_fact_tricks(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    """The older name of a disputed claim's figure (records written before
    it was asked as ``claim_award``): the same answer."""
    ruling = table.active
    if (
        ruling is None
        or ruling.irregularity.code not in (IrregularityCode.CLAIM, IrregularityCode.CONCESSION)
        or ruling.question is None
        or ruling.question.fact != CLAIM_AWARD
    ):
        return False
    if ruling.irregularity.code == IrregularityCode.CONCESSION:
        fact_concession(edition, table, ruling, event)
    else:
        fact_claim(edition, table, ruling, event)
    return True


@BOOK.fact(IrregularityCode.CONCESSION)
def fact_concession(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """26(3): the conceding side's total, the tricks it could not lose its own;
    a concession not agreed (26(1), 54) is settled as a disputed claim is."""
    if ruling.laws[0] != "26(3)":
        fact_claim(edition, table, ruling, event)
        return
    claim = table.claim
    question = ruling.question
    assert claim is not None and question is not None
    low, high = question.expects.low, question.expects.high
    value = event.value
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise InputError(
            "fact {fact}: {value} is no number of tricks from {low} to {high}",
            fact=event.fact,
            value=repr(value),
            low=str(low),
            high=str(high),
        )
    names = {"conceder": _name(claim.by), "tricks": str(value), "law": ruling.laws[0]}
    said = (
        "The concession stands as made: {conceder}'s side takes {tricks} tricks in all ({law})."
        if value == low
        else "Settled by the rules: {conceder}'s side keeps the tricks it could not lose and "
        "takes {tricks} tricks in all ({law})."
    )
    _settle_with(edition, table, ruling, value, Message(said, names))


@BOOK.fact(IrregularityCode.CLAIM)
def fact_claim(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    claim = table.claim
    play = table.play
    assert claim is not None and play is not None
    value = event.value
    side = claim.by.side
    won, lost = play.won[side], play.won[side.other]
    if not isinstance(value, int) or isinstance(value, bool) or not won <= value <= 13 - lost:
        raise InputError(
            "fact {fact}: {value} does not fit the {won} tricks won and {lost} lost",
            fact=event.fact,
            value=repr(value),
            won=str(won),
            lost=str(lost),
        )
    said = Message(
        "Settled by the rules: {claimer}'s side takes one trick in all ({law})."
        if value == 1
        else "Settled by the rules: {claimer}'s side takes {tricks} tricks in all ({law}).",
        {"claimer": _name(claim.by), "tricks": str(value), "law": ruling.laws[0]},
    )
    _settle_with(edition, table, ruling, value, said)


def _settle_with(edition: Edition, table: Table, ruling: Ruling, value: int, said: Message) -> None:
    """The players' figure settles the claim or concession (54, 26(1), 26(3)):
    the claimer's (conceder's) side takes ``value`` tricks in all."""
    claim = table.claim
    play = table.play
    assert claim is not None and play is not None
    ruling.facts[CLAIM_AWARD] = value
    ruling.question = None
    ruling.reasoning.append(said)
    table.open_ruling(None)
    claim.disputed = False
    table.settle_claim(value if claim.by.side is play.declarer.side else 13 - value)
    edition.end_play(table)


# -- 58, 59: penalties lost -------------------------------------------------------


def offending_side_choice(table: Table, index: int, event: ChoiceEvent) -> bool:
    """A choice made by the offender or his partner while the other side's
    player chooses: the penalty is the non-offending side's to name (the
    rule of the irregularity gives it to them); 59 is about their own
    dummy or partner. Kept without effect, said so; True if it was that."""
    ruling = table.active
    if ruling is None or ruling.chosen is not None or ruling.chooser is None:
        return False
    offender = ruling.irregularity.offender
    if (
        offender is None
        or event.by is ruling.chooser
        or event.by.side is not offender.side
        or ruling.chooser.side is offender.side
    ):
        return False
    table.note_without_effect(
        index,
        event.by,
        Message(
            "{seat} made a choice, but the penalty is for the other side to name: {chooser} "
            "chooses here ({law}). It has no effect.",
            {
                "seat": _name(event.by),
                "chooser": _name(ruling.chooser),
                "law": ", ".join(ruling.laws),
            },
        ),
    )
    return True


def on_choice(edition: Edition, table: Table, index: int, event: ChoiceEvent) -> None:
    if offending_side_choice(table, index, event) or _chosen_already(table, index, event):
        return
    either_defender_chooses(table, event)
    ruling = table.active
    if (
        ruling is not None
        and table.status is Status.AWAITING_CHOICE
        and ruling.chooser is not None
        and ruling.chosen is None
    ):
        play = table.play
        wrong_player = event.by is ruling.chooser.partner or (
            play is not None and event.by is play.dummy and event.by is not ruling.chooser
        )
        not_offered = event.by is ruling.chooser and ruling.option(event.option) is None
        free = next((o for o in ruling.options if o.code in NO_PENALTY), None)
        if (wrong_player or not_offered) and free is not None:
            law = "59" if wrong_player else "58(1)"
            ruling.effects.append(Effect(EffectKind.PENALTY_LOST, event.by, (law,)))
            ruling.facts["penalty_lost"] = law
            ruling.chosen = free.code
            table.open_ruling(None)
            edition.apply_choice(table, ruling, free)
            _rule_deferred(edition, table, index)
            return
    Edition.on_choice(edition, table, index, event)
    _rule_deferred(edition, table, index)


def _rule_deferred(edition: Edition, table: Table, index: int) -> None:
    """A call that waited behind a card shown in the auction (39, 40 after
    43) is settled once the card's choice is made, at the same attention; a
    new deal leaves nothing to settle."""
    if (
        not table.deferred
        or table.active is not None
        or table.pending is not None
        or table.status is not Status.AUCTION
    ):
        return
    drawn = next(
        (e for e in reversed(table.record.events[:index]) if isinstance(e, DirectorEvent)), None
    )
    if drawn is None:
        return
    table.hold(table.deferred.pop())
    edition.on_director(table, index, drawn)
