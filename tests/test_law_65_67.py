"""Laws 65-67: quitted tricks, inspecting them, defective tricks."""

from __future__ import annotations

import pytest
from conftest import REVOKE_DEAL, SPEC_DEAL, E, N, S, W, bid, play_cards, play_rest, table_for

from bridgelaws import Card, Side, Status, Table, TableRecord
from bridgelaws.facts import RevokeFacts
from bridgelaws.record import ChoiceEvent, FactEvent
from bridgelaws.table import Adjustment

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
    assert irr.code == "exposed_card" and irr.laws == ("67A2", "45E2")
    assert table.obligations == []
    assert table.play is not None and Card.parse("HQ") in table.play.hand(N)
    assert table.next is S


def defective(value: object, trick: int, seat: str, **details: object) -> FactEvent:
    return FactEvent("defective_trick", value, {"trick": trick, "seat": seat, **details})


def options(table: Table) -> list[str]:
    return [o["code"] for o in table.report()["rulings"][-1]["options"]]


@EDITIONS
def test_law_67a1_omission_noticed_in_the_trick_the_offender_adds_a_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ")
    table.apply(defective(True, 1, "W"))  # trick 1 turned without West's card
    assert last(table)["irregularity"] == "defective_trick" and last(table)["laws"] == ["67A1"]
    assert table.status is Status.PLAY and table.next is W


@EDITIONS
def test_law_67a1_before_both_sides_played_to_the_next_trick(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4")  # North has led to trick 2, East not yet
    table.apply(defective("missing", 1, "W"))
    assert last(table)["laws"] == ["67A1"] and last(table)["chooser"] == "W"
    assert options(table) == ["card:CT", "card:C9", "card:C8"]  # he must follow (44C)
    table.apply(ChoiceEvent(W, "card:CT"))
    assert table.play is not None and table.play.tricks[0].card_of(W) == Card.parse("CT")
    assert Card.parse("C8") in table.play.hand(W)
    assert table.play.current == [(N, Card.parse("H4"))] and table.next is E  # same winner


@EDITIONS
def test_law_67b1a_card_of_the_suit_led_and_one_trick_transferred(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8 H2")
    table.apply(defective(True, 1, "W"))
    assert last(table)["laws"] == ["67B1a"] and options(table) == ["card:CT", "card:C9", "card:C8"]
    table.apply(ChoiceEvent(W, "card:CT"))  # higher than North's... it cannot win the trick
    assert table.play is not None and table.play.tricks[0].winner is N
    play_rest(table)
    assert Adjustment("67B1a", Side.NS, 1) in table.adjustments
    tricks = table.tricks()
    assert tricks is not None and sum(tricks.values()) == 13
    assert tricks[Side.NS] == table.play.won[Side.NS] + 1


@EDITIONS
def test_law_67b1b_no_card_of_the_suit_led_any_card(edition: str) -> None:
    table = table_for(3, REVOKE_DEAL, edition)  # 4S by South; West has no spade
    bid(table, "4S P P P")
    play_cards(table, "CA C5 C2 S7 SA D2 S2 S4 SK D3 S3 S5")
    table.apply(defective(True, 2, "W"))  # his D2 in trick 2 never left his hand
    ruling = last(table)
    assert ruling["laws"] == ["67B1b"] and ruling["chooser"] == "W"
    assert table.play is not None and len(options(table)) == len(table.play.hand(W)) + 1
    table.apply(ChoiceEvent(W, "card:H2"))
    assert table.play.tricks[1].card_of(W) == Card.parse("H2")
    assert Card.parse("D2") in table.play.hand(W) and table.play.tricks[1].winner is S
    play_rest(table)  # South takes every trick: East-West won none from trick 2 on
    assert table.play.won[Side.EW] == 0
    assert table.adjustments == []  # so nothing to transfer (as in 64A2)


@EDITIONS
def test_law_67b1_found_after_the_play_one_trick_transferred(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_rest(table)
    before = table.tricks()
    assert before is not None
    table.apply(defective(True, 3, "W"))  # West ends with a card too many
    assert table.status is Status.COMPLETE and last(table)["laws"][0].startswith("67B1")
    after = table.tricks()
    assert after is not None and after[Side.NS] == before[Side.NS] + 1
    assert [a.law for a in table.adjustments] == [last(table)["laws"][0]]


@EDITIONS
def test_law_67a2_extra_card_before_the_next_trick_is_a_fifth_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA")
    table.apply(defective("CT", 1, "W"))  # CT found in trick 1 too
    assert last(table)["laws"] == ["67A2", "45E1"]
    assert [(o.seat, o.card, o.kind) for o in table.obligations] == [(W, Card.parse("CT"), "major")]


@EDITIONS
def test_law_67b2a_extra_card_back_to_the_hand_trick_unchanged(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8 H2")
    table.apply(defective("CT", 1, "W"))
    assert last(table)["laws"] == ["67B2"]
    assert table.play is not None and table.play.tricks[0].card_of(W) == Card.parse("C8")
    assert Card.parse("CT") in table.play.hand(W) and table.obligations == []


@EDITIONS
def test_law_67b2a_unknown_faced_card_the_highest_legal_one_stays(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8 H2")
    table.apply(defective("CT", 1, "W", faced="unknown"))
    assert table.play is not None and table.play.tricks[0].card_of(W) == Card.parse("CT")
    assert table.play.tricks[0].winner is N and Card.parse("C8") in table.play.hand(W)


@EDITIONS
def test_law_67b2_footnote_a_defenders_extra_card_seen_is_a_penalty_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8 H2")
    table.apply(defective("S3", 1, "W", exposed=True))
    assert [(o.seat, o.card) for o in table.obligations] == [(W, Card.parse("S3"))]


@EDITIONS
def test_law_67b2b_card_back_in_the_hand_counts_as_held_throughout(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8")
    table.play_card(W, "S3")  # West discards in trick 2 while he holds hearts
    play_cards(table, "D8 DA D5 D3")
    [revoke] = [i for i in table.irregularities if i.code == "revoke"]
    assert revoke.facts_as(RevokeFacts).established and revoke.facts_as(RevokeFacts).trick == 1
    # H7 turns out to have been a second card of West's in trick 1: back in his hand, it
    # counts as held all along, and the revoke in trick 2 stands (recognised once)
    table.apply(defective("H7", 1, "W"))
    assert last(table)["laws"] == ["67B2"]
    revokes = [i.facts_as(RevokeFacts) for i in table.irregularities if i.code == "revoke"]
    assert [r.trick for r in revokes] == [1]


@pytest.mark.parametrize(("edition", "laws"), [("2017", ["67B3"]), ("2007", ["12A1"])])
def test_law_67b3_card_missing_from_the_quitted_cards(edition: str, laws: list[str]) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8 H2")
    table.apply(defective("misplaced", 1, "W", played_again=True))
    ruling = last(table)
    assert ruling["laws"] == laws
    effects = [(e["type"], e["laws"]) for e in ruling["effects"]]  # type: ignore[union-attr]
    adjusted = (
        ("adjusted_score", ["67B3", "12"]) if edition == "2017" else ("adjusted_score", ["12A1"])
    )
    assert effects == [("card_restored", laws), adjusted]


@EDITIONS
def test_law_67_record_replays_through_json(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA H4 H3 H8 H2")
    table.apply(defective(True, 1, "W"))
    table.apply(ChoiceEvent(W, "card:C9"))
    play_rest(table)
    again = Table.from_record(TableRecord.from_json(table.record.to_json()))
    assert again.report() == table.report()
    assert again.report()["adjustments"] == [{"law": "67B1a", "to": "NS", "tricks": 1}]
