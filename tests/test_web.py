"""The web app in process: store, API, roles, limits, the ruling pages, exports,
restart from the store, and the same against a real PostgreSQL server."""

from __future__ import annotations

import ast
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
    # seed 004: what West meant is established before North hears his options
    report = library_report(stored(client, director), lang)
    assert report["status"] == "awaiting_fact"
    question = report["rulings"][-1]["question"]
    assert question["fact"] == "artificial"
    page = client.get(f"/d/{director}?lang={lang}").text
    assert question["text"].replace("'", "&#39;") in page
    assert post(client, director, {"fact": "artificial", "value": False}).status_code == 201
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
    assert [s["record"]["events"][-1] for s in saved] == [
        {"fact": "artificial", "value": False},
        {"by": "N", "choose": "reject"},
    ]


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
    # one character changed: never the real token, whatever its last character
    altered = first["S"][:-1] + ("B" if first["S"].endswith("A") else "A")
    for bad in ("x", "A" * 32, altered, "../" + first["D"]):
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
    ns = report["score"]["NS"]
    assert (f"score NS {ns:+d}" if ns >= 0 else f"score EW {-ns:+d}") in page


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
        unexpected: list[str] = []
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
                    if r.status_code != 409:  # told after the threads end
                        with lock:
                            unexpected.append(f"{r.status_code} {r.text}")
                        return

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert unexpected == []
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
        # an action taken back on PostgreSQL too, and still taken back after a restart
        assert first.post(f"/api/{tokens['D']}/undo", json={"seq": 19}).status_code == 201
        before = first.get(f"/api/{tokens['D']}/state?lang=en").json()
        assert before["record"]["events"] == whole_board(7, SPEC_DEAL)[:19]
    with make_client(create_app(postgres_url)) as second:
        assert second.get(f"/api/{tokens['D']}/state?lang=en").json() == before
    concurrent_appends(postgres_url)


def error_messages(web: Path) -> set[str]:
    """Every message the web app answers with: the message ids given to
    ``ActionError`` and to ``translate`` in its modules, literal or named by a
    module constant (the pure placeholder ``{reason}`` aside)."""
    constants: dict[str, str] = {}
    trees = [ast.parse(module.read_text()) for module in sorted(web.glob("*.py"))]
    for tree in trees:
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
                for target in node.targets:
                    if isinstance(target, ast.Name) and isinstance(node.value.value, str):
                        constants[target.id] = node.value.value
    found: set[str] = set()
    for tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            position = {"ActionError": 1, "translate": 0}.get(name)
            if position is None or len(node.args) <= position:
                continue
            arg = node.args[position]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
            elif isinstance(arg, ast.Name | ast.Attribute):
                key = arg.id if isinstance(arg, ast.Name) else arg.attr
                if key.isupper():
                    assert key in constants, key
                    found.add(constants[key])
    return found - {"{reason}"}


def test_every_text_of_the_web_app_is_in_dutch_and_german() -> None:
    web = Path(__file__).resolve().parents[1] / "bridgelaws" / "web"
    texts = set()
    for template in (web / "templates").glob("*.html"):
        texts |= set(re.findall(r"""\bt\((["'])(.+?)\1""", template.read_text()))
    source = (web / "views.py").read_text()
    wanted = {text for _quote, text in texts} | set(re.findall(r'_\(\s*"(.+?)"', source))
    wanted |= set(re.findall(r'^    "\w+": "(.+?)",$', source, re.MULTILINE))
    wanted |= error_messages(web)
    assert len(wanted) > 150
    for lang in ("nl", "de"):
        found = catalog(lang)
        assert found is not None
        missing = sorted(t for t in wanted if not (found.get(t) and found.get(t).string))
        assert missing == [], (lang, missing)


# -- undo --------------------------------------------------------------------------------


def undo(client: TestClient, token: str, **data: Any) -> Any:
    return client.post(f"/api/{token}/undo", json=data)


