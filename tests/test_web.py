"""The web app in process: store, API, roles, limits, the ruling pages, exports,
restart from the store, and the same against a real PostgreSQL server."""

from __future__ import annotations

import json
import re
import threading
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from test_web_support import SPEC_DEAL, actor, postgres_server, whole_board

from bridgelaws.formats.pbn import parse_pbn
from bridgelaws.i18n import catalog
from bridgelaws.record import TableRecord
from bridgelaws.table import Table
from bridgelaws.web import create_app, database_url
from bridgelaws.web.app import MAX_BODY

if TYPE_CHECKING:
    from fastapi.testclient import TestClient


def make_client(app: Any) -> TestClient:
    """Starlette's test client; it asks for httpx2, but httpx is what is installed."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
        from fastapi.testclient import TestClient as Client
    return Client(app)


INSUFFICIENT = [{"by": "S", "call": "1NT"}, {"by": "W", "call": "1S"}]


@pytest.fixture
def db(tmp_path: Path) -> str:
    return database_url(tmp_path / "web.db")


@pytest.fixture
def client(db: str) -> Iterator[TestClient]:
    with make_client(create_app(db)) as c:
        yield c


def open_table(client: TestClient, kind: str = "table", **extra: Any) -> dict[str, str]:
    r = client.post("/api/tables", json={"kind": kind, "board": 7, "deal": SPEC_DEAL, **extra})
    assert r.status_code == 201, r.text
    tokens: dict[str, str] = r.json()["tokens"]
    return tokens


def post(client: TestClient, token: str, event: dict[str, Any], **extra: Any) -> Any:
    return client.post(f"/api/{token}/events", json={"event": event, **extra})


def stored(client: TestClient, director: str) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = client.get(f"/api/{director}/state").json()["record"]["events"]
    return events


def library_report(events: list[dict[str, Any]], lang: str) -> dict[str, Any]:
    record = {"board": 7, "deal": SPEC_DEAL, "events": events}
    return Table.from_record(TableRecord.from_json(record)).report(lang)


def test_the_store_is_one_sqlite_file_created_on_first_start(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "web.db"
    with make_client(create_app(database_url(target))) as c:
        assert c.get("/").status_code == 200
    assert target.exists()


@pytest.mark.parametrize(
    ("lang", "words"),
    [("nl", "Spel 7"), ("en", "Board 7"), ("de", "Board 7")],
)
def test_every_page_speaks_the_chosen_language(client: TestClient, lang: str, words: str) -> None:
    tokens = open_table(client)
    page = client.get(f"/d/{tokens['D']}?lang={lang}").text
    assert words in page
    assert f'<html lang="{lang}">' in page
    # the choice sticks (cookie) and every language is offered on the page
    assert f'<html lang="{lang}">' in client.get(f"/s/{tokens['N']}").text
    for code in ("nl", "en", "de"):
        assert f"?lang={code}" in page


def test_dutch_is_the_default(db: str) -> None:
    with make_client(create_app(db)) as c:
        assert '<html lang="nl">' in c.get("/").text
        assert "Open een tafel" in c.get("/").text or "tafel" in c.get("/").text


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_director_is_walked_through_an_insufficient_bid(client: TestClient, lang: str) -> None:
    director = open_table(client, "assistant")["D"]
    for event in [*INSUFFICIENT, {"by": "N", "director": True}]:
        assert post(client, director, event).status_code == 201
    page = client.get(f"/d/{director}?lang={lang}").text
    report = library_report(stored(client, director), lang)
    ruling = report["rulings"][-1]
    assert report["status"] == "awaiting_choice"
    # every option of the library, with its consequences and laws, and a button for the chooser
    for option in ruling["options"]:
        text = option["text"].replace("'", "&#39;")
        assert text in page
        assert f'data-by="{ruling["chooser"]}" data-value="{option["code"]}"' in page
        for law in option["laws"]:
            assert law in page
    assert post(client, director, {"by": "N", "choose": "reject"}).status_code == 201
    assert post(client, director, {"by": "W", "call": "Pass"}).status_code == 201
    page = client.get(f"/d/{director}?lang={lang}").text
    report = library_report(stored(client, director), lang)
    assert report["obligations"], "the library keeps East passing (27B2)"
    must_pass = {"nl": "Oost past de rest van het bieden", "en": "East passes for the rest"}
    if lang in must_pass:
        assert must_pass[lang] in page
    # the ruling is saved with its table record
    saved = client.get(f"/d/{director}/export.json").json()["rulings"]
    assert [s["record"]["events"][-1] for s in saved] == [{"by": "N", "choose": "reject"}]


def test_a_question_of_fact_is_asked_before_going_on(client: TestClient) -> None:
    director = open_table(client, "assistant")["D"]
    for event in [*INSUFFICIENT, {"by": "N", "director": True}, {"by": "N", "choose": "reject"}]:
        post(client, director, event)
    post(client, director, {"by": "W", "call": "2C"})
    report = library_report(stored(client, director), "en")
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][-1]["question"]
    page = client.get(f"/d/{director}?lang=en").text
    assert question["text"] in page
    assert f'data-act="fact" data-fact="{question["fact"]}" data-value="true"' in page
    r = post(client, director, {"fact": question["fact"], "value": True})
    assert r.status_code == 201
    assert r.json()["status"] == library_report(stored(client, director), "en")["status"]


def test_only_the_director_enters_facts_and_choices(client: TestClient) -> None:
    tokens = open_table(client)
    post(client, tokens["S"], INSUFFICIENT[0])
    post(client, tokens["W"], INSUFFICIENT[1])
    assert post(client, tokens["N"], {"by": "N", "director": True}).status_code == 201
    for seat in "NESW":
        assert post(client, tokens[seat], {"by": "N", "choose": "accept"}).status_code == 403
        assert post(client, tokens[seat], {"fact": "artificial", "value": True}).status_code == 403
    assert len(stored(client, tokens["D"])) == 3
    assert post(client, tokens["D"], {"by": "N", "choose": "accept"}).status_code == 201


def test_a_seat_acts_only_for_itself_and_declarer_for_dummy(client: TestClient) -> None:
    tokens = open_table(client)
    assert post(client, tokens["N"], {"by": "S", "call": "1NT"}).status_code == 403
    assert post(client, tokens["S"], {"by": "S", "call": "1NT"}).status_code == 201
    for seat, call in zip("WNE", ("Pass", "Pass", "Pass"), strict=True):
        post(client, tokens[seat], {"by": seat, "call": call})
    # South declares 1NT: West leads, North is dummy; South plays dummy's cards
    assert post(client, tokens["W"], {"by": "W", "card": "C8"}).status_code == 201
    assert post(client, tokens["N"], {"by": "N", "card": "C2"}).status_code == 201
    assert post(client, tokens["E"], {"by": "N", "card": "C3"}).status_code == 403
    assert post(client, tokens["W"], {"by": "N", "card": "C3"}).status_code == 403


def test_tokens_open_one_table_and_cannot_be_guessed(client: TestClient) -> None:
    first, second = open_table(client), open_table(client)
    assert len({*first.values(), *second.values()}) == 10
    assert all(len(t) >= 32 for t in first.values())
    assert post(client, first["S"], {"by": "S", "call": "1NT"}).status_code == 201
    assert stored(client, second["D"]) == []
    for bad in ("x", "A" * 32, first["S"][:-1] + "A", "../" + first["D"]):
        assert post(client, bad, {"by": "S", "call": "1NT"}).status_code in (404, 405)
        assert client.get(f"/d/{bad}").status_code == 404
    # a seat link is not a director link
    assert client.get(f"/d/{first['S']}").status_code == 403
    assert client.get(f"/api/{first['S']}/state").json().get("record") is None


def test_bad_requests_get_a_clear_4xx_and_change_nothing(client: TestClient) -> None:
    director = open_table(client)["D"]
    post(client, director, {"by": "S", "call": "1NT"})
    url = f"/api/{director}/events"
    cases = [
        client.post(url, content=b"{not json", headers={"Content-Type": "application/json"}),
        client.post(url, content=b'{"event": {}}', headers={"Content-Type": "text/plain"}),
        client.post(url, json=[1, 2]),
        client.post(url, json={"nonce": "x"}),
        client.post(url, json={"event": {"by": "Q", "call": "1S"}}),
        client.post(url, json={"event": {"by": "W", "call": "9Z"}}),
        client.post(url, json={"event": {"by": "W", "card": "SA"}}),  # North holds it
        client.post(url, json={"event": {"by": "W", "claim": 14}}),
        client.post(url, json={"event": {"by": "W", "frobnicate": 1}}),
        client.post(url, json={"event": {"by": "W", "call": "1S"}, "nonce": "n" * 65}),
        client.post(url, json={"event": {"by": "W", "call": "1S"}, "pad": "x" * MAX_BODY}),
        client.post("/api/tables", json={"board": "seven"}),
        client.post("/api/tables", json={"deal": "N:AK2 QT98"}),
    ]
    statuses = [r.status_code for r in cases]
    assert all(400 <= s < 500 for s in statuses), statuses
    assert statuses[-3] == 413
    for r in cases:
        assert r.json()["error"], r.text
    assert stored(client, director) == [{"by": "S", "call": "1NT"}]


def test_a_retried_action_is_stored_once(client: TestClient) -> None:
    director = open_table(client)["D"]
    first = post(client, director, {"by": "S", "call": "1NT"}, nonce="abc")
    again = post(client, director, {"by": "S", "call": "1NT"}, nonce="abc")
    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json() == {"seq": 0, "status": "auction", "duplicate": True}
    assert len(stored(client, director)) == 1


def test_a_whole_board_at_four_seats_ends_with_result_and_score(client: TestClient) -> None:
    tokens = open_table(client)
    events = whole_board(7, SPEC_DEAL)
    for event in events:
        r = post(client, tokens[actor(event, "S")], event)
        assert r.status_code == 201, (event, r.text)
    report = library_report(events, "en")
    assert report["status"] == "complete"
    page = client.get(f"/s/{tokens['E']}?lang=en").text
    assert "Board over" in page
    assert f"score NS {report['score']['NS']:+d}" in page


def test_exports_json_pbn_and_print(client: TestClient) -> None:
    director = open_table(client, "assistant")["D"]
    for event in [*INSUFFICIENT, {"by": "N", "director": True}, {"by": "N", "choose": "accept"}]:
        post(client, director, event)
    exported = client.get(f"/d/{director}/export.json?lang=en").json()
    assert exported["report"] == library_report(exported["record"]["events"], "en")
    assert (
        TableRecord.from_json(exported["record"]).to_json()["events"]
        == exported["record"]["events"]
    )
    pbn = client.get(f"/d/{director}/export.pbn")
    assert pbn.status_code == 200
    games = parse_pbn(pbn.text)
    assert games.games and games.games[0].tags["Board"] == "7"
    printed = client.get(f"/d/{director}/print?lang=en").text
    assert "Insufficient bid" in printed and "27A1" in printed


def test_a_pasted_record_opens_a_table(client: TestClient) -> None:
    record = {
        "board": 7,
        "deal": SPEC_DEAL,
        "events": [*INSUFFICIENT, {"by": "N", "director": True}],
    }
    r = client.post("/new?lang=en", data={"record": json.dumps(record)}, follow_redirects=False)
    assert r.status_code == 303
    page = client.get(r.headers["location"]).text
    assert "Insufficient bid" in page


def test_restart_resumes_every_table_from_the_store(db: str) -> None:
    with make_client(create_app(db)) as first:
        tokens = [open_table(first) for _ in range(3)]
        for n, table in enumerate(tokens):
            for event in whole_board(7, SPEC_DEAL)[: 10 + n * 7]:
                post(first, table[actor(event, "S")], event)
        before = [first.get(f"/api/{t['D']}/state?lang=en").json() for t in tokens]
    with make_client(create_app(db)) as second:
        after = [second.get(f"/api/{t['D']}/state?lang=en").json() for t in tokens]
    assert after == before


def concurrent_appends(app_url: str) -> None:
    """Threads posting to the same tables at once: every acknowledged action
    stored once, sequence numbers without gaps."""
    with make_client(create_app(app_url)) as c:
        directors = [open_table(c, "assistant")["D"] for _ in range(4)]
        acknowledged: list[tuple[str, str]] = []
        lock = threading.Lock()

        def worker(index: int) -> None:
            for step in range(10):
                nonce = f"w{index}-{step}"
                director = directors[step % len(directors)]
                event = {"by": "NESW"[index % 4], "call": "Pass"}
                for _attempt in range(20):
                    r = post(c, director, event, nonce=nonce)
                    if r.status_code in (200, 201):
                        with lock:
                            acknowledged.append((director, nonce))
                        break
                    assert r.status_code == 409, r.text

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        total = 0
        for director in directors:
            events = stored(c, director)
            total += len(events)
        assert total == len(acknowledged) == 60


def test_concurrent_actions_on_sqlite(db: str) -> None:
    concurrent_appends(db)


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    try:
        with postgres_server() as url:
            yield url
    except RuntimeError as exc:
        pytest.skip(f"no PostgreSQL server could be started here: {exc}")


def test_postgresql_store_resumes_and_keeps_order(postgres_url: str) -> None:
    with make_client(create_app(postgres_url)) as first:
        tokens = open_table(first)
        for event in whole_board(7, SPEC_DEAL)[:20]:
            assert post(first, tokens[actor(event, "S")], event).status_code == 201
        before = first.get(f"/api/{tokens['D']}/state?lang=en").json()
    with make_client(create_app(postgres_url)) as second:
        assert second.get(f"/api/{tokens['D']}/state?lang=en").json() == before
    concurrent_appends(postgres_url)


def test_every_text_of_the_web_app_is_in_dutch_and_german() -> None:
    web = Path(__file__).resolve().parents[1] / "bridgelaws" / "web"
    texts = set()
    for template in (web / "templates").glob("*.html"):
        texts |= set(re.findall(r"""\bt\((["'])(.+?)\1""", template.read_text()))
    source = (web / "views.py").read_text()
    wanted = {text for _quote, text in texts} | set(re.findall(r'_\(\s*"(.+?)"', source))
    wanted |= set(re.findall(r'^    "\w+": "(.+?)",$', source, re.MULTILINE))
    assert len(wanted) > 100
    for lang in ("nl", "de"):
        found = catalog(lang)
        assert found is not None
        missing = sorted(t for t in wanted if not (found.get(t) and found.get(t).string))
        assert missing == [], (lang, missing)
