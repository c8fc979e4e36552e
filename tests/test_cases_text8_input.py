"""Bad input in the user's language (helper text8): a broken record is
refused with a message saying where and what, in the language chosen, never
a traceback, and never naming the hand that holds a card."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import record, rule_json, rule_refused, script

NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
BOTH = ("2017", "2007", "rubber")


@pytest.mark.parametrize("edition", BOTH)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "handeling 11: Noord heeft ♠A al gespeeld, in slag 1"),
        ("de", "Handlung 11: Nord hat ♠A schon gespielt, im Stich 1"),
        ("en", "action 11: North played ♠A already, in trick 1"),
    ],
)
def test_law_7b3_a_card_played_twice_is_refused_in_the_users_language(
    edition: str, lang: str, said: str, tmp_path: Path
) -> None:
    # North wins trick 1 with ♠A and plays it again: was English ('North does not
    # hold SA') in every language
    data = record(script(f"{NT}; E card SQ; S card S6; W card S3; N card SA; N card SA"), edition)
    out = rule_refused(data, tmp_path, lang)
    assert said in out
    assert "does not hold" not in out or lang == "en"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "handeling 1: één handeling per gebeurtenis, niet call + card samen"),
        ("de", "Handlung 1: eine Handlung je Ereignis, nicht call + card zusammen"),
        ("en", "action 1: one action per event, not call + card together"),
    ],
)
def test_spec_1_an_event_with_two_actions_is_refused(lang: str, said: str, tmp_path: Path) -> None:
    # a call and a card in one event: one of them was dropped in silence
    data = record([{"by": "N", "call": "1S", "card": "SA"}])
    assert said in rule_refused(data, tmp_path, lang)


@pytest.mark.parametrize("edition", ("2017", "2007"))
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", 'Kunstmatige bieding: het antwoord is true (ja) of false (nee), niet "maybe".'),
        (
            "de",
            'Künstliche Ansage: die Antwort ist true (ja) oder false (nein), nicht "maybe".',
        ),
        ("en", 'Artificial call: the answer is true (yes) or false (no), not "maybe".'),
    ],
)
def test_law_27b1_a_yes_no_fact_with_another_value_is_refused(
    edition: str, lang: str, said: str, tmp_path: Path
) -> None:
    # 'maybe' was read as yes: '1♥ was kunstmatig'
    data = record([*script("N 1S; E 1H; S dir"), {"fact": "artificial", "value": "maybe"}], edition)
    out = rule_refused(data, tmp_path, lang)
    assert said in out
    assert "kunstmatig:" not in out


def test_law_27b1_yes_no_facts_as_booleans_still_rule(tmp_path: Path) -> None:
    data = record(script("N 1S; E 1H; S dir; fact artificial false"))
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["facts"] == {"artificial": False}
    assert report["status"] == "awaiting_choice"


def score(*args: str) -> tuple[int, str]:
    from typer.testing import CliRunner

    from bridgelaws.cli import app

    result = CliRunner().invoke(app, ["score", *args])
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("3SA", "-d", "Z", "-t", "9"), "3SA door Zuid = (9 slagen), kwetsbaar: niemand: NZ +400"),
        (
            ("4S", "-d", "O", "-t", "10", "-v", "OW"),
            "4♠ door Oost = (10 slagen), kwetsbaar: OW: NZ -620",
        ),
        (
            ("4K", "-d", "W", "-t", "10", "-v", "allen"),
            "4♣ door West = (10 slagen), kwetsbaar: allen",
        ),
        (("4R", "-t", "11", "-v", "NZ"), "4♦ door Zuid +1 (11 slagen), kwetsbaar: NZ: NZ +150"),
        (("4HX", "-d", "N", "-t", "10"), "4♥ doublet door Noord = (10 slagen)"),
        (("4P", "-d", "O", "-t", "10", "-v", "OW", "--lang", "de"), "4♠ von Ost = (10 Stiche)"),
    ],
)
def test_law_77_score_reads_the_directors_own_notation(args: tuple[str, ...], said: str) -> None:
    # the command spoke Dutch but refused 'Z', '3SA', 'NZ', 'allen'
    code, out = score(*args)
    assert code == 0, out
    assert said in out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("4S", "-t", "-3"), "-3 is geen aantal slagen (0 tot 13)"),
        (("Pass", "-t", "3"), "een rondgepast spel heeft geen slagen"),
        (("4S", "-d", "Q", "-t", "10"), "'Q' is geen windrichting (N, O, Z, W)"),
        (("4S", "-t", "10", "-v", "Some"), "geen kwetsbaarheid"),
        (("4S", "-t", "-3", "--lang", "de"), "-3 ist keine Anzahl Stiche (0 bis 13)"),
    ],
)
def test_law_77_score_bad_input_is_refused_in_the_users_language(
    args: tuple[str, ...], said: str
) -> None:
    # a negative count was taken as 'made exactly'; a passed-out board took tricks
    code, out = score(*args)
    assert code != 0
    assert said in out
