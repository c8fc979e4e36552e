"""Refusals in words (proc15): a yes-or-no answer that is neither is refused
naming what was asked in the reader's language, never the record's field
name: a detail or an action's flag as its question (fact_names.DETAIL_LABELS),
a fact by its name in words. Through ``bridgelaws rule`` and the web API."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from rule_cases import record, rule_json, rule_refused, script
from test_cases_text11_web import AUCTION, LEAD, _library, _table

#: a record field or code in a refusal (``face_down``, ``seen``, ``"artificial"``)
CODE = re.compile(r"\b[a-z]+_[a-z_]+\b|\bseen\b|\bface_down\b|\"artificial\"|\bnamed\b")

PASSES = "N 1S; E pass; S pass; W pass"


def refused(data: dict[str, Any], tmp_path: Path) -> dict[str, str]:
    out = {lang: rule_refused(data, tmp_path, lang) for lang in ("nl", "en", "de")}
    for lang, text in out.items():
        assert not CODE.search(text.split(": ", 1)[1]), (lang, text)
    return out


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_13a_seen_detail_neither_yes_nor_no_is_asked_in_words(
    edition: str, tmp_path: Path
) -> None:
    # East finds fourteen cards before he called; whether a card of another hand
    # was seen decides 13A1 or 13A2 (2007 13D): "maybe" is no answer
    wrong = {"fact": "wrong_number_of_cards", "value": True, "seat": "E", "seen": "maybe"}
    out = refused(record([{"by": "N", "call": "1S"}, wrong], edition), tmp_path)
    assert (
        "action 2: Did a player see a card of another hand? Answer true (yes) or false (no), "
        'not "maybe".' in out["en"]
    )
    assert (
        "handeling 2: Heeft een speler een kaart van een andere hand gezien? Antwoord met"
        in (out["nl"])
    )
    assert "Handlung 2: Hat ein Spieler eine Karte einer anderen Hand gesehen?" in out["de"]


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_13a_seen_detail_true_and_false_still_rule(edition: str, tmp_path: Path) -> None:
    # the same finding with a proper answer is ruled: seen or not decides 13A1/13A2
    laws = {}
    for seen in (False, True):
        wrong = {"fact": "wrong_number_of_cards", "value": True, "seat": "E", "seen": seen}
        report = rule_json(record([{"by": "N", "call": "1S"}, wrong], edition), tmp_path)
        ruling = report["rulings"][-1]
        assert ruling["irregularity"] == "wrong_number_of_cards"
        laws[seen] = {law for effect in ruling["effects"] for law in effect["laws"]}
    assert laws[False] != laws[True]


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
def test_law_41_face_down_flag_neither_yes_nor_no_is_asked_in_words(
    edition: str, tmp_path: Path
) -> None:
    events = [*script(PASSES), {"by": "E", "card": "S8", "face_down": "ja"}]
    out = refused(record(events, edition), tmp_path)
    assert (
        'action 5: Was the card led face down? Answer true (yes) or false (no), not "ja".'
        in (out["en"])
    )
    assert (
        'Werd de kaart gedekt uitgespeeld? Antwoord met true (ja) of false (nee), niet met "ja"'
        in (out["nl"])
    )
    assert "Wurde die Karte verdeckt ausgespielt? Antworten Sie mit true (ja)" in out["de"]


def test_law_68_agree_flag_neither_yes_nor_no_is_asked_in_words(tmp_path: Path) -> None:
    events = [*script(PASSES), {"by": "E", "card": "S8"}, {"by": "W", "agree": 1}]
    out = refused(record(events), tmp_path)
    assert "Does the player agree to the claim or concession? Answer true (yes)" in out["en"]
    assert "Stemt de speler in met de claim of de concessie? Antwoord met true (ja)" in out["nl"]
    assert "Stimmt der Spieler der Beanspruchung oder der Konzession zu?" in out["de"]


def test_law_16b_info_agreed_detail_is_not_the_count_question(tmp_path: Path) -> None:
    # "agreed" of an information event is the opponents confirming what happened,
    # not the 79A count (which DETAIL_LABELS calls "agreed" too)
    events = [
        *script("N 1S; E pass"),
        {"by": "E", "extraneous": "hesitation", "of": 0, "agreed": "yes"},
    ]
    out = refused(record(events), tmp_path)
    assert "Do the opponents agree that this is what happened? Answer true (yes)" in out["en"]
    assert "count" not in out["en"]
    assert "Zijn de tegenstanders het erover eens dat dit is gebeurd?" in out["nl"]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", 'action 4: Artificial call: the answer is true (yes) or false (no), not "maybe".'),
        ("nl", "handeling 4: Kunstmatige bieding: het antwoord is true (ja) of false (nee), niet"),
        ("de", "Handlung 4: Künstliche Ansage: die Antwort ist true (ja) oder false (nein)"),
    ],
)
def test_law_27b1a_yes_no_fact_is_named_in_words(lang: str, said: str, tmp_path: Path) -> None:
    data = record([*script("N 1S; E 1H; S dir"), {"fact": "artificial", "value": "maybe"}])
    out = rule_refused(data, tmp_path, lang)
    assert said in out
    assert '"artificial"' not in out


def test_law_64_revoke_established_given_early_is_named_in_words(tmp_path: Path) -> None:
    # the fact kept for a later question: checked when given, worded as any other
    data = record([*script("N 1S"), {"fact": "revoke_established", "value": 3}])
    out = refused(data, tmp_path)
    assert "Revoke established: the answer is true (yes) or false (no), not 3." in out["en"]
    assert "Verzaking voldongen: het antwoord is true (ja) of false (nee), niet 3." in out["nl"]


def test_rubber_rule_23_cards_gathered_is_named_in_words(tmp_path: Path) -> None:
    data = record([*script("N 1S"), {"fact": "cards_gathered", "value": "yes"}], "rubber")
    out = refused(data, tmp_path)
    assert (
        "The cards were gathered for the next shuffle: the answer is true (yes) or false (no), "
        'not "yes".' in out["en"]
    )
    assert "De kaarten zijn samengevoegd om te schudden: het antwoord is true (ja)" in out["nl"]
    assert "Die Karten wurden zum Mischen zusammengelegt: die Antwort ist true (ja)" in out["de"]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "Heeft een speler een kaart van een andere hand gezien? Antwoord met true (ja)"),
        ("en", "Did a player see a card of another hand? Answer true (yes)"),
        ("de", "Hat ein Spieler eine Karte einer anderen Hand gesehen? Antworten Sie mit"),
    ],
)
def test_law_13a_web_seen_detail_refused_in_words(lang: str, said: str, tmp_path: Path) -> None:
    calls = AUCTION[:3]
    wrong = {"fact": "wrong_number_of_cards", "value": True, "seat": "E", "seen": "x"}
    report, _, codes = _table(tmp_path, lang, [*calls, wrong])
    assert codes[-2] == 422, codes
    assert said in str(codes[-1])
    assert "seen" not in str(codes[-1])
    assert report == _library(calls, lang)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "Werd de kaart genoemd in plaats van op tafel gelegd? Antwoord met true (ja)"),
        ("en", "Was the card named rather than faced? Answer true (yes) or false (no), not 2."),
        ("de", "Wurde die Karte genannt statt aufgedeckt? Antworten Sie mit true (ja)"),
    ],
)
def test_law_45c4_web_named_flag_refused_in_words(lang: str, said: str, tmp_path: Path) -> None:
    card = {"by": "S", "card": "D5", "named": 2}
    report, _, codes = _table(tmp_path, lang, [*LEAD, card])
    assert codes[-2] == 422, codes
    assert said in str(codes[-1])
    assert report == _library(LEAD, lang)


@pytest.mark.parametrize("edition", ["2017", "2007", "rubber"])
def test_law_45c1_card_held_seen_neither_yes_nor_no_is_asked_in_words(
    edition: str, tmp_path: Path
) -> None:
    # "maybe" was read as seen, so the card held up counted as played
    events = [
        *script("N 1NT; E pass; S pass; W pass; E card DA; S card D5"),
        {"fact": "card_held", "value": "D3", "by": "W", "seen": "maybe"},
    ]
    out = refused(record(events, edition), tmp_path)
    assert (
        'Did a player see a card of another hand? Answer true (yes) or false (no), not "maybe".'
        in (out["en"])
    )
