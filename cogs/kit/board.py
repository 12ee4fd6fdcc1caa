"""What every message about a game carries, My view and Play, and the private view of the game
they open (also the fallback for players whose DMs are closed).

Both buttons name their game (and Play the version the player saw) in their custom_id, so
they keep working after a restart; Play opens the picker (`picker`).
"""

from __future__ import annotations

from abc import abstractmethod
from typing import TYPE_CHECKING, Any

import discord

import i18n
from sessions import Game, GameInfo, GameService, StaleVersion
from sessions.core import TakenBack
from sessions.words import view_text

from .game_button import GameButton
from .picker import open_picker, stale_reply
from .replies import language_of, send_private
from .ui import laid_out, png_file

if TYPE_CHECKING:
    from ..app import GameBot

MESSAGE_MAX = 2000


class ViewButton(GameButton, custom_id="g:view:{game}", emoji="👁", label="My view"):
    """"My view": the presser's private view, answered ephemerally (also the fallback for
    players whose DMs are closed)."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Show the presser their view."""
        await private_view_reply(interaction, self.game_id)


class PlayButton(GameButton, custom_id="g:play:{game}:{version}", emoji="▶",
                 style=discord.ButtonStyle.primary, label="Play"):
    """"Play": opens the picker, privately, for a player the game waits for."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Open the picker, or show the current board if this message is out of date."""
        await open_picker(interaction, self.game_id, self.version)


def buttons_for(game: Game, version: int, lang: str, *,
                view_button: bool = True) -> discord.ui.View:
    """The buttons every message about a game carries: My view, and Play (made at `version`)
    while it runs."""
    items: list[discord.ui.Item[Any]] = []
    if view_button:
        items.append(ViewButton(i18n.t("ui.my_view", lang), game=game.id))
    if game.status == "active":
        items.append(PlayButton(i18n.t("ui.play", lang), game=game.id, version=version))
    return laid_out(*items)


def game_buttons(info: GameInfo, lang: str, *, include_view: bool = True) -> discord.ui.View:
    """`buttons_for` the game as it stands now."""
    return buttons_for(info.game, info.game.version, lang, view_button=include_view)


async def private_view_reply(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Answer, privately, with the user's own view of the game (image and text)."""
    text, image, view = await private_view(interaction, game_id)
    await interaction.response.send_message(text, ephemeral=True, file=png_file(image),
                                            view=view or discord.utils.MISSING)


async def private_view(interaction: discord.Interaction[GameBot], game_id: int,
                       heading: str = "") -> tuple[str, bytes, discord.ui.View | None]:
    """The user's own view of the game as a private answer: its text (under `heading`),
    its image, and its buttons (Play while the game waits for them; in a practice game,
    Hint and Take back too; in another, Take back while it is fair)."""
    bot = interaction.client
    lang = await language_of(interaction)
    user_id = interaction.user.id
    info, view = await bot.service.games.view_for(game_id, user_id)
    seat = info.seat_of(user_id)
    first_time = await bot.service.games.opens_with_summary(info, user_id)
    text = view_text(info, view, seat, lang, first_time)
    if heading:
        text = f"{heading}\n{text}"
    image = await bot.painter.paint_named(info.game.kind, view, lang, info.names)
    buttons: list[discord.ui.Item[Any]] = []
    if seat is not None and seat in info.to_act:
        buttons.append(PlayButton(i18n.t("ui.play", lang), game=info.id,
                                  version=info.game.version))
    buttons += bot.components.practice(info, user_id, lang)
    buttons += await bot.components.undo(info, user_id, lang)
    return text[:MESSAGE_MAX], image, laid_out(*buttons) if buttons else None


class TakeBackButton(GameButton, emoji="↩", label="Take back"):
    """A Take back press (fair or practice), made at one version of the game: `take` takes
    back; the presser then gets their view of the position restored under `heading`
    (replacing the private message pressed, else privately), or, when the press was made
    before the game moved, the current board and why nothing changed."""

    @abstractmethod
    async def take(self, service: GameService, user_id: int) -> TakenBack:
        """Take back for the presser (the subclass's kind of take-back)."""

    @abstractmethod
    def heading(self, taken: TakenBack, lang: str) -> str:
        """What the presser's view of the restored position says above it."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Take back, then show the presser their view as it is now."""
        service = interaction.client.service
        try:
            taken = await self.take(service, interaction.user.id)
        except StaleVersion:
            await stale_reply(interaction, await service.games.info(self.game_id))
            return
        lang = await language_of(interaction)
        text, image, view = await private_view(interaction, self.game_id,
                                               self.heading(taken, lang))
        if interaction.message is not None and interaction.message.flags.ephemeral:
            await interaction.response.edit_message(
                content=text, attachments=[png_file(image)], view=view)
        else:
            await send_private(interaction, text, file=png_file(image),
                               view=view or discord.utils.MISSING)
