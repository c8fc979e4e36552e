"""Law 45C4 and 47F2 in both editions (seed 000 45C4, 47; seed 002 45C4,
47). A card is played when faced (45A) or when named (45C4a). 2017 45C4b
lets declarer change an unintended designation of dummy's card; 2007 45C4b
lets any player change an unintended designation until his partner plays.
Either way only a designation can be changed: a card a player took from his
hand and faced is played and is not taken back (47F2), so a second card to
the same trick is ruled alike in both editions (45E, 57A, 67A2). Deal of
rule_cases.DEAL; South plays 1♥, West leads, North is dummy. Facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, check
from rule_cases import penalty_cards

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: trick 1: West leads the club ten, dummy the two, East the four
T1 = f"{ONE_HEART}; W card CT; N card C2; E card C4"


def _last(report: dict[str, Any]) -> dict[str, Any]:
    ruling: dict[str, Any] = report["rulings"][-1]
    return ruling


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47f2_defenders_faced_second_card_after_partner_played_is_a_fifth_card(
    tmp_path: Path, edition: str
) -> None:
    # East faced the club four, then the five: not a designation (2007 45C4b
    # does not apply), one card too many in the trick (67A2, 45E1)
    report, nl, en = check(f"{T1}; E card C5; S dir", tmp_path, edition)
    ruling = _last(report)
    assert (ruling["irregularity"], ruling["offender"]) == ("exposed_card", "E")
    assert ruling["laws"] == ["67A2", "45E1"]
    assert report["status"] == "awaiting_fact" and ruling["question"]["fact"] == "deliberate"
    assert [i["irregularity"] for i in report["irregularities"]] == ["exposed_card"]
    assert "one card too many in it (67A2)" in en and "(45E1)" in nl
    assert "designated" not in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47f2_fifth_card_not_deliberate_is_a_minor_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    report, nl, _ = check(f"{T1}; E card C5; S dir; fact deliberate false", tmp_path, edition)
    assert (report["status"], report["next"]) == ("play", "S")
    assert penalty_cards(report) == {("E", "C5", "minor")}
    assert "kleine strafkaart ♣5" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_47f2_defenders_faced_second_card_before_partner_played_asks_led(
    tmp_path: Path, edition: str
) -> None:
    # trick 2 (West won trick 1): West leads the spade three, dummy plays the
    # two and West faces the four before East played: led to the next trick
    # (57A) or one card too many in this one (67A2)? The same in 2007 (47F2)
    text = f"{T1}; S card C7; W card S3; N card S2; W card S4; S dir"
    report, _, en = check(text, tmp_path, edition)
    ruling = _last(report)
    assert (ruling["irregularity"], ruling["offender"]) == ("premature_play", "W")
    assert ruling["question"]["fact"] == "led" and ruling["question"]["laws"] == ["57A", "45E1"]
    assert "one card too many in this trick (67A2)" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45c4b_defenders_named_card_changed_2007_may_change_2017_fifth_card(
    tmp_path: Path, edition: str
) -> None:
    # East NAMED the club four, then faced the five at once
    report, nl, en = check(
        f"{ONE_HEART}; W card CT; N card C2; E card C4 named; E card C5; S dir", tmp_path, edition
    )
    ruling = _last(report)
    if edition == "2017":
        # 45C4b (2017) is declarer's change of dummy's card only: 45C4a, the
        # four is played; the five is a fifth card (45E1)
        assert ruling["irregularity"] == "exposed_card" and ruling["laws"] == ["67A2", "45E1"]
        return
    assert (ruling["irregularity"], ruling["offender"]) == ("change_of_designation", "E")
    assert ruling["question"]["fact"] == "unintended" and ruling["laws"] == ["45C4b"]
    assert "Change of a designated card by East" in en
    assert "Wijziging van een aangeduide kaart door Oost" in nl


def test_law_45c4b_2007_named_card_unintended_the_second_replaces_it(tmp_path: Path) -> None:
    text = f"{ONE_HEART}; W card CT; N card C2; E card C4 named; E card C5; S dir; "
    report, _, _ = check(f"{text}fact unintended true", tmp_path, "2007")
    ruling = _last(report)
    assert ruling["laws"] == ["45C4b", "47C"]
    assert (report["status"], report["next"]) == ("play", "S")
    assert penalty_cards(report) == set()


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45e2_declarers_faced_second_card_goes_back_in_both_editions(
    tmp_path: Path, edition: str
) -> None:
    # South wins trick 1 with the club queen and leads the spade six; West and
    # dummy follow, then South faces the seven: 45E2 (no 2007 45C4b: faced)
    text = f"{T1}; S card CQ; S card S6; W card S3; N card S2; S card S7; E dir"
    report, _, en = check(text, tmp_path, edition)
    second = report["irregularities"][-1]
    assert (second["irregularity"], second["offender"]) == ("exposed_card", "S")
    assert second["laws"] == ["67A2", "45E2"]
    assert report["next"] == "E" and penalty_cards(report) == set()
    assert "goes back to the hand it came from" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_45c4b_declarer_changes_dummys_named_card_in_both_editions(
    tmp_path: Path, edition: str
) -> None:
    # declarer named dummy's club two and at once the three: dummy's cards are
    # always designated (45B), so 45C4b applies in both editions
    report, _, _ = check(f"{ONE_HEART}; W card CT; N card C2; N card C3; S dir", tmp_path, edition)
    ruling = _last(report)
    assert ruling["irregularity"] == "change_of_designation"
    assert ruling["question"]["fact"] == "unintended"
    done, nl, en = check(
        f"{ONE_HEART}; W card CT; N card C2; N card C3; S dir; fact unintended true",
        tmp_path,
        edition,
    )
    assert _last(done)["laws"] == ["45C4b", "47C"]
    assert (done["status"], done["next"]) == ("play", "E") and penalty_cards(done) == set()
    assert "♣3" in en and "♣3" in nl
