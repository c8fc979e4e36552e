"""Breadth across Laws 65 and 68-70 and the rubber rules' claims, set down
from the seeds before the records were run (own words; law numbers cited):

- 65B3: a card turned the wrong way may be pointed out (2017) by any player
  until his side leads or plays to the next trick; (2007) by declarer at any
  time, by dummy or a defender until the lead to the next trick; later, what
  it tells partner may be unauthorized (16B); a trick that is not quitted is
  refused;
- rubber 26, 54: a claim the opponents have not yet answered, and a declarer's
  claim settled by the rules, are said with the rubber rules, not 68D/70.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, nt, sit
from rule_cases import clean_texts, rule_json
from test_cases_trick6_revokes import error

#: 3NT by North, trick 1 quitted (North-South), North has led to trick 2
LED_TO_TWO: dict[str, Any] = {
    "contract": "3NT",
    "declarer": "N",
    "tricks": {"NS": 1, "EW": 0},
    "current": ["N:SA"],
}


def turned(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]]


@pytest.mark.parametrize(
    ("edition", "by", "effect"),
    [
        # 2017: East's side has not played to trick 2 yet; North-South have
        ("2017", "E", ("card_turned", ["65B3"])),
        ("2017", "S", ("too_late", ["65B3", "65D"])),
        # 2007: the lead to trick 2 ends the right of dummy and the defenders,
        # never declarer's
        ("2007", "E", ("too_late", ["65B3", "65D"])),
        ("2007", "N", ("card_turned", ["65B3"])),
    ],
)
def test_law_65b3_who_may_still_point_out_a_card_turned_wrongly(
    edition: str, by: str, effect: tuple[str, list[str]], tmp_path: Path
) -> None:
    data = sit(LED_TO_TWO, [fact("trick_pointed_wrongly", 1, by=by)], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["rulings"][-1]["laws"] == ["65B3"]
    assert turned(report) == [effect]
    texts = clean_texts(data, tmp_path)
    late = effect[0] == "too_late"
    assert ("(65B3, 16B)" in texts["en"]) is late
    assert ("(65B3, 16B)" in texts["nl"]) is late


def test_law_65b3_a_trick_not_quitted_is_refused(tmp_path: Path) -> None:
    data = sit(LED_TO_TWO, [fact("trick_pointed_wrongly", 2, by="E")])
    assert "2 is not a quitted trick (1 to 1)" in error(data, tmp_path)


def test_rule_26_open_claim_is_said_with_the_rubber_rules(tmp_path: Path) -> None:
    data = sit(nt(8, 2, "N"), [{"by": "N", "claim": 11}, {"by": "E", "agree": True}], "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "play" and report["tricks"] is None
    texts = clean_texts(data, tmp_path)
    assert "accept the claim or dispute it (26)" in texts["en"]
    assert "(26, 54)" in texts["en"] and "(26, 54)" in texts["nl"]
    assert "68D" not in texts["en"] and "director" not in texts["en"]


def test_rule_54_disputed_claim_settled_says_the_tricks(tmp_path: Path) -> None:
    events = [
        {"by": "N", "claim": 11},
        {"by": "E", "dispute": True},
        {"by": "W", "director": True},
        fact("tricks", 10),
    ]
    data = sit(nt(8, 2, "N"), events, "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 10, "EW": 3}
    assert report["rulings"][0]["laws"] == ["54"]
    texts = clean_texts(data, tmp_path)
    assert "North's side takes 10 tricks in all (54)" in texts["en"]
    assert "in totaal 10 slagen (54)" in texts["nl"]
