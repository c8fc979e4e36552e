"""Rulings as data (spec §2): what the director says after an irregularity.

A :class:`Ruling` names the irregularity, the offender, the laws, who chooses,
every :class:`Option` with its :class:`Effect` s, the option chosen, and any
:class:`Question` of judgment still open. What keeps binding players afterwards
is an :class:`Obligation`. Texts are English message ids rendered through the
catalogues of :mod:`bridgelaws.i18n`; nothing here is worded for one language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar

from bridgelaws import notation
from bridgelaws.calls import CALL_BY_NAME, Contract
from bridgelaws.cards import CARD_BY_NAME, BridgeError, Card, Seat, Side, Suit
from bridgelaws.facts import (
    AttentionFacts,
    AuctionExposureFacts,
    CallFacts,
    CardFacts,
    ClaimFacts,
    CountFacts,
    DesignationFacts,
    Facts,
    RevokeClaimFacts,
    RevokeFacts,
    ScoreFacts,
    SimultaneousFacts,
    SuggestionFacts,
    TrickFacts,
)
from bridgelaws.i18n import translate


class IrregularityCode(StrEnum):
    """The code of an irregularity (spec §4, and the codes of this engine and the
    rubber rules); a ``str``, so the JSON holds the same strings."""

    #: rubber 52: attention drawn to a trick
    ATTENTION_TO_TRICK = "attention_to_trick"
    #: 38
    BID_ABOVE_SEVEN = "bid_above_seven"
    #: 31
    BID_OUT_OF_ROTATION = "bid_out_of_rotation"
    #: 39
    CALL_AFTER_FINAL_PASS = "call_after_final_pass"
    #: 31A1, 32A1: the call out of rotation not repeated
    CALL_NOT_REPEATED = "call_not_repeated"
    #: 2007 17D2: the offender's LHO does not repeat the call he made over
    #: the call cancelled because it was made with another board's cards
    CALL_NOT_REPEATED_17D2 = "lho_call_not_repeated"
    #: a call out of rotation before it is known which one (rubber)
    #: 37
    CALL_WHEN_REQUIRED_TO_PASS = "call_when_required_to_pass"
    #: 44: a card after the thirteenth trick
    CARD_AFTER_PLAY = "card_after_play"
    #: 7B3: a card the seat was never dealt
    CARD_NOT_HELD = "card_not_held"
    #: 25
    CHANGE_OF_CALL = "change_of_call"
    #: 45C4b, 47C-D
    CHANGE_OF_DESIGNATION = "change_of_designation"
    #: 70: a disputed claim
    CLAIM = "claim"
    #: 71
    CONCESSION = "concession"
    #: 71A (2007: 71): a concession of tricks the side had already won
    CONCEDED_WON_TRICKS = "conceded_won_tricks"
    #: 67
    DEFECTIVE_TRICK = "defective_trick"
    #: 32
    DOUBLE_OUT_OF_ROTATION = "double_out_of_rotation"
    #: 61B2b: dummy asked a defender whether he revoked
    DUMMY_ASKED_DEFENDER = "dummy_asked_defender"
    #: 42-43
    DUMMY_DREW_ATTENTION = "dummy_drew_attention"
    #: 45D
    DUMMY_MISPLACED_CARD = "dummy_misplaced_card"
    #: rubber 50
    DUMMY_SUGGESTED_PLAY = "dummy_suggested_play"
    #: 43B2a, rubber 51(1): dummy warned of a lead from the wrong hand
    DUMMY_WARNED_LEAD = "dummy_warned_lead"
    #: 49-50
    EXPOSED_CARD = "exposed_card"
    #: 24
    EXPOSED_CARD_AUCTION = "exposed_card_auction"
    #: 52
    FAILURE_TO_PLAY_PENALTY_CARD = "failure_to_play_penalty_card"
    #: rubber 40, 42: an illegal call in place of a cancelled one
    ILLEGAL_REPLACEMENT = "illegal_replacement"
    #: 19A1, 36
    INADMISSIBLE_DOUBLE = "inadmissible_double"
    #: 46B
    INCOMPLETE_DESIGNATION = "incomplete_designation"
    #: rubber 53: a quitted trick inspected
    INSPECTED_TRICK = "inspected_trick"
    #: 18D, 27
    INSUFFICIENT_BID = "insufficient_bid"
    #: 55
    LEAD_FROM_WRONG_HAND = "lead_from_wrong_hand"
    #: 53
    LEAD_OUT_OF_TURN = "lead_out_of_turn"
    #: 26: declarer's choice at the offender's partner's lead
    LEAD_RESTRICTION = "lead_restriction"
    #: rubber 10
    MISDEAL = "misdeal"
    #: 47E2
    MISINFORMATION_PLAY = "misinformation_play"
    #: 14
    MISSING_CARD = "missing_card"
    #: 54
    OPENING_LEAD_OUT_OF_TURN = "opening_lead_out_of_turn"
    #: 30
    PASS_OUT_OF_ROTATION = "pass_out_of_rotation"
    #: 50-51: declarer's choice over a penalty card
    PENALTY_CARD = "penalty_card"
    #: rubber 56: played before the penalty was settled
    PLAYED_BEFORE_PENALTY = "played_before_penalty"
    #: 57
    PREMATURE_PLAY = "premature_play"
    #: 44C, 61A
    REVOKE = "revoke"
    #: rubber 55(8)-(9): a revoke claimed
    REVOKE_CLAIM = "revoke_claim"
    #: 64C: a revoke noticed after the board
    REVOKE_NOTICED_LATE = "revoke_noticed_late"
    #: 66D: cards mixed after a claim of a revoke or of the tricks won
    CARDS_MIXED = "cards_mixed"
    #: 58B
    SIMULTANEOUS_CARDS = "simultaneous_cards"
    #: rubber 46(5): leads made at once
    SIMULTANEOUS_LEAD = "simultaneous_lead"
    #: 13, rubber 49
    TOO_FEW_CARDS = "too_few_cards"
    #: 13, rubber 48
    TOO_MANY_CARDS = "too_many_cards"
    #: 45C1, 45C3 (rubber 21(2)): a card touched in dummy or held where
    #: partner could see it: whether it was played
    CARD_TOUCHED_OR_HELD = "card_touched_or_held"
    #: 19A3, 19B3 (rubber 13(4)): a double or redouble that named another bid
    MISSTATED_DOUBLE = "misstated_double"
    #: 65B3
    TRICK_POINTED_WRONGLY = "trick_pointed_wrongly"
    #: rubber 23: a trick taken by the side that did not win it
    TRICK_TAKEN_WRONGLY = "trick_taken_wrongly"
    #: 79A, 79B: the tricks won disputed, or agreed wrongly
    TRICKS_DISPUTED = "tricks_disputed"
    #: 79C: a score computed or entered wrongly
    SCORE_ERROR = "score_error"
    #: 15
    WRONG_BOARD = "wrong_board"
    CARDS_FROM_WRONG_BOARD = "cards_from_wrong_board"
    #: 20G (2007 20G, 73D2): a question only for partner's benefit or to
    #: mislead, or a player's own system card consulted, found by the director
    IMPROPER_PROCEDURE = "improper_procedure"
    #: 13
    WRONG_NUMBER_OF_CARDS = "wrong_number_of_cards"


class EffectKind(StrEnum):
    """What one consequence of a ruling does (spec §2 ``effects[].type``): a call
    that stands, is withdrawn or cancelled, a forced pass, a penalty card, a trick
    transfer, a possible adjustment, ..."""

    ADJUSTED_SCORE = "adjusted_score"
    ADJUSTED_SCORE_POSSIBLE = "adjusted_score_possible"
    ARTIFICIAL_ADJUSTED_SCORE = "artificial_adjusted_score"
    BOARD_CANCELLED = "board_cancelled"
    BOARD_RESTORED = "board_restored"
    CALL_CANCELLED = "call_cancelled"
    CALL_STANDS = "call_stands"
    CALL_WITHDRAWN = "call_withdrawn"
    CARD_ADDED = "card_added"
    CARD_CALLED = "card_called"
    CARD_FORBIDDEN = "card_forbidden"
    CARD_PLAYED = "card_played"
    CARD_REMOVED = "card_removed"
    CARD_REQUIRED = "card_required"
    CARD_RESTORED = "card_restored"
    CARD_RETURNED = "card_returned"
    CARD_STANDS = "card_stands"
    CARD_STAYS = "card_stays"
    CARD_WITHDRAWN = "card_withdrawn"
    CARDS_FACE_UP = "cards_face_up"
    CARDS_RETURNED = "cards_returned"
    CARDS_WITHDRAWN = "cards_withdrawn"
    CLAIM_REFUSED = "claim_refused"
    CLAIM_REJECTED = "claim_rejected"
    DEAL_STANDS = "deal_stands"
    DECLARER_BECOMES_DUMMY = "declarer_becomes_dummy"
    EXPOSED_CARD = "exposed_card"
    EXPOSED_CARD_PENDING = "exposed_card_pending"
    INFORMATION = "information"
    LATER_CALLS_CANCELLED = "later_calls_cancelled"
    LEAD_FROM = "lead_from"
    LEAD_RESTRICTION = "lead_restriction"
    LEAD_RESTRICTION_POSSIBLE = "lead_restriction_possible"
    LEAD_STANDS = "lead_stands"
    MUST_PASS = "must_pass"
    MUST_REPEAT = "must_repeat"
    NEW_DEAL = "new_deal"
    NO_FURTHER_RECTIFICATION = "no_further_rectification"
    NO_PENALTY = "no_penalty"
    NO_RECTIFICATION = "no_rectification"
    NO_RETRACTION = "no_retraction"
    NO_TRICK_TRANSFER = "no_trick_transfer"
    PENALTY_CARD = "penalty_card"
    PENALTY_CARD_PICKED_UP = "penalty_card_picked_up"
    PENALTY_CARDS_STAY = "penalty_cards_stay"
    PENALTY_LOST = "penalty_lost"
    PLAY_RESTRICTION = "play_restriction"
    PROCEDURAL_PENALTY_POSSIBLE = "procedural_penalty_possible"
    #: the director gave a procedural penalty (90, 91): it comes off the
    #: offending side's score in the event; the table result stands
    PROCEDURAL_PENALTY = "procedural_penalty"
    #: the board is fouled for the tables that played it in another form
    #: (87A): their results are scored in a group of their own (87B, 86B2)
    FOULED_BOARD = "fouled_board"
    REPLACED_BY_PASS = "replaced_by_pass"
    RESULT_CANCELLED = "result_cancelled"
    RESULT_STANDS = "result_stands"
    REVOKE_CORRECTED = "revoke_corrected"
    REVOKE_ESTABLISHED = "revoke_established"
    REVOKE_UPHELD = "revoke_upheld"
    RULE_48_APPLIES = "rule_48_applies"
    SPLIT_SCORE_POSSIBLE = "split_score_possible"
    TRICK_WINNER_CHANGED = "trick_winner_changed"
    TRICKS_AWARDED = "tricks_awarded"
    #: 81C3, 82A: the director corrected his own award within the correction
    #: period; the corrected figure replaces the one before it
    AWARD_CORRECTED = "award_corrected"
    TRICKS_RESTORED = "tricks_restored"
    TRICKS_RETURNED = "tricks_returned"
    TRICKS_TRANSFERRED_AFTER_PLAY = "tricks_transferred_after_play"
    UNAUTHORIZED_INFORMATION = "unauthorized_information"

    TOO_LATE = "too_late"
    CARD_TURNED = "card_turned"
    #: 79B, 79C: the score recorded for each side (a split score: not opposite)
    SCORE_RECORDED = "score_recorded"
    NO_DOUBLE = "no_double"


class ObligationType(StrEnum):
    """What still binds a player (spec §2 ``obligations[].type``)."""

    #: 24: a card seen in the auction lies face up
    EXPOSED_CARD = "exposed_card"
    #: 24: the card of an exposure in the auction, until the auction ends
    EXPOSED_CARD_AUCTION = "exposed_card_auction"
    #: 26, 50D2, 51: a lead required or prohibited
    LEAD_RESTRICTION = "lead_restriction"
    #: a forced pass (scope: next turn or rest of auction)
    MUST_PASS = "must_pass"
    #: 31A1, 32A1: the call out of rotation to repeat
    MUST_REPEAT = "must_repeat"
    #: 30B2b (2007): no double or redouble at that turn
    NO_DOUBLE = "no_double"
    #: 50: a penalty card
    PENALTY_CARD = "penalty_card"
    #: rubber: a card that must be played
    PLAY_CARD = "play_card"
    #: rubber 50, 57: a card or suit required or forbidden
    PLAY_RESTRICTION = "play_restriction"


#: the class of the facts each kind of irregularity records (bridgelaws.facts);
#: codes not named record nothing beyond the common :class:`Facts`
FACTS: Mapping[IrregularityCode, type[Facts]] = {
    # calls (25-39; rubber 7-10, 37-42): one shape, and a call out of
    # rotation may turn out to be a change of call (25)
    **dict.fromkeys(
        (
            IrregularityCode.INSUFFICIENT_BID,
            IrregularityCode.PASS_OUT_OF_ROTATION,
            IrregularityCode.BID_OUT_OF_ROTATION,
            IrregularityCode.DOUBLE_OUT_OF_ROTATION,
            IrregularityCode.CHANGE_OF_CALL,
            IrregularityCode.INADMISSIBLE_DOUBLE,
            IrregularityCode.CALL_WHEN_REQUIRED_TO_PASS,
            IrregularityCode.BID_ABOVE_SEVEN,
            IrregularityCode.CALL_AFTER_FINAL_PASS,
            IrregularityCode.CALL_NOT_REPEATED,
            IrregularityCode.CALL_NOT_REPEATED_17D2,
            IrregularityCode.ILLEGAL_REPLACEMENT,
        ),
        CallFacts,
    ),
    # cards led, played or exposed (41-60; rubber 43-57): one shape, and a
    # lead out of turn may turn out to be simultaneous leads (rubber 46(5))
    **dict.fromkeys(
        (
            IrregularityCode.EXPOSED_CARD,
            IrregularityCode.PENALTY_CARD,
            IrregularityCode.OPENING_LEAD_OUT_OF_TURN,
            IrregularityCode.LEAD_OUT_OF_TURN,
            IrregularityCode.LEAD_FROM_WRONG_HAND,
            IrregularityCode.SIMULTANEOUS_LEAD,
            IrregularityCode.PREMATURE_PLAY,
            IrregularityCode.FAILURE_TO_PLAY_PENALTY_CARD,
            IrregularityCode.PLAYED_BEFORE_PENALTY,
            IrregularityCode.MISINFORMATION_PLAY,
            IrregularityCode.MISSING_CARD,
            IrregularityCode.DUMMY_MISPLACED_CARD,
        ),
        CardFacts,
    ),
    IrregularityCode.EXPOSED_CARD_AUCTION: AuctionExposureFacts,
    IrregularityCode.CHANGE_OF_DESIGNATION: DesignationFacts,
    IrregularityCode.INCOMPLETE_DESIGNATION: DesignationFacts,
    IrregularityCode.SIMULTANEOUS_CARDS: SimultaneousFacts,
    IrregularityCode.DUMMY_SUGGESTED_PLAY: SuggestionFacts,
    IrregularityCode.REVOKE: RevokeFacts,
    IrregularityCode.REVOKE_CLAIM: RevokeClaimFacts,
    # a trick with too many or too few cards (67; rubber 48)
    IrregularityCode.DEFECTIVE_TRICK: TrickFacts,
    IrregularityCode.TOO_MANY_CARDS: TrickFacts,
    # 45C1, 45C3 (rubber 21(2)): the card touched or held
    IrregularityCode.CARD_TOUCHED_OR_HELD: CardFacts,
    # 19A3, 19B3 (rubber 13(4)): the double or redouble that named another bid
    IrregularityCode.MISSTATED_DOUBLE: CallFacts,
    # rubber 23: the trick taken by the wrong side, and whether it was too late
    IrregularityCode.TRICK_TAKEN_WRONGLY: TrickFacts,
    # 79A, 79B: the count recorded and what the director found about it
    IrregularityCode.TRICKS_DISPUTED: CountFacts,
    # 79C: the score entered and what allows a late correction
    IrregularityCode.SCORE_ERROR: ScoreFacts,
    # rubber 49: a card missing, and where it was found
    IrregularityCode.TOO_FEW_CARDS: CardFacts,
    IrregularityCode.CLAIM: ClaimFacts,
    IrregularityCode.CONCESSION: ClaimFacts,
    IrregularityCode.DUMMY_DREW_ATTENTION: AttentionFacts,
}

#: a kind of facts
F = TypeVar("F", bound=Facts)


def new_facts(code: IrregularityCode) -> Facts:
    """Fresh facts of the class :data:`FACTS` gives ``code``."""
    return FACTS.get(code, Facts)()


def new_card_facts(code: IrregularityCode, card: Card) -> CardFacts:
    """Fresh facts of an irregular card (a kind :data:`FACTS` gives
    :class:`CardFacts` or one of its own) about ``card``."""
    facts = new_facts(code)
    if not isinstance(facts, CardFacts):
        raise TypeError(f"{code} records {type(facts).__name__}, not the facts of a card")
    facts.card = card
    return facts


#: stands for "the facts of the irregularity's code, fresh" as a default
_NEW = Facts()


@dataclass(slots=True)
class Irregularity:
    """An action that broke correct procedure, as the edition recognised it.

    ``code`` is a spec §4 irregularity code (or a project code such as
    ``card_not_held`` for records that cannot be true), ``event`` the index of
    the offending event in the record. ``accepted`` is set when the player
    entitled to do so accepted it by acting (e.g. Laws 27A1, 29A, 53A).
    """

    code: IrregularityCode
    laws: tuple[str, ...]
    event: int
    offender: Seat | None
    message: str
    accepted: bool = False
    #: the file marked it (PBN's ``^`` marks: accepted at the table)
    marked: bool = False
    #: the event by which the entitled player accepted it by acting (27A1, 29A, 53A, ...)
    accepted_by: int | None = None
    #: the law under which that action accepted it
    accepted_law: str | None = None
    #: the table's status to go back to once the ruling is settled (a status
    #: value: rubber rulings, calls after the final pass, revokes found)
    resume: str | None = None
    #: calls made after it before the director ruled (event indices: 27C, 36A,
    #: 37A, 38D and 39B ask about them; 31B1 replays partner's)
    later_calls: list[int] = field(default_factory=list)
    #: cards played after it in the trick, to be played again once it is put
    #: right (45D, 46B, 58B, 62C; rubber 55(1))
    later_cards: list[tuple[Seat, Card]] = field(default_factory=list)
    #: the facts of its kind (:data:`FACTS`): a revoke's trick, suit and card,
    #: the call out of rotation, ...; fresh ones of its code's class by default
    facts: Facts = field(default_factory=lambda: _NEW)
    #: the player the Laws hold answerable when he is not the hand the card
    #: came from: a lead from dummy's hand is declarer's (55); ``offender``
    #: stays the hand, which the rectification takes the card back to
    answerable: Seat | None = None

    @property
    def named_offender(self) -> Seat | None:
        """The offender the report and the text name."""
        return self.answerable if self.answerable is not None else self.offender

    def __post_init__(self) -> None:
        if self.facts is _NEW:
            self.facts = new_facts(self.code)
        elif not isinstance(self.facts, FACTS.get(self.code, Facts)):
            raise TypeError(f"{self.code} records {FACTS.get(self.code, Facts).__name__}")

    def facts_as(self, kind: type[F]) -> F:
        """The facts, as the class the rule knows this irregularity's kind has."""
        facts = self.facts
        if not isinstance(facts, kind):
            raise TypeError(f"{self.code} records {type(facts).__name__}, not {kind.__name__}")
        return facts

    def to_json(self, lang: str = "en", rubber: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "irregularity": str(self.code),
            "offender": self.named_offender.letter if self.named_offender is not None else None,
            "laws": list(self.laws),
            "event": self.event,
            "accepted": self.accepted,
            "text": irregularity_text(self, lang, rubber),
            # the engine's own English note, for developers; the director reads
            # ``text``, which is in the requested language
            "developer_note": self.message,
        }
        if self.accepted and self.accepted_law is not None:
            out["accepted_law"] = self.accepted_law
        return out


