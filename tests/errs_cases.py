"""Run a ``bridgelaws`` command with bad input and check its error line: exit
code 2, no traceback, one ``fout:``/``Fehler:`` line that says where and what
in the language asked for, and (Dutch) no English word left in it."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from bridgelaws.cli import app

runner = CliRunner()

LABEL = {"nl": "fout: ", "de": "Fehler: ", "en": "error: "}

#: English words that have no place in a Dutch error line (values the user
#: typed, quoted or given as options, and file paths are taken out first)
ENGLISH = re.compile(
    r"\b(the|a|an|board|boards|not|no|row|line|pair|pairs|round|table|event|file|such|"
    r"already|expected|choose|give|needs|has|cannot|against|itself|player|seat|level|"
    r"levels|trick|tricks|number|participant|movement|penalty|declarer|dealer|vulnerable|"
    r"deal|above|below|points|must|only|after|before|when|without|while|there|is not)\b",
    re.IGNORECASE,
)


def error_line(
    args: list[object], lang: str, tmp: Path | None = None, *, stdin: str | None = None
) -> str:
    """The error line of ``bridgelaws ARGS --lang LANG`` (which must fail with 2)."""
    texts = [*map(str, args), "--lang", lang]
    result = runner.invoke(app, texts, input=stdin)
    out = result.output
    assert result.exit_code == 2, (texts, out)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in out, out
    lines = [line for line in out.splitlines() if line.startswith(LABEL[lang])]
    assert lines, out
    line = lines[0]
    if tmp is not None:
        line = line.replace(str(tmp) + "/", "")
    return line


def dutch_words(line: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """The English words of a Dutch line (what the user typed left out)."""
    text = line.removeprefix(LABEL["nl"])
    text = re.sub(r"'[^']*'|\"[^\"]*\"|--[a-z-]+|\S+\.(csv|pbn|db|json|lin|txt)\b", " ", text)
    for word in allowed:
        text = re.sub(rf"\b{re.escape(word)}\b", " ", text)
    return ENGLISH.findall(text)


def assert_error(
    args: list[object],
    tmp: Path,
    nl: tuple[str, ...],
    de: tuple[str, ...],
    *,
    allowed: tuple[str, ...] = (),
    stdin: str | None = None,
) -> tuple[str, str]:
    """The Dutch and German error lines hold the parts ``nl`` and ``de`` (where
    and what); the Dutch line has no English word but the ``allowed`` ones (a
    command, a column or a tag the user must write as it is)."""
    nl_line = error_line(args, "nl", tmp, stdin=stdin)
    for part in nl:
        assert part in nl_line, (part, nl_line)
    assert dutch_words(nl_line, allowed) == [], nl_line
    de_line = error_line(args, "de", tmp, stdin=stdin)
    for part in de:
        assert part in de_line, (part, de_line)
    return nl_line, de_line
