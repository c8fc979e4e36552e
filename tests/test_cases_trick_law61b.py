"""61B: who may ask a player whether he revoked, both editions (2017 seed
000, 2007 seed 002). The question is a fact found during the play, spelled
as the rubber edition already spells it (``docs/rubber.md``):
``{"fact": "revoke_question", "value": "W", "by": "N"}`` (North asked West).

Declarer may ask a defender (61B1), dummy declarer (61B2a, with 42B1 and
43B2b when declarer's revoke is open), the defenders declarer and each other
(61B3; 2007 adds "unless the regulating authority has specified otherwise"):
the question changes nothing by itself. Dummy may not ask a defender
(61B2b): what it tells declarer is unauthorized information (16B), and the
director may adjust the score. Own cases (helper trick), the expected
answers written from the seeds before they were run."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check, events
from rule_cases import record
from typer.testing import CliRunner

from bridgelaws.cli import app

# Deal (rule_cases.DEAL): N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654,
# S J76.AT98.J65.QJ7, W 543.7652.743.T98. South plays 1H, North is dummy.

#: trick 2: South leads a diamond, West discards a spade holding diamonds
WEST_REVOKES = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card S3"
#: trick 2: South leads a diamond and West follows
WEST_FOLLOWS = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3"
#: trick 3: dummy leads a diamond, South discards a club holding diamonds
DECLARER_REVOKES = (
    f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card SA; E card S8; "
    "N card D8; E card D2; S card C7"
)


def _irregularities(report: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(i["irregularity"], i["offender"]) for i in report["irregularities"]]


def _refused(events_: list[dict[str, Any]], tmp: Path, lang: str, edition: str = "2017") -> str:
    path = tmp / "record.json"
    path.write_text(json.dumps(record(events_, edition)), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", lang])
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    return result.output


# -- 61B2b: dummy may not ask a defender -------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b2b_dummy_asks_the_defender_who_revoked(tmp_path: Path, edition: str) -> None:
    # North (dummy) asks West whether he has a diamond: an irregularity of
    # dummy's (61B2b, 16B); West's revoke, not established, is corrected at
    # the same time (62A) and his spade is a major penalty card (62B1)
    text = f"{WEST_REVOKES}; fact revoke_question W by=N"
    report, nl, en = check(text, tmp_path, edition)
    assert _irregularities(report) == [("revoke", "W"), ("dummy_asked_defender", "N")]
    asked, revoke = report["rulings"]
    assert asked["irregularity"] == "dummy_asked_defender" and asked["laws"] == ["61B2b", "16B"]
    assert asked["chooser"] is None and asked["options"] == []
    assert [(e["type"], e["laws"]) for e in asked["effects"]] == [
        ("adjusted_score_possible", ["16B3", "12C1"])
    ]
    assert revoke["irregularity"] == "revoke" and revoke["laws"] == ["62"]
    assert {(o["seat"], o["card"], o["kind"]) for o in report["obligations"]} == {
        ("W", "S3", "major")
    }
    assert report["status"] == "play" and report["next"] == "W"
    assert "Vraag naar een verzaking aan een tegenspeler door Noord" in nl
    assert "mag een tegenspeler niet vragen of hij een kaart heeft" in nl
    assert "ongeoorloofde informatie voor hem" in nl and "(16B1a)" in nl
    assert "De verzaking van West is niet voldongen" in nl
    assert "Question about a revoke put to a defender by North" in en
    assert "unauthorized information for him" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b2b_dummy_asks_a_defender_who_followed(tmp_path: Path, edition: str) -> None:
    # West followed suit: dummy's question is still 61B2b's irregularity,
    # with nothing to correct; the play goes on with North's card
    report, nl, en = check(f"{WEST_FOLLOWS}; fact revoke_question W by=N", tmp_path, edition)
    assert _irregularities(report) == [("dummy_asked_defender", "N")]
    assert len(report["rulings"]) == 1 and report["obligations"] == []
    assert report["status"] == "play" and report["next"] == "N"
    assert "verzaking van West" not in nl and "revoke is not established" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b2b_asks_the_director_about_damage_at_the_end(tmp_path: Path, edition: str) -> None:
    # the board ends in South's agreed claim: whether declarer's side gained
    # by what the question told him is the director's judgment (16B3)
    text = (
        f"{WEST_REVOKES}; fact revoke_question W by=N; W card D3; N card D8; E card DA; "
        "S ch no_restriction; S claim 9; E agree; W agree"
    )
    report, nl, _en = check(text, tmp_path, edition)
    assert report["status"] == "complete" and report["tricks"] == {"NS": 9, "EW": 4}
    [question] = report["questions"]
    assert question["fact"] == "redress" and question["laws"] == ["16B3", "12C1"]
    assert "(16B3)? (nog te beantwoorden)" in nl


# -- 61B1, 61B3: legal questions -----------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b1_declarer_asks_a_defender(tmp_path: Path, edition: str) -> None:
    # no ruling: West's revoke stays as the record has it, and West's partner
    # playing to the next trick establishes it all the same (63A1)
    report, nl, en = check(f"{WEST_REVOKES}; fact revoke_question W by=S", tmp_path, edition)
    assert report["rulings"] == [] and _irregularities(report) == [("revoke", "W")]
    [kept] = report["without_effect"]
    assert (kept["event"], kept["by"]) == (12, "S") and "(61B1)" in kept["text"]
    assert "De leider mag een tegenspeler die niet bekende vragen" in nl
    assert "Declarer may ask a defender who did not follow suit" in en
    assert report["status"] == "play" and report["next"] == "N"
    later, _, _ = check(
        f"{WEST_REVOKES}; fact revoke_question W by=S; N card D8; E card DA; E card S8; E dir",
        tmp_path,
        edition,
    )
    revoke = later["rulings"][-1]
    assert revoke["irregularity"] == "revoke" and revoke["laws"] == ["63", "64"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b3_a_defender_asks_his_partner(tmp_path: Path, edition: str) -> None:
    report, nl, en = check(f"{WEST_REVOKES}; fact revoke_question W by=E", tmp_path, edition)
    assert report["rulings"] == []
    [kept] = report["without_effect"]
    assert kept["by"] == "E" and "(61B3)" in kept["text"] and "(16B)" in kept["text"]
    regulated = "tenzij de bevoegde organisatie het verbiedt"
    # 2007 61B3: "unless the regulating authority has specified otherwise"
    assert (regulated in nl) is (edition == "2007")
    assert ("unless the regulating authority forbids it" in en) is (edition == "2007")
    assert "de vraag van Oost aan West verandert niets" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b3_a_defender_asks_declarer(tmp_path: Path, edition: str) -> None:
    text = f"{DECLARER_REVOKES}; fact revoke_question S by=W"
    report, _, en = check(text, tmp_path, edition)
    assert report["rulings"] == [] and _irregularities(report) == [("revoke", "S")]
    assert "West's question to South changes nothing" in en


# -- 61B2a: dummy may ask declarer ----------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b2a_dummy_asks_declarer_about_his_open_revoke(tmp_path: Path, edition: str) -> None:
    # dummy's question is attention drawn to declarer's revoke (42B1): first
    # whether dummy had breached 43A2 (43B2b), then the correction (62)
    text = f"{DECLARER_REVOKES}; fact revoke_question S by=N"
    report, _, _ = check(text, tmp_path, edition)
    assert report["status"] == "awaiting_fact"
    assert [q["fact"] for q in report["questions"]] == ["dummy_breached_43a2"]
    report, nl, _en = check(f"{text}; fact dummy_breached_43a2 false", tmp_path, edition)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "revoke" and ruling["laws"] == ["42B1", "62"]
    # nobody played after the revoke card: no 62C1 choice, South plays a diamond
    assert ruling["chooser"] is None and report["next"] == "S"
    assert "De blinde mag de leider vragen of hij geen kaart meer heeft" in nl
    breached, _, _ = check(f"{text}; fact dummy_breached_43a2 true", tmp_path, edition)
    assert breached["rulings"][-1]["laws"] == ["42B1", "43B2b", "62"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_61b2a_dummy_asks_declarer_who_followed(tmp_path: Path, edition: str) -> None:
    text = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; fact revoke_question S by=N"
    report, nl, _en = check(text, tmp_path, edition)
    assert report["rulings"] == [] and report["irregularities"] == []
    [kept] = report["without_effect"]
    assert kept["by"] == "N" and "(61B2a)" in kept["text"]
    assert "De blinde mag de leider vragen of hij een kaart heeft" in nl


def test_law_61b_asking_dummy_or_after_the_play_changes_nothing(tmp_path: Path) -> None:
    report, _, en = check(f"{WEST_FOLLOWS}; fact revoke_question N by=E", tmp_path)
    assert report["rulings"] == [] and "asking dummy whether he revoked" in en
    done = f"{WEST_FOLLOWS}; N card D8; E card DA; S claim 9; E agree; W agree"
    report, nl, en = check(f"{done}; fact revoke_question W by=N", tmp_path)
    assert report["status"] == "complete" and report["irregularities"] == []
    assert "Het spelen is afgelopen" in nl and "The play is over" in en


# -- bad input: refused, naming the action, in the user's language ------------------


@pytest.mark.parametrize(
    ("step", "said"),
    [
        (
            "fact revoke_question W",
            {
                "nl": 'handeling 13: bij de vraag naar een verzaking ontbreekt "by"',
                "en": 'action 13: the question about a revoke needs "by"',
                "de": 'Handlung 13: bei der Frage nach einem Revoke fehlt "by"',
            },
        ),
        (
            "fact revoke_question W by=W",
            {
                "nl": "handeling 13: West kan niet zichzelf vragen of hij verzaakt heeft (61B)",
                "en": "action 13: West cannot ask himself whether he revoked (61B)",
                "de": "Handlung 13: West kann nicht sich selbst fragen, ob er revoziert hat",
            },
        ),
        (
            "fact revoke_question X by=N",
            {
                "nl": 'handeling 13: "X" is geen windrichting',
                "en": 'action 13: "X" is not a seat (N, E, S, W)',
                "de": 'Handlung 13: "X"',
            },
        ),
    ],
)
def test_law_61b_a_question_that_cannot_be_true_is_refused(
    tmp_path: Path, step: str, said: dict[str, str]
) -> None:
    listed = events(f"{WEST_REVOKES}; {step}")
    for lang, text in said.items():
        assert text in _refused(listed, tmp_path, lang)


def test_law_61b_no_question_before_the_play(tmp_path: Path) -> None:
    listed = [*events("N P; E P"), {"fact": "revoke_question", "value": "E", "by": "W"}]
    assert "action 3: a player can be asked whether he revoked only during the play" in (
        _refused(listed, tmp_path, "en")
    )
    assert "handeling 3: alleen tijdens het spelen kan een speler gevraagd worden" in (
        _refused(listed, tmp_path, "nl", "2007")
    )
