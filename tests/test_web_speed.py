"""What the web app does to be fast changes nothing it answers (issue 18).

An action is judged from the events the app already read (its cached copy of
the table), not by reading the whole stored record again; these tests check
that every answer, refusal and report is the one the library gives for the
whole record read from scratch, through random sequences of regular and
irregular actions with undos and restarts. The SQLite store commits without
an fsync per action unless ``durable`` is asked for."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from test_web import library_report, make_client, open_table, post, stored
from test_web_support import SPEC_DEAL

from bridgelaws.cards import BridgeError, Deal, Seat
from bridgelaws.record import TableRecord
from bridgelaws.table import Table
from bridgelaws.web import create_app, database_url

CALLS = ["1NT", "1S", "2C", "2S", "Pass", "X", "XX", "3NT"]


def candidates(rng: random.Random) -> dict[str, Any]:
    """Any action at all by any seat: calls in and out of turn, insufficient
    bids, cards of any hand (another seat's are refused), director calls,
    choices and facts."""
    deal = Deal.from_pbn(SPEC_DEAL)
    seat = rng.choice("NESW")
    kind = rng.random()
    if kind < 0.35:
        return {"by": seat, "call": rng.choice(CALLS)}
    if kind < 0.75:
        # mostly the seat's own cards; sometimes another's (refused)
        hand = (
            deal[Seat.parse(seat)] if rng.random() < 0.8 else deal[Seat.parse(rng.choice("NESW"))]
        )
        return {"by": seat, "card": rng.choice(sorted(c.name for c in hand))}
    if kind < 0.82:
        return {"by": seat, "director": True}
    if kind < 0.92:
        return {"by": seat, "choose": rng.choice(["accept", "reject", "replace", "cancel"])}
    return {"fact": rng.choice(["artificial", "inadvertent"]), "value": rng.random() < 0.5}


def from_scratch(events: list[dict[str, Any]]) -> bool:
    """Does the library take this whole record (and report on it)?"""
    try:
        record = {"board": 7, "deal": SPEC_DEAL, "events": events}
        Table.from_record(TableRecord.from_json(record)).report("en")
    except BridgeError:
        return False
    return True


@pytest.mark.parametrize("seed", range(4))
def test_each_action_is_judged_as_the_whole_record_read_again(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    db = database_url(tmp_path / "web.db")
    expected: list[dict[str, Any]] = []
    with make_client(create_app(db)) as client:
        director = open_table(client, "assistant")["D"]
        for step in range(45):
            if expected and rng.random() < 0.1:
                r = client.post(f"/api/{director}/undo", json={})
                assert r.status_code == 201, r.text
                expected.pop()
            else:
                event = candidates(rng)
                r = post(client, director, event, nonce=f"n{step}")
                took = from_scratch([*expected, event])
                assert r.status_code == (201 if took else 422), (expected, event, r.text)
                if took:
                    expected.append(event)
                    # the same nonce again stores nothing, even when the action
                    # would now be refused
                    again = post(client, director, event, nonce=f"n{step}")
                    assert again.status_code == 200 and again.json()["duplicate"]
            state = client.get(f"/api/{director}/state?lang=nl").json()
            assert state["record"]["events"] == expected
            assert state["report"] == library_report(expected, "nl")
    # a restart reads the same table from the store
    with make_client(create_app(db)) as client:
        assert stored(client, director) == expected
        state = client.get(f"/api/{director}/state?lang=de").json()
        assert state["report"] == library_report(expected, "de")


def sqlite_setting(db: str, durable: bool) -> tuple[str, int]:
    app = create_app(db, durable=durable)
    with app.state.store.engine.connect() as conn:
        mode = conn.execute(text("PRAGMA journal_mode")).scalar_one()
        sync = conn.execute(text("PRAGMA synchronous")).scalar_one()
    app.state.store.close()
    return str(mode), int(sync)


def test_sqlite_commits_into_its_log_and_syncs_every_action_when_durable(tmp_path: Path) -> None:
    db = database_url(tmp_path / "web.db")
    # SQLite's numbers: 1 NORMAL (synced at checkpoints), 2 FULL (every commit)
    assert sqlite_setting(db, durable=False) == ("wal", 1)
    assert sqlite_setting(db, durable=True) == ("wal", 2)
