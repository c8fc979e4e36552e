"""A fact whose name no rule reads (a typing error, a name from another
edition) is refused naming the action and the name, in the director's
language, in every phase: during the auction, during the play and after it,
in duplicate and in rubber. Before, it was kept without effect and the board
went on as if it had not been given."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, full
from test_cases_check2_tricks import REV5, RUBBER_NT, T6, agreed
from typer.testing import CliRunner

from bridgelaws import fact_names, found_revoke, rules
from bridgelaws.cli import app
from bridgelaws.editions import get_edition
from bridgelaws.judgment import FACT_LAWS

WORDS = {
    "nl": 'er bestaat geen feit met de naam "{name}"',
    "en": 'there is no fact named "{name}": give each fact under the name',
    "de": 'es gibt keine Tatsache namens "{name}"',
}
ACTION = {"nl": "handeling", "en": "action", "de": "Handlung"}


def _refused(rec: dict[str, Any], tmp: Path, lang: str) -> str:
    path = tmp / "record.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", lang])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return result.output


def _with_fact(text: str, edition: str, at: int, name: str) -> dict[str, Any]:
    rec = full(text, edition)
    rec["events"].insert(at, {"fact": name, "value": 3})
    return rec


PHASES = [
    # (edition, record, where the fact goes): auction, play, after a claim
    ("2017", "N 1S", 1),
    ("2007", f"{REV5}", 10),
    ("2017", f"{REV5}; {T6}; {agreed('N', 10)}", 30),
    ("rubber", f"{RUBBER_NT}; {REV5[len(NT) + 2 :]}", 20),
]


@pytest.mark.parametrize(("edition", "text", "at"), PHASES)
@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_law_unknown_fact_name_refused_naming_action_and_name(
    tmp_path: Path, edition: str, text: str, at: int, lang: str
) -> None:
    rec = _with_fact(text, edition, at, "bogus")
    out = _refused(rec, tmp_path, lang)
    assert f"{ACTION[lang]} {at + 1}: " in out
    assert WORDS[lang].format(name="bogus") in out


def test_rule_55_rubber_fact_in_a_duplicate_record_is_refused(tmp_path: Path) -> None:
    """``missed_trick`` is a rubber fact (rule 47): the Laws read no such
    fact, and the refusal says so in words, not with the fact's code."""
    rec = _with_fact(REV5, "2017", 10, "missed_trick")
    out = _refused(rec, tmp_path, "en")
    assert "A trick gathered wrongly: the Laws of 2017 have no such finding." in out
    assert "missed_trick" not in out
    assert "de Spelregels van 2017 kennen zo'n vaststelling niet" in _refused(rec, tmp_path, "nl")


def test_law_known_fact_names_still_taken(tmp_path: Path) -> None:
    """The names the rules read are taken as before: a 2017 64C figure, a
    rubber revoke question."""
    from rule_cases import rule_json

    rec = full(f"{REV5}; {T6}; {agreed('N', 10)}")
    rec["events"].append({"fact": "tricks_without_revoke", "value": 12})
    assert any(a["law"] == "64C1" for a in rule_json(rec, tmp_path)["adjustments"])
    rubber = _with_fact(f"{RUBBER_NT}; {REV5[len(NT) + 2 :]}", "rubber", 20, "revoke_question")
    rubber["events"][20] = {"fact": "revoke_question", "value": "E", "by": "W"}
    assert rule_json(rubber, tmp_path)["edition"] == "rubber"


def _question_facts() -> set[str]:
    """Every fact name the code asks with ``Question("name", ...)``."""
    out: set[str] = set()
    for path in Path(fact_names.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Question"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                out.add(node.args[0].value)
    return out


def test_law_every_question_the_code_asks_is_a_known_fact() -> None:
    known: set[str] = set(fact_names.QUESTION_FACTS | found_revoke.FACTS | set(FACT_LAWS))
    for name in ("2017", "2007", "rubber"):
        registry = get_edition(name).registry
        known |= registry.codes(rules.Hook.PLAY_FACT) | registry.codes(rules.Hook.RUBBER_FACT)
    asked = _question_facts()
    assert len(asked) >= 5, asked
    assert asked <= known, asked - known
