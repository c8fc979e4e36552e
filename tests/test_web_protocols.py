"""Seed 004's protocols that tests/test_web_situation.py does not walk to the
end, walked in Chromium on a phone (390×844) as a Dutch and an English
director would, in the order of the protocol's questions: the general
protocol's dummy case (43A1b, 43B3), a defender's lead out of turn while his
partner was on lead (53, 56, 54D with the 50D2 choices), the lead restriction
at the first time the offender's partner leads in the play (26B), the table
protocols for unauthorised information (16B) and misinformation (20F, 21,
40, 75) through the judgment page, a revoke found during the play with the
non-offender's card kept on the table (62C1), and a revoke established and
found after the board (64A) or after the next board began (64B4, 64C).

Every tap is counted (``Protocol.taps``); the screenshots, taken from the top
of the page, go to ``tests/artifacts/protocol-*.png``."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_web_situation import ARGS, ARTIFACTS, CHROMIUM, PHONE, Director
from test_web_support import Server

from bridgelaws.i18n import translate
from bridgelaws.report_text import call_text

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Chromium is not installed (apt-get install -y chromium)"
)

LANGS = ["nl", "en"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with Server(
        Path(tmp_path_factory.mktemp("protocols")) / "web.db", options=("--tables-per-minute", "0")
    ) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


def _(text: str, lang: str, **params: str) -> str:
    return translate(text, lang, **params)


def _pick(select: Any, label: str) -> None:
    """Choose the option of ``select`` whose text begins with ``label``."""
    texts = select.locator("option").all_inner_texts()
    chosen = [t for t in texts if t.startswith(label)]
    assert len(chosen) == 1, (label, texts)
    select.select_option(label=chosen[0])


class Protocol(Director):
    """A director's phone (taps counted), with the judgment page's forms and
    screenshots taken from the top of the page (the bar stays at the top)."""

    def __init__(self, browser: Any, server: Server, lang: str) -> None:
        context = browser.new_context(viewport=PHONE, device_scale_factor=1, has_touch=True)
        self.page = context.new_page()
        self.server = server
        self.lang = lang
        self.taps = 0
        self.page.goto(f"{server.base}/?lang={lang}")

    def shot(self, name: str) -> None:
        ARTIFACTS.mkdir(exist_ok=True)
        self.page.evaluate("window.scrollTo(0, 0)")
        self.page.screenshot(
            path=str(ARTIFACTS / f"protocol-{name}-{self.lang}.png"), full_page=True
        )

    def close(self) -> None:
        """Close the phone and note the walk's taps (``protocol-taps.txt``)."""
        walk = os.environ.get("PYTEST_CURRENT_TEST", "?").split("::")[-1].split(" ")[0]
        ARTIFACTS.mkdir(exist_ok=True)
        with (ARTIFACTS / "protocol-taps.txt").open("a", encoding="utf-8") as out:
            out.write(f"{walk}\t{self.taps}\n")
        super().close()

    def clean(self) -> None:
        """Nothing a Dutch director would stumble on: no code names, no
        Python values, no raw JSON, no PBN card names."""
        text = self.page.inner_text("body")
        for bad in ("None", "{", "}", "_", "Traceback", "null"):
            assert bad not in text, (bad, text)
        assert not re.search(r"\b[SHDC](?:[2-9TJQKA])\b", text), text
        if self.lang == "nl":
            for english in (" the ", " and ", " trick", " lead ", "Director", "declarer"):
                assert english not in text, (english, text)

    # -- the judgment page ------------------------------------------------------------

    def judgment(self) -> None:
        self.tap("a.button[href*='/judgment']")
        self.page.wait_for_selector("#judgment-result")

    def record(
        self, form: str, fields: dict[str, str], labels: dict[str, str] | None = None
    ) -> None:
        """Fill one of the judgment page's forms and send it (one tap per
        field and one for the button)."""
        box = self.page.locator(f"form:has(input[name=form][value={form}])")
        if not box.is_visible():
            self.tap(f"details:has(form:has(input[name=form][value={form}])) > summary")
        for name, value in fields.items():
            self.taps += 1
            field = box.locator(f"[name={name}]")
            if field.evaluate("e => e.tagName") == "SELECT":
                field.select_option(value)
            else:
                field.fill(value)
        for name, label in (labels or {}).items():
            self.taps += 1
            _pick(box.locator(f"select[name={name}]"), label)
        self.taps += 1
        with self.page.expect_navigation():  # the page the form's answer loads
            box.locator("button[type=submit]").click()

    def explained(self, kind: str, by: str, of: str, text: str) -> None:
        """An explanation, correction or the system card's agreement."""
        box = self.page.locator("form:has(select[name=form])")
        if not box.is_visible():
            self.tap("details:has(form:has(select[name=form])) > summary")
        self.taps += 4
        box.locator("select[name=form]").select_option(kind)
        box.locator("select[name=by]").select_option(by)
        _pick(box.locator("select[name=of]"), of)
        box.locator("input[name=text]").fill(text)
        self.taps += 1
        with self.page.expect_navigation():
            box.locator("button[type=submit]").click()

    def judged(self) -> str:
        return str(self.page.inner_text("#judgment-result"))

    def back_to_table(self) -> None:
        self.tap(".judgment a[href^='/d/']")
        self.page.wait_for_selector("#panel .status[data-seq]")

    def claim(self, by: str, tricks: int, *agreeing: str) -> None:
        """Declarer claims the tricks he names in all; the defenders agree."""
        self.tap("details.claims > summary")
        self.acts(by)
        self.page.fill("#claim-tricks", str(tricks))
        self.taps += 1
        self.tap_and_wait("[data-act=claim]")
        for seat in agreeing:
            if self.page.locator("details.claims[open]").count() == 0:
                self.tap("details.claims > summary")
            self.acts(seat)
            self.tap_and_wait("[data-act=agree]")


