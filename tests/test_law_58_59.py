"""Laws 58-59: simultaneous leads or plays, inability to comply."""

from __future__ import annotations

import pytest
from conftest import REVOKE_DEAL, SPEC_DEAL, E, N, S, W, bid, play_cards, table_for

from bridgelaws import Card, Status, Table
from bridgelaws.record import ChoiceEvent, DirectorEvent, ExposeEvent, FactEvent

#: declarer's card played too soon from either hand: 2017 57C3, 2007 57C2 (seed 002)
EARLY = {"2017": "57C3", "2007": "57C2"}

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
    assert irr.laws == (EARLY[edition],)
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


def at_once(cards: str, seat: str, **details: object) -> FactEvent:
    return FactEvent("simultaneous_cards", cards.split(), {"seat": seat, **details})


def last(table: Table) -> dict[str, object]:
    ruling: dict[str, object] = table.report()["rulings"][-1]
    return ruling


@EDITIONS
def test_law_58b1_one_face_visible_that_card_is_played(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    table.apply(at_once("D3 D7", "W", visible=["D7"]))
    assert last(table)["irregularity"] == "simultaneous_cards"
    assert last(table)["laws"] == ["58B1"]
    assert table.play is not None and table.play.current[-1] == (W, Card.parse("D7"))
    assert table.obligations == [] and Card.parse("D3") in table.play.hand(W)


@EDITIONS
def test_law_58b2_offender_designates_defenders_other_card_a_penalty_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    table.apply(at_once("D3 D7", "W"))
    assert table.status is Status.AWAITING_CHOICE and last(table)["chooser"] == "W"
    assert [o["code"] for o in last(table)["options"]] == ["card:D3", "card:D7"]  # type: ignore[attr-defined]
    table.apply(ChoiceEvent(W, "card:D7"))
    assert table.play is not None and table.play.current[-1] == (W, Card.parse("D7"))
    assert [(o.seat, o.card, o.kind) for o in table.obligations] == [(W, Card.parse("D3"), "minor")]


@EDITIONS
def test_law_58b2_declarers_other_card_goes_back(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5 D3")
    table.apply(at_once("D9 D8", "N"))
    table.apply(ChoiceEvent(N, "card:D8"))
    assert table.play is not None and len(table.play.tricks) == 1
    assert table.play.tricks[0].card_of(N) == Card.parse("D8")
    assert table.obligations == [] and Card.parse("D9") in table.play.hand(N)


def south_leads_west_plays_two_spades(edition: str) -> Table:
    """Dummy (South) leads S6; West's S3 is recorded, North plays SK; then it turns out
    West had shown S3 and S4 together."""
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 HA H2 S6 S3 SK")
    table.apply(at_once("S3 S4", "W"))
    table.apply(ChoiceEvent(W, "card:S4"))  # he plays S4: S3 is taken back
    return table


@EDITIONS
def test_law_58b3_opponent_may_take_his_card_back(edition: str) -> None:
    table = south_leads_west_plays_two_spades(edition)
    assert table.status is Status.AWAITING_CHOICE
    assert last(table)["laws"] == ["58B3"] and last(table)["chooser"] == "N"
    table.apply(ChoiceEvent(N, "withdraw"))
    assert table.play is not None and table.play.current == [
        (S, Card.parse("S6")),
        (W, Card.parse("S4")),
    ]
    assert table.next is N and Card.parse("SK") in table.play.hand(N)
    assert [(o.seat, o.card) for o in table.obligations] == [(W, Card.parse("S3"))]


@EDITIONS
def test_law_58b3_opponent_keeps_his_card(edition: str) -> None:
    table = south_leads_west_plays_two_spades(edition)
    table.apply(ChoiceEvent(N, "keep"))
    assert table.play is not None and table.play.current[-1] == (N, Card.parse("SK"))
    assert table.next is E


@EDITIONS
def test_law_58b4_noticed_after_both_sides_played_to_the_next_trick_law_67(
    edition: str,
) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8 H2")
    table.apply(at_once("C8 CT", "W"))
    assert last(table)["irregularity"] == "defective_trick"
    assert last(table)["laws"] == ["58B4", "67B2"]
    assert table.play is not None and table.play.tricks[0].card_of(W) == Card.parse("C8")
    assert [(o.seat, o.card) for o in table.obligations] == [(W, Card.parse("CT"))]  # seen
