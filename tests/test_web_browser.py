"""The web app in a real browser (Playwright driving Debian's Chromium, headless):
four players play a whole board, and a director on a phone-sized screen
resolves an insufficient bid and an opening lead out of turn in Dutch and in
English. Screenshots of the director's phone page go to ``tests/artifacts/``."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from test_web_support import SPEC_DEAL, Server, actor, whole_board

from bridgelaws.i18n import translate

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
PHONE = {"width": 390, "height": 844}
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Chromium is not installed (apt-get install -y chromium)"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with Server(Path(tmp_path_factory.mktemp("browser")) / "web.db") as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


def seq_of(page: Any) -> int:
    return int(page.locator("#panel [data-seq]").get_attribute("data-seq"))


def wait_seq(page: Any, seq: int) -> None:
    """Wait until the panel shows action ``seq`` and no refresh is under way
    (a refresh replaces the panel: a card picked before it would be lost)."""
    page.wait_for_selector(f'#panel:not([aria-busy="true"]) [data-seq="{seq}"]', timeout=10_000)


def state(server: Server, token: str, lang: str) -> dict[str, Any]:
    answer: dict[str, Any] = httpx.get(f"{server.base}/api/{token}/state?lang={lang}").json()
    return answer


def bid(page: Any, call: str) -> None:
    """A call through the bidding box: level, then strain; or Pass, X, XX."""
    if call[0].isdigit():
        page.click(f'#biddingbox [data-level="{call[0]}"]')
        page.click(f'#biddingbox [data-strain="{call[1:]}"]')
    else:
        page.click(f'#biddingbox [data-call="{call}"]')


def play(page: Any, seat: str, card: str) -> None:
    """A card: tap it in the hand diagram, then Play."""
    page.click(f'[data-hand="{seat}"] [data-card="{card}"]')
    page.click('#cardbar [data-act="play"]')


def test_four_players_play_a_whole_board(server: Server, browser: Any) -> None:
    created = httpx.post(
        server.base + "/api/tables", json={"kind": "table", "board": 7, "deal": SPEC_DEAL}
    ).json()
    tokens = created["tokens"]
    pages = {}
    for seat in "NESW":
        context = browser.new_context(viewport=PHONE)
        pages[seat] = context.new_page()
        pages[seat].goto(f"{server.base}/s/{tokens[seat]}?lang=en")
    # each player sees his own hand and nobody else's
    for seat, page in pages.items():
        assert page.locator(f'[data-hand="{seat}"] [data-card]').count() == 13
        others = page.locator(f'[data-hand]:not([data-hand="{seat}"]) [data-card]')
        assert others.count() == 0
    events = whole_board(7, SPEC_DEAL)
    for n, event in enumerate(events):
        page = pages[actor(event, "S")]
        wait_seq(page, n)  # the live stream brought this player up to date
        if "call" in event:
            bid(page, event["call"])
        else:
            play(page, event["by"], event["card"])
        wait_seq(page, n + 1)
    report = state(server, tokens["D"], "en")["report"]
    assert report["status"] == "complete"
    ns = report["score"]["NS"]
    score = f"score NS {ns:+d}" if ns >= 0 else f"score EW {-ns:+d}"
    for page in pages.values():
        wait_seq(page, len(events))
        assert "Board over" in page.inner_text("#panel .status")
        assert score in page.inner_text("#panel .status")
    pages["E"].screenshot(path=str(ARTIFACTS / "table-east-end.png"), full_page=True)
    for page in pages.values():
        page.context.close()


def director_page(browser: Any, url: str) -> Any:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, has_touch=True)
    page = context.new_page()
    page.goto(url)
    return page


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    page.screenshot(path=str(ARTIFACTS / f"{name}-full.png"), full_page=True)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_director_rules_an_insufficient_bid(server: Server, browser: Any, lang: str) -> None:
    # a new user's path: the start page, a board, the bidding box, the Director button
    page = director_page(browser, f"{server.base}/?lang={lang}")
    page.click("details.fromstart summary")  # the board from its start, with the deal
    page.select_option("form:has(input[value=assistant]) select[name=board]", "7")
    page.click("form:has(input[value=assistant]) button[type=submit]")
    page.wait_for_url(re.compile(r"/d/"))
    token = page.url.split("/d/")[1].split("?")[0]
    assert translate("Dealer", lang) in page.inner_text("header")
    bid(page, "1NT")  # South deals board 7: the seat in turn is preselected
    wait_seq(page, 1)
    bid(page, "1S")  # West, insufficient
    wait_seq(page, 2)
    page.click('[data-act="actor"][data-seat="N"]')
    page.click('[data-act="director"]')
    wait_seq(page, 3)
    # seed 004: West's meaning first (27B1a), then North's options
    assert state(server, token, lang)["report"]["status"] == "awaiting_fact"
    page.click('#ruling [data-act="fact"][data-fact="artificial"][data-value="false"]')
    wait_seq(page, 4)
    report = state(server, token, lang)["report"]
    ruling = report["rulings"][-1]
    assert report["status"] == "awaiting_choice"
    panel = page.inner_text("#ruling")
    for option in ruling["options"]:
        assert option["text"] in panel
        assert all(law in panel for law in option["laws"])
    shot(page, f"director-insufficient-bid-{lang}")
    codes = [o["code"] for o in ruling["options"]]
    assert "reject" in codes
    page.click('#ruling [data-act="choose"][data-value="reject"]')
    wait_seq(page, 5)
    bid(page, "Pass")  # West replaces 1S by a pass: partner silenced (27B2)
    wait_seq(page, 6)
    report = state(server, token, lang)["report"]
    assert report["rulings"][-1]["chosen"] == "reject"
    assert report["obligations"]
    badges = page.inner_text("#panel .inforce")
    east = translate("East", lang)
    assert east in badges
    shot(page, f"director-insufficient-bid-{lang}-in-force")
    page.context.close()


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_director_rules_an_opening_lead_out_of_turn(
    server: Server, browser: Any, lang: str
) -> None:
    auction = [
        {"by": s, "call": c}
        for s, c in zip("SWNESW", ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"), strict=True)
    ]
    record = {"board": 7, "deal": SPEC_DEAL, "events": auction}
    created = httpx.post(
        server.base + "/api/tables", json={"kind": "assistant", "record": record}
    ).json()
    token = created["tokens"]["D"]
    page = director_page(browser, f"{server.base}/d/{token}?lang={lang}")
    play(page, "E", "SQ")  # East leads; West was on lead
    wait_seq(page, 7)
    page.click('[data-act="actor"][data-seat="S"]')
    page.click('[data-act="director"]')
    wait_seq(page, 8)
    panel = page.inner_text("#ruling")
    name = translate("Opening lead out of turn", lang)
    assert name in panel and "54" in panel
    shot(page, f"director-opening-lead-{lang}")
    # seed 004's general protocol first: 47E1, then 54C, each answered No
    seq = 8
    for fact in ("opponent_induced", "could_see_dummy"):
        page.click(f'.general-question [data-fact="{fact}"][data-value="false"]')
        seq += 1
        wait_seq(page, seq)
    report = state(server, token, lang)["report"]
    panel = page.inner_text("#ruling")
    open_rulings = [r for r in report["rulings"] if r["chosen"] is None and r["options"]]
    if report["status"] == "awaiting_choice" and open_rulings:
        # what the library offers today, whatever it is: every option shown, one chosen
        ruling = report["rulings"][-1]
        for option in ruling["options"]:
            assert option["text"] in panel
        first = ruling["options"][0]["code"]
        page.click(f'#ruling [data-act="choose"][data-value="{first}"]')
        wait_seq(page, seq + 1)
        assert state(server, token, lang)["report"]["rulings"][-1]["chosen"] == first
        shot(page, f"director-opening-lead-{lang}-chosen")
    else:
        # no ruling in the library yet: the page says so instead of inventing one
        assert report["status"] == "awaiting_director"
        hint = translate(
            "The Laws engine has no ruling for this yet: rule it from the law book, "
            "then enter what the players do.",
            lang,
        )
        assert hint in panel
    page.context.close()


def test_director_ticks_denominations_and_undoes_a_mis_tap(server: Server, browser: Any) -> None:
    events = [
        {"by": "S", "call": "1NT"},
        {"by": "W", "call": "1S"},
        {"by": "N", "director": True},
        {"by": "N", "choose": "reject"},
        {"by": "W", "call": "2S"},
    ]
    record = {"board": 7, "deal": SPEC_DEAL, "events": events}
    created = httpx.post(
        server.base + "/api/tables", json={"kind": "assistant", "record": record}
    ).json()
    token = created["tokens"]["D"]
    page = director_page(browser, f"{server.base}/d/{token}?lang=en")
    # Was 1S artificial? Yes, showing spades and hearts
    page.check('#ruling input[name=denomination][value="S"]')
    page.check('#ruling input[name=denomination][value="H"]')
    shot(page, "director-artificial-denominations-en")
    page.click('#ruling [data-act="fact"][data-value="true"]')
    wait_seq(page, 6)
    stored = state(server, token, "en")["record"]["events"]
    assert stored[-1] == {"fact": "artificial", "value": True, "denominations": ["S", "H"]}
    # a mis-tap: the director takes it back with the Undo button
    assert "artificial" in page.inner_text("#undo")
    page.click('#undo [data-act="undo"]')
    wait_seq(page, 7)
    assert state(server, token, "en")["record"]["events"] == events
    assert page.locator('#ruling [data-fact="artificial"]').count() == 2
    page.click('#ruling [data-act="fact"][data-value="false"]')
    wait_seq(page, 8)
    stored = state(server, token, "en")["record"]["events"]
    assert stored[-1] == {"fact": "artificial", "value": False}
    page.context.close()
