"""Double-dummy analysis: the one module that talks to a solver.

Everything in bridgelaws that needs perfect-play figures comes here: the Law 70
claim search (the opponents' best card at each turn), the director's report
(the double-dummy figure beside an award), and whoever wants a deal's table of
twenty results or its par score (events, judgment rulings).

The solver is Bo Haglund's DDS as bound by **endplay 0.5.12** (pinned in
``pyproject.toml`` and ``requirements.lock``). We use exactly three of its
functions, through endplay's ctypes binding ``endplay._dds``:

* ``SolveBoard`` (score every card the player on turn may play, mode
  ``solutions=3``), behind :func:`solve`;
* ``CalcDDtable`` (the twenty trick counts of a deal), behind :func:`table`;
* ``DealerParBin`` (par score and contracts from that table), behind :func:`par`.

endplay's public wrappers (``endplay.dds.solve_board`` and friends) take
endplay's own ``Deal`` objects; building one per call costs more than the
solve for the small endings a claim search asks about, so this module fills
DDS's structures directly and keeps one of each for reuse. Because that binding
is private to endplay, it is reached only here and the version is pinned: a new
endplay release is taken only after ``tests/test_dd.py`` passes with it.

endplay is imported on first use (loading it takes most of a second, which a
table that never needs double dummy should not pay).

Conventions of DDS that stay inside this module: suits are numbered spades
first (ours clubs first), no trump is strain 4, ranks run 2..14 as bits 2..14.
Outside, cards are :class:`~bridgelaws.cards.Card` or their ``index``
(``suit * 13 + rank - 2``) and hands are bitmasks of those indexes.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Final

from bridgelaws.board import Vulnerability
from bridgelaws.calls import Contract, Denomination, Risk
from bridgelaws.cards import CARDS, BridgeError, Card, Deal, Seat, Side, Suit

__all__ = [
    "DDTable",
    "Par",
    "par",
    "solve",
    "solve_cards",
    "table",
]

_LOCK: Final = threading.Lock()
_STATE: dict[str, Any] = {}


def _dds() -> ModuleType:
    """endplay's DDS binding, imported once, on first use."""
    module: ModuleType | None = _STATE.get("dds")
    if module is None:
        import endplay._dds  # the only place endplay's solver is reached

        module = _STATE["dds"] = endplay._dds
    return module


#: DDS keeps a transposition table per thread and reuses it while the deal
#: stays the same (cards played); a search that alternates between layouts of
#: the same deal solves the first layout in thread 0 and the others in thread
#: 1, so that the first keeps its table (DDS gives as many threads as cores)
THREADS: Final = 2


def _thread(thread: int) -> int:
    limit: int = _STATE.get("threads", THREADS)
    return min(thread, limit - 1)


def _strain(trump: Suit | None) -> int:
    return 4 if trump is None else 3 - int(trump)


def solve(
    hands: Sequence[int],
    trump: Suit | None,
    first: Seat | int,
    trick: Sequence[tuple[int, int]] = (),
    thread: int = 0,
) -> dict[int, int]:
    """Score every card the player on turn may play.

    ``hands`` are four bitmasks of card indexes, North first (the cards still
    held; all four hands hold the same number once the trick in progress is
    counted); ``first`` is the seat that led to the trick in progress (or is on
    lead when ``trick`` is empty); ``trick`` its cards so far as (seat, card
    index) pairs, leader first. Returns, for every legal card of the player on
    turn (by card index), the tricks his side takes from here on with perfect
    play by all four, the trick in progress included."""
    if len(trick) > 3:
        raise BridgeError("double dummy: a trick in progress has at most three cards")
    dds = _dds()
    with _LOCK:
        deal = _STATE.get("deal")
        fut = _STATE.get("fut")
        if deal is None or fut is None:
            deal, fut = dds.deal(), dds.futureTricks()
            _STATE["deal"], _STATE["fut"] = deal, fut
        deal.trump = _strain(trump)
        deal.first = int(first)
        for hand in range(4):
            for suit in range(4):
                deal.remainCards[hand][3 - suit] = ((hands[hand] >> (13 * suit)) & 0x1FFF) << 2
        for i in range(3):
            if i < len(trick):
                index = trick[i][1]
                deal.currentTrickSuit[i] = 3 - index // 13
                deal.currentTrickRank[i] = index % 13 + 2
            else:
                deal.currentTrickSuit[i] = 0
                deal.currentTrickRank[i] = 0
        try:
            try:
                dds.SolveBoard(deal, -1, 3, 1, fut, _thread(thread))
            except dds.DDSError:
                if _thread(thread) == 0:
                    raise
                _STATE["threads"] = 1  # a one-core machine: DDS has one thread
                dds.SolveBoard(deal, -1, 3, 1, fut, 0)
        except dds.DDSError as exc:
            raise BridgeError(f"the double-dummy solver refused the position: {exc}") from None
        scores: dict[int, int] = {}
        for i in range(fut.cards):
            base = (3 - fut.suit[i]) * 13 - 2
            holding = (1 << fut.rank[i]) | fut.equals[i]
            for rank in range(2, 15):
                if holding >> rank & 1:
                    scores[base + rank] = fut.score[i]
        return scores


