"""Texts in Dutch, English and German.

Messages are written in English in the code (the message id) and translated
through gettext catalogues beside this file, read with Babel: ``nl.po`` and
``de.po`` for the rules, plus one catalogue per topic (``nl_web.po``,
``de_rubber.po``, ...), merged into one catalogue per language (the first
file in name order that translates a message wins). Dutch uses NBB/VBL terms.
A message missing from every catalogue falls back to English.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from typing import Final

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from bridgelaws.cards import BridgeError

LANGUAGES: Final = ("nl", "en", "de")
DEFAULT_LANGUAGE: Final = "nl"


@cache
def catalog(lang: str) -> Catalog | None:
    """The catalogue of a language; English needs none."""
    if lang not in LANGUAGES:
        raise BridgeError(f"language {lang!r} is not available (known: {', '.join(LANGUAGES)})")
    if lang == "en":
        return None
    folder = files("bridgelaws.i18n")
    names = sorted(
        entry.name
        for entry in folder.iterdir()
        if entry.name == f"{lang}.po" or entry.name.startswith(f"{lang}_")
    )
    merged: Catalog | None = None
    for name in names:
        with (folder / name).open("rb") as handle:
            part = read_po(handle, locale=lang)
        if merged is None:
            merged = part
            continue
        for message in part:
            if message.id and message.string:
                merged[message.id] = message
    return merged


def translate(message: str, lang: str = "en", **params: str) -> str:
    """``message`` in ``lang``, with ``{name}`` fields filled from ``params``."""
    found = catalog(lang)
    text = message
    if found is not None:
        entry = found.get(message)
        if entry is not None and entry.string:
            text = str(entry.string)
    if not params:
        return text
    filled = text.format(**params)
    if text.startswith("{") and text.rstrip().endswith(".") and filled[:1].islower():
        # a sentence opened by a value written in lower case ("pas", "doublet")
        return filled[0].upper() + filled[1:]
    return filled
