"""Where a practice game is played: a private thread of its player's own, or their DMs.

Where the server allows games threads and the bot may create private threads in the
channel, the game gets a private thread that only its player is added to; otherwise (a DM
channel, a channel without threads, threads turned off, a missing permission, Discord
refusing) it is played in the player's DMs, and a player whose DMs are closed is told so
before anything is created. Nothing of a practice game is posted in the server's channel,
and nobody else reaches it (`sessions.core.access`).
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord

import i18n
from sessions import Player, SessionError
from sessions.bots import checked_level, practice_bots
from sessions.words import game_title

from .replies import acknowledge, language_of

if TYPE_CHECKING:
    from ..app import GameBot

log = logging.getLogger(__name__)


async def open_practice(interaction: discord.Interaction[GameBot], kind: str, *,
                        options: dict[str, str], clock: str | None, bots: int | None,
                        level: str | None) -> None:
    """Start a practice game of `kind` for the user at once, against bots, in a private
    thread of their own or in their DMs, and tell them where (privately)."""
    practice_bots(kind, bots)  # refused before any thread or DM is opened
    checked_level(level)
    bot = interaction.client
    lang = await language_of(interaction)
    if not await acknowledge(interaction, ephemeral=True, thinking=True):
        return  # too late for Discord: no game opened that nobody would be told of
    thread = await _private_thread(interaction, kind, lang)
    place = thread.id if thread is not None else await _direct_messages(interaction, kind, lang)
    try:
        info = await bot.service.lobby.create(
            kind, guild_id=interaction.guild_id, channel_id=place,
            host=Player(user_id=interaction.user.id, name=interaction.user.display_name),
            options=options, language=lang, clock=clock, bots=bots, bot_level=level,
            practice=True)
    except Exception:
        if thread is not None:
            with contextlib.suppress(discord.HTTPException):
                await thread.delete()
        raise
    title = game_title(info, lang)
    if thread is not None:
        await bot.service.settings.set_message(info.id, thread_id=thread.id)
        said = i18n.t("practice.in_thread", lang, title=title, where=thread.mention)
    else:
        said = i18n.t("practice.in_dms", lang, title=title)
    await interaction.followup.send(said, ephemeral=True)


async def _private_thread(interaction: discord.Interaction[GameBot], kind: str,
                          lang: str) -> discord.Thread | None:
    """A private thread for the practice game, with only the player added, where the server
    and the channel allow it; None where they do not (the game then goes to DMs)."""
    bot = interaction.client
    channel = interaction.channel
    permissions = interaction.app_permissions
    if interaction.guild_id is None or not isinstance(channel, discord.TextChannel) or \
            not bot.settings.notifications.use_threads or \
            not (permissions.create_private_threads and permissions.send_messages_in_threads) \
            or not await bot.service.settings.threads_allowed(interaction.guild_id):
        return None
    name = i18n.t("practice.thread_name", lang, kind=i18n.t(f"game_name.{kind}", lang))
    try:
        thread = await channel.create_thread(
            name=name[:100], type=discord.ChannelType.private_thread, invitable=False,
            auto_archive_duration=10080)  # a week: the longest Discord offers
    except discord.HTTPException as error:
        log.info("no private thread for a practice game in channel %s: %s", channel.id, error)
        return None
    try:
        await thread.add_user(interaction.user)
    except discord.HTTPException as error:
        log.info("could not add user %s to thread %s: %s", interaction.user.id, thread.id,
                 error)
        with contextlib.suppress(discord.HTTPException):
            await thread.delete()
        return None
    return thread


async def _direct_messages(interaction: discord.Interaction[GameBot], kind: str, lang: str) -> int:
    """The id of the player's DM channel, opened with a first line (so closed DMs are found
    before the game exists); refused when they are closed. A command typed in DMs is
    played there."""
    if interaction.guild_id is None and interaction.channel_id is not None:
        return interaction.channel_id
    try:
        channel = await interaction.user.create_dm()
        await channel.send(i18n.t("practice.dm_opening", lang,
                                  kind=i18n.t(f"game_name.{kind}", lang)))
    except discord.Forbidden:
        raise SessionError("practice.error.dms_closed") from None
    return channel.id
