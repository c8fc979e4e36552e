"""46B on the director's phone (helper text11): a table opened from what the
director finds (spec §6) does not know dummy's cards. Declarer's incomplete
words were ruled with nothing said (no card, no reason: the page showed only
'46B1c'); now the ruling says what the words mean, without a card, and the
director enters the card dummy plays. Words given while dummy is not to play
were dropped in silence: now refused in the director's language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rule_cases import assert_clean_text, record, rule_json, rule_refused, rule_text

EDITIONS = ("2017", "2007")
#: 4♠ by South after four tricks (3-1), West on lead, no hand known
SITUATION = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 1}, "leader": "W"}


def _record(events: list[dict[str, Any]], edition: str) -> dict[str, Any]:
    data = record(events, edition, situation=SITUATION)
    del data["deal"]
    return data


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("words", "law", "nl", "en"),
    [
        (
            "low",
            "46B1c",
            "de blinde speelt zijn laagste kaart in de voorgespeelde kleur (46B1c)",
            "dummy plays his lowest card of the suit led (46B1c)",
        ),
        (
            "high",
            "46B1a",
            "de blinde speelt zijn hoogste kaart in de voorgespeelde kleur (46B1a)",
            "dummy plays his highest card of the suit led (46B1a)",
        ),
        (
            "win",
            "46B1b",
            "waarvan bekend is dat die de slag wint (46B1b)",
            "dummy plays his lowest card of the suit led known to win it (46B1b)",
        ),
        (
            "C",
            "46B2",
            "de blinde speelt zijn laagste kaart in die kleur (46B2)",
            "dummy plays his lowest card of that suit (46B2)",
        ),
        (
            "Q",
            "46B3b",
            "een kaart van die hoogte die hij reglementair mag spelen",
            "dummy plays a card of that rank he may legally play",
        ),
    ],
)
def test_law_46b_designation_with_dummys_cards_unknown_says_what_the_words_mean(
    words: str, law: str, nl: str, en: str, edition: str, tmp_path: Path
) -> None:
    data = _record([{"by": "W", "card": "HK"}, {"fact": "designation", "value": words}], edition)
    report = rule_json(data, tmp_path)
    [ruling] = report["rulings"]
    assert (ruling["irregularity"], ruling["offender"], ruling["laws"]) == (
        "incomplete_designation",
        "S",
        [law],
    )
    assert (ruling["options"], ruling["effects"]) == ([], [])  # no card worked out
    assert (report["status"], report["next"]) == ("play", "N")  # dummy plays it next
    dutch = rule_text(data, tmp_path, "nl")
    english = rule_text(data, tmp_path, "en")
    assert nl in " ".join(dutch.split())
    assert en in " ".join(english.split())
    assert "de wedstrijdleider voert de kaart in die de blinde speelt" in dutch
    # the instruction to the table says it too while dummy is to play
    told = dutch[dutch.index("Instructie aan de tafel") :]
    assert nl in " ".join(told.split())
    assert_clean_text(dutch, "nl")
    assert_clean_text(english, "en")


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_46b1c_designation_then_dummys_card_entered(edition: str, tmp_path: Path) -> None:
    # the director enters the card dummy played: play goes on from it
    events = [
        {"by": "W", "card": "HK"},
        {"fact": "designation", "value": "low"},
        {"by": "N", "card": "H2"},
    ]
    report = rule_json(_record(events, edition), tmp_path)
    assert (report["status"], report["next"]) == ("play", "E")
    assert [i["irregularity"] for i in report["irregularities"]] == ["incomplete_designation"]
    dutch = rule_text(_record(events, edition), tmp_path, "nl")
    told = dutch[dutch.index("Instructie aan de tafel") :]
    assert "laagste kaart" not in told  # dummy's card is in: the table is told who plays


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "nl",
            "woorden van de leider voor de kaart van de blinde (46B): Noord (de blinde) is nu "
            "niet aan de beurt",
        ),
        ("en", "declarer's words for dummy's card (46B): North (dummy) is not to play now"),
        (
            "de",
            "Worte des Alleinspielers für die Karte vom Dummy (46B): Nord (Dummy) ist jetzt "
            "nicht an der Reihe",
        ),
    ],
)
def test_law_46b_designation_when_dummy_is_not_to_play_is_refused(
    lang: str, said: str, edition: str, tmp_path: Path
) -> None:
    # West is on lead: declarer's words for dummy's card belong to dummy's turn
    data = _record([{"fact": "designation", "value": "low"}], edition)
    message = rule_refused(data, tmp_path, lang)
    assert said in " ".join(message.split())
    assert "Traceback" not in message
