"""Any sequence of any events through :class:`~bridgelaws.table.Table` (issue 11).

Sensible events (legal calls and cards, answers to the director's questions,
the entitled player's choices) are mixed with anything at all: calls and cards
out of turn, cards from any hand or none, every fact the engine knows with any
value, choices of any code by anyone, claims, concessions and responses at any
moment. After every event, in all three editions:

- the 52 cards are each in exactly one place (a hand or a played trick), every
  hand holds only cards dealt to it, and no card is held twice;
- every quitted trick has four cards from four seats; the current trick fewer
  than four, from different seats;
- each side's tricks are 0 to 13, all 13 once play is over, and a transfer
  never takes more than the side can give;
- the report can be made and written as JSON;
- an event the table refuses (:class:`BridgeError`) leaves the record and the
  state as they were, and any other exception is a failure of the engine.

At the end the record replays, through its JSON form, to the same report.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Deal, Seat, Status, Table, TableRecord
from bridgelaws.calls import Call
from bridgelaws.cards import CARDS, BridgeError, Card, Side
from bridgelaws.facts import TrickFacts
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

CALLS = ["Pass", "Pass", "1C", "1D", "1H", "1S", "1NT", "2C", "3NT", "4S", "7NT", "X", "XX", "8S"]
#: every fact the editions read, found during play or asked in a ruling
FACTS = (
    "artificial comparable unintended could_see_dummy deliberate opponent_induced "
    "cards_mixed defective_trick designation drew_attention_to_trick dummy_left_table "
    "dummy_suggested dummy_warned_lead inspected_trick misdeal misinformed missed_trick "
    "missing_card next_board_called not_designated revoke_claimed revoke_question "
    "round_ended simultaneous_cards simultaneous_lead trick_pointed_wrongly wrong_board "
    "wrong_number_of_cards wrong_rule_cited tricks removed_card next_deal_cut "
    "rubber_score_accepted established"
).split()
CODES = (
    "accept reject become_dummy require_retraction no_restriction keep lowest new_deal "
    "require_suit:S prohibit_suit:H require_suit:C nonsense"
).split()
DETAIL_KEYS = ("by", "seat", "trick", "card", "faced", "visible", "found", "looked", "kind")


def wild_value(rng: random.Random, table: Table) -> Any:
    """Anything a careless record might hold as a fact's value or detail."""
    pool: list[Any] = [True, False, None, 0, 1, 2, 12, 13, 14, -1, "x", "", [], {}]
    pool += ["N", "E", "S", "W", "high", "low", "any", "S", "7", "T", "floor", "unknown"]
    pool += [rng.choice(CARDS).name, [rng.choice(CARDS).name, rng.choice(CARDS).name]]
    if table.play is not None:
        played = [c.name for _, c in table.play.cards_played()]
        pool += played[-2:]
    return rng.choice(pool)


def sensible_event(table: Table, rng: random.Random) -> Event | None:
    """What the table waits for, when it waits for something."""
    active = table.active
    if table.status is Status.AWAITING_CHOICE and active is not None and active.chooser:
        return ChoiceEvent(active.chooser, rng.choice(active.options).code)
    if table.status is Status.AWAITING_FACT and active is not None and active.question:
        return FactEvent(
            active.question.fact,
            wild_value(rng, table) if rng.random() < 0.2 else rng.random() < 0.5,
        )
    if table.status is Status.AWAITING_DIRECTOR:
        return DirectorEvent(rng.choice(list(Seat)))
    if table.claim is not None and table.status is Status.PLAY and rng.random() < 0.7:
        return ResponseEvent(rng.choice(list(Seat)), rng.random() < 0.7)
    seat = table.next
    if table.status is Status.AUCTION and seat is not None:
        legal = table.auction.legal_calls()
        passes = [c for c in legal if c.is_pass]
        return CallEvent(seat, rng.choice(passes if rng.random() < 0.6 else legal))
    play = table.play
    if table.status is Status.PLAY and play is not None and seat is not None:
        legal_cards = play.legal_cards(seat)
        if legal_cards:
            return CardEvent(seat, rng.choice(legal_cards))
    return None