# -- the general protocol: dummy drew attention (43A1b, 43B3) -------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_law_43a1b_dummy_draws_attention_then_the_lead_is_ruled(
    server: Server, browser: Any, lang: str
) -> None:
    """Seed 004's general protocol: who drew attention first? North, dummy,
    during the play (43A1b). He had not looked at another hand (43A2), so the
    defender's lead out of turn is rectified as usual, after 47E1."""
    director = Protocol(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "W")
    director.acts("E")
    director.card("CQ")  # East leads, West is on lead
    director.summon("N")  # dummy calls the director
    text = director.text()
    assert _("Attention drawn during the play", lang) in text and "43A1b" in text
    question = director.page.locator(".step.current .question").inner_text()
    assert "43A2" in question
    director.clean()
    director.shot("dummy-43a1b-question")
    director.answer("false")  # dummy had not breached 43A2: the lead is ruled
    assert director.general_protocol() == ["opponent_induced"]
    report = director.report()
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "lead_out_of_turn" and ruling["chooser"] == "S"
    assert director.page.locator(".choices [data-value=accept]").count() == 1
    director.clean()
    director.shot("dummy-43a1b-lead-ruled")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_43b3_dummy_who_looked_at_a_hand_loses_the_rectification(
    server: Server, browser: Any, lang: str
) -> None:
    director = Protocol(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "W")
    director.acts("E")
    director.card("CQ")
    director.summon("N")
    director.answer("true")  # dummy had looked at declarer's hand: 43B3
    report = director.report()
    assert report["status"] == "play" and report["next"] == "S"  # the lead stands
    assert "43B3" in report["rulings"][-1]["laws"]
    instruction = director.page.inner_text("#instruction")
    assert _("Instruction to the table", lang) in instruction
    assert "43B3" in instruction and _("East", lang) in instruction  # no rectification, said
    director.clean()
    director.shot("dummy-43b3")
    director.close()


# -- a defender leads out of turn while his partner was on lead (53, 56, 54D, 50D2) ----


