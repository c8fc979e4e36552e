"""Entering results from two processes at once, and an interrupted CSV entry.

Each entry checks what is stored and writes inside one transaction that holds
SQLite's write lock from its start, so two processes entering the same result
store it once; a CSV file is entered whole or not at all, so a run killed
halfway can simply be run again.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cards import BridgeError
from bridgelaws.cli import app
from bridgelaws.events import EventSettings, EventStore, ResultEntry

runner = CliRunner()


def _enter(path: str, barrier: multiprocessing.synchronize.Barrier, board: int) -> None:
    store = EventStore.open(path)
    entry = ResultEntry(board, 1, 2, contract="4H", declarer="S", tricks=10)
    barrier.wait()
    # "pair 1 already has a result on this board": the other one stored it
    with contextlib.suppress(BridgeError):
        store.add_result(entry)
    store.close()


def test_two_processes_entering_the_same_result_store_it_once(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    store = EventStore.create(path, EventSettings("Club"))
    trials = 6
    store.add_boards(range(1, trials + 1))
    for number in (1, 2):
        store.add_participant(number)
    context = multiprocessing.get_context("fork")
    for board in range(1, trials + 1):
        barrier = context.Barrier(2)
        workers = [
            context.Process(target=_enter, args=(str(path), barrier, board)) for _ in range(2)
        ]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(60)
            assert worker.exitcode == 0
    boards = [r.board for r in store.snapshot().results]
    assert sorted(boards) == list(range(1, trials + 1))  # each result exactly once


def test_an_interrupted_csv_entry_can_be_run_again(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    new = ["event", "new", str(path), "--name", "C", "--boards", "1-150", "-n", "20"]
    made = runner.invoke(app, new)
    assert made.exit_code == 0, made.output
    rows = tmp_path / "rows.csv"
    lines = ["board,ns,ew,contract,declarer,tricks"]
    lines += [f"{b},{ns},{ns + 10},3NT,N,9" for b in range(1, 151) for ns in range(1, 11)]
    rows.write_text("\n".join(lines) + "\n", encoding="utf-8")
    command = [sys.executable, "-m", "bridgelaws.cli", "event", "result", str(path), "--csv"]
    started = subprocess.Popen([*command, str(rows)], stdout=subprocess.DEVNULL)
    time.sleep(1.5)  # somewhere in starting, checking or writing: any moment will do
    os.kill(started.pid, signal.SIGKILL)
    started.wait()
    stored = len(EventStore.open(path).snapshot().results)
    assert stored in (0, 1500)  # the whole file or nothing
    again = runner.invoke(app, ["event", "result", str(path), "--csv", str(rows), "--lang", "en"])
    if stored == 0:
        assert again.exit_code == 0, again.output
        assert "1500" in again.output
    else:  # it had finished: running it again stores nothing twice and says so
        assert again.exit_code == 2 and "already has a result" in again.output
    assert len(EventStore.open(path).snapshot().results) == 1500
