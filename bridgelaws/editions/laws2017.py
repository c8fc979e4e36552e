"""The Laws of Duplicate Bridge 2017 (seed 000), the default edition.

:class:`Laws2017` is the shared procedure of :class:`~bridgelaws.editions.base.Edition`
with the rectifications of the irregularity laws, one rule book (a module of
functions, :mod:`bridgelaws.irregularities`) per group of laws: the auction
(27, 29-32, 36-39), changes of call and cards seen in the auction (24, 25),
lead restrictions (26), the play (41-60), tricks and revokes (13-15, 61-67)
and claims (68-71). Each book registers its rules by irregularity code
(:class:`bridgelaws.rules.RuleBook`); the methods below are the hooks of
:class:`Edition` this edition answers, each handing over to its book.
"""

from __future__ import annotations

from typing import Any, ClassVar

from typing_extensions import override

from bridgelaws import rules
from bridgelaws.auction import Violation
from bridgelaws.calls import Call, Contract
from bridgelaws.cards import Card, Seat, Suit
from bridgelaws.editions.base import Edition
from bridgelaws.facts import Facts
from bridgelaws.irregularities import (
    auction,
    board_control,
    changes,
    claims,
    leads,
    penalties,
    play,
    tricks,
    tricks_won,
)
from bridgelaws.play import Trick
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    DirectorEvent,
    Event,
    FactEvent,
    ResponseEvent,
)
from bridgelaws.rulings import IrregularityCode, Obligation, Option, Ruling
from bridgelaws.scoring.duplicate import score as duplicate_score
from bridgelaws.table import Irregularity, Table

__all__ = ["Laws2017"]


