"""Helper play6 (issue 13): breadth cases for the NBB rubber rules of the
play (seed 001): dummy's suggestion (50), dummy telling which hand leads
(51(1)), attention drawn to a trick (52), a quitted trick inspected (53), a
card played before the penalty was named (56) and penalties lost (58, 59).
The expectations are our reading of the seed, set down before the records
were run; the texts are read in Dutch and English (and German: clean).

Board 1 (tests/check2_cases.py), North deals, nobody vulnerable; 3NT by North,
South is dummy, East leads:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT
from play2_helpers import events
from rule_cases import DEAL, clean_texts, rule_json


def _run(text: str, tmp: Path) -> tuple[dict[str, Any], dict[str, str]]:
    data = {"edition": "rubber", "board": 1, "deal": DEAL, "events": events(text)}
    return rule_json(data, tmp), clean_texts(data, tmp)


def _codes(ruling: dict[str, Any]) -> list[str]:
    return [o["code"] for o in ruling["options"]]


def _who(ruling: dict[str, Any]) -> tuple[str, str, str]:
    """The ruling's irregularity, offender and chooser."""
    return (ruling["irregularity"], ruling["offender"], ruling["chooser"])


#: trick 1 won by North (declarer): East's diamond two, dummy's five, West's three,
#: North's eight; declarer is to lead from his own hand
N_WINS_T1 = f"{NT}; E card D2; S card D5; W card D3; N card D8"
#: trick 1 won by East: diamond ace, five, three, eight
E_WINS_T1 = f"{NT}; E card DA; S card D5; W card D3; N card D8"


# ---- 50: dummy suggests a play -------------------------------------------------------


def test_rubber_50_dummy_suggests_a_card_lho_requires_or_forbids_it(tmp_path: Path) -> None:
    report, texts = _run(f"{NT}; E card DA; fact dummy_suggested D5", tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"]) == ("dummy_suggested_play", "S")
    # the defender at dummy's left chooses (West), not declarer's LHO (East)
    assert ruling["chooser"] == "W" and ruling["laws"] == ["50"]
    assert _codes(ruling) == ["require_card:D5", "forbid_card:D5", "no_restriction"]
    assert "West requires North to play ♦5 (50)." in texts["en"]
    assert "(regel 50)" in texts["nl"]


def test_rubber_50_required_card_binds_dummy(tmp_path: Path) -> None:
    report, texts = _run(
        f"{NT}; E card DA; fact dummy_suggested D5; W ch require_card:D5", tmp_path
    )
    assert report["status"] == "play" and report["next"] == "S"
    owed = [(o["type"], o["seat"], o.get("card")) for o in report["obligations"]]
    assert owed == [("play_card", "S", "D5")]
    assert "South must play ♦5 when it is legal (50)" in texts["en"]


def test_rubber_50_forbidden_card_played_is_a_revoke(tmp_path: Path) -> None:
    text = f"{NT}; E card DA; fact dummy_suggested D5; W ch forbid_card:D5; S card D5"
    report, _ = _run(text, tmp_path)
    revoke = report["irregularities"][-1]
    assert (revoke["irregularity"], revoke["offender"]) == ("revoke", "S")
    assert "50" in revoke["laws"]


# ---- 51(1): dummy tells declarer which hand leads -------------------------------------


def test_rubber_51_1_dummy_tells_which_hand_leads_lho_chooses_the_hand(tmp_path: Path) -> None:
    report, texts = _run(f"{N_WINS_T1}; fact dummy_warned_lead true", tmp_path)
    ruling = report["rulings"][-1]
    assert _who(ruling) == ("dummy_warned_lead", "S", "W")
    assert _codes(ruling) == ["lead_from:N", "lead_from:S"]
    assert "West requires the lead from South's hand (51(1))." in texts["en"]


def test_rubber_51_1_lead_from_dummy_chosen(tmp_path: Path) -> None:
    report, _ = _run(f"{N_WINS_T1}; fact dummy_warned_lead true; W ch lead_from:S", tmp_path)
    assert report["status"] == "play" and report["next"] == "S"


# ---- 52: attention drawn to the trick --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "offender", "chooser", "partner"),
    [
        # East, having led, tells West the trick is theirs: declarer chooses
        (f"{NT}; E card DA; S card D5; fact drew_attention_to_trick true by=E", "E", "N", "W"),
        # dummy draws declarer's attention: the defender at dummy's left chooses
        (
            f"{NT}; E card DA; S card D5; W card D3; fact drew_attention_to_trick true by=S",
            "S",
            "W",
            "N",
        ),
    ],
)
def test_rubber_52_attention_drawn_before_partner_played(
    text: str, offender: str, chooser: str, partner: str, tmp_path: Path
) -> None:
    report, texts = _run(text, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "attention_to_trick",
        offender,
        chooser,
    )
    assert _codes(ruling) == ["highest", "lowest", "win", "lose", "no_restriction"]
    assert all(e["seat"] == partner for o in ruling["options"] for e in o["effects"])
    assert "(rule 52)" in texts["en"] and "(regel 52)" in texts["nl"]


