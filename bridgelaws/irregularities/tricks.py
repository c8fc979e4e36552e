"""Rectification of the remaining play irregularities (2017, 2007).

Laws 42-43 (dummy drawing attention during play and the 43B consequences),
45C4(b) and 47C/47D (a designation changed after a slip of the tongue), 45D
(dummy places a card declarer did not name), 46B (incomplete or invalid
designation of dummy's card), 62C3 (both sides revoke in one trick), 64B3-B5
(no transfer), 13-15, 65 (wrong number of cards, missing card, wrong board,
quitted tricks), 67 (defective tricks and the 67B transfers), 58B (two or more
cards played at once) and 47E2a (the opening lead retracted only while dummy
has faced no card) as the director finds them.

This rule book comes after :mod:`~bridgelaws.irregularities.play` in Laws2017:
where both answer a hook (``on_director``, ``flag``, ``irregular_card``,
``rule_revoke``, ``rule_exposure``) the function here hands over to the play
book's. The 2007 differences (45C4b, 50E, 62C3, 63A3, 64B3) are settings of
the edition.

What the cards cannot show is recorded as a fact during play (spec §3), e.g.
``{"fact": "designation", "value": "high"}`` for declarer's words to dummy, or
``{"fact": "missing_card", "value": "H7", "seat": "W"}``,
``{"fact": "defective_trick", "value": true, "trick": 5, "seat": "W"}`` (West
did not play to trick 5), ``{"fact": "simultaneous_cards", "value": ["SA",
"SK"], "seat": "W"}``; see ``docs/play-irregularities.md``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, Final

from bridgelaws import found_revoke, revoke_equity, rules
from bridgelaws.auction import AuctionReview, Violation
from bridgelaws.calls import Call
from bridgelaws.cards import (
    CARDS,
    BridgeError,
    Card,
    FactName,
    InputError,
    Rank,
    Seat,
    Side,
    Suit,
    not_yes_no,
    shown,
)
from bridgelaws.editions.base import Edition
from bridgelaws.facts import (
    AttentionFacts,
    CallFacts,
    CardFacts,
    DesignationFacts,
    Facts,
    RevokeFacts,
    SimultaneousFacts,
    SuggestionFacts,
    TrickFacts,
)
from bridgelaws.irregularities.play import (
    _LEADS,
    _correct_revoke,
    _exposed,
    _name,
    _play_on,
    _queue,
    designated,
    dummy_first_reason,
    make_penalty_card,
    penalty_cards,
    take_back,
)
from bridgelaws.irregularities.play import flag as play_flag
from bridgelaws.irregularities.play import irregular_card as play_irregular_card
from bridgelaws.irregularities.play import on_director as play_on_director
from bridgelaws.irregularities.play import rule_exposure as play_rule_exposure
from bridgelaws.irregularities.play import rule_premature_play as play_rule_premature_play
from bridgelaws.irregularities.play import rule_revoke as play_rule_revoke
from bridgelaws.play import Play
from bridgelaws.record import CallEvent, CardEvent, ChoiceEvent, DirectorEvent, FactEvent
from bridgelaws.rulings import (
    FACTS,
    SEAT,
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
from bridgelaws.situation import trick_in_view
from bridgelaws.table import (
    RESULT_STANDING_FACTS,
    Adjustment,
    DirectorNote,
    Irregularity,
    Status,
    Table,
)

#: the rules of this module, by irregularity code
BOOK = rules.RuleBook("tricks")


def _seat_of(value: Any) -> Seat | None:
    try:
        return Seat.parse(str(value))
    except (BridgeError, ValueError, KeyError):
        return None


def _card_of(value: Any) -> Card | None:
    try:
        return Card.parse(str(value))
    except BridgeError:
        return None


def known_to_win(table: Table, seat: Seat) -> Card | None:
    """46B1(b): the lowest card of the suit led in ``seat``'s hand that beats
    the trick so far and every card of that suit declarer cannot see (not in
    his or dummy's hand, not yet played); None when no card is known to win."""
    play = table.play
    assert play is not None
    if not play.current:
        return None
    led = play.current[0][1].suit
    trump = play.trump
    if trump is not None and led is not trump and any(c.suit is trump for _, c in play.current):
        return None  # ruffed: no card of the suit led can win
    best = max((c.rank for _, c in play.current if c.suit is led), default=Rank.TWO)
    played = {s for s, _ in play.current}
    if any(s.side is not play.declarer.side for s in Seat if s not in played and s is not seat):
        # a defender still to play may hold any card declarer cannot see
        seen = {c for _, c in play.cards_played()}
        seen.update(play.hand(play.declarer))
        seen.update(play.hand(play.dummy))
        unseen = [c.rank for c in CARDS if c.suit is led and c not in seen]
    else:
        unseen = []  # the defenders have played to the trick: only their cards count
    top = max([best, *unseen])
    mine = [c for c in play.hand(seat) if c.suit is led and c.rank >= top]
    return mine[-1] if mine else None


# -- Laws 13-15, 42-43, 45C4b, 45D, 46B, 47C-E, 62C3, 64B3-5, 65 (2017).

# -- facts the director finds during play -----------------------------------------

#: facts the director finds that are ruled on their own whatever is open:
#: a call made on another board with this board's cards (15A3, 2007 17D3)
#: and improper procedure (20G)
FOUND_APART = frozenset({"called_with_these_cards", "improper_procedure"})


def on_fact(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """A fact with no ruling waiting for it states what the cards cannot
    show (a designation, a misplaced card, a missing card, ...)."""
    play = table.play
    if event.fact == REVIEW:
        fact_review_requested(edition, table, index, event)
        return
    if event.fact == FIGURE:
        on_figure(edition, table, index, event)
        return
    if event.fact in FOUND_APART:
        # 15A3, 20G: a ruling of its own in every phase, also while another
        # ruling is open (then once that one is done)
        handler = edition.registry.get(rules.Hook.PLAY_FACT, event.fact)
        assert handler is not None
        handler(edition, table, index, event)
        return
    if event.fact == "revoke_question":
        on_revoke_question(edition, table, index, event)
        return
    active = table.active
    if (
        event.fact in RESULT_STANDING_FACTS
        and active is not None
        and (active.question is None or active.question.fact != event.fact)
    ):
        # a 27D finding given while another ruling's question waits (a
        # revoke found after the play): it belongs to the 27D ruling
        handler = edition.registry.get(rules.Hook.PLAY_FACT, event.fact)
        if handler is not None:
            handler(edition, table, index, event)
            return
    if (
        table.active is None
        and table.pending is None
        and table.status is Status.AUCTION
        and event.fact == "wrong_number_of_cards"
    ):
        # found during the auction (13A, 13B)
        play_fact_wrong_number_of_cards(edition, table, index, event)
        return
    if (
        table.active is None
        and table.pending is None
        and table.status is Status.AUCTION
        and event.fact
        in (
            "missing_card",
            "wrong_board",
            "cards_from_wrong_board",
            "misdeal",
        )
    ):
        # found during the auction (14A, 15B, 15A; 2007 15C, 17D)
        handler = edition.registry.get(rules.Hook.PLAY_FACT, event.fact)
        assert handler is not None
        handler(edition, table, index, event)
        return
    if _found_while_play_ruling(edition, table, index, event):
        return
    if (
        table.active is None
        and table.pending is None
        and play is not None
        and table.status in (Status.PLAY, Status.COMPLETE)
    ):
        handler = edition.registry.get(rules.Hook.PLAY_FACT, event.fact)
        if handler is not None:
            handler(edition, table, index, event)
            return
    pending = table.pending
    active = table.active
    if (
        event.fact == "simultaneous_cards"
        and (active is None or (active.irregularity is pending and active.chosen is None))
        and pending is not None
        and pending.code
        in (IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
        and pending.offender is not None
        and pending.offender.side is not (play.declarer.side if play else None)
    ):
        _simultaneous_lead(edition, table, index, event, pending)
        return
    Edition.on_fact(edition, table, index, event)


#: 20B, 20C2, 41B, 41C (rubber 17): a player asked for the calls to be restated
REVIEW: Final = "review_requested"


def review_message(review: AuctionReview) -> Message:
    """What a player is told when he asks for the auction (17; 20B, 20C2,
    41B, 41C): every call, only the contract, or not now."""
    names = {"seat": _name(review.seat), "law": review.law}
    if review.allowed:
        return Message("{seat} may have every call restated now ({law}).", names)
    if review.contract is not None:
        return Message(
            "{seat} may only be told the contract and whether it is doubled or redoubled, not "
            "by whom ({law}): {contract}.",
            {**names, "contract": review.contract},
        )
    if review.law in ("17(1)(a)", "20B"):
        return Message(
            "{seat} may have the calls restated only at his turn to call ({law}).", names
        )
    if review.law == "20C2":
        return Message(
            "{seat} may have every call restated at his first turn to play ({law}).", names
        )
    if review.law == "41C":
        return Message(
            "{seat} may be told the contract only at his own turn to play ({law}).", names
        )
    return Message("{seat} may not have the calls restated ({law}).", names)


@BOOK.play_fact(REVIEW)
def fact_review_requested(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """``{"fact": "review_requested", "value": true, "by": "W"}``: ``by`` asked
    for the auction, in any phase; what he may be told (every call, only the
    contract, or not now, with the law) is the edition's answer
    (:meth:`Edition.auction_review`), said and kept with the record. Asking
    changes nothing at the table."""
    seat = _fact_seat(index, event, "by")
    if seat is None:
        raise found_revoke.FactError(
            index, "{fact}: the player who asked ('by') is missing", fact=FactName(REVIEW)
        )
    table.note_without_effect(index, seat, review_message(edition.auction_review(table, seat)))


@BOOK.play_fact("card_quitted_early")
def play_fact_card_quitted_early(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """``{"fact": "card_quitted_early", "value": "E"}``: the director finds
    that East turned his card face down before all four had played to the
    trick (45G; 65A: a card is turned once the trick is complete). The Laws
    give no rectification: play goes on, and a player who has not yet turned
    his own card may have the cards of the trick faced (66A). A note for the
    director; refused in words when that player has no card in the trick
    under way."""
    play = table.play
    assert play is not None
    try:
        seat = Seat.parse(str(event.value))
    except BridgeError:
        raise found_revoke.FactError(
            index, "{value} is not a seat (N, E, S, W)", value=shown(event.value)
        ) from None
    if not any(s is seat for s, _ in play.current):
        raise found_revoke.FactError(
            index,
            "{seat} has no card in the trick under way: only a card of an incomplete trick "
            "can be turned too early (45G); a quitted card pointing the wrong way is another "
            "finding (65B3)",
            seat=seat,
        )
    names = {"seat": seat.name.title()}
    table.note_for_director(
        DirectorNote(
            "card_quitted_early",
            index,
            seat,
            ("45G", "65A", "66A"),
            Message(
                "{seat} turned his card face down before all four had played to the trick "
                "(45G, 65A): there is no rectification and play goes on. Declarer or a defender "
                "whose own card is still face up may have the cards of the trick faced until "
                "his side plays to the next trick (66A).",
                names,
            ),
        )
    )


#: what the director finds in the play that is no answer to another ruling's
#: question, with the law it is ruled under (the same number in 2017 and 2007)
FOUND_IN_PLAY: dict[str, str] = {
    "missing_card": "14",
    "wrong_number_of_cards": "13",
    "cards_mixed": "66D",
    "trick_pointed_wrongly": "65B3",
    "inspected_trick": "66C",
    "defective_trick": "67",
    "wrong_board": "15",
    "cards_from_wrong_board": "15",
}


#: the director's findings about the result (79): ruled once no other ruling is
#: open, never listed to wait for one
AFTER_RULINGS = frozenset({"tricks_disputed", "score_error"})


def _listed_facts(code: IrregularityCode, event: FactEvent) -> Facts:
    """The facts of a finding listed before it is ruled (its ruling makes
    its own): of the kind its code records."""
    kind = FACTS.get(code, Facts)
    if kind is TrickFacts:
        trick = event.details.get("trick")
        return TrickFacts(trick=int(trick) - 1 if isinstance(trick, int) else 0)
    facts = kind()
    if isinstance(facts, CardFacts):
        facts.card = _card_of(event.value)
    return facts


def _found_while_play_ruling(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    """A finding of the director in the play (a missing card, a defective
    trick, ...) while another play irregularity waits: the director is at
    the table. An irregularity nobody called him to yet is ruled now (81C3,
    as if called by the offender's left-hand opponent); the finding is
    listed at once and ruled when the ruling under way is done (9B), never
    dropped. True if it waits or was ruled here."""
    play = table.play
    law = FOUND_IN_PLAY.get(event.fact)
    active, pending = table.active, table.pending
    if event.fact in AFTER_RULINGS and (active is not None or pending is not None):
        # never kept as an answer to the ruling under way, nor left to fail later
        raise found_revoke.FactError(
            index,
            "the director first finishes the ruling under way, then rules on the tricks won "
            "or the score (79)",
        )
    if law is None or play is None or (active is None and pending is None):
        return False
    under_way = active.irregularity if active is not None else pending
    if under_way is not None and under_way.code == event.fact:
        return False  # the finding answers the ruling of its own kind
    if active is not None and active.question is not None and active.question.fact == event.fact:
        return False
    if active is None and pending is not None:
        # the director, at the table now, rules what waited for him; called,
        # as it were, by a non-offender who is not dummy
        offender = pending.offender
        caller = (
            play.declarer
            if offender is None or offender.side is not play.declarer.side
            else play.declarer.lho
        )
        edition.on_director(table, index, DirectorEvent(caller))
    seat = _seat_of(event.details.get("seat") or event.details.get("by"))
    if event.fact == "defective_trick":
        check_defective(index, event, table)  # refused when given, not once the ruling is done
    if not table.ruling_open():
        handler = edition.registry.get(rules.Hook.PLAY_FACT, event.fact)
        if handler is None:
            return False
        handler(edition, table, index, event)
        return True
    irregularity = Irregularity(
        IrregularityCode(event.fact),
        (law,),
        index,
        seat,
        f"found by the director: {event.fact}",
        facts=_listed_facts(IrregularityCode(event.fact), event),
    )
    table.wait_for_ruling(index, event, irregularity)
    return True


# -- 42, 43: dummy --------------------------------------------------------------


def on_director(edition: Edition, table: Table, index: int, event: DirectorEvent) -> None:
    play = table.play
    claim = table.claim
    if (
        play is not None
        and event.by is play.dummy
        and table.active is None
        and table.status in (Status.PLAY, Status.AWAITING_DIRECTOR)
        and not play.is_opening_lead
        and not play.is_complete
        and claim is None  # after a claim or concession play has ceased (68D)
    ):
        _dummy_calls(edition, table, index)
        return
    play_on_director(edition, table, index, event)


def _attention_target(table: Table) -> Irregularity | None:
    if table.pending is not None:
        return table.pending
    return next(
        (
            i
            for i in reversed(table.irregularities)
            if i.code in (IrregularityCode.REVOKE, IrregularityCode.EXPOSED_CARD)
            and not i.facts.ruled
            and not i.accepted
        ),
        None,
    )


def _dummy_calls(edition: Edition, table: Table, index: int) -> None:
    """Dummy draws attention during play (43A1b). To declarer's own revoke
    he may (42B1; 43B2b if he had breached 43A2); to the defenders'
    irregularity he may not: 43B1, and 43B3 if he had breached 43A2."""
    play = table.play
    assert play is not None
    dummy = play.dummy
    target = _attention_target(table)
    names = {"dummy": _name(dummy), "declarer": _name(play.declarer)}
    if target is not None and target.offender is not None:
        names["offender"] = _name(target.offender)
    if (
        target is not None
        and target.code == IrregularityCode.REVOKE
        and target.offender is play.declarer
        and not target.facts_as(RevokeFacts).established
    ):
        _dummy_asks_declarer(edition, table, target)
        return
    defenders = target is not None and target.offender is not None
    defenders = defenders and target.offender.side is not play.declarer.side  # type: ignore[union-attr]
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DUMMY_DREW_ATTENTION,
        ("43A1b",),
        dummy,
        f"{_name(dummy)} drew attention to an irregularity during the play",
        facts=AttentionFacts(target=target),
    )
    ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, dummy, ("43B1", "90")))
    if defenders:
        assert target is not None
        target.facts.ruled = True
        ruling.question = Question(
            "dummy_breached_43a2",
            ("43B3",),
            Message(
                "Had {dummy}, dummy, of his own accord looked at another player's cards "
                "(exchanged hands with declarer, left his seat to watch declarer play, "
                "looked at a defender's hand: 43A2) before drawing attention to "
                "{offender}'s irregularity? Then it is not rectified and only the "
                "defenders' score may be adjusted (43B3).",
                names,
            ),
        )
        edition.ask_now(table, ruling)
        return
    ruling.reasoning.append(
        Message("Dummy may draw attention to an irregularity only after the play (42B3).")
    )
    if target is not None:
        _rule_for(edition, table, index, target)


def _rule_for(edition: Edition, table: Table, index: int, target: Irregularity) -> None:
    """The director, at the table anyway, rules on ``target`` as usual."""
    play = table.play
    assert play is not None
    target.facts.ruled = False
    if table.pending is target:
        table.await_director()
    play_on_director(edition, table, index, DirectorEvent(play.declarer))


@BOOK.fact(IrregularityCode.DUMMY_DREW_ATTENTION)
def fact_dummy_drew_attention(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    ruling.facts[event.fact] = event.value
    ruling.question = None
    table.open_ruling(None)
    target = ruling.irregularity.facts_as(AttentionFacts).target
    play = table.play
    assert target is not None and play is not None and target.offender is not None
    if not event.value:
        table.move_to(Status.PLAY if table.pending is None else Status.AWAITING_DIRECTOR)
        _rule_for(edition, table, len(table.record) - 1, target)
        return
    # 43B3: no rectification; play goes on as if nothing had happened
    ruling.laws = ("43A1b", "43B3")
    ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, target.offender, ("43B3",)))
    ruling.effects.append(
        Effect(EffectKind.SPLIT_SCORE_POSSIBLE, target.offender, ("43B3", "12B1"))
    )
    target.facts.no_rectification = True
    if isinstance(target.facts, RevokeFacts):
        target.facts.no_transfer = "43B3"
    table.move_to(Status.PLAY)
    facts = target.facts
    card = facts.card if isinstance(facts, CardFacts) else None
    if table.pending is target:
        table.hold(None)
        target.accepted = True
        if target.code in _LEADS or target.code == IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD:
            edition.put_card(table, target.offender, card)
        elif target.code == IrregularityCode.PREMATURE_PLAY and isinstance(card, Card):
            play.queued.append((target.offender, card, target.event))
    if isinstance(card, Card):
        table.keep_obligations(
            [
                o
                for o in table.obligations
                if not (o.type == ObligationType.PENALTY_CARD and o.card is card)
            ]
        )


@BOOK.fact(IrregularityCode.REVOKE)
def fact_revoke(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """43B2b: dummy, having breached 43A2, asked about declarer's revoke:
    corrected, and Law 64 applies as if it were established."""
    ruling.facts[event.fact] = event.value
    ruling.question = None
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    irregularity = ruling.irregularity
    # one ruling: dummy might ask (42B1), the revoke is then corrected under 62
    # (and, 43B2b, transferred under 64 as if established)
    ruling.laws = ("42B1", "43B2b", "62") if event.value else ("42B1", "62")
    ruling.reasoning.append(
        Message(
            "Dummy had breached 43A2 before asking: declarer replaces the revoke card and "
            "after the play Law 64 applies as if the revoke were established (43B2b)."
        )
        if event.value
        else Message(
            "Dummy may ask declarer whether he has no card of the suit led (42B1): the "
            "revoke is corrected as any revoke not yet established (62)."
        )
    )
    _correct_revoke(edition, table, irregularity, ruling)
    if event.value:
        irregularity.facts_as(RevokeFacts).as_established = True
        irregularity.laws = (*irregularity.laws, "43B2b")
        ruling.effects.append(
            Effect(EffectKind.TRICKS_TRANSFERRED_AFTER_PLAY, None, ("43B2b", "64"))
        )
    edition.ask_now(table, ruling)


# -- 61B: who may ask a player whether he revoked ------------------------------------


def _open_revoke(table: Table, seat: Seat) -> Irregularity | None:
    """``seat``'s last revoke that is neither established, corrected nor ruled."""
    return next(
        (
            i
            for i in reversed(table.irregularities)
            if i.code == IrregularityCode.REVOKE
            and i.offender is seat
            and isinstance(i.facts, RevokeFacts)
            and not i.facts.established
            and not i.facts.corrected
            and not i.facts.ruled
        ),
        None,
    )


def on_revoke_question(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """61B: ``{"fact": "revoke_question", "value": "E", "by": "S"}``: ``by``
    asked ``value`` whether he has a card of the suit led. Declarer may ask a
    defender (61B1), dummy declarer (61B2a; with 43B2b when declarer's revoke
    is open), the defenders declarer and each other (61B3; 2007: unless the
    regulating authority forbids it): the question changes nothing by itself.
    Dummy may not ask a defender (61B2b): a ruling with 16B, and a revoke the
    question brought to light is ruled as usual (62)."""
    play = table.play
    if play is None or table.status is Status.AUCTION:
        raise found_revoke.FactError(
            index, "a player can be asked whether he revoked only during the play (61B)"
        )
    details = event.details or {}
    if details.get("by") is None:
        raise found_revoke.FactError(
            index, 'the question about a revoke needs "by": the seat of the player who asked'
        )
    asker, asked = _seat_of(details["by"]), _seat_of(event.value)
    for seat, value in ((asker, details["by"]), (asked, event.value)):
        if seat is None:
            raise found_revoke.FactError(
                index, "{value} is not a seat (N, E, S, W)", value=shown(value)
            )
    assert asker is not None and asked is not None
    if asker is asked:
        raise found_revoke.FactError(
            index, "{seat} cannot ask himself whether he revoked (61B)", seat=_name(asker)
        )
    declarer, dummy = play.declarer, play.dummy
    names = {"asker": _name(asker), "asked": _name(asked)}
    if found_revoke.play_over(table):
        table.note_without_effect(
            index,
            asker,
            Message(
                "The play is over: asking whether a player revoked changes nothing; the "
                "director rules on a revoke from what he establishes (64, 66D)."
            ),
        )
        return
    if asker is dummy and asked.side is not declarer.side:
        _dummy_asks_defender(edition, table, index, asked)
        return
    if asker is dummy:
        target = _open_revoke(table, declarer)
        if target is not None and table.active is None and table.pending is None:
            _dummy_asks_declarer(edition, table, target)
            return
        reason = Message(
            "Dummy may ask declarer whether he has a card of the suit led (61B2a): the "
            "question changes nothing."
        )
    elif asked is dummy:
        reason = Message(
            "Dummy's cards lie face up and declarer plays them: asking dummy whether he "
            "revoked changes nothing (61B)."
        )
    elif asker is declarer:
        reason = Message(
            "Declarer may ask a defender who did not follow suit whether he has a card of "
            "the suit led (61B1): the question changes nothing; a revoke not yet established "
            "is corrected (62A)."
        )
    else:
        reason = Message(edition.DEFENDERS_ASK_TEXT, names)
    table.note_without_effect(index, asker, reason)


def _dummy_asks_defender(edition: Edition, table: Table, index: int, asked: Seat) -> None:
    """61B2b: dummy may not ask a defender; what the question tells declarer
    is extraneous information from partner (16B1a), and the director adjusts
    the score if declarer's side gained by it (16B3). A revoke of the
    defender's that is still open is ruled at once: the director is there."""
    play = table.play
    assert play is not None
    dummy = play.dummy
    names = {"dummy": _name(dummy), "asked": _name(asked), "declarer": _name(play.declarer)}
    laws = ("61B2b", "16B")
    irregularity = Irregularity(
        IrregularityCode.DUMMY_ASKED_DEFENDER,
        laws,
        index,
        dummy,
        f"{_name(dummy)}, dummy, asked {_name(asked)} whether he revoked",
    )
    table.note_irregularity(irregularity)
    ruling = Ruling(irregularity, laws)
    last = len(table.rulings) - 1
    # a choice or question under way stays the last ruling (spec §2)
    under_way = last >= 0 and table.active is not None and table.rulings[last] is table.active
    table.add_ruling(ruling, at=last if under_way else None)
    ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, dummy, ("16B3", "12C1")))
    ruling.reasoning.append(
        Message(
            "{dummy}, dummy, may not ask a defender whether he has a card of the suit led "
            "(61B2b). What the question tells {declarer} is unauthorized information for "
            "him: he may not choose a play it suggests over a logical alternative (16B1a), "
            "and the director adjusts the score if declarer's side gained by it (16B3).",
            names,
        )
    )
    target = _open_revoke(table, asked)
    if target is not None and table.active is None and table.pending is None:
        ruling.reasoning.append(
            Message(
                "{asked}'s revoke is not established: it is corrected as any revoke (62A).",
                names,
            )
        )
        _rule_for(edition, table, index, target)


def _dummy_asks_declarer(edition: Edition, table: Table, target: Irregularity) -> None:
    """42B1, 61B2a: dummy asks declarer about his open revoke: it is corrected
    (62), with 43B2b's question whether dummy had breached 43A2 first."""
    play = table.play
    assert play is not None
    target.facts.ruled = True
    ruling = Ruling(target, ("42B1", "43B2b"))
    ruling.question = Question(
        "dummy_breached_43a2",
        ("43B2b",),
        Message(
            "Had {dummy} breached 43A2 (exchanged hands, left his seat to watch "
            "declarer, looked at a defender's cards) before asking about the revoke?",
            {"dummy": _name(play.dummy), "declarer": _name(play.declarer)},
        ),
    )
    table.add_ruling(ruling)
    edition.ask_now(table, ruling)


@BOOK.play_fact("dummy_warned_lead")
def play_fact_dummy_warned_lead(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """43B2a: dummy, having breached 43A2, warned declarer against leading
    from the wrong hand: either defender names the hand to lead from."""
    play = table.play
    assert play is not None
    if not event.value or play.current or play.next_seat.side is not play.declarer.side:
        return
    chooser = _seat_of(event.details.get("chooser")) or play.declarer.lho
    if chooser.side is play.declarer.side:
        chooser = play.declarer.lho
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DUMMY_WARNED_LEAD,
        ("43B2a",),
        play.dummy,
        f"{_name(play.dummy)} warned declarer about the hand to lead from",
    )
    ruling.chooser = chooser
    ruling.choosers = (chooser, chooser.partner)
    ruling.options = _lead_from_options(play, chooser)
    ruling.reasoning.append(
        Message(
            "Either defender may name the hand declarer leads from (43B2a).",
            {},
        )
    )
    edition.ask_now(table, ruling)


def _lead_from_options(play: Play, chooser: Seat) -> list[Option]:
    """43B2a: the defender's choice of the hand declarer leads from."""
    out: list[Option] = []
    for seat in (play.declarer, play.dummy):
        params = {"chooser": _name(chooser), "hand": _name(seat)}
        out.append(
            Option(
                f"lead_from:{seat.letter}",
                ("43B2a",),
                Message("{chooser} requires the lead from {hand}'s hand.", params),
                (Effect(EffectKind.LEAD_FROM, seat, ("43B2a",)),),
            )
        )
    return out


def either_defender_chooses(table: Table, event: ChoiceEvent) -> None:
    """43B2a: either defender may name the hand declarer leads from; 46B5:
    either defender may name dummy's card. The defender who chooses first is
    the chooser (the other's choice is not without effect)."""
    ruling = table.active
    play = table.play
    if (
        ruling is None
        or play is None
        or ruling.chosen is not None
        or event.by.side is play.declarer.side
        or event.by is ruling.chooser
    ):
        return
    if ruling.irregularity.code == IrregularityCode.DUMMY_WARNED_LEAD:
        ruling.chooser = event.by
        ruling.options = _lead_from_options(play, event.by)
    elif ruling.irregularity.code == IrregularityCode.INCOMPLETE_DESIGNATION and (
        ruling.laws == ("46B5",)
    ):
        cards = [Card.parse(o.code.split(":", 1)[1]) for o in ruling.options]
        ruling.chooser = event.by
        ruling.options = _dummy_card_options(cards, "46B5", event.by, play.dummy)


@BOOK.choice(IrregularityCode.DUMMY_WARNED_LEAD)
def choose_dummy_warned_lead(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    play = _play_on(table, ruling, option)
    seat = Seat.parse(option.code.split(":", 1)[1])
    play.next_seat = play.leader = seat


# -- 45C4(b), 47C, 47D: a designation changed --------------------------------------


def irregular_card(
    edition: Edition, table: Table, index: int, event: CardEvent, violation: Violation
) -> bool:
    play = table.play
    assert play is not None
    seat = event.by
    if violation.code == IrregularityCode.EXPOSED_CARD and violation.law in ("45E1", "45E2"):
        first = _changeable(edition, table, seat)
        if first is not None:
            changed = edition.flag(
                table,
                index,
                IrregularityCode.CHANGE_OF_DESIGNATION,
                "45C4b",
                seat,
                f"{_name(seat)} changed {first} to {event.card}",
                facts=DesignationFacts(card=event.card, first=first),
            )
            if seat is play.dummy:
                # declarer names dummy's cards: the change is his; the card
                # still moves in dummy's hand (the offender's)
                changed.answerable = play.declarer
            return True
    return play_irregular_card(edition, table, index, event, violation)


def _changeable(edition: Edition, table: Table, seat: Seat) -> Card | None:
    """The card whose designation ``seat``'s second card may change (45C4b):
    2017 dummy's, until declarer plays from either hand; 2007 any player's
    card he named (not one he faced: 47F2), until his partner plays."""
    play = table.play
    assert play is not None
    if not edition.ANY_PLAYER_DESIGNATION and seat is not play.dummy:
        return None
    cards = play.current
    pos = next((i for i, (s, _) in enumerate(cards) if s is seat), None)
    if pos is None:
        return None
    closing = {seat.partner} if edition.ANY_PLAYER_DESIGNATION else {play.declarer, play.dummy}
    if any(s in closing for s, _ in cards[pos + 1 :]):
        return None
    return cards[pos][1] if designated(table, seat, cards[pos][1]) else None


@BOOK.ruling(IrregularityCode.CHANGE_OF_DESIGNATION)
def rule_change_of_designation(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Ruling:
    card = irregularity.facts_as(CardFacts).known_card
    first = irregularity.facts_as(DesignationFacts).first
    assert first is not None
    offender = irregularity.offender
    assert offender is not None
    ruling = Ruling(irregularity, ("45C4b",))
    names = {"card": card.name, "first": first.name, "offender": _name(offender)}
    question = Question(
        "unintended",
        ("45C4b",),
        Message(
            "Was {first} designated by a slip of the tongue (not a loss of concentration "
            "or a change of mind), so that {card} replaces it?",
            names,
        ),
    )
    facts = irregularity.facts.answers
    if "unintended" in facts:
        ruling.question = question
        _apply_designation(edition, table, ruling, bool(facts["unintended"]))
        return ruling
    ruling.question = question
    return ruling


@BOOK.fact(IrregularityCode.CHANGE_OF_DESIGNATION)
def fact_change_of_designation(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    table.open_ruling(None)
    _apply_designation(edition, table, ruling, bool(event.value))
    if ruling.options:
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_CHOICE)


def _apply_designation(edition: Edition, table: Table, ruling: Ruling, unintended: bool) -> None:
    play = table.play
    irregularity = ruling.irregularity
    offender = irregularity.offender
    assert play is not None and offender is not None
    ruling.facts["unintended"] = unintended
    ruling.question = None
    table.hold(None)
    table.move_to(Status.PLAY)
    card = irregularity.facts_as(CardFacts).known_card
    first = irregularity.facts_as(DesignationFacts).first
    assert first is not None
    if not unintended:
        # 45C4a: the first card stands; the second is a fifth card (45E)
        law = "45E2" if offender.side is play.declarer.side else "45E1"
        ruling.laws = ("45C4a", law)
        if offender.side is not play.declarer.side and not any(
            s is offender.partner for s, _ in play.current
        ):
            # before his partner played: a lead to the next trick (57A) or
            # one card too many in this one (67A2, 45E1); the director says
            ruling.laws = ("45C4a",)
            premature = Irregularity(
                IrregularityCode.PREMATURE_PLAY,
                ("57A",),
                irregularity.event,
                offender,
                f"{_name(offender)} played a second card before his partner played",
                facts=CardFacts(card=card),
            )
            premature.facts.answers.update(
                {k: v for k, v in irregularity.facts.answers.items() if k in ("led", "deliberate")}
            )
            table.note_irregularity(premature)
            table.hold(premature)
            second = play_rule_premature_play(edition, table, premature)
            for fact, value in premature.facts.answers.items():
                second.facts.setdefault(fact, value)
            table.add_ruling(second)
            edition.ask_now(table, second)
            return
        exposed = _exposed(
            edition, table, irregularity.event, offender, card, ("67A2", law), f"played {card}"
        )
        if exposed.facts_as(CardFacts).penalty == "minor":
            # the director is at the table: a low card is minor unless it was
            # played deliberately (50B), asked now as for any exposed card
            exposed.facts.ruled = True
            exposure = edition.rule_exposure(table, exposed)
            table.add_ruling(exposure)
            edition.ask_now(table, exposure)
        return
    ruling.laws = ("45C4b", "47C")
    pos = next((i for i, (s, c) in enumerate(play.current) if s is offender and c is first), None)
    after: list[tuple[Seat, Card]] = []
    if pos is None:
        # the designated card was set aside by another correction (a revoke
        # put right in this trick, 62C1) and waits for its turn: the card
        # meant takes its place there
        play.queued = [
            (s, card if s is offender and c is first else c, i) for s, c, i in play.queued
        ]
    else:
        after = list(play.current[pos + 1 :])
        while len(play.current) > pos:
            play.pop()
    ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, offender, ("47C",), card=first.name))
    if pos is not None:
        edition.put_card(table, offender, card)
    ruling.effects.append(Effect(EffectKind.CARD_STANDS, offender, ("45C4b",), card=card.name))
    if not after:
        return
    irregularity.later_cards = after
    chooser = after[0][0]
    params = {"chooser": _name(chooser), "card": after[0][1].name}
    ruling.chooser = chooser
    ruling.options = [
        Option(
            "keep",
            ("47D",),
            Message("{chooser}'s {card} stands.", params),
        ),
        Option(
            "withdraw",
            ("47D", f"{edition.WITHDRAWN_INFO_LAW}1"),
            Message(
                "{chooser} takes {card} back and plays another card, without "
                "rectification (information from it is unauthorised for declarer's side).",
                params,
            ),
            (Effect(EffectKind.CARD_WITHDRAWN, chooser, ("47D",), card=after[0][1].name),),
        ),
    ]


@BOOK.choice(IrregularityCode.CHANGE_OF_DESIGNATION)
def choose_change_of_designation(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    _play_on(table, ruling, option)
    if option.code == "keep":
        for seat, card in ruling.irregularity.later_cards:
            edition.put_card(table, seat, card)


# -- 45D: dummy places a card declarer did not name ----------------------------------


@BOOK.play_fact("not_designated")
def play_fact_not_designated(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """45D: dummy played ``value`` without declarer naming it. Before both
    sides have played to the next trick it goes back (45D1), the defenders
    may take back what they played after it; later, play goes on (45D2)."""
    play = table.play
    assert play is not None
    card = _card_of(event.value)
    if card is None:
        raise found_revoke.FactError(index, "{value} is not a card", value=shown(event.value))
    if any(s is play.dummy and c is card for s, c, _ in play.queued):
        _dummy_card_before_its_turn(edition, table, index, card)
        return
    played = play.cards_played()
    pos = next((i for i, (s, c) in enumerate(played) if s is play.dummy and c is card), None)
    if pos is None:
        raise found_revoke.FactError(
            index,
            "{card} is not a card {dummy} has played: Law 45D puts back only a card of dummy "
            "that declarer did not name",
            card=card,
            dummy=_name(play.dummy),
        )
    trick_start = pos - pos % 4
    next_trick = played[trick_start + 4 :]
    late = len({s.side for s, _ in next_trick}) == 2
    dummy = play.dummy
    names = {"card": card.name, "dummy": _name(dummy)}
    ruling = _misplaced(edition, table, index, card, "45D2" if late else "45D1")
    if late:
        ruling.effects.append(Effect(EffectKind.CARD_STANDS, dummy, ("45D2",), card=card.name))
        if pos % 4 == 0:
            ruling.reasoning.append(
                Message(
                    "{card} led the trick: failing to follow to it may be a revoke "
                    "(64A, 64B7, 64C).",
                    names,
                )
            )
        return
    if table.status is Status.COMPLETE:
        table.move_to(Status.PLAY)
    while len(play.cards_played()) > pos:
        play.pop()
    after = played[pos + 1 : trick_start + 4]
    ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, dummy, ("45D1",), card=card.name))
    defenders = [(s, c) for s, c in after if s.side is not dummy.side]
    ruling.irregularity.later_cards = after
    if defenders:
        chooser = defenders[0][0]
        params = {**names, "chooser": _name(chooser)}
        ruling.chooser = chooser
        ruling.options = [
            Option("keep", ("45D1",), Message("The cards played after {card} stand.", params)),
            Option(
                "withdraw",
                ("45D1", table.edition.WITHDRAWN_INFO_LAW),
                Message(
                    "The defenders take back the cards they played after {card}; declarer "
                    "may then take back his own.",
                    params,
                ),
                (Effect(EffectKind.CARDS_WITHDRAWN, chooser, ("45D1",)),),
            ),
        ]
        edition.ask_now(table, ruling)


def _misplaced(edition: Edition, table: Table, index: int, card: Card, law: str) -> Ruling:
    """The director's ruling on dummy's ``card`` that declarer did not name (45D)."""
    play = table.play
    assert play is not None
    return edition.found_ruling(
        table,
        index,
        IrregularityCode.DUMMY_MISPLACED_CARD,
        (law,),
        play.dummy,
        f"{_name(play.dummy)} played {card} without declarer naming it",
        facts=CardFacts(card=card),
    )


def _dummy_card_before_its_turn(edition: Edition, table: Table, index: int, card: Card) -> None:
    """45D with 57C: dummy put ``card`` down before his turn without declarer
    naming it (recorded as a card waiting for its turn). A card of dummy is
    played only once declarer names it (57C1), so it goes back (45D1) and
    declarer names dummy's card at his turn; a defender who played before
    his partner after it is not rectified (57C2; 2007 57C1): a ruling that
    cited declarer's play from both hands for him now cites dummy."""
    play = table.play
    assert play is not None
    dummy = play.dummy
    at = next(i for i, (s, c, _) in enumerate(play.queued) if s is dummy and c is card)
    _, _, placed = play.queued.pop(at)
    ruling = _misplaced(edition, table, index, card, "45D1")
    ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, dummy, ("45D1",), card=card.name))
    ruling.reasoning.append(
        Message(
            "{dummy} put {card} down before his turn without declarer naming it: it is not "
            "played (57C1) and goes back; declarer names dummy's card when it is dummy's turn "
            "(45D1).",
            {"dummy": _name(dummy), "card": card.name},
        )
    )
    law = edition.DUMMY_FIRST_LAW
    for earlier in table.rulings:
        found = earlier.irregularity
        if (
            found.code == IrregularityCode.PREMATURE_PLAY
            and earlier.laws == ("57C1",)
            and found.offender is not None
            and found.offender.side is not dummy.side
            and found.event > placed
            and any(s is found.offender for s, _, _ in play.queued)
        ):
            earlier.laws = found.laws = (law,)
            earlier.effects = [dataclasses.replace(e, laws=(law,)) for e in earlier.effects]
            earlier.reasoning = [dummy_first_reason(found.offender, law)]


