"""A PostgreSQL database: its pools of connections, its migrations, its transactions.

Each transaction runs on a connection of its own, at READ COMMITTED: the version-checked
UPDATE of a game locks the row, and a second writer re-reads it once the first commits, so
it matches no row and gets VersionConflict (never a lost update). Besides, a transaction
that reads a game locks it (`PostgresTransaction.get_game`), so a check made on what it read
(is the lobby full?) still holds when it writes, as under SQLite's single writer. Reads
outside a transaction go to a pool of their own and never wait for a transaction: a
transaction that reads through the store meanwhile (as one may on SQLite) always finds a
connection, where one shared pool, all of it held by transactions queued behind that one's
row lock, would wait forever.
A COMMIT returns once PostgreSQL has made it durable (synchronous_commit, the default).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from decimal import Decimal
from pathlib import Path
from typing import Any, Final

import asyncpg

from storage.database import OpenDatabase
from storage.migrator import MigrationError, check_history, load_migrations
from storage.postgres.connection import PgConnection, PoolReader

MIGRATIONS_DIR: Final = Path(__file__).with_name("migrations")

# The migrations of concurrent processes queue on this advisory lock (any constant will do).
_MIGRATION_LOCK: Final = 0x05_7217_C4
_NOW: Final = "to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US') || '+00:00'"


def _number(text: str) -> int | float:
    """A NUMERIC (what SUM of integers gives) as SQLite gives it: an int when whole."""
    value = Decimal(text)
    return int(value) if value == value.to_integral_value() else float(value)


async def _configure(conn: asyncpg.Connection) -> None:
    await conn.set_type_codec("numeric", encoder=str, decoder=_number,
                              schema="pg_catalog", format="text")


async def apply_migrations(conn: asyncpg.Connection, folder: Path = MIGRATIONS_DIR) -> int:
    """Apply the missing migrations of `folder` in order; return the schema version reached.

    Each file runs in its own transaction with its `schema_migrations` row, under an
    advisory lock, so two processes starting at once apply it once. The history is checked
    as SQLite's is (`storage.migrator.check_history`).
    """
    migrations = load_migrations(folder)
    for migration in (None, *migrations):
        try:
            async with conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
                await conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations ("
                    " version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)")
                rows = await conn.fetch("SELECT version, name FROM schema_migrations")
                applied = {int(row["version"]): str(row["name"]) for row in rows}
                check_history(applied, migrations)
                if migration is None or migration.version in applied:
                    continue
                await conn.execute(migration.sql)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at)"
                    f" VALUES ($1, $2, {_NOW})", migration.version, migration.name)
        except asyncpg.PostgresError as error:
            name = "the migration history" if migration is None else f"{migration.name}.sql"
            raise MigrationError(f"migration {name} failed: {error}") from error
    return len(migrations)


class PostgresDatabase(OpenDatabase):
    """An open PostgreSQL database. Create it with `await PostgresDatabase.open(url)`;
    `close()` it."""

    def __init__(self, writers: asyncpg.Pool, readers: asyncpg.Pool,
                 schema_version: int) -> None:
        super().__init__(schema_version)
        self._pool = writers
        self._readers = readers
        self._reader = PoolReader(readers)
        self._holders: set[asyncio.Task[Any]] = set()
        self.commits = 0  # transactions committed (one COMMIT each: no group commit here)

    @classmethod
    async def open(cls, url: str, *, min_size: int = 2, max_size: int = 10,
                   migrations_dir: Path = MIGRATIONS_DIR) -> PostgresDatabase:
        """Connect to the database at `url` (`postgresql://user@host/db`) and migrate it.

        `max_size` bounds each of the two pools (transactions, plain reads). Raises
        SchemaTooNew / MigrationError as SQLite's `Database.open` does, and asyncpg's or the
        operating system's errors when the server cannot be reached.
        """
        pools: list[asyncpg.Pool] = []
        try:
            for _ in ("writers", "readers"):
                pools.append(await asyncpg.create_pool(
                    url, min_size=min_size, max_size=max_size, init=_configure))
            async with pools[0].acquire() as conn:
                version = await apply_migrations(conn, migrations_dir)
        except BaseException:
            for pool in pools:
                await pool.close()
            raise
        return cls(pools[0], pools[1], version)

    @property
    def reader(self) -> PoolReader:
        """Plain reads outside any transaction, each on a pooled connection."""
        self._check_open()
        return self._reader

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[PgConnection]:
        """One transaction on a connection of its own: all of it commits when the block
        ends, or none of it when the block raises (cancellation included). Opening one
        inside another in the same task raises RuntimeError (it could wait for a row its
        own first transaction locked)."""
        current = asyncio.current_task()
        if current is not None and current in self._holders:
            raise RuntimeError("a transaction is already open in this task (no nesting)")
        self._check_open()
        if current is not None:
            self._holders.add(current)
        try:
            async with self._pool.acquire() as conn, conn.transaction():
                yield PgConnection(conn)
            self.commits += 1
        finally:
            if current is not None:
                self._holders.discard(current)

    async def close(self) -> None:
        """Wait for the transactions in progress, then close every connection (twice is
        harmless)."""
        if self._closed:
            return
        self._closed = True
        try:
            await self._pool.close()
        finally:
            await self._readers.close()
