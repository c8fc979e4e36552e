"""The language sweep (helper text11): the result in words at the end of the
board (web 'Einde van het spel', direct) named a side by its letters in a
sentence ('Artikel 64A1: 2 slagen worden overgedragen aan NZ'): now by name
in each language, as every other sentence does ('aan Noord-Zuid', 'an
Nord-Süd')."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json

from bridgelaws.instruction import result
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

#: 4S by South made ten (10-3); East revoked in trick 5 and won it, and his
#: side won one more trick after it: two tricks go to North-South (64A1)
SITUATION = {"contract": "4S", "declarer": "S", "tricks": {"NS": 10, "EW": 3}}
EVENTS: list[dict[str, Any]] = [
    {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
    {"fact": "revoke_trick_won_by", "value": "E"},
    {"fact": "offending_side_tricks_after", "value": 1},
]


@pytest.mark.parametrize("edition", ["2017", "2007"])
@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        ("nl", "Artikel 64A1: 2 slagen worden overgedragen aan Noord-Zuid.", "aan NZ"),
        ("en", "Law 64A1: 2 tricks are transferred to North-South.", "to NS"),
        ("de", "Regel 64A1: 2 Stiche werden an Nord-Süd übertragen.", "an NS"),
    ],
)
def test_law_64a1_transfer_names_the_side_in_words(
    lang: str, said: str, not_said: str, edition: str, tmp_path: Path
) -> None:
    data = record(EVENTS, edition, situation=SITUATION)
    del data["deal"]
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    assert [(a["law"], a["tricks"], a["to"]) for a in report["adjustments"]] == [("64A1", 2, "NS")]
    table = Table.from_record(TableRecord.from_json(data))
    text = "\n".join(m.render(lang) for m in result(table))
    flat = " ".join(text.split())
    assert said in flat and not_said not in flat
    assert_clean_text(text, lang)
