"""Rubber-bridge scoring as the NBB rubber rulebook gives it (seed 001, rules 27-36).

A deal's result becomes :class:`Entry` s on the score sheet, each for one side,
below the line (trick points, rule 27(2)) or above it (premium points):

- trick points (30): clubs and diamonds 20 a trick, hearts and spades 30;
  no-trump 30 for the 1st, 3rd, 5th and 7th odd trick and 40 for the 2nd, 4th
  and 6th (so 1NT 30, 2NT 70, 3NT 100, ... 7NT 240); doubled x2, redoubled x4;
- overtricks (31): undoubled, what the trick would have scored below the line
  had it been bid (so at no-trump the same 30/40 alternation goes on);
  doubled 100 a trick not vulnerable, 200 vulnerable, twice that redoubled;
- undertricks (32), to the defenders: not vulnerable 50 a trick undoubled,
  doubled 100, 150, 200, ... (50 more for each further trick); vulnerable
  undoubled as non-vulnerable doubled, doubled twice vulnerable undoubled;
  redoubled always twice doubled;
- honours (33), to the side whose player holds them, declarer's or not:
  four trump honours (A K Q J 10) in one hand 100, all five 150; at no-trump
  the four aces in one hand 150;
- slams bid and made (34): small slam 500 / 750 vulnerable (also a six-level
  contract made with an overtrick), grand slam 1000 / 1500 more on top of the
  small-slam bonus; a failed seven-level contract scores no small slam;
- the rubber (35): 700 to the winners of a two-game rubber, 500 of a
  three-game one; 300 for a game won in a rubber ended by arrangement.

Doubling touches trick points, overtricks and undertricks only, never honours,
slams or the rubber (13(1)). The seed has **no** bonus for making a doubled
contract ("insult"), no per-deal game bonus and no bonus for a part score in an
unfinished rubber: none is scored here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from bridgelaws.calls import Contract, Denomination, Risk
from bridgelaws.cards import Deal, InputError, Rank, Seat, Side

__all__ = [
    "DealScore",
    "Entry",
    "EntryKind",
    "Honours",
    "declarer_total",
    "honours_in",
    "overtrick_points",
    "score_deal",
    "slam_bonus",
    "trick_points",
    "undertrick_points",
]


class EntryKind(Enum):
    """What an entry on the score sheet is for, with the rule that gives it."""

    TRICKS = "tricks"  # 30, below the line
    OVERTRICKS = "overtricks"  # 31
    UNDERTRICKS = "undertricks"  # 32
    HONOURS = "honours"  # 33
    SLAM = "slam"  # 34
    RUBBER = "rubber"  # 35(a)
    UNFINISHED = "unfinished"  # 35(b): a game in a rubber ended by arrangement
    GAME = "game"  # Chicago variant only (not in the seed)
    PART_SCORE = "part_score"  # Chicago variant only (not in the seed)

    @property
    def rule(self) -> str:
        return _RULES[self]

    @property
    def below(self) -> bool:
        """Only trick points for tricks bid and made go below the line (27(2))."""
        return self is EntryKind.TRICKS


_RULES: Final = {
    EntryKind.TRICKS: "30",
    EntryKind.OVERTRICKS: "31",
    EntryKind.UNDERTRICKS: "32",
    EntryKind.HONOURS: "33",
    EntryKind.SLAM: "34",
    EntryKind.RUBBER: "35(a)",
    EntryKind.UNFINISHED: "35(b)",
    EntryKind.GAME: "Chicago",
    EntryKind.PART_SCORE: "Chicago",
}


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry on the sheet: ``points`` for ``side``, below or above the line."""

    side: Side
    kind: EntryKind
    points: int

    @property
    def below(self) -> bool:
        return self.kind.below

    def to_json(self) -> dict[str, object]:
        return {
            "side": self.side.name,
            "kind": self.kind.value,
            "line": "below" if self.below else "above",
            "points": self.points,
            "rule": self.kind.rule,
        }


