"""Breadth over Laws 9-16, 19, 22 and 36 in both editions (auc4): small
situations of our own, the kind a club director meets (retold from the
seeds, not copied), each asserting the ruling data and clean nl/en text.

Board 1: North deals; nobody vulnerable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, must_passes, record, rule_json, script

EDITIONS = ["2017", "2007"]


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for e in ruling["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_13_wrong_number_found_before_the_offender_called(tmp_path: Path, edition: str) -> None:
    # East counts twelve cards after North's opening: he has not called yet
    law = "13A" if edition == "2017" else "13D"
    data = record(
        [*script("N 1S"), {"fact": "wrong_number_of_cards", "value": True, "seat": "E"}], edition
    )
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "wrong_number_of_cards",
        "E",
        [law],
    )
    # 2007 13E: the director's putting the hands right (13D1 included) is
    # unauthorized for the wrong hand's partner; 2017 Law 13 has no such paragraph
    assert _effects(ruling) == [
        ("board_restored", None, [f"{law}1"]),
        ("adjusted_score_possible", None, [f"{law}2"]),
        *([("unauthorized_information", "W", ["13E"])] if edition == "2007" else []),
    ]
    assert (report["status"], report["next"]) == ("auction", "E")
    out = clean_texts(data, tmp_path)
    assert f"the board is played normally ({law}1)" in out["en"]


def test_law_14a_missing_card_found_in_the_auction_nothing_changes(tmp_path: Path) -> None:
    fact = {"fact": "missing_card", "value": "D7", "seat": "W"}
    data = record([*script("N 1S; E Pass"), fact])
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "missing_card",
        "W",
        ["14A"],
    )
    assert _effects(ruling) == [
        ("card_restored", "W", ["14A1"]),
        # 14C: unauthorized for the partner of the player whose hand was short
        ("unauthorized_information", "E", ["14C"]),
    ]
    assert (report["status"], report["next"]) == ("auction", "S")
    out = clean_texts(data, tmp_path)
    assert "(14C)" in out["en"] and "(14C)" in out["nl"]


@pytest.mark.parametrize(
    ("edition", "law"),
    [("2017", "15B1"), ("2007", "15C")],
)
def test_law_15_board_played_before_found_in_the_auction(
    tmp_path: Path, edition: str, law: str
) -> None:
    # 2017 15B1: cancelled, artificial scores; 2007 15C: the auction is
    # cancelled and the right pairs bid it again
    data = record([*script("N 1S; E Pass"), {"fact": "wrong_board", "value": True}], edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["laws"], ruling["offender"]) == (
        "wrong_board",
        [law],
        None,
    )
    assert report["status"] == "complete" and report["contract"] is None
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(("edition", "law"), [("2017", "16D2"), ("2007", "16C2")])
def test_law_16d_information_from_another_source_asks_interferes(
    tmp_path: Path, edition: str, law: str
) -> None:
    # South overheard a result on this board from the next table
    fact = {"fact": "other_source", "value": True, "seat": "S"}
    data = record([*script("N 1S; E Pass"), fact], edition)
    report = rule_json(data, tmp_path)
    assert [q["fact"] for q in report["questions"]] == ["interferes"]
    assert law in report["questions"][0]["laws"]
    assert (report["status"], report["next"]) == ("auction", "S")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_10c_choice_by_the_wrong_player_has_no_effect(tmp_path: Path, edition: str) -> None:
    ask = "; fact artificial false" if edition == "2017" else ""
    data = record(script("N 1S; E 1H; S dir" + ask + "; W ch accept"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["chooser"], ruling["chosen"]) == ("S", None)
    assert report["status"] == "awaiting_choice"
    out = clean_texts(data, tmp_path)
    assert "West made a choice, but South chooses here (10C)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_11a_lho_calls_over_insufficient_bid_accepts_it(tmp_path: Path, edition: str) -> None:
    # South bids over East's insufficient 1H before anyone calls the director
    data = record(script("N 1S; E 1H; S 2S; W Pass"), edition)
    report = rule_json(data, tmp_path)
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"], irregularity["accepted"]) == (
        "insufficient_bid",
        "E",
        True,
    )
    assert report["rulings"] == [] and report["next"] == "N"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b_choice_without_the_director_has_no_effect(tmp_path: Path, edition: str) -> None:
    # South 'refuses' East's insufficient bid himself: nobody rectifies
    # before the director has come (9B2); his choice counts for nothing
    data = record(script("N 1S; E 1H; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"] == [] and report["next"] == "S"
    out = clean_texts(data, tmp_path)
    assert "while no choice was open (10C1)" in out["en"]


@pytest.mark.parametrize(
    ("edition", "law", "awareness"),
    [("2017", "19A1", "72C"), ("2007", "19A1", "23")],
)
def test_law_19a1_double_of_partners_bid_out_of_rotation_36b4(
    tmp_path: Path, edition: str, law: str, awareness: str
) -> None:
    # South doubles his partner's 1S at East's turn
    data = record(script("N 1S; S X; E dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "inadmissible_double",
        "S",
        ["36", "36B", "36B4"],
    )
    effects = _effects(ruling)
    assert ("must_pass", "N", ["36B4"]) in effects
    assert ("adjusted_score_possible", None, [awareness]) in effects
    assert must_passes(report) == [("N", "rest_of_auction", ["36B4"])]
    assert (report["status"], report["next"]) == ("auction", "E")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_19b1_redouble_of_own_sides_double_lho_had_not_called(
    tmp_path: Path, edition: str
) -> None:
    # West redoubles after South's legal redouble: only a double can be
    # redoubled, and not by the doubler's side
    data = record(script("N 1S; E X; S XX; W XX; N dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "inadmissible_double",
        "W",
        ["36", "36B", "36B2"],
    )
    assert must_passes(report) == [("E", "rest_of_auction", ["36B2"])]
    assert report["next"] == "W"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_22b_four_passes_no_redeal(tmp_path: Path, edition: str) -> None:
    data = record(script("N Pass; E Pass; S Pass; W Pass"), edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["contract"]) == ("passed_out", "Pass")
    assert report["score"] == {"NS": 0, "EW": 0} and report["irregularities"] == []
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_15a3_then_17d2_two_boards_one_player(tmp_path: Path, edition: str) -> None:
    # interaction: South called with this board's cards elsewhere (15A3) and
    # repeats his 1S; then East's insufficient bid is ruled as usual
    found = {"fact": "called_with_these_cards", "value": "1S", "seat": "S"}
    ask = "; fact artificial false" if edition == "2017" else ""
    data = record([found, *script("N Pass; E Pass; S 1S; W 1D; N dir" + ask)], edition)
    report = rule_json(data, tmp_path)
    codes = [r["irregularity"] for r in report["rulings"]]
    assert codes == ["cards_from_wrong_board", "insufficient_bid"]
    assert report["rulings"][-1]["chooser"] == "N"
    clean_texts(data, tmp_path)
