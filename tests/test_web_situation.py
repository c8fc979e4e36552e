"""The director's assistant on a phone, started from what the director finds at
the table (spec §6), walked through in Chromium as a director would, protocol
by protocol of seed 004, in Dutch, English and German: the general protocol's
statements and questions (who called, 25 or 30-32, 47E1, acted since, 54C)
before the options. Every tap is counted: an
insufficient bid is ruled in at most 10 taps after opening the app, a revoke
reported after the play in at most 8. Screenshots of each protocol go to
``tests/artifacts/situation-*.png``."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from test_web_support import Server

from bridgelaws.i18n import translate

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
PHONE = {"width": 390, "height": 844}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Chromium is not installed (apt-get install -y chromium)"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # one director opens some thirty tables here within a minute: no limit
    with Server(
        Path(tmp_path_factory.mktemp("situation")) / "web.db", options=("--tables-per-minute", "0")
    ) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


class Director:
    """A director's phone: every tap goes through :meth:`tap` and is counted."""

    def __init__(self, browser: Any, server: Server, lang: str) -> None:
        context = browser.new_context(viewport=PHONE, device_scale_factor=2, has_touch=True)
        self.page = context.new_page()
        self.server = server
        self.lang = lang
        self.taps = 0
        self.page.goto(f"{server.base}/?lang={lang}")

    def tap(self, selector: str) -> None:
        self.taps += 1
        self.page.click(selector)

    def tap_and_wait(self, selector: str) -> None:
        before = self.seq()
        self.tap(selector)
        # the panel shows the new action and is no longer being replaced
        # (a refresh still under way would undo the next tap's choice)
        self.page.wait_for_selector(
            f'#panel:not([aria-busy="true"]) .status[data-seq="{before + 1}"]', timeout=10_000
        )

    def seq(self) -> int:
        return int(self.page.locator("#panel .status[data-seq]").get_attribute("data-seq"))

    @property
    def token(self) -> str:
        return self.page.url.split("/d/")[1].split("?")[0]

    def report(self) -> dict[str, Any]:
        state = httpx.get(f"{self.server.base}/api/{self.token}/state?lang=en").json()
        answer: dict[str, Any] = state["report"]
        return answer

    def text(self) -> str:
        return str(self.page.inner_text("#panel"))

    def shot(self, name: str) -> None:
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.screenshot(
            path=str(ARTIFACTS / f"situation-{name}-{self.lang}.png"), full_page=True
        )

    def close(self) -> None:
        self.page.context.close()

    # -- the start screen ---------------------------------------------------------

    def during_auction(self) -> None:
        self.tap("button.phase[data-phase=auction]")
        self.page.wait_for_url(re.compile(r"/d/"))

    def pick(self, name: str, value: str) -> None:
        self.tap(f"#startform label.tap:has(input[name={name}][value='{value}'])")

    def after_play(self, contract: str, declarer: str, made: int) -> None:
        self.tap("label.phase:has(input[value=after])")
        self.pick("contract", contract)
        self.pick("declarer", declarer)
        self.pick("made", str(made))  # the form goes as soon as it is complete
        self.page.wait_for_url(re.compile(r"/d/"))

    def during_play(self, contract: str, declarer: str, ns: int, ew: int, leader: str) -> None:
        self.tap("label.phase:has(input[value=play])")
        self.pick("contract", contract)
        self.pick("declarer", declarer)
        self.pick("ns", str(ns))
        self.pick("ew", str(ew))
        self.pick("leader", leader)
        self.tap("#startform fieldset[data-shown-for=play] button[type=submit]")
        self.page.wait_for_url(re.compile(r"/d/"))

    # -- at the table ---------------------------------------------------------------

    def bid(self, call: str) -> None:
        self.tap_and_wait(f"#bidgrid [data-call='{call}'], .specials [data-call='{call}']")

    def acts(self, seat: str) -> None:
        self.tap(f"[data-act=actor][data-seat={seat}]")

    def card(self, card: str) -> None:
        self.tap_and_wait(f"#cardgrid [data-card='{card}']")

    def summon(self, seat: str) -> None:
        self.tap_and_wait(f".summon [data-seat={seat}]")

    def choose(self, code: str) -> None:
        self.tap_and_wait(f".choices [data-value='{code}']")

    def answer(self, value: str) -> None:
        self.tap_and_wait(f"[data-act=fact][data-value={value}]")

    def general_protocol(self) -> list[str]:
        """Answer seed 004's general questions No, one by one; returns the
        facts asked, in order."""
        asked = []
        while self.page.locator(".general-question").count():
            button = self.page.locator(".general-question [data-act=fact][data-value=false]")
            asked.append(str(button.get_attribute("data-fact")))
            self.tap_and_wait(".general-question [data-act=fact][data-value=false]")
        return asked


def _(text: str, lang: str) -> str:
    return translate(text, lang)


LANGS = ["nl", "en", "de"]


