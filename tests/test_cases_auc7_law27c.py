"""Law 27C (2017 and 2007) with seed 004 'Onvoldoende bod' step 4: the
offender replaces his insufficient bid while the director is ruling, before
his left-hand opponent has chosen to accept it or not.

Both editions: that call is the offender's replacement. If LHO accepts the
insufficient bid (27A1) the replacement is cancelled, and what it told his
partner is unauthorized (2017 16C, 2007 16D). If LHO does not accept, the
replacement stands (if legal) and the director applies 27B to it. Seed 004
has the director judge the replacement first and explain the consequences,
then LHO chooses: so a judgment the replacement needs (is it comparable?)
is asked before the choice. Facts our own, from seeds 000, 002, 003, 004.

Board 1: North deals and opens 1S; East bids 1H (insufficient); South calls
the director; East then calls again before South chose."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, must_passes, record, rule_json, script

EDITIONS = ["2017", "2007"]
#: 2017 asks the meaning of 1H first (seed 004), 2007 does not
START = "N 1S; E 1H; S dir; fact artificial false"
UI_LAW = {"2017": "16C", "2007": "16D"}


def _report(steps: str, edition: str, tmp_path: Path) -> dict[str, Any]:
    return rule_json(record(script(steps), edition), tmp_path)


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("call"), e["laws"]) for e in ruling["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_call_before_lho_chose_is_the_replacement_judged_first(
    tmp_path: Path, edition: str
) -> None:
    steps = f"{START}; E 3H"
    report = _report(steps, edition, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["27", "27C"]
    # the replacement is judged before South chooses
    assert (report["status"], ruling["question"]["fact"], ruling["chosen"]) == (
        "awaiting_fact",
        "comparable",
        None,
    )
    out = clean_texts(record(script(steps), edition), tmp_path)
    assert "East replaced 1♥ with 3♥ before South chose" in out["en"]
    assert "if he accepts 1♥, 3♥ is cancelled (27C)" in out["en"]
    assert "Oost verving 1♥ door 3♥ voordat Zuid zijn keuze maakte" in out["nl"]
    assert "Ost ersetzte 1♥ durch 3♥, bevor Süd gewählt hatte" in out["de"]
    report = _report(f"{steps}; fact comparable false", edition, tmp_path)
    assert (report["status"], report["rulings"][0]["chooser"]) == ("awaiting_choice", "S")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_insufficient_bid_accepted_the_replacement_is_cancelled(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{START}; E 3H; fact comparable false; S ch accept"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "S")
    assert report["obligations"] == []
    [ruling] = report["rulings"]
    assert ruling["chosen"] == "accept"
    assert _effects(ruling) == [
        ("call_stands", "1H", ["27A1"]),
        ("call_cancelled", "3H", ["27C"]),
        ("unauthorized_information", None, [UI_LAW[edition]]),
    ]
    assert ruling["effects"][2]["seat"] == "W"
    out = clean_texts(data, tmp_path)
    assert "East's 3♥ is cancelled (27C)" in out["en"]
    assert "3♥ van Oost wordt geannuleerd (27C)" in out["nl"]
    # the auction goes on over 1H: South may bid 1NT
    after = _report(f"{START}; E 3H; fact comparable false; S ch accept; S 1NT", edition, tmp_path)
    assert (after["status"], after["next"]) == ("auction", "W")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_refused_a_replacement_not_comparable_silences_partner_27b2(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{START}; E 3H; fact comparable false; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "S")
    assert must_passes(report) == [("W", "rest_of_auction", ["27B2"])]
    out = clean_texts(data, tmp_path)
    if edition == "2017":
        assert "The director finds 3♥ not comparable" in out["en"]
    else:
        # 2007 has no 'comparable call': the same or a more precise meaning
        assert "neither the same nor a more precise meaning" in out["en"]
        assert "niet dezelfde en ook geen preciezere betekenis" in out["nl"]
        assert "vergelijkbaar" not in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_refused_a_comparable_replacement_no_further_rectification(
    tmp_path: Path, edition: str
) -> None:
    data = record(script(f"{START}; E 3H; fact comparable true; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "S")
    assert must_passes(report) == []
    assert ("no_further_rectification", None, ["27B1b"]) in _effects(report["rulings"][0])
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_a_pass_as_early_replacement_refused_27b2(tmp_path: Path, edition: str) -> None:
    steps = f"{START}; E Pass"
    report = _report(steps, edition, tmp_path)
    # a pass needs no judgment: South chooses at once, having heard the cost
    assert report["status"] == "awaiting_choice"
    data = record(script(f"{steps}; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert must_passes(report) == [("W", "rest_of_auction", ["27B2"])]
    assert (report["status"], report["next"]) == ("auction", "S")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_a_replacement_made_before_the_director_came_accepted_is_cancelled(
    tmp_path: Path, edition: str
) -> None:
    # 2017: was 1H artificial; 2007: was 1H or 2H artificial
    steps = "N 1S; E 1H; E 2H; S dir; fact artificial false"
    data = record(script(f"{steps}; S ch accept"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "S")
    assert ("call_cancelled", "2H", ["27C"]) in _effects(report["rulings"][0])
    clean_texts(data, tmp_path)


def test_law_27c_meaning_said_before_the_replacement_is_judged_2017(tmp_path: Path) -> None:
    # the call came while the meaning question was open: the meaning is said
    # once, then the replacement is asked about
    data = record(script("N 1S; E 1H; S dir; E 3H; fact artificial false"), "2017")
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["question"]["fact"] == "comparable"
    out = clean_texts(data, tmp_path)
    assert out["en"].count("1♥ was not artificial") == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_27c_27b4_early_replacement_insufficient_too_no_comparable_question(
    tmp_path: Path, edition: str
) -> None:
    # North 2S; East 1H, then at once 2H, insufficient as well (a course case):
    # nothing to judge about 2H; South may accept 1H, then 2H; refusing both,
    # East replaces with a legal call and West passes throughout (27B4 as 27B3)
    steps = "N 2S; E 1H; E 2H; S dir; fact artificial false"
    data = record(script(steps), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["rulings"][0].get("question")) == ("awaiting_choice", None)
    out = clean_texts(data, tmp_path)
    assert "East already replaced 1♥ with 2♥, which is insufficient too" in out["en"]
    assert "dat ook onvoldoende is" in out["nl"]
    second = _report(f"{steps}; S ch reject", edition, tmp_path)
    assert second["status"] == "awaiting_choice"
    assert (second["rulings"][-1]["offender"], second["rulings"][-1]["chooser"]) == ("E", "S")
    final = record(script(f"{steps}; S ch reject; S ch reject"), edition)
    report = rule_json(final, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "E")
    assert must_passes(report) == [("W", "rest_of_auction", ["27B4", "27B3"])]
    clean_texts(final, tmp_path)
