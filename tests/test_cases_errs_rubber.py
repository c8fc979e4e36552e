"""``bridgelaws rubber ...`` with bad input: the error says where and what in
Dutch and German (exit code 2, no traceback, the sheet unchanged)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgelaws.cli import app
from tests.errs_cases import assert_error, error_line, runner


@pytest.fixture
def sheet(tmp_path: Path) -> Path:
    path = tmp_path / "sheet.json"
    made = runner.invoke(app, ["rubber", "add", str(path), "4H", "-d", "S", "-t", "10"])
    assert made.exit_code == 0, made.output
    return path


def test_rubber_add_impossible_tricks_and_missing_declarer(sheet: Path, tmp_path: Path) -> None:
    before = sheet.read_text(encoding="utf-8")
    assert_error(
        ["rubber", "add", sheet, "4S", "-d", "N", "-t", 14],
        tmp_path,
        ("14 is geen aantal slagen (0 tot 13)",),
        ("14 ist keine Anzahl Stiche",),
    )
    assert_error(
        ["rubber", "add", sheet, "4S", "-t", 10],
        tmp_path,
        ("4S: --declarer is nodig",),
        ("4S: --declarer wird gebraucht",),
    )
    assert sheet.read_text(encoding="utf-8") == before


def test_rubber_honours_that_score_nothing(sheet: Path, tmp_path: Path) -> None:
    assert_error(
        ["rubber", "add", sheet, "3NT", "-d", "N", "-t", 9, "--honours", "S3"],
        tmp_path,
        ("honneurs: bij sans atout tellen alleen de vier azen, niet 3",),
        ("Honneurs: bei Sans Atout zählen nur die vier Asse, nicht 3",),
    )
    assert_error(
        ["rubber", "add", sheet, "4S", "-d", "N", "-t", 10, "--honours", "S"],
        tmp_path,
        ("honneurs: 'S' is geen speler of paar met een aantal",),
        ("Honneurs: 'S' ist kein Spieler oder Paar mit einer Anzahl",),
    )


def test_rubber_correct_a_deal_not_played_and_accept_too_early(sheet: Path, tmp_path: Path) -> None:
    assert_error(
        ["rubber", "correct", sheet, 5, "-t", 9],
        tmp_path,
        ("gift 5: die gift bestaat niet (1 tot en met 1)",),
        ("Spiel 5: dieses Spiel gibt es nicht (1 bis 1)",),
    )
    assert_error(
        ["rubber", "accept", sheet],
        tmp_path,
        ("de robber is nog niet afgelopen: de robbernotering kan nog niet worden goedgekeurd",),
        ("der Robber ist noch nicht beendet",),
    )


def test_rubber_law_37_correction_after_the_next_deal(sheet: Path, tmp_path: Path) -> None:
    for step in (["dealt", str(sheet)], ["add", str(sheet), "2S", "-d", "E", "-t", 8]):
        done = runner.invoke(app, ["rubber", *map(str, step)])
        assert done.exit_code == 0, done.output
    assert_error(
        ["rubber", "correct", sheet, 1, "-t", 9],
        tmp_path,
        ("gift 1: slagpunten mogen alleen worden verbeterd tot de volgende gift is gegeven",),
        ("Spiel 1: Stichpunkte dürfen nur berichtigt werden",),
        allowed=("a",),  # the rule: 37(a)
    )


def test_rubber_sheet_missing_or_damaged(tmp_path: Path) -> None:
    assert_error(
        ["rubber", "show", tmp_path / "none.json"],
        tmp_path,
        ("none.json: dit robberblad bestaat niet",),
        ("none.json: dieses Robberblatt gibt es nicht",),
    )
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"rubber": "x"}), encoding="utf-8")
    assert_error(
        ["rubber", "show", bad],
        tmp_path,
        ("bad.json: rubber: 'x' is niet 'rubber' of 'chicago'",),
        ("bad.json: rubber: 'x' ist nicht 'rubber' oder 'chicago'",),
        allowed=("rubber", "chicago"),
    )
    bad.write_text(
        json.dumps({"deals": [{"contract": "4H", "declarer": "S", "tricks": "ten"}]}),
        encoding="utf-8",
    )
    assert_error(
        ["rubber", "show", bad],
        tmp_path,
        ('bad.json: gift 1: tricks: "ten" is geen aantal slagen',),
        ('bad.json: Spiel 1: tricks: "ten" ist keine Anzahl Stiche',),
        allowed=("tricks",),
    )


def test_rubber_pbn_score_tags_that_do_not_add_up(tmp_path: Path) -> None:
    pbn = tmp_path / "rubber.pbn"
    pbn.write_text(
        '[Event "Rubber"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[Contract "2H"]\n[Declarer "S"]\n[Result "8"]\n\n'
        '[Event "Rubber"]\n[Board "2"]\n[Dealer "W"]\n[Vulnerable "None"]\n'
        '[Contract "2H"]\n[Declarer "S"]\n[Result "8"]\n',
        encoding="utf-8",
    )
    assert_error(
        ["rubber", "show", pbn],
        tmp_path,
        ("rubber.pbn: spel 2, regel", "Dealer W, maar volgens de robber geeft Oost"),
        ("rubber.pbn: Board 2, Zeile", "Dealer W, aber laut Robber gibt Ost"),
        allowed=("Dealer",),
    )


def test_rubber_error_in_english_unchanged(sheet: Path, tmp_path: Path) -> None:
    line = error_line(["rubber", "correct", sheet, 5, "-t", 9], "en", tmp_path)
    assert line == "error: deal 5: there is no such deal (1 to 1)"
