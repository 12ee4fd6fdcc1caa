"""The real bot (cogs, sessions, storage) against the fake Discord, on a temporary database
(a SQLite file; PostgreSQL for the tests that take `postgres_table`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from cogs.app import GameBot
from config import (
    CommandSettings,
    DeliverySettings,
    DiscordSettings,
    InteractionSettings,
    Settings,
)
from sessions import GameInfo, GameService, ManualClock
from sessions.bots.bots import InlineExecutor
from sessions.core import takeback
from sessions.core.access import Caller
from storage import open_store
from tests.fake_discord.fixtures import fake_discord
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import PATIENCE, FakeChannel, FakeGuild, FakeUser, RecordedMessage
from tests.fake_discord.server import FakeDiscord

from .lobby import join_and_start, lobby_game, lobby_message

__all__ = ["InteractionResult", "fake_discord", "join_and_start", "lobby_game",
           "lobby_message"]

SEED = 4242
END_OF_TIME = datetime(9999, 1, 1, tzinfo=UTC)


@pytest.fixture
def no_bug_logged(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """After the test: Discord's faults are not the bot's bugs, so no error and no
    traceback in the logs (a module that means it uses this fixture for every test)."""
    yield
    bugs = [f"{r.name}: {r.getMessage()}" for r in caplog.records
            if r.levelno >= logging.ERROR or r.exc_info]
    assert not bugs, "\n".join(bugs)


@dataclass
class Table:
    """A server with a games channel and three members (Carol joins only the games that
    seat three players)."""

    fake: FakeDiscord
    database_path: Path | str  # a SQLite file, or a PostgreSQL database's URL
    clock: ManualClock
    guild: FakeGuild
    channel: FakeChannel
    alice: FakeUser
    bob: FakeUser
    carol: FakeUser
    # where the bots decide: at once in the test's process, unless a test wants the pool
    bot_executor: Executor | Callable[[], Executor] = field(default_factory=InlineExecutor)

    def here(self, user: FakeUser | None = None) -> Caller:
        """`user` (Alice by default) asking from the table's channel, as the access rule
        reads it: the service's listing of the channel's games is what they may see."""
        member = user or self.alice
        return Caller(user_id=member.id, guild_id=self.guild.id, channel_id=self.channel.id,
                      name=member.name)

    @contextlib.asynccontextmanager
    async def bot(self, delivery: DeliverySettings | None = None,
                  interactions: InteractionSettings | None = None) -> AsyncIterator[GameBot]:
        """A fresh bot process on the table's database (a restart is a second call);
        `delivery`, `interactions`: other settings than the defaults."""
        # Unpaced: the fake enforces no rate limit here, and these tests play whole games
        # through the service at once (test_rate_limits_discord.py paces against limits)
        settings = Settings(token="fake", database=self.database_path,
                            commands=CommandSettings(sync="none"),
                            discord=DiscordSettings(requests_per_second=0),
                            delivery=delivery or DeliverySettings(),
                            interactions=interactions or InteractionSettings())
        store = await open_store(self.database_path)
        service = GameService(store, self.clock, seed_source=lambda: SEED,
                              bot_executor=self.bot_executor,
                              clock_policy=settings.clocks.policy(),
                              lobby_policy=settings.lobbies.policy())
        async with self.fake.run_bot(GameBot(settings, service)) as bot:
            yield bot

    def thread(self) -> FakeChannel:
        """The game's thread (the only one in the channel)."""
        [thread] = self.fake.threads_of(self.channel)
        return thread

    def user(self, user_id: int) -> FakeUser:
        """The fake user with that id."""
        return next(u for u in (self.alice, self.bob, self.carol) if u.id == user_id)

    def latest_with(self, channel: FakeChannel, custom_id_prefix: str) -> RecordedMessage:
        """The newest message in `channel` carrying a component with that custom_id prefix."""
        for message in reversed(self.fake.messages_in(channel)):
            if any(c.get("custom_id", "").startswith(custom_id_prefix)
                   for c in message.all_components()):
                return message
        raise AssertionError(f"no message with {custom_id_prefix!r} in {channel.name}")


@pytest.fixture
async def table(fake_discord: FakeDiscord, tmp_path: Path) -> Table:
    """The table, its bot on a SQLite file."""
    return await seat_table(fake_discord, tmp_path / "bot.sqlite3")


@pytest.fixture
async def postgres_table(fake_discord: FakeDiscord, postgres_url: str) -> Table:
    """The table, its bot on a fresh PostgreSQL database (`database = "postgresql://..."`)."""
    return await seat_table(fake_discord, postgres_url)


