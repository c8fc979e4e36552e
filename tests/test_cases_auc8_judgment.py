"""Judgment rulings from director course situations, in both editions (Laws
16B1, 85A; 20F, 21B, 40B, 75; 12B1, 12C1), each walked as the director
meets it: the record grows finding by finding and each step asserts the
question the judgment asks next (in order), the verdicts so far and, at the
end, the adjusted score. Situations of the kind every course has, in our own
words, on the deal of tests/judgment_records (docs/judgment.md §6):

* a hesitation the opponents dispute, then a bid: 85A first (did it happen),
  then the logical alternatives (16B1a), then the likely results (12C1c);
* a wrong explanation corrected during the auction (20F4): 21B1a asks
  whether South's pass could have been influenced, he changes it, and at the
  end the damage is judged (12B1);
* a wrong explanation found after the play (20F5b1, 21B3): misbid or
  mis-explanation is asked first (21B1b presumes a mistaken explanation;
  75C), then the likely results;
* a misbid correctly explained (75C): no infraction, the result stands.

2017 cites 75B1/40B3/16C; 2007 75B/40B4/16D (the edition's own numbers)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json

EDITIONS = ["2017", "2007"]
#: the law of the likely result asked for (2017 12C1b; 2007 12C1a, its 12C1b
#: being the serious-error clause)
ASSIGNED = {"2017": "12C1b", "2007": "12C1a"}
RECORDS = Path(__file__).parent / "judgment_records"


def _record(name: str, edition: str, upto: int, *more: dict[str, Any]) -> dict[str, Any]:
    """The documented record ``name`` up to event ``upto`` (its findings
    left out), then the findings ``more``, under ``edition``."""
    data: dict[str, Any] = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    data["edition"] = edition
    data["events"] = [*data["events"][:upto], *more]
    return data


def _judged(data: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    judgment: dict[str, Any] = rule_json(data, tmp_path)["judgment"]
    return judgment


def _asked(judgment: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(q["fact"], q["laws"]) for q in judgment["questions"]]


def _verdicts(judgment: dict[str, Any]) -> list[tuple[str, bool]]:
    return [(v["kind"], v["infraction"]) for v in judgment["rulings"]]


def _misinformed_then_results_asked(judgment: dict[str, Any], edition: str) -> dict[str, Any]:
    """The one verdict, misinformation by East-West, with the likely results
    asked next (12C1b, 12C1c; 2007 12C1a, 12C1c)."""
    assert _asked(judgment) == [("outcomes", [ASSIGNED[edition], "12C1c"])]
    [verdict] = judgment["rulings"]
    assert (verdict["kind"], verdict["offender"], verdict["infraction"]) == (
        "misinformation",
        "EW",
        True,
    )
    found: dict[str, Any] = verdict
    return found


# -- a disputed hesitation, then 3S (16B1a, 85A) ------------------------------------------

#: the hesitation record with the hesitation disputed: events 0-14 are the
#: auction, the hesitation and the play (a claim of nine tricks)
DISPUTED = {"by": "N", "extraneous": "hesitation", "of": 4, "agreed": False}
FOUND = {"fact": "extraneous_info", "of": 5, "value": True}
ALTERNATIVES = {
    "fact": "logical_alternatives",
    "of": 7,
    "value": ["Pass", "3S"],
    "suggested": "3S",
    "poll": {"Pass": 4, "3S": 2},
}
LIKELY = {
    "fact": "outcomes",
    "value": [
        {"contract": "3H", "declarer": "E", "tricks": 9, "weight": "0.7"},
        {"contract": "3H", "declarer": "E", "tricks": 8, "weight": "0.3"},
    ],
}


def _hesitation(edition: str, *findings: dict[str, Any]) -> dict[str, Any]:
    data = _record("hesitation", edition, 15, *findings)
    data["events"][5] = DISPUTED
    return data


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_85a_16b1a_disputed_hesitation_asked_first_then_alternatives_then_results(
    tmp_path: Path, edition: str
) -> None:
    judged = _judged(_hesitation(edition), tmp_path)
    assert (judged["status"], _asked(judged), judged["rulings"]) == (
        "awaiting_fact",
        [("extraneous_info", ["16B1", "85A"])],
        [],
    )
    judged = _judged(_hesitation(edition, FOUND), tmp_path)
    assert _asked(judged) == [("logical_alternatives", ["16B1a", "16B1b"])]
    assert judged["questions"][0]["of"] == 7
    assert _verdicts(judged) == [("unauthorised_information", False)]
    assert "balance of probabilities (85A)" in judged["rulings"][0]["text"]
    judged = _judged(_hesitation(edition, FOUND, ALTERNATIVES), tmp_path)
    assert _asked(judged) == [("outcomes", [ASSIGNED[edition], "12C1c"])]
    assert _verdicts(judged) == [
        ("unauthorised_information", False),
        ("logical_alternative", True),
    ]
    assert (judged["offender"], judged["assigned"]) == ("NS", None)
    data = _hesitation(edition, FOUND, ALTERNATIVES, LIKELY)
    judged = _judged(data, tmp_path)
    assert (judged["status"], judged["damage"], judged["questions"]) == ("adjusted", True, [])
    weighted = [{"weight": "3/10", "ns_points": 50}, {"weight": "7/10", "ns_points": -140}]
    assert judged["assigned"] == {"NS": weighted, "EW": weighted, "split": False}
    out = clean_texts(data, tmp_path)
    assert "(85A)" in out["en"] and "30% × +50 + 70% × -140" in out["en"]
    assert "30% × +50 + 70% × -140" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_85a_hesitation_not_found_the_table_result_stands(tmp_path: Path, edition: str) -> None:
    # the director finds on the balance of probabilities that it did not
    # happen: no unauthorised information, nothing more is asked
    data = _hesitation(edition, {**FOUND, "value": False})
    judged = _judged(data, tmp_path)
    assert (judged["status"], judged["questions"], judged["assigned"]) == (
        "result_stands",
        [],
        None,
    )
    assert _verdicts(judged) == [("extraneous_not_established", False)]
    out = clean_texts(data, tmp_path)
    assert "did not happen (85A)" in out["en"]


# -- a wrong explanation corrected during the auction (20F4, 21B1a) ------------------------

INFLUENCED = {"fact": "influenced", "of": 2, "value": True}


@pytest.mark.parametrize(
    ("edition", "laws", "withdrawn"),
    [
        ("2017", ["75B1", "21B1", "40B3", "20F4", "75B2"], "16C1"),
        ("2007", ["75B", "21B1", "40B4", "20F4"], "16D1"),
    ],
)
def test_law_21b1a_explanation_corrected_in_the_auction_influenced_then_damage(
    tmp_path: Path, edition: str, laws: list[str], withdrawn: str
) -> None:
    # West told South East's 2D was a weak two in diamonds (it was a Multi),
    # bid 2H and corrected himself (20F4). The director asks first whether
    # South's pass could have been influenced (21B1a)
    judged = _judged(_record("misinformation_auction", edition, 7), tmp_path)
    assert judged["status"] == "awaiting_fact"
    assert [(q["fact"], q["laws"], q["of"]) for q in judged["questions"]] == [
        ("influenced", ["21B1a"], 2)
    ]
    [verdict] = judged["rulings"]
    assert (verdict["kind"], verdict["offender"], verdict["infraction"], verdict["laws"]) == (
        "misinformation",
        "EW",
        True,
        laws,
    )
    # yes: South may change his pass; he doubles and the board is played on
    judged = _judged(_record("misinformation_auction", edition, 7, INFLUENCED), tmp_path)
    assert (judged["status"], judged["questions"]) == ("play_continues", [])
    # after the play the likely results are asked; the withdrawn pass is
    # authorised for North-South only
    judged = _judged(_record("misinformation_auction", edition, 19), tmp_path)
    assert _asked(judged) == [("outcomes", [ASSIGNED[edition], "12C1c"])]
    assert _verdicts(judged)[1] == ("withdrawn_call", False)
    assert judged["rulings"][1]["laws"] == [withdrawn]
    # no damage: the table result stands
    data = _record("misinformation_auction", edition, 20)
    judged = _judged(data, tmp_path)
    assert (judged["status"], judged["damage"], judged["assigned"]) == (
        "result_stands",
        False,
        None,
    )
    out = clean_texts(data, tmp_path)
    assert "Table result stands" in out["en"] and laws[0] in out["en"]


# -- a wrong explanation found after the play (20F5b1, 21B1b, 75) -------------------------


@pytest.mark.parametrize(
    ("edition", "asked"), [("2017", ["21B1b", "75C", "75D2"]), ("2007", ["21B1b", "75C", "75B"])]
)
def test_law_21b1b_75_found_after_the_play_misbid_or_misexplanation_first(
    tmp_path: Path, edition: str, asked: list[str]
) -> None:
    # East explained West's 3D as natural; after the play West corrects it
    # (fit-showing) and calls the director. Without the system card the
    # director first decides: mistaken explanation (presumed), mistaken call
    # (75C) or no agreement
    judged = _judged(_record("misinformation_after", edition, 15), tmp_path)
    assert [(q["fact"], q["laws"], q["of"]) for q in judged["questions"]] == [
        ("misinformation", asked, 3)
    ]
    # the system card shows fit-showing: a mistaken explanation; West, a
    # defender, corrected it after the play as 20F5b(i) requires; the likely
    # results are asked next
    judged = _judged(_record("misinformation_after", edition, 16), tmp_path)
    verdict = _misinformed_then_results_asked(judged, edition)
    assert {"20F5b1", "21B3"} <= set(verdict["laws"])
    data = _record("misinformation_after", edition, 17)
    judged = _judged(data, tmp_path)
    weighted = [{"weight": "1/2", "ns_points": 300}, {"weight": "1/2", "ns_points": 140}]
    assert (judged["status"], judged["damage"]) == ("adjusted", True)
    assert judged["assigned"] == {"NS": weighted, "EW": weighted, "split": False}
    out = clean_texts(data, tmp_path)
    assert "50% × +300 + 50% × +140" in out["en"] and "20F5b" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75c_misbid_correctly_explained_no_infraction(tmp_path: Path, edition: str) -> None:
    # East opened 2D meaning a weak two in diamonds; West explained it as a
    # Multi, which the system card confirms: East misbid, the explanation was
    # right. No infraction, no redress (75C, 21A); the result stands
    # 75A: with the director's finding on East's later pass (judg14: now asked)
    data = _record("mistaken_call", edition, 18)
    judged = _judged(data, tmp_path)
    assert (judged["status"], judged["offender"], judged["questions"], judged["assigned"]) == (
        "result_stands",
        None,
        [],
        None,
    )
    verdict, later = judged["rulings"]
    assert (verdict["kind"], verdict["infraction"]) == ("mistaken_call", False)
    assert (later["kind"], later["infraction"]) == ("logical_alternative", False)
    assert verdict["laws"][0] == "75C"
    out = clean_texts(data, tmp_path)
    assert "mistaken call" in out["en"] and "(75C" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_75b_the_same_board_found_a_misexplanation_asks_the_results(
    tmp_path: Path, edition: str
) -> None:
    # the same board, but the director finds the explanation was wrong
    # (75B: the agreement was a weak two in diamonds): North-South were
    # misinformed, and the likely results are asked
    found = {"fact": "misinformation", "of": 0, "value": "explanation"}
    agreement = {
        "by": "E",
        "agreement": "weak two in diamonds",
        "of": 0,
        "source": "system_card",
    }
    data = _record("mistaken_call", edition, 15, found, agreement)
    judged = _judged(data, tmp_path)
    verdict = _misinformed_then_results_asked(judged, edition)
    assert verdict["laws"][0] == ("75B1" if edition == "2017" else "75B")
    clean_texts(data, tmp_path)
