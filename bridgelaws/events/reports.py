"""Reports of a scored event: CSV, the printable HTML results page, personal
score cards, and rows for the terminal.

The HTML page is rendered by Jinja2 from ``templates/results.html`` (ranking,
the team matches, every board's traveller, tables still waiting for an
adjusted score, then one score card per participant, each on its own printed
page); it needs no script or external style sheet, so a club can put the one
file on its web site or print it.

Words meant for people (headings, column names, directions, kinds of adjusted
score) are English message ids rendered through :func:`bridgelaws.i18n.translate`
in the asked language (``nl`` by default on the command line); the catalogues
are ``bridgelaws/i18n/nl_events.po`` and ``de_events.po``. Words chosen at run
time go through :func:`word`, which only accepts the ids in :data:`WORDS`, so
that the catalogue test sees every one of them. CSV and JSON keep English
column names: they are read by programs.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from dataclasses import dataclass
from importlib.resources import files as package_files
from typing import Final

from jinja2 import Environment, FunctionLoader, select_autoescape
from markupsafe import Markup, escape

from bridgelaws.calls import Denomination
from bridgelaws.cards import BridgeError, Deal, InputError, Seat, Suit
from bridgelaws.events.movement_cards import missing_tables
from bridgelaws.events.outcomes import describe_outcome
from bridgelaws.events.scoring import CardLine, EventScores, Line, Standing
from bridgelaws.events.store import BoardInfo, PendingInfo
from bridgelaws.i18n import catalog, translate
from bridgelaws.report_text import card_text, contract_text
from bridgelaws.scoring.adjusted import ArtificialScore, WeightedScore

__all__ = [
    "CARD_FIELDS",
    "WORDS",
    "HandRecord",
    "ScoreCard",
    "card_rows",
    "cards_csv",
    "contract_words",
    "figure",
    "hand_record",
    "html_report",
    "pending_rows",
    "ranking_csv",
    "ranking_header",
    "ranking_json",
    "ranking_labels",
    "ranking_rows",
    "score_cards",
    "seat_letter",
    "traveller_rows",
    "travellers_csv",
    "word",
]

_TEMPLATES: Final = package_files("bridgelaws.events") / "templates"
_SUIT_SYMBOLS: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

#: Message ids chosen at run time (column keys, directions, kinds, rooms, ...).
WORDS: Final = frozenset(
    {
        # ranking columns
        "rank", "number", "name", "direction", "boards", "MP", "percent", "penalty",
        "IMPs for", "IMPs against", "VP", "IMP", "points",
        # directions and rooms
        "NS", "EW", "open", "closed",
        # kinds of event and of adjusted score
        "pairs", "teams", "individual",
        "assigned", "weighted", "artificial", "split",
        # who a score card is for
        "pair", "team", "player",
        # vulnerability
        "None", "All",
        # a table of the movement without a result
        "missing",
    }
)  # fmt: skip


def word(key: str, lang: str) -> str:
    """A word chosen at run time, in ``lang`` (it must be one of :data:`WORDS`)."""
    if key not in WORDS:
        raise KeyError(f"{key!r} is not an events message id (add it to WORDS and the catalogues)")
    return translate(key, lang)


def _(text: str, lang: str, **params: str) -> str:
    return translate(text, lang, **params)


def figure(value: float | None, decimals: int = 2) -> str:
    """A score for print: whole numbers as they are, else ``decimals`` places."""
    if value is None:
        return ""
    if value == int(value):
        return str(int(value))
    return f"{value:.{decimals}f}"


def _load(name: str) -> str:
    return (_TEMPLATES / name).read_text(encoding="utf-8")


# -- ranking ---------------------------------------------------------------------------


def ranking_header(scores: EventScores) -> list[str]:
    """The ranking's column keys (CSV and JSON use them as they are)."""
    if scores.unit == "MP":
        return ["rank", "number", "name", "direction", "boards", "MP", "percent", "penalty"]
    if scores.unit == "VP":
        return ["rank", "number", "name", "boards", "IMPs for", "IMPs against", "VP", "penalty"]
    return ["rank", "number", "name", "direction", "boards", scores.unit, "penalty"]


