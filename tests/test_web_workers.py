"""Several processes serving one PostgreSQL store (``bridgelaws serve
--workers N``): every action stored once and in order whichever worker takes
it, each worker's reads current after another worker's writes, and a table's
stream told of changes made in another worker."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import pytest
from test_web_support import ROOT, SPEC_DEAL, Server, actor, postgres_server, whole_board

from bridgelaws.web import create_app

if TYPE_CHECKING:
    from fastapi.testclient import TestClient


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    try:
        with postgres_server() as url:
            yield url
    except RuntimeError as exc:
        pytest.skip(f"no PostgreSQL server could be started here: {exc}")


def make_client(app: Any) -> TestClient:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
        from fastapi.testclient import TestClient as Client
    return Client(app)


def test_two_workers_in_turn_each_read_what_the_other_wrote(postgres_url: str) -> None:
    # two app instances on one store, as two worker processes are: each has
    # its own cache of tables and its own stream broker
    board = whole_board(7, SPEC_DEAL)
    with (
        make_client(create_app(postgres_url, shared=True)) as first,
        make_client(create_app(postgres_url, shared=True)) as second,
    ):
        made = first.post("/api/tables", json={"kind": "table", "board": 7, "deal": SPEC_DEAL})
        tokens = made.json()["tokens"]
        clients = (first, second)
        for step, event in enumerate(board):
            writer, reader = clients[step % 2], clients[(step + 1) % 2]
            link = tokens[actor(event, "S")]
            posted = writer.post(f"/api/{link}/events", json={"event": event})
            assert posted.status_code == 201, posted.text
            state = reader.get(f"/api/{tokens['D']}/state").json()
            # the other worker had this table cached one action earlier
            assert state["record"]["events"] == board[: step + 1]
        assert state["report"]["status"] == "complete"


def test_serve_with_two_workers_on_postgresql(postgres_url: str) -> None:
    board = whole_board(3, SPEC_DEAL)
    with Server(url=postgres_url, options=("--workers", "2")).start(60) as server:
        # a fresh connection for every request: the kernel spreads them over
        # both workers
        made = httpx.post(
            server.base + "/api/tables", json={"kind": "table", "board": 3, "deal": SPEC_DEAL}
        )
        tokens = made.json()["tokens"]
        with httpx.stream("GET", f"{server.base}/api/{tokens['N']}/stream", timeout=30) as stream:
            lines = stream.iter_lines()
            assert next(lines) == "retry: 1000"
            for step, event in enumerate(board):
                link = tokens[actor(event, "S")]
                body = {"event": event, "nonce": f"n{step}"}
                posted = httpx.post(f"{server.base}/api/{link}/events", json=body)
                assert posted.status_code == 201, posted.text
                if step == 0:
                    # the stream, in whichever worker, hears of the first call
                    deadline = time.monotonic() + 20
                    while time.monotonic() < deadline:
                        line = next(lines)
                        if line == 'data: {"seq": 1}':
                            break
                    else:
                        pytest.fail("the stream did not hear of the first action")
            state = httpx.get(f"{server.base}/api/{tokens['D']}/state").json()
            assert state["record"]["events"] == board
            assert state["report"]["status"] == "complete"


def test_several_workers_on_an_embedded_store_are_refused(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "bridgelaws.cli", "serve", "--workers", "2"]
    command += ["--database", str(tmp_path / "web.db"), "--lang", "en"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "several workers need a database server" in done.stderr
    assert "Traceback" not in done.stderr
