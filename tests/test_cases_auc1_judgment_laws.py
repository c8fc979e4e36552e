"""Judgment laws in ``bridgelaws rule`` (auc1), 2017 and 2007: what the
director is asked, in order, and what follows from each answer. 16B1a (the
logical-alternative question once the board is over), 16D (2007 16C:
information from another source), 20A/21A (a call misheard), 20E (an error in
the review), and the table rulings that leave an adjusted score open: 72C
(2007 23) after a forced pass, 27D after an insufficient bid put right.
Facts our own, from seeds 000, 002 and 004 ("Tafel protocol OI")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script

EDITIONS = ["2017", "2007"]

#: N 1S, E 2H, S 2S, W 3H, N passes after a hesitation (agreed), E passes,
#: S bids 3S, all pass; North claims nine after the opening lead
HESITATION: list[dict[str, Any]] = [
    *script("N 1S; E 2H; S 2S; W 3H; N Pass"),
    {"by": "N", "extraneous": "hesitation", "of": 4, "agreed": True},
    *script("E Pass; S 3S; W Pass; N Pass; E Pass"),
]
#: South, declarer, claims nine (2S by South: North's 1S... here 3S by North)
CLAIMED: list[dict[str, Any]] = [
    {"by": "E", "card": "HK"},
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]


def judgment(data: dict[str, Any], tmp: Path) -> dict[str, Any]:
    out: dict[str, Any] = rule_json(data, tmp)["judgment"]
    return out


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16b1a_logical_alternatives_asked_at_the_end(tmp_path: Path, edition: str) -> None:
    # during the auction: the UI is established, play goes on, nothing asked
    during = judgment(record(HESITATION[:7], edition), tmp_path)
    assert during["questions"] == [] and during["status"] == "play_continues"
    assert [r["kind"] for r in during["rulings"]] == ["unauthorised_information"]
    # at the end: South's 3S (event 7) is the action to judge
    data = record([*HESITATION, *CLAIMED], edition)
    over = judgment(data, tmp_path)
    assert [(q["fact"], q["of"]) for q in over["questions"]] == [("logical_alternatives", 7)]
    out = texts(data, tmp_path)
    assert "Could the hesitation have demonstrably suggested 3♠ of South" in out["en"]
    # answered: 3S suggested over a pass, an infraction; the outcomes asked next
    found = {"fact": "logical_alternatives", "of": 7, "value": ["Pass", "3S"], "suggested": "3S"}
    done = judgment(record([*HESITATION, *CLAIMED, found], edition), tmp_path)
    assert [q["fact"] for q in done["questions"]] == ["outcomes"]
    assert done["offender"] == "NS"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_16d_information_from_another_source(tmp_path: Path, edition: str) -> None:
    d1, d2 = ("16D1", "16D2") if edition == "2017" else ("16C1", "16C2")
    heard = {"fact": "other_source", "value": True, "seat": "S"}
    data = record([heard], edition)
    first = judgment(data, tmp_path)
    assert [(q["fact"], q["laws"]) for q in first["questions"]] == [("interferes", [d2])]
    assert first["rulings"][0]["laws"] == [d1, d2]
    texts(data, tmp_path)
    # before any call and interfering: the four courses of 16D2 (2007 16C2)
    yes = {"fact": "interferes", "value": True}
    out = texts(record([heard, yes], edition), tmp_path)["en"]
    for branch in "abcd":
        assert f"({d2}{branch})" in out
    # after the first call: only completing with an adjustment, or an
    # artificial score (2017 16D3)
    late = texts(record([*script("N 1S"), heard, yes], edition), tmp_path)["en"]
    assert f"({d2}a)" not in late and f"({d2}c)" in late
    assert ("16D3)" in late) is (edition == "2017")  # one list: "(16D2d; 16D3)"
    no = texts(record([heard, {"fact": "interferes", "value": False}], edition), tmp_path)
    assert f"adjusts the score ({d2}c)" in no["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_21a_misheard_call_no_redress(tmp_path: Path, edition: str) -> None:
    # East hears North's 1S as 1NT and passes: his own misunderstanding
    events = [*script("N 1S; E Pass"), {"fact": "misheard", "value": True, "of": 0, "seat": "E"}]
    data = record(events, edition)
    out = judgment(data, tmp_path)
    assert [(r["kind"], r["laws"], r["infraction"]) for r in out["rulings"]] == [
        ("own_misunderstanding", ["20A", "21A"], False)
    ]
    assert out["offender"] is None
    assert "he could have asked at once which call was made (20A)" in texts(data, tmp_path)["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20e_review_error_not_corrected(tmp_path: Path, edition: str) -> None:
    events = [*script("N 1S; E Pass; S 2S"), {"fact": "review_error", "value": True, "seat": "W"}]
    out = judgment(record(events, edition), tmp_path)
    assert [(r["kind"], r["laws"], r["offender"]) for r in out["rulings"]] == [
        ("review_error", ["20E", "12C1"], "EW")
    ]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_72c_forced_pass_judged_at_the_end(tmp_path: Path, edition: str) -> None:
    # East shows the SQ in the auction: West passes once (24B). After the
    # board the director is asked 72C (2007: Law 23), then what follows
    law = "72C" if edition == "2017" else "23"
    events = script("N 1S; E exp SQ; N dir; E Pass; S 2S; W Pass; N Pass; E Pass")
    events += [{"by": "N", "claim": 9}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
    data = record(events, edition)
    assert "judgment" not in rule_json(record(events[:5], edition), tmp_path)
    asked = judgment(data, tmp_path)
    assert [(q["fact"], q["of"], q["laws"]) for q in asked["questions"]] == [
        ("could_have_known", 1, [law, "12C1"])
    ]
    texts(data, tmp_path)
    yes = judgment(
        record([*events, {"fact": "could_have_known", "of": 1, "value": True}], edition), tmp_path
    )
    assert yes["offender"] == "EW" and [q["fact"] for q in yes["questions"]] == ["outcomes"]
    no = judgment(
        record([*events, {"fact": "could_have_known", "of": 1, "value": False}], edition), tmp_path
    )
    assert no["questions"] == [] and no["status"] == "result_stands"


def test_law_27d_is_asked_by_the_table_not_twice(tmp_path: Path) -> None:
    # 27D's questions are the table's own at the end of the play (auc2); the
    # judgment layer does not ask them again
    events = script("N 1S; E 1H; S dir; fact artificial false; S ch reject; E 2H; S Pass")
    events += script("W Pass; N Pass")
    events += [{"by": "N", "claim": 8}, {"by": "E", "agree": True}, {"by": "W", "agree": True}]
    report = rule_json(record(events), tmp_path)
    asked = report.get("judgment", {"questions": []})["questions"]
    assert [q for q in asked if "27D" in q["laws"]] == []
