"""The names a record's ``fact`` event may carry, so that a name nothing
reads is refused naming the action instead of being dropped in silence.

A fact is known when a rule answers to it: the questions rulings ask (spec
§3, :data:`QUESTION_FACTS`), the facts about a found revoke (spec §6,
:data:`bridgelaws.found_revoke.FACTS`), the play and rubber facts each rule
book registers (:meth:`bridgelaws.rules.Registry.codes`), the judgment
layer's findings (:data:`bridgelaws.judgment.FACT_LAWS`), and any question a
ruling at the table asks now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws import found_revoke, rules
from bridgelaws.cards import BridgeError, Seat, shown
from bridgelaws.rulings import SEAT, YES_NO, Answer, AnswerKind

if TYPE_CHECKING:
    from bridgelaws.record import FactEvent
    from bridgelaws.table import Table

#: the questions answered yes or no: any other value would be read as yes or no
#: by chance ("maybe" as yes), so it is refused
YES_NO_FACTS = frozenset(
    {
        "unintended",
        "comparable",
        "artificial",
        "could_see_dummy",
        "deliberate",
        "opponent_induced",
        "outcome_different",
        "damaged",
        "director_error",
    }
)


#: the questions rulings ask and the facts given before they are asked
#: (spec §3, §6; the 64C figure; the claim's award; the rubber rules' count)
QUESTION_FACTS = YES_NO_FACTS | frozenset(
    {
        "dummy_breached_43a2",
        "dummy_faced",
        "revoke_question",
        "led",
        "playable",
        "removed_card",
        "claim_award",
        "tricks",
        "tricks_without_revoke",
        "designation",
        "next_board_called",
        "round_ended",
        "wrong_board",
        "wrong_number_of_cards",
        "cards_from_wrong_board",
        "simultaneous_cards",
    }
)


def known(registry: rules.Registry, table: Table) -> frozenset[str]:
    """Every fact name a rule of this edition reads."""
    from bridgelaws.judgment import FACT_LAWS  # which imports the editions

    asked = {r.question.fact for r in table.rulings if r.question is not None}
    return (
        QUESTION_FACTS
        | found_revoke.FACTS
        | registry.codes(rules.Hook.PLAY_FACT)
        | registry.codes(rules.Hook.RUBBER_FACT)
        | frozenset(FACT_LAWS)
        | asked
    )


def check(registry: rules.Registry, table: Table, index: int, event: FactEvent) -> None:
    """Refuse a fact whose name no rule reads, naming the action and the name,
    and a yes-or-no fact whose value is neither."""
    if event.fact in YES_NO_FACTS and not isinstance(event.value, bool):
        raise found_revoke.FactError(
            index,
            "{name} is answered yes or no (true or false), not {value}",
            name=shown(event.fact),
            value=shown(event.value),
        )
    if event.fact not in known(registry, table):
        raise found_revoke.FactError(
            index,
            "there is no fact named {name}: give each fact under the name the report's "
            "question uses",
            name=shown(event.fact),
        )
    check_value(table, index, event)


#: a count of tricks given before its question narrows it
_TRICKS = Answer.number(0, 13)

#: the kind of answer of the facts that may be given before their question is
#: asked (the kinds of the question's ``expects``, :class:`rulings.Answer`):
#: a value of another kind is refused when given, as the question would
#: refuse it, never kept until it is asked (the range is narrowed then)
KINDS: dict[str, Answer] = {
    "revoke_established": YES_NO,
    "revoke_trick_won_by": SEAT,
    "offending_side_tricks_after": _TRICKS,
    found_revoke.RESTORED: _TRICKS,
    found_revoke.REWON: SEAT,
    "tricks_without_revoke": _TRICKS,
    "claim_award": _TRICKS,
    "next_board_called": YES_NO,
    "round_ended": YES_NO,
    "next_deal_cut": YES_NO,
    "rubber_score_accepted": YES_NO,
}

#: facts that also take ``true``: the director signs the award as it stands
SIGNED = frozenset({"claim_award"})


def _fits(answer: Answer, value: object) -> bool:
    if answer.kind is AnswerKind.YES_NO:
        return isinstance(value, bool)
    if answer.kind is AnswerKind.NUMBER:
        return (
            isinstance(value, int)
            and not isinstance(value, bool)
            and answer.low <= value <= answer.high
        )
    try:
        Seat.parse(str(value))
    except BridgeError:
        return False
    return isinstance(value, str)


def check_value(table: Table, index: int, event: FactEvent) -> None:
    """Refuse a fact of :data:`KINDS` whose value is not of its kind, naming
    the action, the fact and the values it takes; a question asked now
    checks its own answer (with its own range)."""
    answer = KINDS.get(event.fact)
    if answer is None or any(
        r.question is not None and r.question.fact == event.fact for r in table.rulings
    ):
        return
    value = event.value
    if _fits(answer, value) or (event.fact in SIGNED and value is True):
        return
    if answer.kind is AnswerKind.YES_NO:
        text = "{name} is answered true or false, not {value}"
    elif answer.kind is AnswerKind.SEAT:
        text = "{name} is a seat (N, E, S, W), not {value}"
    elif event.fact in SIGNED:
        text = (
            "{name} is true (the director signs the award) or a number of tricks from "
            "{low} to {high}, not {value}"
        )
    else:
        text = "{name} is a number of tricks from {low} to {high}, not {value}"
    raise found_revoke.FactError(
        index,
        text,
        name=event.fact,
        value=shown(value),
        low=str(answer.low),
        high=str(answer.high),
    )
