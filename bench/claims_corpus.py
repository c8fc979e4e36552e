"""Benchmark: the corpus's real claims, replayed as disputed claims without a statement.

Many championship records stop before the thirteenth trick while their
``Result`` tag says how many tricks declarer took: the rest was claimed (or
conceded) and the opponents agreed. Each such board is replayed to the point
where its play stops and adjudicated under Law 70 as if the claim had been
disputed and nothing had been said: declarer claims the ``Result``. A director
would award nearly all of these claims in full; this prints the share the
engine awards in full, every shortfall with its reasons and the line that
loses the trick, and the time taken.

    python bench/claims_corpus.py [PATH ...] [--every N] [--offset K] [--jobs N] [--quiet]

PATH defaults to ``../shared/corpus/pbn-files`` (relative to the repository).
Left out: boards with an irregularity before the claim or unknown hands, boards
whose record stops within the first trick (a record of the opening lead, not a
claim), and files that
record only the first tricks of each board: half or more of its boards stop at
the same card, or none goes past the fourth trick). A claim that double dummy cannot
make is counted as a shortfall without running the search (no line makes it).

The corpus holds the same records more than once (a file copied under two
names, a board copied into another file): a claim is counted once, by its deal,
auction, play to the claim and result; the figures are printed both for the
distinct claims and for every record.

Every shortfall is printed with its cause (``unsound``: perfect defence beats
the claim; ``70E1``: an unstated finesse; ``70C``: a trump the claimer may have
forgotten takes a trick; ``70D1``: a guess or an order of cashing), the ending
at the claim, the trick where the normal line falls below double dummy (the
card played and the card that would have kept the trick) and the whole line.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bridgelaws import dd
from bridgelaws.cards import CARDS, Card, Seat, Suit
from bridgelaws.claims import Adjudication, Position, adjudicate, double_dummy_line
from bridgelaws.formats.convert import game_to_table, parse_result
from bridgelaws.formats.pbn import read_pbn
from bridgelaws.irregularities.claims import claim_position
from bridgelaws.record import CardEvent, ClaimEvent, TableRecord
from bridgelaws.table import Table

_HERE = Path(__file__).resolve().parents[1]
#: beside the repository (a clone), or beside /work/main for a worktree
DEFAULT = next(
    (
        p / "shared" / "corpus" / "pbn-files"
        for p in (_HERE.parent, _HERE.parent.parent)
        if (p / "shared" / "corpus" / "pbn-files").is_dir()
    ),
    _HERE.parent / "shared" / "corpus" / "pbn-files",
)


@dataclass(frozen=True, slots=True)
class RealClaim:
    """One accepted claim of the corpus: where the play stopped and the result."""

    file: str
    board: str
    contract: str
    declarer: Seat
    claimed: int
    position: Position
    #: the deal, the calls and cards to the claim, and the result: one claim
    #: however many files hold it
    key: tuple[object, ...] = ()


def corpus_files(paths: list[Path], every: int = 1, offset: int = 0) -> list[Path]:
    """The PBN files under ``paths`` (every ``every``-th from the ``offset``-th,
    for a quick run: ``--every 10`` and ``--every 10 --offset 5`` are two
    different samples)."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() == ".pbn"))
        else:
            files.append(path)
    return files[offset::every]


def file_claims(file: Path) -> list[RealClaim] | None:
    """The claims of one file, or ``None`` when the file records only the
    first tricks of its boards: half of them or more stop at the same card, or
    none goes past the fourth trick."""
    found = list(_file_claims(file))
    played = Counter(4 * (13 - c.position.remaining) + len(c.position.trick) for c in found)
    if len(found) >= 4 and (
        played.most_common(1)[0][1] >= 0.5 * len(found)
        or all(c.position.remaining >= 9 for c in found)
    ):
        return None
    return found


