"""Law 79: the tricks won and the score recorded, the rule book of the
duplicate editions (2017; 2007 where a setting of the edition says so).

After the play the director finds, as a fact:

- ``{"fact": "tricks_disputed", "value": 9, "by": "E"}``: declarer's side's
  tricks as recorded (or as the side that disputes holds) are not the tricks
  it won. With ``"agreed": true`` the players had agreed that count (79A2).
  ``"found": 10`` is the director's own count where the cards played do not
  show it (tricks quitted before the record began); ``"after_round": true``
  says he was called only after the round ended (2017 79B3, 2007 79B2), with
  ``"sure"`` (he is sure of the result at the table) and ``"split"`` (he
  lowers one side's score without raising the other's).
  When the play ended in a claim or concession, 69B or 71 rule it (79B1).
- ``{"fact": "score_error", "value": 620}``: the score entered or computed
  for North-South is not the score of the result (79C); after the correction
  period (``correction_period_ended``) it is corrected only with
  ``"sure": true`` and ``"organiser_agrees": true`` (2007: and
  ``"regulations_allow": true``, 79C2).

The correction period ends with the facts of
:attr:`Edition.TRICK_CORRECTION_ENDED_BY`, the window rubber rule 23 closes
with the cards gathered (:mod:`bridgelaws.irregularities.rubber_tricks`):
both are read through :meth:`Edition.trick_correction_ended`, once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from bridgelaws import found_revoke, rules
from bridgelaws.cards import Side, shown
from bridgelaws.editions.base import Edition
from bridgelaws.facts import CountFacts, ScoreFacts
from bridgelaws.found_revoke import _side as side_name
from bridgelaws.irregularities.tricks import _mixed_sides as sides_named
from bridgelaws.irregularities.tricks import _pointer as named_seat
from bridgelaws.irregularities.tricks import yes_no_detail
from bridgelaws.record import DirectorEvent, FactEvent, ResponseEvent
from bridgelaws.rulings import Effect, EffectKind, IrregularityCode, Message, Ruling
from bridgelaws.table import Adjustment, Irregularity, Status, Table

#: the rules of this module, by irregularity code and by fact
BOOK = rules.RuleBook("tricks_won")

__all__ = ["BOOK", "DISPUTED", "SCORE_ERROR", "ScoreRecorded"]

#: 79A, 79B: the tricks won disputed, or agreed wrongly
DISPUTED: Final = "tricks_disputed"
#: 79C: a score computed or entered wrongly
SCORE_ERROR: Final = "score_error"


@dataclass(frozen=True, slots=True)
class ScoreRecorded(Effect):
    """The score each side is recorded with (79B, 79C): opposite numbers,
    or a split score where one side was lowered without raising the other."""

    #: declarer's side's tricks the score is of (``None``: an entry that stands)
    tricks: int | None = None
    ns: int = 0
    ew: int = 0

    def to_json(self) -> dict[str, Any]:
        out = Effect.to_json(self)
        if self.tricks is not None:
            out["tricks"] = self.tricks
        out["score"] = {"NS": self.ns, "EW": self.ew}
        return out


def _points(points: int) -> str:
    """Points as a score sheet writes them, with their sign."""
    return f"{points:+d}" if points else "0"


def _scores(edition: Edition, table: Table, tricks: int) -> dict[Side, int]:
    """Both sides' scores if declarer's side won ``tricks`` (Law 77)."""
    declarer = table.declarer
    assert table.contract is not None and declarer is not None
    points = edition.score(
        table.contract, tricks, table.board.vulnerability.is_vulnerable(declarer)
    )
    return {declarer.side: points, declarer.side.other: -points}


def _recorded(
    ruling: Ruling, laws: tuple[str, ...], scores: dict[Side, int], tricks: int | None
) -> None:
    """The ruling shows both sides' scores, as data and in words."""
    ruling.effects.append(
        ScoreRecorded(
            EffectKind.SCORE_RECORDED,
            None,
            laws,
            tricks=tricks,
            ns=scores[Side.NS],
            ew=scores[Side.EW],
        )
    )
    ruling.reasoning.append(
        Message(
            "Score recorded: North-South {ns}, East-West {ew}.",
            {"ns": _points(scores[Side.NS]), "ew": _points(scores[Side.EW])},
        )
    )


