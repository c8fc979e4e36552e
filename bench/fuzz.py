"""Fuzz every entry point that takes untrusted input (issue 11).

Generated and mutated inputs go through the library the way the command line
and the web app use it, and every exception that is not the library's own
refusal (:class:`~bridgelaws.cards.BridgeError`: exit 2, or a 4xx answer) is
counted as a failure, with the input saved to reproduce it:

- ``pbn``: PBN text (the embedded sample, mutated) read, converted and checked
  as ``replay`` does; reading never raises at all;
- ``lin``: LIN text (boards written from random tables, mutated) read and
  replayed;
- ``rule``: table records as JSON (random tables with irregular events, then
  values swapped for values of any type, nested, huge or in other scripts,
  and the text itself mutated) through ``bridgelaws rule``'s steps: decode,
  read, replay, the JSON report and the text report in a random language;
- ``engine``: random sequences of any events through ``Table.apply`` in the
  three editions; a refused event must leave the record as it was, and the
  record must replay through its JSON form to the same report;
- ``web``: the web app in process (SQLite in a temporary folder): tables
  opened with mutated bodies, events, undos and state requests with mutated
  bodies and every kind of token; any answer of 500 or more is a failure, and
  so is a seat's state that holds a card of another seat's hidden hand.

    python bench/fuzz.py --seconds 60 [--targets pbn,lin,rule,engine,web] [--seed 1] [--save DIR]

It prints, per target, the inputs tried, the inputs per second and the
failures (each distinct failure once, with the file its input was saved to).
The exit code is 1 when anything failed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import traceback
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from bridgelaws import Board, Deal, Seat, Status, Table, TableRecord
from bridgelaws.calls import Call
from bridgelaws.cards import CARDS, BridgeError
from bridgelaws.formats.convert import convert_games
from bridgelaws.formats.files import decode_text
from bridgelaws.formats.lin import lin_to_record, parse_lin, record_to_lin, write_lin
from bridgelaws.formats.pbn import parse_pbn
from bridgelaws.record import (
    CallEvent,
    CardEvent,
    ChoiceEvent,
    ClaimEvent,
    ConcedeEvent,
    DirectorEvent,
    Event,
    ExposeEvent,
    FactEvent,
    ResponseEvent,
)
from bridgelaws.replay import ReplayReport, check_board
from bridgelaws.report_text import report_lines

EDITIONS = ("2017", "2007", "rubber")
LANGS = ("nl", "en", "de")
CALLS = ["Pass", "Pass", "Pass", "1C", "1D", "1H", "1S", "1NT", "2C", "3NT", "4S", "7NT", "X", "XX"]
FACTS = (
    "artificial comparable unintended could_see_dummy deliberate cards_mixed "
    "defective_trick designation missing_card missed_trick simultaneous_cards "
    "simultaneous_lead revoke_question tricks established wrong_board misdeal"
).split()
CHOICES = "accept reject become_dummy require_retraction no_restriction keep lowest".split()
#: text that breaks parsers: PBN and LIN syntax, digits int() refuses, sizes
PIECES = [
    "%",
    "{",
    "}",
    ";",
    '"',
    "[",
    "]",
    "\\",
    "#",
    "##",
    "^R",
    "^S",
    "^I",
    "*",
    "-",
    "+",
    "=1=",
    "$12",
    "!",
    "?",
    "\n",
    "\n\n",
    "\n \n",
    "\r",
    "\t",
    "\x00",
    "\ufeff",
    "\x1a",
    "²",
    "¹S",
    "٣",
    "Ⅻ",
    "9" * 40,
    "1" + "0" * 5000,
    "-1",
    "0",
    "13",
    "14",
    "AP",
    "Pass",
    "X",
    "8S",
    "0NT",
    "SA",
    "ZZ",
    "N:",
    "|",
    "||",
    "mb|",
    "pc|",
    "md|",
    "qx|",
    "mc|",
    "an|",
    "pg||",
    "sv|",
    "ah|Board 1|",
    "pn|,,,|",
]
VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    7,
    2**63,
    10**400,
    1.5,
    float("1e308"),
    "",
    "N",
    "x",
    "²",
    "1" * 5000,
    [],
    ["N"],
    {},
    {"by": "N"},
    [[[[[]]]]],
]


# -- mutation -------------------------------------------------------------------------


def mutate_text(rng: random.Random, text: str, rounds: int | None = None) -> str:
    """``text`` with a few random changes: pieces inserted, spans deleted,
    repeated or swapped, characters flipped."""
    for _ in range(rounds if rounds is not None else rng.randint(1, 6)):
        n = len(text)
        at = rng.randint(0, n)
        roll = rng.random()
        if roll < 0.35:
            text = text[:at] + rng.choice(PIECES) + text[at:]
        elif roll < 0.55 and n:
            end = min(n, at + rng.randint(1, 40))
            text = text[:at] + text[end:]
        elif roll < 0.7 and n:
            end = min(n, at + rng.randint(1, 200))
            text = text[:at] + text[at:end] * rng.randint(2, 30) + text[end:]
        elif roll < 0.85 and n:
            i = rng.randrange(n)
            flipped = chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x80, 0x3000)]))
            text = text[:i] + flipped + text[i + 1 :]
        elif n:
            a, b = sorted(rng.randrange(n) for _ in range(2))
            text = text[:a] + text[b:] + text[a:b]
    return text


def mutate_json(rng: random.Random, value: Any, depth: int = 0) -> Any:
    """``value`` with one of its parts replaced, removed or multiplied."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        out = dict(value)
        roll = rng.random()
        if roll < 0.2:
            del out[key]
        elif roll < 0.6 and depth < 6:
            out[key] = mutate_json(rng, value[key], depth + 1)
        else:
            out[key] = rng.choice(VALUES)
        return out
    if isinstance(value, list) and value and rng.random() < 0.8:
        out_list = list(value)
        i = rng.randrange(len(out_list))
        roll = rng.random()
        if roll < 0.2:
            del out_list[i]
        elif roll < 0.3:
            out_list[i:i] = [out_list[i]] * rng.randint(1, 50)
        elif roll < 0.8 and depth < 6:
            out_list[i] = mutate_json(rng, out_list[i], depth + 1)
        else:
            out_list[i] = rng.choice(VALUES)
        return out_list
    if rng.random() < 0.1:
        nested: Any = value
        for _ in range(rng.choice([20, 2000])):
            nested = [nested]
        return nested
    return rng.choice(VALUES)


