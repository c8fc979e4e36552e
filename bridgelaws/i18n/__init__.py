"""Texts in Dutch, English and German.

Messages are written in English in the code (the message id) and translated
through gettext catalogues beside this file, read with Babel: ``nl.po`` and
``de.po`` for the rules, plus one catalogue per topic (``nl_web.po``,
``de_rubber.po``, ...), merged into one catalogue per language (the first
file in name order that translates a message wins). Dutch uses NBB/VBL terms.
A message missing from every catalogue falls back to English.
"""

from __future__ import annotations

import re
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


#: the nouns a message counts, plural to singular, per language: a count of
#: one takes the singular ("1 slag", not "1 slagen")
_SINGULAR: Final[dict[str, dict[str, str]]] = {
    "en": {"tricks": "trick", "cards": "card", "calls": "call", "questions": "question"},
    "nl": {"slagen": "slag", "kaarten": "kaart", "biedingen": "bieding", "vragen": "vraag"},
    "de": {
        "Stiche": "Stich",
        "Stichen": "Stich",
        "Karten": "Karte",
        "Ansagen": "Ansage",
        "Fragen": "Frage",
    },
}
_COUNTED = re.compile(r"\{(\w+)\} (\w+)")


def _singular(text: str, lang: str, params: dict[str, str]) -> str:
    """``text`` with each noun after a field whose value is 1 in the singular."""
    nouns = _SINGULAR[lang]

    def one(match: re.Match[str]) -> str:
        name, noun = match.groups()
        if params.get(name) == "1" and noun in nouns:
            return f"{{{name}}} {nouns[noun]}"
        return match.group(0)

    return _COUNTED.sub(one, text)


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
    filled = _singular(text, lang, params).format(**params)
    if text.startswith("{") and text.rstrip().endswith(".") and filled[:1].islower():
        # a sentence opened by a value written in lower case ("pas", "doublet")
        return filled[0].upper() + filled[1:]
    return filled
