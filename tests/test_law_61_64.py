"""Laws 61-64: revokes corrected (62) and established (63, 64), 2017 and 2007."""

from __future__ import annotations

import pytest
from conftest import DOMINANT_DEAL, REVOKE_DEAL, E, S, W, bid, play_cards, play_rest, table_for

from bridgelaws import Card, Side, Status, Table
from bridgelaws.facts import RevokeFacts
from bridgelaws.record import ChoiceEvent, DirectorEvent, ExposeEvent, FactEvent
from bridgelaws.table import Adjustment

EDITIONS = pytest.mark.parametrize("edition", ["2017", "2007"])


def four_spades_by_south(edition: str) -> Table:
    """Board 3, 4S by South, West leads, North is dummy (REVOKE_DEAL)."""
    table = table_for(3, REVOKE_DEAL, edition)
    bid(table, "4S P P P")
    return table


def seven_nt_by_south(edition: str) -> Table:
    table = table_for(3, DOMINANT_DEAL, edition)
    bid(table, "7NT P P P")
    return table


@EDITIONS
def test_law_62b1_defenders_revoke_corrected_card_becomes_major_penalty_card(
    edition: str,
) -> None:
    table = four_spades_by_south(edition)
    play_cards(table, "CA C5")
    [irr] = table.play_card(E, "S4")  # East holds clubs
    table.apply(DirectorEvent(W))
    ruling = table.report()["rulings"][-1]
    assert ruling["irregularity"] == "revoke" and ruling["laws"] == ["62"]
    assert irr.facts_as(RevokeFacts).corrected and "62A" in irr.laws
    assert [(o.seat, o.card, o.kind) for o in table.obligations] == [(E, Card.parse("S4"), "major")]
    assert table.next is E and table.status is Status.PLAY
    assert table.play_card(E, "C2") == []
    play_rest(table)
    assert table.adjustments == []  # corrected: no transfer


@EDITIONS
def test_law_62c1_non_offender_withdraws_his_card(edition: str) -> None:
    table = seven_nt_by_south(edition)
    play_cards(table, "H2 HA H6 H9 HK H7")  # North leads the king, East follows
    table.play_card(S, "S8")  # South (declarer) revokes: he holds JT of hearts
    play_cards(table, "H3")  # West plays after the revoke
    table.apply(DirectorEvent(W))
    ruling = table.report()["rulings"][-1]
    assert ruling["chooser"] == "W" and [o["code"] for o in ruling["options"]] == [
        "keep",
        "withdraw",
    ]
    assert table.obligations == []  # declarer's card goes back without rectification (62B2)
    table.apply(ChoiceEvent(W, "withdraw"))
    assert table.play is not None and Card.parse("H3") in table.play.hand(W)
    play_cards(table, "HT H4")
    assert table.play.tricks[-1].cards[2:] == ((S, Card.parse("HT")), (W, Card.parse("H4")))


@EDITIONS
def test_law_62c1_kept_cards_stand(edition: str) -> None:
    table = seven_nt_by_south(edition)
    play_cards(table, "H2 HA H6 H9 HK H7")
    table.play_card(S, "S8")
    play_cards(table, "H3")
    table.apply(DirectorEvent(W))
    table.apply(ChoiceEvent(W, "keep"))
    play_cards(table, "HJ")
    assert table.play is not None and len(table.play.tricks) == 2
    assert table.play.tricks[-1].cards[-1] == (W, Card.parse("H3"))


@EDITIONS
def test_law_62d1_trick_12_revoke_corrected_after_it_is_established(edition: str) -> None:
    table = seven_nt_by_south(edition)
    play_cards(table, "C2 CA C4 C8 CK C5 C9 C3 CQ C6 CT H2 SA S5 S8 S2 SK S6 S9 S3")
    play_cards(table, "SQ S7 ST S4 SJ C7 CJ H3 HA H6 H9 H4 HK H7 HT H5 DA D6 D9 D2")
    play_cards(table, "DK D7 DT D3 HQ H8 DJ D4")  # trick 12: South revokes (holds HJ)
    play_cards(table, "DQ D8 HJ D5")
    assert table.status is Status.COMPLETE
    table.apply(DirectorEvent(E))
    # West played after the revoke card in trick 12: 62C1 lets him take it
    # back (no exception in trick 12); he keeps it
    assert table.status is Status.AWAITING_CHOICE
    table.apply(ChoiceEvent(W, "keep"))
    assert table.status is Status.COMPLETE
    assert table.play is not None
    assert table.play.tricks[11].card_of(S) is Card.parse("HJ")
    assert table.play.tricks[12].card_of(S) is Card.parse("DJ")
    assert table.irregularities[0].facts_as(RevokeFacts).corrected
    assert table.tricks() == {Side.NS: 13, Side.EW: 0}


