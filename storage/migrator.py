"""Versioned schema migrations: numbered SQL files applied in order, each in one transaction.

A database records what it has applied in `schema_migrations` (version, name, applied_at).
Opening it applies the missing files; a database that knows a migration this code does not
(it was opened by a newer release) is refused instead of being written to by code that does
not understand its schema.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import aiosqlite

from storage.inline import InlineConnection

MIGRATIONS_DIR: Final = Path(__file__).with_name("migrations")
_FILE_NAME: Final = re.compile(r"^(?P<version>\d{4})_(?P<label>[a-z0-9_]+)\.sql$")

# The database's own clock, in the fixed-width format of `storage.timestamps`: bookkeeping
# of the schema only, so that opening a database needs no `now` from the caller.
_SQLITE_NOW: Final = "strftime('%Y-%m-%dT%H:%M:%f', 'now') || '000+00:00'"


class MigrationError(RuntimeError):
    """The migration files, or the database's record of them, are not consistent."""


class SchemaTooNew(MigrationError):
    """The database was migrated by newer code than this one; refuse to touch it."""

    def __init__(self, database_version: int, code_version: int) -> None:
        self.database_version = database_version
        self.code_version = code_version
        super().__init__(
            f"the database is at schema version {database_version}, but this code only knows "
            f"versions up to {code_version}: run a newer release (or restore a backup)"
        )


@dataclass(frozen=True)
class Migration:
    """One numbered SQL file."""

    version: int
    name: str
    sql: str

    def statements(self) -> list[str]:
        """The file's statements, one per `execute` call."""
        return split_statements(self.sql)


def load_migrations(folder: Path = MIGRATIONS_DIR) -> tuple[Migration, ...]:
    """Every `NNNN_name.sql` file of `folder`, checked to be numbered 1, 2, 3... without gaps.

    A gap or a duplicate number is almost always a merge mistake, and applying around it
    would give two databases different schemas under the same version.
    """
    migrations: list[Migration] = []
    for path in sorted(folder.glob("*.sql")):
        match = _FILE_NAME.match(path.name)
        if match is None:
            raise MigrationError(f"{path.name}: migration files are named NNNN_some_name.sql")
        migrations.append(
            Migration(int(match["version"]), path.stem, path.read_text(encoding="utf-8"))
        )
    for expected, migration in enumerate(migrations, start=1):
        if migration.version != expected:
            raise MigrationError(
                f"{migration.name}.sql: expected migration number {expected:04d} "
                "(migrations are numbered 0001, 0002... without gaps or duplicates)"
            )
    return tuple(migrations)


def split_statements(script: str) -> list[str]:
    """Split a SQL script into single statements.

    `executescript` would be simpler but, on Python 3.11, commits any open transaction first,
    so a failing migration could leave half a schema behind. Splitting at each `;` that SQLite
    itself calls the end of a complete statement keeps semicolons inside strings, comments and
    trigger bodies where they belong. Comment-only pieces are harmless no-ops.
    """
    statements: list[str] = []
    buffer = ""
    pieces = script.split(";")
    for index, piece in enumerate(pieces):
        buffer += piece
        if index < len(pieces) - 1:
            buffer += ";"
            if not sqlite3.complete_statement(buffer):
                continue
        if buffer.strip(" \t\r\n;"):
            statements.append(buffer.strip())
        buffer = ""
    return statements


async def _applied(conn: aiosqlite.Connection | InlineConnection) -> dict[int, str]:
    rows = await conn.execute_fetchall("SELECT version, name FROM schema_migrations")
    return {int(row[0]): str(row[1]) for row in rows}


def check_history(applied: dict[int, str], migrations: tuple[Migration, ...]) -> None:
    """Refuse a database whose applied migrations (version -> name) this code does not know,
    or knows under another name (SchemaTooNew, MigrationError); whatever its backend."""
    known = {migration.version: migration.name for migration in migrations}
    newest = max(applied, default=0)
    if newest > len(migrations):
        raise SchemaTooNew(newest, len(migrations))
    for version, name in sorted(applied.items()):
        if known[version] != name:
            raise MigrationError(
                f"migration {version} was applied as {name!r}, but the code names it "
                f"{known[version]!r}: the migration files were renamed or rewritten"
            )


async def apply_migrations(conn: aiosqlite.Connection | InlineConnection,
                           migrations: tuple[Migration, ...]) -> int:
    """Apply the missing migrations in order; return the schema version reached.

    Each file runs in its own `BEGIN IMMEDIATE` transaction together with its
    `schema_migrations` row, so it is applied entirely or not at all, and two processes
    opening the same file at once cannot both apply it. `conn` must be in autocommit mode
    (`isolation_level=None`).
    """
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version INTEGER PRIMARY KEY,"
        " name TEXT NOT NULL,"
        " applied_at TEXT NOT NULL)"
    )
    check_history(await _applied(conn), migrations)
    for migration in migrations:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            applied = await _applied(conn)  # re-read under the write lock
            check_history(applied, migrations)
            if migration.version not in applied:
                for statement in migration.statements():
                    await conn.execute(statement)
                await conn.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at)"
                    f" VALUES (?, ?, {_SQLITE_NOW})",
                    (migration.version, migration.name),
                )
        except BaseException as error:
            await conn.execute("ROLLBACK")
            if isinstance(error, sqlite3.Error):
                raise MigrationError(f"migration {migration.name}.sql failed: {error}") from error
            raise
        await conn.execute("COMMIT")
    return len(migrations)
