"""PBN in and out for events.

Import (:func:`import_pbn`), per game:

* **team matches**: ``Room`` (Open/Closed) with the teams from ``HomeTeam`` and
  ``VisitTeam`` (or given by the caller); the home team sits NS in the open room;
* **pairs**: the pair of North and South (by their names) against East and
  West; **individuals**: the four players;
* **frequency tables**: a ``ScoreTable`` with ``Score_NS`` (and optionally
  ``PairId_NS``/``PairId_EW``, ``Contract``, ``Declarer``, ``Result``,
  ``Multiplicity``) gives the board's results; without pair numbers they are
  stored without participants (travellers only). The other games of such a
  board are then not read again.

Each result is scored by Law 77 from Contract, Declarer and Result; a
``Score`` tag that disagrees is listed, not trusted. Records without a
result (``Contract "?"``) and artificial scores of anonymous frequency rows
(``^40`` in one direction only) are listed as skipped. A result that cannot be
(14 tricks, an 8-level contract, a pair playing itself) stops the import with
an error naming the file, line and board, and nothing is imported.

Export (:func:`export_pbn`): a game per table result with ``Score``,
``ScoreMP`` and ``ScorePercentage`` (matchpoints) or ``ScoreIMP``; the first
game of each board carries the board's ``ScoreTable`` (pairs events) and the
first game of the file the ``TotalScoreTable`` (PBN 2.1 §5.7, §5.8).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

from bridgelaws.board import Vulnerability, vulnerability_for
from bridgelaws.calls import Contract
from bridgelaws.cards import BridgeError, Card, InputError, Seat, Side
from bridgelaws.events.scoring import EventScores, Line
from bridgelaws.events.store import EventStore, ResultEntry
from bridgelaws.formats.convert import parse_score
from bridgelaws.formats.messages import located
from bridgelaws.formats.pbn import PbnGame, PbnSection, read_pbn, write_pbn
from bridgelaws.scoring.adjusted import ArtificialScore
from bridgelaws.scoring.duplicate import score_for_side

__all__ = ["ImportReport", "export_pbn", "import_pbn"]

_ELEMENT: Final = re.compile(r'"[^"]*"|\S+')


@dataclass
class ImportReport:
    """What an import did."""

    file: str
    results: int = 0
    #: Records not imported, with the reason.
    skipped: list[InputError] = field(default_factory=list)
    #: Recorded ``Score`` tags that disagree with Law 77 for the recorded result.
    mismatches: list[InputError] = field(default_factory=list)
    #: Results imported without pairs (frequency-table rows without PairId):
    #: scored on the boards, but they rank nobody.
    anonymous: int = 0
    #: The file's own published ranking (TotalScoreTable): (rank, pair, names,
    #: the last figure of the row, e.g. the percentage), as written.
    published: list[tuple[str, str, str, str]] = field(default_factory=list)

    @property
    def ranks_nobody(self) -> bool:
        """Every imported result is anonymous: the ranking stays empty."""
        return self.results > 0 and self.anonymous == self.results


def _known(tags: dict[str, str], name: str) -> str:
    value = tags.get(name, "").strip()
    return "" if value in ("?", "-") else value


def _columns(section: PbnSection) -> tuple[list[str], list[list[str]]]:
    names = [part.split("\\")[0].lstrip("+-") for part in section.value.split(";")]
    rows = [[item.strip('"') for item in _ELEMENT.findall(row)] for row in section.rows]
    return names, [row for row in rows if row]


class _Importer:
    def __init__(self, store: EventStore, path: Path, home: str | None, away: str | None) -> None:
        self.store = store
        self.path = path
        self.report = ImportReport(os.fspath(path))
        self.data = store.snapshot(results=False)
        self.kind = self.data.settings.kind
        self.home, self.away = home, away
        self.by_name = {p.name: p.number for p in self.data.participants.values()}
        self.numbers = {p.number for p in self.data.participants.values()}
        self.new_participants: dict[int, tuple[int, str, str | None]] = {}
        self.boards: dict[int, tuple[int, Seat | None, Vulnerability | None, str | None]] = {}
        self.matches: set[tuple[int, int, int | None]] = set()
        self.entries: list[ResultEntry] = []

    def where(self, game: PbnGame, line: int | None = None) -> InputError:
        return InputError("{file} line {line}", file=self.path.name, line=line or game.line)

    def skip(self, game: PbnGame, reason: InputError) -> None:
        self.report.skipped.append(
            InputError(
                "{where} (board {board}): {reason}",
                where=self.where(game),
                board=game.board,
                reason=reason,
            )
        )

    def participant(self, name: str, number: int | None = None) -> int:
        """The number of the participant called ``name`` (made when new)."""
        if number is not None:
            if number not in self.numbers:
                self.numbers.add(number)
                self.new_participants[number] = (number, name or str(number), None)
            return number
        found = self.by_name.get(name)
        if found is None:
            found = max(self.numbers, default=0) + 1
            self.numbers.add(found)
            self.by_name[name] = found
            self.new_participants[found] = (found, name, None)
        return found

    def board(self, game: PbnGame) -> int | None:
        text = _known(game.tags, "Board")
        if not text.isdigit() or int(text) < 1:
            found = InputError("no board number ({value})", value=repr(text))
            self.skip(game, found if text else InputError("no board number"))
            return None
        number = int(text)
        if number not in self.boards:
            dealer = _known(game.tags, "Dealer")
            vulnerable = _known(game.tags, "Vulnerable")
            deal = _known(game.tags, "Deal")
            self.boards[number] = (
                number,
                Seat.parse(dealer) if dealer else None,
                Vulnerability.parse(vulnerable) if vulnerable else None,
                deal or None,
            )
        return number

    def run(self) -> ImportReport:
        pbn = read_pbn(self.path)
        for problem in pbn.problems:
            message = problem.message or InputError("{part}", part=problem.error)
            self.report.skipped.append(located(problem.file, problem.line, problem.board, message))
        tabled: set[int] = set()
        for game in pbn.games:
            total = game.sections.get("TotalScoreTable")
            if total is not None and not self.report.published:
                self.published(total)
            number = self.board(game)
            if number is None:
                continue
            table = game.sections.get("ScoreTable")
            if self.kind != "teams" and table is not None:
                if number in tabled:
                    continue
                names, _ = _columns(table)
                if "Score_NS" in names or "Score_EW" in names:
                    tabled.add(number)
                    self.frequency_table(game, number, table)
                    continue
            if number in tabled:
                continue
            self.game(game, number)
        if not self.entries:
            return self.report  # nothing to import: not even its boards are written
        try:
            ids = self.store.import_batch(
                self.entries,
                boards=list(self.boards.values()),
                participants=list(self.new_participants.values()),
                matches=sorted(self.matches, key=lambda m: (m[2] or 0, m[0], m[1])),
            )
        except BridgeError as exc:
            raise InputError("{path}: {problem}", path=self.path, problem=exc) from None
        self.report.results = len(ids)
        self.report.anonymous = sum(1 for e in self.entries if e.anonymous)
        return self.report

    def published(self, table: PbnSection) -> None:
        """The file's TotalScoreTable, kept as the organiser published it."""
        names, rows = _columns(table)
        column = {name: index for index, name in enumerate(names)}

        def cell(row: list[str], *keys: str) -> str:
            for key in keys:
                index = column.get(key)
                if index is not None and index < len(row):
                    return row[index]
            return ""

        for row in rows:
            self.report.published.append(
                (
                    cell(row, "Rank"),
                    cell(row, "PairId", "TeamId"),
                    " - ".join(n.strip() for n in cell(row, "Names", "TeamName").split(";")),
                    row[-1] if row else "",
                )
            )

    def game(self, game: PbnGame, number: int) -> None:
        tags = game.tags
        contract_text = _known(tags, "Contract")
        if not contract_text:
            self.skip(game, InputError("no contract"))
            return
        result_text = _known(tags, "Result")
        declarer_text = _known(tags, "Declarer").lstrip("^")
        try:
            contract = Contract.parse(contract_text)
        except BridgeError as exc:
            raise InputError(
                "{where}, board {board}: {problem}",
                where=self.where(game),
                board=number,
                problem=exc,
            ) from None
        if not contract.is_passed_out and not (result_text and declarer_text):
            self.skip(game, InputError("no declarer or no result"))
            return
        if not contract.is_passed_out and not result_text.isdigit():
            raise InputError(
                "{where}, board {board}: Result {value} is not a number of tricks",
                where=self.where(game),
                board=number,
                value=repr(result_text),
            )
        tricks = int(result_text) if result_text.isdigit() else None
        lead = None
        if game.play is not None and game.play.tokens:
            try:
                lead = str(Card.parse(game.play.tokens[0].text))
            except BridgeError:
                lead = None
        entry = ResultEntry(
            number,
            contract=contract_text,
            declarer=declarer_text or None,
            tricks=None if contract.is_passed_out else tricks,
            lead=lead,
            where=self.where(game),
        )
        if self.kind == "teams":
            room = _known(tags, "Room").lower()
            if room not in ("open", "closed"):
                self.skip(game, InputError("no Room Open or Closed ({value})", value=repr(room)))
                return
            home = _known(tags, "HomeTeam") or self.home or "Home"
            away = _known(tags, "VisitTeam") or self.away or "Away"
            teams = (self.participant(home), self.participant(away))
            if teams[0] == teams[1]:
                raise InputError(
                    "{where}: team {team} cannot play itself",
                    where=self.where(game),
                    team=repr(home),
                )
            self.matches.add((teams[0], teams[1], None))
            entry = _replace(entry, teams=teams, room=room)
        else:
            seats = {seat: _known(tags, seat) for seat in ("North", "East", "South", "West")}
            if not all(seats.values()):
                self.skip(game, InputError("the players' names are not all given"))
                return
            if self.kind == "individual":
                entry = _replace(
                    entry,
                    ns=self.participant(seats["North"]),
                    ns_partner=self.participant(seats["South"]),
                    ew=self.participant(seats["East"]),
                    ew_partner=self.participant(seats["West"]),
                )
            else:
                entry = _replace(
                    entry,
                    ns=self.participant(f"{seats['North']} - {seats['South']}"),
                    ew=self.participant(f"{seats['East']} - {seats['West']}"),
                )
        self.check_score(game, number, contract, entry)
        self.entries.append(entry)

    def check_score(
        self, game: PbnGame, number: int, contract: Contract, entry: ResultEntry
    ) -> None:
        text = _known(game.tags, "Score")
        if not text or contract.is_passed_out or entry.tricks is None or entry.declarer is None:
            return
        try:
            declarer = Seat.parse(entry.declarer)
        except BridgeError:
            return  # the entry check names it
        recorded = parse_score(text, declarer)
        if recorded is None or not 0 <= entry.tricks <= 13:
            return
        vulnerability = self.boards[number][2] or vulnerability_for(number)
        computed = score_for_side(
            contract, declarer, entry.tricks, vulnerability.is_vulnerable(declarer)
        )
        side, points = recorded
        ns_recorded = points if side is Side.NS else -points
        if ns_recorded != computed:
            self.report.mismatches.append(
                InputError(
                    "{where} (board {board}): Score {value}, Law 77 gives NS {computed}",
                    where=self.where(game),
                    board=number,
                    value=repr(text),
                    computed=computed,
                )
            )

    def frequency_table(self, game: PbnGame, number: int, table: PbnSection) -> None:
        names, rows = _columns(table)
        column = {name: index for index, name in enumerate(names)}

        def cell(row: list[str], name: str) -> str:
            index = column.get(name)
            return row[index] if index is not None and index < len(row) else "-"

        for offset, row in enumerate(rows, 1):
            where = InputError("{file} line {line}", file=self.path.name, line=table.line + offset)
            score_ns, score_ew = cell(row, "Score_NS"), cell(row, "Score_EW")
            if score_ns in ("-", "?") and score_ew in ("-", "?"):
                artificial = [c for c in row if c.startswith("^")]
                if artificial:
                    self.report.skipped.append(
                        InputError(
                            "{where} (board {board}): artificial score {value} in a frequency "
                            "table",
                            where=where,
                            board=number,
                            value=" ".join(artificial),
                        )
                    )
                else:
                    self.report.skipped.append(
                        InputError("{where} (board {board}): no score", where=where, board=number)
                    )
                continue
            try:
                points = int(score_ns) if score_ns not in ("-", "?") else -int(score_ew)
                count = int(cell(row, "Multiplicity")) if "Multiplicity" in column else 1
            except ValueError:
                raise InputError(
                    "{where}, board {board}: not a score: {value}",
                    where=where,
                    board=number,
                    value=repr(" ".join(row)),
                ) from None
            pair_ns, pair_ew = cell(row, "PairId_NS"), cell(row, "PairId_EW")
            anonymous = not (pair_ns.isdigit() and pair_ew.isdigit())
            contract, declarer, result = (
                cell(row, "Contract"),
                cell(row, "Declarer"),
                cell(row, "Result"),
            )
            entry = ResultEntry(number, where=where, anonymous=anonymous, points=points)
            if contract not in ("-", "?"):
                entry = _replace(
                    entry,
                    points=None,
                    contract=contract,
                    declarer=None if declarer in ("-", "?") else declarer,
                    tricks=int(result) if result.isdigit() else None,
                )
                lead = cell(row, "Lead")
                if lead not in ("-", "?"):
                    entry = _replace(entry, lead=lead)
            if not anonymous:
                ns_name, ew_name = cell(row, "Names_NS"), cell(row, "Names_EW")
                entry = _replace(
                    entry,
                    ns=self.participant(ns_name if ns_name != "-" else "", int(pair_ns)),
                    ew=self.participant(ew_name if ew_name != "-" else "", int(pair_ew)),
                )
            self.entries.extend([entry] * count)


