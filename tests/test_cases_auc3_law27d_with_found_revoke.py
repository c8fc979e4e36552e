"""Law 27D next to a revoke the director finds (spec §6, Laws 61-64): at
the end of the play the director judges both, and neither question hides
the other. Whichever is asked now, the other is listed among the open
questions after it (top-level ``questions``), is asked once the first is
answered, and a 27D finding given while the revoke's question waits is kept
for the 27D ruling (nothing recorded is lost). Written from seeds 000
(2017 Laws 27D, 12B1, 63A, 64A) and 002/003 (2007 Laws 27D, 63, 64), in
both editions.

Board 1: North deals. East's 1H over 1S is insufficient; South refuses it
and East bids 2H (27B1a: the auction goes on without rectification, 27D
open); North plays 4S and claims ten tricks, which East and West agree."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import clean_texts, record, rule_json

EDITIONS = ["2017", "2007"]
B1A = {
    "2017": "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H",
    "2007": "N 1S; E 1H; S dir; S ch reject; E 2H; fact artificial false",
}
PLAY = "S 4S; W Pass; N Pass; E Pass; E card DA"
CLAIM = "N claim 10; E agree; W agree"
#: the director finds after the claim that West revoked in trick 1 (not East:
#: his ♦A led freely can be no revoke, 61A)
FOUND: dict[str, Any] = {"fact": "revoke", "value": {"seat": "W", "trick": 1}}
WON_BY: dict[str, Any] = {"fact": "revoke_trick_won_by", "value": "W", "trick": 1}
AFTER: dict[str, Any] = {"fact": "offending_side_tricks_after", "value": 2, "trick": 1}


def _full(edition: str, *after: dict[str, Any]) -> dict[str, Any]:
    steps = events(f"{B1A[edition]}; {PLAY}; {CLAIM}")
    return record([*steps, FOUND, *after], edition)


def _asked(report: dict[str, Any]) -> list[str]:
    return [q["fact"] for q in report.get("questions") or []]


def _27d(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "insufficient_bid")


def _decided(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [
        (e["type"], e["laws"])
        for e in _27d(report)["effects"]
        if e["type"] in ("adjusted_score", "result_stands")
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_listed_after_the_found_revoke_question(tmp_path: Path, edition: str) -> None:
    data = _full(edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert _asked(report) == ["revoke_trick_won_by", "outcome_different"]
    assert all(q["source"] == "ruling" for q in report["questions"])
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_asked_once_the_revoke_is_answered(tmp_path: Path, edition: str) -> None:
    report = rule_json(_full(edition, WON_BY, AFTER), tmp_path)
    assert report["status"] == "awaiting_fact"
    assert _asked(report) == ["outcome_different"]
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_findings_given_while_the_revoke_waits_are_kept(
    tmp_path: Path, edition: str
) -> None:
    outcome: dict[str, Any] = {"fact": "outcome_different", "value": True}
    damaged: dict[str, Any] = {"fact": "damaged", "value": True}
    # the first 27D answer: the second 27D question now follows the revoke's
    report = rule_json(_full(edition, outcome), tmp_path)
    assert _asked(report) == ["revoke_trick_won_by", "damaged"]
    # both answered: 27D is decided, the revoke's question still waits
    report = rule_json(_full(edition, outcome, damaged), tmp_path)
    assert _asked(report) == ["revoke_trick_won_by"]
    law = "12C1b" if edition == "2017" else "12C1a"
    assert _decided(report) == [("adjusted_score", ["27D", law])]
    # and the revoke answered after them: nothing of 27D is asked again; the
    # found revoke leaves the director's 64C figure (the cards cannot measure
    # it), and the damage 27D found leaves the likely results to weigh (12C1)
    data = _full(edition, outcome, damaged, WON_BY, AFTER)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert _asked(report) == ["tricks_without_revoke", "outcomes"]
    assert _decided(report) == [("adjusted_score", ["27D", law])]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_same_result_found_before_the_revoke_answer(tmp_path: Path, edition: str) -> None:
    outcome: dict[str, Any] = {"fact": "outcome_different", "value": False}
    report = rule_json(_full(edition, outcome, WON_BY, AFTER), tmp_path)
    assert report["status"] == "complete"
    assert _decided(report) == [("result_stands", ["27D"])]


#: the same auction found by the director (spec §6: no deal), West's revoke
#: in trick 1 (his ♣3 on the diamond lead) found during the play, East on lead
#: in trick 2 when North claims
SITUATION_STEPS = {
    "2017": "S dir; fact artificial false; S ch reject; E 2H",
    "2007": "S dir; S ch reject; E 2H; fact artificial false",
}


def _situation(edition: str, *after: dict[str, Any]) -> dict[str, Any]:
    steps = events(
        f"{SITUATION_STEPS[edition]}; {PLAY}; S card D5; W card C3; N card D8; E card DK"
    )
    found: dict[str, Any] = {"fact": "revoke", "value": {"seat": "W", "trick": 1}}
    return {
        "edition": edition,
        "board": 1,
        "situation": {"auction": ["1S", "1H"]},
        "events": [*steps, found, *events(CLAIM), *after],
    }


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27d_listed_when_the_revoke_is_asked_first_at_the_end(
    tmp_path: Path, edition: str
) -> None:
    # the revoke's question comes at the end of the play, before 27D was
    # ever asked: 27D is listed after it
    data = _situation(edition)
    report = rule_json(data, tmp_path)
    assert _asked(report) == ["offending_side_tricks_after", "outcome_different"]
    clean_texts(data, tmp_path)
    tricks_after: dict[str, Any] = {"fact": "offending_side_tricks_after", "value": 1, "trick": 1}
    report = rule_json(_situation(edition, tricks_after), tmp_path)
    assert _asked(report) == ["outcome_different"]
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
