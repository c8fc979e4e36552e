"""A lead out of turn that nobody has accepted or ruled yet (helper text10):
the instruction to the table said who plays next as if the lead were in
turn ('Noord komt nu uit' to declarer after West's opening lead out of
turn, 'De leider speelt nu voor uit de blinde'). The card waits face up: the
director is called (9B1), or the next player accepts it by playing to it
(53A, 54B; 54A lets declarer spread his hand). Rubber has no director: once
attention is drawn declarer chooses the penalty (46(2)), a card of the other
side makes the lead correct (46(3)), declarer's own leads 46(1) and 45.
The same for a call the next player may accept by calling over it (27A1,
29A; rubber 39(3), 40(3)): the instruction said 'Het bieden gaat verder'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import NT, full, nt, sit
from rule_cases import clean_texts, rule_json

LAWS = ("2017", "2007")


def _waiting(data: dict[str, Any], tmp: Path, code: str, offender: str, nxt: str) -> None:
    """The report: the lead listed, not accepted, no ruling, play waits for ``nxt``."""
    report = rule_json(data, tmp)
    assert (report["status"], report["next"]) == ("play", nxt)
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"]) == (code, offender)
    assert irregularity["accepted"] is False
    assert report["rulings"] == [] and report["obligations"] == []


def _instruction(text: str) -> str:
    """The instruction lines of a report in any language (after the '→')."""
    return "\n".join(line[2:] for line in text.splitlines() if line.startswith("→ "))


@pytest.mark.parametrize("edition", LAWS)
def test_law_54_opening_lead_out_of_turn_waits_for_the_director_or_declarer(
    edition: str, tmp_path: Path
) -> None:
    # West leads against 3NT by North; East was on lead. North, declarer, is
    # next: he may accept by playing from his hand (54B) or spread it (54A);
    # he does not 'make the opening lead now'
    data = full(f"{NT}; W card S3", edition)
    _waiting(data, tmp_path, "opening_lead_out_of_turn", "W", "N")
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert texts["nl"] == (
        "De uitkomst voor de beurt van West blijft open op tafel liggen en wacht: de "
        "wedstrijdleider wordt geroepen (9B1), of de leider (Noord) accepteert haar door de "
        "tweede kaart uit zijn eigen hand bij te spelen (54B), of hij legt zijn hand open en "
        "wordt blinde (54A)."
    )
    assert texts["en"] == (
        "West's opening lead out of turn stays face up and waits: the director is called "
        "(9B1), or declarer (North) accepts it by playing the second card from his own hand "
        "(54B), or spreads his hand and becomes dummy (54A)."
    )
    assert "Eröffnungsausspiel außer Reihenfolge von West" in texts["de"]
    assert "Turnierleiter wird gerufen (9B1)" in texts["de"]
    assert "komt nu uit" not in texts["nl"] and "opening lead now" not in texts["en"]


@pytest.mark.parametrize("edition", LAWS)
def test_law_54b_declarers_card_accepts_and_the_usual_instruction_returns(
    edition: str, tmp_path: Path
) -> None:
    # North plays to it from his hand: accepted (54B), dummy is spread and
    # East plays to the trick next
    data = full(f"{NT}; W card S3; N card S2", edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    [irregularity] = report["irregularities"]
    assert irregularity["accepted"] is True
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert texts["nl"] == "Oost speelt nu bij."
    assert texts["en"] == "East plays now."


@pytest.mark.parametrize("edition", LAWS)
def test_law_9b2_once_the_director_is_called_nobody_plays(edition: str, tmp_path: Path) -> None:
    # the director called to it: the lead no longer waits for a card, the
    # ruling is under way (declarer chooses among 54's options)
    data = full(f"{NT}; W card S3; N dir", edition)
    report = rule_json(data, tmp_path)
    assert report["status"] != "play"
    [ruling] = report["rulings"]
    assert ruling["irregularity"] == "opening_lead_out_of_turn" and ruling["chooser"] == "N"
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert "wacht" not in texts["nl"] and "waits" not in texts["en"]


#: later leads nobody has accepted (3NT by North after six tricks): the
#: leader, the card, the lead listed (code, offender, next), the English
#: instruction and a Dutch part; the instruction said 'De leider speelt nu
#: voor uit de blinde (Zuid)', 'East leads now', 'West leads now'
LAWS_LEADS = [
    (
        ("N", "E card S9"),
        ("lead_out_of_turn", "E", "S"),
        "East's lead out of turn stays face up and waits: the director is called (9B1), or "
        "declarer accepts it by playing a card from dummy (South) to it (53A).",
        "De voor de beurt voorgespeelde kaart van Oost blijft open op tafel liggen en wacht: "
        "de wedstrijdleider wordt geroepen (9B1), of de leider accepteert haar door uit de "
        "blinde (Zuid) een kaart bij te spelen (53A).",
    ),
    (
        ("S", "W card H2"),
        ("lead_out_of_turn", "W", "N"),
        "West's lead out of turn stays face up and waits: the director is called (9B1), or "
        "declarer (North) accepts it by playing a card to it (53A).",
        "of de leider (Noord) accepteert haar door een kaart bij te spelen (53A)",
    ),
    (
        ("E", "N card S7"),
        ("lead_out_of_turn", "N", "E"),
        "The lead out of turn from North's hand stays face up and waits: the director is "
        "called (9B1), or East accepts it by playing a card to it (53A).",
        "De voor de beurt voorgespeelde kaart uit de hand van Noord blijft open op tafel "
        "liggen en wacht: de wedstrijdleider wordt geroepen (9B1), of Oost accepteert haar "
        "door een kaart bij te spelen (53A).",
    ),
    (
        ("N", "S card S7"),
        ("lead_from_wrong_hand", "N", "W"),
        "Declarer's lead from the wrong hand stays face up and waits: the director is called "
        "(9B1), or West accepts it by playing a card to it (55A).",
        "De uit de verkeerde hand voorgespeelde kaart van de leider",
    ),
]


@pytest.mark.parametrize("edition", LAWS)
@pytest.mark.parametrize(("start", "listed", "english", "dutch"), LAWS_LEADS)
def test_law_53a_55a_later_leads_wait_for_the_director_or_the_next_card(
    edition: str,
    start: tuple[str, str],
    listed: tuple[str, str, str],
    english: str,
    dutch: str,
    tmp_path: Path,
) -> None:
    # a defender's lead out of turn, the next hand dummy or declarer (53A);
    # declarer's lead out of turn (55A through 53A); from the wrong hand (55A)
    leader, card = start
    data = sit(nt(4, 2, leader), card, edition)
    _waiting(data, tmp_path, *listed)
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert texts["en"] == english
    assert dutch in texts["nl"]
    assert "wedstrijdleider wordt geroepen (9B1)" in texts["nl"]
    assert "Turnierleiter wird gerufen (9B1)" in texts["de"]
    assert "speelt nu voor" not in texts["nl"] and "leads now" not in texts["en"]


def test_rubber_46_2_opening_lead_out_of_turn_waits_for_attention(tmp_path: Path) -> None:
    # rubber: no director; once attention is drawn declarer chooses before he
    # plays from either hand (46(2)); a card of his side makes it correct, and
    # one from declarer's own hand makes him dummy (46(3))
    data = full(f"{NT}; W card S3", "rubber")
    _waiting(data, tmp_path, "opening_lead_out_of_turn", "W", "N")
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert texts["en"] == (
        "West's opening lead out of turn stays face up: once attention is drawn to it, "
        "declarer (North) chooses its penalty before he plays from either hand (46(2)); a card "
        "his side plays to it makes it a correct lead, and if that card comes from declarer's "
        "own hand he becomes dummy and his partner declarer (46(3))."
    )
    assert "zodra iemand er de aandacht op vestigt, kiest de leider (Noord)" in texts["nl"]
    assert "wedstrijdleider" not in texts["nl"] and "director" not in texts["en"]
    assert "Turnierleiter" not in texts["de"]


def test_rubber_46_3_declarers_own_card_accepts_and_he_becomes_dummy(tmp_path: Path) -> None:
    data = full(f"{NT}; W card S3; N card S2", "rubber")
    report = rule_json(data, tmp_path)
    assert report["declarer"] == "S" and report["irregularities"][0]["accepted"] is True
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert "East plays now." in texts["en"] and "stays face up" not in texts["en"]


#: rubber leads nobody drew attention to: the situation, the card, the lead
#: listed (code, offender, next), the English instruction and a Dutch part
RUBBER_LEADS = [
    (
        ("N", "E card S9"),
        ("lead_out_of_turn", "E", "S"),
        "East's lead out of turn stays face up: once attention is drawn to it, declarer "
        "(North) chooses its penalty before he plays from either hand (46(2)); a card his "
        "side plays to it makes it a correct lead (46(3)).",
        "De voor de beurt voorgespeelde kaart van Oost blijft open liggen",
    ),
    (
        ("E", "N card S7"),
        ("lead_out_of_turn", "N", "E"),
        "The lead out of turn from North's hand stays face up: either defender may require "
        "declarer to take it back (46(1)); a card a defender plays to it makes it a correct "
        "lead (46(3)).",
        "elke tegenspeler mag eisen dat de leider haar terugneemt (46(1))",
    ),
    (
        ("N", "S card S7"),
        ("lead_from_wrong_hand", "N", "W"),
        "Declarer's lead from the wrong hand stays face up: either defender may require a "
        "lead from the right hand, in the same suit if he can; once a defender plays to it, it "
        "counts as led from the right hand (45).",
        "elke tegenspeler mag eisen dat hij uit de juiste hand voorspeelt",
    ),
]


@pytest.mark.parametrize(("start", "listed", "english", "dutch"), RUBBER_LEADS)
def test_rubber_46_1_46_2_45_later_leads_wait_for_attention(
    start: tuple[str, str], listed: tuple[str, str, str], english: str, dutch: str, tmp_path: Path
) -> None:
    # a defender's lead (46(2), 46(3)), declarer's lead out of turn (46(1))
    # and declarer's lead from the wrong hand (45), 3NT by North after six tricks
    leader, card = start
    data = sit(nt(4, 2, leader), card, "rubber")
    _waiting(data, tmp_path, *listed)
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert texts["en"] == english
    assert dutch in texts["nl"]
    assert "wedstrijdleider" not in texts["nl"] and "Turnierleiter" not in texts["de"]


#: calls the next player may accept by calling over them: the auction, the
#: code, offender and next seat, the law of acceptance by action
WAITING_CALLS = [
    ("N 1NT; E 1H", ("insufficient_bid", "E", "S"), "27A1"),
    ("N 1NT; W 2H", ("bid_out_of_rotation", "W", "N"), "29A"),
    ("N 1NT; W X", ("double_out_of_rotation", "W", "N"), "29A"),
    ("N 1NT; W Pass", ("pass_out_of_rotation", "W", "N"), "29A"),
]


def _waiting_call(data: dict[str, Any], tmp: Path, listed: tuple[str, str, str]) -> None:
    report = rule_json(data, tmp)
    code, offender, nxt = listed
    assert (report["status"], report["next"]) == ("auction", nxt)
    [irregularity] = report["irregularities"]
    assert (irregularity["irregularity"], irregularity["offender"]) == (code, offender)
    assert irregularity["accepted"] is False and report["rulings"] == []


@pytest.mark.parametrize("edition", LAWS)
@pytest.mark.parametrize(("auction", "listed", "law"), WAITING_CALLS)
def test_law_27a1_29a_irregular_call_waits_for_the_director_or_the_next_call(
    edition: str, auction: str, listed: tuple[str, str, str], law: str, tmp_path: Path
) -> None:
    # the instruction said 'Het bieden gaat verder: Zuid is aan de beurt'
    # as if the call were in order; LHO's call accepts it (27A1, 29A)
    data = full(auction, edition)
    _waiting_call(data, tmp_path, listed)
    _, offender, nxt = listed
    names = {
        "E": ("Oost", "East"),
        "W": ("West", "West"),
        "N": ("Noord", "North"),
        "S": ("Zuid", "South"),
    }
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert texts["nl"] == (
        f"De onregelmatige bieding van {names[offender][0]} wacht: de wedstrijdleider wordt "
        f"geroepen (9B1), of {names[nxt][0]} accepteert haar door zelf te bieden ({law})."
    )
    assert texts["en"] == (
        f"{names[offender][1]}'s irregular call waits: the director is called (9B1), or "
        f"{names[nxt][1]} accepts it by calling over it ({law})."
    )
    assert "Turnierleiter wird gerufen (9B1)" in texts["de"]
    assert "gaat verder" not in texts["nl"]


@pytest.mark.parametrize("edition", LAWS)
def test_law_27a1_accepted_by_the_next_call_the_auction_goes_on(
    edition: str, tmp_path: Path
) -> None:
    data = full("N 1NT; E 1H; S Pass", edition)
    assert rule_json(data, tmp_path)["irregularities"][0]["accepted"] is True
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert texts["en"] == "The auction goes on: West calls now."
    assert texts["nl"] == "Het bieden gaat verder: West is aan de beurt."


@pytest.mark.parametrize(("auction", "listed", "rule"), WAITING_CALLS[:3])
def test_rubber_39_3_40_3_irregular_call_stands_once_lho_calls(
    auction: str, listed: tuple[str, str, str], rule: str, tmp_path: Path
) -> None:
    # rubber: no director; the call stands if LHO calls before attention is
    # drawn (40(3) insufficient, 39(3) out of turn)
    rule = {"27A1": "40(3)", "29A": "39(3)"}[rule]
    data = full(auction, "rubber")
    _waiting_call(data, tmp_path, listed)
    texts = {lang: _instruction(t) for lang, t in clean_texts(data, tmp_path).items()}
    assert f"calls before attention is drawn to it ({rule})" in texts["en"]
    assert f"voordat iemand er de aandacht op vestigt ({rule})" in texts["nl"]
    assert "wedstrijdleider" not in texts["nl"] and "director" not in texts["en"]
