"""Replay on a Dask distributed cluster: the same spec §5 report as a local run.

:func:`replay_on_cluster` cuts the file list into chunks, runs each chunk on a
worker with the very function a local process pool runs
(:func:`bridgelaws.replay.replay_chunk`), and merges the partial reports back in
file order, so the report equals the one-process report row for row.

Why Dask and not Ray: the work is a plain bag of independent tasks (a list of
files in, a small report out) with no shared state between them, which is what
Dask's futures API does with the least machinery; ``distributed`` is a pure
Python wheel that installs from the ordinary index on any machine (Ray ships a
large native runtime per platform), and its scheduler and workers start with
two commands (``dask scheduler``, ``dask worker ADDRESS``) on any hosts that
can reach each other. Ray's strengths (actors, GPUs, object store for large
arrays) are not needed here.

Workers read the files themselves, so they must see them under the same paths
(a shared or replicated file system) and have bridgelaws installed.
"""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Callable, Iterable
from typing import Any

from bridgelaws.cards import InputError
from bridgelaws.replay import ReplayReport, chunks_of, find_files, replay_chunk

#: chunks in flight per worker thread: enough to keep every worker busy while
#: results travel back, few enough that pending reports stay small
_IN_FLIGHT_PER_THREAD = 4


def _client(address: str | None, workers: int) -> tuple[Any, Any]:
    """A connected client, and the local cluster to close afterwards (or None)."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:  # pragma: no cover - the 'cluster' extra is not installed
        raise InputError(
            "replaying on a cluster needs Dask: {command}",
            command="pip install 'bridgelaws[cluster]'",
        ) from None
    if address is not None:
        try:
            return Client(address, timeout="10s"), None
        except (OSError, TimeoutError, ValueError) as exc:
            raise InputError(
                "cannot reach the Dask scheduler at {address}: {reason}",
                address=address,
                reason=str(exc) or type(exc).__name__,
            ) from None
    cluster = LocalCluster(
        n_workers=max(1, workers), threads_per_worker=1, processes=True, dashboard_address=None
    )
    return Client(cluster), cluster


def replay_on_cluster(
    paths: Iterable[str | os.PathLike[str]],
    edition: str | None = None,
    address: str | None = None,
    workers: int = 0,
    progress: Callable[[int, int], None] | None = None,
    chunk_size: int = 8,
    lang: str = "en",
) -> ReplayReport:
    """Replay every PBN and LIN file under ``paths`` on the Dask scheduler at
    ``address``, or on a local cluster of ``workers`` processes when no address
    is given. Raises :class:`~bridgelaws.cards.InputError` when the scheduler
    cannot be reached."""
    files = find_files(paths)
    client, cluster = _client(address, workers)
    try:
        return _run(client, files, edition, progress, chunk_size, lang)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _run(
    client: Any,
    files: list[Any],
    edition: str | None,
    progress: Callable[[int, int], None] | None,
    chunk_size: int,
    lang: str = "en",
) -> ReplayReport:
    from distributed import as_completed

    started = time.perf_counter()
    report = ReplayReport()
    total = len(files)
    pending = iter(enumerate(chunks_of(files, chunk_size)))
    threads = sum(client.nthreads().values()) or 1
    window = threads * _IN_FLIGHT_PER_THREAD
    sizes: dict[int, int] = {}
    # partial reports that arrived before an earlier chunk's: merged in file order
    waiting: dict[int, ReplayReport] = {}
    next_index = 0
    done = 0
    running = as_completed()

    keys: dict[str, int] = {}
    run_id = uuid.uuid4().hex

    def submit_one() -> bool:
        item = next(pending, None)
        if item is None:
            return False
        index, chunk = item
        sizes[index] = len(chunk)
        key = f"bridgelaws-replay-{run_id}-{index}"
        keys[key] = index
        running.add(client.submit(replay_chunk, (chunk, edition, lang), key=key, pure=False))
        return True

    for _ in range(window):
        if not submit_one():
            break
    for future in running:
        index = keys.pop(future.key)
        waiting[index] = future.result()
        future.release()
        while next_index in waiting:
            report.merge(waiting.pop(next_index))
            done += sizes.pop(next_index)
            next_index += 1
            if progress is not None:
                progress(done, total)
        submit_one()
    elapsed = time.perf_counter() - started
    report.boards_per_second = report.boards / elapsed if elapsed > 0 else 0.0
    return report
