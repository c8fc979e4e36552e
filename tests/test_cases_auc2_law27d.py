"""Law 27D: after an insufficient bid replaced under 27B1 (no rectification),
the director judges at the end of the play whether the result could well
have been different without the help the infraction gave, and then whether
the non-offending side was damaged in consequence (12B1); both yes: an
adjusted score (12C1), otherwise the table result stands. Asked in that
order, at the end of the play. Written from the seed texts (000: 2017 Law
27D; 002/003: 2007 Law 27D; 004: the insufficient-bid protocol, which tells
the non-offenders to call the director back if they feel damaged). Board 1:
North deals; North ends as declarer in 4S, East leads and North claims ten
tricks, which the defenders agree."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]

#: East's 1H is insufficient; South refuses; East bids 2H, the lowest heart
#: bid (27B1a), and the auction goes on to 4S by North
B1A = {
    "2017": "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H",
    "2007": "N 1S; E 1H; S dir; S ch reject; E 2H; fact artificial false",
}
TO_PLAY = "; S 4S; W Pass; N Pass; E Pass; E card DA"
CLAIM: list[dict[str, Any]] = [
    {"by": "N", "claim": 10},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]


def _board(edition: str, before: str, after: str = "") -> dict[str, Any]:
    events = script(before + TO_PLAY) + CLAIM + (script(after) if after else [])
    return record(events, edition)


def _ruling(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "insufficient_bid")


def _effects(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["type"], e["laws"]) for e in _ruling(report)["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_first_question_at_the_end_of_play_with_the_result_shown(
    tmp_path: Path, edition: str
) -> None:
    data = _board(edition, B1A[edition])
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][-1]["question"]
    assert question["fact"] == "outcome_different" and question["laws"] == ["27D"]
    # the table result is known while the director thinks
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    out = texts(data, tmp_path)
    assert "without the help EW got from the insufficient 1♥? (27D)" in out["en"]
    assert "zonder de hulp die OW kreeg van het onvoldoende bod 1♥" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_then_damaged_asked_second(tmp_path: Path, edition: str) -> None:
    report = rule_json(_board(edition, B1A[edition], "fact outcome_different true"), tmp_path)
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][-1]["question"]
    assert question["fact"] == "damaged" and question["laws"] == ["27D", "12B1"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_both_found_adjusted_score(tmp_path: Path, edition: str) -> None:
    data = _board(edition, B1A[edition], "fact outcome_different true; fact damaged true")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    law = "12C1b" if edition == "2017" else "12C1a"
    assert ("adjusted_score", ["27D", law]) in _effects(report)
    assert "question" not in _ruling(report)
    out = texts(data, tmp_path)
    assert "the director assigns an adjusted score" in out["en"]
    assert "de wedstrijdleider kent een arbitrale score toe" in out["nl"]
    assert f"the score is adjusted (27D, {law})" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_same_result_table_result_stands_without_second_question(
    tmp_path: Path, edition: str
) -> None:
    data = _board(edition, B1A[edition], "fact outcome_different false")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    effects = _effects(report)
    assert ("result_stands", ["27D"]) in effects
    assert not any(kind == "adjusted_score" for kind, _ in effects)
    out = texts(data, tmp_path)
    assert "the table result stands (27D)" in out["en"]
    assert "het resultaat aan tafel blijft staan (27D)" in out["nl"]


def test_law_27d_not_damaged_table_result_stands(tmp_path: Path) -> None:
    data = _board("2017", B1A["2017"], "fact outcome_different true; fact damaged false")
    report = rule_json(data, tmp_path)
    assert ("result_stands", ["27D"]) in _effects(report)
    assert "did not damage NS" in texts(data, tmp_path)["en"]


def test_law_27d_after_27b1b_comparable_replacement_too(tmp_path: Path) -> None:
    # 27B1b: a comparable call, also without rectification, also 27D
    before = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2D; fact comparable true"
    report = rule_json(_board("2017", before), tmp_path)
    assert report["rulings"][-1]["question"]["fact"] == "outcome_different"


def test_law_27d_not_after_27b2(tmp_path: Path) -> None:
    # 27B2 silenced West: no 27D question, the board is complete
    before = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2D; fact comparable false"
    events = script(before + "; S 4S; W Pass; N Pass; E Pass; E card DA") + CLAIM
    report = rule_json(record(events), tmp_path)
    assert report["status"] == "complete"
    assert not any(
        "27D" in e["laws"]
        for e in _ruling(report)["effects"]
        if e["type"] != "adjusted_score_possible"
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_findings_given_during_play_are_used_at_the_end(
    tmp_path: Path, edition: str
) -> None:
    # the director noted his findings before the play ended: nothing is asked
    events = script(B1A[edition] + TO_PLAY + "; fact outcome_different true; fact damaged true")
    report = rule_json(record(events + CLAIM, edition), tmp_path)
    assert report["status"] == "complete"
    assert any(kind == "adjusted_score" for kind, _ in _effects(report))


def test_law_27a1_accepted_insufficient_bid_has_no_27d(tmp_path: Path) -> None:
    events = script("N 1S; E 1H; S dir; fact artificial false; S ch accept" + TO_PLAY)
    report = rule_json(record(events + CLAIM), tmp_path)
    assert report["status"] == "complete"
