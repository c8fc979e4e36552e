"""Benchmark: replaying the PBN corpus against endplay merely parsing it.

Both run in this one process on the same files, taking turns (``--repeat``
rounds, the best of each kept), so the ratio is fair on whatever machine runs
it. Beside the wall clock it gives each run's CPU time in this process, the
steadier figure on a machine other jobs share (not for the parallel run,
whose work is done in its worker processes). endplay (the baseline) only parses
each file into boards; bridgelaws parses, converts every board into a table
record, replays the auction and play through the Laws and checks the score.

    python bench/replay.py [PATH] [--jobs N] [--repeat R]
"""

from __future__ import annotations

import argparse
import io
import time
from pathlib import Path

from bridgelaws.formats import plain
from bridgelaws.replay import find_files, replay, replay_file

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "pbn-files"


def endplay_parse(files: list[Path]) -> tuple[int, int, float, float]:
    """Boards endplay parses, files it fails on, seconds taken, CPU seconds."""
    from endplay.parsers import pbn

    boards = failures = 0
    started, cpu = time.perf_counter(), time.process_time()
    for path in files:
        raw = path.read_bytes()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("latin-1")
        try:
            boards += len(pbn.load(io.StringIO(text)))
        except Exception:
            failures += 1
    return boards, failures, time.perf_counter() - started, time.process_time() - cpu


def bridgelaws_replay(files: list[Path], jobs: int) -> tuple[int, int, float, float]:
    """Boards replayed, files unreadable, seconds, CPU seconds of this process
    (its workers' for ``jobs`` > 1 are not counted: see the wall clock)."""
    started, cpu = time.perf_counter(), time.process_time()
    report = replay(files, jobs=jobs)
    elapsed, cpu = time.perf_counter() - started, time.process_time() - cpu
    failures = len({row["file"] for row in report.unreadable if row.get("board") is None})
    return report.boards, failures, elapsed, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument(
        "--jobs", type=int, default=2, help="processes for the parallel run (0: none)"
    )
    parser.add_argument("--repeat", type=int, default=1, help="best of R rounds")
    args = parser.parse_args()
    files = [p for p in find_files([args.path]) if p.suffix.lower() == ".pbn"]
    build = "compiled (scripts/compile.py)" if plain.__file__.endswith(".so") else "pure Python"
    print(f"{len(files)} PBN files under {args.path}; fast path: {build}")
    replay_file(files[0])  # warm the imports
    runs = [
        ("endplay 0.5 parse (baseline)", lambda: endplay_parse(files)),
        ("bridgelaws replay, 1 process", lambda: bridgelaws_replay(files, 1)),
    ]
    if args.jobs > 1:
        runs.append(
            (
                f"bridgelaws replay, {args.jobs} processes",
                lambda: bridgelaws_replay(files, args.jobs),
            )
        )
    # the runs take turns in every round, so that a change of load on a shared
    # machine falls on all of them alike; each keeps its best round
    results: dict[str, list[tuple[int, int, float, float]]] = {name: [] for name, _ in runs}
    for _ in range(args.repeat):
        for name, run in runs:
            results[name].append(run())
    rows = []
    for name, _ in runs:
        boards, failures, seconds, _cpu = min(results[name], key=lambda r: r[2])
        cpu = min(r[3] for r in results[name])
        rows.append((name, boards, failures, seconds, boards / seconds, cpu, boards / cpu))
    wall, busy = rows[0][4], rows[0][6]
    print(
        f"{'run':40} {'boards':>8} {'failed files':>12} {'seconds':>8} {'boards/s':>9} "
        f"{'ratio':>6} {'CPU s':>7} {'CPU ratio':>9}"
    )
    for name, boards, failures, seconds, rate, cpu, cpu_rate in rows:
        cpu_ratio = f"{cpu_rate / busy:9.2f}" if "processes" not in name else f"{'-':>9}"
        print(
            f"{name:40} {boards:8d} {failures:12d} {seconds:8.2f} {rate:9.0f} "
            f"{rate / wall:6.2f} {cpu:7.2f} {cpu_ratio}"
        )


if __name__ == "__main__":
    main()
