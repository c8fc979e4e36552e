"""Law 27D with 12C1 (2017 and 2007): after an insufficient bid replaced
under 27B1 (no rectification at the table), the director asks at the end of
the play whether the result could well have been different without the
help the insufficient bid gave, and whether the non-offending side was
damaged. When he finds both, he assigns an adjusted score as near as he can
to the likely result without the insufficient bid: the judgment asks for the
likely results (12C1b; weights, 12C1c) and weighs them, instead of letting
the table result stand. Reading our own, from seeds 000, 002 and 003.

Board 1: North 1S, East 1H (insufficient, natural), refused; East 2H (the
lowest bid in hearts, 27B1a); North-South reach 4S and take ten tricks by
an agreed claim (420)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import clean_texts, record, rule_json

EDITIONS = ["2017", "2007"]
PLAYED = (
    "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H; S 4S; W Pass; N Pass; "
    "E Pass; E card DA; N claim 10; E agree; W agree"
)
ELEVEN_OR_TEN = [
    {"contract": "4S", "declarer": "N", "tricks": 11, "weight": "1/3"},
    {"contract": "4S", "declarer": "N", "tricks": 10, "weight": "2/3"},
]


def _data(edition: str, *facts: tuple[str, Any]) -> dict[str, Any]:
    found = [{"fact": name, "value": value} for name, value in facts]
    return record([*events(PLAYED), *found], edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_damage_found_the_likely_results_are_asked(tmp_path: Path, edition: str) -> None:
    data = _data(edition, ("outcome_different", True), ("damaged", True))
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete" and report["score"] == {"NS": 420, "EW": -420}
    judged = report["judgment"]
    assert (judged["status"], judged["offender"], judged["damage"]) == ("awaiting_fact", "EW", True)
    assert [q["fact"] for q in judged["questions"]] == ["outcomes"]
    [verdict] = judged["rulings"]
    assert (verdict["kind"], verdict["offender"], verdict["infraction"]) == (
        "table_damage",
        "EW",
        True,
    )
    assert verdict["laws"][0] == "27D"
    out = clean_texts(data, tmp_path)
    assert "The director found at the table that North-South were damaged" in out["en"]
    assert "Table result stands" not in out["en"]
    assert (
        "De wedstrijdleider heeft aan tafel vastgesteld dat Noord-Zuid benadeeld zijn" in out["nl"]
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_12c1c_damage_found_weighted_score(tmp_path: Path, edition: str) -> None:
    data = _data(
        edition, ("outcome_different", True), ("damaged", True), ("outcomes", ELEVEN_OR_TEN)
    )
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["status"], judged["damage"], judged["questions"]) == ("adjusted", True, [])
    weighted = [{"weight": "1/3", "ns_points": 450}, {"weight": "2/3", "ns_points": 420}]
    assert judged["assigned"] == {"NS": weighted, "EW": weighted, "split": False}
    out = clean_texts(data, tmp_path)
    for text in (out["en"], out["nl"]):
        assert "27D" in text and "12C1" in text
    # each law cited once in the traveller's note
    note = rule_json(data, tmp_path, "en")["judgment"]["note"]
    laws = note[note.index("(") + 1 : note.index(")")].split(", ")
    assert len(laws) == len(set(laws))


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_no_damage_table_result_stands(tmp_path: Path, edition: str) -> None:
    data = _data(edition, ("outcome_different", True), ("damaged", False))
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["status"], judged["assigned"], judged["rulings"]) == ("result_stands", None, [])
    clean_texts(data, tmp_path)
