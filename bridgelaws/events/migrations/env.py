"""Alembic environment of the event store.

Run from code only (:func:`bridgelaws.events.store.upgrade`): the caller hands
over an open connection in ``config.attributes["connection"]``, so that no
``alembic.ini`` and no second engine are needed.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from bridgelaws.events.models import Base


def _run(connection: Connection) -> None:
    # batch mode: SQLite can only change a table by copying it
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations() -> None:
    """Upgrade the database on the given connection (or at the configured URL)."""
    connection = context.config.attributes.get("connection")
    if isinstance(connection, Connection):
        _run(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("the event migrations need a connection or sqlalchemy.url")
    engine = create_engine(url)
    with engine.begin() as own:
        _run(own)
    engine.dispose()


run_migrations()
