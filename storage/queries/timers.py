"""The timers table: things to do at a given time, each fired once."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Unpack

from storage.queries._common import (
    Connection,
    column_values,
    fetch_all,
    fetch_one,
    fetch_record,
    placeholders,
    record_reader,
    write,
    write_record,
)
from storage.records import TimerKind, TimerRecord, TimerTarget
from storage.timestamps import from_db_time, to_db_time

_timer = record_reader(TimerRecord)


async def add_timer(
    conn: Connection, kind: TimerKind, due_at: datetime, now: datetime,
    **target: Unpack[TimerTarget],
) -> TimerRecord:
    """Schedule a timer and return its row."""
    values = column_values(
        {"kind": kind, **target, "due_at": due_at, "created_at": now},
        ("kind", *TimerTarget.__annotations__, "due_at", "created_at"),
    )
    return await write_record(
        conn, _timer,
        f"INSERT INTO timers ({', '.join(values)}) VALUES ({placeholders(list(values))})"
        " RETURNING *",
        tuple(values.values()),
    )


async def get_timer(conn: Connection, timer_id: int) -> TimerRecord | None:
    """One timer, fired or not; None once cancelled (cancelling deletes the row)."""
    return await fetch_record(conn, _timer, "SELECT * FROM timers WHERE id = ?", (timer_id,))


async def due_timers(conn: Connection, now: datetime, limit: int = 100) -> list[TimerRecord]:
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
    changed = await write(
        conn,
        "UPDATE timers SET fired_at = ? WHERE id = ? AND fired_at IS NULL",
        (to_db_time(now), timer_id),
    )
    return changed == 1


async def cancel_timers(
    conn: Connection, *, kinds: Sequence[TimerKind] = (), **target: Unpack[TimerTarget]
) -> int:
    """Forget the unfired timers matching every given filter (a column given as None matches
    any value); returns how many.

    At least a game or a user must be given: cancelling every timer at once is never meant.
    """
    if target.get("game_id") is None and target.get("user_id") is None:
        raise ValueError("cancel_timers needs a game_id or a user_id")
    wanted = {column: value for column, value in target.items() if value is not None}
    conditions = ["fired_at IS NULL", *(f"{column} = ?" for column in
                                        column_values(wanted, TimerTarget.__annotations__))]
    params: list[object] = list(wanted.values())
    if kinds:
        conditions.append(f"kind IN ({placeholders(kinds)})")
        params.extend(kinds)
    changed = await write(conn, f"DELETE FROM timers WHERE {' AND '.join(conditions)}", params)
    return changed
