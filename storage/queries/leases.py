"""The leases table: which bot process works on a game's messages and timers, until when."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from storage.queries._common import Connection, fetch_all, placeholders
from storage.timestamps import to_db_time

NEVER_HELD = to_db_time(datetime(1970, 1, 1, tzinfo=UTC))
"""A lease row's expiry before its first claim: free since forever."""

# The claim is one statement: of the named leases, those free (expired) or already the
# owner's, taken or renewed until `until`. SQLite runs it inside the write transaction's
# lock (BEGIN IMMEDIATE), so two processes claiming at once get disjoint leases.
_ADD_FREE_SQL = ("INSERT INTO leases (game_id, owner, expires_at) VALUES (?, '', ?)"
                 " ON CONFLICT (game_id) DO NOTHING")
_CLAIM_SQL = (
    "UPDATE leases SET owner = ?, expires_at = ? WHERE game_id IN ("
    "SELECT game_id FROM leases WHERE game_id IN ({keys}) AND (owner = ? OR expires_at <= ?))"
    " RETURNING game_id"
)
# PostgreSQL's twin (`PostgresTransaction.claim_leases`) selects the same rows `FOR UPDATE
# SKIP LOCKED`, so a claimer skips the rows another is claiming instead of waiting for them.
ADD_FREE_SQL_POSTGRES = ("INSERT INTO leases (game_id, owner, expires_at) VALUES ($1, '', $2)"
                         " ON CONFLICT (game_id) DO NOTHING")
CLAIM_SQL_POSTGRES = (
    "UPDATE leases SET owner = $1, expires_at = $2 WHERE game_id IN ("
    "SELECT game_id FROM leases WHERE game_id = ANY($3::bigint[])"
    " AND (owner = $1 OR expires_at <= $4) FOR UPDATE SKIP LOCKED) RETURNING game_id"
)


async def claim_leases(
    conn: Connection, game_ids: Sequence[int], owner: str, now: datetime, until: datetime
) -> list[int]:
    """Take or renew, for `owner` until `until`, the leases of these games (0: the work of
    no game) that are free at `now` or already theirs; the ones now held, in ascending
    order. A lease held by another owner and not yet expired is left alone."""
    if not game_ids:
        return []
    keys = sorted(set(game_ids))
    # a game never leased before gets its row, free since forever, then the claim proper
    await conn.executemany(_ADD_FREE_SQL, [(key, NEVER_HELD) for key in keys])
    rows = await fetch_all(
        conn, _CLAIM_SQL.format(keys=placeholders(keys)),
        (owner, to_db_time(until), *keys, owner, to_db_time(now)),
    )
    return sorted(int(row[0]) for row in rows)


async def game_guilds(conn: Connection, game_ids: Sequence[int]) -> dict[int, int | None]:
    """The server of each of these games (None: a game outside any server); a game that
    does not exist is left out."""
    if not game_ids:
        return {}
    keys = sorted(set(game_ids))
    rows = await fetch_all(
        conn, f"SELECT id, guild_id FROM games WHERE id IN ({placeholders(keys)})", keys
    )
    return {int(row[0]): (None if row[1] is None else int(row[1])) for row in rows}
