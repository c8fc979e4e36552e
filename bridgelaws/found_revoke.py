"""Revokes the director finds (spec §6): Laws 61-64 from facts, not from cards.

When the hands are unknown only the players' account and the quitted cards
(66C) show a revoke, so it comes in as a fact: ``{"fact": "revoke", "value":
{"seat": "E", "trick": 5}}``. What the table shows decides the rest: whether
the offending side has since played to a later trick (63A1: established, or
else corrected under 62), who won the revoke trick and how many tricks the
offending side won after it (64A). What the table cannot show is asked, as the
spec §6 facts ``revoke_established``, ``revoke_trick_won_by`` and
``offending_side_tricks_after``; any of them may be given before it is asked.
The transfer is then worked out as the NBB protocol lays it out (seed 004,
"Een voldongen verzaking rechtzetten"): no trick won by the offending side
from the revoke trick on, nothing (64B1); the offender won the revoke trick,
that trick and one more if his side won a later one (64A1); otherwise one
(64A2); with 64B2, 64B3, 64B6 and 64B7.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from bridgelaws import rules
from bridgelaws.cards import BridgeError, Card, InputError, Seat, Side, Suit, shown
from bridgelaws.facts import RevokeFacts
from bridgelaws.play import Play
from bridgelaws.record import CardEvent, EventError, FactEvent
from bridgelaws.rulings import (
    SEAT,
    Adjustment,
    Answer,
    Effect,
    EffectKind,
    Irregularity,
    IrregularityCode,
    Message,
    Obligation,
    ObligationType,
    Question,
    Ruling,
)
from bridgelaws.situation import trick_in_view
from bridgelaws.table import Status, Table

if TYPE_CHECKING:  # the editions import this module
    from bridgelaws.editions import Edition

#: 62D1 after the play: the tricks declarer's side won in all once the last
#: two tricks were played again (the hands unknown, the table cannot show it)
RESTORED = "tricks_after_correction"
#: 62A with the revoke trick the last quitted and unseen: who won it once the
#: players put it right (its winner leads next)
REWON = "corrected_trick_won_by"

FACTS = frozenset(
    {
        "revoke",
        "revoke_established",
        "revoke_trick_won_by",
        "offending_side_tricks_after",
        RESTORED,
        REWON,
    }
)


class FactError(EventError):
    """A fact that cannot be true, named by its action (counted from 1, as the
    report counts), in the director's language."""

    def __init__(self, index: int, text: str, **params: object) -> None:
        super().__init__(index, InputError(text, **params))


#: facts that attention was drawn too late (64B4, 64B5): given before the
#: revoke the director then finds, they are kept for it
LATE = frozenset({"next_board_called", "round_ended"})

#: what a late fact says, for the note when no established revoke uses it
_LATE_TEXTS: Final = {
    "next_board_called": (
        "No established revoke is on this board: that attention was drawn only after the "
        "next board was called changes nothing (64B4)."
    ),
    "round_ended": (
        "No established revoke is on this board: that attention was drawn only after the "
        "round ended changes nothing (64B5)."
    ),
}


def lapsed(table: Table) -> list[tuple[int, Message]]:
    """The facts of 64B4 and 64B5 still waiting for an established revoke (none
    was found, or none is established): each action with the note that it
    changes nothing, for the report's list of actions without effect."""
    waiting = [e for e in table.early_facts if e.fact in LATE and e.value]
    events = table.record.events
    return [
        (index, Message(_LATE_TEXTS[event.fact]))
        for event in waiting
        for index, given in enumerate(events)
        if given is event
    ]


#: how a revoke is written in a fact (spec §6)
REVOKE_EXAMPLE = '{"seat": "E", "trick": 5}'


def not_a_revoke(index: int, value: object) -> FactError:
    """A revoke fact whose value is not a revoke (no seat and trick): refused
    naming the action and the value given."""
    return FactError(
        index,
        "{value} is not a revoke: give the seat and the trick, as {example}",
        value=shown(value),
        example=REVOKE_EXAMPLE,
    )


def _name(seat: Seat) -> str:
    return seat.name.title()


def _side(side: Side) -> str:
    """A side by name ("North-South"), which messages translate like a seat."""
    return "North-South" if side is Side.NS else "East-West"


def _found(table: Table) -> list[Irregularity]:
    return [i for i in table.irregularities if isinstance(i.facts, RevokeFacts) and i.facts.found]


def _ruling_of(table: Table, irregularity: Irregularity) -> Ruling | None:
    return next((r for r in table.rulings if r.irregularity is irregularity), None)


def play_over(table: Table) -> bool:
    """All thirteen tricks are played, or a claim or concession settled the rest."""
    play = table.play
    return play is not None and (len(play.tricks) == 13 or table.claimed_tricks is not None)


def _progress_unknown(table: Table) -> bool:
    """The record starts from a contract with no tricks and nothing has been
    played since: the table does not show how far the play has gone."""
    situation = table.record.situation
    play = table.play
    return (
        situation is not None
        and situation.tricks is None
        and play is not None
        and play.is_opening_lead
        and table.claimed_tricks is None
    )


