"""The outbox (due order, retries, giving up, sending) and the user and server settings."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta, timezone
from typing import TypeVar

import pytest

from storage import Database, GameNotFound, GameRecord, OutboxNotFound, Store, Transaction
from storage.queries.outbox import GAME_OUTBOX_SQL

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
MINUTE = timedelta(minutes=1)
T = TypeVar("T")


async def alone(store: Store, write: Callable[[Transaction], Awaitable[T]]) -> T:
    """One write in a transaction of its own, as delivery makes them."""
    async with store.transaction() as tx:
        return await write(tx)


async def enqueue(
    store: Store, game_id: int | None, *payloads: str, at: datetime = T0
) -> list[int]:
    """Queue the payloads in one transaction; their outbox ids."""
    async with store.transaction() as tx:
        return [await tx.enqueue(game_id, payload, at) for payload in payloads]


async def due_ids(store: Store, now: datetime, limit: int = 50) -> list[int]:
    """The ids `due_outbox` returns, in its order."""
    return [row.id for row in await store.due_outbox(now, limit)]


async def test_enqueued_rows_are_due_at_once_in_queue_order(
    store: Store, game: GameRecord
) -> None:
    first, second = await enqueue(store, game.id, '{"n": 1}', '{"n": 2}')
    (third,) = await enqueue(store, None, '{"n": 3}', at=T0 + MINUTE)
    assert await due_ids(store, T0 - MINUTE) == []
    assert await due_ids(store, T0) == [first, second]
    assert await due_ids(store, T0 + MINUTE) == [first, second, third]
    assert await due_ids(store, T0 + MINUTE, limit=2) == [first, second]
    assert await store.pending_outbox_count() == 3

    row = await store.get_outbox(first)
    assert row is not None
    assert (row.game_id, row.payload, row.attempts) == (game.id, '{"n": 1}', 0)
    assert row.created_at == row.next_attempt_at == T0
    assert (row.sent_at, row.failed_at, row.last_error) == (None, None, None)
    assert (await store.due_outbox(T0 + MINUTE))[2].game_id is None


async def test_due_compares_instants_whatever_the_callers_time_zone(store: Store) -> None:
    (row,) = await enqueue(store, None, "{}")
    tokyo = timezone(timedelta(hours=9))
    assert await due_ids(store, datetime(2024, 5, 1, 20, 59, tzinfo=tokyo)) == []
    assert await due_ids(store, datetime(2024, 5, 1, 21, 0, tzinfo=tokyo)) == [row]


async def test_a_retry_counts_the_attempt_and_waits(store: Store) -> None:
    first, second = await enqueue(store, None, '"a"', '"b"')
    await alone(store, lambda tx: tx.mark_retry(first, "HTTP 503", T0 + 2 * MINUTE))
    row = await store.get_outbox(first)
    assert row is not None
    assert (row.attempts, row.last_error, row.next_attempt_at) == (1, "HTTP 503", T0 + 2 * MINUTE)
    assert await due_ids(store, T0 + MINUTE) == [second]
    assert await due_ids(store, T0 + 2 * MINUTE) == [first, second]  # still in queue order

    await alone(store, lambda tx: tx.mark_retry(first, "HTTP 502", T0 + 4 * MINUTE))
    row = await store.get_outbox(first)
    assert row is not None and (row.attempts, row.last_error) == (2, "HTTP 502")
    assert await store.pending_outbox_count() == 2


async def test_a_failed_row_is_never_due_again(store: Store) -> None:
    failing, other = await enqueue(store, None, '"dm"', '"channel"')
    await alone(store, lambda tx: tx.mark_retry(failing, "timeout", T0))
    closed = "50007: Cannot send messages to this user"
    await alone(store, lambda tx: tx.mark_failed(failing, closed, T0 + MINUTE))
    row = await store.get_outbox(failing)
    assert row is not None
    assert (row.attempts, row.failed_at, row.sent_at) == (2, T0 + MINUTE, None)
    assert row.last_error == "50007: Cannot send messages to this user"
    assert await due_ids(store, T0 + timedelta(days=3650)) == [other]
    assert await store.pending_outbox_count() == 1


async def test_a_sent_row_is_never_due_again(store: Store) -> None:
    sent, other = await enqueue(store, None, '"a"', '"b"')
    await alone(store, lambda tx: tx.mark_sent(sent, T0 + MINUTE))
    # a repeated report keeps the first time
    await alone(store, lambda tx: tx.mark_sent(sent, T0 + 2 * MINUTE))
    row = await store.get_outbox(sent)
    assert row is not None
    assert (row.sent_at, row.attempts, row.failed_at) == (T0 + MINUTE, 0, None)
    assert await due_ids(store, T0 + timedelta(days=3650)) == [other]
    assert await store.pending_outbox_count() == 1
    await alone(store, lambda tx: tx.mark_sent(other, T0))
    assert await store.pending_outbox_count() == 0


async def test_marking_an_unknown_row_or_queueing_for_an_unknown_game_fails(
    store: Store,
) -> None:
    with pytest.raises(OutboxNotFound):
        await alone(store, lambda tx: tx.mark_sent(404, T0))
    with pytest.raises(OutboxNotFound):
        await alone(store, lambda tx: tx.mark_retry(404, "x", T0))
    with pytest.raises(OutboxNotFound):
        await alone(store, lambda tx: tx.mark_failed(404, "x", T0))
    with pytest.raises(GameNotFound):
        await enqueue(store, 404, "{}")
    assert await store.get_outbox(404) is None


async def test_delivery_bookkeeping_combines_with_other_writes(store: Store) -> None:
    (row,) = await enqueue(store, None, '"dm"')
    async with store.transaction() as tx:
        await tx.mark_failed(row, "50007", T0)
        user = await tx.set_user(77, T0, dm_closed=True)
        inside = await tx.get_outbox(row)
        assert inside is not None and inside.failed_at == T0  # the transaction sees its write
    assert user.dm_closed is True
    assert await store.pending_outbox_count() == 0
    committed, stored = await store.get_outbox(row), await store.get_user(77)
    assert committed is not None and committed.failed_at == T0
    assert stored is not None and stored.dm_closed


# --- users and servers ----------------------------------------------------------------------


async def test_set_user_creates_with_defaults_then_changes_only_what_is_given(
    store: Store,
) -> None:
    assert await store.get_user(77) is None
    created = await alone(store, lambda tx: tx.set_user(77, T0))
    assert (created.language, created.notify, created.dm_closed) == (None, True, False)
    assert created.updated_at == T0

    french = await alone(store, lambda tx: tx.set_user(77, T0 + MINUTE, language="fr"))
    assert (french.language, french.notify, french.dm_closed) == ("fr", True, False)
    quiet = await alone(store, lambda tx: tx.set_user(77, T0 + 2 * MINUTE, notify=False,
                                                       dm_closed=True))
    assert (quiet.language, quiet.notify, quiet.dm_closed) == ("fr", False, True)
    assert quiet.updated_at == T0 + 2 * MINUTE
    back = await alone(store, lambda tx: tx.set_user(77, T0 + 3 * MINUTE, language=None,
                                                      dm_closed=False))
    assert (back.language, back.notify, back.dm_closed) == (None, False, False)
    assert await store.get_user(77) == back
    assert await store.get_user(78) is None

    fresh = await alone(store, lambda tx: tx.set_user(79, T0, notify=False))
    assert (fresh.language, fresh.notify, fresh.dm_closed) == (None, False, False)


async def test_guild_settings_create_with_defaults_then_change_only_what_is_given(
    store: Store,
) -> None:
    assert await store.get_guild_settings(1) is None
    created = await alone(store, lambda tx: tx.set_guild_settings(1, T0, language="fr"))
    assert (created.use_threads, created.language, created.updated_at) == (True, "fr", T0)
    changed = await alone(store,
                          lambda tx: tx.set_guild_settings(1, T0 + MINUTE, use_threads=False))
    assert (changed.use_threads, changed.language) == (False, "fr")
    assert await store.get_guild_settings(1) == changed
    assert await store.get_guild_settings(2) is None


async def test_enqueue_many_queues_in_order_like_enqueue(store: Store) -> None:
    async with store.transaction() as tx:
        game = await tx.create_game(kind="zigzag", guild_id=1, channel_id=1, host_id=1,
                                    options={}, seed=1, language="en", now=T0)
        await tx.enqueue(game.id, '"first"', T0)
        await tx.enqueue_many(game.id, ['"second"', '"third"'], T0)
        await tx.enqueue_many(game.id, [], T0)

    rows = await store.due_outbox(T0)

    assert [(row.game_id, row.payload) for row in rows] == [
        (game.id, '"first"'), (game.id, '"second"'), (game.id, '"third"')]


async def test_enqueue_many_for_a_missing_game_is_refused(store: Store) -> None:
    with pytest.raises(GameNotFound):
        async with store.transaction() as tx:
            await tx.enqueue_many(999, ['"x"'], T0)


async def test_a_games_pending_rows_are_found_without_walking_its_delivered_ones(
    sqlite_db: Database,
) -> None:
    """Delivery reads a game's pending rows after every move, and a long game keeps hundreds
    of delivered rows for a week: the lookup must go through the index of pending rows."""
    plan = await sqlite_db.reader.execute_fetchall("EXPLAIN QUERY PLAN " + GAME_OUTBOX_SQL, (1, 50))
    assert any("outbox_pending_by_game" in str(step[-1]) for step in plan), plan
