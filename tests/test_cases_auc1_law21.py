"""Law 21B (auc1), 2017 and 2007: a call changed after misinformation. The
table is judged with the changed call where it was made (the auction goes
on from it); the report and the text say what changed and under which law;
a change the Laws do not allow is kept without effect, with the reason.
Facts our own, from seed 000 (2017 Law 21) and 002 (2007 Law 21)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json

from bridgelaws import Table
from bridgelaws.record import TableRecord

EDITIONS = ["2017", "2007"]


def call(seat: str, name: str) -> dict[str, Any]:
    return {"by": seat, "call": name}


#: N 1NT, E 2D alerted and explained by West as diamonds (it shows both
#: majors); South passes, West passes; East corrects before the end of the
#: auction (20F5b) and the director lets South change his pass (21B1a).
MISEXPLAINED: list[dict[str, Any]] = [
    call("N", "1NT"),
    call("E", "2D"),
    {"by": "W", "alert": True, "of": 1},
    {"by": "W", "explain": "diamonds", "of": 1, "to": "S"},
    call("S", "Pass"),
    call("W", "Pass"),
    {"by": "E", "correct": "both majors", "of": 1},
]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_changed_pass_the_auction_goes_on(tmp_path: Path, edition: str) -> None:
    events = [*MISEXPLAINED, {"by": "S", "change": "X", "of": 4}]
    events += [call("N", "Pass"), call("E", "2H"), call("S", "Pass")]
    events += [call("W", "Pass"), call("N", "Pass")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []  # East's 2H is no call after the final pass
    assert report["contract"] == "2H" and report["declarer"] == "E"
    changed = report["changed_calls"]
    assert [(c["event"], c["by"], c["first"], c["call"]) for c in changed] == [
        (4, "S", "Pass", "X")
    ]
    info = "16C" if edition == "2017" else "16D"
    assert changed[0]["laws"] == ["21B1a", info]
    out = texts(data, tmp_path)
    assert "South changed pass to double after misinformation" in out["en"]
    assert "Zuid wijzigde pas in doublet na verkeerde uitleg" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b2_lho_changes_his_later_call(tmp_path: Path, edition: str) -> None:
    # After South's change, West (his left-hand opponent) takes back his
    # pass and bids 2H (21B2), although East, his partner, has not called
    # since: the auction goes on from 2H.
    events = [*MISEXPLAINED, {"by": "S", "change": "X", "of": 4}]
    events += [{"by": "W", "change": "2H", "of": 5}]
    events += [call("N", "Pass"), call("E", "Pass"), call("S", "Pass")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["contract"] == "2H" and report["declarer"] == "W"
    laws = [c["laws"][0] for c in report["changed_calls"]]
    assert laws == ["21B1a", "21B2"]
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_too_late_once_partner_has_called(tmp_path: Path, edition: str) -> None:
    # North has passed after South's pass: South may no longer change it
    # (21B1a); the call stands and damage is judged at the end (21B3).
    events = [*MISEXPLAINED[:6], call("N", "Pass"), MISEXPLAINED[6]]
    events += [{"by": "S", "change": "X", "of": 4}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert "changed_calls" not in report
    assert report["without_effect"][0]["event"] == 8
    assert report["contract"] == "2D" and report["declarer"] == "E"
    out = texts(data, tmp_path)
    assert "his partner has called since (21B1a)" in out["en"]


def test_law_21b1a_only_the_caller_changes(tmp_path: Path) -> None:
    events = [*MISEXPLAINED, {"by": "N", "change": "X", "of": 4}]
    report = rule_json(record(events), tmp_path)
    assert "changed_calls" not in report
    assert report["without_effect"][0]["by"] == "N"


def test_law_21b1a_change_applied_at_the_table_equals_the_replay() -> None:
    # The web app applies events one by one: the state after the change is
    # the one a replay of the whole record gives.
    events = [*MISEXPLAINED, {"by": "S", "change": "X", "of": 4}, call("N", "Pass")]
    data = record(events)
    whole = Table.from_record(TableRecord.loads(json.dumps(data)))
    step = Table.from_record(TableRecord.loads(json.dumps(record(events[:7]))))
    for event in TableRecord.loads(json.dumps(data)).events[7:]:
        step.apply(event)
    assert step.report() == whole.report()
    assert [c for _s, c in step.auction.calls][2].name == "X"
    assert len(step.record.events) == len(events)
