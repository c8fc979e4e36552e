"""Laws 28-32 (2017): calls out of rotation, accepted, cancelled or ruled on."""

from __future__ import annotations

from typing import Any

import pytest

from bridgelaws import Status, Table, TableRecord
from bridgelaws.cards import Seat

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def table(events: list[dict[str, Any]], edition: str = "2017") -> Table:
    # Board 1: North deals.
    record = {"board": 1, "deal": DEAL, "events": events, "edition": edition}
    return Table.from_record(TableRecord.from_json(record))


def obligations(t: Table) -> list[dict[str, Any]]:
    return [o.to_json() for o in t.obligations]


def test_law_29a_lho_accepts_by_choosing() -> None:
    # South bids at East's turn (East is South's RHO); West, South's LHO, accepts.
    t = table(
        [
            {"by": "N", "call": "1C"},
            {"by": "S", "call": "1H"},
            {"by": "W", "director": True},
            {"by": "W", "choose": "accept"},
        ]
    )
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "W"
    assert [c.name for _, c in t.auction.calls] == ["1C", "1H"]


def test_law_28b_call_by_the_player_in_turn_cancels_the_call_out_of_rotation() -> None:
    t = table([{"by": "N", "call": "1C"}, {"by": "S", "call": "1H"}, {"by": "E", "call": "1S"}])
    assert t.irregularities[0].laws == ("31", "28B")
    assert [c.name for _, c in t.auction.calls] == ["1C", "1S"]
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "S"


def test_law_30a_pass_at_rho_turn_offender_passes_next_turn() -> None:
    t = table(
        [
            {"by": "N", "call": "1C"},
            {"by": "S", "call": "Pass"},
            {"by": "W", "director": True},
            {"by": "W", "choose": "reject"},
        ]
    )
    assert t.next is not None and t.next.letter == "E"
    assert obligations(t) == [
        {"type": "must_pass", "seat": "S", "laws": ["30A"], "scope": "next_turn"}
    ]
    t = table(
        [
            {"by": "N", "call": "1C"},
            {"by": "S", "call": "Pass"},
            {"by": "W", "director": True},
            {"by": "W", "choose": "reject"},
            {"by": "E", "call": "1D"},
            {"by": "S", "call": "Pass"},
        ]
    )
    assert t.obligations == []  # paid at his next turn


def test_law_31a1_rho_passes_offender_repeats_the_bid() -> None:
    t = table(
        [
            {"by": "N", "call": "1C"},
            {"by": "S", "call": "1H"},
            {"by": "W", "director": True},
            {"by": "W", "choose": "reject"},
            {"by": "E", "call": "Pass"},
            {"by": "S", "call": "1H"},
        ]
    )
    assert t.status is Status.AUCTION and t.obligations == []
    assert any(e["laws"] == ["31A1"] for e in t.report()["rulings"][0]["effects"])


def test_law_31a2b_rho_bids_offender_not_comparable_partner_passes_once() -> None:
    events = [
        {"by": "N", "call": "1C"},
        {"by": "S", "call": "1H"},
        {"by": "W", "director": True},
        {"by": "W", "choose": "reject"},
        {"by": "E", "call": "1S"},
        {"by": "S", "call": "2D"},
    ]
    t = table(events)
    assert t.status is Status.AWAITING_FACT
    t = table([*events, {"fact": "comparable", "value": False}])
    assert obligations(t) == [
        {"type": "lead_restriction", "seat": "N", "laws": ["26B"], "kind": "pending_choice"},
        {"type": "must_pass", "seat": "N", "laws": ["31A2b"], "scope": "next_turn"},
    ]
    t = table([*events, {"fact": "comparable", "value": True}])
    assert t.obligations == []


def test_law_31b_bid_at_partner_turn_partner_calls_freely() -> None:
    # East bids at West's turn (West is East's partner).
    events = [
        {"by": "N", "call": "1C"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "1H"},
        {"by": "E", "call": "1S"},
        {"by": "S", "director": True},
        {"fact": "unintended", "value": False},  # not a change of call (25A)
        {"by": "S", "choose": "reject"},
        {"by": "W", "call": "2C"},
        {"by": "N", "call": "Pass"},
        {"by": "E", "call": "3C"},
        {"fact": "comparable", "value": False},
    ]
    t = table(events)
    assert obligations(t) == [
        {"type": "lead_restriction", "seat": "W", "laws": ["26B"], "kind": "pending_choice"},
        {"type": "must_pass", "seat": "W", "laws": ["31B2", "31A2b"], "scope": "next_turn"},
    ]


def table2007(events: list[dict[str, Any]]) -> Table:
    record = {"edition": "2007", "board": 1, "deal": DEAL, "events": events}
    return Table.from_record(TableRecord.from_json(record))


