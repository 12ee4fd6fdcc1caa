"""The lobby card's bots: the private level picker its **Add a bot** opens (see
`cogs.game_commands.LobbyButton`), and one **Remove** button per bot seat.

Add a bot answers its host with a private level picker (easy, normal, hard: the host
chooses, nothing is chosen for them); a level pressed there seats the bot, the picker turns
into the answer, and the card follows from the outbox. A level pressed anywhere else (forged
onto the public card) seats the bot too, the host asked for it, but is answered privately:
a public message is never rewritten by it. Anyone else pressing these buttons is refused
privately.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, cast

import discord

import i18n
from sessions import GameInfo
from sessions.bots.bot_seats import LEVELS, check_may_seat, check_room

from .replies import acknowledge_committed, game_of, guarded, language_of, send_private
from .ui import laid_out

if TYPE_CHECKING:
    from .app import GameBot

BOT_NUMBER_DIGITS = 3  # a bot's number is its seat's user id negated: -1, -2, ... -6


async def show_level_picker(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Add a bot: its host gets the private level picker; anyone else, or a full lobby, a
    private refusal."""
    info = await game_of(interaction, game_id)
    check_may_seat(info.game, interaction.user.id)
    check_room(info.game, info.seats)
    lang = await language_of(interaction)
    picker = laid_out(*(BotSeatButton("botlevel", level, game_id,
                                      i18n.t(f"bots.level.{level}", lang))
                        for level in LEVELS))
    await interaction.response.send_message(i18n.t("bots.pick_level", lang), view=picker,
                                            ephemeral=True)


class BotSeatButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=rf"g:lobby:(?P<action>botlevel|unbot):"
                             rf"(?P<what>{'|'.join(LEVELS)}|\d{{1,{BOT_NUMBER_DIGITS}}}):"
                             r"(?P<game>\d+)"):
    """A level of the private picker (`botlevel`: seats a bot of that level), or Remove on
    the card (`unbot`: frees the bot's seat, named by its number, which stays when seats
    renumber)."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "botlevel": discord.ButtonStyle.primary, "unbot": discord.ButtonStyle.secondary}

    def __init__(self, action: str, what: str, game_id: int, label: str) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=self.STYLES[action],
                                           custom_id=f"g:lobby:{action}:{what}:{game_id}"))
        self.action, self.what, self.game_id = action, what, game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> BotSeatButton:
        """Rebuild the button from its custom_id after a restart."""
        return cls(match["action"], match["what"], int(match["game"]), match["what"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Seat or free the bot; the card follows from the outbox."""
        await guarded(interaction, lambda: self._run(interaction), game_id=self.game_id)

    async def _run(self, interaction: discord.Interaction[Any]) -> None:
        """Seat or free the bot. A level edits the message pressed only when Discord says it
        is ephemeral (the host's own picker): the custom_id is the presser's to forge, the
        message's flags are not."""
        service = cast("GameBot", interaction.client).service
        if self.action == "unbot":
            await service.lobby.remove_bot(self.game_id, interaction.user.id, -int(self.what))
            await acknowledge_committed(interaction)
            return
        await service.lobby.add_bot(self.game_id, interaction.user.id, self.what)
        text = i18n.t("bots.added", await language_of(interaction), game=self.game_id)
        pressed = interaction.message
        if pressed is not None and pressed.flags.ephemeral:  # the picker, as Discord says
            await interaction.response.edit_message(content=text, view=laid_out())
        else:  # forged onto a public message (the card): never rewrite it
            await send_private(interaction, text)


def remove_buttons(info: GameInfo, lang: str) -> list[BotSeatButton]:
    """The lobby card's Remove button for each bot seated."""
    return [BotSeatButton("unbot", str(-seat.user_id), info.id,
                          i18n.t("ui.lobby_bots.remove", lang, name=seat.display_name))
            for seat in info.seats if seat.bot_level is not None]
