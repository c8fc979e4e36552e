"""Law 39 with Law 54 open (9B): a call after the final pass made while
declarer's choice on an opening lead out of turn is still open. The
director, at the table, rules the call at once: cancelled (39A); a
defender's bid, double or redouble makes his partner's first lead
restrictable (39C: 2017 Law 26B; 2007 Law 26, which for a cancelled bid
lets declarer require or forbid its suit, 26A); a pass by a defender or a
call by declarer's side costs nothing (39B). The 54 options stay on offer
and are the ruling still waiting, last. The status line says who chooses,
after the general protocol's facts. Written from seeds 000 (2017 Laws 39,
54, 26B), 002/003 (2007 Laws 39, 54, 26) and 004 (the general protocol).

Board 1: 1NT by North raised to 3NT; East is to lead, West leads ♥2."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: West's opening lead out of turn, the director called, 54C answered
LEAD = f"{NT}; W card H2; N dir; fact could_see_dummy false"
#: and 47E1 answered too: the choice is the next thing at the table
ASKED = f"{LEAD}; fact opponent_induced false"
OPTIONS_54 = ["accept", "become_dummy", "require_retraction"]


def _call_ruling(report: dict[str, Any]) -> dict[str, Any]:
    return next(r for r in report["rulings"] if r["irregularity"] == "call_after_final_pass")


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e["laws"]) for e in ruling["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39c_defender_bid_while_54_choice_open(tmp_path: Path, edition: str) -> None:
    data = record(script(f"{LEAD}; W 2H; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert [(i["irregularity"], i["offender"]) for i in report["irregularities"]] == [
        ("opening_lead_out_of_turn", "W"),
        ("call_after_final_pass", "W"),
    ]
    ruling = _call_ruling(report)
    assert ruling["laws"] == ["39", "39C"]
    lead_law = "26B" if edition == "2017" else "26"
    assert _effects(ruling) == [
        ("call_cancelled", "W", ["39A"]),
        ("lead_restriction_possible", "E", [lead_law]),
    ]
    # the 54 choice is still offered, and it is the ruling that waits
    last = report["rulings"][-1]
    assert last["irregularity"] == "opening_lead_out_of_turn" and last["chooser"] == "N"
    assert [o["code"] for o in last["options"]] == OPTIONS_54
    assert report["status"] == "awaiting_choice"
    assert ("lead_restriction", "E") in {(o["type"], o["seat"]) for o in report["obligations"]}
    out = clean_texts(data, tmp_path)
    assert "action 10: Call after the final pass by West (Law 39); ruled (39, 39C)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("call", "seat"),
    [("W Pass", "W"), ("S 4NT", "S")],
)
def test_law_39b_pass_or_declarer_side_while_54_choice_open(
    tmp_path: Path, edition: str, call: str, seat: str
) -> None:
    report = rule_json(record(script(f"{LEAD}; {call}; N dir"), edition), tmp_path)
    ruling = _call_ruling(report)
    assert ruling["laws"] == ["39", "39B"] and ruling["offender"] == seat
    assert [e["type"] for e in ruling["effects"]] == ["call_cancelled", "no_further_rectification"]
    assert not any(o["type"] == "lead_restriction" for o in report["obligations"])
    assert [o["code"] for o in report["rulings"][-1]["options"]] == OPTIONS_54


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39_call_before_54c_is_answered(tmp_path: Path, edition: str) -> None:
    # the director has not yet found whether declarer could see dummy's cards
    report = rule_json(record(script(f"{NT}; W card H2; N dir; W 2H"), edition), tmp_path)
    assert _call_ruling(report)["laws"] == ["39", "39C"]
    assert report["rulings"][-1]["irregularity"] == "opening_lead_out_of_turn"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_39c_restriction_asked_at_east_lead_after_54d(tmp_path: Path, edition: str) -> None:
    # 54D: the lead goes back as a major penalty card and East leads; the
    # restriction from the cancelled 2H is asked first, the penalty card's
    # 50D2 choice at East's next lead (seed 004: separate rectifications)
    data = record(script(f"{ASKED}; W 2H; N dir; N ch require_retraction"), edition)
    report = rule_json(data, tmp_path)
    last = report["rulings"][-1]
    assert last["irregularity"] == "lead_restriction" and last["chooser"] == "N"
    assert report["status"] == "awaiting_choice" and report["next"] is None
    if edition == "2007":
        # 26A: the cancelled 2H specified hearts; declarer may require or forbid them
        assert [o["code"] for o in last["options"]] == [
            "require_suit:H",
            "prohibit_suit:H",
            "no_restriction",
        ]
    else:
        assert "prohibit_suit:H" in [o["code"] for o in last["options"]]
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_54a_new_declarer_chooses_the_26_restriction(tmp_path: Path, edition: str) -> None:
    # North spreads and becomes dummy (54A): South is declarer when East
    # first has the lead, and it is South who restricts it (26)
    steps = f"{ASKED}; W 2H; N dir; N ch become_dummy; N card H4; E card HK; S card H8"
    data = record(script(steps), edition)
    report = rule_json(data, tmp_path)
    last = report["rulings"][-1]
    assert last["irregularity"] == "lead_restriction" and last["chooser"] == "S"
    out = clean_texts(data, tmp_path)
    assert "South chooses:" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "North must choose, once the director has established the facts (85)."),
        ("nl", "Noord moet kiezen, zodra de wedstrijdleider de feiten heeft vastgesteld (85)."),
        ("de", "Nord muss wählen, sobald der Turnierleiter die Tatsachen festgestellt hat (85)."),
    ],
)
def test_law_54_status_line_agrees_with_the_status(
    tmp_path: Path, edition: str, lang: str, line: str
) -> None:
    # 47E1 is still open (seed 004 asks it first); the status is the 54
    # choice, and the first line says who chooses, not that a question is open
    data = record(script(f"{LEAD}; W 2H; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert [q["source"] for q in report["questions"]] == ["protocol"]
    assert report["rulings"][-1].get("question") is None
    first = clean_texts(data, tmp_path)[lang].splitlines()[0]
    assert first.endswith(line), first
    # answered, the line is the plain choice
    answered = clean_texts(record(script(f"{ASKED}; W 2H; N dir"), edition), tmp_path)
    assert answered["en"].splitlines()[0].endswith("North must choose first.")
