"""The FastAPI application: pages, the JSON API and the live stream.

Every URL that touches a table carries a token (``/d/<token>`` for the
director, ``/s/<token>`` for a seat); the token alone says which table and
which role, so a token cannot reach another table. Actions are posted as spec
§1 events to ``/api/<token>/events``; the page is told of changes by
server-sent events on ``/api/<token>/stream`` and fetches its panel again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from importlib.resources import files
from typing import Any
from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
    StreamingResponse,
)
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException as StarletteHTTPException

from bridgelaws.board import Board
from bridgelaws.cards import BridgeError, Deal, InputError, Seat
from bridgelaws.formats.convert import table_to_game
from bridgelaws.formats.pbn import write_pbn
from bridgelaws.i18n import DEFAULT_LANGUAGE, LANGUAGES, translate
from bridgelaws.record import MAX_NESTING, MAX_NUMBER_DIGITS, TableRecord, check_nesting, load_json
from bridgelaws.situation import SituationError
from bridgelaws.web import TABLES_PER_MINUTE, views
from bridgelaws.web import service as service_module
from bridgelaws.web.judgment_page import add_judgment_routes
from bridgelaws.web.service import ActionError, Loaded, TableService
from bridgelaws.web.store import (
    DIRECTOR,
    Access,
    Store,
    StoreDamaged,
    StoreError,
    saved_rulings,
)

log = logging.getLogger("bridgelaws.web")

#: the largest request body accepted (an event is a few dozen bytes; a pasted
#: table record of a whole board is about 3 KB)
MAX_BODY = 32 * 1024
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    ),
    # tokens are in the URLs: never send them to anyone as a referrer
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}

#: the browser's tab icon (16×16), served at /favicon.ico where browsers look
FAVICON = (files("bridgelaws.web") / "static" / "favicon.ico").read_bytes()

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class BodyLimit:
    """Refuses request bodies above ``limit`` bytes with 413 before any
    handler sees them (declared or streamed)."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length" and (
                not value.isdigit() or len(value) > 12 or int(value) > self.limit
            ):
                await _too_large(send, scope_language(scope))
                return
        received = 0

        async def limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    raise _TooLarge
            return message

        try:
            await self.app(scope, limited, send)
        except _TooLarge:
            await _too_large(send, scope_language(scope))


class _TooLarge(Exception):
    pass


def scope_language(scope: Scope) -> str:
    """The language of a request seen as ASGI: ``?lang=``, else the cookie."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    asked = query.get("lang", [""])[0]
    if asked not in LANGUAGES:
        for name, value in scope.get("headers", []):
            if name == b"cookie":
                for part in value.decode("latin-1").split(";"):
                    key, _sep, text = part.strip().partition("=")
                    if key == "lang":
                        asked = text
    return asked if asked in LANGUAGES else DEFAULT_LANGUAGE


async def _too_large(send: Send, lang: str) -> None:
    message = translate("request too large (limit {n} bytes)", lang, n=str(MAX_BODY))
    body = json.dumps({"error": message}, ensure_ascii=False).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"application/json; charset=utf-8"),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class Headers:
    """Adds the security headers to every response, and remembers a language
    asked for with ``?lang=`` in a cookie (pure ASGI: cheap on every request)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        lang = query.get("lang", [""])[0]

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {name.lower() for name, _value in headers}
                for name, value in SECURITY_HEADERS.items():
                    if name.lower().encode() not in present:
                        headers.append((name.lower().encode(), value.encode()))
                if lang in LANGUAGES:
                    cookie = f"lang={lang}; Path=/; SameSite=Lax"
                    headers.append((b"set-cookie", cookie.encode()))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, with_headers)


#: seconds between looks at the store by a table's stream when several
#: processes serve it (their changes are published only in their own process)
SHARED_POLL = 1.0


