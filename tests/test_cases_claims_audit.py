"""Law 70: endings from the audit of the corpus shortfalls (docs/claims.md,
"Measured"), each checked by hand against the law text (Dutch 2017 Laws
68-71, German 2007) and named after the law that decides it.

The comment above each ending says what a director should award and why."""

from __future__ import annotations

import pytest

from bridgelaws.cards import Seat
from bridgelaws.claims import POLICY_2007, POLICY_2017, ClaimPolicy, Position, adjudicate

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
EDITIONS = pytest.mark.parametrize("policy", [POLICY_2017, POLICY_2007], ids=["2017", "2007"])

#: Diamonds trumps, North on lead to the last four, claiming them all: North
#: ♠Q5 ♦AK, South ♠AKJ ♦4; West holds the last two trumps (♦93) and no
#: spade, East ♠T876. Two rounds of trumps, then spades, take four; a spade
#: before the trumps are drawn is ruffed (the 1997 European Championships,
#: Geonvo34 board 9, the same ending with eight cards).
AWARE = Position.from_pbn("N:Q5..AK. T876... AKJ..4. ..93.J9", "D", "N")


def test_law_70c2_a_claimer_aware_of_the_trump_draws_it_before_a_side_winner() -> None:
    # 2017: two trumps are out, more than a claimer plausibly forgets, so 70C2
    # fails and 70C gives the opponents no trick for them. Holding the master
    # trumps, he draws them before cashing a spade West could ruff: a 4-0
    # spade break does not make the other order a careless one, as it does
    # between two side suits.
    result = adjudicate(AWARE, N, 13, policy=POLICY_2017)
    assert result.awarded == 13
    assert [c.name for s, c in result.line if s is N][:2] == ["DA", "DK"]


def test_law_70c2_at_all_likely_unaware_the_side_winner_is_ruffed() -> None:
    # 2007's lower test ("at all likely") takes a claimer with two trumps out
    # after trumps were played as possibly unaware of them: cashing the spade
    # first is then a normal line, and West's trump takes a trick (70C3).
    result = adjudicate(AWARE, N, 13, policy=POLICY_2007)
    assert result.awarded == 12
    assert any("70C3" in m.text for m in result.reasons)


@EDITIONS
def test_law_70c2_the_aware_claimer_still_loses_a_trick_to_a_master_trump(
    policy: ClaimPolicy,
) -> None:
    # The same cards but West's trump is the ♦Q, above North's ♦J: no line
    # draws it, and whoever leads, West takes it. Awareness keeps no trick the
    # cards do not give.
    master = Position.from_pbn("N:Q5..KJ. T876... AKJ..4. ..Q3.J9", "D", "N")
    result = adjudicate(master, N, 13, policy=policy)
    assert result.awarded == 12 == result.double_dummy
