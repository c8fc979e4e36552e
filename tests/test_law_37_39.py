"""Laws 37, 38 and 39: calls nobody could make, ruled at once (2017 and 2007)."""

from __future__ import annotations

from typing import Any

from bridgelaws import Status, Table, TableRecord

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def table(events: list[dict[str, Any]], board: int = 1, edition: str = "2017") -> Table:
    record = {"edition": edition, "board": board, "deal": DEAL, "events": events}
    return Table.from_record(TableRecord.from_json(record))


def must_pass(t: Table) -> list[tuple[str, str, str]]:
    return [
        (o.seat.letter, o.laws[0], o.scope or "") for o in t.obligations if o.type == "must_pass"
    ]


# Board 7 (South deals): West's 1S over 1NT is refused and West passes, so
# East must pass throughout (27B2).
SILENCED: list[dict[str, Any]] = [
    {"by": "S", "call": "1NT"},
    {"by": "W", "call": "1S"},
    {"by": "N", "director": True},
    {"by": "N", "choose": "reject"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "2C"},
]


def test_law_37b_call_when_required_to_pass_becomes_a_pass() -> None:
    t = table([*SILENCED, {"by": "E", "call": "2H"}, {"by": "S", "director": True}], 7)
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "S"
    assert [c.name for _, c in t.auction.calls][-1] == "Pass"
    assert ("W", "37B", "rest_of_auction") in must_pass(t)
    assert ("E", "27B2", "rest_of_auction") in must_pass(t)


def test_law_37a_lho_calls_over_it_and_it_stands() -> None:
    t = table([*SILENCED, {"by": "E", "call": "2H"}, {"by": "S", "call": "2S"}], 7)
    assert t.irregularities[-1].code == "call_when_required_to_pass"
    assert t.irregularities[-1].accepted
    assert [c.name for _, c in t.auction.calls][-2:] == ["2H", "2S"]
    assert ("E", "27B2", "rest_of_auction") in must_pass(t)  # still bound


def test_law_38_bid_above_seven_cancelled_side_passes_throughout() -> None:
    t = table([{"by": "N", "call": "8S"}, {"by": "E", "director": True}])
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "E"
    assert [c.name for _, c in t.auction.calls] == ["Pass"]
    assert sorted(must_pass(t)) == [
        ("N", "38C", "rest_of_auction"),
        ("S", "38C", "rest_of_auction"),
    ]
    effects = {e["type"] for e in t.report()["rulings"][0]["effects"]}
    assert {"call_cancelled", "replaced_by_pass", "lead_restriction_possible"} <= effects


def test_law_38d_no_lead_restriction_when_lho_called_before_the_ruling() -> None:
    t = table(
        [{"by": "N", "call": "8S"}, {"by": "E", "call": "Pass"}, {"by": "E", "director": True}]
    )
    effects = {e["type"] for e in t.report()["rulings"][0]["effects"]}
    assert "later_calls_cancelled" in effects and "lead_restriction_possible" not in effects


AUCTION_OVER: list[dict[str, Any]] = [
    {"by": "N", "call": "1NT"},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "Pass"},
    {"by": "W", "call": "Pass"},
]


def test_law_39b_declarers_call_after_the_final_pass_is_just_cancelled() -> None:
    t = table([*AUCTION_OVER, {"by": "S", "call": "2NT"}, {"by": "E", "director": True}])
    assert t.status is Status.PLAY and str(t.contract) == "1NT by N"
    effects = [e["laws"] for e in t.report()["rulings"][0]["effects"]]
    assert ["39B"] in effects


def test_law_39c_defenders_bid_after_the_final_pass_may_cost_a_lead() -> None:
    # West bids after the final pass; East is on lead: declarer North chooses now
    # (the director first found West's own last pass intended: 25A, seed 004).
    t = table(
        [
            *AUCTION_OVER,
            {"by": "W", "call": "2S"},
            {"by": "N", "director": True},
            {"fact": "unintended", "value": False},
        ]
    )
    assert t.status is Status.AWAITING_CHOICE
    assert t.report()["rulings"][-1]["chooser"] == "N"


def effect_laws(t: Table, kind: str) -> list[list[str]]:
    return [e["laws"] for r in t.report()["rulings"] for e in r["effects"] if e["type"] == kind]


def test_law_37b_2007_the_same_rectification_with_law_23_and_26() -> None:
    events = [*SILENCED, {"by": "E", "call": "2H"}, {"by": "S", "director": True}]
    t2007, t2017 = table(events, 7, "2007"), table(events, 7)
    assert must_pass(t2007) == must_pass(t2017)
    assert ["23"] in effect_laws(t2007, "adjusted_score_possible")
    assert ["72C"] in effect_laws(t2017, "adjusted_score_possible")
    assert ["26"] in effect_laws(t2007, "lead_restriction_possible")
    assert ["26B"] in effect_laws(t2017, "lead_restriction_possible")


def test_law_38_2007_the_same_rectification_with_law_23_and_26() -> None:
    events = [{"by": "N", "call": "8S"}, {"by": "E", "director": True}]
    t2007 = table(events, 1, "2007")
    assert sorted(must_pass(t2007)) == sorted(must_pass(table(events)))
    assert ["23"] in effect_laws(t2007, "adjusted_score_possible")
    assert ["26"] in effect_laws(t2007, "lead_restriction_possible")


def test_law_39c_2007_defenders_bid_after_the_final_pass_lead_penalty_of_law_26() -> None:
    events = [
        {"by": "N", "call": "1NT"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
        {"by": "E", "call": "2S"},
        {"by": "S", "director": True},
    ]
    t2007 = table(events, 1, "2007")
    assert ["26"] in effect_laws(t2007, "lead_restriction_possible")
    assert ["26B"] in effect_laws(table(events), "lead_restriction_possible")
