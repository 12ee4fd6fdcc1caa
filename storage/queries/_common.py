"""Plumbing shared by the query modules: running statements, rows into records and values
into columns, JSON, placeholders, upserts."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any, Protocol, TypeVar, get_origin

import aiosqlite
import asyncpg
from pydantic import BaseModel

from storage.inline import InlineConnection
from storage.postgres.connection import PgConnection, PoolReader
from storage.timestamps import from_db_time, optional_from_db_time, to_db_time

R = TypeVar("R", bound=BaseModel)

Connection = aiosqlite.Connection | InlineConnection | PgConnection | PoolReader
"""What the queries run on: an aiosqlite connection, one used inline (see `inline`), or a
PostgreSQL connection or pool behind the same calls (see `storage.postgres.connection`)."""


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


async def fetch_record(
    conn: Connection, read: Callable[[Row], R], sql: str, params: Iterable[Any] = ()
) -> R | None:
    """The record of the one row `sql` finds, or None."""
    row = await fetch_one(conn, sql, params)
    return None if row is None else read(row)


async def write_record(
    conn: Connection, read: Callable[[Row], R], sql: str, params: Iterable[Any] = ()
) -> R:
    """The record of the one row a write (`... RETURNING *`) made or changed."""
    record = await fetch_record(conn, read, sql, params)
    assert record is not None  # the statement writes, and so returns, exactly one row
    return record


async def write(conn: Connection, sql: str, params: Iterable[Any] = ()) -> int:
    """Run one INSERT/UPDATE/DELETE; return how many rows it changed (an id a statement
    generates is read with RETURNING, which both backends have)."""
    async with conn.execute(sql, params) as cursor:
        return cursor.rowcount


UNIQUE = "unique"  # a UNIQUE constraint or index (not the primary key)
FOREIGN_KEY = "foreign key"

# The integrity errors of each backend, and which constraint each code names.
_SQLITE_CONSTRAINTS = {sqlite3.SQLITE_CONSTRAINT_UNIQUE: UNIQUE,
                       sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY: FOREIGN_KEY}
_POSTGRES_CONSTRAINTS = {"23505": UNIQUE, "23503": FOREIGN_KEY}  # SQLSTATE codes
INTEGRITY_ERRORS: tuple[type[Exception], ...] = (
    sqlite3.IntegrityError, asyncpg.IntegrityConstraintViolationError)
"""What a statement breaking a constraint raises, on either backend (catch these, then ask
`violated` which constraint it was)."""


def violated(error: Exception) -> str | None:
    """Which kind of constraint an integrity error broke (UNIQUE, FOREIGN_KEY), on either
    backend; None for another kind (a CHECK, a trigger)."""
    if isinstance(error, sqlite3.IntegrityError):
        return _SQLITE_CONSTRAINTS.get(error.sqlite_errorcode)
    if str(getattr(error, "constraint_name", "")).endswith("_pkey"):
        return None  # PostgreSQL's 23505 covers the primary key too
    return _POSTGRES_CONSTRAINTS.get(getattr(error, "sqlstate", ""))


def to_json(value: dict[str, Any]) -> str:
    """Compact, key-sorted JSON: equal dicts are stored as equal text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def placeholders(values: Sequence[object]) -> str:
    """`?, ?, ?` for an IN list or a VALUES row of that many values."""
    return ", ".join("?" for _ in values)


def db_value(value: object) -> object:
    """A Python value as its column stores it: a boolean as 0/1, a time as its fixed-width
    text (see `timestamps`), a dict as key-sorted JSON; anything else as it is."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, datetime):
        return to_db_time(value)
    if isinstance(value, dict):
        return to_json(value)
    return value


def _column_reader(annotation: object) -> Callable[[Any], Any] | None:
    """How a stored value becomes the field's Python value (None: as it is stored); the
    inverse of `db_value` for the field's declared type."""
    if annotation is bool:
        return bool
    if annotation is datetime:
        return from_db_time
    if annotation == datetime | None:
        return optional_from_db_time
    if get_origin(annotation) is dict:
        return json.loads
    return None


def record_reader(model: type[R], **special: Callable[[Any], Any]) -> Callable[[Row], R]:
    """The function turning a row (with at least the record's columns, under the record's
    field names) into a `model` record: each column read back by its field's type, or by
    the `special` reader given for it. The record declares its columns; nothing else does.
    A field with a default may be missing from the row (a database not yet migrated to the
    column, as a migration's test reads it): the record takes the default."""
    readers = [(name, special.get(name) or _column_reader(field.annotation),
                not field.is_required())
               for name, field in model.model_fields.items()]

    def read(row: Row) -> R:
        values: dict[str, Any] = {}
        for name, reader, optional in readers:
            try:
                stored = row[name]
            except IndexError:
                if optional:
                    continue
                raise
            values[name] = stored if reader is None else reader(stored)
        return model.model_validate(values)

    return read


def column_values(changes: Mapping[str, object], columns: Iterable[str]) -> dict[str, object]:
    """The stored values of `changes`, which may only name `columns` (the keys of the
    TypedDict the caller was typed against): a column name goes into SQL as it is, so an
    unknown one is refused rather than trusted."""
    unknown = changes.keys() - set(columns)
    if unknown:
        raise TypeError(f"not a column that may be set here: {sorted(unknown)}")
    return {column: db_value(value) for column, value in changes.items()}


def stamped_values(
    changes: Mapping[str, object], columns: Iterable[str], now: datetime
) -> dict[str, object]:
    """`column_values`, and `updated_at` set to `now`: what every change of a row that
    keeps the time of its last change writes."""
    return {**column_values(changes, columns), "updated_at": to_db_time(now)}


async def upsert(
    conn: Connection, table: str, key: Mapping[str, object], changes: Mapping[str, object]
) -> sqlite3.Row:
    """Insert the row of `key` with `changes` (the table's defaults elsewhere), or update
    just the `changes` columns of the row already there; the row as it now stands.
    `changes` must not be empty."""
    columns = [*key, *changes]
    updates = ", ".join(f"{column} = excluded.{column}" for column in changes)
    row = await fetch_one(
        conn,
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({placeholders(columns)})"
        f" ON CONFLICT ({', '.join(key)}) DO UPDATE SET {updates} RETURNING *",
        (*key.values(), *changes.values()),
    )
    assert row is not None  # the statement writes, and so returns, exactly one row
    return row
