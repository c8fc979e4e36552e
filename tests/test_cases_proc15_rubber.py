"""Rubber leftovers (proc15), seed 001.

Rule 43 applies to a card shown "after the deal, before the auction closes"
whatever else is open: a call the offender's left-hand opponent may still
accept (39, 40) keeps its own rule and the card its own. So the card holds
no call: LHO's call before attention accepts the waiting call (39(3), 40(3)),
a low card binds by itself (43(a)), and attention drawn while both are open
settles the card first and then the call, at the same attention. Rule 43(b) names
no time for the new deal: that it lapses with the auction is the engine's
reading, and the words say so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from play2_helpers import events
from rule_cases import DEAL, clean_texts, rule_json


def rubber(text: str) -> dict[str, Any]:
    return {"edition": "rubber", "board": 1, "deal": DEAL, "events": events(text)}


def _listed(report: dict[str, Any]) -> list[tuple[str, str]]:
    return [(i["irregularity"], i["offender"]) for i in report["irregularities"]]


def test_rubber_rule_40_3_lho_call_accepts_the_bid_though_a_card_was_shown(
    tmp_path: Path,
) -> None:
    # East's 1♥ is insufficient; West shows the ♦3 (low, 43(a)); South calls
    # before anyone draws attention: 1♥ counts as sufficient (40(3)), the card
    # binds by itself and the auction goes on with West
    data = rubber("N 1S; E 1H; W exp D3; S Pass")
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction" and report["next"] == "W"
    assert "held" not in report
    [bid] = [i for i in report["irregularities"] if i["irregularity"] == "insufficient_bid"]
    assert bid["accepted"] is True
    assert [(o["type"], o["seat"]) for o in report["obligations"]] == [
        ("exposed_card_auction", "W")
    ]
    texts = clean_texts(data, tmp_path)
    assert "accepted by action (40(3))" in texts["en"]
    assert "South called pass before the irregularity was settled" not in texts["en"]


def test_rubber_rule_39_3_lho_call_accepts_the_call_out_of_turn_though_a_card_was_shown(
    tmp_path: Path,
) -> None:
    # South bids out of turn (39(2)); West shows the ♦3 and then calls: his
    # call accepts South's bid as made in turn (39(3)); North calls next
    report = rule_json(rubber("N 1S; S 2S; W exp D3; W Pass"), tmp_path)
    assert report["status"] == "auction" and report["next"] == "N"
    assert _listed(report) == [("bid_out_of_rotation", "S"), ("exposed_card_auction", "W")]
    assert report["rulings"] == []


def test_rubber_rule_43b_honour_after_an_accepted_bid_lho_still_chooses(tmp_path: Path) -> None:
    # the ♣10 (an honour) shown while 1♥ waited; South's 2♠ accepts 1♥; West
    # draws attention: North may still demand a new deal (43(b))
    data = rubber("N 1S; E 1H; W exp CT; S 2S; W dir")
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["laws"], ruling["chooser"]) == (
        "exposed_card_auction",
        ["43(b)"],
        "N",
    )
    assert {o["code"] for o in ruling["options"]} == {"new_deal", "keep_deal"}


def test_rubber_rule_40_1_and_43b_settled_at_one_attention(tmp_path: Path) -> None:
    # South draws attention at once: North's 43(b) choice for West's ♣10 comes
    # first (a new deal makes the bid moot), then 40(1) for East's 1♥ (West
    # must pass), at the same attention
    report = rule_json(rubber("N 1S; E 1H; W exp CT; S dir"), tmp_path)
    assert [(r["irregularity"], r["laws"]) for r in report["rulings"]] == [
        ("exposed_card_auction", ["43(b)"]),
    ]
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "N"
    kept = rule_json(
        rubber("N 1S; E 1H; W exp CT; S dir; N ch keep_deal; E 2H; S Pass; W Pass"), tmp_path
    )
    assert [(r["irregularity"], r["laws"]) for r in kept["rulings"]] == [
        ("exposed_card_auction", ["43(b)"]),
        ("insufficient_bid", ["40(1)"]),
    ]
    assert kept["status"] == "auction" and kept["next"] == "N"  # West passed as he must
    dealt = rule_json(rubber("N 1S; E 1H; W exp CT; S dir; N ch new_deal"), tmp_path)
    assert dealt["status"] == "complete" and dealt["rubber"]["new_deal"]["rule"] == "43(b)"
    texts = clean_texts(rubber("N 1S; E 1H; W exp CT; S dir; N ch new_deal"), tmp_path)
    assert "not settled: the deal ended before its turn came" in texts["en"]


def test_rubber_rule_40_1_with_a_low_card_binds_it_by_itself(tmp_path: Path) -> None:
    report = rule_json(rubber("N 1S; E 1H; W exp D3; S dir; E 2H"), tmp_path)
    assert report["status"] == "auction" and report["next"] == "S"
    types = sorted((o["type"], o["seat"]) for o in report["obligations"])
    assert types == [("exposed_card_auction", "W"), ("must_pass", "W")]


def test_rubber_rule_43b_time_is_said_to_be_the_engines_reading(tmp_path: Path) -> None:
    lapsed = clean_texts(rubber("N 1S; E exp DA; E Pass; S Pass; W Pass"), tmp_path)
    assert "rule 43(b) names no time for the demand of a new deal" in lapsed["en"]
    assert "is the reading of" not in lapsed["en"]
    assert "regel 43(b) noemt geen termijn voor het eisen van een nieuwe gift" in lapsed["nl"]
    assert "Regel 43(b) nennt keine Frist" in lapsed["de"]
    ruled = clean_texts(rubber("N 1S; E exp DA; E Pass; S Pass; W dir"), tmp_path)
    assert "It names no time for the demand: this assistant lets it be made" in ruled["en"]
    assert "Een termijn voor die eis noemt zij niet" in ruled["nl"]


def test_rubber_rule_43a_lapsed_low_card_says_only_that_it_costs_nothing(tmp_path: Path) -> None:
    # 43(a) binds only a future defender: the rule itself, no reading of a time
    texts = clean_texts(rubber("N 1S; S exp H8; E Pass; S Pass; W Pass"), tmp_path)
    assert "no attention drawn to it before the auction ended: it costs nothing" in texts["en"]
    assert "names no time" not in texts["en"]