REJECT = [{"by": "W", "director": True}, {"by": "W", "choose": "reject"}]


def test_law_30a_2007_pass_before_any_bid_offender_passes_once() -> None:
    # North deals; South passes at North's turn, before anyone has bid.
    t = table2007(
        [
            {"by": "S", "call": "Pass"},
            {"by": "W", "director": True},
            {"by": "W", "choose": "reject"},
        ]
    )
    assert obligations(t) == [
        {"type": "must_pass", "seat": "S", "laws": ["30A"], "scope": "next_turn"}
    ]


def test_law_30b2_2007_pass_at_partner_turn_after_a_bid() -> None:
    # North bids, East passes, then North passes at South's turn (South is his partner).
    t = table2007(
        [
            {"by": "N", "call": "1C"},
            {"by": "E", "call": "Pass"},
            {"by": "N", "call": "Pass"},
            {"by": "E", "director": True},
            {"fact": "unintended", "value": False},  # not a change of call (25A)
            {"by": "E", "choose": "reject"},
        ]
    )
    assert obligations(t) == [
        {"type": "must_pass", "seat": "N", "laws": ["30B2a"], "scope": "rest_of_auction"},
        {"type": "no_double", "seat": "S", "laws": ["30B2b"], "scope": "next_turn"},
    ]
    t = table2007(
        [
            {"by": "N", "call": "1C"},
            {"by": "E", "call": "1D"},
            {"by": "N", "call": "Pass"},
            {"by": "E", "director": True},
            {"fact": "unintended", "value": False},  # not a change of call (25A)
            {"by": "E", "choose": "reject"},
            {"by": "S", "call": "X"},
        ]
    )
    assert t.irregularities[-1].code == "inadmissible_double"
    assert t.irregularities[-1].laws == ("30B2b",)


def test_law_31b_2007_bid_at_partner_turn_partner_passes_throughout() -> None:
    t = table2007(
        [
            {"by": "N", "call": "1C"},
            {"by": "E", "call": "Pass"},
            {"by": "S", "call": "1H"},
            {"by": "E", "call": "1S"},
            {"by": "S", "director": True},
            {"fact": "unintended", "value": False},  # not a change of call (25A)
            {"by": "S", "choose": "reject"},
        ]
    )
    assert obligations(t) == [
        {"type": "must_pass", "seat": "W", "laws": ["31B"], "scope": "rest_of_auction"},
        {"type": "lead_restriction", "seat": "W", "laws": ["26"], "kind": "pending_choice"},
    ]


def test_law_31a2_2007_rho_bids_offender_repeats_the_denomination() -> None:
    events = [
        {"by": "N", "call": "1C"},
        {"by": "S", "call": "1H"},
        *REJECT,
        {"by": "E", "call": "1S"},
    ]
    # 29C: the director first says whether the cancelled 1H was artificial
    natural = {"fact": "artificial", "value": False}
    t = table2007([*events, {"by": "S", "call": "2H"}])
    assert t.status is Status.AWAITING_FACT
    assert t.report("en")["rulings"][-1]["question"]["laws"] == ["29C", "31A2"]
    t = table2007([*events, {"by": "S", "call": "2H"}, natural])
    assert obligations(t) == [
        {"type": "must_pass", "seat": "N", "laws": ["31A2a"], "scope": "next_turn"}
    ]
    t = table2007([*events, {"by": "S", "call": "2D"}, natural])
    assert obligations(t) == [
        {"type": "must_pass", "seat": "N", "laws": ["31A2b"], "scope": "rest_of_auction"},
        {"type": "lead_restriction", "seat": "N", "laws": ["26"], "kind": "pending_choice"},
    ]


def test_law_32_2007_double_at_partner_turn_partner_passes_throughout() -> None:
    # East doubles South's 1H at West's turn (West is East's partner).
    t = table2007(
        [
            {"by": "N", "call": "1C"},
            {"by": "E", "call": "Pass"},
            {"by": "S", "call": "1H"},
            {"by": "E", "call": "X"},
            {"by": "S", "director": True},
            {"fact": "unintended", "value": False},  # not a change of call (25A)
            {"by": "S", "choose": "reject"},
        ]
    )
    assert obligations(t) == [
        {"type": "must_pass", "seat": "W", "laws": ["32A"], "scope": "rest_of_auction"},
        {"type": "lead_restriction", "seat": "W", "laws": ["26B"], "kind": "pending_choice"},
    ]


def test_law_30_31_the_same_record_ruled_under_both_editions_differs() -> None:
    events = [
        {"by": "N", "call": "1C"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "1H"},
        {"by": "E", "call": "1S"},
        {"by": "S", "director": True},
        {"fact": "unintended", "value": False},  # not a change of call (25A)
        {"by": "S", "choose": "reject"},
    ]
    assert table(events).obligations == []  # 2017: partner may call freely (31B1)
    assert obligations(table2007(events))[0]["scope"] == "rest_of_auction"


