"""Law 67 with the hands unknown (spec §6; own words, law numbers cited): an
extra card found in a quitted trick that the table does not show. Later than
the next trick (67B2) it goes back to the hand and the trick keeps its
winner; a defender's extra card that was seen is a penalty card (67B2
footnote). Found before both sides played on (67A2) it is a fifth card
(45E1: a defender's penalty card). Both editions; the rubber rules have no
such fact.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact, sit
from rule_cases import clean_texts, rule_json

EDITIONS = ("2017", "2007")

#: 4♠ by South after seven tricks (North-South 5, East-West 2), South on lead
SEVEN = {"contract": "4S", "declarer": "S", "tricks": {"NS": 5, "EW": 2}, "leader": "S"}


def extra(trick: int, **more: Any) -> dict[str, Any]:
    return fact("defective_trick", "D7", trick=trick, seat="W", **more)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b2_extra_card_in_an_unseen_quitted_trick_goes_back(
    edition: str, tmp_path: Path
) -> None:
    data = sit(SEVEN, [extra(3)], edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"], irregularity["laws"]) == (
        "defective_trick",
        "W",
        ["67B2"],
    )
    [ruling] = report["rulings"]
    assert ruling["effects"] == [
        {"type": "card_returned", "laws": ["67B2a"], "card": "D7", "seat": "W"}
    ]
    # the trick keeps its winner, nothing else changes; play goes on
    assert (report["status"], report["next"], report["obligations"]) == ("play", "S", [])
    texts = clean_texts(data, tmp_path)
    assert (
        "The table does not show trick 3: ♦7 goes back to West's hand, the card he faced in "
        "the trick stays" in texts["en"]
    )
    assert "(67B2b)" in texts["en"]
    assert "De tafel laat slag 3 niet zien: ♦7 gaat terug naar de hand van West" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67b2_footnote_a_seen_extra_card_of_a_defender_is_a_penalty_card(
    edition: str, tmp_path: Path
) -> None:
    data = sit(SEVEN, [extra(3, exposed=True)], edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert [(e["type"], e.get("scope")) for e in ruling["effects"]] == [
        ("card_returned", None),
        ("penalty_card", "minor"),
    ]
    assert [o["card"] for o in report["obligations"]] == ["D7"]
    texts = clean_texts(data, tmp_path)
    assert "West's ♦7 is a minor penalty card (67B2, 50)" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_67a2_extra_card_in_the_last_unseen_trick_is_a_fifth_card(
    edition: str, tmp_path: Path
) -> None:
    # trick 7 is the last quitted; nobody has played to trick 8 yet
    data = sit(SEVEN, [extra(7)], edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert irregularity["laws"] == ["67A2", "45E1"]
    assert [(o["card"], o["seat"]) for o in report["obligations"]] == [("D7", "W")]
    texts = clean_texts(data, tmp_path)
    assert "West's ♦7 is a minor penalty card (67A2, 45E1)" in texts["en"]
