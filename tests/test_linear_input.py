"""Untrusted input costs work in proportion to its size (issue 11, item 7).

The time itself is measured by ``bench/linear.py`` (ratios at 1x, 2x and 4x);
these tests check what makes it linear: runs of calls are judged in bounded
windows (the number of events looked at grows with the record, not with its
square), the window never changes what the engine makes of a record, an
auction holds at most :data:`~bridgelaws.table.MAX_AUCTION_CALLS` calls and
the limit is reported as such, and the PBN reader's repaired constructs (a
brace comment over blank lines, games without blank lines between them,
``##`` inheritance) are read the same however many there are.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, SupportsIndex

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from bridgelaws import Board, Deal, Seat, Table
from bridgelaws.calls import Call
from bridgelaws.cards import render_error
from bridgelaws.cli import app
from bridgelaws.formats.convert import convert_games
from bridgelaws.formats.lin import lin_to_record, parse_lin
from bridgelaws.formats.pbn import MAX_INHERITED, parse_pbn
from bridgelaws.record import CallEvent, Event, TableRecord
from bridgelaws.replay import replay
from bridgelaws.table import MAX_AUCTION_CALLS, TooManyCalls

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"
GAME = f"""[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[Contract "3NT"]
[Declarer "S"]
[Result "9"]
"""


def alternating(n: int) -> list[Event]:
    """Bids and doubles in rotation: every second call is an inadmissible double
    or an insufficient bid, each judged on its own."""
    return [CallEvent(Seat(i % 4), Call.parse("X" if i % 2 else "1C")) for i in range(n)]


def out_of_rotation(n: int) -> list[Event]:
    """Passes by North and East only: East's passes skip South (17D3)."""
    return [CallEvent(Seat(i % 2), Call.parse("Pass")) for i in range(n)]


class Counted(list[Event]):
    """A record's events that count how many of them the engine looks at."""

    looked = 0

    def __getitem__(self, index: SupportsIndex | slice) -> Any:
        got = super().__getitem__(index)
        self.looked += len(got) if isinstance(index, slice) else 1
        return got


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
@pytest.mark.parametrize("events", [alternating, out_of_rotation])
def test_a_long_irregular_auction_is_not_rescanned_at_every_call(edition: str, events: Any) -> None:
    looked = []
    for n in (250, 500, 1000):
        counted = Counted(events(n))
        Table(Board.numbered(1), edition).extend(counted)
        looked.append(counted.looked)
    # linear: twice the calls, about twice the events looked at (a rescan to
    # the end of the record at every call gives four times)
    assert looked[1] < 2.3 * looked[0] and looked[2] < 2.3 * looked[1]
    assert looked[2] < 20 * 1000


def random_calls(rng: random.Random, n: int) -> list[Event]:
    """Mostly correct calls in rotation (long runs), now and then a call out of
    rotation, an insufficient bid or an inadmissible double."""
    table_seat = Seat.NORTH
    events: list[Event] = []
    level = 0
    for _ in range(n):
        roll = rng.random()
        # now and then anyone, in or out of rotation
        seat = Seat(rng.randrange(4)) if roll < 0.12 else table_seat
        if roll < 0.6:
            call = "Pass"
        elif roll < 0.8 and level < 34:
            level += rng.randint(1, 2)
            call = f"{min(7, 1 + level // 5)}{'CDHSN'[level % 5]}".replace("N", "NT")
        else:
            call = rng.choice(["X", "XX", "1C", "Pass"])
        events.append(CallEvent(seat, Call.parse(call)))
        table_seat = seat.lho
    return events


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.integers(1, 80))
def test_runs_in_windows_judge_a_record_as_call_by_call(edition: str, seed: int, n: int) -> None:
    # the reverted first attempt looped forever on a record ending in a run
    # after a 17D3 reopening: every such record is among these
    events = random_calls(random.Random(seed), n)
    board = Board.numbered(1 + seed % 16, Deal.from_pbn(DEAL))
    at_once = Table(board, edition)
    at_once.extend(list(events))
    one_by_one = Table(board, edition)
    for event in events:
        one_by_one.apply(event)
    assert at_once.record.to_json() == one_by_one.record.to_json()
    assert at_once.report() == one_by_one.report()


def test_law_17d3_the_skipped_player_after_a_run_that_ends_the_record() -> None:
    # North passes, East passes out of rotation (accepted by South's pass),
    # West and North pass: the auction goes back to the skipped South, and
    # the record ends there
    calls = [(Seat.NORTH, "Pass"), (Seat.WEST, "Pass"), (Seat.NORTH, "Pass")]
    calls += [(Seat.EAST, "Pass"), (Seat.SOUTH, "Pass")] * 3
    events: list[Event] = [CallEvent(s, Call.parse(c)) for s, c in calls]
    table = Table.from_record(TableRecord(Board.numbered(1), "2017", events))
    again = Table(Board.numbered(1))
    for event in events:
        again.apply(event)
    assert table.report() == again.report()