@pytest.mark.parametrize("lang", LANGS)
def test_law_56_lead_out_of_turn_while_partner_on_lead_walked_to_the_end(
    server: Server, browser: Any, lang: str
) -> None:
    """The seed's "voor de beurt voorspelen door een tegenspeler terwijl zijn
    partner aan slag was": 47E1 first, not accepted since (53A), then
    declarer's four possibilities on one screen, the choice, the instruction
    to the table, and the prohibition as long as West keeps the lead."""
    director = Protocol(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "W")
    director.acts("E")
    director.card("CQ")
    director.summon("S")
    status = director.page.inner_text("#panel .status")
    assert _("The director establishes the facts", lang) in status  # not "South chooses" yet
    assert director.general_protocol() == ["opponent_induced"]
    options = director.page.locator(".options .option")
    codes = [options.nth(i).get_attribute("data-option") for i in range(options.count())]
    assert "accept" in codes
    follows = director.page.locator(".option .follows li")
    assert follows.count() == 3  # 50D2's three choices told with the retraction (10C1)
    director.clean()
    director.shot("lead-out-of-turn-options")
    retract = next(c for c in codes if c != "accept")
    director.choose(str(retract))
    report = director.report()
    ruling = report["rulings"][-1]
    assert ruling["chooser"] == "S"
    assert "prohibit_suit:C" in [o["code"] for o in ruling["options"]]
    director.clean()
    director.shot("lead-out-of-turn-50d2")
    director.choose("prohibit_suit:C")
    report = director.report()
    assert report["next"] == "W" and report["status"] == "play"
    instruction = director.page.inner_text("#instruction")
    assert _("Instruction to the table", lang) in instruction
    assert _("West", lang) in instruction
    director.clean()
    director.shot("lead-out-of-turn-prohibited")
    director.card("H5")  # West leads a heart: the prohibition kept
    director.card("H2")
    director.card("H3")  # East's ♣Q went back to his hand: he plays on
    director.card("HK")  # South wins: West no longer keeps the lead
    report = director.report()
    assert not [o for o in report["obligations"] if o["type"] == "lead_restriction"]
    director.clean()
    director.shot("lead-out-of-turn-discharged")
    director.close()


# -- the table protocols for unauthorised information and misinformation ---------------


def _auction(director: Protocol, calls: str) -> None:
    for call in calls.split():
        director.bid(call)


@pytest.mark.parametrize("lang", LANGS)
def test_law_16b1_table_protocol_oi_from_the_situation(
    server: Server, browser: Any, lang: str
) -> None:
    """The seed's "Tafel protocol OI": called during the auction, the director
    checks the hesitation with the other side at once, lets the auction and
    the play go on, and judges at the end (16B1, 12B1, 12C1c)."""
    director = Protocol(browser, server, lang)
    director.during_auction()  # board 1: North deals
    _auction(director, "1S 2H 2S 3H Pass Pass 3S")  # North passed after a long pause
    director.summon("W")  # West: South's 3S after North's slow pass
    said = director.page.inner_text("#instruction")
    assert "16B" in said and "12B1" in said  # the table protocol: facts now, damage later
    director.clean()
    director.shot("oi-called")
    director.judgment()
    slow_pass = f"{_('North', lang)}: {call_text('Pass', lang)}"
    director.record(
        "extraneous", {"by": "N", "kind": "hesitation", "agreed": "yes"}, {"of": slow_pass}
    )
    judged = director.judged()
    assert "16B1" in judged and _("South", lang) in judged  # UI for South
    director.clean()
    director.shot("oi-hesitation-noted")
    director.back_to_table()
    _auction(director, "Pass Pass Pass")
    director.card("HA")  # East leads
    director.claim("N", 9, "E", "W")
    report = director.report()
    assert report["status"] == "complete" and report["score"]["NS"] == 140
    final = director.page.inner_text("#instruction")
    assert _("End of the board", lang) in final and "140" in final
    director.clean()
    director.shot("oi-end-of-board")
    director.judgment()
    three_spades = f"{_('South', lang)}: 3♠"
    director.record(
        "alternatives",
        {"alternatives": "pas, 3S" if lang == "nl" else "Pass, 3S", "suggested": "3S"},
        {"of": three_spades},
    )
    east = "O" if lang == "nl" else "E"
    director.record("outcomes", {"lines": f"70 3H {east} 9\n30 3H {east} 8"})
    result = director.judged()
    assert _("Adjusted score assigned.", lang) in result
    assert "30% × +50 + 70% × -140" in result
    director.clean()
    director.shot("oi-judged")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_20f_75_table_protocol_misinformation_after_the_play(
    server: Server, browser: Any, lang: str
) -> None:
    """The seed's "Tafel protocol verkeerde uitleg": East explained West's 3D
    as natural; after the play West (a defender) calls the director and
    corrects it (20F5b); the system card shows the agreement; the director
    judges the damage (21B3, 40B3, 75B, 12B1)."""
    director = Protocol(browser, server, lang)
    director.during_auction()
    _auction(director, "1S 2H 2S 3D 3S Pass Pass Pass")
    director.card("HA")
    director.claim("N", 9, "E", "W")
    director.judgment()
    three_diamonds = f"{_('West', lang)}: 3♦"
    director.explained("correct", "W", three_diamonds, "fit")
    director.explained("explain", "E", three_diamonds, "natural")
    director.explained("agreement", "W", three_diamonds, "fit")
    result = director.judged()
    assert "75B" in result and "40B3" in result
    director.clean()
    director.shot("misinformation-facts")
    east, north = ("O", "N") if lang == "nl" else ("E", "N")
    director.record("outcomes", {"lines": f"50 4HX {east} 8\n50 3S {north} 9"})
    result = director.judged()
    assert _("Adjusted score assigned.", lang) in result
    assert "50% × +300 + 50% × +140" in result
    director.clean()
    director.shot("misinformation-judged")
    director.close()


