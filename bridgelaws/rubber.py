"""The rubber: deals, games, vulnerability and the score sheet (seed 001).

A :class:`Rubber` keeps what was recorded for each deal (a :class:`DealResult`)
and derives everything else from it, the way a :class:`~bridgelaws.table.Table`
derives its state from its record, so a corrected entry recomputes the sheet:

- the dealer rotates clockwise (9(1)); a deal passed out in the first round is
  not played and the next dealer deals (11(2)); a new deal demanded under a
  penalty or for a wrong deal (10, 39, 42, 43, 48, 49) is dealt again by the
  same dealer and scores nothing;
- a game is won by the side that first reaches 100 trick points below the line,
  in one deal or more; then a line is drawn and neither side's earlier trick
  points count toward the next game (28);
- a side that has won a game is vulnerable for the rest of the rubber (29);
- the rubber ends when a side has won two games, which adds 700, or 500 when
  the other side won a game too (35(a)); ended earlier by arrangement, a side
  that has won one game adds 300 (35(b)) and part scores add nothing;
- the side with the higher total (above and below the line) wins; the
  difference is what it wins (36); a dispute about the result goes by these
  points, not by the games, and stays undecided for a rubber ended by
  arrangement (64, ``Sheet.result``);
- proven errors are corrected within rule 37's windows: trick points until the
  next deal has been completely dealt (for the rubber's last deal, until the
  score is accepted), premium points until the rubber score is accepted; sums
  are always worked out afresh (37(c)).

:class:`Chicago` is a four-deal variant that is **not in the seed**; see its
docstring.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from bridgelaws.board import Board, Vulnerability
from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, Card, Deal, InputError, Seat, Side, shown
from bridgelaws.record import check_nesting, load_json
from bridgelaws.rulings import EffectKind
from bridgelaws.scoring.rubber import (
    DealScore,
    Entry,
    EntryKind,
    Honours,
    honours_in,
    score_deal,
)
from bridgelaws.table import Status

__all__ = [
    "Chicago",
    "DealResult",
    "Draw",
    "Rubber",
    "ScoredDeal",
    "Seating",
    "Sheet",
    "SheetEntry",
    "check_table",
    "draw_again",
    "draw_order",
    "first_rubber",
    "may_join",
    "next_rubber_players",
    "partnerships",
    "priority",
    "seat_players",
]

GAME: int = 100  # trick points that win a game (28(1))
_SIDES = (Side.NS, Side.EW)


@dataclass(frozen=True, slots=True)
class DealResult:
    """What was recorded for one deal: the contract with its declarer (or a
    passed-out deal), declarer's side's tricks after any revoke transfer, the
    honours held; or ``new_deal`` naming the rule under which the same dealer
    dealt again."""

    contract: Contract
    tricks: int = 0
    honours: Honours | None = None
    new_deal: str | None = None

    def __post_init__(self) -> None:
        if self.new_deal is not None:
            return
        if not self.contract.is_passed_out and self.contract.declarer is None:
            raise InputError(
                "the contract {contract} needs its declarer", contract=self.contract.to_pbn()
            )
        if not 0 <= self.tricks <= 13:
            raise InputError("{value} is not a number of tricks (0 to 13)", value=self.tricks)
        if self.honours is not None and self.contract.is_passed_out:
            raise InputError("a passed-out deal has no honours")

    @classmethod
    def redeal(cls, rule: str) -> DealResult:
        return cls(Contract.passed_out(), new_deal=rule)

    @property
    def counts(self) -> bool:
        """Whether the deal took its turn: anything but a new deal by the same dealer."""
        return self.new_deal is None

    def to_json(self) -> dict[str, Any]:
        if self.new_deal is not None:
            return {"new_deal": self.new_deal}
        contract = self.contract
        if contract.is_passed_out:
            return {"contract": "Pass"}
        assert contract.declarer is not None
        out: dict[str, Any] = {
            "contract": contract.to_pbn(),
            "declarer": contract.declarer.letter,
            "tricks": self.tricks,
        }
        if self.honours is not None:
            seat, side = self.honours.seat, self.honours.side
            who = seat.letter if seat is not None else side.name
            out["honours"] = f"{who}{self.honours.count}"
        return out

    @classmethod
    def from_json(cls, data: Any) -> DealResult:
        if not isinstance(data, Mapping):
            raise InputError("expected an object, got {value}", value=shown(data))
        if "new_deal" in data:
            return cls.redeal(str(data["new_deal"]))
        if "contract" not in data:
            raise InputError("'contract' is missing")
        contract = Contract.parse(str(data["contract"]))
        if contract.is_passed_out:
            return cls(contract)
        if data.get("declarer"):
            contract = contract.with_declarer(Seat.parse(str(data["declarer"])))
        tricks = data.get("tricks", contract.tricks_needed)
        if not isinstance(tricks, int) or isinstance(tricks, bool):
            raise InputError("tricks: {value} is not a number of tricks", value=shown(tricks))
        honours = data.get("honours")
        parsed = Honours.parse(str(honours), contract.denomination) if honours else None
        return cls(contract, tricks, parsed)


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """An entry on the sheet with where it belongs: the deal that scored it
    (``None`` for the rubber's own bonus) and the game it was scored in."""

    deal: int | None
    game: int
    entry: Entry

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "game": self.game, **self.entry.to_json()}


