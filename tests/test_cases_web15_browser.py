"""Laws 90/91 and 7 entered on a phone (web15; Playwright, Debian's
Chromium, 390x844): the director types a penalty's amount, taps the seat,
types the law, and picks a fault of Law 7 with the seat at fault; the page
posts the record's facts exactly. Screenshots in ``tests/artifacts/``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from test_web_browser import ARGS, ARTIFACTS, CHROMIUM, PHONE
from test_web_support import SPEC_DEAL, Server

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Chromium is not installed (apt-get install -y chromium)"
)

#: board 7, South deals: two passes so far
OPENING = [{"by": "S", "call": "Pass"}, {"by": "W", "call": "Pass"}]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with Server(Path(tmp_path_factory.mktemp("web15")) / "web.db") as running:
        yield running


def _stored(server: Server, token: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = httpx.get(f"{server.base}/api/{token}/state").json()["record"][
        "events"
    ]
    return events


def _open_found(page: Any, entry: str) -> Any:
    if not page.locator("details#found").evaluate("d => d.open"):
        page.click("details#found > summary")
    box = page.locator(f"#{entry}")
    box.scroll_into_view_if_needed()
    return box


def _seq(page: Any, seq: int) -> None:
    page.wait_for_selector(f'#panel:not([aria-busy="true"]) [data-seq="{seq}"]', timeout=10_000)


def test_law_90_and_7b3_entered_on_a_phone_in_dutch(server: Server) -> None:
    from playwright.sync_api import sync_playwright

    data = {"edition": "2017", "board": 7, "deal": SPEC_DEAL, "events": OPENING}
    answer = httpx.post(f"{server.base}/api/tables", json={"kind": "assistant", "record": data})
    assert answer.status_code == 201, answer.text
    token = answer.json()["tokens"]["D"]
    with sync_playwright() as playwright:
        browser: Any = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            context = browser.new_context(viewport=PHONE, device_scale_factor=2, has_touch=True)
            page = context.new_page()
            page.goto(f"{server.base}/d/{token}?lang=nl")
            # 7B3: North handled another player's cards
            box = _open_found(page, "found-board-control")
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "web15-law7-nl.png"))
            box.locator('select[name="value"]').select_option('"touched_other_cards"')
            box.locator('input[name="seat"][value=\'"N"\']').check()
            box.locator('[data-act="fact-form"]').click()
            _seq(page, 3)
            assert _stored(server, token)[-1] == {
                "fact": "board_control",
                "value": "touched_other_cards",
                "seat": "N",
            }
            # 90: an amount left open is not sent
            box = _open_found(page, "found-penalty")
            box.locator('input[name="seat"][value=\'"N"\']').check()
            box.locator('[data-act="fact-form"]').click()
            page.wait_for_timeout(500)
            assert len(_stored(server, token)) == 3
            # 25% of a top for North under 7B3, typed as the director writes it
            box.locator('input[name="value"]').fill("25%")
            box.locator('input[name="law"]').fill("7B3")
            page.screenshot(path=str(ARTIFACTS / "web15-penalty-nl.png"))
            box.locator('[data-act="fact-form"]').click()
            _seq(page, 4)
            assert _stored(server, token)[-1] == {
                "fact": "procedural_penalty",
                "value": "25%",
                "seat": "N",
                "law": "7B3",
            }
            seen = page.inner_text("body")
            # the undo button says what was recorded in words
            assert "Noord, 25% van een top, Artikel 7B3" in seen
            assert "None" not in seen and "procedural_penalty" not in seen
            ruled = page.content()
            assert "Noord krijgt een procedurele straf van 25% van een top (7B3, 90A)" in ruled
            page.screenshot(path=str(ARTIFACTS / "web15-penalty-given-nl.png"), full_page=True)
        finally:
            browser.close()