def test_law_28a_call_at_rho_turn_while_rho_must_pass_is_in_rotation() -> None:
    events = [
        {"by": "N", "call": "1C"},
        {"by": "E", "call": "Pass"},
        {"by": "W", "call": "Pass"},  # at South's turn: South is West's RHO (30A)
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        {"by": "S", "call": "1H"},
        # West must pass; North calls at West's turn: deemed in rotation (28A)
        {"by": "N", "call": "2C"},
    ]
    t = table(events)
    assert [f"{s.letter}:{c}" for s, c in t.auction.calls] == [
        "N:1C",
        "E:Pass",
        "S:1H",
        "W:Pass",
        "N:2C",
    ]
    # no irregularity: the law makes it a call in rotation, told the director
    assert [i.code for i in t.irregularities] == ["pass_out_of_rotation"]
    assert [(n.note, n.by, n.laws) for n in t.notes] == [
        ("deemed_in_rotation", Seat.NORTH, ("28A",))
    ]
    assert obligations(t) == []


def test_law_30c_artificial_pass_is_ruled_as_a_bid_out_of_rotation() -> None:
    events = [
        {"by": "N", "call": "1C"},
        {"by": "W", "call": "Pass"},  # at East's turn (West's partner)
        {"by": "N", "director": True},
    ]
    plain = table(events).report("en")["rulings"][-1]
    assert plain["laws"] == ["29", "30"]
    # the fact may come before the director rules, or while North chooses
    for facts in (
        [{"fact": "artificial", "value": True}, events[2]],
        [events[2], {"fact": "artificial", "value": True}],
    ):
        t = table([*events[:2], *facts])
        ruling = t.report("en")["rulings"][-1]
        assert ruling["laws"] == ["29", "30C", "31"]
        assert t.status is Status.AWAITING_CHOICE


def test_law_30c_artificial_pass_at_rho_turn_must_be_repeated_31a1() -> None:
    events = [
        {"by": "N", "call": "1C"},
        {"by": "E", "call": "Pass"},
        {"by": "W", "call": "Pass"},  # at South's turn
        {"fact": "artificial", "value": True},
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
    ]
    t = table(events)
    effects = t.report("en")["rulings"][-1]["effects"]
    assert {"type": "no_further_rectification", "laws": ["31A1"]} in effects
    assert obligations(t) == []


# Board 1, North deals: North 1C, East 1H; at South's or West's turn North calls again.
OPEN = [{"by": "N", "call": "1C"}, {"by": "E", "call": "1H"}]


def calls(t: Table) -> list[str]:
    return [f"{s.letter}:{c}" for s, c in t.auction.calls]


def test_law_30b1_pass_at_partners_turn_not_comparable_partner_passes_once() -> None:
    events = [
        *OPEN,
        {"by": "N", "call": "Pass"},  # at South's turn: North's partner
        {"by": "E", "director": True},
        {"fact": "unintended", "value": False},  # not a change of call (25A)
        {"by": "E", "choose": "reject"},
        {"by": "S", "call": "2C"},  # South may make any legal call (30B1a)
        {"by": "W", "call": "Pass"},
        {"by": "N", "call": "3C"},
    ]
    t = table(events)
    assert t.status is Status.AWAITING_FACT
    assert (
        t.report("en")["rulings"][-1]["question"]["laws"] == ["30B1b", "23A"]
        or t.report("en")["rulings"][-1]["question"]["fact"] == "comparable"
    )
    t = table([*events, {"fact": "comparable", "value": False}])
    assert {"type": "must_pass", "seat": "S", "laws": ["30B1b"], "scope": "next_turn"} in (
        obligations(t)
    )
    t = table([*events, {"fact": "comparable", "value": True}])
    assert not any(o["type"] == "must_pass" for o in obligations(t))


def test_law_30b2_pass_at_lhos_turn_after_own_call_is_a_change_of_call() -> None:
    t = table([{"by": "N", "call": "1C"}, {"by": "N", "call": "Pass"}])
    assert t.irregularities[0].code == "change_of_call"


def test_law_31c_bid_at_lhos_turn_after_own_call_is_a_change_of_call() -> None:
    t = table([{"by": "N", "call": "1C"}, {"by": "N", "call": "1S"}])
    assert t.irregularities[0].code == "change_of_call"


def test_law_32c_double_at_lhos_turn_after_own_call_is_a_change_of_call() -> None:
    t = table([*OPEN, {"by": "S", "call": "Pass"}, {"by": "S", "call": "X"}])
    assert t.irregularities[0].code == "change_of_call"


