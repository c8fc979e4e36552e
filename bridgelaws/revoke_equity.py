"""Law 64C worked out from the cards: the director restores equity when the
trick transfer leaves the non-offending side short of what it would have had
without the revoke.

The record shows every card, so the engine can measure what each established
revoke was worth: double dummy from the moment the offender revoked, once with
the offender following suit (his best legal card) and once with the card he
revoked with. The difference is the tricks the revoke gained his side. Laid on
the tricks the board actually took, it gives the result likely without the
revoke: the actual play stands for everything else, the solver only for what
the revoke changed. That is the comparison 64C makes:

* 64C1 (2007: 64C): one side revoked; when what its revokes gained exceeds
  the tricks transferred (64A, or none under a 64B exception), the
  non-offending side gets the difference as an adjusted score;
* 64C2a: the same, named for a second revoke in one suit by one player (64B2);
* 64C2b: both sides revoked (64B7, no transfer): the side the revokes damaged
  on balance gets the result likely without any of them.

Nothing is worked out when a hand is not wholly known, when the record began in
the middle of the play, or for a revoke the director found rather than one the
record shows (spec §6), nor on a board with a revoke 67B1 deems a player to
have made (it has no card to measure), nor for a broken lead or play
restriction (26B, 50D2, 57A: no "followed suit" to compare with); the director
is then asked for his own figure once the play is over (irregularities.tricks,
fact ``tricks_without_revoke``).
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaws import dd
from bridgelaws.cards import CARDS, BridgeError, Card, Seat, Side
from bridgelaws.facts import RevokeFacts, Swing, TrickFacts
from bridgelaws.play import Play, trick_winner
from bridgelaws.rulings import Adjustment
from bridgelaws.table import Irregularity, Table

__all__ = ["Swing", "adjustments", "swing"]


def _hands_at(play: Play, number: int) -> dict[Seat, set[Card]] | None:
    """Each seat's cards when trick ``number`` began, from the cards still held
    and those played from that trick on; None when the record does not show
    every card (a partial deal, a record begun mid-play)."""
    if not all(play.known) or any(not t.seen for t in play.tricks):
        return None
    hands = {seat: {CARDS[i] for i in play.hands[seat]} for seat in Seat}
    for trick in play.tricks[number:]:
        for seat, card in trick.cards:
            hands[seat].add(card)
    for seat, card in play.current:
        hands[seat].add(card)
    size = 13 - number
    if any(len(cards) != size for cards in hands.values()):
        return None
    return hands


def swing(play: Play, offender: Seat, number: int) -> Swing | None:
    """Double dummy at ``offender``'s revoke in trick ``number`` (from 0): the
    non-offending side's tricks from that trick on, had he followed suit and
    as he played; None when the cards are not all known."""
    if number >= len(play.tricks):
        return None
    trick = play.tricks[number]
    order = [seat for seat, _ in trick.cards]
    if offender not in order:
        return None
    hands = _hands_at(play, number)
    if hands is None:
        return None
    at = order.index(offender)
    before = list(trick.cards[:at])
    revoke_card = trick.cards[at][1]
    for seat, card in before:
        hands[seat].discard(card)
    remaining = 13 - number
    others = offender.side.other
    legal = dd.solve_cards(hands, play.trump, trick.leader, before)
    if not legal:
        return None
    # had he followed suit: his best legal card, the rest played double dummy
    without = remaining - max(legal.values())
    hands[offender].discard(revoke_card)
    cards = [*before, (offender, revoke_card)]
    if len(cards) < 4:
        # his left-hand opponent, a non-offender, plays next
        with_revoke = max(dd.solve_cards(hands, play.trump, trick.leader, cards).values())
    else:
        winner = trick_winner(cards, play.trump)
        won = 1 if winner.side is others else 0
        later = 0
        if remaining > 1:
            best = max(dd.solve_cards(hands, play.trump, winner).values())
            later = best if winner.side is others else remaining - 1 - best
        with_revoke = won + later
    return Swing(remaining, without, with_revoke)


def _standing(table: Table) -> list[Irregularity]:
    out: list[Irregularity] = []
    for irr in table.irregularities:
        facts = irr.facts
        if not isinstance(facts, RevokeFacts) or irr.offender is None or facts.found:
            continue
        if not (facts.standing or facts.as_established) or facts.no_transfer == "43B3":
            continue
        out.append(irr)
    return out


def adjustments(
    table: Table, transferred: Sequence[Adjustment], split: bool = True
) -> list[Adjustment]:
    """The 64C adjustment after the play, if the transfers fall short of what
    the revokes gained; each measured revoke keeps its :class:`Swing`
    (``RevokeFacts.equity``) for the report. ``split`` names 2017's 64C1,
    64C2a and 64C2b; 2007 has 64C alone."""
    play = table.play
    if play is None:
        return []
    revokes = _standing(table)
    for irr in revokes:
        irr.facts_as(RevokeFacts).equity = None  # worked out afresh (a board may end twice)
    if not revokes:
        return []
    if any(isinstance(i.facts, TrickFacts) and i.facts.transfer for i in table.irregularities):
        return []  # a revoke 67B1 deems made has no card to measure: the director judges
    gained = {Side.NS: 0, Side.EW: 0}
    measured: list[tuple[RevokeFacts, Swing]] = []
    for irr in revokes:
        facts = irr.facts_as(RevokeFacts)
        assert irr.offender is not None
        # only a failure to follow suit (44C) is measured: a broken lead or
        # play restriction (26B, 50D2, 57A) has no "followed suit" to compare
        try:
            found = (
                swing(play, irr.offender, facts.trick)
                if "44C" in irr.laws and not facts.lead
                else None
            )
        except BridgeError:
            found = None  # a position the solver refuses: the director judges alone
        if found is None:
            return []  # a revoke the cards cannot measure: the director judges alone
        measured.append((facts, found))
        gained[irr.offender.side] += found.gained
    for facts, found in measured:
        facts.equity = found
    tricks = table.tricks()
    if tricks is None:
        return []
    sides = {irr.offender.side for irr in revokes if irr.offender is not None}
    given = 0
    if len(sides) == 2:
        # 64C2b: no transfer was made (64B7); the result likely without any revoke
        net = gained[Side.NS] - gained[Side.EW]  # what North-South gained on balance
        if net == 0:
            return []
        damaged = Side.EW if net > 0 else Side.NS
        short = abs(net)
        law = "64C2b" if split else "64C"
    else:
        (side,) = sides
        damaged = side.other
        given = sum(a.tricks for a in transferred if a.to is damaged)
        short = gained[side] - given
        if len(measured) == 1:
            # never more than the non-offenders would have taken double dummy
            # had the offender followed suit: the revoke does not make up for
            # the offenders' own later mistakes
            facts, found = measured[0]
            before = sum(1 for t in play.tricks[: facts.trick] if t.winner.side is damaged)
            short = min(short, before + found.without - tricks[damaged] - given)
        second = any(irr.facts_as(RevokeFacts).no_transfer_law == "64B2" for irr in revokes)
        law = ("64C2a" if second else "64C1") if split else "64C"
    # never more than the other side took from the first revoke on, after the transfer
    first = min(irr.facts_as(RevokeFacts).trick for irr in revokes)
    kept = sum(1 for t in play.tricks[:first] if t.winner.side is damaged.other)
    short = min(short, tricks[damaged.other] - given - kept)
    if short <= 0:
        return []
    return [Adjustment(law, damaged, short)]
