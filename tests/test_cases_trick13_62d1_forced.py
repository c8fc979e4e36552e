"""62D1 with 62C1 in trick 12: after "withdraw" the last cards are forced
(trick13, item 3b).

East revokes in trick 12 (♦3 holding the ♥Q) and South, who played after
him, takes his card back (62C1). Once South has played again to trick 12
every player has one card left for each remaining turn, so the rest of the
board is played out by itself, as it is after "keep" (both editions).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from play2_helpers import EDITIONS
from rule_cases import clean_texts, rule_json
from test_cases_trick12_62c1 import TRICK_12

from bridgelaws.record import TableRecord
from bridgelaws.situation import start_table
from bridgelaws.table import Table

STEPS: list[dict[str, Any]] = [
    {"by": "E", "card": "D3"},
    {"by": "S", "card": "H5"},
    {"by": "S", "director": True},
    {"by": "S", "choose": "withdraw"},
]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("again", ["HK", "H5"])
def test_law_62d1_62c1_withdraw_then_last_trick_forced(
    edition: str, again: str, tmp_path: Path
) -> None:
    before = sit(TRICK_12, STEPS, edition)
    # South has not played again yet: nothing is played for him
    report = rule_json(before, tmp_path)
    assert report["status"] == "play" and report["next"] == "S"
    data = sit(TRICK_12, [*STEPS, {"by": "S", "card": again}], edition)
    report = rule_json(data, tmp_path)
    # North's ♥A wins trick 12 over East's ♥Q; trick 13 is forced: North's ♠2
    # wins it, 4♠ made with an overtrick
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 420, "EW": -420}
    (ruling,) = report["rulings"]
    assert ruling["chosen"] == "withdraw"
    assert ruling["laws"] == ["62"]
    (revoke,) = report["irregularities"]
    assert revoke["offender"] == "E" and "62D1" in revoke["laws"]
    texts = clean_texts(data, tmp_path)
    assert "(62D1)" in texts["en"] and "(62D1)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_62c1_withdraw_live_table_matches_replay(edition: str) -> None:
    # the table played event by event ends where its record replayed ends
    data = sit(TRICK_12, [*STEPS, {"by": "S", "card": "HK"}], edition)
    record = TableRecord.from_json(data)
    live = start_table(record.continued([]))
    for event in record.events:
        live.apply(event)
    replayed = Table.from_record(live.record)
    assert live.report() == replayed.report()
    assert live.report()["status"] == "complete"
    assert live.report()["tricks"] == {"NS": 10, "EW": 3}


#: found by the live-versus-replay run (trick13, item 5): a situation after
#: eleven tricks where West's revoke in trick 12 is corrected (62D1) while his
#: ♦10, put down in place of his penalty card, waits for declarer's choice
#: (52B); after North's "withdraw" the forced play met a card that is kept,
#: not played, and looped for ever
KEPT_CARD_AFTER_WITHDRAW: dict[str, Any] = {
    "edition": "2007",
    "board": 1,
    "situation": {
        "contract": "3NT",
        "declarer": "N",
        "tricks": {"NS": 11, "EW": 0},
        "current": ["S:H8", "W:C6"],
    },
    "events": [
        {"fact": "revoke_trick_won_by", "value": "N", "trick": 12},
        {"fact": "revoke_trick_won_by", "value": "W", "trick": 12},
        {"fact": "offending_side_tricks_after", "value": 1, "trick": 12},
        {"by": "N", "card": "S6"},
        {"by": "E", "card": "HJ"},
        {"fact": "revoke", "value": {"seat": "S", "trick": 10}},
        {"fact": "revoke", "value": {"seat": "W", "trick": 12}},
        {"by": "W", "card": "DT"},
        {"by": "E", "agree": True},
        {"by": "N", "choose": "withdraw"},
    ],
}


def test_law_62d1_forced_play_stops_at_a_card_kept_for_a_ruling(tmp_path: Path) -> None:
    report = rule_json(KEPT_CARD_AFTER_WITHDRAW, tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    west = next(r for r in report["rulings"] if r["offender"] == "W")
    assert west["chosen"] == "withdraw" and west["laws"] == ["62D1", "64B6"]
    texts = clean_texts(KEPT_CARD_AFTER_WITHDRAW, tmp_path)
    assert "(62D1, 64B6)" in texts["en"] and "(62D1, 64B6)" in texts["nl"]
