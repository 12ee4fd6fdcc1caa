"""`/game`: open a lobby, join and start it, find one's games, read a game, cancel it.

The lobby is one message, its card, with Join, Leave, Start and Cancel buttons, posted and
edited in place by delivery (from the outbox, so a change that committed always reaches it)
as seats fill, then while the game runs (whose turn, in which thread). When the game starts,
it gets its own thread (where the channel allows it and the server has not turned threads
off), and everything the game posts goes there.
"""

from __future__ import annotations

import contextlib
import io
import re
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands

import i18n
from sessions import GameInfo, Player, SessionError, render_lines
from sessions.bots import LEVELS
from sessions.core import clock_text, parse_clock, quoted, record_filename
from sessions.play import game_kinds, option_choice_name, option_suggestions
from sessions.words import game_title, md, waiting_line

from .kit.board import game_buttons, private_view_reply
from .kit.cog import BotCog
from .kit.game_button import GameButton
from .kit.game_group import TYPED_MAX, game_choices
from .kit.lobby_bots import BotSeatButton, remove_buttons, show_level_picker
from .kit.practice_place import open_practice
from .kit.replies import (
    acknowledge_committed,
    add_persistent_items,
    answer_command_error,
    caller_of,
    guarded,
    language_of,
    notes_for_managers,
)
from .kit.translator import game_option, tr
from .kit.ui import laid_out, lobby_embed

if TYPE_CHECKING:
    from .app import GameBot

LOBBY_ACTIONS = ("join", "leave", "start", "cancel", "bot")
BOTS_MAX = 5  # the most any game seats beside its host (Ostrich Scramble's six); each game checks
LOG_LINES_SHOWN = 25
CHOICES_MAX = 25  # Discord shows at most 25 choices
CLOCK_EXAMPLES = ("none", "move:24h", "move:3d", "bank:3d+1d/7d", "bank:7d+1d/14d")


def player_of(user: discord.abc.User) -> Player:
    """The session's idea of a Discord user."""
    return Player(user_id=user.id, name=user.display_name)


def parse_options(text: str | None) -> dict[str, str]:
    """`memory=assist bushes=fixed` as a dict; values are validated by the engine later."""
    options: dict[str, str] = {}
    for token in re.split(r"[\s,;]+", (text or "").strip()):
        if not token:
            continue
        name, sep, value = token.partition("=")
        if not sep or not name or not value:
            raise SessionError("error.bad_options_syntax", token=quoted(token))
        options[name.strip().lower()] = value.strip()
    return options


class LobbyButton(GameButton, custom_id="g:lobby:{action}:{game}",
                  fields={"action": "|".join(LOBBY_ACTIONS)}):
    """Join, Leave, Start, Cancel or Add a bot on a lobby message; works across restarts."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary, "cancel": discord.ButtonStyle.danger,
        "bot": discord.ButtonStyle.secondary,
    }

    @classmethod
    def of(cls, action: str, game_id: int, label: str) -> LobbyButton:
        """The lobby's button of `action`, in its colour."""
        return cls(label, style=cls.STYLES[action], action=action, game=game_id)

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Do the lobby action; the lobby card is refreshed from the outbox."""
        lobby, user, action = interaction.client.service.lobby, interaction.user, \
            self.fields["action"]
        if action == "bot":
            await show_level_picker(interaction, self.game_id)
            return
        if action == "join":
            await lobby.join(self.game_id, player_of(user))
        elif action == "leave":
            await lobby.leave(self.game_id, user.id)
        elif action == "cancel":
            await lobby.cancel(self.game_id, caller_of(interaction))
        else:
            await lobby.start(self.game_id, user.id)
        await acknowledge_committed(interaction)


def lobby_card(info: GameInfo, text: str, lang: str) -> dict[str, Any]:
    """The lobby card's embed (`text` under the title: who may join, or the game running)
    and the buttons of the moment: Join, Leave, Start and Cancel in the lobby, My view and
    Play while the game runs, none once it is over."""
    if info.game.status == "lobby":
        view = laid_out(*(LobbyButton.of(action, info.id, i18n.t(f"ui.lobby.{action}", lang))
                          for action in LOBBY_ACTIONS), *remove_buttons(info, lang))
    elif info.game.status == "active":
        view = game_buttons(info, lang)
    else:
        view = laid_out()
    embed = lobby_embed(info, lang)
    embed.description = text
    if info.clock.runs:
        embed.add_field(name=i18n.t("ui.clock.label", lang), value=clock_text(info.clock, lang),
                        inline=False)
    return {"embed": embed, "view": view}


async def public_language(interaction: discord.Interaction[GameBot]) -> str:
    """The language of a new game's public messages: the server's (see
    `GameService.public_language`); in DMs, the user's own."""
    if interaction.guild_id is None:
        return await language_of(interaction)
    locale = interaction.guild_locale.value if interaction.guild_locale is not None else None
    bot = interaction.client
    return await bot.service.settings.public_language(interaction.guild_id, locale,
                                                      bot.settings.language)


