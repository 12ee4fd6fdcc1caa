"""Copying a whole database into an empty one: SQLite into PostgreSQL, and back
(`python bot.py --copy-database FROM TO`).

Both ends are opened (and so migrated) by this code, so they have the same schema (the twin
migrations, see tests/storage/test_schema_parity.py). Every table is copied row for row,
ids included, in one transaction of the target: a copy that fails leaves the target as
empty as it was. The bot must be stopped meanwhile (or the copy misses what it writes).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg

from storage.backends import AnyDatabase, is_server_url, open_database
from storage.database import Database
from storage.migrator import MigrationError
from storage.postgres.database import PostgresDatabase

# Tables other tables refer to, copied first so that every foreign key finds its row.
_REFERENCED = ("games",)
_BATCH = 1000


class CopyError(Exception):
    """The copy cannot be made (a bad location, a target that is not empty, a database
    error); nothing was written to the target. The message is one line for the user."""


@dataclass(frozen=True)
class CopyReport:
    """What was copied: rows per table."""

    rows: dict[str, int]


async def tables(db: AnyDatabase) -> list[str]:
    """The database's tables holding data (not its migration history), referenced ones
    first."""
    if isinstance(db, Database):
        sql = ("SELECT name FROM sqlite_master WHERE type = 'table'"
               " AND name NOT LIKE 'sqlite_%'")
    else:
        sql = ("SELECT table_name FROM information_schema.tables"
               " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")
    names = sorted(row[0] for row in await db.reader.execute_fetchall(sql)
                   if row[0] != "schema_migrations")
    return [*(name for name in _REFERENCED if name in names),
            *(name for name in names if name not in _REFERENCED)]


async def rows_of(db: AnyDatabase, table: str) -> list[Any]:
    """Every row of `table`, by its first column."""
    return list(await db.reader.execute_fetchall(f"SELECT * FROM {table} ORDER BY 1"))


async def _filled_tables(db: AnyDatabase) -> list[str]:
    """The tables of `db` that hold rows."""
    return [table for table in await tables(db)
            if await db.reader.execute_fetchall(f"SELECT 1 FROM {table} LIMIT 1")]


async def _restart_ids(conn: Any, names: Sequence[str]) -> None:
    """On PostgreSQL, move the generated ids of `names` (tables with an `id` column) past the
    copied ones (SQLite does it alone)."""
    for table in names:
        await conn.execute(
            f"SELECT setval(sequence, COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            f" FROM pg_get_serial_sequence('{table}', 'id') AS sequence"
            " WHERE sequence IS NOT NULL")


async def _copy(source: AnyDatabase, target: AnyDatabase) -> CopyReport:
    filled = await _filled_tables(target)
    if filled:
        raise CopyError(f"the target is not empty (table {filled[0]} has rows):"
                        " copy only into a new, empty database")
    names = await tables(source)
    if names != await tables(target):
        raise CopyError("the two databases do not have the same tables")
    copied: dict[str, int] = {}
    with_ids: list[str] = []
    async with target.transaction() as conn:
        for table in names:
            rows = await rows_of(source, table)
            copied[table] = len(rows)
            if not rows:
                continue
            columns = list(rows[0].keys())
            if "id" in columns:
                with_ids.append(table)
            insert = (f"INSERT INTO {table} ({', '.join(columns)})"
                      f" VALUES ({', '.join('?' for _ in columns)})")
            for start in range(0, len(rows), _BATCH):
                await conn.executemany(insert, [tuple(row) for row in rows[start:start + _BATCH]])
        if isinstance(target, PostgresDatabase):
            await _restart_ids(conn, with_ids)
    return CopyReport(copied)


def _where(location: str | Path) -> str:
    """A location as the user may see it: a server's URL without its password."""
    text = str(location)
    if is_server_url(text) and "@" in text:
        scheme, _, rest = text.partition("://")
        credentials, _, place = rest.rpartition("@")
        return f"{scheme}://{credentials.partition(':')[0]}@{place}"
    return text


async def copy_database(source: str | Path, target: str | Path) -> CopyReport:
    """Copy every row of the database at `source` into the empty one at `target` (each a
    PostgreSQL URL or a SQLite file path; a missing SQLite target is created).

    Raises CopyError, with a one-line message, for a missing source, a target that is the
    source or not empty, and any error of either database; the target is then left as it
    was (a new SQLite file stays, empty and migrated).
    """
    if str(source) == str(target):
        raise CopyError("FROM and TO are the same database")
    if not is_server_url(source) and not await asyncio.to_thread(Path(source).is_file):
        raise CopyError(f"no SQLite database at {source}")
    opened: list[AnyDatabase] = []
    try:
        for location in (source, target):
            try:
                opened.append(await open_database(location))
            except (OSError, sqlite3.Error, asyncpg.PostgresError, MigrationError,
                    ValueError) as error:
                raise CopyError(f"cannot open {_where(location)}: {_one_line(error)}") from error
        try:
            return await _copy(*opened)
        except (sqlite3.Error, asyncpg.PostgresError) as error:
            raise CopyError(f"the copy failed, nothing was written: {_one_line(error)}"
                            ) from error
    finally:
        for db in opened:
            await db.close()


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__
