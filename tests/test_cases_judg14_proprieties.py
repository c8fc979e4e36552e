"""Laws 73B2 and 74C7 (both editions, the same numbers in seeds 000 and
002): what the assistant gives the director (judg14, session 21).

73B2, partners exchanging information by prearranged methods: the gravest
breach; that side offends, the score is adjusted if the opponents were
damaged (12C1), and the penalty (90, 91, up to disqualification) is said to
be the director's and the organiser's, not given. 74C7, tempo varied to
disconcert: a breach of conduct for a procedural penalty (90, 91); the score
moves only through 73E2 (2007 73F) when an opponent drew a false inference.

TD-course situations in our own words on rule_cases' deal (board 1, nobody
vulnerable): North plays 3♠ after 1♠ 2♥ 2♠ 3♥ Pass Pass 3♠, nine tricks
(+140); had South not competed, East-West would have played 3♥, two down
(+100 for North-South) or made (-140).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]
SINGLE = {"2017": "12C1b", "2007": "12C1a"}
INFERENCE = {"2017": "73E2", "2007": "73F"}

THREE_SPADES = [
    *script("N 1S; E 2H; S 2S; W 3H; N Pass; E Pass; S 3S; W Pass; N Pass; E Pass; E card DA"),
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]


def judged(data: dict[str, Any], tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(data, tmp)["judgment"]
    return out


def rulings(found: dict[str, Any]) -> list[tuple[str, list[str], str | None, bool]]:
    return [(r["kind"], r["laws"], r["offender"], r["infraction"]) for r in found["rulings"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73b2_prearranged_signals_adjusted_when_damaged(tmp_path: Path, edition: str) -> None:
    # South's 3S rested on a signal agreed beforehand (the way North held his
    # cards); without it East-West play 3H: two down as often as made
    events = [
        *THREE_SPADES,
        {"fact": "prearranged_communication", "value": True, "seat": "S"},
        {"fact": "outcomes", "value": [
            {"contract": "3H", "declarer": "E", "tricks": 7, "weight": "1/2"},
            {"contract": "3H", "declarer": "E", "tricks": 9, "weight": "1/2"},
        ]},
    ]  # fmt: skip
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert rulings(found) == [
        ("prearranged_communication", ["73B2", "12C1", "90", "91"], "NS", True)
    ]
    assert (found["status"], found["offender"], found["damage"]) == ("adjusted", "NS", True)
    mix = [{"weight": "1/2", "ns_points": 100}, {"weight": "1/2", "ns_points": -140}]
    assert found["assigned"] == {"NS": mix, "EW": mix, "split": False}
    assert "73B2" in found["note"] and "12C1c" in found["note"]
    out = clean_texts(data, tmp_path)
    assert "the most serious breach of communication (73B2)" in out["en"]
    assert "up to disqualification, is for the director and the organiser (90, 91)" in out["en"]
    assert "de zwaarste inbreuk op de communicatie (73B2)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_73b2_not_established_result_stands(tmp_path: Path, edition: str) -> None:
    events = [*THREE_SPADES, {"fact": "prearranged_communication", "value": False, "seat": "N"}]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert rulings(found) == [("prearranged_communication", ["73B2"], None, False)]
    assert (found["status"], found["offender"], found["assigned"]) == ("result_stands", None, None)
    out = clean_texts(data, tmp_path)
    assert "No prearranged communication between North-South is established" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_74c7_tempo_to_disconcert_procedural_penalty_result_stands(
    tmp_path: Path, edition: str
) -> None:
    events = [*THREE_SPADES, {"fact": "disconcerting_tempo", "value": True, "seat": "E"}]
    data = record(events, edition)
    found = judged(data, tmp_path)
    assert rulings(found) == [("disconcerting_tempo", ["74C7", "90", "91"], None, False)]
    assert (found["status"], found["assigned"]) == ("result_stands", None)
    out = clean_texts(data, tmp_path)
    assert (
        "East varied his tempo to disconcert an opponent: a breach of conduct (74C7) for a "
        f"procedural penalty (90, 91), which is the director's to give. The score is adjusted "
        f"only if an opponent drew a false inference from it ({INFERENCE[edition]})." in out["en"]
    )
    assert "een inbreuk op het fatsoen (74C7)" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_74c7_with_a_false_inference_adjusted(tmp_path: Path, edition: str) -> None:
    # East's slow play misled declarer, who drew the false inference: 73E2
    # (2007 73F) adjusts; North would have made ten tricks (+170)
    events = [
        *THREE_SPADES,
        {"fact": "disconcerting_tempo", "value": True, "seat": "E"},
        {"fact": "false_inference", "value": True, "seat": "E"},
        {"fact": "outcomes", "value": [
            {"contract": "3S", "declarer": "N", "tricks": 10, "weight": 1}
        ]},
    ]  # fmt: skip
    found = judged(record(events, edition), tmp_path)
    assert [r[0] for r in rulings(found)] == ["false_inference", "disconcerting_tempo"]
    assert (found["offender"], found["damage"]) == ("EW", True)
    single = [{"weight": "1", "ns_points": 170}]
    assert found["assigned"] == {"NS": single, "EW": single, "split": False}
    assert SINGLE[edition] in found["note"]


@pytest.mark.parametrize("fact", ["prearranged_communication", "disconcerting_tempo"])
def test_law_73b2_74c7_seat_is_needed(tmp_path: Path, fact: str) -> None:
    # the table goes on; the judgment says which finding it cannot read (action 15)
    out = rule_text(record([*THREE_SPADES, {"fact": fact, "value": True}]), tmp_path, "nl")
    assert "handeling 15: " in out and "is niet genoemd ('seat')" in out
    assert "{" not in out and "Traceback" not in out