class Broker:
    """Tells the open streams of a table that it changed (in-process)."""

    def __init__(self) -> None:
        self._subscribers: dict[int, set[asyncio.Queue[int]]] = {}

    def subscribe(self, table_id: int) -> asyncio.Queue[int]:
        queue: asyncio.Queue[int] = asyncio.Queue(maxsize=64)
        self._subscribers.setdefault(table_id, set()).add(queue)
        return queue

    def unsubscribe(self, table_id: int, queue: asyncio.Queue[int]) -> None:
        subscribers = self._subscribers.get(table_id)
        if subscribers is not None:
            subscribers.discard(queue)
            if not subscribers:
                del self._subscribers[table_id]

    def publish(self, table_id: int, seq: int) -> None:
        for queue in self._subscribers.get(table_id, ()):
            if queue.full():  # a slow reader only needs the latest number
                queue.get_nowait()
            queue.put_nowait(seq)


class RateLimit:
    """At most ``limit`` hits per client in any ``window`` seconds (a sliding
    window kept in memory; ``limit`` 0 lets everything through)."""

    MAX_CLIENTS = 10_000

    def __init__(self, limit: int, window: float = 60.0) -> None:
        self.limit = limit
        self.window = window
        self._hits: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def hit(self, client: str, now: float | None = None) -> float:
        """Counts one hit; returns 0 when allowed, else the seconds to wait."""
        if self.limit <= 0:
            return 0.0
        now = time.monotonic() if now is None else now
        with self._lock:
            if len(self._hits) >= self.MAX_CLIENTS:
                self._prune(now)
            hits = self._hits.setdefault(client, deque())
            while hits and hits[0] <= now - self.window:
                hits.popleft()
            if len(hits) >= self.limit:
                return max(hits[0] + self.window - now, 0.001)
            hits.append(now)
            return 0.0

    def _prune(self, now: float) -> None:
        for client in [c for c, h in self._hits.items() if not h or h[-1] <= now - self.window]:
            del self._hits[client]
        if len(self._hits) >= self.MAX_CLIENTS:  # all busy: forget the oldest half
            for client in list(self._hits)[: self.MAX_CLIENTS // 2]:
                del self._hits[client]


def language(request: Request) -> str:
    """The page language: ``?lang=``, else the cookie, else Dutch."""
    asked = request.query_params.get("lang") or request.cookies.get("lang")
    return asked if asked in LANGUAGES else DEFAULT_LANGUAGE


def create_app(
    database_url: str,
    tables_per_minute: int = TABLES_PER_MINUTE,
    shared: bool = False,
    durable: bool = False,
) -> FastAPI:
    """The web app on the store at ``database_url`` (SQLite or PostgreSQL);
    one client address may open ``tables_per_minute`` tables a minute (0: any).
    ``shared``: other processes serve the same store (``serve --workers``), so
    cached tables are checked against the store and streams look at it too.
    ``durable``: an SQLite store syncs every action to disk (see :class:`Store`)."""
    store = Store(database_url, durable)
    service = TableService(store, shared)
    broker = Broker()
    opening = RateLimit(tables_per_minute)
    templates = Environment(
        loader=PackageLoader("bridgelaws.web", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    templates.filters["tojson_attr"] = lambda value: json.dumps(value, ensure_ascii=False)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        store.close()

    app = FastAPI(title="bridgelaws", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.store = store
    app.state.service = service
    app.state.broker = broker
    app.mount(
        "/static", StaticFiles(directory=str(files("bridgelaws.web") / "static")), name="static"
    )

    app.add_middleware(BodyLimit, limit=MAX_BODY)

    app.add_middleware(Headers)

    @app.exception_handler(ActionError)
    async def action_error(request: Request, exc: ActionError) -> Response:
        message = exc.render(language(request))
        if request.url.path.startswith("/api/"):
            return JSONResponse({"error": message}, status_code=exc.status, headers=exc.headers)
        response = page(request, "error.html", {"message": message}, exc.status)
        response.headers.update(exc.headers or {})
        return response

    @app.exception_handler(StoreError)
    async def store_error(request: Request, exc: StoreError) -> Response:
        # the store failed under us (a damaged file, a lost connection): say
        # so in the reader's language (the database's own English words go to
        # the log only), and write nothing more into a damaged file
        log.error("the store failed: %s", exc)
        if isinstance(exc, StoreDamaged) and exc.table is not None:
            error = ActionError(503, TABLE_DAMAGED, n=exc.table)
        elif isinstance(exc, StoreDamaged) or store.damaged is not None:
            error = ActionError(503, STORE_DAMAGED)
        else:
            error = ActionError(503, STORE_FAILED, headers={"Retry-After": "1"})
        return await action_error(request, error)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 404:
            error = ActionError(404, "there is no such page")
        elif exc.status_code == 405:
            error = ActionError(405, "this address does not take this method")
        else:
            return JSONResponse({"error": str(exc.detail)}, status_code=exc.status_code)
        message = error.render(language(request))
        return JSONResponse({"error": message}, status_code=exc.status_code, headers=exc.headers)

    def page(
        request: Request, name: str, context: dict[str, Any], status: int = 200
    ) -> HTMLResponse:
        lang = language(request)

        def t(text: str, **params: str) -> str:
            return translate(text, lang, **params)

        html = templates.get_template(name).render(
            t=t,
            lang=lang,
            store_damaged=store.damaged is not None,
            languages=LANGUAGES,
            path=request.url.path,
            **context,
        )
        return HTMLResponse(html, status_code=status)

    async def access(token: str, role: str | None = None) -> Access:
        # a token seen before is known without asking the store (nor a thread)
        found = store.known(token) or await run_in_threadpool(store.access, token)
        if found is None:
            raise ActionError(404, "no table has this link")
        if role == DIRECTOR and not found.is_director:
            raise ActionError(403, "this page is the director's")
        if role == "seat" and found.is_director:
            raise ActionError(404, "this is a director's link: open /d/ with it")
        return found

    def limit_opening(request: Request) -> None:
        """429 when this client opened too many tables in the last minute."""
        client = request.client.host if request.client is not None else "unknown"
        wait = opening.hit(client)
        if wait:
            seconds = str(math.ceil(wait))
            raise ActionError(
                429, TOO_MANY_TABLES, {"Retry-After": seconds}, n=opening.limit, seconds=seconds
            )

    async def load(found: Access) -> Loaded:
        return await run_in_threadpool(service.load, found.table_id)

    def viewer(found: Access) -> Seat | None:
        return None if found.is_director else Seat.parse(found.role)

    # -- pages ---------------------------------------------------------------------

    @app.api_route("/", methods=["GET", "HEAD"], response_class=HTMLResponse)
    async def home(request: Request) -> Response:
        lang = language(request)
        try:
            start = max(
                1, min(int(request.query_params.get("board", "1")), service_module.MAX_BOARD)
            )
        except ValueError:
            start = 1
        return page(
            request,
            "home.html",
            {
                "boards": views.board_choices(lang),
                "editions": views.editions(lang),
                **views.start_screen(start, lang),
            },
        )

    @app.get("/favicon.ico")
    async def favicon() -> Response:
        return Response(FAVICON, media_type="image/x-icon")

    @app.post("/new")
    async def new(request: Request) -> Response:
        same_origin(request)
        limit_opening(request)
        form = await request.form()
        lang = language(request)
        kind = "table" if form.get("kind") == "table" else "assistant"
        number = board_number(str(form.get("board", "1")))
        edition = str(form.get("edition", "2017"))
        deal_text = str(form.get("deal", "")).strip()
        if deal_text:
            try:
                Deal.from_pbn(deal_text)
            except BridgeError as exc:
                # the pasted deal named as the form names it, not as the JSON does
                raise ActionError(
                    422, "{field}: {reason}", field=InputError("The deal"), reason=exc
                ) from None
        pasted = str(form.get("record", "")).strip()
        if form.get("kind") == "situation":
            # the start screen: where the director finds the table (spec §6)
            fields = {k: str(v) for k, v in form.items() if isinstance(v, str)}
            situation = views.situation_from_form(fields)
            issued = await run_in_threadpool(
                open_situation, number, deal_text or None, edition, situation
            )
            return RedirectResponse(f"/d/{issued[DIRECTOR]}?lang={lang}", status_code=303)
        if pasted:
            try:
                data = read_json(pasted.encode(), 422)
            except ActionError as exc:
                raise ActionError(422, "table record: {reason}", reason=exc) from None
            issued = await run_in_threadpool(open_record, kind, data, lang)
        else:
            issued = await run_in_threadpool(open_board, kind, number, deal_text or None, edition)
        return RedirectResponse(f"/d/{issued[DIRECTOR]}?lang={lang}", status_code=303)

    @app.get("/d/{token}", response_class=HTMLResponse)
    async def director_page(request: Request, token: str) -> Response:
        found = await access(token, DIRECTOR)
        loaded = await load(found)
        links = await run_in_threadpool(store.tokens_of, found.table_id)
        saved = await run_in_threadpool(saved_rulings, store, found.table_id)
        return page(
            request,
            "director.html",
            {
                **header(loaded, language(request)),
                **views.panel(loaded, None, language(request)),
                "token": token,
                "role": DIRECTOR,
                "seat_links": [(s, links[s]) for s in "NESW" if s in links],
                "saved": saved,
            },
        )

    @app.get("/d/{token}/panel", response_class=HTMLResponse)
    async def director_panel(request: Request, token: str) -> Response:
        found = await access(token, DIRECTOR)
        loaded = await load(found)
        lang = language(request)
        context = {**views.panel(loaded, None, lang), "token": token, "role": DIRECTOR}
        return page(request, "_director_panel.html", context)

    @app.get("/s/{token}", response_class=HTMLResponse)
    async def seat_page(request: Request, token: str) -> Response:
        found = await access(token, "seat")
        loaded = await load(found)
        lang = language(request)
        return page(
            request,
            "seat.html",
            {
                **header(loaded, lang),
                **views.panel(loaded, viewer(found), lang),
                "token": token,
                "role": found.role,
                "me": found.role,
                "me_name": views.seat_name(found.role, lang),
            },
        )

    @app.get("/s/{token}/panel", response_class=HTMLResponse)
    async def seat_panel(request: Request, token: str) -> Response:
        found = await access(token, "seat")
        loaded = await load(found)
        lang = language(request)
        context = {
            **views.panel(loaded, viewer(found), lang),
            "token": token,
            "role": found.role,
            "me": found.role,
            "me_name": views.seat_name(found.role, lang),
        }
        return page(request, "_seat_panel.html", context)

    @app.get("/d/{token}/print", response_class=HTMLResponse)
    async def print_page(request: Request, token: str) -> Response:
        found = await access(token, DIRECTOR)
        loaded = await load(found)
        lang = language(request)
        saved = await run_in_threadpool(saved_rulings, store, found.table_id)
        report = loaded.table.report(lang)
        return page(
            request,
            "print.html",
            {
                **header(loaded, lang),
                **views.panel(loaded, None, lang),
                "record_json": json.dumps(loaded.record_json(), indent=2, ensure_ascii=False),
                "report": report,
                "saved": saved,
                "token": token,
            },
        )

    add_judgment_routes(app, page, access, load, service, header, language, same_origin)

    @app.get("/d/{token}/export.json")
    async def export_json(request: Request, token: str) -> Response:
        found = await access(token, DIRECTOR)
        loaded = await load(found)
        saved = await run_in_threadpool(saved_rulings, store, found.table_id)
        stored, undos = await run_in_threadpool(store.history, found.table_id)
        undone = {u.seq for u in undos}
        body = {
            "record": loaded.record_json(),
            "report": loaded.table.report(language(request)),
            "rulings": [
                {
                    "seq": s.seq,
                    "record": s.record,
                    "report": s.report,
                    "saved": s.created,
                    "undone": s.seq in undone,
                }
                for s in saved
            ],
            # the audit trail: every event ever stored, and every undo
            "history": [
                {"seq": e.seq, "event": e.body, "role": e.role, "undone": e.seq in undone}
                for e in stored
            ],
            "undos": [
                {"seq": u.seq, "at": u.at, "role": u.role, "created": u.created} for u in undos
            ],
        }
        name = f"board-{loaded.row.board}.json"
        return JSONResponse(body, headers={"Content-Disposition": f'attachment; filename="{name}"'})

    @app.get("/d/{token}/export.pbn")
    async def export_pbn(token: str) -> Response:
        found = await access(token, DIRECTOR)
        loaded = await load(found)
        try:
            text = write_pbn([table_to_game(loaded.table)])
        except BridgeError as exc:
            raise ActionError(422, "PBN: {reason}", reason=exc) from None
        return PlainTextResponse(
            text,
            media_type="application/x-chess-pbn; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="board-{loaded.row.board}.pbn"'},
        )

    # -- API -------------------------------------------------------------------------

    async def json_body(request: Request) -> dict[str, Any]:
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            raise ActionError(415, "send JSON (Content-Type: application/json)")
        data = read_json(await request.body(), 400)
        if not isinstance(data, dict):
            raise ActionError(422, "expected a JSON object")
        return data

    def nonce_of(data: dict[str, Any]) -> str | None:
        nonce = data.get("nonce")
        if nonce is not None and (not isinstance(nonce, str) or not 0 < len(nonce) <= 64):
            raise ActionError(422, "nonce: a string of 1 to 64 characters")
        return nonce

    @app.post("/api/tables", status_code=201)
    async def api_new_table(request: Request) -> Response:
        data = await json_body(request)
        limit_opening(request)
        kind = data.get("kind", "assistant")
        if kind not in ("assistant", "table"):
            raise ActionError(422, "kind: 'assistant' or 'table'")
        lang = language(request)
        if "record" in data:
            issued = await run_in_threadpool(open_record, kind, data["record"], lang)
        else:
            board = data.get("board", 1)
            service_module.check_board(board)
            deal = data.get("deal")
            if deal is not None and not isinstance(deal, str):
                raise ActionError(422, "deal: a PBN deal string")
            edition = str(data.get("edition", "2017"))
            issued = await run_in_threadpool(open_board, kind, board, deal, edition)
        # paths, not URLs: a URL would have to trust the Host header
        return JSONResponse(
            {
                "director": f"/d/{issued[DIRECTOR]}",
                "seats": {s: f"/s/{issued[s]}" for s in "NESW" if s in issued},
                "tokens": issued,
            },
            status_code=201,
        )

    @app.post("/api/{token}/events", status_code=201)
    async def api_event(request: Request, token: str) -> Response:
        found = await access(token)  # the token first: nothing is read for no table
        data = await json_body(request)
        if "event" not in data:
            raise ActionError(422, "'event' (a spec §1 event) is missing")
        nonce = nonce_of(data)
        lang = language(request)
        done = await run_in_threadpool(service.append, found, data["event"], nonce, lang)
        if not done.duplicate:
            broker.publish(found.table_id, done.loaded.version)
        status = done.loaded.table.status.value
        return JSONResponse(
            {"seq": done.seq, "status": status, "duplicate": done.duplicate},
            status_code=200 if done.duplicate else 201,
        )

    @app.post("/api/{token}/undo", status_code=201)
    async def api_undo(request: Request, token: str) -> Response:
        found = await access(token)
        if not found.is_director:
            raise ActionError(403, service_module.NOT_THIS_SEAT)
        data = await json_body(request)
        nonce = nonce_of(data)
        expected = data.get("seq")
        if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool)):
            raise ActionError(422, "seq: the sequence number of the action to take back")
        done = await run_in_threadpool(service.undo, found, expected, nonce)
        if not done.duplicate:
            # committed above: only now is anyone told
            broker.publish(found.table_id, done.loaded.version)
        return JSONResponse(
            {
                "undone": {"seq": done.seq, "event": done.body},
                "version": done.loaded.version,
                "status": done.loaded.table.status.value,
                "duplicate": done.duplicate,
            },
            status_code=200 if done.duplicate else 201,
        )

    @app.get("/api/{token}/state")
    async def api_state(request: Request, token: str) -> Response:
        found = await access(token)
        loaded = await load(found)
        lang = language(request)
        if found.is_director:
            return JSONResponse(
                {
                    "seq": loaded.version,
                    "record": loaded.record_json(),
                    "undone": list(loaded.undone),
                    "report": loaded.table.report(lang),
                }
            )
        return JSONResponse(seat_state(loaded, Seat.parse(found.role), lang))

    @app.get("/api/{token}/stream")
    async def api_stream(request: Request, token: str) -> Response:
        found = await access(token)
        loaded = await load(found)

        async def events() -> AsyncIterator[str]:
            queue = broker.subscribe(found.table_id)
            try:
                yield f"retry: 1000\nevent: seq\ndata: {json.dumps({'seq': loaded.version})}\n\n"
                shown = loaded.version
                while True:
                    try:
                        seq = await asyncio.wait_for(queue.get(), SHARED_POLL if shared else 15)
                    except TimeoutError:
                        if not shared:
                            yield ": keep-alive\n\n"
                            continue
                        # another worker's change is not published here: ask the store
                        seq = await run_in_threadpool(service.version, found.table_id)
                        if seq == shown:
                            yield ": keep-alive\n\n"
                            continue
                    shown = seq
                    yield f"event: seq\ndata: {json.dumps({'seq': seq})}\n\n"
            finally:
                broker.unsubscribe(found.table_id, queue)

        return StreamingResponse(
            events(),
            media_type="text/event-stream",
            headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        )

    # -- helpers -----------------------------------------------------------------------

    def open_board(kind: str, number: int, deal: str | None, edition: str) -> dict[str, str]:
        service_module.check_board(number)
        board = Board.numbered(number)
        if deal is None:
            deal = Deal.random().to_pbn(board.dealer)
        return service.open_table(
            kind, number, board.dealer.letter, board.vulnerability.value, deal, edition
        )

    def open_situation(
        number: int, deal: str | None, edition: str, situation: dict[str, Any]
    ) -> dict[str, str]:
        """A director's table that starts where he finds it (no deal needed)."""
        service_module.check_board(number)
        board = Board.numbered(number)
        try:
            return service.open_table(
                "assistant",
                number,
                board.dealer.letter,
                board.vulnerability.value,
                deal,
                edition,
                situation,
            )
        except ActionError as exc:
            reason = exc.params.get("reason")
            if not isinstance(reason, SituationError):
                raise
            # the form's field as the director names it, not the JSON's
            raise ActionError(exc.status, "{reason}", reason=reason.in_words()) from None

    def open_record(kind: str, data: Any, lang: str) -> dict[str, str]:
        """A table whose first events are a pasted spec §1 record."""
        if not isinstance(data, dict):
            raise ActionError(422, "table record: a JSON object")
        try:
            record = TableRecord.from_json(data)
        except BridgeError as exc:
            raise ActionError(422, "table record: {reason}", reason=exc) from None
        except (ValueError, TypeError, AttributeError, RecursionError):
            # a field of a type the library's reader does not expect
            raise ActionError(422, "table record: not a spec §1 record") from None
        if record.board.deal is None and record.situation is None:
            raise ActionError(422, "table record: the web app needs the deal")
        if len(record.events) > service_module.MAX_EVENTS:
            raise ActionError(
                422,
                "table record: more than {n} events for one table",
                n=service_module.MAX_EVENTS,
            )
        board = record.board
        issued = service.open_table(
            kind,
            board.number,
            board.dealer.letter,
            board.vulnerability.value,
            board.deal.to_pbn(board.dealer) if board.deal is not None else None,
            record.edition,
            record.situation.to_json() if record.situation is not None else None,
        )
        found = store.access(issued[DIRECTOR])
        assert found is not None
        for event in record.events:
            service.append(found, event.to_json(), None, lang)
        return issued

    return app


TOO_MANY_TABLES = (
    "Too many tables opened from here: at most {n} a minute. Try again in {seconds} s."
)
STORE_FAILED = "the store could not be reached, nothing was recorded; try again in a moment"
TABLE_DAMAGED = "the store is damaged: table {n} cannot be read"
STORE_DAMAGED = (
    "the store is damaged: nothing was recorded, and nothing more will be; "
    "restore a copy of the store or start with another one"
)


def read_json(raw: bytes, status: int) -> Any:
    """A request's JSON, or a clear refusal: not UTF-8, not JSON, nested too
    deeply or a number too long to be one are all the sender's mistakes (the
    library's reader of input JSON, with room for the request around a record)."""
    try:
        data = load_json(raw.decode("utf-8"))
        check_nesting(data, MAX_NESTING + 2)
    except UnicodeDecodeError:
        raise ActionError(status, "not JSON: not UTF-8 text") from None
    except BridgeError as exc:
        raise ActionError(status, "{reason}", reason=exc) from None
    return data


def board_number(text: str) -> int:
    """The board number of the start page's form."""
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > MAX_NUMBER_DIGITS:
        raise ActionError(422, "board: a number from 1 to {n}", n=service_module.MAX_BOARD)
    return int(text)


def same_origin(request: Request) -> None:
    """A form posted from another site is refused (a cross-site request
    forgery would open tables in the visitor's name): the browser's
    ``Sec-Fetch-Site`` or ``Origin`` must say it came from this site."""
    site = request.headers.get("sec-fetch-site")
    if site is not None and site not in ("same-origin", "none"):
        raise ActionError(403, "this form may only be sent from this site's own pages")
    origin = request.headers.get("origin")
    if origin is None or site is not None:
        return
    host = request.headers.get("host", "")
    if origin == "null" or origin.split("://", 1)[-1] != host:
        raise ActionError(403, "this form may only be sent from this site's own pages")


def header(loaded: Loaded, lang: str) -> dict[str, Any]:
    """Board number, dealer and vulnerability for a page's title bar."""
    row = loaded.row
    return {
        "board": row.board,
        "dealer": views.seat_name(row.dealer, lang),
        "vulnerable": views.vulnerability_text(row.vulnerable, lang),
        "edition": row.edition,
        "edition_name": views.edition_name(row.edition, lang),
        "kind": row.kind,
    }


def seat_state(loaded: Loaded, seat: Seat, lang: str) -> dict[str, Any]:
    """What one seat may know, as JSON: his hand, dummy once faced, the calls
    and cards played face up, and the report without hidden details."""
    table = loaded.table
    report = table.report(lang)
    seen = views.visible_seats(table, loaded.bodies, seat)
    hands = {s.letter: [c.name for c in views.remaining(table, s)] for s in seen}
    public = []
    for body in loaded.bodies:
        if body.get("face_down") and Seat.parse(body["by"]) is not seat:
            public.append({"by": body["by"], "card": None, "face_down": True})
        else:
            public.append(body)
    return {
        "seq": loaded.version,
        "seat": seat.letter,
        "hands": hands,
        "events": public,
        "report": {
            key: report[key]
            for key in (
                "edition",
                "status",
                "next",
                "rulings",
                "obligations",
                "contract",
                "declarer",
                "tricks",
                "adjustments",
                "score",
            )
        },
    }