def _replace(entry: ResultEntry, **changes: object) -> ResultEntry:
    return replace(entry, **changes)  # type: ignore[arg-type]


def import_pbn(
    store: EventStore,
    path: str | os.PathLike[str],
    *,
    home: str | None = None,
    away: str | None = None,
) -> ImportReport:
    """Import the results of a PBN file into the event, in one transaction.

    ``home``/``away`` name the teams of a match file without team tags."""
    return _Importer(store, Path(path), home, away).run()


# -- export -------------------------------------------------------------------------------


def _number(value: float | None, decimals: int = 2) -> str:
    """A figure for a table: whole numbers without decimals, else ``decimals``."""
    if value is None:
        return "-"
    if value == int(value):
        return str(int(value))
    return f"{value:.{decimals}f}"


def _cell(line: Line, side: str) -> str:
    stored = line.result.ns_outcome if side == "NS" else line.result.ew_outcome
    if isinstance(stored, ArtificialScore):
        return "-"
    points = line.ns_points if side == "NS" else line.ew_points
    if points is None:
        return "-"
    value = points if side == "NS" else -points
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def _quoted(text: str) -> str:
    return '"' + text.replace('"', "'") + '"'


def export_pbn(scores: EventScores) -> str:
    """The scored event as PBN 2.1 export text."""
    data = scores.data
    settings = data.settings
    mp = scores.unit == "MP"
    pairs = settings.kind != "teams"
    common = {"Event": settings.name, "Site": settings.site or "?", "Date": settings.date or "?"}
    common["Scoring"] = "MP" if mp else ("IMP" if scores.unit in ("IMP", "VP") else "Total")
    games: list[PbnGame] = []
    for number, lines in sorted(scores.travellers.items()):
        first = True
        for line in lines:
            result = line.result
            board = line.board
            tags = dict(common)
            tags.update(
                {
                    "Board": str(number),
                    "Dealer": board.dealer.letter,
                    "Vulnerable": board.vulnerability.value,
                    "Deal": board.deal or "?",
                    "Declarer": result.declarer or ("?" if result.contract else "-"),
                    "Contract": result.contract or "?",
                    "Result": "?" if result.tricks is None else str(result.tricks),
                }
            )
            if result.contract == "Pass":
                tags["Declarer"], tags["Result"] = "", ""
            ns_points = line.ns_points
            if result.kind in ("table", "assigned") and ns_points is not None:
                tags["Score"] = f"NS {int(ns_points)}"
            for name, who in (("PairId_NS", result.ns), ("PairId_EW", result.ew)):
                if who is not None:
                    tags[name] = str(data.participants[who].number)
            if result.room:
                tags["Room"] = result.room.capitalize()
            if result.match is not None:
                match = data.matches[result.match]
                tags["HomeTeam"] = data.participants[match.home].name
                tags["VisitTeam"] = data.participants[match.away].name
            if mp and line.ns is not None and line.ew is not None:
                tags["ScoreMP"] = f"NS {_number(line.ns)} EW {_number(line.ew)}"
                tags["ScorePercentage"] = (
                    f"NS {_number(line.ns_percent)} EW {_number(line.ew_percent)}"
                )
            elif not mp and line.ns is not None and line.ew is not None:
                tags["ScoreIMP"] = f"NS {_number(line.ns)} EW {_number(line.ew)}"
            game = PbnGame(tags=tags)
            if result.kind != "table":
                game.comments.append(("Result", f"adjusted score ({result.kind}): {result.ns}"))
            if first and pairs:
                game.sections["ScoreTable"] = _score_table(scores, lines, mp)
            if first and not games:
                game.sections["TotalScoreTable"] = _total_table(scores, mp)
            first = False
            games.append(game)
    return write_pbn(games)


