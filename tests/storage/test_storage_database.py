"""Database: PRAGMAs, migrations, the write lock, closing, and the read-only reader."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import aiosqlite
import pytest

from storage import (
    Database,
    DatabaseClosed,
    GameRecord,
    MigrationError,
    SchemaTooNew,
    SqliteStore,
    Store,
    Transaction,
    open_store,
)
from storage.inline import InlineConnection
from storage.migrator import MIGRATIONS_DIR, load_migrations, split_statements
from storage.postgres.database import PostgresDatabase
from storage.queries._common import INTEGRITY_ERRORS
from storage.timestamps import from_db_time, to_db_time

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def scalar(conn: aiosqlite.Connection | InlineConnection, sql: str) -> object:
    """The first column of the first row."""
    async with conn.execute(sql) as cursor:
        row = await cursor.fetchone()
    assert row is not None
    return row[0]


async def rows(conn: aiosqlite.Connection, sql: str) -> list[tuple[object, ...]]:
    """Every row, as tuples."""
    return [tuple(row) for row in await conn.execute_fetchall(sql)]


async def new_game(store: Store) -> GameRecord:
    """A committed game."""
    async with store.transaction() as tx:
        return await tx.create_game(
            kind="ostriches", guild_id=None, channel_id=7, host_id=1, options={}, seed=1,
            language="en", now=T0,
        )


async def new_game_in(tx: Transaction) -> GameRecord:
    """A game created inside `tx`."""
    return await tx.create_game(
        kind="scramble", guild_id=3, channel_id=8, host_id=2, options={}, seed=2,
        language="en", now=T0,
    )


# --- opening, PRAGMAs, migrations ---------------------------------------------------------


async def test_open_creates_the_folder_and_sets_the_pragmas(sqlite_db: Database,
                                                            db_path: Path) -> None:
    db = sqlite_db
    assert await asyncio.to_thread(db_path.is_file)
    assert await scalar(db.reader, "PRAGMA journal_mode") == "wal"
    assert await scalar(db.reader, "PRAGMA foreign_keys") == 1
    assert await scalar(db.reader, "PRAGMA busy_timeout") == 5000
    async with db.transaction() as writer:
        assert await scalar(writer, "PRAGMA foreign_keys") == 1
        assert await scalar(writer, "PRAGMA busy_timeout") == 5000
        assert await scalar(writer, "PRAGMA synchronous") == 2  # FULL


async def test_busy_timeout_is_configurable(tmp_path: Path) -> None:
    db = await Database.open(tmp_path / "db.sqlite3", busy_timeout_ms=1234)
    try:
        assert await scalar(db.reader, "PRAGMA busy_timeout") == 1234
        async with db.transaction() as writer:
            assert await scalar(writer, "PRAGMA busy_timeout") == 1234
    finally:
        await db.close()


async def test_migrations_apply_once_and_reopening_is_a_no_op(db_path: Path) -> None:
    first = await Database.open(db_path)
    code_version = len(load_migrations())
    assert first.schema_version == code_version >= 1
    applied = await rows(first.reader, "SELECT version, name, applied_at FROM schema_migrations")
    tables = await rows(first.reader, "SELECT name FROM sqlite_master WHERE type = 'table'")
    await first.close()

    again = await Database.open(db_path)
    try:
        assert again.schema_version == code_version
        assert await rows(
            again.reader, "SELECT version, name, applied_at FROM schema_migrations"
        ) == applied
        assert [name for name, *_ in applied] == list(range(1, code_version + 1))
        assert applied[0][1] == "0001_initial"
        from_db_time(str(applied[0][2]))  # a valid stored time
        names = {name for (name,) in tables}
        assert {"games", "seats", "actions", "outbox", "users", "guild_settings"} <= names
    finally:
        await again.close()


def write_migrations(folder: Path, files: dict[str, str]) -> Path:
    """A migrations folder holding `files` (name -> SQL)."""
    folder.mkdir()
    for name, sql in files.items():
        (folder / name).write_text(sql, encoding="utf-8")
    return folder


TRICKY = """
-- a comment; with a semicolon
CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL DEFAULT 'a;b');
/* a block; comment */ CREATE TABLE log (line TEXT);
CREATE TRIGGER notes_logged AFTER INSERT ON notes
BEGIN
    INSERT INTO log (line) VALUES ('noted; ' || new.body);