@dataclass(frozen=True, slots=True)
class Adjustment:
    """A transfer of tricks after the play (e.g. Law 64A1): ``tricks`` to ``to``."""

    law: str
    to: Side
    tricks: int

    def to_json(self) -> dict[str, Any]:
        return {"law": self.law, "to": self.to.name, "tricks": self.tricks}


@dataclass(slots=True)
class Claim:
    """A claim or concession under way (Laws 68-69)."""

    by: Seat
    tricks: int  # the claimer's side's total tricks if the claim stands
    event: int
    concession: bool = False
    agreed: set[Seat] = field(default_factory=set)
    disputed: bool = False
    #: cards played while the claim awaited its answer (``"E:SA"``): play had
    #: ceased (68D), so they were not played; a dispute shows them (70D3)
    played_while_open: list[str] = field(default_factory=list)


SEAT_NAMES = frozenset(seat.name.title() for seat in Seat)
#: the sides by name, translated like seats when a message names one
SIDE_NAMES = frozenset({"North-South", "East-West"})


@dataclass(frozen=True, slots=True)
class Message:
    """A catalogue message id with the values to fill in."""

    text: str
    params: Mapping[str, str] = field(default_factory=dict)

    def render(self, lang: str = "en") -> str:
        # seat names are themselves catalogue messages; cards, suits and calls
        # are written in the language's notation (bridgelaws.notation)
        params = {k: _param(k, v, lang) for k, v in self.params.items()}
        return translate(self.text, lang, **params)


