"""The games table: finding games, creating them, and the version-checked update."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Unpack, get_args

from storage.errors import GameNotFound, VersionConflict
from storage.queries._common import (
    Connection,
    fetch_all,
    fetch_one,
    fetch_record,
    placeholders,
    record_reader,
    stamped_values,
    to_json,
    write,
    write_record,
)
from storage.records import OPEN_STATUSES, GameChanges, GamePlaces, GameRecord, GameStatus, NewGame
from storage.timestamps import to_db_time

_STATUSES = frozenset(get_args(GameStatus))


def checked_statuses(statuses: Sequence[str]) -> list[str]:
    """The statuses to filter on; an unknown one is a typo that would silently match nothing."""
    unknown = set(statuses) - _STATUSES
    if unknown:
        raise ValueError(f"unknown game status(es) {sorted(unknown)}; known: {sorted(_STATUSES)}")
    return list(statuses)


game_from_row = record_reader(GameRecord)
"""The record of a games row."""


async def get_game(conn: Connection, game_id: int) -> GameRecord | None:
    """The game's row, or None."""
    return await fetch_record(conn, game_from_row, "SELECT * FROM games WHERE id = ?", (game_id,))


IN_CHANNEL = "games.channel_id = ? OR games.thread_id = ?"
"""Games played in a channel or in a thread (the parameter twice)."""
OF_USER = "games.id IN (SELECT game_id FROM seats WHERE user_id = ?)"
"""Games in which a user holds a seat."""


async def rows_matching(conn: Connection, select: str, where: str, params: Sequence[object],
                        statuses: Sequence[str]) -> list[sqlite3.Row]:
    """The rows of `select` (a SELECT ... FROM games) for the games matching `where` in these
    statuses, newest first. `+status`: the planner keeps to the channel, thread and seat
    indexes (a handful of rows) rather than the status index (every open game)."""
    wanted = checked_statuses(statuses)
    if not wanted:
        return []
    return await fetch_all(
        conn,
        f"{select} WHERE ({where}) AND +games.status IN ({placeholders(wanted)})"
        " ORDER BY games.created_at DESC, games.id DESC",
        (*params, *wanted),
    )


async def games_in_channel(
    conn: Connection, channel_id: int, statuses: Sequence[str]
) -> list[GameRecord]:
    """Games played in this channel or in this thread, newest first."""
    rows = await rows_matching(conn, "SELECT * FROM games", IN_CHANNEL,
                               (channel_id, channel_id), statuses)
    return [game_from_row(row) for row in rows]


async def games_of_user(
    conn: Connection, user_id: int, statuses: Sequence[str]
) -> list[GameRecord]:
    """Games in which the user holds a seat, newest first."""
    rows = await rows_matching(conn, "SELECT * FROM games", OF_USER, (user_id,), statuses)
    return [game_from_row(row) for row in rows]


async def has_played_kind(conn: Connection, user_id: int, kind: str, other_than: int) -> bool:
    """Whether the user holds a seat of their own (not a bot's) in a running or finished game
    of `kind` other than game `other_than`, in any server."""
    row = await fetch_one(
        conn,
        "SELECT EXISTS (SELECT 1 FROM seats JOIN games ON games.id = seats.game_id"
        " WHERE seats.user_id = ? AND seats.bot_level IS NULL AND games.id <> ?"
        " AND games.kind = ? AND games.status IN ('active', 'finished'))",
        (user_id, other_than, kind),
    )
    return row is not None and bool(row[0])


async def lobbies_hosted(conn: Connection, host_id: int) -> int:
    """How many lobbies (games not started yet) the user hosts."""
    row = await fetch_one(
        conn, "SELECT COUNT(*) FROM games WHERE host_id = ? AND status = 'lobby'", (host_id,))
    return 0 if row is None else int(row[0])


async def open_games(conn: Connection) -> list[GameRecord]:
    """Games still in the lobby or being played, oldest first (the order they started in)."""
    rows = await fetch_all(
        conn,
        f"SELECT * FROM games WHERE status IN ({placeholders(OPEN_STATUSES)}) ORDER BY id",
        OPEN_STATUSES,
    )
    return [game_from_row(row) for row in rows]


async def create_game(conn: Connection, *, now: datetime, **game: Unpack[NewGame]) -> GameRecord:
    """Insert a game in the lobby at version 0 and return its row."""
    stamp = to_db_time(now)
    # `practice` is named only when set: a game is not practice by the column's default
    practice = (", practice", ", 1") if game.get("practice", False) else ("", "")
    return await write_record(
        conn, game_from_row,
        "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed, salt,"
        f" language, version, posted_seq, created_at, updated_at{practice[0]})"
        f" VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, 0, 0, ?, ?{practice[1]}) RETURNING *",
        (game["kind"], game["guild_id"], game["channel_id"], game["host_id"],
         to_json(game["options"]), game["seed"], game.get("salt"), game["language"], stamp,
         stamp),
    )


async def update_game(
    conn: Connection,
    game_id: int,
    *,
    expected_version: int,
    now: datetime,
    **changes: Unpack[GameChanges],
) -> GameRecord:
    """Change the given columns and bump the version, if the game is still at `expected_version`.

    Raises VersionConflict (having written nothing) when it is not.
    """
    values = stamped_values(changes, GameChanges.__annotations__, now)
    updated = await fetch_one(
        conn,
        f"UPDATE games SET {_assignments(values)}, version = version + 1"
        " WHERE id = ? AND version = ? RETURNING *",
        (*values.values(), game_id, expected_version),
    )
    if updated is None:
        row = await fetch_one(conn, "SELECT version FROM games WHERE id = ?", (game_id,))
        raise VersionConflict(game_id, expected_version, None if row is None else row[0])
    return game_from_row(updated)


async def set_game_message(
    conn: Connection, game_id: int, *, now: datetime, **places: Unpack[GamePlaces]
) -> None:
    """Record where the game's messages or thread live, without bumping the version.

    Posting a message is bookkeeping, not a move: it must not invalidate the buttons players
    are about to press.
    """
    values = stamped_values(places, GamePlaces.__annotations__, now)
    changed = await write(
        conn, f"UPDATE games SET {_assignments(values)} WHERE id = ?", (*values.values(), game_id)
    )
    if changed == 0:
        raise GameNotFound(game_id)


def _assignments(values: Mapping[str, object]) -> str:
    return ", ".join(f"{column} = ?" for column in values)
