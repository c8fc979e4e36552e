"""The director's instruction to the table, and the board's result in words.

After every ruling the NBB's general protocol (seed 004, "Algemeen Arbitrage
Protocol") has the director tell the table what happens now and who acts,
what stays in force, and stay until every obligation is discharged, reminding
the players at the moment one bites. :func:`instruction` gives those sentences
for a table as it stands; :func:`result` the contract, tricks, transferred
tricks (64A) and score at the end of the board. Both are catalogue messages,
rendered in the director's language by the assistants (web, ``direct``) and
``bridgelaws rule``; nothing here decides a law, it reads the table.
"""

from __future__ import annotations

from bridgelaws import protocol
from bridgelaws.cards import BridgeError, Card, Seat, Side, Suit
from bridgelaws.facts import CallFacts, CardFacts, RevokeFacts
from bridgelaws.irregularities.play import deferred_by_lead_restriction
from bridgelaws.play import Play
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ConcedeEvent,
    DirectorEvent,
    Event,
    ExposeEvent,
    FactEvent,
    InfoEvent,
)
from bridgelaws.rulings import (
    EffectKind,
    IrregularityCode,
    Message,
    ObligationType,
    describe_obligation,
    other_chooser,
)
from bridgelaws.table import Status, Table


def _name(seat: Seat) -> str:
    return seat.name.title()


def _side(side: Side) -> str:
    return side.name


#: an information event of the judgment layer said back (record.INFO_KINDS)
_INFO_TEXTS = {
    "alert": "noted: the alert by {seat}, or its absence",
    "explain": "noted: the explanation given by {seat}",
    "agreement": "noted: the real agreement of {seat}'s side",
    "correct": "noted: the explanation corrected by {seat}",
    "extraneous": "noted: extraneous information from {seat}",
    "change": "noted: {seat} changes the call",
}


def event_text(event: Event, rubber: bool = False) -> Message:
    """An action as the director would say it back (echoes, undo); under the
    ``rubber`` rules, which have no director, as the players would."""
    if isinstance(event, CallEvent):
        return Message("{seat}: {call}", {"seat": _name(event.by), "call": event.call.name})
    if isinstance(event, CardEvent):
        return Message("{seat} plays {card}", {"seat": _name(event.by), "card": event.card.name})
    if isinstance(event, ExposeEvent):
        return Message("{seat} shows {card}", {"seat": _name(event.by), "card": event.card.name})
    if isinstance(event, DirectorEvent):
        if rubber:
            # rubber 60: a player draws attention to an irregularity
            return Message("{seat} draws attention to an irregularity", {"seat": _name(event.by)})
        return Message("{seat} calls the director", {"seat": _name(event.by)})
    if isinstance(event, ChoiceEvent):
        return Message("{seat} chooses", {"seat": _name(event.by)})
    if isinstance(event, FactEvent):
        if event.fact == "revoke" and isinstance(event.value, dict):
            seat = Seat.parse(str(event.value.get("seat", "N")))
            return Message(
                "the players find that {seat} revoked in trick {trick}"
                if rubber
                else "the director finds that {seat} revoked in trick {trick}",
                {"seat": _name(seat), "trick": str(event.value.get("trick", ""))},
            )
        found = _finding_text(event)
        if found is not None:
            return found
        return Message(
            "the players' answer to the question"
            if rubber
            else "the director's answer to the question"
        )
    if isinstance(event, ClaimEvent):
        return Message(
            "{seat} claims {n} tricks", {"seat": _name(event.by), "n": str(event.tricks)}
        )
    if isinstance(event, ConcedeEvent):
        return Message(
            "{seat} concedes {n} tricks", {"seat": _name(event.by), "n": str(event.tricks)}
        )
    if isinstance(event, InfoEvent):
        return Message(_INFO_TEXTS[event.kind], {"seat": _name(event.by)})
    return Message("{seat} agrees" if event.agree else "{seat} disputes", {"seat": _name(event.by)})


