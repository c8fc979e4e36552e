"""A refusal that names a side writes it in the reader's letters (NZ/OW in
Dutch, NS/EW in English, NS/OW in German), never the code: the director's
award over a disputed claim (70, 71) outside what the tricks allow."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import rule_refused

from bridgelaws.cards import InputError, Side

#: 4♠ by South after seven tricks (North-South 5, East-West 2); West claims
#: four, North disputes, and the director gives East-West one trick in all
AWARD = {
    "edition": "2017",
    "board": 1,
    "situation": {
        "contract": "4S",
        "declarer": "S",
        "tricks": {"NS": 5, "EW": 2},
        "leader": "W",
    },
    "events": [
        {"by": "W", "claim": 4},
        {"by": "N", "dispute": True},
        {"by": "N", "director": True},
        {"fact": "claim_award", "value": 1},
    ],
}


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", "geen aantal slagen van 2 tot 8 voor OW"),
        ("en", "the award: 1 is neither true (confirm) nor a number of tricks from 2 to 8 for EW"),
        ("de", "eine Stichzahl von 2 bis 8 für OW"),
    ],
)
def test_law_70_award_outside_the_tricks_names_the_side_in_words(
    tmp_path: Path, lang: str, words: str
) -> None:
    out = rule_refused(AWARD, tmp_path, lang)
    assert words in out
    assert "claim_award" not in out and "voor EW" not in out and "für EW" not in out


def test_law_70_side_in_a_message_is_the_languages_letters() -> None:
    message = InputError("{side}", side=Side.NS)
    assert [message.render(lang) for lang in ("nl", "en", "de")] == ["NZ", "NS", "NS"]