# -- inputs -----------------------------------------------------------------------------


def random_event(rng: random.Random, table: Table) -> Event:
    """Mostly sensible, now and then anything at all."""
    seat = table.next if table.next is not None and rng.random() < 0.6 else Seat(rng.randrange(4))
    roll = rng.random()
    active = table.active
    asked = active is not None and roll < 0.7
    if asked and table.status is Status.AWAITING_FACT and active and active.question:
        return FactEvent(active.question.fact, rng.random() < 0.5)
    if asked and table.status is Status.AWAITING_CHOICE and active and active.options:
        chooser = active.chooser if active.chooser is not None else seat
        return ChoiceEvent(chooser, rng.choice(active.options).code)
    if table.status is Status.AWAITING_DIRECTOR and roll < 0.6:
        return DirectorEvent(seat)
    play = table.play
    if play is not None and table.status is Status.PLAY and roll < 0.7:
        legal = play.legal_cards(seat) if table.next is seat else []
        if legal and rng.random() < 0.8:
            return CardEvent(seat, rng.choice(legal), rng.random() < 0.02)
        return CardEvent(seat, rng.choice(CARDS))
    if roll < 0.55:
        return CallEvent(seat, Call.parse(rng.choice(CALLS)))
    if roll < 0.62:
        return DirectorEvent(seat)
    if roll < 0.7:
        return FactEvent(rng.choice(FACTS), rng.random() < 0.5)
    if roll < 0.76:
        return ChoiceEvent(seat, rng.choice(CHOICES))
    if roll < 0.82:
        return ClaimEvent(seat, rng.randint(0, 13))
    if roll < 0.86:
        return ConcedeEvent(seat, rng.randint(0, 13))
    if roll < 0.93:
        return ResponseEvent(seat, rng.random() < 0.6)
    if roll < 0.97:
        return ExposeEvent(seat, rng.choice(CARDS))
    return CardEvent(seat, rng.choice(CARDS))


