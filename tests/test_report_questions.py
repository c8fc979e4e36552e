"""The director's question in the human report: its law numbers said once."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.rule_cases import assert_clean_text, record, rule_text, script

# 3NT by North; West revokes in trick 3 and it is established; dummy (South)
# then calls the director during the play (43A1b).
EVENTS = (
    "N 1C; E Pass; S 1H; W Pass; N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass;"
    " E card S8; S card SJ; W card S5; N card S2;"
    " S card HA; W card H2; N card H4; E card HK;"
    " E card DA; S card D5; W card C8; N card D8;"
    " E card DK; S card D6; W card D3; N card D9; S dir"
)


@pytest.mark.parametrize(
    ("lang", "asked"),
    [("nl", "Vraag voor de wedstrijdleider:"), ("en", "Question for the director:")],
)
def test_law_43b3_question_names_its_law_once(tmp_path: Path, lang: str, asked: str) -> None:
    text = rule_text(record(script(EVENTS)), tmp_path, lang)
    [line] = [line for line in text.splitlines() if asked in line]
    assert line.count("43B3") == 1
    assert_clean_text(text)


# 3NT by North; East wins the first trick and West leads at his partner's turn;
# North calls the director (53, 56).
LEAD_OUT_OF_TURN = (
    "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass;"
    " E card DA; S card D5; W card D3; N card D8; W card H2; N dir"
)


@pytest.mark.parametrize("edition", ["2017", "2007"])
@pytest.mark.parametrize(
    ("lang", "first", "after"),
    [
        # the status is awaiting_choice: the line names the chooser, after the facts
        (
            "nl",
            "Noord moet kiezen, zodra de wedstrijdleider de feiten heeft vastgesteld (85).",
            "Noord moet eerst kiezen.",
        ),
        (
            "en",
            "North must choose, once the director has established the facts (85).",
            "North must choose first.",
        ),
    ],
)
def test_law_85_facts_before_the_choice_in_the_status_line(
    tmp_path: Path, edition: str, lang: str, first: str, after: str
) -> None:
    # seed 004's general protocol: how West came to lead is asked before North chooses
    events = script(LEAD_OUT_OF_TURN)
    assert first in rule_text(record(events, edition), tmp_path, lang).splitlines()[0]
    answered = [*events, {"fact": "opponent_induced", "value": False}]
    assert after in rule_text(record(answered, edition), tmp_path, lang).splitlines()[0]
