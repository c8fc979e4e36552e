"""Law 7 as the director's findings (proc15), both duplicate editions: the
fact ``board_control`` (7A board turned, 7B2 cards not counted, 7B3 another
player's cards handled, 7C a hand in the wrong pocket). Two cases per
sub-law and edition; a fouled board (87) flows into the event. Law 8 needs
no finding (docs/situations.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from rule_cases import record, rule_json, rule_refused, rule_text, script, unclean_lines
from test_cases_count13_law79 import PLAYED
from test_events_cli import run

EDITIONS = ("2017", "2007")
#: Law 7C named after the word for a law, in every language
LAW_7C = re.compile(r"\b(?:Law|artikel|Regel) 7C\b")


def control(case: str, seat: str = "N", **details: Any) -> dict[str, Any]:
    return {"fact": "board_control", "value": case, "seat": seat, **details}


def effects(report: dict[str, Any]) -> list[tuple[str, list[str], str | None]]:
    return [(e["type"], e["laws"], e.get("seat")) for e in report["rulings"][-1]["effects"]]


def texts(data: dict[str, Any], tmp_path: Path) -> dict[str, str]:
    out = {lang: rule_text(data, tmp_path, lang) for lang in ("nl", "en", "de")}
    for lang, text in out.items():
        # "artikel 7C" is Law 7C, which the checker's pattern of a PBN call takes for one
        bad = [(what, line) for what, line in unclean_lines(text, lang) if not LAW_7C.search(line)]
        assert bad == [], bad
    return out


# -- 7A: the board turned round ------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7a_board_turned_before_the_first_call_is_played_normally(
    edition: str, tmp_path: Path
) -> None:
    data = record([control("board_turned")], edition)
    report = rule_json(data, tmp_path)
    law = "7A" if edition == "2017" else "7B1"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "improper_procedure" and ruling["laws"] == [law]
    assert effects(report) == [("board_restored", ["7A", "7B1"], None)]
    assert report["status"] == "auction" and report["next"] == "N"
    said = texts(data, tmp_path)
    assert "each player takes the hand of his own seat" in said["en"]
    assert "elke speler neemt de hand van zijn eigen windrichting" in said["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7a_board_turned_after_a_call_is_scored_as_fouled(edition: str, tmp_path: Path) -> None:
    data = record([*script("N 1S; E pass"), control("board_turned", "S")], edition)
    report = rule_json(data, tmp_path)
    law = "7A" if edition == "2017" else "7B1"
    assert effects(report) == [
        ("fouled_board", ["87A", "87B"], None),
        ("procedural_penalty_possible", [law, "90B7"], "S"),
    ]
    assert report["status"] == "auction" and report["next"] == "S"  # the board goes on
    said = texts(data, tmp_path)
    assert "the board is scored as fouled" in said["en"]
    assert "het bord wordt als onklaar gerekend" in said["nl"]
    assert "das Board wird als verfälscht gewertet" in said["de"]


# -- 7B2: cards not counted ----------------------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7b2_cards_not_counted_alone_has_no_rectification(edition: str, tmp_path: Path) -> None:
    data = record([*script("N 1S"), control("cards_not_counted", "E")], edition)
    report = rule_json(data, tmp_path)
    assert effects(report) == [
        ("no_rectification", ["7B2"], None),
        ("procedural_penalty_possible", ["7B2", "90B7"], "E"),
    ]
    assert report["next"] == "E"
    said = texts(data, tmp_path)
    assert "ruled under Law 13 or 14" in said["en"]
    assert "volgens artikel 13 of 14" in said["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7b2_cards_not_counted_then_a_hand_short_is_law_13s(
    edition: str, tmp_path: Path
) -> None:
    # the count the player skipped would have shown fourteen cards: Law 13's
    # finding rules the board (13A, 2007 13D), Law 7's only notes the omission
    events = [
        control("cards_not_counted", "E"),
        {"fact": "wrong_number_of_cards", "value": True, "seat": "E", "short": "S"},
    ]
    report = rule_json(record(events, edition), tmp_path)
    codes = [r["irregularity"] for r in report["rulings"]]
    assert codes == ["improper_procedure", "wrong_number_of_cards"]
    assert report["rulings"][-1]["laws"] == (["13A"] if edition == "2017" else ["13D"])


# -- 7B3: another player's cards handled ---------------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7b3_cards_handled_in_the_auction(edition: str, tmp_path: Path) -> None:
    data = record([*script("N 1S"), control("touched_other_cards", "E")], edition)
    report = rule_json(data, tmp_path)
    adjust = "16D2" if edition == "2017" else "16C2"
    assert effects(report) == [
        ("adjusted_score_possible", [adjust], None),
        ("procedural_penalty_possible", ["7B3", "90B5"], "E"),
    ]
    said = texts(data, tmp_path)
    assert (
        f"information from another source ({'16D1' if edition == '2017' else '16C1'})"
        in (said["en"])
    )


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7b3_cards_handled_after_the_play_then_penalised(edition: str, tmp_path: Path) -> None:
    # West took East's cards to look at them after the play; the director
    # gives 10% of a top under 90B5 through the ruling that offered it
    events = [
        *PLAYED,
        control("touched_other_cards", "W"),
        {"fact": "procedural_penalty", "value": "10%", "seat": "W"},
    ]
    report = rule_json(record(events, edition), tmp_path)
    [given] = report["procedural_penalties"]
    assert given["laws"] == ["7B3", "90B5", "90A"] and given["side"] == "EW"
    assert report["score"] == {"NS": -100, "EW": 100}  # the table result stands


# -- 7C: a hand returned to the wrong pocket -----------------------------------------------


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7c_wrong_pocket_found_before_the_board_moves(edition: str, tmp_path: Path) -> None:
    data = record([*PLAYED, control("wrong_pocket", "N")], edition)
    report = rule_json(data, tmp_path)
    assert effects(report) == [
        ("board_restored", ["7C"], None),
        ("procedural_penalty_possible", ["7C", "90B6"], "N"),
    ]
    said = texts(data, tmp_path)
    assert "puts the hands right before the board goes to the next table" in said["en"]
    assert "(artikel 7C)" in said["nl"]  # a law, never the seven of clubs


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_7c_wrong_pocket_played_so_at_the_next_table_is_fouled(
    edition: str, tmp_path: Path
) -> None:
    data = record([*PLAYED, control("wrong_pocket", "N", played_after=True)], edition)
    report = rule_json(data, tmp_path)
    assert effects(report)[0] == ("fouled_board", ["87A", "87B"], None)
    said = texts(data, tmp_path)
    assert "het bord is onklaar voor de tafels die het in die vorm speelden (87A)" in said["nl"]


def test_law_7c_fouled_board_in_the_event_tells_the_director(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert run("new", path, "--name", "Club", "--boards", "1-2", "-n", 4)[0] == 0
    played = tmp_path / "board1.json"
    played.write_text(json.dumps(record([*PLAYED, control("board_turned", "N")])))
    code, out = run("result", path, "--record", played, "--ns", 1, "--ew", 2, "--lang", "en")
    assert code == 0, out
    assert "fouled board (Law 87A, 87B)" in out
    assert "event fouled" in out


@pytest.mark.parametrize(
    ("event", "said"),
    [
        (control("board_upside_down"), "is not a fault of Law 7 the director can find"),
        (control("wrong_pocket", "Q"), '"Q" is not a seat (N, E, S, W)'),
        (
            control("wrong_pocket", played_after="yes"),
            "Did a later table play the board so? Answer true (yes)",
        ),
    ],
)
def test_law_7_finding_that_cannot_be_is_refused_in_words(
    event: dict[str, Any], said: str, tmp_path: Path
) -> None:
    out = rule_refused(record([*PLAYED, event]), tmp_path, "en")
    assert said in out and "board_control" not in out.split("board_upside_down")[0]
