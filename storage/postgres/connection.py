"""asyncpg connections behind the small part of aiosqlite's interface that the queries of
`storage.queries` use (`execute`, `execute_fetchall`, `executemany`), so the same queries run
on PostgreSQL, through `dialect.translate`.

`PgConnection` is one connection (a transaction's, or the migrator's); `PoolReader` runs
each statement on a connection of the pool (reads outside a transaction, which see the last
commit and never wait for an open transaction).
"""

from __future__ import annotations

from collections.abc import Generator, Iterable, Sequence
from typing import Any

import asyncpg

from storage.postgres.dialect import translate

_RETURNS_ROWS = ("SELECT", "WITH", "VALUES", "EXPLAIN", "SHOW")


def _returns_rows(sql: str) -> bool:
    return sql.lstrip().upper().startswith(_RETURNS_ROWS) or " RETURNING " in sql.upper()


def _changed(status: str) -> int:
    """The rows a command changed, from its status ('UPDATE 3', 'INSERT 0 1'); -1 if none."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else -1


class PgCursor:
    """A finished statement: its rows and how many rows it changed (`lastrowid` is always
    None: the queries read generated ids with RETURNING)."""

    lastrowid = None

    def __init__(self, rows: list[asyncpg.Record], rowcount: int) -> None:
        self._rows = rows
        self._next = 0
        self.rowcount = rowcount

    async def fetchone(self) -> Any:
        """The next row, or None."""
        if self._next >= len(self._rows):
            return None
        self._next += 1
        return self._rows[self._next - 1]

    async def fetchall(self) -> list[Any]:
        """Every remaining row."""
        rows, self._next = self._rows[self._next:], len(self._rows)
        return rows

    async def close(self) -> None:
        """Nothing to let go: the rows were read at once."""

    async def __aenter__(self) -> PgCursor:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


async def run(conn: asyncpg.Connection, sql: str, parameters: Iterable[Any]) -> PgCursor:
    """Run one statement written for SQLite on `conn`."""
    statement, arguments = translate(sql), tuple(parameters)
    if _returns_rows(statement):
        rows = await conn.fetch(statement, *arguments)
        return PgCursor(rows, len(rows))
    return PgCursor([], _changed(await conn.execute(statement, *arguments)))


class _Pending:
    """What `execute` returns: awaited, or used in `async with`, like aiosqlite's."""

    def __init__(self, cursor: Any) -> None:
        self._cursor = cursor

    def __await__(self) -> Generator[Any, None, PgCursor]:
        cursor: PgCursor = yield from self._cursor.__await__()
        return cursor

    async def __aenter__(self) -> PgCursor:
        cursor: PgCursor = await self._cursor
        return cursor

    async def __aexit__(self, *exc: object) -> None:
        return None


class PgConnection:
    """One asyncpg connection with aiosqlite's call signatures (SQLite's SQL, translated)."""

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.raw = conn

    def execute(self, sql: str, parameters: Iterable[Any] = ()) -> _Pending:
        """Run one statement; await it or `async with` it for its cursor."""
        return _Pending(run(self.raw, sql, parameters))

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Any]:
        """Run one statement and return all its rows."""
        return await (await run(self.raw, sql, parameters)).fetchall()

    async def executemany(self, sql: str, parameters: Iterable[Sequence[Any]]) -> None:
        """Run one statement for each parameter set, in one round trip."""
        await self.raw.executemany(translate(sql), [tuple(row) for row in parameters])


class PoolReader:
    """`PgConnection`'s interface over a pool: each statement on a pooled connection, outside
    any transaction (for reads: a write here would commit on its own)."""

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def _run(self, sql: str, parameters: Iterable[Any]) -> PgCursor:
        async with self._pool.acquire() as conn:
            return await run(conn, sql, parameters)

    def execute(self, sql: str, parameters: Iterable[Any] = ()) -> _Pending:
        """Run one statement; await it or `async with` it for its cursor."""
        return _Pending(self._run(sql, parameters))

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Any]:
        """Run one statement and return all its rows."""
        return await (await self._run(sql, parameters)).fetchall()

    async def executemany(self, sql: str, parameters: Iterable[Sequence[Any]]) -> None:
        """Run one statement for each parameter set (each set commits on its own)."""
        async with self._pool.acquire() as conn:
            await conn.executemany(translate(sql), [tuple(row) for row in parameters])
