"""Dummy's limitations with no case named after them (trick15b, item 4):
43A1c and 43A2 (a-c), both editions (seed 000 and 002 read alike).
Expectations written from the seeds before the cases were run:

* 43A1c: dummy may not take part in the play nor tell declarer anything
  about it; a play he suggests is ruled under 45F: play goes on unchanged
  and the score may be adjusted at the end if the defenders were damaged.
* 43A2 (a: exchanging hands with declarer, b: leaving his seat to watch
  declarer, c: looking at a defender's cards): once dummy has done one of
  these and then is the first to draw attention to a defender's
  irregularity, there is no rectification and play goes on as if none had
  happened; an advantage the defenders gained is taken from their score only
  (43B3); dummy may get a procedural penalty (43B1, 90). Not having done so,
  his drawing attention during the play is still an infraction (43A1b,
  43B1), and the defender's irregularity is ruled as usual (53).

4♥ by South after five tricks (North-South three), West to lead; the hands
are unknown (spec §6).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import ev
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]
WEST_TO_LEAD: dict[str, Any] = {
    "contract": "4H",
    "declarer": "S",
    "tricks": {"NS": 3, "EW": 2},
    "leader": "W",
}


def _ruling(report: dict[str, Any], code: str) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == code)


def _dummy_calls(edition: str, breached: bool) -> dict[str, Any]:
    """East leads out of turn; dummy draws attention to it; the director
    finds whether dummy had looked at a defender's cards (43A2c) first."""
    return sit(
        WEST_TO_LEAD,
        ev("E card S5; N dir", [fact("dummy_breached_43a2", breached)]),
        edition,
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a2c_dummy_looked_then_drew_attention_no_rectification(
    edition: str, tmp_path: Path
) -> None:
    data = _dummy_calls(edition, True)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    ruling = _ruling(report, "dummy_drew_attention")
    assert ruling["offender"] == "N"
    assert ruling["laws"] == ["43A1b", "43B3"]
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [
        ("procedural_penalty_possible", ["43B1", "90"]),
        ("no_rectification", ["43B3"]),
        ("split_score_possible", ["43B3", "12B1"]),
    ]
    assert ruling["options"] == []
    # East's lead stands as if in turn: South plays next
    assert report["status"] == "play"
    assert report["next"] == "S"
    assert "in the score of East's side only (43B3, 12B1)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a2c_dummy_did_not_look_the_lead_is_ruled_as_usual(
    edition: str, tmp_path: Path
) -> None:
    data = _dummy_calls(edition, False)
    report = rule_json(data, tmp_path)
    clean_texts(data, tmp_path)
    attention = _ruling(report, "dummy_drew_attention")
    assert attention["laws"] == ["43A1b"]
    assert [e["type"] for e in attention["effects"]] == ["procedural_penalty_possible"]
    lead = _ruling(report, "lead_out_of_turn")
    assert lead["offender"] == "E"
    assert lead["chooser"] == "S"
    assert [o["code"] for o in lead["options"]] == ["accept", "reject"]
    assert report["status"] == "awaiting_choice"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a1c_dummy_suggests_a_play_45f(edition: str, tmp_path: Path) -> None:
    # West leads; dummy points at a card before declarer names one
    data = sit(WEST_TO_LEAD, ev("W card S5", [fact("dummy_suggested", True)]), edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    ruling = _ruling(report, "dummy_suggested_play")
    assert ruling["offender"] == "N"
    assert ruling["laws"] == ["45F"]
    assert [(e["type"], e["laws"]) for e in ruling["effects"]] == [
        ("adjusted_score_possible", ["45F"])
    ]
    assert report["status"] == "play"
    assert report["next"] == "N"
    assert "play goes on without change" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_43a1c_dummy_suggests_and_play_goes_on(edition: str, tmp_path: Path) -> None:
    # after dummy's suggestion declarer plays on from dummy and East follows:
    # nothing is undone, the possible adjustment waits for the end (45F)
    data = sit(
        WEST_TO_LEAD,
        ev("W card S5", [fact("dummy_suggested", True)], "N card S2 named; E card S9"),
        edition,
    )
    report = rule_json(data, tmp_path)
    clean_texts(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "S"
    assert [i["irregularity"] for i in report["irregularities"]] == ["dummy_suggested_play"]
