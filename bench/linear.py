"""Benchmark: untrusted input costs time in proportion to its size (issue 11).

Each case is timed at 1x, 2x and 4x its size (best of three), and its work
counted as the Python function calls it makes (the same on a loaded machine);
the script prints both and their ratios to 1x. Linear work gives ratios near
2 and 4; quadratic work gives 4 and 16.

- PBN: ``%`` directive lines; a brace comment left open over blank lines;
  games with no blank line between them; a new tag passed on with ``##`` in
  every game; games inheriting their tags with ``#`` and ``##``, replayed;
- the engine: an auction of alternating bids and doubles, and one of passes
  out of rotation (17D3), in one record (at most 1,000 calls: the 4x size is
  the limit, so the 1x size is 250 calls, each record judged 20 times);
- LIN: a file of boards, read and replayed.

    python bench/linear.py [--size 20000]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections.abc import Callable
from functools import cache

from bridgelaws.board import Board, Vulnerability
from bridgelaws.calls import Call
from bridgelaws.cards import Deal, Seat
from bridgelaws.formats.convert import convert_games
from bridgelaws.formats.lin import lin_to_record, parse_lin, record_to_lin, write_lin
from bridgelaws.formats.pbn import parse_pbn
from bridgelaws.record import CallEvent, TableRecord
from bridgelaws.table import MAX_AUCTION_CALLS, Table

GAME = """[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"]
[Contract "3NT"]
[Declarer "S"]
[Result "9"]
"""
STICKY = GAME.replace('"1"', '"##1"').replace('"N"', '"##N"').replace('"3NT"', '"##3NT"')
INHERITED = '[Board "#"]\n[Dealer "#"]\n[Contract "3NT"]\n[Declarer "S"]\n[Result "9"]\n'

Case = Callable[[int], Callable[[], object]]


def pbn(text: str) -> Callable[[], object]:
    return lambda: list(convert_games(parse_pbn(text).games))


def directives(n: int) -> Callable[[], object]:
    return pbn("% a directive line\n" * n + "\n" + GAME)


def open_brace(n: int) -> Callable[[], object]:
    return pbn(GAME + "{" + "a comment line\n\n" * (n // 2) + "}\n")


def no_blank_lines(n: int) -> Callable[[], object]:
    return pbn(GAME * (n // 7))


def sticky_names(n: int) -> Callable[[], object]:
    return pbn("\n".join(f'[Board "1"]\n[Tag{i} "##value"]\n' for i in range(n // 3)))


def inherited(n: int) -> Callable[[], object]:
    return pbn(STICKY + "\n" + "\n".join([INHERITED] * (n // 6)))


def auction(pattern: Callable[[int], tuple[Seat, str]]) -> Case:
    def make(n: int) -> Callable[[], object]:
        calls = min(MAX_AUCTION_CALLS, n // 80)
        events = [CallEvent(pattern(i)[0], Call.parse(pattern(i)[1])) for i in range(calls)]
        record = TableRecord(Board.numbered(1), "2017", events)
        return lambda: [Table.from_record(record) for _ in range(20)]

    return make


@cache
def lin_board(number: int) -> str:
    """A LIN board: 3NT by North after a 1NT opening, two tricks, a claim of 9."""
    deal = Deal.from_pbn(GAME.split('Deal "')[1].split('"')[0])
    table = Table(Board(number, Seat.NORTH, Vulnerability.NONE, deal))
    for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
        table.call(table.auction.next_seat, call)
    for _ in range(8):
        assert table.play is not None and table.next is not None
        table.play_card(table.next, table.play.legal_cards(table.next)[0])
    table.claim_tricks(Seat.NORTH, 9)
    table.respond(Seat.EAST, True)
    table.respond(Seat.WEST, True)
    return write_lin([record_to_lin(table.record)])


def lin(n: int) -> Callable[[], object]:
    text = "".join(lin_board(k % 32 + 1) for k in range(n // 20))
    return lambda: [lin_to_record(board) for board in parse_lin(text)[0]]


def timed(run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return best


def counted(run: Callable[[], object]) -> int:
    """The Python function calls one run makes: the work, whatever the load
    of the machine (times on a shared machine vary by a factor of two)."""
    profile = cProfile.Profile()
    profile.enable()
    run()
    profile.disable()
    return int(pstats.Stats(profile).total_calls)  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--size", type=int, default=20_000, help="the 1x size (lines)")
    size = parser.parse_args().size
    cases: list[tuple[str, Case]] = [
        ("PBN % lines", directives),
        ("PBN brace comment left open", open_brace),
        ("PBN games without blank lines", no_blank_lines),
        ("PBN a new ## tag per game", sticky_names),
        ("PBN games inheriting # ##", inherited),
        ("auction bids and doubles", auction(lambda i: (Seat(i % 4), "X" if i % 2 else "1C"))),
        ("auction passes out of turn", auction(lambda i: (Seat(i % 2), "Pass"))),
        ("LIN boards", lin),
    ]
    head = f"case (1x = {size} lines)"
    print(f"{head:32} {'1x':>9} {'2x':>9} {'4x':>9}  time ratios  calls at 1x  call ratios")
    for name, make in cases:
        runs = [make(size * k) for k in (1, 2, 4)]
        times = [timed(run) for run in runs]
        calls = [counted(run) for run in runs]
        ratios = " ".join(f"{t / times[0]:4.1f}" for t in times[1:])
        work = " ".join(f"{c / calls[0]:4.1f}" for c in calls[1:])
        shown = " ".join(f"{t * 1000:7.1f}ms" for t in times)
        print(f"{name:32} {shown}  {ratios:>11}  {calls[0]:11,}  {work:>11}")


if __name__ == "__main__":
    main()