def _file_claims(file: Path) -> Iterator[RealClaim]:
    for game in read_pbn(file).games:
        converted = game_to_table(game)
        table = converted.table
        if table is None or converted.illegal or converted.unreadable:
            continue
        events = table.record.events
        at = next(
            (
                i
                for i, e in enumerate(events)
                if type(e) is ClaimEvent and e.statement == "Result tag"
            ),
            None,
        )
        if at is None or not any(type(e) is CardEvent for e in events[:at]):
            continue
        record = TableRecord(
            table.record.board, table.record.edition, events[:at], table.record.contract
        )
        before = Table.from_record(record)
        if before.irregularities or before.play is None:
            continue
        position = claim_position(before)
        if position is None or not 0 < position.remaining < 13:
            # nothing left, or only (part of) the first trick recorded: a
            # record of the opening lead, not a claim
            continue
        declarer = before.play.declarer
        claimed, _ = parse_result(game.tags.get("Result", ""), declarer)
        if claimed is None:
            continue
        deal = table.record.board.deal
        key = (
            deal.to_pbn() if deal is not None else "",
            tuple(str(e.to_json()) for e in events[:at] if hasattr(e, "to_json")),
            claimed,
        )
        yield RealClaim(
            str(file),
            game.tags.get("Board", "?"),
            game.tags.get("Contract", "?") + declarer.letter,
            declarer,
            claimed,
            position,
            key,
        )


@dataclass(frozen=True, slots=True)
class Outcome:
    """One claim adjudicated: ``awarded`` is ``None`` when double dummy already
    makes fewer tricks than claimed (no line can make the claim, so the full
    search is not run)."""

    claimed: int
    double_dummy: int
    awarded: int | None
    seconds: float
    text: str
    key: tuple[object, ...] = ()
    #: why it falls short: unsound, 70E1, 70C, 70E1+70C, 70D1 ("" in full)
    cause: str = ""
    where: str = ""
    #: what the card that costs the trick does (Loss.role)
    role: str = ""


def _double_dummy(claim: RealClaim) -> int:
    position = claim.position
    side = claim.declarer.side
    hands = [sum(1 << c.index for c in hand) for hand in position.hands]
    trick = [(int(seat), card.index) for seat, card in position.trick]
    scores = dd.solve(hands, position.trump, position.leader, trick)
    best = max(scores.values())
    mine = best if position.next_seat.side is side else position.remaining - best
    return position.won[side] + mine


def adjudicate_file(file: Path) -> tuple[str, list[Outcome] | None]:
    """Every claim of a file as disputed without a statement."""
    claims = file_claims(file)
    if claims is None:
        return str(file), None
    out: list[Outcome] = []
    for claim in claims:
        started = time.perf_counter()
        figure = _double_dummy(claim)
        if figure < claim.claimed:
            seconds = time.perf_counter() - started
            text = (
                f"{_where(claim)}: claimed {claim.claimed}, double dummy {figure}: "
                "no line makes the claim [unsound]\n    ending: "
                + ending(claim.position)
                + "\n    the defence that beats it (every card double-dummy best): "
                + _line_symbols(double_dummy_line(claim.position), len(claim.position.trick))
            )
            out.append(
                Outcome(
                    claim.claimed, figure, None, seconds, text, claim.key, "unsound", _where(claim)
                )
            )
            continue
        result = adjudicate(claim.position, claim.declarer, claim.claimed)
        seconds = time.perf_counter() - started
        short = result.awarded < claim.claimed
        loss = losing_play(claim.position, result) if short else None
        text = describe(claim, result, loss) if loss is not None else ""
        out.append(
            Outcome(
                claim.claimed,
                result.double_dummy,
                result.awarded,
                seconds,
                text,
                claim.key,
                cause(result, loss, claim.position.trump) if loss is not None else "",
                _where(claim),
                loss.role if loss is not None else "",
            )
        )
    return str(file), out


_TRUMP_LOST = "A normal line loses "  # a trick (tricks) to that trump (70C3)


@dataclass(frozen=True, slots=True)
class Loss:
    """Where a normal line falls below double dummy: the card played, the
    cards that would have kept the trick(s), the text."""

    card: Card | None
    better: tuple[Card, ...]
    text: str
    #: the card's place in the adjudication's line (-1: none)
    at: int = -1
    #: what the card does in its trick: lead, follow, ruff or discard
    role: str = ""


def cause(result: Adjudication, loss: Loss, trump: Suit | None) -> str:
    """Why a sound claim falls short: an unstated finesse (70E1: the card that
    costs the trick is a sure winner played where the claimer did not state
    the finesse), a trump the claimer may have forgotten (70C: a trick lost to
    it, or the card that costs the trick is a side card where drawing the
    trump keeps it), both, or otherwise a guess or an order of cashing among
    normal plays (70D1)."""
    texts = [m.text for m in result.reasons]
    forgot = any(t.startswith(_TRUMP_LOST) for t in texts) or (
        result.unaware_of_trump
        and loss.card is not None
        and any(c.suit is trump for c in loss.better)
        and loss.card.suit is not trump
    )
    found = [
        law
        for law, hit in (
            ("70E1", loss.at in result.unstated_finesses),
            ("70C", forgot),
        )
        if hit
    ]
    return "+".join(found) or "70D1"


