"""A SQLite connection used from the event loop itself, with aiosqlite's call signatures.

aiosqlite runs every statement on a thread of its own: each call is a round trip through a
queue, a future and the loop's self-pipe, about 100 µs of CPU and a wait for the loop's next
turn, where the statement itself (a row found by its key) takes 10 µs. A move makes some
thirty such calls, and those inside a write transaction hold the write lock across every
round trip. So the statements that cannot wait (key lookups on the WAL reader, which never
waits for a writer, and the statements of a transaction that already holds the write lock)
run here, inline; whatever may wait or take long (BEGIN IMMEDIATE, which can wait for
another process's lock; COMMIT and its fsync; big reads) goes through `in_thread`.

The query modules are written against the small part of aiosqlite's interface below, so
they run unchanged on either kind of connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Callable, Generator, Iterable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class InlineCursor:
    """A finished statement: its rows, how many rows it changed, the last inserted rowid."""

    def __init__(self, cursor: sqlite3.Cursor) -> None:
        self._cursor = cursor
        self.rowcount = cursor.rowcount
        self.lastrowid = cursor.lastrowid

    async def fetchone(self) -> Any:
        """The next row, or None."""
        return self._cursor.fetchone()

    async def fetchall(self) -> list[Any]:
        """Every remaining row."""
        return self._cursor.fetchall()

    async def close(self) -> None:
        """Let the statement go (ends the read it may hold open)."""
        self._cursor.close()

    async def __aenter__(self) -> InlineCursor:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._cursor.close()


class _Pending:
    """What `execute` returns: awaited, or used in `async with`, like aiosqlite's."""

    def __init__(self, run: Callable[[], InlineCursor]) -> None:
        self._run = run
        self._cursor: InlineCursor | None = None

    def __await__(self) -> Generator[Any, None, InlineCursor]:
        return self._enter().__await__()

    async def _enter(self) -> InlineCursor:
        self._cursor = self._run()
        return self._cursor

    async def __aenter__(self) -> InlineCursor:
        return await self._enter()

    async def __aexit__(self, *exc: object) -> None:
        if self._cursor is not None:
            await self._cursor.close()


class InlineConnection:
    """A `sqlite3.Connection` behind aiosqlite's coroutine signatures, run on the caller's
    thread. Never used from two threads at once: `in_thread` is awaited by its caller,
    which holds the connection meanwhile (the write lock, for the writer)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    @classmethod
    def open(cls, database: str, *, uri: bool = False) -> InlineConnection:
        """Connect in autocommit mode (transactions are explicit), usable from the thread
        `in_thread` borrows."""
        conn = sqlite3.connect(database, uri=uri, isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        return cls(conn)

    @property
    def row_factory(self) -> Any:
        """How rows come back (`sqlite3.Row`)."""
        return self._conn.row_factory

    @row_factory.setter
    def row_factory(self, factory: Any) -> None:
        self._conn.row_factory = factory

    @property
    def in_transaction(self) -> bool:
        """Whether a transaction is open."""
        return self._conn.in_transaction

    def execute(self, sql: str, parameters: Iterable[Any] = ()) -> _Pending:
        """Run one statement; await it or `async with` it for its cursor."""
        return _Pending(lambda: InlineCursor(self._conn.execute(sql, tuple(parameters))))

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Any]:
        """Run one statement and return all its rows."""
        return self._conn.execute(sql, tuple(parameters)).fetchall()

    async def executemany(self, sql: str, parameters: Iterable[Sequence[Any]]) -> None:
        """Run one statement for each parameter set."""
        self._conn.executemany(sql, parameters)

    async def set_trace_callback(self, callback: Callable[[str], object] | None) -> None:
        """Have `callback` called with every statement run (tests use it)."""
        self._conn.set_trace_callback(callback)

    async def in_thread(self, function: Callable[[sqlite3.Connection], T]) -> T:
        """Run `function(connection)` on a worker thread: for what may wait (a lock held by
        another process, an fsync) and must not hold up the event loop meanwhile."""
        running = asyncio.ensure_future(asyncio.to_thread(function, self._conn))
        try:
            return await asyncio.shield(running)
        except asyncio.CancelledError:
            # The connection is the thread's until it lets go: wait for it, then give up.
            with contextlib.suppress(BaseException):
                await asyncio.wait({running})
            raise

    async def close(self) -> None:
        """Close the connection."""
        self._conn.close()
