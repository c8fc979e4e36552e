"""Laws 41-47: the opening lead, dummy's rights, played cards, designations
and retractions, 2017 and 2007."""

from __future__ import annotations

import pytest
from conftest import DOMINANT_DEAL, SPEC_DEAL, E, N, S, W, bid, play_cards, play_rest, table_for

from bridgelaws import Card, Side, Status, Table
from bridgelaws.cards import BridgeError
from bridgelaws.facts import RevokeFacts
from bridgelaws.record import CardEvent, ChoiceEvent, DirectorEvent, FactEvent
from bridgelaws.table import Adjustment

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def three_nt_by_north(edition: str) -> Table:
    """Board 1, spec deal: 3NT by North; East leads, South is dummy."""
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    return table


def north_on_lead(edition: str) -> Table:
    table = three_nt_by_north(edition)
    play_cards(table, "C4 CQ C8 CA")
    assert table.next is N
    return table


def last_ruling(table: Table) -> dict[str, object]:
    ruling: dict[str, object] = table.report()["rulings"][-1]
    return ruling


def codes(table: Table) -> list[str]:
    return [o["code"] for o in table.report()["rulings"][-1]["options"]]


def card(name: str) -> Card:
    return Card.parse(name)


# -- 41 ------------------------------------------------------------------------------


@EDITIONS
def test_law_41a_face_down_lead_by_the_right_defender_is_the_lead(edition: str) -> None:
    table = three_nt_by_north(edition)
    assert table.apply(CardEvent(E, card("DA"), face_down=True)) == []
    assert table.play is not None and table.play.current == [(E, card("DA"))]
    assert table.next is S


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
def test_law_41c_the_face_down_lead_faced_is_the_same_lead(edition: str) -> None:
    """The leader turning his face-down lead face up (the same card, face up)
    changes nothing in the play; a replay of the record agrees."""
    table = three_nt_by_north(edition)
    table.apply(CardEvent(E, card("DA"), face_down=True))
    assert table.apply(CardEvent(E, card("DA"))) == []
    assert table.play is not None and table.play.current == [(E, card("DA"))]
    assert table.next is S and table.irregularities == []
    play_rest(table)
    assert table.status is Status.COMPLETE
    again = Table.from_record(table.record)
    assert again.report() == table.report()


@EDITIONS
def test_law_41c_only_the_lead_still_alone_is_faced(edition: str) -> None:
    """Once the second card is played the face-down lead is an ordinary card
    played: playing it again is refused as a card no longer held."""
    table = three_nt_by_north(edition)
    table.apply(CardEvent(E, card("DA"), face_down=True))
    table.apply(CardEvent(S, table.play.legal_cards(S)[-1]))  # type: ignore[union-attr]
    with pytest.raises(BridgeError):
        table.apply(CardEvent(E, card("DA")))


@EDITIONS
def test_law_41a_face_down_lead_by_the_wrong_defender_goes_back(edition: str) -> None:
    table = three_nt_by_north(edition)
    [irr] = table.apply(CardEvent(W, card("C9"), face_down=True))
    assert irr.code == "opening_lead_out_of_turn" and irr.laws == ("41A", "54")
    assert table.obligations == []  # no penalty card
    assert table.play is not None and card("C9") in table.play.hand(W)
    assert table.status is Status.PLAY and table.next is E


# -- 42, 43 ------------------------------------------------------------------------------


@EDITIONS
def test_law_43a1b_dummy_draws_attention_to_a_defenders_lead_then_the_usual_ruling(
    edition: str,
) -> None:
    table = north_on_lead(edition)
    [irr] = table.play_card(E, "DA")  # East leads; North is on lead
    assert irr.code == "lead_out_of_turn"
    table.apply(DirectorEvent(S))  # dummy draws attention during the play
    ruling = last_ruling(table)
    assert ruling["irregularity"] == "dummy_drew_attention" and ruling["offender"] == "S"
    assert ruling["laws"] == ["43A1b"] and table.status is Status.AWAITING_FACT
    assert ruling["question"]["fact"] == "dummy_breached_43a2"  # type: ignore[index]
    assert "procedural_penalty_possible" in [e["type"] for e in ruling["effects"]]  # type: ignore[union-attr]
    table.apply(FactEvent("dummy_breached_43a2", False))  # 43B1 only: the lead is ruled
    assert table.status is Status.AWAITING_CHOICE
    assert codes(table) == ["accept", "reject"] and last_ruling(table)["chooser"] == "N"