def on_fact(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """A revoke fact: the revoke found, or a fact about it."""
    if event.fact == "revoke":
        _revoke_found(edition, table, index, event)
        return
    targets = _targets(index, table, event)
    if not targets:
        # given before the revoke itself: kept for it
        table.early_facts.append(event)
        return
    for target in targets:
        _set_fact(table, index, target, event.fact, event.value)
    _advance(edition, table)


#: facts about the revoke trick itself: given with its number they answer for
#: every revoke found in it (64B7: both sides may have revoked in one trick)
_TRICK_FACTS = frozenset({"revoke_established", "revoke_trick_won_by"})
#: irregularities after which a lead need not be by the last trick's winner
_NOT_IN_TURN: Final = frozenset(
    {
        IrregularityCode.LEAD_OUT_OF_TURN,
        IrregularityCode.LEAD_FROM_WRONG_HAND,
        IrregularityCode.PREMATURE_PLAY,
        IrregularityCode.SIMULTANEOUS_LEAD,
        IrregularityCode.DEFECTIVE_TRICK,
    }
)


def _targets(index: int, table: Table, event: FactEvent) -> list[Irregularity]:
    """The revokes a fact answers. With ``trick``: the revokes found in that
    trick, narrowed to one offender by ``seat`` (needed only for
    ``offending_side_tricks_after`` when both sides revoked in it; without it
    that fact answers the side of the first one still open)."""
    trick = event.details.get("trick") if event.details else None
    if trick is None:
        target = _target(table, event)
        return [target] if target is not None else []
    in_trick = [i for i in _found(table) if i.facts_as(RevokeFacts).trick + 1 == trick]
    named = event.details.get("seat")
    if named is not None and in_trick:
        try:
            seat = Seat.parse(str(named))
        except BridgeError:
            raise FactError(
                index, "{value} is not a seat (N, E, S, W)", value=shown(named)
            ) from None
        in_trick = [i for i in in_trick if i.offender is seat]
        if not in_trick:
            raise FactError(
                index,
                "{seat} did not revoke in trick {trick}",
                seat=seat,
                trick=str(trick),
            )
    if event.fact in _TRICK_FACTS or len(in_trick) <= 1:
        return in_trick
    # the offending side's tricks: for the side of the first revoke still
    # open (both its players may have revoked in the trick); a corrected
    # revoke (62A: 2007 has no 62C3) transfers nothing and needs no count
    first = next(
        (
            i
            for i in in_trick
            if i.facts_as(RevokeFacts).after is None and not i.facts_as(RevokeFacts).corrected
        ),
        in_trick[0],
    )
    side = first.offender.side if first.offender is not None else None
    return [i for i in in_trick if i.offender is not None and i.offender.side is side]


def _target(table: Table, event: FactEvent) -> Irregularity | None:
    found = _found(table)
    active = table.active
    if active is not None and active.irregularity in found:
        return active.irregularity
    open_ = [i for i in found if not i.facts_as(RevokeFacts).settled]
    return open_[-1] if open_ else (found[-1] if found else None)


def _set_fact(table: Table, index: int, irregularity: Irregularity, fact: str, value: Any) -> None:
    play = table.play
    assert play is not None
    offender = irregularity.offender
    assert offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    trick = facts.trick + 1
    if fact == "revoke_established":
        if not isinstance(value, bool):
            raise FactError(index, "{fact}: the answer is yes or no", fact="revoke_established")
        facts.established = value
    elif fact in ("revoke_trick_won_by", REWON):
        try:
            seat = Seat.parse(str(value))
        except BridgeError:
            raise FactError(
                index, "{value} is not a seat (N, E, S, W)", value=shown(value)
            ) from None
        if fact == "revoke_trick_won_by" and seat is offender and "67B1" in irregularity.laws:
            # a deemed revoke (67B1): the offender had no card in that trick
            raise FactError(
                index,
                "{seat} did not play to trick {trick}: he cannot have won it (67B1)",
                seat=seat,
                trick=str(trick),
            )
        if fact == "revoke_trick_won_by":
            facts.won_by = seat
        elif facts.retrick and facts.rewon is seat:
            pass  # said again for the other side's revoke, put right in the same trick
        elif not facts.retrick or facts.rewon is not None:
            raise FactError(
                index,
                "{fact} answers a revoke in the last quitted trick that the players put right",
                fact=REWON,
            )
        else:
            facts.rewon = seat
            _rewin(table, irregularity, seat)
    elif fact == RESTORED:
        _set_restored(table, index, irregularity, value)
    elif fact == "offending_side_tricks_after":
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13 - trick:
            raise FactError(
                index,
                "{value} is not a number of tricks after trick {trick} (0 to {most})",
                value=shown(value),
                trick=str(trick),
                most=str(13 - trick),
            )
        limit = _side_limit(table, irregularity)
        if limit is not None and value > limit:
            raise FactError(
                index,
                "{side} won {limit} tricks after the revoke trick at most, not {value}",
                side=InputError(_side(offender.side)),
                limit=str(limit),
                value=str(value),
            )
        facts.after_upto = None
        # 64A counts the tricks won after the revoke trick to the end of the
        # board: a count given before then covers those quitted so far, unless
        # it is more than they hold (then it counts tricks to come: the
        # director's count of the whole board, as the question asks it)
        if (
            not play_over(table)
            and not _progress_unknown(table)
            and value <= max(len(play.tricks) - trick, 0)
        ):
            facts.after_upto = len(play.tricks)
        facts.after = value
        # the claim's tricks this count includes, if the play ended by one
        facts.after_claimed = claimed_won(table).get(offender.side)
    ruling = _ruling_of(table, irregularity)
    if ruling is not None:
        ruling.facts[fact] = value
        if ruling.question is not None and ruling.question.fact == fact:
            ruling.question = None


def _set_restored(table: Table, index: int, irregularity: Irregularity, value: Any) -> None:
    """62D1 after the play: the tricks declarer's side won in all once tricks
    12 and 13 were played again; only those two tricks can change hands."""
    play = table.play
    facts = irregularity.facts_as(RevokeFacts)
    if play is None or not facts.restore or len(play.tricks) < 12:
        raise FactError(
            index, "{fact} answers a revoke in trick 12 found after the play", fact=RESTORED
        )
    side = play.declarer.side
    low, high = _restored_range(table, play.won[side])
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise FactError(
            index,
            "{value} is not a number of tricks from {low} to {high} (only tricks 12 and 13 "
            "are played again)",
            value=shown(value),
            low=str(low),
            high=str(high),
        )
    # a card waiting for the director in trick 13 (a premature card, say) is
    # part of the replay: its own irregularity lapses with it
    _lapse_waiting_card(table, irregularity, "62D1")
    play.settle_unseen(side, value)
    facts.restored = value


def _lapse_waiting_card(
    table: Table, irregularity: Irregularity, law: str
) -> tuple[Seat, Card] | None:
    """The card waiting for the director goes back with a correction under
    ``law``; play goes on once ``irregularity`` is ruled."""
    lapsed = table.lapse_pending_card(law)
    if lapsed is not None:
        if table.status is Status.AWAITING_DIRECTOR:
            table.move_to(Status.PLAY)
        if irregularity.resume == Status.AWAITING_DIRECTOR.value:
            irregularity.resume = Status.PLAY.value
    return lapsed


def _restored_range(table: Table, before: int) -> tuple[int, int]:
    """62D1: declarer's side's possible totals once tricks 12 and 13 are played
    again. Found after the play, both tricks may change hands; found while
    trick 13 was under way, trick 12 may change hands and trick 13 is still
    to come."""
    low, high = (before - 2, before + 2) if play_over(table) else (before - 1, before + 2)
    return max(low, 0), min(high, 13)


def _replay_law(table: Table) -> str:
    """Why tricks 12 and 13 are played again: 62D1 corrects a trick-12 revoke
    even when established; the rubber rules never establish it (55(2)), so
    55(1) corrects it."""
    return "62D1" if table.edition.TRICK_12_REVOKE_ESTABLISHED else "55(1)"


def replayed_card(table: Table, index: int, seat: Seat, card: Card) -> bool:
    """A card played while the result of tricks 12 and 13 played again is
    asked (62D1, hands unknown): part of that replay, which the record does
    not follow; kept and said, only the result counts."""
    active = table.active
    if active is None or active.question is None or active.question.fact != RESTORED:
        return False
    names = {"seat": _name(seat), "card": card.name}
    table.note_without_effect(
        index,
        seat,
        Message(
            "{seat} played {card} while tricks 12 and 13 are played again (55(1)): only the "
            "number of tricks each side won counts.",
            names,
        )
        if _replay_law(table) == "55(1)"
        else Message(
            "{seat} played {card} while tricks 12 and 13 are played again (62D1): only the "
            "number of tricks each side won counts, which the director gives.",
            names,
        ),
    )
    return True


def _side_limit(table: Table, irregularity: Irregularity) -> int | None:
    """The most tricks the offending side can have won after the revoke trick:
    its tricks, less the revoke trick if it won it."""
    play = table.play
    offender = irregularity.offender
    if play is None or offender is None or not play_over(table) or table.claimed_tricks is not None:
        return None
    won = play.won[offender.side]
    won_by = irregularity.facts_as(RevokeFacts).won_by
    if isinstance(won_by, Seat) and won_by.side is offender.side:
        won -= 1
    return max(won, 0)


#: adjustments that rescore a board after an agreed claim or a concession
#: (69B2, 71): the side they go to won those tricks
CLAIM_RESCORES: Final = frozenset({"69B2", "71"})


def claimed_won(table: Table) -> dict[Side, int]:
    """The tricks a claim or concession gave each side beyond those played
    (69A: they count as won), with the tricks the director gave back after it
    (69B2, 71) counted for the side that got them; empty without one."""
    play = table.play
    if play is None or table.claimed_tricks is None:
        return {}
    declaring = play.declarer.side
    claimed = {
        declaring: table.claimed_tricks - play.won[declaring],
        declaring.other: 13 - table.claimed_tricks - play.won[declaring.other],
    }
    for given in table.adjustments:
        if given.law in CLAIM_RESCORES:
            claimed[given.to] += given.tricks
            claimed[given.to.other] -= given.tricks
    return claimed


def _follow_claim(table: Table, irregularity: Irregularity) -> None:
    """The offending side's tricks after the revoke trick follow the claim's
    final tricks: when the director changed them after ``after`` was known
    (69B2, 71, 70's award) the count moves by the difference (only the
    claimed tricks changed hands, all after the revoke trick), and the
    ruling says which count the transfer now uses."""
    facts = irregularity.facts_as(RevokeFacts)
    offender = irregularity.offender
    if offender is not None and facts.after_upto is not None and play_over(table):
        _complete_early_count(table, irregularity)
        return
    share = claimed_won(table).get(offender.side) if offender is not None else None
    if offender is None or share is None or facts.after is None:
        return
    if facts.after_claimed is None or facts.after_claimed == share:
        facts.after_claimed = share
        return
    trick = facts.trick + 1
    moved = min(max(facts.after + share - facts.after_claimed, 0), 13 - trick)
    facts.after, facts.after_claimed = moved, share
    ruling = _ruling_of(table, irregularity)
    if ruling is None:
        return
    ruling.facts["offending_side_tricks_after"] = moved
    names = {"side": _side(offender.side), "trick": str(trick), "count": str(moved)}
    if moved == 0:
        text = (
            "The director changed the tricks of the claim or concession: {side} won no trick "
            "after trick {trick} in the end, the count the transfer uses (64A)."
        )
    elif moved == 1:
        text = (
            "The director changed the tricks of the claim or concession: {side} won one trick "
            "after trick {trick} in the end, the count the transfer uses (64A)."
        )
    else:
        text = (
            "The director changed the tricks of the claim or concession: {side} won {count} "
            "tricks after trick {trick} in the end, the count the transfer uses (64A)."
        )
    # said once, for the final tricks
    ruling.reasoning[:] = [m for m in ruling.reasoning if not m.params.get("_recount")]
    ruling.reasoning.append(Message(text, {**names, "_recount": "1"}))


def _complete_early_count(table: Table, irregularity: Irregularity) -> None:
    """The play has ended after the director counted the offending side's
    tricks after the revoke trick: his count covered the tricks quitted then;
    the tricks it won in play since and those a claim or concession gave it
    (69A, with any 69B2 or 71 tricks) complete the count 64A uses, and the
    ruling says how it is made up."""
    play = table.play
    offender = irregularity.offender
    facts = irregularity.facts_as(RevokeFacts)
    assert play is not None and offender is not None
    assert facts.after is not None and facts.after_upto is not None
    side = offender.side
    given, upto = facts.after, facts.after_upto
    in_play = sum(1 for t in play.tricks[upto:] if t.winner.side is side)
    claimed = claimed_won(table).get(side)
    trick = facts.trick + 1
    total = min(given + in_play + (claimed or 0), 13 - trick)
    facts.after, facts.after_claimed, facts.after_upto = total, claimed, None
    ruling = _ruling_of(table, irregularity)
    if ruling is None or total == given:
        if ruling is not None:
            ruling.facts["offending_side_tricks_after"] = total
        return
    ruling.facts["offending_side_tricks_after"] = total
    names = {
        "side": _side(side),
        "trick": str(trick),
        "upto": str(upto),
        "given": str(given),
        "count": str(total),
    }
    text = (
        "The count the director gave ({given}) covered the tricks up to trick {upto}; "
        "with the tricks {side} won after it, in play or by the claim or concession, "
        "{side} won one trick after trick {trick} (64A)."
        if total == 1
        else "The count the director gave ({given}) covered the tricks up to trick {upto}; "
        "with the tricks {side} won after it, in play or by the claim or concession, "
        "{side} won {count} tricks after trick {trick} (64A)."
    )
    ruling.reasoning.append(Message(text, names))


def _claimed_after(table: Table, irregularity: Irregularity) -> int | None:
    """The offending side's tricks after the revoke trick when a settled claim
    or concession ended the play and every quitted trick after the revoke trick
    is in view: those it won in play plus those the claim gave it (69A: scored
    as if played out). ``None``: the tricks do not show it."""
    play = table.play
    offender = irregularity.offender
    if play is None or offender is None or table.claimed_tricks is None or play.current:
        return None
    first = irregularity.facts_as(RevokeFacts).trick + 1
    seen = [trick_in_view(table, n) for n in range(first, len(play.tricks))]
    if any(t is None for t in seen):
        return None
    side = offender.side
    in_play = sum(1 for t in seen if t is not None and t.winner.side is side)
    return in_play + claimed_won(table)[side]


def _led(table: Table, seat: Seat, number: int) -> bool:
    """Whether ``seat`` led trick ``number`` (0-based) as the record shows it."""
    play = table.play
    assert play is not None
    if number < len(play.tricks):
        trick = play.tricks[number]
        return trick.seen and bool(trick.cards) and trick.cards[0][0] is seat
    return bool(play.current) and play.current[0][0] is seat


def _revoke_found(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    value = event.value
    if not isinstance(value, Mapping) or "seat" not in value or "trick" not in value:
        raise not_a_revoke(index, value)
    try:
        seat = Seat.parse(str(value["seat"]))
    except BridgeError:
        raise FactError(
            index, "{value} is not a seat (N, E, S, W)", value=shown(value["seat"])
        ) from None
    trick = value["trick"]
    if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= 13:
        raise FactError(index, "{value} is not a trick number from 1 to 13", value=shown(trick))
    play = table.play
    if play is None or table.status is Status.AUCTION:
        raise FactError(index, "a revoke happens in the play; the play has not begun")
    if trick == 13:
        # 61A: a revoke is failing to follow suit when able; in the last trick
        # each player holds one card and plays it
        raise FactError(
            index, "nobody can revoke in trick 13: each player plays the one card he has left"
        )
    card = _optional_card(index, value.get("card"))
    suit = card.suit if card is not None else _optional_suit(index, value.get("suit"))
    unknown = _progress_unknown(table)
    quitted = len(play.tricks)
    over = play_over(table)
    established: bool | None
    if unknown:
        established = None
    elif over:
        established = trick < 13
        if (trick == 12 and not edition.TRICK_12_REVOKE_ESTABLISHED) or (
            not edition.CLAIM_ESTABLISHES_FOUND_REVOKE
            and table.claimed_tricks is not None
            and trick >= quitted
        ):
            # rubber: never established in the twelfth trick (55(2)), nor by
            # showing cards for a claim before a later trick (26(2))
            established = False
    else:
        in_progress = quitted + 1
        if trick > in_progress or (trick == in_progress and not play.current):
            raise FactError(
                index,
                "trick {trick} has not been played yet (trick {now} is the next)",
                trick=str(trick),
                now=str(in_progress),
            )
        if trick < quitted:
            established = True  # both sides have played to a later trick (63A1)
        elif trick == quitted:
            established = any(s.side is seat.side for s in _played_to_next(table, trick - 1))
        else:
            established = False
    facts = RevokeFacts(
        trick - 1,
        suit,
        card=card,
        established=established,
        found=True,
        ruled=True,
        # what its card discharged binds the correct card again (62A, 55(1))
        restrictions=table.discharged.get((trick - 1, seat), ()),
        lead=_led(table, seat, trick - 1),
    )
    # the rubber rules number their own: 55 (the revoke's definition is term XXVIII)
    rubber = edition.FOUND_REVOKE_BY_ORDER is not None
    irregularity = Irregularity(
        IrregularityCode.REVOKE,
        ("55",) if rubber else ("61A",),
        index,
        seat,
        f"{_name(seat)} revoked in trick {trick}",
        facts=facts,
    )
    shown_card = _card_in_view(table, irregularity) if not unknown and not over else None
    if card is not None and shown_card is not None and shown_card is not card:
        raise FactError(
            index,
            "{seat} played {shown} to trick {trick}, not {card}",
            seat=seat,
            shown=shown_card,
            trick=str(trick),
            card=card,
        )
    if not unknown:
        _refuse_no_revoke(table, index, irregularity)
        if not over and trick == quitted:
            _both_corrected(edition, table, irregularity)
    # the table may have seen this revoke as it was played: the finding is
    # that one revoke (what its card discharged is in table.discharged)
    table.note_irregularity(irregularity, replacing=_flagged(table, seat, trick - 1))
    ruling = Ruling(irregularity, ("55",) if rubber else ("61", "63", "64"))
    table.add_ruling(ruling)
    names = {"offender": _name(seat), "trick": str(trick)}
    ruling.reasoning.append(Message(_RUBBER_FOUND_TEXT if rubber else _FOUND_TEXT, names))
    early = [e for e in table.early_facts if _applies(e, trick) and e.fact not in LATE]
    for given in (e for e in early if e.fact != RESTORED):
        table.early_facts.remove(given)
        _set_fact(table, index, irregularity, given.fact, given.value)
    for fact in ("revoke_established",):
        if fact in ruling.facts:
            facts.established = ruling.facts[fact]
    irregularity.resume = table.status.value
    _advance(edition, table)
    for given in (e for e in early if e.fact == RESTORED and facts.restore):
        # the result of tricks 12 and 13 played again, given before it is asked
        table.early_facts.remove(given)
        _set_fact(table, index, irregularity, given.fact, given.value)
        _advance(edition, table)
    for late in [e for e in table.early_facts if e.fact in LATE]:
        # 64B4, 64B5 said before the revoke itself: they apply to it now
        handler = edition.registry.get(rules.Hook.PLAY_FACT, late.fact)
        if handler is not None and facts.established and not facts.corrected:
            table.early_facts.remove(late)
            handler(edition, table, index, late)


_NOT_ESTABLISHED_TEXT: Final = (
    "The revoke is not established: the offending side has not played to a later trick "
    "(63A). It must be corrected (62A)."
)
_BOTH_CORRECTED_TEXT: Final = (
    "Both sides revoked in trick {trick} and only one side has played to the next trick: "
    "neither revoke is established and both are corrected (62C3); neither transfers a trick "
    "(64B8)."
)


def _both_corrected_message(irregularity: Irregularity) -> Message:
    """62C3's sentence for ``irregularity``'s trick."""
    trick = irregularity.facts_as(RevokeFacts).trick + 1
    return Message(_BOTH_CORRECTED_TEXT, {"trick": str(trick)})


def _both_corrected(edition: Edition, table: Table, irregularity: Irregularity) -> None:
    """62C3 (2017): the other side revoked in the same trick too, and only one
    side has played to the next trick: neither revoke is established, both
    are corrected, and neither transfers a trick (64B8). An earlier finding
    already described as established is described again."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    if (
        not edition.BOTH_REVOKES_CORRECTED
        or edition.FOUND_REVOKE_BY_ORDER is not None  # the rubber rules' 55 has no 62C3
        or len({s.side for s in _played_to_next(table, facts.trick)}) != 1
    ):
        return
    other = next(
        (
            i
            for i in _found(table)
            if i.offender is not None
            and i.offender.side is not offender.side
            and i.facts_as(RevokeFacts).trick == facts.trick
            and not i.facts_as(RevokeFacts).both_corrected
        ),
        None,
    )
    if other is None:
        return
    facts.established = False
    facts.both_corrected = True
    earlier = other.facts_as(RevokeFacts)
    earlier.both_corrected = True
    ruling = _ruling_of(table, other)
    if ruling is None:
        return
    if earlier.established:
        earlier.established = False
        earlier.described = False
        del ruling.reasoning[1:]  # only "the director established that ..." stays
        ruling.question = None
        ruling.laws = ("61", "63", "64")
    elif earlier.described:
        # corrected already (62A): the same correction, now under 62C3
        other.laws = ("61A", "62C3")
        ruling.laws = ("62", "62C3")
        earlier.no_transfer = True
        ruling.reasoning[:] = [
            _both_corrected_message(other) if m.text == _NOT_ESTABLISHED_TEXT else m
            for m in ruling.reasoning
        ]


def _later_trick_law(table: Table, facts: RevokeFacts, offender: Seat) -> str:
    """63A2 when the offending side's first card to the trick after the
    revoke trick, the one on the table, was named rather than faced; 63A1
    otherwise (a card faced, or a later trick quitted), as for a revoke the
    cards show (Edition.establish_revokes)."""
    play = table.play
    assert play is not None
    if facts.trick != len(play.tricks) - 1:
        return "63A1"
    first = next((c for s, c in play.current if s.side is offender.side), None)
    played = [e for e in table.record.events if type(e) is CardEvent and e.card == first]
    return "63A2" if played and played[-1].named else "63A1"


def _played_to_next(table: Table, number: int) -> list[Seat]:
    """The seats that had played to the trick after ``number`` (0-based) when
    attention was drawn to a revoke in it: the cards on the table, a lead kept
    waiting (62C1), and the cards an earlier finding's correction of the same
    trick put back (62C1) with nothing played since. A second revoke found in
    that trick is judged as the table lay then (63A1, 62C3), not as the first
    correction left it."""
    play = table.play
    assert play is not None
    seats = [s for s, _ in play.current]
    if play.waiting_lead is not None:
        seats.append(play.waiting_lead[0])
    seen = trick_in_view(table, number)
    in_trick = {c.name for _, c in seen.cards} if seen is not None else set()
    for earlier in _found(table):
        ruling = _ruling_of(table, earlier)
        if (
            earlier.facts_as(RevokeFacts).trick != number
            or ruling is None
            or _played_since(table, earlier)
        ):
            continue
        seats += [
            e.seat
            for e in ruling.effects
            if e.kind is EffectKind.CARD_RESTORED
            and e.seat is not None
            and "62C1" in e.laws
            and e.card not in in_trick
        ]
    return seats


def _flagged(table: Table, seat: Seat, trick: int) -> Irregularity | None:
    """``seat``'s revoke in ``trick`` (counted from 0) that the table
    recognised as the card was played and nobody has ruled yet."""
    return next(
        (
            i
            for i in table.irregularities
            if i.code is IrregularityCode.REVOKE
            and i.offender is seat
            and isinstance(i.facts, RevokeFacts)
            and not i.facts.found
            and i.facts.trick == trick
            and _ruling_of(table, i) is None
        ),
        None,
    )


#: what binds a player's card beyond following suit (61A): a penalty card, a
#: card face up he must play, a lead or play restriction
_BINDING: Final = frozenset(
    {
        ObligationType.PENALTY_CARD,
        ObligationType.EXPOSED_CARD,
        ObligationType.PLAY_CARD,
        ObligationType.PLAY_RESTRICTION,
        ObligationType.LEAD_RESTRICTION,
    }
)


def _refuse_no_revoke(table: Table, index: int, irregularity: Irregularity) -> None:
    """61A: a finding that ``seat`` revoked in a trick the table shows, while
    his card there is of the suit led (or led it) and nothing else bound him
    when he played it (no penalty card, no lead or play restriction, no
    ruling under way), cannot be true: refused in the director's words."""
    play = table.play
    seat = irregularity.offender
    assert play is not None and seat is not None
    number = irregularity.facts_as(RevokeFacts).trick
    if number == len(play.tricks):
        cards: Sequence[tuple[Seat, Card]] = play.current
    else:
        seen = trick_in_view(table, number)
        cards = seen.cards if seen is not None else ()
    card = next((c for s, c in cards if s is seat), None)
    led = bool(cards) and cards[0][0] is seat
    if card is None or card.suit is not cards[0][1].suit or _bound(table, seat, card, led):
        return
    rubber = table.edition.FOUND_REVOKE_BY_ORDER is not None
    raise FactError(
        index,
        "{seat} led {card} to trick {trick} and nothing bound his lead (no penalty card, no "
        "lead restriction): that is no revoke ({law})"
        if led
        else "{seat} played {card} to trick {trick}, a card of the suit led, and nothing else "
        "bound him (no penalty card, no play restriction): that is no revoke ({law})",
        seat=seat,
        card=card,
        trick=str(number + 1),
        law=InputError("definition XXVIII") if rubber else "61A",
    )


def _bound(table: Table, seat: Seat, card: Card, led: bool) -> bool:
    """Whether anything besides following suit bound ``seat`` when he played
    ``card`` (61A): the table is derived again up to that card (the
    situation's start when the card came with it) and its obligations read;
    the penalty card he played is the one he had to play, a lead restriction
    binds only a lead. A ruling then still open counts as binding (its
    choice may have named the card)."""
    record = table.record
    own = record.own_events
    at = next((n for n in range(len(own) - 1, -1, -1) if _plays(own[n], seat, card)), 0)
    try:
        then = Table.from_record(record.continued(own[:at]), table.edition)
    except BridgeError:
        return True  # the record up to the card cannot be derived alone: not refused
    if then.status is not Status.PLAY and then.status is not Status.AUCTION:
        return True
    binding = [
        o
        for o in then.obligations
        if o.type in _BINDING
        and (o.seat is seat if o.type != ObligationType.LEAD_RESTRICTION else led)
    ]
    return any(not (o.type == ObligationType.PENALTY_CARD and o.card is card) for o in binding)


def deemed_revoke(edition: Edition, table: Table, index: int, seat: Seat, number: int) -> None:
    """67B1 for a quitted trick the table does not show: ``seat``, who did
    not play to trick ``number`` (0-based), is deemed to have revoked in it;
    one trick goes as in 64A2, from the facts Law 64 needs (who won that
    trick, the offending side's tricks after it), asked as for a revoke the
    director found."""
    facts = RevokeFacts(number, None, established=True, found=True, ruled=True, described=True)
    irregularity = Irregularity(
        IrregularityCode.REVOKE,
        ("67B1", "64A2"),
        index,
        seat,
        f"{_name(seat)} is deemed to have revoked in trick {number + 1}",
        facts=facts,
    )
    table.note_irregularity(irregularity)
    ruling = Ruling(irregularity, ("67B1", "64A2"))
    table.add_ruling(ruling)
    names = {"offender": _name(seat), "trick": str(number + 1)}
    ruling.reasoning.append(
        Message("{offender} is deemed to have revoked in trick {trick} (67B1).", names)
    )
    irregularity.resume = table.status.value
    _advance(edition, table)


def _plays(event: object, seat: Seat, card: Card) -> bool:
    """Whether ``event`` is ``seat`` playing ``card``."""
    return isinstance(event, CardEvent) and event.by is seat and event.card is card


def _applies(event: FactEvent, trick: int) -> bool:
    wanted = event.details.get("trick") if event.details else None
    return wanted is None or wanted == trick


def _optional_card(index: int, value: Any) -> Card | None:
    if value is None:
        return None
    try:
        return Card.parse(str(value))
    except BridgeError:
        raise FactError(index, "{value} is not a card", value=shown(value)) from None


def _optional_suit(index: int, value: Any) -> Suit | None:
    if value is None:
        return None
    try:
        return Suit.parse(str(value))
    except BridgeError:
        raise FactError(index, "{value} is not a suit", value=shown(value)) from None


def _describe(edition: Edition, table: Table, irregularity: Irregularity, ruling: Ruling) -> None:
    """What the director tells the table about the revoke, as the protocol
    orders it: established or not, and what follows."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    trick = facts.trick + 1
    names = {
        "offender": _name(offender),
        "trick": str(trick),
        "side": _side(offender.side),
        "other": _side(offender.side.other),
    }
    established = facts.established
    if established is None:
        return  # asked first
    if edition.describe_found_revoke(table, irregularity, ruling, names):
        return  # the rubber rules' 55
    if trick == 12:
        irregularity.laws = ("61A", "62D1")
        facts.corrected = True
        ruling.laws = ("62D1", "64B6")
        ruling.reasoning.append(
            Message(
                "A revoke in trick 12 is corrected even when established; no tricks are "
                "transferred (62D1, 64B6).",
                names,
            )
        )
        if _in_the_cards(table, irregularity):
            _correction(edition, table, irregularity, ruling)
        else:
            _restore(edition, table, irregularity, ruling)
        return
    if not established:
        facts.corrected = True
        law = "62C3" if facts.both_corrected else "62A"
        irregularity.laws = ("61A", law)
        ruling.laws = ("62", law) if facts.both_corrected else ("62",)
        ruling.reasoning.append(
            Message(_BOTH_CORRECTED_TEXT if facts.both_corrected else _NOT_ESTABLISHED_TEXT, names)
        )
        if facts.both_corrected:
            facts.no_transfer = True
        if unseen_last_trick(table, irregularity):
            _retrick(table, irregularity, ruling, law)
        else:
            _correction(edition, table, irregularity, ruling)
        return
    # 63A3, 63A4: no later trick was played after the revoke trick; a claim or
    # concession the offending side made or agreed to established it
    by_claim = table.claim is not None and facts.trick >= len(play.tricks) - 1
    law = (
        _claim_law(edition, table, offender)
        if by_claim
        else _later_trick_law(table, facts, offender)
    )
    irregularity.laws = ("61A", law)
    ruling.laws = (law, "64A")
    over = play_over(table)
    if offender is play.dummy or by_claim:
        if offender is play.dummy:
            text = "The revoke is established ({law})."
        elif table.claim is not None and table.claim.by.side is offender.side:
            text = (
                "The revoke is established: the offending side's claim or concession ended "
                "the play (63A3); the tricks are transferred now (64A)."
            )
        else:
            text = (
                "The revoke is established: the offending side agreed to the opponents' "
                "claim or concession ({law}); the tricks are transferred as the claim is "
                "scored (64A, 69A)."
            )
    elif over:
        text = _ESTABLISHED_NOW
    else:
        text = (
            "The revoke is established: the offending side has played to a later trick "
            "(63A1). It is not corrected: the revoke trick stands as played (63B). Play goes "
            "on; the tricks are transferred after the play (64A)."
        )
        if law == "63A2":
            text = (
                "The revoke is established: the offending side has named a card for a later "
                "trick (63A2). It is not corrected: the revoke trick stands as played (63B). "
                "Play goes on; the tricks are transferred after the play (64A)."
            )
    ruling.reasoning.append(Message(text, {**names, "law": law}))
    if offender is play.dummy:
        ruling.reasoning.append(
            Message("A revoke by dummy transfers no tricks (64B3); 64C may apply.", names)
        )
        facts.no_transfer = True
        return
    if over or by_claim:
        return  # the transfer itself is shown once the facts are in
    for text in branch_texts(table, irregularity):
        # said until play is over; the result then names the branch taken
        ruling.reasoning.append(Message(text, {**names, "_branch": "1"}))


def branch_taken(law: str, count: int) -> str:
    """64A once play is over: the branch taken and the tricks it moves (the
    message's values: offender, trick, side, other, count, law)."""
    if law == "64A1":
        return (
            "{offender} won trick {trick}, the revoke trick, himself: that trick goes "
            "from {side} to {other}; {side} has no later trick left to give ({law})."
            if count == 1
            else "{offender} won trick {trick}, the revoke trick, himself: that trick "
            "and one more trick {side} won after it go to {other}, {count} tricks ({law})."
        )
    if law == "64A2":
        return (
            "{offender} did not win trick {trick}, the revoke trick, and {side} won it "
            "or a later trick: one trick goes from {side} to {other} ({law})."
        )
    return "No trick is transferred for this revoke ({law}); the director may still adjust (64C)."


def result_said(
    table: Table, irregularity: Irregularity, law: str, count: int, ruling: Ruling | None = None
) -> None:
    """A revoke the table saw at the card, once play is over: the ruling
    (``ruling``, or the one the table holds) names the branch of 64A taken,
    or the exception, in place of the branches said while play went on."""
    offender = irregularity.offender
    ruling = ruling or _ruling_of(table, irregularity)
    if (
        offender is None
        or ruling is None
        or not any(m.params.get("_branch") for m in ruling.reasoning)
    ):
        return
    names = {
        "offender": _name(offender),
        "trick": str(irregularity.facts_as(RevokeFacts).trick + 1),
        "side": _side(offender.side),
        "other": _side(offender.side.other),
        "count": str(count),
        "law": law,
    }
    _set_result(ruling, Message(branch_taken(law, count), names))
    if not count:
        # the transfer said while play went on does not happen (64B, 64A's
        # own count of none): the effect says so, as the text does
        at = next(
            (
                n
                for n, e in enumerate(ruling.effects)
                if e.kind is EffectKind.TRICKS_TRANSFERRED_AFTER_PLAY
            ),
            None,
        )
        if at is not None:
            ruling.effects[at] = Effect(EffectKind.NO_TRICK_TRANSFER, None, (law,))


def branch_texts(table: Table, irregularity: Irregularity) -> list[str]:
    """64A while play goes on: the branch the revoke trick's winner decides,
    when the table shows it (or the director said who won it); all three
    branches when nobody knows yet."""
    facts = irregularity.facts_as(RevokeFacts)
    winner = facts.won_by
    if not isinstance(winner, Seat):
        seen = trick_in_view(table, facts.trick)
        winner = seen.winner if seen is not None else None
    offender = irregularity.offender
    if winner is None or offender is None:
        return [
            "If {side} wins no trick from trick {trick} on, no trick is transferred (64B1).",
            "If {offender} won trick {trick} himself: that trick goes to {other}, and one "
            "more if {side} wins a later trick (64A1).",
            "Otherwise one trick goes to {other} if {side} won trick {trick} or wins a "
            "later trick (64A2).",
        ]
    play = table.play
    quitted = len(play.tricks) if play is not None else 0
    later = [trick_in_view(table, n) for n in range(facts.trick + 1, quitted)]
    won_later = any(t is not None and t.winner.side is offender.side for t in later)
    if winner is offender:
        if won_later:
            return [
                "{offender} won trick {trick} himself and {side} has won a later trick: after "
                "the play that trick and one more go to {other} (64A1)."
            ]
        return [
            "{offender} won trick {trick} himself: after the play that trick goes to "
            "{other}, and one more if {side} wins a later trick (64A1)."
        ]
    if winner.side is offender.side:
        # a trick won by the offender's partner (dummy too) is not his (64A)
        return [
            "{offender} did not win trick {trick}, his partner did: after the play one "
            "trick goes to {other} (64A2)."
        ]
    if won_later:
        return [
            "{other} won trick {trick} and {side} has won a later trick: after the play "
            "one trick goes to {other} (64A2)."
        ]
    return [
        "{other} won trick {trick}: after the play one trick goes to {other} if {side} "
        "wins a later trick (64A2); if it wins none, no trick is transferred (64B1)."
    ]


#: rubber 55(9): after these no revoke can be claimed any more
CLOSING_FACTS: tuple[str, ...] = ("next_deal_cut", "rubber_score_accepted")


def claims_closed(table: Table, index: int) -> bool:
    """55(9): the next deal was cut or the rubber score accepted before the
    record's event ``index``."""
    return any(
        isinstance(e, FactEvent) and e.fact in CLOSING_FACTS and e.value
        for e in table.record.events[:index]
    )


#: rubber 55(1)(a): what the other side may require once a revoke is corrected
_RUBBER_55_1A: Final = {
    "55(1)(a)(I)": "Declarer may require {offender}'s highest or lowest card of the suit led, "
    "or treat the revoke card as an exposed card (55(1)(a)(I)).",
    "55(1)(a)(II)": "If the defender on declarer's left played after the revoke card, he may "
    "require declarer's highest or lowest card of the suit led (55(1)(a)(II)).",
}


def describe_rubber(
    table: Table, irregularity: Irregularity, ruling: Ruling, names: dict[str, str]
) -> None:
    """The rubber rules (seed 001) for a revoke found: established when the
    offending side played to the next trick (55(2)), never in the twelfth
    trick nor by showing cards for a claim (26(2)); two tricks for the side's
    first revoke and one for each later one (55(6)); none for dummy's, which
    is corrected or not without penalty (55(1)(a)(III)); a revoke not yet
    established is corrected under 55(1)."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    facts.claimed = True  # found: attention was drawn to it (55(8))
    over = play_over(table)
    if offender is play.dummy:
        irregularity.laws = ("55", "55(1)(a)(III)")
        ruling.laws = ("55(1)(a)(III)",)
        facts.no_transfer = "55(1)(a)(III)"
        if not facts.established and not over:
            # found before it is established: dummy's card goes back and a
            # correct card replaces it (55(1), 55(5)), without penalty
            if facts.card is None:
                facts.card = _card_in_view(table, irregularity)
            table.edition.correct_found_revoke(table, irregularity, ruling)
            irregularity.laws = ("55", "55(1)(a)(III)")
            ruling = _ruling_of(table, irregularity) or ruling  # the correction's ruling
        ruling.reasoning.append(
            Message("A revoke by dummy costs no penalty, corrected or not (55(1)(a)(III)).", names)
        )
        facts.corrected = not facts.established
        return
    if not facts.established and over:
        never = "55(2)" if facts.trick == 11 else "26(2)"
        irregularity.laws = ("55", never)
        ruling.laws = (never, "55(6)")
        facts.no_transfer = never
        ruling.reasoning.append(
            Message(
                "A revoke in the twelfth trick is never established (55(2)): no penalty (55(6))."
                if never == "55(2)"
                else "The revoke was never established: the play ended by a claim before the "
                "offending side played to the next trick, and showing cards for a claim "
                "establishes no revoke (26(2)); no penalty (55(6)).",
                names,
            )
        )
        return
    if not facts.established and not over and unseen_last_trick(table, irregularity):
        facts.corrected = True
        law = "55(1)(a)(II)" if offender is play.declarer else "55(1)(a)(I)"
        irregularity.laws = ("55", "55(1)")
        ruling.laws = ("55(1)", law)
        _retrick(table, irregularity, ruling, "55(1)")
        ruling.reasoning.append(Message(_RUBBER_55_1A[law], names))
        return
    if not facts.established and facts.card is None and not over:
        facts.card = _card_in_view(table, irregularity)
    if not facts.established and table.edition.correct_found_revoke(table, irregularity, ruling):
        facts.corrected = True
        irregularity.laws = ("55", "55(1)")
        return
    if not facts.established:
        facts.corrected = True
        law = "55(1)(a)(II)" if offender is play.declarer else "55(1)(a)(I)"
        irregularity.laws = ("55", "55(1)")
        ruling.laws = ("55(1)", law)
        ruling.reasoning.append(
            Message(
                "The revoke is not established (55(2)): {offender} takes the revoke card back "
                "and plays a correct card instead (55(1)).",
                names,
            )
        )
        ruling.reasoning.append(Message(_RUBBER_55_1A[law], names))
        ruling.reasoning.append(
            Message(
                "Cards the other side played after the revoke card may be taken back without "
                "penalty (55(1)(b)).",
                names,
            )
        )
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, offender, (law,)))
        if facts.trick == 11 and len(play.tricks) == 12:
            # trick 12 is quitted and unseen, trick 13 under way: both are played
            # again, and the players say how many tricks each side then won
            facts.restore = True
            ruling.reasoning.append(
                Message(
                    "Trick 12 is quitted: the players take back their cards of tricks 12 and "
                    "13 and play both tricks again with the correct card (55(1)).",
                    names,
                )
            )
        return
    if claims_closed(table, irregularity.event):
        irregularity.laws = ("55", "55(2)", "55(9)")
        ruling.laws = ("55(9)",)
        facts.penalty_lost = facts.no_transfer = "55(9)"
        ruling.reasoning.append(
            Message(
                "The revoke was found only after the next deal was cut or the rubber score "
                "was accepted: it can no longer be claimed, there is no penalty (55(9)).",
                names,
            )
        )
        return
    irregularity.laws = ("55", "55(2)")
    ruling.laws = ("55(2)", "55(6)")
    ruling.reasoning.append(
        Message(
            "The revoke is established (55(2)); the tricks are transferred now (55(6))."
            if over
            else "The revoke is established: the offending side has played to the next trick "
            "(55(2)). Play goes on; at the end of the play two of the tricks {side} won from "
            "its first revoke on go to {other}, one for each later revoke (55(6)).",
            names,
        )
    )


#: how a found revoke's ruling begins (the rubber rules have no director)
_FOUND_TEXT = "The director established that {offender} revoked in trick {trick}."
_RUBBER_FOUND_TEXT = "It was established that {offender} revoked in trick {trick}."


def _claim_law(edition: Edition, table: Table, offender: Seat) -> str:
    """The law by which a claim or concession established ``offender``'s
    revoke: his side made it (63A3) or agreed to the opponents' (63A4;
    2007 counts that under 63A3)."""
    claim = table.claim
    if claim is None or claim.by.side is offender.side:
        return "63A3"
    return edition.AGREEMENT_LAW


def claim_establishes(edition: Edition, table: Table, seat: Seat) -> None:
    """63A3, 63A4: ``seat`` claimed, conceded or agreed to the opponents'
    claim or concession. A revoke of his side the director found before it
    was established, and had corrected by instruction only (the revoke trick
    quitted, no card played since), is established by it instead: the
    correction lapses and Law 64 applies as the claim is scored (69A)."""
    play = table.play
    if play is None or not edition.CLAIM_ESTABLISHES_FOUND_REVOKE:
        return
    changed = False
    for irregularity in _found(table):
        facts = irregularity.facts_as(RevokeFacts)
        offender = irregularity.offender
        ruling = _ruling_of(table, irregularity)
        if (
            ruling is None
            or offender is None
            or offender.side is not seat.side
            or not facts.told
            or facts.rewon is not None  # the players put the trick right already
            or facts.established is not False
            or facts.trick >= min(len(play.tricks), 11)  # in progress; 62D1 in trick 12
            or _played_since(table, irregularity)
        ):
            continue
        table.keep_obligations(
            o
            for o in table.obligations
            if not (
                o.type == ObligationType.PENALTY_CARD
                and o.seat is offender
                and "62B1" in o.laws
                and o.card is facts.card
            )
        )
        ruling.effects = [
            e
            for e in ruling.effects
            if not (
                e.kind in (EffectKind.PENALTY_CARD, EffectKind.CARD_WITHDRAWN)
                and e.laws[:1] in (("62B1",), ("62B2",))
            )
        ]
        del ruling.reasoning[1:]  # what the director established stays
        facts.corrected = facts.told = facts.described = facts.settled = False
        facts.retrick = False  # the trick is no longer put right
        facts.established = True
        changed = True
    if changed:
        _advance(edition, table)


def claim_before_correction(table: Table) -> None:
    """68D: a claim or concession while the players are to put the last
    quitted trick right (:func:`_retrick`) and nothing has changed on the
    table yet ends the play first: who won the trick put right is no longer
    asked (the claim settles the tricks; one by the offending side, or its
    agreement, establishes the revoke instead, :func:`claim_establishes`)."""
    ruling = table.active
    if (
        ruling is None
        or ruling.question is None
        or ruling.question.fact != REWON
        or (
            isinstance(ruling.irregularity.facts, RevokeFacts)
            and not ruling.irregularity.facts.told
        )
    ):
        return
    ruling.question = None
    ruling.reasoning.append(
        Message("The claim or concession ended the play before the trick was put right (68D).")
    )
    table.open_ruling(None)
    table.move_to(Status.PLAY)


def lead_after_correction(edition: Edition, table: Table, seat: Seat) -> None:
    """A lead to the next trick while who won the trick the players put right
    (:func:`_retrick`) is asked: the leader won it (44G), which answers the
    question; the lead is then played as any other."""
    ruling = table.active
    play = table.play
    if (
        ruling is None
        or play is None
        or play.current
        or ruling.question is None
        or ruling.question.fact != REWON
    ):
        return
    irregularity = ruling.irregularity
    if not isinstance(irregularity.facts, RevokeFacts):
        # 67A1: the trick the offender added a card to (tricks imports this module)
        from bridgelaws.irregularities import tricks

        tricks.defective_trick_won_by(edition, table, ruling, seat)
        return
    facts = irregularity.facts
    facts.rewon = seat
    ruling.question = None
    ruling.facts[REWON] = seat.letter
    _rewin(table, irregularity, seat)
    _advance(edition, table)


def _played_since(table: Table, irregularity: Irregularity) -> bool:
    """A card was played after the revoke was found (the correction begun)."""
    return any(type(e) is CardEvent for e in table.record.events[irregularity.event + 1 :])


def _correction(edition: Edition, table: Table, irregularity: Irregularity, ruling: Ruling) -> None:
    """62B, 62C: the revoke card is replaced; a defender's becomes a major
    penalty card. With the revoke trick in view (the trick in progress, or the
    last one quitted) the table is put right as for a revoke seen in the
    cards, whichever card of the trick it was: the cards after it come back and
    the non-offenders choose under 62C1; otherwise the director's instruction
    says what to do."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    card = irregularity.facts_as(RevokeFacts).card
    if card is None:
        card = _card_in_view(table, irregularity)
        if card is not None:
            irregularity.facts_as(RevokeFacts).card = card
    if edition.correct_found_revoke(table, irregularity, ruling):
        return
    irregularity.facts_as(RevokeFacts).told = True
    names = {"offender": _name(offender)}
    if isinstance(card, Card):
        names["card"] = card.name
        ruling.reasoning.append(
            Message("{offender} withdraws {card} and plays a legal card instead.", names)
        )
    else:
        ruling.reasoning.append(
            Message("{offender} withdraws the revoke card and plays a legal card instead.", names)
        )
    _revoke_card_back(table, irregularity, ruling, card)
    ruling.reasoning.append(
        Message(
            "Each non-offender who played after the revoke may take his card back without "
            "penalty; then the offender's partner may too (62C).",
            names,
        )
    )


def unseen_last_trick(table: Table, irregularity: Irregularity) -> bool:
    """The revoke trick is the last one quitted and the table does not show
    its cards (it was quitted before the record began): the engine cannot
    put it right card by card."""
    play = table.play
    assert play is not None
    trick = irregularity.facts_as(RevokeFacts).trick
    # (trick 12 has its own correction: 62D1, rubber 55(1) play tricks 12 and 13 again)
    return trick == len(play.tricks) - 1 < 11 and trick_in_view(table, trick) is None


def _retrick(table: Table, irregularity: Irregularity, ruling: Ruling, law: str) -> None:
    """62A, 62C (rubber 55(1)) for a revoke in the last quitted trick whose
    cards the table does not show: the players put that trick right
    themselves, as the ruling tells them; the cards already played to the
    next trick go back to the hands without penalty (62C1; rubber
    55(1)(b)); who won the trick put right is asked (its winner leads)."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    facts.retrick = True
    rubber = law == "55(1)"
    names = {
        "offender": _name(offender),
        "partner": _name(offender.partner),
        "trick": str(facts.trick + 1),
        "next": str(facts.trick + 2),
    }
    ruling.reasoning.append(
        Message(
            "The revoke is not established (55(2)). Trick {trick} is quitted and its cards "
            "are not known here: the players put it right themselves. {offender} takes the "
            "revoke card back and plays a correct card instead (55(1)); cards the other side "
            "played after it may be taken back without penalty (55(1)(b))."
            if rubber
            else "Trick {trick} is quitted and its cards are not known here: the players put "
            "it right themselves. {offender} takes the revoke card back and plays a legal "
            "card instead (62A); each non-offender who played after it may then take his "
            "card back without penalty (62C1); if one does, {partner} may take his back too "
            "(62C2).",
            names,
        )
    )
    back = [(s, c) for s, c in play.current]
    for _ in back:
        play.pop()
    # nothing changed on the table yet: a claim or concession of the offending
    # side before the trick is put right still establishes it (63A3, 63A4)
    facts.told = not back
    back_law = "55(1)(b)" if rubber else "62C1"
    # a card that waits for the director in that next trick (a premature
    # card, say) goes back with the others: its own irregularity lapses
    lapsed = _lapse_waiting_card(table, irregularity, back_law) if back else None
    if lapsed is not None:
        back.append(lapsed)
    for seat, played in back:
        ruling.effects.append(Effect(EffectKind.CARD_RESTORED, seat, (back_law,), card=played.name))
    if back:
        ruling.reasoning.append(
            Message(
                "The cards already played to trick {next} go back to the hands without "
                "penalty ({law}).",
                {**names, "law": back_law},
            )
        )
    if not rubber:
        _revoke_card_back(table, irregularity, ruling, facts.card)
    # the other side's revoke in the same trick was put right with it (62C3;
    # 2007 62A): the trick is put right once, and who won it is known
    rewon = next(
        (
            i.facts_as(RevokeFacts).rewon
            for i in _found(table)
            if i is not irregularity
            and i.facts_as(RevokeFacts).trick == facts.trick
            and i.facts_as(RevokeFacts).rewon is not None
        ),
        None,
    )
    if rewon is not None:
        facts.rewon = rewon
        ruling.facts[REWON] = rewon.letter
        _rewon_said(ruling, rewon, facts.trick)


def _revoke_card_back(
    table: Table, irregularity: Irregularity, ruling: Ruling, card: Card | None
) -> None:
    """62B: declarer's or dummy's revoke card goes back without penalty
    (62B2); a defender's becomes a major penalty card (62B1), kept as one
    when the card is known."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    names = {"offender": _name(offender)}
    if offender.side is play.declarer.side:
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, offender, ("62B2",)))
        ruling.reasoning.append(
            Message("Declarer's or dummy's revoke card goes back without penalty (62B2).", names)
        )
        return
    if isinstance(card, Card):
        table.oblige(
            Obligation(
                ObligationType.PENALTY_CARD, offender, ("62B1", "50"), kind="major", card=card
            )
        )
    ruling.effects.append(
        Effect(
            EffectKind.PENALTY_CARD,
            offender,
            ("62B1",),
            card=card.name if isinstance(card, Card) else None,
            scope="major",
        )
    )
    ruling.reasoning.append(Message("The revoke card becomes a major penalty card (62B1).", names))


