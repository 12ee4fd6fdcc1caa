"""Group commit: concurrent transactions share one COMMIT (one fsync) and keep their
all-or-nothing meaning, each on its own."""

from __future__ import annotations

import asyncio
import sqlite3
from typing import Any

import pytest

from storage import Database


@pytest.fixture
def db(sqlite_db: Database) -> Database:
    """Group commit is SQLite's own machinery (one writer, one fsync for many)."""
    return sqlite_db


async def _insert(db: Database, key: str, *, fail: bool = False) -> None:
    async with db.transaction() as conn:
        await conn.execute("INSERT INTO guild_settings (guild_id, updated_at) VALUES (?, ?)",
                           (int(key), "2024-05-01T12:00:00.000000+00:00"))
        await asyncio.sleep(0)  # let the others queue up behind this one
        if fail:
            raise ValueError(f"transaction {key} gives up")


async def _stored(db: Database) -> set[int]:
    async with db.reader.execute("SELECT guild_id FROM guild_settings") as cursor:
        return {row[0] for row in await cursor.fetchall()}


async def test_a_transaction_alone_commits_at_once_and_is_visible_when_it_returns(
        db: Database) -> None:
    before = db.commits
    await _insert(db, "1")
    assert await _stored(db) == {1}
    assert db.commits == before + 1


async def test_concurrent_transactions_share_commits(db: Database) -> None:
    before = db.commits
    await asyncio.gather(*(_insert(db, str(k)) for k in range(1, 21)))
    assert await _stored(db) == set(range(1, 21))
    assert db.commits - before < 10  # 20 transactions, a handful of fsyncs


async def test_a_failing_transaction_in_a_group_undoes_only_itself(db: Database) -> None:
    results = await asyncio.gather(
        *(_insert(db, str(k), fail=k == 5) for k in range(1, 10)), return_exceptions=True)
    assert [type(r) for r in results].count(ValueError) == 1
    assert await _stored(db) == set(range(1, 10)) - {5}


async def test_a_failed_commit_fails_every_transaction_of_its_group(
        db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    import storage.database as database_module

    real_execute = database_module._execute
    failed = False

    async def execute(conn: Any, statement: str) -> None:
        nonlocal failed
        if statement == "COMMIT" and not failed:
            failed = True
            raise sqlite3.OperationalError("disk I/O error")
        await real_execute(conn, statement)

    monkeypatch.setattr(database_module, "_execute", execute)
    results = await asyncio.gather(*(_insert(db, str(k)) for k in range(1, 6)),
                                   return_exceptions=True)
    assert all(isinstance(r, sqlite3.OperationalError) for r in results), results
    assert await _stored(db) == set()
    await _insert(db, "7")  # the database is usable afterwards
    assert await _stored(db) == {7}


async def test_close_commits_what_is_waiting(db_path: Any) -> None:
    db = await Database.open(db_path)
    pending = asyncio.gather(*(_insert(db, str(k)) for k in range(1, 4)))
    await asyncio.sleep(0)
    await db.close()
    await pending
    reopened = await Database.open(db_path)
    try:
        assert await _stored(reopened) == {1, 2, 3}
    finally:
        await reopened.close()