def wild_event(table: Table, rng: random.Random) -> Event:
    """Any event at all, by anyone, at any moment."""
    seat = rng.choice(list(Seat))
    deal = table.board.deal
    assert deal is not None
    play = table.play
    held = play.hand(seat) if play is not None else list(deal[seat])
    card = rng.choice(held) if held and rng.random() < 0.8 else rng.choice(CARDS)
    kind = rng.random()
    if kind < 0.2:
        return CallEvent(seat, Call.parse(rng.choice(CALLS)))
    if kind < 0.4:
        return CardEvent(seat, card, rng.random() < 0.1)
    if kind < 0.47:
        return ExposeEvent(seat, card)
    if kind < 0.55:
        return DirectorEvent(seat)
    if kind < 0.75:
        details = {
            key: wild_value(rng, table) for key in rng.sample(DETAIL_KEYS, rng.randint(0, 3))
        }
        return FactEvent(rng.choice(FACTS), wild_value(rng, table), details)
    if kind < 0.85:
        codes = [o.code for o in table.active.options] if table.active is not None else []
        return ChoiceEvent(seat, rng.choice(codes + CODES))
    if kind < 0.9:
        return ClaimEvent(seat, rng.randint(0, 13))
    if kind < 0.95:
        return ConcedeEvent(seat, rng.randint(0, 13))
    return ResponseEvent(seat, rng.random() < 0.5)


def _facts_of(table: Table, irregularity: Any) -> dict[str, Any]:
    for ruling in table.rulings:
        if ruling.irregularity is irregularity:
            return ruling.facts
    return {}


def check_invariants(table: Table) -> None:
    play = table.play
    deal = table.board.deal
    assert deal is not None
    if play is not None:
        places: Counter[Any] = Counter()
        for seat in Seat:
            hand = play.hand(seat)
            assert set(hand) <= set(deal[seat]), f"{seat.name} holds a card not dealt to him"
            places.update(hand)
        played = play.cards_played()
        places.update(card for _, card in played)
        for seat, card in played:
            assert card in deal[seat], f"{seat.name} played {card}, dealt to another"
        assert all(n == 1 for n in places.values()), (
            f"a card in two places: {places.most_common(2)}"
        )
        assert set(places) == set(CARDS), "a card was lost"
        # a trick gathered with three cards (rubber rule 48) is short only until
        # the director has the offender's extra card put into it (or a claim
        # ends the play first: the result is then the claim's)
        short = {
            i.facts_as(TrickFacts).trick
            for i in table.irregularities
            if i.code == "too_many_cards" and "removed_card" not in _facts_of(table, i)
        }
        for number, trick in enumerate(play.tricks):
            seats = [s for s, _ in trick.cards]
            assert len(set(seats)) == len(seats), trick
            if number in short:
                assert len(trick.cards) == 3, trick
            else:
                assert len(trick.cards) == 4, trick
        assert len(play.current) < 4
        assert len({s for s, _ in play.current}) == len(play.current)
        assert min(play.won) >= 0
        assert play.won[0] + play.won[1] == len(play.tricks) <= 13
    if table.claimed_tricks is not None:
        assert 0 <= table.claimed_tricks <= 13
    for adjustment in table.adjustments:
        assert adjustment.tricks >= 0
    tricks = table.tricks()
    if tricks is not None:
        assert all(0 <= n <= 13 for n in tricks.values()), tricks
        assert tricks[Side.NS] + tricks[Side.EW] == 13, tricks
    report = table.report("en")
    json.dumps(report)
    assert report["status"] in {s.value for s in Status}


def run_table(seed: int, edition: str, chaos: float, events: int = 250) -> Table:
    rng = random.Random(seed)
    table = Table(Board.numbered(rng.randint(1, 16), Deal.random(rng)), edition)
    for _ in range(events):
        event = sensible_event(table, rng) if rng.random() >= chaos else None
        if event is None:
            event = wild_event(table, rng)
        length = len(table.record)
        try:
            table.apply(event)
        except BridgeError:
            # refused: the record is as it was, and the state is what it derives
            assert len(table.record) == length
            fresh = Table.from_record(table.record)
            assert fresh.report("en") == table.report("en")
        check_invariants(table)
        if table.is_over and rng.random() < 0.8:
            break
    return table


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.sampled_from(["2017", "2007", "rubber"]),
    st.sampled_from([0.05, 0.2, 0.5, 1.0]),
)
def test_any_sequence_of_any_events_keeps_the_invariants(
    seed: int, edition: str, chaos: float
) -> None:
    table = run_table(seed, edition, chaos)
    again = Table.from_record(TableRecord.from_json(table.record.to_json()))
    assert again.report("en") == table.report("en")


