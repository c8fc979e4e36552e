"""The rubber rulebook on asking about and claiming revokes (seed 001, rule
55(3)-(5), (8) and (9)): the last rule book of the rubber edition, after
:mod:`~bridgelaws.irregularities.rubber_rules`.

A revoke the record shows is recognised, established (55(2)) and penalised
(55(6)) by :mod:`bridgelaws.irregularities.rubber`; the record of the cards is
the examination of the tricks, so an established revoke counts as claimed in
time unless the record says otherwise. What the cards cannot show is recorded
as a fact (the rubber edition's extension of spec §1, ``docs/rubber.md``):

- ``{"fact": "revoke_question", "value": "W", "by": "E"}``: ``by`` asks
  ``value`` whether his card is a revoke (55(3)). The question changes
  nothing: a revoke is established as 55(2) says, and only attention drawn
  (``{"director": true}``) takes the card back. Dummy may ask only declarer
  (55(4)): asking a defender is attention drawn by dummy, and that revoke is
  not penalised (51(2)); asking declarer after deliberately looking at
  another hand (``"looked": true``) means declarer may not take his card back
  (55(4)) -- a defender may still require it (55(5)). A defender asking
  declarer keeps the defenders' claim while dummy is away (below);
- ``{"fact": "dummy_left_table", "value": true}`` (``false``: he is back;
  ``"looked": true`` if he first looked at another hand on purpose): a
  revoke of declarer's while dummy is away without having looked is not
  penalised unless a defender asked declarer about it before it was
  established (55(4));
- ``{"fact": "revoke_claimed", "value": "D", "by": "N"}`` (``value`` a suit
  or ``true``): ``by`` claims an established revoke of the other side (55(8));
  the record decides it. When the revoker's hand is unknown (a partial deal),
  ``"offender"`` and ``"trick"`` (1-13) give what the examination found;
- ``{"fact": "cards_mixed", "by": "E"}``: after a claim an opponent of the
  claimant mixed the cards before they were examined: the claim is upheld
  (55(8)), a revoke in ``trick`` of the claim (the whole deal if not given);
- ``{"fact": "next_deal_cut", "value": true}`` and
  ``{"fact": "rubber_score_accepted", "value": true}``: the time for claiming
  a revoke is over (55(9)); established revokes nobody claimed (a
  ``revoke_claimed`` upheld, or attention drawn once established) are not
  penalised, and a later claim is refused.
"""

from __future__ import annotations

from typing import Any

from bridgelaws import rules
from bridgelaws.cards import BridgeError, Seat, Suit, shown
from bridgelaws.editions.base import Edition
from bridgelaws.facts import RevokeClaimFacts, RevokeFacts
from bridgelaws.found_revoke import CLOSING_FACTS, FactError, claims_closed
from bridgelaws.found_revoke import _side as side_name
from bridgelaws.irregularities.rubber import (
    TRICKS_DECIDED,
    claimed_tricks,
    counted_winners,
    decided_side,
    penalised_sides,
)
from bridgelaws.irregularities.rubber_rules import _correct_revoke
from bridgelaws.irregularities.rubber_rules import on_director as rubber_rules_on_director
from bridgelaws.irregularities.tricks import FIGURE
from bridgelaws.record import DirectorEvent, FactEvent
from bridgelaws.rulings import Effect, EffectKind, IrregularityCode, Message, Ruling
from bridgelaws.table import DirectorNote, Irregularity, Status, Table

#: the rules of this module, by irregularity code
BOOK = rules.RuleBook("rubber_revokes")

#: CLOSING_FACTS (55(9)) lives in found_revoke and is named here as before
__all__ = ["BOOK", "CLOSING_FACTS"]


def _name(seat: Seat | None) -> str:
    return seat.name.title() if seat is not None else "?"


