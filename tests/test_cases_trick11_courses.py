"""Director-course situations on revokes (own words, after the kind of
exercise EBL and club director courses set; law numbers cited), in both
editions and the rubber rules.

Four cards left, 4H by South, all nine tricks so far North-South's; North
(dummy) leads his ♦A and declarer ruffs with his ♥3 though he holds ♦6.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from rule_cases import clean_texts, rule_json

#: North (dummy) ♠4 ♦A52, East ♠T ♦J4 ♣7, South ♠5 ♥3 ♦6 ♣2, West ♠J ♦87 ♣8
NINE = {
    "contract": "4H",
    "declarer": "S",
    "tricks": {"NS": 9, "EW": 0},
    "leader": "N",
    "dummy": "4..A52.",
    "hands": {"W": "J..87.8", "E": "T..J4.7", "S": "5.3.6.2"},
}
RUFF = "N card DA; E card D4; S card H3; W card D7"


def deal(text: str, edition: str) -> dict[str, Any]:
    return sit(NINE, text, edition)


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_62b2_declarer_finds_his_own_revoke_before_it_is_established(
    edition: str, tmp_path: Path
) -> None:
    data = deal(f"{RUFF}; S dir", edition)
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]] == [
        ("revoke", "S", ["44C", "61A", "62A"])
    ]
    ruling = report["rulings"][0]
    # declarer's card goes back without rectification (62B2); West, who
    # played after it, may take his card back (62C1)
    assert ruling["chooser"] == "W"
    assert [o["code"] for o in ruling["options"]] == ["keep", "withdraw"]
    assert report["obligations"] == []
    texts = clean_texts(data, tmp_path)
    assert "South withdraws ♥3 and plays a legal card instead." in texts["en"]
    assert "South's ♥3 is withdrawn (62B2)" in texts["en"]
    assert "West's side takes back the cards it played after ♥3 to this trick" in texts["en"]


@pytest.mark.parametrize("edition", ("2017", "2007"))
def test_law_64a1_declarer_won_the_revoke_trick_with_his_ruff(edition: str, tmp_path: Path) -> None:
    # declarer leads to trick 11 (established, 63A1); East calls the director
    text = f"{RUFF}; S card S5; W card SJ; N card S4; E card ST; E dir"
    data = deal(text, edition)
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["laws"]) for i in report["irregularities"]] == [
        ("revoke", ["44C", "61A", "63A1"])
    ]
    assert (report["status"], report["next"]) == ("play", "W")
    texts = clean_texts(data, tmp_path)
    assert (
        "South won trick 10 himself: after the play that trick goes to East-West, and one "
        "more if North-South wins a later trick (64A1)."
    ) in texts["en"]


def test_rubber_55_1_a_ii_declarers_revoke_corrected_lho_chooses(tmp_path: Path) -> None:
    data = deal(f"{RUFF}; S dir", "rubber")
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    # West played after declarer: he may have declarer play his highest or
    # lowest card of the suit led (55(1)(a)(II))
    assert ruling["chooser"] == "W"
    assert ruling["laws"] == ["55(1)(a)(II)"]
    texts = clean_texts(data, tmp_path)
    assert "South must play his highest card of the suit led (55(1)(a)(II))." in texts["en"]
