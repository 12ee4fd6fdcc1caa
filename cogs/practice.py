"""Practice games on Discord: `/game new practice:True` opens one in a private thread of its
player's own, or their DMs (`kit.practice_place`), and its player's private view and picker
carry **Hint** and **Take back**.

Hint and Take back answer privately; the rules for both live in the sessions layer (the
hints of `sessions.learning`, the take-back of `sessions.undo`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

import i18n
from sessions import GameInfo, GameService, render_lines
from sessions.core import TakenBack
from sessions.play import button_stands
from sessions.words import action_words

from .kit.board import TakeBackButton
from .kit.game_button import GameButton
from .kit.picker import stale_reply
from .kit.replies import acknowledge, add_persistent_items, game_of, language_of

if TYPE_CHECKING:
    from .app import GameBot


class HintButton(GameButton, custom_id="g:hint:{game}:{version}", emoji="💡", label="Hint"):
    """Hint, in a practice game's private view and picker: what a hard bot would play from
    the presser's own view, and why, privately."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Answer with the hint, or the current board if the position moved on."""
        service = interaction.client.service
        info = await game_of(interaction, self.game_id)
        service.learning.practice_only(info)
        if not button_stands(info, self.version, interaction.user.id):
            await stale_reply(interaction, info)
            return
        deferred = await acknowledge(interaction, ephemeral=True, thinking=True)
        hint = await service.learning.hint(self.game_id, interaction.user.id)
        if not deferred:
            return
        lang = await language_of(interaction)
        await interaction.followup.send(i18n.t(
            "practice.hint", lang, level=i18n.t("bots.level.hard", lang),
            action=action_words(info.game.kind, hint.path, lang),
            notation=hint.notation, reason=render_lines([hint.reason], lang)), ephemeral=True)


class PracticeTakeBackButton(TakeBackButton, custom_id="g:takeback:{game}:{version}"):
    """Take back, in a practice game's private view and picker: the presser's last action
    and the bots' replies to it are undone; the message becomes their view of the position
    restored."""

    async def take(self, service: GameService, user_id: int) -> TakenBack:
        """The practice game's broader take-back."""
        return await service.undo.practice_take_back(self.game_id, user_id,
                                                     expected_version=self.version)

    def heading(self, taken: TakenBack, lang: str) -> str:
        """How many actions were undone."""
        return i18n.t("practice.taken_back", lang, count=taken.undone)


def practice_buttons(info: GameInfo, user_id: int, lang: str) -> list[discord.ui.Item[Any]]:
    """Hint (while the game waits for the reader) and Take back, for the player of a running
    practice game; nothing otherwise. On the picker's last row, beside Back."""
    if not info.game.practice or info.game.status != "active":
        return []
    seat = info.seat_of(user_id)
    if seat is None:
        return []
    version = info.game.version
    items: list[discord.ui.Item[Any]] = []
    if seat in info.to_act:
        items.append(HintButton(i18n.t("ui.practice.hint", lang), row=4, game=info.id,
                                version=version))
    items.append(PracticeTakeBackButton(i18n.t("ui.practice.takeback", lang), row=4,
                                        game=info.id, version=version))
    return items


async def setup(bot: GameBot) -> None:
    """Register the practice buttons and their place on private views and pickers."""
    add_persistent_items(bot, HintButton, PracticeTakeBackButton)
    bot.components.practice = practice_buttons
