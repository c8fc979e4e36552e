"""Run table records through the path the checker uses: ``bridgelaws rule``.

Each case is a table record (spec §1); :func:`rule_json` returns the spec §2
report of ``rule --json`` and :func:`rule_text` the human-readable report in a
language. :func:`assert_clean_text` checks what a director must never see: a
Python value, a code name, a placeholder or a chooser written as '?'.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from bridgelaws.cli import app

runner = CliRunner()

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"

#: what never belongs in the human text (codes, Python values, placeholders)
FORBIDDEN = re.compile(
    r"None|\{|\}|\[|\]|\?\s*$|\b[a-z]+_[a-z_]+\b|prohibit_suit|require_suit|penalty_card"
    r"|awaiting|\bkeep\b(?! their)|\bchooser\b"
)


def record(events: list[dict[str, Any]], edition: str = "2017", **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"edition": edition, "board": 1, "deal": DEAL, "events": events}
    out.update(extra)
    return out


def _run(data: dict[str, Any], args: list[str], tmp: Path) -> str:
    path = tmp / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(app, ["rule", str(path), *args])
    assert result.exit_code == 0, result.output
    return result.stdout


def rule_json(data: dict[str, Any], tmp: Path, lang: str = "en") -> dict[str, Any]:
    out: dict[str, Any] = json.loads(_run(data, ["--json", "--lang", lang], tmp))
    return out


def rule_text(data: dict[str, Any], tmp: Path, lang: str = "nl") -> str:
    return _run(data, ["--lang", lang], tmp)


def rule_refused(data: dict[str, Any], tmp: Path, lang: str = "nl") -> str:
    """The message of a record ``rule`` refuses: never a traceback."""
    path = tmp / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = runner.invoke(app, ["rule", str(path), "--lang", lang])
    assert result.exit_code != 0
    assert "Traceback" not in result.output
    return result.output


#: what the director's text must not do in any language: cite laws twice in a row
#: ("(27B3) (27B)"), count one in the plural ("1 tricks"), cite several laws as
#: one ("(Law 29, 30)"), show a chooser as "?", or a card or call in PBN ("SK", "8S")
WRONG = {
    "two law lists": re.compile(r"\([0-9][^()]*\)\.? \([0-9][^()]*\)"),
    "one in the plural": re.compile(
        r"\b1 (tricks|slagen|Stiche|calls|biedingen|Ansagen|cards|kaarten|Karten"
        r"|questions|vragen|Fragen)\b"
    ),
    "several laws as one": re.compile(r"\((Law|artikel|Artikel|Regel|rule|regel) \d[\w()]*, \d"),
    "a chooser as ?": re.compile(r"(^|\s)\?(\s|$)"),
    "a card in PBN": re.compile(r"\b[SHDC][2-9TJQKA]\b"),
    # (not a law: 18D, (6D), 39C, artikel 7C, Law 7C, Regel 7C)
    "a call in PBN": re.compile(
        r"(?<![(\w])(?<!, )(?<!artikel )(?<!Artikel )(?<!Law )(?<!Regel )[1-9][CDHS]\b"
    ),
}

#: English words that have no business in a Dutch or German sentence
ENGLISH = {
    "nl": re.compile(
        r"\b(the|and|must|with|his|trick|tricks|call|calls|bid|lead|card|cards|declarer"
        r"|(?<!dubbel )dummy|director|penalty|revoke|chooses|accept|reject|pass|passes|by"
        r"|[1-9]NT)\b"
    ),
    "de": re.compile(
        r"\b(the|and|must|with|his|trick|tricks|call|calls|bid|lead|card|cards|declarer"
        r"|director|penalty|chooses|accept|reject|pass|passes|by|[1-9]NT)\b"
    ),
}


def unclean_lines(text: str, lang: str | None = None) -> list[tuple[str, str]]:
    """The lines of ``text`` a director must never read, each with what is
    wrong: a code or Python value (:data:`FORBIDDEN`), a fault of :data:`WRONG`,
    and for ``lang`` nl or de an English word."""
    checks = {"a code or Python value": FORBIDDEN, **WRONG}
    if lang in ENGLISH:
        checks["an English word"] = ENGLISH[lang]
    return [
        (what, line)
        for line in text.splitlines()
        for what, pattern in checks.items()
        if pattern.search(line)
    ]


def assert_clean_text(text: str, lang: str | None = None) -> None:
    bad = unclean_lines(text, lang)
    assert bad == [], bad


def script(text: str) -> list[dict[str, Any]]:
    """Events from a short script, steps separated by ';': ``N 1S`` (a call),
    ``E dir`` (director), ``E ch reject`` (choice), ``W exp HQ`` (a card
    shown), ``W card HQ`` (a card played; ``face_down`` or ``named`` may
    follow), ``fact comparable false`` (with denominations after the value:
    ``fact artificial true D,H``)."""
    out: list[dict[str, Any]] = []
    for step in (s.strip() for s in text.split(";") if s.strip()):
        words = step.split()
        if words[0] == "fact":
            value: Any = {"true": True, "false": False}.get(words[2], words[2])
            fact: dict[str, Any] = {"fact": words[1], "value": value}
            if len(words) > 3:
                fact["denominations"] = words[3].split(",")
            out.append(fact)
        elif words[1] == "dir":
            out.append({"by": words[0], "director": True})
        elif words[1] == "ch":
            out.append({"by": words[0], "choose": words[2]})
        elif words[1] == "card":
            # flags after the card: ``E card DA face_down`` (41A), ``N card HQ named`` (45C4)
            played: dict[str, Any] = {"by": words[0], "card": words[2]}
            for flag in words[3:]:
                if flag not in ("face_down", "named"):
                    raise ValueError(f"unknown card flag {flag!r} in {step!r}")
                played[flag] = True
            out.append(played)
        elif words[1] == "exp":
            out.append({"by": words[0], "expose": words[2]})
        else:
            out.append({"by": words[0], "call": words[1]})
    return out


def must_passes(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    """The report's forced passes as (seat, scope, laws), sorted."""
    owed = [o for o in report["obligations"] if o["type"] == "must_pass"]
    return sorted((o["seat"], o["scope"], o["laws"]) for o in owed)


def penalty_cards(report: dict[str, Any]) -> set[tuple[str, str, str]]:
    """The report's penalty cards as (seat, card, kind)."""
    return {
        (o["seat"], o["card"], o["kind"])
        for o in report["obligations"]
        if o["type"] == "penalty_card"
    }


def ruling_effects(report: dict[str, Any], ruling: int = -1) -> list[tuple[str, list[str]]]:
    """The effects of one ruling (the last by default) as (type, laws)."""
    return [(e["type"], e["laws"]) for e in report["rulings"][ruling]["effects"]]


def clean_texts(data: dict[str, Any], tmp: Path) -> dict[str, str]:
    """The human report in Dutch, English and German, each checked clean."""
    out = {lang: rule_text(data, tmp, lang) for lang in ("nl", "en", "de")}
    for lang, text in out.items():
        assert_clean_text(text, lang)
    return out
