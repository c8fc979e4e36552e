"""Helper play8 (issue 13): a situation (spec §6) that cannot be true under
the Laws is refused, naming the field as the director says it.

The Laws restrict only a defender's leads (26, 50D2, 54D) and plays (57A):
a lead or play restriction of declarer or dummy in force cannot be, as a
penalty card of theirs cannot (48A). The rubber rules do give declarer's
side such duties (rule 45: the same suit from the right hand; rule 52), so
there the situation is accepted. Records our own.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS
from rule_cases import assert_clean_text, clean_texts, rule_json, rule_refused

from bridgelaws.cards import render_error
from bridgelaws.record import TableRecord
from bridgelaws.situation import SituationError

#: 4♠ by South, North dummy, after six tricks
WHERE = {"contract": "4S", "declarer": "S", "tricks": {"NS": 4, "EW": 2}}


def lead_restriction(seat: str, kind: str = "prohibit_suit", law: str = "26B") -> dict[str, Any]:
    return {"type": "lead_restriction", "seat": seat, "kind": kind, "suit": "H", "laws": [law]}


def with_obligation(edition: str, leader: str, obligation: dict[str, Any]) -> dict[str, Any]:
    situation = {**WHERE, "leader": leader, "obligations": [obligation]}
    return {"edition": edition, "board": 1, "situation": situation, "events": []}


LEAD_REFUSED = {
    "en": "declarer's and dummy's leads are never restricted (Laws 26, 50D2, 54D)",
    "nl": "de leider en de blinde krijgen nooit een voorspeelbeperking (art. 26, 50D2, 54D)",
    "de": "Alleinspieler und Dummy erhalten nie eine Ausspielbeschränkung (Regeln 26, 50D2, 54D)",
}
PLAY_REFUSED = {
    "en": "declarer's and dummy's plays are never restricted (Law 57A)",
    "nl": "de leider en de blinde krijgen nooit een speelbeperking (art. 57A)",
    "de": "Alleinspieler und Dummy erhalten nie eine Spielbeschränkung (Regel 57A)",
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("seat", "kind", "law"),
    [
        ("S", "prohibit_suit", "26B"),  # declarer
        ("N", "require_suit", "50D2a"),  # dummy
        ("S", "pending_choice", "54D"),
    ],
)
def test_law_26_50d2_54d_situation_lead_restriction_of_declarers_side_refused(
    tmp_path: Path, edition: str, seat: str, kind: str, law: str
) -> None:
    data = with_obligation(edition, "S", lead_restriction(seat, kind, law))
    for lang, words in LEAD_REFUSED.items():
        message = rule_refused(data, tmp_path, lang)
        assert f"situation.obligations[0]: {words}" in message
    # in the director's words (the assistant, the web form): the field by name
    with pytest.raises(SituationError) as refused:
        TableRecord.from_json(data)
    said = {lang: render_error(refused.value.in_words(), lang) for lang in ("nl", "en", "de")}
    assert said["en"] == f"Obligation 1 in force: {LEAD_REFUSED['en']}"
    for lang, text in said.items():
        assert LEAD_REFUSED[lang] in text
        assert "obligations" not in text
        assert_clean_text(text, lang)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_57a_situation_play_restriction_of_declarer_refused(
    tmp_path: Path, edition: str
) -> None:
    restriction = {"type": "play_restriction", "seat": "S", "kind": "highest", "laws": ["57A1"]}
    data = with_obligation(edition, "W", restriction)
    for lang, words in PLAY_REFUSED.items():
        assert f"situation.obligations[0]: {words}" in rule_refused(data, tmp_path, lang)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_26b_situation_defenders_lead_restriction_accepted(
    tmp_path: Path, edition: str
) -> None:
    data = with_obligation(edition, "W", lead_restriction("W"))
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert report["next"] == "W"
    kept = [(o["seat"], o["kind"], o["suit"]) for o in report["obligations"]]
    assert kept == [("W", "prohibit_suit", "H")]
    clean_texts(data, tmp_path)


def test_rubber_45_situation_declarers_lead_restriction_accepted(tmp_path: Path) -> None:
    # rule 45: after a lead from the wrong hand declarer leads the same suit
    # from the right hand; a restriction of his is possible in rubber bridge
    data = with_obligation("rubber", "S", lead_restriction("S", "require_suit", "45"))
    report = rule_json(data, tmp_path)
    assert report["status"] == "play"
    assert [(o["seat"], o["kind"]) for o in report["obligations"]] == [("S", "require_suit")]
    clean_texts(data, tmp_path)
