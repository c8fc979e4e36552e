"""A missing alert found before the opening lead (21B1a, 40B; 2007 40B4, 75B),
in both editions, walked the way a director course presents it (our own
situation and words): the director asks the questions in order, rules at the
table, and judges the score at the end (12B1, 12C1b, 12C1c).

North deals and passes; East opens 2♦, a Multi by the system card; West does
not alert it; South passes, West bids 2♥ and all pass. South calls the
director after the final pass, before the opening lead. The director asks:

1. did the regulations require an alert of 2♦ (21B1a, 40B2a)? Yes: the
   missing alert is misinformation by East-West (2017 40B3, 2007 40B4);
2. could the misinformation well have influenced South's last pass (21B1a)?
   North may not change his pass (South called after it);
3. found influenced, South changes his pass to a double (21B1a) and the
   auction goes on; the withdrawn pass is authorised for North-South,
   unauthorised for East-West (2017 16C1, 2007 16D1);
4. at the end of the play, the likely results (12C1b, 12C1c): no damage, the
   table result stands; or, South's pass stood, a weighted score.

Board 1 of rule_cases (North deals): North AK2.QJ4.T98.AK32, East
QT98.K3.AKQ2.654, South J76.AT98.J65.QJ7, West 543.7652.743.T98.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json

EDITIONS = ["2017", "2007"]
#: the law of the likely result asked for (2017 12C1b; 2007 12C1a)
ASSIGNED = {"2017": "12C1b", "2007": "12C1a"}
#: the edition's number of the missing-alert infraction and of the withdrawn
#: call's information
LAWS = {
    "2017": (["75B1", "21B1", "40B3", "20F5b2", "75B3"], ["16C1"]),
    "2007": (["75B", "21B1", "40B4", "20F5b2"], ["16D1"]),
}


def _call(seat: str, call: str) -> dict[str, Any]:
    return {"by": seat, "call": call}


#: the auction, the missing alert, the agreement and the director call
TABLE: list[dict[str, Any]] = [
    _call("N", "Pass"),
    _call("E", "2D"),
    {"by": "W", "alert": False, "of": 1},
    _call("S", "Pass"),
    _call("W", "2H"),
    _call("N", "Pass"),
    _call("E", "Pass"),
    _call("S", "Pass"),
    {"by": "E", "agreement": "Multi: a weak two in a major", "of": 1, "source": "system_card"},
    {"by": "S", "director": True},
]
REQUIRED = {"fact": "alert_required", "value": True, "of": 1}
#: South's pass (event 7) could well have been influenced; he doubles
CHANGED: list[dict[str, Any]] = [
    {"fact": "influenced", "value": True, "of": 7},
    {"by": "S", "change": "X", "of": 7},
    _call("W", "Pass"),
    _call("N", "Pass"),
    _call("E", "Pass"),
]
#: after the opening lead West claims, the defenders agree
CLAIM: list[dict[str, Any]] = [
    {"by": "N", "card": "SA"},
    {"by": "W", "claim": 6},
    {"by": "N", "agree": True},
    {"by": "S", "agree": True},
]


def _judged(events: list[dict[str, Any]], edition: str, tmp_path: Path) -> dict[str, Any]:
    report = rule_json(record(events, edition), tmp_path)
    judgment: dict[str, Any] = report["judgment"]
    judgment["_report"] = report
    return judgment


def _asked(judgment: dict[str, Any]) -> list[tuple[str, list[str], int | None]]:
    return [(q["fact"], q["laws"], q.get("of")) for q in judgment["questions"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_40b2a_21b1a_missing_alert_the_questions_in_order(tmp_path: Path, edition: str) -> None:
    first = _judged(TABLE, edition, tmp_path)
    assert (first["status"], _asked(first), first["rulings"]) == (
        "awaiting_fact",
        [("alert_required", ["21B1a", "40B2a"], 1)],
        [],
    )
    second = _judged([*TABLE, REQUIRED], edition, tmp_path)
    assert _asked(second) == [("influenced", ["21B1a"], 7)]
    [verdict] = second["rulings"]
    assert (verdict["kind"], verdict["offender"], verdict["infraction"], verdict["laws"]) == (
        "misinformation",
        "EW",
        True,
        LAWS[edition][0],
    )
    # North's pass may not be changed: South called after it
    assert "North may not change his pass (round 2)" in verdict["text"]
    report = second["_report"]
    assert (report["status"], report["next"], report["contract"]) == ("play", "N", "2H")
    out = clean_texts(record([*TABLE, REQUIRED], edition), tmp_path)
    assert "wedstrijdleider" in out["nl"] and "biedperiode" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21b1a_pass_changed_to_double_then_no_damage_the_result_stands(
    tmp_path: Path, edition: str
) -> None:
    events = [*TABLE, REQUIRED, *CHANGED, *CLAIM]
    judged = _judged(events, edition, tmp_path)
    assert _asked(judged) == [("outcomes", [ASSIGNED[edition], "12C1c"], None)]
    kinds = [(v["kind"], v["laws"], v["infraction"]) for v in judged["rulings"]]
    assert kinds == [
        ("misinformation", LAWS[edition][0], True),
        ("withdrawn_call", LAWS[edition][1], False),
    ]
    assert judged["rulings"][0]["chosen"] == "change_call"
    report = judged["_report"]
    assert (report["contract"], report["declarer"], report["score"]["NS"]) == ("2HX", "W", 300)
    likely = {
        "fact": "outcomes",
        "value": [{"contract": "2HX", "declarer": "W", "tricks": 6, "weight": "1"}],
    }
    done = _judged([*events, likely], edition, tmp_path)
    assert (done["questions"], done["offender"], done["damage"], done["assigned"]) == (
        [],
        "EW",
        False,
        None,
    )
    assert done["note"].startswith("Table result stands")
    clean_texts(record([*events, likely], edition), tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_12c1c_pass_not_influenced_stands_weighted_score_at_the_end(
    tmp_path: Path, edition: str
) -> None:
    kept = {"fact": "influenced", "value": False, "of": 7}
    claim = [*CLAIM[:1], {"by": "W", "claim": 8}, *CLAIM[2:]]
    likely = {
        "fact": "outcomes",
        "value": [
            {"contract": "2S", "declarer": "N", "tricks": 8, "weight": "1/2"},
            {"contract": "2H", "declarer": "W", "tricks": 8, "weight": "1/2"},
        ],
    }
    events = [*TABLE, REQUIRED, kept, *claim]
    judged = _judged(events, edition, tmp_path)
    assert _asked(judged) == [("outcomes", [ASSIGNED[edition], "12C1c"], None)]
    assert (
        "was not influenced by the misinformation: it stands (21B1a)"
        in (judged["rulings"][0]["text"])
    )
    done = _judged([*events, likely], edition, tmp_path)
    assigned = done["assigned"]
    weighted = [(w["weight"], w["ns_points"]) for w in assigned["NS"]]
    assert weighted == [("1/2", 110), ("1/2", -110)]
    assert (done["offender"], assigned["split"]) == ("EW", False)
    assert "12C1c" in done["note"]
    clean_texts(record([*events, likely], edition), tmp_path)
