"""A game service over a real database (a temporary SQLite file, and a PostgreSQL database),
with a clock the tests move."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from sessions import (
    Deliverer,
    DeliveryPolicy,
    GameService,
    ManualClock,
    OutgoingMessage,
    Player,
    Rendered,
    SendFailure,
)
from sessions.bots.bots import InlineExecutor
from sessions.core.access import Caller
from storage import Store
from storage.backends import AnyDatabase, open_database, store_over

ALICE = Player(user_id=101, name="Alice")
BOB = Player(user_id=202, name="Bob")
CAROL = Player(user_id=303, name="Carol")


def caller(player: Player, *, guild: int | None = 1, channel: int | None = 10,
           manager: bool = False) -> Caller:
    """`player` asking from a channel (by default the harness games' own: server 1, channel
    10), with Manage Server there or not."""
    return Caller(user_id=player.user_id, guild_id=guild, channel_id=channel, manager=manager,
                  name=player.name)


@dataclass
class RecordingSender:
    """A sender that records what it was asked to send, and can be told to fail."""

    game_posts: list[Rendered] = field(default_factory=list)
    dms: list[tuple[int, Rendered]] = field(default_factory=list)
    closed_dms: set[int] = field(default_factory=set)
    failures: list[SendFailure] = field(default_factory=list)  # of posts and DMs
    card_failures: list[SendFailure] = field(default_factory=list)  # of lobby cards, threads
    statuses: list[Rendered] = field(default_factory=list)
    archives: list[Rendered] = field(default_factory=list)
    cards: list[Rendered] = field(default_factory=list)
    threads: list[Rendered] = field(default_factory=list)

    async def to_game(self, rendered: Rendered) -> None:
        if self.failures:
            raise self.failures.pop(0)
        self.game_posts.append(rendered)

    async def to_status(self, rendered: Rendered) -> int:
        self.statuses.append(rendered)
        return rendered.game.status_message_id or 9000 + rendered.game.id

    async def archive(self, rendered: Rendered) -> None:
        if self.failures:
            raise self.failures.pop(0)
        self.archives.append(rendered)

    async def to_lobby(self, rendered: Rendered) -> int:
        if self.card_failures:
            raise self.card_failures.pop(0)
        self.cards.append(rendered)
        return rendered.game.message_id or 8000 + rendered.game.id

    async def open_thread(self, rendered: Rendered) -> int | None:
        if self.card_failures:
            raise self.card_failures.pop(0)
        self.threads.append(rendered)
        return 7000 + rendered.game.id

    async def to_user(self, user_id: int, rendered: Rendered) -> None:
        if user_id in self.closed_dms:
            raise SendFailure("DMs closed (50007)", permanent=True, dms_closed=True)
        if self.failures:
            raise self.failures.pop(0)
        self.dms.append((user_id, rendered))


@dataclass
class Harness:
    """Everything a sessions test needs, wired as the bot wires it."""

    database: AnyDatabase
    store: Store
    clock: ManualClock
    service: GameService
    sender: RecordingSender
    deliverer: Deliverer

    async def outbox(self) -> list[OutgoingMessage]:
        """Every message ever queued, in order (sent or not)."""
        cursor = await self.database.reader.execute("SELECT payload FROM outbox ORDER BY id")
        rows = await cursor.fetchall()
        return [OutgoingMessage.model_validate_json(row[0]) for row in rows]

    async def started_ostriches(self, **options: object) -> int:
        """A started two-player Ostriches game between Alice (host) and Bob."""
        info = await self.service.lobby.create("ostriches", guild_id=1, channel_id=10, host=ALICE,
                                               options=options, language="en")
        await self.service.lobby.join(info.id, BOB)
        await self.service.lobby.start(info.id, ALICE.user_id)
        return info.id


@pytest.fixture
async def harness(database_location: str | Path) -> AsyncIterator[Harness]:
    """The harness on the test's backend: every sessions test runs on SQLite and on
    PostgreSQL (see tests/conftest.py)."""
    database = await open_database(database_location)
    store = store_over(database)
    clock = ManualClock()
    service = GameService(store, clock, seed_source=lambda: 12345,
                          bot_executor=InlineExecutor())
    sender = RecordingSender()
    deliverer = Deliverer(store, clock, sender, DeliveryPolicy(max_attempts=3))
    try:
        yield Harness(database, store, clock, service, sender, deliverer)
    finally:
        await database.close()
