"""The bot object: a `commands.Bot` that holds the services the cogs call.

Built by `bot.py` from the settings; `setup_hook` loads the cogs as extensions (each
registers its persistent components), installs the translator, syncs commands as configured
and starts delivery and the timers. `close` stops them and closes the database after any
transaction in flight. The extensions are the modules of this package beside this one; what
they share is in `cogs.kit`. Every callback's interaction is `discord.Interaction[GameBot]`,
so `interaction.client` is this bot; the modules of `cogs.kit` this one imports know nothing
of it, so that nothing imports this module back.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
from datetime import timedelta

import discord
from discord.ext import commands

from config import DiscordSettings, Settings
from sessions import (
    Deliverer,
    DeliveryPolicy,
    GameService,
    Ownership,
    Painter,
    SharedOwnership,
    TimerRunner,
)
from sessions.delivery import Pacer

from .kit import answers
from .kit.admission import Admission
from .kit.collector import collect_garbage_periodically
from .kit.delivery import Components, DiscordSender, paced_requests
from .kit.translator import CatalogTranslator

log = logging.getLogger(__name__)

# Loaded in this order: cogs.game_commands first, which owns `/game` (cogs.recap, cogs.absence
# and cogs.replay attach subcommands to it) and the answer to a command's error.
EXTENSIONS = ("cogs.game_commands", "cogs.play", "cogs.practice", "cogs.undo", "cogs.settings",
              "cogs.recap", "cogs.stats", "cogs.absence", "cogs.help", "cogs.rules",
              "cogs.replay")
TIMER_POLL_SECONDS = 30.0  # the longest the timers sleep without looking at the database
GUILD_READY_SECONDS = 0.2


def delivery_policy(settings: Settings) -> DeliveryPolicy:
    """The outbox retry policy from the settings."""
    delivery, notices = settings.delivery, settings.notifications
    return DeliveryPolicy(
        max_attempts=delivery.max_attempts,
        base_backoff=timedelta(seconds=delivery.base_backoff_seconds),
        max_backoff=timedelta(seconds=delivery.max_backoff_seconds),
        card_interval=delivery.card_interval_seconds,
        mention_when_dms_closed=notices.mention_when_dms_closed,
        dm_turn_notices=notices.dm_turn_notices,
        use_threads=notices.use_threads,
    )


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a server's events to (DMs go to shard 0)."""
    return (guild_id >> 22) % shard_count


def work_ownership(discord_settings: DiscordSettings, service: GameService) -> Ownership:
    """Which games' messages and timers this process works on: all of them when it is the
    bot's only process (unsharded), else those of its shards' servers and of nobody's,
    under leases named after its shards (a restart in its place takes them back at once)."""
    count = discord_settings.shard_count
    if count is None:
        return Ownership()
    shards = discord_settings.connected_shards()
    connected = frozenset(shards)
    return SharedOwnership(
        service.store, service.clock,
        owner=f"shards {','.join(map(str, sorted(shards)))} of {count}",
        owns_guild=lambda guild_id: shard_of(guild_id, count) in connected,
        takeover_seconds=discord_settings.takeover_seconds)


def request_pacer(discord_settings: DiscordSettings) -> Pacer | None:
    """This process's share of the token's requests a second: the whole budget for an
    unsharded bot, else the part its shards are of all the shards (Discord's global limit
    is the token's, whatever the number of processes); None when pacing is off."""
    budget = discord_settings.requests_per_second
    if budget <= 0:
        return None
    count = discord_settings.shard_count
    if count is not None:
        budget *= len(discord_settings.connected_shards()) / count
    return Pacer(budget)