@dataclass(frozen=True, slots=True)
class ScoredDeal:
    """One deal as the rubber scored it."""

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    result: DealResult
    score: DealScore
    game: int
    #: the side this deal gave a game to, if any
    game_won: Side | None = None

    def to_json(self) -> dict[str, Any]:
        out = {
            "deal": self.number,
            "dealer": self.dealer.letter,
            "vulnerable": self.vulnerability.value,
            **self.result.to_json(),
            "game": self.game,
            "entries": [e.to_json() for e in self.score.entries],
        }
        if self.game_won is not None:
            out["game_won"] = self.game_won.name
        return out


@dataclass(frozen=True, slots=True)
class Sheet:
    """The score sheet: every entry, above and below the line, both sides."""

    entries: tuple[SheetEntry, ...]
    games_won: tuple[int, int]
    over: bool
    ended_by_arrangement: bool
    #: the game being played (1-based), or the last one once the rubber is over
    game: int

    def above(self, side: Side) -> int:
        return sum(
            e.entry.points for e in self.entries if e.entry.side is side and not e.entry.below
        )

    def below(self, side: Side, game: int | None = None) -> int:
        """Trick points of ``side`` below the line, in one game or all of them."""
        return sum(
            e.entry.points
            for e in self.entries
            if e.entry.side is side and e.entry.below and (game is None or e.game == game)
        )

    def total(self, side: Side) -> int:
        """All of ``side``'s points, above and below (36)."""
        return self.above(side) + self.below(side)

    @property
    def winner(self) -> Side | None:
        """The side with more points (36); ``None`` on equal totals."""
        ns, ew = self.total(Side.NS), self.total(Side.EW)
        return None if ns == ew else (Side.NS if ns > ew else Side.EW)

    @property
    def margin(self) -> int:
        """What the winner wins: the difference of the totals (36)."""
        return abs(self.total(Side.NS) - self.total(Side.EW))

    @property
    def decided(self) -> bool:
        """Rule 64: a rubber's result can be settled once it is over, but not
        for a rubber ended by arrangement (35(b)): that stays undecided."""
        return self.over and not self.ended_by_arrangement

    @property
    def result(self) -> Side | None:
        """Rule 64: the side that won the rubber when its result is disputed:
        by the points (36), not by the games won; ``None`` while undecided
        (ended by arrangement, not over) or on equal totals."""
        return self.winner if self.decided else None

    def to_json(self) -> dict[str, Any]:
        winner = self.winner
        return {
            "entries": [e.to_json() for e in self.entries],
            "games": {s.name: self.games_won[s] for s in _SIDES},
            "game": self.game,
            "over": self.over,
            "ended_by_arrangement": self.ended_by_arrangement,
            **{
                s.name: {"above": self.above(s), "below": self.below(s), "total": self.total(s)}
                for s in _SIDES
            },
            "winner": winner.name if winner is not None else None,
            "margin": self.margin,
            "decided": self.decided,
            "result": self.result.name if self.result is not None else None,
        }


