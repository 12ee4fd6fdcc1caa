"""Fair undo on Discord (issue 23): **Take back** on a player's private view and picker in
every game that is not a practice game, shown only while the fair policy allows it to the
reader (`sessions.fair_undo`); a press takes back through the sessions layer, which tells
the table, and answers the presser privately with their view as it is now.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

import discord

import i18n
from sessions import GameInfo, StaleVersion
from sessions.core.models import TakenBack

from .game_button import GameVersionButton
from .play import private_view, stale_reply
from .replies import add_persistent_items, language_of, send_private
from .ui import png_file

if TYPE_CHECKING:
    from .app import GameBot


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return cast("GameBot", interaction.client)


class UndoButton(GameVersionButton, action="undo", emoji="↩",
                 style=discord.ButtonStyle.secondary, label="Take back"):
    """Take back, made at one version of the game: the presser's last action is undone if
    it still may be; a press made before the game moved is told so, nothing changes."""

    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """Take back, then show the presser their view as it is now."""
        service = _bot(interaction).service
        await take_back_and_show(
            interaction, self.game_id,
            lambda: service.undo.fair_take_back(self.game_id, interaction.user.id,
                                                expected_version=self.version),
            lambda taken, lang: i18n.t("takeback.done", lang, game=taken.info.id))


async def take_back_and_show(interaction: discord.Interaction[Any], game_id: int,
                             take: Callable[[], Awaitable[TakenBack]],
                             heading: Callable[[TakenBack, str], str]) -> None:
    """A Take back press (fair or practice): `take` takes back; the presser then gets their
    view of the position restored under `heading` (replacing the private message pressed,
    else privately), or, when the press was made before the game moved, the current board
    and why nothing changed."""
    bot = _bot(interaction)
    try:
        taken = await take()
    except StaleVersion:
        await stale_reply(interaction, await bot.service.games.info(game_id))
        return
    lang = await language_of(interaction)
    text, image, view = await private_view(interaction, game_id, heading(taken, lang))
    if interaction.message is not None and interaction.message.flags.ephemeral:
        await interaction.response.edit_message(
            content=text, attachments=[png_file(image)], view=view)
    else:
        await send_private(interaction, text, file=png_file(image),
                           view=view or discord.utils.MISSING)


ItemsMaker = Callable[[GameInfo, int, str], Awaitable[list[discord.ui.Item[Any]]]]


def undo_buttons(bot: GameBot) -> ItemsMaker:
    """The maker of Take back for a private view or picker: the button, at the game's
    version, when the reader may take back now; nothing otherwise."""

    async def make(info: GameInfo, user_id: int, lang: str) -> list[discord.ui.Item[Any]]:
        if not await bot.service.undo.may_take_back(info, user_id):
            return []
        button = UndoButton(info.id, info.game.version, i18n.t("takeback.button", lang))
        button.item.row = 4
        return [button]

    return make


async def setup(bot: GameBot) -> None:
    """Register Take back and its place on private views and pickers."""
    add_persistent_items(bot, UndoButton)
    bot.components.undo = undo_buttons(bot)
