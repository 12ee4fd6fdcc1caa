"""Ratings through the service, on SQLite and PostgreSQL: a game's end rates it in the same
transaction (its final post says how), the incremental updates equal a recomputation over
seeded games, and a result enters exactly once: two processes ending games at the same
moment, two ending the same game, a crash between the end and the rating's write."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from sessions import GameService, ManualClock, Player, SessionError
from sessions.bots.bots import InlineExecutor
from storage import RatingChangeRecord, RatingRecord, Store, VersionConflict
from storage.backends import open_database, store_over
from storage.postgres.store import PostgresTransaction
from storage.repository import SqliteTransaction
from tests.sessions.conftest import ALICE, BOB, CAROL, Harness
from tests.sessions.test_play import play_random_game

DAVE = Player(user_id=404, name="Dave")
PEOPLE = (ALICE, BOB, CAROL, DAVE)


async def duel(service: GameService, host: Player, guest: Player | None = None, *,
               bot_level: str | None = None) -> int:
    """A started two-seat Ostriches game: `host` against `guest`, or against a bot."""
    info = await service.lobby.create(
        "ostriches", guild_id=1, channel_id=10, host=host, options={}, language="en",
        bots=1 if guest is None else None, bot_level=bot_level)
    if guest is not None:
        await service.lobby.join(info.id, guest)
    if (await service.games.info(info.id)).game.status == "lobby":
        await service.lobby.start(info.id, host.user_id)
    return info.id


def table(ratings: list[RatingRecord]) -> list[tuple[object, ...]]:
    """Ratings without the time of their last change (a recomputation's is its own)."""
    return sorted((r.user_id, r.kind, r.mu, r.sigma, r.games, r.wins, r.display_name)
                  for r in ratings)


async def everything(store: Store) -> tuple[list[tuple[object, ...]],
                                            list[RatingChangeRecord]]:
    """Every rating, and every game's changes in the rating order."""
    ratings = [r for p in PEOPLE for r in await store.ratings_of_user(p.user_id)]
    changes = [c for g in await store.finished_for_rating()
               for c in await store.rating_changes_of_game(g.game_id)]
    return table(ratings), changes


async def test_a_game_end_rates_it_and_the_final_post_says_so(harness: Harness) -> None:
    game_id = await duel(harness.service, ALICE, BOB)
    await harness.service.absence.resign(game_id, BOB.user_id)
    changes = await harness.store.rating_changes_of_game(game_id)
    assert [c.user_id for c in changes] == [ALICE.user_id, BOB.user_id]
    alice, bob = changes
    assert alice.mu_after > alice.mu_before and bob.mu_after < bob.mu_before  # a loss
    final = [m for m in await harness.outbox() if m.kind == "final"][-1]
    keys = [line.key for line in final.lines]
    assert keys[-2:] == ["ratings.change_provisional"] * 2
    assert final.lines[-2].params["name"] == "Alice"
    [mine] = await harness.store.ratings_of_user(ALICE.user_id)
    assert (mine.games, mine.wins) == (1, 1)


async def test_practice_cancelled_and_bot_games(harness: Harness) -> None:
    service = harness.service
    practice = await service.lobby.create("ostriches", guild_id=None, channel_id=55,
                                          host=ALICE, options={}, language="en",
                                          practice=True)
    await service.absence.resign(practice.id, ALICE.user_id)
    cancelled = await service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                           options={}, language="en")
    await service.lobby.join(cancelled.id, BOB)
    await service.lobby.start(cancelled.id, ALICE.user_id)
    from tests.sessions.conftest import caller
    await service.lobby.cancel(cancelled.id, caller(ALICE, manager=True))
    assert not await harness.store.is_rated(practice.id)
    assert not await harness.store.is_rated(cancelled.id)
    against = await duel(service, ALICE, bot_level="hard")
    await service.absence.resign(against, ALICE.user_id)
    [change] = await harness.store.rating_changes_of_game(against)  # only the person's
    assert change.user_id == ALICE.user_id and change.mu_after < change.mu_before


