"""Load benchmark of the web app: 200 tables played at once against a real server.

Starts ``bridgelaws serve`` (uvicorn) on a loopback port with a fresh SQLite
store (or ``--database-url``), opens ``--tables`` four-seat tables, and plays a
whole board at every table through the seat links (dealer opens 1NT, three
passes, then each player's lowest legal card, dummy's cards by declarer's
link), all tables at once with at most ``--concurrency`` requests in flight.
Every action carries a nonce, so a retry after a timeout cannot store it twice.
At the end it counts the stored events of every table and checks them against
what was played: nothing lost, nothing duplicated. Prints latency percentiles
and throughput; exit code 1 when anything was lost or duplicated.

The clients share one process on the server's machine, so what they cost is
taken from the server's CPU: by default they speak HTTP/1.1 themselves over
``--concurrency`` kept-alive connections (:class:`Pool`, about 0.1 ms of CPU a
request); ``--client httpx`` uses httpx instead (about 4 ms a request on the
2-core development machine, which then measures the client more than the server).

    .venv/bin/python bench/web_load.py [--tables 200] [--concurrency 32]
        [--client raw|httpx] [--database-url postgresql://... [--workers N]]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bridgelaws import Board, Deal, Table  # noqa: E402
from bridgelaws.calls import Call  # noqa: E402
from bridgelaws.record import CallEvent, CardEvent  # noqa: E402


def script(number: int, deal: Deal) -> list[tuple[str, dict[str, Any]]]:
    """A whole board in correct procedure: (acting seat link, spec §1 event)."""
    table = Table(Board.numbered(number, deal))
    out: list[tuple[str, dict[str, Any]]] = []
    dealer = table.board.dealer
    for step, call in enumerate(("1NT", "Pass", "Pass", "Pass")):
        event = CallEvent(dealer.next(step), Call.parse(call))
        table.apply(event)
        out.append((event.by.letter, event.to_json()))
    while table.status.value == "play":
        assert table.play is not None and table.next is not None
        seat = table.next
        card_event = CardEvent(seat, table.play.legal_cards(seat)[-1])
        table.apply(card_event)
        link = table.play.declarer if seat is table.play.dummy else seat
        out.append((link.letter, card_event.to_json()))
    return out


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(
    port: int, database: Path, url: str | None, workers: int = 1
) -> subprocess.Popen[bytes]:
    # every table is opened from loopback: no limit on opening tables here
    command = [sys.executable, "-m", "bridgelaws.cli", "serve", "--port", str(port)]
    command += ["--tables-per-minute", "0", "--workers", str(workers)]
    command += ["--database-url", url] if url else ["--database", str(database)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(base + "/", timeout=1).status_code == 200:
                return process
        except httpx.HTTPError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start")


class Answer:
    """A response: its status, and its body read as JSON on demand."""

    def __init__(self, status_code: int, content: bytes) -> None:
        self.status_code = status_code
        self.content = content

    @property
    def text(self) -> str:
        return self.content.decode("utf-8", "replace")

    def json(self) -> Any:
        return json.loads(self.content)


class Pool:
    """Kept-alive HTTP/1.1 connections to the server, one request at a time
    on each: a client light enough not to take the server's CPU."""

    def __init__(self, host: str, port: int, size: int) -> None:
        self.host, self.port = host, port
        self.idle: asyncio.Queue[tuple[asyncio.StreamReader, asyncio.StreamWriter] | None]
        self.idle = asyncio.Queue()
        for _ in range(size):
            self.idle.put_nowait(None)  # connected on first use

    async def request(self, method: str, url: str, json: dict[str, Any] | None = None) -> Answer:
        connection = await self.idle.get()
        try:
            if connection is None:
                connection = await asyncio.open_connection(self.host, self.port)
            answer, keep = await self._exchange(connection, method, url, json)
            if not keep:
                connection[1].close()
                connection = None
            return answer
        except BaseException:  # a failed or timed-out exchange leaves the connection unusable
            if connection is not None:
                connection[1].close()
            connection = None
            raise
        finally:
            self.idle.put_nowait(connection)

    async def _exchange(
        self,
        connection: tuple[asyncio.StreamReader, asyncio.StreamWriter],
        method: str,
        url: str,
        body: dict[str, Any] | None,
    ) -> tuple[Answer, bool]:
        reader, writer = connection
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {url} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
        if body is not None:
            head += f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
        writer.write(head.encode() + b"\r\n" + data)
        lines = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        status = int(lines[0].split(" ", 2)[1])
        fields = {}
        for line in lines[1:]:
            name, _sep, value = line.partition(":")
            fields[name.strip().lower()] = value.strip()
        content = await reader.readexactly(int(fields.get("content-length", "0")))
        return Answer(status, content), fields.get("connection", "").lower() != "close"

    async def close(self) -> None:
        while not self.idle.empty():
            connection = self.idle.get_nowait()
            if connection is not None:
                connection[1].close()


