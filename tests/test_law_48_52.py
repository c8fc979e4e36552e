"""Laws 48-52: exposed cards and penalty cards, under the 2017 and 2007 Laws."""

from __future__ import annotations

import pytest
from conftest import SPEC_DEAL, E, N, S, W, bid, play_cards, table_for

from bridgelaws import Card, Status, Table
from bridgelaws.record import ChoiceEvent, DirectorEvent, ExposeEvent, FactEvent

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def three_nt_by_north(edition: str) -> Table:
    """Board 1, spec deal: 3NT by North; East leads, South is dummy.
    N AK2.QJ4.T98.AK32  E QT98.K3.AKQ2.654  S J76.AT98.J65.QJ7  W 543.7652.743.T98"""
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    return table


def penalty_cards(table: Table) -> list[tuple[str, str, str]]:
    return [
        (o.seat.letter, o.card.name, o.kind or "")
        for o in table.obligations
        if o.type == "penalty_card" and o.card is not None
    ]


def codes(table: Table) -> list[str]:
    return [o["code"] for o in table.report()["rulings"][-1]["options"]]


@EDITIONS
def test_law_48a_declarers_exposed_card_is_not_a_penalty_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    [irr] = table.apply(ExposeEvent(N, Card.parse("SA")))
    assert irr.code == "exposed_card" and "48A" in irr.laws
    assert table.obligations == [] and table.status is Status.PLAY


@EDITIONS
def test_law_50b_an_exposed_honour_is_a_major_penalty_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    [irr] = table.apply(ExposeEvent(E, Card.parse("SQ")))
    assert irr.code == "exposed_card" and irr.offender is E
    assert penalty_cards(table) == [("E", "SQ", "major")]
    assert table.report()["obligations"][0]["card"] == "SQ"


@EDITIONS
def test_law_50b_low_card_minor_unless_deliberate(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("S8")))
    assert penalty_cards(table) == [("E", "S8", "minor")]
    table.apply(DirectorEvent(N))
    assert table.status is Status.AWAITING_FACT
    assert table.report()["rulings"][-1]["question"]["fact"] == "deliberate"
    table.apply(FactEvent("deliberate", True))
    assert table.status is Status.PLAY
    assert penalty_cards(table) == [("E", "S8", "major")]


@EDITIONS
def test_law_50b_two_penalty_cards_are_both_major(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("S8")))
    table.apply(ExposeEvent(E, Card.parse("C4")))
    assert penalty_cards(table) == [("E", "S8", "major"), ("E", "C4", "major")]


@EDITIONS
def test_law_50c_minor_penalty_card_before_a_lower_card_of_its_suit(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("S8")))
    [irr] = table.play_card(E, "S9")  # below honour, same suit
    assert irr.code == "failure_to_play_penalty_card" and irr.laws == ("50C",)
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("S8")))
    assert table.play_card(E, "ST") == []  # an honour may be played instead (50C)
    assert penalty_cards(table) == [("E", "S8", "minor")]


@EDITIONS
def test_law_50d1_major_penalty_card_at_the_first_legal_opportunity(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("SQ")))
    [irr] = table.play_card(E, "DA")  # East is on lead: the penalty card is due
    assert irr.code == "failure_to_play_penalty_card" and irr.laws == ("50D1",)
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("SQ")))
    assert table.play_card(E, "SQ") == []
    assert table.obligations == []  # played: the penalty card is paid


@EDITIONS
def test_law_52b1_declarer_accepts_by_playing_on(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("SQ")))
    table.play_card(E, "DA")
    assert table.play_card(S, "D5") == []  # dummy plays: acceptance (52B1b)
    assert table.irregularities[-1].accepted
    assert table.play is not None and table.play.current[0] == (E, Card.parse("DA"))
    assert penalty_cards(table) == [("E", "SQ", "major")]  # still a penalty card (52B1c)


@EDITIONS
def test_law_52b2_penalty_card_substituted_other_card_becomes_major(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("SQ")))
    table.play_card(E, "D2")
    table.apply(DirectorEvent(N))
    assert table.report()["rulings"][-1]["chooser"] == "N"
    assert codes(table) == ["accept", "reject"]
    table.apply(ChoiceEvent(N, "reject"))
    assert table.play is not None and table.play.current == [(E, Card.parse("SQ"))]
    assert penalty_cards(table) == [("E", "D2", "major")]


def west_shows_the_club_ten(edition: str) -> Table:
    """East leads DA; West shows CT (an honour: major); East wins and leads again."""
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    table.apply(ExposeEvent(W, Card.parse("CT")))
    play_cards(table, "D3 D8")
    return table