#: the director's findings in the play said back without their values
_FINDINGS = {
    "designation": "the director finds: declarer named dummy's card incompletely (46B)",
    "dummy_suggested": "the director finds: dummy suggested a play (45F)",
    "wrong_number_of_cards": "the director finds: a hand had the wrong number of cards (13)",
    "wrong_board": "the director finds: the wrong board is played at this table (15)",
}


def _finding_text(event: FactEvent) -> Message | None:
    """A finding typed in the play (46B, 45F, 47E2, 58, 67, 13, 15) said back
    in words, or None for any other fact (or one that cannot be read)."""
    if event.fact in _FINDINGS:
        return Message(_FINDINGS[event.fact])
    try:
        if event.fact == "misinformed":
            return Message(
                "the director finds: {card} was taken back after a mistaken explanation (47E2)",
                {"card": Card.parse(str(event.value)).name},
            )
        if event.fact == "review_requested":
            by = _name(Seat.parse(str(event.details.get("by"))))
            return Message("{seat} asks for the auction", {"seat": by})
        who = _name(Seat.parse(str(event.details.get("seat"))))
    except BridgeError:
        return None
    if event.fact == "simultaneous_cards":
        return Message(
            "the director finds: {seat} played cards at the same time (58)", {"seat": who}
        )
    if event.fact == "procedural_penalty":
        return Message(
            "the director gives {seat} a procedural penalty of {amount} (90)",
            {"seat": who, "amount": str(event.value)},
        )
    trick = event.details.get("trick")
    if event.fact == "defective_trick" and trick is not None:
        return Message(
            "the director finds: {seat}'s card of trick {trick} was wrong (67)",
            {"seat": who, "trick": str(trick)},
        )
    return None


def _designated_unseen(table: Table, seat: Seat) -> list[Message]:
    """46B with dummy's cards unknown: the card declarer's words designate
    could not be worked out, so the table is told what they mean while
    dummy is still to play (the ruling's own words)."""
    play = table.play
    ruling = table.rulings[-1] if table.rulings else None
    if (
        play is None
        or seat is not play.dummy
        or ruling is None
        or ruling.irregularity.code is not IrregularityCode.INCOMPLETE_DESIGNATION
        or ruling.effects
        or ruling.options
        or ruling.irregularity.event != len(table.record.events) - 1
    ):
        return []
    return ruling.reasoning[:1]


