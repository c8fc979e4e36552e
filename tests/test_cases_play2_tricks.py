"""Defective tricks (Law 67) and the tricks they cost, checked through
``bridgelaws rule --json`` and the nl and en text, in both editions (2017:
seed 000; 2007: seed 002). 67B1's transfer is 64A2's one trick: taken only
from a trick the offending side won from the defective trick on (claimed
tricks count as won, 69A) that no revoke has already taken."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, agreed, check


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("claim", "adjustments", "tricks"),
    [
        # East-West get two tricks by the agreed claim (69A: as if won in play)
        (11, [{"law": "67B1a", "to": "NS", "tricks": 1}], {"NS": 12, "EW": 1}),
        (13, [], {"NS": 13, "EW": 0}),
    ],
)
def test_law_67b1a_claimed_tricks_count_for_the_deemed_revoke(
    tmp_path: Path,
    edition: str,
    claim: int,
    adjustments: list[object],
    tricks: dict[str, int],
) -> None:
    base = f"{ONE_HEART}; {SOUTH_WINS_T1}; S card HA; W card H2; N card H4; E card H3"
    report, nl, en = check(
        f"{base}; W defective 1; W ch card:CT; {agreed('S', claim)}", tmp_path, edition
    )
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "defective_trick" and ruling["laws"] == ["67B1a"]
    assert ruling["chooser"] == "W"
    assert [o["code"] for o in ruling["options"]] == ["card:CT", "card:C9", "card:C8"]
    assert report["adjustments"] == adjustments and report["tricks"] == tricks
    if adjustments:
        assert "1 trick transferred (67B1a)" in en and "1 slag overgedragen (67B1a)" in nl
    else:
        assert (
            "no trick transferred (64B1): the offending side won no trick from the "
            "defective trick on" in en
        )
        assert "geen slag overgedragen (64B1)" in nl


# trick 2: South leads a club, East ruffs holding clubs and wins; trick 3:
# East cashes the diamond ace (his revoke is established, 63A1)
EAST_RUFFS_T2 = (
    f"{ONE_HEART}; {SOUTH_WINS_T1}; S card CJ; W card C9; N card C3; E card H3; "
    "E card DA; S card D6; W card D3; N card D8"
)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("claim", "adjustments"),
    [
        # East-West won tricks 2 and 3 only: East's 64A1 takes both, nothing
        # is left for West's deemed revoke in trick 1 (never more than won)
        (11, [{"law": "64A1", "to": "NS", "tricks": 2}]),
        # a third trick through the claim: it goes for the deemed revoke
        (
            10,
            [{"law": "64A1", "to": "NS", "tricks": 2}, {"law": "67B1a", "to": "NS", "tricks": 1}],
        ),
    ],
)
def test_law_67b1_deemed_revoke_takes_what_the_real_revoke_left(
    tmp_path: Path, edition: str, claim: int, adjustments: list[object]
) -> None:
    events = f"{EAST_RUFFS_T2}; W defective 1; W ch card:C8; {agreed('S', claim)}"
    report, nl, en = check(events, tmp_path, edition)
    assert report["adjustments"] == adjustments
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert "2 tricks transferred (64A1)" in en and "2 slagen overgedragen (64A1)" in nl
