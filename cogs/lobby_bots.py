"""The lobby card's bot buttons: **Add a bot** (its host picks the level privately) and one
**Remove** button per bot seat.

Add a bot answers its host with a private level picker (easy, normal, hard: the host
chooses, nothing is chosen for them); a level pressed there seats the bot, and the card
follows from the outbox. Anyone else pressing either button is refused privately.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord

import i18n
from games.ai import LEVELS
from sessions import GameInfo
from sessions.bot_seats import check_may_seat

from .replies import acknowledge_committed, game_of, guarded, language_of
from .ui import laid_out

if TYPE_CHECKING:
    from .app import GameBot

BOT_LEVEL_PATTERN = "|".join(LEVELS)


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return cast("GameBot", interaction.client)


class AddBotButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=r"g:lobby:bot:(?P<game>\d+)"):
    """Add a bot: opens the host's private level picker."""

    def __init__(self, game_id: int, label: str = "Add a bot") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"g:lobby:bot:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> AddBotButton:
        """Rebuild the button from its custom_id after a restart."""
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """The host gets the level picker; anyone else a private refusal."""
        async def work() -> None:
            info = await game_of(interaction, self.game_id)
            check_may_seat(info.game, interaction.user.id)
            lang = await language_of(interaction)
            picker = laid_out(*(BotLevelButton(level, self.game_id,
                                               i18n.t(f"bots.level.{level}", lang))
                                for level in LEVELS))
            await interaction.response.send_message(i18n.t("bots.pick_level", lang),
                                                    view=picker, ephemeral=True)
        await guarded(interaction, work, game_id=self.game_id)


class BotLevelButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=rf"g:lobby:botlevel:(?P<level>{BOT_LEVEL_PATTERN}):(?P<game>\d+)"):
    """One level of the private picker: seats a bot of that level."""

    def __init__(self, level: str, game_id: int, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=label or level,
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"g:lobby:botlevel:{level}:{game_id}"))
        self.level, self.game_id = level, game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> BotLevelButton:
        """Rebuild the button from its custom_id after a restart."""
        return cls(match["level"], int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Seat the bot; the picker says so and the card follows from the outbox."""
        async def work() -> None:
            await _bot(interaction).service.add_bot(self.game_id, interaction.user.id,
                                                    self.level)
            lang = await language_of(interaction)
            await interaction.response.edit_message(
                content=i18n.t("bots.added", lang, game=self.game_id), view=laid_out())
        await guarded(interaction, work, game_id=self.game_id)


class RemoveBotButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                      template=r"g:lobby:unbot:(?P<game>\d+):(?P<bot>\d{1,3})"):
    """Remove one bot's seat (named by its number, which stays when seats renumber)."""

    def __init__(self, game_id: int, bot: int, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=(label or f"bot {bot}")[:80],
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=f"g:lobby:unbot:{game_id}:{bot}"))
        self.game_id, self.bot_number = game_id, bot

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> RemoveBotButton:
        """Rebuild the button from its custom_id after a restart."""
        return cls(int(match["game"]), int(match["bot"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Free the bot's seat; the card follows from the outbox."""
        async def work() -> None:
            await _bot(interaction).service.remove_bot(self.game_id, interaction.user.id,
                                                       -self.bot_number)
            await acknowledge_committed(interaction)
        await guarded(interaction, work, game_id=self.game_id)


def bot_buttons(info: GameInfo, lang: str) -> list[discord.ui.Item[Any]]:
    """The lobby card's bot buttons: Add a bot, then Remove for each bot seated."""
    items: list[discord.ui.Item[Any]] = [AddBotButton(info.id, i18n.t("ui.lobby_bots.add", lang))]
    items += [RemoveBotButton(info.id, -seat.user_id,
                              i18n.t("ui.lobby_bots.remove", lang, name=seat.display_name))
              for seat in info.seats if seat.bot_level is not None]
    return items


BOT_ITEMS = (AddBotButton, BotLevelButton, RemoveBotButton)
