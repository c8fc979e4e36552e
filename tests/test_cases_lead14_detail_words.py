"""A fact's yes-or-no detail refused in words: a detail that is not true or
false is refused by asking its question in the reader's language, never by
its record name ("sure", "split", "organiser_agrees"). Law 79 (79B, 79C) and
66 (a trick inspected). The board: 1NT by North, East concedes every trick,
both North and South agree; then the director's finding."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import record, rule_refused, script

#: 1NT by North, East concedes all thirteen (69A: scored as if played)
CONCEDED: list[dict[str, Any]] = [
    *script("N 1NT; E Pass; S Pass; W Pass"),
    {"by": "E", "claim": 0},
    {"by": "N", "agree": True},
    {"by": "S", "agree": True},
]


def _refused(finding: dict[str, Any], tmp_path: Path) -> dict[str, str]:
    data = record([*CONCEDED, finding])
    return {
        lang: rule_refused(data, tmp_path, lang).split("record.json: ")[-1]
        for lang in ("nl", "en", "de")
    }


@pytest.mark.parametrize(
    ("detail", "nl", "en", "de"),
    [
        (
            "sure",
            "Is de wedstrijdleider zeker van het resultaat? Antwoord met true (ja) of false "
            '(nee), niet met "misschien".',
            'Is the director sure of the result? Answer true (yes) or false (no), not "misschien".',
            "Ist sich der Turnierleiter des Ergebnisses sicher? Antworten Sie mit true (ja) "
            'oder false (nein), nicht mit "misschien".',
        ),
        (
            "split",
            "Wordt de score gesplitst? Antwoord met true (ja)",
            "Is the score split? Answer true (yes)",
            "Wird das Ergebnis geteilt? Antworten Sie mit true (ja)",
        ),
        (
            "after_round",
            "Werd de wedstrijdleider na afloop van de ronde geroepen?",
            "Was the director called after the round?",
            "Wurde der Turnierleiter nach Ende der Runde gerufen?",
        ),
        (
            "agreed",
            "Waren beide partijen het eens over de telling?",
            "Did both sides agree the count?",
            "Waren sich beide Seiten über die Zählung einig?",
        ),
    ],
)
def test_law_79b_disputed_count_detail_refused_as_its_question(
    detail: str, nl: str, en: str, de: str, tmp_path: Path
) -> None:
    finding = {"fact": "tricks_disputed", "value": 7, "by": "E", detail: "misschien"}
    said = _refused(finding, tmp_path)
    assert said["nl"].startswith("handeling 8: " + nl)
    assert said["en"].startswith("action 8: " + en)
    assert said["de"].startswith("Handlung 8: " + de)
    # the record's own name for the detail is not what the director reads
    assert "after_round" not in "".join(said.values())


def test_law_79c_score_entry_detail_refused_as_its_question(tmp_path: Path) -> None:
    finding = {"fact": "score_error", "value": 90, "organiser_agrees": 1}
    said = _refused(finding, tmp_path)
    assert (
        "Stemt de organisator in? Antwoord met true (ja) of false (nee), niet met 1." in said["nl"]
    )
    assert "Does the organiser agree? Answer true (yes) or false (no), not 1." in said["en"]
    assert "organiser_agrees" not in said["en"] + said["nl"] + said["de"]


def test_rubber_rules_7_to_10_unknown_misdeal_named_in_words(tmp_path: Path) -> None:
    """A misdeal case the rules do not know: the fact is named in words and
    the message says which rules it is about; the record values follow."""
    data = {"edition": "rubber", "board": 1, "events": [{"fact": "misdeal", "value": "oops"}]}
    nl = rule_refused(data, tmp_path, "nl").split("record.json: ")[-1]
    assert nl.startswith(
        'handeling 1: verkeerd gedeeld: "oops" is geen geval van regel 7 tot en met 10'
    )
    assert "feit misdeal" not in nl and "shuffle_seen" in nl
    en = rule_refused(data, tmp_path, "en").split("record.json: ")[-1]
    assert en.startswith('action 1: misdeal: "oops" is not a case of rules 7 to 10')
