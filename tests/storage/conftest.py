"""Fixtures of the storage tests: every test that takes `store` (or `db`) runs twice, on a real
SQLite file in pytest's temporary folder and on a fresh database of a real PostgreSQL server
(see tests/conftest.py). `sqlite_db` is for the tests of SQLite's own machinery."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from storage import Database, GameRecord, Store
from storage.backends import AnyDatabase, open_database, store_over


@pytest.fixture
async def sqlite_db(db_path: Path) -> AsyncIterator[Database]:
    """An open, migrated SQLite database, closed after the test."""
    database = await Database.open(db_path)
    yield database
    await database.close()


@pytest.fixture
async def db(database_location: str | Path) -> AsyncIterator[AnyDatabase]:
    """An open, migrated database of the test's backend, closed after the test."""
    database = await open_database(database_location)
    yield database
    await database.close()


@pytest.fixture
def store(db: AnyDatabase) -> Store:
    """The repository over `db`."""
    return store_over(db)


@pytest.fixture
async def game(store: Store) -> GameRecord:
    """One game in the lobby, in channel 100 of guild 1, hosted by user 10."""
    async with store.transaction() as tx:
        return await tx.create_game(
            kind="zigzag",
            guild_id=1,
            channel_id=100,
            host_id=10,
            options={"variant": "classic"},
            seed=42,
            language="fr",
            now=datetime(2024, 5, 1, 12, 0, tzinfo=UTC),
        )
