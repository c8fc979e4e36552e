"""Third blind check (issue 13), text items: the director counts actions from
1 ("handeling 1" is the record's first event) while the JSON's ``of`` counts
from 0; every message about a finding's ``of`` names both actions his way,
and a finding that names no earlier action is refused, never a traceback."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import rule_text

from bridgelaws.cards import render_error
from bridgelaws.judgment import judge
from bridgelaws.record import EventError, TableRecord


def _record(of: int) -> dict[str, Any]:
    """1S, pass, the director (action 3), then the director's finding of
    logical alternatives for ``of`` (action 4)."""
    return {
        "board": 1,
        "events": [
            {"by": "N", "call": "1S"},
            {"by": "E", "call": "Pass"},
            {"by": "E", "director": True},
            {"fact": "logical_alternatives", "of": of, "value": ["Pass"], "suggested": "Pass"},
        ],
    }


@pytest.mark.parametrize(
    ("of", "lang", "message"),
    [
        (2, "nl", "handeling 4: 'of' noemt handeling 3, en dat is geen bieding en geen kaart"),
        (2, "en", "action 4: 'of' names action 3, which is neither a call nor a card"),
        (2, "de", "Handlung 4: 'of' nennt Handlung 3, die weder eine Ansage noch eine Karte ist"),
        (99, "nl", "handeling 4: 'of' moet een eerdere handeling noemen, niet handeling 100"),
        (3, "en", "action 4: 'of' must name an earlier action, not action 4"),
        (-1, "en", "action 4: 'of' must name an earlier action, not action 0"),
    ],
)
def test_finding_of_named_as_the_director_counts(of: int, lang: str, message: str) -> None:
    with pytest.raises(EventError) as caught:
        judge(TableRecord.from_json(_record(of)), lang)
    assert render_error(caught.value, lang) == message


def test_finding_of_a_call_is_judged(tmp_path: Path) -> None:
    """The same finding for North's 1S (``of`` 0, action 1) is no error."""
    judgment = judge(TableRecord.from_json(_record(0)), "en")
    assert judgment is not None
    text = rule_text(_record(0), tmp_path, "en")
    assert "cannot be judged yet" not in text
