"""The games table: finding games, creating them, and the version-checked update."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any, get_args

from storage.errors import GameNotFound, VersionConflict
from storage.queries._common import (
    Connection,
    Row,
    fetch_all,
    fetch_one,
    placeholders,
    to_json,
    write,
)
from storage.records import OPEN_STATUSES, GameRecord, GameStatus
from storage.timestamps import from_db_time, to_db_time
from storage.unset import UNSET, Unset

_STATUSES = frozenset(get_args(GameStatus))


def checked_statuses(statuses: Sequence[str]) -> list[str]:
    """The statuses to filter on; an unknown one is a typo that would silently match nothing."""
    unknown = set(statuses) - _STATUSES
    if unknown:
        raise ValueError(f"unknown game status(es) {sorted(unknown)}; known: {sorted(_STATUSES)}")
    return list(statuses)


def game_from_row(row: Row) -> GameRecord:
    """The record of a games row."""
    return GameRecord(
        id=row["id"],
        kind=row["kind"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        message_id=row["message_id"],
        status_message_id=row["status_message_id"],
        host_id=row["host_id"],
        status=row["status"],
        options=json.loads(row["options"]),
        seed=row["seed"],
        language=row["language"],
        state=row["state"],
        version=row["version"],
        outcome=row["outcome"],
        posted_seq=row["posted_seq"],
        board_version=row["board_version"],
        created_at=from_db_time(row["created_at"]),
        updated_at=from_db_time(row["updated_at"]),
    )


async def get_game(conn: Connection, game_id: int) -> GameRecord | None:
    """The game's row, or None."""
    row = await fetch_one(conn, "SELECT * FROM games WHERE id = ?", (game_id,))
    return None if row is None else game_from_row(row)


async def games_in_channel(
    conn: Connection, channel_id: int, statuses: Sequence[str]
) -> list[GameRecord]:
    """Games played in this channel or in this thread, newest first."""
    wanted = checked_statuses(statuses)
    if not wanted:
        return []
    # `+status`: keeps the planner on the channel and thread indexes (a handful of rows)
    # rather than the status index (every open game of every server).
    rows = await fetch_all(
        conn,
        "SELECT * FROM games WHERE (channel_id = ? OR thread_id = ?)"
        f" AND +status IN ({placeholders(wanted)}) ORDER BY created_at DESC, id DESC",
        (channel_id, channel_id, *wanted),
    )
    return [game_from_row(row) for row in rows]


async def games_of_user(
    conn: Connection, user_id: int, statuses: Sequence[str]
) -> list[GameRecord]:
    """Games in which the user holds a seat, newest first."""
    wanted = checked_statuses(statuses)
    if not wanted:
        return []
    rows = await fetch_all(
        conn,
        "SELECT games.* FROM games JOIN seats ON seats.game_id = games.id"
        f" WHERE seats.user_id = ? AND games.status IN ({placeholders(wanted)})"
        " ORDER BY games.created_at DESC, games.id DESC",
        (user_id, *wanted),
    )
    return [game_from_row(row) for row in rows]


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


async def create_game(
    conn: Connection,
    *,
    kind: str,
    guild_id: int | None,
    channel_id: int,
    host_id: int,
    options: dict[str, Any],
    seed: int,
    language: str,
    now: datetime,
) -> GameRecord:
    """Insert a game in the lobby at version 0 and return its row."""
    stamp = to_db_time(now)
    _, game_id = await write(
        conn,
        "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, seed,"
        " language, version, posted_seq, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, 0, 0, ?, ?)",
        (kind, guild_id, channel_id, host_id, to_json(options), seed, language, stamp, stamp),
    )
    game = await get_game(conn, game_id)
    assert game is not None  # just inserted inside the same transaction
    return game


async def update_game(
    conn: Connection,
    game_id: int,
    *,
    expected_version: int,
    now: datetime,
    status: GameStatus | Unset = UNSET,
    state: str | Unset | None = UNSET,
    outcome: str | Unset | None = UNSET,
    options: dict[str, Any] | Unset = UNSET,
    message_id: int | Unset | None = UNSET,
    thread_id: int | Unset | None = UNSET,
    posted_seq: int | Unset = UNSET,
    board_version: int | Unset = UNSET,
) -> GameRecord:
    """Change the given columns and bump the version, if the game is still at `expected_version`.

    Raises VersionConflict (having written nothing) when it is not.
    """
    changes: dict[str, object] = {}
    if status is not UNSET:
        changes["status"] = status
    if state is not UNSET:
        changes["state"] = state
    if outcome is not UNSET:
        changes["outcome"] = outcome
    if options is not UNSET:
        changes["options"] = to_json(options)
    if message_id is not UNSET:
        changes["message_id"] = message_id
    if thread_id is not UNSET:
        changes["thread_id"] = thread_id
    if posted_seq is not UNSET:
        changes["posted_seq"] = posted_seq
    if board_version is not UNSET:
        changes["board_version"] = board_version
    changes["updated_at"] = to_db_time(now)
    assignments = ", ".join(f"{column} = ?" for column in changes)
    updated = await fetch_one(
        conn,
        f"UPDATE games SET {assignments}, version = version + 1 WHERE id = ? AND version = ?"
        " RETURNING *",
        (*changes.values(), game_id, expected_version),
    )
    if updated is None:
        row = await fetch_one(conn, "SELECT version FROM games WHERE id = ?", (game_id,))
        raise VersionConflict(game_id, expected_version, None if row is None else row[0])
    return game_from_row(updated)


async def set_game_message(
    conn: Connection,
    game_id: int,
    *,
    message_id: int | Unset | None = UNSET,
    thread_id: int | Unset | None = UNSET,
    status_message_id: int | Unset | None = UNSET,
    now: datetime,
) -> None:
    """Record where the game's messages or thread live, without bumping the version.

    Posting a message is bookkeeping, not a move: it must not invalidate the buttons players
    are about to press.
    """
    changes: dict[str, object] = {}
    if message_id is not UNSET:
        changes["message_id"] = message_id
    if thread_id is not UNSET:
        changes["thread_id"] = thread_id
    if status_message_id is not UNSET:
        changes["status_message_id"] = status_message_id
    changes["updated_at"] = to_db_time(now)
    assignments = ", ".join(f"{column} = ?" for column in changes)
    changed, _ = await write(
        conn, f"UPDATE games SET {assignments} WHERE id = ?", (*changes.values(), game_id)
    )
    if changed == 0:
        raise GameNotFound(game_id)
