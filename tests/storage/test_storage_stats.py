"""Statistics queries: tallies per player and kind, leaderboards per server, recent results."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from storage import GameResult, GameStatus, Store, Tally

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
ANN, BEN, CID, DOT = 1, 2, 3, 4
NAMES = {ANN: "Ann", BEN: "Ben", CID: "Cid", DOT: "Dot"}


async def game_with(store: Store, *, kind: str = "ostriches", guild: int | None = 7,
                    players: tuple[int, ...] = (ANN, BEN), winners: tuple[int, ...] = (),
                    status: GameStatus = "finished", at: datetime = T0,
                    names: dict[int, str] | None = None, practice: bool = False) -> int:
    """A game with these players (seat = position) that ended as `status` at `at`, won by
    the seats of `winners` (user ids)."""
    names = {**NAMES, **(names or {})}
    async with store.transaction() as tx:
        game = await tx.create_game(kind=kind, guild_id=guild, channel_id=100, host_id=players[0],
                                    options={}, seed=1, language="en", now=at,
                                    practice=practice)
        for user in players:
            await tx.add_seat(game.id, user, names[user], at)
        seats = [players.index(user) for user in winners]
        outcome = json.dumps({"winners": seats, "places": [seats], "reason": "x",
                              "reason_params": {}, "scores": None})
        await tx.append_action(game.id, seat=0, notation="pass", events="[]", now=at)
        await tx.update_game(game.id, expected_version=0, now=at + timedelta(days=30),
                             status=status, state="{}",
                             outcome=outcome if status == "finished" else None)
    return game.id


async def test_only_finished_games_count_and_no_winner_is_played_not_won(store: Store) -> None:
    await game_with(store, winners=(ANN,))
    await game_with(store, winners=())  # ended with nobody winning
    await game_with(store, winners=(ANN,), status="cancelled")
    await game_with(store, winners=(ANN,), status="active")
    assert await store.tallies_of_user(ANN) == [
        Tally(user_id=ANN, display_name="Ann", kind="ostriches", played=2, wins=1)]
    assert await store.tallies_of_user(BEN) == [
        Tally(user_id=BEN, display_name="Ben", kind="ostriches", played=2, wins=0)]
    assert await store.tallies_of_user(DOT) == []


async def test_a_players_tallies_are_per_kind_across_servers_with_their_latest_name(
        store: Store) -> None:
    await game_with(store, kind="zigzag", guild=7, players=(ANN, BEN, CID), winners=(CID,))
    await game_with(store, kind="zigzag", guild=8, players=(CID, ANN), winners=(CID, ANN),
                    at=T0 + timedelta(hours=1), names={CID: "Cid the Bold"})
    await game_with(store, kind="ostriches", guild=None, players=(BEN, CID), winners=(BEN,))
    assert await store.tallies_of_user(CID) == [
        Tally(user_id=CID, display_name="Cid the Bold", kind="ostriches", played=1, wins=0),
        Tally(user_id=CID, display_name="Cid the Bold", kind="zigzag", played=2, wins=2),
    ]
    assert [(t.kind, t.played, t.wins) for t in await store.tallies_of_user(ANN)] == [
        ("zigzag", 2, 1)]


async def test_the_leaderboard_ranks_by_wins_then_win_rate_in_one_server_and_kind(
        store: Store) -> None:
    # Ben wins 2 of 3, Ann 2 of 4, Cid 1 of 1 (the best rate, but fewer wins), Dot 0 of 2
    await game_with(store, players=(ANN, BEN), winners=(ANN,))
    await game_with(store, players=(ANN, BEN), winners=(BEN,))
    await game_with(store, players=(ANN, DOT), winners=(ANN,))
    await game_with(store, players=(BEN, DOT), winners=(BEN,))
    await game_with(store, players=(CID, ANN), winners=(CID,))
    # elsewhere, or another game: not on this board
    await game_with(store, guild=8, players=(DOT, ANN), winners=(DOT,))
    await game_with(store, kind="zigzag", players=(DOT, CID), winners=(DOT,))
    board = await store.leaderboard(7, "ostriches")
    assert [(t.display_name, t.wins, t.played) for t in board] == [
        ("Ben", 2, 3), ("Ann", 2, 4), ("Cid", 1, 1), ("Dot", 0, 2)]
    assert [t.display_name for t in await store.leaderboard(7, "ostriches", limit=2)] == [
        "Ben", "Ann"]
    assert await store.leaderboard(7, "scramble") == []
    with pytest.raises(ValueError, match="limit"):
        await store.leaderboard(7, "ostriches", limit=-1)


async def test_recent_results_are_newest_first_and_dated_by_the_last_action(
        store: Store) -> None:
    first = await game_with(store, players=(ANN, BEN), winners=(ANN,))
    second = await game_with(store, kind="zigzag", guild=None, players=(BEN, ANN),
                             winners=(BEN,), at=T0 + timedelta(days=1))
    await game_with(store, players=(ANN, BEN), winners=(ANN,), status="cancelled",
                    at=T0 + timedelta(days=2))
    assert await store.recent_results(ANN) == [
        GameResult(game_id=second, kind="zigzag", guild_id=None, won=False,
                   ended_at=T0 + timedelta(days=1)),
        GameResult(game_id=first, kind="ostriches", guild_id=7, won=True, ended_at=T0),
    ]
    assert [r.game_id for r in await store.recent_results(ANN, limit=1)] == [second]


async def test_a_practice_game_counts_nowhere(store: Store) -> None:
    """A finished practice game (won, between people or against a bot) is no result: not in
    a player's tallies, their record against bots, their recent games or a leaderboard."""
    await game_with(store, players=(ANN, BEN), winners=(ANN,))
    before = (await store.tallies_of_user(ANN), await store.leaderboard(7, "ostriches"),
              await store.recent_results(ANN), await store.bot_tallies_of_user(ANN))
    await game_with(store, players=(ANN, BEN), winners=(ANN,), practice=True,
                    at=T0 + timedelta(hours=1))
    async with store.transaction() as tx:
        game = await tx.create_game(kind="ostriches", guild_id=7, channel_id=100, host_id=ANN,
                                    options={}, seed=1, language="en", now=T0, practice=True)
        await tx.add_seat(game.id, ANN, "Ann", T0)
        await tx.add_seat(game.id, -1, "Bot (hard)", T0, bot_level="hard")
        await tx.update_game(game.id, expected_version=0, now=T0, status="finished",
                             state="{}", outcome=json.dumps({
                                 "winners": [0], "places": [[0]], "reason": "x",
                                 "reason_params": {}, "scores": None}))
    assert game.practice and (await store.get_game(game.id) or game).practice
    assert (await store.tallies_of_user(ANN), await store.leaderboard(7, "ostriches"),
            await store.recent_results(ANN), await store.bot_tallies_of_user(ANN)) == before
