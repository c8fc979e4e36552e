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
from bridgelaws.cards import shown

if TYPE_CHECKING:
    from bridgelaws.record import FactEvent
    from bridgelaws.table import Table

#: the questions rulings ask and the facts given before they are asked
#: (spec §3, §6; the 64C figure; the claim's award; the rubber rules' count)
QUESTION_FACTS = frozenset(
    {
        "unintended",
        "comparable",
        "artificial",
        "could_see_dummy",
        "deliberate",
        "opponent_induced",
        "dummy_breached_43a2",
        "dummy_faced",
        "revoke_question",
        "led",
        "playable",
        "removed_card",
        "outcome_different",
        "damaged",
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
    """Refuse a fact whose name no rule reads, naming the action and the name."""
    if event.fact not in known(registry, table):
        raise found_revoke.FactError(
            index,
            "there is no fact named {name}: give each fact under the name the report's "
            "question uses",
            name=shown(event.fact),
        )