@BOOK.choice(IrregularityCode.DUMMY_MISPLACED_CARD)
def choose_dummy_misplaced_card(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    table.move_to(Status.PLAY)
    ruling.effects.extend(option.effects)
    play = table.play
    assert play is not None
    if option.code == "keep":
        later = ruling.irregularity.later_cards
        play.queued = [(s, c, ruling.irregularity.event) for s, c in later]


# -- 45F: dummy indicates a card ------------------------------------------------------


@BOOK.play_fact("dummy_suggested")
def play_fact_dummy_suggested(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """45F: dummy touched or indicated a card without declarer's instruction
    (``true``, or the card he indicated). The director is told the facts,
    play goes on unchanged, and at the end of play he awards an adjusted
    score if dummy suggested a play and the defenders were damaged by it.
    (While a defender's premature play waits for its ruling, the same fact
    is 57C2's instead.)"""
    play = table.play
    assert play is not None
    if not event.value or table.status is not Status.PLAY:
        return
    dummy = play.dummy
    card = _card_of(event.value) if isinstance(event.value, str) else None
    if (
        card is not None
        and card.index not in play.hands[dummy]
        and card.index not in (play.hands[play.declarer])
    ):
        card = None  # not a card of declarer's side: the suggestion is noted without it
    names = {"dummy": _name(dummy), "card": card.name if card is not None else ""}
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DUMMY_SUGGESTED_PLAY,
        ("45F",),
        dummy,
        f"{_name(dummy)} suggested a play",
        facts=SuggestionFacts(card=card),
    )
    ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, dummy, ("45F",)))
    ruling.reasoning.append(
        Message(
            "{dummy} indicated {card} without declarer's instruction: play goes on without "
            "change; at the end of play the director adjusts the score if dummy suggested a "
            "play and the defenders were damaged by it (45F)."
            if card is not None
            else "{dummy} touched or indicated a card without declarer's instruction: play "
            "goes on without change; at the end of play the director adjusts the score if "
            "dummy suggested a play and the defenders were damaged by it (45F).",
            names,
        )
    )


