"""The rubber rulebook's remaining remedies (seed 001): the deal (7-10, 38),
simultaneous leads (46(5)), too many and too few cards (48, 49), dummy (50,
51(1)), attention drawn to a trick (52), an inspected trick (53), a revoke
corrected before it is established (55(1)), play before a penalty is named
(56), partner drawing attention (60) and a rule cited wrongly (61).

What the cards and calls cannot show is recorded as a fact (spec §3), with
``by`` for the player concerned where it matters; these are the rubber
edition's extension of spec §1 (``docs/rubber.md``):

- ``{"fact": "misdeal", "value": "card_faced_in_pack", "by": "E"}``: the
  shuffle, the cut or the deal went wrong (7(2), 8(2), 9(3), 10, 38);
- ``{"fact": "simultaneous_lead", "value": true}``: the two defenders led at
  once (46(5));
- ``{"fact": "missed_trick", "by": "N"}``: the trick under way was gathered
  without ``by``'s card (48); attention drawn later rules on it;
- ``{"fact": "missing_card", "value": "D7", "by": "W", "found": "trick"}``:
  a hand was short after the deal (49);
- ``{"fact": "dummy_suggested", "value": "SK"}``: dummy suggested a play (50);
- ``{"fact": "dummy_warned_lead", "value": true}``: dummy told declarer which
  hand leads (51(1));
- ``{"fact": "drew_attention_to_trick", "by": "W"}``: before his partner
  played, a player drew his attention to the trick (52);
- ``{"fact": "inspected_trick", "value": 3, "by": "E"}``: a quitted trick was
  turned and looked at (53);
- ``{"fact": "wrong_rule_cited", "value": true}``: the irregularity at hand
  came from a rule cited wrongly and left uncorrected (61).

``{"director": true}`` is attention drawn, as elsewhere in the edition: to a
revoke not yet established it takes the card back (55(1)); to a missed trick
it starts rule 48; to a call out of turn the player in turn called over, it
gives LHO his rule 39(1) choice.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any, Final

from bridgelaws import found_revoke, rules
from bridgelaws.cards import BridgeError, Card, FactName, InputError, Seat, Suit, shown
from bridgelaws.editions.base import ACCEPTABLE_BY_ACTION, Edition, restore_lead_restrictions
from bridgelaws.facts import (
    AuctionExposureFacts,
    CallFacts,
    CardFacts,
    RevokeClaimFacts,
    RevokeFacts,
    SuggestionFacts,
    TrickFacts,
)
from bridgelaws.irregularities.play import _event_of, _waiting_lead
from bridgelaws.irregularities.rubber import (
    NO_PENALTY,
    CardObligation,
    _apply_new_deal,
    _name,
    _new_deal_option,
    _offer_calls,
    _played_early_by_declarer,
    _require_suit_options,
    _required_suit,
    _side_must_lead,
    _void_call_options,
    another_card_shown,
    open_auction_exposure,
)
from bridgelaws.irregularities.rubber import _choose_out_of_turn as rubber_choose_out_of_turn
from bridgelaws.irregularities.rubber import on_call as rubber_on_call
from bridgelaws.irregularities.rubber import on_card as rubber_on_card
from bridgelaws.irregularities.rubber import on_director as rubber_on_director
from bridgelaws.play import Play, Trick, trick_winner
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
BOOK = rules.RuleBook("rubber_rules")

__all__ = ["BOOK", "DEAL_CASES"]

#: the ``misdeal`` fact's values and the rule for each
DEAL_CASES: dict[str, str] = {
    "shuffle_seen": "7(2)",
    "cut_wrong_player": "8(2)(a)",
    "cut_packet_too_small": "8(2)(b)",
    "cut_card_shown": "8(2)(c)",
    "cut_completed_by_other": "8(2)(d)",
    "cut_in_doubt": "8(2)(e)",
    "shuffled_after_cut": "8(2)(f)",
    "cut_too_early": "8(2)(g)",
    "dealt_out_of_turn": "9(3)",
    "opponents_pack": "9(3)",
    "not_cut": "10(1)(a)",
    "card_faced_in_pack": "10(1)(b)",
    "card_exposed": "10(1)(c)",
    "not_dealt_in_rotation": "10(1)(d)",
    "last_card_not_to_dealer": "10(1)(e)",
    "hand_looked_at": "10(1)(f)",
    "wrong_hand_sizes": "10(1)(g)",
    "incorrect_pack": "10(2)",
}

#: the restrictions 52 and 55(1) share with 47(1)
_HIGH_LOW = ("highest", "lowest")


def _seat(event: FactEvent) -> Seat | None:
    value = event.details.get("by", event.details.get("seat"))
    if value is None:
        return None
    try:
        return Seat.parse(str(value))
    except (BridgeError, ValueError, KeyError):
        raise InputError(
            "fact {fact}: {value} is not a seat", fact=event.fact, value=repr(value)
        ) from None


def _player(event: FactEvent) -> Seat:
    """The player a finding is about (``"by"``): refused, naming the fact,
    when it is not given, rather than dropped."""
    seat = _seat(event)
    if seat is None:
        raise InputError(
            'fact {fact}: name the player it is about with "by" (for example "by": "W")',
            fact=event.fact,
        )
    return seat


def _card(event: FactEvent, value: Any) -> Card:
    try:
        return Card.parse(str(value))
    except (BridgeError, ValueError, KeyError):
        raise InputError(
            "fact {fact}: {value} is not a card", fact=event.fact, value=repr(value)
        ) from None


def _take_out(play: Play, seat: Seat, card: Card) -> None:
    """Take ``card`` out of ``seat``'s hand without playing it to a trick."""
    hand = play.hands[seat]
    if card.index in hand:
        hand.remove(card.index)
        play._counts[seat][card.suit] -= 1
    elif play.unknown[seat] > 0:
        play._play_unknown(seat, card.index)  # one of the cards nobody knew


# -- Rules 7-10, 38, 46(5), 48-53, 55(1), 56, 60 and 61 of the rubber rulebook.

#: options that impose nothing (58, 59, 61 fall back on them)
#: a remedy may come in the auction or the play: ``_resume`` goes back there

# -- shared bookkeeping ----------------------------------------------------------


def _resume(edition: Edition, table: Table, ruling: Ruling) -> None:
    """Back to where the table was before the ruling (auction or play)."""
    table.open_ruling(None)
    resume = ruling.irregularity.resume or Status.PLAY.value
    table.move_to(Status(resume))
    if table.status is Status.PLAY and table.play is not None:
        if table.play.is_complete:
            edition.end_play(table)
            return
        _offer_calls(table)


def _void_deal(table: Table, ruling: Ruling, law: str) -> None:
    """A new deal by the same dealer: this deal is over and scores nothing."""
    ruling.effects.append(Effect(EffectKind.NEW_DEAL, table.board.dealer, (law,)))
    table.hold(None)
    table.await_replacement(None)
    table.open_ruling(None)
    table.keep_obligations([])
    table.drop_play()  # nothing played in it counts
    table.adjust([])
    table.move_to(Status.COMPLETE)


