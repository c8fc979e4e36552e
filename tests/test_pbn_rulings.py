"""A ruled board exported to PBN: the marks PBN can express (^R, ^L, a swapped
declarer) and every ruling as a note or comment, read back the same."""

from __future__ import annotations

from conftest import REVOKE_DEAL, SPEC_DEAL, E, N, S, W, bid, play_cards, play_rest, table_for

from bridgelaws import Status, Table
from bridgelaws.facts import RevokeFacts
from bridgelaws.formats.convert import game_to_table, table_to_game
from bridgelaws.formats.pbn import PbnGame, parse_pbn, write_pbn
from bridgelaws.record import ChoiceEvent, DirectorEvent


def round_trip(table: Table) -> tuple[str, PbnGame]:
    text = write_pbn([table_to_game(table)])
    [game] = parse_pbn(text).games
    return text, game


def marks(game: PbnGame) -> list[tuple[str, str | None]]:
    assert game.play is not None
    return [(t.text, t.irregularity) for t in game.play.tokens if t.irregularity]


def test_law_54a_swapped_declarer_and_lead_mark_survive_the_round_trip() -> None:
    table = table_for(1, SPEC_DEAL)
    bid(table, "1NT P 3NT P P P")
    table.play_card(W, "CT")  # opening lead out of turn (East's)
    table.apply(DirectorEvent(N))
    table.apply(ChoiceEvent(N, "become_dummy"))  # 54A: South declares
    play_rest(table)
    _text, game = round_trip(table)
    assert game.tags["Declarer"] == "^N"
    assert marks(game) == [("CT", "L")]
    assert game.play is not None and game.play.notes
    [note] = game.play.notes.values()
    assert "Opening lead out of turn (54)" in note and "become_dummy" in note
    again = game_to_table(game)
    assert again.illegal == [] and again.table is not None
    assert again.table.declarer is S and again.table.status is Status.COMPLETE
    assert again.table.tricks() == table.tricks()
    assert [i.code for i in again.table.irregularities] == ["opening_lead_out_of_turn"]


def test_law_64a1_established_revoke_mark_and_ruling_note() -> None:
    table = table_for(3, REVOKE_DEAL)
    bid(table, "4S P P P")
    play_cards(table, "CA C5 S4 H8 HA")  # East revokes, wins with the trump, leads
    table.apply(DirectorEvent(S))
    play_cards(table, "H9 H2 H4")
    play_rest(table)
    _text, game = round_trip(table)
    assert marks(game) == [("S4", "R")]
    assert game.play is not None
    [note] = game.play.notes.values()
    assert "Revoke (63, 64)" in note and "64C" in note
    again = game_to_table(game)
    assert again.illegal == [] and again.table is not None
    assert again.table.adjustments == table.adjustments
    assert again.table.tricks() == table.tricks()
    [revoke] = again.table.irregularities
    assert revoke.code == "revoke" and revoke.facts_as(RevokeFacts).established


def test_law_62_corrected_revoke_is_not_marked_and_its_ruling_is_a_comment() -> None:
    table = table_for(3, REVOKE_DEAL)
    bid(table, "4S P P P")
    play_cards(table, "CA C5")
    table.play_card(E, "S4")  # East revokes: he holds clubs
    table.apply(DirectorEvent(W))  # corrected: S4 a major penalty card
    play_rest(table)
    _text, game = round_trip(table)
    assert marks(game) == []  # the revoke card is no longer in the trick
    comments = [c for _, c in game.comments]
    notes = list(game.play.notes.values()) if game.play is not None else []
    assert any("Revoke (62)" in c for c in comments + notes)
    again = game_to_table(game)
    assert again.illegal == [] and again.table is not None
    assert again.table.tricks() == table.tricks()
