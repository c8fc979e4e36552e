"""Shared by the second blind check (tests/test_cases_check2_*.py): records
written from the seeds with their expected rulings set down before they were
run, compared field by field with ``bridgelaws rule --json`` and read in the
Dutch and English text, as the outside checker of issue 13 does.

Board 1 (North deals, nobody vulnerable) and ``rule_cases.DEAL``:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98

A case that main still rules wrongly is marked ``xfail(strict=True)`` with
the law and the reason, so that it fails once fixed and is flipped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from play2_helpers import events
from rule_cases import DEAL, rule_json, rule_text
from test_cases_check_blind import check

#: 1NT by North raised to 3NT: East leads, South is dummy
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"


@dataclass(frozen=True)
class Case:
    name: str
    record: dict[str, Any]
    expect: dict[str, Any] = field(default_factory=dict)
    wrong: str = ""  # law and reason while main rules it wrongly (strict xfail)


def full(text: str, edition: str = "2017", **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"edition": edition, "board": 1, "deal": DEAL, "events": events(text)}
    out.update(extra)
    return out


def sit(
    situation: dict[str, Any], evs: str | list[dict[str, Any]] = "", edition: str = "2017"
) -> dict[str, Any]:
    listed = events(evs) if isinstance(evs, str) else evs
    return {"edition": edition, "board": 1, "situation": situation, "events": listed}


def fact(name: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **extra}


def nt(ns: int, ew: int, leader: str = "N", **more: Any) -> dict[str, Any]:
    """3NT by North with the tricks quitted so far and who is on lead."""
    out: dict[str, Any] = {"contract": "3NT", "declarer": "N", "tricks": {"NS": ns, "EW": ew}}
    if ns + ew < 13:
        out["leader"] = leader
    out.update(more)
    return out


def more_checks(report: dict[str, Any], texts: dict[str, str], expect: dict[str, Any]) -> list[str]:
    """What the first round's check does not look at: ruling laws, choosers,
    the penalty cards' absence, the score, ignored choices, text fragments."""
    bad: list[str] = []
    rulings = report["rulings"]
    if "rulings" in expect and len(rulings) != expect["rulings"]:
        bad.append(f"rulings: {len(rulings)} != {expect['rulings']}")
    if "ruling_laws_has" in expect and rulings:
        laws = set(rulings[-1].get("laws") or [])
        for eff in rulings[-1].get("effects") or []:
            laws |= set(eff.get("laws") or [])
        for opt in rulings[-1].get("options") or []:
            laws |= set(opt.get("laws") or [])
        if not set(expect["ruling_laws_has"]) <= laws:
            bad.append(f"ruling laws {sorted(laws)} lack {expect['ruling_laws_has']}")
    if "irr_has" in expect:
        got = [(i["irregularity"], i["offender"]) for i in report["irregularities"]]
        for want in expect["irr_has"]:
            if tuple(want) not in got:
                bad.append(f"irregularities {got} lack {want}")
    if "without_effect" in expect:
        n = len(report.get("without_effect") or [])
        if n != expect["without_effect"]:
            bad.append(f"without_effect: {n} != {expect['without_effect']}")
    if "obl_types" in expect:
        types = sorted(o["type"] for o in report["obligations"])
        if types != sorted(expect["obl_types"]):
            bad.append(f"obligation types {types} != {expect['obl_types']}")
    if "questions" in expect:
        asked = [q.get("fact") for q in report.get("questions") or []]
        if asked != expect["questions"]:
            bad.append(f"questions: {asked} != {expect['questions']}")
    if "adjust_len" in expect and len(report["adjustments"]) != expect["adjust_len"]:
        bad.append(f"adjustments: {report['adjustments']} not {expect['adjust_len']}")
    for lang in ("nl", "en"):
        for piece in expect.get(f"text_{lang}", []):
            if piece not in texts[lang]:
                bad.append(f"{lang} text lacks {piece!r}")
        for piece in expect.get(f"text_{lang}_not", []):
            if piece in texts[lang]:
                bad.append(f"{lang} text says {piece!r}")
    return bad


def run_case(case: Case, tmp: Path) -> None:
    report = rule_json(case.record, tmp)
    texts = {lang: rule_text(case.record, tmp, lang) for lang in ("nl", "en")}
    bad = check(report, texts, case.expect) + more_checks(report, texts, case.expect)
    assert bad == []


def params(cases: list[Case]) -> list[Any]:
    """The cases as pytest params; a wrongly ruled case is a strict xfail."""
    assert len({c.name for c in cases}) == len(cases)
    return [
        pytest.param(
            c, id=c.name, marks=[pytest.mark.xfail(strict=True, reason=c.wrong)] if c.wrong else []
        )
        for c in cases
    ]
