"""Laws 17-24 cases (auc1), 2017 and 2007: the end of the auction when a
pass out of rotation skipped a player (2017 17D3, 2007 17E2), the auction
ended by three passes (22), and cards seen during the auction (24). Table
records run through ``bridgelaws rule --json`` and the nl/en text; the facts
are our own, written from seeds 000 (2017), 002 and 003 (2007)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]
SKIPPED = {"2017": "17D3", "2007": "17E2"}


# -- 17D3 / 17E2 -------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_skipped_player_gets_his_turn_back(tmp_path: Path, edition: str) -> None:
    # North 1S, East passes, West passes at South's turn and North, West's LHO,
    # passes over it (accepting it, 29A). Three passes follow 1S, but South
    # never called: the auction goes back to him, the passes from his skipped
    # turn on are cancelled, and the text says so.
    events = script("N 1S; E Pass; W Pass; N Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    irregularity = report["irregularities"][0]
    assert irregularity["laws"] == ["30", SKIPPED[edition]] and irregularity["accepted"]
    out = texts(data, tmp_path)
    law = SKIPPED[edition]
    assert "South was skipped: the auction went back to him" in out["en"]
    assert "Zuid werd overgeslagen: het bieden ging terug naar hem" in out["nl"]
    assert f"({law}, 34)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_auction_goes_on_normally_after_the_skipped_turn(
    tmp_path: Path, edition: str
) -> None:
    # South now raises to 2S and three passes end the auction normally.
    events = script("N 1S; E Pass; W Pass; N Pass; S 2S; W Pass; N Pass; E Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["contract"] == "2S" and report["declarer"] == "N"
    assert report["status"] == "play" and report["next"] == "E"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_17d3_passed_out_deal_with_a_skipped_dealer_partner(
    tmp_path: Path, edition: str
) -> None:
    # Dealer North passes, South passes at East's turn and West passes over it:
    # three passes, but East was skipped and the deal is not passed out.
    events = script("N Pass; S Pass; W Pass; N Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "E"
    assert report["contract"] is None
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22_three_passes_in_rotation_end_the_auction(tmp_path: Path, edition: str) -> None:
    # No irregularity: 1S and three passes in rotation; East leads.
    data = record(script("N 1S; E Pass; S Pass; W Pass"), edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert report["contract"] == "1S" and report["next"] == "E"
    texts(data, tmp_path)


# -- 24 ------------------------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24a_single_low_card(tmp_path: Path, edition: str) -> None:
    # East drops the eight of spades face up during the auction: it stays face
    # up until the auction ends, nothing more (24A); East then calls.
    events = script("N 1S; E exp S8; S dir")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["24", "24A"] and report["next"] == "E"
    assert [o["type"] for o in report["obligations"]] == ["exposed_card"]
    out = texts(data, tmp_path)
    assert "♠8" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24b_honour_partner_passes_once_then_card_becomes_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # East shows the queen of spades: West passes at his next turn (24B). East
    # bids 2H, South 3S, West passes (his duty paid), North 4S, all pass: East
    # defends, so the queen becomes a major penalty card (2017 24E, 2007 24).
    events = script("N 1S; E exp SQ; S dir; E 2H; S 3S; W Pass; N 4S; E Pass; S Pass; W Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["contract"] == "4S" and report["declarer"] == "N"
    penalty = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert [(o["seat"], o["card"]) for o in penalty] == [("E", "SQ")]
    assert not any(o["type"] == "must_pass" for o in report["obligations"])
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24c_two_cards_barred_partner_bids_and_the_offender_becomes_dummy(
    tmp_path: Path, edition: str
) -> None:
    # West shows two low hearts at East's turn: East must pass at his next
    # turn (24C). East opens 1H anyway and South passes over it before anyone
    # notices: 37A, the bid stands. EW buy 2H with East declaring: West is
    # dummy and the two cards simply go back to his hand (2017 24D, 2007 24).
    events = script("N Pass; W exp H2; W exp H5; N dir; E 1H; S Pass; W 2H; N Pass; E Pass; S Pass")
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    first = report["rulings"][0]
    assert first["laws"] == ["24", "24C"]
    barred = report["irregularities"][-1]
    assert barred["irregularity"] == "call_when_required_to_pass" and barred["accepted"] is True
    assert report["declarer"] == "E" and report["contract"] == "2H"
    assert [o for o in report["obligations"] if o["type"] in ("penalty_card", "exposed_card")] == []
    out = texts(data, tmp_path)
    assert "accepted by action (37A)" in out["en"]
