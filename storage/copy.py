"""Copying a whole database into an empty one: SQLite into PostgreSQL, and back
(`python bot.py --copy-database FROM TO`).

A command-line tool refuses before it touches anything. Both ends are checked first, by
reading alone: each URL's syntax (a port out of range would otherwise reach another port),
the source is this bot's database (its `schema_migrations` names this bot's migrations, a
SQLite file read through a read-only connection, never migrated), the target is empty (a
SQLite file absent, empty, or without a table; a PostgreSQL schema without a table). Only
then is anything opened for writing, so a refusal leaves both files byte for byte as they
were, and creates none.

Then both ends are opened (and so migrated) by this code, so they have the same schema (the
twin migrations, see tests/storage/test_schema_parity.py). Every table is copied row for
row, ids included, in one transaction of the target; a copy that fails leaves the target as
it was: on PostgreSQL the migrations run in that same transaction, a SQLite file gets its
bytes back (or is removed, with the folders made for it). The bot must be stopped meanwhile
(or the copy misses what it writes).
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

import asyncpg

from storage.backends import AnyDatabase, is_server_url, open_database
from storage.database import Database
from storage.migrator import MIGRATIONS_DIR, MigrationError, check_history, load_migrations
from storage.postgres.connection import PgConnection
from storage.postgres.database import MIGRATIONS_DIR as SERVER_MIGRATIONS_DIR
from storage.postgres.database import apply_migrations as migrate_server

# Tables other tables refer to, copied first so that every foreign key finds its row.
_REFERENCED = ("games",)
_BATCH = 1000
# The files SQLite keeps beside a database (write-ahead log, its index, rollback journal).
_SIDECARS = ("-wal", "-shm", "-journal")
_SERVER_ERRORS = (OSError, ValueError, asyncpg.PostgresError, asyncpg.InterfaceError)


class CopyError(Exception):
    """The copy cannot be made (a bad location, a source that is not this bot's database, a
    target that is not empty, a database error); the target was left as it was. The
    message is one line for the user."""


@dataclass(frozen=True)
class CopyReport:
    """What was copied: rows per table."""

    rows: dict[str, int]


async def tables(db: AnyDatabase) -> list[str]:
    """The database's tables holding data (not its migration history), referenced ones
    first."""
    return await _tables_through(db.reader, server=not isinstance(db, Database))


async def _tables_through(reader: Any, *, server: bool) -> list[str]:
    """`tables`, read through any connection with `execute_fetchall` (a transaction's
    too, which sees the tables it created)."""
    if server:
        sql = ("SELECT table_name FROM information_schema.tables"
               " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")
    else:
        sql = ("SELECT name FROM sqlite_master WHERE type = 'table'"
               " AND name NOT LIKE 'sqlite_%'")
    names = sorted(row[0] for row in await reader.execute_fetchall(sql)
                   if row[0] != "schema_migrations")
    return [*(name for name in _REFERENCED if name in names),
            *(name for name in names if name not in _REFERENCED)]


async def rows_of(db: AnyDatabase, table: str) -> list[Any]:
    """Every row of `table`, by its first column."""
    return list(await db.reader.execute_fetchall(f"SELECT * FROM {table} ORDER BY 1"))


# --- checking both ends, reading only ---------------------------------------------------


@dataclass(frozen=True)
class _Contents:
    """What a database holds, as far as the checks care: the names of its schema's tables
    (and views), and its migration history (version -> name; None without the table)."""

    names: list[str]
    history: dict[int, str] | None


def _split_url(url: str) -> tuple[str, str]:
    """A server URL's host list (`host[:port]` pieces joined by commas, credentials dropped)
    and its query."""
    rest = url.partition("://")[2]
    rest, _, query = rest.partition("?")
    netloc = rest.partition("/")[0]
    return netloc.rpartition("@")[2], query.partition("#")[0]


def _ports(url: str) -> Iterator[str]:
    """Every port a server URL names: after each of its hosts, and in a `port=` parameter."""
    hosts, query = _split_url(url)
    for host in hosts.split(","):
        after = host.rpartition("]")[2] if host.startswith("[") else host
        if ":" in after:
            yield after.rpartition(":")[2]
    for key, value in parse_qsl(query, keep_blank_values=True):
        if key == "port":
            yield from value.split(",")


def check_url(url: str) -> None:
    """Refuse a PostgreSQL URL whose port is not a number from 1 to 65535 (an empty one
    means the default): asyncpg would fail deep inside, or quietly take 99999 for 34463 and
    knock on another program's door."""
    for port in _ports(url):
        if port and not (port.isascii() and port.isdigit() and 1 <= int(port) <= 65535):
            raise CopyError(f"bad PostgreSQL URL {_where(url)}: the port must be a number"
                            f" from 1 to 65535, not {port!r}")


