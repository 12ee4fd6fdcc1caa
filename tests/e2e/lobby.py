"""Opening games through the fake Discord as people do: `/game new`, Join, Start.

The lobby card is posted by delivery, from the outbox, once the lobby is committed (the
command's own answer only tells its host, privately); Join and Start are acknowledged at
once and the card follows. These helpers wait for what the bot posts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tests.fake_discord.interactions import InteractionResult
from tests.fake_discord.models import FakeChannel, FakeUser, RecordedMessage
from tests.fake_discord.server import FakeDiscord


def custom_ids(message: RecordedMessage, prefix: str) -> list[str]:
    """The custom_ids on `message` that start with `prefix`."""
    return [c["custom_id"] for c in message.all_components()
            if c.get("custom_id", "").startswith(prefix)]


def created_game(created: InteractionResult) -> int:
    """The game `/game new` opened, from its private answer ("#3", or French "n°3")."""
    number = re.search(r"(?:#|n°)\s*(\d+)", created.content)
    assert created.ephemeral and number is not None, created
    return int(number[1])


async def lobby_message(fake: FakeDiscord, created: InteractionResult,
                        channel: FakeChannel) -> RecordedMessage:
    """The lobby card `/game new` opened in `channel` (answered `created`). (Before the card
    came from the outbox it was the command's public answer: taken as it is, so that a test
    can be run on that code to show what it fixes.)"""
    if created.message is not None and custom_ids(created.message, "g:lobby:join:"):
        return created.message
    game = created_game(created)
    return await fake.wait_for_message(
        lambda m: m.channel_id == channel.id and f"g:lobby:join:{game}" in custom_ids(
            m, "g:lobby:join:"))


async def game_card(fake: FakeDiscord, created: InteractionResult,
                    channel: FakeChannel) -> RecordedMessage:
    """The card of the game `/game new` opened in `channel`, whether it still shows the
    lobby or already the game: one opened with enough bots starts at once, and its card
    shows whichever its delivery found (Join, or My view)."""
    game = created_game(created)
    return await fake.wait_for_message(
        lambda m: m.channel_id == channel.id and bool(
            {f"g:lobby:join:{game}", f"g:view:{game}"} & set(custom_ids(m, "g:"))))


async def new_lobby(fake: FakeDiscord, host: FakeUser, channel: FakeChannel,
                    kind: str) -> tuple[RecordedMessage, int]:
    """`host` opens a lobby of `kind` with `/game new` in `channel`: its card, once
    delivery posted it, and its game."""
    created = await fake.slash(host, channel, "game new", options={"kind": kind})
    card = await lobby_message(fake, created, channel)
    return card, lobby_game(card)


def lobby_game(lobby: RecordedMessage) -> int:
    """The game a lobby card is for (while it still shows its lobby buttons)."""
    return int(custom_ids(lobby, "g:lobby:join:")[0].rsplit(":", 1)[1])


async def join_and_start(fake: FakeDiscord, lobby: RecordedMessage, host: FakeUser,
                         joiners: Sequence[FakeUser]) -> FakeChannel:
    """The `joiners` join the lobby (each seen on its card), the host starts; returns the
    game's thread once the first board is posted there."""
    game_id = lobby_game(lobby)
    for seats, user in enumerate(joiners, start=2):
        joined = await fake.press(user, lobby, f"g:lobby:join:{game_id}", wait_followup=False)
        assert joined.callback_type in (6, 7) and not joined.followups, joined
        await fake.wait_until(lambda seats=seats: f"\\n{seats}. " in fake.message(
            lobby.id).text() or None, fake.timeout, f"{user.name} on the lobby card")
    started = await fake.press(host, lobby, f"g:lobby:start:{game_id}", wait_followup=False)
    assert started.callback_type in (6, 7) and not started.followups, started
    thread_id = await fake.wait_until(lambda: fake.message(lobby.id).thread_id, fake.timeout,
                                      "the game's thread")
    await fake.wait_for_message(  # delivery posts the first board in the background
        lambda m: m.channel_id == thread_id and any(
            c.get("custom_id", "").startswith(f"g:play:{game_id}:") for c in m.all_components()))
    return fake.channels[thread_id]