def solve_cards(
    hands: Mapping[Seat, Iterable[Card]],
    trump: Suit | None,
    first: Seat,
    trick: Sequence[tuple[Seat, Card]] = (),
) -> dict[Card, int]:
    """:func:`solve` with cards: for each card the player on turn may play, the
    tricks his side takes from here on, double dummy."""
    masks = [0, 0, 0, 0]
    for seat, cards in hands.items():
        for card in cards:
            masks[seat] |= 1 << card.index
    pairs = [(int(seat), card.index) for seat, card in trick]
    return {CARDS[index]: n for index, n in solve(masks, trump, first, pairs).items()}


@dataclass(frozen=True, slots=True)
class DDTable:
    """The tricks each seat takes as declarer in each denomination, double
    dummy: ``tricks[denomination][seat]`` (clubs first, no trump last; North
    first)."""

    tricks: tuple[tuple[int, int, int, int], ...]

    def __getitem__(self, key: tuple[Denomination, Seat]) -> int:
        denomination, seat = key
        return self.tricks[denomination][seat]

    def best(self, side: Side) -> tuple[Denomination, Seat, int]:
        """The side's highest-scoring denomination at its best declarer, as
        (denomination, seat, tricks); ties go to the higher denomination."""
        seats = side.seats
        return max(
            ((d, s, self.tricks[d][s]) for d in Denomination for s in seats),
            key=lambda t: (t[2], t[0]),
        )

    def to_pbn(self) -> str:
        """PBN's ``OptimumResultTable`` rows: ``N NT 9`` … for each seat and
        denomination (NT first, as the PBN standard orders them)."""
        rows = []
        for seat in (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST):
            for d in (
                Denomination.NOTRUMP,
                Denomination.SPADES,
                Denomination.HEARTS,
                Denomination.DIAMONDS,
                Denomination.CLUBS,
            ):
                letter = "NT" if d is Denomination.NOTRUMP else d.letter
                rows.append(f"{seat.letter} {letter} {self.tricks[d][seat]}")
        return "\n".join(rows)


def _results(deal: Deal) -> Any:
    if not deal.is_complete:
        raise BridgeError("double dummy: a table needs all 52 cards dealt")
    dds = _dds()
    table_deal = dds.ddTableDeal()
    for seat in Seat:
        mask = 0
        for card in deal[seat]:
            mask |= 1 << card.index
        for suit in range(4):
            table_deal.cards[seat][3 - suit] = ((mask >> (13 * suit)) & 0x1FFF) << 2
    results = dds.ddTableResults()
    with _LOCK:
        try:
            dds.CalcDDtable(table_deal, results)
        except dds.DDSError as exc:
            raise BridgeError(f"the double-dummy solver refused the deal: {exc}") from None
    return results


def table(deal: Deal) -> DDTable:
    """The twenty double-dummy results of a full deal (each seat as declarer in
    each denomination)."""
    results = _results(deal)
    rows = []
    for denomination in Denomination:
        strain = 4 if denomination is Denomination.NOTRUMP else 3 - int(denomination)
        rows.append(tuple(int(results.resTable[strain][seat]) for seat in Seat))
    return DDTable(tuple(rows))  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Par:
    """The par of a deal: ``score`` for North-South (negative when East-West
    gain) and the par contracts, each with its declarer and the tricks over or
    under it in the par result (``+1`` one overtrick, ``-2`` a sacrifice two
    down doubled)."""

    score: int
    contracts: tuple[tuple[Contract, int], ...]

    def __str__(self) -> str:
        parts = []
        for contract, result in self.contracts:
            parts.append(f"{contract}{'' if result == 0 else f'{result:+d}'}")
        return f"{self.score:+d} " + ", ".join(parts) if parts else f"{self.score:+d}"


_VULNERABLE: Final = {
    Vulnerability.NONE: 0,
    Vulnerability.ALL: 1,
    Vulnerability.NS: 2,
    Vulnerability.EW: 3,
}
_DENOMINATION_OF_STRAIN: Final = (
    Denomination.NOTRUMP,
    Denomination.SPADES,
    Denomination.HEARTS,
    Denomination.DIAMONDS,
    Denomination.CLUBS,
)


def par(deal: Deal, dealer: Seat, vulnerability: Vulnerability) -> Par:
    """The par score and contracts of a full deal (Law-independent: the usual
    double-dummy par, with the dealer deciding who bids first)."""
    dds = _dds()
    results = _results(deal)
    master = dds.parResultsMaster()
    with _LOCK:
        dds.DealerParBin(results, master, int(dealer), _VULNERABLE[vulnerability])
    contracts: list[tuple[Contract, int]] = []
    for i in range(master.number):
        c = master.contracts[i]
        if c.level == 0:
            continue
        denomination = _DENOMINATION_OF_STRAIN[c.denom]
        seats = (
            (Seat(c.seats),)
            if c.seats < 4
            else (Seat.NORTH, Seat.SOUTH)
            if c.seats == 4
            else (Seat.EAST, Seat.WEST)
        )
        doubled = c.underTricks > 0
        for seat in seats:
            contracts.append(
                (
                    Contract(
                        c.level,
                        denomination,
                        Risk.DOUBLED if doubled else Risk.UNDOUBLED,
                        seat,
                    ),
                    -c.underTricks if doubled else c.overTricks,
                )
            )
    return Par(int(master.score), tuple(contracts))
