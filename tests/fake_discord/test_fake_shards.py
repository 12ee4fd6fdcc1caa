"""The fake Discord's shards: a session that IDENTIFYs with `shard: [id, count]` is sent only
its shard's servers ((guild id >> 22) % count, as Discord spreads them) with their events and
interactions, and DMs on shard 0 only (an unsharded session, as every other test has it,
gets everything)."""

from __future__ import annotations

from contextlib import AsyncExitStack

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from .gateway import shard_of
from .models import NotDelivered
from .server import FakeDiscord

SHARDS = 2


class ShardBot(commands.AutoShardedBot):
    """A bot on some shards; /where answers with the shards of the bot that got it."""

    def __init__(self, shard_ids: list[int], shard_count: int) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix="!", intents=intents,
                         shard_ids=shard_ids, shard_count=shard_count)

        @self.tree.command(description="Which process answers")
        @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
        async def where(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(f"shards {self.shard_ids}")


async def test_each_shard_gets_its_servers_their_events_and_interactions(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    alice = await fake.create_user("alice")
    early = [await fake.create_guild(f"early {shard}", owner=alice, shard=(shard, SHARDS))
             for shard in range(SHARDS)]
    assert [shard_of(guild.id, SHARDS) for guild in early] == [0, 1]
    async with AsyncExitStack() as stack:
        bots = [await stack.enter_async_context(fake.run_bot(ShardBot([shard], SHARDS)))
                for shard in range(SHARDS)]
        # READY and the GUILD_CREATEs of IDENTIFY: each shard its own servers only
        assert [[guild.id for guild in bot.guilds] for bot in bots] == [
            [early[0].id], [early[1].id]]
        assert {session.shard for session in fake.gateway.active_sessions} == {(0, 2), (1, 2)}
        # a server that joins later, and a channel made in it: to its shard only
        late = await fake.create_guild("late", owner=alice, shard=(1, SHARDS))
        channel = await fake.create_text_channel(late, "games")
        await fake.wait_until(lambda: bots[1].get_channel(channel.id), fake.timeout,
                              "shard 1 to see the channel")
        assert bots[0].get_guild(late.id) is None and bots[0].get_channel(channel.id) is None
        # interactions: from a server to its shard's process; from a DM to shard 0's
        for guild, shard in ((early[0], 0), (early[1], 1), (late, 1)):
            place = await fake.create_text_channel(guild, f"play-{shard}")
            answer = await fake.slash(alice, place, "where")
            assert answer.content == f"shards [{shard}]", guild.name
        answer = await fake.slash(alice, fake.dm_channel_for(alice), "where")
        assert answer.content == "shards [0]"
        # with shard 0 gone, its servers and DMs reach nobody; shard 1's still work
        await bots[0].close()
        await fake.wait_until(lambda: None if fake.gateway.shard_connected(0) else True,
                              fake.timeout, "shard 0 to be gone")
        with pytest.raises(NotDelivered):
            await fake.slash(alice, fake.dm_channel_for(alice), "where")
        assert (await fake.slash(alice, channel, "where")).content == "shards [1]"


async def test_one_shard_of_one_gets_every_server(fake_discord: FakeDiscord) -> None:
    fake = fake_discord
    bob = await fake.create_user("bob")
    guilds = [await fake.create_guild(f"g{shard}", owner=bob, shard=(shard, SHARDS))
              for shard in range(SHARDS)]
    async with fake.run_bot(ShardBot([0], 1)) as bot:
        assert sorted(guild.id for guild in bot.guilds) == sorted(g.id for g in guilds)
        channel = await fake.create_text_channel(guilds[1], "games")
        assert (await fake.slash(bob, channel, "where")).content == "shards [0]"
