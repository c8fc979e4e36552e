"""The judgment page on the phone takes the director's findings about a
player (73B2, 73D2, 73E2, 74C7, 76, 16D), a breach of conduct (74) and his
course for the board (82B2, 82B3) through its forms, as `bridgelaws rule`
takes them as facts; a finding the judgment cannot read is refused in the
director's language and not stored (the record stays judgeable)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_judgment_web import form, open_hesitation
from test_web import database_url, make_client

from bridgelaws.web.app import create_app
from bridgelaws.web.judgment_page import event_from_form


@pytest.fixture
def client(tmp_path: Path) -> Iterator[Any]:
    with make_client(create_app(database_url(tmp_path / "web.db"))) as c:
        yield c


def _text(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def _events(client: Any, token: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = client.get(f"/api/{token}/state").json()["record"]["events"]
    return events


def test_law_74a_conduct_from_the_form_is_the_records_fact() -> None:
    fields = {"form": "course", "fact": "conduct", "value": "courtesy", "seat": "E"}
    assert event_from_form(fields, "nl") == {"fact": "conduct", "value": "courtesy", "seat": "E"}


def test_law_74a_a_breach_of_courtesy_entered_on_the_phone(client: Any) -> None:
    token = open_hesitation(client)
    r = form(client, token, form="course", fact="conduct", value="courtesy", seat="E")
    assert r.status_code == 200
    page = _text(r.text)
    assert (
        "Inbreuk op de hoffelijkheid, het fatsoen of de juiste gang van zaken (74) (Oost)" in page
    )
    assert "[74A, 91] Oost gedroeg zich onhoffelijk tegenover een andere speler (74A)" in page
    assert _events(client, token)[-1] == {"fact": "conduct", "value": "courtesy", "seat": "E"}


def test_law_73e2_false_inference_names_who_drew_it(client: Any) -> None:
    token = open_hesitation(client)
    r = form(client, token, form="finding", fact="false_inference", value="yes", seat="N")
    page = _text(r.text)
    assert (
        "Een onjuiste gevolgtrekking uit tempo of handelwijze van een tegenstander (73E2)" in page
    )
    assert "(Noord): ja" in page
    assert _events(client, token)[-1] == {"fact": "false_inference", "value": True, "seat": "N"}


def test_law_82b2_board_cancelled_east_west_at_fault(client: Any) -> None:
    token = open_hesitation(client)
    r = form(client, token, form="course", fact="board_remedy", value="cancel", at_fault="EW")
    page = _text(r.text)
    assert "de wedstrijdleider annuleert het (82B2)" in page
    assert "Noord-Zuid gemiddelde-plus; Oost-West gemiddelde-min" in page
    assert _events(client, token)[-1] == {
        "fact": "board_remedy",
        "value": "cancel",
        "at_fault": "EW",
    }


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        (
            {"form": "finding", "fact": "deception", "value": "yes", "seat": ""},
            "de speler wiens tempo of handelwijze varieerde is niet genoemd",
        ),
        ({"form": "course", "fact": "conduct", "value": "rude", "seat": "E"}, "rude"),
    ],
)
def test_law_73d2_74_a_finding_the_judgment_cannot_read_is_refused_not_stored(
    client: Any, fields: dict[str, str], words: str
) -> None:
    token = open_hesitation(client)
    before = len(_events(client, token))
    r = form(client, token, **fields)
    assert r.status_code == 422 and "Traceback" not in r.text
    assert words in _text(r.text)
    assert len(_events(client, token)) == before
    # the page still judges the board
    assert client.get(f"/d/{token}/judgment?lang=nl").status_code == 200
