"""Judgment rulings: unauthorised information, misinformation and the assigned
adjusted score (Laws 12, 16, 20F, 21, 40, 73C, 75, 85), from the table record.

The engine (:mod:`bridgelaws.table`) runs the auction and the play; this layer
reads what else the record holds (docs/judgment.md): the alerts, explanations
and corrections given at the table, what the agreement really is, extraneous
information such as a hesitation, calls changed under 21B1/21B2, and the
director's findings as ``fact`` events. It follows the NBB table protocols for
unauthorised information and misexplanation (seed 004): the facts are checked
with the other side, the auction and play continue, and the director comes back
at the end to judge damage (12B1) and assign an adjusted score (12C1), weighted
(12C1c) and for each side where they differ (12C1e; 2007: 12C1b, 12C1e).

Nothing here judges bridge: which calls are logical alternatives, which one
was demonstrably suggested, whether a call was influenced by misinformation and
which results were likely are the director's findings. This module applies the
Laws to them and works out the rest: who may change which call, who was
misinformed and when it was found, who broke which duty, which side offended,
the table result, the double-dummy results of the candidate contracts and the
assigned score in the form the event store keeps (``scoring.adjusted``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Final

from bridgelaws.calls import Call, Contract
from bridgelaws.cards import BridgeError, InputError, Seat, Side, not_yes_no, render_error
from bridgelaws.editions import get_edition
from bridgelaws.fact_names import fact_label
from bridgelaws.i18n import translate
from bridgelaws.irregularities.tricks import FIGURE, figure_measure, measured_by_cards
from bridgelaws.notation import parse_contract, parse_seat, seat_letter
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    DirectorEvent,
    Event,
    EventError,
    FactEvent,
    InfoEvent,
    TableRecord,
)
from bridgelaws.report_text import call_text, card_text, contract_text
from bridgelaws.rulings import EffectKind, Ruling
from bridgelaws.scoring.adjusted import ArtificialScore, BoardResult, WeightedScore
from bridgelaws.scoring.duplicate import score_for_side
from bridgelaws.scoring.methods import team_board_imps
from bridgelaws.table import Table

__all__ = [
    "LIKELY_WEIGHT",
    "Assigned",
    "Candidate",
    "Judgment",
    "Question",
    "Verdict",
    "judge",
]

#: 2007 Law 12C1e: "likely" (non-offenders) and "at all probable" (offenders)
#: are the director's judgment; an outcome without its own ``likely`` mark
#: counts as likely when its weight is at least this. The Laws give no figure;
#: one in three is the threshold directors are commonly taught.
LIKELY_WEIGHT: Final = Fraction(1, 3)

#: facts of the judgment layer (docs/judgment.md §3) and the laws that ask them
FACT_LAWS: Final = {
    "extraneous_info": ("16B1", "85A"),
    "alert_required": ("21B1a", "40B2a"),
    "misinformation": ("21B1b", "75C", "75D2"),
    "influenced": ("21B1a",),
    "partner_aware": ("40C1",),
    "logical_alternatives": ("16B1a", "16B1b"),
    "damage": ("12B1",),
    "serious_error": ("12C1e",),
    "outcomes": ("12C1b", "12C1c"),
    "most_favourable": ("12C1e",),
    "artificial_score": ("12C2a",),
    # a knockout match: the North-South points at the other table, so that
    # non-balancing adjusted scores are averaged (12C4)
    "knockout": ("12C4",),
    # the director's findings for the laws below (docs/judgment.md §2)
    "other_source": ("16D1",),
    "interferes": ("16D2",),
    "misheard": ("20A", "21A"),
    "review_error": ("20E", "12C1"),
    # an innocent player's false inference from an opponent's remark, manner
    # or tempo with no demonstrable bridge reason (2017 73E2, 2007 73F)
    "false_inference": ("73E2",),
    # partners exchanged information by prearranged methods the Laws do not
    # sanction: the most serious breach (73B2, both editions)
    "prearranged_communication": ("73B2",),
    # a player varied his tempo to disconcert an opponent (74C7, both editions)
    "disconcerting_tempo": ("74C7",),
    "could_have_known": ("72C",),
    "redress": ("12B1",),
    "director_error": ("82C",),
    # the director's course for a board an error of procedure keeps from
    # being played normally (82B2) or another of his powers (82B3)
    "board_remedy": ("82B2",),
    # a variation of tempo or manner: meant to mislead (73D2) or not (73D1)
    "deception": ("73D2",),
    # courtesy, etiquette, correct procedure (74A, 74B, 74C)
    "conduct": ("74A", "74B", "74C"),
    # a spectator's remark or reaction (76B, both editions)
    "spectator": ("76B",),
}
#: the ``conduct`` finding's values and the paragraph of Law 74 each breaks
CONDUCT_LAWS: Final = {"courtesy": "74A", "etiquette": "74B", "procedure": "74C"}
#: the ``board_remedy`` finding's values: 82B2's three courses, or 82B3
BOARD_REMEDIES: Final = ("play", "postpone", "cancel", "other")
#: who was at fault for a cancelled board (``at_fault``): the artificial
#: adjusted scores by responsibility (12C2a), North-South's then East-West's;
#: neither side (the director's or the organiser's error) is the default
CANCELLED_SCORES: Final = {
    "NS": ("A-", "A+"),
    "EW": ("A+", "A-"),
    "both": ("A", "A"),
    "neither": ("A+", "A+"),
}
#: laws whose adjusted score the table asks about itself at the end of the
#: play (27D: ``outcome_different``, ``damaged``), not the judgment layer
TABLE_FOLLOW_UPS: Final = frozenset({"27D"})
#: the verdict for the director's own wrong ruling (82C)
DIRECTOR_ERROR: Final = "director_error"
#: the verdict for damage the director found at the table (27D): established,
#: so the likely results are weighed without testing damage again
TABLE_DAMAGE: Final = "table_damage"
MISINFORMATION_VALUES: Final = ("explanation", "call", "no_agreement", "none", "psych")
#: the kinds of extraneous information (16B1) as shown
EXTRANEOUS_TEXT: Final = {
    "hesitation": "hesitation",
    "haste": "unusual haste",
    "remark": "remark",
    "gesture": "gesture",
    "question": "question",
    "unexpected_alert": "unexpected alert",
    "manner": "emphasis or manner",
    "other": "extraneous information",
}

#: the same with its article, as a sentence names it (nl and de nouns differ
#: in gender: "het gebaar", "die Bemerkung")
EXTRANEOUS_THE: Final = {
    "hesitation": "the hesitation",
    "haste": "the unusual haste",
    "remark": "the remark",
    "gesture": "the gesture",
    "question": "the question",
    "unexpected_alert": "the unexpected alert",
    "manner": "the emphasis or manner",
    "other": "the extraneous information",
}


def _the(words: str) -> dict[str, str]:
    """A noun with its article, for a sentence's start or its middle."""
    return {"the_kind": words, "The_kind": words[:1].upper() + words[1:]}


def _(message: str, lang: str, **params: Any) -> str:
    return translate(message, lang, **{k: str(v) for k, v in params.items()})


#: the verdict on 64C from the director's figure: short or made good, several
#: tricks or one
_FIGURE_VERDICTS = (
    "By the director's figure {side} would have won {count} tricks without the revoke: "
    "the transfer leaves the non-offending side short, and the difference is given as an "
    "adjusted score ({law}).",
    "By the director's figure {side} would have won {count} tricks without the revoke: "
    "the transfer makes good the damage and the result stands ({law}).",
    "By the director's figure {side} would have won 1 trick without the revoke: "
    "the transfer leaves the non-offending side short, and the difference is given as an "
    "adjusted score ({law}).",
    "By the director's figure {side} would have won 1 trick without the revoke: "
    "the transfer makes good the damage and the result stands ({law}).",
)


def _seat_name(seat: Seat, lang: str) -> str:
    return _(("North", "East", "South", "West")[seat], lang)


def _side_name(side: Side, lang: str) -> str:
    return _("North-South" if side is Side.NS else "East-West", lang)


def _declarer_letter(outcome: Mapping[str, Any], lang: str) -> str:
    """An outcome's declarer as the language writes a seat (Dutch O, Z)."""
    try:
        return seat_letter(Seat.parse(str(outcome.get("declarer", ""))), lang)
    except BridgeError:
        return str(outcome.get("declarer", ""))


def event_label(events: Sequence[Event], index: object, lang: str) -> str:
    """The call or card at ``index`` as the director knows it: the call in the
    language's notation (with its bidding round when the same call was made
    more than once), the card with its trick; never the record's raw index."""
    if not isinstance(index, int) or not 0 <= index < len(events):
        return str(index)
    event = events[index]
    if isinstance(event, CallEvent):
        calls = [e for e in events if isinstance(e, CallEvent)]
        text = call_text(event.call.name, lang)
        if sum(1 for e in calls if e.call == event.call) > 1:
            position = sum(1 for e in events[:index] if isinstance(e, CallEvent))
            text += " " + _("(round {n})", lang, n=position // 4 + 1)
        return text
    if isinstance(event, CardEvent):
        return _("{card} of {seat}", lang, card=card_text(event.card.name, lang),
                 seat=_seat_name(event.by, lang))  # fmt: skip
    return str(index)


def call_label(events: Sequence[Event], index: int, lang: str) -> str:
    """The call at ``index`` for a sentence that already sets it off in
    parentheses: its bidding round, when needed, after a comma, not in a
    second pair of parentheses."""
    event = events[index]
    if not isinstance(event, CallEvent):
        return event_label(events, index, lang)
    calls = [e for e in events if isinstance(e, CallEvent)]
    text = call_text(event.call.name, lang)
    if sum(1 for e in calls if e.call == event.call) > 1:
        position = sum(1 for e in events[:index] if isinstance(e, CallEvent))
        text = _("{call}, round {n}", lang, call=text, n=position // 4 + 1)
    return text


# -- what the record says ------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """A finding the judgment needs and the record does not give."""

    fact: str
    of: int | None
    text: str
    #: the laws that ask it, where they differ from :data:`FACT_LAWS` (the
    #: edition's own numbers, or the law of the ruling it follows up)
    laws: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        laws = self.laws or FACT_LAWS[self.fact]
        out: dict[str, Any] = {"fact": self.fact, "laws": list(laws)}
        if self.of is not None:
            out["of"] = self.of
        out["text"] = self.text
        return out


@dataclass
class Verdict:
    """One ruling of the judgment layer: what happened, under which laws, with
    the options at the table and what follows."""

    kind: str
    laws: tuple[str, ...]
    event: int
    offender: Side | None
    text: list[str]
    infraction: bool = False
    options: list[dict[str, Any]] = field(default_factory=list)
    chosen: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "laws": list(self.laws),
            "event": self.event,
            "offender": self.offender.name if self.offender is not None else None,
            "infraction": self.infraction,
            "options": self.options,
            "chosen": self.chosen,
            "text": " ".join(self.text),
        }


def _cite(verdict: Verdict, *laws: str) -> None:
    """Add ``laws`` to what ``verdict`` cites, each law once (2007 numbers
    several 2017 paragraphs alike: 75B)."""
    verdict.laws = tuple(dict.fromkeys((*verdict.laws, *laws)))


@dataclass(frozen=True)
class Candidate:
    """A result the director judges possible without the infraction: its
    contract and declarer, the tricks (given, or double dummy), the weight and
    the side it is assigned to (``None``: both)."""

    contract: Contract
    declarer: Seat
    tricks: int
    weight: Fraction
    side: Side | None
    dd_tricks: int | None
    ns_points: int
    likely: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "contract": self.contract.to_pbn(),
            "declarer": self.declarer.letter,
            "tricks": self.tricks,
            "dd_tricks": self.dd_tricks,
            "weight": str(self.weight),
            "side": self.side.name if self.side is not None else None,
            "likely": self.likely,
            "ns_points": self.ns_points,
        }


Stored = int | WeightedScore | ArtificialScore


@dataclass(frozen=True)
class Assigned:
    """The adjusted score of a board: what North-South and East-West are each
    scored on (NS points, a weighted score or an artificial score)."""

    ns: Stored
    ew: Stored
    laws: tuple[str, ...]

    @property
    def is_split(self) -> bool:
        return self.ns != self.ew

    def to_json(self) -> dict[str, Any]:
        return {"NS": _stored_json(self.ns), "EW": _stored_json(self.ew), "split": self.is_split}


def _stored_json(value: Stored) -> Any:
    """One shape for a score in points, however many results it weighs: a
    list of ``{"weight", "ns_points"}`` (a single likely result, 12C1b, or a
    table result kept, is one entry of weight 1); an artificial score (12C2)
    is its code."""
    if isinstance(value, WeightedScore):
        return [{"weight": str(w), "ns_points": p} for w, p in value.outcomes]
    if isinstance(value, ArtificialScore):
        return value.value
    return [{"weight": "1", "ns_points": value}]


def _stored_text(value: Stored, lang: str, side: Side = Side.NS) -> str:
    """A score as ``side`` is scored on it: the points are North-South's in
    the JSON, East-West's own (the sign turned) when said of East-West."""
    sign = 1 if side is Side.NS else -1
    if isinstance(value, WeightedScore):
        parts = [f"{float(w) * 100:.4g}% × {sign * p:+d}" for w, p in value.outcomes]
        return " + ".join(parts)
    if isinstance(value, ArtificialScore):
        names = {"A+": "average-plus", "A": "average", "A-": "average-minus"}
        return _(names[value.value], lang)
    return f"{sign * value:+d}"


