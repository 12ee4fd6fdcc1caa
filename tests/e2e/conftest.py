"""The real bot (cogs, sessions, storage) against the fake Discord, on a temporary database."""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from cogs.app import GameBot
from config import CommandSettings, DeliverySettings, InteractionSettings, Settings
from sessions import GameService, ManualClock
from storage import Database, Store
from tests.fake_discord.fixtures import fake_discord
from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import FakeChannel, FakeGuild, FakeUser, RecordedMessage
from tests.fake_discord.server import FakeDiscord

__all__ = ["fake_discord"]

SEED = 4242


@dataclass
class Table:
    """A server with a games channel and three members (Carol joins only the games that
    seat three players)."""

    fake: FakeDiscord
    database_path: Path
    clock: ManualClock
    guild: FakeGuild
    channel: FakeChannel
    alice: FakeUser
    bob: FakeUser
    carol: FakeUser

    @contextlib.asynccontextmanager
    async def bot(self, delivery: DeliverySettings | None = None,
                  interactions: InteractionSettings | None = None) -> AsyncIterator[GameBot]:
        """A fresh bot process on the table's database (a restart is a second call);
        `delivery`, `interactions`: other settings than the defaults."""
        settings = Settings(token="fake", database=self.database_path,
                            commands=CommandSettings(sync="none"),
                            delivery=delivery or DeliverySettings(),
                            interactions=interactions or InteractionSettings())
        database = await Database.open(self.database_path)
        store = Store(database)
        service = GameService(store, self.clock, seed_source=lambda: SEED,
                              clock_policy=settings.clocks.policy())
        async with self.fake.run_bot(GameBot(settings, database, store, service)) as bot:
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
    fake = fake_discord
    alice = await fake.create_user("alice")
    bob = await fake.create_user("bob")
    carol = await fake.create_user("carol")
    guild = await fake.create_guild("Board game club", owner=alice)
    for user in (bob, carol):
        await fake.add_member(guild, user)
    channel = await fake.create_text_channel(guild, "games")
    return Table(fake, tmp_path / "bot.sqlite3", ManualClock(), guild, channel, alice, bob,
                 carol)


async def game_thread(table: Table, bot: GameBot, game_id: int) -> FakeChannel:
    """The thread of game `game_id`."""
    game = await bot.store.get_game(game_id)
    assert game is not None and game.thread_id is not None, game
    return table.fake.channels[game.thread_id]


def custom_ids(message: RecordedMessage, prefix: str) -> list[str]:
    """The custom_ids on `message` that start with `prefix`."""
    return [c["custom_id"] for c in message.all_components()
            if c.get("custom_id", "").startswith(prefix)]


async def lobby_message(table: Table, created: InteractionResult,
                        channel: FakeChannel | None = None) -> RecordedMessage:
    """The lobby card `/game new` opened (answered `created`) in `channel` (default: the
    table's): delivery posts it there, from the outbox, once the lobby is committed."""
    if created.message is not None and custom_ids(created.message, "g:lobby:join:"):
        return created.message
    assert created.ephemeral, created
    game = int(created.content.split("#", 1)[1].split()[0].strip("*.,:"))
    where = (channel or table.channel).id
    return await table.fake.wait_for_message(
        lambda m: m.channel_id == where and f"g:lobby:join:{game}" in custom_ids(
            m, "g:lobby:join:"))


def lobby_game(lobby: RecordedMessage) -> int:
    """The game a lobby card is for."""
    return int(custom_ids(lobby, "g:lobby:join:")[0].rsplit(":", 1)[1])


async def join_and_start(table: Table, lobby: RecordedMessage, host: FakeUser,
                         joiners: Sequence[FakeUser]) -> FakeChannel:
    """The `joiners` join the lobby (each seen on the card), the host starts; returns the
    game's thread once the first board is posted there."""
    fake = table.fake
    game_id = lobby_game(lobby)
    for user in joiners:
        joined = await fake.press(user, lobby, f"g:lobby:join:{game_id}", wait_followup=False)
        assert joined.callback_type in (6, 7) and not joined.followups, joined
        await fake.wait_until(lambda user=user: user.name in fake.message(lobby.id).text()
                              or None, fake.timeout, f"{user.name} on the lobby card")
    started = await fake.press(host, lobby, f"g:lobby:start:{game_id}", wait_followup=False)
    assert started.callback_type in (6, 7) and not started.followups, started
    thread_id = await fake.wait_until(lambda: fake.message(lobby.id).thread_id, fake.timeout,
                                      "the game's thread")
    await fake.wait_for_message(  # delivery posts the first board in the background
        lambda m: m.channel_id == thread_id and any(
            c.get("custom_id", "").startswith(f"g:play:{game_id}:") for c in m.all_components()))
    return fake.channels[thread_id]


async def open_lobby(table: Table, kind: str = "ostriches", options: str | None = None,
                     joiners: Sequence[FakeUser] | None = None) -> tuple[int, RecordedMessage]:
    """Alice opens a lobby of `kind` with `options`, the `joiners` (default: Bob) join, Alice
    starts; returns the game id and the lobby message once the first board is posted."""
    opts = {"kind": kind, **({"options": options} if options else {})}
    created = await table.fake.slash(table.alice, table.channel, "game new", options=opts)
    lobby = await lobby_message(table, created)
    game_id = lobby_game(lobby)
    await join_and_start(table, lobby, table.alice, [table.bob] if joiners is None else joiners)
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
