"""A claim's line played out is written in the director's notation."""

from __future__ import annotations

from pathlib import Path

from tests.rule_cases import record, rule_text, script

# 3NT by North; East cashes four diamonds, North wins the spade switch and
# claims the rest; East disputes.
EVENTS = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass;"
    " E card DA; S card D5; W card D3; N card D8;"
    " E card DK; S card D6; W card D4; N card D9;"
    " E card DQ; S card DJ; W card D7; N card DT;"
    " E card D2; S card H8; W card H2; N card C2;"
    " E card S8; S card S6; W card S3; N card SK"
)


def _line(tmp: Path, lang: str, start: str) -> str:
    events = [
        *script(EVENTS),
        {"by": "N", "claim": 8},
        {"by": "E", "dispute": True},
        {"by": "W", "director": True},
    ]
    text = rule_text(record(events), tmp, lang)
    [line] = [line for line in text.splitlines() if start in line]
    return line


def test_law_70a_claim_line_in_dutch_notation(tmp_path: Path) -> None:
    line = _line(tmp_path, "nl", "De uitgespeelde speelwijze:")
    assert "N:♠A O:" in line  # Oost, not E; ♠A, not SA
    assert " E:" not in line and "S:" not in line and "SA" not in line


def test_law_70a_claim_line_in_english_notation(tmp_path: Path) -> None:
    line = _line(tmp_path, "en", "The line played out:")
    assert "N:♠A E:" in line
    assert "SA" not in line


def test_law_70c3_one_trick_lost_to_a_forgotten_trump_in_the_singular(tmp_path: Path) -> None:
    # 4♠ by South, three cards left; East still has ♠3, which South's claim of
    # all three does not mention
    data = {
        "edition": "2017",
        "board": 3,
        "situation": {
            "contract": "4S",
            "declarer": "S",
            "tricks": {"NS": 9, "EW": 1},
            "leader": "S",
            "dummy": "-.A2.3.-",
            "hands": {"S": "2.K3.-.-", "E": "3.QJ.-.-", "W": "-.T9.4.-"},
        },
        "events": [
            {"by": "S", "claim": 12},
            {"by": "E", "dispute": True},
            {"by": "E", "director": True},
        ],
    }
    dutch = rule_text(data, tmp_path, "nl")
    assert "Een normale speelwijze verliest een slag aan die troef (70C3)." in dutch
    assert "(en)" not in dutch
    assert "A normal line loses a trick to that trump (70C3)." in rule_text(data, tmp_path, "en")
