"""The rubber rules about quitted tricks and what a player may ask (seed 001,
rules 17 and 22-25): what the players find is recorded as a fact, as in
:mod:`bridgelaws.irregularities.rubber_rules`.

- ``{"fact": "trick_taken_wrongly", "value": 5, "by": "N"}``: ``by`` claims
  back (or gives back) trick 5, which the side that did not win it had taken
  for itself (23). Allowed until the cards are gathered for the next shuffle
  (``{"fact": "cards_gathered", "value": true}``, or the next deal cut, or the
  score accepted: :attr:`Edition.TRICK_CORRECTION_ENDED_BY`, the window the
  duplicate Laws close with the correction period, 79C).
- ``{"fact": "cards_gathered", "value": true}``: the tricks of the deal were
  gathered for the next shuffle (23).
- ``{"fact": "inspection_refused", "value": 4, "by": "N"}``: ``by`` refused an
  opponent leave to look at trick 4 for his own revoke (24(d)).
- ``{"fact": "review_requested", "value": true, "by": "W"}``: ``by`` asked for
  the auction (17), answered by :meth:`Edition.auction_review`.
- ``{"fact": "cards_asked", "value": true, "by": "E"}``: ``by`` asked which
  cards were played to the trick (25).
"""

from __future__ import annotations

from typing import Any, Final

from bridgelaws import found_revoke, rules
from bridgelaws.cards import Seat, Side, not_yes_no, shown
from bridgelaws.editions.base import Edition
from bridgelaws.facts import RevokeFacts, TrickFacts
from bridgelaws.found_revoke import _side as side_name
from bridgelaws.irregularities.claims import TricksAwarded
from bridgelaws.irregularities.rubber_revokes import _by, _recompute
from bridgelaws.irregularities.tricks import REVIEW, review_message
from bridgelaws.play import Play, Trick
from bridgelaws.record import FactEvent
from bridgelaws.rulings import Effect, EffectKind, IrregularityCode, Message
from bridgelaws.table import Adjustment, Table

#: the rules of this module, by fact
BOOK = rules.RuleBook("rubber_tricks")

__all__ = ["BOOK", "GATHERED", "TAKEN_WRONGLY"]

#: 23: a trick claimed back or given back
TAKEN_WRONGLY: Final = "trick_taken_wrongly"
#: 23: the tricks gathered for the next shuffle (the end of 23's window)
GATHERED: Final = "cards_gathered"


def _name(seat: Seat) -> str:
    return seat.name.title()


def _quitted_trick(index: int, play: Play | None, value: Any) -> int:
    """The number (from 1) of a quitted trick the fact names."""
    quitted = len(play.tricks) if play is not None else 0
    if isinstance(value, str) and value.isdigit():
        value = int(value)  # written as text ("3")
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= quitted:
        if quitted == 0:
            raise found_revoke.FactError(index, "no trick has been quitted yet")
        raise found_revoke.FactError(
            index,
            "{value} is not a quitted trick (1 to {most})",
            value=shown(value),
            most=str(quitted),
        )
    return value


def _sides(trick: Trick) -> tuple[Side, Side]:
    """Who won the trick and who took it for itself. A trick seen played is
    won by its cards, so the side that took it wrongly is the other one; a
    trick quitted before the record began is known only as the side that
    holds it, which the claim says did not win it."""
    held = trick.winner.side
    if trick.seen:
        return held, held.other
    return held.other, held


# -- 23: a trick taken by the side that did not win it ------------------------------


@BOOK.rubber_fact(TAKEN_WRONGLY)
def rubber_fact_trick_taken_wrongly(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    """23: the trick goes to the side that won it if it is claimed back or
    given back before the cards are gathered for the next shuffle; after
    that the claim is refused and the trick counts for the side that took
    it. The trick count, and with it the score, follows."""
    play = table.play
    seat = _by(index, event)
    number = _quitted_trick(index, play, event.value)
    assert play is not None
    if any(
        r.irregularity.code == IrregularityCode.TRICK_TAKEN_WRONGLY
        and r.irregularity.facts_as(TrickFacts).trick == number - 1
        for r in table.rulings
    ):
        raise found_revoke.FactError(
            index, "trick {number} was settled under rule 23 already", number=str(number)
        )
    trick = play.tricks[number - 1]
    winner, taker = _sides(trick)
    late = edition.trick_correction_ended(table, index)
    laws = ("23",)
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.TRICK_TAKEN_WRONGLY,
        laws,
        None,
        f"trick {number} was taken by the side that did not win it",
        facts=TrickFacts(trick=number - 1, late=late),
    )
    names = {
        "seat": _name(seat),
        "number": str(number),
        "winner": side_name(winner),
        "taker": side_name(taker),
    }
    if trick.seen:
        won_with = trick.card_of(trick.winner)
        names["card"] = won_with.name if won_with is not None else ""
        ruling.reasoning.append(
            Message(
                "The cards show that {winner} won trick {number} ({card}); {taker} took it "
                "for itself.",
                names,
            )
        )
    else:
        ruling.reasoning.append(
            Message(
                "Trick {number} was quitted before the record began: {taker} holds it, and "
                "{seat} says {winner} won it.",
                names,
            )
        )
    if late:
        ruling.effects.append(Effect(EffectKind.CLAIM_REFUSED, seat, laws))
        ruling.reasoning.append(
            Message(
                "The cards had been gathered for the next shuffle: the trick can no longer "
                "be claimed back or given back, and it counts for {taker} (23).",
                names,
            )
        )
        if trick.seen:
            # the table counted it by its cards; the tricks as the sides hold them count
            table.add_adjustment(Adjustment("23", taker, 1))
        _recompute(edition, table)  # 55(6) counts the trick where it now lies
        return True
    claimed = seat.side is winner
    ruling.reasoning.append(
        Message(
            "{seat} claimed the trick back before the cards were gathered for the next "
            "shuffle: it counts for {winner} (23)."
            if claimed
            else "{seat} gave the trick back before the cards were gathered for the next "
            "shuffle: it counts for {winner} (23).",
            names,
        )
    )
    ruling.effects.append(
        TricksAwarded(EffectKind.TRICKS_RETURNED, seat, ("23",), side=winner, tricks=1)
    )
    if not trick.seen:
        # the table counted the trick for the side that held it
        table.add_adjustment(Adjustment("23", winner, 1))
    _recompute(edition, table)  # 55(6) counts the trick where it now lies
    return True