@dataclass
class Judgment:
    """The judgment of one table record (docs/judgment.md §4)."""

    record: TableRecord
    table: Table
    verdicts: list[Verdict]
    questions: list[Question]
    candidates: list[Candidate]
    assigned: Assigned | None
    damage: bool | None
    offender: Side | None
    dd: list[list[int]] | None
    lang: str
    notes: list[str] = field(default_factory=list)

    @property
    def status(self) -> str:
        if self.questions:
            return "awaiting_fact"
        kinds = {v.kind for v in self.verdicts}
        if "board_postponed" in kinds:
            return "postponed"  # 82B2: scored when it is played later
        if "board_cancelled" in kinds and self.assigned is not None:
            return "adjusted"  # 82B2: cancelled, whatever was played of it
        if not self.table.is_over:
            return "play_continues"  # the director comes back at the end (seed 004)
        if self.assigned is not None:
            return "adjusted"
        return "result_stands"

    @property
    def table_points(self) -> int | None:
        score = self.table.score()
        return None if score is None else score[Side.NS]

    def traveller_note(self) -> str:
        """The ruling's text for the traveller: the laws and the assigned score."""
        laws = sorted({law for v in self.verdicts if v.infraction for law in v.laws})
        if self.assigned is None:
            figured = sorted(
                {a.law for a in self.table.adjustments if a.law.startswith("64C")}
                if any(v.kind == FIGURE for v in self.verdicts) or measured_by_cards(self.table)
                else ()
            )
            if figured:
                # 64C by the director's figure or the cards: the table made it
                return _(
                    "Table result stands, with the director's adjustment ({laws}).",
                    self.lang,
                    laws=", ".join([*laws, *figured]),
                )
            if laws and self.status == "result_stands":
                # an infraction, but the likely results show no damage (12B1)
                return _(
                    "Table result stands: the infraction did not damage the non-offending "
                    "side (12B1; {laws}).",
                    self.lang,
                    laws=", ".join(laws),
                )
            return _("Table result stands ({laws}).", self.lang, laws=", ".join(laws) or "12B1")
        if self.assigned.is_split or isinstance(self.assigned.ns, ArtificialScore):
            # an artificial score is each side's own (12C2a: average to both
            # is not one score for North-South): both sides named
            return _(
                "Adjusted ({laws}): North-South {ns}; East-West {ew}.",
                self.lang,
                laws=", ".join(dict.fromkeys([*laws, *self.assigned.laws])),
                ns=_stored_text(self.assigned.ns, self.lang),
                ew=_stored_text(self.assigned.ew, self.lang, Side.EW),
            )
        return _(
            "Adjusted ({laws}): {score} for North-South.",
            self.lang,
            laws=", ".join(dict.fromkeys([*laws, *self.assigned.laws])),
            score=_stored_text(self.assigned.ns, self.lang),
        )

    def to_json(self) -> dict[str, Any]:
        table = self.table
        return {
            "edition": self.record.edition,
            "status": self.status,
            "table": {
                "contract": table.contract.to_pbn() if table.contract is not None else None,
                "declarer": table.declarer.letter if table.declarer is not None else None,
                "tricks": table.declarer_tricks(),
                "ns_points": self.table_points,
            },
            "rulings": [v.to_json() for v in self.verdicts],
            "questions": [q.to_json() for q in self.questions],
            "offender": self.offender.name if self.offender is not None else None,
            "damage": self.damage,
            "candidates": [c.to_json() for c in self.candidates],
            "double_dummy": self.dd,
            "assigned": self.assigned.to_json() if self.assigned is not None else None,
            "note": self.traveller_note() if self.status in ("adjusted", "result_stands") else None,
            "notes": self.notes,
        }


# -- reading ---------------------------------------------------------------------------


@dataclass
class _Facts:
    """The record's information events and findings, indexed."""

    events: list[Event]
    info: list[tuple[int, InfoEvent]]
    findings: dict[tuple[str, int | None], FactEvent]

    def finding(self, name: str, of: int | None = None) -> FactEvent | None:
        return self.findings.get((name, of))

    def latest(self, name: str) -> FactEvent | None:
        """The last finding ``name``, whatever action it concerns."""
        found = [event for (key, _of), event in self.findings.items() if key == name]
        return max(found, key=self.events.index) if found else None

    def of_kind(self, kind: str) -> list[tuple[int, InfoEvent]]:
        return [(i, e) for i, e in self.info if e.kind == kind]


def _from_the_start(record: TableRecord) -> TableRecord:
    """A record that starts from the director's situation, as the events of
    the whole board: the situation's auction becomes the first calls, and the
    information events' ``of`` counts those calls first (docs/judgment.md)."""
    situation = record.situation
    if situation is None or record.prefix:
        return record  # from the start, or already expanded (direct's session)
    if situation.auction is None or situation.tricks is not None:
        raise InputError(
            "A judgment needs the whole auction and the play from the first trick: "
            "this board was taken up without its auction or with tricks already played."
        )
    calls: list[Event] = []
    seat = record.board.dealer
    for call in situation.auction:
        calls.append(CallEvent(seat, call))
        seat = seat.lho
    # the situation stays as the mark that the hands are unknown (spec §6: a
    # card is taken as held by the seat that plays it), its calls now events
    return TableRecord(
        record.board,
        record.edition,
        calls + list(record.events),
        record.contract,
        situation=replace(situation, auction=()),
    )


def _read(record: TableRecord) -> _Facts:
    events = list(record.events)
    info: list[tuple[int, InfoEvent]] = []
    findings: dict[tuple[str, int | None], FactEvent] = {}
    for index, event in enumerate(events):
        if isinstance(event, InfoEvent):
            if event.of >= index:
                raise EventError(
                    index,
                    InputError(
                        "'of' must name an earlier action, not action {of}",
                        of=str(event.of + 1),
                    ),
                )
            target = events[event.of]
            if event.kind in ("alert", "explain", "agreement", "correct", "change") and not (
                isinstance(target, CallEvent)
            ):
                raise EventError(
                    index,
                    InputError("'of' names action {of}, which is not a call", of=str(event.of + 1)),
                )
            if event.kind == "change" and event.by is not target.by:  # type: ignore[union-attr]
                raise EventError(
                    index,
                    InputError(
                        "only the player who made the call of action {of} may change it",
                        of=str(event.of + 1),
                    ),
                )
            info.append((index, event))
        elif isinstance(event, FactEvent) and event.fact in FACT_LAWS:
            of = event.details.get("of")
            if of is not None and (not isinstance(of, int) or isinstance(of, bool)):
                raise EventError(index, InputError("'of' is not an event index"))
            if of is not None and not 0 <= of < index:
                # a finding concerns an action made before it (the JSON counts
                # from 0, the director from 1)
                raise EventError(
                    index,
                    InputError("'of' must name an earlier action, not action {of}", of=str(of + 1)),
                )
            key = (
                event.fact
                if "side" not in event.details
                else f"{event.fact}:{event.details['side']}"
            )
            findings[(key, of)] = event  # a later finding replaces an earlier one
    return _Facts(events, info, findings)


@dataclass(frozen=True)
class _Phases:
    """Where each stage of the board begins, as event indices."""

    auction_end: int  # the first event after the final pass (len: not yet)
    lead_faced: int  # the opening lead's event (len: not yet)
    play_end: int  # the first event after the play ended (len: not yet)


def _effective(record: TableRecord, facts: _Facts) -> tuple[TableRecord, list[int]]:
    """The record with each permitted 21B1/21B2 change in place of the call it
    replaces; returns it and the indices of the withdrawn calls."""
    events = list(record.events)
    withdrawn: list[int] = []
    for _index, change in facts.of_kind("change"):
        original = events[change.of]
        assert isinstance(original, CallEvent)
        events[change.of] = CallEvent(original.by, Call.parse(change.value))
        withdrawn.append(change.of)
    out = TableRecord(
        record.board,
        record.edition,
        events,
        record.contract,
        situation=record.situation,
        prefix=record.prefix,
    )
    return out, withdrawn


def _phases(record: TableRecord) -> tuple[Table, _Phases]:
    table = Table(record.board, record.edition)
    table.record.situation = record.situation  # no deal: the hands are unknown
    end = lead = over = len(record.events)
    for index, event in enumerate(record.events):
        table.apply(event)
        if over == len(record.events) and table.is_over:
            over = index + 1
        if end == len(record.events) and (table.play is not None or table.is_over):
            end = index + 1
        if (
            lead == len(record.events)
            and isinstance(event, CardEvent)
            and table.play is not None
            and not event.face_down
        ):
            lead = index
    table.take_recorded_contract()
    return table, _Phases(end, lead, over)


# -- the rulings -----------------------------------------------------------------------


def judge(record: TableRecord, lang: str = "en", *, dd: bool = True) -> Judgment:
    """The judgment of ``record``: the table rulings, the questions still open
    and, once the board is over, the adjusted score (docs/judgment.md)."""
    record = _from_the_start(record)
    facts = _read(record)
    effective, withdrawn = _effective(record, facts)
    table, phases = _phases(effective)
    state = _State(facts, table, phases, lang, record.edition, withdrawn)
    state.misinformation()
    state.unauthorised()
    state.withdrawn_calls()
    state.other_matters()
    state.follow_ups()
    judgment = Judgment(
        record, table, state.verdicts, state.questions, [], None, None, None, None, lang
    )
    if any(v.infraction for v in state.verdicts):
        judgment.offender = next(v.offender for v in state.verdicts if v.infraction)
    _adjust(judgment, facts, dd)
    return judgment


