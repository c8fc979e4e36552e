"""Actions made in the auction while the director (or, in rubber, the player
entitled to a penalty) is still ruling on something else are never lost (9B,
9B2): a card played or shown is listed at once and ruled as a card exposed in
the auction (24; rubber 43) once the ruling under way is done; a claim before
the play began has no effect and is said; a call is judged once the ruling is
done, as made then."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, must_passes, record, rule_json, script

DUPLICATE = ["2017", "2007"]


def _codes(report: dict[str, Any]) -> list[tuple[int, str, str]]:
    return [(i["event"], i["irregularity"], i["offender"]) for i in report["irregularities"]]


@pytest.mark.parametrize("edition", DUPLICATE)
def test_law_24_card_played_while_27_choice_open_is_listed_then_ruled(
    tmp_path: Path, edition: str
) -> None:
    waiting = record(script("N 1S; E 1H; S dir; fact artificial false; E card HK"), edition)
    report = rule_json(waiting, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert (4, "exposed_card_auction", "E") in _codes(report)
    texts = clean_texts(waiting, tmp_path)
    assert "zodra de lopende arbitrage is afgerond" in texts["nl"]
    assert "once the ruling under way is done" in texts["en"]

    done = record(
        script("N 1S; E 1H; S dir; fact artificial false; E card HK; S ch accept"), edition
    )
    report = rule_json(done, tmp_path)
    assert report["status"] == "auction"
    assert report["next"] == "S"
    assert [r["laws"][0] for r in report["rulings"]] == ["27", "24"]
    # an honour shown: partner West passes at his next turn (24B)
    assert must_passes(report) == [("W", "next_turn", ["24B"])]
    assert (4, "exposed_card_auction", "E") in _codes(report)


@pytest.mark.parametrize("edition", DUPLICATE)
def test_law_24_card_shown_while_29_choice_open_is_ruled_after_it(
    tmp_path: Path, edition: str
) -> None:
    data = record(script("N 1S; W 2H; N dir; E exp D2; N ch accept"), edition)
    report = rule_json(data, tmp_path)
    assert [r["laws"][0] for r in report["rulings"]] == ["29", "24"]
    assert (3, "exposed_card_auction", "E") in _codes(report)
    # a single card below an honour, not led: no pass for partner (24A)
    assert must_passes(report) == []
    assert "♦2" in clean_texts(data, tmp_path)["nl"]


@pytest.mark.parametrize("edition", [*DUPLICATE, "rubber"])
def test_law_68_claim_while_an_auction_ruling_is_open_has_no_effect(
    tmp_path: Path, edition: str
) -> None:
    data = record([*script("N 1S; W 2H; N dir"), {"by": "E", "claim": 5}], edition)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_choice"
    assert [(w["event"], w["by"]) for w in report["without_effect"]] == [(3, "E")]
    texts = clean_texts(data, tmp_path)
    assert "Oost claimde slagen voordat het spelen was begonnen" in texts["nl"]


def test_rule_43_call_while_the_new_deal_choice_is_open_is_kept(tmp_path: Path) -> None:
    # East shows an honour in the auction; South may demand a new deal (43(b)).
    # East's pass before South chose is judged after the choice, not lost.
    data = record(script("N 1S; E exp SQ; N dir; E pass; S ch keep_deal"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "auction"
    assert report["next"] == "S"  # East's pass counted


def test_rule_42f_call_after_the_new_deal_says_the_rules_ended_it(tmp_path: Path) -> None:
    data = record(script("N 1S; W 2H; N dir; N pass; N ch new_deal"), "rubber")
    report = rule_json(data, tmp_path)
    assert report["status"] == "complete"
    texts = clean_texts(data, tmp_path)
    assert "nadat het spel volgens de regels al was beëindigd (42(f))" in texts["nl"]
    assert "after the deal had ended under the rules (42(f))" in texts["en"]
    assert "wedstrijdleider" not in texts["nl"].split("Zonder gevolg:")[1]
