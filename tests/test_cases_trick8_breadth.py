"""Breadth cases for Laws 61-64 and the rubber rules' 55, set down from the
seeds before the records were run (own words; law numbers cited): two
revokes by one player (64B2 in the same suit; a second suit transfers
again), and a revoke seen in the cards followed by an agreed claim (64A2
with 69A). The first mirrors a question asked on a directors' forum (each
revoke is taken in turn, the first first)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from play2_helpers import events
from rule_cases import clean_texts, record, rule_json

EDITIONS = ("2017", "2007")

#: 3NT by North, all thirteen tricks played: North-South 7, East-West 6
SEVEN = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 7, "EW": 6}}


def two_revokes(second_suit: str) -> list[dict[str, Any]]:
    """East revokes in diamonds in trick 3 and wins it, his side wins four
    more; then he revokes again in trick 5 (``second_suit``), West wins it
    and East-West win three more."""
    return [
        fact("revoke", {"seat": "E", "trick": 3, "suit": "D"}),
        fact("revoke_trick_won_by", "E", trick=3),
        fact("offending_side_tricks_after", 4, trick=3),
        fact("revoke", {"seat": "E", "trick": 5, "suit": second_suit}),
        fact("revoke_trick_won_by", "W", trick=5),
        fact("offending_side_tricks_after", 3, trick=5),
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b2_second_revoke_same_suit_transfers_nothing(edition: str, tmp_path: Path) -> None:
    data = sit(SEVEN, two_revokes("D"), edition)
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 9, "EW": 4}
    texts = clean_texts(data, tmp_path)
    assert "A second revoke in the same suit by East: no transfer (64B2)." in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a1_64a2_second_revoke_other_suit_transfers_again(
    edition: str, tmp_path: Path
) -> None:
    data = sit(SEVEN, two_revokes("H"), edition)
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [
        {"law": "64A1", "to": "NS", "tricks": 2},
        {"law": "64A2", "to": "NS", "tricks": 1},
    ]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("suit", ["D", "H"])
def test_rubber_55_6_two_revokes_two_tricks_then_one(suit: str, tmp_path: Path) -> None:
    # the rubber rules have no 64B2: two tricks for the first, one for the next
    data = sit(SEVEN, two_revokes(suit), "rubber")
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 3}]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    texts = clean_texts(data, tmp_path)
    assert "64" not in texts["en"]


#: 1♥ by South; trick 1 won by South's ♣Q; South leads the ♣7, West discards
#: the ♦3 (he holds clubs), North wins with the ♣A; in trick 3 West follows
#: (the revoke is established, 63A1) and South then claims ten in all
REVOKE_THEN_CLAIM = (
    "N P; E P; S 1H; W P; N P; E P; W card CT; N card C2; E card C4; S card CQ; "
    "S card C7; W card D3; N card CA; E card C5; N card CK; E card C6; S card CJ; W card C8; "
    "S claim 10; E agree; W agree"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64a2_69a_revoke_then_agreed_claim(edition: str, tmp_path: Path) -> None:
    # West did not win the revoke trick; East-West take three tricks by the
    # claim after it: one trick goes to North-South (64A2), scored with the
    # claim (69A)
    data = record(events(REVOKE_THEN_CLAIM), edition)
    report = rule_json(data, tmp_path)
    revoke = report["irregularities"][0]
    assert (revoke["irregularity"], revoke["offender"]) == ("revoke", "W")
    assert revoke["laws"] == ["44C", "61A", "63A1"]
    assert report["adjustments"][0] == {"law": "64A2", "to": "NS", "tricks": 1}
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"] == {"NS": 200, "EW": -200}
    clean_texts(data, tmp_path)


def test_rubber_55_6_revoke_then_agreed_claim(tmp_path: Path) -> None:
    data = record(events(REVOKE_THEN_CLAIM), "rubber")
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "55(6)", "to": "NS", "tricks": 2}]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    clean_texts(data, tmp_path)