@dataclass(frozen=True, slots=True)
class Honours:
    """Honours held in one hand (rule 33): ``count`` trump honours, or the
    four aces at no-trump (``count`` 4, ``notrump`` True)."""

    seat: Seat | None
    side: Side
    count: int
    notrump: bool = False

    def __post_init__(self) -> None:
        if self.notrump and self.count != 4:
            raise InputError(
                "honours: at no-trump only the four aces count, not {count}", count=self.count
            )
        if self.count not in (4, 5):
            raise InputError(
                "honours: {count} honours in one hand score nothing (4 or 5)", count=self.count
            )

    @property
    def points(self) -> int:
        if self.notrump:
            return 150
        return 150 if self.count == 5 else 100

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"side": self.side.name, "count": self.count}
        if self.seat is not None:
            out["seat"] = self.seat.letter
        out["aces"] = self.notrump
        out["points"] = self.points
        return out

    @classmethod
    def parse(cls, text: str, denomination: Denomination | None) -> Honours:
        """``S4``, ``E5``, ``NS4``, ``W:4`` (seat or side, then the count; at
        no-trump ``4`` means the four aces)."""
        if denomination is None:
            raise InputError("honours: a passed-out deal has no honours")
        key = text.strip().upper().replace(":", "").replace(" ", "")
        who, count = key.rstrip("0123456789"), key[len(key.rstrip("0123456789")) :]
        if not who or not count:
            raise InputError(
                "honours: {value} is not a seat or side and a count (e.g. S4)", value=repr(text)
            )
        seat: Seat | None = None
        if who in ("NS", "EW"):
            side = Side.parse(who)
        else:
            seat = Seat.parse(who)
            side = seat.side
        return cls(seat, side, int(count), denomination is Denomination.NOTRUMP)


_HONOURS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


def honours_in(deal: Deal, denomination: Denomination) -> Honours | None:
    """The honours one hand of ``deal`` holds in ``denomination`` (rule 33,
    definition XXIX): four or five trump honours, or the four aces at
    no-trump; ``None`` when no hand holds enough."""
    for seat in Seat:
        hand = deal[seat]
        if denomination is Denomination.NOTRUMP:
            if sum(1 for card in hand if card.rank is Rank.ACE) == 4:
                return Honours(seat, seat.side, 4, notrump=True)
            continue
        trump = denomination.trump
        count = sum(1 for card in hand if card.suit is trump and card.rank in _HONOURS)
        if count >= 4:
            return Honours(seat, seat.side, count)
    return None


def _trick_value(denomination: Denomination, number: int) -> int:
    """Undoubled value of the ``number``-th odd trick (rule 30)."""
    if denomination is Denomination.NOTRUMP:
        return 40 if number % 2 == 0 else 30  # 1st, 3rd, 5th, 7th: 30; others 40
    return 30 if denomination.is_major else 20


def trick_points(level: int, denomination: Denomination, risk: Risk = Risk.UNDOUBLED) -> int:
    """Trick points for ``level`` odd tricks bid and made (rule 30), x2/x4."""
    if not 1 <= level <= 7:
        raise InputError("no contract has level {level}; levels run from 1 to 7", level=level)
    return sum(_trick_value(denomination, n) for n in range(1, level + 1)) * risk


