"""Calls made before a Law 36 or 37 ruling (auc1), 2017 and 2007: 9B2 keeps
them and they are judged after the ruling, as made then (36B and 37B do not
cancel them; 36A and 38B do). Facts our own, from seed 000 (2017 Laws 9, 36,
37, 38) and 003 (2007 Laws 36-38)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes, record, rule_json, script

EDITIONS = ["2017", "2007"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36b2_offender_replacement_made_before_the_ruling(tmp_path: Path, edition: str) -> None:
    # N 1S, E pass, South redoubles (nothing to redouble) and at once bids 2S
    # before West calls; West calls the director. The redouble is cancelled,
    # North passes throughout (36B2), and South's 2S, made already, is his
    # legal call in turn: West is next.
    events = script("N 1S; E Pass; S XX; S 2S; W dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["laws"] == ["36", "36B", "36B2"]
    assert report["status"] == "auction" and report["next"] == "W"
    assert must_passes(report) == [("N", "rest_of_auction", ["36B2"])]
    texts(data, tmp_path)
    # the auction goes on: W pass, N must pass, E pass: 2S, North named spades first
    done = record([*events, *script("W Pass; N Pass; E Pass")], edition)
    final = rule_json(done, tmp_path)
    assert final["contract"] == "2S" and final["declarer"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36b3_partner_call_before_the_ruling_is_judged_after_it(
    tmp_path: Path, edition: str
) -> None:
    # N 1S, E pass, South's inadmissible redouble; North then bids 2S (West's
    # turn) before anyone calls the director. After the ruling North must pass
    # for the rest of the auction: his 2S, kept, is a call by a player who
    # must pass (35B, Law 37), not lost.
    events = script("N 1S; E Pass; S XX; N 2S; E dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ["inadmissible_double", "call_when_required_to_pass"]
    assert report["irregularities"][1]["offender"] == "N"
    out = texts(data, tmp_path)
    assert "North" in out["en"].split("Irregularities:")[1].splitlines()[2]
    # called again, the director rules it under 37B: the whole side passes
    ruled = rule_json(record([*events, *script("W dir")], edition), tmp_path)
    assert ruled["rulings"][-1]["irregularity"] == "call_when_required_to_pass"
    assert ruled["rulings"][-1]["laws"] == ["37", "37B"]
    assert ("S", "rest_of_auction", ["37B"]) in must_passes(ruled)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37b_partner_call_before_the_ruling_is_kept(tmp_path: Path, edition: str) -> None:
    # East's insufficient 1H is refused and replaced by 3H, not comparable:
    # West must pass throughout (27B2). West bids 3S anyway, and South (West's
    # RHO) bids 4S at North's turn before the director comes. 37B: 3S becomes
    # a pass, both E and W pass throughout; South's 4S, kept, is now a bid
    # at his partner's turn (out of rotation), recognised as such.
    events = script(
        "N 1S; E 1H; S dir; fact artificial false; S ch reject; E 3H; fact comparable false; "
        "S Pass; W 3S; S 4S; E dir"
    )
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes[-2:] == ["call_when_required_to_pass", "bid_out_of_rotation"]
    assert report["irregularities"][-1]["offender"] == "S"
    assert report["rulings"][-2]["laws"] == ["37", "37B"]
    # 9B: the director, still at the table, rules South's kept bid at once
    assert report["rulings"][-1]["irregularity"] == "bid_out_of_rotation"
    assert report["status"] == "awaiting_fact"
    assert ("E", "rest_of_auction", ["37B"]) in must_passes(report)
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_36a_calls_after_lho_called_are_cancelled(tmp_path: Path, edition: str) -> None:
    # South's inadmissible redouble, West calls over it, then North bids: 36A
    # cancels the redouble and every later call; the auction is back at South.
    events = script("N 1S; E Pass; S XX; W Pass; N 2S; E dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["laws"] == ["36", "36A"]
    assert [i["irregularity"] for i in report["irregularities"]] == ["inadmissible_double"]
    assert report["next"] == "S" and report["obligations"] == []
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_38b_later_calls_stay_cancelled(tmp_path: Path, edition: str) -> None:
    # East bids 8H; North (his RHO) bids 2S out of rotation before the
    # director comes: 38B cancels it with the 8H; no new irregularity.
    events = script("N 1S; E 8H; N 2S; S dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert [i["irregularity"] for i in report["irregularities"]] == ["bid_above_seven"]
    assert report["next"] == "S"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24b_offender_call_before_the_ruling_is_kept(tmp_path: Path, edition: str) -> None:
    # East drops the spade queen at his turn and then bids 2D in turn before
    # South calls the director: 24B binds West (pass at his next turn); East's
    # own 2D was lost, and the auction was wrongly given back to East.
    events = script("N 1S; E exp SQ; E 2D; S dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["laws"] == ["24", "24B"]
    assert report["next"] == "S" and report["status"] == "auction"
    assert must_passes(report) == [("W", "next_turn", ["24B"])]
    texts(data, tmp_path)
    done = rule_json(record([*events, *script("S Pass; W Pass; N Pass")], edition), tmp_path)
    assert done["contract"] == "2D" and done["declarer"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24b_partner_call_before_the_ruling_is_judged_after_it(
    tmp_path: Path, edition: str
) -> None:
    # West drops the club ten (an honour) at East's turn; East bids 2H before
    # anyone calls the director. After the ruling East must pass at this turn
    # (24B): his 2H, kept, is a call by a player who must pass (37).
    events = script("N 1S; W exp CT; E 2H; N dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ["exposed_card_auction", "call_when_required_to_pass"]
    assert report["irregularities"][1]["offender"] == "E"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    "ruled", ["fact unintended false; E ch accept", "fact unintended false; E ch reject"]
)
def test_law_25b_partner_call_before_the_ruling_is_judged_after_it(
    tmp_path: Path, edition: str, ruled: str
) -> None:
    # North changes 1C to 1D; South bids 2C at East's turn before East calls
    # the director. Whatever East chooses (25B1, 25B2), the auction is then
    # at East and South's kept 2C is a bid at his RHO's turn (31), not lost.
    events = script(f"N 1C; N 1D; S 2C; E dir; {ruled}")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ["change_of_call", "bid_out_of_rotation"]
    assert report["irregularities"][1]["offender"] == "S"
    texts(data, tmp_path)


def test_law_25a_partner_call_before_the_ruling_is_judged_after_it(tmp_path: Path) -> None:
    events = script("N 1C; N 1D; S 2C; E dir; fact unintended true")
    report = rule_json(record(events), tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ["change_of_call", "bid_out_of_rotation"]
