"""Fair undo on Discord: **Take back** on a player's private view and picker in every game
that is not a practice game, shown only while the fair policy allows it to the reader
(`sessions.undo`); a press takes back through the sessions layer, which tells the table, and
answers the presser privately with their view as it is now (`kit.board.TakeBackButton`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

import i18n
from sessions import GameInfo, GameService
from sessions.core import TakenBack

from .kit.board import TakeBackButton
from .kit.replies import add_persistent_items

if TYPE_CHECKING:
    from .app import GameBot


class UndoButton(TakeBackButton, custom_id="g:undo:{game}:{version}"):
    """Take back, made at one version of the game: the presser's last action is undone if
    it still may be; a press made before the game moved is told so, nothing changes."""

    async def take(self, service: GameService, user_id: int) -> TakenBack:
        """The fair take-back every game allows."""
        return await service.undo.fair_take_back(self.game_id, user_id,
                                                 expected_version=self.version)

    def heading(self, taken: TakenBack, lang: str) -> str:
        """That the game was taken back."""
        return i18n.t("takeback.done", lang, game=taken.info.id)


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
