"""Law 14C (2007 14C too; 2007 13E for a card added or moved under Law 13):
the knowledge that a card was put back into a hand that was short is
unauthorized information for the partner of the player whose hand it was.
The ruling names that partner, and says what the information is: that a
card was added to his partner's hand (not a withdrawn call or card). Facts
our own, from seed 000 (2017 14A, 14B, 14C) and seed 002 (2007 14, 13E).

Board 1: North deals; West (543.7652.743.T98) is the short hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, clean_texts, record, rule_json, script

from bridgelaws.instruction import in_force
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

EDITIONS = ["2017", "2007"]
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
SAID = {
    "en": "that a card was added to his partner's hand is unauthorized information for East (14C)",
    "nl": "dat er een kaart aan de hand van zijn partner is toegevoegd, is ongeoorloofde "
    "informatie voor Oost (14C)",
    "de": "dass der Hand seines Partners eine Karte hinzugefügt wurde, ist eine unerlaubte "
    "Information für Ost (14C)",
}
#: what the assistant tells the table stays in force (web, ``direct``)
IN_FORCE = {
    "en": "14C: East may not use the knowledge that a card was added to West's hand; it is "
    "unauthorized information for him.",
    "nl": "14C: Oost mag de wetenschap dat er een kaart aan de hand van West is toegevoegd niet "
    "gebruiken; dat is ongeoorloofde informatie voor hem.",
    "de": "14C: Ost darf die Kenntnis, dass der Hand von West eine Karte hinzugefügt wurde, "
    "nicht verwenden; sie ist eine unerlaubte Information für ihn.",
}


def _missing(card: str, seat: str = "W") -> dict[str, Any]:
    return {"fact": "missing_card", "value": card, "seat": seat}


def _effects(report: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    ruling = next(r for r in report["rulings"] if r["irregularity"] == "missing_card")
    return [(e["type"], e.get("seat"), e["laws"]) for e in ruling["effects"]]


def _check_texts(data: dict[str, Any], tmp_path: Path) -> dict[str, str]:
    out = clean_texts(data, tmp_path)
    for lang, said in SAID.items():
        assert said in out[lang], out[lang]
    for text in out.values():
        assert "withdrawn" not in text and "teruggenomen" not in text
    return out


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14c_card_found_in_the_auction_partner_named(tmp_path: Path, edition: str) -> None:
    # West counts twelve cards after East's pass: the club nine is found and
    # put back (14A1); East knows now that West's hand was short (14C)
    data = record([*script("N 1S; E Pass"), _missing("C9")], edition)
    report = rule_json(data, tmp_path)
    assert _effects(report) == [
        ("card_restored", "W", ["14A1"]),
        ("unauthorized_information", "E", ["14C"]),
    ]
    assert (report["status"], report["next"]) == ("auction", "S")
    _check_texts(data, tmp_path)
    table = Table.from_record(TableRecord.from_json(data))
    for lang, said in IN_FORCE.items():
        told = [m.render(lang) for m in in_force(table)]
        assert told == [said]
        assert_clean_text(told[0], lang)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14c_card_found_in_the_play_partner_named(tmp_path: Path, edition: str) -> None:
    # after trick one (everyone followed to clubs) the club nine is found
    # under West's chair: it is put back (14B2) and East has the 14C information
    data = record([*script(f"{NT}; E card C4; S card CQ; W card C8; N card CA"), _missing("C9")])
    data["edition"] = edition
    report = rule_json(data, tmp_path)
    assert _effects(report) == [
        ("card_restored", "W", ["14B2"]),
        ("unauthorized_information", "E", ["14C"]),
    ]
    assert (report["status"], report["contract"]) == ("play", "3NT")
    _check_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14c_short_hand_not_named_no_seat_guessed(tmp_path: Path, edition: str) -> None:
    # the director did not say whose hand was short: nobody is named as
    # holding the information, and the ruling says only the 14A rule
    data = record([*script("N 1S; E Pass"), {"fact": "missing_card", "value": "C9"}], edition)
    report = rule_json(data, tmp_path)
    assert _effects(report) == [
        ("card_restored", None, ["14A1"]),
        ("unauthorized_information", None, ["14C"]),
    ]
    out = clean_texts(data, tmp_path)
    assert "for the partner of the player whose hand was short (14C)" in out["en"]
    assert "withdrawn" not in out["en"]


def test_law_2007_13e_card_moved_partner_named_in_its_own_words(tmp_path: Path) -> None:
    # 2007 13A: North (fourteen cards) opened 1S, East passed; the director
    # puts the hands right and the board goes on: 13E makes what South
    # knows of it unauthorized for him, said as what it is
    found = [
        {"fact": "wrong_number_of_cards", "value": True, "seat": "N"},
        {"fact": "playable", "value": True},
    ]
    data = record([*script("N 1S; E Pass"), *found], "2007")
    report = rule_json(data, tmp_path)
    effects = [(e["type"], e.get("seat"), e["laws"]) for e in report["rulings"][-1]["effects"]]
    assert ("unauthorized_information", "S", ["13E"]) in effects
    assert (report["status"], report["next"]) == ("auction", "S")
    out = clean_texts(data, tmp_path)
    assert (
        "that a card was added to or moved from his partner's hand is unauthorized information "
        "for South (13E)" in out["en"]
    )
    assert "toegevoegd of eruit is verplaatst, is ongeoorloofde informatie voor Zuid" in out["nl"]
    assert "withdrawn" not in out["en"]
    table = Table.from_record(TableRecord.from_json(data))
    told = [m.render("en") for m in in_force(table)]
    assert told == [
        "13E: South may not use the knowledge that a card was added to or moved from North's "
        "hand; it is unauthorized information for him."
    ]
