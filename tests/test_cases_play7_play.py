"""Helper play7 (issue 13): Laws 41-59 in both editions (seed 000 for 2017,
seed 002 for 2007). Facts our own; the expectations are our reading of the
law texts, set down before the records were run.

57C1 (both editions): a defender who plays before his partner after
declarer has played from both hands is not rectified, and the ruling says
so and why. 57C2 (2007 57C1): the same after dummy handled a card of his
own accord. 57C3 (2007 57C2): declarer's card played too soon is a played
card; the law number is the edition's.

Board 1 (rule_cases.DEAL), North deals, nobody vulnerable:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check

#: 3NT by North, East leads
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: three tricks played, North (declarer) won the third and leads to trick 4
THREE_TRICKS = (
    f"{NT}; E card DA; S card D5; W card D3; N card D8; E card DK; S card D6; W card D4; "
    "N card D9; E card SQ; S card S6; W card S3; N card SA"
)
#: trick 5: dummy South leads a club, declarer plays the ace from hand before West
#: (a card played too soon, it stands), then East plays before his partner West
BOTH_HANDS = f"{THREE_TRICKS}; N card H4; E card H3; S card HA; W card H2; S card C7; N card CA"
#: 1H by South: South wins trick 1 and leads to trick 2
ONE_HEART_T2 = f"{ONE_HEART}; {SOUTH_WINS_T1}"

EARLY = {"2017": "57C3", "2007": "57C2"}
DUMMY_FIRST = {"2017": "57C2", "2007": "57C1"}


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["type"], e["seat"], e["laws"]) for e in ruling["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c1_defender_after_declarer_played_both_hands_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    report, nl, en = check(f"{BOTH_HANDS}; E card C4; W card C8", tmp_path, edition)
    early, east = report["irregularities"]
    assert (early["offender"], early["laws"], early["accepted"]) == ("N", [EARLY[edition]], True)
    assert (east["irregularity"], east["offender"], east["laws"]) == (
        "premature_play",
        "E",
        ["57C1"],
    )
    ruling = report["rulings"][-1]
    assert ruling["options"] == [] and ruling["chooser"] is None
    assert _effects(ruling) == [
        ("no_rectification", "E", ["57C1"]),
        ("card_stands", "E", ["57C1"]),
    ]
    # no penalty card, no restriction for West; North's ace wins, North leads
    assert report["obligations"] == []
    assert (report["status"], report["next"]) == ("play", "N")
    assert (
        "Declarer had already played from both hands to this trick: East is not subject to "
        "rectification for playing before his partner (57C1)."
    ) in en
    assert "De leider had in deze slag al uit beide handen gespeeld: Oost is niet aan een " in nl
    assert f"(artikel {EARLY[edition]})" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c1_west_still_plays_any_card(tmp_path: Path, edition: str) -> None:
    # West, whose turn was skipped, plays as he likes: a small club, not forced high or low
    report, _, en = check(f"{BOTH_HANDS}; E card C4; W card C9", tmp_path, edition)
    assert len(report["irregularities"]) == 2 and report["next"] == "N"
    assert "highest" not in en and "lowest" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c2_dummy_handled_a_card_defender_plays_early_no_rectification(
    tmp_path: Path, edition: str
) -> None:
    # South leads; dummy North picks up his diamond ten before West plays; East then
    # plays before his partner West
    report, nl, en = check(f"{ONE_HEART_T2}; S card D5; N exp DT; E card DA", tmp_path, edition)
    law = DUMMY_FIRST[edition]
    east = report["irregularities"][-1]
    assert (east["irregularity"], east["offender"], east["laws"]) == (
        "premature_play",
        "E",
        [law],
    )
    ruling = report["rulings"][-1]
    assert _effects(ruling) == [("no_rectification", "E", [law]), ("card_stands", "E", [law])]
    assert not [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert (report["status"], report["next"]) == ("play", "W")
    assert f"East is not subject to rectification for playing before his partner ({law})." in en
    assert "De blinde had uit eigen beweging een kaart gepakt" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57c3_declarers_early_card_is_cited_by_the_editions_number(
    tmp_path: Path, edition: str
) -> None:
    # West leads; declarer South plays before dummy North: a played card that stands
    report, nl, en = check(
        f"{ONE_HEART}; W card C8; S card C7; N card C2; E card C4", tmp_path, edition
    )
    [early] = report["irregularities"]
    assert (early["offender"], early["laws"], early["accepted"]) == ("S", [EARLY[edition]], True)
    assert report["next"] == "W" and report["obligations"] == []
    assert f"(Law {EARLY[edition]})" in en and f"(artikel {EARLY[edition]})" in nl
    other = {"2017": "57C2", "2007": "57C3"}[edition]
    assert f"(Law {other})" not in en


# ---- 54 while declarer's 26 choice for the opening lead is open -------------------------
# East's insufficient 1H was replaced by a pass (27B2): West must pass, and declarer South
# may restrict West's first lead (26B; 2007 26). Before South chooses, East (not the opening
# leader) faces the diamond ace as a lead: a faced opening lead out of turn (41A, 54), not
# a card exposed (49): declarer has 54's choice first, and his 26 choice comes at West's
# first lead (at once if the ace goes back, 54D).
TO_4S = (
    "N 1C; E Pass; S 1S; W Pass; N 2C; E 1H; S dir; fact artificial false; S ch reject; "
    "E Pass; fact comparable false; S 4S; W Pass; N Pass; E Pass"
)
LAW_26 = {"2017": "26B", "2007": "26"}


def _pending_26(report: dict[str, Any]) -> set[tuple[str, str]]:
    return {
        (o["seat"], o["kind"])
        for o in report["obligations"]
        if o["type"] == "lead_restriction" and o.get("kind") == "pending_choice"
    }


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54_opening_lead_out_of_turn_while_the_26_choice_is_open(
    tmp_path: Path, edition: str
) -> None:
    report, nl, en = check(f"{TO_4S}; E card DA; S dir", tmp_path, edition)
    assert report["status"] == "awaiting_choice"
    lead = report["irregularities"][-1]
    assert (lead["irregularity"], lead["offender"], lead["laws"]) == (
        "opening_lead_out_of_turn",
        "E",
        ["54"],
    )
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "opening_lead_out_of_turn" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == [
        "accept",
        "become_dummy",
        "require_retraction",
    ]
    # no exposed card, no penalty card yet; the 26 choice waits for West's first lead
    assert not [i for i in report["irregularities"] if i["irregularity"] == "exposed_card"]
    assert not [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert _pending_26(report) == {("W", "pending_choice")}
    law = LAW_26[edition]
    assert (
        f"Declarer's choice of a lead restriction for West's first lead ({law}) comes at that "
        "lead: at once if ♦A goes back (54D), otherwise when West first has the lead."
    ) in en
    assert "wanneer West voor het eerst moet voorspelen" in nl
    assert "9B2" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_lead_goes_back_the_26_choice_comes_at_wests_lead(
    tmp_path: Path, edition: str
) -> None:
    report, _, en = check(f"{TO_4S}; E card DA; S dir; S ch require_retraction", tmp_path, edition)
    assert report["status"] == "awaiting_choice" and report["declarer"] == "S"
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["chooser"]) == ("lead_restriction", "S")
    assert "prohibit_suit:H" in [o["code"] for o in ruling["options"]]
    pcs = {
        (o["seat"], o["card"], o["kind"])
        for o in report["obligations"]
        if o["type"] == "penalty_card"
    }
    assert pcs == {("E", "DA", "major")}
    # then hearts forbidden: West leads, the ace stays a major penalty card (seed 004)
    after, _, _ = check(
        f"{TO_4S}; E card DA; S dir; S ch require_retraction; S ch prohibit_suit:H",
        tmp_path,
        edition,
    )
    assert (after["status"], after["next"]) == ("play", "W")
    restrictions = {
        (o["seat"], o["kind"], o["suit"])
        for o in after["obligations"]
        if o["type"] == "lead_restriction"
    }
    assert restrictions == {("W", "prohibit_suit", "H")}
    assert "(54D" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b_lead_accepted_the_26_choice_waits_for_wests_first_lead(
    tmp_path: Path, edition: str
) -> None:
    report, _, en = check(f"{TO_4S}; E card DA; S dir; S ch accept", tmp_path, edition)
    assert (report["status"], report["next"], report["declarer"]) == ("play", "S", "S")
    assert report["irregularities"][-1]["accepted"] is True
    assert _pending_26(report) == {("W", "pending_choice")}
    assert f"Declarer may restrict West's first lead ({LAW_26[edition]})" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54a_declarer_becomes_dummy_the_26_choice_is_norths(
    tmp_path: Path, edition: str
) -> None:
    report, _, _ = check(f"{TO_4S}; E card DA; S dir; S ch become_dummy", tmp_path, edition)
    assert (report["declarer"], report["status"]) == ("N", "play")
    assert _pending_26(report) == {("W", "pending_choice")}
