"""The real bot against the fake Discord on an event loop of its own, for hypothesis tests.

Hypothesis drives synchronous test functions; the bot and the fake live on an event loop in
a background thread, and each example submits its coroutine there (`Arena.run`). One arena
serves a whole test module: games are set up once (a started game of each kind, a lobby, a
cancelled game, open pickers), and every example must leave them as they were.

The arena watches for what a fuzz test must never see: an ERROR (or anything with a
traceback) logged while an example ran, a problem the fake recorded, a change in the
database, a change in what the channel shows.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import threading
import time
from collections.abc import Coroutine
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from cogs.app import GameBot
from config import CommandSettings, Settings
from sessions import GameService, ManualClock
from storage import open_store
from tests.e2e.lobby import join_and_start, lobby_game, lobby_message
from tests.fake_discord.models import PATIENCE, FakeChannel, FakeGuild, FakeUser, RecordedMessage
from tests.fake_discord.server import FakeDiscord

T = TypeVar("T")
SEED = 777
END_OF_TIME = datetime(9999, 1, 1, tzinfo=UTC)
PLAYERS = ("alice", "bob", "carol")
STEP_SECONDS = 20.0  # the longest one example may take before the test fails


class ErrorLog(logging.Handler):
    """Collects every record at ERROR or above, and every record carrying a traceback."""

    def __init__(self) -> None:
        super().__init__(level=logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the record if it is an error or carries an exception."""
        if record.levelno >= logging.ERROR or record.exc_info:
            self.records.append(record)

    def take(self) -> list[str]:
        """The collected records as text (with their tracebacks), emptying the list."""
        taken, self.records = self.records, []
        formatter = logging.Formatter("%(levelname)s %(name)s: %(message)s")
        return [formatter.format(record) for record in taken]


@dataclass
class Seating:
    """The arena's people and places."""

    guild: FakeGuild
    channel: FakeChannel
    users: dict[str, FakeUser]  # alice (server owner), bob, carol; dave sits in no game
    games: dict[str, int] = field(default_factory=dict)  # label -> game id


