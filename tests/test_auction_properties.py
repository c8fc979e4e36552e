"""Properties of irregular auctions (hypothesis): any calls by any seats, in or
out of rotation, with directors, facts and choices in any order, under both
editions, never crash, never leave an impossible auction, and can always be
driven to a legal contract or a pass-out."""

from __future__ import annotations

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Call, Seat, Status, Table
from bridgelaws.calls import BIDS, DOUBLE, PASS, REDOUBLE, CallKind
from bridgelaws.record import CallEvent, ChoiceEvent, DirectorEvent, Event, FactEvent

FACTS = ("unintended", "comparable", "artificial")
#: calls players make: mostly low bids and passes, sometimes a bid above seven
POOL = [PASS, PASS, PASS, DOUBLE, REDOUBLE, *BIDS[:20], Call.parse("8S")]


def random_event(table: Table, rng: random.Random) -> Event:
    roll = rng.random()
    active = table.active
    if roll < 0.08:
        return DirectorEvent(rng.choice(list(Seat)))
    if roll < 0.16:
        return FactEvent(rng.choice(FACTS), rng.random() < 0.5)
    if roll < 0.26 and active is not None and active.options:
        # the entitled chooser mostly, anyone sometimes
        seat = active.chooser if active.chooser is not None and rng.random() < 0.8 else None
        option = rng.choice(active.options).code
        return ChoiceEvent(seat if seat is not None else rng.choice(list(Seat)), option)
    nxt = table.next
    seat = nxt if nxt is not None and rng.random() < 0.7 else rng.choice(list(Seat))
    return CallEvent(seat, rng.choice(POOL))


def check_auction(table: Table) -> None:
    """What may never be in the auction: a bid above seven, an inadmissible
    double or redouble; and the status must match what the table waits for."""
    risk_bid = None
    doubled = False
    for seat, call in table.auction.calls:
        if call.kind is CallKind.BID:
            assert call.level <= 7
            risk_bid, doubled = seat, False
        elif call.kind is CallKind.DOUBLE:
            assert risk_bid is not None and risk_bid.side is not seat.side and not doubled
            doubled = True
        elif call.kind is CallKind.REDOUBLE:
            assert doubled and risk_bid is not None and risk_bid.side is seat.side
    # spec §2: the pending choice or question is the last ruling of the report
    if table.status is Status.AWAITING_CHOICE:
        assert table.active is not None and table.active.options
        assert table.active.chooser is not None
        assert table.rulings_in_report_order()[-1] is table.active
    if table.status is Status.AWAITING_FACT:
        assert table.active is not None and table.active.question is not None
        assert table.rulings_in_report_order()[-1] is table.active
    for obligation in table.obligations:
        assert obligation.type in (
            "must_pass",
            "must_repeat",
            "no_double",
            "lead_restriction",
            "exposed_card",
            "penalty_card",
        )


def finish(table: Table) -> None:
    """Drive the table to the end of the auction the quiet way: the director
    comes when called for, facts are denied, choices take the first option,
    and the player to call passes."""
    for _ in range(80):
        if table.status not in (
            Status.AUCTION,
            Status.AWAITING_DIRECTOR,
            Status.AWAITING_FACT,
            Status.AWAITING_CHOICE,
        ):
            return
        active = table.active
        if table.status is Status.AWAITING_DIRECTOR:
            pending = table.pending
            table.apply(
                DirectorEvent(pending.offender.lho if pending and pending.offender else Seat.NORTH)
            )
        elif table.status is Status.AWAITING_FACT and active is not None and active.question:
            table.apply(FactEvent(active.question.fact, False))
        elif table.status is Status.AWAITING_CHOICE and active is not None:
            assert active.chooser is not None
            table.apply(ChoiceEvent(active.chooser, active.options[0].code))
        else:
            nxt = table.next
            assert nxt is not None
            owed = [o.call for o in table.obligations if o.type == "must_repeat" and o.seat is nxt]
            table.apply(CallEvent(nxt, Call.parse(owed[0]) if owed and owed[0] else PASS))
        check_auction(table)
    raise AssertionError(f"the auction did not end: {table.report('en')}")


@settings(max_examples=250, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    length=st.integers(0, 70),
    edition=st.sampled_from(["2017", "2007"]),
    board=st.integers(1, 16),
)
# never-ending auctions found with longer sequences: a double out of rotation
# whose repetition (32A1) an accepted call had made inadmissible was owed for
# ever; and 17D3 sent the auction back again and again for a pass out of
# rotation already cancelled, because a later pass stood at its place
@example(seed=117181 * 7919, length=70, edition="2017", board=8)
@example(seed=104437 * 7919, length=64, edition="2017", board=12)
@example(seed=152963 * 7919, length=51, edition="2007", board=7)
def test_any_sequence_of_calls_ends_in_a_legal_contract(
    seed: int, length: int, edition: str, board: int
) -> None:
    rng = random.Random(seed)
    table = Table(Board.numbered(board), edition)
    for _ in range(length):
        if table.status not in (
            Status.AUCTION,
            Status.AWAITING_DIRECTOR,
            Status.AWAITING_FACT,
            Status.AWAITING_CHOICE,
        ):
            break
        table.apply(random_event(table, rng))
        check_auction(table)
    finish(table)
    contract = table.contract
    assert contract is not None
    if contract.is_passed_out:
        assert table.status is Status.PASSED_OUT
    else:
        assert 1 <= contract.level <= 7 and contract.declarer is not None
        last_bidder = next(s for s, c in reversed(table.auction.calls) if c.is_bid)
        assert contract.declarer.side is last_bidder.side
        assert not any(o.type in ("must_pass", "no_double") for o in table.obligations)