def _restriction_options(
    ruling: Ruling,
    seat: Seat,
    law: str,
    kinds: tuple[str, ...],
    lead: tuple[Suit | None] | None = None,
) -> None:
    """Highest, lowest, win, lose (47(1), 52, 55(1)) for ``seat``, and no penalty.
    ``lead``: a revoking lead is corrected (55(1)(a)), the correct suit (None
    when more than one suit is correct, the offender chooses it)."""
    names = {"partner": _name(seat)}
    texts = {
        "highest": Message("{partner} must play his highest card of the suit led.", names),
        "lowest": Message("{partner} must play his lowest card of the suit led.", names),
        "win": Message("{partner} must win the trick, ruffing if need be.", names),
        "lose": Message("{partner} must not win the trick.", names),
    }
    if lead is not None and lead[0] is not None:
        suited = {**names, "suit": lead[0].letter}
        texts["highest"] = Message("{partner} must lead his highest card in {suit}.", suited)
        texts["lowest"] = Message("{partner} must lead his lowest card in {suit}.", suited)
    elif lead is not None:
        texts["highest"] = Message(
            "{partner} must lead the highest card of the suit he leads.", names
        )
        texts["lowest"] = Message(
            "{partner} must lead the lowest card of the suit he leads.", names
        )
    for kind in kinds:
        ruling.options.append(
            Option(kind, (law,), texts[kind], (Effect(EffectKind.PLAY_RESTRICTION, seat, (law,)),))
        )
    ruling.options.append(
        Option(
            "no_restriction",
            (law,),
            Message("{seat} may play any legal card.", {"seat": _name(seat)}),
        )
    )


def _restrict(
    table: Table,
    ruling: Ruling,
    option: Option,
    seat: Seat,
    lead: tuple[Suit | None] | None = None,
) -> None:
    """The restriction chosen binds ``seat``'s card to this trick; ``lead``
    (as for :func:`_restriction_options`): his correct lead."""
    if option.code == "no_restriction":
        return
    table.oblige(
        Obligation(
            ObligationType.PLAY_RESTRICTION,
            seat,
            ruling.laws,
            "this_trick" if lead is None else "correct_lead",
            option.code,
            None if lead is None else lead[0],
            ruling.chooser,
        )
    )


def _correct_lead(irr: Irregularity) -> tuple[Suit | None] | None:
    """A revoking lead (a lead against a requirement or prohibition, 41,
    43(a), 45, 46): the correct suit, when one suit is required of the
    offender (None when several are correct); None for a revoke in following."""
    facts = irr.facts_as(RevokeFacts)
    if not facts.lead:
        return None
    required = [
        o.suit
        for o in facts.restrictions
        if o.kind == "require_suit" and o.seat is irr.offender and o.suit is not None
    ]
    return (required[0] if required else None,)


def _expose(table: Table, seat: Seat, card: Card, laws: tuple[str, ...]) -> None:
    """A defender's card becomes an exposed card declarer may call (44)."""
    play = table.play
    assert play is not None
    if any(
        isinstance(o, CardObligation) and o.type == ObligationType.EXPOSED_CARD and o.card is card
        for o in table.obligations
    ):
        return
    table.oblige(
        CardObligation(
            ObligationType.EXPOSED_CARD, seat, (*laws, "44"), chooser=play.declarer, card=card
        )
    )


# -- facts -------------------------------------------------------------------------


#: the rule a finding of the players comes under, for the note when it changes nothing
_FACT_RULES: dict[str, str] = {
    "simultaneous_lead": "46(5)",
    "missed_trick": "48",
    "dummy_suggested": "50",
    "dummy_warned_lead": "51(1)",
    "drew_attention_to_trick": "52",
    "inspected_trick": "53",
}