#: a fact's seat that is not one, by what the seat is (the error names the action)
_NOT_A_SEAT = {
    "by": "{fact}: the player concerned ('by'), {value}, is not a seat (N, E, S, W)",
    "asked": "{fact}: the player asked, {value}, is not a seat (N, E, S, W)",
    "offender": "{fact}: the offender, {value}, is not a seat (N, E, S, W)",
}


def _seat_of(index: int, event: FactEvent, value: Any, what: str) -> Seat:
    try:
        return Seat.parse(str(value))
    except (BridgeError, ValueError, KeyError):
        raise FactError(index, _NOT_A_SEAT[what], fact=event.fact, value=shown(value)) from None


def _by(index: int, event: FactEvent) -> Seat:
    value = event.details.get("by", event.details.get("seat"))
    if value is None:
        raise FactError(index, "{fact}: the player concerned ('by') is missing", fact=event.fact)
    return _seat_of(index, event, value, "by")


def _add_law(irr: Irregularity, *laws: str) -> None:
    irr.laws = (*irr.laws, *[law for law in laws if law not in irr.laws])


def _open(irr: Irregularity) -> bool:
    """A revoke neither corrected nor established: it may still be taken back."""
    facts = irr.facts
    return isinstance(facts, RevokeFacts) and not facts.established and not facts.corrected


def _standing(irr: Irregularity) -> bool:
    """An established revoke that was not corrected."""
    return isinstance(irr.facts, RevokeFacts) and irr.facts.standing


# -- Rule 55(3)-(5), (8) and (9) of the NBB rubber rulebook.


def _dummy_away(table: Table, index: int) -> bool:
    """55(4): dummy had left the table, without looking at another hand, at ``index``."""
    last = next(
        (
            e
            for e in reversed(table.record.events[:index])
            if isinstance(e, FactEvent) and e.fact == "dummy_left_table"
        ),
        None,
    )
    return last is not None and bool(last.value) and not last.details.get("looked")


def _last_open_revoke(table: Table, seat: Seat) -> Irregularity | None:
    return next(
        (i for i in reversed(table.irregularities) if _open(i) and i.offender is seat), None
    )


def _recompute(edition: Edition, table: Table) -> None:
    """After play: the tricks transferred are worked out afresh."""
    if table.status is Status.COMPLETE and table.play is not None:
        edition.end_play(table)


# -- 64B4, 64B5 are duplicate laws -------------------------------------------------


