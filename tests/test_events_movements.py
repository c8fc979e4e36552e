"""Movements (Mitchell, Howell, team round robin, Swiss): the invariants a
director relies on, for every table count a club meets."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.cards import BridgeError
from bridgelaws.events.movements import (
    BYE,
    Movement,
    expected_table,
    howell,
    mitchell,
    round_robin,
    swiss_round,
)


def check_common(movement: Movement) -> None:
    """No pair at two tables in a round; no pair plays a board twice; two
    tables play the same boards in a round only in a relay (tables 1 and the
    last)."""
    played: Counter[tuple[int, int]] = Counter()
    for number in range(1, movement.rounds + 1):
        seats = movement.round_of(number)
        people = [p for s in seats for p in (s.ns, s.ew) if p != BYE]
        assert len(people) == len(set(people)), (number, seats)
        sets = Counter(s.boards for s in seats)
        for boards, count in sets.items():
            if count > 1:
                assert movement.options.get("even") == "relay"
                if movement.kind == "mitchell":
                    sharing = sorted(s.table for s in seats if s.boards == boards)
                    assert sharing == [1, movement.tables]
        for s in seats:
            for pair in (s.ns, s.ew):
                if pair != BYE:
                    for board in s.boards:
                        played[(pair, board)] += 1
    assert max(played.values()) == 1


@pytest.mark.parametrize("pairs", range(3, 31))
@pytest.mark.parametrize("even", ["skip", "relay"])
def test_mitchell_every_table_count(pairs: int, even: str) -> None:
    movement = mitchell(pairs, 2, even=even)
    check_common(movement)
    tables = (pairs + 1) // 2
    assert movement.tables == tables
    # NS pairs stay at their table, EW pairs move up
    for s in movement.seatings:
        assert s.ns == s.table
    meetings = Counter((s.ns, s.ew) for s in movement.seatings)
    assert max(meetings.values()) == 1
    if tables % 2 == 0 and even == "skip":
        assert movement.rounds == tables - 1
    else:
        # every NS pair meets every EW pair once
        assert movement.rounds == tables
        ew = {s.ew for s in movement.seatings}
        assert len(meetings) == tables * len(ew)


def test_mitchell_arrow_switch_turns_the_last_round() -> None:
    plain = mitchell(14, 3)
    switched = mitchell(14, 3, arrow=[7])
    assert switched.one_field and not plain.one_field
    for a, b in zip(plain.seatings, switched.seatings, strict=True):
        if a.round == 7:
            assert (b.ns, b.ew, b.boards) == (a.ew, a.ns, a.boards)
        else:
            assert a == b


def test_mitchell_odd_pairs_have_a_bye() -> None:
    movement = mitchell(13, 2)
    assert movement.tables == 7
    byes = [s for s in movement.seatings if s.is_bye]
    assert len(byes) == movement.rounds  # one pair sits out every round
    sitting_out = [s.ns for s in byes]
    assert sorted(sitting_out) == list(range(1, 8))


@pytest.mark.parametrize("pairs", range(3, 25))
def test_howell_every_pair_meets_every_other_once(pairs: int) -> None:
    movement = howell(pairs, 2)
    check_common(movement)
    meetings = Counter(frozenset((s.ns, s.ew)) for s in movement.seatings if not s.is_bye)
    assert set(meetings.values()) == {1}
    assert len(meetings) == pairs * (pairs - 1) // 2
    assert movement.one_field


@pytest.mark.parametrize("teams", range(2, 17))
def test_round_robin_every_team_meets_every_other_once(teams: int) -> None:
    movement = round_robin(teams)
    games = Counter(frozenset((p.home, p.away)) for p in movement.pairings)
    assert set(games.values()) == {1}
    assert len(games) == teams * (teams - 1) // 2
    for number in range(1, movement.rounds + 1):
        playing = [t for p in movement.pairings if p.round == number for t in (p.home, p.away)]
        assert len(playing) == len(set(playing))
    # home and away roughly balanced
    homes = Counter(p.home for p in movement.pairings)
    assert all(abs(2 * homes[t] - (teams - 1)) <= 2 for t in range(1, teams + 1))


@given(st.integers(4, 16), st.randoms(use_true_random=False))
def test_swiss_pairs_neighbours_without_rematches(teams: int, rnd: object) -> None:
    import random

    assert isinstance(rnd, random.Random)
    played: set[tuple[int, int]] = set()
    byes: list[int] = []
    scores = {t: 0.0 for t in range(1, teams + 1)}
    for number in range(1, min(teams // 2, 5) + 1):
        standings = sorted(scores.items(), key=lambda x: -x[1])
        games = swiss_round(standings, played, number, byes=byes)
        playing = {t for g in games for t in (g.home, g.away)}
        byes += [t for t in scores if t not in playing]
        assert len(byes) == len(set(byes))  # nobody sits out twice
        for game in games:
            assert frozenset((game.home, game.away)) not in {frozenset(p) for p in played}
            played.add((game.home, game.away))
            vp = rnd.uniform(0, 20)
            scores[game.home] += vp
            scores[game.away] += 20 - vp
        assert len(games) == teams // 2


def test_movement_is_stored_as_json() -> None:
    for movement in (mitchell(14, 3, arrow=[7]), howell(9, 2), round_robin(5)):
        assert Movement.from_json(movement.to_json()) == movement


def test_entry_checked_against_the_movement() -> None:
    movement = mitchell(16, 3)  # 8 tables, skip
    first = movement.round_of(1)[0]  # table 1: NS 1, EW 9, boards 1-3
    assert (first.ns, first.ew, first.boards) == (1, 9, (1, 2, 3))
    assert expected_table(movement, 2, 1, 9).seating == first
    swapped = expected_table(movement, 2, 9, 1)
    assert swapped.seating is None and "swapped" in str(swapped.problem)
    assert "round 1 table 1: NS 1, EW 9, boards 1-3" in str(swapped.problem)
    wrong = expected_table(movement, 2, 1, 10, round=1, table=1)
    assert str(wrong.problem) == "the movement has round 1 table 1: NS 1, EW 9, boards 1-3"
    assert (
        str(expected_table(movement, 99, 1, 9).problem) == "board 99 is not played in the movement"
    )
    with pytest.raises(BridgeError):
        mitchell(16, 3, rounds=8)  # a skip Mitchell of 8 tables has 7 rounds


def test_guide_card_and_table_card() -> None:
    movement = howell(8, 3)
    card = movement.of_pair(3)
    assert [s.round for s in card] == list(range(1, 8))
    assert all(3 in (s.ns, s.ew) for s in card)
    table = movement.of_table(2)
    assert [s.round for s in table] == list(range(1, 8))
    assert len({s.boards for s in table}) == 7
    assert list(itertools.chain.from_iterable(s.boards for s in movement.round_of(1)))


def test_team_movements_from_the_command_line(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from bridgelaws.cli import app
    from bridgelaws.events import EventStore

    runner = CliRunner()
    path = tmp_path / "cup.db"
    new = ["event", "new", str(path), "--name", "Cup", "--kind", "teams", "--boards", "1-8"]
    assert runner.invoke(app, [*new, "-n", "4"]).exit_code == 0
    result = runner.invoke(app, ["event", "movement", str(path), "round-robin", "--lang", "en"])
    assert result.exit_code == 0, result.output
    store = EventStore.open(path)
    matches = store.snapshot().matches.values()
    assert sorted(m.round or 0 for m in matches) == [1, 1, 2, 2, 3, 3]
    store.close()
    # a Swiss: two rounds, no rematch
    swiss = tmp_path / "swiss.db"
    new[2] = str(swiss)
    assert runner.invoke(app, [*new, "-n", "6"]).exit_code == 0
    for _ in range(2):
        result = runner.invoke(app, ["event", "movement", str(swiss), "swiss"])
        assert result.exit_code == 0, result.output
    store = EventStore.open(swiss)
    data = store.snapshot()
    games = [frozenset((m.home, m.away)) for m in data.matches.values()]
    assert len(games) == 6 and len(set(games)) == 6
    assert sorted(m.round or 0 for m in data.matches.values()) == [1, 1, 1, 2, 2, 2]
    store.close()
    # a pairs movement in a teams event is refused
    result = runner.invoke(app, ["event", "movement", str(swiss), "mitchell"])
    assert result.exit_code == 2