@dataclass
class _State:
    """What replaying the deals gives (internal)."""

    deals: list[ScoredDeal] = field(default_factory=list)
    entries: list[SheetEntry] = field(default_factory=list)
    games_won: list[int] = field(default_factory=lambda: [0, 0])
    below: list[int] = field(default_factory=lambda: [0, 0])  # in the game under way
    game: int = 1
    dealer: Seat = Seat.NORTH
    counted: int = 0  # deals that took their turn
    over: bool = False


class Rubber:
    """A rubber of the NBB rubber rules (seed 001): see the module docstring.

    >>> rubber = Rubber(Seat.NORTH)
    >>> _ = rubber.add(Contract.parse("4S S"), 10)
    >>> rubber.vulnerability.value
    'NS'
    """

    kind: ClassVar[str] = "rubber"

    def __init__(self, first_dealer: Seat = Seat.NORTH, results: Iterable[DealResult] = ()) -> None:
        self.first_dealer = first_dealer
        self._results: list[DealResult] = []
        self.ended_by_arrangement = False
        #: the next deal has been cut: a revoke can no longer be claimed (55(9))
        self.next_cut = False
        #: the next deal has been completely dealt: rule 37(a)'s window is closed
        self.next_dealt = False
        #: the rubber score has been made up and accepted (37(a), 37(b), 55(9))
        self.accepted = False
        self._state = self._replay(self._results)
        for result in results:
            self.record(result)

    # -- the rubber as it stands ------------------------------------------------------

    @property
    def deals(self) -> list[ScoredDeal]:
        return list(self._state.deals)

    @property
    def results(self) -> list[DealResult]:
        return list(self._results)

    @property
    def dealer(self) -> Seat:
        """Who deals next."""
        return self._state.dealer

    @property
    def is_over(self) -> bool:
        return self._state.over or self.ended_by_arrangement

    @property
    def games_won(self) -> dict[Side, int]:
        return {s: self._state.games_won[s] for s in _SIDES}

    @property
    def vulnerability(self) -> Vulnerability:
        """The vulnerability of the next deal."""
        return self.vulnerability_for(self._state)

    def vulnerable(self, side: Side) -> bool:
        return self.vulnerability.is_vulnerable(side)

    def board(self, deal: Deal | None = None) -> Board:
        """The board of the next deal: its number in the rubber, the dealer and
        the vulnerability as the rubber stands (for a ``rubber`` table)."""
        return Board(len(self._results) + 1, self.dealer, self.vulnerability, deal)

    def sheet(self) -> Sheet:
        state = self._state
        entries = list(state.entries)
        if self.ended_by_arrangement and not state.over:
            entries += [SheetEntry(None, state.game, e) for e in self.arrangement_entries(state)]
        return Sheet(
            tuple(entries),
            (state.games_won[0], state.games_won[1]),
            self.is_over,
            self.ended_by_arrangement,
            state.game,
        )

    # -- recording -------------------------------------------------------------------

    def record(self, result: DealResult) -> ScoredDeal | None:
        """Add the next deal's result; returns it as scored (``None`` for a new deal)."""
        if self.is_over:
            raise InputError(
                "deal {number}: the rubber is already over", number=len(self._results) + 1
            )
        results = [*self._results, result]
        state = self._replay(results)
        self._results, self._state = results, state
        self.next_cut = self.next_dealt = False
        return state.deals[-1] if result.counts and state.deals else None

    def add(
        self,
        contract: Contract,
        tricks: int,
        honours: Honours | None = None,
        declarer: Seat | None = None,
    ) -> ScoredDeal | None:
        """Record a played deal: ``contract`` (with its declarer, or ``declarer``)
        and declarer's side's ``tricks``; a passed-out contract is a deal not played."""
        if declarer is not None:
            contract = contract.with_declarer(declarer)
        return self.record(DealResult(contract, tricks, honours))

    def pass_out(self) -> None:
        """All four passed in the first round: the next dealer deals (11(2))."""
        self.record(DealResult(Contract.passed_out()))

    def new_deal(self, rule: str) -> None:
        """A new deal by the same dealer (e.g. 10(1), or a penalty of 39, 42, 43)."""
        self.record(DealResult.redeal(rule))

    def add_table(self, table: Any) -> ScoredDeal | None:
        """Record the deal a finished ``rubber`` :class:`~bridgelaws.table.Table`
        played: its contract and declarer (after 46(3)), tricks after revoke
        transfers, the honours in its deal; a new deal demanded in a ruling is
        dealt again by the same dealer."""
        for ruling in table.rulings:
            if ruling.chosen == "new_deal" or any(
                e.kind == EffectKind.NEW_DEAL for e in ruling.effects
            ):
                return self.record(DealResult.redeal(ruling.laws[0]))
        if table.status is Status.PASSED_OUT:
            return self.record(DealResult(Contract.passed_out()))
        tricks = table.declarer_tricks()
        if table.status is not Status.COMPLETE or tricks is None or table.contract is None:
            raise InputError(
                "board {board}: the deal is not over ({status})",
                board=table.board.number,
                status=table.status.value,
            )
        contract = table.contract.with_declarer(table.declarer)
        deal = table.board.deal
        honours = None
        if deal is not None and deal.is_complete:
            assert contract.denomination is not None
            honours = honours_in(deal, contract.denomination)
        return self.record(DealResult(contract, tricks, honours))

    def revoke_claimed(self, table: Any) -> ScoredDeal:
        """55(9) with 37(a): a revoke claimed after the rubber's last deal went
        on the sheet (:meth:`add_table`), the claim recorded in that deal's
        table record (fact ``revoke_claimed``): the deal's tricks are taken
        again from the table and its trick points corrected. A claim is in
        time until the next deal is cut or the rubber score accepted (55(9));
        the cut comes before the deal is complete, so whenever 55(9) allows
        the claim 37(a) allows the correction. The sheet refuses it once the
        next deal is cut (:meth:`cut`, also implied by :meth:`dealt`) or the
        score accepted; a table record with ``next_deal_cut`` refuses it
        itself. Only the last deal: an earlier deal's claim came after a
        later deal was cut."""
        number = len(self._results)
        if number == 0 or not self._results[-1].counts:
            raise InputError("no played deal is on the sheet to claim a revoke in (55(9))")
        if self.accepted or self.next_cut:
            raise InputError(
                "deal {number}: the next deal has been cut or the rubber score accepted: a "
                "revoke can no longer be claimed (55(9))",
                number=number,
            )
        recorded = self._results[-1].contract
        contract = table.contract.with_declarer(table.declarer) if table.contract else None
        tricks = table.declarer_tricks()
        if contract != recorded or tricks is None or table.status is not Status.COMPLETE:
            raise InputError(
                "deal {number}: this table did not play the last deal on the sheet, or its "
                "play is not over",
                number=number,
            )
        return self.correct(number, tricks=tricks)

    def end_by_arrangement(self) -> None:
        """The players agree to end the rubber now (35(b); also 63)."""
        if self.is_over:
            raise InputError("the rubber is already over")
        self.ended_by_arrangement = True

    def cut(self) -> None:
        """The pack has been cut for the next deal: a revoke in the last deal
        can no longer be claimed (55(9)); its trick points may still be
        corrected until that deal is dealt (37(a))."""
        if self.is_over:
            raise InputError("the rubber is over: no deal follows")
        self.next_cut = True

    def dealt(self) -> None:
        """The next deal has been completely dealt: the last deal's trick points
        can no longer be corrected (37(a)); it was cut before (8, 55(9))."""
        if self.is_over:
            raise InputError("the rubber is over: no deal follows")
        self.next_cut = self.next_dealt = True

    def accept(self) -> None:
        """The rubber score is made up and accepted: only sums may change now (37)."""
        if not self.is_over:
            raise InputError("the rubber is not over yet: its score cannot be accepted")
        self.accepted = True

    def correct(
        self,
        number: int,
        contract: Contract | None = None,
        tricks: int | None = None,
        honours: Honours | bool | None = True,
    ) -> ScoredDeal:
        """Correct a proven error in deal ``number`` (rule 37). ``honours`` True
        keeps them, ``None`` or False removes them, an :class:`Honours` sets them.
        Trick points may change only until the next deal is dealt (or, for the
        rubber's last deal, until its score is accepted); premium points until
        the rubber score is accepted."""
        if not 1 <= number <= len(self._results):
            raise InputError(
                "deal {number}: there is no such deal (1 to {count})",
                number=number,
                count=len(self._results),
            )
        old = self._results[number - 1]
        if not old.counts:
            raise InputError(
                "deal {number}: a new deal was dealt; there is nothing to correct", number=number
            )
        if self.accepted:
            raise InputError(
                "deal {number}: the rubber score has been accepted; only its sums may be "
                "corrected (37(c))",
                number=number,
            )
        new_honours = old.honours if honours is True else (honours or None)
        if contract is None:
            contract = old.contract
        elif contract.declarer is None and not contract.is_passed_out:
            contract = contract.with_declarer(old.contract.declarer)
        new = DealResult(contract, old.tricks if tricks is None else tricks, new_honours)
        results = list(self._results)
        results[number - 1] = new
        before = next(d for d in self._state.deals if d.number == number)
        state = self._replay(results)
        after = next(d for d in state.deals if d.number == number)
        below_changed = any(before.score.below(s) != after.score.below(s) for s in _SIDES)
        if below_changed:
            last = number == len(self._results)
            if not last:
                raise InputError(
                    "deal {number}: trick points may be corrected only until the next deal "
                    "has been dealt (37(a))",
                    number=number,
                )
            if self.next_dealt:
                raise InputError(
                    "deal {number}: the next deal has been dealt; its trick points stand (37(a))",
                    number=number,
                )
        if self.ended_by_arrangement and state.over:
            raise InputError(
                "deal {number}: the correction would finish a rubber ended by arrangement",
                number=number,
            )
        self._results, self._state = results, state
        return after

    # -- hooks of the variant --------------------------------------------------------

    def vulnerability_for(self, state: _State) -> Vulnerability:
        """Rule 29: a side is vulnerable once it has won a game."""
        ns, ew = (state.games_won[s] > 0 for s in _SIDES)
        return (
            Vulnerability.ALL
            if ns and ew
            else Vulnerability.NS
            if ns
            else Vulnerability.EW
            if ew
            else Vulnerability.NONE
        )

    def game_entries(self, state: _State, side: Side, vulnerable: bool) -> list[Entry]:
        """Entries for winning a game: none in the seed (the rubber bonus pays)."""
        return []

    def rubber_entries(self, state: _State) -> list[Entry]:
        """Rule 35(a): 700 for two games to none, 500 for two games to one."""
        winner = Side.NS if state.games_won[Side.NS] >= 2 else Side.EW
        bonus = 500 if state.games_won[winner.other] else 700
        return [Entry(winner, EntryKind.RUBBER, bonus)]

    def arrangement_entries(self, state: _State) -> list[Entry]:
        """Rule 35(b): 300 for a game won; part scores count only as trick points."""
        return [Entry(s, EntryKind.UNFINISHED, 300) for s in _SIDES if state.games_won[s] == 1]

    def is_finished(self, state: _State) -> bool:
        """The rubber is over once a side has won two games (35(a))."""
        return max(state.games_won) >= 2

    def after_deal(self, state: _State, scored: ScoredDeal) -> list[Entry]:
        """Entries a variant adds after a deal (none in the seed)."""
        return []

    def next_dealer(self, dealer: Seat, result: DealResult) -> Seat:
        """Rules 9(1) and 11(2): the deal passes to the left, also after a deal
        passed out; a new deal is dealt by the same dealer."""
        return dealer if not result.counts else dealer.lho

    # -- derivation ------------------------------------------------------------------

    def _replay(self, results: list[DealResult]) -> _State:
        state = _State(dealer=self.first_dealer)
        for number, result in enumerate(results, 1):
            if state.over:
                raise InputError(
                    "deal {number}: the rubber was over after deal {previous}",
                    number=number,
                    previous=number - 1,
                )
            dealer = state.dealer
            vulnerability = self.vulnerability_for(state)
            state.dealer = self.next_dealer(dealer, result)
            if not result.counts:
                continue
            contract = result.contract
            score = DealScore()
            if not contract.is_passed_out:
                assert contract.declarer is not None
                score = score_deal(
                    contract,
                    result.tricks,
                    vulnerability.is_vulnerable(contract.declarer),
                    result.honours,
                )
            state.counted += 1
            game = state.game
            won: Side | None = None
            extra: list[Entry] = []
            for entry in score.entries:
                if entry.below:
                    state.below[entry.side] += entry.points
            for side in _SIDES:
                if state.below[side] >= GAME:
                    won = side
            if won is not None:
                # 28(2): a line is drawn; no earlier trick points count any more
                state.games_won[won] += 1
                state.below = [0, 0]
                state.game += 1
                extra += self.game_entries(state, won, vulnerability.is_vulnerable(won))
            scored = ScoredDeal(number, dealer, vulnerability, result, score, game, won)
            state.entries += [SheetEntry(number, game, e) for e in score.entries]
            extra += self.after_deal(state, scored)
            state.entries += [SheetEntry(number, game, e) for e in extra]
            state.deals.append(scored)
            if self.is_finished(state):
                state.over = True
                state.game = game
                state.entries += [SheetEntry(None, game, e) for e in self.rubber_entries(state)]
        return state

    # -- storage ---------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The rubber as kept in a sheet file: what was recorded, plus the
        derived sheet for readers (ignored when read back)."""
        return {
            "rubber": self.kind,
            "first_dealer": self.first_dealer.letter,
            "deals": [r.to_json() for r in self._results],
            "ended_by_arrangement": self.ended_by_arrangement,
            "next_cut": self.next_cut,
            "next_dealt": self.next_dealt,
            "accepted": self.accepted,
            "next": None
            if self.is_over
            else {"dealer": self.dealer.letter, "vulnerable": self.vulnerability.value},
            "scored": [d.to_json() for d in self._state.deals],
            "sheet": self.sheet().to_json(),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"

    @staticmethod
    def from_json(data: Any) -> Rubber:
        """A rubber from its JSON form; errors name the deal and the field."""
        if not isinstance(data, Mapping):
            raise InputError("a rubber sheet is a JSON object")
        kind = str(data.get("rubber", "rubber"))
        cls = {"rubber": Rubber, "chicago": Chicago}.get(kind)
        if cls is None:
            raise InputError("rubber: {value} is not 'rubber' or 'chicago'", value=repr(kind))
        rubber = cls(Seat.parse(str(data.get("first_dealer", "N"))))
        deals = data.get("deals", [])
        if not isinstance(deals, list):
            raise InputError("deals: expected a list")
        for number, item in enumerate(deals, 1):
            try:
                rubber.record(DealResult.from_json(item))
            except BridgeError as exc:
                raise InputError("deal {number}: {problem}", number=number, problem=exc) from None
        if data.get("ended_by_arrangement"):
            rubber.end_by_arrangement()
        rubber.next_dealt = bool(data.get("next_dealt", False)) and not rubber.is_over
        rubber.next_cut = rubber.next_dealt or (
            bool(data.get("next_cut", False)) and not rubber.is_over
        )
        rubber.accepted = bool(data.get("accepted", False)) and rubber.is_over
        return rubber

    @staticmethod
    def loads(text: str) -> Rubber:
        data = load_json(text)  # a clear error for what is not JSON, too deep or too long
        check_nesting(data)
        return Rubber.from_json(data)


class Chicago(Rubber):
    """Chicago: four deals, a VARIANT THAT IS NOT IN THE SEED (the NBB rulebook
    knows only the rubber). Common club practice, documented here because it
    is widely played on the same scoring:

    - exactly four deals are scored; a deal passed out is dealt again by the
      same dealer and does not count;
    - vulnerability by deal, not by games: none on the first, the dealer's
      side on the second and third, both on the fourth;
    - each game won scores 300 (500 vulnerable) at once; a part score made on
      the fourth deal that does not complete a game scores 100;
    - no rubber bonus; trick, overtrick, undertrick, slam and honour points as
      in the seed.
    """

    kind: ClassVar[str] = "chicago"
    DEALS: ClassVar[int] = 4

    def vulnerability_for(self, state: _State) -> Vulnerability:
        deal = state.counted  # deals already scored
        if deal == 0:
            return Vulnerability.NONE
        if deal == 3:
            return Vulnerability.ALL
        return Vulnerability.NS if state.dealer.side is Side.NS else Vulnerability.EW

    def game_entries(self, state: _State, side: Side, vulnerable: bool) -> list[Entry]:
        return [Entry(side, EntryKind.GAME, 500 if vulnerable else 300)]

    def after_deal(self, state: _State, scored: ScoredDeal) -> list[Entry]:
        if scored.game_won is not None or state.counted != self.DEALS:
            return []
        made = [e for e in scored.score.entries if e.kind is EntryKind.TRICKS]
        return [Entry(e.side, EntryKind.PART_SCORE, 100) for e in made]

    def rubber_entries(self, state: _State) -> list[Entry]:
        return []

    def arrangement_entries(self, state: _State) -> list[Entry]:
        return []

    def is_finished(self, state: _State) -> bool:
        return state.counted >= self.DEALS

    def _replay(self, results: list[DealResult]) -> _State:
        # a passed-out deal is dealt again and does not take a turn
        return super()._replay(
            [
                r if not (r.counts and r.contract.is_passed_out) else DealResult.redeal("Chicago")
                for r in results
            ]
        )


# -- rules 1-6: forming a table, drawing cards, partners, the first dealer ---------------


#: 1(1): a table has four, five or six members; six make it full
TABLE_SIZES: range = range(4, 7)


@dataclass(frozen=True, slots=True)
class Draw:
    """One member's card drawn from the pack spread face down (3(1)): it
    must be drawn again when he showed more than one card or took one of the
    four cards at either end of the spread."""

    member: str
    card: Card
    showed_more: bool = False
    end_card: bool = False

    @property
    def void(self) -> bool:
        return self.showed_more or self.end_card


@dataclass(frozen=True, slots=True)
class Seating:
    """Who plays a rubber and where (4-6): the two partnerships, the first
    dealer, and once he and then his opponents chose, each seat's player."""

    partners: tuple[tuple[str, str], tuple[str, str]]
    dealer: str
    seats: Mapping[Seat, str] = field(default_factory=dict)

    @property
    def first_dealer(self) -> Seat | None:
        """The first dealer's seat once he chose it (6): a :class:`Rubber`'s
        ``first_dealer``."""
        return next((seat for seat, member in self.seats.items() if member == self.dealer), None)


