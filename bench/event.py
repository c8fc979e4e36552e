"""Benchmark: scoring a 2,000-pair event through the event layer.

A realistic large movement: 2,000 pairs at 1,000 tables, 26 boards, each board
played at every table (1,000 times), the NS pairs staying North-South and the
EW pairs moving (a Mitchell), with a few artificial, weighted and split
scores. The event is written to a temporary SQLite file in one transaction,
then timed: reading it back and scoring it in full (matchpoints, Neuberg,
12C2(c), ranking, travellers, score cards). The issue asks for under 2 s.

    python bench/event.py [--pairs 2000] [--boards 26] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from bridgelaws.events import EventSettings, EventStore, ResultEntry, score_event
from bridgelaws.scoring.adjusted import ArtificialScore, WeightedScore

CONTRACTS = [
    ("4H", "S", 10),
    ("4H", "S", 9),
    ("4H", "S", 11),
    ("3NT", "N", 9),
    ("3NT", "N", 8),
    ("2S", "E", 8),
    ("3H", "S", 9),
    ("4SX", "E", 8),
    ("6H", "S", 12),
    ("1NT", "W", 7),
]


def build(path: Path, pairs: int, boards: int, seed: int = 78) -> int:
    """Write the event; the number of results."""
    rng = random.Random(seed)
    tables = pairs // 2
    store = EventStore.create(path, EventSettings("Benchmark pairs"))
    store.add_boards(range(1, boards + 1))
    participants = [(n, f"Pair {n}", None) for n in range(1, pairs + 1)]
    entries: list[ResultEntry] = []
    for board in range(1, boards + 1):
        # each board keeps the results of that board's round: EW pairs move one table per round
        for table in range(tables):
            ns = table + 1
            ew = tables + 1 + (table + board) % tables
            if table == 0 and board <= 5:
                entries.append(
                    ResultEntry(
                        board,
                        ns,
                        ew,
                        ns_outcome=ArtificialScore.AVERAGE_PLUS,
                        ew_outcome=ArtificialScore.AVERAGE_MINUS,
                    )
                )
            elif table == 1 and board <= 5:
                weighted = WeightedScore.of((0.6, 420), (0.4, -50))
                entries.append(ResultEntry(board, ns, ew, ns_outcome=weighted))
            elif table == 2 and board <= 5:
                entries.append(ResultEntry(board, ns, ew, ns_outcome=420, ew_outcome=-50))
            else:
                contract, declarer, tricks = rng.choice(CONTRACTS)
                entries.append(
                    ResultEntry(board, ns, ew, contract=contract, declarer=declarer, tricks=tricks)
                )
    store.import_batch(entries, participants=participants)
    store.close()
    return len(entries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--boards", type=int, default=26)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        started = time.perf_counter()
        results = build(path, args.pairs, args.boards)
        print(
            f"built {args.pairs} pairs x {args.boards} boards: {results} results "
            f"in {time.perf_counter() - started:.2f} s"
        )
        best_read = best_score = float("inf")
        for _ in range(args.repeat):
            store = EventStore.open(path)
            started = time.perf_counter()
            data = store.snapshot()
            read = time.perf_counter() - started
            started = time.perf_counter()
            scores = score_event(data)
            scored = time.perf_counter() - started
            store.close()
            best_read, best_score = min(best_read, read), min(best_score, scored)
        top = scores.ranking[0]
        print(f"read {best_read:.2f} s, scored (matchpoints + ranking) {best_score:.2f} s")
        print(f"total {best_read + best_score:.2f} s (limit 2 s)")
        print(f"winner: pair {top.participant.number} with {top.percent:.2f} %")


if __name__ == "__main__":
    main()