async def test_incremental_updates_equal_the_recomputation(harness: Harness) -> None:
    """Seeded games (duels between people, against bots of each level, some played out
    at random, most ended by a resignation), then a recomputation from the finished
    games: the same ratings and the same changes, to the last bit."""
    rng = random.Random(2026)
    service = harness.service
    for index in range(14):
        if index % 4 == 3:
            host = rng.choice(PEOPLE)
            game_id = await duel(service, host, bot_level=rng.choice(("easy", "normal",
                                                                      "hard")))
            seated = [host]
        else:
            seated = rng.sample(PEOPLE, 2)
            game_id = await duel(service, *seated)
        if index in (2, 9):
            await play_random_game(harness, game_id, seed=index)
        else:
            await service.absence.resign(game_id, rng.choice(seated).user_id)
    incremental = await everything(harness.store)
    assert len(incremental[1]) >= 14
    assert await service.records.recompute_ratings() == 14
    assert await everything(harness.store) == incremental


async def test_two_processes_ending_games_at_the_same_moment(
        harness: Harness, database_location: str | Path) -> None:
    """Alice's two games end at once, one in each process: both enter her rating, one
    after the other, as a recomputation has them."""
    other_db = await open_database(database_location)
    try:
        other = GameService(store_over(other_db), ManualClock(), seed_source=lambda: 777,
                            bot_executor=InlineExecutor())
        first = await duel(harness.service, ALICE, BOB)
        second = await duel(harness.service, ALICE, CAROL)
        await asyncio.gather(harness.service.absence.resign(first, BOB.user_id),
                             other.absence.resign(second, CAROL.user_id))
        [alice] = await harness.store.ratings_of_user(ALICE.user_id)
        assert (alice.games, alice.wins) == (2, 2)
        before = await everything(harness.store)
        await harness.service.records.recompute_ratings()
        assert await everything(harness.store) == before
    finally:
        await other_db.close()


async def test_two_processes_ending_the_same_game_rate_it_once(
        harness: Harness, database_location: str | Path) -> None:
    other_db = await open_database(database_location)
    try:
        other = GameService(store_over(other_db), ManualClock(), seed_source=lambda: 777,
                            bot_executor=InlineExecutor())
        game_id = await duel(harness.service, ALICE, BOB)
        done = await asyncio.gather(harness.service.absence.resign(game_id, ALICE.user_id),
                                    other.absence.resign(game_id, BOB.user_id),
                                    return_exceptions=True)
        assert sum(isinstance(d, (SessionError, VersionConflict)) for d in done) == 1
        assert len(await harness.store.rating_changes_of_game(game_id)) == 2
        for player in (ALICE, BOB):
            [rating] = await harness.store.ratings_of_user(player.user_id)
            assert rating.games == 1
    finally:
        await other_db.close()


async def test_a_crash_between_the_end_and_the_rating_loses_neither(
        harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rating is written in the transaction that ends the game: dying before the
    rating's write leaves the game running and unrated (not ended without its rating);
    ending it again rates it once."""
    game_id = await duel(harness.service, ALICE, BOB)

    async def crash(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the process died here")

    for transaction in (SqliteTransaction, PostgresTransaction):
        monkeypatch.setattr(transaction, "save_rated_game", crash)
    with pytest.raises(RuntimeError, match="died"):
        await harness.service.absence.resign(game_id, BOB.user_id)
    monkeypatch.undo()
    game = await harness.store.get_game(game_id)
    assert game is not None and game.status == "active"
    assert not await harness.store.is_rated(game_id)
    await harness.service.absence.resign(game_id, BOB.user_id)
    assert len(await harness.store.rating_changes_of_game(game_id)) == 2
    [alice] = await harness.store.ratings_of_user(ALICE.user_id)
    assert alice.games == 1


async def test_the_back_fill_rates_games_finished_before_ratings(harness: Harness) -> None:
    for guest in (BOB, CAROL):
        game_id = await duel(harness.service, ALICE, guest)
        await harness.service.absence.resign(game_id, guest.user_id)
    rated = await everything(harness.store)
    async with harness.store.transaction() as tx:  # as the database was before ratings
        await tx.replace_ratings([], [], [])
    await harness.database.reader.execute_fetchall("SELECT 1")
    writer = harness.database
    async with writer.transaction() as conn:
        await conn.execute("DELETE FROM rating_clock")
    assert await everything(harness.store) == ([], [])
    assert await harness.service.records.recompute_ratings(only_backfill=True) == 2
    assert await everything(harness.store) == rated
    assert await harness.service.records.recompute_ratings(only_backfill=True) == 0