def instruction(table: Table) -> list[Message]:
    """What the director tells the table now: who acts, and the reminders of
    the obligations that bite at this turn (see :func:`in_force` for the rest)."""
    out: list[Message] = []
    status = table.status
    active = table.active
    # the rubber rules have no Laws 9, 10 or 85 to cite
    rubber = table.edition.name == "rubber"
    facts = (
        Message("The facts are established first.")
        if rubber
        else Message("The director first establishes the facts (85).")
    )
    events = table.record.events
    if (
        events
        and isinstance(events[-1], DirectorEvent)
        and status in (Status.AUCTION, Status.PLAY)
        and table.pending is None
        and not rubber  # the NBB table protocols are the Laws' (no director in rubber)
        and not _called_over_an_irregularity(table)
    ):
        # seed 004's table protocols for unauthorised information and
        # misinformation: nothing to rectify now, the facts are noted at once
        out.append(
            Message(
                "{seat} called the director and the calls and cards show no irregularity: "
                "for a hesitation, a remark or an explanation (16B, 20F, 75) the director "
                "checks the facts with the other side now and notes them (judgment), lets "
                "the auction and play go on, and judges any damage at the end (12B1).",
                {"seat": _name(events[-1].by)},
            )
        )
    if status is Status.AWAITING_CHOICE and protocol.next_question(table) is not None:
        # seed 004: the general protocol's facts come before the options
        out.append(facts)
    elif status is Status.AWAITING_CHOICE and other_chooser(active) is not None:
        # 55A, 43B2a: either defender may choose
        assert active is not None and active.chooser is not None
        other = other_chooser(active)
        assert other is not None
        either = {"seat": _name(active.chooser), "other": _name(other)}
        out.append(
            Message(
                "{seat} or {other} now chooses among the options, after hearing every one of them.",
                either,
            )
            if rubber
            else Message(
                "{seat} or {other} now chooses among the options, after hearing every one "
                "of them (10C1).",
                either,
            )
        )
    elif status is Status.AWAITING_CHOICE and active is not None and active.chooser is not None:
        chooser = {"seat": _name(active.chooser)}
        out.append(
            Message(
                "{seat} now chooses among the options, after hearing every one of them.", chooser
            )
            if rubber
            else Message(
                "{seat} now chooses among the options, after hearing every one of them (10C1).",
                chooser,
            )
        )
    elif (
        status is Status.AWAITING_FACT
        and active is not None
        and active.question is not None
        and active.question.fact == "tricks_after_correction"
    ):
        # 62D1 with the hands unknown: the table plays the two tricks again first
        out.append(
            Message(
                "The players play tricks 12 and 13 again as the rules say and then agree how "
                "many tricks each side won (55(1))."
            )
            if rubber
            else Message(
                "The players play tricks 12 and 13 again as the ruling says; the director "
                "then notes how many tricks each side won (62D1)."
            )
        )
    elif (
        status is Status.AWAITING_FACT
        and active is not None
        and isinstance(active.irregularity.facts, RevokeFacts)
        and active.irregularity.facts.retrick
    ):
        # 62A with the revoke trick quitted and unseen: the table puts it right first
        trick = {"trick": str(active.irregularity.facts.trick + 1)}
        out.append(
            Message(
                "The players put trick {trick} right as the rules say and agree who won it "
                "(55(1)).",
                trick,
            )
            if rubber
            else Message(
                "The players put trick {trick} right as the ruling says; the director then "
                "notes who won it (62A).",
                trick,
            )
        )
    elif status is Status.AWAITING_FACT:
        out.append(facts)
    elif status is Status.AWAITING_DIRECTOR and table.pending is not None:
        out.append(
            Message("Nobody acts until the irregularity has been dealt with.")
            if rubber
            else Message("Nobody acts until the director has ruled (9B2).")
        )
    elif status is Status.AUCTION and (waiting := _waiting_call(table)) is not None:
        out.append(waiting)
        assert table.next is not None
        out.extend(_biting_in_auction(table, table.next))
    elif status is Status.AUCTION:
        seat = table.next
        if seat is not None:
            out.append(Message("The auction goes on: {seat} calls now.", {"seat": _name(seat)}))
            out.extend(_biting_in_auction(table, seat))
    elif table.claim_open:
        out.append(
            Message(
                "Nobody plays on: the opponents accept the claim or dispute it; declarer's "
                "disputed claim is played out as he stated, every point he left open as the "
                "defenders direct (26, 54)."
            )
            if rubber
            else Message(
                "Nobody plays on: the opponents agree to the claim or dispute it; "
                "a disputed claim goes to the director (68D, 70)."
            )
        )
    elif status is Status.PLAY and (waiting := _waiting_lead(table)) is not None:
        out.append(waiting)
    elif status is Status.PLAY and table.play is not None:
        play = table.play
        seat = table.next
        if seat is not None:
            if not play.current:
                if seat is play.dummy:
                    text = "Declarer leads from dummy ({seat}) now."
                elif play.is_opening_lead:
                    # the opening lead has its own word at the table (41)
                    text = "{seat} makes the opening lead now."
                else:
                    text = "{seat} leads now."
            elif seat is play.dummy:
                text = "Declarer plays from dummy ({seat}) now."
            else:
                text = "{seat} plays now."
            out.append(Message(text, {"seat": _name(seat)}))
            out.extend(_designated_unseen(table, seat))
            out.extend(_biting_in_play(table, seat))
    elif status is Status.PASSED_OUT:
        out.append(Message("The board is passed out; the next board is played."))
    elif status is Status.COMPLETE:
        out.extend(result(table))
    return out


