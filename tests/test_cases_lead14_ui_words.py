"""16B1 in Dutch and German: the kind of extraneous information takes its own
article ("het gebaar", "die Bemerkung", "der unerwartete Alert"), where the
texts used to put one article before every kind ("das Bemerkung"; judg14's
finding, session 21). The board: N 1♠, E 2♥, S 2♠, W 3♥, North passes with
some extraneous information (agreed, or disputed), South bids 3♠ and North
claims nine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, script
from test_cases_auc1_judgment_laws import CLAIMED


def _board(kind: str, agreed: bool = True) -> dict[str, Any]:
    return record(
        [
            *script("N 1S; E 2H; S 2S; W 3H; N Pass"),
            {"by": "N", "extraneous": kind, "of": 4, "agreed": agreed},
            *script("E Pass; S 3S; W Pass; N Pass; E Pass"),
            *CLAIMED,
        ]
    )


@pytest.mark.parametrize(
    ("kind", "nl", "de"),
    [
        ("hesitation", "De denkpauze van Noord staat vast", "Das Zögern von Nord steht fest"),
        ("gesture", "Het gebaar van Noord staat vast", "Die Geste von Nord steht fest"),
        ("remark", "De opmerking van Noord staat vast", "Die Bemerkung von Nord steht fest"),
        (
            "unexpected_alert",
            "De onverwachte alert van Noord staat vast",
            "Der unerwartete Alert von Nord steht fest",
        ),
    ],
)
def test_law_16b1_established_information_named_with_its_article(
    kind: str, nl: str, de: str, tmp_path: Path
) -> None:
    out = clean_texts(_board(kind), tmp_path)
    assert nl in out["nl"]
    assert de in out["de"]
    assert "das Bemerkung" not in out["de"] and "das Geste" not in out["de"]


def test_law_16b1a_question_names_the_gesture_with_its_article(tmp_path: Path) -> None:
    out = clean_texts(_board("gesture"), tmp_path)
    assert "Could the gesture have demonstrably suggested 3♠ of South" in out["en"]
    assert "Kan het gebaar 3♠ van Zuid aantoonbaar gesuggereerd hebben" in out["nl"]
    assert "Konnte die Geste 3♠ von Süd nachweislich nahelegen" in out["de"]


def test_law_85a1_disputed_remark_asked_in_words_that_agree(tmp_path: Path) -> None:
    out = clean_texts(_board("remark", agreed=False), tmp_path)
    assert "The remark of North is disputed: did it happen" in out["en"]
    assert "Over de opmerking van Noord bestaat geen overeenstemming: is dat gebeurd" in out["nl"]
    assert "Die Bemerkung von Nord ist strittig: hat das stattgefunden" in out["de"]
