"""The director's assistant at the table (``bridgelaws direct``), as a Dutch
director called mid-board uses it: what he reads after each line he types."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from check7_cases import contract
from rule_cases import clean_texts, record, rule_json, rule_text, script

from tests.test_direct import direct


def test_law_55_judgment_mid_play_says_why_in_dutch() -> None:
    # taken up in trick 5 without the auction: a judgment (Laws 12, 16) is not
    # possible, and the reason is in Dutch without a record field's name
    out = direct(
        [
            "s",
            "3SA W",
            "2-2",
            "",
            "W",
            "",
            "",
            "",
            "O S5",
            "ja",
            "N wl",
            "nee",
            "2",
            "W H2",
            "oordeel",
            "klaar",
        ],
        "--board",
        "7",
    )
    assert "Uit de verkeerde hand spelen (West; Artikel 55)" in out
    assert (
        "Een beoordeling heeft het hele bieden en het spel vanaf de eerste slag nodig: "
        "dit spel werd opgenomen zonder het bieden of met al gespeelde slagen." in out
    )
    assert "situation" not in out


def test_law_55_judgment_mid_play_in_german() -> None:
    out = direct(
        [
            "s",
            "3SA W",
            "2-2",
            "",
            "W",
            "",
            "",
            "",
            "O P5",
            "ja",
            "N tl",
            "nein",
            "2",
            "urteil",
            "ende",
        ],
        "--board",
        "7",
        "--lang",
        "de",
    )
    assert "Ausspiel aus der falschen Hand (West; Regel 55)" in out
    assert (
        "Nicht verstanden: Ein Urteil braucht die ganze Reizung und das Spiel ab dem ersten Stich"
        in out
    )


def _disputed_claim(statement: str) -> dict[str, Any]:
    events = script("N 1S; E Pass; S 4S; W Pass; N Pass; E Pass; E card DA")
    claim = {"by": "N", "claim": 10, "statement": statement}
    return record([*events, claim, {"by": "E", "dispute": True}, *script("E dir")])


def test_law_68c_unread_statement_is_explained_in_the_readers_language(tmp_path: Path) -> None:
    # an English statement the reader cannot read: the Dutch director reads
    # why in Dutch (68C, 70D1), not in the statement's English
    data = _disputed_claim("draw trumps then top")
    nl = rule_text(data, tmp_path, "nl")
    en = rule_text(data, tmp_path, "en")
    assert "'top' wordt niet begrepen" in nl and "blijft vrije tekst" in nl
    assert "is not understood" not in nl
    assert "'top' is not understood" in en and "kept as free text" in en
    # and a Dutch statement read by an English director: English words
    en_of_dutch = rule_text(_disputed_claim("troef trekken en dan iets"), tmp_path, "en")
    assert "'iets' is not understood" in en_of_dutch and "niet begrepen" not in en_of_dutch


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_44g_revoke_in_last_quitted_trick_won_by_the_seat_on_lead(
    edition: str, tmp_path: Path
) -> None:
    # ten tricks quitted (NS 7, EW 3), East on lead: East won trick 10. South
    # claims the rest, agreed; the director then finds East revoked in trick
    # 10: established by the agreement (2017 63A4, 2007 63A3); he need not be
    # asked who won trick 10 (44G), and East-West won nothing after: one
    # trick goes to North-South (64A1): 11 tricks, 4♠+1 = 450
    situation = contract("4S", "S", 7, 3, leader="E")
    events = [
        {"by": "S", "claim": 10},
        *[{"by": s, "agree": True} for s in ("E", "W")],
        {"fact": "revoke", "value": {"seat": "E", "trick": 10}},
    ]
    data = sit(situation, events, edition)
    report = rule_json(data, tmp_path)
    # only the optional 64C question remains, not who won trick 10
    assert [q["fact"] for q in report["questions"]] == ["tricks_without_revoke"]
    assert report["status"] == "complete"
    assert report["tricks"] == {"NS": 11, "EW": 2}
    assert report["score"]["NS"] == 450
    texts = clean_texts(data, tmp_path)
    assert "East is on lead to trick 11, so he won trick 10 (44G)." in texts["en"]
    assert "Oost is aan de beurt om voor te spelen in slag 11, dus hij heeft slag 10" in texts["nl"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_63a2_found_revoke_established_by_a_named_lead(edition: str, tmp_path: Path) -> None:
    # five tricks quitted, West on lead names his ♠3 for trick 6; the director
    # then finds East revoked in trick 5: established by the named card (63A2)
    situation = contract("4S", "S", 3, 2, leader="W")
    events = [
        {"by": "W", "card": "S3", "named": True},
        {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
        {"fact": "revoke_trick_won_by", "value": "W", "trick": 5},
    ]
    data = sit(situation, events, edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert "63A2" in ruling["laws"] and "63A1" not in ruling["laws"]
    texts = clean_texts(data, tmp_path)
    assert "has named a card for a later trick (63A2)" in texts["en"]
    assert "heeft een kaart genoemd voor een volgende slag (63A2)" in texts["nl"]


def test_rubber_55_1_a_iii_dummys_revoke_found_is_corrected_without_penalty(
    tmp_path: Path,
) -> None:
    # West leads ♣5 to trick 5, dummy North plays ♦3 and the revoke is found
    # at once: not established (55(2)), the ♦3 goes back and dummy's ♣4 is
    # played in its place (55(1), 55(5)); dummy's revoke costs nothing
    situation = contract("4H", "S", 2, 2, current=["W:C5", "N:D3"])
    found = {"fact": "revoke", "value": {"seat": "N", "trick": 5}}
    data = sit(situation, [found, {"by": "N", "card": "C4"}], "rubber")
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert ruling["laws"] == ["55(1)(a)(III)"] and ruling["options"] == []
    assert report["obligations"] == [] and (report["status"], report["next"]) == ("play", "E")
    texts = clean_texts(data, tmp_path)
    assert "North takes ♦3 back and plays a correct card instead." in texts["en"]
    assert "A revoke by dummy costs no penalty, corrected or not (55(1)(a)(III))." in texts["en"]
    assert "♦3" in texts["nl"] and "Noord" in texts["nl"]


def test_law_90b2_procedural_penalty_typed_at_the_table() -> None:
    # slow play: the director types the penalty as a word, the amount, the
    # seat and the law; the board goes on and the refusals are in words
    out = direct(
        ["s", "4S Z", "6-2", "", "Z", "", "", "", "straf 10% O 90B2", "straf 3x O", "klaar"],
        "--board",
        "3",
    )
    assert "de wedstrijdleider geeft Oost een procedurele straf van 10% (90)" in out
    assert "Oost krijgt een procedurele straf van 10% van een top (90B2, 90A)" in out
    assert "→ Zuid speelt nu voor." in out
    assert '"3X" is geen straf: geef die als 25% (van een top), 2MP of 3IMP' in out


def test_rubber_direct_has_no_procedural_penalty() -> None:
    out = direct(
        ["s", "4S Z", "6-2", "", "Z", "", "", "", "straf 10% O", "klaar"],
        "--board",
        "3",
        "--edition",
        "rubber",
    )
    assert "de rubberbridgeregels kennen zo'n vaststelling niet" in out


def test_law_41b_20c2_review_asked_at_the_table() -> None:
    # the director types who asked for the auction; the answer follows in
    # words: dummy-to-be South not (41B), the leader East before his lead,
    # West after the lead but before his first turn to play (20C2)
    out = direct(
        [
            "b",
            "1H pas 2H pas",
            "N 4H",
            "O pas",
            "Z pas",
            "W pas",
            "Z biedverloop",
            "O biedverloop",
            "O KA",
            "W biedverloop",
            "klaar",
        ],
        "--board",
        "1",
    )
    assert "Zuid vraagt naar het biedverloop" in out
    assert "· Zuid mag de biedingen niet laten herhalen (41B)." in out
    assert "· Oost mag nu alle biedingen laten herhalen (41B)." in out
    assert (
        "· West mag alle biedingen laten herhalen wanneer hij voor het eerst aan de beurt is "
        "om te spelen (20C2)." in out
    )
