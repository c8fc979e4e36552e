"""Laws 36-39 cases (auc1), 2017 and 2007: inadmissible doubles, calls by a
player who must pass, bids above seven, calls after the final pass. Each case
is a table record run through ``bridgelaws rule --json`` and the nl/en text;
the facts are our own, written from seed 000 (2017) and 002/003 (2007)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]


def effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, tuple[str, ...]]]:
    return [(e["type"], e.get("seat"), tuple(e["laws"])) for e in ruling["effects"]]


def must_pass(report: dict[str, Any]) -> list[tuple[str, str, str]]:
    return sorted(
        (o["seat"], o["scope"], o["laws"][0])
        for o in report["obligations"]
        if o["type"] == "must_pass"
    )


# -- 36 ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36b2_double_of_partners_bid_in_turn(tmp_path: Path, edition: str) -> None:
    # South doubles his partner's 1S in turn; West calls the director at once.
    # The double is cancelled, South calls again, North passes for the rest of
    # the auction; Law 26 may cost North his first lead (2017 26B, 2007 26).
    events = script("N 1S; E Pass; S X; W dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["36", "36B", "36B2"] and ruling["options"] == []
    assert report["next"] == "S"
    assert must_pass(report) == [("N", "rest_of_auction", "36B2")]
    lead = "26B" if edition == "2017" else "26"
    assert ("lead_restriction_possible", "N", (lead,)) in effects(ruling)
    out = texts(data, tmp_path)
    assert "North must pass for the rest of the auction" in out["en"]
    assert "Noord moet passen tot het einde van de bieding" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36a_lho_called_over_it(tmp_path: Path, edition: str) -> None:
    # West passes over South's double of his partner's bid before anyone
    # notices: the double and West's pass are cancelled, the auction goes back
    # to South, and there is no rectification (no forced pass, no Law 26).
    events = script("N 1S; E Pass; S X; W Pass; N dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["36", "36A"]
    assert ("later_calls_cancelled", None, ("36A",)) in effects(ruling)
    assert report["next"] == "S" and report["obligations"] == []
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36b4_inadmissible_double_out_of_rotation(tmp_path: Path, edition: str) -> None:
    # South doubles North's 1S at East's turn: inadmissible and out of
    # rotation. The auction goes back to East; South may make any legal call
    # at his turn; North passes for the rest of the auction.
    events = script("N 1S; S X; E dir; E 2H")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["36", "36B", "36B4"]
    assert report["next"] == "S"
    assert must_pass(report) == [("N", "rest_of_auction", "36B4")]
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36_redouble_noticed_after_the_opening_lead(tmp_path: Path, edition: str) -> None:
    # West redoubles his partner's double of 1S; three passes, East leads the
    # ace of diamonds, then South calls the director. The auction period is
    # over: the lead stands and the contract is 1S doubled, not redoubled.
    # 2017: 36C. 2007 Law 36 has no C: the auction cannot be reopened after the
    # opening lead (22B1) and the contract counts only legal doubles (19D).
    events = script("N 1S; E X; S Pass; W XX; N Pass; E Pass; S Pass; E card DA; S dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["contract"] == "1SX" and report["declarer"] == "N"
    assert report["status"] == "play" and report["next"] == "S"  # dummy plays to the lead
    ruling = report["rulings"][-1]
    assert ruling["laws"] == (["36", "36C"] if edition == "2017" else ["22B1", "19D"])
    assert report["obligations"] == []
    out = texts(data, tmp_path)
    assert "only after the opening lead was faced" in out["en"]
    assert "Pas nadat de uitkomst open op tafel lag" in out["nl"]


# -- 37 ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37b_bid_by_a_barred_player_and_two_obligations(tmp_path: Path, edition: str) -> None:
    # East shows the queen of spades (24B: West passes at his next turn); East
    # then bids 2H himself and South refuses nothing: West, barred, bids 3H.
    # 37B: 3H becomes a pass (which pays the once-only pass) and East and West
    # pass for the rest of the auction.
    events = script("N 1S; E exp SQ; S dir; E 2H; S 3S; W 4H; N dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    last = report["rulings"][-1]
    assert last["irregularity"] == "call_when_required_to_pass" and last["offender"] == "W"
    assert must_pass(report) == [
        ("E", "rest_of_auction", "37B"),
        ("W", "rest_of_auction", "37B"),
    ]
    assert report["next"] == "N"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37a_lho_called_over_the_barred_call(tmp_path: Path, edition: str) -> None:
    # The same, but North calls 4S over West's 4H before anyone notices: 37A,
    # West's 4H stands; his once-only pass is spent, nothing else binds.
    events = script("N 1S; E exp SQ; S dir; E 2H; S 3S; W 4H; N 4S")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    barred = report["irregularities"][-1]
    assert barred["irregularity"] == "call_when_required_to_pass" and barred["accepted"] is True
    assert must_pass(report) == []
    out = texts(data, tmp_path)
    assert "accepted by action (37A)" in out["en"]


# -- 38 ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_38_bid_above_seven(tmp_path: Path, edition: str) -> None:
    # East bids 8H over 1S: cancelled and replaced by a pass; East and West pass
    # for the rest of the auction; Law 26 for West's lead (38D).
    events = script("N 1S; E 8H; S dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["38"] and report["next"] == "S"
    assert ("replaced_by_pass", "E", ("38C",)) in effects(ruling)
    assert must_pass(report) == [("E", "rest_of_auction", "38C"), ("W", "rest_of_auction", "38C")]
    assert any(t == "lead_restriction_possible" for t, _, _ in effects(ruling))
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_38d_lho_called_before_the_ruling(tmp_path: Path, edition: str) -> None:
    # South passes over 8H before the director comes: the later calls go too
    # (38B), the side still passes throughout (38C) but there is no Law 26 and
    # no 72C/23 (38D).
    events = script("N 1S; E 8H; S Pass; W dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    kinds = [t for t, _, _ in effects(ruling)]
    assert "later_calls_cancelled" in kinds
    assert "lead_restriction_possible" not in kinds and "adjusted_score_possible" not in kinds
    assert report["next"] == "S"
    texts(data, tmp_path)


# -- 39 ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39c_defender_bids_after_the_final_pass(tmp_path: Path, edition: str) -> None:
    # West (a defender: North declares 1S) bids 2H after the final pass.
    # Cancelled (39A); East, the opening leader, may have his lead restricted:
    # 2017 26B (any suit West did not name: all four), 2007 26A (hearts:
    # require or forbid). West's own pass ended the auction: the director
    # first finds it intended (25A, seed 004), else 2H would replace it.
    events = script("N 1S; E Pass; S Pass; W Pass; W 2H; N dir; fact unintended false")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    first, lead = report["rulings"]
    assert first["laws"] == ["39", "39C"]
    assert lead["chooser"] == "N"
    codes = [o["code"] for o in lead["options"]]
    if edition == "2017":
        assert codes == [
            "prohibit_suit:S",
            "prohibit_suit:H",
            "prohibit_suit:D",
            "prohibit_suit:C",
            "no_restriction",
        ]
    else:
        assert codes == ["require_suit:H", "prohibit_suit:H", "no_restriction"]
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    "events", ["S 2S; E dir", "E Pass; N dir", "W 2H; N 2S; E dir; fact unintended false"]
)
def test_law_39b_no_rectification(tmp_path: Path, edition: str, events: str) -> None:
    # 39B: dummy-to-be's bid, a defender's pass, or a defender's bid that his
    # LHO (declarer) called over before the ruling: cancelled, nothing more.
    data = record(script("N 1S; E Pass; S Pass; W Pass; " + events), edition)
    report = rule_json(data, tmp_path)
    for ruling in report["rulings"]:
        assert ruling["irregularity"] == "call_after_final_pass"
        assert "39B" in ruling["laws"]
    assert report["obligations"] == [] and report["status"] == "play"
    assert report["contract"] == "1S" and report["next"] == "E"
    texts(data, tmp_path)
