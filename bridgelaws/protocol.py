"""The general protocol before the specific one (seed 004, "Algemeen Arbitrage
Protocol"), as data in its order.

Whatever the irregularity, the director first learns who called him and lets
that player tell what happened (9B1); he makes sure which irregularity it is
(a change of call, 25, or a call out of rotation, 30-32); he asks the offender
how he came to his action, for an opponent may have told him wrongly that it
was his turn (47E1); he checks whether the entitled player has acted since,
which accepted the irregularity (27A1, 29A, 53A, 54B, 55A), and says so aloud;
at an opening lead out of turn he asks whether declarer could have seen
dummy's cards (54C). Only then come the specific protocol's own question (what
the offender meant: 25A, 27B1, 30C) and every option with its consequences
before the choice (10C1), which the rulings themselves carry.

:func:`steps` gives those steps for the ruling under way, each a catalogue
message with its laws: statements the director makes, and yes/no questions
answered by the spec §3 facts ``opponent_induced`` and ``could_see_dummy``.
:func:`next_question` is the first one still open; the assistants (web,
``direct``) ask it before they show the options, and record the answer as a
``fact`` event, which the ruling takes into account (an induced lead goes back
without rectification, 47E1; a lead declarer could have seen dummy before
must be accepted, 54C). :func:`accepted` is the sentence the director says
when the entitled player's own call or card has accepted an irregularity.
Nothing here decides a law: it reads the table and the rulings.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from bridgelaws.record import CallEvent, DirectorEvent
from bridgelaws.rulings import IrregularityCode, Message
from bridgelaws.table import Irregularity, Status, Table

#: the general protocol's steps, in its order
ORDER: Final = (
    "called_by",
    "change_or_rotation",
    "opponent_induced",
    "acted_since",
    "could_see_dummy",
)

#: the yes/no questions of the general protocol each irregularity's protocol
#: asks, by irregularity code (the seed's "Uitkomen door de verkeerde
#: tegenspeler", "Voor de beurt voorspelen", "Uit de verkeerde hand spelen")
QUESTIONS: Final[dict[str, tuple[str, ...]]] = {
    "opening_lead_out_of_turn": ("opponent_induced", "could_see_dummy"),
    "lead_out_of_turn": ("opponent_induced",),
    "lead_from_wrong_hand": ("opponent_induced",),
}

#: calls out of rotation (30-32), which a change of call (25) is not
_ROTATION: Final = {
    "pass_out_of_rotation": "30",
    "bid_out_of_rotation": "31",
    "double_out_of_rotation": "32",
}

#: the law under which the entitled player's own action accepts, and whether
#: that action is a call (else a card)
_ACCEPTED_BY: Final[dict[str, tuple[str, bool]]] = {
    "change_of_call": ("25B1", True),
    "insufficient_bid": ("27A1", True),
    "pass_out_of_rotation": ("29A", True),
    "bid_out_of_rotation": ("29A", True),
    "double_out_of_rotation": ("29A", True),
    "opening_lead_out_of_turn": ("54B", False),
    "lead_out_of_turn": ("53A", False),
    "lead_from_wrong_hand": ("55A", False),
}


#: the rubber rules' own laws for the same acceptance by calling (39(3),
#: 40(3)) or by playing to a lead out of turn (46(3)) or from the wrong hand (45)
_RUBBER_ACCEPTED_BY: Final[dict[str, tuple[str, bool]]] = {
    "insufficient_bid": ("40(3)", True),
    "pass_out_of_rotation": ("39(3)", True),
    "bid_out_of_rotation": ("39(3)", True),
    "double_out_of_rotation": ("39(3)", True),
    "opening_lead_out_of_turn": ("46(3)", False),
    "lead_out_of_turn": ("46(3)", False),
    "lead_from_wrong_hand": ("45", False),
}


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the general protocol: a statement, or a yes/no question
    answered by ``fact`` (``answer`` None while it is open)."""

    key: str
    laws: tuple[str, ...]
    text: Message
    fact: str | None = None
    answer: bool | None = None

    @property
    def open(self) -> bool:
        return self.fact is not None and self.answer is None


def _name(seat: Any) -> str:
    return str(seat.name.title())


def caller(table: Table, irregularity: Irregularity) -> Any:
    """Who called the director for ``irregularity`` (None: not recorded)."""
    events = table.record.events
    start = irregularity.event if irregularity.event is not None else 0
    for event in events[start:]:
        if isinstance(event, DirectorEvent):
            return event.by
    return None


