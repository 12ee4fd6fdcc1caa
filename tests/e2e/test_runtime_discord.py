"""What the bot builds once connected is kept out of the garbage collector's full passes."""

from __future__ import annotations

import asyncio
import gc

from .conftest import Table


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
