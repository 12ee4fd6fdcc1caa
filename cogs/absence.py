"""Absent players: the timeout vote's buttons, taking one's seat back, `/game resign` and
`/game reclaim`.

The buttons are persistent `DynamicItem`s (`g:vote:<game>:<vote>:<choice>`,
`g:reclaim:<game>`), so they work after a restart; every press is checked by the sessions
layer (who may vote, whether the vote is still open, whose seat it is) and refused privately
when it may not. The two commands are attached to `/game` (registered by
`cogs.game_commands`, which must be loaded first).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord

import i18n
from sessions import SessionError
from sessions.absence.absence import BallotResult
from sessions.core.votes import CHOICES
from sessions.words.presenter import game_title, md

from .game_button import GameButton
from .game_group import GameSubcommands
from .replies import add_persistent_items, guarded, is_stored_id, language_of
from .translator import game_option, tr
from .ui import laid_out

if TYPE_CHECKING:
    from .app import GameBot

TALLY_SEPARATOR = "\n\n"
STYLES = {"more_time": discord.ButtonStyle.primary, "auto": discord.ButtonStyle.secondary,
          "end": discord.ButtonStyle.danger}


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return cast("GameBot", interaction.client)


def vote_buttons(game_id: int, vote_id: int, lang: str) -> discord.ui.View:
    """The three choices of a timeout vote."""
    return laid_out(*(VoteButton(game_id, vote_id, choice, i18n.t(f"ui.vote.{choice}", lang))
                      for choice in CHOICES))


def reclaim_buttons(game_id: int, lang: str) -> discord.ui.View:
    """The button with which a player takes their seat back from the bot."""
    return laid_out(ReclaimButton(game_id, i18n.t("ui.vote.reclaim", lang)))


def tally_text(result: BallotResult, lang: str) -> str:
    """Who voted what so far (names, escaped like every name in a public message, and
    choices only), and the decision once there is one."""
    names = result.info.names
    ballots = ", ".join(
        i18n.t("ui.vote.ballot", lang, player=md(names.get(seat, f"#{seat}")),
               choice=i18n.t(f"ui.vote.{choice}", lang))
        for seat, choice in sorted(result.vote.ballots.items()))
    text = i18n.t("ui.vote.tally", lang, ballots=ballots or "-")
    if result.decided is not None:
        text += "\n" + i18n.t("ui.vote.decided", lang,
                              choice=i18n.t(f"ui.vote.{result.decided}", lang))
    return text


class VoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"g:vote:(?P<game>\d+):(?P<vote>\d+):(?P<choice>more_time|auto|end)"):
    """One choice of a timeout vote; the vote message shows the tally as ballots come in."""

    def __init__(self, game_id: int, vote_id: int, choice: str, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=label or choice, style=STYLES.get(choice, discord.ButtonStyle.secondary),
            custom_id=f"g:vote:{game_id}:{vote_id}:{choice}"))
        self.game_id, self.vote_id, self.choice = game_id, vote_id, choice

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> VoteButton:
        """Rebuild the button from its custom_id after a restart."""
        return cls(int(match["game"]), int(match["vote"]), match["choice"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Count the ballot and show the tally on the vote message (without buttons once
        decided; with the Reclaim button when the bot now plays)."""
        async def work() -> None:
            if not is_stored_id(self.vote_id):
                raise SessionError("clock.error.no_such_vote", game=self.game_id)
            result = await _bot(interaction).service.absence.cast_ballot(
                self.game_id, self.vote_id, interaction.user.id, self.choice)
            lang = result.info.game.language
            original = interaction.message.content if interaction.message else ""
            text = original.split(TALLY_SEPARATOR)[0] + TALLY_SEPARATOR + \
                tally_text(result, lang)
            if result.decided is None:
                view = vote_buttons(self.game_id, self.vote_id, lang)
            elif result.decided == "auto":
                view = reclaim_buttons(self.game_id, lang)
            else:
                view = laid_out()
            await interaction.response.edit_message(content=text[:2000], view=view)
        await guarded(interaction, work, game_id=self.game_id)


class ReclaimButton(GameButton, action="reclaim", emoji="🙋",
                    style=discord.ButtonStyle.success, label="Take my seat back"):
    """"Take my seat back": the bot stops playing for the presser."""

    async def press(self, interaction: discord.Interaction[Any]) -> None:
        """Give the seat back and confirm privately."""
        await reclaim_reply(interaction, self.game_id)


async def reclaim_reply(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Take the user's seat back from the bot and tell them, privately."""
    info = await _bot(interaction).service.absence.reclaim(game_id, interaction.user.id)
    lang = await language_of(interaction)
    await interaction.response.send_message(
        i18n.t("ui.vote.reclaimed", lang, title=game_title(info, lang)), ephemeral=True)


async def resign_reply(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Resign the user from the game and tell them, privately (the channel is told too)."""
    info = await _bot(interaction).service.absence.resign(game_id, interaction.user.id)
    lang = await language_of(interaction)
    await interaction.response.send_message(
        i18n.t("ui.vote.resigned", lang, title=game_title(info, lang)), ephemeral=True)


class AbsenceCog(GameSubcommands):
    """Owns `/game resign` and `/game reclaim`."""

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        self.subcommand(tr("resign", "cmd.game.resign.name"),
                        tr("Give up your seat in a game", "cmd.game.resign.description"),
                        self.resign)
        self.subcommand(tr("reclaim", "cmd.game.reclaim.name"),
                        tr("Take your seat back from the bot", "cmd.game.reclaim.description"),
                        self.reclaim)

    @game_option
    async def resign(self, interaction: discord.Interaction[Any], game: int) -> None:
        """Resign; the channel is told, the user privately."""
        await guarded(interaction, lambda: resign_reply(interaction, game), game_id=game)

    @game_option
    async def reclaim(self, interaction: discord.Interaction[Any], game: int) -> None:
        """Take the seat back from the bot."""
        await guarded(interaction, lambda: reclaim_reply(interaction, game), game_id=game)


async def setup(bot: GameBot) -> None:
    """Register the persistent vote and reclaim buttons and the `/game` commands."""
    add_persistent_items(bot, VoteButton, ReclaimButton)
    bot.components.vote = vote_buttons
    bot.components.reclaim = reclaim_buttons
    await bot.add_cog(AbsenceCog(bot))
