"""Fixtures of the storage tests: a real SQLite file in pytest's temporary folder."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from storage import Database, GameRecord, SqliteStore, Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where the database lives; its folder does not exist yet (open must create it)."""
    return tmp_path / "data" / "bot.sqlite3"


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[Database]:
    """An open, migrated database, closed after the test."""
    database = await Database.open(db_path)
    yield database
    await database.close()


@pytest.fixture
def store(db: Database) -> Store:
    """The repository over `db`."""
    return SqliteStore(db)


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
