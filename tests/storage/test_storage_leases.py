"""Leases: the one atomic claim that divides games' work among bot processes sharing a
database (a SQLite file, or PostgreSQL, where the claim skips the rows another is taking)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

from storage import GameRecord, Store, open_store

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
LEASE = timedelta(seconds=15)


async def claim(store: Store, keys: list[int], owner: str, now: datetime = T0) -> list[int]:
    async with store.transaction() as tx:
        return await tx.claim_leases(keys, owner, now, now + LEASE)


async def test_a_free_lease_is_taken_and_then_held_against_others(store: Store) -> None:
    assert await claim(store, [3, 1, 2, 1], "a") == [1, 2, 3]
    assert await claim(store, [1, 2, 4], "b") == [4]  # a's are live; 4 was free
    assert await claim(store, [], "b") == []


async def test_the_holder_renews_its_own_lease(store: Store) -> None:
    await claim(store, [1], "a")
    later = T0 + LEASE - timedelta(seconds=1)
    assert await claim(store, [1], "a", later) == [1]
    # renewed from `later`: still a's after the first lease would have run out
    assert await claim(store, [1], "b", T0 + LEASE + timedelta(seconds=1)) == []


async def test_an_expired_lease_is_taken_over(store: Store) -> None:
    await claim(store, [1, 2], "a")
    assert await claim(store, [1, 2], "b", T0 + LEASE) == [1, 2]  # expired at that instant
    assert await claim(store, [1, 2], "a", T0 + LEASE) == []  # and now b holds them


async def test_two_processes_claiming_at_once_get_disjoint_leases(
        database_location: str | Path) -> None:
    """Two stores on one database are two processes' connections: their claims of the same
    games, made at the same instant again and again, never both win a game, and every game
    is won by one of them."""
    stores = [await open_store(database_location), await open_store(database_location)]
    try:
        for round_ in range(20):
            now = T0 + round_ * 2 * LEASE  # every lease of the round before has expired
            keys = list(range(round_ * 10, round_ * 10 + 10))
            won = await asyncio.gather(*(
                claim(store, keys[start:] + keys[:start], f"p{index}", now)
                for index, store in enumerate(stores) for start in (0, 5)))
            by_owner = [set(won[0]) | set(won[1]), set(won[2]) | set(won[3])]
            assert not by_owner[0] & by_owner[1], round_
            assert by_owner[0] | by_owner[1] == set(keys), round_
    finally:
        for store in stores:
            await store.close()


async def test_game_guilds_names_each_games_server(store: Store, game: GameRecord) -> None:
    async with store.transaction() as tx:
        outside = await tx.create_game(kind="zigzag", guild_id=None, channel_id=5, host_id=10,
                                       options={}, seed=1, language="en", now=T0)
    assert await store.game_guilds([game.id, outside.id, 999]) == {game.id: 1, outside.id: None}
    assert await store.game_guilds([]) == {}
