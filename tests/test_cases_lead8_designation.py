"""45C4b with a revoke corrected in the same trick (62A, 62C1): declarer's
slip in naming dummy's card is put right after the revoke correction has set
dummy's card aside to wait for its turn. The card meant takes its place and
is played when dummy's turn comes (found by random situations; it crashed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import fact, sit
from check6_cases import revoke_found
from rule_cases import clean_texts, rule_json

EDITIONS = ("2017", "2007")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45c4b_slip_corrected_after_62c1_puts_the_card_meant_in_the_trick(
    tmp_path: Path, edition: str
) -> None:
    # 6SXX by East: East led the ♣2, South played the ♥6 (a revoke), dummy
    # the ♥K; declarer says he meant the ♥J. The revoke is found in the same
    # trick: South must play a club, dummy's card waits (62C1, East keeps it);
    # then the director finds the ♥K named by a slip of the tongue
    situation = {
        "contract": "6SXX",
        "declarer": "E",
        "tricks": {"NS": 1, "EW": 9},
        "current": ["E:C2", "S:H6", "W:HK"],
    }
    events = [
        {"by": "W", "card": "HJ"},
        *revoke_found("S", 11),
        {"by": "E", "choose": "keep"},
        {"by": "N", "director": True},
        fact("unintended", True),
        {"by": "S", "card": "CJ"},
    ]
    data = sit(situation, events, edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "N")
    [designation] = [r for r in report["rulings"] if r["irregularity"] == "change_of_designation"]
    assert designation["laws"] == ["45C4b", "47C"]
    effects = {(e["type"], e.get("card")) for e in designation["effects"]}
    assert ("card_withdrawn", "HK") in effects and ("card_stands", "HJ") in effects
    texts = clean_texts(data, tmp_path)
    assert "West's ♥J stands (45C4b)" in texts["en"]
    assert "North" in texts["en"].split("Instruction to the table:")[1]
