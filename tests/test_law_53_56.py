"""Laws 53-56: leads out of turn, under the 2017 and the 2007 Laws."""

from __future__ import annotations

import pytest
from conftest import SPEC_DEAL, E, N, S, W, bid, play_cards, table_for

from bridgelaws import Card, Status, Table
from bridgelaws.facts import CardFacts
from bridgelaws.record import ChoiceEvent, DirectorEvent, FactEvent

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def three_nt_by_north(edition: str) -> Table:
    """Board 1, spec deal: 3NT by North; East has the opening lead, South is dummy."""
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    return table


def four_hearts_after_four_tricks(edition: str) -> Table:
    """4H by North; after four tricks North (who won the last) is to lead."""
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1H P 4H P P P")
    play_cards(table, "DA D5 D3 D8 DK D6 D4 D9 DQ DJ D7 DT D2 H8 H2 HQ")
    assert table.next is N
    return table


def codes(table: Table) -> list[str]:
    return [o["code"] for o in table.report()["rulings"][-1]["options"]]


def obligations(table: Table) -> list[dict[str, object]]:
    return [o.to_json() for o in table.obligations]


@EDITIONS
def test_law_54_declarer_is_offered_the_options(edition: str) -> None:
    table = three_nt_by_north(edition)
    [irr] = table.play_card(W, "CT")  # West leads; East should
    assert irr.code == "opening_lead_out_of_turn" and irr.offender is W
    table.apply(DirectorEvent(N))
    assert table.status is Status.AWAITING_CHOICE
    ruling = table.report()["rulings"][-1]
    assert ruling["chooser"] == "N" and ruling["offender"] == "W"
    assert codes(table) == ["accept", "become_dummy", "require_retraction"]


@EDITIONS
def test_law_54b_accepted_declarer_plays_the_second_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.play_card(W, "CT")
    table.apply(DirectorEvent(N))
    table.apply(ChoiceEvent(N, "accept"))
    assert table.status is Status.PLAY and table.next is N
    assert table.play is not None and table.play.current == [(W, Card.parse("CT"))]
    assert table.irregularities[0].accepted


