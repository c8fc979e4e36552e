"""Thin sub-laws of Laws 9-22 (auc1), 2017 and 2007: who may draw attention
and summon the director (9A1, 9B1), the order of calls (17B, 17C), the rank
of bids (18B, 18E), doubles and redoubles (19A1, 19B1, 19C, 19D) and the end
of the auction (22A, 22B). Facts our own, from seed 000 (2017) and 002
(2007); each record runs through ``bridgelaws rule --json`` and the nl/en
text."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("summoner", ["E", "W", "N"])
def test_law_9b1_anyone_may_summon_the_director(
    tmp_path: Path, edition: str, summoner: str
) -> None:
    # East's insufficient 1H over 1S: the offender himself (E), his partner
    # (W) or the non-offender's partner (N) calls the director; the ruling is
    # the same, South (the offender's LHO) chooses (9B1: summoning forfeits
    # no right; pointing out one's own irregularity changes nothing).
    events = script(f"N 1S; E 1H; {summoner} dir; fact artificial false")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "insufficient_bid"
    assert ruling["offender"] == "E" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17b_dealer_calls_first(tmp_path: Path, edition: str) -> None:
    # Board 1: North deals. East opens 1H before North has called: a bid out
    # of rotation (at his RHO's turn), not a legal opening.
    events = script("E 1H; S dir")
    report = rule_json(record(events, edition), tmp_path)
    assert report["irregularities"][0]["irregularity"] == "bid_out_of_rotation"
    assert report["irregularities"][0]["offender"] == "E"
    assert report["rulings"][-1]["chooser"] == "S"
    texts(record(events, edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17c_calls_go_clockwise(tmp_path: Path, edition: str) -> None:
    # After North's 1S, West (not East) calls: out of rotation, at his
    # partner's turn; North chooses.
    events = script("N 1S; W 2H; N dir")
    report = rule_json(record(events, edition), tmp_path)
    irregularity = report["irregularities"][0]
    assert irregularity["irregularity"] == "bid_out_of_rotation"
    assert irregularity["offender"] == "W"
    assert report["rulings"][-1]["chooser"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("over", "bid", "sufficient"),
    [
        ("1S", "1NT", True),  # 18B: same level, higher denomination (18E: NT ranks highest)
        ("1NT", "2C", True),  # 18B: a higher level, any denomination
        ("1H", "1D", False),  # 18E: diamonds rank below hearts
        ("2S", "2H", False),
        ("1NT", "1S", False),
    ],
)
def test_law_18b_18e_which_bid_supersedes(
    tmp_path: Path, edition: str, over: str, bid: str, sufficient: bool
) -> None:
    events = script(f"N {over}; E {bid}")
    report = rule_json(record(events, edition), tmp_path)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ([] if sufficient else ["insufficient_bid"])
    assert report["next"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("auction", "law"),
    [
        ("N 1S; E Pass; S X", "19A1"),  # partner's bid
        ("N 1S; E X; S Pass; W X", "19A1"),  # already doubled
        ("N Pass; E X", "19A1"),  # no bid to double
        ("N 1S; E Pass; S XX", "19B1"),  # no double to redouble
        ("N 1S; E X; S Pass; W XX", "19B1"),  # his own side's double
    ],
)
def test_law_19a1_19b1_doubles_that_cannot_be_made(
    tmp_path: Path, edition: str, auction: str, law: str
) -> None:
    events = script(auction)
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    irregularity = report["irregularities"][-1]
    assert irregularity["irregularity"] == "inadmissible_double"
    assert irregularity["laws"] == [law]
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_19c_double_superseded_by_a_later_bid(tmp_path: Path, edition: str) -> None:
    # North's 1S is doubled, South bids 2S: the double lapses, 2S is undoubled.
    events = script("N 1S; E X; S 2S; W Pass; N Pass; E Pass")
    report = rule_json(record(events, edition), tmp_path)
    assert report["contract"] == "2S" and report["declarer"] == "N"
    assert report["irregularities"] == []


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("auction", "contract"),
    [
        ("N 1S; E X; S Pass; W Pass; N Pass", "1SX"),
        ("N 1S; E X; S XX; W Pass; N Pass; E Pass", "1SXX"),
        ("N 1S; E X; S Pass; W Pass; N XX; E Pass; S Pass; W Pass", "1SXX"),
    ],
)
def test_law_19d_doubled_and_redoubled_contracts(
    tmp_path: Path, edition: str, auction: str, contract: str
) -> None:
    report = rule_json(record(script(auction), edition), tmp_path)
    assert report["contract"] == contract and report["declarer"] == "N"
    assert report["status"] == "play" and report["next"] == "E"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22a_three_passes_after_the_last_bid(tmp_path: Path, edition: str) -> None:
    # two passes after 2H do not end the auction; the third does, and the
    # last bid is the contract
    not_yet = rule_json(record(script("N 1S; E 2H; S Pass; W Pass"), edition), tmp_path)
    assert not_yet["status"] == "auction" and not_yet["next"] == "N"
    done = rule_json(record(script("N 1S; E 2H; S Pass; W Pass; N Pass"), edition), tmp_path)
    assert done["contract"] == "2H" and done["declarer"] == "E"
    assert done["next"] == "S"  # the opening lead: declarer's LHO


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22b_four_passes_pass_the_board_out(tmp_path: Path, edition: str) -> None:
    data = record(script("N Pass; E Pass; S Pass; W Pass"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "passed_out" and report["contract"] == "Pass"
    assert report["score"] == {"NS": 0, "EW": 0}
    out = texts(data, tmp_path)
    assert "passed out" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22b_a_call_after_four_passes_is_law_39(tmp_path: Path, edition: str) -> None:
    # after four passes North bids 1NT: a call after the final pass (39)
    events = script("N Pass; E Pass; S Pass; W Pass; N 1NT; E dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"][0]["irregularity"] == "call_after_final_pass"
    assert report["status"] == "passed_out"
    texts(data, tmp_path)
