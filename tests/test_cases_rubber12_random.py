"""Random rubber tables (the generator of tests/test_rubber_properties.py)
with the facts of rules 13(4), 17, 21(2), 23, 24(d) and 25 thrown in at
random moments, right or wrong: a fact the rules refuse leaves the table as
it was; an accepted one never loses a card, a finished deal still scores
consistently, and the record replays to the same report. After the play
the trick of rule 23 is claimed back before or after the cards are
gathered: the count moves by at most one trick, and only after gathering.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_rubber_properties import auction_event, check_cards, check_score, play_event

from bridgelaws import Board, Deal, Seat, Table, TableRecord
from bridgelaws.board import Vulnerability
from bridgelaws.cards import BridgeError, Side
from bridgelaws.facts import TrickFacts
from bridgelaws.record import Event, FactEvent

BIDS = ["1C", "2H", "3NT", "4S", "7NT"]


def rubber12_fact(table: Table, rng: random.Random) -> Event:
    """One of this session's facts, with a plausible or a wrong value."""
    seat = rng.choice(list(Seat))
    by: dict[str, Any] = {"by": seat.letter}
    play = table.play
    if play is None:
        if rng.random() < 0.5:
            return FactEvent("review_requested", True, by)
        return FactEvent("misstated_double", rng.choice(BIDS), by)
    quitted = len(play.tricks)
    trick = rng.randint(0, quitted + 1)
    hand = play.hand(seat)
    card = rng.choice(hand).name if hand else "SA"
    options: list[tuple[str, Any, dict[str, Any]]] = [
        ("trick_taken_wrongly", trick, by),
        ("inspection_refused", trick, by),
        ("cards_asked", True, by),
        ("review_requested", True, by),
        ("card_touched", card, rng.choice([{}, {"purpose": "arranging"}, {"purpose": "other"}])),
        ("card_held", card, {**by, "seen": rng.random() < 0.7}),
    ]
    name, value, details = rng.choice(options)
    return FactEvent(name, value, details)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.sampled_from([0.02, 0.1]),
    st.sampled_from(list(Vulnerability)),
)
def test_rubber_rules_13_4_17_21_2_23_24_d_25_random_facts_keep_the_table_sound(
    seed: int, chaos: float, vulnerable: Vulnerability
) -> None:
    rng = random.Random(seed)
    table = Table(Board(1, rng.choice(list(Seat)), vulnerable, Deal.random(rng)), "rubber")
    for _ in range(500):
        if table.is_over:
            break
        if rng.random() < 0.12:
            event = rubber12_fact(table, rng)
        elif table.play is None:
            event = auction_event(table, rng, chaos)
        else:
            event = play_event(table, rng, chaos)
        before = table.report("en")
        try:
            table.apply(event)
        except BridgeError:
            # refused: nothing of it stays
            assert table.report("en") == before
            continue
        check_cards(table)
    check_score(table)
    again = Table.from_record(TableRecord.from_json(table.record.to_json()))
    assert again.report("en") == table.report("en")
    tricks = table.tricks()
    play = table.play
    if tricks is None or play is None or not play.tricks:
        return
    # 23 after the play: claimed back in time the count stays; once the cards
    # are gathered the trick stays with the side that took it
    settled = {
        r.irregularity.facts_as(TrickFacts).trick + 1
        for r in table.rulings
        if r.irregularity.code == "trick_taken_wrongly"
    }
    open_tricks = [n for n in range(1, len(play.tricks) + 1) if n not in settled]
    if not open_tricks or table.edition.trick_correction_ended(table):
        return
    number = rng.choice(open_tricks)
    claimant = rng.choice(list(Seat))
    late = rng.random() < 0.5
    if late:
        table.apply(FactEvent("cards_gathered", True))
    table.apply(FactEvent("trick_taken_wrongly", number, {"by": claimant.letter}))
    after = table.tricks()
    assert after is not None and sum(after.values()) == 13
    winner = play.tricks[number - 1].winner.side
    if late and tricks[winner] > 0:
        assert after[winner] == tricks[winner] - 1
    else:
        assert after == tricks
    assert table.rulings[-1].irregularity.code == "trick_taken_wrongly"
    check_score(table)
    assert {Side.NS, Side.EW} == set(after)
