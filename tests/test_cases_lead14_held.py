"""9B2: calls made after the director was called and before his ruling is
done are kept until it is done; the report shows them as waiting (``held``
and "Kept until the ruling is done"), the phone's auction shows them as made,
not struck through, and the protocol no longer says the chooser has not called.
(rubber14's finding, session 21.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_text

from bridgelaws import Table
from bridgelaws.record import TableRecord
from bridgelaws.table import CallState

EDITIONS = ["2017", "2007"]


def _insufficient_then_lho_calls(edition: str, *more: dict[str, Any]) -> dict[str, Any]:
    """N 1♠, E 1♥ (insufficient), South calls the director and then bids 2♠.
    Under 2017 the director first asks whether 1♥ was artificial (27B1a), so
    the call waits; under 2007 no fact is asked and South's call accepts
    (27A1)."""
    events = [
        {"by": "N", "call": "1S"},
        {"by": "E", "call": "1H"},
        {"by": "S", "director": True},
        {"by": "S", "call": "2S"},
        *more,
    ]
    return record(events, edition)


def test_law_9b2_call_after_the_director_was_called_is_shown_as_kept(tmp_path: Path) -> None:
    data = _insufficient_then_lho_calls("2017")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    assert report["held"] == [
        {
            "event": 3,
            "by": "S",
            "text": "South called 2♠ before the ruling was done: kept, and judged once it is "
            "done (9B2)",
        }
    ]
    nl = rule_text(data, tmp_path, "nl")
    assert "Bewaard tot de arbitrage klaar is:\n- handeling 4: Zuid bood 2♠ voordat" in nl
    # the protocol tells what happened, not that South has not called
    assert "Zuid heeft sindsdien niet geboden" not in nl
    assert (
        "Zuid bood 2♠ nadat de wedstrijdleider was geroepen, voordat de mogelijkheden waren "
        "uitgelegd: die bieding wordt bewaard en beoordeeld zodra hij heeft gekozen (27A1, 9B2)"
    ) in nl
    de = rule_text(data, tmp_path, "de")
    assert "Aufbewahrt, bis die Entscheidung getroffen ist:" in de
    clean_texts(data, tmp_path)


def test_law_9b2_kept_call_is_shown_made_not_withdrawn() -> None:
    table = Table.from_record(TableRecord.from_json(_insufficient_then_lho_calls("2017")))
    states = [(c.call.name, c.state) for c in table.calls_made()]
    assert states == [
        ("1S", CallState.STANDS),
        ("1H", CallState.AWAITS_RULING),
        ("2S", CallState.AWAITS_RULING),
    ]


def test_law_27a1_kept_call_becomes_the_acceptance_once_chosen(tmp_path: Path) -> None:
    data = _insufficient_then_lho_calls(
        "2017", {"fact": "artificial", "value": False}, {"by": "S", "choose": "accept"}
    )
    report = rule_json(data, tmp_path)
    assert "held" not in report
    assert report["status"] == "auction" and report["next"] == "W"
    nl = rule_text(data, tmp_path, "nl")
    assert "Bewaard tot" not in nl


def test_law_31_kept_call_judged_out_of_rotation_once_rejected(tmp_path: Path) -> None:
    data = _insufficient_then_lho_calls(
        "2017", {"fact": "artificial", "value": False}, {"by": "S", "choose": "reject"}
    )
    report = rule_json(data, tmp_path)
    assert "held" not in report
    codes = [(i["irregularity"], i["offender"], i["event"]) for i in report["irregularities"]]
    assert codes == [("insufficient_bid", "E", 1), ("bid_out_of_rotation", "S", 3)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_9b2_two_calls_kept_in_the_order_made(edition: str, tmp_path: Path) -> None:
    """S bids out of rotation, East calls the director, then East and South
    both call before West has chosen: both wait, in order."""
    data = record(
        [
            {"by": "N", "call": "1S"},
            {"by": "S", "call": "2S"},
            {"by": "E", "director": True},
            {"by": "E", "call": "3C"},
            {"by": "S", "call": "3S"},
        ],
        edition,
    )
    report = rule_json(data, tmp_path)
    assert [(h["event"], h["by"]) for h in report["held"]] == [(3, "E"), (4, "S")]
    en = rule_text(data, tmp_path, "en")
    assert (
        "Kept until the ruling is done:\n- action 4: East called 3♣ before the ruling was done"
    ) in en
    assert "- action 5: South called 3♠ before the ruling was done" in en


def test_law_9b2_kept_call_counts_events_after_a_situation(tmp_path: Path) -> None:
    """A record that starts from a situation (spec §6) numbers its events from
    the situation: the kept call is event 2, read as action 3."""
    data = {
        "edition": "2017",
        "board": 1,
        "situation": {"auction": ["1S"]},
        "events": [
            {"by": "E", "call": "1H"},
            {"by": "S", "director": True},
            {"by": "S", "call": "2S"},
        ],
    }
    report = rule_json(data, tmp_path)
    assert [(h["event"], h["by"]) for h in report["held"]] == [(2, "S")]
    assert "handeling 3: Zuid bood 2♠" in rule_text(data, tmp_path, "nl")


def test_law_27a1_2007_lho_call_accepts_at_once(tmp_path: Path) -> None:
    """2007: no fact to find first, so South's call over the insufficient bid
    accepts it (27A1) and nothing waits."""
    report = rule_json(_insufficient_then_lho_calls("2007"), tmp_path)
    assert "held" not in report
    assert report["irregularities"][0]["accepted"] is True
    assert report["status"] == "auction" and report["next"] == "W"


def test_rubber_call_kept_until_the_irregularity_is_settled(tmp_path: Path) -> None:
    """Rubber bridge has no director (60): South doubles his partner's bid
    (inadmissible), West passes before it is settled; the pass is kept, in the
    players' words and without the Laws' 9B2."""
    data = record(
        [
            {"by": "N", "call": "1S"},
            {"by": "E", "call": "Pass"},
            {"by": "S", "call": "X"},
            {"by": "W", "call": "Pass"},
        ],
        "rubber",
    )
    report = rule_json(data, tmp_path)
    assert [(h["event"], h["by"]) for h in report["held"]] == [(3, "W")]
    nl = rule_text(data, tmp_path, "nl")
    assert (
        "Bewaard tot de onregelmatigheid is geregeld:\n- handeling 4: West bood pas voordat "
        "de onregelmatigheid was geregeld"
    ) in nl
    assert "9B2" not in nl and "wedstrijdleider" not in nl
