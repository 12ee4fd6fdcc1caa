"""`/help`: the commands and how a game goes, one private page in the reader's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from sessions.words import help_page

from .kit.cog import BotCog
from .kit.replies import guarded, language_of
from .kit.translator import tr

if TYPE_CHECKING:
    from .app import GameBot


class HelpCog(BotCog):
    """The `/help` command."""


    @app_commands.command(name=tr("help", "cmd.help.name"),
                          description=tr("How to play here: the commands and the games",
                                         "cmd.help.description"))
    async def help(self, interaction: discord.Interaction[GameBot]) -> None:
        """Answer only the caller with the help page, in their language."""
        async def work() -> None:
            lang = await language_of(interaction)
            await interaction.response.send_message(help_page(lang), ephemeral=True)
        await guarded(interaction, work)


async def setup(bot: GameBot) -> None:
    """Load the help cog."""
    await bot.add_cog(HelpCog(bot))
