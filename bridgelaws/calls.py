"""Calls and contracts: pass, bids, double and redouble (Laws 18 and 19).

Calls are interned like cards: ``Call.parse("1NT") is Call.parse("1nt")``.
A bid above seven can be written down (``8S``) so that the record can hold it;
it is never a legal bid (Law 38).
"""

from __future__ import annotations

from enum import Enum, IntEnum
from typing import ClassVar, Final

from bridgelaws.cards import InputError, Seat, Suit, shown

#: A bid above seven is kept as written (``8S``, ``12NT``), up to two digits:
#: a longer level is not a call at all.
MAX_LEVEL_DIGITS: Final = 2


class Denomination(IntEnum):
    """Denominations in rank order, clubs lowest, no-trump highest (Law 18E)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def letter(self) -> str:
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def symbol(self) -> str:
        return ("♣", "♦", "♥", "♠", "NT")[self]

    @property
    def trump(self) -> Suit | None:
        """The trump suit, or ``None`` at no-trump."""
        return None if self == Denomination.NOTRUMP else Suit(self)

    @property
    def is_major(self) -> bool:
        return self in (Denomination.HEARTS, Denomination.SPADES)

    @property
    def is_minor(self) -> bool:
        return self in (Denomination.CLUBS, Denomination.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Denomination:
        key = text.strip().upper()
        value = _DENOMINATION_BY_TEXT.get(key)
        if value is None:
            raise InputError(
                "not a denomination: {value} (expected C, D, H, S or NT)", value=shown(text)
            )
        return value

    def __str__(self) -> str:
        return self.letter


_DENOMINATION_BY_TEXT: Final = {
    "C": Denomination.CLUBS,
    "D": Denomination.DIAMONDS,
    "H": Denomination.HEARTS,
    "S": Denomination.SPADES,
    "NT": Denomination.NOTRUMP,
    "N": Denomination.NOTRUMP,
    "SA": Denomination.NOTRUMP,
    "♣": Denomination.CLUBS,
    "♦": Denomination.DIAMONDS,
    "♥": Denomination.HEARTS,
    "♠": Denomination.SPADES,
}


class CallKind(Enum):
    PASS = "Pass"
    BID = "bid"
    DOUBLE = "X"
    REDOUBLE = "XX"


class Call:
    """One call: pass, a bid, double or redouble (Law 18A). Interned."""

    __slots__ = ("denomination", "kind", "level", "name", "order")

    _interned: ClassVar[dict[tuple[CallKind, int, int], Call]] = {}
    kind: CallKind
    level: int
    denomination: Denomination | None
    name: str
    #: for bids, the position in the ladder 1C < 1D < … < 7NT (Law 18B); -1 otherwise
    order: int

    def __new__(
        cls, kind: CallKind, level: int = 0, denomination: Denomination | None = None
    ) -> Call:
        key = (kind, level, -1 if denomination is None else int(denomination))
        call = cls._interned.get(key)
        if call is not None:
            return call
        if kind is CallKind.BID:
            if denomination is None or level < 1:
                raise InputError("a bid needs a level of at least 1 and a denomination")
            name = f"{level}{denomination.letter}"
            order = (level - 1) * 5 + denomination
        else:
            if denomination is not None or level:
                raise InputError("{call} has no level or denomination", call=kind.value)
            name = kind.value
            order = -1
        call = object.__new__(cls)
        for attr, value in (
            ("kind", kind),
            ("level", level),
            ("denomination", denomination),
            ("name", name),
            ("order", order),
        ):
            object.__setattr__(call, attr, value)
        cls._interned[key] = call
        return call

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("calls are immutable")

    def __reduce__(self) -> tuple[object, tuple[CallKind, int, Denomination | None]]:
        return (Call, (self.kind, self.level, self.denomination))

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    @property
    def is_pass(self) -> bool:
        return self.kind is CallKind.PASS

    def supersedes(self, other: Call) -> bool:
        """Whether this bid is sufficient over bid ``other`` (Law 18B)."""
        return self.order > other.order

    @classmethod
    def bid(cls, level: int, denomination: Denomination) -> Call:
        return cls(CallKind.BID, level, denomination)

    @classmethod
    def parse(cls, text: str) -> Call:
        """Read ``Pass``/``P``, ``X``, ``XX``, ``1C`` … ``7NT`` (and ``8S`` and up,
        which Law 38 makes inadmissible but the record keeps). Case-insensitive."""
        call = CALL_BY_NAME.get(text)
        if call is not None:
            return call
        key = text.strip().upper()
        call = CALL_BY_NAME.get(key)
        if call is not None:
            return call
        digits = len(key) - len(key.lstrip("0123456789"))  # ASCII only: not "²S"
        if 0 < digits <= MAX_LEVEL_DIGITS:
            level = int(key[:digits])
            return cls.bid(level, Denomination.parse(key[digits:]))
        raise InputError(
            "not a call: {value} (expected Pass, X, XX or a bid like 1NT)", value=shown(text)
        )

    def __repr__(self) -> str:
        return f"Call.parse({self.name!r})"

    def __str__(self) -> str:
        return self.name


PASS: Final = Call(CallKind.PASS)
DOUBLE: Final = Call(CallKind.DOUBLE)
REDOUBLE: Final = Call(CallKind.REDOUBLE)
#: The 35 legal bids in ascending order (Law 18B).
BIDS: Final = tuple(Call.bid(level, d) for level in range(1, 8) for d in Denomination)
CALL_BY_NAME: Final[dict[str, Call]] = {}
for _call in (PASS, DOUBLE, REDOUBLE, *BIDS):
    CALL_BY_NAME[_call.name] = _call
    CALL_BY_NAME[_call.name.lower()] = _call
CALL_BY_NAME.update({"P": PASS, "PASS": PASS, "p": PASS, "RE": REDOUBLE, "XX": REDOUBLE})
for _call in BIDS:
    if _call.denomination is Denomination.NOTRUMP:
        CALL_BY_NAME[f"{_call.level}N"] = _call
        CALL_BY_NAME[f"{_call.level}n"] = _call
del _call


class Risk(IntEnum):
    """Undoubled, doubled or redoubled (Law 19D)."""

    UNDOUBLED = 1
    DOUBLED = 2
    REDOUBLED = 4

    @property
    def suffix(self) -> str:
        return {1: "", 2: "X", 4: "XX"}[self]


class Contract:
    """The final contract (level, denomination, risk) or a passed-out board.

    The declarer is kept beside the contract (PBN keeps them in two tags), but a
    :class:`Contract` may carry it for convenience.
    """

    __slots__ = ("declarer", "denomination", "level", "risk")

    level: int
    denomination: Denomination | None
    risk: Risk
    declarer: Seat | None

    def __init__(
        self,
        level: int,
        denomination: Denomination | None,
        risk: Risk = Risk.UNDOUBLED,
        declarer: Seat | None = None,
    ) -> None:
        if level == 0:
            if denomination is not None:
                raise InputError("a passed-out board has no denomination")
        elif not 1 <= level <= 7 or denomination is None:
            raise InputError("no contract has level {level}; levels run from 1 to 7", level=level)
        object.__setattr__(self, "level", level)
        object.__setattr__(self, "denomination", denomination)
        object.__setattr__(self, "risk", risk)
        object.__setattr__(self, "declarer", declarer)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("contracts are immutable")

    @classmethod
    def passed_out(cls) -> Contract:
        return cls(0, None)

    @property
    def is_passed_out(self) -> bool:
        return self.level == 0

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer must take: six plus the level (Law 77)."""
        return self.level + 6

    @property
    def trump(self) -> Suit | None:
        return None if self.denomination is None else self.denomination.trump

    def with_declarer(self, declarer: Seat | None) -> Contract:
        return Contract(self.level, self.denomination, self.risk, declarer)

    def to_pbn(self) -> str:
        """PBN ``Contract`` value: ``4HX``, ``3NT``, ``Pass``."""
        if self.denomination is None:
            return "Pass"
        return f"{self.level}{self.denomination.letter}{self.risk.suffix}"

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read a PBN contract (``4HX``, ``3NT``, ``Pass``), optionally with the
        declarer after the denomination or at the end (``4HXS``, ``4H S``)."""
        key = text.strip().upper().replace(" ", "")
        # "PAS" is the Dutch (and a common) spelling of pass
        if key in ("PASS", "PAS", "P", "AP", "PASSED", "PASSEDOUT", "ALLPASS"):
            return cls.passed_out()
        if not key or key[0] not in "0123456789":  # ASCII only: "¹S" is no contract
            raise InputError(
                "not a contract: {value} (expected e.g. 4HX, 3NT or Pass)", value=shown(text)
            )
        level = int(key[0])
        rest = key[1:]
        if rest.startswith("NT"):
            denomination, rest = Denomination.NOTRUMP, rest[2:]
        elif rest.startswith("N"):
            denomination, rest = Denomination.NOTRUMP, rest[1:]
        elif rest[:1] in ("C", "D", "H", "S"):
            denomination, rest = Denomination.parse(rest[0]), rest[1:]
        else:
            raise InputError(
                "not a contract: {value} (no denomination after the level)", value=shown(text)
            )
        declarer: Seat | None = None
        if rest[:1] in ("N", "E", "S", "W"):
            declarer, rest = Seat.parse(rest[0]), rest[1:]
        risk = {"": Risk.UNDOUBLED, "X": Risk.DOUBLED, "XX": Risk.REDOUBLED, "R": Risk.REDOUBLED}
        if rest[-1:] in ("N", "E", "S", "W") and declarer is None:
            declarer, rest = Seat.parse(rest[-1]), rest[:-1]
        if rest not in risk:
            raise InputError(
                "not a contract: {value} (unexpected {rest})", value=shown(text), rest=shown(rest)
            )
        return cls(level, denomination, risk[rest], declarer)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Contract) and (
            self.level,
            self.denomination,
            self.risk,
            self.declarer,
        ) == (other.level, other.denomination, other.risk, other.declarer)

    def __hash__(self) -> int:
        return hash((self.level, self.denomination, self.risk, self.declarer))

    def __repr__(self) -> str:
        by = f", declarer={self.declarer.letter!r}" if self.declarer is not None else ""
        return f"Contract.parse({self.to_pbn()!r}{by})"

    def __str__(self) -> str:
        if self.declarer is None or self.is_passed_out:
            return self.to_pbn()
        return f"{self.to_pbn()} by {self.declarer.letter}"
