"""The rubber rules 19, 51(2) and 55(6): attention drawn to an established
revoke during the play (own words; rule numbers cited).

55(6): an established revoke costs tricks at the end of the play once
attention is drawn to it; the report says so while play goes on. Dummy may
not draw attention to a revoke (19): a defender's revoke he points out during
the play is not penalised (51(2)).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from check2_cases import sit
from rule_cases import clean_texts, rule_json

#: 4H by South after nine tricks, all North-South's; four cards each:
#: North (dummy) ♠4 ♦A52, East ♠T ♦J4 ♣7, South ♠5 ♥3 ♦6 ♣2, West ♠J ♦87 ♣8
NINE = {
    "contract": "4H",
    "declarer": "S",
    "tricks": {"NS": 9, "EW": 0},
    "dummy": "4..A52.",
    "hands": {"W": "J..87.8", "E": "T..J4.7", "S": "5.3.6.2"},
}


def rubber(leader: str, text: str) -> dict[str, Any]:
    return sit({**NINE, "leader": leader}, text, "rubber")


#: declarer ruffs dummy's ♦A holding ♦6, then leads to trick 11 (established)
DECLARER_REVOKES = (
    "N card DA; E card D4; S card H3; W card D7; S card S5; W card SJ; N card S4; E card ST"
)
REST_AFTER_DECLARER = (
    "W card D8; N card D5; E card DJ; S card D6; E card C7; S card C2; W card C8; N card D2"
)

#: East discards ♣7 on declarer's ♠5 holding ♠T; West leads on (established)
EAST_REVOKES = "S card S5; W card SJ; N card S4; E card C7; W card D7"
REST_AFTER_EAST = (
    "N card DA; E card D4; S card D6; N card D5; E card DJ; S card H3; W card D8; "
    "S card C2; W card C8; N card D2; E card ST"
)


def test_rubber_55_6_attention_drawn_during_the_play_is_said(tmp_path: Path) -> None:
    data = rubber("N", f"{DECLARER_REVOKES}; E dir")
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "W")
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("revoke", "S")
    ]
    texts = clean_texts(data, tmp_path)
    assert (
        "attention drawn to it: the penalty follows at the end of the play (55(6))" in (texts["en"])
    )
    assert "no attention drawn" not in texts["en"]
    assert "er is op gewezen: de straf volgt na afloop van het spelen (55(6))" in texts["nl"]


def test_rubber_55_6_attention_drawn_during_the_play_costs_tricks_at_the_end(
    tmp_path: Path,
) -> None:
    data = rubber("N", f"{DECLARER_REVOKES}; E dir; {REST_AFTER_DECLARER}")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    # North-South won only the revoke trick from the revoke on: one trick (55(6))
    assert report["tricks"] == {"NS": 9, "EW": 4}
    assert report["score"] == {"NS": 0, "EW": 50}
    texts = clean_texts(data, tmp_path)
    assert "1 trick transferred (55(6))" in texts["en"]


def test_rubber_55_6_no_attention_drawn_during_the_play_is_said_so(tmp_path: Path) -> None:
    data = rubber("N", DECLARER_REVOKES)
    texts = clean_texts(data, tmp_path)
    assert "no attention drawn to it" in texts["en"]


def test_rubber_51_2_dummy_draws_attention_to_a_defenders_established_revoke(
    tmp_path: Path,
) -> None:
    data = rubber("S", f"{EAST_REVOKES}; N dir")
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]] == [
        ("revoke", "E", ["55", "55(2)", "19", "51(2)"])
    ]
    ruling = report["rulings"][0]
    assert ruling["laws"] == ["19", "51(2)"]
    assert [(e["type"], e["seat"]) for e in ruling["effects"]] == [("no_penalty", "E")]
    texts = clean_texts(data, tmp_path)
    assert (
        "Dummy may not draw attention to a revoke during the play (19): declarer may not "
        "penalise East's revoke (51(2))."
    ) in texts["en"]
    assert "de leider mag de verzaking van Oost niet straffen (51(2))" in texts["nl"]


def test_rubber_51_2_the_revoke_dummy_pointed_out_costs_nothing_at_the_end(
    tmp_path: Path,
) -> None:
    # North-South win tricks 11 and 12 after the revoke; declarer draws
    # attention again at the end: still no penalty (51(2))
    data = rubber("S", f"{EAST_REVOKES}; N dir; {REST_AFTER_EAST}; S dir")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["adjustments"] == []
    clean_texts(data, tmp_path)


def test_rubber_55_6_a_defender_drawing_attention_at_the_end_gets_two_tricks(
    tmp_path: Path,
) -> None:
    # the same play with declarer drawing attention only at the end: East-West
    # won tricks 10 and 13 from the revoke on, and both go (55(6))
    data = rubber("S", f"{EAST_REVOKES}; {REST_AFTER_EAST}; S dir")
    report = rule_json(data, tmp_path)
    assert report["tricks"] == {"NS": 13, "EW": 0}
    texts = clean_texts(data, tmp_path)
    assert "2 tricks transferred (55(6))" in texts["en"]
