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


def test_law_68d_direct_claim_prompt_says_how_the_opponents_answer_in_dutch(
    tmp_path: Path,
) -> None:
    # 56/50D2a then North claims nine: the prompt tells how East and West answer
    save = tmp_path / "board.json"
    lines = [*LEAD_OUT_OF_TURN["nl"], "O S2", "N claimt 9", "O akkoord", "W akkoord", "stop"]
    out = direct(lines, "--lang", "nl", "--save", str(save))
    assert "typ 'O akkoord' of 'W betwist'" in out
    assert "Noord maakt 9 slagen: precies contract." in out
    assert "Score: NZ +400." in out
    events = json.loads(save.read_text(encoding="utf-8"))["events"]
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
