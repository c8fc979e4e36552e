"""Rubber findings given without what they need are refused in the user's
language, naming the action and what is missing, instead of being dropped
(rules 52 and 53 need the player the finding is about)."""

from __future__ import annotations

from pathlib import Path

import pytest
from check2_cases import full
from rule_cases import rule_json, rule_refused

from bridgelaws.fact_names import fact_label

#: 1NT raised to 3NT; East leads the ♦A, South, West and North follow
TRICK_ONE = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA; S card D5; W card D3; N card D8"
)


@pytest.mark.parametrize("fact", ["drew_attention_to_trick", "inspected_trick"])
def test_rubber_52_53_finding_without_the_player_is_refused(fact: str, tmp_path: Path) -> None:
    data = full(TRICK_ONE, "rubber")
    data["events"].append({"fact": fact, "value": "W"})
    nl = rule_refused(data, tmp_path, "nl")
    assert (
        "handeling 11" in nl
        and f"feit {fact_label(fact, 'nl', laws=False)}:" in nl
        and '"by"' in nl
    )
    assert "action 11" in rule_refused(data, tmp_path, "en")


def test_rubber_53_finding_with_the_player_is_ruled(tmp_path: Path) -> None:
    data = full(TRICK_ONE, "rubber")
    data["events"].append({"fact": "inspected_trick", "value": 1, "by": "W"})
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["chooser"] == "N"


def test_rubber_misdeal_unknown_case_is_refused_in_dutch(tmp_path: Path) -> None:
    """A misdeal finding names one of the rules' cases; another is refused,
    in Dutch, naming what was given."""
    data = full(TRICK_ONE, "rubber")
    data["events"].append({"fact": "misdeal", "value": "no_such_case"})
    nl = rule_refused(data, tmp_path, "nl")
    assert 'verkeerd gedeeld: "no_such_case" is geen geval van regel 7 tot en met 10' in nl
