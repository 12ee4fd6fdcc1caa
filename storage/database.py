"""The SQLite database file: its connections, its PRAGMAs, its migrations, its write lock.

One writer connection carries every write, one `BEGIN IMMEDIATE` transaction at a time
(an `asyncio.Lock` queues them), so writes never meet SQLITE_BUSY inside the process and a
transaction is never interleaved with another. A second, read-only connection serves plain
reads: in WAL mode they see the last committed state and never wait for an open write.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from storage.migrator import MIGRATIONS_DIR, apply_migrations, load_migrations


class DatabaseClosed(RuntimeError):
    """The database was closed; nothing more can be read or written through it."""


async def _pragma(conn: aiosqlite.Connection, statement: str) -> Any:
    """Run a PRAGMA and return the first column of its first row (None if it returns none)."""
    async with conn.execute(f"PRAGMA {statement}") as cursor:
        row = await cursor.fetchone()
    return None if row is None else row[0]


async def _configure(conn: aiosqlite.Connection, busy_timeout_ms: int) -> None:
    """The per-connection settings both connections share."""
    conn.row_factory = sqlite3.Row
    await _pragma(conn, f"busy_timeout = {int(busy_timeout_ms)}")
    await _pragma(conn, "foreign_keys = ON")
    await _pragma(conn, "synchronous = FULL")  # a commit reaches the disk before it returns


def _read_only_uri(path: Path) -> str:
    return path.resolve().as_uri() + "?mode=ro"


async def _execute(conn: aiosqlite.Connection, statement: str) -> None:
    async with conn.execute(statement):
        pass


async def _rollback(conn: aiosqlite.Connection) -> None:
    """Undo the open transaction, if SQLite has not already done so.

    After some errors (a failed BEGIN, a disk I/O error during COMMIT), or when a cancelled
    COMMIT went through after all, there is no transaction left to roll back: not a new
    error worth hiding the first one for. `in_transaction` is reliable once the ROLLBACK has
    run, since every statement queued before it has run too.
    """
    try:
        await _execute(conn, "ROLLBACK")
    except sqlite3.OperationalError:
        if conn.in_transaction:
            raise


class Database:
    """An open database file. Create it with `await Database.open(path)`; `close()` it."""

    def __init__(
        self, writer: aiosqlite.Connection, reader: aiosqlite.Connection, schema_version: int
    ) -> None:
        self._writer = writer
        self._reader = reader
        self._schema_version = schema_version
        self._write_lock = asyncio.Lock()
        self._lock_owner: asyncio.Task[Any] | None = None
        self._closed = False

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        busy_timeout_ms: int = 5000,
        migrations_dir: Path = MIGRATIONS_DIR,
    ) -> Database:
        """Open (creating it and its folder if needed) and migrate the database at `path`.

        `busy_timeout_ms` is how long a statement waits for another process holding the
        file's write lock (a backup, a second bot by mistake) before failing. Raises
        `storage.migrator.SchemaTooNew` for a database written by newer code, and
        `MigrationError` when a migration fails (nothing of that migration is kept).
        """
        if busy_timeout_ms < 0:
            raise ValueError("busy_timeout_ms must be >= 0")
        file = Path(path)
        migrations = load_migrations(migrations_dir)
        file.parent.mkdir(parents=True, exist_ok=True)
        writer = await aiosqlite.connect(file, isolation_level=None)
        try:
            await _configure(writer, busy_timeout_ms)
            mode = await _pragma(writer, "journal_mode = WAL")
            if str(mode).lower() != "wal":
                raise sqlite3.OperationalError(
                    f"{file}: could not switch to WAL journal mode (got {mode!r}); "
                    "a network or special file system cannot hold this database"
                )
            version = await apply_migrations(writer, migrations)
            reader = await aiosqlite.connect(
                _read_only_uri(file), uri=True, isolation_level=None
            )
            try:
                await _configure(reader, busy_timeout_ms)
            except BaseException:
                await reader.close()
                raise
        except BaseException:
            await writer.close()
            raise
        return cls(writer, reader, version)

    @property
    def reader(self) -> aiosqlite.Connection:
        """The read-only connection for plain reads outside any transaction."""
        if self._closed:
            raise DatabaseClosed("the database is closed")
        return self._reader

    @property
    def schema_version(self) -> int:
        """The number of the last migration applied."""
        return self._schema_version

    @property
    def closed(self) -> bool:
        """Whether `close()` has been called."""
        return self._closed

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction on the writer connection: all of it commits, or none of it.

        Transactions queue behind one another (fairly, in arrival order). The block's
        exception, cancellation included, rolls everything back and is re-raised. A task
        cancelled while its COMMIT runs gets CancelledError, and the commit may have happened
        (as with a crash after COMMIT). Statements, COMMIT and ROLLBACK included, run in the
        order they were issued, because aiosqlite runs them all on one thread from one queue:
        a cancelled await never lets the next transaction overtake the previous one's end.
        Opening a transaction inside another one in the same task would wait for itself
        forever, so it raises RuntimeError instead.
        """
        current = asyncio.current_task()
        if current is not None and current is self._lock_owner:
            raise RuntimeError("a transaction is already open in this task (no nesting)")
        async with self._write_lock:
            if self._closed:
                raise DatabaseClosed("the database is closed")
            self._lock_owner = current
            try:
                await _execute(self._writer, "BEGIN IMMEDIATE")
                yield self._writer
                await _execute(self._writer, "COMMIT")
            except BaseException:
                await _rollback(self._writer)
                raise
            finally:
                self._lock_owner = None

    async def close(self) -> None:
        """Wait for the transaction in progress (and those already queued), then close.

        Closing twice is harmless.
        """
        async with self._write_lock:
            if self._closed:
                return
            self._closed = True
            try:
                try:
                    await _pragma(self._writer, "optimize")  # SQLite's advice on closing
                finally:
                    await self._writer.close()
            finally:
                await self._reader.close()
