"""The human report's judgment part (Law 12): its open questions are listed
at the top of the report, where the director starts reading; when nothing
else is under the 'Judgment' heading the heading is not printed either (an
empty heading said nothing, in nl, en or de). Once the director answers, the
heading comes back with his findings under it. Facts our own (2017 20G3,
2007 20G2 with 12A1; seeds 000 and 002).

Board 1: North deals; 3NT by North, East leads; North claims nine tricks
and the defenders agree; then the director learns that East consulted his
own notes (20G)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
HEADING = {
    "en": "Judgment (the director's findings):",
    "nl": "Oordeel (de bevindingen van de wedstrijdleider):",
    "de": "Ermessensentscheidung (die Feststellungen des Turnierleiters):",
}
ASKED = {
    "en": "The director is asked:",
    "nl": "De wedstrijdleider wordt gevraagd:",
    "de": "Der Turnierleiter wird gefragt:",
}


def _events() -> list[dict[str, Any]]:
    events = [*script(f"{NT}; E card DA"), {"by": "N", "claim": 9}]
    events += [{"by": "E", "agree": True}, {"by": "W", "agree": True}]
    return [*events, {"fact": "improper_procedure", "value": "own_notes", "seat": "E"}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12a1_only_open_questions_no_empty_judgment_heading(
    tmp_path: Path, edition: str
) -> None:
    data = record(_events(), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert [(q["fact"], q["laws"], q["source"]) for q in report["questions"]] == [
        ("redress", ["12A1", "12C1"], "judgment")
    ]
    out = clean_texts(data, tmp_path)
    for lang, text in out.items():
        lines = text.splitlines()
        assert HEADING[lang] not in lines, text
        # the question is at the top, once, marked open
        at = lines.index(ASKED[lang])
        assert at == 1 and lines[at + 1].startswith("- ") and "(12A1)" in lines[at + 1]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12a1_answered_no_damage_heading_with_the_finding(tmp_path: Path, edition: str) -> None:
    # the director finds no damage: the table result stands, said under
    # the heading; nothing is asked any more
    data = record([*_events(), {"fact": "redress", "value": False, "of": 10}], edition)
    report = rule_json(data, tmp_path)
    assert report.get("questions", []) == []
    assert report["score"] == {"NS": 400, "EW": -400}
    out = clean_texts(data, tmp_path)
    for lang, text in out.items():
        lines = text.splitlines()
        assert ASKED[lang] not in lines
        at = lines.index(HEADING[lang])
        assert lines[at + 1].startswith("- "), text
    assert "12B1" in out["en"].split(HEADING["en"])[1]
