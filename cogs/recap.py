"""`/game recap`: what happened since your last action, with the board then and now.

The catch-up itself (which lines, which boards) is `sessions.recap`; this module lays it out
for Discord: an ephemeral answer with the story (the newest lines when it is too long for one
message, saying how many were left out) and two images, `before.png` and `after.png`.

The subcommand belongs to the `/game` group of `cogs.game_commands`; this extension attaches
it to that group when it loads (so it must load after `cogs.game_commands`), which keeps the
catch-up in a module of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

import i18n
from sessions.record import Recap
from sessions.words import game_title, render_lines, seat_names, status_line

from .kit.game_group import GameSubcommands
from .kit.replies import guarded, language_of
from .kit.translator import game_option, tr
from .kit.ui import png_file

if TYPE_CHECKING:
    from .app import GameBot

TEXT_MAX = 2000


def _joined(*parts: str) -> str:
    return "\n".join(part for part in parts if part)


def fit_lines(head: str, lines: Sequence[str], tail: str, lang: str,
              limit: int = TEXT_MAX) -> str:
    """`head`, as many of the newest `lines` as fit in `limit` characters, then `tail`.

    When lines must go, the oldest go first (a catch-up is read for what is recent), and a
    note says how many were left out.
    """
    whole = _joined(head, *lines, tail)
    if len(whole) <= limit:
        return whole
    longest_note = i18n.t("recap.left_out", lang, count=len(lines))
    budget = limit - len(_joined(head, longest_note, tail))
    kept: list[str] = []
    for line in reversed(lines):
        if len(line) + 1 > budget:
            break
        kept.append(line)
        budget -= len(line) + 1
    kept.reverse()
    note = i18n.t("recap.left_out", lang, count=len(lines) - len(kept))
    return _joined(head, note, *kept, tail)[:limit]


def recap_text(recap: Recap, lang: str) -> str:
    """The answer's text: the game and whose turn, what happened since, what the images show."""
    info = recap.info
    head = f"**{game_title(info, lang)}** · {status_line(info, lang)}"
    if recap.seat is None:
        head += " · " + i18n.t("ui.spectator", lang)
    if recap.actions == 0 and recap.since_seq:
        head += "\n" + i18n.t("recap.nothing", lang)
    else:
        key = "recap.since_last" if recap.since_seq else "recap.since_start"
        head += "\n" + i18n.t(key, lang, count=recap.actions)
    before = "recap.before" if recap.since_seq else "recap.before_start"
    tail = f"-# {i18n.t(before, lang)} {i18n.t('recap.after', lang)}"
    lines = render_lines(recap.lines, lang).splitlines()
    return fit_lines(head, lines, tail, lang)


async def recap_reply(interaction: discord.Interaction[GameBot], game_id: int) -> None:
    """Answer, privately, with the user's catch-up of the game and its two boards."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await language_of(interaction)
    recap = await interaction.client.service.records.recap(game_id, interaction.user.id)
    painter, kind = interaction.client.painter, recap.info.game.kind
    names = seat_names(recap.info.names)
    before, after = await asyncio.gather(painter.paint(kind, recap.before, lang, names),
                                         painter.paint(kind, recap.after, lang, names))
    files = [png_file(before, "before.png"), png_file(after, "after.png")]
    await interaction.followup.send(recap_text(recap, lang), ephemeral=True, files=files)


class RecapCog(GameSubcommands):
    """Owns `/game recap`."""

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        self.subcommand(
            tr("recap", "cmd.game.recap.name"),
            tr("What happened since your last action, with the board then and now",
               "cmd.game.recap.description"),
            self.recap)

    @game_option
    async def recap(self, interaction: discord.Interaction[GameBot], game: int) -> None:
        """The user's catch-up, privately."""
        await guarded(interaction, lambda: recap_reply(interaction, game), game_id=game)


async def setup(bot: GameBot) -> None:
    """Load the recap cog (after `cogs.game_commands`)."""
    await bot.add_cog(RecapCog(bot))