def test_the_director_takes_back_the_last_action(client: TestClient) -> None:
    director = open_table(client, "assistant")["D"]
    for event in [*INSUFFICIENT, {"by": "N", "director": True}]:
        post(client, director, event)
    version = client.get(f"/api/{director}/state").json()["seq"]
    r = undo(client, director, seq=2, nonce="u1")
    assert r.status_code == 201, r.text
    assert r.json()["undone"] == {"seq": 2, "event": {"by": "N", "director": True}}
    assert stored(client, director) == INSUFFICIENT
    state = client.get(f"/api/{director}/state?lang=en").json()
    assert state["seq"] > version, "every screen sees a new number"
    assert state["report"] == library_report(INSUFFICIENT, "en")
    assert state["undone"] == [2]
    # a mis-tapped call taken back and the right one entered
    assert undo(client, director).status_code == 201
    assert post(client, director, {"by": "W", "call": "2S"}).status_code == 201
    assert stored(client, director) == [INSUFFICIENT[0], {"by": "W", "call": "2S"}]
    assert client.get(f"/api/{director}/state").json()["report"]["rulings"] == []
    # nothing is deleted: the audit trail keeps every action and every undo
    exported = client.get(f"/d/{director}/export.json").json()
    assert [(h["seq"], h["undone"]) for h in exported["history"]] == [
        (0, False),
        (1, True),
        (2, True),
        (3, False),
    ]
    assert [(u["seq"], u["at"], u["role"]) for u in exported["undos"]] == [(2, 3, "D"), (1, 3, "D")]


def test_undo_keeps_saved_rulings_and_marks_them(client: TestClient) -> None:
    director = open_table(client, "assistant")["D"]
    natural = {"fact": "artificial", "value": False}  # 27B1a, asked before the choice
    summoned = [*INSUFFICIENT, {"by": "N", "director": True}, natural]
    for event in [*summoned, {"by": "N", "choose": "accept"}]:
        post(client, director, event)
    assert undo(client, director, seq=4).status_code == 201
    assert client.get(f"/api/{director}/state").json()["report"]["status"] == "awaiting_choice"
    assert post(client, director, {"by": "N", "choose": "reject"}).status_code == 201
    saved = client.get(f"/d/{director}/export.json").json()["rulings"]
    chosen = [s for s in saved if "choose" in s["record"]["events"][-1]]
    assert [(s["record"]["events"][-1]["choose"], s["undone"]) for s in chosen] == [
        ("accept", True),
        ("reject", False),
    ]


def test_only_the_director_takes_an_action_back(client: TestClient) -> None:
    tokens = open_table(client)
    director = tokens["D"]
    assert undo(client, director).status_code == 422  # nothing to take back yet
    post(client, tokens["S"], INSUFFICIENT[0])
    post(client, tokens["W"], INSUFFICIENT[1])
    for seat in "NESW":
        r = undo(client, tokens[seat])
        assert r.status_code == 403 and r.json()["error"]
    # the action shown as the last one is no longer the last: nothing taken back
    assert undo(client, director, seq=0).status_code == 409
    assert undo(client, director, seq="1").status_code == 422
    assert undo(client, director, nonce="n" * 65).status_code == 422
    assert stored(client, director) == INSUFFICIENT
    # a retried undo (same nonce) takes back one action, not two
    assert undo(client, director, nonce="same").status_code == 201
    again = undo(client, director, nonce="same")
    assert again.status_code == 200 and again.json()["duplicate"] is True
    assert again.json()["undone"]["seq"] == 1
    assert stored(client, director) == INSUFFICIENT[:1]


@pytest.mark.parametrize(
    ("lang", "word"), [("nl", "Ongedaan maken"), ("en", "Undo"), ("de", "Rückgängig")]
)
def test_the_undo_button_is_on_the_directors_page_only(
    client: TestClient, lang: str, word: str
) -> None:
    tokens = open_table(client)
    assert 'data-act="undo"' not in client.get(f"/d/{tokens['D']}?lang={lang}").text
    post(client, tokens["S"], INSUFFICIENT[0])
    post(client, tokens["W"], INSUFFICIENT[1])
    page = client.get(f"/d/{tokens['D']}?lang={lang}").text
    assert f'data-act="undo" data-seq="1">↶ {word}</button>' in page
    assert catalog_text("{seat} calls {call}", lang, seat="West", call="1♠") in page
    for seat in "NESW":
        assert 'data-act="undo"' not in client.get(f"/s/{tokens[seat]}?lang={lang}").text


