"""Law 54's opening words in both editions (seed 000 54; seed 002 54): an
opening lead faced out of turn, and the offender's partner (the right
leader) then leads face down: that face-down lead goes back, and the ruling
says so without naming the card nobody saw. Facts our own."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]

#: 3NT by North: East is on lead, West faces the heart two
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; W card H2"
SAID = {
    "en": "East's face-down lead goes back to his hand (54).",
    "nl": "De gedekt voorgespeelde kaart van Oost gaat terug in zijn hand (54).",
    "de": "Das verdeckte Ausspiel von Ost geht in seine Hand zurück (54).",
}


def _face_down_then(events: str) -> list[dict[str, object]]:
    out = script(NT)
    out.append({"by": "E", "card": "DA", "face_down": True})
    return out + script(events)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54_face_down_lead_of_the_right_defender_goes_back_said(
    tmp_path: Path, edition: str
) -> None:
    data = record(_face_down_then("N dir"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "N"
    assert SAID["en"] in report["rulings"][-1]["reasoning"]
    texts = clean_texts(data, tmp_path)
    for lang, text in texts.items():
        assert SAID[lang] in text
        assert "♦A" not in text and "♦H" not in text  # the face-down card is never named


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54_no_face_down_lead_nothing_said(tmp_path: Path, edition: str) -> None:
    report = rule_json(record(script(f"{NT}; N dir"), edition), tmp_path)
    assert not any("face-down" in r for r in report["rulings"][-1]["reasoning"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54_face_down_lead_goes_back_east_leads_after_54d(tmp_path: Path, edition: str) -> None:
    # the lead refused (54D): West's heart two is a major penalty card and
    # East leads again; declarer lets him lead anything (50D2b)
    events = _face_down_then(
        "N dir; fact opponent_induced false; fact could_see_dummy false; "
        "N ch require_retraction; N ch no_restriction; E card SQ"
    )
    report = rule_json(record(events, edition), tmp_path)
    assert report["next"] == "S" and report["status"] == "play"
