"""Law 71: a concession of a trick that no normal play could lose is cancelled."""

from __future__ import annotations

import pytest
from claim_helpers import ending_table

from bridgelaws.cards import Seat
from bridgelaws.record import DirectorEvent
from bridgelaws.table import Status

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

#: 4H by North, North on lead after nine tricks with four top spades; West holds
#: the only trump left, the ace: it takes a trick whatever anyone plays.
ACE_OF_TRUMPS = ("AKQJ... T...432 ..65.65 .A.432.", "4H Pass Pass Pass", N)

#: The same contract; West's last trump is the jack and North holds the ace:
#: drawing it (a normal play) loses West his trick.
JACK_OF_TRUMPS = ("AKQ.A.. 43..32. .543..2 .J.654.", "4H Pass Pass Pass", N)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_71_concession_cancelled(edition: str) -> None:
    table = ending_table(*ACE_OF_TRUMPS, edition=edition)
    table.concede(W, 4)
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    table.apply(DirectorEvent(E))
    report = table.report()
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 12, "EW": 1}
    assert report["adjustments"] == [{"law": "71", "to": "EW", "tricks": 1}]
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "concession"
    assert ruling["laws"] == ["71"]
    assert ruling["effects"][0]["type"] == "tricks_restored"


def test_law_71_concession_stands_when_a_normal_line_loses_the_trick() -> None:
    table = ending_table(*JACK_OF_TRUMPS)
    table.concede(W, 4)
    table.apply(DirectorEvent(W))
    report = table.report()
    assert report["tricks"] == {"NS": 13, "EW": 0}
    assert report["adjustments"] == []
    assert "concession stands" in report["rulings"][-1]["reasoning"][0]


def test_law_71_partial_concession_keeps_what_was_not_conceded() -> None:
    # West concedes three of the four: EW keep one, which is all the ace is worth.
    table = ending_table(*ACE_OF_TRUMPS)
    table.concede(W, 3)
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    table.apply(DirectorEvent(W))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    assert table.status is Status.COMPLETE


def test_law_71_reviewed_once() -> None:
    table = ending_table(*ACE_OF_TRUMPS)
    table.concede(W, 4)
    table.apply(DirectorEvent(E))
    table.apply(DirectorEvent(W))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    assert len([r for r in table.rulings if r.irregularity.code == "concession"]) == 1