def catalog_text(message: str, lang: str, **params: str) -> str:
    from bridgelaws.i18n import translate

    return translate(message, lang, **{k: translate(v, lang) for k, v in params.items()})


def test_undo_is_stored_and_survives_a_restart(db: str) -> None:
    with make_client(create_app(db)) as first:
        tokens = open_table(first)
        for event in whole_board(7, SPEC_DEAL)[:6]:
            post(first, tokens[actor(event, "S")], event)
        assert undo(first, tokens["D"]).status_code == 201
        before = first.get(f"/api/{tokens['D']}/state?lang=en").json()
    with make_client(create_app(db)) as second:
        after = second.get(f"/api/{tokens['D']}/state?lang=en").json()
        assert after == before
        assert after["record"]["events"] == whole_board(7, SPEC_DEAL)[:5]
        # the board goes on from there; sequence numbers never reused
        event = whole_board(7, SPEC_DEAL)[5]
        r = post(second, tokens[actor(event, "S")], event)
        assert r.json()["seq"] == 6


def test_a_store_from_before_undo_gains_it_in_place(tmp_path: Path) -> None:
    import sqlite3

    target = tmp_path / "old.db"
    url = database_url(target)
    with make_client(create_app(url)) as first:
        tokens = open_table(first)
        post(first, tokens["S"], INSUFFICIENT[0])
        post(first, tokens["W"], INSUFFICIENT[1])
    with sqlite3.connect(target) as conn:  # the store as it was before undo existed
        conn.execute("DROP TABLE web_undos")
    with make_client(create_app(url)) as second:
        assert stored(second, tokens["D"]) == INSUFFICIENT
        assert undo(second, tokens["D"]).status_code == 201
        assert stored(second, tokens["D"]) == INSUFFICIENT[:1]


def test_undo_tells_every_screen(db: str) -> None:
    app = create_app(db)
    with make_client(app) as c:
        tokens = open_table(c)
        post(c, tokens["S"], INSUFFICIENT[0])
        found = app.state.store.access(tokens["D"])
        queue = app.state.broker.subscribe(found.table_id)
        r = undo(c, tokens["D"])
        assert r.status_code == 201
        assert queue.get_nowait() == r.json()["version"] == 2
        assert c.get(f"/s/{tokens['N']}/panel").text.count('data-seq="2"') == 1


# -- fact details, claims, rubber ---------------------------------------------------------

ARTIFICIAL = [*INSUFFICIENT, {"by": "N", "director": True}, {"by": "N", "choose": "reject"}]


def test_the_director_may_name_the_denominations_an_artificial_call_showed(
    client: TestClient,
) -> None:
    director = open_table(client, "assistant")["D"]
    for event in [*ARTIFICIAL, {"by": "W", "call": "2S"}]:
        post(client, director, event)
    report = client.get(f"/api/{director}/state?lang=en").json()["report"]
    assert report["rulings"][-1]["question"]["fact"] == "artificial"
    page = client.get(f"/d/{director}/panel?lang=en").text
    for code in "CDHS":
        assert f'name="denomination" value="{code}"' in page
    bad = [
        {"fact": "artificial", "value": True, "denominations": "SH"},
        {"fact": "artificial", "value": True, "denominations": ["S", "X"]},
        {"fact": "artificial", "value": True, "denominations": ["S", "S"]},
        {"fact": "artificial", "value": False, "denominations": ["S"]},
        {"fact": "comparable", "value": True, "denominations": ["S"]},
    ]
    for event in bad:
        r = post(client, director, event)
        assert r.status_code == 422 and "denominations" in r.json()["error"], event
    answer = {"fact": "artificial", "value": True, "denominations": ["s", "H"]}
    assert post(client, director, answer).status_code == 201
    events = stored(client, director)
    assert events[-1] == {"fact": "artificial", "value": True, "denominations": ["S", "H"]}
    report = client.get(f"/api/{director}/state?lang=en").json()["report"]
    assert report == library_report(events, "en")
    assert report["rulings"][-1]["facts"]["denominations"] == ["S", "H"]
    assert "artificial call: yes (♠ ♥)" in client.get(f"/d/{director}/print?lang=en").text


