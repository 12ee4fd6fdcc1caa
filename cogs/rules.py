"""`/rules game:<game> [topic:<topic>]`: a game's illustrated rules, one page at a time,
privately, turned with Previous and Next buttons that work after a restart (the page they
lead to is in their custom_id). The pages, their words and pictures come from
`sessions.rule_pages`; this module only lays them out."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self, cast

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from sessions.learning.rule_pages import ShownPage, games_with_pages, shown_page, topic_titles

from .replies import add_persistent_items, guarded, language_of, send_page, turn_page
from .translator import catalog_choices, tr
from .ui import laid_out, png_file

if TYPE_CHECKING:
    from .app import GameBot

AUTOCOMPLETE_MAX = 25  # Discord shows at most 25 choices


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"rules:(?P<kind>[a-z_]+):(?P<topic>[a-z_]+):(?P<side>prev|next)"):
    """Previous or Next on a rules page: `rules:<game>:<topic>:<side>` opens page `topic`
    (the side keeps the two buttons' ids apart when both lead nowhere)."""

    def __init__(self, kind: str, topic: str, side: str, label: str | None = None,
                 disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(
            label=label or i18n.t(f"rules.{_SIDE_KEYS[side]}", "en"),
            emoji="◀" if side == "prev" else "▶", style=discord.ButtonStyle.secondary,
            custom_id=f"rules:{kind}:{topic}:{side}", disabled=disabled))
        self.kind, self.topic = kind, topic

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> Self:
        """Rebuild the button from its custom_id after a restart."""
        return cls(match["kind"], match["topic"], match["side"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        """Show the page the button leads to in place of the current one, still private."""
        async def work() -> None:
            lang = await language_of(interaction)
            page = await shown_page(_bot(interaction).painter, self.kind, self.topic, lang)
            await turn_page(interaction, _page_message(page, lang))
        await guarded(interaction, work)


_SIDE_KEYS = {"prev": "previous", "next": "next"}


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return cast("GameBot", interaction.client)


def _page_message(page: ShownPage, lang: str) -> dict[str, Any]:
    """The text, the two pictures (none on a page of words only) and the buttons of one
    page, as sent or as an edit (which then drops the previous page's pictures)."""
    buttons = []
    for side, step in (("prev", -1), ("next", 1)):
        target = page.neighbour(step)
        buttons.append(PageButton(page.kind, target or page.topic, side,
                                  i18n.t(f"rules.{_SIDE_KEYS[side]}", lang),
                                  disabled=target is None))
    pictures = [] if page.pictures is None else [
        png_file(png, name)
        for png, name in zip(page.pictures, ("before.png", "after.png"), strict=True)]
    return {"content": page.text, "view": laid_out(*buttons), "attachments": pictures}


class RulesCog(commands.Cog):
    """Owns `/rules` and its page buttons."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @app_commands.command(name=tr("rules", "cmd.rules.name"),
                          description=tr("A game's rules in illustrated pages",
                                         "cmd.rules.description"))
    @app_commands.describe(game=tr("Which game", "cmd.rules.game"),
                           topic=tr("Which page (the first by default)", "cmd.rules.topic"))
    @app_commands.rename(game=tr("game", "cmd.rules.game_name"),
                         topic=tr("topic", "cmd.rules.topic_name"))
    @app_commands.choices(game=catalog_choices("game_name", games_with_pages()))
    async def rules(self, interaction: discord.Interaction[Any], game: str,
                    topic: str | None = None) -> None:
        """One page of a game's rules, privately."""
        async def work() -> None:
            lang = await language_of(interaction)
            page = await shown_page(self.bot.painter, game, topic, lang)
            await send_page(interaction, _page_message(page, lang))
        await guarded(interaction, work)

    @rules.autocomplete("topic")
    async def _topics(self, interaction: discord.Interaction[Any],
                      current: str) -> list[app_commands.Choice[str]]:
        lang = await language_of(interaction)
        kind = str(getattr(interaction.namespace, "game", "") or "")
        typed = current.strip().lower()
        return [app_commands.Choice(name=title[:100], value=topic)
                for topic, title in topic_titles(kind, lang)
                if typed in topic or typed in title.lower()][:AUTOCOMPLETE_MAX]


async def setup(bot: GameBot) -> None:
    """Load the rules cog and register its persistent buttons."""
    add_persistent_items(bot, PageButton)
    await bot.add_cog(RulesCog(bot))
