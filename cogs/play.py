"""Playing: `/move`, the any-time action's button, and the buttons every game message carries.

The buttons (My view, Play and the picker it opens: `kit.board`, `kit.picker`) are
persistent: their custom_id carries the game id (and the version the player saw), so they
keep working after a restart and a press on an old board is refused rather than applied to
a position the player did not see (other players' submissions in a simultaneous phase do
not make a button old: they change nothing the presser may do). Callbacks parse, call the
game service and reply; the rules live in the engines and the checks in the sessions layer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from sessions import Game, SessionError, StaleVersion
from sessions.play import anytime_action, anytime_choice, anytime_notation
from sessions.words import token_label, verb_label

from .kit.board import PlayButton, ViewButton, buttons_for
from .kit.cog import BotCog
from .kit.game_button import GameButton
from .kit.game_group import TYPED_MAX, game_choices
from .kit.picker import (
    PICKER_LIMITS,
    BackButton,
    PickButton,
    PickSelect,
    after_action,
    open_picker,
    open_screen,
    stale_reply,
)
from .kit.replies import (
    act_then_answer,
    add_persistent_items,
    answer_unclaimed,
    caller_of,
    game_of,
    guarded,
    language_of,
)
from .kit.translator import tr

if TYPE_CHECKING:
    from .app import GameBot

CHOICE_TEXT_MAX = 100  # Discord's limit for an autocomplete choice's name and value


class StopButton(GameButton, custom_id="g:stop:{game}:{version}", emoji="✋",
                 style=discord.ButtonStyle.danger, label="Stop!"):
    """The game's any-time action (its engine's `anytime_notation`: Zig Zag's "Stop!"), on
    the game's status message while some player may take it, whoever's turn it is (the
    rulebook's "at any time"). It plays the notation through the same path as `/move`;
    pressed out of turn, an action that cannot be taken back first asks, privately, to be
    confirmed (see `PlayService.confirm_anytime`)."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Call Stop for the presser (once confirmed, when it asks to be), or show the
        current board if the press is out of date."""
        service = interaction.client.service
        info = await game_of(interaction, self.game_id)
        notation = anytime_action(info.game.kind) or ""
        lang = await language_of(interaction)
        try:
            confirm = service.play.confirm_anytime(info, interaction.user.id, self.version,
                                                   notation, lang=lang, limits=PICKER_LIMITS)
            if confirm is not None:
                await open_screen(interaction, confirm, lang)
                return
            acted = await act_then_answer(interaction, service.play.act(
                self.game_id, interaction.user.id, notation,
                expected_version=self.version), ephemeral=True, thinking=True)
        except StaleVersion:
            await stale_reply(interaction, await service.games.info(self.game_id))
            return
        if acted.answerable:
            await after_action(interaction, acted.result, edit=False, deferred=acted.deferred)


class AnytimeChoiceButton(GameButton, custom_id="g:any:{game}:{version}", emoji="🎁",
                          style=discord.ButtonStyle.secondary, label="Give"):
    """The game's any-time choice (its engine's `anytime_choice`: Ostrich Scramble's gives),
    on the game's status message while some player may make one, whoever's turn it is (the
    rulebook's "at any time"): it opens the presser's picker at that choice."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Open the picker at the choice, or where the presser stands when they have none."""
        info = await game_of(interaction, self.game_id)
        await open_picker(interaction, self.game_id, self.version,
                          at=anytime_choice(info.game), info=info)


def status_buttons(game: Game, version: int, lang: str) -> discord.ui.View:
    """The buttons of the game's live status message: those of every message about the game,
    and the game's any-time action (Zig Zag's Stop) and any-time choice (Ostrich Scramble's
    gives) while some player may take them."""
    view = buttons_for(game, version, lang)
    notation = anytime_notation(game)
    if notation is not None:
        view.add_item(StopButton(token_label(game.kind, notation, lang), game=game.id,
                                 version=version))
    choice = anytime_choice(game)
    if choice is not None:
        view.add_item(AnytimeChoiceButton(verb_label(game.kind, choice, lang), game=game.id,
                                          version=version))
    return view


class PlayCog(BotCog):
    """`/move`, the text alternative to every button."""


    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[GameBot]) -> None:
        """Answer presses no persistent item claims (see `answer_unclaimed`)."""
        await answer_unclaimed(interaction)

    @app_commands.command(name=tr("move", "cmd.move.name"),
                          description=tr("Play an action in the notation (e.g. b1-c3 NE cw)",
                                         "cmd.move.description"))
    @app_commands.describe(
        action=tr("The action, as the rules' notation writes it", "cmd.move.action"),
        game=tr("The game number (optional when only one waits for you)", "cmd.move.game"),
    )
    @app_commands.rename(action=tr("action", "cmd.move.action_name"),
                         game=tr("game", "cmd.move.game_name"))
    async def move(self, interaction: discord.Interaction[GameBot], action: str,
                   game: int | None = None) -> None:
        """Apply the action and confirm it privately."""
        async def work() -> None:
            seen = await self.bot.service.games.game_meant(caller_of(interaction), game)
            acted = await act_then_answer(interaction, self.bot.service.play.act(
                seen.id, interaction.user.id, action, seen=seen), ephemeral=True, thinking=True)
            if acted.answerable:  # else too late for Discord: played all the same, unanswered
                await after_action(interaction, acted.result, edit=False,
                                   deferred=acted.deferred)
        await guarded(interaction, work, game_id=game)

    @move.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction[GameBot],
                            current: str) -> list[app_commands.Choice[int]]:
        return await game_choices(interaction, current)

    @move.autocomplete("action")
    async def _action_choices(self, interaction: discord.Interaction[GameBot],
                              current: str) -> list[app_commands.Choice[str]]:
        try:
            info = await self.bot.service.games.game_meant(
                caller_of(interaction), getattr(interaction.namespace, "game", None))
            found = self.bot.service.play.suggest(info, interaction.user.id,
                                                  str(current)[:TYPED_MAX])
        except SessionError:
            return []
        return [app_commands.Choice(name=n[:CHOICE_TEXT_MAX], value=n[:CHOICE_TEXT_MAX])
                for n in found]


async def setup(bot: GameBot) -> None:
    """Load the play cog and its persistent buttons."""
    add_persistent_items(bot, ViewButton, PlayButton, PickButton, BackButton, PickSelect,
                         StopButton, AnytimeChoiceButton)
    bot.components.game = buttons_for
    bot.components.status = status_buttons
    await bot.add_cog(PlayCog(bot))
