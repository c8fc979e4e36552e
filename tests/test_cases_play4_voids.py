"""A hand the situation writes void in a suit (spec §6, ``-``) cannot
play or show a card of that suit: the record is refused with a clear error
in the user's language, naming only the card typed (never a hidden card).
A card of that suit the seat already led to the trick in progress stands.
Laws 44C and 61 rest on what a
player holds; the facts are our own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, rule_json
from typer.testing import CliRunner

from bridgelaws.cli import app

#: 3NT by North, nine cards left each (dummy's nine in view); East's eight known cards hold no spade
EAST_VOID = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 3, "EW": 1},
    "leader": "E",
    "dummy": "QT7.K5.84.AJ",
    "hands": {"E": "-.AQ2.KJ3.Q9"},
}
REFUSED = {
    "nl": "handeling 1: Oost kan ♠5 niet spelen: de situatie geeft zijn hand in die kleur "
    "als renons (-)",
    "en": "action 1: East cannot play ♠5: the situation writes his hand void in that suit (-)",
    "de": "Handlung 1: Ost kann ♠5 nicht spielen: laut der Situation ist seine Hand in "
    "dieser Farbe blank (-)",
}


def situation(edition: str, events: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {
        "edition": edition,
        "board": 1,
        "situation": {**EAST_VOID, **more},
        "events": events,
    }


def run(tmp_path: Path, data: dict[str, Any], lang: str) -> Any:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return CliRunner().invoke(app, ["rule", str(path), "--lang", lang])


@pytest.mark.parametrize("edition", ["2017", "2007"])
@pytest.mark.parametrize("lang", ["nl", "en", "de"])
@pytest.mark.parametrize("kind", ["card", "expose"])
def test_law_44c_card_of_a_suit_written_void_is_refused(
    tmp_path: Path, edition: str, lang: str, kind: str
) -> None:
    result = run(tmp_path, situation(edition, [{"by": "E", kind: "S5"}]), lang)
    assert result.exit_code == 2, result.output
    assert REFUSED[lang] in result.output
    assert "Traceback" not in result.output and "{" not in result.output


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_44c_card_of_a_suit_not_written_void_is_played(tmp_path: Path, edition: str) -> None:
    # East's one unknown card may be a club: ♣5 is played as his lead
    data = situation(edition, [{"by": "E", "card": "C5"}])
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and report["next"] == "S"
    result = run(tmp_path, data, "nl")
    assert result.exit_code == 0, result.output
    assert_clean_text(result.output, "nl")


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_44c_card_led_before_the_situation_from_the_void_suit_stands(
    tmp_path: Path, edition: str
) -> None:
    # East led ♠5 before the situation was written, and holds no other spade;
    # dummy follows with ♠Q: no error, no irregularity
    data = situation(edition, [{"by": "S", "card": "SQ"}], current=["E:S5"])
    del data["situation"]["leader"]
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and report["next"] == "W"
