"""82C on the phone, in Dutch (Playwright, Debian's Chromium): after the board
the director records on the judgment page that his own ruling was wrong, is
asked each side's likely results, enters them and reads the adjusted score
with both sides non-offending. Screenshot in ``tests/artifacts/``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from rule_cases import record, script
from test_web_browser import ARGS, ARTIFACTS, CHROMIUM, PHONE
from test_web_support import Server

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Chromium is not installed (apt-get install -y chromium)"
)

#: 3NT by North, East leads the ♦A, North claims nine, both defenders agree
PLAYED = [
    *script("N 1NT; E Pass; S 3NT; W Pass; N Pass; E Pass; E card DA"),
    {"by": "N", "claim": 9},
    {"by": "E", "agree": True},
    {"by": "W", "agree": True},
]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with Server(Path(tmp_path_factory.mktemp("law82c")) / "web.db") as running:
        yield running


def test_law_82c_director_error_judged_on_a_phone_in_dutch(server: Server) -> None:
    from playwright.sync_api import sync_playwright

    data = record(PLAYED, "2017")
    answer = httpx.post(f"{server.base}/api/tables", json={"kind": "assistant", "record": data})
    assert answer.status_code == 201, answer.text
    token = answer.json()["tokens"]["D"]
    with sync_playwright() as playwright:
        browser: Any = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_context(viewport=PHONE, has_touch=True).new_page()
            page.goto(f"{server.base}/d/{token}/judgment?lang=nl")
            page.wait_for_selector("#judgment-result")
            finding = page.locator('form:has(input[name="form"][value="finding"])')
            page.click("summary:has-text('Ja of nee')")
            finding.locator('select[name="fact"]').select_option("director_error")
            finding.locator('select[name="value"]').select_option("yes")
            finding.locator('button[type="submit"]').click()
            page.wait_for_selector("text=beide partijen als niet-overtredend gelden (82C)")
            outcomes = page.locator('form:has(input[name="form"][value="outcomes"])')
            outcomes.locator('textarea[name="lines"]').fill("100 3SA N 10")
            outcomes.locator('button[type="submit"]').click()
            page.wait_for_selector("text=Arbitrale score toegekend.")
            result = page.inner_text("#judgment-result")
            assert "82C" in result and "+430" in result
            assert "None" not in result and "Traceback" not in page.content()
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "judgment-82c-nl.png"), full_page=True)
        finally:
            browser.close()
    stored = httpx.get(f"{server.base}/api/{token}/state").json()["record"]["events"]
    assert [e["fact"] for e in stored if "fact" in e] == ["director_error", "outcomes"]
