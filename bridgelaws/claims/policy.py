"""What the editions say differently about claims (Laws 68D, 70C2, 70E1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

# -- the edition policy --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClaimPolicy:
    """What the editions say differently about claims (inventory §2.2).

    ``c2_wording``: 70C2's test, "plausible" (2017) or "at all likely" (2007).
    ``forgettable_trumps``: how many trumps still out against the claimer he
    may plausibly have lost count of (docs/claims.md, "70C"): one under 2017's
    "plausible", two under 2007's lower "at all likely"; with more out, or with
    no trump played yet (he cannot have lost count of trumps he never drew), he
    is taken to know they are there. ``e1_irrational_clause``: 2007's
    70E1 also accepts an unstated finesse when not taking it would be irrational
    (here: when counting shows the missing card cannot drop). ``play_may_continue``:
    68D2b (2017) lets play go on after a disputed claim when all four agree; 2007's
    68D ends play. ``opponents_try_equal_cards``: the opponents' double-dummy
    equal cards are each tried and the one worst for the claimer counts (the
    strict reading of 70A); off in both editions, because the model of the
    claimer's normal plays is tuned against the lowest of them: tried, they
    steer into lines no director calls normal (docs/claims.md, the corpus
    figures with it on and off). ``equal_cards_when_stated``: the same strict
    reading for a claim with a stated line (70B1, 70D1), whose remaining
    choices are few, so that the stated line is not helped by a defender
    who happens to play the card that suits it (a squeeze's discard)."""

    edition: str = "2017"
    c2_wording: str = "plausible"
    forgettable_trumps: int = 1
    e1_irrational_clause: bool = False
    play_may_continue: bool = True
    opponents_try_equal_cards: bool = False
    equal_cards_when_stated: bool = True

    def unaware_of_trump(self, mentioned: bool, out: int, played: int) -> bool:
        """70C1-C2: is the claimer taken not to know an opponent still has a
        trump? ``out``: the trumps the opponents hold; ``played``: the trumps
        already gone from play."""
        if mentioned or out == 0:
            return False
        return out <= self.forgettable_trumps and played > 0


POLICY_2017: Final = ClaimPolicy()
POLICY_2007: Final = ClaimPolicy(
    edition="2007",
    c2_wording="at all likely",
    forgettable_trumps=2,
    e1_irrational_clause=True,
    play_may_continue=False,
)
