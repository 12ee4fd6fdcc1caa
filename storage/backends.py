"""Which backend a configured database location names, opened behind `storage.interface`."""

from __future__ import annotations

from pathlib import Path

from storage.database import Database
from storage.interface import Store
from storage.repository import SqliteStore


async def open_store(location: str | Path) -> Store:
    """Open (creating and migrating it if needed) the database at `location`: the one place
    that picks a backend, so a second one (a server URL) is added here. Today every location
    is a SQLite file path; close the store with `close()`."""
    return SqliteStore(await Database.open(location))