#: leads the next player may accept by playing to them (53A, 54B, 55A; rubber 45, 46(3))
_WAITING_LEADS = frozenset(
    {
        IrregularityCode.OPENING_LEAD_OUT_OF_TURN,
        IrregularityCode.LEAD_OUT_OF_TURN,
        IrregularityCode.LEAD_FROM_WRONG_HAND,
    }
)


def _waiting_call(table: Table) -> Message | None:
    """A call the next player may accept by calling over it (27A1, 29A,
    25B1, 37A; rubber 39(3), 40(3)) that nobody has accepted or ruled yet:
    it waits for the director (9B1) or that call. ``None`` when none waits."""
    pending, seat = table.pending, table.next
    if pending is None or pending.accepted or pending.offender is None or seat is None:
        return None
    law = table.edition.acceptance_law(pending.code)
    if law is None or pending.code in _WAITING_LEADS:
        return None
    params = {"offender": _name(pending.offender), "seat": _name(seat), "law": law}
    if table.edition.name == "rubber":
        return Message(
            "{offender}'s irregular call stands if {seat} calls before attention is drawn to "
            "it ({law}); once attention is drawn, the rules give its penalty.",
            params,
        )
    return Message(
        "{offender}'s irregular call waits: the director is called (9B1), or {seat} accepts "
        "it by calling over it ({law}).",
        params,
    )


def _waiting_lead(table: Table) -> Message | None:
    """A lead out of turn (or from the wrong hand) nobody has accepted or
    ruled yet: it waits face up for the director (9B1) or for the next
    player's card, which accepts it; in rubber for attention to be drawn.
    ``None`` when no such lead waits."""
    pending, play, seat = table.pending, table.play, table.next
    if (
        pending is None
        or pending.accepted
        or pending.code not in _WAITING_LEADS
        or pending.offender is None
        or play is None
        or seat is None
    ):
        return None
    params = {
        "offender": _name(pending.offender),
        "seat": _name(seat),
        "declarer": _name(play.declarer),
        "law": table.edition.acceptance_law(pending.code) or "",
    }
    opening = pending.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
    wrong_hand = pending.code == IrregularityCode.LEAD_FROM_WRONG_HAND
    by_declarer = pending.offender.side is play.declarer.side
    if table.edition.name == "rubber":
        if wrong_hand:
            text = (
                "Declarer's lead from the wrong hand stays face up: either defender may "
                "require a lead from the right hand, in the same suit if he can; once a "
                "defender plays to it, it counts as led from the right hand (45)."
            )
        elif by_declarer:
            text = (
                "The lead out of turn from {offender}'s hand stays face up: either defender "
                "may require declarer to take it back (46(1)); a card a defender plays to it "
                "makes it a correct lead (46(3))."
            )
        elif opening:
            text = (
                "{offender}'s opening lead out of turn stays face up: once attention is drawn "
                "to it, declarer ({declarer}) chooses its penalty before he plays from either "
                "hand (46(2)); a card his side plays to it makes it a correct lead, and if "
                "that card comes from declarer's own hand he becomes dummy and his partner "
                "declarer (46(3))."
            )
        else:
            text = (
                "{offender}'s lead out of turn stays face up: once attention is drawn to it, "
                "declarer ({declarer}) chooses its penalty before he plays from either hand "
                "(46(2)); a card his side plays to it makes it a correct lead (46(3))."
            )
    elif opening:
        text = (
            "{offender}'s opening lead out of turn stays face up and waits: the director is "
            "called (9B1), or declarer ({seat}) accepts it by playing the second card from "
            "his own hand ({law}), or spreads his hand and becomes dummy (54A)."
        )
    elif wrong_hand:
        text = (
            "Declarer's lead from the wrong hand stays face up and waits: the director is "
            "called (9B1), or {seat} accepts it by playing a card to it ({law})."
        )
    elif by_declarer:
        text = (
            "The lead out of turn from {offender}'s hand stays face up and waits: the "
            "director is called (9B1), or {seat} accepts it by playing a card to it ({law})."
        )
    elif seat is play.dummy:
        text = (
            "{offender}'s lead out of turn stays face up and waits: the director is called "
            "(9B1), or declarer accepts it by playing a card from dummy ({seat}) to it ({law})."
        )
    else:
        text = (
            "{offender}'s lead out of turn stays face up and waits: the director is called "
            "(9B1), or declarer ({seat}) accepts it by playing a card to it ({law})."
        )
    return Message(text, params)


