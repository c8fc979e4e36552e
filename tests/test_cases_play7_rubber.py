"""Helper play7 (issue 13): the NBB rubber rules of the play (seed 001).

45 and 46(1): when declarer leads from the wrong hand, or leads when a
defender had the lead, EITHER defender may demand the correction; the
defender who drew attention is named first, and his partner's choice is his
own right, not a wrong player's (59). The expectations are our reading of
the seed, set down before the records were run.

Board 1 (rule_cases.DEAL), North deals, nobody vulnerable; 1H by South, West
leads:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from play2_helpers import ONE_HEART, SOUTH_WINS_T1, events
from rule_cases import DEAL, clean_texts, rule_json

#: trick 1 won by South: South leads to trick 2
PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"
#: trick 2 won by East with the diamond ace: East leads to trick 3
EAST_WINS_T2 = f"{PLAY}; S card D5; W card D3; N card DT; E card DA"


def _run(text: str, tmp: Path) -> tuple[dict[str, Any], dict[str, str]]:
    data = {"edition": "rubber", "board": 1, "deal": DEAL, "events": events(text)}
    return rule_json(data, tmp), clean_texts(data, tmp)


def _lead_restrictions(report: dict[str, Any]) -> set[tuple[str, str, str]]:
    return {
        (o["seat"], o["kind"], o["suit"])
        for o in report["obligations"]
        if o["type"] == "lead_restriction"
    }


# ---- 45: a lead from the wrong hand ----------------------------------------------------


def test_rubber_45_either_defender_may_demand_the_right_hand(tmp_path: Path) -> None:
    report, texts = _run(f"{PLAY}; N card SA; W dir", tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "lead_from_wrong_hand",
        "S",
        ["45"],
    )
    # West drew attention and is named first; East may demand it as well
    assert ruling["chooser"] == "W" and ruling["choosers"] == ["W", "E"]
    assert [o["code"] for o in ruling["options"]] == ["accept", "lead_from:S"]
    assert "Either defender may demand the correction (45)." in texts["en"]
    assert "West or East chooses (either may):" in texts["en"]
    assert "Elk der tegenspelers mag de verbetering eisen (45)." in texts["nl"]
    assert "West of Oost kiest (elk van beiden mag dat):" in texts["nl"]
    assert "Jeder der beiden Gegenspieler darf die Berichtigung verlangen (45)." in texts["de"]
    # the rubber rules have no Law 10C1 to cite
    assert "10C1" not in texts["en"] and "10C1" not in texts["nl"]


def test_rubber_45_the_other_defender_demands_the_right_hand(tmp_path: Path) -> None:
    report, texts = _run(f"{PLAY}; N card SA; W dir; E ch lead_from:S", tmp_path)
    ruling = report["rulings"][-1]
    # East's demand is his right (45), not a wrong player's (59): no penalty lost
    assert (ruling["chooser"], ruling["chosen"]) == ("E", "lead_from:S")
    assert all(e["type"] != "penalty_lost" for e in ruling["effects"])
    assert (report["status"], report["next"]) == ("play", "S")
    assert _lead_restrictions(report) == {("S", "require_suit", "S")}
    assert "(59)" not in texts["en"] and "(59)" not in texts["nl"]
    assert "East chooses:" in texts["en"] and "either may" not in texts["en"]
    assert "South must lead spades (45)" in texts["en"]


def test_rubber_45_the_other_defender_lets_the_lead_stand(tmp_path: Path) -> None:
    report, texts = _run(f"{PLAY}; N card SA; W dir; E ch accept", tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("E", "accept")
    # the ace stands as dummy's lead; East plays next
    assert (report["status"], report["next"]) == ("play", "E")
    assert _lead_restrictions(report) == set()
    assert "Oost kiest:" in texts["nl"]


def test_rubber_45_a_second_choice_by_the_partner_has_no_effect(tmp_path: Path) -> None:
    report, texts = _run(f"{PLAY}; N card SA; W dir; W ch accept; E ch lead_from:S", tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("W", "accept")
    assert (report["status"], report["next"]) == ("play", "E")
    # East's later choice stays in the record without effect: West had chosen
    # (play8: said plainly, not as a penalty demanded wrongly, 58(1))
    assert "East's choice has no effect: West had already made the choice" in texts["en"]
    assert "58(1)" not in texts["en"]


# ---- 46(1): declarer leads when a defender has the lead --------------------------------


def test_rubber_46_1_either_defender_may_demand_the_withdrawal(tmp_path: Path) -> None:
    report, texts = _run(f"{EAST_WINS_T2}; S card H8; E dir", tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "lead_out_of_turn",
        "S",
        ["46(1)"],
    )
    assert ruling["chooser"] == "E" and ruling["choosers"] == ["E", "W"]
    assert [o["code"] for o in ruling["options"]] == ["accept", "require_retraction"]
    assert "Either defender may demand the correction (46(1))." in texts["en"]
    assert "East or West now chooses among the options" in texts["en"]
    assert "Oost of West kiest nu uit de mogelijkheden" in texts["nl"]


def test_rubber_46_1_the_other_defender_has_the_card_taken_back(tmp_path: Path) -> None:
    report, texts = _run(f"{EAST_WINS_T2}; S card H8; E dir; W ch require_retraction", tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("W", "require_retraction")
    assert all(e["type"] != "penalty_lost" for e in ruling["effects"])
    # the heart eight goes back without a penalty; East, who won trick 2, leads
    assert (report["status"], report["next"]) == ("play", "E")
    assert report["obligations"] == []
    assert "(59)" not in texts["en"] and "West kiest:" in texts["nl"]


def test_rubber_46_1_the_other_defender_accepts_west_plays_next(tmp_path: Path) -> None:
    report, _ = _run(f"{EAST_WINS_T2}; S card H8; E dir; W ch accept", tmp_path)
    assert report["rulings"][-1]["chosen"] == "accept"
    assert (report["status"], report["next"]) == ("play", "W")


# ---- 58, 59: a choice by the offending side ------------------------------------------
#: 3NT by North, East to lead
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"


def test_rubber_41_offenders_partner_names_the_penalty_no_effect_not_59(tmp_path: Path) -> None:
    # West bids after the final pass (41); East, the offender's partner, names the
    # lead North may require: the penalty is North's to name, the rule is 41, not 59
    report, texts = _run(f"{NT}; W 4S; N dir; E ch require_suit:H", tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("N", None)
    assert not any(e["type"] == "penalty_lost" for e in ruling["effects"])
    [kept] = report["without_effect"]
    assert kept["by"] == "E"
    assert (
        "East made a choice, but the penalty is for the other side to name: North chooses "
        "here (41). It has no effect."
    ) in texts["en"]
    assert "hier kiest Noord (41). De keuze heeft geen gevolg." in texts["nl"]
    assert "(59)" not in texts["en"] and "(regel 59)" not in texts["nl"]


def test_rubber_41_the_offender_himself_names_the_penalty_no_effect(tmp_path: Path) -> None:
    report, texts = _run(f"{NT}; W 4S; N dir; W ch no_restriction; N ch require_suit:C", tmp_path)
    ruling = report["rulings"][-1]
    # West's own choice changes nothing; North's choice stands: East must lead clubs
    assert (ruling["chooser"], ruling["chosen"]) == ("N", "require_suit:C")
    assert _lead_restrictions(report) == {("E", "require_suit", "C")}
    assert "West made a choice, but the penalty is for the other side to name" in texts["en"]


def test_rubber_59_dummy_names_the_penalty_still_loses_it(tmp_path: Path) -> None:
    # North's partner South (dummy) names the penalty: 59, the right to a penalty is lost
    report, texts = _run(f"{NT}; W 4S; N dir; S ch require_suit:H", tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["chosen"] == "no_restriction"
    assert {"type": "penalty_lost", "laws": ["59"], "seat": "S"} in ruling["effects"]
    assert "the right to a penalty is lost (59)" in texts["en"]