# -- 46B: incomplete or invalid designation of dummy's card --------------------------


#: 46B: what declarer's incomplete words designate, by the law that reads them
_DESIGNATION_TEXTS = {
    "46B1a": "{declarer} said high (or words to that effect): dummy plays the highest card of "
    "the suit led, {card} (46B1a).",
    "46B1b": "{declarer} told dummy to win the trick: dummy plays the lowest card of the suit "
    "led known to win it, {card} (46B1b).",
    "46B1c": "{declarer} said low (or words to that effect): dummy plays the lowest card of "
    "the suit led, {card} (46B1c).",
    "46B2": "{declarer} named the suit but not the rank: dummy plays the lowest card of that "
    "suit, {card} (46B2).",
    "46B3a": "{declarer} named the rank but not the suit, leading: dummy plays it in the suit "
    "with which dummy won the previous trick, {card} (46B3a).",
    "46B3b": "{declarer} named the rank but not the suit: dummy plays the one card of that "
    "rank he may legally play, {card} (46B3b).",
}
_DESIGNATION_TEXT = "{declarer}'s designation means {card}."


@BOOK.play_fact("designation")
def play_fact_designation(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """Declarer's words for dummy's card (46B): ``high``, ``low``, ``win``, a
    suit, a rank, a card dummy does not hold, or ``any``."""
    play = table.play
    assert play is not None
    dummy = play.dummy
    if table.status is not Status.PLAY or play.next_seat is not dummy:
        # words for dummy's card when dummy is not to play: refused when
        # given, never dropped in silence
        raise found_revoke.FactError(
            index,
            "declarer's words for dummy's card (46B): {seat} (dummy) is not to play now",
            seat=dummy,
        )
    words = str(event.value).strip().lower()
    legal = play.legal_cards(dummy)
    led = play.current[0][1].suit if play.current else None
    if play.unknown[dummy] and _designation_unseen(edition, table, index, event, words, led):
        return
    card: Card | None = None
    law = "46B"
    chooser: Seat = play.declarer
    choices = legal
    if words in ("high", "hoog", "hoch") and led is not None:
        law = "46B1a"
        card = next((c for c in legal if c.suit is led), None)
    elif words in ("low", "laag", "klein", "niedrig") and led is not None:
        law = "46B1c"
        of_suit = [c for c in legal if c.suit is led]
        card = of_suit[-1] if of_suit else None
    elif words in ("win", "take", "neem", "nimm") and led is not None:
        law = "46B1b"
        card = known_to_win(table, dummy)
    elif words in ("any", "anything", "speel maar iets", "irgendeine"):
        law = "46B5"
        chooser = dummy.lho
    elif len(words) == 1 and words.upper() in "SHDC":
        law = "46B2"
        suit = Suit.parse(words.upper())
        of_suit = [c for c in legal if c.suit is suit]
        card = of_suit[-1] if of_suit else None
        if card is None:
            law = "46B4"
    elif words.upper() in {r.letter for r in Rank} or words == "10":
        rank = Rank.parse("T" if words == "10" else words.upper())
        law = "46B3b"
        last = play.tricks[-1] if play.tricks else None
        if led is None and last is not None and last.winner is dummy and last.cards:
            # 46B3a: the suit of the trick dummy won (unknown for a trick a
            # situation gave without its cards)
            won = last.led_suit
            if any(c.suit is won and c.rank is rank for c in legal):
                law = "46B3a"
                card = next(c for c in legal if c.suit is won and c.rank is rank)
        if card is None:
            ranked = [c for c in legal if c.rank is rank]
            if len(ranked) == 1:
                card = ranked[0]
            elif ranked:
                choices = ranked
            else:
                law = "46B4"
    else:
        try:
            named = Card.parse(words.upper())
        except BridgeError:
            named = None
        if named is not None and named in legal:
            edition.on_card(table, index, CardEvent(dummy, named))
            return
        law = "46B4"
    names = {"words": str(event.value), "declarer": _name(play.declarer)}
    ruling = _designation_ruling(edition, table, index, event, law)
    if card is not None:
        names["card"] = card.name
        ruling.effects.append(Effect(EffectKind.CARD_PLAYED, dummy, (law,), card=card.name))
        # what the words meant, said in the director's language (never the
        # words as typed: "high" is no Dutch)
        ruling.reasoning.append(Message(_DESIGNATION_TEXTS.get(law, _DESIGNATION_TEXT), names))
        edition.on_card(table, index, CardEvent(dummy, card))
        return
    ruling.chooser = chooser
    ruling.options = _dummy_card_options(choices, law, chooser, dummy)
    if law == "46B5":
        # either defender may name it: the first who does is the chooser
        ruling.choosers = (chooser, chooser.partner)
        ruling.reasoning.append(
            Message("Either defender may name the card dummy plays (46B5).", names)
        )
    edition.ask_now(table, ruling)


def _designation_ruling(
    edition: Edition, table: Table, index: int, event: FactEvent, law: str
) -> Ruling:
    """The director's 46B ruling on declarer's words ``event.value``."""
    play = table.play
    assert play is not None
    return edition.found_ruling(
        table,
        index,
        IrregularityCode.INCOMPLETE_DESIGNATION,
        (law,),
        play.declarer,
        f"{_name(play.declarer)} designated dummy's card as {event.value!r}",
        facts=DesignationFacts(words=str(event.value)),
    )


#: 46B with dummy's cards not (wholly) known: what the words designate, said
#: without the card (the director has dummy play it and enters it)
_DESIGNATION_UNSEEN = {
    "46B1a": "{declarer} said high (or words to that effect): dummy plays his highest card of "
    "the suit led (46B1a).",
    "46B1b": "{declarer} told dummy to win the trick: dummy plays his lowest card of the suit "
    "led known to win it (46B1b).",
    "46B1c": "{declarer} said low (or words to that effect): dummy plays his lowest card of the "
    "suit led (46B1c).",
    "46B2": "{declarer} named the suit but not the rank: dummy plays his lowest card of that "
    "suit (46B2).",
    "46B3a": "{declarer} named the rank but not the suit, leading: dummy plays that rank in the "
    "suit with which dummy won the previous trick, if he holds it (46B3a).",
    "46B3b": "{declarer} named the rank but not the suit: dummy plays a card of that rank he may "
    "legally play; with two or more, declarer says which (46B3b).",
}


def _designation_unseen(
    edition: Edition, table: Table, index: int, event: FactEvent, words: str, led: Suit | None
) -> bool:
    """46B when dummy's hand is not wholly known (a situation, spec §6): the
    card the words designate cannot be worked out, so the ruling says what
    they mean and the director enters dummy's card. False when the words are
    no incomplete designation read this way (a card, 'any')."""
    play = table.play
    assert play is not None
    law: str | None = None
    if led is not None and words in ("high", "hoog", "hoch"):
        law = "46B1a"
    elif led is not None and words in ("win", "take", "neem", "nimm"):
        law = "46B1b"
    elif led is not None and words in ("low", "laag", "klein", "niedrig"):
        law = "46B1c"
    elif len(words) == 1 and words.upper() in "SHDC":
        law = "46B2"
    elif words.upper() in {r.letter for r in Rank} or words == "10":
        last = play.tricks[-1] if play.tricks else None
        leading = led is None and last is not None and last.winner is play.dummy
        law = "46B3a" if leading else "46B3b"
    if law is None:
        return False
    names = {"declarer": _name(play.declarer)}
    ruling = _designation_ruling(edition, table, index, event, law)
    ruling.reasoning.append(Message(_DESIGNATION_UNSEEN[law], names))
    ruling.reasoning.append(
        Message("Dummy's cards are not known here: the director enters the card dummy plays.")
    )
    return True


def _dummy_card_options(choices: list[Card], law: str, chooser: Seat, dummy: Seat) -> list[Option]:
    """46B3b, 46B4, 46B5: the cards of dummy ``chooser`` may name."""
    return [
        Option(
            f"card:{card.name}",
            (law,),
            Message(
                "{chooser} names {card}, which dummy plays.",
                {"card": card.name, "chooser": _name(chooser)},
            ),
            (Effect(EffectKind.CARD_PLAYED, dummy, (law,), card=card.name),),
        )
        for card in choices
    ]


@BOOK.choice(IrregularityCode.INCOMPLETE_DESIGNATION)
def choose_incomplete_designation(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    play = _play_on(table, ruling, option)
    card = Card.parse(option.code.split(":", 1)[1])
    edition.on_card(table, len(table.record) - 1, CardEvent(play.dummy, card))


# -- 47E2: a card played after a mistaken explanation ---------------------------------


@BOOK.play_fact("misinformed")
def play_fact_misinformed(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """47E2: ``value`` (a card) was played after a mistaken explanation. It
    goes back without rectification while no one has played after it to
    that trick (an opening lead: until dummy has faced a card); else the
    director may adjust the score (47E2b)."""
    play = table.play
    assert play is not None
    card = _card_of(event.value)
    if card is None or not any(c is card for _, c in play.cards_played()):
        # refused when given: only a card played can have been played after
        # a mistaken explanation
        raise found_revoke.FactError(
            index,
            "a card taken back after a mistaken explanation (47E2): {value} has not been played",
            value=card if card is not None else shown(event.value),
        )
    closed_last = (
        not play.current
        and bool(play.tricks)
        and bool(play.tricks[-1].cards)
        and play.tricks[-1].cards[-1][1] is card
        and table.status is Status.PLAY
    )
    if (not play.current or play.current[-1][1] is not card) and not closed_last:
        late = any(c is card for _, c in play.cards_played())
        if late:
            ruling = edition.found_ruling(
                table,
                index,
                IrregularityCode.MISINFORMATION_PLAY,
                ("47E2b",),
                None,
                f"{card} was played after a mistaken explanation",
                facts=CardFacts(card=card),
            )
            ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("47E2b", "12")))
        return
    # 47E2a: the last card of the trick, the trick just quitted included
    # (no card has followed it to that trick), goes back
    seat = play.tricks[-1].cards[-1][0] if closed_last else play.current[-1][0]
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.MISINFORMATION_PLAY,
        ("47E2a",),
        None,
        f"{_name(seat)} played {card} after a mistaken explanation",
        facts=CardFacts(card=card),
    )
    if not play.tricks and len(play.current) == 1 and not closed_last:
        # 47E2a: an opening lead, no longer once dummy has faced a card
        faced = event.details.get("dummy_faced")
        if faced is None:
            ruling.question = Question(
                "dummy_faced",
                ("47E2a",),
                Message(
                    "Had dummy already faced any of his cards when {card} was to be "
                    "taken back? Then the opening lead stands (47E2b).",
                    {"card": card.name},
                ),
            )
            edition.ask_now(table, ruling)
            return
        _misinformed_lead(table, ruling, bool(faced))
        return
    play.pop()
    ruling.effects.append(
        Effect(
            EffectKind.CARD_WITHDRAWN,
            seat,
            ("47E2a", table.edition.WITHDRAWN_INFO_LAW),
            card=card.name,
        )
    )


@BOOK.fact(IrregularityCode.MISINFORMATION_PLAY)
def fact_misinformation_play(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    ruling.question = None
    table.open_ruling(None)
    table.move_to(Status.PLAY)
    _misinformed_lead(table, ruling, bool(event.value))


def _misinformed_lead(table: Table, ruling: Ruling, dummy_faced: bool) -> None:
    """47E2a: the opening lead goes back only while dummy has faced no card;
    after that it stands and the director may adjust (47E2b)."""
    play = table.play
    assert play is not None
    card = ruling.irregularity.facts_as(CardFacts).known_card
    ruling.facts["dummy_faced"] = dummy_faced
    if dummy_faced:
        ruling.laws = ruling.irregularity.laws = ("47E2a", "47E2b")
        ruling.effects.append(
            Effect(EffectKind.CARD_STANDS, play.current[0][0], ("47E2a",), card=card.name)
        )
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("47E2b", "12")))
        return
    seat, _ = play.pop()
    ruling.effects.append(
        Effect(
            EffectKind.CARD_WITHDRAWN,
            seat,
            ("47E2a", table.edition.WITHDRAWN_INFO_LAW),
            card=card.name,
        )
    )


# -- 67: defective tricks; 58B: two or more cards at once ------------------------------


def _trick_of(table: Table, event: FactEvent) -> int | None:
    """The 0-based trick a fact names with ``"trick"`` (1-based; by default
    the trick being played)."""
    play = table.play
    assert play is not None
    value = event.details.get("trick")
    if value is None:
        number = len(play.tricks) if play.current else len(play.tricks) - 1
        return number if number >= 0 else None  # no card played yet
    try:
        number = int(value) - 1
    except (TypeError, ValueError):
        return None
    last = len(play.tricks) if play.current else len(play.tricks) - 1
    return number if 0 <= number <= last else None


def _both_sides_on(table: Table, number: int) -> bool:
    """Whether a player of each side has played to the trick after ``number``."""
    return len(_sides_on(table, number)) == 2


def _sides_on(table: Table, number: int) -> set[Side]:
    """The sides a player of which has played to the trick after ``number``."""
    play = table.play
    assert play is not None
    if len(play.tricks) > number + 1:
        cards: tuple[tuple[Seat, Card], ...] = play.tricks[number + 1].cards
    elif len(play.tricks) == number + 1:
        cards = tuple(play.current)
    else:
        cards = ()
    return {s.side for s, _ in cards}


@BOOK.play_fact("defective_trick")
def play_fact_defective_trick(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """67: a trick with too few or too many cards, found during or after the
    play. ``value`` ``true`` (or ``"missing"``): ``seat`` did not play to
    ``trick`` (the card recorded for him there never left his hand); a card:
    that card of ``seat`` was found in ``trick`` as well (it is still in his
    hand in the record); ``"misplaced"``: his card of that trick was not among
    the quitted cards (67B3)."""
    play = table.play
    assert play is not None
    seat = _seat_of(event.details.get("seat"))
    number = _trick_of(table, event)
    given = event.details.get("trick")
    if number is None and given is None:
        return  # no card played yet: no trick can be defective
    check_defective(index, event, table)
    assert seat is not None and number is not None
    names: dict[str, object] = {"seat": seat, "trick": str(number + 1)}
    value = event.value
    word = str(value).strip().lower()
    if value is True or word == "missing":
        if number == len(play.tricks):
            # the trick in progress: a card can be missing only once his turn has passed
            if any(s is seat for s, _ in play.current):
                raise found_revoke.FactError(index, _DEFECTIVE_PLAYED_NOW, **names)
            if play.next_seat is not seat:
                raise found_revoke.FactError(index, _DEFECTIVE_NOT_YET, **names)
        _omitted_card(edition, table, index, seat, number)
    elif word == "misplaced":
        _misplaced_card(
            edition, table, index, seat, number, bool(event.details.get("played_again"))
        )
    else:
        card = Card.parse(str(value).upper())
        if not _may_hold(play, seat, card):
            # never said where the card is: the seat may not learn it
            raise found_revoke.FactError(index, _DEFECTIVE_CANNOT_HOLD, card=card, **names)
        faced = event.details.get("faced")
        exposed = bool(event.details.get("exposed"))
        _extra_cards(edition, table, index, seat, number, [card], faced, exposed, ())


def _omitted_card(edition: Edition, table: Table, index: int, seat: Seat, number: int) -> None:
    """67A1: noticed before a player of each side played to the next trick,
    the offender adds a card he may legally play; 67B1: later, he puts a
    card of the suit led (any card if he has none) among his played cards,
    the trick keeps its winner, and he is deemed to have revoked: one trick
    is transferred as in 64A2."""
    play = table.play
    assert play is not None
    names = {"offender": _name(seat), "trick": str(number + 1)}
    if number == len(play.tricks):
        if any(s is seat for s, _ in play.current) or play.next_seat is not seat:
            return
        ruling = edition.found_ruling(
            table,
            index,
            IrregularityCode.DEFECTIVE_TRICK,
            ("67A1",),
            seat,
            f"{_name(seat)} has not played to trick {number + 1}",
            facts=TrickFacts(trick=number),
        )
        ruling.effects.append(Effect(EffectKind.CARD_ADDED, seat, ("67A1",)))
        ruling.reasoning.append(
            Message("{offender} adds a card he may legally play to trick {trick}.", names)
        )
        return
    trick = play.tricks[number]
    recorded = trick.card_of(seat)
    if recorded is None and not trick.seen:
        _omitted_unseen(edition, table, index, seat, number)
        return
    if recorded is None:
        return
    late = _both_sides_on(table, number)
    hand = sorted([*play.hand(seat), recorded], key=lambda c: c.index, reverse=True)
    of_suit = [c for c in hand if c.suit is trick.led_suit]
    law = ("67B1a" if of_suit else "67B1b") if late else "67A1"
    ruling = _omission_ruling(edition, table, index, seat, number, law, late)
    choices = of_suit or hand
    ruling.chooser = seat
    for card in choices:
        params = {**names, "card": card.name}
        text = (
            Message("{offender} puts {card} among his played cards in trick {trick}.", params)
            if late
            else Message("{offender} adds {card} to trick {trick}.", params)
        )
        ruling.options.append(
            Option(
                f"card:{card.name}",
                (law,),
                text,
                (Effect(EffectKind.CARD_ADDED, seat, (law,), card=card.name),),
            )
        )
    if late:
        ruling.reasoning.append(
            Message(
                "Both sides have played to the next trick: the card cannot win trick "
                "{trick} and {offender} is deemed to have revoked in it: after the play one "
                "trick is transferred as in 64A2, unless Law 64B leaves it.",
                names,
            )
        )
    if len(ruling.options) == 1:
        option = ruling.options[0]
        ruling.chosen = option.code
        choose_defective_trick(edition, table, ruling, option)
        return
    edition.ask_now(table, ruling)


def check_defective(index: int, event: FactEvent, table: Table | None = None) -> None:
    """A defective trick finding must name a seat, a trick number and what
    was wrong (true or "missing", a card, "misplaced"); otherwise it is
    refused saying in words which player, which trick and what is wrong,
    never naming the record's fields (also while another ruling waits).
    With ``table``, a trick not played yet is refused too."""
    given_seat = event.details.get("seat")
    seat = _seat_of(given_seat)
    if seat is None:
        if given_seat is None:
            raise found_revoke.FactError(index, _DEFECTIVE_NO_SEAT)
        raise found_revoke.FactError(index, _DEFECTIVE_BAD_SEAT, value=shown(given_seat))
    given = event.details.get("trick")
    if given is not None and (
        not isinstance(given, int) or isinstance(given, bool) or not 1 <= given <= 13
    ):
        raise found_revoke.FactError(index, _DEFECTIVE_BAD_TRICK, value=shown(given))
    play = table.play if table is not None else None
    if play is not None and given is not None:
        last = len(play.tricks) + (1 if play.current else 0)
        if given > last:
            raise found_revoke.FactError(
                index,
                _DEFECTIVE_NOT_PLAYED,
                seat=seat,
                trick=str(given),
                last=str(last),
            )
    value = event.value
    word = str(value).strip().lower()
    if value is True or word in ("missing", "misplaced") or _card_of(word.upper()) is not None:
        return
    if given is None:
        raise found_revoke.FactError(index, _DEFECTIVE_BAD_VALUE, seat=seat, value=shown(value))
    raise found_revoke.FactError(
        index, _DEFECTIVE_BAD_VALUE_IN, seat=seat, trick=str(given), value=shown(value)
    )


# what is wrong with a defective trick finding (67), in the director's words
_DEFECTIVE_NO_SEAT = (
    "A defective trick (67) must name the player whose card was wrong: North, East, South or West."
)
_DEFECTIVE_BAD_SEAT = "A defective trick (67): {value} is not a player (N, E, S or W)."
_DEFECTIVE_BAD_TRICK = "A defective trick (67): {value} is not a trick number from 1 to 13."
_DEFECTIVE_NOT_PLAYED = (
    "{seat}'s card in trick {trick}: that trick has not been played yet (only tricks 1 to "
    "{last} so far), so it cannot be defective (67)."
)
_DEFECTIVE_BAD_VALUE = (
    "{seat}'s card in the defective trick (67): say that he did not play to it, which card of "
    "his lay in it as well, or that his card was missing from the quitted cards; {value} is "
    "none of these."
)
_DEFECTIVE_BAD_VALUE_IN = (
    "{seat}'s card in trick {trick} (67): say that he did not play to it, which card of his "
    "lay in it as well, or that his card was missing from the quitted cards; {value} is none "
    "of these."
)
_DEFECTIVE_CANNOT_HOLD = (
    "{seat}'s card in trick {trick} (67): {card} cannot have lain in that trick as well, "
    "since {seat} cannot hold it."
)
_DEFECTIVE_NOT_YET = (
    "{seat}'s card in trick {trick} (67): that trick is still being played and it is not "
    "{seat}'s turn, so his card cannot be missing from it."
)
_DEFECTIVE_PLAYED_NOW = (
    "{seat}'s card in trick {trick} (67): he has played to the trick in progress, so his card "
    "is not missing from it."
)


def _omission_ruling(
    edition: Edition, table: Table, index: int, seat: Seat, number: int, law: str, late: bool
) -> Ruling:
    """The director's ruling on ``seat``'s card missing from trick ``number``."""
    return edition.found_ruling(
        table,
        index,
        IrregularityCode.DEFECTIVE_TRICK,
        (law,),
        seat,
        f"{_name(seat)} did not play to trick {number + 1}",
        facts=TrickFacts(trick=number, late=late),
    )


def _omitted_unseen(edition: Edition, table: Table, index: int, seat: Seat, number: int) -> None:
    """67 for a quitted trick the table does not show (the hands unknown):
    the players put it right as the director tells them. Before a player of
    each side played to the next trick (67A1) the offender adds a card he may
    legally play. Later (67B1) he places a card among his played cards of
    that trick (of the suit led if he has one), it cannot win the trick, and
    he is deemed to have revoked in it: one trick is transferred as in 64A2
    (unless 64B leaves it), worked out from the facts Law 64 needs, which
    are asked as for a revoke the director found."""
    play = table.play
    assert play is not None
    names = {"offender": _name(seat), "trick": str(number + 1)}
    # the next trick quitted (every player played to it), or both sides in it
    late = number + 1 < len(play.tricks) or _both_sides_on(table, number)
    law = "67B1" if late else "67A1"
    ruling = _omission_ruling(edition, table, index, seat, number, law, late)
    if not late:
        ruling.effects.append(Effect(EffectKind.CARD_ADDED, seat, ("67A1",)))
        ruling.reasoning.append(
            Message(
                "The table does not show trick {trick}: {offender} adds to it a card he may "
                "legally play; the trick goes to the highest card, as always (67A1).",
                names,
            )
        )
        # the added card may win the trick: who won it decides who leads next
        ruling.question = Question(
            found_revoke.REWON,
            ("67A1",),
            Message("Who won trick {trick} once {offender} added his card?", names),
            SEAT,
        )
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_FACT)
        return
    ruling.effects.append(Effect(EffectKind.CARD_ADDED, seat, ("67B1",)))
    ruling.reasoning.append(
        Message(
            "The table does not show trick {trick}: {offender} faces a card and places it "
            "among his played cards of that trick, a card of the suit led if he has one, any "
            "card if not; it cannot win the trick (67B1).",
            names,
        )
    )
    ruling.reasoning.append(
        Message(
            "{offender} is deemed to have revoked in trick {trick}: after the play one trick "
            "is transferred as in 64A2, unless Law 64B leaves it.",
            names,
        )
    )
    found_revoke.deemed_revoke(edition, table, index, seat, number)


