"""Fair undo on Discord: **Take back** on a player's private view and picker in every game
that is not a practice game, shown only while the fair policy allows it to the reader
(`sessions.undo`); a press takes back through the sessions layer, which tells the table, and
answers the presser privately with their view as it is now (`kit.board.take_back_and_show`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

import i18n
from sessions import GameInfo

from .kit.board import take_back_and_show
from .kit.game_button import GameButton
from .kit.replies import add_persistent_items

if TYPE_CHECKING:
    from .app import GameBot


class UndoButton(GameButton, custom_id="g:undo:{game}:{version}", emoji="↩",
                 label="Take back"):
    """Take back, made at one version of the game: the presser's last action is undone if
    it still may be; a press made before the game moved is told so, nothing changes."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Take back, then show the presser their view as it is now."""
        service = interaction.client.service
        await take_back_and_show(
            interaction, self.game_id,
            lambda: service.undo.fair_take_back(self.game_id, interaction.user.id,
                                                expected_version=self.version),
            lambda taken, lang: i18n.t("takeback.done", lang, game=taken.info.id))


ItemsMaker = Callable[[GameInfo, int, str], Awaitable[list[discord.ui.Item[Any]]]]


def undo_buttons(bot: GameBot) -> ItemsMaker:
    """The maker of Take back for a private view or picker: the button, at the game's
    version, when the reader may take back now; nothing otherwise."""

    async def make(info: GameInfo, user_id: int, lang: str) -> list[discord.ui.Item[Any]]:
        if not await bot.service.undo.may_take_back(info, user_id):
            return []
        return [UndoButton(i18n.t("takeback.button", lang), row=4, game=info.id,
                           version=info.game.version)]

    return make


async def setup(bot: GameBot) -> None:
    """Register Take back and its place on private views and pickers."""
    add_persistent_items(bot, UndoButton)
    bot.components.undo = undo_buttons(bot)
