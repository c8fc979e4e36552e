"""The procedure all editions share, with one hook per law that may differ."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any, ClassVar, Final

from bridgelaws import fact_names, found_revoke, rules
from bridgelaws.auction import AuctionReview, Violation, out_of_rotation
from bridgelaws.board import Board
from bridgelaws.calls import Call, CallKind, Contract
from bridgelaws.cards import (
    BridgeError,
    Card,
    Deal,
    InputError,
    Seat,
    Side,
    Suit,
    not_yes_no,
    shown,
)
from bridgelaws.claims import POLICY_2017, ClaimPolicy
from bridgelaws.facts import (
    AuctionExposureFacts,
    CallFacts,
    CardFacts,
    Facts,
    RevokeFacts,
    TrickFacts,
)
from bridgelaws.play import Play, Trick
from bridgelaws.record import (
    HELD_UP,
    TOUCHED_IN_DUMMY,
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ConcedeEvent,
    DirectorEvent,
    Event,
    EventError,
    ExposeEvent,
    FactEvent,
    InfoEvent,
    ResponseEvent,
    TableRecord,
)
from bridgelaws.revokes import RUBBER, Revoke, branches
from bridgelaws.rulings import (
    Effect,
    EffectKind,
    IrregularityCode,
    Message,
    Obligation,
    ObligationType,
    Option,
    Ruling,
    new_card_facts,
    new_facts,
)
from bridgelaws.table import (
    MAX_AUCTION_CALLS,
    Adjustment,
    Claim,
    DirectorNote,
    Irregularity,
    Status,
    Table,
)

#: Irregularities the entitled player accepts simply by calling over them
#: (Laws 27A1, 29A), or playing after them (Laws 53A, 54, 55A).
ACCEPTABLE_BY_ACTION = frozenset(
    {
        IrregularityCode.INSUFFICIENT_BID,
        IrregularityCode.CHANGE_OF_CALL,
        IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
        IrregularityCode.PASS_OUT_OF_ROTATION,
        IrregularityCode.BID_OUT_OF_ROTATION,
        IrregularityCode.DOUBLE_OUT_OF_ROTATION,
        IrregularityCode.OPENING_LEAD_OUT_OF_TURN,
        IrregularityCode.LEAD_OUT_OF_TURN,
        IrregularityCode.LEAD_FROM_WRONG_HAND,
    }
)
#: calls that may be the correction of an unintended call (25A): a fact
#: ``unintended`` found before them is kept for them
MAY_CORRECT_UNINTENDED = frozenset(
    {
        "change_of_call",
        "pass_out_of_rotation",
        "bid_out_of_rotation",
        "double_out_of_rotation",
        "call_after_final_pass",
    }
)
#: the law under which the entitled player's own call or card accepts each of them
ACCEPTANCE_LAW = {
    IrregularityCode.INSUFFICIENT_BID: "27A1",
    IrregularityCode.CHANGE_OF_CALL: "25B1",
    IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS: "37A",
    IrregularityCode.PASS_OUT_OF_ROTATION: "29A",
    IrregularityCode.BID_OUT_OF_ROTATION: "29A",
    IrregularityCode.DOUBLE_OUT_OF_ROTATION: "29A",
    IrregularityCode.OPENING_LEAD_OUT_OF_TURN: "54B",
    IrregularityCode.LEAD_OUT_OF_TURN: "53A",
    IrregularityCode.LEAD_FROM_WRONG_HAND: "55A",
    IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD: "52B1",
    IrregularityCode.PREMATURE_PLAY: "60A1",
}


_PLAY = Status.PLAY
#: calls out of rotation that Law 37 rules instead when the caller must pass (35B)
_BARRED_ROTATION = frozenset(
    {IrregularityCode.BID_OUT_OF_ROTATION, IrregularityCode.DOUBLE_OUT_OF_ROTATION}
)
#: calls out of rotation (29-32)
_ROTATION = frozenset(
    {
        IrregularityCode.PASS_OUT_OF_ROTATION,
        IrregularityCode.BID_OUT_OF_ROTATION,
        IrregularityCode.DOUBLE_OUT_OF_ROTATION,
    }
)
#: rulings the director applies at once, after which the calls made before
#: the ruling are judged (9B2); 36A and 38B cancel them instead
_JUDGED_AFTER_RULING = frozenset(
    {
        IrregularityCode.INADMISSIBLE_DOUBLE,
        IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
        IrregularityCode.EXPOSED_CARD_AUCTION,
        IrregularityCode.CHANGE_OF_CALL,
    }
)
#: irregular calls kept while a ruling was made (9B2) that the director,
#: still at the table, rules at once when they are judged
_RULED_WHEN_KEPT = frozenset(
    {
        IrregularityCode.INSUFFICIENT_BID,
        IrregularityCode.CHANGE_OF_CALL,
        IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
        *_ROTATION,
    }
)
#: the most calls a legal auction can have (three passes, then every bid doubled
#: and redoubled with passes between, then three passes)
_LONGEST_AUCTION = 319
#: a lead from dummy's hand out of turn or from the wrong hand: declarer's (55)
_DECLARERS_LEAD = frozenset(
    {IrregularityCode.LEAD_OUT_OF_TURN, IrregularityCode.LEAD_FROM_WRONG_HAND}
)

#: what is said of an action outside the play period, by phase and action
#: (claims belong to the play; nothing is left to play or show after it)
_OUTSIDE_THE_PLAY: Final = {
    "before": {
        "claimed": "{seat} claimed tricks before the play had begun: it has no effect.",
        "conceded": "{seat} conceded tricks before the play had begun: it has no effect.",
    },
    "after": {
        "claimed": "{seat} claimed tricks after the board was over: it has no effect.",
        "conceded": "{seat} conceded tricks after the board was over: it has no effect.",
        "shown": "{seat} showed a card after the board was over: it has no effect.",
        "played": "{seat} played {card} after the board was over: it has no effect.",
        "called": "{seat} called {call} after the board was over: it has no effect.",
    },
}


#: an answer to a claim or concession that comes when nothing can be answered
_RESPONSE_TOO_LATE: Final = {
    "disputed": {
        "agreed": "{seat} agreed after the claim or concession was disputed: it is settled "
        "as a disputed one, so this has no effect.",
        "disputed": "{seat} disputed a claim or concession that is already disputed: it "
        "has no effect.",
    },
    "ruling": {
        "agreed": "{seat} agreed while another ruling was under way: it has no effect.",
        "disputed": "{seat} disputed while another ruling was under way: it has no effect.",
    },
    "settled": {
        "agreed": "{seat} agreed after the claim or concession was settled: it has no effect.",
        "disputed": "{seat} disputed after the claim or concession was settled: it has no effect.",
    },
}


#: the laws of the trick transfers :meth:`Edition.revoke_adjustments` decides
TRANSFER_LAWS: Final = frozenset({"64A1", "64A2", "67B1a", "67B1b"})


def _revoke_law(law: str) -> bool:
    """An adjustment the revokes made, decided afresh when the tricks change:
    a transfer (64A, 67B1; the rubber rules' 55(6)) or 64C's."""
    return law in TRANSFER_LAWS or law.startswith("64C") or law == RUBBER.law


def _kept_again(table: Table, index: int) -> bool:
    """The call at ``index`` waits again behind an irregularity not yet ruled."""
    waiting = [table.pending, *table.deferred]
    if table.active is not None:
        waiting.append(table.active.irregularity)
    return any(w is not None and index in w.later_calls for w in waiting)


def replaceable_after_revoke(table: Table) -> tuple[Irregularity, Seat, Card] | None:
    """62C2: after a non-offender took back his card, the offender's partner
    may replace the card he played after the revoke. He still may while that
    card is the last one played and it is not his turn: a card he plays in
    turn (he won the revoke trick with it and leads) is his lead to the next
    trick, and his card in the revoke trick stands. Returns the revoke, the
    seat and the card that may be replaced."""
    play = table.play
    if play is None or not any(
        isinstance(i.facts, RevokeFacts) and i.facts.may_withdraw for i in table.irregularities
    ):
        return None
    if play.current:
        last, number = play.current[-1], len(play.tricks)
    elif play.tricks and play.tricks[-1].cards:
        last, number = play.tricks[-1].cards[-1], len(play.tricks) - 1
    else:
        return None
    seat, card = last
    if play.next_seat is seat:
        return None
    for irregularity in reversed(table.irregularities):
        facts = irregularity.facts
        if (
            isinstance(facts, RevokeFacts)
            and facts.trick == number
            and (seat, card) in facts.may_withdraw
        ):
            return irregularity, seat, card
    return None


#: 19A3, 19B3 (rubber 13(4)): a double or redouble named another bid
MISSTATED_DOUBLE: Final = "misstated_double"


#: why declarer touched dummy's card, when not to play it (45C3, 21(2)(a))
TOUCH_PURPOSES: Final = {
    "arranging": "Declarer touched {card} in dummy to arrange dummy's cards: it is not played "
    "({law}).",
    "other": "Declarer touched {card} in dummy for another purpose than playing it: it is not "
    "played ({law}).",
}


class Edition:
    """Correct procedure and the rules hooks of one edition of the Laws.

    :meth:`judge` receives each recorded event and updates the table's derived
    state. Subclasses override the hooks of the laws that differ.
    """

    #: the edition's name in records and reports (``"2017"``, ``"2007"``, ``"rubber"``)
    name: ClassVar[str] = "base"

    # -- settings: each declared once, here, with the 2017 value; an edition
    # -- whose law reads differently overrides it ---------------------------------

    #: a ruling keeps the status the table goes back to once it is settled
    #: (the rubber rules' remedies come in the auction and the play alike)
    RESUME_AFTER_RULING: ClassVar[bool] = False
    #: three passes after a pass that took a player's turn (2007: 17E2)
    SKIPPED_TURN_LAW: ClassVar[str] = "17D3"
    #: a call after the final pass (rubber: 41)
    CALL_AFTER_FINAL_PASS_LAW: ClassVar[str] = "39"
    #: where the director adjusts when a forced pass damaged the other side
    #: (2017: 72C; 2007: 23)
    AWARENESS_LAW: ClassVar[str] = "72C"
    #: the law making a withdrawn call's information unauthorised to partner
    #: (2017: 16C; 2007: 16D)
    WITHDRAWN_INFO_LAW: ClassVar[str] = "16C"
    #: 26B lets declarer forbid only a suit the offender did not show in the
    #: legal auction (2017); 2007 26B lets him forbid any one suit
    LEAD_26B_SPARES_SHOWN_SUITS: ClassVar[bool] = True
    #: the 2017 numbers the judgment layer cites (misinformation, 20F, 40, 75)
    #: that the edition numbers otherwise
    JUDGMENT_LAWS: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: what becomes of cards exposed in the auction once it is over: back to
    #: declarer's side, penalty cards of a defender (2017: 24D, 24E; 2007:
    #: Law 24's opening text, which has no lettered sections for them)
    EXPOSED_RETURNED_LAW: ClassVar[str] = "24D"
    EXPOSED_PENALTY_LAW: ClassVar[str] = "24E"
    #: the laws under which a replacement of comparable meaning is free (2017:
    #: 27B1b with 23A; 2007: the same or a more precise meaning, 27B1b)
    COMPARABLE_LAWS: ClassVar[tuple[str, ...]] = ("27B1b", "23A")
    #: 27B1(a) (2017): the lowest bid in "the same denomination(s)" the withdrawn
    #: bid specified is free, artificial or not; 2007 asks for both bids natural
    B1A_BY_DENOMINATIONS: ClassVar[bool] = True
    #: seed 004 (27, 7A-7C): the director finds out what an insufficient bid
    #: meant before he explains LHO's choice (2007 judges both bids after the
    #: replacement)
    MEANING_FIRST: ClassVar[bool] = True
    #: an insufficient bid out of rotation is ruled under Law 31, not 27
    #: (2017 27A2; 2007 27A)
    INSUFFICIENT_OUT_OF_TURN_LAW: ClassVar[str] = "27A2"
    #: 35B: a bid, double or redouble out of rotation by a player who must
    #: pass is ruled under Law 37, not 31 or 32
    BARRED_CALL_OUT_OF_ROTATION_IS_37: ClassVar[bool] = True
    #: 28A: a call at RHO's turn while RHO must pass counts as made in
    #: rotation (both editions); the rubber rules have no such rule (39)
    DEEMED_IN_ROTATION: ClassVar[bool] = True
    #: a defender playing early after dummy handled a card of his own accord
    #: before his RHO played is not rectified (2017: 57C2; 2007: 57C1)
    DUMMY_FIRST_LAW: ClassVar[str] = "57C2"
    #: declarer's card played too soon (not a lead) from either hand is a
    #: played card (2017: 57C3; 2007: 57C2)
    DECLARER_EARLY_LAW: ClassVar[str] = "57C3"
    #: 36C (2017): an inadmissible double or redouble noticed only after the
    #: opening lead leaves the contract as if it had not been made (2007: none)
    LATE_INADMISSIBLE_LAW: ClassVar[str | None] = "36C"
    #: the laws such a ruling cites, and what it says
    LATE_INADMISSIBLE_LAWS: ClassVar[tuple[str, ...]] = ("36", "36C")
    LATE_INADMISSIBLE_TEXT: ClassVar[str] = (
        "Attention was drawn to {call} only after the opening lead was faced: the "
        "contract is recorded as if it had not been made (36C)."
    )
    #: whether an accepted intended change of call can cost a lead
    #: restriction (2017: 25B1 with Law 26; 2007: Law 26, for the first call
    #: is withdrawn and the offender's final call differs)
    CHANGE_COSTS_LEAD: ClassVar[bool] = True
    #: whether a refused one can (2017: 25B2 with Law 26; 2007: no, the
    #: original call stands and the cancelled one is only 16D's)
    REFUSED_CHANGE_COSTS_LEAD: ClassVar[bool] = True
    #: 53A footnote (2017): a lead out of turn at trick 13 is retracted
    TRICK_13_RETRACTED: ClassVar[bool] = True
    #: 53B (2017; 2007 53C): the player whose lead it was leads after an
    #: opponent's lead out of turn: his lead stands, the cards played in error
    #: go back without further rectification (information: WITHDRAWN_INFO_LAW)
    RIGHT_LEADER_LAW: ClassVar[str] = "53B"
    #: 53C (2017; 2007 53B): the defender to the right of the hand declarer led
    #: from out of turn plays to it: the lead stands and Law 57 applies
    WRONG_DEFENDER_LAW: ClassVar[str] = "53C"
    #: 57A (2017): declarer may also require a card of another suit
    PREMATURE_REQUIRE: ClassVar[bool] = True
    #: the law of declarer's choice of no restriction with penalty cards in
    #: two or more suits: 2017 51B2(c); 2007 has no such sub-law, but its
    #: 50D2(b) (no lead required or prohibited) is open at every such lead
    SEVERAL_SUITS_FREE_LAW: ClassVar[str] = "51B2c"
    #: 45C4(b) (2017): only declarer's designation of dummy's card may change,
    #: until declarer plays from either hand; 2007: any player, until partner plays
    ANY_PLAYER_DESIGNATION: ClassVar[bool] = False
    #: 64C2 (2017): the adjustment after a second revoke in one suit (64C2a)
    #: and after revokes by both sides (64C2b) named as such; 2007 has 64C alone
    SPLIT_64C: ClassVar[bool] = True
    #: the law a revoke the director found transfers under when it moves
    #: tricks by the order of the side's revokes, whoever won the revoke
    #: trick (rubber 55(6): two for the first, one for each later one);
    #: None: Law 64A (64A1 two when the offender won it, else 64A2 one)
    FOUND_REVOKE_BY_ORDER: ClassVar[str | None] = None
    #: 62D2: a defender's revoke in trick 12 before his partner played to it
    #: (2017: Law 16C applies; 2007: partner may not choose the play it suggests)
    TRICK_12_UI: ClassVar[tuple[str, ...]] = ("62D2", "16C")
    #: 62C1: the law under which the non-offenders may take back what they
    #: played after a corrected revoke (rubber 55(1)(b))
    LATER_CARDS_LAW: ClassVar[str] = "62C1"
    #: 62C1, 16C2: the non-offenders' lead to the next trick, kept waiting,
    #: goes back because another seat won the corrected trick
    LEAD_BACK_TEXT: ClassVar[str] = (
        "{winner} won the corrected trick: {seat}'s lead {card} goes back to his hand "
        "without rectification (62C1); what it showed is authorized for {side} and "
        "unauthorized for {offenders} (16C2)."
    )
    #: 62C3 (2017): both sides revoked in one trick: both corrected (2007: no such rule)
    BOTH_REVOKES_CORRECTED: ClassVar[bool] = True
    #: 61B3: the defenders may ask declarer and each other whether they
    #: revoked (2017; 2007: unless the regulating authority forbids it)
    DEFENDERS_ASK_TEXT: ClassVar[str] = (
        "The defenders may ask declarer and each other whether they have a card of the "
        "suit led (61B3): {asker}'s question to {asked} changes nothing, but what it tells "
        "his partner is unauthorized information for him (16B)."
    )
    #: 63A4 (2017) agreeing to the opponents' claim; 2007 counts it under 63A3
    AGREEMENT_LAW: ClassVar[str] = "63A4"
    #: 63A3/63A4: a claim or concession the offending side makes or agrees to
    #: establishes a revoke the director found (rubber 26(2): never)
    CLAIM_ESTABLISHES_FOUND_REVOKE: ClassVar[bool] = True
    #: a revoke in the twelfth trick may be established, then corrected all
    #: the same (62D1); rubber 55(2): it is never established
    TRICK_12_REVOKE_ESTABLISHED: ClassVar[bool] = True
    #: 65B3 (2017): a player may point out a card turned the wrong way until
    #: his side leads or plays to the next trick; 2007: declarer at any time,
    #: dummy and the defenders until the lead to the next trick
    POINTED_CARD_UNTIL_SIDE_PLAYS: ClassVar[bool] = True
    #: 66B (2017): declarer or a defender may look at his own last card until
    #: his side has played to the next trick; 2007: until a card is led to it
    OWN_CARD_UNTIL_SIDE_PLAYS: ClassVar[bool] = True
    #: the facts that end the time in which tricks credited wrongly may still
    #: be put right: the correction period (79C); rubber 23: the cards
    #: gathered for the next shuffle (the next deal cut, the score accepted)
    TRICK_CORRECTION_ENDED_BY: ClassVar[frozenset[str]] = frozenset({"correction_period_ended"})
    #: 79B3 (2017): called only after the round ended, the director changes
    #: both sides' scores only when he is sure of the result at the table;
    #: 2007 79B2: he rules the count all the same, but need not raise
    #: either side's score
    LATE_COUNT_LAW: ClassVar[str] = "79B3"
    LATE_COUNT_NEEDS_CERTAINTY: ClassVar[bool] = True
    #: 79C2 (2017): after the correction period a score is corrected when the
    #: director is sure it is wrong and the organiser agrees; 2007: only in
    #: the circumstances the regulations name, both of them satisfied
    LATE_SCORE_NEEDS_REGULATION: ClassVar[bool] = False
    #: 19A3, 19B3: a double or redouble that named the wrong bid counts as one
    #: of the bid made; rubber 13(4) says the same
    MISSTATED_DOUBLE_LAWS: ClassVar[dict[str, str]] = {"X": "19A3", "XX": "19B3"}
    #: 45C3, 45C1: a card in dummy declarer deliberately touched (not to
    #: arrange the cards or reach another), a defender's card held where his
    #: partner could see its face, is played; rubber 21(2)(a), 21(2)(b)
    PLAYED_CARD_LAWS: ClassVar[dict[str, str]] = {
        TOUCHED_IN_DUMMY: "45C3",
        HELD_UP: "45C1",
    }
    #: 19A3, 19B3: Law 16 may apply to what the wording told partner (the
    #: rubber rules have no such law)
    MISSTATED_DOUBLE_INFO_LAW: ClassVar[str | None] = "16"
    #: 50E1 (2017): what a penalty card on the table shows is authorised for all;
    #: 2007 (50E2): other information from seeing it is unauthorised for partner
    PENALTY_CARD_INFO: ClassVar[tuple[str, str]] = ("50E1", "authorized")
    #: the adjusted score when what a penalty card showed damaged the other side
    PENALTY_CARD_ADJUST: ClassVar[str] = "50E4"
    #: 50E2 (2017): a penalty card picked up under 50D2a leaves unauthorized
    #: information for its holder's partner; 2007 has no such rule apart
    PICKED_UP_INFO_LAW: ClassVar[str | None] = "50E2"
    #: 50E3 (2017): once the penalty card is played, how it came about is
    #: unauthorized for partner
    PLAYED_PENALTY_CARD_LAW: ClassVar[str | None] = "50E3"
    #: 64B3: no transfer when the revoke failed to play a penalty card or
    #: dummy's card (2017); 2007: any card faced on the table
    FACED_EXPOSED_CARDS: ClassVar[bool] = False
    #: 67B3 (2017): a played card missing from the quitted cards is put back, and
    #: an adjusted score given if it was played again; 2007 has no such rule (12A1)
    FOUND_CARD_LAWS: ClassVar[tuple[str, ...]] = ("67B3", "12")
    #: Law 12C, an adjusted score: the law that denies the non-offending side
    #: the adjusted score 27D assigns when the non-offenders were damaged
    DAMAGE_LAWS: ClassVar[tuple[str, ...]] = ("27D", "12C1b")
    #: redress for damage its own serious error caused (2017: 12C1e; 2007: 12C1b)
    SERIOUS_ERROR_LAW: ClassVar[str] = "12C1e"
    #: the law under which the director gives each side its most favourable
    #: (most unfavourable) likely result instead of weighting them; 2017 weights
    #: (12C1c) and has no such choice, so ``None``
    MOST_FAVOURABLE_LAW: ClassVar[str | None] = None
    #: the law that makes an assigned score the likely result without the
    #: infraction (2017 12C1b; 2007 has no such sentence: 12C1a assigns it)
    ASSIGNED_SCORE_LAW: ClassVar[str] = "12C1b"
    #: the law that lets the two sides' adjusted scores differ (2007 12C1f);
    #: 2017 says it only through 12C1e, cited with the serious error
    NON_BALANCING_LAW: ClassVar[str | None] = None

    # -- the texts and laws of the auction rectifications (2017 wording; 2007
    # -- words them differently) --------------------------------------------------

    #: a claim or concession while the director is still ruling (9B2): not
    #: taken, and said
    CLAIM_WHILE_RULING_TEXT: ClassVar[dict[str, str]] = {
        "claimed": "{seat} claimed tricks while the director was still ruling: the claim is "
        "not taken; it may be made again once the ruling is complete (9B2).",
        "conceded": "{seat} conceded tricks while the director was still ruling: the "
        "concession is not taken; it may be made again once the ruling is complete (9B2).",
    }
    #: a second claim or concession while one is open (68D), by (who, what)
    SECOND_CLAIM_TEXT: ClassVar[dict[tuple[str, str], str]] = {
        ("claimed", "agrees"): "{seat}'s claim of {tricks} tricks for his side leaves the "
        "tricks {claimer}'s claim gives: it agrees to it (69A).",
        ("conceded", "agrees"): "{seat}'s concession leaves the tricks {claimer}'s claim "
        "gives: it agrees to it (69A).",
        ("claimed", "disputes"): "{seat}'s claim of {tricks} tricks for his side does not fit "
        "{claimer}'s claim: it disputes the claim, and the director rules (68D2, 70).",
        ("conceded", "disputes"): "{seat}'s concession does not leave the tricks {claimer}'s "
        "claim gives: it disputes the claim, and the director rules (68D2, 70).",
        ("again", "same"): "{seat} claimed again the {first} tricks already claimed for his "
        "side: it changes nothing (68D).",
        ("again", "claimed"): "{seat} claimed {tricks} tricks in all for his side while the "
        "claim of {first} was still open: what was claimed is unclear, and the director "
        "rules the claim (70).",
        ("again", "conceded"): "{seat}'s concession changes the {first} tricks claimed for "
        "his side while the claim was still open: what was claimed is unclear, and the "
        "director rules the claim (70).",
    }
    #: a director call after a passed-out board: nothing to rule
    PASSED_OUT_CALL_TEXT: ClassVar[str] = (
        "{seat} called the director after the board was passed out: there is nothing to rule."
    )
    #: play stops at a claim (68D); the rubber rules: None, the claim's own rule
    #: (54 for declarer, 26(1) for a defender) says how it is settled
    PLAY_STOPS_AT_CLAIM: ClassVar[str | None] = "68D"
    #: a card played while a claim awaits the opponents' answer: not played
    CARD_WHILE_CLAIM_OPEN_TEXT: ClassVar[str] = (
        "{seat} played {card} while {claimer}'s claim awaited an answer: play had "
        "ceased (68D), so the card is not played; play goes on only if the claim is "
        "disputed and all four players agree to play on (68D2b)."
    )

    def card_while_claim_open_text(self, table: Table, seat: Seat, claimer: Seat) -> str:
        """How a card ``seat`` played while ``claimer``'s claim awaited its
        answer is said (the rubber rules tell a defender's card from
        declarer's side's)."""
        del table, seat, claimer
        return self.CARD_WHILE_CLAIM_OPEN_TEXT

    #: a call or card after a ruling ended the board (13B2, 15, rubber 42(f), ...)
    AFTER_BOARD_ENDED_TEXT: ClassVar[dict[str, str]] = {
        "called": "{seat} called {call} after the director had ended the board ({law}): "
        "it has no effect.",
        "played": "{seat} played {card} after the director had ended the board ({law}): "
        "it has no effect.",
    }
    #: a call or card made while a ruling is open, kept until it is done
    #: (9B2), as the report lists it (``heading`` above the list)
    KEPT_TEXT: ClassVar[dict[str, str]] = {
        "heading": "Kept until the ruling is done:",
        "called": "{seat} called {call} before the ruling was done: kept, and judged once "
        "it is done (9B2)",
        "played": "{seat} played {card} before the ruling was done: kept, and judged once "
        "it is done (9B2)",
        "showed": "{seat} showed {card} before the ruling was done: kept, and judged once "
        "it is done (9B2)",
    }
    #: what the options of an insufficient bid say (27B)
    REJECT_TEXT: ClassVar[str] = (
        "{call} is withdrawn and {offender} must replace it. With {lowest}, the lowest "
        "bid in the same denomination, or with a comparable call the auction goes on "
        "without further rectification (27B1). Any other sufficient bid or a pass: "
        "{partner} must pass for the rest of the auction and lead restrictions may "
        "follow (27B2, 26B). A double or redouble is cancelled unless it is comparable "
        "(27B3)."
    )
    #: a pass never replaces an insufficient bid free of rectification (23A)
    PASS_NOT_COMPARABLE_TEXT: ClassVar[str] = "A pass is not comparable to the withdrawn {call}."
    #: LHO refuses a second insufficient bid (27B4, ruled as in 27B3)
    SECOND_REJECT_TEXT: ClassVar[str] = (
        "{call} is withdrawn and {offender} must replace it with a legal call; whatever "
        "he calls, {partner} must pass for the rest of the auction and lead restrictions "
        "may follow (27B4, 27B3, 26B)."
    )
    #: LHO's refusal told after the director found the bid artificial and
    #: showing one denomination (27B1a), or none alone (27B1b only)
    REJECT_SHOWN_TEXT: ClassVar[str] = (
        "{call} is withdrawn and {offender} must replace it. With {lowest}, the lowest "
        "bid in the denomination {call} showed, or with a comparable call the auction "
        "goes on without further rectification (27B1). Any other sufficient bid or a "
        "pass: {partner} must pass for the rest of the auction and lead restrictions "
        "may follow (27B2, 26B). A double or redouble is cancelled unless it is "
        "comparable (27B3)."
    )
    REJECT_COMPARABLE_TEXT: ClassVar[str] = (
        "{call} is withdrawn and {offender} must replace it. Only a comparable call "
        "lets the auction go on without further rectification (27B1b). Any other "
        "sufficient bid or a pass: {partner} must pass for the rest of the auction and "
        "lead restrictions may follow (27B2, 26B). A double or redouble is cancelled "
        "unless it is comparable (27B3)."
    )
    #: the question whether a call was artificial (27B1a, 30C)
    ARTIFICIAL_TEXT: ClassVar[str] = (
        "Was {call} artificial (did it name another denomination than its own)?"
    )
    #: the question whether a replacement is comparable (27B1b, 23A)
    COMPARABLE_TEXT: ClassVar[str] = (
        "Is {replacement} comparable to the withdrawn {call} (the same or a more "
        "precise meaning, or the same purpose)?"
    )
    #: 27C: what refusing costs once the director judged the replacement the
    #: offender already made (comparable, not comparable)
    PREMATURE_JUDGED_TEXT: ClassVar[tuple[str, str]] = (
        "The director finds {replacement} comparable: if {lho} does not accept, the "
        "auction goes on from {replacement} without further rectification (27B1b).",
        "The director finds {replacement} not comparable: if {lho} does not accept, "
        "{partner} must pass for the rest of the auction and lead restrictions may "
        "follow (27B2).",
    )
    #: the law of an unintended call replaced at once (25A)
    UNINTENDED_LAWS: ClassVar[tuple[str, ...]] = ("25A",)
    #: the question whether a call was unintended (2017 25A; 2007: without pause for thought)
    UNINTENDED_TEXT: ClassVar[str] = (
        "Was {first} unintended: a mechanical error or a slip of the tongue, not a "
        "change of mind or a loss of concentration?"
    )
    #: the LHO's call over the unintended one may be taken back (2007: 25A4)
    LATE_CHANGE_LAW: ClassVar[str] = "25A6"
    #: no substitution once the auction period is over (2007: 25A3)
    AUCTION_END_LAW: ClassVar[str] = "25A5"
    #: seed 004 first asks whether a second call is a change of call at all
    CHANGE_OR_ROTATION_TEXT: ClassVar[str] = (
        "Is {second} a change of call? Was {first} unintended (a mechanical error or a slip "
        "of the tongue, not a change of mind) and {second} the call {offender} meant? If so, "
        "{second} replaces {first} (25A); if not, {second} is a call out of rotation."
    )
    #: the same question when the offender's own pass ended the auction and
    #: he calls again before the opening lead is faced (25A5, 17D; 2007 25A3)
    CHANGE_OR_FINAL_PASS_TEXT: ClassVar[str] = (
        "Is {second} a change of call? Was {offender}'s pass, the last call of the auction, "
        "unintended (a mechanical error or a slip of the tongue, not a change of mind) and "
        "{second} the call {offender} meant? If so, {second} replaces the pass and the auction "
        "goes on (25A); if not, {second} is a call after the final pass (39)."
    )
    #: who makes a choice the Laws give (10C): the law a choice by anyone
    #: else breaks, and the law of a choice not among the options explained
    #: or made while none is open (rubber: rules 59 and 58(1))
    #: a wrong board found during the auction: 2017 has no law of its own
    #: (15B as in the play); 2007 15C cancels the auction
    WRONG_BOARD_AUCTION_LAW: ClassVar[str | None] = None
    #: a wrong board: the law when a player had played it before, the law
    #: when none had, and the laws of the artificial score (2007: 15B, 15A)
    WRONG_BOARD_LAWS: ClassVar[tuple[str, str, tuple[str, ...]]] = (
        "15B1",
        "15B2",
        ("15B3", "12C2a"),
    )
    #: information from another source: the duty to tell the director, the
    #: director's courses, and the law once a call has been made (2007: 16C)
    OTHER_SOURCE_LAWS: ClassVar[tuple[str, str, str]] = ("16D1", "16D2", "16D3")
    #: a board not lying the right way round (2017 7A says the board stays in
    #: the correct orientation; 2007 7A does not, and 7B1's pockets decide)
    BOARD_TURNED_LAW: ClassVar[str] = "7A"
    #: once a call has been made, may the director still award an artificial
    #: adjusted score for such information (16D3: 16D2c or 16D2d)? 2007 16C3
    #: leaves him only 16C2c: the board is completed, adjusted if it mattered
    OTHER_SOURCE_LATE_ARTIFICIAL: ClassVar[bool] = True
    #: a call made with cards from another board: the law that cancels it,
    #: the law of the new call, the law of the adjusted score once partner
    #: has called (2007: none, the new call decides) and the withdrawn
    #: calls' information (2007 17D1, 17D2, 16D)
    WRONG_HAND_LAWS: ClassVar[tuple[str, str, str | None, str]] = (
        "15A1",
        "15A2b",
        "15A2a",
        "15A2c",
    )
    #: 15A3 (2007 17D3): the offender's call on the board whose cards he had
    #: taken, compared with the call he made with them: the law, the laws of
    #: the adjusted score when it differs, whether that score is artificial,
    #: and the law of the procedural penalty (15A4, 2007 17D4)
    WRONG_HAND_REPEAT_LAWS: ClassVar[tuple[str, tuple[str, ...], bool, str]] = (
        "15A3",
        ("12C",),
        False,
        "15A4",
    )
    #: 20G: improper procedure the director finds (fact ``improper_procedure``),
    #: by kind: a question only for partner's benefit, a question only to
    #: draw a wrong answer, the player's own system card or notes consulted
    #: (2007: 20G1, 73D2, 20G2)
    IMPROPER_PROCEDURE_LAWS: ClassVar[Mapping[str, str]] = MappingProxyType(
        {"question_for_partner": "20G1", "question_to_mislead": "20G2", "own_notes": "20G3"}
    )
    #: Law 13's numbers for the 2017 ones (2007: 13A and 13B for 13B1 and
    #: 13B2, 13C for 13D, 13D for 13A)
    WRONG_CARDS_LAWS: ClassVar[Mapping[str, str]] = {}
    #: the law of a change of call, which the same call said again is not
    #: (rubber: 39(1), "a second, different bid")
    SAME_CALL_LAW: ClassVar[str] = "25"
    WRONG_CHOOSER_LAW: ClassVar[str] = "10C"
    NOT_OFFERED_LAW: ClassVar[str] = "10C1"
    #: how claims are adjudicated (Laws 68-71; 2007 differs in 68D and 70)
    claim_policy: ClassVar[ClaimPolicy] = POLICY_2017

    #: the groups of laws this edition rules with (``irregularities/*``), a
    #: later book's rule replacing an earlier one's for the same code
    rule_books: ClassVar[tuple[rules.RuleBook, ...]] = ()
    #: the rules this edition answers with, collected from its books and its
    #: hierarchy's marked methods
    registry: ClassVar[rules.Registry] = rules.Registry({})

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.registry = rules.collect(cls, cls.rule_books)
        if "name" in vars(cls):
            rules.register_edition(cls.name, cls)

    def table(self, board: Board) -> Table:
        """A new table for ``board`` judged by this edition."""
        return Table(board, self)

    def replay(self, record: TableRecord) -> Table:
        """The table ``record`` gives under this edition (whatever edition
        the record names)."""
        return Table.from_record(record, self)

    def __init__(self) -> None:
        #: the judgment of each kind of event (Table.apply dispatches here)
        self.handlers: dict[type, Callable[[Table, int, Any], None]] = {
            CallEvent: self.on_call,
            CardEvent: self.on_card,
            ExposeEvent: self.on_unjudged,
            DirectorEvent: self.on_director,
            FactEvent: self._named_fact,
            ChoiceEvent: self.on_choice,
            ClaimEvent: self.on_claim,
            ConcedeEvent: self.on_concede,
            ResponseEvent: self.on_response,
            InfoEvent: self.on_information,
        }

    def judge(self, table: Table, index: int, event: Event) -> None:
        self.handlers[type(event)](table, index, event)

    def _named_fact(self, table: Table, index: int, event: FactEvent) -> None:
        """A fact whose name no rule reads is refused, never dropped in silence
        (in every phase); the others go to :meth:`on_fact`."""
        fact_names.check(self.registry, table, index, event)
        self.on_fact(table, index, event)

    # -- hooks ---------------------------------------------------------------------

    def score_sides(self, table: Table, tricks: int) -> dict[Side, int] | None:
        """Each side's score of a finished board when the edition splits it
        itself (rubber: honours go to whoever holds them); ``None``: declarer's
        side scores :meth:`score` and the other side its negative."""
        return None

    def report_fields(self, table: Table, lang: str) -> dict[str, Any]:
        """Fields the edition adds to the spec §2 report (rubber: the deal's
        sheet entries); none by default."""
        return {}

    def late_change_ruling(self, table: Table, irregularity: Irregularity) -> Ruling | None:
        """A call out of rotation that is really a late change of call (25)
        is ruled as such by editions that say so; ``None`` otherwise."""
        return None

    def change_accepted(self, table: Table, irregularity: Irregularity) -> None:
        """A change of call LHO accepted by calling over it (25B1): what the
        edition attaches to it (2017: Law 26 for the withdrawn call)."""

    def premature_replacement(
        self, table: Table, index: int, event: CallEvent, ruling: Ruling
    ) -> None:
        """The offender's own call while LHO's choice on his insufficient bid
        is open: editions with Law 27C take it as his replacement."""

    def late_unintended(self, table: Table, event: FactEvent) -> bool:
        """A fact ``unintended`` that turns an earlier Law 39 ruling into a
        change of call (25A5), applied by editions that say so."""
        return False

    def final_change_ruling(self, table: Table, irregularity: Irregularity) -> Ruling | None:
        """A call after the final pass that may correct an unintended last
        pass (25A5) is asked about or ruled as such; ``None`` otherwise."""
        return None

    def rejudge_unintended(
        self,
        table: Table,
        ruling: Ruling,
        event: FactEvent,
        ruler: Callable[[Table, Irregularity], Ruling],
    ) -> None:
        """The director answered whether the call was a change of call: the
        ruling is made again with that fact (25A or the irregularity's own law)."""
        irregularity = ruling.irregularity
        irregularity.facts.answers["unintended"] = bool(event.value)
        ruling.facts["unintended"] = bool(event.value)
        ruling.question = None
        table.open_ruling(None)
        fresh = ruler(table, irregularity)
        ruling.laws, ruling.chooser, ruling.question = fresh.laws, fresh.chooser, fresh.question
        ruling.options[:] = fresh.options
        ruling.effects[:] = fresh.effects
        ruling.reasoning[:] = fresh.reasoning
        ruling.facts.update(fresh.facts)
        if ruling.options or ruling.question is not None:
            table.open_ruling(ruling)
            table.move_to(Status.AWAITING_CHOICE if ruling.options else Status.AWAITING_FACT)

    def score(self, contract: Contract, tricks: int, vulnerable: bool) -> int:
        """The score of a board for declarer's side (Law 77 in duplicate)."""
        raise NotImplementedError

    # -- hooks of the rectifications that an edition's rule books implement
    # -- (Laws2017, from irregularities/*) and a later edition may override
    # -- (Laws2007); an edition without them never reaches them -----------------

    def rule_out_of_rotation(self, table: Table, irregularity: Irregularity) -> Ruling:
        """The ruling on a call out of rotation (29-32): LHO accepts or the
        call is cancelled, with what follows at the offender's next turn."""
        raise NotImplementedError

    def choose_out_of_rotation(self, table: Table, ruling: Ruling, option: Option) -> None:
        """Apply LHO's choice on a call out of rotation (29A accepts, 29B cancels)."""
        raise NotImplementedError

    def judge_out_of_rotation(self, table: Table, ruling: Ruling) -> None:
        """Once the offender called again at his turn: the passes and lead
        restrictions his replacement costs (30-32)."""
        raise NotImplementedError

    def reject_text(self, irregularity: Irregularity) -> tuple[str, str]:
        """What cancelling a call out of rotation means, for the option's text
        (30-32), and the laws of the branches it names (``{laws}`` in it)."""
        raise NotImplementedError

    def repeat_law(self, irregularity: Irregularity) -> str:
        """The law under which the offender must repeat a call out of rotation
        at RHO's turn after RHO passed (2017: 31A1, 32A1)."""
        raise NotImplementedError

    def lead_ruling(self, table: Table, obligation: Obligation) -> Ruling:
        """Declarer's choice of lead restriction at the offender's partner's
        first lead (Law 26)."""
        raise NotImplementedError

    def choose_lead_restriction(self, table: Table, ruling: Ruling, option: Option) -> None:
        """Apply declarer's choice of lead restriction (Law 26)."""
        raise NotImplementedError

    def premature_after_partner(
        self, table: Table, index: int, seat: Seat, card: Card, violation: Violation
    ) -> bool:
        """A defender's card played before his partner's turn (57; 2017 57D
        when declarer played from both hands); True if judged here."""
        raise NotImplementedError

    def rule_exposure(self, table: Table, irregularity: Irregularity) -> Ruling:
        """The ruling on a card exposed in the play (49-52)."""
        raise NotImplementedError

    def rule_revoke(self, table: Table, irregularity: Irregularity) -> Ruling:
        """The ruling on a revoke the director is called to (61-64)."""
        raise NotImplementedError

    def lead_after_correction(self, table: Table, trick: Trick) -> None:
        """The trick a corrected revoke was in is complete again: the
        non-offenders' lead to the next trick, made before the correction,
        stands or goes back (62C1)."""
        raise NotImplementedError

    def penalised(self, table: Table, irregularity: Irregularity) -> bool:
        """Whether an established revoke still costs tricks (rubber 55(6):
        not when its penalty was lost); always by default."""
        return True

    def correct_found_revoke(
        self, table: Table, irregularity: Irregularity, ruling: Ruling
    ) -> bool:
        """Put a revoke the director found right on the table (62), when the
        edition can; ``False``: the instruction tells the table what to do."""
        return False

    def describe_found_revoke(
        self, table: Table, irregularity: Irregularity, ruling: Ruling, names: dict[str, str]
    ) -> bool:
        """Tell a revoke the director found under this edition's own rules,
        when they are not Laws 62-64 (the rubber rules' 55); ``False``: the
        Laws apply (:func:`bridgelaws.found_revoke._describe`)."""
        return False

    def lead_penalty(self, table: Table, ruling: Ruling, seat: Seat) -> None:
        """A withdrawn call may cost ``seat`` a lead penalty (Law 26); by default
        it is noted as a consequence of the ruling."""
        ruling.effects.append(Effect(EffectKind.LEAD_RESTRICTION_POSSIBLE, seat, ("26",)))

    # -- what a player may have restated (20B, 20C2, 41C) -------------------------

    def auction_review(self, table: Table, seat: Seat) -> AuctionReview:
        """What ``seat`` may have restated now. During the auction every call,
        at his turn, unless he must pass (20B); after the final pass every
        call at his first turn to play, declarer or a defender (20C2); later,
        at his turn to play, only the contract and whether it is doubled or
        redoubled, not by whom (41C). Before the opening lead is faced declarer
        and the leader's partner may have them too (41B), the leader himself
        until he leads (his first turn to play); dummy has no such right."""
        calls = tuple(table.auction.review())
        if table.contract is None or table.play is None:
            barred = any(
                o.type == ObligationType.MUST_PASS and o.seat is seat for o in table.obligations
            )
            at_turn = table.status is Status.AUCTION and table.next is seat and not barred
            return AuctionReview(seat, "20B", at_turn, calls if at_turn else ())
        play = table.play
        if seat is play.dummy:
            return AuctionReview(seat, "41B")
        if not play.tricks and not play.current:
            # before the opening lead: the leader's partner and declarer (41B)
            return AuctionReview(seat, "41B", True, calls)
        if self.lead_face_down(table):
            # 41B: until the lead is faced, the leader's partner and declarer;
            # the leader's own right ended when he led
            leader = play.current[0][0]
            return AuctionReview(
                seat, "41B", seat is not leader, calls if seat is not leader else ()
            )
        # declarer's first turn to play may be dummy's card
        hands = {seat, play.dummy} if seat is play.declarer else {seat}
        played = any(s in hands for t in play.tricks for s, _ in t.cards) or any(
            s in hands for s, _ in play.current
        )
        own_turn = table.next in hands
        if not played:
            # every call at his first turn to play, not before it (20C2)
            return AuctionReview(seat, "20C2", own_turn, calls if own_turn else ())
        return AuctionReview(seat, "41C", contract=table.contract.to_pbn() if own_turn else None)

    # Lead restrictions in the play; editions that ask them at the lead override.
    def settle_lead_restrictions(self, table: Table) -> None:
        """After the final pass: which lead restrictions still bind."""

    def before_lead(self, table: Table) -> None:
        """Before a lead: a choice a restriction gives declarer is asked now."""

    def after_trick(self, table: Table, trick: Trick) -> None:
        """After a trick: restrictions that end when the lead is lost."""

    def lead_breaks_restriction(self, table: Table, seat: Seat, suit: Suit) -> bool:
        """Whether ``seat`` leading ``suit`` breaks a lead restriction."""
        return False

    def accepts(self, table: Table, pending: Irregularity, event: Event) -> bool:
        """Whether ``event`` accepts the pending irregularity by action: the
        offender's LHO calls over it (27A1, 29A) or plays after it (53A, 55A)."""
        if pending.code not in ACCEPTABLE_BY_ACTION or pending.offender is None:
            return False
        acceptor = pending.offender.lho
        if pending.code.endswith("out_of_rotation") or pending.code in (
            IrregularityCode.INSUFFICIENT_BID,
            IrregularityCode.CHANGE_OF_CALL,
            IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
        ):
            return isinstance(event, CallEvent) and event.by is acceptor
        return isinstance(event, CardEvent) and event.by is acceptor

    # -- shared bookkeeping ----------------------------------------------------------

    def accepted_by_action(self, pending: Irregularity, index: int) -> None:
        """The entitled player's call or card at ``index`` accepted ``pending``;
        the law that lets him is kept for the report."""
        pending.accepted = True
        pending.accepted_by = index
        law = self.acceptance_law(pending.code)
        if law is not None:
            pending.accepted_law = law

    def acceptance_law(self, code: str) -> str | None:
        """The law under which the entitled player's own call or card accepts
        an irregularity of ``code`` (``None``: none names it)."""
        return ACCEPTANCE_LAW.get(IrregularityCode(code)) if code in ACCEPTANCE_LAW else None

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
        """Record an irregularity at ``index``; ``facts`` are the facts of
        its kind (fresh ones when not given), ``resume`` the status to go back
        to once it is ruled on."""
        laws = (law,) if isinstance(law, str) else law
        unintended = None
        if (
            code in MAY_CORRECT_UNINTENDED
            and table.early_unintended is not None
            and offender is not None
            and _may_still_correct(table, offender)
            and _last_call_index(table, offender) < table.early_unintended_calls
            and _before_lead(table)
        ):
            unintended, table.early_unintended = table.early_unintended, None
        irregularity = Irregularity(
            code,
            laws,
            index,
            offender,
            message,
            resume=resume,
            facts=facts if facts is not None else new_facts(code),
        )
        if unintended is not None:
            irregularity.facts.answers["unintended"] = unintended
        table.note_irregularity(irregularity)
        stops = (
            code not in ACCEPTABLE_BY_ACTION
            and code != IrregularityCode.REVOKE
            and self.awaits_director(table, irregularity)
        )
        waiting = table.pending
        if (
            stops
            and waiting is not None
            and table.active is None
            and not waiting.accepted
            and waiting.code in ACCEPTABLE_BY_ACTION
            and table.status is Status.AUCTION
        ):
            # an irregularity still open to acceptance (an insufficient bid)
            # when another needs the director (a card shown): the director
            # rules both at the one call (9B), the later one first
            table.deferred.append(waiting)
        if code in ACCEPTABLE_BY_ACTION:
            table.hold(irregularity)
        elif stops:
            # Nothing but the director can sort this out (Law 9B).
            table.hold(irregularity)
            table.await_director()
        if unintended and offender is not None:
            # the director already found the first call unintended (25A): he
            # is at the table, and the correction is ruled now, not left to
            # be accepted by LHO's call
            self.on_director(table, index, DirectorEvent(offender.lho))
        return irregularity

    def awaits_director(self, table: Table, irregularity: Irregularity) -> bool:
        """Whether ``irregularity``, just noted, stops the table until it is
        ruled. The Laws: always (9B1, 9B2: nobody acts before the director has
        explained the rectification; calls made meanwhile are kept, 9B2). An
        edition whose rules let the table go on answers False for the kinds
        it settles later (and keeps them open itself)."""
        return True

    def flag_violation(
        self, table: Table, index: int, seat: Seat, violation: Violation, facts: Facts
    ) -> Irregularity:
        """Record ``seat``'s action at ``index`` as the irregularity
        ``violation`` names, with the facts of its kind."""
        irregularity = self.flag(
            table, index, violation.code, violation.law, seat, violation.message, facts=facts
        )
        play = table.play
        if violation.code in _DECLARERS_LEAD and play is not None and seat is play.dummy:
            irregularity.answerable = play.declarer  # dummy's card is declarer's lead (55)
        return irregularity

    @rules.play_fact(MISSTATED_DOUBLE)
    @rules.rubber_fact(MISSTATED_DOUBLE)
    def misstated_double(self, table: Table, index: int, event: FactEvent) -> bool:
        """19A3, 19B3 (rubber 13(4)): ``by`` named bid ``value`` in doubling or
        redoubling (his last double or redouble); it counts as a double or
        redouble of the bid actually made, whatever he named. Refused, naming
        the action, without such a call or with a value that is no bid."""
        details = event.details or {}
        named_by = details.get("by")
        try:
            seat = Seat.parse(str(named_by)) if named_by is not None else None
            named = Call.parse(str(event.value))
        except BridgeError:
            raise found_revoke.FactError(
                index,
                "fact {fact}: {value} is not a bid, or {by} not a seat",
                fact=event.fact,
                value=shown(event.value),
                by=shown(named_by),
            ) from None
        doubles = [
            (i, s, c)
            for i, (s, c) in enumerate(table.auction.calls)
            if c.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) and (seat is None or s is seat)
        ]
        if named.kind is not CallKind.BID or not doubles:
            raise found_revoke.FactError(
                index,
                "fact {fact}: there is no double or redouble that named {value}",
                fact=event.fact,
                value=shown(event.value),
            )
        at, doubler, call = doubles[-1]
        bid = next(c for s, c in reversed(table.auction.calls[:at]) if c.kind is CallKind.BID)
        law = self.MISSTATED_DOUBLE_LAWS[call.name]
        names = {"seat": doubler.name.title(), "named": named.name, "call": bid.name, "law": law}
        if named == bid:
            table.note_without_effect(
                index,
                doubler,
                Message("{seat} named the bid that was made, {call}: nothing to put right.", names),
            )
            return True
        ruling = self.found_ruling(
            table,
            index,
            IrregularityCode.MISSTATED_DOUBLE,
            (law,),
            doubler,
            f"{names['seat']} named {named.name} in doubling {bid.name}",
            facts=CallFacts(call=call),
        )
        ruling.effects.append(Effect(EffectKind.CALL_STANDS, doubler, (law,), call=call.name))
        ruling.reasoning.append(
            Message(
                "{seat} named {named}, but the bid made was {call}: his double counts as a "
                "double of {call} ({law})."
                if call.kind is CallKind.DOUBLE
                else "{seat} named {named}, but the bid made was {call}: his redouble counts "
                "as a redouble of {call} ({law}).",
                names,
            )
        )
        info = self.MISSTATED_DOUBLE_INFO_LAW
        if info is not None:
            ruling.reasoning.append(
                Message(
                    "What the wording told his partner may be unauthorized information ({info}).",
                    {"info": info},
                )
            )
        return True

    @rules.play_fact(TOUCHED_IN_DUMMY, HELD_UP)
    @rules.rubber_fact(TOUCHED_IN_DUMMY, HELD_UP)
    def card_touched_or_held(self, table: Table, index: int, event: FactEvent) -> bool:
        """45C3, 45C1 (rubber 21(2)): whether a card was played. ``card_touched``
        (``value`` dummy's card; ``"purpose"``: ``arranging`` or ``other`` when
        declarer touched it for that): touched to play, it is played;
        ``card_held`` (``value`` the card, ``by`` the defender; ``"seen"``:
        whether his partner could see its face, default true): seen, it is
        played. A card played so is played now, at its holder's turn; a card
        that would be out of turn or irregular is refused, to be recorded as
        the card played so that its own rules apply."""
        play = table.play
        details = event.details or {}
        try:
            card = Card.parse(str(event.value))
            named = details.get("by")
            held_by = Seat.parse(str(named)) if named is not None else None
        except BridgeError:
            raise found_revoke.FactError(
                index,
                "fact {fact}: {value} is not a card, or {by} not a seat",
                fact=event.fact,
                value=shown(event.value),
                by=shown(details.get("by")),
            ) from None
        if play is None or play.is_complete:
            raise found_revoke.FactError(
                index, "{fact}: the play is not under way", fact=event.fact
            )
        if event.fact == TOUCHED_IN_DUMMY:
            seat = play.dummy
        elif held_by is None or held_by.side is play.declarer.side:
            raise found_revoke.FactError(
                index,
                'fact {fact}: name the defender who held the card with "by"',
                fact=event.fact,
            )
        else:
            seat = held_by
        if not play.holds(seat, card):
            raise found_revoke.FactError(index, "{seat} does not hold {card}", seat=seat, card=card)
        law = self.PLAYED_CARD_LAWS[event.fact]
        names = {"seat": seat.name.title(), "card": card.name, "law": law}
        purpose = details.get("purpose")
        if purpose is not None and purpose not in TOUCH_PURPOSES:
            raise found_revoke.FactError(
                index,
                "fact {fact}: {value} is no purpose of a touch (known: {known})",
                fact=event.fact,
                value=shown(purpose),
                known=", ".join(TOUCH_PURPOSES),
            )
        seen = details.get("seen", True)
        if not isinstance(seen, bool):
            # "maybe" would be read as seen: the card played
            raise found_revoke.FactError(index, "{reason}", reason=not_yes_no("seen", seen))
        played = purpose is None if event.fact == TOUCHED_IN_DUMMY else seen
        if played and (
            table.status is not Status.PLAY
            or table.active is not None
            or table.pending is not None
            or self.card_violation(table, seat, card) is not None
        ):
            raise found_revoke.FactError(
                index,
                "fact {fact}: {card} counts as played ({law}); it is not {seat}'s card to play "
                "now, so record it as the card {seat} played and its own rules apply",
                fact=event.fact,
                card=card,
                law=law,
                seat=seat,
            )
        ruling = self.found_ruling(
            table,
            index,
            IrregularityCode.CARD_TOUCHED_OR_HELD,
            (law,),
            None,
            f"{seat.name.title()}'s {card} was touched or held up",
            facts=CardFacts(card=card),
        )
        if not played:
            ruling.reasoning.append(
                Message(TOUCH_PURPOSES[purpose], names)
                if purpose is not None
                else Message(
                    "{seat} held {card} where his partner could not see its face: it is not "
                    "played ({law}).",
                    names,
                )
            )
            return True
        ruling.reasoning.append(
            Message(
                "Declarer touched {card} in dummy, not to arrange the cards: it is played ({law})."
                if event.fact == TOUCHED_IN_DUMMY
                else "{seat} held {card} where his partner could see its face: it is played "
                "({law}).",
                names,
            )
        )
        ruling.effects.append(Effect(EffectKind.CARD_PLAYED, seat, (law,), card=card.name))
        table.record_played_by_fact(CardEvent(seat, card))
        self.put_card(table, seat, card)
        return True

    def trick_correction_ended(self, table: Table, before: int | None = None) -> bool:
        """Whether a fact of :attr:`TRICK_CORRECTION_ENDED_BY` was given (before
        event ``before``, when named): tricks credited wrongly may then no
        longer be put right (79C; rubber 23)."""
        events = table.record.events if before is None else table.record.events[:before]
        return any(
            isinstance(e, FactEvent)
            and e.fact in self.TRICK_CORRECTION_ENDED_BY
            and e.value is True
            for e in events
        )

    def found_ruling(
        self,
        table: Table,
        index: int,
        code: IrregularityCode,
        laws: tuple[str, ...],
        offender: Seat | None,
        text: str,
        facts: Facts | None = None,
    ) -> Ruling:
        """An irregularity the director finds, recorded with his ruling on it;
        ``facts`` are the facts of its kind (fresh ones when not given)."""
        irregularity = Irregularity(
            code,
            laws,
            index,
            offender,
            text,
            facts=facts if facts is not None else new_facts(code),
        )
        if self.RESUME_AFTER_RULING:
            irregularity.resume = table.status.value
        table.note_irregularity(irregularity)
        ruling = Ruling(irregularity, laws)
        table.add_ruling(ruling)
        return ruling

    def found_while_ruling(
        self,
        table: Table,
        index: int,
        event: FactEvent,
        code: IrregularityCode,
        laws: tuple[str, ...],
        offender: Seat | None,
        text: str,
    ) -> bool:
        """What the director found (fact event ``index``: 15A3, 20G) while
        another ruling is open: listed now and ruled once that ruling is done
        (True); False when nothing is open and it is ruled now."""
        if not table.ruling_open():
            return False
        irregularity = Irregularity(code, laws, index, offender, text, facts=new_facts(code))
        table.wait_for_ruling(index, event, irregularity)
        return True

    def rule_waiting_findings(self, table: Table) -> None:
        """The facts the director found while another ruling was open, ruled
        now that it is done, in the order found; one that opens a ruling of
        its own keeps the rest waiting."""
        while table.waiting_findings and not table.ruling_open():
            index, event = table.waiting_findings.pop(0)
            if isinstance(event, FactEvent):
                self.on_fact(table, index, event)
                continue
            self.judge(table, index, event)
            pending = table.pending
            if (
                pending is not None
                and pending.event == index
                and pending.offender is not None
                and table.status in (Status.AWAITING_DIRECTOR, Status.PLAY)
            ):
                # a card seen in the auction (24), or led after it (54), while
                # the director was ruling: he is still at the table and rules
                # it now (9B)
                self.on_director(table, index, DirectorEvent(pending.offender.lho))

    def card_while_auction_ruling(
        self, table: Table, index: int, event: CardEvent | ExposeEvent
    ) -> bool:
        """A card played or shown in the auction while the director is ruling
        on something else: listed now as a card exposed in the auction (24)
        and ruled once that ruling is done (9B); True if so."""
        if self._auction_ruling_before_lead(table):
            # After the final pass a ruling of the auction is still open (39,
            # 25A): whether the card is the opening lead, one out of turn or a
            # card shown in a resumed auction is known only once it is done (9B).
            table.wait_for_ruling(index, event, None)
            return True
        if (
            table.play is not None
            or table.active is None
            or table.status not in (Status.AWAITING_CHOICE, Status.AWAITING_FACT)
            or table.auction.is_complete
        ):
            return False  # no auction ruling under way (or the auction is over)
        seat, card = event.by, event.card
        irregularity = Irregularity(
            IrregularityCode.EXPOSED_CARD_AUCTION,
            ("24",),
            index,
            seat,
            f"{seat.name.title()} showed {card} during the auction",
            facts=AuctionExposureFacts(card=card, cards=[card], led=isinstance(event, CardEvent)),
        )
        table.wait_for_ruling(index, event, irregularity)
        return True

    @staticmethod
    def _auction_ruling_before_lead(table: Table) -> bool:
        """The auction is over, no card has been played yet, and a ruling on a
        call (or a card shown in the auction) is still open."""
        play = table.play
        if not table.auction.is_complete or (play is not None and (play.tricks or play.current)):
            return False
        open_ = table.active.irregularity if table.active is not None else table.pending
        return (
            table.ruling_open()
            and open_ is not None
            and isinstance(open_.facts, (CallFacts, AuctionExposureFacts))
        )

    def judge_kept_calls(self, table: Table, ruling: Ruling) -> None:
        """9B2 after a ruling the director applied at once (24, 36B, 37B):
        the calls made between the irregularity and the ruling that its law
        does not cancel (36A, 38B do) are judged now, in order, as made after
        it (a replacement the offender made already, partner's call that is
        now a call by a player who must pass, ...)."""
        irregularity = ruling.irregularity
        if (
            irregularity.code not in _JUDGED_AFTER_RULING
            or "36A" in ruling.laws  # cancelled with it
            or not irregularity.later_calls
            or table.active is not None
        ):
            return
        self.replay_later_calls(table, irregularity)

    def replay_later_calls(self, table: Table, irregularity: Irregularity) -> None:
        """The calls kept while ``irregularity`` waited for its ruling (9B2),
        judged now, in order, as made after it."""
        events = table.record.events
        later, irregularity.later_calls = irregularity.later_calls, []
        for index in later:
            event = events[index]
            if type(event) is CallEvent and table.status is Status.AUCTION:
                self.on_call(table, index, event)
                if index in table.listed_early and not _kept_again(table, index):
                    # judged after the calls before it, it was a call in
                    # rotation (it accepted a call out of rotation, 29A)
                    table.unlist_early(index)
        pending = table.pending
        if (
            pending is not None
            and table.active is None
            and pending.event in later
            and not pending.accepted
            and pending.code in _RULED_WHEN_KEPT
            and pending.offender is not None
            and table.status is Status.AUCTION
        ):
            # a kept call that is itself irregular (an insufficient bid, a
            # call out of rotation made before the ruling) and that no later
            # call accepted: the director is still at the table and rules it
            # at once (9B), its chooser choosing now
            self.on_director(table, pending.event, DirectorEvent(pending.offender.lho))

    def ask_now(self, table: Table, ruling: Ruling) -> None:
        """The chooser is asked to choose, or the director to find a fact; with
        neither, the ruler has applied the rectification itself."""
        if ruling.question is not None and ruling.irregularity.facts.ask_first:
            # the director's judgment comes before the choice (seed 004, 10C1)
            table.open_ruling(ruling)
            table.move_to(Status.AWAITING_FACT)
        elif ruling.options:
            table.open_ruling(ruling)
            table.move_to(Status.AWAITING_CHOICE)
        elif ruling.question is not None:
            table.open_ruling(ruling)
            table.move_to(Status.AWAITING_FACT)

    def on_unjudged(self, table: Table, index: int, event: Event) -> None:
        """Events whose rectification belongs to the director's assistant:
        recorded, and left for the ruling to judge."""
        pending = table.pending
        if (
            isinstance(event, ExposeEvent)
            and pending is not None
            and pending.code == IrregularityCode.EXPOSED_CARD_AUCTION
            and pending.offender is event.by
            and table.status is Status.AWAITING_DIRECTOR
        ):
            # more cards of the same player seen before the director came (24C)
            pending.facts_as(AuctionExposureFacts).cards.append(event.card)
            return
        if isinstance(event, ExposeEvent) and table.status in (Status.AUCTION, Status.PLAY):
            code, law = (
                (IrregularityCode.EXPOSED_CARD_AUCTION, "24")
                if table.status is Status.AUCTION
                else (IrregularityCode.EXPOSED_CARD, "49")
            )
            self.flag(
                table,
                index,
                code,
                law,
                event.by,
                f"{event.by.name.title()} exposed {event.card}",
                facts=(
                    AuctionExposureFacts(card=event.card, cards=[event.card])
                    if code is IrregularityCode.EXPOSED_CARD_AUCTION
                    else CardFacts(card=event.card)
                ),
            )
        elif isinstance(event, ExposeEvent) and not self.card_while_auction_ruling(
            table, index, event
        ):
            self._outside_the_play(table, index, event.by, "shown")

    def _outside_the_play(
        self,
        table: Table,
        index: int,
        seat: Seat,
        action: str,
        card: Card | None = None,
        call: str | None = None,
    ) -> None:
        """A claim or a concession before the play began, or one of those, a
        card shown or a card played after the board was over: kept in the
        record and said, no effect."""
        if table.status in (Status.COMPLETE, Status.PASSED_OUT) or (
            table.play is not None and table.play.is_complete
        ):
            # also while a question about the board waits (a found revoke's facts)
            text = _OUTSIDE_THE_PLAY["after"][action]
        elif table.play is None and action in _OUTSIDE_THE_PLAY["before"]:
            text = _OUTSIDE_THE_PLAY["before"][action]  # also while an auction ruling is open
        elif table.status is not Status.PLAY and action in self.CLAIM_WHILE_RULING_TEXT:
            text = self.CLAIM_WHILE_RULING_TEXT[action]
        elif action == "shown" and table.claim is not None and table.claim.disputed:
            # a card shown while the disputed claim is settled (68D; rubber 54)
            text = (
                "{seat} showed a card while the disputed claim is being settled: it has no effect."
            )
        elif (
            action == "shown"
            and table.active is not None
            and table.active.question is not None
            and table.active.question.fact == found_revoke.RESTORED
        ):
            text = (
                "{seat} showed a card while tricks 12 and 13 are played again: only the number "
                "of tricks each side won counts."
            )
        else:
            return
        params = {"seat": seat.name.title()}
        if card is not None:
            params["card"] = card.name
        if call is not None:
            params["call"] = call
        table.note_without_effect(index, seat, Message(text, params))

    def on_information(self, table: Table, index: int, event: InfoEvent) -> None:
        """Alerts, explanations, extraneous information and 21B1 changes are
        judged by :mod:`bridgelaws.judgment` from the record; the auction and
        play state do not change here."""

    def on_director(self, table: Table, index: int, event: DirectorEvent) -> None:
        pending = table.pending
        if pending is not None and table.active is None:
            ruler = self.registry.get(rules.Hook.RULING, pending.code)
            if ruler is None:
                table.await_director()  # no automatic ruling for it yet
                return
            before = len(table.rulings)
            ruling: Ruling = ruler(self, table, pending)
            for fact, value in pending.facts.answers.items():
                ruling.facts.setdefault(fact, value)  # established before the ruling
            shown = pending.facts.answer_details.get("artificial", {}).get("denominations")
            if isinstance(shown, list | str) and shown:
                ruling.facts.setdefault("denominations", list(shown))
            # a ruler may itself raise a later choice (e.g. a lead restriction):
            # this ruling comes first, the pending choice stays last (spec §2)
            table.add_ruling(ruling, at=before)
            self.ask_now(table, ruling)  # or the ruler applied it itself (e.g. 37B, 38, 39)
            self.judge_kept_calls(table, ruling)
            if table.deferred and table.active is None and table.pending is None:
                # 9B: the irregularity that waited behind this one is ruled now
                table.hold(table.deferred.pop())
                self.on_director(table, index, event)
            return
        if table.active is not None:
            return  # the director is already at the table, ruling
        if pending is not None or (table.claim is not None and table.claim.disputed):
            table.await_director()
        elif table.status is Status.PASSED_OUT and not table.deferred:
            # kept in the record and said: a passed-out board leaves nothing to rule
            table.note_without_effect(
                index, event.by, Message(self.PASSED_OUT_CALL_TEXT, {"seat": event.by.name.title()})
            )

    def on_fact(self, table: Table, index: int, event: FactEvent) -> None:
        """The director's answer to the question the active ruling asks. A fact
        established before the ruling is kept for it; one given while a choice
        is pending may change the options (e.g. an artificial pass, 30C)."""
        if event.fact == MISSTATED_DOUBLE:
            # found in the auction, where no play fact is dispatched (19A3, 19B3)
            self.misstated_double(table, index, event)
            return
        if event.fact in (TOUCHED_IN_DUMMY, HELD_UP):
            # while another ruling waits: judged all the same, never kept as
            # an answer to that ruling (45C1, 45C3)
            self.card_touched_or_held(table, index, event)
            return
        active = table.active
        if event.fact in found_revoke.FACTS and not (
            active is not None
            and active.irregularity.code == IrregularityCode.DEFECTIVE_TRICK
            and active.question is not None
            and active.question.fact == event.fact
        ):
            # spec §6: a revoke the director found, and the facts about it (a
            # revoke that is not given as one is refused there, naming the action)
            found_revoke.on_fact(self, table, index, event)
            return
        if self.late_unintended(table, event):
            return
        ruling = table.active
        if ruling is None:
            pending = table.pending
            if pending is not None:
                pending.facts.answers[event.fact] = event.value
                if event.details:
                    pending.facts.answer_details[event.fact] = dict(event.details)
            elif table.replacing is not None:
                # established while the offender's next call is awaited (27B, 30-32)
                self.keep_fact(table.replacing, event)
            elif event.fact == "unintended" and table.auction.calls and _before_lead(table):
                # 25A: found before the correcting call; kept for it (about a
                # call made by then, not for any later one)
                table.early_unintended = bool(event.value)
                table.early_unintended_calls = len(table.auction.calls)
            elif event.fact == "deliberate":
                # 50B: how a card shown in the auction was exposed decides its
                # kind once it becomes a penalty card (24E)
                exposed = [
                    r
                    for r in table.rulings
                    if r.irregularity.code == IrregularityCode.EXPOSED_CARD_AUCTION
                ]
                if exposed:
                    self.keep_fact(exposed[-1], event)
            return
        if ruling.question is None or event.fact != ruling.question.fact:
            handler = self.registry.get(rules.Hook.REFACT, ruling.irregularity.code)
            if handler is not None and ruling.chosen is None:
                handler(self, table, ruling, event)
            else:
                self.keep_fact(ruling, event)  # for a question still to come
            return
        handler = self.registry.get(rules.Hook.FACT, ruling.irregularity.code)
        if handler is not None:
            handler(self, table, ruling, event)
            self.judge_kept_calls(table, ruling)  # the ruling may be complete now

    @staticmethod
    def keep_fact(ruling: Ruling, event: FactEvent) -> None:
        """A fact given before its question is asked: the ruling uses it then."""
        ruling.facts.setdefault(event.fact, event.value)
        denominations = event.details.get("denominations") if event.details else None
        if denominations:
            ruling.facts.setdefault("denominations", list(denominations))

    def on_choice(self, table: Table, index: int, event: ChoiceEvent) -> None:
        ruling = table.active
        if (
            ruling is not None
            and table.status is Status.AWAITING_FACT
            and ruling.irregularity.facts.ask_first
            and ruling.chosen is None
            and ruling.option(event.option) is not None
            and event.by is ruling.chooser
        ):
            # the choice made before the director's question was answered: the
            # question waits for the replacement, as it would after the choice
            ruling.question = None
            table.move_to(Status.AWAITING_CHOICE)
        if ruling is not None and table.status is Status.AWAITING_CHOICE:
            option = ruling.option(event.option)
            if option is None or event.by is not ruling.chooser or ruling.chosen is not None:
                # not the entitled player, or not an option on offer: kept in
                # the record, without effect, and the report says why (10C)
                self.choice_without_effect(table, index, event, ruling)
                return
            ruling.chosen = option.code
            table.open_ruling(None)
            self.apply_choice(table, ruling, option)
            self.judge_kept_calls(table, ruling)
            return
        self.choice_without_director(table, index, event)

    def apply_choice(self, table: Table, ruling: Ruling, option: Option) -> None:
        """Apply ``option`` of ``ruling`` by the rule registered for its
        irregularity (every ruling that offers options has one)."""
        handler = self.registry.get(rules.Hook.CHOICE, ruling.irregularity.code)
        if handler is None:
            raise BridgeError(f"no rule applies a choice on {ruling.irregularity.code}")
        handler(self, table, ruling, option)

    def choice_without_director(self, table: Table, index: int, event: ChoiceEvent) -> None:
        # Law 54A: after a faced opening lead out of turn, declarer may spread his
        # hand and become dummy; his partner becomes declarer.
        pending = table.pending
        if (
            event.option == "become_dummy"
            and pending is not None
            and pending.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
            and table.play is not None
            and event.by is table.play.declarer
        ):
            pending.accepted = True
            table.hold(None)
            play = table.play
            play.declarer = play.dummy
            play.dummy = event.by
            assert pending.offender is not None
            self.put_card(table, pending.offender, pending.facts_as(CardFacts).card)
            return
        self.choice_without_effect(table, index, event, table.active)

    def choice_without_effect(
        self, table: Table, index: int, event: ChoiceEvent, ruling: Ruling | None
    ) -> None:
        """A choice that changes nothing (10C): made by someone who does not
        choose, not one of the options explained, made again after the
        choice, or made while no choice is open. It stays in the record and
        the report tells the director why it has no effect."""
        seat = event.by.name.title()
        wrong, not_offered = self.WRONG_CHOOSER_LAW, self.NOT_OFFERED_LAW
        if ruling is None:
            reason = Message(
                "{seat} made a choice while no choice was open ({law}): it has no effect.",
                {"seat": seat, "law": not_offered},
            )
        elif ruling.chosen is not None:
            reason = Message(
                "{seat} chose again after the choice was made ({law}): it has no effect.",
                {"seat": seat, "law": wrong},
            )
        elif ruling.chooser is not None and event.by is not ruling.chooser:
            reason = Message(
                "{seat} made a choice, but {chooser} chooses here ({law}): it has no effect.",
                {"seat": seat, "chooser": ruling.chooser.name.title(), "law": wrong},
            )
        elif table.status is not Status.AWAITING_CHOICE:
            reason = Message(
                "{seat} made a choice before the director had explained the options ({law}): "
                "it has no effect.",
                {"seat": seat, "law": not_offered},
            )
        elif ruling.chooser is None:
            reason = Message(
                "{seat} made a choice, but the director chooses here ({law}): it has no effect.",
                {"seat": seat, "law": wrong},
            )
        else:
            reason = Message(
                "{seat} chose something that is not one of the options explained ({law}): "
                "it has no effect and the choice is still open.",
                {"seat": seat, "law": not_offered},
            )
        table.note_without_effect(index, event.by, reason)

    # -- auction (Laws 17-22) -----------------------------------------------------

    def on_call(self, table: Table, index: int, event: CallEvent) -> None:
        seat, call = event.by, event.call
        if self._said_again(table, index, event):
            # the same call said twice before anyone else called: no change of
            # call (25), no call out of rotation; kept, without effect
            table.note_without_effect(
                index,
                seat,
                Message(
                    "{seat} made the same call {call} again: that is no change of call ({law}) "
                    "and it has no effect.",
                    {"seat": seat.name.title(), "call": call.name, "law": self.SAME_CALL_LAW},
                ),
            )
            return
        if self._followed_up(table, index, event):
            return
        if table.status is not Status.AUCTION:
            play = table.play
            if (
                play is not None
                and play.is_complete
                and table.ended_by is None
                and not table.auction.is_complete
            ):
                # a situation's board played out (spec §6: its auction is not on
                # the record), a question about it perhaps still open: no call
                # belongs to it any more
                self._outside_the_play(table, index, seat, "called", call=call.name)
            elif self._lead_choice_open(table):
                # the auction is over and declarer's choice at the opening lead
                # (26B, 50D2) is open: the call comes after the final pass (39);
                # the choice is withdrawn and offered again after that ruling
                active = table.active
                assert active is not None
                table.withdraw_ruling(active)
                table.open_ruling(None)
                table.move_to(Status.PLAY)
                # marked before it is flagged: a director already at the table
                # (25A) rules it at once, and then offers the choice again
                self.judge_call_after_final_pass(table, index, event, lead_choice_withdrawn=True)
            elif self._opening_lead_ruling_open(table):
                self.rule_call_during_lead_ruling(table, index, event)
            elif table.status is Status.COMPLETE and not table.auction.is_complete:
                # the board ended by a ruling in the auction (13B2): no final
                # pass was made, so this is no call after it (39); it changes
                # nothing, and the report says so
                ended = table.rulings[-1].laws[0] if table.rulings else "12C"
                table.note_without_effect(
                    index,
                    seat,
                    Message(
                        self.AFTER_BOARD_ENDED_TEXT["called"],
                        {"seat": seat.name.title(), "call": call.name, "law": ended},
                    ),
                )
            elif table.status in (Status.PLAY, Status.COMPLETE, Status.PASSED_OUT):
                self.judge_call_after_final_pass(table, index, event)
            elif table.status is Status.AWAITING_DIRECTOR and table.pending is not None:
                # calls made before the director rules (38D, 39B ask about them)
                table.pending.later_calls.append(index)
                self.list_kept_call(table, index, event, table.pending)
                if table.pending.code == IrregularityCode.CALL_AFTER_FINAL_PASS:
                    # another call after the final pass: its own 39, ruled once
                    # the first is (9B)
                    table.wait_for_ruling(index, event, None)
            elif self._chooser_calls(table, seat):
                # 27A1, 29A, 25B1: the entitled player calling over the
                # irregularity accepts it, also once his options are explained
                active = table.active
                assert active is not None
                option = active.option("accept")
                assert option is not None
                active.chosen = option.code
                table.open_ruling(None)
                self.apply_choice(table, active, option)
                self.on_call(table, index, event)
            elif self._call_while_ruling(table, seat):
                # 9B2: nobody acts before the director has explained the
                # rectification; a call made while the chooser's choice (or the
                # director's finding) is open is kept and judged after the choice
                active = table.active
                assert active is not None
                active.irregularity.later_calls.append(index)
                if active.chosen is None:
                    self.list_kept_call(table, index, event, active.irregularity)
                    self.premature_replacement(table, index, event, active)
            elif table.play is None and not table.auction.is_complete and table.ruling_open():
                # 9B2: a call made while another auction ruling (a choice of
                # the rubber rules, 25B, ...) is open: judged once it is done,
                # as made then; nothing recorded is lost
                table.wait_for_ruling(index, event, None)
            elif table.play is not None and table.ruling_open():
                # 9B: a call during the play while a play ruling waits for a
                # fact or a choice: the director, at the table, lists it now as
                # a call after the final pass (39) and rules it once that ruling
                # is done
                table.wait_for_ruling(index, event, self._call_after_final_pass(index, event))
            return
        pending = table.pending
        if (
            pending is not None
            and pending.code.endswith("out_of_rotation")
            and seat is table.auction.next_seat
            and pending.offender is not None
            and seat.side is not pending.offender.side
        ):
            # Law 28B: the opponent whose turn it was calls before any ruling: the
            # call out of rotation is cancelled, without rectification.
            pending.laws = (*pending.laws, "28B")
            pending.facts.cancelled = index
            table.hold(None)
            pending = None
        if pending is not None:
            if not self.accepts(table, pending, event):
                # a call before the director has ruled (27C, 36A, 37A, 38D ask about it)
                pending.later_calls.append(index)
                table.await_director()
                self.list_kept_call(table, index, event, pending)
                return
            self.accepted_by_action(pending, index)
            table.hold(None)
            assert pending.offender is not None
            if pending.code == IrregularityCode.CHANGE_OF_CALL:
                # 25B1: the changed call replaces the first and is judged as made now
                pending.facts_as(CallFacts).first = table.auction.calls[-1][1]
                table.auction.withdraw_last()
                self.on_call(
                    table,
                    pending.event,
                    CallEvent(pending.offender, pending.facts_as(CallFacts).call),
                )
                self.change_accepted(table, pending)
                self.on_call(table, index, event)
                return
            self.add_accepted_call(table, pending)
            if pending.code == IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS:
                # 37A: the call stands; a pass owed only at that turn is spent,
                # a pass owed for the rest of the auction still binds
                table.keep_obligations(
                    [
                        o
                        for o in table.obligations
                        if not (o.seat is pending.offender and o.scope == "next_turn")
                    ]
                )
            if table.auction.is_complete and self.revert_skipped_turn(table):
                # 17D3: the accepting call followed the cancelled pass; it goes too
                pending.facts.cancelled = index
                return
            if self.auction_over(table):
                self.judge_call_after_final_pass(table, index, event)
                return
            replacing = table.replacing
            if (
                replacing is not None
                and replacing.irregularity.offender is seat
                and self._followed_up(table, index, event)
            ):
                # the call that accepted RHO's irregular call is also the
                # offender's call a ruling waits for (31A2 after RHO's
                # insufficient bid: "rectified as usual", then judged)
                return
        if (
            table.obligations
            and seat is not table.auction.next_seat
            and self.deemed_in_rotation(table, index, seat, call)
        ):
            # the deemed pass ended the auction: this call comes after it (39)
            self.judge_call_after_final_pass(table, index, event)
            return
        violation = self.call_violation(table, seat, call)
        if (
            violation is None
            or violation.code == IrregularityCode.INSUFFICIENT_BID
            or (self.BARRED_CALL_OUT_OF_ROTATION_IS_37 and violation.code in _BARRED_ROTATION)
        ) and table.obligations:
            broken = None if call.is_pass else self.obligation_broken(table, seat, call)
            if violation is None or (
                broken is not None and broken.code == IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS
            ):
                # a bid by a player who must pass is inadmissible (35B) even when
                # it is also insufficient: Law 37 rules it, not Law 27; and
                # even when it is out of rotation, not Law 31 or 32: 35B names
                # the call by who makes it, not by when, and 31A1's duty to
                # repeat it or 31A2's "any legal call" cannot bind a player
                # who may only pass
                violation = broken
        if violation is None:
            table.auction.add(seat, call)
            if table.obligations:
                # what was owed "at his next turn" is over with this call
                table.keep_obligations(
                    [
                        o
                        for o in table.obligations
                        if not (o.seat is seat and o.scope == "next_turn")
                    ]
                )
            self.auction_over(table)
        else:
            flagged = self.flag_violation(table, index, seat, violation, CallFacts(call))
            if flagged is table.pending and flagged.code in _ROTATION and self._awaited(table):
                # the director is at the table for the offender's replacement
                # (27B): a call out of rotation made meanwhile is ruled at once,
                # without a new summons; the replacement is judged under 27
                # after it (the call goes back to the offender, 29B)
                assert flagged.offender is not None
                self.on_director(table, index, DirectorEvent(flagged.offender.lho))

    @staticmethod
    def list_kept_call(table: Table, index: int, event: CallEvent, waiting: Irregularity) -> None:
        """9B: while LHO's choice on an insufficient bid is open (27A1 or
        27B), a call by another player than LHO or the offender is made
        at LHO's turn: a call out of rotation. It is kept and judged once the
        27 ruling is complete (replay_later_calls), but the director finds it
        now, so it is listed now; its judgment later takes its place."""
        offender, seat, call = waiting.offender, event.by, event.call
        if (
            waiting.code != IrregularityCode.INSUFFICIENT_BID
            or waiting.accepted
            or offender is None
            or seat is offender
            or seat is offender.lho
            or index in table.listed_early
            or call.kind is CallKind.REDOUBLE
            or (call.is_bid and call.level > 7)
            # a double of his own side's bid is inadmissible (36)
            or (call.kind is CallKind.DOUBLE and seat.side is offender.side)
            # a player who must pass: Law 37 judges his bid, not 30-31 (35B)
            or any(o.seat is seat for o in table.obligations)
        ):
            return
        code, law = out_of_rotation(call)
        turn = offender.lho.name.title()
        table.list_early(
            Irregularity(
                code,
                (law,),
                index,
                seat,
                f"{seat.name.title()} called {call} while {turn} chose on the insufficient bid",
                facts=CallFacts(call),
            )
        )

    @staticmethod
    def _awaited(table: Table) -> bool:
        """The offender of a refused insufficient bid is to replace it now (27B)."""
        replacing = table.replacing
        return (
            replacing is not None
            and replacing.irregularity.code == IrregularityCode.INSUFFICIENT_BID
            and replacing.chosen == "reject"
            and replacing.irregularity.offender is table.auction.next_seat
            and table.active is None
        )

    @staticmethod
    def _said_again(table: Table, index: int, event: CallEvent) -> bool:
        """``event`` repeats the same player's last call, with nothing but a
        summons of the director (or information) between them, while that
        call still stands or waits for its ruling: the player said his call
        twice, which changes nothing. A call made again after a ruling (a
        replacement, a repetition 31A1 asks for) is a call."""
        events = table.record.events
        earlier = index - 1
        while earlier >= table.record.prefix and type(events[earlier]) in (
            DirectorEvent,
            InfoEvent,
        ):
            earlier -= 1
        if earlier < table.record.prefix:
            return False
        before = events[earlier]
        if not (
            isinstance(before, CallEvent) and before.by is event.by and before.call == event.call
        ):
            return False
        if any(w.event == earlier for w in table.without_effect):
            return True  # a third time: as the second
        open_ = table.active.irregularity if table.active is not None else table.pending
        if open_ is not None:
            return open_.event == earlier and open_.offender is event.by
        if any(r.irregularity.event == earlier for r in table.rulings):
            return False  # ruled already: said again, it is a call of its own
        calls = table.auction.calls
        return bool(calls) and calls[-1] == (event.by, event.call)

    def _followed_up(self, table: Table, index: int, event: CallEvent) -> bool:
        """A ruling that still waits on calls to come (27B, 30-32) judges this
        one; True when it has dealt with it."""
        if table.status is not Status.AUCTION or table.replacing is None:
            return False
        followup = self.registry.get(rules.Hook.FOLLOWUP, table.replacing.irregularity.code)
        return followup is not None and bool(followup(self, table, index, event))

    @staticmethod
    def _chooser_calls(table: Table, seat: Seat) -> bool:
        """The chooser of an open auction ruling that he may accept by
        calling (27A1, 29A, 25B1) makes a call instead of choosing."""
        active = table.active
        return (
            table.status is Status.AWAITING_CHOICE
            and active is not None
            and active.chosen is None
            and active.chooser is seat
            and active.option("accept") is not None
            and not table.auction.is_complete
            and table.play is None
            and (
                active.irregularity.code
                in (IrregularityCode.INSUFFICIENT_BID, IrregularityCode.CHANGE_OF_CALL)
                or active.irregularity.code.endswith("out_of_rotation")
            )
        )

    @staticmethod
    def _call_while_ruling(table: Table, seat: Seat) -> bool:
        """An auction ruling (27, 29-32) is open and ``seat``, not its
        chooser, calls before the choice is made (9B2)."""
        active = table.active
        return (
            table.status in (Status.AWAITING_CHOICE, Status.AWAITING_FACT)
            and active is not None
            # the choice is open, or the director's finding on the call that
            # followed it (27B1b, 31A2: comparable?)
            and (active.chosen is None or table.status is Status.AWAITING_FACT)
            and (active.chooser is not seat or active.chosen is not None)
            and not table.auction.is_complete
            and table.play is None
            and (
                active.irregularity.code == IrregularityCode.INSUFFICIENT_BID
                or active.irregularity.code.endswith("out_of_rotation")
            )
        )

    @staticmethod
    def _lead_choice_open(table: Table) -> bool:
        """Declarer's choice at the opening lead is waiting, nothing played yet."""
        active, play = table.active, table.play
        return (
            table.status is Status.AWAITING_CHOICE
            and active is not None
            and active.chosen is None
            and active.irregularity.code
            in (IrregularityCode.LEAD_RESTRICTION, IrregularityCode.PENALTY_CARD)
            and table.auction.is_complete
            and play is not None
            and not play.tricks
            and not play.current
        )

    @staticmethod
    def _opening_lead_ruling_open(table: Table) -> bool:
        """Declarer's choice on an opening lead out of turn (54) or the
        director's finding before it is open, nothing played since."""
        active, play = table.active, table.play
        return (
            table.status in (Status.AWAITING_CHOICE, Status.AWAITING_FACT)
            and active is not None
            and active.chosen is None
            and active.irregularity.code == IrregularityCode.OPENING_LEAD_OUT_OF_TURN
            and table.auction.is_complete
            and play is not None
            and not play.tricks
        )

    def rule_call_during_lead_ruling(self, table: Table, index: int, event: CallEvent) -> None:
        """39 while the 54 ruling is open (9B): the director, at the table,
        rules the call after the final pass at once (39A cancelled; 39C the
        lead restriction for the offender's partner's first lead, asked at
        that lead), and the 54 choice stays open and last."""
        active = table.active
        assert active is not None
        pending = table.pending
        # resumed to the 54 ruling's status: it stays open
        irregularity = self._call_after_final_pass(index, event, table.status.value)
        table.note_irregularity(irregularity)
        ruler = self.registry.get(rules.Hook.RULING, IrregularityCode.CALL_AFTER_FINAL_PASS)
        assert ruler is not None
        ruling: Ruling = ruler(self, table, irregularity)
        table.hold(pending)  # the lead out of turn still waits for its choice
        table.open_ruling(active)
        at = next(i for i, r in enumerate(table.rulings) if r is active)
        table.add_ruling(ruling, at=at)

    def _call_after_final_pass(
        self, index: int, event: CallEvent, resume: str | None = None
    ) -> Irregularity:
        """Call event ``index``, made once the auction was over (39; rubber 41)."""
        seat = event.by
        return Irregularity(
            IrregularityCode.CALL_AFTER_FINAL_PASS,
            (self.CALL_AFTER_FINAL_PASS_LAW,),
            index,
            seat,
            f"{seat.name.title()} called {event.call} after the auction was over",
            resume=resume,
            facts=CallFacts(event.call),
        )

    def call_violation(self, table: Table, seat: Seat, call: Call) -> Violation | None:
        """What is wrong with ``seat`` calling ``call`` now (Laws 18-21, 25-39)."""
        return table.auction.violation(seat, call)

    def deemed_in_rotation(self, table: Table, index: int, seat: Seat, call: Call) -> bool:
        """Law 28A: ``call`` at RHO's turn while RHO must pass counts as made in
        rotation: RHO's obligatory pass is taken as made. Returns True when
        that pass ended the auction."""
        auction = table.auction
        rho = auction.next_seat
        if not self.DEEMED_IN_ROTATION or seat is not rho.lho or auction.is_complete:
            return False
        if not any(o.type == ObligationType.MUST_PASS and o.seat is rho for o in table.obligations):
            return False
        auction.add(rho, Call(CallKind.PASS))
        table.keep_obligations(
            [o for o in table.obligations if not (o.seat is rho and o.scope == "next_turn")]
        )
        # no irregularity: the law makes the call one in rotation (28A)
        table.note_for_director(
            DirectorNote(
                "deemed_in_rotation",
                index,
                seat,
                ("28A",),
                Message(
                    "{rho} had to pass: his pass is taken as made, and {seat}'s call "
                    "counts as made in rotation (28A).",
                    {"rho": rho.name.title(), "seat": seat.name.title()},
                ),
            )
        )
        return self.auction_over(table)

    def after_auction(self, table: Table) -> None:
        """The auction is over: what the auction's rulings still leave to settle
        (cards exposed during the auction, Law 24D/E)."""

    def obligation_broken(self, table: Table, seat: Seat, call: Call) -> Violation | None:
        """A call that an obligation forbids: any call but a pass from a player
        who must pass (Law 37), a double or redouble a player may not make now."""
        for obligation in table.obligations:
            if obligation.seat is not seat:
                continue
            if obligation.type == ObligationType.MUST_PASS:
                return Violation(
                    IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
                    "37",
                    f"{seat.name.title()} must pass",
                )
            if obligation.type == ObligationType.NO_DOUBLE and call.kind in (
                CallKind.DOUBLE,
                CallKind.REDOUBLE,
            ):
                return Violation(
                    IrregularityCode.INADMISSIBLE_DOUBLE,
                    obligation.laws[0],
                    f"{seat.name.title()} may not double or redouble now",
                )
        return None

    def judge_call_after_final_pass(
        self, table: Table, index: int, event: CallEvent, lead_choice_withdrawn: bool = False
    ) -> None:
        seat = event.by
        self.flag(
            table,
            index,
            IrregularityCode.CALL_AFTER_FINAL_PASS,
            "39",
            seat,
            f"{seat.name.title()} called {event.call} after the auction was over",
            resume=table.status.value,  # where the table goes on once it is cancelled
            facts=CallFacts(event.call, lead_choice_withdrawn=lead_choice_withdrawn),
        )

    def add_accepted_call(self, table: Table, irregularity: Irregularity) -> None:
        """A call out of rotation accepted (29A) enters the auction; where it
        stands and whose turn it took are kept for Law 17D3."""
        assert irregularity.offender is not None
        auction = table.auction
        facts = irregularity.facts_as(CallFacts)
        facts.position = len(auction.calls)
        facts.skipped = auction.next_seat
        auction.add(irregularity.offender, facts.call)
        if facts.call.is_pass and table.obligations:
            # accepted, the pass is his call in rotation (29A): a pass he owed
            # at his next turn (30A, 24B...) is paid by it
            table.keep_obligations(
                [
                    o
                    for o in table.obligations
                    if not (
                        o.seat is irregularity.offender
                        and o.type == ObligationType.MUST_PASS
                        and o.scope == "next_turn"
                    )
                ]
            )

    def revert_skipped_turn(self, table: Table) -> bool:
        """Law 17D3 (2007: 17E2): three passes that end the auction do not end
        it when one of them was a pass out of rotation that took a player's
        turn and so left a player without a call after the last call: the
        auction goes back to the player left without a call (the one whose
        turn was taken, or the one the rotation then passed over), and that
        pass and every call after it are cancelled (16C applies to them)."""
        auction = table.auction
        calls = auction.calls
        final = len(calls) - 3
        if final < 1:
            return False
        caller = calls[final - 1][0]
        left_out = {s for s in Seat if s is not caller} - {seat for seat, _ in calls[final:]}
        if not left_out:
            return False  # everyone after the last call had his turn
        # the player left without a call: the one whose turn was taken, or
        # (he having called since) the one the rotation then passed over
        missing = min(left_out, key=lambda s: (s - caller) % 4)
        for irregularity in table.irregularities:
            facts = irregularity.facts
            if (
                irregularity.code != IrregularityCode.PASS_OUT_OF_ROTATION
                or not isinstance(facts, CallFacts)
                or not irregularity.accepted
                or (position := facts.position) is None
                or (skipped := facts.skipped) is None
                or position < final
                or position >= len(calls)
                or skipped is irregularity.offender
                # once the turn went back, that pass was cancelled with every
                # call after it: a later call standing at its place is not it
                or facts.reverted_to is not None
                or calls[position][0] is not irregularity.offender
                or not calls[position][1].is_pass
            ):
                continue
            while len(calls) > position:
                auction.withdraw_last()
                calls = auction.calls
            if skipped in left_out:
                missing = skipped
            auction.next_seat = missing
            irregularity.laws = (*irregularity.laws, self.SKIPPED_TURN_LAW)
            facts.reverted_to = missing
            return True
        return False

    def auction_over(self, table: Table) -> bool:
        """Law 22: after the final pass the contract is fixed and the play
        period begins (or the board is passed out)."""
        auction = table.auction
        if not auction.is_complete:
            return False
        if self.revert_skipped_turn(table):
            return False
        contract = auction.contract()
        assert contract is not None
        self.start_play(table, contract)
        return True

    def start_play(self, table: Table, contract: Contract) -> None:
        """The auction is over with ``contract``: the play period begins (Law 17D,
        41), or the board is passed out (22B)."""
        table.begin_play(contract, None)
        # Forced passes end with the auction (Laws 27B2, 30, 31, ...).
        deal = table.board.deal
        if deal is None and table.record.situation is not None:
            deal = Deal({})  # spec §6: the hands are unknown, any card is taken as held
        if contract.declarer is not None and deal is not None:
            table.begin_play(contract, Play(deal, contract.declarer, contract.trump))
        if table.obligations:
            self.after_auction(table)
        table.keep_obligations(
            [
                o
                for o in table.obligations
                if o.type
                not in (
                    ObligationType.MUST_PASS,
                    ObligationType.MUST_REPEAT,
                    ObligationType.NO_DOUBLE,
                )
            ]
        )
        if contract.is_passed_out:
            table.move_to(Status.PASSED_OUT)
            return
        if contract.declarer is None:
            raise BridgeError(f"the contract {contract} has no declarer")
        table.move_to(Status.PLAY)
        if table.obligations:
            self.settle_lead_restrictions(table)
            self.before_lead(table)

    # -- play (Laws 41-47, 61-66) ---------------------------------------------------

    def on_card(self, table: Table, index: int, event: CardEvent) -> None:
        seat, card = event.by, event.card
        play = table.play
        if (
            table.status is _PLAY
            and table.pending is None
            and play is not None
            and not table.obligations
            and not play.queued
            and play.waiting_lead is None  # 62C1: the trick's end decides the waiting lead
        ):
            # The common case, checked cheaply: in turn, held, following suit.
            # Anything else takes the full judgment below (Play.violation).
            current = play.current
            if (
                seat is play.next_seat
                and card.index in play.hands[seat]
                and (
                    not current
                    or card.suit is current[0][1].suit
                    or not play._counts[seat][current[0][1].suit]
                )
            ):
                trick = play.add(seat, card)
                if table.irregularities:
                    self.establish_revokes(table, seat, len(play.tricks) - (trick is not None))
                if trick is not None and len(play.tricks) == 13:
                    self.end_play(table)
                return
        if (
            table.status is Status.AUCTION
            and table.record.contract is not None
            and table.pending is None
        ):
            self.start_play(table, table.record.contract)
        if table.status is Status.AUCTION:
            self.flag(
                table,
                index,
                IrregularityCode.EXPOSED_CARD_AUCTION,
                "24",
                seat,
                f"{seat.name.title()} showed {card} during the auction",
                facts=AuctionExposureFacts(card=card, cards=[card], led=True),
            )
            return
        if (
            table.status is Status.AWAITING_DIRECTOR
            and table.pending is not None
            and self.card_awaiting_director(table, index, event, table.pending)
        ):
            return  # nobody called the director and the table played on
        if table.status is not Status.PLAY:
            # 62A: a lead after the table put the revoke trick right shows who won it
            found_revoke.lead_after_correction(self, table, seat)
        if table.status is not Status.PLAY:
            if found_revoke.replayed_card(table, index, seat, card):
                return  # 62D1: tricks 12 and 13 are played again; only their result counts
            if table.play is not None and table.play.is_complete:
                # thirteen tricks are played; a question about the board still waits
                self._outside_the_play(table, index, seat, "played", card)
                return
            claim = table.claim
            if claim is not None and claim.disputed and table.status is Status.AWAITING_FACT:
                # the director (rubber: the players) settles the disputed claim:
                # play stopped at it, only the tricks it gives count
                law = self.PLAY_STOPS_AT_CLAIM or (
                    table.active.laws[0] if table.active is not None else "54"
                )
                table.note_without_effect(
                    index,
                    seat,
                    Message(
                        "{seat} played {card} while the disputed claim is being settled "
                        "({law}): only the tricks it gives count, so the card has no effect.",
                        {"seat": seat.name.title(), "card": card.name, "law": law},
                    ),
                )
                return
            if self.card_while_auction_ruling(table, index, event):
                return  # 9B: judged once the ruling under way is done
            if self.card_while_ruling_waits(table, index, event):
                return  # 9B2: a card played before the director's ruling is complete
            if table.ended_by is not None and table.play is not None:
                # the director ended the board (13B2): the card changes nothing
                table.note_without_effect(
                    index,
                    seat,
                    Message(
                        self.AFTER_BOARD_ENDED_TEXT["played"],
                        {"seat": seat.name.title(), "card": card.name, "law": table.ended_by},
                    ),
                )
            elif table.status in (Status.COMPLETE, Status.PASSED_OUT):
                # passed out, thirteen tricks played or a claim settled: kept, said
                self._outside_the_play(table, index, seat, "played", card)
            return
        play = table.play
        if play is None:
            raise EventError(index, InputError("a card is played but the record has no deal"))
        if self.faces_opening_lead(table, index, event):
            return  # 41C: the face-down opening lead is turned face up; it stands as led
        pending = table.pending
        waiting = bool(play.queued) and any(s is seat and c is card for s, c, _ in play.queued)
        if pending is not None:
            if not self.accepts(table, pending, event):
                if not self.card_before_ruling(table, index, event, pending):
                    table.await_director()
                return
            self.accepted_by_action(pending, index)
            table.hold(None)
            assert pending.offender is not None
            self.put_card(table, pending.offender, pending.facts_as(CardFacts).card)
            if table.status is not Status.PLAY:
                return
            if waiting and not any(s is seat and c is card for s, c, _ in play.queued):
                return  # the card that accepted was waiting for its turn and is now played
        if waiting:
            # a card that already stands, waiting for its turn (57C3, 57D, 62C): shown
            # again before its turn it is the same card; at its turn it is played now
            if seat is not play.next_seat:
                return
            play.queued[:] = [q for q in play.queued if not (q[0] is seat and q[1] is card)]
        violation = self.card_violation(table, seat, card)
        if violation is None:
            self.put_card(table, seat, card)
        elif violation.code == IrregularityCode.REVOKE and revoke_stands(table, seat, card):
            # an established revoke's card put back in its trick after the other
            # side's revoke there was corrected (2007 63B): already ruled
            self.put_card(table, seat, card)
        elif violation.code == IrregularityCode.REVOKE:
            # not following suit (44C), or breaking a restriction declarer chose
            # (26B, 50D2, 57A): both are revokes (61A)
            led = play.current[0][1].suit if play.current else card.suit
            if violation.law == "44C":
                laws: tuple[str, ...] = ("44C", "61A")
            else:
                laws = ("26B" if violation.law == "61A" else violation.law, "61A")
            self.flag(
                table,
                index,
                IrregularityCode.REVOKE,
                laws,
                seat,
                violation.message,
                facts=RevokeFacts(
                    len(play.tricks),
                    led,
                    card=card,
                    lead=not play.current,
                    restrictions=_revoked_restrictions(table, seat),
                ),
            )
            self.put_card(table, seat, card)
        elif violation.code is IrregularityCode.CARD_NOT_HELD:
            # said in the user's language; which hand holds a card is never told
            played = [
                number
                for number, trick in enumerate(
                    [*play.tricks, Trick(seat, tuple(play.current), seat)], 1
                )
                if trick.card_of(seat) == card
            ]
            if played:
                raise EventError(
                    index,
                    InputError(
                        "{seat} played {card} already, in trick {trick}",
                        seat=seat,
                        card=card,
                        trick=str(played[0]),
                    ),
                )
            raise EventError(index, InputError("{seat} does not hold {card}", seat=seat, card=card))
        elif violation.code is IrregularityCode.CARD_AFTER_PLAY:
            raise EventError(index, InputError("all thirteen tricks have been played"))
        elif not self.irregular_card(table, index, event, violation):
            self.flag_violation(table, index, seat, violation, new_card_facts(violation.code, card))

    @staticmethod
    def lead_face_down(table: Table) -> bool:
        """Is the opening lead made face down (41A) and not yet faced (41C)?"""
        play = table.play
        if play is None or play.tricks or len(play.current) != 1:
            return False
        seat, card = play.current[0]
        made = [
            e
            for e in table.record.events
            if type(e) is CardEvent and e.by is seat and e.card is card
        ]
        return bool(made) and all(e.face_down for e in made)

    @staticmethod
    def faces_opening_lead(table: Table, index: int, event: CardEvent) -> bool:
        """Is ``event`` the opening leader turning his face-down lead (41A) face
        up (41C)? The same card, face up, by the same seat, while it is still
        the only card of the first trick."""
        play = table.play
        if event.face_down or play is None or play.tricks or len(play.current) != 1:
            return False
        if play.current[0] != (event.by, event.card):
            return False
        return any(
            type(e) is CardEvent and e.face_down and e.card is event.card
            for e in table.record.events[:index]
        )

    def card_violation(self, table: Table, seat: Seat, card: Any) -> Violation | None:
        """What is wrong with ``seat`` playing ``card`` now: correct procedure
        (Play.violation) and the restrictions in force (26B)."""
        play = table.play
        assert play is not None
        violation = play.violation(seat, card)
        if (
            violation is None
            and table.obligations
            and self.lead_breaks_restriction(table, seat, card.suit)
        ):
            violation = Violation(
                IrregularityCode.REVOKE,
                "61A",
                f"{seat.name.title()} may not lead {card.suit.name.lower()} (lead restriction)",
            )
        return violation

    def card_before_ruling(
        self, table: Table, index: int, event: CardEvent, pending: Irregularity
    ) -> bool:
        """A card played while an irregularity waits for acceptance or a
        ruling, by someone who does not accept it (e.g. 53B); True if judged."""
        return False

    def card_while_ruling_waits(self, table: Table, index: int, event: CardEvent) -> bool:
        """A card played while a ruling in the play still waits for a choice
        or a fact (9B2): ruled as a card shown outside correct play; True if
        judged."""
        return False

    def card_awaiting_director(
        self, table: Table, index: int, event: CardEvent, pending: Irregularity
    ) -> bool:
        """A card played while the table waits for the director over
        ``pending`` and nobody called him (e.g. 53B, 57A); True if judged."""
        return False

    def irregular_card(
        self, table: Table, index: int, event: CardEvent, violation: Violation
    ) -> bool:
        """An irregular card the edition rectifies at once, without waiting for
        the director (e.g. 45E, 57C3); True if judged."""
        return False

    def card_played(self, table: Table, seat: Seat, card: Any, lead: bool) -> None:
        """A card has been played: what it pays or ends (penalty cards, play
        restrictions)."""

    def penalty_card_lead(self, table: Table) -> None:
        """Before a lead: declarer's choice for a penalty card of the leader's
        partner (Laws 50D2, 51B)."""

    def situation_penalty_card(self, table: Table, seat: Seat, card: Card, kind: str) -> None:
        """A penalty card a situation (spec §6) finds on the table: major
        (50B, 50D) or minor (50B, 50C)."""
        laws = ("50B", "50D") if kind == "major" else ("50B", "50C")
        table.oblige(Obligation(ObligationType.PENALTY_CARD, seat, laws, kind=kind, card=card))

    def penalty_card_turn(self, table: Table) -> None:
        """A defender to play to a trick in progress has two or more penalty
        cards he could legally play: declarer designates one (Law 51A)."""

    def play_queued(self, table: Table) -> None:
        """Cards that stand but wait for their turn (57C3, 57D, 62C) are played
        when it comes."""
        play = table.play
        while play is not None and play.queued and table.status is _PLAY:
            # cards since played or taken back no longer wait
            play.queued[:] = [q for q in play.queued if play.holds(q[0], q[1])]
            entry = next((q for q in play.queued if q[0] is play.next_seat), None)
            if entry is None:
                return
            play.queued.remove(entry)
            seat, card, index = entry
            self.on_card(table, index, CardEvent(seat, card))

    def call_run(self, table: Table, events: Sequence[Event], start: int) -> int:
        """Take a run of calls that are all correct procedure in one go; returns
        how many events were taken. Anything else is left for :meth:`on_call`."""
        if (
            table.status is not Status.AUCTION
            or table.pending is not None
            or table.replacing is not None
            or table.obligations
        ):
            return 0
        # The run is looked at in windows that double up to the longest legal
        # auction (319 calls): a long record of irregular calls, each judged on
        # its own, is then not rescanned to its end at every call.
        # Never more calls than the record may hold: the call over the limit
        # goes to Table.apply, which refuses it.
        total, window = 0, 4
        count = min(len(events), start + MAX_AUCTION_CALLS - table.calls_recorded)
        while True:
            first = end = start + total
            limit = min(count, first + window)
            while end < limit and type(events[end]) is CallEvent:
                end += 1
            taken = table.auction.add_run(events[first:end])  # type: ignore[arg-type]
            if taken:
                table.record_taken(events[first : first + taken])
                self.auction_over(table)
            total += taken
            # a window not taken whole ends the run: an irregular call, another
            # kind of event, the end of the record or of the auction
            if taken < window or table.status is not Status.AUCTION:
                return total
            window = min(2 * window, _LONGEST_AUCTION)

    def play_tricks(self, table: Table, tricks: Sequence[Sequence[Any]]) -> int:
        """Play whole tricks given by seat (see :meth:`Play.add_tricks`) while
        every card is correct procedure; returns how many cards were played.
        The record gets each card as a :class:`CardEvent` in the order played."""
        play = table.play
        if not self._runs_allowed(table) or play is None:
            return 0
        played = play.add_tricks(tricks)
        if played:
            new = tuple.__new__
            table.record_taken([new(CardEvent, (s, c, False, False)) for s, c in played])
            if len(play.tricks) == 13 and not play.current:
                self.end_play(table)
        return len(played)

    def _runs_allowed(self, table: Table) -> bool:
        """Runs of cards may skip the one-by-one judgment only in plain play:
        nothing pending, no claim awaiting its answer (68D: play has ceased),
        and no revoke waiting to be established."""
        return (
            table.status is _PLAY
            and table.pending is None
            and not table.claim_open
            and not table.obligations
            and not (
                table.play is not None
                and (table.play.queued or table.play.waiting_lead is not None)
            )
            and not (
                table.irregularities
                and (
                    any(
                        isinstance(i.facts, RevokeFacts)
                        and not i.facts.established
                        and not i.facts.corrected
                        for i in table.irregularities
                    )
                    or replaceable_after_revoke(table) is not None
                )
            )
        )

    def play_run(self, table: Table, events: Sequence[Event], start: int) -> int:
        """Play a run of cards that are all correct procedure in one go (the
        common case of a replay); returns how many events were taken. Any card
        that is not is left for :meth:`on_card` to judge."""
        play = table.play
        if play is None or not self._runs_allowed(table):
            return 0
        end = start
        count = min(len(events), start + 52)  # no run of correct cards is longer
        while end < count and type(events[end]) is CardEvent:
            end += 1
        played = play.add_run(events[start:end])  # type: ignore[arg-type]
        if played:
            table.record_taken(events[start : start + played])
            if len(play.tricks) == 13 and not play.current:
                self.end_play(table)
        return played

    def put_card(self, table: Table, seat: Seat, card: Any) -> None:
        play = table.play
        assert play is not None
        lead = not play.current
        if table.obligations:
            bound = _revoked_restrictions(table, seat)
            if bound:
                table.discharged[(len(play.tricks), seat)] = bound
        trick = play.add(seat, card)
        if table.irregularities:
            self.establish_revokes(table, seat, len(play.tricks) - (0 if play.current else 1))
        if table.obligations:
            self.card_played(table, seat, card, lead)
        if trick is not None:
            if play.waiting_lead is not None:
                self.lead_after_correction(table, trick)
            if len(play.tricks) == 13:
                self.end_play(table)
            elif table.obligations:
                self.after_trick(table, trick)
                self.before_lead(table)
                if table.status is _PLAY:
                    self.penalty_card_lead(table)
        if play.queued:
            self.play_queued(table)
        if len(play.tricks) >= 11 and table.status is _PLAY and not play.is_complete:
            self.play_forced(table)

    def play_forced(self, table: Table) -> None:
        """After a card in trick 12 or 13: the rule books play out the cards
        that are forced where the end of the board is played again (62D1 after
        a 62C1 choice); by default nothing."""

    def establish_revokes(self, table: Table, seat: Seat, trick: int) -> None:
        """Law 63A1: a revoke is established once the offender or his partner
        leads or plays to a later trick; 63A2: once one of them names or
        otherwise designates a card for it (declarer naming dummy's card too)."""
        law = "63A2" if _designated(table, seat) else "63A1"
        for irr in table.irregularities:
            facts = irr.facts
            if (
                isinstance(facts, RevokeFacts)
                and not facts.established
                and not facts.corrected
                and irr.offender is not None
                and irr.offender.side is seat.side
                and facts.trick < trick
            ):
                facts.established = True
                # the laws it broke stay named (44C, or the restriction's: 26B, 50D2a, 57A)
                irr.laws = (*irr.laws, law)

    def end_play(self, table: Table) -> None:
        """Play is over: apply the trick adjustments and mark the board complete."""
        table.move_to(Status.COMPLETE)
        # nothing binds a player once the board is over: a penalty card or a
        # restriction left unpaid after a claim or concession (69A) lapses
        table.keep_obligations([])
        # computed afresh: a board played on after a correction (62D) ends twice
        table.adjust([a for a in table.adjustments if not a.law.startswith(("64", "67"))])
        for adjustment in self.revoke_adjustments(table):
            table.add_adjustment(adjustment)
        if table.irregularities:
            found_revoke.after_play(self, table)  # revokes the director found (spec §6)
        if table.rulings and (
            table.status is Status.COMPLETE
            or (table.status is Status.AWAITING_FACT and table.active is not None)
        ):
            # also when a revoke's question is asked first: what the auction's
            # rulings leave to the end of the play is listed after it (27D)
            self.after_play(table)

    def after_play(self, table: Table) -> None:
        """The play is over: what the auction's rulings leave to the end of
        the play (27D: was the non-offending side damaged?)."""

    def rescore_revokes(self, table: Table) -> None:
        """After the play, the director gave tricks back after a claim or
        concession (69B2, 71) or settled a claim with his own count (70): the
        revoke transfers are decided afresh, those tricks counting as won
        (64A), and so is 64C's adjustment, which follows the final tricks;
        other adjustments kept."""
        # the old transfers and 64C's adjustment go first: 64C is weighed on
        # the tricks without them (revoke_equity, the director's figure)
        table.adjust([a for a in table.adjustments if not _revoke_law(a.law)])
        for adjustment in self.revoke_adjustments(table):
            table.add_adjustment(adjustment)
        if table.irregularities:
            # revokes the director found (spec §6) transfer again as well
            found_revoke.after_play(self, table)

    def revoke_adjustments(self, table: Table) -> list[Adjustment]:
        """Law 64: the tricks transferred after established revokes, decided
        by :func:`bridgelaws.revokes.branches`; each revoke keeps the branch
        taken (``transfer`` or ``no_transfer_law``) for the report."""
        play = table.play
        if play is None:
            return []
        winners = [t.winner for t in play.tricks]
        pairs = self._established(table)
        claimed = found_revoke.claimed_won(table)
        deemed = self._deemed(table)
        decided = branches([r for _, r in pairs + deemed], winners, play.dummy, claimed)
        out: list[Adjustment] = []
        for (irr, _), (revoke, law, count) in zip(pairs + deemed, decided, strict=True):
            if isinstance(irr.facts, TrickFacts):
                irr.facts.branch = (law, count)
                if count:
                    out.append(Adjustment(law, revoke.offender.side.other, count))
                _deemed_effect(table, irr, law, count)
                continue
            facts = irr.facts_as(RevokeFacts)
            facts.transfer = facts.no_transfer_law = None
            if count:
                facts.transfer = (law, count)
                out.append(Adjustment(law, revoke.offender.side.other, count))
            else:
                facts.no_transfer_law = law
            if table.status is Status.COMPLETE:
                found_revoke.result_said(table, irr, law, count)
        return out

    @staticmethod
    def _deemed(table: Table) -> list[tuple[Irregularity, Revoke]]:
        """67B1: a player who failed to play to a trick noticed only after both
        sides played to the next is deemed to have revoked in it."""
        return [
            (irr, Revoke(irr.offender, irr.facts.trick, None, deemed=irr.laws[0]))
            for irr in table.irregularities
            if isinstance(irr.facts, TrickFacts) and irr.facts.transfer and irr.offender is not None
        ]

    def established_revokes(self, table: Table) -> list[Revoke]:
        """The revokes Law 64 applies to: established and not corrected, or
        corrected but treated as established (43B2b)."""
        return [revoke for _, revoke in self._established(table)]

    def _established(self, table: Table) -> list[tuple[Irregularity, Revoke]]:
        out: list[tuple[Irregularity, Revoke]] = []
        for irr in table.irregularities:
            facts = irr.facts
            if not isinstance(facts, RevokeFacts) or irr.offender is None:
                continue
            if facts.found:
                continue  # a revoke the director found (spec §6): found_revoke
            if not (
                facts.standing or facts.as_established  # 43B2b: corrected, 64 applies all the same
            ):
                continue
            exempt = facts.no_transfer  # 43B3, 64B4, 64B5
            revoke = Revoke(
                irr.offender,
                facts.trick,
                facts.suit,
                faced=facts.faced,
                exempt=exempt if isinstance(exempt, str) else ("64B" if exempt else None),
            )
            out.append((irr, revoke))
        return out

    # -- claims and concessions (Laws 68-69) -----------------------------------------

    #: choices about later play that a claim or concession makes moot (68D):
    #: declarer's 26 (a withdrawn call's lead restriction), 50D2/51B and 57A,
    #: a lead out of turn (53-56) and the non-offenders' cards after a
    #: corrected revoke (62C1)
    CHOICES_ENDED_BY_CLAIM: ClassVar[frozenset[str]] = frozenset(
        {
            IrregularityCode.LEAD_RESTRICTION,
            IrregularityCode.PENALTY_CARD,
            IrregularityCode.PREMATURE_PLAY,
            IrregularityCode.OPENING_LEAD_OUT_OF_TURN,
            IrregularityCode.LEAD_OUT_OF_TURN,
            IrregularityCode.LEAD_FROM_WRONG_HAND,
            IrregularityCode.REVOKE,
        }
    )

    def claim_ends_choice(self, table: Table, seat: Seat, concession: bool) -> None:
        """68D: a claim or concession ends the play; a choice still open about
        a lead or play to come (50D2/51B, 57A, a lead out of turn 53-56,
        62C1) lapses with it, and the ruling says so. The claim is then
        judged as in play."""
        ruling = table.active
        play = table.play
        if (
            ruling is None
            or play is None
            or play.is_complete
            or seat is play.dummy  # dummy's statement is no claim (68A, 68B; rubber 26)
            or table.claim is not None
            or table.status is not Status.AWAITING_CHOICE
            or ruling.chosen is not None
            or ruling.irregularity.code not in self.CHOICES_ENDED_BY_CLAIM
        ):
            return
        params = {
            "seat": seat.name.title(),
            "chooser": ruling.chooser.name.title() if ruling.chooser is not None else "",
        }
        ruling.options.clear()
        if self.PLAY_STOPS_AT_CLAIM is None:
            # the rubber rules: a claim or concession ends the play (26)
            ended = (
                "The concession by {seat} ended the play before {chooser} chose: the choice "
                "lapses (26)."
                if concession
                else "The claim by {seat} ended the play before {chooser} chose: the choice "
                "lapses (26)."
            )
        else:
            ended = (
                "The concession by {seat} ended the play before {chooser} chose: the choice "
                "lapses (68D)."
                if concession
                else "The claim by {seat} ended the play before {chooser} chose: the choice "
                "lapses (68D)."
            )
        ruling.reasoning.append(Message(ended, params))
        table.open_ruling(None)
        table.move_to(Status.PLAY)
        self.correction_before_claim(table, ruling)

    def correction_before_claim(self, table: Table, ruling: Ruling) -> None:
        """68D while a corrected revoke waits for the 62C1 choice: the
        offender's legal card, already played, completes the corrected trick
        before the claim is judged (so the trick has its true winner)."""

    #: 68 (preamble, both editions): a statement about the trick in progress
    #: alone is no claim or concession; the rubber rules: None (26 has no such rule)
    CURRENT_TRICK_ONLY_LAW: ClassVar[str | None] = "68"

    def _about_the_current_trick(
        self, table: Table, index: int, seat: Seat, concession: bool
    ) -> bool:
        """68: with twelve tricks quitted and the last one under way, a claim
        or concession can only be about that trick: it is none, and play goes
        on normally. True if so (said, kept without effect)."""
        play = table.play
        law = self.CURRENT_TRICK_ONLY_LAW
        if (
            law is None
            or play is None
            or table.status is not Status.PLAY
            or table.claim_open
            or len(play.tricks) != 12
            or not play.current
        ):
            return False
        table.note_without_effect(
            index,
            seat,
            Message(
                "{seat}'s concession is only about the trick in progress, the last one: it is "
                "no concession ({law}), and play goes on normally."
                if concession
                else "{seat}'s claim is only about the trick in progress, the last one: it is "
                "no claim ({law}), and play goes on normally.",
                {"seat": seat.name.title(), "law": law},
            ),
        )
        return True

    def on_claim(self, table: Table, index: int, event: ClaimEvent) -> None:
        if self._about_the_current_trick(table, index, event.by, concession=False):
            return
        found_revoke.claim_before_correction(table)
        self.claim_ends_choice(table, event.by, concession=False)
        if table.status is not Status.PLAY or table.play is None:
            self._outside_the_play(table, index, event.by, "claimed")
            return
        play = table.play
        if self._not_a_claimer(table, index, event.by, "claimed"):
            return
        side = event.by & 1
        won, lost = play.won[side], play.won[1 - side]
        if not won <= event.tricks <= 13 - lost:
            raise EventError(
                index,
                InputError(
                    "the claimed total ({tricks}) does not fit the tricks already won ({won}) "
                    "and lost ({lost})",
                    tricks=str(event.tricks),
                    won=str(won),
                    lost=str(lost),
                ),
            )
        if self._claim_while_open(table, index, event.by, event.tricks):
            return
        table.take_claim(Claim(event.by, event.tricks, index))
        self.establish_revokes(table, event.by, 13)  # Law 63A3
        found_revoke.claim_establishes(self, table, event.by)

    def on_concede(self, table: Table, index: int, event: ConcedeEvent) -> None:
        if self._about_the_current_trick(table, index, event.by, concession=True):
            return
        found_revoke.claim_before_correction(table)
        self.claim_ends_choice(table, event.by, concession=True)
        if table.status is not Status.PLAY or table.play is None:
            self._outside_the_play(table, index, event.by, "conceded")
            return
        play = table.play
        if self._not_a_claimer(table, index, event.by, "conceded"):
            return
        remaining = 13 - len(play.tricks)
        won = play.won[event.by & 1]
        if event.tricks > remaining + won:
            raise EventError(
                index,
                InputError(
                    "more tricks conceded ({tricks}) than his side has won ({won}) and can "
                    "still win ({remaining})",
                    tricks=str(event.tricks),
                    won=str(won),
                    remaining=str(remaining),
                ),
            )
        # 71A: conceding a trick the side has already won is cancelled: what
        # stands is the concession of the tricks still to be played
        cancelled = max(event.tricks - remaining, 0)
        keep = won + remaining - event.tricks + cancelled
        if self._claim_while_open(table, index, event.by, keep, concession=True):
            return
        table.take_claim(Claim(event.by, keep, index, concession=True))
        if cancelled:
            self._won_tricks_conceded(table, index, event.by, event.tricks, cancelled)
        self.establish_revokes(table, event.by, 13)  # Law 63A3
        found_revoke.claim_establishes(self, table, event.by)
        self._settle(table)  # Law 68B1: a concession stands unless partner objects

    #: 71A (2007: 71, its first case): a concession of a trick the side had won
    #: is cancelled; rubber 26(3): tricks that could not be lost cannot be claimed
    WON_TRICK_CONCEDED_LAW: ClassVar[str] = "71A"
    #: what happens to the concession of tricks already won: one, several
    WON_TRICK_CONCEDED_TEXT: ClassVar[tuple[str, str]] = (
        "{seat} conceded {conceded} tricks with only {left} left to play: his side had "
        "already won the other one, and the concession of that trick is cancelled "
        "({law}). The concession of the tricks still to be played stands.",
        "{seat} conceded {conceded} tricks with only {left} left to play: his side "
        "had already won the other {count}, and the concession of those tricks is "
        "cancelled ({law}). The concession of the tricks still to be played stands.",
    )

    def _won_tricks_conceded(
        self, table: Table, index: int, seat: Seat, conceded: int, cancelled: int
    ) -> None:
        """A concession of more tricks than remain: those beyond the remaining
        ones were already won by the conceder's side, and that part of the
        concession is cancelled (71A); the rest stands as any concession."""
        from bridgelaws.irregularities.claims import TricksAwarded  # which imports this module

        law = self.WON_TRICK_CONCEDED_LAW
        ruling = self.found_ruling(
            table,
            index,
            IrregularityCode.CONCEDED_WON_TRICKS,
            (law,),
            seat,
            f"{seat.name.title()} conceded {conceded} tricks, {cancelled} of them already won",
        )
        side = seat.side
        params = {
            "seat": seat.name.title(),
            "conceded": str(conceded),
            "left": str(conceded - cancelled),
            "count": str(cancelled),
            "law": law,
        }
        one, several = self.WON_TRICK_CONCEDED_TEXT
        ruling.reasoning.append(Message(one if cancelled == 1 else several, params))
        ruling.effects.append(
            TricksAwarded(EffectKind.TRICKS_RESTORED, seat, (law,), side=side, tricks=cancelled)
        )

    #: the law that says only declarer and the defenders claim or concede
    #: (68A, 68B; rubber 26), and the one dummy's statement breaks (43A1c; rubber 19)
    CLAIMERS_LAWS: ClassVar[tuple[str, str]] = ("68A, 68B", "43A1c")

    def _not_a_claimer(self, table: Table, index: int, seat: Seat, action: str) -> bool:
        """Dummy's statement about the tricks is no claim or concession (68A,
        68B: declarer's or a defender's): kept in the record and said, play
        goes on; dummy may not take part in the play (43A1c)."""
        play = table.play
        if play is None or seat is not play.dummy:
            return False
        laws, breach = self.CLAIMERS_LAWS
        text = (
            "{seat} is dummy: only declarer or a defender can claim tricks ({laws}), so this "
            "is no claim and play goes on; dummy may not take part in the play ({breach})."
            if action == "claimed"
            else "{seat} is dummy: only declarer or a defender can concede tricks ({laws}), so "
            "this is no concession and play goes on; dummy may not take part in the play "
            "({breach})."
        )
        params = {"seat": seat.name.title(), "laws": laws, "breach": breach}
        table.note_without_effect(index, seat, Message(text, params))
        return True

    def _claim_while_open(
        self, table: Table, index: int, seat: Seat, tricks: int, concession: bool = False
    ) -> bool:
        """A claim or concession while another is still open (68D: play has
        ceased). By the other side: the same tricks agree to it (69A), other
        tricks dispute it (68D2, 70; rubber 54). By the same side: the same
        tricks change nothing; other tricks leave the claim unclear, and it
        is ruled as a disputed claim. The second statement is never lost: it
        is said."""
        claim = table.claim
        play = table.play
        if claim is None or play is None or table.claimed_tricks is not None or claim.disputed:
            return False
        declaring = play.declarer.side
        first = claim.tricks if claim.by.side is declaring else 13 - claim.tricks
        second = tricks if seat.side is declaring else 13 - tricks
        params = {
            "seat": seat.name.title(),
            "claimer": claim.by.name.title(),
            "tricks": str(tricks),
            "first": str(claim.tricks),
        }
        texts = self.SECOND_CLAIM_TEXT
        agrees = first == second
        if seat.side is not claim.by.side:
            key = ("conceded" if concession else "claimed", "agrees" if agrees else "disputes")
            table.note_without_effect(index, seat, Message(texts[key], params))
            self.on_response(table, index, ResponseEvent(seat, agrees))
            return True
        key = (
            ("again", "conceded" if concession else "claimed") if not agrees else ("again", "same")
        )
        if not agrees:
            claim.disputed = True
            table.settle_claim(None)
            table.adjust([])
            table.await_director()
            if self.registry.get(rules.Hook.RULING, IrregularityCode.CLAIM) is not None:
                # the director adjudicates it as a disputed claim (70)
                self.flag(
                    table,
                    claim.event,
                    IrregularityCode.CLAIM,
                    ("68D", "70"),
                    claim.by,
                    f"{params['seat']} changed {params['claimer']}'s claim of {claim.tricks} "
                    "tricks before it was agreed",
                )
        table.note_without_effect(index, seat, Message(texts[key], params))
        return True

    def on_response(self, table: Table, index: int, event: ResponseEvent) -> None:
        claim = table.claim
        play = table.play
        if claim is None:
            # no claim or concession to answer: kept in the record, said
            table.note_without_effect(
                index,
                event.by,
                Message(
                    "{seat} agreed, but nobody had claimed or conceded tricks: it has no effect."
                    if event.agree
                    else "{seat} disputed, but nobody had claimed or conceded tricks: "
                    "it has no effect.",
                    {"seat": event.by.name.title()},
                ),
            )
            return
        said = {"seat": event.by.name.title()}
        verb = "agreed" if event.agree else "disputed"
        if play is None or claim.disputed or table.status not in (Status.PLAY, Status.COMPLETE):
            # nothing to agree with now: the claim is disputed and being settled,
            # or another ruling is under way
            table.note_without_effect(
                index,
                event.by,
                Message(_RESPONSE_TOO_LATE["disputed" if claim.disputed else "ruling"][verb], said),
            )
            return
        if not event.agree:
            if table.status is Status.COMPLETE and not (
                claim.concession and event.by is claim.by.partner
            ):
                # agreed already; only the conceder's partner may object (68B2)
                table.note_without_effect(
                    index, event.by, Message(_RESPONSE_TOO_LATE["settled"][verb], said)
                )
                return
            # Law 68B2 / 70: the claim or concession is disputed: the director rules.
            claim.disputed = True
            table.settle_claim(None)
            table.adjust([])
            table.await_director()
            return
        if table.status is not Status.PLAY:
            # already settled
            table.note_without_effect(
                index, event.by, Message(_RESPONSE_TOO_LATE["settled"][verb], said)
            )
            return
        claim.agreed.add(event.by)
        if claim.by.side is not event.by.side:
            # Law 63A4: the revoking side agrees to the opponents' claim.
            self.establish_revokes(table, event.by, 13)
            found_revoke.claim_establishes(self, table, event.by)
        if not claim.concession:
            # Law 69A: both defenders agree to declarer's claim; dummy takes no
            # part in a defender's claim, so declarer's agreement suffices.
            opponents: set[Seat] = {claim.by.lho, claim.by.rho}
            needed = opponents if claim.by.side is play.declarer.side else {play.declarer}
            if needed <= claim.agreed:
                self._settle(table)

    def _settle(self, table: Table) -> None:
        claim = table.claim
        play = table.play
        assert claim is not None and play is not None
        declaring = play.declarer.side
        table.settle_claim(claim.tricks if claim.by.side is declaring else 13 - claim.tricks)
        self.end_play(table)


def _designated(table: Table, seat: Seat) -> bool:
    """Is the card being put on the trick one ``seat``'s side named or
    otherwise designated (63A2), not faced: a card event marked ``named``, or
    dummy's card played from declarer's designation (46B)?"""
    events = table.record.events
    if not events:
        return False
    last = events[-1]
    if type(last) is CardEvent:
        return last.named and last.by.side is seat.side
    return type(last) is FactEvent and last.fact == "designation"


def _may_still_correct(table: Table, seat: Seat) -> bool:
    """25A1: ``seat`` has called, and his partner has not called since his
    last call (the call a finding of 'unintended' may be about)."""
    calls = table.auction.calls
    last = next((i for i in range(len(calls) - 1, -1, -1) if calls[i][0] is seat), None)
    return last is not None and all(s is not seat.partner for s, _ in calls[last + 1 :])


def _last_call_index(table: Table, seat: Seat) -> int:
    """The index of ``seat``'s last call in the auction (-1: none)."""
    calls = table.auction.calls
    return next((i for i in range(len(calls) - 1, -1, -1) if calls[i][0] is seat), -1)


def _before_lead(table: Table) -> bool:
    """The auction period has not ended: no opening lead faced (17D, 25A)."""
    play = table.play
    return play is None or (not play.tricks and not play.current)


def _revoked_restrictions(table: Table, seat: Seat) -> tuple[Obligation, ...]:
    """The restrictions ``seat``'s revoking card discharges as it is played:
    at a lead the lead restrictions (26, 50D2a; rubber 41, 43(a), 45), at
    any card his play restriction (57A; rubber 47(1), 52)."""
    play = table.play
    lead = play is not None and not play.current
    return tuple(
        o
        for o in table.obligations
        if (lead and o.type == ObligationType.LEAD_RESTRICTION)
        or (o.type == ObligationType.PLAY_RESTRICTION and o.seat is seat)
    )


def restore_lead_restrictions(table: Table, facts: RevokeFacts) -> None:
    """A revoke corrected (62A; rubber 55(1)): the restrictions its card
    discharged bind the correct card again (see :func:`_revoked_restrictions`)."""
    gone = [o for o in facts.restrictions if o not in table.obligations]
    if gone:
        table.keep_obligations([*table.obligations, *gone])


def revoke_stands(table: Table, seat: Seat, card: Card) -> bool:
    """Whether ``card`` is the card of ``seat``'s established revoke: it stands
    as played (63B), also when a revoke by the other side in the same trick
    is corrected (2007, which has no 62C3)."""
    return any(
        isinstance(i.facts, RevokeFacts)
        and i.offender is seat
        and i.facts.card is card
        and i.facts.established
        and not i.facts.corrected
        for i in table.irregularities
    )


def _deemed_effect(table: Table, irregularity: Irregularity, law: str, count: int) -> None:
    """67B1's ruling says what Law 64 made of the deemed revoke once play is
    over: one trick as in 64A2, or none (64B7; none won from the defective
    trick on); a board that ends twice is said afresh."""
    ruling = next((r for r in table.rulings if r.irregularity is irregularity), None)
    if ruling is None:
        return
    after = (EffectKind.TRICKS_TRANSFERRED_AFTER_PLAY, EffectKind.NO_TRICK_TRANSFER)
    equity = [e for e in ruling.effects if e.kind is EffectKind.ADJUSTED_SCORE_POSSIBLE]
    ruling.effects = [e for e in ruling.effects if e.kind not in after and e not in equity]
    after_play = (_DEEMED_MOVED_TEXT, _DEEMED_BOTH_TEXT, _DEEMED_NONE_TEXT)
    ruling.reasoning = [m for m in ruling.reasoning if m.text not in after_play]
    names = {"law": law}
    if count:
        laws = (law, "64A2")
        ruling.effects.append(Effect(EffectKind.TRICKS_TRANSFERRED_AFTER_PLAY, None, laws))
        ruling.reasoning.append(Message(_DEEMED_MOVED_TEXT, names))
    else:
        ruling.effects.append(Effect(EffectKind.NO_TRICK_TRANSFER, None, (law,)))
        text = _DEEMED_BOTH_TEXT if law == "64B7" else _DEEMED_NONE_TEXT if law == "64B1" else None
        if text is not None:
            ruling.reasoning.append(Message(text, names))
    ruling.effects.extend(equity)  # 64C, said after the transfer


# 67B1's deemed revoke once play is over: the transfer, 64B7, none won after
_DEEMED_MOVED_TEXT = (
    "After the play one trick is transferred to the non-offending side as in 64A2 ({law})."
)
_DEEMED_BOTH_TEXT = (
    "After the play no trick is transferred: both sides revoked on the board (64B7)."
)
_DEEMED_NONE_TEXT = (
    "After the play no trick is transferred: the offending side won no trick from the "
    "defective trick on (64B1)."
)
