"""Obligations in force said to the table once each (helper play1): the
26B choice still to come is one line in what stays in force, not the
ruling's effect and the obligation both; the report's obligations list it
once too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rule_cases import clean_texts, record, rule_json, script

from bridgelaws.instruction import in_force
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

# West bids an insufficient 1C twice over and replaces it by a pass each
# time (27B2): East, the opening leader against North's 2S, is subject to 26B
TWICE_27B2 = script(
    "N 1C; E 1D; S 1H; W 1C; N dir; N ch reject; W Pass; N 1S; E Pass; S 2S; "
    "W 2D; N dir; N ch reject; W Pass; N Pass; E Pass"
)


def _table(events: list[dict[str, Any]]) -> Table:
    return Table.from_record(TableRecord.from_json(record(events)))


def test_law_26b_pending_choice_said_once_in_force(tmp_path: Path) -> None:
    table = _table(TWICE_27B2)
    for lang in ("nl", "en", "de"):
        said = [m.render(lang) for m in in_force(table)]
        assert len([line for line in said if "26B" in line]) == 1, said
    en = [m.render("en") for m in in_force(table)]
    assert (
        "26B: declarer may prohibit one suit at East's first lead (not a suit West named "
        "in the legal auction)." in en
    )
    report = rule_json(record(TWICE_27B2), tmp_path)
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "N"
    assert report["obligations"] == [
        {
            "type": "lead_restriction",
            "seat": "E",
            "laws": ["26B"],
            "kind": "pending_choice",
            "chooser": "N",
        }
    ]
    texts = clean_texts(record(TWICE_27B2), tmp_path)
    assert texts["en"].count("(26B)") >= 1


def test_law_26b_during_the_auction_said_as_a_possibility() -> None:
    # before the auction ends nobody knows West will defend
    events = TWICE_27B2[:-2]
    said = [m.render("en") for m in in_force(_table(events))]
    assert any(line.startswith("26B: if West becomes a defender") for line in said), said


def test_law_26b_once_chosen_only_the_restriction_is_said() -> None:
    table = _table([*TWICE_27B2, {"by": "N", "choose": "prohibit_suit:H"}])
    said = [m.render("en") for m in in_force(table)]
    assert [line for line in said if "26B" in line] == [
        "East may not lead hearts while he keeps the lead (26B)"
    ], said
