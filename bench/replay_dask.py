"""Benchmark: replay throughput on a local Dask cluster of 1 and 2 workers.

Same files, same run: one local process first (the reference), then a Dask
LocalCluster of N single-threaded worker processes for each N asked for. The
cluster is started and warmed before the clock starts, so the figures are the
replay's throughput, not the cluster's start-up.

    python bench/replay_dask.py [PATH] [--workers 1 2] [--every K]

``--every K`` takes every K-th file (a quicker, still varied subset).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from distributed import Client, LocalCluster

from bridgelaws.cluster import replay_on_cluster
from bridgelaws.replay import find_files, replay, replay_file

DEFAULT = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "pbn-files"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--every", type=int, default=1)
    args = parser.parse_args()
    files = find_files([args.path])[:: args.every]
    print(f"{len(files)} files under {args.path}")
    replay_file(files[0])  # warm the imports
    started = time.perf_counter()
    reference = replay(files)
    rows = [("local, 1 process (reference)", reference.boards, time.perf_counter() - started)]
    for workers in args.workers:
        with (
            LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
            ) as cluster,
            Client(cluster) as client,
        ):
            client.run(replay_file, str(files[0]))  # warm every worker's imports
            started = time.perf_counter()
            report = replay_on_cluster(files, address=cluster.scheduler_address)
            rows.append(
                (f"Dask, {workers} worker(s)", report.boards, time.perf_counter() - started)
            )
            same = {**report.to_json(), "boards_per_second": 0} == {
                **reference.to_json(),
                "boards_per_second": 0,
            }
            print(f"{workers} worker(s): report equals the local one: {same}")
    base = rows[0][1] / rows[0][2]
    print(f"{'run':32} {'boards':>8} {'seconds':>8} {'boards/s':>9} {'× local':>8}")
    for name, boards, seconds in rows:
        rate = boards / seconds
        print(f"{name:32} {boards:8d} {seconds:8.2f} {rate:9.0f} {rate / base:8.2f}")


if __name__ == "__main__":
    main()