END;
INSERT INTO notes (body) VALUES ('it''s; fine')
"""


async def test_a_migration_with_strings_comments_and_a_trigger(tmp_path: Path) -> None:
    folder = write_migrations(tmp_path / "m", {"0001_notes.sql": TRICKY})
    db = await Database.open(tmp_path / "db.sqlite3", migrations_dir=folder)
    try:
        assert db.schema_version == 1
        assert await rows(db.reader, "SELECT body FROM notes") == [("it's; fine",)]
        assert await rows(db.reader, "SELECT line FROM log") == [("noted; it's; fine",)]
    finally:
        await db.close()


def test_split_statements_keeps_semicolons_that_do_not_end_a_statement() -> None:
    statements = split_statements(TRICKY)
    assert len(statements) == 4
    assert statements[0].endswith("DEFAULT 'a;b');")
    assert statements[2].startswith("CREATE TRIGGER") and statements[2].endswith("END;")
    assert statements[3].endswith("VALUES ('it''s; fine')")
    assert split_statements(" ;\n ; \n") == []
    assert split_statements("SELECT 1; SELECT 2") == ["SELECT 1;", "SELECT 2"]


async def test_a_failing_migration_leaves_nothing_behind(tmp_path: Path) -> None:
    good = {"0001_one.sql": "CREATE TABLE one (x INTEGER);"}
    folder = write_migrations(
        tmp_path / "m",
        {**good, "0002_two.sql": "CREATE TABLE two (x INTEGER);\nCREATE TABLE oops (;"},
    )
    path = tmp_path / "db.sqlite3"
    with pytest.raises(MigrationError, match="0002_two"):
        await Database.open(path, migrations_dir=folder)

    db = await Database.open(path, migrations_dir=write_migrations(tmp_path / "good", good))
    try:
        assert db.schema_version == 1
        tables = await rows(db.reader, "SELECT name FROM sqlite_master WHERE type = 'table'")
        assert ("one",) in tables and ("two",) not in tables
        assert await rows(db.reader, "SELECT version FROM schema_migrations") == [(1,)]
    finally:
        await db.close()


async def test_a_database_newer_than_the_code_is_refused(db_path: Path) -> None:
    db = await Database.open(db_path)
    code_version = db.schema_version
    async with db.transaction() as writer:
        await writer.execute(
            "INSERT INTO schema_migrations VALUES (?, 'from_the_future', 'x')", (code_version + 1,)
        )
    await db.close()
    with pytest.raises(SchemaTooNew) as refused:
        await Database.open(db_path)
    assert refused.value.database_version == code_version + 1
    assert refused.value.code_version == code_version
    assert "newer release" in str(refused.value)


async def test_a_renamed_migration_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    first = write_migrations(tmp_path / "a", {"0001_first.sql": "CREATE TABLE t (x);"})
    await (await Database.open(path, migrations_dir=first)).close()
    renamed = write_migrations(tmp_path / "b", {"0001_other.sql": "CREATE TABLE t (x);"})
    with pytest.raises(MigrationError, match="renamed or rewritten"):
        await Database.open(path, migrations_dir=renamed)


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ({"0001_a.sql": "", "0003_c.sql": ""}, "expected migration number 0002"),
        ({"0001_a.sql": "", "0001_b.sql": ""}, "expected migration number 0002"),
        ({"0002_b.sql": ""}, "expected migration number 0001"),
        ({"1_init.sql": ""}, "named NNNN_some_name.sql"),
    ],
)
def test_badly_numbered_migration_files_are_refused(
    tmp_path: Path, files: dict[str, str], message: str
) -> None:
    with pytest.raises(MigrationError, match=message):
        load_migrations(write_migrations(tmp_path / "m", files))


def test_the_shipped_migrations_load() -> None:
    migrations = load_migrations(MIGRATIONS_DIR)
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))


# --- times ----------------------------------------------------------------------------------


def test_times_are_stored_as_fixed_width_utc_text() -> None:
    paris = timezone(timedelta(hours=2))
    assert to_db_time(datetime(2024, 5, 1, 14, 0, tzinfo=paris)) == (
        "2024-05-01T12:00:00.000000+00:00"
    )
    assert from_db_time("2024-05-01T12:00:00.000000+00:00") == T0
    earlier, later = T0, T0 + timedelta(microseconds=1)
    assert to_db_time(earlier) < to_db_time(later)  # text order is time order
    with pytest.raises(ValueError, match="naive"):
        to_db_time(datetime(2024, 5, 1, 12, 0))


# --- the write lock -------------------------------------------------------------------------


async def test_a_failing_transaction_rolls_back(store: Store) -> None:
    with pytest.raises(RuntimeError, match="boom"):
        async with store.transaction() as tx:
            created = await tx.create_game(
                kind="ostriches", guild_id=None, channel_id=7, host_id=1, options={}, seed=1,
                language="en", now=T0,
            )
            raise RuntimeError("boom")
    assert await store.get_game(created.id) is None
    assert await store.active_games() == []


async def test_a_cancelled_transaction_rolls_back_and_the_next_one_works(store: Store) -> None:
    inside = asyncio.Event()
    created: list[int] = []

    async def stuck() -> None:
        async with store.transaction() as tx:
            game = await tx.create_game(
                kind="ostriches", guild_id=None, channel_id=7, host_id=1, options={}, seed=1,
                language="en", now=T0,
            )
            created.append(game.id)
            inside.set()
            await asyncio.Event().wait()  # never set: only cancellation ends this

    task = asyncio.create_task(stuck())
    await inside.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await store.get_game(created[0]) is None
    game = await new_game(store)
    assert (await store.get_game(game.id)) == game


async def test_cancelling_a_commit_in_flight_leaves_a_clean_connection(
    sqlite_db: Database,
) -> None:
    db, store = sqlite_db, SqliteStore(sqlite_db)
    loop = asyncio.get_running_loop()
    committing = asyncio.Event()

    def trace(statement: str) -> None:  # runs on aiosqlite's thread, as each statement starts
        if statement == "COMMIT":
            loop.call_soon_threadsafe(committing.set)

    async with db.transaction() as writer:
        await writer.set_trace_callback(trace)
    committing.clear()

    async def move() -> None:
        async with store.transaction() as tx:
            await tx.create_game(
                kind="zigzag", guild_id=None, channel_id=4242, host_id=1, options={}, seed=1,
                language="en", now=T0,
            )

    task = asyncio.create_task(move())
    await committing.wait()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):  # but never a SQLite error
        await task
    async with db.transaction() as writer:  # queues behind the shared COMMIT in flight
        await writer.set_trace_callback(None)
    assert len(await store.games_in_channel(4242, ["lobby"])) == 1  # the COMMIT had started
    game = await new_game(store)  # the connection takes new work and commits it
    assert (await store.get_game(game.id)) == game


async def test_a_nested_transaction_raises_instead_of_deadlocking(store: Store) -> None:
    with pytest.raises(RuntimeError, match="already open"):
        async with store.transaction() as tx:
            await tx.enqueue(None, "{}", T0)
            async with store.transaction():  # a second one in the same task: refused
                pass
    assert await store.pending_outbox_count() == 0  # the outer one rolled back


async def test_a_transaction_object_is_dead_after_its_block(store: Store) -> None:
    async with store.transaction() as tx:
        pass
    with pytest.raises(RuntimeError, match="has ended"):
        await tx.get_game(1)


async def test_reads_do_not_wait_for_an_open_write_and_see_only_commits(store: Store) -> None:
    async with store.transaction() as tx:
        game = await new_game_in(tx)
        assert await tx.get_game(game.id) == game  # the writer sees its own write
        outside = await asyncio.wait_for(store.get_game(game.id), timeout=2)
        assert outside is None  # the reader sees the last commit, without waiting
    assert await store.get_game(game.id) == game


async def test_every_read_inside_a_transaction_sees_its_writes(store: Store) -> None:
    """One set of reads serves both: the scanning ones (open games, pending messages) too,
    on the writer inside a transaction, on the read-only connections outside it."""
    async with store.transaction() as tx:
        game = await new_game_in(tx)
        await tx.enqueue(game.id, "{}", T0)
        assert [g.id for g in await tx.active_games()] == [game.id]
        assert await tx.pending_outbox_count() == 1
        assert await tx.lobbies_hosted(game.host_id) == 1
        assert await store.active_games() == [] and await store.pending_outbox_count() == 0
    assert [g.id for g in await store.active_games()] == [game.id]
    assert await store.pending_outbox_count() == 1


async def test_open_store_opens_a_migrated_sqlite_file_and_closes_it(db_path: Path) -> None:
    store = await open_store(db_path)
    assert isinstance(store, SqliteStore) and store.db.schema_version == len(load_migrations())
    async with store.transaction() as tx:
        game = await new_game_in(tx)
    await store.close()
    await store.close()  # twice is harmless
    with pytest.raises(DatabaseClosed):
        await store.get_game(game.id)
    reopened = await open_store(str(db_path))  # a configured location is text
    try:
        assert await reopened.get_game(game.id) == game
    finally:
        await reopened.close()


async def test_the_reader_connection_cannot_write(sqlite_db: Database) -> None:
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        await sqlite_db.reader.execute(
            "INSERT INTO users (user_id, updated_at) VALUES (1, '2024-01-01')"
        )


async def test_foreign_keys_are_enforced(db: Database | PostgresDatabase) -> None:
    with pytest.raises(INTEGRITY_ERRORS, match=r"(?i)foreign key"):
        async with db.transaction() as writer:
            await writer.execute(
                "INSERT INTO seats (game_id, seat, user_id, display_name, joined_at)"
                " VALUES (999, 0, 1, 'ghost', '2024-01-01')"
            )


# --- closing ----------------------------------------------------------------------------------


async def test_close_waits_for_the_transaction_in_flight(db_path: Path) -> None:
    db = await Database.open(db_path)
    store = SqliteStore(db)
    inside, release = asyncio.Event(), asyncio.Event()

    async def slow_move() -> int:
        async with store.transaction() as tx:
            game = await new_game_in(tx)
            inside.set()
            await release.wait()
            await tx.append_action(game.id, seat=0, notation="a1", events="[]", now=T0)
            return game.id

    async def late_move() -> None:
        async with store.transaction() as tx:
            await new_game_in(tx)

    moving = asyncio.create_task(slow_move())
    await inside.wait()
    closing = asyncio.create_task(db.close())
    late = asyncio.create_task(late_move())  # queued behind close()
    await asyncio.sleep(0.05)
    assert not closing.done() and not db.closed

    release.set()
    game_id = await moving
    await closing
    assert db.closed
    with pytest.raises(DatabaseClosed):
        await late
    with pytest.raises(DatabaseClosed):
        await store.get_game(game_id)
    await db.close()  # a second close is harmless

    reopened = await Database.open(db_path)
    try:
        assert [a.notation for a in await SqliteStore(reopened).list_actions(game_id)] == ["a1"]
    finally:
        await reopened.close()


async def test_a_commit_is_seen_by_the_next_read_while_other_reads_run(store: Store) -> None:
    """Reads share one connection: none may hold an old snapshot open across awaits (a
    game just created read as missing under load, before reads ran in one call)."""
    stop = False

    async def busy_reader() -> None:
        while not stop:
            await store.get_user(1)
            await store.get_game(1)
            await asyncio.sleep(0)  # reads that run inline never let the others in

    readers = [asyncio.create_task(busy_reader()) for _ in range(8)]
    try:
        for number in range(60):
            async with store.transaction() as tx:
                game = await tx.create_game(kind="zigzag", guild_id=1, channel_id=number,
                                            host_id=1, options={}, seed=1, language="en",
                                            now=T0)
            assert await store.get_game(game.id) == game
    finally:
        stop = True
        await asyncio.gather(*readers)


async def test_closing_while_another_process_holds_the_write_lock_is_clean(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two bot processes share one file (sharding on SQLite): one stopping while the other
    writes must stop cleanly, not crash on the closing `PRAGMA optimize` (which SQLite runs
    only when it wants to analyze: told here that it meets the other process's lock)."""
    from storage import database

    pragma = database._pragma

    async def locked_optimize(conn: object, statement: str) -> object:
        if statement == "optimize":
            raise sqlite3.OperationalError("database is locked")
        return await pragma(conn, statement)  # type: ignore[arg-type]

    db = await Database.open(tmp_path / "shared.db")
    monkeypatch.setattr(database, "_pragma", locked_optimize)
    await db.close()
    assert db.closed


async def test_a_transaction_reads_through_the_store_while_many_queue_behind_it(
        store: Store) -> None:
    """On PostgreSQL the transactions queued behind a game's row lock each hold a connection:
    a read through the store by the transaction holding the lock must not wait for one."""
    game = await new_game(store)
    locked, release = asyncio.Event(), asyncio.Event()

    async def holder() -> None:
        async with store.transaction() as tx:
            await tx.get_game(game.id)
            locked.set()
            await release.wait()
            assert await store.get_game(game.id) == game
            await tx.update_game(game.id, expected_version=0, now=T0, state="held")

    async def queued() -> None:
        async with store.transaction() as tx:
            assert (await tx.get_game(game.id)) is not None

    first = asyncio.create_task(holder())
    await locked.wait()
    others = [asyncio.create_task(queued()) for _ in range(15)]
    await asyncio.sleep(0.2)
    release.set()
    await asyncio.wait_for(asyncio.gather(first, *others), timeout=10)
    after = await store.get_game(game.id)
    assert after is not None and after.state == "held"