def _rewin(table: Table, irregularity: Irregularity, winner: Seat) -> None:
    """The trick the players put right (:func:`_retrick`) was won by
    ``winner``: the tricks are counted again and he leads to the next one
    (44G). Its first winner led the next trick; of a trick quitted before the
    record began only the side is kept, so one of that side's tricks changes
    hands."""
    play = table.play
    assert play is not None
    rewin_unseen(play, irregularity.facts_as(RevokeFacts).trick, winner)
    if not play.current:
        play.leader = play.next_seat = winner
    ruling = _ruling_of(table, irregularity)
    if ruling is not None:
        _rewon_said(ruling, winner, irregularity.facts_as(RevokeFacts).trick)


def _rewon_said(ruling: Ruling, winner: Seat, trick: int) -> None:
    """Who won trick ``trick`` (0-based) once it was put right, in ``ruling``."""
    ruling.reasoning.append(
        Message(
            "{winner} won trick {trick} once it was put right; the lead to trick {next} comes "
            "from his hand (44G).",
            {"winner": _name(winner), "trick": str(trick + 1), "next": str(trick + 2)},
        )
    )


def _led_next(table: Table, number: int) -> Seat | None:
    """Who won quitted trick ``number`` when the table does not show it, as
    the lead to the trick after it shows (44G: the winner leads next); None
    when that lead is not known or may not have been the winner's (a lead or
    card out of turn on this board)."""
    play = table.play
    assert play is not None
    if any(listed.code in _NOT_IN_TURN for listed in table.irregularities):
        return None
    if number + 1 < len(play.tricks):
        after = play.tricks[number + 1]
        return after.leader if after.seen else None
    if number + 1 == len(play.tricks):
        # the lead to the trick under way, or the seat on lead to it (a
        # situation's leader, a claim before the next lead)
        return play.current[0][0] if play.current else play.leader
    return None