# -- reading the facts --------------------------------------------------------------


def _over(index: int, table: Table) -> None:
    if table.play is None or table.status is not Status.COMPLETE or table.declarer is None:
        raise found_revoke.FactError(
            index, "the play is not over; the tricks are agreed after it (79A)"
        )


def _count(index: int, value: object) -> int:
    if isinstance(value, str) and value.isdigit():
        value = int(value)  # written as text ("9")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 13:
        raise found_revoke.FactError(
            index,
            "{value} is not a number of tricks from 0 to 13 for declarer's side",
            value=shown(value),
        )
    return value


def _ruled_before(table: Table, code: IrregularityCode) -> bool:
    return any(i.code == code for i in table.irregularities)


# -- 79A, 79B: the tricks won disputed --------------------------------------------------


@BOOK.play_fact(DISPUTED)
def play_fact_tricks_disputed(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """79B: the players disagree about the tricks won (or agreed a count that
    is wrong, 79A2). Tricks claimed or conceded go to 69B or 71 (79B1);
    otherwise the director rules the count recorded (79B2, 79B3)."""
    _over(index, table)
    play = table.play
    declarer = table.declarer
    assert play is not None and declarer is not None
    details = dict(event.details or {})
    recorded = _count(index, event.value)
    by = named_seat(index, event)
    found = details.get("found")
    disordered = details.get("disordered")
    facts = CountFacts(
        recorded=recorded,
        by=by,
        agreed=yes_no_detail(index, details, "agreed"),
        found=None if found is None else _count(index, found),
        after_round=yes_no_detail(index, details, "after_round"),
        sure=yes_no_detail(index, details, "sure"),
        split=yes_no_detail(index, details, "split"),
        disordered=()
        if disordered is None
        else tuple(sorted(sides_named(index, disordered)[0], key=lambda side: side.value)),
    )
    if table.claim is not None:
        _claimed(edition, table, index, facts)
        return
    if _ruled_before(table, IrregularityCode.TRICKS_DISPUTED):
        raise found_revoke.FactError(index, "the tricks won were ruled on already (79B)")
    tricks = table.tricks()
    assert tricks is not None
    by_cards = tricks[declarer.side]
    if facts.found is None:
        if facts.disordered:
            raise found_revoke.FactError(
                index,
                "the played cards were not kept in order, so they cannot settle the "
                "count (65D): give the director's own count",
            )
        if not all(t.seen for t in play.tricks):
            raise found_revoke.FactError(
                index,
                "tricks were quitted before the record began, so the cards played "
                "cannot show the count: give the director's own count",
            )
        facts.found = by_cards
    elif not facts.disordered and all(t.seen for t in play.tricks) and facts.found != by_cards:
        raise found_revoke.FactError(
            index,
            "the cards played give declarer's side {count} tricks; the director's "
            "count cannot differ from them",
            count=str(by_cards),
        )
    edition.flag(
        table,
        index,
        IrregularityCode.TRICKS_DISPUTED,
        ("79B",),
        None,
        f"the tricks won are disputed: {recorded} recorded for declarer's side",
        facts=facts,
    )
    edition.on_director(table, index, DirectorEvent(by if by is not None else declarer.lho))


def _claimed(edition: Edition, table: Table, index: int, facts: CountFacts) -> None:
    """79B1: the play ended in a claim or concession: 69B (an agreement
    withdrawn) or 71 (a concession reviewed) rules the count, and the ruling
    says it came through 79B1; where neither applies any more, the count as
    claimed or ruled stands."""
    claim = table.claim
    declarer = table.declarer
    assert claim is not None and declarer is not None
    seat = facts.by if facts.by is not None else claim.by.lho
    code = IrregularityCode.CONCESSION if claim.concession else IrregularityCode.CLAIM
    reviewed = claim.disputed or any(
        i.code == code and i.event == claim.event for i in table.irregularities
    )
    before = len(table.rulings)
    if not reviewed and claim.concession:
        # the director, called after a concession, reviews it (71)
        edition.on_director(table, index, DirectorEvent(seat))
    elif not reviewed and seat.side is not claim.by.side:
        # the side that agreed to the claim disputes the count now (69B)
        edition.on_response(table, index, ResponseEvent(seat, agree=False))
        if table.pending is not None:
            edition.on_director(table, index, DirectorEvent(seat))
    fresh = [r for r in table.rulings[before:] if r.irregularity.code == code]
    if fresh:
        ruling = fresh[0]
        ruling.laws = ("79B1", *ruling.laws)
        ruling.reasoning.insert(
            0,
            Message(
                "The tricks disputed were conceded: the director reviews the concession (79B1, 71)."
                if claim.concession
                else "The tricks disputed were claimed: the side that agreed to the claim "
                "withdraws its agreement (79B1, 69B).",
            ),
        )
        tricks = table.tricks()
        scores = table.score()
        if tricks is not None and scores is not None:  # not while the award is asked
            _recorded(ruling, ("79B1",), scores, tricks[declarer.side])
        return
    names = {"seat": seat.name.title(), "claimer": claim.by.name.title()}
    ruling = edition.found_ruling(
        table,
        index,
        IrregularityCode.TRICKS_DISPUTED,
        ("79B1",),
        None,
        "the tricks won are disputed after a claim or concession",
        facts=facts,
    )
    if reviewed:
        text = Message(
            "The tricks were claimed or conceded and the director has ruled on them "
            "already: his ruling decides the count (79B1).",
        )
    else:
        ruling.laws = ("79B1", "69A")
        text = Message(
            "{claimer} made the claim and {seat} is on his side: the board is scored as "
            "claimed (69A); only the side that agreed may withdraw its agreement (79B1, 69B).",
            names,
        )
    ruling.reasoning.append(text)
    ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ruling.laws))
    tricks = table.tricks()
    assert tricks is not None
    count = tricks[declarer.side]
    _recorded(ruling, ruling.laws, _scores(edition, table, count), count)


