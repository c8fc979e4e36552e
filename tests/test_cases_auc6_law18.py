"""Law 18 (2017 and 2007 alike): a bid names one to seven odd tricks and a
denomination (18A; pass, double and redouble are calls, not bids); it
supersedes the last bid at the same level in a higher denomination or at a
higher level (18B, with the ranking of 18E: notrump, spades, hearts,
diamonds, clubs) and is then sufficient (18C); otherwise it is insufficient
(18D, rectified under Law 27). Above 7NT there is no bid: an insufficient
bid over 7NT has no 27B1a replacement, only a comparable call (2007: one of
the same or a more precise meaning) is free. A bid above seven is Law 38.
Facts our own, from seed 000 (2017 18A-18E, 27, 38) and seed 002 (2007).

Board 1: North deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

EDITIONS = ["2017", "2007"]


def _irregularities(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(i["irregularity"], i["offender"], i["laws"]) for i in report["irregularities"]]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("auction", "next_seat"),
    [
        ("N 1S; E 1NT", "S"),  # same level, higher denomination (18B, 18E)
        ("N 1H; E 1S", "S"),
        ("N 1C; E 1D", "S"),
        ("N 1NT; E 2C", "S"),  # higher level, any denomination
        ("N 6NT; E 7C", "S"),
        ("N 1S; E X; S XX; W 1NT", "N"),  # a double or redouble is no bid (18A)
        ("N 1H; E X; S Pass; W 1S", "N"),
    ],
)
def test_law_18b_18c_sufficient_bids_no_irregularity(
    tmp_path: Path, edition: str, auction: str, next_seat: str
) -> None:
    data = record(script(auction), edition)
    report = rule_json(data, tmp_path)
    assert report["irregularities"] == [] and report["rulings"] == []
    assert (report["status"], report["next"]) == ("auction", next_seat)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("auction", "offender", "said"),
    [
        ("N 1NT; E 1S", "E", "1S does not supersede 1NT"),  # lower denomination (18E)
        ("N 1H; E 1H", "E", "1H does not supersede 1H"),  # the same bid again
        ("N 1H; E 1D", "E", "1D does not supersede 1H"),
        ("N 1S; E X; S 1H", "S", "1H does not supersede 1S"),  # over a double: 1S is the bid
        ("N 2C; E Pass; S Pass; W 1NT", "W", "1NT does not supersede 2C"),
    ],
)
def test_law_18d_insufficient_bids_are_irregular(
    tmp_path: Path, edition: str, auction: str, offender: str, said: str
) -> None:
    data = record(script(auction), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [("insufficient_bid", offender, ["18D"])]
    assert said in report["irregularities"][0]["developer_note"]
    out = clean_texts(data, tmp_path)
    assert "Insufficient bid by" in out["en"] and "Onvoldoende bod door" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_18a_27_insufficient_over_7nt_no_sufficient_bid(tmp_path: Path, edition: str) -> None:
    # East bids 7NT over North's 7NT; South refuses it. There is no bid
    # above 7NT (18A): no 27B1a replacement exists, only a comparable call
    # (2007: the same or a more precise meaning) costs nothing
    data = record(script("N 7NT; E 7NT; S dir; S ch reject"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][0]
    assert (ruling["irregularity"], ruling["offender"], ruling["chooser"]) == (
        "insufficient_bid",
        "E",
        "S",
    )
    assert [o["code"] for o in ruling["options"]] == ["accept", "reject"]
    assert ruling["chosen"] == "reject" and ruling.get("question") is None
    assert (report["status"], report["next"]) == ("auction", "E")
    out = clean_texts(data, tmp_path)
    for text in out.values():
        assert "—" not in text
    assert "No bid is higher than 7NT (18A): no sufficient bid can replace 7NT." in out["en"]
    assert "Er is geen bod hoger dan 7SA (18A)" in out["nl"]
    free = (
        "Only a comparable call lets the auction go on without further rectification (27B1b)"
        if edition == "2017"
        else "Only a call of the same or a more precise meaning lets the auction go on"
    )
    assert free in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_18a_27b2_pass_replacing_7nt_partner_passes_throughout(
    tmp_path: Path, edition: str
) -> None:
    # East replaces his 7NT with a pass (not comparable): West must pass
    # for the rest of the auction (27B2), lead restrictions may follow
    data = record(script("N 7NT; E 7NT; S dir; S ch reject; E Pass"), edition)
    report = rule_json(data, tmp_path)
    passes = [
        (o["seat"], o["laws"], o["scope"])
        for o in report["obligations"]
        if o["type"] == "must_pass"
    ]
    assert passes == [("W", ["27B2"], "rest_of_auction")]
    assert (report["status"], report["next"]) == ("auction", "S")
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_38_bid_above_seven_is_not_a_bid(tmp_path: Path, edition: str) -> None:
    data = record(script("N 1S; E 8S"), edition)
    report = rule_json(data, tmp_path)
    assert _irregularities(report) == [("bid_above_seven", "E", ["38"])]
    assert report["status"] == "awaiting_director"
    clean_texts(data, tmp_path)
