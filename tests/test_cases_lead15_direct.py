"""The director's assistant at the table (``bridgelaws direct``), as a Dutch
director called mid-board uses it: what he reads after each line he types."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rule_cases import record, rule_text, script

from tests.test_direct import direct


def test_law_55_judgment_mid_play_says_why_in_dutch() -> None:
    # taken up in trick 5 without the auction: a judgment (Laws 12, 16) is not
    # possible, and the reason is in Dutch without a record field's name
    out = direct(
        [
            "s",
            "3SA W",
            "2-2",
            "",
            "W",
            "",
            "",
            "",
            "O S5",
            "ja",
            "N wl",
            "nee",
            "2",
            "W H2",
            "oordeel",
            "klaar",
        ],
        "--board",
        "7",
    )
    assert "Uit de verkeerde hand spelen (West; Artikel 55)" in out
    assert (
        "Een beoordeling heeft het hele bieden en het spel vanaf de eerste slag nodig: "
        "dit spel werd opgenomen zonder het bieden of met al gespeelde slagen." in out
    )
    assert "situation" not in out


def test_law_55_judgment_mid_play_in_german() -> None:
    out = direct(
        [
            "s",
            "3SA W",
            "2-2",
            "",
            "W",
            "",
            "",
            "",
            "O P5",
            "ja",
            "N tl",
            "nein",
            "2",
            "urteil",
            "ende",
        ],
        "--board",
        "7",
        "--lang",
        "de",
    )
    assert "Ausspiel aus der falschen Hand (West; Regel 55)" in out
    assert (
        "Nicht verstanden: Ein Urteil braucht die ganze Reizung und das Spiel ab dem ersten Stich"
        in out
    )


def _disputed_claim(statement: str) -> dict[str, Any]:
    events = script("N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; E card DA")
    claim = {"by": "N", "claim": 10, "statement": statement}
    return record([*events, claim, {"by": "E", "dispute": True}, *script("E dir")])


def test_law_68c_unread_statement_is_explained_in_the_readers_language(tmp_path: Path) -> None:
    # an English statement the reader cannot read: the Dutch director reads
    # why in Dutch (68C, 70D1), not in the statement's English
    data = _disputed_claim("draw trumps then top")
    nl = rule_text(data, tmp_path, "nl")
    en = rule_text(data, tmp_path, "en")
    assert "'top' wordt niet begrepen" in nl and "blijft vrije tekst" in nl
    assert "is not understood" not in nl
    assert "'top' is not understood" in en and "kept as free text" in en
    # and a Dutch statement read by an English director: English words
    en_of_dutch = rule_text(_disputed_claim("troef trekken en dan iets"), tmp_path, "en")
    assert "'iets' is not understood" in en_of_dutch and "niet begrepen" not in en_of_dutch