def _read_sqlite(path: Path) -> _Contents:
    """The contents of the SQLite file at `path`, read without writing a byte: through a
    read-only connection, and, when no write-ahead log or journal lies beside it (nothing
    committed is outside the file), as an immutable file, so that SQLite does not even
    create its -wal and -shm files."""
    quiet = not any(path.with_name(path.name + suffix).exists() for suffix in _SIDECARS)
    uri = path.resolve().as_uri() + ("?mode=ro&immutable=1" if quiet else "?mode=ro")
    conn = sqlite3.connect(uri, uri=True)
    try:
        names = [str(row[0]) for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')"
            " AND name NOT LIKE 'sqlite_%' ORDER BY name")]
        history = None
        if "schema_migrations" in names:
            try:
                history = {int(version): str(name) for version, name in conn.execute(
                    "SELECT version, name FROM schema_migrations")}
            except (sqlite3.Error, ValueError, TypeError):
                history = {}  # another program's table of that name
        return _Contents(names, history)
    finally:
        conn.close()


async def _read_server(url: str) -> _Contents:
    """The contents of the PostgreSQL database at `url`, read in a read-only transaction."""
    conn = await asyncpg.connect(url)
    try:
        async with conn.transaction(readonly=True):
            if await conn.fetchval("SELECT current_schema()") is None:
                raise CopyError(f"{_where(url)} has no schema to create the tables in"
                                " (see its search_path)")
            names = [str(row[0]) for row in await conn.fetch(
                "SELECT c.relname FROM pg_class c"
                " JOIN pg_namespace n ON n.oid = c.relnamespace"
                " WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')"
                " ORDER BY c.relname")]
            history = None
            if "schema_migrations" in names:
                try:
                    async with conn.transaction():  # a savepoint: a failure ends only it
                        history = {int(row[0]): str(row[1]) for row in await conn.fetch(
                            "SELECT version, name FROM schema_migrations")}
                except (asyncpg.PostgresError, ValueError, TypeError):
                    history = {}
        return _Contents(names, history)
    finally:
        await conn.close()


async def _read(location: str | Path) -> _Contents:
    """The contents of the database at `location` (which exists), read only; a database
    that cannot be read is refused."""
    try:
        if is_server_url(location):
            return await _read_server(str(location))
        return await asyncio.to_thread(_read_sqlite, Path(location))
    except (*_SERVER_ERRORS, sqlite3.Error) as error:
        raise CopyError(f"cannot open {_where(location)}: {_one_line(error)}") from error


async def check_source(source: str | Path) -> None:
    """Refuse a source that is missing, or is not this bot's database, or was written by a
    newer release of it; nothing is written to it."""
    if not is_server_url(source) and not await asyncio.to_thread(Path(source).is_file):
        raise CopyError(f"no SQLite database at {source}")
    contents = await _read(source)
    folder = SERVER_MIGRATIONS_DIR if is_server_url(source) else MIGRATIONS_DIR
    migrations = load_migrations(folder)
    history = contents.history or {}
    if history.get(1) != migrations[0].name or min(history) < 1:
        raise CopyError(f"{_where(source)} is not a database of this bot (no migration of"
                        " this bot is recorded in it): nothing was copied")
    try:
        check_history(history, migrations)
    except MigrationError as error:
        raise CopyError(f"cannot copy {_where(source)}: {_one_line(error)}") from error


async def check_target(target: str | Path) -> None:
    """Refuse a target that is not empty: it must be a SQLite file that does not exist yet,
    is empty, or holds no table, or a PostgreSQL database whose schema holds no table.
    Nothing is written to it."""
    if not is_server_url(target):
        path = Path(target)
        if not await asyncio.to_thread(path.exists):
            return
        if not await asyncio.to_thread(path.is_file):
            raise CopyError(f"{target} is not a file: name a new SQLite file to copy into")
        if (await asyncio.to_thread(path.stat)).st_size == 0:
            return
    contents = await _read(target)
    if contents.names:
        raise CopyError(f"the target is not empty (it holds table {contents.names[0]}):"
                        " copy only into a new, empty database")


# --- the copy ------------------------------------------------------------------------------


async def _copy_rows(source: AnyDatabase, conn: Any, names: Sequence[str]
                     ) -> tuple[dict[str, int], list[str]]:
    """Insert every row of the tables `names` of `source` through the transaction `conn`;
    the rows copied per table, and the tables with an `id` column that got rows."""
    copied: dict[str, int] = {}
    with_ids: list[str] = []
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
    return copied, with_ids


async def _restart_ids(conn: Any, names: Sequence[str]) -> None:
    """On PostgreSQL, move the generated ids of `names` (tables with an `id` column) past the
    copied ones (SQLite does it alone)."""
    for table in names:
        await conn.execute(
            f"SELECT setval(sequence, COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            f" FROM pg_get_serial_sequence('{table}', 'id') AS sequence"
            " WHERE sequence IS NOT NULL")


def _same_tables(names: Sequence[str], others: Sequence[str]) -> None:
    """Refuse two databases whose tables differ (the twin migrations keep them equal)."""
    if list(names) != list(others):
        raise CopyError("the two databases do not have the same tables")


