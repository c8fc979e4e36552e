"""The option a call out of rotation's chooser hears names the branches that
can follow, with their own law numbers, not a list of all of Laws 30-32;
and the lead restrictions each branch of 29-32 carries in both editions
(2017 26B; 2007 26, and 26B for a double or redouble, as Law 32's opening
says, but not when the offender repeats it, 32B1: Law 26 needs a different
final call). Written from the seed texts
(000: 2017 Laws 30-32; 002/003: 2007 Laws 30-32), facts in our own words.
Board 1: North deals, so the order is North, East, South, West."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts as texts
from rule_cases import record, rule_json, script
from rule_cases import ruling_effects as effects


def _reject(report: dict[str, Any]) -> str:
    ruling = next(r for r in report["rulings"] if r["irregularity"].endswith("out_of_rotation"))
    option = next(o for o in ruling["options"] if o["code"] == "reject")
    text: str = option["text"]
    return text


@pytest.mark.parametrize(
    ("edition", "steps", "laws"),
    [
        # 2017: a bid at RHO's turn (South bids at East's turn)
        ("2017", "N 1S; S 2H; W dir", "(31A1, 31A2, 26B)"),
        # 2017: a double at RHO's turn (West doubles at South's turn)
        ("2017", "N 1S; E Pass; W X; N dir", "(32A1, 32A2, 26B)"),
        # 2017: a bid at partner's turn (West bids at East's turn)
        ("2017", "N 1S; W 2H; N dir", "(31B, 26B)"),
        # 2017: a double at partner's turn
        ("2017", "N 1S; W X; N dir", "(32B, 26B)"),
        # 2017: a pass at partner's turn (30B1), not passing a call of partner's
        ("2017", "N 1S; W Pass; N dir", "(30B1, 26B)"),
        # 2007: a bid at RHO's turn
        ("2007", "N 1S; S 2H; W dir", "(31A1, 31A2, 26)"),
        # 2007: a double at RHO's turn (32B)
        ("2007", "N 1S; E Pass; W X; N dir", "(32B1, 32B2, 26B)"),
        # 2007: a bid at partner's turn (31B) and a double there (32A)
        ("2007", "N 1S; W 2H; N dir", "(31B, 26)"),
        ("2007", "N 1S; W X; N dir", "(32A, 26B)"),
        # 2007: a pass at RHO's turn after a bid (30B1), before any bid (30A)
        ("2007", "N 1S; S Pass; W dir", "(30B1)"),
        ("2007", "E Pass; N dir", "(30A)"),
    ],
)
def test_law_29b_reject_option_names_its_own_branches(
    tmp_path: Path, edition: str, steps: str, laws: str
) -> None:
    data = record(script(steps), edition)
    text = _reject(rule_json(data, tmp_path))
    assert text.endswith(laws + "."), text
    out = texts(data, tmp_path)
    # one list in the human text: the option's 29B first, then the branches
    # (not "(31B, 26B) (29B, 31)")
    merged = "(29B, " + laws[1:] + "."
    assert merged in out["nl"] and merged in out["en"]


def test_law_2007_32b1_repeated_double_no_26(tmp_path: Path) -> None:
    # West doubles 1S at South's turn; North refuses; South passes and West
    # repeats his double: no rectification (32B1). Law 32's opening names
    # 26B, but Law 26 needs a different final call: the repeated double
    # costs no lead, and the table is not told it might (auc8)
    steps = "N 1S; E Pass; W X; N dir; N ch reject; S Pass; W X"
    report = rule_json(record(script(steps), "2007"), tmp_path)
    assert ("no_further_rectification", ["32B1"]) in effects(report)
    assert "lead_restriction_possible" not in [kind for kind, _ in effects(report)]
    assert report["obligations"] == []


def test_law_2007_32a_double_at_partners_turn_26b_obligation(tmp_path: Path) -> None:
    steps = "N 1S; W X; N dir; N ch reject"
    report = rule_json(record(script(steps), "2007"), tmp_path)
    owed = [(o["type"], o["seat"], o["laws"]) for o in report["obligations"]]
    assert ("lead_restriction", "E", ["26B"]) in owed
    assert ("must_pass", "E", ["32A"]) in owed
    assert ("adjusted_score_possible", ["23"]) in effects(report)


def test_law_2007_32a_26b_at_the_opening_lead_prohibits_any_suit(tmp_path: Path) -> None:
    # East, silenced, ends on lead against 4S: 26B lets declarer prohibit
    # any one suit (a double named none)
    steps = "N 1S; W X; N dir; N ch reject; E Pass; S 4S; W Pass; N Pass; E Pass"
    report = rule_json(record(script(steps), "2007"), tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_restriction" and ruling["chooser"] == "N"
    assert [o["code"] for o in ruling["options"]] == [
        "prohibit_suit:S",
        "prohibit_suit:H",
        "prohibit_suit:D",
        "prohibit_suit:C",
        "no_restriction",
    ]
