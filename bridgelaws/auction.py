"""The auction as the Laws run it (Laws 17-22).

:class:`Auction` holds the calls that stand, in order, and answers what correct
procedure asks: whose turn it is (17B, 17C), whether a call is legal (18, 19,
36-38), when the auction is over (22A) or passed out (22B), the contract and
the declarer. It does not decide what happens after an irregularity: that is
the edition's job (:mod:`bridgelaws.editions`), which may put an irregular call
into the auction once it is accepted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from bridgelaws.calls import BIDS, DOUBLE, PASS, REDOUBLE, Call, CallKind, Contract, Risk
from bridgelaws.cards import Seat
from bridgelaws.rulings import IrregularityCode


class Violation(NamedTuple):
    """Why an action breaks correct procedure: spec §4 code, law, plain words."""

    code: IrregularityCode
    law: str
    message: str


def out_of_rotation(call: Call) -> tuple[IrregularityCode, str]:
    """The irregularity of ``call`` made out of rotation and its own law: a
    pass (30), a bid (31), a double or redouble (32)."""
    if call.kind is CallKind.PASS:
        return IrregularityCode.PASS_OUT_OF_ROTATION, "30"
    if call.kind is CallKind.BID:
        return IrregularityCode.BID_OUT_OF_ROTATION, "31"
    return IrregularityCode.DOUBLE_OUT_OF_ROTATION, "32"


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    """One line of a review of the auction (Law 20B): who called what, and the
    explanation that was attached (an alert or a note), if any."""

    seat: Seat
    call: Call
    note: str | None = None


@dataclass(frozen=True, slots=True)
class AuctionReview:
    """What a player may have restated at this moment, and by which law
    (20B, 20C2, 41C; rubber 17): all the calls, only the contract (its level,
    denomination and whether it is doubled or redoubled, not by whom), or
    nothing."""

    seat: Seat
    law: str
    #: he may have every call restated (``calls`` then holds them)
    allowed: bool = False
    calls: tuple[ReviewEntry, ...] = ()
    #: he may only be told the contract: PBN without the declarer (``4HX``)
    contract: str | None = None


class Auction:
    """The calls of one auction, starting with the dealer (Law 17B)."""

    __slots__ = (
        "_doubled_by",
        "_last_bid",
        "_last_bid_seat",
        "_risk",
        "_trailing_passes",
        "calls",
        "dealer",
        "next_seat",
        "notes",
    )

    def __init__(self, dealer: Seat) -> None:
        self.dealer = dealer
        self.calls: list[tuple[Seat, Call]] = []
        self.notes: dict[int, str] = {}
        self.next_seat = dealer
        self._last_bid: Call | None = None
        self._last_bid_seat: Seat | None = None
        self._risk = Risk.UNDOUBLED
        self._doubled_by: Seat | None = None
        self._trailing_passes = 0

    # -- state ----------------------------------------------------------------

    @property
    def last_bid(self) -> Call | None:
        return self._last_bid

    @property
    def last_bidder(self) -> Seat | None:
        return self._last_bid_seat

    @property
    def risk(self) -> Risk:
        return self._risk

    @property
    def is_complete(self) -> bool:
        """Law 22A: three passes after a call, or four passes to start."""
        return self._trailing_passes >= (4 if self._last_bid is None else 3)

    @property
    def is_passed_out(self) -> bool:
        """Law 22B: all four players passed."""
        return self.is_complete and self._last_bid is None

    def declarer(self) -> Seat | None:
        """The first player of the declaring side to name the final denomination
        (definition of declarer; Law 22A)."""
        if self._last_bid is None or self._last_bid_seat is None:
            return None
        side = self._last_bid_seat.side
        denomination = self._last_bid.denomination
        for seat, call in self.calls:
            if call.is_bid and call.denomination is denomination and seat.side is side:
                return seat
        return self._last_bid_seat  # unreachable for a consistent auction

    def contract(self) -> Contract | None:
        """The final contract with its declarer, once the auction is over."""
        if not self.is_complete:
            return None
        if self._last_bid is None:
            return Contract.passed_out()
        bid = self._last_bid
        return Contract(bid.level, bid.denomination, self._risk, self.declarer())

    def review(self) -> list[ReviewEntry]:
        """The auction as a player may have it reviewed (Law 20B): every call
        in order with the explanation attached to it."""
        return [
            ReviewEntry(seat, call, self.notes.get(i)) for i, (seat, call) in enumerate(self.calls)
        ]

    # -- legality -------------------------------------------------------------

    def violation(self, seat: Seat, call: Call) -> Violation | None:
        """What is wrong with ``seat`` making ``call`` now, or ``None`` if it is
        correct procedure. Out-of-rotation is checked first (Laws 28-32)."""
        if self.is_complete:
            return Violation(
                IrregularityCode.CALL_AFTER_FINAL_PASS, "39", "the auction is already over"
            )
        if seat is not self.next_seat:
            # A call that no player could make now (a bid above seven, a double
            # of one's own side) is judged as such whoever makes it (36, 38).
            if call.kind is CallKind.BID and call.level > 7:
                return self.inadmissible(seat, call)
            if call.kind is not CallKind.BID and call.kind is not CallKind.PASS:
                wrong = self.inadmissible(seat, call)
                if wrong is not None:
                    return wrong
            code, law = out_of_rotation(call)
            return Violation(code, law, f"it is {self.next_seat.name.title()}'s turn to call")
        return self.inadmissible(seat, call)

    def inadmissible(self, seat: Seat, call: Call) -> Violation | None:
        """Checks a call made in turn: Laws 18 (sufficiency), 19/36 (doubles)
        and 38 (bids above seven)."""
        kind = call.kind
        if kind is CallKind.PASS:
            return None
        if kind is CallKind.BID:
            if call.level > 7:
                return Violation(
                    IrregularityCode.BID_ABOVE_SEVEN, "38", "no bid may name more than seven"
                )
            if self._last_bid is not None and not call.supersedes(self._last_bid):
                return Violation(
                    IrregularityCode.INSUFFICIENT_BID,
                    "18D",
                    f"{call} does not supersede {self._last_bid} (Law 18B)",
                )
            return None
        bidder = self._last_bid_seat
        if kind is CallKind.DOUBLE:
            if bidder is None:
                return Violation(
                    IrregularityCode.INADMISSIBLE_DOUBLE, "19A1", "there is no bid to double"
                )
            if bidder.side is seat.side:
                return Violation(
                    IrregularityCode.INADMISSIBLE_DOUBLE,
                    "19A1",
                    "a player may not double his own side's bid",
                )
            if self._risk is not Risk.UNDOUBLED:
                return Violation(
                    IrregularityCode.INADMISSIBLE_DOUBLE, "19A1", "the bid is already doubled"
                )
            return None
        if self._risk is not Risk.DOUBLED:
            return Violation(
                IrregularityCode.INADMISSIBLE_DOUBLE, "19B1", "there is no double to redouble"
            )
        if self._doubled_by is not None and self._doubled_by.side is seat.side:
            return Violation(
                IrregularityCode.INADMISSIBLE_DOUBLE,
                "19B1",
                "a player may not redouble his own side's double",
            )
        return None

    def legal_calls(self) -> list[Call]:
        """All calls the player in turn may make (Laws 18-19)."""
        if self.is_complete:
            return []
        seat = self.next_seat
        out = [PASS]
        out += [c for c in (DOUBLE, REDOUBLE) if self.inadmissible(seat, c) is None]
        low = -1 if self._last_bid is None else self._last_bid.order
        out += [b for b in BIDS if b.order > low]
        return out

    # -- changes --------------------------------------------------------------

    def add(self, seat: Seat, call: Call, note: str | None = None) -> None:
        """Let ``call`` by ``seat`` stand in the auction (in turn, or accepted
        out of rotation) and pass the turn to his LHO. No legality check."""
        if note:
            self.notes[len(self.calls)] = note
        self.calls.append((seat, call))
        kind = call.kind
        if kind is CallKind.PASS:
            self._trailing_passes += 1
        else:
            self._trailing_passes = 0
            if kind is CallKind.BID:
                self._last_bid = call
                self._last_bid_seat = seat
                self._risk = Risk.UNDOUBLED
                self._doubled_by = None
            elif kind is CallKind.DOUBLE:
                self._risk = Risk.DOUBLED
                self._doubled_by = seat
            else:
                self._risk = Risk.REDOUBLED
        self.next_seat = seat.lho

    def add_run(self, calls: Sequence[tuple[Seat, Call]]) -> int:
        """Add calls as long as each is correct procedure (in rotation, legal,
        auction not over); returns how many were added."""
        added = 0
        for seat, call in calls:
            if seat is not self.next_seat or self.is_complete:
                break
            kind = call.kind
            if kind is CallKind.BID:
                last = self._last_bid
                if call.level > 7 or (last is not None and call.order <= last.order):
                    break
            elif kind is not CallKind.PASS and self.inadmissible(seat, call) is not None:
                break
            self.add(seat, call)
            added += 1
        return added

    def withdraw_last(self) -> tuple[Seat, Call]:
        """Take the last call out of the auction (a change of call, Law 25) and
        return it; the turn goes back to the player who made it."""
        calls = self.calls[:-1]
        last = self.calls[-1]
        notes = {i: n for i, n in self.notes.items() if i < len(calls)}
        self.__init__(self.dealer)  # type: ignore[misc]
        for seat, call in calls:
            self.add(seat, call)
        self.notes.update(notes)
        return last

    def reopen(self, seat: Seat) -> None:
        """Law 17D3: three passes that include a pass out of rotation which
        skipped ``seat`` do not end the auction; it reverts to ``seat``."""
        self._trailing_passes = 2 if self._last_bid is not None else 3
        self.next_seat = seat

    def __len__(self) -> int:
        return len(self.calls)

    def __repr__(self) -> str:
        calls = " ".join(f"{s.letter}:{c}" for s, c in self.calls)
        return f"<Auction dealer={self.dealer.letter} {calls}>"
