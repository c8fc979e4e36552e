"""A revoke the director found (spec §6, fact ``revoke``) whose value is not
a revoke (no seat and trick) is refused like the other facts that cannot be
true: an error naming the action and the value, in the director's language,
in every edition (Laws 61-64 from facts; rubber rule 55). It used to be
accepted silently during the play (status play, nothing said)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bridgelaws.cli import app

#: one spade by North (East on lead): East has led the heart king
SITUATION = {"auction": ["1S", "Pass", "Pass", "Pass"]}
WORDS = {
    "nl": ("handeling 2", "is geen verzaking", "fout"),
    "en": ("action 2", "is not a revoke", "error"),
    "de": ("Handlung 2", "ist kein Revoke", "Fehler"),
}


def _run(tmp_path: Path, edition: str, value: Any, lang: str) -> Any:
    data = {
        "edition": edition,
        "board": 1,
        "situation": SITUATION,
        "events": [{"by": "E", "card": "HK"}, {"fact": "revoke", "value": value}],
    }
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return CliRunner().invoke(app, ["rule", str(path), "--lang", lang])


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_law_61_found_revoke_that_is_no_revoke_is_refused(
    tmp_path: Path, edition: str, lang: str
) -> None:
    result = _run(tmp_path, edition, "x", lang)
    assert result.exit_code == 2, result.output
    action, words, error = WORDS[lang]
    assert result.output.startswith(f"{error}: ")
    assert f"{action}: " in result.output and words in result.output
    assert '"x"' in result.output and '{"seat": "E", "trick": 5}' in result.output
    assert "{{" not in result.output and "Traceback" not in result.output


@pytest.mark.parametrize("value", [True, 5, None, [], {"seat": "E"}, {"trick": 1}])
def test_law_61_found_revoke_other_shapes_are_refused(tmp_path: Path, value: Any) -> None:
    result = _run(tmp_path, "2017", value, "en")
    assert result.exit_code == 2, result.output
    assert "action 2: " in result.output and "is not a revoke" in result.output


def test_law_61_found_revoke_given_as_one_is_still_taken(tmp_path: Path) -> None:
    """The right shape still goes through: South's revoke in trick 1 (a club
    on East's heart lead, the trick in progress, not established: 62A
    correction follows). East's free opening lead itself could be no revoke
    (61A: see tests/test_cases_trick8_revokes.py)."""
    data = {
        "edition": "2017",
        "board": 1,
        "situation": SITUATION,
        "events": [
            {"by": "E", "card": "HK"},
            {"by": "S", "card": "C2"},
            {"fact": "revoke", "value": {"seat": "S", "trick": 1}},
        ],
    }
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--json", "--lang", "en"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert [i["irregularity"] for i in report["irregularities"]] == ["revoke"]
