"""The rubber auction rules with the fewest cases (NBB rubber rules, seed 001:
41, 42(a)-(d), 43(a)/(b), with 16), expected answers written from the seed
before the records were run; facts our own. No director: a player draws
attention (60) and the player the rule names chooses.

- 41: a defender's bid after the auction closed: declarer may require the
  offender's partner to lead a suit of declarer's choice at his first lead.
  Rule 16 corrects a slip in a bid, not a pass: West's own final pass then a
  bid is 41 at once, without the question 2017/2007 ask (25A).
- 42: eight or more tricks (a), a call by a player barred from it (b), a
  double of partner's bid (c), a double or redouble of a bid partner doubled
  or redoubled (d): LHO chooses a new deal or to disallow it (deemed a pass);
  in (a) and (b) he may also let it stand (an eight-level bid as seven).
- 43: a card shown during the auction. One card below an honour, not led
  (a): if the offender defends, declarer chooses after the auction: an
  exposed card, or forbid partner's first lead in its suit; the offender on
  the declaring side: nothing. An honour, a card led or more cards (b): LHO
  may demand a new deal.

Board 1 of rule_cases (North deals): North AK2.QJ4.T98.AK32, East
QT98.K3.AKQ2.654, South J76.AT98.J65.QJ7, West 543.7652.743.T98.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, record, rule_json, script

#: West shows the ♠3 during the auction; North declares 2S
LOW_CARD = "N 1S; W exp S3; N dir; E Pass; S 2S; W Pass; N Pass; E Pass"


def _report(steps: str, tmp_path: Path) -> dict[str, Any]:
    return rule_json(record(script(steps), "rubber"), tmp_path)


def _clean(steps: str, tmp_path: Path) -> dict[str, str]:
    return clean_texts(record(script(steps), "rubber"), tmp_path)


def _owed(report: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(o["type"], o["seat"], o["laws"]) for o in report["obligations"]]


def test_rubber_41_own_final_pass_then_a_bid_no_slip_question(tmp_path: Path) -> None:
    steps = "N 1S; E Pass; S Pass; W Pass; W 2H; N dir"
    report = _report(steps, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"], ruling["chooser"]) == (
        "call_after_final_pass",
        "W",
        ["41"],
        "N",
    )
    assert ruling.get("question") is None
    assert [o["code"] for o in ruling["options"]] == [
        "require_suit:S",
        "require_suit:H",
        "require_suit:D",
        "require_suit:C",
        "no_restriction",
    ]
    out = _clean(steps, tmp_path)
    assert "wedstrijdleider" not in out["nl"]
    steps += "; N ch require_suit:D"
    report = _report(steps, tmp_path)
    assert (report["status"], report["next"], report["contract"]) == ("play", "E", "1S")
    assert [(o["type"], o["seat"], o["scope"]) for o in report["obligations"]] == [
        ("lead_restriction", "E", "first_lead")
    ]
    _clean(steps, tmp_path)


@pytest.mark.parametrize(
    ("steps", "offender", "law", "chooser", "codes"),
    [
        ("N 1S; E 8H; S dir", "E", "42(a)", "S", ["new_deal", "disallow", "allow"]),
        # East's 1H is insufficient (40(1)): he bids 2H and West must pass once
        (
            "N 1S; E 1H; S dir; E 2H; S Pass; W 3H; N dir",
            "W",
            "42(b)",
            "N",
            ["new_deal", "disallow", "allow"],
        ),
        ("N 1S; E Pass; S X; W dir", "S", "42(c)", "W", ["new_deal", "disallow"]),
        ("N 1S; E Pass; S 2S; W X; N XX; E XX; S dir", "E", "42(d)", "S", ["new_deal", "disallow"]),
    ],
)
def test_rubber_42_other_illegal_calls_lho_chooses(
    tmp_path: Path, steps: str, offender: str, law: str, chooser: str, codes: list[str]
) -> None:
    report = _report(steps, tmp_path)
    ruling = report["rulings"][-1]
    assert (ruling["offender"], ruling["laws"], ruling["chooser"]) == (offender, [law], chooser)
    assert [o["code"] for o in ruling["options"]] == codes
    assert report["status"] == "awaiting_choice"
    _clean(steps, tmp_path)
    # disallowed: the offender is deemed to have passed, the auction goes on
    steps += f"; {chooser} ch disallow"
    report = _report(steps, tmp_path)
    assert [(e["type"], e["laws"]) for e in report["rulings"][-1]["effects"]] == [
        ("replaced_by_pass", [law])
    ]
    assert report["status"] == "auction"
    _clean(steps, tmp_path)


def test_rubber_42a_allowed_the_eight_level_bid_counts_as_seven(tmp_path: Path) -> None:
    steps = "N 1S; E 8H; S dir; S ch allow; S Pass; W Pass; N Pass"
    report = _report(steps, tmp_path)
    assert (report["status"], report["contract"], report["declarer"], report["next"]) == (
        "play",
        "7H",
        "E",
        "S",
    )
    out = _clean(steps, tmp_path)
    assert "7♥" in out["nl"] and "7♥" in out["en"]


def test_rubber_42_new_deal_ends_the_deal(tmp_path: Path) -> None:
    steps = "N 1S; E Pass; S X; W dir; W ch new_deal"
    report = _report(steps, tmp_path)
    assert (report["status"], report["contract"]) == ("complete", None)
    assert ("new_deal", ["42(c)"]) in [
        (e["type"], e["laws"]) for e in report["rulings"][0]["effects"]
    ]
    _clean(steps, tmp_path)


@pytest.mark.parametrize(
    ("choice", "owed"),
    [
        ("exposed_card", [("exposed_card", "W", ["43(a)(I)", "44"])]),
        ("prohibit_suit:S", [("lead_restriction", "E", ["43(a)(II)"])]),
    ],
)
def test_rubber_43a_low_card_declarer_chooses_after_the_auction(
    tmp_path: Path, choice: str, owed: list[tuple[str, str, list[str]]]
) -> None:
    report = _report(LOW_CARD, tmp_path)
    pending, choose = report["rulings"]
    assert (pending["laws"], choose["chooser"]) == (["43(a)"], "N")
    assert [o["code"] for o in choose["options"]] == ["exposed_card", "prohibit_suit:S"]
    assert (report["status"], report["contract"]) == ("awaiting_choice", "2S")
    _clean(LOW_CARD, tmp_path)
    steps = f"{LOW_CARD}; N ch {choice}"
    report = _report(steps, tmp_path)
    assert _owed(report) == owed
    assert (report["status"], report["next"]) == ("play", "E")
    _clean(steps, tmp_path)


def test_rubber_43a_the_future_declarer_shows_a_low_card_nothing_follows(tmp_path: Path) -> None:
    steps = "N 1S; N exp D8; E dir; E Pass; S 2S; W Pass; N Pass; E Pass"
    report = _report(steps, tmp_path)
    assert (report["status"], report["next"], report["obligations"]) == ("play", "E", [])
    assert [r["laws"] for r in report["rulings"]] == [["43(a)"]]
    _clean(steps, tmp_path)


@pytest.mark.parametrize(
    "shown",
    [
        "W exp CT",  # an honour
        "W exp C9; W exp C8",  # more than one card
    ],
)
@pytest.mark.parametrize(("choice", "status"), [("new_deal", "complete"), ("keep_deal", "auction")])
def test_rubber_43b_honour_or_more_cards_lho_may_demand_a_new_deal(
    tmp_path: Path, shown: str, choice: str, status: str
) -> None:
    steps = f"N 1S; {shown}; N dir"
    report = _report(steps, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["offender"], ruling["laws"], ruling["chooser"]) == ("W", ["43(b)"], "N")
    assert [o["code"] for o in ruling["options"]] == ["new_deal", "keep_deal"]
    _clean(steps, tmp_path)
    steps += f"; N ch {choice}"
    report = _report(steps, tmp_path)
    assert report["status"] == status
    _clean(steps, tmp_path)
