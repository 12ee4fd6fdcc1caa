"""The game_clocks and seat_clocks tables: each game's clock and each seat's time and standing."""

from __future__ import annotations

from storage.queries._common import (
    Connection,
    column_values,
    fetch_all,
    fetch_one,
    record_reader,
    upsert,
)
from storage.records import SeatClockRecord

seat_clock_from_row = record_reader(SeatClockRecord)
"""The record of a seat_clocks row."""


async def get_game_clock(conn: Connection, game_id: int) -> str | None:
    """The game's clock settings (JSON text owned by the sessions layer), or None: no clock."""
    row = await fetch_one(conn, "SELECT spec FROM game_clocks WHERE game_id = ?", (game_id,))
    return None if row is None else str(row["spec"])


async def set_game_clock(conn: Connection, game_id: int, spec: str) -> None:
    """Store (or replace) the game's clock settings."""
    await upsert(conn, "game_clocks", {"game_id": game_id}, {"spec": spec})


async def get_seat_clocks(conn: Connection, game_id: int) -> list[SeatClockRecord]:
    """The seats' clocks of a game that has them, in seat order."""
    rows = await fetch_all(
        conn, "SELECT * FROM seat_clocks WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    return [seat_clock_from_row(row) for row in rows]


async def save_seat_clock(conn: Connection, clock: SeatClockRecord) -> None:
    """Write a seat's clock row as given (insert or replace every column)."""
    values = column_values(clock.model_dump(), SeatClockRecord.model_fields)
    key = {column: values.pop(column) for column in ("game_id", "seat")}
    await upsert(conn, "seat_clocks", key, values)