def on_fact(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    handler = edition.registry.get(rules.Hook.RUBBER_FACT, event.fact)
    if handler is not None and handler(edition, table, index, event):
        return
    # a ruling under way keeps the finding (Edition.on_fact); with none, a
    # finding its rule does not cover is kept in the record and said
    unheld = not table.ruling_open() and table.replacing is None
    Edition.on_fact(edition, table, index, event)
    rule = _FACT_RULES.get(event.fact)
    if rule is not None and unheld and event.value is not False:
        table.note_without_effect(
            index,
            None,
            Message(
                "What the players found changes nothing: rule {rule} does not apply to "
                "the board as it stands.",
                {"rule": rule},
            ),
        )


def _at_play(table: Table) -> bool:
    """Whether a fact found during play may start a ruling now."""
    play = table.play
    return (
        play is not None
        and table.status is Status.PLAY
        and table.active is None
        and table.pending is None
        and not play.is_complete
    )


# -- 7(2), 8(2), 9(3), 10, 38: shuffle, cut and deal -------------------------------


@BOOK.rubber_fact("misdeal")
def rubber_fact_misdeal(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    if table.active is not None:
        return False
    case = str(event.value)
    rule = DEAL_CASES.get(case)
    if rule is None:
        known = ", ".join(DEAL_CASES)
        raise InputError(
            "{name}: {value} is not a case of rules 7 to 10; a record gives one of these "
            "values: {known}",
            name=FactName("misdeal"),
            value=shown(event.value),
            known=known,
        )
    seat = _seat(event)
    if table.is_over:
        return True  # the deal has been played out (or already dealt again)
    dealer = table.board.dealer
    names = {"dealer": _name(dealer), "seat": _name(seat)}
    started = bool(table.auction.calls) or table.status is not Status.AUCTION
    if case == "card_exposed" and event.details.get("looked") and seat is not None:
        # 38: the card came out because its owner looked at his cards during
        # the deal (9(4)): his LHO may decide there is no new deal
        ruling = edition.found_ruling(
            table,
            index,
            IrregularityCode.MISDEAL,
            ("10(1)(c)", "38"),
            seat,
            "card exposed in the deal",
        )
        ruling.chooser = seat.lho
        ruling.options = [
            _new_deal_option(table, "10(1)(c)"),
            Option(
                "keep_deal",
                ("38",),
                Message(
                    "{lho} lets the deal stand although a card was seen.",
                    {"lho": _name(seat.lho)},
                ),
            ),
        ]
        edition.ask_now(table, ruling)
        return True
    ruling = edition.found_ruling(
        table, index, IrregularityCode.MISDEAL, (rule,), seat, f"misdeal: {case}"
    )
    if rule == "7(2)" and started:
        ruling.effects.append(Effect(EffectKind.DEAL_STANDS, None, (rule,)))
        ruling.reasoning.append(
            Message("A new shuffle may be demanded only before the deal begins (7(2)).")
        )
        return True
    if rule.startswith(("7", "8")):
        # any player may demand a new shuffle and cut: the one who raised it
        chooser = seat if seat is not None else dealer.lho
        ruling.chooser = chooser
        ruling.options = [
            Option(
                "new_deal",
                (rule,),
                Message("The cards are shuffled and cut again and {dealer} deals again.", names),
                (Effect(EffectKind.NEW_DEAL, dealer, (rule,)),),
            ),
            Option(
                "keep_deal",
                (rule,),
                Message("{chooser} lets the deal stand.", {"chooser": _name(chooser)}),
            ),
        ]
        edition.ask_now(table, ruling)
        return True
    if rule == "9(3)" and event.details.get("complete", True):
        ruling.effects.append(Effect(EffectKind.DEAL_STANDS, seat, (rule,)))
        ruling.reasoning.append(
            Message(
                "The deal was completed before anyone stopped it: it stands as if dealt "
                "in turn, and exchanged packs stay exchanged (9(3))."
            )
        )
        return True
    if rule == "10(1)(a)" and not event.details.get("in_time", True):
        ruling.effects.append(Effect(EffectKind.DEAL_STANDS, None, (rule,)))
        ruling.reasoning.append(
            Message(
                "The missing cut was pointed out too late (after the last card was dealt "
                "or after the player looked at his cards): the deal stands (10(1)(a))."
            )
        )
        return True
    if rule == "10(1)(g)" and event.details.get("two_cards_to_a_trick"):
        ruling.laws = ("10(1)(g)", "48")
        ruling.effects.append(Effect(EffectKind.RULE_48_APPLIES, seat, ("48",)))
        ruling.reasoning.append(
            Message(
                "One hand played two cards to a trick and another none: rule 48 applies, "
                "not a new deal (10(1)(g))."
            )
        )
        return True
    ruling.reasoning.append(
        Message(
            "{dealer} must deal again with the same pack; earlier deals keep their score.",
            names,
        )
        if rule != "10(2)"
        else Message(
            "{dealer} deals again with a correct pack; earlier deals keep their score (10(2)).",
            names,
        )
    )
    _void_deal(table, ruling, rule)
    return True


@BOOK.choice(IrregularityCode.MISDEAL)
def choose_misdeal(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    if option.code == "new_deal":
        law = option.laws[0]
        ruling.laws = (law, *[law_ for law_ in ruling.laws if law_ != law])
        _void_deal(table, ruling, law)
        return
    ruling.effects.append(Effect(EffectKind.DEAL_STANDS, None, option.laws))
    _resume(edition, table, ruling)


# -- 46(5): both defenders lead at once ----------------------------------------------


@BOOK.rubber_fact("simultaneous_lead")
def rubber_fact_simultaneous_lead(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    play = table.play
    pending = table.pending
    if (
        not event.value
        or play is None
        or pending is None
        or table.active is not None
        or pending.offender is None
        or pending.offender.side is play.declarer.side
    ):
        return False
    offender = pending.offender
    card = pending.facts.card if isinstance(pending.facts, CardFacts) else None
    if card is None:
        return False  # no card led or played too soon: nothing to rule under 46(5)
    right: Card | None = None
    if pending.code == IrregularityCode.PREMATURE_PLAY:
        # the right lead is on the table, the other card came with it
        if len(play.current) != 1 or play.current[0][0] is not offender.partner:
            return False
    elif pending.code in (
        IrregularityCode.LEAD_OUT_OF_TURN,
        IrregularityCode.OPENING_LEAD_OUT_OF_TURN,
    ):
        if play.current or play.next_seat is not offender.partner:
            return False
        right = next(
            (
                e.card
                for e in table.record.events[pending.event + 1 :]
                if isinstance(e, CardEvent)
                and e.by is offender.partner
                and play.holds(e.by, e.card)
            ),
            None,
        )
    else:
        return False
    pending.code = IrregularityCode.SIMULTANEOUS_LEAD
    pending.laws = ("46(5)",)
    pending.facts.ruled = True
    table.hold(None)
    table.move_to(Status.PLAY)
    ruling = Ruling(pending, ("46(5)",))
    ruling.effects.append(Effect(EffectKind.CARD_STANDS, offender.partner, ("46(5)",)))
    ruling.effects.append(Effect(EffectKind.EXPOSED_CARD, offender, ("46(5)",), card=card.name))
    ruling.reasoning.append(
        Message(
            "The lead from the right hand stands; {card} of {offender} is an exposed card (46(5)).",
            {"card": card.name, "offender": _name(offender)},
        )
    )
    table.add_ruling(ruling)
    _expose(table, offender, card, ("46(5)",))
    if right is not None:
        edition.put_card(table, offender.partner, right)
    _offer_calls(table)
    return True


# -- 48: a card too many ---------------------------------------------------------------


@BOOK.rubber_fact("missed_trick")
def rubber_fact_missed_trick(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    """The trick under way was gathered without the card of the player in
    turn: it is quitted with three cards and he keeps one card too many."""
    play = table.play
    if not _at_play(table) or play is None or len(play.current) != 3:
        return False
    if len(play.tricks) == 12:
        return False  # his last card can only go to the last trick: nothing is missed
    seat = _seat(event) or play.next_seat
    if seat is not play.next_seat:
        return False
    number = len(play.tricks)
    winner = trick_winner(play.current, play.trump)
    play.tricks.append(Trick(play.leader, tuple(play.current), winner))
    play.won[winner & 1] += 1
    play.current = []
    play.leader = play.next_seat = winner
    irregularity = Irregularity(
        IrregularityCode.TOO_MANY_CARDS,
        ("48",),
        index,
        seat,
        f"{_name(seat)} did not play to trick {number + 1}",
        facts=TrickFacts(trick=number),
    )
    table.note_irregularity(irregularity)
    if play.is_complete:
        edition.end_play(table)
        return True
    if table.obligations:
        edition.after_trick(table, play.tricks[-1])
        edition.before_lead(table)
    _offer_calls(table)
    return True


def _rule_too_many_cards(
    edition: Edition, table: Table, index: int, irregularity: Irregularity
) -> None:
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    irregularity.facts.ruled = True
    irregularity.resume = Status.PLAY.value
    number = irregularity.facts_as(TrickFacts).trick
    names = {"offender": _name(offender), "trick": str(number + 1)}
    later = any(s is offender for t in play.tricks[number + 1 :] for s, _ in t.cards)
    later = later or any(s is offender for s, _ in play.current)
    ruling = Ruling(irregularity, ("48",))
    table.add_ruling(ruling)
    if later and offender is not play.dummy:
        chooser = play.declarer if offender.side is not play.declarer.side else play.declarer.lho
        ruling.chooser = chooser
        ruling.options = [
            _new_deal_option(table, "48(a)"),
            Option(
                "play_on",
                ("48(b)",),
                Message(
                    "Play goes on: {offender} takes a card out of his hand, if practicable "
                    "one he could have played to trick {trick}.",
                    names,
                ),
            ),
        ]
        edition.ask_now(table, ruling)
        return
    _ask_removed_card(table, ruling)


def _ask_removed_card(table: Table, ruling: Ruling) -> None:
    offender = ruling.irregularity.offender
    number = ruling.irregularity.facts_as(TrickFacts).trick
    ruling.laws = ("48(b)",)
    ruling.question = Question(
        "removed_card",
        ("48(b)",),
        Message(
            "Which card does {offender} take out of his hand (if practicable one he could "
            "reasonably have played to trick {trick})?",
            {"offender": _name(offender), "trick": str(number + 1)},
        ),
    )
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_FACT)


@BOOK.choice(IrregularityCode.TOO_MANY_CARDS)
def choose_too_many_cards(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    if option.code == "new_deal":
        ruling.laws = ("48(a)",)
        _void_deal(table, ruling, "48(a)")
        return
    _ask_removed_card(table, ruling)


@BOOK.fact(IrregularityCode.TOO_MANY_CARDS)
def fact_too_many_cards(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    play = table.play
    offender = ruling.irregularity.offender
    assert play is not None and offender is not None
    card = _card(event, event.value)
    # a hand nobody knows may hold any card not seen elsewhere (spec §6)
    if (
        not play.holds(offender, card)
        or _seen_elsewhere(play, offender, card)
        or (card.index not in play.hands[offender] and card.suit in play.voids[offender])
    ):
        raise InputError(
            "{fact}: {seat} does not hold {card}",
            fact="removed_card",
            seat=offender,
            card=card,
        )
    number = ruling.irregularity.facts_as(TrickFacts).trick
    ruling.facts["removed_card"] = card.name
    ruling.question = None
    _take_out(play, offender, card)
    trick = play.tricks[number]
    # the card joins the short trick; who won it does not change
    play.tricks[number] = Trick(trick.leader, (*trick.cards, (offender, card)), trick.winner)
    ruling.effects.append(Effect(EffectKind.CARD_REMOVED, offender, ("48(b)",), card=card.name))
    _resume(edition, table, ruling)


# -- 49: a card too few ----------------------------------------------------------------


@BOOK.rubber_fact("missing_card")
def rubber_fact_missing_card(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    if table.active is not None or table.is_over:
        return False
    seat = _seat(event)
    candidates = [_card(event, c) for c in event.details.get("candidates", []) or []]
    card = _card(event, event.value) if event.value not in (None, True) else None
    found = str(event.details.get("found", "elsewhere"))
    shown = card.name if card is not None else "?"
    if found in ("not_found", "not_dealt"):
        ruling = edition.found_ruling(
            table, index, IrregularityCode.TOO_FEW_CARDS, ("49(a)",), seat, f"{shown} missing"
        )
        ruling.reasoning.append(
            Message(
                "The missing card was not found, or not where a card properly dealt could "
                "be: {dealer} deals again (49(a)).",
                {"dealer": _name(table.board.dealer)},
            )
        )
        _void_deal(table, ruling, "49(a)")
        return True
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.TOO_FEW_CARDS,
        ("49(b)",),
        seat,
        f"{shown} missing",
        facts=CardFacts(found_in=found),
    )
    if len(candidates) > 1 and seat is not None:
        # a quitted trick with more than four cards: the opponents decide
        ruling.chooser = seat.lho
        for candidate in candidates:
            ruling.options.append(
                Option(
                    f"restore:{candidate.name}",
                    ("49(b)",),
                    Message(
                        "{card} goes back to {seat}'s hand.",
                        {"card": candidate.name, "seat": _name(seat)},
                    ),
                    (Effect(EffectKind.CARD_RESTORED, seat, ("49(b)",), card=candidate.name),),
                )
            )
        edition.ask_now(table, ruling)
        return True
    ruling.effects.append(
        Effect(EffectKind.CARD_RESTORED, seat, ("49(b)",), card=card.name if card else None)
    )
    ruling.reasoning.append(
        Message(
            "{card} goes back to {seat}'s hand; it is not an exposed card and counts as "
            "held all along when revokes are judged (49(b)).",
            {"card": shown, "seat": _name(seat)},
        )
    )
    return True


@BOOK.choice(IrregularityCode.TOO_FEW_CARDS)
def choose_too_few_cards(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    ruling.effects.extend(option.effects)
    _resume(edition, table, ruling)


# -- 50, 51(1): dummy ------------------------------------------------------------------


@BOOK.rubber_fact("dummy_suggested")
def rubber_fact_dummy_suggested(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    play = table.play
    if not _at_play(table) or play is None:
        return False
    card = _card(event, event.value)
    holder = next((s for s in (play.declarer, play.dummy) if card.index in play.hands[s]), None)
    if holder is None:
        # the hands unknown (spec §6): the finding names a card dummy may
        # hold, most often one he touched; else one of declarer's
        holder = next((s for s in (play.dummy, play.declarer) if play.holds(s, card)), None)
    if holder is None or _seen_elsewhere(play, holder, card):
        return False
    dummy = play.dummy
    chooser = dummy.lho
    names = {"chooser": _name(chooser), "card": card.name, "declarer": _name(play.declarer)}
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DUMMY_SUGGESTED_PLAY,
        ("50",),
        dummy,
        f"{_name(dummy)} suggested {card}",
        facts=SuggestionFacts(card=card, holder=holder),
    )
    ruling.chooser = chooser
    if holder is not play.next_seat or _may_play(play, holder, card):
        ruling.options.append(
            Option(
                f"require_card:{card.name}",
                ("50",),
                Message("{chooser} requires {declarer} to play {card}.", names),
                (Effect(EffectKind.CARD_REQUIRED, holder, ("50",), card=card.name),),
            )
        )
    ruling.options.append(
        Option(
            f"forbid_card:{card.name}",
            ("50",),
            Message("{chooser} forbids {declarer} to play {card}.", names),
            (Effect(EffectKind.CARD_FORBIDDEN, holder, ("50",), card=card.name),),
        )
    )
    ruling.options.append(
        Option("no_restriction", ("50",), Message("{declarer} plays as he likes.", names))
    )
    edition.ask_now(table, ruling)
    return True


def _seen_elsewhere(play: Play, holder: Seat, card: Card) -> bool:
    """Whether ``card`` is played already or known in another hand."""
    return (
        any(card.index in play.hands[s] for s in Seat if s is not holder)
        or any(c is card for _, c in play.current)
        or any(c is card for t in play.tricks for _, c in t.cards)
    )


def _may_play(play: Play, seat: Seat, card: Card) -> bool:
    """Whether ``seat`` may play ``card`` now without revoking (50): one of
    his legal known cards, or, from his unknown cards, one of the suit led or
    any card while he is not known to hold that suit."""
    if card in play.legal_cards(seat):
        return True
    if card.index in play.hands[seat] or not play.holds(seat, card):
        return False
    led = play.current[0][1].suit if play.current else None
    return led is None or card.suit is led or not play.holds_suit(seat, led)


@BOOK.choice(IrregularityCode.DUMMY_SUGGESTED_PLAY)
def choose_dummy_suggested_play(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    ruling.effects.extend(option.effects)
    card = ruling.irregularity.facts_as(CardFacts).known_card
    holder = ruling.irregularity.facts_as(SuggestionFacts).holder
    assert holder is not None
    if option.code.startswith("require_card:"):
        table.oblige(
            CardObligation(
                ObligationType.PLAY_CARD, holder, ("50",), chooser=ruling.chooser, card=card
            )
        )
    elif option.code.startswith("forbid_card:"):
        table.oblige(
            Obligation(
                ObligationType.PLAY_RESTRICTION,
                holder,
                ("50",),
                "next_card",
                "not_card",
                None,
                ruling.chooser,
                card,
            )
        )
    _resume(edition, table, ruling)


@BOOK.rubber_fact("dummy_warned_lead")
def rubber_fact_dummy_warned_lead(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    play = table.play
    if (
        not event.value
        or not _at_play(table)
        or play is None
        or play.current
        or play.next_seat.side is not play.declarer.side
    ):
        return False
    dummy = play.dummy
    chooser = dummy.lho
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DUMMY_WARNED_LEAD,
        ("51(1)",),
        dummy,
        f"{_name(dummy)} told declarer which hand leads",
    )
    ruling.chooser = chooser
    for seat in (play.declarer, dummy):
        ruling.options.append(
            Option(
                f"lead_from:{seat.letter}",
                ("51(1)",),
                Message(
                    "{chooser} requires the lead from {hand}'s hand.",
                    {"chooser": _name(chooser), "hand": _name(seat)},
                ),
                (Effect(EffectKind.LEAD_FROM, seat, ("51(1)",)),),
            )
        )
    edition.ask_now(table, ruling)
    return True


@BOOK.choice(IrregularityCode.DUMMY_WARNED_LEAD)
def choose_dummy_warned_lead(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    play = table.play
    assert play is not None
    ruling.effects.extend(option.effects)
    play.next_seat = Seat.parse(option.code.split(":", 1)[1])
    _resume(edition, table, ruling)


# -- 52: attention drawn to the trick --------------------------------------------------


@BOOK.rubber_fact("drew_attention_to_trick")
def rubber_fact_drew_attention_to_trick(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    play = table.play
    seat = _player(event)
    if not _at_play(table) or play is None or seat is play.declarer:
        return False
    partner = seat.partner
    if any(s is partner for s, _ in play.current):
        return False  # his partner had played: no penalty
    chooser = play.declarer if seat.side is not play.declarer.side else play.dummy.lho
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.ATTENTION_TO_TRICK,
        ("52",),
        seat,
        f"{_name(seat)} drew his partner's attention to the trick",
    )
    ruling.chooser = chooser
    _restriction_options(ruling, partner, "52", ("highest", "lowest", "win", "lose"))
    edition.ask_now(table, ruling)
    return True


@BOOK.choice(IrregularityCode.ATTENTION_TO_TRICK)
def choose_attention_to_trick(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    offender = ruling.irregularity.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    _restrict(table, ruling, option, offender.partner)
    _resume(edition, table, ruling)


# -- 53: a quitted trick inspected -----------------------------------------------------


#: the grounds on which rule 24 lets a player turn a quitted trick over
INSPECTION_GROUNDS: Final = {
    "disputed_winner": "24(a)",
    "wrong_number_of_cards": "24(b)",
    "replace_card": "24(c)",
    "own_revoke": "24(d)",
}


def _inspection_allowed(play: Play, seat: Seat, number: Any, reason: str) -> bool:
    """24(d): only the last quitted trick, before the player or his partner
    has played to the next; the other grounds at any time of the play."""
    if reason != "own_revoke":
        return True
    last = number is True or number == len(play.tricks)
    return last and not any(s.side is seat.side for s, _ in play.current)


@BOOK.rubber_fact("inspected_trick")
def rubber_fact_inspected_trick(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    """53 with 24: a player turned a quitted trick over (``value`` its number,
    or ``true`` when nobody knows which). Before the end of the play that is
    allowed only on one of rule 24's grounds (``"reason"``: the winner is
    disputed, 24(a); it holds the wrong number of cards, 24(b); a revoke card
    is replaced, 24(c); with the opponents' leave, to see whether he revoked
    in it before his side played on, 24(d)): then nothing follows; otherwise
    declarer, or the offender's left-hand opponent, names the suit the
    offending side leads at its first lead (53)."""
    play = table.play
    seat = _player(event)
    if play is None:
        return False
    quitted = len(play.tricks)
    number = event.value
    if isinstance(number, str) and number.isdigit():
        number = int(number)  # a trick number written as text ("3")
    if quitted == 0 or not (
        number is True
        or (isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= quitted)
    ):
        raise InputError(
            "{value} is not a quitted trick (1 to {most})", value=shown(number), most=str(quitted)
        )
    details = event.details or {}
    reason = details.get("reason")
    if reason is not None and reason not in INSPECTION_GROUNDS:
        raise InputError(
            "fact {fact}: {value} is not a ground of rule 24 (known: {known})",
            fact=event.fact,
            value=shown(reason),
            known=", ".join(INSPECTION_GROUNDS),
        )
    if found_revoke.play_over(table):
        table.note_without_effect(
            index,
            seat,
            Message("After the play the quitted tricks may be looked at again (24): no penalty."),
        )
        return True
    if not _at_play(table):
        return False
    if reason is not None and _inspection_allowed(play, seat, number, reason):
        table.note_without_effect(
            index,
            seat,
            Message(
                "{seat} turned the trick over on a ground rule 24 allows ({rule}): rule 53 "
                "does not apply.",
                {"seat": _name(seat), "rule": INSPECTION_GROUNDS[reason]},
            ),
        )
        return True
    chooser = play.declarer if seat.side is not play.declarer.side else seat.lho
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.INSPECTED_TRICK,
        ("53",),
        seat,
        f"{_name(seat)} inspected a quitted trick",
    )
    if reason == "own_revoke":
        ruling.reasoning.append(
            Message(
                "Rule 24(d) lets a player look for his own revoke only in the last quitted "
                "trick, before he or his partner has played on: {seat} was not entitled to it.",
                {"seat": _name(seat)},
            )
        )
    ruling.chooser = chooser
    names = {"chooser": _name(chooser), "offender": _name(seat)}
    ruling.options.extend(
        _require_suit_options(
            "53",
            "{chooser} requires {offender}'s side to lead {suit} at its first lead.",
            names,
            seat,
        )
    )
    ruling.options.append(
        Option("no_restriction", ("53",), Message("{offender}'s side may lead any card.", names))
    )
    edition.ask_now(table, ruling)
    return True


@BOOK.choice(IrregularityCode.INSPECTED_TRICK)
def choose_inspected_trick(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    offender = ruling.irregularity.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    suit = _required_suit(option)
    if suit is not None:
        _side_must_lead(table, offender, "53", suit, ruling.chooser)
    _resume(edition, table, ruling)


# -- 55(1): a revoke corrected before it is established --------------------------------


def _correct_revoke(
    edition: Edition, table: Table, index: int, by: Seat, irr: Irregularity
) -> None:
    """55(1): the card is taken back and a correct card played instead; the
    penalty depends on whose card it was; the non-offenders may take back
    cards they played after it (55(1)(b))."""
    play = table.play
    offender = irr.offender
    assert play is not None and offender is not None
    facts = irr.facts_as(RevokeFacts)
    card = facts.card
    assert card is not None  # a revoke the record shows
    played = play.cards_played()
    start = next(
        (
            i
            for i in range(len(played) - 1, -1, -1)
            if played[i][0] is offender and played[i][1] is card
        ),
        None,
    )
    if start is None:
        return
    number = facts.trick
    # the cards after it in the same trick (tricks may be short, 48)
    end = sum(len(t.cards) for t in play.tricks[: number + 1])
    if number >= len(play.tricks):
        end = len(played)
    # 55(1)(b): a non-offender's lead to the next trick (the offending side
    # has not played to it, or the revoke would be established) is a card
    # played after the revoke, as under 62C1: kept, it waits for the
    # corrected trick
    facts.next_lead = _waiting_lead(offender, number, facts, played[end:])
    while len(play.cards_played()) > start:
        play.pop()
    restore_lead_restrictions(table, facts)
    in_trick = played[start + 1 : end]
    facts.corrected = True
    irr.resume = Status.PLAY.value
    irr.later_cards = in_trick
    irr.laws = (*irr.laws, "55(1)")
    names = {"offender": _name(offender), "card": card.name}
    dummy = play.dummy
    if offender is dummy:
        law = "55(1)(a)(III)"
    elif offender is play.declarer:
        law = "55(1)(a)(II)"
    else:
        law = "55(1)(a)(I)"
    ruling = Ruling(irr, (law,))
    table.add_ruling(ruling)
    ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, offender, (law,), card=card.name))
    ruling.reasoning.append(
        Message("{offender} takes {card} back and plays a correct card instead.", names)
    )
    if by is dummy and offender.side is not play.declarer.side:
        # dummy drew attention to it: declarer may not penalise it (51(2))
        ruling.laws = (law, "51(2)")
        ruling.effects.append(Effect(EffectKind.NO_PENALTY, offender, ("51(2)",)))
    elif law == "55(1)(a)(I)":
        ruling.chooser = play.declarer
        ruling.options.append(
            Option(
                "exposed_card",
                (law,),
                Message("{card} is an exposed card of {offender} during the play.", names),
                (Effect(EffectKind.EXPOSED_CARD, offender, (law,), card=card.name),),
            )
        )
        _restriction_options(ruling, offender, law, _HIGH_LOW, _correct_lead(irr))
    elif law == "55(1)(a)(II)" and any(s is play.declarer.lho for s, _ in in_trick):
        ruling.chooser = play.declarer.lho
        _restriction_options(ruling, offender, law, _HIGH_LOW, _correct_lead(irr))
    else:
        ruling.effects.append(Effect(EffectKind.NO_PENALTY, offender, (law,)))
    table.move_to(Status.PLAY)
    if ruling.options:
        edition.ask_now(table, ruling)
        return
    _after_correction(edition, table, irr)


def correct_found_revoke(edition: Edition, table: Table, irr: Irregularity, found: Ruling) -> bool:
    """55(1) for a revoke the players found whose card is in the trick in
    view: put right on the table as for a revoke seen in the cards (the card
    back, a correct card instead, declarer's or the left-hand defender's
    penalty choice, 55(1)(b) for the cards played after it); the finding's
    own ruling gives way to that one."""
    play = table.play
    offender = irr.offender
    card = irr.facts_as(RevokeFacts).card
    if play is None or offender is None or card is None:
        return False
    if not any(s is offender and c is card for s, c in play.cards_played()):
        return False
    table.withdraw_ruling(found)
    before = len(table.rulings)
    _correct_revoke(edition, table, irr.event, play.declarer, irr)
    made = next((r for r in table.rulings[before:] if r.irregularity is irr), None)
    if made is not None and found.reasoning:
        made.reasoning.insert(0, found.reasoning[0])
    return True


def _after_correction(edition: Edition, table: Table, irr: Irregularity) -> None:
    """55(1)(b): the non-offenders may take back what they played after the
    revoke; the offender's partner's correct cards stand."""
    offender = irr.offender
    play = table.play
    assert offender is not None and play is not None
    later = irr.later_cards
    others = [s for s, _ in later if s.side is not offender.side]
    facts = irr.facts_as(RevokeFacts)
    next_lead = facts.next_lead
    if others or next_lead is not None:
        first = others[0] if others else next_lead[0] if next_lead else offender
        # declarer decides for dummy's card as for his own
        chooser = play.declarer if first is play.dummy else first
        ruling = Ruling(irr, ("55(1)(b)",), chooser=chooser)
        card = facts.card
        assert card is not None
        params = {"card": card.name, "chooser": _name(chooser)}
        if next_lead is None:
            ruling.options = [
                Option(
                    "keep",
                    ("55(1)(b)",),
                    Message("The cards played after {card} to this trick stand.", params),
                ),
                Option(
                    "withdraw",
                    ("55(1)(b)",),
                    Message(
                        "{chooser}'s side takes back the cards it played after {card} to "
                        "this trick, without penalty.",
                        params,
                    ),
                    (Effect(EffectKind.CARDS_WITHDRAWN, first, ("55(1)(b)",)),),
                ),
            ]
        else:
            ruling.options = _lead_options(params, first, bool(others), next_lead)
        table.add_ruling(ruling)
        edition.ask_now(table, ruling)
        return
    _requeue(edition, table, later)


def _lead_options(
    names: dict[str, str], first: Seat, in_trick: bool, next_lead: tuple[Seat, Card]
) -> list[Option]:
    """55(1)(b) with the non-offenders' lead to the next trick among their
    cards: kept, it waits until the corrected trick is complete and stands
    if its player won it again (else it goes back, as under 62C1); taken
    back, it goes back with their cards in the revoke trick."""
    leader, led = next_lead
    names = {**names, "leader": _name(leader), "lead": led.name}
    law = ("55(1)(b)",)
    withdrawn = [Effect(EffectKind.CARD_RESTORED, leader, law, card=led.name)]
    if in_trick:
        withdrawn.insert(0, Effect(EffectKind.CARDS_WITHDRAWN, first, law))
        keep = Message(
            "The cards played after {card} to this trick stand; {leader}'s lead {lead} waits "
            "until the trick is complete: it stands if {leader} wins the trick again, else it "
            "goes back to his hand without penalty.",
            names,
        )
        back = Message(
            "{chooser}'s side takes back the cards it played after {card}, the lead {lead} "
            "included, without penalty.",
            names,
        )
    else:
        keep = Message(
            "{leader}'s lead {lead} waits until the trick is complete: it stands if {leader} "
            "wins the trick again, else it goes back to his hand without penalty.",
            names,
        )
        back = Message("{leader}'s lead {lead} goes back to his hand without penalty.", names)
    return [Option("keep", law, keep), Option("withdraw", law, back, tuple(withdrawn))]


def _requeue(edition: Edition, table: Table, cards: list[tuple[Seat, Card]]) -> None:
    play = table.play
    assert play is not None
    table.move_to(Status.PLAY)
    table.open_ruling(None)
    play.queued = [(s, c, len(table.record) - 1) for s, c in cards]
    _offer_calls(table)


@BOOK.choice(IrregularityCode.REVOKE)
def choose_revoke(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irr = ruling.irregularity
    offender = irr.offender
    assert offender is not None
    ruling.effects.extend(option.effects)
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    if ruling.laws == ("55(1)(b)",):
        later = irr.later_cards
        if option.code == "withdraw":
            later = [(s, c) for s, c in later if s.side is offender.side]
        _requeue(edition, table, later)
        next_lead = irr.facts_as(RevokeFacts).next_lead
        play = table.play
        if option.code == "keep" and next_lead is not None and play is not None:
            seat, led = next_lead
            play.waiting_lead = (seat, led, _event_of(table, seat, led))
        return
    if option.code == "exposed_card":
        card = irr.facts_as(RevokeFacts).card
        assert card is not None
        _expose(table, offender, card, ruling.laws)
    else:
        _restrict(table, ruling, option, offender, _correct_lead(irr))
    _after_correction(edition, table, irr)


# -- attention drawn: 39(1) called over, 48, 55(1), 60 ---------------------------------


def on_director(edition: Edition, table: Table, index: int, event: DirectorEvent) -> None:
    pending = table.pending
    play = table.play
    waiting = (
        pending is not None
        and pending.code in ACCEPTABLE_BY_ACTION
        and not pending.accepted
        and table.status is Status.AUCTION
    )
    shown = (
        open_auction_exposure(table)
        if (pending is None or waiting) and table.active is None
        else None
    )
    if shown is not None:
        # 43: attention drawn to a card shown earlier in the auction, which
        # went on: it is settled now, as if drawn at once; a call still open
        # to acceptance (39, 40) is settled after it, at the same attention
        shown.facts_as(AuctionExposureFacts).open = False
        if pending is not None:
            table.deferred.append(pending)
        table.hold(shown)
        pending = shown
    if pending is None and table.active is None:
        if table.status is Status.AUCTION:
            called_over = next((i for i in table.irregularities if _open(i)), None)
            if called_over is not None:
                _rule_called_over(edition, table, called_over)
                return
        if table.status is Status.PLAY and play is not None:
            target = next(
                (
                    i
                    for i in reversed(table.irregularities)
                    if (i.code == IrregularityCode.TOO_MANY_CARDS and not i.facts.ruled)
                    or (
                        isinstance(i.facts, RevokeFacts)
                        and not i.facts.established
                        and not i.facts.corrected
                        # a revoke found with its card unknown is settled
                        # by its findings (found_revoke), not corrected here
                        and i.facts.card is not None
                    )
                ),
                None,
            )
            if target is not None and target.code == IrregularityCode.TOO_MANY_CARDS:
                _rule_too_many_cards(edition, table, index, target)
                return
            if target is not None:
                _correct_revoke(edition, table, index, event.by, target)
                return
    before = len(table.rulings)
    rubber_on_director(edition, table, index, event)
    if (
        pending is not None
        and pending.offender is not None
        and event.by is pending.offender.partner
        and not (play is not None and event.by is play.dummy)
        and len(table.rulings) > before
    ):
        # 60: partner may draw attention to it; the ruling is the same
        table.rulings[before].reasoning.append(
            Message(
                "{seat} drew attention to his partner's irregularity: allowed, and the "
                "penalty is the same (60).",
                {"seat": _name(event.by)},
            )
        )
    if (
        pending is not None
        and len(table.rulings) > before
        and pending.facts.answers.get("wrong_rule_cited")
    ):
        _waive(edition, table, table.rulings[before])


def _open(irregularity: Irregularity) -> bool:
    """Still open: a call out of turn whose LHO may demand a new deal (39(1)),
    or a revoke claim the tricks did not show (55(8))."""
    facts = irregularity.facts
    return isinstance(facts, CallFacts | RevokeClaimFacts) and bool(facts.open)


def _rule_called_over(edition: Edition, table: Table, irregularity: Irregularity) -> None:
    """39(1) after the offender's partner called in turn: the call is void
    already; LHO may still demand a new deal."""
    offender = irregularity.offender
    assert offender is not None
    irregularity.facts_as(CallFacts).open = False
    law = irregularity.laws[0]
    ruling = _new_ruling_for(table, irregularity, (law,))
    ruling.chooser = offender.lho
    call = irregularity.facts_as(CallFacts).call
    ruling.options = _void_call_options(
        edition, table, offender, call, law, {"lho": _name(offender.lho), "call": call.name}
    )
    edition.ask_now(table, ruling)


def _new_ruling_for(table: Table, irregularity: Irregularity, laws: tuple[str, ...]) -> Ruling:
    irregularity.resume = table.status.value
    ruling = Ruling(irregularity, laws)
    table.add_ruling(ruling)
    return ruling


@BOOK.choice(IrregularityCode.BID_OUT_OF_ROTATION, IrregularityCode.DOUBLE_OUT_OF_ROTATION)
def _choose_out_of_turn(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    facts = ruling.irregularity.facts
    if isinstance(facts, CallFacts) and facts.open is False:
        if option.code == "new_deal":
            _apply_new_deal(table, ruling, option)
            return
        ruling.effects.extend(option.effects)
        _resume(edition, table, ruling)
        return
    rubber_choose_out_of_turn(edition, table, ruling, option)


def call_run(edition: Edition, table: Table, events: Any, start: int) -> int:
    if any(_open(i) for i in table.irregularities):
        return 0  # each call is judged: LHO's call ends his 39(1) right
    return Edition.call_run(edition, table, events, start)


def on_call(edition: Edition, table: Table, index: int, event: CallEvent) -> None:
    rubber_on_call(edition, table, index, event)
    for irregularity in table.irregularities:
        offender = irregularity.offender
        if _open(irregularity) and offender is not None and event.by is offender.lho:
            # 39(3): LHO called before attention was drawn: his right is gone
            irregularity.facts_as(CallFacts).open = False
            irregularity.laws = (*irregularity.laws, "39(3)")


# -- 56: play before the penalty is named ----------------------------------------------


def on_card(edition: Edition, table: Table, index: int, event: CardEvent) -> None:
    if table.status is Status.AUCTION and another_card_shown(table, event.by, event.card, led=True):
        return  # 43(b): one more card of an exposure no one has drawn attention to
    active = table.active
    play = table.play
    if _declarer_played_on(edition, table, event):
        rubber_on_card(edition, table, index, event)
        return
    if _declarer_plays_to_the_lead(edition, table, index, event):
        return
    if (
        table.status is Status.AWAITING_CHOICE
        and active is not None
        and active.chooser is not None
        and play is not None
        and event.by.side is not active.chooser.side
        and play.holds(event.by, event.card)
        and not play.is_complete
    ):
        _played_before_penalty(edition, table, index, event)
        return
    if _defender_plays_to_the_lead(edition, table, index, event):
        return
    rubber_on_card(edition, table, index, event)


#: the lead the defenders may have corrected (45, 46(1)): accepted by a card played to it
_ACCEPTED_BY_PLAYING_TO_IT = {"45": "45", "46(1)": "46(3)"}


def _lead_choice_open(table: Table, event: CardEvent, laws: Container[str]) -> Ruling | None:
    """The choice over a lead under one of ``laws``, still open, when a
    player plays a card he holds; ``None`` otherwise."""
    active, play = table.active, table.play
    if (
        table.status is not Status.AWAITING_CHOICE
        or active is None
        or play is None
        or active.chosen is not None
        or active.laws[0] not in laws
        or not play.holds(event.by, event.card)
    ):
        return None
    return active


def _defender_plays_to_the_lead(
    edition: Edition, table: Table, index: int, event: CardEvent
) -> bool:
    """45, 46(3): while the defenders' choice over declarer's lead from the
    wrong hand (45) or out of turn (46(1)) is open, a defender plays to it:
    the lead counts as made from the right hand (45) or as correct (46(3));
    both rules name any defender, not only the one next in turn. His card is
    played: in turn, or before his partner whose turn it was, a premature
    play the rules judge next (47(1)(a)). True if that is what happened."""
    active, play = _lead_choice_open(table, event, _ACCEPTED_BY_PLAYING_TO_IT), table.play
    if active is None or play is None or event.by not in active.choosers:
        return False
    led = active.irregularity.facts_as(CardFacts).known_card
    hand = next((h for h in Seat if led.index in play.hands[h]), active.irregularity.offender)
    if hand is None:
        return False
    accept = active.option("accept")
    if accept is None:
        return False
    law = _ACCEPTED_BY_PLAYING_TO_IT[active.laws[0]]
    active.chooser = event.by
    active.chosen = accept.code
    active.reasoning.append(
        Message(
            "{seat} played to the lead before it was taken back: it stands as if made in "
            "turn ({law}).",
            {"seat": _name(event.by), "law": law},
        )
    )
    table.open_ruling(None)
    edition.apply_choice(table, active, accept)
    rubber_on_card(edition, table, index, event)
    return True


def _declarer_plays_to_the_lead(
    edition: Edition, table: Table, index: int, event: CardEvent
) -> bool:
    """46(2), 46(3): declarer may name a penalty for a defender's lead out of
    turn only before he plays from either hand. While that choice is open,
    a card of declarer's side names none: the lead counts as correct, as
    when nobody drew attention to it (at the opening lead a card from
    declarer's own hand makes him dummy). True if that is what happened."""
    active = _lead_choice_open(table, event, ("46(2)",))
    if active is None or active.chooser is None or event.by.side is not active.chooser.side:
        return False
    irregularity = active.irregularity
    table.withdraw_ruling(active)
    table.open_ruling(None)
    table.hold(irregularity)
    table.move_to(Status.PLAY)
    rubber_on_card(edition, table, index, event)
    return True


def card_awaiting_director(
    edition: Edition, table: Table, index: int, event: CardEvent, pending: Irregularity
) -> bool:
    """After a defender's premature card (47) his partner played to the trick
    before anyone drew attention to it: declarer has not stated a penalty,
    so his right stands (56). He is asked now, and the partner's card is
    treated as one played before the penalty was named (56: back to the hand
    as an exposed card). True if judged here."""
    play = table.play
    offender = pending.offender
    if (
        pending.code != IrregularityCode.PREMATURE_PLAY
        or table.active is not None
        or play is None
        or offender is None
        or offender.side is play.declarer.side
        or not play.current
        or event.by is not offender.partner
        or event.by is not play.next_seat
        or not play.holds(event.by, event.card)
    ):
        return False
    ruler = edition.registry.get(rules.Hook.RULING, pending.code)
    assert ruler is not None
    ruling: Ruling = ruler(edition, table, pending)
    ruling.reasoning.append(
        Message(
            "{seat} played to the trick before a penalty was stated: {declarer} keeps his "
            "right to it (56).",
            {"seat": _name(event.by), "declarer": _name(play.declarer)},
        )
    )
    table.add_ruling(ruling)
    edition.ask_now(table, ruling)
    _played_before_penalty(edition, table, index, event)
    return True


def card_before_ruling(
    edition: Edition, table: Table, index: int, event: CardEvent, pending: Irregularity
) -> bool:
    """A defender leads out of turn (46(2)) and his partner, before anyone
    drew attention to it, leads or plays a card too: only the other side can
    accept the lead by playing to it (46(3)), so the card does not; played
    before declarer could state his penalty, it leaves declarer's right
    intact and is an exposed card (56). True if judged here."""
    play = table.play
    offender = pending.offender
    if _early_card_to_own_lead(edition, table, index, event, pending):
        return True
    if (
        pending.code
        not in (IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
        or play is None
        or offender is None
        or offender.side is play.declarer.side
        or event.by is not offender.partner
        or not play.holds(event.by, event.card)
    ):
        return False
    _played_before_penalty(edition, table, index, event)
    return True


def _early_card_to_own_lead(
    edition: Edition, table: Table, index: int, event: CardEvent, pending: Irregularity
) -> bool:
    """Declarer led from the wrong hand (45) or out of turn (46(1)) and,
    before the defenders acted, plays from his other hand: a card played too
    soon from the other hand stands without penalty and is played in its turn
    (47(2)), whatever the defenders decide about the lead. It used to vanish.
    True if judged here."""
    play, offender = table.play, pending.offender
    if (
        pending.code
        not in (IrregularityCode.LEAD_FROM_WRONG_HAND, IrregularityCode.LEAD_OUT_OF_TURN)
        or play is None
        or offender is None
        or offender.side is not play.declarer.side
        or play.current
        or table.status is not Status.PLAY
        or event.by is not offender.partner
        or not play.holds(event.by, event.card)
        or any(s is event.by for s, _, _ in play.queued)
    ):
        return False
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.PREMATURE_PLAY,
        ("47(2)",),
        event.by,
        f"{_name(event.by)} played {event.card} before his turn",
        facts=CardFacts(card=event.card),
    )
    ruling.irregularity.accepted = True
    _played_early_by_declarer(ruling, event.by, play, event.card, index, leader=offender)
    return True


def _declarer_played_on(edition: Edition, table: Table, event: CardEvent) -> bool:
    """Declarer's side played on while declarer's choice over a defender's
    premature card was open (47, asked when the partner played on, 56): he
    stated no penalty, so none is imposed, and the partner's card stands as
    played to the trick. True if the choice was settled here."""
    ruling = table.active
    play = table.play
    if (
        ruling is None
        or play is None
        or table.status is not Status.AWAITING_CHOICE
        or ruling.chosen is not None
        or ruling.irregularity.code != IrregularityCode.PREMATURE_PLAY
        or ruling.chooser is None
        or event.by.side is not ruling.chooser.side
        or not play.holds(event.by, event.card)
    ):
        return False
    option = ruling.option("no_restriction")
    offender = ruling.irregularity.offender
    if option is None or offender is None:
        return False
    partner = offender.partner
    early = next(
        (
            i
            for i in reversed(table.irregularities)
            if i.code == IrregularityCode.PLAYED_BEFORE_PENALTY
            and i.offender is partner
            and i.event > ruling.irregularity.event
        ),
        None,
    )
    ruling.chosen = option.code
    table.open_ruling(None)
    ruling.reasoning.append(
        Message(
            "{declarer}'s side played on without stating a penalty: none is imposed.",
            {"declarer": _name(ruling.chooser)},
        )
    )
    if early is not None and play.next_seat is partner:
        # the partner's card, played before the penalty was named, stands
        card = early.facts_as(CardFacts).known_card
        table.keep_obligations(
            o
            for o in table.obligations
            if not (isinstance(o, CardObligation) and o.card is card and o.seat is partner)
        )
        early.accepted = True
        edition.apply_choice(table, ruling, option)
        if play.next_seat is partner and play.holds(partner, card):
            edition.put_card(table, partner, card)
            edition.play_queued(table)
        return True
    edition.apply_choice(table, ruling, option)
    return True


def _played_before_penalty(edition: Edition, table: Table, index: int, event: CardEvent) -> None:
    """56: the opponent keeps his right to the penalty; the card goes back
    and, a defender's, is an exposed card declarer may call."""
    play = table.play
    assert play is not None
    seat, card = event.by, event.card
    defender = seat.side is not play.declarer.side
    table.note_irregularity(
        Irregularity(
            IrregularityCode.PLAYED_BEFORE_PENALTY,
            ("56",) if defender else ("56", "44(4)"),
            index,
            seat,
            f"{_name(seat)} played {card} before the penalty was named",
            accepted=not defender,
            facts=CardFacts(card=card, ruled=True),
        )
    )
    if defender:
        _expose(table, seat, card, ("56",))


# -- 61: a rule cited wrongly --------------------------------------------------------


@BOOK.rubber_fact("wrong_rule_cited")
def rubber_fact_wrong_rule_cited(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    if not event.value:
        return True
    target = table.active
    if target is None and table.pending is None and table.rulings:
        target = table.rulings[-1]  # a penalty already in force
    if target is None:
        return False  # kept for the ruling to come (see on_director)
    target.facts["wrong_rule_cited"] = True
    _waive(edition, table, target)
    return True


def _waive(edition: Edition, table: Table, ruling: Ruling) -> None:
    """61: no penalty for an irregularity the wrong information led to: the
    option that imposes nothing is taken, or the obligation the ruling
    imposed is lifted."""
    if ruling.chosen is not None:
        return
    if not ruling.options:
        bound = [o for o in table.obligations if o.laws == ruling.laws]
        if bound:
            table.keep_obligations([o for o in table.obligations if o not in bound])
            ruling.effects.append(
                Effect(EffectKind.NO_PENALTY, ruling.irregularity.offender, ("61",))
            )
            ruling.facts["penalty_lost"] = "61"
        return
    if table.active is not ruling or table.status is not Status.AWAITING_CHOICE:
        return
    free = next((o for o in ruling.options if o.code in NO_PENALTY), None)
    free = free or ruling.option("disallow")
    if free is None:
        return
    ruling.effects.append(Effect(EffectKind.NO_PENALTY, ruling.irregularity.offender, ("61",)))
    ruling.facts["penalty_lost"] = "61"
    ruling.chosen = free.code
    table.open_ruling(None)
    edition.apply_choice(table, ruling, free)
