"""46B: declarer's incomplete designation of dummy's card, both editions
(the sub-laws are numbered alike), own facts (helper play1): West leads
the club ten to trick 1 and declarer names dummy's card in part."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]

# Deal: N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654, S J76.AT98.J65.QJ7,
# W 543.7652.743.T98. South plays 1H; West leads; North is dummy.
ONE_HEART = script("N Pass; E Pass; S 1H; W Pass; N Pass; E Pass")
LEAD = [*ONE_HEART, {"by": "W", "card": "CT"}]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("said", "law", "card"),
    [
        ("high", "46B1a", "CA"),  # "high": the highest card of the suit led
        ("win", "46B1b", "CK"),  # "win": the lowest card that wins it (the ace is dummy's)
        ("low", "46B1c", "C2"),  # "low": the lowest
        ("K", "46B3b", "CK"),  # a rank only, not leading: that rank where legal
    ],
)
def test_law_46b_incomplete_designation_is_played_as_the_law_reads_it(
    tmp_path: Path, edition: str, said: str, law: str, card: str
) -> None:
    events = [*LEAD, {"fact": "designation", "value": said}]
    report = rule_json(record(events, edition), tmp_path)
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "incomplete_designation" and ruling["offender"] == "S"
    assert ruling["laws"] == [law] and ruling["chooser"] is None
    assert [(e["type"], e["card"]) for e in ruling["effects"]] == [("card_played", card)]
    assert report["next"] == "E" and report["status"] == "play"
    texts = clean_texts(record(events, edition), tmp_path)
    assert f"({law})" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b5_play_anything_either_defender_designates(tmp_path: Path, edition: str) -> None:
    events = [*LEAD, {"fact": "designation", "value": "any"}]
    report = rule_json(record(events, edition), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["46B5"] and ruling["chooser"] in ("E", "W")
    assert [o["code"] for o in ruling["options"]] == ["card:CA", "card:CK", "card:C3", "card:C2"]
    done = rule_json(
        record([*events, {"by": ruling["chooser"], "choose": "card:C3"}], edition), tmp_path
    )
    assert done["next"] == "E" and done["status"] == "play"
    clean_texts(record(events, edition), tmp_path)
