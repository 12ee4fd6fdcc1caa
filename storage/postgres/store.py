"""The PostgreSQL backend of `storage.interface`: `PostgresStore` and its
`PostgresTransaction`, the same queries as `SqliteStore`'s (`storage.repository`) on
PostgreSQL's connections.

A query a PostgreSQL deployment needs and SQLite does not (a claim with `FOR UPDATE SKIP
LOCKED`) is a method of `PostgresTransaction` running its SQL on `self._key`, the
transaction's connection (`self._raw` for asyncpg's own calls).
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime

import asyncpg

from storage.errors import GameNotFound
from storage.postgres.connection import PgConnection, PoolReader
from storage.postgres.database import PostgresDatabase
from storage.queries import actions, bundles, games, leases, outbox, seats, votes
from storage.records import ActionRecord, GameBundle, GameRecord, SeatRecord, VoteRecord
from storage.repository import QueryReads, QueryWrites, written_in
from storage.timestamps import to_db_time

__all__ = ["PostgresStore", "PostgresTransaction"]


class PostgresStore(QueryReads):
    """A `storage.interface.Store` over an open `PostgresDatabase`: reads on pooled
    connections, writes in its transactions."""

    def __init__(self, db: PostgresDatabase) -> None:
        self.db = db

    @property
    def _key(self) -> PoolReader:
        return self.db.reader

    _scan = _key

    def transaction(self) -> AbstractAsyncContextManager[PostgresTransaction]:
        """A write transaction: commits when the block ends, rolls back if it raises."""
        return written_in(self.db.transaction(), PostgresTransaction)

    async def close(self) -> None:
        """Close the database (see `PostgresDatabase.close`)."""
        await self.db.close()


# A game's row, locked until the transaction ends: for an update (its writers queue on it),
# or for key share (it cannot be deleted meanwhile, as a foreign key holds it).
_LOCK_GAME = "SELECT 1 FROM games WHERE id = $1 FOR UPDATE"
_KEEP_GAME = "SELECT 1 FROM games WHERE id = $1 FOR KEY SHARE"


class PostgresTransaction(QueryWrites):
    """A `storage.interface.Transaction` on one connection, inside its transaction.

    Reading a game, or writing its seats or its log, locks the game's row until the
    transaction ends: what the sessions decide from it (a free seat, the next seq, whose
    turn it is) cannot be changed under them by a concurrent transaction, which waits (and
    then usually meets VersionConflict), as every writer waits for the one before it on
    SQLite. A statement that fails aborts a whole PostgreSQL transaction, so the domain
    errors the interface promises leave the transaction usable are checked first (the game
    exists) or caught inside a savepoint (AlreadySeated, VoteAlreadyOpen).
    """

    @property
    def _raw(self) -> asyncpg.Connection:
        """The transaction's asyncpg connection, for the statements written here."""
        conn = self._key
        assert isinstance(conn, PgConnection)  # what PostgresDatabase.transaction yields
        return conn.raw

    async def _hold(self, game_id: int, lock: str = _LOCK_GAME) -> bool:
        """Lock the game's row (see the class); whether there is such a game."""
        return await self._raw.fetchval(lock, game_id) is not None

    async def _held(self, game_id: int, lock: str = _LOCK_GAME) -> None:
        """`_hold`, raising GameNotFound when there is no such game."""
        if not await self._hold(game_id, lock):
            raise GameNotFound(game_id)

    async def get_game(self, game_id: int) -> GameRecord | None:
        """The game's row, or None; locked until the transaction ends."""
        await self._hold(game_id)
        return await games.get_game(self._key, game_id)

    async def get_bundle(self, game_id: int) -> GameBundle | None:
        """The game with its seats, clocks and players' settings; the game locked until the
        transaction ends."""
        await self._hold(game_id)
        return await bundles.get_bundle(self._key, game_id)

    async def add_seat(
        self, game_id: int, user_id: int, display_name: str, now: datetime,
        bot_level: str | None = None,
    ) -> SeatRecord:
        """Seat the user at the game's next number (see `Transaction.add_seat`)."""
        await self._held(game_id)
        async with self._raw.transaction():  # a savepoint: AlreadySeated keeps tx usable
            return await seats.add_seat(self._key, game_id, user_id, display_name, now,
                                        bot_level)

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Free the user's seat and renumber the others (see `Transaction.remove_seat`)."""
        await self._hold(game_id)
        return await seats.remove_seat(self._key, game_id, user_id)

    async def append_action(
        self, game_id: int, *, seat: int, notation: str, events: str, now: datetime
    ) -> ActionRecord:
        """Append the game's next log entry (see `Transaction.append_action`)."""
        await self._held(game_id)
        return await actions.append_action(self._key, game_id, seat=seat, notation=notation,
                                           events=events, now=now)

    async def enqueue(self, game_id: int | None, payload: str, now: datetime) -> int:
        """Queue a message (see `Transaction.enqueue`)."""
        if game_id is not None:
            await self._held(game_id, _KEEP_GAME)
        return await outbox.enqueue(self._key, game_id, payload, now)

    async def enqueue_many(
        self, game_id: int | None, payloads: Sequence[str], now: datetime
    ) -> None:
        """Queue messages in order (see `Transaction.enqueue_many`)."""
        if game_id is not None:
            await self._held(game_id, _KEEP_GAME)
        await outbox.enqueue_many(self._key, game_id, payloads, now)

    async def claim_leases(
        self, game_ids: Sequence[int], owner: str, now: datetime, until: datetime
    ) -> list[int]:
        """Take or renew leases (see `Transaction.claim_leases`), skipping those another
        process is claiming this instant instead of waiting for it to commit."""
        if not game_ids:
            return []
        keys = sorted(set(game_ids))
        await self._raw.executemany(leases.ADD_FREE_SQL_POSTGRES,
                                    [(key, leases.NEVER_HELD) for key in keys])
        rows = await self._raw.fetch(leases.CLAIM_SQL_POSTGRES, owner, to_db_time(until),
                                     keys, to_db_time(now))
        return sorted(int(row[0]) for row in rows)

    async def open_vote(
        self, game_id: int, seat: int, now: datetime, closes_at: datetime
    ) -> VoteRecord:
        """Open a vote on an absent seat (see `Transaction.open_vote`)."""
        async with self._raw.transaction():  # a savepoint: VoteAlreadyOpen keeps tx usable
            return await votes.open_vote(self._key, game_id, seat, now, closes_at)
