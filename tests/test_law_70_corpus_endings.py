"""Law 70: endings taken from the corpus's accepted claims where the model of
normal play was harsher than a director (docs/claims.md, "Measured"), each
with what a director awards and why, in both editions.

Each position is the real one at the claim (file and board named), so that a
change to the model that brings the old shortfall back fails here."""

from __future__ import annotations

import pytest

from bridgelaws.cards import Seat, Suit
from bridgelaws.claims import POLICY_2007, POLICY_2017, ClaimPolicy, Position, adjudicate

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
EDITIONS = pytest.mark.parametrize("policy", [POLICY_2017, POLICY_2007], ids=["2017", "2007"])

#: 1999 IOC Grand Prix final, board 1 (FINAL5.PBN): 4S by East, East on lead
#: with nine cards left claims them all. Five trumps are out (North S74, South
#: ST63), so the claimer knows about them (70C does not apply). After two
#: rounds of trumps South's ST is the last; West holds SK SQ over it. Cashing
#: the HK before drawing it lets South ruff although the hearts break
#: normally (2-1): the only bad break on the table is in diamonds (North D9,
#: South DJT86), a suit that has nothing to do with the order of cashing.
FINAL5_1 = Position.from_pbn(
    "N:74.73.9.QJT8 J982.QJ642.. T63.9.JT86.2 AKQ5.AKT85..", "S", "E", won=(3, 1)
)


@EDITIONS
def test_law_70d1_a_bad_break_in_a_suit_not_played_does_not_make_an_order_careless(
    policy: ClaimPolicy,
) -> None:
    # A cashing order that loses only when a suit breaks badly is careless
    # (held against the claimer) only when the bad break is in a suit the
    # order plays, or in trumps; here the heart is ruffed on a normal heart
    # break, so leading it before the master trumps is a play no director
    # assumes: the whole claim is awarded. (Before, any bad break anywhere
    # made the order careless: 9 of 10.)
    result = adjudicate(FINAL5_1, E, 10, policy=policy)
    assert result.awarded == 10 == result.double_dummy


#: 2000 China Cup, board 6 (M1WEICHI.PBN): 3S by South; North has led the H4
#: and South, with six cards left, claims eight tricks (five of the six). No
#: trump is out against him: his side holds all five (North S97, South SJT8).
#: On the line that lost a trick, North later leads the C8, East plays the C9
#: and South throws a heart instead of ruffing: that does better only on
#: layouts where a suit breaks badly (the heart that South keeps matters only
#: then) and loses a trick where the suits break as a claimer expects.
M1WEICHI_6 = Position.from_pbn(
    "N:97.J8..8 .K9.7.Q96 JT8.A63.. .QT75.T.T",
    "S",
    "N",
    trick="H4",
    won=(3, 4),
    voids=[(S, Suit.DIAMONDS)],
)


@EDITIONS
def test_law_70d1_a_play_that_gains_only_on_a_bad_break_is_no_plan(policy: ClaimPolicy) -> None:
    # The claimer expected the suits to break normally when he claimed (that
    # is why an order that loses to a bad break is held against him); for the
    # same reason he does not give up a claimed trick to guard against a bad
    # break he did not expect. Throwing the heart instead of ruffing is such a
    # play: not normal, so the claim stands (before: 7 of 8).
    result = adjudicate(M1WEICHI_6, S, 8, policy=policy)
    assert result.awarded == 8 == result.double_dummy
