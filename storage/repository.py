"""The SQLite backend of `storage.interface`: `SqliteStore` and its `SqliteTransaction`.

Reads outside a transaction go to the read-only connections and see the last committed
state; a transaction's reads go through the writer connection and see its own writes. Both
are the same `QueryReads`, over different connections (and, through `storage.postgres`,
over PostgreSQL's). Every write goes through a transaction, so a move's new state, its log
entry and its outgoing messages commit together or not at all; `update_game`'s version
check turns a second, concurrent click into a `VersionConflict` instead of a lost update.

Each method is a query of `storage.queries` run on the right connection: `_on_key` for the
reads of a few rows found by key (and every statement of a transaction), `_on_scan` for the
reads that may scan many rows (every open game, statistics, due timers and messages). The
query's signature, less its connection, is the method's, and mypy checks it against the
interface's, whose docstrings say what each method does.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

import aiosqlite

from storage.database import Database
from storage.inline import InlineConnection
from storage.queries import (
    actions,
    bundles,
    clocks,
    games,
    leases,
    outbox,
    ratings,
    seats,
    settings,
    stats,
    timers,
    votes,
)
from storage.queries._common import Connection

__all__ = ["QueryReads", "QueryWrites", "SqliteStore", "SqliteTransaction"]

P = ParamSpec("P")
T = TypeVar("T")


class _Connected(Protocol):
    @property
    def _key(self) -> Connection: ...

    @property
    def _scan(self) -> Connection: ...


_Query = Callable[Concatenate[Connection, P], Coroutine[Any, Any, T]]
_Method = Callable[Concatenate[_Connected, P], Coroutine[Any, Any, T]]


def _on_key(query: _Query[P, T]) -> _Method[P, T]:
    """The method running `query` on the connection for key lookups (or the transaction's)."""
    async def method(self: _Connected, /, *args: P.args, **kwargs: P.kwargs) -> T:
        return await query(self._key, *args, **kwargs)
    method.__doc__ = query.__doc__
    return method


def _on_scan(query: _Query[P, T]) -> _Method[P, T]:
    """The method running `query` on the connection for reads that may scan many rows."""
    async def method(self: _Connected, /, *args: P.args, **kwargs: P.kwargs) -> T:
        return await query(self._scan, *args, **kwargs)
    method.__doc__ = query.__doc__
    return method


class QueryReads(ABC):
    """Every read of `storage.interface.Reads`, written once for every connection (a store's,
    a transaction's) and every backend (SQLite's, PostgreSQL's through `storage.postgres`)."""

    @property
    @abstractmethod
    def _key(self) -> Connection:
        """The connection for key lookups (a transaction's own writer)."""

    @property
    @abstractmethod
    def _scan(self) -> Connection:
        """The connection for reads that may scan many rows."""

    # --- games ---

    get_game = _on_key(games.get_game)
    get_seats = _on_key(seats.get_seats)
    get_bundle = _on_key(bundles.get_bundle)
    bundles_of_user = _on_key(bundles.bundles_of_user)
    bundles_in_channel = _on_key(bundles.bundles_in_channel)
    bundles_of_user_in_channel = _on_key(bundles.bundles_of_user_in_channel)
    games_in_channel = _on_key(games.games_in_channel)
    games_of_user = _on_key(games.games_of_user)
    active_games = _on_scan(games.open_games)
    has_played_kind = _on_key(games.has_played_kind)
    lobbies_hosted = _on_key(games.lobbies_hosted)
    list_actions = _on_key(actions.list_actions)
    last_action = _on_key(actions.last_action)
    game_guilds = _on_key(leases.game_guilds)

    # --- results of finished games ---

    tallies_of_user = _on_scan(stats.tallies_of_user)
    bot_tallies_of_user = _on_scan(stats.bot_tallies_of_user)
    leaderboard = _on_scan(stats.leaderboard)
    recent_results = _on_scan(stats.recent_results)

    # --- ratings ---

    is_rated = _on_key(ratings.is_rated)
    ratings_for = _on_key(ratings.ratings_for)
    ratings_of_user = _on_key(ratings.ratings_of_user)
    rating_board = _on_scan(ratings.rating_board)
    rating_changes_of_game = _on_key(ratings.rating_changes_of_game)
    finished_for_rating = _on_scan(ratings.finished_for_rating)
    is_rating_hidden = _on_key(ratings.is_rating_hidden)

    # --- clocks, timers, votes ---

    get_game_clock = _on_key(clocks.get_game_clock)
    get_seat_clocks = _on_key(clocks.get_seat_clocks)
    get_timer = _on_key(timers.get_timer)
    due_timers = _on_scan(timers.due_timers)
    next_timer_due = _on_key(timers.next_due)
    pending_timers = _on_scan(timers.pending_timers)
    get_vote = _on_key(votes.get_vote)
    open_votes = _on_key(votes.open_votes)

    # --- outbox ---

    get_outbox = _on_key(outbox.get_outbox)
    due_outbox = _on_scan(outbox.due_outbox)
    pending_outbox_games = _on_scan(outbox.pending_outbox_games)
    game_outbox = _on_key(outbox.game_outbox)
    pending_outbox_count = _on_scan(outbox.pending_outbox_count)

    # --- users and guilds ---

    get_user = _on_key(settings.get_user)
    get_guild_settings = _on_key(settings.get_guild_settings)


class SqliteStore(QueryReads):
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

    def transaction(self) -> AbstractAsyncContextManager[SqliteTransaction]:
        """A write transaction: commits when the block ends, rolls back if it raises."""
        return written_in(self.db.transaction(), SqliteTransaction)

    async def close(self) -> None:
        """Close the database (see `Database.close`)."""
        await self.db.close()


class QueryWrites(QueryReads):
    """Every write of `storage.interface.Transaction`, on the transaction's own connection
    (`_key`, which is also its `_scan`), whatever the backend; dead once `_finish`ed."""

    def __init__(self, conn: Connection) -> None:
        self._conn: Connection | None = conn

    def _finish(self) -> None:
        self._conn = None

    @property
    def _key(self) -> Connection:
        if self._conn is None:
            raise RuntimeError("this transaction has ended; open a new one")
        return self._conn

    @property
    def _scan(self) -> Connection:
        return self._key

    # --- games and seats ---

    create_game = _on_key(games.create_game)
    update_game = _on_key(games.update_game)
    set_game_message = _on_key(games.set_game_message)
    add_seat = _on_key(seats.add_seat)
    remove_seat = _on_key(seats.remove_seat)

    # --- players' and servers' settings ---

    set_user = _on_key(settings.set_user)
    set_guild_settings = _on_key(settings.set_guild_settings)

    # --- the log and the outbox ---

    append_action = _on_key(actions.append_action)
    enqueue = _on_key(outbox.enqueue)
    enqueue_many = _on_key(outbox.enqueue_many)
    mark_sent = _on_key(outbox.mark_sent)
    mark_sent_many = _on_key(outbox.mark_sent_many)
    mark_retry = _on_key(outbox.mark_retry)
    mark_failed = _on_key(outbox.mark_failed)
    prune_outbox = _on_key(outbox.prune_outbox)

    # --- ratings ---

    take_rating_turn = _on_key(ratings.take_rating_turn)
    save_rated_game = _on_key(ratings.save_rated_game)
    replace_ratings = _on_key(ratings.replace_ratings)
    set_rating_hidden = _on_key(ratings.set_rating_hidden)

    # --- leases ---

    claim_leases = _on_key(leases.claim_leases)

    # --- clocks, timers, votes ---

    set_game_clock = _on_key(clocks.set_game_clock)
    save_seat_clock = _on_key(clocks.save_seat_clock)
    add_timer = _on_key(timers.add_timer)
    mark_timer_fired = _on_key(timers.mark_fired)
    cancel_timers = _on_key(timers.cancel_timers)
    open_vote = _on_key(votes.open_vote)
    set_ballot = _on_key(votes.set_ballot)
    close_vote = _on_key(votes.close_vote)


W = TypeVar("W", bound=QueryWrites)
C = TypeVar("C", bound=Connection)


@asynccontextmanager
async def written_in(
    opened: AbstractAsyncContextManager[C], transaction: Callable[[C], W]
) -> AsyncIterator[W]:
    """The `transaction` over the connection of a database transaction being `opened`
    (what a backend's `Store.transaction()` returns): it is dead once the block ends."""
    async with opened as conn:
        written = transaction(conn)
        try:
            yield written
        finally:
            written._finish()


class SqliteTransaction(QueryWrites):
    """A `storage.interface.Transaction` on the writer connection, inside the write lock."""
