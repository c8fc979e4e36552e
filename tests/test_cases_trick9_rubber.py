"""The NBB rubber rules on claims and concessions (seed 001, rules 26 and
54), set down from the rules before the records were run (own words; rule
numbers cited).

A rubber table has no director. A claim one of the other side disputes is
settled by the players at once: declarer's claim by rule 54 (he plays on as
he stated, open points as the defenders direct), a defender's by the cards
he showed (26(1)); nobody has to draw attention first. A concession stands
once made; the other side's acceptance is no act without effect. The
conceding side may draw attention to tricks it could not lose by any play:
the other side cannot take them (26(3)), and the players give the total.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json, rule_refused

#: 3NT by North after eight tricks (North-South 6, East-West 2), South on lead
EIGHT = {"contract": "3NT", "declarer": "N", "tricks": {"NS": 6, "EW": 2}, "leader": "S"}
#: 4S by South after eight tricks (North-South 6, East-West 2), South on lead
FOUR_SPADES = {"contract": "4S", "declarer": "S", "tricks": {"NS": 6, "EW": 2}, "leader": "S"}


def rubber(situation: dict[str, Any], events: list[dict[str, Any]]) -> dict[str, Any]:
    return sit(situation, events, "rubber")


def test_rubber_54_declarers_disputed_claim_is_asked_at_once(tmp_path: Path) -> None:
    data = rubber(EIGHT, [{"by": "N", "claim": 9}, {"by": "E", "dispute": True}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]] == [
        ("claim", "N", ["54"])
    ]
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["54"]
    assert ruling["question"]["fact"] == "claim_award"
    assert ruling["question"]["expects"] == {"kind": "number", "min": 6, "max": 11}
    assert report.get("protocol", []) == []
    texts = clean_texts(data, tmp_path)
    assert "the defenders direct" in texts["en"]
    assert "zoals de tegenspelers aangeven" in texts["nl"]
    assert "wedstrijdleider" not in texts["nl"] and "director" not in texts["en"]


def test_rubber_54_disputed_claim_settled_with_the_players_figure(tmp_path: Path) -> None:
    events = [{"by": "N", "claim": 9}, {"by": "E", "dispute": True}, fact("claim_award", 8)]
    data = rubber(EIGHT, events)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 8, "EW": 5}
    assert report["score"] == {"NS": 0, "EW": 50}
    assert report.get("without_effect", []) == []
    texts = clean_texts(data, tmp_path)
    assert "North's side takes 8 tricks in all (54)" in texts["en"]
    assert "de partij van Noord maakt in totaal 8 slagen (54)" in texts["nl"]


def test_rubber_26_1_defenders_disputed_claim_is_asked_at_once(tmp_path: Path) -> None:
    # East shows his cards and claims three of the last five; declarer disputes
    data = rubber(EIGHT, [{"by": "E", "claim": 5}, {"by": "N", "dispute": True}])
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][0]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == ("claim", "E", ["26(1)"])
    assert ruling["question"]["expects"] == {"kind": "number", "min": 2, "max": 7}
    data["events"].append(fact("claim_award", 3))
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["score"] == {"NS": 140, "EW": 0}
    clean_texts(data, tmp_path)


def test_rubber_54_attention_drawn_after_the_dispute_changes_nothing(tmp_path: Path) -> None:
    events = [
        {"by": "N", "claim": 9},
        {"by": "E", "dispute": True},
        {"by": "E", "director": True},
        fact("claim_award", 10),
    ]
    data = rubber(EIGHT, events)
    report = rule_json(data, tmp_path)
    assert [r["irregularity"] for r in report["rulings"]] == ["claim"]
    assert report["tricks"] == {"NS": 10, "EW": 3}
    clean_texts(data, tmp_path)


def test_rubber_54_the_figure_out_of_range_is_refused(tmp_path: Path) -> None:
    events = [{"by": "N", "claim": 9}, {"by": "E", "dispute": True}, fact("claim_award", 12)]
    message = rule_refused(rubber(EIGHT, events), tmp_path)
    assert "12" in message and "6" in message


def test_rubber_26_3_concession_accepted_stands(tmp_path: Path) -> None:
    # the defenders accept: nothing is said to be without effect
    events = [{"by": "S", "concede": 2}, {"by": "W", "agree": True}, {"by": "E", "agree": True}]
    data = rubber(FOUR_SPADES, events)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 0, "EW": 50}
    assert report["irregularities"] == []
    assert report.get("without_effect", []) == []
    texts = clean_texts(data, tmp_path)
    assert "no effect" not in texts["en"]


@pytest.mark.parametrize(
    ("award", "tricks", "score", "en"),
    [
        (11, {"NS": 11, "EW": 2}, {"NS": 150, "EW": 0}, "keeps the tricks it could not lose"),
        (9, {"NS": 9, "EW": 4}, {"NS": 0, "EW": 50}, "The concession stands as made"),
    ],
)
def test_rubber_26_3_tricks_that_could_not_be_lost_stay_with_the_conceder(
    award: int, tricks: dict[str, int], score: dict[str, int], en: str, tmp_path: Path
) -> None:
    events = [
        {"by": "S", "concede": 2},
        {"by": "W", "agree": True},
        {"by": "E", "agree": True},
        {"by": "N", "director": True},
    ]
    data = rubber(FOUR_SPADES, events)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][0]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "concession",
        "S",
        ["26(3)"],
    )
    assert ruling["question"]["fact"] == "claim_award"
    assert ruling["question"]["expects"] == {"kind": "number", "min": 9, "max": 11}
    texts = clean_texts(data, tmp_path)
    assert "could not lose by any play" in texts["en"]
    assert "op geen enkele wijze van spelen kon verliezen" in texts["nl"]
    data["events"].append(fact("claim_award", award))
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == tricks
    assert report["score"] == score
    texts = clean_texts(data, tmp_path)
    assert en in texts["en"]


def test_rubber_26_3_the_other_side_drawing_attention_asks_nothing(tmp_path: Path) -> None:
    # the rule protects the conceding side: the side given the tricks has
    # nothing to claim back, and the concession stands
    events = [{"by": "S", "concede": 2}, {"by": "W", "agree": True}, {"by": "W", "director": True}]
    data = rubber(FOUR_SPADES, events)
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert [r["irregularity"] for r in report["rulings"]] == []
    clean_texts(data, tmp_path)


def test_rubber_26_3_a_figure_below_the_concession_is_refused(tmp_path: Path) -> None:
    events = [{"by": "S", "concede": 2}, {"by": "N", "director": True}, fact("claim_award", 8)]
    message = rule_refused(rubber(FOUR_SPADES, events), tmp_path, "en")
    assert "8 is no number of tricks from 9 to 11" in message