@BOOK.fact(IrregularityCode.DEFECTIVE_TRICK)
def fact_defective_trick(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """67A1 in a quitted trick the table does not show: who won it once the
    offender added his card. Its winner leads to the next trick (44G); when
    the lead changes hands, a card already led to it goes back to the hand
    without penalty (it was led by the wrong player only because the trick
    was defective)."""
    play = table.play
    seat = ruling.irregularity.offender
    assert play is not None and seat is not None
    value = event.value
    try:
        winner = Seat.parse(str(value))
    except BridgeError:
        raise InputError("{value} is not a seat (N, E, S, W)", value=shown(value)) from None
    defective_trick_won_by(edition, table, ruling, winner)


def defective_trick_won_by(edition: Edition, table: Table, ruling: Ruling, winner: Seat) -> None:
    """67A1: ``winner`` won the unseen trick the offender added his card to
    (given as a fact, or shown by his lead to the next trick, 44G)."""
    play = table.play
    assert play is not None
    number = ruling.irregularity.facts_as(TrickFacts).trick
    before = play.current[0][0] if play.current else play.leader
    ruling.question = None
    ruling.facts[found_revoke.REWON] = winner.letter
    table.open_ruling(None)
    found_revoke.rewin_unseen(play, number, winner)
    names = {"winner": _name(winner), "trick": str(number + 1), "next": str(number + 2)}
    if play.is_complete:
        ruling.reasoning.append(Message("{winner} won trick {trick} (67A1).", names))
        edition.end_play(table)
        return
    ruling.reasoning.append(
        Message(
            "{winner} won trick {trick}; the lead to trick {next} comes from his hand (44G).",
            names,
        )
    )
    if winner is not before:
        ruling.effects.append(Effect(EffectKind.TRICK_WINNER_CHANGED, winner, ("67A1",)))
        while play.current:
            s, c = play.pop()
            ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, s, ("67A1",), card=c.name))
    play.leader = play.next_seat = winner
    table.move_to(Status.PLAY)


@BOOK.choice(IrregularityCode.DEFECTIVE_TRICK)
def choose_defective_trick(edition: Edition, table: Table, ruling: Ruling, option: Option) -> None:
    irregularity = ruling.irregularity
    seat = irregularity.offender
    assert seat is not None
    play = _play_on(table, ruling, option)
    if play.is_complete:
        table.move_to(Status.COMPLETE)
    card = Card.parse(option.code.split(":", 1)[1])
    facts = irregularity.facts_as(TrickFacts)
    number = facts.trick
    # a penalty card put into the trick is played: it is no longer on the table
    for o in penalty_cards(table, seat):
        if o.card is card:
            table.discharge(o)
    if facts.late:
        play.replace_card(number, seat, card)
        facts.transfer = True
        ruling.effects.append(
            Effect(EffectKind.TRICKS_TRANSFERRED_AFTER_PLAY, None, (*ruling.laws, "64A2"))
        )
        # a deemed revoke is a revoke: 64C may still restore equity
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("64C",)))
        if play.is_complete:
            edition.end_play(table)
        return
    # 67A1: the trick is completed now and won by its best card; a lead
    # already made to the next trick waits, and goes back if the lead changed
    before = play.tricks[number].winner
    taken: list[tuple[Seat, Card]] = []
    while play.current:
        taken.insert(0, play.pop())
    play.replace_card(number, seat, card, rewin=True)
    winner = play.tricks[number].winner
    if not play.is_complete:
        play.leader = play.next_seat = winner
    elif table.status is Status.COMPLETE:
        edition.end_play(table)
    if winner is before:
        for s, c in taken:
            edition.put_card(table, s, c)
        return
    ruling.effects.append(Effect(EffectKind.TRICK_WINNER_CHANGED, winner, ("67A1",)))
    for s, c in taken:
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, s, ("67A1",), card=c.name))


def _extra_cards(
    edition: Edition,
    table: Table,
    index: int,
    seat: Seat,
    number: int,
    extras: list[Card],
    faced: Any,
    exposed: bool,
    laws: tuple[str, ...],
) -> Ruling | None:
    """Too many cards in a trick: before a player of each side played to the
    next trick the extra cards are fifth cards (67A2, 45E: a defender's a
    penalty card); later (67B2) they go back to the hand, the card faced in
    the trick staying (if unknown, the highest he could legally have played),
    the trick keeping its winner; a card taken back counts as held all
    along, so not playing it to an earlier trick may be a revoke, and an
    extra card a defender had shown becomes a penalty card."""
    play = table.play
    assert play is not None
    extras = [c for c in extras if _may_hold(play, seat, c)]
    if not extras or number >= len(play.tricks):
        return None
    trick = play.tricks[number]
    recorded = trick.card_of(seat)
    unseen = recorded is None and not trick.seen
    if recorded is None and not unseen:
        return None
    defender = seat.side is not play.declarer.side
    # the table does not show the trick (spec §6): late once the next trick
    # was quitted, as for a card omitted from an unseen trick
    late = _both_sides_on(table, number) or (unseen and number + 1 < len(play.tricks))
    names = {"offender": _name(seat), "trick": str(number + 1)}
    if late and recorded is None:
        return _extra_unseen(edition, table, index, seat, number, extras, exposed, laws)
    if not late:
        law = "45E1" if defender else "45E2"
        ruling = edition.found_ruling(
            table,
            index,
            IrregularityCode.DEFECTIVE_TRICK,
            (*laws, "67A2", law),
            seat,
            f"{_name(seat)} played more than one card to trick {number + 1}",
            facts=TrickFacts(trick=number),
        )
        for card in extras:
            if defender:
                kind = make_penalty_card(table, seat, card, False, ("67A2", law, "50"))
                ruling.effects.append(
                    Effect(EffectKind.PENALTY_CARD, seat, ("67A2", law), card=card.name, scope=kind)
                )
            else:
                ruling.effects.append(
                    Effect(EffectKind.CARD_WITHDRAWN, seat, (law,), card=card.name)
                )
        return ruling
    assert recorded is not None  # an unseen trick found late: _extra_unseen
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DEFECTIVE_TRICK,
        (*laws, "67B2"),
        seat,
        f"{_name(seat)} played more than one card to trick {number + 1}",
        facts=TrickFacts(trick=number),
    )
    stays = recorded
    if faced in (False, "unknown"):
        # 67B2a: the highest card he could legally have played to the trick
        led = trick.led_suit
        held = [c for t in play.tricks[number:] for s, c in t.cards if s is seat]
        held += [c for s, c in play.current if s is seat] + play.hand(seat)
        candidates = [recorded, *extras]
        if any(c.suit is led for c in held):
            candidates = [c for c in candidates if c.suit is led] or candidates
        stays = max(candidates, key=lambda c: (c.rank, c.suit))
        if stays is not recorded:
            play.replace_card(number, seat, stays)
    back = [c for c in (recorded, *extras) if c is not stays]
    ruling.effects.append(Effect(EffectKind.CARD_STAYS, seat, ("67B2a",), card=stays.name))
    for card in back:
        ruling.effects.append(Effect(EffectKind.CARD_RETURNED, seat, ("67B2a",), card=card.name))
        if exposed and defender:
            kind = make_penalty_card(table, seat, card, False, ("67B2", "50"))
            ruling.effects.append(
                Effect(EffectKind.PENALTY_CARD, seat, ("67B2", "50"), card=card.name, scope=kind)
            )
    ruling.reasoning.append(
        Message("Trick {trick} stays with the player who won it (67B2a).", names)
    )
    for card in back:
        _revoke_with(edition, table, index, seat, number, card)
    if play.is_complete:
        edition.end_play(table)
    return ruling


def _extra_unseen(
    edition: Edition,
    table: Table,
    index: int,
    seat: Seat,
    number: int,
    extras: list[Card],
    exposed: bool,
    laws: tuple[str, ...],
) -> Ruling:
    """67B2 for a quitted trick the table does not show (the hands unknown):
    the extra cards go back to the offender's hand, the card he faced in the
    trick stays (if nobody knows which, the highest he could legally have
    played: the players settle it as the director tells them), and the trick
    keeps its winner; a defender's extra card that was seen is a penalty card
    (67B2 footnote). Whether he failed to follow suit with a card taken back
    the cards cannot show: the director finds that revoke as any other."""
    play = table.play
    assert play is not None
    names = {"offender": _name(seat), "trick": str(number + 1)}
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DEFECTIVE_TRICK,
        (*laws, "67B2"),
        seat,
        f"{_name(seat)} played more than one card to trick {number + 1}",
        facts=TrickFacts(trick=number),
    )
    defender = seat.side is not play.declarer.side
    for card in extras:
        ruling.effects.append(Effect(EffectKind.CARD_RETURNED, seat, ("67B2a",), card=card.name))
        if exposed and defender:
            kind = make_penalty_card(table, seat, card, False, ("67B2", "50"))
            ruling.effects.append(
                Effect(EffectKind.PENALTY_CARD, seat, ("67B2", "50"), card=card.name, scope=kind)
            )
    cards = " ".join(card.name for card in extras)
    ruling.reasoning.append(
        Message(
            "The table does not show trick {trick}: {cards} goes back to {offender}'s hand, "
            "the card he faced in the trick stays (if it is not known which, the highest "
            "card he could legally have played), and the trick stays with the player who "
            "won it (67B2a).",
            {**names, "cards": cards},
        )
    )
    ruling.reasoning.append(
        Message(
            "{offender} held that card all along: if he failed to follow suit with it to a "
            "trick, that is a revoke the director finds as any other (67B2b).",
            names,
        )
    )
    return ruling


def _revoke_with(
    edition: Edition, table: Table, index: int, seat: Seat, number: int, card: Card
) -> None:
    """67B2b: ``card``, back in ``seat``'s hand, counts as held all along:
    the first trick from ``number`` on in which he did not follow to its
    suit is a revoke (established once his side played to a later trick)."""
    play = table.play
    assert play is not None
    tricks = [*(t.cards for t in play.tricks[number:])]
    for offset, cards in enumerate(tricks):
        own = next((c for s, c in cards if s is seat), None)
        if own is None or cards[0][1].suit is not card.suit or own.suit is card.suit:
            continue
        at = number + offset
        if any(
            isinstance(i.facts, RevokeFacts) and i.offender is seat and i.facts.trick == at
            for i in table.irregularities
        ):
            return  # the record showed it already: the revoke stands as recognised
        later = [s for t in play.tricks[at + 1 :] for s, _ in t.cards]
        later += [s for s, _ in play.current]
        irregularity = edition.flag(
            table,
            index,
            IrregularityCode.REVOKE,
            ("44C", "61A", "67B2b"),
            seat,
            f"{_name(seat)} held {card} and did not follow to trick {at + 1}",
            facts=RevokeFacts(at, card.suit, card=own),
        )
        if any(s.side is seat.side for s in later):
            irregularity.facts_as(RevokeFacts).established = True
            irregularity.laws = ("44C", "61A", "63A1", "67B2b")
        return


def _misplaced_card(
    edition: Edition, table: Table, index: int, seat: Seat, number: int, played_again: bool
) -> None:
    """67B3 (2017): the offender's card of the trick was not among the
    quitted cards: it is found and put back in its place; if it was played
    again later and that is too late to put right, an adjusted score."""
    play = table.play
    assert play is not None
    if number >= len(play.tricks):
        return
    card = play.tricks[number].card_of(seat)
    law = edition.FOUND_CARD_LAWS[0]
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.DEFECTIVE_TRICK,
        (law,),
        seat,
        f"{_name(seat)}'s card of trick {number + 1} was not among the quitted cards",
        facts=TrickFacts(trick=number),
    )
    ruling.effects.append(
        Effect(EffectKind.CARD_RESTORED, seat, (law,), card=card.name if card is not None else None)
    )
    # said in words: the effects alone leave the ruling without a reason
    names = {"seat": _name(seat), "trick": str(number + 1), "law": law}
    ruling.reasoning.append(
        Message(
            "{seat}'s card of trick {trick} was missing from his quitted cards: the director "
            "finds it and puts it back in its place ({law}).",
            names,
        )
    )
    if played_again:
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE, None, edition.FOUND_CARD_LAWS))
        ruling.reasoning.append(
            Message(
                "That card was played again in a later trick, too late to put right: the "
                "director adjusts the score ({laws}).",
                {**names, "laws": ", ".join(edition.FOUND_CARD_LAWS)},
            )
        )


@BOOK.play_fact("simultaneous_cards")
def play_fact_simultaneous_cards(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """58B: ``seat`` led or played the cards of ``value`` at once; ``visible``
    (default: all) the ones whose faces could be seen. One visible: it is
    played, the others go back (58B1). More: the offender designates the
    card to play, a defender's other visible cards become penalty cards
    (58B2), and an opponent who played after a visible card he takes back
    may change his card (58B3). Noticed only after both sides played to the
    next trick: Law 67 (58B4)."""
    play = table.play
    assert play is not None
    seat = _seat_of(event.details.get("seat"))
    read = _cards_at_once(event)
    # what cannot be true is refused when given, in the director's language
    # (a card he names is never said to lie elsewhere)
    if read is None:
        raise found_revoke.FactError(
            index,
            "cards played at the same time (58): {value} is not a card",
            value=shown(event.value),
        )
    cards, visible = read
    if seat is None:
        raise found_revoke.FactError(
            index,
            "cards played at the same time (58): {value} is not a seat (N, E, S, W)",
            value=shown(event.details.get("seat")),
        )
    if len(cards) < 2:
        raise found_revoke.FactError(
            index, "cards played at the same time (58): give two or more cards, each of them"
        )
    if not visible:
        return
    played = play.cards_played()
    recorded = next((c for s, c in played if s is seat and c in cards), None)
    held = [c for c in cards if c is not recorded and _may_hold(play, seat, c)]
    if len(held) + (recorded is not None) < len(cards):
        # a card that is neither in the hand nor the one he played
        card = next(c for c in cards if c is not recorded and c not in held)
        raise found_revoke.FactError(index, "{seat} does not hold {card}", seat=seat, card=card)
    in_trick = recorded is not None and (
        any(c is recorded for _, c in play.current)
        # the trick is complete but nobody has led to the next one: the
        # offender still designates (58B2; 58B4 only once both sides played on)
        or (
            not play.current
            and not play.is_complete
            and bool(play.tricks)
            and play.tricks[-1].card_of(seat) is recorded
        )
    )
    if recorded is not None and not in_trick:
        number = next(n for n, t in enumerate(play.tricks) if t.card_of(seat) is recorded)
        _simultaneous_quitted(edition, table, index, seat, number, recorded, held, visible)
        return
    if recorded is None and (play.next_seat is not seat or table.status is not Status.PLAY):
        return
    names = {"offender": _name(seat)}
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.SIMULTANEOUS_CARDS,
        ("58B1",) if len(visible) == 1 else ("58B2",),
        seat,
        f"{_name(seat)} played {' '.join(c.name for c in cards)} at once",
        facts=SimultaneousFacts(cards=cards, visible=visible, recorded=recorded),
    )
    following = _following(play, seat, visible)
    if len(visible) == 1 or len(following) == 1:
        # 58B1: the one card seen is played, the others go back (47F); or
        # following suit overrides (44C): the one seen card of the suit led is
        # the card he plays, his other cards seen dealt with as 58B2 says
        card, laws = (
            (visible[0], ("58B1",)) if len(visible) == 1 else (following[0], ("58B2", "44C"))
        )
        ruling.effects.append(Effect(EffectKind.CARD_PLAYED, seat, laws, card=card.name))
        ruling.reasoning.append(
            Message(
                "Only {card} could be seen: it is played; the other cards go back "
                "without rectification (47F)."
                if len(visible) == 1
                else "{offender} must follow suit (44C): {card} is the only card of the suit "
                "led among those seen, so it is the card he plays.",
                {**names, "card": card.name},
            )
        )
        _simultaneous_play(edition, table, ruling, card)
        return
    _designation_options(ruling, seat, following or visible, play.dummy)
    edition.ask_now(table, ruling)


