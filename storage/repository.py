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

from storage.database import Database
from storage.errors import AlreadySeated, GameNotFound, OutboxNotFound, VersionConflict
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
from storage.records import (
    ActionRecord,
    BotTally,
    GameBundle,
    GameRecord,
    GameResult,
    GameStatus,
    GuildSettings,
    OutboxRecord,
    SeatClockRecord,
    SeatRecord,
    Tally,
    TimerKind,
    TimerRecord,
    UserRecord,
    VoteRecord,
    VoteResult,
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

    def __init__(self, conn: InlineConnection) -> None:
        self._conn: InlineConnection | None = conn

    def _finish(self) -> None:
        self._conn = None

    @property
    def _live(self) -> InlineConnection:
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

    async def get_bundle(self, game_id: int) -> GameBundle | None:
        """The game with its seats, clocks and players' settings (see `Store.get_bundle`), as
        this transaction sees them: with the commits still waiting for its group's COMMIT."""
        return await bundles.get_bundle(self._live, game_id)

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
            self._live,
            kind=kind,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            options=options,
            seed=seed,
            language=language,
            now=now,
        )

    async def lobbies_hosted(self, host_id: int) -> int:
        """How many lobbies the user hosts, as this transaction sees them."""
        return await games.lobbies_hosted(self._live, host_id)

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
        board_version: int | Unset = UNSET,
    ) -> GameRecord:
        """Change the given columns and bump the version, if it is still `expected_version`.

        `UPDATE ... WHERE id = ? AND version = ?`: raises VersionConflict (having changed
        nothing) when another writer got there first. Let it propagate out of the `async
        with` block so the whole transaction rolls back.
        """
        return await games.update_game(
            self._live,
            game_id,
            expected_version=expected_version,
            now=now,
            status=status,
            state=state,
            outcome=outcome,
            options=options,
            message_id=message_id,
            thread_id=thread_id,
            posted_seq=posted_seq,
            board_version=board_version,
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
            self._live,
            game_id,
            message_id=message_id,
            thread_id=thread_id,
            status_message_id=status_message_id,
            now=now,
        )

    # --- seats ---

    async def add_seat(
        self, game_id: int, user_id: int, display_name: str, now: datetime,
        bot_level: str | None = None,
    ) -> SeatRecord:
        """Seat the user (or a bot of `bot_level`) at the next free number (0, 1, 2...).

        Raises AlreadySeated if they hold a seat, GameNotFound if there is no such game;
        either leaves the transaction usable.
        """
        return await seats.add_seat(self._live, game_id, user_id, display_name, now, bot_level)

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

    async def enqueue_many(
        self, game_id: int | None, payloads: Sequence[str], now: datetime
    ) -> None:
        """Queue messages (due at once, in this order) to go out once this transaction
        commits; one call however many there are."""
        await outbox.enqueue_many(self._live, game_id, payloads, now)

    async def mark_sent(self, outbox_id: int, now: datetime) -> None:
        """See `Store.mark_sent`; here, to combine it with other writes."""
        await outbox.mark_sent(self._live, outbox_id, now)

    async def mark_retry(self, outbox_id: int, error: str, next_attempt_at: datetime) -> None:
        """See `Store.mark_retry`; here, to combine it with other writes."""
        await outbox.mark_retry(self._live, outbox_id, error, next_attempt_at)

    async def mark_failed(self, outbox_id: int, error: str, now: datetime) -> None:
        """See `Store.mark_failed`; here, to combine it with other writes (e.g. `dm_closed`)."""
        await outbox.mark_failed(self._live, outbox_id, error, now)

    # --- clocks, timers, votes ---

    async def get_user(self, user_id: int) -> UserRecord | None:
        """The user's row as this transaction sees it."""
        return await settings.get_user(self._live, user_id)

    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """See `Store.games_of_user`; as this transaction sees them."""
        return await games.games_of_user(self._live, user_id, statuses)

    async def set_user_clock_prefs(
        self,
        user_id: int,
        now: datetime,
        *,
        vacation_until: datetime | Unset | None = UNSET,
        vacation_year: int | Unset = UNSET,
        vacation_days_used: int | Unset = UNSET,
        digest: bool | Unset = UNSET,
        digest_hour: int | Unset | None = UNSET,
    ) -> UserRecord:
        """Create or update the user's vacation and digest fields; only the given ones change."""
        return await settings.set_user(
            self._live,
            user_id,
            now,
            vacation_until=vacation_until,
            vacation_year=vacation_year,
            vacation_days_used=vacation_days_used,
            digest=digest,
            digest_hour=digest_hour,
        )

    async def get_game_clock(self, game_id: int) -> str | None:
        """The game's clock settings (JSON), or None for a game without a clock."""
        return await clocks.get_game_clock(self._live, game_id)

    async def set_game_clock(self, game_id: int, spec: str) -> None:
        """Store the game's clock settings (JSON owned by the sessions layer)."""
        await clocks.set_game_clock(self._live, game_id, spec)

    async def get_seat_clocks(self, game_id: int) -> list[SeatClockRecord]:
        """The game's seat clocks, in seat order (none before the game starts)."""
        return await clocks.get_seat_clocks(self._live, game_id)

    async def save_seat_clock(self, clock: SeatClockRecord) -> None:
        """Write one seat's clock row as given."""
        await clocks.save_seat_clock(self._live, clock)

    async def add_timer(
        self,
        kind: TimerKind,
        due_at: datetime,
        now: datetime,
        *,
        game_id: int | None = None,
        seat: int | None = None,
        user_id: int | None = None,
        vote_id: int | None = None,
    ) -> TimerRecord:
        """Schedule a timer; it fires once this transaction has committed and it is due."""
        return await timers.add_timer(
            self._live,
            kind,
            due_at,
            now,
            game_id=game_id,
            seat=seat,
            user_id=user_id,
            vote_id=vote_id,
        )

    async def get_timer(self, timer_id: int) -> TimerRecord | None:
        """One timer as this transaction sees it (None once cancelled)."""
        return await timers.get_timer(self._live, timer_id)

    async def pending_timers(
        self, *, game_id: int | None = None, user_id: int | None = None
    ) -> list[TimerRecord]:
        """Unfired timers of a game and/or a user, as this transaction sees them."""
        return await timers.pending_timers(self._live, game_id=game_id, user_id=user_id)

    async def mark_timer_fired(self, timer_id: int, now: datetime) -> bool:
        """Record that a timer fired, with what firing did; False if it already had."""
        return await timers.mark_fired(self._live, timer_id, now)

    async def cancel_timers(
        self,
        *,
        game_id: int | None = None,
        seat: int | None = None,
        user_id: int | None = None,
        kinds: Sequence[TimerKind] = (),
    ) -> int:
        """Forget unfired timers matching every given filter (a game or a user is required)."""
        return await timers.cancel_timers(
            self._live, game_id=game_id, seat=seat, user_id=user_id, kinds=kinds
        )

    async def open_vote(
        self, game_id: int, seat: int, now: datetime, closes_at: datetime
    ) -> VoteRecord:
        """Open a vote on an absent seat (sqlite3.IntegrityError if one is open already)."""
        return await votes.open_vote(self._live, game_id, seat, now, closes_at)

    async def get_vote(self, vote_id: int) -> VoteRecord | None:
        """One vote as this transaction sees it."""
        return await votes.get_vote(self._live, vote_id)

    async def open_votes(self, game_id: int) -> list[VoteRecord]:
        """The game's open votes, as this transaction sees them."""
        return await votes.open_votes(self._live, game_id)

    async def set_ballot(self, vote_id: int, voter: int, choice: str) -> None:
        """Record or change a ballot in an open vote (ValueError if it is closed)."""
        await votes.set_ballot(self._live, vote_id, voter, choice)

    async def close_vote(self, vote_id: int, result: VoteResult, now: datetime) -> bool:
        """Close a vote with its result; False if it was closed already."""
        return await votes.close_vote(self._live, vote_id, result, now)

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
        takeover_level: str | Unset | None = UNSET,
    ) -> GuildSettings:
        """See `Store.set_guild_settings`; here, to combine it with other writes."""
        return await settings.set_guild_settings(
            self._live, guild_id, now, use_threads=use_threads, language=language,
            takeover_level=takeover_level,
        )


