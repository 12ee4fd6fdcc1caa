"""The users and guild_settings tables: preferences kept across games."""

from __future__ import annotations

from datetime import datetime
from typing import Unpack

from storage.queries._common import Connection, fetch_record, record_reader, stamped_values, upsert
from storage.records import GuildChanges, GuildSettings, UserChanges, UserRecord

user_from_row = record_reader(UserRecord)
"""The record of a users row."""
_guild = record_reader(GuildSettings)


async def get_user(conn: Connection, user_id: int) -> UserRecord | None:
    """The user's row, or None if the bot never stored anything about them."""
    return await fetch_record(conn, user_from_row, "SELECT * FROM users WHERE user_id = ?",
                              (user_id,))


async def set_user(
    conn: Connection, user_id: int, now: datetime, **changes: Unpack[UserChanges]
) -> UserRecord:
    """Create or update the user's row, changing only the given fields."""
    values = stamped_values(changes, UserChanges.__annotations__, now)
    return user_from_row(await upsert(conn, "users", {"user_id": user_id}, values))


async def get_guild_settings(conn: Connection, guild_id: int) -> GuildSettings | None:
    """The server's settings, or None while it still uses the defaults."""
    return await fetch_record(conn, _guild, "SELECT * FROM guild_settings WHERE guild_id = ?",
                              (guild_id,))


async def set_guild_settings(
    conn: Connection, guild_id: int, now: datetime, **changes: Unpack[GuildChanges]
) -> GuildSettings:
    """Create or update the server's settings, changing only the given fields."""
    values = stamped_values(changes, GuildChanges.__annotations__, now)
    return _guild(await upsert(conn, "guild_settings", {"guild_id": guild_id}, values))
