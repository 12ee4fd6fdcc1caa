"""`/stats player [user]` and `/stats leaderboard kind:<game>`: results of finished games.

The numbers come from `sessions.stats` (finished games only; a game with no winner counts as
played, not won); this module only lays them out. Answers are ephemeral, like every other
read command of the bot, so asking does not fill the channel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

import i18n
from sessions.play import game_kinds
from sessions.record import PlayerStats, Record, Standing
from sessions.words import md

from .kit.cog import BotCog
from .kit.replies import guarded, language_of
from .kit.translator import catalog_choices, tr

if TYPE_CHECKING:
    from .app import GameBot

TEXT_MAX = 2000


def rate_text(record: Record, lang: str) -> str:
    """The win rate as a whole percentage, written the reader's way (`67%`, `67 %`)."""
    return i18n.t("stats.rate", lang, percent=round(record.win_rate * 100))


def kind_name(kind: str, lang: str) -> str:
    """A game's name in the reader's language."""
    return i18n.t(f"game_name.{kind}", lang)


def player_text(stats: PlayerStats, name: str, lang: str) -> str:
    """A player's record: overall, per game, and their latest finished games."""
    if not stats.per_kind and not stats.against_bots:
        return i18n.t("stats.none", lang, name=name)
    total = stats.total
    lines = [i18n.t("stats.title", lang, name=name),
             i18n.t("stats.total", lang, wins=total.wins, played=total.played,
                    rate=rate_text(total, lang))]
    lines += [i18n.t("stats.kind_line", lang, kind=kind_name(k.kind, lang), wins=k.wins,
                     played=k.played, rate=rate_text(k, lang))
              for k in stats.per_kind]
    if stats.against_bots:
        lines.append(i18n.t("stats.bots.title", lang))
        lines += ["- " + i18n.t("stats.bots.line", lang, level=i18n.t(f"bots.level.{r.level}",
                                                                        lang),
                                wins=r.wins, played=r.played, rate=rate_text(r, lang))
                  for r in stats.against_bots]
    if stats.recent:
        lines.append(i18n.t("stats.recent", lang))
        for result in stats.recent:
            title = i18n.t("ui.game_title", lang, kind=kind_name(result.kind, lang),
                           game=result.game_id)
            outcome = i18n.t("stats.won" if result.won else "stats.lost", lang)
            lines.append("- " + i18n.t("stats.recent_game", lang, title=title, result=outcome))
    return "\n".join(lines)[:TEXT_MAX]


def leaderboard_text(standings: list[Standing], kind: str, lang: str) -> str:
    """A server's leaderboard at one game, best first."""
    if not standings:
        return i18n.t("stats.leaderboard_empty", lang, kind=kind_name(kind, lang))
    lines = [i18n.t("stats.leaderboard_title", lang, kind=kind_name(kind, lang))]
    lines += [i18n.t("stats.leaderboard_line", lang, rank=s.rank, name=md(s.name), wins=s.wins,
                     played=s.played, rate=rate_text(s, lang))
              for s in standings]
    return "\n".join(lines)[:TEXT_MAX]


class StatsCog(BotCog):
    """The `/stats` command group."""

    group = app_commands.Group(name=tr("stats", "cmd.stats.name"),
                               description=tr("Finished games: a player's record, a server's "
                                              "leaderboard", "cmd.stats.description"))


    @group.command(name=tr("player", "cmd.stats.player.name"),
                   description=tr("A player's finished games and wins (yours by default)",
                                  "cmd.stats.player.description"))
    @app_commands.describe(user=tr("Whose record (yours by default)", "cmd.stats.player.user"))
    @app_commands.rename(user=tr("user", "cmd.stats.player.user_name"))
    async def player(self, interaction: discord.Interaction[GameBot],
                     user: discord.User | None = None) -> None:
        """A player's record, privately."""
        async def work() -> None:
            lang = await language_of(interaction)
            who = user or interaction.user
            stats = await self.bot.service.records.player_stats(who.id)
            await interaction.response.send_message(
                player_text(stats, md(who.display_name), lang), ephemeral=True)
        await guarded(interaction, work)

    @group.command(name=tr("leaderboard", "cmd.stats.leaderboard.name"),
                   description=tr("This server's best players at one game",
                                  "cmd.stats.leaderboard.description"))
    @app_commands.describe(kind=tr("Which game", "cmd.stats.leaderboard.kind"))
    @app_commands.rename(kind=tr("kind", "cmd.stats.leaderboard.kind_name"))
    @app_commands.choices(kind=catalog_choices("game_name", game_kinds()))
    async def leaderboard(self, interaction: discord.Interaction[GameBot], kind: str) -> None:
        """The server's leaderboard at one game, privately."""
        async def work() -> None:
            lang = await language_of(interaction)
            standings = await self.bot.service.records.leaderboard(interaction.guild_id, kind)
            await interaction.response.send_message(
                leaderboard_text(standings, kind, lang), ephemeral=True)
        await guarded(interaction, work)


async def setup(bot: GameBot) -> None:
    """Load the stats cog."""
    await bot.add_cog(StatsCog(bot))