def _word_list(words: list[str], lang: str) -> str:
    """Words as a sentence lists them: "spades, hearts and clubs"."""
    if len(words) < 2:
        return "".join(words)
    return translate("{first} and {last}", lang, first=", ".join(words[:-1]), last=words[-1])


#: message parameters that hold a call's PBN name
_CALL_PARAMS = frozenset({"call", "lowest", "first", "second", "stands", "lho_call", "replacement"})


def _param(key: str, value: str, lang: str) -> str:
    """A message's value in the language's words and notation: seats, sides,
    suits, cards, calls, contracts and a claim's line; anything else as it is."""
    if value in SEAT_NAMES or value in SIDE_NAMES:
        return translate(value, lang)
    if key in ("law", "laws"):
        return value  # a law number (7C, 8B) is never a card
    if key == "penalty":
        return penalty_words(value, lang)
    if key == "irregularity" and value in IRREGULARITY_NAMES:
        return translate(IRREGULARITY_NAMES[value], lang)
    if key in ("side", "other") and value in ("NS", "EW"):
        return notation.side_text(Side[value], lang)
    if key in ("suit", "led") and len(value) == 1 and value in "CDHS":
        # a suit in a sentence is a word in every language: "lead spades"
        return notation.suit_word(Suit("CDHS".index(value)), lang)
    letters = value.replace(",", " ").split()
    if key == "suits" and letters and all(s in ("C", "D", "H", "S") for s in letters):
        return _word_list([notation.suit_word(Suit("CDHS".index(s)), lang) for s in letters], lang)
    if key == "card" and value in CARD_BY_NAME:
        return notation.card_text(CARD_BY_NAME[value], lang)
    if key in ("cards", "trumps", "others"):
        return notation.card_names(value, lang)
    if key == "line":
        # a line played (N:SA E:S4 | ...) or a line stated (draw trumps; run C)
        return _line_text(value, lang) if ":" in value else _statement_text(value, lang)
    if key == "contract":
        return contract_words(value, lang)
    if key in _CALL_PARAMS and value in CALL_BY_NAME:
        return notation.call_word(CALL_BY_NAME[value], lang)
    # a card or a call in any other place: PBN's T is nobody's ten, 1S nobody's bid
    card = CARD_BY_NAME.get(value)
    if card is not None and card.name == value:
        return notation.card_text(card, lang)
    if _CALL_NAME.match(value) or value in ("Pass", "PASS", "X", "XX"):
        return notation.call_word(CALL_BY_NAME[value], lang)
    above = ABOVE_SEVEN.match(value) if key in _CALL_PARAMS else None
    if above is not None:
        # a bid above seven (Law 38, rubber 42) in the notation of a bid of seven
        seven = notation.call_word(CALL_BY_NAME["7" + above.group(2)], lang)
        return above.group(1) + seven.removeprefix("7")
    return value