def _following(play: Play, seat: Seat, visible: list[Card]) -> list[Card]:
    """The cards seen that follow suit, when another player led to the trick
    (the one in progress, or the one just completed and reopened); empty
    when any seen card may be designated (his own lead, or none follows)."""
    trick = play.current or (list(play.tricks[-1].cards) if play.tricks else [])
    if not trick or trick[0][0] is seat:
        return []
    led = trick[0][1].suit
    return [c for c in visible if c.suit is led]


def _may_hold(play: Play, seat: Seat, card: Card) -> bool:
    """Whether ``card`` may still be in ``seat``'s hand: one of his known
    cards, or, his hand not wholly known (spec §6), a card seen nowhere else
    and not of a suit he is known to be void in."""
    if card.index in play.hands[seat]:
        return True
    return (
        play.unknown[seat] > 0
        and card.suit not in play.voids[seat]
        and not any(card.index in hand for hand in play.hands)
        and not any(c is card for _, c in play.cards_played())
    )


def _cards_at_once(event: FactEvent) -> tuple[list[Card], list[Card]] | None:
    """58B's fact: the cards played or led at once and those whose faces could
    be seen (default: all); None when a card cannot be read."""
    raw = event.value if isinstance(event.value, list) else str(event.value).split()
    try:
        cards = list(dict.fromkeys(Card.parse(str(c).upper()) for c in raw))
        shown = event.details.get("visible")
        visible = [Card.parse(str(c).upper()) for c in shown] if isinstance(shown, list) else cards
    except BridgeError:
        return None
    return cards, [c for c in visible if c in cards]


def _designation_options(ruling: Ruling, seat: Seat, visible: list[Card], dummy: Seat) -> None:
    """58B2: the offender designates which of the cards seen he plays
    (declarer for dummy's cards)."""
    ruling.chooser = dummy.partner if seat is dummy else seat
    declarers = seat is dummy or seat is dummy.partner
    for card in visible:
        ruling.options.append(
            Option(
                f"card:{card.name}",
                ("58B2",),
                Message(
                    "{offender} plays {card}; his other cards seen go back to the hand, "
                    "without rectification."
                    if declarers
                    else "{offender} plays {card}; his other cards seen become penalty cards.",
                    {"offender": _name(seat), "card": card.name},
                ),
                (Effect(EffectKind.CARD_PLAYED, seat, ("58B2",), card=card.name),),
            )
        )


def _simultaneous_lead(
    edition: Edition, table: Table, index: int, event: FactEvent, pending: Irregularity
) -> None:
    """58B with a defender's lead out of turn (seed 004): he led two or more
    cards at once. One face seen: it is the lead, the others go back (58B1);
    more: he designates his lead and his other cards seen become penalty
    cards (58B2). The lead out of turn is then ruled as usual (53, 54, 56)."""
    play = table.play
    seat = pending.offender
    assert play is not None and seat is not None
    read = _cards_at_once(event)
    if read is None:
        return
    cards, visible = read
    led = pending.facts_as(CardFacts).card
    if (
        _seat_of(event.details.get("seat")) not in (None, seat)
        or led not in cards
        or len(cards) < 2
        or not visible
        or any(c is not led and not _may_hold(play, seat, c) for c in cards)
    ):
        return
    if table.active is not None:
        # seed 004: 58B comes first; the lead is ruled again once its card is known
        table.withdraw_ruling(table.active)
        table.open_ruling(None)
    law = "58B1" if len(visible) == 1 else "58B2"
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.SIMULTANEOUS_CARDS,
        (law,),
        seat,
        f"{_name(seat)} led {' '.join(c.name for c in cards)} at once",
        facts=SimultaneousFacts(cards=cards, visible=visible),
    )
    if len(visible) > 1:
        _designation_options(ruling, seat, visible, play.dummy)
        table.open_ruling(ruling)
        table.move_to(Status.AWAITING_CHOICE)
        return
    ruling.reasoning.append(
        Message(
            "Only {card} could be seen: it is played; the other cards go back "
            "without rectification (47F).",
            {"card": visible[0].name},
        )
    )
    _lead_designated(edition, table, ruling, visible[0])


def _lead_out_of_turn(table: Table, irregularity: Irregularity) -> Irregularity | None:
    """The lead out of turn that waits while 58B settles which of the cards
    its offender led at once is the lead (``None``: a 58B of another kind)."""
    pending = table.pending
    facts = irregularity.facts_as(SimultaneousFacts)
    if (
        pending is None
        or pending is irregularity
        or facts.recorded is not None
        or pending.offender is not irregularity.offender
        or pending.code
        not in (IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.OPENING_LEAD_OUT_OF_TURN)
    ):
        return None
    return pending if pending.facts_as(CardFacts).card in facts.cards else None


def _lead_designated(edition: Edition, table: Table, ruling: Ruling, card: Card) -> None:
    """The card that is the lead out of turn once 58B is settled; the
    director, at the table, then rules on the lead itself."""
    irregularity = ruling.irregularity
    pending = _lead_out_of_turn(table, irregularity)
    assert pending is not None
    seat = pending.offender
    assert seat is not None
    law = ruling.laws[0]
    played = Effect(EffectKind.CARD_PLAYED, seat, (law,), card=card.name)
    if played not in ruling.effects:
        ruling.effects.append(played)
    pending.facts_as(CardFacts).card = card
    visible = irregularity.facts_as(SimultaneousFacts).visible
    _simultaneous_rest(edition, table, ruling, seat, [c for c in visible if c is not card], law)
    table.open_ruling(None)
    table.hold(pending)
    table.move_to(Status.PLAY)
    # the director is at the table for whoever called him (not dummy's call, 43A1)
    caller = next(
        (e.by for e in reversed(table.record.events) if isinstance(e, DirectorEvent)),
        None,
    )
    play = table.play
    assert play is not None
    if caller is None or caller is play.dummy:
        caller = play.declarer if seat.lho is play.dummy else seat.lho
    edition.on_director(table, irregularity.event, DirectorEvent(caller))


def _simultaneous_quitted(
    edition: Edition,
    table: Table,
    index: int,
    seat: Seat,
    number: int,
    recorded: Card,
    extras: list[Card],
    visible: list[Card],
    laws: tuple[str, ...] = (),
) -> Ruling | None:
    """58B found once the trick was quitted: the card in the trick stands.
    After both sides played to the next trick, Law 67 (58B4); before, the
    others go back, a defender's visible ones as penalty cards (58B1,
    58B2). ``laws`` come first in the ruling's laws (14B1, 67A2)."""
    play = table.play
    assert play is not None
    if _both_sides_on(table, number):
        return _extra_cards(
            edition,
            table,
            index,
            seat,
            number,
            extras,
            True,
            any(c in visible for c in extras),
            (*laws, "58B4"),
        )
    law = "58B2" if len(visible) > 1 else "58B1"
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.SIMULTANEOUS_CARDS,
        (*laws, law),
        seat,
        f"{_name(seat)} played more than one card to trick {number + 1}",
    )
    ruling.effects.append(Effect(EffectKind.CARD_STANDS, seat, (law,), card=recorded.name))
    _simultaneous_rest(edition, table, ruling, seat, [c for c in extras if c in visible], law)
    return ruling


def _simultaneous_rest(
    edition: Edition, table: Table, ruling: Ruling, seat: Seat, shown: list[Card], law: str
) -> None:
    """A defender's other visible cards become penalty cards (58B2, 50)."""
    play = table.play
    assert play is not None
    if seat.side is play.declarer.side or law == "58B1":
        for card in shown:
            ruling.effects.append(Effect(EffectKind.CARD_RETURNED, seat, (law,), card=card.name))
        return
    for card in shown:
        kind = make_penalty_card(table, seat, card, False, (law, "50"))
        ruling.effects.append(
            Effect(EffectKind.PENALTY_CARD, seat, (law,), card=card.name, scope=kind)
        )


def _simultaneous_play(edition: Edition, table: Table, ruling: Ruling, card: Card) -> None:
    """The card designated (58B2) or the only one seen (58B1) is the card
    played; a visible card the record had in its place is taken back, and
    an opponent who played after it may take his card back (58B3)."""
    play = table.play
    irregularity = ruling.irregularity
    seat = irregularity.offender
    assert play is not None and seat is not None
    table.move_to(Status.PLAY)
    simultaneous = irregularity.facts_as(SimultaneousFacts)
    recorded, visible = simultaneous.recorded, simultaneous.visible
    law = ruling.laws[0]
    after: list[tuple[Seat, Card]] = []
    if recorded is not None and recorded is not card:
        # in the trick in progress, or in the trick just completed (reopened)
        trick = play.current or list(play.tricks[-1].cards)
        pos = next(i for i, (s, c) in enumerate(trick) if s is seat)
        after = list(trick[pos + 1 :])
        for _ in trick[pos:]:
            play.pop()
        ruling.effects.append(Effect(EffectKind.CARD_WITHDRAWN, seat, (law,), card=recorded.name))
    shown = [c for c in visible if c is not card]
    for other in shown:
        # a card seen is a known card of his hand from now on (hands unknown):
        # designating a card of another suit while it could follow is a revoke
        play.reveal(seat, other)
    if recorded is not card:
        edition.on_card(table, irregularity.event, CardEvent(seat, card))
    _simultaneous_rest(edition, table, ruling, seat, shown, law)
    if not after:
        return
    opponents = [(s, c) for s, c in after if s.side is not seat.side]
    if not opponents or recorded not in visible:
        _queue(table, after)
        edition.play_queued(table)
        return
    irregularity.later_cards = after
    _ask_58b3(edition, table, irregularity, *opponents[0])


def _ask_58b3(
    edition: Edition, table: Table, irregularity: Irregularity, chooser: Seat, card: Card
) -> None:
    """58B3: each opponent who played to the trick after the visible card
    the offender took back may take his own card back, in turn (for dummy's
    card declarer decides)."""
    play = table.play
    assert play is not None
    params = {"chooser": _name(chooser), "card": card.name}
    decides = play.declarer if chooser is play.dummy else chooser
    follow = Ruling(irregularity, ("58B3",), chooser=decides)
    follow.options = [
        Option("keep", ("58B3",), Message("{chooser}'s {card} stands.", params)),
        Option(
            "withdraw",
            ("58B3", table.edition.WITHDRAWN_INFO_LAW),
            Message(
                "{chooser} takes {card} back and plays another card, without rectification.",
                params,
            ),
            (Effect(EffectKind.CARD_WITHDRAWN, chooser, ("58B3",), card=card.name),),
        ),
    ]
    table.add_ruling(follow)
    edition.ask_now(table, follow)


@BOOK.choice(IrregularityCode.SIMULTANEOUS_CARDS)
def choose_simultaneous_cards(
    edition: Edition, table: Table, ruling: Ruling, option: Option
) -> None:
    irregularity = ruling.irregularity
    seat = irregularity.offender
    assert seat is not None
    _play_on(table, ruling, option)
    if option.code.startswith("card:") and _lead_out_of_turn(table, irregularity) is not None:
        _lead_designated(edition, table, ruling, Card.parse(option.code[5:]))
        return
    if option.code.startswith("card:"):
        _simultaneous_play(edition, table, ruling, Card.parse(option.code[5:]))
        return
    later = irregularity.later_cards
    # the seat whose card the 58B3 choice is about (declarer chooses for dummy)
    chooser = next(
        (e.seat for o in ruling.options for e in o.effects if o.code == "withdraw"),
        ruling.chooser,
    )
    if option.code == "withdraw":
        # only the chooser's card goes back (58B3); a later opponent asks in turn
        later = [(s, c) for s, c in later if s is not chooser]
    irregularity.later_cards = later
    nxt = next(
        (
            (s, c)
            for s, c in later
            if chooser is not None and s.side is not seat.side and _after_in_trick(s, chooser, seat)
        ),
        None,
    )
    if nxt is not None:
        _ask_58b3(edition, table, irregularity, *nxt)
        return
    _queue(table, later)
    edition.play_queued(table)


def _after_in_trick(later: Seat, earlier: Seat, offender: Seat) -> bool:
    """Whether ``later`` plays after ``earlier`` in a trick counted from
    the seat after ``offender``."""
    order = [offender.lho, offender.partner, offender.rho]
    return order.index(later) > order.index(earlier)


# -- 62C3: both sides revoke in the same trick ---------------------------------------