# -- what the random sequences found, kept as named cases ---------------------------------


SPEC = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def rubber_after_lead(*calls_after: str) -> Table:
    from bridgelaws.board import Vulnerability

    table = Table(Board(1, Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(SPEC)), "rubber")
    for seat, call in zip(Seat, ("1S", "Pass", "Pass", "Pass"), strict=True):
        table.apply(CallEvent(seat, Call.parse(call)))
    table.apply(CardEvent(Seat.EAST, Card.parse("HK")))  # East leads against 1S by North
    return table


def test_rubber_46_5_simultaneous_lead_fact_over_a_call_after_the_final_pass() -> None:
    # found: KeyError 'card' when the pending irregularity held no card
    table = rubber_after_lead()
    table.apply(CallEvent(Seat.WEST, Call.parse("1H")))
    assert table.pending is not None and table.pending.code == "call_after_final_pass"
    table.apply(FactEvent("simultaneous_lead", True))
    assert table.report("en")["status"] == "awaiting_director"
    check_invariants(table)


def test_rubber_48_no_trick_is_missed_at_the_last_trick() -> None:
    # found: a missed_trick fact at trick 13 ended the play with a three-card
    # trick and a card still in the offender's hand
    rng = random.Random(5)
    table = rubber_after_lead()
    while table.play is not None and len(table.play.tricks) < 12 and not table.is_over:
        event = sensible_event(table, rng)
        assert event is not None
        table.apply(event)
    play = table.play
    assert play is not None and len(play.tricks) == 12
    while len(play.current) < 3:
        seat = play.next_seat
        table.apply(CardEvent(seat, play.legal_cards(seat)[0]))
    table.apply(FactEvent("missed_trick", True, {"by": play.next_seat.letter}))
    assert not any(i.code == "too_many_cards" for i in table.irregularities)
    check_invariants(table)


def test_a_refused_event_leaves_the_record_as_it_was() -> None:
    # found: the rubber rules refuse a misdeal fact of no known kind after the
    # event was recorded, and the record could no longer be replayed
    table = rubber_after_lead()
    length, report = len(table.record), table.report("en")
    try:
        table.apply(FactEvent("misdeal", "no such case", {"by": "N"}))
    except BridgeError as exc:
        assert "misdeal" in str(exc)
    assert len(table.record) == length and table.report("en") == report
    again = Table.from_record(TableRecord.from_json(table.record.to_json()))
    assert again.report("en") == report


def test_a_fact_whose_details_name_a_card_stays_a_fact_in_json() -> None:
    # found: {"fact": ..., "card": "E"} was read back as a card event
    event = FactEvent("simultaneous_cards", ["SA"], {"card": "E", "by": "T"})
    record = TableRecord(Board.numbered(1), "2017", [event])
    assert TableRecord.from_json(record.to_json()).events == [event]


def test_law_71_restored_tricks_never_take_more_than_the_side_has() -> None:
    # found by bench/fuzz.py (2007): a concession, Law 71 restoring 3 tricks to
    # the conceding side, then play resumed and a new claim settled the board
    # at 2 tricks for declarer: the old transfer left his side at -1 and the
    # report could not be made
    path = Path(__file__).parent / "records" / "resumed_play_after_71.json"
    table = Table.from_record(TableRecord.from_json(json.loads(path.read_text())))
    tricks = table.tricks()
    assert tricks is not None
    assert all(0 <= n <= 13 for n in tricks.values()) and sum(tricks.values()) == 13
    assert table.report("en")["score"] is not None
    check_invariants(table)


def one_by_one(record: TableRecord) -> Table:
    """The live table: every event of ``record`` applied on its own."""
    table = Table(record.board, record.edition)
    for event in record.events:
        table.apply(event)
    return table


