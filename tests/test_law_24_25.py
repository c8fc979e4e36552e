"""Law 24 (cards exposed during the auction) and Law 25 (change of call),
under the 2017 Laws and the 2007 Laws."""

from __future__ import annotations

from typing import Any

from bridgelaws import Status, Table, TableRecord

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def table(events: list[dict[str, Any]], edition: str = "2017", board: int = 1) -> Table:
    record = {"edition": edition, "board": board, "deal": DEAL, "events": events}
    return Table.from_record(TableRecord.from_json(record))


def auction(t: Table) -> list[str]:
    return [f"{seat.letter}:{call}" for seat, call in t.auction.calls]


CHANGE = [
    {"by": "N", "call": "1C"},
    {"by": "N", "call": "1D"},
    {"by": "E", "director": True},
]


def test_law_25_second_call_before_lho_is_a_change_of_call() -> None:
    t = table(CHANGE[:2])
    assert t.irregularities[0].code == "change_of_call"
    assert t.irregularities[0].offender is not None and t.irregularities[0].offender.letter == "N"
    assert t.next is not None and t.next.letter == "E"  # LHO may accept by calling (25B1)


def test_law_25_director_first_asks_whether_the_call_was_unintended() -> None:
    t = table(CHANGE)
    assert t.status is Status.AWAITING_FACT
    question = t.report("en")["rulings"][-1]["question"]
    assert question["fact"] == "unintended" and question["laws"] == ["25A"]


def test_law_25a_unintended_call_replaced_without_lead_restriction() -> None:
    t = table([*CHANGE, {"fact": "unintended", "value": True}])
    assert t.status is Status.AUCTION and auction(t) == ["N:1D"]
    assert t.obligations == []
    ruling = t.report("en")["rulings"][-1]
    assert ruling["laws"] == ["25A"] and ruling["options"] == []


def test_law_25a_intended_call_is_then_judged_as_made() -> None:
    # 1S replaced by an unintended... 1C: the replacement is legal here, but an
    # insufficient replacement would be judged under Law 27.
    events = [
        {"by": "N", "call": "1S"},
        {"by": "E", "call": "2C"},
        {"by": "E", "call": "1H"},
        {"by": "S", "director": True},
        {"fact": "unintended", "value": True},
    ]
    t = table(events)
    assert auction(t) == ["N:1S"]
    assert t.irregularities[-1].code == "insufficient_bid"


def test_law_25b1_lho_accepts_the_intended_change() -> None:
    t = table([*CHANGE, {"fact": "unintended", "value": False}])
    assert t.status is Status.AWAITING_CHOICE
    ruling = t.report("en")["rulings"][-1]
    assert ruling["chooser"] == "E"
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    t = table([*CHANGE, {"fact": "unintended", "value": False}, {"by": "E", "choose": "accept"}])
    assert auction(t) == ["N:1D"] and t.next is not None and t.next.letter == "E"
    assert [o.to_json() for o in t.obligations] == [
        {"type": "lead_restriction", "seat": "S", "laws": ["26B"], "kind": "pending_choice"}
    ]


def test_law_25b1_lho_calling_over_the_change_accepts_it() -> None:
    t = table([*CHANGE[:2], {"by": "E", "call": "Pass"}])
    assert auction(t) == ["N:1D", "E:Pass"]
    assert t.irregularities[0].accepted


def test_law_25b2_change_refused_the_first_call_stands() -> None:
    t = table([*CHANGE, {"fact": "unintended", "value": False}, {"by": "E", "choose": "reject"}])
    assert auction(t) == ["N:1C"] and t.next is not None and t.next.letter == "E"
    effects = t.report("en")["rulings"][-1]["effects"]
    assert {"type": "call_cancelled", "laws": ["25B2"], "seat": "N", "call": "1D"} in effects
    assert any(e["type"] == "unauthorized_information" for e in effects)


def test_law_25b_2007_no_lead_penalty_after_an_intended_change() -> None:
    events = [*CHANGE, {"fact": "unintended", "value": False}, {"by": "E", "choose": "reject"}]
    assert table(events, "2007").obligations == []
    assert table(events, "2017").obligations != []
    question = table(CHANGE, "2007").report("en")["rulings"][-1]["question"]
    assert "pause for thought" in question["text"]


def test_law_25_fact_given_before_the_director_is_used() -> None:
    t = table([*CHANGE[:2], {"fact": "unintended", "value": True}, CHANGE[2]])
    assert auction(t) == ["N:1D"] and t.status is Status.AUCTION


# -- Law 24 --------------------------------------------------------------------


def exposed(card: str, by: str = "E", more: list[str] | None = None) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = [{"by": "N", "call": "1C"}, {"by": by, "expose": card}]
    events += [{"by": by, "expose": c} for c in more or []]
    return [*events, {"by": "S", "director": True}]