def rule_revoke(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    play = table.play
    assert play is not None
    other = _other_revoke(edition, table, irregularity)
    if other is None:
        one_on = _same_trick_revoke(table, irregularity)
        if one_on is not None and len(_sides_on(table, one_on.facts_as(RevokeFacts).trick)) == 1:
            return _one_revoke_established(edition, table, irregularity, one_on)
        return play_rule_revoke(edition, table, irregularity)
    number = irregularity.facts_as(RevokeFacts).trick
    if _both_sides_on(table, number):
        return play_rule_revoke(edition, table, irregularity)
    # 62C3: only one side has played to the next trick: both are corrected,
    # and the other cards played after the first revoke stand; before
    # anyone has, each is simply corrected (62A)
    law = "62C3" if _sides_on(table, number) else "62A"
    first, second = sorted((irregularity, other), key=lambda i: i.event)
    second.facts.ruled = True
    first.facts_as(RevokeFacts).established = False
    facts = second.facts_as(RevokeFacts)
    facts.established = False
    ruling = _correct_revoke(edition, table, first)
    offender = second.offender
    card = facts.card
    assert offender is not None and card is not None
    later = first.later_cards if ruling.options else None
    ruling.options = []
    ruling.chooser = None
    if later is not None:
        _queue(table, [(s, c) for s, c in later if c is not card])
    else:
        play.queued = [q for q in play.queued if q[1] is not card]
    facts.corrected = True
    second.laws = ("44C", "61A", law)
    first.laws = first.laws if law in first.laws else (*first.laws, law)
    ruling.laws = ("62", law)
    if law == "62C3":
        take_back(edition, table, ruling, offender, card, "62C3", "62C3")
    else:
        take_back(edition, table, ruling, offender, card, "62B2", "62B1")
    ruling.reasoning.append(
        Message(
            "Both sides revoked in this trick: both revokes are corrected ({law}).", {"law": law}
        )
    )
    if law == "62C3":
        ruling.reasoning.append(
            Message("Neither revoke transfers a trick after the play (64B8); 64C may apply.")
        )
    return ruling


def _one_revoke_established(
    edition: Edition, table: Table, irregularity: Irregularity, other: Irregularity
) -> Ruling:
    """2007: both sides revoked in one trick and only one side has played to
    the next: that side's revoke is established and stands as played (63A1,
    63B), the other is not and must be corrected (62A, 62B); 2007 has no
    62C3 to correct both. The established card stays in the trick while the
    other cards after the corrected one may go back (62C1)."""
    first, second = sorted((irregularity, other), key=lambda i: i.event)
    open_ = next(i for i in (first, second) if not i.facts_as(RevokeFacts).established)
    done = second if open_ is first else first
    open_.facts.ruled = done.facts.ruled = True
    table.add_ruling(play_rule_revoke(edition, table, done))
    ruling = _correct_revoke(edition, table, open_)
    assert open_.offender is not None and done.offender is not None
    ruling.laws = ("62", "62A", "63B")
    ruling.reasoning.append(
        Message(
            "Both sides revoked in trick {trick}: the revoke by {done} is established and "
            "stands as played (63B); the revoke by {offender} is not, and is corrected (62A).",
            {
                "trick": str(open_.facts_as(RevokeFacts).trick + 1),
                "done": _name(done.offender),
                "offender": _name(open_.offender),
            },
        )
    )
    return ruling


def _other_revoke(
    edition: Edition, table: Table, irregularity: Irregularity
) -> Irregularity | None:
    """A revoke by the other side in the same trick, corrected with this one:
    before anyone played to the next trick both are (62A, 2007 too); once
    only one side has, both still are (62C3, 2017 only)."""
    if not edition.BOTH_REVOKES_CORRECTED and _sides_on(
        table, irregularity.facts_as(RevokeFacts).trick
    ):
        return None
    return _same_trick_revoke(table, irregularity)


def _same_trick_revoke(table: Table, irregularity: Irregularity) -> Irregularity | None:
    """A revoke by the other side in the same trick, not yet corrected."""
    if irregularity.offender is None:
        return None
    number = irregularity.facts_as(RevokeFacts).trick
    return next(
        (
            i
            for i in table.irregularities
            if isinstance(i.facts, RevokeFacts)
            and i is not irregularity
            and i.offender is not None
            and i.offender.side is not irregularity.offender.side
            and i.facts.trick == number
            and not i.facts.corrected
            and not i.facts.lead
        ),
        None,
    )


# -- 63, 64B3-B5 ------------------------------------------------------------------


def establish_revokes(edition: Edition, table: Table, seat: Seat, trick: int) -> None:
    before = {
        id(i)
        for i in table.irregularities
        if isinstance(i.facts, RevokeFacts) and i.facts.established
    }
    Edition.establish_revokes(edition, table, seat, trick)
    if trick < 13:
        return
    claim = table.claim
    law = "63A3" if claim is None or claim.by.side is seat.side else edition.AGREEMENT_LAW
    for irr in table.irregularities:
        if isinstance(irr.facts, RevokeFacts) and irr.facts.established and id(irr) not in before:
            irr.laws = (*irr.laws[:-1], law)  # a claim, not a card, established it


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
    if isinstance(facts, RevokeFacts) and offender is not None and table.play is not None:
        assert facts.suit is not None  # a revoke the record shows
        facts.faced = _only_faced_cards(edition, table, offender, facts.suit)
    return play_flag(edition, table, index, code, law, offender, message, resume, facts)


def _only_faced_cards(edition: Edition, table: Table, seat: Seat, suit: Suit) -> bool:
    """64B3: every card of ``suit`` the offender held lay face up: penalty
    cards (2017), or any card faced on the table (2007)."""
    play = table.play
    assert play is not None
    held = [c for c in play.hand(seat) if c.suit is suit]
    if not held or seat is play.dummy:
        return False
    faced = {
        o.card
        for o in table.obligations
        if o.type == ObligationType.PENALTY_CARD and o.seat is seat
    }
    if edition.FACED_EXPOSED_CARDS:
        faced.update(
            i.facts_as(CardFacts).card
            for i in table.irregularities
            if i.code == IrregularityCode.EXPOSED_CARD and i.offender is seat
        )
    return all(c in faced for c in held)


def revoke_adjustments(edition: Edition, table: Table) -> list[Any]:
    play = table.play
    if play is not None:
        for irr in table.irregularities:
            if not isinstance(irr.facts, RevokeFacts):
                continue
            if irr.facts.faced and "64B3" not in irr.laws:
                irr.laws = (*irr.laws, "64B3")  # no transfer for it (revokes.transfer)
    # 67B1's deemed revokes are decided with the others (revokes.branches)
    transferred = Edition.revoke_adjustments(edition, table)
    if _figure(table) is not None:
        # the director's own figure replaces the double-dummy estimate (end_play)
        for irr in table.irregularities:
            if isinstance(irr.facts, RevokeFacts):
                irr.facts.equity = None
        return transferred
    # 64C: the director restores what the transfer leaves short, worked out
    # from the cards where they show it (revoke_equity)
    return transferred + revoke_equity.adjustments(table, transferred, edition.SPLIT_64C)


# -- 64C: the director's figure -----------------------------------------------------

#: the fact that gives the tricks the non-offending side would have won on the
#: board had the revoke not occurred (64C); ``side`` names the side it counts
#: for when not the non-offending one (both sides revoked: North-South unless named)
FIGURE = "tricks_without_revoke"
#: marks a ruling made only to ask the figure (withdrawn if the board ends again)
FIGURE_RULING = "asks_64c_figure"


def end_play(edition: Edition, table: Table) -> None:
    """Play is over (Edition.end_play), then 64C by the director's figure when
    he gave one; when the cards cannot measure a revoke because a hand is not
    wholly known or the record began in the middle of the play, he is asked
    for it."""
    Edition.end_play(edition, table)
    if table.status is not Status.COMPLETE or not table.irregularities:
        return
    revokes = _counted_revokes(table)
    # a board that ends twice (62D) asks afresh
    for ruling in list(table.rulings):
        if ruling.question is not None and ruling.question.fact == FIGURE:
            ruling.question = None
            if ruling.facts.get(FIGURE_RULING):
                table.withdraw_ruling(ruling)
    if not revokes:
        return
    figure = _figure(table)
    if figure is not None:
        _apply_figure(edition, table, revokes, *figure)
        return
    if any(a.law.startswith("64C") for a in table.adjustments) or _measured(table, revokes):
        return
    # the cards cannot measure it: the director is asked for his figure; the
    # result stands as the transfer leaves it until he gives one
    first = revokes[0]
    # asked in a ruling already made about one of them (67B1's, say) when there is one
    asking = next((r for r in table.rulings if any(r.irregularity is i for i in revokes)), None)
    if asking is None:
        # a revoke the cards show, established without the director: he is
        # asked now, as he would be at the table after the play
        asking = Ruling(first, ("64C",), facts={FIGURE_RULING: True})
        table.add_ruling(asking)
    if asking.question is not None:
        return
    sides = {i.offender.side for i in revokes if i.offender is not None}
    side = Side.NS if len(sides) == 2 else next(iter(sides)).other
    names = {"side": _SIDE_NAME[side]}
    text = (
        Message("How many tricks would {side} have won had neither side revoked? (64C)", names)
        if len(sides) == 2
        else Message(
            "How many tricks would {side} have won had the revoke not occurred? (64C)", names
        )
    )
    asking.question = Question(FIGURE, ("64C",), text, Answer.number(0, 13))


def rescore_revokes(edition: Edition, table: Table) -> None:
    """The tricks changed after the play (69B2, 71, 70's award): the
    transfers and the 64C adjustment are decided afresh (Edition), and the
    director's 64C figure, when he gave one, is measured again against the
    new result: 64C makes good what the final tricks leave short."""
    Edition.rescore_revokes(edition, table)
    figure = _figure(table)
    revokes = _counted_revokes(table)
    if figure is not None and revokes and table.status is Status.COMPLETE:
        _apply_figure(edition, table, revokes, *figure)


def _counted_revokes(table: Table) -> list[Irregularity]:
    """The revokes 64C looks at: established (seen in the cards or found by
    the director), not dummy's failure under 43B3, and the revokes 67B1
    deems made."""
    out: list[Irregularity] = []
    for irr in table.irregularities:
        facts = irr.facts
        if isinstance(facts, TrickFacts) and facts.transfer and irr.offender is not None:
            out.append(irr)  # 67B1: deemed to have revoked
            continue
        if not isinstance(facts, RevokeFacts) or irr.offender is None:
            continue
        if facts.no_transfer == "43B3":
            continue
        if facts.standing or facts.as_established:
            out.append(irr)
    return out


def _measured(table: Table, revokes: list[Irregularity]) -> bool:
    """The cards measured every revoke 64C looks at (revoke_equity): none
    the director found, every card known, each revoke's worth worked out."""
    found = any(isinstance(i.facts, RevokeFacts) and i.facts.found for i in revokes)
    return not (found or _cards_unknown(table) or _unmeasured(revokes))


def measured_by_cards(table: Table) -> bool:
    """64C is answered by the cards once the play is over: every revoke it
    looks at was measured double dummy and the director gave no figure of his
    own, so neither his figure nor his judgment of damage is asked."""
    revokes = _counted_revokes(table)
    return (
        table.status is Status.COMPLETE
        and bool(revokes)
        and _figure(table) is None
        and _measured(table, revokes)
    )


def _unmeasured(revokes: list[Irregularity]) -> bool:
    """A revoke the cards cannot measure although every card is known: one
    67B1 deems made, a broken lead or play restriction (26B, 50D2a, 57A: no
    "followed suit" to compare with), or a position the solver refused
    (revoke_equity leaves its ``equity`` unset)."""
    return any(
        isinstance(i.facts, TrickFacts)
        or (isinstance(i.facts, RevokeFacts) and i.facts.equity is None)
        for i in revokes
    )


def _cards_unknown(table: Table) -> bool:
    """A hand not wholly known (a partial deal) or a record begun in the
    middle of the play: the cards cannot measure a revoke."""
    play = table.play
    return play is not None and (not all(play.known) or any(not t.seen for t in play.tricks))


def _figure(table: Table) -> tuple[int, Side | None] | None:
    for irr in table.irregularities:
        if isinstance(irr.facts, RevokeFacts | TrickFacts) and FIGURE in irr.facts.answers:
            value = irr.facts.answers[FIGURE]
            side = irr.facts.answer_details.get(FIGURE, {}).get("side")
            if isinstance(value, int):
                return value, Side[side] if isinstance(side, str) else None
    return None


def figure_measure(edition: Edition, table: Table) -> tuple[int, Side, str, int] | None:
    """The director's 64C figure measured against the result after the
    transfer: the figure, the side it counts for, the law (64C, or 2017's
    64C1, 64C2a, 64C2b) and the tricks the damaged side is still short (0:
    the transfer makes good the damage); None without a figure."""
    figure = _figure(table)
    revokes = _counted_revokes(table)
    tricks = table.tricks()
    if figure is None or not revokes or tricks is None:
        return None
    counted, _, short, law = _measure(edition, tricks, revokes, *figure)
    # once applied, the shortfall is the 64C adjustment itself (the tricks
    # now count it)
    made = [a for a in table.adjustments if a.law.startswith("64C")]
    if made:
        return figure[0], counted, made[0].law, sum(a.tricks for a in made)
    return figure[0], counted, law, max(short, 0)


def _measure(
    edition: Edition,
    tricks: dict[Side, int],
    revokes: list[Irregularity],
    value: int,
    side: Side | None,
) -> tuple[Side, Side, int, str]:
    """The side the figure counts for, the damaged side, the tricks it is
    short and the law."""
    sides = {i.offender.side for i in revokes if i.offender is not None}
    split = edition.SPLIT_64C
    if len(sides) == 2:
        counted = side or Side.NS
        law = "64C2b" if split else "64C"
        short = value - tricks[counted]
        damaged = counted if short > 0 else counted.other
        return counted, damaged, abs(short), law
    damaged = next(iter(sides)).other
    counted = side or damaged
    without = value if counted is damaged else 13 - value
    second = any(
        isinstance(i.facts, RevokeFacts) and i.facts.no_transfer_law == "64B2" for i in revokes
    )
    law = ("64C2a" if second else "64C1") if split else "64C"
    return counted, damaged, without - tricks[damaged], law


def _apply_figure(
    edition: Edition, table: Table, revokes: list[Irregularity], value: int, side: Side | None
) -> None:
    tricks = table.tricks()
    if tricks is None:
        return
    counted, damaged, short, law = _measure(edition, tricks, revokes, value, side)
    first = revokes[0]
    ruling = next((r for r in table.rulings if r.irregularity is first), None)
    if ruling is not None:
        ruling.reasoning = [m for m in ruling.reasoning if m.text not in _FIGURE_TEXTS]
        names = {"side": _SIDE_NAME[counted], "count": str(value), "law": law}
        # one trick, or several (singular and plural)
        which = (0 if short > 0 else 1) + (2 if value == 1 else 0)
        ruling.reasoning.append(Message(_FIGURE_TEXTS[which], names))
    if short > 0:
        table.add_adjustment(Adjustment(law, damaged, short))


_FIGURE_TEXTS = (
    "The director finds that without the revoke {side} would have won {count} tricks: "
    "the difference is given as an adjusted score ({law}).",
    "The director finds that without the revoke {side} would have won {count} tricks: "
    "the transfer makes good the damage ({law}).",
    "The director finds that without the revoke {side} would have won 1 trick: "
    "the difference is given as an adjusted score ({law}).",
    "The director finds that without the revoke {side} would have won 1 trick: "
    "the transfer makes good the damage ({law}).",
)


def on_figure(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """The director's 64C figure, asked or given of his own accord."""
    value = event.value
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
        raise found_revoke.FactError(
            index, "{value} is not a number of tricks (0 to 13)", value=shown(value)
        )
    side_name = (event.details or {}).get("side")
    if side_name is not None and str(side_name).upper() not in ("NS", "EW"):
        raise found_revoke.FactError(
            index, "{value} is not a side (NS, EW)", value=shown(side_name)
        )
    target = next(
        (
            i
            for i in table.irregularities
            if isinstance(i.facts, RevokeFacts)
            or (isinstance(i.facts, TrickFacts) and i.facts.transfer)  # 67B1
        ),
        None,
    )
    if target is None:
        raise found_revoke.FactError(index, "there is no revoke on this board (64C)")
    target.facts.answers[FIGURE] = value
    target.facts.answer_details[FIGURE] = {
        "side": str(side_name).upper() if side_name is not None else None
    }
    for ruling in table.rulings:
        if ruling.question is not None and ruling.question.fact == FIGURE:
            ruling.question = None
            ruling.facts[FIGURE] = value
    if table.active is None and table.status is Status.COMPLETE:
        edition.end_play(table)


@BOOK.play_fact("next_board_called")
def play_fact_next_board_called(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """64B4: attention drawn only after a non-offender called on the next board."""
    _late_revoke(edition, table, index, event, "64B4")


@BOOK.play_fact("round_ended")
def play_fact_round_ended(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """64B5: attention drawn only after the round ended."""
    _late_revoke(edition, table, index, event, "64B5")


def _late_revoke(edition: Edition, table: Table, index: int, event: FactEvent, law: str) -> None:
    if not event.value:
        return
    changed = False
    for irr in table.irregularities:
        if isinstance(irr.facts, RevokeFacts) and irr.facts.established and not irr.facts.corrected:
            # a revoke corrected (62D1) is not rectified by 64A: nothing to spare
            irr.facts.no_transfer = law
            if law not in irr.laws:
                irr.laws = (*irr.laws, law)
            changed = True
    if not changed:
        # no revoke is established (yet): kept for one the director then
        # finds; if none comes, the report says it changed nothing
        table.early_facts.append(event)
        return
    if table.status is Status.COMPLETE:
        edition.end_play(table)
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.REVOKE_NOTICED_LATE,
        (law,),
        None,
        "revoke noticed too late",
    )
    ruling.effects.append(Effect(EffectKind.NO_TRICK_TRANSFER, None, (law,)))
    ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, ("64C",)))


# -- 66A-66C: quitted tricks inspected during the play -----------------------------


@BOOK.play_fact("inspected_trick")
def play_fact_inspected_trick(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """``{"fact": "inspected_trick", "value": 3, "by": "E"}``: a player looked
    at the cards of a quitted trick. Declarer or a defender may have the
    last trick's cards faced (66A) or look at his own last card (66B) until
    his side has played to the next trick; an inspection at the director's
    instruction (``"director": true``, e.g. to check a claimed revoke) or
    after the play (66D) is allowed too. Any other inspection breaks 66C:
    Law 66 gives no rectification, the director may award a procedural
    penalty (90A)."""
    play = table.play
    assert play is not None
    details = event.details or {}
    by = details.get("by", details.get("seat"))
    try:
        seat = Seat.parse(str(by))
    except BridgeError:
        raise found_revoke.FactError(
            index, "{value} is not a seat (N, E, S, W)", value=shown(by)
        ) from None
    number = event.value
    quitted = len(play.tricks)
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= quitted:
        raise found_revoke.FactError(
            index,
            "{value} is not a quitted trick (1 to {most})",
            value=shown(number),
            most=str(quitted),
        )
    if found_revoke.play_over(table) or details.get("director") is True:
        return  # 66D after the play; 66C at the director's instruction
    own, turned = (yes_no_detail(index, details, name) for name in ("own", "turned"))
    played_on = any(s.side is seat.side for s, _ in play.current)
    # 66B: his own card (2017: until his side plays on; 2007: until the next
    # lead); 66A: the whole trick faced, while his side has not played on
    # and his own card is still face up
    on = played_on if not own or edition.OWN_CARD_UNTIL_SIDE_PLAYS else bool(play.current)
    last = number == quitted and seat is not play.dummy
    if last and not on and (own or not turned):
        return
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.INSPECTED_TRICK,
        ("66C",),
        seat,
        f"{_name(seat)} inspected quitted trick {number}",
    )
    names = {"offender": _name(seat), "trick": str(number)}
    reason = (
        Message(
            "{offender} is dummy: the right to see the last trick again is declarer's and "
            "the defenders' (66A, 66B).",
            names,
        )
        if seat is play.dummy
        else Message(
            "{offender} looked at his own card of trick {trick} after a card had been led "
            "to the next trick: he may do so only until then (66B, 66C).",
            names,
        )
        if last and own and not played_on
        else Message(
            "{offender} had already turned his own card of trick {trick} face down: he may "
            "then look at that card only, not have the trick faced again (66A, 66B).",
            names,
        )
        if last and turned and not played_on
        else Message(
            "Trick {trick} is not the last trick, or {offender}'s side has already played to "
            "the next: quitted tricks may be inspected during the play only at the "
            "director's instruction (66A, 66B, 66C).",
            names,
        )
    )
    ruling.reasoning.append(reason)
    ruling.reasoning.append(
        Message("Law 66 gives no rectification; the director may award a procedural penalty (90A).")
    )
    ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, None, ("90A",)))


def yes_no_detail(index: int, details: Mapping[str, Any], name: str) -> bool:
    """A detail of a fact answered yes or no (absent: no)."""
    value = details.get(name, False)
    if not isinstance(value, bool):
        raise found_revoke.FactError(index, "{reason}", reason=not_yes_no(name, value))
    return value


# -- 66D: cards inspected after the play ----------------------------------------


@BOOK.play_fact("cards_mixed")
def play_fact_cards_mixed(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """66D: after the play a side claims a revoke, or more tricks than the
    count gives it, and the director can no longer establish the facts
    because cards were mixed. When only one side mixed its cards (2007: a
    player mixed his) he rules in favour of the other side: the revoke is
    taken as made (then 63 and 64 as for any revoke the director finds), or
    the tricks claimed are given; when the claiming side mixed them, the
    claim fails. With both sides' cards mixed 66D decides nothing and the
    director rules on what he can establish.

    ``{"fact": "cards_mixed", "value": "E", "revoke": {"seat": "E", "trick": 5}}``
    or ``{"fact": "cards_mixed", "value": "EW", "tricks": {"NS": 10}}``; the
    value is a seat (his side mixed its cards), a side, or ``both``."""
    play = table.play
    if play is None or not found_revoke.play_over(table):
        raise found_revoke.FactError(
            index,
            "{fact}: only for a claim made after the play is over (66D)",
            fact=event.fact,
        )
    mixed, offender = _mixed_sides(index, event.value)
    details = event.details or {}
    revoke, claimed = details.get("revoke"), details.get("tricks")
    if (revoke is None) == (claimed is None):
        raise found_revoke.FactError(
            index,
            "{fact}: say which claim it settles: a revoke (its seat and trick) or the "
            "tricks claimed, not both",
            fact=event.fact,
        )
    if revoke is not None:
        accused = _claimed_revoke(index, revoke)
        claimant = accused[0].side.other
    else:
        claimant, count = _claimed_tricks(index, claimed)
    ruling = edition.found_ruling(
        table, index, IrregularityCode.CARDS_MIXED, ("66D",), offender, "cards mixed after a claim"
    )
    favoured = claimant.other if claimant in mixed else claimant
    names = {
        "mixed": _SIDE_NAME[next(iter(mixed))],
        "favoured": _SIDE_NAME[favoured],
        "claimant": _SIDE_NAME[claimant],
    }
    if len(mixed) == 2:
        ruling.reasoning.append(
            Message(
                "Both sides mixed their cards: Law 66D does not decide the claim; the director "
                "rules on the facts he can establish (85)."
            )
        )
        ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, None, ("66D", "85")))
        return
    ruling.reasoning.append(
        Message(
            "The facts can no longer be established and only {mixed} mixed their cards: the "
            "director rules in favour of {favoured} (66D).",
            names,
        )
    )
    if favoured is not claimant:
        ruling.reasoning.append(
            Message("The claim of {claimant} fails: the result stands (66D).", names)
        )
        ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ("66D",)))
        return
    if revoke is not None:
        seat, trick = accused
        ruling.reasoning.append(
            Message(
                "The revoke {offender} is said to have made in trick {trick} is taken as made; "
                "Laws 63 and 64 apply to it.",
                {"offender": _name(seat), "trick": str(trick)},
            )
        )
        found_revoke.on_fact(edition, table, index, FactEvent("revoke", dict(revoke)))
        taken = next((r for r in reversed(table.rulings) if r.irregularity.event == index), None)
        if taken is not None and taken is not ruling and taken.reasoning:
            # not established by the director: 66D takes it as made
            taken.reasoning[0] = Message(
                "Under 66D the revoke by {offender} in trick {trick} is taken as made.",
                {"offender": _name(seat), "trick": str(trick)},
            )
        return
    tricks = table.tricks()
    assert tricks is not None
    more = count - tricks[claimant]
    if more <= 0:
        ruling.reasoning.append(
            Message("The count already gives {favoured} the tricks claimed.", names)
        )
        ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ("66D",)))
        return
    table.add_adjustment(Adjustment("66D", claimant, more))
    ruling.effects.append(Effect(EffectKind.TRICKS_AWARDED, None, ("66D",)))
    ruling.reasoning.append(
        Message(
            "{favoured} are given the {count} tricks they claim (66D).",
            {**names, "count": str(count)},
        )
    )


_SIDE_NAME = {Side.NS: "North-South", Side.EW: "East-West"}


def _mixed_sides(index: int, value: Any) -> tuple[set[Side], Seat | None]:
    """The sides whose cards were mixed, and the player named, if any."""
    text = str(value).upper() if isinstance(value, str) else ""
    if text == "BOTH":
        return {Side.NS, Side.EW}, None
    if text in ("NS", "EW"):
        return {Side[text]}, None
    try:
        seat = Seat.parse(text)
    except BridgeError:
        raise found_revoke.FactError(
            index,
            "{value} is not a seat, a side (NS, EW) or both",
            value=shown(value),
        ) from None
    return {seat.side}, seat


def _claimed_revoke(index: int, value: Any) -> tuple[Seat, int]:
    if not isinstance(value, dict) or "seat" not in value or "trick" not in value:
        raise found_revoke.not_a_revoke(index, value)
    try:
        seat = Seat.parse(str(value["seat"]))
    except BridgeError:
        raise found_revoke.FactError(
            index, "{value} is not a seat (N, E, S, W)", value=shown(value["seat"])
        ) from None
    trick = value["trick"]
    if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= 13:
        raise found_revoke.FactError(
            index, "{value} is not a trick number from 1 to 13", value=shown(trick)
        )
    return seat, trick


def _claimed_tricks(index: int, value: Any) -> tuple[Side, int]:
    if isinstance(value, dict) and len(value) == 1:
        ((side, count),) = value.items()
        if (
            str(side).upper() in ("NS", "EW")
            and isinstance(count, int)
            and not isinstance(count, bool)
            and 0 <= count <= 13
        ):
            return Side[str(side).upper()], count
    raise found_revoke.FactError(
        index, 'the tricks a side claims are given as {{"NS": 10}} (0 to 13)'
    )


# -- 50E: what a penalty card tells -----------------------------------------------


def rule_exposure(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    ruling = play_rule_exposure(table, irregularity)
    offender = irregularity.offender
    facts = irregularity.facts
    if isinstance(facts, CardFacts) and facts.penalty is not None and offender is not None:
        law, scope = edition.PENALTY_CARD_INFO
        ruling.effects.append(Effect(EffectKind.INFORMATION, offender.partner, (law,), scope=scope))
        if edition.PLAYED_PENALTY_CARD_LAW is not None:
            ruling.reasoning.append(
                Message(
                    "Once the penalty card is played, what the way it came about showed is "
                    "unauthorized for {partner} ({law}).",
                    {"partner": _name(offender.partner), "law": edition.PLAYED_PENALTY_CARD_LAW},
                )
            )
        # damage from what the card showed: an adjusted score (2017 50E4, 2007 50E3)
        ruling.effects.append(
            Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, offender, (edition.PENALTY_CARD_ADJUST,))
        )
    return ruling


