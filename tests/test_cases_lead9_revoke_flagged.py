"""A revoke the table saw as it was played (the cards are known) and the
director's finding of that same revoke (a ``revoke`` fact) are one revoke:
the finding takes the seen one's place in the list, with what its card
discharged. Before, both were listed and the seen one stayed open with no
attention drawn (found by play9, in every edition)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import fact
from rule_cases import clean_texts, record, rule_json, script

AUCTION = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: trick 1 clubs; trick 2: South leads ♦5 and East, who holds diamonds, plays ♠8
TRICKS = "W card CT; N card C2; E card C4; S card CQ; S card D5; W card D3; N card DT; E card S8"
#: trick 3, led by North: East-West have played on, the revoke is established
ON = "N card HQ; E card H3; S card H8; W card H2"
FOUND = fact("revoke", {"seat": "E", "trick": 2})


def _revokes(report: dict[str, object]) -> list[dict[str, object]]:
    listed = report["irregularities"]
    assert isinstance(listed, list)
    return [i for i in listed if i["irregularity"] == "revoke"]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_62a_found_revoke_the_table_saw_is_one_revoke(tmp_path: Path, edition: str) -> None:
    data = record([*script(f"{AUCTION}; {TRICKS}"), FOUND], edition)
    report = rule_json(data, tmp_path)
    [revoke] = _revokes(report)
    assert revoke["offender"] == "E"
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "revoke"
    effects = {e["type"] for e in ruling["effects"]}
    assert "revoke_corrected" in effects
    assert report["next"] == "E"
    texts = clean_texts(data, tmp_path)
    assert texts["en"].count("Revoke by East") == 2  # the list and the ruling
    assert "East withdraws ♠8" in texts["en"]


def test_rubber_55_1_found_revoke_the_table_saw_is_one_revoke(tmp_path: Path) -> None:
    data = record([*script(f"{AUCTION}; {TRICKS}"), FOUND], "rubber")
    report = rule_json(data, tmp_path)
    [revoke] = _revokes(report)
    assert revoke["laws"] == ["55", "55(1)"]
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][0]["chooser"] == "S"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(
    ("edition", "laws"),
    [("2017", ["63A1", "64A"]), ("2007", ["63A1", "64A"]), ("rubber", ["55(2)", "55(6)"])],
)
def test_law_63a1_established_revoke_the_table_saw_is_found_once(
    tmp_path: Path, edition: str, laws: list[str]
) -> None:
    data = record([*script(f"{AUCTION}; {TRICKS}; {ON}"), FOUND], edition)
    report = rule_json(data, tmp_path)
    [revoke] = _revokes(report)
    assert revoke["offender"] == "E"
    [ruling] = report["rulings"]
    assert ruling["laws"] == laws
    assert report["status"] == "play" and report["next"] == "N"
    clean_texts(data, tmp_path)
