"""Laws 65-67: quitted tricks, inspecting them, defective tricks."""

from __future__ import annotations

import pytest
from conftest import SPEC_DEAL, E, N, S, bid, play_cards, table_for

from bridgelaws import Card, Side, Status, Table
from bridgelaws.record import FactEvent

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def three_nt_by_north(edition: str) -> Table:
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    return table


def last(table: Table) -> dict[str, object]:
    ruling: dict[str, object] = table.report()["rulings"][-1]
    return ruling


@EDITIONS
def test_law_65b3_card_pointed_wrongly_turned_before_the_next_lead(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA")
    table.apply(FactEvent("trick_pointed_wrongly", 1))
    assert last(table)["laws"] == ["65B3"]
    assert [e["type"] for e in last(table)["effects"]] == ["card_turned"]  # type: ignore[union-attr]


@EDITIONS
def test_law_65d_too_late_the_tricks_as_played_count(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4")
    table.apply(FactEvent("trick_pointed_wrongly", 1))
    [effect] = last(table)["effects"]  # type: ignore[misc]
    assert effect["type"] == "too_late" and effect["laws"] == ["65B3", "65D"]
    assert table.play is not None and table.play.won[Side.NS] == 1


@EDITIONS
def test_law_67a1_a_trick_waits_for_the_missing_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8")  # North has not played to the trick
    assert table.next is N and table.play is not None and len(table.play.tricks) == 0
    # East, who would lead next if he won, leads too early: not a lead to a new trick
    [irr] = table.play_card(E, "DA")
    assert irr.code == "exposed_card"  # a fifth card (45E1, 67A2): a penalty card
    assert [(o.seat, o.card) for o in table.obligations] == [(E, Card.parse("DA"))]
    play_cards(table, "CA")  # North's card completes the trick
    assert len(table.play.tricks) == 1 and table.status is Status.PLAY


def test_law_67a2_declarers_extra_card_goes_back() -> None:
    table = three_nt_by_north("2017")  # 2007 45C4b would first ask if it was unintended
    play_cards(table, "C4 CQ C8 CA H4 H3")  # North leads, East follows
    [irr] = table.play_card(N, "HQ")  # a second card from declarer's hand
    assert irr.code == "exposed_card" and irr.laws == ("45E2", "48A")
    assert table.obligations == []
    assert table.play is not None and Card.parse("HQ") in table.play.hand(N)
    assert table.next is S