# -- 13-15, 65: cards, boards and quitted tricks -----------------------------------


@BOOK.play_fact("wrong_number_of_cards")
def play_fact_wrong_number_of_cards(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """13: a hand had more than thirteen cards and another fewer. Found
    after the play: the result is cancelled and an adjusted score given
    (13D); during the play the director judges whether the board can be
    played normally (13B1) or not (13B2). The 2007 numbers differ
    (``WRONG_CARDS_LAWS``: 13A, 13B, 13C, 13D). A card that belongs to no
    hand of the deal is ``surplus`` (13C, 2007 13F)."""
    if not event.value:
        return
    law = _wrong_cards_law(edition)
    seat = _fact_seat(index, event, "seat")
    if event.details.get("surplus") is not None:
        _surplus_card(edition, table, index, seat, event)
        return
    over = table.status is Status.COMPLETE
    # the hand with too few cards may be named too (``short``): 13A asks
    # whether any player with a wrong hand has called
    short = _fact_seat(index, event, "short")
    wrong = [s for s in (seat, short) if s is not None]
    if (
        table.status is Status.AUCTION
        and seat is not None
        and all(s not in wrong for s, _ in table.auction.calls)
    ):
        _wrong_cards_before_call(edition, table, index, seat, wrong, event)
        return
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.WRONG_NUMBER_OF_CARDS,
        (law("13D"),) if over else (law("13B"),),
        seat,
        "a hand had a wrong number of cards",
    )
    if over:
        ruling.effects.append(Effect(EffectKind.RESULT_CANCELLED, None, (law("13D"),)))
        # 13D names no 12C sub-law: no result was obtained, so the judgment
        # asks for an artificial score (12C2a) or one the director assigns
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE, None, (law("13D"),)))
        if seat is not None:
            # 13D: an offender may be given a procedural penalty (2007 13C:
            # he is subject to one)
            ruling.effects.append(
                Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, (law("13D"),))
            )
        # the table result is cancelled: no tricks or score of its own, as
        # after 13B2; the director's adjusted score replaces it
        table.end_by_ruling(law("13D"))
        return
    ruling.question = Question(
        "playable",
        (law("13B1"),),
        Message(
            "Can the board be played normally once the hands are restored ({normal})? "
            "Otherwise an adjusted score is given ({adjusted}).",
            {"normal": law("13B1"), "adjusted": law("13B2")},
        ),
    )
    edition.ask_now(table, ruling)


def _fact_seat(index: int, event: FactEvent, name: str) -> Seat | None:
    """The seat a Law 13 or 14 fact names under ``name`` (none when not
    given); a value that is no seat is refused, naming the action."""
    value = event.details.get(name)
    if value is None:
        return None
    seat = _seat_of(value)
    if seat is None:
        raise found_revoke.FactError(
            index,
            "{name}: {value} is not a seat (N, E, S, W)",
            name=FactName(name),
            value=shown(value),
        )
    return seat


def _wrong_cards_before_call(
    edition: Edition,
    table: Table,
    index: int,
    seat: Seat,
    wrong: list[Seat],
    event: FactEvent,
) -> None:
    """13A (2007 13D): no player with a wrong hand has called yet. The hands
    are put right; with no card of another player seen the board is played
    normally (13A1). A card seen (``"seen": true``): the board is played and
    the score adjusted if what was seen affected the result (13A2, 12C1b);
    2007 13D2 first asks whether the information would interfere with normal
    bidding or play (then an artificial adjusted score, 13D2b)."""
    law = _wrong_cards_law(edition)
    seen = event.details.get("seen")
    if seen is not None:  # absent: not yet known, asked below
        seen = yes_no_detail(index, event.details, "seen")
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.WRONG_NUMBER_OF_CARDS,
        (law("13A"),),
        seat,
        "a hand had a wrong number of cards",
    )
    ruling.effects.append(Effect(EffectKind.BOARD_RESTORED, None, (law("13A1"),)))
    information = _wrong_cards_information(edition, wrong)
    params = {"seat": _name(seat), "normal": law("13A1"), "seen": law("13A2")}
    if seen is False:
        ruling.laws = (law("13A1"),)
        ruling.effects += information
        ruling.reasoning.append(
            Message(
                "{seat} has not called yet and no player saw another player's card: the "
                "hands are put right and the board is played normally ({normal}).",
                params,
            )
        )
        return
    if seen and edition.WRONG_CARDS_LAWS:
        # 2007 13D2: whether the information may be lived with is judged now
        ruling.question = Question(
            "playable",
            (law("13A2"),),
            Message(
                "A player saw another player's card: can the board still be bid and played "
                "normally ({seen}a)? Otherwise an artificial adjusted score is given ({seen}b).",
                params,
            ),
        )
        edition.ask_now(table, ruling)
        return
    if seen:
        ruling.laws = (law("13A2"),)
        ruling.effects.append(
            Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (law("13A2"), law("12C1b")))
        )
        ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, (law("13A2"),)))
        ruling.effects += information
        ruling.reasoning.append(
            Message(
                "{seat} has not called yet, but a player saw another player's card: the hands "
                "are put right, the board is played and scored, and the director adjusts the "
                "score if what was seen affected the result ({seen}).",
                params,
            )
        )
        return
    ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (law("13A2"),)))
    ruling.effects += information
    if edition.WRONG_CARDS_LAWS:
        ruling.reasoning.append(
            Message(
                "{seat} has not called yet: the hands are put right and the board is "
                "played normally ({normal}); if a player saw another player's card, the "
                "board is played and the director may adjust the score afterwards "
                "({seen}a), unless the information is serious enough to interfere with "
                "normal bidding or play: then an artificial adjusted score ({seen}b).",
                params,
            )
        )
    else:
        ruling.reasoning.append(
            Message(
                "{seat} has not called yet: the hands are put right and the board is "
                "played normally ({normal}); if a player saw another player's card, the "
                "director may adjust the score after the play ({seen}).",
                params,
            )
        )


def _wrong_cards_information(edition: Edition, wrong: list[Seat]) -> list[Effect]:
    """2007 13E: when the director has the board played on, that he added or
    moved a card is unauthorized for the partner of each player whose hand
    was wrong. The 2017 Law 13 has no such paragraph (16 alone governs)."""
    if not edition.WRONG_CARDS_LAWS:
        return []
    return [Effect(EffectKind.UNAUTHORIZED_INFORMATION, s.partner, ("13E",)) for s in wrong]


def _surplus_card(
    edition: Edition, table: Table, index: int, seat: Seat | None, event: FactEvent
) -> None:
    """13C (2007 13F): a card that is no part of the deal (from another pack)
    is taken out when found and the board goes on unaffected; only when it
    was played to a quitted trick (``"trick"``) may the score be adjusted."""
    surplus = _card_of(event.details.get("surplus"))
    if surplus is None:
        raise found_revoke.FactError(
            index,
            "surplus: {value} is not a card: name the card that is no part of the deal, like H7",
            value=shown(event.details.get("surplus")),
        )
    law = "13F" if edition.WRONG_CARDS_LAWS else "13C"
    trick = event.details.get("trick")
    if trick is not None:
        play = table.play
        quitted = len(play.tricks) if play is not None else 0
        if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= quitted:
            raise found_revoke.FactError(
                index,
                "{trick} is not a quitted trick: the surplus card was played to a trick "
                "already played ({law})",
                trick=shown(trick),
                law=law,
            )
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.WRONG_NUMBER_OF_CARDS,
        (law,),
        seat,
        "a hand had a wrong number of cards",
    )
    ruling.effects.append(Effect(EffectKind.CARD_REMOVED, seat, (law,), card=surplus.name))
    params = {"card": surplus.name, "law": law, "trick": str(trick)}
    if trick is None:
        ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, None, (law,)))
        ruling.reasoning.append(
            Message(
                "{card} is no part of the deal: it is taken out, and the auction and play go "
                "on unaffected; no adjusted score may be given ({law}).",
                params,
            )
        )
        return
    ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (law,)))
    ruling.reasoning.append(
        Message(
            "{card} is no part of the deal but was played to trick {trick}: it is taken out, "
            "the play goes on, and the director may adjust the score ({law}).",
            params,
        )
    )


def _wrong_cards_law(edition: Edition) -> Callable[[str], str]:
    """Law 13's number in ``edition`` for a 2017 number."""
    numbers = edition.WRONG_CARDS_LAWS
    return lambda law: numbers.get(law, law)


@BOOK.fact(IrregularityCode.WRONG_NUMBER_OF_CARDS)
def fact_wrong_number_of_cards(
    edition: Edition, table: Table, ruling: Ruling, event: FactEvent
) -> None:
    ruling.facts[event.fact] = event.value
    ruling.question = None
    table.open_ruling(None)
    law = _wrong_cards_law(edition)
    found = table.record.events[ruling.irregularity.event]
    wrong = [ruling.irregularity.offender] if ruling.irregularity.offender is not None else []
    if isinstance(found, FactEvent):
        wrong += [s for s in (_seat_of(found.details.get("short")),) if s is not None]
    if ruling.laws == (law("13A"),):
        _seen_before_call(edition, table, ruling, wrong, bool(event.value))
        return
    # back to where the board stood: the calls stand (13B1); not playable,
    # the board ends where it is, in the auction or the play, with an
    # adjusted score (13B2)
    if not event.value:
        table.end_by_ruling(law("13B2"))
    else:
        table.move_to(Status.PLAY if table.play is not None else Status.AUCTION)
    if event.value:
        ruling.laws = (law("13B1"),)
        ruling.effects.append(Effect(EffectKind.BOARD_RESTORED, None, (law("13B1"),)))
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (law("13B1"),)))
        # 2007 13E: that a card was added or moved is unauthorized for the
        # partner of each player whose hand was wrong
        ruling.effects += _wrong_cards_information(edition, wrong)
        ruling.reasoning.append(
            Message(
                "The board can be played normally: the hands are put right and the board "
                "goes on without any call changed; after the play the director may still "
                "adjust the score ({law}).",
                {"law": law("13B1")},
            )
        )
    else:
        ruling.laws = (law("13B2"),)
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE, None, (law("13B2"), law("12C1b"))))
        offender = ruling.irregularity.offender
        if offender is not None:
            # 13B2: the director may penalise an offender
            ruling.effects.append(
                Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, offender, (law("13B2"),))
            )
        ruling.reasoning.append(
            Message(
                "The board cannot be played normally: it is not played on and the director "
                "awards an adjusted score ({law}).",
                {"law": law("13B2")},
            )
        )


def _seen_before_call(
    edition: Edition, table: Table, ruling: Ruling, wrong: list[Seat], playable: bool
) -> None:
    """2007 13D2, answered: the information can be lived with, so the board
    is played and the score adjusted afterwards if it affected the result
    (13D2a); or it is serious enough to interfere with normal bidding or
    play, and an artificial adjusted score is given (13D2b, 12C2a)."""
    law = _wrong_cards_law(edition)
    seen = law("13A2")
    seat = ruling.irregularity.offender
    if playable:
        table.move_to(Status.PLAY if table.play is not None else Status.AUCTION)
        ruling.laws = (f"{seen}a",)
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (f"{seen}a",)))
        ruling.effects += _wrong_cards_information(edition, wrong)
        ruling.reasoning.append(
            Message(
                "What was seen need not interfere with normal bidding or play: the board is "
                "played and scored, and the director adjusts the score if the information "
                "affected the result ({law}).",
                {"law": f"{seen}a"},
            )
        )
    else:
        table.end_by_ruling(f"{seen}b")
        ruling.laws = (f"{seen}b",)
        ruling.effects.append(
            Effect(EffectKind.ARTIFICIAL_ADJUSTED_SCORE, None, (f"{seen}b", "12C2a"))
        )
        ruling.reasoning.append(
            Message(
                "What was seen is serious enough to interfere with normal bidding or play: "
                "the board is not played and the director awards an artificial adjusted "
                "score ({law}).",
                {"law": f"{seen}b"},
            )
        )
    if seat is not None:
        ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, (seen,)))


#: where a missing card turned up (14A, 14B): among the played cards, somewhere
#: else (the default), or nowhere, so that the same card of another pack
#: takes its place ("other_pack" says the same)
_FOUND = ("trick", "elsewhere", "not_found", "other_pack")


@BOOK.play_fact("missing_card")
def play_fact_missing_card(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """14: a card missing from ``seat``'s hand. Before the opening lead is
    faced it is put back, or the deal is made up with another pack when it
    cannot be found (14A1, 14A2), and nothing else changes (14A3). After it,
    found among the played cards (``"found": "trick"`` with the ``trick`` it
    lay in) Law 67 applies (14B1); found elsewhere it is put back (14B2), not
    found it is replaced from another pack (14B3); either way it counts as
    held throughout: not playing it when it had to be played is a revoke
    (14B4). That a card was added is unauthorized for his partner (14C)."""
    if isinstance(event.value, bool):
        # a yes or no names no card: there is nothing to put back or replace
        return
    seat = _fact_seat(index, event, "seat")
    card = _card_of(event.value)
    if card is None:
        raise found_revoke.FactError(
            index,
            "{value} is not a card: name the missing card, like H7",
            value=shown(event.value),
        )
    found = str(event.details.get("found") or "elsewhere").strip().lower()
    if found not in _FOUND:
        raise found_revoke.FactError(
            index,
            'found: {value} is not where a missing card can turn up: "trick", "elsewhere" '
            'or "not_found"',
            value=shown(event.details.get("found")),
        )
    deal = table.board.deal
    holder = deal.holder(card) if deal is not None else None
    if seat is not None and holder is not None and holder is not seat:
        raise found_revoke.FactError(
            index,
            "{card} is not in {seat}'s hand in the record, so it was not missing from it",
            card=card,
            seat=seat,
        )
    play = table.play
    if found == "trick" and play is not None:
        _missing_card_in_a_trick(edition, table, index, seat, card, event)
        return
    replaced = found in ("not_found", "other_pack")
    if play is None or (play.is_opening_lead and not play.current):
        # 14A: before the opening lead is faced: the card is put back (or
        # taken from another pack) and nothing else changes
        restored = "14A2" if replaced else "14A1"
        ruling = edition.found_ruling(
            table,
            index,
            IrregularityCode.MISSING_CARD,
            ("14A",),
            seat,
            f"{card} was missing from a hand",
            facts=CardFacts(card=card),
        )
        ruling.effects.append(Effect(EffectKind.CARD_RESTORED, seat, (restored,), card=card.name))
        ruling.effects.append(_restored_card_information(seat))
        ruling.reasoning.append(
            Message(
                "{card} could not be found before the opening lead was faced: the director "
                "makes up the deal with the same card from another pack; it counts as part "
                "of the hand throughout, and the auction and play go on normally with no "
                "call changed (14A2, 14A3). That a card was added is unauthorized information "
                "for the partner of the player whose hand was short (14C)."
                if replaced
                else "{card} was found before the opening lead was faced: it is put back into "
                "the hand, counts as part of it throughout, and the auction and play go on "
                "normally with no call changed (14A1, 14A3). That a card was added is "
                "unauthorized information for the partner of the player whose hand was "
                "short (14C).",
                {"card": card.name},
            )
        )
        return
    restored = "14B3" if replaced else "14B2"
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.MISSING_CARD,
        (restored, "14B4"),
        seat,
        f"{card} was missing from a hand",
        facts=CardFacts(card=card),
    )
    ruling.effects.append(Effect(EffectKind.CARD_RESTORED, seat, (restored,), card=card.name))
    ruling.effects.append(_restored_card_information(seat))
    if seat is None:
        return
    tricks = [t.cards for t in play.tricks]
    if play.current:
        tricks.append(tuple(play.current))
    for number, cards in enumerate(tricks):
        own = next((c for s, c in cards if s is seat), None)
        if own is not None and cards[0][1].suit is card.suit and own.suit is not card.suit:
            ruling.reasoning.append(
                Message(
                    "{seat} did not follow to trick {trick} while he held {card}: a revoke (14B4).",
                    {"seat": _name(seat), "trick": str(number + 1), "card": card.name},
                )
            )
            break


def _missing_card_in_a_trick(
    edition: Edition, table: Table, index: int, seat: Seat | None, card: Card, event: FactEvent
) -> None:
    """14B1: the card missing from ``seat``'s hand lay among the played cards,
    in the quitted trick the fact names: Law 67 rules it as a card too many
    in that trick (67A2 before a player of each side played to the next
    trick, else 67B2), so it is not simply put back (14B2)."""
    play = table.play
    assert play is not None
    if seat is None:
        raise found_revoke.FactError(
            index, 'a missing card needs "seat": the player whose hand was short'
        )
    if event.details.get("trick") is None:
        raise found_revoke.FactError(
            index, 'a missing card found among the played cards needs "trick": the trick it lay in'
        )
    number = _trick_of(table, event)
    if number is None or number >= len(play.tricks):
        raise found_revoke.FactError(
            index,
            "{trick} is not a quitted trick: a missing card is found among the cards of a "
            "trick already played (14B1)",
            trick=shown(event.details.get("trick")),
        )
    if card.index not in play.hands[seat]:
        raise found_revoke.FactError(
            index,
            "{card} is not in {seat}'s hand in the record, so it was not missing from it",
            card=card,
            seat=seat,
        )
    exposed = bool(event.details.get("exposed"))
    recorded = play.tricks[number].card_of(seat)
    if event.details.get("at_once") and recorded is not None and not _both_sides_on(table, number):
        # it went into the trick together with his card there (67A2, 58B):
        # seen or not, as the fact says; unseen, it goes back (58B1)
        visible = [recorded, card] if exposed else [recorded]
        ruling = _simultaneous_quitted(
            edition, table, index, seat, number, recorded, [card], visible, ("14B1", "67A2")
        )
        if ruling is not None and not any(e.card == card.name for e in ruling.effects):
            ruling.effects.append(Effect(EffectKind.CARD_RETURNED, seat, ("58B1",), card=card.name))
    else:
        ruling = _extra_cards(
            edition,
            table,
            index,
            seat,
            number,
            [card],
            event.details.get("faced"),
            exposed,
            ("14B1",),
        )
    assert ruling is not None  # a quitted trick with a card of his, the card in his hand
    ruling.reasoning.insert(
        0,
        Message(
            "{card}, missing from {seat}'s hand, was found among the cards of trick "
            "{trick}: Law 67 applies to that trick (14B1).",
            {"card": card.name, "seat": _name(seat), "trick": str(number + 1)},
        ),
    )
    if any(e.kind is EffectKind.CARD_RETURNED for e in ruling.effects) or not any(
        e.kind is EffectKind.PENALTY_CARD for e in ruling.effects
    ):
        # a card went back to his hand: his partner knows it was short (14C)
        ruling.effects.append(_restored_card_information(seat))


def _restored_card_information(seat: Seat | None) -> Effect:
    """14C: that a card was put back into ``seat``'s short hand is
    unauthorized information for his partner (nobody named when the director
    did not say whose hand was short)."""
    partner = seat.partner if seat is not None else None
    return Effect(EffectKind.UNAUTHORIZED_INFORMATION, partner, ("14C",))