def _answer(table: Table, fact: str) -> bool | None:
    active = table.active
    if active is None:
        return None
    given = active.facts.get(fact, active.irregularity.facts.answers.get(fact))
    return bool(given) if given is not None else None


def steps(table: Table) -> list[Step]:
    """The general protocol's steps for the ruling under way, in its order
    (empty when no ruling is under way)."""
    active = table.active
    if active is None or active.chosen is not None:
        # (a ruling reopened after its choice, e.g. 27D's question at the end
        # of the board: the protocol before the options was walked then)
        return []
    irregularity = active.irregularity
    offender = irregularity.offender
    code = irregularity.code
    who = caller(table, irregularity)
    if who is None:
        return []  # a ruling that follows from another: the director is already there
    # the rubber rules know neither Law 25 nor Laws 29-32 (rule 39 covers
    # both), nor a director: a player draws attention (60) and the players
    # apply the rules, the player the rule names choosing the penalty
    rubber = table.edition.name == "rubber"
    out = [
        Step(
            "called_by",
            ("60",) if rubber else ("9B1",),
            Message(
                "{seat} drew attention to the irregularity (60): the players settle it "
                "by the rules, and the player the rule names chooses the penalty."
                if rubber
                else "{seat} called the director: he tells first what happened, then the "
                "other side is heard (9B1).",
                {"seat": _name(who)},
            ),
        )
    ]
    if offender is None:
        return out
    names = {"offender": _name(offender), "laws": ", ".join(irregularity.laws)}
    late = code == IrregularityCode.CHANGE_OF_CALL and bool(
        getattr(irregularity.facts, "late_change", False)
    )
    asking = active.question is not None and active.question.fact == "unintended"
    if not rubber and late:
        out.append(
            Step(
                "change_or_rotation",
                ("25A",),
                Message(
                    "{offender} called again after his left-hand opponent had called, and "
                    "the director found his earlier call unintended: a change of call "
                    "(25A), not a call out of rotation (30-32).",
                    names,
                ),
            )
        )
    elif not rubber and code == IrregularityCode.CHANGE_OF_CALL:
        out.append(
            Step(
                "change_or_rotation",
                ("25",),
                Message(
                    "{offender} called again before his left-hand opponent called: a change "
                    "of call (25), not a call out of rotation (30-32).",
                    names,
                ),
            )
        )
    elif not rubber and code == IrregularityCode.CALL_AFTER_FINAL_PASS and asking:
        out.append(
            Step(
                "change_or_rotation",
                ("25A", "39"),
                Message(
                    "Is this a change of call by {offender}, putting right the pass that ended "
                    "the auction (25A), or a call after the final pass (39)? The director "
                    "establishes that first.",
                    names,
                ),
            )
        )
    elif not rubber and code in _ROTATION and asking:
        names["laws"] = _ROTATION[code]
        out.append(
            Step(
                "change_or_rotation",
                ("25A", _ROTATION[code]),
                Message(
                    "Is this a change of call by {offender} (25A) or a call out of rotation "
                    "({laws})? The director establishes that first.",
                    names,
                ),
            )
        )
    elif not rubber and code in _ROTATION:
        names["laws"] = _ROTATION[code]
        out.append(
            Step(
                "change_or_rotation",
                (_ROTATION[code],),
                Message(
                    "{offender} is not changing a call he has just made (25): this is a call "
                    "out of rotation ({laws}).",
                    names,
                ),
            )
        )
    # the rubber rules ask neither 47E1 nor 54C: a lead out of turn is ruled as it lies
    questions = () if rubber else QUESTIONS.get(code, ())
    if "opponent_induced" in questions:
        play = table.play
        if play is not None and offender is play.dummy:
            # dummy's card is led by declarer: he is the one asked
            names = {**names, "offender": _name(play.declarer)}
        out.append(
            Step(
                "opponent_induced",
                ("47E1",),
                Message(
                    "Ask {offender} how he came to lead: did an opponent wrongly tell him it "
                    "was his lead (47E1)? Check it with that opponent.",
                    names,
                ),
                "opponent_induced",
                _answer(table, "opponent_induced"),
            )
        )
    accepting = _RUBBER_ACCEPTED_BY.get(code) if rubber else None
    if accepting is None:
        accepting = _ACCEPTED_BY.get(code)
    if accepting is not None and not late:
        # (a late change of call is 25A's: LHO's call came before it)
        law, by_call = accepting
        # what follows: the options, each explained before anyone chooses
        # (10C1); under the rubber rules the entitled player names a penalty
        if rubber:
            text = (
                "{seat} has not called since: a call of his would have accepted it ({law}). "
                "Next, the player entitled to a penalty names one or lets the call stand."
                if by_call
                else "{seat} has not played since: a card of his would have accepted it "
                "({law}). Next, the player entitled to a penalty names one or lets the card "
                "stand."
            )
        else:
            text = (
                "{seat} has not called since: a call of his would have accepted it ({law}). "
                "Next, every option is explained, then the entitled player chooses (10C1)."
                if by_call
                else "{seat} has not played since: a card of his would have accepted it "
                "({law}). Next, every option is explained, then the entitled player chooses "
                "(10C1)."
            )
        play = table.play
        if not by_call and not rubber and play is not None and offender.lho is play.dummy:
            # dummy plays nothing himself: declarer would have played from dummy
            # (rubber 46(3): a card from either of declarer's hands accepts)
            text = (
                "Declarer has not played from dummy ({seat}) since: a card from dummy would "
                "have accepted it ({law}). Next, every option is explained, then the entitled "
                "player chooses (10C1)."
            )
        params = {"seat": _name(offender.lho), "law": law}
        kept = next(
            (
                h
                for h in table.held_actions()
                if h.by is offender.lho and h.event > irregularity.event
            ),
            None,
        )
        event = table.record.events[kept.event] if kept is not None else None
        if by_call and isinstance(event, CallEvent):
            # 9B2: his call came after the director was called, before the
            # options were explained: it waits for his choice
            text = (
                "{seat} called {call} before the penalty was settled: it is kept and "
                "judged once it is ({law})."
                if rubber
                else "{seat} called {call} after the director was called, before the "
                "options were explained: it is kept and judged once he has chosen ({law}, "
                "9B2). Next, every option is explained, then the entitled player chooses "
                "(10C1)."
            )
            params["call"] = event.call.name
        out.append(Step("acted_since", (law,), Message(text, params)))
    if "could_see_dummy" in questions and table.play is not None:
        play = table.play
        out.append(
            Step(
                "could_see_dummy",
                ("54C",),
                Message(
                    "Could {declarer} have seen any of {dummy}'s cards? Then he must accept "
                    "the lead (54C).",
                    {"declarer": _name(play.declarer), "dummy": _name(play.dummy)},
                ),
                "could_see_dummy",
                _answer(table, "could_see_dummy"),
            )
        )
    return out


