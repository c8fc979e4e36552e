"""The judgment page of the web assistant: the facts of the hesitation case
entered through its forms, the judgment shown in Dutch with the double-dummy
table and the weighted score; bad form input gives a message, never a 500."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_web import database_url, make_client

from bridgelaws.web.app import create_app

RECORDS = Path(__file__).parent / "judgment_records"


@pytest.fixture
def client(tmp_path: Path) -> Iterator[Any]:
    with make_client(create_app(database_url(tmp_path / "web.db"))) as c:
        yield c


def open_hesitation(client: Any) -> str:
    """The hesitation case as played, without the facts and findings."""
    data = json.loads((RECORDS / "hesitation.json").read_text(encoding="utf-8"))
    data["events"] = [e for e in data["events"] if "fact" not in e and "extraneous" not in e]
    r = client.post("/api/tables", json={"kind": "assistant", "record": data})
    assert r.status_code == 201, r.text
    token: str = r.json()["tokens"]["D"]
    return token


def form(client: Any, token: str, **fields: str) -> Any:
    return client.post(f"/d/{token}/judgment?lang=nl", data=fields, follow_redirects=True)


def test_law_16b1a_the_hesitation_case_through_the_web_forms_in_dutch(client: Any) -> None:
    token = open_hesitation(client)
    page = client.get(f"/d/{token}?lang=nl").text
    assert f"/d/{token}/judgment" in page  # reachable from the director's page
    r = form(client, token, form="extraneous", by="N", kind="hesitation", of="4", agreed="yes")
    assert r.status_code == 200 and "Noord: denkpauze bij bieding pas (biedronde 2)" in r.text
    r = form(client, token, form="alternatives", of="6", alternatives="Pass, 3S", suggested="3S")
    assert "Logische alternatieven (16B1b) (bieding 3♠): pas, 3♠" in r.text
    assert "Welke resultaten waren zonder de overtreding waarschijnlijk" in r.text
    r = form(client, token, form="outcomes", lines="70 3H O 9\n30 3H O 8", side="")
    assert r.status_code == 200
    assert "Arbitrale score toegekend." in r.text
    assert "30% × +50 + 70% × -140" in r.text
    assert "Dubbeldummy" in r.text and "Traceback" not in r.text
    state = client.get(f"/api/{token}/state").json()
    assert state["record"]["events"][-1]["fact"] == "outcomes"


@pytest.mark.parametrize(
    "fields",
    [
        {"form": "outcomes", "lines": "seventy 3H E"},
        {"form": "extraneous", "by": "N", "kind": "stare", "of": "4"},
        {"form": "alternatives", "of": "x", "alternatives": "Pass", "suggested": "Pass"},
        {"form": "nothing"},
        {"form": "explain", "by": "E", "of": "1", "text": ""},
    ],
)
def test_bad_judgment_forms_give_a_message(client: Any, fields: dict[str, str]) -> None:
    token = open_hesitation(client)
    r = form(client, token, **fields)
    assert r.status_code == 422 and "Traceback" not in r.text
    assert len(client.get(f"/api/{token}/state").json()["record"]["events"]) == 14


def test_a_seat_link_cannot_open_the_judgment_page(client: Any) -> None:
    data = json.loads((RECORDS / "hesitation.json").read_text(encoding="utf-8"))
    r = client.post("/api/tables", json={"kind": "table", "record": data})
    seat = r.json()["tokens"]["N"]
    assert client.get(f"/d/{seat}/judgment").status_code in (403, 404)