# -- Voorspeelbeperkingen: 26B at the first time the offender's partner leads ---------


@pytest.mark.parametrize("lang", LANGS)
def test_law_26b_restriction_at_the_partners_first_lead_in_the_play(
    server: Server, browser: Any, lang: str
) -> None:
    """West's insufficient 1C is replaced by a pass (27B2): East passes
    throughout, and when East leads for the first time, which is not the
    opening lead (West leads against South's 3NT), declarer may prohibit one
    suit (26B), for as long as East keeps the lead."""
    director = Protocol(browser, server, lang)
    director.during_auction()  # North deals
    _auction(director, "Pass Pass 1NT 1C")  # West, insufficient
    director.summon("N")
    director.answer("false")  # 27B1a: 1C was natural
    director.choose("reject")
    director.bid("Pass")  # West's replacement: 27B2, East passes throughout
    text = director.page.inner_text("#instruction")
    assert "26B" in text  # said at once: the restriction that may follow
    director.bid("3NT")
    reminder = director.page.inner_text("#instruction")
    east = _("East", lang)
    assert _("Reminder: {seat} must pass now ({laws}).", lang, seat=east, laws="27B2") in reminder
    _auction(director, "Pass Pass Pass")
    report = director.report()
    assert report["status"] == "play" and report["next"] == "W"  # no choice at West's lead
    director.card("S5")  # West leads
    director.card("S2")
    director.card("SA")  # East wins
    director.card("S3")
    report = director.report()
    assert report["status"] == "awaiting_choice" and report["rulings"][-1]["chooser"] == "S"
    codes = [o["code"] for o in report["rulings"][-1]["options"]]
    assert {"prohibit_suit:S", "prohibit_suit:C", "no_restriction"} <= set(codes)
    director.clean()
    director.shot("lead-restriction-26b-in-play")
    director.choose("prohibit_suit:H")
    said = director.page.inner_text("#instruction")
    assert _("East", lang) in said and "26B" in said
    director.clean()
    director.shot("lead-restriction-26b-in-play-chosen")
    director.card("D2")  # East leads a diamond
    director.close()


# -- Verzaking: the non-offender's card kept (62C1); found after the board (64) --------


