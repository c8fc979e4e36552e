"""Rubber rule 55(6), its footnote (seed 001): when a revoke trick was won
by the side that did not revoke and the players cannot make out the order
of the tricks, the number of tricks transferred is what a majority of the
players decide; failing a majority, the side that did not revoke decides.
Recorded as the fact ``revoke_tricks_decided`` (``majority`` or ``by``).

The deal (rule_cases.DEAL): North ♠AK2 ♥QJ4 ♦T98 ♣AK32, East ♠QT98 ♥K3
♦AKQ2 ♣654, South ♠J76 ♥AT98 ♦J65 ♣QJ7, West ♠543 ♥7652 ♦743 ♣T98.
North plays 1NT. Trick 1: East ♣4, South ♣7, West ♥2 (a revoke: he holds
♣T98), North ♣A wins it; trick 2: North ♠A, East ♠8, South ♠6, West ♠3
(established, 55(2)(a)). North claims nine tricks, agreed: by the record
East-West won four from the revoke on, and 55(6) transfers two.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_refused, script

PLAY = (
    "N 1NT; E Pass; S Pass; W Pass; E card C4; S card C7; W card H2; N card CA; "
    "N card SA; E card S8; S card S6; W card S3"
)
CLAIM = [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]


def decided(tricks: Any, **who: Any) -> dict[str, Any]:
    return {"fact": "revoke_tricks_decided", "value": tricks, **who}


def _data(*extra: dict[str, Any]) -> dict[str, Any]:
    return record([*script(PLAY), *CLAIM, *extra], "rubber")


def _revoke_line(text: str) -> str:
    return next(line for line in text.splitlines() if "West" in line and "55(2)" in line)


def test_rubber_rule_55_6_by_the_order_of_the_tricks_two(tmp_path: Path) -> None:
    report = rule_json(_data(), tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}


def test_rubber_rule_55_6_footnote_the_majority_decides(tmp_path: Path) -> None:
    data = _data(decided(1, majority=True))
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    # 1NT with three overtricks: 30 below, 40 + 30 + 40 above
    assert report["score"] == {"NS": 140, "EW": 0}
    notes = [(n["note"], n["by"], n["laws"]) for n in report["notes"]]
    assert notes == [("revoke_tricks_decided", None, ["55(6)"])]
    texts = clean_texts(data, tmp_path)
    assert (
        "by a majority they decided that East-West transfers 1 trick to North-South (55(6))."
    ) in texts["en"]
    assert (
        "bij meerderheid besloten zij dat Oost-West 1 slag overdraagt aan Noord-Zuid"
        in (texts["nl"])
    )
    assert "1 trick transferred (55(6))" in _revoke_line(texts["en"])
    assert "1 slag overgedragen (55(6))" in _revoke_line(texts["nl"])


def test_rubber_rule_55_6_footnote_without_majority_the_non_offenders_decide(
    tmp_path: Path,
) -> None:
    data = _data(decided(0, by="S"))
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert [(n["note"], n["by"]) for n in report["notes"]] == [("revoke_tricks_decided", "S")]
    texts = clean_texts(data, tmp_path)
    assert (
        "North-South, the side that did not revoke, decided that East-West transfers 0 tricks"
        in (texts["en"])
    )
    assert "Noord-Zuid, de niet-overtredende partij, besliste dat Oost-West 0 slagen" in texts["nl"]


def test_rubber_rule_55_6_footnote_the_last_decision_holds(tmp_path: Path) -> None:
    report = rule_json(_data(decided(1, majority=True), decided(2, by="N")), tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]


@pytest.mark.parametrize(
    ("fact", "words"),
    [
        # the revoking side has no say without a majority
        (decided(1, by="E"), "Oost hoort bij de partij die verzaakte"),
        # two for the first revoke is the most it can cost
        (
            decided(3, majority=True),
            "3 slagen is meer dan de verzakingen van OW kunnen kosten: hoogstens 2",
        ),
        # who decided must be said
        (decided(1), 'zeg wie besliste: "majority": true'),
        (decided("two", majority=True), "is geen aantal slagen"),
    ],
    ids=["revoking_side", "more_than_the_penalty", "nobody", "not_a_number"],
)
def test_rubber_rule_55_6_footnote_a_decision_the_rule_does_not_allow_is_refused(
    fact: dict[str, Any], words: str, tmp_path: Path
) -> None:
    assert words in rule_refused(_data(fact), tmp_path)


def test_rubber_rule_55_6_footnote_nothing_to_decide_without_a_penalised_revoke(
    tmp_path: Path,
) -> None:
    clean = record(
        [
            *script("N 1NT; E Pass; S Pass; W Pass; E card C4; S card C7; W card C8; N card CA"),
            *CLAIM,
            decided(1, majority=True),
        ],
        "rubber",
    )
    assert "geen verzaking kost slagen volgens 55(6)" in rule_refused(clean, tmp_path)


def test_rubber_rule_55_6_footnote_only_after_the_play(tmp_path: Path) -> None:
    during = record([*script(PLAY), decided(1, majority=True)], "rubber")
    assert "the tricks the revokes cost, as the side that did not revoke decided: " in (
        rule_refused(during, tmp_path, "en")
    )