def check_table(members: Iterable[str]) -> tuple[str, ...]:
    """1(1): a table has four, five or six members, each once (1(3): a member
    of one table only, which a single list cannot break)."""
    names = tuple(members)
    if len(set(names)) != len(names):
        raise InputError("a member is listed twice at the table (1(3))")
    if len(names) not in TABLE_SIZES:
        raise InputError(
            "a table has four, five or six members, not {count} (1(1))", count=str(len(names))
        )
    return names


def may_join(members: Iterable[str]) -> bool:
    """1(2): anyone may join a table that is not full (six members) by saying so."""
    return len(tuple(members)) < max(TABLE_SIZES)


def _draw_key(draw: Draw) -> tuple[int, int]:
    # 3(2): the higher card; on equal ranks spades, hearts, diamonds, clubs
    return (int(draw.card.rank), int(draw.card.suit))


def draw_again(draws: Iterable[Draw]) -> tuple[str, ...]:
    """3(1): the members whose draw does not count and who draw again."""
    return tuple(d.member for d in draws if d.void)


def draw_order(draws: Iterable[Draw]) -> tuple[str, ...]:
    """3(2): the members by their cards, the highest (first choice) first;
    equal ranks go spades, hearts, diamonds, clubs. A draw that does not
    count (3(1)) or two members with one card is refused."""
    drawn = tuple(draws)
    again = draw_again(drawn)
    if again:
        raise InputError(
            "{members} must draw again (3(1)): a card from an end of the spread, or more "
            "than one card shown",
            members=", ".join(again),
        )
    if len({d.card for d in drawn}) != len(drawn) or len({d.member for d in drawn}) != len(drawn):
        raise InputError("each member draws one card, and no card is drawn twice (3(1))")
    return tuple(d.member for d in sorted(drawn, key=_draw_key, reverse=True))


