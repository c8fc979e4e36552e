"""Claims and concessions at the table (Laws 68-71): the rule book of Laws2017.

The base edition records a claim, its agreement (69A) and a dispute. This book
adds what the director does:

- a disputed claim becomes the irregularity ``claim`` and, when the director
  comes, is adjudicated from the remaining cards (70, :mod:`bridgelaws.claims`):
  the claim statement is read in the claim-line notation; one that cannot be
  read is kept as free text and the claim is judged as one without a stated
  line (68C, 70D1). The ruling settles the tricks at once;
- before the director rules, play may go on when all four players agree, at
  the request of the non-claiming side: ``{"by": "E", "choose": "play_on"}``
  from each of the four (68D2b, 2017); the claim is then void;
- agreement withdrawn after the claim was settled (a dispute by the side that
  agreed, 69B): the director gives back the tricks that side would likely have
  won, i.e. what the claim took beyond double-dummy play from the claim;
- the director called after a concession (71): tricks that no normal play could
  have lost are restored to the conceding side;
- the director signs the award: ``{"fact": "claim_award", "value": true}``
  confirms the tricks the ruling gave the claimer's (or conceder's) side,
  ``{"fact": "claim_award", "value": 11}`` overrides them with his own figure,
  the side's total as in the claim; the ruling keeps both figures and says
  which stands (:func:`award_to_review` tells an interface what to ask).

Laws2007 changes only the policy (``claim_policy``: 70C2, 70E1, and 68D: play ceases).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bridgelaws import rules
from bridgelaws.cards import CARDS, BridgeError, InputError, Seat, Side
from bridgelaws.claims import (
    Adjudication,
    ClaimLine,
    Position,
    StatementError,
    adjudicate,
    aim_line,
    position_from_play,
    read_statement,
    validate_line,
)
from bridgelaws.editions.base import Edition
from bridgelaws.facts import ClaimFacts
from bridgelaws.irregularities.tricks import on_director as tricks_on_director
from bridgelaws.irregularities.tricks import on_fact as tricks_on_fact
from bridgelaws.play import Play
from bridgelaws.record import (
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    DirectorEvent,
    FactEvent,
    ResponseEvent,
)
from bridgelaws.rulings import (
    Answer,
    Effect,
    EffectKind,
    IrregularityCode,
    Message,
    Question,
    Ruling,
)
from bridgelaws.table import Adjustment, Claim, Irregularity, Status, Table

#: the rules of this module, by irregularity code
BOOK = rules.RuleBook("claims")


@dataclass(frozen=True, slots=True)
class TricksAwarded(Effect):
    """A ruling's trick count for one side (70 award, 69B or 71 return)."""

    side: Side | None = None
    tricks: int = 0

    def to_json(self) -> dict[str, Any]:
        out = Effect.to_json(self)
        if self.side is not None:
            out["side"] = self.side.name
        out["tricks"] = self.tricks
        return out


@dataclass(frozen=True, slots=True)
class AwardCorrected(TricksAwarded):
    """The director's corrected award (81C3, 82A): ``tricks`` replaces ``replaces``."""

    replaces: int = 0

    def to_json(self) -> dict[str, Any]:
        out = TricksAwarded.to_json(self)
        out["replaces"] = self.replaces
        return out


def _name(seat: Seat) -> str:
    return seat.name.title()


#: the director's signature on a claim ruling (spec §3): ``true`` confirms the
#: award, a number of tricks overrides it
AWARD_FACT = "claim_award"
#: the claim rulings a director signs, and the adjustment law each one uses
_SIGNED = ("claim", "concession")


def award_to_review(table: Table) -> Ruling | None:
    """The claim or concession ruling (70, 69B, 71) whose award the director
    has not yet confirmed or overridden, if any: what an interface asks him to
    sign. Its ``facts["awarded"]`` is the claimer's side's total tricks as
    ruled."""
    ruling = _awarded(table)
    return None if ruling is None or "director" in ruling.facts else ruling


