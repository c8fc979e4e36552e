"""The facts of an irregularity, typed: one dataclass per kind of irregularity.

An :class:`~bridgelaws.rulings.Irregularity` carries, besides its code, laws
and offender, what the edition worked out about it and what the director
found: a revoke's trick, suit and card and whether it is established, the call
out of rotation and the turn it skipped, the card led out of turn, ... Each
kind of irregularity has its own class here, every field documented; kinds
that share a shape share a class. :data:`bridgelaws.rulings.FACTS` says which
class goes with which code, once; :meth:`Irregularity.facts_as
<bridgelaws.rulings.Irregularity.facts_as>` hands the facts to a rule typed.

These are the engine's working notes, never serialized as such: the reports
(spec §2, §5) pick the fields they show by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, TypeAlias

from bridgelaws.calls import Call
from bridgelaws.cards import Card, Rank, Seat, Side, Suit

if TYPE_CHECKING:
    from bridgelaws.rulings import Irregularity, IrregularityCode, Obligation

#: a value the director gives for a fact (a JSON value, spec §3)
FactValue: TypeAlias = "bool | int | float | str | list[FactValue] | dict[str, FactValue] | None"


@dataclass(slots=True)
class Facts:
    """What every irregularity may record, whatever its kind: what the
    director found before ruling and how far the ruling has come."""

    #: the director's answers to questions of judgment given before the
    #: ruling (``unintended``, ``artificial``, ...): kept for it (spec §3)
    answers: dict[str, FactValue] = field(default_factory=dict, kw_only=True)
    #: what came with those answers (e.g. the denominations an artificial
    #: call showed), by fact
    answer_details: dict[str, dict[str, FactValue]] = field(default_factory=dict, kw_only=True)
    #: the question of judgment is asked before the choice (seed 004, 10C1)
    ask_first: bool = field(default=False, kw_only=True)
    #: a ruling already deals with it (it is no longer open to attention)
    ruled: bool = field(default=False, kw_only=True)
    #: the event by which it was cancelled without rectification (28B, 53B,
    #: 17D3; rubber 39)
    cancelled: int | None = field(default=None, kw_only=True)
    #: it is not rectified (43B3, 48A): only the score may be adjusted
    no_rectification: bool = field(default=False, kw_only=True)


#: whose turn a call out of rotation took, from the offender's side: his
#: right-hand opponent's, his partner's or his left-hand opponent's
Turn: TypeAlias = Literal["rho", "partner", "lho"]


@dataclass(slots=True)
class CallFacts(Facts):
    """An irregular call (Laws 25-39; rubber rules 7-10, 37-42): the call, and
    for a call out of rotation whose turn it took and where it entered the
    auction."""

    #: the irregular call
    call: Call
    #: 27B4: a second insufficient bid (no 27B1 to offer)
    second: bool = False
    #: the kind of call out of rotation it is ruled as (30C: an artificial
    #: pass is ruled as a bid), when not its own code
    ruled_as: IrregularityCode | None = None
    #: whose turn it took (28-32)
    turn: Turn | None = None
    #: 2007 30B, 31: a bid had already been made in the auction
    after_bid: bool = False
    #: accepted (29A): its place in the auction, and the seat whose turn it
    #: took (17D3)
    position: int | None = None
    #: accepted (29A): the seat whose turn it took (17D3)
    skipped: Seat | None = None
    #: 17D3: the auction went back to this seat, and the pass was cancelled
    reverted_to: Seat | None = None
    #: 25: the call the offender changed
    first: Call | None = None
    #: 25: the offender withdraws his first call in favour of this one
    withdraws: bool = False
    #: 25A: an unintended call found only after LHO called
    late_change: bool = False
    #: 39: made while declarer's choice at the opening lead was open; the
    #: choice is offered again after this ruling
    lead_choice_withdrawn: bool = False
    #: rubber 40(2): the event by which it was made sufficient in time
    corrected: int | None = None
    #: rubber 39(1): LHO may still demand a new deal (True), or no longer
    #: may (False); None where 39(1) does not apply
    open: bool | None = None


@dataclass(slots=True)
class CardFacts(Facts):
    """An irregular card (Laws 24, 41-60; rubber rules 43-57): the card, and
    what became of it."""

    #: the card concerned (led, played or exposed); None when unknown
    card: Card | None = field(default=None, kw_only=True)
    #: it became a penalty card: "major" or "minor" (50)
    penalty: str | None = field(default=None, kw_only=True)
    #: taken back into the hand (41A, 47, 53A, 55)
    retracted: bool = field(default=False, kw_only=True)
    #: led face down (41A)
    face_down: bool = field(default=False, kw_only=True)
    #: 60B: the number of cards played when it was taken back
    retracted_at: int | None = field(default=None, kw_only=True)
    #: 51A: declarer designates which of several penalty cards is played
    designate: bool = field(default=False, kw_only=True)
    #: 52B: the penalty card that was due instead of it
    due: Card | None = field(default=None, kw_only=True)
    #: cards played after it before the ruling, judged after it (events)
    cards_before_ruling: list[int] = field(default_factory=list, kw_only=True)
    #: rubber 44: the rule binds at once, without a ruling: the rule cited
    applies_itself: str | None = field(default=None, kw_only=True)
    #: rubber 46: dummy's hand was faced before the lead was corrected
    dummy_exposed: bool = field(default=False, kw_only=True)
    #: rubber 44(1): the turn (cards played so far) at which declarer was
    #: last offered to call it
    offered_at: int | None = field(default=None, kw_only=True)
    #: rubber 49: where a missing card was found
    found_in: str | None = field(default=None, kw_only=True)
    #: rubber 47(1)(c): a defender showed it to his partner before the partner
    #: played to the trick: a penalty for the partner's play, the card itself
    #: an exposed card (44), not a card played
    shown_to_partner: bool = field(default=False, kw_only=True)

    @property
    def known_card(self) -> Card:
        """The card, for a rule that knows there is one (the record shows it)."""
        if self.card is None:
            raise TypeError(f"{type(self).__name__}: the card is not known")
        return self.card


@dataclass(slots=True)
class AuctionExposureFacts(CardFacts):
    """Cards exposed during the auction (24): ``card`` is the first."""

    #: every card the player exposed before the director came (24C)
    cards: list[Card] = field(default_factory=list)
    #: the card was led (faced as a lead) before the auction ended (24B)
    led: bool = False
    #: rubber 43: no one has drawn attention to it yet and the auction went
    #: on; attention drawn before the auction is over settles it then
    open: bool = False

    @property
    def low_card(self) -> bool:
        """Rubber 43(a): one card below an honour, not shown as a lead (any
        other exposure is 43(b)'s)."""
        cards = list(self.cards) or [self.known_card]
        return len(cards) == 1 and cards[0].rank < Rank.TEN and not self.led


@dataclass(slots=True)
class DesignationFacts(CardFacts):
    """Dummy's card named (45C4b, 46B, 47C-D): ``card`` is the card played."""

    #: 45C4b: the card declarer named first
    first: Card | None = None
    #: 46B: declarer's words
    words: str | None = None


@dataclass(slots=True)
class SimultaneousFacts(CardFacts):
    """Two or more cards played at once (58B)."""

    #: the cards played at once
    cards: list[Card] = field(default_factory=list)
    #: those of them that could be seen
    visible: list[Card] = field(default_factory=list)
    #: the one the record shows as played, if any
    recorded: Card | None = None


@dataclass(slots=True)
class SuggestionFacts(CardFacts):
    """Dummy suggested a play (rubber 50): ``card`` is the card suggested."""

    #: the player who holds it
    holder: Seat | None = None


@dataclass(frozen=True, slots=True)
class Swing:
    """What one revoke was worth, double dummy from the moment it was made."""

    #: the tricks still to be played, the revoke trick included
    remaining: int
    #: the non-offending side's tricks of those had the offender followed suit
    without: int
    #: its tricks of those after the revoke card
    with_revoke: int

    @property
    def gained(self) -> int:
        """The tricks the revoke took from the non-offending side."""
        return self.without - self.with_revoke


@dataclass(slots=True)
class RevokeFacts(CardFacts):
    """A revoke (Laws 61-64; rubber rule 55): where it was made, whether it
    is established or corrected, and the Law 64 branch taken after the play.
    Its ``card`` is the card played in revoking (None when the director found
    the revoke without naming it)."""

    #: the revoke trick, counted from 0
    trick: int
    #: the suit led to it (the suit the offender failed to follow); None when
    #: the director found the revoke without saying which suit (spec §6)
    suit: Suit | None
    #: the revoking card was itself the lead to the trick (a lead breaking a
    #: restriction, 26B, 50D2): no partner's card follows it (62C)
    lead: bool = False
    #: the restrictions the revoking card discharged as it was played (at a
    #: lead the lead restrictions, 26, 50D2a, rubber 41, 43(a); at any card
    #: the offender's play restriction, 57A, rubber 47(1)): they bind again
    #: once the revoke is corrected (62A; rubber 55(1))
    restrictions: tuple[Obligation, ...] = ()
    #: established (63A): True, False, or None while unknown (a revoke the
    #: director found before the table shows how the play went on)
    established: bool | None = None
    #: corrected before it was established (62A), or found not to be a revoke
    corrected: bool = False
    #: 62C3 (found by the director): both sides revoked in this trick and only
    #: one side has played to the next, so both revokes are corrected
    both_corrected: bool = False
    #: 43B2b: corrected, but Law 64 applies as if it were established
    as_established: bool = False
    #: no trick is transferred for it: the law that says so (43B3, 64B4,
    #: 64B5 ...), or True when the director's facts leave none (64B)
    no_transfer: str | bool | None = None
    #: the offender's cards of the suit all lay face up (penalty cards or
    #: dummy's): 64B3 may spare the transfer
    faced: bool = False
    #: after the play: the law under which tricks were transferred, and how many
    transfer: tuple[str, int] | None = None
    #: after the play: the law under which no trick was transferred
    no_transfer_law: str | None = None
    #: after the play: what the revoke was worth double dummy (64C), when the
    #: cards show it (:func:`bridgelaws.revoke_equity.swing`)
    equity: Swing | None = None
    #: 62C2: the cards the non-offenders played after the revoke, which they
    #: may take back now it is corrected
    may_withdraw: list[tuple[Seat, Card]] = field(default_factory=list)
    #: 62A: the legal card played in place of the revoke card while the
    #: non-offenders choose (62C1), to be played once they have
    substitute: tuple[Seat, Card] | None = None
    #: 62C1: the non-offenders' lead to the next trick, made before attention
    #: was drawn to the revoke; it waits for the corrected trick
    next_lead: tuple[Seat, Card] | None = None
    #: a revoke the director found rather than one the record shows (spec §6)
    found: bool = False
    #: found: who won the revoke trick, when known
    won_by: Seat | None = None
    #: found: the tricks the offending side won after the revoke trick, when known
    after: int | None = None
    #: found, the play ended by a claim or concession: the claim's tricks for
    #: the offending side that ``after`` counted; when the director changes
    #: them (69B2, 70, 71) ``after`` moves by the difference
    after_claimed: int | None = None
    #: found: the tricks quitted when the director gave ``after`` before the
    #: play ended; his count can only cover the tricks up to then, so those
    #: won later in play and by a claim or concession are added at the end (64A)
    after_upto: int | None = None
    #: found: a revoke in trick 12 with that trick quitted unseen (62D1): the
    #: director puts tricks 12 and 13 back
    restore: bool = False
    #: found, ``restore``: declarer's side's tricks once they were played again
    restored: int | None = None
    #: found: not established in the last quitted trick, whose cards the
    #: table does not show: the players put that trick right (62A, 62C;
    #: rubber 55(1)) and who won it then is asked
    retrick: bool = False
    #: found, ``retrick``: who won that trick once it was put right
    rewon: Seat | None = None
    #: found: the establishment has been told in the ruling's reasoning
    described: bool = False
    #: found: the director has all the facts Law 64 needs
    settled: bool = False
    #: found: corrected by the director's instruction alone (62B), the table
    #: unchanged; a claim or concession by the offending side before any card
    #: is played still establishes it (63A3, 63A4)
    told: bool = False
    #: rubber 55(8), 55(9): a revoke claim names it
    claimed: bool = False
    #: rubber: the rule by which the penalty is lost (51(2) dummy's question,
    #: 55(9) not claimed in time)
    penalty_lost: str | None = None
    #: rubber 55(4): a defender asked declarer whether he had none of the suit
    asked: bool = False
    #: rubber 51(2): dummy asked declarer, and the penalty is lost
    dummy_asked: bool = False
    #: rubber 55(4): dummy looked at declarer's cards: no retraction
    no_retraction: bool = False

    @property
    def standing(self) -> bool:
        """Established and not corrected."""
        return bool(self.established) and not self.corrected


@dataclass(slots=True)
class RevokeClaimFacts(Facts):
    """A revoke claimed in rubber bridge (rule 55(8), 55(9))."""

    #: who claims it
    claimant: Seat
    #: the suit he names, if any
    suit: Suit | None = None
    #: the trick he names (counted from 1), if any
    trick: int | None = None
    #: the tricks showed no revoke, and the claim stays open: mixing the cards
    #: before they are examined upholds it (55(8))
    open: bool = False


@dataclass(slots=True)
class TrickFacts(Facts):
    """A trick with too many or too few cards (67; rubber 48)."""

    #: the trick, counted from 0
    trick: int
    #: 67B: both sides had played to the next trick
    late: bool = False
    #: 67B1: a trick may be transferred after the play
    transfer: bool = False
    #: 67B1, once play is over: its law and the tricks it transferred (0 when
    #: the offending side won no trick from the defective trick on)
    branch: tuple[str, int] | None = None


@dataclass(slots=True)
class ClaimFacts(Facts):
    """A disputed claim or a concession (68-71)."""

    #: 69B: the player who withdrew his agreement, if any
    withdrawn: Seat | None = None
    #: 68D2b: the players (by seat letter) who asked to play on
    play_on: list[str] = field(default_factory=list)
    #: 68B2: the partner who objected at once to a defender's concession
    objected: Seat | None = None
    #: cards played after the claim was disputed, before the director ruled
    #: (``"N:SA"``): they do not count (68D), 2007's director may weigh them (70D3)
    played_after: list[str] = field(default_factory=list)


@dataclass(slots=True)
class AttentionFacts(Facts):
    """Dummy drew attention during the play (43A1b)."""

    #: the irregularity he drew attention to, if any
    target: Irregularity | None = None


@dataclass(slots=True)
class CountFacts(Facts):
    """A trick count disputed after the play, or agreed and found wrong
    (79A, 79B): what the director found about it."""

    #: declarer's side's tricks as recorded, or as the side that disputes holds
    recorded: int
    #: the player who raised it, if named
    by: Seat | None = None
    #: the players had agreed the recorded count at the table (79A)
    agreed: bool = False
    #: the director's own count, where the cards played cannot show it
    found: int | None = None
    #: the director was called only after the round had ended (79B3; 2007 79B2)
    after_round: bool = False
    #: he is sure of the result obtained at the table (79B3)
    sure: bool = False
    #: he lowers one side's score without raising the other's (79B3)
    split: bool = False
    #: the sides that did not leave their played cards in order (65C), so
    #: that the cards cannot settle the count (65D)
    disordered: tuple[Side, ...] = ()


@dataclass(slots=True)
class ScoreFacts(Facts):
    """A score computed or entered wrongly (79C)."""

    #: North-South's points as computed or entered
    entered: int
    #: the director is sure the entry is wrong (79C2)
    sure: bool = False
    #: the tournament organiser agrees to the late correction (79C2)
    organiser_agrees: bool = False
    #: 2007 79C2: the regulations allow a correction after the period
    regulations_allow: bool = False
