"""Shared by the sixth blind check (tests/test_cases_check6_*.py).

Each record and its expected ruling were set down from the seeds (000 Dutch
2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, 001 the NBB rubber rules,
004 the NBB director protocols) before it was run. On top of the fifth
check's reading (tests/check5_cases.py: the report field by field, the text
in nl, en and de, the law numbers of the branch taken, seed 004's order),
every case here also reads the English and German text for a seat written
as a letter in a sentence, and may name text that must NOT appear.

Board 1 (North deals, nobody vulnerable) on ``rule_cases.DEAL``:

    North AK2.QJ4.T98.AK32   East QT98.K3.AKQ2.654
    South J76.AT98.J65.QJ7   West 543.7652.743.T98
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from check2_cases import Case, fact, more_checks, sit
from check5_cases import NOT_NBB, order_checks, text_checks, texts_of
from play2_helpers import events
from rule_cases import DEAL, rule_json
from test_cases_check_blind import check

#: a seat as a bare letter inside a sentence (English N E S W, German N O S W)
SEAT_LETTER = {
    "en": re.compile(r"(?<![\w:♠♥♦♣(/-])[NESW](?![\w:♠♥♦♣)/-])"),
    "de": re.compile(r"(?<![\w:♠♥♦♣(/-])[NOSW](?![\w:♠♥♦♣)/-])"),
}
#: contracts and calls that contain a letter that is no seat
NOT_SEATS = re.compile(r"\b[1-7](NT|SA|[CDHS♠♥♦♣])X{0,2}\b")


def seat_letters(texts: dict[str, str]) -> list[str]:
    bad: list[str] = []
    for lang, pattern in SEAT_LETTER.items():
        for line in texts[lang].splitlines():
            if pattern.search(NOT_SEATS.sub("", line)):
                bad.append(f"{lang}: seat letter in a sentence: {line.strip()}")
    return bad


def run6(case: Case, tmp: Path) -> None:
    report = rule_json(case.record, tmp)
    texts = texts_of(case.record, tmp)
    two = {lang: texts[lang] for lang in ("nl", "en")}
    bad = check(report, two, case.expect) + more_checks(report, two, case.expect)
    # 'dubbel dummy' is the Dutch bridge term for double-dummy analysis, not dummy's seat
    bad += [
        b
        for b in text_checks(case.record, texts, tmp)
        if not ("not the NBB's term" in b and not NOT_NBB.search(b.replace("dubbel dummy", "")))
    ]
    bad += order_checks(report, case.expect)
    bad += seat_letters(texts)
    # pieces each language must show (text_all: every language; text_de: German) or not
    wanted = [(lang, p, True) for p in case.expect.get("text_all", []) for lang in texts]
    wanted += [("de", p, True) for p in case.expect.get("text_de", [])]
    wanted += [(lang, p, False) for lang in texts for p in case.expect.get(f"not_{lang}", [])]
    for lang, piece, must in wanted:
        if (piece in texts[lang]) != must:
            bad.append(f"{lang} text {'lacks' if must else 'says'} {piece!r}")
    if "choosers" in case.expect:
        last = report["rulings"][-1] if report["rulings"] else {}
        if list(last.get("choosers") or []) != case.expect["choosers"]:
            bad.append(f"choosers {last.get('choosers')} != {case.expect['choosers']}")
    if "choosers_set" in case.expect:
        last = report["rulings"][-1] if report["rulings"] else {}
        got_set = set(last.get("choosers") or [last.get("chooser")])
        if got_set != case.expect["choosers_set"]:
            bad.append(
                f"choosers {sorted(got_set, key=str)} != {sorted(case.expect['choosers_set'])}"
            )
    for key, want in case.expect.get("judged", {}).items():
        got = (report.get("judgment") or {}).get(key)
        if got != want:
            bad.append(f"judgment {key}: {got!r} != {want!r}")
    if "pending_leads" in case.expect:
        got = {
            (o["seat"], o["kind"], o.get("suit"))
            for o in report["obligations"]
            if o["type"] == "lead_restriction"
        }
        if not case.expect["pending_leads"] <= got:
            bad.append(f"lead restrictions {got} lack {case.expect['pending_leads']}")
    assert bad == [], "\n".join(bad)


def board(evs: str | list[dict[str, Any]], edition: str = "2017", **extra: Any) -> dict[str, Any]:
    """A whole-board record on rule_cases.DEAL from a script or a list of events."""
    listed = events(evs) if isinstance(evs, str) else evs
    return {"edition": edition, "board": 1, "deal": DEAL, "events": listed, **extra}


def at(
    situation: dict[str, Any], evs: str | list[dict[str, Any]], edition: str = "2017", **extra: Any
) -> dict[str, Any]:
    """A record that starts where the director arrives (spec §6), hands unknown."""
    return {**sit(situation, evs, edition), **extra}


def both(
    name: str,
    situation: dict[str, Any],
    evs: str | list[dict[str, Any]],
    expect: dict[str, Any],
    wrong: str = "",
    **extra: Any,
) -> list[Case]:
    """One situation ruled in each edition of the Laws (they agree on it)."""
    made = {ed: at(situation, evs, ed, **extra) for ed in ("2017", "2007")}
    return [Case(f"{name}_{ed}", data, expect, wrong) for ed, data in made.items()]


def pc(seat: str, card: str, kind: str = "major") -> dict[str, str]:
    return {"seat": seat, "card": card, "kind": kind}


def revoke_found(
    seat: str, trick: int, won_by: str | None = None, after: int | None = None
) -> list[dict[str, Any]]:
    """The director's findings about a revoke (spec §6 facts)."""
    out = [fact("revoke", {"seat": seat, "trick": trick})]
    if won_by is not None:
        out.append(fact("revoke_trick_won_by", won_by, trick=trick))
    if after is not None:
        out.append(fact("offending_side_tricks_after", after, trick=trick))
    return out
