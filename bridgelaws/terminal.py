"""The command line's consoles.

Rich lays text out for a terminal of some width (80 columns when the output is
a pipe). A message is data for whoever reads the pipe: it is never hard-wrapped
(``soft_wrap``), so it stays one line for ``grep`` and for the tests, whatever
the terminal's width. Messages are printed as plain text, never as markup: a
file name or a PBN tag such as ``[Board "1"]`` is shown as it is.
"""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from bridgelaws.cards import render_error
from bridgelaws.i18n import LANGUAGES, translate


def output_console(*, highlight: bool = True) -> Console:
    """The console for a command's output (standard output)."""
    return Console(soft_wrap=True, highlight=highlight)


def error_console() -> Console:
    """The console for error messages (standard error)."""
    return Console(stderr=True, soft_wrap=True, highlight=False)


def print_error(console: Console, message: str, lang: str = "en") -> None:
    """Print ``error: message`` on one line (the label in ``lang``); the message
    is never read as markup."""
    label = translate("error:", lang)
    console.print(Text.assemble((label, "bold red"), " ", message))


def print_input_error(console: Console, error: BaseException, lang: str) -> None:
    """Print an error in ``lang`` (an :class:`~bridgelaws.cards.InputError`
    translated, another as it is); English when ``lang`` is no language."""
    if lang not in LANGUAGES:
        lang = "en"
    print_error(console, render_error(error, lang), lang)
