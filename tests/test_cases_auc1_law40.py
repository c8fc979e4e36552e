"""Law 40 (auc1), 2017 and 2007: a psych, correctly explained, is allowed
(40A3, 40C2, 73E1); when partner had more reason than the opponents to
expect it (40C1) it is an undisclosed implicit agreement: misinformation.
The record runs through ``bridgelaws rule`` (a psych is no irregularity)
and ``bridgelaws.judgment.judge`` (the director's finding ``misinformation``
= ``psych``, and ``partner_aware``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json

from bridgelaws.judgment import judge
from bridgelaws.record import TableRecord

EDITIONS = ["2017", "2007"]

#: North opens 1S with three spades (AK2): a psych; South explains the
#: agreement (five or more spades) and the system card says the same
PSYCH: list[dict[str, Any]] = [
    {"by": "N", "call": "1S"},
    {"by": "S", "explain": "five or more spades", "of": 0, "to": "E"},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "2S"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
    {"by": "E", "director": True},
    {"by": "S", "agreement": "five or more spades", "of": 0, "source": "system_card"},
    {"fact": "misinformation", "value": "psych", "of": 0},
]


def judged(events: list[dict[str, Any]], edition: str) -> dict[str, Any]:
    out: dict[str, Any] = judge(
        TableRecord.loads(json.dumps(record(events, edition))), "en", dd=False
    ).to_json()
    return out


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40a3_psych_is_no_irregularity_at_the_table(tmp_path: Path, edition: str) -> None:
    data = record(PSYCH, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert report["contract"] == "2S" and report["declarer"] == "N"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c2_psych_correctly_explained_is_allowed(edition: str) -> None:
    out = judged(PSYCH, edition)
    ruling = out["rulings"][0]
    assert ruling["kind"] == "deliberate_deviation"
    # 2007 Law 73E has no paragraphs
    assert ruling["laws"] == ["40A3", "40C2", "73E1" if edition == "2017" else "73E"]
    assert ruling["infraction"] is False and out["offender"] is None
    assert "a psych" in ruling["text"] and "(40C1)" in ruling["text"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c1_partner_expected_the_psych(edition: str) -> None:
    # the director finds South had more reason to expect it (they psych this
    # opening often): an implicit agreement the opponents were not told of
    events = [*PSYCH, {"fact": "partner_aware", "value": True, "of": 0}]
    out = judged(events, edition)
    ruling = out["rulings"][0]
    assert ruling["kind"] == "misinformation" and ruling["infraction"] is True
    assert ruling["laws"][:3] == ["40C1", "40A1b", "21B1"]
    assert out["offender"] == "NS"


def test_law_40c1_partner_not_aware_keeps_the_psych_allowed() -> None:
    events = [*PSYCH, {"fact": "partner_aware", "value": False, "of": 0}]
    assert judged(events, "2017")["rulings"][0]["kind"] == "deliberate_deviation"


def test_law_40_psych_text_in_dutch() -> None:
    out = judge(TableRecord.loads(json.dumps(record(PSYCH))), "nl", dd=False).to_json()
    assert "bewuste afwijking van de afspraak (een psyche)" in out["rulings"][0]["text"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40a3_the_director_is_asked_mistaken_call_or_psych(edition: str) -> None:
    # without the finding: the explanation was the agreement, so the call
    # departed from it; seed 004: the director establishes what it was
    out = judged(PSYCH[:-1], edition)
    # 2007 Law 75 has no D: an agreement that does not exist is 75B there
    no_agreement = "75D2" if edition == "2017" else "75B"
    assert [(q["fact"], q["of"], q["laws"]) for q in out["questions"]] == [
        ("misinformation", 0, ["21B1b", "75C", no_agreement])
    ]
    assert "a mistaken call (75C) or a deliberate deviation" in out["questions"][0]["text"]
    assert out["status"] == "awaiting_fact"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c1_then_asked_whether_partner_expected_it(edition: str) -> None:
    out = judged(PSYCH, edition)
    assert [(q["fact"], q["of"]) for q in out["questions"]] == [("partner_aware", 0)]
    assert "Had South more reason than the opponents" in out["questions"][0]["text"]
    done = judged([*PSYCH, {"fact": "partner_aware", "value": False, "of": 0}], edition)
    assert done["questions"] == [] and done["status"] == "play_continues"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1b_corrected_explanation_asks_all_three(edition: str) -> None:
    # no agreement on record, the explanation corrected: the director is
    # asked; until he answers a mistaken explanation is presumed (21B1b)
    events = [
        {"by": "N", "call": "1S"},
        {"by": "S", "explain": "five or more spades", "of": 0, "to": "E"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "correct": "four or more spades", "of": 0},
    ]
    out = judged(events, edition)
    # first what went wrong, then whether East's pass could have been influenced
    assert [(q["fact"], q["of"]) for q in out["questions"]] == [
        ("misinformation", 0),
        ("influenced", 2),
    ]
    assert "presumed without evidence to the contrary, 21B1b" in out["questions"][0]["text"]
    assert out["rulings"][0]["kind"] == "misinformation"
    nl = judge(TableRecord.loads(json.dumps(record(events, edition))), "nl", dd=False)
    assert "was de uitleg verkeerd" in nl.questions[0].text


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40c1_rule_asks_the_director_in_order(tmp_path: Path, edition: str) -> None:
    # ``rule`` shows the judgment layer: first mistaken call or psych, then
    # (once a psych) whether partner had reason to expect it
    data = record(PSYCH[:-1], edition)
    report = rule_json(data, tmp_path)
    judged_ = report["judgment"]
    assert judged_["status"] == "awaiting_fact"
    assert [q["fact"] for q in judged_["questions"]] == ["misinformation"]
    out = texts(data, tmp_path)
    assert "was it a mistaken call (75C) or a deliberate deviation, a psych (40A3)" in out["en"]
    assert "De wedstrijdleider wordt gevraagd:" in out["nl"]  # one question: no order to tell
    data = record(PSYCH, edition)
    judged_ = rule_json(data, tmp_path)["judgment"]
    assert [q["fact"] for q in judged_["questions"]] == ["partner_aware"]
    assert [r["kind"] for r in judged_["rulings"]] == ["deliberate_deviation"]
    data = record([*PSYCH, {"fact": "partner_aware", "value": True, "of": 0}], edition)
    judged_ = rule_json(data, tmp_path)["judgment"]
    # found after the final pass, before the opening lead: still the auction
    # period, so East (his partner has not called since) may change his last
    # pass if it could have been influenced (21B1a)
    assert [(q["fact"], q["of"]) for q in judged_["questions"]] == [("influenced", 6)]
    assert judged_["offender"] == "NS"
    assert "an implicit agreement that was not disclosed" in texts(data, tmp_path)["en"]


def test_law_40_a_record_without_information_has_no_judgment(tmp_path: Path) -> None:
    report = rule_json(record([{"by": "N", "call": "1S"}]), tmp_path)
    assert "judgment" not in report
