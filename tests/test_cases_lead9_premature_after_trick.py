"""57A ruled after the trick it was premature to is complete: East, on lead
with two penalty cards, plays the one declarer designated and at once a
second card before his partner played; the director, busy with other
rulings (9B), comes to it only after West has played and the trick is over.
Declarer's options for West's card are gone: the premature card is a major
penalty card (57A, 50), and with two penalty cards on lead declarer
designates again (51A). Before, the ruling looked for the suit led in a
trick with no card and crashed (found by random situations)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json

#: 3NT by North after seven tricks (NS 2, EW 5), West on lead; hands unknown
SITUATION = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 2, "EW": 5},
    "leader": "W",
}
EVENTS: list[dict[str, Any]] = [
    {"by": "W", "card": "D9"},
    {"by": "E", "expose": "C7"},
    {"by": "N", "card": "CJ"},
    {"by": "E", "card": "DA"},
    {"by": "E", "expose": "S9"},
    {"by": "S", "card": "D7"},
    # East won trick 8 and leads with ♣7 ♠9 as penalty cards: North designates
    {"by": "N", "choose": "card:C7"},
    # East's second card, before West played (57A)
    {"by": "E", "card": "S8"},
    fact("cards_from_wrong_board", False),
    fact("deliberate", False),
    {"by": "S", "card": "D2"},
    {"by": "N", "card": "SQ"},
    {"by": "W", "card": "C3"},
    {"by": "N", "call": "2H"},
    {"by": "S", "director": True},
]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_57a_ruled_after_partner_played_leaves_a_major_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    data = sit(SITUATION, EVENTS, edition)
    report = rule_json(data, tmp_path)
    [premature] = [r for r in report["rulings"] if r["irregularity"] == "premature_play"]
    assert premature["options"] == [] and premature["chooser"] is None
    assert [(e["type"], e["card"], e["scope"]) for e in premature["effects"]] == [
        ("penalty_card", "S8", "major")
    ]
    held = {(o["seat"], o["card"]) for o in report["obligations"] if o["type"] == "penalty_card"}
    assert held == {("E", "S9"), ("E", "S8")}
    # East, on lead with two penalty cards: declarer designates one (51A)
    assert report["status"] == "awaiting_choice"
    last = report["rulings"][-1]
    assert last["chooser"] == "N"
    assert {o["code"] for o in last["options"]} == {"card:S9", "card:S8"}
    texts = clean_texts(data, tmp_path)
    assert "West has already played to the trick" in texts["en"]