def test_other_questions_have_no_denominations(client: TestClient) -> None:
    director = open_table(client, "assistant")["D"]
    for event in [*ARTIFICIAL, {"by": "W", "call": "3C"}]:
        post(client, director, event)
    page = client.get(f"/d/{director}/panel?lang=en").text
    assert 'data-fact="comparable"' in page
    assert 'name="denomination"' not in page


def claim_prefix() -> list[dict[str, Any]]:
    return whole_board(7, SPEC_DEAL)[: 4 + 36]


def test_a_claim_takes_its_statement_and_the_library_adjudicates_it(
    client: TestClient,
) -> None:
    from bridgelaws.claims import parse_line

    tokens = open_table(client)
    for event in claim_prefix():
        post(client, tokens[actor(event, "S")], event)
    page = client.get(f"/s/{tokens['S']}?lang=en").text
    assert 'id="claim-statement"' in page
    # the hint shows the library's notation, and every example in it reads as a claim line
    examples = re.findall(r"<li><code>(.+?)</code></li>", page)
    assert len(examples) >= 2
    for example in examples:
        parse_line(example.replace("&#39;", "'"))
    statement = "draw trumps; run C from N"
    claim = {"by": "S", "claim": 8, "statement": statement}
    assert post(client, tokens["S"], claim).status_code == 201
    assert post(client, tokens["W"], {"by": "W", "dispute": True}).status_code == 201
    assert post(client, tokens["W"], {"by": "W", "director": True}).status_code == 201
    events = stored(client, tokens["D"])
    assert events[-3] == claim
    report = library_report(events, "en")
    ruling = report["rulings"][-1]
    assert ruling["irregularity"] == "claim" and ruling["reasoning"]
    page = client.get(f"/d/{tokens['D']}?lang=en").text
    assert f"South claims 8 tricks: “{statement}”" in page
    for line in ruling["reasoning"]:
        assert line.replace("'", "&#39;") in page
    assert f"{report['tricks']['NS']} tricks" in page
    long = {"by": "S", "claim": 8, "statement": "x" * 1001}
    assert post(client, tokens["D"], long).status_code == 422


def test_the_director_signs_the_claim_award_in_the_director_view(client: TestClient) -> None:
    tokens = open_table(client)
    for event in claim_prefix():
        post(client, tokens[actor(event, "S")], event)
    for event in (
        {"by": "S", "claim": 8, "statement": "draw trumps; run C from N"},
        {"by": "W", "dispute": True},
        {"by": "W", "director": True},
    ):
        assert post(client, tokens[actor(event, "S")], event).status_code == 201
    director = tokens["D"]
    report = client.get(f"/api/{director}/state?lang=en").json()["report"]
    awarded = report["rulings"][-1]["facts"]["awarded"]
    panel = client.get(f"/d/{director}/panel?lang=en").text
    assert f"The engine awards NS {awarded} tricks." in panel
    assert 'data-act="fact-value" data-fact="claim_award" data-value="true"' in panel
    assert "Sign the award" not in client.get(f"/s/{tokens['S']}/panel?lang=en").text
    nl = client.get(f"/d/{director}/panel?lang=nl").text
    assert f"Het programma kent NZ {awarded} slagen toe." in nl
    other = awarded - 1
    assert f'data-fact="claim_award" data-value="{other}"' in panel
    # out of range: refused in the reader's language, nothing recorded
    before = len(stored(client, director))
    r = client.post(
        f"/api/{director}/events?lang=nl", json={"event": {"fact": "claim_award", "value": 0}}
    )
    assert r.status_code == 422 and "geen aantal slagen" in r.json()["error"]
    assert len(stored(client, director)) == before
    assert post(client, director, {"fact": "claim_award", "value": other}).status_code == 201
    events = stored(client, director)
    assert events[-1] == {"fact": "claim_award", "value": other}
    report = client.get(f"/api/{director}/state?lang=en").json()["report"]
    assert report == library_report(events, "en")  # the library applied it
    assert report["tricks"]["NS"] == other
    assert report["rulings"][-1]["facts"]["director"] == "overridden"
    page = client.get(f"/d/{director}?lang=en").text
    assert f"The director overrides the award: NS {other} tricks instead of {awarded}." in page
    assert "Sign the award" not in client.get(f"/d/{director}/panel?lang=en").text


