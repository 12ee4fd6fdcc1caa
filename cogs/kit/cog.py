"""What every extension's cog holds: the bot, whose game service its commands call."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

if TYPE_CHECKING:
    from ..app import GameBot


class BotCog(commands.Cog):
    """A cog of this bot: `self.bot` is the `GameBot` that loaded it."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