@BOOK.play_fact("cards_from_wrong_board")
def play_fact_cards_from_wrong_board(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """15A (2007 17D): ``seat`` called with cards taken from another board.
    His call is cancelled with every later call (15A1); if his partner has
    called since, the board ends with an adjusted score (15A2a; 2007: he
    calls again and the score is adjusted only if his new call differs,
    17D2); otherwise he calls again with his own cards and the auction goes
    on from there (15A2b), the withdrawn calls under 16C (2007 16D)."""
    seat = _seat_of(event.details.get("seat"))
    if not event.value or seat is None or table.status is not Status.AUCTION:
        return
    cancel, again, adjust, info = edition.WRONG_HAND_LAWS
    calls = table.auction.calls
    first = next((i for i, (s, _c) in enumerate(calls) if s is seat), None)
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.CARDS_FROM_WRONG_BOARD,
        (cancel,),
        seat,
        f"{_name(seat)} called with cards from another board",
    )
    if first is None:
        ruling.reasoning.append(
            Message(
                "{seat} has made no call with those cards: he takes his own and the "
                "auction goes on ({law}).",
                {"seat": _name(seat), "law": cancel},
            )
        )
        return
    partner_called = any(s is seat.partner for s, _c in calls[first + 1 :])
    cancelled = calls[first][1]
    if partner_called and adjust is not None:
        ruling.laws = (cancel, adjust)
        ruling.effects.append(
            Effect(EffectKind.CALL_CANCELLED, seat, (cancel,), call=cancelled.name)
        )
        ruling.effects.append(Effect(EffectKind.ADJUSTED_SCORE, None, (adjust, "12C1")))
        ruling.reasoning.append(
            Message(
                "{seat}'s {call} was made with cards from another board and his partner has "
                "called since: the board ends with an adjusted score ({law}).",
                {"seat": _name(seat), "call": cancelled.name, "law": adjust},
            )
        )
        table.end_by_ruling(adjust)
        return
    while len(table.auction.calls) > first:
        table.auction.withdraw_last()
    ruling.laws = (cancel, again)
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, seat, (cancel,), call=cancelled.name))
    laws = tuple(dict.fromkeys((info, edition.WITHDRAWN_INFO_LAW)))
    ruling.effects.append(Effect(EffectKind.UNAUTHORIZED_INFORMATION, seat.partner, laws))
    ruling.reasoning.append(
        Message(
            "{seat}'s {call} and every call after it are cancelled ({cancel}); {seat} looks "
            "at his own cards and calls again, and the auction goes on from there ({again}); "
            "what the cancelled calls showed is unauthorized for his side ({info}).",
            {
                "seat": _name(seat),
                "call": cancelled.name,
                "cancel": cancel,
                "again": again,
                "info": info,
            },
        )
    )
    if len(calls) > first + 1 and adjust is None:
        # 2007 17D2: his left-hand opponent called over the cancelled call
        # (and perhaps his partner after it): the offender's new call decides
        ruling.reasoning.append(
            Message(
                "Others called after {call}: if {seat}'s new call differs from it, the "
                "director awards an artificial adjusted score; his left-hand opponent "
                "repeats his call ({again}).",
                {"seat": _name(seat), "call": cancelled.name, "again": again},
            )
        )
        ruling.facts["cancelled_call"] = cancelled.name
        ruling.facts["lho_call"] = calls[first + 1][1].name
        table.await_replacement(ruling)
    table.move_to(Status.AUCTION)


@BOOK.followup(IrregularityCode.CARDS_FROM_WRONG_BOARD)
def followup_cards_from_wrong_board(
    edition: Edition, table: Table, index: int, event: CallEvent
) -> bool:
    """2007 17D2: the offender's new call, made with his own cards after his
    left-hand opponent called over the cancelled one. The same call: the
    auction goes on and that opponent must repeat his call; a different
    one: an artificial adjusted score, and the board is not played on."""
    ruling = table.replacing
    assert ruling is not None
    offender = ruling.irregularity.offender
    if offender is not None and "lho_repeats" in ruling.facts:
        return _lho_repeats(edition, table, index, event, ruling)
    if event.by is not offender or offender is None:
        return False  # judged as usual
    if "original_call" in ruling.facts:
        # 15A3 (2007 17D3): his first call on the board whose cards he took,
        # in turn or not: the same, it is judged as usual (an irregular one
        # under its own law); a different one ends the board
        table.await_replacement(None)
        if not _compare_repeat(edition, table, ruling, event.call):
            return False
        if table.auction.violation(event.by, event.call) is None:
            table.auction.add(event.by, event.call)
        return True
    table.await_replacement(None)
    law = ruling.laws[-1]
    cancelled = str(ruling.facts["cancelled_call"])
    ruling.facts["offender_call"] = event.call.name
    names = {"seat": _name(offender), "call": cancelled, "new": event.call.name, "law": law}
    if event.call.name != cancelled:
        ruling.effects.append(Effect(EffectKind.ARTIFICIAL_ADJUSTED_SCORE, None, (law, "12C2")))
        ruling.reasoning.append(
            Message(
                "{seat}'s new call {new} differs from the cancelled {call}: the director "
                "awards an artificial adjusted score and the board is not played on ({law}).",
                names,
            )
        )
        table.end_by_ruling(law)
        return True
    if table.auction.violation(event.by, event.call) is not None:
        return False  # the same call, but irregular now: its own law rules it
    table.auction.add(event.by, event.call)
    lho = offender.lho
    repeat = str(ruling.facts["lho_call"])
    ruling.effects.append(Effect(EffectKind.MUST_REPEAT, lho, (law,), call=repeat))
    table.oblige(Obligation(ObligationType.MUST_REPEAT, lho, (law,), "next_turn", call=repeat))
    ruling.reasoning.append(
        Message(
            "{seat} made the cancelled {call} again: the auction goes on and {lho} must "
            "repeat his {repeat} ({law}).",
            {**names, "lho": _name(lho), "repeat": repeat},
        )
    )
    # the director, still at the table, sees the repetition made (17D2)
    ruling.facts["lho_repeats"] = repeat
    table.await_replacement(ruling)
    edition.auction_over(table)
    return True


def _lho_repeats(
    edition: Edition, table: Table, index: int, event: CallEvent, ruling: Ruling
) -> bool:
    """2007 17D2: the offender's left-hand opponent must repeat the call he
    made over the cancelled one. The repetition is made as usual; another
    call, in turn, is cancelled at once by the director still at the table
    (its information unauthorized for his partner, 16D) and he must still
    repeat; a call by anyone else is judged as usual."""
    offender = ruling.irregularity.offender
    assert offender is not None
    lho, repeat = offender.lho, str(ruling.facts["lho_repeats"])
    if event.by is not lho or table.auction.next_seat is not lho:
        return False
    if event.call.name == repeat:
        table.await_replacement(None)
        return False  # the repetition: made, and the duty paid
    law = ruling.laws[-1]
    table.note_irregularity(
        Irregularity(
            IrregularityCode.CALL_NOT_REPEATED_17D2,
            (law,),
            index,
            lho,
            f"{_name(lho)} called {event.call} instead of repeating {repeat}",
            facts=CallFacts(event.call),
        )
    )
    ruling.effects.append(Effect(EffectKind.CALL_CANCELLED, lho, (law,), call=event.call.name))
    ruling.effects.append(
        Effect(EffectKind.UNAUTHORIZED_INFORMATION, lho.partner, (edition.WITHDRAWN_INFO_LAW,))
    )
    ruling.reasoning.append(
        Message(
            "{lho} called {made} instead of repeating his {repeat}: it is cancelled, what it "
            "showed is unauthorized for {partner}, and {lho} must still repeat {repeat} "
            "({law}, {info}).",
            {
                "lho": _name(lho),
                "made": event.call.name,
                "repeat": repeat,
                "partner": _name(lho.partner),
                "law": law,
                "info": edition.WITHDRAWN_INFO_LAW,
            },
        )
    )
    return True


@BOOK.play_fact("called_with_these_cards")
def play_fact_called_with_these_cards(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """15A3 (2007 17D3): ``seat`` had taken this board's cards to another
    board and called with them there (the value: that call, or ``true``
    with ``call``). His first call on this board is compared with it: the
    same, the board is played normally; different (a clearly different
    meaning or a psych: the director may say so with ``differs``), the
    director awards an adjusted score (2007: artificial) and the board is
    not played on. A procedural penalty may be added (15A4, 2007 17D4).
    ``false``: he made no call with them, and there is nothing to compare."""
    details = event.details or {}
    seat = _seat_of(details.get("seat"))
    if seat is None:
        raise found_revoke.FactError(
            index, "{value} is not a seat (N, E, S, W)", value=shown(details.get("seat"))
        )
    law, _score, _artificial, penalty = edition.WRONG_HAND_REPEAT_LAWS
    if event.value is False:
        table.note_without_effect(
            index,
            seat,
            Message(
                "{seat} made no call with this board's cards elsewhere: there is nothing to "
                "compare his call with ({law}).",
                {"seat": _name(seat), "law": law},
            ),
        )
        return
    given = details.get("call") if event.value is True else event.value
    try:
        original = Call.parse(str(given))
    except BridgeError:
        raise found_revoke.FactError(
            index,
            "{value} is not a call: give the call made with these cards on the other board, "
            'as "1S"',
            value=shown(given),
        ) from None
    code, text = (
        IrregularityCode.CARDS_FROM_WRONG_BOARD,
        f"{_name(seat)} called {original.name} on another board with this board's cards",
    )
    if edition.found_while_ruling(table, index, event, code, (law,), seat, text):
        return
    ruling = edition.found_ruling(table, index, code, (law,), seat, text)
    ruling.facts["original_call"] = original.name
    if isinstance(details.get("differs"), bool):
        ruling.facts["call_differs"] = details["differs"]
    ruling.effects.append(Effect(EffectKind.PROCEDURAL_PENALTY_POSSIBLE, seat, (penalty, "90")))
    ruling.reasoning.append(
        Message(
            "{seat} had taken this board's cards to another board and called {call} with "
            "them there: his call on this board is compared with it ({law}).",
            {"seat": _name(seat), "call": original.name, "law": law},
        )
    )
    made = next((c for s, c in table.auction.calls if s is seat), None)
    if made is not None:
        _compare_repeat(edition, table, ruling, made)
        return
    ruling.reasoning.append(
        Message(
            "{seat} has not called on this board yet: the same call at his turn and the "
            "board is played normally; a different one and the director adjusts the score "
            "({law}).",
            {"seat": _name(seat), "law": law},
        )
    )
    if table.status is Status.AUCTION and table.replacing is not None:
        # another ruling awaits its offender's call now (27B, 30-32): this
        # one waits for its offender's first call behind it
        table.await_later(ruling)
    elif table.status is Status.AUCTION:
        table.await_replacement(ruling)


def _compare_repeat(edition: Edition, table: Table, ruling: Ruling, call: Call) -> bool:
    """15A3 (2007 17D3): ``call``, the offender's first call on this board,
    against the call he made with its cards on another board. True when it
    differs: the score is adjusted and the board ends."""
    law, score, artificial, _penalty = edition.WRONG_HAND_REPEAT_LAWS
    seat = ruling.irregularity.offender
    assert seat is not None
    original = str(ruling.facts["original_call"])
    ruling.facts["offender_call"] = call.name
    differs = ruling.facts.get("call_differs")
    if not isinstance(differs, bool):
        differs = call.name != original
    names = {"seat": _name(seat), "call": original, "new": call.name, "law": law}
    if not differs:
        ruling.effects.append(Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, (law,)))
        ruling.reasoning.append(
            Message(
                "{seat}'s call on this board, {new}, does not differ from the {call} he made "
                "with these cards: the director lets the board be played normally ({law}).",
                names,
            )
        )
        return False
    kind = EffectKind.ARTIFICIAL_ADJUSTED_SCORE if artificial else EffectKind.ADJUSTED_SCORE
    ruling.effects.append(Effect(kind, None, (law, *score)))
    ruling.reasoning.append(
        Message(
            "{seat}'s call on this board, {new}, differs from the {call} he made with these "
            "cards (a clearly different meaning, or a psych): the director awards an "
            "artificial adjusted score and the board is not played on ({laws})."
            if artificial
            else "{seat}'s call on this board, {new}, differs from the {call} he made with "
            "these cards (a clearly different meaning, or a psych): the director awards an "
            "adjusted score and the board is not played on ({laws}).",
            {**names, "laws": ", ".join((law, *score))},
        )
    )
    table.end_by_ruling(law)
    return True


@BOOK.play_fact("wrong_board")
def play_fact_wrong_board(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """15B: a board not meant for this table in this round: cancelled if
    any of the four had played it before (15B1), else the result stands
    (15B2) and the pairs may have to play the right board later."""
    played_before = bool(event.value)
    in_auction = table.status is Status.AUCTION
    before_law, fresh_law, score_laws = edition.WRONG_BOARD_LAWS
    # 2007 15C: found in the auction, the auction is cancelled, the right
    # contestants sit down and the calls must be made again
    cancelled = edition.WRONG_BOARD_AUCTION_LAW if in_auction else None
    law = cancelled or (before_law if played_before else fresh_law)
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.WRONG_BOARD,
        (law,),
        None,
        "the board was not meant for this table",
    )
    if cancelled is not None:
        ruling.reasoning.append(
            Message(
                "Found during the auction: the auction is cancelled and the right "
                "contestants take their seats; in a second auction the players must repeat "
                "their calls, and if any call differs the board is cancelled ({law}).",
                {"law": law},
            )
        )
        table.move_to(Status.COMPLETE)
        return
    if played_before:
        ruling.effects.append(Effect(EffectKind.BOARD_CANCELLED, None, (law,)))
        ruling.effects.append(Effect(EffectKind.ARTIFICIAL_ADJUSTED_SCORE, None, score_laws))
        ruling.reasoning.append(
            Message(
                "A player at this table has played the board before: the board is cancelled "
                "for both sides, and each contestant who could not obtain a valid score gets "
                "an artificial adjusted score ({laws}).",
                {"laws": ", ".join((law, *score_laws))},
            )
        )
        if in_auction:
            table.move_to(Status.COMPLETE)  # cancelled: not played on
        elif not table.is_over:
            # found in the play: cancelled all the same, nothing more is
            # played and the board has no result of its own (15B1, 12C2a)
            table.end_by_ruling(law)
    else:
        ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, (law,)))
        ruling.reasoning.append(
            Message(
                "No one at the table has played the board before: the auction and play are "
                "completed and the result stands; the pairs may have to play the right "
                "board against each other later ({law}).",
                {"law": law},
            )
        )


#: what went wrong in the shuffle or the deal (6D1, 6D2)
MISDEAL_CASES = ("dealt_wrongly", "card_seen", "unshuffled")


@BOOK.play_fact("misdeal")
def play_fact_misdeal(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """6D: the shuffle or the deal went wrong. ``dealt_wrongly`` (not dealt
    as 6B says) or ``card_seen`` (a player could have seen another's card
    while they were shuffled and dealt), found before the first call: the
    cards are shuffled and dealt again (6D1). Found later there is no new
    deal: a card seen by chance is information from another source (2017
    16D, 2007 16C; 24 for a card shown in the auction), and a hand with the
    wrong number of cards is Law 13's. ``unshuffled`` (a pack not shuffled,
    or a deal from another session): no result may stand (6D2): a new deal
    before the auction, else the board is cancelled with an artificial
    adjusted score."""
    case = event.value
    if case not in MISDEAL_CASES:
        raise found_revoke.FactError(
            index,
            "{value} is not a fault of the shuffle or deal: dealt_wrongly, card_seen or "
            "unshuffled (6D)",
            value=shown(case),
        )
    law = "6D2" if case == "unshuffled" else "6D1"
    # 6D1 only before the first call; 6D2 has no time limit: dealt again
    # while no card has been played
    if case == "unshuffled":
        redeal = table.play is None and table.status is Status.AUCTION
    else:
        redeal = not table.auction.calls and table.status is Status.AUCTION
    ruling = edition.found_ruling(
        table, index, IrregularityCode.MISDEAL, (law,), None, f"misdeal: {case}"
    )
    if redeal and case == "unshuffled" and table.auction.calls:
        ruling.effects.append(Effect(EffectKind.NEW_DEAL, None, (law,)))
        ruling.reasoning.append(
            Message(
                "The cards were not shuffled, or the deal comes from another session: no "
                "result may stand on it; found before the play, the auction is cancelled and "
                "the cards are shuffled and dealt again ({law}).",
                {"law": law},
            )
        )
        table.move_to(Status.COMPLETE)
        return
    if redeal:
        ruling.effects.append(Effect(EffectKind.NEW_DEAL, None, (law,)))
        ruling.reasoning.append(
            Message(
                "Found before the first call: the cards are shuffled and dealt again, and "
                "the board is played with the new deal ({law}).",
                {"law": law},
            )
        )
        table.move_to(Status.COMPLETE)
        return
    if case == "unshuffled":
        _, _, score_laws = edition.WRONG_BOARD_LAWS
        laws = (law, score_laws[-1])
        ruling.effects.append(Effect(EffectKind.BOARD_CANCELLED, None, (law,)))
        ruling.effects.append(Effect(EffectKind.ARTIFICIAL_ADJUSTED_SCORE, None, laws))
        ruling.reasoning.append(
            Message(
                "The cards were not shuffled, or the deal comes from another session: no "
                "result may stand on it; found once the play had begun, the board is "
                "cancelled and each side gets an artificial adjusted score ({laws}).",
                {"laws": ", ".join(laws)},
            )
        )
        if not table.is_over:
            table.end_by_ruling(law)
        return
    if case == "card_seen":
        # the law itself, not its first sub-law (16D1 is 16D's)
        other = edition.OTHER_SOURCE_LAWS[0].rstrip("0123456789")
        ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, None, (law, other)))
        ruling.reasoning.append(
            Message(
                "Found after the auction had begun: there is no new deal; a card of another "
                "player seen by chance is information from another source ({other}; 24 for a "
                "card shown in the auction).",
                {"other": other},
            )
        )
        return
    ruling.effects.append(Effect(EffectKind.NO_RECTIFICATION, None, (law, "13")))
    ruling.reasoning.append(
        Message(
            "Found after the auction had begun: there is no new deal; a hand with too many "
            "or too few cards is ruled under Law 13 (give the wrong number of cards)."
        )
    )


@BOOK.play_fact("trick_pointed_wrongly")
def play_fact_trick_pointed_wrongly(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """65B3: a quitted card pointed the wrong way, pointed out by ``by``
    (optional). 2017: any player, until his side leads or plays to the next
    trick; 2007: declarer at any time, dummy or a defender until the lead to
    the next trick. Without ``by``: until the next trick is begun. Pointed
    out later, 16B may apply."""
    play = table.play
    assert play is not None
    value = event.value
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= len(play.tricks):
        raise found_revoke.FactError(
            index,
            "{value} is not a quitted trick (1 to {most})",
            value=shown(value),
            most=str(len(play.tricks)),
        )
    number = value
    by = _pointer(index, event)
    begun = len(play.tricks) > number or bool(play.current)
    if by is None:
        late = begun
    elif edition.POINTED_CARD_UNTIL_SIDE_PLAYS:
        late = len(play.tricks) > number or any(s.side is by.side for s, _ in play.current)
    else:
        late = begun and by is not play.declarer
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.TRICK_POINTED_WRONGLY,
        ("65B3",),
        None,
        f"a card of trick {number} points the wrong way",
    )
    kind = EffectKind.TOO_LATE if late else EffectKind.CARD_TURNED
    ruling.effects.append(Effect(kind, None, ("65B3", "65D") if late else ("65B3",)))
    ruling.reasoning.append(
        Message("The tricks as played decide who won them, not how the cards were turned (65D).")
    )
    ruling.reasoning.append(_pointed_way(table, number, _fact_seat(index, event, "seat")))
    if late and by is not None:
        ruling.reasoning.append(
            Message(
                "{seat} pointed it out after his right to do so had ended: what that tells "
                "his partner may be unauthorized information (65B3, 16B).",
                {"seat": by.name.title()},
            )
        )


def _pointed_way(table: Table, number: int, seat: Seat | None) -> Message:
    """Which way ``seat``'s quitted card of trick ``number`` should point:
    lengthwise towards his partner when his side won the trick (65B1),
    towards the opponents when they won it (65B2); said in general when the
    trick or the seat is not known."""
    play = table.play
    trick = trick_in_view(table, number - 1)
    if seat is None or play is None or trick is None:
        return Message(
            "A quitted card points towards partner when its side won the trick (65B1), "
            "towards the opponents when they won it (65B2)."
        )
    names = {"seat": seat.name.title(), "trick": str(number), "winner": trick.winner.name.title()}
    if trick.winner.side is seat.side:
        return Message(
            "{winner} won trick {trick}: {seat}'s card should point towards his partner (65B1).",
            names,
        )
    return Message(
        "{winner} won trick {trick}: {seat}'s card should point towards the opponents (65B2).",
        names,
    )


def _pointer(index: int, event: FactEvent) -> Seat | None:
    """The player who pointed out the card (``by``), if the fact names one."""
    named = (event.details or {}).get("by")
    if named is None:
        return None
    try:
        return Seat.parse(str(named))
    except BridgeError:
        raise found_revoke.FactError(
            index, "{value} is not a seat (N, E, S, W)", value=shown(named)
        ) from None