def overtrick_points(contract: Contract, over: int, vulnerable: bool) -> int:
    """Premium for ``over`` overtricks (rule 31)."""
    if over <= 0:
        return 0
    assert contract.denomination is not None
    if contract.risk is Risk.UNDOUBLED:
        # what each trick would have scored below the line had it been bid
        first = contract.level + 1
        return sum(_trick_value(contract.denomination, n) for n in range(first, first + over))
    return over * (200 if vulnerable else 100) * (contract.risk // 2)


def undertrick_points(down: int, risk: Risk, vulnerable: bool) -> int:
    """The defenders' premium for ``down`` undertricks (rule 32)."""
    if not 1 <= down <= 13:
        raise InputError("{value} is not a number of undertricks (1 to 13)", value=down)
    # not vulnerable, doubled: 100 for the first, 50 more for each next one
    doubled = sum(100 + 50 * n for n in range(down))
    if not vulnerable:
        return {Risk.UNDOUBLED: 50 * down, Risk.DOUBLED: doubled, Risk.REDOUBLED: 2 * doubled}[risk]
    # vulnerable: undoubled as non-vulnerable doubled, and each step twice the last
    return doubled * risk


def slam_bonus(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """Rule 34: slams bid and made; the grand slam bonus comes on top of the
    small slam's (500 + 1000 = 1500, vulnerable 750 + 1500 = 2250)."""
    if contract.is_passed_out or tricks < contract.tricks_needed or contract.level < 6:
        return 0  # a failed seven scores no small slam either
    small = 750 if vulnerable else 500
    if contract.level == 7:
        return small + (1500 if vulnerable else 1000)
    return small


@dataclass(frozen=True, slots=True)
class DealScore:
    """The entries one deal puts on the sheet."""

    entries: tuple[Entry, ...] = ()

    def below(self, side: Side) -> int:
        return sum(e.points for e in self.entries if e.side is side and e.below)

    def above(self, side: Side) -> int:
        return sum(e.points for e in self.entries if e.side is side and not e.below)

    def total(self, side: Side) -> int:
        return sum(e.points for e in self.entries if e.side is side)

    def net(self, side: Side) -> int:
        """``side``'s total minus the other side's: the deal's worth to it."""
        return self.total(side) - self.total(side.other)

    def to_json(self) -> dict[str, object]:
        return {
            "entries": [e.to_json() for e in self.entries],
            **{
                side.name: {"above": self.above(side), "below": self.below(side)}
                for side in (Side.NS, Side.EW)
            },
        }


def score_deal(
    contract: Contract,
    tricks: int,
    vulnerable: bool,
    honours: Honours | None = None,
    declarer: Seat | None = None,
) -> DealScore:
    """The entries of one deal (rules 27, 30-34): declarer's side took
    ``tricks`` tricks (transferred revoke tricks included, 55(7)); ``vulnerable``
    is declarer's side's vulnerability; ``honours`` as held (to either side)."""
    if not 0 <= tricks <= 13:
        raise InputError("{value} is not a number of tricks (0 to 13)", value=tricks)
    if contract.is_passed_out:
        return DealScore()
    seat = declarer if declarer is not None else contract.declarer
    if seat is None:
        raise InputError("the contract {contract} has no declarer", contract=contract)
    assert contract.denomination is not None
    side = seat.side
    entries: list[Entry] = []
    needed = contract.tricks_needed
    if tricks >= needed:
        below = trick_points(contract.level, contract.denomination, contract.risk)
        entries.append(Entry(side, EntryKind.TRICKS, below))
        over = overtrick_points(contract, tricks - needed, vulnerable)
        if over:
            entries.append(Entry(side, EntryKind.OVERTRICKS, over))
        slam = slam_bonus(contract, tricks, vulnerable)
        if slam:
            entries.append(Entry(side, EntryKind.SLAM, slam))
    else:
        down = undertrick_points(needed - tricks, contract.risk, vulnerable)
        entries.append(Entry(side.other, EntryKind.UNDERTRICKS, down))
    if honours is not None:
        if honours.notrump != (contract.denomination is Denomination.NOTRUMP):
            if honours.notrump:
                raise InputError(
                    "honours at {contract}: the four aces count only at no-trump",
                    contract=contract.to_pbn(),
                )
            raise InputError("honours at {contract}: no trump suit", contract=contract.to_pbn())
        entries.append(Entry(honours.side, EntryKind.HONOURS, honours.points))
    return DealScore(tuple(entries))


def declarer_total(contract: Contract, tricks: int, vulnerable: bool) -> int:
    """Declarer's side's points for the deal, honours left out: the trick
    points and premiums when made, minus the defenders' undertricks when not."""
    if contract.is_passed_out:
        return 0
    seat = contract.declarer if contract.declarer is not None else Seat.NORTH
    return score_deal(contract.with_declarer(seat), tricks, vulnerable).net(seat.side)