@EDITIONS
def test_law_63a1_established_revoke_director_explains_64(edition: str) -> None:
    table = four_spades_by_south(edition)
    play_cards(table, "CA C5 S4 H8 HA")  # East ruffs and wins; then leads: established
    table.apply(DirectorEvent(S))
    ruling = table.report()["rulings"][-1]
    assert ruling["laws"] == ["63", "64"] and ruling["options"] == []
    assert "adjusted_score_possible" in [e["type"] for e in ruling["effects"]]  # 64C
    play_cards(table, "H9 H2 H4")
    play_rest(table)
    assert table.adjustments == [Adjustment("64A1", Side.NS, 2)]


@EDITIONS
def test_law_64b3_failure_to_play_a_penalty_card_moves_no_trick(edition: str) -> None:
    table = four_spades_by_south(edition)
    table.apply(ExposeEvent(E, Card.parse("HA")))  # East shows the heart ace: major
    play_cards(table, "CA C5")
    assert table.play_card(E, "C4") == []  # he must follow suit first (50D1)
    play_cards(table, "D6")  # West wins: declarer's 50D2 choice at West's lead
    assert table.status is Status.AWAITING_CHOICE
    table.apply(ChoiceEvent(S, "no_restriction"))
    play_cards(table, "H3 H4")  # West leads a heart; dummy follows
    [irr] = table.play_card(E, "HK")  # the penalty card HA was due
    assert irr.code == "failure_to_play_penalty_card"
    for _ in range(200):  # play on, letting the penalty card stay at each West lead
        if table.status is Status.AWAITING_CHOICE:
            table.apply(ChoiceEvent(S, "no_restriction"))
        elif table.status is Status.PLAY:
            seat = table.next
            assert seat is not None and table.play is not None
            table.play_card(seat, table.play.legal_cards(seat)[-1])
    assert table.status is Status.COMPLETE
    assert not any(a.law.startswith("64") for a in table.adjustments)
    assert not any(i.code == "revoke" for i in table.irregularities)


@pytest.mark.parametrize(("edition", "both"), [("2017", True), ("2007", False)])
def test_law_62c3_both_sides_revoke_in_one_trick(edition: str, both: bool) -> None:
    table = four_spades_by_south(edition)
    play_cards(table, "H3 H4")  # West leads a heart, dummy follows
    table.play_card(E, "S4")  # East revokes (holds AKQJ of hearts)
    table.play_card(S, "S7")  # so does declarer (holds T98) and wins the trick
    play_cards(table, "SA")  # declarer leads: his revoke is established, East's is not
    table.apply(DirectorEvent(W))
    ruling = table.report()["rulings"][-1]
    if both:  # 2017 62C3: both corrected; East's card a major penalty card
        assert ruling["laws"] == ["62", "62C3"] and ruling["options"] == []
        assert all(i.facts_as(RevokeFacts).corrected for i in table.irregularities)
        assert [(o.seat, o.card, o.kind) for o in table.obligations] == [
            (E, Card.parse("S4"), "major")
        ]
        assert table.next is E
        assert table.play is not None and Card.parse("S7") in table.play.hand(S)
    else:  # 2007: declarer's established revoke stands (63B), Law 64 after play;
        # East's is not established and is still corrected (62A, no 62C3)
        # the corrected revoke's ruling waits for declarer's 62C1 choice about
        # his lead to the next trick; the rulings in any order
        rulings = table.report()["rulings"]
        assert sorted(r["laws"] for r in rulings) == [["62", "62A", "63B"], ["63", "64"]]
        assert [(o.seat, o.card, o.kind) for o in table.obligations] == [
            (E, Card.parse("S4"), "major")
        ]
        assert table.status is Status.AWAITING_CHOICE
        table.apply(ChoiceEvent(S, "keep"))
        assert table.next is E
        # declarer's ruff waits for its turn and stands as played
        assert table.play is not None and table.play.queued[0][:2] == (S, Card.parse("S7"))
        play_cards(table, "HJ")
        assert table.play.tricks[0].card_of(S) == Card.parse("S7")
        assert len([i for i in table.irregularities if i.code == "revoke"]) == 2


@pytest.mark.parametrize(("edition", "law"), [("2017", "63A4"), ("2007", "63A3")])
def test_law_63a3_63a4_agreeing_to_the_opponents_claim_establishes(edition: str, law: str) -> None:
    table = four_spades_by_south(edition)
    play_cards(table, "CA C5 S4 S7")  # East revokes, declarer ruffs
    table.claim_tricks(S, 12)
    table.respond(E, True)
    table.respond(W, True)
    [revoke] = table.irregularities
    assert revoke.facts_as(RevokeFacts).established and revoke.laws == ("44C", "61A", law)


