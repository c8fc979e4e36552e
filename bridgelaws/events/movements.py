"""Movements: who sits where with which boards, round by round.

A movement is data: a list of :class:`Seating` (round, table, the pair sitting
North-South, the pair sitting East-West, the boards played there), made by
:func:`mitchell` or :func:`howell` for pairs, and a list of :class:`Pairing`
(round, home team, away team) made by :func:`round_robin` or
:func:`swiss_round` for teams. It is stored with the event (as JSON, see
:meth:`Movement.to_json`) so that every result entered can be checked against
it (:func:`expected_table`) and the boards not yet played listed
(:func:`missing`).

The Laws leave the movement to the organiser (Law 78D, 80B); these are the
movements clubs use:

* **Mitchell**: NS pairs stay at their table, EW pairs move up one table and
  the boards down one table each round. With an even number of tables the EW
  pairs would meet boards they played, so either they *skip* a table after
  half the rounds, or a *relay and bye stand* is used (tables 1 and the last
  share one set of boards; a set rests on a stand between the middle tables).
  An odd number of pairs leaves one pair without opponents each round (a
  *bye*: the missing pair is recorded as 0 and that table sits out). An
  *arrow switch* turns the NS and EW pairs round at every table in the given
  rounds, so the field plays as one (one winner).
* **Howell**: every pair meets every other; pair ``2n`` stays at table 1 and
  the others move by the circle method; the board sets are placed so that no
  pair meets a set twice (found by a small search, cached).
* **Teams**: a round robin by the circle method (round numbers given);
  a Swiss round pairs teams of similar score who have not met.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final

from bridgelaws.cards import BridgeError, InputError

__all__ = [
    "KINDS",
    "Movement",
    "Pairing",
    "Seating",
    "expected_table",
    "howell",
    "mitchell",
    "round_robin",
    "swiss_round",
]

KINDS: Final = ("mitchell", "howell", "round-robin", "swiss")

#: A pair number that stands for "nobody": the opponents of a pair with a bye.
BYE: Final = 0


@dataclass(frozen=True)
class Seating:
    """One table in one round: who sits NS and EW and which boards they play.
    ``ns`` or ``ew`` is :data:`BYE` (0) when that pair sits out the round."""

    round: int
    table: int
    ns: int
    ew: int
    boards: tuple[int, ...]

    @property
    def is_bye(self) -> bool:
        return BYE in (self.ns, self.ew)


@dataclass(frozen=True)
class Pairing:
    """A team match of one round: the home team sits NS in the open room."""

    round: int
    home: int
    away: int


@dataclass(frozen=True)
class Movement:
    """A movement: its kind, its options and what it makes."""

    kind: str
    #: Pairs or teams taking part (without a bye).
    entrants: int
    rounds: int
    boards_per_round: int = 0
    tables: int = 0
    seatings: tuple[Seating, ...] = ()
    pairings: tuple[Pairing, ...] = ()
    #: Mitchell options, as given: ``skip``, ``relay``, ``arrow`` (rounds).
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise InputError(
                "no movement {kind}; choose from {choices}",
                kind=repr(self.kind),
                choices=", ".join(KINDS),
            )

    @property
    def boards(self) -> tuple[int, ...]:
        return tuple(sorted({b for s in self.seatings for b in s.boards}))

    @property
    def one_field(self) -> bool:
        """True when NS and EW pairs are ranked together (a Howell, or a
        Mitchell with an arrow switch)."""
        return self.kind == "howell" or bool(self.options.get("arrow"))

    def round_of(self, number: int) -> list[Seating]:
        return [s for s in self.seatings if s.round == number]

    def of_pair(self, pair: int) -> list[Seating]:
        """A pair's tables, round by round (its guide card)."""
        return sorted((s for s in self.seatings if pair in (s.ns, s.ew)), key=lambda s: s.round)

    def of_table(self, table: int) -> list[Seating]:
        """A table's rounds (its table card)."""
        return sorted((s for s in self.seatings if s.table == table), key=lambda s: s.round)

    def on_board(self, board: int) -> list[Seating]:
        return [s for s in self.seatings if board in s.boards]

    # -- storage -----------------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(
            {
                "kind": self.kind,
                "entrants": self.entrants,
                "rounds": self.rounds,
                "boards_per_round": self.boards_per_round,
                "tables": self.tables,
                "options": dict(self.options),
                "seatings": [[s.round, s.table, s.ns, s.ew, list(s.boards)] for s in self.seatings],
                "pairings": [[p.round, p.home, p.away] for p in self.pairings],
            }
        )

    @classmethod
    def from_json(cls, text: str) -> Movement:
        data = json.loads(text)
        return cls(
            kind=data["kind"],
            entrants=int(data["entrants"]),
            rounds=int(data["rounds"]),
            boards_per_round=int(data.get("boards_per_round", 0)),
            tables=int(data.get("tables", 0)),
            options=dict(data.get("options", {})),
            seatings=tuple(
                Seating(int(r), int(t), int(ns), int(ew), tuple(int(b) for b in boards))
                for r, t, ns, ew, boards in data.get("seatings", [])
            ),
            pairings=tuple(Pairing(int(r), int(h), int(a)) for r, h, a in data.get("pairings", [])),
        )