class Store:
    """Reads outside transactions (reader connections) + `transaction()` yielding a Transaction.

    Reads of a few rows found by key run inline on the quick reader; reads that may scan
    many rows (every open game, statistics, due timers and messages) on the threaded one.

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
        return await games.get_game(self._db.quick_reader, game_id)

    async def get_seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats, ordered by seat."""
        return await seats.get_seats(self._db.quick_reader, game_id)

    async def get_bundle(self, game_id: int) -> GameBundle | None:
        """The game's last committed row with its seats, clocks and players' settings, read
        in one statement (see `queries.bundles`); None if there is no such game."""
        return await bundles.get_bundle(self._db.quick_reader, game_id)

    async def bundles_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameBundle]:
        """`games_of_user`, each game with its seats, clocks and players' settings."""
        return await bundles.bundles_of_user(self._db.quick_reader, user_id, statuses)

    async def bundles_in_channel(
        self, channel_id: int, statuses: Sequence[str]
    ) -> list[GameBundle]:
        """`games_in_channel`, each game with its seats, clocks and players' settings."""
        return await bundles.bundles_in_channel(self._db.quick_reader, channel_id, statuses)

    async def games_in_channel(self, channel_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """Games whose channel or thread is `channel_id`, in these statuses; newest first."""
        return await games.games_in_channel(self._db.quick_reader, channel_id, statuses)

    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """Games where the user holds a seat, in these statuses; newest first."""
        return await games.games_of_user(self._db.quick_reader, user_id, statuses)

    async def active_games(self) -> list[GameRecord]:
        """Games in the lobby or in play (what a restart must resume), oldest first."""
        return await games.open_games(self._db.reader)

    async def list_actions(self, game_id: int, after_seq: int = 0) -> list[ActionRecord]:
        """The game's log entries after `after_seq`, ordered by seq."""
        return await actions.list_actions(self._db.quick_reader, game_id, after_seq)

    # --- results of finished games ---

    async def tallies_of_user(self, user_id: int) -> list[Tally]:
        """The user's finished games and wins per game kind, across every server."""
        return await stats.tallies_of_user(self._db.reader, user_id)

    async def bot_tallies_of_user(self, user_id: int) -> list[BotTally]:
        """The user's finished games against bots, per level of the strongest bot."""
        return await stats.bot_tallies_of_user(self._db.reader, user_id)

    async def leaderboard(self, guild_id: int, kind: str, limit: int = 10) -> list[Tally]:
        """A server's best players of one kind: most wins, then best win rate."""
        return await stats.leaderboard(self._db.reader, guild_id, kind, limit)

    async def recent_results(self, user_id: int, limit: int = 5) -> list[GameResult]:
        """The user's latest finished games, newest first."""
        return await stats.recent_results(self._db.reader, user_id, limit)

    # --- clocks, timers, votes ---

    async def get_game_clock(self, game_id: int) -> str | None:
        """The game's clock settings (JSON), or None for a game without a clock."""
        return await clocks.get_game_clock(self._db.quick_reader, game_id)

    async def get_seat_clocks(self, game_id: int) -> list[SeatClockRecord]:
        """The game's seat clocks, in seat order (none before the game starts)."""
        return await clocks.get_seat_clocks(self._db.quick_reader, game_id)

    async def due_timers(self, now: datetime, limit: int = 100) -> list[TimerRecord]:
        """Unfired timers due at `now`, earliest first."""
        return await timers.due_timers(self._db.reader, now, limit)

    async def next_timer_due(self) -> datetime | None:
        """When the earliest unfired timer is due (None: none is scheduled)."""
        return await timers.next_due(self._db.quick_reader)

    async def pending_timers(
        self, *, game_id: int | None = None, user_id: int | None = None
    ) -> list[TimerRecord]:
        """Unfired timers of a game and/or a user, earliest first."""
        return await timers.pending_timers(self._db.reader, game_id=game_id, user_id=user_id)

    async def get_vote(self, vote_id: int) -> VoteRecord | None:
        """One vote, open or closed."""
        return await votes.get_vote(self._db.quick_reader, vote_id)

    async def open_votes(self, game_id: int) -> list[VoteRecord]:
        """The game's open votes, oldest first."""
        return await votes.open_votes(self._db.quick_reader, game_id)

    # --- outbox ---

    async def get_outbox(self, outbox_id: int) -> OutboxRecord | None:
        """One outbox row, whatever its state."""
        return await outbox.get_outbox(self._db.quick_reader, outbox_id)

    async def due_outbox(self, now: datetime, limit: int = 50) -> list[OutboxRecord]:
        """Unsent, not given-up rows due at `now`, in the order they were queued."""
        return await outbox.due_outbox(self._db.reader, now, limit)

    async def pending_outbox_games(self) -> list[tuple[int | None, datetime]]:
        """(game id, earliest next attempt) of every game with rows neither sent nor given
        up."""
        return await outbox.pending_outbox_games(self._db.reader)

    async def game_outbox(self, game_id: int | None, limit: int = 200) -> list[OutboxRecord]:
        """One game's pending rows, due or not, oldest first."""
        return await outbox.game_outbox(self._db.quick_reader, game_id, limit)

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

    async def mark_sent_many(self, sent: dict[int, datetime]) -> None:
        """Record many sent rows in one transaction (row id -> when it went out)."""
        async with self._db.transaction() as conn:
            await outbox.mark_sent_many(conn, sent)

    async def prune_outbox(self, before: datetime) -> int:
        """Delete the rows delivered or given up before `before`; how many went."""
        async with self._db.transaction() as conn:
            return await outbox.prune_outbox(conn, before)

    # --- users and guilds ---

    async def get_user(self, user_id: int) -> UserRecord | None:
        """The user's row, or None if nothing was ever stored about them."""
        return await settings.get_user(self._db.quick_reader, user_id)

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
        return await settings.get_guild_settings(self._db.quick_reader, guild_id)

    async def set_guild_settings(
        self,
        guild_id: int,
        now: datetime,
        *,
        use_threads: bool | Unset = UNSET,
        language: str | Unset | None = UNSET,
        takeover_level: str | Unset | None = UNSET,
    ) -> GuildSettings:
        """Create or update the server's settings; only the given fields change."""
        async with self.transaction() as transaction:
            return await transaction.set_guild_settings(
                guild_id, now, use_threads=use_threads, language=language,
                takeover_level=takeover_level,
            )