_CAUSES = ("unsound", "70E1", "70C", "70E1+70C", "70D1")
_LAW_OF_CAUSE = {
    "70E1": "70E1: a finesse the claimer did not state",
    "70C": "70C3: a trump the claimer may have forgotten",
    "70E1+70C": "70C3 and 70E1: a forgotten trump and an unstated finesse",
    "70D1": "70D1: a guess or an order of cashing among normal plays",
}


def _hand_text(hand: frozenset[Card]) -> str:
    parts = []
    for suit in reversed(Suit):
        ranks = "".join(c.rank.letter for c in sorted(hand, reverse=True) if c.suit is suit)
        parts.append(suit.symbol + (ranks or "-"))
    return " ".join(parts)


def ending(position: Position) -> str:
    """The cards at the claim, readable: each hand, the trick so far, trumps."""
    hands = "  ".join(f"{seat.letter} {_hand_text(position.hands[seat])}" for seat in Seat)
    trump = position.trump.symbol if position.trump is not None else "NT"
    trick = " ".join(f"{s.letter}:{c.symbol}" for s, c in position.trick)
    lead = f"{position.leader.letter} led {trick}" if trick else f"{position.leader.letter} leads"
    shown = " ".join(sorted(f"{seat.letter}{suit.symbol}" for seat, suit in position.voids))
    return f"{hands}; trumps {trump}; {lead}" + (f"; shown out: {shown}" if shown else "")


def losing_play(position: Position, result: Adjudication) -> Loss:
    """Where the normal line loses the claim: the claimer's side's first card
    after which even double-dummy play cannot take the tricks claimed, and
    the cards that would have kept them."""
    hands = [sum(1 << c.index for c in hand) for hand in position.hands]
    trick = [(int(seat), card.index) for seat, card in position.trick]
    first = int(position.leader)
    trump = 4 if position.trump is None else int(position.trump)
    side = result.claimer.side
    won = result.won_before
    number = 13 - position.remaining + 1
    for at, (seat, card) in enumerate(result.line):
        if seat.side is side:
            scores = dd.solve(hands, position.trump, first, trick)
            if won + scores.get(card.index, 13) < result.claimed:
                keep = tuple(CARDS[i] for i in sorted(scores) if won + scores[i] >= result.claimed)
                return Loss(
                    card,
                    keep,
                    f"trick {number}: {seat.name.title()} plays {card.symbol}, after which "
                    f"{won + scores[card.index]} of the {result.claimed} claimed can be made "
                    f"(double dummy {' '.join(c.symbol for c in keep) or '-'} keeps them)",
                    at,
                    _role(card.index, trick, trump),
                )
        hands[int(seat)] &= ~(1 << card.index)
        trick.append((int(seat), card.index))
        if len(trick) == 4:
            first = _trick_winner(trick, trump)
            won += Seat(first).side is side
            trick = []
            number += 1
    return Loss(None, (), "no card of the claimer's side loses the claim double dummy")


def _role(card: int, trick: list[tuple[int, int]], trump: int) -> str:
    """What a card does in its trick: ``lead``, ``follow`` (the suit led),
    ``ruff`` or ``discard``."""
    if not trick:
        return "lead"
    if card // 13 == trick[0][1] // 13:
        return "follow"
    return "ruff" if card // 13 == trump else "discard"


