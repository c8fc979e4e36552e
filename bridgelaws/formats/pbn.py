"""PBN 2.1 syntax: reading and writing Portable Bridge Notation files.

This module is the *syntax* layer only. It turns PBN text into :class:`PbnGame`
records (tags, the Auction and Play sections as annotated tokens, supplemental
sections as raw rows, comments and notes) and writes such records back in PBN
export format. It does not judge bridge: an insufficient bid, a revoke or a
result that does not add up is kept as written; the table engine rules on it.

Reading follows PBN 2.1 import format: games are separated by semi-empty lines
(a brace comment may span them); tag pairs may share or span lines; a tag that
already occurred in a game is ignored (except ``Note``); ``#`` inherits the
value of the previous game and ``##text`` gives ``text`` to this and all later
games; ``%`` lines are file-level directives. Damage never raises: it becomes
a :class:`PbnProblem` (file, board, line, reason), the damaged game is kept
with what could be read (see :attr:`PbnGame.problems`) and reading goes on.
Faults common in real files are repaired silently where nothing is lost: a
missing blank line before a game (its first tag comes again), an empty Auction
section followed by the real one, a '}' left over from a nested brace comment,
and '--' written for the placeholder '-'.

Whole corpora are replayed, so reading is tuned for speed. A game that holds
nothing but one tag pair per line and plain calls or cards is taken apart with
``str`` methods and a memo of the text between tags; the tokens of its plain
sections are built only when first asked for. Anything else (comments,
annotations, irregularities, damage) goes through a slower scanner that
understands every construct; both give the same result.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Final

from bridgelaws.cards import InputError
from bridgelaws.formats.files import MAX_GAME_FILE, decode_text, read_file
from bridgelaws.formats.messages import Located, ReadError

__all__ = [
    "MANDATORY_TAGS",
    "MAX_INHERITED",
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
#: The most tags passed on with '##' at once (PBN defines a few dozen tags).
MAX_INHERITED: Final = 100


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
    #: Data lines of a supplemental section, without comments and trailing blanks.
    rows: list[str] = field(default_factory=list)
    #: The section ended with ``*``, or was cut short at damage (see the game's problems).
    incomplete: bool = False
    #: Note tags placed after this section: ``{1: "text"}``.
    notes: dict[int, str] = field(default_factory=dict)

    def plain_words(self) -> list[str] | None:
        """The calls or cards of a section that holds nothing else, as plain
        strings, without building :class:`PbnToken` objects (replaying a corpus
        needs no more); ``None`` when the tokens carry more (annotations,
        irregularity marks, ``+``) or were already built: use :attr:`tokens`."""
        args = self.__dict__.get("_tokens")
        if args is None:
            return None
        words: list[str] = args[0].split()
        if "*" in words:
            words = words[: words.index("*")]
        return None if "+" in words else words

    def plain_text(self) -> str | None:
        """The text :meth:`plain_words` splits (``None`` where it gives ``None``
        for want of it): equal texts give equal words, so what is worked out
        from the words may be remembered by the text."""
        args = self.__dict__.get("_tokens")
        return None if args is None else str(args[0])


@dataclass(frozen=True)
class PbnProblem(Located):
    """A damaged record: where it is and what is wrong.

    ``error`` is the English text (spec §5); ``message`` the same in any
    language (:meth:`render`), with a stable :attr:`code`."""

    file: str | None
    board: str | None
    line: int
    error: str
    message: InputError | None = field(default=None, compare=False, repr=False)

    def __str__(self) -> str:
        board = f" (board {self.board})" if self.board is not None else ""
        return f"{self.file or '<text>'}:{self.line}{board}: {self.error}"


def _problem(file: str | None, board: str | None, line: int, message: InputError) -> PbnProblem:
    return PbnProblem(file, board, line, str(message), message)


@dataclass
class PbnGame:
    """One PBN game: tags, sections, notes and comments."""

    #: Values after ``#``/``##`` inheritance, in file order; no Note or section tags.
    tags: dict[str, str] = field(default_factory=dict)
    #: Line of each tag given in this game (inherited ``##`` values have none).
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
    #: Note tags given before any Auction or Play section (PBN forbids it; kept anyway).
    notes: dict[int, str] = field(default_factory=dict)
    #: What is damaged in this game (also in :attr:`PbnFile.problems`).
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


class _Deferred:
    """A dataclass field that the reader computes only when first read.

    Most of what a corpus holds is plain calls and cards, and building two
    million token objects (and a line table per game) up front would cost more
    than the rest of the parse. For such records the reader leaves the field
    out of the instance and stores what it needs under ``_<name>``; this
    non-data descriptor computes the value on first access and stores it in the
    instance, where it then shadows the descriptor. Objects made by calling the
    class hold the value from the start and never reach this code.
    """

    def __init__(self, name: str, build: Callable[..., object]) -> None:
        self.name = name
        self.build = build

    def __get__(self, instance: object, owner: type | None = None) -> object:
        if instance is None:
            return self
        state = instance.__dict__
        args = state.pop("_" + self.name, None)
        if args is None:
            raise AttributeError(self.name)
        value = state[self.name] = self.build(*args)
        return value


def _plain_tokens(data: str, line: int) -> list[PbnToken]:
    """The tokens of a section of plain calls or cards whose tag is on ``line``."""
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


def _tag_lines(
    names: list[str], line: int, extras: list[tuple[int, int]], drop: Iterable[str]
) -> dict[str, int]:
    """The line of each tag, one tag to a line from ``line`` on, plus ``extra``
    lines after tag ``index`` for each ``(index, extra)``; without ``drop``."""
    lines: dict[str, int] = {}
    done = 0
    for index, extra in extras:
        lines.update(
            zip(names[done : index + 1], range(line, line + index + 1 - done), strict=True)
        )
        line += index + 1 - done + extra
        done = index + 1
    lines.update(zip(names[done:], range(line, line + len(names) - done), strict=True))
    for name in drop:
        del lines[name]
    return lines


# Installed after the dataclasses are built, so that their __init__ still set the fields.
setattr(PbnSection, "tokens", _Deferred("tokens", _plain_tokens))  # noqa: B010
setattr(PbnGame, "tag_lines", _Deferred("tag_lines", _tag_lines))  # noqa: B010


_Problems = list[tuple[int, InputError]]

# -- lexical grammar ----------------------------------------------------------------

# A string's body: no quote, backslash or line break, except '\' escapes (§3.2).
_STRING_BODY: Final = r'[^"\\\n]*(?:\\.[^"\\\n]*)*'
# Games are separated by one or more semi-empty lines (§3).
_GAME_BREAK: Final = re.compile(r"\n(?:[ \t]*\n)+")
_SEMI_EMPTY: Final = re.compile(r"\n[ \t]+\n")
_NAME: Final = re.compile(r"[A-Za-z0-9_]+")
# A game's text up to its first tag value, when that is nothing but the tag's start.
_OPENING: Final = re.compile(r"(\s*)\[[ \t]*([A-Za-z0-9_]+)[ \t]*")
# Characters that make the text after a tag more than blanks, calls, cards and rows.
_DIRTY: Final = re.compile(r'[\[\]{};"%\\]')
# The full scanner: tag pairs, with comments, strings and directives stepped over.
_SCAN: Final = re.compile(
    r'(?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>' + _STRING_BODY + r')"\s*\])'
    r"|(?P<badtag>\[[^\n]*)"
    r"|\{[^}]*\}?"
    r"|;[^\n]*"
    r'|"' + _STRING_BODY + r'"?'
    r"|(?P<directive>(?:^|(?<=\n))%[^\n]*)"
    r'|[^\[{;"%]+|%'
)
# Whether a brace comment is still open at the end of a game's text.
_OPEN_BRACE: Final = re.compile(
    r'"' + _STRING_BODY + r'"|;[^\n]*|\{[^}]*\}|(?:^|(?<=\n))%[^\n]*|(?P<open>\{)'
)
# Comments in the text after a tag; strings stay (a ';' in a string starts no comment).
# A '}' outside a comment is what is left of a nested brace comment: dropped.
_COMMENT: Final = re.compile(r'("' + _STRING_BODY + r'"?)|\{([^}]*)(\}?)|;([^\n]*)|\}')
_ESCAPE: Final = re.compile(r'\\(["\\])')
_NOTE_VALUE: Final = re.compile(r"\s*([0-9]{1,9})\s*:(.*)", re.S)

# Calls and cards, lower case (PBN allows it on input, §3.11).
_CALL_WORDS: Final = frozenset(
    ["pass", "ap", "x", "xx", "-"]
    + [f"{level}{d}" for level in range(1, 8) for d in ("c", "d", "h", "s", "nt")]
)
_CARD_WORDS: Final = frozenset(["-"] + [s + r for s in "cdhs" for r in "23456789tjqka"])
_PLAIN_WORDS: Final = {"Auction": _CALL_WORDS | {"+"}, "Play": _CARD_WORDS | {"+"}}
# For checking many sections at once: they are joined with '\0' between them, and
# a '*' may only come last in a section.
_BULK_WORDS: Final = {name: words | {"*", "\x00"} for name, words in _PLAIN_WORDS.items()}
_STAR_INSIDE: Final = re.compile(r"\*\s+[^\x00\s]")
_CARD_CLASSES: Final = bytes(
    ord("S") if chr(c) in "CDHScdhs"
    else ord("R") if chr(c) in "23456789TJQKAtjqka"
    else ord("Q") if chr(c) in "-+*\x00"
    else ord(" ") if chr(c) in " \t\n\r\f\v"
    else ord("!")
    for c in range(256)
)  # fmt: skip
# Everything that may stand in an Auction or Play section (§3.2, §3.5, §3.6, §3.9).
_ITEM: Final = re.compile(
    r"""[ \t\f\v]*(?:
        (?P<word>[A-Za-z0-9-]+)
      | (?P<nl>\n)
      | (?P<suffix>[!?]{1,2})
      | =(?P<note>[0-9]{1,9})=
      | \$(?P<nag>[0-9]{1,9})
      | \^(?P<irr>[ISRL])
      | (?P<star>\*)
      | (?P<plus>\+)
      | \{(?P<brace>[^}]*)(?P<close>\}?)
      | ;(?P<semi>[^\n]*)
      | (?P<stray>\})
      | (?P<bad>\S)
    )""",
    re.X,
)
_SUFFIX_NAGS: Final = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
_IRREGULARITIES: Final = {"Auction": "IS", "Play": "RL"}

# Memos from the text between two tag values on consecutive lines (']\n[Site ')
# and from a game's opening text ('[Event ') to the tag name it ends with.
# Files repeat a few dozen such pieces in every game, so one dict lookup per
# piece, done for a whole game at once by map(), replaces a regex match per tag.
_CONNECTORS: dict[str, str] = {}
_STARTS: dict[str, str] = {}  # '[Site ' -> 'Site'
_MEMO_LIMIT: Final = 4096


def _memo(memo: dict[str, str], piece: str, name: str) -> None:
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()  # odd input filled it: start again with what comes next
    memo[piece] = name


def _unescape(value: str) -> str:
    return _ESCAPE.sub(r"\1", value) if "\\" in value else value


def _is_plain(name: str, data: str) -> bool:
    """Whether an Auction or Play section is whitespace-separated calls (cards) only."""
    words = data.lower().split()
    if words and words[-1] == "*":
        words.pop()
    return _PLAIN_WORDS[name].issuperset(words)


def _all_plain(name: str, datas: list[str]) -> bool:
    """Whether every one of ``datas`` passes :func:`_is_plain`, tested at once."""
    if not datas:
        return True
    text = " \x00 ".join(datas)
    if text.count("\x00") != len(datas) - 1 or _STAR_INSIDE.search(text) is not None:
        return False  # a NUL of their own, or a '*' before the end of a section
    if name == "Play" and _all_cards(text):
        return True
    return _BULK_WORDS[name].issuperset(text.lower().split())


def _all_cards(text: str) -> bool:
    """A cheap sufficient test that every word of ``text`` is a card, '-', '+', '*' or NUL.

    Plays are most of a corpus' words; classing each character with one
    ``bytes.translate`` (S for a suit, R for a rank, Q for '-+*' and NUL, a space
    for a blank, ! for anything else) and counting pairs avoids making a string
    per card: every word is 'SR' or 'Q' when each S is followed by an R, each R
    follows an S, and no two words touch.
    """
    classes = text.encode("ascii", "replace").translate(_CARD_CLASSES)
    cards = classes.count(b"SR")
    return (
        b"!" not in classes
        and classes.count(b"S") == cards == classes.count(b"R")
        and not any(pair in classes for pair in (b"RS", b"RQ", b"QS", b"QQ"))
    )


def _plain_section(name: str, value: str, line: int, data: str) -> PbnSection:
    """A section that passed :func:`_is_plain`; its tokens are built on first access."""
    section = PbnSection.__new__(PbnSection)
    section.__dict__ = {
        "name": name,
        "value": value,
        "line": line,
        "rows": [],
        "incomplete": "*" in data,
        "notes": {},
        "_tokens": (data, line),
    }
    return section


def _tokenize(
    name: str, data: str, line: int, problems: _Problems
) -> tuple[list[PbnToken], bool, list[str]]:
    """Read an Auction or Play section with annotations, comments and irregularities.

    Returns the tokens, whether the section is incomplete, and the comments
    before the first token. A token that is neither a call (card) nor an
    annotation is reported and cuts the section short, because what follows it
    can no longer be given to the right player.
    """
    play = name == "Play"
    words = _CARD_WORDS if play else _CALL_WORDS
    nag_base = 6 if play else 0  # '!' is $1 after a call, $7 after a card (§3.7)
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
                problems.append((line, ReadError("pbn_after_end", value=_clip(text), name=name)))
                break
            if kind == "word" and text.lower() not in words:
                if text.strip("-"):
                    problems.append((line, ReadError(f"pbn_not_a_{what}", value=_clip(text))))
                    ended = True
                    break
                text = "-"  # some programs write the placeholder '-' as '--'
            last = PbnToken(text, line, pending, continuation=kind == "plus")
            pending = None
            tokens.append(last)
        elif kind == "nl":
            line += 1
        elif kind == "suffix" or kind == "note" or kind == "nag":
            glyph = m.group().strip()
            if last is None:
                problems.append((line, ReadError(f"pbn_glyph_before_{what}", value=_clip(glyph))))
            elif kind == "suffix":
                last.nags.append(_SUFFIX_NAGS[glyph] + nag_base)
            elif kind == "nag":
                last.nags.append(int(m.group(kind)))
            elif last.note is None:
                last.note = int(m.group(kind))
            else:
                problems.append((line, ReadError(f"pbn_second_note_{what}", value=_clip(glyph))))
        elif kind == "irr":
            letter = m.group(kind)
            if letter not in allowed or ended:
                code = "pbn_mark_after_end" if ended else "pbn_mark_misplaced"
                problems.append((line, ReadError(code, letter=letter, name=name)))
                ended = True
                break
            if pending is not None:
                problems.append(
                    (
                        line,
                        ReadError(f"pbn_mark_then_mark_{what}", first=pending, letter=letter),
                    )
                )
                pending = None
            if letter == "S":
                # ^S takes the turn of the player skipped by a call out of rotation.
                last = PbnToken("", line, "S")
                tokens.append(last)
            else:
                pending = letter
        elif kind == "star":
            ended = True
        elif kind == "stray":
            pass  # what is left of a nested brace comment
        elif kind == "close" or kind == "semi":
            text = m.group("brace") if kind == "close" else m.group("semi")
            if kind == "close" and not m.group("close"):
                problems.append((line, ReadError("pbn_open_comment")))
            if last is None:
                leading.append(text)
            else:
                last.comments.append(text)
            line += text.count("\n")
        else:
            problems.append(
                (line, ReadError("pbn_unexpected", value=_clip(m.group().strip()), name=name))
            )
            ended = True
            break
    if pending is not None:
        problems.append((line, ReadError(f"pbn_mark_alone_{what}", letter=pending)))
    for token in tokens:
        if len(token.nags) > 1:
            token.nags.sort()  # export order (§3.5.2); also makes write/read stable
    return tokens, ended, leading


def _split_comments(data: str, line: int, problems: _Problems) -> tuple[str, list[str]]:
    """Take the comments out of ``data``: the rest (line breaks kept) and the comments."""
    comments: list[str] = []

    def take(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return m.group(1)
        if m.group(4) is not None:
            comments.append(m.group(4))
            return ""
        text = m.group(2)
        if text is None:
            return ""  # a stray '}'
        if not m.group(3):
            problems.append((line + data.count("\n", 0, m.start()), ReadError("pbn_open_comment")))
        comments.append(text)
        return "\n" * text.count("\n")

    return _COMMENT.sub(take, data), comments


def _rows(data: str) -> list[str]:
    """The non-blank lines of a supplemental section, without trailing blanks."""
    return [row.rstrip() for row in data.split("\n") if row and not row.isspace()]


def _brace_left_open(text: str, pos: int = 0) -> bool:
    return any(m.group("open") is not None for m in _OPEN_BRACE.finditer(text, pos))


def _clip(text: str, size: int = 40) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= size else text[: size - 1] + "…")


# -- reading ------------------------------------------------------------------------


class _Reader:
    """One parse: the games and problems found, and what later games inherit."""

    def __init__(self, file: str | None, fast: bool = True) -> None:
        self.file = file
        self.fast = fast  # False sends every game through the full scanner (for tests)
        self.result = PbnFile()
        #: The latest value of every tag, for '#'.
        self.last: dict[str, str] = {}
        #: Values given with '##', for the games that do not give the tag.
        self.sticky: dict[str, str] = {}
        #: Comments of a text without tags, which go to the next game.
        self.pending: list[str] = []
        #: Games whose sections :meth:`quick` took for plain, to be checked in bulk.
        self.unchecked: list[PbnGame] = []

    def read(self, text: str) -> PbnFile:
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        if text.startswith("\ufeff"):
            text = text[1:]
        if "\x1a" in text[-2:]:
            text = text.rstrip("\x1a\n")  # a DOS end-of-file mark
        if ("\n " in text or "\n\t" in text) and _SEMI_EMPTY.search(text) is not None:
            chunks = _GAME_BREAK.split(text)
            breaks = [m.group().count("\n") for m in _GAME_BREAK.finditer(text)]
        else:
            chunks = text.split("\n\n")  # every break is an empty line: split cheaply
            breaks = [2] * (len(chunks) - 1)
        breaks.append(0)
        final = len(chunks) - 1
        start = 1
        # A brace comment may hold semi-empty lines: the pieces are joined again
        # once it is closed. Each piece is looked at once (joining at every
        # piece, or scanning the whole again, is quadratic in a comment left open).
        carried: list[str] = []
        quick = self.quick if self.fast else None
        for index, chunk in enumerate(chunks):
            if carried:
                close = chunk.find("}")  # the first '}' closes the comment
                if index < final and (
                    close < 0
                    or (chunk.rfind("{") > chunk.rfind("}") and _brace_left_open(chunk, close + 1))
                ):
                    carried += (chunk, "\n" * breaks[index])
                    continue
                carried.append(chunk)
                chunk = "".join(carried)
                carried = []
            elif (
                "{" in chunk
                and chunk.rfind("{") > chunk.rfind("}")
                and index < final
                and _brace_left_open(chunk)
            ):
                carried = [chunk, "\n" * breaks[index]]
                continue
            newlines = chunk.count("\n")
            text, line, count = chunk, start, newlines
            at = 0  # directive lines are taken by position: slicing each off is quadratic
            while text.startswith("%", at):
                # A directive line (§2): kept at file level, not part of the game.
                end = text.find("\n", at)
                self.result.directives.append(text[at:] if end < 0 else text[at:end])
                at = len(text) if end < 0 else end + 1
                line += 1
                count -= 1
            if at:
                text = text[at:]
            try:
                if text and not text.isspace() and (quick is None or not quick(text, line, count)):
                    self.slow(text, line)
            except Exception as exc:  # pragma: no cover - a safety net for parser bugs
                self.result.problems.append(
                    _problem(self.file, None, start, ReadError("pbn_internal", reason=repr(exc)))
                )
            start += newlines + breaks[index]
        if self.unchecked:
            self.check_sections()
        # by line, and on one line by text, whichever reader found them first
        self.result.problems.sort(key=_by_line)
        return self.result

    def slow(self, text: str, line: int) -> None:
        """Read a game with the full scanner."""
        problems: _Problems = []
        parts, lines = self.scan(text, line, problems)
        self.build(parts, lines, line, problems)

    def quick(self, text: str, line: int, newlines: int) -> bool:
        """Read a game made of one tag pair per line and plain sections.

        Splitting at the quotes gives the tag values and, between them, pieces
        such as ']\\n[Site ' with the end of a tag, the data after it and the
        start of the next tag. Returns False, having changed nothing but the
        memos, when the game needs the full scanner. ``newlines`` is the number
        of line breaks in ``text``.
        """
        if '\\"' in text:
            return False
        pieces = text.split('"')
        n = len(pieces) >> 1
        if not n or not len(pieces) & 1:
            return False
        values = pieces[1::2]
        pieces = pieces[0::2]
        found: list[str | None] = list(map(_CONNECTORS.get, pieces))
        opening = pieces[0]
        first_line = line
        name = _STARTS.get(opening)
        if name is None:
            m = _OPENING.fullmatch(opening)
            if m is None:
                return False
            name = m.group(2)
            if m.group(1):
                first_line += m.group(1).count("\n")
            else:
                _memo(_STARTS, opening, name)
        found[0] = name
        # The data after tag i where it is not one line break, with its line breaks;
        # and the line breaks outside the values (to catch a value that has one).
        datas: dict[int, tuple[str, int]] = {}
        outside = first_line - line + n - 1
        missing = found.count(None) - (found[n] is None)
        i = 0
        while missing > 0:
            i = found.index(None, i + 1)
            missing -= 1
            piece = pieces[i]
            j = piece.rfind("[")
            if j < 0 or piece[:1] != "]":
                return False
            name = _STARTS.get(piece[j:])
            if name is None:
                name = piece[j + 1 :].strip(" \t")
                if _NAME.fullmatch(name) is None:
                    return False
                _memo(_STARTS, piece[j:], name)
            found[i] = name
            data = piece[1:j]
            count = data.count("\n")
            if count == 1 and data.isspace():
                if len(piece) < 64:
                    _memo(_CONNECTORS, piece, name)
            else:
                datas[i - 1] = (data, count)
                outside += count - 1
        found.pop()  # the piece after the last value starts no tag
        tail = pieces[n]
        if tail[:1] != "]" or "[" in tail:
            return False
        count = tail.count("\n")
        if outside + count != newlines:
            return False
        if not (len(tail) == 1 or tail.isspace()):
            datas[n - 1] = (tail[1:], count)
        names: list[str] = found  # type: ignore[assignment]  # every None was filled in
        tags = dict(zip(names, values, strict=False))
        if len(tags) != n or "Note" in tags:
            # Repeated tags or notes: leave them to the general assembly.
            return self.quick_build(names, values, datas, first_line)
        escaped = "\\\\" in text
        problems: _Problems = []
        sections: dict[str, PbnSection] = {}
        made: dict[str, PbnSection] = {}
        extras: list[tuple[int, int]] = []
        line = first_line
        for index, (data, count) in datas.items():
            name = names[index]
            if name == "Auction" or name == "Play":
                if "[" in data or "{" in data or ";" in data or "%" in data:
                    return False  # a bad tag, a comment or a directive: leave it to scan()
                value = _unescape(values[index]) if escaped else values[index]
                # Checked in bulk at the end of the file (check_sections).
                made[name] = _plain_section(name, value, line + index, data)
            elif not data or data.isspace():
                pass
            elif _DIRTY.search(data):
                return False
            elif name in _MANDATORY:
                problems.append(
                    (line + index, ReadError("pbn_text_after_tag", name=name, value=_clip(data)))
                )
            else:
                value = _unescape(tags.pop(name)) if escaped else tags.pop(name)
                sections[name] = PbnSection(name, value, line + index, rows=_rows(data))
            if count != 1:
                line += count - 1
                extras.append((index, count - 1))
        # Nothing below can fail: the game is read.
        for name in ("Auction", "Play"):
            if name in tags:
                value = tags.pop(name)
                if name not in made:  # an empty section
                    index = names.index(name)
                    line = first_line + index + sum(e for i, e in extras if i < index)
                    made[name] = _plain_section(name, _unescape(value), line, "")
        if escaped:
            tags = {key: _unescape(value) for key, value in tags.items()}
        if self.sticky or '"##' in text:
            self.inherit(tags, sections, problems, first_line)
        else:
            last = self.last
            if '"#"' in text:
                # Files repeat a few tags (Event, Site, Date) with '#': look up just those.
                k = -1
                for _ in range(values.count("#")):
                    k = values.index("#", k + 1)
                    name = names[k]
                    if name in tags:
                        tags[name] = last.get(name, "")
            last.update(tags)
        comments: list[tuple[str, str]] = []
        if self.pending:
            comments = [("", comment) for comment in self.pending]
            self.pending = []
        game = PbnGame.__new__(PbnGame)
        game.__dict__ = {
            "tags": tags,
            "_tag_lines": (names, first_line, extras, (*made, *sections)),
            "auction": made.get("Auction"),
            "play": made.get("Play"),
            "sections": sections,
            "comments": comments,
            "line": first_line,
            "file": self.file,
            "notes": {},
            "problems": self.report(problems, tags.get("Board")) if problems else [],
        }
        self.result.games.append(game)
        if made:
            self.unchecked.append(game)
        return True

    def quick_build(
        self,
        names: list[str],
        values: list[str],
        datas: dict[int, tuple[str, int]],
        first_line: int,
    ) -> bool:
        """Hand a game that :meth:`quick` split to :meth:`build`."""
        if any(_DIRTY.search(data) for data, _ in datas.values()):
            return False
        parts = [""]
        lines: list[int] = []
        line = first_line
        for k, name in enumerate(names):
            data, count = datas.get(k, ("\n", 1))
            parts += (name, _unescape(values[k]), data)
            lines.append(line)
            line += count
        self.build(parts, lines, first_line, [])
        return True

    def check_sections(self) -> None:
        """Check the sections :meth:`quick` took for plain calls or cards, in bulk.

        One set test over all the Auction (Play) sections of the file is much
        cheaper than one per section; only when it fails are the sections
        checked one by one, and those that are not plain are read in full.
        """
        fixed = False
        for name in ("Auction", "Play"):
            group = [
                (game, section)
                for game in self.unchecked
                if (section := game.auction if name == "Auction" else game.play) is not None
                and "_tokens" in section.__dict__
            ]
            if _all_plain(name, [section.__dict__["_tokens"][0] for _, section in group]):
                continue
            for game, section in group:
                data, line = section.__dict__["_tokens"]
                if _is_plain(name, data):
                    continue
                problems: _Problems = []
                tokens, incomplete, leading = _tokenize(name, data, line, problems)
                del section.__dict__["_tokens"]
                section.tokens = tokens
                section.incomplete = incomplete
                game.comments += ((name, text) for text in leading)
                if problems:
                    game.problems += self.report(problems, game.tags.get("Board"))
                    game.problems.sort(key=_by_line)
                    fixed = True
        self.unchecked = []
        if fixed:
            self.result.problems.sort(key=_by_line)

    def scan(self, text: str, line: int, problems: _Problems) -> tuple[list[str], list[int]]:
        """Split a game that holds comments, strings, directives or damage.

        Gives [text, name, value, text, name, value, ..., text] and the line of
        each tag; the text after a tag is its data: a section's calls or cards,
        a table's rows, comments.
        """
        parts: list[str] = []
        lines: list[int] = []
        pieces: list[str] = []  # the text since the last tag, less directives and bad tags
        piece_start = 0
        counted = 0
        for m in _SCAN.finditer(text):
            kind = m.lastgroup
            if kind is None:
                continue  # comments, strings and other text stay in the data
            start = m.start()
            line += text.count("\n", counted, start)
            counted = start
            pieces.append(text[piece_start:start])
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
                problems.append((line, ReadError("pbn_malformed_tag", value=_clip(m.group()))))
        pieces.append(text[piece_start:])
        parts.append("".join(pieces))
        return parts, lines

    def build(self, parts: list[str], lines: list[int], line: int, problems: _Problems) -> None:
        """Assemble a game from [text, name, value, text, ...] and the lines of its tags."""
        names = parts[1::3]
        if len(names) > 1 and names[0] != "Note" and names.count(names[0]) > 1:
            # The game's first tag again: the blank line before the next game is
            # missing. Every repeat starts a game; all are cut at once (one cut at
            # a time would be quadratic, and deeply recursive, in such a file).
            first = names[0]
            cuts = [0, *(k for k in range(1, len(names)) if names[k] == first), len(names)]
            problems.sort(key=_first_by_line)
            at = [p[0] for p in problems]
            for a, b in pairwise(cuts):
                low = 0 if a == 0 else bisect_left(at, lines[a])
                high = len(problems) if b == len(names) else bisect_left(at, lines[b])
                self.build(
                    parts[: 3 * b + 1] if a == 0 else ["", *parts[3 * a + 1 : 3 * b + 1]],
                    lines[a:b],
                    line if a == 0 else lines[a],
                    problems[low:high],
                )
            return
        comments: list[tuple[str, str]] = []
        pre = parts[0]
        if pre and not pre.isspace():
            rest, found = _split_comments(pre, line, problems)
            comments.extend(("", text) for text in found)
            if rest and not rest.isspace():
                problems.append((line, ReadError("pbn_text_outside_tags", value=_clip(rest))))
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
        notes = game_notes  # where Note tags go: the latest Auction or Play section
        for k in range(1, len(parts), 3):
            name = parts[k]
            value = parts[k + 1]
            data = parts[k + 2]
            ln = lines[k // 3]
            blank = not data or data.isspace()
            if name == "Auction" or name == "Play":
                previous = auction if name == "Auction" else play
                if previous is not None and (previous.tokens or previous.incomplete):
                    problems.append((ln, ReadError("pbn_second_section", name=name)))
                    continue
                # (An empty section followed by another: the second one is the real one.)
                section = self.section(name, value, ln, "" if blank else data, problems, comments)
                if name == "Auction":
                    auction = section
                else:
                    play = section
                notes = section.notes
                continue
            rest = ""
            if not blank:
                rest, found = _split_comments(data, ln, problems)
                comments.extend((name, text) for text in found)
                if rest.isspace():
                    rest = ""
            if name == "Note":
                note = _NOTE_VALUE.match(value)
                if note is None:
                    problems.append((ln, ReadError("pbn_bad_note", value=_clip(value))))
                elif int(note.group(1)) in notes:
                    problems.append((ln, ReadError("pbn_note_twice", number=note.group(1))))
                else:
                    notes[int(note.group(1))] = note.group(2).strip()
                if rest:
                    problems.append((ln, ReadError("pbn_text_after_note", value=_clip(rest))))
            elif name in tags or name in sections:
                pass  # §3.4: a tag that already occurred is ignored
            elif rest and name not in _MANDATORY:
                sections[name] = PbnSection(name, value, ln, rows=_rows(rest))
            else:
                if rest:
                    problems.append(
                        (ln, ReadError("pbn_text_after_tag", name=name, value=_clip(rest)))
                    )
                tags[name] = value
                tag_lines[name] = ln
        self.inherit(tags, sections, problems, lines[0] if lines else line)
        self.add(tags, tag_lines, auction, play, sections, comments, lines[0], game_notes, problems)

    def section(
        self,
        name: str,
        value: str,
        line: int,
        data: str,
        problems: _Problems,
        comments: list[tuple[str, str]],
    ) -> PbnSection:
        """An Auction or Play section from the data after its tag."""
        if _is_plain(name, data):
            return _plain_section(name, value, line, data)
        tokens, incomplete, leading = _tokenize(name, data, line, problems)
        comments.extend((name, text) for text in leading)
        return PbnSection(name, value, line, tokens, incomplete=incomplete)

    def inherit(
        self, tags: dict[str, str], sections: dict[str, PbnSection], problems: _Problems, line: int
    ) -> None:
        """Resolve '#' and '##' values (§4.8) in place; remember values for later games.

        At most :data:`MAX_INHERITED` tags are passed on with '##' at once: every
        later game copies them all, so a file naming a new tag with '##' in each
        game would grow with the square of its length."""
        last = self.last
        sticky = self.sticky
        for name, value in tags.items():
            if value[:1] == "#":
                if value == "#":
                    tags[name] = last.get(name, "")
                elif value[1:2] == "#":
                    tags[name] = value[2:]
                    if name in sticky or len(sticky) < MAX_INHERITED:
                        sticky[name] = value[2:]
                    else:
                        problems.append(
                            (
                                line,
                                ReadError("pbn_too_many_inherited", limit=MAX_INHERITED, name=name),
                            )
                        )
            elif name in sticky:
                sticky[name] = value  # a new value of a '##' tag also holds for later games
        for name, value in sticky.items():
            if name not in tags and name not in sections:
                tags[name] = value
        last.update(tags)

    def add(
        self,
        tags: dict[str, str],
        tag_lines: dict[str, int],
        auction: PbnSection | None,
        play: PbnSection | None,
        sections: dict[str, PbnSection],
        comments: list[tuple[str, str]],
        line: int,
        notes: dict[int, str],
        problems: _Problems,
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

    def report(self, problems: _Problems, board: str | None) -> list[PbnProblem]:
        problems.sort(key=_first_by_line)
        found = [_problem(self.file, board, line, error) for line, error in problems]
        self.result.problems.extend(found)
        return found


def _first_by_line(problem: tuple[int, InputError]) -> tuple[int, str]:
    return problem[0], str(problem[1])


def _by_line(problem: PbnProblem) -> tuple[int, str]:
    # Problems are listed by line (and, on one line, by text) whichever way they were found.
    return problem.line, problem.error


def parse_pbn(text: str, file: str | None = None) -> PbnFile:
    """Read PBN text (import or export format); ``file`` names it in problems.

    Never raises on bad input: damage is listed in :attr:`PbnFile.problems` and
    in the damaged game's :attr:`PbnGame.problems`.
    """
    return _Reader(file).read(text.removeprefix("\ufeff"))  # a byte order mark


def read_pbn(path: str | os.PathLike[str]) -> PbnFile:
    """Read a PBN file: UTF-8 (a BOM is skipped), else Windows-1252, else Latin-1.

    A path that is not a readable regular file of at most
    :data:`~bridgelaws.formats.files.MAX_GAME_FILE` bytes raises
    :class:`~bridgelaws.cards.InputError`."""
    raw = read_file(path, MAX_GAME_FILE)
    if b"\r" in raw:
        raw = raw.replace(b"\r\n", b"\n")  # cheaper on bytes than on the decoded text
    return parse_pbn(decode_text(raw, ("utf-8", "cp1252", "latin-1")), os.fspath(path))


# -- writing ------------------------------------------------------------------------


_LONE_BACKSLASH: Final = re.compile(r'\\(?=["\\]|$)')


def _quote(value: str, inheritable: bool) -> str:
    if "\n" in value or "\r" in value:
        value = " ".join(value.splitlines())  # a string cannot hold a line break
    if inheritable and (value == "#" or value.startswith("##")):
        # Would be read as inherited; '##' makes it literal (and passes it on to the
        # following games that lack the tag, which PBN has no way to avoid).
        value = "##" + value
    if "\\" in value:
        # Only '\"' and '\\' are escapes (§3.2), so a backslash is doubled only
        # where a reader could take it for one; '\2R' in a table header stays.
        value = _LONE_BACKSLASH.sub(r"\\\\", value)
    return '"' + value.replace('"', '\\"') + '"'


def _tag(name: str, value: str, inheritable: bool = True) -> str:
    """A tag pair; ``inheritable`` for the tags whose values '#' and '##' pass on."""
    if _NAME.fullmatch(name) is None:
        raise InputError(
            "{name} is not a PBN tag name (letters, digits and '_' only)", name=repr(name)
        )
    return f"[{name} {_quote(value, inheritable)}]"


def _notes(notes: dict[int, str]) -> Iterator[str]:
    return (_tag("Note", f"{index}:{text}", False) for index, text in sorted(notes.items()))


def _comment(text: str) -> str:
    if "}" not in text:
        return "{" + text + "}"
    # A brace comment cannot hold '}'; ';' comments run to the end of the line.
    return "\n".join(";" + part for part in text.split("\n"))


def _write_tokens(section: PbnSection, out: list[str]) -> None:
    words: list[str] = []
    for count, token in enumerate(section.tokens, 1):
        if token.irregularity == "S" and not token.text:
            words.append("^S")
        elif token.irregularity:
            words += (f"^{token.irregularity}", token.text)
        else:
            words.append(token.text)
        if token.note is not None:
            words.append(f"={token.note}=")
        words += (f"${nag}" for nag in sorted(token.nags))
        words += (_comment(text) for text in token.comments)
        # Four calls or cards to a line (§3.5, §3.6); a ';' comment ends its line.
        if count % 4 == 0 or (words[-1][:1] == ";"):
            out.append(" ".join(words))
            words = []
    if words:
        out.append(" ".join(words))
    if section.incomplete:
        out.append("*")
    out.extend(_notes(section.notes))


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
    out.extend(_notes(game.notes))
    for section in (game.auction, game.play):
        if section is not None:
            out.append(_tag(section.name, section.value, False))
            comments_after(section.name)
            _write_tokens(section, out)
            comments_after("Note")
    rest: list[tuple[str, str, list[str] | None]] = [
        (name, value, None) for name, value in game.tags.items() if name not in _MANDATORY
    ]
    rest += ((name, section.value, section.rows) for name, section in game.sections.items())
    for name, value, rows in sorted(rest, key=lambda item: item[0]):
        out.append(_tag(name, value, rows is None))
        comments_after(name)
        out.extend(rows or ())
    for texts in by_anchor.values():
        out.extend(_comment(text) for text in texts)


def write_pbn(
    games: Iterable[PbnGame], directives: Sequence[str] = ("% PBN 2.1", "% EXPORT")
) -> str:
    """Write games in PBN export format (§3, §4).

    Per game: the 15 mandatory tags in their fixed order (``"?"`` for a missing
    one); the Auction and the Play section, four calls or cards to a line, with
    their Note tags; then the other tags and the supplemental sections sorted by
    name. Values are written as they are, with ``#`` inheritance resolved;
    comments follow the tag, call or card they followed when read.
    """
    out = [d if d.startswith("%") else "% " + d for d in directives]
    for number, game in enumerate(games):
        if number:
            out.append("")  # an empty line starts every game but the first
        _write_game(game, out)
    return "\n".join(out) + "\n" if out else ""
