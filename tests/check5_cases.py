"""Shared by the fifth blind check (tests/test_cases_check5_*.py).

The records and their expected rulings were set down from the seeds (000
Dutch 2017, 002 German 2007, 003 Dutch 2007 Laws 23-40, 001 the NBB rubber
rules, 004 the NBB director protocols for the order of the questions) before
they were run. On top of the field-by-field check of the earlier rounds
(tests/check2_cases.py), every case reads the human report in Dutch, English
AND German:

- no code, Python value or placeholder, and no English word in nl or de;
- Dutch in the NBB's terms (wedstrijdleider, leider, blinde), never
  'declarant', 'directeur', 'arbiter' or 'dummy';
- every irregularity of the report is listed, in the words of its own
  language (the irregularity's ``text`` in that language is in the report);
- ``text_all``: law numbers that all three languages must name (the branch
  taken);
- ``order``: the director's questions, in the order of seed 004's protocol.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from check2_cases import Case, more_checks
from play2_helpers import events
from rule_cases import DEAL, rule_json, rule_text, unclean_lines
from test_cases_check_blind import check

LANGS = ("nl", "en", "de")

#: words a Dutch director does not use for the NBB's terms
NOT_NBB = re.compile(r"\b(declarant|directeur|arbiter|dummy|spelleider|tafelleider)\b", re.I)


def texts_of(record: dict[str, Any], tmp: Path) -> dict[str, str]:
    return {lang: rule_text(record, tmp, lang) for lang in LANGS}


def text_checks(record: dict[str, Any], texts: dict[str, str], tmp: Path) -> list[str]:
    """What every case asks of the human text in the three languages."""
    bad: list[str] = []
    for lang, text in texts.items():
        for what, line in unclean_lines(text, lang):
            bad.append(f"{lang}: {what}: {line.strip()}")
        listed = rule_json(record, tmp, lang)["irregularities"]
        for irr in listed:
            head = str(irr.get("text") or "").split(";")[0].strip()
            if not head or head not in text:
                bad.append(f"{lang}: irregularity not listed: {head or irr['irregularity']!r}")
    for line in texts["nl"].splitlines():
        if NOT_NBB.search(line):
            bad.append(f"nl: not the NBB's term: {line.strip()}")
    return bad


def order_checks(report: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Seed 004's order: the questions asked so far, first to last."""
    if "order" not in expect:
        return []
    asked = [q.get("fact") for q in report.get("questions") or []]
    want = list(expect["order"])
    if asked[: len(want)] != want:
        return [f"question order {asked} != {want}"]
    return []


def run5(case: Case, tmp: Path) -> None:
    report = rule_json(case.record, tmp)
    texts = texts_of(case.record, tmp)
    two = {lang: texts[lang] for lang in ("nl", "en")}
    bad = check(report, two, case.expect) + more_checks(report, two, case.expect)
    bad += text_checks(case.record, texts, tmp) + order_checks(report, case.expect)
    for law in case.expect.get("text_all", []):
        for lang, text in texts.items():
            if law not in text:
                bad.append(f"{lang} text does not name {law}")
    for piece in case.expect.get("text_de", []):
        if piece not in texts["de"]:
            bad.append(f"de text lacks {piece!r}")
    assert bad == [], "\n".join(bad)


def full5(evs: str | list[dict[str, Any]], edition: str = "2017") -> dict[str, Any]:
    """A whole-board record on rule_cases.DEAL from a script or a list of events."""
    listed = events(evs) if isinstance(evs, str) else evs
    return {"edition": edition, "board": 1, "deal": DEAL, "events": listed}
