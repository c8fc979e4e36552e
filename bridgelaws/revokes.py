"""Laws 61-64 in one place: the tricks a revoke costs once play is over.

:func:`transfer` is a pure function of the revokes (:class:`Revoke`), the
winners of the quitted tricks and the edition's :class:`TransferPolicy`; it
returns the :class:`~bridgelaws.rulings.Adjustment` s. Every exception is
decided here once, in this order:

* 64B7: when both sides revoked on the board there is no transfer at all (the
  director may still adjust, 64C2b). A revoke that itself transfers nothing
  under 64B3 is a revoke all the same, so it counts here, and so does a
  revoke 67B1 deems a player to have made in a defective trick;
* 64B2: a later revoke in the same suit by the same player transfers nothing;
* 64B6: nor does a revoke on the twelfth trick;
* 64B3: nor a failure to play a card that lay face up as a penalty card
  (2017) or any faced card (2007) (``faced``), or a card of dummy's;
* 64B1: nor a revoke after which the offending side won no trick;
* 64A1 / 64A2: otherwise one trick, or two when the offender won the revoke
  trick and his side won another later, never more than the side won.

The NBB rubber rules (rule 55(6) of seed 001) use the same function with
:data:`RUBBER`: two tricks for a side's first penalised revoke and one for
each further one, from the tricks the side won from its first revoke on
(claimed tricks included); dummy's revokes cost nothing (55(1)(a)(III)).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bridgelaws.cards import Seat, Side, Suit
from bridgelaws.rulings import Adjustment

__all__ = ["DUPLICATE", "RUBBER", "Revoke", "TransferPolicy", "branches", "transfer"]


@dataclass(frozen=True, slots=True)
class Revoke:
    """An established revoke (63), as the transfer needs it."""

    offender: Seat
    #: the revoke trick, counted from 0
    trick: int
    #: the suit led to it (the suit the offender failed to follow); None when
    #: no one said (a rubber revoke claim upheld without its suit, 55(8))
    suit: Suit | None
    #: 64B3: every card of the suit the offender held lay face up (penalty
    #: cards; 2007: any faced card)
    faced: bool = False
    #: the law that frees this revoke of any transfer whatever the cards (43B3,
    #: 64B4, 64B5); ``None`` when 64A may apply
    exempt: str | None = None
    #: 67B1a/67B1b: the offender failed to play to this (defective) trick and is
    #: deemed to have revoked in it: one trick as in 64A2, if his side won it or
    #: a later trick that no other revoke took; when the other side revoked
    #: too, nothing (64B7)
    deemed: str | None = None


@dataclass(frozen=True, slots=True)
class TransferPolicy:
    """How an edition transfers tricks after established revokes."""

    #: duplicate (64A, 64B) or the rubber rules' per-side count (55(6))
    per_side: bool
    #: the law cited on a per-side transfer
    law: str = "64"


#: the Laws of Duplicate Bridge (64A, 64B; 2017 and 2007 alike)
DUPLICATE = TransferPolicy(per_side=False)
#: the NBB rubber rules, rule 55(6)
RUBBER = TransferPolicy(per_side=True, law="55(6)")


def transfer(
    revokes: Sequence[Revoke],
    winners: Sequence[Seat],
    dummy: Seat,
    policy: TransferPolicy = DUPLICATE,
    claimed: Mapping[Side, int] | None = None,
) -> list[Adjustment]:
    """The tricks transferred after ``revokes``; ``winners`` are the winners
    of the quitted tricks in order, ``claimed`` the tricks each side gets by
    an agreed claim or concession beyond them, which count as won (69A)."""
    if policy.per_side:
        return _per_side(revokes, winners, dummy, policy, claimed or {})
    return [
        Adjustment(law, revoke.offender.side.other, count)
        for revoke, law, count in branches(revokes, winners, dummy, claimed)
        if count
    ]


def branches(
    revokes: Sequence[Revoke],
    winners: Sequence[Seat],
    dummy: Seat,
    claimed: Mapping[Side, int] | None = None,
) -> list[tuple[Revoke, str, int]]:
    """Law 64 revoke by revoke: the law of the branch taken (64A1, 64A2, or the
    exception that leaves it: 64B1, 64B2, 64B3, 64B6, 64B7, an ``exempt``
    law; for a revoke ``deemed`` in a defective trick its 67B1 law) and the
    tricks it transfers, in the order of ``revokes`` with the deemed ones
    last."""
    claimed = claimed or {}
    real = [r for r in revokes if r.deemed is None]
    # 64B7: both sides revoked (43B3 aside: that revoke is no irregularity to
    # rectify). A player 67B1 deems to have revoked has revoked for 64B7 too:
    # his one trick is transferred "as in 64A2", and 64B lists when no such
    # transfer is made, so a revoke by the other side leaves both untransferred
    both = len({r.offender.side for r in revokes if r.exempt != "43B3"}) == 2
    out: list[tuple[Revoke, str, int]] = []
    seen: set[tuple[Seat, Suit | None]] = set()
    # each side's tricks by position (claimed ones after the quitted ones, 69A);
    # a trick transferred for one revoke is not transferred again, so each
    # revoke takes from the tricks its side won from its revoke trick on
    # that no other revoke has taken (64A: never more than the side won)
    won = {
        side: [i for i, w in enumerate(winners) if w.side is side]
        + [len(winners) + k for k in range(max(claimed.get(side, 0), 0))]
        for side in (Side.NS, Side.EW)
    }
    taken: set[tuple[Side, int]] = set()
    #: revoke tricks a later 64A1 transfer needs: taken last by other revokes
    needed = {r.trick for r in real if r.trick < len(winners) and winners[r.trick] is r.offender}
    # the real revokes first, then those deemed in defective tricks (67B1)
    for revoke in [*real, *(r for r in revokes if r.deemed is not None)]:
        if revoke.deemed is not None and both:
            out.append((revoke, "64B7", 0))
            continue
        if revoke.deemed is not None:
            side = revoke.offender.side
            later = [p for p in won[side] if p >= revoke.trick]
            left = sorted(p for p in later if (side, p) not in taken)
            # none won from the defective trick on: 64B1, as for any revoke
            out.append((revoke, revoke.deemed if later else "64B1", 1 if left else 0))
            taken.update((side, p) for p in left[:1])
            continue
        if both:
            out.append((revoke, revoke.exempt or "64B7", 0))
            continue
        if revoke.exempt is not None:
            out.append((revoke, revoke.exempt, 0))  # 43B3, 64B4, 64B5
            continue
        if revoke.faced:
            out.append((revoke, "64B3", 0))  # a card that lay face up (counts for 64B7)
            continue
        offender = revoke.offender
        key = (offender, revoke.suit)
        if key in seen:
            out.append((revoke, "64B2", 0))  # a later revoke in the same suit, same player
            continue
        seen.add(key)
        number = revoke.trick
        if number == 11:
            out.append((revoke, "64B6", 0))  # a revoke on the twelfth trick
            continue
        if offender is dummy:
            out.append((revoke, "64B3", 0))  # failure to play a card of dummy's
            continue
        side = offender.side
        later = [p for p in won[side] if p >= number]
        if not later:
            out.append((revoke, "64B1", 0))
            continue
        left = sorted(
            (p for p in later if (side, p) not in taken),
            key=lambda p: (p != number, p in needed, p),
        )
        if not left:
            out.append((revoke, "64A", 0))  # every such trick has gone to another revoke
            continue
        if number < len(winners) and winners[number] is offender:
            # 64A1: the revoke trick, plus one more won afterwards by the side
            chosen = left[:2]
            out.append((revoke, "64A1", len(chosen)))
        else:
            chosen = left[:1]
            out.append((revoke, "64A2", 1))
        taken.update((side, p) for p in chosen)
    return out


def _per_side(
    revokes: Sequence[Revoke],
    winners: Sequence[Seat],
    dummy: Seat,
    policy: TransferPolicy,
    claimed: Mapping[Side, int],
) -> list[Adjustment]:
    """55(6): per side, two tricks for the first revoke and one for each
    further one, from the tricks won from the first revoke on."""
    out: list[Adjustment] = []
    for side in (Side.NS, Side.EW):
        mine = [r for r in revokes if r.offender.side is side and r.offender is not dummy]
        if not mine:
            continue
        first = min(r.trick for r in mine)
        won = sum(1 for w in winners[first:] if w.side is side) + claimed.get(side, 0)
        count = min(2 + len(mine) - 1, won)
        if count:
            out.append(Adjustment(policy.law, side.other, count))
    return out