class _State:
    def __init__(
        self,
        facts: _Facts,
        table: Table,
        phases: _Phases,
        lang: str,
        edition: str,
        withdrawn: list[int],
    ) -> None:
        self.facts = facts
        self.table = table
        self.phases = phases
        self.lang = lang
        self.edition = edition
        self.withdrawn = withdrawn
        self.verdicts: list[Verdict] = []
        self.questions: list[Question] = []
        #: (seat, from event): who holds unauthorised information from when
        self.ui: list[tuple[Seat, int, str]] = []

    def _ask(self, fact: str, of: int | None, text: str, laws: tuple[str, ...] = ()) -> None:
        if not laws and self._laws(*FACT_LAWS.get(fact, ())) != FACT_LAWS.get(fact, ()):
            laws = self._laws(*FACT_LAWS[fact])  # the edition numbers them otherwise
        self.questions.append(Question(fact, of, text, laws))

    def _law(self, law: str) -> str:
        """``law`` (a 2017 number) as this edition numbers it (2007: 40B4 for
        40B3, 75B for 75B1-B3 and 75D2, 73E for 73E1)."""
        return get_edition(self.edition).JUDGMENT_LAWS.get(law, law)

    def _laws(self, *laws: str) -> tuple[str, ...]:
        """:meth:`_law` of each, each cited once."""
        return tuple(dict.fromkeys(self._law(law) for law in laws))

    def _found(self, fact: str) -> list[tuple[int, FactEvent]]:
        """Every ``fact`` event of the record, with its index."""
        return [
            (i, e)
            for i, e in enumerate(self.facts.events)
            if isinstance(e, FactEvent) and e.fact == fact
        ]

    # -- 16D (2007 16C), 20A/21A, 20E: what the director is told ------------------------

    def other_matters(self) -> None:
        """Information from other sources (16D; 2007 16C), a call misheard
        (20A, 21A) and an uncorrected error in a review (20E): each ruled with
        the director's question first and what follows from each answer."""
        lang = self.lang
        edition = get_edition(self.edition)
        d1, d2, d3 = edition.OTHER_SOURCE_LAWS
        for index, found, spectator in self._other_sources():
            seat = _seat_of(found.details.get("seat"))
            name = _seat_name(seat, lang) if seat is not None else _("a player", lang)
            called = any(isinstance(e, CallEvent) for e in self.facts.events[:index])
            text = [
                _(
                    "A spectator's remark or reaction gave {seat} information about the "
                    "board: a spectator may not speak or react at the table during the round "
                    "(76B2, 76B3); for the board it is information from another source, and "
                    "the director must be told at once ({law}).",
                    lang,
                    seat=name,
                    law=d1,
                )
                if spectator
                else _(
                    "{seat} received information about the board from another source: the "
                    "director must be told at once ({law}).",
                    lang,
                    seat=name,
                    law=d1,
                )
            ]
            interferes = self.facts.finding("interferes")
            if interferes is None:
                self._ask(
                    "interferes",
                    None,
                    _(
                        "Is the information likely to interfere with normal play of the board "
                        "({law})?",
                        lang,
                        law=d2,
                    ),
                    (d2,),
                )
            elif not interferes.value:
                text.append(
                    _(
                        "It does not interfere with normal play: the board is played; if the "
                        "director then finds that the information could have affected the "
                        "result, he adjusts the score ({law}c).",
                        lang,
                        law=d2,
                    )
                )
            elif not called:
                text.append(
                    _(
                        "It could interfere with normal play and no call has been made: the "
                        "director may move the players so that the one who knows holds that "
                        "hand ({law}a), have the board redealt ({law}b), let it be played and "
                        "adjust the score if the information affected the result ({law}c), or "
                        "award an artificial adjusted score ({law}d).",
                        lang,
                        law=d2,
                    )
                )
            elif edition.OTHER_SOURCE_LATE_ARTIFICIAL:
                text.append(
                    _(
                        "It could interfere with normal play and the auction has begun: the "
                        "director lets the board be completed and adjusts the score if the "
                        "information affected the result ({law}c), or awards an artificial "
                        "adjusted score ({law}d; {later}).",
                        lang,
                        law=d2,
                        later=d3,
                    )
                )
            else:
                # 2007 16C3: once a call is made, only the course of 16C2c
                text.append(
                    _(
                        "It could interfere with normal play and the auction has begun: the "
                        "director lets the board be completed and adjusts the score if the "
                        "information affected the result ({law}c), as {later} requires; an "
                        "artificial adjusted score is no longer one of his courses.",
                        lang,
                        law=d2,
                        later=d3,
                    )
                )
            late = called and interferes is not None and bool(interferes.value)
            laws = (d1, d2, d3) if late else (d1, d2)
            if spectator:
                self.verdicts.append(Verdict("spectator", ("76B3", *laws), index, None, text))
            else:
                self.verdicts.append(Verdict("other_source", laws, index, None, text))
        self._spectators_without_information()
        for index, found in self._found("misheard"):
            of = found.details.get("of")
            seat = _seat_of(found.details.get("seat"))
            if not isinstance(of, int) or seat is None:
                raise EventError(
                    index, InputError("misheard needs the call ('of') and the seat ('seat')")
                )
            self.verdicts.append(
                Verdict(
                    "own_misunderstanding",
                    ("20A", "21A"),
                    index,
                    None,
                    [
                        _(
                            "{seat} acted on his own mishearing of call {of}: he could have "
                            "asked at once which call was made (20A); the call stands and he "
                            "gets no rectification or redress (21A).",
                            lang,
                            seat=_seat_name(seat, lang),
                            of=event_label(self.facts.events, of, lang),
                        )
                    ],
                )
            )
        for index, found in self._found("review_error"):
            seat = _seat_of(found.details.get("seat"))
            side = seat.side if seat is not None else None
            self.verdicts.append(
                Verdict(
                    "review_error",
                    ("20E", "12C1"),
                    index,
                    side,
                    [
                        _(
                            "An error in the review of the auction was not corrected at once; "
                            "every player, dummy and a player who must pass included, is "
                            "responsible for correcting it (20E). If it damaged the other side, "
                            "the director adjusts the score at the end (12C1).",
                            lang,
                        )
                    ],
                    infraction=side is not None,
                )
            )
        self._false_inferences()
        self._proprieties()
        self._board_remedies()

        for index, found in self._found("director_error"):
            of = found.details.get("of")
            named = isinstance(of, int) and isinstance(self.facts.events[of], CallEvent | CardEvent)
            where = (
                _(" on {of}", lang, of=event_label(self.facts.events, of, lang)) if named else ""
            )
            self.verdicts.append(
                Verdict(
                    DIRECTOR_ERROR,
                    ("82C",),
                    index,
                    None,
                    [
                        _(
                            "The director finds his ruling{where} was wrong and a correct "
                            "ruling would probably have changed the result: the board cannot "
                            "be put right at the table, so he adjusts the score treating both "
                            "sides as non-offending (82C).",
                            lang,
                            where=where,
                        )
                        if found.value
                        else _(
                            "The director's procedure{where} was wrong, but a correct ruling "
                            "would not have changed the result: the table result stands "
                            "(82C needs a ruling that cost a normal result).",
                            lang,
                            where=where,
                        )
                    ],
                )
            )

    def _board_remedies(self) -> None:
        """82B2 and 82B3 (both editions read alike): how the director puts
        right an error of procedure that keeps the board from being played
        normally (``board_remedy``). ``play``: he requires it to be played
        and its result is scored; ``postpone``: played later, nothing scored
        now; ``cancel``: cancelled, artificial adjusted scores by
        responsibility (12A2, 12C2a; ``at_fault``: the side, ``both`` or
        ``neither``), said in the adjustment; ``other``: another of his
        powers (82B3), nothing for the score here."""
        lang = self.lang
        for index, found in self._found("board_remedy"):
            value = found.value
            if value not in BOARD_REMEDIES:
                raise EventError(
                    index,
                    InputError(
                        "{fact}: {value} is not one of {choices}",
                        fact=fact_label("board_remedy", lang, laws=False),
                        value=value,
                        choices=", ".join(BOARD_REMEDIES),
                    ),
                )
            fault = _at_fault(index, found)
            if value == "play":
                verdict = Verdict(
                    "board_played",
                    ("82A", "82B2"),
                    index,
                    None,
                    [
                        _(
                            "The director puts the error of procedure right by requiring the "
                            "board to be played (82B2): its result at the table is its score.",
                            lang,
                        )
                    ],
                )
            elif value == "postpone":
                verdict = Verdict(
                    "board_postponed",
                    ("82A", "82B2"),
                    index,
                    None,
                    [
                        _(
                            "The director has the board played later (82B2): nothing is scored "
                            "for it now; the result obtained then is its score.",
                            lang,
                        )
                    ],
                )
            elif value == "cancel":
                side = Side[fault] if fault in ("NS", "EW") else None
                verdict = Verdict(
                    "board_cancelled",
                    ("82B2", "12A2", "12C2a"),
                    index,
                    side,
                    [
                        _(
                            "The error of procedure keeps the board from being played "
                            "normally: the director cancels it (82B2) and awards artificial "
                            "adjusted scores by each side's responsibility for the error "
                            "(12A2, 12C2a).",
                            lang,
                        )
                    ],
                    infraction=side is not None,
                )
            else:
                verdict = Verdict(
                    "director_power",
                    ("82A", "82B3"),
                    index,
                    None,
                    [
                        _(
                            "The director puts the error of procedure right with another of "
                            "the powers the Laws give him (82B3): nothing follows for the "
                            "score here.",
                            lang,
                        )
                    ],
                )
            self.verdicts.append(verdict)

    def _other_sources(self) -> list[tuple[int, FactEvent, bool]]:
        """Information about the board from another source (16D; 2007 16C):
        the director's ``other_source`` findings, and his ``spectator``
        findings that name the player a spectator informed (76B2, 76B3), in
        the record's order; True marks a spectator's."""
        found = [(i, e, False) for i, e in self._found("other_source")]
        found += [
            (i, e, True)
            for i, e in self._found("spectator")
            if e.value is True and e.details.get("seat") is not None
        ]
        return sorted(found, key=lambda item: item[0])

    def _spectators_without_information(self) -> None:
        """76 (both editions): a spectator who broke the rules for spectators
        without informing a player about the board is the director's to deal
        with (76A1: he may have him leave); nothing follows for the score.
        ``false``: no spectator informed anyone, nothing follows."""
        lang = self.lang
        for index, found in self._found("spectator"):
            if not isinstance(found.value, bool):
                raise EventError(index, not_yes_no("spectator", found.value))
            if found.value and found.details.get("seat") is not None:
                continue  # information about the board: ruled as from another source
            self.verdicts.append(
                Verdict(
                    "spectator",
                    ("76A1", "76B") if found.value else ("76B",),
                    index,
                    None,
                    [
                        _(
                            "A spectator broke the rules for spectators (76B) without giving "
                            "a player information about the board: the director deals with "
                            "him and may have him leave (76A1); the score of the board is not "
                            "affected.",
                            lang,
                        )
                        if found.value
                        else _(
                            "No spectator gave a player information about the board: nothing "
                            "follows for the score (76B).",
                            lang,
                        )
                    ],
                )
            )

    # -- 72C (2007 23), 23C, 27D ...: the table rulings' judgments at the end -----------

    def follow_ups(self) -> None:
        """A table ruling that leaves an adjusted score open (72C or 2007 23
        after a forced pass; 23C, 27D after a comparable call; 13A2, 13B1 ...)
        is judged once the board is over: the director is asked, and his
        answer either leaves the result or makes it an infraction to adjust."""
        table = self.table
        if not table.is_over or table.ended_by is not None:
            # (a board a ruling ended has no result to redress: the director
            # awards its score, asked once in the adjustment)
            return
        lang = self.lang
        awareness = ("72C", "23")
        for ruling in table.rulings:
            at = ruling.irregularity.event
            offender = ruling.irregularity.offender
            for effect in ruling.effects:
                if effect.kind != "adjusted_score_possible" or not effect.laws:
                    continue
                law = effect.laws[0]
                if law in TABLE_FOLLOW_UPS:
                    # asked by the table itself at the end of the play; the
                    # damage it found is redressed here (27D, 12C1)
                    self._table_damage(ruling, at)
                    continue
                if law.startswith("64C") and (
                    self._figure_verdict(at) or measured_by_cards(self.table)
                ):
                    continue  # the director's figure, or the cards, answer it
                fact = "could_have_known" if law in awareness else "redress"
                found = self.facts.finding(fact, at)
                who = _seat_name(offender, lang) if offender is not None else ""
                if found is None:
                    self._ask(
                        fact,
                        at,
                        _(
                            "Could {seat} have known, when he committed the irregularity, that "
                            "it could well damage the non-offending side, and did his side gain "
                            "by it ({law})?",
                            lang,
                            seat=who,
                            law=law,
                        )
                        if fact == "could_have_known"
                        else _(
                            "Could the result have been different without the irregularity, "
                            "to the non-offending side's damage ({law})?",
                            lang,
                            law=law,
                        ),
                        (law, "12C1"),
                    )
                    continue
                side = offender.side if offender is not None and found.value else None
                self.verdicts.append(
                    Verdict(
                        fact,
                        (law, "12C1") if found.value else (law,),
                        at if at is not None else 0,
                        side,
                        [
                            _(
                                "The director finds that the irregularity damaged the "
                                "non-offending side: he adjusts the score ({law}, 12C1).",
                                lang,
                                law=law,
                            )
                            if found.value
                            else _(
                                "The director finds no damage from the irregularity: the table "
                                "result stands ({law}).",
                                lang,
                                law=law,
                            )
                        ],
                        infraction=side is not None,
                    )
                )

    def _table_damage(self, ruling: Ruling, at: int) -> None:
        """27D: the director found at the table that the result could well
        have been different and the non-offending side was damaged: an
        infraction to redress by an adjusted score (12C1), the likely results
        asked in the adjustment."""
        offender = ruling.irregularity.offender
        damage = [
            e for e in ruling.effects if e.kind == EffectKind.ADJUSTED_SCORE and "27D" in e.laws
        ]
        if offender is None or not damage:
            return
        laws = damage[0].laws  # 27D with 12C1b (2007: 12C1a)
        self.verdicts.append(
            Verdict(
                TABLE_DAMAGE,
                laws,
                at,
                offender.side,
                [
                    _(
                        "The director found at the table that {side} were damaged: the result "
                        "could well have been different without the help the insufficient bid "
                        "gave {offenders}. He assigns an adjusted score, as near as he can to "
                        "the likely result without it ({laws}).",
                        self.lang,
                        side=_side_name(offender.side.other, self.lang),
                        offenders=_side_name(offender.side, self.lang),
                        laws=", ".join(laws),
                    )
                ],
                infraction=True,
            )
        )

    def _figure_verdict(self, at: int | None) -> bool:
        """64C: the director's figure of the tricks without the revoke (fact
        ``tricks_without_revoke``) answers whether the result could have been
        different: the verdict follows from it, and the table has already
        made the adjustment it calls for (no 12C score on top). False when he
        gave none."""
        measured = figure_measure(get_edition(self.edition), self.table)
        if measured is None:
            return False
        value, side, law, short = measured
        lang = self.lang
        names = {"side": _side_name(side, lang), "count": value, "law": law}
        # one trick, or several (singular and plural)
        text = _(
            _FIGURE_VERDICTS[(0 if short > 0 else 1) + (2 if value == 1 else 0)], lang, **names
        )
        self.verdicts.append(Verdict(FIGURE, (law,), at or 0, None, [text]))
        return True

    def _call(self, index: int) -> CallEvent:
        event = self.facts.events[index]
        assert isinstance(event, CallEvent)
        return event

    def _calls_between(self, start: int, stop: int) -> list[int]:
        return [i for i in range(start, stop) if isinstance(self.facts.events[i], CallEvent)]

    # -- misinformation: 20F, 21, 40B, 75 ----------------------------------------------

    def misinformation(self) -> None:
        calls = sorted(
            {e.of for _i, e in self.facts.info if e.kind in ("explain", "alert", "agreement")}
        )
        for of in calls:
            self._misinformation_of(of)

    def _alert_missing(self, of: int) -> bool:
        """Whether call ``of`` was not alerted where the director found an
        alert required (21B1a: that counts as misinformation)."""
        alerts = [e for _i, e in self.facts.of_kind("alert") if e.of == of]
        required = self.facts.finding("alert_required", of)
        return (
            bool(alerts)
            and alerts[-1].value is False
            and required is not None
            and (required.value is True)
        )

    def _kind_of_misinformation(self, of: int) -> tuple[str | None, bool]:
        """What went wrong with call ``of``: the director's finding, else what
        the record shows (an explanation against the agreement), else the
        presumption of 21B1b. Returns the kind and whether it was presumed."""
        found = self.facts.finding("misinformation", of)
        if found is not None:
            value = found.value
            if value not in MISINFORMATION_VALUES:
                raise InputError(
                    "misinformation: {value} is not one of {choices}",
                    value=value,
                    choices=", ".join(MISINFORMATION_VALUES),
                )
            return str(value), False
        alerts = [e for _i, e in self.facts.of_kind("alert") if e.of == of]
        required = self.facts.finding("alert_required", of)
        if alerts and required is not None and alerts[-1].value != required.value:
            # no alert where one was required, or one where none was (21B1a, 16B1)
            return ("explanation" if required.value else "unexpected_alert"), False
        explained = [e for _i, e in self.facts.of_kind("explain") if e.of == of]
        agreed = [e for _i, e in self.facts.of_kind("agreement") if e.of == of]
        corrected = [e for _i, e in self.facts.of_kind("correct") if e.of == of]
        label = event_label(self.facts.events, of, self.lang)
        if explained and agreed:
            if not _same(explained[-1].value, agreed[-1].value):
                return "explanation", False
            # the explanation was the agreement, so the call departed from it:
            # by mistake (75C) or on purpose (40A3)? Seed 004: the director
            # establishes the facts first; until he does, a mistaken call
            self._ask(
                "misinformation",
                of,
                _(
                    "Call {of} was explained as the agreement says: was it a mistaken call "
                    "(75C) or a deliberate deviation, a psych (40A3)?",
                    self.lang,
                    of=label,
                ),
            )
            return "call", False
        if explained and corrected:
            # 21B1b: without evidence, a mistaken explanation rather than a
            # mistaken call; the director is asked, the presumption stands
            # until he answers
            self._ask(
                "misinformation",
                of,
                _(
                    "Call {of} did not match its explanation: was the explanation mistaken "
                    "({explanation}; presumed without evidence to the contrary, 21B1b), was the "
                    "call mistaken (75C), or was it a deliberate deviation, a psych (40A3)?",
                    self.lang,
                    of=label,
                    explanation=self._law("75B1"),
                ),
            )
            return "explanation", True
        if alerts and required is None and alerts[-1].value is False:
            self._ask(
                "alert_required",
                of,
                _(
                    "Did the regulations require an alert of call {of}?",
                    self.lang,
                    of=event_label(self.facts.events, of, self.lang),
                ),
            )
        return None, False

    def _no_alert_due(self, of: int) -> None:
        """21B1a, 40B2a: the director found that the regulations required no
        alert of call ``of``, which was not alerted and not explained: no
        misinformation, said so that the ruling is seen."""
        alerts = [e for _i, e in self.facts.of_kind("alert") if e.of == of]
        required = self.facts.finding("alert_required", of)
        explained = any(e.of == of for _i, e in self.facts.of_kind("explain"))
        if not alerts or alerts[-1].value or required is None or required.value or explained:
            return
        self.verdicts.append(
            Verdict(
                "no_misinformation",
                ("21B1a", "40B2a"),
                of,
                None,
                [
                    _(
                        "The regulations required no alert of call {of}: not alerting it was "
                        "no misinformation (21B1a, 40B2a).",
                        self.lang,
                        of=event_label(self.facts.events, of, self.lang),
                    )
                ],
            )
        )

    def _misinformation_of(self, of: int) -> None:
        lang = self.lang
        call = self._call(of)
        caller = call.by
        side = caller.side
        kind, presumed = self._kind_of_misinformation(of)
        if kind is None:
            self._no_alert_due(of)
            return
        explain = [(i, e) for i, e in self.facts.of_kind("explain") if e.of == of]
        given_at = explain[0][0] if explain else of
        if kind == "unexpected_alert":
            self.ui.append((caller, of, "alert"))
            self.verdicts.append(
                Verdict(
                    "unexpected_alert",
                    ("16B1", "73C"),
                    of,
                    None,
                    [
                        _(
                            "The alert of call {of} was not required: it is unauthorised "
                            "information for {seat} (16B1, 73C).",
                            lang,
                            of=event_label(self.facts.events, of, lang),
                            seat=_seat_name(caller, lang),
                        )
                    ],
                )
            )
            return
        if kind == "none":
            self.verdicts.append(
                Verdict(
                    "no_misinformation",
                    ("21A", "75C"),
                    of,
                    None,
                    [
                        _(
                            "The explanation of call {of} was the agreement: no misinformation.",
                            lang,
                            of=event_label(self.facts.events, of, lang),
                        )
                    ],
                )
            )
            return
        if kind == "psych":
            aware = self.facts.finding("partner_aware", of)
            if aware is None:
                # 40C1: allowed only if partner had no more reason than the
                # opponents to expect it; asked, allowed until answered
                self._ask(
                    "partner_aware",
                    of,
                    _(
                        "Had {partner} more reason than the opponents to expect the deviation "
                        "in call {of} (40C1)?",
                        lang,
                        of=event_label(self.facts.events, of, lang),
                        partner=_seat_name(caller.partner, lang),
                    ),
                )
            if aware is None or aware.value is not True:
                self.verdicts.append(
                    Verdict(
                        "deliberate_deviation",
                        ("40A3", "40C2", self._law("73E1")),
                        of,
                        None,
                        [
                            _(
                                "Call {of} was a deliberate deviation from the agreement (a "
                                "psych), correctly explained: allowed, no infraction and no "
                                "redress for the opponents (40A3, 40C2, {deception}). Had "
                                "{partner} more reason than the opponents to expect it, the "
                                "director would adjust the score (40C1).",
                                lang,
                                of=event_label(self.facts.events, of, lang),
                                partner=_seat_name(caller.partner, lang),
                                deception=self._law("73E1"),
                            )
                        ],
                    )
                )
                return
        if kind == "call":
            self.ui.append((caller, given_at, "explanation"))
            self.verdicts.append(
                Verdict(
                    "mistaken_call",
                    ("75C", "75A", "21A"),
                    of,
                    None,
                    [
                        _(
                            "Call {of} was a mistaken call, correctly explained: no infraction "
                            "and no redress for the opponents (75C, 21A). {seat} knows from the "
                            "explanation that his call was misunderstood: unauthorised "
                            "information (75A, 16B1).",
                            lang,
                            of=event_label(self.facts.events, of, lang),
                            seat=_seat_name(caller, lang),
                        )
                    ],
                )
            )
            return
        # misinformation: a mistaken explanation, a missing alert, no agreement
        self.ui.append((caller, given_at, "explanation"))
        laws: tuple[str, ...] = (
            ("75B1", "21B1", "40B3")
            if kind == "explanation"
            else ("40C1", "40A1b", "21B1")
            if kind == "psych"
            else ("75D2", "21B")
        )
        laws = self._laws(*laws)
        text = (
            [
                _(
                    "{partner} had more reason than the opponents to expect the deviation in "
                    "call {of}: an implicit agreement that was not disclosed, misinformation by "
                    "{side} (40C1, 40A1b).",
                    lang,
                    of=event_label(self.facts.events, of, lang),
                    partner=_seat_name(caller.partner, lang),
                    side=_side_name(side, lang),
                )
            ]
            if kind == "psych"
            else [
                _(
                    "Call {of} was not alerted although the regulations required an alert: "
                    "that is misinformation by {side} (21B1a, {law}).",
                    lang,
                    of=event_label(self.facts.events, of, lang),
                    side=_side_name(side, lang),
                    law=self._law("40B3"),
                )
                if kind == "explanation" and self._alert_missing(of)
                else _(
                    "The explanation of call {of} did not match the agreement: misinformation "
                    "by {side} ({laws}).",
                    lang,
                    of=event_label(self.facts.events, of, lang),
                    side=_side_name(side, lang),
                    laws=", ".join(self._laws("75B1", "40B3")),
                )
                if kind == "explanation"
                else _(
                    "There was no agreement about call {of}: the explanation was misinformation "
                    "(75D2); the score is judged as if the opponents had been told so (75D3).",
                    lang,
                    of=event_label(self.facts.events, of, lang),
                )
                if self._law("75D2") == "75D2"
                # 2007 Law 75 has no D: an explanation of an agreement that
                # does not exist is a mistaken explanation (75B)
                else _(
                    "There was no agreement about call {of}: the explanation was misinformation "
                    "({law}).",
                    lang,
                    of=event_label(self.facts.events, of, lang),
                    law=self._law("75D2"),
                )
            ]
        )
        if presumed:
            text.append(
                _(
                    "Without evidence to the contrary the director presumes a mistaken "
                    "explanation rather than a mistaken call (21B1b).",
                    lang,
                )
            )
        if kind != "psych":
            # seed 004: misinformation always gives the explainer's partner
            # unauthorised information (75A; a missing alert, 16B1): said
            # where the director reads it
            text.append(
                _(
                    "{seat} learns from {partner}'s missing alert that his call may have been "
                    "misunderstood: unauthorised information that he must not use; his later "
                    "actions are judged by their logical alternatives (16B1, 73C)."
                    if kind == "explanation" and self._alert_missing(of)
                    else "{seat} learns from {partner}'s explanation that his call was "
                    "misunderstood: unauthorised information that he must not use; his later "
                    "actions are judged by their logical alternatives (75A, 16B1, 73C).",
                    lang,
                    seat=_seat_name(caller, lang),
                    partner=_seat_name(caller.partner, lang),
                )
            )
        verdict = Verdict("misinformation", laws, of, side, text, infraction=True)
        self.verdicts.append(verdict)
        corrections = [(i, e) for i, e in self.facts.of_kind("correct") if e.of == of]
        # found when corrected; else when the agreement came out or the
        # director found the alert required (a missing alert); else not yet
        shown = [i for i, e in self.facts.of_kind("agreement") if e.of == of]
        shown += [
            i for i, e in self._found("alert_required") if e.details.get("of") == of and e.value
        ]
        shown += [i for i, e in self._found("misinformation") if e.details.get("of") == of]
        found = corrections[0][0] if corrections else min(shown, default=len(self.facts.events))
        if kind == "psych":
            # 40C1: the explanation matched the stated system, so no one had
            # to correct it (20F5); the partnership had to disclose the
            # implicit agreement its repeated deviations made
            text.append(
                _(
                    "{side} had to disclose that implicit agreement as part of their "
                    "methods, as the regulations on disclosure of system require; the "
                    "director adjusts the score if the opponents were damaged by what was not "
                    "disclosed, and may give a procedural penalty (40C1).",
                    lang,
                    side=_side_name(side, lang),
                )
            )
        elif corrections:
            self._duties(verdict, caller, corrections[0][0], corrections[0][1])
        else:
            self._duties(verdict, caller, None, None)
        # found at the end of a record whose opening lead is not yet faced:
        # still in the auction period
        if found < self.phases.lead_faced or self.phases.lead_faced == len(self.facts.events):
            self._change_calls(verdict, side, given_at, found)
        else:
            _cite(verdict, "21B3")
            text.append(
                _(
                    "It was found after the auction period: too late to change a call. The "
                    "auction and play stand; at the end the director judges whether "
                    "{side} gained by it and assigns an adjusted score if so (21B3, 12B1).",
                    lang,
                    side=_side_name(side, lang),
                )
            )

    def _false_inferences(self) -> None:
        """2017 73E2 (2007 73F): an innocent player drew a false inference
        from a remark, manner or tempo of ``seat``, an opponent with no
        demonstrable bridge reason for it who could have known then that it
        could work to his benefit: the director's ``false_inference`` true
        makes ``seat``'s side the offenders, and the score is adjusted if the
        other side was damaged (12C). False: an inference from an opponent's
        tempo is drawn at the player's own risk (73D1), the result stands."""
        lang = self.lang
        law = self._law("73E2")
        for index, found in self._found("false_inference"):
            seat = _seat_of(found.details.get("seat"))
            if seat is None:
                raise EventError(
                    index,
                    InputError(
                        "{fact}: the opponent whose remark, manner or tempo misled "
                        "is not named ('seat')",
                        fact="false_inference",
                    ),
                )
            if found.value:
                verdict = Verdict(
                    "false_inference",
                    (law, "73D2", "12C1"),
                    index,
                    seat.side,
                    [
                        _(
                            "{opponents} drew a false inference from {seat}'s remark, manner "
                            "or tempo, for which he had no demonstrable bridge reason and "
                            "which he could have known could work to his benefit: the "
                            "director adjusts the score if {opponents} were damaged ({law}, "
                            "73D2).",
                            lang,
                            seat=_seat_name(seat, lang),
                            opponents=_side_name(seat.side.other, lang),
                            law=law,
                        )
                    ],
                    infraction=True,
                )
            else:
                verdict = Verdict(
                    "false_inference",
                    ("73D1",),
                    index,
                    None,
                    [
                        _(
                            "{seat} had a bridge reason for his tempo or manner, or could not "
                            "have known it could work to his benefit: an opponent draws "
                            "inferences from it at his own risk (73D1); the result stands.",
                            lang,
                            seat=_seat_name(seat, lang),
                        )
                    ],
                )
            self.verdicts.append(verdict)

    def _proprieties(self) -> None:
        """73B2 and 74C7 (both editions), each found by the director with the
        ``seat`` concerned. 73B2, prearranged communication, is the most
        serious breach: that side offends, the score is adjusted if the
        opponents were damaged (12C1), and the penalty (90, 91: up to
        disqualification) is the director's and the organiser's, said but
        not given here. 74C7, tempo varied to disconcert: a breach of
        conduct for a procedural penalty (90, 91); the score is adjusted
        only through 73E2 (2007 73F), when an opponent drew a false
        inference from it (``false_inference``)."""
        for fact, words in (
            ("prearranged_communication", "the partners who communicated"),
            ("disconcerting_tempo", "the player who varied his tempo"),
        ):
            for index, found in self._found(fact):
                seat = self._named_seat(index, found, words)
                if fact == "prearranged_communication":
                    self.verdicts.append(self._prearranged(index, seat, bool(found.value)))
                else:
                    self.verdicts.append(self._disconcerting(index, seat, bool(found.value)))
        self._deceptions()
        self._conduct()

    def _named_seat(self, index: int, found: FactEvent, who: str) -> Seat:
        """The seat a propriety finding names (``seat``), or an error saying
        who is not named."""
        seat = _seat_of(found.details.get("seat"))
        if seat is None:
            raise EventError(
                index,
                InputError(
                    "{fact}: {who} is not named ('seat')",
                    fact=fact_label(found.fact, self.lang, laws=False),
                    who=_(who, self.lang),
                ),
            )
        return seat

    def _deceptions(self) -> None:
        """73D1, 73D2 (both editions): the director's ``deception`` finding on
        a variation of ``seat``'s tempo or manner. True: he tried to mislead
        an opponent (73D2), a breach for a procedural penalty (90, the
        director's); the score moves only if an innocent opponent drew a
        false inference from it (2017 73E2, 2007 73F), which is asked once
        the board is over unless found. False: an unintended variation is no
        infraction and opponents draw inferences from it at their own risk
        (73D1)."""
        lang = self.lang
        inference = self._law("73E2")
        for index, found in self._found("deception"):
            seat = self._named_seat(index, found, "the player whose tempo or manner varied")
            if not found.value:
                self.verdicts.append(
                    Verdict(
                        "deception",
                        ("73D1",),
                        index,
                        None,
                        [
                            _(
                                "{seat} did not try to mislead: an unintended variation of "
                                "tempo or manner is no infraction, and the opponents draw "
                                "inferences from it at their own risk (73D1); the result "
                                "stands unless another infraction is found.",
                                lang,
                                seat=_seat_name(seat, lang),
                            )
                        ],
                    )
                )
                continue
            self.verdicts.append(
                Verdict(
                    "deception",
                    ("73D2", "90"),
                    index,
                    None,
                    [
                        _(
                            "{seat} tried to mislead an opponent by his tempo, manner, a remark "
                            "or a gesture (73D2): a breach for a procedural penalty (90), which "
                            "is the director's to give. The score is adjusted only if an "
                            "innocent opponent drew a false inference from it ({law}).",
                            lang,
                            seat=_seat_name(seat, lang),
                            law=inference,
                        )
                    ],
                )
            )
            answered = any(
                _seat_of(e.details.get("seat")) is seat for _i, e in self._found("false_inference")
            )
            if not answered and self.table.is_over:
                self._ask(
                    "false_inference",
                    None,
                    _(
                        "Did {opponents} draw a false inference from it, {seat} having no "
                        "demonstrable bridge reason and able to know that it could work to "
                        "his benefit ({law})?",
                        lang,
                        opponents=_side_name(seat.side.other, lang),
                        seat=_seat_name(seat, lang),
                        law=inference,
                    ),
                )

    def _conduct(self) -> None:
        """74A, 74B, 74C (both editions): a breach of courtesy, of etiquette
        or of correct procedure, found by the director (``conduct``) with
        the ``seat``. Each is for a penalty at most (90, 91), which is the
        director's; the score of the board is not adjusted for it (74C7 and
        73E2 have their own findings)."""
        lang = self.lang
        for index, found in self._found("conduct"):
            seat = self._named_seat(index, found, "the player concerned")
            law = CONDUCT_LAWS.get(str(found.value))
            if law is None:
                raise EventError(
                    index,
                    InputError(
                        "{fact}: {value} is not one of {choices}",
                        fact=fact_label("conduct", lang, laws=False),
                        value=found.value,
                        choices=", ".join(CONDUCT_LAWS),
                    ),
                )
            name = _seat_name(seat, lang)
            if law == "74A":
                text = _(
                    "{seat} was discourteous to another player (74A): the director may warn him "
                    "and give a disciplinary penalty (91); the score of the board is not adjusted "
                    "for it.",
                    lang,
                    seat=name,
                )
            elif law == "74B":
                text = _(
                    "{seat} broke the etiquette of the game (74B): the director may give a "
                    "procedural or disciplinary penalty (90, 91); the score of the board is not "
                    "adjusted for it.",
                    lang,
                    seat=name,
                )
            else:
                text = _(
                    "{seat} violated correct procedure (74C): the director may give a procedural "
                    "penalty (90). The score is adjusted only if it gave his partner "
                    "unauthorised information that was used (16B1) or an opponent drew a false "
                    "inference from it ({law}).",
                    lang,
                    seat=name,
                    law=self._law("73E2"),
                )
            penalties = ("91",) if law == "74A" else ("90", "91")
            self.verdicts.append(Verdict("conduct", (law, *penalties), index, None, [text]))

    def _prearranged(self, index: int, seat: Seat, found: bool) -> Verdict:
        lang = self.lang
        if not found:
            return Verdict(
                "prearranged_communication",
                ("73B2",),
                index,
                None,
                [
                    _(
                        "No prearranged communication between {side} is established: no "
                        "infraction of 73B2; the table result stands unless another "
                        "infraction is found.",
                        lang,
                        side=_side_name(seat.side, lang),
                    )
                ],
            )
        return Verdict(
            "prearranged_communication",
            ("73B2", "12C1", "90", "91"),
            index,
            seat.side,
            [
                _(
                    "{side} exchanged information by prearranged methods the Laws do not allow: "
                    "the most serious breach of communication (73B2). The director adjusts the "
                    "score if {opponents} were damaged (12C1); the penalty, up to "
                    "disqualification, is for the director and the organiser (90, 91) and is "
                    "not given here.",
                    lang,
                    side=_side_name(seat.side, lang),
                    opponents=_side_name(seat.side.other, lang),
                )
            ],
            infraction=True,
        )

    def _disconcerting(self, index: int, seat: Seat, found: bool) -> Verdict:
        lang = self.lang
        if not found:
            return Verdict(
                "disconcerting_tempo",
                ("73D1",),
                index,
                None,
                [
                    _(
                        "{seat} did not vary his tempo to disconcert: an unintended change of "
                        "tempo is no infraction in itself (73D1).",
                        lang,
                        seat=_seat_name(seat, lang),
                    )
                ],
            )
        inference = self._law("73E2")
        return Verdict(
            "disconcerting_tempo",
            ("74C7", "90", "91"),
            index,
            None,
            [
                _(
                    "{seat} varied his tempo to disconcert an opponent: a breach of conduct "
                    "(74C7) for a procedural penalty (90, 91), which is the director's to give. "
                    "The score is adjusted only if an opponent drew a false inference from it "
                    "({law}).",
                    lang,
                    seat=_seat_name(seat, lang),
                    law=inference,
                )
            ],
        )

    def _duties(
        self, verdict: Verdict, caller: Seat, at: int | None, correction: InfoEvent | None
    ) -> None:
        """20F4, 20F5, 75B2, 75B3: who had to correct the explanation, and when."""
        lang = self.lang
        declaring = self.table.declarer
        caller_declares = declaring is not None and declaring.side is caller.side
        own, partners = self._law("75B2"), self._law("75B3")
        if correction is not None and correction.by is not caller:
            in_time = at is not None and at < self.phases.lead_faced
            _cite(verdict, *(("20F4", own) if in_time else (own,)))
            verdict.text.append(
                _(
                    "{seat} corrected his own explanation and called the director in time "
                    "(20F4, {law}).",
                    lang,
                    seat=_seat_name(correction.by, lang),
                    law=own,
                )
                if in_time
                else _(
                    "{seat} corrected his own explanation during the play ({law}).",
                    lang,
                    seat=_seat_name(correction.by, lang),
                    law=own,
                )
            )
            return
        name = _seat_name(caller, lang)
        if at is not None and at < self.phases.auction_end:
            _cite(verdict, "20F5a")
            verdict.text.append(
                _(
                    "{seat} corrected his partner's explanation during the auction; he must "
                    "not do so before the auction is over (20F5a).",
                    lang,
                    seat=name,
                )
            )
        elif caller_declares:
            in_time = at is not None and at < self.phases.lead_faced
            _cite(verdict, "20F5b2", partners)
            verdict.text.append(
                _(
                    "{seat} (declarer or dummy) called the director after the final pass and "
                    "before the opening lead, as 20F5b(ii) requires.",
                    lang,
                    seat=name,
                )
                if in_time
                else _(
                    "{seat} (declarer or dummy) had to call the director after the final pass, "
                    "before the opening lead was faced, and did not (20F5b(ii), {law}).",
                    lang,
                    seat=name,
                    law=partners,
                )
            )
        elif declaring is not None:
            _cite(verdict, "20F5b1", partners)
            if at is None:
                message = (
                    "{seat} (a defender) had to call the director at the end of the play "
                    "and correct the explanation (20F5b(i), {law})."
                )
            elif at < self.phases.play_end:
                message = (
                    "{seat} (a defender) corrected the explanation before the play had "
                    "ended; he must wait until the end of the play (20F5b(i))."
                )
            else:
                message = (
                    "{seat} (a defender) called the director and corrected the explanation "
                    "after the play, as 20F5b(i) requires ({law})."
                )
            verdict.text.append(_(message, lang, seat=name, law=partners))

    def _change_calls(self, verdict: Verdict, side: Side, given_at: int, found: int) -> None:
        """21B1a: a misinformed player may change his last call if his partner
        has not called since; 21B2: then his LHO may change a later call."""
        lang = self.lang
        events = self.facts.events
        lead = self.phases.lead_faced
        if (
            lead < len(events)
            # the director's own finding puts him at the table too
            and not any(isinstance(e, DirectorEvent | FactEvent) for e in events[found:lead])
            and not any(given_at < i < lead for i in self.withdrawn)
        ):
            # 21B1a lasts only while the auction period does (17D): found in
            # the auction with nobody calling the director, and the opening
            # lead faced since, no call can be changed any more; whether a
            # call was influenced no longer matters, only the damage (21B3)
            _cite(verdict, "21B3")
            verdict.text.append(
                _(
                    "It came out during the auction (action {found}), but nobody called the "
                    "director then and the auction period is over: no call can be changed any "
                    "more (21B1a). At the end the director judges whether the misinformation "
                    "damaged {side} and assigns an adjusted score if so (21B3, {law}, 12B1).",
                    lang,
                    found=found + 1,  # the director's numbering, from 1
                    side=_side_name(side.other, lang),
                    law=self._law("40B3"),
                )
            )
            return
        verdict.text.append(
            _(
                "It was found before the end of the auction period (action {found}): "
                "a player misled by it may change his last call if his partner has not "
                "called since (21B1a).",
                lang,
                found=found + 1,  # the director's numbering, from 1
            )
        )
        calls = self._calls_between(given_at + 1, found)
        for opponent in (s for s in Seat if s.side is not side):
            own = [i for i in calls if self._call(i).by is opponent]
            if not own:
                continue
            last = own[-1]
            partner_since = any(self._call(i).by is opponent.partner for i in calls if i > last)
            if partner_since:
                verdict.text.append(
                    _(
                        "{seat} may not change his {of}: his partner has called since (21B1a).",
                        lang,
                        seat=_seat_name(opponent, lang),
                        of=event_label(self.facts.events, last, lang),
                        call=call_label(self.facts.events, last, lang),
                    )
                )
                continue
            changed = last in self.withdrawn
            influenced = self.facts.finding("influenced", last)
            if influenced is None and not changed:
                self._ask(
                    "influenced",
                    last,
                    _(
                        "Could the misinformation well have influenced {seat}'s {of}?",
                        lang,
                        seat=_seat_name(opponent, lang),
                        of=event_label(self.facts.events, last, lang),
                        call=call_label(self.facts.events, last, lang),
                    ),
                )
                continue
            if influenced is not None and influenced.value is False and not changed:
                verdict.text.append(
                    _(
                        "{seat}'s {of} was not influenced by the misinformation: it stands "
                        "(21B1a).",
                        lang,
                        seat=_seat_name(opponent, lang),
                        of=event_label(self.facts.events, last, lang),
                        call=call_label(self.facts.events, last, lang),
                    )
                )
                continue
            verdict.options.append(
                {"code": "change_call", "by": opponent.letter, "of": last, "laws": ["21B1a"]}
            )
            verdict.options.append(
                {"code": "keep_call", "by": opponent.letter, "of": last, "laws": ["21B1a"]}
            )
            # kept once the table went on after the director's finding; open
            # while nothing has been called or played since
            since = found
            if influenced is not None:
                since = max(since, self.facts.events.index(influenced))
            went_on = any(
                isinstance(e, CallEvent | CardEvent) for e in self.facts.events[since + 1 :]
            )
            verdict.chosen = "change_call" if changed else "keep_call" if went_on else None
            if not changed:
                verdict.text.append(
                    _(
                        "{seat} may change call {of} without further rectification; he kept it.",
                        lang,
                        seat=_seat_name(opponent, lang),
                        of=event_label(self.facts.events, last, lang),
                    )
                    if went_on
                    else _(
                        "{seat} may change call {of} without further rectification (21B1a); "
                        "he has not said yet whether he does.",
                        lang,
                        seat=_seat_name(opponent, lang),
                        of=event_label(self.facts.events, last, lang),
                    )
                )
                continue
            new = next(e.value for _i, e in self.facts.of_kind("change") if e.of == last)
            verdict.text.append(
                _(
                    "{seat} changed call {of} to {call} without further rectification for "
                    "his side (21B1a); his left-hand opponent may now change any later call "
                    "(21B2).",
                    lang,
                    seat=_seat_name(opponent, lang),
                    of=event_label(self.facts.events, last, lang),
                    call=_action_text(new, lang),
                )
            )
            later = [i for i in calls if i > last and self._call(i).by is opponent.lho]
            for index in later:
                verdict.options.append(
                    {
                        "code": "change_call",
                        "by": opponent.lho.letter,
                        "of": index,
                        "laws": ["21B2"],
                    }
                )

    # -- withdrawn calls: 16C (2007: 16D) ---------------------------------------------

    def withdrawn_calls(self) -> None:
        if not self.withdrawn:
            return
        lang = self.lang
        law = get_edition(self.edition).WITHDRAWN_INFO_LAW
        offenders = {v.offender for v in self.verdicts if v.kind == "misinformation"}
        for index in self.withdrawn:
            seat = self._call(index).by
            offending = seat.side in offenders
            self.verdicts.append(
                Verdict(
                    "withdrawn_call",
                    (f"{law}2" if offending else f"{law}1",),
                    index,
                    seat.side if offending else None,
                    [
                        _(
                            "The withdrawn call {of} of {seat} is authorised information for "
                            "the non-offending side and unauthorised for the offending side "
                            "({law}).",
                            lang,
                            of=event_label(self.facts.events, index, lang),
                            seat=_seat_name(seat, lang),
                            law=law,
                        )
                    ],
                )
            )
            for side_seat in (s for s in Seat if s.side in offenders):
                self.ui.append((side_seat, index, "withdrawn"))

    # -- unauthorised information: 16B, 73C, 85 ---------------------------------------

    def unauthorised(self) -> None:
        lang = self.lang
        for index, event in self.facts.of_kind("extraneous"):
            seat = event.by
            assert seat is not None
            agreed = event.details.get("agreed", True)
            found = self.facts.finding("extraneous_info", index)
            words = _(EXTRANEOUS_THE[event.value], lang)
            if agreed:
                established = True
                basis = _("the opponents agree that it happened", lang)
            elif found is None:
                self._ask(
                    "extraneous_info",
                    index,
                    _(
                        "{The_kind} of {seat} is disputed: did it happen (on the balance of "
                        "probabilities, 85A1)?",
                        lang,
                        **_the(words),
                        seat=_seat_name(seat, lang),
                    ),
                )
                continue
            elif found.value == "undetermined":
                self.verdicts.append(
                    Verdict(
                        "extraneous_undetermined",
                        ("85B",),
                        index,
                        None,
                        [
                            _(
                                "The director cannot establish the facts: he rules so that "
                                "play can continue and the table result stands (85B).",
                                lang,
                            )
                        ],
                    )
                )
                continue
            else:
                established = bool(found.value)
                basis = _("the director finds it on the balance of probabilities (85A)", lang)
            if not established:
                self.verdicts.append(
                    Verdict(
                        "extraneous_not_established",
                        ("85A",),
                        index,
                        None,
                        [_("The director finds that it did not happen (85A).", lang)],
                    )
                )
                continue
            self.ui.append((seat.partner, event.of, event.value))  # from the call it marked
            self.verdicts.append(
                Verdict(
                    "unauthorised_information",
                    ("16B1", "73C"),
                    index,
                    None,
                    [
                        _(
                            "{The_kind} of {seat} is established ({basis}): it is "
                            "unauthorised information for {partner}, who must carefully "
                            "avoid taking any advantage from it (16B1, 73C).",
                            lang,
                            **_the(words),
                            seat=_seat_name(seat, lang),
                            basis=basis,
                            partner=_seat_name(seat.partner, lang),
                        )
                    ],
                )
            )
            self._ask_logical_alternatives(seat.partner, event.of, words)
        self._caller_informed()
        self._logical_alternatives()

    def _caller_informed(self) -> None:
        """75A (2007 75A), 16B1a: the caller of a misexplained (or mistakenly
        made) call knows from his partner's explanation, or missing alert,
        that his call was misunderstood. That can suggest only what he does
        while his partner's hand is hidden from him: his later calls, and his
        plays as a defender (as declarer he sees dummy). The director is asked
        about the first such action, as after extraneous information (seed
        004: at the end, before the damage); without one, nothing is asked.
        Nor is it asked when his side already offended by misinformation
        (75B, 21B3, 40B3): the adjusted score then rests on the results
        likely without any infraction of theirs, and a finding the director
        gives all the same is judged (16B1a)."""
        declarer = self.table.declarer
        for seat, since, what in list(self.ui):
            if what not in ("explanation", "alert"):
                continue
            if any(v.infraction and v.offender is seat.side for v in self.verdicts):
                continue
            if any(q.fact in ("misinformation", "partner_aware") for q in self.questions):
                continue  # what kind of misinformation it was comes first
            words = _(
                "the unexpected alert" if what == "alert" else "the partner's explanation",
                self.lang,
            )
            self._ask_logical_alternatives(
                seat,
                since,
                words,
                in_play=declarer is not None and seat.side is not declarer.side,
            )

    def _ask_logical_alternatives(
        self, seat: Seat, since: int, words: str, *, in_play: bool = True
    ) -> None:
        """16B1a, seed 004 ("Tafel protocol OI"): once the board is over the
        director judges the first action ``seat`` took with the unauthorised
        information: did it demonstrably suggest that action over a logical
        alternative? Asked unless he has given it for one of his actions.
        ``in_play``: his plays count too (dummy's cards are declarer's, never
        dummy's own action)."""
        if not self.table.is_over:
            return  # the auction and play go on; he comes back at the end
        events = self.facts.events
        dummy = self.table.declarer.partner if self.table.declarer is not None else None
        actions = [
            i
            for i, e in enumerate(events)
            if i > since
            and (
                (isinstance(e, CallEvent) and e.by is seat)
                or (isinstance(e, CardEvent) and e.by is seat and in_play and seat is not dummy)
            )
        ]
        if not actions or any(self.facts.finding("logical_alternatives", i) for i in actions):
            return
        self._ask(
            "logical_alternatives",
            actions[0],
            _(
                "Could {the_kind} have demonstrably suggested {action} of {seat}, and which "
                "logical alternatives did he have (16B1a)? Give them, with the one suggested.",
                self.lang,
                **_the(words),
                action=event_label(events, actions[0], self.lang),
                seat=_seat_name(seat, self.lang),
            ),
        )

    def _logical_alternatives(self) -> None:
        lang = self.lang
        for (name, of), found in list(self.facts.findings.items()):
            if name != "logical_alternatives" or of is None:
                continue
            event = self.facts.events[of]
            if not isinstance(event, CallEvent | CardEvent):
                at = next(i for i, e in enumerate(self.facts.events) if e is found)
                raise EventError(
                    at,
                    InputError(
                        "'of' names action {of}, which is neither a call nor a card", of=str(of + 1)
                    ),
                )
            seat = event.by
            action = event.call.name if isinstance(event, CallEvent) else event.card.name
            sources = [(s, at, what) for s, at, what in self.ui if s is seat and at < of]
            if not sources:
                continue  # no unauthorised information established before it
            alternatives = [str(a) for a in _as_list(found.value)]
            suggested = found.details.get("suggested")
            others = [a for a in alternatives if not _same_action(a, action)]
            poll = found.details.get("poll")
            law = "16C2" if sources[0][2] == "withdrawn" else "16B1a"
            text: list[str] = []
            if poll:
                text.append(
                    _(
                        "Poll of players of the same level: {poll}.",
                        lang,
                        poll=_poll_text(poll, lang),
                    )
                )
            infraction = (
                bool(others) and suggested is not None and _same_action(str(suggested), action)
            )
            if not others:
                text.append(
                    _(
                        "{action} of {seat} had no logical alternative: no infraction of {law}.",
                        lang,
                        action=_action_text(action, lang),
                        seat=_seat_name(seat, lang),
                        law=law,
                    )
                )
            elif not infraction:
                text.append(
                    _(
                        "{action} of {seat} was not demonstrably suggested by the "
                        "unauthorised information: no infraction of {law}.",
                        lang,
                        action=_action_text(action, lang),
                        seat=_seat_name(seat, lang),
                        law=law,
                    )
                )
            else:
                text.append(
                    _(
                        "{seat} chose {action}, demonstrably suggested by the unauthorised "
                        "information, over the logical alternative {alternatives}: an "
                        "infraction of {law} (73C). At the end the director judges the damage "
                        "and assigns an adjusted score (16B3, 12B1).",
                        lang,
                        action=_action_text(action, lang),
                        seat=_seat_name(seat, lang),
                        alternatives=", ".join(_action_text(a, lang) for a in others),
                        law=law,
                    )
                )
                # 2017 73C2 (2007: Law 90): the use may be penalised besides
                text.append(
                    _(
                        "The director may also give {seat} a procedural penalty ({law}).",
                        lang,
                        seat=_seat_name(seat, lang),
                        law=self._law("73C2"),
                    )
                )
            self.verdicts.append(
                Verdict(
                    "logical_alternative",
                    (law, "16B1b", "73C", "16B3"),
                    of,
                    seat.side if infraction else None,
                    text,
                    infraction=infraction,
                    options=[{"code": a, "laws": ["16B1b"]} for a in alternatives],
                    chosen=action,
                )
            )


