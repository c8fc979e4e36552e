"""The director's phone (helper text10): what he stumbled on in the web app,
fixed and kept fixed.

- A lead out of turn nobody has accepted yet (53, 54): the instruction said
  who plays next as if the lead were in turn ('Zuid speelt nu voor').
- The claim form's tricks field (68, 70) started at 0: a claim of 0 tricks
  went in at one tap; it now starts empty, is required, and an empty or
  impossible figure is said in the director's language."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
import test_web_situation as phone
from test_cases_text8_web import DURING_THE_PLAY as TEXT8_START
from test_web import make_client, post

from bridgelaws.i18n import translate
from bridgelaws.web import create_app, database_url

#: the module's browser and server (Chromium on a phone, one app server)
browser, server = phone.browser, phone.server
#: 4S by South before the opening lead (West's), on the director's start screen
OPENING = {**TEXT8_START, "ns": "0", "ew": "0", "leader": "W"}
#: the same after five tricks, 3-2, South on lead
LATER = {**TEXT8_START, "ns": "3", "ew": "2", "leader": "S"}
EMPTY_TRICKS = "Fill in the number of tricks, from 0 to 13."


def _page(
    tmp_path: Path, lang: str, form: dict[str, str], events: list[dict[str, Any]]
) -> tuple[dict[str, Any], str]:
    """A table opened from the start screen, the events typed at it: the
    report and the director's page (HTML entities read back)."""
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        r = client.post(
            f"/new?lang={lang}",
            data=form,
            headers={"origin": "http://testserver"},
            follow_redirects=False,
        )
        assert r.status_code == 303
        token = str(r.headers["location"].split("/d/")[1].split("?")[0])
        for event in events:
            assert post(client, token, event).status_code == 201
        report = client.get(f"/api/{token}/state").json()["report"]
        page = html.unescape(client.get(f"/d/{token}?lang={lang}").text)
    return report, page


@pytest.mark.parametrize(
    ("lang", "said", "not_said"),
    [
        ("nl", "De uitkomst voor de beurt van Oost blijft open op tafel liggen", "Zuid komt nu"),
        ("en", "East's opening lead out of turn stays face up and waits", "South makes"),
        ("de", "Das Eröffnungsausspiel außer Reihenfolge von Ost bleibt", "Süd spielt jetzt"),
    ],
)
def test_law_54_web_director_page_says_the_lead_waits(
    lang: str, said: str, not_said: str, tmp_path: Path
) -> None:
    # East (not West) leads face up against 4S by South; declarer is next
    report, page = _page(tmp_path, lang, OPENING, [{"by": "E", "card": "HK"}])
    assert (report["status"], report["next"]) == ("play", "S")
    assert report["irregularities"][0]["accepted"] is False
    assert said in page and "(9B1)" in page and "(54B)" in page
    assert not_said not in page


@pytest.mark.parametrize(
    ("lang", "field_error"),
    [
        ("nl", "Vul het aantal slagen in, van 0 tot 13."),
        ("en", EMPTY_TRICKS),
        ("de", "Tragen Sie die Zahl der Stiche ein, von 0 bis 13."),
    ],
)
def test_law_68_web_claim_tricks_field_starts_empty_and_is_required(
    lang: str, field_error: str, tmp_path: Path
) -> None:
    # the field said 0 before the director typed anything
    _, page = _page(tmp_path, lang, LATER, [])
    [field] = re.findall(r'<input[^>]*id="claim-tricks"[^>]*>', page)
    assert "required" in field and 'min="0"' in field and 'max="13"' in field
    assert "value=" not in field
    assert f'data-msg-claim-tricks="{field_error}"' in page
    assert translate(EMPTY_TRICKS, lang) == field_error