def rewin_unseen(play: Play, number: int, winner: Seat) -> None:
    """The last quitted trick ``number``, which the table does not show, was
    won by ``winner`` once it was put right (62A, 67A1; rubber 55(1)): its
    first winner led the next trick (or is to lead it); of a trick quitted
    before the record began only the side is kept, so one of that side's
    tricks changes hands when the other side won it."""
    before = play.current[0][0] if play.current else play.leader
    held = [n for n, t in enumerate(play.tricks) if not t.seen and t.winner.side is before.side]
    if winner.side is not before.side and held:
        play.won[before.side] -= 1
        play.won[winner.side] += 1
        at = number if number in held else held[-1]
        play.tricks[at] = play.tricks[at]._replace(leader=winner, winner=winner)


def _in_the_cards(table: Table, irregularity: Irregularity) -> bool:
    """The revoke trick is the one in progress, or its cards are known: the
    correction can be made on the table."""
    play = table.play
    assert play is not None
    trick = irregularity.facts_as(RevokeFacts).trick
    return trick >= len(play.tricks) or _card_in_view(table, irregularity) is not None


def _restore(edition: Edition, table: Table, irregularity: Irregularity, ruling: Ruling) -> None:
    """62D1 with trick 12 quitted and its cards not known: the director puts
    the cards of tricks 12 and 13 back and has them played again, the legal
    card in trick 12 and then the cards that are left. The revoke card is the
    offender's last card and goes to trick 13: no penalty card is left over
    (62B1 for a defender, 62B2 for declarer's side). A defender's partner
    who played after it may not use what it showed (62D2). After the play
    the result of the two tricks is asked."""
    play = table.play
    offender = irregularity.offender
    assert play is not None and offender is not None
    facts = irregularity.facts_as(RevokeFacts)
    facts.restore = True
    names = {"offender": _name(offender), "partner": _name(offender.partner)}
    ruling.reasoning.append(
        Message(
            "The director puts the cards of tricks 12 and 13 back: {offender} plays a legal "
            "card to trick 12 instead of the revoke card; a non-offender who played after it "
            "may then play another card, and after him {offender}'s partner (62C); trick 13 "
            "is played with the cards that are left.",
            names,
        )
    )
    defender = offender.side is not play.declarer.side
    law = "62B1" if defender else "62B2"
    ruling.reasoning.append(
        Message(
            "The revoke card is {offender}'s last card: as a major penalty card it is played "
            "to trick 13 (62B1), so none is left over."
            if defender
            else "The revoke card goes back to the hand without penalty (62B2) and is "
            "{offender}'s card to trick 13.",
            names,
        )
    )
    ruling.effects.append(Effect(EffectKind.REVOKE_CORRECTED, offender, ("62D1", law)))
    if defender:
        laws = ", ".join(edition.TRICK_12_UI)
        ruling.reasoning.append(
            Message(
                "If {partner} played to trick 12 after the revoke card, he may not choose "
                "a play that the sight of it may have suggested ({laws}).",
                {**names, "laws": laws},
            )
        )


