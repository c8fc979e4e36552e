"""Laws 90 and 91 end to end (proc15): a procedural penalty the director
gives (fact ``procedural_penalty``) is in the ruling that let him give it or
in a ruling of its own, in the report (JSON and nl/en/de text), in the note
of the event's result, and off the offending pair's or team's total; the
opponents' score and the table result stand (90A). Both duplicate editions;
the rubber rules know no procedural penalty."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_refused, rule_text, script
from test_cases_count13_law79 import PLAYED
from test_events_cli import run

from bridgelaws.events import EventStore

EDITIONS = ("2017", "2007")


def penalty(value: Any, seat: str, **details: Any) -> dict[str, Any]:
    return {"fact": "procedural_penalty", "value": value, "seat": seat, **details}


def given(report: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for r in report["rulings"] for e in r["effects"] if e["type"] == "procedural_penalty"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_90b2_penalty_without_a_ruling_is_a_ruling_of_its_own(
    edition: str, tmp_path: Path
) -> None:
    # slow play (90B2): no rectification at the table; East-West lose 10% of a top
    data = record([*PLAYED, penalty("10%", "E", law="90B2")], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "improper_procedure"
    assert ruling["offender"] == "E" and ruling["laws"] == ["90B2"]
    assert given(report) == [
        {
            "type": "procedural_penalty",
            "laws": ["90B2", "90A"],
            "seat": "E",
            "side": "EW",
            "amount": 10,
            "unit": "%",
        }
    ]
    assert report["procedural_penalties"] == given(report)
    assert report["status"] == "complete" and report["score"] == {"NS": -100, "EW": 100}
    texts = {lang: rule_text(data, tmp_path, lang) for lang in ("nl", "en", "de")}
    assert (
        "Procedural penalty: 10% of a top off the score of East-West in the event (90B2, 90A)"
        in texts["en"]
    )
    assert (
        "Procedurele straf: 10% van een top af van de score van Oost-West in de wedstrijd "
        "(90B2, 90A)" in texts["nl"]
    )
    assert "Verfahrensstrafe: 10% eines Tops vom Ergebnis von Ost-West" in texts["de"]
    assert "Oost krijgt een procedurele straf van 10% van een top (90B2, 90A)" in texts["nl"]
    for lang, text in texts.items():
        assert_clean_text(text, lang)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13b2_penalty_is_carried_by_the_ruling_that_offered_it(
    edition: str, tmp_path: Path
) -> None:
    # North called with fourteen cards; the board cannot be played normally
    # (13B2; 2007 13B): the ruling offers a procedural penalty, given as 2 MP
    events = [
        {"by": "N", "call": "1S"},
        {"fact": "wrong_number_of_cards", "value": True, "seat": "N", "short": "E"},
        {"fact": "playable", "value": False},
        penalty("2MP", "N"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "wrong_number_of_cards"
    law = "13B2" if edition == "2017" else "13B"
    [given_] = given(report)
    assert given_["laws"] == [law, "90A"]
    assert (given_["seat"], given_["amount"], given_["unit"]) == ("N", 2, "MP")
    text = rule_text(record(events, edition), tmp_path, "en")
    assert f"North is given a procedural penalty of 2 matchpoints ({law}, 90A)" in text
    # once given, the ruling no longer says it may be given
    assert "the director may give North a procedural penalty" not in text
    nl = rule_text(record(events, edition), tmp_path, "nl")
    assert "Noord krijgt een procedurele straf van 2 matchpunten" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20g_penalty_of_one_imp_is_said_in_the_singular(edition: str, tmp_path: Path) -> None:
    events = [
        *script("N 1S; E pass"),
        {"fact": "improper_procedure", "value": "question_for_partner", "seat": "E"},
        penalty("1IMP", "W", law="90"),
    ]
    report = rule_json(record(events, edition), tmp_path)
    assert report["rulings"][-1]["irregularity"] == "improper_procedure"
    [given_] = given(report)
    assert given_["seat"] == "W" and given_["unit"] == "IMP" and given_["laws"] == ["90", "90A"]
    text = rule_text(record(events, edition), tmp_path, "en")
    assert "West is given a procedural penalty of 1 IMP (90, 90A)" in text
    assert "1 IMPs" not in text


@pytest.mark.parametrize(
    ("value", "seat", "details", "en", "nl"),
    [
        ("lots", "E", {}, "is no penalty: give it as 25% (of a top), 2MP or 3IMP", "is geen straf"),
        ("-5%", "E", {}, "a procedural penalty is a positive amount taken away", "positief"),
        ("25%", "X", {}, "the offender's seat (N, E, S, W) is missing or not a seat", "overtreder"),
        ("25%", "E", {"law": "ninety"}, "not a law number such as 90B2", "artikelnummer"),
    ],
)
def test_law_90_a_penalty_that_cannot_be_is_refused_in_words(
    value: str, seat: str, details: dict[str, Any], en: str, nl: str, tmp_path: Path
) -> None:
    data = record([*PLAYED, penalty(value, seat, **details)])
    out = rule_refused(data, tmp_path, "en")
    assert en in out and "procedural_penalty" not in out
    assert nl in rule_refused(data, tmp_path, "nl")


def test_rubber_rules_have_no_procedural_penalty(tmp_path: Path) -> None:
    data = record([*script("N 1S"), penalty("25%", "E")], "rubber")
    out = rule_refused(data, tmp_path, "en")
    assert "action 2: A procedural penalty given by the director: the rubber rules have no " in out
    assert "procedural_penalty" not in out
    nl = rule_refused(data, tmp_path, "nl")
    assert (
        nl.count("handeling 2") == 1 and "de rubberbridgeregels kennen zo'n vaststelling niet" in nl
    )


# -- in the event --------------------------------------------------------------------------


def _pairs(tmp_path: Path, events: list[dict[str, Any]], edition: str) -> tuple[str, Path]:
    path = tmp_path / "club.db"
    assert run("new", path, "--name", "Club", "--boards", "1-2", "-n", 4)[0] == 0
    played = tmp_path / "board1.json"
    played.write_text(json.dumps(record(events, edition)), encoding="utf-8")
    code, out = run("result", path, "--record", played, "--ns", 1, "--ew", 2, "--lang", "en")
    assert code == 0, out
    code, other = run(
        "result", path, "-b", 1, "--ns", 3, "--ew", 4, "-c", "3NT", "-d", "N", "-t", 7
    )
    assert code == 0, other
    return out, path


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_90_pairs_event_takes_the_penalty_off_the_offenders_total(
    edition: str, tmp_path: Path
) -> None:
    out, path = _pairs(tmp_path, [*PLAYED, penalty("25%", "E", law="90B2")], edition)
    assert "entered: procedural penalty of 25% of a top for East (Law 90B2, 90A)" in out
    store = EventStore.open(path)
    data = store.snapshot()
    [given_] = data.penalties
    assert given_.amount == 25 and given_.unit.value == "%"
    assert data.participants[given_.participant].number == 2
    code, body = run("score", path, "--json")
    assert code == 0, body
    ranking = {row["number"]: row for row in json.loads(body)["ranking"]}
    # both tables -100: every pair 1 MP of a top of 2, East-West 2 less 25% of the top
    assert ranking[2]["penalty"] == 0.5  # 25% of a top of 2
    assert ranking[1]["MP"] == ranking[3]["MP"] == ranking[4]["MP"] == 1
    assert ranking[4]["penalty"] == 0  # the opponents' score is not changed
    assert (ranking[2]["MP"], ranking[2]["percent"]) == (0.5, 25.0)
    [result] = [r for r in data.results if r.ns == given_.participant or r.ew == given_.participant]
    assert "procedural penalty of 25% of a top for East" in (result.note or "")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_90_teams_event_takes_imps_off_the_offending_team(edition: str, tmp_path: Path) -> None:
    path = tmp_path / "teams.db"
    code, out = run(
        "new", path, "--name", "Cup", "--kind", "teams", "--boards", "1-2",
        "-p", "1:Lions", "-p", "2:Tigers", "--match", "1:2",
    )  # fmt: skip
    assert code == 0, out
    played = tmp_path / "board1.json"
    # the closed room: Lions sit East-West; East is penalised 3 IMPs
    played.write_text(json.dumps(record([*PLAYED, penalty("3IMP", "E", law="90B2")], edition)))
    code, out = run("result", path, "--record", played, "--match", 1, "--room", "closed")
    assert code == 0, out
    code, out = run(
        "result", path, "-b", 1, "--match", 1, "--room", "open", "-c", "3NT", "-d", "N", "-t", 7
    )
    assert code == 0, out
    data = EventStore.open(path).snapshot()
    [given_] = data.penalties
    assert data.participants[given_.participant].name == "Lions"
    assert given_.unit.value == "IMP" and given_.amount == 3
    code, body = run("score", path, "--json")
    assert code == 0, body
    rows = {row["name"]: row for row in json.loads(body)["ranking"]}
    # the board is flat (-100 in both rooms): the Lions' margin is -3 IMPs
    assert rows["Lions"]["VP"] < rows["Tigers"]["VP"]
    assert rows["Lions"]["VP"] + rows["Tigers"]["VP"] < 20 + 1e-9


def test_law_90_a_penalty_in_the_wrong_unit_enters_nothing(tmp_path: Path) -> None:
    # a pairs event is scored in matchpoints: an IMP penalty is refused and
    # the table result is not entered either (one transaction)
    path = tmp_path / "club.db"
    assert run("new", path, "--name", "Club", "--boards", "1-2", "-n", 4)[0] == 0
    played = tmp_path / "board1.json"
    played.write_text(json.dumps(record([*PLAYED, penalty("3IMP", "E")])), encoding="utf-8")
    code, out = run("result", path, "--record", played, "--ns", 1, "--ew", 2, "--lang", "en")
    assert code == 2
    assert "this event is scored in matchpoints or percent of a top" in out
    data = EventStore.open(path).snapshot()
    assert data.results == [] and data.penalties == []


def test_law_13b2_event_note_says_a_penalty_may_be_given(tmp_path: Path) -> None:
    # 20G offers a penalty the director has not given: the event tells him how
    events = [
        *PLAYED,
        {"fact": "improper_procedure", "value": "question_for_partner", "seat": "E"},
    ]
    out, path = _pairs(tmp_path, events, "2017")
    assert "procedural penalty possible (Law 90, 91)" in out
    assert "--penalty 25%" in out
    assert EventStore.open(path).snapshot().penalties == []
