"""Eighth blind check (issue 13), part 13: records that cannot be true are
refused, never ruled (spec §1, §6): a card the seat does not hold (Law 7B:
each player counts his own thirteen), a situation with fourteen tricks, a
trick of five cards. The message names the action or the field, in nl, en
and de, shows cards as the renderer does (♠A, never PBN's SA) and is never a
traceback. Expectations set down from the spec before the records were run.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from check2_cases import full, sit
from rule_cases import rule_refused, unclean_lines

NAMES = {"nl": ("handeling 7", "Oost"), "en": ("action 7", "East"), "de": ("Handlung 7", "Ost")}

#: (name, record, what the message must name in each language)
REFUSED: list[tuple[str, dict[str, Any], dict[str, tuple[str, ...]], str]] = [
    (
        "law_7b_card_not_held_refused_naming_the_action",
        full("N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card SA"),
        {lang: (*names, "♠A") for lang, names in NAMES.items()},
        "",
    ),
    (
        "spec6_fourteen_tricks_refused_naming_the_field",
        sit({"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 5}}),
        {lang: ("situation.tricks",) for lang in NAMES},
        "",
    ),
    (
        "spec6_five_cards_in_a_trick_refused_naming_the_field",
        sit(
            {
                "contract": "3NT",
                "declarer": "N",
                "tricks": {"NS": 4, "EW": 2},
                "current": ["E:S2", "S:S3", "W:S4", "N:S5", "E:S6"],
            }
        ),
        {lang: ("situation.current",) for lang in NAMES},
        "",
    ),
]


def _params() -> list[Any]:
    out: list[Any] = []
    for name, data, names, wrong in REFUSED:
        for lang in NAMES:
            marks = [pytest.mark.xfail(strict=True, reason=wrong)] if wrong and lang == "en" else []
            out.append(pytest.param(data, names[lang], lang, id=f"{name}_{lang}", marks=marks))
    return out


@pytest.mark.parametrize(("data", "named", "lang"), _params())
def test_check8_refused(
    data: dict[str, Any], named: tuple[str, ...], lang: str, tmp_path: Path
) -> None:
    message = rule_refused(data, tmp_path, lang)
    for piece in named:
        assert piece in message
    # the field is named as the record spells it (situation.tricks): the file's own word
    assert unclean_lines(re.sub(r"situation\.\w+", "", message), lang) == []
