"""Which backend a configured database location names, opened behind `storage.interface`."""

from __future__ import annotations

from pathlib import Path

from storage.database import Database
from storage.interface import Store
from storage.postgres.database import PostgresDatabase
from storage.postgres.store import PostgresStore
from storage.repository import SqliteStore

SERVER_SCHEMES = ("postgresql://", "postgres://")
"""How a PostgreSQL server's URL begins; any other location is a SQLite file's path."""


def is_server_url(location: str | Path) -> bool:
    """Whether `location` names a PostgreSQL server (rather than a SQLite file)."""
    return isinstance(location, str) and location.startswith(SERVER_SCHEMES)


async def open_store(location: str | Path) -> Store:
    """Open (creating and migrating it if needed) the database at `location`: a PostgreSQL
    server's URL (`postgresql://user@host/db`) or a SQLite file's path. The one place that
    picks a backend; close the store with `close()`."""
    if is_server_url(location):
        return PostgresStore(await PostgresDatabase.open(str(location)))
    return SqliteStore(await Database.open(location))
