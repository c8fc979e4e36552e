"""Breadth for Laws 60-71 and the rubber claim and revoke rules with the
hands unknown (spec §6), set down from the laws before the records were run
(own words; law numbers cited). Director-course themes: both sides revoke
in one trick (64B7, then 64C), a revoke in trick 12 found after the play
(62D1, 64B6; rubber 55(2)), a defender's concession at a rubber table
(26(3)), a card played while a disputed rubber claim is settled (54), and a
card played while a claim waits for the opponents' answer (68D).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json

EDITIONS = ("2017", "2007")

#: 3NT by North, all thirteen tricks played: North-South 9, East-West 4
NINE = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 9, "EW": 4}}
#: 3NT by North after eight tricks (North-South 6, East-West 2), South on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 2}, "leader": "S"}


def revoke(seat: str, trick: int) -> dict[str, Any]:
    return fact("revoke", {"seat": seat, "trick": trick})


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_64b7_64c_both_sides_revoke_in_one_trick(edition: str, tmp_path: Path) -> None:
    # East ruffs, North overruffs holding the suit; both revokes established
    events = [
        revoke("E", 3),
        revoke("N", 3),
        fact("revoke_trick_won_by", "N", trick=3),
        fact("offending_side_tricks_after", 1, trick=3, seat="E"),
        fact("offending_side_tricks_after", 6, trick=3, seat="N"),
    ]
    data = sit(NINE, events, edition)
    report = rule_json(data, tmp_path)
    assert [(r["offender"], r["laws"]) for r in report["rulings"]] == [
        ("E", ["63A1", "64A"]),
        ("N", ["63A1", "64A"]),
    ]
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 9, "EW": 4}
    # no transfer: the director restores equity as if neither had revoked
    assert report["rulings"][0]["question"]["fact"] == "tricks_without_revoke"
    texts = clean_texts(data, tmp_path)
    assert "Both sides revoked: no tricks are transferred (64B7); 64C may apply." in texts["en"]
    data["events"].append(fact("tricks_without_revoke", 10))
    report = rule_json(data, tmp_path)
    # the director's figure as if neither side had revoked stands (64C)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_62d1_64b6_revoke_in_trick_12_found_after_the_play(
    edition: str, tmp_path: Path
) -> None:
    data = sit(NINE, [revoke("E", 12), fact("tricks_after_correction", 10)], edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["offender"], ruling["laws"]) == ("E", ["62D1", "64B6"])
    assert [e["type"] for e in ruling["effects"]] == ["revoke_corrected"]
    assert report["adjustments"] == []
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report.get("penalty_cards", []) == []
    texts = clean_texts(data, tmp_path)
    assert "(62D2" in texts["en"]


def test_rubber_55_2_revoke_in_trick_12_is_never_established(tmp_path: Path) -> None:
    data = sit(NINE, [revoke("E", 12)], "rubber")
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["55(2)", "55(6)"]
    assert report["adjustments"] == []
    assert (report["tricks"], report["score"]) == ({"NS": 9, "EW": 4}, {"NS": 100, "EW": 0})
    texts = clean_texts(data, tmp_path)
    assert "never established (55(2))" in texts["en"]


def test_rubber_26_3_a_defenders_concession_stands_as_made(tmp_path: Path) -> None:
    # East concedes three of the last five; West draws attention to it and
    # the players find East-West could lose those tricks: the concession stands
    events = [{"by": "E", "concede": 3}, {"by": "W", "director": True}]
    data = sit(EIGHT, events, "rubber")
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"]) == ("concession", "E")
    assert ruling["question"]["expects"] == {"kind": "number", "min": 4, "max": 7}
    data["events"].append(fact("claim_award", 4))
    report = rule_json(data, tmp_path)
    assert (report["tricks"], report["score"]) == ({"NS": 9, "EW": 4}, {"NS": 100, "EW": 0})
    texts = clean_texts(data, tmp_path)
    assert (
        "The concession stands as made: East's side takes 4 tricks in all (26(3))." in (texts["en"])
    )


def test_rubber_54_card_played_while_the_dispute_is_settled_has_no_effect(
    tmp_path: Path,
) -> None:
    events = [
        {"by": "N", "claim": 9},
        {"by": "E", "dispute": True},
        {"by": "S", "card": "SA"},
        fact("claim_award", 9),
    ]
    data = sit(EIGHT, events, "rubber")
    report = rule_json(data, tmp_path)
    assert [r["laws"] for r in report["rulings"]] == [["54"]]
    assert [w["event"] for w in report["without_effect"]] == [2]
    assert (report["tricks"], report["score"]) == ({"NS": 9, "EW": 4}, {"NS": 100, "EW": 0})
    texts = clean_texts(data, tmp_path)
    assert "South played ♠A while the disputed claim is being settled (54)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_68d_card_played_while_the_claim_awaits_an_answer(edition: str, tmp_path: Path) -> None:
    events = [{"by": "N", "claim": 9}, {"by": "E", "card": "SA"}]
    data = sit(EIGHT, events, edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == []
    assert [w["event"] for w in report["without_effect"]] == [1]
    clean_texts(data, tmp_path)