def _card_in_view(table: Table, irregularity: Irregularity) -> Card | None:
    """The offender's card in the revoke trick, when the table shows that trick."""
    play = table.play
    assert play is not None
    number = irregularity.facts_as(RevokeFacts).trick
    if number == len(play.tricks):
        cards: Sequence[tuple[Seat, Card]] = play.current
    else:
        seen = trick_in_view(table, number)
        if seen is None:
            return None
        cards = seen.cards
    return next((c for s, c in cards if s is irregularity.offender), None)


def _question(table: Table, irregularity: Irregularity) -> Question | None:
    """The next fact about this revoke that the table does not show."""
    facts = irregularity.facts_as(RevokeFacts)
    offender = irregularity.offender
    play = table.play
    assert offender is not None and play is not None
    trick = facts.trick + 1
    names = {"trick": str(trick), "offender": _name(offender), "side": _side(offender.side)}
    # the rubber rules' own numbers: established by 55(2), the transfer by 55(6)
    rubber = table.edition.FOUND_REVOKE_BY_ORDER
    transfer = (rubber,) if rubber is not None else ("64A",)
    if facts.established is None:
        return Question(
            "revoke_established",
            ("55(2)",) if rubber is not None else ("63A",),
            Message(
                "Has {offender}'s side played to the next trick since the revoke (then the "
                "revoke is established; a claim or concession does not establish it)?",
                names,
            )
            if rubber is not None
            else Message(
                "Has {offender}'s side played to a later trick since the revoke, or claimed "
                "or conceded (then the revoke is established)?",
                names,
            ),
        )
    if facts.restore and facts.restored is None:
        # after the play, or with trick 13 under way (62D1: it is played again too)
        side = play.declarer.side
        return Question(
            RESTORED,
            (_replay_law(table),),
            Message(
                "How many tricks did {side} win in all once tricks 12 and 13 were played again?",
                {**names, "side": _side(side)},
            ),
            Answer.number(*_restored_range(table, play.won[side])),
        )
    if facts.retrick and facts.rewon is None:
        # the players put the quitted trick right (62A; rubber 55(1)): its winner leads
        return Question(
            REWON,
            ("55(1)",) if rubber is not None else ("62A",),
            Message("Who won trick {trick} once it was put right?", names),
            SEAT,
        )
    if not facts.established or facts.corrected or facts.no_transfer:
        return None
    if len(_revoking_sides(table)) == 2 and rubber is None:
        return None  # 64B7: nothing is transferred, the tricks need not be known
    if facts.won_by is None:
        seen = trick_in_view(table, facts.trick)
        if seen is not None:
            facts.won_by = seen.winner
        elif (leader := _led_next(table, facts.trick)) is not None:
            facts.won_by = leader
            ruling = _ruling_of(table, irregularity)
            if ruling is not None:
                led = (
                    "{seat} led to trick {next}, so he won trick {trick} (44G)."
                    if len(play.tricks) > facts.trick + 1 or play.current
                    else "{seat} is on lead to trick {next}, so he won trick {trick} (44G)."
                )
                ruling.reasoning.append(
                    Message(led, {**names, "seat": _name(leader), "next": str(trick + 1)})
                )
        else:
            return Question(
                "revoke_trick_won_by",
                transfer,
                Message("Who won trick {trick}, the trick of the revoke?", names),
                SEAT,
            )
    if facts.after is None and (play_over(table) or _progress_unknown(table)):
        later = [trick_in_view(table, n) for n in range(facts.trick + 1, 13)]
        limit = _side_limit(table, irregularity)
        claimed = _claimed_after(table, irregularity)
        if all(t is not None for t in later) and table.claimed_tricks is None:
            facts.after = sum(1 for t in later if t is not None and t.winner.side is offender.side)
        elif claimed is not None:
            facts.after = claimed
        elif limit == 0 or trick == 13:
            facts.after = 0
        else:
            return Question(
                "offending_side_tricks_after",
                transfer,
                Message(
                    "How many tricks did {side} win after trick {trick} (claimed or conceded "
                    "tricks included)?",
                    names,
                ),
                Answer.number(0, 13 - trick if limit is None else min(limit, 13 - trick)),
            )
        facts.after_claimed = claimed_won(table).get(offender.side)
    return None


