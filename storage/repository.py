"""The storage interface of the sessions layer: `Store` for reads, `Transaction` for writes.

Reads outside a transaction go to the read-only connection and see the last committed state.
Every write goes through a `Transaction`, so a move's new state, its log entry and its
outgoing messages commit together or not at all; `update_game`'s version check turns a
second, concurrent click into a `VersionConflict` instead of a lost update.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Any

import aiosqlite

from storage.database import Database
from storage.errors import AlreadySeated, GameNotFound, OutboxNotFound, VersionConflict
from storage.queries import actions, games, outbox, seats, settings
from storage.records import (
    ActionRecord,
    GameRecord,
    GameStatus,
    GuildSettings,
    OutboxRecord,
    SeatRecord,
    UserRecord,
)
from storage.unset import UNSET, Unset

__all__ = [
    "UNSET",
    "AlreadySeated",
    "GameNotFound",
    "OutboxNotFound",
    "Store",
    "Transaction",
    "Unset",
    "VersionConflict",
]


class Transaction:
    """All writes; everything done through one Transaction commits together or not at all.

    Obtain one from `Store.transaction()`; it is dead once its `async with` block ends. Its
    reads go through the writer connection, so they see the transaction's own writes.
    """

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn: aiosqlite.Connection | None = conn

    def _finish(self) -> None:
        self._conn = None

    @property
    def _live(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise RuntimeError("this transaction has ended; open a new one")
        return self._conn

    # --- reads (see own writes) ---

    async def get_game(self, game_id: int) -> GameRecord | None:
        """The game's row as this transaction sees it."""
        return await games.get_game(self._live, game_id)

    async def get_seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats in seat order, as this transaction sees them."""
        return await seats.get_seats(self._live, game_id)

    async def list_actions(self, game_id: int, after_seq: int = 0) -> list[ActionRecord]:
        """The game's log after `after_seq`, as this transaction sees it."""
        return await actions.list_actions(self._live, game_id, after_seq)

    async def get_outbox(self, outbox_id: int) -> OutboxRecord | None:
        """One outbox row, as this transaction sees it."""
        return await outbox.get_outbox(self._live, outbox_id)

    # --- games ---

    async def create_game(
        self,
        *,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        options: dict[str, Any],
        seed: int,
        language: str,
        now: datetime,
    ) -> GameRecord:
        """A new game in the lobby, at version 0, with no state yet."""
        return await games.create_game(
            self._live, kind=kind, guild_id=guild_id, channel_id=channel_id, host_id=host_id,
            options=options, seed=seed, language=language, now=now,
        )

    async def update_game(
        self,
        game_id: int,
        *,
        expected_version: int,
        now: datetime,
        status: GameStatus | Unset = UNSET,
        state: str | Unset | None = UNSET,
        outcome: str | Unset | None = UNSET,
        options: dict[str, Any] | Unset = UNSET,
        message_id: int | Unset | None = UNSET,
        thread_id: int | Unset | None = UNSET,
        posted_seq: int | Unset = UNSET,
    ) -> GameRecord:
        """Change the given columns and bump the version, if it is still `expected_version`.

        `UPDATE ... WHERE id = ? AND version = ?`: raises VersionConflict (having changed
        nothing) when another writer got there first. Let it propagate out of the `async
        with` block so the whole transaction rolls back.
        """
        return await games.update_game(
            self._live, game_id, expected_version=expected_version, now=now, status=status,
            state=state, outcome=outcome, options=options, message_id=message_id,
            thread_id=thread_id, posted_seq=posted_seq,
        )

    async def set_game_message(
        self,
        game_id: int,
        *,
        message_id: int | Unset | None = UNSET,
        thread_id: int | Unset | None = UNSET,
        status_message_id: int | Unset | None = UNSET,
        now: datetime,
    ) -> None:
        """Record the game's message/thread ids without bumping the version (GameNotFound)."""
        await games.set_game_message(
            self._live, game_id, message_id=message_id, thread_id=thread_id,
            status_message_id=status_message_id, now=now,
        )

    # --- seats ---

    async def add_seat(
        self, game_id: int, user_id: int, display_name: str, now: datetime
    ) -> SeatRecord:
        """Seat the user at the next free number (0, 1, 2...).

        Raises AlreadySeated if they hold a seat, GameNotFound if there is no such game;
        either leaves the transaction usable.
        """
        return await seats.add_seat(self._live, game_id, user_id, display_name, now)

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Free the user's seat and renumber the others 0..n-1 in order; False if not seated."""
        return await seats.remove_seat(self._live, game_id, user_id)

    # --- the log and the outbox ---

    async def append_action(
        self, game_id: int, *, seat: int, notation: str, events: str, now: datetime
    ) -> ActionRecord:
        """Append the next log entry (seq = last + 1). The log has no update or delete."""
        return await actions.append_action(
            self._live, game_id, seat=seat, notation=notation, events=events, now=now
        )

    async def enqueue(self, game_id: int | None, payload: str, now: datetime) -> int:
        """Queue a message (due at once) to go out once this transaction commits."""
        return await outbox.enqueue(self._live, game_id, payload, now)

    async def mark_sent(self, outbox_id: int, now: datetime) -> None:
        """See `Store.mark_sent`; here, to combine it with other writes."""
        await outbox.mark_sent(self._live, outbox_id, now)

    async def mark_retry(self, outbox_id: int, error: str, next_attempt_at: datetime) -> None:
        """See `Store.mark_retry`; here, to combine it with other writes."""
        await outbox.mark_retry(self._live, outbox_id, error, next_attempt_at)

    async def mark_failed(self, outbox_id: int, error: str, now: datetime) -> None:
        """See `Store.mark_failed`; here, to combine it with other writes (e.g. `dm_closed`)."""
        await outbox.mark_failed(self._live, outbox_id, error, now)

    # --- users and guilds ---

    async def set_user(
        self,
        user_id: int,
        now: datetime,
        *,
        language: str | Unset | None = UNSET,
        notify: bool | Unset = UNSET,
        dm_closed: bool | Unset = UNSET,
    ) -> UserRecord:
        """See `Store.set_user`; here, to combine it with other writes."""
        return await settings.set_user(
            self._live, user_id, now, language=language, notify=notify, dm_closed=dm_closed
        )

    async def set_guild_settings(
        self,
        guild_id: int,
        now: datetime,
        *,
        use_threads: bool | Unset = UNSET,
        language: str | Unset | None = UNSET,
    ) -> GuildSettings:
        """See `Store.set_guild_settings`; here, to combine it with other writes."""
        return await settings.set_guild_settings(
            self._live, guild_id, now, use_threads=use_threads, language=language
        )