def _score_table(scores: EventScores, lines: list[Line], mp: bool) -> PbnSection:
    data = scores.data
    unit = ("MP", "Percentage") if mp else ("IMP",)
    columns = [
        "PairId_NS\\3R",
        "PairId_EW\\3R",
        "Contract\\5L",
        "Declarer\\1R",
        "Result\\2R",
        "Lead\\3L",
        "Score_NS\\5R",
        "Score_EW\\5R",
    ]
    for name in unit:
        columns += [f"{name}_NS\\6R", f"{name}_EW\\6R"]
    rows = []
    for line in lines:
        result = line.result
        ns = str(data.participants[result.ns].number) if result.ns is not None else "-"
        ew = str(data.participants[result.ew].number) if result.ew is not None else "-"
        cells = [
            ns,
            ew,
            result.contract or "-",
            result.declarer or "-",
            "-" if result.tricks is None else str(result.tricks),
            result.lead or "-",
            _cell(line, "NS"),
            _cell(line, "EW"),
        ]
        ns_mark = "^" if isinstance(result.ns_outcome, ArtificialScore) else ""
        ew_mark = "^" if isinstance(result.ew_outcome, ArtificialScore) else ""
        cells += [ns_mark + _number(line.ns), ew_mark + _number(line.ew)]
        if mp:
            cells += [ns_mark + _number(line.ns_percent), ew_mark + _number(line.ew_percent)]
        rows.append(" ".join(cells))
    return PbnSection("ScoreTable", ";".join(columns), 0, rows=rows)


