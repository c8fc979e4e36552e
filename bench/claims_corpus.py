"""Benchmark: the corpus's real claims, replayed as disputed claims without a statement.

Many championship records stop before the thirteenth trick while their
``Result`` tag says how many tricks declarer took: the rest was claimed (or
conceded) and the opponents agreed. Each such board is replayed to the point
where its play stops and adjudicated under Law 70 as if the claim had been
disputed and nothing had been said: declarer claims the ``Result``. A director
would award nearly all of these claims in full; this prints the share the
engine awards in full, every shortfall with its reasons and the line that
loses the trick, and the time taken.

    python bench/claims_corpus.py [PATH ...] [--every N] [--jobs N] [--quiet]

PATH defaults to ``../shared/corpus/pbn-files`` (relative to the repository).
Left out: boards with an irregularity before the claim or unknown hands, boards
whose record stops within the first trick (a record of the opening lead, not a
claim), and files that
record only the first tricks of each board: half or more of its boards stop at
the same card, or none goes past the fourth trick). A claim that double dummy cannot
make is counted as a shortfall without running the search (no line makes it).
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
from bridgelaws.cards import Seat
from bridgelaws.claims import Adjudication, Position, adjudicate
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


def corpus_files(paths: list[Path], every: int = 1) -> list[Path]:
    """The PBN files under ``paths`` (every ``every``-th, for a quick run)."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() == ".pbn"))
        else:
            files.append(path)
    return files[::every]


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
        yield RealClaim(
            str(file),
            game.tags.get("Board", "?"),
            game.tags.get("Contract", "?") + declarer.letter,
            declarer,
            claimed,
            position,
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
                "no line makes the claim"
            )
            out.append(Outcome(claim.claimed, figure, None, seconds, text))
            continue
        result = adjudicate(claim.position, claim.declarer, claim.claimed)
        seconds = time.perf_counter() - started
        text = describe(claim, result) if result.awarded < claim.claimed else ""
        out.append(Outcome(claim.claimed, result.double_dummy, result.awarded, seconds, text))
    return str(file), out


def _where(claim: RealClaim) -> str:
    return (
        f"{claim.file.split('pbn-files/')[-1]} board {claim.board}: {claim.contract}, "
        f"{claim.position.remaining} left"
    )


def describe(claim: RealClaim, result: Adjudication) -> str:
    lines = [
        f"{_where(claim)}, claimed {claim.claimed}, awarded {result.awarded}, "
        f"double dummy {result.double_dummy}",
        "    line: " + result.line_text(),
    ]
    lines.extend("    " + reason.render("en") for reason in result.reasons)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("--every", type=int, default=1, help="take every N-th file only")
    parser.add_argument("--jobs", type=int, default=1, help="processes (one file each)")
    parser.add_argument("--quiet", action="store_true", help="figures only, no shortfalls")
    args = parser.parse_args()
    files = corpus_files(args.paths, args.every)
    outcomes: list[Outcome] = []
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
                if outcome.text and not args.quiet:
                    print(outcome.text, flush=True)
    if not outcomes:
        sys.exit("no claims found under " + ", ".join(map(str, args.paths)))
    total = len(outcomes)
    sound = [o for o in outcomes if o.double_dummy >= o.claimed]
    full = sum(o.awarded is not None and o.awarded >= o.claimed for o in outcomes)
    times = [o.seconds for o in outcomes]
    print(f"{len(files)} files, {skipped} left out (they record only the first tricks)")
    print(
        f"{total} accepted claims: {full} awarded in full ({100 * full / total:.1f}%); "
        f"{len(sound)} ({100 * len(sound) / total:.1f}%) double-dummy sound, of which "
        f"{full} ({100 * full / max(1, len(sound)):.1f}%) awarded in full"
    )
    print(
        f"time per claim: median {statistics.median(times) * 1000:.0f} ms, "
        f"max {max(times):.2f} s, total {sum(times):.1f} s"
    )


if __name__ == "__main__":
    main()
