"""Law 64C follows the final tricks (trick13, item 2).

After an established revoke the director adjusts when the non-offending side
is insufficiently compensated (2017 64C1, 2007 64C), also for a revoke 64B
frees of any transfer. When the tricks change after the play (a concession
whose tricks the director restores, 71; a withdrawn agreement, 69B2; a
disputed claim he settles, 70) the transfers are decided afresh, and so is
64C: its adjustment is what the final tricks leave short of the director's
figure, not what they left before. A revoke the director found keeps its own
transfer through the change.

Board 1, 4♠ by South, the hands unknown; after ten tricks North-South have
seven and South is on lead.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from check8_cases import ev
from rule_cases import clean_texts, rule_json

AFTER_TEN: dict[str, Any] = {
    "contract": "4S",
    "declarer": "S",
    "tricks": {"NS": 7, "EW": 3},
    "leader": "S",
}
LAW_64C = {"2017": "64C1", "2007": "64C"}


def dummy_revoke_then_restored(edition: str) -> dict[str, Any]:
    """Dummy revoked in trick 4 (64B3: no transfer); South concedes one of the
    last three tricks; the director's figure: East-West would have won five
    tricks without the revoke; then he restores the conceded trick (71: ten
    tricks to North-South in all)."""
    return sit(
        AFTER_TEN,
        ev(
            "W dir",
            [fact("revoke", {"seat": "N", "trick": 4})],
            "S concede 1; W agree; E agree",
            [fact("tricks_without_revoke", 5)],
            "N dir",
            [fact("claim_award", 10)],
        ),
        edition,
    )


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_64c_weighed_again_after_71_restores_tricks(edition: str, tmp_path: Path) -> None:
    data = dummy_revoke_then_restored(edition)
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    law = LAW_64C[edition]
    # the restored trick counts (71), and 64C makes up the rest of the
    # director's figure: East-West five tricks, not four
    assert report["adjustments"] == [
        {"law": "71", "to": "NS", "tricks": 1},
        {"law": law, "to": "EW", "tricks": 2},
    ]
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": -100, "EW": 100}
    revoke = next(r for r in report["rulings"] if r["irregularity"] == "revoke")
    assert revoke["offender"] == "N"
    assert any("64B3" in line for line in revoke["reasoning"])
    assert f"Law {law}: 2 tricks to East-West" in texts["en"]
    assert f"Artikel {law}: 2 slagen naar Oost-West" in texts["nl"]
    # said once, for the final tricks
    assert texts["en"].count("would have won 5 tricks") == 1


def test_law_64c_before_the_restoration(tmp_path: Path) -> None:
    # the same board before the director restores the trick: one trick (64C1)
    data = dummy_revoke_then_restored("2017")
    data["events"] = data["events"][:-2]
    report = rule_json(data, tmp_path)
    assert report["adjustments"] == [{"law": "64C1", "to": "EW", "tricks": 1}]
    assert report["tricks"] == {"NS": 8, "EW": 5}


def test_law_64a1_found_revoke_keeps_its_transfer_after_71(tmp_path: Path) -> None:
    # East revoked in trick 4 and won it (64A1: two tricks); the director's
    # later restoration of South's conceded trick (71) leaves that transfer
    data = sit(
        AFTER_TEN,
        ev(
            "W dir",
            [
                fact("revoke", {"seat": "E", "trick": 4}),
                fact("revoke_trick_won_by", "E", trick=4),
            ],
            "S concede 1; W agree; E agree",
            [fact("offending_side_tricks_after", 2, trick=4)],
            [fact("tricks_without_revoke", 7, side="NS")],
            "N dir",
            [fact("claim_award", 10)],
        ),
        "2017",
    )
    report = rule_json(data, tmp_path)
    texts = clean_texts(data, tmp_path)
    assert {"law": "64A1", "to": "NS", "tricks": 2} in report["adjustments"]
    assert {"law": "71", "to": "NS", "tricks": 1} in report["adjustments"]
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert "Law 64A1: 2 tricks to North-South" in texts["en"]