@BOOK.rubber_fact(GATHERED)
def rubber_fact_cards_gathered(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    """23: the cards gathered for the next shuffle: read by
    :func:`rubber_fact_trick_taken_wrongly`; only once the deal is over."""
    if not isinstance(event.value, bool):
        raise found_revoke.FactError(index, "{reason}", reason=not_yes_no(event.fact, event.value))
    if not event.value:
        return True  # not gathered: the time of rule 23 goes on
    if table.play is None or not table.is_over:
        raise found_revoke.FactError(index, "{fact}: the deal is not over", fact=event.fact)
    return True


# -- 24(d): an inspection refused -----------------------------------------------------


#: 24(d): an opponent refused a player leave to look at his last trick
REFUSED: Final = "inspection_refused"


@BOOK.rubber_fact(REFUSED)
def rubber_fact_inspection_refused(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    """24(d): ``by`` refused an opponent leave to turn over the last quitted
    trick (``value``) to see whether he revoked in it, before he or his
    partner played on. That is his right, but his side then claims no
    penalty for a revoke of that opponent's side in that trick. Any other
    inspection 24 does not allow, and refusing it costs nothing."""
    seat = _by(index, event)
    play = table.play
    number = _quitted_trick(index, play, event.value)
    assert play is not None
    asker = seat.side.other
    names = {"seat": _name(seat), "number": str(number)}
    if number != len(play.tricks) or any(s.side is asker for s, _ in play.current):
        table.note_without_effect(
            index,
            seat,
            Message(
                "{seat} refused a look at trick {number}, which rule 24(d) no longer allowed "
                "(only the last trick, before the player's side plays on): refusing it costs "
                "nothing (24).",
                names,
            ),
        )
        return True
    for irr in table.irregularities:
        facts = irr.facts
        if (
            isinstance(facts, RevokeFacts)
            and irr.offender is not None
            and irr.offender.side is asker
            and facts.trick == number - 1
            and not facts.corrected
            and facts.penalty_lost is None
        ):
            # 24(d): the side that refused the look claims no penalty for it
            facts.penalty_lost = facts.no_transfer_law = "24(d)"
            irr.laws = (*irr.laws, "24(d)")
    table.note_without_effect(
        index,
        seat,
        Message(
            "{seat} refused the look at trick {number}, as rule 24(d) allows: his side "
            "cannot claim a penalty for an established revoke in that trick (24(d)).",
            names,
        ),
    )
    return True


# -- 17: a review of the auction asked for ---------------------------------------------


@BOOK.rubber_fact(REVIEW)
def rubber_fact_review_requested(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> bool:
    """17: ``by`` asked for the auction; what he may be told is the
    edition's answer (:meth:`Edition.auction_review`), kept with the record.
    Asking does not change the deal."""
    seat = _by(index, event)
    table.note_without_effect(index, seat, review_message(edition.auction_review(table, seat)))
    return True


# -- 25: which cards were played --------------------------------------------------------


#: 25: a player required the others to say which cards they played
CARDS_ASKED: Final = "cards_asked"


@BOOK.rubber_fact(CARDS_ASKED)
def rubber_fact_cards_asked(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    """25: while a trick is being played and until it is quitted, any player
    may require the others to say which cards they played to it. A trick
    already quitted may only be counted face down (24); ``"quitted": false``
    says the last trick's cards still lie face up."""
    seat = _by(index, event)
    play = table.play
    if play is None or (not play.tricks and not play.current):
        raise found_revoke.FactError(index, "{fact}: no card has been played yet", fact=event.fact)
    lying = bool(play.current) or (event.details or {}).get("quitted") is False
    names = {"seat": _name(seat)}
    table.note_without_effect(
        index,
        seat,
        Message(
            "{seat} may require the players to say which cards they played to the trick, "
            "which is not yet quitted (25).",
            names,
        )
        if lying
        else Message(
            "The trick was quitted: {seat} may no longer ask which cards were played to it "
            "(25); its cards may only be counted face down, and it is turned over only on "
            "a ground of rule 24.",
            names,
        ),
    )
    return True
