"""Thin sub-laws of 60-65 through ``bridgelaws rule --json`` and the nl and
en text, both editions, each predicted from the seed text before it was run:
60C (the offending side playing before the rectification), 61B (asking
about a revoke), 63A2 and 63B, 65A and 65C (quitted tricks kept in order)."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check

PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"
#: South is to lead trick 2; East leads the diamond two out of turn and his
#: partner West plays the three to it before the director is called
EAST_LEADS_WEST_PLAYS = f"{PLAY}; E card D2; W card D3; S dir; fact opponent_induced false"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60c_partner_playing_on_leaves_declarers_rights(tmp_path: Path, edition: str) -> None:
    # West's card, played before the rectification, does not take away
    # South's choice over East's lead (60C): accept (53A) or not (56)
    report, _, _ = check(EAST_LEADS_WEST_PLAYS, tmp_path, edition)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_out_of_turn" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]][:1] == ["accept"]
    assert len(ruling["options"]) == 2


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_60c_partners_card_is_itself_rectified_when_the_lead_goes_back(
    tmp_path: Path, edition: str
) -> None:
    # South does not accept: East's two and West's three, both played by the
    # offending side, are major penalty cards; South leads
    report, _, en = check(f"{EAST_LEADS_WEST_PLAYS}; S ch reject", tmp_path, edition)
    cards = {(o["seat"], o["card"], o["kind"]) for o in report["obligations"]}
    assert ("E", "D2", "major") in cards and ("W", "D3", "major") in cards
    assert report["next"] == "S"
    assert "West's ♦3 is a major penalty card" in en


def test_law_60c_57d_accepted_lead_partners_legal_card_is_played_in_turn_2017(
    tmp_path: Path,
) -> None:
    # 2017: the lead accepted, West's three was played at South's turn: a
    # legal card, it is played at West's turn (57D)
    report, _, en = check(f"{EAST_LEADS_WEST_PLAYS}; S ch accept", tmp_path, "2017")
    assert report["next"] == "S" and report["obligations"] == []
    assert "Premature play by West (Law 57D)" in en


def test_law_60c_accepted_lead_partners_card_is_a_penalty_card_2007(tmp_path: Path) -> None:
    # 2007 has no 57D: the card West put out before his turn is a card
    # exposed by a defender, a major penalty card (49, 50)
    report, _, _ = check(f"{EAST_LEADS_WEST_PLAYS}; S ch accept", tmp_path, "2007")
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "W", "laws": ["49", "50"], "card": "D3", "kind": "major"}
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63b_established_revoke_stands_as_played(tmp_path: Path, edition: str) -> None:
    # East discards a spade on South's diamond lead holding diamonds and then
    # leads to trick 3 after North won: established (63A1); the director
    # called now cannot have it corrected (63B): the trick stands as played
    text = f"{PLAY}; S card D5; W card D3; N card D8; E card S8; N card H4; E card HK; S dir"
    report, _, _ = check(text, tmp_path, edition)
    revoke = next(i for i in report["irregularities"] if i["irregularity"] == "revoke")
    assert revoke["offender"] == "E" and "63A1" in revoke["laws"]
    assert not any(e["type"] == "revoke_corrected" for r in report["rulings"] for e in r["effects"])
    assert report["status"] == "play"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62a_before_establishment_the_revoke_is_corrected(tmp_path: Path, edition: str) -> None:
    # the same revoke noticed before East or West plays to trick 3: it must
    # be corrected (62A); East's spade eight is a major penalty card (62B1)
    text = f"{PLAY}; S card D5; W card D3; N card D8; E card S8; S dir"
    report, _, en = check(text, tmp_path, edition)
    assert ("E", "S8", "major") in {
        (o["seat"], o["card"], o["kind"])
        for o in report["obligations"]
        if o["type"] == "penalty_card"
    }
    assert "(62B1)" in en
