"""Defective tricks (Laws 65-67) through ``bridgelaws rule --json`` and the
nl and en text, both editions: the sentence form of the options (the law
before the full stop), 67A and 67B with later revokes and claims."""

from __future__ import annotations

from pathlib import Path

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check

# tricks 2 and 3 after South won trick 1: both sides have played on
PLAYED_ON = (
    f"{ONE_HEART}; {SOUTH_WINS_T1}; S card S6; W card S3; N card SA; E card S8; "
    "N card S2; E card S9; S card S7; W card S4"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1a_option_names_its_law_before_the_full_stop(tmp_path: Path, edition: str) -> None:
    report, nl, en = check(f"{PLAYED_ON}; W defective 1", tmp_path, edition)
    assert report["rulings"][0]["chooser"] == "W"
    assert "West puts ♣10 among his played cards in trick 1 (67B1a)." in en
    assert "trick 1. (67B1a)" not in en
    for text in (nl, en):
        assert ". (" not in text


# trick 4: East leads the diamond ace and South ruffs holding diamonds; South
# leads to trick 5: his revoke is established (63A1)
SOUTH_RUFFS = (
    f"{PLAYED_ON}; E card DA; S card H8; W card D3; N card D8; "
    "S card SJ; W card S5; N card SK; E card ST"
)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b7_67b1a_deemed_revoke_and_a_real_one_by_the_other_side(
    tmp_path: Path, edition: str
) -> None:
    # West is deemed to have revoked in trick 1 (67B1a), South really revoked
    # in trick 4: both sides revoked on the board, so neither side's revoke
    # moves a trick (64B7); the director may still adjust (64C)
    events = f"{SOUTH_RUFFS}; W defective 1; W ch card:CT; S claim 9; E agree; W agree"
    report, nl, en = check(events, tmp_path, edition)
    assert report["status"] == "complete"
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    law = "64C2b" if edition == "2017" else "64C"
    lines = [line for line in en.splitlines() if "Defective trick by West" in line]
    assert lines and "no trick transferred (64B7): both sides revoked" in lines[0]
    assert f"({law})" in lines[0]
    assert "geen slag overgedragen (64B7)" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1a_deemed_revoke_alone_transfers_one_trick(tmp_path: Path, edition: str) -> None:
    # the same defective trick without South's revoke: one trick to North-South
    events = f"{PLAYED_ON}; W defective 1; W ch card:CT; S claim 9; E agree; W agree"
    report, _, en = check(events, tmp_path, edition)
    assert report["adjustments"] == [{"law": "67B1a", "to": "NS", "tricks": 1}]
    assert "1 trick transferred (67B1a)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1a_reasoning_says_64b7_once_the_other_side_revoked(
    tmp_path: Path, edition: str
) -> None:
    # the ruling made during the play says the transfer depends on 64B; once
    # the play is over it says what 64B7 made of it: no trick moves
    events = f"{SOUTH_RUFFS}; W defective 1; W ch card:CT; S claim 9; E agree; W agree"
    report, nl, en = check(events, tmp_path, edition)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "defective_trick"
    kinds = [(e["type"], e["laws"]) for e in ruling["effects"]]
    assert ("no_trick_transfer", ["64B7"]) in kinds
    assert all(kind != "tricks_transferred_after_play" for kind, _ in kinds)
    assert "one trick is transferred after the play as in 64A2." not in en
    assert "After the play no trick is transferred: both sides revoked on the board (64B7)." in en
    assert "Na het spelen wordt geen slag overgedragen: beide partijen verzaakten" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1a_reasoning_says_the_trick_moved(tmp_path: Path, edition: str) -> None:
    events = f"{PLAYED_ON}; W defective 1; W ch card:CT; S claim 9; E agree; W agree"
    report, nl, en = check(events, tmp_path, edition)
    kinds = [(e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]]
    assert ("tricks_transferred_after_play", ["67B1a", "64A2"]) in kinds
    assert "After the play one trick is transferred to the non-offending side" in en
    assert "Na het spelen wordt één slag overgedragen aan de niet-overtredende partij" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b1a_64b1_no_trick_won_from_the_defective_trick_on(
    tmp_path: Path, edition: str
) -> None:
    # North missed trick 3 (East won it); both sides played to trick 4, then
    # South concedes the rest: North-South won nothing from trick 3 on (64B1)
    events = (
        f"{PLAYED_ON}; E card DA; S card D5; W card D3; N card D8; "
        "N defective 3; N ch card:SK; S concede 9; E agree; W agree"
    )
    report, nl, en = check(events, tmp_path, edition)
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 2, "EW": 11}
    kinds = [(e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]]
    assert ("no_trick_transfer", ["64B1"]) in kinds
    assert "no trick transferred (64B1): the offending side won no trick" in en
    assert "geen slag overgedragen (64B1)" in nl
