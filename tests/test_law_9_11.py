"""Laws 9, 10 and 11: drawing attention, nothing done before the director has
explained, and rights lost by acting before the director is called."""

from __future__ import annotations

from typing import Any

from bridgelaws import Status, Table, TableRecord

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def table(events: list[dict[str, Any]], edition: str = "2017") -> Table:
    record = {"edition": edition, "board": 7, "deal": DEAL, "events": events}
    return Table.from_record(TableRecord.from_json(record))


IB = [{"by": "S", "call": "1NT"}, {"by": "W", "call": "1S"}]


#: the director's finding on the insufficient bid's meaning, asked before the
#: choice (27B1a; seed 004)
NATURAL = {"fact": "artificial", "value": False}


def test_law_9a_any_player_may_call_the_director_in_the_auction() -> None:
    for seat in "NESW":
        t = table([*IB, {"by": seat, "director": True}, NATURAL])
        assert t.status is Status.AWAITING_CHOICE
        assert t.report("en")["rulings"][-1]["chooser"] == "N"


def test_law_9_director_called_without_an_irregularity_changes_nothing() -> None:
    t = table([{"by": "S", "call": "1NT"}, {"by": "E", "director": True}])
    assert t.status is Status.AUCTION and t.rulings == []
    assert t.next is not None and t.next.letter == "W"


def test_law_9b2_a_call_before_the_director_rules_is_kept_for_the_ruling() -> None:
    # After West's insufficient 1S, East (not the player entitled to accept)
    # calls: the director must be called, and the record keeps East's call.
    t = table([*IB, {"by": "E", "call": "2H"}])
    assert t.status is Status.AWAITING_DIRECTOR
    assert t.pending is not None and t.pending.later_calls == [2]


def test_law_10c_a_choice_before_the_director_explained_counts_for_nothing() -> None:
    t = table([*IB, {"by": "N", "choose": "reject"}])
    assert t.rulings == [] and [c.name for _, c in t.auction.calls] == ["1NT"]
    t = table([*IB, {"by": "N", "choose": "reject"}, {"by": "N", "director": True}, NATURAL])
    assert t.status is Status.AWAITING_CHOICE  # the options are offered now


def test_law_10c_only_the_entitled_player_chooses() -> None:
    t = table([*IB, {"by": "S", "director": True}, NATURAL, {"by": "S", "choose": "reject"}])
    assert t.status is Status.AWAITING_CHOICE and t.rulings[-1].chosen is None


def test_law_11a_lho_acting_before_the_director_forfeits_rectification() -> None:
    # North calls over the insufficient bid instead of summoning the director:
    # the bid is accepted (27A1) and no option is left to anyone.
    for edition in ("2017", "2007"):
        t = table([*IB, {"by": "N", "call": "2H"}, {"by": "E", "director": True}], edition)
        assert t.irregularities[0].accepted and t.rulings == []
        assert [c.name for _, c in t.auction.calls] == ["1NT", "1S", "2H"]
        assert t.status is Status.AUCTION