@BOOK.ruling(IrregularityCode.TRICKS_DISPUTED)
def rule_tricks_disputed(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """79B2: the director decides the score recorded: the count the cards
    played show (65C), or his own where they cannot show it. Called only
    after the round ended (2017 79B3) he changes both sides' scores only when
    sure of the table result; otherwise the recorded score stands, or he
    lowers one side's score without raising the other's. 2007 79B2 rules the
    count all the same, but need not raise either side. After the correction
    period the recorded count stands (79C1)."""
    facts = irregularity.facts_as(CountFacts)
    table.hold(None)
    table.move_to(Status.COMPLETE)
    declarer = table.declarer
    tricks = table.tricks()
    assert declarer is not None and tricks is not None and facts.found is not None
    side = declarer.side
    now, count, recorded = tricks[side], facts.found, facts.recorded
    names = {
        "side": side_name(side),
        "recorded": str(recorded),
        "count": str(count),
        "late_law": edition.LATE_COUNT_LAW,
    }
    ruling = Ruling(irregularity, ("79B2",))
    seen = table.play is not None and all(t.seen for t in table.play.tricks)
    seen = seen and not facts.disordered
    ruling.reasoning.append(
        Message(
            "Tricks of {side}: {recorded} by the score recorded, {count} by the cards "
            "played, kept in order (65C).",
            names,
        )
        if seen
        else Message(
            "Tricks of {side}: {recorded} by the score recorded, {count} as the director "
            "finds them.",
            names,
        )
    )
    if facts.disordered:
        # 65D: a side that did not keep its cards in order puts its claim to
        # doubtful tricks at risk; the director's count decides
        ruling.laws = ("65D", *ruling.laws)
        ruling.reasoning.append(
            Message(
                "Neither side left the played cards in order (65C): the cards cannot settle "
                "the count, and each side risks its claim to doubtful tricks (65D)."
            )
            if len(facts.disordered) == 2
            else Message(
                "{side} did not leave the played cards in order (65C): the cards cannot "
                "settle the count, and {side} risks its claim to doubtful tricks (65D).",
                {"side": side_name(facts.disordered[0])},
            )
        )
    if facts.agreed and recorded != count:
        ruling.laws = ("79A2", *ruling.laws)
        ruling.reasoning.append(
            Message(
                "The players had agreed that count, but no player may knowingly accept a "
                "trick his side did not win, nor the concession of one his opponents could "
                "not lose (79A2)."
            )
        )
    if edition.trick_correction_ended(table, irregularity.event):
        ruling.laws = (*ruling.laws[:-1], "79C1")
        ruling.reasoning.append(
            Message(
                "The correction period had ended: the score recorded, on a count of "
                "{recorded} for {side}, stands (79C1).",
                names,
            )
        )
        _set_count(table, side, now, recorded, "79C1")
        ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ("79C1",)))
        _recorded(ruling, ("79C1",), _scores(edition, table, recorded), recorded)
        return ruling
    if recorded == count:
        ruling.reasoning.append(
            Message("The count recorded is right: the score stands (79B2).", names)
        )
        ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ("79B2",)))
        _recorded(ruling, ("79B2",), _scores(edition, table, count), count)
        return ruling
    if not facts.after_round:
        ruling.reasoning.append(
            Message("The score is recorded on a count of {count} for {side} (79B2).", names)
        )
        _set_count(table, side, now, count, "79B2")
        _recorded(ruling, ruling.laws, _scores(edition, table, count), count)
        return ruling
    late = edition.LATE_COUNT_LAW
    ruling.laws = (*ruling.laws[:-1], late)
    both = facts.sure if edition.LATE_COUNT_NEEDS_CERTAINTY else not facts.split
    if both:
        ruling.reasoning.append(
            Message(
                "The director was called only after the round ended, but he is sure of the "
                "result at the table: both sides are scored on a count of {count} for {side} "
                "({late_law})."
                if edition.LATE_COUNT_NEEDS_CERTAINTY
                else "The director was called only after the round ended: he has both sides "
                "scored on a count of {count} for {side} ({late_law}).",
                names,
            )
        )
        _set_count(table, side, now, count, late)
        _recorded(ruling, (late,), _scores(edition, table, count), count)
        return ruling
    if facts.split:
        _set_count(table, side, now, count, late)  # the tricks as he finds them
        _split(edition, table, ruling, names, recorded, count)
        return ruling
    ruling.reasoning.append(
        Message(
            "The director was called only after the round ended and is not sure of the "
            "result at the table: the score recorded stands ({late_law}).",
            names,
        )
    )
    _set_count(table, side, now, recorded, late)
    ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, (late,)))
    _recorded(ruling, (late,), _scores(edition, table, recorded), recorded)
    return ruling


