"""64B4/64B5: a revoke raised too late transfers no trick. The revoke's own
ruling said so in words but still listed the effect 'tricks are transferred
after the play (64A)' (trick11's finding, session 18)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, rule_json, ruling_effects
from test_cases_trick11_breadth import LATE, dealt


@pytest.mark.parametrize("edition", ["2017", "2007"])
@pytest.mark.parametrize(("fact", "law"), [("next_board_called", "64B4"), ("round_ended", "64B5")])
def test_law_64b4_64b5_revoke_ruling_lists_no_transfer(
    edition: str, fact: str, law: str, tmp_path: Path
) -> None:
    data = dealt(LATE, edition, [{"fact": fact, "value": True}, {"by": "N", "director": True}])
    report = rule_json(data, tmp_path)
    [revoke] = [n for n, r in enumerate(report["rulings"]) if r["irregularity"] == "revoke"]
    effects = ruling_effects(report, revoke)
    assert ("no_trick_transfer", [law]) in effects
    assert all(kind != "tricks_transferred_after_play" for kind, _ in effects)
    texts = clean_texts(data, tmp_path)
    assert "tricks are transferred as for an established revoke" not in texts["en"]
    assert f"er wordt geen slag overgedragen ({law})" in texts["nl"]