def _sets(count: int, per_round: int, first: int) -> list[tuple[int, ...]]:
    if per_round < 1:
        raise InputError("a round has at least one board")
    return [tuple(range(first + i * per_round, first + (i + 1) * per_round)) for i in range(count)]


# -- Mitchell ---------------------------------------------------------------------------


def mitchell(
    pairs: int,
    boards_per_round: int,
    *,
    rounds: int | None = None,
    even: str = "skip",
    arrow: Iterable[int] = (),
    first_board: int = 1,
) -> Movement:
    """A Mitchell for ``pairs`` pairs: NS pair ``t`` at table ``t`` all session,
    EW pairs ``tables + 1 …`` starting at table 1, 2, …

    ``even`` says what an even number of tables does: ``skip`` (the EW pairs
    skip one table after half the rounds; that table's pair is never met) or
    ``relay`` (a relay between table 1 and the last table and a bye stand
    between the middle tables: every pair meets every pair). ``arrow``:
    rounds in which every table turns its pairs round (arrow switch).
    """
    if pairs < 3:
        raise InputError("a Mitchell needs at least 3 pairs, not {pairs}", pairs=pairs)
    if even not in ("skip", "relay"):
        raise InputError("an even Mitchell uses skip or relay, not {even}", even=repr(even))
    tables = (pairs + 1) // 2
    ns_pairs = list(range(1, tables + 1))
    ew_pairs = list(range(tables + 1, 2 * tables + 1))
    if pairs % 2:
        ew_pairs[-1] = BYE  # the phantom: whoever meets it sits out
    relay = tables % 2 == 0 and even == "relay"
    skip = tables % 2 == 0 and not relay
    # board positions: tables 1..n, or with the bye stand the cycle
    # T1(=Tn, relay), T2, ..., Tn/2, stand, Tn/2+1, ..., Tn-1
    sets = _sets(tables, boards_per_round, first_board)
    most = tables - 1 if skip else tables
    count = most if rounds is None else rounds
    if not 1 <= count <= most:
        raise InputError(
            "this Mitchell has 1 to {most} rounds, not {count}", most=most, count=count
        )
    arrow_rounds = sorted(set(arrow))
    for r in arrow_rounds:
        if not 1 <= r <= count:
            raise InputError(
                "arrow switch in round {round}: the movement has rounds 1-{count}",
                round=r,
                count=count,
            )
    seatings: list[Seating] = []
    for r in range(count):
        shift = r + 1 if skip and r >= tables // 2 else r
        for t in range(tables):
            ew = ew_pairs[(t - shift) % tables]
            if relay:
                position = _relay_position(t, tables)
                board_set = sets[(position + r) % tables]
            else:
                board_set = sets[(t + r) % tables]
            ns = ns_pairs[t]
            if r + 1 in arrow_rounds:
                ns, ew = ew, ns
            seatings.append(Seating(r + 1, t + 1, ns, ew, board_set))
    options: dict[str, Any] = {"even": "relay" if relay else "skip" if skip else None}
    if arrow_rounds:
        options["arrow"] = arrow_rounds
    return Movement(
        "mitchell",
        pairs,
        count,
        boards_per_round,
        tables,
        seatings=tuple(seatings),
        options=options,
    )


def _relay_position(table: int, tables: int) -> int:
    """Where table ``table`` (0-based) stands in the board cycle of a relay
    and bye stand Mitchell: the last table shares table 1's boards, and the
    bye stand takes a place between the middle tables (cycle of ``tables``)."""
    if table == tables - 1:
        return 0
    if table < tables // 2:
        return table
    return table + 1