def card_events(*plays: str) -> list[Event]:
    return [CardEvent(Seat.parse(p[0]), Card.parse(p[2:])) for p in plays]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_62c2_declarer_leading_after_the_revoke_trick_keeps_his_card(edition: str) -> None:
    # found (seed 5_091_294_746_188, chaos 0.2): dummy revokes in trick 1,
    # South took his king back (62C1) and West's ace, replayed, won the trick.
    # West then leads the CK: played one by one it was taken for a 62C2
    # replacement of his ace (and a revoke), in Table.from_record's run of
    # cards for a lead. A card West plays in turn is his lead; the ace stands.
    deal = Deal.from_pbn("S:J4.KJT85.JT.7653 KT975.A3.973.KJ9 AQ863.942.AK65.T 2.Q76.Q842.AQ842")
    events: list[Event] = [
        CallEvent(seat, Call.parse(call))
        for seat, call in zip(
            (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH),
            ("Pass", "1NT", "Pass", "Pass", "Pass"),
            strict=True,
        )
    ]
    events += card_events("N H2", "E DQ", "S HK", "W HA")  # dummy revokes
    events += [DirectorEvent(Seat.SOUTH), ChoiceEvent(Seat.SOUTH, "withdraw")]
    events += card_events("E H6", "S H5", "W CK", "N CT")
    record = TableRecord(Board.numbered(3, deal), edition, events)
    live = one_by_one(record)
    replayed = Table.from_record(TableRecord.from_json(record.to_json()))
    assert replayed.report("en") == live.report("en")
    play = live.play
    assert play is not None
    assert play.tricks[0].cards[-1] == (Seat.WEST, Card.parse("HA"))
    assert play.current == [(Seat.WEST, Card.parse("CK")), (Seat.NORTH, Card.parse("CT"))]
    assert not [i for i in live.irregularities if i.code == "revoke" and i.offender is Seat.WEST]
    assert "62C2" not in live.rulings[-1].laws
    check_invariants(live)


def call_after_penalty_cards(edition: str, caller: Seat) -> Table:
    """East shows HA and H7 in the auction (24); South passes, the director
    finds a call unintended, West's pass ends it: 1H by North, and declarer's
    choice of East's penalty card (51A) is open when ``caller`` calls 2C."""
    deal = Deal.from_pbn("N:T542.QJ8.JT6.J42 A.A7432.Q87.KQT3 KQ976.9.A952.A76 J83.KT65.K43.985")
    events: list[Event] = [CallEvent(Seat.WEST, Call.parse("Pass"))]
    events += [ExposeEvent(Seat.EAST, Card.parse("HA")), DirectorEvent(Seat.WEST)]
    events += [ExposeEvent(Seat.EAST, Card.parse("H7")), DirectorEvent(Seat.SOUTH)]
    events += [
        CallEvent(seat, Call.parse(c))
        for seat, c in zip((Seat.NORTH, Seat.EAST, Seat.SOUTH), ("1H", "Pass", "Pass"), strict=True)
    ]
    events += [FactEvent("unintended", True), CallEvent(Seat.WEST, Call.parse("Pass"))]
    events += [CallEvent(caller, Call.parse("2C"))]
    record = TableRecord(Board.numbered(12, deal), edition, events)
    live = one_by_one(record)
    assert Table.from_record(record).report("en") == live.report("en")
    check_invariants(live)
    return live


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_25a_call_after_the_final_pass_corrects_while_declarers_choice_is_open(
    edition: str,
) -> None:
    # found (seed 17_859_932_655_544_255_244, 2007, chaos 0.5): the director,
    # already at the table, ruled the call at once, and the engine asserted
    # that the call still waited for him: an AssertionError
    table = call_after_penalty_cards(edition, Seat.SOUTH)
    ruling = table.rulings[-1]
    assert ruling.irregularity.code == "change_of_call" and ruling.laws[0] == "25A"
    assert table.status is Status.AWAITING_CHOICE and ruling.chooser is Seat.WEST


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_25a1_no_correction_once_partner_has_called(edition: str) -> None:
    # North's partner passed after North's 1H: the finding cannot be about
    # North's call, and North's 2C is a call after the final pass (39)
    table = call_after_penalty_cards(edition, Seat.NORTH)
    assert table.pending is not None and table.pending.code == "call_after_final_pass"
    assert table.status is Status.AWAITING_DIRECTOR
    table.apply(DirectorEvent(Seat.EAST))
    assert table.rulings[-1].irregularity.code == "penalty_card"
    assert table.status is Status.AWAITING_CHOICE
