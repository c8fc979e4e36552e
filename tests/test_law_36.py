"""Law 36: inadmissible doubles and redoubles (2017 and 2007)."""

from __future__ import annotations

from typing import Any

from bridgelaws import Status, Table, TableRecord

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"
# North deals and opens; East redoubles although nobody has doubled.
START: list[dict[str, Any]] = [
    {"by": "N", "call": "1C"},
    {"by": "E", "call": "XX"},
]


def table(events: list[dict[str, Any]], edition: str = "2017") -> Table:
    record = {"edition": edition, "board": 1, "deal": DEAL, "events": START + events}
    return Table.from_record(TableRecord.from_json(record))


def test_law_36_redouble_without_a_double_is_inadmissible() -> None:
    t = table([])
    assert t.irregularities[0].code == "inadmissible_double"
    assert t.status is Status.AWAITING_DIRECTOR


def test_law_36b_cancelled_offender_calls_again_partner_passes_throughout() -> None:
    t = table([{"by": "S", "director": True}])
    ruling = t.report("en")["rulings"][-1]
    assert ruling["laws"] == ["36", "36B", "36B2"]
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "E"
    assert t.obligations[0].to_json() == {
        "type": "must_pass",
        "seat": "W",
        "laws": ["36B2"],
        "scope": "rest_of_auction",
    }
    assert any(o.type == "lead_restriction" for o in t.obligations)


def test_law_36a_lho_called_over_it_everything_cancelled_no_rectification() -> None:
    t = table([{"by": "S", "call": "1H"}, {"by": "W", "director": True}])
    ruling = t.report("en")["rulings"][-1]
    assert ruling["laws"] == ["36", "36A"]
    assert t.obligations == []
    # the auction goes back to East, as if nothing had happened
    assert [c.name for _, c in t.auction.calls] == ["1C"]
    assert t.next is not None and t.next.letter == "E"


def test_law_36b4_inadmissible_and_out_of_rotation() -> None:
    # West redoubles at East's turn: inadmissible and out of rotation.
    record = {
        "board": 1,
        "deal": DEAL,
        "events": [
            {"by": "N", "call": "1C"},
            {"by": "W", "call": "XX"},
            {"by": "N", "director": True},
        ],
    }
    t = Table.from_record(TableRecord.from_json(record))
    assert t.report("en")["rulings"][-1]["laws"] == ["36", "36B", "36B4"]
    assert t.next is not None and t.next.letter == "E"  # back to the player in turn
    assert t.obligations[0].to_json()["seat"] == "E"


def test_law_36_2007_refers_to_law_23_and_law_26() -> None:
    effects = table([{"by": "S", "director": True}], "2007").report("en")["rulings"][-1]["effects"]
    assert {"type": "adjusted_score_possible", "laws": ["23"]} in effects
    assert any(e["type"] == "lead_restriction_possible" and e["laws"] == ["26"] for e in effects)
