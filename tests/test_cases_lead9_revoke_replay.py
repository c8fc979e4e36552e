"""62D1 with trick 12 quitted and not in view: the director has tricks 12 and
13 played again and asks the result. A card that waited for the director in
trick 13 (North's premature card, 57A) is part of that replay: its own
irregularity lapses with it. Before, the waiting premature play was ruled
after the replay with no card led in trick 13, and crashed (found by random
situations)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json

#: 7♣XX by East after twelve tricks (NS 2, EW 10), West (dummy) on lead
SITUATION = {
    "contract": "7CXX",
    "declarer": "E",
    "tricks": {"NS": 2, "EW": 10},
    "leader": "W",
    "dummy": "A.-.-.-",
}


def _record(edition: str) -> dict[str, object]:
    # East leads from his own hand (dummy was on lead), North plays before
    # South; then the director finds East's revoke in trick 12
    events = [
        {"by": "E", "card": "CJ"},
        {"by": "N", "card": "S5"},
        fact("revoke", {"seat": "E", "trick": 12}),
        fact("tricks_after_correction", 12),
        fact("wrong_board", False),
    ]
    return sit(SITUATION, events, edition)


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_62d1_replay_takes_the_waiting_trick_13_card_with_it(
    tmp_path: Path, edition: str
) -> None:
    data = _record(edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 1, "EW": 12}
    [revoke] = [r for r in report["rulings"] if r["irregularity"] == "revoke"]
    assert revoke["laws"] == ["62D1", "64B6"]
    # nothing is ruled in trick 13 after the replay
    assert not [r for r in report["rulings"] if r["irregularity"] == "premature_play"]
    texts = clean_texts(data, tmp_path)
    assert "tricks 12 and 13" in texts["en"]


def test_law_62d1_2007_waiting_premature_play_lapses_with_the_replay(tmp_path: Path) -> None:
    data = _record("2007")
    report = rule_json(data, tmp_path)
    [premature] = [i for i in report["irregularities"] if i["irregularity"] == "premature_play"]
    assert "62D1" in premature["laws"]
    texts = clean_texts(data, tmp_path)
    assert "Premature play by North (Laws 57A, 62D1); no ruling asked" in texts["en"]