@pytest.mark.parametrize("lang", LANGS)
def test_law_62c1_the_non_offenders_card_kept_stays_drawn(
    server: Server, browser: Any, lang: str
) -> None:
    director = Protocol(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "W")
    for card in ("H7", "H2", "C3", "H9"):
        director.card(card)  # East revokes with the ♣3; South plays ♥9
    director.card("D4")  # South leads to trick 6: East's side has not played to it
    director.tap("#revoke [data-act=revoke-seat][data-seat=E]")
    director.tap_and_wait("#revoke [data-act=revoke-trick][data-trick='5']")
    # South's ♥9 lies on the table while he chooses whether it stands (62C1)
    assert director.page.locator(".trick [data-trick-seat=S].odd").inner_text() == "♥9"
    director.clean()
    director.shot("revoke-62-choice")
    director.choose("keep")  # South's ♥9 stands
    trick = {
        seat: director.page.locator(f".trick [data-trick-seat={seat}]").inner_text()
        for seat in "NESW"
    }
    assert trick == {"W": "♥7", "N": "♥2", "E": "", "S": "♥9"}, trick
    report = director.report()
    assert report["next"] == "E" and report["status"] == "play"
    director.card("H5")  # East follows suit
    penalty = [o for o in director.report()["obligations"] if o["type"] == "penalty_card"]
    assert penalty and penalty[0]["card"] == "C3"  # 62B1: East's ♣3 a major penalty card
    director.clean()
    director.shot("revoke-62-kept")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_64a_then_64b4_revoke_found_after_the_board(
    server: Server, browser: Any, lang: str
) -> None:
    """After the play: East revoked in trick 5 and won it, his side won one
    more trick later: two tricks to NS (64A1), told with the score in words.
    Then it turns out West had already called on the next board: no
    transfer (64B4), the director may still adjust (64C)."""
    director = Protocol(browser, server, lang)
    director.after_play("4S", "S", 10)
    director.tap("#revoke [data-act=revoke-seat][data-seat=E]")
    director.tap_and_wait("#revoke [data-act=revoke-trick][data-trick='5']")
    director.tap_and_wait(
        "[data-act=fact-value][data-fact=revoke_trick_won_by][data-value='\"E\"']"
    )
    director.tap_and_wait(
        "[data-act=fact-value][data-fact=offending_side_tricks_after][data-value='1']"
    )
    assert director.taps <= 8, director.taps
    final = director.page.inner_text("#instruction")
    ns = "NZ" if lang == "nl" else "NS"
    assert "64A1" in final and "480" in final and ns in final
    director.clean()
    director.shot("revoke-64a-end-of-board")
    director.tap_and_wait("#revoke [data-fact=next_board_called]")
    report = director.report()
    assert report["adjustments"] == [] and report["score"] == {"NS": 420, "EW": -420}
    final = director.page.inner_text("#instruction")
    assert "64B4" in final and "64C" in final and "420" in final and "480" not in final
    assert director.page.locator("#revoke [data-fact=next_board_called]").count() == 0
    director.clean()
    director.shot("revoke-64b4-after-the-next-board")
    director.close()