class GameBot(commands.Bot):
    """The Discord client with the game service, the store, delivery and the timers attached.

    The service gets the clock settings of `settings.clocks` here, where every other setting
    is wired too.
    """

    def __init__(self, settings: Settings, service: GameService, painter: Painter | None = None,
                 **options: object) -> None:
        pacer = request_pacer(settings.discord)
        if pacer is not None:
            options["http_trace"] = paced_requests(pacer)
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads; no privileged intent is needed
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            # discord.py waits this long after the last GUILD_CREATE before it calls itself
            # ready (2 s by default); this bot keeps no member cache and serves interactions
            # as they come, so a long wait would only delay ready after every restart.
            guild_ready_timeout=GUILD_READY_SECONDS,
            # Nothing here reads discord.py's caches of messages or members: without the
            # message and member intents they would stay empty, but say so rather than rely
            # on it (discord.py keeps the latest 1,000 messages by default).
            max_messages=None,
            member_cache_flags=discord.MemberCacheFlags.none(),
            chunk_guilds_at_startup=False,
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.store = store = service.store
        self.service = service
        self.painter = painter or Painter()
        self.admission = Admission(settings.interactions.concurrency,
                                   settings.interactions.busy_after_seconds)
        # the feature cogs register their buttons here as they load
        self.components = Components()
        ownership = work_ownership(settings.discord, service)
        self.deliverer = Deliverer(store, service.clock, DiscordSender(self, self.components),
                                   delivery_policy(settings), painter=self.painter,
                                   ownership=ownership, pacer=pacer)
        self._delivery_task: asyncio.Task[None] | None = None
        self.timers = TimerRunner(store, service.clock, service, ownership)
        service.on_enqueue = self._committed
        self._timer_task: asyncio.Task[None] | None = None
        self._warm_up_task: asyncio.Task[None] | None = None
        self._collector_task: asyncio.Task[None] | None = None

    def _committed(self, game_id: int | None) -> None:
        """After a commit with messages: deliver them, and look again at the timers."""
        self.deliverer.wake(game_id)
        self.timers.wake()

    async def setup_hook(self) -> None:
        """Warm the renderers up, load the cogs, install the translator, sync commands,
        start delivery."""
        answers.install()  # before connecting: every interaction is dispatched after it
        # in the background: connecting to Discord need not wait for it
        self._warm_up_task = asyncio.create_task(self.painter.warm_up(), name="warm-up")
        await self.tree.set_translator(CatalogTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self._sync_commands()
        self._delivery_task = asyncio.create_task(
            self.deliverer.run_forever(self.settings.delivery.poll_seconds),
            name="outbox-delivery",
        )
        # First fires what came due while the bot was down (once), then keeps time.
        self._timer_task = asyncio.create_task(self.timers.run_forever(TIMER_POLL_SECONDS),
                                               name="timers")
        # What start-up built (modules, models, commands) lives as long as the bot: keep it
        # out of the garbage collector's full passes, which otherwise walk it all and hold
        # the event loop up for tens of milliseconds each time.
        gc.freeze()
        self._collector_task = asyncio.create_task(collect_garbage_periodically(),
                                                   name="garbage-collector")

    async def on_ready(self) -> None:
        """Connected (and again after each fresh session): keep what joining built (the
        servers, channels and threads discord.py holds for as long as it is connected) out of
        the garbage collector's full passes too, as start-up's objects are. Unfrozen and
        collected first, so that what a fresh session replaced is freed, not kept forever."""
        gc.unfreeze()
        gc.collect()
        gc.freeze()

    async def _sync_commands(self) -> None:
        scope = self.settings.commands
        if scope.sync == "none":
            return
        discord_settings = self.settings.discord
        if discord_settings.sharded and 0 not in discord_settings.connected_shards():
            return  # the commands are the bot's, not a shard's: shard 0's process syncs them
        if scope.sync == "guild":
            guild = discord.Object(id=scope.guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d commands (%s)", len(synced), scope.sync)

    async def close(self) -> None:
        """Stop delivery and the timers, let the transaction in flight finish, close the
        database."""
        for task in (self._timer_task, self._delivery_task, self._warm_up_task,
                     self._collector_task):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        await self.service.bots.close()
        await super().close()
        await self.store.close()
        self.painter.close()


class ShardedGameBot(GameBot, commands.AutoShardedBot):
    """The bot as one of several processes: it connects the shards `[discord] shard_ids` of
    `shard_count` (every one when no ids are given), and Discord sends it the servers of
    those shards only."""


def make_bot(settings: Settings, service: GameService, painter: Painter | None = None) -> GameBot:
    """The bot the settings ask for: unsharded (the default), or sharded."""
    discord_settings = settings.discord
    if discord_settings.shard_count is None:
        return GameBot(settings, service, painter=painter)
    return ShardedGameBot(settings, service, painter=painter,
                          shard_count=discord_settings.shard_count,
                          shard_ids=discord_settings.connected_shards())
