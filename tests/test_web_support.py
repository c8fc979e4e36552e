"""Helpers for the web tests: a server in a subprocess, a PostgreSQL server,
whole boards as scripts of actions, and the hidden cards of a seat.

No tests here; the ``test_web*`` modules import these.
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

import httpx

from bridgelaws import Board, Deal, Seat, Table
from bridgelaws.calls import Call
from bridgelaws.cards import Card
from bridgelaws.record import CallEvent, CardEvent

ROOT = Path(__file__).resolve().parents[1]
SPEC_DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server:
    """``bridgelaws serve`` in a subprocess on a free loopback port."""

    def __init__(
        self, database: Path | None = None, url: str | None = None, options: tuple[str, ...] = ()
    ) -> None:
        self.database = database
        self.url = url
        self.options = options
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self.log: IO[bytes] | None = None

    def start(self, timeout: float = 30.0) -> Server:
        command = [sys.executable, "-m", "bridgelaws.cli", "serve", "--port", str(self.port)]
        if self.database is not None:
            command += ["--database", str(self.database)]
        if self.url is not None:
            command += ["--database-url", self.url]
        command += self.options
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        # the output goes to a file, never a pipe nobody reads (a full pipe
        # blocks the server); a session of its own, so that stop() ends the
        # workers of --workers N with it even when the main process hangs
        self.log = tempfile.TemporaryFile()  # noqa: SIM115 (closed with the server)
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped at start:\n{self.output()}")
            try:
                if httpx.get(self.base + "/", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("the server did not answer in time")

    def output(self) -> str:
        """What the server wrote to its terminal so far."""
        if self.log is None:
            return ""
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def kill(self) -> None:
        """SIGKILL to the server and its workers: no shutdown code runs, as in a crash."""
        if self.process is not None and self.process.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()
        if self.process is not None:
            # workers left behind by a main process that ended first
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, signal.SIGKILL)
        if self.log is not None:
            self.log.close()
            self.log = None

    def __enter__(self) -> Server:
        # ``with Server(...).start(60) as server`` is started once: a second
        # start would leave the first process running, unstopped
        return self if self.process is not None else self.start()

    def __exit__(self, *_exc: object) -> None:
        self.stop()


def whole_board(number: int, pbn: str) -> list[dict[str, Any]]:
    """A whole board in correct procedure: dealer opens 1NT, three passes,
    then every seat plays its lowest legal card; the events of spec §1."""
    table = Table(Board.numbered(number, Deal.from_pbn(pbn)))
    out: list[dict[str, Any]] = []
    dealer = table.board.dealer
    for step, call in enumerate(("1NT", "Pass", "Pass", "Pass")):
        event = CallEvent(dealer.next(step), Call.parse(call))
        table.apply(event)
        out.append(event.to_json())
    while table.status.value == "play":
        assert table.play is not None and table.next is not None
        seat = table.next
        card = table.play.legal_cards(seat)[-1]
        event2 = CardEvent(seat, card)
        table.apply(event2)
        out.append(event2.to_json())
    assert table.status.value == "complete"
    return out


def complete_board(number: int, pbn: str, prefix: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``prefix`` (spec §1 events), then passes until the auction ends and the
    lowest legal card of the player in turn until the play ends."""
    from bridgelaws.record import TableRecord

    record = TableRecord.from_json({"board": number, "deal": pbn, "events": prefix})
    table = Table.from_record(record)
    out = list(prefix)
    while table.status.value in ("auction", "play"):
        seat = table.next
        assert seat is not None
        if table.status.value == "auction":
            event: CallEvent | CardEvent = CallEvent(seat, Call.parse("Pass"))
        else:
            assert table.play is not None
            event = CardEvent(seat, table.play.legal_cards(seat)[-1])
        table.apply(event)
        out.append(event.to_json())
    assert table.status.value == "complete", table.report()
    return out


def actor(event: dict[str, Any], declarer: str | None) -> str:
    """The seat whose link posts ``event``: its own, or declarer for dummy's cards."""
    by = event["by"]
    if "card" in event and declarer is not None and by == Seat.parse(declarer).partner.letter:
        return declarer
    return str(by)