#: a bid as the records write it (``1S``, ``3NT``)
_CALL_NAME = re.compile(r"^[1-7](?:C|D|H|S|NT)$")
#: a bid above seven as the records write it (``8S``)
ABOVE_SEVEN = re.compile(r"^([89]|[1-9]\d{1,2})(C|D|H|S|NT)$")


def contract_words(pbn: str, lang: str) -> str:
    """A PBN contract (``4HX``, ``Pass``) in the language's notation."""
    if pbn.upper() == "PASS":
        return translate("Pass", lang)
    try:
        contract = Contract.parse(pbn)
    except BridgeError:
        return pbn
    if contract.denomination is None:
        return pbn
    risk = contract.to_pbn()[len(f"{contract.level}{contract.denomination.letter}") :]
    # the score sheet's short form in every language: 4♠X, 3SAXX
    return f"{contract.level}{notation.strain_text(contract.denomination, lang)}{risk}"


def _statement_text(value: str, lang: str) -> str:
    """A stated claim line (the notation) in the language's words."""
    from bridgelaws.claims.notation import parse_line, step_message  # claims import rulings

    try:
        line = parse_line(value)
    except BridgeError:
        return value
    return "; ".join(step_message(step).render(lang) for step in line.steps) or value


def _line_text(value: str, lang: str) -> str:
    """A claim's line played out (``N:SA E:S4 | ...``) in the language's seats and cards."""
    tricks = []
    for trick in value.split(" | "):
        tokens = []
        for token in trick.split():
            seat, _, card = token.partition(":")
            if len(seat) == 1 and seat in "NESW" and card in CARD_BY_NAME:
                token = (
                    f"{notation.seat_letter(Seat.parse(seat), lang)}:"
                    f"{notation.card_text(CARD_BY_NAME[card], lang)}"
                )
            tokens.append(token)
        tricks.append(" ".join(tokens))
    return " | ".join(tricks)


