"""A director on a phone (helper text9): what he read on the web app that a
Dutch, English or German director would not say, fixed in the words the
table hears (the instruction) and on the start screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from check2_cases import sit
from rule_cases import clean_texts, rule_json
from test_cases_text8_web import DURING_THE_PLAY as TEXT8_START
from test_web import make_client

from bridgelaws.web import create_app, database_url

EDITIONS = ("2017", "2007", "rubber")
#: 4♠ by South before the opening lead (spec §6: tricks 0-0, nothing faced)
OPENING = {"contract": "4S", "declarer": "S", "tricks": {"NS": 0, "EW": 0}}
#: the same contract after five tricks, South on lead
LATER = {"contract": "4S", "declarer": "S", "tricks": {"NS": 3, "EW": 2}, "leader": "S"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_41_the_opening_lead_is_called_so_in_the_instruction(
    edition: str, tmp_path: Path
) -> None:
    # West, declarer's left-hand opponent, leads first (41): the instruction
    # said 'West speelt nu voor', the word for a later lead
    data = sit(OPENING, edition=edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "W")
    texts = clean_texts(data, tmp_path)
    assert "West komt nu uit." in texts["nl"]
    assert "West makes the opening lead now." in texts["en"]
    assert "West spielt jetzt aus." in texts["de"]
    assert "speelt nu voor" not in texts["nl"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_law_44_a_later_lead_keeps_its_word(edition: str, tmp_path: Path) -> None:
    # the winner of the last trick leads to the next (44G): 'speelt voor'
    data = sit(LATER, edition=edition)
    report = rule_json(data, tmp_path)
    assert (report["status"], report["next"]) == ("play", "S")
    texts = clean_texts(data, tmp_path)
    assert "Zuid speelt nu voor." in texts["nl"]
    assert "South leads now." in texts["en"]
    assert "komt nu uit" not in texts["nl"]


@pytest.mark.parametrize(
    ("lang", "label", "not_said"),
    [("nl", "Spelregels", "Artikelen"), ("en", "Rules", None), ("de", "Regeln", None)],
)
def test_web_start_screen_names_the_rules_select_as_a_director_does(
    lang: str, label: str, not_said: str | None, tmp_path: Path
) -> None:
    # the select of Laws 2017 / 2007 / rubber was labelled 'Artikelen' (law
    # numbers) in Dutch: it chooses the rules the table plays by
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        home = client.get(f"/?lang={lang}").text
    for start in ('class="small edition">', "<label>"):
        assert f"{start}{label}" in home.replace("\n", "").replace("  ", "")
    if not_said is not None:
        assert f">{not_said}" not in home.replace("\n", "").replace("  ", "")


#: 4S by South, 3-2 in tricks, South to lead: what the director taps on the start screen
DURING_THE_PLAY = {**TEXT8_START, "ns": "3", "ew": "2", "leader": "S"}


def _visit(client: Any, lang: str, events: list[dict[str, Any]]) -> str:
    """A table opened from the start screen and the events typed at it."""
    from test_web import post

    r = client.post(
        f"/new?lang={lang}",
        data=DURING_THE_PLAY,
        headers={"origin": "http://testserver"},
        follow_redirects=False,
    )
    token = str(r.headers["location"].split("/d/")[1].split("?")[0])
    for event in events:
        assert post(client, token, event).status_code == 201
    return token


@pytest.mark.parametrize(
    ("lang", "heading", "repeated"),
    [
        ("nl", "geclaimd door Zuid", "Claim door Zuid (artikelen 68D, 70)"),
        ("en", "claimed by South", "Claim by South (Laws 68D, 70)"),
        ("de", "beansprucht von Süd", "Beanspruchung von Süd (Regeln 68D, 70)"),
    ],
)
def test_law_68d_web_a_disputed_claim_waiting_is_said_once(
    lang: str, heading: str, repeated: str, tmp_path: Path
) -> None:
    # while the disputed claim waits for the director, the page said it twice:
    # 'Claim · geclaimd door Zuid · Artikelen 68D, 70' and again 'Claim door
    # Zuid (artikelen 68D, 70)'
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        token = _visit(client, lang, [{"by": "S", "claim": 10}, {"by": "W", "dispute": True}])
        state = client.get(f"/api/{token}/state").json()
        assert state["report"]["status"] == "awaiting_director"
        page = client.get(f"/d/{token}?lang={lang}").text
    assert heading in page
    assert repeated not in page


@pytest.mark.parametrize(
    ("lang", "status", "body"),
    [
        ("nl", "score OW +50", "Score: OW +50."),
        ("en", "score EW +50", "Score: EW +50."),
        ("de", "Ergebnis OW +50", "Ergebnis: OW +50."),
    ],
)
def test_law_77_web_status_line_names_the_side_that_scores(
    lang: str, status: str, body: str, tmp_path: Path
) -> None:
    # 4♠ one down after a disputed claim awarded at nine (70): the status line
    # said 'score NZ -50' above 'Score: OW +50.'; and German 'einer down'
    awarded = [
        {"by": "S", "claim": 10},
        {"by": "W", "dispute": True},
        {"by": "W", "director": True},
        {"fact": "claim_award", "value": 9},
    ]
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        token = _visit(client, lang, awarded)
        report = client.get(f"/api/{token}/state").json()["report"]
        assert (report["status"], report["score"]) == ("complete", {"NS": -50, "EW": 50})
        page = client.get(f"/d/{token}?lang={lang}").text
    assert status in page and body in page
    assert "-50" not in page
    if lang == "de":
        assert "Süd macht 9 Stiche: eins down." in page


@pytest.mark.parametrize(("lang", "notrump"), [("nl", "SA"), ("en", "NT"), ("de", "SA")])
def test_law_18_training_table_bidding_box_says_no_trump_in_the_language(
    lang: str, notrump: str, tmp_path: Path
) -> None:
    # the four players' bidding box showed 'NT' to a Dutch table, whose boxes
    # and auction line say 'SA' (1SA)
    with make_client(create_app(database_url(tmp_path / "web.db"))) as client:
        created = client.post("/api/tables", json={"kind": "table", "board": 3}).json()
        page = client.get(f"/s/{created['tokens']['S']}?lang={lang}").text
    box = page[page.index('class="strains"') :]
    box = box[: box.index("</div>")]
    assert f'data-strain="NT" disabled>{notrump}</button>' in box
    assert box.count("data-strain=") == 5