def _advance(edition: Edition, table: Table) -> None:
    """Ask the next fact the table does not show, or settle the revokes."""
    for irregularity in _found(table):
        ruling = _ruling_of(table, irregularity)
        if ruling is None:
            continue
        facts = irregularity.facts_as(RevokeFacts)
        if not facts.described and facts.established is not None:
            facts.described = True
            _describe(edition, table, irregularity, ruling)
        question = _question(table, irregularity)
        if question is not None:
            ruling.question = question
            table.open_ruling(ruling)
            table.move_to(Status.AWAITING_FACT)
            return
        if ruling.question is not None and ruling.question.fact in FACTS:
            ruling.question = None  # no longer needed (64B7: the other side revoked too)
        facts.settled = True
    if (
        table.active is not None
        and table.active.irregularity in _found(table)
        and table.status is not Status.AWAITING_CHOICE  # 62C1's choice stays open
    ):
        table.open_ruling(None)
    if table.status is Status.AWAITING_FACT and table.active is None:
        resume = next(
            (i.resume for i in reversed(_found(table)) if i.resume),
            Status.PLAY.value,
        )
        status = Status(resume)
        table.move_to(Status.PLAY if status is Status.AWAITING_FACT else status)
    if play_over(table):
        edition.end_play(table)
    elif _progress_unknown(table):
        # how the play ends is not known: the transfer is listed all the same
        kept = [a for a in table.adjustments if not a.law.startswith("64")]
        table.adjust([*kept, *adjustments(table)])


