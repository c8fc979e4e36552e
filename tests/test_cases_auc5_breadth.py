"""Breadth cases (auc5) for Laws 12, 20, 21 and 23, in both editions where
they differ. Facts our own, from seed 000 (2017 Laws 12, 20, 21, 23) and
seed 002 (2007 Laws 12, 20, 21, 23).

- 2017 23C: after a comparable call replaced a cancelled call out of
  rotation (31A2a; 23C names 27B1b, 30B1b(i), 31A2a, 32A2a) the director
  judges after the play whether the withdrawn call's information helped the
  offenders: the ruling leaves an adjusted score open under 23C, and the
  judgment asks it once the board is over (2007 has no comparable call:
  its Law 23 is the awareness of damage after a forced pass).
- 12A1/12C: improper procedure (20G) leaves the score to the director's
  judgment: asked at the end, then the weighted score of 12C1c.
- 12C2a: a board a ruling ended has no table result: the judgment asks the
  artificial adjusted score, never "the table result stands", and never
  fails on the missing result.

Board 1: North deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: South bids 1H at East's turn; West refuses it; East overcalls 1S and
#: South bids 2H, which the director finds comparable (2017 31A2a)
OUT_OF_ROTATION = "N Pass; S 1H; W dir; W ch reject; E 1S; S 2H; fact comparable true"
#: the 2H contract, then South claims eight tricks and both defenders agree
PLAYED_2H = "W Pass; N Pass; E Pass; W card S5"


def _claim(tricks: int, by: str, *agree: str) -> list[dict[str, Any]]:
    return [{"by": by, "claim": tricks}, *({"by": s, "agree": True} for s in agree)]


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for e in ruling["effects"]]


def test_law_23c_comparable_call_31a2a_adjusted_score_possible(tmp_path: Path) -> None:
    data = record(script(f"{OUT_OF_ROTATION}; {PLAYED_2H}"))
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert (ruling["irregularity"], ruling["offender"], ruling["chosen"]) == (
        "bid_out_of_rotation",
        "S",
        "reject",
    )
    assert _effects(ruling) == [
        ("call_cancelled", "S", ["29B"]),
        ("no_further_rectification", None, ["31A2a", "23C"]),
        ("adjusted_score_possible", None, ["23C"]),
    ]
    # 23B: 16C2 does not apply to a comparable call, and nobody must pass
    assert report["obligations"] == []
    assert (report["status"], report["contract"], report["declarer"]) == ("play", "2H", "S")
    out = clean_texts(data, tmp_path)
    assert "the director may adjust the score (23C)" in out["en"]
    assert "de wedstrijdleider kan de score arbitraal aanpassen (23C)" in out["nl"]


def test_law_23c_asked_after_the_play_then_adjusted_or_not(tmp_path: Path) -> None:
    events = [*script(f"{OUT_OF_ROTATION}; {PLAYED_2H}"), *_claim(8, "S", "W", "E")]
    report = rule_json(record(events), tmp_path)
    assert [(q["fact"], q["laws"]) for q in report["judgment"]["questions"]] == [
        ("redress", ["23C", "12C1"])
    ]
    assert report["tricks"] == {"NS": 8, "EW": 5} and report["score"]["NS"] == 110
    # no damage: the table result stands
    kept = record([*events, {"fact": "redress", "value": False, "of": 1}])
    report = rule_json(kept, tmp_path)
    assert report["judgment"]["questions"] == [] and report["judgment"]["assigned"] is None
    out = clean_texts(kept, tmp_path)
    assert (
        "The director finds no damage from the irregularity: the table result stands (23C)."
        in out["en"]
    )
    assert "het tafelresultaat blijft staan (23C)" in out["nl"]
    # damage: the score is adjusted to 2S by East making (12C1)
    likely = [{"contract": "2S", "declarer": "E", "tricks": 8, "weight": 1}]
    adjusted = record(
        [
            *events,
            {"fact": "redress", "value": True, "of": 1},
            {"fact": "outcomes", "value": likely},
        ]
    )
    report = rule_json(adjusted, tmp_path)
    assert report["judgment"]["offender"] == "NS"
    assert report["judgment"]["assigned"]["NS"] == [{"weight": "1", "ns_points": -110}]
    out = clean_texts(adjusted, tmp_path)
    assert "he adjusts the score (23C, 12C1)" in out["en"]


def test_law_2007_23_no_comparable_call_north_passes_once(tmp_path: Path) -> None:
    # 2007: South's 2H repeats the denomination of the cancelled 1H (31A2a):
    # North must pass at his next turn, and 2007 Law 23 (awareness) may apply
    events = script("N Pass; S 1H; W dir; fact artificial false; W ch reject; E 1S; S 2H")
    data = record([*events, *script("W Pass")], "2007")
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert ("must_pass", "N", ["31A2a"]) in _effects(ruling)
    assert ("adjusted_score_possible", None, ["23"]) in _effects(ruling)
    assert "23C" not in [law for _k, _s, laws in _effects(ruling) for law in laws]
    assert report["next"] == "N"
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12a1_improper_procedure_adjusted_with_weights(tmp_path: Path, edition: str) -> None:
    # 20G: East consulted his notes; after the board the director finds the
    # other side damaged (12A1) and weighs two results (12C1c)
    events = [*script(f"{NT}; E card DA"), *_claim(9, "N", "E", "W")]
    events.append({"fact": "improper_procedure", "value": "own_notes", "seat": "E"})
    report = rule_json(record(events, edition), tmp_path)
    assert [(q["fact"], q["laws"]) for q in report["judgment"]["questions"]] == [
        ("redress", ["12A1", "12C1"])
    ]
    likely = [
        {"contract": "3NT", "declarer": "N", "tricks": 10, "weight": "1/2"},
        {"contract": "3NT", "declarer": "N", "tricks": 9, "weight": "1/2"},
    ]
    data = record(
        [
            *events,
            {"fact": "redress", "value": True, "of": 10},
            {"fact": "outcomes", "value": likely},
        ],
        edition,
    )
    report = rule_json(data, tmp_path)
    judged = report["judgment"]
    assert (judged["offender"], judged["damage"]) == ("EW", True)
    weighted = [{"weight": "1/2", "ns_points": 430}, {"weight": "1/2", "ns_points": 400}]
    assert judged["assigned"] == {"NS": weighted, "EW": weighted, "split": False}
    out = clean_texts(data, tmp_path)
    assigned = "12C1b" if edition == "2017" else "12C1a"  # 2007 12C1b: a serious error
    assert f"Adjusted (12A1, 12C1, 12B1, {assigned}, 12C1c): 50% × +430 + 50% × +400" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c2a_board_ended_by_a_ruling_asks_the_artificial_score(
    tmp_path: Path, edition: str
) -> None:
    # West took this board's cards elsewhere (1S there); here East's 1H is
    # insufficient and replaced (27B1a, 27D open), then West's first call
    # 2S differs: the board ends (15A3; 2007 17D3). No table result stands:
    # the judgment asks the artificial score instead of keeping a result
    law = "15A3" if edition == "2017" else "17D3"
    called = {"fact": "called_with_these_cards", "value": "1S", "seat": "W"}
    ask = "fact artificial false; " if edition == "2017" else ""
    later = "" if edition == "2017" else "fact artificial false; "
    events = [called, *script(f"N 1S; E 1H; S dir; {ask}S ch reject; E 2H; {later}S Pass; W 2S")]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["contract"], report["score"]) == ("complete", None, None)
    judged = report["judgment"]
    assert judged["status"] == "awaiting_fact"
    assert [(q["fact"], q["laws"]) for q in judged["questions"]] == [
        ("artificial_score", ["12C2a"])
    ]
    out = clean_texts(data, tmp_path)
    assert "Table result stands" not in out["en"]
    assert f"ended the board without a result ({law})" in out["en"]
    assert f"zonder resultaat beëindigd ({law})" in out["nl"]
    scored = record([*events, {"fact": "artificial_score", "value": "A/A-"}], edition)
    judged = rule_json(scored, tmp_path)["judgment"]
    assert judged["questions"] == []
    assert judged["assigned"] == {"NS": "A", "EW": "A-", "split": True}
    out = clean_texts(scored, tmp_path)
    assert "Adjusted (12C2a): North-South average; East-West average-minus." in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c2a_misinformation_on_a_board_a_ruling_ended_does_not_fail(
    tmp_path: Path, edition: str
) -> None:
    # South explained 1NT as 12-14 (the card says 15-17): misinformation
    # found after the auction (21B3); then West's 2S ends the board under
    # 15A3. The judgment asks the artificial score (it used to fail)
    called = {"fact": "called_with_these_cards", "value": "1S", "seat": "W"}
    info = [
        {"by": "S", "explain": "12-14", "of": 1, "to": "E"},
        {"by": "N", "agreement": "15-17", "of": 1, "source": "system_card"},
    ]
    events = [called, *script("N 1NT"), *info, *script("E Pass; S Pass; W 2S")]
    data = record(events, edition)
    judged = rule_json(data, tmp_path)["judgment"]
    assert [q["fact"] for q in judged["questions"]] == ["artificial_score"]
    assert judged["offender"] == "NS"
    clean_texts(data, tmp_path)
    scored = record([*events, {"fact": "artificial_score", "value": "A-/A+"}], edition)
    judged = rule_json(scored, tmp_path)["judgment"]
    assert judged["status"] == "adjusted" and judged["questions"] == []
    out = clean_texts(scored, tmp_path)
    assert "average-minus" in out["en"] and "gemiddelde-min" in out["nl"]


def test_law_2007_23_awareness_asked_after_the_play_then_adjusted(tmp_path: Path) -> None:
    # 2007: North's forced pass (31A2a) leaves Law 23 open: once the board
    # is over the director is asked whether South could have known the
    # irregularity could damage East-West; yes, and the score is adjusted
    events = script(
        "N Pass; S 1H; W dir; fact artificial false; W ch reject; E 1S; S 2H; "
        "W Pass; N Pass; E Pass; W card S5"
    )
    events += _claim(8, "S", "W", "E")
    report = rule_json(record(events, "2007"), tmp_path)
    assert [(q["fact"], q["laws"], q["of"]) for q in report["judgment"]["questions"]] == [
        ("could_have_known", ["23", "12C1"], 1)
    ]
    likely = [{"contract": "2S", "declarer": "E", "tricks": 8, "weight": 1}]
    found = [
        {"fact": "could_have_known", "value": True, "of": 1},
        {"fact": "outcomes", "value": likely},
    ]
    data = record([*events, *found], "2007")
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["offender"], judged["damage"]) == ("NS", True)
    assert judged["assigned"]["NS"] == [{"weight": "1", "ns_points": -110}]
    out = clean_texts(data, tmp_path)
    assert "he adjusts the score (23, 12C1)" in out["en"]
