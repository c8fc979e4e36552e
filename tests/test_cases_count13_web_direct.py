"""Law 79 at the director's phone and at the terminal (``direct``): once the
board is over, the page offers the count disputed (79B), a score entered
wrongly (79C) and the end of the correction period, in the user's language;
``direct`` reads the same findings typed as words. The library rules them
(tests/test_cases_count13_law79.py has the rulings themselves).

The board: board 7 of the web tests (SPEC_DEAL), 3NT by North, played out
with each seat's first legal card.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import test_web_situation as phone
from test_cases_text11_web import AUCTION, _box, _table
from test_web_support import SPEC_DEAL

from bridgelaws.cards import CARDS, InputError, Seat
from bridgelaws.cli_direct import parse_action
from bridgelaws.record import FactEvent, TableRecord
from bridgelaws.table import Table


def _played_out() -> tuple[list[dict[str, Any]], Table]:
    events = list(AUCTION)
    table = Table.from_record(
        TableRecord.from_json({"edition": "2017", "board": 7, "deal": SPEC_DEAL, "events": events})
    )
    play = table.play
    assert play is not None
    while table.status.value == "play":
        seat = table.next
        assert isinstance(seat, Seat)
        held = [CARDS[i] for i in sorted(play.hands[seat])]
        led = play.current[0][1].suit if play.current else None
        card = next((c for c in held if c.suit is led), held[0])
        table.play_card(seat, card)
        events.append({"by": seat.letter, "card": card.name})
    return events, table


PLAYED, TABLE = _played_out()
NS_TRICKS = (TABLE.tricks() or {})[Seat.NORTH.side]


@pytest.mark.parametrize(
    ("lang", "heading", "words"),
    [
        (
            "nl",
            "Verschil van mening over de gemaakte slagen (79B)",
            ["Betwist door", "de spelers waren het over dat aantal eens (79A2)"],
        ),
        ("en", "The tricks won are disputed (79B)", ["Disputed by", "after the round ended"]),
        ("de", "Uneinigkeit über die gewonnenen Stiche (79B)", ["Bestritten von"]),
    ],
)
def test_law_79b_web_the_count_form_in_the_users_language(
    tmp_path: Path, lang: str, heading: str, words: list[str]
) -> None:
    _, page, codes = _table(tmp_path, lang, PLAYED)
    assert set(codes) == {201}
    box = _box(page, "found-count")
    assert heading in box
    assert all(word in box for word in words)
    assert 'data-flags="agreed after_round sure split"' in box
    assert 'data-fact-form="score_error"' in page and 'id="found-period"' in page


def test_law_79_web_not_offered_before_the_play_is_over(tmp_path: Path) -> None:
    _, page, _ = _table(tmp_path, "nl", PLAYED[:-1])
    assert 'id="found-count"' not in page and 'id="found-score"' not in page


@pytest.mark.parametrize("edition", ["2017", "2007"])
def test_law_79b3_web_split_score_posted_as_the_page_sends_it(tmp_path: Path, edition: str) -> None:
    # the slip says one trick more than the cards: called only after the
    # round, the director lowers the side the slip favours (79B3; 2007 79B2)
    fact = {
        "fact": "tricks_disputed",
        "value": NS_TRICKS + 1,
        "by": "E",
        "after_round": True,
        "split": True,
    }
    report, page, codes = _table(tmp_path, "nl", [*PLAYED, fact], edition)
    assert codes[-1] == 201
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "tricks_disputed"
    assert ruling["laws"] == ["79B3" if edition == "2017" else "79B2"]
    score = report["score"]
    assert score["NS"] != -score["EW"]  # a split score: both shown
    assert "hij verlaagt de score van" in page
    assert "Wedstrijdleider stelt vast: verschil van mening over de gemaakte slagen (79B)" in page


def test_law_79c_web_score_error_and_period(tmp_path: Path) -> None:
    events = [
        *PLAYED,
        {"fact": "correction_period_ended", "value": True},
        {"fact": "score_error", "value": 990},
    ]
    report, page, codes = _table(tmp_path, "nl", events)
    assert codes[-2:] == [201, 201]
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["79C2"]
    assert report["score"] == {"NS": 990, "EW": -990}
    assert "de genoteerde score, Noord-Zuid +990, blijft staan" in page


# -- direct: the findings typed as words ------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "line", "event"),
    [
        ("nl", "slagentelling 8 O", FactEvent("tricks_disputed", 8, {"by": "E"})),
        ("en", "trickcount 10", FactEvent("tricks_disputed", 10, {})),
        ("de", "stichzahl 9 S", FactEvent("tricks_disputed", 9, {"by": "S"})),
        ("nl", "scorefout -50", FactEvent("score_error", -50)),
        ("en", "scoreerror +620", FactEvent("score_error", 620)),
        ("nl", "correctietermijn", FactEvent("correction_period_ended", True)),
        ("de", "fristende", FactEvent("correction_period_ended", True)),
    ],
)
def test_law_79_direct_reads_the_findings(lang: str, line: str, event: FactEvent) -> None:
    assert parse_action(line, TABLE, lang) == event


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("slagentelling acht", "zeg hoeveel slagen de partij van de leider"),
        ("scorefout veel", "zeg de punten van Noord-Zuid zoals genoteerd"),
    ],
)
def test_law_79_direct_refuses_a_finding_without_its_number(line: str, said: str) -> None:
    with pytest.raises(InputError) as raised:
        parse_action(line, TABLE, "nl")
    assert said in raised.value.render("nl")


def test_law_79b2_direct_finding_ruled_by_the_library() -> None:
    table = Table.from_record(
        TableRecord.from_json({"edition": "2017", "board": 7, "deal": SPEC_DEAL, "events": PLAYED})
    )
    table.apply(parse_action(f"slagentelling {NS_TRICKS + 2} W", table, "nl"))
    ruling = table.rulings[-1]
    assert ruling.irregularity.code == "tricks_disputed" and ruling.laws == ("79B2",)
    assert table.score() == TABLE.score()


# -- the phone, in Chromium ------------------------------------------------------------

browser, server = phone.browser, phone.server


@phone.pytestmark
def test_law_79b3_phone_split_score_after_the_round(browser: Any, server: Any) -> None:
    # the director comes after the play: 4S by South, ten tricks recorded; the
    # defenders' card says nine, noticed after the round: he ticks 'after the
    # round' and 'split' (79B3), and both sides' points show
    director = phone.Director(browser, server, "nl")
    try:
        director.after_play("4S", "S", 10)
        page = director.page
        page.click("#found summary")
        entry = "#found-count"
        assert "Verschil van mening over de gemaakte slagen (79B)" in page.inner_text(entry)
        page.select_option(f"{entry} select[name=value]", "10")
        page.click(f"{entry} label.pick:has(input[name=by][value='\"E\"'])")
        page.check(f"{entry} input[name=after_round]")
        page.check(f"{entry} input[name=split]")
        # the tricks were not seen here: without his own count the library
        # refuses the finding in words and nothing is recorded
        page.click(f"{entry} button[data-act=fact-form]")
        page.wait_for_selector("#toast:not([hidden])", timeout=10_000)
        assert "geef het aantal dat de wedstrijdleider vaststelt" in page.inner_text("#toast")
        assert director.report()["rulings"] == []
        if not page.is_visible(entry):
            page.click("#found summary")
        page.select_option(f"{entry} select[name=value]", "10")
        page.select_option(f"{entry} select[name=found]", "9")
        page.click(f"{entry} label.pick:has(input[name=by][value='\"E\"'])")
        page.check(f"{entry} input[name=after_round]")
        page.check(f"{entry} input[name=split]")
        director.tap_and_wait(f"{entry} button[data-act=fact-form]")
        report = director.report()
        [ruling] = report["rulings"]
        assert ruling["irregularity"] == "tricks_disputed" and ruling["laws"] == ["79B3"]
        score = report["score"]
        assert score["NS"] < -score["EW"]  # South lowered, the defenders not raised
        # South is lowered, the defenders keep the recorded score: each side's own points
        assert "(een gesplitste score)" in director.text()
        assert "hij verlaagt de score van Noord-Zuid" in director.page.content()
        director.shot("count13-79b3")
    finally:
        director.close()
