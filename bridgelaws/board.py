"""Duplicate boards: dealer and vulnerability from the board number (Law 2)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from bridgelaws.cards import Deal, InputError, Seat, Side, shown


class Vulnerability(Enum):
    """Which sides are vulnerable on a board (Law 2), with PBN spellings."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    ALL = "All"

    def is_vulnerable(self, who: Seat | Side) -> bool:
        side = who.side if isinstance(who, Seat) else who
        if self is Vulnerability.ALL:
            return True
        if self is Vulnerability.NONE:
            return False
        return (self is Vulnerability.NS) == (side is Side.NS)

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read PBN (``None``, ``Love``, ``-``, ``NS``, ``EW``, ``All``, ``Both``) or
        LIN (``o``, ``n``, ``e``, ``b``) spellings, case-insensitively."""
        value = _VULNERABILITY_BY_TEXT.get(text.strip().upper().replace("-", "").replace("/", ""))
        if value is None:
            raise InputError(
                "not a vulnerability: {value} (expected None, NS, EW or All)", value=shown(text)
            )
        return value

    def __str__(self) -> str:
        return self.value


_VULNERABILITY_BY_TEXT: Final = {
    "": Vulnerability.NONE,
    "NONE": Vulnerability.NONE,
    "LOVE": Vulnerability.NONE,
    "O": Vulnerability.NONE,
    "0": Vulnerability.NONE,
    "NS": Vulnerability.NS,
    "N": Vulnerability.NS,
    "EW": Vulnerability.EW,
    "E": Vulnerability.EW,
    "ALL": Vulnerability.ALL,
    "BOTH": Vulnerability.ALL,
    "B": Vulnerability.ALL,
}

# Law 2: the vulnerability of boards 1..16; the cycle repeats every 16 boards.
_VULNERABILITY_CYCLE: Final = tuple(
    Vulnerability[v] for v in "NONE NS EW ALL NS EW ALL NONE EW ALL NONE NS ALL NONE NS EW".split()
)


def dealer_for(board: int) -> Seat:
    """Law 2: North deals board 1, East board 2, and so on clockwise."""
    if board < 1:
        raise InputError("board numbers start at 1, not {number}", number=board)
    return Seat((board - 1) % 4)


def vulnerability_for(board: int) -> Vulnerability:
    """Law 2: the vulnerability printed on duplicate board ``board``."""
    if board < 1:
        raise InputError("board numbers start at 1, not {number}", number=board)
    return _VULNERABILITY_CYCLE[(board - 1) % 16]


@dataclass(frozen=True, slots=True)
class Board:
    """A duplicate board: its number, dealer, vulnerability and (optionally) deal.

    Dealer and vulnerability follow Law 2 unless given; a board whose markings
    differ from Law 2 keeps its own markings (Law 2, last paragraph).
    """

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal | None = None

    @classmethod
    def numbered(cls, number: int, deal: Deal | None = None) -> Board:
        return cls(number, dealer_for(number), vulnerability_for(number), deal)

    @property
    def follows_law_2(self) -> bool:
        return self.dealer == dealer_for(self.number) and self.vulnerability == (
            vulnerability_for(self.number)
        )
