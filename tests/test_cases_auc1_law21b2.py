"""Law 21B2 (auc1), 2017 and 2007: after a call changed under 21B1a the
changer's left-hand opponent may change a call he made since; when the
change made that call illegal (now insufficient, a double of nothing) it is
withdrawn and he must call again, without rectification. Facts our own,
from seed 000 (2017 Law 21B2: 16C applies) and 002 (2007 Law 21B2: 16D only
if the withdrawn call damaged the opponents)."""

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


def misexplained(west: str) -> list[dict[str, Any]]:
    """N 1NT, E 2D explained by West as diamonds (it shows both majors), S
    passes, West calls ``west``, then East corrects (20F5b)."""
    return [
        call("N", "1NT"),
        call("E", "2D"),
        {"by": "W", "alert": True, "of": 1},
        {"by": "W", "explain": "diamonds", "of": 1, "to": "S"},
        call("S", "Pass"),
        call("W", west),
        {"by": "E", "correct": "both majors", "of": 1},
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b2_later_call_made_insufficient_is_called_again(
    tmp_path: Path, edition: str
) -> None:
    # South changes his pass to 3C: West's 2H no longer supersedes the last
    # bid. It is no insufficient bid (27): West calls again (21B2).
    events = [*misexplained("2H"), {"by": "S", "change": "3C", "of": 4}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert report["status"] == "auction" and report["next"] == "W"
    offered = report["changed_calls"][0]["lho_may_change"]
    info = "16C" if edition == "2017" else "16D"
    assert [(o["event"], o["by"], o["call"], o["must"], o["laws"]) for o in offered] == [
        (5, "W", "2H", True, ["21B2", info])
    ]
    out = texts(data, tmp_path)
    assert "West's 2♥ is not legal after South's change: it is withdrawn" in out["en"]
    assert "2♥ van West is na de wijziging door Zuid niet meer regelmatig" in out["nl"]
    # West bids 3H and the auction ends: West declares 3H, no irregularity
    events += [call("W", "3H"), call("N", "Pass"), call("E", "Pass"), call("S", "Pass")]
    report = rule_json(record(events, edition), tmp_path)
    assert report["irregularities"] == []
    assert (report["contract"], report["declarer"]) == ("3H", "W")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b2_the_same_insufficient_bid_again_is_law_27(tmp_path: Path, edition: str) -> None:
    events = [*misexplained("2H"), {"by": "S", "change": "3C", "of": 4}, call("W", "2H")]
    report = rule_json(record(events, edition), tmp_path)
    assert [(i["irregularity"], i["offender"], i["event"]) for i in report["irregularities"]] == [
        ("insufficient_bid", "W", 8)
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b2_legal_later_call_may_be_changed(tmp_path: Path, edition: str) -> None:
    # South changes his pass to a double: West's pass is still legal; he may
    # change it while nobody has called since, and it stands once North calls
    events = [*misexplained("Pass"), {"by": "S", "change": "X", "of": 4}]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["next"] == "N"
    offered = report["changed_calls"][0]["lho_may_change"]
    assert [(o["by"], o["call"], o["must"], o["open"]) for o in offered] == [
        ("W", "Pass", False, True)
    ]
    out = texts(data, tmp_path)
    assert "West may now change his pass, made after South's call" in out["en"]
    events.append(call("N", "Pass"))
    data = record(events, edition)
    offered = rule_json(data, tmp_path)["changed_calls"][0]["lho_may_change"]
    assert offered[0]["open"] is False
    assert "West did not change his pass after South's change (21B2)" in texts(data, tmp_path)["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b2_lho_changes_it_himself(tmp_path: Path, edition: str) -> None:
    # West uses his 21B2 right on the made-insufficient 2H: a change to 3H
    events = [*misexplained("2H"), {"by": "S", "change": "3C", "of": 4}]
    events.append({"by": "W", "change": "3H", "of": 5})
    report = rule_json(record(events, edition), tmp_path)
    assert report["irregularities"] == [] and report["next"] == "N"
    assert [c["laws"][0] for c in report["changed_calls"]] == ["21B1a", "21B2"]
    assert "lho_may_change" not in report["changed_calls"][0]


def test_law_21b2_double_of_nothing_after_the_change() -> None:
    # N 1NT, E 2D (misexplained), S 2H, W X (of 2H); South changes 2H to
    # Pass: West's double now doubles his partner's bid, so he calls again
    events = [*misexplained("X"), {"by": "S", "change": "Pass", "of": 4}]
    events[4] = call("S", "2H")
    table = Table.from_record(TableRecord.loads(json.dumps(record(events))))
    assert table.irregularities == []
    assert table.next is not None and table.next.letter == "W"
    assert [o.must for o in table.change_offers] == [True]


def test_law_21b2_applied_at_the_table_equals_the_replay() -> None:
    events = [*misexplained("2H"), {"by": "S", "change": "3C", "of": 4}, call("W", "3H")]
    data = record(events)
    whole = Table.from_record(TableRecord.loads(json.dumps(data)))
    step = Table.from_record(TableRecord.loads(json.dumps(record(events[:7]))))
    for event in TableRecord.loads(json.dumps(data)).events[7:]:
        step.apply(event)
    assert step.report() == whole.report()
    assert step.next is not None and step.next.letter == "N"