class GameCog(BotCog):
    """The `/game` command group."""

    group = app_commands.Group(name=tr("game", "cmd.game.name"),
                               description=tr("Play board games here", "cmd.game.description"))


    @group.command(name=tr("new", "cmd.game.new.name"),
                   description=tr("Open a lobby for a new game", "cmd.game.new.description"))
    @app_commands.describe(
        kind=tr("Which game", "cmd.game.new.kind"),
        options=tr("Options, e.g. memory=assist bushes=fixed", "cmd.game.new.options"),
        clock=tr("Clock: none, move:24h (per move) or bank:3d+1d/7d (time bank)",
                 "cmd.game.new.clock"),
        bots=tr("How many bots take seats (the game starts at once when they fill it)",
                "cmd.game.new_bots.bots"),
        level=tr("The bots' level", "cmd.game.new_bots.level"),
        practice=tr("Practise alone against bots, privately (your own thread or DMs); "
                    "never counted", "cmd.game.new_practice.practice"),
    )
    @app_commands.rename(kind=tr("kind", "cmd.game.new.kind_name"),
                         options=tr("options", "cmd.game.new.options_name"),
                         clock=tr("clock", "cmd.game.new.clock_name"),
                         bots=tr("bots", "cmd.game.new_bots.bots_name"),
                         level=tr("level", "cmd.game.new_bots.level_name"),
                         practice=tr("practice", "cmd.game.new_practice.practice_name"))
    @app_commands.choices(kind=[
        app_commands.Choice(name=tr(i18n.t(f"game_name.{name}", "en"), f"game_name.{name}"),
                            value=name)
        for name in game_kinds()
    ], level=[
        app_commands.Choice(name=tr(i18n.t(f"bots.level.{level}", "en"), f"bots.level.{level}"),
                            value=level)
        for level in LEVELS
    ])
    async def new(self, interaction: discord.Interaction[GameBot], kind: str,
                  options: str | None = None, clock: str | None = None,
                  bots: app_commands.Range[int, 0, BOTS_MAX] | None = None,
                  level: str | None = None, practice: bool = False) -> None:
        """Open a lobby, the host in its first seat (bots in the next ones: enough of them
        start the game at once); its card is posted in the channel. `practice`: start a
        practice game at once against bots, privately (see `cogs.practice`)."""
        async def work() -> None:
            if practice:
                await open_practice(interaction, kind, options=parse_options(options),
                                    clock=clock, bots=bots, level=level)
                return
            lang = await language_of(interaction)
            async with notes_for_managers(interaction) as notes:
                info = await self.bot.service.lobby.create(
                    kind, guild_id=interaction.guild_id,
                    channel_id=interaction.channel_id or 0, host=player_of(interaction.user),
                    options=parse_options(options), language=await public_language(interaction),
                    clock=clock, bots=bots, bot_level=level, notes=notes,
                )
            # the lobby card itself comes from the outbox, committed with the lobby
            opened = "bots.started" if info.game.status == "active" else "ui.lobby_opened"
            await interaction.response.send_message(
                i18n.t(opened, lang, title=game_title(info, lang)), ephemeral=True)
        await guarded(interaction, work)

    @new.autocomplete("options")
    async def _option_choices(self, interaction: discord.Interaction[GameBot],
                              current: str) -> list[app_commands.Choice[str]]:
        kind = getattr(interaction.namespace, "kind", None)
        if kind not in game_kinds():
            return []
        lang = await language_of(interaction)
        return [app_commands.Choice(name=option_choice_name(kind, s, lang)[:100], value=s[:100])
                for s in option_suggestions(kind, current)[:CHOICES_MAX]]

    @new.autocomplete("clock")
    async def _clock_choices(self, interaction: discord.Interaction[GameBot],
                             current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=text, value=text)
                for text in clock_suggestions(current)[:CHOICES_MAX]]

    @group.command(name=tr("mine", "cmd.game.mine.name"),
                   description=tr("Your games, and whose turn it is", "cmd.game.mine.description"))
    async def mine(self, interaction: discord.Interaction[GameBot]) -> None:
        """List the user's games, those waiting for them first."""
        async def work() -> None:
            games = await self.bot.service.games.games_of(interaction.user.id)
            await listing_reply(interaction, games, "ui.no_games_mine")
        await guarded(interaction, work)

    @group.command(name=tr("list", "cmd.game.list.name"),
                   description=tr("The games in this channel", "cmd.game.list.description"))
    async def list_here(self, interaction: discord.Interaction[GameBot]) -> None:
        """List the lobbies and games of this channel."""
        async def work() -> None:
            games = await self.bot.service.games.games_here(caller_of(interaction))
            await listing_reply(interaction, games, "ui.no_games_here")
        await guarded(interaction, work)

    @group.command(name=tr("view", "cmd.game.view.name"),
                   description=tr("Your private view of a game", "cmd.game.view.description"))
    @game_option
    async def view(self, interaction: discord.Interaction[GameBot], game: int) -> None:
        """Show the user their view, privately."""
        await guarded(interaction, lambda: private_view_reply(interaction, game), game_id=game)

    @group.command(name=tr("log", "cmd.game.log.name"),
                   description=tr("What happened in a game, as you may see it",
                                  "cmd.game.log.description"))
    @game_option
    async def log(self, interaction: discord.Interaction[GameBot], game: int) -> None:
        """The game's story for this user; the full record as a file once it is over."""
        await guarded(interaction, lambda: log_reply(interaction, game), game_id=game)

    @group.command(name=tr("cancel", "cmd.game.cancel.name"),
                   description=tr("Cancel a game (host or Manage Server)",
                                  "cmd.game.cancel.description"))
    @game_option
    async def cancel(self, interaction: discord.Interaction[GameBot], game: int) -> None:
        """Cancel the game; the channel is told when it was running."""
        async def work() -> None:
            lang = await language_of(interaction)
            info = await self.bot.service.lobby.cancel(game, caller_of(interaction))
            await interaction.response.send_message(
                i18n.t("ui.cancelled", lang, title=game_title(info, lang)), ephemeral=True)
        await guarded(interaction, work, game_id=game, cancelling=True)

    @group.command(name=tr("kick", "cmd.game.kick.name"),
                   description=tr("Remove a player from your lobby", "cmd.game.kick.description"))
    @app_commands.describe(game=tr("The game number", "cmd.game.game"),
                           player=tr("Who to remove", "cmd.game.kick.player"))
    @app_commands.rename(game=tr("game", "cmd.move.game_name"),
                         player=tr("player", "cmd.game.kick.player_name"))
    async def kick(self, interaction: discord.Interaction[GameBot], game: int,
                   player: discord.User) -> None:
        """The host frees a seat in the lobby."""
        async def work() -> None:
            lang = await language_of(interaction)
            info = await self.bot.service.lobby.kick(game, interaction.user.id, player.id)
            await interaction.response.send_message(
                i18n.t("ui.kicked", lang, player=md(player.display_name),
                       title=game_title(info, lang)), ephemeral=True)
        await guarded(interaction, work, game_id=game)

    @view.autocomplete("game")
    @log.autocomplete("game")
    @cancel.autocomplete("game")
    @kick.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction[GameBot],
                            current: str) -> list[app_commands.Choice[int]]:
        return await game_choices(interaction, current)