def random_table(rng: random.Random, events: int, edition: str | None = None) -> Table:
    deal = Deal.random(rng)
    table = Table(Board.numbered(rng.randint(1, 32), deal), edition or rng.choice(EDITIONS))
    for _ in range(events):
        with suppress(BridgeError):
            table.apply(random_event(rng, table))
    return table


def played_table(rng: random.Random) -> Table:
    """A board bid and played by the rules (for LIN, which keeps no irregularity)."""
    table = Table(Board.numbered(rng.randint(1, 32), Deal.random(rng)))
    while table.status is Status.AUCTION:
        seat = table.auction.next_seat
        legal = table.auction.legal_calls()
        table.call(seat, Call.parse("Pass") if rng.random() < 0.6 else rng.choice(legal[:8]))
    while table.status is Status.PLAY and table.play is not None and table.next is not None:
        if len(table.play.tricks) > rng.randint(3, 14):
            declarer = table.declarer
            assert declarer is not None
            won, lost = table.play.won[declarer & 1], table.play.won[(declarer & 1) ^ 1]
            table.claim_tricks(declarer, rng.randint(won, 13 - lost))
            table.respond(declarer.lho, True)
            table.respond(declarer.rho, True)
            break
        table.play_card(table.next, rng.choice(table.play.legal_cards(table.next)))
    return table


# -- targets ----------------------------------------------------------------------------


@dataclass
class Result:
    tried: int = 0
    seconds: float = 0.0
    failures: dict[str, tuple[int, str]] = field(default_factory=dict)  # key: (count, saved)


class Target:
    name = ""

    def __init__(self, rng: random.Random, save: Path) -> None:
        self.rng = rng
        self.save = save

    def one(self) -> tuple[str, Callable[[], None]]:
        """An input (as text, to save) and the check to run on it."""
        raise NotImplementedError

    def close(self) -> None:
        """Release what the target holds."""


class PbnTarget(Target):
    name = "pbn"

    def __init__(self, rng: random.Random, save: Path) -> None:
        super().__init__(rng, save)
        self.sample = resources.files("bridgelaws").joinpath("data/sample.pbn").read_text()
        self.games = self.sample.split("\n\n")

    def one(self) -> tuple[str, Callable[[], None]]:
        rng = self.rng
        base = "\n\n".join(rng.sample(self.games, rng.randint(1, min(4, len(self.games)))))
        text = mutate_text(rng, base)

        def check() -> None:
            read = parse_pbn(text, "fuzz.pbn")
            report = ReplayReport(files=1)
            for converted in convert_games(read.games):
                check_board(converted, "fuzz.pbn", report)
                if converted.table is not None:
                    converted.table.report(rng.choice(LANGS))

        return text, check


class LinTarget(Target):
    name = "lin"

    def __init__(self, rng: random.Random, save: Path) -> None:
        super().__init__(rng, save)
        self.boards = [write_lin([record_to_lin(played_table(rng).record)]) for _ in range(12)]

    def one(self) -> tuple[str, Callable[[], None]]:
        rng = self.rng
        text = mutate_text(rng, "".join(rng.sample(self.boards, rng.randint(1, 3))))

        def check() -> None:
            boards, _problems = parse_lin(text, "fuzz.lin")
            for board in boards:
                try:
                    record = lin_to_record(board, rng.choice(EDITIONS))
                except BridgeError:
                    continue
                Table.from_record(record).report(rng.choice(LANGS))

        return text, check


class RuleTarget(Target):
    name = "rule"

    def one(self) -> tuple[str, Callable[[], None]]:
        rng = self.rng
        data: Any = random_table(rng, rng.randint(0, 60)).record.to_json()
        for _ in range(rng.randint(0, 3)):
            data = mutate_json(rng, data)
        try:
            text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
        except (ValueError, RecursionError):
            text = "[" * 3000 + "]" * 3000
        if rng.random() < 0.3:
            text = mutate_text(rng, text, rng.randint(1, 3))
        raw = text.encode("utf-8", "surrogatepass")
        if rng.random() < 0.05:
            raw = text.encode("latin-1", "replace")

        def check() -> None:
            lang = rng.choice(LANGS)
            try:
                record = TableRecord.loads(decode_text(raw))
                table = Table.from_record(record)
                json.dumps(table.report(lang))
                report_lines(table, lang)
            except BridgeError:
                pass  # exit 2 with the message

        return text, check


