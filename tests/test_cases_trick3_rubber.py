"""Rubber (seed 001) and the director's 64C figure: rule 55(6) fixes what a
revoke costs (two tricks, one for a later revoke by the same side, only tricks
won from the revoke trick on) and the rubber rules know no adjusted score, so
the figure ``tricks_without_revoke`` changes nothing. It is kept in the record
and listed under ``without_effect`` with its reason, so the director sees why;
a value that is no number of tricks is refused naming the action."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from check2_cases import NT, fact, full
from rule_cases import assert_clean_text, rule_json, rule_text
from test_cases_check2_tricks import REV5, RUBBER_NT, T6, agreed
from typer.testing import CliRunner

from bridgelaws.cli import app

#: 3NT by North in rubber: East's revoke in trick 5 is established in trick 6,
#: NS then win everything by an agreed claim (one trick after the revoke trick
#: is theirs from it on: 55(6) moves one)
REVOKED = f"{RUBBER_NT}; {REV5[len(NT) + 2 :]}; {T6}; {agreed('N', 10)}"


def _with_figure(value: object) -> dict[str, object]:
    rec = full(REVOKED, "rubber")
    rec["events"].append(fact("tricks_without_revoke", value))
    return rec


def test_rule_55_6_figure_changes_nothing_and_is_said(tmp_path: Path) -> None:
    plain = rule_json(full(REVOKED, "rubber"), tmp_path)
    rec = _with_figure(12)
    report = rule_json(rec, tmp_path)
    assert (
        report["adjustments"] == plain["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 1}]
    )
    assert report["score"] == plain["score"]
    assert "questions" not in report
    last = len(rec["events"]) - 1
    assert [w["event"] for w in report["without_effect"]] == [last]
    assert "55(6)" in report["without_effect"][0]["text"]
    assert "no adjusted score" in report["without_effect"][0]["text"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("nl", "kennen geen arbitrale score (55(6))"),
        ("en", "know no adjusted score (55(6))"),
        ("de", "kennen kein berichtigtes Ergebnis (55(6))"),
    ],
)
def test_rule_55_6_figure_without_effect_in_the_text(tmp_path: Path, lang: str, words: str) -> None:
    text = rule_text(_with_figure(12), tmp_path, lang)
    line = next(x for x in text.splitlines() if words in x)
    number = len(_with_figure(12)["events"])  # the last action, counted from 1
    assert line.startswith("- ") and f" {number}:" in line
    assert_clean_text(text, lang)


@pytest.mark.parametrize("value", ["x", 14, -1, True])
def test_rule_55_6_figure_that_is_no_number_of_tricks_is_refused(
    tmp_path: Path, value: object
) -> None:
    rec = _with_figure(value)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", "nl"])
    assert result.exit_code == 2
    assert f"handeling {len(rec['events'])}" in result.output
    assert "is een aantal slagen van 0 tot en met 13, niet" in result.output
    assert "Traceback" not in result.output


def test_law_64c_figure_still_counts_in_duplicate(tmp_path: Path) -> None:
    """The same figure under the 2017 and 2007 Laws does count (64C)."""
    for edition in ("2017", "2007"):
        rec = full(f"{REV5}; {T6}; {agreed('N', 10)}", edition)
        rec["events"].append(fact("tricks_without_revoke", 12))
        report = rule_json(rec, tmp_path)
        assert "without_effect" not in report
        laws = [a["law"] for a in report["adjustments"]]
        assert "64A2" in laws and any(law.startswith("64C") for law in laws), laws