def after_play(edition: Edition, table: Table) -> None:
    """At the end of the play (Edition.end_play): ask what the transfer still
    needs, or add it to the table's adjustments."""
    found = _found(table)
    if not found:
        return
    for irregularity in found:
        _follow_claim(table, irregularity)
        ruling = _ruling_of(table, irregularity)
        question = _question(table, irregularity) if ruling is not None else None
        if ruling is not None and question is not None:
            ruling.question = question
            table.open_ruling(ruling)
            table.move_to(Status.AWAITING_FACT)
            return
    for adjustment in adjustments(table):
        table.add_adjustment(adjustment)


#: a revoke found after the play: established, the transfer follows (64A) ...
_ESTABLISHED_NOW: Final = "The revoke is established (63A1); the tricks are transferred now (64A)."


def adjustments(table: Table) -> list[Adjustment]:
    """Law 64 for the revokes the director found, with the revokes the engine
    saw in the cards (64B7: both sides revoked, nothing is transferred)."""
    play = table.play
    if play is None:
        return []
    found = [
        i
        for i in _found(table)
        if i.facts_as(RevokeFacts).standing and not i.facts_as(RevokeFacts).no_transfer
    ]
    for irregularity in _found(table):
        spared = irregularity.facts_as(RevokeFacts).no_transfer
        if (
            isinstance(spared, str)
            and spared.startswith("64B")
            and irregularity.facts_as(RevokeFacts).standing
        ):
            # 64B3-5 found after the facts (attention drawn too late): the
            # transfer the reasoning gave is taken back (the rubber rules'
            # own exceptions, 55(1)(a)(III) and 55(9), say so themselves)
            _result(
                table,
                irregularity,
                Message(
                    "Yet no trick is transferred ({law}); the director may still adjust the "
                    "score (64C).",
                    {"law": spared},
                ),
            )
    by_order = table.edition.FOUND_REVOKE_BY_ORDER
    if by_order is not None:
        return _by_order(table, found, by_order)
    sides = _revoking_sides(table)
    out: list[Adjustment] = []
    if len(sides) == 2:
        for irregularity in found:
            ruling = _ruling_of(table, irregularity)
            if ruling is not None:
                # 64B7: the "transferred now" of each side's own ruling no longer holds
                ruling.reasoning[:] = [
                    Message("The revoke is established ({law}).", {**m.params, "law": "63A1"})
                    if m.text == _ESTABLISHED_NOW
                    else m
                    for m in ruling.reasoning
                ]
            _result(
                table,
                irregularity,
                Message("Both sides revoked: no tricks are transferred (64B7); 64C may apply."),
            )
        return out
    for irregularity in found:
        if irregularity.facts_as(RevokeFacts).no_transfer_law == "64B2":
            irregularity.facts_as(RevokeFacts).no_transfer_law = None  # decided afresh below
    earlier: set[tuple[Seat, Suit]] = set()
    won = _positions(found)
    taken: set[int] = set()
    for irregularity in sorted(found, key=lambda i: i.facts_as(RevokeFacts).trick):
        offender = irregularity.offender
        assert offender is not None
        facts = irregularity.facts_as(RevokeFacts)
        side = offender.side
        names = {"side": _side(side), "other": _side(side.other), "offender": _name(offender)}
        suit = facts.suit
        if isinstance(suit, Suit):
            if (offender, suit) in earlier:
                # kept for 64C: the director's adjustment is 2017's 64C2a
                facts.no_transfer_law = "64B2"
                _result(
                    table,
                    irregularity,
                    Message(
                        "A second revoke in the same suit by {offender}: no transfer (64B2).", names
                    ),
                )
                continue
            earlier.add((offender, suit))
        won_by = facts.won_by
        after = facts.after
        if not isinstance(won_by, Seat) or not isinstance(after, int):
            continue
        won_from = after + (1 if won_by.side is side else 0)
        if won_from == 0:
            names["law"] = "64B1"
            _result(
                table,
                irregularity,
                Message(
                    "{side} won no trick from the revoke trick on: no trick is transferred "
                    "({law}).",
                    names,
                ),
            )
            continue
        number = facts.trick
        # each revoke takes tricks its side won from its own revoke trick on
        # that no other revoke has taken (the revoke trick itself first, 64A1)
        left = sorted(
            (p for p in won if p >= number and p not in taken),
            key=lambda p: (p != number, p),
        )
        law, due = ("64A1", 2) if won_by is offender else ("64A2", 1)
        chosen = left[:due]
        count = len(chosen)
        if count <= 0:
            continue
        taken.update(chosen)
        out.append(Adjustment(law, side.other, count))
        names["count"] = str(count)
        names["law"] = law
        names["trick"] = str(number + 1)
        _result(table, irregularity, Message(branch_taken(law, count), names))
    return out


