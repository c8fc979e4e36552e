"""Rubber rules 1-6 (seed 001): forming a table, priority, drawing cards,
partners and the first dealer for the first and the next rubber, the first
dealer's choice of seat. Typed functions of :mod:`bridgelaws.rubber`; bad
input is refused in the user's language naming the rule.
"""

from __future__ import annotations

import pytest

from bridgelaws.cards import Card, InputError, Seat
from bridgelaws.rubber import (
    Draw,
    Rubber,
    check_table,
    draw_again,
    draw_order,
    first_rubber,
    may_join,
    next_rubber_players,
    partnerships,
    priority,
    seat_players,
)


def draws(**cards: str) -> list[Draw]:
    return [Draw(member, Card.parse(card)) for member, card in cards.items()]


def test_rubber_rule_1_1_a_table_has_four_to_six_members() -> None:
    assert check_table(["Ann", "Bob", "Cas", "Dirk", "Eva"]) == ("Ann", "Bob", "Cas", "Dirk", "Eva")
    with pytest.raises(InputError, match=r"not 3 \(1\(1\)\)") as three:
        check_table(["Ann", "Bob", "Cas"])
    assert three.value.render("nl") == "een tafel heeft vier, vijf of zes leden, niet 3 (1(1))"
    with pytest.raises(InputError, match="not 7"):
        check_table(["A", "B", "C", "D", "E", "F", "G"])
    with pytest.raises(InputError, match=r"listed twice.*1\(3\)"):
        check_table(["Ann", "Bob", "Cas", "Ann"])


def test_rubber_rule_1_2_anyone_may_join_a_table_not_full() -> None:
    assert may_join(["A", "B", "C", "D", "E"])
    assert not may_join(["A", "B", "C", "D", "E", "F"])


def test_rubber_rule_3_2_higher_card_first_equal_ranks_spades_hearts_diamonds_clubs() -> None:
    drawn = draws(Ann="HK", Bob="SK", Cas="C2", Dirk="DA", Eva="CK")
    assert draw_order(drawn) == ("Dirk", "Bob", "Ann", "Eva", "Cas")


def test_rubber_rule_3_1_an_end_card_or_two_cards_shown_is_drawn_again() -> None:
    drawn = [
        Draw("Ann", Card.parse("SA"), end_card=True),
        Draw("Bob", Card.parse("H3"), showed_more=True),
        Draw("Cas", Card.parse("D4")),
    ]
    assert draw_again(drawn) == ("Ann", "Bob")
    with pytest.raises(InputError, match=r"Ann, Bob must draw again \(3\(1\)\)") as err:
        draw_order(drawn)
    assert "moet opnieuw trekken (3(1))" in err.value.render("nl")
    with pytest.raises(InputError, match="no card is drawn twice"):
        draw_order(draws(Ann="SA", Bob="SA"))


def test_rubber_rule_2_those_who_have_not_played_come_first() -> None:
    # Eva and Cas have not played yet: they come first, each group by the draw
    candidates = {"Ann": True, "Bob": True, "Cas": False, "Eva": False}
    drawn = draws(Ann="SA", Bob="C3", Cas="D2", Eva="HQ")
    assert priority(candidates, drawn) == ("Eva", "Cas", "Ann", "Bob")
    with pytest.raises(InputError, match=r"Eva drew no card \(2\)"):
        priority(candidates, draws(Ann="SA", Bob="C3", Cas="D2"))


def test_rubber_rule_4_first_rubber_one_draw_for_every_purpose() -> None:
    drawn = draws(Ann="S4", Bob="HA", Cas="DK", Dirk="C9", Eva="SK", Fien="H2")
    waiting, seating = first_rubber(drawn)
    # Bob (♥A), Eva (♠K), Cas (♦K), Dirk (♣9) play; Ann and Fien wait
    assert waiting == ("Ann", "Fien")
    assert seating.partners == (("Bob", "Eva"), ("Cas", "Dirk"))
    assert seating.dealer == "Bob"
    with pytest.raises(InputError, match=r"not 5 \(4\)"):
        partnerships(draws(A="SA", B="SK", C="SQ", D="SJ", E="ST"))


def test_rubber_rule_5_waiting_members_first_then_fewest_rubbers_in_a_row() -> None:
    # Eva waited; of the last four, Cas and Dirk played fewer rubbers in a row
    players = next_rubber_players(["Eva"], {"Ann": 3, "Bob": 4, "Cas": 1, "Dirk": 2})
    assert players == ("Eva", "Cas", "Dirk", "Ann")
    # Ann and Bob tie for the last place: the draw decides
    drawn = draws(Ann="H5", Bob="S5")
    assert next_rubber_players(["Eva"], {"Ann": 3, "Bob": 3, "Cas": 1, "Dirk": 2}, drawn) == (
        "Eva",
        "Cas",
        "Dirk",
        "Bob",
    )
    # two waiting: two places left for the four who played
    drawn = draws(Ann="H5", Bob="S5", Cas="D5", Dirk="C5")
    assert next_rubber_players(
        ["Eva", "Fien"], {"Ann": 1, "Bob": 1, "Cas": 1, "Dirk": 1}, drawn
    ) == (
        "Eva",
        "Fien",
        "Bob",
        "Ann",
    )
    with pytest.raises(InputError, match=r"must draw for the places left \(5\)"):
        next_rubber_players(["Eva"], {"Ann": 3, "Bob": 3, "Cas": 1, "Dirk": 2})


def test_rubber_rule_6_the_first_dealer_chooses_his_seat_the_opponents_theirs() -> None:
    seating = partnerships(draws(Ann="SA", Bob="SK", Cas="HQ", Dirk="C2"))
    assert seating.partners == (("Ann", "Bob"), ("Cas", "Dirk")) and seating.dealer == "Ann"
    seated = seat_players(seating, Seat.SOUTH, {"Cas": Seat.EAST, "Dirk": Seat.WEST})
    assert dict(seated.seats) == {
        Seat.SOUTH: "Ann",
        Seat.NORTH: "Bob",
        Seat.EAST: "Cas",
        Seat.WEST: "Dirk",
    }
    assert seated.first_dealer is Seat.SOUTH
    # the rubber's sheet starts with that dealer (9(1))
    assert Rubber(first_dealer=seated.first_dealer).board(1).dealer is Seat.SOUTH
    with pytest.raises(InputError, match=r"beside the dealer \(6\)") as err:
        seat_players(seating, Seat.SOUTH, {"Cas": Seat.NORTH, "Dirk": Seat.WEST})
    assert "naast de gever in (6)" in err.value.render("nl")
