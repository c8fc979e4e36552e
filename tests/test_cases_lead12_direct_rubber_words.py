"""`direct` under the NBB rubber rules: its headings number rules, not Laws
("Onvoldoende bod (Zuid; regel 40(1))"), as `rule`'s text does; the duplicate
editions keep "Artikel" / "Law"."""

from __future__ import annotations

import pytest
from test_cases_text9_direct import direct

#: North 1♥, East 1♠, South bids 1♦ (insufficient), West calls attention
STEPS = ["b", "1H 1S", "Z 1R", "W wl", "klaar"]


def test_rubber_rule_40_direct_headings_say_rule() -> None:
    out = direct(STEPS, "--edition", "rubber")
    assert "Onvoldoende bod (regel 40)" in out
    assert "Onvoldoende bod (Zuid; regel 40(1))" in out
    assert "Artikel" not in out


def test_rubber_rule_40_direct_headings_in_english_and_german() -> None:
    en = direct(["a", "1H 1S", "S 1D", "W td", "quit"], "--edition", "rubber", "--lang", "en")
    assert "Insufficient bid (South; rule 40(1))" in en and "Law 40" not in en
    de = direct(["r", "1C 1P", "S 1K", "W tl", "ende"], "--edition", "rubber", "--lang", "de")
    assert "Regel 40(1))" in de and "Regel 40" in de


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_27_direct_headings_keep_law(edition: str) -> None:
    out = direct(STEPS, "--edition", edition)
    assert "Onvoldoende bod (Zuid; Artikel 27)" in out
    assert "regel 40" not in out
