"""Law 46B in both editions (seed 000 46B; seed 002 46B, numbered alike):
declarer's incomplete or wrong designation of dummy's card, each sub-law.
South plays 1♥, North is dummy (AK2.QJ4.T98.AK32). Facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, check_record
from rule_cases import record, script

ONE_HEART = "N Pass; E Pass; S 1H; W Pass; N Pass; E Pass"
#: West leads the club ten: dummy to play to it
CLUB_LEAD = f"{ONE_HEART}; W card CT"
#: West leads the diamond three, dummy's ten wins trick 1: dummy to lead
DUMMY_WON_DIAMONDS = f"{ONE_HEART}; W card D3; N card DT; E card D2; S card D5"


def _said(text: str, words: str, edition: str, *more: dict[str, Any]) -> dict[str, Any]:
    return record([*script(text), {"fact": "designation", "value": words}, *more], edition)


def _ruling(report: dict[str, Any]) -> dict[str, Any]:
    ruling: dict[str, Any] = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"]) == ("incomplete_designation", "S")
    return ruling


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("text", "words", "law", "card", "next_"),
    [
        (CLUB_LEAD, "C", "46B2", "C2", "E"),  # a suit only: its lowest card
        (CLUB_LEAD, "3", "46B3b", "C3", "E"),  # a rank only, the only legal one
        (DUMMY_WON_DIAMONDS, "9", "46B3a", "D9", "E"),  # leading: dummy's last winning suit
    ],
)
def test_law_46b2_46b3_suit_or_rank_only_is_played_as_the_law_reads_it(
    tmp_path: Path, edition: str, text: str, words: str, law: str, card: str, next_: str
) -> None:
    report, nl, en = check_record(_said(text, words, edition), tmp_path)
    ruling = _ruling(report)
    assert ruling["laws"] == [law] and ruling["chooser"] is None and ruling["options"] == []
    assert [(e["type"], e["card"]) for e in ruling["effects"]] == [("card_played", card)]
    assert (report["status"], report["next"]) == ("play", next_)
    assert f"({law})" in nl and f"({law})" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b3b_two_cards_of_that_rank_declarer_says_which(tmp_path: Path, edition: str) -> None:
    # dummy leads; "ace": no ace in diamonds (dummy's last winning suit), so
    # 46B3b: the spade and the club ace may both be led, declarer says which
    report, _, en = check_record(_said(DUMMY_WON_DIAMONDS, "A", edition), tmp_path)
    ruling = _ruling(report)
    assert report["status"] == "awaiting_choice"
    assert ruling["laws"] == ["46B3b"] and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]] == ["card:SA", "card:CA"]
    assert "choosers" not in ruling
    done, _, _ = check_record(
        _said(DUMMY_WON_DIAMONDS, "A", edition, {"by": "S", "choose": "card:CA"}), tmp_path
    )
    assert (done["status"], done["next"]) == ("play", "E")
    assert "South names ♣A, which dummy plays (46B3b)." in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b4_card_not_in_dummy_declarer_names_a_legal_one(
    tmp_path: Path, edition: str
) -> None:
    # "club queen": dummy has none; any legal card, declarer's choice (46B4)
    report, _, _ = check_record(_said(CLUB_LEAD, "CQ", edition), tmp_path)
    ruling = _ruling(report)
    assert ruling["laws"] == ["46B4"] and ruling["chooser"] == "S"
    assert {o["code"] for o in ruling["options"]} == {"card:CA", "card:CK", "card:C3", "card:C2"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b5_either_defender_names_dummys_card(tmp_path: Path, edition: str) -> None:
    report, nl, en = check_record(_said(CLUB_LEAD, "any", edition), tmp_path)
    ruling = _ruling(report)
    assert ruling["laws"] == ["46B5"]
    assert ruling["chooser"] == "E" and ruling["choosers"] == ["E", "W"]
    assert "East or West chooses (either may):" in en
    assert "Oost of West kiest (elk van beiden mag dat):" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b5_the_other_defender_names_it_his_choice_counts(
    tmp_path: Path, edition: str
) -> None:
    # West, who led, names dummy's club three: not without effect (46B5)
    data = _said(CLUB_LEAD, "any", edition, {"by": "W", "choose": "card:C3"})
    report, _, en = check_record(data, tmp_path)
    ruling = _ruling(report)
    assert (ruling["chooser"], ruling["chosen"]) == ("W", "card:C3")
    assert "without_effect" not in report
    assert (report["status"], report["next"]) == ("play", "E")
    assert "West names ♣3, which dummy plays (46B5)." in en