@pytest.mark.parametrize("lang", LANGS)
def test_law_27_insufficient_bid_in_at_most_10_taps(
    server: Server, browser: Any, lang: str
) -> None:
    director = Director(browser, server, lang)
    director.during_auction()  # board 1: North deals
    director.bid("1NT")
    director.bid("1H")  # East, insufficient
    director.summon("S")  # South called: never assumed
    text = director.text()
    assert _("Insufficient bid", lang) in text
    director.answer("false")  # 27B1a first (seed 004): was 1H artificial? No
    director.shot("insufficient-bid-options")
    director.choose("reject")
    director.bid("2H")  # East's replacement: the lowest bid in hearts
    report = director.report()
    assert director.taps <= 10, director.taps
    calls = [c for c in (report["rulings"][-1]["effects"]) if c["type"] == "call_stands"]
    assert report["status"] == "auction" and report["next"] == "S"
    assert calls or report["obligations"] == []
    text = director.text()
    assert _("Instruction to the table", lang) in text
    assert director.page.locator("td.withdrawn s").count() == 1  # 1H struck through
    director.shot("insufficient-bid-done")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_64a_revoke_after_the_play_in_at_most_8_taps(
    server: Server, browser: Any, lang: str
) -> None:
    director = Director(browser, server, lang)
    director.after_play("4S", "S", 10)
    director.tap("#revoke [data-act=revoke-seat][data-seat=E]")
    director.tap_and_wait("#revoke [data-act=revoke-trick][data-trick='5']")
    director.shot("revoke-question")
    director.tap_and_wait(
        "[data-act=fact-value][data-fact=revoke_trick_won_by][data-value='\"E\"']"
    )
    director.tap_and_wait(
        "[data-act=fact-value][data-fact=offending_side_tricks_after][data-value='1']"
    )
    assert director.taps <= 8, director.taps
    report = director.report()
    assert report["adjustments"] == [{"law": "64A1", "to": "NS", "tricks": 2}]
    assert report["score"] == {"NS": 480, "EW": -480}
    final = director.page.inner_text("#instruction")
    assert _("End of the board", lang) in final and "480" in final
    if lang == "nl":
        assert "Artikel 64A1: 2 slagen worden overgedragen aan Noord-Zuid." in final
        assert "Score: NZ +480." in final
    director.shot("revoke-after-play")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_25_change_of_call(server: Server, browser: Any, lang: str) -> None:
    director = Director(browser, server, lang)
    director.during_auction()
    director.bid("1C")
    director.acts("N")  # North again: a change of call, not a call out of rotation
    director.bid("1D")
    director.summon("E")
    assert _("Change of call", lang) in director.text()
    assert "(30-32)" in director.page.inner_text(".step.protocol")  # 25, not 30-32
    director.shot("change-of-call")
    director.answer("true")  # unintended (25A): the intended call replaces it
    report = director.report()
    assert report["rulings"][-1]["irregularity"] == "change_of_call"
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_31_bid_out_of_rotation(server: Server, browser: Any, lang: str) -> None:
    director = Director(browser, server, lang)
    director.during_auction()
    director.acts("S")
    director.bid("1H")  # South, while North deals
    director.summon("W")
    assert _("Bid out of rotation", lang) in director.text()
    general = director.page.inner_text(".step.protocol")
    assert "(31" in general and "(25)" in general  # a call out of rotation, not 25
    director.shot("bid-out-of-rotation")
    director.choose("reject")
    report = director.report()
    assert report["next"] == "N"
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_54_opening_lead_out_of_turn_drawn_and_ruled(
    server: Server, browser: Any, lang: str
) -> None:
    director = Director(browser, server, lang)
    director.during_play("4S", "S", 0, 0, "W")
    director.acts("E")
    director.card("HK")  # East leads: West's opening lead
    odd = director.page.locator(".trick .odd")
    # drawn on the table, in the language's letters (Dutch H for the king)
    assert odd.count() == 1 and odd.inner_text() == ("♥H" if lang == "nl" else "♥K")
    director.summon("S")
    text = director.text()
    assert _("Opening lead out of turn", lang) in text
    assert _("General protocol", lang) in text
    assert director.page.locator(".choices").count() == 0  # no options before the facts
    director.shot("opening-lead-out-of-turn")
    assert director.general_protocol() == ["opponent_induced", "could_see_dummy"]
    report = director.report()
    codes = {o["code"] for o in report["rulings"][-1]["options"]}
    assert {"accept", "become_dummy"} <= codes
    assert director.page.locator(".choices [data-value=become_dummy]").count() == 1
    # 10C1: the 50D2 choices that follow a retracted lead, told on the same screen
    follows = director.page.locator(".option[data-option=require_retraction] .follows li")
    assert follows.count() == 3
    director.shot("opening-lead-options")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_53_lead_out_of_turn_by_a_defender(server: Server, browser: Any, lang: str) -> None:
    director = Director(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "W")
    director.acts("E")
    director.card("CQ")  # East leads, West is on lead
    director.summon("S")
    assert _("Lead out of turn", lang) in director.text()
    director.shot("lead-out-of-turn")
    assert director.general_protocol() == ["opponent_induced"]
    report = director.report()
    assert report["rulings"][-1]["chooser"] == "S"
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_55_lead_from_the_wrong_hand(server: Server, browser: Any, lang: str) -> None:
    director = Director(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "N")
    director.acts("S")
    director.card("DA")  # declarer leads from hand, the lead is in dummy
    director.summon("W")
    assert _("Lead from the wrong hand", lang) in director.text()
    director.shot("lead-from-wrong-hand")
    assert director.general_protocol() == ["opponent_induced"]
    report = director.report()
    assert report["rulings"][-1]["irregularity"] == "lead_from_wrong_hand"
    assert report["status"] == "awaiting_choice"
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_50_penalty_card_and_the_reminder_when_it_bites(
    server: Server, browser: Any, lang: str
) -> None:
    director = Director(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "N")
    director.card("DA")  # dummy leads
    director.acts("E")
    director.tap("[data-act=expose-mode]")
    director.card("CK")  # East drops the king of clubs face up
    director.summon("S")
    assert _("Exposed card", lang) in director.text()
    report = director.report()
    if report["status"] == "awaiting_fact":
        director.answer("false")  # not exposed through deliberate play
        report = director.report()
    penalty = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert penalty and penalty[0]["seat"] == "E" and penalty[0]["card"] == "CK"
    text = director.page.inner_text("#instruction")
    assert _("Instruction to the table", lang) in text
    # the penalty card in the language's notation, never PBN's CK
    assert ("♣H" if lang == "nl" else "♣K") in text and "CK" not in text
    director.shot("penalty-card")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_27a1_acceptance_said_aloud(server: Server, browser: Any, lang: str) -> None:
    director = Director(browser, server, lang)
    director.during_auction()
    director.bid("1NT")
    director.bid("1H")  # East, insufficient
    director.bid("Pass")  # South calls over it: accepted (27A1)
    said = director.page.inner_text("#instruction .accepted")
    assert "(27A1)" in said and _("South", lang) in said
    director.shot("accepted-27a1")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_26b_lead_restriction_after_a_withdrawn_insufficient_bid(
    server: Server, browser: Any, lang: str
) -> None:
    """27B2 then 26B: West's insufficient 1D replaced by a pass; East passes
    throughout; at East's opening lead declarer may prohibit one suit."""
    director = Director(browser, server, lang)
    director.during_auction()
    director.bid("1NT")
    director.bid("2C")
    director.bid("Pass")
    director.bid("1D")  # West, insufficient
    director.summon("N")
    director.answer("false")  # 27B1a: 1D was natural
    director.choose("reject")
    director.bid("Pass")  # West's replacement: 27B2
    text = director.text()
    assert "26B" in text  # said at once: the lead restriction that may follow
    director.bid("3NT")
    director.bid("Pass")  # East must pass
    director.bid("Pass")
    director.bid("Pass")
    report = director.report()
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "N"
    codes = [o["code"] for o in report["rulings"][-1]["options"]]
    assert "prohibit_suit:S" in codes
    director.shot("lead-restriction-26b")
    director.choose("prohibit_suit:S")
    text = director.page.inner_text("#instruction")
    assert "26B" in text
    report = director.report()
    assert report["next"] == "E"
    assert any(o["type"] == "lead_restriction" for o in report["obligations"])
    director.shot("lead-restriction-26b-chosen")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_62_revoke_found_during_the_play(server: Server, browser: Any, lang: str) -> None:
    """East revoked in trick 5, quitted; South has led to trick 6 but East's
    side has not played to it: corrected (62), South's card comes back, and
    South decides whether his card to trick 5 stands (62C1)."""
    director = Director(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "W")
    for card in ("H7", "H2", "C3", "H9"):
        director.card(card)  # West, North, East (the revoke), South
    director.card("D4")  # South leads to trick 6
    director.tap("#revoke [data-act=revoke-seat][data-seat=E]")
    director.tap_and_wait("#revoke [data-act=revoke-trick][data-trick='5']")
    report = director.report()
    ruling = report["rulings"][-1]
    assert ruling["laws"] == ["62"] and ruling["chooser"] == "S"
    assert {"type": "penalty_card", "seat": "E", "card": "C3", "kind": "major"}.items() <= (
        report["obligations"][0].items()
    )
    assert _("The cards played after it stand", lang) in director.text()  # never "keep"
    director.shot("revoke-during-play")
    director.choose("keep")
    report = director.report()
    assert report["status"] == "play" and report["next"] == "E"
    assert director.page.locator(".trick .t-left, .trick .t-right, .trick .t-top").count() >= 1
    director.shot("revoke-during-play-corrected")
    director.close()


def test_the_start_screen_on_a_phone(server: Server, browser: Any) -> None:
    director = Director(browser, server, "nl")
    page = director.page
    assert "Wat vindt u aan tafel?" in page.inner_text("#start")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"]  # nothing sideways on a phone
    page.click(".boardpick a.step[href*='board=2']")
    page.wait_for_url(re.compile(r"board=2"))
    assert page.input_value("input[name=board]") == "2"
    director.shot("start")
    director.close()
