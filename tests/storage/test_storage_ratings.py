"""The ratings tables' queries, on SQLite and PostgreSQL: a game rated once (its key
refuses a second time), the rating turn handing out positions in order, the boards (by the
conservative figure, this server's or everyone's but the hidden, too few games apart), the
recomputation replacing everything, and the finished games read in the rating order."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from storage import RatedGame, RatingChangeRecord, RatingRecord, Store
from storage.queries._common import INTEGRITY_ERRORS

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def rating(user: int, mu: float, sigma: float, games: int, kind: str = "ostriches",
           name: str = "") -> RatingRecord:
    return RatingRecord(user_id=user, kind=kind, mu=mu, sigma=sigma, games=games, wins=0,
                        display_name=name or f"user{user}", updated_at=T0)


async def finished(store: Store, players: tuple[int, ...], *, guild: int = 7,
                   at: datetime = T0, practice: bool = False) -> int:
    async with store.transaction() as tx:
        game = await tx.create_game(kind="ostriches", guild_id=guild, channel_id=100,
                                    host_id=players[0], options={}, seed=1, language="en",
                                    now=at, practice=practice)
        for user in players:
            await tx.add_seat(game.id, user, f"user{user}", at)
        await tx.append_action(game.id, seat=0, notation="pass", events="[]", now=at)
        outcome = json.dumps({"winners": [0], "places": [[0]], "reason": "x"})
        await tx.update_game(game.id, expected_version=0, now=at, status="finished",
                             state="{}", outcome=outcome)
    return game.id


async def rate(store: Store, game_id: int, guild: int | None,
               ratings: list[RatingRecord]) -> int:
    async with store.transaction() as tx:
        position, _ = await tx.take_rating_turn()
        changes = [RatingChangeRecord(game_id=game_id, user_id=r.user_id, seat=seat,
                                      mu_before=25.0, sigma_before=8.3, mu_after=r.mu,
                                      sigma_after=r.sigma)
                   for seat, r in enumerate(ratings)]
        await tx.save_rated_game(RatedGame(game_id=game_id, position=position,
                                           kind="ostriches", guild_id=guild),
                                 changes, ratings)
    return position


async def test_a_game_is_rated_once_and_positions_follow_each_other(store: Store) -> None:
    game = await finished(store, (1, 2))
    assert not await store.is_rated(game)
    assert await rate(store, game, 7, [rating(1, 27.123456789012345, 8.0, 1)]) == 1
    assert await store.is_rated(game)
    [kept] = await store.ratings_for("ostriches", [1, 2])
    assert kept.mu == 27.123456789012345  # stored to the last bit, on both backends
    with pytest.raises(INTEGRITY_ERRORS):
        await rate(store, game, 7, [rating(1, 30.0, 7.0, 2)])
    [still] = await store.ratings_of_user(1)
    assert still.mu == 27.123456789012345 and still.games == 1
    other = await finished(store, (1, 3))
    # the refused rating rolled back with its turn: the next game takes position 2
    assert await rate(store, other, 7, [rating(3, 20.0, 8.0, 1)]) == 2
    assert [c.user_id for c in await store.rating_changes_of_game(other)] == [3]


async def test_boards_rank_by_the_conservative_figure(store: Store) -> None:
    here = await finished(store, (1, 2, 3, 4))
    elsewhere = await finished(store, (5,), guild=8)
    await rate(store, here, 7, [rating(1, 30.0, 1.0, 9), rating(2, 40.0, 5.0, 9),
                                rating(3, 26.0, 0.5, 9), rating(4, 50.0, 8.0, 2)])
    await rate(store, elsewhere, 8, [rating(5, 35.0, 1.0, 9)])
    board = await store.rating_board("ostriches", 7, z=3.0, min_games=5, settled=True)
    assert [r.user_id for r in board] == [1, 2, 3]  # 27, 25, 24.5
    apart = await store.rating_board("ostriches", 7, z=3.0, min_games=5, settled=False)
    assert [r.user_id for r in apart] == [4]
    everywhere = await store.rating_board("ostriches", None, z=3.0, min_games=5, settled=True)
    assert [r.user_id for r in everywhere] == [5, 1, 2, 3]
    async with store.transaction() as tx:
        await tx.set_rating_hidden(5, True, T0)
    assert await store.is_rating_hidden(5)
    everywhere = await store.rating_board("ostriches", None, z=3.0, min_games=5, settled=True)
    assert [r.user_id for r in everywhere] == [1, 2, 3]
    assert [r.user_id for r in await store.rating_board(
        "ostriches", 8, z=3.0, min_games=5, settled=True)] == [5]  # its own server's still
    async with store.transaction() as tx:
        await tx.set_rating_hidden(5, False, T0)
    assert not await store.is_rating_hidden(5)


async def test_finished_games_in_the_rating_order_and_a_recomputation(store: Store) -> None:
    late = await finished(store, (1, 2), at=T0 + timedelta(days=2))
    early = await finished(store, (2, 3), at=T0)
    await finished(store, (1, 3), practice=True)
    rated = await finished(store, (3, 1), at=T0 - timedelta(days=5))
    await rate(store, rated, 7, [rating(3, 26.0, 7.0, 1)])
    order = await store.finished_for_rating()
    assert [g.game_id for g in order] == [early, late, rated]  # unrated by end, then rated
    assert [s.user_id for s in order[2].seats] == [3, 1] and order[2].position == 1
    async with store.transaction() as tx:
        await tx.take_rating_turn()
        await tx.replace_ratings(
            [RatedGame(game_id=early, position=1, kind="ostriches", guild_id=7)], [],
            [rating(2, 24.0, 7.0, 1)])
    assert await store.ratings_of_user(3) == []
    assert [r.mu for r in await store.ratings_of_user(2)] == [24.0]
    async with store.transaction() as tx:
        assert await tx.take_rating_turn() == (2, True)
