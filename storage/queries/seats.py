"""The seats table: who plays in a game, numbered 0..n-1 in joining order."""

from __future__ import annotations

from datetime import datetime

from storage.errors import AlreadySeated, GameNotFound
from storage.queries._common import (
    FOREIGN_KEY,
    INTEGRITY_ERRORS,
    UNIQUE,
    Connection,
    Row,
    fetch_all,
    fetch_one,
    violated,
    write,
)
from storage.records import SeatRecord
from storage.timestamps import from_db_time, to_db_time


def seat_from_row(row: Row) -> SeatRecord:
    """The record of a seats row."""
    return SeatRecord(
        game_id=row["game_id"],
        seat=row["seat"],
        user_id=row["user_id"],
        display_name=row["display_name"],
        joined_at=from_db_time(row["joined_at"]),
        bot_level=row["bot_level"],
    )


async def get_seats(conn: Connection, game_id: int) -> list[SeatRecord]:
    """The game's seats in seat order."""
    rows = await fetch_all(conn, "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    return [seat_from_row(row) for row in rows]


async def add_seat(
    conn: Connection, game_id: int, user_id: int, display_name: str, now: datetime,
    bot_level: str | None = None,
) -> SeatRecord:
    """Seat the user (or a bot of `bot_level`, its user_id negative) at the next number
    (0, 1, 2...); AlreadySeated if they hold one."""
    try:
        await write(
            conn,
            "INSERT INTO seats (game_id, seat, user_id, display_name, joined_at, bot_level)"
            " VALUES (?, (SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?),"
            " ?, ?, ?, ?)",
            (game_id, game_id, user_id, display_name, to_db_time(now), bot_level),
        )
    except INTEGRITY_ERRORS as error:
        if violated(error) == UNIQUE:
            raise AlreadySeated(game_id, user_id) from None
        if violated(error) == FOREIGN_KEY:
            raise GameNotFound(game_id) from None
        raise
    row = await fetch_one(
        conn, "SELECT * FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    assert row is not None  # just inserted inside the same transaction
    return seat_from_row(row)


async def remove_seat(conn: Connection, game_id: int, user_id: int) -> bool:
    """Free the user's seat and close the gap (seats stay 0..n-1 in joining order).

    Returns False if the user held no seat. The seats after the gap move down one at a time,
    lowest first, so the (game, seat) key never collides on the way.
    """
    row = await fetch_one(
        conn, "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
    )
    if row is None:
        return False
    freed: int = row["seat"]
    await write(conn, "DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, freed))
    later = await fetch_all(
        conn,
        "SELECT seat FROM seats WHERE game_id = ? AND seat > ? ORDER BY seat",
        (game_id, freed),
    )
    for later_row in later:
        seat: int = later_row["seat"]
        await write(
            conn,
            "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?",
            (seat - 1, game_id, seat),
        )
    return True
