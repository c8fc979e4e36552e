"""Table visits on the web page (helper text8): what a director on a phone
finds on the start screen and at the table, in Dutch, English and German."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_web import make_client

from bridgelaws.web import create_app, database_url

ORIGIN = {"origin": "http://testserver"}
#: 4S by South, 3-1 in tricks, West to lead: what the director taps on the start screen
DURING_THE_PLAY = {
    "kind": "situation",
    "phase": "play",
    "board": "1",
    "contract": "4S",
    "risk": "",
    "declarer": "S",
    "ns": "3",
    "ew": "1",
    "leader": "W",
}


@pytest.mark.parametrize(
    ("edition", "lang", "named"),
    [
        ("2007", "nl", "Spelregels 2007"),
        ("rubber", "nl", "Rubberbridge"),
        ("2017", "de", "Regeln 2017"),
        ("2007", "en", "Laws 2007"),
    ],
)
def test_web_start_screen_situation_takes_the_edition(
    edition: str, lang: str, named: str, tmp_path: Path
) -> None:
    """The quick start (spec §6) opened every table under the 2017 Laws: a
    club playing the 2007 Laws or rubber bridge could not get its rules."""
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        home = client.get(f"/?lang={lang}").text
        start = home[home.index('id="startform"') : home.index("</form>")]
        assert 'name="edition"' in start
        form = {**DURING_THE_PLAY, "edition": edition}
        r = client.post(f"/new?lang={lang}", data=form, headers=ORIGIN, follow_redirects=False)
        assert r.status_code == 303
        token = r.headers["location"].split("/d/")[1].split("?")[0]
        state = client.get(f"/api/{token}/state").json()
        assert state["record"]["edition"] == edition
        assert state["record"]["situation"]["contract"] == "4S"
        page = client.get(f"/d/{token}?lang={lang}").text
        assert named in page


@pytest.mark.parametrize(
    ("lang", "word"), [("nl", "niet gedoubleerd"), ("en", "not doubled"), ("de", "nicht kontriert")]
)
def test_web_start_screen_undoubled_is_a_word(lang: str, word: str, tmp_path: Path) -> None:
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        home = client.get(f"/?lang={lang}").text
        assert f'name="risk" value="" checked> {word}</label>' in home
        assert 'value="" checked> —' not in home


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "De verklaring van de claimer: &#34;troef trekken&#34; (68C)."),
        ("en", "The claimer&#39;s statement: &#34;troef trekken&#34; (68C)."),
        ("de", "Die Erklärung des Anspruchstellers: &#34;troef trekken&#34; (68C)."),
    ],
)
def test_law_70_disputed_claim_award_shows_the_statement_where_it_is_asked(
    lang: str, said: str, tmp_path: Path
) -> None:
    """70A: the director weighs the claimer's statement before he awards; with
    the hands unknown he is asked the award, and the statement was only in the
    page's log of what happened."""
    from test_web import post

    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        form = {**DURING_THE_PLAY, "contract": "3NT", "declarer": "N", "ns": "8", "ew": "2"}
        form["leader"] = "N"
        r = client.post(f"/new?lang={lang}", data=form, headers=ORIGIN, follow_redirects=False)
        token = r.headers["location"].split("/d/")[1].split("?")[0]
        for event in (
            {"by": "N", "claim": 11, "statement": "troef trekken"},
            {"by": "E", "dispute": True},
            {"by": "N", "director": True},
        ):
            assert post(client, token, event).status_code == 201
        panel = client.get(f"/d/{token}?lang={lang}").text
        ruling = panel[
            panel.index('id="ruling"') : panel.index("</section>", panel.index('id="ruling"'))
        ]
        assert said in ruling
        assert 'data-fact="claim_award" data-value="10"' in ruling
