"""Reports of a scored event: CSV, the printable HTML results page, and rows
for the terminal.

The HTML page is rendered by Jinja2 from ``templates/results.html`` (ranking,
the team matches, then every board's traveller); it needs no script or
external style sheet, so a club can put the one file on its web site or print
it.
"""

from __future__ import annotations

import csv
import io
from importlib.resources import files as package_files
from typing import Final

from jinja2 import Environment, FunctionLoader, select_autoescape

from bridgelaws.events.scoring import EventScores, Line, Standing
from bridgelaws.scoring.adjusted import ArtificialScore

__all__ = ["figure", "html_report", "ranking_csv", "ranking_rows", "travellers_csv"]

_TEMPLATES: Final = package_files("bridgelaws.events") / "templates"


def figure(value: float | None, decimals: int = 2) -> str:
    """A score for print: whole numbers as they are, else ``decimals`` places."""
    if value is None:
        return ""
    if value == int(value):
        return str(int(value))
    return f"{value:.{decimals}f}"


def _load(name: str) -> str:
    return (_TEMPLATES / name).read_text(encoding="utf-8")


def ranking_header(scores: EventScores) -> list[str]:
    if scores.unit == "MP":
        return ["rank", "number", "name", "direction", "boards", "MP", "percent", "penalty"]
    if scores.unit == "VP":
        return ["rank", "number", "name", "boards", "IMPs for", "IMPs against", "VP", "penalty"]
    return ["rank", "number", "name", "direction", "boards", scores.unit, "penalty"]


def ranking_rows(scores: EventScores) -> list[list[str]]:
    """The ranking as rows of text, in :func:`ranking_header` order."""
    rows: list[list[str]] = []
    for s in scores.ranking:
        rows.append(_ranking_row(scores, s))
    return rows


def _ranking_row(scores: EventScores, s: Standing) -> list[str]:
    head = [s.label, str(s.participant.number), s.participant.name]
    penalty = figure(s.penalty) if s.penalty else ""
    if scores.unit == "MP":
        return [
            *head,
            s.direction or "",
            str(s.boards),
            figure(s.total),
            figure(s.percent),
            penalty,
        ]
    if scores.unit == "VP":
        return [
            *head,
            str(s.boards),
            figure(s.imps_for),
            figure(s.imps_against),
            figure(s.total),
            penalty,
        ]
    return [*head, s.direction or "", str(s.boards), figure(s.total), penalty]


def ranking_csv(scores: EventScores) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(ranking_header(scores))
    writer.writerows(ranking_rows(scores))
    return out.getvalue()


def _side(line: Line, side: str) -> str:
    stored = line.result.ns_outcome if side == "NS" else line.result.ew_outcome
    if isinstance(stored, ArtificialScore):
        return stored.value
    points = line.ns_points if side == "NS" else line.ew_points
    return figure(points, 1)


def traveller_rows(scores: EventScores, lines: list[Line]) -> list[dict[str, str]]:
    """A board's traveller as text cells, for the CSV and the HTML page."""
    people = scores.data.participants
    rows: list[dict[str, str]] = []
    for line in lines:
        result = line.result
        split = result.ns_outcome != result.ew_outcome
        rows.append(
            {
                "board": str(line.board.number),
                "room": (result.room or "").capitalize(),
                "ns": str(people[result.ns].number) if result.ns is not None else "",
                "ew": str(people[result.ew].number) if result.ew is not None else "",
                "contract": result.contract or "",
                "declarer": result.declarer or "",
                "tricks": "" if result.tricks is None else str(result.tricks),
                "lead": result.lead or "",
                "score_ns": _side(line, "NS"),
                "score_ew": _side(line, "EW") if split else "",
                "ns_value": figure(line.ns),
                "ew_value": figure(line.ew),
                "ns_percent": figure(line.ns_percent),
                "ew_percent": figure(line.ew_percent),
                "adjusted": "" if result.kind == "table" else result.kind,
                "note": result.note or "",
            }
        )
    return rows


def travellers_csv(scores: EventScores) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=_TRAVELLER_FIELDS, lineterminator="\n")
    writer.writeheader()
    for lines in scores.travellers.values():
        writer.writerows(traveller_rows(scores, lines))
    return out.getvalue()


_TRAVELLER_FIELDS: Final = [
    "board",
    "room",
    "ns",
    "ew",
    "contract",
    "declarer",
    "tricks",
    "lead",
    "score_ns",
    "score_ew",
    "ns_value",
    "ew_value",
    "ns_percent",
    "ew_percent",
    "adjusted",
    "note",
]


def html_report(scores: EventScores) -> str:
    """The printable results page: ranking (and matches) plus travellers."""
    environment = Environment(
        loader=FunctionLoader(_load), autoescape=select_autoescape(["html"], default=True)
    )
    template = environment.get_template("results.html")
    travellers = [
        (number, lines[0].board, traveller_rows(scores, lines))
        for number, lines in sorted(scores.travellers.items())
    ]
    return template.render(
        event=scores.data.settings,
        unit=scores.unit,
        header=ranking_header(scores),
        ranking=ranking_rows(scores),
        matches=scores.matches,
        figure=figure,
        travellers=travellers,
        mp=scores.unit == "MP",
    )