async def run(args: argparse.Namespace, base: str) -> dict[str, Any]:
    rng = random.Random(args.seed)
    boards = [(n % 16 + 1, Deal.random(rng)) for n in range(args.tables)]
    scripts = [script(number, deal) for number, deal in boards]
    limit = asyncio.Semaphore(args.concurrency)
    latencies: list[float] = []
    retries = 0
    limits = httpx.Limits(
        max_connections=args.concurrency, max_keepalive_connections=args.concurrency
    )
    host, port = base.rsplit("/", 1)[-1].split(":")
    pool = Pool(host, int(port), args.concurrency)
    async with httpx.AsyncClient(base_url=base, timeout=30, limits=limits) as client:

        async def request(method: str, url: str, body: dict[str, Any] | None) -> Any:
            nonlocal retries
            for attempt in range(10):
                async with limit:
                    started = time.perf_counter()
                    answer: Any
                    try:
                        if args.client == "httpx":
                            answer = await client.request(method, url, json=body)
                        else:
                            answer = await asyncio.wait_for(pool.request(method, url, body), 30)
                    except (httpx.HTTPError, OSError, TimeoutError, ValueError):
                        answer = None
                    except asyncio.IncompleteReadError:
                        answer = None
                    latencies.append(time.perf_counter() - started)
                if answer is not None and answer.status_code < 500 and answer.status_code != 409:
                    return answer
                retries += 1
                await asyncio.sleep(0.05 * (attempt + 1))
            raise RuntimeError(f"{method} {url} kept failing")

        created = []
        for number, deal in boards:
            body = {"kind": "table", "board": number, "deal": deal.to_pbn()}
            answer = await request("POST", "/api/tables", body)
            created.append(answer.json()["tokens"])
        latencies.clear()

        async def play(index: int) -> None:
            tokens = created[index]
            for step, (link, event) in enumerate(scripts[index]):
                body = {"event": event, "nonce": f"t{index}-{step}"}
                answer = await request("POST", f"/api/{tokens[link]}/events", body)
                if answer.status_code not in (200, 201):
                    raise RuntimeError(f"table {index} step {step}: {answer.text}")

        started = time.perf_counter()
        await asyncio.gather(*(play(i) for i in range(args.tables)))
        elapsed = time.perf_counter() - started
        played = list(latencies)

        lost = duplicated = complete = 0
        for index, tokens in enumerate(created):
            state = (await client.get(f"/api/{tokens['D']}/state")).json()
            stored = state["record"]["events"]
            wanted = [event for _link, event in scripts[index]]
            # the stored record must be exactly the actions played, in order
            if stored != wanted:
                lost += max(1, len(wanted) - len(stored))
                duplicated += max(0, len(stored) - len(wanted))
            complete += state["report"]["status"] == "complete"
    await pool.close()
    played.sort()

    def pct(p: float) -> float:
        return played[min(len(played) - 1, int(p * len(played)))] * 1000

    actions = sum(len(s) for s in scripts)
    return {
        "tables": args.tables,
        "concurrency": args.concurrency,
        "workers": args.workers,
        "client": args.client,
        "actions": actions,
        "seconds": round(elapsed, 2),
        "actions_per_second": round(actions / elapsed, 1),
        "p50_ms": round(pct(0.50), 1),
        "p95_ms": round(pct(0.95), 1),
        "p99_ms": round(pct(0.99), 1),
        "max_ms": round(played[-1] * 1000, 1),
        "retries": retries,
        "boards_complete": complete,
        "lost": lost,
        "duplicated": duplicated,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--client",
        choices=("raw", "httpx"),
        default="raw",
        help="the clients' HTTP: raw HTTP/1.1 on kept-alive connections (light), or httpx",
    )
    parser.add_argument("--database-url", default=None, help="PostgreSQL URL (default: SQLite)")
    parser.add_argument(
        "--workers", type=int, default=1, help="server processes (more than 1: --database-url)"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bridgelaws-bench-") as folder:
        port = free_port()
        server = start_server(port, Path(folder) / "web.db", args.database_url, args.workers)
        try:
            result = asyncio.run(run(args, f"http://127.0.0.1:{port}"))
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(30)
    print(json.dumps(result, indent=2))
    ok = result["lost"] == 0 and result["duplicated"] == 0
    ok = ok and result["boards_complete"] == result["tables"]
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    main()
