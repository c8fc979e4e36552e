"""The command line's own usage errors in the user's language.

Typer words a missing argument, an unknown option or a value that is no
number in English, with no catalogue to hook into. :func:`localize` rewrites
such a message, as Typer is about to show it, into the language of the
command's ``--lang`` (Dutch when none is given, as every command's default):
the known shapes of message are recognised and said again through the
catalogues of :mod:`bridgelaws.i18n`; one not recognised stays English.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any, Final

from bridgelaws.i18n import DEFAULT_LANGUAGE, LANGUAGES, translate

__all__ = ["argv_language", "localize", "usage_text"]

#: Typer's usage errors, and the message that says each in any language
_USAGE: Final = (
    (re.compile(r"Missing option '(?P<name>[^']+)'\.?"), "option {name} is missing"),
    (re.compile(r"Missing argument '(?P<name>[^']+)'\.?"), "argument {name} is missing"),
    (
        re.compile(r"No such option: (?P<name>\S+?)\. Did you mean (?P<hint>\S+?)\?"),
        "there is no option {name}; did you mean {hint}?",
    ),
    (
        re.compile(r"No such option: (?P<name>\S+?) \(Possible options: (?P<hint>.+)\)"),
        "there is no option {name}; the options like it: {hint}",
    ),
    (re.compile(r"No such option: (?P<name>\S+?)"), "there is no option {name}"),
    (re.compile(r"No such command '(?P<name>[^']+)'\.?"), "there is no command {name}"),
    (
        re.compile(r"Option '(?P<name>[^']+)' requires an argument\.?"),
        "option {name} needs a value",
    ),
    (
        re.compile(r"Got unexpected extra argument\(s\) \((?P<name>.*)\)"),
        "unexpected extra argument: {name}",
    ),
    (
        re.compile(
            r"Invalid value for (?P<name>'[^']+'(?: / '[^']+')?|-\S+)(?: \(env var: [^)]*\))?: "
            r"(?P<reason>.+)",
            re.S,
        ),
        "invalid value for {name}: {reason}",
    ),
)
#: the reasons a value is refused, as the validation words them
_REASONS: Final = (
    (re.compile(r"Input should be a valid integer.*", re.S), "a whole number is expected"),
    (re.compile(r"Input should be a valid number.*", re.S), "a number is expected"),
    (
        re.compile(r"Input should be greater than or equal to (?P<value>\S+)"),
        "{value} or more is expected",
    ),
    (
        re.compile(r"Input should be less than or equal to (?P<value>\S+)"),
        "{value} or less is expected",
    ),
)


def argv_language(argv: Sequence[str]) -> str:
    """The language a command line asks for with ``--lang X`` or ``--lang=X``
    (the default language when none is given; English for one not known)."""
    for index, word in enumerate(argv):
        if word == "--lang" and index + 1 < len(argv):
            found = argv[index + 1]
        elif word.startswith("--lang="):
            found = word.removeprefix("--lang=")
        else:
            continue
        return found if found in LANGUAGES else "en"
    return DEFAULT_LANGUAGE


def _said(table: tuple[tuple[re.Pattern[str], str], ...], text: str, lang: str) -> str | None:
    for pattern, message in table:
        found = pattern.fullmatch(text.strip())
        if found is not None:
            params = {k: v for k, v in found.groupdict().items() if v is not None}
            return translate(message, lang, **params)
    return None


def usage_text(message: str, lang: str) -> str:
    """A usage error of Typer's in ``lang`` (as it is when not recognised)."""
    if lang == "en":
        return message
    found = next((p.fullmatch(message.strip()) for p, _ in _USAGE[-1:]), None)
    if found is not None:
        reason = _said(_REASONS, found.group("reason"), lang) or found.group("reason")
        return translate(_USAGE[-1][1], lang, name=found.group("name"), reason=reason)
    return _said(_USAGE, message, lang) or message


def localize(lang: str) -> None:
    """Let Typer show its usage errors and their frame in ``lang``."""
    import typer.rich_utils as rich_utils
    from typer._click.exceptions import NoArgsIsHelpError, UsageError

    show: Callable[[Any], None] = rich_utils.rich_format_error

    def shown(error: Any) -> None:
        if isinstance(error, UsageError) and not isinstance(error, NoArgsIsHelpError):
            worded: Callable[[], str] = error.format_message
            setattr(error, "format_message", lambda: usage_text(worded(), lang))  # noqa: B010
        show(error)

    setattr(rich_utils, "rich_format_error", shown)  # noqa: B010
    rich_utils.ERRORS_PANEL_TITLE = translate("Error", lang)
    rich_utils.RICH_HELP = translate("Try [blue]'{command_path} {help_option}'[/] for help.", lang)
