"""Laws 50D1 and 52 in a situation (spec §6) with a hand partly known: a
suit written ``-`` in ``hands`` is a known void, so the player cannot follow
and his major penalty card must be played at this first legal opportunity
(50D1, discards included); playing another card is a failure to play it
(52). An empty suit says nothing by itself, but a discard with no
revoke found shows the void as well (play8). Both editions. Facts our own,
from seed 000 (50D1, 52A/B) and seed
002 (2007 50D1, 52)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json

from bridgelaws.record import TableRecord
from bridgelaws.table import Table

EDITIONS = ["2017", "2007"]


def situation(west: str) -> dict[str, Any]:
    """3NT by North, trick 5 in progress (a heart led), West to play with
    the major penalty card CT on the table and ``west`` known."""
    return {
        "contract": "3NT",
        "declarer": "N",
        "tricks": {"NS": 3, "EW": 1},
        "current": ["N:H4", "E:H3", "S:H8"],
        "hands": {"W": west},
        "penalty_cards": [{"seat": "W", "card": "CT", "kind": "major"}],
    }


def record(west: str, events: list[dict[str, Any]], edition: str) -> dict[str, Any]:
    return {"edition": edition, "board": 1, "situation": situation(west), "events": events}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52_known_void_discard_instead_of_the_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    data = record("54.-.74.98", [{"by": "W", "card": "C9"}, {"by": "N", "director": True}], edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"]) == (
        "failure_to_play_penalty_card",
        "W",
    )
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "N"
    assert {o["code"] for o in ruling["options"]} == {"accept", "reject"}
    texts = clean_texts(data, tmp_path)
    assert "52" in texts["nl"] and "52" in texts["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_50d1_known_void_the_penalty_card_played(tmp_path: Path, edition: str) -> None:
    report = rule_json(record("54.-.74.98", [{"by": "W", "card": "CT"}], edition), tmp_path)
    assert report["irregularities"] == []
    assert not any(o["type"] == "penalty_card" for o in report["obligations"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_52_an_empty_suit_and_a_discard_no_revoke_found(tmp_path: Path, edition: str) -> None:
    # hearts left empty: West might hold one, but he discards and no revoke is
    # found (spec §6: the director's finding), so he has none and this was the
    # penalty card's first legal opportunity (50D1): 52 (play8, check7's line)
    report = rule_json(record("54..74.98", [{"by": "W", "card": "C9"}], edition), tmp_path)
    codes = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
    assert codes == [("failure_to_play_penalty_card", "W")]


def test_law_52_known_void_kept_when_the_situation_is_written_back() -> None:
    data = record("54.-.74.98", [], "2017")
    table = Table.from_record(TableRecord.from_json(data))
    situation = table.record.situation
    assert situation is not None
    assert situation.to_json()["hands"] == {"W": "54.-.74.98"}
    empty = Table.from_record(TableRecord.from_json(record("54..74.98", [], "2017")))
    assert empty.record.situation is not None
    assert empty.record.situation.to_json()["hands"] == {"W": "54..74.98"}
