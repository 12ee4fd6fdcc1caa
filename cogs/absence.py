"""Absent players: the timeout vote's buttons, taking one's seat back, `/game resign` and
`/game reclaim`.

The buttons are persistent `DynamicItem`s (`g:vote:<game>:<vote>:<choice>`,
`g:reclaim:<game>`), so they work after a restart; every press is checked by the sessions
layer (who may vote, whether the vote is still open, whose seat it is) and refused privately
when it may not. The two commands are attached to `/game` (registered by
`cogs.game_commands`, which must be loaded first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

import i18n
from sessions import SessionError
from sessions.absence import BallotResult
from sessions.core import CHOICES
from sessions.words import game_title, md

from .kit.game_button import GameButton
from .kit.game_group import GameSubcommands
from .kit.replies import add_persistent_items, guarded, is_stored_id, language_of
from .kit.translator import game_option, tr
from .kit.ui import laid_out

if TYPE_CHECKING:
    from .app import GameBot

TALLY_SEPARATOR = "\n\n"
STYLES = {"more_time": discord.ButtonStyle.primary, "auto": discord.ButtonStyle.secondary,
          "end": discord.ButtonStyle.danger}


def vote_buttons(game_id: int, vote_id: int, lang: str) -> discord.ui.View:
    """The three choices of a timeout vote."""
    return laid_out(*(VoteButton(i18n.t(f"ui.vote.{choice}", lang),
                                 style=STYLES.get(choice, discord.ButtonStyle.secondary),
                                 game=game_id, vote=vote_id, choice=choice)
                      for choice in CHOICES))


def reclaim_buttons(game_id: int, lang: str) -> discord.ui.View:
    """The button with which a player takes their seat back from the bot."""
    return laid_out(ReclaimButton(i18n.t("ui.vote.reclaim", lang), game=game_id))


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


class VoteButton(GameButton, custom_id="g:vote:{game}:{vote}:{choice}",
                 fields={"choice": "|".join(CHOICES)}):
    """One choice of a timeout vote; the vote message shows the tally as ballots come in."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Count the ballot and show the tally on the vote message (without buttons once
        decided; with the Reclaim button when the bot now plays)."""
        vote_id = int(self.fields["vote"])
        if not is_stored_id(vote_id):
            raise SessionError("clock.error.no_such_vote", game=self.game_id)
        result = await interaction.client.service.absence.cast_ballot(
            self.game_id, vote_id, interaction.user.id, self.fields["choice"])
        lang = result.info.game.language
        original = interaction.message.content if interaction.message else ""
        text = original.split(TALLY_SEPARATOR)[0] + TALLY_SEPARATOR + tally_text(result, lang)
        if result.decided is None:
            view = vote_buttons(self.game_id, vote_id, lang)
        elif result.decided == "auto":
            view = reclaim_buttons(self.game_id, lang)
        else:
            view = laid_out()
        await interaction.response.edit_message(content=text[:2000], view=view)


class ReclaimButton(GameButton, custom_id="g:reclaim:{game}", emoji="🙋",
                    style=discord.ButtonStyle.success, label="Take my seat back"):
    """"Take my seat back": the bot stops playing for the presser."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Give the seat back and confirm privately."""
        await reclaim_reply(interaction, self.game_id)


async def reclaim_reply(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Take the user's seat back from the bot and tell them, privately."""
    info = await interaction.client.service.absence.reclaim(game_id, interaction.user.id)
    lang = await language_of(interaction)
    await interaction.response.send_message(
        i18n.t("ui.vote.reclaimed", lang, title=game_title(info, lang)), ephemeral=True)


async def resign_reply(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Resign the user from the game and tell them, privately (the channel is told too)."""
    info = await interaction.client.service.absence.resign(game_id, interaction.user.id)
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
    async def resign(self, interaction: discord.Interaction[GameBot], game: int) -> None:
        """Resign; the channel is told, the user privately."""
        await guarded(interaction, lambda: resign_reply(interaction, game), game_id=game)

    @game_option
    async def reclaim(self, interaction: discord.Interaction[GameBot], game: int) -> None:
        """Take the seat back from the bot."""
        await guarded(interaction, lambda: reclaim_reply(interaction, game), game_id=game)


async def setup(bot: GameBot) -> None:
    """Register the persistent vote and reclaim buttons and the `/game` commands."""
    add_persistent_items(bot, VoteButton, ReclaimButton)
    bot.components.vote = vote_buttons
    bot.components.reclaim = reclaim_buttons
    await bot.add_cog(AbsenceCog(bot))
