"""Benchmark: Law 70 adjudication of claims with 13 cards left.

Deals are drawn with a fixed seed until North-South hold at least 28 high-card
points; the trump is their longest combined suit (no trump when it has fewer
than eight cards). North, on lead to the first trick, claims the double-dummy
number of tricks without stating a line, which leaves every choice open: the
slowest kind of claim to adjudicate. Prints each award beside the double-dummy
figure (a claim at the first trick often needs a guess double dummy does not
have to make, so awards below it are expected), how many are awarded in full,
and each time with the median and maximum: wall-clock time (what the director
waits) and the process's CPU time (what the adjudication costs; on a machine
shared with other jobs the wall-clock time is a multiple of it), and their
ratio, which says how loaded the machine was while measuring.

    python bench/claim.py [--count 20] [--seed 1] [--statement "draw trumps"]

With ``--statement`` the claim carries that line (in a no-trump deal a
statement about trumps states nothing): the claim policy then tries every
double-dummy equal card of the opponents (``equal_cards_when_stated``), so
this measures the strict search's time with 13 cards left.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bridgelaws.cards import Deal, Seat, Suit
from bridgelaws.claims import Position, adjudicate


def positions(count: int, seed: int) -> list[tuple[Position, int]]:
    rng = random.Random(seed)
    out: list[tuple[Position, int]] = []
    while len(out) < count:
        deal = Deal.random(rng)
        if deal[Seat.NORTH].hcp() + deal[Seat.SOUTH].hcp() < 28:
            continue
        lengths = {s: deal[Seat.NORTH].count(s) + deal[Seat.SOUTH].count(s) for s in Suit}
        longest = max(Suit, key=lambda s: lengths[s])
        trump = longest if lengths[longest] >= 8 else None
        hands = (
            deal[Seat.NORTH].cards,
            deal[Seat.EAST].cards,
            deal[Seat.SOUTH].cards,
            deal[Seat.WEST].cards,
        )
        position = Position(hands, trump, Seat.NORTH)
        # claim what double-dummy play makes (found by a first adjudication's DD figure)
        claim = adjudicate(position, Seat.NORTH, 0).double_dummy
        out.append((position, claim))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--statement", default=None, help="the claim's stated line")
    args = parser.parse_args()
    times: list[float] = []
    cpu: list[float] = []
    full = 0
    for position, claim in positions(args.count, args.seed):
        started, started_cpu = time.perf_counter(), time.process_time()
        result = adjudicate(position, Seat.NORTH, claim, args.statement)
        elapsed = time.perf_counter() - started
        times.append(elapsed)
        cpu.append(time.process_time() - started_cpu)
        full += result.awarded >= claim
        trump = position.trump.letter if position.trump is not None else "NT"
        print(
            f"{trump:>2}  claim {claim:2}  awarded {result.awarded:2}  "
            f"double dummy {result.double_dummy:2}  {elapsed:6.3f} s  (cpu {cpu[-1]:.3f} s)"
        )
    print(f"{full} of {len(times)} double-dummy claims awarded in full")
    print(
        f"{len(times)} claims with 13 cards left: median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s wall-clock; cpu median {statistics.median(cpu):.3f} s, "
        f"max {max(cpu):.3f} s; wall/cpu {sum(times) / max(sum(cpu), 1e-9):.1f}x"
    )


if __name__ == "__main__":
    main()