@pytest.mark.skipif(not phone.CHROMIUM.exists(), reason="Chromium is not installed")
@pytest.mark.parametrize("lang", ["nl", "de"])
def test_law_68_web_claim_without_tricks_is_refused_in_the_directors_language(
    server: Any, browser: Any, lang: str
) -> None:
    # on the phone: South claims, the director taps Claim before typing the
    # figure: nothing is sent and the toast says what is missing (also for
    # 14); with the figure the claim goes in and play ceases (68D)
    director = phone.Director(browser, server, lang)
    try:
        director.during_play("4S", "S", 3, 2, "S")
        director.tap("details.claims > summary")
        director.acts("S")
        before = director.seq()
        director.tap("[data-act=claim]")
        director.page.wait_for_selector("#toast:not([hidden])")
        assert director.page.inner_text("#toast") == translate(EMPTY_TRICKS, lang)
        assert director.seq() == before and director.report()["status"] == "play"
        director.page.fill("#claim-tricks", "14")
        director.tap("[data-act=concede]")
        assert director.seq() == before
        director.page.fill("#claim-tricks", "10")
        director.tap_and_wait("[data-act=claim]")
        report = director.report()
        assert report["status"] == "play" and report["next"] is None  # 68D
    finally:
        director.close()


@pytest.mark.parametrize(
    ("lang", "badge", "line"),
    [
        ("nl", "West: grote strafkaart ♥H", "! West: grote strafkaart ♥H (56, 50D)"),
        ("en", "West: major penalty card ♥K", "! West: major penalty card ♥K (56, 50D)"),
    ],
)
def test_law_56_web_penalty_card_said_once_on_the_page(
    lang: str, badge: str, line: str, tmp_path: Path
) -> None:
    # West's lead out of turn not accepted (56): a major penalty card (50D).
    # The page listed it under the instruction ('! West: grote strafkaart ♥H
    # (56, 50D)') and again as a badge under 'In force'
    events = [
        {"by": "W", "card": "HK"},
        {"by": "S", "director": True},
        {"fact": "opponent_induced", "value": False},
        {"by": "S", "choose": "reject"},
    ]
    report, page = _page(tmp_path, lang, LATER, events)
    assert [(o["type"], o["seat"], o["card"], o["kind"]) for o in report["obligations"]] == [
        ("penalty_card", "W", "HK", "major")
    ]
    assert (report["status"], report["next"]) == ("play", "S")
    # (the folded 'found at the table' entries list every card to pick from:
    # not counted, text11)
    page = re.sub(r'<details class="found".*?</details>', "", page, flags=re.S)
    text = re.sub(r"<[^>]+>", "", page)
    assert badge in text
    assert line not in text
    assert text.count("♥H" if lang == "nl" else "♥K") == 2  # the badge and the table


@pytest.mark.parametrize(
    ("lang", "summary", "card"),
    [
        ("nl", "De blinde legde een kaart die de leider niet noemde (45D)", "♦4"),
        ("en", "Dummy placed a card declarer did not name (45D)", "♦4"),
        ("de", "Der Dummy legte eine Karte, die der Alleinspieler nicht genannt hatte (45D)", "♦4"),
    ],
)
def test_law_45d_web_director_can_say_dummy_placed_a_card_not_named(
    lang: str, summary: str, card: str, tmp_path: Path
) -> None:
    # dummy's card pulled without declarer naming it: the director's page
    # had no way to say so (only a JSON record could); now dummy's cards of
    # the trick offer it, and the library rules 45D1: the card goes back
    played = [{"by": "S", "card": "D2"}, {"by": "W", "card": "D3"}, {"by": "N", "card": "D4"}]
    _, page = _page(tmp_path, lang, LATER, played)
    box = page[page.index('id="undesignated"') :]
    box = box[: box.index("</details>")]
    assert summary in box
    assert re.findall(r"data-value='\"(\w+)\"'>([^<]+)<", box) == [("D4", card)]
    report, page = _page(
        tmp_path / "fact", lang, LATER, [*played, {"fact": "not_designated", "value": "D4"}]
    )
    [listed] = report["irregularities"]
    assert (listed["irregularity"], listed["offender"], listed["laws"]) == (
        "dummy_misplaced_card",
        "N",
        ["45D1"],
    )
    assert (report["status"], report["next"]) == ("play", "N")  # dummy plays again
    assert 'id="undesignated"' not in page  # the card went back: none of dummy's to offer
