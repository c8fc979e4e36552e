"""Revokes corrected before they are established (Law 62), through
``bridgelaws rule --json`` and the nl and en text, both editions: the
fourth hand who puts a card of the suit led down after the trick is
complete corrects his revoke (62A); it is no lead out of turn."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check

# trick 2: South leads a spade, West and dummy follow, East (fourth hand)
# discards the club five while holding four spades
FOURTH_HAND_REVOKES = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card SA; E card C5"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62a_fourth_hand_replaces_his_revoke_card_after_the_trick(
    tmp_path: Path, edition: str
) -> None:
    # East puts the spade eight down before dummy leads to trick 3: he
    # corrects his revoke (62A), his club is a major penalty card (62B1);
    # dummy's ace still wins the trick and dummy leads
    report, nl, en = check(f"{FOURTH_HAND_REVOKES}; E card S8", tmp_path, edition)
    codes = [i["irregularity"] for i in report["irregularities"]]
    assert codes == ["revoke"] and "lead_out_of_turn" not in codes
    assert report["status"] == "play" and report["next"] == "N"
    (ruling,) = report["rulings"]
    assert ruling["offender"] == "E" and ruling["options"] == []
    assert [e["type"] for e in ruling["effects"]] == ["penalty_card", "revoke_corrected"]
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "E", "laws": ["62B1", "50"], "card": "C5", "kind": "major"}
    ]
    assert "uitkomen buiten de beurt" not in nl.lower()
    assert "Lead out of turn" not in en
    assert "major penalty card ♣5 (62B1, 50)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62a_fourth_hand_correction_wins_the_trick(tmp_path: Path, edition: str) -> None:
    # dummy plays low; East's corrected spade queen wins and East leads next
    events = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card S2; E card C5; E card SQ"
    report, _, _ = check(events, tmp_path, edition)
    assert report["next"] == "E"
    assert [i["irregularity"] for i in report["irregularities"]] == ["revoke"]
    # the penalty card is led at the first legal opportunity: the play goes on
    trick_3 = "E card C5; S card C7; W card C8; N card CK"
    report, _, _ = check(f"{events}; {trick_3}", tmp_path, edition)
    assert report["obligations"] == [] and report["next"] == "N"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a1_fourth_hand_revoke_established_when_he_plays_on(
    tmp_path: Path, edition: str
) -> None:
    # dummy wins and leads a diamond before East does anything: the revoke
    # is not corrected, and once East plays to trick 3 it is established
    # (63A1), to be ruled when the director is called
    events = f"{FOURTH_HAND_REVOKES}; N card D8; E card D2; S card D5; W card D3"
    report, _, _ = check(events, tmp_path, edition)
    (revoke,) = report["irregularities"]
    assert revoke["irregularity"] == "revoke" and report["rulings"] == []


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62c1_non_offenders_lead_to_the_next_trick_goes_back(
    tmp_path: Path, edition: str
) -> None:
    # dummy's ace wins trick 2 and dummy leads to trick 3 before South draws
    # attention to East's revoke: the revoke is not established (East's side
    # has not played on); declarer takes dummy's lead back without
    # rectification (62C1: it was played after the revoke; kept, it would wait
    # for the corrected trick, tests/test_cases_trick12_62c1.py) and East corrects
    events = f"{FOURTH_HAND_REVOKES}; N card S2; S dir; S ch withdraw"
    report, _, en = check(events, tmp_path, edition)
    (ruling,) = report["rulings"]
    assert {"type": "card_restored", "laws": ["62C1"], "card": "S2", "seat": "N"} in (
        ruling["effects"]
    )
    assert report["next"] == "E"
    assert "North's ♠2 is put back (62C1)" in en
