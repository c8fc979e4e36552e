"""The web app against hostile and careless use (issue 11): every endpoint with
every role's token and none, a seat link that is no card oracle, dummy hidden
during a face-down opening lead (Law 41), bodies that used to answer 500, a
damaged store, and the requests a browser on another site may send."""

from __future__ import annotations

import json
import signal
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import pytest
from test_web import make_client, open_table, post, stored
from test_web_support import SPEC_DEAL, Server, data_cards

from bridgelaws.cards import Card, Deal, Seat
from bridgelaws.notation import card_text
from bridgelaws.web import create_app, database_url

if TYPE_CHECKING:
    from fastapi.testclient import TestClient

DEAL = Deal.from_pbn(SPEC_DEAL)
AUCTION = [
    {"by": "S", "call": "1NT"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
]
ALL_CARDS = [c.name for seat in Seat for c in DEAL[seat]]


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with make_client(create_app(database_url(tmp_path / "web.db"), 0)) as c:
        c.cookies.set("lang", "en")
        yield c


def held(seat: str) -> set[str]:
    return {c.name for c in DEAL[Seat.parse(seat)]}


# -- every endpoint, every token ----------------------------------------------------------

DIRECTOR_PAGES = [
    "/d/{t}",
    "/d/{t}/panel",
    "/d/{t}/print",
    "/d/{t}/export.json",
    "/d/{t}/export.pbn",
]
SEAT_PAGES = ["/s/{t}", "/s/{t}/panel"]


def roles_and_strangers(client: TestClient) -> tuple[dict[str, str], dict[str, str]]:
    """The tokens of a four-seat table mid-auction, and of another table."""
    tokens = open_table(client)
    for event in AUCTION[:2]:
        assert post(client, tokens["D"], event).status_code == 201
    return tokens, open_table(client)


def test_every_page_answers_its_own_role_only(client: TestClient) -> None:
    tokens, other = roles_and_strangers(client)
    for path in DIRECTOR_PAGES:
        assert client.get(path.format(t=tokens["D"])).status_code == 200, path
        for seat in "NESW":
            assert client.get(path.format(t=tokens[seat])).status_code == 403, (path, seat)
        for token in ("x" * 32, "", "a" * 65):
            assert client.get(path.format(t=token)).status_code == 404, (path, token)
    for path in SEAT_PAGES:
        for seat in "NESW":
            page = client.get(path.format(t=tokens[seat]))
            assert page.status_code == 200
            # his own hand is drawn, no other hand (dummy is not faced yet)
            assert data_cards(page.text) == held(seat)
        assert client.get(path.format(t=tokens["D"])).status_code == 404
        assert client.get(path.format(t="x" * 32)).status_code == 404
    # a token opens its own table only: the other table's links show the other table
    assert stored(client, other["D"]) == []
    assert len(stored(client, tokens["D"])) == 2


def test_every_page_answers_with_a_card_exposed_in_the_auction(client: TestClient) -> None:
    # found by bench/fuzz.py: a card shown during the auction, waiting for the
    # director, made every seat's page answer 500
    tokens = open_table(client)
    west = sorted(held("W"))[0]
    for event in ({"by": "N", "call": "Pass"}, {"by": "W", "expose": west}):
        assert post(client, tokens["D"], event).status_code == 201
    for role, token in tokens.items():
        for path in DIRECTOR_PAGES if role == "D" else SEAT_PAGES:
            assert client.get(path.format(t=token)).status_code == 200, (role, path)


def test_the_state_of_each_token_holds_what_its_role_may_know(client: TestClient) -> None:
    tokens, _other = roles_and_strangers(client)
    full = client.get(f"/api/{tokens['D']}/state").json()
    assert full["record"]["deal"] and len(full["record"]["events"]) == 2
    for seat in "NESW":
        state = client.get(f"/api/{tokens[seat]}/state").json()
        assert set(state["hands"]) == {seat}
        assert "record" not in state and "deal" not in json.dumps(state)
    assert client.get("/api/" + "x" * 32 + "/state").status_code == 404
    assert client.get("/api/" + "x" * 32 + "/stream").status_code == 404


def test_every_action_a_seat_may_not_take_gets_one_answer(client: TestClient) -> None:
    """Actions for another seat, facts, choices and undo, posted with each seat's
    link: one status, one message, nothing stored."""
    tokens, _other = roles_and_strangers(client)
    refused: set[tuple[int, str]] = set()
    attempts = 0
    for seat in "NESW":
        token = tokens[seat]
        others = [s for s in "NESW" if s != seat]
        bodies: list[dict[str, Any]] = [
            {"fact": "artificial", "value": True},
            {"by": seat, "choose": "accept"},
            {"by": others[0], "director": True},
            {"by": others[1], "call": "2S"},
            {"by": others[2], "call": "1" * 5000},
            {"by": others[0], "card": "not a card"},
            {"by": others[1], "claim": 13},
        ]
        for body in bodies:
            r = post(client, token, body)
            refused.add((r.status_code, r.text))
            attempts += 1
        r = client.post(f"/api/{token}/undo", json={})
        refused.add((r.status_code, r.text))
    assert len(refused) == 1, refused
    ((status, text),) = refused
    assert status == 403 and json.loads(text) == {
        "error": "this seat link may not take this action"
    }
    assert len(stored(client, tokens["D"])) == 2
    assert attempts == 28


def test_no_link_no_table_nothing_read(client: TestClient) -> None:
    """A body posted to a token that opens no table is never read: 404 even for
    JSON no reader could take."""
    deep = "[" * 15_000 + "]" * 15_000
    for path in ("/api/nothing/events", "/api/nothing/undo"):
        r = client.post(path, content=deep, headers={"content-type": "application/json"})
        assert r.status_code == 404
        assert r.json() == {"error": "no table has this link"}


# -- 1: a seat link is no card oracle ------------------------------------------------------


def test_a_seat_link_is_no_card_oracle(client: TestClient) -> None:
    """Every card posted for another seat, with each seat's link, before and
    during the play: one answer, whoever holds the card; nothing stored."""
    tokens = open_table(client)
    for stage in ("auction", "play"):
        if stage == "play":
            for event in [*AUCTION, {"by": "W", "card": "S5"}]:
                assert post(client, tokens["D"], event).status_code == 201
        before = stored(client, tokens["D"])
        for seat in "NESW":
            answers = set()
            for other in "NESW":
                if other == seat:
                    continue
                if stage == "play" and seat == "S" and other == "N":
                    continue  # declarer plays dummy's cards, faced now (below)
                for card in ALL_CARDS:
                    for key in ("card", "expose"):
                        r = post(client, tokens[seat], {"by": other, key: card})
                        answers.add((r.status_code, r.text))
            assert len(answers) == 1, (stage, seat, answers)
            assert next(iter(answers))[0] == 403
        after = stored(client, tokens["D"])
        assert after == before


def test_a_card_not_held_names_no_other_hand(client: TestClient) -> None:
    """A seat playing a card it does not hold is told so, and never where the
    card lies; the director, who sees every hand, is told where."""
    tokens = open_table(client)
    for event in AUCTION:
        post(client, tokens["D"], event)
    names = ("North", "East", "South", "West")
    for card in ALL_CARDS:
        if card in held("W"):
            continue
        r = post(client, tokens["W"], {"by": "W", "card": card})
        assert r.status_code == 422
        error = r.json()["error"]
        # the card as every message writes it (♠A), never PBN's "SA"
        assert error == f"event: West does not hold {card_text(Card.parse(card), 'en')}"
        assert not any(name in error for name in names[:3])
    assert stored(client, tokens["D"]) == AUCTION


def test_declarer_plays_dummy_only_once_dummy_is_faced(client: TestClient) -> None:
    tokens = open_table(client)
    for event in AUCTION:
        post(client, tokens["D"], event)
    # before the opening lead dummy is not faced: declarer may not act for it
    first = post(client, tokens["S"], {"by": "N", "card": "C2"})
    second = post(client, tokens["S"], {"by": "N", "card": "CA"})  # held by dummy
    assert first.status_code == second.status_code == 403
    assert first.text == second.text
    post(client, tokens["W"], {"by": "W", "card": "S5"})
    # dummy's cards, not dummy's word: information in dummy's name is refused
    alert = {"by": "N", "card": "S2", "alert": True, "of": 0}
    assert post(client, tokens["S"], alert).text == first.text
    assert post(client, tokens["S"], {"by": "N", "card": "S2"}).status_code == 201


def test_the_director_is_told_where_a_card_lies(client: TestClient) -> None:
    director = open_table(client)["D"]
    for event in AUCTION:
        post(client, director, event)
    # a card held by North (seat 0) is named as North's like any other
    r = post(client, director, {"by": "W", "card": "SA"})
    assert r.status_code == 422
    assert "North" in r.json()["error"]


# -- 2: Law 41, a face-down opening lead --------------------------------------------------


def test_law_41c_dummy_is_spread_only_once_the_face_down_lead_is_faced(
    client: TestClient,
) -> None:
    tokens = open_table(client)
    dummy = held("N")
    for event in AUCTION:
        post(client, tokens["D"], event)
    # the opening leader's card bar offers the face-down lead (41A)
    assert 'data-act="lead-face-down"' in client.get(f"/s/{tokens['W']}/panel").text
    lead = {"by": "W", "card": "S5", "face_down": True}
    assert post(client, tokens["W"], lead).status_code == 201
    # the leader (and the director) may face it; nobody else sees which card it is
    face = 'data-act="face" data-by="W" data-card="S5"'
    assert face in client.get(f"/s/{tokens['W']}/panel").text
    assert face in client.get(f"/d/{tokens['D']}/panel").text
    for seat in "NES":
        assert 'data-act="face"' not in client.get(f"/s/{tokens[seat]}/panel").text
    for seat in "ESW":
        assert not data_cards(client.get(f"/s/{tokens[seat]}/panel").text) & dummy, seat
        assert set(client.get(f"/api/{tokens[seat]}/state").json()["hands"]) == {seat}
    # nor may declarer play from a dummy he cannot see
    assert post(client, tokens["S"], {"by": "N", "card": "S2"}).status_code == 403
    # the face-down card is shown to its owner only
    assert "S5" not in json.dumps(client.get(f"/api/{tokens['E']}/state").json()["events"])
    # West faces his lead (41C): the same card, face up; dummy is spread
    assert post(client, tokens["W"], {"by": "W", "card": "S5"}).status_code == 201
    assert 'data-act="face"' not in client.get(f"/s/{tokens['W']}/panel").text
    assert 'data-act="lead-face-down"' not in client.get(f"/s/{tokens['E']}/panel").text
    for seat in "ESW":
        assert dummy <= data_cards(client.get(f"/s/{tokens[seat]}/panel").text), seat
        assert set(client.get(f"/api/{tokens[seat]}/state").json()["hands"]) == {seat, "N"}
    assert post(client, tokens["S"], {"by": "N", "card": "S2"}).status_code == 201
    state = client.get(f"/api/{tokens['D']}/state").json()
    assert state["report"]["next"] == "E"


# -- 3: bodies that answered 500 ----------------------------------------------------------

BAD_RECORDS = {
    "dealer": {"board": 1, "dealer": 5, "deal": SPEC_DEAL, "events": []},
    "vulnerable": {"board": 1, "vulnerable": ["x"], "deal": SPEC_DEAL, "events": []},
    "board": {"board": 2**63, "deal": SPEC_DEAL, "events": []},
}


@pytest.mark.parametrize("field", sorted(BAD_RECORDS))
def test_a_record_with_a_bad_field_is_refused_on_the_api(client: TestClient, field: str) -> None:
    body = {"kind": "table", "record": BAD_RECORDS[field]}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 422, r.text
    error = r.json()["error"]
    assert error.startswith(f"table record: {field}:"), error
    dutch = client.post("/api/tables?lang=nl", json=body).json()["error"]
    assert dutch.startswith(f"tafelverslag: {field}:") and dutch != error, dutch


@pytest.mark.parametrize("field", sorted(BAD_RECORDS))
def test_a_record_with_a_bad_field_is_refused_on_the_start_page(
    client: TestClient, field: str
) -> None:
    form = {"kind": "table", "record": json.dumps(BAD_RECORDS[field])}
    r = client.post("/new", data=form, follow_redirects=False)
    assert r.status_code == 422
    assert "<html" in r.text and f"table record: {field}:" in r.text


@pytest.mark.parametrize("board", [2**63, 0, -1, 10_000, 10**20, "7", True, None, [7]])
def test_a_board_number_out_of_range_names_the_board(client: TestClient, board: Any) -> None:
    r = client.post("/api/tables", json={"kind": "table", "board": board})
    assert r.status_code == 422
    assert r.json()["error"] == "board: a number from 1 to 9999"


@pytest.mark.parametrize("board", [str(2**63), "0", "-1", "10000", "1" * 5000, "٣", "7.0", ""])
def test_the_start_page_names_the_board(client: TestClient, board: str) -> None:
    page = client.post("/new", data={"board": board}, follow_redirects=False)
    assert page.status_code == 422
    assert "board: a number from 1 to 9999" in page.text


def test_json_nested_thousands_deep_is_refused(client: TestClient) -> None:
    director = open_table(client)["D"]
    deep = '{"event": ' + "[" * 15_000 + "]" * 15_000 + "}"
    r = client.post(
        f"/api/{director}/events", content=deep, headers={"content-type": "application/json"}
    )
    assert r.status_code == 400
    assert "nested" in r.json()["error"]
    # deep enough to hurt a recursive reader later, yet readable
    deep = '{"event": {"fact": "x", "d": ' + "[" * 900 + "]" * 900 + "}}"
    r = client.post(
        f"/api/{director}/events", content=deep, headers={"content-type": "application/json"}
    )
    assert r.status_code == 400
    assert "nested more than" in r.json()["error"]
    assert stored(client, director) == []


def test_a_call_or_number_of_thousands_of_digits_is_refused(client: TestClient) -> None:
    director = open_table(client)["D"]
    r = post(client, director, {"by": "S", "call": "1" * 5000})
    assert r.status_code == 422
    assert r.json()["error"].startswith("event: call:")
    raw = '{"event": {"by": "S", "claim": ' + "9" * 5000 + "}}"
    r = client.post(
        f"/api/{director}/events", content=raw, headers={"content-type": "application/json"}
    )
    assert r.status_code == 400
    assert "digits" in r.json()["error"]
    assert stored(client, director) == []


@pytest.mark.parametrize("lang", ["nl", "en", "de"])
def test_errors_come_in_the_users_language(client: TestClient, lang: str) -> None:
    tokens = open_table(client)
    r = client.post(f"/api/{tokens['N']}/events?lang={lang}", json={"event": {"fact": "x"}})
    expected = {
        "nl": "deze plaatslink mag deze handeling niet verrichten",
        "en": "this seat link may not take this action",
        "de": "dieser Platz-Link darf diese Handlung nicht ausführen",
    }[lang]
    assert r.json() == {"error": expected}


# -- 6: nothing stored whose report fails --------------------------------------------------


def test_an_action_whose_report_fails_is_not_stored(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bridgelaws.table import Table

    director = open_table(client)["D"]
    for event in AUCTION[:2]:
        assert post(client, director, event).status_code == 201
    report = Table.report

    def failing(self: Table, lang: str = "en") -> dict[str, Any]:
        if len(self.record.events) > 2:
            raise KeyError("card")  # the library failing on a state it reached
        return report(self, lang)

    monkeypatch.setattr(Table, "report", failing)
    r = post(client, director, AUCTION[2])
    assert r.status_code == 422
    assert r.json()["error"] == "the Laws engine could not judge this action"
    assert stored(client, director) == AUCTION[:2]
    assert client.get(f"/d/{director}").status_code == 200


# -- 8: a damaged store ------------------------------------------------------------------------


def filled_store(path: Path) -> dict[str, str]:
    with make_client(create_app(database_url(path), 0)) as c:
        tokens = open_table(c)
        for event in [*AUCTION, {"by": "W", "card": "S5"}]:
            assert post(c, tokens["D"], event).status_code == 201
        for _ in range(40):  # enough pages for damage in the middle to matter
            open_table(c, "assistant")
    return tokens


def answers_of(c: TestClient, tokens: dict[str, str]) -> list[int]:
    """Every page and API answer at the table, none of them a 500."""
    codes = []
    for path in ("/", f"/d/{tokens['D']}", f"/s/{tokens['E']}", f"/api/{tokens['D']}/state"):
        codes.append(c.get(path).status_code)
    codes.append(post(c, tokens["D"], {"by": "N", "card": "S2"}).status_code)
    codes.append(c.post("/api/tables", json={"kind": "table", "board": 1}).status_code)
    return codes


@pytest.mark.parametrize("damage", ["truncated", "flipped", "not a database"])
def test_a_damaged_store_is_noticed_and_never_written(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "web.db"
    tokens = filled_store(path)
    data = bytearray(path.read_bytes())
    if damage == "truncated":
        data = data[: len(data) // 2 + 100]
    elif damage == "flipped":
        for at in range(len(data) // 3, len(data) // 3 + 4096, 7):
            data[at] ^= 0x5A
    else:
        data[:16] = b"not a database!!"
    path.write_bytes(bytes(data))
    with make_client(create_app(database_url(path), 0)) as c:
        c.cookies.set("lang", "en")
        assert c.app.state.store.damaged  # type: ignore[attr-defined]
        home = c.get("/")
        assert home.status_code == 200
        assert "The store is damaged" in home.text
        codes = answers_of(c, tokens)
        assert 500 not in codes, codes
        r = c.post("/api/tables", json={"kind": "table", "board": 1})
        assert r.status_code == 503
        assert "damaged" in r.json()["error"]
    assert path.read_bytes() == bytes(data), "nothing was written into the damaged file"


def test_a_table_whose_later_actions_cannot_be_replayed_shows_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "web.db"
    tokens = filled_store(path)
    with sqlite3.connect(path) as db:
        # the sixth action (seq 4, the opening lead) no longer reads as JSON
        db.execute('UPDATE web_events SET body = \'{"by": "W", "ca\' WHERE seq = 4')
        # an action of another table the library refuses: a card never dealt
        other = open_table_in(db)
        # a third table whose own row no longer reads
        db.execute("UPDATE web_tables SET board = 'x7' WHERE id = 2")
        lost = db.execute("SELECT token FROM web_tokens WHERE table_id = 2").fetchone()[0]
    with make_client(create_app(database_url(path), 0)) as c:
        c.cookies.set("lang", "en")
        page = c.get(f"/d/{tokens['D']}")
        assert page.status_code == 200
        assert "its first 4 actions are shown" in page.text
        state = c.get(f"/api/{tokens['D']}/state").json()
        assert state["record"]["events"] == AUCTION
        r = post(c, tokens["D"], {"by": "W", "card": "S5"})
        assert r.status_code == 409
        assert "damaged" in r.json()["error"]
        assert c.post(f"/api/{tokens['D']}/undo", json={}).status_code == 409
        seat = c.get(f"/s/{tokens['E']}")
        assert seat.status_code == 200 and "its first 4 actions are shown" in seat.text
        broken = c.get(f"/d/{other}")
        assert broken.status_code == 200 and "its first 0 actions are shown" in broken.text
        assert c.get(f"/d/{lost}").status_code == 503
        assert "table 2 cannot be read" in c.get(f"/api/{lost}/state").json()["error"]
        # the store itself is sound: other tables are written as ever
        fresh = open_table(c)
        assert post(c, fresh["D"], AUCTION[0]).status_code == 201


def open_table_in(db: sqlite3.Connection) -> str:
    """A table written straight into the store whose one action the library
    refuses (North plays a card dealt to West): its director's token."""
    cursor = db.execute(
        "INSERT INTO web_tables (kind, board, dealer, vulnerable, deal, edition, created) "
        f"VALUES ('assistant', 1, 'N', 'None', '{SPEC_DEAL}', '2017', 0)"
    )
    table_id = cursor.lastrowid
    db.execute(
        "INSERT INTO web_tokens (token, table_id, role) VALUES (?, ?, 'D')",
        ("t" * 32, table_id),
    )
    db.execute(
        "INSERT INTO web_events (table_id, seq, body, role, created) VALUES (?, 0, ?, 'D', 0)",
        (table_id, json.dumps({"by": "N", "card": Card.parse("S5").name})),
    )
    return "t" * 32


# -- 12: hosts, origins, icons --------------------------------------------------------------


def test_links_are_never_built_from_the_host_header(client: TestClient) -> None:
    r = client.post(
        "/api/tables", json={"kind": "table", "board": 7}, headers={"host": "evil.example"}
    )
    assert r.status_code == 201
    body = r.json()
    assert body["director"] == f"/d/{body['tokens']['D']}"
    assert "evil" not in r.text
    page = client.get(body["director"], headers={"host": "evil.example"})
    assert "evil" not in page.text
    assert f'value="/s/{body["tokens"]["N"]}"' in page.text


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "https://evil.example"},
        {"origin": "null"},
        {"sec-fetch-site": "cross-site"},
        {"sec-fetch-site": "same-site", "origin": "https://sub.testserver"},
    ],
)
def test_a_form_from_another_site_opens_no_table(
    client: TestClient, headers: dict[str, str]
) -> None:
    r = client.post("/new", data={"kind": "table", "board": "1"}, headers=headers)
    assert r.status_code == 403
    assert "only be sent from this site" in r.text


def test_a_form_from_this_site_opens_a_table(client: TestClient) -> None:
    for headers in (
        {"origin": "http://testserver", "sec-fetch-site": "same-origin"},
        {"origin": "http://testserver"},
        {},
    ):
        r = client.post("/new", data={"board": "1"}, headers=headers, follow_redirects=False)
        assert r.status_code == 303, headers


def test_the_icon_and_head_are_answered(client: TestClient) -> None:
    icon = client.get("/favicon.ico")
    assert icon.status_code == 200
    assert icon.headers["content-type"] == "image/x-icon"
    assert icon.content[:4] == b"\x00\x00\x01\x00"
    head = client.head("/")
    assert head.status_code == 200 and head.content == b""
    assert client.get("/no-such-page").json() == {"error": "there is no such page"}


def test_serve_starts_on_a_damaged_store_and_says_so(tmp_path: Path) -> None:
    """``bridgelaws serve`` on a truncated file: no traceback, a clear message
    at the terminal (Dutch by default), pages answered, writes refused."""
    path = tmp_path / "web.db"
    tokens = filled_store(path)
    data = path.read_bytes()[: len(path.read_bytes()) // 2]
    path.write_bytes(data)
    server = Server(path).start()
    assert server.process is not None
    try:
        with httpx.Client(base_url=server.base, timeout=10) as web:
            assert web.get(f"/d/{tokens['D']}").status_code in (200, 503)
            refused = web.post("/api/tables?lang=en", json={"kind": "table", "board": 1})
            assert refused.status_code == 503
            assert "restore a copy" in refused.json()["error"]
    finally:
        server.process.send_signal(signal.SIGTERM)
        server.process.wait(10)
        output = server.output()
        server.stop()
    assert "is beschadigd" in output and "--database" in output
    assert "Traceback" not in output
    assert path.read_bytes() == data
