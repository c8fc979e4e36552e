"""Bad input names cards as the rulings do (helper text9): ♠A in English,
♥V in Dutch, ♥D in German, never PBN's "SA", in every error message: a
record's action, a situation's field, a file read, the web's answer. Seats are
named in the language of the message, and a seat is never told where a card
it does not hold lies."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from check2_cases import full, sit
from rule_cases import rule_refused, unclean_lines

from bridgelaws.cards import Card, InputError, Seat, param_text
from bridgelaws.web.service import ActionError

EDITIONS = ("2017", "2007", "rubber")
NT = "N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass"
#: a PBN card name standing alone: what no message may show
PBN_CARD = re.compile(r"(?<![\w♠♥♦♣])[SHDC](?:[AKQJT2-9]|10)(?!\w)")


def _no_pbn_card(message: str) -> None:
    # the file name of the record and the field path (situation.hands.E) are the
    # file's own words; the rest is what the director reads
    words = re.sub(r"\S*record\.json:|situation\.[\w.\[\]]+", "", message)
    assert not PBN_CARD.search(words), message


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "handeling 7: Oost heeft ♠A niet (die is gegeven aan Noord)"),
        ("en", "action 7: East does not hold ♠A (it was dealt to North)"),
        ("de", "Handlung 7: Ost hat ♠A nicht (sie wurde an Nord gegeben)"),
    ],
)
def test_law_7b3_a_card_not_held_is_named_in_the_language(
    edition: str, lang: str, said: str, tmp_path: Path
) -> None:
    # East plays the ♠A, which North holds: English said 'East does not hold SA'
    message = rule_refused(full(f"{NT}; E card SA", edition), tmp_path, lang)
    assert said in message
    _no_pbn_card(message)
    assert unclean_lines(re.sub(r"\S*record\.json:", "", message), lang) == []


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "♥V staat er twee keer, ook bij: De kaarten van de blinde"),
        ("en", "♥Q is given twice, also in: Dummy's cards"),
        ("de", "♥D steht doppelt da, auch bei: Die Karten des Dummys"),
    ],
)
def test_spec_6_a_card_given_twice_names_the_card_and_the_other_field_in_words(
    edition: str, lang: str, said: str, tmp_path: Path
) -> None:
    # East's known ♥Q is also in dummy: the other field was named by its code
    # ('is already in dummy', 'hands.E') and the card in PBN
    situation = {
        "contract": "4H",
        "declarer": "S",
        "tricks": {"NS": 2, "EW": 1},
        "leader": "W",
        "dummy": "AK3.Q2.543.K2",
        "hands": {"E": "-.Q.-.-"},
    }
    message = rule_refused(sit(situation, edition=edition), tmp_path, lang)
    assert said in message
    _no_pbn_card(message)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "West kreeg ♠A niet (Noord wel)"),
        ("en", "West was not dealt ♠A (North was)"),
        ("de", "West hat ♠A nicht erhalten (Nord schon)"),
    ],
)
@pytest.mark.parametrize("edition", EDITIONS)
def test_spec_6_a_situation_card_not_dealt_names_seats_in_the_language(
    edition: str, lang: str, said: str, tmp_path: Path
) -> None:
    # the seats were English words in every language ('West kreeg SA niet (North wel)')
    data = full("", edition)
    data.pop("events")
    data["events"] = []
    data["situation"] = {
        "contract": "4H",
        "declarer": "S",
        "tricks": {"NS": 0, "EW": 0},
        "current": ["W:SA"],
    }
    message = rule_refused(data, tmp_path, lang)
    assert said in message
    _no_pbn_card(message)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "gebeurtenis: West heeft ♣B niet"),
        ("en", "event: West does not hold ♣J"),
        ("de", "Ereignis: West hat ♣B nicht"),
    ],
)
def test_law_7b3_the_web_answer_names_the_card_in_the_language(lang: str, said: str) -> None:
    # the web's refusal to a seat: the card he tried, never where it lies
    error = ActionError(
        422, "event: {seat} does not hold {card}", seat=Seat.WEST, card=Card.parse("CJ")
    )
    assert error.render(lang) == said


@pytest.mark.parametrize(("lang", "card"), [("nl", "♦V"), ("en", "♦Q"), ("de", "♦D")])
def test_an_error_value_that_is_a_card_is_written_as_the_rulings_write_it(
    lang: str, card: str
) -> None:
    assert param_text(Card.parse("DQ"), lang) == card
    assert InputError("{card}", card=Card.parse("DQ")).render(lang) == card