@EDITIONS
def test_law_50d2_choice_asked_at_partners_lead(edition: str) -> None:
    table = west_shows_the_club_ten(edition)
    assert table.status is Status.AWAITING_CHOICE and table.next is None
    ruling = table.report()["rulings"][-1]
    assert ruling["chooser"] == "N" and ruling["laws"] == ["50D2"]
    assert codes(table) == ["require_suit:C", "prohibit_suit:C", "no_restriction"]


@EDITIONS
def test_law_50d2_require_the_suit(edition: str) -> None:
    table = west_shows_the_club_ten(edition)
    table.apply(ChoiceEvent(N, "require_suit:C"))
    assert penalty_cards(table) == []  # picked up (50D2a)
    [irr] = table.play_card(E, "DK")
    assert irr.code == "revoke" and irr.laws == ("50D2a", "61A")


@EDITIONS
def test_law_50d2_prohibit_the_suit_while_he_keeps_the_lead(edition: str) -> None:
    table = west_shows_the_club_ten(edition)
    table.apply(ChoiceEvent(N, "prohibit_suit:C"))
    assert penalty_cards(table) == []
    [irr] = table.play_card(E, "C4")
    assert irr.code == "revoke"
    table = west_shows_the_club_ten(edition)
    table.apply(ChoiceEvent(N, "prohibit_suit:C"))
    play_cards(table, "DK D6 D4 D9")  # East keeps the lead: still prohibited
    assert any(o.kind == "prohibit_suit" for o in table.obligations)
    play_cards(table, "S8 S6 S5 SK")  # North wins: the prohibition ends
    assert table.obligations == []


@EDITIONS
def test_law_50d2_no_restriction_card_stays_and_choice_recurs(edition: str) -> None:
    table = west_shows_the_club_ten(edition)
    table.apply(ChoiceEvent(N, "no_restriction"))
    assert penalty_cards(table) == [("W", "CT", "major")]
    play_cards(table, "DK D6 D4 D9")
    assert table.status is Status.AWAITING_CHOICE  # East on lead again (50D2 footnote)


@pytest.mark.parametrize(("edition", "free"), [("2017", "51B2c"), ("2007", "50D2b")])
def test_law_51b2_penalty_cards_in_two_suits(edition: str, free: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    table.apply(ExposeEvent(W, Card.parse("CT")))
    table.apply(ExposeEvent(W, Card.parse("S5")))
    play_cards(table, "D3 D8")
    expected = ["require_suit:S", "prohibit_suit:S", "require_suit:C", "prohibit_suit:C"]
    expected.append("prohibit_suit:S+C")  # 51B2(b): both at once
    # 2017 51B2(c); 2007 50D2(b): declarer may leave the cards on the table
    assert codes(table) == [*expected, "no_restriction"]
    ruling = table.report()["rulings"][-1]
    assert ruling["laws"] == ["51B2"] and ruling["options"][-1]["laws"] == [free]
    table.apply(ChoiceEvent(N, "prohibit_suit:S"))
    assert penalty_cards(table) == [("W", "CT", "major")]  # only the spades picked up


@pytest.mark.parametrize(
    ("edition", "law", "scope"), [("2017", "50E1", "authorized"), ("2007", "50E2", "unauthorized")]
)
def test_law_50e_what_the_penalty_card_tells_partner(edition: str, law: str, scope: str) -> None:
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    table.apply(ExposeEvent(W, Card.parse("CT")))  # an honour: major penalty card
    table.apply(DirectorEvent(N))
    exposure, lead = table.report()["rulings"]
    [info] = [e for e in exposure["effects"] if e["type"] == "information"]
    assert info == {"type": "information", "laws": [law], "seat": "E", "scope": scope}
    # East has the opening lead: declarer's 50D2 choice comes at once
    assert lead["laws"] == ["50D2"] and lead["chooser"] == "N" and lead["chosen"] is None


def west_has_two_club_penalty_cards(edition: str) -> Table:
    """West shows CT and C9 (both major, 50B); East leads C4, dummy plays CQ."""
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(W, Card.parse("CT")))
    table.apply(ExposeEvent(W, Card.parse("C9")))
    play_cards(table, "C4 CQ")
    return table


