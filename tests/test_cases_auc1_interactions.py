"""Interactions in the auction laws (auc1), 2017 and 2007: two forced passes
on one player paid by one pass or broken by one bid (30A with 24B, then
37B), and a Law 26 lead restriction with a penalty card from the auction at
the same lead (seed 004: the restriction first, the penalty card's choice at
a later lead). Facts our own, from seeds 000, 002, 003 and 004."""

from __future__ import annotations

from pathlib import Path

import pytest
from rule_cases import clean_texts as texts
from rule_cases import must_passes, record, rule_json, script

EDITIONS = ["2017", "2007"]

#: East passes before North, the dealer (at his RHO's turn); South refuses
#: it, so East must pass at his next turn. North opens 1S and, before East
#: calls, West drops the club ten face up: East must pass at his next turn
#: again (24B).
TWO_PASSES = "E Pass; S dir; S ch reject; N 1S; W exp CT; N dir"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_24b_and_30a_two_passes_owed_at_one_turn(tmp_path: Path, edition: str) -> None:
    data = record(script(TWO_PASSES), edition)
    report = rule_json(data, tmp_path)
    owed = must_passes(report)
    assert [(seat, scope) for seat, scope, _laws in owed] == [
        ("E", "next_turn"),
        ("E", "next_turn"),
    ]
    assert report["next"] == "E"
    texts(data, tmp_path)
    # one pass pays both; the club ten still lies face up
    paid = rule_json(record(script(TWO_PASSES + "; E Pass"), edition), tmp_path)
    assert must_passes(paid) == []
    assert [o["type"] for o in paid["obligations"]] == ["exposed_card"]
    assert paid["next"] == "S"


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_37b_a_bid_breaks_both_passes(tmp_path: Path, edition: str) -> None:
    # East bids 2C instead: one call by a player who must pass (37B), his
    # side passes for the rest of the auction; neither once-only pass is
    # left over
    data = record(script(TWO_PASSES + "; E 2C; S dir"), edition)
    report = rule_json(data, tmp_path)
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "call_when_required_to_pass"
    assert ruling["laws"] == ["37", "37B"]
    assert [(s, scope) for s, scope, _l in must_passes(report)] == [
        ("E", "rest_of_auction"),
        ("W", "rest_of_auction"),
    ]
    assert report["next"] == "S"
    texts(data, tmp_path)


#: North passes, East opens 1D, South 1NT, West passes, North 3NT. East
#: drops the spade queen face up (24B: West passes at his next turn) and
#: then bids an insufficient 2D; South refuses it and East passes instead
#: (27B2: West passes throughout, 26). South and West pass: 3NT by South,
#: West leads, and East's queen becomes a major penalty card (24E).
LEAD = (
    "N Pass; E 1D; S 1NT; W Pass; N 3NT; E exp SQ; S dir; E 2D; S dir; "
    "fact artificial false; S ch reject; E Pass; S Pass; W Pass"
)


def test_law_26b_restriction_before_the_penalty_card_at_one_lead(tmp_path: Path) -> None:
    data = record(script(LEAD))
    report = rule_json(data, tmp_path)
    assert report["contract"] == "3NT" and report["declarer"] == "S"
    assert report["status"] == "awaiting_choice"
    choice = report["rulings"][-1]
    assert choice["irregularity"] == "lead_restriction" and choice["chooser"] == "S"
    assert choice["laws"] == ["26B"]
    penalty = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert penalty == [
        {"type": "penalty_card", "seat": "E", "laws": ["24E", "50"], "card": "SQ", "kind": "major"}
    ]
    # 26B: any suit East did not name in the legal auction (he named diamonds)
    codes = [o["code"] for o in choice["options"]]
    assert codes == ["prohibit_suit:S", "prohibit_suit:H", "prohibit_suit:C", "no_restriction"]
    out = texts(data, tmp_path)
    assert "declarer's choice for it (50D2) comes at West's next lead" in out["en"]


def test_law_26a1_2007_suit_named_again_no_restriction_penalty_card_now(tmp_path: Path) -> None:
    # 2007: the withdrawn 2D named diamonds, which East had bid legally (1D):
    # no lead penalty (26A1), so declarer's penalty-card choice (50D2) comes
    # at this very lead
    data = record(script(LEAD), "2007")
    report = rule_json(data, tmp_path)
    laws = [r["laws"] for r in report["rulings"] if r["irregularity"] == "lead_restriction"]
    assert laws == [["26A1"]]
    choice = report["rulings"][-1]
    assert choice["irregularity"] == "penalty_card" and choice["chooser"] == "S"
    assert [o["code"] for o in choice["options"]] == [
        "require_suit:S",
        "prohibit_suit:S",
        "no_restriction",
    ]
    texts(data, tmp_path)
