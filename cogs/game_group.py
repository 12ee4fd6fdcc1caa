"""Subcommands of `/game` that live in their own extension.

`/game` belongs to `cogs.game_commands`; an extension with more `/game` subcommands (recap,
resign, reclaim) subclasses `GameSubcommands`, which attaches them to that group while the
cog is loaded and detaches them when it is unloaded. Such an extension loads after
`cogs.game_commands` (see `cogs.app.EXTENSIONS`).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from .play import game_choices

if TYPE_CHECKING:
    from .app import GameBot

Callback = Callable[..., Coroutine[Any, Any, None]]


class GameSubcommands(commands.Cog):
    """A cog whose commands are `/game` subcommands taking a `game` option (autocompleted
    with the user's games)."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.subcommands: list[app_commands.Command[Any, ..., None]] = []

    def subcommand(self, name: app_commands.locale_str, description: app_commands.locale_str,
                   callback: Callback) -> None:
        """Declare one subcommand; its `game` option autocompletes from the user's games."""
        command: app_commands.Command[Any, ..., None] = app_commands.Command(
            name=name, description=description, callback=callback)
        command.autocomplete("game")(self._game_choices)
        self.subcommands.append(command)

    async def _game_choices(self, interaction: discord.Interaction[Any],
                            current: str) -> list[app_commands.Choice[int]]:
        return await game_choices(self.bot, interaction, current)

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