# -- Howell -----------------------------------------------------------------------------


@lru_cache(maxsize=32)
def _howell_offsets(m: int, shared: bool = False) -> tuple[int, ...]:
    """Offsets ``c_0 … c_{n-1}`` (``m = 2n - 1``) such that the sets a pair
    meets, ``c_0`` and ``c_k ± k``, are all different mod ``m``: then with
    set ``r + c_k`` at the table of circle distance ``k`` in round ``r`` no
    pair plays a set twice. Found by backtracking. Where no such offsets
    exist (4, 6 and 10 pairs), ``shared`` lets two tables of a round play the
    same set (they pass the boards to each other: a relay)."""
    n = (m + 1) // 2
    chosen: list[int] = []
    used: set[int] = set()

    def place(k: int) -> bool:
        if k == n:
            return True
        for c in range(m):
            if c in chosen and not shared:
                continue  # two tables of one round would share a set
            values = {c % m} if k == 0 else {(c - k) % m, (c + k) % m}
            if len(values) != (1 if k == 0 else 2) or values & used:
                continue
            chosen.append(c)
            used.update(values)
            if place(k + 1):
                return True
            chosen.pop()
            used.difference_update(values)
        return False

    if not place(0):
        if not shared:
            return _howell_offsets(m, True)
        raise BridgeError(f"no Howell found for {m + 1} pairs")  # pragma: no cover
    return tuple(chosen)


