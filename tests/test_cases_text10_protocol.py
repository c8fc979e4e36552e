"""The general protocol (seed 004) shown at the right moment (helper text10).

A director on a phone ruled an insufficient bid (27B: not accepted, East
replaced it), the board was played and claimed; at the end 27D's question
came, and the page showed the general protocol again above it: 'South has
not called since ... Next, every option is explained, then the entitled
player chooses (10C1)', long after South had chosen. The protocol's steps
come before the options; once the choice is made they are not shown again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import full, nt, sit
from rule_cases import assert_clean_text, clean_texts, rule_json
from test_cases_text10_web import _page

LAWS = ("2017", "2007")
#: the director's start screen: during the auction, board 1
AUCTION = {"kind": "situation", "phase": "auction", "board": "1"}
#: 1NT, East's insufficient 1♥ not accepted and replaced by 2♥, passed out;
#: South leads, East claims eight tricks and both defenders agree
PLAYED = [
    {"by": "N", "call": "1NT"},
    {"by": "E", "call": "1H"},
    {"by": "S", "director": True},
    {"fact": "artificial", "value": False},
    {"by": "S", "choose": "reject"},
    {"by": "E", "call": "2H"},
    {"by": "S", "call": "Pass"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "S", "card": "SA"},
    {"by": "E", "claim": 8},
    {"by": "S", "agree": True},
    {"by": "N", "agree": True},
]


def _board(edition: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    return sit({"auction": []}, events, edition)


@pytest.mark.parametrize("edition", LAWS)
def test_law_27b_general_protocol_comes_before_the_choice(edition: str, tmp_path: Path) -> None:
    # at the choice itself the protocol is there: who called, South has not
    # called since (27A1), the options next (10C1)
    report = rule_json(_board(edition, PLAYED[:4]), tmp_path)
    assert report["status"] == "awaiting_choice"
    assert [step["step"] for step in report["protocol"]] == ["called_by", "acted_since"]
    assert report["protocol"][1]["laws"] == ["27A1"]


@pytest.mark.parametrize("edition", LAWS)
def test_law_27d_question_at_the_end_without_the_protocol_again(
    edition: str, tmp_path: Path
) -> None:
    data = _board(edition, PLAYED)
    report = rule_json(data, tmp_path)
    assert report["status"] == "awaiting_fact"
    [ruling] = report["rulings"]
    assert ruling["chosen"] == "reject"
    assert ruling["question"]["fact"] == "outcome_different"
    assert ruling["question"]["laws"] == ["27D"]
    assert "protocol" not in report  # absent when no step applies (spec §2)
    assert (report["contract"], report["declarer"], report["score"]["EW"]) == ("2H", "E", 110)
    clean_texts(data, tmp_path)


@pytest.mark.parametrize(
    ("lang", "protocol", "acted_since", "question"),
    [
        (
            "nl",
            "Algemeen protocol",
            "Zuid heeft sindsdien niet geboden",
            "Had het resultaat op het bord zonder de hulp die OW kreeg",
        ),
        (
            "en",
            "General protocol",
            "South has not called since",
            "Could the result of the board well have been different",
        ),
    ],
)
def test_law_27d_web_question_at_the_end_without_the_protocol_again(
    lang: str, protocol: str, acted_since: str, question: str, tmp_path: Path
) -> None:
    # the director's phone page at the end of the board: 27D's question only
    _, asked = _page(tmp_path, lang, AUCTION, PLAYED[:4])
    assert protocol in asked and acted_since in asked
    report, page = _page(tmp_path / "end", lang, AUCTION, PLAYED)
    assert report["status"] == "awaiting_fact"
    assert question in page
    assert protocol not in page and acted_since not in page


def _in_force(data: dict[str, Any], lang: str) -> list[str]:
    """What stays in force, as the web page and ``direct`` say it."""
    from bridgelaws.instruction import in_force
    from bridgelaws.record import TableRecord
    from bridgelaws.table import Table

    table = Table.from_record(TableRecord.from_json(data))
    return [message.render(lang) for message in in_force(table)]


@pytest.mark.parametrize(("edition", "law"), [("2017", "16C2")])
def test_law_16c2_withdrawn_call_is_named_a_call(edition: str, law: str, tmp_path: Path) -> None:
    # West's 2♣ out of rotation, not accepted (29B, 31B): the page said 'wat
    # Oost uit de ingetrokken bieding of kaart weet' during the auction
    data = full("N 1H; W 2C; N dir; N ch reject", edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("auction", "E")
    assert ("unauthorized_information", "E") in [
        (e["type"], e.get("seat")) for e in report["rulings"][0]["effects"]
    ]
    said = {lang: _in_force(data, lang) for lang in ("nl", "en", "de")}
    assert (
        f"{law}: wat Oost uit de ingetrokken bieding weet, is voor hem ongeoorloofde "
        "informatie; voor de andere partij is het geoorloofd."
    ) in said["nl"]
    assert (
        f"{law}: what East learnt from the withdrawn call is unauthorized for him; for the "
        "other side it is authorized."
    ) in said["en"]
    assert any("aus der zurückgenommenen Ansage weiß" in line for line in said["de"])
    assert not any("of kaart" in line for line in said["nl"])
    for lang, lines in said.items():
        assert_clean_text("\n".join(lines), lang)


@pytest.mark.parametrize("edition", LAWS)
def test_law_53a_acceptance_from_dummy_is_declarers_card(edition: str, tmp_path: Path) -> None:
    # 3NT by North, North on lead; East leads out of turn and South (dummy)
    # is next: the protocol said 'Zuid heeft sindsdien niet gespeeld: met een
    # kaart had hij het geaccepteerd' of dummy, who plays nothing himself
    data = sit(nt(4, 2, "N"), "E card S9; N dir", edition)
    report = rule_json(data, tmp_path)
    assert report["rulings"][0]["chooser"] == "N"
    [acted] = [step for step in report["protocol"] if step["step"] == "acted_since"]
    assert acted["laws"] == ["53A"]
    assert acted["text"].startswith(
        "Declarer has not played from dummy (South) since: a card from dummy would have "
        "accepted it (53A)."
    )
    nl = rule_json(data, tmp_path, "nl")["protocol"]
    assert any(
        s["text"].startswith("De leider heeft sindsdien niet uit de blinde (Zuid) gespeeld")
        for s in nl
    )
    clean_texts(data, tmp_path)
