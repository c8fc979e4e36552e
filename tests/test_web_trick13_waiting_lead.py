"""The web table draws a 62C1 lead kept waiting (trick13, item 3a).

Dummy led the ♠2 to trick 3 before attention was drawn to East's revoke in
trick 2; declarer keeps it (62C1). While East puts trick 2 right, the lead
waits beside the trick (``Play.waiting_lead``), as a queued card does, and the
page says so in the director's language; once the trick is complete it is
played as the lead and the note goes. A screenshot at phone size goes to
``tests/artifacts/trick13-waiting-lead-nl.png`` when Chromium is installed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from play2_helpers import events
from rule_cases import record
from test_cases_trick12_62c1 import LEAD_STAYS
from test_web_support import Server

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
PHONE = {"width": 390, "height": 844}
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]

WORDS = {
    "nl": "Voorgespeeld naar de volgende slag, wacht (62C1): Noord",
    "en": "Lead to the next trick, waiting (62C1): North",
    "de": "Ausspiel zum nächsten Stich, wartet (62C1): Nord",
}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with Server(
        Path(tmp_path_factory.mktemp("trick13")) / "web.db", options=("--tables-per-minute", "0")
    ) as running:
        yield running


def open_table(server: Server, text: str) -> str:
    data = record(events(text), "2017")
    answer = httpx.post(f"{server.base}/api/tables", json={"kind": "assistant", "record": data})
    assert answer.status_code == 201, answer.text
    token: str = answer.json()["tokens"]["D"]
    return token


def panel(server: Server, token: str, lang: str) -> str:
    page = httpx.get(f"{server.base}/d/{token}/panel?lang={lang}")
    assert page.status_code == 200, page.text
    return page.text


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_law_62c1_kept_lead_drawn_beside_the_trick(server: Server, lang: str) -> None:
    token = open_table(server, f"{LEAD_STAYS}; S dir; S ch keep")
    html = panel(server, token, lang)
    waiting = re.search(r'<div class="waiting-lead" data-waiting-seat="N">(.*?)</div>', html, re.S)
    assert waiting is not None, html
    assert WORDS[lang] in waiting.group(1)
    assert "♠2" in waiting.group(1)
    assert "None" not in waiting.group(1)


def test_law_62c1_kept_lead_played_once_the_trick_is_put_right(server: Server) -> None:
    # East plays his spade: trick 2 is complete, dummy's ♠2 is led as it lay
    token = open_table(server, f"{LEAD_STAYS}; S dir; S ch keep; E card S8")
    html = panel(server, token, "en")
    assert "waiting-lead" not in html
    assert re.search(r'data-trick-seat="N">♠2<', html), html


def test_law_62c1_withdrawn_lead_not_drawn(server: Server) -> None:
    token = open_table(server, f"{LEAD_STAYS}; S dir; S ch withdraw")
    assert "waiting-lead" not in panel(server, token, "en")


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed")
def test_law_62c1_kept_lead_on_a_phone(server: Server) -> None:
    from playwright.sync_api import sync_playwright

    token = open_table(server, f"{LEAD_STAYS}; S dir; S ch keep")
    with sync_playwright() as playwright:
        browser: Any = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_context(viewport=PHONE, has_touch=True).new_page()
            page.goto(f"{server.base}/d/{token}?lang=nl")
            note = page.wait_for_selector(".waiting-lead", timeout=10_000)
            assert note is not None and note.is_visible()
            assert WORDS["nl"] in note.inner_text()
            box = note.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "trick13-waiting-lead-nl.png"), full_page=True)
        finally:
            browser.close()
