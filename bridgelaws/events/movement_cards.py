"""What the director prints from a movement: a guide card per pair (where it
sits round by round, against whom, which boards), a table card per table (who
comes to it and which boards it plays), and the list of tables whose results
are still missing.

The HTML needs no script or style sheet from elsewhere; every card starts a
new page when printed. Words for people go through
:func:`bridgelaws.i18n.translate` in the asked language.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from bridgelaws.events.movements import BYE, Movement, Seating
from bridgelaws.events.store import EventData
from bridgelaws.i18n import translate

__all__ = ["MissingTable", "missing_tables", "movement_html"]


def _(text: str, lang: str, **params: object) -> str:
    return translate(text, lang, **{k: str(v) for k, v in params.items()})


@dataclass(frozen=True)
class MissingTable:
    """A board the movement has played at a table that has no result yet."""

    round: int
    table: int
    board: int
    ns: int
    ew: int


def missing_tables(data: EventData) -> list[MissingTable]:
    """Every (round, table, board) of the stored pairs movement without a
    result or a table waiting for the director, in round and table order."""
    movement = data.movement
    if movement is None or not movement.seatings or data.settings.kind != "pairs":
        return []
    have: set[tuple[int, int, int]] = set()
    for table in (*data.results, *data.pending):
        if table.ns is None or table.ew is None:
            continue
        have.add(
            (
                data.boards[table.board].number,
                data.participants[table.ns].number,
                data.participants[table.ew].number,
            )
        )
    missing = [
        MissingTable(s.round, s.table, board, s.ns, s.ew)
        for s in sorted(movement.seatings, key=lambda s: (s.round, s.table))
        if not s.is_bye
        for board in s.boards
        if (board, s.ns, s.ew) not in have
    ]
    return missing


def _header(*names: str) -> str:
    return "<table><tr>" + "".join(f"<th>{escape(n)}</th>" for n in names) + "</tr>"


def _boards(s: Seating) -> str:
    return f"{s.boards[0]}-{s.boards[-1]}" if len(s.boards) > 1 else str(s.boards[0])


def _pair(number: int, lang: str) -> str:
    return _("bye", lang) if number == BYE else str(number)


def movement_html(movement: Movement, title: str, lang: str) -> str:
    """Guide cards (one per pair) and table cards (one per table), printable."""
    head = [
        f'<!DOCTYPE html><html lang="{escape(lang)}"><head><meta charset="utf-8">',
        f"<title>{escape(title)}</title><style>",
        "body{font-family:sans-serif} table{border-collapse:collapse;margin:0.5em 0}",
        "td,th{border:1px solid #999;padding:0.2em 0.6em;text-align:center}",
        "section{break-after:page;page-break-after:always}",
        "</style></head><body>",
    ]
    parts = list(head)
    pairs = sorted({p for s in movement.seatings for p in (s.ns, s.ew) if p != BYE})
    for pair in pairs:
        parts.append("<section>")
        parts.append(
            f"<h2>{escape(title)}: {escape(_('Guide card of pair {pair}', lang, pair=pair))}</h2>"
        )
        parts.append(
            _header(
                _("round", lang),
                _("table", lang),
                _("direction", lang),
                _("opponents", lang),
                _("boards", lang),
            )
        )
        for s in movement.of_pair(pair):
            direction = _("NS", lang) if s.ns == pair else _("EW", lang)
            other = s.ew if s.ns == pair else s.ns
            parts.append(
                f"<tr><td>{s.round}</td><td>{s.table}</td><td>{escape(direction)}</td>"
                f"<td>{escape(_pair(other, lang))}</td><td>{_boards(s)}</td></tr>"
            )
        parts.append("</table></section>")
    for table in range(1, movement.tables + 1):
        parts.append("<section>")
        parts.append(
            f"<h2>{escape(title)}: "
            f"{escape(_('Table card of table {table}', lang, table=table))}</h2>"
        )
        parts.append(_header(_("round", lang), _("NS", lang), _("EW", lang), _("boards", lang)))
        for s in movement.of_table(table):
            parts.append(
                f"<tr><td>{s.round}</td><td>{escape(_pair(s.ns, lang))}</td>"
                f"<td>{escape(_pair(s.ew, lang))}</td><td>{_boards(s)}</td></tr>"
            )
        parts.append("</table></section>")
    if movement.pairings:
        parts.append("<section>")
        parts.append(f"<h2>{escape(title)}</h2>")
        parts.append(_header(_("round", lang), _("home", lang), _("away", lang)))
        for g in sorted(movement.pairings, key=lambda g: (g.round, g.home)):
            parts.append(f"<tr><td>{g.round}</td><td>{g.home}</td><td>{g.away}</td></tr>")
        parts.append("</table></section>")
    parts.append("</body></html>\n")
    return "\n".join(parts)
