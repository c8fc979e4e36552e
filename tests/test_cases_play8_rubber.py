"""Helper play8 (issue 13): NBB rubber rules for the play (seed 001), records
our own.

Rule 50 with the hands unknown (spec §6): the players say dummy suggested a
play of a card; the situation does not list dummy's cards. The card is not
seen anywhere else, so it is taken as the card dummy holds (he touched or
named it) and the defender on dummy's left chooses: declarer must play it,
must not play it, or plays as he likes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json

#: 4♠ by South, North dummy; West has led the ♥5 to trick 7, dummy to play
FOUR_SPADES = {"contract": "4S", "declarer": "S", "tricks": {"NS": 4, "EW": 2}, "current": ["W:H5"]}


def rubber(events: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {
        "edition": "rubber",
        "board": 1,
        "situation": {**FOUR_SPADES, **more},
        "events": events,
    }


SUGGESTED = {"fact": "dummy_suggested", "value": "H3"}


def test_rubber_50_dummy_suggests_a_card_the_hands_unknown_east_chooses(tmp_path: Path) -> None:
    data = rubber([SUGGESTED])
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "dummy_suggested_play"
    assert ruling["offender"] == "N"
    assert ruling["chooser"] == "E"
    assert ruling["laws"] == ["50"]
    assert [o["code"] for o in ruling["options"]] == [
        "require_card:H3",
        "forbid_card:H3",
        "no_restriction",
    ]
    assert not report.get("without_effect")
    texts = clean_texts(data, tmp_path)
    assert "East requires South to play ♥3 (50)" in texts["en"]
    assert "Oost verbiedt Zuid om ♥3 te spelen (50)" in texts["nl"]
    assert "does not apply" not in texts["en"]


@pytest.mark.parametrize(
    ("choice", "obligation"),
    [
        ("require_card:H3", ("play_card", "N", "H3")),
        ("forbid_card:H3", ("play_restriction", "N", "H3")),
        ("no_restriction", None),
    ],
)
def test_rubber_50_easts_choice_binds_dummys_next_card(
    tmp_path: Path, choice: str, obligation: tuple[str, str, str] | None
) -> None:
    data = rubber([SUGGESTED, {"by": "E", "choose": choice}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "N"
    assert report["rulings"][-1]["chosen"] == choice
    owed = {(o["type"], o["seat"], o.get("card")) for o in report["obligations"]}
    assert owed == ({obligation} if obligation else set())
    clean_texts(data, tmp_path)


def test_rubber_50_the_required_card_is_played_and_the_trick_goes_on(tmp_path: Path) -> None:
    data = rubber([SUGGESTED, {"by": "E", "choose": "require_card:H3"}, {"by": "N", "card": "H3"}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "E"
    assert report["obligations"] == []
    assert [i["irregularity"] for i in report["irregularities"]] == ["dummy_suggested_play"]
    clean_texts(data, tmp_path)


def test_rubber_50_a_card_already_played_or_in_another_hand_is_no_suggestion(
    tmp_path: Path,
) -> None:
    # West's ♥5 lies in the trick: dummy cannot hold it, rule 50 has nothing to bind
    data = rubber([{"fact": "dummy_suggested", "value": "H5"}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert len(report.get("without_effect") or []) == 1
    clean_texts(data, tmp_path)
    # dummy's cards are known and the ♥Q is not among them: it is declarer's
    # card when he may hold it (his hand unknown)
    data = rubber([{"fact": "dummy_suggested", "value": "HQ"}], dummy="QT.K3.84.J")
    report = rule_json(data, tmp_path)
    assert report["rulings"][-1]["chooser"] == "E"
    assert {e["seat"] for o in report["rulings"][-1]["options"] for e in o["effects"]} == {"S"}
    clean_texts(data, tmp_path)
