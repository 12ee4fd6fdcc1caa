"""The bot at the token's global limit, at small scale: the fake enforces a limit of 10
requests a second, the bot paces itself to 8 (`[discord] requests_per_second`), and six
games move at once. Nothing meets a 429 (so no invalid request, and discord.py never holds
every request, interaction answers included, behind a global 429), every message goes out
once and in its game's order. Without pacing (`requests_per_second = 0`, the bot before)
the same load meets the global limit."""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator

import pytest

from cogs.app import GameBot
from config import CommandSettings, DiscordSettings, Settings
from sessions import GameService
from storage import open_store
from tests.fake_discord.ratelimit import RateLimits

from .conftest import SEED, Table, game_thread, open_lobby, settle

LIMIT = 10  # the fake's global limit, requests a second
BUDGET = 8.0  # the bot's pace


@contextlib.asynccontextmanager
async def paced_bot(table: Table, budget: float) -> AsyncIterator[GameBot]:
    """The table's bot, pacing its requests to `budget` a second (0: not at all)."""
    settings = Settings(token="fake", database=table.database_path,
                        commands=CommandSettings(sync="none"),
                        discord=DiscordSettings(requests_per_second=budget))
    store = await open_store(table.database_path)
    service = GameService(store, table.clock, seed_source=lambda: SEED,
                          bot_executor=table.bot_executor,
                          clock_policy=settings.clocks.policy(),
                          lobby_policy=settings.lobbies.policy())
    async with table.fake.run_bot(GameBot(settings, service)) as bot:
        yield bot


async def play_at_once(table: Table, bot: GameBot, games: list[int], moves: int) -> None:
    """`moves` random moves in every game, through the service: faster than any press."""
    rng = random.Random(SEED)
    for _ in range(moves):
        for game_id in games:
            info = await bot.service.games.info(game_id)
            user = info.user_of(rng.choice(info.to_act))
            assert user is not None
            _, choices = await bot.service.play.choices(game_id, user)
            await bot.service.play.act(game_id, user, rng.choice(choices).notation)


@pytest.mark.parametrize("budget", [BUDGET])
async def test_a_paced_bot_never_meets_the_global_limit_and_loses_nothing(table: Table,
                                                                         budget: float):
    table.fake.rate_limits = limits = RateLimits(global_per_second=LIMIT)
    async with paced_bot(table, budget) as bot:
        games = [(await open_lobby(table))[0] for _ in range(6)]
        await settle(bot, seconds=60)
        since = table.fake.mark()
        await play_at_once(table, bot, games, moves=3)
        await settle(bot, seconds=60)
        assert limits.limited_global == 0, f"{limits.limited_global} global 429s"
        assert limits.limited_route == 0 and limits.invalid == 0
        assert limits.peak_second <= LIMIT
        for game_id in games:
            thread = await game_thread(table, bot, game_id)
            posts = [r for r in table.fake.requests[since:]
                     if r.path == f"/channels/{thread.id}/messages" and r.method == "POST"
                     and r.status == 200 and r.files]
            nonces = [str(r.json["nonce"]) for r in posts]
            # each board once, in the order its rows were queued
            assert len(posts) == 3 and len(set(nonces)) == 3
            assert nonces == sorted(nonces, key=lambda nonce: int(nonce.strip("om")))
