"""The director's phone (helper text11): the findings only a JSON record
could give before (46B designation, 45F, 47E2, 58, 67, 13, 15) are entered
on the director's page under 'Vastgesteld aan tafel'. The page records the
fact; the library rules it (the same report as the record would give)."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
import test_web_situation as phone
from rule_cases import assert_clean_text
from test_web import make_client
from test_web_support import SPEC_DEAL

from bridgelaws.record import TableRecord
from bridgelaws.table import Table
from bridgelaws.web import create_app, database_url

#: board 7 (South deals): 3NT by North, East leads; dummy is South
AUCTION = [
    {"by": "S", "call": "Pass"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "1NT"},
    {"by": "E", "call": "Pass"},
    {"by": "S", "call": "3NT"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
]
LEAD = [*AUCTION, {"by": "E", "card": "DA"}]
TRICK_ONE = [*LEAD, {"by": "S", "card": "D5"}, {"by": "W", "card": "D3"}, {"by": "N", "card": "D8"}]
LANGS = ("nl", "en", "de")
EDITIONS = ("2017", "2007")


def _table(
    tmp_path: Path, lang: str, events: list[dict[str, Any]], edition: str = "2017"
) -> tuple[dict[str, Any], str, list[int]]:
    """A table opened with the deal, the events posted by the director: the
    report, the director's page (entities read back) and each answer's code."""
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        r = client.post(
            "/api/tables",
            json={"kind": "assistant", "board": 7, "deal": SPEC_DEAL, "edition": edition},
        )
        assert r.status_code == 201, r.text
        token = r.json()["tokens"]["D"]
        codes = []
        for event in events:
            # the page's language travels in its cookie; the query says it here
            answer = client.post(f"/api/{token}/events?lang={lang}", json={"event": event})
            codes.append(answer.status_code)
            if answer.status_code != 201:
                codes.append(answer.json().get("error"))
        report = client.get(f"/api/{token}/state?lang={lang}").json()["report"]
        page = html.unescape(client.get(f"/d/{token}?lang={lang}").text)
    return report, page, codes


def _library(events: list[dict[str, Any]], lang: str, edition: str = "2017") -> dict[str, Any]:
    record = {"edition": edition, "board": 7, "deal": SPEC_DEAL, "events": events}
    return Table.from_record(TableRecord.from_json(record)).report(lang)


def _box(page: str, ident: str) -> str:
    """One entry of the findings (up to the next one or the section's end)."""
    box = page[page.index(f'id="{ident}"') :]
    ends = [box.find(mark, 1) for mark in ('<div class="fact-entry"', "</details>")]
    return box[: min(e for e in ends if e > 0)]


def _visible(page: str) -> str:
    """The page's words as the director reads them (tags and scripts out)."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return re.sub(r"<[^>]+>", "\n", text)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "heading", "words"),
    [
        ("nl", "De leider noemde de kaart van de blinde onvolledig (46B)", ["hoog", "laag"]),
        ("en", "Declarer named dummy's card incompletely (46B)", ["high", "low"]),
        ("de", "Der Alleinspieler bezeichnete die Karte vom Dummy unvollständig (46B)", ["hoch"]),
    ],
)
def test_law_46b_designation_web_low_plays_dummys_lowest_of_the_suit_led(
    lang: str, heading: str, words: list[str], edition: str, tmp_path: Path
) -> None:
    # East leads ♦A against 3NT; declarer says 'low' to dummy: 46B1c, ♦5
    _, page, _ = _table(tmp_path / "before", lang, LEAD, edition)
    box = _box(page, "found-designation")
    assert heading in box
    assert all(f">{word}<" in box for word in words)
    assert "data-value='\"low\"'" in box and "data-value='\"H\"'" in box
    # what the director reads there: his language, no codes
    _, page_found, _ = _table(tmp_path / "page", lang, LEAD, edition)
    found = page_found[
        page_found.index('id="found"') : page_found.index(
            "</details>", page_found.index('id="found"')
        )
    ]
    assert_clean_text(_visible(found), lang)
    events = [*LEAD, {"fact": "designation", "value": "low"}]
    report, page, codes = _table(tmp_path / "fact", lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert (listed["irregularity"], listed["offender"], listed["laws"]) == (
        "incomplete_designation",
        "N",
        ["46B1c"],
    )
    assert (report["status"], report["next"]) == ("play", "W")  # dummy's ♦5 played
    assert 'id="found-designation"' not in page  # West, not dummy, is to play


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_law_46b3_designation_web_rank_only_when_dummy_leads(
    lang: str, edition: str, tmp_path: Path
) -> None:
    # dummy won trick 1 (♦J over ♦A? no: North's ♦T wins nothing) — the
    # rank buttons are offered whenever dummy is to play; 'A' alone while
    # dummy follows to a diamond lead: the one ace he may play is none, so
    # declarer may name any legal card (46B4) or the library says which
    events = [*LEAD, {"fact": "designation", "value": "J"}]
    report, _, codes = _table(tmp_path, lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert (listed["irregularity"], listed["laws"]) == ("incomplete_designation", ["46B3b"])
    assert report["next"] == "W"  # dummy's ♦J, the one jack he may play


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("nl", "De blinde suggereerde een speelwijze (45F)"),
        ("en", "Dummy suggested a play (45F)"),
        ("de", "Der Dummy regte eine Spielweise an (45F)"),
    ],
)
def test_law_45f_dummy_suggested_web_noted_play_goes_on(
    lang: str, heading: str, edition: str, tmp_path: Path
) -> None:
    _, page, _ = _table(tmp_path / "before", lang, LEAD, edition)
    assert heading in _box(page, "found-suggested")
    events = [*LEAD, {"fact": "dummy_suggested", "value": True}]
    report, page, codes = _table(tmp_path / "fact", lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert (listed["irregularity"], listed["offender"], listed["laws"]) == (
        "dummy_suggested_play",
        "S",
        ["45F"],
    )
    assert (report["status"], report["next"]) == ("play", "S")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "heading", "label"),
    [
        ("nl", "Kaart teruggenomen na een foutieve uitleg (47E2)", "Zuid ♦5"),
        ("en", "A card taken back after a mistaken explanation (47E2)", "South ♦5"),
        ("de", "Karte nach einer falschen Erklärung zurückgenommen (47E2)", "Süd ♦5"),
    ],
)
def test_law_47e2_misinformed_web_dummys_card_goes_back(
    lang: str, heading: str, label: str, edition: str, tmp_path: Path
) -> None:
    played = [*LEAD, {"by": "S", "card": "D5"}]
    _, page, _ = _table(tmp_path / "before", lang, played, edition)
    box = _box(page, "found-misinformed")
    assert heading in box and f">{label}<" in box
    events = [*played, {"fact": "misinformed", "value": "D5"}]
    report, _, codes = _table(tmp_path / "fact", lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert listed["irregularity"] == "misinformation_play"
    assert listed["laws"][0].startswith("47E2")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("nl", "Kaarten tegelijk gespeeld (58)"),
        ("en", "Cards played at the same time (58)"),
        ("de", "Karten gleichzeitig gespielt (58)"),
    ],
)
def test_law_58b_simultaneous_cards_web_east_designates(
    lang: str, heading: str, edition: str, tmp_path: Path
) -> None:
    _, page, _ = _table(tmp_path / "before", lang, LEAD, edition)
    box = page[page.index('id="found-simultaneous"') :]
    box = box[: box.index('data-act="fact-form"')]
    assert heading in box and 'data-fields="seat value"' in box
    assert box.count('type="checkbox" name="value"') == 52
    events = [*LEAD, {"fact": "simultaneous_cards", "value": ["DA", "DK"], "seat": "E"}]
    report, _, codes = _table(tmp_path / "fact", lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert (listed["irregularity"], listed["offender"]) == ("simultaneous_cards", "E")
    assert listed["laws"][0].startswith("58B")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("nl", "Onjuiste slag (67)"),
        ("en", "Defective trick (67)"),
        ("de", "Fehlerhafter Stich (67)"),
    ],
)
def test_law_67a1_defective_trick_web_west_adds_a_card(
    lang: str, heading: str, edition: str, tmp_path: Path
) -> None:
    _, page, _ = _table(tmp_path / "before", lang, TRICK_ONE, edition)
    box = page[page.index('id="found-defective"') :]
    box = box[: box.index('data-act="fact-form"')]
    assert heading in box and '<option value="1">1</option>' in box
    events = [*TRICK_ONE, {"fact": "defective_trick", "value": True, "trick": 1, "seat": "W"}]
    report, _, codes = _table(tmp_path / "fact", lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert (listed["irregularity"], listed["offender"]) == ("defective_trick", "W")
    assert listed["laws"][0].startswith("67")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("nl", "Een hand had een onjuist aantal kaarten (13)"),
        ("en", "A hand had the wrong number of cards (13)"),
        ("de", "Eine Hand hatte eine falsche Zahl von Karten (13)"),
    ],
)
def test_law_13_wrong_number_of_cards_web_in_the_auction(
    lang: str, heading: str, edition: str, tmp_path: Path
) -> None:
    calls = AUCTION[:3]
    _, page, _ = _table(tmp_path / "before", lang, calls, edition)
    box = page[page.index('id="found-wrong-cards"') :]
    box = box[: box.index('data-act="fact-form"')]
    assert heading in box and 'data-value="true"' in box
    events = [*calls, {"fact": "wrong_number_of_cards", "value": True, "seat": "N", "short": "E"}]
    report, _, codes = _table(tmp_path / "fact", lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert listed["irregularity"] == "wrong_number_of_cards"
    assert listed["laws"][0].startswith("13")


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "heading", "before"),
    [
        ("nl", "Aan deze tafel wordt een verkeerd bord gespeeld (15)", "Een van de vier"),
        ("en", "The wrong board is played at this table (15)", "One of the four"),
        ("de", "An diesem Tisch wird ein falsches Board gespielt (15)", "Einer der vier"),
    ],
)
def test_law_15_wrong_board_web_played_before_cancels_it(
    lang: str, heading: str, before: str, edition: str, tmp_path: Path
) -> None:
    _, page, _ = _table(tmp_path / "before", lang, TRICK_ONE, edition)
    box = _box(page, "found-wrong-board")
    assert heading in box and before in box
    events = [*TRICK_ONE, {"fact": "wrong_board", "value": True}]
    report, page, codes = _table(tmp_path / "fact", lang, events, edition)
    assert codes[-1] == 201
    assert report == _library(events, lang, edition)
    [listed] = report["irregularities"]
    assert listed["irregularity"] == "wrong_board"
    assert report["status"] == "complete"
    # the board is over: only what the director may still give after it is
    # offered (a procedural penalty, Law 7), no finding of the play (web15)
    assert 'id="found-wrong-board"' not in page and 'id="found-defective"' not in page
    assert 'id="found-penalty"' in page


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "Oost heeft ♠A niet"),
        ("en", "East does not hold ♠A"),
        ("de", "Ost hat ♠A nicht"),
    ],
)
def test_law_58b_simultaneous_cards_web_a_card_not_held_is_refused_in_words(
    lang: str, said: str, edition: str, tmp_path: Path
) -> None:
    # ♠A is North's: the director is told East does not hold it, never where
    # it lies, and nothing is recorded
    events = [*LEAD, {"fact": "simultaneous_cards", "value": ["DA", "SA"], "seat": "E"}]
    report, _, codes = _table(tmp_path, lang, events, edition)
    assert codes[-2] == 422, codes
    message = str(codes[-1])
    assert said in message
    assert "Noord" not in message and "North" not in message and "Nord" not in message
    assert_clean_text(message, lang)
    assert report == _library(LEAD, lang, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "kaart teruggenomen na een foutieve uitleg (47E2): ♥V is niet gespeeld"),
        ("en", "a card taken back after a mistaken explanation (47E2): ♥Q has not been played"),
        (
            "de",
            "Karte nach einer falschen Erklärung zurückgenommen (47E2): ♥D wurde nicht gespielt",
        ),
    ],
)
def test_law_47e2_misinformed_web_a_card_not_played_is_refused_in_words(
    lang: str, said: str, edition: str, tmp_path: Path
) -> None:
    events = [*LEAD, {"fact": "misinformed", "value": "HQ"}]
    report, _, codes = _table(tmp_path, lang, events, edition)
    assert codes[-2] == 422, codes
    assert said in str(codes[-1])
    assert_clean_text(str(codes[-1]), lang)
    assert report == _library(LEAD, lang, edition)


@pytest.mark.parametrize("lang", LANGS)
def test_law_58b_simultaneous_cards_web_one_card_is_refused_in_words(
    lang: str, tmp_path: Path
) -> None:
    events = [*LEAD, {"fact": "simultaneous_cards", "value": ["DA"], "seat": "E"}]
    _, _, codes = _table(tmp_path, lang, events)
    assert codes[-2] == 422, codes
    assert "(58)" in str(codes[-1])
    assert_clean_text(str(codes[-1]), lang)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", ["laag", "Oost, ♦A, ♦H", "West, slag 1, hij speelde niet bij"]),
        ("en", ["low", "East, ♦A, ♦K", "West, trick 1, he did not play to it"]),
        ("de", ["niedrig", "Ost, ♦A, ♦K", "West, Stich 1, er hat nicht dazu gespielt"]),
    ],
)
def test_law_46b_58_67_web_findings_are_said_back_in_words(
    lang: str, said: list[str], tmp_path: Path
) -> None:
    # the page's 'what happened' and its undo line say what was found, never
    # the record's codes ('low', 'DA', 'misplaced')
    cases = [
        [*LEAD, {"fact": "designation", "value": "low"}],
        [*LEAD, {"fact": "simultaneous_cards", "value": ["DA", "DK"], "seat": "E"}],
        [*TRICK_ONE, {"fact": "defective_trick", "value": True, "trick": 1, "seat": "W"}],
    ]
    for n, (events, words) in enumerate(zip(cases, said, strict=True)):
        _, page, codes = _table(tmp_path / str(n), lang, events)
        assert codes[-1] == 201
        log = page[page.index('<details class="log">') :]
        log = log[: log.index("</details>")]
        lines = re.findall(r"<li>([^<]+)</li>", log)
        assert any(line.endswith(words) for line in lines), (lines, words)
        assert_clean_text("\n".join(lines[:1]), lang)


# -- on the phone (Chromium, 390x844): the entries' taps post the fact ---------------------

browser, server = phone.browser, phone.server


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_law_58b_simultaneous_cards_web_phone_form_needs_every_part(
    lang: str, browser: Any, server: Any
) -> None:
    # 4♠ by South, 3-1, West leads ♥K; the director opens 'Vastgesteld aan
    # tafel': the 58 entry with nothing ticked says what is missing (no
    # post); West and ♥K ♥Q ticked, 'Vastleggen' gives 58B2 (West designates)
    director = phone.Director(browser, server, lang)
    try:
        director.during_play("4S", "S", 3, 1, "W")
        director.acts("W")
        director.card("HK")
        page = director.page
        page.click("#found summary")
        before = director.seq()
        page.click("#found-simultaneous button[data-act=fact-form]")
        page.wait_for_selector("#toast:not([hidden])")
        missing = {
            "nl": "Vul eerst alle onderdelen van de bevinding in.",
            "de": "Füllen Sie zuerst alle Teile des Befunds aus.",
        }[lang]
        assert page.inner_text("#toast") == missing
        assert director.seq() == before  # nothing was posted
        entry = "#found-simultaneous"
        page.click(f"{entry} label.pick:has(input[name=seat][value='\"W\"'])")
        page.click(f"{entry} label.pick:has(input[value='\"HK\"'])")
        page.click(f"{entry} label.pick:has(input[value='\"HQ\"'])")
        director.tap_and_wait(f"{entry} button[data-act=fact-form]")
        report = director.report()
        [listed] = report["irregularities"]
        assert (listed["irregularity"], listed["offender"], listed["laws"]) == (
            "simultaneous_cards",
            "W",
            ["58B2"],
        )
        assert report["status"] == "awaiting_choice"
        assert {o["code"] for o in report["rulings"][-1]["options"]} == {"card:HK", "card:HQ"}
        director.shot("text11-58")
    finally:
        director.close()


def test_law_67a1_defective_trick_web_phone_form(browser: Any, server: Any) -> None:
    # trick 5 quitted (♥K ♥2 ♥3 ♥A); East did not play to it: seat, trick and
    # what was wrong picked on the phone, the library rules 67A1
    director = phone.Director(browser, server, "nl")
    try:
        director.during_play("4S", "S", 3, 1, "W")
        for seat, card in (("W", "HK"), ("N", "H2"), ("E", "H3"), ("S", "HA")):
            director.acts(seat)
            director.card(card)
        page = director.page
        page.click("#found summary")
        entry = "#found-defective"
        page.click(f"{entry} label.pick:has(input[name=seat][value='\"E\"'])")
        page.select_option(f"{entry} select[name=trick]", "5")
        page.select_option(f"{entry} select[name=value]", "true")
        director.tap_and_wait(f"{entry} button[data-act=fact-form]")
        report = director.report()
        [listed] = report["irregularities"]
        assert (listed["irregularity"], listed["offender"]) == ("defective_trick", "E")
        assert listed["laws"] == ["67A1"]
        director.shot("text11-67")
    finally:
        director.close()