@dataclass(frozen=True, slots=True)
class Effect:
    """One consequence of a ruling: a call that stands, is withdrawn or is
    cancelled, a forced pass, a possible lead restriction, a flag for an
    adjusted score."""

    kind: EffectKind
    seat: Seat | None = None
    laws: tuple[str, ...] = ()
    scope: str | None = None
    call: str | None = None
    card: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": str(self.kind), "laws": list(self.laws)}
        if self.card is not None:
            out["card"] = self.card
        if self.seat is not None:
            out["seat"] = self.seat.letter
        if self.scope is not None:
            out["scope"] = self.scope
        if self.call is not None:
            out["call"] = self.call
        return out


@dataclass(frozen=True, slots=True)
class PenaltyGiven(Effect):
    """A procedural penalty the director gave ``seat`` (90, 91): ``amount`` in
    ``unit`` (``%`` of a top, ``MP``, ``IMP``) off his side's score in the
    event only; the opponents' score and the table result stand (90A)."""

    amount: float = 0.0
    unit: str = "%"

    @property
    def written(self) -> str:
        """The amount as the director writes it (``25%``, ``2MP``, ``3IMP``):
        a message's ``penalty`` value, worded in each language."""
        return f"{self.amount:g}{self.unit}"

    def to_json(self) -> dict[str, Any]:
        out = Effect.to_json(self)
        if self.seat is not None:
            out["side"] = self.seat.side.name
        out["amount"] = int(self.amount) if self.amount.is_integer() else self.amount
        out["unit"] = self.unit
        return out