def test_rubber_is_offered_and_the_end_shows_the_deals_entries(client: TestClient) -> None:
    home = client.get("/?lang=en").text
    assert '<option value="rubber">Rubber bridge (NBB rules)</option>' in home
    r = client.post(
        "/new?lang=en",
        data={"kind": "table", "board": "7", "edition": "rubber"},
        follow_redirects=False,
    )
    assert r.status_code == 303
    director = r.headers["location"].split("/d/")[1].split("?")[0]
    state = client.get(f"/api/{director}/state").json()
    assert state["record"]["edition"] == "rubber"
    deal = state["record"]["deal"]
    events = whole_board(7, deal)
    for event in events:
        assert post(client, director, event).status_code == 201
    report = client.get(f"/api/{director}/state?lang=en").json()["report"]
    record = {"edition": "rubber", "board": 7, "deal": deal, "events": events}
    assert report == Table.from_record(TableRecord.from_json(record)).report("en")
    entries = report["rubber"]["entries"]
    assert entries
    for lang, names in (
        ("en", {"below": "below the line", "above": "above the line"}),
        ("nl", {"below": "onder de streep", "above": "boven de streep"}),
    ):
        page = client.get(f"/d/{director}?lang={lang}").text
        assert catalog_text("Score sheet of this deal", lang) in page
        for entry in entries:
            row = f"<td>{entry['side']}</td>"
            assert row in page and names[entry["line"]] in page
            assert f'<td class="points">{entry["points"]}</td>' in page
        ns, ew = report["score"]["NS"], report["score"]["EW"]
        assert catalog_text("NS {ns}, EW {ew}", lang, ns=str(ns), ew=str(ew)) in page


def test_a_disputed_rubber_claim_asks_for_a_number_of_tricks(client: TestClient) -> None:
    director = open_table(client, "assistant", edition="rubber")["D"]
    for event in claim_prefix():
        post(client, director, event)
    for event in (
        {"by": "S", "claim": 8, "statement": "run C"},
        {"by": "W", "dispute": True},
        {"by": "W", "director": True},
    ):
        post(client, director, event)
    report = client.get(f"/api/{director}/state?lang=en").json()["report"]
    assert report["status"] == "awaiting_fact"
    # the same fact name as a disputed claim under the Laws (70: claim_award)
    assert report["rulings"][-1]["question"]["fact"] == "claim_award"
    page = client.get(f"/d/{director}/panel?lang=en").text
    # one tap per possible count (the question's expects: its least and most)
    assert 'data-act="fact-value" data-fact="claim_award" data-value="7"' in page
    assert 'data-act="fact" data-fact="claim_award"' not in page  # no Yes/No for a number
    assert post(client, director, {"fact": "claim_award", "value": 7}).status_code == 201
    assert client.get(f"/api/{director}/state").json()["report"]["tricks"]["NS"] == 7


# -- limits ---------------------------------------------------------------------------------