def ranking_labels(scores: EventScores, lang: str) -> list[str]:
    """The ranking's column names for people, in ``lang``."""
    return [word(key, lang) for key in ranking_header(scores)]


def ranking_rows(scores: EventScores, lang: str = "en") -> list[list[str]]:
    """The ranking as rows of text, in :func:`ranking_header` order. A column
    is written with two decimals throughout as soon as one of its figures is
    not whole (no "139" beside "137.13"); percentages always have two."""
    columns = {
        "total": [s.total for s in scores.ranking],
        "for": [s.imps_for or 0.0 for s in scores.ranking],
        "against": [s.imps_against or 0.0 for s in scores.ranking],
        "penalty": [s.penalty for s in scores.ranking],
    }
    places = {key: 2 if any(v != int(v) for v in values) else 0 for key, values in columns.items()}
    return [_ranking_row(scores, s, lang, places) for s in scores.ranking]


def _fixed(value: float | None, places: int) -> str:
    return "" if value is None else f"{value:.{places}f}"


def _ranking_row(scores: EventScores, s: Standing, lang: str, places: dict[str, int]) -> list[str]:
    head = [s.label, str(s.participant.number), s.participant.name]
    penalty = _fixed(s.penalty, places["penalty"]) if s.penalty else ""
    direction = word(s.direction, lang) if s.direction else ""
    total = _fixed(s.total, places["total"])
    if scores.unit == "MP":
        return [*head, direction, str(s.boards), total, _fixed(s.percent, 2), penalty]
    if scores.unit == "VP":
        return [
            *head,
            str(s.boards),
            _fixed(s.imps_for, places["for"]),
            _fixed(s.imps_against, places["against"]),
            _fixed(s.total, 2),
            penalty,
        ]
    return [*head, direction, str(s.boards), total, penalty]


def ranking_json(scores: EventScores) -> list[dict[str, object]]:
    """The ranking for programs: numbers as JSON numbers (rounded to two
    decimals), the rank as a number with ``tied`` beside it."""
    rows: list[dict[str, object]] = []
    for s in scores.ranking:
        row: dict[str, object] = {
            "rank": s.rank,
            "tied": s.tied,
            "number": s.participant.number,
            "name": s.participant.name,
        }
        if scores.unit != "VP":
            row["direction"] = s.direction
        row["boards"] = s.boards
        if scores.unit == "VP":
            row["IMPs for"] = round(s.imps_for or 0.0, 2)
            row["IMPs against"] = round(s.imps_against or 0.0, 2)
        row[scores.unit] = round(s.total, 2)
        if scores.unit == "MP":
            row["percent"] = None if s.percent is None else round(s.percent, 2)
        row["penalty"] = round(s.penalty, 2)
        rows.append(row)
    return rows


def ranking_csv(scores: EventScores) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(ranking_header(scores))
    writer.writerows(ranking_rows(scores))
    return out.getvalue()


# -- travellers ---------------------------------------------------------------------------


def _side(line: Line, side: str) -> str:
    stored = line.result.ns_outcome if side == "NS" else line.result.ew_outcome
    if isinstance(stored, ArtificialScore | WeightedScore):
        # in full: "60% -140 / 40% +110", not only its mean
        return describe_outcome(stored)
    points = line.ns_points if side == "NS" else line.ew_points
    return figure(points, 1)


def _kind(kind: str, lang: str) -> str:
    return "" if kind == "table" else word(kind, lang)


def traveller_rows(
    scores: EventScores, lines: list[Line], lang: str = "en"
) -> list[dict[str, str]]:
    """A board's traveller as text cells, for the CSV and the HTML page."""
    people = scores.data.participants
    rows: list[dict[str, str]] = []
    for line in lines:
        result = line.result
        split = result.ns_outcome != result.ew_outcome
        rows.append(
            {
                "board": str(line.board.number),
                "room": word(result.room, lang).capitalize() if result.room else "",
                "ns": str(people[result.ns].number) if result.ns is not None else "",
                "ew": str(people[result.ew].number) if result.ew is not None else "",
                "contract": contract_words(result.contract, lang),
                "declarer": seat_letter(result.declarer, lang),
                "tricks": "" if result.tricks is None else str(result.tricks),
                "lead": lead_words(result.lead, lang),
                "score_ns": _side(line, "NS"),
                "score_ew": _side(line, "EW") if split else "",
                "ns_value": figure(line.ns),
                "ew_value": figure(line.ew),
                "ns_percent": figure(line.ns_percent),
                "ew_percent": figure(line.ew_percent),
                "adjusted": _kind(result.kind, lang),
                "note": result.note or "",
            }
        )
    return rows


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


