"""`/rules game:<game> [topic:<topic>]`: a game's illustrated rules, one page at a time,
privately, turned with Previous and Next buttons that work after a restart (the page they
lead to is in their custom_id). The pages, their words and pictures come from
`sessions.rule_pages`; this module only lays them out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from sessions.learning import ShownPage, games_with_pages, shown_page, topic_titles

from .kit.cog import BotCog
from .kit.game_button import GameButton
from .kit.replies import add_persistent_items, guarded, language_of, send_page, turn_page
from .kit.translator import catalog_choices, tr
from .kit.ui import laid_out, png_file

if TYPE_CHECKING:
    from .app import GameBot

AUTOCOMPLETE_MAX = 25  # Discord shows at most 25 choices


_SIDE_KEYS = {"prev": "previous", "next": "next"}
_SIDE_EMOJI = {"prev": "◀", "next": "▶"}


class PageButton(GameButton, custom_id="rules:{kind}:{topic}:{side}",
                 fields={"kind": "[a-z_]+", "topic": "[a-z_]+", "side": "|".join(_SIDE_KEYS)}):
    """Previous or Next on a rules page: `rules:<game>:<topic>:<side>` opens page `topic`
    (the side keeps the two buttons' ids apart when both lead nowhere)."""

    async def press(self, interaction: discord.Interaction[GameBot]) -> None:
        """Show the page the button leads to in place of the current one, still private."""
        lang = await language_of(interaction)
        page = await shown_page(interaction.client.painter, self.fields["kind"],
                                self.fields["topic"], lang)
        await turn_page(interaction, _page_message(page, lang))


def _page_message(page: ShownPage, lang: str) -> dict[str, Any]:
    """The text, the two pictures (none on a page of words only) and the buttons of one
    page, as sent or as an edit (which then drops the previous page's pictures)."""
    buttons = []
    for side, step in (("prev", -1), ("next", 1)):
        target = page.neighbour(step)
        buttons.append(PageButton(i18n.t(f"rules.{_SIDE_KEYS[side]}", lang),
                                  emoji=_SIDE_EMOJI[side], disabled=target is None,
                                  kind=page.kind, topic=target or page.topic, side=side))
    pictures = [] if page.pictures is None else [
        png_file(png, name)
        for png, name in zip(page.pictures, ("before.png", "after.png"), strict=True)]
    return {"content": page.text, "view": laid_out(*buttons), "attachments": pictures}


class RulesCog(BotCog):
    """Owns `/rules` and its page buttons."""


    @app_commands.command(name=tr("rules", "cmd.rules.name"),
                          description=tr("A game's rules in illustrated pages",
                                         "cmd.rules.description"))
    @app_commands.describe(game=tr("Which game", "cmd.rules.game"),
                           topic=tr("Which page (the first by default)", "cmd.rules.topic"))
    @app_commands.rename(game=tr("game", "cmd.rules.game_name"),
                         topic=tr("topic", "cmd.rules.topic_name"))
    @app_commands.choices(game=catalog_choices("game_name", games_with_pages()))
    async def rules(self, interaction: discord.Interaction[GameBot], game: str,
                    topic: str | None = None) -> None:
        """One page of a game's rules, privately."""
        async def work() -> None:
            lang = await language_of(interaction)
            page = await shown_page(self.bot.painter, game, topic, lang)
            await send_page(interaction, _page_message(page, lang))
        await guarded(interaction, work)

    @rules.autocomplete("topic")
    async def _topics(self, interaction: discord.Interaction[GameBot],
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
