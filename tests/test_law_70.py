"""Law 70: adjudication of a disputed claim, on hand-checked endings.

Each ending is small enough to check by hand; the comment above each test says
what the director should award and why."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.cards import Card, Deal, Seat, Suit
from bridgelaws.claims import (
    POLICY_2007,
    POLICY_2017,
    Adjudication,
    ClaimPolicy,
    Position,
    adjudicate,
)
from bridgelaws.play import trick_winner

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

#: Hearts trumps, North on lead with three top spades and HA; West holds the
#: last trump (HJ) and no spade. Drawing it first takes all four tricks; a spade
#: first is ruffed.
TRUMP_OUT = Position.from_pbn("N:AKQ.A.. 43..32. .543..2 .J.654.", "H", "N", won=(9, 0))

#: No trumps, South on lead: North's HA HQ over West's HK: the finesse with the
#: queen takes both tricks, the ace first only one.
FINESSE = Position.from_pbn("N:.AQ.. .64.. .32.. .K5..", None, "S", won=(11, 0))

#: No trumps, North on lead with SA S2 and a losing D2; South's SK SQ SJ have no
#: entry. SA first, then S2 to the king takes three tricks; S2 first blocks the
#: suit (North's ace must overtake the queen) and the diamond is lost.
BLOCKED = Position.from_pbn("N:A2..2. 654... KQJ... 87..A.", None, "N", won=(10, 0))


def texts(result: Adjudication) -> str:
    return "\n".join(m.render() for m in result.reasons)


def test_law_70a_claim_good_on_every_normal_line() -> None:
    position = Position.from_pbn("N:AKQ... JT9... 432... 876...", None, "S", won=(10, 0))
    result = adjudicate(position, S, 13)
    assert result.awarded == 13 == result.double_dummy
    assert "good on every normal line" in texts(result)
    assert len(result.line) == 12


def test_law_70c_outstanding_trump_unmentioned() -> None:
    # Unmentioned and, claiming all, plausibly forgotten: a spade first is a
    # normal line and West ruffs it (70C1-3).
    result = adjudicate(TRUMP_OUT, N, 13)
    assert result.awarded == 12
    assert result.double_dummy == 13
    assert result.unaware_of_trump
    assert {"70C1", "70C2", "70C3"} <= set(result.laws)
    first = result.line[:4]
    assert first[0] == (N, Card.parse("SA"))
    assert trick_winner(first, Suit.HEARTS) is W
    assert "loses a trick to that trump" in texts(result)


def test_law_70c1_trump_mentioned_by_drawing_it() -> None:
    result = adjudicate(TRUMP_OUT, N, 13, "draw trumps")
    assert result.awarded == 13
    assert result.line[0] == (N, Card.parse("HA"))
    assert "70C1" not in result.laws


def test_law_70c1_trump_mentioned_by_its_card() -> None:
    assert adjudicate(TRUMP_OUT, N, 13, "HA, then run S").awarded == 13


#: Hearts trumps, North on lead: HA HK draw West's HJ HT; then three spades;
#: the D2 is a loser. Claiming 12 of 13 North allows for a loser.
TWO_TRUMPS_OUT = Position.from_pbn(
    "N:AKQ.AK.2. 5432..4.3 ..765.872 .JT.3.654", "H", "N", won=(7, 0)
)


def test_law_70c2_2017_two_trumps_out_are_not_forgotten() -> None:
    # 2017 ("plausible"): losing count of one trump is plausible, of two not;
    # aware of them, he draws them with his top trumps first.
    result = adjudicate(TWO_TRUMPS_OUT, N, 12, policy=POLICY_2017)
    assert not result.unaware_of_trump
    assert result.awarded == 12


def test_law_70c2_2007_at_all_likely_unaware() -> None:
    # 2007 ("at all likely"): two trumps out may have been forgotten; spades
    # before trumps is a normal line and both of West's trumps score.
    result = adjudicate(TWO_TRUMPS_OUT, N, 12, policy=POLICY_2007)
    assert result.unaware_of_trump
    assert result.awarded < 12
    assert "at all likely" in texts(result)


def test_law_70c2_conceding_a_loser_does_not_show_awareness() -> None:
    # One trump out, the claim gives up the diamond: whether he forgot the
    # trump does not depend on the count he claimed (70C2).
    position = Position.from_pbn("N:AKQ.A.2. 543..K.3 ..43.872 .J.5.654", "H", "N", won=(8, 0))
    result = adjudicate(position, N, 12)
    assert result.unaware_of_trump
    assert result.double_dummy == 12
    assert result.awarded == 11


@pytest.mark.parametrize("policy", [POLICY_2017, POLICY_2007])
def test_law_70c2_no_trump_drawn_yet_is_no_trump_forgotten(policy: ClaimPolicy) -> None:
    # A claim at the first trick with all the opponents' trumps out: no one
    # forgets trumps he never drew, so the claimer is taken to draw them.
    deal = "N:AKQJT.AKQ.AKQ.AK 32.JT9.JT9.QJT98 98765.876.876.76 4.5432.5432.5432"
    position = Position.from_pbn(deal, "S", "W", won=(0, 0))
    result = adjudicate(position, N, 13, policy=policy)
    assert not result.unaware_of_trump
    assert result.awarded == 13


def test_law_70e1_unstated_finesse_not_accepted() -> None:
    result = adjudicate(FINESSE, S, 13)
    assert result.awarded == 12
    assert result.line[2] == (N, Card.parse("HA"))
    assert "The finesse with ♥Q was not stated" in texts(result)


def test_law_70e1_stated_finesse_is_played() -> None:
    result = adjudicate(FINESSE, S, 13, "finesse HQ")
    assert result.awarded == 13
    assert result.line[2] == (N, Card.parse("HQ"))


def test_law_70e1_finesse_that_loses_is_not_forced_on_the_claimer() -> None:
    # The king sits over the queen: the finesse loses, and so does the ace;
    # either way one trick, whatever was stated.
    position = Position.from_pbn("N:.AQ.. .K6.. .32.. .54..", None, "S", won=(11, 0))
    assert adjudicate(position, S, 13).awarded == 12
    assert adjudicate(position, S, 13, "finesse HQ").awarded == 12


#: East has shown out of hearts before the claim: the finesse against West's
#: king is marked.
MARKED = Position.from_pbn(
    "N:.AQ.. 32... .54.. .K6..", None, "S", won=(11, 0), voids=[(E, Suit.HEARTS)]
)


def test_law_70e1_exception_opponent_showed_out() -> None:
    result = adjudicate(MARKED, S, 13)
    assert result.awarded == 13
    assert "shown out" in texts(result)


def test_law_70e1_exception_needs_the_show_out_before_the_claim() -> None:
    # Same cards, but nobody has shown out yet: the finesse is not marked.
    unmarked = Position(MARKED.hands, None, S, (), (11, 0))
    assert adjudicate(unmarked, S, 13).awarded == 12


def test_law_70e1_2007_irrational_not_to_finesse() -> None:
    # After West's low heart he has one card left, East two: East cannot hold a
    # singleton king, so the ace cannot drop it. 2007 accepts the finesse as
    # the only rational play; 2017's 70E1 has no such clause.
    position = Position.from_pbn("N:.AQ.. .64.. .32.. .K5..", None, "S", won=(11, 0))
    result_2007 = adjudicate(position, S, 13, policy=POLICY_2007)
    assert result_2007.awarded == 13
    assert "would be irrational" in texts(result_2007)
    assert adjudicate(position, S, 13, policy=POLICY_2017).awarded == 12


def test_law_70d1_blocked_suit_is_unblocked() -> None:
    # S2 first can never gain and loses the diamond trick whatever the
    # opponents hold: blocking the suit is irrational, not careless, and is
    # never assumed (docs/claims.md, "crossing to the wrong hand").
    result = adjudicate(BLOCKED, N, 13)
    assert result.awarded == 13
    assert result.line[0] == (N, Card.parse("SA"))


def test_law_70d1_stated_order_unblocks() -> None:
    assert adjudicate(BLOCKED, N, 13, "SA S2").awarded == 13


def test_law_70d1_stated_blocking_order_is_followed() -> None:
    # The line stated is followed (70B1) even when it blocks the suit.
    assert adjudicate(BLOCKED, N, 13, "S2; SK; SQ").awarded == 12


def test_law_70d1_entries_are_not_cashed_early() -> None:
    # The blocked ending with the diamond ace as South's entry: cashing the
    # entry before the spades strands a spade on every layout, so no normal
    # line does it; stated "SA; S2" the spades run first as well (13).
    position = Position.from_pbn("N:A2..2.2 654...3 KQJ..A. 87..K.4", None, "N", won=(9, 0))
    assert adjudicate(position, N, 13).awarded == 13
    assert adjudicate(position, N, 13, "SA; S2").awarded == 13
    assert adjudicate(position, N, 13, "S2; DA; SQ").awarded == 12


def test_law_70d2_defender_claim_partner_choices_go_against_him() -> None:
    # The blocked ending turned a seat: East claims, West's careless order blocks.
    position = Position.from_pbn("N:654... A2..2. 87..A. KQJ...", None, "E", won=(0, 10))
    result = adjudicate(position, E, 13, declarer=N)
    assert result.awarded == 12
    assert "70D2" in result.laws


def test_law_70_concede_the_rest_in_the_line() -> None:
    # "SA, then concede the rest": the claim is one trick; the line stops there.
    position = Position.from_pbn("N:A2..2. 654... KQJ... 87..A.", None, "N", won=(10, 0))
    result = adjudicate(position, N, 11, "SA; concede the rest")
    assert result.awarded == 11
    assert len(result.line) == 4


def test_law_70_award_never_exceeds_the_claim() -> None:
    result = adjudicate(FINESSE, S, 12, "finesse HQ")
    assert result.awarded == 12
    assert result.double_dummy == 13


def test_law_70_bad_claim_count_is_refused() -> None:
    from bridgelaws.cards import BridgeError

    with pytest.raises(BridgeError, match="does not fit"):
        adjudicate(FINESSE, S, 10)


# -- property ----------------------------------------------------------------------------


def _legal_line(position: Position, result: Adjudication) -> bool:
    """The line played out is legal play from the position (Law 44)."""
    hands = {seat: set(position.hands[seat]) for seat in Seat}
    trick = list(position.trick)
    nxt = position.next_seat
    for seat, card in result.line:
        if seat is not nxt or card not in hands[seat]:
            return False
        if trick:
            led = trick[0][1].suit
            if card.suit is not led and any(c.suit is led for c in hands[seat]):
                return False
        hands[seat].remove(card)
        trick.append((seat, card))
        if len(trick) == 4:
            nxt = trick_winner(trick, position.trump)
            trick = []
        else:
            nxt = nxt.lho
    return True


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    size=st.integers(1, 4),
    trump=st.sampled_from([None, *Suit]),
    claimer=st.sampled_from(list(Seat)),
    leader=st.sampled_from(list(Seat)),
    started=st.integers(0, 3),
    line_kind=st.sampled_from(["", "draw trumps", "run", "cards", "finesse", "concede"]),
)
def test_law_70_random_endings_never_crash_and_stay_in_bounds(
    seed: int,
    size: int,
    trump: Suit | None,
    claimer: Seat,
    leader: Seat,
    started: int,
    line_kind: str,
) -> None:
    rng = random.Random(seed)
    deal = Deal.random(rng)
    hands = [sorted(deal[seat].cards) for seat in Seat]
    for hand in hands:
        rng.shuffle(hand)
    chosen = [set(hand[: size + 1]) for hand in hands]
    # cards already played to the current trick, following suit where possible
    trick: list[tuple[Seat, Card]] = []
    for i in range(min(started, 3)):
        seat = leader.next(i)
        pool = chosen[seat]
        if trick:
            same = [c for c in pool if c.suit is trick[0][1].suit]
            pool = set(same) or pool
        card = sorted(pool)[0]
        chosen[seat].discard(card)
        trick.append((seat, card))
    played_tricks = 13 - size - 1
    ns = rng.randint(0, played_tricks)
    won = (ns, played_tricks - ns)
    position = Position(
        (
            frozenset(chosen[0]),
            frozenset(chosen[1]),
            frozenset(chosen[2]),
            frozenset(chosen[3]),
        ),
        trump,
        leader,
        tuple(trick),
        won,
    )
    mine = sorted(position.hands[claimer] | position.hands[claimer.partner], reverse=True)
    line = {
        "": "",
        "draw trumps": "draw trumps",
        "run": f"run {mine[0].suit.letter}" if mine else "",
        "cards": " ".join(c.name for c in mine[:2]),
        "finesse": f"finesse {mine[-1].name}" if mine else "",
        "concede": f"{mine[0].name}; concede the rest" if mine else "concede",
    }[line_kind]
    already = won[claimer.side]
    claimed = rng.randint(already, already + position.remaining)
    result = adjudicate(position, claimer, claimed, line)
    assert already <= result.awarded <= claimed
    assert result.awarded <= result.double_dummy
    assert _legal_line(position, result)


# -- the model of normal play (docs/claims.md): irrational plays are never assumed


def test_law_70d1_discarding_a_winner_is_irrational() -> None:
    # No trumps, South runs DA DK and then leads H2 to North's ace. North
    # discards twice: throwing the HA while holding two losing clubs can never
    # gain, so only the clubs go.
    position = Position.from_pbn("N:.A..32 .3..54 .2.AK. .4..76", None, "S", won=(10, 0))
    result = adjudicate(position, S, 13)
    assert result.awarded == 13
    assert (N, Card.parse("HA")) in result.line[-4:]


def test_law_70d1_ruffing_own_winner_is_irrational() -> None:
    # Spades trumps: North leads HA; South, void in hearts, discards his losing
    # club rather than ruff his partner's winner, and the HK wins too. Ruffing
    # the ace and then leading the club would lose a trick.
    position = Position.from_pbn("N:.AK.. .43.. 2...2 .5..3", "S", "N", won=(11, 0))
    result = adjudicate(position, N, 13)
    assert result.awarded == 13
    assert result.line[2] == (S, Card.parse("C2"))


def test_law_70d1_leading_into_a_tenace_is_irrational() -> None:
    # No trumps, North on lead with DA and C2; East holds CA CQ. Cashing the
    # diamond first keeps one trick on every layout; the club first can only
    # lose more, so it is not a normal line.
    position = Position.from_pbn("N:..A.2 ...AQ ..K.3 ...54", None, "N", won=(11, 0))
    result = adjudicate(position, N, 12)
    assert result.awarded == 12
    assert result.line[0] == (N, Card.parse("DA"))


def test_law_70d1_a_guess_is_careless_not_irrational() -> None:
    # No trumps: AJ3 opposite KT2, the queen missing. Either way round is a
    # plan that wins on some layout: the guess goes against the claimer.
    position = Position.from_pbn("N:AJ3... Q54... KT2... 876...", None, "N", won=(10, 0))
    assert adjudicate(position, N, 13).awarded == 12
    mirrored = Position.from_pbn("N:AJ3... 876... KT2... Q54...", None, "N", won=(10, 0))
    assert adjudicate(mirrored, N, 13).awarded == 12
