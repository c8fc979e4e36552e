"""Make bridgelaws/data/sample.pbn: boards played by the engine itself.

Random deals (seeded), random legal auctions and plays, plus three boards with
irregularities the table accepted: an insufficient bid (^I), a call out of
rotation (^S) and a revoke (^R). Run from the repository root:

    python scripts/make_sample.py
"""

from __future__ import annotations

import random
from pathlib import Path

from bridgelaws.board import Board
from bridgelaws.calls import PASS
from bridgelaws.cards import Deal, Seat, Side
from bridgelaws.formats.convert import table_to_game
from bridgelaws.formats.pbn import write_pbn
from bridgelaws.table import Status, Table

OUT = Path(__file__).resolve().parents[1] / "bridgelaws" / "data" / "sample.pbn"


def bid_and_play(
    table: Table, rng: random.Random, claim_at: int | None = None, revoke: bool = False
) -> None:
    while table.status is Status.AUCTION:
        legal = table.auction.legal_calls()
        call = PASS if rng.random() < 0.55 else rng.choice(legal[:8])
        table.call(table.auction.next_seat, call)
    while table.status is Status.PLAY:
        assert table.play is not None
        if claim_at is not None and len(table.play.tricks) == claim_at and not table.play.current:
            declarer = table.play.declarer
            won = table.play.won[declarer & 1]
            table.claim_tricks(declarer, won + 13 - claim_at, "the rest are mine")
            table.respond(declarer.lho, True)
            table.respond(declarer.rho, True)
            return
        seat = table.next
        assert seat is not None
        legal = table.play.legal_cards(seat)
        others = [c for c in table.play.hand(seat) if c not in legal]
        if revoke and others and len(table.play.tricks) >= 2:
            table.play_card(seat, others[0])  # a revoke (Law 61A)
            revoke = False
            continue
        table.play_card(seat, rng.choice(legal))


def main() -> None:
    rng = random.Random(2017)
    tables = []
    for number in range(1, 7):
        table = Table(Board.numbered(number, Deal.random(rng)))
        bid_and_play(table, rng, claim_at=9 if number == 5 else None)
        tables.append(table)
    # Board 7: an insufficient bid accepted by LHO's call (Law 27A1).
    table = Table(Board.numbered(7, Deal.random(rng)))
    table.call(Seat.SOUTH, "1H")
    table.call(Seat.WEST, "1D")  # insufficient
    table.call(Seat.NORTH, "2H")  # accepts
    for seat in (Seat.EAST, Seat.SOUTH, Seat.WEST):
        table.call(seat, "Pass")
    bid_and_play(table, rng)
    tables.append(table)
    # Board 8: a call out of rotation accepted (Law 29A): North bids at East's turn.
    table = Table(Board.numbered(8, Deal.random(rng)))
    table.call(Seat.WEST, "Pass")
    table.call(Seat.SOUTH, "1S")  # North's turn: South calls out of rotation
    table.call(Seat.WEST, "Pass")  # South's LHO calls: accepted
    for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH):
        table.call(seat, "Pass" if seat is not Seat.NORTH else "2S")
    table.call(Seat.WEST, "Pass")
    bid_and_play(table, rng)
    tables.append(table)
    # Board 9: a revoke, established and followed by a Law 64A transfer.
    table = Table(Board.numbered(9, Deal.random(rng)))
    bid_and_play(table, rng, revoke=True)
    tables.append(table)
    games = []
    for table in tables:
        games.append(
            table_to_game(
                table,
                {
                    "Event": "bridgelaws sample",
                    "Site": "bridgelaws",
                    "Date": "2026.11.22",
                    "Scoring": "MP",
                },
            )
        )
        score = table.score()
        if score is not None and table.declarer is not None:
            games[-1].tags["Score"] = f"NS {score[Side.NS]}"
    OUT.write_text(write_pbn(games), encoding="utf-8")
    print(f"{len(games)} boards written to {OUT}")


if __name__ == "__main__":
    main()
