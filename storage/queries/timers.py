"""The timers table: things to do at a given time, each fired once."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import datetime

from storage.queries._common import Connection, fetch_all, fetch_one, placeholders, write
from storage.records import TimerKind, TimerRecord
from storage.timestamps import from_db_time, optional_from_db_time, to_db_time


def _timer(row: sqlite3.Row) -> TimerRecord:
    return TimerRecord(
        id=row["id"],
        kind=row["kind"],
        game_id=row["game_id"],
        seat=row["seat"],
        user_id=row["user_id"],
        vote_id=row["vote_id"],
        due_at=from_db_time(row["due_at"]),
        created_at=from_db_time(row["created_at"]),
        fired_at=optional_from_db_time(row["fired_at"]),
    )


async def add_timer(
    conn: Connection,
    kind: TimerKind,
    due_at: datetime,
    now: datetime,
    *,
    game_id: int | None = None,
    seat: int | None = None,
    user_id: int | None = None,
    vote_id: int | None = None,
) -> TimerRecord:
    """Schedule a timer and return its row."""
    _, timer_id = await write(
        conn,
        "INSERT INTO timers (kind, game_id, seat, user_id, vote_id, due_at, created_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        (kind, game_id, seat, user_id, vote_id, to_db_time(due_at), to_db_time(now)),
    )
    timer = await get_timer(conn, timer_id)
    assert timer is not None  # just inserted inside the same transaction
    return timer


async def get_timer(conn: Connection, timer_id: int) -> TimerRecord | None:
    """One timer, fired or not; None once cancelled (cancelling deletes the row)."""
    row = await fetch_one(conn, "SELECT * FROM timers WHERE id = ?", (timer_id,))
    return None if row is None else _timer(row)


async def due_timers(conn: Connection, now: datetime, limit: int) -> list[TimerRecord]:
    """Unfired timers due at `now`, earliest first."""
    rows = await fetch_all(
        conn,
        "SELECT * FROM timers WHERE fired_at IS NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?",
        (to_db_time(now), limit),
    )
    return [_timer(row) for row in rows]


async def next_due(conn: Connection) -> datetime | None:
    """When the earliest unfired timer is due (None: nothing is scheduled)."""
    row = await fetch_one(conn, "SELECT MIN(due_at) FROM timers WHERE fired_at IS NULL")
    return None if row is None or row[0] is None else from_db_time(row[0])


async def pending_timers(
    conn: Connection, *, game_id: int | None = None, user_id: int | None = None
) -> list[TimerRecord]:
    """Unfired timers of a game and/or a user, earliest first."""
    conditions, params = ["fired_at IS NULL"], []
    if game_id is not None:
        conditions.append("game_id = ?")
        params.append(game_id)
    if user_id is not None:
        conditions.append("user_id = ?")
        params.append(user_id)
    rows = await fetch_all(
        conn,
        f"SELECT * FROM timers WHERE {' AND '.join(conditions)} ORDER BY due_at, id",
        params,
    )
    return [_timer(row) for row in rows]


async def mark_fired(conn: Connection, timer_id: int, now: datetime) -> bool:
    """Record that the timer fired; False if it already had (or no longer exists)."""
    changed, _ = await write(
        conn,
        "UPDATE timers SET fired_at = ? WHERE id = ? AND fired_at IS NULL",
        (to_db_time(now), timer_id),
    )
    return changed == 1


async def cancel_timers(
    conn: Connection,
    *,
    game_id: int | None = None,
    seat: int | None = None,
    user_id: int | None = None,
    kinds: Sequence[TimerKind] = (),
) -> int:
    """Forget the unfired timers matching every given filter; returns how many.

    At least a game or a user must be given: cancelling every timer at once is never meant.
    """
    if game_id is None and user_id is None:
        raise ValueError("cancel_timers needs a game_id or a user_id")
    conditions: list[str] = ["fired_at IS NULL"]
    params: list[object] = []
    for column, value in (("game_id", game_id), ("seat", seat), ("user_id", user_id)):
        if value is not None:
            conditions.append(f"{column} = ?")
            params.append(value)
    if kinds:
        conditions.append(f"kind IN ({placeholders(kinds)})")
        params.extend(kinds)
    changed, _ = await write(conn, f"DELETE FROM timers WHERE {' AND '.join(conditions)}", params)
    return changed
