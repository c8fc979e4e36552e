"""Shared deals and helpers for the bridgelaws tests.

The helpers are plain functions (``from conftest import ...``): they drive a
:class:`~bridgelaws.table.Table` through calls and cards written as short strings.
"""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path

import typer.main
import typer.testing
from hypothesis import settings

# The command line's tables are laid out for the terminal's width (Rich reads
# COLUMNS when a console is made, at import): the tests fix the width so that
# no test depends on the terminal it runs in. Messages are never wrapped at any
# width (tests/test_terminal.py runs the commands at 20 columns).
os.environ["COLUMNS"] = "160"

# Import the package from this checkout even when a stale editable install
# would resolve ``bridgelaws`` to an empty namespace package.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bridgelaws import Board, Deal, Seat, Table
from bridgelaws.cards import Card

# Property tests check what holds, not how fast: a loaded machine (CI, other
# jobs) must not turn a slow example into a failure (speed lives in bench/).
# The suite draws the same examples on every run, so that a red run is a change
# of the code, never of luck; HYPOTHESIS_PROFILE=explore draws new ones (as
# bench/fuzz.py does), and what they find is kept as a named case.
# Typer's test runner turns the app into a click command on every invoke, which
# reads the type hints of every command's parameters again (about 0.08 s a
# call, most of the suite's time); the app does not change during a run, so the
# command is built once per app.
typer.testing._get_command = functools.cache(typer.main.get_command)

settings.register_profile("bridgelaws", deadline=None, derandomize=True)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "bridgelaws"))

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

#: The deal of the spec §1 example (complete, 13 cards each).
SPEC_DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"

#: A deal in which North-South hold every card higher than any East-West card
#: of the same suit: at no-trump North-South win all thirteen tricks, whatever
#: anyone plays.
DOMINANT_DEAL = "N:AKQJ.AKQ.AKQ.AKQ 765.876.876.7654 T98.JT9.JT9.JT98 432.5432.5432.32"

#: A deal for trump-contract revokes (4S by South): East holds clubs and a few
#: small spades, West the top clubs, South eight spades and no club.
REVOKE_DEAL = "N:32.7654.AKQJ.765 654.AKQJ.T98.432 AKQJT987.T98.76. .32.5432.AKQJT98"


def deal(pbn: str) -> Deal:
    return Deal.from_pbn(pbn)


def table_for(board: int, pbn: str | None = SPEC_DEAL, edition: str | None = None) -> Table:
    """A table for duplicate board ``board`` (Law 2 dealer and vulnerability)."""
    return Table(Board.numbered(board, Deal.from_pbn(pbn) if pbn else None), edition)


def bid(table: Table, calls: str) -> None:
    """Make the calls in rotation, starting with the seat in turn."""
    for token in calls.split():
        seat = table.auction.next_seat
        irregularities = table.call(seat, token)
        assert irregularities == [], irregularities


def play_cards(table: Table, cards: str) -> None:
    """Play the cards in order; each from the hand that was dealt it."""
    assert table.board.deal is not None
    for name in cards.split():
        card = Card.parse(name)
        seat = table.board.deal.holder(card)
        assert seat is not None, name
        table.play_card(seat, card)


def play_rest(table: Table, lowest: bool = False) -> None:
    """Play legal cards (the highest, or the lowest) until the play is over."""
    from bridgelaws import Status

    while table.status is Status.PLAY:
        assert table.play is not None
        seat = table.next
        assert seat is not None
        legal = table.play.legal_cards(seat)
        table.play_card(seat, legal[-1] if lowest else legal[0])


# BRIDGELAWS_COLLECT_RECORDS=FILE: every table record the tests build is
# appended to FILE (one JSON line each), so that tests/test_text_sweep.py's
# kept records can be refreshed from what the suite exercises.
_COLLECT = os.environ.get("BRIDGELAWS_COLLECT_RECORDS")
if _COLLECT:
    import json
    from collections.abc import Mapping
    from typing import Any

    from bridgelaws.record import TableRecord

    _from_json = TableRecord.from_json.__func__  # type: ignore[attr-defined]

    def _collecting(cls: type[TableRecord], data: Mapping[str, Any]) -> TableRecord:
        made = _from_json(cls, data)
        try:
            line = json.dumps(data, sort_keys=True, ensure_ascii=False)
        except (TypeError, ValueError):
            return made
        with open(_COLLECT, "a", encoding="utf-8") as out:
            out.write(line + "\n")
        return made

    TableRecord.from_json = classmethod(_collecting)  # type: ignore[method-assign,assignment]