def _awarded(table: Table) -> Ruling | None:
    """The last claim or concession ruling (70, 69B, 71) with an award, once
    the board is over and nothing is open."""
    claim = table.claim
    if claim is None or table.status is not Status.COMPLETE or table.active is not None:
        return None
    for ruling in reversed(table.rulings):
        if (
            ruling.irregularity.code in _SIGNED
            and ruling.irregularity.event == claim.event
            and "awarded" in ruling.facts
        ):
            return ruling
    return None


def claim_position(table: Table) -> Position | None:
    """The cards left now, as the adjudication reads them (``None`` when a hand
    is unknown)."""
    play = table.play
    if play is None or not all(play.known):
        return None
    hands = {seat: [CARDS[i] for i in play.hands[seat]] for seat in Seat}
    won = (play.won[0], play.won[1])
    history = [trick.cards for trick in play.tricks]
    return position_from_play(hands, play.trump, play.leader, play.current, won, history)


# -- Laws 68D, 69B, 70 and 71 (2017).


# -- events ------------------------------------------------------------------------


def on_response(edition: Edition, table: Table, index: int, event: ResponseEvent) -> None:
    claim = table.claim
    play = table.play
    if (
        claim is not None
        and play is not None
        and claim.concession
        and not claim.disputed
        and not event.agree
        and event.by is claim.by.partner
        and table.status is Status.COMPLETE
        and table.pending is None
        and not _claim_irregularity(table, claim, "concession")
    ):
        if claim.by.side is play.declarer.side:
            # 68D2a: declarer's concession disputed by dummy: play has ceased
            # and the director decides (70); what no normal play could lose
            # goes back to the conceder's side, as in 71
            edition.flag(
                table,
                claim.event,
                IrregularityCode.CONCESSION,
                ("68D", "70"),
                claim.by,
                f"{_name(event.by)} disputes {_name(claim.by)}'s concession",
            )
            return
        # 68B2: a defender's partner objects to his concession: nothing is
        # conceded and play goes on; the ruling says what the director will
        # see to (the information the attempt gave: 16C; 2007: 16D)
        table.take_claim(None)
        table.settle_claim(None)
        table.adjust([a for a in table.adjustments if not a.law.startswith(("64", "67"))])
        table.move_to(Status.PLAY)
        ruling = edition.found_ruling(
            table,
            claim.event,
            IrregularityCode.CONCESSION,
            ("68B2",),
            claim.by,
            f"{_name(event.by)} objects at once to {_name(claim.by)}'s concession",
            facts=ClaimFacts(objected=event.by),
        )
        _explain_objected_concession(edition, ruling, claim.by, event.by)
        return
    if (
        claim is not None
        and not claim.concession
        and not claim.disputed
        and not event.agree
        and table.status is Status.COMPLETE
        and table.pending is None
        and event.by.side is not claim.by.side
        and not _claim_irregularity(table, claim, "claim")
    ):
        # 69B: agreement withdrawn after the claim was settled.
        edition.flag(
            table,
            claim.event,
            IrregularityCode.CLAIM,
            ("69B",),
            claim.by,
            f"{_name(event.by)} withdraws agreement to {_name(claim.by)}'s claim",
            facts=ClaimFacts(withdrawn=event.by),
        )
        return
    Edition.on_response(edition, table, index, event)
    claim = table.claim
    if (
        claim is not None
        and claim.disputed
        and not claim.concession
        and not _claim_irregularity(table, claim, "claim")
    ):
        # 68D2a: play ceases, the director is called and adjudicates (70);
        # the cards played while the claim awaited its answer go with it
        edition.flag(
            table,
            claim.event,
            IrregularityCode.CLAIM,
            ("68D", "70"),
            claim.by,
            f"{_name(event.by)} disputes {_name(claim.by)}'s claim of {claim.tricks} tricks",
            facts=ClaimFacts(played_after=list(claim.played_while_open)),
        )


