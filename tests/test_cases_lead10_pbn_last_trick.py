"""Law 68 in the PBN reader: a play record that stops within the last trick."""

from __future__ import annotations

from conftest import SPEC_DEAL, bid, table_for

from bridgelaws import Status
from bridgelaws.formats.convert import game_to_table, table_to_game
from bridgelaws.formats.pbn import parse_pbn, write_pbn


def test_law_68_pbn_play_stopping_within_the_last_trick_is_played_out() -> None:
    """A PBN play record that stops within the thirteenth trick, with a
    Result: there is nothing left to claim (68), and each player who has not
    played holds one card, which he must play. The reader plays them, so the
    board is complete and scored from the cards (it used to become a claim,
    which Law 68 no longer lets stand, leaving the board unfinished)."""
    table = table_for(1, SPEC_DEAL)
    bid(table, "1NT P 3NT P P P")
    play = table.play
    assert play is not None
    while len(play.tricks) < 12 or len(play.current) < 2:
        seat = table.next
        assert seat is not None
        table.play_card(seat, play.legal_cards(seat)[0])
    game = table_to_game(table)
    declarer_so_far = play.won[play.declarer.side]
    game.tags["Result"] = str(declarer_so_far + 1)
    [again] = parse_pbn(write_pbn([game])).games
    converted = game_to_table(again)
    assert converted.table is not None
    assert converted.table.status is Status.COMPLETE
    assert converted.table.claimed_tricks is None
    tricks = converted.table.tricks()
    assert tricks is not None and sum(tricks.values()) == 13
