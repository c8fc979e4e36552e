"""Benchmark: replaying the PBN corpus against endplay merely parsing it.

Both run in this one process on the same files, one after the other, so the
ratio is fair on whatever machine runs it. endplay (the baseline) only parses
each file into boards; bridgelaws parses, converts every board into a table
record, replays the auction and play through the Laws and checks the score.

    python bench/replay.py [PATH] [--jobs N] [--repeat R]
"""

from __future__ import annotations

import argparse
import io
import time
from pathlib import Path

from bridgelaws.replay import find_files, replay, replay_file

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "pbn-files"


def endplay_parse(files: list[Path]) -> tuple[int, int, float]:
    """Boards endplay parses, files it fails on, seconds taken."""
    from endplay.parsers import pbn

    boards = failures = 0
    started = time.perf_counter()
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
    return boards, failures, time.perf_counter() - started


def bridgelaws_replay(files: list[Path], jobs: int) -> tuple[int, int, float]:
    started = time.perf_counter()
    report = replay(files, jobs=jobs)
    elapsed = time.perf_counter() - started
    failures = len({row["file"] for row in report.unreadable if row.get("board") is None})
    return report.boards, failures, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--jobs", type=int, default=2, help="processes for the parallel run")
    parser.add_argument("--repeat", type=int, default=1, help="best of R runs")
    args = parser.parse_args()
    files = [p for p in find_files([args.path]) if p.suffix.lower() == ".pbn"]
    print(f"{len(files)} PBN files under {args.path}")
    replay_file(files[0])  # warm the imports
    rows = []
    best = {}
    for name, run in (
        ("endplay 0.5 parse (baseline)", lambda: endplay_parse(files)),
        ("bridgelaws replay, 1 process", lambda: bridgelaws_replay(files, 1)),
        (f"bridgelaws replay, {args.jobs} processes", lambda: bridgelaws_replay(files, args.jobs)),
    ):
        results = [run() for _ in range(args.repeat)]
        boards, failures, seconds = min(results, key=lambda r: r[2])
        best[name] = boards / seconds
        rows.append((name, boards, failures, seconds, boards / seconds))
    baseline = rows[0][4]
    print(
        f"{'run':40} {'boards':>8} {'failed files':>12} {'seconds':>8} {'boards/s':>9} {'ratio':>6}"
    )
    for name, boards, failures, seconds, rate in rows:
        print(
            f"{name:40} {boards:8d} {failures:12d} {seconds:8.2f} {rate:9.0f} "
            f"{rate / baseline:6.2f}"
        )


if __name__ == "__main__":
    main()
