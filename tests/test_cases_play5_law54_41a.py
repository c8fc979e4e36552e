"""Law 54 (its opening words) with 41A in both editions (seed 000 54 and
41A; seed 002 54 and 41A): West faces the opening lead out of turn against
3NT, then East, the right leader, leads the diamond ace face down before
the director is called. East's face-down card goes back into his hand
without rectification, whatever declarer chooses; only West's faced card
can become a penalty card (54D). Deal of rule_cases.DEAL; facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, check
from rule_cases import clean_texts, penalty_cards, record, script

#: 3NT by North, East on lead; West faces the heart two, East leads the
#: diamond ace face down, then the director is called and the facts are set
FACE_DOWN = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; W card H2; E card DA face_down; N dir; "
    "fact opponent_induced false; fact could_see_dummy false"
)
GOES_BACK = {
    "en": "East's face-down lead goes back to his hand (54).",
    "nl": "De gedekt voorgespeelde kaart van Oost gaat terug in zijn hand (54).",
}


def _ruled(text: str, tmp: Path, edition: str) -> tuple[dict[str, Any], str, str]:
    report, nl, en = check(text, tmp, edition)
    ruling = report["rulings"][0]
    assert ruling["irregularity"] == "opening_lead_out_of_turn"
    assert ruling["offender"] == "W" and ruling["chooser"] == "N"
    assert GOES_BACK["en"] in ruling["reasoning"]
    assert GOES_BACK["nl"] in nl and GOES_BACK["en"] in en
    # the face-down card was never seen: no text names it
    assert "♦A" not in nl and "♦A" not in en
    # East's face-down card is no irregularity of its own (no 57D, no 49)
    assert [i["irregularity"] for i in report["irregularities"]] == ["opening_lead_out_of_turn"]
    return report, nl, en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54b_face_down_lead_of_the_right_leader_goes_back_lead_accepted(
    tmp_path: Path, edition: str
) -> None:
    report, _, en = _ruled(f"{FACE_DOWN}; N ch accept", tmp_path, edition)
    assert report["rulings"][0]["chosen"] == "accept"
    assert (report["status"], report["next"], report["declarer"]) == ("play", "N", "N")
    assert penalty_cards(report) == set()
    assert "North plays now." in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54a_face_down_lead_goes_back_declarer_becomes_dummy(
    tmp_path: Path, edition: str
) -> None:
    report, _, _ = _ruled(f"{FACE_DOWN}; N ch become_dummy", tmp_path, edition)
    assert report["rulings"][0]["chosen"] == "become_dummy"
    # South is declarer now and plays North's cards as dummy's second card
    assert (report["status"], report["next"], report["declarer"]) == ("play", "N", "S")
    assert penalty_cards(report) == set()


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_face_down_lead_goes_back_only_the_faced_card_is_a_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    report, nl, en = _ruled(f"{FACE_DOWN}; N ch require_retraction", tmp_path, edition)
    assert report["status"] == "awaiting_choice"
    assert penalty_cards(report) == {("W", "H2", "major")}
    last = report["rulings"][-1]
    assert last["chooser"] == "N"
    assert {o["code"] for o in last["options"]} == {
        "require_suit:H",
        "prohibit_suit:H",
        "no_restriction",
    }
    assert "West: major penalty card ♥2" in en and "West: grote strafkaart ♥2" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54d_east_may_lead_the_card_he_led_face_down_it_is_no_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # declarer lets East lead anything (50D2b): the diamond ace that went back
    # into his hand is an ordinary card, led now face up
    report, _, _ = _ruled(
        f"{FACE_DOWN}; N ch require_retraction; N ch no_restriction; E card DA", tmp_path, edition
    )
    assert (report["status"], report["next"]) == ("play", "S")
    assert penalty_cards(report) == {("W", "H2", "major")}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41a_face_down_lead_goes_back_german_text_clean(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{FACE_DOWN}; N ch accept"), edition)
    texts = clean_texts(data, tmp_path)
    assert "Das verdeckte Ausspiel von Ost geht in seine Hand zurück (54)." in texts["de"]
