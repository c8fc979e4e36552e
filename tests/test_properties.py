"""Properties of whole boards, from random deals, auctions and play (hypothesis).

Every random choice comes from a ``random.Random`` seeded by hypothesis, so a
failure shrinks to a seed and replays exactly.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws import (
    Board,
    BridgeError,
    Call,
    Card,
    Deal,
    Seat,
    Side,
    Status,
    Table,
    TableRecord,
)
from bridgelaws.calls import BIDS, DOUBLE, PASS, REDOUBLE
from bridgelaws.cards import CARDS, Suit
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ConcedeEvent,
    DirectorEvent,
    Event,
    ExposeEvent,
    FactEvent,
    ResponseEvent,
)
from bridgelaws.scoring.duplicate import score as duplicate_score

SETTINGS = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
seeds = st.integers(min_value=0, max_value=2**64 - 1)


def random_auction(table: Table, rng: random.Random, pass_bias: float = 0.7) -> None:
    """Legal calls from ``Auction.legal_calls()``, mostly Pass, until it ends."""
    while table.status is Status.AUCTION:
        legal = table.auction.legal_calls()
        seat = table.auction.next_seat
        others = legal[1:]
        if rng.random() < pass_bias or not others:
            call = PASS
        else:
            # favour the cheaper bids so that auctions look like auctions
            call = others[min(int(rng.expovariate(0.3)), len(others) - 1)]
        assert table.call(seat, call) == []


def random_play(table: Table, rng: random.Random, stop: int = 52) -> list[tuple[Seat, Card]]:
    """Random legal cards until the play is over (or ``stop`` cards)."""
    played: list[tuple[Seat, Card]] = []
    while table.status is Status.PLAY and len(played) < stop:
        assert table.play is not None
        seat = table.next
        assert seat is not None
        card = rng.choice(table.play.legal_cards(seat))
        assert table.play_card(seat, card) == []
        played.append((seat, card))
    return played


def new_table(rng: random.Random) -> Table:
    return Table(Board.numbered(rng.randint(1, 48), Deal.random(rng)))


def played_board(seed: int) -> tuple[Table, list[tuple[Seat, Card]]]:
    rng = random.Random(seed)
    table = new_table(rng)
    random_auction(table, rng)
    played = random_play(table, rng)
    return table, played


def expected_declarer(calls: list[tuple[Seat, Call]]) -> Seat | None:
    """Definition of declarer, computed afresh from the calls."""
    bids = [(seat, call) for seat, call in calls if call.is_bid]
    if not bids:
        return None
    last_seat, last = bids[-1]
    for seat, call in bids:
        if seat.side is last_seat.side and call.denomination is last.denomination:
            return seat
    raise AssertionError("unreachable")


def expected_winner(cards: tuple[tuple[Seat, Card], ...], trump: Suit | None) -> Seat:
    """Laws 44E/44F, written independently of bridgelaws.play.trick_winner."""
    trumps = [(c.rank, s) for s, c in cards if c.suit == trump]
    if trumps:
        return max(trumps)[1]
    led = cards[0][1].suit
    return max((c.rank, s) for s, c in cards if c.suit == led)[1]


# -- properties of complete boards ---------------------------------------------------------


@SETTINGS
@given(seeds)
def test_random_board_invariants(seed: int) -> None:
    table, played = played_board(seed)
    deal = table.board.deal
    assert deal is not None
    contract = table.contract
    assert contract is not None
    calls = table.auction.calls

    # Law 22: the auction ended with three passes after a bid, or four passes
    assert all(call.is_pass for _, call in calls[-3:])
    assert len(calls) >= 4
    # Law 17: dealer first, then clockwise
    assert [seat for seat, _ in calls] == [table.board.dealer.next(i) for i in range(len(calls))]

    if contract.is_passed_out:
        assert table.status is Status.PASSED_OUT
        assert [c for _, c in calls] == [PASS] * 4
        assert table.score() == {Side.NS: 0, Side.EW: 0}
        assert played == []
        return

    # exactly one declarer: the first of his side to name the denomination
    assert table.declarer is not None
    assert table.declarer is expected_declarer(calls)
    assert table.auction.declarer() is table.declarer
    last_bid = [c for _, c in calls if c.is_bid][-1]
    assert (contract.level, contract.denomination) == (last_bid.level, last_bid.denomination)

    play = table.play
    assert play is not None
    assert table.status is Status.COMPLETE
    # 52 cards conserved, 13 tricks of 4 cards, 13 tricks in all
    assert len(played) == 52
    assert sorted(c for _, c in played) == list(CARDS)
    assert all(play.hand(seat) == [] for seat in Seat)
    assert len(play.tricks) == 13
    assert all(len(t.cards) == 4 for t in play.tricks)
    assert play.won[0] + play.won[1] == 13
    tricks = table.tricks()
    assert tricks is not None and tricks[Side.NS] + tricks[Side.EW] == 13
    assert table.adjustments == [] and table.irregularities == []

    # every card came from the hand it was dealt to
    for seat, card in played:
        assert card in deal[seat]
    # Law 41A, 44G, 44E/F: leaders and winners
    assert play.tricks[0].leader is table.declarer.lho
    for before, after in zip(play.tricks, play.tricks[1:], strict=False):
        assert after.leader is before.winner
    for trick in play.tricks:
        assert [s for s, _ in trick.cards] == [trick.leader.next(i) for i in range(4)]
        assert trick.winner is expected_winner(trick.cards, contract.trump)
    assert play.won[Side.NS] == sum(1 for t in play.tricks if t.winner.side is Side.NS)

    # Law 44C: nobody failed to follow suit while holding the suit led
    holding = {seat: set(deal[seat].cards) for seat in Seat}
    for trick in play.tricks:
        led = trick.led_suit
        for seat, card in trick.cards:
            if card.suit is not led:
                assert not any(c.suit is led for c in holding[seat])
            holding[seat].discard(card)

    # Law 77: complementary scores
    score = table.score()
    assert score is not None
    assert score[Side.NS] == -score[Side.EW]
    declarer_side = table.declarer.side
    vulnerable = table.board.vulnerability.is_vulnerable(declarer_side)
    expected = duplicate_score(contract, tricks[declarer_side], vulnerable)
    assert score[declarer_side] == expected


@SETTINGS
@given(seeds, st.integers(min_value=0, max_value=52))
def test_cards_conserved_at_every_moment(seed: int, stop: int) -> None:
    rng = random.Random(seed)
    table = new_table(rng)
    random_auction(table, rng, pass_bias=0.5)
    played = random_play(table, rng, stop)
    if table.play is None:
        return
    deal = table.board.deal
    assert deal is not None
    in_hands = [c for seat in Seat for c in table.play.hand(seat)]
    in_tricks = [c for t in table.play.tricks for _, c in t.cards]
    on_table = [c for _, c in table.play.current]
    assert sorted(in_hands + in_tricks + on_table) == list(CARDS)
    assert sorted(in_tricks + on_table) == sorted(c for _, c in played)
    assert len(on_table) == len(played) % 4
    assert len(table.play.tricks) == len(played) // 4
    for seat in Seat:
        assert set(table.play.hand(seat)) == set(deal[seat].cards) - {
            c for s, c in played if s is seat
        }


@SETTINGS
@given(seeds, st.integers(min_value=0, max_value=60))
def test_replay_gives_the_same_report(seed: int, stop: int) -> None:
    rng = random.Random(seed)
    table = new_table(rng)
    random_auction(table, rng, pass_bias=0.6)
    random_play(table, rng, stop)
    report = table.report()
    assert Table.from_record(table.record).report() == report
    record = TableRecord.from_json(table.record.to_json())
    assert record == table.record
    assert Table.from_record(record).report() == report
    assert Table.from_record(TableRecord.loads(table.record.dumps())).report() == report


@SETTINGS
@given(seeds, st.integers(min_value=0, max_value=51), st.integers(min_value=0, max_value=13))
def test_agreed_claim_gives_claimed_tricks(seed: int, stop: int, extra: int) -> None:
    """Law 69A: a claim by declarer agreed by both defenders stands."""
    rng = random.Random(seed)
    table = new_table(rng)
    random_auction(table, rng, pass_bias=0.5)
    if table.status is not Status.PLAY:
        return
    random_play(table, rng, stop)
    play = table.play
    assert play is not None and table.declarer is not None
    declarer = table.declarer
    won = play.won[declarer.side]
    remaining = 13 - len(play.tricks)
    claim = won + min(extra, remaining)
    last_trick_under_way = len(play.tricks) == 12 and bool(play.current)
    table.claim_tricks(declarer, claim)
    table.respond(declarer.lho, True)
    table.respond(declarer.rho, True)
    if last_trick_under_way:
        # 68 (preamble): a claim can only be about tricks other than the one
        # under way, so with twelve tricks quitted it is no claim: play goes on
        assert table.status is Status.PLAY
        return
    assert table.status is Status.COMPLETE
    tricks = table.tricks()
    assert tricks == {declarer.side: claim, declarer.side.other: 13 - claim}
    score = table.score()
    assert score is not None and score[Side.NS] == -score[Side.EW]
    assert Table.from_record(table.record).report() == table.report()


# -- no crash on any sequence of actions ---------------------------------------------------

OPTIONS = ["accept", "reject", "become_dummy", "require_retraction", "lead_from:N", "highest"]
FACTS = ["unintended", "comparable", "artificial", "could_see_dummy", "deliberate"]
ALL_CALLS = [PASS, DOUBLE, REDOUBLE, *BIDS, Call.parse("8S"), Call.parse("9NT")]


def plausible_event(table: Table, rng: random.Random) -> Event | None:
    """What a player might well do now: a legal call or card by the seat in
    turn, sometimes a claim, a concession or a response to one."""
    nxt = table.next
    if table.status is Status.AUCTION and nxt is not None:
        legal = table.auction.legal_calls() or [PASS]
        return CallEvent(nxt, PASS if rng.random() < 0.6 else rng.choice(legal))
    play = table.play
    if table.status is Status.PLAY and play is not None:
        seat = rng.choice(list(Seat))
        roll = rng.random()
        if table.claim is not None and roll < 0.5:
            return ResponseEvent(seat, rng.random() < 0.8)
        if roll < 0.015:
            won = play.won[seat.side]
            return ClaimEvent(seat, min(13, won + rng.randint(0, 13 - len(play.tricks))))
        if roll < 0.02:
            return ConcedeEvent(seat, rng.randint(0, 13 - len(play.tricks)))
        if nxt is not None:
            legal = play.legal_cards(nxt)
            if legal:
                return CardEvent(nxt, rng.choice(legal))
    return None


def chaotic_event(table: Table, rng: random.Random) -> Event:
    """Any event at all, by any seat."""
    seat = rng.choice(list(Seat))
    roll = rng.random()
    if roll < 0.3:
        return CallEvent(seat, rng.choice(ALL_CALLS))
    if roll < 0.55:
        if table.play is not None and rng.random() < 0.7:
            hand = table.play.hand(seat)
            if hand:
                return CardEvent(seat, rng.choice(hand), rng.random() < 0.05)
        return CardEvent(seat, rng.choice(CARDS))
    kind = rng.randrange(8)
    if kind == 0:
        return ClaimEvent(seat, rng.randint(0, 13))
    if kind == 1:
        return ConcedeEvent(seat, rng.randint(0, 13))
    if kind in (2, 3):
        return ResponseEvent(seat, rng.random() < 0.7)
    if kind == 4:
        return DirectorEvent(seat)
    if kind == 5:
        return ChoiceEvent(seat, rng.choice(OPTIONS))
    if kind == 6:
        return ExposeEvent(seat, rng.choice(CARDS))
    return FactEvent(rng.choice(FACTS), rng.random() < 0.5)


def random_event(table: Table, rng: random.Random, chaos: float) -> Event:
    if rng.random() >= chaos:
        event = plausible_event(table, rng)
        if event is not None:
            return event
    return chaotic_event(table, rng)


def not_dealt(table: Table, event: Event) -> bool:
    deal = table.board.deal
    if deal is None or not isinstance(event, CardEvent | ExposeEvent):
        return False
    return event.card not in deal[event.by]


def check_report(report: dict[str, Any]) -> None:
    assert report["status"] in {s.value for s in Status}
    if report["score"] is not None:
        assert report["score"]["NS"] == -report["score"]["EW"]
    if report["tricks"] is not None:
        assert report["tricks"]["NS"] + report["tricks"]["EW"] == 13


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seeds,
    st.integers(min_value=1, max_value=150),
    st.booleans(),
    st.sampled_from([0.0, 0.01, 0.03, 0.1, 0.3, 1.0]),
)
def test_no_crash_on_any_sequence_of_actions(
    seed: int, length: int, with_deal: bool, chaos: float
) -> None:
    rng = random.Random(seed)
    deal = Deal.random(rng) if with_deal else None
    table = Table(Board.numbered(rng.randint(1, 16), deal), rng.choice(["2017", "2007"]))
    rejected = False
    for _ in range(length):
        event = random_event(table, rng, chaos)
        if not_dealt(table, event):
            rejected = True  # the JSON reader refuses such a record (spec §1)
        try:
            table.apply(event)
        except BridgeError:
            rejected = True
            continue
        try:
            report = table.report()
        except BridgeError:
            rejected = True
            continue
        check_report(report)
    if not rejected:
        # a record that was never rejected replays to the same state
        assert Table.from_record(table.record).report() == table.report()
        record = TableRecord.from_json(table.record.to_json())
        assert Table.from_record(record).report() == table.report()
