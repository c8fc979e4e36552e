"""``bridgelaws direct`` at the table (helper text10): what a Dutch director
stumbled on. A lead out of turn (53) was echoed by its name only, with 'Noord
is aan de beurt' in the prompt: the instruction that the card waits for the
director (9B1) or for the next card (53A) is said at once; and the tricks
quitted so far, typed '3 2' as one says them, were refused (only '3-2')."""

from __future__ import annotations

import pytest
from test_cases_text9_direct import direct

EDITIONS = ("2017", "2007")
#: 4♠ by South after five tricks, South on lead, nothing else known: West leads ♥K
START = {
    "nl": ["s", "4S Z", "3-2", "", "Z", "", "", "", "W HH", "ja", "stop"],
    "en": ["p", "4S S", "3-2", "", "S", "", "", "", "W HK", "yes", "quit"],
    "de": ["s", "4P S", "3-2", "", "S", "", "", "", "W CK", "ja", "ende"],
}
SAID = {
    "nl": "De voor de beurt voorgespeelde kaart van West blijft open op tafel liggen en wacht: "
    "de wedstrijdleider wordt geroepen (9B1), of de leider accepteert haar door uit de blinde "
    "(Noord) een kaart bij te spelen (53A).",
    "en": "West's lead out of turn stays face up and waits: the director is called (9B1), or "
    "declarer accepts it by playing a card from dummy (North) to it (53A).",
    "de": "Das Ausspiel außer Reihenfolge von West bleibt aufgedeckt liegen und wartet: der "
    "Turnierleiter wird gerufen (9B1), oder der Alleinspieler nimmt es an, indem er vom Dummy "
    "(Nord) eine Karte dazugibt (53A).",
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lang", ("nl", "en", "de"))
def test_law_53a_direct_says_the_lead_out_of_turn_waits(lang: str, edition: str) -> None:
    out = direct(START[lang], "--lang", lang, "--edition", edition)
    assert " ".join(SAID[lang].split()) in " ".join(out.split())
    assert "(9B1)" in out


@pytest.mark.parametrize(("lang", "tricks"), [("nl", "3 2"), ("nl", "3 - 2"), ("en", "3 2")])
def test_law_53a_direct_takes_the_tricks_typed_with_a_space(lang: str, tricks: str) -> None:
    lines = [*START[lang][:2], tricks, *START[lang][3:]]
    out = direct(lines, "--lang", lang)
    assert "zijn geen twee aantallen slagen" not in out
    assert "is not two numbers of tricks" not in out
    assert " ".join(SAID[lang].split()) in " ".join(out.split())
