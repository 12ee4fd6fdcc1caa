"""Plumbing shared by the query modules: running statements, JSON, placeholders."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

import aiosqlite

from storage.inline import InlineConnection

Connection = aiosqlite.Connection | InlineConnection
"""What the queries run on: an aiosqlite connection, or one used inline (see `inline`)."""


class Row(Protocol):
    """What a row converter reads: a `sqlite3.Row`, or a dict of the same columns (a row
    that SQLite sent as a JSON object, see `bundles`)."""

    def __getitem__(self, key: str, /) -> Any:
        """The value of one column."""


async def fetch_all(
    conn: Connection, sql: str, params: Iterable[Any] = ()
) -> list[sqlite3.Row]:
    """Every row of a query."""
    return list(await conn.execute_fetchall(sql, params))


async def fetch_one(
    conn: Connection, sql: str, params: Iterable[Any] = ()
) -> sqlite3.Row | None:
    """The first row of a query (for queries of one row at most: a key, an aggregate).

    Run and read to the end in one call on the connection's thread. A cursor kept open
    across awaits (execute, then fetchone, then close: three calls) keeps the connection's
    read transaction, and with it an old snapshot, open in between, and every other read
    on the shared connection meanwhile would not see commits made since: a game just
    created could read as missing.
    """
    rows = await conn.execute_fetchall(sql, params)
    for row in rows:
        return row
    return None


async def write(
    conn: Connection, sql: str, params: Iterable[Any] = ()
) -> tuple[int, int]:
    """Run one INSERT/UPDATE/DELETE; return (rows changed, last inserted rowid)."""
    async with conn.execute(sql, params) as cursor:
        return cursor.rowcount, cursor.lastrowid or 0


def constraint_code(error: sqlite3.IntegrityError) -> int:
    """Which constraint failed (sqlite3.SQLITE_CONSTRAINT_UNIQUE, ..._FOREIGNKEY...)."""
    return error.sqlite_errorcode


def to_json(value: dict[str, Any]) -> str:
    """Compact, key-sorted JSON: equal dicts are stored as equal text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def placeholders(values: Sequence[object]) -> str:
    """`?, ?, ?` for an IN list or a VALUES row of that many values."""
    return ", ".join("?" for _ in values)
