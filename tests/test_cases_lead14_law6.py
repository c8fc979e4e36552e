"""Law 6D (2017 and 2007, the same numbers): the director's finding that the
shuffle or the deal went wrong (fact ``misdeal``: ``dealt_wrongly``,
``card_seen``, ``unshuffled``). 6D1: found before the first call, the cards
are shuffled and dealt again; found later there is no new deal (a card seen
by chance: 2017 16D, 2007 16C; a hand with the wrong number of cards: 13).
6D2: a pack not shuffled, or a deal from another session: no result stands:
dealt again before the play, else cancelled with an artificial score."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import record, rule_json, rule_refused, rule_text, script

EDITIONS = ["2017", "2007"]
OTHER_SOURCE = {"2017": "16D", "2007": "16C"}


def _misdeal(value: str) -> dict[str, Any]:
    return {"fact": "misdeal", "value": value}


def _effects(report: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("case", ["dealt_wrongly", "card_seen"])
def test_law_6d1_found_before_the_first_call_new_deal(
    edition: str, case: str, tmp_path: Path
) -> None:
    data = record([_misdeal(case)], edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["irregularity"] == "misdeal"
    assert report["rulings"][0]["laws"] == ["6D1"]
    assert _effects(report) == [("new_deal", ["6D1"])]
    nl = rule_text(data, tmp_path, "nl")
    assert "Vastgesteld vóór de eerste bieding: de kaarten worden opnieuw geschud en gegeven" in nl


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_6d1_card_seen_after_the_first_call_is_other_source_information(
    edition: str, tmp_path: Path
) -> None:
    data = record([*script("N 1S"), _misdeal("card_seen")], edition)
    report = rule_json(data, tmp_path)
    other = OTHER_SOURCE[edition]
    assert _effects(report) == [("no_rectification", ["6D1", other])]
    # the auction goes on
    assert report["status"] == "auction" and report["next"] == "E"
    nl = rule_text(data, tmp_path, "nl")
    assert (
        "er wordt niet opnieuw gegeven; een kaart van een andere speler die toevallig is "
        f"gezien, is anderszins verkregen informatie ({other};" in nl
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_6d1_dealt_wrongly_found_in_the_auction_goes_to_law_13(
    edition: str, tmp_path: Path
) -> None:
    data = record([*script("N 1S; E Pass"), _misdeal("dealt_wrongly")], edition)
    report = rule_json(data, tmp_path)
    assert _effects(report) == [("no_rectification", ["6D1", "13"])]
    assert report["next"] == "S"
    en = rule_text(data, tmp_path, "en")
    assert "a hand with too many or too few cards is ruled under Law 13" in en


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_6d2_unshuffled_pack_found_in_the_auction_new_deal(
    edition: str, tmp_path: Path
) -> None:
    data = record([*script("N 1S; E Pass; S 2S"), _misdeal("unshuffled")], edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["laws"] == ["6D2"]
    assert _effects(report) == [("new_deal", ["6D2"])]
    assert report["contract"] is None


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_6d2_unshuffled_pack_found_in_the_play_board_cancelled(
    edition: str, tmp_path: Path
) -> None:
    data = record(
        [*script("N 1S; E Pass; S Pass; W Pass; E card C4"), _misdeal("unshuffled")], edition
    )
    report = rule_json(data, tmp_path)
    assert _effects(report) == [
        ("board_cancelled", ["6D2"]),
        ("artificial_adjusted_score", ["6D2", "12C2a"]),
    ]
    assert report["status"] == "complete" and report["score"] is None
    de = rule_text(data, tmp_path, "de")
    assert (
        "wird das Board annulliert und jede Seite erhält ein künstliches berichtigtes "
        "Ergebnis (6D2, 12C2a)" in de
    )


def test_law_6d_unknown_fault_refused_in_words(tmp_path: Path) -> None:
    said = rule_refused(record([_misdeal("oops")]), tmp_path, "nl").split("record.json: ")[-1]
    assert said.startswith('handeling 1: "oops" is geen fout bij het schudden of geven')