def hidden_cards(deal: Deal, bodies: list[dict[str, Any]], viewer: Seat) -> set[str]:
    """The cards ``viewer`` may not know at this point, worked out on its own:
    every other hand's cards not yet shown face up, less dummy's once the
    opening lead has been faced (dummy is spread then, Law 41C)."""
    shown: set[str] = set()
    played = 0
    calls_done = False
    for body in bodies:
        if "card" in body and not body.get("face_down"):
            shown.add(body["card"])
            played += 1
        if "expose" in body:
            shown.add(body["expose"])
        if "call" in body:
            calls_done = True
    hidden: set[str] = set()
    for seat in Seat:
        if seat is not viewer:
            hidden |= {c.name for c in deal[seat]} - shown
    if calls_done and played >= 1:
        # dummy is declarer's partner, the opening leader's LHO; dummy is
        # faced with the first card led face up (a face-down lead is not)
        leader = Seat.parse(next(b["by"] for b in bodies if "card" in b and not b.get("face_down")))
        dummy = leader.lho
        hidden -= {c.name for c in deal[dummy]}
    return hidden


def card_forms(name: str) -> list[str]:
    """How a card can be written on the wire: ``SK``, ``♠K``, ``♠10``."""
    card = Card.parse(name)
    rank = card.rank.letter
    forms = [card.name, card.suit.symbol + rank]
    if rank == "T":
        forms += [card.suit.symbol + "10", card.suit.letter + "10"]
    return forms


def leaked(payload: str, hidden: set[str], secrets: list[str]) -> list[str]:
    """The hidden cards found in ``payload`` (tokens blanked first: they are
    random letters and could spell a card)."""
    for secret in secrets:
        payload = payload.replace(secret, "·")
    # the bidding box's no trump button reads SA in Dutch and German: a
    # strain, not the ace of spades
    payload = re.sub(r'(data-strain="NT"[^>]*>)[^<]*<', r"\1·<", payload)
    found = []
    for name in hidden:
        for form in card_forms(name):
            if re.search(rf"(?<![A-Za-z0-9]){re.escape(form)}(?![A-Za-z0-9])", payload):
                found.append(f"{name} as {form!r}")
    return found


def data_cards(html: str) -> set[str]:
    """The cards drawn as tappable card elements in a page."""
    return set(re.findall(r'data-card="([A-Z0-9]{2})"', html))


# -- PostgreSQL -------------------------------------------------------------------------


def _postgres_binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return candidates[-1] if candidates else None


@contextmanager
def postgres_server() -> Iterator[str]:
    """A throw-away PostgreSQL server on a free port; yields its SQLAlchemy URL.

    Raises ``RuntimeError`` with the reason when none can start here. As root
    the server runs as the ``postgres`` user (PostgreSQL refuses root)."""
    initdb, pg_ctl = _postgres_binary("initdb"), _postgres_binary("pg_ctl")
    if initdb is None or pg_ctl is None:
        raise RuntimeError("no PostgreSQL server binaries (initdb, pg_ctl) found")
    prefix: list[str] = []
    folder = Path(tempfile.mkdtemp(prefix="bridgelaws-pg-"))
    if os.geteuid() == 0:
        runuser = shutil.which("runuser")
        if runuser is None:
            raise RuntimeError("running as root and no runuser to start PostgreSQL as postgres")
        try:
            import pwd

            owner = pwd.getpwnam("postgres")
        except KeyError:
            raise RuntimeError("running as root and there is no 'postgres' user") from None
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        prefix = [runuser, "-u", "postgres", "--"]
    data = folder / "data"
    port = free_port()
    try:
        subprocess.run(
            [*prefix, initdb, "-D", str(data), "-U", "bridgelaws", "--auth=trust", "-E", "UTF8"],
            check=True,
            capture_output=True,
            timeout=120,
        )
        options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=on"
        log = str(folder / "log")
        subprocess.run(
            [*prefix, pg_ctl, "-D", str(data), "-o", options, "-l", log, "-w", "start"],
            check=True,
            capture_output=True,
            timeout=120,
        )
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        shutil.rmtree(folder, ignore_errors=True)
        raise RuntimeError(f"PostgreSQL did not start: {exc} {detail.decode()[-500:]}") from None
    try:
        yield f"postgresql+psycopg://bridgelaws@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*prefix, pg_ctl, "-D", str(data), "-m", "immediate", "stop"],
            capture_output=True,
            timeout=60,
        )
        shutil.rmtree(folder, ignore_errors=True)
