"""Law 79 in an event: a table record whose ruling records a score that is not
the score of its tricks (a 79B3 split score, a 79C2 entry that stands) is
entered with its tricks and the director is told to enter that score as an
adjustment; a count put right (79B2) is entered as ruled."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rule_cases import record
from test_cases_count13_law79 import PLAYED, disputed, score_error
from test_events_cli import run

from bridgelaws.events import EventStore


def _entered(tmp_path: Path, events: list[dict[str, Any]], edition: str = "2017") -> str:
    path = tmp_path / "club.db"
    assert run("new", path, "--name", "Club", "--boards", "1-8", "-n", 4)[0] == 0
    played = tmp_path / "board1.json"
    played.write_text(json.dumps(record(events, edition)), encoding="utf-8")
    code, out = run("result", path, "--record", played, "--ns", 1, "--ew", 2, "--lang", "en")
    assert code == 0, out
    return out


def test_law_79b3_event_split_score_asks_for_the_adjustment(tmp_path: Path) -> None:
    out = _entered(tmp_path, [*PLAYED, disputed(8, after_round=True, split=True)])
    assert "board 1: 3NT by N, 7 tricks entered" in out
    assert "Tricks won disputed (Law 79B3); adjusted score possible (Law 79B3)" in out
    assert "event adjust" in out and "by ?" not in out
    [result] = EventStore.open(tmp_path / "club.db").snapshot().results
    assert "79B3" in (result.note or "")


def test_law_79c2_event_entry_that_stands_asks_for_the_adjustment(tmp_path: Path) -> None:
    events = [*PLAYED, {"fact": "correction_period_ended", "value": True}, score_error(-50)]
    out = _entered(tmp_path, events, "2007")
    assert "Score computed or entered wrongly (Law 79C2); adjusted score possible" in out


def test_law_79b2_event_count_put_right_is_entered_as_ruled(tmp_path: Path) -> None:
    out = _entered(tmp_path, [*PLAYED, disputed(8, by="E")])
    assert "board 1: 3NT by N, 7 tricks entered" in out
    assert "adjusted score possible" not in out
    [result] = EventStore.open(tmp_path / "club.db").snapshot().results
    assert result.kind == "table" and result.ns_outcome == -100
