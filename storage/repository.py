"""The SQLite backend of `storage.interface`: `SqliteStore` and its `SqliteTransaction`.

Reads outside a transaction go to the read-only connections and see the last committed
state; a transaction's reads go through the writer connection and see its own writes. Both
are the same `_SqliteReads`, over different connections. Every write goes through a
transaction, so a move's new state, its log entry and its outgoing messages commit together
or not at all; `update_game`'s version check turns a second, concurrent click into a
`VersionConflict` instead of a lost update. The docstrings of the methods are the
interface's (`storage.interface`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Unpack

import aiosqlite

from storage.database import Database
from storage.inline import InlineConnection
from storage.queries import (
    actions,
    bundles,
    clocks,
    games,
    outbox,
    seats,
    settings,
    stats,
    timers,
    votes,
)
from storage.queries._common import Connection
from storage.records import (
    ActionRecord,
    GameBundle,
    GameChanges,
    GamePlaces,
    GameRecord,
    GameResult,
    GuildChanges,
    GuildSettings,
    NewGame,
    OutboxRecord,
    SeatClockRecord,
    SeatRecord,
    Tally,
    TimerKind,
    TimerRecord,
    TimerTarget,
    UserChanges,
    UserRecord,
    VoteRecord,
    VoteResult,
)

__all__ = ["SqliteStore", "SqliteTransaction"]


class _SqliteReads:
    """Every read, written once: `_key` runs the reads of a few rows found by key, `_scan`
    those that may scan many rows (every open game, statistics, due timers and messages)."""

    @property
    def _key(self) -> Connection:
        raise NotImplementedError

    @property
    def _scan(self) -> Connection:
        raise NotImplementedError

    async def get_game(self, game_id: int) -> GameRecord | None:
        """See `storage.interface.Reads`."""
        return await games.get_game(self._key, game_id)

    async def get_seats(self, game_id: int) -> list[SeatRecord]:
        """See `storage.interface.Reads`."""
        return await seats.get_seats(self._key, game_id)

    async def get_bundle(self, game_id: int) -> GameBundle | None:
        """See `storage.interface.Reads`."""
        return await bundles.get_bundle(self._key, game_id)

    async def bundles_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameBundle]:
        """See `storage.interface.Reads`."""
        return await bundles.bundles_of_user(self._key, user_id, statuses)

    async def bundles_in_channel(
        self, channel_id: int, statuses: Sequence[str]
    ) -> list[GameBundle]:
        """See `storage.interface.Reads`."""
        return await bundles.bundles_in_channel(self._key, channel_id, statuses)

    async def games_in_channel(self, channel_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """See `storage.interface.Reads`."""
        return await games.games_in_channel(self._key, channel_id, statuses)

    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """See `storage.interface.Reads`."""
        return await games.games_of_user(self._key, user_id, statuses)

    async def active_games(self) -> list[GameRecord]:
        """See `storage.interface.Reads`."""
        return await games.open_games(self._scan)

    async def lobbies_hosted(self, host_id: int) -> int:
        """See `storage.interface.Reads`."""
        return await games.lobbies_hosted(self._key, host_id)

    async def list_actions(self, game_id: int, after_seq: int = 0) -> list[ActionRecord]:
        """See `storage.interface.Reads`."""
        return await actions.list_actions(self._key, game_id, after_seq)

    async def tallies_of_user(self, user_id: int) -> list[Tally]:
        """See `storage.interface.Reads`."""
        return await stats.tallies_of_user(self._scan, user_id)

    async def leaderboard(self, guild_id: int, kind: str, limit: int = 10) -> list[Tally]:
        """See `storage.interface.Reads`."""
        return await stats.leaderboard(self._scan, guild_id, kind, limit)

    async def recent_results(self, user_id: int, limit: int = 5) -> list[GameResult]:
        """See `storage.interface.Reads`."""
        return await stats.recent_results(self._scan, user_id, limit)

    async def get_game_clock(self, game_id: int) -> str | None:
        """See `storage.interface.Reads`."""
        return await clocks.get_game_clock(self._key, game_id)

    async def get_seat_clocks(self, game_id: int) -> list[SeatClockRecord]:
        """See `storage.interface.Reads`."""
        return await clocks.get_seat_clocks(self._key, game_id)

    async def get_timer(self, timer_id: int) -> TimerRecord | None:
        """See `storage.interface.Reads`."""
        return await timers.get_timer(self._key, timer_id)

    async def due_timers(self, now: datetime, limit: int = 100) -> list[TimerRecord]:
        """See `storage.interface.Reads`."""
        return await timers.due_timers(self._scan, now, limit)

    async def next_timer_due(self) -> datetime | None:
        """See `storage.interface.Reads`."""
        return await timers.next_due(self._key)

    async def pending_timers(
        self, *, game_id: int | None = None, user_id: int | None = None
    ) -> list[TimerRecord]:
        """See `storage.interface.Reads`."""
        return await timers.pending_timers(self._scan, game_id=game_id, user_id=user_id)

    async def get_vote(self, vote_id: int) -> VoteRecord | None:
        """See `storage.interface.Reads`."""
        return await votes.get_vote(self._key, vote_id)

    async def open_votes(self, game_id: int) -> list[VoteRecord]:
        """See `storage.interface.Reads`."""
        return await votes.open_votes(self._key, game_id)

    async def get_outbox(self, outbox_id: int) -> OutboxRecord | None:
        """See `storage.interface.Reads`."""
        return await outbox.get_outbox(self._key, outbox_id)

    async def due_outbox(self, now: datetime, limit: int = 50) -> list[OutboxRecord]:
        """See `storage.interface.Reads`."""
        return await outbox.due_outbox(self._scan, now, limit)

    async def pending_outbox_games(self) -> list[tuple[int | None, datetime]]:
        """See `storage.interface.Reads`."""
        return await outbox.pending_outbox_games(self._scan)

    async def game_outbox(self, game_id: int | None, limit: int = 200) -> list[OutboxRecord]:
        """See `storage.interface.Reads`."""
        return await outbox.game_outbox(self._key, game_id, limit)

    async def pending_outbox_count(self) -> int:
        """See `storage.interface.Reads`."""
        return await outbox.pending_outbox_count(self._scan)

    async def get_user(self, user_id: int) -> UserRecord | None:
        """See `storage.interface.Reads`."""
        return await settings.get_user(self._key, user_id)

    async def get_guild_settings(self, guild_id: int) -> GuildSettings | None:
        """See `storage.interface.Reads`."""
        return await settings.get_guild_settings(self._key, guild_id)


class SqliteTransaction(_SqliteReads):
    """A `storage.interface.Transaction` on the writer connection, inside the write lock."""

    def __init__(self, conn: InlineConnection) -> None:
        self._conn: InlineConnection | None = conn

    def _finish(self) -> None:
        self._conn = None

    @property
    def _key(self) -> InlineConnection:
        if self._conn is None:
            raise RuntimeError("this transaction has ended; open a new one")
        return self._conn

    _scan = _key

    async def create_game(self, *, now: datetime, **game: Unpack[NewGame]) -> GameRecord:
        """See `storage.interface.Transaction`."""
        return await games.create_game(self._key, now=now, **game)

    async def update_game(
        self, game_id: int, *, expected_version: int, now: datetime,
        **changes: Unpack[GameChanges],
    ) -> GameRecord:
        """See `storage.interface.Transaction`."""
        return await games.update_game(
            self._key, game_id, expected_version=expected_version, now=now, **changes
        )

    async def set_game_message(
        self, game_id: int, *, now: datetime, **places: Unpack[GamePlaces]
    ) -> None:
        """See `storage.interface.Transaction`."""
        await games.set_game_message(self._key, game_id, now=now, **places)

    async def add_seat(
        self, game_id: int, user_id: int, display_name: str, now: datetime
    ) -> SeatRecord:
        """See `storage.interface.Transaction`."""
        return await seats.add_seat(self._key, game_id, user_id, display_name, now)

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """See `storage.interface.Transaction`."""
        return await seats.remove_seat(self._key, game_id, user_id)

    async def append_action(
        self, game_id: int, *, seat: int, notation: str, events: str, now: datetime
    ) -> ActionRecord:
        """See `storage.interface.Transaction`."""
        return await actions.append_action(
            self._key, game_id, seat=seat, notation=notation, events=events, now=now
        )

    async def enqueue(self, game_id: int | None, payload: str, now: datetime) -> int:
        """See `storage.interface.Transaction`."""
        return await outbox.enqueue(self._key, game_id, payload, now)

    async def enqueue_many(
        self, game_id: int | None, payloads: Sequence[str], now: datetime
    ) -> None:
        """See `storage.interface.Transaction`."""
        await outbox.enqueue_many(self._key, game_id, payloads, now)

    async def mark_sent(self, outbox_id: int, now: datetime) -> None:
        """See `storage.interface.Transaction`."""
        await outbox.mark_sent(self._key, outbox_id, now)

    async def mark_sent_many(self, sent: dict[int, datetime]) -> None:
        """See `storage.interface.Transaction`."""
        await outbox.mark_sent_many(self._key, sent)

    async def mark_retry(self, outbox_id: int, error: str, next_attempt_at: datetime) -> None:
        """See `storage.interface.Transaction`."""
        await outbox.mark_retry(self._key, outbox_id, error, next_attempt_at)

    async def mark_failed(self, outbox_id: int, error: str, now: datetime) -> None:
        """See `storage.interface.Transaction`."""
        await outbox.mark_failed(self._key, outbox_id, error, now)

    async def prune_outbox(self, before: datetime) -> int:
        """See `storage.interface.Transaction`."""
        return await outbox.prune_outbox(self._key, before)

    async def set_game_clock(self, game_id: int, spec: str) -> None:
        """See `storage.interface.Transaction`."""
        await clocks.set_game_clock(self._key, game_id, spec)

    async def save_seat_clock(self, clock: SeatClockRecord) -> None:
        """See `storage.interface.Transaction`."""
        await clocks.save_seat_clock(self._key, clock)

    async def add_timer(
        self, kind: TimerKind, due_at: datetime, now: datetime, **target: Unpack[TimerTarget]
    ) -> TimerRecord:
        """See `storage.interface.Transaction`."""
        return await timers.add_timer(self._key, kind, due_at, now, **target)

    async def mark_timer_fired(self, timer_id: int, now: datetime) -> bool:
        """See `storage.interface.Transaction`."""
        return await timers.mark_fired(self._key, timer_id, now)

    async def cancel_timers(
        self, *, kinds: Sequence[TimerKind] = (), **target: Unpack[TimerTarget]
    ) -> int:
        """See `storage.interface.Transaction`."""
        return await timers.cancel_timers(self._key, kinds=kinds, **target)

    async def open_vote(
        self, game_id: int, seat: int, now: datetime, closes_at: datetime
    ) -> VoteRecord:
        """See `storage.interface.Transaction` (sqlite3.IntegrityError if one is open)."""
        return await votes.open_vote(self._key, game_id, seat, now, closes_at)

    async def set_ballot(self, vote_id: int, voter: int, choice: str) -> None:
        """See `storage.interface.Transaction`."""
        await votes.set_ballot(self._key, vote_id, voter, choice)

    async def close_vote(self, vote_id: int, result: VoteResult, now: datetime) -> bool:
        """See `storage.interface.Transaction`."""
        return await votes.close_vote(self._key, vote_id, result, now)

    async def set_user(
        self, user_id: int, now: datetime, **changes: Unpack[UserChanges]
    ) -> UserRecord:
        """See `storage.interface.Transaction`."""
        return await settings.set_user(self._key, user_id, now, **changes)

    async def set_guild_settings(
        self, guild_id: int, now: datetime, **changes: Unpack[GuildChanges]
    ) -> GuildSettings:
        """See `storage.interface.Transaction`."""
        return await settings.set_guild_settings(self._key, guild_id, now, **changes)


class SqliteStore(_SqliteReads):
    """A `storage.interface.Store` over an open SQLite `Database`: key lookups run inline on
    the quick reader, reads that may scan on the threaded one, writes in its transactions."""

    def __init__(self, db: Database) -> None:
        self.db = db

    @property
    def _key(self) -> InlineConnection:
        return self.db.quick_reader

    @property
    def _scan(self) -> aiosqlite.Connection:
        return self.db.reader

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[SqliteTransaction]:
        """A write transaction: commits when the block ends, rolls back if it raises."""
        async with self.db.transaction() as conn:
            transaction = SqliteTransaction(conn)
            try:
                yield transaction
            finally:
                transaction._finish()

    async def close(self) -> None:
        """Close the database (see `Database.close`)."""
        await self.db.close()
