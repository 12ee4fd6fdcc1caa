"""The outbox table: messages to deliver, their retries, and their end (sent or given up)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from storage.errors import GameNotFound, OutboxNotFound
from storage.queries._common import (
    FOREIGN_KEY,
    INTEGRITY_ERRORS,
    Connection,
    fetch_all,
    fetch_one,
    fetch_record,
    record_reader,
    violated,
    write,
)
from storage.records import OutboxRecord
from storage.timestamps import from_db_time, to_db_time

_outbox = record_reader(OutboxRecord)


async def enqueue(
    conn: Connection, game_id: int | None, payload: str, now: datetime
) -> int:
    """Queue a message for delivery, due at once; return its outbox id."""
    stamp = to_db_time(now)
    try:
        row = await fetch_one(
            conn,
            "INSERT INTO outbox (game_id, payload, created_at, next_attempt_at)"
            " VALUES (?, ?, ?, ?) RETURNING id",
            (game_id, payload, stamp, stamp),
        )
    except INTEGRITY_ERRORS as error:
        if game_id is not None and violated(error) == FOREIGN_KEY:
            raise GameNotFound(game_id) from None
        raise
    assert row is not None  # an INSERT ... VALUES of one row returns one row
    outbox_id: int = row[0]
    return outbox_id


async def enqueue_many(
    conn: Connection, game_id: int | None, payloads: Sequence[str], now: datetime
) -> None:
    """Queue several messages, in this order, in one statement call (a transaction holds
    the write lock for every call it makes, so a move queues its messages at once)."""
    stamp = to_db_time(now)
    try:
        await conn.executemany(
            "INSERT INTO outbox (game_id, payload, created_at, next_attempt_at)"
            " VALUES (?, ?, ?, ?)",
            [(game_id, payload, stamp, stamp) for payload in payloads],
        )
    except INTEGRITY_ERRORS as error:
        if game_id is not None and violated(error) == FOREIGN_KEY:
            raise GameNotFound(game_id) from None
        raise


async def get_outbox(conn: Connection, outbox_id: int) -> OutboxRecord | None:
    """One outbox row, whatever its state."""
    return await fetch_record(conn, _outbox, "SELECT * FROM outbox WHERE id = ?", (outbox_id,))


async def due_outbox(conn: Connection, now: datetime, limit: int = 50) -> list[OutboxRecord]:
    """Unsent, not given-up rows whose next attempt is due, oldest first."""
    if limit < 0:
        raise ValueError("limit must be >= 0")
    rows = await fetch_all(
        conn,
        "SELECT * FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL"
        " AND next_attempt_at <= ? ORDER BY id LIMIT ?",
        (to_db_time(now), limit),
    )
    return [_outbox(row) for row in rows]


async def pending_outbox_games(conn: Connection) -> list[tuple[int | None, datetime]]:
    """(game id, earliest next attempt) of every game with pending rows (None: the rows of
    no game): what the delivery loop needs to know which games have work."""
    rows = await fetch_all(
        conn,
        "SELECT game_id, MIN(next_attempt_at) FROM outbox"
        " WHERE sent_at IS NULL AND failed_at IS NULL GROUP BY game_id",
    )
    return [(row[0], from_db_time(row[1])) for row in rows]


# Served by the partial index outbox_pending_by_game: only pending rows are walked.
GAME_OUTBOX_SQL = (
    "SELECT * FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND game_id IS ?"
    " ORDER BY id LIMIT ?"
)


async def game_outbox(
    conn: Connection, game_id: int | None, limit: int = 200
) -> list[OutboxRecord]:
    """One game's pending rows (due or not), oldest first."""
    rows = await fetch_all(conn, GAME_OUTBOX_SQL, (game_id, limit))
    return [_outbox(row) for row in rows]


async def pending_outbox_count(conn: Connection) -> int:
    """Rows neither sent nor given up, due or not."""
    row = await fetch_one(
        conn, "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL"
    )
    assert row is not None  # an aggregate always yields a row
    count: int = row[0]
    return count


async def prune_outbox(conn: Connection, before: datetime) -> int:
    """Forget the rows delivered or given up before `before`; how many were deleted.

    A sent row is never read again (delivery only looks at pending ones); keeping them
    forever would make the file grow with every move the bot ever posted.
    """
    cursor = await conn.execute(
        "DELETE FROM outbox WHERE (sent_at IS NOT NULL AND sent_at < ?)"
        " OR (failed_at IS NOT NULL AND failed_at < ?)",
        (to_db_time(before), to_db_time(before)),
    )
    deleted: int = cursor.rowcount
    await cursor.close()
    return deleted


async def _update_outbox(
    conn: Connection, outbox_id: int, assignments: str, params: tuple[object, ...]
) -> None:
    changed = await write(
        conn, f"UPDATE outbox SET {assignments} WHERE id = ?", (*params, outbox_id)
    )
    if changed == 0:
        raise OutboxNotFound(outbox_id)


async def mark_sent(conn: Connection, outbox_id: int, now: datetime) -> None:
    """The message went out; it is never due again. A second call keeps the first time."""
    await _update_outbox(conn, outbox_id, "sent_at = COALESCE(sent_at, ?)", (to_db_time(now),))


async def mark_sent_many(conn: Connection, sent: dict[int, datetime]) -> None:
    """`mark_sent` for many rows at once (row id -> when it went out); a row deleted
    meanwhile is skipped."""
    await conn.executemany(
        "UPDATE outbox SET sent_at = COALESCE(sent_at, ?) WHERE id = ?",
        [(to_db_time(at), row_id) for row_id, at in sent.items()],
    )


async def mark_retry(
    conn: Connection, outbox_id: int, error: str, next_attempt_at: datetime
) -> None:
    """The attempt failed but may succeed later: count it and wait until `next_attempt_at`."""
    await _count_failure(conn, outbox_id, error, "next_attempt_at", next_attempt_at)


async def mark_failed(
    conn: Connection, outbox_id: int, error: str, now: datetime
) -> None:
    """The attempt failed for good (e.g. DMs closed): count it; the row is never due again."""
    await _count_failure(conn, outbox_id, error, "failed_at", now)


async def _count_failure(
    conn: Connection, outbox_id: int, error: str, column: str, at: datetime
) -> None:
    """Count a failed attempt with its error, and set `column` (when to try again, or when
    it was given up) to `at`."""
    await _update_outbox(conn, outbox_id, f"attempts = attempts + 1, last_error = ?, {column} = ?",
                         (error, to_db_time(at)))