def test_rubber_52_lowest_chosen_another_card_is_a_revoke(tmp_path: Path) -> None:
    # West holds 743 in diamonds: the seven is not his lowest
    text = (
        f"{NT}; E card DA; S card D5; fact drew_attention_to_trick true by=E; "
        "N ch lowest; W card D7"
    )
    report, _ = _run(text, tmp_path)
    revoke = report["irregularities"][-1]
    assert (revoke["irregularity"], revoke["offender"]) == ("revoke", "W")
    assert "52" in revoke["laws"]


def test_rubber_52_lowest_chosen_and_played(tmp_path: Path) -> None:
    text = (
        f"{NT}; E card DA; S card D5; fact drew_attention_to_trick true by=E; "
        "N ch lowest; W card D3"
    )
    report, _ = _run(text, tmp_path)
    assert report["status"] == "play" and report["next"] == "N"
    assert report["obligations"] == []
    assert [i["irregularity"] for i in report["irregularities"]] == ["attention_to_trick"]


# ---- 53: a quitted trick inspected -----------------------------------------------------


def test_rubber_53_inspected_trick_declarer_names_the_suit_for_the_side(tmp_path: Path) -> None:
    report, texts = _run(f"{E_WINS_T1}; fact inspected_trick 1 by=W", tmp_path)
    ruling = report["rulings"][-1]
    assert _who(ruling) == ("inspected_trick", "W", "N")
    assert _codes(ruling) == [
        "require_suit:S",
        "require_suit:H",
        "require_suit:D",
        "require_suit:C",
        "no_restriction",
    ]
    assert "North requires West's side to lead clubs at its first lead (53)." in texts["en"]


def test_rubber_53_suit_chosen_binds_both_defenders(tmp_path: Path) -> None:
    report, texts = _run(f"{E_WINS_T1}; fact inspected_trick 1 by=W; N ch require_suit:C", tmp_path)
    leads = {(o["seat"], o["kind"], o["suit"]) for o in report["obligations"]}
    assert leads == {("W", "require_suit", "C"), ("E", "require_suit", "C")}
    assert report["next"] == "E"
    assert "East must lead clubs (53)" in texts["en"]


def test_rubber_53_club_led_discharges_the_side(tmp_path: Path) -> None:
    text = f"{E_WINS_T1}; fact inspected_trick 1 by=W; N ch require_suit:C; E card C4"
    report, _ = _run(text, tmp_path)
    assert report["obligations"] == []
    assert report["next"] == "S"


def test_rubber_53_declarers_side_inspecting_lho_chooses(tmp_path: Path) -> None:
    report, _ = _run(f"{E_WINS_T1}; fact inspected_trick 1 by=N", tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["offender"], ruling["chooser"]) == ("N", "E")


# ---- 56, 58, 59: the penalty before it is named, and penalties lost ----------------------


def test_rubber_56_card_led_before_the_penalty_is_named_exposed(tmp_path: Path) -> None:
    report, texts = _run(f"{NT}; W 4S; N dir; E card DA", tmp_path)
    assert report["status"] == "awaiting_choice"
    irregularity = report["irregularities"][-1]
    assert (irregularity["irregularity"], irregularity["offender"]) == (
        "played_before_penalty",
        "E",
    )
    assert irregularity["laws"] == ["56"]
    exposed = [(o["type"], o["seat"], o.get("card")) for o in report["obligations"]]
    assert exposed == [("exposed_card", "E", "DA")]
    # North's right to name the 41 penalty is not lost
    assert report["rulings"][-1]["chooser"] == "N"
    assert "♦A of East stays face up" in texts["en"]