def _total_table(scores: EventScores, mp: bool) -> PbnSection:
    if mp:
        columns = ["Rank\\3R", "PairId\\3R", "Names\\30L", "TotalMP\\7R", "TotalPercentage\\6R"]
    elif scores.unit == "VP":
        columns = ["Rank\\3R", "PairId\\3R", "Names\\30L", "TotalIMP\\7R", "TotalScore\\6R"]
    else:
        columns = ["Rank\\3R", "PairId\\3R", "Names\\30L", "TotalIMP\\7R", "MeanIMP\\6R"]
    columns.append("NrBoards\\3R")
    rows = []
    for standing in scores.ranking:
        cells = [
            standing.label,
            str(standing.participant.number),
            _quoted(standing.participant.name),
        ]
        if mp:
            cells += [_number(standing.total), _number(standing.percent)]
        elif scores.unit == "VP":
            net = (standing.imps_for or 0.0) - (standing.imps_against or 0.0)
            cells += [_number(net), _number(standing.total)]
        else:
            mean = standing.total / standing.boards if standing.boards else 0.0
            cells += [_number(standing.total), _number(mean)]
        cells.append(str(standing.boards))
        rows.append(" ".join(cells))
    return PbnSection("TotalScoreTable", ";".join(columns), 0, rows=rows)
