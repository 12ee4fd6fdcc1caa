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


AnyDatabase = Database | PostgresDatabase
"""An open database of either backend (what copying and the tests reach below the store)."""


async def open_database(location: str | Path) -> AnyDatabase:
    """Open (creating and migrating it if needed) the database at `location`: a PostgreSQL
    server's URL (`postgresql://user@host/db`) or a SQLite file's path. The one place that
    picks a backend."""
    if is_server_url(location):
        return await PostgresDatabase.open(str(location))
    return await Database.open(location)


def store_over(db: AnyDatabase) -> Store:
    """The `Store` over an open database of either backend (closing it closes the database)."""
    return SqliteStore(db) if isinstance(db, Database) else PostgresStore(db)


async def open_store(location: str | Path) -> Store:
    """The store over the database at `location` (see `open_database`); close it with
    `close()`."""
    return store_over(await open_database(location))
