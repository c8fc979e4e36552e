"""Rubber rule 47 (seed 001): a defender's premature card and what follows
when the table plays on (rule 56), the discard of (IV), and the general
protocol's step that says what comes after "not accepted" (both systems)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from play2_helpers import EDITIONS, ONE_HEART, SOUTH_WINS_T1, check, events
from rule_cases import record

from bridgelaws import protocol
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

PLAY = f"{ONE_HEART}; {SOUTH_WINS_T1}"
#: trick 2: South leads a diamond and East plays his ace before West
EARLY = f"{PLAY}; S card D5; E card DA"


def _rubber(text: str, tmp_path: Path) -> tuple[dict[str, Any], str, str]:
    report, nl, en = check(text, tmp_path, "rubber")
    for out in (nl, en):
        assert "artikel" not in out and "Law " not in out and "wedstrijdleider" not in out
    return report, nl, en


def test_rubber_47_1_partner_playing_on_keeps_declarers_right_56(tmp_path: Path) -> None:
    # West plays to the trick before anyone drew attention to East's early
    # ace: South has not stated a penalty, so his right stands (56); he is
    # asked now, and West's card goes back to his hand as an exposed card
    report, nl, en = _rubber(f"{EARLY}; W card D3", tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "premature_play" and ruling["chooser"] == "S"
    assert [o["code"] for o in ruling["options"]][:4] == ["highest", "lowest", "win", "lose"]
    assert {
        "type": "exposed_card",
        "seat": "W",
        "laws": ["56", "44"],
        "card": "D3",
        "chooser": "S",
    } in (report["obligations"])
    assert "West played to the trick before a penalty was stated: South keeps his right" in en
    assert "West speelde bij in de slag voordat een straf was aangegeven" in nl


def test_rubber_47_1_declarers_side_playing_on_imposes_no_penalty(tmp_path: Path) -> None:
    # North plays on as well: South stated no penalty; West's three stands as
    # played, East's ace is played at his turn and wins; East leads next
    report, nl, en = _rubber(f"{EARLY}; W card D3; N card D8", tmp_path)
    assert report["status"] == "play" and report["next"] == "E"
    ruling = report["rulings"][0]
    assert ruling["chosen"] == "no_restriction"
    assert report["obligations"] == []
    assert "South's side played on without stating a penalty: none is imposed." in en
    assert "De partij van Zuid speelde door zonder een straf aan te geven" in nl
    # and the play goes on from there to a result
    report, _, _ = _rubber(f"{EARLY}; W card D3; N card D8; E card S8; S card S7", tmp_path)
    assert report["next"] == "W"


def test_rubber_47_1_the_penalty_after_the_partner_played_on(tmp_path: Path) -> None:
    # South names "highest": West's three is back in his hand (exposed) and
    # he must play his highest diamond, the seven
    report, _, _ = _rubber(f"{EARLY}; W card D3; S ch highest", tmp_path)
    restriction = [o for o in report["obligations"] if o["type"] == "play_restriction"]
    assert restriction and restriction[0]["seat"] == "W" and restriction[0]["kind"] == "highest"


def test_rubber_47_1_iv_no_trump_discard(tmp_path: Path) -> None:
    # hearts are trumps: a heart played to a diamond is a ruff (II), not a
    # discard (IV); the led suit is no discard either
    report, _, _ = _rubber(f"{EARLY}; S dir", tmp_path)
    codes = [o["code"] for o in report["rulings"][-1]["options"]]
    assert "discard:H" not in codes and "discard:D" not in codes
    assert "discard:S" in codes and "discard:C" in codes


def test_rubber_47_1_iv_no_trump_discard_at_no_trumps(tmp_path: Path) -> None:
    # at no trumps every suit but the one led may be named
    auction = "N P; E P; S 1NT; W P; N P; E P"
    report, _, _ = _rubber(f"{auction}; {SOUTH_WINS_T1}; S card D5; E card DA; S dir", tmp_path)
    codes = [o["code"] for o in report["rulings"][-1]["options"]]
    assert [c for c in codes if c.startswith("discard:")] == ["discard:S", "discard:H", "discard:C"]


def _steps(text: str, edition: str) -> list[protocol.Step]:
    table = Table.from_record(TableRecord.from_json(record(events(text), edition)))
    return protocol.steps(table)


@pytest.mark.parametrize("edition", EDITIONS)
def test_protocol_acted_since_says_the_options_follow(edition: str) -> None:
    # seed 004: not accepted by action, so the director explains every
    # option and then the player chooses (10C1)
    steps = _steps(f"{PLAY}; N card S2; W dir", edition)
    step = next(s for s in steps if s.key == "acted_since")
    en, nl = step.text.render("en"), step.text.render("nl")
    assert "rectification follows" not in en
    assert en.endswith("Next, every option is explained, then the entitled player chooses (10C1).")
    assert nl.endswith(
        "Nu worden alle mogelijkheden uitgelegd, daarna kiest de speler die mag kiezen (10C1)."
    )


def test_protocol_acted_since_rubber_the_players_settle_it() -> None:
    steps = _steps(f"{PLAY}; N card S2; W dir", "rubber")
    step = next(s for s in steps if s.key == "acted_since")
    en = step.text.render("en")
    assert "(45)" in en and "10C1" not in en
    assert en.endswith("Next, the player entitled to a penalty names one or lets the card stand.")
