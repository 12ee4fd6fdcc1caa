"""The actions table: each game's append-only log of moves."""

from __future__ import annotations

from datetime import datetime

from storage.errors import GameNotFound
from storage.queries._common import (
    FOREIGN_KEY,
    INTEGRITY_ERRORS,
    Connection,
    fetch_all,
    fetch_one,
    record_reader,
    violated,
)
from storage.records import ActionRecord
from storage.timestamps import from_db_time, to_db_time

_action = record_reader(ActionRecord)


async def list_actions(
    conn: Connection, game_id: int, after_seq: int = 0
) -> list[ActionRecord]:
    """The game's log entries with seq > after_seq, in order."""
    rows = await fetch_all(
        conn,
        "SELECT * FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq",
        (game_id, after_seq),
    )
    return [_action(row) for row in rows]


async def last_action(conn: Connection, game_id: int) -> ActionRecord | None:
    """The game's latest log entry (None: nothing played yet)."""
    row = await fetch_one(
        conn, "SELECT * FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,))
    return None if row is None else _action(row)


async def append_action(
    conn: Connection,
    game_id: int,
    *,
    seat: int,
    notation: str,
    events: str,
    now: datetime,
) -> ActionRecord:
    """Add the next entry (seq = last + 1) to the game's log."""
    stamp = to_db_time(now)
    try:
        row = await fetch_one(
            conn,
            "INSERT INTO actions (game_id, seq, seat, notation, events, at)"
            " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?),"
            " ?, ?, ?, ?) RETURNING seq",
            (game_id, game_id, seat, notation, events, stamp),
        )
    except INTEGRITY_ERRORS as error:
        if violated(error) == FOREIGN_KEY:
            raise GameNotFound(game_id) from None
        raise
    assert row is not None  # an INSERT ... VALUES of one row returns one row
    seq: int = row[0]
    return ActionRecord(
        game_id=game_id,
        seq=seq,
        seat=seat,
        notation=notation,
        events=events,
        at=from_db_time(stamp),
    )