async def seat_table(fake: FakeDiscord, database: Path | str) -> Table:
    """A server, its games channel and members, on the fake Discord; the bot's database."""
    alice = await fake.create_user("alice")
    bob = await fake.create_user("bob")
    carol = await fake.create_user("carol")
    guild = await fake.create_guild("Board game club", owner=alice)
    for user in (bob, carol):
        await fake.add_member(guild, user)
    channel = await fake.create_text_channel(guild, "games")
    return Table(fake, database, ManualClock(), guild, channel, alice, bob, carol)


async def game_thread(table: Table, bot: GameBot, game_id: int) -> FakeChannel:
    """The thread of game `game_id`."""
    game = await bot.store.get_game(game_id)
    assert game is not None and game.thread_id is not None, game
    return table.fake.channels[game.thread_id]


def custom_ids(message: RecordedMessage, prefix: str) -> list[str]:
    """The custom_ids on `message` that start with `prefix`."""
    return [c["custom_id"] for c in message.all_components()
            if c.get("custom_id", "").startswith(prefix)]


async def open_lobby(table: Table, kind: str = "ostriches", options: str | None = None,
                     joiners: Sequence[FakeUser] | None = None) -> tuple[int, RecordedMessage]:
    """Alice opens a lobby of `kind` with `options`, the `joiners` (default: Bob) join, Alice
    starts; returns the game id and the lobby message once the first board is posted."""
    opts = {"kind": kind, **({"options": options} if options else {})}
    created = await table.fake.slash(table.alice, table.channel, "game new", options=opts)
    lobby = await lobby_message(table.fake, created, table.channel)
    game_id = lobby_game(lobby)
    await join_and_start(table.fake, lobby, table.alice,
                         [table.bob] if joiners is None else joiners)
    return game_id, table.fake.message(lobby.id)


async def pick_through(table: Table, user: FakeUser, message: RecordedMessage,
                       rng: random.Random) -> RecordedMessage:
    """Walk the private picker at random until the user's turn is over."""
    for _ in range(50):
        components = [c for c in message.all_components()
                      if c.get("custom_id", "").startswith(("g:pick:", "g:sel:"))]
        if not components:
            return message
        component = rng.choice(components)
        if component["custom_id"].startswith("g:sel:"):
            value = rng.choice(component["options"])["value"]
            result = await table.fake.select(user, message, component["custom_id"], [value])
        else:
            result = await table.fake.press(user, message, component["custom_id"])
        assert result.callback_type in (6, 7) and not result.followups, result
        assert result.message is not None
        message = result.message
    raise AssertionError("the picker never finished the turn")


async def settle(bot: GameBot, seconds: float = PATIENCE) -> None:
    """Wait until delivery has sent what was queued (but the throttled status edits)."""
    deadline = time.monotonic() + seconds
    await bot.service.bots.idle()
    while [row for row in await bot.store.due_outbox(END_OF_TIME, limit=500)
           if '"kind":"status"' not in row.payload]:
        assert time.monotonic() < deadline, "outbox not delivered"
        await asyncio.sleep(0.005)


async def advance(bot: GameBot, game_id: int, seed: int,
                  until: Callable[[Any], bool]) -> tuple[GameInfo, Any]:
    """Random legal actions (by `seed`) through the game service until `until(state)`."""
    rng = random.Random(seed)
    for _ in range(800):
        info = await bot.service.games.info(game_id)
        state = bot.service.games.state_of(info)
        if until(state):
            await settle(bot)
            return info, state
        assert info.to_act, "the game ended first"
        user = info.user_of(rng.choice(info.to_act))
        assert user is not None
        _, choices = await bot.service.play.choices(game_id, user)
        await bot.service.play.act(game_id, user, rng.choice(choices).notation)
    raise AssertionError("never reached")


async def take_back_twice_at_once(table: Table, bot: GameBot, user: FakeUser,
                                  message: RecordedMessage, custom_id: str,
                                  game_id: int) -> None:
    """The user presses the Take back button `custom_id` twice at the same moment: one press
    takes back, the other is told its message is out of date, and the log holds one
    take-back."""
    answers = await asyncio.gather(*(table.fake.press(user, message, custom_id)
                                     for _ in range(2)))
    assert sorted("Taken back" in answer.text() for answer in answers) == [False, True]
    refused = next(answer for answer in answers if "Taken back" not in answer.text())
    assert "out of date" in refused.text() and refused.messages[-1].ephemeral
    await settle(bot)
    log = await bot.store.list_actions(game_id)
    assert sum(takeback.target(action.notation) is not None for action in log) == 1
