"""`/stats player [user]` and `/stats leaderboard game:<kind> [where]`: finished games, ratings.

The numbers come from `sessions.stats` (finished games only; a game with no winner counts as
played, not won); this module only lays them out. Answers are ephemeral, like every other
read command of the bot, so asking does not fill the channel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

import i18n
from sessions import SessionError
from sessions.play import game_kinds
from sessions.record import (
    MIN_GAMES,
    PlayerStats,
    RatingBoard,
    RatingRecord,
    Record,
    Skill,
    Standing,
    points,
)
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


def player_text(stats: PlayerStats, name: str, lang: str,
                ratings: list[RatingRecord] | None = None) -> str:
    """A player's record: overall, per game, their ratings, and their latest games."""
    if not stats.per_kind and not stats.against_bots and not ratings:
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
    lines += ratings_lines(ratings or [], lang)
    if stats.recent:
        lines.append(i18n.t("stats.recent", lang))
        for result in stats.recent:
            title = i18n.t("ui.game_title", lang, kind=kind_name(result.kind, lang),
                           game=result.game_id)
            outcome = i18n.t("stats.won" if result.won else "stats.lost", lang)
            lines.append("- " + i18n.t("stats.recent_game", lang, title=title, result=outcome))
    return "\n".join(lines)[:TEXT_MAX]


def skill_params(mu: float, sigma: float) -> dict[str, int]:
    """A rating's figures as shown: the conservative one, the mean, the uncertainty."""
    return {"rating": points(Skill(mu, sigma).conservative), "mean": points(mu),
            "spread": points(sigma)}


def ratings_lines(ratings: list[RatingRecord], lang: str) -> list[str]:
    """A player's ratings per game: the figure ranked, mean and uncertainty, rated games
    and wins, "provisional" until it settles."""
    if not ratings:
        return []
    lines = [i18n.t("ratings.title", lang)]
    for r in ratings:
        key = "ratings.line_provisional" if Skill(r.mu, r.sigma).provisional else "ratings.line"
        lines.append("- " + i18n.t(key, lang, kind=kind_name(r.kind, lang), games=r.games,
                                   wins=r.wins, **skill_params(r.mu, r.sigma)))
    return lines


def rating_board_text(board: RatingBoard, lang: str) -> str:
    """A game's rating board, best conservative figure first; those with too few games
    apart; the bots' landmarks under it."""
    kind = kind_name(board.kind, lang)
    if not board.ranked and not board.apart:
        return i18n.t("ratings.board_empty", lang, kind=kind)
    title = "ratings.board_title_all" if board.everywhere else "ratings.board_title"
    lines = [i18n.t(title, lang, kind=kind)]
    rank = 0
    for position, r in enumerate(board.ranked, start=1):
        rank = position
        lines.append(i18n.t("ratings.board_line", lang, rank=rank, name=md(r.display_name),
                            games=r.games, **skill_params(r.mu, r.sigma)))
    if board.apart:
        lines.append(i18n.t("ratings.board_apart", lang, min=MIN_GAMES))
        lines += ["- " + i18n.t("ratings.board_apart_line", lang, name=md(r.display_name),
                                games=r.games, **skill_params(r.mu, r.sigma))
                  for r in board.apart]
    marks = {level: points(skill.conservative) for level, skill in board.landmarks.items()}
    lines.append(i18n.t("ratings.board_bots", lang, **marks))
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
            records = self.bot.service.records
            stats = await records.player_stats(who.id)
            ratings = await records.ratings(who.id)
            await interaction.response.send_message(
                player_text(stats, md(who.display_name), lang, ratings), ephemeral=True)
        await guarded(interaction, work)

    @group.command(name=tr("leaderboard", "cmd.stats.leaderboard.name"),
                   description=tr("This server's best players at one game",
                                  "cmd.stats.leaderboard.description"))
    @app_commands.describe(kind=tr("Which game", "cmd.stats.leaderboard.kind"))
    @app_commands.rename(kind=tr("game", "cmd.stats.leaderboard.kind_name"))
    @app_commands.choices(kind=catalog_choices("game_name", game_kinds()),
                          where=catalog_choices("ratings.scope", ("server", "all")))
    @app_commands.describe(where=tr("Where: this server (default) or across servers",
                                    "cmd.stats.leaderboard.scope"))
    @app_commands.rename(where=tr("where", "cmd.stats.leaderboard.scope_name"))
    async def leaderboard(self, interaction: discord.Interaction[GameBot], kind: str,
                          where: str = "server") -> None:
        """One game's rating board, in this server or across servers, privately."""
        async def work() -> None:
            lang = await language_of(interaction)
            if where not in ("server", "all"):
                raise SessionError("error.bad_value")
            board = await self.bot.service.records.rating_board(
                interaction.guild_id, kind, everywhere=where == "all")
            await interaction.response.send_message(
                rating_board_text(board, lang), ephemeral=True)
        await guarded(interaction, work)


async def setup(bot: GameBot) -> None:
    """Load the stats cog."""
    await bot.add_cog(StatsCog(bot))
