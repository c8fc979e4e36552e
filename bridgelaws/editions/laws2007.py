"""The Laws of Duplicate Bridge 2007 (seeds 002 and 003), as one class.

:class:`Laws2007` is :class:`~bridgelaws.editions.laws2017.Laws2017` with the
laws that read differently in 2007 overridden, and nothing else: Laws 1-22,
41-47, 65-67 and 77 read the same for what this engine checks. The overrides
are grouped below by law, in the order of the Laws.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

from typing_extensions import override

from bridgelaws import rules
from bridgelaws.auction import Violation
from bridgelaws.calls import Call, Denomination
from bridgelaws.cards import Card, Seat, Suit
from bridgelaws.claims import POLICY_2007, ClaimPolicy
from bridgelaws.editions.laws2017 import Laws2017
from bridgelaws.facts import CallFacts, CardFacts
from bridgelaws.irregularities import auction, leads
from bridgelaws.irregularities.auction import ruled_as
from bridgelaws.irregularities.play import make_penalty_card
from bridgelaws.play import Trick
from bridgelaws.rulings import (
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
from bridgelaws.table import Irregularity, Status, Table

__all__ = ["Laws2007"]


class Laws2007(Laws2017):
    """The Laws of Duplicate Bridge 2007: the settings and rules that differ."""

    name: ClassVar[str] = "2007"
    #: 2007 lets the director adjust for a damaging forced pass under Law 23
    AWARENESS_LAW = "23"
    #: and information from withdrawn calls falls under Law 16D (16C in 2017)
    WITHDRAWN_INFO_LAW = "16D"
    #: 2007 26B: after a withdrawn call that showed no suit (26A is the
    #: suit-showing case) declarer may forbid any one suit
    LEAD_26B_SPARES_SHOWN_SUITS = False
    #: 2007 Law 75 has no numbered paragraphs in B and no D (a mistaken
    #: explanation, its correction by the explainer or his partner, and an
    #: explanation of an agreement that does not exist are all 75B); the
    #: damage from an undisclosed agreement is 40B4 (2017 40B3), and the
    #: deception law 73E has no paragraphs (a false inference from an
    #: opponent's tempo, 2017 73E2, is 73F)
    JUDGMENT_LAWS = MappingProxyType(
        {
            "40B3": "40B4",
            "75B1": "75B",
            "75B2": "75B",
            "75B3": "75B",
            "75D2": "75B",
            "73E1": "73E",
            "73E2": "73F",
            # 2007 73C has no paragraphs: using partner's unauthorised
            # information is penalised under the procedural penalties
            "73C2": "90",
        }
    )
    WRONG_BOARD_AUCTION_LAW = "15C"
    WRONG_BOARD_LAWS = ("15B", "15A", ("12C2a",))
    OTHER_SOURCE_LAWS = ("16C1", "16C2", "16C3")
    BOARD_TURNED_LAW = "7B1"
    OTHER_SOURCE_LATE_ARTIFICIAL = False
    WRONG_HAND_LAWS = ("17D1", "17D2", None, "16D")
    WRONG_HAND_REPEAT_LAWS = ("17D3", ("12C2",), True, "17D4")
    IMPROPER_PROCEDURE_LAWS = MappingProxyType(
        {"question_for_partner": "20G1", "question_to_mislead": "73D2", "own_notes": "20G2"}
    )
    WRONG_CARDS_LAWS: ClassVar[Mapping[str, str]] = MappingProxyType(
        {
            "13A": "13D",
            "13A1": "13D1",
            "13A2": "13D2",
            "13B": "13",
            "13B1": "13A",
            "13B2": "13B",
            "13D": "13C",
            "12C1b": "12C",
        }
    )
    #: 68D: play ceases, no playing on; 70D3: the director may weigh such play
    CARD_WHILE_CLAIM_OPEN_TEXT = (
        "{seat} played {card} while {claimer}'s claim awaited an answer: play had "
        "ceased (68D), so the card is not played; if the claim is disputed, the "
        "director may take it as a sign of how play would have gone (70D3)."
    )
    DEFENDERS_ASK_TEXT = (
        "The defenders may ask declarer and, unless the regulating authority forbids it, "
        "each other whether they have a card of the suit led (61B3): {asker}'s question to "
        "{asked} changes nothing, but what it tells his partner is unauthorized information "
        "for him (16B)."
    )
    EXPOSED_RETURNED_LAW = "24"
    EXPOSED_PENALTY_LAW = "24"
    SKIPPED_TURN_LAW = "17E2"
    # 2007 Law 36 has no C: once the opening lead is faced the auction
    # period is over (22B1) and cannot be reopened under 36A; the contract is
    # the last bid, doubled or redoubled only by calls Law 19 allows (22A2, 19D)
    LATE_INADMISSIBLE_LAW = "19D"
    LATE_INADMISSIBLE_LAWS = ("22B1", "19D")
    LATE_INADMISSIBLE_TEXT = (
        "Attention was drawn to {call} only after the opening lead was faced: the auction "
        "period is over (22B1), and the contract is the last bid, doubled or redoubled "
        "only by calls Law 19 allows (19D)."
    )

    # -- Law 27 (2007, as amended in 2008): the lowest sufficient bid in the same
    # denomination is free of rectification only when the director finds both
    # bids incontrovertibly not artificial (27B1a); a call with the same or a
    # more precise meaning is free too (27B1b); anything else silences partner
    # with Law 26 (2007) lead penalties possible (27B2, B3).

    COMPARABLE_LAWS = ("27B1b",)
    #: 2007 12C1a: the assigned adjusted score replaces the table result
    DAMAGE_LAWS = ("27D", "12C1a")
    B1A_BY_DENOMINATIONS = False
    MEANING_FIRST = False
    INSUFFICIENT_OUT_OF_TURN_LAW = "27A"
    DUMMY_FIRST_LAW = "57C1"
    DECLARER_EARLY_LAW = "57C2"

    REJECT_TEXT = (
        "{call} is withdrawn and {offender} must replace it. With {lowest}, the lowest "
        "bid in the same denomination, when neither bid is artificial, or with a call of "
        "the same or a more precise meaning, the auction goes on without further "
        "rectification (27B1). Any other sufficient bid or a pass: {partner} must pass "
        "for the rest of the auction and a lead penalty may follow (27B2, 26). A double "
        "or redouble is cancelled unless it has the same or a more precise meaning (27B3)."
    )
    SECOND_REJECT_TEXT = (
        "{call} is withdrawn and {offender} must replace it with a legal call; whatever "
        "he calls, {partner} must pass for the rest of the auction and a lead penalty "
        "may follow (27B4, 27B3, 26)."
    )
    REJECT_COMPARABLE_TEXT = (
        "{call} is withdrawn and {offender} must replace it. Only a call of the same or a "
        "more precise meaning lets the auction go on without further rectification "
        "(27B1b). Any other sufficient bid or a pass: {partner} must pass for the rest of "
        "the auction and a lead penalty may follow (27B2, 26). A double or redouble is "
        "cancelled unless it has the same or a more precise meaning (27B3)."
    )
    PASS_NOT_COMPARABLE_TEXT = (
        "A pass has neither the same nor a more precise meaning than the withdrawn {call} (27B1b)."
    )
    ARTIFICIAL_TEXT = "Was either {call} or {replacement} artificial?"
    COMPARABLE_TEXT = (
        "Does {replacement} have the same meaning as the withdrawn {call}, or a more "
        "precise one that lies wholly within it?"
    )
    PREMATURE_JUDGED_TEXT = (
        "The director finds that {replacement} has the same or a more precise meaning: if "
        "{lho} does not accept, the auction goes on from {replacement} without further "
        "rectification (27B1b).",
        "The director finds that {replacement} has neither the same nor a more precise "
        "meaning: if {lho} does not accept, {partner} must pass for the rest of the "
        "auction and a lead penalty may follow (27B2, 26).",
    )

    # -- Laws 30-32 (2007): the same acceptance and cancellation (29), but the
    # consequences turn on whether anyone has bid yet and are fixed penalties,
    # without any test of comparable calls: a pass at partner's turn silences
    # the offender for the rest of the auction and bars partner's double at that
    # turn (30B2); a bid at partner's turn silences partner throughout (31B); a
    # new denomination after RHO bid silences partner throughout (31A2b).

    @override
    def reject_text(self, irregularity: Irregularity) -> tuple[str, str]:
        code, turn = ruled_as(irregularity), irregularity.facts_as(CallFacts).turn
        after_bid = irregularity.facts_as(CallFacts).after_bid
        if code == IrregularityCode.PASS_OUT_OF_ROTATION:
            if turn == "partner" and after_bid:
                return (
                    "{call} is cancelled. {offender} must pass for the rest of the auction, "
                    "and {partner} may not double or redouble at this turn (30B2).",
                    "30B2",
                )
            return (
                "{call} is cancelled and {turn} calls. {offender} must pass at his next "
                "turn ({laws}).",
                "30B1" if after_bid else "30A",
            )
        if turn == "rho" and code != irregularity.code:
            return (
                "{call} is cancelled and {turn} calls. If {turn} passes, {offender} must "
                "repeat {call}; if {turn} calls otherwise, {partner} must pass for the rest "
                "of the auction whatever {offender} calls, and lead penalties may follow "
                "(30C, 31A2b, 26).",
                "30C, 31A2b, 26",
            )
        if turn == "rho" and code == IrregularityCode.DOUBLE_OUT_OF_ROTATION:
            # 32B: no test of the denomination; 32's opening names 26B
            return (
                "{call} is cancelled and {turn} calls. If {turn} passes, {offender} must "
                "repeat {call}, without rectification; if {turn} calls otherwise, "
                "{offender} may make any legal call and {partner} must pass for the rest "
                "of the auction; lead restrictions may follow ({laws}).",
                "32B1, 32B2, 26B",
            )
        if turn == "rho":
            return (
                "{call} is cancelled and {turn} calls. If {turn} passes, {offender} must "
                "repeat {call}; if {turn} calls otherwise, {partner} must pass at his next "
                "turn when {offender} repeats the denomination, and for the rest of the "
                "auction when he does not ({laws}).",
                "31A1, 31A2, 26",
            )
        return (
            "{call} is cancelled and {turn} calls. {partner} must pass for the rest of "
            "the auction; lead penalties may follow ({laws}).",
            "31B, 26" if code == IrregularityCode.BID_OUT_OF_ROTATION else "32A, 26B",
        )

    @override
    def repeat_law(self, irregularity: Irregularity) -> str:
        return "31A1" if ruled_as(irregularity) == IrregularityCode.BID_OUT_OF_ROTATION else "32B1"

    @override
    @rules.ruling(
        IrregularityCode.PASS_OUT_OF_ROTATION,
        IrregularityCode.BID_OUT_OF_ROTATION,
        IrregularityCode.DOUBLE_OUT_OF_ROTATION,
    )
    def rule_out_of_rotation(self, table: Table, irregularity: Irregularity) -> Ruling:
        irregularity.facts_as(CallFacts).after_bid = table.auction.last_bid is not None
        return super().rule_out_of_rotation(table, irregularity)

    @override
    @rules.choice(
        IrregularityCode.PASS_OUT_OF_ROTATION,
        IrregularityCode.BID_OUT_OF_ROTATION,
        IrregularityCode.DOUBLE_OUT_OF_ROTATION,
    )
    def choose_out_of_rotation(self, table: Table, ruling: Ruling, option: Option) -> None:
        irregularity = ruling.irregularity
        offender = irregularity.offender
        assert offender is not None
        if option.code == "accept":
            return super().choose_out_of_rotation(table, ruling, option)
        table.hold(None)
        ruling.effects.extend(option.effects)
        table.move_to(Status.AUCTION)
        code, turn = ruled_as(irregularity), irregularity.facts_as(CallFacts).turn
        if turn != "rho":
            # partner's call made in turn before the ruling stands; the passes
            # imposed now bind from his next turn
            auction.replay_later_calls(self, table, irregularity)
        if code == IrregularityCode.PASS_OUT_OF_ROTATION:
            if turn == "partner" and irregularity.facts_as(CallFacts).after_bid:
                self._oblige(
                    table, ruling, ObligationType.MUST_PASS, offender, ("30B2a",), "rest_of_auction"
                )
                self._oblige(
                    table,
                    ruling,
                    ObligationType.NO_DOUBLE,
                    offender.partner,
                    ("30B2b",),
                    "next_turn",
                )
                self._may_adjust(ruling)  # 30B2: "Law 23 may apply"
            else:
                law = "30B1" if irregularity.facts_as(CallFacts).after_bid else "30A"
                self._oblige(table, ruling, ObligationType.MUST_PASS, offender, (law,), "next_turn")
                if law == "30A":
                    self._may_adjust(ruling)  # 30A: an adjusted score under Law 23
            return None
        if turn == "rho":
            if auction.replacement_awaited(table, ruling):
                table.await_later(ruling)  # RHO's replacement (27B) comes first
            else:
                table.await_replacement(ruling)  # RHO's call and the offender's decide (31A, 32B)
            auction.replay_later_calls(self, table, irregularity)
            return None
        law = "31B" if code == IrregularityCode.BID_OUT_OF_ROTATION else "32A"
        self._oblige(
            table, ruling, ObligationType.MUST_PASS, offender.partner, (law,), "rest_of_auction"
        )
        self._lead_penalty(table, ruling, offender.partner, code)
        self._may_adjust(ruling)  # 31B, 32A: "see Law 23"
        return None

    @override
    def judge_out_of_rotation(self, table: Table, ruling: Ruling) -> None:
        irregularity = ruling.irregularity
        offender = irregularity.offender
        assert offender is not None
        cancelled: Call = irregularity.facts_as(CallFacts).call
        made = Call.parse(ruling.facts["offender_call"])
        bid = ruled_as(irregularity) == IrregularityCode.BID_OUT_OF_ROTATION
        # 31A2b: an artificial pass (30C) never "repeats the denomination"
        named = irregularity.code == IrregularityCode.BID_OUT_OF_ROTATION
        if ruling.facts.get("rho_passed") and made is cancelled:
            # 31A1, 32B1: repeated, no rectification; Law 26 (which Law 32's
            # opening names) needs a different final call, so none follows
            ruling.effects.append(
                Effect(EffectKind.NO_FURTHER_RECTIFICATION, None, ("31A1" if bid else "32B1",))
            )
            return auction.finish_out_of_rotation(self, table, ruling)
        if named and made.is_bid and "artificial" not in ruling.facts:
            # 29C: whether the bid repeats "the denomination" depends on what
            # the cancelled bid specified; only the director can say
            ruling.question = Question(
                "artificial",
                ("29C", "31A2"),
                Message(self.ROTATION_ARTIFICIAL_TEXT, {"call": cancelled.name}),
            )
            table.open_ruling(ruling)
            table.move_to(Status.AWAITING_FACT)
            return None
        if named and made.is_bid and made.denomination in self._denominations(ruling, cancelled):
            laws = ("31A2a", "29C") if ruling.facts.get("artificial") else ("31A2a",)
            self._oblige(
                table, ruling, ObligationType.MUST_PASS, offender.partner, laws, "next_turn"
            )
        else:
            law = "31A2b" if bid else "32B2"
            laws = (law, "29C") if named and ruling.facts.get("artificial") else (law,)
            if bid and not named:
                laws = (law, "30C")
            self._oblige(
                table, ruling, ObligationType.MUST_PASS, offender.partner, laws, "rest_of_auction"
            )
            self._lead_penalty(table, ruling, offender.partner, ruled_as(irregularity))
        self._may_adjust(ruling)  # 31A2a, 31A2b, 32B2: "see Law 23"
        return auction.finish_out_of_rotation(self, table, ruling)

    #: 29C: the question asked before 31A2 can be applied to a bid
    ROTATION_ARTIFICIAL_TEXT = (
        "Was the cancelled {call} artificial? If so, which denominations did it show? "
        "Law 31 then looks at those, not at the denomination it named (29C)."
    )

    def _lead_penalty(
        self, table: Table, ruling: Ruling, seat: Seat, code: IrregularityCode
    ) -> None:
        """Law 26 for a cancelled call out of rotation; 32's opening names
        26B for a double or redouble (it specified no suit)."""
        if code == IrregularityCode.DOUBLE_OUT_OF_ROTATION:
            leads.restrict_lead(self, table, ruling, seat, "26B")
        else:
            self.lead_penalty(table, ruling, seat)

    def _may_adjust(self, ruling: Ruling) -> None:
        """Law 23 (2007): the director may adjust if the forced pass damaged
        the non-offending side."""
        ruling.effects.append(
            Effect(EffectKind.ADJUSTED_SCORE_POSSIBLE, None, (self.AWARENESS_LAW,))
        )

    @staticmethod
    def _denominations(ruling: Ruling, cancelled: Call) -> set[Denomination]:
        """29C: an artificial call out of rotation is judged by the
        denominations it specified (fact ``artificial`` with
        ``denominations``), not the one it named."""
        if ruling.facts.get("artificial"):
            return {Denomination.parse(d) for d in ruling.facts.get("denominations") or ()}
        return {cancelled.denomination} if cancelled.denomination is not None else set()

    def _oblige(
        self,
        table: Table,
        ruling: Ruling,
        kind: ObligationType,
        seat: Seat,
        laws: tuple[str, ...],
        scope: str,
    ) -> None:
        ruling.effects.append(Effect(EffectKind(kind), seat, laws, scope=scope))
        table.oblige(Obligation(kind, seat, laws, scope))

    # -- Law 25 (2007): the test is whether the player corrected himself without
    # pause for thought (25A). An intended change accepted by LHO (25B1)
    # withdraws the first call for a different final call: Law 26 applies to
    # it as to any withdrawn call. A refused one (25B2) leaves the original
    # call standing: the cancelled call's information is 16D's, no Law 26.

    UNINTENDED_TEXT = (
        "Was {first} inadvertent, and did the player replace it without pause for thought?"
    )
    REFUSED_CHANGE_COSTS_LEAD = False
    LATE_CHANGE_LAW = "25A4"
    AUCTION_END_LAW = "25A3"
    CHANGE_OR_ROTATION_TEXT = (
        "Is {second} a change of call? Was {first} inadvertent and did {offender} replace it "
        "by {second} without pause for thought? If so, {second} replaces {first} (25A); if "
        "not, {second} is a call out of rotation."
    )
    CHANGE_OR_FINAL_PASS_TEXT = (
        "Is {second} a change of call? Was {offender}'s pass, the last call of the auction, "
        "inadvertent and did {offender} replace it by {second} without pause for thought? If "
        "so, {second} replaces the pass and the auction goes on (25A); if not, {second} is a "
        "call after the final pass (39)."
    )

    # -- Law 26 (2007): require or prohibit.
    #
    # A withdrawn call that named one suit (26A): if the offender named that suit
    # again in the legal auction there is no restriction; otherwise declarer may
    # require its lead at the partner's first lead, or prohibit it for as long as
    # the partner keeps the lead. Any other withdrawn call (26B): declarer may
    # prohibit one suit of his choice for as long as the partner keeps the lead.

    @override
    def lead_penalty(self, table: Table, ruling: Ruling, seat: Seat) -> None:
        leads.restrict_lead(self, table, ruling, seat, "26")

    @staticmethod
    def withdrawn_suits(table: Table, offender: Seat) -> list[list[Suit]]:
        """For each of the offender's calls withdrawn or cancelled by a ruling
        that made a lead restriction possible for his partner, the suits it
        specified: those it showed when the director found it artificial (with
        ``denominations``), else the suit it named; empty for a call that
        specified no suit alone (a pass, a double, notrump, an artificial call
        showing no suit), which is 26B's."""
        calls: list[list[Suit]] = []
        for ruling in table.rulings:
            if ruling.irregularity.offender is not offender or not any(
                e.kind == EffectKind.LEAD_RESTRICTION_POSSIBLE for e in ruling.effects
            ):
                continue
            facts = ruling.irregularity.facts
            irregular = facts.call if isinstance(facts, CallFacts) else None
            for effect in ruling.effects:
                if (
                    effect.kind in (EffectKind.CALL_WITHDRAWN, EffectKind.CALL_CANCELLED)
                    and effect.seat is offender
                    and effect.call is not None
                ):
                    call = Call.parse(effect.call)
                    if ruling.facts.get("artificial") and call == irregular:
                        shown = [
                            Denomination.parse(d) for d in ruling.facts.get("denominations") or ()
                        ]
                    elif call.is_bid and call.denomination is not None:
                        shown = [call.denomination]
                    else:
                        shown = []
                    calls.append(
                        [
                            Suit(int(d))
                            for d in dict.fromkeys(shown)
                            if d is not Denomination.NOTRUMP
                        ]
                        if Denomination.NOTRUMP not in shown
                        else []
                    )
        for irregularity in table.irregularities:
            # 25B1 accepted by LHO's call, without a ruling: the first call
            # is the withdrawn one
            first = getattr(irregularity.facts, "first", None)
            if (
                irregularity.code == IrregularityCode.CHANGE_OF_CALL
                and irregularity.offender is offender
                and irregularity.accepted_by is not None
                and isinstance(first, Call)
            ):
                named = first.denomination if first.is_bid else None
                if named is None or named is Denomination.NOTRUMP:
                    calls.append([])
                else:
                    calls.append([Suit(int(named))])
        return calls

    @override
    def lead_ruling(self, table: Table, obligation: Obligation) -> Ruling:
        offender = obligation.seat.partner
        withdrawn = self.withdrawn_suits(table, offender)
        suits = [suit for shown in withdrawn for suit in shown]
        named = leads.specified_suits(table, offender)
        chooser = leads.lead_chooser(table, obligation)
        names = {
            "seat": obligation.seat.name.title(),
            "declarer": chooser.name.title() if chooser is not None else "?",
        }
        irregularity = Irregularity(
            IrregularityCode.LEAD_RESTRICTION,
            obligation.laws,
            len(table.record) - 1,
            offender,
            "lead restriction",
        )
        ruling = Ruling(irregularity, ("26",), chooser=chooser)
        if withdrawn and all(withdrawn):
            # 26A: the withdrawn call named suits; those named again are free
            open_suits = [s for s in dict.fromkeys(suits) if s not in named]
            ruling.laws = ("26A",)
            if open_suits:
                ruling.reasoning.append(
                    Message(
                        "The withdrawn call specified {suits} only, which {offender} did not "
                        "specify again in the legal auction: {declarer} may require or forbid "
                        "its lead (26A2)."
                        if len(open_suits) == 1
                        else "The withdrawn call specified {suits} only, which {offender} did "
                        "not specify again in the legal auction: {declarer} may require or "
                        "forbid the lead of one of these suits (26A2).",
                        {
                            **names,
                            "offender": offender.name.title(),
                            "suits": ",".join(suit.letter for suit in open_suits),
                        },
                    )
                )
            for suit in open_suits:
                params = {**names, "suit": suit.letter}
                ruling.options.append(
                    Option(
                        f"require_suit:{suit.letter}",
                        ("26A2a",),
                        Message("{declarer} requires {seat} to lead {suit}.", params),
                        (Effect(EffectKind.LEAD_RESTRICTION, obligation.seat, ("26A2a",)),),
                    )
                )
                ruling.options.append(
                    Option(
                        f"prohibit_suit:{suit.letter}",
                        ("26A2b",),
                        Message(
                            "{declarer} forbids {seat} to lead {suit} for as long as {seat} "
                            "keeps the lead.",
                            params,
                        ),
                        (Effect(EffectKind.LEAD_RESTRICTION, obligation.seat, ("26A2b",)),),
                    )
                )
            if not open_suits:
                ruling.reasoning.append(
                    Message(
                        "The offender named the suit of his withdrawn call again in the legal "
                        "auction: no lead restriction (26A1).",
                        names,
                    )
                )
        else:
            ruling.laws = ("26B",)
            ruling.reasoning.append(
                Message(
                    "The withdrawn call did not specify suits only: {declarer} may forbid "
                    "{seat} to lead one suit of his choice (26B).",
                    names,
                )
            )
            for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
                ruling.options.append(
                    Option(
                        f"prohibit_suit:{suit.letter}",
                        ("26B",),
                        Message(
                            "{declarer} forbids {seat} to lead {suit} for as long as {seat} "
                            "keeps the lead.",
                            {**names, "suit": suit.letter},
                        ),
                        (Effect(EffectKind.LEAD_RESTRICTION, obligation.seat, ("26B",)),),
                    )
                )
        ruling.options.append(
            Option("no_restriction", ruling.laws, Message("{seat} may lead any card.", names))
        )
        return ruling

    @override
    def settle_lead_restrictions(self, table: Table) -> None:
        """26A1 is settled at the end of the auction: a withdrawn call whose
        suits the offender named again in the legal auction leaves his
        partner no restriction at all, whoever is on lead first."""
        super().settle_lead_restrictions(table)
        for obligation in list(table.obligations):
            if (
                obligation.type == ObligationType.LEAD_RESTRICTION
                and obligation.kind == "pending_choice"
            ):
                self._no_restriction_left(table, obligation)

    def _no_restriction_left(self, table: Table, obligation: Obligation) -> bool:
        """26A1: nothing left to restrict, so nothing to choose: the
        restriction is discharged and the ruling says why."""
        ruling = self.lead_ruling(table, obligation)
        if len(ruling.options) != 1:
            return False
        ruling.laws, ruling.chooser, ruling.options = ("26A1",), None, []
        table.discharge(obligation)
        table.add_ruling(ruling)
        return True

    @override
    def before_lead(self, table: Table) -> None:
        play = table.play
        if play is not None and not play.current and table.status is Status.PLAY:
            obligation = leads.restriction(table, play.next_seat, "pending_choice")
            if obligation is not None:
                # a penalty card's 50D2 choice still comes at this lead
                self._no_restriction_left(table, obligation)
        super().before_lead(table)

    @override
    def lead_breaks_restriction(self, table: Table, seat: Seat, suit: Suit) -> bool:
        play = table.play
        required = leads.restriction(table, seat, "require_suit")
        wanted = required.suit if required is not None else None
        if play is not None and not play.current and wanted is not None and wanted is not suit:
            return play.holds_suit(seat, wanted)  # a known card shows he could (61A)
        return super().lead_breaks_restriction(table, seat, suit)

    @override
    def after_trick(self, table: Table, trick: Trick) -> None:
        """A required lead is one lead; a prohibition lasts while the player
        keeps the lead."""
        table.keep_obligations(
            [
                o
                for o in table.obligations
                if not (
                    o.type == ObligationType.LEAD_RESTRICTION
                    and o.kind == "require_suit"
                    and o.seat is trick.leader
                )
            ]
        )
        super().after_trick(table, trick)

    # -- The 2007 play laws where they differ: 53A (a lead out of turn at trick
    # 13 may be accepted), 57A (three options: no required suit; no 57D), 51B2
    # (no 51B2c: the free choice with penalty cards in two suits is 50D2b's).

    TRICK_13_RETRACTED = False
    WRONG_DEFENDER_LAW = "53B"
    RIGHT_LEADER_LAW = "53C"
    PREMATURE_REQUIRE = False
    SEVERAL_SUITS_FREE_LAW = "50D2b"

    @override
    def premature_after_partner(
        self, table: Table, index: int, seat: Seat, card: Card, violation: Violation
    ) -> bool:
        """2007 has no 57D, and 57A covers only a card played before partner:
        a card shown by deliberate play at RHO's turn after partner played is
        a defender's exposed card, a major penalty card (49, 50)."""
        play = table.play
        assert play is not None
        irregularity = Irregularity(
            IrregularityCode.PREMATURE_PLAY,
            ("49", "50"),
            index,
            seat,
            violation.message,
            facts=CardFacts(card=card),
        )
        table.note_irregularity(irregularity)
        irregularity.facts_as(CardFacts).penalty = make_penalty_card(
            table, seat, card, True, ("49", "50")
        )
        return True

    # -- The 2007 differences: 45C4b (any player, until partner plays), 50E (a
    # penalty card's information unauthorised for partner), 62C3 (no joint
    # correction), 62D2 (no 16C: partner may not choose the suggested play),
    # 63A3 (agreeing to a claim), 64B3 (any faced card) and 64C (no 64C2a/b).

    ANY_PLAYER_DESIGNATION = True
    BOTH_REVOKES_CORRECTED = False
    TRICK_12_UI = ("62D2",)
    WON_TRICK_CONCEDED_LAW = "71"
    POINTED_CARD_UNTIL_SIDE_PLAYS = False
    #: 66B: his own last card only until a card is led to the next trick
    OWN_CARD_UNTIL_SIDE_PLAYS = False
    #: 79B2: called after the round ended, the director rules the count
    #: (79C) without having to be sure, but need not raise either side's score
    LATE_COUNT_LAW = "79B2"
    LATE_COUNT_NEEDS_CERTAINTY = False
    #: 79C2: a late correction only where the regulations provide for one
    LATE_SCORE_NEEDS_REGULATION = True
    SPLIT_64C = False
    AGREEMENT_LAW = "63A3"
    PENALTY_CARD_INFO = ("50E2", "unauthorized")
    PENALTY_CARD_ADJUST = "50E3"
    PICKED_UP_INFO_LAW = None
    PLAYED_PENALTY_CARD_LAW = None
    FACED_EXPOSED_CARDS = True
    FOUND_CARD_LAWS = ("12A1",)
    SERIOUS_ERROR_LAW = "12C1b"
    MOST_FAVOURABLE_LAW = "12C1e"
    ASSIGNED_SCORE_LAW = "12C1a"
    NON_BALANCING_LAW = "12C1f"

    # -- Laws 68-71 (2007): 68D ends play after any claim (no playing on), 70C2's
    # "at all likely" and 70E1's "irrational" clause, in :data:`POLICY_2007`.

    claim_policy: ClassVar[ClaimPolicy] = POLICY_2007
