"""2007 Law 26A1, settled at the end of the auction. East's insufficient 1H
is refused and replaced by a call that silences West (27B2); the withdrawn
1H named hearts only (26A). If East names hearts again in the legal auction,
there is no lead restriction at all (26A1): the ruling says so when the
auction ends, and nothing stays in force for West. If he does not, declarer
may require or forbid a heart at West's first lead (26A2a, 26A2b). 2017 26B
differs: declarer may forbid any suit East did not name legally. Facts our
own, from seed 002 (2007 26A) and seed 000 (2017 26B).

Board 1: North deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

#: East's 1H refused, replaced by 3C (not comparable): West passes throughout
E_27B2 = "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3C; fact comparable false"


def _leads(report: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [
        (o["seat"], o.get("kind")) for o in report["obligations"] if o["type"] == "lead_restriction"
    ]


def _lead_rulings(report: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in report["rulings"] if r["irregularity"] == "lead_restriction"]


def test_law_26a1_2007_hearts_named_again_no_restriction_at_auction_end(tmp_path: Path) -> None:
    data = record(
        script(f"{E_27B2}; S Pass; W Pass; N 3S; E 4H; S 4S; W Pass; N Pass; E Pass"), "2007"
    )
    report = rule_json(data, tmp_path)
    assert (report["status"], report["contract"], report["declarer"], report["next"]) == (
        "play",
        "4S",
        "N",
        "E",
    )
    assert _leads(report) == []
    [ruling] = _lead_rulings(report)
    assert (ruling["offender"], ruling["laws"], ruling["chooser"], ruling["options"]) == (
        "E",
        ["26A1"],
        None,
        [],
    )
    out = clean_texts(data, tmp_path)
    assert "no lead restriction (26A1)" in out["en"]
    assert "geen voorspeelbeperking (26A1)" in out["nl"]


def test_law_26a1_2007_settled_whoever_leads_first(tmp_path: Path) -> None:
    # the opening lead is East's own; West's first lead comes later: still
    # settled at once, and West's later lead is free
    events = script(
        f"{E_27B2}; S Pass; W Pass; N 3S; E 4H; S 4S; W Pass; N Pass; E Pass; "
        "E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; N card D9; "
        "E card H3; S card HA; W card H2; N card H4; S card DJ; W card D7; N card DT; E card DQ"
    )
    report = rule_json(record(events, "2007"), tmp_path)
    assert _leads(report) == [] and len(_lead_rulings(report)) == 1
    assert report["status"] == "play"


def test_law_26a2_2007_hearts_not_named_again_declarer_chooses_at_wests_lead(
    tmp_path: Path,
) -> None:
    # East never bids hearts again; West is on lead (South declares 4S)
    data = record(
        script(f"{E_27B2}; S Pass; W Pass; N 3S; E Pass; S 4S; W Pass; N Pass; E Pass"), "2007"
    )
    report = rule_json(data, tmp_path)
    assert report["declarer"] == "N" and report["next"] == "E"
    assert _leads(report) == [("W", "pending_choice")]
    assert _lead_rulings(report) == []
    clean_texts(data, tmp_path)


def test_law_26a2_2007_west_on_opening_lead_declarer_requires_or_forbids_hearts(
    tmp_path: Path,
) -> None:
    # East's 1H refused over 1S, replaced by 3D; South declares 4C and West,
    # silenced throughout, is on opening lead: declarer chooses now (26A2)
    data = record(
        script(
            "N Pass; E 1S; S 2C; W Pass; N Pass; E 1H; S dir; fact artificial false; "
            "S ch reject; E 3D; fact comparable false; S 4C; W Pass; N Pass; E Pass"
        ),
        "2007",
    )
    report = rule_json(data, tmp_path)
    assert (report["declarer"], report["status"]) == ("S", "awaiting_choice")
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["chooser"], ruling["laws"]) == (
        "lead_restriction",
        "S",
        ["26A"],
    )
    assert {o["code"] for o in ruling["options"]} == {
        "require_suit:H",
        "prohibit_suit:H",
        "no_restriction",
    }
    clean_texts(data, tmp_path)


def test_law_26b_2017_no_end_of_auction_settling(tmp_path: Path) -> None:
    # 2017 26B: declarer may still forbid a suit East did not name (not hearts,
    # which he named): the choice waits for West's first lead
    data = record(
        script(f"{E_27B2}; S Pass; W Pass; N 3S; E 4H; S 4S; W Pass; N Pass; E Pass"), "2017"
    )
    report = rule_json(data, tmp_path)
    assert _leads(report) == [("W", "pending_choice")] and _lead_rulings(report) == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", ["2007"])
def test_law_26a1_2007_offender_becomes_declarer_no_restriction(
    tmp_path: Path, edition: str
) -> None:
    # East's side buys the contract: Law 26 binds only a defender
    data = record(script(f"{E_27B2}; S Pass; W Pass; N Pass"), edition)
    report = rule_json(data, tmp_path)
    assert (report["contract"], report["declarer"]) == ("3C", "E")
    assert _leads(report) == [] and _lead_rulings(report) == []