def howell(
    pairs: int, boards_per_round: int, *, rounds: int | None = None, first_board: int = 1
) -> Movement:
    """A complete Howell (``2n - 1`` rounds for ``2n`` pairs; an odd number of
    pairs gets a bye), or its first ``rounds`` rounds."""
    if pairs < 3:
        raise InputError("a Howell needs at least 3 pairs, not {pairs}", pairs=pairs)
    if pairs > 40:
        raise InputError("a Howell for more than 40 pairs is not made here")
    size = pairs + pairs % 2
    m = size - 1
    offsets = _howell_offsets(m)
    sets = _sets(m, boards_per_round, first_board)
    count = m if rounds is None else rounds
    if not 1 <= count <= m:
        raise InputError("this Howell has 1 to {most} rounds, not {count}", most=m, count=count)

    def number(index: int) -> int:
        value = index + 1 if index < m else size
        return BYE if value > pairs else value

    seatings: list[Seating] = []
    for r in range(count):
        # table 1: the stationary pair against the pair at the top of the circle
        first, second = (m, r) if r % 2 == 0 else (r, m)
        seatings.append(
            Seating(r + 1, 1, number(first), number(second), sets[(r + offsets[0]) % m])
        )
        for k in range(1, size // 2):
            ns, ew = (r + k) % m, (r - k) % m
            seatings.append(
                Seating(r + 1, k + 1, number(ns), number(ew), sets[(r + offsets[k]) % m])
            )
    relay = len(set(offsets)) < len(offsets)
    return Movement(
        "howell",
        pairs,
        count,
        boards_per_round,
        size // 2,
        seatings=tuple(seatings),
        options={"even": "relay"} if relay else {},
    )


# -- teams ------------------------------------------------------------------------------


def round_robin(teams: int, *, rounds: int | None = None) -> Movement:
    """Every team meets every other (circle method), ``teams - 1`` rounds (an
    odd number of teams: ``teams`` rounds, one team sits out each round)."""
    if teams < 2:
        raise InputError("a round robin needs at least 2 teams, not {teams}", teams=teams)
    size = teams + teams % 2
    m = size - 1
    count = m if rounds is None else rounds
    if not 1 <= count <= m:
        raise InputError(
            "this round robin has 1 to {most} rounds, not {count}", most=m, count=count
        )
    pairings: list[Pairing] = []

    def number(index: int) -> int:
        return index + 1 if index < m else size

    for r in range(count):
        # home and away alternate so that each team is home in half its matches:
        # a team meets distance k once from each side, home once and away once
        games = [(m, r) if r % 2 == 0 else (r, m)]
        games += [
            ((r + k) % m, (r - k) % m) if k % 2 else ((r - k) % m, (r + k) % m)
            for k in range(1, size // 2)
        ]
        for a, b in games:
            home, away = number(a), number(b)
            if max(home, away) > teams:
                continue  # the team meeting the phantom sits out
            pairings.append(Pairing(r + 1, home, away))
    return Movement("round-robin", teams, count, pairings=tuple(pairings))


def swiss_round(
    standings: Sequence[tuple[int, float]],
    played: Iterable[tuple[int, int]],
    round_number: int,
    *,
    byes: Iterable[int] = (),
) -> list[Pairing]:
    """The next Swiss round: ``standings`` is (team, score); teams are paired
    top down with the nearest team they have not met (backtracking when the
    bottom would be left with a rematch). With an odd number of teams the
    lowest team not in ``byes`` (those that sat out before) sits out."""
    met = {frozenset(p) for p in played}
    order = [team for team, _score in sorted(standings, key=lambda s: -s[1])]
    if len(order) < 2:
        raise InputError("a Swiss round needs at least 2 teams")

    def pair(rest: list[int]) -> list[tuple[int, int]] | None:
        if not rest:
            return []
        top = rest[0]
        for i in range(1, len(rest)):
            if frozenset((top, rest[i])) in met:
                continue
            tail = pair(rest[1:i] + rest[i + 1 :])
            if tail is not None:
                return [(top, rest[i]), *tail]
        return None

    sat_out = set(byes)
    if len(order) % 2:
        candidates = [t for t in reversed(order) if t not in sat_out] or list(reversed(order))
        fields = [[t for t in order if t != bye] for bye in candidates]
    else:
        fields = [order]
    for field_ in fields:
        games = pair(field_)
        if games is not None:
            return [Pairing(round_number, home, away) for home, away in games]
    raise InputError("every pairing left would be a rematch: the Swiss has run out")


# -- checking entries -----------------------------------------------------------------------


@dataclass(frozen=True)
class Expectation:
    """What the movement says of an entry: the seating it belongs to, or why
    it cannot be right (``problem``, naming the expectation, in any language)."""

    seating: Seating | None
    problem: InputError | None = None


def _describe(s: Seating) -> InputError:
    boards = (
        InputError("boards {first}-{last}", first=s.boards[0], last=s.boards[-1])
        if len(s.boards) > 1
        else InputError("board {board}", board=s.boards[0])
    )
    return InputError(
        "round {round} table {table}: NS {ns}, EW {ew}, {boards}",
        round=s.round,
        table=s.table,
        ns=s.ns,
        ew=s.ew,
        boards=boards,
    )


def expected_table(
    movement: Movement,
    board: int,
    ns: int,
    ew: int,
    *,
    round: int | None = None,
    table: int | None = None,
) -> Expectation:
    """Check one pairs result against the movement (board, NS and EW pair,
    and the round and table when given)."""
    if board not in movement.boards:
        return Expectation(
            None, InputError("board {board} is not played in the movement", board=board)
        )
    if round is not None or table is not None:
        candidates = [
            s
            for s in movement.seatings
            if (round is None or s.round == round) and (table is None or s.table == table)
        ]
        if not candidates:
            if round and table:
                return Expectation(
                    None,
                    InputError(
                        "the movement has no round {round} table {table}", round=round, table=table
                    ),
                )
            if table:
                return Expectation(
                    None, InputError("the movement has no table {table}", table=table)
                )
            return Expectation(None, InputError("the movement has no round {round}", round=round))
        if len(candidates) == 1:
            s = candidates[0]
            if (s.ns, s.ew) == (ew, ns):
                return Expectation(None, _swapped(s))
            if (s.ns, s.ew) != (ns, ew) or board not in s.boards:
                return Expectation(None, _has(s))
            return Expectation(s)
    on_board = movement.on_board(board)
    for s in on_board:
        if (
            (s.ns, s.ew) == (ns, ew)
            and (round is None or s.round == round)
            and (table is None or s.table == table)
        ):
            return Expectation(s)
    for s in on_board:
        if (s.ns, s.ew) == (ew, ns):
            return Expectation(None, _swapped(s))
    for s in on_board:
        if ns in (s.ns, s.ew) or ew in (s.ns, s.ew):
            return Expectation(None, _has(s))
    return Expectation(
        None,
        InputError(
            "pairs {ns} and {ew} do not meet on board {board} in the movement",
            ns=ns,
            ew=ew,
            board=board,
        ),
    )


def _swapped(s: Seating) -> InputError:
    return InputError("NS and EW swapped: the movement has {seating}", seating=_describe(s))


def _has(s: Seating) -> InputError:
    return InputError("the movement has {seating}", seating=_describe(s))
