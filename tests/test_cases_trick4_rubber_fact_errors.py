"""Rubber (seed 001, rule 55(3) and 55(8)): a revoke fact with a bad value is
refused naming the action, in the user's language (nl, en, de), never with an
English-only message or a traceback: a ``revoke_question`` whose player asked
or asker is no seat, or has no asker; a ``revoke_claimed`` with no suit, a
trick outside 1-13, or an offender whose cards the record shows."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, full
from play2_helpers import events
from test_cases_check2_tricks import REV5, RUBBER_NT, T6
from typer.testing import CliRunner

from bridgelaws.cli import app

#: 3NT by North in rubber; East revokes in trick 5 and it is established in trick 6
PLAYED = f"{RUBBER_NT}; {REV5[len(NT) + 2 :]}"


def _refused(rec: dict[str, Any], tmp: Path, lang: str) -> str:
    path = tmp / "record.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", lang])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return result.output


def _with(fact: dict[str, Any], more: str = "") -> dict[str, Any]:
    rec = full(PLAYED + more, "rubber")
    rec["events"].append(fact)
    return rec


QUESTION_CASES = [
    (
        {"fact": "revoke_question", "value": "X", "by": "S"},
        {
            "nl": (
                "gevraagd of hij een kaart van de kleur had: de gevraagde "
                'speler, "X", is geen windrichting'
            ),
            "en": (
                "asked whether he had a card of the suit: the player asked, "
                '"X", is not a seat (N, E, S, W)'
            ),
            "de": (
                "gefragt, ob er eine Karte der Farbe hatte: der gefragte "
                'Spieler, "X", ist keine Himmelsrichtung'
            ),
        },
    ),
    (
        {"fact": "revoke_question", "value": "E"},
        {
            "nl": (
                "gevraagd of hij een kaart van de kleur had: de betrokken speler ('by') ontbreekt"
            ),
            "en": "asked whether he had a card of the suit: the player concerned ('by') is missing",
            "de": "gefragt, ob er eine Karte der Farbe hatte: der betroffene Spieler ('by') fehlt",
        },
    ),
    (
        {"fact": "revoke_question", "value": "E", "by": "Q"},
        {
            "nl": "de betrokken speler ('by'), \"Q\", is geen windrichting",
            "en": "the player concerned ('by'), \"Q\", is not a seat",
            "de": "der betroffene Spieler ('by'), \"Q\", ist keine Himmelsrichtung",
        },
    ),
]


@pytest.mark.parametrize(("fact", "words"), QUESTION_CASES)
@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_rule_55_3_bad_revoke_question_refused_in_the_language(
    tmp_path: Path, fact: dict[str, Any], words: dict[str, str], lang: str
) -> None:
    rec = _with(fact)
    out = _refused(rec, tmp_path, lang)
    action = {"nl": "handeling", "en": "action", "de": "Handlung"}[lang]
    assert f"{action} {len(rec['events'])}: " in out
    assert words[lang] in out


@pytest.mark.parametrize(
    ("fact", "en", "nl"),
    [
        (
            {"fact": "revoke_claimed", "value": "Q", "by": "N"},
            'a revoke was claimed: "Q" is not a suit',
            'er werd een verzaking geclaimd: "Q" is geen kleur',
        ),
        (
            {"fact": "revoke_claimed", "value": True, "by": "N", "trick": 14},
            "a revoke was claimed: trick 14 is not 1 to 13",
            "er werd een verzaking geclaimd: slag 14 ligt niet tussen 1 en 13",
        ),
        (
            {"fact": "revoke_claimed", "value": True, "by": "E", "offender": "N", "trick": 5},
            "a revoke was claimed: the record shows North's cards, and "
            "it decides whether he revoked",
            "het verslag toont de kaarten van Noord, en die bepalen of hij verzaakte",
        ),
    ],
)
def test_rule_55_8_bad_revoke_claim_refused_in_the_language(
    tmp_path: Path, fact: dict[str, Any], en: str, nl: str
) -> None:
    rec = _with(fact, f"; {T6}")
    assert en in _refused(rec, tmp_path, "en")
    assert nl in _refused(rec, tmp_path, "nl")


@pytest.mark.parametrize(
    ("asker", "laws", "ruling"),
    [("W", ["55", "55(3)", "55(2)"], None), ("S", ["55", "55(4)", "51(2)", "55(2)"], "51(2)")],
)
def test_rule_55_3_55_4_good_question_is_taken(
    tmp_path: Path, asker: str, laws: list[str], ruling: str | None
) -> None:
    """A well-formed question is taken: West asking his partner changes
    nothing (55(3)), the revoke is established as 55(2) says; South, dummy,
    asking a defender draws attention to it and it is not penalised (55(4),
    51(2))."""
    from rule_cases import rule_json

    rec = _with({"fact": "revoke_question", "value": "E", "by": asker})
    rec["events"].extend(events(T6))
    report = rule_json(rec, tmp_path)
    [revoke] = report["irregularities"]
    assert (revoke["offender"], revoke["laws"]) == ("E", laws)
    assert [r["laws"] for r in report["rulings"]] == ([["55(4)", "51(2)"]] if ruling else [])
