"""64C after a revoke the cards cannot measure although every card is known:
a broken lead restriction (50D2a with 61A: no "followed suit" to compare
with) and a revoke 67B1 deems made (no card at all). The director is asked
his own figure (fact ``tricks_without_revoke``), and the figure decides the
adjusted score (2017 64C1, 2007 64C). Both editions, JSON and nl/en text;
own cases (helper trick), the lead-restriction deal retold from the EBL
course situation play2 used."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, agreed, check_record, events
from rule_cases import DEAL, _run

FIGURE = "tricks_without_revoke"

COURSE_DEAL = "N:Q743.A6.854.K532 J.987543.A92.JT9 AK852.KQT2.JT3.A T96.J.KQ76.Q8764"
#: East leads out of turn, South has it retracted and requires West to lead
#: hearts (50D2a); West, holding the heart jack, leads diamonds and wins:
#: a revoke (61A) established by his later play (63A1)
COURSE_PLAY = (
    "N P; E P; S 1S; W P; N 2NT; E P; S 4S; W P; N P; E P; "
    "E card H9; S dir; S ch require_retraction; S ch require_suit:H; "
    "W card DK; N card D4; E card D2; S card D3; "
    "W card D6; N card D5; E card DA; S card DT; "
    "E card D9; S card DJ; W card DQ; N card D8; "
    "W card D7; N card C2; E card SJ; S card SA"
)
#: tricks 2 and 3 after South won trick 1: both sides have played on, then
#: West is found not to have played to trick 1 (67B1a)
PLAYED_ON = (
    f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card SA; E card S8; "
    "N card S2; E card S9; S card S7; W card S4"
)
DEFECTIVE = f"{PLAYED_ON}; W defective 1; W ch card:CT; {agreed('S', 9)}"


def _data(text: str, edition: str, *more: dict[str, Any], **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"edition": edition, "board": 1, "events": [*events(text), *more]}
    out["deal"] = extra.get("deal", DEAL)
    return out


def _figure(value: int) -> dict[str, Any]:
    return {"fact": FIGURE, "value": value}


def _law(edition: str) -> str:
    return "64C1" if edition == "2017" else "64C"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_broken_lead_restriction_asks_the_directors_figure(
    tmp_path: Path, edition: str
) -> None:
    data = _data(f"{COURSE_PLAY}; {agreed('S', 9)}", edition, deal=COURSE_DEAL)
    report, nl, en = check_record(data, tmp_path)
    assert report["status"] == "complete"
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    question = report["rulings"][-1]["question"]
    assert question["fact"] == FIGURE and question["laws"] == ["64C"]
    assert report["rulings"][-1]["irregularity"] == "revoke"
    assert "How many tricks would North-South have won had the revoke not occurred? (64C)" in en
    assert "Hoeveel slagen zou Noord-Zuid hebben gemaakt als de verzaking niet had" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_broken_lead_restriction_figure_above_the_transfer(
    tmp_path: Path, edition: str
) -> None:
    # the transfer gives North-South 11; without the revoke they would have
    # won all 13 (West's heart lead sets up nothing): two more by 64C
    data = _data(f"{COURSE_PLAY}; {agreed('S', 9)}", edition, _figure(13), deal=COURSE_DEAL)
    report, nl, en = check_record(data, tmp_path)
    assert report["adjustments"] == [
        {"law": "64A1", "to": "NS", "tricks": 2},
        {"law": _law(edition), "to": "NS", "tricks": 2},
    ]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert all(r.get("question") is None for r in report["rulings"])
    law = _law(edition)
    assert f"would have won 13 tricks: the difference is given as an adjusted score ({law})" in en
    assert "(double dummy)" not in en
    assert f"het verschil wordt toegekend als arbitrale score ({law})" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_broken_lead_restriction_figure_made_good_by_the_transfer(
    tmp_path: Path, edition: str
) -> None:
    data = _data(f"{COURSE_PLAY}; {agreed('S', 9)}", edition, _figure(10), deal=COURSE_DEAL)
    report, _, en = check_record(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert "the transfer makes good the damage" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_67b1_deemed_revoke_asks_figure_and_redress(tmp_path: Path, edition: str) -> None:
    report, nl, en = check_record(_data(DEFECTIVE, edition), tmp_path)
    assert report["adjustments"] == [{"law": "67B1a", "to": "NS", "tricks": 1}]
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "defective_trick"
    assert ruling["question"]["fact"] == FIGURE
    # a deemed revoke is a revoke: 64C may still adjust, said after the transfer
    assert [(e["type"], e["laws"]) for e in ruling["effects"]][-2:] == [
        ("tricks_transferred_after_play", ["67B1a", "64A2"]),
        ("adjusted_score_possible", ["64C"]),
    ]
    assert "the director's 64C figure is asked" in en
    assert "de wedstrijdleider kan de score arbitraal aanpassen (64C)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_67b1_deemed_revoke_directors_figure_adjusts(tmp_path: Path, edition: str) -> None:
    # one trick moved (67B1a): North-South have 10; the director finds 11
    report, nl, en = check_record(_data(DEFECTIVE, edition, _figure(11)), tmp_path)
    assert report["adjustments"] == [
        {"law": "67B1a", "to": "NS", "tricks": 1},
        {"law": _law(edition), "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["rulings"][0].get("question") is None
    assert "(double dummy)" not in en and "dubbel dummy" not in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64c_67b1_figure_without_a_revoke_on_the_board_is_refused(
    tmp_path: Path, edition: str
) -> None:
    # a 67A1 defective trick put right in time is no revoke: the figure is refused
    text = f"{ONE_HEART}; W card CT; N card C2; E card C4; S card CQ; S card S6; W defective 1"
    data = _data(text, edition, _figure(9))
    with pytest.raises(AssertionError, match="no revoke on this board"):
        _run(data, ["--json", "--lang", "en"], tmp_path)
