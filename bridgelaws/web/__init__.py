"""The web app: the director's assistant and the four-seat table (``bridgelaws serve``).

:func:`create_app` builds the FastAPI application on a store; :func:`run`
serves it with uvicorn. The web layer holds no law: it appends spec §1 events
to a table's record and shows the library's spec §2 report.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fastapi import FastAPI

#: the embedded store used when no database is named (one file, created on first start)
DEFAULT_DATABASE = Path("bridgelaws-web.db")

__all__ = [
    "DEFAULT_DATABASE",
    "TABLES_PER_MINUTE",
    "SeveralWorkersNeedAServer",
    "create_app",
    "database_url",
    "run",
    "worker_app",
]


#: tables one client address may open a minute unless told otherwise (0: any)
TABLES_PER_MINUTE = 30
#: said at start when the store's file fails its check
DAMAGED_AT_START = (
    "The store {store} is damaged ({reason}). The app shows what can still be read "
    "and records nothing: restore a copy of the store, or start with another --database."
)


def create_app(
    database_url: str,
    tables_per_minute: int = TABLES_PER_MINUTE,
    shared: bool = False,
    durable: bool = False,
) -> FastAPI:
    """The web app on the store at ``database_url`` (imported on use, so that
    the command line starts fast); one client address may open
    ``tables_per_minute`` tables a minute (0: no limit); ``shared``: other
    processes serve the same store (see :func:`run`'s ``workers``);
    ``durable``: an SQLite store syncs every action to disk before answering."""
    from bridgelaws.web.app import create_app as build

    return build(database_url, tables_per_minute, shared, durable)


#: how :func:`run` hands its settings to the worker processes uvicorn starts
WORKER_ENVIRONMENT = ("BRIDGELAWS_WORKER_URL", "BRIDGELAWS_WORKER_TABLES_PER_MINUTE")


def worker_app() -> FastAPI:
    """The app of one of several worker processes (uvicorn's factory): the
    store and limits :func:`run` put in the environment, shared with the
    other workers."""
    url_name, limit_name = WORKER_ENVIRONMENT
    return create_app(os.environ[url_name], int(os.environ[limit_name]), shared=True)


class SeveralWorkersNeedAServer(ValueError):
    """Several workers were asked for on an embedded (SQLite) store."""


def database_url(database: Path | None = None, url: str | None = None) -> str:
    """The SQLAlchemy URL: ``url`` as given, else the SQLite file ``database``."""
    if url:
        # psycopg 3 is the PostgreSQL driver installed; plain postgresql:// URLs
        # would ask SQLAlchemy for psycopg2
        for prefix in ("postgresql://", "postgres://"):
            if url.startswith(prefix):
                return "postgresql+psycopg://" + url[len(prefix) :]
        return url
    path = (database or DEFAULT_DATABASE).expanduser().resolve()
    path.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{path}"


def run(
    host: str = "127.0.0.1",
    port: int = 8000,
    database: Path | None = None,
    url: str | None = None,
    log_level: str = "warning",
    tables_per_minute: int = TABLES_PER_MINUTE,
    lang: str = "nl",
    workers: int = 1,
    durable: bool = False,
) -> None:
    """Serve the app with uvicorn until interrupted; prints where it is (in
    ``lang``), and says so when the store's file is damaged. ``workers`` > 1
    starts that many processes on the same port and store, which must then be
    a database server (PostgreSQL): each worker checks its cached tables
    against the store, and a table's stream looks at the store every second
    for the other workers' changes. ``durable``: an SQLite store syncs every
    action to disk before answering (survives a power cut; slower), instead
    of at its checkpoints (survives the app's crash)."""
    import uvicorn

    from bridgelaws.i18n import translate

    target = database_url(database, url)
    if workers > 1 and target.startswith("sqlite"):
        raise SeveralWorkersNeedAServer(
            translate("several workers need a database server: give --database-url", lang)
        )
    app = create_app(target, tables_per_minute, shared=workers > 1, durable=durable)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    store = _safe(target if url else str((database or DEFAULT_DATABASE).expanduser().resolve()))
    address = f"http://{shown}:{port}/"
    print(translate("bridgelaws web app: {url}  (store: {store})", lang, url=address, store=store))
    damaged = app.state.store.damaged
    if damaged is not None:
        print(
            translate(DAMAGED_AT_START, lang, store=store, reason=damaged),
            file=sys.stderr,
            flush=True,
        )
    sys.stdout.flush()
    if workers > 1:
        del app  # checked the store and said where it is; the workers build their own
        os.environ.update(zip(WORKER_ENVIRONMENT, (target, str(tables_per_minute)), strict=True))
        uvicorn.run(
            "bridgelaws.web:worker_app",
            factory=True,
            workers=workers,
            host=host,
            port=port,
            log_level=log_level,
            timeout_graceful_shutdown=2,
            access_log=False,
        )
        return
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        timeout_graceful_shutdown=2,
        access_log=False,
    )


def _safe(url: str) -> str:
    """A database URL without its password, for printing."""
    if "://" in url and "@" in url:
        scheme, rest = url.split("://", 1)
        credentials, host = rest.rsplit("@", 1)
        user = credentials.split(":", 1)[0]
        return f"{scheme}://{user}:***@{host}"
    return url
