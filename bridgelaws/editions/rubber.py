"""The rubber edition: the NBB rubber-bridge rulebook (seed 001) on the same engine.

:class:`Rubber` keeps the shared procedure of the auction and the play and
overrides the hooks where the rubber rules differ: the score (rules 27-34,
:mod:`bridgelaws.scoring.rubber`), the irregularities and their penalties
(rules 7-10 and 38-61, :mod:`bridgelaws.irregularities.rubber` and
:mod:`bridgelaws.irregularities.rubber_rules`) and the revoke
penalty (55). A table record with ``"edition": "rubber"`` is judged by it.

The score of one deal. A rubber deal does not score for one side against the
other: each side writes its own entries (27), and honours go to whichever side
holds them (33). So :meth:`Rubber.score` (the hook every edition has) gives
declarer's side's points for the deal without honours, positive when made
(trick points below plus premiums above the line), negative (the defenders'
undertricks) when not; the table's ``score`` is each side's own entries for the
deal, honours included, worked out from the deal (``{"NS": 620, "EW": 100}``);
and the report adds a ``rubber`` field with the entries, above and below the
line, the honours and the PBN ``ScoreRubber`` value. The vulnerability is the
board's, which a :class:`bridgelaws.rubber.Rubber` sets from the games won
(29): a record says it with ``"vulnerable"``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from typing_extensions import override

from bridgelaws import found_revoke, rules
from bridgelaws.auction import AuctionReview, Violation
from bridgelaws.calls import Contract
from bridgelaws.cards import Card, Seat, Side, Suit
from bridgelaws.editions.base import Edition
from bridgelaws.facts import Facts
from bridgelaws.irregularities import claims, rubber, rubber_revokes, rubber_rules, rubber_tricks
from bridgelaws.irregularities import play as play_rules
from bridgelaws.play import Trick
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ConcedeEvent,
    DirectorEvent,
    Event,
    FactEvent,
    ResponseEvent,
)
from bridgelaws.rulings import EffectKind, IrregularityCode, Ruling
from bridgelaws.scoring.rubber import DealScore, declarer_total, honours_in, score_deal
from bridgelaws.table import Adjustment, Irregularity, Status, Table

__all__ = ["Rubber", "deal_score", "score_rubber_tag"]


def deal_score(table: Table) -> DealScore | None:
    """The sheet entries of the deal a finished table played (27-34), honours
    from its deal; ``None`` while it is not over or when it was dealt again."""
    if table.status is Status.PASSED_OUT:
        return DealScore()
    tricks = table.declarer_tricks()
    declarer = table.declarer
    if tricks is None or table.contract is None or declarer is None:
        return None
    contract = table.contract
    deal = table.board.deal
    honours = None
    if deal is not None and deal.is_complete and contract.denomination is not None:
        honours = honours_in(deal, contract.denomination)
    vulnerable = table.board.vulnerability.is_vulnerable(declarer)
    return score_deal(contract, tricks, vulnerable, honours, declarer)


def score_rubber_tag(score: DealScore) -> str:
    """PBN ``ScoreRubber``: above/below the line for each side."""
    return " ".join(f"{s.name} {score.above(s)}/{score.below(s)}" for s in (Side.NS, Side.EW))


#: a defender's lead out of turn, accepted by any card of declarer's side (46(3))
_DEFENDERS_LEADS = frozenset({"lead_out_of_turn", "opening_lead_out_of_turn"})
#: the rubber rule under which a card or call of the other side accepts an
#: irregularity: a lead out of turn (46(3)), from the wrong hand (45), a call
#: out of turn (39(3)), an insufficient bid (40(3)); the rest name none
_ACCEPTED_BY = {
    "lead_out_of_turn": "46(3)",
    "opening_lead_out_of_turn": "46(3)",
    "lead_from_wrong_hand": "45",
    "bid_out_of_rotation": "39(3)",
    "double_out_of_rotation": "39(3)",
    "insufficient_bid": "40(3)",
}


class Rubber(Edition):
    """The NBB rubber-bridge rules (seed 001)."""

    name: ClassVar[str] = "rubber"
    rule_books: ClassVar[tuple[rules.RuleBook, ...]] = (
        rubber.BOOK,
        rubber_rules.BOOK,
        rubber_revokes.BOOK,
        rubber_tricks.BOOK,
    )
    #: a ruling is followed by a return to the status before it (the rubber
    #: rules' remedies come in the auction and the play alike)
    RESUME_AFTER_RULING: ClassVar[bool] = True
    CALL_AFTER_FINAL_PASS_LAW: ClassVar[str] = "41"
    #: the rubber rules keep their own order for a barred player's call (39, 42)
    BARRED_CALL_OUT_OF_ROTATION_IS_37: ClassVar[bool] = False
    #: no rule counts a call at the turn of a player who must pass as made in
    #: rotation (duplicate 28A): it is a call out of turn under 39
    DEEMED_IN_ROTATION: ClassVar[bool] = False
    #: a penalty demanded by a player not entitled to it (59), or one the
    #: rules do not give (58(1))
    SAME_CALL_LAW: ClassVar[str] = "39(1)"
    FOUND_REVOKE_BY_ORDER: ClassVar[str | None] = "55(6)"
    #: 26: only declarer or a defender claims or concedes; 19: dummy takes no part
    CLAIMERS_LAWS: ClassVar[tuple[str, str]] = ("26", "19")
    #: 26(2): showing cards for a claim never establishes a revoke
    CLAIM_ESTABLISHES_FOUND_REVOKE: ClassVar[bool] = False
    #: 54, 26(1): the disputed claim's own rule says how it is settled
    PLAY_STOPS_AT_CLAIM: ClassVar[str | None] = None
    #: 26: a claim of the last trick is a claim like any other
    CURRENT_TRICK_ONLY_LAW: ClassVar[str | None] = None
    #: 26: the claim ended the play; 54: declarer's disputed claim is played
    #: out as he stated, not from cards played before anyone answered
    CARD_WHILE_CLAIM_OPEN_TEXT = (
        "{seat} played {card} while {claimer}'s claim awaited an answer: the claim "
        "ended the play (26), so the card is not played; declarer and dummy show cards "
        "without penalty (44(4)), and a disputed claim is settled by the rules (26, 54)."
    )
    #: 44, definition XXVI(a): a defender's card put face up while the claim
    #: waits was not played (26) but is exposed: declarer may call it should
    #: play go on (declarer's disputed claim played out as he stated, 54)
    DEFENDER_CARD_WHILE_CLAIM_OPEN_TEXT: ClassVar[dict[bool, str]] = {
        True: "{seat} played {card} while {claimer}'s claim awaited an answer: the claim "
        "ended the play (26), so the card is not played, but it lies face up as an exposed "
        "card (44): if the claim is disputed and played out as declarer stated (54), "
        "declarer may call it whenever {seat} is to lead or play.",
        False: "{seat} played {card} while {claimer}'s claim awaited an answer: the claim "
        "ended the play (26), so the card is not played, but it lies face up as an exposed "
        "card (44): should play go on, declarer may call it whenever {seat} is to lead or "
        "play.",
    }
    #: 55(2): a revoke in the twelfth trick is never established
    TRICK_12_REVOKE_ESTABLISHED: ClassVar[bool] = False
    #: 26(3): tricks a side could not lose, conceded, cannot be claimed
    WON_TRICK_CONCEDED_LAW: ClassVar[str] = "26(3)"
    WON_TRICK_CONCEDED_TEXT: ClassVar[tuple[str, str]] = (
        "{seat} conceded {conceded} tricks with only {left} left to play: his side had "
        "already won the other one, which it could not lose, so the other side cannot "
        "claim it ({law}). The concession of the tricks still to be played stands.",
        "{seat} conceded {conceded} tricks with only {left} left to play: his side had "
        "already won the other {count}, which it could not lose, so the other side cannot "
        "claim them ({law}). The concession of the tricks still to be played stands.",
    )
    #: 23: a trick taken by the wrong side may be put right until the cards
    #: are gathered for the next shuffle (the next deal cut and the score
    #: accepted come later still)
    TRICK_CORRECTION_ENDED_BY: ClassVar[frozenset[str]] = frozenset(
        {"cards_gathered", "next_deal_cut", "rubber_score_accepted"}
    )
    #: 21(2)(a): a card in dummy declarer touched; 21(2)(b): a defender's card
    #: held so that his partner could see its face
    PLAYED_CARD_LAWS: ClassVar[dict[str, str]] = {
        "card_touched": "21(2)(a)",
        "card_held": "21(2)(b)",
    }
    #: 13(4): a double or redouble naming a wrong bid counts as one of the bid made
    MISSTATED_DOUBLE_LAWS: ClassVar[dict[str, str]] = {"X": "13(4)", "XX": "13(4)"}
    MISSTATED_DOUBLE_INFO_LAW: ClassVar[str | None] = None
    WRONG_CHOOSER_LAW: ClassVar[str] = "59"
    NOT_OFFERED_LAW: ClassVar[str] = "58(1)"
    #: the rubber rules have no director: the players settle the irregularity first
    CLAIM_WHILE_RULING_TEXT: ClassVar[dict[str, str]] = {
        "claimed": "{seat} claimed tricks while an irregularity was still being settled: the "
        "claim is not taken; it may be made again once it is settled.",
        "conceded": "{seat} conceded tricks while an irregularity was still being settled: "
        "the concession is not taken; it may be made again once it is settled.",
    }
    #: a second claim or concession while one is open: accepted (26(3)) or settled by 54
    SECOND_CLAIM_TEXT: ClassVar[dict[tuple[str, str], str]] = {
        ("claimed", "agrees"): "{seat}'s claim of {tricks} tricks for his side leaves the "
        "tricks {claimer}'s claim gives: it accepts the claim (26(3)).",
        ("conceded", "agrees"): "{seat}'s concession leaves the tricks {claimer}'s claim "
        "gives: it accepts the claim (26(3)).",
        ("claimed", "disputes"): "{seat}'s claim of {tricks} tricks for his side does not fit "
        "{claimer}'s claim: it disputes the claim, which is settled by rule 54.",
        ("conceded", "disputes"): "{seat}'s concession does not leave the tricks {claimer}'s "
        "claim gives: it disputes the claim, which is settled by rule 54.",
        ("again", "same"): "{seat} claimed again the {first} tricks already claimed for his "
        "side: it changes nothing.",
        ("again", "claimed"): "{seat} claimed {tricks} tricks in all for his side while the "
        "claim of {first} was still open: what was claimed is unclear, and the claim is "
        "settled as a disputed one (54).",
        ("again", "conceded"): "{seat}'s concession changes the {first} tricks claimed for "
        "his side while the claim was still open: what was claimed is unclear, and the claim "
        "is settled as a disputed one (54).",
    }
    #: 55(1)(b): the non-offenders' cards after a corrected revoke, their lead
    #: to the next trick included, go back without penalty
    LATER_CARDS_LAW: ClassVar[str] = "55(1)(b)"
    LEAD_BACK_TEXT: ClassVar[str] = (
        "{winner} won the corrected trick: {seat}'s lead {card} goes back to his hand "
        "without penalty (55(1)(b))."
    )
    PASSED_OUT_CALL_TEXT: ClassVar[str] = (
        "{seat} drew attention after the deal was passed out: there is nothing to settle."
    )
    #: no director ends a rubber deal: the rule the players applied does
    AFTER_BOARD_ENDED_TEXT: ClassVar[dict[str, str]] = {
        "called": "{seat} called {call} after the deal had ended under the rules ({law}): "
        "it has no effect.",
        "played": "{seat} played {card} after the deal had ended under the rules ({law}): "
        "it has no effect.",
    }

    #: no director: the players settle the irregularity first (60)
    KEPT_TEXT: ClassVar[dict[str, str]] = {
        "heading": "Kept until the irregularity is settled:",
        "called": "{seat} called {call} before the irregularity was settled: kept, and "
        "judged once it is",
        "played": "{seat} played {card} before the irregularity was settled: kept, and "
        "judged once it is",
        "showed": "{seat} showed {card} before the irregularity was settled: kept, and "
        "judged once it is",
    }

    @override
    def auction_review(self, table: Table, seat: Seat) -> AuctionReview:
        """17(1): every call, during the auction at one's turn (a) and after
        it until the opening lead (b); 17(2): after the lead only the
        contract and whether it is doubled or redoubled, not by whom, to any
        player at any time."""
        calls = tuple(table.auction.review())
        if table.contract is None or table.play is None:
            at_turn = table.status is Status.AUCTION and table.next is seat
            return AuctionReview(seat, "17(1)(a)", at_turn, calls if at_turn else ())
        if not table.play.tricks and not table.play.current:
            return AuctionReview(seat, "17(1)(b)", True, calls)
        return AuctionReview(seat, "17(2)", contract=table.contract.to_pbn())

    @override
    def score(self, contract: Contract, tricks: int, vulnerable: bool) -> int:
        """Declarer's side's points for the deal, honours aside (30-32, 34)."""
        return declarer_total(contract, tricks, vulnerable)

    @override
    def score_sides(self, table: Table, tricks: int) -> dict[Side, int]:
        """Each side's own entries for the deal, honours included (27, 33)."""
        score = deal_score(table)
        assert score is not None
        return {side: score.total(side) for side in (Side.NS, Side.EW)}

    @override
    def report_fields(self, table: Table, lang: str) -> dict[str, Any]:
        """The report's ``rubber`` field: vulnerability, honours, the entries
        above and below the line, and a new deal if a penalty demanded one."""
        new_deal = next(
            (e for r in table.rulings for e in r.effects if e.kind == EffectKind.NEW_DEAL), None
        )
        out: dict[str, Any] = {
            "vulnerable": table.board.vulnerability.value,
            "new_deal": None
            if new_deal is None or new_deal.seat is None
            else {"dealer": new_deal.seat.letter, "rule": new_deal.laws[0]},
        }
        score = None if new_deal is not None else deal_score(table)
        if score is not None:
            honours = next((e for e in score.entries if e.kind.value == "honours"), None)
            deal = table.board.deal
            held = None
            if honours is not None and deal is not None and table.contract is not None:
                assert table.contract.denomination is not None
                found = honours_in(deal, table.contract.denomination)
                held = found.to_json() if found is not None else None
            out.update(score.to_json())
            out["honours"] = held
            out["score_rubber"] = score_rubber_tag(score)
        return {"rubber": out}

    # -- the procedure's hooks, answered by the rule books -------------------------

    @override
    def establish_revokes(self, table: Table, seat: Seat, trick: int) -> None:
        rubber.establish_revokes(self, table, seat, trick)

    @override
    def accepts(self, table: Table, pending: Irregularity, event: Event) -> bool:
        """46(3): any card the other side plays after a lead out of turn
        accepts it, dummy's included (not only the next hand's); 45: so does
        either defender's card after declarer's lead from the wrong hand."""
        if super().accepts(table, pending, event):
            return True
        return (
            (pending.code in _DEFENDERS_LEADS or pending.code == "lead_from_wrong_hand")
            and isinstance(event, CardEvent)
            and pending.offender is not None
            and event.by.side is not pending.offender.side
        )

    @override
    def accepted_by_action(self, pending: Irregularity, index: int) -> None:
        super().accepted_by_action(pending, index)
        # the rule that lets the other side accept by acting; never a duplicate Law
        pending.accepted_law = self.acceptance_law(pending.code)

    @override
    def acceptance_law(self, code: str) -> str | None:
        return _ACCEPTED_BY.get(code)

    @override
    def before_lead(self, table: Table) -> None:
        rubber.before_lead(self, table)

    @override
    def situation_penalty_card(self, table: Table, seat: Seat, card: Card, kind: str) -> None:
        rubber.situation_exposed_card(table, seat, card)

    @override
    def penalty_card_turn(self, table: Table) -> None:
        rubber.offer_calls(table)

    @override
    def call_run(self, table: Table, events: Any, start: int) -> int:
        return rubber_rules.call_run(self, table, events, start)

    @override
    def card_awaiting_director(
        self, table: Table, index: int, event: CardEvent, pending: Irregularity
    ) -> bool:
        return rubber_rules.card_awaiting_director(self, table, index, event, pending)

    @override
    def card_before_ruling(
        self, table: Table, index: int, event: CardEvent, pending: Irregularity
    ) -> bool:
        return rubber_rules.card_before_ruling(self, table, index, event, pending)

    @override
    def card_played(self, table: Table, seat: Seat, card: Any, lead: bool) -> None:
        rubber.card_played(self, table, seat, card, lead)

    @override
    def card_violation(self, table: Table, seat: Seat, card: Any) -> Violation | None:
        return rubber.card_violation(self, table, seat, card)

    @override
    def irregular_card(
        self, table: Table, index: int, event: CardEvent, violation: Violation
    ) -> bool:
        return rubber.irregular_card(self, table, index, event, violation)

    @override
    def correct_found_revoke(
        self, table: Table, irregularity: Irregularity, ruling: Ruling
    ) -> bool:
        return rubber_rules.correct_found_revoke(self, table, irregularity, ruling)

    @override
    def describe_found_revoke(
        self, table: Table, irregularity: Irregularity, ruling: Ruling, names: dict[str, str]
    ) -> bool:
        found_revoke.describe_rubber(table, irregularity, ruling, names)
        return True

    @override
    def end_play(self, table: Table) -> None:
        rubber.end_play(self, table)

    @override
    def lead_after_correction(self, table: Table, trick: Trick) -> None:
        # 55(1)(b) as 62C1: the lead kept waiting stands or goes back
        play_rules.lead_after_correction(self, table, trick)

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
        return rubber.flag(self, table, index, code, law, offender, message, resume, facts)

    @override
    def awaits_director(self, table: Table, irregularity: Irregularity) -> bool:
        return rubber.awaits_director(self, table, irregularity)

    @override
    def lead_breaks_restriction(self, table: Table, seat: Seat, suit: Suit) -> bool:
        return rubber.lead_breaks_restriction(self, table, seat, suit)

    @override
    def on_call(self, table: Table, index: int, event: CallEvent) -> None:
        rubber_rules.on_call(self, table, index, event)

    @override
    def card_while_claim_open_text(self, table: Table, seat: Seat, claimer: Seat) -> str:
        play = table.play
        if play is None or seat.side is play.declarer.side:
            return self.CARD_WHILE_CLAIM_OPEN_TEXT
        return self.DEFENDER_CARD_WHILE_CLAIM_OPEN_TEXT[claimer is play.declarer]

    @override
    def on_card(self, table: Table, index: int, event: CardEvent) -> None:
        if claims.card_while_claim_open(self, table, index, event):
            rubber.exposed_while_claim_open(table, index, event.by, event.card)
            return
        rubber_rules.on_card(self, table, index, event)

    @override
    def on_choice(self, table: Table, index: int, event: ChoiceEvent) -> None:
        rubber.on_choice(self, table, index, event)

    @override
    def on_claim(self, table: Table, index: int, event: ClaimEvent) -> None:
        super().on_claim(table, index, event)
        rubber.dispute_settled_at_once(table, index)

    @override
    def on_concede(self, table: Table, index: int, event: ConcedeEvent) -> None:
        super().on_concede(table, index, event)
        rubber.dispute_settled_at_once(table, index)

    @override
    def on_response(self, table: Table, index: int, event: ResponseEvent) -> None:
        claim = table.claim
        if (
            event.agree
            and claim is not None
            and claim.concession
            and not claim.disputed
            and table.status is Status.COMPLETE
            and table.pending is None
            and event.by.side is not claim.by.side
        ):
            # 26(3): the other side accepts the concession, which stands
            claim.agreed.add(event.by)
            return
        super().on_response(table, index, event)
        rubber.dispute_settled_at_once(table, index)

    @override
    def on_director(self, table: Table, index: int, event: DirectorEvent) -> None:
        rubber_revokes.on_director(self, table, index, event)

    @override
    def on_fact(self, table: Table, index: int, event: FactEvent) -> None:
        rubber_rules.on_fact(self, table, index, event)

    @override
    def on_unjudged(self, table: Table, index: int, event: Event) -> None:
        rubber.on_unjudged(self, table, index, event)

    @override
    def penalised(self, table: Table, irr: Irregularity) -> bool:
        return rubber_revokes.penalised(self, table, irr)

    @override
    def revoke_adjustments(self, table: Table) -> list[Adjustment]:
        return rubber.revoke_adjustments(self, table)

    @override
    def settle_lead_restrictions(self, table: Table) -> None:
        rubber.settle_lead_restrictions(self, table)
