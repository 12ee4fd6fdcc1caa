"""The SQLite database file: its connections, its PRAGMAs, its migrations, its write lock.

One writer connection carries every write, one `BEGIN IMMEDIATE` transaction at a time
(an `asyncio.Lock` queues them), so writes never meet SQLITE_BUSY inside the process and a
transaction is never interleaved with another. Read-only connections serve plain reads: in
WAL mode they see the last committed state and never wait for an open write.

The writer's statements run inline on the event loop (see `inline`): the transaction holds
the write lock, so they never wait, and each takes microseconds; only BEGIN IMMEDIATE (which
may wait for another process) and COMMIT (an fsync) go to a thread. Reads come in two kinds:
`quick_reader` runs key lookups inline, `reader` (aiosqlite) runs the rest on its thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from storage.inline import InlineConnection
from storage.migrator import MIGRATIONS_DIR, apply_migrations, load_migrations


class DatabaseClosed(RuntimeError):
    """The database was closed; nothing more can be read or written through it."""


class OpenDatabase:
    """What every backend's open database shares (SQLite's `Database`, PostgreSQL's
    `PostgresDatabase`): the schema version it was migrated to, and refusing to serve once
    closed."""

    def __init__(self, schema_version: int) -> None:
        self._schema_version = schema_version
        self._closed = False

    @property
    def schema_version(self) -> int:
        """The number of the last migration applied."""
        return self._schema_version

    @property
    def closed(self) -> bool:
        """Whether `close()` has been called."""
        return self._closed

    def _check_open(self) -> None:
        """Raise DatabaseClosed once `close()` has been called."""
        if self._closed:
            raise DatabaseClosed("the database is closed")


async def _pragma(conn: aiosqlite.Connection | InlineConnection, statement: str) -> Any:
    """Run a PRAGMA and return the first column of its first row (None if it returns none)."""
    async with conn.execute(f"PRAGMA {statement}") as cursor:
        row = await cursor.fetchone()
    return None if row is None else row[0]


async def configure(conn: aiosqlite.Connection | InlineConnection,
                    busy_timeout_ms: int = 5000) -> None:
    """The per-connection settings every connection shares (public so a benchmark can hold a
    plain connection to the same settings as the bot's)."""
    conn.row_factory = sqlite3.Row
    await _pragma(conn, f"busy_timeout = {int(busy_timeout_ms)}")
    await _pragma(conn, "foreign_keys = ON")
    await _pragma(conn, "synchronous = FULL")  # a commit reaches the disk before it returns


def _commit_error(cause: BaseException) -> sqlite3.OperationalError:
    """What each transaction of a group that could not be committed raises."""
    error = sqlite3.OperationalError(f"the commit failed, nothing was saved: {cause}")
    error.__cause__ = cause
    return error


def _read_only_uri(path: Path) -> str:
    return path.resolve().as_uri() + "?mode=ro"


_MAY_WAIT = ("BEGIN IMMEDIATE", "COMMIT")  # for another process's lock; for the fsync


async def _execute(conn: aiosqlite.Connection | InlineConnection, statement: str) -> None:
    """Run a statement without rows; on an inline connection, one that may wait runs on a
    thread, so the event loop goes on meanwhile."""
    if isinstance(conn, InlineConnection) and statement in _MAY_WAIT:
        await conn.in_thread(lambda raw: raw.execute(statement).close())
        return
    async with conn.execute(statement):
        pass


async def _rollback(conn: InlineConnection) -> None:
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


class Database(OpenDatabase):
    """An open database file. Create it with `await Database.open(path)`; `close()` it."""

    def __init__(
        self, writer: InlineConnection, reader: aiosqlite.Connection,
        quick_reader: InlineConnection, schema_version: int
    ) -> None:
        super().__init__(schema_version)
        self._writer = writer
        self._reader = reader
        self._quick_reader = quick_reader
        self._write_lock = asyncio.Lock()
        self._lock_owner: asyncio.Task[Any] | None = None
        # The transactions run since the shared BEGIN, waiting for its COMMIT (None: no
        # shared transaction is open), and the task that will commit them.
        self._group: list[asyncio.Future[None]] | None = None
        self._committer: asyncio.Task[None] | None = None
        self.commits = 0  # COMMITs issued: fewer than transactions when groups form

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
        writer = InlineConnection.open(str(file))
        opened: list[InlineConnection | aiosqlite.Connection] = [writer]
        try:
            await configure(writer, busy_timeout_ms)
            mode = await _pragma(writer, "journal_mode = WAL")
            if str(mode).lower() != "wal":
                raise sqlite3.OperationalError(
                    f"{file}: could not switch to WAL journal mode (got {mode!r}); "
                    "a network or special file system cannot hold this database"
                )
            version = await apply_migrations(writer, migrations)
            reader = await aiosqlite.connect(_read_only_uri(file), uri=True, isolation_level=None)
            opened.append(reader)
            await configure(reader, busy_timeout_ms)
            quick_reader = InlineConnection.open(_read_only_uri(file), uri=True)
            opened.append(quick_reader)
            await configure(quick_reader, busy_timeout_ms)
        except BaseException:
            for conn in reversed(opened):
                await conn.close()
            raise
        return cls(writer, reader, quick_reader, version)

    @property
    def reader(self) -> aiosqlite.Connection:
        """The read-only connection for plain reads outside any transaction."""
        self._check_open()
        return self._reader

    @property
    def quick_reader(self) -> InlineConnection:
        """The read-only connection for key lookups, run inline on the event loop (a read
        of a few rows by key; anything that may scan goes to `reader`)."""
        self._check_open()
        return self._quick_reader

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[InlineConnection]:
        """One write transaction on the writer connection: all of it commits, or none of it.

        Transactions queue behind one another (fairly, in arrival order) and each runs in a
        SAVEPOINT of a shared SQLite transaction; the block's exception, cancellation
        included, rolls its own savepoint back and is re-raised. The block returns only once
        a COMMIT holding its changes has reached the disk. That COMMIT is shared ("group
        commit"): it runs as soon as the transactions that were already queued when the
        first one of the group finished have run too, so under load many transactions pay
        for one fsync instead of one each, and alone a transaction commits at once. Should
        the COMMIT fail, every transaction of the group fails with its error (nothing of
        them is kept). A task cancelled while waiting for the COMMIT gets CancelledError, and
        the commit may still happen (as with a crash after COMMIT). Statements run in the
        order they were issued: inline, and only by the holder of the write lock.
        Opening a transaction inside another one in the same task would wait for itself
        forever, so it raises RuntimeError instead.
        """
        current = asyncio.current_task()
        if current is not None and current is self._lock_owner:
            raise RuntimeError("a transaction is already open in this task (no nesting)")
        async with self._write_lock:
            self._check_open()
            self._lock_owner = current
            try:
                if self._group is None:
                    await _execute(self._writer, "BEGIN IMMEDIATE")
                    self._group = []
                await _execute(self._writer, "SAVEPOINT tx")
                try:
                    yield self._writer
                except BaseException as error:
                    await self._undo_savepoint(error)
                    raise
                await _execute(self._writer, "RELEASE tx")
                committed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
                self._group.append(committed)
                if self._committer is None:
                    self._committer = asyncio.create_task(self._commit_group(), name="group-commit")
            finally:
                self._lock_owner = None
        await asyncio.shield(committed)

    async def _undo_savepoint(self, error: BaseException) -> None:
        """Roll back the failed transaction's savepoint; when SQLite has already rolled the
        whole shared transaction back (some I/O errors do), the group is lost with it."""
        try:
            await _execute(self._writer, "ROLLBACK TO tx")
            await _execute(self._writer, "RELEASE tx")
        except sqlite3.OperationalError:
            if self._writer.in_transaction:
                raise
        if not self._writer.in_transaction:
            self._fail_group(error)

    def _fail_group(self, error: BaseException) -> None:
        group, self._group = self._group or [], None
        for waiter in group:
            if not waiter.done():
                waiter.set_exception(_commit_error(error))

    async def _commit_group(self) -> None:
        """Queue for the write lock behind the transactions already waiting, then COMMIT
        them all at once and wake their owners."""
        try:
            async with self._write_lock:
                await self._commit_now()
        finally:
            self._committer = None

    async def _commit_now(self) -> None:
        """COMMIT the open group, if any (the write lock is held)."""
        if self._group is None:
            return
        group, self._group = self._group, None
        try:
            self.commits += 1
            await _execute(self._writer, "COMMIT")
        except BaseException as error:
            await _rollback(self._writer)
            for waiter in group:
                if not waiter.done():
                    waiter.set_exception(_commit_error(error))
            if not isinstance(error, Exception):
                raise
            return
        for waiter in group:
            if not waiter.done():
                waiter.set_result(None)

    async def close(self) -> None:
        """Wait for the transaction in progress (and those already queued), then close.

        Closing twice is harmless.
        """
        async with self._write_lock:
            if self._closed:
                return
            await self._commit_now()
            self._closed = True
            try:
                try:
                    # SQLite's advice on closing, and only advice: another process holding
                    # the write lock (a shared file) must not turn a clean stop into a crash.
                    with contextlib.suppress(sqlite3.OperationalError):
                        await _pragma(self._writer, "optimize")
                finally:
                    await self._writer.close()
            finally:
                try:
                    await self._reader.close()
                finally:
                    await self._quick_reader.close()