@pytest.mark.parametrize(("edition", "transfer"), [("2017", True), ("2007", False)])
def test_law_64b3_revoke_failing_to_play_declarers_faced_cards(
    edition: str, transfer: bool
) -> None:
    table = four_spades_by_south(edition)
    for name in ("HT", "H9", "H8"):  # declarer drops all his hearts face up (48A)
        table.apply(ExposeEvent(S, Card.parse(name)))
    play_cards(table, "H3 H4 HA")
    table.play_card(S, "S7")  # revokes with only faced hearts
    play_cards(table, "SA")  # established
    play_rest(table)
    [revoke] = [i for i in table.irregularities if i.code == "revoke"]
    if transfer:  # 2017 64B3: only penalty cards and dummy's cards
        assert [a.law for a in table.adjustments] == ["64A1"]
    else:  # 2007 64B3: any card faced on the table (64C may still adjust)
        transferred = [a for a in table.adjustments if not a.law.startswith("64C")]
        assert transferred == [] and "64B3" in revoke.laws


@EDITIONS
def test_law_64b3_revoke_failing_to_play_a_penalty_card(edition: str) -> None:
    table = four_spades_by_south(edition)
    for name in ("C4", "C3", "C2"):
        table.apply(ExposeEvent(E, Card.parse(name)))  # East's clubs: penalty cards
    play_cards(table, "CA C5")
    table.play_card(E, "S4")  # a revoke: every club he holds lies face up
    while not table.is_over:
        if table.status is Status.AWAITING_CHOICE:  # 51A: declarer names the club
            ruling = table.report()["rulings"][-1]
            assert ruling["laws"] == ["51A"]
            table.apply(ChoiceEvent(S, ruling["options"][0]["code"]))
            continue
        assert table.play is not None and table.next is not None
        legal = table.play.legal_cards(table.next)
        due = [o.card for o in table.obligations if o.card in legal]  # 50D1
        table.play_card(table.next, due[0] if due else legal[0])
    [revoke] = [i for i in table.irregularities if i.code == "revoke"]
    assert revoke.facts_as(RevokeFacts).established and "64B3" in revoke.laws
    assert table.adjustments == []


@pytest.mark.parametrize("fact", ["next_board_called", "round_ended"])
@EDITIONS
def test_law_64b4_64b5_revoke_noticed_too_late(edition: str, fact: str) -> None:
    table = four_spades_by_south(edition)
    play_cards(table, "CA C5 S4 H8 HA H9 H2 H4")
    play_rest(table)
    assert table.adjustments == [Adjustment("64A1", Side.NS, 2)]
    table.apply(FactEvent(fact, True))
    law = "64B4" if fact == "next_board_called" else "64B5"
    assert table.adjustments == []
    assert table.report()["rulings"][-1]["laws"] == [law]
    assert law in table.irregularities[0].laws


def _play_out_paying_penalty_cards(table: Table) -> None:
    """Play on: declarer names the penalty card when asked (51A), a due
    penalty card is played (50D1), otherwise the first legal card."""
    while not table.is_over:
        if table.status is Status.AWAITING_CHOICE:
            ruling = table.report()["rulings"][-1]
            table.apply(ChoiceEvent(S, ruling["options"][0]["code"]))
            continue
        assert table.play is not None and table.next is not None
        legal = table.play.legal_cards(table.next)
        due = [o.card for o in table.obligations if o.card in legal]
        table.play_card(table.next, due[0] if due else legal[0])


@EDITIONS
def test_law_64b7_a_64b3_revoke_still_counts_when_both_sides_revoke(edition: str) -> None:
    """East revokes while every club he holds lies as a penalty card (64B3: no
    transfer for it); declarer revokes later. Both sides revoked on the board:
    64B7, no trick moves either way (64B3 is decided after 64B7, once)."""
    table = four_spades_by_south(edition)
    for name in ("C4", "C3", "C2"):
        table.apply(ExposeEvent(E, Card.parse(name)))  # East's clubs: penalty cards
    play_cards(table, "CA C5")
    table.play_card(E, "S4")  # revoke: his clubs all lie face up (64B3)
    play_cards(table, "S7")  # declarer ruffs
    play_cards(table, "D7 D2 DA D8")  # East and West play on: East's revoke is established
    play_cards(table, "H4 HA")
    table.play_card(S, "D6")  # declarer revokes: he holds T98 of hearts
    play_cards(table, "H2")
    _play_out_paying_penalty_cards(table)
    revokes = [i for i in table.irregularities if i.code == "revoke"]
    assert [r.offender for r in revokes] == [E, S]
    assert all(r.facts_as(RevokeFacts).established for r in revokes)
    assert "64B3" in revokes[0].laws
    # no transfer (64B7); an adjusted score worked out under 64C2b may remain
    assert not any(a.law.startswith(("64A", "64B")) for a in table.adjustments)
