"""41B and 41C: who may have the auction restated after the final pass, and
until when (trick15b, item 3); 2007 41B and 41C read the same (seed 002).

From the seeds (000, 41B; 002, 41B): before the opening lead is faced the
leader's partner and the presumed declarer, not the presumed dummy, may have
the calls restated; declarer and each defender may at his own first turn to
play, a right that ends when he plays a card. The opening leader's first turn
to play is his lead: he may ask before he leads face down (41A), not after.
After that (41C) declarer and either defender, each at his own turn to play,
may be told only the contract and whether it is doubled or redoubled, not by
whom. The fact ``review_requested`` (``by``: who asked) is answered in words
with the law, in any phase; it changes nothing at the table.

Board 1 on ``rule_cases.DEAL`` (North deals): 1NT by North, 3NT by South,
doubled by West: North declares, South is dummy, East leads.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import fact
from rule_cases import clean_texts, record, rule_json, rule_refused, script

from bridgelaws import Table
from bridgelaws.cards import Seat
from bridgelaws.record import TableRecord

EDITIONS = ["2017", "2007"]
AUCTION = "N 1NT; E Pass; S 3NT; W X; N Pass; E Pass; S Pass"
FACE_DOWN = f"{AUCTION}; E card DA face_down"
FACED = f"{FACE_DOWN}; E card DA"


def _asked(steps: str, seat: str, edition: str) -> dict[str, Any]:
    return record([*script(steps), fact("review_requested", True, by=seat)], edition)


def _answer(data: dict[str, Any], tmp_path: Path) -> tuple[dict[str, Any], dict[str, str]]:
    report = rule_json(data, tmp_path)
    assert report["rulings"] == []  # asking is no irregularity and changes nothing
    return report, clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41b_leaders_partner_may_review_while_the_lead_is_face_down(
    edition: str, tmp_path: Path
) -> None:
    # East has led face down: West (his partner) and North (declarer) may
    # still have every call restated (41B); play waits where it was
    for seat, en, nl in (
        ("W", "West may have every call restated now (41B).", "West mag nu alle biedingen"),
        ("N", "North may have every call restated now (41B).", "Noord mag nu alle biedingen"),
    ):
        report, texts = _answer(_asked(FACE_DOWN, seat, edition), tmp_path)
        assert report["status"] == "play"
        assert report["without_effect"] == [{"event": 8, "by": seat, "text": en}]
        assert en in texts["en"]
        assert nl in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41b_opening_leader_reviews_before_his_lead_not_after(
    edition: str, tmp_path: Path
) -> None:
    # East's first turn to play is the opening lead: before it he may ask
    # (41B); once he has led face down his right has ended
    _, before = _answer(_asked(AUCTION, "E", edition), tmp_path)
    assert "East may have every call restated now (41B)." in before["en"]
    _, after = _answer(_asked(FACE_DOWN, "E", edition), tmp_path)
    assert "East may not have the calls restated (41B)." in after["en"]
    assert "Oost mag de biedingen niet laten herhalen (41B)." in after["nl"]
    assert "Ost darf die Ansagen nicht wiederholen lassen (41B)." in after["de"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41b_presumed_dummy_has_no_review(edition: str, tmp_path: Path) -> None:
    # South, the presumed dummy, may not ask, before the lead or after it
    for steps in (AUCTION, FACE_DOWN):
        _, texts = _answer(_asked(steps, "S", edition), tmp_path)
        assert "South may not have the calls restated (41B)." in texts["en"]
        assert "Zuid mag de biedingen niet laten herhalen (41B)." in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41c_once_the_lead_is_faced_partner_waits_for_his_own_turn(
    edition: str, tmp_path: Path
) -> None:
    # the lead is faced: West's first turn to play has not come (dummy plays
    # next), so he is told to wait for it (20C2, 41B); at his turn he may have
    # every call restated; after he has played, only the contract at his
    # turn (41C)
    _, texts = _answer(_asked(FACED, "W", edition), tmp_path)
    assert "West may have every call restated at his first turn to play (20C2)." in texts["en"]
    assert "(20C2)" in texts["nl"]
    _, texts = _answer(_asked(f"{FACED}; S card D5", "W", edition), tmp_path)
    assert "West may have every call restated now (20C2)." in texts["en"]
    report, texts = _answer(
        _asked(f"{FACED}; S card D5; W card D3; N card D8; E card DK; S card D6", "W", edition),
        tmp_path,
    )
    assert report["status"] == "play"
    assert (
        "West may only be told the contract and whether it is doubled or redoubled, not by "
        "whom (41C): 3NTX." in texts["en"]
    )
    assert "niet door wie (41C): 3SAX." in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41b_declarer_while_face_down_and_at_dummys_first_card(edition: str) -> None:
    # the library answer behind the fact: declarer keeps his right while the
    # lead is face down (41B) and at his first turn to play, dummy's card (20C2)
    def review(steps: str, seat: Seat) -> tuple[str, bool, int]:
        data = record(script(steps), edition)
        table = Table.from_record(TableRecord.from_json(data))
        answer = table.edition.auction_review(table, seat)
        return answer.law, answer.allowed, len(answer.calls)

    assert review(FACE_DOWN, Seat.NORTH) == ("41B", True, 7)
    assert review(FACED, Seat.NORTH) == ("20C2", True, 7)
    assert review(f"{FACED}; S card D5", Seat.NORTH) == ("41C", False, 0)
    assert review(FACE_DOWN, Seat.EAST) == ("41B", False, 0)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_20b_review_asked_during_the_auction_out_of_turn(edition: str, tmp_path: Path) -> None:
    # during the auction only the player to call may ask (20B)
    _, texts = _answer(_asked("N 1NT; E Pass", "W", edition), tmp_path)
    assert "West may have the calls restated only at his turn to call (20B)." in texts["en"]
    assert "alleen laten herhalen als hij aan de beurt is om te bieden (20B)" in texts["nl"]


def test_law_41b_review_without_who_asked_is_refused(tmp_path: Path) -> None:
    # who asked decides the answer: without him it is refused, naming the action
    data = record([*script(AUCTION), fact("review_requested", True)], "2017")
    english = rule_refused(data, tmp_path, "en")
    assert "action 8" in english
    assert "the player who asked ('by') is missing" in english
    dutch = rule_refused(data, tmp_path, "nl")
    assert "handeling 8" in dutch
    assert "de speler die het vroeg ('by') ontbreekt" in dutch