def _called_over_an_irregularity(table: Table) -> bool:
    """The last event, a director call, was the first call after some
    irregularity not accepted (it was ruled at once, e.g. a penalty card)."""
    events = table.record.events
    last = len(events) - 1
    for irregularity in table.irregularities:
        # a pass out of rotation that took a player's turn is put right by
        # the law itself (17D3, 34), accepted or not: the director came for it
        skipped = getattr(irregularity.facts, "reverted_to", None) is not None
        if irregularity.accepted and not skipped:
            continue
        start = irregularity.event if irregularity.event is not None else 0
        first = next(
            (i for i in range(start, len(events)) if isinstance(events[i], DirectorEvent)), None
        )
        if first == last:
            return True
    return False


def in_force(table: Table) -> list[Message]:
    """What stays in force, spelled out (16C, 26B, 27D and the obligations),
    and whether the director stays at the table."""
    out = _in_force(table)
    # the rubber rules have no director: the players see to the penalties
    rubber = table.edition.name == "rubber"
    if table.obligations and not table.is_over and not rubber:
        out.append(Message("The director stays at the table until every obligation is discharged."))
    return out


def _biting_in_auction(table: Table, seat: Seat) -> list[Message]:
    out = []
    # one pass pays every pass he owes now (e.g. 30A and 24B): one reminder
    passes = [o for o in table.obligations if o.seat is seat and o.type == ObligationType.MUST_PASS]
    if passes:
        laws = ", ".join(dict.fromkeys(law for o in passes for law in o.laws))
        out.append(
            Message("Reminder: {seat} must pass now ({laws}).", {"seat": _name(seat), "laws": laws})
        )
    for obligation in table.obligations:
        if obligation.seat is not seat:
            continue
        laws = ", ".join(obligation.laws)
        params = {"seat": _name(seat), "laws": laws}
        if obligation.type == ObligationType.MUST_PASS:
            continue
        elif obligation.type == ObligationType.NO_DOUBLE:
            out.append(Message("Reminder: {seat} may not double or redouble now ({laws}).", params))
        elif obligation.type == ObligationType.MUST_REPEAT and obligation.call:
            out.append(
                Message(
                    "Reminder: {seat} must repeat {call} now ({laws}).",
                    {**params, "call": obligation.call},
                )
            )
    return out


def _known_void(play: Play, seat: Seat, suit: Suit | None) -> bool:
    """Whether ``seat``'s hand is known to hold no card of ``suit``."""
    if suit is None or play.holds_suit(seat, suit):
        return False
    return play.unknown[seat] == 0 or suit in play.voids[seat]


