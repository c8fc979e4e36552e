"""Nothing lost: a server killed with SIGKILL in the middle of a board keeps
every action it acknowledged, and the restarted server resumes the board."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import httpx
from test_web_support import SPEC_DEAL, Server, actor, whole_board

from bridgelaws.record import TableRecord
from bridgelaws.table import Table


def test_sigkill_mid_board_loses_no_acknowledged_action(tmp_path: Path) -> None:
    database = tmp_path / "web.db"
    events = whole_board(7, SPEC_DEAL)
    acknowledged: list[dict[str, Any]] = []
    server = Server(database).start()
    try:
        tokens = httpx.post(
            server.base + "/api/tables", json={"kind": "table", "board": 7, "deal": SPEC_DEAL}
        ).json()["tokens"]
        enough = threading.Event()

        def play() -> None:
            # post actions as fast as they are answered until the server dies
            with httpx.Client(base_url=server.base, timeout=5) as client:
                for n, event in enumerate(events):
                    try:
                        answer = client.post(
                            f"/api/{tokens[actor(event, 'S')]}/events",
                            json={"event": event, "nonce": f"a{n}"},
                        )
                    except httpx.HTTPError:
                        return
                    if answer.status_code != 201:
                        return
                    acknowledged.append(event)
                    if len(acknowledged) == 25:
                        enough.set()

        player = threading.Thread(target=play)
        player.start()
        assert enough.wait(60), "the server did not take 25 actions"
        server.kill()  # mid-board, while actions are still arriving
        player.join(30)
    finally:
        server.kill()
        server.stop()
    assert 25 <= len(acknowledged) < len(events), "the board was not cut short"

    with Server(database) as again, httpx.Client(base_url=again.base, timeout=10) as client:
        state = client.get(f"/api/{tokens['D']}/state?lang=en").json()
        stored = state["record"]["events"]
        # every acknowledged action, in order; at most the one in flight besides
        assert stored[: len(acknowledged)] == acknowledged
        assert len(stored) - len(acknowledged) <= 1
        assert stored == events[: len(stored)]
        record = TableRecord.from_json(state["record"])
        assert state["report"] == Table.from_record(record).report("en")
        # the board goes on where it stopped (a repeated nonce is not stored twice)
        for n, event in enumerate(events[len(acknowledged) :], start=len(acknowledged)):
            answer = client.post(
                f"/api/{tokens[actor(event, 'S')]}/events",
                json={"event": event, "nonce": f"a{n}"},
            )
            assert answer.status_code in (200, 201), answer.text
        final = client.get(f"/api/{tokens['D']}/state?lang=en").json()
        assert final["record"]["events"] == events
        assert final["report"]["status"] == "complete"