def _set_count(table: Table, side: Side, now: int, tricks: int, law: str) -> None:
    """Declarer's side ends with ``tricks``: the difference from the count
    now is moved by an adjustment under ``law``."""
    if tricks != now:
        table.add_adjustment(
            Adjustment(law, side if tricks > now else side.other, abs(tricks - now))
        )


def _split(
    edition: Edition,
    table: Table,
    ruling: Ruling,
    names: dict[str, str],
    recorded: int,
    count: int,
) -> None:
    """The side the recorded count favours is scored on the director's
    count; the other keeps the recorded score, not raised (79B3; 2007 79B2)."""
    late = edition.LATE_COUNT_LAW
    on_record = _scores(edition, table, recorded)
    on_count = _scores(edition, table, count)
    favoured = Side.NS if on_record[Side.NS] > on_count[Side.NS] else Side.EW
    scores = {favoured: on_count[favoured], favoured.other: on_record[favoured.other]}
    ruling.reasoning.append(
        Message(
            "The director was called only after the round ended: he lowers the score of "
            "{lowered} to that of a count of {count} and leaves {kept} the score recorded, "
            "not raised ({late_law}).",
            {**names, "lowered": side_name(favoured), "kept": side_name(favoured.other)},
        )
    )
    table.record_score(scores)
    ruling.effects.append(Effect(EffectKind.SPLIT_SCORE_POSSIBLE, None, (late,)))
    _recorded(ruling, (late,), scores, None)


# -- 79C: a score computed or entered wrongly -------------------------------------------