def to_json(table: Table, lang: str = "en") -> list[dict[str, Any]]:
    """The general protocol's steps for the ruling under way as the report
    gives them (spec §2 ``protocol``): each ``step`` with its laws and text,
    and for a question its ``fact`` and ``answer`` (null while open)."""
    out: list[dict[str, Any]] = []
    for step in steps(table):
        entry: dict[str, Any] = {
            "step": step.key,
            "laws": list(step.laws),
            "text": step.text.render(lang),
        }
        if step.fact is not None:
            entry["fact"] = step.fact
            entry["answer"] = step.answer
        out.append(entry)
    return out


def next_question(table: Table) -> Step | None:
    """The first question of the general protocol still open for the ruling
    under way: asked before the options are shown."""
    if table.status is not Status.AWAITING_CHOICE:
        return None
    return next((step for step in steps(table) if step.open), None)


def accepted(table: Table, irregularity: Irregularity) -> Message | None:
    """What the director says aloud when the entitled player's own call or
    card accepted ``irregularity`` (None: it was not accepted that way)."""
    index = irregularity.accepted_by
    law = irregularity.accepted_law
    offender = irregularity.named_offender
    if not irregularity.accepted or index is None or law is None or offender is None:
        return None
    event = table.record.events[index]
    seat = getattr(event, "by", None)
    if seat is None:
        return None
    params = {
        "irregularity": irregularity.code,
        "offender": _name(offender),
        "seat": _name(seat),
        "law": str(law),
    }
    if isinstance(event, CallEvent):
        text = (
            "{irregularity} by {offender}: {seat} called over it and so accepted it ({law}). "
            "No rectification; the auction goes on."
        )
    else:
        text = (
            "{irregularity} by {offender}: {seat} played after it and so accepted it ({law}). "
            "No rectification; the play goes on."
        )
    return Message(text, params)
