"""Laws 57-60: premature play and plays before the turn, 2017 and 2007."""

from __future__ import annotations

import pytest
from conftest import SPEC_DEAL, E, N, S, W, bid, play_cards, table_for

from bridgelaws import Card, Status, Table
from bridgelaws.record import ChoiceEvent, DirectorEvent, ExposeEvent

#: declarer's card played too soon from either hand: 2017 57C3, 2007 57C2 (seed 002)
EARLY = {"2017": "57C3", "2007": "57C2"}

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def north_on_lead(edition: str) -> Table:
    """3NT by North (South dummy); North wins the first trick and leads."""
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    play_cards(table, "C4 CQ C8 CA")
    assert table.next is N
    return table


def codes(table: Table) -> list[str]:
    return [o["code"] for o in table.report()["rulings"][-1]["options"]]


@pytest.mark.parametrize(
    ("edition", "options"),
    [
        (
            "2017",
            # East holds spades: 57A3 (another suit) does not apply
            "highest lowest prohibit_suit:H prohibit_suit:D prohibit_suit:C",
        ),
        ("2007", "highest lowest prohibit_suit:H prohibit_suit:D prohibit_suit:C"),
    ],
)
def test_law_57a_declarer_chooses_partners_play(edition: str, options: str) -> None:
    table = north_on_lead(edition)
    play_cards(table, "S2")
    [irr] = table.play_card(W, "S3")  # West plays before his partner East
    assert irr.code == "premature_play" and table.status is Status.AWAITING_DIRECTOR
    table.apply(DirectorEvent(N))
    assert table.report()["rulings"][-1]["chooser"] == "N"
    assert codes(table) == options.split()


@EDITIONS
def test_law_57a_lowest_and_the_premature_card_a_major_penalty_card(edition: str) -> None:
    table = north_on_lead(edition)
    play_cards(table, "S2")
    table.play_card(W, "S3")
    table.apply(DirectorEvent(N))
    table.apply(ChoiceEvent(N, "lowest"))
    kinds = [(o.type, o.seat, o.kind) for o in table.obligations]
    assert kinds == [("penalty_card", W, "major"), ("play_restriction", E, "lowest")]
    [irr] = table.play_card(E, "SQ")  # not his lowest spade: a revoke (61A)
    assert irr.code == "revoke" and irr.laws == ("57A2", "61A")


@EDITIONS
def test_law_57a_restriction_complied_with_then_the_penalty_card(edition: str) -> None:
    table = north_on_lead(edition)
    play_cards(table, "S2")
    table.play_card(W, "S3")
    table.apply(DirectorEvent(N))
    table.apply(ChoiceEvent(N, "highest"))
    assert table.play_card(E, "SQ") == []
    assert table.play_card(S, "S6") == []
    [irr] = table.play_card(W, "S4")  # the penalty card S3 is due now (50D1)
    assert irr.code == "failure_to_play_penalty_card"


def test_law_57a3_require_another_suit_2017() -> None:
    table = north_on_lead("2017")
    play_cards(table, "S2")
    table.play_card(W, "S3")
    table.apply(DirectorEvent(N))
    # East holds spades and must follow suit (44C): 57A3 is not offered (a
    # partner unable to comply would play any legal card anyway, 57B, 59)
    assert "require_suit:H" not in codes(table)
    table.apply(ChoiceEvent(N, "require_suit:H"))  # not an option: no effect (10C1)
    assert table.status is Status.AWAITING_CHOICE
    # East plays before declarer chose: a major penalty card (9B2, 49, 50B);
    # declarer's choice stays open
    [irr] = table.play_card(E, "S8")
    assert irr.code == "exposed_card" and irr.laws == ("9B2", "49")
    assert [(o.seat, o.card, o.kind) for o in table.obligations if o.seat is E] == [
        (E, Card.parse("S8"), "major")
    ]
    assert table.status is Status.AWAITING_CHOICE and "highest" in codes(table)


@EDITIONS
def test_law_57c3_declarers_premature_card_stands(edition: str) -> None:
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    play_cards(table, "DA")  # dummy South is next
    [irr] = table.play_card(N, "D8")  # declarer plays from hand first
    assert irr.code == "premature_play" and irr.laws == (EARLY[edition],)
    assert table.status is Status.PLAY
    play_cards(table, "D5 D3")  # North's D8 is played at his turn
    assert table.play is not None and len(table.play.tricks) == 1
    assert table.play.tricks[0].cards[-1] == (N, Card.parse("D8"))


@pytest.mark.parametrize(("edition", "played"), [("2017", True), ("2007", False)])
def test_law_57d_defender_plays_at_his_rhos_turn(edition: str, played: bool) -> None:
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    play_cards(table, "DA")
    [irr] = table.play_card(W, "D3")  # partner East led; dummy South is to play
    assert irr.code == "premature_play"
    play_cards(table, "D5")
    assert table.play is not None
    if played:  # 2017 57D: legal, so played at his turn
        assert table.play.current[-1] == (W, Card.parse("D3")) and table.obligations == []
    else:  # 2007: a card shown by deliberate play, a major penalty card
        assert [(o.seat, o.kind) for o in table.obligations] == [(W, "major")]
        assert table.next is W


@EDITIONS
def test_law_60a_non_offender_playing_on_accepts(edition: str) -> None:
    table = north_on_lead(edition)
    play_cards(table, "S2 SQ S6 S3")  # East wins with the queen
    assert table.next is E
    table.play_card(W, "H2")  # West leads out of turn
    assert table.play_card(N, "HQ") == []  # declarer plays on from his hand: accepted
    assert table.irregularities[-1].accepted


@EDITIONS
def test_law_57c3_waiting_card_played_at_its_turn_accepts_a_52b1_failure(edition: str) -> None:
    """Declarer's premature card waits for its turn; written again at that turn
    it is the same card, and playing it accepts the defender's failure to play
    a penalty card (52B1b) without losing track of it."""
    table = table_for(1, SPEC_DEAL, edition)
    bid(table, "1NT P 3NT P P P")
    table.apply(ExposeEvent(W, Card.parse("H6")))  # minor penalty card
    play_cards(table, "HK")  # East leads; dummy South is next
    [irr] = table.play_card(N, "H4")  # declarer plays before dummy
    assert irr.laws == (EARLY[edition],)
    assert table.play_card(N, "H4") == []  # shown again: the same waiting card
    assert table.play is not None and len(table.play.queued) == 1
    play_cards(table, "HA")
    [failure] = table.play_card(W, "H2")  # 50C: the minor penalty card H6 comes first
    assert failure.code == "failure_to_play_penalty_card"
    assert table.play_card(N, "H4") == []  # at his turn: accepts and plays it
    assert failure.accepted
    assert [c for _, c in table.play.tricks[0].cards] == [
        Card.parse(x) for x in ("HK", "HA", "H2", "H4")
    ]
    assert table.play.queued == [] and Card.parse("H4") not in table.play.hand(N)
