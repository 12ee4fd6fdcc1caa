"""`/game replay game:<n>`: a private stepper through a game's moves, with ⏮ ◀ ▶ ⏭.

Which board a reader may see after each move is `sessions.stepper`'s to decide; this module
lays it out: an ephemeral message with the move's number, what it did, the board as
`replay.png`, and four buttons that work after a restart (the move they lead to is in their
custom_id, `g:replay:<game>:<move>:<side>`; a press passes the access rule like any other).

The subcommand belongs to the `/game` group of `cogs.game_commands` (see `GameSubcommands`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

import i18n
from sessions.record import ReplayStep
from sessions.words import game_title, md, render_lines

from .kit.game_button import GameButton
from .kit.game_group import GameSubcommands
from .kit.replies import (
    add_persistent_items,
    caller_of,
    guarded,
    language_of,
    send_page,
    turn_page,
)
from .kit.translator import game_option, tr
from .kit.ui import laid_out, png_file

if TYPE_CHECKING:
    from .app import GameBot

TEXT_MAX = 2000
SIDES = {"first": "⏮", "prev": "◀", "next": "▶", "last": "⏭"}


class ReplayButton(GameButton, custom_id="g:replay:{game}:{move}:{side}",
                   fields={"side": "|".join(SIDES)}):
    """One of the stepper's buttons: `g:replay:<game>:<move>:<side>` shows move `move` (the
    side keeps the four buttons' ids apart when two lead to the same move; the move is
    checked when pressed, as a user's input)."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Show the move the button leads to in place of the current one, still private."""
        lang = await language_of(interaction)
        step = await interaction.client.service.records.replay_step(
            self.game_id, caller_of(interaction), self.fields["move"])
        await turn_page(interaction, await _step_message(interaction, step, lang))


def step_text(step: ReplayStep, lang: str) -> str:
    """The turn's number, each of its steps (who played, what it did), and what the board
    shows."""
    info = step.info
    head = f"**{game_title(info, lang)}** · " + (
        i18n.t("replay.turn", lang, turn=step.move, total=step.total) if step.move
        else i18n.t("replay.turn_start", lang, total=step.total))
    parts = [head]
    for number, played in enumerate(step.steps, start=1):
        player = md(info.names.get(played.seat, f"#{played.seat}"))
        said = render_lines(played.lines, lang).splitlines() or [
            i18n.t("replay.played_hidden", lang, player=player)]
        if played.notation is not None:
            said[0] += " " + i18n.t("replay.notation", lang, notation=played.notation)
        parts += [i18n.t("replay.step", lang, step=number, line=said[0]), *said[1:]]
    revealed = step.finished and step.move == step.total
    parts.append(i18n.t("replay.revealed" if revealed else "replay.public", lang))
    return "\n".join(parts)[:TEXT_MAX]


async def _step_message(interaction: discord.Interaction[GameBot], step: ReplayStep,
                        lang: str) -> dict[str, Any]:
    """The text, the board and the four buttons of one move (as an edit)."""
    image = await interaction.client.painter.paint_named(step.info.game.kind, step.view, lang,
                                                        step.info.names)
    targets = {"first": 0, "prev": max(step.move - 1, 0),
               "next": min(step.move + 1, step.total), "last": step.total}
    at_start, at_end = step.move == 0, step.move == step.total
    buttons = [ReplayButton(emoji=SIDES[side],
                            disabled=at_start if side in ("first", "prev") else at_end,
                            game=step.info.id, move=target, side=side)
               for side, target in targets.items()]
    return {"content": step_text(step, lang), "view": laid_out(*buttons),
            "attachments": [png_file(image, "replay.png")]}


async def replay_reply(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Answer, privately, with the game's latest move and the stepper's buttons."""
    lang = await language_of(interaction)
    step = await interaction.client.service.records.replay_step(game_id, caller_of(interaction))
    await send_page(interaction, await _step_message(interaction, step, lang))


class ReplayCog(GameSubcommands):
    """Owns `/game replay` and its buttons."""

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        self.subcommand(
            tr("replay", "cmd.game.replay.name"),
            tr("Step through a game's moves, privately", "cmd.game.replay.description"),
            self.replay)

    @game_option
    async def replay(self, interaction: discord.Interaction[GameBot], game: int) -> None:
        """The game's moves, one at a time, privately."""
        await guarded(interaction, lambda: replay_reply(interaction, game), game_id=game)


async def setup(bot: GameBot) -> None:
    """Load the replay cog (after `cogs.game_commands`) and register its buttons."""
    add_persistent_items(bot, ReplayButton)
    await bot.add_cog(ReplayCog(bot))
