"""Cases for thin sub-laws of 60-71, both editions (2017 seed 000, 2007
seed 002 read alike here), the expected answers written from the seeds
before they were run. Own cases (helper trick).

- 60B: after declarer was required to take back his lead from the wrong hand
  (55B2), a card a defender plays before declarer leads from the right hand
  is a major penalty card; the existing case has West (the defender who
  chose) lead; here East plays.
- 66B: declarer or a defender may look at (not show) his own last card
  until his side has played to the next trick; later it is an inspection of
  a quitted trick without the director's instruction (66C: no
  rectification, a procedural penalty possible, 90A)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, check_record, events
from rule_cases import record

# Deal (rule_cases.DEAL): N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654,
# S J76.AT98.J65.QJ7, W 543.7652.743.T98. South plays 1H, North is dummy.

#: trick 1: dummy wins with the club ace
NORTH_WINS_T1 = "W card CT; N card CA; E card C4; S card C7"
#: trick 1: South wins with the club queen and is on lead
SOUTH_WINS_T1 = "W card CT; N card C2; E card C4; S card CQ"


def _inspected(trick: int, by: str) -> dict[str, Any]:
    return {"fact": "inspected_trick", "value": trick, "by": by}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60b_the_other_defender_plays_before_declarer_leads_from_dummy(
    tmp_path: Path, edition: str
) -> None:
    # dummy won trick 1; South leads the spade jack from hand, West has it
    # taken back (55B2); East puts down the diamond two before declarer leads
    # from dummy: a major penalty card (60B, 50), dummy still to lead
    text = f"{ONE_HEART}; {NORTH_WINS_T1}; S card SJ; W dir; W ch reject; E card D2"
    report, nl, en = check_record(record(events(text), edition), tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert report["rulings"][-1]["laws"] == ["60B"]
    assert report["rulings"][-1]["offender"] == "E"
    assert [(o["seat"], o["card"], o["kind"]) for o in report["obligations"]] == [
        ("E", "D2", "major")
    ]
    assert "grote strafkaart ♦2" in nl and "major penalty card ♦2" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66b_own_last_card_before_his_side_plays_on(tmp_path: Path, edition: str) -> None:
    # South has led to trick 2; West, whose side has not played to it yet,
    # looks at his own card of trick 1: his right (66B), nothing to rule
    listed = [*events(f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5"), _inspected(1, "W")]
    report, _, _ = check_record(record(listed, edition), tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert report["status"] == "play" and report["next"] == "W"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_66b_too_late_once_partner_played_to_the_next_trick(
    tmp_path: Path, edition: str
) -> None:
    # West has played to trick 2: East may no longer look at his card of
    # trick 1 (66B) without the director (66C); no rectification, 90A
    listed = [
        *events(f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3"),
        _inspected(1, "E"),
    ]
    report, nl, en = check_record(record(listed, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "inspected_trick" and ruling["offender"] == "E"
    assert ruling["laws"] == ["66C"]
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [
        ("procedural_penalty_possible", ["90A"])
    ]
    assert report["status"] == "play" and report["next"] == "N"
    assert "(66A, 66B, 66C)" in nl and "(66A, 66B, 66C)" in en