def _at_fault(index: int, found: FactEvent) -> str:
    """Who was at fault for the error of procedure a ``board_remedy`` names
    (``at_fault``: ``NS``, ``EW``, ``both``; neither side when left out)."""
    fault = found.details.get("at_fault", "neither")
    if fault not in CANCELLED_SCORES:
        raise EventError(
            index,
            InputError(
                "at_fault: {value} is not one of {choices}",
                value=fault,
                choices=", ".join(CANCELLED_SCORES),
            ),
        )
    return str(fault)


def _seat_of(value: Any) -> Seat | None:
    """A seat named in a fact's details (``"seat": "S"``), or ``None``."""
    if not isinstance(value, str):
        return None
    try:
        return Seat.parse(value)
    except (BridgeError, ValueError):
        raise InputError("seat: {value} is not a seat", value=value) from None


def _as_list(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    raise InputError("{fact}: the value is a list of calls or cards", fact="logical_alternatives")


def _same(a: str, b: str) -> bool:
    return " ".join(a.lower().split()) == " ".join(b.lower().split())


def _same_action(a: str, b: str) -> bool:
    try:
        return Call.parse(a) == Call.parse(b)
    except BridgeError:
        return a.strip().upper() == b.strip().upper()


def _action_text(action: str, lang: str) -> str:
    """A call or a card in the language's notation."""
    try:
        return call_text(Call.parse(action).name, lang)
    except BridgeError:
        return card_text(action.strip().upper(), lang)


def _poll_text(poll: Any, lang: str) -> str:
    if isinstance(poll, Mapping):
        return ", ".join(f"{_action_text(str(k), lang)} {v}" for k, v in poll.items())
    return str(poll)


# -- the adjustment: 12B1, 12C1, 12C2 ---------------------------------------------------


def _adjust(judgment: Judgment, facts: _Facts, with_dd: bool) -> None:
    lang = judgment.lang
    table = judgment.table
    board = table.board
    artificial = facts.finding("artificial_score")
    if artificial is not None:
        ns_text, _sep, ew_text = str(artificial.value).partition("/")
        try:
            ns = ArtificialScore(ns_text.strip())
            ew = ArtificialScore((ew_text or ns_text).strip())
        except ValueError:
            raise InputError(
                "{fact}: {value} is not like A+/A-",
                fact="artificial_score",
                value=artificial.value,
            ) from None
        if table.is_over and table.ended_by is None and table.score() is not None:
            # the board was played to a result: an artificial score then rests
            # on 12C1d (the likely results too many or too unclear to weigh)
            judgment.assigned = Assigned(ns, ew, ("12C1d", "12C2a"))
            judgment.notes.append(
                _(
                    "The likely results without the infraction are too many or too unclear "
                    "to weigh: artificial adjusted scores instead of the table result "
                    "(12C1d, 12C2a).",
                    lang,
                )
            )
        else:
            judgment.assigned = Assigned(ns, ew, ("12C2a",))
            judgment.notes.append(
                _("No result could be obtained: artificial adjusted scores (12C2a).", lang)
            )
        return
    remedy = facts.latest("board_remedy")
    if remedy is not None and remedy.value == "cancel":
        _cancelled(judgment, remedy)
        return
    if remedy is not None and remedy.value == "postpone":
        return  # scored when it is played later (82B2)
    error = facts.latest("director_error")
    if error is not None and error.value:
        if not judgment.questions:  # the findings first, as on the other paths
            _adjust_for_director_error(judgment, facts, with_dd)
        return
    if table.ended_by is not None:
        # a table ruling ended the board (13B2, 15A2a, 15A3 ...): there is no
        # table result to keep or weigh, only the score the director awards
        judgment.questions.append(
            Question(
                "artificial_score",
                None,
                _(
                    "The director's ruling ended the board without a result ({law}): which "
                    "artificial adjusted score does each side get (12C2a)?",
                    lang,
                    law=table.ended_by,
                ),
                ("12C2a",),
            )
        )
        return
    offender = judgment.offender
    if offender is None or not table.is_over or judgment.questions:
        return  # the table's findings first; the score once the play is over
    victims = offender.other
    outcome_facts = {
        side: facts.finding("outcomes" if side is None else f"outcomes:{side.name}")
        for side in (None, Side.NS, Side.EW)
    }
    damage_fact = facts.finding("damage")
    found_at_table = any(v.kind == TABLE_DAMAGE for v in judgment.verdicts)
    if found_at_table and damage_fact is None:
        judgment.damage = True  # 27D: found at the table
    if damage_fact is not None and not damage_fact.value:
        judgment.damage = False
        judgment.notes.append(
            _(
                "{side} were not damaged: the table result is no worse for them than the "
                "likely results without the infraction; the result stands (12B1).",
                lang,
                side=_side_name(victims, lang),
            )
        )
        return
    policy = get_edition(judgment.record.edition)
    if all(found is None for found in outcome_facts.values()):
        judgment.questions.append(
            Question(
                "outcomes",
                None,
                _(
                    "Which results were likely without the infraction, and with what "
                    "weights ({law}, 12C1c)?",
                    lang,
                    law=policy.ASSIGNED_SCORE_LAW,
                ),
                (policy.ASSIGNED_SCORE_LAW, "12C1c"),
            )
        )
        if with_dd and board.deal is not None and board.deal.is_complete:
            judgment.dd = _dd_rows(board)
        return
    dd_rows = _dd_when_needed(judgment, list(outcome_facts.values()), with_dd)
    for side, found in outcome_facts.items():
        if found is None:
            continue
        judgment.candidates.extend(_candidates(found, side, board, dd_rows))
    table_points = judgment.table_points
    assert table_points is not None
    common = [c for c in judgment.candidates if c.side is None]
    sign = 1 if victims is Side.NS else -1
    if damage_fact is not None:
        damage = bool(damage_fact.value)
    elif found_at_table:
        damage = True
    else:
        pool = common or [c for c in judgment.candidates if c.side is victims]
        expected = sum((c.weight * c.ns_points for c in pool), Fraction(0))
        damage = sign * expected > sign * table_points
    judgment.damage = damage
    if not damage:
        judgment.notes.append(
            _(
                "{side} were not damaged: the table result is no worse for them than the "
                "likely results without the infraction; the result stands (12B1).",
                lang,
                side=_side_name(victims, lang),
            )
        )
        return
    per_side: dict[Side, Stored] = {}
    laws: list[str] = ["12B1", policy.ASSIGNED_SCORE_LAW]
    most = facts.finding("most_favourable")
    for side in (Side.NS, Side.EW):
        own = [c for c in judgment.candidates if c.side is side] or common
        if policy.MOST_FAVOURABLE_LAW is not None and most is not None and most.value:
            per_side[side] = _extreme(own, side, victims)
            laws.append(policy.MOST_FAVOURABLE_LAW)
        else:
            per_side[side] = _weighted(own)
            if len(own) > 1:
                laws.append("12C1c")
    serious = facts.finding("serious_error")
    if serious is not None and serious.value:
        laws.append(policy.SERIOUS_ERROR_LAW)
        if not [c for c in judgment.candidates if c.side is victims]:
            per_side[victims] = table_points  # no redress for the self-inflicted damage
        judgment.notes.append(
            _(
                "{side} contributed to their own damage by a serious error unrelated to the "
                "infraction: they get no redress for that part; the offenders get the score "
                "they would have had because of the infraction ({law}).",
                lang,
                side=_side_name(victims, lang),
                law=policy.SERIOUS_ERROR_LAW,
            )
        )
    if per_side[Side.NS] != per_side[Side.EW] and policy.NON_BALANCING_LAW is not None:
        laws.append(policy.NON_BALANCING_LAW)  # 2007: the two scores need not balance
    judgment.assigned = Assigned(per_side[Side.NS], per_side[Side.EW], tuple(dict.fromkeys(laws)))
    _knockout(judgment, facts)


def _cancelled(judgment: Judgment, remedy: FactEvent) -> None:
    """82B2: a board the director cancels has no result, whatever was played
    of it: each side gets the artificial adjusted score its responsibility
    for the error calls for (12C2a: average minus at fault, average partly
    at fault, average plus in no way at fault)."""
    fault = _at_fault(judgment.record.events.index(remedy), remedy)
    ns, ew = (ArtificialScore(code) for code in CANCELLED_SCORES[fault])
    judgment.assigned = Assigned(ns, ew, ("82B2", "12C2a"))
    lang = judgment.lang
    if fault == "neither":
        judgment.notes.append(
            _(
                "Neither side was at fault for the error of procedure: average plus to both "
                "sides (12C2a).",
                lang,
            )
        )
    elif fault == "both":
        judgment.notes.append(
            _("Both sides were partly at fault: average to both sides (12C2a).", lang)
        )
    else:
        side = Side[fault]
        judgment.notes.append(
            _(
                "{side} were at fault for the error of procedure: average minus to them, "
                "average plus to {others} (12C2a).",
                lang,
                side=_side_name(side, lang),
                others=_side_name(side.other, lang),
            )
        )


def _knockout(judgment: Judgment, facts: _Facts) -> None:
    """12C4: in a knockout match the non-balancing adjusted scores of this
    table are each set against the other table's result (``knockout``: its
    North-South points), and both teams get the average of their two IMP
    scores. The home team sits North-South here."""
    found = facts.finding("knockout")
    assigned = judgment.assigned
    if found is None or assigned is None or not assigned.is_split:
        return
    other = found.value
    if not isinstance(other, int) or isinstance(other, bool):
        raise InputError(
            "knockout: the North-South points at the other table, not {value}", value=other
        )
    if isinstance(assigned.ns, ArtificialScore) or isinstance(assigned.ew, ArtificialScore):
        return  # an artificial score is each team's own (86B2): nothing to average
    here = BoardResult(assigned.ns, assigned.ew)
    home, away = team_board_imps(here, BoardResult.table(other))
    average, _away = team_board_imps(here, BoardResult.table(other), knockout=True)
    judgment.assigned = replace(assigned, laws=(*assigned.laws, "12C4"))
    judgment.notes.append(
        _(
            "Knockout match (12C4): North-South's score gives their team {home} IMPs, "
            "East-West's gives theirs {away}; each team gets the average: {average} for "
            "North-South's team, {minus} for East-West's.",
            judgment.lang,
            home=_imps(home, judgment.lang),
            away=_imps(away, judgment.lang),
            average=_imps(average, judgment.lang),
            minus=_imps(-average, judgment.lang),
        )
    )


def _imps(value: float, lang: str) -> str:
    """IMPs signed, with the language's decimal mark (Dutch and German a comma)."""
    text = f"{value:+g}" if value else "0"
    return text if lang == "en" else text.replace(".", ",")


def _dd_when_needed(
    judgment: Judgment, found: Sequence[FactEvent | None], with_dd: bool
) -> list[list[int]] | None:
    """The double-dummy table, worked out only when needed: shown (``with_dd``)
    or for a likely result given without its tricks, which takes the
    double-dummy tricks (12C1b) also where the report leaves the table out."""
    board = judgment.table.board
    untold = any(
        f is not None
        and isinstance(f.value, list)
        and any(isinstance(item, Mapping) and "tricks" not in item for item in f.value)
        for f in found
    )
    dd_rows = _dd_rows(board) if (with_dd or untold) and board.deal is not None else None
    judgment.dd = dd_rows if with_dd else None
    return dd_rows


def _adjust_for_director_error(judgment: Judgment, facts: _Facts, with_dd: bool) -> None:
    """82C: the director's wrong ruling cost a normal result: both sides are
    non-offending. Without a result to weigh, each gets average plus (12C2a);
    with the likely results, each side gets its own weighted score (12C1c),
    with no damage test (the fault is the director's, not a side's)."""
    lang, table = judgment.lang, judgment.table
    judgment.offender = None
    if table.ended_by is not None:
        plus = ArtificialScore.AVERAGE_PLUS
        judgment.assigned = Assigned(plus, plus, ("82C", "12C2a"))
        judgment.notes.append(
            _(
                "No result was obtained and neither side is at fault: average plus to both "
                "sides (82C, 12C2a).",
                lang,
            )
        )
        return
    if not table.is_over:
        return  # the director adjusts once the board is over
    # the single likely result: 2017 12C1b, 2007 12C1a (2007's 12C1b is the
    # serious-error clause)
    single = get_edition(judgment.record.edition).ASSIGNED_SCORE_LAW
    per_side_facts = {side: facts.finding(f"outcomes:{side.name}") for side in Side}
    common_fact = facts.finding("outcomes")
    if common_fact is None and None in per_side_facts.values():
        judgment.questions.append(
            Question(
                "outcomes",
                None,
                _(
                    "Which results were likely had the ruling been right, and with what "
                    "weights? Both sides count as non-offending (82C): each side may get its "
                    "own results ({law}, 12C1c).",
                    lang,
                    law=single,
                ),
                ("82C", single, "12C1c"),
            )
        )
        if with_dd and table.board.deal is not None and table.board.deal.is_complete:
            judgment.dd = _dd_rows(table.board)
        return
    board = table.board
    dd_rows = _dd_when_needed(judgment, [common_fact, *per_side_facts.values()], with_dd)
    common = _candidates(common_fact, None, board, dd_rows) if common_fact is not None else []
    judgment.candidates.extend(common)
    laws = ["82C", single]
    per_side: dict[Side, Stored] = {}
    for side, found in per_side_facts.items():
        own = _candidates(found, side, board, dd_rows) if found is not None else common
        if found is not None:
            judgment.candidates.extend(own)
        per_side[side] = _weighted(own)
        if len(own) > 1:
            laws.append("12C1c")
    judgment.damage = True
    judgment.assigned = Assigned(per_side[Side.NS], per_side[Side.EW], tuple(dict.fromkeys(laws)))


def _extreme(candidates: Sequence[Candidate], side: Side, victims: Side) -> int:
    """2007 12C1e: the non-offenders' most favourable likely result, the
    offenders' most unfavourable result that was at all probable."""
    sign = 1 if side is Side.NS else -1
    if side is victims:
        pool = [c for c in candidates if c.likely] or list(candidates)
        return max(pool, key=lambda c: sign * c.ns_points).ns_points
    return min(candidates, key=lambda c: sign * c.ns_points).ns_points


def _weighted(candidates: Sequence[Candidate]) -> Stored:
    total = sum((c.weight for c in candidates), Fraction(0))
    if total != 1:
        raise InputError("outcomes: the weights add up to {total}, not 1", total=total)
    score = WeightedScore.of(*((c.weight, c.ns_points) for c in candidates))
    if len(score.outcomes) == 1:
        return score.outcomes[0][1]
    return score


def _candidates(
    found: FactEvent, side: Side | None, board: Any, dd_rows: list[list[int]] | None
) -> list[Candidate]:
    value = found.value
    if not isinstance(value, list) or not value:
        raise InputError("outcomes: a list of results, each with contract, declarer and weight")
    out: list[Candidate] = []
    for number, item in enumerate(value):
        if not isinstance(item, Mapping):
            raise InputError("outcomes {number}: not an object", number=number)
        try:
            contract = Contract.parse(str(item.get("contract", "")))
            declarer = Seat.parse(str(item.get("declarer", "")))
            weight = Fraction(str(item.get("weight", 1)))
        except (BridgeError, ValueError, ZeroDivisionError) as exc:
            raise InputError("outcomes {number}: {reason}", number=number, reason=exc) from None
        if weight <= 0:
            raise InputError("outcomes {number}: the weight must be positive", number=number)
        dd_tricks = None
        if dd_rows is not None and contract.denomination is not None:
            dd_tricks = dd_rows[int(contract.denomination)][declarer]
        tricks = item.get("tricks", dd_tricks)
        if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 13:
            raise InputError(
                "outcomes {number}: tricks from 0 to 13 (or a full deal for double dummy)",
                number=number,
            )
        points = score_for_side(
            contract, declarer, tricks, board.vulnerability.is_vulnerable(declarer.side)
        )
        likely = item.get("likely", weight >= LIKELY_WEIGHT)
        out.append(
            Candidate(contract, declarer, tricks, weight, side, dd_tricks, points, bool(likely))
        )
    return out


def _dd_rows(board: Any) -> list[list[int]] | None:
    """The double-dummy tricks of each denomination (clubs .. no trump) for each
    seat (N, E, S, W), or ``None`` without a full deal."""
    if board.deal is None or not board.deal.is_complete:
        return None
    from bridgelaws import dd

    found = dd.table(board.deal)
    return [list(row) for row in found.tricks]


def is_judgment_event(event: Event) -> bool:
    """Whether ``event`` belongs to the judgment layer (an information event,
    a director call, or one of its findings)."""
    return isinstance(event, InfoEvent | DirectorEvent) or (
        isinstance(event, FactEvent) and event.fact in FACT_LAWS
    )


# -- the judgment as text ---------------------------------------------------------------

_DENOMINATION_LETTERS: Final = ("C", "D", "H", "S", "NT")


def status_text(status: str, lang: str) -> str:
    """The judgment's status (``Judgment.status``) in words."""
    texts = {
        "awaiting_fact": "The director's findings are still needed.",
        "play_continues": "The auction and play continue; the director comes back at the end.",
        "adjusted": "Adjusted score assigned.",
        "result_stands": "The table result stands.",
        "postponed": "The board is played later; nothing is scored for it now (82B2).",
    }
    return _(texts[status], lang)


def judgment_lines(judgment: Judgment, lang: str) -> list[str]:
    """The judgment as lines of text in ``lang`` (the CLI, ``direct`` and the
    printable web page show these)."""
    data = judgment.to_json()
    lines = [status_text(judgment.status, lang)]
    table = data["table"]
    if table["contract"] is not None and table["ns_points"] is not None:
        lines.append(
            _(
                "Table result: {contract} by {declarer}, {tricks} tricks, {points} for "
                "North-South.",
                lang,
                contract=contract_text(table["contract"], lang),
                declarer=_seat_name(Seat.parse(table["declarer"]), lang)
                if table["declarer"]
                else "-",
                tricks=table["tricks"] if table["tricks"] is not None else "-",
                points=f"{table['ns_points']:+d}",
            )
        )
    for verdict in judgment.verdicts:
        lines.append(f"[{', '.join(verdict.laws)}] " + " ".join(verdict.text))
    for question in judgment.questions:
        laws = ", ".join(question.laws or FACT_LAWS[question.fact])
        lines.append(_("Question ({laws}): {text}", lang, laws=laws, text=question.text))
    if judgment.dd is not None:
        lines.append(_("Double dummy (tricks for each declarer):", lang))
        heads = [call_text(f"1{d}", lang)[1:] for d in _DENOMINATION_LETTERS]
        lines.append("      " + "  ".join(f"{d:>2}" for d in heads))
        for seat in Seat:
            row = "  ".join(f"{judgment.dd[d][seat]:>2}" for d in range(5))
            lines.append(f"   {_seat_name(seat, lang)[0]}  {row}")
    if judgment.candidates:
        lines.append(_("Results judged likely without the infraction:", lang))
        for c in judgment.candidates:
            side = "" if c.side is None else f" ({_side_name(c.side, lang)})"
            dd = ""
            if c.dd_tricks is not None:
                dd = _(", double dummy {tricks}", lang, tricks=c.dd_tricks)
            lines.append(
                "  "
                + _(
                    "{weight}%: {contract} by {declarer}, {tricks} tricks{dd}: {points}{side}",
                    lang,
                    weight=f"{float(c.weight) * 100:.4g}",
                    contract=contract_text(c.contract.to_pbn(), lang),
                    declarer=_seat_name(c.declarer, lang),
                    tricks=c.tricks,
                    dd=dd,
                    points=f"{c.ns_points:+d}",
                    side=side,
                )
            )
    lines.extend(judgment.notes)
    if judgment.status in ("adjusted", "result_stands"):
        lines.append(_("On the traveller: {note}", lang, note=judgment.traveller_note()))
    return lines


# -- input helpers for the interfaces -------------------------------------------------------

#: the director's findings with a yes/no answer (``extraneous_info`` also takes
#: ``undetermined``, 85B)
YES_NO_FACTS: Final = (
    "influenced",
    "alert_required",
    "partner_aware",
    "extraneous_info",
    "damage",
    "serious_error",
    "most_favourable",
    "director_error",
)
#: the director's yes/no findings about a player (``seat``: who did it, or
#: who drew the false inference; 73B2, 73D2, 73E2, 74C7, 76, 16D)
SEAT_FACTS: Final = (
    "false_inference",
    "prearranged_communication",
    "disconcerting_tempo",
    "deception",
    "spectator",
    "other_source",
)
FACT_TEXT: Final = {
    "extraneous_info": "Extraneous information established (85A)",
    "alert_required": "Alert required (21B1a)",
    "misinformation": "What went wrong (21B1b, 75)",
    "influenced": "Call influenced by the misinformation (21B1a)",
    "partner_aware": "Partner had more reason than the opponents to expect the deviation (40C1)",
    "logical_alternatives": "Logical alternatives (16B1b)",
    "damage": "Damage (12B1)",
    "serious_error": "Serious error by the non-offenders (12C1e)",
    "outcomes": "Likely results and their weights (12C1c)",
    "most_favourable": "Most favourable / least favourable result (2007 12C1e)",
    "artificial_score": "Artificial adjusted score (12C2)",
    "director_error": "The director's own ruling was wrong and cost a normal result (82C)",
    "false_inference": "A false inference from an opponent's tempo or manner (73E2)",
    "prearranged_communication": "Prearranged communication between partners (73B2)",
    "disconcerting_tempo": "Tempo varied to disconcert an opponent (74C7)",
    "board_remedy": "The director's course for the board (82B)",
    "deception": "An attempt to mislead by tempo or manner (73D2)",
    "conduct": "A breach of courtesy, etiquette or correct procedure (74)",
    "spectator": "A spectator's remark or reaction (76)",
    "other_source": "Information about the board from another source (16D; 2007 16C)",
}
#: the values of the findings that name a course or a kind, in words
VALUE_TEXT: Final = {
    "board_remedy": {
        "play": "to be played",
        "postpone": "to be played later",
        "cancel": "cancelled",
        "other": "another of his powers",
    },
    "conduct": {
        "courtesy": "courtesy",
        "etiquette": "etiquette",
        "procedure": "correct procedure",
    },
}
MISINFORMATION_TEXT: Final = {
    "explanation": "mistaken explanation",
    "call": "mistaken call",
    "no_agreement": "no agreement",
    "none": "no misinformation",
    "psych": "deliberate deviation (psych)",
}


def parse_outcome_lines(text: str, lang: str = "en") -> list[dict[str, Any]]:
    """Outcomes as a director types them, one a line: ``70 3H E 9`` (weight in
    per cent, contract, declarer, tricks; the tricks may be left out for the
    double-dummy tricks), in ``lang``'s letters (Dutch ``70 3SA O 9``). Errors
    name the line."""
    out: list[dict[str, Any]] = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.replace("%", " ").split()
        if not words:
            continue
        if len(words) not in (3, 4):
            raise InputError(
                "line {number}: type the weight in per cent, the contract, the declarer and "
                "the tricks, e.g. 70 3H E 9",
                number=number,
            )
        try:
            weight = Fraction(words[0]) / 100
            bid, risk = parse_contract(words[1], lang)
            contract = Contract.parse(bid.name + risk)
            declarer = parse_seat(words[2], lang)
            tricks = int(words[3]) if len(words) == 4 else None
        except (ValueError, ZeroDivisionError, BridgeError):
            raise InputError(
                "line {number}: type the weight in per cent, the contract, the declarer and "
                "the tricks, e.g. 70 3H E 9",
                number=number,
            ) from None
        item: dict[str, Any] = {
            "contract": contract.to_pbn(),
            "declarer": declarer.letter,
            "weight": str(weight),
        }
        if tricks is not None:
            item["tricks"] = tricks
        out.append(item)
    if not out:
        raise InputError("no outcomes typed")
    return out


def event_text(body: Mapping[str, Any], lang: str, events: Sequence[Event] = ()) -> str | None:
    """An information event or a judgment finding (JSON form) in words, for
    the interfaces' event lists (``events``: the record's, to name the call
    concerned); ``None`` for any other event."""
    by = body.get("by")
    who = _seat_name(Seat.parse(by), lang) if isinstance(by, str) else ""
    of = event_label(events, body.get("of", ""), lang)
    if "alert" in body:
        if body["alert"]:
            return _("{seat} alerts call {of}", lang, seat=who, of=of)
        return _("{seat} does not alert call {of}", lang, seat=who, of=of)
    if "explain" in body:
        return _("{seat} explains call {of}: {text}", lang, seat=who, of=of, text=body["explain"])
    if "agreement" in body:
        return _("Agreement for call {of}: {text}", lang, of=of, text=body["agreement"])
    if "correct" in body:
        return _("{seat} corrects the explanation of call {of}: {text}", lang, seat=who, of=of,
                 text=body["correct"])  # fmt: skip
    if "extraneous" in body:
        kind = _(EXTRANEOUS_TEXT.get(str(body["extraneous"]), "extraneous information"), lang)
        return _("{seat}: {kind} at call {of}", lang, seat=who, kind=kind, of=of)
    if "change" in body:
        call = _action_text(str(body["change"]), lang)
        return _("{seat} changes call {of} to {call}", lang, seat=who, of=of, call=call)
    fact = body.get("fact")
    if fact not in FACT_TEXT:
        return None
    value = body.get("value")
    if isinstance(value, bool):
        answer = _("yes", lang) if value else _("no", lang)
    elif fact == "misinformation":
        answer = _(MISINFORMATION_TEXT.get(str(value), str(value)), lang)
    elif fact == "logical_alternatives" and isinstance(value, list):
        answer = ", ".join(_action_text(str(a), lang) for a in value)
        if body.get("suggested"):
            suggested = _action_text(str(body["suggested"]), lang)
            answer += "; " + _("suggested: {call}", lang, call=suggested)
    elif fact == "outcomes" and isinstance(value, list):
        answer = "; ".join(
            f"{float(Fraction(str(o.get('weight', 1)))) * 100:.4g}% "
            f"{contract_text(str(o.get('contract', '')), lang)} {_declarer_letter(o, lang)}"
            + (f" {o['tricks']}" if "tricks" in o else "")
            for o in value
            if isinstance(o, Mapping)
        )
    elif fact in VALUE_TEXT and str(value) in VALUE_TEXT[fact]:
        answer = _(VALUE_TEXT[fact][str(value)], lang)
    elif value == "undetermined":
        answer = _("cannot be established", lang)
    else:
        answer = str(value)
    where = "" if "of" not in body else " " + _("(call {of})", lang, of=of)
    with contextlib.suppress(BridgeError):
        seat = _seat_of(body.get("seat"))
        if seat is not None:
            where += " (" + _(seat.name.title(), lang) + ")"
    return _(FACT_TEXT[fact], lang) + where + ": " + answer


# -- in the ruling report (``bridgelaws rule``) ------------------------------------------


def has_material(events: Sequence[Event], table: Table | None = None) -> bool:
    """Whether a record holds anything for the judgment layer: information
    given at the table (an alert, an explanation, a correction, extraneous
    information; a 21B change alone is the table's), a director's finding,
    or (``table`` over) a ruling that left an adjusted score to judge."""
    if any(
        (isinstance(e, InfoEvent) and e.kind != "change")
        or (isinstance(e, FactEvent) and e.fact in FACT_LAWS)
        for e in events
    ):
        return True
    return (
        table is not None
        and table.is_over
        and any(
            e.kind == "adjusted_score_possible" and e.laws for r in table.rulings for e in r.effects
        )
    )


def report_block(
    record: TableRecord, lang: str, table: Table | None = None
) -> dict[str, Any] | None:
    """The judgment of ``record`` for the ruling report (``judgment``), or
    ``None`` when the record holds nothing for it: the director's questions
    in the order seed 004 asks them, the rulings with their laws and what
    follows, and once the board is over the adjusted score. A record the
    judgment cannot read gives its error instead, in ``lang``."""
    if not has_material(record.events, table):
        return None
    try:
        judgment = judge(record, lang, dd=False)
    except BridgeError as exc:
        if not has_material(record.events):
            # only the table's own follow-up questions, on a record the
            # judgment cannot read (a situation in the middle of the play):
            # the table's report says what there is to say
            return None
        return {"status": "error", "error": render_error(exc, lang)}
    out = judgment.to_json()
    return {
        "status": out["status"],
        "questions": out["questions"],
        "rulings": out["rulings"],
        "offender": out["offender"],
        "damage": out["damage"],
        "assigned": out["assigned"],
        "note": out["note"],
        "notes": out["notes"],
    }


def report_lines(block: Mapping[str, Any], lang: str) -> list[str]:
    """The judgment block as the human report's lines; none when nothing is under its
    heading (its open questions are listed at the top of the report)."""
    lines = [_("Judgment (the director's findings):", lang)]
    if block["status"] == "error":
        # said as what it is: a finding the judgment cannot read yet
        unread = _("The findings cannot be judged yet: {error}", lang, error=block["error"])
        return [*lines, f"- {unread}"]
    lines.extend(f"- {r['text']}" for r in block["rulings"])
    if block["questions"]:
        lines.append(_("The director is asked, in this order:", lang))
        still = _("(open)", lang)
        lines.extend(f"- {q['text']} {still}" for q in block["questions"])
    elif block["status"] == "play_continues":
        lines.append(
            "- "
            + _(
                "The auction and play continue; the director comes back at the end to "
                "judge any damage (12B1).",
                lang,
            )
        )
    if block["note"]:
        lines.append(f"- {block['note']}")
    # why the score is what it is (12C1d, 12C1e, 12C4): said under it
    lines.extend(f"  · {note}" for note in block.get("notes", ()))
    # nothing under the heading (every line an open question, listed at the
    # top of the report): no heading either
    return lines if len(lines) > 1 else []