class EngineTarget(Target):
    name = "engine"

    def one(self) -> tuple[str, Callable[[], None]]:
        rng = self.rng
        seed = rng.randrange(2**32)
        edition = rng.choice(EDITIONS)
        count = rng.randint(1, 150)

        def check() -> None:
            local = random.Random(seed)
            table = Table(Board.numbered(local.randint(1, 32), Deal.random(local)), edition)
            for _ in range(count):
                event = random_event(local, table)
                before = table.record.to_json()
                try:
                    table.apply(event)
                except BridgeError:
                    if table.record.to_json() != before:
                        raise AssertionError("a refused event changed the record") from None
            report = table.report("en")
            again = Table.from_record(TableRecord.from_json(table.record.to_json()))
            if again.report("en") != report:
                raise AssertionError("the record does not replay to the same report")

        return json.dumps({"seed": seed, "edition": edition, "events": count}), check


class WebTarget(Target):
    name = "web"

    def __init__(self, rng: random.Random, save: Path) -> None:
        super().__init__(rng, save)
        from bridgelaws.web import create_app, database_url

        self.folder = tempfile.TemporaryDirectory()
        app = create_app(database_url(Path(self.folder.name) / "fuzz.db"), 0)
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
            from fastapi.testclient import TestClient

        self.client = TestClient(app, raise_server_exceptions=False)
        self.client.__enter__()
        self.tables: list[tuple[dict[str, str], Deal]] = []

    def close(self) -> None:
        self.client.__exit__(None, None, None)
        self.folder.cleanup()

    def open(self) -> None:
        rng = self.rng
        deal = Deal.random(rng)
        body = {"kind": rng.choice(["table", "assistant"]), "board": rng.randint(1, 32)}
        body["deal"] = deal.to_pbn(Seat.NORTH)
        r = self.client.post("/api/tables", json=body)
        if r.status_code == 201:
            self.tables.append((r.json()["tokens"], deal))

    def one(self) -> tuple[str, Callable[[], None]]:
        rng = self.rng
        if len(self.tables) < 3 or rng.random() < 0.02:
            self.open()
        tokens, deal = rng.choice(self.tables)
        role = rng.choice([*tokens, "none"])
        token = tokens.get(role, "x" * rng.randint(0, 60))
        roll = rng.random()
        if roll < 0.1:
            body: Any = mutate_json(rng, {"kind": "table", "board": 7, "deal": "N:" + "." * 3})
            method, path = "post", "/api/tables"
        elif roll < 0.75:
            sample = random_table(rng, rng.randint(0, 5))
            events = sample.record.to_json()["events"] or [{"by": "N", "call": "1C"}]
            event = (
                rng.choice(events) if rng.random() < 0.5 else random_event(rng, sample).to_json()
            )
            body = {"event": event}
            if rng.random() < 0.3:
                body = mutate_json(rng, body)
            method, path = "post", f"/api/{token}/events"
        elif roll < 0.85:
            body = mutate_json(rng, {"seq": 1}) if rng.random() < 0.5 else {}
            method, path = "post", f"/api/{token}/undo"
        else:
            body = None
            method, path = "get", rng.choice([f"/api/{token}/state", f"/d/{token}", f"/s/{token}"])
        shown = json.dumps({"method": method, "path": path, "body": repr(body)[:20000]})

        def check() -> None:
            if method == "post":
                try:
                    content = json.dumps(body).encode()
                except (ValueError, RecursionError):
                    content = b"[" * 20000
                if rng.random() < 0.1:
                    content = mutate_text(rng, content.decode(), 2).encode("utf-8", "replace")
                headers = {"content-type": "application/json"}
                r = self.client.post(path, content=content, headers=headers)
            else:
                r = self.client.get(path)
            if r.status_code >= 500 and not (r.status_code == 503 and "Retry-After" in r.headers):
                record = self.client.get(f"/api/{tokens['D']}/state").json().get("record")
                raise AssertionError(
                    f"HTTP {r.status_code}: {r.text[:300]}\nthe table: {json.dumps(record)}"
                )
            if role in ("N", "E", "S", "W") and path.endswith("/state") and r.status_code == 200:
                self.hidden_cards_kept(r.json(), Seat.parse(role), deal, tokens)

        return shown, check

    def hidden_cards_kept(
        self, state: dict[str, Any], seat: Seat, deal: Deal, tokens: dict[str, str]
    ) -> None:
        """A seat's state names no unplayed card of another hand but dummy's."""
        director = self.client.get(f"/api/{tokens['D']}/state").json()
        # played cards and cards exposed face up are public
        events = director["record"]["events"]
        played = {e.get("card") for e in events if "card" in e and "by" in e}
        played |= {e.get("expose") for e in events if "expose" in e}
        dummy = director["report"].get("declarer")
        text = json.dumps(state)
        for other in Seat:
            if other is seat or (dummy is not None and other.partner.letter == dummy):
                continue
            for card in deal[other]:
                name = str(card)
                if name not in played and f'"{name}"' in text:
                    at = text.index(f'"{name}"')
                    raise AssertionError(
                        f"{seat.name}'s state shows {name} of {other.name}: "
                        f"…{text[max(0, at - 300) : at + 50]}…\nthe table: "
                        + json.dumps(director["record"])
                    )