def test_opening_tables_is_limited_per_client(db: str) -> None:
    with make_client(create_app(db, tables_per_minute=3)) as c:
        for _ in range(3):
            open_table(c)
        r = c.post("/api/tables?lang=en", json={"kind": "table", "board": 7})
        assert r.status_code == 429
        assert "at most 3 a minute" in r.json()["error"]
        assert 1 <= int(r.headers["Retry-After"]) <= 60
        page = c.post("/new?lang=en", data={"board": "1"}, follow_redirects=False)
        assert page.status_code == 429
        assert "Too many tables opened from here: at most 3 a minute" in page.text
        assert page.headers["Retry-After"]
        # playing at the tables already open is not limited
        assert c.get("/").status_code == 200


def test_the_rate_limit_is_per_client_and_slides() -> None:
    from bridgelaws.web.app import RateLimit

    limit = RateLimit(2, window=60)
    assert limit.hit("a", now=0) == 0 and limit.hit("a", now=10) == 0
    assert limit.hit("a", now=20) == pytest.approx(40)
    assert limit.hit("b", now=20) == 0  # another client is not held up
    assert limit.hit("a", now=60.5) == 0  # the first hit has left the window
    assert RateLimit(0).hit("a") == 0  # 0: no limit
    crowded = RateLimit(1, window=60)
    crowded.MAX_CLIENTS = 4
    for n in range(10):
        crowded.hit(f"c{n}", now=n)
    assert len(crowded._hits) <= 4


def test_a_table_holds_a_bounded_number_of_actions(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bridgelaws.web import service

    monkeypatch.setattr(service, "MAX_EVENTS", 3)
    client.cookies.set("lang", "en")  # errors come in the user's language
    director = open_table(client)["D"]
    for event in whole_board(7, SPEC_DEAL)[:3]:
        assert post(client, director, event).status_code == 201
    r = post(client, director, whole_board(7, SPEC_DEAL)[3])
    assert r.status_code == 422 and "most actions" in r.json()["error"]
    assert len(stored(client, director)) == 3
    # a pasted record longer than that opens no table at all
    record = {"board": 7, "deal": SPEC_DEAL, "events": whole_board(7, SPEC_DEAL)[:4]}
    r = client.post("/api/tables", json={"kind": "assistant", "record": record})
    assert r.status_code == 422 and "more than 3 events" in r.json()["error"]


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_option_labels_never_show_a_code_name(lang: str) -> None:
    """Every option code the engine offers (read from its source) has a name on
    the page in the director's language: never ``keep`` or ``withdraw``."""
    import bridgelaws
    from bridgelaws.web.views import option_label

    root = Path(bridgelaws.__file__).parent
    pattern = re.compile(r'Option\(\s*f?"([a-z_]+)')
    codes = {m for p in root.rglob("*.py") for m in pattern.findall(p.read_text("utf-8"))}
    assert {"keep", "withdraw", "accept", "require_retraction"} <= codes
    for code in sorted(codes):
        arg = {"card": ":SA", "lead_from": ":N", "require_suit": ":S", "prohibit_suit": ":S"}
        label = option_label(code + arg.get(code, ""), lang)
        assert "_" not in label and label != code, (code, label)
    assert option_label("keep", "nl") == "De later gespeelde kaarten blijven staan"


def test_law_64a_the_table_area_counts_the_tricks_after_the_transfer() -> None:
    """Once the board is over, the tricks drawn beside the table are those the
    result gives (after 64A's transfer), not the tricks as played."""
    from bridgelaws.web.service import Loaded
    from bridgelaws.web.views import trick_view

    bodies: list[dict[str, Any]] = [
        {"fact": "revoke", "value": {"seat": "E", "trick": 5}},
        {"fact": "revoke_trick_won_by", "value": "E"},
        {"fact": "offending_side_tricks_after", "value": 1},
    ]
    record = TableRecord.from_json(
        {
            "board": 1,
            "situation": {"contract": "4S", "declarer": "S", "tricks": {"NS": 10, "EW": 3}},
            "events": bodies,
        }
    )
    table = Table.from_record(record)
    loaded = Loaded(row=None, bodies=bodies, table=table, record=record, events=[], nonces={})  # type: ignore[arg-type]
    assert trick_view(loaded, None)["won"] == {"NS": 12, "EW": 1}
