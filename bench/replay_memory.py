"""Benchmark: peak memory of a replay as the corpus grows (1x and 4x).

Each run is a fresh child process (so one run's peak cannot hide another's)
replaying the corpus folder named K times over; the child reports its peak
resident set size (``ru_maxrss``) and its baseline after the imports, so the
replay's own growth is the difference.

    python bench/replay_memory.py [PATH] [--times 1 4] [--jobs 1]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "pbn-files"


def child(path: str, times: int, jobs: int) -> None:
    from bridgelaws.replay import replay

    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.perf_counter()
    report = replay([path] * times, jobs=jobs)
    elapsed = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(
        json.dumps(
            {
                "files": report.files,
                "boards": report.boards,
                "findings": sum(
                    len(getattr(report, name))
                    for name in ("unreadable", "illegal", "irregularities", "score_mismatches")
                ),
                "seconds": elapsed,
                "base_kib": base,
                "peak_kib": peak,
                "worker_peak_kib": children,
            }
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--times", type=int, nargs="+", default=[1, 4])
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(str(args.path), args.times[0], args.jobs)
        return
    print(f"{'corpus':>6} {'files':>6} {'boards':>7} {'s':>7} {'base MiB':>9} {'peak MiB':>9}")
    for times in args.times:
        command = [sys.executable, __file__, str(args.path), "--child", "--times", str(times)]
        out = subprocess.run(
            [*command, "--jobs", str(args.jobs)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        row = json.loads(out.splitlines()[-1])
        peak = max(row["peak_kib"], row["worker_peak_kib"])
        print(
            f"{times:5d}x {row['files']:6d} {row['boards']:7d} {row['seconds']:7.1f} "
            f"{row['base_kib'] / 1024:9.1f} {peak / 1024:9.1f}"
        )


if __name__ == "__main__":
    main()
