"""The rubber score sheet told in the player's language: the vulnerability
column says 'nobody' in English (not the PBN code), and a rubber ended by
arrangement (35(b)) with an undecided result cites its rules once (36, 64)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import unclean_lines
from typer.testing import CliRunner

from bridgelaws.cli import app


def _sheet_text(deals: list[list[str]], end: bool, lang: str, tmp_path: Path) -> str:
    runner = CliRunner()
    sheet = tmp_path / "sheet.json"
    for deal in deals:
        done = runner.invoke(app, ["rubber", "add", str(sheet), *deal])
        assert done.exit_code == 0, done.output
    if end:
        done = runner.invoke(app, ["rubber", "end", str(sheet)])
        assert done.exit_code == 0, done.output
    shown = runner.invoke(app, ["rubber", "show", str(sheet), "--lang", lang])
    assert shown.exit_code == 0, shown.output
    return shown.output


@pytest.mark.parametrize(
    ("lang", "nobody"), [("en", "nobody"), ("nl", "niemand"), ("de", "niemand")]
)
def test_rubber_sheet_says_nobody_vulnerable_in_words(
    lang: str, nobody: str, tmp_path: Path
) -> None:
    text = _sheet_text([["2H", "-d", "N", "-t", "8"]], False, lang, tmp_path)
    assert nobody in text
    assert "None" not in text
    assert unclean_lines(text, lang) == []


@pytest.mark.parametrize(
    ("lang", "undecided"),
    [
        ("en", "the result stays undecided (36, 64)"),
        ("nl", "de uitslag blijft onbeslist (36, 64)"),
        ("de", "das Ergebnis bleibt unentschieden (36, 64)"),
    ],
)
def test_rubber_35b_ended_by_arrangement_undecided_cites_36_and_64_once(
    lang: str, undecided: str, tmp_path: Path
) -> None:
    """One game won, then the rubber is ended by arrangement: the game's 300
    counts (35(b)) and the result stays undecided (64); the totals decide (36)."""
    text = _sheet_text([["2H", "-d", "N", "-t", "8"]], True, lang, tmp_path)
    assert undecided in " ".join(text.split())
    assert unclean_lines(text, lang) == []


def test_rubber_36_two_games_win_by_the_difference_cites_36(tmp_path: Path) -> None:
    """Two games: 700 for the rubber (35(a)), the difference is won (36)."""
    game = ["4S", "-d", "S", "-t", "10"]
    text = _sheet_text([game, game], False, "en", tmp_path)
    said = " ".join(text.split())
    assert "Rubber over: NS win by 940 (36)" in said
    assert unclean_lines(text, "en") == []
