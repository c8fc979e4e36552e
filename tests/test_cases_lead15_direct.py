"""The director's assistant at the table (``bridgelaws direct``), as a Dutch
director called mid-board uses it: what he reads after each line he types."""

from __future__ import annotations

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
