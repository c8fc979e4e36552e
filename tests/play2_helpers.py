"""Shared by the play2 case files (Laws 60-67 and the rubber rules'
penalties): a script of events with claims, and the contracts used."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rule_cases import assert_clean_text, record, rule_json, rule_text, script

EDITIONS = ["2017", "2007"]

# Deal (rule_cases.DEAL): N AK2.QJ4.T98.AK32, E QT98.K3.AKQ2.654,
# S J76.AT98.J65.QJ7, W 543.7652.743.T98.
#: South plays 1H, West leads
ONE_HEART = "N P; E P; S 1H; W P; N P; E P"
#: trick 1: South wins with the club queen and is on lead in hand
SOUTH_WINS_T1 = "W card CT; N card C2; E card C4; S card CQ"


def events(text: str) -> list[dict[str, Any]]:
    """:func:`rule_cases.script` steps plus ``S claim 10`` (the total tricks of
    the claimer's side), ``W concede 2``, ``E agree``, ``E dispute`` and
    ``W defective 1`` (67: West did not play to trick 1; ``W defective 1 CT``:
    his club ten was in trick 1 as well)."""
    out: list[dict[str, Any]] = []
    for step in (s.strip() for s in text.split(";") if s.strip()):
        words = step.split()
        if len(words) > 2 and words[1] in ("claim", "concede"):
            out.append({"by": words[0], words[1]: int(words[2])})
        elif len(words) == 2 and words[1] in ("agree", "dispute"):
            out.append({"by": words[0], words[1]: True})
        elif words[0] == "fact" and any("=" in w for w in words[3:]):
            # a fact with more fields: ``fact missing_card HQ by=W found=trick``
            more = dict(w.split("=", 1) for w in words[3:])
            value = {"true": True, "false": False}.get(words[2], words[2])
            out.append({"fact": words[1], "value": value, **more})
        elif len(words) > 2 and words[1] == "defective":
            value: Any = words[3] if len(words) > 3 else True
            fact = {"fact": "defective_trick", "value": value, "seat": words[0]}
            out.append({**fact, "trick": int(words[2])})
        else:
            out.extend(script(step))
    return out


def agreed(by: str, tricks: int) -> str:
    """An agreed claim by ``by``: his side takes ``tricks`` of the 13."""
    others = "E; W" if by in "NS" else "N; S"
    first, second = others.split("; ")
    return f"{by} claim {tricks}; {first} agree; {second} agree"


def check(
    text: str, tmp: Path, edition: str = "2017", **extra: Any
) -> tuple[dict[str, Any], str, str]:
    """The JSON report and the nl and en texts of a scripted record; both
    texts are checked clean of code names and Python values."""
    data = record(events(text), edition, **extra)
    report = rule_json(data, tmp)
    nl = rule_text(data, tmp, "nl")
    en = rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return report, nl, en


def check_record(data: dict[str, Any], tmp: Path) -> tuple[dict[str, Any], str, str]:
    """:func:`check` for a whole record (a situation, facts as they are)."""
    report = rule_json(data, tmp)
    nl = rule_text(data, tmp, "nl")
    en = rule_text(data, tmp, "en")
    assert_clean_text(nl)
    assert_clean_text(en)
    return report, nl, en
