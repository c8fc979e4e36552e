"""Nobody sees what he may not, checked on the wire: a real server, four seats
playing a board with an irregularity and a ruling, and every byte each seat
receives (pages, panels, state, action answers, the live stream) searched for
cards hidden from that seat."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from test_web_support import (
    SPEC_DEAL,
    Server,
    actor,
    complete_board,
    data_cards,
    hidden_cards,
    leaked,
)

from bridgelaws.cards import Deal, Seat
from bridgelaws.web.views import CLAIM_EXAMPLES

PREFIX = [
    {"by": "S", "call": "1NT"},
    {"by": "W", "call": "1S"},  # insufficient
    {"by": "N", "director": True},
    {"by": "N", "choose": "accept"},  # posted by the director
]
#: a face-down opening lead by the wrong defender (back to his hand, 41A),
#: then the right one's face down, then faced (41C)
FACE_DOWN = [
    {"by": "S", "call": "1NT"},
    {"by": "W", "call": "Pass"},
    {"by": "N", "call": "Pass"},
    {"by": "E", "call": "Pass"},
    {"by": "E", "card": "D2", "face_down": True},
    {"by": "W", "card": "S5", "face_down": True},
    {"by": "W", "card": "S5"},
]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Any:
    with Server(Path(tmp_path_factory.mktemp("wire")) / "web.db") as running:
        yield running


class Listener(threading.Thread):
    """Reads one seat's live stream until told to stop; keeps every byte."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.chunks: list[str] = []
        self.stop = threading.Event()
        self.ready = threading.Event()

    def run(self) -> None:
        try:
            with (
                httpx.Client(timeout=httpx.Timeout(5, read=None)) as client,
                client.stream("GET", self.url) as response,
            ):
                self.ready.set()
                for chunk in response.iter_text():
                    self.chunks.append(chunk)
                    if self.stop.is_set():
                        return
        except httpx.HTTPError:
            # the server closing the stream at shutdown ends the listening
            self.ready.set()


@pytest.mark.parametrize("prefix", [PREFIX, FACE_DOWN], ids=["ruling", "face_down_lead"])
def test_no_seat_ever_receives_a_hidden_card(server: Server, prefix: list[dict[str, Any]]) -> None:
    deal = Deal.from_pbn(SPEC_DEAL)
    created = httpx.post(
        server.base + "/api/tables", json={"kind": "table", "board": 7, "deal": SPEC_DEAL}
    ).json()
    tokens: dict[str, str] = created["tokens"]
    # the claim-line examples under the claim field are the same fixed text for
    # everyone, whatever the deal: blanked like the tokens
    secrets = [*tokens.values(), *CLAIM_EXAMPLES]
    events = complete_board(7, SPEC_DEAL, prefix)
    listeners = {
        seat: Listener(f"{server.base}/api/{tokens[seat]}/stream?lang=en") for seat in "NESW"
    }
    for listener in listeners.values():
        listener.start()
        assert listener.ready.wait(10)
    done: list[dict[str, Any]] = []
    checked = 0
    with httpx.Client(base_url=server.base, timeout=10) as client:

        def check(seat: str) -> None:
            # the panel and the state after every action, the whole page now and then;
            # Dutch and English in turn (texts differ, cards are the same)
            nonlocal checked
            viewer = Seat.parse(seat)
            hidden = hidden_cards(deal, done, viewer)
            token = tokens[seat]
            lang = ("nl", "en")[len(done) % 2]
            paths = [f"/s/{token}/panel", f"/api/{token}/state"]
            if len(done) % 8 == 0 or len(done) == len(events):
                paths.append(f"/s/{token}")
            for path in paths:
                body = client.get(f"{path}?lang={lang}").text
                assert not leaked(body, hidden, secrets), (seat, path, len(done))
                drawn = data_cards(body)
                assert not drawn & hidden, (seat, path, drawn & hidden)
                checked += 1
            # a probe for another seat's cards (never declarer's dummy: his LHO)
            # answers the same for every card, and stores nothing
            other = Seat.parse(seat).lho.letter
            probes = {
                client.post(
                    f"/api/{token}/events", json={"event": {"by": other, "expose": card}}
                ).text
                for card in ("SA", "HA", "DA", "CA", "S2", "C2")
            }
            assert len(probes) == 1, (seat, probes)

        for seat in "NESW":
            check(seat)
        declarer = None
        for event in events:
            role = "D" if "choose" in event else actor(event, declarer)
            answer = client.post(f"/api/{tokens[role]}/events", json={"event": event})
            assert answer.status_code == 201, (event, answer.text)
            if role != "D":
                hidden = hidden_cards(deal, done, Seat.parse(role))
                assert not leaked(answer.text, hidden, secrets)
            done.append(event)
            declarer = client.get(f"/api/{tokens['D']}/state").json()["report"]["declarer"]
            for seat in "NESW":
                check(seat)
        final = client.get(f"/api/{tokens['D']}/state?lang=en").json()["report"]
        assert final["status"] == "complete"
    # the streams told every seat of every action, and never named a card
    for seat, listener in listeners.items():
        listener.stop.set()
        stream = "".join(listener.chunks)
        assert f'"seq": {len(events)}' in stream, seat
        assert not leaked(stream, hidden_cards(deal, [], Seat.parse(seat)), secrets)
    assert checked >= 4 * 2 * (len(events) + 1)


