"""The votes table: what the other players decide about a seat whose clock ran out."""

from __future__ import annotations

import json
from datetime import datetime

from storage.errors import VoteAlreadyOpen
from storage.queries._common import (
    INTEGRITY_ERRORS,
    UNIQUE,
    Connection,
    fetch_all,
    fetch_record,
    record_reader,
    to_json,
    violated,
    write,
    write_record,
)
from storage.records import VoteRecord, VoteResult
from storage.timestamps import to_db_time


def _ballots(stored: str) -> dict[int, str]:
    """The ballots JSON (seat numbers are its keys, so text) with the seats as numbers."""
    return {int(seat): str(choice) for seat, choice in json.loads(stored).items()}


_vote = record_reader(VoteRecord, ballots=_ballots)


async def open_vote(
    conn: Connection, game_id: int, seat: int, now: datetime, closes_at: datetime
) -> VoteRecord:
    """Open a vote on `seat`; VoteAlreadyOpen if one is open on that seat already."""
    try:
        return await write_record(
            conn, _vote,
            "INSERT INTO votes (game_id, seat, opened_at, closes_at) VALUES (?, ?, ?, ?)"
            " RETURNING *",
            (game_id, seat, to_db_time(now), to_db_time(closes_at)),
        )
    except INTEGRITY_ERRORS as error:
        if violated(error) == UNIQUE:
            raise VoteAlreadyOpen(game_id, seat) from None
        raise


async def get_vote(conn: Connection, vote_id: int) -> VoteRecord | None:
    """One vote, open or closed."""
    return await fetch_record(conn, _vote, "SELECT * FROM votes WHERE id = ?", (vote_id,))


async def open_votes(conn: Connection, game_id: int) -> list[VoteRecord]:
    """The game's votes still open, oldest first."""
    rows = await fetch_all(
        conn,
        "SELECT * FROM votes WHERE game_id = ? AND closed_at IS NULL ORDER BY id",
        (game_id,),
    )
    return [_vote(row) for row in rows]


async def set_ballot(conn: Connection, vote_id: int, voter: int, choice: str) -> None:
    """Record (or change) one voter's ballot in an open vote."""
    vote = await get_vote(conn, vote_id)
    if vote is None or vote.closed_at is not None:
        raise ValueError(f"vote {vote_id} is not open")
    ballots = {str(seat): value for seat, value in vote.ballots.items()}
    ballots[str(voter)] = choice
    await write(conn, "UPDATE votes SET ballots = ? WHERE id = ?", (to_json(ballots), vote_id))


async def close_vote(
    conn: Connection, vote_id: int, result: VoteResult, now: datetime
) -> bool:
    """Close an open vote with its result; False if it was already closed."""
    changed = await write(
        conn,
        "UPDATE votes SET result = ?, closed_at = ? WHERE id = ? AND closed_at IS NULL",
        (result, to_db_time(now), vote_id),
    )
    return changed == 1
