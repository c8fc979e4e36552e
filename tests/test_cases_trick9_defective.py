"""Law 67A1 in a quitted trick the table does not show (the hands unknown,
spec §6), set down from the seeds before the records were run (own words;
law numbers cited).

3NT by North after eight tricks (North-South 5, East-West 3), South (dummy)
won trick 8. The director finds that East did not play to trick 8, before a
player of each side played to trick 9: East adds a card he may legally play
(67A1) and the trick goes to its best card. That card may win the trick, so
who won it is asked; its winner leads to trick 9 (44G), the trick count
follows, and a card South already led to trick 9 goes back when the lead
has changed hands.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json, rule_refused

EDITIONS = ("2017", "2007")

#: 3NT by North after eight tricks (North-South 5, East-West 3), South on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 5, "EW": 3}, "leader": "S"}
#: all thirteen tricks played: North-South 9, East-West 4
NINE = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}


def omitted(trick: int, seat: str = "E") -> dict[str, Any]:
    return fact("defective_trick", True, trick=trick, seat=seat)


def won_by(seat: str) -> dict[str, Any]:
    return fact("corrected_trick_won_by", seat)


def defective(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "defective_trick")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_unseen_trick_asks_who_won_it(edition: str, tmp_path: Path) -> None:
    data = sit(EIGHT, [omitted(8)], edition)
    report = rule_json(data, tmp_path)
    ruling = defective(report)
    assert (ruling["offender"], ruling["laws"]) == ("E", ["67A1"])
    assert ruling["question"]["fact"] == "corrected_trick_won_by"
    assert ruling["question"]["expects"]["kind"] == "seat"
    assert report["status"] == "awaiting_fact"
    texts = clean_texts(data, tmp_path)
    assert "Who won trick 8 once East added his card?" in texts["en"]
    assert "Wie heeft slag 8 gewonnen nadat Oost zijn kaart had toegevoegd?" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_unseen_trick_keeps_its_winner(edition: str, tmp_path: Path) -> None:
    # South's card still wins trick 8: nothing moves, South leads to trick 9
    data = sit(EIGHT, [omitted(8), won_by("S"), {"by": "S", "card": "SA"}], edition)
    report = rule_json(data, tmp_path)
    ruling = defective(report)
    assert [e["type"] for e in ruling["effects"]] == ["card_added"]
    assert report["status"] == "play" and report["next"] == "W"
    data["events"] += [
        {"by": "W", "card": "S2"},
        {"by": "N", "card": "S3"},
        {"by": "E", "card": "S4"},
        {"by": "N", "claim": 10},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    texts = clean_texts(data, tmp_path)
    assert "South won trick 8; the lead to trick 9 comes from his hand (44G)." in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_unseen_trick_won_by_the_added_card(edition: str, tmp_path: Path) -> None:
    # East's added card wins trick 8: it goes to East-West, East leads to trick 9
    data = sit(EIGHT, [omitted(8), won_by("E")], edition)
    report = rule_json(data, tmp_path)
    ruling = defective(report)
    assert [(e["type"], e.get("seat")) for e in ruling["effects"]] == [
        ("card_added", "E"),
        ("trick_winner_changed", "E"),
    ]
    assert report["status"] == "play" and report["next"] == "E"
    data["events"] += [{"by": "E", "claim": 9}, {"by": "N", "agree": True}]
    report = rule_json(data, tmp_path)
    # five tricks left: East-West 4 + 5 = 9, North-South 4: 3NT five down
    assert report["tricks"] == {"NS": 4, "EW": 9}
    texts = clean_texts(data, tmp_path)
    assert "East won trick 8; the lead to trick 9 comes from his hand (44G)." in texts["en"]
    assert "Oost heeft slag 8 gewonnen; voor slag 9 wordt uit zijn hand voorgespeeld" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_unseen_trick_lead_to_the_next_trick_goes_back(
    edition: str, tmp_path: Path
) -> None:
    # South had led ♠A to trick 9 (one side only played on: 67A1 still);
    # West wins trick 8, so the lead was not South's: the ♠A goes back
    data = sit(EIGHT, [{"by": "S", "card": "SA"}, omitted(8), won_by("W")], edition)
    report = rule_json(data, tmp_path)
    ruling = defective(report)
    assert ruling["laws"] == ["67A1"]
    assert ("card_withdrawn", "S", "SA") in [
        (e["type"], e.get("seat"), e.get("card")) for e in ruling["effects"]
    ]
    assert report["status"] == "play" and report["next"] == "W"
    assert report.get("penalty_cards", []) == []
    texts = clean_texts(data, tmp_path)
    assert "♠A" in texts["en"] and "West won trick 8" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_unseen_last_trick_after_the_play_counts_the_winner(
    edition: str, tmp_path: Path
) -> None:
    # trick 13 had three cards: East adds his last card; it wins the trick
    data = sit(NINE, [omitted(13)], edition)
    report = rule_json(data, tmp_path)
    assert defective(report)["question"]["fact"] == "corrected_trick_won_by"
    data["events"].append(won_by("E"))
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 8, "EW": 5}
    texts = clean_texts(data, tmp_path)
    assert "East won trick 13 (67A1)." in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a1_unseen_trick_winner_not_a_seat_is_refused(edition: str, tmp_path: Path) -> None:
    message = rule_refused(sit(EIGHT, [omitted(8), won_by("X")], edition), tmp_path, "en")
    assert '"X" is not a seat (N, E, S, W)' in message
