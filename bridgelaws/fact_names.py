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

import re
from typing import TYPE_CHECKING

from bridgelaws import found_revoke, rules
from bridgelaws.cards import BridgeError, FactName, Seat, not_yes_no, shown
from bridgelaws.rulings import SEAT, YES_NO, Answer, AnswerKind

if TYPE_CHECKING:
    from bridgelaws.record import FactEvent
    from bridgelaws.table import Table

#: the facts of spec §3 and §6 in words (English message ids): the web log
#: names them so, and a refusal names the fact it refuses so (FactName)
FACT_LABELS = {
    "unintended": "unintended call",
    "comparable": "comparable call",
    "artificial": "artificial call",
    "could_see_dummy": "declarer could see dummy's cards",
    "dummy_breached_43a2": "dummy had looked at another player's cards (43A2)",
    "deliberate": "card exposed deliberately",
    "led": "card led, not a fifth card to the trick (45E)",
    "opponent_induced": "induced by an opponent",
    "revoke_established": "revoke established",
    "revoke_trick_won_by": "revoke trick won by",
    "offending_side_tricks_after": "tricks of the offending side after the revoke trick",
    "next_board_called": "the next board was called",
    "round_ended": "the round has ended",
    "claim_award": "award of the claim",
    "tricks_after_correction": "tricks of declarer's side after tricks 12 and 13 were played again",
    "corrected_trick_won_by": "who won the revoke trick once it was put right",
    "called_with_these_cards": "the player called with these cards (15)",
    "cards_from_wrong_board": "cards taken from the wrong board (15)",
    "card_held": "a defender's card held up (45C1; rubber 21(2)(b))",
    "card_touched": "declarer touched a card in dummy (45C3; rubber 21(2)(a))",
    "cards_asked": "asked which cards were played to the trick (rubber 25)",
    "cards_gathered": "the cards were gathered for the next shuffle (rubber 23)",
    "inspection_refused": "a look at the last trick was refused (rubber 24(d))",
    "misstated_double": "a double or redouble naming another bid (19A3, 19B3; rubber 13(4))",
    "review_requested": "a review of the auction was asked for (20, 41; rubber 17)",
    "card_quitted_early": "a card turned face down before the trick was complete (45G)",
    "trick_taken_wrongly": "a trick taken by the side that did not win it (rubber 23)",
    "revoke_tricks_decided": (
        "the tricks the revokes cost, as the side that did not revoke decided (rubber 55(6))"
    ),
    "cards_mixed": "cards of the played tricks mixed up (65)",
    "correction_period_ended": "the correction period has ended (79C)",
    "tricks_disputed": "the tricks won are disputed (79B)",
    "score_error": "a score computed or entered wrongly (79C)",
    "damaged": "the non-offending side was damaged",
    "defective_trick": "defective trick (67)",
    "designation": "card named by declarer",
    "drew_attention_to_trick": "attention drawn to a trick (65B)",
    "director_error": "the director's own ruling was wrong (82C)",
    "dummy_faced": "dummy's cards were faced",
    "dummy_left_table": "dummy left the table",
    "dummy_suggested": "dummy suggested a play (45F)",
    "dummy_warned_lead": "dummy warned declarer about the lead (42B2)",
    "improper_procedure": "improper procedure",
    "inspected_trick": "a quitted trick was inspected (66)",
    "misdeal": "misdeal (6)",
    "misinformed": "misinformation (21, 75)",
    "missed_trick": "a trick gathered wrongly (66)",
    "missing_card": "missing card found (14)",
    "next_deal_cut": "the cards of the next deal were cut",
    "not_designated": "declarer did not name a card",
    "outcome_different": "the outcome could have been different",
    "playable": "the card could be played legally",
    "removed_card": "card taken back",
    "revoke": "revoke found",
    "revoke_claimed": "a revoke was claimed",
    "revoke_question": "asked whether he had a card of the suit (61B)",
    "rubber_score_accepted": "the score was accepted",
    "simultaneous_cards": "cards played at the same time (58)",
    "simultaneous_lead": "the defenders led at the same time (58)",
    "trick_pointed_wrongly": "a trick turned the wrong way (65B)",
    "tricks": "tricks",
    "tricks_without_revoke": "tricks without the revoke (64C)",
    "wrong_board": "wrong board played (15)",
    "wrong_number_of_cards": "a hand had the wrong number of cards (13)",
    "wrong_rule_cited": "the wrong rule was cited",
    "logical_alternatives": "the logical alternatives (16B1a)",
    "artificial_score": "the artificial adjusted score (12C2a)",
    "false_inference": "a false inference from an opponent's remark, manner or tempo (73E2)",
    "prearranged_communication": "prearranged communication between partners (73B2)",
    "disconcerting_tempo": "tempo varied to disconcert an opponent (74C7)",
    "board_remedy": "the director's course for the board (82B)",
    "deception": "an attempt to mislead by tempo or manner (73D2)",
    "conduct": "a breach of courtesy, etiquette or correct procedure (74)",
    "spectator": "a spectator's remark or reaction (76)",
    "procedural_penalty": "a procedural penalty given by the director (90)",
    "board_control": "the board or the cards were not handled as Law 7 says (7)",
}


#: the details a fact carries beside its value, answered yes or no, as the
#: question they answer (a refusal of a detail asks it so)
DETAIL_LABELS = {
    "sure": "Is the director sure of the result?",
    "split": "Is the score split?",
    "agreed": "Did both sides agree the count?",
    "after_round": "Was the director called after the round?",
    "organiser_agrees": "Does the organiser agree?",
    "regulations_allow": "Do the regulations allow it?",
    "own": "Was it his own card?",
    "turned": "Was the trick turned face up?",
    "seen": "Did a player see a card of another hand?",
    # the yes-or-no fields of the actions themselves (spec §1)
    "face_down": "Was the card led face down?",
    "named": "Was the card named rather than faced?",
    "agree": "Does the player agree to the claim or concession?",
    "dispute": "Does the player dispute the claim or concession?",
    "alert": "Was the call alerted?",
    "info_agreed": "Do the opponents agree that this is what happened?",
    "played_after": "Did a later table play the board so?",
}


def fact_label(name: str, lang: str, laws: bool = True) -> str:
    """A fact's name (or a detail's) in words in ``lang`` (a name with no
    label: its words); ``laws=False`` leaves out the laws in brackets, which a
    refusal names itself where they matter (and which differ between the
    editions)."""
    from bridgelaws.i18n import translate

    label = FACT_LABELS.get(name) or DETAIL_LABELS.get(name)
    words = translate(label, lang) if label else name.replace("_", " ")
    return words if laws else re.sub(r" \((?:[^()]|\([^()]*\))*\)$", "", words)


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
        raise found_revoke.FactError(index, "{reason}", reason=not_yes_no(event.fact, event.value))
    if event.fact not in known(registry, table):
        if event.fact in FACT_LABELS:
            # a finding of another edition: say so in words, not its code
            if table.edition.name == "rubber":
                raise found_revoke.FactError(
                    index, "{fact}: the rubber rules have no such finding.", fact=event.fact
                )
            raise found_revoke.FactError(
                index,
                "{fact}: the Laws of {year} have no such finding.",
                fact=event.fact,
                year=table.edition.name,
            )
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
        raise found_revoke.FactError(index, "{reason}", reason=not_yes_no(event.fact, value))
    if answer.kind is AnswerKind.SEAT:
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
        name=FactName(event.fact),
        value=shown(value),
        low=str(answer.low),
        high=str(answer.high),
    )
