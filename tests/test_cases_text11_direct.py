"""``bridgelaws direct`` (helper text11): the findings only a JSON line could
give before are typed as words in the director's language: 46B
('aanduiding laag'), 45F ('suggestie'), 47E2 ('uitleg ♦5'), 58 ('O tegelijk
♦A ♦H'), 67 ('W onjuist 1'), 13 ('kaartaantal N O'), 15 ('verkeerdbord
ja'). The record saved is the one the JSON would give; the library rules it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, unclean_lines
from test_cases_text9_direct import direct
from test_web_support import SPEC_DEAL

EDITIONS = ("2017", "2007")
#: board 7 (South deals): 3NT by North, East leads ♦A; dummy is South
CALLS = {
    "nl": ["b", "", "Z pas", "W pas", "N 1SA", "O pas", "Z 3SA", "W pas", "N pas", "O pas"],
    "en": ["a", "", "S Pass", "W Pass", "N 1NT", "E Pass", "S 3NT", "W Pass", "N Pass", "E Pass"],
    "de": ["r", "", "S pass", "W pass", "N 1SA", "O pass", "S 3SA", "W pass", "N pass", "O pass"],
}
LEAD = {"nl": "O RA", "en": "E DA", "de": "O KA"}
QUIT = {"nl": "klaar", "en": "quit", "de": "ende"}
#: the rest of trick 1: ♦5 from dummy, ♦3 West, ♦8 North
TRICK = {
    "nl": ["Z R5", "W R3", "N R8"],
    "en": ["S D5", "W D3", "N D8"],
    "de": ["S K5", "W K3", "N K8"],
}


def _session(lang: str, edition: str, lines: list[str], tmp_path: Path) -> tuple[str, list[Any]]:
    saved = tmp_path / f"{lang}-{edition}.json"
    out = direct(
        [*CALLS[lang], *lines, QUIT[lang]],
        "--board",
        "7",
        "--deal",
        SPEC_DEAL,
        "--lang",
        lang,
        "--edition",
        edition,
        "--save",
        str(saved),
    )
    events = json.loads(saved.read_text())["events"]
    return out, events


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "nl",
            "aanduiding laag",
            "de blinde speelt de laagste kaart in de voorgespeelde kleur, ♦5",
        ),
        ("en", "designation low", "dummy plays the lowest card of the suit led, ♦5"),
        ("de", "bezeichnung niedrig", "♦5 (46B1c)"),
    ],
)
def test_law_46b1c_designation_direct_low(
    lang: str, typed: str, said: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert events[-1] == {"fact": "designation", "value": "low"}
    assert said in " ".join(out.split())
    assert "(46B1c)" in out
    echo = out[out.index("(46B)") - 120 : out.index("(46B)") + 5]
    assert_clean_text(echo.splitlines()[-1], lang)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed", "value"),
    [
        ("nl", "aanduiding B", "J"),
        ("nl", "aanduiding ruiten", "D"),
        ("nl", "aanduiding ♦", "D"),
        ("en", "designation J", "J"),
        ("de", "bezeichnung B", "J"),
        ("de", "bezeichnung hoch", "high"),
    ],
)
def test_law_46b_designation_direct_reads_the_language(
    lang: str, typed: str, value: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert events[-1] == {"fact": "designation", "value": value}
    assert "(46B" in out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed", "echo"),
    [
        ("nl", "suggestie", "de wedstrijdleider stelt vast: de blinde suggereerde een speelwijze"),
        ("en", "suggested", "the director finds: dummy suggested a play (45F)"),
        ("de", "anregung", "der Turnierleiter stellt fest: der Dummy regte eine Spielweise an"),
    ],
)
def test_law_45f_dummy_suggested_direct(
    lang: str, typed: str, echo: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert events[-1] == {"fact": "dummy_suggested", "value": True}
    assert echo in out and "45F" in out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed", "echo"),
    [
        ("nl", "uitleg R5", "♦5 is teruggenomen na een foutieve uitleg (47E2)"),
        ("en", "misinformed D5", "♦5 was taken back after a mistaken explanation (47E2)"),
        ("de", "erklärung K5", "♦5 wurde nach einer falschen Erklärung zurückgenommen (47E2)"),
    ],
)
def test_law_47e2_misinformed_direct(
    lang: str, typed: str, echo: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], TRICK[lang][0], typed], tmp_path)
    assert events[-1] == {"fact": "misinformed", "value": "D5"}
    assert echo in out and "47E2a" in out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed", "refused"),
    [
        ("nl", "uitleg HV", "♥V is niet gespeeld"),
        ("en", "misinformed HQ", "♥Q has not been played"),
        ("de", "erklärung CD", "♥D wurde nicht gespielt"),
    ],
)
def test_law_47e2_misinformed_direct_a_card_not_played_is_refused(
    lang: str, typed: str, refused: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert all(e.get("fact") != "misinformed" for e in events)
    assert refused in out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed"),
    [("nl", "O tegelijk RA RH"), ("en", "E together DA DK"), ("de", "O gleichzeitig KA KK")],
)
def test_law_58b2_simultaneous_cards_direct(
    lang: str, typed: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert events[-1] == {"fact": "simultaneous_cards", "value": ["DA", "DK"], "seat": "E"}
    assert "58B2" in out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed", "refused"),
    [
        ("nl", "O tegelijk RA SA", "Oost heeft ♠A niet"),
        ("en", "E together DA SA", "East does not hold ♠A"),
        ("de", "O gleichzeitig KA PA", "Ost hat ♠A nicht"),
    ],
)
def test_law_58b_simultaneous_cards_direct_a_card_not_held_is_refused(
    lang: str, typed: str, refused: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert all(e.get("fact") != "simultaneous_cards" for e in events)
    assert refused in out
    line = next(x for x in out.splitlines() if refused in x)
    assert "Noord" not in line and "North" not in line and "Nord" not in line


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed"), [("nl", "W onjuist 1"), ("en", "W defective 1"), ("de", "W fehlerhaft 1")]
)
def test_law_67a1_defective_trick_direct(
    lang: str, typed: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], *TRICK[lang], typed], tmp_path)
    assert events[-1] == {"fact": "defective_trick", "value": True, "seat": "W", "trick": 1}
    assert "67A1" in out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed"),
    [("nl", "kaartaantal N O"), ("en", "cardcount N E"), ("de", "kartenzahl N O")],
)
def test_law_13_wrong_number_of_cards_direct(
    lang: str, typed: str, edition: str, tmp_path: Path
) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert events[-1] == {
        "fact": "wrong_number_of_cards",
        "value": True,
        "seat": "N",
        "short": "E",
    }
    assert "(13" in out


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "typed"),
    [("nl", "verkeerdbord nee"), ("en", "wrongboard no"), ("de", "falschesboard nein")],
)
def test_law_15_wrong_board_direct(lang: str, typed: str, edition: str, tmp_path: Path) -> None:
    out, events = _session(lang, edition, [LEAD[lang], typed], tmp_path)
    assert events[-1] == {"fact": "wrong_board", "value": False}
    assert "15B2" in out or "15A" in out or "(15" in out


@pytest.mark.parametrize("lang", ("nl", "en", "de"))
def test_law_46b_direct_help_lists_the_findings_in_the_language(lang: str, tmp_path: Path) -> None:
    help_word = {"nl": "hulp", "en": "help", "de": "hilfe"}[lang]
    out, _ = _session(lang, "2017", [help_word], tmp_path)
    for word in ("(46B)", "(45F)", "(47E2)", "(58)", "(67)", "(13)", "(15)"):
        assert word in out
    tail = out[out.index("(46B)") - 200 :]
    lines = "\n".join(x for x in tail.splitlines() if "(" in x and ")" in x)
    # the examples are typed in the language's letters ('SA' is Dutch schoppen aas)
    assert [bad for bad in unclean_lines(lines, lang) if bad[0] != "a card in PBN"] == []