#: a procedural penalty's amount in words, by unit (one matchpoint or IMP singular)
_PENALTY_WORDS: Mapping[str, tuple[str, str]] = {
    "%": ("{amount}% of a top", "{amount}% of a top"),
    "MP": ("1 matchpoint", "{amount} matchpoints"),
    "IMP": ("1 IMP", "{amount} IMPs"),
}
_PENALTY_WRITTEN = re.compile(r"^(\d+(?:\.\d+)?)(%|MP|IMP)$")


def penalty_words(written: str, lang: str) -> str:
    """A penalty as :attr:`PenaltyGiven.written` writes it, in words in ``lang``
    ("25% van een top", "2 matchpunten", "1 IMP")."""
    found = _PENALTY_WRITTEN.match(written)
    if found is None:
        return written
    amount, unit = found.groups()
    one, many = _PENALTY_WORDS[unit]
    return translate(one if amount == "1" else many, lang, amount=amount)


@dataclass(frozen=True, slots=True)
class Option:
    """One choice the director offers, with its consequences."""

    code: str
    laws: tuple[str, ...]
    text: Message
    effects: tuple[Effect, ...] = ()
    #: the choices this option leads to, with their consequences, told before
    #: the choice on the same screen (10C1: Law 54's and 56's options with the
    #: 50D2 choices that follow them)
    follows: tuple[Message, ...] = ()

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {
            "code": self.code,
            "laws": list(self.laws),
            "text": self.text.render(lang),
            "effects": [e.to_json() for e in self.effects],
        }
        if self.follows:
            out["follows"] = [m.render(lang) for m in self.follows]
        return out


class AnswerKind(StrEnum):
    """What kind of value answers a question: an interface asks for it so,
    and never keeps its own list of facts."""

    #: true or false
    YES_NO = "yes_no"
    #: a whole number from ``low`` to ``high`` (a count of tricks)
    NUMBER = "number"
    #: a seat (``N``, ``E``, ``S``, ``W``)
    SEAT = "seat"


@dataclass(frozen=True, slots=True)
class Answer:
    """The shape of the director's answer to a :class:`Question`."""

    kind: AnswerKind = AnswerKind.YES_NO
    #: the smallest and the largest number the ruling takes (NUMBER)
    low: int = 0
    high: int = 13
    #: Yes may name the denominations the call showed (spec §3, artificial)
    denominations: bool = False

    @staticmethod
    def number(low: int, high: int) -> Answer:
        """A count of tricks from ``low`` to ``high`` (both taken)."""
        return Answer(AnswerKind.NUMBER, max(low, 0), max(low, high, 0))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": str(self.kind)}
        if self.kind is AnswerKind.NUMBER:
            out["min"], out["max"] = self.low, self.high
        elif self.kind is AnswerKind.SEAT:
            out["seats"] = [seat.letter for seat in Seat]
        if self.denominations:
            out["denominations"] = True
        return out


#: the answers of most questions
YES_NO = Answer()
#: an artificial call's question: Yes may name the denominations it showed
YES_NO_DENOMINATIONS = Answer(denominations=True)
#: a seat
SEAT = Answer(AnswerKind.SEAT)


@dataclass(frozen=True, slots=True)
class Question:
    """A fact only the director's judgment can establish (spec §3), with the
    kind of answer it takes."""

    fact: str
    laws: tuple[str, ...]
    text: Message
    #: the kind of answer it takes (the interfaces ask for it so)
    expects: Answer = YES_NO

    def __post_init__(self) -> None:
        if self.fact == "artificial" and self.expects == YES_NO:
            # spec §3: Yes to 'artificial' may name the denominations it showed
            object.__setattr__(self, "expects", YES_NO_DENOMINATIONS)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {
            "fact": self.fact,
            "laws": list(self.laws),
            "text": self.text.render(lang),
            "expects": self.expects.to_json(),
        }


@dataclass(frozen=True, slots=True)
class Obligation:
    """What still binds a player: a forced pass, a lead restriction, ..."""

    type: ObligationType
    seat: Seat
    laws: tuple[str, ...]
    scope: str | None = None
    kind: str | None = None
    suit: Suit | None = None
    chooser: Seat | None = None
    #: the penalty card (Laws 50, 51) or the exposed card (24) it concerns
    card: Card | None = None
    #: the call a player must repeat (31A1, 32A1)
    call: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": str(self.type),
            "seat": self.seat.letter,
            "laws": list(self.laws),
        }
        if self.card is not None:
            out["card"] = self.card.name
        if self.scope is not None:
            out["scope"] = self.scope
        if self.kind is not None:
            out["kind"] = self.kind
        if self.suit is not None:
            out["suit"] = self.suit.letter
        if self.chooser is not None:
            out["chooser"] = self.chooser.letter
        if self.call is not None:
            out["call"] = self.call
        return out


@dataclass(slots=True)
class Ruling:
    """The director's ruling on one irregularity (spec §2 ``rulings``)."""

    irregularity: Irregularity
    laws: tuple[str, ...]
    chooser: Seat | None = None
    options: list[Option] = field(default_factory=list)
    chosen: str | None = None
    effects: list[Effect] = field(default_factory=list)
    question: Question | None = None
    #: every seat that may make the choice, when more than one may (55A, 43B2a:
    #: either defender); ``chooser`` is the one who prevails or who chose
    choosers: tuple[Seat, ...] = ()
    #: what the engine worked out itself, shown with the ruling
    reasoning: list[Message] = field(default_factory=list)
    #: facts the director has established for this ruling
    facts: dict[str, Any] = field(default_factory=dict)
    #: for a choice made at a lead (26): the number of tricks quitted before it
    at_lead: int | None = None

    def option(self, code: str) -> Option | None:
        return next((o for o in self.options if o.code == code), None)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        irregularity = self.irregularity
        out: dict[str, Any] = {
            "irregularity": irregularity.code,
            "offender": (
                irregularity.named_offender.letter
                if irregularity.named_offender is not None
                else None
            ),
            "laws": list(self.laws),
            "chooser": self.chooser.letter if self.chooser is not None else None,
            "options": [o.to_json(lang) for o in self.options],
            "chosen": self.chosen,
            "effects": [e.to_json() for e in self.effects],
            "reasoning": [m.render(lang) for m in self.reasoning],
            "event": irregularity.event,
        }
        if self.question is not None:
            out["question"] = self.question.to_json(lang)
        if self.choosers:
            out["choosers"] = [seat.letter for seat in self.choosers]
        if self.facts:
            out["facts"] = dict(self.facts)
        return out