def cards_after_dispute(table: Table, event: CardEvent) -> bool:
    """A card played while a disputed claim waits for the director: play has
    ceased (68D), so it is not played, but it is kept for the ruling to show
    (and, in 2007, to weigh: 70D3). True if it was such a card."""
    pending = table.pending
    claim = table.claim
    if (
        pending is None
        or claim is None
        or not claim.disputed
        or pending.code != IrregularityCode.CLAIM
        or pending.event != claim.event
        or table.status is not Status.AWAITING_DIRECTOR
    ):
        return False
    pending.facts_as(ClaimFacts).played_after.append(f"{event.by.letter}:{event.card.name}")
    return True


def card_while_claim_open(edition: Edition, table: Table, index: int, event: CardEvent) -> bool:
    """A card played while a claim awaits the opponents' answer: play has
    ceased (68D), so the card is not played and changes nothing; it is kept
    on the claim, and a dispute shows it to the director (2007: who may weigh
    it, 70D3). When all four agree to play on (68D2b, 2017), play goes on from
    where the claim stopped it, without the card. Each edition words it
    (``CARD_WHILE_CLAIM_OPEN_TEXT``; the rubber rules: 26, 54). True if it was
    such a card."""
    claim = table.claim
    if not table.claim_open or claim is None or table.pending is not None:
        return False
    claim.played_while_open.append(f"{event.by.letter}:{event.card.name}")
    said = {"seat": _name(event.by), "card": event.card.name, "claimer": _name(claim.by)}
    text = edition.card_while_claim_open_text(table, event.by, claim.by)
    table.note_without_effect(index, event.by, Message(text, said))
    return True


def choice_without_director(edition: Edition, table: Table, index: int, event: ChoiceEvent) -> None:
    pending = table.pending
    claim = table.claim
    if (
        event.option == "play_on"
        and pending is not None
        and pending.code == IrregularityCode.CLAIM
        and claim is not None
        and pending.event == claim.event
        and pending.facts_as(ClaimFacts).withdrawn is None
    ):
        seat = _name(event.by)
        if not edition.claim_policy.play_may_continue:
            # 68D (2007): play has ceased; only the director can go on
            table.note_without_effect(
                index,
                event.by,
                Message(
                    "{seat} asked to play on after the disputed claim, but play has "
                    "ceased and the director decides (68D): it has no effect.",
                    {"seat": seat},
                ),
            )
            return
        votes = pending.facts_as(ClaimFacts).play_on
        if not votes and event.by.side is claim.by.side:
            # 68D2b: only the non-claiming side may ask to play on
            table.note_without_effect(
                index,
                event.by,
                Message(
                    "{seat} asked to play on, but only the side that did not claim may "
                    "ask for that (68D2b): it has no effect.",
                    {"seat": seat},
                ),
            )
            return
        if event.by.letter not in votes:
            votes.append(event.by.letter)
        if len(votes) == 4:
            # 68D2b(ii): the claim is void and not adjudicated; play goes on.
            pending.accepted = True
            pending.laws = ("68D2b",)
            table.hold(None)
            table.take_claim(None)
            table.move_to(Status.PLAY)
        return
    Edition.choice_without_director(edition, table, index, event)


def on_director(edition: Edition, table: Table, index: int, event: DirectorEvent) -> None:
    claim = table.claim
    if (
        claim is not None
        and claim.concession
        and not claim.disputed
        and table.status is Status.COMPLETE
        and table.pending is None
        and table.active is None
        and not _claim_irregularity(table, claim, "concession")
    ):
        # 71: the director, called after a concession, looks at what was conceded.
        edition.flag(
            table,
            claim.event,
            IrregularityCode.CONCESSION,
            ("71",),
            claim.by,
            f"{_name(claim.by)} conceded; the director reviews the concession",
        )
    tricks_on_director(edition, table, index, event)