def _biting_in_play(table: Table, seat: Seat) -> list[Message]:
    play = table.play
    assert play is not None
    out: list[Message] = []
    deferred: list[Message] = []
    for obligation in table.obligations:
        laws = ", ".join(obligation.laws)
        params = {"seat": _name(obligation.seat), "laws": laws}
        if obligation.card is not None:
            params["card"] = obligation.card.name
        if obligation.suit is not None:
            params["suit"] = obligation.suit.letter
        if (
            obligation.type == ObligationType.PENALTY_CARD
            and obligation.seat is seat
            and obligation.card
        ):
            if obligation.kind == "minor":
                text = (
                    "Reminder: {seat} may not play another card of that suit below "
                    "the jack before the minor penalty card {card} ({laws})."
                )
            else:
                text = (
                    "Reminder: {seat} must play the major penalty card {card} at the first "
                    "legal opportunity ({laws})."
                )
            out.append(Message(text, params))
        elif (
            obligation.type == ObligationType.LEAD_RESTRICTION
            and obligation.seat is seat
            and not play.current
        ):
            if obligation.kind == "prohibit_suit":
                out.append(Message("Reminder: {seat} may not lead {suit} now ({laws}).", params))
            elif obligation.kind == "require_suit" and _known_void(play, seat, obligation.suit):
                # unable to comply: any card (59); rubber: the penalty lapses (57)
                rubber = table.edition.name == "rubber"
                out.append(
                    Message(
                        "{seat} holds no {suit}: the demand lapses and he leads any card (57)."
                        if rubber
                        else "{seat} holds no {suit}: he may lead any card (59).",
                        params,
                    )
                )
            elif obligation.kind == "require_suit":
                out.append(Message("Reminder: {seat} must lead {suit} now ({laws}).", params))
            elif obligation.chooser is not None:
                out.append(
                    Message(
                        "Reminder to {chooser}: at this lead you may prohibit one suit ({laws}).",
                        {**params, "chooser": _name(obligation.chooser)},
                    )
                )
        elif (
            obligation.type == ObligationType.PENALTY_CARD
            and obligation.seat is seat.partner
            and obligation.kind == "major"
            and obligation.card
            and not play.current
            and seat.side is not play.declarer.side
            and deferred_by_lead_restriction(table, seat)
        ):
            # seed 004: the 26 restriction first; 50D2 at the partner's next lead
            deferred.append(
                Message(
                    "Reminder: {holder}'s major penalty card {card} stays on the table; "
                    "{declarer}'s choice under 50D2 comes at {seat}'s next lead, after this "
                    "lead restriction.",
                    {
                        "holder": _name(obligation.seat),
                        "card": obligation.card.name,
                        "declarer": _name(play.declarer),
                        "seat": _name(seat),
                    },
                )
            )
    return out + deferred


#: 14C (2007 13E): the knowledge that a short hand was put right, said by law
_RESTORED = {
    "14C": "14C: {seat} may not use the knowledge that a card was added to {partner}'s hand; "
    "it is unauthorized information for him.",
    "13E": "13E: {seat} may not use the knowledge that a card was added to or moved from "
    "{partner}'s hand; it is unauthorized information for him.",
}