#: a short name for each irregularity code, as catalogue message ids
IRREGULARITY_NAMES: Mapping[str, str] = {
    "insufficient_bid": "Insufficient bid",
    "pass_out_of_rotation": "Pass out of rotation",
    "bid_out_of_rotation": "Bid out of rotation",
    "double_out_of_rotation": "Double or redouble out of rotation",
    "change_of_call": "Change of call",
    "inadmissible_double": "Inadmissible double or redouble",
    "call_when_required_to_pass": "Call by a player who must pass",
    "bid_above_seven": "Bid above seven",
    "call_after_final_pass": "Call after the final pass",
    "exposed_card_auction": "Card exposed during the auction",
    "lead_restriction": "Lead restriction",
    "opening_lead_out_of_turn": "Opening lead out of turn",
    "lead_out_of_turn": "Lead out of turn",
    "lead_from_wrong_hand": "Lead from the wrong hand",
    "premature_play": "Premature play",
    "revoke": "Revoke",
    "exposed_card": "Exposed card",
    "failure_to_play_penalty_card": "Penalty card not played",
    "penalty_card": "Penalty card",
    "defective_trick": "Defective trick",
    "claim": "Claim",
    "concession": "Concession",
    "conceded_won_tricks": "Concession of tricks already won",
    "change_of_designation": "Change of a designated card",
    "incomplete_designation": "Dummy's card named incompletely or wrongly",
    "dummy_drew_attention": "Attention drawn during the play",
    "dummy_asked_defender": "Question about a revoke put to a defender",
    "dummy_misplaced_card": "Unnamed card placed",
    "dummy_warned_lead": "Warning against a lead from the wrong hand",
    "misinformation_play": "Lead or play after wrong information",
    "missing_card": "Missing card",
    "revoke_noticed_late": "Revoke noticed too late",
    "cards_mixed": "Cards mixed after a disputed claim",
    "trick_pointed_wrongly": "Quitted trick pointed the wrong way",
    "wrong_board": "Cards from the wrong board",
    "cards_from_wrong_board": "Call made with cards from another board",
    "improper_procedure": "Improper procedure",
    "wrong_number_of_cards": "Wrong number of cards",
    "simultaneous_cards": "Two or more cards played at once",
    "call_not_repeated": "Call out of rotation not repeated",
    "lho_call_not_repeated": "Call over the cancelled call not repeated",
    "too_many_cards": "Too many cards",
    "played_before_penalty": "Card played before the penalty was settled",
    "illegal_replacement": "Replacement the rules do not allow",
    # the rubber rules' own irregularities (and cards refused outright)
    "misdeal": "Irregular shuffle, cut or deal",
    "simultaneous_lead": "Simultaneous lead",
    "too_few_cards": "Too few cards",
    "dummy_suggested_play": "Suggestion of a play",
    "attention_to_trick": "Attention drawn to the trick",
    "inspected_trick": "Inspection of a quitted trick",
    "revoke_claim": "Revoke claim",
    "trick_taken_wrongly": "Trick taken by the side that did not win it",
    "tricks_disputed": "Tricks won disputed",
    "score_error": "Score computed or entered wrongly",
    "misstated_double": "Double or redouble naming another bid",
    "card_touched_or_held": "Card touched in dummy or held up",
    "card_not_held": "Card the player does not hold",
    "card_after_play": "Card after the end of play",
}


def other_chooser(ruling: Ruling | None) -> Seat | None:
    """While ``ruling``'s choice is open and another seat than its chooser
    may make it too (55A, 43B2a: either defender): that seat."""
    if ruling is None or ruling.chosen is not None or ruling.chooser is None or not ruling.options:
        return None
    return next((seat for seat in ruling.choosers if seat is not ruling.chooser), None)


def irregularity_name(code: str) -> Message:
    """The irregularity's name as a message (the code itself when unnamed)."""
    return Message(IRREGULARITY_NAMES.get(code, code))