@BOOK.play_fact(SCORE_ERROR)
def play_fact_score_error(edition: Edition, table: Table, index: int, event: FactEvent) -> None:
    """79C: the agreed result was computed or entered with another score."""
    _over(index, table)
    value = event.value
    if isinstance(value, str) and value.lstrip("+-").isdigit():
        value = int(value)  # written as text ("+620")
    if isinstance(value, bool) or not isinstance(value, int) or value % 10:
        raise found_revoke.FactError(
            index,
            "{value} is not a score (North-South's points, a multiple of 10)",
            value=shown(value),
        )
    details = dict(event.details or {})
    if _ruled_before(table, IrregularityCode.SCORE_ERROR):
        raise found_revoke.FactError(index, "the score was corrected already (79C)")
    facts = ScoreFacts(
        entered=value,
        sure=yes_no_detail(index, details, "sure"),
        organiser_agrees=yes_no_detail(index, details, "organiser_agrees"),
        regulations_allow=yes_no_detail(index, details, "regulations_allow"),
    )
    edition.flag(
        table,
        index,
        IrregularityCode.SCORE_ERROR,
        ("79C",),
        None,
        f"the score entered, {value} for North-South, is not the score of the result",
        facts=facts,
    )
    declarer = table.declarer
    assert declarer is not None
    edition.on_director(table, index, DirectorEvent(declarer.lho))


@BOOK.ruling(IrregularityCode.SCORE_ERROR)
def rule_score_error(edition: Edition, table: Table, irregularity: Irregularity) -> Ruling:
    """79C1: within the correction period the score is corrected. 79C2: after
    it, only when the director is sure the entry is wrong and the organiser
    agrees (2007: and the regulations provide for it); otherwise the entry
    stands for both sides."""
    facts = irregularity.facts_as(ScoreFacts)
    table.hold(None)
    table.move_to(Status.COMPLETE)
    right = table.score()
    assert right is not None
    entered = {Side.NS: facts.entered, Side.EW: -facts.entered}
    names = {"entered": _points(facts.entered), "right": _points(right[Side.NS])}
    ruling = Ruling(irregularity, ("79C1",))
    if entered == right:
        ruling.reasoning.append(
            Message(
                "The score entered, North-South {entered}, is the score of the result: "
                "there is nothing to correct (79C1).",
                names,
            )
        )
        ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ("79C1",)))
        _recorded(ruling, ("79C1",), right, None)
        return ruling
    if not edition.trick_correction_ended(table, irregularity.event):
        ruling.reasoning.append(
            Message(
                "The score entered, North-South {entered}, is not the score of the result, "
                "{right}: within the correction period it is corrected (79C1).",
                names,
            )
        )
        _recorded(ruling, ("79C1",), right, None)
        return ruling
    ruling.laws = ("79C2",)
    allowed = facts.sure and facts.organiser_agrees
    if edition.LATE_SCORE_NEEDS_REGULATION:
        allowed = allowed and facts.regulations_allow
    if allowed:
        ruling.reasoning.append(
            Message(
                "The correction period has ended, but the director is sure the entry is "
                "wrong and the organiser agrees: North-South {entered} is corrected to "
                "{right} (79C2)."
                if not edition.LATE_SCORE_NEEDS_REGULATION
                else "The correction period has ended, but the regulations provide for "
                "this correction and both the director and the organiser are satisfied the "
                "entry is wrong: North-South {entered} is corrected to {right} (79C2).",
                names,
            )
        )
        _recorded(ruling, ("79C2",), right, None)
        return ruling
    ruling.reasoning.append(
        Message(
            "The correction period has ended: the score entered, North-South {entered}, "
            "stands, since a late correction needs the director to be sure the entry is "
            "wrong and the organiser to agree (79C2)."
            if not edition.LATE_SCORE_NEEDS_REGULATION
            else "The correction period has ended: the score entered, North-South "
            "{entered}, stands, since a late correction needs the regulations to provide "
            "for it and both the director and the organiser to be satisfied the entry is "
            "wrong (79C2).",
            names,
        )
    )
    table.record_score(entered)
    ruling.effects.append(Effect(EffectKind.RESULT_STANDS, None, ("79C2",)))
    _recorded(ruling, ("79C2",), entered, None)
    return ruling
