"""PBN 2.1 syntax: reading and writing Portable Bridge Notation files.

This module is the *syntax* layer only. It turns PBN text into :class:`PbnGame`
records (tags, the Auction and Play sections as annotated tokens, supplemental
sections as raw rows, comments and notes) and writes such records back in PBN
export format. It does not judge bridge: an insufficient bid, a revoke or a
result that does not add up are kept as written; the table engine rules on them.

Reading follows PBN 2.1 import format: games are separated by semi-empty lines
(a brace comment may span them), tag pairs may share or span lines, a tag that
already occurred in a game is ignored (except ``Note``), ``#`` inherits the
value of the previous game and ``##text`` sets ``text`` for this and all later
games, ``%`` lines are file-level directives. Damage never raises: it becomes a
:class:`PbnProblem` (file, board, line, reason), the damaged game is kept with
what could be read (see :attr:`PbnGame.problems`) and reading goes on.

Speed matters (whole corpora are replayed), so a game whose text holds nothing
but tag pairs and plain calls or cards is split by a single compiled regex, and
the tokens of such plain sections are only built when first asked for.
Anything else (comments, annotations, irregularities, damage) goes through a
slower scanner that understands every construct.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

__all__ = [
    "MANDATORY_TAGS",
    "PbnFile",
    "PbnGame",
    "PbnProblem",
    "PbnSection",
    "PbnToken",
    "parse_pbn",
    "read_pbn",
    "write_pbn",
]

#: The Mandatory Tag Set in export order (PBN 2.1 §3.4).
MANDATORY_TAGS: Final = (
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
)
_MANDATORY: Final = frozenset(MANDATORY_TAGS)
_SECTION_TAGS: Final = ("Auction", "Play")


# -- data model ---------------------------------------------------------------------


@dataclass
class PbnToken:
    """One call or one card of an Auction or Play section, with its annotations."""

    #: As written: ``1S``, ``Pass``, ``AP``, ``SA``, ``-``, ``+``; ``""`` for a ``^S`` slot.
    text: str
    #: 1-based line in the file.
    line: int
    #: ``"I"``, ``"S"``, ``"R"`` or ``"L"`` from ``^I ^S ^R ^L``; otherwise ``None``.
    irregularity: str | None = None
    #: The ``=n=`` note reference.
    note: int | None = None
    #: ``$n`` glyphs and translated suffixes (``!`` is $1 after a call, $7 after a card).
    nags: list[int] = field(default_factory=list)
    #: Comments that follow the token.
    comments: list[str] = field(default_factory=list)
    #: ``True`` for ``+``: the next call or card, still to be made.
    continuation: bool = False


@dataclass
class PbnSection:
    """An Auction or Play section (tokens) or a supplemental section (raw rows)."""

    #: ``"Auction"``, ``"Play"`` or the supplemental tag name.
    name: str
    #: The tag value: the first caller or leader (``"N"``), or a table's column names.
    value: str
    #: Line of the section's tag.
    line: int
    #: Calls or cards in the order written (Auction and Play only).
    tokens: list[PbnToken] = field(default_factory=list)
    #: Raw data lines of a supplemental section, trailing blanks and comments removed.
    rows: list[str] = field(default_factory=list)
    #: The section ended with ``*`` or was cut short at damage (see the game's problems).
    incomplete: bool = False
    #: Note tags placed after this section: ``{1: "text"}``.
    notes: dict[int, str] = field(default_factory=dict)


class _PlainTokens:
    """Builds :attr:`PbnSection.tokens` of a plain section on first access.

    Most sections of real files are nothing but calls or cards; building two
    million token objects up front would cost more than all the rest of the
    parse. The parser checks such a section with one regex and keeps its text;
    this non-data descriptor turns the text into tokens when somebody asks and
    caches them in the instance (where they then shadow the descriptor).
    Sections built by ``PbnSection(...)`` hold their tokens in the instance and
    never reach this code.
    """

    def __get__(self, section: object, owner: type | None = None) -> object:
        if section is None:
            return self
        state = section.__dict__
        data, line = state.pop("_plain", ("", 0))
        tokens = _plain_tokens(data, line)
        state["tokens"] = tokens
        return tokens


setattr(PbnSection, "tokens", _PlainTokens())  # noqa: B010 -- mypy would reject the assignment


@dataclass(frozen=True)
class PbnProblem:
    """A damaged record: where it is and what is wrong."""

    file: str | None
    board: str | None
    line: int
    error: str

    def __str__(self) -> str:
        where = f"{self.file or '<text>'}:{self.line}"
        board = f" (board {self.board})" if self.board is not None else ""
        return f"{where}{board}: {self.error}"


@dataclass
class PbnGame:
    """One PBN game: tags, sections, notes and comments."""

    #: Effective values after ``#``/``##`` inheritance, in file order; no Note or section tags.
    tags: dict[str, str] = field(default_factory=dict)
    #: Line of each tag given in this game (inherited ``##`` tags have none).
    tag_lines: dict[str, int] = field(default_factory=dict)
    auction: PbnSection | None = None
    play: PbnSection | None = None
    #: Supplemental sections by tag name.
    sections: dict[str, PbnSection] = field(default_factory=dict)
    #: ``(anchor, text)``: anchor is ``""`` (before any tag) or the tag the comment follows.
    comments: list[tuple[str, str]] = field(default_factory=list)
    #: Line of the game's first tag.
    line: int = 0
    file: str | None = None
    #: Note tags placed before any Auction or Play section (PBN forbids that; kept anyway).
    notes: dict[int, str] = field(default_factory=dict)
    #: What was damaged in this game; the game holds what could be read.
    problems: list[PbnProblem] = field(default_factory=list)

    @property
    def board(self) -> str:
        return self.tags.get("Board", "?")


@dataclass
class PbnFile:
    """The games of one PBN text, the problems met and the ``%`` directive lines."""

    games: list[PbnGame] = field(default_factory=list)
    problems: list[PbnProblem] = field(default_factory=list)
    directives: list[str] = field(default_factory=list)


# -- lexical grammar ----------------------------------------------------------------

# A string's body: no quote, backslash or line break, except '\' escapes (§3.2).
_STRING_BODY: Final = r'[^"\\\n]*(?:\\.[^"\\\n]*)*'
# Games are separated by one or more semi-empty lines (§3).
_GAME_BREAK: Final = re.compile(r"(\n(?:[ \t]*\n)+)")
_SEMI_EMPTY: Final = re.compile(r"\n[ \t]+\n")
_NAME: Final = re.compile(r"[A-Za-z0-9_]+")
# The text before a game's first tag value when it is nothing but the tag's start.
_FIRST_PIECE: Final = re.compile(r"(\s*)\[[ \t]*([A-Za-z0-9_]+)[ \t]*")
# Characters that make text between tags more than whitespace, calls and cards.
_DIRTY: Final = re.compile(r'[\[\]{};"%\\]')
# Comment-aware scan of a whole game (slow path).
_SCAN: Final = re.compile(
    r'(?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>' + _STRING_BODY + r')"\s*\])'
    r"|(?P<badtag>\[[^\n]*)"
    r"|\{[^}]*\}?"
    r"|;[^\n]*"
    r'|"' + _STRING_BODY + r'"?'
    r"|(?P<directive>(?:^|(?<=\n))%[^\n]*)"
    r'|[^\[{;"%]+|%'
)
# Is a brace comment left open at the end of a chunk (then it spans a semi-empty line)?
_OPEN_BRACE: Final = re.compile(
    r'"' + _STRING_BODY + r'"|;[^\n]*|\{[^}]*\}|(?:^|(?<=\n))%[^\n]*|(?P<open>\{)'
)
# Comments inside the text after a tag; strings are kept (a ';' in a string is no comment).
_COMMENT: Final = re.compile(r'("' + _STRING_BODY + r'"?)|\{([^}]*)(\}?)|;([^\n]*)')
_ESCAPE: Final = re.compile(r'\\(["\\])')
_NOTE_VALUE: Final = re.compile(r"\s*([0-9]+)\s*:(.*)", re.S)


# Calls and cards as PBN writes them, lower case allowed (§3.5.1, §3.6.1, §3.11).
_CALL_WORDS: Final = frozenset(
    ["pass", "ap", "x", "xx", "-"] + [f"{n}{d}" for n in range(1, 8) for d in ("c", "d", "h", "s", "nt")]
)
_CARD_WORDS: Final = frozenset(["-"] + [s + r for s in "cdhs" for r in "23456789tjqka"])
# The same plus '+', to check a whole (lower-cased) section with one set test.
_PLAIN_WORDS: Final = {"Auction": _CALL_WORDS | {"+"}, "Play": _CARD_WORDS | {"+"}}
# Everything that may stand in an Auction or Play section (§3.2, §3.5, §3.6, §3.9).
_ITEM: Final = re.compile(
    r"""[ \t\f\v]*(?:
        (?P<word>[A-Za-z0-9-]+)
      | (?P<nl>\n)
      | (?P<suffix>[!?]{1,2})
      | =(?P<note>[0-9]+)=
      | \$(?P<nag>[0-9]+)
      | \^(?P<irr>[ISRL])
      | (?P<star>\*)
      | (?P<plus>\+)
      | \{(?P<brace>[^}]*)(?P<close>\}?)
      | ;(?P<semi>[^\n]*)
      | (?P<bad>\S)
    )""",
    re.X,
)
_SUFFIX_NAGS: Final = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
_IRREGULARITIES: Final = {"Auction": "IS", "Play": "RL"}

# Memo of the text between two tag values on consecutive lines, e.g. ']\n[Site ',
# and of a game's opening text '[Event ', to the tag name it ends with. Files
# repeat the same few dozen pieces in every game, so a dict lookup (done for a
# whole game at once by map) replaces a regex match per tag. Bounded in size.
_CONNECTORS: dict[str, str] = {}
_OPENINGS: dict[str, str] = {}
_MEMO_LIMIT: Final = 4096


def _unescape(value: str) -> str:
    return _ESCAPE.sub(r"\1", value) if "\\" in value else value


def _is_plain(name: str, data: str) -> bool:
    """Whether an Auction or Play section is whitespace-separated calls (cards) only."""
    words = data.lower().split()
    if words and words[-1] == "*":
        words.pop()
    return _PLAIN_WORDS[name].issuperset(words)


def _plain_tokens(data: str, line: int) -> list[PbnToken]:
    """Tokens of a section that passed :func:`_is_plain`."""
    tokens: list[PbnToken] = []
    append = tokens.append
    for offset, text_line in enumerate(data.split("\n")):
        for word in text_line.split():
            if word == "*":
                return tokens
            if word == "+":
                append(PbnToken(word, line + offset, continuation=True))
            else:
                append(PbnToken(word, line + offset))
    return tokens


def _lazy_section(name: str, value: str, line: int, data: str) -> PbnSection:
    """A plain Auction or Play section whose tokens are built on first access."""
    section = _new_section(PbnSection)
    section.__dict__ = {
        "name": name,
        "value": value,
        "line": line,
        "rows": [],
        "incomplete": "*" in data,
        "notes": {},
        "_plain": (data, line),
    }
    return section


_new_section = object.__new__


def _tokenize(
    name: str, data: str, line: int, problems: list[tuple[int, str]]
) -> tuple[list[PbnToken], bool, list[str]]:
    """Read an Auction or Play section with annotations, comments and irregularities.

    Returns the tokens, whether the section is incomplete, and the comments that
    come before the first token. A token that is neither a call (card) nor an
    annotation is reported and cuts the section short: what follows it cannot be
    placed in the right seat any more.
    """
    play = name == "Play"
    words = _CARD_WORDS if play else _CALL_WORDS
    nag_base = 6 if play else 0
    allowed = _IRREGULARITIES[name]
    what = "card" if play else "call"
    tokens: list[PbnToken] = []
    leading: list[str] = []
    last: PbnToken | None = None
    pending: str | None = None
    ended = False
    for m in _ITEM.finditer(data):
        kind = m.lastgroup
        if kind == "word" or kind == "plus":
            text = m.group(kind)
            if ended:
                problems.append((line, f"{text!r} after '*' in the {name} section"))
                break
            if kind == "word" and text.lower() not in words:
                problems.append(
                    (line, f"{text!r} in the {name} section is not a {what} or an annotation")
                )
                ended = True
                break
            last = PbnToken(text, line, pending, continuation=kind == "plus")
            pending = None
            tokens.append(last)
        elif kind == "nl":
            line += 1
        elif kind == "suffix" or kind == "note" or kind == "nag":
            if last is None:
                problems.append(
                    (line, f"annotation {m.group().strip()!r} before any {what} in the {name} section")
                )
            elif kind == "suffix":
                last.nags.append(_SUFFIX_NAGS[m.group(kind)] + nag_base)
            elif kind == "nag":
                last.nags.append(int(m.group(kind)))
            elif last.note is None:
                last.note = int(m.group(kind))
            else:
                problems.append((line, f"second note reference {m.group().strip()!r} on one {what}"))
        elif kind == "irr":
            letter = m.group(kind)
            if letter not in allowed or ended:
                problems.append((line, f"'^{letter}' cannot stand in the {name} section"))
                ended = True
                break
            if pending is not None:
                problems.append((line, f"'^{pending}' is followed by '^{letter}', not by a {what}"))
                pending = None
            if letter == "S":
                # ^S takes the turn of the player skipped by a call out of rotation.
                last = PbnToken("", line, "S")
                tokens.append(last)
            else:
                pending = letter
        elif kind == "star":
            ended = True
        elif kind == "close" or kind == "semi":
            text = m.group("brace") if kind == "close" else m.group("semi")
            if kind == "close" and not m.group("close"):
                problems.append((line, "comment '{' is never closed"))
            if last is None:
                leading.append(text)
            else:
                last.comments.append(text)
            line += text.count("\n")
        else:
            problems.append((line, f"unexpected {m.group().strip()!r} in the {name} section"))
            ended = True
            break
    if pending is not None:
        problems.append((line, f"'^{pending}' is not followed by a {what}"))
    for token in tokens:
        if len(token.nags) > 1:
            token.nags.sort()
    return tokens, ended, leading


def _split_comments(
    data: str, line: int, problems: list[tuple[int, str]]
) -> tuple[str, list[str]]:
    """Remove comments from ``data``; return the rest (line breaks kept) and the comments."""
    comments: list[str] = []

    def take(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return m.group(1)
        if m.group(4) is not None:
            comments.append(m.group(4))
            return ""
        text = m.group(2)
        if not m.group(3):
            problems.append((line + data.count("\n", 0, m.start()), "comment '{' is never closed"))
        comments.append(text)
        return "\n" * text.count("\n")

    return _COMMENT.sub(take, data), comments


def _brace_left_open(chunk: str) -> bool:
    return any(m.group("open") is not None for m in _OPEN_BRACE.finditer(chunk))


def _clip(text: str, size: int = 40) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= size else text[: size - 1] + "…")


# -- reading ------------------------------------------------------------------------


class _Reader:
    """State of one parse: inherited tag values, directives, games and problems."""

    def __init__(self, file: str | None, fast: bool = True) -> None:
        self.file = file
        self.fast = fast
        self.result = PbnFile()
        #: The most recent effective value of every tag, for '#'.
        self.last: dict[str, str] = {}
        #: Values set with '##', inherited by games that do not give the tag.
        self.sticky: dict[str, str] = {}
        #: Comments of a chunk without tags, given to the next game.
        self.pending: list[str] = []

    def read(self, text: str) -> PbnFile:
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        if text.startswith("\ufeff"):
            text = text[1:]
        if "\x1a" in text[-2:]:
            text = text.rstrip("\x1a\n")  # a DOS end-of-file mark
        if _SEMI_EMPTY.search(text) is None:
            parts = text.split("\n\n")  # every game break is an empty line: cheap split
            breaks = None
        else:
            parts = _GAME_BREAK.split(text)[::2]
            breaks = [m.group().count("\n") for m in _GAME_BREAK.finditer(text)]
        line = 1
        i = 0
        while i < len(parts):
            chunk = parts[i]
            start = line
            # A brace comment may hold semi-empty lines: glue the pieces back.
            while (
                i + 1 < len(parts)
                and "{" in chunk
                and chunk.rfind("{") > chunk.rfind("}")
                and _brace_left_open(chunk)
            ):
                chunk += "\n" * (2 if breaks is None else breaks[i]) + parts[i + 1]
                i += 1
            try:
                if chunk and not chunk.isspace():
                    self.chunk(chunk, start)
            except Exception as exc:  # pragma: no cover - a safety net for parser bugs
                self.result.problems.append(
                    PbnProblem(self.file, None, start, f"internal parser error: {exc!r}")
                )
            line = start + chunk.count("\n")
            if breaks is None:
                line += 2
            elif i < len(breaks):
                line += breaks[i]
            i += 1
        return self.result

    def quick(self, chunk: str, line: int) -> bool:
        """Read a game made of tag pairs, one per line, and plain sections.

        Splitting at the quotes gives the tag values and, between them, pieces
        like ']\\n[Site ' that hold the end of a tag, the data after it and the
        start of the next tag. Returns False, having changed nothing that
        matters, when the game needs the full scanner.
        """
        if '\\"' in chunk:
            return False
        pieces = chunk.split('"')
        n = len(pieces) >> 1
        if not n or not len(pieces) & 1:
            return False
        values = pieces[1::2]
        pieces = pieces[0::2]
        names: list[str | None] = list(map(_CONNECTORS.get, pieces))
        opening = pieces[0]
        name = _OPENINGS.get(opening)
        first_line = line
        if name is None:
            m = _FIRST_PIECE.fullmatch(opening)
            if m is None:
                return False
            name = m.group(2)
            first_line += m.group(1).count("\n")
            if not m.group(1) and len(_OPENINGS) < _MEMO_LIMIT:
                _OPENINGS[opening] = name
        names[0] = name
        # The data after tag i where it is more than one line break, and the
        # number of line breaks outside the tag values.
        datas: dict[int, str] = {}
        newlines = first_line - line + n - 1
        missing = names.count(None) - (names[n] is None)
        i = 0
        while missing > 0:
            i = names.index(None, i + 1)
            missing -= 1
            piece = pieces[i]
            j = piece.rfind("[")
            name = piece[j + 1 :].strip(" \t")
            if piece[:1] != "]" or j < 0 or _NAME.fullmatch(name) is None:
                return False
            names[i] = name
            data = piece[1:j]
            count = data.count("\n")
            if count == 1 and data.isspace():
                if len(piece) < 64 and len(_CONNECTORS) < _MEMO_LIMIT:
                    _CONNECTORS[piece] = name
            else:
                datas[i - 1] = data
                newlines += count - 1
        tail = pieces[n]
        if tail[:1] != "]":
            return False
        if len(tail) > 1:
            datas[n - 1] = tail[1:]
            newlines += tail.count("\n")
        if newlines != chunk.count("\n"):
            return False  # a tag value runs over a line break: not a valid string
        tags = dict(zip(names, values))
        # Tag lines: consecutive, except after data that spans more than its line break.
        lines: list[int] = []
        done = 0
        ln = first_line
        for index, data in datas.items():
            extra = data.count("\n") - 1
            if extra and index + 1 < n:
                lines += range(ln, ln + index + 1 - done)
                ln += index + 1 - done + extra
                done = index + 1
        lines += range(ln, ln + n - done)
        if len(tags) != n or "Note" in tags:
            # Repeated tags or notes: the general assembly handles those.
            if any(_DIRTY.search(data) for data in datas.values()):
                return False
            parts = [""]
            for k in range(n):
                parts += (names[k] or "", _unescape(values[k]), datas.get(k, "\n"))
            self.build(parts, lines, first_line, [])
            return True
        problems: list[tuple[int, str]] = []
        comments: list[tuple[str, str]] = []
        auction = play = None
        sections: dict[str, PbnSection] = {}
        plain: dict[str, bool] = {}
        for index, data in datas.items():
            name = names[index]
            assert name is not None
            if name == "Auction" or name == "Play":
                plain[name] = _is_plain(name, data)
                if not plain[name] and _DIRTY.search(data):
                    return False
            elif data.isspace():
                continue
            elif _DIRTY.search(data):
                return False
            elif name in _MANDATORY:
                problems.append((lines[index], f"unexpected text after the {name} tag: {_clip(data)}"))
            else:
                sections[name] = PbnSection(name, tags.pop(name), lines[index], rows=_rows(data))
        tag_lines = dict(zip(names, lines))  # type: ignore[arg-type]
        if "\\\\" in chunk:
            tags = {key: _unescape(value) for key, value in tags.items()}
        if "Auction" in tags:
            index = names.index("Auction")
            del tag_lines["Auction"]
            auction = self.section(
                "Auction",
                tags.pop("Auction"),
                lines[index],
                datas.get(index, ""),
                problems,
                comments,
                plain.get("Auction", True),
            )
        if "Play" in tags:
            index = names.index("Play")
            del tag_lines["Play"]
            play = self.section(
                "Play",
                tags.pop("Play"),
                lines[index],
                datas.get(index, ""),
                problems,
                comments,
                plain.get("Play", True),
            )
        for name in sections:
            del tag_lines[name]
        if self.sticky or '"##' in chunk:
            self.inherit(tags, sections)
        else:
            if '"#"' in chunk:
                # Most files repeat Event, Site and Date with '#': look those up only.
                last = self.last
                k = -1
                for _ in range(values.count("#")):
                    k = values.index("#", k + 1)
                    name = names[k]
                    if name in tags:
                        tags[name] = last.get(name, "")  # type: ignore[arg-type]
            self.last.update(tags)
        self.add_game(tags, tag_lines, auction, play, sections, comments, first_line, {}, problems)
        return True

    def inherit(self, tags: dict[str, str], sections: dict[str, PbnSection]) -> None:
        """Resolve '#' and '##' values (§4.8) in place and remember values for later games."""
        last = self.last
        sticky = self.sticky
        for name, value in tags.items():
            if value[:1] == "#":
                if value == "#":
                    tags[name] = last.get(name, "")
                elif value[1:2] == "#":
                    tags[name] = sticky[name] = value[2:]
            elif name in sticky:
                sticky[name] = value  # a redefinition also holds for later games
        for name, value in sticky.items():
            if name not in tags and name not in sections:
                tags[name] = value
        last.update(tags)

    def add_game(
        self,
        tags: dict[str, str],
        tag_lines: dict[str, int],
        auction: PbnSection | None,
        play: PbnSection | None,
        sections: dict[str, PbnSection],
        comments: list[tuple[str, str]],
        line: int,
        notes: dict[int, str],
        problems: list[tuple[int, str]],
    ) -> None:
        if self.pending:
            comments[:0] = [("", text) for text in self.pending]
            self.pending = []
        found = self.report(problems, tags.get("Board")) if problems else []
        self.result.games.append(
            PbnGame(
                tags, tag_lines, auction, play, sections, comments, line, self.file, notes, found
            )
        )

    def chunk(self, chunk: str, line: int) -> None:
        """Read one game (the text between semi-empty lines) that starts at ``line``."""
        while chunk.startswith("%"):
            end = chunk.find("\n")
            if end < 0:
                self.result.directives.append(chunk)
                return
            self.result.directives.append(chunk[:end])
            chunk = chunk[end + 1 :]
            line += 1
        if not chunk or chunk.isspace():
            return
        if self.fast and self.quick(chunk, line):
            return
        problems: list[tuple[int, str]] = []
        parts, lines = self.scan(chunk, line, problems)
        self.build(parts, lines, line, problems)

    def scan(
        self, chunk: str, line: int, problems: list[tuple[int, str]]
    ) -> tuple[list[str], list[int]]:
        """Split a game that holds comments, strings, directives or damage.

        Gives [text, name, value, text, name, value, ..., text] and the line of
        each tag; the text after a tag is its data (a section's calls, a table's
        rows, comments).
        """
        parts: list[str] = []
        lines: list[int] = []
        pieces: list[str] = []  # the text since the last tag, minus directives and bad tags
        piece_start = 0
        counted = 0
        for m in _SCAN.finditer(chunk):
            kind = m.lastgroup
            if kind is None:
                continue
            start = m.start()
            line += chunk.count("\n", counted, start)
            counted = start
            pieces.append(chunk[piece_start:start])
            piece_start = m.end()
            if kind == "tag":
                parts.append("".join(pieces))
                pieces = []
                parts.append(m.group("name"))
                parts.append(_unescape(m.group("value")))
                lines.append(line)
            elif kind == "directive":
                self.result.directives.append(m.group())
            else:
                problems.append((line, f"malformed tag pair {_clip(m.group())}"))
        pieces.append(chunk[piece_start:])
        parts.append("".join(pieces))
        return parts, lines

    def build(
        self,
        parts: list[str],
        lines: list[int],
        line: int,
        problems: list[tuple[int, str]],
    ) -> None:
        """Assemble a game from [text, name, value, text, ...] and the tags' lines."""
        names = parts[1::3]
        if len(names) > 1 and names[0] != "Note" and names.count(names[0]) > 1:
            # The game's first tag again: the blank line before a new game is missing.
            cut = names.index(names[0], 1)
            head = [p for p in problems if p[0] < lines[cut]]
            tail = [p for p in problems if p[0] >= lines[cut]]
            self.build(parts[: 3 * cut + 1], lines[:cut], line, head)
            self.build([""] + parts[3 * cut + 1 :], lines[cut:], lines[cut], tail)
            return
        comments: list[tuple[str, str]] = []
        pre = parts[0]
        if pre and not pre.isspace():
            rest, found = _split_comments(pre, line, problems)
            comments.extend(("", text) for text in found)
            if rest and not rest.isspace():
                problems.append((line, f"text outside any tag: {_clip(rest)}"))
        if not names:
            # No tag at all: the comments belong to the next game.
            self.pending.extend(text for _, text in comments)
            self.report(problems, None)
            return
        tags: dict[str, str] = {}
        tag_lines: dict[str, int] = {}
        sections: dict[str, PbnSection] = {}
        auction: PbnSection | None = None
        play: PbnSection | None = None
        game_notes: dict[int, str] = {}
        notes = game_notes
        for k in range(1, len(parts), 3):
            name = parts[k]
            value = parts[k + 1]
            data = parts[k + 2]
            ln = lines[k // 3]
            plain = not data or data.isspace()
            if name == "Auction" or name == "Play":
                previous = auction if name == "Auction" else play
                if previous is not None and (previous.tokens or previous.incomplete):
                    problems.append((ln, f"second {name} section ignored"))
                    continue
                # An empty section followed by a second one: the second is the real one.
                section = self.section(name, value, ln, "" if plain else data, problems, comments)
                if name == "Auction":
                    auction = section
                else:
                    play = section
                notes = section.notes
                continue
            rows = ""
            if not plain:
                rows, found = _split_comments(data, ln, problems)
                comments.extend((name, text) for text in found)
                if rows.isspace():
                    rows = ""
            if name == "Note":
                note = _NOTE_VALUE.match(value)
                if note is None:
                    problems.append((ln, f"Note {value!r} is not '<number>:<text>'"))
                elif int(note.group(1)) in notes:
                    problems.append((ln, f"note {note.group(1)} is given twice; kept the first"))
                else:
                    notes[int(note.group(1))] = note.group(2).strip()
                if rows:
                    problems.append((ln, f"unexpected text after a Note tag: {_clip(rows)}"))
            elif name in tags or name in sections:
                pass  # §3.4: a tag that already occurred is ignored
            elif rows and name not in _MANDATORY:
                sections[name] = PbnSection(name, value, ln, rows=_rows(rows))
            else:
                if rows:
                    problems.append((ln, f"unexpected text after the {name} tag: {_clip(rows)}"))
                tags[name] = value
                tag_lines[name] = ln
        self.inherit(tags, sections)
        self.add_game(
            tags, tag_lines, auction, play, sections, comments, lines[0], game_notes, problems
        )

    def section(
        self,
        name: str,
        value: str,
        line: int,
        data: str,
        problems: list[tuple[int, str]],
        comments: list[tuple[str, str]],
        plain: bool | None = None,
    ) -> PbnSection:
        if plain if plain is not None else _is_plain(name, data):
            return _lazy_section(name, value, line, data)
        tokens, incomplete, leading = _tokenize(name, data, line, problems)
        comments.extend((name, text) for text in leading)
        return PbnSection(name, value, line, tokens, incomplete=incomplete)

    def report(self, problems: list[tuple[int, str]], board: str | None) -> list[PbnProblem]:
        found = [PbnProblem(self.file, board, line, error) for line, error in problems]
        self.result.problems.extend(found)
        return found


def _rows(data: str) -> list[str]:
    """The non-blank lines of a supplemental section, without trailing blanks."""
    return [row.rstrip() for row in data.split("\n") if row and not row.isspace()]


def parse_pbn(text: str, file: str | None = None) -> PbnFile:
    """Read PBN text (import or export format). Never raises on bad input: damage
    is listed in :attr:`PbnFile.problems` and in the damaged game's ``problems``."""
    return _Reader(file).read(text)


def read_pbn(path: str | os.PathLike[str]) -> PbnFile:
    """Read a PBN file: UTF-8 (with or without BOM), else Windows-1252, else Latin-1."""
    raw = Path(path).read_bytes()
    if b"\r" in raw:
        raw = raw.replace(b"\r\n", b"\n")
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            continue
        break
    return parse_pbn(text, os.fspath(path))


# -- writing ------------------------------------------------------------------------

def _quote(value: str) -> str:
    # Only '\"' and '\\' are escapes (§3.2): a backslash needs doubling only
    # where a reader would otherwise take it for one, e.g. before '"' or at the end.
    value = " ".join(value.splitlines()) if "\n" in value or "\r" in value else value
    if "\\" in value:
        value = re.sub(r'\\(?=["\\]|$)', r"\\\\", value)
    return '"' + value.replace('"', '\\"') + '"'


def _tag(name: str, value: str) -> str:
    if _NAME.fullmatch(name) is None:
        raise ValueError(f"{name!r} is not a PBN tag name (letters, digits and '_')")
    return f"[{name} {_quote(value)}]"


def _comment(text: str) -> str:
    # A ';' comment cannot hold a line break and a brace comment cannot hold '}'.
    return ";" + text if "}" in text else "{" + text + "}"


def _write_section(section: PbnSection, out: list[str]) -> None:
    line: list[str] = []
    slots = 0
    for token in section.tokens:
        if token.irregularity == "S" and not token.text:
            words = ["^S"]
        elif token.irregularity:
            words = [f"^{token.irregularity}", token.text]
        else:
            words = [token.text]
        if token.note is not None:
            words.append(f"={token.note}=")
        words.extend(f"${nag}" for nag in sorted(token.nags))
        words.extend(_comment(text) for text in token.comments)
        line.extend(words)
        slots += 1
        if slots == 4:
            out.append(" ".join(line))
            line = []
            slots = 0
    if line:
        out.append(" ".join(line))
    if section.incomplete:
        out.append("*")
    out.extend(_tag("Note", f"{index}:{text}") for index, text in sorted(section.notes.items()))


def _write_game(game: PbnGame, out: list[str]) -> None:
    by_anchor: dict[str, list[str]] = {}
    for anchor, text in game.comments:
        by_anchor.setdefault(anchor, []).append(text)

    def comments_after(anchor: str) -> None:
        out.extend(_comment(text) for text in by_anchor.pop(anchor, ()))

    comments_after("")
    for name in MANDATORY_TAGS:
        out.append(_tag(name, game.tags.get(name, "?")))
        comments_after(name)
    out.extend(_tag("Note", f"{index}:{text}") for index, text in sorted(game.notes.items()))
    for section in (game.auction, game.play):
        if section is not None:
            out.append(_tag(section.name, section.value))
            comments_after(section.name)
            _write_section(section, out)
    rest: list[tuple[str, str, PbnSection | None]] = [
        (name, value, None) for name, value in game.tags.items() if name not in _MANDATORY
    ]
    rest.extend((name, section.value, section) for name, section in game.sections.items())
    for name, value, maybe in sorted(rest, key=lambda item: item[0]):
        out.append(_tag(name, value))
        comments_after(name)
        if maybe is not None:
            out.extend(maybe.rows)
    for texts in by_anchor.values():
        out.extend(_comment(text) for text in texts)


def write_pbn(
    games: Iterable[PbnGame], directives: Sequence[str] = ("% PBN 2.1", "% EXPORT")
) -> str:
    """Write games in PBN export format: mandatory tags in order (``"?"`` when
    missing), the Auction and Play sections four calls or cards to a line with
    their notes, then the other tags and supplemental sections alphabetically.
    Tag values are written as they are (``#`` inheritance already resolved)."""
    out = [d if d.startswith("%") else "% " + d for d in directives]
    first = True
    for game in games:
        if not first:
            out.append("")
        first = False
        _write_game(game, out)
    return "\n".join(out) + "\n" if out else ""
