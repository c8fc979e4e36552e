"""Table visits with ``bridgelaws direct`` (helper text8): what a Dutch,
German or English director types, from "called to the table" to the score,
and what he must be told on the way."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app

runner = CliRunner()

#: 3NT by North, 3-2 in tricks, East to lead; West leads the ♥5 out of turn
LEAD_OUT_OF_TURN = {
    "nl": ["s", "3SA N", "3-2", "", "O", "", "", "", "W H5", "ja", "N wl", "nee", "2", "2"],
    "en": ["p", "3NT N", "3-2", "", "E", "", "", "", "W H5", "yes", "N td", "no", "2", "2"],
    "de": ["s", "3SA N", "3-2", "", "O", "", "", "", "W C5", "ja", "N tl", "nein", "2", "2"],
}


def direct(lines: list[str], *options: str) -> str:
    result = runner.invoke(app, ["direct", *options], input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.output


def direct_saved(lines: list[str], lang: str, tmp: Path) -> tuple[str, list[dict[str, object]]]:
    """The dialogue and the events of the record it saved."""
    save = tmp / "board.json"
    out = direct(lines, "--lang", lang, "--save", str(save))
    events: list[dict[str, object]] = json.loads(save.read_text(encoding="utf-8"))["events"]
    return out, events


def test_law_68d_direct_claim_prompt_says_how_the_opponents_answer_in_dutch(
    tmp_path: Path,
) -> None:
    # 56/50D2a then North claims nine: the prompt tells how East and West answer
    lines = [*LEAD_OUT_OF_TURN["nl"], "O S2", "N claimt 9", "O akkoord", "W akkoord", "stop"]
    out, events = direct_saved(lines, "nl", tmp_path)
    assert "typ 'O akkoord' of 'W betwist'" in out
    assert "Noord maakt 9 slagen: precies contract." in out
    assert "Score: NZ +400." in out
    assert {"by": "N", "choose": "prohibit_suit:H"} in events
    assert events[-3:] == [
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]


@pytest.mark.parametrize(
    ("lang", "lines", "hint", "score"),
    [
        (
            "en",
            [*LEAD_OUT_OF_TURN["en"], "E S2", "N claims 9", "E agrees", "W disputes"],
            "type 'E agrees' or 'W disputes'",
            "West disputes",
        ),
        (
            "de",
            [*LEAD_OUT_OF_TURN["de"], "O P2", "N beansprucht 9", "O stimmt", "W stimmt"],
            "tippen Sie 'O stimmt' oder 'W bestreitet'",
            "Ergebnis: NS +400.",
        ),
    ],
)
def test_law_68d_direct_claim_prompt_in_english_and_german(
    lang: str, lines: list[str], hint: str, score: str
) -> None:
    out = direct([*lines, "stop" if lang == "en" else "ende"], "--lang", lang)
    assert hint in out
    assert score in out


@pytest.mark.parametrize(
    ("lang", "examples"),
    [
        ("nl", ("Z geeft 2", "W akkoord", "W betwist")),
        ("en", ("S concedes 2", "W agrees", "W disputes")),
        ("de", ("S gibt 2", "W stimmt", "W bestreitet")),
    ],
)
def test_law_68_direct_help_lists_concession_agreement_and_dispute(
    lang: str, examples: tuple[str, ...]
) -> None:
    phase = {"nl": "s", "en": "p", "de": "s"}[lang]
    contract = {"nl": "3SA N", "en": "3NT N", "de": "3SA N"}[lang]
    east = {"nl": "O", "en": "E", "de": "O"}[lang]
    quit_word = {"nl": "klaar", "en": "quit", "de": "ende"}[lang]
    out = direct([phase, contract, "3-2", "", east, "", "", "", "?", quit_word], "--lang", lang)
    for example in examples:
        assert example in out


@pytest.mark.parametrize(
    ("lang", "lines", "said"),
    [
        (
            "nl",
            ["b", "1SA", "O 1K", "Z wl", "ja H", "2", "O 2H", "stop"],
            "1♣ was kunstmatig en gaf harten aan",
        ),
        (
            "en",
            ["a", "1NT", "E 1C", "S td", "yes hearts", "2", "E 2H", "quit"],
            "1♣ was artificial and showed hearts",
        ),
        (
            "de",
            ["r", "1SA", "O 1T", "S tl", "ja C", "2", "O 2C", "ende"],
            "1♣ war künstlich und zeigte Coeur",
        ),
    ],
)
def test_law_27b1a_direct_artificial_bid_takes_the_denominations_it_showed(
    lang: str, lines: list[str], said: str, tmp_path: Path
) -> None:
    # 2017 27B1a: an artificial insufficient bid that showed hearts is replaced
    # by the lowest sufficient heart bid without rectification; the director
    # types the denominations after yes, as the web's tick boxes post them
    out, events = direct_saved(lines, lang, tmp_path)
    assert said in out
    assert {"fact": "artificial", "value": True, "denominations": ["H"]} in events
    assert events[-1] == {"by": "E", "call": "2H"}
    assert "27D" in out  # the replacement stands without rectification: 27D stays open


def test_law_27b1_2007_direct_asks_no_denominations(tmp_path: Path) -> None:
    # 2007 27B1 has no 'artificial' question before the choice: yes is no answer
    out = direct(["b", "1SA", "O 1K", "Z wl", "2", "stop"], "--lang", "nl", "--edition", "2007")
    assert "kunstmatig (gaf het" not in out
    assert "Met 2♣, het laagste bod in dezelfde speelsoort" in out


@pytest.mark.parametrize(
    ("lang", "lines", "said"),
    [
        ("nl", ["b", "", "1SA", "stop"], "zeg eerst wie, bijv. 'N 1SA'"),
        (
            "en",
            ["p", "4S S", "3-1", "", "W", "", "", "", "HA", "quit"],
            "say who first, e.g. 'W HA'",
        ),
        ("de", ["r", "", "1P", "ende"], "zuerst wer, z. B. 'N 1P'"),
    ],
)
def test_direct_a_call_or_card_without_its_seat_is_explained(
    lang: str, lines: list[str], said: str, tmp_path: Path
) -> None:
    out, events = direct_saved(lines, lang, tmp_path)
    assert said in out
    assert "windrichting" not in out.split(said)[0][-80:]
    assert events == []