def clock_suggestions(current: str) -> list[str]:
    """Completions of the clock option: what was typed if it is a valid clock, then examples."""
    typed = current.strip()[:TYPED_MAX]
    found = []
    if typed:
        with contextlib.suppress(SessionError):
            found.append(parse_clock(typed).text())
    found += [example for example in CLOCK_EXAMPLES
              if example.startswith(typed.lower()) and example not in found]
    return found or list(CLOCK_EXAMPLES)


def games_listing(games: list[GameInfo], lang: str, user_id: int, empty_key: str) -> str:
    """A short list of games with their state and deadlines; the ones waiting for `user_id`
    marked."""
    if not games:
        return i18n.t(empty_key, lang)
    lines = []
    for info in games:
        mark = "▶ " if info.seat_of(user_id) in info.to_act else "· "
        players = ", ".join(md(s.display_name) for s in info.seats)
        lines.append(f"{mark}**{game_title(info, lang)}** ({players}) — "
                     f"{waiting_line(info, lang)}")
    return "\n".join(lines)[:2000]


async def listing_reply(interaction: discord.Interaction[GameBot], games: list[GameInfo],
                        empty_key: str) -> None:
    """Answer privately with a list of games (`/game mine`, `/game list`), or the message at
    `empty_key` when there is none."""
    lang = await language_of(interaction)
    await interaction.response.send_message(
        games_listing(games, lang, interaction.user.id, empty_key), ephemeral=True)


async def setup(bot: GameBot) -> None:
    """Load the game cog and its persistent lobby buttons, and answer what escapes any
    command's own guard (`answer_command_error`; every other extension loads after this
    one)."""
    add_persistent_items(bot, LobbyButton, BotSeatButton)
    bot.components.lobby_card = lobby_card
    bot.tree.error(answer_command_error)
    await bot.add_cog(GameCog(bot))


async def log_reply(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Answer privately with the game's story as the user may see it (its last lines), and
    the full record as a file once the game is over."""
    service, lang = interaction.client.service, await language_of(interaction)
    info, lines = await service.games.log_for(game_id, interaction.user.id)
    shown = lines[-LOG_LINES_SHOWN:]
    text = f"**{game_title(info, lang)}**\n" + (render_lines(shown, lang) or "-")
    if len(lines) > len(shown):
        text = i18n.t("ui.log_tail", lang, shown=len(shown), total=len(lines)) + "\n" + text
    files = []
    if info.game.status == "finished":
        record = await service.games.record(game_id)
        files.append(discord.File(io.BytesIO(record.encode()),
                                  filename=record_filename(info.game)))
    await interaction.response.send_message(text[:2000], ephemeral=True, files=files)
