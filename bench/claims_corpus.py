"""Benchmark: the corpus's real claims, replayed as disputed claims without a statement.

Many championship records stop before the thirteenth trick while their
``Result`` tag says how many tricks declarer took: the rest was claimed (or
conceded) and the opponents agreed. Each such board is replayed to the point
where its play stops and adjudicated under Law 70 as if the claim had been
disputed and nothing had been said: declarer claims the ``Result``. A director
would award nearly all of these claims in full; this prints the share the
engine awards in full, every shortfall with its reasons and the line that
loses the trick, and the time taken.

    python bench/claims_corpus.py [PATH ...] [--limit N] [--quiet]

PATH defaults to ``../shared/corpus/pbn-files`` (relative to the repository).
Boards with an irregularity before the claim, unknown hands, or no card played
are left out (they say nothing about claims).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

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


def real_claims(paths: list[Path]) -> Iterator[RealClaim]:
    """Every board of the PBN files under ``paths`` whose play stops early with
    a Result declarer's side could still reach."""
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() == ".pbn"))
        else:
            files.append(path)
    for file in files:
        found = list(_file_claims(file))
        played = Counter(4 * (13 - c.position.remaining) + len(c.position.trick) for c in found)
        if len(found) >= 4 and played.most_common(1)[0][1] >= 0.8 * len(found):
            # Nearly every board stops at the same card: the file records only
            # the first tricks (or the lead) of each board, not claims.
            SKIPPED.append(str(file))
            continue
        yield from found


#: files left out because they record only the first tricks of every board
SKIPPED: list[str] = []


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


def describe(claim: RealClaim, result: Adjudication) -> str:
    lines = [
        f"{claim.file.split('pbn-files/')[-1]} board {claim.board}: {claim.contract}, "
        f"{claim.position.remaining} left, claimed {claim.claimed}, awarded {result.awarded}, "
        f"double dummy {result.double_dummy}",
        "    line: " + result.line_text(),
    ]
    lines.extend("    " + reason.render("en") for reason in result.reasons)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[DEFAULT])
    parser.add_argument("--limit", type=int, default=0, help="stop after this many claims")
    parser.add_argument("--quiet", action="store_true", help="figures only, no shortfalls")
    args = parser.parse_args()
    full = sound = total = 0
    times: list[float] = []
    short: list[str] = []
    for claim in real_claims(args.paths):
        started = time.perf_counter()
        result = adjudicate(claim.position, claim.declarer, claim.claimed)
        times.append(time.perf_counter() - started)
        total += 1
        sound += result.double_dummy >= claim.claimed
        if result.awarded >= claim.claimed:
            full += 1
        else:
            short.append(describe(claim, result))
            if not args.quiet:
                print(short[-1], flush=True)
        if args.limit and total >= args.limit:
            break
    if not total:
        sys.exit("no claims found under " + ", ".join(map(str, args.paths)))
    if SKIPPED:
        print(f"{len(SKIPPED)} files left out: they record only the first tricks of each board")
    print(
        f"{total} real claims: {full} awarded in full ({100 * full / total:.1f}%), "
        f"{total - full} short; {sound} ({100 * sound / total:.1f}%) double-dummy sound; "
        f"time median {statistics.median(times) * 1000:.0f} ms, "
        f"max {max(times):.2f} s, total {sum(times):.1f} s"
    )


if __name__ == "__main__":
    main()