def _in_force(table: Table) -> list[Message]:
    """What the rulings left in force, spelled out: 16C, 26B, 27D."""
    out: list[Message] = []
    seen: set[tuple[str, Seat | None]] = set()
    said_26b: set[Seat] = set()
    for ruling in table.rulings:
        if ruling.options and ruling.chosen is None:
            continue
        for effect in ruling.effects:
            law = effect.laws[0] if effect.laws else ""
            restored = effect.kind == EffectKind.UNAUTHORIZED_INFORMATION and law in _RESTORED
            key = (f"{effect.kind}:{law}" if restored else effect.kind, effect.seat)
            if key in seen:
                continue
            if restored and effect.seat is not None:
                # 14C (2007 13E): what he knows is that his partner's hand was
                # put right, not anything withdrawn
                seen.add(key)
                out.append(
                    Message(
                        _RESTORED[law],
                        {
                            "law": law,
                            "seat": _name(effect.seat),
                            "partner": _name(effect.seat.partner),
                        },
                    )
                )
            elif effect.kind == EffectKind.UNAUTHORIZED_INFORMATION and effect.seat is not None:
                seen.add(key)
                # the edition's own law (2017 16C, 2007 16D), or the
                # paragraph the ruling cites (16C2)
                cited = next(
                    (law for law in effect.laws if law.startswith("16")),
                    table.edition.WITHDRAWN_INFO_LAW,
                )
                # the withdrawn call or card named as what it was
                facts = ruling.irregularity.facts
                if isinstance(facts, CallFacts):
                    text = (
                        "{law}: what {seat} learnt from the withdrawn call is unauthorized "
                        "for him; for the other side it is authorized."
                    )
                elif isinstance(facts, CardFacts):
                    text = (
                        "{law}: what {seat} learnt from the withdrawn card is unauthorized "
                        "for him; for the other side it is authorized."
                    )
                else:
                    text = (
                        "{law}: what {seat} learnt from the withdrawn call or card is "
                        "unauthorized for him; for the other side it is authorized."
                    )
                out.append(Message(text, {"law": cited, "seat": _name(effect.seat)}))
            elif (
                effect.kind == EffectKind.LEAD_RESTRICTION_POSSIBLE
                and effect.seat is not None
                and not table.is_over
                and (table.play is None or _restriction_pending(table, effect.seat))
            ):
                # said while it may still bite: during the auction, then until
                # declarer has chosen (a chosen or a 50D2 restriction is no 26B);
                # in the play it stands for the obligation, said once
                seen.add(key)
                said_26b.add(effect.seat)
                out.append(_lead_note(table, effect.seat, law))
            elif effect.kind == EffectKind.SPLIT_SCORE_POSSIBLE and "43B3" in effect.laws:
                seen.add(key)
                out.append(
                    Message(
                        "43B3: dummy had lost his rights, so {seat}'s irregularity is not "
                        "rectified and play goes on; at the end the director takes away any "
                        "advantage it gained, in the defenders' score only.",
                        {"seat": _name(effect.seat) if effect.seat is not None else "?"},
                    )
                )
            elif effect.kind == EffectKind.ADJUSTED_SCORE_POSSIBLE and "27D" in effect.laws:
                seen.add(key)
                out.append(
                    Message(
                        "27D: if the withdrawn insufficient bid helped the offending side, the "
                        "non-offending side calls the director back: he may adjust the score."
                    )
                )
    out.extend(
        describe_obligation(o)
        for o in table.obligations
        if not (
            o.type == ObligationType.LEAD_RESTRICTION
            and o.kind == "pending_choice"
            and o.seat in said_26b
        )
    )
    return out


def _lead_note(table: Table, seat: Seat, law: str) -> Message:
    """Law 26 as it may still bite at ``seat``'s first lead (``seat`` is the
    offender's partner), said during the auction as a possibility: 2017 26B
    spares the suits the offender showed in the legal auction; 2007 26 asks
    which suits the withdrawn call showed (26A: require or forbid one of
    them, 26B: any one suit when it showed none), its 26B any one suit."""
    names = {"seat": _name(seat.partner), "partner": _name(seat)}
    auction = table.play is None
    if law == "26":
        return (
            Message(
                "26: if {seat} becomes a defender, declarer may restrict {partner}'s first "
                "lead: require or forbid a suit the withdrawn call showed and {seat} did not "
                "show in the legal auction (26A), or forbid any one suit when it showed no "
                "suit (26B).",
                names,
            )
            if auction
            else Message(
                "26: declarer may restrict {partner}'s first lead: require or forbid a suit "
                "the withdrawn call showed and {seat} did not show in the legal auction "
                "(26A), or forbid any one suit when it showed no suit (26B).",
                names,
            )
        )
    if not table.edition.LEAD_26B_SPARES_SHOWN_SUITS:
        return (
            Message(
                "26B: if {seat} becomes a defender, declarer may prohibit any one suit at "
                "{partner}'s first lead.",
                names,
            )
            if auction
            else Message(
                "26B: declarer may prohibit any one suit at {partner}'s first lead.", names
            )
        )
    return (
        Message(
            "26B: if {seat} becomes a defender, declarer may prohibit one suit at "
            "{partner}'s first lead (not a suit {seat} named in the legal auction).",
            names,
        )
        if auction
        else Message(
            "26B: declarer may prohibit one suit at {partner}'s first lead "
            "(not a suit {seat} named in the legal auction).",
            names,
        )
    )


