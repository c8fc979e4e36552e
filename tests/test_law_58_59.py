"""Laws 58-59: simultaneous leads or plays, inability to comply."""

from __future__ import annotations

import pytest
from conftest import REVOKE_DEAL, SPEC_DEAL, E, N, S, W, bid, play_cards, table_for

from bridgelaws import Card, Status, Table
from bridgelaws.record import ChoiceEvent, DirectorEvent, ExposeEvent

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def three_nt_by_north(edition: str) -> Table:
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    return table


@EDITIONS
def test_law_58a_a_play_simultaneous_with_a_legal_play_is_deemed_subsequent(
    edition: str,
) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA")
    # West's card came down together with dummy's: recorded after it, it is in turn
    assert table.play_card(S, "D5") == [] and table.play_card(W, "D3") == []
    assert table.irregularities == []


def test_law_58b2_two_cards_shown_by_a_defender_the_other_is_a_penalty_card() -> None:
    table = three_nt_by_north("2017")
    play_cards(table, "DA D5 D3")
    [irr] = table.play_card(W, "D7")  # both faces seen: West plays D3, D7 is exposed
    assert irr.code == "exposed_card"
    assert [(o.seat, o.card) for o in table.obligations] == [(W, Card.parse("D7"))]


@EDITIONS
def test_law_59_partner_unable_to_play_the_highest_plays_any_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA")  # North wins and leads
    play_cards(table, "H4")
    [irr] = table.play_card(S, "HT")  # declarer's side: 57C3, waits
    assert irr.laws == ("57C3",)
    # 57A: West plays before his partner East; declarer requires East's highest heart
    table2 = three_nt_by_north(edition)
    play_cards(table2, "C4 CQ C8 CA S2")  # North leads a spade
    [premature] = table2.play_card(W, "S3")  # West before East
    assert premature.code == "premature_play"
    table2.apply(DirectorEvent(N))
    table2.apply(ChoiceEvent(N, "highest"))
    assert table2.play_card(E, "SQ") == []  # his highest spade


@EDITIONS
def test_law_59_unable_to_lead_the_required_suit_any_card(edition: str) -> None:
    table = table_for(3, REVOKE_DEAL, edition)
    bid(table, "4S P P P")
    table.apply(ExposeEvent(E, Card.parse("S6")))
    table.apply(ExposeEvent(E, Card.parse("S5")))  # two penalty cards: both major
    play_cards(table, "CA C5 C2 H8")  # West wins and is on lead: 51B1 choice
    assert table.status is Status.AWAITING_CHOICE
    table.apply(ChoiceEvent(S, "require_suit:S"))
    # West has no spade: unable to comply, he may lead any card (59)
    assert table.play_card(W, "CK") == []