def priority(candidates: Mapping[str, bool], draws: Iterable[Draw]) -> tuple[str, ...]:
    """2: candidates who have not yet played come before those who have;
    among equals the draw decides (3(2)). ``candidates``: each one's name and
    whether he has played."""
    order = draw_order(draws)
    missing = [c for c in candidates if c not in order]
    if missing:
        raise InputError("{members} drew no card (2)", members=", ".join(missing))
    rank = {member: i for i, member in enumerate(order)}
    return tuple(sorted(candidates, key=lambda c: (candidates[c], rank[c])))


def partnerships(draws: Iterable[Draw]) -> Seating:
    """4 (and the draw for partners and deal of 4 and 5): of the four who
    play, the two higher cards partner each other against the two lower;
    the highest card deals first."""
    order = draw_order(draws)
    if len(order) != 4:
        raise InputError(
            "four players draw for partners and deal, not {count} (4)", count=str(len(order))
        )
    return Seating(((order[0], order[1]), (order[2], order[3])), order[0])


def first_rubber(draws: Iterable[Draw]) -> tuple[tuple[str, ...], Seating]:
    """4: at a new table whose members have equal rights one draw serves
    every purpose: the four highest play the first rubber (the others wait,
    in the order drawn), and among them the draw gives partners and deal."""
    drawn = tuple(draws)
    order = draw_order(drawn)
    check_table(order)
    playing = set(order[:4])
    return order[4:], partnerships(d for d in drawn if d.member in playing)