@EDITIONS
def test_law_54a_declarer_becomes_dummy(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.play_card(W, "CT")
    table.apply(DirectorEvent(N))
    table.apply(ChoiceEvent(N, "become_dummy"))
    assert table.declarer is S and table.play is not None and table.play.dummy is N
    assert table.next is N  # the new dummy plays next, on declarer's word


@EDITIONS
def test_law_54d_retraction_major_penalty_card_and_50d2_choice(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.play_card(W, "CT")
    table.apply(DirectorEvent(N))
    table.apply(ChoiceEvent(N, "require_retraction"))
    assert obligations(table) == [
        {"type": "penalty_card", "seat": "W", "laws": ["54D", "50D"], "kind": "major", "card": "CT"}
    ]
    # East, the right leader, is West's partner: declarer's 50D2 choice now
    assert table.status is Status.AWAITING_CHOICE
    assert table.report()["rulings"][-1]["chooser"] == "N"
    assert codes(table) == ["require_suit:C", "prohibit_suit:C", "no_restriction"]
    table.apply(ChoiceEvent(N, "require_suit:C"))
    assert [o["type"] for o in obligations(table)] == ["lead_restriction"]  # CT picked up
    [irr] = table.play_card(E, "DA")  # East holds clubs: a revoke (61A)
    assert irr.code == "revoke" and irr.laws == ("50D2a", "61A")


@EDITIONS
def test_law_54c_declarer_who_could_see_dummy_must_accept(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.play_card(W, "CT")
    table.apply(FactEvent("could_see_dummy", True))
    table.apply(DirectorEvent(N))
    ruling = table.report()["rulings"][-1]
    assert ruling["laws"] == ["54C"] and ruling["chosen"] == "accept" and ruling["options"] == []
    assert table.status is Status.PLAY and table.next is N


@EDITIONS
def test_law_47e1_lead_induced_by_an_opponent_goes_back(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.play_card(W, "CT")
    table.apply(FactEvent("opponent_induced", True))
    table.apply(DirectorEvent(N))
    assert table.status is Status.PLAY and table.next is E
    assert table.obligations == [] and table.play is not None and table.play.current == []


@EDITIONS
def test_law_53a_declarer_accepts_defenders_lead_out_of_turn(edition: str) -> None:
    table = four_hearts_after_four_tricks(edition)
    [irr] = table.play_card(E, "SQ")
    assert irr.code == "lead_out_of_turn"
    table.apply(DirectorEvent(N))
    assert table.report()["rulings"][-1]["chooser"] == "N"
    assert codes(table) == ["accept", "reject"]
    table.apply(ChoiceEvent(N, "accept"))
    assert table.next is S and table.play is not None
    assert table.play.current == [(E, Card.parse("SQ"))]


@EDITIONS
def test_law_56_rejected_lead_becomes_major_penalty_card(edition: str) -> None:
    table = four_hearts_after_four_tricks(edition)
    table.play_card(E, "S8")  # a low card, but led: deliberate play, so major (50B)
    table.apply(DirectorEvent(N))
    table.apply(ChoiceEvent(N, "reject"))
    assert table.status is Status.PLAY and table.next is N
    assert obligations(table) == [
        {"type": "penalty_card", "seat": "E", "laws": ["56", "50D"], "kind": "major", "card": "S8"}
    ]
    play_cards(table, "S2")  # North leads a spade; East must play S8 (50D1)
    [irr] = table.play_card(E, "ST")
    assert irr.code == "failure_to_play_penalty_card"


@EDITIONS
def test_law_55a_defender_left_of_the_wrong_hand_chooses(edition: str) -> None:
    table = four_hearts_after_four_tricks(edition)
    [irr] = table.play_card(S, "HA")  # from dummy; the lead is in North's hand
    assert irr.code == "lead_from_wrong_hand"
    table.apply(DirectorEvent(E))
    assert table.report()["rulings"][-1]["chooser"] == "W"
    table.apply(ChoiceEvent(W, "reject"))  # 55B2: North must lead
    assert table.status is Status.PLAY and table.next is N and table.obligations == []


@EDITIONS
def test_law_55b1_declarers_lead_at_a_defenders_turn_goes_back(edition: str) -> None:
    table = four_hearts_after_four_tricks(edition)
    play_cards(table, "S2 ST S6 S3")  # East wins with the ten and is to lead
    assert table.next is E
    [irr] = table.play_card(N, "SA")  # declarer leads instead
    assert irr.code == "lead_out_of_turn" and irr.offender is N
    table.apply(DirectorEvent(E))
    ruling = table.report()["rulings"][-1]
    assert ruling["chooser"] == "E" and codes(table) == ["accept", "reject"]
    table.apply(ChoiceEvent(E, "reject"))
    assert table.next is E and table.obligations == []  # no penalty card for declarer
    assert table.play is not None and Card.parse("SA") in table.play.hand(N)


@EDITIONS
def test_law_54e_declarer_attempting_the_opening_lead_is_not_rectified(edition: str) -> None:
    table = three_nt_by_north(edition)
    [irr] = table.play_card(N, "SA")  # declarer tries to lead
    # 54E sends it to Law 24: the card goes back to his hand (2017 24D; 2007 24)
    returned = "24D" if edition == "2017" else "24"
    assert irr.code == "exposed_card" and irr.laws == ("54E", returned)
    assert table.status is Status.PLAY and table.next is E and table.obligations == []
    assert table.play is not None and Card.parse("SA") in table.play.hand(N)


@pytest.mark.parametrize(("edition", "retracted"), [("2017", True), ("2007", False)])
def test_law_53a_lead_out_of_turn_at_trick_13(edition: str, retracted: bool) -> None:
    table = three_nt_by_north(edition)
    assert table.play is not None
    while len(table.play.tricks) < 12:
        seat = table.next
        assert seat is not None
        table.play_card(seat, table.play.legal_cards(seat)[-1])
    leader = table.next
    assert leader is not None
    wrong = next(s for s in (E, S, W, N) if s is not leader and s.side is not leader.side)
    [irr] = table.play_card(wrong, table.play.hand(wrong)[0])
    assert irr.facts_as(CardFacts).retracted is retracted
    # 2017: retracted, the right leader leads; 2007: it waits for acceptance (53A)
    assert (table.pending is None) is retracted
    assert table.next is (leader if retracted else wrong.lho)
