"""Practice games on Discord: `/game new practice:True` opens one in a private thread of its
player's own (or their DMs), and its player's private view and picker carry **Hint** and
**Take back**.

Where the server allows games threads and the bot may create private threads in the
channel, the game gets a private thread that only its player is added to; otherwise (a DM
channel, a channel without threads, threads turned off, a missing permission, Discord
refusing) it is played in the player's DMs, and a player whose DMs are closed is told so
before anything is created. Nothing of a practice game is posted in the server's channel,
and nobody else reaches it (`sessions.access`). Hint and Take back answer privately; the
rules for both live in the sessions layer (`sessions.hints`, `sessions.takeback`).
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING, Any, cast

import discord

import i18n
from sessions import GameInfo, Player, SessionError, render_lines
from sessions.bots.bot_seats import checked_level, practice_bots
from sessions.words.picker_words import action_words
from sessions.words.presenter import game_title

from .game_button import GameVersionButton
from .play import stale_reply
from .replies import acknowledge, add_persistent_items, game_of, language_of
from .undo import take_back_and_show

if TYPE_CHECKING:
    from .app import GameBot

log = logging.getLogger(__name__)


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return cast("GameBot", interaction.client)


async def open_practice(interaction: discord.Interaction[Any], kind: str, *,
                        options: dict[str, str], clock: str | None, bots: int | None,
                        level: str | None) -> None:
    """Start a practice game of `kind` for the user at once, against bots, in a private
    thread of their own or in their DMs, and tell them where (privately)."""
    practice_bots(kind, bots)  # refused before any thread or DM is opened
    checked_level(level)
    bot = _bot(interaction)
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


async def _private_thread(interaction: discord.Interaction[Any], kind: str,
                          lang: str) -> discord.Thread | None:
    """A private thread for the practice game, with only the player added, where the server
    and the channel allow it; None where they do not (the game then goes to DMs)."""
    bot = _bot(interaction)
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


async def _direct_messages(interaction: discord.Interaction[Any], kind: str, lang: str) -> int:
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


# ---------------------------------------------------------------- Hint and Take back


class HintButton(GameVersionButton, action="hint", emoji="💡",
                 style=discord.ButtonStyle.secondary, label="Hint"):
    """Hint, in a practice game's private view and picker: what a hard bot would play from
    the presser's own view, and why, privately."""

    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """Answer with the hint, or the current board if the position moved on."""
        bot = _bot(interaction)
        info = await game_of(interaction, self.game_id)
        bot.service.learning.practice_only(info)
        if info.game.status == "active" and \
                info.press_refusal(self.version, interaction.user.id) is not None:
            await stale_reply(interaction, info)
            return
        deferred = await acknowledge(interaction, ephemeral=True, thinking=True)
        hint = await bot.service.learning.hint(self.game_id, interaction.user.id)
        if not deferred:
            return
        lang = await language_of(interaction)
        await interaction.followup.send(i18n.t(
            "practice.hint", lang, level=i18n.t("bots.level.hard", lang),
            action=action_words(info.game.kind, hint.path, lang),
            notation=hint.notation, reason=render_lines([hint.reason], lang)), ephemeral=True)


class TakeBackButton(GameVersionButton, action="takeback", emoji="↩",
                     style=discord.ButtonStyle.secondary, label="Take back"):
    """Take back, in a practice game's private view and picker: the presser's last action
    and the bots' replies to it are undone; the message becomes their view of the position
    restored."""

    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """Take back, then show the presser their view as it is now."""
        service = _bot(interaction).service
        await take_back_and_show(
            interaction, self.game_id,
            lambda: service.undo.practice_take_back(self.game_id, interaction.user.id,
                                                    expected_version=self.version),
            lambda taken, lang: i18n.t("practice.taken_back", lang, count=taken.undone))


def practice_buttons(info: GameInfo, user_id: int, lang: str) -> list[discord.ui.Item[Any]]:
    """Hint (while the game waits for the reader) and Take back, for the player of a running
    practice game; nothing otherwise. On the picker's last row, beside Back."""
    if not info.game.practice or info.game.status != "active":
        return []
    seat = info.seat_of(user_id)
    if seat is None:
        return []
    version = info.game.version
    items: list[GameVersionButton] = []
    if seat in info.to_act:
        items.append(HintButton(info.id, version, i18n.t("ui.practice.hint", lang)))
    items.append(TakeBackButton(info.id, version, i18n.t("ui.practice.takeback", lang)))
    for item in items:
        item.item.row = 4
    return list(items)


async def setup(bot: GameBot) -> None:
    """Register the practice buttons and their place on private views and pickers."""
    add_persistent_items(bot, HintButton, TakeBackButton)
    bot.components.practice = practice_buttons