# North doubles East's 1H at West's turn (West is North's RHO), after South passed.
AT_RHO = [*OPEN, {"by": "S", "call": "Pass"}, {"by": "N", "call": "X"}]


def test_law_32a1_rho_passes_offender_repeats_the_double() -> None:
    events = [
        *AT_RHO,
        {"by": "E", "director": True},
        {"by": "E", "choose": "reject"},
        {"by": "W", "call": "Pass"},
        {"by": "N", "call": "X"},
    ]
    t = table(events)
    effects = t.report("en")["rulings"][-1]["effects"]
    assert {"type": "no_further_rectification", "laws": ["32A1"]} in effects
    assert obligations(t) == [] and calls(t)[-1] == "N:X"


def test_law_32a2_rho_bids_offender_not_comparable_partner_passes_once() -> None:
    events = [
        *AT_RHO,
        {"by": "E", "director": True},
        {"by": "E", "choose": "reject"},
        {"by": "W", "call": "2H"},
        {"by": "N", "call": "3C"},
        {"fact": "comparable", "value": False},
    ]
    t = table(events)
    assert {"type": "must_pass", "seat": "S", "laws": ["32A2b"], "scope": "next_turn"} in (
        obligations(t)
    )


def test_law_32b_double_at_partners_turn_partner_calls_freely() -> None:
    events = [
        *OPEN,
        {"by": "N", "call": "X"},  # at South's turn
        {"by": "E", "director": True},
        {"fact": "unintended", "value": False},  # not a change of call (25A)
        {"by": "E", "choose": "reject"},
        {"by": "S", "call": "2C"},  # any legal call for the offender's partner
        {"by": "W", "call": "2H"},
        {"by": "N", "call": "3C"},
    ]
    t = table(events)
    assert calls(t) == ["N:1C", "E:1H", "S:2C", "W:2H", "N:3C"]
    question = t.report("en")["rulings"][-1]["question"]
    assert question["fact"] == "comparable" and question["laws"][0] == "32B2"
    t = table([*events, {"fact": "comparable", "value": False}])
    assert {"type": "must_pass", "seat": "S", "laws": ["32B2", "32A2b"], "scope": "next_turn"} in (
        obligations(t)
    )


def test_law_28a_deemed_pass_that_ends_the_auction_leaves_the_call_after_it() -> None:
    # 1C P P: West must pass (30A); North calls at West's turn. West's pass is
    # deemed made (28A) and ends the auction, so North's call comes after it (39).
    events = [
        {"by": "N", "call": "1C"},
        {"by": "E", "call": "Pass"},
        {"by": "W", "call": "Pass"},  # at South's turn (30A)
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        {"by": "S", "call": "Pass"},
        {"by": "N", "call": "2C"},
    ]
    t = table(events)
    assert calls(t) == ["N:1C", "E:Pass", "S:Pass", "W:Pass"]
    assert str(t.contract) == "1C by N"
    assert [i.code for i in t.irregularities[-2:]] == [
        "pass_out_of_rotation",
        "call_after_final_pass",
    ]
    assert [(n.note, n.laws) for n in t.notes] == [("deemed_in_rotation", ("28A",))]


@pytest.mark.parametrize(("edition", "law"), [("2017", "32A1"), ("2007", "32B1")])
def test_law_32a1_a_repeat_made_inadmissible_since_goes_to_law_36(edition: str, law: str) -> None:
    # West doubles 1C at South's turn and the double is cancelled; North then
    # bids 1S at South's turn, East accepts it by doubling, and South passes:
    # West owes the repetition of his double, but it would now double his
    # partner's double. He repeats it; Law 36 rules it and the duty is paid
    # (it was once owed for ever, and the auction never ended).
    events: list[dict[str, Any]] = [
        {"by": "N", "call": "1C"},
        {"by": "E", "call": "Pass"},
        {"by": "W", "call": "X"},
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        {"by": "N", "call": "1S"},
        {"by": "E", "call": "X"},
        {"by": "S", "call": "Pass"},
    ]
    t = table(events, edition)
    assert obligations(t) == [
        {"type": "must_repeat", "seat": "W", "laws": [law], "scope": "next_turn", "call": "X"}
    ]
    t = table([*events, {"by": "W", "call": "X"}, {"by": "E", "director": True}], edition)
    assert t.irregularities[-1].code == "inadmissible_double"
    assert all(o["type"] != "must_repeat" for o in obligations(t))
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "W"
    t = table(
        [*events, {"by": "W", "call": "X"}, {"by": "E", "director": True}]
        + [{"by": s, "call": "Pass"} for s in "WN"],
        edition,
    )
    assert t.status is not Status.AUCTION and t.contract is not None
    assert t.contract.to_pbn() == "1SX" and t.contract.declarer is not None