class Store:
    """Reads outside transactions (reader connection) + `transaction()` yielding a Transaction.

    The single-row writes below (`mark_sent`, `set_user`...) each run in a transaction of
    their own; do not call them while holding a Transaction in the same task (that raises
    RuntimeError): use the Transaction's method of the same name instead.
    """

    def __init__(self, db: Database) -> None:
        self._db = db

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        """A write transaction: commits when the block ends, rolls back if it raises."""
        async with self._db.transaction() as conn:
            transaction = Transaction(conn)
            try:
                yield transaction
            finally:
                transaction._finish()

    # --- games ---

    async def get_game(self, game_id: int) -> GameRecord | None:
        """The game's last committed row, or None."""
        return await games.get_game(self._db.reader, game_id)

    async def get_seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats, ordered by seat."""
        return await seats.get_seats(self._db.reader, game_id)

    async def games_in_channel(
        self, channel_id: int, statuses: Sequence[str]
    ) -> list[GameRecord]:
        """Games whose channel or thread is `channel_id`, in these statuses; newest first."""
        return await games.games_in_channel(self._db.reader, channel_id, statuses)

    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """Games where the user holds a seat, in these statuses; newest first."""
        return await games.games_of_user(self._db.reader, user_id, statuses)

    async def active_games(self) -> list[GameRecord]:
        """Games in the lobby or in play (what a restart must resume), oldest first."""
        return await games.open_games(self._db.reader)

    async def list_actions(self, game_id: int, after_seq: int = 0) -> list[ActionRecord]:
        """The game's log entries after `after_seq`, ordered by seq."""
        return await actions.list_actions(self._db.reader, game_id, after_seq)

    # --- outbox ---

    async def get_outbox(self, outbox_id: int) -> OutboxRecord | None:
        """One outbox row, whatever its state."""
        return await outbox.get_outbox(self._db.reader, outbox_id)

    async def due_outbox(self, now: datetime, limit: int = 50) -> list[OutboxRecord]:
        """Unsent, not given-up rows due at `now`, in the order they were queued."""
        return await outbox.due_outbox(self._db.reader, now, limit)

    async def pending_outbox_count(self) -> int:
        """Rows still to deliver (neither sent nor given up), due now or later."""
        return await outbox.pending_outbox_count(self._db.reader)

    async def mark_sent(self, outbox_id: int, now: datetime) -> None:
        """The message went out; it is never due again (OutboxNotFound for a bad id)."""
        async with self.transaction() as transaction:
            await transaction.mark_sent(outbox_id, now)

    async def mark_retry(self, outbox_id: int, error: str, next_attempt_at: datetime) -> None:
        """Count a failed attempt and postpone the row until `next_attempt_at`."""
        async with self.transaction() as transaction:
            await transaction.mark_retry(outbox_id, error, next_attempt_at)

    async def mark_failed(self, outbox_id: int, error: str, now: datetime) -> None:
        """Count a failed attempt and give up on the row: it is never retried."""
        async with self.transaction() as transaction:
            await transaction.mark_failed(outbox_id, error, now)

    # --- users and guilds ---

    async def get_user(self, user_id: int) -> UserRecord | None:
        """The user's row, or None if nothing was ever stored about them."""
        return await settings.get_user(self._db.reader, user_id)

    async def set_user(
        self,
        user_id: int,
        now: datetime,
        *,
        language: str | Unset | None = UNSET,
        notify: bool | Unset = UNSET,
        dm_closed: bool | Unset = UNSET,
    ) -> UserRecord:
        """Create or update the user's row; only the given fields change."""
        async with self.transaction() as transaction:
            return await transaction.set_user(
                user_id, now, language=language, notify=notify, dm_closed=dm_closed
            )

    async def get_guild_settings(self, guild_id: int) -> GuildSettings | None:
        """The server's settings, or None while it uses the defaults."""
        return await settings.get_guild_settings(self._db.reader, guild_id)

    async def set_guild_settings(
        self,
        guild_id: int,
        now: datetime,
        *,
        use_threads: bool | Unset = UNSET,
        language: str | Unset | None = UNSET,
    ) -> GuildSettings:
        """Create or update the server's settings; only the given fields change."""
        async with self.transaction() as transaction:
            return await transaction.set_guild_settings(
                guild_id, now, use_threads=use_threads, language=language
            )
