"""Several suits in one sentence are listed as a sentence lists them
("spades and hearts"), in every language, never as letters or a bare comma
list: 51B2b's prohibition of several suits and 2007 26A2's suits the
withdrawn call specified."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import nt, sit
from check6_cases import pc
from play2_helpers import EDITIONS, check_record
from rule_cases import clean_texts, record, rule_json, rule_text, script


def _east_on_lead(edition: str) -> dict[str, Any]:
    """3NT by North, NS 4 EW 2, East on lead; West holds the major penalty
    cards ♥J and ♠5, so declarer chooses under 51B at East's lead."""
    return sit(nt(4, 2, "E", penalty_cards=[pc("W", "HJ"), pc("W", "S5")]), [], edition)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_51b2b_two_suits_prohibited_listed_with_and(tmp_path: Path, edition: str) -> None:
    data = _east_on_lead(edition)
    report, nl, en = check_record(data, tmp_path)
    codes = {o["code"] for o in report["rulings"][-1]["options"]}
    assert "prohibit_suit:S+H" in codes
    assert "North forbids East to lead any of spades and hearts" in en
    assert "schoppen en harten" in nl
    assert "spades, hearts" not in en and "schoppen, harten" not in nl
    de = rule_text(data, tmp_path, "de")
    assert "Pik und Coeur" in de


def test_law_26a2_2007_two_suits_specified_listed_as_words(tmp_path: Path) -> None:
    # East's artificial 1H (hearts and spades) is refused and replaced by a
    # 3C that silences West (27B2); East names neither suit again, so at
    # West's opening lead declarer may require or forbid either (26A2)
    data = record(
        script(
            "N 1S; E 1H; S dir; fact artificial true H,S; S ch reject; E 3C; "
            "fact comparable false; S 3NT; W Pass; N Pass; E Pass"
        ),
        "2007",
    )
    report = rule_json(data, tmp_path)
    [ruling] = [r for r in report["rulings"] if r["irregularity"] == "lead_restriction"]
    assert ruling["laws"] == ["26A"] and ruling["chooser"] == "S"
    out = clean_texts(data, tmp_path)
    assert "specified hearts and spades only" in out["en"]
    assert "harten en schoppen" in out["nl"]
    assert "Coeur und Pik" in out["de"]
