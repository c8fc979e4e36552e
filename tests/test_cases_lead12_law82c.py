"""82C: the director's own ruling was wrong (both editions; seed 004's protocol
4.1, "G+/G+"). When a correct ruling would probably have changed the result and
the board can no longer be put right, both sides are non-offending: each gets
its own weighted score (12C1c) without a damage test, or average plus when no
result was obtained (12C2a); when the error changed nothing, the result stands.
Facts our own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_refused, script

from bridgelaws.i18n import translate
from bridgelaws.judgment import FACT_TEXT, YES_NO_FACTS
from bridgelaws.web.judgment_page import event_from_form

EDITIONS = ["2017", "2007"]
#: the single likely result: 2017 12C1b, 2007 12C1a (judg14: 2007 cited 12C1b)
SINGLE = {"2017": "12C1b", "2007": "12C1a"}

#: 3NT by North, East leads the ♦A, North claims nine and both defenders agree
PLAYED: list[dict[str, Any]] = [
    *script("N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA"),
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]
#: the director's wrong ruling concerned East's lead (action 7)
WRONG = {"fact": "director_error", "value": True, "of": 6}


def judgment(data: dict[str, Any], tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(data, tmp)["judgment"]
    return out


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_asks_each_sides_likely_results_without_a_damage_test(
    tmp_path: Path, edition: str
) -> None:
    data = record([*PLAYED, WRONG], edition)
    judged = judgment(data, tmp_path)
    assert judged["status"] == "awaiting_fact"
    assert [(q["fact"], q["laws"]) for q in judged["questions"]] == [
        ("outcomes", ["82C", SINGLE[edition], "12C1c"])
    ]
    [verdict] = judged["rulings"]
    assert (verdict["kind"], verdict["laws"], verdict["offender"]) == (
        "director_error",
        ["82C"],
        None,
    )
    assert judged["offender"] is None
    texts = clean_texts(data, tmp_path)
    assert "his ruling on ♦A of East was wrong" in texts["en"]
    assert "beide partijen als niet-overtredend gelden (82C)" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_split_score_each_side_as_non_offending(tmp_path: Path, edition: str) -> None:
    # North-South would likely have made 3NT with an overtrick; East-West
    # would likely have held it to nine: each side gets its own result,
    # though the table result (+400) is no worse for North-South than theirs
    ns = {"fact": "outcomes", "side": "NS", "value": [
        {"contract": "3NT", "declarer": "N", "tricks": 10, "weight": 1}
    ]}  # fmt: skip
    ew = {"fact": "outcomes", "side": "EW", "value": [
        {"contract": "3NT", "declarer": "N", "tricks": 8, "weight": "1/2"},
        {"contract": "3NT", "declarer": "N", "tricks": 9, "weight": "1/2"},
    ]}  # fmt: skip
    data = record([*PLAYED, WRONG, ns, ew], edition)
    judged = judgment(data, tmp_path)
    assert judged["status"] == "adjusted" and judged["questions"] == []
    assigned = judged["assigned"]
    assert assigned["split"] is True
    assert assigned["NS"] == [{"weight": "1", "ns_points": 430}]
    assert sorted(o["ns_points"] for o in assigned["EW"]) == [-50, 400]
    assert {o["weight"] for o in assigned["EW"]} == {"1/2"}
    texts = clean_texts(data, tmp_path)
    assert f"Adjusted (82C, {SINGLE[edition]}, 12C1c): North-South +430; East-West" in texts["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_one_set_of_results_for_both_sides(tmp_path: Path, edition: str) -> None:
    both = {"fact": "outcomes", "value": [
        {"contract": "4S", "declarer": "E", "tricks": 8, "weight": 1}
    ]}  # fmt: skip
    data = record([*PLAYED, WRONG, both], edition)
    judged = judgment(data, tmp_path)
    # 4S by East two down, East-West not vulnerable on board 1
    assert judged["assigned"]["NS"] == [{"weight": "1", "ns_points": 100}]
    assert judged["assigned"]["split"] is False
    assert judged["damage"] is True


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_error_that_changed_nothing_leaves_the_result(tmp_path: Path, edition: str) -> None:
    data = record([*PLAYED, {**WRONG, "value": False}], edition)
    judged = judgment(data, tmp_path)
    assert judged["status"] == "result_stands" and judged["assigned"] is None
    assert judged["questions"] == []
    texts = clean_texts(data, tmp_path)
    assert "a correct ruling would not have changed the result" in texts["en"]
    assert "het tafelresultaat blijft staan" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_board_ended_without_a_result_average_plus_to_both(
    tmp_path: Path, edition: str
) -> None:
    # West had called 1S with these cards at another table; his different
    # first call here ends the board (15A3; 2007 17D3): had the director
    # ruled rightly the board would have been played
    called = {"fact": "called_with_these_cards", "value": "1S", "seat": "W"}
    ask = "fact artificial false; " if edition == "2017" else ""
    later = "" if edition == "2017" else "fact artificial false; "
    events = [called, *script(f"N 1S; E 1H; S dir; {ask}S ch reject; E 2H; {later}S Pass; W 2S")]
    data = record([*events, {"fact": "director_error", "value": True}], edition)
    judged = judgment(data, tmp_path)
    assert judged["questions"] == []
    assert judged["assigned"] == {"NS": "A+", "EW": "A+", "split": False}
    texts = clean_texts(data, tmp_path)
    assert (
        "Adjusted (82C, 12C2a): North-South average-plus; East-West average-plus." in (texts["en"])
    )
    assert "beide partijen" in texts["nl"] and "gemiddelde-plus" in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_82c_found_during_the_play_waits_for_the_end(tmp_path: Path, edition: str) -> None:
    events = [*script("N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA"), WRONG]
    judged = judgment(record(events, edition), tmp_path)
    assert judged["status"] == "play_continues"
    assert judged["questions"] == [] and judged["assigned"] is None


def test_law_82c_finding_is_yes_or_no(tmp_path: Path) -> None:
    events = [*script("N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA")]
    out = rule_refused(record([*events, {"fact": "director_error", "value": "maybe"}]), tmp_path)
    assert "handeling 8" in out and "het antwoord is true (ja) of false (nee)" in out


def test_law_82c_finding_on_the_web_judgment_page() -> None:
    # the phone's judgment page offers the finding among its yes/no facts,
    # in the director's language, and turns the form into the record's fact
    offered = dict((fact, text) for fact, text in [
        (f, translate(FACT_TEXT[f], "nl")) for f in YES_NO_FACTS
    ])  # fmt: skip
    assert offered["director_error"] == (
        "De eigen beslissing van de wedstrijdleider was onjuist en kostte een normaal "
        "resultaat (82C)"
    )
    form = {"form": "finding", "fact": "director_error", "value": "yes"}
    assert event_from_form(form, "nl") == {"fact": "director_error", "value": True}
