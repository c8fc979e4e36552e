"""The double-dummy module (bridgelaws.dd): checked against endplay's public
wrappers, which build the solver's input their own way, and against endings
counted by hand."""

from __future__ import annotations

import random

import pytest
from endplay.dds import calc_dd_table
from endplay.dds import par as endplay_par
from endplay.types import Deal as EDeal
from endplay.types import Denom, Player, Vul

from bridgelaws import dd
from bridgelaws.board import Vulnerability
from bridgelaws.calls import Denomination
from bridgelaws.cards import BridgeError, Card, Deal, Hand, Seat, Side, Suit

DENOM = {
    Denomination.CLUBS: Denom.clubs,
    Denomination.DIAMONDS: Denom.diamonds,
    Denomination.HEARTS: Denom.hearts,
    Denomination.SPADES: Denom.spades,
    Denomination.NOTRUMP: Denom.nt,
}
PLAYER = {
    Seat.NORTH: Player.north,
    Seat.EAST: Player.east,
    Seat.SOUTH: Player.south,
    Seat.WEST: Player.west,
}


@pytest.mark.parametrize("seed", range(4))
def test_table_matches_endplay_public_wrapper(seed: int) -> None:
    deal = Deal.random(random.Random(seed))
    ours = dd.table(deal)
    theirs = calc_dd_table(EDeal(deal.to_pbn()))
    for denomination in Denomination:
        for seat in Seat:
            assert ours[denomination, seat] == theirs[DENOM[denomination], PLAYER[seat]]


@pytest.mark.parametrize("seed", range(3))
def test_par_matches_endplay_public_wrapper(seed: int) -> None:
    deal = Deal.random(random.Random(100 + seed))
    ours = dd.par(deal, Seat.EAST, Vulnerability.NS)
    theirs = endplay_par(EDeal(deal.to_pbn()), Vul.ns, Player.east)
    assert ours.score == theirs.score
    assert len(ours.contracts) == len(list(theirs))
    assert str(ours).startswith(f"{ours.score:+d}")


def test_solve_ending_counted_by_hand() -> None:
    # North AK of spades, South two small; East holds the queen: two tricks in
    # no trump, whatever is led; led to the king, the deuce wins nothing more.
    hands = {
        Seat.NORTH: Hand.from_pbn("AK...").cards,
        Seat.EAST: Hand.from_pbn("Q2...").cards,
        Seat.SOUTH: Hand.from_pbn("43...").cards,
        Seat.WEST: Hand.from_pbn("65...").cards,
    }
    scores = dd.solve_cards(hands, None, Seat.NORTH)
    assert scores == {Card.parse("SA"): 2, Card.parse("SK"): 2}
    # with spades trumps and West on lead, same count for West's side: 0
    west = dd.solve_cards(hands, Suit.SPADES, Seat.WEST)
    assert set(west.values()) == {0}
    # mid-trick: North led the ace, East to play
    after = {**hands, Seat.NORTH: Hand.from_pbn("K...").cards}
    mid = dd.solve_cards(after, None, Seat.NORTH, [(Seat.NORTH, Card.parse("SA"))])
    assert mid == {Card.parse("SQ"): 0, Card.parse("S2"): 0}


def test_best_and_pbn_rows() -> None:
    deal = Deal.random(random.Random(7))
    table = dd.table(deal)
    denomination, seat, tricks = table.best(Side.NS)
    assert seat.side is Side.NS and tricks == table[denomination, seat]
    rows = table.to_pbn().splitlines()
    assert len(rows) == 20 and rows[0].startswith("N NT ")


def test_incomplete_deal_is_refused_in_words() -> None:
    deal = Deal(
        {Seat.NORTH: Hand.from_pbn("AK...").cards, Seat.EAST: (), Seat.SOUTH: (), Seat.WEST: ()}
    )
    with pytest.raises(BridgeError, match="all 52 cards"):
        dd.table(deal)


def test_a_bad_position_is_refused_in_words() -> None:
    hands = [1, 2, 0, 0]  # hands of different sizes
    with pytest.raises(BridgeError, match="double-dummy solver refused"):
        dd.solve(hands, None, Seat.NORTH)


def test_dd_is_the_only_module_that_reaches_the_solver() -> None:
    # endplay's binding is private and pinned: only bridgelaws.dd may import it
    # (the claim search, the reports and the events go through dd)
    import ast
    from pathlib import Path

    package = Path(dd.__file__).parent
    reaching: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            if any(name == "endplay" or name.startswith("endplay.") for name in names):
                reaching.add(path.relative_to(package).as_posix())
    assert reaching == {"dd.py"}
