"""Migration 0006: the timers table takes `lobby_expiry`, keeps every row, and the lobbies
already open get their expiry a day after their creation."""

from __future__ import annotations

import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

from storage import Database, SqliteStore
from storage.migrator import MIGRATIONS_DIR
from storage.timestamps import to_db_time

CREATED = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


async def test_open_lobbies_get_an_expiry_and_old_timers_stay(tmp_path: Path) -> None:
    before = tmp_path / "before"
    before.mkdir()
    for path in sorted(MIGRATIONS_DIR.glob("000[1-5]_*.sql")):
        shutil.copy(path, before / path.name)
    file = tmp_path / "db.sqlite3"
    db = await Database.open(file, migrations_dir=before)
    store = SqliteStore(db)
    async with db.transaction() as conn:  # the games as that schema had them
        ids = []
        for seed, status in ((1, "lobby"), (2, "active")):
            rows = await conn.execute_fetchall(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed,"
                " language, version, posted_seq, created_at, updated_at) VALUES"
                " ('ostriches', 1, 10, 7, ?, '{}', ?, 'en', 0, 0, ?, ?) RETURNING id",
                (status, seed, to_db_time(CREATED), to_db_time(CREATED)))
            ids.append(rows[0][0])
    lobby_id, running_id = ids
    async with store.transaction() as tx:
        kept = await tx.add_timer("digest", CREATED + timedelta(hours=3), CREATED, user_id=7)
    await db.close()

    db = await Database.open(file)
    store = SqliteStore(db)
    try:
        assert db.schema_version == int(sorted(MIGRATIONS_DIR.glob("*.sql"))[-1].name[:4])
        timers = await store.pending_timers()
        assert [(t.kind, t.game_id, t.due_at) for t in timers] == [
            ("digest", None, kept.due_at),
            ("lobby_expiry", lobby_id, CREATED + timedelta(days=1))]
        assert timers[0].id == kept.id
        async with store.transaction() as tx:
            assert await tx.lobbies_hosted(7) == 1
            added = await tx.add_timer("lobby_expiry", CREATED, CREATED, game_id=running_id)
        assert added.kind == "lobby_expiry"
    finally:
        await db.close()
