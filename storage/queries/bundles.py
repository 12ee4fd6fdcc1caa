"""A game with everything shown beside it, read in one statement.

Every interaction needs a game's row, its seats, its clock, its seats' clocks and its
players' settings (vacations). Read one table at a time that is five or more round trips to
the database thread per look at a game, and a press looks several times; here SQLite builds
the side tables as JSON arrays in the same row as the game, so one statement answers.
The records are the same as the per-table queries return (the tests compare them).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from storage.queries._common import Connection, Row, fetch_all
from storage.queries.clocks import seat_clock_from_row
from storage.queries.games import IN_CHANNEL, OF_USER, game_from_row, rows_matching
from storage.queries.seats import seat_from_row
from storage.queries.settings import user_from_row
from storage.records import GameBundle, SeatClockRecord, SeatRecord, UserRecord


def _object(table: str, record: type[BaseModel]) -> str:
    """json_group_array of one JSON object per row of `table` (already filtered), each
    column of the record under its own name."""
    pairs = ", ".join(f"'{column}', {table}.{column}" for column in record.model_fields)
    return f"json_group_array(json_object({pairs}))"


_SEATS = _object("seats", SeatRecord)
_SEAT_CLOCKS = _object("seat_clocks", SeatClockRecord)
_USERS = _object("users", UserRecord)

_SELECT = (
    "SELECT games.*,"
    f" (SELECT {_SEATS} FROM seats WHERE seats.game_id = games.id) AS bundle_seats,"
    " (SELECT spec FROM game_clocks WHERE game_clocks.game_id = games.id) AS bundle_clock,"
    f" (SELECT {_SEAT_CLOCKS} FROM seat_clocks WHERE seat_clocks.game_id = games.id)"
    " AS bundle_seat_clocks,"
    f" (SELECT {_USERS} FROM users WHERE users.user_id IN"
    " (SELECT user_id FROM seats WHERE seats.game_id = games.id)) AS bundle_users"
    " FROM games"
)


def _bundle(row: Row) -> GameBundle:
    rows: dict[str, list[dict[str, Any]]] = {
        name: json.loads(row[name])
        for name in ("bundle_seats", "bundle_seat_clocks", "bundle_users")
    }
    seat_list = sorted((seat_from_row(r) for r in rows["bundle_seats"]), key=lambda seat: seat.seat)
    seat_clocks = sorted(
        (seat_clock_from_row(r) for r in rows["bundle_seat_clocks"]), key=lambda clock: clock.seat
    )
    users = [user_from_row(r) for r in rows["bundle_users"]]
    return GameBundle(
        game=game_from_row(row),
        seats=seat_list,
        clock_spec=row["bundle_clock"],
        seat_clocks=seat_clocks,
        users={user.user_id: user for user in users},
    )


async def get_bundle(conn: Connection, game_id: int) -> GameBundle | None:
    """The game and what goes with it, or None."""
    rows = await fetch_all(conn, f"{_SELECT} WHERE games.id = ?", (game_id,))
    return _bundle(rows[0]) if rows else None


async def bundles_of_user(
    conn: Connection, user_id: int, statuses: Sequence[str]
) -> list[GameBundle]:
    """`games.games_of_user`, each game with what goes with it; newest first."""
    rows = await rows_matching(conn, _SELECT, OF_USER, (user_id,), statuses)
    return [_bundle(row) for row in rows]


async def bundles_of_user_in_channel(
    conn: Connection, user_id: int, channel_id: int, statuses: Sequence[str]
) -> list[GameBundle]:
    """`bundles_of_user` played in the channel or thread `channel_id`; newest first."""
    rows = await rows_matching(conn, _SELECT, f"({OF_USER}) AND ({IN_CHANNEL})",
                               (user_id, channel_id, channel_id), statuses)
    return [_bundle(row) for row in rows]


async def bundles_in_channel(
    conn: Connection, channel_id: int, statuses: Sequence[str]
) -> list[GameBundle]:
    """`games.games_in_channel`, each game with what goes with it; newest first."""
    rows = await rows_matching(conn, _SELECT, IN_CHANNEL, (channel_id, channel_id), statuses)
    return [_bundle(row) for row in rows]