def travellers_csv(scores: EventScores) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=_TRAVELLER_FIELDS, lineterminator="\n")
    writer.writeheader()
    for lines in scores.travellers.values():
        writer.writerows(traveller_rows(scores, lines))
    return out.getvalue()


def pending_rows(scores: EventScores) -> list[dict[str, str]]:
    """Tables waiting for the director's adjusted score (not scored yet)."""
    data = scores.data
    people = data.participants

    def who(pid: int | None) -> str:
        return str(people[pid].number) if pid is not None else ""

    rows: list[dict[str, str]] = []
    ordered: list[PendingInfo] = sorted(
        data.pending, key=lambda p: (data.boards[p.board].number, p.id)
    )
    for item in ordered:
        rows.append(
            {
                "board": str(data.boards[item.board].number),
                "ns": who(item.ns),
                "ew": who(item.ew),
                "match": "" if item.match is None else str(item.match),
                "room": item.room or "",
                "contract": item.contract or "",
                "declarer": item.declarer or "",
                "status": item.status,
                "note": item.note or "",
            }
        )
    return rows


# -- score cards -------------------------------------------------------------------------

#: The columns of a score card (and of ``report -f csv --cards``, after
#: ``number`` and ``name``).
CARD_FIELDS: Final = [
    "board",
    "room",
    "direction",
    "partner",
    "opponents",
    "contract",
    "declarer",
    "tricks",
    "lead",
    "score",
    "value",
    "percent",
    "adjusted",
    "note",
]


@dataclass(frozen=True)
class ScoreCard:
    """One contestant's personal score card: his boards and his standing."""

    standing: Standing
    rows: list[dict[str, str]]


def _own_score(card: CardLine) -> str:
    """The contestant's own score on the board, from his side's view."""
    result = card.line.result
    if card.direction == "NS":
        stored, points = result.ns_outcome, card.line.ns_points
    else:
        stored, points = result.ew_outcome, card.line.ew_points
        points = -points if points is not None else None
    if isinstance(stored, ArtificialScore | WeightedScore):
        return describe_outcome(stored, 1 if card.direction == "NS" else -1)
    return figure(points, 1)


def card_rows(scores: EventScores, participant: int, lang: str = "en") -> list[dict[str, str]]:
    """The score card of participant id ``participant``, board by board."""
    people = scores.data.participants
    rows: list[dict[str, str]] = []
    for card in sorted(scores.cards.get(participant, []), key=lambda c: (c.board, c.direction)):
        result = card.line.result
        rows.append(
            {
                "board": str(card.board),
                "room": word(result.room, lang).capitalize() if result.room else "",
                "direction": word(card.direction, lang),
                "partner": str(people[card.partner].number) if card.partner is not None else "",
                # by number and name: a card is read away from the results
                "opponents": " & ".join(
                    f"{people[o].number} {people[o].name}".strip()
                    for o in card.opponents
                    if o is not None
                ),
                "contract": contract_words(result.contract, lang),
                "declarer": seat_letter(result.declarer, lang),
                "tricks": "" if result.tricks is None else str(result.tricks),
                "lead": lead_words(result.lead, lang),
                "score": _own_score(card),
                "value": figure(card.score),
                "percent": figure(card.percent),
                "adjusted": _kind(result.kind, lang),
                "note": result.note or "",
            }
        )
    # the movement's boards this contestant has no result on yet, marked
    number = people[participant].number
    for gap in missing_tables(scores.data):
        if number not in (gap.ns, gap.ew):
            continue
        other = gap.ew if gap.ns == number else gap.ns
        who = scores.data.participant_by_number(other)
        rows.append(
            dict.fromkeys(CARD_FIELDS, "")
            | {
                "board": str(gap.board),
                "direction": word("NS" if gap.ns == number else "EW", lang),
                "opponents": f"{other} {who.name if who else ''}".strip(),
                "adjusted": word("missing", lang),
            }
        )
    rows.sort(key=lambda r: int(r["board"]))
    return rows