@EDITIONS
def test_law_43b3_dummy_who_breached_43a2_no_rectification_split_score(edition: str) -> None:
    table = north_on_lead(edition)
    table.play_card(E, "DA")
    table.apply(DirectorEvent(S))
    table.apply(FactEvent("dummy_breached_43a2", True))
    ruling = table.report()["rulings"][-1]
    assert ruling["laws"] == ["43A1b", "43B3"]
    assert "split_score_possible" in [e["type"] for e in ruling["effects"]]
    # play goes on as if nothing happened: East's lead stands, no penalty card
    assert table.status is Status.PLAY and table.obligations == []
    assert table.play is not None and table.play.current == [(E, card("DA"))]
    assert table.next is S


def seven_nt_by_south(edition: str) -> Table:
    table = table_for(3, DOMINANT_DEAL, edition)
    bid(table, "7NT P P P")
    return table


@pytest.mark.parametrize(("edition", "breached"), [("2017", True), ("2017", False), ("2007", True)])
def test_law_43b2b_dummy_asks_about_declarers_revoke(edition: str, breached: bool) -> None:
    table = seven_nt_by_south(edition)
    play_cards(table, "H2 HA H6 H9 HK H7")
    table.play_card(S, "S8")  # declarer revokes: he holds JT of hearts
    table.apply(DirectorEvent(N))  # dummy asks (42B1)
    assert table.status is Status.AWAITING_FACT
    assert last_ruling(table)["question"]["fact"] == "dummy_breached_43a2"  # type: ignore[index]
    table.apply(FactEvent("dummy_breached_43a2", breached))
    assert table.status is Status.PLAY and table.next is S
    play_cards(table, "HT H3")
    play_rest(table)
    # 43B2b: corrected all the same, but Law 64 as if established (64A2: one trick)
    expected = [Adjustment("64A2", Side.EW, 1)] if breached else []
    assert table.adjustments == expected


@EDITIONS
def test_law_43b2a_defender_chooses_the_hand_declarer_leads_from(edition: str) -> None:
    table = north_on_lead(edition)
    table.apply(FactEvent("dummy_warned_lead", True))
    assert table.status is Status.AWAITING_CHOICE
    assert codes(table) == ["lead_from:N", "lead_from:S"] and last_ruling(table)["chooser"] == "E"
    table.apply(ChoiceEvent(E, "lead_from:S"))
    assert table.next is S
    assert table.play_card(S, "DJ") == []


# -- 45 ------------------------------------------------------------------------------


@EDITIONS
def test_law_45c4b_slip_of_the_tongue_changes_dummys_card_47d_opponent_may_withdraw(
    edition: str,
) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5 D3")  # dummy's D5, West follows
    [irr] = table.play_card(S, "D6")  # declarer meant the six
    assert irr.code == "change_of_designation" and irr.laws == ("45C4b",)
    table.apply(DirectorEvent(W))
    assert last_ruling(table)["question"]["fact"] == "unintended"  # type: ignore[index]
    table.apply(FactEvent("unintended", True))
    assert table.status is Status.AWAITING_CHOICE and last_ruling(table)["chooser"] == "W"
    assert codes(table) == ["keep", "withdraw"]
    table.apply(ChoiceEvent(W, "withdraw"))  # 47D: West takes his card back
    assert table.play is not None and table.play.current == [(E, card("DA")), (S, card("D6"))]
    assert card("D5") in table.play.hand(S) and card("D3") in table.play.hand(W)
    assert table.next is W and table.obligations == []