def next_rubber_players(
    waiting: Iterable[str], consecutive: Mapping[str, int], draws: Iterable[Draw] = ()
) -> tuple[str, ...]:
    """5: the four who play the next rubber. Members waiting to play come in
    first; the places left go to those of the last rubber who played fewer
    rubbers in a row (``consecutive``), ties by the draw (3(2)); the four then
    draw for partners and deal (:func:`partnerships`)."""
    first = tuple(waiting)[:4]
    left = 4 - len(first)
    if left == 0:
        return first
    counts = sorted(set(consecutive.values()))
    chosen: list[str] = []
    drawn = tuple(draws)
    for count in counts:
        if len(chosen) == left:
            break
        tied = [m for m in consecutive if consecutive[m] == count]
        if len(chosen) + len(tied) <= left:
            chosen.extend(tied)
            continue
        # more tied than places: the draw among them decides
        order = draw_order(d for d in drawn if d.member in tied)
        if set(order) != set(tied):
            raise InputError("{members} must draw for the places left (5)", members=", ".join(tied))
        chosen.extend(order[: left - len(chosen)])
        break
    if len(first) + len(chosen) < 4:
        raise InputError("fewer than four members can play the next rubber (1(1), 5)")
    return first + tuple(chosen)


def seat_players(
    seating: Seating, dealer_seat: Seat, opponents_seats: Mapping[str, Seat]
) -> Seating:
    """6: the first dealer chooses his seat (and the pack); his partner sits
    opposite, and then the opponents choose their places among the other
    two seats. A choice once said stands (6), so it is made once here."""
    dealer = seating.dealer
    team, other = seating.partners if dealer in seating.partners[0] else seating.partners[::-1]
    partner = team[1] if team[0] == dealer else team[0]
    free = {dealer_seat.lho, dealer_seat.rho}
    if set(opponents_seats) != set(other) or set(opponents_seats.values()) != free:
        raise InputError(
            "the opponents {members} take the two seats beside the dealer (6)",
            members=" and ".join(other),
        )
    seats = {dealer_seat: dealer, dealer_seat.partner: partner}
    seats.update({seat: member for member, seat in opponents_seats.items()})
    return Seating(seating.partners, dealer, seats)