def _no_transfer(table: Table) -> list[Message]:
    """A revoke noticed too late (64B4, 64B5) transfers nothing; after any
    revoke the director may still adjust the score (64C), said once."""
    out: list[Message] = []
    adjust = False
    for ruling in table.rulings:
        for effect in ruling.effects:
            if effect.kind == EffectKind.NO_TRICK_TRANSFER:
                out.append(
                    Message(
                        "Law {law}: the revoke was noticed too late; no tricks are transferred.",
                        {"law": ", ".join(effect.laws)},
                    )
                )
            elif effect.kind == EffectKind.ADJUSTED_SCORE_POSSIBLE and "64C" in effect.laws:
                adjust = True
    if adjust:
        out.append(
            Message(
                "Law 64C: if the transfer does not make good the damage to the non-offending "
                "side, the director assigns an adjusted score."
            )
        )
    return out


def _restriction_pending(table: Table, seat: Seat) -> bool:
    """Declarer's lead-restriction choice at ``seat``'s first lead is still to come."""
    return any(
        o.type == ObligationType.LEAD_RESTRICTION and o.seat is seat and o.kind == "pending_choice"
        for o in table.obligations
    )


def result(table: Table) -> list[Message]:
    """The board's result in words: contract, tricks, transfers, score."""
    out: list[Message] = []
    contract, declarer = table.contract, table.declarer
    if contract is None or declarer is None or contract.is_passed_out:
        return out
    out.append(
        Message(
            "Contract {contract} by {seat}.",
            {"contract": contract.to_pbn(), "seat": _name(declarer)},
        )
    )
    for adjustment in table.adjustments:
        text = (
            "Law {law}: one trick is transferred to {side}."
            if adjustment.tricks == 1
            else "Law {law}: {count} tricks are transferred to {side}."
        )
        out.append(
            Message(
                text,
                {
                    "law": adjustment.law,
                    "count": str(adjustment.tricks),
                    # the side by name in a sentence ('aan Noord-Zuid', not 'aan NZ')
                    "side": "North-South" if adjustment.to is Side.NS else "East-West",
                },
            )
        )
    out.extend(_no_transfer(table))
    tricks = table.tricks()
    if tricks is not None:
        made = tricks[declarer.side]
        need = contract.tricks_needed
        params = {
            "seat": _name(declarer),
            "made": str(made),
            "over": str(made - need),
            "under": str(need - made),
        }
        if made > need + 1:
            text = "{seat} takes {made} tricks: made with {over} overtricks."
        elif made == need + 1:
            text = "{seat} takes {made} tricks: made with one overtrick."
        elif made == need:
            text = "{seat} takes {made} tricks: just made."
        elif made == need - 1:
            text = "{seat} takes {made} tricks: one down."
        else:
            text = "{seat} takes {made} tricks: {under} down."
        out.append(Message(text, params))
    score = table.score()
    if score is not None and score[Side.NS] != -score[Side.EW]:
        # a split score (79B3): each side's own points
        out.append(
            Message(
                "Score: North-South {ns}, East-West {ew} (a split score).",
                {"ns": f"{score[Side.NS]:+d}", "ew": f"{score[Side.EW]:+d}"},
            )
        )
    elif score is not None:
        side = declarer.side
        points = score[side]
        out.append(
            Message(
                "Score: {side} +{points}.",
                {"side": _side(side if points >= 0 else side.other), "points": str(abs(points))},
            )
        )
    return out