def _by_order(table: Table, found: list[Irregularity], law: str) -> list[Adjustment]:
    """Rubber 55(6), for each side that revoked (the rubber rules have no
    64B7: both sides may lose tricks): two tricks for the side's first revoke
    and one for each later one, taken only from the tricks the side won from
    its first revoke trick on (none won before it)."""
    out: list[Adjustment] = []
    for side in (Side.NS, Side.EW):
        own = sorted(
            (i for i in found if i.offender is not None and i.offender.side is side),
            key=lambda i: i.facts_as(RevokeFacts).trick,
        )
        if not own:
            continue
        first = own[0].facts_as(RevokeFacts)
        if not isinstance(first.won_by, Seat) or not isinstance(first.after, int):
            continue
        left = first.after + (1 if first.won_by.side is side else 0)
        moved = 0
        for number, irregularity in enumerate(own):
            offender = irregularity.offender
            assert offender is not None
            names = {
                "side": _side(side),
                "other": _side(side.other),
                "offender": _name(offender),
                "law": law,
            }
            count = min(2 if number == 0 else 1, left)
            left -= count
            moved += count
            if count == 0:
                text = (
                    "{side} won no trick from its first revoke on that may still be "
                    "transferred: no trick is transferred ({law})."
                )
            elif count == 1:
                text = "One trick goes from {side} to {other} ({law})."
            else:
                text = "{count} tricks go from {side} to {other} ({law})."
            _result(table, irregularity, Message(text, {**names, "count": str(count)}))
        if moved:
            out.append(Adjustment(law, side.other, moved))
    return out


def _revoking_sides(table: Table) -> set[Side]:
    """The sides with a standing revoke that can transfer tricks: found by
    the director or seen in the cards (64B7 when both)."""
    standing = [
        i
        for i in table.irregularities
        if isinstance(i.facts, RevokeFacts)
        and i.facts.standing
        and not (i.facts.found and i.facts.no_transfer)
    ]
    return {i.offender.side for i in standing if i.offender is not None}


def _positions(found: list[Irregularity]) -> list[int]:
    """Where the offending side's tricks lie, as far as the facts tell: the
    tricks it won from each revoke trick up to the next revoke trick (the
    revoke trick itself when it won it), counted from the facts
    ``revoke_trick_won_by`` and ``offending_side_tricks_after``."""
    known: list[tuple[int, Seat, int, Seat]] = []
    for irregularity in found:
        facts = irregularity.facts_as(RevokeFacts)
        offender = irregularity.offender
        if facts.won_by is not None and facts.after is not None and offender is not None:
            known.append((facts.trick, facts.won_by, facts.after, offender))
    known.sort(key=lambda k: k[0])
    out: list[int] = []
    for n, (trick, won_by, after, offender) in enumerate(known):
        own = won_by.side is offender.side
        later = known[n + 1] if n + 1 < len(known) else None
        # tricks after this one up to the next revoke trick, and that one if won
        beyond = 0 if later is None else later[2] + (1 if later[1].side is offender.side else 0)
        if own:
            out.append(trick)
        out.extend(trick + 1 + k for k in range(max(after - beyond, 0)))
    return out


def _result(table: Table, irregularity: Irregularity, message: Message) -> None:
    ruling = _ruling_of(table, irregularity)
    if ruling is not None:
        _set_result(ruling, message)


def _set_result(ruling: Ruling, message: Message) -> None:
    # the result replaces the branches said while play went on
    ruling.reasoning[:] = [
        m for m in ruling.reasoning if not m.params.get("_result") and not m.params.get("_branch")
    ]
    ruling.reasoning.append(Message(message.text, {**message.params, "_result": "1"}))
