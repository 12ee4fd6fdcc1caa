"""A command's `game` option, and the subcommands of `/game` that live in their own extension.

`game_choices` completes a `game` option with the games the user may reach from where they
are. `/game` belongs to `cogs.game_commands`; an extension with more `/game` subcommands
(recap, resign, reclaim, replay) subclasses `GameSubcommands`, which attaches them to that
group while the cog is loaded and detaches them when it is unloaded. Such an extension
loads after `cogs.game_commands` (see `cogs.app.EXTENSIONS`).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from sessions.words import game_title, status_line

from .cog import BotCog
from .replies import caller_of, language_of

if TYPE_CHECKING:
    from ..app import GameBot

Callback = Callable[..., Coroutine[Any, Any, None]]
TYPED_MAX = 100  # longer typed text than a choice's name cannot match one
CHOICES_MAX = 25  # Discord shows at most 25 choices


async def game_choices(interaction: discord.Interaction[GameBot],
                       current: str) -> list[app_commands.Choice[int]]:
    """Autocomplete for a game option: the games the user may reach from here (their own,
    those waiting for them first, then the others of this channel), matching what they
    typed (cut to a game title's length: the rest cannot match)."""
    lang = await language_of(interaction)
    games = await interaction.client.service.games.games_for(caller_of(interaction))
    games.sort(key=lambda g: g.seat_of(interaction.user.id) not in g.to_act)
    typed = str(current)[:TYPED_MAX]
    found = []
    for info in games:
        label = f"{game_title(info, lang)} · {status_line(info, lang)}"
        if typed.strip().lstrip("#") in str(info.id) or typed.lower() in label.lower():
            found.append(app_commands.Choice(name=label[:100], value=info.id))
    return found[:CHOICES_MAX]


class GameSubcommands(BotCog):
    """A cog whose commands are `/game` subcommands taking a `game` option (autocompleted
    with the user's games)."""

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        self.subcommands: list[app_commands.Command[Any, ..., None]] = []

    def subcommand(self, name: app_commands.locale_str, description: app_commands.locale_str,
                   callback: Callback) -> None:
        """Declare one subcommand; its `game` option autocompletes from the user's games."""
        command: app_commands.Command[Any, ..., None] = app_commands.Command(
            name=name, description=description, callback=callback)
        command.autocomplete("game")(self._game_choices)
        self.subcommands.append(command)

    async def _game_choices(self, interaction: discord.Interaction[GameBot],
                            current: str) -> list[app_commands.Choice[int]]:
        return await game_choices(interaction, current)

    def _group(self) -> app_commands.Group | None:
        group = self.bot.tree.get_command("game")
        return group if isinstance(group, app_commands.Group) else None

    async def cog_load(self) -> None:
        """Attach the subcommands to `/game`."""
        group = self._group()
        if group is None:
            raise RuntimeError(f"{type(self).__name__} extends /game: load "
                               "cogs.game_commands first")
        for command in self.subcommands:
            group.add_command(command)

    async def cog_unload(self) -> None:
        """Detach the subcommands from `/game`."""
        group = self._group()
        if group is not None:
            for command in self.subcommands:
                group.remove_command(command.name)
