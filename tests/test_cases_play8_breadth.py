"""Helper play8 (issue 13): two irregularities on one lead or in one trick,
with the hands unknown (spec §6), both editions. Records our own, expected
rulings set down from the laws before they were run.

3NT by North (dummy South) after six tricks, North-South four, East-West two.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS
from rule_cases import clean_texts, penalty_cards, rule_json

EAST_SPADE_QUEEN = [{"seat": "E", "card": "SQ", "kind": "major"}]


def situation(edition: str, where: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    base = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 4, "EW": 2}}
    return {"edition": edition, "board": 1, "situation": {**base, **where}, "events": events}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_56_51b2_holder_of_a_penalty_card_leads_out_of_turn(
    tmp_path: Path, edition: str
) -> None:
    # West is on lead; East, with the ♠Q a major penalty card, leads the ♥5.
    # Declarer does not accept it: the ♥5 is a second penalty card (56), and
    # at West's lead declarer chooses under 51B2 for both suits
    where = {"leader": "W", "penalty_cards": EAST_SPADE_QUEEN}
    events = [
        {"by": "E", "card": "H5"},
        {"by": "N", "director": True},
        {"fact": "opponent_induced", "value": False},
        {"by": "N", "choose": "reject"},
    ]
    data = situation(edition, where, events)
    report = rule_json(data, tmp_path)
    assert penalty_cards(report) == {("E", "SQ", "major"), ("E", "H5", "major")}
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["chooser"], ruling["laws"]) == (
        "penalty_card",
        "N",
        ["51B2"],
    )
    codes = {o["code"] for o in ruling["options"]}
    assert {"require_suit:S", "require_suit:H", "prohibit_suit:S", "prohibit_suit:H"} <= codes
    assert report["status"] == "awaiting_choice"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_50d1b_premature_play_while_partner_holds_a_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # North leads the ♥4; West plays the ♥2 before his partner East, who has
    # the ♥Q as a major penalty card. The ♥2 is a penalty card too (57A) and
    # declarer chooses for East's card; following suit comes first, so no
    # card of another suit can be required (57A3 not offered)
    where = {"current": ["N:H4"], "penalty_cards": [{"seat": "E", "card": "HQ", "kind": "major"}]}
    data = situation(edition, where, [{"by": "W", "card": "H2"}, {"by": "N", "director": True}])
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "premature_play",
        "W",
        "N",
    )
    codes = [o["code"] for o in ruling["options"]]
    assert codes[:2] == ["highest", "lowest"]
    assert ("W", "H2", "major") in penalty_cards(report)
    assert ("E", "HQ", "major") in penalty_cards(report)
    clean_texts(data, tmp_path)