@EDITIONS
def test_law_45c4a_not_a_slip_the_first_card_stands(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    table.play_card(S, "D6")
    table.apply(FactEvent("unintended", False))  # stated before the director rules
    table.apply(DirectorEvent(W))
    assert table.status is Status.PLAY
    assert table.play is not None and table.play.current == [(E, card("DA")), (S, card("D5"))]
    assert card("D6") in table.play.hand(S) and table.obligations == []


@EDITIONS
def test_law_45c4b_closed_once_declarer_has_played(edition: str) -> None:
    table = north_on_lead(edition)
    play_cards(table, "H4 H3 HA H2")  # dummy wins and leads
    play_cards(table, "D5 D3 D8")  # declarer has played from his hand since
    [irr] = table.play_card(S, "D6")
    assert irr.code == "exposed_card" and irr.laws == ("67A2", "45E2")  # goes back (45E2)
    assert table.play is not None and card("D6") in table.play.hand(S)


@EDITIONS
def test_law_47f2_a_defenders_faced_second_card_is_a_fifth_card_not_a_change(
    edition: str,
) -> None:
    # West faced the diamond three, then the four: a faced card is played (45A)
    # and not taken back (47F2); 2007 45C4b changes a designation, not a card
    # taken from the hand and faced. Both editions: 45E1, a penalty card
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5 D3")
    [irr] = table.play_card(W, "D4")
    assert irr.code == "exposed_card"
    assert [(o.seat, o.card, o.kind) for o in table.obligations] == [(W, card("D4"), "minor")]


def test_law_45c4b_2007_a_defenders_named_card_may_be_changed() -> None:
    # 2007 45C4b: any player may change an unintended designation until his
    # partner plays; West named the diamond three and at once the four
    table = three_nt_by_north("2007")
    play_cards(table, "DA D5")
    table.apply(CardEvent(W, card("D3"), named=True))
    [irr] = table.play_card(W, "D4")
    assert irr.code == "change_of_designation"
    table.apply(DirectorEvent(N))
    table.apply(FactEvent("unintended", True))
    assert table.play is not None and table.play.current[-1] == (W, card("D4"))
    assert card("D3") in table.play.hand(W) and table.next is N


@EDITIONS
def test_law_45d1_dummy_misplaced_card_goes_back_defender_may_withdraw(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5 D3")
    table.apply(FactEvent("not_designated", "D5"))  # declarer had not named it
    ruling = last_ruling(table)
    assert ruling["irregularity"] == "dummy_misplaced_card" and ruling["laws"] == ["45D1"]
    assert ruling["chooser"] == "W"
    table.apply(ChoiceEvent(W, "withdraw"))
    assert table.play is not None and table.play.current == [(E, card("DA"))]
    assert table.next is S and card("D5") in table.play.hand(S)


@EDITIONS
def test_law_45d2_too_late_play_goes_on(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5 D3 D8 DK")  # East leads again, dummy has not played yet
    play_cards(table, "D6")  # both sides have played to the next trick
    table.apply(FactEvent("not_designated", "D5"))
    assert last_ruling(table)["laws"] == ["45D2"]
    assert table.play is not None and len(table.play.tricks) == 1
    assert table.status is Status.PLAY


# -- 46B -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "law", "played"),
    [
        ("high", "46B1a", "DJ"),
        ("low", "46B1c", "D5"),
        ("D", "46B2", "D5"),
        ("6", "46B3b", "D6"),
    ],
)
@EDITIONS
def test_law_46b_incomplete_designation(edition: str, words: str, law: str, played: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA")
    table.apply(FactEvent("designation", words))
    assert table.play is not None and table.play.current[-1] == (S, card(played))
    ruling = last_ruling(table)
    assert ruling["irregularity"] == "incomplete_designation" and ruling["laws"] == [law]
    assert table.next is W


@EDITIONS
def test_law_46b1b_win_the_lowest_card_known_to_win(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "H3")  # East leads a heart; the king is still out
    table.apply(FactEvent("designation", "win"))
    assert table.play is not None and table.play.current[-1] == (S, card("HA"))


@EDITIONS
def test_law_46b4_card_not_in_dummy_declarer_chooses(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA")
    table.apply(FactEvent("designation", "DQ"))  # dummy has no DQ
    assert last_ruling(table)["laws"] == ["46B4"] and last_ruling(table)["chooser"] == "N"
    assert codes(table) == ["card:DJ", "card:D6", "card:D5"]
    table.apply(ChoiceEvent(N, "card:D6"))
    assert table.play is not None and table.play.current[-1] == (S, card("D6"))


@EDITIONS
def test_law_46b5_play_anything_a_defender_names_the_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA")
    table.apply(FactEvent("designation", "any"))
    assert last_ruling(table)["chooser"] == "W"
    table.apply(ChoiceEvent(W, "card:DJ"))
    assert table.play is not None and table.play.current[-1] == (S, card("DJ"))


# -- 47 ------------------------------------------------------------------------------


@EDITIONS
def test_law_47b_revoke_card_retracted_to_correct_an_illegal_play(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "DA D5")
    [irr] = table.play_card(W, "S3")  # West holds diamonds
    table.apply(DirectorEvent(N))
    assert irr.facts_as(RevokeFacts).corrected
    assert table.next is W and [(o.card, o.kind) for o in table.obligations] == [
        (card("S3"), "major")
    ]


@EDITIONS
def test_law_47e2a_card_played_after_a_mistaken_explanation_goes_back(edition: str) -> None:
    table = north_on_lead(edition)
    play_cards(table, "D8 D2")
    table.apply(FactEvent("misinformed", "D2"))
    assert last_ruling(table)["laws"] == ["47E2a"]
    assert table.play is not None and table.play.current == [(N, card("D8"))]
    assert table.next is E and table.obligations == []


@EDITIONS
def test_law_47e2b_too_late_the_director_may_adjust(edition: str) -> None:
    table = north_on_lead(edition)
    play_cards(table, "D8 D2 D5")
    table.apply(FactEvent("misinformed", "D2"))
    ruling = last_ruling(table)
    assert ruling["laws"] == ["47E2b"]
    assert table.play is not None and len(table.play.current) == 3


@EDITIONS
def test_law_47e2a_opening_lead_goes_back_only_before_dummy_faced_a_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4")
    table.apply(FactEvent("misinformed", "C4"))
    assert table.status is Status.AWAITING_FACT
    assert last_ruling(table)["question"]["fact"] == "dummy_faced"  # type: ignore[index]
    table.apply(FactEvent("dummy_faced", False))
    assert table.play is not None and table.play.current == [] and table.next is E
    assert Card.parse("C4") in table.play.hand(E)


@EDITIONS
def test_law_47e2a_opening_lead_stands_once_dummy_faced_a_card(edition: str) -> None:
    table = three_nt_by_north(edition)
    play_cards(table, "C4")
    table.apply(FactEvent("misinformed", "C4", {"dummy_faced": True}))  # stated up front
    ruling = last_ruling(table)
    assert ruling["laws"] == ["47E2a", "47E2b"]
    assert [e["type"] for e in ruling["effects"]] == ["card_stands", "adjusted_score_possible"]  # type: ignore[union-attr]
    assert table.play is not None and table.play.current == [(E, card("C4"))]
    assert table.status is Status.PLAY and table.next is S


def test_law_47f_a_played_card_is_not_taken_back_otherwise() -> None:
    table = north_on_lead("2017")  # 2007 45C4b may let an unintended card change
    play_cards(table, "D8 D2")
    # a second card from East to the same trick is no retraction: before West
    # played it is a lead (57A) or one card too many (67A2, 45E1), the
    # director says which; either way the diamond two stays played
    [irr] = table.play_card(E, "DK")
    assert irr.code == "premature_play"
    assert table.play is not None and table.play.current[-1] == (E, card("D2"))