TARGETS: dict[str, type[Target]] = {
    t.name: t for t in (PbnTarget, LinTarget, RuleTarget, EngineTarget, WebTarget)
}


@contextmanager
def quiet() -> Iterator[None]:
    """The web app logs a store failure or a refused action at ERROR: not here."""
    import logging

    logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(logging.NOTSET)


def run(target: Target, seconds: float, limit: int | None) -> Result:
    result = Result()
    started = time.perf_counter()
    while time.perf_counter() - started < seconds and (limit is None or result.tried < limit):
        shown, check = target.one()
        result.tried += 1
        try:
            check()
        except Exception as exc:
            where = traceback.extract_tb(exc.__traceback__)[-1]
            key = f"{type(exc).__name__} at {Path(where.filename).name}:{where.lineno}"
            count, saved = result.failures.get(key, (0, ""))
            if not saved:
                path = target.save / f"{target.name}-{len(result.failures) + 1}.txt"
                detail = "".join(traceback.format_exception(exc))
                path.write_text(shown + "\n\n" + detail, encoding="utf-8", errors="replace")
                saved = str(path)
            result.failures[key] = (count + 1, saved)
    result.seconds = time.perf_counter() - started
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="time for all targets")
    parser.add_argument("--inputs", type=int, default=None, help="at most this many per target")
    parser.add_argument("--targets", default=",".join(TARGETS), help="comma-separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--save", type=Path, default=Path("fuzz-failures"))
    args = parser.parse_args()
    names = [n for n in args.targets.split(",") if n]
    unknown = [n for n in names if n not in TARGETS]
    if unknown:
        parser.error(f"unknown targets: {', '.join(unknown)} (known: {', '.join(TARGETS)})")
    args.save.mkdir(parents=True, exist_ok=True)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 3000))
    share = args.seconds / len(names)
    failed = 0
    print(f"{'target':8} {'inputs':>8} {'per s':>7} {'failures':>9}")
    with quiet():
        for name in names:
            target = TARGETS[name](random.Random(f"{args.seed}-{name}"), args.save)
            try:
                result = run(target, share, args.inputs)
            finally:
                target.close()
            total = sum(count for count, _ in result.failures.values())
            failed += total
            rate = result.tried / result.seconds if result.seconds else 0.0
            print(f"{name:8} {result.tried:8,} {rate:7.1f} {total:9,}", flush=True)
            for key, (count, saved) in sorted(result.failures.items()):
                print(f"    {count:6,} × {key}  ({saved})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
