"""Published director-course situations on revokes, retold in our own words
as table records and checked through ``bridgelaws rule --json`` and the nl
and en text, in both editions. Each case names its source; only the facts
are taken (a deal is data), never the source's text."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, agreed, check

# Source: European Bridge League, 9th Main Tournament Directors Course (Bad
# Honnef 2013), "All you should know about revokes" (Ton Kooijman), first
# example of a revoke by not complying with a lead the rectification required.
# South plays 4S. East leads out of turn (the heart nine); declarer has it
# retracted and requires West to lead hearts. West, with the heart jack
# hidden among his diamonds, leads the diamond king and wins the trick; the
# defence takes two more diamond tricks and a ruff, and declarer makes nine.
COURSE_DEAL = "N:Q743.A6.854.K532 J.987543.A92.JT9 AK852.KQT2.JT3.A T96.J.KQ76.Q8764"
COURSE_PLAY = (
    "N P; E P; S 1S; W P; N 2NT; E P; S 4S; W P; N P; E P; "
    "E card H9; S dir; S ch require_retraction; S ch require_suit:H; "
    "W card DK; N card D4; E card D2; S card D3; "
    "W card D6; N card D5; E card DA; S card DT; "
    "E card D9; S card DJ; W card DQ; N card D8; "
    "W card D7; N card C2; E card SJ; S card SA"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_ebl_course_required_lead_not_made_and_trick_won(
    tmp_path: Path, edition: str
) -> None:
    # failing to lead the required suit while able is a revoke (61A); West
    # won the revoke trick and his side won later tricks: two tricks (64A1),
    # 4S made with an overtrick; the director may still adjust (64C)
    report, nl, en = check(f"{COURSE_PLAY}; {agreed('S', 9)}", tmp_path, edition, deal=COURSE_DEAL)
    revoke = report["irregularities"][-1]
    assert revoke["irregularity"] == "revoke" and revoke["offender"] == "W"
    assert revoke["laws"][:2] == ["50D2a", "61A"]
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 450, "EW": -450}
    # the cards cannot measure a broken restriction: the director's 64C figure is asked
    assert "Verzaking door West (artikelen 50D2a, 61A, 63A1); gearbitreerd (64C)" in nl
    assert "Revoke by West (Laws 50D2a, 61A, 63A1); ruled (64C)" in en
    assert "2 slagen overgedragen (64A1)" in nl and "2 tricks transferred (64A1)" in en


# Source: ABF "Directing Basics Online Quiz", question 2: a defender who
# discards and at once finds a card of the suit led and plays it. Retold
# with our deal: dummy leads a spade, East discards the diamond two, then
# sees his spades and plays the eight.
@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62b1_abf_quiz_corrected_revoke_card_is_a_major_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    events = (
        f"{ONE_HEART}; W card CT; N card CA; E card C4; S card C7; N card S2; E card D2; E card S8"
    )
    report, nl, en = check(events, tmp_path, edition)
    # not a minor penalty card although a single low card: it was played (62B1)
    assert report["obligations"] == [
        {"type": "penalty_card", "seat": "E", "laws": ["62B1", "50"], "card": "D2", "kind": "major"}
    ]
    assert report["next"] == "S"
    assert "Oost: grote strafkaart ♦2 (62B1, 50)" in nl
    assert "East: major penalty card ♦2 (62B1, 50)" in en


# Source: EBU TD forum, "Trump revoke" (forums.ebu.co.uk discussion 178): a
# defender discards on a trump lead and later wins a trick with the trump he
# kept. Retold with our deal: South cashes the heart ace, East discards
# holding the king; on the next heart East's king wins.
@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_ebu_forum_trump_kept_and_won_later(tmp_path: Path, edition: str) -> None:
    events = (
        f"{ONE_HEART}; W card CT; N card C2; E card C4; S card CQ; "
        "S card HA; W card H2; N card H4; E card D2; "
        f"S card H8; W card H5; N card HQ; E card HK; {agreed('S', 12)}"
    )
    report, nl, en = check(events, tmp_path, edition)
    # South won the revoke trick: one trick (64A2), from the trick East's king won
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert "1 slag overgedragen (64A2)" in nl and "1 trick transferred (64A2)" in en
