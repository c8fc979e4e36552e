"""Law 13 found during the auction (auc1), 2017 and 2007: a hand with more
than thirteen cards and another with fewer. Facts our own, from seed 000
(2017 Law 13) and 002 (2007 Law 13); table records run through ``bridgelaws
rule --json`` and the nl/en text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json

EDITIONS = ["2017", "2007"]
#: 2007 Law 13A is 2017's 13B1, 13B 13B2, 13C 13D and 13D 13A
LAWS_2007 = {"13B1": "13A", "13B2": "13B", "13A": "13D", "13B": "13", "13D": "13C"}


def wrong(seat: str) -> dict[str, Any]:
    return {"fact": "wrong_number_of_cards", "value": True, "seat": seat}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13a_found_before_the_player_called(tmp_path: Path, edition: str) -> None:
    # After North's 1S West finds fourteen cards in his hand (North has twelve)
    # before he has called: the hands are put right and the auction goes on.
    data = record([{"by": "N", "call": "1S"}, wrong("W")], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "wrong_number_of_cards"
    assert ruling["laws"] == (["13A"] if edition == "2017" else ["13D"])
    assert report["status"] == "auction" and report["next"] == "E"
    out = texts(data, tmp_path)
    assert "West has not called yet" in out["en"]
    assert "West heeft nog niet geboden" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("playable", "law"), [(True, "13B1"), (False, "13B2")])
def test_law_13b_found_after_the_player_called(
    tmp_path: Path, edition: str, playable: bool, law: str
) -> None:
    # North had the wrong hand and had already opened 1S. The director judges
    # whether the board can be played normally: then the calls stand and the
    # auction goes on (13B1); otherwise an adjusted score ends the board (13B2).
    events = [
        {"by": "N", "call": "1S"},
        wrong("N"),
        {"fact": "playable", "value": playable},
    ]
    asked = rule_json(record(events[:2], edition), tmp_path)
    assert asked["status"] == "awaiting_fact"
    assert asked["rulings"][-1]["question"]["fact"] == "playable"
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["laws"] == [law if edition == "2017" else LAWS_2007[law]]
    assert report["status"] == ("auction" if playable else "complete")
    kinds = [e["type"] for e in report["rulings"][-1]["effects"]]
    assert ("adjusted_score" in kinds) is (not playable)
    texts(data, tmp_path)