# -- 54 and 55 walked to the instruction after the choice ------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_law_54d_opening_lead_out_of_turn_retracted_and_50d2_chosen(
    server: Server, browser: Any, lang: str
) -> None:
    """The seed's "Uitkomen door de verkeerde tegenspeler": 47E1 and 54C
    first, then declarer's five possibilities on one screen (54A, 54B1, 54D
    with 50D2's three), the choice, and West's lead as prohibited."""
    director = Protocol(browser, server, lang)
    director.during_play("4S", "S", 0, 0, "W")
    director.acts("E")
    director.card("HK")  # East leads: West's opening lead
    director.summon("S")
    assert director.general_protocol() == ["opponent_induced", "could_see_dummy"]
    director.choose("require_retraction")
    report = director.report()
    assert report["rulings"][-1]["chooser"] == "S"
    director.clean()
    director.shot("opening-lead-50d2")
    director.choose("prohibit_suit:H")
    said = director.page.inner_text("#instruction")
    assert _("West", lang) in said and "50D2" in said
    report = director.report()
    assert report["next"] == "W" and report["status"] == "play"
    director.clean()
    director.shot("opening-lead-retracted")
    director.card("S4")  # West's opening lead, in another suit
    report = director.report()
    assert report["next"] == "N"
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_55_lead_from_the_wrong_hand_refused(server: Server, browser: Any, lang: str) -> None:
    """The seed's "Uit de verkeerde hand spelen door leider": 47E1, not
    accepted since (55A); the defenders refuse: the card goes back without
    penalty and declarer leads from dummy, in any suit."""
    director = Protocol(browser, server, lang)
    director.during_play("4S", "S", 3, 1, "N")
    director.acts("S")
    director.card("DA")  # from hand; the lead is in dummy
    director.summon("W")
    assert director.general_protocol() == ["opponent_induced"]
    report = director.report()
    codes = [o["code"] for o in report["rulings"][-1]["options"]]
    director.clean()
    director.shot("wrong-hand-options")
    refuse = next(code for code in codes if code != "accept")
    director.choose(refuse)
    report = director.report()
    assert report["next"] == "N" and report["status"] == "play"
    assert not [o for o in report["obligations"] if o["type"] == "penalty_card"]
    said = director.page.inner_text("#instruction")
    assert _("Instruction to the table", lang) in said
    director.clean()
    director.shot("wrong-hand-refused")
    director.close()


# -- Strafkaart (50): the major card at the partner's lead, the minor card's reminder --


def _exposed_by_east(director: Protocol, card: str) -> None:
    director.during_play("4S", "S", 3, 1, "N")
    director.card("DA")  # dummy leads
    director.acts("E")
    director.tap("[data-act=expose-mode]")
    director.card(card)  # East drops a card face up
    director.summon("S")
    if director.report()["status"] == "awaiting_fact":
        director.answer("false")  # not exposed through deliberate play


@pytest.mark.parametrize("lang", LANGS)
def test_law_50d2_major_penalty_card_when_the_partner_gains_the_lead(
    server: Server, browser: Any, lang: str
) -> None:
    """The seed's "Strafkaart": a defender's honour face up is a major
    penalty card (50B); the director says it must be played at the first
    legal opportunity (50D1) and reminds East when it bites; when West gains
    the lead with the card still on the table, declarer's three choices
    (50D2), then the instruction."""
    director = Protocol(browser, server, lang)
    _exposed_by_east(director, "CK")
    said = director.page.inner_text("#instruction")
    assert ("♣H" if lang == "nl" else "♣K") in said  # the reminder as East plays now
    assert "12B1" not in said  # an irregularity was ruled: not the OI/MI table protocols
    director.clean()
    director.shot("penalty-card-major")
    for card in ("D5", "D2", "D3"):  # East may follow suit: the ♣K stays a penalty card
        director.card(card)
    for card in ("H2", "H3", "H4", "HA"):  # West wins: his first lead with the ♣K out
        director.card(card)
    report = director.report()
    ruling = report["rulings"][-1]
    assert report["status"] == "awaiting_choice" and ruling["chooser"] == "S"
    codes = {o["code"] for o in ruling["options"]}
    assert {"require_suit:C", "prohibit_suit:C", "no_restriction"} <= codes
    director.clean()
    director.shot("penalty-card-50d2")
    director.choose("no_restriction")
    said = director.page.inner_text("#instruction")
    assert _("West", lang) in said
    director.clean()
    director.shot("penalty-card-50d2-chosen")
    director.close()


@pytest.mark.parametrize("lang", LANGS)
def test_law_50c_minor_penalty_card_and_its_reminder(
    server: Server, browser: Any, lang: str
) -> None:
    director = Protocol(browser, server, lang)
    _exposed_by_east(director, "C3")  # a single low card, not led: minor (50B)
    report = director.report()
    penalty = [o for o in report["obligations"] if o["type"] == "penalty_card"]
    assert penalty and penalty[0]["kind"] == "minor"
    said = director.page.inner_text("#instruction")
    assert "♣3" in said and "(49, 50)" in said  # the reminder as East plays now
    director.clean()
    director.shot("penalty-card-minor")
    director.close()
