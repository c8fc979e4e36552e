"""Unknown cards in the core, and tables that begin in the middle of the play
(spec §6, issue 12 item 6): what a director finds at the table is enough."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import Board, Deal, Seat, Table
from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, Card, Hand, Side
from bridgelaws.play import Play
from bridgelaws.record import CardEvent, Start, TableRecord
from bridgelaws.table import Status

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Hand.from_pbn(text.replace("-", "")))


def four_spades(**kwargs: object) -> Start:
    return Start(Contract.parse("4S").with_declarer(S), **kwargs)  # type: ignore[arg-type]


def test_law_44c_a_hand_partly_known_revokes_only_with_a_known_card_of_the_suit() -> None:
    # dummy North is known; East holds the HA for sure and eight unknown cards
    start = four_spades(
        quitted=(3, 1),
        current=((W, Card.parse("H7")), (N, Card.parse("H2"))),
        hands={N: cards("QT76.K5.84.-"), E: cards("-.A.-.-")},
    )
    table = Table.resume(Board.numbered(3), start)
    assert table.status is Status.PLAY and table.next is E
    assert table.play is not None and table.play.unknown[E] == 8
    irregularities = table.play_card(E, "S2")  # not following while the HA is known to be his
    assert [i.code for i in irregularities] == ["revoke"]
    assert irregularities[0].laws[0] == "44C"


def test_law_44c_an_unknown_hand_is_not_shown_to_revoke() -> None:
    start = four_spades(
        quitted=(3, 1),
        current=((W, Card.parse("H7")), (N, Card.parse("H2"))),
        hands={N: cards("QT76.K5.84.-")},
    )
    table = Table.resume(Board.numbered(3), start)
    assert table.play_card(E, "S2") == []  # who knows whether he has a heart
    assert table.next is S


def test_a_card_known_to_be_elsewhere_is_refused() -> None:
    start = four_spades(
        quitted=(3, 1),
        current=((W, Card.parse("H7")),),
        hands={N: cards("QT76.K52.84.-")},
    )
    table = Table.resume(Board.numbered(3), start)
    with pytest.raises(BridgeError, match="known to be North's"):
        table.play_card(E, "SQ")
    with pytest.raises(BridgeError, match="known to be West's"):
        table.play_card(E, "H7")
    assert len(table.record) == 0  # nothing recorded


def test_the_last_trick_played_from_unknown_hands_scores() -> None:
    start = four_spades(quitted=(9, 3), leader=E, hands={N: cards("-.A.-.-")})
    table = Table.resume(Board.numbered(1), start)
    for seat, card in ((E, "H9"), (S, "H2"), (W, "H3"), (N, "HA")):
        assert table.play_card(seat, card) == []
    assert table.status is Status.COMPLETE
    assert table.tricks() == {Side.NS: 10, Side.EW: 3}
    assert table.score() == {Side.NS: 420, Side.EW: -420}


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"quitted": (10, 4)}, "tricks"),
        ({"quitted": (2, 1)}, "leader"),
        ({"current": ((W, Card.parse("H7")), (E, Card.parse("H2")))}, "current"),
        (
            {"current": ((W, Card.parse("H7")),), "hands": {N: cards("-.7.-.-")}, "leader": W},
            "hands",
        ),
        ({"hands": {N: cards("AKQJT98765432.-.-.-")}, "quitted": (1, 0), "leader": N}, "hands"),
    ],
)
def test_a_start_that_cannot_be_true_names_its_field(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(BridgeError, match=f"^{field}:"):
        Table.resume(Board.numbered(3), four_spades(**kwargs))


def test_a_record_that_starts_mid_play_replays_to_the_same_table() -> None:
    start = four_spades(quitted=(9, 3), leader=E, hands={N: cards("-.A.-.-")})
    record = TableRecord(Board.numbered(1), start=start)
    record.events.extend(
        CardEvent(seat, Card.parse(c)) for seat, c in ((E, "H9"), (S, "H2"), (W, "H3"), (N, "HA"))
    )
    table = Table.from_record(record)
    assert table.record.start is start
    assert table.report()["tricks"] == {"NS": 10, "EW": 3}


def test_a_whole_deal_has_no_unknown_cards_and_a_dash_hand_thirteen() -> None:
    deal = Deal.from_pbn("N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98")
    assert Play(deal, S, None).unknown == [0, 0, 0, 0]
    partial = Deal.from_pbn("N:AK2.QJ4.T98.AK32 - - -")
    play = Play(partial, S, None)
    assert play.unknown == [0, 13, 13, 13] and play.known == [True, False, False, False]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), after=st.integers(0, 12), lead_in=st.integers(0, 3))
def test_resuming_with_every_card_known_matches_playing_from_the_start(
    seed: int, after: int, lead_in: int
) -> None:
    """A table resumed after ``after`` tricks (and ``lead_in`` cards of the
    next), every remaining card known, ends exactly as the table played from
    the first card."""
    import random

    deal = Deal.random(random.Random(seed))
    board = Board.numbered(1 + seed % 16, deal)
    contract = Contract.parse("3NT").with_declarer(Seat(seed % 4))
    full = Table(board)
    full.record.contract = contract
    full.take_recorded_contract()
    play = full.play
    assert play is not None
    moves: list[tuple[Seat, Card]] = []
    while not play.is_complete:
        seat = play.next_seat
        card = play.legal_cards(seat)[0]
        moves.append((seat, card))
        full.play_card(seat, card)
    cut = after * 4 + (lead_in if after < 12 else 0)
    replay = Table(board)
    replay.record.contract = contract
    replay.take_recorded_contract()
    for seat, card in moves[:cut]:
        replay.play_card(seat, card)
    before = replay.play
    assert before is not None
    start = Start(
        contract,
        quitted=(before.won[0], before.won[1]),
        leader=before.leader,
        current=tuple(before.current),
        hands={seat: tuple(before.hand(seat)) for seat in Seat},
    )
    resumed = Table.resume(board, start)
    for seat, card in moves[cut:]:
        assert resumed.play_card(seat, card) == []
    assert resumed.tricks() == full.tricks()
    assert resumed.score() == full.score()