async def _into_server(source: AnyDatabase, url: str) -> CopyReport:
    """Migrate the empty PostgreSQL database at `url` and copy `source` into it, all in one
    transaction (each migration is a savepoint of it): a failure leaves no table behind."""
    raw = await asyncpg.connect(url)
    try:
        async with raw.transaction():
            await migrate_server(raw)
            conn = PgConnection(raw)
            names = await tables(source)
            _same_tables(names, await _tables_through(conn, server=True))
            copied, with_ids = await _copy_rows(source, conn, names)
            await _restart_ids(conn, with_ids)
    finally:
        await raw.close()
    return CopyReport(copied)


class _Snapshot:
    """A SQLite target as it was before the copy (its bytes and those of the files beside
    it, which are small: it held no table; the folders missing above it), to put back if
    the copy fails."""

    def __init__(self, path: Path) -> None:
        self.files = {file: file.read_bytes() if file.exists() else None
                      for file in (path, *(path.with_name(path.name + s) for s in _SIDECARS))}
        self.folders = [folder for folder in path.parents if not folder.exists()]

    def restore(self) -> None:
        """Put every file back as it was, and remove what the copy created."""
        for file, content in self.files.items():
            if content is None:
                file.unlink(missing_ok=True)
            else:
                file.write_bytes(content)
        for folder in self.folders:  # the deepest first
            try:
                folder.rmdir()
            except OSError:
                break


async def _into_file(source: AnyDatabase, path: Path) -> CopyReport:
    """Create (or migrate) the empty SQLite file at `path` and copy `source` into it; a
    failure puts the file back as it was (absent, empty, or as it was without a table)."""
    snapshot = await asyncio.to_thread(_Snapshot, path)
    try:
        target = await Database.open(path)
        try:
            names = await tables(source)
            _same_tables(names, await tables(target))
            async with target.transaction() as conn:
                copied, _ = await _copy_rows(source, conn, names)
        finally:
            await target.close()
    except BaseException:
        await asyncio.to_thread(snapshot.restore)
        raise
    return CopyReport(copied)


@asynccontextmanager
async def _opened_source(source: str | Path) -> AsyncIterator[AnyDatabase]:
    """The source, open (a database of this bot, checked: migrating it to this code's schema
    is what the bot itself would do on start)."""
    try:
        db = await open_database(source)
    except (*_SERVER_ERRORS, sqlite3.Error, MigrationError) as error:
        raise CopyError(f"cannot open {_where(source)}: {_one_line(error)}") from error
    try:
        yield db
    finally:
        await db.close()


async def copy_database(source: str | Path, target: str | Path) -> CopyReport:
    """Copy every row of the database at `source` into the empty one at `target` (each a
    PostgreSQL URL or a SQLite file path; a missing SQLite target is created).

    Raises CopyError, with a one-line message, for a bad URL, a missing source or one that
    is not this bot's database, a target that is the source or not empty, and any error of
    either database. Both ends are checked before anything is opened for writing, and a
    copy that fails leaves the target as it was.
    """
    for location in (source, target):
        if is_server_url(location):
            check_url(str(location))
    if await asyncio.to_thread(_same_place, source, target):
        raise CopyError("FROM and TO are the same database")
    await check_source(source)
    await check_target(target)
    async with _opened_source(source) as db:
        try:
            if is_server_url(target):
                return await _into_server(db, str(target))
            return await _into_file(db, Path(target))
        except (sqlite3.Error, asyncpg.PostgresError) as error:
            raise CopyError(f"the copy failed, nothing was written: {_one_line(error)}"
                            ) from error
        except (OSError, asyncpg.InterfaceError, MigrationError) as error:
            raise CopyError(f"cannot open {_where(target)}: {_one_line(error)}") from error


def _same_place(source: str | Path, target: str | Path) -> bool:
    """Whether both locations name one database (a file named two ways included)."""
    if str(source) == str(target):
        return True
    if is_server_url(source) or is_server_url(target):
        return False
    return Path(source).resolve() == Path(target).resolve()


def _where(location: str | Path) -> str:
    """A location as the user may see it: a server's URL without its password (neither the
    one after its user name nor a `password=` parameter)."""
    text = str(location)
    if not is_server_url(text):
        return text
    scheme, _, rest = text.partition("://")
    rest, mark, query = rest.partition("?")
    netloc, slash, path = rest.partition("/")
    credentials, at, place = netloc.rpartition("@")
    kept = "&".join(pair for pair in query.split("&")
                    if pair.partition("=")[0].lower() != "password")
    return (f"{scheme}://{credentials.partition(':')[0]}{at}{place}{slash}{path}"
            f"{mark if kept else ''}{kept}")


def _one_line(error: BaseException) -> str:
    """An error's message on one line (its type's name when it has none)."""
    return " ".join(str(error).split()) or type(error).__name__