class Arena:
    """The fake Discord and the bot, running in a thread; see the module docstring."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="fuzz-arena",
                                       daemon=True)
        self.stack = contextlib.AsyncExitStack()
        self.errors = ErrorLog()
        self.fake: FakeDiscord
        self.bot: GameBot
        self.seating: Seating
        self.initial_custom_ids: list[str] = []  # after the set-up: what strategies draw from

    # ------------------------------------------------------------------ life cycle

    def open(self) -> None:
        """Start the loop, the fake and the bot, and set the games up."""
        self.thread.start()
        logging.getLogger().addHandler(self.errors)
        try:
            self.run(self._open(), timeout=60)
        except Exception as error:
            error.add_note("logged meanwhile:\n" + "\n".join(self.errors.take()))
            raise
        leftovers = self.errors.take()
        assert not leftovers, "errors while setting up:\n" + "\n".join(leftovers)

    def close(self) -> None:
        """Stop the bot and the fake, then the loop."""
        try:
            self.run(self.stack.aclose(), timeout=30)
            self.run(self._cancel_leftovers(), timeout=10)
        finally:
            logging.getLogger().removeHandler(self.errors)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(timeout=10)
            self.loop.close()

    @staticmethod
    async def _cancel_leftovers() -> None:
        """Cancel what the closed bot left on the loop (discord.py's view timeouts)."""
        current = asyncio.current_task()
        leftovers = [task for task in asyncio.all_tasks() if task is not current]
        for task in leftovers:
            task.cancel()
        await asyncio.gather(*leftovers, return_exceptions=True)

    def run(self, coroutine: Coroutine[Any, Any, T], timeout: float = STEP_SECONDS) -> T:
        """Run `coroutine` on the arena's loop and return its result."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    async def _open(self) -> None:
        self.fake = FakeDiscord()
        await self.fake.start()
        self.stack.push_async_callback(self.fake.stop)
        self.stack.enter_context(self.fake.patched())
        database_path = self.directory / "fuzz.sqlite3"
        settings = Settings(token="fake", database=database_path,
                            commands=CommandSettings(sync="none"))
        store = await open_store(database_path)
        service = GameService(store, ManualClock(), seed_source=lambda: SEED,
                              clock_policy=settings.clocks.policy())
        self.bot = await self.stack.enter_async_context(
            self.fake.run_bot(GameBot(settings, service)))
        self.seating = await self._seat_everyone()
        await self._open_games()
        await self.settle()
        self.initial_custom_ids = self.real_custom_ids()

    async def _seat_everyone(self) -> Seating:
        fake = self.fake
        users = {name: await fake.create_user(name) for name in (*PLAYERS, "dave")}
        guild = await fake.create_guild("Fuzz club", owner=users["alice"])
        for name in ("bob", "carol", "dave"):
            await fake.add_member(guild, users[name])
        channel = await fake.create_text_channel(guild, "games")
        # Dave plays in no game: one first interaction, so that the bot remembers his locale
        # (as it does for everyone's first interaction) before any snapshot of the database
        await fake.slash(users["dave"], channel, "help")
        return Seating(guild, channel, users)

    async def _open_games(self) -> None:
        seating, users = self.seating, self.seating.users
        two, three = [users["bob"]], [users["bob"], users["carol"]]
        seating.games["ostriches"] = await self._started("ostriches", two)
        seating.games["scramble"] = await self._started("scramble", three)
        seating.games["zigzag"] = await self._started("zigzag", three)
        lobby = await lobby_message(self.fake, await self.fake.slash(
            users["carol"], seating.channel, "game new", options={"kind": "ostriches"}),
            seating.channel)
        seating.games["lobby"] = lobby_game(lobby)
        cancelled = await lobby_message(self.fake, await self.fake.slash(
            users["bob"], seating.channel, "game new", options={"kind": "zigzag"}),
            seating.channel)
        seating.games["cancelled"] = lobby_game(cancelled)
        await self.fake.press(users["bob"], cancelled, "Cancel", wait_followup=False)
        await self._open_pickers()

    async def _started(self, kind: str, joiners: list[FakeUser]) -> int:
        """A game of `kind` hosted by Alice, started, its first board posted."""
        fake, alice = self.fake, self.seating.users["alice"]
        created = await fake.slash(alice, self.seating.channel, "game new",
                                   options={"kind": kind})
        lobby = await lobby_message(fake, created, self.seating.channel)
        game_id = lobby_game(lobby)
        await join_and_start(fake, lobby, alice, joiners)
        return game_id

    async def _open_pickers(self) -> None:
        """Every player the started games wait for presses Play: real pickers to mutate."""
        for label in ("ostriches", "scramble", "zigzag"):
            game_id = self.seating.games[label]
            info = await self.bot.service.games.info(game_id)
            board = next(m for m in reversed(list(self.fake.messages.values()))
                         if any(c.get("custom_id", "").startswith(f"g:play:{game_id}:")
                                for c in m.all_components()) and self.fake.is_public(m))
            play = next(c["custom_id"] for c in board.all_components()
                        if c.get("custom_id", "").startswith("g:play:"))
            for seat in info.to_act:
                user = next(u for u in self.seating.users.values()
                            if u.id == info.user_of(seat))
                opened = await self.fake.press(user, board, play)
                assert opened.ephemeral and opened.message is not None, opened

    async def settle(self, seconds: float = PATIENCE) -> None:
        """Wait until delivery has sent everything queued (status edits included)."""
        deadline = time.monotonic() + seconds
        while await self.bot.store.due_outbox(END_OF_TIME, limit=10):
            assert time.monotonic() < deadline, "the outbox was not delivered"
            await asyncio.sleep(0.02)

    # ------------------------------------------------------------------ what must not change

    def database_snapshot(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every table's rows (the outbox: how many), read straight from the file."""
        path = self.directory / "fuzz.sqlite3"
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            tables = [row[0] for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'"
                " ORDER BY name")]
            snapshot: dict[str, list[tuple[Any, ...]]] = {}
            for table in tables:
                query = f"SELECT count(*) FROM {table}" if table == "outbox" else \
                    f"SELECT * FROM {table} ORDER BY rowid"
                snapshot[table] = list(db.execute(query))
            return snapshot

    def public_snapshot(self) -> list[tuple[int, int, bool]]:
        """Every public message with how many versions it has: a post or an edit shows."""
        return [(m.id, len(m.versions), m.deleted) for m in self.fake.public_messages()]

    # ------------------------------------------------------------------ what a test presses

    def user(self, name: str) -> FakeUser:
        """A user by name."""
        return self.seating.users[name]

    def pressable(self, user: FakeUser) -> list[RecordedMessage]:
        """Messages `user` can click on: the public ones with buttons, their own ephemeral
        answers with components, and their DMs."""
        found = []
        for message in self.fake.messages.values():
            if message.deleted or not message.all_components():
                continue
            channel = self.fake.channels[message.channel_id]
            if message.ephemeral_for not in (None, user.id):
                continue
            if channel.is_dm and channel.recipient_id != user.id:
                continue
            found.append(message)
        return found

    def real_custom_ids(self) -> list[str]:
        """Every custom_id the bot has put on a message so far."""
        return sorted({c["custom_id"] for m in self.fake.messages.values()
                       for c in m.all_components() if c.get("custom_id")})


