"""The ``bridgelaws serve`` command: parses options and starts the web app."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, NoReturn

import typer

from bridgelaws.cards import InputError
from bridgelaws.web import TABLES_PER_MINUTE


def serve(
    host: Annotated[
        str, typer.Option(help="Address to listen on (0.0.0.0: reachable from phones on the LAN).")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    database: Annotated[
        Path | None,
        typer.Option(help="SQLite file of the store (default ./bridgelaws-web.db, created)."),
    ] = None,
    database_url: Annotated[
        str | None,
        typer.Option(
            "--database-url",
            envvar="BRIDGELAWS_DATABASE_URL",
            help="SQLAlchemy URL of the store instead, e.g. postgresql://user:pw@host/db.",
        ),
    ] = None,
    tables_per_minute: Annotated[
        int,
        typer.Option(
            "--tables-per-minute",
            envvar="BRIDGELAWS_TABLES_PER_MINUTE",
            min=0,
            help="Tables one client address may open a minute (429 above it; 0: no limit).",
        ),
    ] = TABLES_PER_MINUTE,
    lang: Annotated[str, typer.Option("--lang", help="nl (default), en or de.")] = "nl",
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            envvar="BRIDGELAWS_WORKERS",
            min=1,
            help="Processes serving the app (more than 1 needs --database-url).",
        ),
    ] = 1,
    durable: Annotated[
        bool,
        typer.Option(
            "--durable",
            envvar="BRIDGELAWS_DURABLE",
            help="SQLite: sync every action to disk before answering (survives a power cut; "
            "slower). Without it an action survives the app's crash, and is synced at "
            "the store's checkpoints.",
        ),
    ] = False,
) -> None:
    """Serve the web app: the director's assistant and the four-seat table."""
    from bridgelaws.i18n import LANGUAGES
    from bridgelaws.web import SeveralWorkersNeedAServer, run

    if lang not in LANGUAGES:
        _refuse(
            InputError(
                "language {value} is not available (known: {known})",
                value=repr(lang),
                known=", ".join(LANGUAGES),
            ),
            "en",  # as every command says a language it does not know
        )
    if not 0 <= port <= 65535:
        _refuse(InputError("--port must be 0 to 65535, not {value}", value=port), lang)
    if database_url is not None:
        scheme = database_url.split("://", 1)[0].split("+", 1)[0].lower()
        if "://" not in database_url:
            scheme = database_url[:20]
        if scheme not in ("sqlite", "postgresql", "postgres"):
            _refuse(
                InputError(
                    "--database-url: {value} is not an SQLite or PostgreSQL address",
                    value=repr(scheme + "://"),
                ),
                lang,
            )
    try:
        run(
            host=host,
            port=port,
            database=database,
            url=database_url,
            tables_per_minute=tables_per_minute,
            lang=lang,
            workers=workers,
            durable=durable,
        )
    except SeveralWorkersNeedAServer as exc:
        raise typer.BadParameter(str(exc), param_hint="--workers") from None
    except OSError:
        # the store's folder cannot be made (read-only, a file in the way)
        _refuse(
            InputError(
                "--database: the store {path} cannot be created: is its folder there and "
                "may it be written?",
                path=str(database) if database is not None else "bridgelaws-web.db",
            ),
            lang,
        )


def _refuse(error: InputError, lang: str) -> NoReturn:
    """Exit code 2 after the error in ``lang``: nothing is started."""
    from bridgelaws.terminal import error_console, print_input_error

    print_input_error(error_console(), error, lang)
    raise typer.Exit(2)
