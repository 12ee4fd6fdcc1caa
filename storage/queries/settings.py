"""The users and guild_settings tables: preferences kept across games."""

from __future__ import annotations

import sqlite3
from datetime import datetime

from storage.queries._common import Connection, Row, fetch_one, placeholders, write
from storage.records import GuildSettings, UserRecord
from storage.timestamps import from_db_time, optional_from_db_time, to_db_time
from storage.unset import UNSET, Unset


def user_from_row(row: Row) -> UserRecord:
    """The record of a users row."""
    return UserRecord(
        user_id=row["user_id"],
        language=row["language"],
        notify=bool(row["notify"]),
        dm_closed=bool(row["dm_closed"]),
        updated_at=from_db_time(row["updated_at"]),
        vacation_until=optional_from_db_time(row["vacation_until"]),
        vacation_year=row["vacation_year"],
        vacation_days_used=row["vacation_days_used"],
        digest=bool(row["digest"]),
        digest_hour=row["digest_hour"],
    )


def _guild(row: sqlite3.Row) -> GuildSettings:
    return GuildSettings(
        guild_id=row["guild_id"],
        use_threads=bool(row["use_threads"]),
        language=row["language"],
        updated_at=from_db_time(row["updated_at"]),
        takeover_level=row["takeover_level"],
    )


async def _upsert(
    conn: Connection, table: str, key: str, key_value: int, changes: dict[str, object]
) -> None:
    """Insert the row with `changes` (defaults elsewhere) or update just those columns."""
    columns = [key, *changes]
    updates = ", ".join(f"{column} = excluded.{column}" for column in changes)
    await write(
        conn,
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({placeholders(columns)})"
        f" ON CONFLICT ({key}) DO UPDATE SET {updates}",
        (key_value, *changes.values()),
    )


async def get_user(conn: Connection, user_id: int) -> UserRecord | None:
    """The user's row, or None if the bot never stored anything about them."""
    row = await fetch_one(conn, "SELECT * FROM users WHERE user_id = ?", (user_id,))
    return None if row is None else user_from_row(row)


async def set_user(
    conn: Connection,
    user_id: int,
    now: datetime,
    *,
    language: str | Unset | None = UNSET,
    notify: bool | Unset = UNSET,
    dm_closed: bool | Unset = UNSET,
    vacation_until: datetime | Unset | None = UNSET,
    vacation_year: int | Unset = UNSET,
    vacation_days_used: int | Unset = UNSET,
    digest: bool | Unset = UNSET,
    digest_hour: int | Unset | None = UNSET,
) -> UserRecord:
    """Create or update the user's row, changing only the given fields."""
    changes: dict[str, object] = {}
    if language is not UNSET:
        changes["language"] = language
    if notify is not UNSET:
        changes["notify"] = int(notify)
    if dm_closed is not UNSET:
        changes["dm_closed"] = int(dm_closed)
    if vacation_until is not UNSET:
        changes["vacation_until"] = None if vacation_until is None else to_db_time(vacation_until)
    if vacation_year is not UNSET:
        changes["vacation_year"] = vacation_year
    if vacation_days_used is not UNSET:
        changes["vacation_days_used"] = vacation_days_used
    if digest is not UNSET:
        changes["digest"] = int(digest)
    if digest_hour is not UNSET:
        changes["digest_hour"] = digest_hour
    changes["updated_at"] = to_db_time(now)
    await _upsert(conn, "users", "user_id", user_id, changes)
    user = await get_user(conn, user_id)
    assert user is not None  # just written inside the same transaction
    return user


async def get_guild_settings(conn: Connection, guild_id: int) -> GuildSettings | None:
    """The server's settings, or None while it still uses the defaults."""
    row = await fetch_one(conn, "SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,))
    return None if row is None else _guild(row)


async def set_guild_settings(
    conn: Connection,
    guild_id: int,
    now: datetime,
    *,
    use_threads: bool | Unset = UNSET,
    language: str | Unset | None = UNSET,
    takeover_level: str | Unset | None = UNSET,
) -> GuildSettings:
    """Create or update the server's settings, changing only the given fields."""
    changes: dict[str, object] = {}
    if use_threads is not UNSET:
        changes["use_threads"] = int(use_threads)
    if language is not UNSET:
        changes["language"] = language
    if takeover_level is not UNSET:
        changes["takeover_level"] = takeover_level
    changes["updated_at"] = to_db_time(now)
    await _upsert(conn, "guild_settings", "guild_id", guild_id, changes)
    settings = await get_guild_settings(conn, guild_id)
    assert settings is not None  # just written inside the same transaction
    return settings
