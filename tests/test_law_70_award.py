"""The director signs the claim ruling (Laws 70, 69B, 71, 81C): the engine's
award is confirmed or overridden by a ``claim_award`` fact, recorded as an
event, kept in the ruling beside the engine's figure, in both editions."""

from __future__ import annotations

import pytest
from claim_helpers import ending_table
from test_law_68_69 import KING_OFFSIDE, TRUMP_OUT

from bridgelaws import Table
from bridgelaws.cards import BridgeError, Seat
from bridgelaws.irregularities.claims import award_to_review
from bridgelaws.record import ConcedeEvent, DirectorEvent, FactEvent, TableRecord
from bridgelaws.table import Status

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def disputed(edition: str) -> Table:
    table = ending_table(*TRUMP_OUT, edition=edition)
    table.claim_tricks(N, 13)
    table.respond(E, False)
    table.apply(DirectorEvent(E))
    return table


def ruling_json(table: Table, code: str = "claim") -> dict[str, object]:
    return next(r for r in table.report()["rulings"] if r["irregularity"] == code)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_70_director_confirms_the_award(edition: str) -> None:
    table = disputed(edition)
    ruling = award_to_review(table)
    assert ruling is not None and ruling.facts["awarded"] == 12
    table.apply(FactEvent("claim_award", True))
    assert award_to_review(table) is None
    facts = ruling_json(table)["facts"]
    assert isinstance(facts, dict) and facts["director"] == "confirmed"
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    assert "The director confirms the award: NS 12 tricks." in ruling_json(table)["reasoning"]
    assert table.record.events[-1] == FactEvent("claim_award", True)


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_70_director_overrides_the_award(edition: str) -> None:
    table = disputed(edition)
    table.apply(FactEvent("claim_award", 13))
    facts = ruling_json(table)["facts"]
    assert isinstance(facts, dict)
    assert facts["director"] == "overridden" and facts["director_award"] == 13
    assert facts["awarded"] == 12  # the engine's figure stays beside it
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    assert table.report()["score"] == {"NS": 510, "EW": -510}
    # the record replays to the same report (the signature is an event)
    replayed = Table.from_record(TableRecord.loads(table.record.dumps()))
    assert replayed.report() == table.report()


def test_law_70_director_award_out_of_range_is_refused_in_the_readers_language() -> None:
    table = disputed("2017")
    before, events = table.report(), len(table.record.events)
    with pytest.raises(BridgeError) as caught:
        table.apply(FactEvent("claim_award", 8))  # NS have already won nine
    assert "from 9 to 13" in str(caught.value)
    assert table.report() == before and len(table.record.events) == events
    assert award_to_review(table) is not None


def test_law_70_award_fact_without_a_ruling_is_only_recorded() -> None:
    table = ending_table(*TRUMP_OUT)
    table.claim_tricks(N, 13)
    table.respond(E, True)
    table.respond(W, True)
    assert award_to_review(table) is None
    table.apply(FactEvent("claim_award", 11))
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_69b_director_overrides_the_return(edition: str) -> None:
    table = ending_table(*KING_OFFSIDE, edition=edition)
    table.claim_tricks(S, 13)
    table.respond(E, True)
    table.respond(W, True)
    table.respond(W, False)
    table.apply(DirectorEvent(W))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    ruling = award_to_review(table)
    assert ruling is not None and ruling.facts["awarded"] == 12
    table.apply(FactEvent("claim_award", 13))  # the director finds no trick lost
    assert table.report()["tricks"] == {"NS": 13, "EW": 0}
    assert table.report()["adjustments"] == []


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_71_director_confirms_the_restored_trick(edition: str) -> None:
    # North concedes one of the last four with four sure winners (see test_law_71)
    table = ending_table("AKQ.A.. 43..32. .543..2 .J.654.", "4H Pass Pass Pass", N, edition)
    table.apply(ConcedeEvent(N, 1))
    table.respond(E, True)
    table.respond(W, True)
    table.apply(DirectorEvent(N))
    ruling = award_to_review(table)
    assert ruling is not None
    awarded = ruling.facts["awarded"]
    assert table.report()["tricks"]["NS"] == awarded
    table.apply(FactEvent("claim_award", 12))
    assert table.report()["tricks"] == {"NS": 12, "EW": 1}
    assert ruling_json(table, "concession")["facts"]["director_award"] == 12  # type: ignore[index]
    assert table.status is Status.COMPLETE
