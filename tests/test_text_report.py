"""What the director reads: each law cited once per sentence (report_text.with_laws),
one numbering of the record's actions, judgment questions at the top."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rule_cases import assert_clean_text, record, rule_json, rule_text, script

from bridgelaws.cards import BridgeError, render_error
from bridgelaws.record import TableRecord
from bridgelaws.report_text import with_laws


def test_law_27b3_cited_covers_27b_once() -> None:
    text = "A double is cancelled unless it is comparable (27B3)."
    assert with_laws(text, ["27B"]) == text


def test_law_29b_joins_the_branches_list_first() -> None:
    # the option's own law first, the branches after it, one list
    text = "Any other call makes East pass at his next turn (31B, 26B)."
    assert with_laws(text, ["29B", "31"]) == (
        "Any other call makes East pass at his next turn (29B, 31B, 26B)."
    )


def test_laws_before_the_full_stop() -> None:
    assert with_laws("He leads to trick 1.", ["67B1a"]) == "He leads to trick 1 (67B1a)."
    assert with_laws("He leads", ["53A", "53A"]) == "He leads (53A)"


def test_law_numbers_are_not_string_prefixes() -> None:
    # 27 is not cited by 2, nor 2 by 27; 40 is cited by rubber 40(2)
    assert with_laws("x (27)", ["2"]) == "x (2, 27)"
    assert with_laws("x (40(2))", ["40"]) == "x (40(2))"
    assert with_laws("x (55(1)(a)(III))", ["55"]) == "x (55(1)(a)(III))"
    assert with_laws("x (64C2b)", ["64C", "64"]) == "x (64C2b)"


def test_a_group_that_is_not_a_law_list_is_kept_and_laws_appended() -> None:
    text = "Logical alternatives (bid 3S): pass"
    assert with_laws(text, ["16B1a"]) == text + " (16B1a)"


LAW = st.from_regex(r"[1-9][0-9]?(?:[A-E](?:[1-4][a-c]?)?)?", fullmatch=True)


@given(st.lists(LAW, max_size=4, unique=True), st.lists(LAW, min_size=1, max_size=4))
def test_every_law_cited_and_one_list(cited: list[str], laws: list[str]) -> None:
    text = "The auction goes on" + (f" ({', '.join(cited)})" if cited else "") + "."
    out = with_laws(text, laws)
    assert out.endswith(").") and out.count("(") == 1
    listed = out[out.index("(") + 1 : -2].split(", ")
    for law in laws:
        # each law is in the list, itself or a sub-law of it
        assert any(c == law or c.startswith(law) for c in listed), (law, out)
    assert len(listed) == len(set(listed))


# -- one numbering: the director's "action N", counted from 1 -----------------------

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def _error(data: dict[str, Any], lang: str) -> str:
    from bridgelaws.table import Table

    with pytest.raises(BridgeError) as refused:
        Table.from_record(TableRecord.from_json(data))
    return render_error(refused.value, lang)


def test_a_card_not_held_is_named_as_the_report_names_actions() -> None:
    # the third action (West's HA, dealt to South) is "action 3" in every language
    data = {
        "board": 1,
        "deal": DEAL,
        "events": [
            {"by": "N", "call": "1S"},
            {"by": "E", "call": "Pass"},
            {"by": "W", "card": "HA"},
        ],
    }
    with pytest.raises(BridgeError) as refused:
        TableRecord.from_json(data)
    assert str(refused.value).startswith("action 3: West does not hold")
    assert render_error(refused.value, "nl").startswith("handeling 3: West heeft ♥A niet")
    assert render_error(refused.value, "de").startswith("Handlung 3: ")


def test_a_situation_record_counts_its_own_actions() -> None:
    # the situation's four calls are not actions of the record: West's HA,
    # the record's third event, is action 3 (not 7)
    data = {
        "board": 1,
        "deal": DEAL,
        "situation": {"auction": ["1S", "Pass", "Pass", "Pass"]},
        "events": [
            {"by": "E", "card": "HK"},
            {"by": "S", "card": "HA"},
            {"by": "W", "card": "HA"},
        ],
    }
    assert _error(data, "en").startswith("action 3: ")
    assert _error(data, "nl").startswith("handeling 3: ")


def test_law_66d_a_bad_fact_is_named_by_its_action() -> None:
    # the same numbering as the report's "action 1" for a fact error (FactError)
    from bridgelaws.found_revoke import FactError

    error = FactError(0, "{value} is not a suit", value='"Q"')
    assert str(error) == 'action 1: "Q" is not a suit'
    assert render_error(error, "nl").startswith("handeling 1: ")


def test_law_54e_developer_note_names_the_seat_once(tmp_path: Path) -> None:
    # South, declarer, tries to make the opening lead: one "South" in the note
    events = "N Pass; E Pass; S 1NT; W Pass; N Pass; E Pass; S card HA"
    report = rule_json(record(script(events)), tmp_path)
    found = report["irregularities"][0]
    assert found["irregularity"] == "exposed_card" and found["laws"][0] == "54E"
    assert found["developer_note"] == "South tried to make the opening lead"


# -- the director's questions at the top ----------------------------------------------


def _hesitation() -> dict[str, Any]:
    from test_cases_auc1_judgment_laws import CLAIMED, HESITATION

    return record([*HESITATION, *CLAIMED])


def test_law_16b1a_judgment_question_shown_first_in_json(tmp_path: Path) -> None:
    # the board is over (status complete), but the director still judges 16B1a:
    # the question is in the report's top-level questions, said to be the judgment's
    report = rule_json(_hesitation(), tmp_path)
    assert report["status"] == "complete"
    assert [(q["fact"], q["source"]) for q in report["questions"]] == [
        ("logical_alternatives", "judgment")
    ]
    assert report["questions"][0]["laws"] == report["judgment"]["questions"][0]["laws"]


def test_law_16b1a_judgment_question_on_the_first_lines_of_the_text(tmp_path: Path) -> None:
    data = _hesitation()
    said = {
        "nl": (
            "De wedstrijdleider moet nog een vraag over zijn oordeel beantwoorden.",
            "De denkpauze",
        ),
        "en": ("The director must still answer a question of judgment.", "the hesitation"),
        "de": ("Der Turnierleiter muss noch eine Frage zu seinem Urteil beantworten.", "Zögern"),
    }
    for lang, (status, question) in said.items():
        lines = rule_text(data, tmp_path, lang).splitlines()
        assert lines[0].endswith(status), lines[0]
        assert question.lower() in lines[2].lower(), lines[:3]  # after the heading
        assert sum(question.lower() in line.lower() for line in lines) >= 1
        assert_clean_text("\n".join(lines))


def test_law_25a_ruling_question_in_the_top_level_questions(tmp_path: Path) -> None:
    # a question of the ruling itself is there too, with its source
    report = rule_json(record(script("N 1C; E 1H; N 1D; E dir")), tmp_path)
    assert report["status"] in ("awaiting_fact", "awaiting_choice")
    sources = [q["source"] for q in report["questions"]]
    assert sources and set(sources) <= {"protocol", "ruling"}


def test_no_questions_field_when_nothing_is_asked(tmp_path: Path) -> None:
    report = rule_json(record(script("N 1S; E Pass")), tmp_path)
    assert "questions" not in report
