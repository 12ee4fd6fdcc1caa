"""The game_clocks and seat_clocks tables: each game's clock and each seat's time and standing."""

from __future__ import annotations

from storage.queries._common import Connection, Row, fetch_all, fetch_one, write
from storage.records import SeatClockRecord
from storage.timestamps import optional_from_db_time, to_db_time


def seat_clock_from_row(row: Row) -> SeatClockRecord:
    """The record of a seat_clocks row."""
    return SeatClockRecord(
        game_id=row["game_id"],
        seat=row["seat"],
        bank=row["bank"],
        allotted=row["allotted"],
        waiting=bool(row["waiting"]),
        running_since=optional_from_db_time(row["running_since"]),
        paused=bool(row["paused"]),
        timed_out=bool(row["timed_out"]),
        auto=bool(row["auto"]),
        resigned=bool(row["resigned"]),
    )


async def get_game_clock(conn: Connection, game_id: int) -> str | None:
    """The game's clock settings (JSON text owned by the sessions layer), or None: no clock."""
    row = await fetch_one(conn, "SELECT spec FROM game_clocks WHERE game_id = ?", (game_id,))
    return None if row is None else str(row["spec"])


async def set_game_clock(conn: Connection, game_id: int, spec: str) -> None:
    """Store (or replace) the game's clock settings."""
    await write(
        conn,
        "INSERT INTO game_clocks (game_id, spec) VALUES (?, ?)"
        " ON CONFLICT (game_id) DO UPDATE SET spec = excluded.spec",
        (game_id, spec),
    )


async def get_seat_clocks(conn: Connection, game_id: int) -> list[SeatClockRecord]:
    """The seats' clocks of a game that has them, in seat order."""
    rows = await fetch_all(
        conn, "SELECT * FROM seat_clocks WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    return [seat_clock_from_row(row) for row in rows]


async def save_seat_clock(conn: Connection, clock: SeatClockRecord) -> None:
    """Write a seat's clock row as given (insert or replace every column)."""
    await write(
        conn,
        "INSERT INTO seat_clocks (game_id, seat, bank, allotted, waiting, running_since,"
        " paused, timed_out, auto, resigned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (game_id, seat) DO UPDATE SET bank = excluded.bank,"
        " allotted = excluded.allotted, waiting = excluded.waiting,"
        " running_since = excluded.running_since, paused = excluded.paused,"
        " timed_out = excluded.timed_out, auto = excluded.auto, resigned = excluded.resigned",
        (
            clock.game_id,
            clock.seat,
            clock.bank,
            clock.allotted,
            int(clock.waiting),
            None if clock.running_since is None else to_db_time(clock.running_since),
            int(clock.paused),
            int(clock.timed_out),
            int(clock.auto),
            int(clock.resigned),
        ),
    )