def test_a_player_sees_dummy_after_the_opening_lead_only(server: Server) -> None:
    created = httpx.post(
        server.base + "/api/tables", json={"kind": "table", "board": 7, "deal": SPEC_DEAL}
    ).json()
    tokens = created["tokens"]
    dummy = {c.name for c in Deal.from_pbn(SPEC_DEAL)[Seat.NORTH]}
    with httpx.Client(base_url=server.base, timeout=10) as client:
        for seat, call in zip("SWNE", ("1NT", "Pass", "Pass", "Pass"), strict=True):
            client.post(f"/api/{tokens[seat]}/events", json={"event": {"by": seat, "call": call}})
        assert not data_cards(client.get(f"/s/{tokens['E']}/panel").text) & dummy
        client.post(f"/api/{tokens['W']}/events", json={"event": {"by": "W", "card": "C8"}})
        assert dummy <= data_cards(client.get(f"/s/{tokens['E']}/panel").text)
        state = client.get(f"/api/{tokens['E']}/state").json()
        assert set(state["hands"]) == {"E", "N"}


def test_an_undo_reaches_every_screen_and_hides_dummy_again(server: Server) -> None:
    created = httpx.post(
        server.base + "/api/tables", json={"kind": "table", "board": 7, "deal": SPEC_DEAL}
    ).json()
    tokens = created["tokens"]
    dummy = {c.name for c in Deal.from_pbn(SPEC_DEAL)[Seat.NORTH]}
    with httpx.Client(base_url=server.base, timeout=10) as client:
        for seat, call in zip("SWNE", ("1NT", "Pass", "Pass", "Pass"), strict=True):
            client.post(f"/api/{tokens[seat]}/events", json={"event": {"by": seat, "call": call}})
        client.post(f"/api/{tokens['W']}/events", json={"event": {"by": "W", "card": "C8"}})
        assert dummy <= data_cards(client.get(f"/s/{tokens['E']}/panel").text)
        listeners = {s: Listener(f"{server.base}/api/{tokens[s]}/stream") for s in "NESW"}
        for listener in listeners.values():
            listener.start()
            assert listener.ready.wait(10)
        # the director takes the lead back: committed, then every screen is told
        assert client.post(f"/api/{tokens['W']}/undo", json={}).status_code == 403
        answer = client.post(f"/api/{tokens['D']}/undo", json={"seq": 4})
        assert answer.status_code == 201, answer.text
        version = answer.json()["version"]
        assert version == 6
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if all(f'"seq": {version}' in "".join(x.chunks) for x in listeners.values()):
                break
            time.sleep(0.05)
        for seat, listener in listeners.items():
            listener.stop.set()
            assert f'"seq": {version}' in "".join(listener.chunks), seat
        # the lead is gone, so dummy is not faced any more
        assert not data_cards(client.get(f"/s/{tokens['E']}/panel").text) & dummy
        state = client.get(f"/api/{tokens['E']}/state").json()
        assert set(state["hands"]) == {"E"}
