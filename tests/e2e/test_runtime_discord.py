"""What the bot builds once connected is kept out of the garbage collector's full passes."""

from __future__ import annotations

import asyncio
import gc

import discord

from .conftest import Table, open_lobby


async def test_what_joining_discord_built_is_frozen_out_of_full_collections(table: Table):
    async with table.bot() as bot:
        guild = bot.get_guild(table.guild.id)
        assert guild is not None and gc.is_tracked(guild)
        for _ in range(200):  # on_ready runs as a task of its own, just after ready
            if all(walked is not guild for walked in gc.get_objects(generation=2)):
                break
            await asyncio.sleep(0.01)
        else:
            raise AssertionError("the guild discord.py keeps is walked by every full pass")


async def test_the_bot_keeps_no_view_once_its_message_is_sent(table: Table):
    """Every button is a persistent item answered through its registered class, so the view
    that laid a message out is garbage once the message is sent. discord.py would otherwise
    keep an ephemeral one (a picker) for fifteen minutes, with a timer each: at a few
    presses a second, thousands of objects every full collection walks."""
    async with table.bot():
        game_id, _ = await open_lobby(table)  # the lobby's buttons, then the game's
        [thread] = table.fake.threads_of(table.channel)
        board = table.latest_with(thread, f"g:play:{game_id}:")
        opened = await table.fake.press(table.alice, board, "Play")
        if not opened.ephemeral or not opened.message.all_components():
            opened = await table.fake.press(table.bob, board, "Play")
        assert opened.ephemeral and opened.message.all_components(), opened  # a picker
        await table.fake.press(table.bob, board, "My view")  # ephemeral, with buttons
        gc.unfreeze()  # what was in flight when the bot froze what joining built
        kept: list[str] = []
        for _ in range(200):  # the last press's callback may still be finishing
            gc.collect()
            kept = [repr(o) for o in gc.get_objects() if isinstance(o, discord.ui.View)]
            if not kept:
                break
            await asyncio.sleep(0.01)
        assert not kept, kept
