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

from typing import TYPE_CHECKING, ClassVar

import discord

import i18n
from sessions import GameInfo
from sessions.bots import LEVELS, check_may_seat, check_room

from .game_button import GameButton
from .replies import acknowledge_committed, game_of, language_of, send_private
from .ui import laid_out

if TYPE_CHECKING:
    from ..app import GameBot

BOT_NUMBER_DIGITS = 3  # a bot's number is its seat's user id negated: -1, -2, ... -6
LABEL_MAX = 80  # Discord's limit for a button's label


async def show_level_picker(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Add a bot: its host gets the private level picker; anyone else, or a full lobby, a
    private refusal."""
    info = await game_of(interaction, game_id)
    check_may_seat(info.game, interaction.user.id)
    check_room(info.game, info.seats)
    lang = await language_of(interaction)
    picker = laid_out(*(BotSeatButton.of("botlevel", level, game_id,
                                         i18n.t(f"bots.level.{level}", lang))
                        for level in LEVELS))
    await interaction.response.send_message(i18n.t("bots.pick_level", lang), view=picker,
                                            ephemeral=True)


class BotSeatButton(GameButton, custom_id="g:lobby:{action}:{what}:{game}",
                    fields={"action": "botlevel|unbot",
                            "what": rf"{'|'.join(LEVELS)}|\d{{1,{BOT_NUMBER_DIGITS}}}"}):
    """A level of the private picker (`botlevel`: seats a bot of that level), or Remove on
    the card (`unbot`: frees the bot's seat, named by its number, which stays when seats
    renumber)."""

    STYLES: ClassVar[dict[str, discord.ButtonStyle]] = {
        "botlevel": discord.ButtonStyle.primary, "unbot": discord.ButtonStyle.secondary}

    @classmethod
    def of(cls, action: str, what: str, game_id: int, label: str) -> BotSeatButton:
        """The button of `action` for `what` (a level, or a bot's number), in its colour."""
        return cls(label[:LABEL_MAX], style=cls.STYLES[action], action=action, what=what,
                   game=game_id)

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Seat or free the bot; the card follows from the outbox. A level edits the message
        pressed only when Discord says it is ephemeral (the host's own picker): the
        custom_id is the presser's to forge, the message's flags are not."""
        lobby, what = interaction.client.service.lobby, self.fields["what"]
        if self.fields["action"] == "unbot":
            await lobby.remove_bot(self.game_id, interaction.user.id, -int(what))
            await acknowledge_committed(interaction)
            return
        await lobby.add_bot(self.game_id, interaction.user.id, what)
        text = i18n.t("bots.added", await language_of(interaction), game=self.game_id)
        pressed = interaction.message
        if pressed is not None and pressed.flags.ephemeral:  # the picker, as Discord says
            await interaction.response.edit_message(content=text, view=laid_out())
        else:  # forged onto a public message (the card): never rewrite it
            await send_private(interaction, text)


def remove_buttons(info: GameInfo, lang: str) -> list[BotSeatButton]:
    """The lobby card's Remove button for each bot seated."""
    return [BotSeatButton.of("unbot", str(-seat.user_id), info.id,
                             i18n.t("ui.lobby_bots.remove", lang, name=seat.display_name))
            for seat in info.seats if seat.bot_level is not None]
