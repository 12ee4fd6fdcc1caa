"""The bot on PostgreSQL (`database = "postgresql://..."`) against the fake Discord: the same
scenarios as on SQLite, whole games from /game new to the winner, and a restart, each on a
fresh database of the test server (see tests/postgres_server.py)."""

from __future__ import annotations

import random

from .conftest import Table, open_lobby
from .test_bots_discord import check_whole_game, new_bot_game, play_alone_against_bots
from .test_bots_discord import small_budgets as small_budgets  # the fixture, used here too
from .test_ostriches_discord import (
    test_a_restarted_bot_keeps_the_old_buttons_working as a_restart_keeps_old_buttons,
)
from .test_ostriches_discord import (
    test_a_whole_game_by_buttons_and_move_keeps_secrets_private as a_whole_game_by_buttons,
)
from .test_zigzag_discord import (
    test_three_players_collect_and_run_to_the_winner as three_players_run_to_the_winner,
)


async def test_a_whole_ostriches_game_by_buttons_and_move(postgres_table: Table) -> None:
    await a_whole_game_by_buttons(postgres_table)


async def test_three_players_play_zigzag_to_the_winner(postgres_table: Table) -> None:
    await three_players_run_to_the_winner(postgres_table)


async def test_a_whole_scramble_game_against_bots(postgres_table: Table) -> None:
    table = postgres_table
    async with table.bot() as bot:
        game_id = await new_bot_game(table, "scramble", 3, "normal", "max_rounds=6")
        await play_alone_against_bots(table, bot, game_id, random.Random(5))
        await check_whole_game(table, bot, game_id, {1, 2, 3})
        assert (await bot.store.get_game(game_id)).status == "finished"


async def test_a_restarted_bot_on_postgresql_keeps_the_old_buttons_working(
        postgres_table: Table) -> None:
    await a_restart_keeps_old_buttons(postgres_table)


async def test_the_store_is_postgresql(postgres_table: Table) -> None:
    async with postgres_table.bot() as bot:
        game_id, _ = await open_lobby(postgres_table)
        assert type(bot.store).__name__ == "PostgresStore"
        assert (await bot.store.get_game(game_id)) is not None
