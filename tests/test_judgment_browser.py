"""The judgment flow walked in a real browser (Playwright, Debian's Chromium) on
a phone-sized screen, in Dutch: a director opens the judgment page from the
table, records the hesitation, the logical alternatives and the likely results
with the forms, and reads the assigned adjusted score (Laws 16B1, 12C1c).
Screenshots go to ``tests/artifacts/``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from test_web_browser import ARGS, ARTIFACTS, CHROMIUM, PHONE
from test_web_support import Server

RECORDS = Path(__file__).parent / "judgment_records"

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Chromium is not installed (apt-get install -y chromium)"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with Server(Path(tmp_path_factory.mktemp("judgment")) / "web.db") as running:
        yield running


def test_law_16b1_the_hesitation_judged_on_a_phone_in_dutch(server: Server) -> None:
    from playwright.sync_api import sync_playwright

    data = json.loads((RECORDS / "hesitation.json").read_text(encoding="utf-8"))
    data["events"] = [e for e in data["events"] if "fact" not in e and "extraneous" not in e]
    answer = httpx.post(f"{server.base}/api/tables", json={"kind": "assistant", "record": data})
    assert answer.status_code == 201, answer.text
    token = answer.json()["tokens"]["D"]
    with sync_playwright() as playwright:
        browser: Any = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_context(viewport=PHONE, has_touch=True).new_page()
            page.goto(f"{server.base}/d/{token}?lang=nl")
            page.click(f'a[href^="/d/{token}/judgment"]')
            page.wait_for_selector("#judgment-result")
            assert "Denkpauze of andere ongeoorloofde informatie" in page.content() or (
                "16B1" in page.content()
            )
            extraneous = page.locator('form:has(input[name="form"][value="extraneous"])')
            extraneous.locator('select[name="by"]').select_option("N")
            extraneous.locator('select[name="kind"]').select_option("hesitation")
            extraneous.locator('select[name="of"]').select_option(label="Noord: pas (biedronde 2)")
            extraneous.locator('button[type="submit"]').click()
            page.wait_for_selector("text=Noord: denkpauze bij bieding Pas (biedronde 2)")
            assert "De denkpauze van Noord staat vast" in page.inner_text("#judgment-result")

            alternatives = page.locator('form:has(input[name="form"][value="alternatives"])')
            alternatives.locator('select[name="of"]').select_option(label="Zuid: 3♠")
            alternatives.locator('input[name="alternatives"]').fill("Pas, 3S")
            alternatives.locator('input[name="suggested"]').fill("3S")
            alternatives.locator('button[type="submit"]').click()
            page.wait_for_selector("text=Welke resultaten waren zonder de overtreding")

            outcomes = page.locator('form:has(input[name="form"][value="outcomes"])')
            outcomes.locator('textarea[name="lines"]').fill("70 3H O 9\n30 3H O 8")
            outcomes.locator('button[type="submit"]').click()
            page.wait_for_selector("text=Arbitrale score toegekend.")
            result = page.inner_text("#judgment-result")
            assert "30% × +50 + 70% × -140" in result
            assert "None" not in result and "Traceback" not in page.content()
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "judgment-nl.png"), full_page=True)
        finally:
            browser.close()
    stored = httpx.get(f"{server.base}/api/{token}/state").json()["record"]["events"]
    assert stored[-1]["fact"] == "outcomes"
    assert [e["fact"] for e in stored if "fact" in e] == ["logical_alternatives", "outcomes"]
