"""Rubber bridge has no director (seed 001, rule 60: a player draws attention;
the rules name who chooses or decides). Its report, ``rule``'s text and
``direct`` say so in their own words, in nl, en and de; the duplicate
editions keep the director (session 21, rubber14)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, script
from test_cases_rubber13_blind import TABLE
from test_cases_text9_direct import direct

from bridgelaws import report_text
from bridgelaws.record import TableRecord
from bridgelaws.table import Table
from bridgelaws.web.views import event_line, status_line

DIRECTOR = re.compile(r"director|wedstrijdleider|Turnierleiter|arbitr", re.IGNORECASE)

#: 55(6) footnote: West revokes in trick 1, established in trick 2; North
#: claims nine, agreed; a majority decide that one trick is transferred
FOOTNOTE = [
    *script(
        "N 1NT; E Pass; S Pass; W Pass; E card C4; S card C7; W card H2; N card CA; "
        "N card SA; E card S8; S card S6; W card S3"
    ),
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
    {"fact": "revoke_tricks_decided", "value": 1, "majority": True},
]


def test_rubber_rule_55_6_footnote_note_is_the_players_not_the_directors(
    tmp_path: Path,
) -> None:
    texts = clean_texts(record(FOOTNOTE, "rubber"), tmp_path)
    assert "Door de spelers geregeld:\n- handeling 16: De spelers konden" in texts["nl"]
    assert "Settled by the players:\n- action 16: The players could not" in texts["en"]
    assert "Von den Spielern geregelt:\n- Handlung 16:" in texts["de"]
    for lang, text in texts.items():
        assert not DIRECTOR.search(text), (lang, text)


def _report(data: dict[str, Any], lang: str) -> str:
    table = Table.from_record(TableRecord.from_json(data))
    return "\n".join(report_text.report_lines(table, lang))


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_rubber_rule_60_no_director_in_any_rubber_report(lang: str) -> None:
    # every table record of session 20's blind check, and the footnote's
    records = [case.record for case in TABLE] + [record(FOOTNOTE, "rubber")]
    said = [(i, line) for i, data in enumerate(records) for line in _report(data, lang).split("\n")]
    assert [(i, line) for i, line in said if DIRECTOR.search(line)] == []


def test_rubber_rule_60_direct_says_attention_drawn() -> None:
    en = direct(["a", "1H 1S", "S 1D", "W td", "quit"], "--edition", "rubber", "--lang", "en")
    assert "West draws attention to an irregularity" in en
    assert "calls the director" not in en
    nl = direct(["b", "1H", "O toon R2", "Z wl", "klaar"], "--edition", "rubber")
    assert "Zuid vestigt de aandacht op een onregelmatigheid" in nl
    # 43: the auction goes on after the card shown (no director to wait for)
    assert "Het bieden gaat verder: Oost is aan de beurt." in nl
    de = direct(["r", "1C 1P", "S 1K", "W tl", "ende"], "--edition", "rubber", "--lang", "de")
    assert "West macht auf eine Regelwidrigkeit aufmerksam" in de


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_9_direct_keeps_the_director_in_duplicate(edition: str) -> None:
    en = direct(["a", "1H 1S", "S 1D", "W td", "quit"], "--edition", edition, "--lang", "en")
    assert "West calls the director" in en


@pytest.mark.parametrize(
    ("lang", "attention", "found", "waiting"),
    [
        (
            "nl",
            "West vestigt de aandacht op een onregelmatigheid",
            "De spelers stellen vast: West verzaakte in slag 3",
            "De spelers moeten dit eerst volgens de regels afhandelen.",
        ),
        (
            "en",
            "West draws attention to an irregularity",
            "The players establish: West revoked in trick 3",
            "The players must first settle this by the rules.",
        ),
        (
            "de",
            "West macht auf eine Regelwidrigkeit aufmerksam",
            "Die Spieler stellen fest: West hat im 3. Stich revoziert",
            "Die Spieler müssen dies zuerst nach den Regeln erledigen.",
        ),
    ],
)
def test_rubber_rule_60_web_lines_name_no_director(
    lang: str, attention: str, found: str, waiting: str
) -> None:
    revoke = {"fact": "revoke", "value": {"seat": "W", "trick": 3}}
    assert event_line({"by": "W", "director": True}, None, lang, rubber=True) == attention
    assert event_line(revoke, None, lang, rubber=True) == found
    assert status_line({"status": "awaiting_director", "edition": "rubber"}, lang) == waiting
    for said in (
        event_line({"fact": "cards_gathered", "value": True}, None, lang, rubber=True),
        status_line({"status": "awaiting_fact", "edition": "rubber"}, lang),
    ):
        assert not DIRECTOR.search(said), said


def test_law_9_web_lines_keep_the_director_in_duplicate() -> None:
    assert event_line({"by": "W", "director": True}, None, "nl") == "West roept de wedstrijdleider"
    waiting = status_line({"status": "awaiting_director", "edition": "2017"}, "en")
    assert waiting == "Waiting for the director"