class Laws2017(Edition):
    """The Laws of Duplicate Bridge 2017 (seed 000), in force since 1 Sept 2017."""

    name: ClassVar[str] = "2017"
    rule_books: ClassVar[tuple[rules.RuleBook, ...]] = (
        auction.BOOK,
        changes.BOOK,
        leads.BOOK,
        play.BOOK,
        tricks.BOOK,
        claims.BOOK,
        tricks_won.BOOK,
        penalties.BOOK,
        board_control.BOOK,
    )

    @override
    def score(self, contract: Contract, tricks: int, vulnerable: bool) -> int:
        return duplicate_score(contract, tricks, vulnerable)

    # -- the procedure's hooks, answered by the rule books -------------------------

    @override
    def on_choice(self, table: Table, index: int, event: ChoiceEvent) -> None:
        tricks.either_defender_chooses(table, event)
        if play.either_defender_chooses(self, table, index, event):
            return
        Edition.on_choice(self, table, index, event)

    @override
    def choice_without_director(self, table: Table, index: int, event: ChoiceEvent) -> None:
        claims.choice_without_director(self, table, index, event)

    @override
    def establish_revokes(self, table: Table, seat: Seat, trick: int) -> None:
        tricks.establish_revokes(self, table, seat, trick)

    @override
    def accepts(self, table: Table, pending: Irregularity, event: Event) -> bool:
        return play.accepts(self, table, pending, event)

    @override
    def after_auction(self, table: Table) -> None:
        changes.after_auction(self, table)

    @override
    def after_play(self, table: Table) -> None:
        auction.damage_questions(self, table)

    @override
    def after_trick(self, table: Table, trick: Trick) -> None:
        leads.after_trick(self, table, trick)

    @override
    def before_lead(self, table: Table) -> None:
        play.before_lead(self, table)

    @override
    def call_violation(self, table: Table, seat: Seat, call: Call) -> Violation | None:
        return changes.call_violation(self, table, seat, call)

    @override
    def card_before_ruling(
        self, table: Table, index: int, event: CardEvent, pending: Irregularity
    ) -> bool:
        return play.card_before_ruling(self, table, index, event, pending)

    @override
    def card_awaiting_director(
        self, table: Table, index: int, event: CardEvent, pending: Irregularity
    ) -> bool:
        return play.card_awaiting_director(self, table, index, event, pending)

    @override
    def card_played(self, table: Table, seat: Seat, card: Any, lead: bool) -> None:
        play.card_played(self, table, seat, card, lead)

    @override
    def card_violation(self, table: Table, seat: Seat, card: Any) -> Violation | None:
        return play.card_violation(self, table, seat, card)

    @override
    def change_accepted(self, table: Table, irregularity: Irregularity) -> None:
        changes.change_accepted(self, table, irregularity)

    @override
    def correct_found_revoke(
        self, table: Table, irregularity: Irregularity, ruling: Ruling
    ) -> bool:
        return play.correct_found_revoke(self, table, irregularity, ruling)

    @override
    def final_change_ruling(self, table: Table, irregularity: Irregularity) -> Ruling | None:
        return changes.final_change_ruling(self, table, irregularity)

    @override
    def flag(
        self,
        table: Table,
        index: int,
        code: IrregularityCode,
        law: str | tuple[str, ...],
        offender: Seat | None,
        message: str,
        resume: str | None = None,
        facts: Facts | None = None,
    ) -> Irregularity:
        return tricks.flag(self, table, index, code, law, offender, message, resume, facts)

    @override
    def irregular_card(
        self, table: Table, index: int, event: CardEvent, violation: Violation
    ) -> bool:
        return tricks.irregular_card(self, table, index, event, violation)

    @override
    def late_change_ruling(self, table: Table, irregularity: Irregularity) -> Ruling | None:
        return changes.late_change_ruling(self, table, irregularity)

    @override
    def premature_replacement(
        self, table: Table, index: int, event: CallEvent, ruling: Ruling
    ) -> None:
        auction.premature_replacement(self, table, event, ruling)

    @override
    def late_unintended(self, table: Table, event: FactEvent) -> bool:
        return changes.late_unintended(self, table, event)

    @override
    def lead_breaks_restriction(self, table: Table, seat: Seat, suit: Suit) -> bool:
        return play.lead_breaks_restriction(self, table, seat, suit)

    @override
    def lead_penalty(self, table: Table, ruling: Ruling, seat: Seat) -> None:
        leads.lead_penalty(self, table, ruling, seat)

    @override
    def on_card(self, table: Table, index: int, event: CardEvent) -> None:
        if claims.cards_after_dispute(table, event):
            return
        if claims.card_while_claim_open(self, table, index, event):
            return
        play.on_card(self, table, index, event)

    @override
    def card_while_ruling_waits(self, table: Table, index: int, event: CardEvent) -> bool:
        return play.card_while_ruling_waits(self, table, index, event)

    @override
    def correction_before_claim(self, table: Table, ruling: Ruling) -> None:
        play.correction_before_claim(self, table, ruling)

    @override
    def on_director(self, table: Table, index: int, event: DirectorEvent) -> None:
        claims.on_director(self, table, index, event)

    @override
    def on_fact(self, table: Table, index: int, event: FactEvent) -> None:
        if event.fact == penalties.PENALTY_FACT:
            # 90, 91: given in any phase, whatever ruling is open
            penalties.play_fact_procedural_penalty(self, table, index, event)
            return
        if event.fact == board_control.BOARD_FACT:
            # 7: found in any phase, ruled once an open ruling is done
            board_control.play_fact_board_control(self, table, index, event)
            return
        claims.on_fact(self, table, index, event)

    @override
    def on_response(self, table: Table, index: int, event: ResponseEvent) -> None:
        claims.on_response(self, table, index, event)

    @override
    def on_unjudged(self, table: Table, index: int, event: Event) -> None:
        play.on_unjudged(self, table, index, event)

    @override
    def penalty_card_lead(self, table: Table) -> None:
        play.penalty_card_lead(self, table)

    @override
    def penalty_card_turn(self, table: Table) -> None:
        play.designate_penalty_card(self, table)

    @override
    def revoke_adjustments(self, table: Table) -> list[Any]:
        return tricks.revoke_adjustments(self, table)

    @override
    def end_play(self, table: Table) -> None:
        tricks.end_play(self, table)

    @override
    def play_forced(self, table: Table) -> None:
        play.play_forced_after_withdrawal(self, table)

    @override
    def rescore_revokes(self, table: Table) -> None:
        tricks.rescore_revokes(self, table)

    @override
    def settle_lead_restrictions(self, table: Table) -> None:
        leads.settle_lead_restrictions(self, table)

    # -- the rectifications Laws2007 words differently -----------------------------

    @override
    @rules.ruling(
        IrregularityCode.PASS_OUT_OF_ROTATION,
        IrregularityCode.BID_OUT_OF_ROTATION,
        IrregularityCode.DOUBLE_OUT_OF_ROTATION,
    )
    def rule_out_of_rotation(self, table: Table, irregularity: Irregularity) -> Ruling:
        return auction.rule_out_of_rotation(self, table, irregularity)

    @override
    @rules.choice(
        IrregularityCode.PASS_OUT_OF_ROTATION,
        IrregularityCode.BID_OUT_OF_ROTATION,
        IrregularityCode.DOUBLE_OUT_OF_ROTATION,
    )
    def choose_out_of_rotation(self, table: Table, ruling: Ruling, option: Option) -> None:
        auction.choose_out_of_rotation(self, table, ruling, option)

    @override
    def judge_out_of_rotation(self, table: Table, ruling: Ruling) -> None:
        auction.judge_out_of_rotation(self, table, ruling)

    @override
    def reject_text(self, irregularity: Irregularity) -> tuple[str, str]:
        return auction.reject_text(irregularity)

    @override
    def repeat_law(self, irregularity: Irregularity) -> str:
        return auction.repeat_law(self, irregularity)

    @override
    def lead_ruling(self, table: Table, obligation: Obligation) -> Ruling:
        return leads.lead_ruling(self, table, obligation)

    @override
    @rules.choice(IrregularityCode.LEAD_RESTRICTION)
    def choose_lead_restriction(self, table: Table, ruling: Ruling, option: Option) -> None:
        leads.choose_lead_restriction(self, table, ruling, option)

    @override
    def premature_after_partner(
        self, table: Table, index: int, seat: Seat, card: Card, violation: Violation
    ) -> bool:
        return play.premature_after_partner(self, table, index, seat, card, violation)

    @override
    def rule_exposure(self, table: Table, irregularity: Irregularity) -> Ruling:
        return tricks.rule_exposure(self, table, irregularity)

    @override
    def rule_revoke(self, table: Table, irregularity: Irregularity) -> Ruling:
        return tricks.rule_revoke(self, table, irregularity)

    @override
    def lead_after_correction(self, table: Table, trick: Trick) -> None:
        play.lead_after_correction(self, table, trick)
