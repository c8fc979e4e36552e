"""The director establishes what a call meant before the entitled player
chooses (seed 004; 10C1): Law 30C's question for a pass out of rotation over
partner's call, asked by the engine instead of waited for. Cases written from
the seed texts (000: 2017 Law 30C; 003: 2007 Law 30C; 004: the protocol for a
call out of rotation), facts in our own words. Board 1: North deals, so the
order is North, East, South, West."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes as passes
from rule_cases import record, rule_json, script
from rule_cases import ruling_effects as effects

EDITIONS = ["2017", "2007"]

#: North opens 1C (say a strong artificial club); South passes at East's turn
OVER_CLUB = "N 1C; S Pass; W dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_asked_before_lho_chooses(tmp_path: Path, edition: str) -> None:
    data = record(script(OVER_CLUB), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    ruling = report["rulings"][-1]
    assert ruling["question"]["fact"] == "artificial"
    assert ruling["question"]["laws"] == ["30C"]
    assert ruling["chosen"] is None and ruling["chooser"] == "W"
    out = texts(data, tmp_path)
    assert "Was the pass by South artificial, or a pass of the artificial 1♣ by North" in out["en"]
    assert "Was de pas van Zuid kunstmatig, of een pas op het kunstmatige 1♣ van Noord" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_artificial_then_lho_hears_law_31_options(tmp_path: Path, edition: str) -> None:
    data = record(script(OVER_CLUB + "; fact artificial true"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["29", "30C", "31"]
    assert ruling.get("question") is None
    reject = next(o for o in ruling["options"] if o["code"] == "reject")
    assert "repeat" in reject["text"]  # 31A1, not 30A's once-only pass
    out = texts(data, tmp_path)
    assert "(30C, 31)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_artificial_refused_rho_passes_offender_repeats_31a1(
    tmp_path: Path, edition: str
) -> None:
    data = record(
        script(OVER_CLUB + "; fact artificial true; W ch reject; E Pass; S Pass"), edition
    )
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["31A1"]) in effects(report)
    assert passes(report) == []
    assert report["next"] == "W"
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_not_artificial_then_law_30a(tmp_path: Path, edition: str) -> None:
    data = record(script(OVER_CLUB + "; fact artificial false"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["laws"] == ["29", "30"]
    out = texts(data, tmp_path)
    assert "Law 30 applies" in out["en"] and "artikel 30 is van toepassing" in out["nl"]
    data = record(script(OVER_CLUB + "; fact artificial false; W ch reject"), edition)
    report = rule_json(data, tmp_path)
    law = "30A" if edition == "2017" else "30B1"
    assert passes(report) == [("S", "next_turn", [law])]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_not_asked_when_partner_made_no_call_to_pass(tmp_path: Path, edition: str) -> None:
    # North 1S, East passes; West passes at South's turn: the last bid is
    # an opponent's, so West's pass passes no call of his partner's. North,
    # his LHO, chooses at once.
    data = record(script("N 1S; E Pass; W Pass; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1].get("question") is None


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_not_asked_over_an_opponents_later_bid(tmp_path: Path, edition: str) -> None:
    # North 1C, East 1H: South passes at West's turn, over East's bid, not
    # over North's 1C; the question is not about partner's call.
    data = record(script("N 1C; E 1H; S Pass; W Pass; N dir"), edition)
    report = rule_json(data, tmp_path)
    assert all(r.get("question") is None for r in report["rulings"])


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_given_before_the_director_is_not_asked_again(tmp_path: Path, edition: str) -> None:
    data = record(script("N 1C; S Pass; fact artificial true; W dir"), edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert report["rulings"][-1]["laws"] == ["29", "30C", "31"]


def test_law_30c_pass_of_a_transfer_at_rhos_turn_2017_31a2b(tmp_path: Path) -> None:
    # North 1NT, East passes, South 2D (a transfer to hearts); North passes
    # at West's turn (his RHO's): a pass of partner's artificial call, ruled
    # as a bid out of rotation (30C, 31A). East refuses; West bids 2S and
    # North's 3H is found not comparable: South passes once (31A2b).
    data = record(
        script(
            "N 1NT; E Pass; S 2D; N Pass; W dir; fact artificial true; E ch reject; "
            "W 2S; N 3H; fact comparable false"
        )
    )
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["laws"] == ["29", "30C", "31"]
    assert passes(report) == [("S", "next_turn", ["31A2b"])]
    texts(data, tmp_path)


#: North 1NT, East 2C (artificial); West passes at South's turn, his RHO's:
#: a pass of partner's artificial call, asked and found so (30C)
OVER_ARTIFICIAL_2C = "N 1NT; E 2C; W Pass; N dir; fact artificial true; N ch reject"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_rho_bids_then_31a2b_by_edition(tmp_path: Path, edition: str) -> None:
    data = record(script(OVER_ARTIFICIAL_2C + "; S 2NT; W 3D; fact comparable false"), edition)
    report = rule_json(data, tmp_path)
    if edition == "2017":
        # not comparable: partner passes once, with 26B and 72C (31A2b)
        assert passes(report) == [("E", "next_turn", ["31A2b"])]
    else:
        # 2007 31A2b: after an artificial pass, partner passes throughout
        assert passes(report) == [("E", "rest_of_auction", ["31A2b", "30C"])]
    texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_30c_rho_passes_pass_repeated_31a1(tmp_path: Path, edition: str) -> None:
    data = record(script(OVER_ARTIFICIAL_2C + "; S Pass; W Pass"), edition)
    report = rule_json(data, tmp_path)
    assert ("no_further_rectification", ["31A1"]) in effects(report)
    assert report["obligations"] == [] and report["next"] == "N"
