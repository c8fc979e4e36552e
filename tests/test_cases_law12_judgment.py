"""Law 12C sub-law by sub-law, in both editions, one judgment record each
(tests/judgment_records/law12_*.json): North hesitates before passing 3♥,
South then bids 3♠ (a logical alternative, pass, was demonstrably suggested
against: a 16B1a infraction) and makes nine tricks, North-South +140.

* 12C1a/12C1b: one likely result (3♥ by East made, NS -140) replaces the
  table result; 2017 cites 12C1b (the likely result), 2007 12C1a (2007 12C1b
  is the serious-error clause);
* 12C1c: a weighted score;
* 12C1d: the likely results too many to weigh: artificial scores although the
  board was played (not 12C2a's "no result could be obtained");
* 12C1e (2017) / 12C1b (2007): East-West's serious error: they keep the table
  result, the offenders get the weighted score; 2007 adds 12C1f, scores that
  need not balance;
* 2007 12C1e: the most favourable likely result for the non-offenders, the
  most unfavourable at all probable for the offenders;
* 12C4: a knockout match: each team's IMPs from its own score against the
  other table's result, both given the average.

Each side's score is said as that side is scored: East-West's own points.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, rule_json

RECORDS = Path(__file__).parent / "judgment_records"
EDITIONS = ("2017", "2007")


def _record(name: str, edition: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (RECORDS / f"law12_{name}_{edition}.json").read_text(encoding="utf-8")
    )
    assert data["edition"] == edition
    return data


def _one(points: int) -> list[dict[str, Any]]:
    return [{"weight": "1", "ns_points": points}]


WEIGHTED = [{"weight": "3/10", "ns_points": 50}, {"weight": "7/10", "ns_points": -140}]


def _judged(
    name: str, edition: str, tmp_path: Path, damage: bool | None = True
) -> tuple[dict[str, Any], dict[str, str]]:
    data = _record(name, edition)
    judged = rule_json(data, tmp_path)["judgment"]
    assert (judged["status"], judged["offender"], judged["damage"]) == ("adjusted", "NS", damage)
    return judged, clean_texts(data, tmp_path)


@pytest.mark.parametrize(("edition", "law"), [("2017", "12C1b"), ("2007", "12C1a")])
def test_law_12c1a_one_likely_result_replaces_the_table_result(
    tmp_path: Path, edition: str, law: str
) -> None:
    judged, out = _judged("12c1a", edition, tmp_path)
    assert judged["assigned"] == {"NS": _one(-140), "EW": _one(-140), "split": False}
    laws = judged["note"].split("(")[1].split(")")[0].split(", ")
    assert laws[-2:] == ["12B1", law]
    other = "12C1a" if law == "12C1b" else "12C1b"
    assert other not in laws  # 2007 12C1b is the serious error: not cited here
    assert f"12B1, {law}): -140 for North-South." in out["en"]
    assert f"12B1, {law}): -140 voor Noord-Zuid." in out["nl"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "12C1b"), ("2007", "12C1a")])
def test_law_12c1c_weighted_score(tmp_path: Path, edition: str, law: str) -> None:
    judged, out = _judged("12c1c", edition, tmp_path)
    assert judged["assigned"] == {"NS": WEIGHTED, "EW": WEIGHTED, "split": False}
    assert f"12B1, {law}, 12C1c): 30% × +50 + 70% × -140 for North-South." in out["en"]
    assert "30% × +50 + 70% × -140 voor Noord-Zuid" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c1d_artificial_score_on_a_played_board(tmp_path: Path, edition: str) -> None:
    # the board was played (3♠ made): the artificial score rests on 12C1d,
    # not on 12C2a's "no result could be obtained"
    # (no damage is weighed: the score is not measured against the table's)
    judged, out = _judged("12c1d", edition, tmp_path, damage=None)
    assert judged["assigned"] == {"NS": "A-", "EW": "A+", "split": True}
    assert "12C1d, 12C2a): North-South average-minus; East-West average-plus." in out["en"]
    assert "too many or too unclear to weigh" in out["en"]
    assert "No result could be obtained" not in out["en"]
    assert "te talrijk of te onduidelijk om te wegen" in out["nl"]
    assert "Noord-Zuid gemiddelde-min; Oost-West gemiddelde-plus." in out["nl"]


@pytest.mark.parametrize(
    ("edition", "laws"),
    [("2017", "12B1, 12C1b, 12C1c, 12C1e)"), ("2007", "12B1, 12C1a, 12C1c, 12C1b, 12C1f)")],
)
def test_law_12c1e_serious_error_non_offenders_keep_their_table_result(
    tmp_path: Path, edition: str, laws: str
) -> None:
    # East-West's serious error: no redress for them (they keep the table
    # result, NS +140, so East-West -140); the offenders get the weighted score
    judged, out = _judged("12c1e_serious", edition, tmp_path)
    assert judged["assigned"] == {"NS": WEIGHTED, "EW": _one(140), "split": True}
    assert f"{laws}: North-South 30% × +50 + 70% × -140; East-West -140." in out["en"]
    serious = "12C1e" if edition == "2017" else "12C1b"
    assert "get no redress for that part" in out["en"] and f"infraction ({serious})." in out["en"]
    assert "Oost-West -140." in out["nl"] and "zeer ernstige fout" in out["nl"]


def test_law_12c1e_2007_most_favourable_likely_and_least_favourable_probable(
    tmp_path: Path,
) -> None:
    # East-West: the best likely result, 3♥ made (+140 for them); North-South:
    # the worst at all probable, 4♥ made (-420)
    judged, out = _judged("12c1e_favourable", "2007", tmp_path)
    assert judged["assigned"] == {"NS": _one(-420), "EW": _one(-140), "split": True}
    assert "12C1a, 12C1e, 12C1f): North-South -420; East-West +140." in out["en"]
    assert "Noord-Zuid -420; Oost-West +140." in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c4_knockout_non_balancing_scores_averaged(tmp_path: Path, edition: str) -> None:
    # NS here get 30% × +50 + 70% × -140, East-West the table's -140 for
    # them; at the other table NS scored -140. The home team (NS here):
    # 30% × 5 IMPs = +1.5; the away team: -140 and -140, 280 down, -7 IMPs.
    # 12C4: both get the average, +4.25 and -4.25
    judged, out = _judged("12c4", edition, tmp_path)
    assert judged["assigned"]["split"] is True
    assert judged["note"].split(")")[0].endswith("12C4")
    assert (
        "Knockout match (12C4): North-South's score gives their team +1.5 IMPs, East-West's "
        "gives theirs -7; each team gets the average: +4.25 for North-South's team, -4.25 "
        "for East-West's." in out["en"]
    )
    assert "afvalsysteem (12C4)" in out["nl"] and "+4,25 voor het team van Noord-Zuid" in out["nl"]
    assert "KO-Kampf (12C4)" in out["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c4_balancing_score_is_not_averaged(tmp_path: Path, edition: str) -> None:
    # one score for both sides balances by itself: 12C4 has nothing to do
    data = _record("12c1c", edition)
    data["events"].append({"fact": "knockout", "value": -140})
    judged = rule_json(data, tmp_path)["judgment"]
    assert "12C4" not in judged["note"]
    assert "12C4" not in clean_texts(data, tmp_path)["en"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "12C1b"), ("2007", "12C1a")])
def test_law_12c1_outcomes_question_cites_the_editions_law(
    tmp_path: Path, edition: str, law: str
) -> None:
    data = _record("12c1c", edition)
    data["events"] = data["events"][:-1]  # no likely results yet
    judged = rule_json(data, tmp_path)["judgment"]
    [question] = judged["questions"]
    assert (question["fact"], question["laws"]) == ("outcomes", [law, "12C1c"])
    assert f"({law}, 12C1c)?" in question["text"]
