"""Law 64A with an agreed claim after an established revoke (69A: tricks a
claim gives count as won), and 64B1/64B2 with claims, both editions, each
predicted from the seed text before it was run. Deal: rule_cases.DEAL,
South plays 1H; in trick 2 South leads a diamond and East, who holds four
diamonds, fails to follow."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, agreed, check

#: trick 2: East discards a spade on the diamond: North's eight wins (NS)
EAST_DISCARDS = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3; N card D8; E card S8"
#: trick 2: East ruffs the diamond with the heart three and wins it (EW)
EAST_RUFFS = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card D5; W card D3; N card D8; E card H3"
#: trick 3 after the discard: North leads a trump, East plays to it (63A1)
NORTH_TRUMPS = "N card HQ; E card HK; S card H8; W card H2"
#: trick 3 after the ruff: East leads a spade (63A1), North's ace wins
EAST_SPADE = "E card S8; S card S6; W card S3; N card SA"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_the_only_later_trick_comes_from_the_claim(tmp_path: Path, edition: str) -> None:
    # trick 3: East's king wins; then South claims ten (East-West get two of
    # the last ten by the claim): East-West won tricks after the revoke
    # trick, so one trick goes to North-South (64A2)
    text = f"{EAST_DISCARDS}; {NORTH_TRUMPS}; {agreed('S', 10)}"
    report, _, en = check(text, tmp_path, edition)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert "1 trick transferred (64A2)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_claimed_trick_counts_69a(tmp_path: Path, edition: str) -> None:
    # North's queen of trumps is overtaken by East's king in trick 3; South
    # then claims all but one: the one trick East-West get by the claim
    # counts as won after the revoke (69A): 64A2, one trick
    text = f"{EAST_DISCARDS}; N card H4; E card H3; S card HA; W card H2; {agreed('S', 12)}"
    report, _, _ = check(text, tmp_path, edition)
    assert report["adjustments"] == [{"law": "64A2", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b1_claim_of_all_the_rest_leaves_no_trick_to_transfer(
    tmp_path: Path, edition: str
) -> None:
    # East-West win neither the revoke trick nor any later one (South's
    # claim takes the rest): no transfer (64B1)
    text = f"{EAST_DISCARDS}; N card H4; E card H3; S card HA; W card H2; {agreed('S', 13)}"
    report, nl, en = check(text, tmp_path, edition)
    assert report["adjustments"] == [] and report["tricks"] == {"NS": 13, "EW": 0}
    assert "no trick transferred (64B1)" in en
    assert "geen slag overgedragen (64B1)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_revoke_trick_and_one_claimed_later(tmp_path: Path, edition: str) -> None:
    # East won the revoke trick with his ruff; East-West's only later trick
    # comes from the claim: the revoke trick and one more go (64A1)
    text = f"{EAST_RUFFS}; {EAST_SPADE}; {agreed('S', 11)}"
    report, _, en = check(text, tmp_path, edition)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert "2 tricks transferred (64A1)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_revoke_trick_alone_when_the_claim_leaves_nothing(
    tmp_path: Path, edition: str
) -> None:
    # the same, South claiming all the rest: only the revoke trick goes
    text = f"{EAST_RUFFS}; {EAST_SPADE}; {agreed('S', 12)}"
    report, _, en = check(text, tmp_path, edition)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 1}]
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert "1 trick transferred (64A1)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_63a3_defenders_claim_establishes_and_counts(tmp_path: Path, edition: str) -> None:
    # East ruffed and won trick 2; before anyone plays to trick 3 East
    # claims two more tricks for his side, South agrees: the claim
    # establishes the revoke (63A3) and its tricks count (69A): 64A1, two
    text = f"{EAST_RUFFS}; E claim 3; S agree"
    report, _, _ = check(text, tmp_path, edition)
    assert report["status"] == "complete"
    revoke = next(i for i in report["irregularities"] if i["irregularity"] == "revoke")
    assert "63A3" in revoke["laws"]
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 12, "EW": 1}