@pytest.mark.parametrize(
    ("choice", "law", "lost_by"),
    [
        ("S ch require_suit:H", "59", "S"),  # dummy names the penalty
        ("N ch prohibit_suit:H", "58(1)", "N"),  # a penalty rule 41 does not give
    ],
)
def test_rubber_58_59_penalty_lost(choice: str, law: str, lost_by: str, tmp_path: Path) -> None:
    report, texts = _run(f"{NT}; W 4S; N dir; {choice}", tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    ruling = report["rulings"][-1]
    assert ruling["chosen"] == "no_restriction"
    assert {"type": "penalty_lost", "laws": [law], "seat": lost_by} in ruling["effects"]
    assert report["obligations"] == []
    assert f"the right to a penalty is lost ({law})" in texts["en"]
    assert f"het recht op een straf vervalt ({law})" in texts["nl"]


def test_rubber_offenders_partner_naming_the_penalty_changes_nothing(tmp_path: Path) -> None:
    # East, the offender's partner, names the penalty for West's call: not the
    # chooser's side, so no penalty is lost (58, 59); North still chooses
    report, texts = _run(f"{NT}; W 4S; N dir; E ch require_suit:H", tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["chosen"] is None and ruling["chooser"] == "N"
    assert not any(e["type"] == "penalty_lost" for e in ruling["effects"])
    assert len(report["without_effect"]) == 1
    # the penalty is the non-offending side's to name (41), not a matter of 59
    assert "East made a choice, but the penalty is for the other side to name" in texts["en"]
    assert "North chooses here (41)" in texts["en"] and "(59)" not in texts["en"]


# ---- a finding the rule does not cover: kept and said, never dropped --------------------


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        # West had played already when East spoke: rule 52 needs the partner still to play
        (f"{NT}; E card DA; S card D5; W card D3; fact drew_attention_to_trick true by=E", "52"),
        # East won trick 1 and leads: dummy telling declarer is about no lead of his
        (f"{E_WINS_T1}; fact dummy_warned_lead true", "51(1)"),
    ],
)
def test_rubber_finding_outside_its_rule_is_without_effect(
    text: str, rule: str, tmp_path: Path
) -> None:
    report, texts = _run(text, tmp_path)
    assert report["status"] == "play" and report["irregularities"] == []
    assert len(report["without_effect"]) == 1
    assert f"rule {rule} does not apply to the board as it stands" in texts["en"]
    assert f"regel {rule} is op het spel zoals het nu ligt niet van toepassing" in texts["nl"]


# ---- 47(2): declarer plays early from the other hand; the fourth hand's right ----------


def test_rubber_47_2_declarer_early_from_dummy_fourth_hand_may_play_first(tmp_path: Path) -> None:
    report, texts = _run(f"{N_WINS_T1}; N card SA; S card S6", tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    [irregularity] = report["irregularities"]
    # dummy's card, declarer's irregularity
    assert (irregularity["irregularity"], irregularity["offender"]) == ("premature_play", "N")
    assert report["rulings"][-1]["effects"] == [
        {"type": "no_penalty", "laws": ["47(2)"], "seat": "S"}
    ]
    assert "West may now play before East, without penalty (47(2))." in texts["en"]
    assert "West mag nu vóór Oost bijspelen, zonder straf (47(2))." in texts["nl"]


def test_rubber_47_2_fourth_hand_playing_first_is_no_irregularity(tmp_path: Path) -> None:
    report, texts = _run(f"{N_WINS_T1}; N card SA; S card S6; W card S3; E card S8", tmp_path)
    assert report["status"] == "play" and report["next"] == "N"  # the ace won
    assert [i["offender"] for i in report["irregularities"]] == ["N"]
    assert len(report["rulings"]) == 1
    assert "West played ♠3 before East, as rule 47(2) allows" in texts["en"]
    assert "Premature play by West" not in texts["en"]