def score_cards(
    scores: EventScores, number: int | None = None, lang: str = "en"
) -> list[ScoreCard]:
    """Every ranked contestant's score card, in ranking order, or only that
    of participant ``number`` (an error when he is not in the event or has
    no results)."""
    if number is not None:
        if scores.data.participant_by_number(number) is None:
            raise InputError("no participant {number} in the event", number=number)
        standings = [scores.standing(number)]
    else:
        standings = list(scores.ranking)
    return [ScoreCard(s, card_rows(scores, s.participant.id, lang)) for s in standings]


def cards_csv(scores: EventScores, number: int | None = None) -> str:
    """The score cards as one CSV: ``number``, ``name``, then :data:`CARD_FIELDS`."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["number", "name", *CARD_FIELDS], lineterminator="\n")
    writer.writeheader()
    for card in score_cards(scores, number):
        who = card.standing.participant
        for row in card.rows:
            writer.writerow({"number": str(who.number), "name": who.name, **row})
    return out.getvalue()


def contestant_word(scores: EventScores) -> str:
    """``pair``, ``team`` or ``player``: what a contestant of the event is."""
    return {"pairs": "pair", "teams": "team", "individual": "player"}[scores.data.settings.kind]


# -- the HTML page ------------------------------------------------------------------------


def html_report(
    scores: EventScores,
    lang: str = "nl",
    *,
    cards: bool = True,
    pair: int | None = None,
    hands: bool = True,
) -> str:
    """The printable results page in ``lang``: ranking (and matches), the
    travellers, the tables waiting for an adjusted score and, with ``cards``,
    a score card per participant (only participant ``pair``'s when given).
    With ``hands``, every board whose deal is known shows its hand record:
    the four hands, the double-dummy table and the par (:mod:`bridgelaws.dd`)."""
    catalog(lang)  # an unknown language fails here, before any work
    environment = Environment(
        loader=FunctionLoader(_load), autoescape=select_autoescape(["html"], default=True)
    )
    template = environment.get_template("results.html")
    # tables of the movement without a result, marked on their traveller
    missing: dict[int, list[dict[str, str]]] = defaultdict(list)
    for gap in missing_tables(scores.data):
        missing[gap.board].append(
            dict.fromkeys(_TRAVELLER_FIELDS, "")
            | {
                "board": str(gap.board),
                "ns": str(gap.ns),
                "ew": str(gap.ew),
                "adjusted": word("missing", lang),
            }
        )
    travellers = [
        (number, lines[0].board, traveller_rows(scores, lines, lang) + missing[number])
        for number, lines in sorted(scores.travellers.items())
    ]
    settings = scores.data.settings
    unit = scores.unit
    records: dict[int, HandRecord] = {}
    if hands:
        for number, lines in scores.travellers.items():
            record = hand_record(lines[0].board, lang)
            if record is not None:
                records[number] = record
    letters = SEAT_LETTERS.get(lang, "NESW")

    def hand(record: HandRecord, index: int) -> Markup:
        who = letters[index]
        lines = "<br>".join(escape(line) for line in record.hands[who])
        return Markup(f"<b>{escape(who)}</b><br>{lines}")

    return template.render(
        hands=records,
        hand=hand,
        seat=lambda letter: seat_letter(letter, lang),
        _=lambda text, **params: translate(text, lang, **params),
        word=lambda key: word(key, lang),
        lang=lang,
        event=settings,
        unit=unit,
        header=ranking_labels(scores, lang),
        ranking=ranking_rows(scores, lang),
        matches=scores.matches,
        figure=figure,
        travellers=travellers,
        pending=pending_rows(scores),
        cards=score_cards(scores, pair, lang) if cards else [],
        contestant=word(contestant_word(scores), lang),
        value_unit=word("MP" if unit == "MP" else "IMP" if unit == "VP" else unit, lang),
        mp=unit == "MP",
    )


# -- hand records ---------------------------------------------------------------------------

#: seat letters by language (Dutch N/O/Z/W, German N/O/S/W), North first
SEAT_LETTERS: Final = {"nl": "NOZW", "de": "NOSW", "en": "NESW"}
_RANK_LETTERS: Final = {
    "nl": {14: "A", 13: "H", 12: "V", 11: "B"},
    "de": {14: "A", 13: "K", 12: "D", 11: "B"},
    "en": {14: "A", 13: "K", 12: "Q", 11: "J"},
}


def seat_letter(letter: str | None, lang: str) -> str:
    """A seat (``N``, ``E``, ``S``, ``W``) as the language writes it."""
    if not letter or letter not in "NESW":
        return letter or ""
    return SEAT_LETTERS.get(lang, "NESW")["NESW".index(letter)]


def contract_words(contract: str | None, lang: str) -> str:
    """A stored contract (``3NT``, ``4HX``) in the language's notation (Dutch
    ``3SA``); English keeps the PBN letters, as CSV readers expect."""
    if not contract or lang == "en":
        return contract or ""
    return contract_text(contract, lang)


@dataclass(frozen=True)
class HandRecord:
    """A board's deal for the results page, with its double-dummy table
    (tricks for each declarer in each denomination) and par."""

    #: seat letter -> the four suits (spades first) as text
    hands: dict[str, list[str]]
    #: the denominations' headings, no trump first
    denominations: list[str]
    #: (seat letter, tricks per denomination)
    tricks: list[tuple[str, list[int]]]
    par: str


def hand_record(board: BoardInfo, lang: str) -> HandRecord | None:
    """The hand record of a board whose deal is known (``None`` when it is
    not, or is incomplete). The double-dummy figures come from
    :mod:`bridgelaws.dd`, the one module that reaches the solver."""
    if not board.deal:
        return None
    try:
        deal = Deal.from_pbn(board.deal)
    except BridgeError:
        return None
    if not deal.is_complete:
        return None
    from bridgelaws import dd

    ranks = _RANK_LETTERS.get(lang, _RANK_LETTERS["en"])
    letters = SEAT_LETTERS.get(lang, "NESW")
    hands: dict[str, list[str]] = {}
    for seat in Seat:
        suits = []
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            cards = deal[seat].suit(suit)
            text = " ".join(ranks.get(int(c.rank), str(int(c.rank))) for c in cards)
            suits.append(f"{_SUIT_SYMBOLS[suit]} {text or '—'}")
        hands[letters[seat]] = suits
    order = (
        Denomination.NOTRUMP,
        Denomination.SPADES,
        Denomination.HEARTS,
        Denomination.DIAMONDS,
        Denomination.CLUBS,
    )
    try:
        table = dd.table(deal)
        par = dd.par(deal, board.dealer, board.vulnerability)
    except BridgeError:
        return HandRecord(hands, [], [], "")
    headings = [
        ("SA" if lang in ("nl", "de") else "NT")
        if d is Denomination.NOTRUMP
        else _SUIT_SYMBOLS[Suit(d)]
        for d in order
    ]
    rows = [(letters[seat], [table[d, seat] for d in order]) for seat in Seat]
    contracts = [
        contract_words(contract.to_pbn(), lang)
        + " "
        + seat_letter(contract.declarer.letter if contract.declarer is not None else None, lang)
        + ("" if result == 0 else f" {result:+d}")
        for contract, result in par.contracts
    ]
    par_text = f"{par.score:+d}" + (": " + ", ".join(contracts) if contracts else "")
    return HandRecord(hands, headings, rows, par_text)


def lead_words(lead: str | None, lang: str) -> str:
    """A stored lead (``SK``) in the language's notation (Dutch ``♠H``)."""
    if not lead or lang == "en":
        return lead or ""
    return card_text(lead, lang)