@EDITIONS
def test_law_51a_declarer_designates_which_penalty_card_is_played(edition: str) -> None:
    table = west_has_two_club_penalty_cards(edition)
    assert table.status is Status.AWAITING_CHOICE and table.next is None
    ruling = table.report()["rulings"][-1]
    assert (ruling["irregularity"], ruling["laws"], ruling["chooser"]) == (
        "penalty_card",
        ["51A"],
        "N",
    )
    assert codes(table) == ["card:CT", "card:C9"]
    table.apply(ChoiceEvent(W, "card:CT"))  # not the chooser: no effect (10C)
    assert table.status is Status.AWAITING_CHOICE
    table.apply(ChoiceEvent(N, "card:C9"))
    assert table.play is not None and table.play.current[-1] == (W, Card.parse("C9"))
    assert penalty_cards(table) == [("W", "CT", "major")] and table.next is N


@EDITIONS
def test_law_51a_only_cards_that_may_legally_be_played(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(W, Card.parse("CT")))
    table.apply(ExposeEvent(W, Card.parse("H7")))
    play_cards(table, "C4 CQ")  # West must follow to clubs: only CT is due (50D1)
    assert table.status is Status.PLAY and table.next is W
    [irr] = table.play_card(W, "C8")
    assert irr.code == "failure_to_play_penalty_card"


@EDITIONS
def test_law_51a_holder_who_plays_first_is_judged_as_usual(edition: str) -> None:
    table = west_has_two_club_penalty_cards(edition)
    [irr] = table.play_card(W, "C8")  # before declarer designated: not a penalty card
    assert irr.code == "failure_to_play_penalty_card"
    assert all(r["laws"] != ["51A"] for r in table.report()["rulings"])


@EDITIONS
def test_law_51a_at_the_holders_own_lead(edition: str) -> None:
    table = three_nt_by_north(edition)
    table.apply(ExposeEvent(E, Card.parse("SQ")))
    table.apply(ExposeEvent(E, Card.parse("DA")))  # East is on lead with two penalty cards
    assert table.status is Status.AWAITING_CHOICE
    assert codes(table) == ["card:SQ", "card:DA"]
    table.apply(ChoiceEvent(N, "card:DA"))
    assert table.play is not None and table.play.current == [(E, Card.parse("DA"))]
    assert penalty_cards(table) == [("E", "SQ", "major")]


def west_with_penalty_cards_in_three_suits(edition: str) -> Table:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    for name in ("CT", "S5", "H7"):
        table.apply(ExposeEvent(W, Card.parse(name)))
    play_cards(table, "D3 D8")  # East wins and leads: West's penalty cards in three suits
    return table


@EDITIONS
def test_law_51b2b_prohibit_several_suits_at_once(edition: str) -> None:
    table = west_with_penalty_cards_in_three_suits(edition)
    options = codes(table)
    groups = [c for c in options if "+" in c]
    assert groups == [
        "prohibit_suit:S+H",
        "prohibit_suit:S+C",
        "prohibit_suit:H+C",
        "prohibit_suit:S+H+C",
    ]
    laws = {o["code"]: o["laws"] for o in table.report()["rulings"][-1]["options"]}
    assert laws["prohibit_suit:S+C"] == ["51B2b"]
    table.apply(ChoiceEvent(N, "prohibit_suit:S+C"))
    assert penalty_cards(table) == [("W", "H7", "major")]  # spades and clubs picked up
    prohibited = [
        o.suit.letter for o in table.obligations if o.kind == "prohibit_suit" and o.suit is not None
    ]
    assert sorted(prohibited) == ["C", "S"]
    [irr] = table.play_card(E, "C4")
    assert irr.code == "revoke" and irr.laws == ("51B2b", "61A")


@EDITIONS
def test_law_51b2b_several_prohibitions_last_while_he_keeps_the_lead(edition: str) -> None:
    table = west_with_penalty_cards_in_three_suits(edition)
    table.apply(ChoiceEvent(N, "prohibit_suit:S+C"))
    play_cards(table, "DK D6 D4 D9")  # East keeps the lead: both still prohibited
    assert sum(o.kind == "prohibit_suit" for o in table.obligations) == 2
    assert table.status is Status.AWAITING_CHOICE  # the hearts: 50D2 again (major H7)


@EDITIONS
def test_law_50d2_penalty_card_from_the_auction_at_partners_opening_lead(edition: str) -> None:
    table = table_for(1, SPEC_DEAL, edition)
    table.call(N, "1NT")
    table.apply(ExposeEvent(W, Card.parse("CT")))  # an honour shown in the auction (24)
    table.apply(DirectorEvent(E))
    bid(table, "P 3NT P P P")  # 24E: West's CT is a major penalty card; East leads
    assert table.status is Status.AWAITING_CHOICE
    assert table.report()["rulings"][-1]["laws"] == ["50D2"]
    assert codes(table) == ["require_suit:C", "prohibit_suit:C", "no_restriction"]
