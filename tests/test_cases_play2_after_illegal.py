"""Law 60, play after an illegal play, checked through ``bridgelaws rule
--json`` and the nl and en text in both editions (2017: seed 000; 2007:
seed 002, where 60A2 names 53C for 2017's 53B)."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check

# trick 2: South leads a diamond, West and dummy follow; before East has
# played, West leads a spade to trick 3 (a premature lead, 57A)
PREMATURE_LEAD = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3; N card D8; W card S5"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60a1_dummy_plays_to_a_premature_lead_and_it_stands(
    tmp_path: Path, edition: str
) -> None:
    # declarer plays dummy's spade to it before anyone calls the director:
    # the right to rectification is lost (60A1) and the lead is treated as if
    # in turn (60A2): no penalty card, no 57A choice; East then follows to
    # trick 2 (dummy wins it) and West's spade still leads trick 3
    events = f"{PREMATURE_LEAD}; N card S2; E card D2; E card S8; S card S6"
    report, nl, en = check(events, tmp_path, edition)
    assert report["status"] == "play" and report["next"] == "E"  # East's eight won trick 3
    [irregularity] = report["irregularities"]
    assert irregularity["irregularity"] == "premature_play" and irregularity["accepted"]
    assert irregularity["laws"] == ["57A", "60A1", "60A2"]
    assert report["rulings"] == [] and report["obligations"] == []
    assert "accepted by action (60A1)" in en and "geaccepteerd door te handelen (60A1)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60a2_premature_lead_stands_when_partner_wins_the_open_trick(
    tmp_path: Path, edition: str
) -> None:
    # East wins trick 2 with the diamond ace, so East should have led trick 3:
    # West's lead still stands as if in turn (60A2); dummy played to it
    events = f"{PREMATURE_LEAD}; N card S2; E card DA; E card S8; S card SJ"
    report, nl, en = check(events, tmp_path, edition)
    assert report["next"] == "S"  # South's jack won trick 3 and he leads
    assert report["irregularities"][0]["accepted"]
    assert "Zuid speelt nu voor" in nl
    assert "South leads now" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_premature_lead_without_acceptance_waits_for_the_director(
    tmp_path: Path, edition: str
) -> None:
    # East (the offender's partner) plays to trick 2 first: his side cannot
    # accept (60C); the director rules 57A
    events = f"{PREMATURE_LEAD}; E card D2; S dir"
    report, nl, en = check(events, tmp_path, edition)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "premature_play" and ruling["chooser"] == "S"
    assert not report["irregularities"][0]["accepted"]
    assert "geaccepteerd" not in nl and "accepted" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60a3_penalty_card_still_binds_after_an_accepted_lead_out_of_turn(
    tmp_path: Path, edition: str
) -> None:
    # West's spade five is a minor penalty card; later West leads out of turn
    # and dummy plays to it (53A, 60A1): the penalty card is still on the table
    events = (
        f"{ONE_HEART}; {SOUTH_WINS_T1}; W exp S5; S dir; fact deliberate false; "
        "S card D5; W card D3; N card D8; E card D2; W card H2; N card H4"
    )
    report, nl, en = check(events, tmp_path, edition)
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["49", "50"], "card": "S5", "kind": "minor"}
    ]
    lead = report["irregularities"][-1]
    assert lead["irregularity"] == "lead_out_of_turn" and lead["accepted"]
    assert "West: kleine strafkaart ♠5 (49, 50)" in nl
    assert "West: minor penalty card ♠5 (49, 50)" in en