def on_fact(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    if event.fact == AWARD_FACT:
        active = table.active
        if (
            active is not None
            and active.question is not None
            and active.question.fact == AWARD_FACT
        ):
            _award_without_hands(edition, table, active, event)
        elif not _sign_award(edition, table, event) and not _correct_award(
            edition, table, index, event
        ):
            # kept in the record and said, never dropped in silence
            table.note_without_effect(
                index,
                None,
                Message(
                    "The director signed an award, but no ruling on a claim or concession "
                    "awaits it: it has no effect."
                )
                if event.value is True
                else Message(
                    "The director awarded {value} tricks, but no ruling on a claim or "
                    "concession awaits it: it has no effect.",
                    {"value": str(event.value)},
                ),
            )
        return
    tricks_on_fact(edition, table, index, event)


def _sign_award(edition: Edition, table: Table, event: FactEvent) -> bool:
    """The director confirms the award of the claim ruling or overrides it
    with his own figure (the claimer's side's total tricks). ``False`` when
    no award awaits his signature (the fact changes nothing)."""
    ruling = award_to_review(table)
    claim = table.claim
    play = table.play
    if ruling is None or claim is None or play is None:
        return False
    side = claim.by.side
    awarded: int = ruling.facts["awarded"]
    value = event.value
    names = {"side": side.name, "awarded": str(awarded), "tricks": str(value)}
    if value is True:
        ruling.facts["director"] = "confirmed"
        ruling.reasoning.append(
            Message("The director confirms the award: {side} {awarded} tricks.", names)
        )
        return True
    value = _award_value(play, side, value)
    ruling.facts["director"] = "confirmed" if value == awarded else "overridden"
    ruling.facts["director_award"] = value
    if value == awarded:
        ruling.reasoning.append(
            Message("The director confirms the award: {side} {awarded} tricks.", names)
        )
        return True
    ruling.reasoning.append(
        Message(
            "The director overrides the award: {side} {tricks} tricks instead of {awarded}.",
            names,
        )
    )
    _settle_award(edition, table, ruling, claim, value)
    return True


def signed_award(table: Table) -> Ruling | None:
    """The claim or concession ruling (70, 69B, 71) whose award the director
    has already confirmed, overridden, given or corrected: the one he may
    still correct within the correction period (81C3, 82A)."""
    ruling = _awarded(table)
    return ruling if ruling is not None and "director" in ruling.facts else None


#: the laws under which the director corrects his own ruling: 81C3 (an error
#: put right within the correction period of 79C) and 82A
CORRECTION_LAWS = ("81C3", "82A")


def _correct_award(edition: Edition, table: Table, index: int, event: FactEvent) -> bool:
    """A second award after the director signed one: within the correction
    period he corrects his own ruling (81C3, 82A) and the new figure replaces
    the old one in the tricks, the score and any revoke transfer that follows
    them; the corrected count scores the board normally, so 82C's adjusted
    score is not needed. ``False`` when no signed award is there."""
    ruling = signed_award(table)
    claim = table.claim
    play = table.play
    if ruling is None or claim is None or play is None:
        return False
    side = claim.by.side
    standing: int = ruling.facts.get("director_award", ruling.facts["awarded"])
    names = {"side": side.name, "tricks": str(standing)}
    if event.value is True:
        table.note_without_effect(
            index,
            None,
            Message(
                "The director already signed the award of {side} {tricks} tricks: "
                "a second signature has no effect.",
                names,
            ),
        )
        return True
    value = _award_value(play, side, event.value)
    if edition.trick_correction_ended(table):
        table.note_without_effect(
            index,
            None,
            Message(
                "The correction period has ended: the award of {side} {tricks} tricks stands "
                "and the director can no longer correct it (79C, 81C3).",
                names,
            ),
        )
        return True
    if value == standing:
        table.note_without_effect(
            index,
            None,
            Message(
                "The award of {side} {tricks} tricks already stands: nothing to correct.", names
            ),
        )
        return True
    ruling.facts["director"] = "corrected"
    ruling.facts["director_award"] = value
    ruling.facts["corrected_from"] = standing
    ruling.laws = (*ruling.laws, *(law for law in CORRECTION_LAWS if law not in ruling.laws))
    ruling.reasoning.append(
        Message(
            "The director corrects his award within the correction period: {side} {value} "
            "tricks instead of {tricks} (81C3, 82A). The board is scored on the corrected "
            "count, so no adjusted score is needed (82C).",
            {**names, "value": str(value)},
        )
    )
    reason = event.details.get("reason")
    if isinstance(reason, str) and reason.strip():
        ruling.facts["correction_reason"] = reason.strip()
        ruling.reasoning.append(
            Message('The director\'s reason: "{reason}".', {"reason": reason.strip()})
        )
    ruling.effects.append(
        AwardCorrected(
            EffectKind.AWARD_CORRECTED,
            claim.by,
            CORRECTION_LAWS,
            side=side,
            tricks=value,
            replaces=standing,
        )
    )
    _settle_award(edition, table, ruling, claim, value)
    return True


def _award_value(play: Play, side: Side, value: object) -> int:
    """The director's figure for ``side``'s total tricks, checked against the
    tricks already won and lost."""
    won, lost = play.won[side], play.won[side.other]
    if not isinstance(value, int) or isinstance(value, bool) or not won <= value <= 13 - lost:
        raise InputError(
            "the award: {value} is neither true (confirm) nor a number of tricks "
            "from {won} to {most} for {side}",
            value=repr(value),
            won=str(won),
            most=str(13 - lost),
            side=side,
        )
    return value


def _settle_award(edition: Edition, table: Table, ruling: Ruling, claim: Claim, value: int) -> None:
    """The director's figure stands: a disputed claim is settled with it (70);
    after an agreed claim or a concession (69B2, 71) it replaces the transfer.
    Either way the revoke transfers are decided again on the new count (64A)."""
    play = table.play
    assert play is not None
    side = claim.by.side
    irregularity = ruling.irregularity
    if (
        irregularity.code == IrregularityCode.CLAIM
        and irregularity.facts_as(ClaimFacts).withdrawn is None
    ):
        # 70: the award is the claim's settled count
        table.settle_claim(value if side is play.declarer.side else 13 - value)
        if table.status is Status.COMPLETE:
            edition.rescore_revokes(table)
        return
    # 69B2 and 71 move tricks after the claim or concession stood: the
    # director's figure replaces the ruling's transfer
    law = "71" if ruling.irregularity.code == IrregularityCode.CONCESSION else "69B2"
    table.adjust([a for a in table.adjustments if a.law != law])
    if value != claim.tricks:
        to = side if value > claim.tricks else side.other
        table.add_adjustment(Adjustment(law, to, abs(value - claim.tricks)))
    edition.rescore_revokes(table)


def _ask_award(table: Table, ruling: Ruling, claim: Claim) -> None:
    """The hands are not known (a situation, spec §6): the director, who sees
    them at the table, gives the side's total himself (70, 69B, 71)."""
    names = {"side": claim.by.side.name}
    law = ruling.laws[-1]
    text = (
        Message(
            "The hands are not known here: how many tricks in all does the director "
            "award {side}, once he has heard the statement and seen the hands? (70)",
            names,
        )
        if _is_disputed_claim(ruling)
        else Message(
            "The hands are not known here: how many tricks in all does {side} end with, "
            "once the director has seen the hands? ({law})",
            {**names, "law": law},
        )
    )
    play = table.play
    assert play is not None
    side = claim.by.side
    answer = Answer.number(play.won[side], 13 - play.won[side.other])
    ruling.question = Question(AWARD_FACT, (law,), text, answer)
    event = table.record.events[claim.event]
    said = Message(
        'The claimer\'s statement: "{text}" (68C).',
        {"text": event.statement if isinstance(event, ClaimEvent) else ""},
    )
    if isinstance(event, ClaimEvent) and event.statement and said not in ruling.reasoning:
        # the director weighs it before he awards (70A): shown where he is asked
        ruling.reasoning.append(said)
    table.open_ruling(ruling)
    table.move_to(Status.AWAITING_FACT)


def _is_disputed_claim(ruling: Ruling) -> bool:
    """A disputed claim (70), not a withdrawn agreement (69B) or a concession (71)."""
    irregularity = ruling.irregularity
    return (
        irregularity.code == IrregularityCode.CLAIM
        and irregularity.facts_as(ClaimFacts).withdrawn is None
    )


def _award_without_hands(edition: Edition, table: Table, ruling: Ruling, event: FactEvent) -> None:
    """The director's own figure where the hands are not known (70B3)."""
    claim = table.claim
    play = table.play
    assert claim is not None and play is not None
    value = _award_value(play, claim.by.side, event.value)
    ruling.question = None
    table.open_ruling(None)
    ruling.facts["awarded"] = value
    ruling.facts["director"] = "given"
    ruling.reasoning.append(
        Message(
            "The director, having seen the hands, awards {side} {tricks} tricks in all.",
            {"side": claim.by.side.name, "tricks": str(value)},
        )
    )
    if _is_disputed_claim(ruling):
        ruling.effects.append(
            TricksAwarded(
                EffectKind.TRICKS_AWARDED, claim.by, ruling.laws, side=claim.by.side, tricks=value
            )
        )
        _settle_award(edition, table, ruling, claim, value)
        table.hold(None)
        edition.end_play(table)
        return
    table.move_to(Status.COMPLETE)
    _settle_award(edition, table, ruling, claim, value)


def _claim_irregularity(table: Table, claim: Claim, code: str) -> bool:
    return any(i.code == code and i.event == claim.event for i in table.irregularities)


# -- rulings ---------------------------------------------------------------------------


@BOOK.ruling(IrregularityCode.CLAIM)
def rule_claim(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    if irregularity.facts_as(ClaimFacts).withdrawn is not None:
        return _rule_withdrawal(edition, table, irregularity)
    return _rule_disputed(edition, table, irregularity)


def _statement(table: Table, claim: Claim) -> tuple[ClaimLine, list[Message]]:
    """The claim line of the claim's statement (notation or plain words), or
    no line and why (rendered later in the reader's language, whatever the
    statement's)."""
    event = table.record.events[claim.event]
    text = event.statement if isinstance(event, ClaimEvent) else ""
    position = claim_position(table)
    play = table.play
    dummy = play.dummy if play is not None else claim.by.partner
    kept = Message(
        'The statement "{text}" is kept as free text and the claim is judged as one '
        "without a stated line (68C, 70D1).",
        {"text": text},
    )
    try:
        line = read_statement(text, play.trump if play is not None else None, dummy)
    except StatementError as exc:
        return ClaimLine(text), [exc.message, kept]
    if position is not None:
        try:
            # a finesse said without its card is aimed from the cards
            line = aim_line(line, position, claim.by)
        except StatementError as exc:
            return ClaimLine(text), [exc.message, kept]
        try:
            # cards the claimer's side does not hold make the line unreadable too
            validate_line(line, position, claim.by)
        except BridgeError:
            return ClaimLine(text), [
                Message(
                    'The statement "{text}" names a card or a seat that is not the '
                    "claimer's side's; it is kept as free text and the claim is judged as "
                    "one without a stated line (68C, 70D1).",
                    {"text": text},
                )
            ]
    return line, []


def _adjudicate(
    edition: Edition, table: Table, claim: Claim, line: ClaimLine
) -> Adjudication | None:
    position = claim_position(table)
    play = table.play
    if position is None or play is None:
        return None
    return adjudicate(
        position,
        claim.by,
        claim.tricks,
        line,
        declarer=play.declarer,
        policy=edition.claim_policy,
    )


def _rule_disputed(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    claim = table.claim
    play = table.play
    assert claim is not None and play is not None
    ruling = Ruling(irregularity, ("70",))
    side = claim.by.side
    ruling.reasoning.append(
        Message(
            "{claimer} claimed 1 trick for {side}; the claim is disputed and the "
            "director adjudicates it (70A)."
            if claim.tricks == 1
            else "{claimer} claimed {claimed} tricks for {side}; the claim is disputed and "
            "the director adjudicates it (70A).",
            {"claimer": _name(claim.by), "claimed": str(claim.tricks), "side": side.name},
        )
    )
    played_after = irregularity.facts_as(ClaimFacts).played_after
    if played_after:
        cards = {"line": " ".join(played_after)}
        ruling.reasoning.append(
            Message(
                "Play had ceased at the claim (68D): the cards played after it ({line}) "
                "do not count, but the director may take them into account as a sign "
                "of how play would have gone (70D3).",
                cards,
            )
            if not edition.claim_policy.play_may_continue
            else Message(
                "Play had ceased at the claim (68D): the cards played after it ({line}) "
                "do not count, since not all four players agreed to play on (68D2b).",
                cards,
            )
        )
    line, unreadable = _statement(table, claim)
    if unreadable:
        ruling.reasoning.extend(unreadable)
        line = ClaimLine(line.text)
    result = _adjudicate(edition, table, claim, line)
    if result is None:
        ruling.reasoning.append(
            Message("The director cannot adjudicate without all four hands (70B3).")
        )
        _ask_award(table, ruling, claim)
        return ruling
    ruling.laws = tuple(dict.fromkeys(("70", *result.laws)))
    ruling.reasoning.extend(result.reasons)
    if result.line:
        ruling.reasoning.append(
            Message("The line played out: {line}.", {"line": result.line_text()})
        )
    ruling.effects.append(
        TricksAwarded(
            EffectKind.TRICKS_AWARDED, claim.by, ruling.laws, side=side, tricks=result.awarded
        )
    )
    ruling.facts["awarded"] = result.awarded
    ruling.facts["double_dummy"] = result.double_dummy
    declaring = play.declarer.side
    table.settle_claim(result.awarded if side is declaring else 13 - result.awarded)
    table.hold(None)
    edition.end_play(table)
    return ruling


def _rule_withdrawal(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """69B: the side that agreed gets back the tricks it would likely have won:
    those the claim took beyond double-dummy play from the claim."""
    claim = table.claim
    assert claim is not None
    seat = irregularity.facts_as(ClaimFacts).withdrawn
    assert seat is not None
    ruling = Ruling(irregularity, ("69B",))
    if edition.trick_correction_ended(table):
        # 69B: an agreement may be withdrawn only within the correction period
        table.hold(None)
        table.move_to(Status.COMPLETE)
        ruling.laws = ("69B", "79C")
        ruling.reasoning.append(
            Message(
                "{seat} withdrew his agreement only after the correction period had ended: "
                "the agreement stands, and so does the claim (69A, 69B, 79C).",
                {"seat": _name(seat)},
            )
        )
        return ruling
    line, _ = _statement(table, claim)
    result = _adjudicate(edition, table, claim, line)
    table.hold(None)
    table.move_to(Status.COMPLETE)
    if result is None:
        ruling.reasoning.append(
            Message("The director cannot adjudicate without all four hands (70B3).")
        )
        _ask_award(table, ruling, claim)
        return ruling
    back = max(0, claim.tricks - result.double_dummy)
    ruling.facts["awarded"] = claim.tricks - back
    ruling.facts["double_dummy"] = result.double_dummy
    other = claim.by.side.other
    names = {
        "seat": _name(seat),
        "side": claim.by.side.name,
        "other": other.name,
        "dd": str(result.double_dummy),
        "tricks": str(back),
    }
    if back:
        ruling.laws = ("69B2",)
        ruling.reasoning.append(
            Message(
                "{seat} withdrew his agreement within the correction period; played on "
                "double-dummy from the claim {side} takes {dd} tricks, so one trick the "
                "claim took would likely have been won by {other} (69B2).",
                names,
            )
            if back == 1
            else Message(
                "{seat} withdrew his agreement within the correction period; played on "
                "double-dummy from the claim {side} takes {dd} tricks, so {tricks} "
                "tricks the claim took would likely have been won by {other} (69B2).",
                names,
            )
        )
        table.add_adjustment(Adjustment("69B2", other, back))
        edition.rescore_revokes(table)
        ruling.effects.append(
            TricksAwarded(EffectKind.TRICKS_RETURNED, seat, ("69B2",), side=other, tricks=back)
        )
    else:
        ruling.reasoning.append(
            Message(
                "{seat} withdrew his agreement, but {other} would likely not have won "
                "any trick the claim took (69B): the claim stands.",
                names,
            )
        )
    return ruling


#: 79C: the correction period has ended (a fact the director gives)
PERIOD_ENDED = "correction_period_ended"


@BOOK.play_fact(PERIOD_ENDED)
def play_fact_correction_period_ended(
    edition: Edition, table: Table, index: int, event: FactEvent
) -> None:
    """``{"fact": "correction_period_ended", "value": true}``: the correction
    period (79C) is over; a concession reviewed after it stands (71). Read
    by :func:`rule_concession`; nothing changes when it is given."""


@BOOK.ruling(IrregularityCode.CONCESSION)
def rule_concession(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """71: a conceded trick that no normal play could have lost is restored,
    within the correction period (79C); after it the concession stands."""
    claim = table.claim
    play = table.play
    assert claim is not None and play is not None
    ruling = Ruling(irregularity, ("70", "71") if "70" in irregularity.laws else ("71",))
    table.hold(None)
    table.move_to(Status.COMPLETE)
    if edition.trick_correction_ended(table):
        ruling.laws = ("71", "79C")
        ruling.reasoning.append(
            Message(
                "The correction period has ended: the concession by {conceder} stands and no "
                "conceded trick is restored (71, 79C).",
                {"conceder": _name(claim.by)},
            )
        )
        return ruling
    position = claim_position(table)
    if position is None:
        ruling.reasoning.append(
            Message("The director cannot adjudicate without all four hands (70B3).")
        )
        _ask_award(table, ruling, claim)
        return ruling
    side = claim.by.side
    most = position.won[side] + position.remaining
    result = adjudicate(position, claim.by, most, None, policy=edition.claim_policy)
    restored = max(0, result.awarded - claim.tricks)
    ruling.facts["awarded"] = claim.tricks + restored
    names = {
        "conceder": _name(claim.by),
        "side": side.name,
        "sure": str(result.awarded),
        "kept": str(claim.tricks),
        "tricks": str(restored),
    }
    if restored:
        if result.awarded == 1:
            text = (
                "On every normal line {side} takes at least one trick, but the concession "
                "by {conceder} left it none: that trick could not be lost and is restored "
                "(71)."
            )
        elif restored == 1:
            text = (
                "On every normal line {side} takes at least {sure} tricks, but the "
                "concession by {conceder} left it {kept}: one trick that could "
                "not be lost is restored (71)."
            )
        else:
            text = (
                "On every normal line {side} takes at least {sure} tricks, but the "
                "concession by {conceder} left it {kept}: {tricks} tricks that could "
                "not be lost are restored (71)."
            )
        ruling.reasoning.append(Message(text, names))
        table.add_adjustment(Adjustment("71", side, restored))
        edition.rescore_revokes(table)
        ruling.effects.append(
            TricksAwarded(EffectKind.TRICKS_RESTORED, claim.by, ("71",), side=side, tricks=restored)
        )
    else:
        ruling.reasoning.append(
            Message(
                "A normal line could lose the tricks {conceder} conceded: the "
                "concession stands (71).",
                names,
            )
        )
    if result.line:
        ruling.reasoning.append(
            Message("The line played out: {line}.", {"line": result.line_text()})
        )
    return ruling


def _explain_objected_concession(
    edition: Edition, ruling: Ruling, conceder: Seat, partner: Seat
) -> None:
    """68B2: no trick is conceded and play goes on; the cards the conceder
    showed are not penalty cards, but what they tell is unauthorised for his
    partner, and the director judges any damage at the end."""
    info = edition.WITHDRAWN_INFO_LAW
    ruling.laws = ("68B2", info)
    names = {"conceder": _name(conceder), "partner": _name(partner), "law": info}
    ruling.reasoning.append(
        Message(
            "{partner} objected at once to the concession of {conceder}: no trick "
            "is conceded and play goes on (68B2).",
            names,
        )
    )
    ruling.reasoning.append(
        Message(
            "Cards {conceder} showed are not penalty cards, but what they and the "
            "attempt to concede tell is unauthorised information for {partner} "
            "({law}); the director judges any damage at the end of the play.",
            names,
        )
    )