def test_an_auction_holds_at_most_the_limit_of_calls() -> None:
    events = alternating(MAX_AUCTION_CALLS + 1)
    with pytest.raises(TooManyCalls) as refused:
        Table.from_record(TableRecord(Board.numbered(1), "2017", events))
    assert str(refused.value) == (
        f"action {MAX_AUCTION_CALLS + 1}: more than 1000 calls in one auction"
    )
    assert render_error(refused.value, "nl") == (
        "handeling 1001: meer dan 1000 biedingen in het bieden van één spel"
    )
    assert render_error(refused.value, "de") == (
        "Handlung 1001: mehr als 1000 Ansagen in einer Reizung"
    )
    full = Table.from_record(TableRecord(Board.numbered(1), "2017", events[:-1]))
    before = full.record.to_json()
    with pytest.raises(TooManyCalls):
        full.apply(events[-1])
    assert full.record.to_json() == before  # nothing recorded


def test_rule_reports_the_call_limit_in_one_line(tmp_path: Path) -> None:
    record = {"board": 1, "events": [{"by": "NESW"[i % 4], "call": "Pass"} for i in range(3)]}
    record["events"] += [{"by": "N", "call": "1C"}, {"by": "E", "call": "X"}] * 600
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path)])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.output
    assert "meer dan 1000 biedingen" in lines[0]


def test_a_game_file_with_a_too_long_auction_is_reported_and_read_on(tmp_path: Path) -> None:
    long = GAME.replace('[Contract "3NT"]\n', "") + '[Auction "N"]\n' + "1C X " * 600 + "\n"
    path = tmp_path / "long.pbn"
    path.write_text(long + "\n" + GAME, encoding="utf-8")
    report = replay([path])
    assert report.boards == 2 and report.complete == 1
    [problem] = report.unreadable
    assert problem["line"] == 7 and "more than 1000 calls in one auction" in problem["error"]
    md = "md|3S23456789TJQKA,H23456789TJQKA,D23456789TJQKA,|"
    boards, problems = parse_lin("qx|o1|" + md + "mb|1c|mb|d|" * 600)
    assert problems == []
    with pytest.raises(TooManyCalls):
        lin_to_record(boards[0])


# -- the PBN reader -----------------------------------------------------------------


def test_directive_lines_before_a_game_are_kept_in_order() -> None:
    text = "".join(f"% directive {i}\n" for i in range(5000)) + GAME
    read = parse_pbn(text)
    assert read.directives == [f"% directive {i}" for i in range(5000)]
    assert read.problems == [] and len(read.games) == 1
    assert read.games[0].line == 5001


def test_a_brace_comment_over_many_blank_lines_is_one_comment() -> None:
    text = GAME + "{" + "a line\n\n" * 3000 + "end}\n\n" + GAME
    read = parse_pbn(text)
    assert [g.tags["Board"] for g in read.games] == ["1", "1"]
    assert read.problems == []
    assert read.games[1].line == 8 + 2 * 3000 + 2
    left_open = parse_pbn(GAME + "\n{" + "a line\n\n" * 3000)
    assert len(left_open.games) == 1


def test_games_without_blank_lines_between_them_are_read_however_many() -> None:
    # the first tag coming again starts a game; 2,000 of them once gave a
    # RecursionError that lost the whole file
    read = parse_pbn(GAME * 2000)
    assert len(read.games) == 2000 and read.problems == []
    assert [g.line for g in read.games[:3]] == [1, 8, 15]
    converted = list(convert_games(read.games[:3]))
    assert all(c.table is not None and not c.unreadable for c in converted)


def test_pbn_sticky_tags_are_limited() -> None:
    games = [f'[Board "{i + 1}"]\n[Tag{i} "##v{i}"]\n' for i in range(MAX_INHERITED + 5)]
    read = parse_pbn("\n".join(games))
    assert len(read.games) == MAX_INHERITED + 5
    last = read.games[-1].tags
    assert last["Tag0"] == "v0" and last[f"Tag{MAX_INHERITED - 1}"] == f"v{MAX_INHERITED - 1}"
    assert last[f"Tag{MAX_INHERITED + 4}"] == f"v{MAX_INHERITED + 4}"  # its own game
    assert f"Tag{MAX_INHERITED}" not in last  # not passed on
    assert len(read.problems) == 5
    limit = f"more than {MAX_INHERITED} tags passed on with '##'"
    assert all(limit in p.error for p in read.problems)