def test_law_24a_single_low_card_no_rectification() -> None:
    t = table(exposed("S8"))
    ruling = t.report("en")["rulings"][-1]
    assert ruling["laws"] == ["24", "24A"]
    assert [o.to_json() for o in t.obligations] == [
        {"type": "exposed_card", "seat": "E", "laws": ["24"], "card": "S8"}
    ]
    assert t.status is Status.AUCTION and t.next is not None and t.next.letter == "E"


def test_law_24b_honour_partner_passes_once() -> None:
    t = table(exposed("SQ"))
    assert t.report("en")["rulings"][-1]["laws"] == ["24", "24B"]
    assert {"type": "must_pass", "seat": "W", "laws": ["24B"], "scope": "next_turn"} in [
        o.to_json() for o in t.obligations
    ]


def test_law_24b_card_led_too_early_partner_passes_once() -> None:
    events = [{"by": "N", "call": "1C"}, {"by": "E", "card": "S8"}, {"by": "S", "director": True}]
    t = table(events)
    assert t.report("en")["rulings"][-1]["laws"] == ["24", "24B"]


def test_law_24c_two_cards_partner_passes_once() -> None:
    t = table(exposed("S8", more=["D2"]))
    assert t.report("en")["rulings"][-1]["laws"] == ["24", "24C"]
    assert [o.card.name for o in t.obligations if o.card is not None] == ["S8", "D2"]


def test_law_24e_defenders_exposed_cards_become_penalty_cards() -> None:
    events = [
        *exposed("SQ"),
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "1NT"},
        {"by": "W", "call": "Pass"},  # forced (24B)
        {"by": "N", "call": "3NT"},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
    ]
    t = table(events)
    assert str(t.contract) == "3NT by S"
    assert [o.to_json() for o in t.obligations] == [
        {"type": "penalty_card", "seat": "E", "laws": ["24E", "50"], "kind": "major", "card": "SQ"}
    ]


def test_law_24e_single_low_card_becomes_a_minor_penalty_card() -> None:
    events = [
        *exposed("S8"),
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
        {"by": "N", "call": "Pass"},
    ]
    t = table(events)
    assert str(t.contract) == "1C by N"
    assert [o.kind for o in t.obligations if o.type == "penalty_card"] == ["minor"]


def test_law_24d_declarers_side_picks_the_cards_up() -> None:
    events = [
        {"by": "N", "call": "1C"},
        {"by": "S", "expose": "S7"},
        {"by": "E", "director": True},
        {"by": "E", "call": "Pass"},
        {"by": "S", "call": "Pass"},
        {"by": "W", "call": "Pass"},
    ]
    t = table(events)
    assert str(t.contract) == "1C by N" and t.obligations == []
    effects = t.report("en")["rulings"][0]["effects"]
    assert {"type": "cards_returned", "laws": ["24D"], "seat": "S"} in effects


def test_law_24_2007_adjustment_refers_to_law_23() -> None:
    effects_2007 = table(exposed("SQ"), "2007").report("en")["rulings"][-1]["effects"]
    effects_2017 = table(exposed("SQ")).report("en")["rulings"][-1]["effects"]
    assert {"type": "adjusted_score_possible", "laws": ["23"]} in effects_2007
    assert {"type": "adjusted_score_possible", "laws": ["72C"]} in effects_2017


# North bids 1C, East 1H, then North "corrects" 1C to 1D at South's turn.
LATE = [
    {"by": "N", "call": "1C"},
    {"by": "E", "call": "1H"},
    {"by": "N", "call": "1D"},
]


def test_law_25a_correction_after_lho_called_is_a_call_out_of_rotation_unless_unintended() -> None:
    t = table([*LATE, {"by": "S", "director": True}])
    assert t.report("en")["rulings"][-1]["irregularity"] == "bid_out_of_rotation"
    for edition in ("2017", "2007"):
        t = table(
            [*LATE, {"fact": "unintended", "value": True}, {"by": "S", "director": True}], edition
        )
        ruling = t.report("en")["rulings"][-1]
        assert ruling["irregularity"] == "change_of_call" and ruling["laws"] == ["25A"]
        assert ruling["chooser"] == "E"
        assert [o["code"] for o in ruling["options"]] == ["keep", "withdraw"]


def test_law_25a6_lho_may_withdraw_the_call_he_made_after_the_first_call() -> None:
    base = [*LATE, {"fact": "unintended", "value": True}, {"by": "S", "director": True}]
    t = table([*base, {"by": "E", "choose": "withdraw"}])
    assert auction(t) == ["N:1D"] and t.next is not None and t.next.letter == "E"
    t = table([*base, {"by": "E", "choose": "keep"}])
    assert auction(t) == ["N:1D", "E:1H"] and t.next is not None and t.next.letter == "S"
    assert t.obligations == []
