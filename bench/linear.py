"""Benchmark: untrusted input costs time in proportion to its size (issue 11).

Each case is timed at 1x, 2x and 4x its size; the script prints the times and
the ratios to the 1x time. Linear work gives ratios near 2 and 4; quadratic
work gives 4 and 16.

- ``%`` directive lines in a PBN file (parse_pbn);
- a long auction of alternating bids and doubles, and of passes out of
  rotation, through the engine (Table.from_record);
- PBN games that inherit every tag from the game before (``#``), replayed.

    python bench/linear.py [--size 4000]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from bridgelaws.board import Board
from bridgelaws.calls import Call
from bridgelaws.cards import Seat
from bridgelaws.formats.convert import convert_games
from bridgelaws.formats.pbn import parse_pbn
from bridgelaws.record import CallEvent, TableRecord
from bridgelaws.table import Table

GAME = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"]
[Contract "3NT"]
[Declarer "S"]
[Result "9"]
"""
INHERITED = '[Board "#"]\n[Dealer "#"]\n[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n'


def directives(n: int) -> Callable[[], object]:
    text = "% a directive line\n" * n + "\n" + GAME
    return lambda: parse_pbn(text)


def auction(n: int, pattern: Callable[[int], tuple[Seat, str]]) -> Callable[[], object]:
    events = [CallEvent(pattern(i)[0], Call.parse(pattern(i)[1])) for i in range(n)]
    record = TableRecord(Board.numbered(1), "2017", events)
    return lambda: Table.from_record(record)


def inherited(n: int) -> Callable[[], object]:
    text = GAME + "\n" + "\n".join([INHERITED] * (n // 40))
    return lambda: list(convert_games(parse_pbn(text).games))


def timed(run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=4000, help="the 1x size (lines, calls)")
    size = parser.parse_args().size
    cases: list[tuple[str, Callable[[int], Callable[[], object]]]] = [
        ("PBN % lines", directives),
        ("bids and doubles", lambda n: auction(n, lambda i: (Seat(i % 4), "X" if i % 2 else "1C"))),
        ("passes out of rotation", lambda n: auction(n, lambda i: (Seat(i % 2), "Pass"))),
        ("games inheriting tags (#)", inherited),
    ]
    print(f"{'case':28} {'1x':>9} {'2x':>9} {'4x':>9}   ratios")
    for name, make in cases:
        times = [timed(make(size * k)) for k in (1, 2, 4)]
        ratios = " ".join(f"{t / times[0]:.1f}" for t in times[1:])
        print(f"{name:28} " + " ".join(f"{t * 1000:7.1f}ms" for t in times) + f"   {ratios}")


if __name__ == "__main__":
    main()
