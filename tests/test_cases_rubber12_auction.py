"""Rubber rules 13(4) and 17 beside Laws 19A3, 19B3, 20B, 20C2, 41B and 41C:
a double or redouble naming the wrong bid, and what a player may have
restated of the auction. One mechanism, the rule or law each edition names.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, rule_refused, script

from bridgelaws.cards import Seat
from bridgelaws.record import TableRecord
from bridgelaws.table import Table

DEAL = "N:AK2.QJ4.T98.AK32 QT98.K3.AKQ2.654 J76.AT98.J65.QJ7 543.7652.743.T98"


def fact(name: str, value: Any, **extra: Any) -> dict[str, Any]:
    return {"fact": name, "value": value, **extra}


def _misstated(report: dict[str, Any]) -> dict[str, Any]:
    found = [r for r in report["rulings"] if r["irregularity"] == "misstated_double"]
    assert len(found) == 1
    ruling: dict[str, Any] = found[0]
    return ruling


# West doubles 3NT saying "double three spades"
DOUBLE_3NT = "N 1NT; E Pass; S 3NT; W X"
PASSES = "N Pass; E Pass; S Pass"


def test_rubber_rule_13_4_double_naming_a_wrong_bid_doubles_the_bid_made(
    tmp_path: Path,
) -> None:
    events = [*script(DOUBLE_3NT), fact("misstated_double", "3S", by="W"), *script(PASSES)]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    ruling = _misstated(report)
    assert (ruling["offender"], ruling["laws"]) == ("W", ["13(4)"])
    assert [(e["type"], e["seat"], e["laws"]) for e in ruling["effects"]] == [
        ("call_stands", "W", ["13(4)"])
    ]
    assert report["contract"] == "3NTX"
    texts = clean_texts(data, tmp_path)
    assert (
        "West named 3♠, but the bid made was 3NT: his double counts as a double of 3NT (13(4))."
    ) in texts["en"]
    assert "zijn doublet geldt als doublet van 3SA (13(4))" in texts["nl"]
    # the rubber rules have no Law 16: no word of unauthorised information
    assert "unauthorized" not in texts["en"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_19a3_double_naming_a_wrong_bid_doubles_the_bid_made(
    edition: str, tmp_path: Path
) -> None:
    events = [*script(DOUBLE_3NT), fact("misstated_double", "4NT", by="W"), *script(PASSES)]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = _misstated(report)
    assert ruling["laws"] == ["19A3"]
    assert report["contract"] == "3NTX"
    texts = clean_texts(data, tmp_path)
    assert "his double counts as a double of 3NT (19A3)" in texts["en"]
    assert "may be unauthorized information (16)" in texts["en"]
    assert "kan ongeoorloofde informatie zijn (16)" in texts["nl"]


@pytest.mark.parametrize(("edition", "law"), [("2017", "19B3"), ("rubber", "13(4)")])
def test_law_19b3_rubber_13_4_redouble_naming_a_wrong_bid(
    edition: str, law: str, tmp_path: Path
) -> None:
    steps = "N 1NT; E X; S XX"
    events = [
        *script(steps),
        fact("misstated_double", "2NT", by="S"),
        *script("W Pass; N Pass; E Pass"),
    ]
    data = record(events, edition)
    report = rule_json(data, tmp_path)
    ruling = _misstated(report)
    assert (ruling["offender"], ruling["laws"]) == ("S", [law])
    assert report["contract"] == "1NTXX"
    texts = clean_texts(data, tmp_path)
    assert f"his redouble counts as a redouble of 1NT ({law})" in texts["en"]
    assert f"zijn redoublet geldt als redoublet van 1SA ({law})" in texts["nl"]


def test_rubber_rule_13_4_naming_the_bid_made_changes_nothing(tmp_path: Path) -> None:
    events = [*script(DOUBLE_3NT), fact("misstated_double", "3NT", by="W")]
    data = record(events, "rubber")
    report = rule_json(data, tmp_path)
    assert report["rulings"] == []
    assert "West named the bid that was made, 3NT" in clean_texts(data, tmp_path)["en"]


@pytest.mark.parametrize("edition", ["2017", "rubber"])
def test_law_19a3_rubber_13_4_without_a_double_the_fact_is_refused(
    edition: str, tmp_path: Path
) -> None:
    data = record([*script("N 1NT; E Pass"), fact("misstated_double", "2S", by="E")], edition)
    refused = rule_refused(data, tmp_path, "en")
    assert (
        "action 3: fact a double or redouble naming another bid: "
        'there is no double or redouble that named "2S"' in refused
    )
    data = record([*script(DOUBLE_3NT), fact("misstated_double", "three", by="W")], edition)
    assert "is not a bid" in rule_refused(data, tmp_path, "en")


# -- 17 (20B, 20C2, 41B, 41C): a review of the auction ---------------------------------


def _table(steps: str, edition: str) -> Table:
    data = record(script(steps), edition, deal=DEAL)
    return Table.from_record(TableRecord.from_json(data))


def _review(steps: str, edition: str, seat: str) -> tuple[str, bool, int, str | None]:
    table = _table(steps, edition)
    review = table.edition.auction_review(table, Seat.parse(seat))
    return review.law, review.allowed, len(review.calls), review.contract


def test_rubber_rule_17_1_a_calls_restated_only_at_ones_turn_in_the_auction() -> None:
    assert _review("N 1NT; E Pass", "rubber", "S") == ("17(1)(a)", True, 2, None)
    assert _review("N 1NT; E Pass", "rubber", "W") == ("17(1)(a)", False, 0, None)


def test_rubber_rule_17_1_b_calls_restated_after_the_auction_before_the_lead() -> None:
    # any player, at any time between the final pass and the opening lead
    steps = "N 1NT; E Pass; S 3NT; W X; N Pass; E Pass; S Pass"
    for seat in "NESW":
        assert _review(steps, "rubber", seat) == ("17(1)(b)", True, 7, None)


def test_rubber_rule_17_2_after_the_lead_only_the_contract_and_its_double() -> None:
    steps = "N 1NT; E Pass; S 3NT; W X; N Pass; E Pass; S Pass; E card DA"
    # not who doubled, not who declares: the contract and its risk
    for seat in "NESW":
        assert _review(steps, "rubber", seat) == ("17(2)", False, 0, "3NTX")


def test_law_20b_41b_20c2_41c_review_in_the_duplicate_laws() -> None:
    steps = "N 1NT; E Pass; S 3NT; W X; N Pass; E Pass; S Pass"
    assert _review("N 1NT; E Pass", "2017", "S") == ("20B", True, 2, None)
    assert _review("N 1NT; E Pass", "2017", "W") == ("20B", False, 0, None)
    # before the opening lead (41B), dummy excepted
    assert _review(steps, "2017", "E") == ("41B", True, 7, None)
    assert _review(steps, "2017", "S") == ("41B", False, 0, None)
    # after the lead: West at his first turn to play (20C2); East, who led,
    # only at his own turn and then only the contract (41C)
    led = f"{steps}; E card DA; S card D5"
    assert _review(led, "2017", "W") == ("20C2", True, 7, None)
    assert _review(led, "2017", "E") == ("41C", False, 0, None)
    assert _review(f"{led}; W card D3; N card D8", "2017", "E") == ("41C", False, 0, "3NTX")


def test_law_20b_a_player_who_must_pass_has_no_review_rubber_17_1_a_has_no_such_bar() -> None:
    # 2017: East passed out of rotation at North's turn, South did not accept
    # it: East must pass at his turn (30A) and has no review then (20B)
    table = _table("E Pass; N dir; S ch reject; N 1NT", "2017")
    assert table.next is Seat.EAST
    assert [(o.type, o.seat) for o in table.obligations] == [("must_pass", Seat.EAST)]
    assert _review("E Pass; N dir; S ch reject; N 1NT", "2017", "E") == ("20B", False, 0, None)
    # rubber 17(1)(a): at his turn, every player may have the calls restated
    assert _review("E Pass; N 1NT", "rubber", "E") == ("17(1)(a)", True, 1, None)


@pytest.mark.parametrize(
    ("steps", "seat", "en", "nl"),
    [
        (
            "N 1NT; E Pass",
            "S",
            "South may have every call restated now (17(1)(a)).",
            "Zuid mag nu alle biedingen laten herhalen (17(1)(a)).",
        ),
        (
            "N 1NT; E Pass",
            "W",
            "West may have the calls restated only at his turn to call (17(1)(a)).",
            "alleen laten herhalen als hij aan de beurt is om te bieden (17(1)(a))",
        ),
        (
            "N 1NT; E Pass; S 3NT; W X; N Pass; E Pass; S Pass; E card DA",
            "W",
            "West may only be told the contract and whether it is doubled or redoubled, not by "
            "whom (17(2)): 3NTX.",
            "niet door wie (17(2)): 3SAX.",
        ),
    ],
)
def test_rubber_rule_17_review_requested_is_answered_in_words(
    steps: str, seat: str, en: str, nl: str, tmp_path: Path
) -> None:
    data = record([*script(steps), fact("review_requested", True, by=seat)], "rubber")
    report = rule_json(data, tmp_path)
    assert report["rulings"] == []
    texts = clean_texts(data, tmp_path)
    assert en in texts["en"]
    assert nl in texts["nl"]
