"""The NBB rubber rules of the auction (seed 001, rules 39-42): who may
choose what, and what binds afterwards, with the expectations written from
the rules before the records were run. The rubber rules have no director:
a player draws attention (60) and the player the rule names chooses, so
what the assistant says stays in force never speaks of a director staying
at the table (it did, as under the Laws). Facts our own.

Board 1 of rule_cases: North deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import DEAL, clean_texts, must_passes, record, rule_json, script
from rule_cases import ruling_effects as effects

from bridgelaws.instruction import in_force, instruction
from bridgelaws.record import TableRecord
from bridgelaws.table import Table


def _report(steps: str, tmp_path: Path) -> dict[str, Any]:
    return rule_json(record(script(steps), "rubber"), tmp_path)


def _said(steps: str, lang: str = "en") -> list[str]:
    data = {"edition": "rubber", "board": 1, "deal": DEAL, "events": script(steps)}
    table = Table.from_record(TableRecord.from_json(data))
    return [m.render(lang) for m in [*instruction(table), *in_force(table)]]


def _choice(report: dict[str, Any]) -> tuple[str, str | None, list[str]]:
    last = report["rulings"][-1]
    return (last["irregularity"], last["chooser"], [o["code"] for o in last["options"]])


def test_rubber_39_2_bid_at_rhos_turn_partner_passes_once(tmp_path: Path) -> None:
    # East bids 1H before North (his RHO, the dealer) called: the turn goes
    # back to North and West passes at his first turn; nobody chooses
    steps = "E 1H; S dir"
    report = _report(steps, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "N")
    assert must_passes(report) == [("W", "next_turn", ["39(2)"])]
    said = _said(steps)
    assert said[0] == "The auction goes on: North calls now."
    assert "West must pass at his next turn (39(2))" in said
    for lang in ("en", "nl", "de"):
        assert not any(
            word in line
            for line in _said(steps, lang)
            for word in ("director", "wedstrijdleider", "Turnierleiter")
        )
    clean_texts(record(script(steps), "rubber"), tmp_path)


def test_rubber_39_1_bid_before_any_bid_at_partners_turn_lho_chooses(tmp_path: Path) -> None:
    # South bids 1H while North, the dealer, had to call: West may demand a
    # new deal or let the deal stand with 1H void
    report = _report("S 1H; W dir", tmp_path)
    assert _choice(report) == ("bid_out_of_rotation", "W", ["new_deal", "keep_deal"])
    report = _report("S 1H; W dir; W ch keep_deal", tmp_path)
    assert (report["status"], report["next"], report["obligations"]) == ("auction", "N", [])
    clean_texts(record(script("S 1H; W dir; W ch keep_deal"), "rubber"), tmp_path)


def test_rubber_39_3_lho_called_first_the_call_counts_in_turn(tmp_path: Path) -> None:
    report = _report("E 1H; S 1S", tmp_path)
    assert (report["status"], report["next"], report["rulings"]) == ("auction", "W", [])
    assert report["irregularities"][0]["accepted"] is True


@pytest.mark.parametrize(
    ("steps", "nxt", "passes"),
    [
        # 40(1): attention drawn: any higher bid, partner passes once
        ("N 1S; E 1H; S dir", "E", [("W", "next_turn", ["40(1)"])]),
        # 40(2): East raises to 2H himself before attention: regular, no penalty
        ("N 1S; E 1H; E 2H", "S", []),
        # 40(3): South called over it: it counts as sufficient
        ("N 1S; E 1H; S 2S", "W", []),
    ],
)
def test_rubber_40_insufficient_bid_three_ways(
    tmp_path: Path, steps: str, nxt: str, passes: list[tuple[str, str, list[str]]]
) -> None:
    report = _report(steps, tmp_path)
    assert (report["status"], report["next"]) == ("auction", nxt)
    assert must_passes(report) == passes
    clean_texts(record(script(steps), "rubber"), tmp_path)


def test_rubber_42a_bid_of_eight_lho_chooses_and_may_let_it_stand_as_seven(
    tmp_path: Path,
) -> None:
    report = _report("N 8S; E dir", tmp_path)
    assert _choice(report) == ("bid_above_seven", "E", ["new_deal", "disallow", "allow"])
    allow = next(o for o in report["rulings"][-1]["options"] if o["code"] == "allow")
    assert "7♠" in allow["text"]
    report = _report("N 8S; E dir; E ch disallow", tmp_path)
    assert (report["status"], report["next"]) == ("auction", "E")
    clean_texts(record(script("N 8S; E dir; E ch disallow"), "rubber"), tmp_path)


def test_rubber_42b_barred_player_bids_lho_chooses(tmp_path: Path) -> None:
    # West had to pass at his first turn (40(1)) and bids 2H: 42(b), North
    # (West's left-hand opponent) chooses; disallowed, West is deemed to pass
    steps = "N 1S; E 1H; S dir; E 2D; S Pass; W 2H; N dir"
    report = _report(steps, tmp_path)
    assert _choice(report) == ("call_when_required_to_pass", "N", ["new_deal", "disallow", "allow"])
    report = _report(steps + "; N ch disallow", tmp_path)
    assert (report["status"], report["next"]) == ("auction", "N")
    assert must_passes(report) == []
    clean_texts(record(script(steps + "; N ch disallow"), "rubber"), tmp_path)


def test_rubber_41_defenders_call_after_the_auction_declarer_names_a_suit(
    tmp_path: Path,
) -> None:
    # West bids 5H after 4S by North was passed out: North may require East
    # to lead a suit he names at his first lead (any of the four)
    steps = "N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; W 5H; N dir"
    report = _report(steps, tmp_path)
    irregularity, chooser, codes = _choice(report)
    assert (irregularity, chooser) == ("call_after_final_pass", "N")
    assert codes == [
        "require_suit:S",
        "require_suit:H",
        "require_suit:D",
        "require_suit:C",
        "no_restriction",
    ]
    assert ("call_cancelled", ["41"]) in effects(report)
    chosen = steps + "; N ch require_suit:D"
    report = _report(chosen, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    owed = [(o["type"], o["seat"], o.get("kind"), o.get("suit")) for o in report["obligations"]]
    assert owed == [("lead_restriction", "E", "require_suit", "D")]
    clean_texts(record(script(chosen), "rubber"), tmp_path)
