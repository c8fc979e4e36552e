"""Laws 13-15: wrong number of cards, a missing card, a wrong board. The
engine cannot see these; the director states what he found as a fact during
or after the play, and the ruling follows."""

from __future__ import annotations

import pytest
from conftest import SPEC_DEAL, W, bid, play_cards, play_rest, table_for

from bridgelaws import Status, Table
from bridgelaws.record import FactEvent

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def three_nt_by_north(edition: str) -> Table:
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    return table


def last(table: Table) -> dict[str, object]:
    ruling: dict[str, object] = table.report()["rulings"][-1]
    return ruling


def effects(table: Table) -> list[str]:
    return [e["type"] for e in table.report()["rulings"][-1]["effects"]]


@pytest.mark.parametrize(("playable", "law"), [(True, "13B1"), (False, "13B2")])
@EDITIONS
def test_law_13b_wrong_number_found_during_play(edition: str, playable: bool, law: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA")
    table.apply(FactEvent("wrong_number_of_cards", True, {"seat": "W"}))
    assert table.status is Status.AWAITING_FACT
    assert last(table)["question"]["fact"] == "playable"  # type: ignore[index]
    table.apply(FactEvent("playable", playable))
    # 2007 numbers them 13A (played normally) and 13B (adjusted score)
    expected = law if edition == "2017" else {"13B1": "13A", "13B2": "13B"}[law]
    assert last(table)["laws"] == [expected]
    # not playable: the board ends where it is (13B2), no result of its own
    assert table.status is (Status.PLAY if playable else Status.COMPLETE)
    assert ("adjusted_score" in effects(table)) is not playable
    if not playable:
        assert table.tricks() is None and table.score() is None


@EDITIONS
def test_law_13d_found_after_the_play_result_cancelled(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_rest(table)
    table.apply(FactEvent("wrong_number_of_cards", True))
    assert last(table)["laws"] == ["13D" if edition == "2017" else "13C"]
    assert "result_cancelled" in effects(table)


@EDITIONS
def test_law_14b2_missing_card_restored_no_revoke(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA")  # everyone follows to clubs
    table.apply(FactEvent("missing_card", "C9", {"seat": "W"}))  # found, put back
    ruling = last(table)
    assert ruling["irregularity"] == "missing_card" and ruling["offender"] == "W"
    assert ruling["laws"] == ["14B2", "14B4"]
    assert "card_restored" in effects(table) and "unauthorized_information" in effects(table)
    assert ruling["reasoning"] == []


@EDITIONS
def test_law_14b4_restored_card_that_had_to_be_played_is_a_revoke(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    table.play_card(W, "S3")  # West discards: the D7 was missing from his hand
    table.apply(FactEvent("missing_card", "D7", {"seat": "W"}))
    [reason] = last(table)["reasoning"]  # type: ignore[misc]
    assert "trick 1" in reason and "14B4" in reason


@pytest.mark.parametrize(
    ("before", "law", "effect"),
    [(True, "15B1", "board_cancelled"), (False, "15B2", "result_stands")],
)
@EDITIONS
def test_law_15b_wrong_board(edition: str, before: bool, law: str, effect: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4")
    table.apply(FactEvent("wrong_board", before))
    if edition == "2007":
        law = "15B" if before else "15A"  # 2007: 15A not played before, 15B played before
    assert last(table)["laws"] == [law] and effect in effects(table)
    # played before: the board is cancelled and not played on (15B1); else
    # the director lets the play be completed (15B2)
    assert table.status is (Status.COMPLETE if before else Status.PLAY)
