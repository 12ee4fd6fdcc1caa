"""What the sessions layer may ask of storage, whatever database keeps the data.

`Store` is the storage as a whole: reads of the last committed state, and `transaction()`
for writes that must commit together. `Transaction` is one such group of writes, whose reads
see its own writes. Both read through the same `Reads`, so a read means the same inside a
transaction and outside. The sessions depend on these protocols only; a backend (SQLite in
`storage.repository`, PostgreSQL in `storage.postgres`) implements them, with its SQL kept in
`storage/`.

What every backend guarantees, whatever its database (the storage and sessions tests hold
both backends to it):

- everything done through one Transaction commits together when its block ends, or not at
  all when the block raises (cancellation included); the block returns once it is durable;
- `update_game` changes nothing and raises VersionConflict when the game is not at the
  expected version; the other domain errors (GameNotFound, AlreadySeated, OutboxNotFound,
  VoteAlreadyOpen) leave the transaction usable;
- reads outside a transaction see the last commit and never wait for an open one;
- a second transaction opened in a task that holds one raises RuntimeError;
- records come back equal to what was written: times as aware UTC datetimes (storage never
  reads a clock), a key left out of a change keeps its value.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Protocol, Unpack

from storage.rating_interface import RatingReads, RatingWrites
from storage.records import (
    ActionRecord,
    BotTally,
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


class Reads(RatingReads, Protocol):
    """Every read; a `Store` reads the last committed state, a `Transaction` its own."""

    # --- games ---

    async def get_game(self, game_id: int) -> GameRecord | None:
        """The game's row, or None."""
        ...

    async def get_seats(self, game_id: int) -> list[SeatRecord]:
        """The game's seats, ordered by seat."""
        ...

    async def get_bundle(self, game_id: int) -> GameBundle | None:
        """The game's row with its seats, clocks and players' settings, read at once; None
        if there is no such game."""
        ...

    async def bundles_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameBundle]:
        """`games_of_user`, each game with its seats, clocks and players' settings."""
        ...

    async def bundles_of_user_in_channel(
        self, user_id: int, channel_id: int, statuses: Sequence[str]
    ) -> list[GameBundle]:
        """`bundles_of_user` of the games played in a channel or in a thread: a move typed
        there means one of these, and a player may sit in many games elsewhere."""
        ...

    async def bundles_in_channel(
        self, channel_id: int, statuses: Sequence[str]
    ) -> list[GameBundle]:
        """`games_in_channel`, each game with its seats, clocks and players' settings."""
        ...

    async def games_in_channel(self, channel_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """Games whose channel or thread is `channel_id`, in these statuses; newest first."""
        ...

    async def games_of_user(self, user_id: int, statuses: Sequence[str]) -> list[GameRecord]:
        """Games where the user holds a seat, in these statuses; newest first."""
        ...

    async def active_games(self) -> list[GameRecord]:
        """Games in the lobby or in play (what a restart must resume), oldest first."""
        ...

    async def has_played_kind(self, user_id: int, kind: str, other_than: int) -> bool:
        """Whether the user sits (not as a bot) in a running or finished game of `kind`
        other than `other_than`, in any server."""
        ...

    async def lobbies_hosted(self, host_id: int) -> int:
        """How many lobbies (games not started yet) the user hosts."""
        ...

    async def list_actions(self, game_id: int, after_seq: int = 0) -> list[ActionRecord]:
        """The game's log entries after `after_seq`, ordered by seq."""
        ...

    async def last_action(self, game_id: int) -> ActionRecord | None:
        """The game's latest log entry (None: nothing played yet); who made it decides
        questions such as a fair take-back without the whole log."""
        ...

    async def game_guilds(self, game_ids: Sequence[int]) -> dict[int, int | None]:
        """The server of each of these games (None: outside any server); a game that does
        not exist is left out."""
        ...

    # --- results of finished games ---

    async def tallies_of_user(self, user_id: int) -> list[Tally]:
        """The user's finished games and wins per game kind, across every server."""
        ...

    async def bot_tallies_of_user(self, user_id: int) -> list[BotTally]:
        """The user's finished games against bots, per level of the strongest bot."""
        ...

    async def leaderboard(self, guild_id: int, kind: str, limit: int = 10) -> list[Tally]:
        """A server's best players of one kind: most wins, then best win rate."""
        ...

    async def recent_results(self, user_id: int, limit: int = 5) -> list[GameResult]:
        """The user's latest finished games, newest first."""
        ...

    # --- clocks, timers, votes ---

    async def get_game_clock(self, game_id: int) -> str | None:
        """The game's clock settings (JSON), or None for a game without a clock."""
        ...

    async def get_seat_clocks(self, game_id: int) -> list[SeatClockRecord]:
        """The game's seat clocks, in seat order (none before the game starts)."""
        ...

    async def get_timer(self, timer_id: int) -> TimerRecord | None:
        """One timer, fired or not; None once cancelled."""
        ...

    async def due_timers(self, now: datetime, limit: int = 100) -> list[TimerRecord]:
        """Unfired timers due at `now`, earliest first."""
        ...

    async def next_timer_due(self) -> datetime | None:
        """When the earliest unfired timer is due (None: none is scheduled)."""
        ...

    async def pending_timers(
        self, *, game_id: int | None = None, user_id: int | None = None
    ) -> list[TimerRecord]:
        """Unfired timers of a game and/or a user, earliest first."""
        ...

    async def get_vote(self, vote_id: int) -> VoteRecord | None:
        """One vote, open or closed."""
        ...

    async def open_votes(self, game_id: int) -> list[VoteRecord]:
        """The game's open votes, oldest first."""
        ...

    # --- outbox ---

    async def get_outbox(self, outbox_id: int) -> OutboxRecord | None:
        """One outbox row, whatever its state."""
        ...

    async def due_outbox(self, now: datetime, limit: int = 50) -> list[OutboxRecord]:
        """Unsent, not given-up rows due at `now`, in the order they were queued."""
        ...

    async def pending_outbox_games(self) -> list[tuple[int | None, datetime]]:
        """(game id, earliest next attempt) of every game with rows neither sent nor given
        up."""
        ...

    async def game_outbox(self, game_id: int | None, limit: int = 200) -> list[OutboxRecord]:
        """One game's pending rows, due or not, oldest first."""
        ...

    async def pending_outbox_count(self) -> int:
        """Rows still to deliver (neither sent nor given up), due now or later."""
        ...

    # --- users and guilds ---

    async def get_user(self, user_id: int) -> UserRecord | None:
        """The user's row, or None if nothing was ever stored about them."""
        ...

    async def get_guild_settings(self, guild_id: int) -> GuildSettings | None:
        """The server's settings, or None while it uses the defaults."""
        ...


class Transaction(Reads, RatingWrites, Protocol):
    """All writes; everything done through one Transaction commits together or not at all.

    Obtain one from `Store.transaction()`; it is dead once its `async with` block ends.
    """

    # --- games and seats ---

    async def create_game(self, *, now: datetime, **game: Unpack[NewGame]) -> GameRecord:
        """A new game in the lobby, at version 0, with no state yet."""
        ...

    async def update_game(
        self, game_id: int, *, expected_version: int, now: datetime,
        **changes: Unpack[GameChanges],
    ) -> GameRecord:
        """Change the given columns and bump the version, if it is still `expected_version`.

        Raises VersionConflict (having changed nothing) when another writer got there first.
        Let it propagate out of the `async with` block so the whole transaction rolls back.
        """
        ...

    async def set_game_message(
        self, game_id: int, *, now: datetime, **places: Unpack[GamePlaces]
    ) -> None:
        """Record the game's message/thread ids without bumping the version (GameNotFound)."""
        ...

    async def add_seat(
        self, game_id: int, user_id: int, display_name: str, now: datetime,
        bot_level: str | None = None,
    ) -> SeatRecord:
        """Seat the user (or a bot of `bot_level`, its user_id negative) at the next free
        number (0, 1, 2...).

        Raises AlreadySeated if they hold a seat, GameNotFound if there is no such game;
        either leaves the transaction usable.
        """
        ...

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Free the user's seat and renumber the others 0..n-1 in order; False if not seated."""
        ...

    # --- the log and the outbox ---

    async def append_action(
        self, game_id: int, *, seat: int, notation: str, events: str, now: datetime
    ) -> ActionRecord:
        """Append the next log entry (seq = last + 1). The log has no update or delete."""
        ...

    async def enqueue(self, game_id: int | None, payload: str, now: datetime) -> int:
        """Queue a message (due at once) to go out once this transaction commits."""
        ...

    async def enqueue_many(
        self, game_id: int | None, payloads: Sequence[str], now: datetime
    ) -> None:
        """Queue messages (due at once, in this order) to go out once this transaction
        commits; one call however many there are."""
        ...

    async def mark_sent(self, outbox_id: int, now: datetime) -> None:
        """The message went out; it is never due again (OutboxNotFound for a bad id)."""
        ...

    async def mark_sent_many(self, sent: dict[int, datetime]) -> None:
        """Record many sent rows at once (row id -> when it went out); a row deleted
        meanwhile is skipped."""
        ...

    async def mark_retry(self, outbox_id: int, error: str, next_attempt_at: datetime) -> None:
        """Count a failed attempt and postpone the row until `next_attempt_at`."""
        ...

    async def mark_failed(self, outbox_id: int, error: str, now: datetime) -> None:
        """Count a failed attempt and give up on the row: it is never retried."""
        ...

    async def prune_outbox(self, before: datetime) -> int:
        """Delete the rows delivered or given up before `before`; how many went."""
        ...

    # --- clocks, timers, votes ---

    async def set_game_clock(self, game_id: int, spec: str) -> None:
        """Store the game's clock settings (JSON owned by the sessions layer)."""
        ...

    async def save_seat_clock(self, clock: SeatClockRecord) -> None:
        """Write one seat's clock row as given."""
        ...

    async def add_timer(
        self, kind: TimerKind, due_at: datetime, now: datetime, **target: Unpack[TimerTarget]
    ) -> TimerRecord:
        """Schedule a timer; it fires once this transaction has committed and it is due."""
        ...

    async def mark_timer_fired(self, timer_id: int, now: datetime) -> bool:
        """Record that a timer fired, with what firing did; False if it already had."""
        ...

    async def cancel_timers(
        self, *, kinds: Sequence[TimerKind] = (), **target: Unpack[TimerTarget]
    ) -> int:
        """Forget unfired timers matching every given filter (a game or a user is required)."""
        ...

    async def open_vote(
        self, game_id: int, seat: int, now: datetime, closes_at: datetime
    ) -> VoteRecord:
        """Open a vote on an absent seat (VoteAlreadyOpen if one is open on it already)."""
        ...

    async def set_ballot(self, vote_id: int, voter: int, choice: str) -> None:
        """Record or change a ballot in an open vote (ValueError if it is closed)."""
        ...

    async def close_vote(self, vote_id: int, result: VoteResult, now: datetime) -> bool:
        """Close a vote with its result; False if it was closed already."""
        ...

    # --- leases: which process works on a game's messages and timers ---

    async def claim_leases(
        self, game_ids: Sequence[int], owner: str, now: datetime, until: datetime
    ) -> list[int]:
        """Take or renew for `owner`, until `until`, the leases of these games (0: the work
        of no game) that are expired at `now` or already `owner`'s, in one atomic claim;
        returns those now held, ascending. Two owners claiming at once get disjoint leases;
        a lease another owner holds past `now` is left alone."""
        ...

    # --- users and guilds ---

    async def set_user(
        self, user_id: int, now: datetime, **changes: Unpack[UserChanges]
    ) -> UserRecord:
        """Create or update the user's row; only the given fields change."""
        ...

    async def set_guild_settings(
        self, guild_id: int, now: datetime, **changes: Unpack[GuildChanges]
    ) -> GuildSettings:
        """Create or update the server's settings; only the given fields change."""
        ...


class Store(Reads, Protocol):
    """The storage: reads of the last committed state, and `transaction()` for writes.

    Opening a transaction inside another one in the same task raises RuntimeError (it would
    wait for itself): do every write of a task through the one Transaction it holds.
    """

    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """A write transaction: commits when the block ends, rolls back if it raises."""
        ...

    async def close(self) -> None:
        """Wait for the writes in progress, then let the database go (twice is harmless)."""
        ...
