"""Every game belongs to the server (and the channel) where it was created.

Game numbers are global and sequential. Here a second server, with a manager of its own,
names the first server's game by its number in every way the bot takes a game: slash
commands, autocomplete, buttons with forged custom_ids, votes, from its channels and from
DMs. For them the game does not exist; its own players reach it from anywhere; anyone else
only where it is played; a manager only within their own server.
"""

from __future__ import annotations

import discord

from tests.fake_discord.models import FakeChannel, FakeUser

from .conftest import Table, game_thread, open_lobby
from .players import custom_ids

READ_COMMANDS = ("game view", "game log", "game recap", "game replay")


async def other_server(table: Table) -> tuple[FakeUser, FakeChannel]:
    """A second server, owned by someone else, with Manage Server for its owner Mallory and
    a channel of its own; Bob is a member there too."""
    fake = table.fake
    mallory = await fake.create_user("mallory")
    guild = await fake.create_guild("Another club", owner=mallory)
    await fake.add_member(guild, table.bob)
    return mallory, await fake.create_text_channel(guild, "lounge")


async def test_a_manager_of_another_server_cannot_cancel_or_read_a_game(table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        game_id, _ = await open_lobby(table)
        mallory, lounge = await other_server(table)
        here = f"There is no game #{game_id} here."

        cancelled = await fake.slash(mallory, lounge, "game cancel", options={"game": game_id})
        assert cancelled.ephemeral and cancelled.content == here, cancelled
        assert (await bot.service.games.info(game_id)).game.status == "active"
        for command in READ_COMMANDS:
            for place in (lounge, fake.dm_channel_for(mallory)):
                read = await fake.slash(mallory, place, command, options={"game": game_id})
                assert read.ephemeral and read.content == here, (command, read)
                assert not read.message.attachments, (command, read)
        offered = await fake.autocomplete(mallory, lounge, "game view", "game",
                                          {"game": str(game_id)})
        assert offered == []
        for forged in (f"g:view:{game_id}", f"g:play:{game_id}:1",
                       f"g:lobby:cancel:{game_id}", f"g:vote:{game_id}:1:end"):
            # on a message of her own server's game: the forged id names another game
            created = await fake.slash(mallory, lounge, "game new", options={"kind": "zigzag"})
            assert created.ephemeral or created.message is not None
            lobby = await fake.wait_for_message(
                lambda m: m.channel_id == lounge.id and bool(custom_ids(m, "g:lobby:join:")))
            pressed = await fake.press_custom(mallory, lobby, forged)
            assert pressed.ephemeral and "Nothing was changed" in pressed.content, pressed
        assert (await bot.service.games.info(game_id)).game.status == "active"


async def test_players_reach_their_games_from_anywhere_others_only_where_played(
        table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        game_id, lobby = await open_lobby(table)
        _, lounge = await other_server(table)
        general = await fake.create_text_channel(table.guild, "general")
        moderator = await fake.create_user("moderator")
        await fake.add_member(table.guild, moderator,
                              permissions=discord.Permissions(manage_guild=True))

        # Bob, seated, from the other server and from his DMs: his own view, privately
        for place in (lounge, fake.dm_channel_for(table.bob), general):
            view = await fake.slash(table.bob, place, "game view", options={"game": game_id})
            assert view.ephemeral and view.message.attachments, view
            assert "spectator" not in view.content
        # Carol, not seated: not from another channel, only where the game is played
        refused = await fake.slash(table.carol, general, "game view", options={"game": game_id})
        assert refused.content == f"There is no game #{game_id} here.", refused
        for place in (table.channel, table.thread()):
            watched = await fake.slash(table.carol, place, "game view",
                                       options={"game": game_id})
            assert watched.ephemeral and "spectator" in watched.content, watched
        # ... and its autocomplete offers it only there
        assert await fake.autocomplete(table.carol, general, "game view", "game") == []
        offered = await fake.autocomplete(table.carol, table.channel, "game view", "game")
        assert [choice["value"] for choice in offered] == [game_id]
        # A manager of the game's own server reaches it from any of its channels, and the
        # thread is told who cancelled it
        log = await fake.slash(moderator, general, "game log", options={"game": game_id})
        assert log.ephemeral and f"#{game_id}" in log.content, log
        cancelled = await fake.slash(moderator, general, "game cancel",
                                     options={"game": game_id})
        assert cancelled.ephemeral and "cancelled" in cancelled.content, cancelled
        assert (await bot.service.games.info(game_id)).game.status == "cancelled"
        told = await fake.wait_for_message(
            lambda m: m.channel_id == table.thread().id and "cancelled by" in m.content)
        assert "cancelled by moderator" in told.content, told.content
        assert lobby is not None


async def test_a_forged_button_naming_another_game_than_its_message_is_refused(
        table: Table) -> None:
    fake = table.fake
    async with table.bot() as bot:
        first, _ = await open_lobby(table)
        second, _ = await open_lobby(table)  # Bob is seated in both
        thread = await game_thread(table, bot, first)
        board = table.latest_with(thread, f"g:play:{first}:")
        for forged in (f"g:view:{second}", f"g:play:{second}:1"):
            pressed = await fake.press_custom(table.bob, board, forged)
            assert pressed.ephemeral and "Nothing was changed" in pressed.content, pressed
            assert not pressed.message.attachments
        # the same buttons on their own game's message work
        own = table.latest_with(await game_thread(table, bot, second),
                                f"g:play:{second}:")
        view = await fake.press(table.bob, own, f"g:view:{second}")
        assert view.ephemeral and view.message.attachments, view
