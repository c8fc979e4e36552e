"""75A (2007 75A) with 16B1a: the caller of a mistaken call learns from his
partner's correct explanation that his call was misunderstood (judg14,
session 21). Once the board is over the director is asked about the
caller's first later call (or play as a defender) that the knowledge could
have suggested; with no later action nothing is asked; when his side already
offended by misinformation the adjusted score covers it and it is not asked.

A TD-course situation in our own words, on one deal (board 1, North deals,
nobody vulnerable): N ♠AKJ72 ♥K4 ♦Q83 ♣K92, E ♠96 ♥AQ9852 ♦A5 ♣QJ4,
S ♠Q853 ♥J73 ♦K742 ♣86, W ♠T4 ♥T6 ♦JT96 ♣AT753. West jumps to 3♦ meaning it
as fit-showing; East explains it, as their card says, as natural; after
3♠ West, knowing East took him for diamonds, bids 4♥.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json, script

EDITIONS = ["2017", "2007"]
DEAL = "N:AKJ72.K4.Q83.K92 96.AQ9852.A5.QJ4 Q853.J73.K742.86 T4.T6.JT96.AT753"
SINGLE = {"2017": "12C1b", "2007": "12C1a"}

MISTAKEN_3D = [
    *script("N 1S; E 2H; S 2S; W 3D"),
    {"by": "E", "explain": "natural, not forcing", "of": 3, "to": "N"},
    {"by": "E", "agreement": "natural, not forcing", "of": 3, "source": "system_card"},
    {"fact": "misinformation", "value": "call", "of": 3},
]
#: West bids on to 4H (action 11); East makes ten tricks
WEST_BIDS_ON = [
    *script("N 3S; E Pass; S Pass; W 4H; N Pass; E Pass; S Pass"),
    {"by": "S", "card": "C8"},
    {"by": "E", "claim": 10},
    {"by": "N", "agree": True},
    {"by": "S", "agree": True},
]


def record(events: list[dict[str, Any]], edition: str) -> dict[str, Any]:
    return {"edition": edition, "board": 1, "deal": DEAL, "events": events}


def judged(events: list[dict[str, Any]], edition: str, tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(record(events, edition), tmp)["judgment"]
    return out


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75a_caller_asked_about_his_later_call_after_the_board(
    tmp_path: Path, edition: str
) -> None:
    found = judged([*MISTAKEN_3D, *WEST_BIDS_ON], edition, tmp_path)
    # seed 004: the kind of misinformation first (given), then at the end the
    # caller's first later call: West's 4H, action 11
    assert [(q["fact"], q["of"], q["laws"]) for q in found["questions"]] == [
        ("logical_alternatives", 10, ["16B1a", "16B1b"])
    ]
    assert found["status"] == "awaiting_fact" and found["assigned"] is None
    out = clean_texts(record([*MISTAKEN_3D, *WEST_BIDS_ON], edition), tmp_path)
    assert "Could the partner's explanation have demonstrably suggested 4♥ of West" in out["en"]
    assert "Kan de uitleg van zijn partner 4♥ van West aantoonbaar gesuggereerd hebben" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75a_16b1a_caller_woken_by_the_explanation_adjusted(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *MISTAKEN_3D,
        *WEST_BIDS_ON,
        {"fact": "logical_alternatives", "of": 10, "value": ["Pass", "4H"], "suggested": "4H"},
        {"fact": "outcomes", "value": [{"contract": "3S", "declarer": "N", "weight": "1"}]},
    ]
    found = judged(events, edition, tmp_path)
    assert [(r["kind"], r["offender"], r["infraction"]) for r in found["rulings"]] == [
        ("mistaken_call", None, False),
        ("logical_alternative", "EW", True),
    ]
    assert found["rulings"][1]["laws"] == ["16B1a", "16B1b", "73C", "16B3"]
    assert (found["status"], found["offender"], found["damage"]) == ("adjusted", "EW", True)
    # 3S by North, nine tricks double dummy: +140 for both sides (-420 at the table)
    single = [{"weight": "1", "ns_points": 140}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert SINGLE[edition] in found["note"]
    out = clean_texts(record(events, edition), tmp_path)
    assert "West chose 4♥, demonstrably suggested by the unauthorised information" in out["en"]
    assert "+140 for North-South" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1b_caller_had_no_logical_alternative_result_stands(
    tmp_path: Path, edition: str
) -> None:
    events = [
        *MISTAKEN_3D,
        *WEST_BIDS_ON,
        {"fact": "logical_alternatives", "of": 10, "value": ["4H"], "suggested": "4H"},
    ]
    found = judged(events, edition, tmp_path)
    assert [(r["kind"], r["infraction"]) for r in found["rulings"]] == [
        ("mistaken_call", False),
        ("logical_alternative", False),
    ]
    assert (found["status"], found["offender"], found["assigned"]) == ("result_stands", None, None)
    out = clean_texts(record(events, edition), tmp_path)
    assert "4♥ of West had no logical alternative: no infraction of 16B1a" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75a_no_later_call_by_the_caller_no_question(tmp_path: Path, edition: str) -> None:
    # North's 3S ends the auction: West never calls again, and as a defender he
    # is not on lead; East leads, North claims before West plays
    events = [
        *MISTAKEN_3D,
        *script("N 3S; E Pass; S Pass"),
        {"by": "W", "call": "Pass"},
        {"by": "E", "card": "HA"},
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    # West's final pass is a later call: asked; the director finds it the only call
    asked = judged(events, edition, tmp_path)
    assert [(q["fact"], q["of"]) for q in asked["questions"]] == [("logical_alternatives", 10)]
    # with the explanation given after West's last call, nothing is asked
    late = [
        *script("N 1S; E 2H; S 2S; W 3D; N 3S; E Pass; S Pass; W Pass"),
        {"by": "E", "explain": "natural, not forcing", "of": 3, "to": "N"},
        {"by": "E", "agreement": "natural, not forcing", "of": 3, "source": "system_card"},
        {"fact": "misinformation", "value": "call", "of": 3},
        {"by": "E", "card": "HA"},
        {"by": "N", "claim": 9},
        {"by": "E", "agree": True},
        {"by": "W", "agree": True},
    ]
    found = judged(late, edition, tmp_path)
    assert found["questions"] == []
    assert (found["status"], found["offender"]) == ("result_stands", None)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75b_misexplained_side_already_offends_not_asked(tmp_path: Path, edition: str) -> None:
    # the card says fit-showing: a mistaken explanation, EW offend already;
    # the likely results cover West's 4H too, so only they are asked
    events = [
        *script("N 1S; E 2H; S 2S; W 3D"),
        {"by": "E", "explain": "natural, not forcing", "of": 3, "to": "N"},
        {"by": "E", "agreement": "fit-showing", "of": 3, "source": "system_card"},
        *WEST_BIDS_ON,
    ]
    found = judged(events, edition, tmp_path)
    assert [q["fact"] for q in found["questions"]] == ["outcomes"]
    assert found["offender"] == "EW"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1a_finding_given_after_a_misexplanation_is_judged(
    tmp_path: Path, edition: str
) -> None:
    # not asked (EW offend already), but the director may still give it: West's
    # 4H over Pass is then an infraction of 16B1a too
    events = [
        *script("N 1S; E 2H; S 2S; W 3D"),
        {"by": "E", "explain": "natural, not forcing", "of": 3, "to": "N"},
        {"by": "E", "agreement": "fit-showing", "of": 3, "source": "system_card"},
        *WEST_BIDS_ON,
        {"fact": "logical_alternatives", "of": 9, "value": ["Pass", "4H"], "suggested": "4H"},
        {"fact": "outcomes", "value": [{"contract": "3S", "declarer": "N", "weight": "1"}]},
    ]
    found = judged(events, edition, tmp_path)
    assert [(r["kind"], r["offender"], r["infraction"]) for r in found["rulings"]] == [
        ("misinformation", "EW", True),
        ("logical_alternative", "EW", True),
    ]
    single = [{"weight": "1", "ns_points": 140}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1_unexpected_alert_caller_asked_about_his_later_call(
    tmp_path: Path, edition: str
) -> None:
    # East alerts West's natural 3D though no alert was due: unauthorised for
    # West (16B1), no misinformation; his 4H is asked about
    events = [
        *script("N 1S; E 2H; S 2S; W 3D"),
        {"by": "E", "alert": True, "of": 3},
        {"fact": "alert_required", "of": 3, "value": False},
        *WEST_BIDS_ON,
    ]
    found = judged(events, edition, tmp_path)
    assert [r["kind"] for r in found["rulings"]] == ["unexpected_alert"]
    assert [(q["fact"], q["of"]) for q in found["questions"]] == [("logical_alternatives", 9)]
    out = clean_texts(record(events, edition), tmp_path)
    assert "Could the unexpected alert have demonstrably suggested 4♥ of West" in out["en"]
