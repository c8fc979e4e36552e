"""Law 14B1 (2017 and 2007 alike): a card missing from a hand, found after
the opening lead among the played cards, is not simply put back (14B2): Law
67 rules the trick it lay in as a trick with a card too many. Before a player
of each side played to the next trick that is 67A2 (a fifth card, 45E; or two
cards at once, 58B); later 67B2 (the card goes back to the hand, the trick
keeps its winner). The rubber rules (49(b)) put it back wherever it was found.
Facts our own, from seed 000 (2017 14B, 67), seed 002 (2007 § 14, § 67) and
seed 001 (rubber 49).

Board 1: North deals; 3NT by North, East leads. Trick 1 (clubs) is won by
North's ♣A, trick 2 (hearts) by North's ♥Q, and North has led ♦8 to trick 3:
only declarer's side has played to trick 3."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rule_cases import clean_texts, penalty_cards, record, rule_json, script
from typer.testing import CliRunner

from bridgelaws.cli import app

EDITIONS = ["2017", "2007"]
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
PLAY = (
    f"{NT}; E card C4; S card CQ; W card C8; N card CA; "
    "N card HQ; E card H3; S card H8; W card H2; N card D8"
)


def _found(card: str, seat: str, trick: int | None, **more: Any) -> dict[str, Any]:
    fact: dict[str, Any] = {"fact": "missing_card", "value": card, "seat": seat, "found": "trick"}
    if trick is not None:
        fact["trick"] = trick
    return {**fact, **more}


def _ruling(report: dict[str, Any]) -> dict[str, Any]:
    assert len(report["rulings"]) == 1, report["rulings"]
    ruling: dict[str, Any] = report["rulings"][0]
    return ruling


def _rule(
    fact: dict[str, Any], edition: str, tmp_path: Path
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """The record (the play above, then ``fact``), its report and its one ruling."""
    data = record([*script(PLAY), fact], edition)
    report = rule_json(data, tmp_path)
    return data, report, _ruling(report)


def _effects(ruling: dict[str, Any]) -> list[tuple[str, str | None, str | None, list[str]]]:
    return [(e["type"], e.get("seat"), e.get("card"), e["laws"]) for e in ruling["effects"]]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b1_found_in_a_trick_both_sides_played_on_67b2(tmp_path: Path, edition: str) -> None:
    # West's ♥7 lay in trick 1 with his ♣8; trick 2 is complete since:
    # 67B2: ♣8 stays, ♥7 goes back to his hand, trick 1 stays North's
    data, report, ruling = _rule(_found("H7", "W", 1), edition, tmp_path)
    assert (ruling["irregularity"], ruling["offender"]) == ("defective_trick", "W")
    assert ruling["laws"] == ["14B1", "67B2"]
    assert (ruling["chooser"], ruling["options"]) == (None, [])
    assert _effects(ruling) == [
        ("card_stays", "W", "C8", ["67B2a"]),
        ("card_returned", "W", "H7", ["67B2a"]),
        ("unauthorized_information", "E", None, ["14C"]),
    ]
    assert penalty_cards(report) == set()
    assert (report["status"], report["next"]) == ("play", "E")
    out = clean_texts(data, tmp_path)
    said = {
        "en": (
            "♥7, missing from West's hand, was found among the cards of trick 1",
            "West's ♥7 goes back to his hand (67B2a)",
            "West's ♣8 stays in the trick (67B2a)",
        ),
        "nl": (
            "ontbrak, is gevonden tussen de kaarten van slag 1",
            "♥7 van West gaat terug in zijn hand (67B2a)",
        ),
        "de": ("für diesen Stich gilt Regel 67 (14B1)",),
    }
    assert {lang: [s for s in lines if s not in out[lang]] for lang, lines in said.items()} == {
        "en": [],
        "nl": [],
        "de": [],
    }
    assert "is put back (14B2)" not in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b1_found_in_the_last_trick_a_defenders_fifth_card_67a2(
    tmp_path: Path, edition: str
) -> None:
    # found in trick 2 before the defenders played to trick 3: 67A2 with
    # 45E1: a defender's fifth card is a penalty card (♥7 low: minor)
    data, report, ruling = _rule(_found("H7", "W", 2), edition, tmp_path)
    assert ruling["laws"] == ["14B1", "67A2", "45E1"]
    assert _effects(ruling) == [("penalty_card", "W", "H7", ["67A2", "45E1"])]
    assert penalty_cards(report) == {("W", "H7", "minor")}
    assert (report["status"], report["next"]) == ("play", "E")
    out = clean_texts(data, tmp_path)
    assert "West's ♥7 is a minor penalty card (67A2, 45E1)" in out["en"]
    assert "♥7 van West is een kleine strafkaart" in out["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b1_stuck_to_the_card_played_unseen_58b1(tmp_path: Path, edition: str) -> None:
    # the ♥7 went into trick 2 stuck behind West's ♥2, its face never seen:
    # 67A2 with 58B1: the ♥2 stands, the ♥7 goes back without rectification
    data, report, ruling = _rule(_found("H7", "W", 2, at_once=True), edition, tmp_path)
    assert (ruling["irregularity"], ruling["offender"]) == ("simultaneous_cards", "W")
    assert ruling["laws"] == ["14B1", "67A2", "58B1"]
    assert _effects(ruling) == [
        ("card_stands", "W", "H2", ["58B1"]),
        ("card_returned", "W", "H7", ["58B1"]),
        ("unauthorized_information", "E", None, ["14C"]),
    ]
    assert penalty_cards(report) == set()
    out = clean_texts(data, tmp_path)
    assert "West's ♥7 goes back to his hand (58B1)" in out["en"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b1_stuck_to_the_card_played_seen_58b2_penalty_card(
    tmp_path: Path, edition: str
) -> None:
    # both faces were seen: 58B2, the card in the trick stands and the
    # defender's other card seen is a penalty card
    data, report, ruling = _rule(
        _found("H7", "W", 2, at_once=True, exposed=True), edition, tmp_path
    )
    assert ruling["laws"] == ["14B1", "67A2", "58B2"]
    assert _effects(ruling) == [
        ("card_stands", "W", "H2", ["58B2"]),
        ("penalty_card", "W", "H7", ["58B2"]),
    ]
    assert penalty_cards(report) == {("W", "H7", "minor")}
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b1_declarers_card_in_the_last_trick_goes_back_45e2(
    tmp_path: Path, edition: str
) -> None:
    # North's ♠2 lay in trick 2: declarer's fifth card goes back (45E2), no
    # penalty card; South's knowledge of it is 14C
    data, report, ruling = _rule(_found("S2", "N", 2), edition, tmp_path)
    assert (ruling["offender"], ruling["laws"]) == ("N", ["14B1", "67A2", "45E2"])
    assert _effects(ruling) == [
        ("card_withdrawn", "N", "S2", ["45E2"]),
        ("unauthorized_information", "S", None, ["14C"]),
    ]
    assert penalty_cards(report) == set()
    clean_texts(data, tmp_path)


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_14b2_found_elsewhere_still_put_back(tmp_path: Path, edition: str) -> None:
    # found under the table (no "found", or "elsewhere"): 14B2 as before
    for fact in (
        {"fact": "missing_card", "value": "H7", "seat": "W"},
        {"fact": "missing_card", "value": "H7", "seat": "W", "found": "elsewhere"},
    ):
        data = record([*script(PLAY), fact], edition)
        ruling = _ruling(rule_json(data, tmp_path))
        assert (ruling["irregularity"], ruling["laws"]) == ("missing_card", ["14B2", "14B4"])
        assert _effects(ruling)[0] == ("card_restored", "W", "H7", ["14B2"])


@pytest.mark.parametrize(
    ("fact", "said"),
    [
        (_found("H7", "W", None), 'needs "trick": the trick it lay in'),
        (_found("H7", "W", 3), "3 is not a quitted trick"),
        (_found("CA", "N", 1), "♣A is not in North's hand in the record"),
        (
            {"fact": "missing_card", "value": "H7", "found": "trick", "trick": 1},
            'a missing card needs "seat"',
        ),
    ],
)
def test_law_14b1_what_cannot_be_true_is_refused(
    tmp_path: Path, fact: dict[str, Any], said: str
) -> None:
    # the trick in progress (3) is not among the quitted tricks; the ♣A was
    # played by North to trick 1, so it was never missing from his hand
    data = record([*script(PLAY), fact])
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = CliRunner().invoke(app, ["rule", str(path), "--lang", "en"])
    assert result.exit_code != 0
    assert "action 16" in result.output and said in result.output, result.output


def test_rubber_49b_found_in_a_quitted_trick_put_back(tmp_path: Path) -> None:
    # the rubber rules have no Law 67 step: a card found in a quitted trick
    # goes back to the short hand (49(b))
    fact = {"fact": "missing_card", "value": "H7", "by": "W", "found": "trick"}
    data = record([*script(PLAY), fact], "rubber")
    ruling = _ruling(rule_json(data, tmp_path))
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "too_few_cards",
        "W",
        ["49(b)"],
    )
    assert _effects(ruling) == [("card_restored", "W", "H7", ["49(b)"])]
