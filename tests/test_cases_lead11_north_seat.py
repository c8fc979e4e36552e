"""North is seat 0: a rule that asked "is there a seat?" with ``or`` took
North for no seat. Found by random situations (issue 13): a crash under rubber
47(2) and the wrong chooser under rubber 7/8."""

from __future__ import annotations

from pathlib import Path

from check2_cases import fact
from rule_cases import clean_texts, record, rule_json


def test_rubber_47_2_declarer_north_plays_to_his_own_lead_out_of_turn(tmp_path: Path) -> None:
    """East is on lead; declarer North leads from his own hand instead, and
    then plays from dummy to it before the defenders act. Dummy's card stands
    and is played in its turn (47(2)); the lead out of turn still waits for
    the defenders (45/46(1)). It used to crash when the leader was North."""
    data = record(
        [{"by": "N", "card": "DT"}, {"by": "S", "card": "CT"}],
        "rubber",
        deal=None,
        situation={"contract": "4SX", "declarer": "N", "tricks": {"NS": 1, "EW": 1}, "leader": "E"},
    )
    del data["deal"]
    report = rule_json(data, tmp_path)
    early = [r for r in report["rulings"] if "47(2)" in r["laws"]]
    assert early and early[-1]["offender"] == "N"
    assert [e["type"] for e in early[-1]["effects"]] == ["no_penalty"]
    texts = clean_texts(data, tmp_path)
    assert "West" in texts["en"] and "47(2)" in texts["en"]


def test_rubber_7_2_north_demands_a_new_shuffle_he_chooses(tmp_path: Path) -> None:
    """The player who saw the shuffle go wrong may have the cards shuffled
    and cut again (7(2)): when that is North he chooses, not the dealer's LHO."""
    data = record([fact("misdeal", "shuffle_seen", by="N")], "rubber")
    data["board"] = 2  # East deals: the dealer's LHO would be South
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ruling["irregularity"] == "misdeal"
    assert ruling["chooser"] == "N"
    assert {o["code"] for o in ruling["options"]} == {"new_deal", "keep_deal"}
    assert "Noord" in clean_texts(data, tmp_path)["nl"]