def describe_obligation(obligation: Obligation) -> Message:
    """What an obligation means, in a short sentence for a badge or a list."""
    seat = obligation.seat.name.title()
    laws = ", ".join(obligation.laws)
    params = {"seat": seat, "laws": laws}
    if obligation.suit is not None:
        params["suit"] = obligation.suit.letter
    if obligation.card is not None:
        params["card"] = obligation.card.name
    if obligation.chooser is not None:
        params["chooser"] = obligation.chooser.name.title()
    kind, scope = obligation.kind, obligation.scope
    if obligation.type == ObligationType.MUST_PASS:
        if scope == "next_turn":
            return Message("{seat} must pass at his next turn ({laws})", params)
        return Message("{seat} must pass for the rest of the auction ({laws})", params)
    if obligation.type == ObligationType.MUST_REPEAT:
        params["call"] = obligation.call or ""
        return Message("{seat} must repeat {call} at his turn ({laws})", params)
    if obligation.type == ObligationType.NO_DOUBLE:
        return Message("{seat} may not double or redouble at his next turn ({laws})", params)
    if obligation.type == ObligationType.LEAD_RESTRICTION:
        if kind == "prohibit_suit" and scope == "first_lead":
            # the rubber rules forbid one lead (43(a)(II)), not a suit while he keeps the lead
            return Message("{seat} may not lead {suit} at his first lead ({laws})", params)
        if kind == "prohibit_suit" and scope == "next_lead":
            return Message("{seat} may not lead {suit} at his next lead ({laws})", params)
        if kind == "prohibit_suit":
            return Message("{seat} may not lead {suit} while he keeps the lead ({laws})", params)
        if kind == "require_suit":
            return Message("{seat} must lead {suit} ({laws})", params)
        if scope == "next_lead":
            # 39C in the play: the first lead after the cancelled call
            return Message("Declarer may restrict {seat}'s next lead ({laws})", params)
        return Message("Declarer may restrict {seat}'s first lead ({laws})", params)
    if obligation.type == ObligationType.PENALTY_CARD:
        if kind == "minor":
            return Message("{seat}: minor penalty card {card} ({laws})", params)
        return Message("{seat}: major penalty card {card} ({laws})", params)
    if obligation.type == ObligationType.EXPOSED_CARD_AUCTION:
        # rubber 43(a): a low card shown in the auction, its fate chosen at the end
        return Message(
            "{card} of {seat} was shown during the auction: if {seat} defends, declarer "
            "chooses what becomes of it ({laws})",
            params,
        )
    if obligation.type == ObligationType.EXPOSED_CARD:
        if obligation.laws and obligation.laws[0].startswith("24"):
            return Message("{card} of {seat} stays face up until the auction ends ({laws})", params)
        # the rubber rules' exposed card (43(a)(I), 44, 46(2)): it stays on the
        # table through the play until declarer has called it
        return Message(
            "{card} of {seat} stays face up; declarer may call it whenever {seat} is to "
            "lead or play ({laws})",
            params,
        )
    if obligation.type == ObligationType.PLAY_CARD:
        return Message("{seat} must play {card} when it is legal ({laws})", params)
    if obligation.type == ObligationType.PLAY_RESTRICTION and scope == "correct_lead":
        # rubber 55(1)(a): the lead that corrects a revoking lead
        if kind == "highest":
            if obligation.suit is not None:
                return Message("{seat} must lead his highest card in {suit} ({laws})", params)
            return Message(
                "{seat} must lead the highest card of the suit he leads ({laws})", params
            )
        if kind == "lowest":
            if obligation.suit is not None:
                return Message("{seat} must lead his lowest card in {suit} ({laws})", params)
            return Message("{seat} must lead the lowest card of the suit he leads ({laws})", params)
    if obligation.type == ObligationType.PLAY_RESTRICTION:
        restriction = _play_restriction(kind, params)
        if restriction is not None:
            return restriction
    return Message("{seat}: {type} ({laws})", {**params, "type": obligation.type})


def _play_restriction(kind: str | None, params: dict[str, str]) -> Message | None:
    """What the offender's partner must or may not play (57A; rubber 47(1), 50, 52)."""
    if kind == "highest":
        return Message("{seat} must play his highest card of the suit led ({laws})", params)
    if kind == "lowest":
        return Message("{seat} must play his lowest card of the suit led ({laws})", params)
    if kind == "require_suit":
        return Message("{seat} must play a card of {suit} ({laws})", params)
    if kind == "prohibit_suit":
        return Message("{seat} may not play a card of {suit} ({laws})", params)
    if kind == "win":
        return Message("{seat} must win the trick, ruffing if need be ({laws})", params)
    if kind == "lose":
        return Message("{seat} must not win the trick ({laws})", params)
    if kind == "discard":
        return Message("{seat} must discard a card of {suit} ({laws})", params)
    if kind == "not_card":
        return Message("{seat} may not play {card} ({laws})", params)
    return None


def irregularity_text(irregularity: Irregularity, lang: str, rubber: bool = False) -> str:
    """One irregularity in a sentence: name, offender, laws, and the law under
    which it was accepted by action. ``rubber``: the NBB rubber rules number
    rules, not Laws."""
    offender = irregularity.named_offender
    params = {
        "name": irregularity_name(irregularity.code).render(lang),
        "seat": offender.name.title() if offender is not None else "",
        "laws": ", ".join(irregularity.laws),
    }
    # one law, or several: "(Law 27)", "(Laws 54E, 48A)"; the rubber rules' rules
    several = len(irregularity.laws) > 1
    if offender is not None and rubber:
        template = (
            "{name} by {seat} (rules {laws})" if several else "{name} by {seat} (rule {laws})"
        )
    elif offender is not None:
        template = "{name} by {seat} (Laws {laws})" if several else "{name} by {seat} (Law {laws})"
    elif rubber:
        template = "{name} (rules {laws})" if several else "{name} (rule {laws})"
    else:
        template = "{name} (Laws {laws})" if several else "{name} (Law {laws})"
    text = Message(template, params).render(lang)
    if irregularity.accepted:
        law = irregularity.accepted_law
        if law is not None:
            text += "; " + Message("accepted by action ({law})", {"law": law}).render(lang)
        else:
            text += "; " + Message("accepted").render(lang)
    skipped = getattr(irregularity.facts, "reverted_to", None)
    if skipped is not None:
        # 17D3 (2007 17E2), Law 34: the pass took a player's turn
        text += "; " + Message(
            "{seat} was skipped: the auction went back to him and that pass and the "
            "passes after it were cancelled ({law}, 34)",
            {"seat": skipped.name.title(), "law": irregularity.laws[-1]},
        ).render(lang)
    return text