@BOOK.rubber_fact("next_board_called", "round_ended")
def rubber_fact_duplicate_time_limit(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    """The next board called or the round ended limits a revoke's penalty in
    duplicate (64B4, 64B5) only: the rubber rules' limit is the next deal cut
    or the rubber score accepted (55(9)). Kept, and said to change nothing."""
    if event.value:
        table.note_without_effect(
            index,
            None,
            Message(
                "The rubber rules know no limit by the next board or the end of the round: "
                "a revoke can be claimed until the next deal is cut or the rubber score is "
                "accepted (55(9)). This changes nothing."
            ),
        )
    return True


# -- 55(3), 55(4): questions ---------------------------------------------------------


@BOOK.rubber_fact("revoke_question")
def rubber_fact_revoke_question(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    play = table.play
    asker = _by(index, event)
    asked = _seat_of(index, event, event.value, "asked")
    if play is None or asked is asker:
        return False
    irr = _last_open_revoke(table, asked)
    dummy, declarer = play.dummy, play.declarer
    if asker is dummy and asked is not declarer:
        # 55(4): dummy may question only his partner; asking a defender
        # draws attention to that revoke, which is then not penalised (51(2))
        if irr is None:
            return True
        facts = irr.facts_as(RevokeFacts)
        facts.penalty_lost = "51(2)"
        facts.dummy_asked = True
        _add_law(irr, "55(4)", "51(2)")
        ruling = Ruling(irr, ("55(4)", "51(2)"))
        ruling.effects.append(Effect(EffectKind.NO_PENALTY, asked, ("51(2)",)))
        ruling.reasoning.append(
            Message(
                "Dummy may ask only declarer whether his card is a revoke (55(4)); by "
                "asking {asked} he drew attention to it, and it is not penalised (51(2)).",
                {"asked": _name(asked)},
            )
        )
        table.add_ruling(ruling)
        return True
    if irr is None:
        return True  # not a revoke, or too late to take back: nothing changes
    _add_law(irr, "55(3)")
    facts = irr.facts_as(RevokeFacts)
    if asked is declarer and asker.side is not declarer.side:
        facts.asked = True  # keeps the claim while dummy is away (55(4))
    if asker is dummy and event.details.get("looked"):
        facts.no_retraction = True
        _add_law(irr, "55(4)")
        ruling = Ruling(irr, ("55(4)",))
        assert facts.card is not None  # a revoke the record shows
        ruling.effects.append(
            Effect(EffectKind.NO_RETRACTION, declarer, ("55(4)",), card=facts.card.name)
        )
        ruling.reasoning.append(
            Message(
                "Dummy asked after deliberately looking at another hand: {declarer} may "
                "not take {card} back (55(4)); a defender may still require it (55(5)).",
                {"declarer": _name(declarer), "card": facts.card.name},
            )
        )
        table.add_ruling(ruling)
    return True


@BOOK.rubber_fact("dummy_left_table")
def rubber_fact_dummy_left_table(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    return table.play is not None  # read back from the record (see _dummy_away)


# -- attention drawn: 55(4), 55(5), 55(6) -------------------------------------------


def on_director(edition: Edition, table: Table, index: int, event: DirectorEvent) -> None:
    play = table.play
    claim = table.claim
    if (
        play is None
        or table.pending is not None
        or table.active is not None
        or (claim is not None and claim.disputed)
        or table.status not in (Status.PLAY, Status.COMPLETE)
    ):
        rubber_rules_on_director(edition, table, index, event)
        return
    target = next(
        (
            i
            for i in reversed(table.irregularities)
            if (i.code == IrregularityCode.TOO_MANY_CARDS and not i.facts.ruled) or _open(i)
        ),
        None,
    )
    if target is None:
        # attention drawn to revokes already established (55(6)); dummy may
        # not draw attention to a revoke during the play (19): declarer may
        # not penalise it (51(2))
        by_dummy = event.by is play.dummy and table.status is Status.PLAY
        for irr in table.irregularities:
            if not _standing(irr):
                continue
            facts = irr.facts_as(RevokeFacts)
            if by_dummy and irr.offender is not None and not facts.claimed:
                if irr.offender.side is not play.declarer.side:
                    _dummy_drew_attention(table, irr)
                continue
            facts.claimed = True
        rubber_rules_on_director(edition, table, index, event)
        return
    revoke = target.facts if isinstance(target.facts, RevokeFacts) else None
    if revoke is not None and revoke.dummy_asked:
        # the attention was dummy's: no penalty (51(2))
        _correct_revoke(edition, table, index, play.dummy, target)
        return
    defender = event.by.side is not play.declarer.side
    if revoke is not None and revoke.no_retraction:
        assert revoke.card is not None
        if not defender:
            ruling = Ruling(target, ("55(4)",))
            ruling.effects.append(
                Effect(
                    EffectKind.CARD_STANDS,
                    target.offender,
                    ("55(4)",),
                    card=revoke.card.name,
                )
            )
            ruling.reasoning.append(
                Message(
                    "{declarer} may not take {card} back (55(4)): the card stands.",
                    {"declarer": _name(target.offender), "card": revoke.card.name},
                )
            )
            table.add_ruling(ruling)
            return
        before = len(table.rulings)
        rubber_rules_on_director(edition, table, index, event)
        if len(table.rulings) > before:
            # 55(5): a defender may ask for the card to be replaced
            first = table.rulings[before]
            first.laws = (*first.laws, "55(5)")
        return
    rubber_rules_on_director(edition, table, index, event)


def _dummy_drew_attention(table: Table, irr: Irregularity) -> None:
    """19, 51(2): dummy drew attention to a defender's established revoke
    during the play: it is not penalised."""
    facts = irr.facts_as(RevokeFacts)
    if facts.penalty_lost is not None:
        return
    facts.penalty_lost = "51(2)"
    _add_law(irr, "19", "51(2)")
    ruling = Ruling(irr, ("19", "51(2)"))
    ruling.effects.append(Effect(EffectKind.NO_PENALTY, irr.offender, ("51(2)",)))
    ruling.reasoning.append(
        Message(
            "Dummy may not draw attention to a revoke during the play (19): declarer may "
            "not penalise {offender}'s revoke (51(2)).",
            {"offender": _name(irr.offender)},
        )
    )
    table.add_ruling(ruling)


# -- 55(8): claiming an established revoke --------------------------------------------


@BOOK.rubber_fact("revoke_claimed")
def rubber_fact_revoke_claimed(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    play = table.play
    claimant = _by(index, event)
    if play is None:
        raise FactError(index, "{fact}: no card has been played in this deal", fact=event.fact)
    suit: Suit | None = None
    if isinstance(event.value, str):
        try:
            suit = Suit.parse(event.value)
        except (BridgeError, ValueError, KeyError):
            raise FactError(
                index, "{fact}: {value} is not a suit", fact=event.fact, value=shown(event.value)
            ) from None
    trick = event.details.get("trick")
    if trick is not None and (
        not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= 13
    ):
        raise FactError(
            index, "{fact}: trick {trick} is not 1 to 13", fact=event.fact, trick=shown(trick)
        )
    names = {"claimant": _name(claimant), "suit": suit.letter if suit else "-"}
    if claims_closed(table, index):
        ruling = edition.found_ruling(
            table,
            index,
            IrregularityCode.REVOKE_CLAIM,
            ("55(9)",),
            None,
            f"{_name(claimant)} claims a revoke too late",
            facts=RevokeClaimFacts(claimant),
        )
        ruling.effects.append(Effect(EffectKind.CLAIM_REFUSED, claimant, ("55(9)",)))
        ruling.reasoning.append(
            Message(
                "{claimant} claims a revoke after the next deal was cut or the rubber "
                "score was accepted: too late, there is no penalty (55(9)).",
                names,
            )
        )
        return True
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.REVOKE_CLAIM,
        ("55(8)",),
        None,
        f"{_name(claimant)} claims a revoke ({names['suit']})",
        facts=RevokeClaimFacts(claimant, suit, trick),
    )
    found = [
        i
        for i in table.irregularities
        if _standing(i)
        and i.offender is not None
        and i.offender.side is not claimant.side
        and i.offender is not play.dummy
        and (suit is None or i.facts_as(RevokeFacts).suit is suit)
    ]
    offender = event.details.get("offender")
    if not found and offender is not None:
        seat = _seat_of(index, event, offender, "offender")
        if seat.side is claimant.side or play.known[seat]:
            raise FactError(
                index,
                "{fact}: the record shows {seat}'s cards, and it decides whether he revoked",
                fact=event.fact,
                seat=seat,
            )
        found = [_upheld_revoke(table, index, seat, trick, suit)]
    if not found:
        ruling.irregularity.facts_as(RevokeClaimFacts).open = True
        ruling.effects.append(Effect(EffectKind.CLAIM_REJECTED, claimant, ("55(8)",)))
        ruling.reasoning.append(
            Message(
                "The tricks show no established revoke by {claimant}'s opponents in "
                "{suit}: no penalty (55(8)).",
                names,
            )
            if suit is not None
            else Message(
                "The tricks show no established revoke by {claimant}'s opponents: no "
                "penalty (55(8)).",
                names,
            )
        )
        return True
    ruling.laws = ruling.irregularity.laws = ("55(8)", "55(6)")
    for irr in found:
        irr.facts_as(RevokeFacts).claimed = True
        ruling.effects.append(Effect(EffectKind.REVOKE_UPHELD, irr.offender, ("55(8)", "55(6)")))
    ruling.reasoning.append(
        Message(
            "The tricks show the revoke {claimant} claims: the penalty applies at the end "
            "of play (55(6)).",
            names,
        )
    )
    _recompute(edition, table)
    return True


def _upheld_revoke(
    table: Table, index: int, offender: Seat, trick: int | None, suit: Suit | None
) -> Irregularity:
    """A revoke the claim establishes (55(8)) where the record cannot show it."""
    irr = Irregularity(
        IrregularityCode.REVOKE,
        ("55(8)", "55"),
        index,
        offender,
        f"{_name(offender)} revoked (claim upheld)",
        facts=RevokeFacts((trick or 1) - 1, suit, established=True, claimed=True),
    )
    table.note_irregularity(irr)
    return irr


@BOOK.rubber_fact("cards_mixed")
def rubber_fact_cards_mixed(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    play = table.play
    mixer = _by(index, event)
    claim = next(
        (
            i
            for i in reversed(table.irregularities)
            if i.code == IrregularityCode.REVOKE_CLAIM and "55(9)" not in i.laws
        ),
        None,
    )
    if play is None or claim is None:
        return False
    facts = claim.facts_as(RevokeClaimFacts)
    claimant = facts.claimant
    if mixer.side is claimant.side or not facts.open:
        return True  # the claim stands as the tricks showed it
    facts.open = False
    offender = play.declarer if mixer is play.dummy else mixer
    _upheld_revoke(table, index, offender, facts.trick, facts.suit)
    ruling = Ruling(claim, ("55(8)", "55(6)"))
    ruling.effects.append(Effect(EffectKind.REVOKE_UPHELD, offender, ("55(8)", "55(6)")))
    ruling.reasoning.append(
        Message(
            "{mixer} mixed the cards after {claimant} claimed a revoke and before the tricks "
            "were examined: the claim is upheld (55(8)).",
            {"mixer": _name(mixer), "claimant": _name(claimant)},
        )
    )
    table.add_ruling(ruling)
    _recompute(edition, table)
    return True


# -- 55(9): the time for a claim --------------------------------------------------------


@BOOK.rubber_fact("next_deal_cut", "rubber_score_accepted")
def _close_claims(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    if not event.value or table.play is None:
        return False
    if not table.is_over:
        raise FactError(index, "{fact}: the deal is not over", fact=event.fact)
    for irr in table.irregularities:
        if _standing(irr) and not irr.facts_as(RevokeFacts).claimed:
            # a revoke the director found counts as claimed from then on (found_revoke)
            facts = irr.facts_as(RevokeFacts)
            if facts.penalty_lost is None:
                facts.penalty_lost = "55(9)"
            _add_law(irr, "55(9)")
    _recompute(edition, table)
    return True


# -- 55(6), its footnote: the players decide the number ----------------------------------


@BOOK.rubber_fact(TRICKS_DECIDED)
def rubber_fact_tricks_decided(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    """55(6) footnote: when the players cannot make out the order of the
    tricks (a revoke trick won by the non-offending side), the number of
    tricks transferred is what a majority of the players decides
    (``"majority": true``), and failing that what the non-offending side
    decides (``by``, one of its players). ``offender`` names the revoking
    side when both sides revoked. The number is at most what the side's
    revokes cost (two for the first, one for each further one) and what it
    won; the transfer is worked out again with it."""
    play = table.play
    details = event.details or {}
    if play is None or not table.is_over:
        raise FactError(index, "{fact}: the deal is not over", fact=event.fact)
    value = event.value
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise FactError(index, "{value} is not a number of tricks (0 to 13)", value=shown(value))
    majority = details.get("majority") is True
    if majority == (details.get("by") is not None):
        raise FactError(
            index,
            'fact {fact}: say who decided: "majority": true for most of the players, or "by" '
            "a player of the side that did not revoke",
            fact=event.fact,
        )
    sides = penalised_sides(edition, table)
    try:
        side = decided_side(details, sides)
    except BridgeError:
        raise FactError(
            index, "fact {fact}: {value} is not a seat", fact=event.fact, value=shown(details)
        ) from None
    if not sides:
        raise FactError(
            index,
            "{fact}: no revoke costs tricks under 55(6), so there is nothing to decide",
            fact=event.fact,
        )
    if side is None:
        raise FactError(
            index,
            'fact {fact}: both sides revoked: name a player of the revoking side with "offender"',
            fact=event.fact,
        )
    by = details.get("by")
    if by is not None and Seat.parse(str(by)).side in sides and side not in sides:
        raise FactError(
            index,
            "{fact}: {seat} is of the side that revoked; without a majority the side that did "
            "not revoke decides (55(6))",
            fact=event.fact,
            seat=Seat.parse(str(by)),
        )
    if side not in sides:
        raise FactError(
            index,
            "{fact}: {side} has no revoke that costs tricks under 55(6); only the side that "
            "did not revoke decides without a majority",
            fact=event.fact,
            side=side,
        )
    won = sum(1 for w in counted_winners(table) if w.side is side)
    won += claimed_tricks(table).get(side, 0)
    most = min(sides[side], won)
    if value > most:
        raise FactError(
            index,
            "{fact}: {value} tricks is more than the revokes of {side} can cost: at most "
            "{most} (55(6))",
            fact=event.fact,
            value=str(value),
            side=side,
            most=str(most),
        )
    names = {"side": side_name(side), "other": side_name(side.other), "tricks": str(value)}
    text = (
        "The players could not make out the order of the tricks; by a majority they decided "
        "that {side} transfers {tricks} tricks to {other} (55(6))."
        if majority
        else "The players could not make out the order of the tricks and no majority decided: "
        "{other}, the side that did not revoke, decided that {side} transfers {tricks} tricks "
        "(55(6))."
    )
    table.note_for_director(
        DirectorNote(
            "revoke_tricks_decided",
            index,
            None if majority else Seat.parse(str(details["by"])),
            ("55(6)",),
            Message(text, names),
        )
    )
    _recompute(edition, table)
    return True


# -- 55(6): no adjusted score ------------------------------------------------------


@BOOK.rubber_fact(FIGURE)
def rubber_fact_figure(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    """A figure of the tricks without the revoke (the Laws' 64C, the
    director's in duplicate; rubber bridge has no director) has no place
    here: 55(6) fixes what a revoke costs and these rules know no adjusted
    score. Kept without effect, with the reason, so the players see why the
    figure changed nothing."""
    value = event.value
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise FactError(index, "{value} is not a number of tricks (0 to 13)", value=shown(value))
    table.note_without_effect(
        index,
        None,
        Message(
            "A number of tricks without the revoke was given, but these rules fix what a "
            "revoke costs and know no adjusted score (55(6)): it has no effect.",
        ),
    )
    return True


# -- 55(6) as these rules leave it --------------------------------------------------------


def penalised(edition: Edition, table: Table, irr: Irregularity) -> bool:
    """55(6) for the revokes still penalised: not those dummy's question
    exposed (51(2)), made by declarer while dummy was away and not asked
    about (55(4)), or not claimed in time (55(9))."""
    play = table.play
    if irr.code != IrregularityCode.REVOKE or play is None:
        return True
    facts = irr.facts_as(RevokeFacts)
    if facts.penalty_lost:
        return False
    if irr.offender is play.declarer and not facts.asked and _dummy_away(table, irr.event):
        _add_law(irr, "55(4)")  # no defender asked declarer: no penalty
        return False
    return True