def _trick_winner(trick: list[tuple[int, int]], trump: int) -> int:
    led = trick[0][1] // 13
    return max(
        trick,
        key=lambda t: (t[1] // 13 == trump) * 100 + (t[1] // 13 == led) * 50 + t[1] % 13,
    )[0]


def _where(claim: RealClaim) -> str:
    return (
        f"{claim.file.split('pbn-files/')[-1]} board {claim.board}: {claim.contract}, "
        f"{claim.position.remaining} left"
    )


def _line_symbols(line: tuple[tuple[Seat, Card], ...], in_trick: int) -> str:
    """A line as tricks in readable cards: ``N:♠A E:♠4 S:♠2 W:♠3 | ...``."""
    out: list[str] = []
    first = (4 - in_trick) % 4 or 4
    starts = [0, *range(first, len(line), 4)]
    for i, start in enumerate(starts):
        cards = line[start : starts[i + 1] if i + 1 < len(starts) else len(line)]
        if cards:
            out.append(" ".join(f"{s.letter}:{c.symbol}" for s, c in cards))
    return " | ".join(out)


def describe(claim: RealClaim, result: Adjudication, loss: Loss) -> str:
    why = cause(result, loss, claim.position.trump)
    lines = [
        f"{_where(claim)}, claimed {claim.claimed}, awarded {result.awarded}, "
        f"double dummy {result.double_dummy} [{why}]",
        "    ending: " + ending(claim.position),
        f"    the trick goes ({_LAW_OF_CAUSE[why]}): " + loss.text,
        "    line: " + _line_symbols(result.line, result.in_trick),
    ]
    lines.extend("    " + reason.render("en") for reason in result.reasons)
    return "\n".join(lines)


def distinct(outcomes: list[Outcome]) -> list[Outcome]:
    """Each claim once: the first of the outcomes with the same deal, calls,
    cards and result (the corpus holds some files and boards twice)."""
    seen: set[tuple[object, ...]] = set()
    out: list[Outcome] = []
    for outcome in outcomes:
        if outcome.key not in seen:
            seen.add(outcome.key)
            out.append(outcome)
    return out


def summary(label: str, counted: list[Outcome]) -> str:
    """The figures of a set of outcomes: the share awarded in full, the
    double-dummy sound ones, and the shortfalls by cause."""
    total = len(counted)
    sound = [o for o in counted if o.double_dummy >= o.claimed]
    full = sum(o.awarded is not None and o.awarded >= o.claimed for o in counted)
    causes = Counter(o.cause for o in counted if o.cause)
    roles = Counter(o.role for o in counted if o.cause == "70D1")
    return (
        f"{total} {label}: {full} awarded in full ({100 * full / max(1, total):.1f}%); "
        f"{len(sound)} ({100 * len(sound) / max(1, total):.1f}%) double-dummy sound, of which "
        f"{full} ({100 * full / max(1, len(sound)):.1f}%) awarded in full\n"
        "    shortfalls by cause: "
        + (", ".join(f"{name} {causes[name]}" for name in _CAUSES if causes[name]) or "none")
        + (
            "\n    70D1 by the card that costs the trick: "
            + ", ".join(f"{role} {roles[role]}" for role in _ROLES if roles[role])
            if roles
            else ""
        )
    )


_ROLES = ("follow", "lead", "ruff", "discard")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("--every", type=int, default=1, help="take every N-th file only")
    parser.add_argument(
        "--offset", type=int, default=0, help="start at the N-th file (another sample)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes (one file each)")
    parser.add_argument("--quiet", action="store_true", help="figures only, no shortfalls")
    args = parser.parse_args()
    files = corpus_files(args.paths, args.every, args.offset)
    outcomes: list[Outcome] = []
    first_seen: dict[tuple[object, ...], str] = {}
    skipped = 0
    started = time.perf_counter()
    with multiprocessing.Pool(args.jobs) as pool:
        for done, (_, found) in enumerate(pool.imap(adjudicate_file, files), 1):
            if done % 10 == 0 or done == len(files):
                print(
                    f"[{done}/{len(files)} files, {len(outcomes)} claims, "
                    f"{time.perf_counter() - started:.0f} s]",
                    file=sys.stderr,
                    flush=True,
                )
            if found is None:
                skipped += 1
                continue
            for outcome in found:
                outcomes.append(outcome)
                if not outcome.text or args.quiet:
                    continue
                if outcome.key in first_seen:
                    print(f"{outcome.where}: the same claim as {first_seen[outcome.key]}")
                else:
                    print(outcome.text, flush=True)
                first_seen.setdefault(outcome.key, outcome.where)
    if not outcomes:
        sys.exit("no claims found under " + ", ".join(map(str, args.paths)))
    times = [o.seconds for o in outcomes]
    print(f"{len(files)} files, {skipped} left out (they record only the first tricks)")
    for label, counted in (
        ("distinct claims (each once)", distinct(outcomes)),
        ("records", outcomes),
    ):
        print(summary(label, counted))
    print(
        f"time per claim: median {statistics.median(times) * 1000:.0f} ms, "
        f"max {max(times):.2f} s, total {sum(times):.1f} s"
    )


if __name__ == "__main__":
    main()
